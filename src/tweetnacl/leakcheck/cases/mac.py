"""The tests of the message authentication codes and byte comparisons: Poly1305 (onetimeauth; D. J. Bernstein, "The
Poly1305-AES message-authentication code", FSE 2005, r clamped as RFC 8439 section 2.5), HMAC-SHA-512-256 (auth,
NaCl's crypto_auth), the 32-byte comparisons verify and crypto_verify_32 through the public API on both
implementations, and SipHash-2-4 (J.-P. Aumasson, D. J. Bernstein, "SipHash: a fast short-input PRF", INDOCRYPT
2012) through `tweetnacl.fast.mac.siphash`, fast only.

Classes: the size of the key's halves or words, and the byte at which a forged tag differs. Every key and message
is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tweetnacl.leakcheck.cases.common import Pick, flip_byte
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = ["TESTS", "siphash_key"]


def _onetimeauth_key(byte: int) -> Setup:
    """onetimeauth of a random 64-byte message under a random key whose 16-byte half containing `byte` is
    below 2^120 (A: that byte's bits clear) or at least 2^120 (B). Byte 15: r (clamped: its low nibble is
    what stays), byte 31: s."""
    keep = 0x0F if byte == 15 else 0xFF

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            key = bytearray(rng.randbytes(32))
            if cls == 0:
                key[byte] &= ~keep & 0xFF
            else:
                key[byte] = (key[byte] & ~keep & 0xFF) | rng.randint(1, keep)
            return rng.randbytes(64), bytes(key)

        return nacl.lowlevel.crypto_onetimeauth, make

    return setup


def siphash_key(rng: random.Random, large: bool) -> bytes:
    """A random 16-byte SipHash key whose two little-endian 64-bit words are both < 2^30 (large=False: one
    CPython digit each when unpacked) or both >= 2^60 (large=True: three digits)."""
    words = [rng.getrandbits(30) if not large else rng.getrandbits(64) | rng.randint(1, 15) << 60 for _ in (0, 1)]
    return b"".join(word.to_bytes(8, "little") for word in words)


def _siphash_key_words(nacl: Any, rng: random.Random) -> Prepared:
    """`tweetnacl.fast.mac.siphash` (fast only): SipHash-2-4 of a random 16-byte message under `siphash_key`."""
    from tweetnacl.fast.mac import siphash

    return siphash.siphash24, lambda cls: (rng.randbytes(16), siphash_key(rng, cls == 1))


def _mac_tag_check(pick_mac: Callable[[Any], Callable[..., bytes]], pick_verify: Pick, tag_bytes: int) -> Setup:
    """`pick_verify` of a random 64-byte message, random 32-byte key and the message's tag (`pick_mac`) made wrong
    at its first byte (A) or its last, byte `tag_bytes` - 1 (B): what a check that stops at the first difference
    would show."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        mac = pick_mac(nacl)

        def make(cls: int) -> Args:
            key = rng.randbytes(32)
            message = rng.randbytes(64)
            return flip_byte(mac(message, key), 0 if cls == 0 else tag_bytes - 1, rng), message, key

        return pick_verify(nacl), make

    return setup


def _comparison_check(pick: Pick) -> Setup:
    """`pick`(x, y) of random 32 bytes x and y = x wrong at its first byte (A) or its last (B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            x = rng.randbytes(32)
            rng.randbytes(64)  # unused; drawn, as the tag checks draw their message, so a seed gives its old inputs
            return x, flip_byte(x, 0 if cls == 0 else 31, rng)

        return pick(nacl), make

    return setup


TESTS: tuple[LeakTest, ...] = (
    LeakTest("onetimeauth.r_size", "key r < 2^120 vs >= 2^120; 64-byte message", _onetimeauth_key(15)),
    LeakTest("onetimeauth.s_size", "key s < 2^120 vs >= 2^120; 64-byte message", _onetimeauth_key(31)),
    LeakTest("siphash24.key_words", "16-byte message; both 64-bit key words < 2^30 vs >= 2^60", _siphash_key_words,
             FAST_ONLY),
    LeakTest("onetimeauth_verify.tag", "wrong tag differing at byte 0 vs byte 15",
             _mac_tag_check(lambda nacl: nacl.lowlevel.crypto_onetimeauth,
                            lambda nacl: nacl.lowlevel.crypto_onetimeauth_verify, 16)),
    LeakTest("auth.verify.tag", "wrong 32-byte tag differing at byte 0 vs byte 31",
             _mac_tag_check(lambda nacl: nacl.auth, lambda nacl: nacl.auth.verify, 32)),
    LeakTest("verify", "32 bytes differing at byte 0 vs byte 31", _comparison_check(lambda nacl: nacl.verify)),
    LeakTest("crypto_verify_32", "32 bytes differing at byte 0 vs byte 31",
             _comparison_check(lambda nacl: nacl.lowlevel.crypto_verify_32)),
)
"""The family's tests, in the order they run."""
