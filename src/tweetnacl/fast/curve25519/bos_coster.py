"""Variable-time multi-scalar multiplication of many public points by the Bos-Coster algorithm, for Ed25519 batch
verification on big ints (RFC 8032 section 5.1.7; the batch equation of Bernstein, Duif, Lange, Schwabe, Yang,
"High-speed high-security signatures", 2011, section 5, whose implementation runs it this way): [b] B + the sum of
[k_i] P_i over hundreds of decoded points P_i.

The terms (k, P) are kept ordered by k (a sorted list). The two largest, k1 >= k2, are replaced by (k1 - k2, P1) and
(k2, P1 + P2): the sum of [k] P is unchanged, and k1 - k2 is small (about k1 / heap size), so every point addition
removes a few bits (up to log2 of the heap's size) from some scalar. There is no chain of doublings and no table
per point: counted, 26 additions per point for a batch of 256 signatures (513 points of 128 and 253 bits), 34 for
64, against about 32 for Straus's wNAF digits plus 8 for each point's table (`straus.multiscalar_vartime`, faster
for a few points: `BOS_COSTER_FROM`). When k1 > 2^8 k2 (a few points left, or one scalar far above the rest) a
subtraction would remove too little: k1 = 2^m hi + lo is then cut by right-to-left binary instead, [lo] P1 going
into an accumulator beside the heap and (hi, [2^m] P1) back into it (m doublings). The last term left is multiplied
the same way. The steps depend on the scalars alone: `bos_coster_steps_vartime` writes them down first
(the schedule), and an arithmetic runs them, big ints here, PyPy's limbs in `bos_coster_words` (measured on CPython
3.11: 2% fewer instructions than the steps interleaved with the additions).

The addition is Hisil, Wong, Carter, Dawson, "Twisted Edwards curves revisited", 2008, section 3.2 (dedicated, a =
-1: "add-2008-hwcd-4"), 8 products and no multiplication by d, on points kept as (Y + X, Y - X, Z, 2T). It is not
complete: where its result has Z = 0 (P1 = P2, or P1 - P2 of small order), the unified `edwards.point_add`
(complete) is taken instead.

Secrets: none may come here. Everything is variable time (`*_vartime`): the heap's order and the number of steps
follow the scalars, the exceptional case the points. Callers pass public points and public scalars: challenges
times the batch's random coefficients, which come fresh from `secrets` for each batch equation, so what the order of
the steps shows of them (as Straus's digits do) tells nothing about the next batch's.

Bounds (of the addition in `bos_coster_vartime`): the coordinates of a point in the heap are in (-2^256.1,
2^256.1), Z in (-2^24, 2^255 + 2^24). A product of two of them is below 2^512.2 in absolute value and one fold,
fold(v) = (v mod 2^255) + 19 floor(v / 2^255), takes it below 2^261.6; sums and differences of two are below
2^262.6, their products below 2^525.2, folded twice into (-2^24, 2^255 + 2^24).
"""

from __future__ import annotations

import bisect
from typing import Any, Generic, TypeVar

from tweetnacl.fast.curve25519.edwards import BASE, Point, point_add, point_double
from tweetnacl.fast.curve25519.field import MASK255, P
from tweetnacl.fast.curve25519.straus import cached_odd_multiples_vartime, multiscalar_vartime

__all__ = [
    "BOS_COSTER_FROM", "CUT_BITS_WIDTH", "BatchPoint", "BigIntBatchPoint", "HeapPoint", "batch_multiscalar_vartime",
    "bos_coster_steps_vartime", "bos_coster_vartime", "cut_of_step",
]  # fmt: skip

PointT = TypeVar("PointT")
HeapT = TypeVar("HeapT")
TableT = TypeVar("TableT")

HeapPoint = tuple[int, int, int, int]
"""A point as the heap keeps it: (Y + X, Y - X, Z, 2T), extended coordinates (RFC 8032 section 5.1.4)."""

BOS_COSTER_FROM = 52
"""Points (2 per signature) from which the Bos-Coster algorithm replaces Straus's interleaving. Measured by
callgrind on CPython 3.11 (2026-12-02, M instructions by Straus with its tables / by Bos-Coster, the base point's
term included): 20 signatures 79.1 / 85.6, 24 signatures 93.0 / 93.7, 28 signatures 107.3 / 105.1, 32 signatures
122.0 / 117.0, 64 signatures 234.4 / 198.7, 256 signatures 747.8 (by buckets, window 7) / 624.0."""

_SPLIT_BITS = 8
"""k1 > 2^8 k2 cuts k1 by binary instead of subtracting k2 (`bos_coster_vartime`): a subtraction would remove
fewer than 8 bits."""

CUT_BITS_WIDTH = 9
"""Bits of a binary cut's step (`bos_coster_steps_vartime`) for its number of doublings: scalars below 2^511."""
_CUT_BITS_MASK = (1 << CUT_BITS_WIDTH) - 1

_EXCEPTIONAL_Z = frozenset((0, P))
"""The Z of the dedicated addition's result that are 0 mod p, in its range (-2^24, 2^255 + 2^24)."""


