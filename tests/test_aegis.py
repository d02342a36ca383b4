"""AEGIS-128L and AEGIS-256 (`tweetnacl.fast.aead.aegis`) and the bit-sliced AES round under them (`fast.aead.aes`):
the FIPS-197 S-box table, the AEGIS draft's published vectors (tests/vectors/aegis_draft.md: AESRound, the
Update functions, encryption with 128- and 256-bit tags, the must-fail decryptions), and libsodium (PyNaCl)
on random and boundary lengths, associated data and tampering."""

from __future__ import annotations

import hmac
import os
import random
from typing import Any, Callable

import nacl.bindings
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from vector_files import aegis_draft_vectors

from tweetnacl.fast.aead import aegis, aes

# FIPS-197 (2001), Figure 7: S-box substitution values for the byte xy (row x, column y), in hexadecimal.
FIPS197_SBOX = """
63 7c 77 7b f2 6b 6f c5 30 01 67 2b fe d7 ab 76
ca 82 c9 7d fa 59 47 f0 ad d4 a2 af 9c a4 72 c0
b7 fd 93 26 36 3f f7 cc 34 a5 e5 f1 71 d8 31 15
04 c7 23 c3 18 96 05 9a 07 12 80 e2 eb 27 b2 75
09 83 2c 1a 1b 6e 5a a0 52 3b d6 b3 29 e3 2f 84
53 d1 00 ed 20 fc b1 5b 6a cb be 39 4a 4c 58 cf
d0 ef aa fb 43 4d 33 85 45 f9 02 7f 50 3c 9f a8
51 a3 40 8f 92 9d 38 f5 bc b6 da 21 10 ff f3 d2
cd 0c 13 ec 5f 97 44 17 c4 a7 7e 3d 64 5d 19 73
60 81 4f dc 22 2a 90 88 46 ee b8 14 de 5e 0b db
e0 32 3a 0a 49 06 24 5c c2 d3 ac 62 91 95 e4 79
e7 c8 37 6d 8d d5 4e a9 6c 56 f4 ea 65 7a ae 08
ba 78 25 2e 1c a6 b4 c6 e8 dd 74 1f 4b bd 8b 8a
70 3e b5 66 48 03 f6 0e 61 35 57 b9 86 c1 1d 9e
e1 f8 98 11 69 d9 8e 94 9b 1e 87 e9 ce 55 28 df
8c a1 89 0d bf e6 42 68 41 99 2d 0f b0 54 bb 16
"""

VECTORS = aegis_draft_vectors()
VARIANTS: dict[str, Any] = {"AEGIS-128L": aegis.AEGIS128L, "AEGIS-256": aegis.AEGIS256}
ENCRYPT_DETACHED: dict[str, Callable[..., tuple[bytes, bytes]]] = {
    "AEGIS-128L": aegis.aegis128l_encrypt_detached,
    "AEGIS-256": aegis.aegis256_encrypt_detached,
}
DECRYPT_DETACHED: dict[str, Callable[..., bytes | None]] = {
    "AEGIS-128L": aegis.aegis128l_decrypt_detached,
    "AEGIS-256": aegis.aegis256_decrypt_detached,
}
# name: (ours combined encrypt, ours combined decrypt, libsodium encrypt, libsodium decrypt, key/nonce bytes)
COMBINED: dict[str, tuple[Callable[..., bytes], Callable[..., bytes | None], Callable[..., bytes], Callable[..., bytes], int]] = {
    "AEGIS-128L": (
        aegis.aegis128l_encrypt, aegis.aegis128l_decrypt,
        nacl.bindings.crypto_aead_aegis128l_encrypt, nacl.bindings.crypto_aead_aegis128l_decrypt, 16,
    ),
    "AEGIS-256": (
        aegis.aegis256_encrypt, aegis.aegis256_decrypt,
        nacl.bindings.crypto_aead_aegis256_encrypt, nacl.bindings.crypto_aead_aegis256_decrypt, 32,
    ),
}


def _vectors(title_prefix: str) -> list[dict[str, Any]]:
    return [v for v in VECTORS if str(v["title"]).startswith(title_prefix)]


