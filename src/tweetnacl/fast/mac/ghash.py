"""GHASH, GCM's universal hash over GF(2^128), with the hash key H secret: no table, no secret-dependent
branch, index or int size.

Spec: NIST SP 800-38D (Recommendation for Block Cipher Modes of Operation: Galois/Counter Mode (GCM) and
GMAC), section 6.3 (multiplication in GF(2^128): the polynomial x^128 + x^7 + x^2 + x + 1, the leftmost bit
of a block the coefficient of x^0) and 6.4 (GHASH_H(X_1 .. X_m) = X_1 H^m + X_2 H^(m-1) + .. + X_m H).

Representation. A block is the big-endian int of its 16 bytes, so x^i is bit 127 - i ("reflected"); the
carry-less product of two such ints has x^k at bit 254 - k. Many blocks are "lanes" of one int: lane t in
bits [t * LANE_BITS, (t + 1) * LANE_BITS), its block in the lane's low 128 bits.

Carry-less multiplication by integer multiplication with holes (`_multiply`): each operand is split into
GROUPS = 5 ints keeping the bits at positions = k (mod 5). A product of group k by group l has, at each
position = k + l (mod 5), the number of bit pairs meeting there: at most 26 (a group has 26 of the 128
bits), which fits in the 5 bits before the next such position, so no integer carry reaches a position that
is read; its lowest bit is the carry-less sum. The 25 products are XORed in their 5 classes k + l (mod 5),
each class masked to its positions (XOR does not carry, so one mask per class suffices), and the 255-bit
result of every lane is reduced by x^128 = x^7 + x^2 + x + 1 with shifts and XORs (the x^128..x^254 half
folded twice; the second fold has at most 7 bits). The packed side holds any number of lanes and the other
side is one 128-bit value, so one call multiplies every lane by the same H^j.

Aggregation (`Ghash.update`): blocks are taken 2^b at a time (b <= MAX_LOG_LANES); P(Z_0 .. Z_(n-1)) =
sum Z_i H^(n-1-i) is computed as a tree, halving the lanes: Z_j H^(n/2) + Z_(j+n/2) for all j < n/2 at once
(one `_multiply` of the low half by H^(n/2)), then again with H^(n/4), .. H. The running sum is then
acc H^n + P(piece) (Horner over pieces), and GHASH = acc H. Only H^(2^i) are needed (by squaring).

Timing on CPython: CPython's int operations cost by the operands' sizes, and schoolbook multiplication (the
small side is under 70 digits, so no Karatsuba split, whose halves are normalized by value) by the product
of both sizes: so no int that holds secret bits may have a size set by them. Every packed int carries public
sentinel bits above its lanes, at T = lanes * LANE_BITS; the group ints one bit each at S + 6k (S just above
T, see `_shift`); the 128-bit side of a product carries a guard bit at 255 + l (group l), which fixes its
size and puts a copy of the lanes at 255 + l.. of each lane (below LANE_BITS, masked away). Each product
then has its top bit at S + 255 + 6k + l, public and different for all 25 (k, l), so every partial XOR,
mask and shift below has a public top; the masks keep those public bits and nothing else above T. The
multiplication's one branch on values, the test of each row's carry out (zero for a zero digit of the
128-bit side), is made to go one way always by public row bits (`_ROW_BITS`, their product subtracted
again) and a top digit >= 4 in every group int (measured with callgrind: without them, an H of low weight
or with a zero half ran ~450 instructions fewer per 64-byte GHASH).
Sentinel patterns alternate between two public non-zero values (`_multiply` leaves OUT, input blocks
CANON; their XOR is neither), so XOR-ing two packed ints never clears them. The lengths of the input
decide the loops; nothing else does.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Union

BytesLike = Union[bytes, bytearray, memoryview]

__all__ = ["BLOCK_BYTES", "MAX_LOG_LANES", "Ghash"]

BLOCK_BYTES = 16
GROUPS = 5
LANE_BITS = 392
"""A lane: the 255-bit product at 0..254, the guard's copy of the 128-bit block at 255 + l .. 382 + l (l < 5)."""
LANE_BYTES = LANE_BITS // 8
MAX_LOG_LANES = 9
"""At most 2^9 = 512 blocks (8 KiB) per tree: ints of ~25 KiB, and the top level's multiplications stay cheap."""

_GUARD = 255
"""The 128-bit side's guard bit of group l is at _GUARD + l: above every product bit (254)."""
CANON = sum(1 << (6 * k) for k in range(GROUPS))
"""Sentinel pattern of input lanes and of `_multiply`'s canonical input: bits 6k above the lanes."""
OUT = 1 << 30
"""Sentinel pattern of `_multiply`'s output (XOR with CANON is non-zero, and so is CANON ^ OUT ^ OUT)."""
_SENTINEL_SPAN = 32
"""Every sentinel pattern fits in this many bits."""
_PRODUCT_SENTINELS = [(6 * k + _GUARD + j, (k + j) % GROUPS) for k in range(GROUPS) for j in range(GROUPS)]
"""(offset above T, class) of the top bit of each of the 25 products (group k by group j): all distinct."""
assert len({offset for offset, _ in _PRODUCT_SENTINELS}) == GROUPS * GROUPS
_LOW_SPAN = 412
"""Above T, the reduction's shifts move the sentinels up to T + 411 (T + 284 << 127): `_Masks.low` keeps those."""


