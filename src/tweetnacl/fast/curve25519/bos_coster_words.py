"""PyPy's Bos-Coster multi-scalar multiplication for large Ed25519 batches: `bos_coster.bos_coster_vartime` on
machine-word limbs (`field_words`) instead of big ints.

The same schedule (`bos_coster.bos_coster_steps_vartime`: the steps follow the scalars alone), the same
addition (Hisil, Wong, Carter, Dawson, "Twisted Edwards curves revisited", 2008, section 3.2, "add-2008-hwcd-4": 8
products, on (Y + X, Y - X, Z, 2T)) with the complete one where its Z is 0 mod p, and the same binary cuts. Why
(measured on PyPy 3.11, 2026-12-02, 64 signatures, interleaved): Straus's interleaving on limbs (`straus_words`),
about 85 point operations a signature and 8 more for each point's table, took 87 + 14 us a signature; Bos-Coster,
about 70 additions and no table, 72 us.

Secrets: none may come here. Everything is variable time (`*_vartime`), as in `bos_coster`: public points, and
scalars that are challenges times fresh random coefficients.

Bounds (`field_words`: `mul` takes carried elements or sums and differences of two; `carry` takes |h_k| < 2^62):
a heap point is (Y + X, Y - X, Z, 2T) with X, Y, Z, T carried, so each coordinate is carried or a sum or difference
of two; the addition's A, B, C, D are products (carried), E, F, G, H sums and differences of two of them, its
outputs products; the conversions to extended coordinates carry the sums of two sums (`_extended`). So every word
stays below 2^62 in magnitude (tests/test_sign_batch.py runs this on instrumented ints).
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.bos_coster import BatchPoint, bos_coster_steps_vartime, cut_of_step
from tweetnacl.fast.curve25519.edwards import BASE, D2
from tweetnacl.fast.curve25519.edwards_words import ONE_WORDS, ZERO_WORDS, WordPoint, add_cached_words, double_words
from tweetnacl.fast.curve25519.field import P
from tweetnacl.fast.curve25519.field_words import Limbs, add, carry, from_limbs, mul, sub, to_limbs
from tweetnacl.fast.curve25519.straus_words import PointIndexTable, multiscalar_words_vartime, point_index_entries

__all__ = [
    "BOS_COSTER_WORDS_FROM", "BatchWordPoint", "WordHeapPoint", "batch_multiscalar_words_vartime",
    "bos_coster_words_vartime",
]  # fmt: skip

WordHeapPoint = tuple[Limbs, Limbs, Limbs, Limbs]
"""A point as the heap keeps it on limbs: (Y + X, Y - X, Z, 2T) for carried X, Y, Z, T."""

BOS_COSTER_WORDS_FROM = 52
"""Points (2 per signature) from which Bos-Coster replaces Straus's interleaving on limbs. Measured on PyPy 3.11
(2026-12-02, us by Straus with its tables / by Bos-Coster, the base point's term included): 16 signatures 1,099 /
1,216, 20 signatures 1,364 / 1,511, 24 signatures 1,764 / 1,775, 32 signatures 2,498 / 2,213."""

_TOP_LIMB_OF_P = (1 << 25) - 1
"""Limb 9 of p carried; a carried Z that is 0 mod p (0 or p: carried values are below 2^255 + 2^44) has limb 9
equal to 0 or this."""

_D2_WORDS = to_limbs(D2)


class BatchWordPoint(BatchPoint[WordPoint, WordHeapPoint, PointIndexTable]):
    """`bos_coster.BatchPoint` on limbs: a decoded point (`edwards_words`, Z = 1) with its heap form and its Straus
    table (`straus_words.point_index_entries`), each made on first use. Public data."""

    __slots__ = ()

    @staticmethod
    def make_heap_form(point: WordPoint) -> WordHeapPoint:
        x, y, z, t = point
        return (add(y, x), sub(y, x), z, add(t, t))

    @staticmethod
    def make_table(point: WordPoint) -> PointIndexTable:
        return point_index_entries(point)


def batch_multiscalar_words_vartime(
    b_scalar: int, terms: list[tuple[int, BatchWordPoint]]
) -> tuple[Limbs, Limbs, Limbs]:
    """[b_scalar] B + the sum of [scalar] point over terms as (X, Y, Z) carried limbs: by Bos-Coster from
    `BOS_COSTER_WORDS_FROM` points, by Straus's interleaving below. Scalars in [0, 2^511). Public data."""
    if len(terms) >= BOS_COSTER_WORDS_FROM:
        return bos_coster_words_vartime(b_scalar, [(scalar, point.for_heap()) for scalar, point in terms])
    return multiscalar_words_vartime(b_scalar, [(scalar, point.odd_multiples()) for scalar, point in terms])


def _base_heap_form() -> WordHeapPoint:
    x, y, _, t = BASE
    return (to_limbs((y + x) % P), to_limbs((y - x) % P), ONE_WORDS, to_limbs(2 * t % P))


_BASE_HEAP_FORM = _base_heap_form()


def _extended(point: WordHeapPoint) -> WordPoint:
    """The heap's (Y + X, Y - X, Z, 2T) as extended coordinates (2X, 2Y, 2Z, 2T), carried: the same point."""
    yp, ym, z, t2 = point
    return (carry(*sub(yp, ym)), carry(*add(yp, ym)), carry(*add(z, z)), carry(*t2))


def _cached(point: WordPoint) -> WordPoint:
    """Carried extended coordinates in `add_cached_words`' cached form (Y + X, Y - X, 2Z, 2dT)."""
    x, y, z, t = point
    return (add(y, x), sub(y, x), add(z, z), mul(t, _D2_WORDS))


def _binary_words_vartime(scalar: int, bits: int, point: WordPoint, total: WordPoint) -> tuple[WordPoint, WordPoint]:
    """([2^bits] point, total + [scalar mod 2^bits] point), right to left (`bits` doublings), carried extended
    coordinates in and out. Public data."""
    for _ in range(bits):
        if scalar & 1:
            total = add_cached_words(*total, _cached(point))
        scalar >>= 1
        point = double_words(point[0], point[1], point[2])
    return point, total


def bos_coster_words_vartime(b_scalar: int, terms: list[tuple[int, WordHeapPoint]]) -> tuple[Limbs, Limbs, Limbs]:
    """[b_scalar] B + the sum of [scalar] point over terms as (X, Y, Z) carried limbs, scalars in [0, 2^511), points
    in the heap's form (`BatchWordPoint.for_heap`), by `bos_coster.bos_coster_steps_vartime`'s schedule. Public
    data."""
    points = [point for scalar, point in terms if scalar]
    scalars = [scalar for scalar, _ in terms if scalar]
    if b_scalar:
        points.append(_BASE_HEAP_FORM)
        scalars.append(b_scalar)
    if not points:
        return (ZERO_WORDS, ONE_WORDS, ONE_WORDS)
    steps, index_bits = bos_coster_steps_vartime(scalars)
    index_mask = (1 << index_bits) - 1
    top_of_p = _TOP_LIMB_OF_P
    total: WordPoint = (ZERO_WORDS, ONE_WORDS, ONE_WORDS, ZERO_WORDS)  # the terms cut off by binary
    for step in steps:
        if step < 0:  # a binary cut
            i1, low, bits = cut_of_step(step, index_bits)
            doubled, total = _binary_words_vartime(low, bits, _extended(points[i1]), total)
            points[i1] = BatchWordPoint.make_heap_form(doubled)
            continue
        i2 = step & index_mask
        yp1, ym1, z1, t1 = points[step >> index_bits]
        yp2, ym2, z2, t2 = points[i2]
        # P1 + P2, "add-2008-hwcd-4" with 2T kept (the C and D of the formulas are 2 Z1 T2 and 2 T1 Z2).
        aa = mul(ym1, yp2)
        bb = mul(yp1, ym2)
        cc = mul(z1, t2)
        dd = mul(t1, z2)
        ee = add(dd, cc)
        ff = sub(bb, aa)
        gg = add(bb, aa)
        hh = sub(dd, cc)
        z = mul(ff, gg)
        top = z[9]
        if (top == 0 or top == top_of_p) and from_limbs(z) == 0:  # exceptional: the complete formula instead
            p1 = _extended(points[step >> index_bits])
            points[i2] = BatchWordPoint.make_heap_form(add_cached_words(*_extended(points[i2]), _cached(p1)))
            continue
        x = mul(ee, ff)
        y = mul(gg, hh)
        t = mul(ee, hh)
        points[i2] = (add(y, x), sub(y, x), z, add(t, t))
    x, y, z, _ = total
    return (x, y, z)