class BatchPoint(Generic[PointT, HeapT, TableT]):
    """A decoded point (affine: Z = 1) of a batch, in both forms its multiplication may need: the heap's form
    (`make_heap_form`), and Straus's table of odd multiples (`make_table`), each made on first use and kept, as a
    bisection re-checks halves of the batch, small ones by Straus. On big ints here; `bos_coster_words` subclasses it
    on limbs. Public data."""

    __slots__ = ("heap_form", "point", "table")

    def __init__(self, point: PointT) -> None:
        self.point = point
        self.heap_form: HeapT | None = None
        self.table: TableT | None = None

    @staticmethod
    def make_heap_form(point: Any) -> Any:
        """(y + x, y - x, 1, 2xy) mod p for the affine point (x, y, 1, xy)."""
        x, y, z, t = point
        assert z == 1, "batch points are decoded (affine)"
        return ((y + x) % P, (y - x) % P, 1, 2 * t % P)

    @staticmethod
    def make_table(point: Any) -> Any:
        """Straus's table of the point's odd multiples (`straus.cached_odd_multiples_vartime`)."""
        return cached_odd_multiples_vartime(point)

    def for_heap(self) -> HeapT:
        """`make_heap_form` of the point, computed once."""
        form = self.heap_form
        if form is None:
            form = self.heap_form = self.make_heap_form(self.point)
        return form

    def odd_multiples(self) -> TableT:
        """`make_table` of the point, computed once."""
        table = self.table
        if table is None:
            table = self.table = self.make_table(self.point)
        return table


BigIntBatchPoint = BatchPoint[Point, HeapPoint, list[Point]]
"""The big ints' batch point (the base class's own forms)."""


def batch_multiscalar_vartime(b_scalar: int, terms: list[tuple[int, BigIntBatchPoint]]) -> tuple[int, int, int]:
    """[b_scalar] B + the sum of [scalar] point over terms as (X, Y, Z) in [0, p): by Bos-Coster from
    `BOS_COSTER_FROM` points, by Straus's interleaving below. Scalars >= 0. Public data."""
    if len(terms) >= BOS_COSTER_FROM:
        return bos_coster_vartime(b_scalar, [(scalar, point.for_heap()) for scalar, point in terms])
    return multiscalar_vartime(b_scalar, [(scalar, point.odd_multiples()) for scalar, point in terms])


def _extended(point: HeapPoint) -> Point:
    """The heap's (Y + X, Y - X, Z, 2T) as extended coordinates in [0, p): (2X, 2Y, 2Z, 2T), the same point."""
    yp, ym, z, t2 = point
    return ((yp - ym) % P, (yp + ym) % P, 2 * z % P, t2 % P)


def _heap_form(point: Point) -> HeapPoint:
    x, y, z, t = point
    return ((y + x) % P, (y - x) % P, z, 2 * t % P)


def _binary_vartime(scalar: int, bits: int, point: Point, total: Point) -> tuple[Point, Point]:
    """([2^bits] point, total + [scalar mod 2^bits] point), right to left (`bits` doublings). Public data."""
    for _ in range(bits):
        if scalar & 1:
            total = point_add(total, point)
        scalar >>= 1
        point = point_double(point)
    return point, total


def _cut_step(low: int, bits: int, index: int, index_bits: int) -> int:
    """A binary cut's step (`bos_coster_steps_vartime`): the accumulator += [low] P_index, P_index = [2^bits] P_index."""
    return ~((low << CUT_BITS_WIDTH | bits) << index_bits | index)


def cut_of_step(step: int, index_bits: int) -> tuple[int, int, int]:
    """(index, low, bits) of a binary cut's step (a step < 0): `_cut_step` undone, for the executors."""
    step = ~step
    index = step & ((1 << index_bits) - 1)
    step >>= index_bits
    return index, step >> CUT_BITS_WIDTH, step & _CUT_BITS_MASK


