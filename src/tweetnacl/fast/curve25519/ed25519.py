"""Fast Ed25519 signatures (RFC 8032, section 5.1) and the X25519 base-point multiplication, on Python ints.

Byte-compatible with TweetNaCl's `crypto_sign` / `crypto_sign_open` (plus the rejection of S >= L that
docs/contract.md asks for), with libsodium's `crypto_scalarmult_base` and `crypto_sign_ed25519_pk_to_curve25519`.

Points are tuples of field elements (Python ints) in extended twisted Edwards coordinates
(X, Y, Z, T) with x = X/Z, y = Y/Z, x*y = T/Z (RFC 8032 section 5.1.4; Hisil, Wong, Carter, Dawson,
"Twisted Edwards curves revisited", 2008). The addition and doubling formulas used are the unified ones of
RFC 8032 section 5.1.4: complete on this curve (a = -1 is a square, d is not), so the same straight-line
code serves every input, the identity and small-order points included.

Two kinds of scalar multiplication:
- secret scalars (signing nonces, secret keys, X25519 scalars): `_fixed_base_ct`, a comb over a
  precomputed table of odd multiples of B with odd signed radix-2^w digits (no identity entry, no zero
  digit), every table read a constant-time selection over all entries (bulk mask arithmetic on big ints),
  no branch or index on a secret, every intermediate non-negative; the one inversion is blinded;
- public scalars (verification, public-key checks): the `*_vartime` functions (wNAF, Straus).

Reduction bounds: in the hot loops, products are mostly "folded" instead of reduced by %:
fold(v) = (v mod 2^255) + 19 * floor(v / 2^255), congruent to v since 2^255 = 19 mod p, two to three
times cheaper than % on CPython. Each loop states the bounds it relies on; values leave a function
reduced to [0, p).

CPython limits: ints are not constant time at the level of single machine words (an operation's time
depends on its operands' lengths and signs, small ints come from a cache, 0 and 1 operands are
shortcut). The constant-time code keeps the lengths of its big ints independent of secrets (guard lanes,
see _FixedBaseTable; fixed-length scalars reduced mod L without a division, `_mod_l`), never lets a secret make an operand 0 or negative
(odd digits, offsets of p before every subtraction), and has no branch, loop count or index that depends
on a secret; variable-time inversion only sees blinded values (`fe_invert_blinded`).
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import secrets
from collections.abc import Iterator
from itertools import repeat
from typing import Literal
from operator import and_, or_, xor
from math import isqrt

from tweetnacl.fast.curve25519.montgomery import _MASK_BASE, _MASK_SLOPE, _SELECT_GUARD, _clamp
from tweetnacl.fast.curve25519.field import (
    MASK255,
    SQRT_M1,
    D,
    P,
    fe_from_bytes,
    fe_invert_blinded,
    fe_random_nonzero,
    fe_sqrt_ratio_candidate,
    fe_sqrt_ratio_vartime,
)

__all__ = [
    "crypto_scalarmult_base",
    "crypto_sign_detached",
    "crypto_sign_seed_keypair",
    "crypto_sign_verify_detached",
    "ed25519_pk_to_curve25519",
]

Point = tuple[int, int, int, int]
"""(X, Y, Z, T), extended coordinates, reduced to [0, p) when passed between functions."""

Niels = tuple[int, int, int]
"""An affine point as (y + x, y - x, 2*d*x*y) mod p: the precomputed form of a mixed addition."""

L = 2**252 + 27742317777372353535851937790883648493
"""The order of the base point (RFC 8032 section 5.1)."""

_D2 = 2 * D % P

_IDENTITY: Point = (0, 1, 1, 0)


def _recover_x_vartime(y: int, sign: int) -> int | None:
    """x with the given parity on the curve at y (RFC 8032 section 5.1.3 steps 2-4). Public data only."""
    y2 = y * y % P
    x = fe_sqrt_ratio_vartime(y2 - 1, D * y2 + 1)
    if x is None:
        return None
    if x & 1 != sign:
        x = (P - x) % P
    return x


_BASE_Y = 4 * pow(5, P - 2, P) % P
_BASE_X = _recover_x_vartime(_BASE_Y, 0)
assert _BASE_X is not None
BASE: Point = (_BASE_X, _BASE_Y, 1, _BASE_X * _BASE_Y % P)
"""The base point B (RFC 8032 section 5.1: y = 4/5, x even)."""

# ---------------------------------------------------------------------------------------------
# Group law (RFC 8032 section 5.1.4). Straight-line code: usable on secret points.
# ---------------------------------------------------------------------------------------------


def _add(p: Point, q: Point) -> Point:
    """p + q, both extended (RFC 8032 section 5.1.4, "add-2008-hwcd-3"), coordinates in [0, p) in and out.

    Every intermediate is non-negative (CPython runs `*` and `%` on a negative int by other paths, so the
    sign of a difference would show in the time of the Montgomery ladder, which runs this on secret
    points): each subtrahend is a reduced value in [0, p) (x1, x2, a, c), so p added before the subtraction
    keeps the difference in [1, 2p)."""
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 + P - x1) * (y2 + P - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = t1 * _D2 % P * t2 % P
    dd = 2 * z1 * z2 % P
    e = b + P - a
    f = dd + P - c
    g = dd + c
    h = b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _double(p: Point) -> Point:
    """2p (RFC 8032 section 5.1.4, "dbl-2008-hwcd"), coordinates in [0, p) in and out. Non-negative
    throughout, as `_add`: the subtrahends (x1 + y1)^2 mod p and b are in [0, p), so p is added first."""
    x1, y1, z1, _ = p
    a = x1 * x1 % P
    b = y1 * y1 % P
    c = 2 * z1 * z1 % P
    h = a + b
    e = h + P - (x1 + y1) * (x1 + y1) % P
    g = a + P - b
    f = c + g
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _negate(p: Point) -> Point:
    x, y, z, t = p
    return ((P - x) % P, y, z, (P - t) % P)


def _encode_ct(p: Point) -> bytes:
    """RFC 8032 section 5.1.2 encoding of a point with non-negative coordinates; the inversion is blinded
    (`fe_invert_blinded`): safe on secret points."""
    x, y, z, _ = p
    zinv = fe_invert_blinded(z)
    x = x * zinv % P
    y = y * zinv % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def _to_niels_batch_vartime(points: list[Point]) -> list[Niels]:
    """Affine (y + x, y - x, 2dxy) of each point, one shared inversion (Montgomery's trick). Public data only."""
    prefix: list[int] = []
    acc = 1
    for _, _, z, _ in points:
        prefix.append(acc)
        acc = acc * z % P
    inv = pow(acc, -1, P)
    out: list[Niels] = [(0, 0, 0)] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z, _ = points[i]
        zinv = inv * prefix[i] % P
        inv = inv * z % P
        x = x * zinv % P
        y = y * zinv % P
        out[i] = ((y + x) % P, (y - x) % P, _D2 * x % P * y % P)
    return out

# ---------------------------------------------------------------------------------------------
# Fixed-base multiplication for secret scalars: odd-digit comb, constant-time table reads.
# ---------------------------------------------------------------------------------------------

_WINDOW = 6
"""Digit width w of the comb: 43 positions of 2^(w-1) = 32 odd multiples (measured fastest of w = 4..7)."""

_LANE = 256
"""Bits per lane in the bulk table arrays: one field element."""

_SCALAR_LIMIT = 2**256
"""`_fixed_base_ct` takes scalars below this bound directly (every caller's scalars are); made odd, they
stay below 2^256 + 2 L."""


def _fixed_base_positions(window: int, scalar_limit: int = _SCALAR_LIMIT) -> int:
    """Smallest digit count n with k < 2^(w n) + 1 for every odd k = scalar + L or scalar + 2 L,
    scalar < scalar_limit: the odd-digit recoding of such k never overflows."""
    n = 1
    while (scalar_limit - 1) + 2 * L > 1 << (window * n):
        n += 1
    return n


def _digit_spread_steps(window: int, count: int) -> list[tuple[int, int, int]]:
    """Masks and shifts that move `count` w-bit digits, packed at bits w i, to bytes (bit 8 i): at each step
    the upper half of every block of digits moves up as a whole (SWAR; log2(count) steps, no per-digit
    operation). Public constants."""
    size = 1
    while size < count:
        size *= 2
    steps = []
    k = size // 2
    while k:
        # Blocks of 2k digits sit at their final bases 16 k j, compact (spacing w) inside.
        low = high = 0
        for base in range(0, 8 * size, 16 * k):
            low |= ((1 << (k * window)) - 1) << base
            high |= ((1 << (k * window)) - 1) << (base + k * window)
        steps.append((low, high, k * (8 - window)))
        k //= 2
    return steps


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
    twice-folded outputs) and table coordinates < p; the cycle must end at or below 2p again."""
    bound_x = bound_y = bound_z = bound_t = 2 * P
    entry = P - 1
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


_LaneLayout = tuple[list[tuple[int, int, int]], int, int, int, int, int, int, list[slice], int]


@functools.lru_cache(maxsize=None)
def _lane_layout(window: int, n_pos: int) -> _LaneLayout:
    """The constants of `_select_ct` for a window and a position count (computed once: the variable-base
    tables are built per call):
    - the SWAR steps that spread the packed digits to bytes (`_digit_spread_steps`);
    - bit 0 of every byte of the n + 1 digit bytes, and the index bits (0 .. w-2) of every byte:
      count - 1 = 2^(w-1) - 1 in each;
    - the recoding offset: (k + 2^(w n) - 1) / 2 = U, the recoding's digit source, plus 2^(w n): a guard
      digit 1 above the top position, which fixes the bit length of every recoding step;
    - the guard digit's code byte: every bit set, so that every mask holds all ones in the guard lane;
    - bit 0 of every lane, the guard lane included; all bits of every data lane (not the guard lane);
    - the data lanes in the big-endian selected arrays (guard lane first), last position first;
    - p in every data lane, all ones in the guard lane (so that p_lanes - dxy stays positive)."""
    count = 1 << (window - 1)
    guard_lane = _LANE * n_pos
    byte_ones = int.from_bytes(b"\x01" * (n_pos + 1), "little")
    lane_ones = sum(1 << (_LANE * i) for i in range(n_pos + 1))
    data_ones = lane_ones ^ (1 << guard_lane)
    return (
        _digit_spread_steps(window, n_pos + 1),
        byte_ones,
        byte_ones * (count - 1),
        3 * (1 << (window * n_pos)) - 1,
        ((1 << window) - 1) << (8 * n_pos),
        lane_ones,
        (1 << guard_lane) - 1,
        [slice(32 * j, 32 * j + 32) for j in range(1, n_pos + 1)],
        P * data_ones | ((1 << 256) - 1) << guard_lane,
    )


class _LaneTable:
    """A table of 2^(w-1) halved Niels entries ((y+x)/2, (y-x)/2, dxy) mod p for each of n digit positions, laid
    out for `_select_ct`: half of each Niels coordinate, so that the mixed addition takes Z1 where it would
    take 2 Z1 and its result is the same point with every coordinate halved twice. The entries must be real
    points with no coordinate 0 (checked), so that no product of the multiplication runs on a 0 or 1 operand,
    which CPython shortcuts.

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
        self.pairs = [
            [(row[j] | entry_guard, row[j] ^ row[j + 1] | xor_guard) for j in range(0, count, 2)] for row in entries
        ]
        self.evens = [even for row in self.pairs for even, _ in row]
        """Every coordinate's pair bases in one flat list (coordinate-major): the selection tree runs over
        all three coordinates in one `map` per level."""
        self.diffs = [diff for row in self.pairs for _, diff in row]
        (self.spread_steps, self.byte_ones, self.low_mask, self.recoding_offset, self.guard_code_byte,
         self.lane_ones, self.data_full, self.lane_slices, self.p_lanes) = _lane_layout(window, n_pos)  # fmt: skip

    def entry_vartime(self, position: int, j: int) -> Niels:
        """Entry j at `position` by plain indexing (for tests: what the selection must match)."""
        lane = _LANE * position
        full = 2**256 - 1
        values = []
        for c in range(3):
            even, diff = self.pairs[c][j >> 1]
            value = even ^ diff if j & 1 else even
            values.append((value >> lane) & full)
        return (values[0], values[1], values[2])


