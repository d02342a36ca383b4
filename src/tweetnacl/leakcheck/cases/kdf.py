"""The tests of key derivation and HMAC beyond NaCl: HKDF (RFC 5869; `hkdf`, both implementations' objects),
libsodium's BLAKE2b KDF (crypto_kdf_derive_from_key), HMAC-SHA-256 / -SHA-512 through the PyNaCl layer's bindings
(one-shot and multi-part), the deprecated edwards25519sha512batch signing, and the constant-time comparison and subtraction sodium_compare / sodium_sub.

Classes: two random keys differing in one property a careless implementation would show: a key whose first 16
bytes are zero (a run of zero CPython digits, were the key ever an int; fewer set bits for a bitwise loop) against a
uniformly random one; for the comparisons, where two equal-length numbers first differ (the top byte or the bottom
one: a loop that stops at the first difference from either end would show it), with the same result in both classes.
The bindings exist once: those tests run on `fast` only. Every key is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = ["TESTS", "key_with_zero_half"]


def key_with_zero_half(rng: random.Random, length: int, zero: bool) -> bytes:
    """A random `length`-byte key; with `zero`, its first 16 bytes are 0."""
    key = rng.randbytes(length)
    return bytes(16) + key[16:] if zero else key


def _keyed(pick: Callable[[Any], Callable[..., object]], key_length: int,
           arguments: Callable[[bytes, random.Random], Args]) -> Setup:
    """`pick(nacl)` on `arguments(key, rng)`, the key with its first 16 bytes zero (A) or random (B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        return pick(nacl), lambda cls: arguments(key_with_zero_half(rng, key_length, cls == 0), rng)

    return setup


def _bindings() -> Any:
    from tweetnacl.pynacl import bindings

    return bindings


def _hmac_multipart(kind: str) -> Callable[[bytes, bytes], bytes]:
    bindings = _bindings()
    init, update, final = (getattr(bindings, f"crypto_auth_{kind}_{step}") for step in ("init", "update", "final"))

    def mac(key: bytes, message: bytes) -> bytes:
        state = init(key)
        update(state, message)
        tag: bytes = final(state)
        return tag

    return mac


def _clamped(key: bytes) -> bytes:
    """A 64-byte edwards25519sha512batch secret key as its key pair function makes them: the scalar half clamped."""
    scalar = bytearray(key[:32])
    scalar[0] &= 248
    scalar[31] = (scalar[31] & 127) | 64
    return bytes(scalar) + key[32:]


def _differing(pick: Callable[[], Callable[..., object]], length: int) -> Setup:
    """`pick()`(x, y) for random `length`-byte x > y (little-endian) that differ from byte 0 up (A: only byte 0
    differs) or only at the top byte (B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            y = bytearray(rng.randbytes(length))
            index = 0 if cls == 0 else length - 1
            y[index] = rng.randrange(0, 255)
            x = bytearray(y)
            x[index] = rng.randrange(y[index] + 1, 256)
            return bytes(x), bytes(y)

        return pick(), make

    return setup


TESTS: tuple[LeakTest, ...] = (
    LeakTest("hkdf.sha256.key_material", "64-byte key material, first 16 bytes zero vs random; 64 bytes out",
             _keyed(lambda nacl: nacl.hkdf.sha256, 64, lambda key, rng: (key, rng.randbytes(16), b"info", 64))),
    LeakTest("hkdf.sha256.expand.prk", "32-byte prk, first 16 bytes zero vs random; 64 bytes out",
             _keyed(lambda nacl: nacl.hkdf.sha256.expand, 32, lambda key, rng: (key, b"info", 64))),
    LeakTest("hkdf.sha512.expand.prk", "64-byte prk, first 16 bytes zero vs random; 128 bytes out",
             _keyed(lambda nacl: nacl.hkdf.sha512.expand, 64, lambda key, rng: (key, b"info", 128))),
    LeakTest("crypto_kdf_derive_from_key.key", "32-byte master key, first 16 bytes zero vs random; 32-byte subkey",
             _keyed(lambda nacl: _bindings().crypto_kdf_derive_from_key, 32,
                    lambda key, rng: (32, rng.getrandbits(64), b"Examples", key)), FAST_ONLY),
    LeakTest("crypto_auth_hmacsha256.key", "32-byte key, first 16 bytes zero vs random; 64-byte message",
             _keyed(lambda nacl: _bindings().crypto_auth_hmacsha256, 32,
                    lambda key, rng: (rng.randbytes(64), key)), FAST_ONLY),
    LeakTest("crypto_auth_hmacsha256_init.long_key", "100-byte key (hashed first), first 16 bytes zero vs random",
             _keyed(lambda nacl: _hmac_multipart("hmacsha256"), 100, lambda key, rng: (key, rng.randbytes(64))),
             FAST_ONLY),
    LeakTest("crypto_auth_hmacsha512_init.key", "32-byte key, first 16 bytes zero vs random; multi-part",
             _keyed(lambda nacl: _hmac_multipart("hmacsha512"), 32, lambda key, rng: (key, rng.randbytes(64))),
             FAST_ONLY),
    LeakTest("crypto_sign_edwards25519sha512batch.sk",
             "secret key whose scalar half has its low 16 bytes zero vs random; 64-byte message",
             _keyed(lambda nacl: _bindings().crypto_sign_edwards25519sha512batch, 64,
                    lambda key, rng: (rng.randbytes(64), _clamped(key))), FAST_ONLY),
    LeakTest("sodium_compare", "24-byte x > y differing only at byte 0 vs only at byte 23",
             _differing(lambda: _bindings().sodium_compare, 24), FAST_ONLY),
    LeakTest("sodium_sub", "24-byte x > y differing only at byte 0 vs only at byte 23",
             _differing(lambda: _bindings().sodium_sub, 24), FAST_ONLY),
)
