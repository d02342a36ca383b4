"""ChaCha20, HChaCha20, XChaCha20 (fast.stream.chacha20) and the ChaCha20-Poly1305 AEADs (fast.aead.chacha20poly1305).

Checked against: the published vectors in their original text (tests/vectors/rfc8439_chacha20.txt: RFC 8439
sections 2.3.2-2.8.2 and A.1-A.5; tests/vectors/xchacha_draft03.txt: draft-irtf-cfrg-xchacha-03 2.2.1 and
A.3), libsodium through PyNaCl (ChaCha20-IETF keystream = randombytes_buf_deterministic under the seed with
nonce "LibsodiumDRG"; the original and X variants' keystream from block 1 = their AEAD ciphertext of the
message; the three AEADs themselves), `cryptography`'s ChaCha20 (OpenSSL), and a one-block-at-a-time
oracle written here from RFC 8439 sections 2.1-2.3 (itself checked against the RFC's vectors) where no
library reaches (the original variant's 64-bit counter carry and wrap). Lengths cross every boundary of
the shared lane machinery: grouped / word layout, array / slice transpose, lane batches, bitsliced
batches, XOR pieces and Poly1305 chunks.
"""

from __future__ import annotations

import functools
import random
import struct
from array import array
from typing import Any, Callable

import nacl.bindings
import pytest
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from hypothesis import given, settings
from hypothesis import strategies as st
from nonnegative import Bounded63
from vector_files import rfc_test_vectors

from tweetnacl.fast.stream import arx, bitsliced, blocks, chacha20, chacha20_words, lanes
from tweetnacl.fast.mac import poly1305
from tweetnacl.fast.aead import chacha20poly1305 as aead

M32 = 0xFFFFFFFF
GROUPED = lanes.GROUPED_BELOW
ARRAY = lanes.TRANSPOSE_WITH_ARRAY_BELOW
BATCH = blocks.MAX_BATCH_BLOCKS
BITSLICED = arx.BITSLICED_FROM
BITSLICED_BATCH = arx.MAX_BITSLICED_BLOCKS
PIECE = arx.XOR_PIECE_BYTES
CHUNK = poly1305.CHUNK_BLOCKS


# -- oracle: RFC 8439 sections 2.1-2.3, one block at a time -----------------------------------------


def _rotl(value: int, distance: int) -> int:
    return ((value << distance) | (value >> (32 - distance))) & M32


def _quarter_round(x: list[int], a: int, b: int, c: int, d: int) -> None:
    x[a] = (x[a] + x[b]) & M32
    x[d] = _rotl(x[d] ^ x[a], 16)
    x[c] = (x[c] + x[d]) & M32
    x[b] = _rotl(x[b] ^ x[c], 12)
    x[a] = (x[a] + x[b]) & M32
    x[d] = _rotl(x[d] ^ x[a], 8)
    x[c] = (x[c] + x[d]) & M32
    x[b] = _rotl(x[b] ^ x[c], 7)


def oracle_rounds(state: list[int]) -> list[int]:
    x = list(state)
    for _ in range(10):
        for q in ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
                  (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)):
            _quarter_round(x, *q)
    return x


def oracle_block(key: bytes, counter_and_nonce: bytes) -> bytes:
    """The block function of section 2.3 on the 16 bytes of words 12-15 (counter then nonce)."""
    state = [*struct.unpack("<4I", b"expand 32-byte k"), *struct.unpack("<8I", key), *struct.unpack("<4I", counter_and_nonce)]
    return struct.pack("<16I", *[(z + x) & M32 for z, x in zip(oracle_rounds(state), state)])


def oracle_original(key: bytes, nonce8: bytes, first_block: int, count: int) -> bytes:
    """Original ChaCha20: 64-bit counter in words 12-13 (mod 2^64), 64-bit nonce in words 14-15."""
    return b"".join(oracle_block(key, ((first_block + j) % 2**64).to_bytes(8, "little") + nonce8) for j in range(count))


def oracle_hchacha20(key: bytes, inp: bytes) -> bytes:
    state = [*struct.unpack("<4I", b"expand 32-byte k"), *struct.unpack("<8I", key), *struct.unpack("<4I", inp)]
    z = oracle_rounds(state)
    return struct.pack("<8I", *z[0:4], *z[12:16])


def seeded(seed: int) -> random.Random:
    return random.Random(seed)


def random_bytes(rng: random.Random, length: int) -> bytes:
    return rng.getrandbits(8 * length).to_bytes(length, "little") if length else b""


def xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