def _lane_pattern(bits: range, residue: int | None = None) -> int:
    """The lane-local positions in `bits` (= residue mod 5 if given), as an int of one lane."""
    return sum(1 << p for p in bits if residue is None or p % GROUPS == residue)


def _replicate(pattern: int, lanes: int) -> int:
    return int.from_bytes(pattern.to_bytes(LANE_BYTES, "little") * lanes, "little")


class _Masks(NamedTuple):
    """The public masks of `_multiply` for a given number of lanes (T = lanes * LANE_BITS; the group ints'
    sentinels and everything relative to them start at S = T + _shift(T))."""

    ones_in: int
    split: tuple[int, ...]
    residue: tuple[int, ...]
    low: int
    ones_out: int
    final: int


def _shift(top: int) -> int:
    """Where the group ints' sentinels start above T: at S = T + _shift(T), S = 2 (mod 30), so that each group int's
    top 30-bit digit, 2^(S + 6k) mod 2^30 with S + 6k = 2, 8, 14, 20, 26 (mod 30), is at least 4 (see `_multiply`)."""
    return (2 - top) % 30


@lru_cache(maxsize=None)
def _masks(lanes: int) -> _Masks:
    top = lanes * LANE_BITS
    base = top + _shift(top)
    low128 = _replicate(_lane_pattern(range(128)), lanes)
    return _Masks(
        # The input may hold up to 2 * lanes lanes (the tree's upper half) and a sentinel above them.
        ones_in=((1 << (top + _SENTINEL_SPAN)) - 1) << top,
        split=tuple(_replicate(_lane_pattern(range(128), k), lanes) | 1 << (base + 6 * k) for k in range(GROUPS)),
        residue=tuple(
            _replicate(_lane_pattern(range(255), r), lanes)
            | sum(1 << (base + offset) for offset, c in _PRODUCT_SENTINELS if c == r)
            for r in range(GROUPS)
        ),
        low=low128 | ((1 << (base - top + _LOW_SPAN)) - 1) << top,
        ones_out=((1 << (base - top + _LOW_SPAN + 8)) - 1) << top,
        final=low128 | OUT << top,
    )


_ONES_ABOVE_BLOCK = ((1 << (LANE_BITS + _SENTINEL_SPAN)) - 1) ^ ((1 << 128) - 1)
_GROUP_MASKS = tuple(_lane_pattern(range(128), j) | 1 << (_GUARD + j) for j in range(GROUPS))
_ROW_BITS = (sum(1 << (30 * d + 29) for d in range(5)), sum(1 << (30 * d + 28) for d in range(5)))
"""Public bits for the 128-bit side's five low 30-bit digits: bit 29 of each (positions = 4 mod 5: in no group but
group 4's) and bit 28 (= 3 mod 5) for group 4; OR-ed in, they make every such digit at least 2^28."""
_ROW_BITS_OF_GROUP = tuple(_ROW_BITS[j == GROUPS - 1] for j in range(GROUPS))


def _groups(value: int) -> tuple[int, ...]:
    """The 128-bit side of `_multiply` from a one-lane int (any sentinel): its 5 groups, each with its guard bit
    (a public size: bit 255 + l is its top) and its row bits (`_ROW_BITS`). The first OR makes the AND's operand's
    top public too."""
    value |= _ONES_ABOVE_BLOCK
    return tuple(value & mask | row for mask, row in zip(_GROUP_MASKS, _ROW_BITS_OF_GROUP))