def test_vector_file_has_every_published_vector() -> None:
    assert len(_vectors("AESRound")) == 1
    for variant in VARIANTS:
        titles = [v["title"] for v in VECTORS if v["variant"] == variant]
        assert titles == ["Update Test Vector"] + [f"Test Vector {n}" for n in range(1, 10)]


# -- the bit-sliced AES round ----------------------------------------------------------------------------


def test_sbox_circuit_equals_fips197_table() -> None:
    table = bytes.fromhex(FIPS197_SBOX)
    assert len(table) == 256
    assert aes.sub_bytes(bytes(range(256))) == table
    # Any byte in any position of any block (the circuit works on planes of many blocks at once).
    shuffled = bytes(random.Random(1).sample(range(256), 256)) * 3
    assert aes.sub_bytes(shuffled) == bytes(table[b] for b in shuffled)


def test_aesround_vector() -> None:
    (vector,) = _vectors("AESRound")
    assert aes.aes_round(vector["in"], vector["rk"]) == vector["out"]


def test_transpose_is_an_involution_and_a_bit_transpose() -> None:
    data = os.urandom(8 * 300)
    transposed = aes.transpose_bytes(data)
    assert aes.transpose_bytes(transposed) == data
    for group in range(0, len(data), 8):
        for i in range(8):
            for j in range(8):
                assert (transposed[group + j] >> i) & 1 == (data[group + i] >> j) & 1


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_update_vector(variant: str) -> None:
    (vector,) = [v for v in VECTORS if v["variant"] == variant and v["title"] == "Update Test Vector"]
    v = VARIANTS[variant]
    layout = v.layout
    slots = range(layout.slots)
    state = b"".join(vector[f"S{i}"] for i in slots)
    message = vector["M0"] + vector["M1"] if variant == "AEGIS-128L" else vector["M"]
    x = layout.frame_int(state, slots, 0x80) | layout.anchor_state
    after = v.update(x) ^ layout.frame_int(message, v.input_slots)
    assert layout.blocks(after, slots) == b"".join(vector[f"after S{i}"] for i in slots)


# -- the AEAD, published vectors ---------------------------------------------------------------------------

ENCRYPTION_VECTORS = [(v["variant"], v) for v in VECTORS if v["variant"] in VARIANTS and "msg" in v]
FAILING_VECTORS = [(v["variant"], v) for v in VECTORS if v["fails"]]


@pytest.mark.parametrize(
    "variant, vector", ENCRYPTION_VECTORS, ids=[f"{name}-{v['title']}" for name, v in ENCRYPTION_VECTORS]
)
@pytest.mark.parametrize("tag_name", ["tag128", "tag256"])
def test_draft_encryption_vectors(variant: str, vector: dict[str, Any], tag_name: str) -> None:
    tag_bytes = 16 if tag_name == "tag128" else 32
    args = (vector["ad"], vector["nonce"], vector["key"])
    ciphertext, tag = ENCRYPT_DETACHED[variant](vector["msg"], *args, tag_bytes)
    assert (ciphertext, tag) == (vector["ct"], vector[tag_name])
    assert DECRYPT_DETACHED[variant](vector["ct"], vector[tag_name], *args) == vector["msg"]


@pytest.mark.parametrize(
    "variant, vector", FAILING_VECTORS, ids=[f"{name}-{v['title']}" for name, v in FAILING_VECTORS]
)
@pytest.mark.parametrize("tag_name", ["tag128", "tag256"])
def test_draft_vectors_that_must_fail(variant: str, vector: dict[str, Any], tag_name: str) -> None:
    decrypt = DECRYPT_DETACHED[variant]
    assert decrypt(vector["ct"], vector[tag_name], vector["ad"], vector["nonce"], vector["key"]) is None


# -- the AEAD against libsodium ----------------------------------------------------------------------------

# Around the rates (32 / 16 bytes), the chunks of the bulk conversion and the tag length.
BOUNDARY_LENGTHS = [0, 1, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 255, 256, 257,
                    aegis.CHUNK_BYTES - 1, aegis.CHUNK_BYTES, aegis.CHUNK_BYTES + 1, 2 * aegis.CHUNK_BYTES + 17]