def bos_coster_steps_vartime(scalars: list[int]) -> tuple[list[int], int]:
    """The Bos-Coster schedule of the terms [scalars[i]] P_i (scalars in [1, 2^511), at least one) as (steps,
    index_bits): the points' additions and binary cuts in order, decided by the scalars alone, so that one
    schedule serves every arithmetic (`bos_coster_vartime` on big ints, `bos_coster_words` on PyPy's limbs).
    A step >= 0 is i1 << index_bits | i2: P_i2 += P_i1. A step < 0 is ~((low << 9 | bits) << index_bits | i1):
    the accumulator += [low] P_i1 and P_i1 = [2^bits] P_i1 (right to left binary, `bits` doublings, bits < 2^9:
    `CUT_BITS_WIDTH`; `cut_of_step` reads it back);
    the last step is one, which leaves the accumulator equal to the sum of the terms. Public data."""
    # The terms as one int each, k << index_bits | index, in a sorted list (the largest last): the index comes
    # with k without comparing tuples, and the next step's terms are the list's last two. Measured against a heap
    # (heapq), 2026-12-02, 64 signatures: on PyPy 3.11 19 us a signature against 22, on CPython 3.11 a batch 1% fewer
    # instructions. The split is tested on k1 - k2 > k2, a comparison the subtraction makes free, instead of
    # shifting k2 at every step (callgrind, CPython 3.11, the schedule of 64 signatures: 10% fewer instructions).
    index_bits = len(scalars).bit_length()
    index_mask = (1 << index_bits) - 1
    terms = sorted(scalar << index_bits | index for index, scalar in enumerate(scalars))
    insert, drop = bisect.insort, terms.pop
    steps: list[int] = []
    append = steps.append
    while len(terms) > 1:
        key1 = drop()
        key2 = terms[-1]
        i1 = key1 & index_mask
        i2 = key2 & index_mask
        rest = key1 - (key2 - i2)  # (k1 - k2) << index_bits | i1
        if rest > key2:  # k1 - k2 > k2 (or equal, i1 > i2), which k1 >> 8 > k2 implies: test that exactly
            k1 = key1 >> index_bits
            k2 = key2 >> index_bits
            if k1 >> _SPLIT_BITS > k2:
                cut = k1.bit_length() - k2.bit_length()
                append(_cut_step(k1 & ((1 << cut) - 1), cut, i1, index_bits))
                insert(terms, (k1 >> cut) << index_bits | i1)
                continue
        append(i1 << index_bits | i2)
        if rest > index_mask:  # else k1 = k2: the term is gone
            insert(terms, rest)
    i1 = terms[0] & index_mask
    k1 = terms[0] >> index_bits
    append(_cut_step(k1, k1.bit_length(), i1, index_bits))
    return steps, index_bits


def bos_coster_vartime(b_scalar: int, terms: list[tuple[int, HeapPoint]]) -> tuple[int, int, int]:
    """[b_scalar] B + the sum of [scalar] point over terms as (X, Y, Z) in [0, p), scalars in [0, 2^511), points in
    the heap's form with coordinates in [0, p) (`BatchPoint.for_heap`), by `bos_coster_steps_vartime`'s schedule.
    Public data."""
    m255 = MASK255
    exceptional_z = _EXCEPTIONAL_Z
    forms = [point for scalar, point in terms if scalar]
    scalars = [scalar for scalar, _ in terms if scalar]
    if b_scalar:
        forms.append(_heap_form(BASE))
        scalars.append(b_scalar)
    if not forms:
        return (0, 1, 1)
    steps, index_bits = bos_coster_steps_vartime(scalars)
    index_mask = (1 << index_bits) - 1
    total: Point = (0, 1, 1, 0)  # the terms cut off by `_binary_vartime`
    # The coordinates in four lists, not a tuple a point: an addition then allocates no container, which the
    # garbage collector would count and traverse (measured: its collections moved a batch's count by 5%).
    yps = [point[0] for point in forms]
    yms = [point[1] for point in forms]
    zs = [point[2] for point in forms]
    ts = [point[3] for point in forms]
    for step in steps:
        if step < 0:  # a binary cut
            i1, low, bits = cut_of_step(step, index_bits)
            point = _extended((yps[i1], yms[i1], zs[i1], ts[i1]))
            doubled, total = _binary_vartime(low, bits, point, total)
            yps[i1], yms[i1], zs[i1], ts[i1] = _heap_form(doubled)
            continue
        i1 = step >> index_bits
        i2 = step & index_mask
        yp1 = yps[i1]
        ym1 = yms[i1]
        z1 = zs[i1]
        t1 = ts[i1]
        yp2 = yps[i2]
        ym2 = yms[i2]
        z2 = zs[i2]
        t2 = ts[i2]
        # P1 + P2, "add-2008-hwcd-4" with 2T kept (the C and D of the formulas are 2 Z1 T2 and 2 T1 Z2).
        aa = ym1 * yp2
        bb = yp1 * ym2
        cc = z1 * t2
        dd = t1 * z2
        aa = (aa & m255) + 19 * (aa >> 255)
        bb = (bb & m255) + 19 * (bb >> 255)
        cc = (cc & m255) + 19 * (cc >> 255)
        dd = (dd & m255) + 19 * (dd >> 255)
        ee = dd + cc
        ff = bb - aa
        gg = bb + aa
        hh = dd - cc
        z = ff * gg
        z = (z & m255) + 19 * (z >> 255)
        z = (z & m255) + 19 * (z >> 255)
        if z in exceptional_z:  # the dedicated formula's exceptional case: the complete one instead
            p1 = _extended((yp1, ym1, z1, t1))
            yps[i2], yms[i2], zs[i2], ts[i2] = _heap_form(point_add(p1, _extended((yp2, ym2, z2, t2))))
        else:
            x = ee * ff
            y = gg * hh
            t = ee * hh
            x = (x & m255) + 19 * (x >> 255)
            y = (y & m255) + 19 * (y >> 255)
            t = (t & m255) + 19 * (t >> 255)
            x = (x & m255) + 19 * (x >> 255)
            y = (y & m255) + 19 * (y >> 255)
            t = (t & m255) + 19 * (t >> 255)
            yps[i2] = y + x
            yms[i2] = y - x
            zs[i2] = z
            ts[i2] = t + t
    x, y, z, _ = total
    return (x, y, z)
