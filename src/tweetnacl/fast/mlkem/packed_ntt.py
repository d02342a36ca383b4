"""The NTTs of ML-KEM-768 (FIPS 203, Algorithms 9 and 10) on CPython: several polynomials at once, packed side by
side in big ints; the machinery `tweetnacl.fast.mlkem.mlkem768` transforms its biased secret coefficients with (its
docstring has the constant-time design: biased values, guards, fixed sizes)."""

from __future__ import annotations

import sys
from array import array

from tweetnacl.reference.mlkem import Q, ZETAS

BIAS = Q << 18
"""A multiple of q of one full 30-bit CPython digit: biased secret values are never cached, zero or short."""
INV128 = 3303
"""128^-1 mod q (FIPS 203, Algorithm 10, line 14)."""
ZETAS_INV_ORDER = [ZETAS[i] for i in range(127, 0, -1)]


# -- the NTT of several polynomials at once, packed side by side in big ints (FIPS 203, Algorithms 9 and 10) ----
# Four consecutive coefficients of n polynomials make one int: coefficient 4r + c of polynomial p in the 64-bit
# lane c * n + p of int r, and a public top above the lanes. Every butterfly of a layer of length >= 4 pairs int r
# with int r + length/4 under one zeta (a block of 2 * length coefficients spans whole ints), so it is a handful of
# big-int operations for 4n butterflies; the layer of length 2 pairs the two halves of each int (one block per
# int). Lanes hold values below 2^17, reduced mod q by a lane-wise Barrett step (`LANE_MAGIC`), so no lane
# carries into or borrows from the next; the top holds a public value that no lane reaches, so every int's size is
# fixed by the public zetas alone (a secret top lane, or a secret zero one, would otherwise decide it).

LANE = 64
GROUP = 4
"""Consecutive coefficients per int: blocks of the length-2 layer are 4 coefficients, so each has one zeta."""
LANE_MAGIC = (1 << 32) // Q
"""floor(2^32 / q): for a lane value x < 2^29, x - q * floor(x * LANE_MAGIC / 2^32) is x mod q or that plus q (the
quotient estimate is low by at most 1 + x / 2^32), so a Barrett step leaves every lane below 2q."""


class _Lanes:
    """The constants of a packing of `lanes` lanes. `quotient_mask` keeps bits 0..31 of each lane (Barrett quotients
    are below 2^18) and the whole top: with the top at c * TOP (c < 2^13, public), the top of a Barrett quotient is
    exactly c - 1 (q * LANE_MAGIC is 2^32 less 2^32 mod q), so the step takes the top back to TOP = q * 2^(64 lanes)
    and every quotient has one size."""

    def __init__(self, lanes: int) -> None:
        self.top = Q << (LANE * lanes)
        self.low_lanes = (1 << (LANE * lanes)) - 1
        self.quotient_mask = sum(((1 << 32) - 1) << (LANE * i) for i in range(lanes)) | ((1 << 40) - 1) << (LANE * lanes)
        self.two_q_top = sum((2 * Q) << (LANE * i) for i in range(lanes)) + self.top
        self.lane_bytes = LANE // 8 * lanes
        self.lane_ones = sum(1 << (LANE * i) for i in range(lanes))
        # `_unpack_biased`'s exact reduction: bit 16 of (lane + 2^16 - q) is set iff lane >= q; the top's q (odd)
        # shifted down by 16 adds a bit that is always set, so the selection is never small or zero
        self.at_least_q = (1 << 16) - Q
        self.selection_mask = self.lane_ones | 1 << (LANE * lanes - 16)
        self.restore = (Q << (LANE * lanes - 16)) + BIAS * self.lane_ones - self.top