@pytest.mark.parametrize("name", list(COMBINED))
@pytest.mark.parametrize("length", BOUNDARY_LENGTHS)
def test_against_libsodium_at_boundary_lengths(name: str, length: int) -> None:
    encrypt, decrypt, sodium_encrypt, sodium_decrypt, size = COMBINED[name]
    rng = random.Random(length)
    message, key, nonce = rng.randbytes(length), rng.randbytes(size), rng.randbytes(size)
    ad = rng.randbytes(length % 70)
    sealed = sodium_encrypt(message, ad, nonce, key)
    assert encrypt(message, ad, nonce, key) == sealed
    assert decrypt(sealed, ad, nonce, key) == message
    assert sodium_decrypt(sealed, ad, nonce, key) == message


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(list(COMBINED)), st.binary(max_size=200), st.binary(max_size=100),
    st.binary(min_size=32, max_size=32), st.binary(min_size=32, max_size=32), st.data(),
)
def test_against_libsodium_random(name: str, message: bytes, ad: bytes, key: bytes, nonce: bytes, data: Any) -> None:
    encrypt, decrypt, sodium_encrypt, _, size = COMBINED[name]
    key, nonce = key[:size], nonce[:size]
    sealed = sodium_encrypt(message, ad, nonce, key)
    assert encrypt(message, ad, nonce, key) == sealed
    assert decrypt(sealed, ad, nonce, key) == message
    # Any flipped bit, in the ciphertext, the tag, the additional data or the nonce, is refused.
    position = data.draw(st.integers(0, len(sealed) - 1))
    bit = data.draw(st.integers(0, 7))
    forged = bytearray(sealed)
    forged[position] ^= 1 << bit
    assert decrypt(bytes(forged), ad, nonce, key) is None
    assert decrypt(sealed, ad + b"\x00", nonce, key) is None
    assert decrypt(sealed, ad, bytes([nonce[0] ^ 1]) + nonce[1:], key) is None
    assert decrypt(sealed[:-1], ad, nonce, key) is None


@pytest.mark.parametrize("name", list(COMBINED))
def test_short_boxes_are_refused(name: str) -> None:
    _, decrypt, _, _, size = COMBINED[name]
    for length in (0, 1, 16, 31):
        assert decrypt(bytes(length), b"", bytes(size), bytes(size)) is None


@pytest.mark.parametrize("name", list(COMBINED))
def test_detached_is_combined_split(name: str) -> None:
    encrypt = COMBINED[name][0]
    size = COMBINED[name][4]
    message, ad, nonce, key = os.urandom(100), os.urandom(9), os.urandom(size), os.urandom(size)
    ciphertext, tag = ENCRYPT_DETACHED[name](message, ad, nonce, key)
    assert ciphertext + tag == encrypt(message, ad, nonce, key)
    assert DECRYPT_DETACHED[name](ciphertext, tag, ad, nonce, key) == message
    assert DECRYPT_DETACHED[name](ciphertext, tag[:16], ad, nonce, key) is None
    assert DECRYPT_DETACHED[name](ciphertext, tag + b"\x00", ad, nonce, key) is None


