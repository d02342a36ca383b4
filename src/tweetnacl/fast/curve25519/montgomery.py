"""Fast X25519 on Python ints (RFC 7748 section 5): the Montgomery ladder, and the base-point multiplication.

`crypto_scalarmult(n, p)` returns the same 32 bytes as TweetNaCl's `crypto_scalarmult`:
the scalar is clamped (RFC 7748 section 5, decodeScalar25519), the top bit of u is ignored and a
non-canonical u (p <= u < 2^255) is reduced, and there is no all-zero check: a small-order u gives
32 zero bytes (libsodium reports an error there instead).

Shape: the Montgomery ladder of RFC 7748 section 5, one flat loop of exactly 255 steps over the
clamped scalar's bits 254..0, field elements as plain ints (`field`), one blinded inversion at
the end (`fe_invert_blinded`). The loop count and the sequence of operations never depend on the scalar:
the only secret-dependent values are the masks of the conditional selection, and they are built so that
CPython runs the same code path on the same operand lengths for either bit.

Residual timing: CPython's big-int operations take time that depends on the size of their operands
(leading zero digits are trimmed), which no pure-Python code can fully avoid; this module keeps every
value non-negative, never lets a secret choose between a zero and a non-zero operand, and has no secret
branch, index, loop count or variable-time algorithm on unblinded data.

`crypto_scalarmult_base(n)` (libsodium's and TweetNaCl's base-point X25519) is not the ladder on u = 9: it is the
constant-time comb of `comb` on the Edwards base point (a precomputed table: no doublings), mapped to u by
RFC 7748 section 4.1's birational map with a blinded inversion.

Bounds relied on: written down in `crypto_scalarmult` (every state value below p at the start of a step, every
intermediate below 2^544 before its fold); `crypto_scalarmult_base` gets coordinates <= 2p from the comb.
"""

from __future__ import annotations

import sys
from itertools import repeat
from operator import mul, sub

from tweetnacl.fast.curve25519.comb import fixed_base_ct
from tweetnacl.fast.curve25519.field import MASK255, MONTGOMERY_A, P, fe_from_bytes, fe_invert_blinded, fe_random_nonzero, fe_to_bytes
from tweetnacl.fast.curve25519.montgomery_words import ladder_words
from tweetnacl.fast.jit import allow_long_traces
from tweetnacl.fast.curve25519.scalar import clamp_scalar
from tweetnacl.fast.curve25519.select import MASK_BASE, MASK_SLOPE, SELECT_GUARD

__all__ = ["crypto_scalarmult", "crypto_scalarmult_base"]

_A24 = (MONTGOMERY_A - 2) // 4
"""(A - 2) / 4 = 121665 (RFC 7748 section 5)."""

_P_TIMES_2 = 2 * P
_P_TIMES_256 = 256 * P
"""Multiples of p added before each subtraction, larger than anything subtracted (2p > every state
value, 256p > every once-folded value, < 2^262.5). Why: the difference stays non-negative (bitwise
operations on negative ints take another code path), and the minuend's top 30-bit digit always
exceeds the subtrahend's, so CPython's magnitude comparison in subtraction stops at the top digit
whatever the secret values."""