@pytest.fixture(params=[False, True], ids=["lanes", "word-loop"])
def word_loop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both keystream paths on any interpreter: the lanes and bit-slicing (CPython's choice) and the one-block
    loop on machine words (PyPy's, `arx.WORD_LOOP`)."""
    monkeypatch.setattr(arx, "WORD_LOOP", request.param)
    return bool(request.param)


# -- independent keystreams --------------------------------------------------------------------------


def libsodium_ietf_keystream(length: int, nonce: bytes, key: bytes) -> bytes:
    """libsodium's crypto_stream_chacha20_ietf under nonce "LibsodiumDRG", through the only door PyNaCl
    opens to it: randombytes_buf_deterministic (libsodium randombytes.c)."""
    assert nonce == b"LibsodiumDRG"
    return nacl.bindings.randombytes_buf_deterministic(length, key)


def openssl_ietf_keystream(length: int, nonce: bytes, key: bytes, counter: int = 0) -> bytes:
    """OpenSSL's ChaCha20 through `cryptography`: its 16-byte nonce is the 32-bit counter then the nonce."""
    encryptor = Cipher(algorithms.ChaCha20(key, struct.pack("<I", counter) + nonce), None).encryptor()
    return encryptor.update(bytes(length))


def libsodium_original_from_block_1(m: bytes, nonce: bytes, key: bytes) -> bytes:
    """m XOR original ChaCha20 keystream from block 1: the AEAD's ciphertext without its tag."""
    return nacl.bindings.crypto_aead_chacha20poly1305_encrypt(m, None, nonce, key)[: len(m)]


def libsodium_xchacha_from_block_1(m: bytes, nonce: bytes, key: bytes) -> bytes:
    return nacl.bindings.crypto_aead_xchacha20poly1305_ietf_encrypt(m, None, nonce, key)[: len(m)]


# -- RFC 8439 ----------------------------------------------------------------------------------------

RFC = rfc_test_vectors("rfc8439_chacha20.txt")


def rfc(section: str, vector: int = 0) -> dict[str, Any]:
    (found,) = [v for v in RFC if v["section"] == section and v["vector"] == vector]
    return found


def test_oracle_against_rfc8439_block_vectors() -> None:
    v = rfc("2.3.2")
    assert oracle_rounds(v["ChaCha state with the key setup."]) == v["ChaCha state after 20 rounds"]
    assert oracle_block(v["Key"], struct.pack("<I", v["Block Count"]) + v["Nonce"]) == v["Serialized Block"]
    for number in range(1, 6):
        v = rfc("A.1", number)
        assert oracle_block(v["Key"], struct.pack("<I", v["Block Counter"]) + v["Nonce"]) == v["Keystream"]


def test_rfc8439_2_3_2_block_function(word_loop: bool) -> None:
    v = rfc("2.3.2")
    block = chacha20.crypto_stream_chacha20_ietf_xor_ic(bytes(64), v["Nonce"], v["Block Count"], v["Key"])
    assert block == v["Serialized Block"]
    assert list(struct.unpack("<16I", block)) == v["ChaCha state at the end of the ChaCha20 operation"]


def test_rfc8439_2_4_2_encryption(word_loop: bool) -> None:
    v = rfc("2.4.2")
    stream = chacha20.crypto_stream_chacha20_ietf(64 + len(v["Keystream"]), v["Nonce"], v["Key"])[64:]
    assert stream == v["Keystream"]
    ciphertext = chacha20.crypto_stream_chacha20_ietf_xor_ic(v["Plaintext Sunscreen"], v["Nonce"], v["Initial Counter"], v["Key"])
    assert ciphertext == v["Ciphertext Sunscreen"]


@pytest.mark.parametrize("number", range(1, 6))
def test_rfc8439_a_1_block_functions(number: int, word_loop: bool) -> None:
    v = rfc("A.1", number)
    block = chacha20.crypto_stream_chacha20_ietf_xor_ic(bytes(64), v["Nonce"], v["Block Counter"], v["Key"])
    assert block == v["Keystream"]
    assert list(struct.unpack("<16I", block)) == v["ChaCha state at the end"]


@pytest.mark.parametrize("number", range(1, 4))
def test_rfc8439_a_2_encryption(number: int, word_loop: bool) -> None:
    v = rfc("A.2", number)
    out = chacha20.crypto_stream_chacha20_ietf_xor_ic(v["Plaintext"], v["Nonce"], v["Initial Block Counter"], v["Key"])
    assert out == v["Ciphertext"]
    back = chacha20.crypto_stream_chacha20_ietf_xor_ic(out, v["Nonce"], v["Initial Block Counter"], v["Key"])
    assert back == v["Plaintext"]


@pytest.mark.parametrize("number", range(1, 5))
def test_rfc8439_a_3_poly1305(number: int) -> None:
    v = rfc("A.3", number)
    assert poly1305.crypto_onetimeauth(v["Text to MAC"], v["One-time Poly1305 Key"]) == v["Tag"]


def test_rfc8439_poly1305_key_generation() -> None:
    """Sections 2.6.2 and A.4: the Poly1305 key is the first 32 bytes of keystream block 0."""
    v = rfc("2.6.2")
    assert chacha20.crypto_stream_chacha20_ietf(32, v["Nonce"], v["Key"]) == v["Output bytes"]
    for number in range(1, 4):
        v = rfc("A.4", number)
        assert chacha20.crypto_stream_chacha20_ietf(32, v["The nonce"], v["The ChaCha20 Key"]) == v["Poly1305 one-time key"]


def test_rfc8439_2_8_2_aead(word_loop: bool) -> None:
    v = rfc("2.8.2")
    nonce = v["32-bit fixed-common part"] + v["IV"]
    assert chacha20.crypto_stream_chacha20_ietf(32, nonce, v["Key"]) == v["Poly1305 Key"]
    sealed = aead.crypto_aead_chacha20poly1305_ietf_encrypt(v["Plaintext"], v["AAD"], nonce, v["Key"])
    assert sealed == v["Ciphertext"] + v["Tag"]
    assert poly1305.crypto_onetimeauth(v["AEAD Construction for Poly1305"], v["Poly1305 Key"]) == v["Tag"]
    assert aead.crypto_aead_chacha20poly1305_ietf_decrypt(sealed, v["AAD"], nonce, v["Key"]) == v["Plaintext"]


def test_rfc8439_a_5_aead_decryption() -> None:
    v = rfc("A.5")
    key, nonce, ad = v["The ChaCha20 Key"], v["The nonce"], v["The AAD"]
    sealed = v["Ciphertext"] + v["Received Tag"]
    assert aead.crypto_aead_chacha20poly1305_ietf_decrypt(sealed, ad, nonce, key) == v["Plaintext"]
    assert aead.crypto_aead_chacha20poly1305_ietf_decrypt_detached(v["Ciphertext"], v["Received Tag"], ad, nonce, key) == v["Plaintext"]
    assert aead.crypto_aead_chacha20poly1305_ietf_encrypt(v["Plaintext"], ad, nonce, key) == sealed
    assert poly1305.crypto_onetimeauth(v["Poly1305 Input"], v["Poly1305 one-time key"]) == v["Calculated Tag"]
    assert aead.crypto_aead_chacha20poly1305_ietf_decrypt(sealed, ad + b"!", nonce, key) is None


# -- draft-irtf-cfrg-xchacha-03 ------------------------------------------------------------------------

XCHACHA = rfc_test_vectors("xchacha_draft03.txt")


def xchacha(section: str) -> dict[str, Any]:
    (found,) = [v for v in XCHACHA if v["section"] == section]
    return found


def test_xchacha_draft_2_2_1_hchacha20(word_loop: bool) -> None:
    v = xchacha("2.2.1")
    (state,) = [value for label, value in v.items() if label.startswith("After setting up")]
    (rounds,) = [value for label, value in v.items() if "state looks like this" in label]
    (subkey_words,) = [value for label, value in v.items() if "256-bit key" in label]
    subkey = b"".join(word.to_bytes(4, "big") for word in subkey_words)  # printed byte by byte
    assert state[12:] == list(struct.unpack("<4I", v["Nonce"]))
    assert oracle_rounds(state) == rounds
    assert chacha20.crypto_core_hchacha20(v["Nonce"], v["Key"]) == subkey
    assert chacha20.crypto_core_hchacha20(v["Nonce"], v["Key"], b"expand 32-byte k") == subkey
    assert oracle_hchacha20(v["Key"], v["Nonce"]) == subkey


def test_xchacha_draft_a_3_1_aead(word_loop: bool) -> None:
    v = xchacha("A.3.1")
    sealed = aead.crypto_aead_xchacha20poly1305_ietf_encrypt(v["Plaintext"], v["AAD"], v["IV"], v["Key"])
    assert sealed == v["Ciphertext"] + v["Tag"]
    assert aead.crypto_aead_xchacha20poly1305_ietf_decrypt(sealed, v["AAD"], v["IV"], v["Key"]) == v["Plaintext"]
    subkey = chacha20.crypto_core_hchacha20(v["IV"], v["Key"])
    assert chacha20.crypto_stream_chacha20_ietf(32, v["32-bit fixed-common part"] + v["IV"][16:], subkey) == v["Poly1305 Key"]


@pytest.mark.parametrize("section", ["A.3.2.1", "A.3.2.2"])
def test_xchacha_draft_a_3_2_stream(section: str, word_loop: bool) -> None:
    v = xchacha(section)
    counter, key, nonce = v["Counter"], v["Key"], v["IV"]
    assert chacha20.crypto_stream_xchacha20_xor_ic(bytes(len(v["Keystream"])), nonce, counter, key) == v["Keystream"]
    assert chacha20.crypto_stream_xchacha20_xor_ic(v["Plaintext"], nonce, counter, key) == v["Ciphertext"]
    if counter == 0:
        assert chacha20.crypto_stream_xchacha20(len(v["Keystream"]), nonce, key) == v["Keystream"]
        assert chacha20.crypto_stream_xchacha20_xor(v["Plaintext"], nonce, key) == v["Ciphertext"]


# -- every layout and batch boundary against libsodium and OpenSSL -----------------------------------

BLOCK_COUNTS = sorted(
    {1, 2, 3, 16, 17, GROUPED - 1, GROUPED, GROUPED + 1, 64, ARRAY - 1, ARRAY, ARRAY + 1, 255, 256, BATCH - 1, BATCH,
     BATCH + 1, 2 * BATCH + 1, BITSLICED - 1, BITSLICED, BITSLICED + 1, BITSLICED_BATCH, BITSLICED_BATCH + 1}
)
STREAM_LENGTHS = sorted({0} | {64 * n + d for n in BLOCK_COUNTS for d in (-1, 0, 1) if 64 * n + d >= 0} - {64 * n - 1 for n in BLOCK_COUNTS if n > BATCH + 1})


@pytest.mark.parametrize("length", STREAM_LENGTHS)
def test_ietf_keystream_against_libsodium_and_openssl(length: int) -> None:
    rng = seeded(length)
    key = random_bytes(rng, 32)
    stream = chacha20.crypto_stream_chacha20_ietf(length, b"LibsodiumDRG", key)
    assert stream == libsodium_ietf_keystream(length, b"LibsodiumDRG", key)
    nonce = random_bytes(rng, 12)
    assert chacha20.crypto_stream_chacha20_ietf(length, nonce, key) == openssl_ietf_keystream(length, nonce, key)


@pytest.mark.parametrize("length", [0, 1, 63, 64, 65, 64 * GROUPED + 5, 64 * ARRAY - 3, 64 * BATCH + 1, 64 * BITSLICED + 17, PIECE * 3 + 1])
def test_original_and_xchacha_streams_against_libsodium(length: int) -> None:
    rng = seeded(3 * length + 1)
    key, m = random_bytes(rng, 32), random_bytes(rng, length)
    nonce8, nonce24 = random_bytes(rng, 8), random_bytes(rng, 24)
    assert chacha20.crypto_stream_chacha20_xor_ic(m, nonce8, 1, key) == libsodium_original_from_block_1(m, nonce8, key)
    assert chacha20.crypto_stream_xchacha20_xor_ic(m, nonce24, 1, key) == libsodium_xchacha_from_block_1(m, nonce24, key)
    full = chacha20.crypto_stream_chacha20(length + 64, nonce8, key)
    assert xor(full[64:], m) == libsodium_original_from_block_1(m, nonce8, key)
    assert chacha20.crypto_stream_chacha20_xor(m, nonce8, key) == xor(full[:length], m)
    x_full = chacha20.crypto_stream_xchacha20(length + 64, nonce24, key)
    assert chacha20.crypto_stream_xchacha20_xor(m, nonce24, key) == xor(x_full[:length], m)
    # OpenSSL's 16-byte "nonce" is words 12-15: a 64-bit counter of 0 then the 8-byte nonce, while the
    # low counter word does not wrap
    assert full == openssl_ietf_keystream(length + 64, bytes(4) + nonce8, key)


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=64 * (BITSLICED + 40)), st.integers(min_value=0, max_value=2**32 - 1 - BITSLICED - 41), st.integers(min_value=0))
def test_ietf_stream_random_lengths_and_counters_against_openssl(length: int, counter: int, seed: int) -> None:
    rng = seeded(seed)
    key, nonce, m = random_bytes(rng, 32), random_bytes(rng, 12), random_bytes(rng, length)
    expected = xor(m, openssl_ietf_keystream(length, nonce, key, counter))
    assert chacha20.crypto_stream_chacha20_ietf_xor_ic(m, nonce, counter, key) == expected


