"""IPCrypt (`crypto_ipcrypt_*`, `tweetnacl.fast.ipcrypt`) and the AES-128 / inverse AES it stands on.

Against: the test vectors of draft-denis-ipcrypt in their published form (tests/vectors/ipcrypt_draft.md), libsodium
1.0.22 itself (the `libsodium_js` oracle) on random inputs, IPv4-mapped and IPv6, equal key halves (libsodium's own
rule), and on every wrong length; OpenSSL's AES (the `cryptography` test dependency) for the new AES paths. The
primitive has one implementation (fast), which the bindings use; there is no reference-side transliteration.
"""

from __future__ import annotations

import ipaddress
import random
import re

import pytest
from libsodium_js import LibsodiumJS, LibsodiumJSError
from vector_files import VECTORS

from tweetnacl.fast import ipcrypt
from tweetnacl.fast.aead import aes_cipher
from tweetnacl.pynacl import bindings as b
from tweetnacl.pynacl import exceptions as exc

RNG = random.Random(0x1BC2)


def packed(text: str) -> bytes:
    """An address as libsodium takes it: 16 bytes, IPv4 as IPv4-mapped IPv6 (the draft's conversion)."""
    address = ipaddress.ip_address(text)
    if isinstance(address, ipaddress.IPv4Address):
        return ipaddress.IPv6Address(b"\x00" * 10 + b"\xff\xff" + address.packed).packed
    return address.packed


def draft_vectors() -> list[dict[str, str]]:
    """tests/vectors/ipcrypt_draft.md: one record per `Key:` line, `variant` from the section heading."""
    records: list[dict[str, str]] = []
    variant = ""
    for line in (VECTORS / "ipcrypt_draft.md").read_text().splitlines():
        heading = re.match(r"## (ipcrypt-\w+) Test Vectors", line)
        if heading:
            variant = heading.group(1)
        field = re.fullmatch(r"(Key|Input IP|Tweak|Encrypted IP|Output):\s+(\S+)", line)
        if field:
            if field.group(1) == "Key":
                records.append({"variant": variant})
            records[-1][field.group(1)] = field.group(2)
    return records


VECTOR_RECORDS = draft_vectors()


def test_the_vector_file_is_read_whole() -> None:
    counts = {v: sum(r["variant"] == f"ipcrypt-{v}" for r in VECTOR_RECORDS) for v in ("deterministic", "pfx", "nd", "ndx")}
    assert counts == {"deterministic": 3, "pfx": 16, "nd": 3, "ndx": 3}


@pytest.mark.parametrize("record", VECTOR_RECORDS, ids=lambda r: f"{r['variant']}-{r['Input IP']}")
def test_draft_vectors(record: dict[str, str]) -> None:
    key, address = bytes.fromhex(record["Key"]), packed(record["Input IP"])
    variant = record["variant"]
    if variant in ("ipcrypt-deterministic", "ipcrypt-pfx"):
        encrypt, decrypt = (
            (b.crypto_ipcrypt_encrypt, b.crypto_ipcrypt_decrypt)
            if variant == "ipcrypt-deterministic"
            else (b.crypto_ipcrypt_pfx_encrypt, b.crypto_ipcrypt_pfx_decrypt)
        )
        expected = packed(record["Encrypted IP"])
        assert encrypt(address, key) == expected
        assert decrypt(expected, key) == address
    else:
        tweak, expected = bytes.fromhex(record["Tweak"]), bytes.fromhex(record["Output"])
        if variant == "ipcrypt-nd":
            assert b.crypto_ipcrypt_nd_encrypt(address, tweak, key) == expected
            assert b.crypto_ipcrypt_nd_decrypt(expected, key) == address
        else:
            assert b.crypto_ipcrypt_ndx_encrypt(address, tweak, key) == expected
            assert b.crypto_ipcrypt_ndx_decrypt(expected, key) == address


