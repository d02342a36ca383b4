"""The tests of the primitives only `tweetnacl.fast` has, called through its modules: the ChaCha20 keystreams and
ChaCha20-Poly1305 / XChaCha20-Poly1305 (RFC 8439; draft-irtf-cfrg-xchacha), AEGIS-128L and AEGIS-256
(draft-irtf-cfrg-aegis-aead), AES-256-GCM and its GHASH (NIST SP 800-38D) and libsodium's secretstream
(crypto_secretstream_xchacha20poly1305). Fast only: the reference (TweetNaCl) has none of them.

Classes: the size class of the key's or nonce's words (`common.word_size_test`), the Hamming weight of AEGIS's and
AES-256-GCM's key bytes and the top bit plane of their nonces (their AES rounds are bit-sliced), AES-256-GCM keys
with zero bytes, GHASH keys H by byte weight and by size (H = AES_K(0^128) cannot be chosen through AES-256-GCM, so
those tests call `Ghash` itself), the size of secretstream's counter, and the byte at which a forged tag differs.
Every key, nonce, state and message is test data from the test's seeded generator.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any, Literal

from tweetnacl.leakcheck.cases.common import Pick, draw_until, flip_byte, word_size_test
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = ["AEAD_TAG_CHECKS", "TESTS", "ghash_key", "hamming_weight_byte", "nonce_top_plane", "secretstream_state"]


def _fast(module: str, name: str) -> Pick:
    """The function `name` of `tweetnacl.fast.<module>`, imported when the test is set up."""

    def pick(nacl: Any) -> Callable[..., object]:
        function: Callable[..., object] = getattr(importlib.import_module(f"tweetnacl.fast.{module}"), name)
        return function

    return pick


def hamming_weight_byte(rng: random.Random, heavy: bool) -> int:
    """A random byte with at most 2 bits set (heavy=False) or at least 6 (heavy=True)."""
    weights = (0, 1, 2) if not heavy else (6, 7, 8)
    return draw_until(lambda: rng.randrange(256), lambda byte: bin(byte).count("1") in weights)


def _aegis256_key_weight(nacl: Any, rng: random.Random) -> Prepared:
    """`tweetnacl.fast.aead.aegis` (fast only): AEGIS-256 encryption of a random 64-byte message, no associated
    data, random 32-byte nonce, under a key whose every byte has Hamming weight <= 2 (A) or >= 6 (B): the
    bit-sliced state's planes are then mostly zeros or mostly ones."""
    from tweetnacl.fast.aead import aegis

    def make(cls: int) -> Args:
        key = bytes(hamming_weight_byte(rng, cls == 1) for _ in range(32))
        return rng.randbytes(64), b"", rng.randbytes(32), key

    return aegis.aegis256_encrypt, make


def nonce_top_plane(rng: random.Random, length: int, heavy: bool) -> bytes:
    """A random nonce whose every byte is < 0x80 (heavy=False) or >= 0x80 (heavy=True): bit plane 7 of the
    bit-sliced nonce or counter blocks all zeros or all ones, the other seven planes random."""
    return bytes(byte & 0x7F | (0x80 if heavy else 0) for byte in rng.randbytes(length))


_NONCE_TOP_PLANE_CIPHERS = {
    "aegis128l": ("AEGIS-128L", "aegis", 16, 16),
    "aegis256": ("AEGIS-256", "aegis", 32, 32),
    "aes256gcm": ("AES-256-GCM", "aesgcm", 12, 32),
}
"""The bit-sliced AEADs of the nonce top-plane tests: (title, module under `tweetnacl.fast.aead`, nonce bytes, key
bytes); each module's function is `<name>_encrypt`."""


def _nonce_top_plane(cipher: str) -> Setup:
    """`tweetnacl.fast.aead.aegis` / `aesgcm` (fast only): AEGIS-128L, AEGIS-256 or AES-256-GCM encryption of a
    random 64-byte message, no associated data, random key, nonce from `nonce_top_plane`: the nonce's top bit plane
    is the top of any int that holds AEGIS's nonce frame alone, and plane 7 of GCM's bit-sliced counter blocks."""
    _, module, nonce_bytes, key_bytes = _NONCE_TOP_PLANE_CIPHERS[cipher]

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        encrypt = getattr(importlib.import_module(f"tweetnacl.fast.aead.{module}"), f"{cipher}_encrypt")
        return encrypt, lambda cls: (
            rng.randbytes(64), b"", nonce_top_plane(rng, nonce_bytes, cls == 1), rng.randbytes(key_bytes))

    return setup


