"""Constant-time scalar multiplication on edwards25519 for secret scalars: the fixed-base comb over a precomputed
table of odd multiples of B, and the fixed window over a per-call table of odd multiples of any point of order L.

Both recode the scalar (plus L or 2 L, whichever is odd) into odd signed radix-2^w digits (Joye and Tunstall,
"Exponent recoding and regular exponentiation algorithms", AFRICACRYPT 2009), so no digit is 0 and no table entry
is the identity; both read their tables in one layout (lanes of 256 bits in big ints, `_LaneTable`; on PyPy the
comb reads a machine-word copy instead, `comb_words`, see WORD_SELECTION) by the same constant-time selection over
every entry (`_select_ct`), and add the selected entries by one mixed addition (RFC 8032 section 5.1.4 with Z2 = 1,
`_add_halved_niels_ct`). `fixed_base_ct` serves Ed25519's key generation
and signing (RFC 8032 sections 5.1.5 and 5.1.6), X25519's base-point multiplication (RFC 7748 section 5, through
`montgomery`) and the group API's base-point multiplication and blinding (`group`); `variable_base_ct` serves
crypto_scalarmult_ed25519 on any other point.

Secrets: the scalar is secret (and so is the point it gives). No branch, index, loop count or early exit depends
on it; every table read touches every entry; no operand is 0 or 1 (odd digits, no 0 coordinate in a table) or
negative (multiples of p added before each subtraction, `_comb_offsets`, `_window_offsets`); the big ints of the
selection have lengths fixed by a guard lane, and those of the digit spreading by guard bits
(`_digit_spread_steps`); table coordinates are stored plus p, so that none has a short lane or spans lengths by
its value (`_halved_niels_vartime`); each multiplication starts from randomized projective coordinates
(`_randomized_start`). The comb's table is built once from B; the window's per call from its point, which may be
secret (`group.scalarmult` on H(password) in an OPRF): from a copy of the point in randomized projective
coordinates, so the table's group operations and reductions see values that are random per call, and with the
one inversion blinded (`edwards.to_niels_batch`).

Bounds relied on: products are folded, fold(v) = (v mod 2^255) + 19 floor(v / 2^255), congruent to v mod p since
2^255 = 19 mod p (two to three times cheaper than % on CPython); table coordinates are in (p, 2p); the comb's
coordinates are <= 2p at the start of each cycle of three additions, the window's below the bound that
`_window_offsets` iterates to (< 2^256); every offset is the smallest multiple of p at least its subtrahend's
bound, computed at import from integer bounds on every value. Scalars: below 2^256 for the comb (larger ones are
reduced first), below 2 L for the window (`group` gives it t mod L + L); the recoded k is below 2^(w n) + 1
(`_digit_positions`).

Geometry (public: leakcheck builds its inputs from it): `FIXED_BASE_WINDOW` = 6 and `FIXED_BASE_POSITIONS` = 43,
`VARIABLE_BASE_WINDOW` = 4 and `VARIABLE_BASE_POSITIONS` = 64.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterator
from itertools import repeat
from operator import and_, or_, xor
from typing import Literal

from tweetnacl.fast.curve25519.comb_words import WordTable, selected_entries_words
from tweetnacl.fast.curve25519.edwards import (
    BASE, Niels, Point, odd_multiples_vartime, point_add, point_double, to_niels_batch,
)  # fmt: skip
from tweetnacl.fast.curve25519.field import MASK255, P, fe_random_nonzero
from tweetnacl.fast.curve25519.scalar import L
from tweetnacl.fast.curve25519.window_words import variable_base_words_ct

__all__ = [
    "FIXED_BASE_POSITIONS", "FIXED_BASE_WINDOW", "VARIABLE_BASE_POSITIONS", "VARIABLE_BASE_WINDOW", "fixed_base_ct",
    "variable_base_ct",
]  # fmt: skip

# -- Geometry: digit widths and position counts (public constants). --------------------------------

FIXED_BASE_WINDOW = 6
"""Digit width w of the comb: 43 positions of 2^(w-1) = 32 odd multiples (measured fastest of w = 4..7)."""

VARIABLE_BASE_WINDOW = 4
"""Digit width w of `variable_base_ct`: 64 positions of 2^(w-1) = 8 odd multiples, built per call (measured
fastest of w = 3..6: wider windows save additions but build and select over more entries)."""

_LANE = 256
"""Bits per lane in the bulk table arrays: one field element."""

_SCALAR_LIMIT = 2**256
"""`fixed_base_ct` takes scalars below this bound directly (every caller's scalars are); made odd, they
stay below 2^256 + 2 L."""


def _digit_positions(window: int, scalar_limit: int = _SCALAR_LIMIT) -> int:
    """Smallest digit count n with k < 2^(w n) + 1 for every odd k = scalar + L or scalar + 2 L,
    scalar < scalar_limit: the odd-digit recoding of such k never overflows."""
    n = 1
    while (scalar_limit - 1) + 2 * L > 1 << (window * n):
        n += 1
    return n


FIXED_BASE_POSITIONS = _digit_positions(FIXED_BASE_WINDOW)
"""Digit positions of the comb (43): its scalars are below 2^256."""

VARIABLE_BASE_POSITIONS = _digit_positions(VARIABLE_BASE_WINDOW, 2 * L)
"""Digit positions of the fixed window (64): its scalars are below 2 L."""

# -- Lane tables, the constant-time selection, and the fixed-base comb. ----------------------------


def _digit_spread_steps(window: int, count: int) -> tuple[list[tuple[int, int, int]], int, int]:
    """Masks and shifts that move `count` w-bit digits, packed at bits w i, to bytes (bit 8 i): at each step
    the upper half of every block of digits moves up as a whole (SWAR; log2(count) steps, no per-digit
    operation). Returns (steps, start guards, end guards), public constants.

    Guard bits: the two terms of each step, t & low and t & high, would otherwise end at the top digit of
    their half, so their lengths (and those of the shift and the OR) would follow the secret digits there
    (the top digit `count` - 1 is a fixed 1, but it lies in the low half at some steps). So t carries two
    bits above every data bit: a fixed one (bit 8 `count`, above the spread bytes), in every low mask and in
    no high mask, which stays put and tops every low term; and a moving one (starting just above the top
    digit's value 1), in the high mask of every step at its position then, which moves with the high half
    and tops every high term. Neither lies where data is at that step, so taking them out of the masks
    they would otherwise fall in drops no digit. Checked below on every digit at its largest."""
    size = 1
    while size < count:
        size *= 2
    fixed_guard = 1 << (8 * count)
    moving_guard = 1 << (window * (count - 1) + 1)
    start_guards = fixed_guard | moving_guard
    steps = []
    k = size // 2
    while k:
        # Blocks of 2k digits sit at their final bases 16 k j, compact (spacing w) inside.
        low = high = 0
        for base in range(0, 8 * size, 16 * k):
            low |= ((1 << (k * window)) - 1) << base
            high |= ((1 << (k * window)) - 1) << (base + k * window)
        guards = fixed_guard | moving_guard
        shift = k * (8 - window)
        steps.append((low & ~guards | fixed_guard, high & ~guards | moving_guard, shift))
        moving_guard <<= shift
        k //= 2
    end_guards = fixed_guard | moving_guard
    # Every digit at its largest (the top one at its fixed 1): each term of each step ends at its guard,
    # and the digits land in their bytes.
    t = sum(((1 << window) - 1) << (window * i) for i in range(count - 1)) | 1 << (window * (count - 1)) | start_guards
    moving_guard = start_guards ^ fixed_guard
    for low, high, shift in steps:
        assert (t & low).bit_length() == fixed_guard.bit_length()
        assert (t & high).bit_length() == moving_guard.bit_length()
        t = (t & low) | (t & high) << shift
        moving_guard <<= shift
    spread = sum(((1 << window) - 1) << (8 * i) for i in range(count - 1)) | 1 << (8 * (count - 1))
    assert t == spread | end_guards
    return steps, start_guards, end_guards


def _fold_bound(value: int) -> int:
    """The largest fold(v) = (v mod 2^255) + 19 floor(v / 2^255) over 0 <= v <= value."""
    return min(value, MASK255 + 19 * (value >> 255))


def _multiple_of_p_above(bound: int) -> int:
    """The smallest multiple of p that is >= bound."""
    return -(-bound // P) * P


_FOLDS_PER_ADDITION = (1, 1, 2)
"""The comb's outputs are folded once, once, twice in a cycle of three additions: the fewest folds that
keep sizes bounded (checked by `_comb_offsets`). Each fold saved removes four interpreted int operations."""


def _comb_offsets() -> tuple[tuple[int, int, int], ...]:
    """For each addition of the cycle, the multiples of p (Ka, Ke, Kf) added before its three subtractions
    (Y - X, B - A, Z - C), each the smallest one at least the subtrahend's bound, computed from integer
    bounds on every value: why, CPython's `-` gives a negative int when the difference is, and `&`, `>>`,
    `%` and `*` then take other code paths (two's complement conversion, sign fix-ups), so the sign of the
    difference would show in the time; with the offsets every value in the comb is non-negative.

    Bounds: the cycle starts from coordinates <= 2p (the first entry as a point, or the previous cycle's
    twice-folded outputs) and table coordinates < 2p; the cycle must end at or below 2p again."""
    bound_x = bound_y = bound_z = bound_t = 2 * P
    entry = 2 * P - 1
    offsets = []
    for folds in _FOLDS_PER_ADDITION:
        ka = _multiple_of_p_above(bound_x)
        bound_a = _fold_bound((bound_y + ka) * entry)
        bound_b = _fold_bound((bound_y + bound_x) * entry)
        bound_c = _fold_bound(bound_t * entry)
        ke = _multiple_of_p_above(bound_a)
        kf = _multiple_of_p_above(bound_c)
        bound_e, bound_h = bound_b + ke, bound_b + bound_a
        bound_f, bound_g = bound_z + kf, bound_z + bound_c
        products = [bound_e * bound_f, bound_g * bound_h, bound_f * bound_g, bound_e * bound_h]
        for _ in range(folds):
            products = [_fold_bound(v) for v in products]
        bound_x, bound_y, bound_z, bound_t = products
        offsets.append((ka, ke, kf))
    assert max(bound_x, bound_y, bound_z, bound_t) <= 2 * P
    return tuple(offsets)


_COMB_OFFSETS = _comb_offsets()


_LaneLayout = tuple[list[tuple[int, int, int]], int, int, int, int, int, list[slice], int]


@functools.lru_cache(maxsize=None)
def _lane_layout(window: int, n_pos: int) -> _LaneLayout:
    """The constants of `_select_ct` for a window and a position count (computed once: the variable-base
    tables are built per call):
    - the SWAR steps that spread the packed digits to bytes (`_digit_spread_steps`);
    - bit 0 of every byte of the n + 1 digit bytes;
    - the recoding offset: (k + 2^(w n) - 1) / 2 = U, the recoding's digit source, plus 2^(w n): a guard
      digit 1 above the top position, which fixes the bit length of every recoding step, plus the
      spreading's two guard bits (`_digit_spread_steps`), all doubled (the sum is halved);
    - the guard fix, XORed into the code bytes: it clears the spreading's guard bits and turns the guard
      digit's code byte (a public value) into every bit set, so that every mask holds all ones in the guard
      lane;
    - bit 0 of every lane, the guard lane included; all bits of every data lane (not the guard lane);
    - the data lanes in the big-endian selected arrays (guard lane first), last position first;
    - 3p in every data lane, all ones in the guard lane (so that p_lanes - dxy stays positive, in (p, 2p))."""
    guard_lane = _LANE * n_pos
    byte_ones = int.from_bytes(b"\x01" * (n_pos + 1), "little")
    lane_ones = sum(1 << (_LANE * i) for i in range(n_pos + 1))
    data_ones = lane_ones ^ (1 << guard_lane)
    steps, start_guards, end_guards = _digit_spread_steps(window, n_pos + 1)
    guard_digit = 1  # its byte after the spreading; its code as `_select_ct` computes it:
    guard_code = guard_digit ^ ((guard_digit >> (window - 1)) & 1 ^ 1) * ((1 << (window - 1)) - 1)
    return (
        steps,
        byte_ones,
        3 * (1 << (window * n_pos)) - 1 + 2 * start_guards,
        (guard_code ^ ((1 << window) - 1)) << (8 * n_pos) | end_guards,
        lane_ones,
        (1 << guard_lane) - 1,
        [slice(32 * j, 32 * j + 32) for j in range(1, n_pos + 1)],
        3 * P * data_ones | ((1 << 256) - 1) << guard_lane,
    )


class _LaneTable:
    """A table of 2^(w-1) halved Niels entries ((y+x)/2, (y-x)/2, dxy) mod p, each coordinate plus p (in
    (p, 2p), `_halved_niels_vartime`), for each of n digit positions, laid out for `_select_ct`: half of each
    Niels coordinate, so that the mixed addition takes Z1 where it would take 2 Z1 and its result is the same point
    with every coordinate halved twice. The entries must be real points with no coordinate 0 (checked), so that no
    product of the multiplication runs on a 0 or 1 operand, which CPython shortcuts.

    Stored transposed for bulk selection: for each coordinate c (0, 1, 2: (y+x)/2, (y-x)/2, dxy) an entry is
    one big int whose lane i (bits 256 i .. 256 i + 255) holds coordinate c of that entry at position i.
    `pairs[c][j]` = (entry 2j, entry 2j xor entry 2j+1) for the first level of the selection tree (one
    AND and one XOR choose within a pair).

    A guard lane above the data lanes holds 2^255 in every entry, 2^254 in every xor, and all ones in
    every mask: the bit length of each int the selection computes is then fixed, independent of the
    secret digits (CPython's int operations take time linear in the operands' lengths, and shorten
    results that have leading zeros).
    """

    def __init__(self, window: int, positions: int, entries: list[list[int]]) -> None:
        """`entries[c][j]`: coordinate c of entry j for every position, lane i holding position i's value."""
        self.window = window
        self.positions = n_pos = positions
        count = self.count = 1 << (window - 1)
        guard_lane = _LANE * n_pos
        entry_guard = 1 << (guard_lane + 255)
        xor_guard = 1 << (guard_lane + 254)
        pairs = [
            [(row[j] | entry_guard, row[j] ^ row[j + 1] | xor_guard) for j in range(0, count, 2)] for row in entries
        ]
        self.evens = [even for row in pairs for even, _ in row]
        """Every coordinate's pair bases in one flat list (coordinate-major): the selection tree runs over
        all three coordinates in one `map` per level."""
        self.diffs = [diff for row in pairs for _, diff in row]
        """The matching differences, entry 2j xor entry 2j+1, in the same order."""
        (self.spread_steps, self.byte_ones, self.recoding_offset, self.guard_fix,
         self.lane_ones, self.data_full, self.lane_slices, self.p_lanes) = _lane_layout(window, n_pos)  # fmt: skip


def _halved_niels_vartime(points: list[Point]) -> list[Niels]:
    """((y+x)/2, (y-x)/2, dxy) mod p of each point (one shared inversion), plus p, none with a coordinate 0 mod p
    (checked: no point of order L has one, since x = 0, y = 0 and y = +-x need a point of order 1, 2 or 4 or a
    square root of -1/d, which is no square). Plus p: every coordinate is in (p, 2p), so its 32-byte lane has a
    non-zero top byte (`int.from_bytes` of a selected lane scans no leading zero byte, which would show which
    entry was read) and every product the comb forms with an entry has a factor of one 30-bit length in a
    two-fold range (not one that spans 2^240 .. 2^255 by the entry's value). Public points only."""
    half_mod_p = (P + 1) // 2
    niels = [
        (ypx * half_mod_p % P, ymx * half_mod_p % P, dxy2 * half_mod_p % P)
        for ypx, ymx, dxy2 in to_niels_batch(points)
    ]
    if not all(all(entry) for entry in niels):
        raise ValueError("a table point has a zero coordinate: not a point of order L")
    return [(hp + P, hm + P, dxy + P) for hp, hm, dxy in niels]


class _FixedBaseTable(_LaneTable):
    """The comb table of the odd multiples [(2j + 1) 2^(w i)] B, j = 0 .. 2^(w-1) - 1, for every digit
    position i (see _LaneTable). No entry is the identity and no coordinate is 0 (no multiple of B in the
    table has x = 0 or y = 0)."""

    def __init__(self, window: int) -> None:
        n_pos = _digit_positions(window)
        count = 1 << (window - 1)
        multiples: list[Point] = []
        unit = BASE
        for _ in range(n_pos):
            twice = point_double(unit)
            acc = unit
            multiples.append(acc)
            for _ in range(count - 1):
                acc = point_add(acc, twice)
                multiples.append(acc)
            unit = point_add(acc, unit)  # (2^w - 1) unit + unit: the next position's unit, 2^w times this one's
        niels = _halved_niels_vartime(multiples)
        entries = [[0] * count for _ in range(3)]
        for i in range(n_pos):
            shift = _LANE * i
            for j in range(count):
                for c in range(3):
                    entries[c][j] |= niels[i * count + j][c] << shift
        super().__init__(window, n_pos, entries)
        self.niels = niels  # position-major, as ints: PyPy's `words` are built from them
        additions = n_pos - 1  # mixed additions per multiplication: the first position's entry is the start
        assert additions % len(_FOLDS_PER_ADDITION) == 0  # whole cycles of the fold schedule

    @functools.cached_property
    def words(self) -> WordTable:
        """The same entries in machine words, for PyPy's selection (`comb_words`), built on first use."""
        return WordTable(self.window, self.positions, self.niels)


_FIXED_BASE: _FixedBaseTable | None = None


def _fixed_base_table() -> _FixedBaseTable:
    """Built on first use (some milliseconds): importing the module stays cheap."""
    global _FIXED_BASE
    table = _FIXED_BASE
    if table is None:
        table = _FIXED_BASE = _FixedBaseTable(FIXED_BASE_WINDOW)
    return table


def _select_ct(table: _LaneTable, scalar: int) -> tuple[bytes, bytes, bytes]:
    """The Niels entries [d_i 2^(w i)] B of the odd signed radix-2^w digits d_i of k = scalar + L or
    scalar + 2 L, whichever is odd ([k] B = [scalar] B: B has order L), for a secret 0 <= scalar < 2^256,
    all positions at once: the big-endian bytes of the three coordinate arrays (32 bytes per position,
    the guard lane first).

    Recoding (the regular odd-digit recoding of Joye and Tunstall, "Exponent recoding and regular
    exponentiation algorithms", AFRICACRYPT 2009, in closed form): for odd k < 2^(w n) + 1,
    U = (k + 2^(w n) - 1) / 2 has radix-2^w digits u_i, and d_i = 2 u_i - (2^w - 1) is odd, |d_i| < 2^w,
    with sum d_i 2^(w i) = 2 U - (2^(w n) - 1) = k. No digit is 0, so no identity entry exists.
    The entry index is j = (|d_i| - 1) / 2: u_i - 2^(w-1) when u_i >= 2^(w-1) (d_i > 0), else
    2^(w-1) - 1 - u_i, i.e. the low w - 1 bits of u_i, complemented for a negative digit.
    Making k odd: scalar + (((scalar | 2) & 3) - 1) L multiplies L by 1 or 2, never by 0.

    Constant time: the digits are spread to lanes by a strided slice assignment (no index depends on
    them); j and the sign are computed lane-wise (SWAR) with arithmetic only; a binary tree of
    selections over the bits of j touches every entry of every position, each choice made by masks
    ((b << 256) - b fills a lane holding the bit b with b); the negation -(x, y) = (-x, y), i.e. swapping
    (y+x)/2 with (y-x)/2 and negating dxy, is applied by masks too. No branch or index depends on the scalar.
    """
    window = table.window
    n_pos = table.positions
    # 1 or 2 from (scalar | 2) & 3 = 2 or 3: scalar & 1 would be 0 for an even scalar, one digit shorter.
    odd = scalar + (((scalar | 2) & 3) - 1) * L
    # U plus the guard digit 1 on top (its bit length is then fixed) and the spreading's guard bits, digits
    # moved to one byte each by SWAR steps on this small int (every term topped by a guard bit, so every
    # length is public); sign and index computed bytewise.
    t = (odd + table.recoding_offset) >> 1
    for low_bits, high_bits, shift in table.spread_steps:
        t = (t & low_bits) | (t & high_bits) << shift
    ones = table.byte_ones
    # Byte code: bits 0..w-2 = j, bit w-1 = 1 for a positive digit (u_i's own top bit); complementing the
    # index bits of the negative digits is one XOR with 2^(w-1) - 1 in their bytes.
    negative = ((t >> (window - 1)) & ones) ^ ones
    code = t ^ negative * (table.count - 1) ^ table.guard_fix  # guard bits cleared, guard code byte all ones
    spread = bytearray(32 * (n_pos + 1))
    spread[0::32] = code.to_bytes(n_pos + 1, "little")  # strided slice assignment: no index depends on the digits
    code = int.from_bytes(spread, "little")  # lane i: the code of position i
    lane_ones = table.lane_ones
    data_full = table.data_full

    def lane_mask(bit: int) -> tuple[int, int]:
        """(all ones in the lanes whose code has `bit` set, all ones in the others), guard lane in both."""
        low = (code >> bit) & lane_ones
        take = (low << _LANE) - low
        return take, take ^ data_full

    masks = [lane_mask(bit) for bit in range(window)]
    # The tree over all three coordinates at once, each level one `map` (C loops, no per-entry bytecode):
    # level 0 picks entry 2j or 2j xor (2j xor 2j+1); each further level halves every coordinate's list.
    level = list(map(xor, table.evens, map(and_, table.diffs, repeat(masks[0][0]))))
    for take_odd, take_even in masks[1 : window - 1]:
        level = list(map(or_, map(and_, level[0::2], repeat(take_even)), map(and_, level[1::2], repeat(take_odd))))
    ypx, ymx, t2d = level
    keep, take_neg = masks[window - 1]
    swapped_ypx = (ypx & keep) | (ymx & take_neg)
    swapped_ymx = (ymx & keep) | (ypx & take_neg)
    t2d = (t2d & keep) | ((table.p_lanes - t2d) & take_neg)  # lane-wise 3p - dxy, in (p, 2p): no borrow
    size = 32 * (n_pos + 1)
    return swapped_ypx.to_bytes(size, "big"), swapped_ymx.to_bytes(size, "big"), t2d.to_bytes(size, "big")


def _selected_entries_lanes(table: _LaneTable, scalar: int) -> Iterator[Niels]:
    """The entries `_select_ct` chose for the digits of the secret scalar, as ints, last position first."""
    selected = _select_ct(table, scalar)
    from_bytes = int.from_bytes
    big_endian: Iterator[Literal["big"]] = repeat("big")
    # Every lane as an int; map over precomputed slices keeps the loop in C.
    return zip(*(map(from_bytes, map(array.__getitem__, table.lane_slices), big_endian) for array in selected))


WORD_SELECTION = sys.implementation.name == "pypy"
"""Table read in machine words (`comb_words`: PyPy) or big-int lanes (CPython): chosen at import, tests force either."""


def _selected_entries_words(table: _LaneTable, scalar: int) -> Iterator[Niels]:
    """PyPy's `_selected_entries`: the comb's table in words; the window's per-call tables keep the lanes."""
    if isinstance(table, _FixedBaseTable):
        return selected_entries_words(table.words, scalar)
    return _selected_entries_lanes(table, scalar)


_selected_entries = _selected_entries_words if WORD_SELECTION else _selected_entries_lanes


def _randomized_start(entry: Niels) -> Point:
    """The point of a halved Niels entry (hp, hm, dxy) = ((y+x)/2, (y-x)/2, dxy): x = hp - hm (+ p: non-negative),
    y = hp + hm, in randomized projective coordinates (X : Y : Z : T) = (l x : l y : l : l x y) for a fresh
    uniform l != 0 (Coron, "Resistance against differential power analysis for elliptic curve cryptosystems",
    CHES 1999): every later value of a multiplication that starts here is then random, so which ints happen to
    be a digit shorter or longer is not a fixed pattern of the key. Coordinates in [0, p)."""
    hp, hm, _ = entry
    x = hp + P - hm
    y = hp + hm
    z = fe_random_nonzero()
    t = x * y % P * z % P
    return (x * z % P, y * z % P, z, t)


def fixed_base_ct(scalar: int) -> Point:
    """[scalar] B for a secret scalar >= 0: comb over the odd signed radix-2^w digits of scalar + L or
    scalar + 2 L (`_select_ct`), one mixed addition per position (RFC 8032 section 5.1.4 group law with
    Z2 = 1), no doubling. The coordinates returned are non-negative, congruent mod p but not reduced: <= 2p.

    Scalars of 2^256 and more (no caller here has them) are reduced mod L first: that test reveals only
    whether the scalar is below 2^256, a property of the caller, not of a secret.

    Constant time on CPython: every table entry is a real point (no identity, no 0 coordinate), and every
    value the loop computes is non-negative (`_COMB_OFFSETS`), so no product runs on 0 or 1 and no
    operation takes a sign-dependent path."""
    if scalar >= _SCALAR_LIMIT:
        scalar %= L
    entries = _selected_entries(_fixed_base_table(), scalar)
    m255 = MASK255
    (ka1, ke1, kf1), (ka2, ke2, kf2), (ka3, ke3, kf3) = _COMB_OFFSETS
    x, y, z, t = _randomized_start(next(entries))  # all four coordinates < p <= 2p, as `_comb_offsets` assumes
    # Mixed additions with the halved Niels entries (`_add_halved_niels_ct`), outputs folded once, once, twice
    # (the schedule `_comb_offsets` checks). zip(it, it, it) takes the entries three at a time (their count is a
    # multiple of 3).
    for entry1, entry2, (hp3, hm3, dxy3) in zip(entries, entries, entries):
        x, y, z, t = _add_halved_niels_ct(x, y, z, t, *entry1, ka1, ke1, kf1)
        x, y, z, t = _add_halved_niels_ct(x, y, z, t, *entry2, ka2, ke2, kf2)
        x, y, z, t = _add_halved_niels_ct(x, y, z, t, hp3, hm3, dxy3, ka3, ke3, kf3)
        x = (x & m255) + 19 * (x >> 255)  # the third's outputs folded again: <= 2p
        y = (y & m255) + 19 * (y >> 255)
        z = (z & m255) + 19 * (z >> 255)
        t = (t & m255) + 19 * (t >> 255)
    return (x, y, z, t)


def _add_halved_niels_ct(
    x: int, y: int, z: int, t: int, hp: int, hm: int, dxy: int, ka: int, ke: int, kf: int
) -> Point:
    """(x : y : z : t) plus the point of a halved Niels entry (hp, hm, dxy) in (p, 2p) (see `_LaneTable`): the
    mixed addition of RFC 8032 section 5.1.4 with Z2 = 1, taking Z1 for 2 Z1 (the result is the usual one
    divided by 4, the same point); the multiples of p (ka, ke, kf) added before the subtractions Y - X, B - A,
    Z - C are the caller's, from its bounds (`_comb_offsets`, `_window_offsets`). Products and outputs folded
    once, fold(v) = (v mod 2^255) + 19 floor(v / 2^255), congruent mod p (the caller folds again where its
    bounds need it). Secret points: every value non-negative, no branch."""
    m255 = MASK255
    a = (y + ka - x) * hm
    b = (y + x) * hp
    c = t * dxy
    a = (a & m255) + 19 * (a >> 255)
    b = (b & m255) + 19 * (b >> 255)
    c = (c & m255) + 19 * (c >> 255)
    e = b + ke - a
    h = b + a
    f = z + kf - c
    g = z + c
    x = e * f
    y = g * h
    z = f * g
    t = e * h
    return (
        (x & m255) + 19 * (x >> 255),
        (y & m255) + 19 * (y >> 255),
        (z & m255) + 19 * (z >> 255),
        (t & m255) + 19 * (t >> 255),
    )


# -- The fixed window: any point of order L, its table built per call. -----------------------------


def _window_offsets() -> tuple[int, int, int, int, int]:
    """The multiples of p that `variable_base_ct` adds before its subtractions: (Ke, Kg) in the doubling
    (E = Ke - 2 X Y, G = A + Kg - B), (Ka, Ke', Kf') in the mixed addition (Y - X, B - A, Z - C), each the
    smallest at least the subtrahend's bound (why: see `_comb_offsets`). Bounds: coordinates start below p
    (`_randomized_start`), table coordinates below 2p, every output is folded twice; the coordinate bound is
    iterated until a doubling and an addition reproduce it."""
    bound = P - 1
    entry = 2 * P - 1
    for _ in range(8):
        square = _fold_bound(bound * bound)
        ke = _multiple_of_p_above(2 * square)
        kg = _multiple_of_p_above(square)
        e, h, g = ke, 2 * square, square + kg
        f = 2 * square + g
        doubled = max(_fold_bound(_fold_bound(v)) for v in (e * f, g * h, f * g, e * h))
        ka = _multiple_of_p_above(doubled)
        a = _fold_bound((doubled + ka) * entry)
        b = _fold_bound(2 * doubled * entry)
        c = _fold_bound(doubled * entry)
        ke_add, kf_add = _multiple_of_p_above(a), _multiple_of_p_above(c)
        e, h, f, g = b + ke_add, b + a, doubled + kf_add, doubled + c
        added = max(_fold_bound(_fold_bound(v)) for v in (e * f, g * h, f * g, e * h))
        if max(doubled, added) <= bound:
            return ke, kg, ka, ke_add, kf_add
        bound = max(doubled, added)
    raise AssertionError("the window bounds do not settle")


_WINDOW_OFFSETS = _window_offsets()


class _VariableBaseTable(_LaneTable):
    """The odd multiples [1] P, [3] P, ..., [2^w - 1] P of a point P of order L, the same entries at every
    position (see _LaneTable): built per multiplication, each value repeated across the lanes by bytes
    repetition (a copy in C, not a multiplication). P may be secret: the multiples are computed from
    (l X : l Y : l Z : l T) for a fresh uniform l != 0 (the same point, Coron's randomized projective
    coordinates, CHES 1999), so their products and reductions follow l, not P alone."""

    def __init__(self, point: Point, window: int) -> None:
        n_pos = _digit_positions(window, 2 * L)
        count = 1 << (window - 1)
        blind = fe_random_nonzero()
        randomized: Point = (point[0] * blind % P, point[1] * blind % P, point[2] * blind % P, point[3] * blind % P)
        niels = _halved_niels_vartime(odd_multiples_vartime(randomized, count))
        from_bytes = int.from_bytes
        entries = [[from_bytes(entry[c].to_bytes(32, "little") * n_pos, "little") for entry in niels] for c in range(3)]
        super().__init__(window, n_pos, entries)


def variable_base_ct(scalar: int, point: Point) -> Point:
    """[scalar] point for a secret 0 <= scalar < 2 L (`group` passes t mod L + L: one length for every t) and a
    point of order L (which may be secret too, see _VariableBaseTable): fixed-window multiplication over the odd
    signed radix-2^w digits of scalar + L or scalar + 2 L (Joye and Tunstall's regular recoding,
    the comb's `_select_ct`; [k] point = [scalar] point as the point has order L), Horner's rule from the top
    position: w doublings, then one mixed addition of the selected [d_i] point (RFC 8032 section 5.1.4 group law;
    doubling "dbl-2008-hwcd" with E = -2XY). Coordinates returned non-negative, not reduced (< 2^256).

    Constant time on CPython, as the comb: every digit is odd (no zero digit, no identity entry, no 0
    coordinate: `_halved_niels_vartime`), every table read is the bulk selection over all entries, the loop
    runs 63 windows of w doublings and one addition whatever the scalar, and every value is non-negative
    (`_WINDOW_OFFSETS`). The running point is never the identity: after position j it is [K_j] point with K_j
    odd and 0 < K_j < L for j >= 1 (the digits below j sum to less than 2^(w j) in absolute value, and k < 4 L).
    It starts in randomized projective coordinates (`_randomized_start`), so its values are random per call."""
    if WORD_SELECTION:  # PyPy: the same multiplication on machine-word limbs (`window_words`)
        return variable_base_words_ct(scalar, point)
    window = VARIABLE_BASE_WINDOW
    entries = _selected_entries(_VariableBaseTable(point, window), scalar)
    m255 = MASK255
    ke, kg, ka, ke_add, kf_add = _WINDOW_OFFSETS
    x, y, z, _ = _randomized_start(next(entries))
    doublings = range(window)
    t = 0
    for hp, hm, dxy in entries:
        for _ in doublings:
            # Doubling without T (the next doubling does not read it): products folded once, outputs twice.
            a = x * x
            b = y * y
            c = z * z
            e = x * y
            a = (a & m255) + 19 * (a >> 255)
            b = (b & m255) + 19 * (b >> 255)
            c = (c & m255) + 19 * (c >> 255)
            e = (e & m255) + 19 * (e >> 255)
            e = ke - e - e
            h = a + b
            g = a + kg - b
            f = c + c + g
            x = e * f
            x = (x & m255) + 19 * (x >> 255)
            x = (x & m255) + 19 * (x >> 255)
            y = g * h
            y = (y & m255) + 19 * (y >> 255)
            y = (y & m255) + 19 * (y >> 255)
            z = f * g
            z = (z & m255) + 19 * (z >> 255)
            z = (z & m255) + 19 * (z >> 255)
        # T of the last doubling, for the addition.
        t = e * h
        t = (t & m255) + 19 * (t >> 255)
        t = (t & m255) + 19 * (t >> 255)
        x, y, z, t = _add_halved_niels_ct(x, y, z, t, hp, hm, dxy, ka, ke_add, kf_add)
        x = (x & m255) + 19 * (x >> 255)  # folded again (`_window_offsets`); t is not read by a doubling
        y = (y & m255) + 19 * (y >> 255)
        z = (z & m255) + 19 * (z >> 255)
    return (x, y, z, t % P)