def _halved_niels_vartime(points: list[Point]) -> list[Niels]:
    """((y+x)/2, (y-x)/2, dxy) mod p of each point (one shared inversion), none with a coordinate 0 (checked:
    no point of order L has one, since x = 0, y = 0 and y = +-x need a point of order 1, 2 or 4 or a square
    root of -1/d, which is no square). Public points only."""
    half_mod_p = (P + 1) // 2
    niels = [
        (ypx * half_mod_p % P, ymx * half_mod_p % P, dxy2 * half_mod_p % P)
        for ypx, ymx, dxy2 in _to_niels_batch_vartime(points)
    ]
    if not all(all(entry) for entry in niels):
        raise ValueError("a table point has a zero coordinate: not a point of order L")
    return niels


class _FixedBaseTable(_LaneTable):
    """The comb table of the odd multiples [(2j + 1) 2^(w i)] B, j = 0 .. 2^(w-1) - 1, for every digit
    position i (see _LaneTable). No entry is the identity and no coordinate is 0 (no multiple of B in the
    table has x = 0 or y = 0)."""

    def __init__(self, window: int) -> None:
        n_pos = _fixed_base_positions(window)
        count = 1 << (window - 1)
        multiples: list[Point] = []
        unit = BASE
        for _ in range(n_pos):
            twice = _double(unit)
            acc = unit
            multiples.append(acc)
            for _ in range(count - 1):
                acc = _add(acc, twice)
                multiples.append(acc)
            unit = _add(acc, unit)  # (2^w - 1) unit + unit: the next position's unit, 2^w times this one's
        niels = _halved_niels_vartime(multiples)
        entries = [[0] * count for _ in range(3)]
        for i in range(n_pos):
            shift = _LANE * i
            for j in range(count):
                for c in range(3):
                    entries[c][j] |= niels[i * count + j][c] << shift
        super().__init__(window, n_pos, entries)
        self.additions = n_pos - 1
        """Mixed additions per multiplication: the first position's entry is the starting point."""
        assert self.additions % len(_FOLDS_PER_ADDITION) == 0  # whole cycles of the fold schedule


