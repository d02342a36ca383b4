"""Poly1305 input classes that reach CPython's digit-level arithmetic (issue 18), for tools/callgrind_leakcheck.py.

Each entry of CLASSES is a setup in leakcheck's form, `setup(nacl, rng) -> (function, make)`, `make(0)` drawing
class A and `make(1)` class B; B is always a uniformly random key (and message) and A differs from it in one
property of the secret only:

- `r_digit{i}_zero`: the clamped r has its 30-bit digit i (bits 30i .. 30i + 29; CPython's digit size) zero;
  digit 4 is r's bits 120 .. 123, so digit 4 zero is r < 2^120.
- `r_digit{i}_small`: that digit (0 .. 3) is in [1, 2^8), non-zero after clamping.
- `r_below_2^60`: r < 2^60 (digits 2, 3, 4 zero).
- `r_digit1_zero_1000`: digit 1 zero, 1000-byte messages (the slot tree's levels, not only its first).
- `h_tail_zero_plus{c}p`: a 31-byte message, one block and a 15-byte tail, the tail chosen knowing the key such
  that the state after the first block, h = c_1 r mod p, plus c p (a multiple of p an implementation may hold h
  at: the fast code held it at h + p) plus the tail and its pad bit has its low two 30-bit digits (60 bits)
  zero. B: a random tail. This is the secret state steering a product whose other operand is r.

The keys are r || s with s random in both classes. Nothing here measures: the tool does, and the classes are
meant to become leakcheck tests once `tweetnacl.leakcheck` is restructured (see the notes of issue 18).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

P = (1 << 130) - 5
CLAMP = 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
DIGIT_BITS = 30
DIGIT_MASK = (1 << DIGIT_BITS) - 1

Args = tuple[Any, ...]
Setup = Callable[[Any, random.Random], tuple[Callable[..., object], Callable[[int], Args]]]


def digit(value: int, index: int) -> int:
    """30-bit digit `index` of value (CPython's digits on 64-bit builds)."""
    return (value >> (DIGIT_BITS * index)) & DIGIT_MASK


def clamped_r(key: bytes) -> int:
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

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], Callable[[int], Args]]:
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


def _below_2_60(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], Callable[[int], Args]]:
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
    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], Callable[[int], Args]]:
        def make(cls: int) -> Args:
            key, block = rng.randbytes(32), rng.randbytes(16)
            tail = zeroing_tail(key, block, multiple, rng) if cls == 0 else rng.randbytes(TAIL_BYTES)
            return block + tail, key

        return nacl.lowlevel.crypto_onetimeauth, make

    return setup


CLASSES: dict[str, tuple[str, Setup]] = {
    **{
        f"onetimeauth.r_digit{i}_zero": (
            f"r's 30-bit digit {i} zero vs random r; 64-byte message",
            _digit_class(i, False, 64),
        )
        for i in range(5)
    },
    **{
        f"onetimeauth.r_digit{i}_small": (
            f"r's digit {i} in [1, 2^8) vs random r; 64-byte message",
            _digit_class(i, True, 64),
        )
        for i in range(4)  # digit 4 (bits 120 .. 123) is below 2^4 in every clamped r
    },
    "onetimeauth.r_below_2^60": ("r < 2^60 vs random r; 64-byte message", _below_2_60),
    "onetimeauth.r_digit1_zero_1000": ("r's digit 1 zero vs random r; 1000-byte message", _digit_class(1, False, 1000)),
    **{
        f"onetimeauth.h_tail_zero_plus{c}p": (
            f"31 bytes, tail making h + {c}p + tail + pad = 0 mod 2^60 vs random tail",
            _tail_class(c),
        )
        for c in range(3)
    },
}
"""name -> (what classes A and B are, setup)."""