@pytest.mark.parametrize(
    "first_block, count",
    [(2**32 - 1, 2), (2**32 - 5, GROUPED - 1), (2**32 - 30, 60), (2**32 - 100, ARRAY + 50), (2**64 - 2, 5),
     (2**64 - 3, GROUPED + 3), (7 * 2**32 - 9, 20)],
)
def test_original_counter_carries_into_word_13_and_wraps(first_block: int, count: int, word_loop: bool) -> None:
    """The 64-bit counter of the original variant: the low word wraps inside a batch (lane layouts)."""
    key, nonce = bytes(range(32)), bytes(range(200, 208))
    m = bytes(64 * count)
    assert chacha20.crypto_stream_chacha20_xor_ic(m, nonce, first_block, key) == oracle_original(key, nonce, first_block, count)


@pytest.mark.parametrize("count", [1, 7, 8, 9, 64, 65])
@pytest.mark.parametrize("first_block", [0, 2**32 - 3, 5 * 2**32 + 1, 2**64 - 4])
def test_bitsliced_path_against_oracle(count: int, first_block: int) -> None:
    """The bitsliced path at small sizes (padding to whole bytes; the high counter word's carry)."""
    rng = seeded(count + first_block % 1009)
    key, nonce = random_bytes(rng, 32), random_bytes(rng, 8)
    words = chacha20.original_state(nonce, key)
    assert bitsliced.keystream_bitsliced(chacha20.CHACHA20, words, first_block, count) == oracle_original(key, nonce, first_block, count)
    ietf_nonce = random_bytes(rng, 12)
    if first_block + count <= 2**32:
        ietf = bitsliced.keystream_bitsliced(chacha20.CHACHA20_IETF, chacha20.ietf_state(ietf_nonce, key), first_block, count)
        assert ietf == openssl_ietf_keystream(64 * count, ietf_nonce, key, first_block)