_FIXED_BASE: _FixedBaseTable | None = None


def _fixed_base_table() -> _FixedBaseTable:
    """Built on first use (some milliseconds): importing the module stays cheap."""
    global _FIXED_BASE
    table = _FIXED_BASE
    if table is None:
        table = _FIXED_BASE = _FixedBaseTable(_WINDOW)
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
    Making k odd: scalar + (1 + (scalar & 1)) L multiplies L by 1 or 2, never by 0.

    Constant time: the digits are spread to lanes by a strided slice assignment (no index depends on
    them); j and the sign are computed lane-wise (SWAR) with arithmetic only; a binary tree of
    selections over the bits of j touches every entry of every position, each choice made by masks
    ((b << 256) - b fills a lane holding the bit b with b); the negation -(x, y) = (-x, y), i.e. swapping
    (y+x)/2 with (y-x)/2 and negating dxy, is applied by masks too. No branch or index depends on the scalar.
    """
    window = table.window
    n_pos = table.positions
    odd = scalar + (1 + (scalar & 1)) * L
    # U plus the guard digit 1 on top (its bit length is then fixed), digits moved to one byte each by SWAR
    # steps on this small int; sign and index computed bytewise.
    t = (odd + table.recoding_offset) >> 1
    for low_bits, high_bits, shift in table.spread_steps:
        t = (t & low_bits) | (t & high_bits) << shift
    ones = table.byte_ones
    # Byte code: bits 0..w-2 = j, bit w-1 = 1 for a positive digit (u_i's own top bit); complementing the
    # index bits of the negative digits is one XOR with 2^(w-1) - 1 in their bytes.
    negative = ((t >> (window - 1)) & ones) ^ ones
    code = t ^ negative * (table.count - 1) | table.guard_code_byte
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
    t2d = (t2d & keep) | ((table.p_lanes - t2d) & take_neg)  # lane-wise p - dxy: 0 < dxy < p, no borrow
    size = 32 * (n_pos + 1)
    return swapped_ypx.to_bytes(size, "big"), swapped_ymx.to_bytes(size, "big"), t2d.to_bytes(size, "big")


def _selected_entries(table: _LaneTable, scalar: int) -> Iterator[Niels]:
    """The entries `_select_ct` chose for the digits of the secret scalar, as ints, last position first."""
    selected = _select_ct(table, scalar)
    from_bytes = int.from_bytes
    big_endian: Iterator[Literal["big"]] = repeat("big")
    # Every lane as an int; map over precomputed slices keeps the loop in C.
    return zip(*(map(from_bytes, map(array.__getitem__, table.lane_slices), big_endian) for array in selected))


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


def _fixed_base_ct(scalar: int) -> Point:
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
    """(x : y : z : t) plus the point of a halved Niels entry (hp, hm, dxy) in (0, p) (see `_LaneTable`): the
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


_VARIABLE_WINDOW = 4
"""Digit width w of `_variable_base_ct`: 64 positions of 2^(w-1) = 8 odd multiples, built per call (measured
fastest of w = 3..6: wider windows save additions but build and select over more entries)."""


def _window_offsets() -> tuple[int, int, int, int, int]:
    """The multiples of p that `_variable_base_ct` adds before its subtractions: (Ke, Kg) in the doubling
    (E = Ke - 2 X Y, G = A + Kg - B), (Ka, Ke', Kf') in the mixed addition (Y - X, B - A, Z - C), each the
    smallest at least the subtrahend's bound (why: see `_comb_offsets`). Bounds: coordinates start below p
    (`_randomized_start`), table coordinates below p, every output is folded twice; the coordinate bound is
    iterated until a doubling and an addition reproduce it."""
    bound = P - 1
    entry = P - 1
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
    """The odd multiples [1] P, [3] P, ..., [2^w - 1] P of a public point P of order L, the same entries at
    every position (see _LaneTable): built per multiplication, each value repeated across the lanes by bytes
    repetition (a copy in C, not a multiplication)."""

    def __init__(self, point: Point, window: int) -> None:
        n_pos = _fixed_base_positions(window, L)
        count = 1 << (window - 1)
        niels = _halved_niels_vartime(_odd_multiples_vartime(point, count))
        from_bytes = int.from_bytes
        entries = [[from_bytes(entry[c].to_bytes(32, "little") * n_pos, "little") for entry in niels] for c in range(3)]
        super().__init__(window, n_pos, entries)


def _variable_base_ct(scalar: int, point: Point) -> Point:
    """[scalar] point for a secret 0 <= scalar < L and a public point of order L: fixed-window multiplication
    over the odd signed radix-2^w digits of scalar + L or scalar + 2 L (Joye and Tunstall's regular recoding,
    the comb's `_select_ct`; [k] point = [scalar] point as the point has order L), Horner's rule from the top
    position: w doublings, then one mixed addition of the selected [d_i] point (RFC 8032 section 5.1.4 group law;
    doubling "dbl-2008-hwcd" with E = -2XY). Coordinates returned non-negative, not reduced (< 2^256).

    Constant time on CPython, as the comb: every digit is odd (no zero digit, no identity entry, no 0
    coordinate: `_halved_niels_vartime`), every table read is the bulk selection over all entries, the loop
    runs 63 windows of w doublings and one addition whatever the scalar, and every value is non-negative
    (`_WINDOW_OFFSETS`). The running point is never the identity: after position j it is [K_j] point with K_j
    odd and 0 < K_j < L (the digits below j sum to less than 2^(w j) in absolute value, and k < 3 L). It
    starts in randomized projective coordinates (`_randomized_start`), so its values are random per call."""
    window = _VARIABLE_WINDOW
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


# ---------------------------------------------------------------------------------------------
# Variable-time multiplication for public scalars and points (verification, key checks).
# ---------------------------------------------------------------------------------------------

_B_WINDOW = 12
"""wNAF width for B and 2^128 B in verification: precomputed tables of their 2^(w-2) odd multiples.
Built once (~14 ms, 2 x 1,024 points): a wider window means fewer additions per verification, measured
+6% verifications/s over width 8; widths 13 and 14 cost 2x and 4x the build time for no clear gain."""

