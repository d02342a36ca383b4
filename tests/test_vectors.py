"""Published test vectors, read in their original format, run through the public API of both implementations.

Sources (provenance and licences in tests/vectors/README.md):
- djb's Ed25519 `sign.input` (SUPERCOP), read from the installed `cryptography_vectors` package;
- RFC 7748 section 5.2 X25519 vectors (`cryptography_vectors`), its iterated vectors and the section 6.1
  Diffie-Hellman example (tests/vectors/rfc7748_x25519.txt);
- NaCl's own tests (the "Cryptography in NaCl" example: Alice, Bob, firstkey, nonce, the 131-byte packet),
  as kept by libsodium (tests/vectors/nacl_*.txt);
- RFC 8439 section 2.5.2 and RFC 7539 appendix A.3 Poly1305 vectors;
- XSalsa20 vectors of golang.org/x/crypto and Salsa20 eSTREAM set 6 vectors.

The reference is slow: it gets every small vector and a spread sample of the large sets; the heavy
cases (4 MiB streams, 1,024 signatures, 1,000 X25519 iterations) run on `fast` only.
"""

from __future__ import annotations

import hashlib
import re
import types
from typing import Iterator

import pytest

from cryptography_vectors import open_vector_file
from vector_files import VECTORS, estream_set6, key_value_blocks, nacl_test, nacl_test_lines, read_sections, section_bytes

# ---------------------------------------------------------------------------------------------
# Readers for the vector formats
# ---------------------------------------------------------------------------------------------


def read_nist_style(path: str) -> list[dict[str, str]]:
    """A cryptography_vectors file of `KEY = value` blocks."""
    with open_vector_file(path, "r") as handle:
        return key_value_blocks(handle)


# ---------------------------------------------------------------------------------------------
# Ed25519: djb's sign.input (1,024 lines: sk || pk : pk : message : signature || message :)
# ---------------------------------------------------------------------------------------------


def _sign_input_lines() -> list[tuple[bytes, bytes, bytes, bytes]]:
    with open_vector_file("asymmetric/Ed25519/sign.input", "r") as handle:
        rows = []
        for raw in handle:
            fields = raw.rstrip("\n").split(":")
            secret_key, public_key, message, signed = (bytes.fromhex(field) for field in fields[:4])
            rows.append((secret_key, public_key, message, signed))
    return rows


SIGN_INPUT = _sign_input_lines()
SIGN_SAMPLE = list(range(0, len(SIGN_INPUT), 64))  # 16 lines spread over the file, incl. line 0
SIGN_REST = [index for index in range(len(SIGN_INPUT)) if index not in set(SIGN_SAMPLE)]


def test_sign_input_is_complete() -> None:
    assert len(SIGN_INPUT) == 1024
    assert all(len(sk) == 64 and sk[32:] == pk and len(sm) == 64 + len(m) for sk, pk, m, sm in SIGN_INPUT)


