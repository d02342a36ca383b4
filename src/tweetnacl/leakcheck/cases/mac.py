"""The tests of the message authentication codes and byte comparisons: Poly1305 (onetimeauth; D. J. Bernstein, "The
Poly1305-AES message-authentication code", FSE 2005, r clamped as RFC 8439 section 2.5), HMAC-SHA-512-256 (auth,
NaCl's crypto_auth), the 32-byte comparisons verify and crypto_verify_32 through the public API on both
implementations, and SipHash-2-4 (J.-P. Aumasson, D. J. Bernstein, "SipHash: a fast short-input PRF", INDOCRYPT
2012) through `tweetnacl.fast.mac.siphash`, fast only.

Classes: the size of the key's halves or words, and the byte at which a forged tag differs; for Poly1305 also
what CPython's digit-level arithmetic could see (30-bit digits on 64-bit builds): a zero or small digit of r,
r < 2^60, and a message tail chosen, knowing the key, so that the state plus the tail has zero low digits; these
are meant for `tools/callgrind_leakcheck.py` (instructions per C function), where a few instructions show. Every
key and message is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tweetnacl.fast.mac.poly1305 import CLAMP, P
from tweetnacl.leakcheck.cases.common import Pick, flip_byte
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = ["TESTS", "clamped_r", "digit", "key_with_r", "siphash_key", "zeroing_tail"]


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


DIGIT_BITS = 30
DIGIT_MASK = (1 << DIGIT_BITS) - 1

def digit(value: int, index: int) -> int:
    """30-bit digit `index` of value (CPython's digits on 64-bit builds)."""
    return (value >> (DIGIT_BITS * index)) & DIGIT_MASK


def clamped_r(key: bytes) -> int:
    """r of a Poly1305 key, clamped (RFC 8439 section 2.5)."""
    return int.from_bytes(key[:16], "little") & CLAMP


def key_with_r(rng: random.Random, keep: Callable[[int], bool], shape: Callable[[int], int]) -> bytes:
    """A random key whose r, after `shape` (which clears or sets bits of the little-endian r half before
    clamping), satisfies `keep` once clamped; s is random."""
    while True:
        r = shape(int.from_bytes(rng.randbytes(16), "little")) & CLAMP
        if keep(r):
            return r.to_bytes(16, "little") + rng.randbytes(16)


def _digit_class(index: int, small: bool, length: int) -> Setup:
    low = DIGIT_BITS * index
    digit_bits = DIGIT_MASK << low

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def shape(r: int) -> int:
            r &= ~digit_bits
            if small:
                r |= rng.randrange(1, 256) << low
            return r

        def keep(r: int) -> bool:
            return digit(r, index) != 0 if small else True

        def make(cls: int) -> Args:
            key = key_with_r(rng, keep, shape) if cls == 0 else rng.randbytes(32)
            return rng.randbytes(length), key

        return nacl.lowlevel.crypto_onetimeauth, make

    return setup


def _below_2_60(nacl: Any, rng: random.Random) -> Prepared:
    def make(cls: int) -> Args:
        key = key_with_r(rng, lambda r: True, lambda r: r & ((1 << 60) - 1)) if cls == 0 else rng.randbytes(32)
        return rng.randbytes(64), key

    return nacl.lowlevel.crypto_onetimeauth, make


TAIL_BYTES = 15
ZERO_LOW_BITS = 2 * DIGIT_BITS


def zeroing_tail(key: bytes, block: bytes, multiple: int, rng: random.Random) -> bytes:
    """A 15-byte tail t such that h + multiple * p + t + 2^120, with h = (block + 2^128) r mod p the state after
    the 16-byte block, is 0 mod 2^60 (its low two 30-bit digits zero); t's higher 60 bits are random."""
    h = (int.from_bytes(block, "little") + (1 << 128)) * clamped_r(key) % P
    low = -(h + multiple * P + (1 << (8 * TAIL_BYTES))) % (1 << ZERO_LOW_BITS)
    tail = low + (rng.getrandbits(8 * TAIL_BYTES - ZERO_LOW_BITS) << ZERO_LOW_BITS)
    return tail.to_bytes(TAIL_BYTES, "little")


def _tail_class(multiple: int) -> Setup:
    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            key, block = rng.randbytes(32), rng.randbytes(16)
            tail = zeroing_tail(key, block, multiple, rng) if cls == 0 else rng.randbytes(TAIL_BYTES)
            return block + tail, key

        return nacl.lowlevel.crypto_onetimeauth, make

    return setup


_DIGIT_TESTS = (
    *(LeakTest(f"onetimeauth.r_digit{i}_zero", f"r's 30-bit digit {i} zero vs random r; 64-byte message",
               _digit_class(i, False, 64)) for i in range(5)),
    # digit 4 (bits 120 .. 123) is below 2^4 in every clamped r: no "small" class for it
    *(LeakTest(f"onetimeauth.r_digit{i}_small", f"r's digit {i} in [1, 2^8) vs random r; 64-byte message",
               _digit_class(i, True, 64)) for i in range(4)),
    LeakTest("onetimeauth.r_below_2^60", "r < 2^60 vs random r; 64-byte message", _below_2_60),
    LeakTest("onetimeauth.r_digit1_zero_1000", "r's digit 1 zero vs random r; 1000-byte message",
             _digit_class(1, False, 1000)),
    *(LeakTest(f"onetimeauth.h_tail_zero_plus{c}p",
               f"31 bytes, tail making h + {c}p + tail + pad = 0 mod 2^60 vs random tail", _tail_class(c))
      for c in range(3)),
)  # fmt: skip
"""CPython's digit-level arithmetic: a zero or small 30-bit digit of r, a short r, a state with zero low digits."""


TESTS: tuple[LeakTest, ...] = (
    LeakTest("onetimeauth.r_size", "key r < 2^120 vs >= 2^120; 64-byte message", _onetimeauth_key(15)),
    LeakTest("onetimeauth.s_size", "key s < 2^120 vs >= 2^120; 64-byte message", _onetimeauth_key(31)),
    *_DIGIT_TESTS,
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