_A_WINDOW = 5
"""wNAF width for the points A and R: 2^(w-2) odd multiples computed per verification."""


def _odd_multiples_vartime(p: Point, count: int) -> list[Point]:
    """p, 3p, 5p, ..., (2 count - 1) p."""
    out = [p]
    p2 = _double(p)
    for _ in range(count - 1):
        out.append(_add(out[-1], p2))
    return out


def _cached_odd_multiples_vartime(p: Point) -> list[Point]:
    """p, 3p, ..., (2^(w-1) - 1) p for wNAF width _A_WINDOW in "cached" form (Y + X, Y - X, 2Z, 2dT), each
    an addition of the cached 2p to the previous one (RFC 8032 section 5.1.4 formulas, inlined: this runs
    twice per verification). Public data only."""
    pm = P
    x, y, z, t = p
    # 2p (doubling formula, with T); x, y, z in [0, p).
    aa = x * x % pm
    bb = y * y % pm
    cc = 2 * z * z % pm
    ee = -2 * x * y % pm
    hh = aa + bb
    gg = aa - bb
    ff = cc + gg
    x2 = ee * ff % pm
    y2 = gg * hh % pm
    # 2p cached: (Y2 + X2, Y2 - X2, 2 Z2, 2d T2)
    d_yp = (y2 + x2) % pm
    d_ym = (y2 - x2) % pm
    d_z2 = 2 * ff * gg % pm
    d_t2d = _D2 * (ee * hh % pm) % pm
    out = [((y + x) % pm, (y - x) % pm, 2 * z % pm, _D2 * t % pm)]
    for _ in range((1 << (_A_WINDOW - 2)) - 1):
        aa = (y - x) * d_ym % pm
        bb = (y + x) * d_yp % pm
        cc = t * d_t2d % pm
        dd = z * d_z2 % pm
        ee = bb - aa
        hh = bb + aa
        ff = dd - cc
        gg = dd + cc
        x = ee * ff % pm
        y = gg * hh % pm
        z = ff * gg % pm
        t = ee * hh % pm
        out.append(((y + x) % pm, (y - x) % pm, 2 * z % pm, _D2 * t % pm))
    return out


def _affine_odd_multiples(p: Point) -> list[Point]:
    """The odd multiples of p for wNAF width _B_WINDOW as (y+x, y-x, 0, 2dxy): 0 marks Z = 1 (affine)."""
    niels = _to_niels_batch_vartime(_odd_multiples_vartime(p, 1 << (_B_WINDOW - 2)))
    return [(yp, ym, 0, t2d) for yp, ym, t2d in niels]


def _times_2_to_128(p: Point) -> Point:
    for _ in range(128):
        p = _double(p)
    return p


_BASE_ODD_TABLES: tuple[list[Point], list[Point]] | None = None


def _base_odd_tables() -> tuple[list[Point], list[Point]]:
    """The odd multiples of B and of 2^128 B (affine), built on first use (~14 ms)."""
    global _BASE_ODD_TABLES
    tables = _BASE_ODD_TABLES
    if tables is None:
        tables = _BASE_ODD_TABLES = (_affine_odd_multiples(BASE), _affine_odd_multiples(_times_2_to_128(BASE)))
    return tables


def _wnaf_terms_vartime(k: int, window: int, table: list[Point], events: list[list[Point] | None]) -> None:
    """Append to events[i] the table entry (negated for a negative digit) that digit i of the width-w NAF
    of k >= 0 adds: odd digits |d| < 2^(w-1), at least w - 1 zeros after each. Public data only.

    Entries are (y+x, y-x, 2Z, 2dT) for general additions, (y+x, y-x, 0, 2dxy) for affine ones (Z = 1):
    the negation of (x, y) is (-x, y), i.e. y+x and y-x swapped and 2dT negated."""
    full = 1 << window
    half = full >> 1
    mask = full - 1
    i = 0
    while k:
        if k & 1:
            d = k & mask
            if d >= half:
                d -= full
            if d > 0:
                entry = table[d >> 1]
            else:
                yp, ym, z2, t2d = table[(-d) >> 1]
                entry = (ym, yp, z2, -t2d)
            slot = events[i]
            if slot is None:
                events[i] = [entry]
            else:
                slot.append(entry)
            # k - d is a multiple of 2^w: the next w - 1 digits are zero.
            k = (k - d) >> window
            i += window
        else:
            zeros = (k & -k).bit_length() - 1  # skip the run of zero bits at once
            k >>= zeros
            i += zeros


def _straus_vartime(
    b_low: int, b_high: int, p_scalar: int, p: Point, q_scalar: int, q: Point
) -> tuple[int, int, int]:
    """[b_low] B + [b_high] 2^128 B + [p_scalar] p + [q_scalar] q as (X, Y, Z), scalars >= 0 (Straus's
    interleaving: one shared chain of doublings, wNAF digits; B's odd multiples precomputed). Public data."""
    length = max(b_low.bit_length(), b_high.bit_length(), p_scalar.bit_length(), q_scalar.bit_length()) + 1
    events: list[list[Point] | None] = [None] * length
    b_table, b_128_table = _base_odd_tables()
    _wnaf_terms_vartime(b_low, _B_WINDOW, b_table, events)
    _wnaf_terms_vartime(b_high, _B_WINDOW, b_128_table, events)
    if p_scalar:
        _wnaf_terms_vartime(p_scalar, _A_WINDOW, _cached_odd_multiples_vartime(p), events)
    if q_scalar:
        _wnaf_terms_vartime(q_scalar, _A_WINDOW, _cached_odd_multiples_vartime(q), events)
    m255 = MASK255
    # Bounds: on entry to each step |x|, |y|, |z|, |t| < 2^256 and every table coordinate is < 2^256 in
    # absolute value. Products are folded, fold(v) = (v mod 2^255) + 19 floor(v / 2^255); the results
    # of a step are folded twice instead of reduced by % (measured faster): a product < 2^526 folds to
    # < 2^255 + 19 * 2^271 < 2^275, then to < 2^255 + 19 * 2^20 < 2^256.
    x, y, z, t = 0, 1, 1, 0
    for entries in reversed(events):
        # Doubling (RFC 8032 section 5.1.4) without T, with E = H - (X + Y)^2 written -2XY (one product
        # fewer to fold): products < 2^512, folded < 2^261.3; |ee|, |hh|, |gg| < 2^262.3, |ff| < 2^263.3.
        aa = x * x
        bb = y * y
        cc = z * z
        ee = x * y
        aa = (aa & m255) + 19 * (aa >> 255)
        bb = (bb & m255) + 19 * (bb >> 255)
        cc = (cc & m255) + 19 * (cc >> 255)
        ee = (ee & m255) + 19 * (ee >> 255)
        ee = -(ee + ee)
        hh = aa + bb
        gg = aa - bb
        ff = cc + cc + gg
        x = ee * ff
        x = (x & m255) + 19 * (x >> 255)
        x = (x & m255) + 19 * (x >> 255)
        y = gg * hh
        y = (y & m255) + 19 * (y >> 255)
        y = (y & m255) + 19 * (y >> 255)
        z = ff * gg
        z = (z & m255) + 19 * (z >> 255)
        z = (z & m255) + 19 * (z >> 255)
        if entries is None:
            continue
        t = ee * hh
        t = (t & m255) + 19 * (t >> 255)
        t = (t & m255) + 19 * (t >> 255)
        for yp, ym, z2, t2d in entries:
            # Addition (RFC 8032 section 5.1.4; mixed when z2 = 0 stands for Z2 = 1): products < 2^513,
            # folded < 2^262.3; |ee|, |hh| < 2^263.3, |ff|, |gg| < 2^262.4.
            if z2:
                z2 *= z
                z2 = (z2 & m255) + 19 * (z2 >> 255)
            else:
                z2 = z + z
            aa = (y - x) * ym
            bb = (y + x) * yp
            cc = t * t2d
            aa = (aa & m255) + 19 * (aa >> 255)
            bb = (bb & m255) + 19 * (bb >> 255)
            cc = (cc & m255) + 19 * (cc >> 255)
            ee = bb - aa
            hh = bb + aa
            ff = z2 - cc
            gg = z2 + cc
            x = ee * ff
            x = (x & m255) + 19 * (x >> 255)
            x = (x & m255) + 19 * (x >> 255)
            y = gg * hh
            y = (y & m255) + 19 * (y >> 255)
            y = (y & m255) + 19 * (y >> 255)
            z = ff * gg
            z = (z & m255) + 19 * (z >> 255)
            z = (z & m255) + 19 * (z >> 255)
            t = ee * hh
            t = (t & m255) + 19 * (t >> 255)
            t = (t & m255) + 19 * (t >> 255)
    return (x % P, y % P, z % P)


