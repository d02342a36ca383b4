"""PyPy's fixed-window multiplication: `comb.variable_base_ct` on machine-word limbs (`field_words`) instead of big
ints, for crypto_scalarmult_ed25519 and crypto_scalarmult_ristretto255 (`group.multiply_ct`).

Why: on PyPy every big-int result is an allocated rbigint, and the window's 252 doublings and 63 additions on
256-bit ints made `scalarmult_ristretto255` and `scalarmult_ed25519` slower on PyPy than on CPython (measured
~14 ms against ~13 ms a multiplication on the loaded 2-core VM, 2026-12-02); on limbs the JIT compiles the field
arithmetic to machine instructions. CPython keeps the big-int window (its `%`-free folds and bulk lane selection).

The same multiplication: the regular odd signed radix-16 digits of Joye and Tunstall (AFRICACRYPT 2009) of
k = scalar + L or scalar + 2 L, whichever is odd (`comb._select_ct`'s recoding: U = (k + 2^256 - 1) / 2 has
radix-16 digits u_i and d_i = 2 u_i - 15), Horner's rule from the top position: 4 doublings, then one addition of
[d_i] P (RFC 8032 section 5.1.4 group law, `edwards_words`: the doubling with E = -2XY, the cached addition),
starting from the identity plus the top position's entry (a 0 limb is no special case for machine words). The table is
`straus_words.point_index_entries` (P, 3P, ..., 15P in cached form (Y+X, Y-X, 2Z, 2dT), then their negatives in
reverse order: entry 8 + m is -(15 - 2m) P), so the entry of digit d_i = 2 u_i - 15 is entry u_i xor 8.

Secrets: the scalar and the point (an OPRF's H(password)). No branch, index or loop count depends on them: every
position reads every one of the 16 entries, each limb ANDed with a mask ((index xor e) - 1) >> 63 (all ones for the
wanted entry, 0 for the others: the comb's word selection, `comb_words`); the digits are read from the bytes of U
at offsets fixed by the position; the table is straight-line code. The point enters in randomized projective
coordinates (l X : l Y : l Z : l T) for a fresh uniform l != 0 (Coron, CHES 1999), as the big-int window's.

Bounds (PyPy's machine word, below 2^63 in magnitude: `field_words`' rules): every `mul` and `square` input is a
carried element or a sum or difference of two (the table's Y+X, Y-X and 2Z, a negated 2dT; the doubling's F = 2C +
G is carried first, -2XY is 0 minus a sum of two); a selected limb is one entry's limb (masks only pick); the digit
arithmetic works on bytes (< 2^16), digits (< 16) and their XOR minus 1 (in [-1, 14]), shifted by 63 to 0 or -1.
"""

from __future__ import annotations

import sys

from tweetnacl.fast.curve25519.edwards import Point
from tweetnacl.fast.curve25519.edwards_words import ONE_WORDS, ZERO_WORDS, CachedWords, add_cached_words, double_words
from tweetnacl.fast.curve25519.field import P, fe_random_nonzero
from tweetnacl.fast.curve25519.field_words import Limbs, from_limbs, to_limbs
from tweetnacl.fast.curve25519.scalar import L
from tweetnacl.fast.curve25519.straus_words import point_index_entries
from tweetnacl.fast.jit import allow_long_traces, compile_apart

__all__ = ["variable_base_words_ct"]

_WINDOW = 4
_POSITIONS = 64
"""`comb.VARIABLE_BASE_WINDOW` and `comb.VARIABLE_BASE_POSITIONS` (checked equal by the tests): k < 4 L < 2^256."""
_ENTRIES = 16
_LIMBS_PER_ENTRY = 40
_RECODING_OFFSET = (1 << (_WINDOW * _POSITIONS)) - 1
_DIGIT_BYTES = _WINDOW * _POSITIONS // 8 + 1
"""Bytes of U read: one more than it needs, so that every digit's two-byte read stays inside."""


def _limbs(words: list[int], start: int) -> Limbs:
    w = words
    s = start
    return (w[s], w[s + 1], w[s + 2], w[s + 3], w[s + 4], w[s + 5], w[s + 6], w[s + 7], w[s + 8], w[s + 9])


def _selected_entry(words: list[int], digits: bytes, position: int) -> CachedWords:
    """The cached entry of the digit at this (public) position: u_i read from two bytes of U at a public offset,
    entry u_i xor 8, every entry's limbs read and masked."""
    bit = _WINDOW * position
    byte = bit >> 3
    index = (((digits[byte] | digits[byte + 1] << 8) >> (bit & 7)) & 15) ^ 8
    selected = [0] * _LIMBS_PER_ENTRY
    for entry in range(_ENTRIES):
        take = ((index ^ entry) - 1) >> 63  # -1 for the wanted entry, 0 for every other
        base = entry * _LIMBS_PER_ENTRY
        for k in range(_LIMBS_PER_ENTRY):
            selected[k] |= words[base + k] & take
    return _limbs(selected, 0), _limbs(selected, 10), _limbs(selected, 20), _limbs(selected, 30)


def variable_base_words_ct(scalar: int, point: Point) -> Point:
    """[scalar] point for a secret 0 <= scalar < 2 L and a point of order L (which may be secret), as
    `comb.variable_base_ct` computes it, on limbs (see the module docstring). Coordinates returned in [0, p)."""
    blind = fe_random_nonzero()
    x, y, z, t = (to_limbs(coordinate * blind % P) for coordinate in point)
    table = point_index_entries((x, y, z, t))[0][2]  # the 16 cached entries: P .. 15P, then -15P .. -P
    words = [limb for entry in table for coordinate in entry for limb in coordinate]
    # Odd k as `comb._select_ct` makes it (L times 1 or 2, never 0), and the recoding's digit source U < 2^256.
    odd = scalar + (((scalar | 2) & 3) - 1) * L
    digits = ((odd + _RECODING_OFFSET) >> 1).to_bytes(_DIGIT_BYTES, "little")
    # The top position's entry added to the identity (no doublings before it), then Horner's rule.
    top_entry = _selected_entry(words, digits, _POSITIONS - 1)
    x, y, z, t = add_cached_words(ZERO_WORDS, ONE_WORDS, ONE_WORDS, ZERO_WORDS, top_entry)
    for position in range(_POSITIONS - 2, -1, -1):
        for _ in range(_WINDOW):
            x, y, z, t = double_words(x, y, z)
        x, y, z, t = add_cached_words(x, y, z, t, _selected_entry(words, digits, position))
    return (from_limbs(x), from_limbs(y), from_limbs(z), from_limbs(t))


if sys.implementation.name == "pypy":  # where `comb` runs this (`comb.WORD_SELECTION`)
    allow_long_traces()  # a doubling or an addition is thousands of recorded operations (`tweetnacl.fast.jit`)
    compile_apart(_selected_entry)  # its loops, inlined, were unrolled into the position's trace