@pytest.mark.parametrize("name", list(COMBINED))
def test_tag_is_compared_with_compare_digest(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    encrypt, decrypt, _, _, size = COMBINED[name]
    sealed = encrypt(b"message", b"", bytes(size), bytes(size))
    calls: list[tuple[bytes, bytes]] = []
    original = hmac.compare_digest

    def recording(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return original(a, b)

    monkeypatch.setattr(aegis.hmac, "compare_digest", recording)
    assert decrypt(sealed, b"", bytes(size), bytes(size)) == b"message"
    assert calls == [(sealed[-32:], sealed[-32:])]


@pytest.mark.parametrize("name", list(VARIANTS))
def test_wrong_key_or_nonce_length_raises(name: str) -> None:
    size = COMBINED[name][4]
    with pytest.raises(ValueError, match="key"):
        ENCRYPT_DETACHED[name](b"", b"", bytes(size), bytes(size - 1))
    with pytest.raises(ValueError, match="nonce"):
        ENCRYPT_DETACHED[name](b"", b"", bytes(size + 1), bytes(size))


@pytest.mark.parametrize("name", list(VARIANTS))
def test_state_sizes_do_not_depend_on_the_key(name: str) -> None:
    """The anchors on top of the packed state fix its bit length, whatever the key (all zeros or ones)."""
    v = VARIANTS[name]
    size = COMBINED[name][4]
    lengths = []
    for key in (bytes(size), b"\xff" * size, os.urandom(size)):
        x = aegis._init(v, key, bytes(size))
        lengths.append([x.bit_length(), v.crypt(x, 0).bit_length(), v.update(x).bit_length()])
    assert lengths[0] == lengths[1] == lengths[2]


@pytest.mark.parametrize("name", list(VARIANTS))
def test_init_frame_sizes_do_not_depend_on_the_nonce(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The nonce is secret: every frame Init builds (key blocks, nonce and constants, the injected blocks) and
    the state it returns have one size for nonces whose bytes are all 0x00, all < 0x80, all >= 0x80 or all
    0xff (bit plane 7 of the nonce empty or full), and for two keys."""
    v = VARIANTS[name]
    size = COMBINED[name][4]
    real_frame_int = aes.Bitsliced.frame_int
    sizes: list[int] = []

    def recording_frame_int(self: aes.Bitsliced, blocks: bytes, slots: Any, marker: int = 0) -> int:
        value = real_frame_int(self, blocks, slots, marker)
        sizes.append(value.bit_length())
        return value

    monkeypatch.setattr(aes.Bitsliced, "frame_int", recording_frame_int)
    runs = []
    for key in (bytes(size), os.urandom(size)):
        for nonce in (bytes(size), b"\x7f" * size, b"\x80" * size, b"\xff" * size):
            sizes.clear()
            x = aegis._init(v, key, nonce)
            runs.append([*sizes, x.bit_length()])
    assert len(runs[0]) >= 4
    assert all(run == runs[0] for run in runs)


def test_transposition_int_sizes_do_not_depend_on_the_data() -> None:
    """Every int of the transposition (the data and each step's swap mask) has the public group on top."""
    sizes = []
    for data in (bytes(64), b"\xff" * 64, os.urandom(64), bytes(63) + b"\x01"):
        x = int.from_bytes(data + aes._ANCHOR_GROUP, "little")
        steps = [x.bit_length()]
        for shift, mask in aes._TRANSPOSE_MASKS:
            t = (x ^ (x >> shift)) & mask
            x ^= t ^ (t << shift)
            steps += [t.bit_length(), x.bit_length()]
        sizes.append(steps)
    assert sizes[0] == sizes[1] == sizes[2] == sizes[3]


def _local_int_sizes(function: Callable[[int], int], x: int, frames: set[str]) -> list[tuple[str, int, str, int]]:
    """(function, line, local name, bit length) of every int local at every line executed in `frames`."""
    import sys

    seen: list[tuple[str, int, str, int]] = []

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        if frame.f_code.co_name not in frames:
            return None
        if event == "line":
            for name, value in frame.f_locals.items():
                if type(value) is int:
                    seen.append((frame.f_code.co_name, frame.f_lineno, name, value.bit_length()))
        return tracer

    sys.settrace(tracer)
    try:
        for _ in range(3):
            x = function(x)
    finally:
        sys.settrace(None)
    return seen


@pytest.mark.parametrize("name", list(VARIANTS))
def test_round_int_sizes_do_not_depend_on_the_blocks(name: str) -> None:
    """Every named int of three updates with their keystream (the S-box circuit's gates included) has the
    same size for any real blocks and message: the anchors on top decide it."""
    v = VARIANTS[name]
    layout = v.layout
    runs = []
    for blocks in (bytes(16 * layout.slots), b"\xff" * 16 * layout.slots, os.urandom(16 * layout.slots)):
        x = layout.frame_int(blocks, range(layout.slots), 0x80) | layout.anchor_state
        message = layout.frame_int(blocks[: v.rate], v.input_slots, 0x80)

        def step(x: int, message: int = message) -> int:
            v.crypt(x, message)
            return v.update(x) ^ message  # type: ignore[no-any-return]

        runs.append(_local_int_sizes(step, x, {"chained_round", "sub_bytes_planes", "crypt"}))
    assert len(runs[0]) > 3 * 115
    assert runs[0] == runs[1] == runs[2]