class _Packing:
    """n polynomials: the whole ints' lanes (4n) and their halves' (2n), for the length-2 layer."""

    def __init__(self, polys: int) -> None:
        self.polys = polys
        self.whole = _Lanes(GROUP * polys)
        self.half = _Lanes(GROUP * polys // 2)
        self.half_shift = LANE * GROUP * polys // 2


_PACKINGS = {polys: _Packing(polys) for polys in (1, 3, 4, 6)}
"""Decapsulation's inverse NTT is of one polynomial, encapsulation's NTT of y (3) and inverse of u and v (4), key
generation's NTT of s and e (6)."""
WORDS_NEED_SWAP = sys.byteorder != "little"
"""The lanes go through `array("Q")` (one 64-bit word a lane, in the machine's order) and little-endian bytes."""
assert array("Q").itemsize * 8 == LANE and array("I").itemsize == 4 and array("H").itemsize == 2


def _raw_ints(polys: list[list[int]], packing: _Packing) -> list[int]:
    """Lane c * n + p of int r = polys[p][4r + c] (every coefficient below 2^64), no top: the coefficients are
    interleaved in one list and written as 64-bit words by `array` in one C call, each int read from its bytes (a
    loop of shifts and adds over every coefficient cost 8 times more, measured). For biased coefficients the top lane
    is at least 2^29, so every int has one size."""
    n = packing.polys
    flat = [0] * (256 * n)
    for p, poly in enumerate(polys):
        flat[p::n] = poly
    words = array("Q", flat)
    if WORDS_NEED_SWAP:
        words.byteswap()
    data = words.tobytes()
    size = packing.whole.lane_bytes
    return [int.from_bytes(data[i : i + size], "little") for i in range(0, len(data), size)]


def _lane_offsets(offset: int, packing: _Packing) -> int:
    return offset * packing.whole.lane_ones


def _pack(polys: list[list[int]], offset: int, packing: _Packing) -> list[int]:
    """Lane c * n + p of int r = polys[p][4r + c] - offset (every coefficient in offset..offset + 2q), top TOP."""
    start = packing.whole.top - _lane_offsets(offset, packing)  # positive: TOP is above every lane
    return [r + start for r in _raw_ints(polys, packing)]


def _unpack_biased(packed: list[int], packing: _Packing) -> list[list[int]]:
    """BIAS + (lane mod q) for every lane (lanes below 2^29, top TOP), as `reduce` computes it, reduced in the packed
    form: a Barrett step (lanes below 2q), then q subtracted from the lanes at least q (bit 16 of lane + 2^16 - q,
    times q: lane-wise, no carries) and BIAS added; the top goes and the top lane, at least BIAS, fixes every int's
    size. The lanes are then read as 64-bit words by `array` in one C call: each an int of one digit, never cached
    (a shift and a mask per lane over the whole int cost 20 times more, measured)."""
    q = Q
    magic = LANE_MAGIC
    lanes = packing.whole
    mask = lanes.quotient_mask
    at_least_q = lanes.at_least_q * lanes.lane_ones
    selection_mask = lanes.selection_mask
    restore = lanes.restore
    top = lanes.top
    size = lanes.lane_bytes
    chunks = []
    for x in packed:
        x += top  # top 2 TOP: the Barrett quotient's top is 1, so its size never depends on the lanes (a top TOP
        x -= q * (((x * magic) >> 32) & mask)  # would give quotients of secret size, found by callgrind_leakcheck)
        x += restore - q * (((x + at_least_q) >> 16) & selection_mask)  # restore: adds BIAS, takes q * TOP's bit
        chunks.append(x.to_bytes(size, "little"))
    words = array("Q")
    words.frombytes(b"".join(chunks))
    if WORDS_NEED_SWAP:
        words.byteswap()
    flat = words.tolist()
    n = packing.polys
    return [flat[p::n] for p in range(n)]


def ntt_packed(polys: list[list[int]], offset: int) -> list[list[int]]:
    """Algorithm 9 on 1, 3, 4 or 6 polynomials at once (coefficients in offset..offset + 2q: offset BIAS - q for
    biased ones, 0 for plain), biased results. Per butterfly: t = zeta * hi reduced lane-wise, then lo + t and
    lo + 2q - t (2q: no lane goes negative, as t < 2q), each with the top brought back to TOP. Lanes grow by at
    most 2q a layer: below 16q after the seven, so zeta * hi stays below 2^29 as the Barrett step needs."""
    packing = _PACKINGS[len(polys)]
    f = _pack(polys, offset, packing)
    magic = LANE_MAGIC
    q = Q
    mask = packing.whole.quotient_mask
    two_q_top = packing.whole.two_q_top
    top = packing.whole.top
    k = 1
    step = 128 // GROUP  # ints between the partners of a butterfly (length / 4)
    while step >= 1:
        for start in range(0, 256 // GROUP, 2 * step):
            zeta = ZETAS[k]
            k += 1
            for j in range(start, start + step):
                t = zeta * f[j + step]
                t -= q * (((t * magic) >> 32) & mask)
                a = f[j]
                f[j + step] = a + two_q_top - t
                f[j] = a + t - top
        step >>= 1
    # the layer of length 2: lanes of coefficients 4r, 4r + 1 against 4r + 2, 4r + 3, under ZETAS[64 + r]
    half = packing.half
    shift = packing.half_shift
    low_lanes = half.low_lanes
    mask = half.quotient_mask
    two_q_top = half.two_q_top
    top = half.top
    for r in range(256 // GROUP):
        x = f[r]
        t = ZETAS[64 + r] * (x >> shift)  # the upper half with the whole top (TOP of the upper half's lanes)
        t -= q * (((t * magic) >> 32) & mask)
        a = (x & low_lanes) + top  # the lower half given a top: one size
        f[r] = ((a + two_q_top - t) << shift) + a + t - 2 * top
    return _unpack_biased(f, packing)


def ntt_inverse_packed(polys: list[list[int]], addends: tuple[list[list[int]], int] | None = None) -> list[list[int]]:
    """Algorithm 10 on 1, 3 or 4 polynomials of biased coefficients at once, biased results, with each result's
    addend (addends[0][p], coefficients in addends[1]..addends[1] + 2q) added in the packed form before the one
    reduction of the unpacking: encryption's + e1 and + e2 + Decompress_1(m) (Algorithm 14, lines 19 and 21). Per
    butterfly: lo + hi and zeta * (hi + 2q - lo), each reduced lane-wise (lanes below 2q, products below 4q^2)."""
    packing = _PACKINGS[len(polys)]
    f = _pack(polys, BIAS - Q, packing)
    magic = LANE_MAGIC
    q = Q
    # the layer of length 2 first, in each int (ZETAS_INV_ORDER[r] for block r)
    half = packing.half
    shift = packing.half_shift
    low_lanes = half.low_lanes
    mask = half.quotient_mask
    two_q_top = half.two_q_top
    top = half.top
    for r in range(256 // GROUP):
        x = f[r]
        b = x >> shift
        a = (x & low_lanes) + top
        s = a + b
        t = ZETAS_INV_ORDER[r] * (b + two_q_top - a)
        f[r] = ((t - q * (((t * magic) >> 32) & mask)) << shift) + s - q * (((s * magic) >> 32) & mask) - top
    mask = packing.whole.quotient_mask
    two_q_top = packing.whole.two_q_top
    k = 256 // GROUP
    step = 1
    while step <= 128 // GROUP:
        for start in range(0, 256 // GROUP, 2 * step):
            zeta = ZETAS_INV_ORDER[k]
            k += 1
            for j in range(start, start + step):
                a = f[j]
                b = f[j + step]
                s = a + b
                f[j] = s - q * (((s * magic) >> 32) & mask)
                t = zeta * (b + two_q_top - a)
                f[j + step] = t - q * (((t * magic) >> 32) & mask)
        step <<= 1
    scaled = [INV128 * x for x in f]
    f = [x - q * (((x * magic) >> 32) & mask) for x in scaled]
    if addends is not None:
        offsets = _lane_offsets(addends[1], packing)
        f = [x + y - offsets for x, y in zip(f, _raw_ints(addends[0], packing))]  # x + y has the top: one size
    return _unpack_biased(f, packing)
