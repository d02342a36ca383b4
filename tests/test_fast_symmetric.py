"""The fast symmetric primitives, module by module: salsa20 (lanes), poly1305 (slot tree), secretbox.

Each trick is checked against a plain oracle written here (Salsa20 one block at a time from the spec's
quarterround; Poly1305 one block per step with `% p`) at lengths that cross every internal boundary
(lane batches, tree levels, chunks), and each primitive against an independent implementation:
libsodium through PyNaCl (secretbox; XSalsa20 keystream as the secretbox of zeros; HSalsa20 through
crypto_box_beforenm), `cryptography`'s Poly1305, and published vectors (tests/vectors, provenance in its
README). Hypothesis compares with the reference core (the C-shaped port) on small inputs.
"""

from __future__ import annotations

import importlib
import inspect
import random
import re
import struct
import sys
import types
from collections.abc import Callable

import nacl.bindings
import pytest
from cryptography.hazmat.primitives.poly1305 import Poly1305
from vector_files import estream_set6, nacl_test
from hypothesis import given, settings
from hypothesis import strategies as st

from tweetnacl._interface import Core
from tweetnacl.fast.stream import arx, bitsliced, blocks, chacha20, lanes, salsa20
from tweetnacl.fast.mac import poly1305
from tweetnacl.fast.aead import xsalsa20poly1305 as secretbox



SIGMA = b"expand 32-byte k"
BATCH = blocks.MAX_BATCH_BLOCKS
CHUNK = poly1305.CHUNK_BLOCKS


# -- oracles --------------------------------------------------------------------------------------


def _rotl(value: int, distance: int) -> int:
    return ((value << distance) | (value >> (32 - distance))) & 0xFFFFFFFF


def _quarterround(y: list[int], a: int, b: int, c: int, d: int) -> None:
    """Salsa20 spec section 3 on state indices a, b, c, d."""
    y[b] ^= _rotl((y[a] + y[d]) & 0xFFFFFFFF, 7)
    y[c] ^= _rotl((y[b] + y[a]) & 0xFFFFFFFF, 9)
    y[d] ^= _rotl((y[c] + y[b]) & 0xFFFFFFFF, 13)
    y[a] ^= _rotl((y[d] + y[c]) & 0xFFFFFFFF, 18)


def _oracle_rounds(state: list[int]) -> list[int]:
    x = list(state)
    for _ in range(10):
        for a, b, c, d in ((0, 4, 8, 12), (5, 9, 13, 1), (10, 14, 2, 6), (15, 3, 7, 11)):  # columnround
            _quarterround(x, a, b, c, d)
        for a, b, c, d in ((0, 1, 2, 3), (5, 6, 7, 4), (10, 11, 8, 9), (15, 12, 13, 14)):  # rowround
            _quarterround(x, a, b, c, d)
    return x


def _oracle_state(k: bytes, inp: bytes, c: bytes) -> list[int]:
    cw, kw, iw = struct.unpack("<4I", c), struct.unpack("<8I", k), struct.unpack("<4I", inp)
    return [cw[0], *kw[:4], cw[1], *iw, cw[2], *kw[4:], cw[3]]


def oracle_core_salsa20(inp: bytes, k: bytes, c: bytes = SIGMA) -> bytes:
    start = _oracle_state(k, inp, c)
    return struct.pack("<16I", *[(z + x) & 0xFFFFFFFF for z, x in zip(_oracle_rounds(start), start)])


def oracle_hsalsa20(inp: bytes, k: bytes, c: bytes = SIGMA) -> bytes:
    z = _oracle_rounds(_oracle_state(k, inp, c))
    return struct.pack("<8I", *[z[i] for i in (0, 5, 10, 15, 6, 7, 8, 9)])


def oracle_salsa20_blocks(k: bytes, nonce8: bytes, first_block: int, count: int) -> bytes:
    return b"".join(
        oracle_core_salsa20(nonce8 + ((first_block + j) % 2**64).to_bytes(8, "little"), k) for j in range(count)
    )


P1305 = 2**130 - 5


def oracle_poly1305(m: bytes, k: bytes) -> bytes:
    """Poly1305-AES paper section 2, one block per step, full reduction each step."""
    r = int.from_bytes(k[:16], "little") & 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
    h = 0
    for i in range(0, len(m), 16):
        block = m[i : i + 16]
        h = (h + int.from_bytes(block + b"\x01", "little")) * r % P1305
    return ((h + int.from_bytes(k[16:], "little")) % 2**128).to_bytes(16, "little")


def seeded(seed: int) -> random.Random:
    return random.Random(seed)


def random_bytes(rng: random.Random, length: int) -> bytes:
    return rng.getrandbits(8 * length).to_bytes(length, "little") if length else b""


# -- published vectors (tests/vectors, provenance in its README) -----------------------------------


def test_nacl_core4_salsa20_core() -> None:
    v = nacl_test("core4")
    assert salsa20.crypto_core_salsa20(v["in"], v["k"], v["c"]) == v["expected"]
    assert oracle_core_salsa20(v["in"], v["k"], v["c"]) == v["expected"]


def test_nacl_core1_and_core2_hsalsa20() -> None:
    v1 = nacl_test("core1")
    assert salsa20.crypto_core_hsalsa20(v1["zero"], v1["shared"], v1["c"]) == v1["expected"]
    v2 = nacl_test("core2")
    assert salsa20.crypto_core_hsalsa20(v2["nonceprefix"], v2["firstkey"], v2["c"]) == v2["expected"]