_LOW_128 = 2**128 - 1
_ORDER_TIMES_8 = 8 * L
"""The order of the whole group E(GF(p)) = Z/8 x Z/L: [8 L] Q is the identity for every point Q."""
_HALF_SIZE = isqrt(_ORDER_TIMES_8)


def _double_scalarmult_vartime(b_scalar: int, a_scalar: int, a_point: Point) -> tuple[int, int, int]:
    """[b_scalar] B + [a_scalar] a_point as (X, Y, Z), scalars >= 0. Public data only."""
    b_scalar %= L
    return _straus_vartime(b_scalar & _LOW_128, b_scalar >> 128, a_scalar, a_point, 0, _IDENTITY)


def _half_size_ratio_vartime(k: int) -> tuple[int, int]:
    """(c0, c1) with c0 = c1 k (mod 8 L), c1 odd, c0 >= 0, both about 2^128 (Pornin, "Optimized lattice basis
    reduction in dimension 2, and fast Schnorr and EdDSA signature verification", 2020, section 3; here by
    the extended Euclidean algorithm stopped half-way, i.e. rational reconstruction). Public data only.

    Invariant: r_i = t_i k (mod 8 L). Stopping at the first r_i < sqrt(8 L) gives |t_i| <= 8 L / r_(i-1)
    <= sqrt(8 L). Consecutive t_i are coprime, so if t_i is even, t_(i-1) and t_(i+1) are odd: the smaller
    of those two candidates is taken (its size only affects speed, never the result)."""
    r0, r1 = _ORDER_TIMES_8, k
    t0, t1 = 0, 1
    while r1 >= _HALF_SIZE:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        t0, t1 = t1, t0 - q * t1
    if t1 & 1:
        return r1, t1
    q = r0 // r1  # t1 even: k != 0, so r1 > 0
    r2, t2 = r0 - q * r1, t0 - q * t1
    if max(r2.bit_length(), abs(t2).bit_length()) < max(r0.bit_length(), abs(t0).bit_length()):
        return r2, t2
    return r0, t0

# ---------------------------------------------------------------------------------------------
# Public-key decoding (public data: variable time).
# ---------------------------------------------------------------------------------------------


def _decode_negated_vartime(s: bytes) -> Point | None:
    """-A for the encoding s, exactly as TweetNaCl's unpackneg: y is the low 255 bits taken mod p
    (y >= p is accepted), x the square root of (y^2 - 1)/(d y^2 + 1) whose parity differs from the sign
    bit (so x = 0 with the sign bit set is accepted, as (0, y)); None when there is no square root."""
    y = fe_from_bytes(s) % P
    x = _recover_x_vartime(y, s[31] >> 7)
    if x is None:
        return None
    x = (P - x) % P
    return (x, y, 1, x * y % P)


def _decode_canonical_vartime(s: bytes) -> Point | None:
    """The point whose canonical encoding (RFC 8032 section 5.1.2, as TweetNaCl's pack writes it) is s,
    or None: y >= p, no square root, or x = 0 with the sign bit set are not canonical. Public data only."""
    y = int.from_bytes(s, "little") & MASK255
    if y >= P:
        return None
    sign = s[31] >> 7
    x = _recover_x_vartime(y, sign)
    if x is None or (x == 0 and sign):
        return None
    return (x, y, 1, x * y % P)

# ---------------------------------------------------------------------------------------------
# Scalars mod L (secret data: fixed-width operands, non-negative, no division). Signing here and the
# scalar operations of `fast.edwards25519` reduce with these.
# ---------------------------------------------------------------------------------------------