def test_ietf_counter_limit(word_loop: bool) -> None:
    """RFC 8439's counter is one 32-bit word: block 2^32 - 1 is the last (as in OpenSSL); past it, or an
    initial counter outside 32 bits, is a ValueError (the next word is the nonce, never incremented)."""
    key, nonce = bytes(range(32)), bytes(range(12))
    last = chacha20.crypto_stream_chacha20_ietf_xor_ic(bytes(64), nonce, 2**32 - 1, key)
    assert last == openssl_ietf_keystream(64, nonce, key, 2**32 - 1)
    for ic, length in ((2**32 - 1, 65), (2**32 - 2, 129), (2**32, 1), (-1, 1)):
        with pytest.raises(ValueError):
            chacha20.crypto_stream_chacha20_ietf_xor_ic(bytes(length), nonce, ic, key)
    with pytest.raises(ValueError):
        bitsliced.keystream_bitsliced(chacha20.CHACHA20_IETF, chacha20.ietf_state(nonce, key), 2**32 - 8, 16)
    with pytest.raises(ValueError):
        chacha20.crypto_stream_chacha20_xor_ic(b"m", nonce[:8], 2**64, key)


@settings(max_examples=30, deadline=None)
@given(st.binary(min_size=16, max_size=16), st.binary(min_size=32, max_size=32))
def test_hchacha20_against_oracle(inp: bytes, key: bytes) -> None:
    assert chacha20.crypto_core_hchacha20(inp, key) == oracle_hchacha20(key, inp)


