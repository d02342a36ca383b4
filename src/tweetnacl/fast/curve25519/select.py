"""Constant-time choice and equality on Python ints: the guarded selection masks of the Curve25519 family.

One home for the masks that the X25519 ladder (`montgomery`), Barrett's reduction mod L (`scalar`), the
constant-time point decoding (`edwards`) and Elligator 2 (`group`) build their choices from: the job of ref10's and
libsodium's fe25519_cmov, done with CPython's ints. No spec section of its own (RFC 7748 section 5 and RFC 8032
section 5.1.3 leave the constant-time choice to the implementation).

Secrets: the bit that decides and both values may be secret. Nothing here branches on them, indexes by them,
stops early on them, or lets them make an operand 0, 1 or negative: a mask is made from an ASCII digit ('0' or
'1', 48 or 49), never 0 / -1 (`0 & x` and `-1 & x` are two different CPython paths), and a guard bit above the
values keeps every AND non-zero and of one length.

Bounds: the values chosen between are below 2^257 (`SELECT_GUARD`: the ladder's A, C < 2p and B, D < 3p, field
elements and Barrett's remainders below that); `equal_ct` compares values below 2^256.
"""

from __future__ import annotations

import hmac

__all__ = ["MASK_BASE", "MASK_SLOPE", "SELECT_GUARD", "choose_ct", "equal_ct"]

SELECT_GUARD = 1 << 257
"""A bit above every value a selection sees (all below 2^257). Why: the selection `a |= guard; a ^= (a ^ c) & mask`
has `a ^ c` >= 2^257 and `mask` in {2^257, 2^258 - 1}, so the AND is never 0 (`x & 0` and `0 ^ x` take CPython's
short paths) and has the same length for either bit; the mask 2^257 only strips the guard again."""

MASK_SLOPE = SELECT_GUARD - 1
"""The slope of the masks: see MASK_BASE."""
MASK_BASE = 48 * MASK_SLOPE - SELECT_GUARD
"""mask = digit * slope - base for an ASCII digit of the bits: '0' (48) -> 2^257, '1' (49) -> 2^258 - 1.
Both operands of each step are non-zero and of fixed length (a mask built as 0 / -1 would run
`0 & x` and `-1 & x`, two different CPython paths)."""


def choose_ct(take_second: int, first: int, second: int) -> int:
    """`second` if take_second (0 or 1) else `first`, for 0 <= first, second < 2^257, by the guarded mask (see
    SELECT_GUARD): an ASCII digit times a slope, so both masks and every operand are non-zero and of one length
    whichever is taken."""
    mask = (48 + take_second) * MASK_SLOPE - MASK_BASE
    guarded = first | SELECT_GUARD
    return guarded ^ (guarded ^ second) & mask


def equal_ct(a: int, b: int) -> int:
    """1 if a = b else 0, for 0 <= a, b < 2^256, by `hmac.compare_digest` on fixed-length encodings (CPython's int
    `==` stops at the first differing digit)."""
    return int(hmac.compare_digest(a.to_bytes(32, "little"), b.to_bytes(32, "little")))