def test_nacl_stream4_and_secretbox_and_onetimeauth() -> None:
    stream4 = nacl_test("stream4")
    assert salsa20.crypto_stream_xor(stream4["m"], stream4["nonce"], stream4["firstkey"])[32:] == stream4["expected"]
    box = nacl_test("secretbox")
    message = box["m"][32:]  # NaCl's C API pads with 32 zero bytes; this API does not
    assert secretbox.crypto_secretbox(message, box["nonce"], box["firstkey"]) == box["expected"]
    assert secretbox.crypto_secretbox_open(box["expected"], box["nonce"], box["firstkey"]) == message
    auth = nacl_test("onetimeauth")
    assert poly1305.crypto_onetimeauth(auth["c"], auth["rs"]) == auth["expected"]
    assert poly1305.crypto_onetimeauth_verify(auth["expected"], auth["c"], auth["rs"]) is True


@pytest.mark.parametrize("vector", estream_set6(), ids=lambda v: v["IV"].hex())
def test_estream_set6_across_batches(vector: dict[str, bytes]) -> None:
    """131072 bytes = two lane batches of 1024 blocks; the published segments 65472..65599 straddle the
    boundary between them, and the xor-digest covers every block."""
    stream = salsa20.crypto_stream_salsa20(131072, vector["IV"], vector["key"])
    for name, expected in vector.items():
        span = re.fullmatch(r"stream\[(\d+)\.\.(\d+)\]", name)
        if span:
            assert stream[int(span.group(1)) : int(span.group(2)) + 1] == expected, name
    digest = 0
    blocks = int.from_bytes(stream, "little")
    for _ in range(len(stream) // 64):
        digest ^= blocks & (2**512 - 1)
        blocks >>= 512
    assert digest.to_bytes(64, "little") == vector["xor-digest"]
    assert salsa20.crypto_stream_salsa20_xor(bytes(131072), vector["IV"], vector["key"]) == stream


def test_layout_thresholds_are_what_the_tests_assume() -> None:
    """The eSTREAM segments straddle a batch boundary only if a batch is 64 KiB; the grouped layout and
    the array transpose must be chosen for small batches and the word layout / byte slices for large."""
    assert BATCH * 64 == 65536
    assert 1 < GROUPED < ARRAY < BATCH < arx.BITSLICED_FROM <= arx.MAX_BITSLICED_BLOCKS


# -- Salsa20 lanes against the one-block oracle -----------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=16, max_size=16), st.binary(min_size=32, max_size=32), st.binary(min_size=16, max_size=16))
def test_core_salsa20_and_hsalsa20_against_oracle(inp: bytes, k: bytes, c: bytes) -> None:
    assert salsa20.crypto_core_salsa20(inp, k, c) == oracle_core_salsa20(inp, k, c)
    assert salsa20.crypto_core_hsalsa20(inp, k, c) == oracle_hsalsa20(inp, k, c)


def test_core_extreme_words(word_loop: bool) -> None:
    """All-ones and all-zero words maximise carries and junk bits in the unmasked single-block rounds."""
    for fill in (b"\x00", b"\xff", b"\x80", b"\x7f"):
        for c in (SIGMA, fill * 16):
            assert salsa20.crypto_core_salsa20(fill * 16, fill * 32, c) == oracle_core_salsa20(fill * 16, fill * 32, c)
            assert salsa20.crypto_core_hsalsa20(fill * 16, fill * 32, c) == oracle_hsalsa20(fill * 16, fill * 32, c)


GROUPED = lanes.GROUPED_BELOW
ARRAY = lanes.TRANSPOSE_WITH_ARRAY_BELOW
LANE_COUNTS = sorted(
    {1, 2, 3, 7, 16, 17, GROUPED - 1, GROUPED, GROUPED + 1, 63, 64, 65, ARRAY - 1, ARRAY, ARRAY + 1, 255, 256, 257,
     BATCH - 1, BATCH}
)


@pytest.fixture(params=[False, True], ids=["lanes", "word-loop"])
def word_loop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both keystream paths, whichever this interpreter chose at import (`arx.WORD_LOOP`: PyPy)."""
    monkeypatch.setattr(arx, "WORD_LOOP", request.param)
    return bool(request.param)


def test_keystream_path_chosen_per_interpreter() -> None:
    assert arx.WORD_LOOP is (sys.implementation.name == "pypy")


@pytest.mark.parametrize("count", LANE_COUNTS)
def test_keystream_batch_against_oracle(count: int, word_loop: bool) -> None:
    rng = seeded(count)
    key = random_bytes(rng, 32)
    nonce = random_bytes(rng, 8)
    first_block = rng.randrange(2**20)
    n0, n1 = struct.unpack("<2I", nonce)
    stream = salsa20.keystream_batch(arx.guarded_words(key), n0, n1, first_block, count)
    assert bytes(stream) == oracle_salsa20_blocks(key, nonce, first_block, count)


@pytest.mark.parametrize(
    "first_block, count",
    [
        (2**32 - 1, 2),  # the low counter word wraps after the first lane
        (2**32 - 5, 9),
        (2**32 - 17, 17),
        (2**32, 3),  # high word 1, no wrap inside the batch
        (5 * 2**32 - 100, 300),
        (2**64 - 2, 5),  # the 64-bit counter wraps to 0
        (2**32 - 100, 100),  # ends exactly at the wrap
        (2**32 - 30, 60),  # word layout, array transpose
        (2**32 - 1, GROUPED - 1),  # grouped layout, wraps after the first lane
    ],
)
def test_keystream_batch_counter_words(first_block: int, count: int, word_loop: bool) -> None:
    key = bytes(range(32))
    nonce = bytes(range(100, 108))
    n0, n1 = struct.unpack("<2I", nonce)
    stream = salsa20.keystream_batch(arx.guarded_words(key), n0, n1, first_block, count)
    assert bytes(stream) == oracle_salsa20_blocks(key, nonce, first_block, count)


def test_keystream_batch_extreme_key_words(word_loop: bool) -> None:
    """All-ones words (and their guards) give maximal sums in every lane: carries must stay inside their
    40-bit lanes."""
    key, n0, n1 = salsa20.salsa20_setup(b"\xff" * 8, b"\xff" * 32)
    stream = salsa20.keystream_batch(key, n0, n1, 2**32 - 40, 40)
    assert bytes(stream) == oracle_salsa20_blocks(b"\xff" * 32, b"\xff" * 8, 2**32 - 40, 40)


BITSLICED = arx.BITSLICED_FROM
BITSLICED_BATCH = arx.MAX_BITSLICED_BLOCKS


@pytest.mark.parametrize(
    "nblocks",
    [0, 1, 2, BATCH - 1, BATCH, BATCH + 1, 2 * BATCH - 1, 2 * BATCH, 2 * BATCH + 1, 5 * BATCH + 3, BITSLICED - 1,
     BITSLICED, BITSLICED + 1, BITSLICED_BATCH, BITSLICED_BATCH + 1, 5 * BITSLICED_BATCH - 7],
)
def test_batch_plan(nblocks: int) -> None:
    plan = arx.batch_plan(64 * nblocks - (5 if nblocks else 0))
    assert sum(count for _, count in plan) == nblocks
    limit = BITSLICED_BATCH if nblocks >= BITSLICED else BATCH
    expected_first = 0
    for first, count in plan:
        assert first == expected_first and 0 < count <= limit
        assert count >= BITSLICED or nblocks < BITSLICED  # large streams never fall back to small batches
        expected_first += count
    if plan:
        assert max(c for _, c in plan) - min(c for _, c in plan) <= 1
        assert len(plan) == -(-nblocks // limit)


@pytest.mark.parametrize("count", [1, 7, 8, 9, 16, 17, 63, 64, 65, 100])
@pytest.mark.parametrize("first_block", [0, 12345, 2**32 - 3, 7 * 2**32 + 11, 2**64 - 5])
def test_bitsliced_against_oracle(count: int, first_block: int) -> None:
    """The bitsliced path at small sizes (padding to whole bytes, counter carries into the high word and
    the 64-bit wrap); the dispatcher uses it only from BITSLICED_FROM blocks on."""
    rng = seeded(count * 1000 + first_block % 997)
    key, nonce = random_bytes(rng, 32), random_bytes(rng, 8)
    n0, n1 = struct.unpack("<2I", nonce)
    stream = bitsliced.keystream_bitsliced(salsa20.SALSA20, salsa20._state(arx.guarded_words(key), n0, n1), first_block, count)
    assert stream == oracle_salsa20_blocks(key, nonce, first_block, count)


@pytest.mark.parametrize("count, first_block", [(BITSLICED, 0), (BITSLICED + 3, 2**32 - 5000), (BITSLICED_BATCH, 99)])
def test_bitsliced_batch_against_oracle_and_lanes(count: int, first_block: int) -> None:
    """A full-size bitsliced batch: sampled blocks (byte boundaries of the planes, both ends) against the
    oracle, and every block against the lane path (itself checked against the oracle above)."""
    rng = seeded(count)
    key, nonce = random_bytes(rng, 32), random_bytes(rng, 8)
    n0, n1 = struct.unpack("<2I", nonce)
    key_words = arx.guarded_words(key)
    stream = salsa20.keystream_batch(key_words, n0, n1, first_block, count)
    assert len(stream) == 64 * count
    for block in sorted({0, 1, 7, 8, 9, 255, 256, 4095, 4096, 5000, count - 9, count - 8, count - 1}):
        expected = oracle_salsa20_blocks(key, nonce, first_block + block, 1)
        assert stream[64 * block : 64 * block + 64] == expected, block
    words = salsa20._state(key_words, n0, n1)
    in_lanes = b"".join(
        lanes.keystream_lanes(salsa20.SALSA20, words, first_block + offset, min(BATCH, count - offset))
        for offset in range(0, count, BATCH)
    )
    assert stream == in_lanes


def _zero_and_ones_states(cipher: arx.LaneCipher) -> list[list[int]]:
    """Initial states of the cipher with every key and nonce word all zeros, then all ones."""
    if cipher is salsa20.SALSA20:
        return [salsa20._state(*salsa20.salsa20_setup(fill * 8, fill * 32)) for fill in (b"\x00", b"\xff")]
    return [chacha20.ietf_state(fill * 12, fill * 32) for fill in (b"\x00", b"\xff")]


LANE_CIPHERS = pytest.mark.parametrize(
    "cipher", [salsa20.SALSA20, chacha20.CHACHA20_IETF], ids=lambda cipher: cipher.name
)


@LANE_CIPHERS
@pytest.mark.parametrize(
    "count, rounds_name", [(1, "rounds_grouped"), (17, "rounds_grouped"), (300, "rounds_lanes")]
)
def test_lane_int_sizes_do_not_depend_on_the_key(
    monkeypatch: pytest.MonkeyPatch, cipher: arx.LaneCipher, count: int, rounds_name: str
) -> None:
    """Every lane-layout int entering the rounds is topped by the public anchor lane, so its size is the
    same for an all-zero and an all-ones key (a zero key word would otherwise make a zero int)."""
    sizes: list[list[int]] = []
    real_rounds = getattr(cipher, rounds_name)

    def recording_rounds(*args: int) -> tuple[int, ...]:
        sizes.append([value.bit_length() for value in args])
        return real_rounds(*args)  # type: ignore[no-any-return]

    monkeypatch.setattr(cipher, rounds_name, recording_rounds)
    monkeypatch.setattr(arx, "WORD_LOOP", False)  # the lanes' sizes, also on PyPy (which loops on words)
    for words in _zero_and_ones_states(cipher):
        arx.keystream_batch(cipher, words, 0, count)
    assert len(sizes) == 2 and sizes[0] == sizes[1]


@LANE_CIPHERS
def test_bitsliced_plane_sizes_do_not_depend_on_the_key(
    monkeypatch: pytest.MonkeyPatch, cipher: arx.LaneCipher
) -> None:
    """The int sizes entering the bitsliced rounds (which set the cost of every operation) are the same
    for an all-zero and an all-ones key: every plane is topped by the public anchor lanes."""
    sizes: list[list[int]] = []
    real_rounds = cipher.rounds_bitsliced

    def recording_rounds(x: list[list[int]], double_rounds: int) -> list[list[int]]:
        sizes.append([plane.bit_length() for word in x for plane in word])
        return real_rounds(x, double_rounds)

    monkeypatch.setattr(cipher, "rounds_bitsliced", recording_rounds)
    monkeypatch.setattr(arx, "WORD_LOOP", False)
    for words in _zero_and_ones_states(cipher):
        bitsliced.keystream_bitsliced(cipher, words, 0, 64)
    assert sizes[0] == sizes[1]
    assert min(sizes[0]) > 64  # no plane is just its blocks' bits: all carry anchor lanes on top


def _keys_with_small_and_large_words(rng: random.Random) -> list[bytes]:
    """All-zero, all-ones, words all < 2^30 (one CPython digit when bare) and all >= 2^30, and random keys."""
    keys = [bytes(32), b"\xff" * 32]
    for top in (0x00, 0x3F, 0x40, 0xC0):
        keys.append(b"".join(random_bytes(rng, 3) + bytes([top | rng.randrange(64) & 0x3F if top else 0])
                             for _ in range(8)))
    return keys + [random_bytes(rng, 32) for _ in range(20)]


def test_key_words_have_one_size_whatever_the_key() -> None:
    """The key and nonce words (and XSalsa20's HSalsa20 subkey words, HSalsa20's input words; ChaCha20's
    key, nonce and HChaCha20 subkey words) enter the lanes as word + 2^32, bit length 33 for every key and
    nonce: a bare word below 2^30 would be a one-digit int and cost less in every operation. The keys
    double as nonces (their prefixes), so nonce words too are all < 2^30, all >= 2^30, zero and all ones."""
    rng = seeded(30)
    for key in _keys_with_small_and_large_words(rng):
        guarded = arx.guarded_words(key)
        assert guarded == tuple(word + 2**32 for word in struct.unpack("<8I", key))
        assert {word.bit_length() for word in guarded} == {33}
        key_words, n0, n1 = salsa20.salsa20_setup(key[:8], key)
        assert (n0, n1) == tuple(word + 2**32 for word in struct.unpack("<2I", key[:8]))
        assert {word.bit_length() for word in (*key_words, n0, n1)} == {33}
        for nonce in (key[:24], random_bytes(rng, 16) + key[:8]):
            subkey, n0, n1 = salsa20.xsalsa20_setup(nonce, key)
            assert {word.bit_length() for word in (*subkey, n0, n1)} == {33}
        core_words = salsa20._core_words(key[:16], key, arx.SIGMA_WORDS)
        assert {word.bit_length() for word in core_words[6:10]} == {33}  # HSalsa20's nonce words
        for words in (chacha20.ietf_state(key[:12], key), chacha20.original_state(key[:8], key),
                      chacha20.xchacha20_state(key[:24], key)):
            assert {word.bit_length() for word in words[4:12]} == {33}  # key words
            assert {word.bit_length() for word in words[14:]} == {33}  # nonce words (also 13 in IETF)
        assert chacha20.ietf_state(key[:12], key)[13].bit_length() == 33


def test_poly1305_key_sizes_do_not_depend_on_key_bits() -> None:
    """q and s as `_key` builds them have one bit length for every key (a bare r < 2^120 would be a 4-digit
    int), q = p - r has no 30-bit digit below 15 (a zero or small digit skips a row-end carry of CPython's
    multiplication), and they are -r mod p and s (plus the offsets `_finish` takes back) mod 2^128."""
    rng = seeded(31)
    keys = _keys_with_small_and_large_words(rng)
    keys += [bytes(15) + bytes([rng.randrange(16)]) + random_bytes(rng, 16) for _ in range(10)]  # r < 2^120
    keys += [random_bytes(rng, 31) + bytes(1) for _ in range(10)]  # s < 2^120
    keys += [(value).to_bytes(16, "little") + bytes(16) for value in (1, 4, 5, 9, 10)]  # r near 0
    keys += [(value << (30 * d)).to_bytes(16, "little") + bytes(16) for d in range(5) for value in (0, 1, 16, 64)]
    for key in keys:
        q, s = poly1305._key(key)
        assert (q.bit_length(), s.bit_length()) == (130, 150)
        assert min((q >> (30 * d)) & (2**30 - 1) for d in range(5)) >= 15
        assert (-q) % P1305 == int.from_bytes(key[:16], "little") & 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
        assert (s - 2**128 - poly1305._S_OFFSET) == int.from_bytes(key[16:], "little")


STREAM_LENGTHS = [
    0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1000, 1024, 1088,
    64 * BATCH - 33, 64 * BATCH - 32, 64 * BATCH - 31, 64 * BATCH - 1, 64 * BATCH, 64 * BATCH + 1,
    128 * BATCH + 7, 16 * 1024 + 3,
]


@pytest.mark.parametrize("length", STREAM_LENGTHS)
def test_salsa20_stream_against_oracle(length: int) -> None:
    rng = seeded(length)
    k, n, m = random_bytes(rng, 32), random_bytes(rng, 8), random_bytes(rng, length)
    expected = oracle_salsa20_blocks(k, n, 0, -(-length // 64))[:length]
    assert salsa20.crypto_stream_salsa20(length, n, k) == expected
    assert salsa20.crypto_stream_salsa20_xor(m, n, k) == bytes(a ^ b for a, b in zip(m, expected))


# -- XSalsa20 and HSalsa20 against libsodium --------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_hsalsa20_against_libsodium(seed: int, word_loop: bool) -> None:
    """crypto_box_beforenm(pk, sk) = HSalsa20(key = X25519(sk, pk), input = 16 zero bytes)."""
    rng = seeded(seed)
    pk = nacl.bindings.crypto_scalarmult_base(random_bytes(rng, 32))
    sk = random_bytes(rng, 32)
    shared = nacl.bindings.crypto_scalarmult(sk, pk)
    assert salsa20.crypto_core_hsalsa20(bytes(16), shared, SIGMA) == nacl.bindings.crypto_box_beforenm(pk, sk)


@pytest.mark.parametrize("core_name", ["tweetnacl.fast.core", "tweetnacl.reference.core"])
def test_each_core_derives_the_box_key_of_a_shared_secret(core_name: str) -> None:
    """`crypto_box_beforenm_hsalsa20`, the half of beforenm the API layer's sealed box calls, is libsodium's."""
    core = importlib.import_module(core_name)
    rng = seeded(7)
    pk = nacl.bindings.crypto_scalarmult_base(random_bytes(rng, 32))
    sk = random_bytes(rng, 32)
    shared_key = nacl.bindings.crypto_box_beforenm(pk, sk)
    assert core.crypto_box_beforenm_hsalsa20(nacl.bindings.crypto_scalarmult(sk, pk)) == shared_key
    assert core.crypto_box_beforenm(pk, sk) == shared_key


@pytest.mark.parametrize("length", [0, 1, 63, 64, 65, 1000, 64 * BATCH + 5])
def test_xsalsa20_word_loop_against_libsodium(length: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPy's keystream path (forced here on any interpreter) against libsodium's secretbox."""
    monkeypatch.setattr(arx, "WORD_LOOP", True)
    rng = seeded(2000 + length)
    k, n, m = random_bytes(rng, 32), random_bytes(rng, 24), random_bytes(rng, length)
    assert salsa20.crypto_stream(length + 32, n, k)[32:] == nacl.bindings.crypto_secretbox(bytes(length), n, k)[16:]
    assert secretbox.crypto_secretbox(m, n, k) == nacl.bindings.crypto_secretbox(m, n, k)


XSALSA_LENGTHS = [
    *STREAM_LENGTHS,
    64 * BATCH - 32 + 64, 3 * 64 * BATCH + 11, 64 * BITSLICED - 33, 2**20 + 33, 64 * (BITSLICED_BATCH + 1) + 5,
]


@pytest.mark.parametrize("length", XSALSA_LENGTHS)
def test_xsalsa20_against_libsodium(length: int) -> None:
    """libsodium's secretbox of zeros is tag || XSalsa20 keystream[32:]; its first 32 keystream bytes are
    Salsa20 block 0 under the HSalsa20 subkey (both checked against libsodium elsewhere in this file)."""
    rng = seeded(1000 + length)
    k, n, m = random_bytes(rng, 32), random_bytes(rng, 24), random_bytes(rng, length)
    stream = salsa20.crypto_stream(length + 32, n, k)
    assert stream[32:] == nacl.bindings.crypto_secretbox(bytes(length), n, k)[16:]
    assert stream[:32] == oracle_core_salsa20(n[16:] + bytes(8), oracle_hsalsa20(n[:16], k))[:32]
    ciphertext = salsa20.crypto_stream_xor(m, n, k)
    assert ciphertext == (int.from_bytes(m, "little") ^ int.from_bytes(stream[:length], "little")).to_bytes(
        length, "little"
    )
    assert salsa20.crypto_stream(length, n, k) == stream[:length]


# -- Poly1305 tree against the one-block-per-step oracle --------------------------------------------


BLOCK_COUNTS = [
    0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129,
    CHUNK // 2 - 1, CHUNK // 2, CHUNK // 2 + 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK - 1, 2 * CHUNK,
    2 * CHUNK + 1, 3 * CHUNK + 77,
]


H_HELD_BOUND = poly1305.STATE_OFFSET + 2**130 + 2**76
"""`_product`'s bound: Poly1305's h is held as v + STATE_OFFSET with v < 2^130 + 2^76."""


ABSORBS = {"slot-tree": poly1305._absorb}
"""CPython's block loop (PyPy's, `poly1305_limbs`, computes the whole tag: tests/test_pypy_symmetric_kernels.py)."""


@pytest.mark.parametrize("absorb", ABSORBS.values(), ids=ABSORBS.keys())
@pytest.mark.parametrize("nblocks", BLOCK_COUNTS)
def test_poly1305_absorb_against_oracle(nblocks: int, absorb: Callable[..., int]) -> None:
    """Each block loop, with a nonzero incoming h, equals h r^n + sum c_j r^(n-j+1) mod p."""
    rng = seeded(nblocks)
    data = random_bytes(rng, 16 * nblocks + 3)
    r = rng.getrandbits(128) & 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
    h_in = poly1305.STATE_OFFSET + rng.getrandbits(130)  # h is held plus STATE_OFFSET
    q = P1305 - r
    h = absorb(h_in, data, 3, nblocks, poly1305._powers(q, 11), q)
    assert poly1305.STATE_OFFSET <= h < H_HELD_BOUND
    expected = h_in * pow(r, nblocks, P1305)
    for j in range(nblocks):
        expected += (int.from_bytes(data[3 + 16 * j : 19 + 16 * j], "little") + 2**128) * pow(r, nblocks - j, P1305)
    assert h % P1305 == expected % P1305


@pytest.mark.parametrize("absorb", ABSORBS.values(), ids=ABSORBS.keys())
@pytest.mark.parametrize("nblocks", [1, 2, 3, 64, 65, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK + 1])
def test_poly1305_worst_case_slot_values(nblocks: int, absorb: Callable[..., int]) -> None:
    """Largest r (the smallest q) and r = 0 (q = p), all-ones blocks and the largest incoming h: the slot values
    reach their bound, and any overflow of a 320-bit slot into its neighbour would change the result."""
    clamped_max = 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
    data = b"\xff" * (16 * nblocks)
    h_in = H_HELD_BOUND - 1
    for r in (clamped_max, 0):
        q = poly1305._key(r.to_bytes(16, "little") + bytes(16))[0]
        assert q == P1305 - r
        h = absorb(h_in, data, 0, nblocks, poly1305._powers(q, 11), q)
        expected = h_in * pow(r, nblocks, P1305) + sum((2**129 - 1) * pow(r, e, P1305) for e in range(1, nblocks + 1))
        assert poly1305.STATE_OFFSET <= h < H_HELD_BOUND and h % P1305 == expected % P1305


@pytest.mark.parametrize("big,offset,inner_bits,low", [
    (poly1305._BIG5, poly1305._TO_STATE, 149, poly1305.STATE_OFFSET),
    (poly1305._BIG5, poly1305._TO_POWER, 149, 4 * P1305),
    (poly1305._BIG6, poly1305._TO_STATE, 179, poly1305.STATE_OFFSET),
    (poly1305._BIG6, poly1305._TO_SLOT_END, 179, poly1305._SLOT_END_OFFSET),
], ids=["state", "power", "state-6", "slot-end"])  # fmt: skip
def test_poly1305_product_congruence_and_bounds(big: int, offset: int, inner_bits: int, low: int) -> None:
    """`_product` is -outer * inner mod p, held as v + (its form's offset) with v < 2^130 + 2^76, for outer
    operands at the ends of their ranges (q = p - r for r = 0 and the largest clamped r, powers in
    [2^132, 2^132 + 2^131)) and inner operands at the ends of theirs (top bit set, 5 or 6 digits)."""
    rng = seeded(inner_bits)
    outers = [P1305, P1305 - 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF, 2**132, 2**132 + 2**131 - 1]
    outers += [P1305 - (rng.getrandbits(128) & 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF) for _ in range(20)]
    inners = [2**inner_bits, 2 ** (inner_bits + 1) - 1] + [2**inner_bits + rng.getrandbits(inner_bits) for _ in range(20)]
    for outer in outers:
        for inner in inners:
            value = poly1305._product(outer, inner, big, offset)
            assert value % P1305 == (-outer * inner) % P1305
            assert low <= value < low + 2**130 + 2**76


def test_poly1305_powers_are_guarded_squares() -> None:
    """`_powers` gives q, then r^2, r^4, .. held in [2^132, 2^132 + 2^131) (five digits), for r = 0 too."""
    rng = seeded(32)
    for r in [0, 1, 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF] + [rng.getrandbits(128) & 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF]:
        powers = poly1305._powers(P1305 - r, 11)
        assert powers[0] == P1305 - r
        for t, power in enumerate(powers[1:], 1):
            assert power % P1305 == pow(r, 2**t, P1305) and 2**132 <= power < 2**132 + 2**131


@pytest.mark.parametrize("v", [0, 1, P1305 - 6, P1305 - 5, P1305 - 1, P1305, P1305 + 1, 2**130, 2**130 + 2**76 - 1])
def test_poly1305_finish_reduces_held_h(v: int) -> None:
    """The branch-free final reduction of h = v + STATE_OFFSET for v on both sides of p (v >= p is reached
    only by rare folds), against (v mod p + s) mod 2^128 computed directly."""
    key = bytes(range(32))
    q, s = poly1305._key(key)
    expected = (v % P1305 + int.from_bytes(key[16:], "little")) % 2**128
    assert poly1305._finish(v + poly1305.STATE_OFFSET, b"", q, s) == expected.to_bytes(16, "little")


@pytest.mark.parametrize("strided", [True, False], ids=["strided-source", "contiguous-copy"])
@pytest.mark.parametrize("nblocks", [1, 2, 3, 5, 64, CHUNK - 1, CHUNK, 2 * CHUNK + 1])
def test_poly1305_slot_packing_paths(strided: bool, nblocks: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ways of filling the 40-byte slots (strided memoryview source where the interpreter copies from
    one, a contiguous copy first where it does not: PyPy) give block j + 2^128 in slot j, and the same tags
    as `cryptography`."""
    if strided and not poly1305.STRIDED_SOURCES:
        pytest.skip("this interpreter refuses a strided memoryview source (PyPy): only the copying path runs here")
    monkeypatch.setattr(poly1305, "STRIDED_SOURCES", strided)
    rng = seeded(nblocks)
    data = random_bytes(rng, 16 * nblocks + 5)
    packed = poly1305._slots(memoryview(data), 5, min(nblocks, CHUNK))
    expected = sum(
        (int.from_bytes(data[5 + 16 * j : 21 + 16 * j], "little") + 2**128) << (poly1305.SLOT_BITS * j)
        for j in range(min(nblocks, CHUNK))
    )
    assert packed == expected
    k = random_bytes(rng, 32)
    assert poly1305.crypto_onetimeauth(data, k) == Poly1305.generate_tag(k, data)


POLY_LENGTHS = sorted(
    set(range(50))
    | {63, 64, 65, 1023, 1024, 1025}
    | {16 * CHUNK + d for d in (-17, -16, -15, -1, 0, 1, 15, 16, 17)}
    | {32 * CHUNK + 5, 16 * 1024 + 9, 2**20 + 13}
)


@pytest.mark.parametrize("length", POLY_LENGTHS)
def test_onetimeauth_against_cryptography(length: int) -> None:
    rng = seeded(length)
    k, m = random_bytes(rng, 32), random_bytes(rng, length)
    tag = poly1305.crypto_onetimeauth(m, k)
    assert tag == Poly1305.generate_tag(k, m)
    assert poly1305.crypto_onetimeauth_verify(tag, m, k) is True
    assert poly1305.crypto_onetimeauth_verify(bytes(a ^ (i == 5) for i, a in enumerate(tag)), m, k) is False
    if length <= 4096:
        assert tag == oracle_poly1305(m, k)


@pytest.mark.parametrize("limbs", [False, True], ids=["slot-tree", "limbs"])
@pytest.mark.parametrize("length", [0, 15, 16, 17, 1000, 16 * CHUNK + 17, 2**18 + 3])
def test_onetimeauth_both_block_loops_against_cryptography(
    length: int, limbs: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tags and the pieces form through either kernel (the import-time choice is per interpreter)."""
    monkeypatch.setattr(poly1305, "LIMBS", limbs)
    rng = seeded(length + 7)
    k, m = random_bytes(rng, 32), random_bytes(rng, length)
    assert poly1305.crypto_onetimeauth(m, k) == Poly1305.generate_tag(k, m)
    cut = 16 * (length // 32)
    assert poly1305.tag_of_pieces([m[:cut], m[cut:]], k) == Poly1305.generate_tag(k, m)


def test_poly1305_block_loop_chosen_per_interpreter() -> None:
    assert poly1305.LIMBS is (sys.implementation.name == "pypy")


@pytest.mark.parametrize("k", [b"\xff" * 32, bytes(32), b"\xff" * 16 + bytes(16), bytes(16) + b"\xff" * 16])
def test_onetimeauth_extreme_keys(k: bytes) -> None:
    """r at its clamped maximum or zero, s at 0 or 2^128 - 1 (the final addition wraps mod 2^128)."""
    for m in (b"", b"\xff" * 15, b"\xff" * 16, b"\xff" * (16 * CHUNK + 1), bytes(16 * 65)):
        assert poly1305.crypto_onetimeauth(m, k) == Poly1305.generate_tag(k, m) == oracle_poly1305(m, k)


def test_onetimeauth_final_reduction_edge() -> None:
    """h = p - 1, p, p + 1, .. before the final reduction: the branch-free mod p must match the oracle.
    With r = 1 (clamping keeps it) and two blocks, h = c1 + c2 with c1 = 2^129 - 1 (an all-ones block)."""
    r_one = (1).to_bytes(16, "little")
    for target in (P1305 - 1, P1305, P1305 + 1, P1305 + 3):
        second = target - (2**129 - 1) - 2**128
        m = b"\xff" * 16 + second.to_bytes(16, "little")
        for s in (bytes(16), b"\xff" * 16):
            k = r_one + s
            assert poly1305.crypto_onetimeauth(m, k) == oracle_poly1305(m, k) == Poly1305.generate_tag(k, m)


@pytest.mark.parametrize("seed", range(6))
def test_tag_of_pieces_equals_tag_of_whole(seed: int) -> None:
    rng = seeded(seed)
    k = random_bytes(rng, 32)
    pieces = [random_bytes(rng, 16 * rng.choice([0, 1, 63, 64, CHUNK - 1, CHUNK + 1, 2 * CHUNK])) for _ in range(3)]
    pieces.append(random_bytes(rng, rng.randrange(0, 40)))
    assert poly1305.tag_of_pieces(pieces, k) == Poly1305.generate_tag(k, b"".join(pieces))
    assert poly1305.tag_of_pieces([], k) == Poly1305.generate_tag(k, b"")
    with pytest.raises(ValueError):
        poly1305.tag_of_pieces([b"x" * 17, b"y" * 16], k)


# -- secretbox against libsodium ------------------------------------------------------------------


SECRETBOX_LENGTHS = sorted(
    set(STREAM_LENGTHS)
    | {0, 15, 16, 17, 64 * BATCH - 32, 16 * CHUNK - 32, 16 * CHUNK, 3 * 64 * BATCH + 5, 64 * BITSLICED - 32, 2**20 + 1,
       64 * arx.MAX_BITSLICED_BLOCKS - 31}
)


@pytest.mark.parametrize("length", SECRETBOX_LENGTHS)
def test_secretbox_against_libsodium(length: int) -> None:
    rng = seeded(7 * length + 1)
    k, n, m = random_bytes(rng, 32), random_bytes(rng, 24), random_bytes(rng, length)
    box = secretbox.crypto_secretbox(m, n, k)
    assert box == nacl.bindings.crypto_secretbox(m, n, k)
    assert secretbox.crypto_secretbox_open(box, n, k) == m
    tampered = bytearray(box)
    tampered[rng.randrange(len(box))] ^= 1 << rng.randrange(8)
    assert secretbox.crypto_secretbox_open(bytes(tampered), n, k) is None
    assert secretbox.crypto_secretbox_open(box, n, bytes(a ^ 1 for a in k[:1]) + k[1:]) is None


def test_secretbox_sweep_of_lengths_against_libsodium() -> None:
    """Every 37th length up to 9,000 bytes (up to 142 blocks: all three small-batch code paths and their
    thresholds), one seeded key and nonce per length."""
    rng = seeded(4242)
    for length in range(0, 9000, 37):
        k, n, m = random_bytes(rng, 32), random_bytes(rng, 24), random_bytes(rng, length)
        box = secretbox.crypto_secretbox(m, n, k)
        assert box == nacl.bindings.crypto_secretbox(m, n, k), length
        assert secretbox.crypto_secretbox_open(box, n, k) == m


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=64 * (arx.BITSLICED_FROM + 40)), st.integers(min_value=0))
def test_secretbox_random_lengths_against_libsodium(length: int, seed: int) -> None:
    rng = seeded(seed)
    k, n, m = random_bytes(rng, 32), random_bytes(rng, 24), random_bytes(rng, length)
    box = secretbox.crypto_secretbox(m, n, k)
    assert box == nacl.bindings.crypto_secretbox(m, n, k)
    assert secretbox.crypto_secretbox_open(box, n, k) == m


def test_secretbox_open_short_or_bare_tag() -> None:
    k, n = bytes(range(32)), bytes(range(24))
    for length in range(16):
        assert secretbox.crypto_secretbox_open(bytes(length), n, k) is None
    empty_box = nacl.bindings.crypto_secretbox(b"", n, k)
    assert secretbox.crypto_secretbox_open(empty_box, n, k) == b""
    assert secretbox.crypto_secretbox_open(bytes(16), n, k) is None


def test_secretbox_open_authenticates_before_decrypting(monkeypatch: pytest.MonkeyPatch) -> None:
    k, n = bytes(range(32)), bytes(range(24))
    box = bytearray(secretbox.crypto_secretbox(b"attack at dawn" * 100, n, k))
    box[3] ^= 1
    calls: list[object] = []

    def spy(*args: object, **kwargs: object) -> list[bytes]:
        calls.append(args)
        return []

    monkeypatch.setattr(salsa20, "xor_keystream", spy)
    assert secretbox.crypto_secretbox_open(bytes(box), n, k) is None
    assert calls == []


def test_secretbox_peak_memory_is_bounded() -> None:
    """Peak allocation while sealing and opening 1 MiB (one bitsliced batch) stays near 2x the message
    (keystream or pieces, plus the joined output; 2.4x measured), under the 3x budget."""
    tracemalloc = pytest.importorskip("tracemalloc", reason="this interpreter has no tracemalloc (PyPy)")
    size = 2**20
    m, n, k = bytes(size), bytes(24), bytes(32)
    box = secretbox.crypto_secretbox(m, n, k)
    for operation in (lambda: secretbox.crypto_secretbox(m, n, k), lambda: secretbox.crypto_secretbox_open(box, n, k)):
        tracemalloc.start()
        try:
            operation()
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 3 * size


# -- hypothesis: fast against the reference core ---------------------------------------------------


def _reference_core() -> types.ModuleType | None:
    try:
        return importlib.import_module("tweetnacl.reference.core")
    except ImportError:
        return None


reference_core = _reference_core()
needs_reference = pytest.mark.skipif(
    reference_core is None, reason="tweetnacl.reference.core is not importable yet (written by another engineer)"
)

_small = st.binary(max_size=200)
_key = st.binary(min_size=32, max_size=32)
_nonce24 = st.binary(min_size=24, max_size=24)
_nonce8 = st.binary(min_size=8, max_size=8)


@needs_reference
@settings(max_examples=15, deadline=None)
@given(_small, _nonce24, _key, _nonce8)
def test_streams_against_reference(m: bytes, n: bytes, k: bytes, n8: bytes) -> None:
    assert reference_core is not None
    assert salsa20.crypto_stream_xor(m, n, k) == reference_core.crypto_stream_xor(m, n, k)
    assert salsa20.crypto_stream(len(m), n, k) == reference_core.crypto_stream(len(m), n, k)
    assert salsa20.crypto_stream_salsa20_xor(m, n8, k) == reference_core.crypto_stream_salsa20_xor(m, n8, k)
    assert salsa20.crypto_stream_salsa20(len(m), n8, k) == reference_core.crypto_stream_salsa20(len(m), n8, k)


@needs_reference
@settings(max_examples=15, deadline=None)
@given(st.binary(min_size=16, max_size=16), _key, st.binary(min_size=16, max_size=16))
def test_cores_against_reference(inp: bytes, k: bytes, c: bytes) -> None:
    assert reference_core is not None
    assert salsa20.crypto_core_salsa20(inp, k, c) == reference_core.crypto_core_salsa20(inp, k, c)
    assert salsa20.crypto_core_hsalsa20(inp, k, c) == reference_core.crypto_core_hsalsa20(inp, k, c)


@needs_reference
@settings(max_examples=25, deadline=None)
@given(_small, _key)
def test_onetimeauth_against_reference(m: bytes, k: bytes) -> None:
    assert reference_core is not None
    tag = poly1305.crypto_onetimeauth(m, k)
    assert tag == reference_core.crypto_onetimeauth(m, k)
    assert poly1305.crypto_onetimeauth_verify(tag, m, k) is reference_core.crypto_onetimeauth_verify(tag, m, k) is True


@needs_reference
@settings(max_examples=15, deadline=None)
@given(_small, _nonce24, _key, st.integers(min_value=0, max_value=10**6))
def test_secretbox_against_reference(m: bytes, n: bytes, k: bytes, flip: int) -> None:
    assert reference_core is not None
    box = secretbox.crypto_secretbox(m, n, k)
    assert box == reference_core.crypto_secretbox(m, n, k)
    assert secretbox.crypto_secretbox_open(box, n, k) == reference_core.crypto_secretbox_open(box, n, k) == m
    tampered = bytearray(box)
    tampered[flip % len(box)] ^= 1 << (flip % 8)
    assert secretbox.crypto_secretbox_open(bytes(tampered), n, k) is None
    assert reference_core.crypto_secretbox_open(bytes(tampered), n, k) is None


# -- the Core protocol names --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "module, names",
    [
        (salsa20, ["crypto_core_salsa20", "crypto_core_hsalsa20", "crypto_stream_salsa20_xor",
                   "crypto_stream_salsa20", "crypto_stream_xor", "crypto_stream"]),
        (poly1305, ["crypto_onetimeauth", "crypto_onetimeauth_verify"]),
        (secretbox, ["crypto_secretbox", "crypto_secretbox_open"]),
    ],
)
def test_core_protocol_signatures(module: types.ModuleType, names: list[str]) -> None:
    """Module-level functions with the parameter names of the Core protocol (tweetnacl._interface), minus self."""
    for name in names:
        protocol = list(inspect.signature(getattr(Core, name)).parameters)[1:]
        assert list(inspect.signature(getattr(module, name)).parameters) == protocol, name