def test_hchacha20_on_both_paths_against_oracle(word_loop: bool) -> None:
    """HChaCha20 in the grouped layout (CPython) and on machine words (PyPy), with the standard and other
    constants, against the oracle (hypothesis covers the chosen path above)."""
    rng = seeded(99)
    for _ in range(20):
        inp, key, constant = random_bytes(rng, 16), random_bytes(rng, 32), random_bytes(rng, 16)
        assert chacha20.crypto_core_hchacha20(inp, key) == oracle_hchacha20(key, inp)
        state = [*struct.unpack("<4I", constant), *struct.unpack("<8I", key), *struct.unpack("<4I", inp)]
        z = oracle_rounds(state)
        assert chacha20.crypto_core_hchacha20(inp, key, constant) == struct.pack("<8I", *z[0:4], *z[12:16])


def test_extreme_words(word_loop: bool) -> None:
    """All-ones words maximise the carries that lazy masking keeps in the lanes' spare bits."""
    for fill in (b"\x00", b"\xff", b"\x80", b"\x7f"):
        key, nonce = fill * 32, fill * 8
        for count in (1, GROUPED + 1, ARRAY + 1):
            ours = chacha20.crypto_stream_chacha20_xor_ic(bytes(64 * count), nonce, 2**32 - 2, key)
            assert ours == oracle_original(key, nonce, 2**32 - 2, count)
        assert chacha20.crypto_core_hchacha20(fill * 16, key) == oracle_hchacha20(key, fill * 16)