def test_constants_are_libsodiums(libsodium_js: LibsodiumJS) -> None:
    theirs = {name: value for name, value in libsodium_js.constants().items() if name.startswith("crypto_ipcrypt_")}
    ours = {name: getattr(b, name) for name in b.FAMILIES["crypto_ipcrypt"] if name[len("crypto_ipcrypt_") :].isupper()}
    assert len(theirs) == 12
    assert ours == theirs
    assert all(type(value) is int for value in ours.values())


def _addresses() -> list[bytes]:
    """Random IPv4-mapped and IPv6 addresses, and the edge cases :: and ::ffff:0.0.0.0 / all ones."""
    return [
        bytes(10) + b"\xff\xff" + RNG.randbytes(4),
        RNG.randbytes(16),
        bytes(16),
        bytes(10) + b"\xff" * 6,
    ]


# (function, argument kinds): "a" address (16), "c<n>" ciphertext of n bytes, "t<n>" tweak, "k<n>" key.
CALLS = {
    "crypto_ipcrypt_encrypt": ("a", "k16"),
    "crypto_ipcrypt_decrypt": ("c16", "k16"),
    "crypto_ipcrypt_nd_encrypt": ("a", "t8", "k16"),
    "crypto_ipcrypt_nd_decrypt": ("c24", "k16"),
    "crypto_ipcrypt_ndx_encrypt": ("a", "t16", "k32"),
    "crypto_ipcrypt_ndx_decrypt": ("c32", "k32"),
    "crypto_ipcrypt_pfx_encrypt": ("a", "k32"),
    "crypto_ipcrypt_pfx_decrypt": ("c16", "k32"),
}
ARGUMENT_NAMES = {"a": "in", "c": "in", "t": "t", "k": "k"}
ORACLE_WORDS = {"a": "input", "c": "input", "t": "tweak", "k": "key"}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_same_as_libsodium(name: str, libsodium_js: LibsodiumJS) -> None:
    """Random inputs (and a key with equal halves, where libsodium swaps one for its XOR with 0x5a); every decrypt
    also on random bytes never produced by encrypt, whose prefix decides pfx's bit count."""
    ours = getattr(b, name)
    cases = 0
    for address in _addresses():
        for equal_halves in (False, True):
            arguments: list[bytes] = []
            for kind in CALLS[name]:
                if kind == "a":
                    arguments.append(address)
                elif kind.startswith("c"):  # a ciphertext: random, or the address's IPv4-mapped prefix and random
                    size = int(kind[1:])
                    arguments.append(RNG.randbytes(size - 16) + address[:12] + RNG.randbytes(4))
                else:
                    size = int(kind[1:])
                    half = RNG.randbytes(16)
                    arguments.append(half + half if equal_halves and size == 32 else RNG.randbytes(size))
            if equal_halves and "k32" not in CALLS[name]:
                continue
            expected = libsodium_js.call(name, *arguments)
            result = ours(*arguments)
            assert type(result) is bytes
            assert result == expected, (name, [a.hex() for a in arguments])
            cases += 1
    assert cases >= 4


@pytest.mark.parametrize(("encrypt", "decrypt"), [
    ("crypto_ipcrypt_encrypt", "crypto_ipcrypt_decrypt"),
    ("crypto_ipcrypt_nd_encrypt", "crypto_ipcrypt_nd_decrypt"),
    ("crypto_ipcrypt_ndx_encrypt", "crypto_ipcrypt_ndx_decrypt"),
    ("crypto_ipcrypt_pfx_encrypt", "crypto_ipcrypt_pfx_decrypt"),
])  # fmt: skip
def test_libsodium_decrypts_ours(encrypt: str, decrypt: str, libsodium_js: LibsodiumJS) -> None:
    kinds = CALLS[encrypt]
    key = RNG.randbytes(int(kinds[-1][1:]))
    for address in _addresses()[:2]:
        arguments = [address] + [RNG.randbytes(int(kind[1:])) for kind in kinds[1:-1]] + [key]
        ciphertext = getattr(b, encrypt)(*arguments)
        assert libsodium_js.call(decrypt, ciphertext, key) == address