def _crypto_scalarmult_bigints(n: bytes, p: bytes) -> bytes:
    """X25519(n, p) as TweetNaCl: clamp n, mask the top bit of p, no all-zero check (RFC 7748 section 5).

    Ladder layout (RFC 7748 section 5, rearranged so that one selection replaces both swaps):
    the pair (xd, zd) always receives the doubling and (xa, za) the differential addition.
    Starting from R0 = (1, 0) in the doubling slot and R1 = (u, 1) (randomized: (l u, l)) in the addition
    slot, the point to double at bit t is R_{k_t}, and after step t the doubling slot holds the new R_{k_t}.
    So the point to double sits in the addition slot iff k_t != k_{t+1}: the selection takes the addition
    slot for k_t XOR k_{t+1} = 1 (k_255 = 0 after clamping); and since k_0 = 0 after clamping, R0 ends in the
    doubling slot: no final swap.
    The differential addition is symmetric in its two inputs, so it needs no selection at all.

    Bounds (all values are non-negative ints; fold(x) = (x & (2^255 - 1)) + 19 * (x >> 255) is
    congruent to x mod p and maps x < 2^m to below 2^255 + 19 * 2^(m - 255)):
    - state xd, zd, xa, za < p (each step ends with `% p`)
    - A, C < 2p < 2^256; B, D < 3p < 2^256.6 (2p added before subtracting)
    - DA, CB, AA, BB: folds of products < 2^513.2, so < 2^262.5 (nine 30-bit CPython digits, as p)
    - S = DA + CB < 2^263.5; M = DA - CB + 256p < 2^263.6; E = AA - BB + 256p < 2^263.6
    - AA + a24 * E < 2^280.5; every product is below 2^544, its fold below 2^294, then `% p`.
    """
    mask255 = MASK255
    prime = P
    a24 = _A24
    two_p = _P_TIMES_2
    offset = _P_TIMES_256
    k = clamp_scalar(n)
    # Bit t of `selects` is k_t XOR k_{t+1}: 1 where the point to double is in the addition slot.
    selects = k ^ (k >> 1)
    # RFC 7748 section 5: u is taken mod p (non-canonical u accepted, as TweetNaCl does).
    x1 = fe_from_bytes(p) % prime
    # R1 = (u : 1) in randomized projective coordinates (l u : l), l a fresh uniform non-zero (Coron, CHES
    # 1999): the ladder's values are then random on every call, also for a fixed (scalar, u).
    za = fe_random_nonzero()
    xd, zd, xa = 1, 0, x1 * za % prime
    guard = SELECT_GUARD
    # One ASCII digit per step, bits 254..0 (bit 254 of `selects` is 1, so exactly 255 of them), turned
    # into the selection masks by two `map`s (C loops): digit * slope - base.
    digits = format(selects, "0255b").encode()
    for mask in map(sub, map(mul, digits, repeat(MASK_SLOPE)), repeat(MASK_BASE)):
        a = xd + zd
        b = xd + two_p - zd
        c = xa + za
        d = xa + two_p - za
        # Differential addition (RFC 7748 section 5: DA, CB, x_3, z_3), symmetric in the slots.
        da = d * a
        da = (da & mask255) + 19 * (da >> 255)
        cb = c * b
        cb = (cb & mask255) + 19 * (cb >> 255)
        s = da + cb
        s *= s
        # A fold leaves < 2^292; `% p` on that short value costs less than a second fold and
        # brings the state back below p, where the bounds above start again.
        xa = ((s & mask255) + 19 * (s >> 255)) % prime
        m = da + offset - cb
        m *= m
        m = x1 * ((m & mask255) + 19 * (m >> 255))
        za = ((m & mask255) + 19 * (m >> 255)) % prime
        # Doubling (AA, BB, E, x_2, z_2) of the selected slot: select (A, B) or (C, D) by mask
        # (guard bit set, then XOR-select: the guard leaves with the mask 2^257, see SELECT_GUARD).
        a |= guard
        a ^= (a ^ c) & mask
        b |= guard
        b ^= (b ^ d) & mask
        aa = a * a
        aa = (aa & mask255) + 19 * (aa >> 255)
        bb = b * b
        bb = (bb & mask255) + 19 * (bb >> 255)
        e = aa + offset - bb
        xd = aa * bb
        xd = ((xd & mask255) + 19 * (xd >> 255)) % prime
        zd = e * (aa + a24 * e)
        zd = ((zd & mask255) + 19 * (zd >> 255)) % prime
    # zd = 0 exactly for a small-order u (public), where TweetNaCl's inv25519(0) = 0 gives 32 zero bytes.
    return fe_to_bytes(xd * fe_invert_blinded(zd))


def _crypto_scalarmult_words(n: bytes, p: bytes) -> bytes:
    """PyPy's X25519(n, p): the ladder of `_crypto_scalarmult_bigints` (same selection digits, same randomized
    start, same final blinded inversion) with its field arithmetic on machine-word limbs (`montgomery_words`)."""
    k = clamp_scalar(n)
    digits = format(k ^ (k >> 1), "0255b").encode()
    xd, zd = ladder_words(digits, fe_from_bytes(p) % P, fe_random_nonzero())
    return fe_to_bytes(xd * fe_invert_blinded(zd))


LADDER_WORDS = sys.implementation.name == "pypy"
"""Whether X25519 runs its ladder on machine-word limbs (`montgomery_words`: PyPy, measured faster there) or on
big ints (CPython, whose operation shapes are the measured ones): chosen at import, tests force either."""
crypto_scalarmult = _crypto_scalarmult_words if LADDER_WORDS else _crypto_scalarmult_bigints
"""X25519(n, p) as TweetNaCl: clamp n, mask the top bit of p, no all-zero check (RFC 7748 section 5)."""
if LADDER_WORDS:
    allow_long_traces()  # the words ladder is slower than the big ints without it (`montgomery_words`)


def crypto_scalarmult_base(n: bytes) -> bytes:
    """X25519(n, 9) (RFC 7748 section 5): [clamp(n)] B on Edwards, then u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y)
    (RFC 7748 section 4.1). Never the identity (clamped scalars are not multiples of L), so Z - Y != 0;
    2p added keeps Z - Y non-negative (Y <= 2p, `fixed_base_ct`)."""
    _, y, z, _ = fixed_base_ct(clamp_scalar(n))
    u = (z + y) * fe_invert_blinded(z + 2 * P - y) % P
    return u.to_bytes(32, "little")