# -- the AEADs against libsodium -------------------------------------------------------------------

AEADS: dict[str, tuple[int, Callable[..., bytes], Callable[..., bytes]]] = {
    "chacha20poly1305_ietf": (12, aead.crypto_aead_chacha20poly1305_ietf_encrypt, nacl.bindings.crypto_aead_chacha20poly1305_ietf_encrypt),
    "chacha20poly1305": (8, aead.crypto_aead_chacha20poly1305_encrypt, nacl.bindings.crypto_aead_chacha20poly1305_encrypt),
    "xchacha20poly1305_ietf": (24, aead.crypto_aead_xchacha20poly1305_ietf_encrypt, nacl.bindings.crypto_aead_xchacha20poly1305_ietf_encrypt),
}
AEAD_LENGTHS = sorted(
    {0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 1024, 64 * GROUPED - 64, 64 * ARRAY + 16, 64 * BATCH - 64, 64 * BATCH,
     16 * CHUNK - 1, 16 * CHUNK + 1, PIECE - 1, PIECE + 1, 64 * BITSLICED - 64, 64 * BITSLICED + 5, 2**20 + 3,
     64 * BITSLICED_BATCH - 63}
)


def _decrypt(name: str) -> Callable[..., bytes | None]:
    return getattr(aead, f"crypto_aead_{name}_decrypt")  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", list(AEADS))
@pytest.mark.parametrize("length", AEAD_LENGTHS)
def test_aead_against_libsodium(name: str, length: int) -> None:
    nonce_bytes, seal, sodium_seal = AEADS[name]
    rng = seeded(length * 7 + nonce_bytes)
    key, nonce, m = random_bytes(rng, 32), random_bytes(rng, nonce_bytes), random_bytes(rng, length)
    ad = random_bytes(rng, rng.choice([0, 1, 13, 16, 17, 100]))
    sealed = seal(m, ad, nonce, key)
    assert sealed == sodium_seal(m, ad or None, nonce, key)
    assert _decrypt(name)(sealed, ad, nonce, key) == m
    c, tag = getattr(aead, f"crypto_aead_{name}_encrypt_detached")(m, ad, nonce, key)
    assert c + tag == sealed
    assert getattr(aead, f"crypto_aead_{name}_decrypt_detached")(c, tag, ad, nonce, key) == m
    tampered = bytearray(sealed)
    tampered[rng.randrange(len(sealed))] ^= 1 << rng.randrange(8)
    assert _decrypt(name)(bytes(tampered), ad, nonce, key) is None
    assert _decrypt(name)(sealed, ad + b"x", nonce, key) is None
    assert _decrypt(name)(sealed[:-1], ad, nonce, key) is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(list(AEADS)), st.integers(min_value=0, max_value=64 * (BITSLICED + 40)), st.integers(min_value=0, max_value=300), st.integers(min_value=0))
def test_aead_random_lengths_against_libsodium(name: str, length: int, adlen: int, seed: int) -> None:
    nonce_bytes, seal, sodium_seal = AEADS[name]
    rng = seeded(seed)
    key, nonce, m, ad = random_bytes(rng, 32), random_bytes(rng, nonce_bytes), random_bytes(rng, length), random_bytes(rng, adlen)
    sealed = seal(m, ad, nonce, key)
    assert sealed == sodium_seal(m, ad, nonce, key)
    assert _decrypt(name)(sealed, ad, nonce, key) == m


@pytest.mark.parametrize("name", list(AEADS))
def test_aead_short_and_forged_ciphertexts(name: str, word_loop: bool) -> None:
    nonce_bytes = AEADS[name][0]
    key, nonce = bytes(range(32)), bytes(range(nonce_bytes))
    for length in range(16):
        assert _decrypt(name)(bytes(length), b"", nonce, key) is None
    assert _decrypt(name)(bytes(16), b"", nonce, key) is None
    empty = AEADS[name][2](b"", None, nonce, key)
    assert _decrypt(name)(empty, b"", nonce, key) == b""