def test_pfx_preserves_prefixes() -> None:
    """Two addresses sharing their first L bits encrypt to results sharing exactly their first L bits."""
    key = RNG.randbytes(32)
    first = RNG.randbytes(16)
    for length in (0, 1, 47, 64, 127):
        flipped = (int.from_bytes(first, "big") ^ 1 << (127 - length)).to_bytes(16, "big")
        x, y = (int.from_bytes(b.crypto_ipcrypt_pfx_encrypt(a, key), "big") for a in (first, flipped))
        assert (x ^ y).bit_length() == 128 - length


@pytest.mark.parametrize("name", sorted(CALLS))
def test_wrong_lengths(name: str, libsodium_js: LibsodiumJS) -> None:
    """Every argument one byte short, one long and empty: libsodium (its JavaScript wrapper) rejects each, and so do
    we, with a ValueError naming the argument."""
    kinds = CALLS[name]
    good = [bytes(16) if kind == "a" else bytes(int(kind[1:])) for kind in kinds]
    for position, kind in enumerate(kinds):
        size = len(good[position])
        for bad_size in (size - 1, size + 1, 0):
            arguments = list(good)
            arguments[position] = bytes(bad_size)
            with pytest.raises(LibsodiumJSError, match=f"invalid {ORACLE_WORDS[kind[0]]} length"):
                libsodium_js.call(name, *arguments)
            with pytest.raises(ValueError, match=rf"^{ARGUMENT_NAMES[kind[0]]} must be exactly {size} bytes") as error:
                getattr(b, name)(*arguments)
            assert isinstance(error.value, exc.CryptoError)


@pytest.mark.parametrize("name", sorted(CALLS))
def test_wrong_types_and_bytes_like(name: str) -> None:
    kinds = CALLS[name]
    mapped = bytes(10) + b"\xff\xff"  # IPv4-mapped addresses: pfx decrypts them in 32 passes, not 128
    good = [mapped + RNG.randbytes(4) if kind in ("a", "c16") else RNG.randbytes(int(kind[1:])) for kind in kinds]
    expected = getattr(b, name)(*good)
    for position, kind in enumerate(kinds):
        for wrong in (good[position].hex()[: len(good[position])], None, list(good[position]),
                      memoryview(bytes(4 * len(good[position]))).cast("I")):  # fmt: skip
            arguments: list[object] = list(good)
            arguments[position] = wrong
            with pytest.raises(TypeError, match=rf"^{ARGUMENT_NAMES[kind[0]]} must be bytes"):
                getattr(b, name)(*arguments)
        for like in (bytearray(good[position]), memoryview(good[position])):
            arguments = list(good)
            arguments[position] = like
            assert getattr(b, name)(*arguments) == expected


@pytest.mark.parametrize(("name", "size"), [
    ("crypto_ipcrypt_keygen", 16), ("crypto_ipcrypt_nd_keygen", 16), ("crypto_ipcrypt_ndx_keygen", 32),
    ("crypto_ipcrypt_pfx_keygen", 32),
])  # fmt: skip
def test_keygen(name: str, size: int, libsodium_js: LibsodiumJS) -> None:
    keys = {getattr(b, name)() for _ in range(4)}
    assert len(keys) == 4 and all(type(k) is bytes and len(k) == size for k in keys)
    assert len(libsodium_js.call(name)) == size


def test_equal_halves_rule_is_a_select() -> None:
    """libsodium's rule for equal ndx/pfx key halves, as the branch-free select computes it, near the edges of z."""
    five_a = b"\x5a" * 16
    for other in (bytes(16), b"\xff" * 16, RNG.randbytes(16)):
        assert ipcrypt._xor_5a_if_equal(other, other) == bytes(x ^ y for x, y in zip(other, five_a))
        for flip in (0, 64, 127):
            changed = (int.from_bytes(other, "big") ^ 1 << flip).to_bytes(16, "big")
            assert ipcrypt._xor_5a_if_equal(changed, other) == changed