def _flip_bit(data: bytes, bit: int) -> bytes:
    flipped = bytearray(data)
    flipped[bit // 8] ^= 1 << (bit % 8)
    return bytes(flipped)


def _check_sign_line(nacl: types.ModuleType, index: int, thorough: bool) -> None:
    """Key pair, signature, opening, detached verification and a forgery for one line; `thorough` adds what
    runs the same core functions again (skipped on the slow reference)."""
    secret_key, public_key, message, signed = SIGN_INPUT[index]
    where = f"sign.input line {index + 1}"
    assert nacl.sign.keypair.from_seed(secret_key[:32]) == (public_key, secret_key), where
    assert nacl.sign(message, secret_key) == signed, where
    assert nacl.sign.open(signed, public_key) == message, where
    assert nacl.sign.detached.verify(message, signed[:64], public_key) is True, where
    # A flipped bit, walking over R, S and the message from line to line.
    bit = (index * 131) % (len(signed) * 8)
    forged = _flip_bit(signed, bit)
    assert nacl.sign.open(forged, public_key) is None, f"{where}, bit {bit} flipped"
    if thorough:
        assert nacl.sign.detached(message, secret_key) == signed[:64], where
        assert nacl.sign.detached.verify(forged[64:], forged[:64], public_key) is False, f"{where}, bit {bit}"
        assert nacl.sign.keypair.from_secret_key(secret_key) == (public_key, secret_key), where


@pytest.mark.parametrize("index", SIGN_SAMPLE, ids=lambda i: f"line{i + 1}")
def test_sign_input_sample(nacl: types.ModuleType, is_reference: bool, index: int) -> None:
    _check_sign_line(nacl, index, thorough=not is_reference)


@pytest.mark.parametrize("index", SIGN_REST, ids=lambda i: f"line{i + 1}")
def test_sign_input_fast(fast_nacl: types.ModuleType, index: int) -> None:
    _check_sign_line(fast_nacl, index, thorough=True)


# ---------------------------------------------------------------------------------------------
# X25519: RFC 7748 section 5.2
# ---------------------------------------------------------------------------------------------

RFC7748 = read_nist_style("asymmetric/X25519/rfc7748.txt")


@pytest.mark.parametrize("vector", RFC7748, ids=lambda v: f"count{v['COUNT']}")
def test_rfc7748_x25519(nacl: types.ModuleType, vector: dict[str, str]) -> None:
    scalar = bytes.fromhex(vector["INPUT_SCALAR"])
    u = bytes.fromhex(vector["INPUT_U"])
    assert nacl.scalarmult(scalar, u) == bytes.fromhex(vector["OUTPUT_U"])
    assert nacl.lowlevel.crypto_scalarmult(scalar, u) == bytes.fromhex(vector["OUTPUT_U"])


def _rfc7748_file() -> list[dict[str, str]]:
    """tests/vectors/rfc7748_x25519.txt (the curve engineer's file): `NAME = value` blocks."""
    return key_value_blocks((VECTORS / "rfc7748_x25519.txt").read_text().splitlines())


def _rfc7748_iterated() -> dict[int, bytes]:
    """{iterations: k} of RFC 7748 section 5.2's iterated test."""
    return {int(b["ITERATIONS"]): bytes.fromhex(b["K"]) for b in _rfc7748_file() if "ITERATIONS" in b}


def _iterate_x25519(nacl: types.ModuleType, iterations: int) -> bytes:
    """RFC 7748 section 5.2: k = u = 9; repeat: k, u = X25519(k, u), k."""
    k = u = bytes([9]) + bytes(31)
    for _ in range(iterations):
        k, u = nacl.scalarmult(k, u), k
    return k


def test_rfc7748_one_iteration(nacl: types.ModuleType) -> None:
    # After one iteration k = X25519(9, 9): the cryptography_vectors file lists it as COUNT 3 too.
    (nine_times_nine,) = [v for v in RFC7748 if v["INPUT_SCALAR"] == v["INPUT_U"] == "09" + "00" * 31]
    assert _rfc7748_iterated()[1] == bytes.fromhex(nine_times_nine["OUTPUT_U"])
    assert _iterate_x25519(nacl, 1) == _rfc7748_iterated()[1]


def test_rfc7748_thousand_iterations(fast_nacl: types.ModuleType) -> None:
    assert _iterate_x25519(fast_nacl, 1000) == _rfc7748_iterated()[1000]


def test_rfc7748_diffie_hellman(nacl: types.ModuleType) -> None:
    # RFC 7748 section 6.1 (the same Alice and Bob as NaCl's tests).
    (example,) = [b for b in _rfc7748_file() if "SHARED" in b]
    v = {name: bytes.fromhex(value) for name, value in example.items()}
    assert nacl.box.keypair.from_secret_key(v["ALICE_PRIVATE"]) == (v["ALICE_PUBLIC"], v["ALICE_PRIVATE"])
    assert nacl.scalarmult.base(v["BOB_PRIVATE"]) == v["BOB_PUBLIC"]
    assert nacl.scalarmult(v["ALICE_PRIVATE"], v["BOB_PUBLIC"]) == v["SHARED"]
    assert nacl.scalarmult(v["BOB_PRIVATE"], v["ALICE_PUBLIC"]) == v["SHARED"]


# ---------------------------------------------------------------------------------------------
# NaCl's tests: the "Cryptography in NaCl" example and the Salsa20 core tests
# ---------------------------------------------------------------------------------------------


def test_nacl_core1_hsalsa20_of_shared_secret(nacl: types.ModuleType) -> None:
    v = nacl_test("core1")
    assert nacl.lowlevel.crypto_core_hsalsa20(v["zero"][:16], v["shared"], v["c"]) == v["expected"]


def test_nacl_core2_hsalsa20_of_nonce_prefix(nacl: types.ModuleType) -> None:
    v = nacl_test("core2")
    assert nacl.lowlevel.crypto_core_hsalsa20(v["nonceprefix"], v["firstkey"], v["c"]) == v["expected"]


def test_nacl_core3_four_mebibytes_of_salsa20_core(fast_nacl: types.ModuleType) -> None:
    v = nacl_test("core3")
    core = fast_nacl.lowlevel.crypto_core_salsa20
    digest = hashlib.sha256()
    for counter in range(65536):  # in[8], in[9] carry: a 16-bit little-endian counter, in[10..16) stay 0
        digest.update(core(v["NONCESUFFIX"] + counter.to_bytes(8, "little"), v["SECONDKEY"], v["C"]))
    assert digest.digest() == v["expected"]


def test_nacl_core4_salsa20_core(nacl: types.ModuleType) -> None:
    v = nacl_test("core4")
    assert nacl.lowlevel.crypto_core_salsa20(v["in"], v["k"], v["c"]) == v["expected"]


def test_nacl_core5_hsalsa20(nacl: types.ModuleType) -> None:
    v = nacl_test("core5")
    assert nacl.lowlevel.crypto_core_hsalsa20(v["in"], v["k"], v["c"]) == v["expected"]


def _word_differences(x: bytes, y: bytes) -> bytes:
    """core6's print(): the 32-bit little-endian difference x - y, 4 bytes."""
    difference = (int.from_bytes(x[:4], "little") - int.from_bytes(y[:4], "little")) % 2**32
    return difference.to_bytes(4, "little")


def test_nacl_core6_salsa20_core_minus_input_is_hsalsa20(nacl: types.ModuleType) -> None:
    v = nacl_test("core6")
    out = nacl.lowlevel.crypto_core_salsa20(v["in"], v["k"], v["c"])
    c, inp = v["c"], v["in"]
    printed = b"".join(
        _word_differences(out[o:], ref[r:])
        for o, ref, r in [
            (0, c, 0), (20, c, 4), (40, c, 8), (60, c, 12), (24, inp, 0), (28, inp, 4), (32, inp, 8), (36, inp, 12)
        ]
    )
    assert printed == v["expected"]


def test_nacl_stream_four_mebibytes(fast_nacl: types.ModuleType) -> None:
    v = nacl_test("stream")
    stream = fast_nacl.lowlevel.crypto_stream(4194304, v["nonce"], v["firstkey"])
    assert hashlib.sha256(stream).digest() == v["expected"]


def test_nacl_stream2_four_mebibytes_of_salsa20(fast_nacl: types.ModuleType) -> None:
    v = nacl_test("stream2")
    stream = fast_nacl.lowlevel.crypto_stream_salsa20(4194304, v["noncesuffix"], v["secondkey"])
    assert hashlib.sha256(stream).digest() == v["expected"]


def test_nacl_stream3_first_32_bytes(nacl: types.ModuleType) -> None:
    v = nacl_test("stream3")
    assert nacl.lowlevel.crypto_stream(32, v["nonce"], v["firstkey"]) == v["expected"]


def test_nacl_stream4_stream_xor(nacl: types.ModuleType) -> None:
    v = nacl_test("stream4")
    assert len(v["m"]) == 163
    assert nacl.lowlevel.crypto_stream_xor(v["m"], v["nonce"], v["firstkey"])[32:] == v["expected"]


def test_nacl_onetimeauth(nacl: types.ModuleType) -> None:
    v = nacl_test("onetimeauth")
    assert len(v["c"]) == 131
    assert nacl.lowlevel.crypto_onetimeauth(v["c"], v["rs"]) == v["expected"]
    assert nacl.lowlevel.crypto_onetimeauth_verify(v["expected"], v["c"], v["rs"]) is True
    assert nacl.lowlevel.crypto_onetimeauth_verify(_flip_bit(v["expected"], 77), v["c"], v["rs"]) is False


def test_nacl_secretbox(nacl: types.ModuleType) -> None:
    v = nacl_test("secretbox")
    message = v["m"][32:]  # NaCl's API pads the message with 32 zero bytes; ours does not
    assert v["m"][:32] == bytes(32)
    assert nacl.secretbox(message, v["nonce"], v["firstkey"]) == v["expected"]
    assert nacl.lowlevel.crypto_secretbox(message, v["nonce"], v["firstkey"]) == v["expected"]
    assert nacl.secretbox.open(v["expected"], v["nonce"], v["firstkey"]) == message


def test_nacl_secretbox2_open(nacl: types.ModuleType) -> None:
    v = nacl_test("secretbox2")
    box = v["c"][16:]  # NaCl's API pads the box with 16 zero bytes; ours does not
    assert v["c"][:16] == bytes(16)
    assert nacl.secretbox.open(box, v["nonce"], v["firstkey"]) == v["expected"]
    assert nacl.lowlevel.crypto_secretbox_open(box, v["nonce"], v["firstkey"]) == v["expected"]
    assert nacl.secretbox.open(_flip_bit(box, 1000), v["nonce"], v["firstkey"]) is None


def test_nacl_box(nacl: types.ModuleType) -> None:
    v = nacl_test("box")
    message = v["m"][32:]
    assert nacl.box(message, v["nonce"], v["bobpk"], v["alicesk"]) == v["expected"]
    shared = nacl.box.before(v["bobpk"], v["alicesk"])
    assert shared == nacl_test("core1")["expected"]  # firstkey: the paper's chain of values
    assert nacl.box.after(message, v["nonce"], shared) == v["expected"]


def test_nacl_box2_open(nacl: types.ModuleType) -> None:
    v = nacl_test("box2")
    box = v["c"][16:]
    assert nacl.box.open(box, v["nonce"], v["alicepk"], v["bobsk"]) == v["expected"]
    shared = nacl.box.before(v["alicepk"], v["bobsk"])
    assert nacl.box.open.after(box, v["nonce"], shared) == v["expected"]
    assert nacl.box.open(_flip_bit(box, 5), v["nonce"], v["alicepk"], v["bobsk"]) is None


def test_nacl_scalarmult(nacl: types.ModuleType) -> None:
    v = nacl_test("scalarmult")
    alicepk, bobpk, shared_ab, shared_ba, shared_top_bit = nacl_test_lines("scalarmult")
    assert nacl.scalarmult.base(v["alicesk"]) == alicepk
    assert nacl.box.keypair.from_secret_key(v["bobsk"]) == (bobpk, v["bobsk"])
    assert nacl.scalarmult(v["alicesk"], bobpk) == shared_ab
    assert nacl.scalarmult(v["bobsk"], alicepk) == shared_ba
    # The top bit of a u-coordinate is ignored (RFC 7748 section 5), as in TweetNaCl's unpack25519.
    assert nacl.scalarmult(v["bobsk"], alicepk[:31] + bytes([alicepk[31] ^ 0x80])) == shared_top_bit


def test_nacl_hash(nacl: types.ModuleType) -> None:
    v = nacl_test("hash")
    expected_x, expected_x2 = nacl_test_lines("hash")
    assert v["x"] == b"testing\n"
    assert nacl.hash(v["x"]) == expected_x
    assert nacl.hash(v["x2"]) == expected_x2


# ---------------------------------------------------------------------------------------------
# Poly1305: RFC 8439 section 2.5.2, RFC 7539 appendix A.3
# ---------------------------------------------------------------------------------------------


def _rfc8439_section_2_5_2() -> tuple[bytes, bytes, bytes]:
    text = (VECTORS / "rfc8439_poly1305.txt").read_text()
    key_text = text.split("Key Material:")[1].split("\n\n")[0]
    key = bytes.fromhex(re.sub(r"[\s:]", "", key_text))
    dump = text.split("Message to be Authenticated:")[1].split("\n\n")[0]
    # hexdump rows: a 3-digit offset, up to 16 two-digit bytes, then the ASCII column
    message = b"".join(
        bytes.fromhex(" ".join(re.findall(r"\b[0-9a-f]{2}\b", row[5:5 + 16 * 3])))
        for row in (line.strip() for line in dump.strip().splitlines())
    )
    tag = bytes.fromhex(text.split("Tag:")[1].split()[0].replace(":", ""))
    return key, message, tag


def test_rfc8439_poly1305_example(nacl: types.ModuleType) -> None:
    key, message, tag = _rfc8439_section_2_5_2()
    assert message == b"Cryptographic Forum Research Group"
    assert len(key) == 32
    assert nacl.lowlevel.crypto_onetimeauth(message, key) == tag
    assert nacl.lowlevel.crypto_onetimeauth_verify(tag, message, key) is True


RFC7539_POLY1305 = read_nist_style("poly1305/rfc7539.txt")


@pytest.mark.parametrize("vector", RFC7539_POLY1305, ids=lambda v: f"count{v['COUNT']}")
def test_rfc7539_poly1305(nacl: types.ModuleType, vector: dict[str, str]) -> None:
    key, message, tag = (bytes.fromhex(vector[field]) for field in ("KEY", "MSG", "TAG"))
    assert nacl.lowlevel.crypto_onetimeauth(message, key) == tag
    assert nacl.lowlevel.crypto_onetimeauth_verify(tag, message, key) is True


# ---------------------------------------------------------------------------------------------
# XSalsa20 (golang.org/x/crypto) and Salsa20 (eSTREAM set 6)
# ---------------------------------------------------------------------------------------------

XSALSA20_GO = [
    {key: section_bytes(lines) for key, lines in record.items()} for record in read_sections("xsalsa20_go.txt")
]


@pytest.mark.parametrize("vector", XSALSA20_GO, ids=lambda v: f"len{len(v['in'])}")
def test_xsalsa20_go_vectors(nacl: types.ModuleType, vector: dict[str, bytes]) -> None:
    assert nacl.lowlevel.crypto_stream_xor(vector["in"], vector["nonce"], vector["key"]) == vector["out"]
    if vector["in"] == bytes(len(vector["in"])):
        assert nacl.lowlevel.crypto_stream(len(vector["in"]), vector["nonce"], vector["key"]) == vector["out"]


ESTREAM_SET6 = estream_set6()


def _segments(vector: dict[str, bytes]) -> Iterator[tuple[int, int, bytes]]:
    for name, value in vector.items():
        match = re.fullmatch(r"stream\[(\d+)\.\.(\d+)\]", name)
        if match:
            yield int(match.group(1)), int(match.group(2)) + 1, value


@pytest.mark.parametrize("vector", ESTREAM_SET6, ids=lambda v: v["IV"].hex())
def test_estream_salsa20_set6_full(fast_nacl: types.ModuleType, vector: dict[str, bytes]) -> None:
    stream = fast_nacl.lowlevel.crypto_stream_salsa20(131072, vector["IV"], vector["key"])
    for start, end, expected in _segments(vector):
        assert stream[start:end] == expected, f"stream[{start}..{end - 1}]"
    digest = bytearray(64)
    for offset in range(0, len(stream), 64):
        block = stream[offset:offset + 64]
        digest = bytearray(a ^ b for a, b in zip(digest, block))
    assert bytes(digest) == vector["xor-digest"]
    xored = fast_nacl.lowlevel.crypto_stream_salsa20_xor(bytes(131072), vector["IV"], vector["key"])
    assert xored == stream


@pytest.mark.parametrize("vector", [v for v in ESTREAM_SET6 if "stream[0..63]" in v], ids=lambda v: v["IV"].hex())
def test_estream_salsa20_set6_first_block(nacl: types.ModuleType, vector: dict[str, bytes]) -> None:
    assert nacl.lowlevel.crypto_stream_salsa20(64, vector["IV"], vector["key"]) == vector["stream[0..63]"]
    assert nacl.lowlevel.crypto_core_salsa20(
        vector["IV"] + bytes(8), vector["key"], b"expand 32-byte k"
    ) == vector["stream[0..63]"]