def _aes256gcm_key(kind: Literal["weight", "zero_bytes"]) -> Setup:
    """`tweetnacl.fast.aead.aesgcm` (fast only): AES-256-GCM encryption of a random 64-byte message, no associated
    data, random 12-byte nonce, under a key whose bytes all have Hamming weight <= 2 (A) or >= 6 (B) ("weight": the
    bit-sliced key schedule's planes mostly zeros or mostly ones), or whose 32 bytes are half zero bytes (A: the
    first 16 zero, so round keys 0 and 2.. start from a zero block) or have no zero byte (B) ("zero_bytes")."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast.aead import aesgcm

        def key(cls: int) -> bytes:
            if kind == "weight":
                return bytes(hamming_weight_byte(rng, cls == 1) for _ in range(32))
            if cls == 0:
                return bytes(16) + rng.randbytes(16)
            return bytes(rng.randint(1, 255) for _ in range(32))

        return aesgcm.aes256gcm_encrypt, lambda cls: (rng.randbytes(64), b"", rng.randbytes(12), key(cls))

    return setup


def ghash_key(rng: random.Random, kind: Literal["weight", "size"], cls: int) -> bytes:
    """A 16-byte GHASH key H: "weight": every byte of Hamming weight <= 2 (A) or >= 6 (B); "size": as GCM's
    big-endian int, < 2^64 (A: its top 8 bytes zero, so every group of the 128-bit side is half zero) or >= 2^127
    (B)."""
    if kind == "weight":
        return bytes(hamming_weight_byte(rng, cls == 1) for _ in range(16))
    if cls == 0:
        return bytes(8) + rng.randbytes(8)
    return bytes([rng.randint(0x80, 0xFF)]) + rng.randbytes(15)


def _ghash(kind: Literal["weight", "size"]) -> Setup:
    """`tweetnacl.fast.mac.ghash` (fast only): GHASH under `ghash_key` of 64 random bytes and a length block (one
    4-block tree, one lane), as AES-256-GCM does for a 64-byte message."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast.mac import ghash

        def run(h: bytes, data: bytes) -> bytes:
            g = ghash.Ghash(h)
            g.update(data)
            g.update(bytes(8) + (512).to_bytes(8, "big"))
            return g.digest()

        return run, lambda cls: (ghash_key(rng, kind, cls), rng.randbytes(64))

    return setup


def secretstream_state(rng: random.Random, large_counter: bool) -> bytearray:
    """A libsodium secretstream state (key 32 || counter 4 || inonce 8 || pad 8) with a random key and inonce
    and a counter in [1, 2^30) (A: one CPython digit as an int) or [2^30, 2^32 - 1) (B: two digits; never the
    last value, whose increment wraps and rekeys)."""
    counter = rng.randrange(2**30, 2**32 - 1) if large_counter else rng.randrange(1, 2**30)
    return bytearray(rng.randbytes(32) + counter.to_bytes(4, "little") + rng.randbytes(8) + bytes(8))


def _secretstream_counter(nacl: Any, rng: random.Random) -> Prepared:
    """`tweetnacl.fast.aead.secretstream` (fast only): push of a random 64-byte message (TAG_MESSAGE, no associated
    data) from `secretstream_state`: the message counter is secret state, and push increments it."""
    from tweetnacl.fast.aead import secretstream

    return secretstream.push, lambda cls: (
        secretstream_state(rng, cls == 1), rng.randbytes(64), b"", secretstream.TAG_MESSAGE)


AEAD_TAG_CHECKS = {
    "chacha20poly1305_ietf": ("crypto_aead_chacha20poly1305_ietf", 12, 16),
    "xchacha20poly1305": ("crypto_aead_xchacha20poly1305_ietf", 24, 16),
    "aegis256": ("aegis256", 32, 32),
    "aes256gcm": ("aes256gcm", 12, 16),
}
"""The fast-only AEADs' tag checks: (function name prefix, nonce bytes, tag bytes)."""


def _aead_tag_check(kind: str) -> Setup:
    """`tweetnacl.fast.aead.chacha20poly1305` / `aegis` / `aesgcm` (fast only): decryption of a sealed random 64-byte message
    (random key and nonce, no associated data) whose tag is wrong at its first byte (A) or its last (B)."""
    prefix, nonce_bytes, tag_bytes = AEAD_TAG_CHECKS[kind]

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast.aead import aegis, aesgcm, chacha20poly1305

        module = {"aegis256": aegis, "aes256gcm": aesgcm}.get(kind, chacha20poly1305)
        encrypt, decrypt = getattr(module, f"{prefix}_encrypt"), getattr(module, f"{prefix}_decrypt")

        def make(cls: int) -> Args:
            key, nonce = rng.randbytes(32), rng.randbytes(nonce_bytes)
            sealed = encrypt(rng.randbytes(64), b"", nonce, key)
            return flip_byte(sealed, len(sealed) - tag_bytes if cls == 0 else len(sealed) - 1, rng), b"", nonce, key

        return decrypt, make

    return setup