@pytest.mark.parametrize("name", list(AEADS))
def test_aead_decrypt_authenticates_before_decrypting(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    nonce_bytes, seal, _ = AEADS[name]
    key, nonce = bytes(range(32)), bytes(range(nonce_bytes))
    sealed = bytearray(seal(b"attack at dawn" * 100, b"ad", nonce, key))
    sealed[3] ^= 1
    calls: list[object] = []

    def spy(*args: object, **kwargs: object) -> list[bytes]:
        calls.append(args)
        return []

    monkeypatch.setattr(arx, "xor_keystream", spy)
    assert _decrypt(name)(bytes(sealed), b"ad", nonce, key) is None
    assert calls == []


def test_aead_peak_memory_is_bounded() -> None:
    """Peak allocation of one 4 MiB AEAD call (two bitsliced batches) stays under 3x the message."""
    tracemalloc = pytest.importorskip("tracemalloc", reason="this interpreter has no tracemalloc (PyPy)")
    size = 4 * 2**20
    m, nonce, key = bytes(size), bytes(24), bytes(32)
    sealed = aead.crypto_aead_xchacha20poly1305_ietf_encrypt(m, b"", nonce, key)
    for operation in (
        lambda: aead.crypto_aead_xchacha20poly1305_ietf_encrypt(m, b"", nonce, key),
        lambda: aead.crypto_aead_xchacha20poly1305_ietf_decrypt(sealed, b"", nonce, key),
        lambda: aead.crypto_aead_chacha20poly1305_encrypt(m, b"", nonce[:8], key),
    ):
        tracemalloc.start()
        try:
            operation()
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 3 * size


# -- the one-block loop on machine words (PyPy's path), and the lanes, on any interpreter ----------------

WORD_LOOP_LENGTHS = [0, 1, 63, 64, 65, 127, 128, 129, 1023, 1024, 1025, 64 * GROUPED + 5, 64 * ARRAY + 1]


@pytest.mark.parametrize("length", WORD_LOOP_LENGTHS)
def test_streams_and_aeads_at_block_boundaries_against_libsodium(length: int, word_loop: bool) -> None:
    rng = seeded(5 * length + 3)
    key, m = random_bytes(rng, 32), random_bytes(rng, length)
    nonce8, nonce12, nonce24 = random_bytes(rng, 8), random_bytes(rng, 12), random_bytes(rng, 24)
    assert chacha20.crypto_stream_chacha20_ietf(length, b"LibsodiumDRG", key) == libsodium_ietf_keystream(length, b"LibsodiumDRG", key)
    assert chacha20.crypto_stream_chacha20_ietf_xor(m, nonce12, key) == xor(m, openssl_ietf_keystream(length, nonce12, key))
    assert chacha20.crypto_stream_chacha20_xor_ic(m, nonce8, 1, key) == libsodium_original_from_block_1(m, nonce8, key)
    assert chacha20.crypto_stream_xchacha20_xor_ic(m, nonce24, 1, key) == libsodium_xchacha_from_block_1(m, nonce24, key)
    assert chacha20.crypto_stream_chacha20(length, nonce8, key) == openssl_ietf_keystream(length, bytes(4) + nonce8, key)
    for name, (nonce_bytes, seal, sodium_seal) in AEADS.items():
        nonce = nonce24[:nonce_bytes]
        sealed = seal(m, b"ad", nonce, key)
        assert sealed == sodium_seal(m, b"ad", nonce, key)
        assert _decrypt(name)(sealed, b"ad", nonce, key) == m


@pytest.mark.parametrize("first_block, count", [(2**32 - 1, 1), (2**32 - 3, 3), (2**32 - 70, 70), (2**31 - 1, 2)])
def test_ietf_counter_up_to_the_last_block_against_openssl(first_block: int, count: int, word_loop: bool) -> None:
    rng = seeded(first_block % 1009 + count)
    key, nonce, m = random_bytes(rng, 32), random_bytes(rng, 12), random_bytes(rng, 64 * count)
    expected = xor(m, openssl_ietf_keystream(64 * count, nonce, key, first_block))
    assert chacha20.crypto_stream_chacha20_ietf_xor_ic(m, nonce, first_block, key) == expected
    if first_block + count == 2**32:  # one byte more would need block 2^32
        with pytest.raises(ValueError):
            chacha20.crypto_stream_chacha20_ietf_xor_ic(m + b"x", nonce, first_block, key)


@pytest.mark.parametrize("first_block", [2**32 - 2, 2**33 - 1, 2**63 - 1, 2**64 - 2])
def test_xchacha_counter_carries_and_wraps(first_block: int, word_loop: bool) -> None:
    """XChaCha20's 64-bit counter (libsodium's layout: the original ChaCha20 under the HChaCha20 subkey) carries
    into word 13 and wraps mod 2^64, against the oracle under the oracle's subkey."""
    key, nonce = bytes(range(32, 64)), bytes(range(50, 74))
    subkey = oracle_hchacha20(key, nonce[:16])
    m = bytes(range(256)) * 2
    expected = xor(m, oracle_original(subkey, nonce[16:], first_block, 8))
    assert chacha20.crypto_stream_xchacha20_xor_ic(m, nonce, first_block, key) == expected


KERNELS = {"original": chacha20_words.xor_blocks, "ietf": chacha20_words.xor_blocks_ietf}


@pytest.mark.parametrize("variant", KERNELS)
def test_kernel_is_the_rfc_block_function(variant: str) -> None:
    """PyPy's kernel (one block on zeros) is the RFC's block function (the oracle, checked against the RFC's
    vectors), from all-ones, zero, top-bit and random words and from guarded words (+2^32, as the lane paths
    hold key words: the kernel masks them)."""
    rng = seeded(77)
    states = [[M32] * 16, [0] * 16, [0x80000000] * 16] + [[rng.getrandbits(32) for _ in range(16)] for _ in range(20)]
    for state in states:
        words = array(blocks.WORD_TYPE, bytes(64))
        KERNELS[variant](words, 0, 16, [word + 2**32 for word in state])
        assert words.tobytes() == struct.pack("<16I", *[(z + x) & M32 for z, x in zip(oracle_rounds(state), state)])


def test_word_loop_serves_every_chacha_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    """With WORD_LOOP (chosen on PyPy) every ChaCha20 keystream, stream or AEAD, comes from the word loop and
    none from the lanes or bit-slicing."""
    monkeypatch.setattr(arx, "WORD_LOOP", True)
    used: list[str] = []

    def spy(words: array[int], start: int, stop: int, state: list[int], name: str = "") -> None:
        used.append(name)
        KERNELS["original" if name == "ChaCha20" else "ietf"](words, start, stop, state)

    def lanes_not_expected(*args: object) -> bytes:
        raise AssertionError("the lane machinery ran under WORD_LOOP")

    for cipher in (chacha20.CHACHA20, chacha20.CHACHA20_IETF):
        monkeypatch.setattr(cipher, "xor_blocks", functools.partial(spy, name=cipher.name))
    monkeypatch.setattr(lanes, "keystream_lanes", lanes_not_expected)
    monkeypatch.setattr(bitsliced, "keystream_bitsliced", lanes_not_expected)
    key, m = bytes(range(32)), bytes(200)
    operations: list[tuple[str, Callable[[], object]]] = [
        ("ChaCha20-IETF", lambda: chacha20.crypto_stream_chacha20_ietf(100, bytes(12), key)),
        ("ChaCha20-IETF", lambda: chacha20.crypto_stream_chacha20_ietf_xor_ic(m, bytes(12), 7, key)),
        ("ChaCha20", lambda: chacha20.crypto_stream_chacha20(100, bytes(8), key)),
        ("ChaCha20", lambda: chacha20.crypto_stream_chacha20_xor_ic(m, bytes(8), 7, key)),
        ("ChaCha20", lambda: chacha20.crypto_stream_xchacha20(100, bytes(24), key)),
        ("ChaCha20", lambda: chacha20.crypto_stream_xchacha20_xor_ic(m, bytes(24), 7, key)),
    ]
    for name, (nonce_bytes, seal, _) in AEADS.items():
        cipher_name = "ChaCha20" if name == "chacha20poly1305" else "ChaCha20-IETF"
        sealed = seal(m, b"", bytes(nonce_bytes), key)
        operations.append((cipher_name, functools.partial(seal, m, b"", bytes(nonce_bytes), key)))
        operations.append((cipher_name, functools.partial(_decrypt(name), sealed, b"", bytes(nonce_bytes), key)))
    for cipher_name, operation in operations:
        used.clear()
        operation()
        assert used and set(used) == {cipher_name}


@pytest.mark.parametrize("variant", KERNELS)
@pytest.mark.parametrize("first_block", [0, 2**32 - 2])
def test_kernel_intermediates_stay_machine_words(variant: str, first_block: int) -> None:
    """Every intermediate of the kernel (the rounds, the final addition, the counter carry: three blocks across
    2^32 for the original), from all-ones, guarded and random words, is in [0, 2^63) (`Bounded63`), with the same
    output as on plain ints."""
    rng = seeded(63)
    first = min(first_block, 2**32 - 3) if variant == "ietf" else first_block  # its last blocks
    for state in ([M32] * 16, [M32 + 2**32] * 16, [rng.getrandbits(32) for _ in range(16)]):
        state[12], state[13] = first & M32, 0
        plain = array(blocks.WORD_TYPE, b"\xff" * 192)
        KERNELS[variant](plain, 0, 48, state)
        checked = array(blocks.WORD_TYPE, b"\xff" * 192)
        KERNELS[variant](checked, 0, 48, [Bounded63(word) for word in state])
        assert checked == plain