def test_aes_against_openssl() -> None:
    """AES-128 and AES-256, encryption (several keys in one pass) and the inverse cipher, against OpenSSL."""
    pytest.importorskip("cryptography", reason="needs OpenSSL's AES through `cryptography` (absent on Pyodide)")
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    def ecb(key: bytes, data: bytes) -> bytes:
        return Cipher(algorithms.AES(key), modes.ECB()).encryptor().update(data)

    # FIPS-197 appendix C.1 (AES-128) through OpenSSL and through ours.
    fips_key, fips_plain = bytes(range(16)), bytes.fromhex("00112233445566778899aabbccddeeff")
    assert ecb(fips_key, fips_plain).hex() == "69c4e0d86a7b0430d8cdb78070b4c55a"
    for key_size in (16, 32):
        for slots in (1, 3):
            key, other = RNG.randbytes(key_size), RNG.randbytes(key_size)
            blocks = RNG.randbytes(16 * slots)
            schedule = aes_cipher.expand_key(key)
            assert len(schedule) == (11 if key_size == 16 else 15)
            assert aes_cipher.block_encryptor(schedule, slots)(blocks) == ecb(key, blocks)
            assert aes_cipher.block_decryptor(schedule, slots)(ecb(key, blocks)) == blocks
            pair = aes_cipher.keyed_block_encryptor([schedule, aes_cipher.expand_key(other)], 2 * slots)(blocks + blocks)
            assert pair == ecb(key, blocks) + ecb(other, blocks)
    assert aes_cipher.block_encryptor(aes_cipher.expand_key(fips_key), 1)(fips_plain) == ecb(fips_key, fips_plain)


def test_leakcheck_classes_are_what_they_say() -> None:
    """The IPCrypt leakcheck classes (tweetnacl.leakcheck.cases.ipcrypt): IPv6 addresses, and class A and B keys and
    addresses with the property their names give."""
    from tweetnacl.leakcheck.cases import ipcrypt as cases

    tests = {test.name: test for test in cases.TESTS}
    assert len(tests) == 9

    def drawn(name: str, cls: int) -> tuple[bytes, ...]:
        _, make = tests[name].setup(None, random.Random(5))
        return tuple(make(cls))

    def weights(data: bytes) -> set[int]:
        return {bin(byte).count("1") for byte in data}

    for name in tests:
        for cls in (0, 1):
            assert drawn(name, cls)[0][:12] != bytes(10) + b"\xff\xff"  # never IPv4-mapped
    for name in ("ipcrypt.key_weight", "ipcrypt_nd.key_weight", "ipcrypt_ndx.key_weight", "ipcrypt_pfx.key_weight",
                 "ipcrypt_pfx.decrypt_key_weight"):  # fmt: skip
        assert weights(drawn(name, 0)[-1]) <= {0, 1, 2} and weights(drawn(name, 1)[-1]) <= {6, 7, 8}
    for name in ("ipcrypt_ndx.key_halves", "ipcrypt_pfx.key_halves"):
        a, b_ = drawn(name, 0)[-1], drawn(name, 1)[-1]
        assert a[:16] == a[16:] and b_[:16] != b_[16:]
    assert weights(drawn("ipcrypt_pfx.address_weight", 0)[0]) <= {0, 1, 2}
    assert weights(drawn("ipcrypt_pfx.address_weight", 1)[0]) <= {6, 7, 8}
    assert drawn("ipcrypt_pfx.address_first_byte", 0)[0][0] == 0
    assert drawn("ipcrypt_pfx.address_first_byte", 1)[0][0] >= 0x80