_MOD_L_BOUND = 2**516
"""Every dividend of `_mod_l` is below this: the largest, a product of two 32-byte scalars of
`fast.edwards25519` read with their guards, is below (2^257 + L)^2 < 2^515; signing's are below 2^513."""
_BARRETT_OFFSET = L * (2**266 + 1)
"""The multiple of L that `_mod_l` adds first: every dividend becomes a 519-bit int x (2^518 < L (2^266 + 1) <= x <
L (2^266 + 1) + 2^516 < 2^519), so every operand below has one bit length, whatever the scalar."""
_BARRETT_SHIFT = 249
_BARRETT_BITS = 520
_BARRETT_FACTOR = (1 << _BARRETT_BITS) // L
_BARRETT_SHIFT_AFTER = _BARRETT_BITS - _BARRETT_SHIFT
"""Barrett's mu = floor(2^520 / L), a 268-bit constant (Barrett, "Implementing the Rivest Shamir and Adleman public
key encryption algorithm on a standard digital signal processor", CRYPTO 1986; Menezes, van Oorschot, Vanstone,
Handbook of Applied Cryptography, algorithm 14.42, with the shifts chosen for 519-bit dividends). For x < 2^519,
q = floor(floor(x / 2^249) mu / 2^271) is floor(x / L) or one less: x / L - q < 1 + x / 2^520 + 2^249 / L < 2.
And q >= 2^266 (x >= L (2^266 + 1)): 267 bits.

Why these shifts: CPython's schoolbook multiplication (x_mul, below 70 digits) ends the row of each digit f of its
left operand with `if (carry)`, and that carry is zero when f times the right operand's top digit stays below
2^30: a branch that follows digit values. So the constants are the left operands (mu's and L's 30-bit digits are
0 or at least 16), and the secret right operands have a large top digit: x >> 249 is in [2^269, 2^270) (top
digit >= 2^29) and q in [2^266, 2^267) (top digit >= 2^26), so every row's carry is non-zero exactly when its
constant digit is (checked by the tests)."""
_BARRETT_GUARD = 2**530
"""Added to x before x - q L (a 519-bit value minus one of 518-519 bits): CPython's subtraction first compares the
operands' top digits, and skips the leading digits where they are equal, which for x and q L (equal but for the
low 254 bits) would be a count that follows the scalar; with the guard the top digits always differ."""
_REMAINDER_GUARDS = 2**257 | 2**256
_REMAINDER_KEEP = 2**258 - 1
"""(x - q L + 2^530 | guards) & keep = r + 2^257 + 2^256 for the remainder r = x - q L in [0, 2 L): r < 2^254,
so bits 254 to 257 come from the guards only, and the result has 258 bits for every r."""
_SUBTRACT_L = 48 * 2**256 - 2**257 - L
"""v + this = 48 * 2^256 + (2^256 + r - L): bits 256 and up are the ASCII digit 48 ('0') for r < L and 49 ('1')
for r >= L, the digits that `fast.curve25519`'s selection masks are made of (never 0 or 1 as an operand)."""
_SCALAR_MASK = 2**256 - 1


def _mod_l_guarded(dividend: int) -> int:
    """2^256 + (dividend mod L) for a secret 0 <= dividend < _MOD_L_BOUND, without a division: Barrett reduction
    (see _BARRETT_FACTOR) on operands of fixed bit lengths, then one subtraction of L chosen by mask. The result
    has 257 bits for every dividend (the guard bit 2^256 stays), so a caller that keeps the remainder secret
    (the signing nonce) gets it at a fixed length too.

    Why not `%`: CPython's long division runs a fixed number of digit steps for fixed lengths, but each
    step's time still depends on the digit values (measured: a 64-byte scalar_reduce input whose top 32 bytes
    are zero, i.e. many zero digits, divided about 6 ns faster, |t| = 26.7 over 50,000 calls per class,
    `python -m tweetnacl leakcheck --tests core_ed25519.scalar_reduce.short`). Multiplication, shifts, `&`,
    `|`, `^` and additions run the same steps for every digit value; every operand here is non-negative and
    of one bit length (the offset, the guards, the mask digits 48/49). Earlier versions blinded `%` with a
    random multiple of L from the operating system: this costs no random bytes and about half the time."""
    x = dividend + _BARRETT_OFFSET  # 519 bits
    quotient = _BARRETT_FACTOR * (x >> _BARRETT_SHIFT) >> _BARRETT_SHIFT_AFTER  # 267 bits; constant on the left
    guarded = (x + _BARRETT_GUARD - L * quotient | _REMAINDER_GUARDS) & _REMAINDER_KEEP  # r + 2^257 + 2^256
    minus_l = guarded + _SUBTRACT_L  # 48 or 49 in bits 256 and up, r - L below when r >= L
    mask = (minus_l >> 256) * _MASK_SLOPE - _MASK_BASE  # 2^257 for r < L, 2^258 - 1 for r >= L
    return guarded ^ (guarded ^ minus_l) & mask  # 2^256 + r, or 2^256 + r - L (bit 257 cleared either way)


def _mod_l(dividend: int) -> int:
    """dividend mod L for a secret 0 <= dividend < _MOD_L_BOUND (`_mod_l_guarded` without its guard bit). What
    follows the value is the length of the result (below L), for callers that return it."""
    return _mod_l_guarded(dividend) & _SCALAR_MASK


# ---------------------------------------------------------------------------------------------
# Core protocol functions.
# ---------------------------------------------------------------------------------------------


def _public_key(seed: bytes) -> bytes:
    a = _clamp(hashlib.sha512(seed).digest()[:32])
    return _encode_ct(_fixed_base_ct(a))


def crypto_sign_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """32-byte seed -> (public key, secret key = seed || public key) (RFC 8032 section 5.1.5)."""
    pk = _public_key(seed)
    return pk, seed + pk


_NONCE_UNGUARD = 2**256 + 2**512 % L - 15 * L
"""Subtracted from `_mod_l_guarded`'s 2^256 + (2^512 + h mod L): removes the guard bit, the dividend's guard byte
(2^512 mod L) and adds 15 L, so the nonce scalar the comb multiplies is congruent to h, in [15 L - 2^512 mod L,
16 L - 2^512 mod L), 256 bits for every h (checked by the tests; r mod L alone is shorter for small r). A positive
253-bit constant: the subtraction compares no digits (the minuend's top 30-bit digit is at least 2^16, the
constant's below 2^13) and stays non-negative."""


def _nonce(digest: bytes) -> int:
    """The secret nonce r = SHA-512(dom || prefix || M) mod L of RFC 8032 section 5.1.6 step 2, plus a multiple of
    L that gives it a fixed length below 2^256 (see _NONCE_UNGUARD), from the 64-byte digest. The byte 1 appended above the digest gives the
    dividend a fixed length (the digest alone has 17 or 18 30-bit CPython digits, as its top bits decide); the
    reduction is Barrett's (`_mod_l_guarded`): CPython's `%` takes time by the dividend's digit values."""
    return _mod_l_guarded(int.from_bytes(digest + b"\x01", "little")) - _NONCE_UNGUARD


_KEY_SHIFT = 15
"""The clamped secret scalar a (2^254 <= a < 2^255) enters the product k a shifted left by this, to [2^269, 2^270):
its top 30-bit digit (and its top 15-bit digit) is then at least half the digit base."""


def _signature_scalar(nonce: int, k: int, a: int) -> int:
    """S = (r + k a) mod L (RFC 8032 section 5.1.6 step 5) for the secret nonce (r plus a multiple of L, `_nonce`), the public
    challenge 0 <= k < L and the secret clamped scalar a, without a division (`_mod_l`) and with k a arranged for
    CPython's schoolbook multiplication (x_mul), which ends the row of each digit f of its shorter (or, for equal
    lengths, left) operand with a test of the carry out: zero for f = 0, and for a small f following the other
    operand's digits. Here the public k + L (in [L, 2 L): 253 or 254 bits, never longer than the other factor)
    is that operand, and the secret a << 15 (270 bits) has a top digit of at least half the base, so every row
    with f >= 2 carries out whatever a is. The product is in [2^521, 2^524) (18 digits) and, shifted back, in
    [2^506, 2^509): every operand has one length whatever a and r, and none is negative."""
    return _mod_l(((k + L) * (a << _KEY_SHIFT) >> _KEY_SHIFT) + nonce)


