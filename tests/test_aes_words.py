"""The bit-sliced AES's two layouts, CPython's one int (`aes.Bitsliced`) and PyPy's machine words (`aes_words`,
`aegis_words`), on either interpreter: the Cipher against OpenSSL's AES (through `cryptography`) at the group
boundaries, the IPCrypt draft's vectors and OpenSSL's AES-256-GCM through each, AEGIS through each against the
draft's vectors and libsodium (PyNaCl) around the words' groups of 64 Updates, and the words' bounds (every result
of the words path a machine int of PyPy, checked with instrumented ints)."""

from __future__ import annotations

import random
import sys

import pytest
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from nonnegative import Signed64
from test_aegis import COMBINED, DECRYPT_DETACHED, ENCRYPT_DETACHED, ENCRYPTION_VECTORS
from test_ipcrypt import VECTOR_RECORDS, packed

from tweetnacl.fast import ipcrypt
from tweetnacl.fast.aead import aegis, aes_cipher, aes_words, aesgcm

RNG = random.Random(20261202)


def _ecb(key: bytes, blocks: bytes) -> bytes:
    encryptor = Cipher(algorithms.AES(key), modes.ECB()).encryptor()
    return encryptor.update(blocks) + encryptor.finalize()


@pytest.fixture(params=["bitsliced", "words"])
def layout(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Either layout forced, whichever this interpreter chose at import (`aes_cipher.WORDS`, `aegis.WORDS`)."""
    monkeypatch.setattr(aes_cipher, "WORDS", request.param == "words")
    monkeypatch.setattr(aegis, "WORDS", request.param == "words")
    return str(request.param)


def test_layout_chosen_by_interpreter() -> None:
    pypy = sys.implementation.name == "pypy"
    assert aes_cipher.WORDS is pypy
    assert aegis.WORDS is pypy


# Slot counts around the words' groups of LANES = 64 blocks, and pfx's arrangements (2 keys, 2 / 64 / 256 slots).
@pytest.mark.parametrize(("keys", "slots"), [(1, 1), (2, 2), (1, 63), (1, 64), (1, 65), (3, 171), (2, 64), (2, 256)])
@pytest.mark.parametrize("key_size", [16, 32])
def test_cipher_matches_openssl(layout: str, keys: int, slots: int, key_size: int) -> None:
    secret_keys = [RNG.randbytes(key_size) for _ in range(keys)]
    blocks = RNG.randbytes(16 * slots)
    encrypt = aes_cipher.keyed_block_encryptor([aes_cipher.expand_key(k) for k in secret_keys], slots)
    per_key = 16 * slots // keys
    expected = b"".join(_ecb(k, blocks[i * per_key : (i + 1) * per_key]) for i, k in enumerate(secret_keys))
    assert encrypt(blocks) == expected
    if keys == 1:  # the InvCipher, on the same layout
        assert aes_cipher.block_decryptor(aes_cipher.expand_key(secret_keys[0]), slots)(expected) == blocks


def test_extreme_blocks_and_keys(layout: str) -> None:
    for key in (bytes(16), b"\xff" * 16, bytes(32), b"\xff" * 32):
        blocks = bytes(16) + b"\xff" * 16 + bytes(range(16))
        assert aes_cipher.block_encryptor(aes_cipher.expand_key(key), 3)(blocks) == _ecb(key, blocks)
        assert aes_cipher.block_decryptor(aes_cipher.expand_key(key), 3)(_ecb(key, blocks)) == blocks


def test_pack_unpack_round_trip() -> None:
    for count in (1, 8, 63, 64, 65, 128, 256):
        groups = aes_words.groups_for(count)
        blocks = RNG.randbytes(16 * count)
        states = aes_words.pack(blocks, groups)
        assert len(states) == groups and all(len(state) == aes_words.STATE_WORDS for state in states)
        assert aes_words.unpack(states, count) == blocks
        # Word 8 * b + j, bit i (bit 63 the sign): bit j of byte b of block 64 g + i.
        g, i, b, j = RNG.randrange(groups), RNG.randrange(aes_words.LANES), RNG.randrange(16), RNG.randrange(8)
        n = aes_words.LANES * g + i
        bit = blocks[16 * n + b] >> j & 1 if n < count else 0
        assert states[g][8 * b + j] >> i & 1 == bit


@pytest.mark.parametrize(
    "record",
    [r for r in VECTOR_RECORDS if r["variant"] == "ipcrypt-pfx"][:6]
    + [r for r in VECTOR_RECORDS if r["variant"] != "ipcrypt-pfx"],
    ids=lambda r: f"{r['variant']}-{r['Input IP']}",
)
def test_ipcrypt_vectors(layout: str, record: dict[str, str]) -> None:
    """The draft's vectors (pfx: the first six; the other variants: all, both ways: the InvCipher too)."""
    key, address, variant = bytes.fromhex(record["Key"]), packed(record["Input IP"]), record["variant"]
    if variant == "ipcrypt-pfx":
        expected = packed(record["Encrypted IP"])
        assert ipcrypt.pfx_encrypt(address, key) == expected
        if record["Input IP"].count(".") == 3:  # decryption: 32 passes (IPv4) rather than 128, a smaller test
            assert ipcrypt.pfx_decrypt(expected, key) == address
    elif variant == "ipcrypt-deterministic":
        expected = packed(record["Encrypted IP"])
        assert ipcrypt.encrypt(address, key) == expected
        assert ipcrypt.decrypt(expected, key) == address
    elif variant == "ipcrypt-nd":
        tweak, output = bytes.fromhex(record["Tweak"]), bytes.fromhex(record["Output"])
        assert ipcrypt.nd_encrypt(address, tweak, key) == output
        assert ipcrypt.nd_decrypt(output, key) == address
    else:
        tweak, output = bytes.fromhex(record["Tweak"]), bytes.fromhex(record["Output"])
        assert ipcrypt.ndx_encrypt(address, tweak, key) == output
        assert ipcrypt.ndx_decrypt(output, key) == address


def test_aes256gcm_matches_openssl(layout: str) -> None:
    key, nonce, ad = RNG.randbytes(32), RNG.randbytes(12), RNG.randbytes(13)
    for size in (0, 1, 16 * 64 - 1, 16 * 64 + 17):
        message = RNG.randbytes(size)
        assert aesgcm.aes256gcm_encrypt(message, ad, nonce, key) == AESGCM(key).encrypt(nonce, message, ad)


@pytest.mark.parametrize("variant, vector", ENCRYPTION_VECTORS, ids=[f"{n}-{v['title']}" for n, v in ENCRYPTION_VECTORS])
def test_aegis_draft_vectors(layout: str, variant: str, vector: dict[str, bytes]) -> None:
    args = (vector["ad"], vector["nonce"], vector["key"])
    for tag_name, tag_bytes in (("tag128", 16), ("tag256", 32)):
        assert ENCRYPT_DETACHED[variant](vector["msg"], *args, tag_bytes) == (vector["ct"], vector[tag_name])
        assert DECRYPT_DETACHED[variant](vector["ct"], vector[tag_name], *args) == vector["msg"]


@pytest.mark.parametrize("name", list(COMBINED))
def test_aegis_against_libsodium_around_groups(layout: str, name: str) -> None:
    """Lengths around a group of 64 Updates (2,048 bytes for AEGIS-128L, 1,024 for AEGIS-256) and partial blocks,
    associated data across a group once; a forged tag refused."""
    encrypt, decrypt, sodium_encrypt, _, size = COMBINED[name]
    rate = 32 if size == 16 else 16
    for length, ad_length in ((1, 64 * rate + 7), (64 * rate - 1, 3), (64 * rate + 1, 0)):
        message, key, nonce, ad = (RNG.randbytes(n) for n in (length, size, size, ad_length))
        sealed = sodium_encrypt(message, ad, nonce, key)
        assert encrypt(message, ad, nonce, key) == sealed
        assert decrypt(sealed, ad, nonce, key) == message
    assert decrypt(sealed[:-1] + bytes([sealed[-1] ^ 1]), ad, nonce, key) is None


def test_key_schedule_words_match_bitsliced(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(aes_cipher, "WORDS", False)
    for key in [bytes(16), b"\xff" * 16, bytes(32), b"\xff" * 32] + [RNG.randbytes(n) for n in (16, 32) * 8]:
        assert aes_words.expand_key_words(key) == aes_cipher.expand_key(key)


def test_words_stay_below_2_63(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every value of the words path from instrumented inputs: the packed block words, the transpositions, the
    rounds; the round key words are checked by value (the key schedule's words are 4-bit values shifted by 3 at
    most, see `aes_words.expand_key_words`)."""
    real_words32 = aes_words._words32
    monkeypatch.setattr(aes_words, "_words32", lambda data: [Signed64(w) for w in real_words32(data)])
    other = RNG.randbytes(16)
    schedules = [aes_cipher.expand_key(b"\xff" * 16), aes_cipher.expand_key(other)]
    keys = aes_words.round_key_words(schedules, 128, c63=True)
    assert all(-(1 << 63) <= w < 1 << 63 for r in keys for group in r for w in group)
    blocks = b"\xff" * 16 * 64 + RNG.randbytes(16 * 64)
    states = aes_words.pack(blocks, 2)
    assert all(isinstance(w, Signed64) for state in states for w in state)
    assert any(w < 0 for state in states for w in state)  # the sign bit is a lane like the others
    bounded_keys = [[[Signed64(w) for w in group] for group in r] for r in keys]
    out = aes_words.encrypt_groups(states, bounded_keys)
    assert all(isinstance(w, Signed64) for state in out for w in state)
    assert aes_words.unpack(out, 128) == _ecb(b"\xff" * 16, blocks[:1024]) + _ecb(other, blocks[1024:])


@pytest.mark.slow  # instrumented ints: ~1.5 s per variant on CPython
@pytest.mark.parametrize("name", list(COMBINED))
def test_aegis_words_stay_below_2_63(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """AEGIS on machine words from instrumented packed words (state, messages, associated data): every result
    checked, the bytes libsodium's; a message of a group of 64 Updates (bit 63 of the keystream words, the sign)
    and a partial block after it."""
    encrypt, decrypt, sodium_encrypt, _, size = COMBINED[name]
    rate = 32 if size == 16 else 16
    real_words32 = aes_words._words32
    checked = 0

    def instrumented(data: bytes) -> list[int]:
        nonlocal checked
        checked += 1
        return [Signed64(w) for w in real_words32(data)]

    monkeypatch.setattr(aes_words, "_words32", instrumented)
    monkeypatch.setattr(aegis, "WORDS", True)
    message, key, nonce, ad = b"\xff" * (64 * rate + 5), RNG.randbytes(size), b"\xff" * size, b"\x80" * 5
    sealed = sodium_encrypt(message, ad, nonce, key)
    assert encrypt(message, ad, nonce, key) == sealed
    assert decrypt(sealed, ad, nonce, key) == message
    assert checked > 10