_WORD_SIZE_CIPHERS: dict[str, tuple[str, str, str, Literal["stream", "aead"], int]] = {
    "stream_chacha20": ("ChaCha20 (original), 64 bytes", "stream.chacha20", "crypto_stream_chacha20", "stream", 8),
    "stream_chacha20_ietf": ("ChaCha20-IETF, 64 bytes", "stream.chacha20", "crypto_stream_chacha20_ietf", "stream", 12),
    "chacha20poly1305_ietf": ("ChaCha20-Poly1305-IETF, 64-byte message", "aead.chacha20poly1305",
                              "crypto_aead_chacha20poly1305_ietf_encrypt", "aead", 12),
    "xchacha20poly1305": ("XChaCha20-Poly1305, 64-byte message", "aead.chacha20poly1305",
                          "crypto_aead_xchacha20poly1305_ietf_encrypt", "aead", 24),
    "aes256gcm": ("AES-256-GCM, 64-byte message", "aead.aesgcm", "aes256gcm_encrypt", "aead", 12),
}
"""The fast-only ciphers of the word-size tests: (what, module under `tweetnacl.fast`, function, call, nonce bytes)."""


def _word_size(cipher: str, secret: Literal["key", "nonce"]) -> LeakTest:
    """`common.word_size_test` of the `secret`'s words for a cipher of `_WORD_SIZE_CIPHERS`, fast only."""
    what, module, function, call, nonce_bytes = _WORD_SIZE_CIPHERS[cipher]
    return word_size_test(f"{cipher}.{secret}_words", what, _fast(module, function), call, nonce_bytes, secret,
                          implementations=FAST_ONLY)


TESTS: tuple[LeakTest, ...] = (
    _word_size("stream_chacha20_ietf", "key"),
    _word_size("xchacha20poly1305", "key"),
    LeakTest("aegis256.key_weight", "AEGIS-256, 64-byte message; key bytes of Hamming weight <= 2 vs >= 6",
             _aegis256_key_weight, FAST_ONLY),
    LeakTest("aes256gcm.key_weight", "AES-256-GCM, 64-byte message; key bytes of Hamming weight <= 2 vs >= 6",
             _aes256gcm_key("weight"), FAST_ONLY),
    LeakTest("aes256gcm.key_zero_bytes", "AES-256-GCM, 64-byte message; key's first 16 bytes zero vs no zero byte",
             _aes256gcm_key("zero_bytes"), FAST_ONLY),
    LeakTest("ghash.h_weight", "GHASH of 64 bytes; H bytes of Hamming weight <= 2 vs >= 6", _ghash("weight"),
             FAST_ONLY),
    LeakTest("ghash.h_size", "GHASH of 64 bytes; H < 2^64 vs >= 2^127 (big-endian)", _ghash("size"), FAST_ONLY),
    _word_size("stream_chacha20", "nonce"),
    _word_size("stream_chacha20_ietf", "nonce"),
    _word_size("chacha20poly1305_ietf", "nonce"),
    _word_size("xchacha20poly1305", "nonce"),
    *(LeakTest(f"{cipher}.nonce_top_plane", f"{title}, 64-byte message; nonce bytes all < 0x80 vs all >= 0x80",
               _nonce_top_plane(cipher), FAST_ONLY)
      for cipher, (title, *_) in _NONCE_TOP_PLANE_CIPHERS.items()),
    _word_size("aes256gcm", "nonce"),
    LeakTest("secretstream.counter", "push, 64-byte message; state counter < 2^30 vs >= 2^30",
             _secretstream_counter, FAST_ONLY),
    LeakTest("chacha20poly1305_ietf.tag", "decrypt: wrong tag differing at byte 0 vs byte 15",
             _aead_tag_check("chacha20poly1305_ietf"), FAST_ONLY),
    LeakTest("xchacha20poly1305.tag", "decrypt: wrong tag differing at byte 0 vs byte 15",
             _aead_tag_check("xchacha20poly1305"), FAST_ONLY),
    LeakTest("aegis256.tag", "decrypt: wrong 32-byte tag differing at byte 0 vs byte 31", _aead_tag_check("aegis256"),
             FAST_ONLY),
    LeakTest("aes256gcm.tag", "decrypt: wrong tag differing at byte 0 vs byte 15", _aead_tag_check("aes256gcm"),
             FAST_ONLY),
)
"""The family's tests, in the order they run."""