def crypto_sign_detached(m: bytes, sk: bytes) -> bytes:
    """RFC 8032 section 5.1.6 signature; the public key hashed is sk[32:], as TweetNaCl's crypto_sign."""
    return sign_detached_with_dom(m, sk, b"")


def sign_detached_with_dom(m: bytes, sk: bytes, dom: bytes) -> bytes:
    """crypto_sign_detached with `dom` before both hashed inputs: the dom2(F, C) prefix of RFC 8032 section
    5.1 (empty for Ed25519; Ed25519ph passes dom2(1, "") and SHA-512(message) as m)."""
    digest = hashlib.sha512(sk[:32]).digest()
    a = _clamp(digest[:32])
    nonce_hash = hashlib.sha512(dom)
    nonce_hash.update(digest[32:])
    nonce_hash.update(m)
    r = _nonce(nonce_hash.digest())
    r_bytes = _encode_ct(_fixed_base_ct(r))
    challenge = hashlib.sha512(dom)
    challenge.update(r_bytes)
    challenge.update(sk[32:])
    challenge.update(m)
    k = int.from_bytes(challenge.digest(), "little") % L  # public: computable from the signature, pk and m
    return r_bytes + _signature_scalar(r, k, a).to_bytes(32, "little")


def crypto_sign_verify_detached(sig: bytes, m: bytes, pk: bytes) -> bool:
    """See verify_detached_with_dom (Ed25519: no dom2 prefix)."""
    return verify_detached_with_dom(sig, m, pk, b"")


def verify_detached_with_dom(sig: bytes, m: bytes, pk: bytes, dom: bytes) -> bool:
    """TweetNaCl's crypto_sign_open check, encode([S] B - [k] A) == sig[:32] with k = SHA-512(dom || R || pk || m)
    mod L and A decoded as unpackneg does, plus the rejection of S >= L (RFC 8032 section 5.1.7). Public data.

    Computed without the final encoding and with half the doublings: encode() outputs exactly the
    canonical encodings of curve points, so the check holds iff sig[:32] canonically encodes a point R
    (else: False) and Q = [S] B - [k] A - R is the identity. With c0 = c1 k (mod 8 L), c1 odd, both about
    2^128 (_half_size_ratio_vartime): [c1] Q = [c1 S mod L] B - [c0] A - [c1] R, as [8 L] kills every
    point; and [c1] Q = identity iff Q = identity, since 0 < |c1| < L and c1 is prime to 8 (the group is
    Z/8 x Z/L). So small-order and mixed-order A and R get exactly TweetNaCl's answer."""
    s = int.from_bytes(sig[32:], "little")
    if s >= L:
        return False
    neg_a = _decode_negated_vartime(pk)
    if neg_a is None:
        return False
    r_bytes = sig[:32]
    r_point = _decode_canonical_vartime(r_bytes)
    if r_point is None:
        return False
    challenge = hashlib.sha512(dom)  # dom: as in sign_detached_with_dom
    challenge.update(r_bytes)
    challenge.update(pk)
    challenge.update(m)
    k = int.from_bytes(challenge.digest(), "little") % L
    c0, c1 = _half_size_ratio_vartime(k)
    b_scalar = c1 * s % L
    if c1 > 0:
        r_point = _negate(r_point)  # the term is [c1] (-R)
    else:
        c1 = -c1
    x, y, z = _straus_vartime(b_scalar & _LOW_128, b_scalar >> 128, c0, neg_a, c1, r_point)
    return x % P == 0 and (y - z) % P == 0


def crypto_scalarmult_base(n: bytes) -> bytes:
    """X25519(n, 9) (RFC 7748 section 5): [clamp(n)] B on Edwards, then u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y)
    (RFC 7748 section 4.1). Never the identity (clamped scalars are not multiples of L), so Z - Y != 0;
    2p added keeps Z - Y non-negative (Y <= 2p, `_fixed_base_ct`)."""
    _, y, z, _ = _fixed_base_ct(_clamp(n))
    u = (z + y) * fe_invert_blinded(z + 2 * P - y) % P
    return u.to_bytes(32, "little")


def _small_order_ys() -> frozenset[int]:
    """y of the points of order 1, 2, 4 and 8: 1, -1, 0 and the two roots of d y^4 + 2 y^2 - 1 = 0
    (a point of order 8 doubles to (+-sqrt(-1), 0), i.e. x^2 = -y^2 on the curve)."""
    ys = {0, 1, P - 1}
    disc = fe_sqrt_ratio_vartime(1 + D, 1)
    assert disc is not None
    for root in (disc, P - disc):
        y = fe_sqrt_ratio_vartime(root - 1, D)
        if y is not None:
            ys.update({y, (P - y) % P})
    return frozenset(ys)


_SMALL_ORDER_YS = _small_order_ys()


_ONE_PLUS_D = (1 + D) % P


def _in_main_subgroup_vartime(y: int) -> bool:
    """Whether the points with this y (0 <= y < p; P and -P share it, and one is in a subgroup iff the other
    is) are in the subgroup of order L, for points on the curve not of small order. Public data only.

    E(GF(p)) = Z/8 x Z/L (the 2-part is cyclic: there are points of order 8), so the subgroup of order L is
    8 E: the points that can be halved three times. A half Q of P = (X, Y) has T = y_Q^2 a root of
    d (1 + Y) T^2 + 2 (1 - d Y) T - (1 + Y) = 0 (the doubling formula y = (x^2 + y^2) / (2 + x^2 - y^2) of RFC
    8032 section 5.1.4 with x^2 = (T - 1) / (1 + d T) from the curve equation), whose discriminant / 4 is
    (1 + d) (1 + d Y^2). The product of the roots is -1/d, which is no square: so when the discriminant is
    a square exactly one root is the square of a y in GF(p), whose x = X (T - x^2) / (2 y) is then in GF(p)
    too, and P can be halved; when it is not, no half has a y in GF(p). Three halvings, each one or two
    square roots (about 5 inversion-sized exponentiations in all), replace the [L] P of the definition (a
    253-bit multiplication). Tested against libsodium on points of every order 8 L / 2^i."""
    for level in range(3):
        root = fe_sqrt_ratio_vartime(_ONE_PLUS_D * (1 + D * y % P * y) % P, 1)
        if root is None:
            return False
        if level == 2:
            return True
        linear = (1 + P - D * y % P) % P  # 1 - d Y
        leading = D * (1 + y) % P  # d (1 + Y), not 0: Y = -1 is of small order
        half = fe_sqrt_ratio_vartime((root + P - linear) % P, leading)
        if half is None:
            half = fe_sqrt_ratio_vartime((2 * P - root - linear) % P, leading)
            assert half is not None  # one of the two roots is a square (see above)
        y = half
    raise AssertionError("unreachable")