def _multiply(x: int, m: _Masks, b: tuple[int, ...]) -> int:
    """Lanes 0 .. lanes - 1 of x (any sentinel at T, or more lanes above them) times the 128-bit value whose
    groups are b, reduced: the lanes' products, sentinel OUT at T."""
    x |= m.ones_in  # every bit from T up set: the lanes above are dropped by the masks, the sentinel made S's
    s0, s1, s2, s3, s4 = m.split
    a0, a1, a2, a3, a4 = x & s0, x & s1, x & s2, x & s3, x & s4
    # CPython's schoolbook multiplication runs a row per 30-bit digit of its smaller operand (the 128-bit side
    # here) and ends each row with a test of the carry out: it is zero for a zero digit. With the row bits every
    # digit of the 128-bit side is >= 2^28 (or a public 0), and every group int's top digit >= 4: each row's carry
    # is >= 1, whatever the secrets. The row bits' own product (by the public `_ROW_BITS`: rows of 2^28 or 2^29)
    # is subtracted again, exactly, before the products are combined (the operands' sizes differ: no compare).
    r0, r1, r2, r3, r4 = (a * _ROW_BITS[0] for a in (a0, a1, a2, a3, a4))
    t0, t1, t2, t3, t4 = (a * _ROW_BITS[1] for a in (a0, a1, a2, a3, a4))
    b0, b1, b2, b3, b4 = b
    q0, q1, q2, q3, q4 = m.residue
    p = (
        (a0 * b0 - r0 ^ a1 * b4 - t1 ^ a2 * b3 - r2 ^ a3 * b2 - r3 ^ a4 * b1 - r4) & q0
        ^ (a0 * b1 - r0 ^ a1 * b0 - r1 ^ a2 * b4 - t2 ^ a3 * b3 - r3 ^ a4 * b2 - r4) & q1
        ^ (a0 * b2 - r0 ^ a1 * b1 - r1 ^ a2 * b0 - r2 ^ a3 * b4 - t3 ^ a4 * b3 - r4) & q2
        ^ (a0 * b3 - r0 ^ a1 * b2 - r1 ^ a2 * b1 - r2 ^ a3 * b0 - r3 ^ a4 * b4 - t4) & q3
        ^ (a0 * b4 - t0 ^ a1 * b3 - r1 ^ a2 * b2 - r2 ^ a3 * b1 - r3 ^ a4 * b0 - r4) & q4
    )
    # p: x^k at bit 254 - k of each lane. r: x^k at 255 - k, so r's high half (x^0..x^127) is a reflected block
    # and its low half h (x^(128+m) at 127 - m) is what x^128 = 1 + x + x^2 + x^7 folds back: h, h >> 1, >> 2, >> 7.
    # Their bits shifted below 0 (x^128..x^134) are folded once more: e = h << 127 ^ h << 126 ^ h << 121 (masked),
    # whose own fold loses nothing. Shifts by 1, 2 and 7 pull the lane above's low bits into a lane's top: masked.
    low = m.low
    r = p << 1
    h = r & low
    g = h ^ ((h << 127 ^ h << 126 ^ h << 121) & low)
    out = r >> 128 ^ g ^ g >> 1 ^ g >> 2 ^ g >> 7
    return (out | m.ones_out) & m.final


def _lanes(blocks: BytesLike, count: int) -> int:
    """`count` blocks as lanes (block i in lane i, as its big-endian int), sentinel CANON: 16 strided copies."""
    end = LANE_BYTES * count
    buf = bytearray(end + _SENTINEL_SPAN // 8)
    for i in range(BLOCK_BYTES):
        buf[i:end:LANE_BYTES] = blocks[BLOCK_BYTES - 1 - i :: BLOCK_BYTES]
    buf[end:] = CANON.to_bytes(_SENTINEL_SPAN // 8, "little")
    return int.from_bytes(buf, "little")


class Ghash:
    """GHASH_H (SP 800-38D 6.4) of everything given to `update`, with H (16 bytes) secret."""

    def __init__(self, h: BytesLike) -> None:
        self._powers = [_lanes(h, 1)]
        """H^(2^i) as one-lane ints."""
        self._power_groups = [_groups(self._powers[0])]
        self._acc: int | None = None

    def _power(self, log: int) -> tuple[int, ...]:
        """The groups of H^(2^log), squaring as far as needed (the lengths decide how far)."""
        while len(self._powers) <= log:
            square = _multiply(self._powers[-1], _masks(1), self._power_groups[-1])
            self._powers.append(square)
            self._power_groups.append(_groups(square))
        return self._power_groups[log]

    def _absorb(self, blocks: BytesLike, log: int) -> None:
        """acc H^(2^log) + P(blocks) for 2^log blocks, P by the halving tree."""
        v = _lanes(blocks, 1 << log)
        for level in range(log - 1, -1, -1):
            half = 1 << level
            v = _multiply(v, _masks(half), self._power(level)) ^ v >> (half * LANE_BITS)
        acc = self._acc
        self._acc = v if acc is None else _multiply(acc, _masks(1), self._power(log)) ^ v

    def update(self, data: BytesLike) -> None:
        """Absorb `data` as whole blocks, the last one zero-padded (so only the last piece of a string given in
        several pieces may have a length that is not a multiple of 16, as GCM's A and C)."""
        view = memoryview(data).cast("B")
        whole = len(view) - len(view) % BLOCK_BYTES
        position = 0
        while position < whole:
            count = (whole - position) // BLOCK_BYTES
            log = min(MAX_LOG_LANES, count.bit_length() - 1)
            end = position + (BLOCK_BYTES << log)
            self._absorb(view[position:end], log)
            position = end
        if whole < len(view):
            self._absorb(bytes(view[whole:]) + bytes(BLOCK_BYTES - len(view) + whole), 0)

    def digest(self) -> bytes:
        """GHASH of the blocks absorbed so far (16 zero bytes if none)."""
        if self._acc is None:
            return bytes(BLOCK_BYTES)
        y = _multiply(self._acc, _masks(1), self._power(0))
        return y.to_bytes(LANE_BYTES + _SENTINEL_SPAN // 8, "little")[BLOCK_BYTES - 1 :: -1]