# ---------------------------------------------------------------------------------------------
# Decoding and the subgroup check of a point that may be secret (the edwards25519 group API: an OPRF's
# H(password) is a secret point). No branch, index or operand shape follows the point, except through what the
# caller gets anyway (an error for an invalid point).
# ---------------------------------------------------------------------------------------------


def _choose_ct(take_second: int, first: int, second: int) -> int:
    """`second` if take_second (0 or 1) else `first`, for 0 <= first, second < 2^257, by `fast.curve25519`'s guarded
    mask (see _SELECT_GUARD there): an ASCII digit times a slope, so both masks and every operand are non-zero and
    of one length whichever is taken."""
    mask = (48 + take_second) * _MASK_SLOPE - _MASK_BASE
    guarded = first | _SELECT_GUARD
    return guarded ^ (guarded ^ second) & mask


def _equal_ct(a: int, b: int) -> int:
    """1 if a = b else 0, for 0 <= a, b < 2^256, by `hmac.compare_digest` on fixed-length encodings (CPython's int
    `==` stops at the first differing digit)."""
    return int(hmac.compare_digest(a.to_bytes(32, "little"), b.to_bytes(32, "little")))


def _decode_ct(s: bytes) -> Point | None:
    """libsodium's ge25519_frombytes (the rules of `_decode_negated_vartime`, not negated: y the low 255 bits mod p,
    x of the sign bit's parity, x = 0 accepted with either sign), None where u/v has no square root (an error, so
    public). Safe on a secret point: RFC 8032 section 5.1.3's two branches (x or x sqrt(-1); x or p - x) are both
    computed and chosen by `_choose_ct`, as libsodium's fe25519_cmov does; the candidate root is a fixed
    exponentiation (`fe_sqrt_ratio_candidate`); y >= p is reduced by a choice too."""
    raw = fe_from_bytes(s)
    y = _choose_ct((raw + 19) >> 255, raw, (raw + 19) & MASK255)  # y or y - p: bit 255 of y + 19 says y >= p
    y2 = y * y % P
    u = (y2 + P - 1) % P
    v = (D * y2 + 1) % P
    x, vx2 = fe_sqrt_ratio_candidate(u, v)
    direct, flipped = _equal_ct(vx2, u), _equal_ct(vx2, (P - u) % P)
    if not direct | flipped:  # no square root: the point is refused (public)
        return None
    x = _choose_ct(1 - direct, x, x * SQRT_M1 % P)
    x = _choose_ct((x & 1) ^ (s[31] >> 7), x, (P - x) % P)
    return (x, y, 1, x * y % P)


_SMALL_ORDER_Y_ENCODINGS = tuple(y.to_bytes(32, "little") for y in sorted(_SMALL_ORDER_YS))


def _has_small_order_y_ct(s: bytes) -> bool:
    """The low 255 bits of s are the y of a point of order 1, 2, 4 or 8 (canonical y): every comparison made,
    each by `hmac.compare_digest` (a frozenset lookup hashes y and compares on collision)."""
    y_bytes = s[:31] + bytes([s[31] & 127])
    return sum(hmac.compare_digest(y_bytes, small) for small in _SMALL_ORDER_Y_ENCODINGS) > 0


def _in_main_subgroup_blinded(point: Point) -> bool:
    """Whether a point on the curve, not of small order, is in the subgroup of order L, safe on a secret point.

    Blinded: P is in the subgroup iff Q = P + [s] B is, for B of order L; with s a fresh uniform scalar from the
    operating system (`secrets`, never the `set_prng` generator), Q is uniform in P's coset of the subgroup, so the
    variable-time halvings of `_in_main_subgroup_vartime` (5, 6 or 7 square roots by the point) follow Q, not P's
    secret component; only the coset (P's torsion part, i.e. the answer) remains. [s] B is the constant-time comb
    (`_fixed_base_ct`, s + L for its fixed length), the sum the complete group law, the encoding's inversion
    blinded. Q is of small order only when s makes [s] B = -P's order-L part (probability 1/L); then P is in the
    subgroup iff Q is the identity (y = 1)."""
    blinding = secrets.randbelow(L)
    y = fe_from_bytes(_encode_ct(_add(point, _fixed_base_ct(blinding + L))))
    if y in _SMALL_ORDER_YS:
        return y == 1
    return _in_main_subgroup_vartime(y)


def _valid_point_ct(s: bytes) -> Point | None:
    """The point of a valid encoding (libsodium's crypto_core_ed25519_is_valid_point and the point check of
    crypto_scalarmult_ed25519): canonical y, not of small order, on the curve, [L] P = identity; None otherwise.
    Safe on a secret point: `_decode_ct`, `_in_main_subgroup_blinded`, and the y checks without a branch or early
    exit until the answer (an invalid point is an error, public)."""
    non_canonical = (fe_from_bytes(s) + 19) >> 255
    if non_canonical | _has_small_order_y_ct(s):
        return None
    point = _decode_ct(s)
    if point is None or not _in_main_subgroup_blinded(point):
        return None
    return point


def ed25519_pk_to_curve25519(pk: bytes) -> bytes | None:
    """Ed25519 public key -> X25519 public key u = (1 + y)/(1 - y) (RFC 7748 section 4.1), failing (None)
    exactly where libsodium's crypto_sign_ed25519_pk_to_curve25519 does:
    - ge25519_has_small_order: y (low 255 bits, mod p) is the y of a point of order 1, 2, 4 or 8;
    - ge25519_frombytes_negate_vartime: no x for this y (y taken mod p);
    - ge25519_is_on_main_subgroup: [L] A must be the identity (X = 0 and Y = Z; libsodium up to 1.0.20
      checked X = 0 only and so also accepted A + (0, -1); the fix is libsodium commit f2da4cd8, in the
      libsodium that PyNaCl 1.6 bundles).
    libsodium has no separate check of y < p here, and needs none: of the non-canonical y (p .. 2^255 - 1),
    p and p + 1 are small-order y, and no other decodes to a point of the prime-order subgroup (tested
    against libsodium), so every non-canonical encoding is refused.
    Public data: variable time."""
    y = fe_from_bytes(pk) % P
    if y in _SMALL_ORDER_YS:
        return None
    neg_a = _decode_negated_vartime(pk)
    if neg_a is None:
        return None
    if not _in_main_subgroup_vartime(y):  # [L] A is the identity
        return None
    u = (1 + y) * pow(1 - y, -1, P) % P
    return u.to_bytes(32, "little")
