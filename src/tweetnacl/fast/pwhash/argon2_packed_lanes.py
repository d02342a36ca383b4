"""Argon2's CPython memory layout: blocks as 72-bit lanes of big ints, and the compression G on them.

Spec: RFC 9106 sections 3.5 (the compression G: R = X ^ Y, P on its 8 rows, then on its 8 columns, XORed
with R) and 3.6 (the permutation P: BLAKE2b's round without message, GB with BlaMka's
2 * lo32(a) * lo32(b)). The fill logic that calls it (`argon2`) reaches it only through `PACKED_LANES`, a
`argon2_memory.Layout`.

How it is fast (CPython: every interpreted operation costs tens of nanoseconds, one big-int operation on
a few hundred bytes little more than on one word):
- Lanes. A block's 128 64-bit words live in 72-bit lanes (9 bytes: 8 spare bits take the carries of
  the additions, reduced by the rotation that follows each) of four ints A, B, C, D: the permutation P
  applies BLAKE2b's round to 8 rows (or 8 columns) at once, and each of its G calls acts on 4 words, so
  the 32 G calls of one step are one step on four 32-lane ints (the "SIMD" layout; the diagonal step
  rotates lanes within groups of 4). Additions, XORs and rotations then cost one big-int operation for
  32 words.
- Multiplications. BlaMka's 2 * lo32(a) * lo32(b) has no big-int form (a product of packed ints mixes
  lanes), so 32 factor pairs are unpacked with `struct`, multiplied by one `map`, and packed back into
  lanes by `struct` (the factors are cut so that every product fits 64 bits, see `_blamka`); the rest
  of the step stays in lanes. This is about 70% of the time: the floor of this design.
- Storage. Memory is one bytearray of 9-byte lanes in the A, B, C, D order (1152 bytes per 1024-byte
  block, 12.5% over the memory cost), so a block is loaded by one `int.from_bytes` and stored by one
  `int.to_bytes`; rows and columns are swapped by one byte permutation of runs of lanes (`struct` and
  one `join`), which also undoes the diagonal step's lane rotation (`_piece_permutation`).

Secrets (the blocks are password-derived): no branch on or index by block data. Constant shapes: every lane
int carries a dummy group of 4 lanes on top (a public scratch computation that follows the same steps), and
the factors carry guard terms (fixed digit counts, so the products too; the one-digit factor's set top bit
makes CPython's schoolbook product carry out of its single row every time), so each int operation's operand
sizes, and the branches of the multiplication, follow public values, not the password (see `_DUMMY`,
`_blamka`; tests/test_pwhash.py records every operation's operand sizes and replays the products' rows).
"""

from __future__ import annotations

import hashlib
import struct
from operator import itemgetter, mul
from typing import Callable, Optional, Sequence, Union

from tweetnacl.fast.pwhash.argon2_memory import HALVES_LE, WORDS, WORDS_LE, Layout, Memory

Buffer = Union[bytes, bytearray]

LANE_BYTES = 9
LANE_BITS = 8 * LANE_BYTES
STORED_BLOCK_BYTES = WORDS * LANE_BYTES
"""A block in memory: 128 words as 9-byte lanes (word value in the low 8 bytes, zero guard byte)."""

_M64 = (1 << 64) - 1


# -- block layouts ------------------------------------------------------------------------------------

# Row layout (the stored one): int q (A, B, C, D = 0..3), row r, k in 0..3 holds word 16r + 4q + k, at
# lane 4r + k of the int; the ints follow each other, so stored lane 32q + 4r + k.
_ROW_WORDS = [16 * r + 4 * q + k for q in range(4) for r in range(8) for k in range(4)]
# Column layout: column i of P is (v[2i], v[2i+1], v[2i+16], v[2i+17], .., v[2i+113]) (RFC 9106 section
# 3.6): its 16 words go to A, B, C, D as 4 each, at lanes 4i + k.
_COLUMN_WORDS = [16 * (2 * q + k // 2) + 2 * i + k % 2 for q in range(4) for i in range(8) for k in range(4)]

_GROUPS = 9
"""Lane groups per int: 8 rows (or columns) of 4 words, and the dummy group on top."""
_INT_LANES = 4 * _GROUPS
_INT_BYTES = _INT_LANES * LANE_BYTES
_DATA_BYTES = 32 * LANE_BYTES


def _with_dummies(layout: list[int]) -> list[int]:
    """The 4 x 36 lanes of the ints A, B, C, D: `layout`'s 32 words each, then that int's dummy group
    (numbered 128 + 4q + k)."""
    return [word for q in range(4) for word in layout[32 * q:32 * q + 32] + [128 + 4 * q + k for k in range(4)]]


def _diagonalized(lanes: list[int]) -> list[int]:
    """`lanes` after the diagonal step's rotation (RFC 9106 section 3.6 via BLAKE2b's round): within every
    group of 4, lane k of B, C, D takes what lane k + 1, k + 2, k + 3 (mod 4) held."""
    return [lanes[i - i % 4 + (i % 4 + (i // _INT_LANES)) % 4] for i in range(len(lanes))]


def _piece_permutation(source: list[int], target: list[int]) -> tuple[struct.Struct, Callable[[tuple[bytes, ...]], tuple[bytes, ...]]]:
    """A byte permutation of 9-byte lanes from the `source` layout to the `target` one (which may leave
    lanes out): a struct that cuts the source into pieces (each a run of lanes that stays together) and
    the order in which to join them."""
    position = {word: index for index, word in enumerate(source)}
    runs: list[list[int]] = []  # [first source lane, lanes], in target order
    for word in target:
        lane = position[word]
        if runs and runs[-1][0] + runs[-1][1] == lane:
            runs[-1][1] += 1
        else:
            runs.append([lane, 1])
    by_source = sorted(range(len(runs)), key=lambda run: runs[run][0])
    cuts, cursor = [], 0
    for run in by_source:
        first, lanes = runs[run]
        if first > cursor:
            cuts.append(f"{(first - cursor) * LANE_BYTES}x")
        cuts.append(f"{lanes * LANE_BYTES}s")
        cursor = first + lanes
    if cursor < len(source):
        cuts.append(f"{(len(source) - cursor) * LANE_BYTES}x")
    piece_of_run = {run: piece for piece, run in enumerate(by_source)}
    return struct.Struct("".join(cuts)), itemgetter(*[piece_of_run[run] for run in range(len(runs))])


# The ends of the two rounds leave B, C, D diagonalized; the byte permutations that follow (to the
# column layout, then to the stored one) put them back at the same time: with runs of lanes kept
# together, that is 87 and 80 pieces instead of 67 and 64, cheaper than 3 lane rotations each.
_TO_COLUMNS_PIECES, _TO_COLUMNS_ORDER = _piece_permutation(_diagonalized(_with_dummies(_ROW_WORDS)),
                                                           _with_dummies(_COLUMN_WORDS))
_TO_STORED_PIECES, _TO_STORED_ORDER = _piece_permutation(_diagonalized(_with_dummies(_COLUMN_WORDS)), _ROW_WORDS)

_LANES_LE = struct.Struct("<" + "Qx" * WORDS)
_STORED_FROM_WORDS = itemgetter(*_ROW_WORDS)
_WORDS_FROM_STORED = itemgetter(*[_ROW_WORDS.index(word) for word in range(WORDS)])


def _stored_from_block(block: bytes) -> bytes:
    """A 1024-byte block (RFC 9106 byte order) in the stored layout."""
    return _LANES_LE.pack(*_STORED_FROM_WORDS(WORDS_LE.unpack(block)))


def _block_from_stored(stored: bytes) -> bytes:
    """The stored layout back to a 1024-byte block."""
    return WORDS_LE.pack(*_WORDS_FROM_STORED(_LANES_LE.unpack(stored)))


# -- the compression G (RFC 9106 sections 3.5 and 3.6) -----------------------------------------------


def _lanes(value: int, lanes: int = _INT_LANES) -> int:
    """`value` in each of `lanes` 72-bit lanes."""
    return int.from_bytes(value.to_bytes(LANE_BYTES, "little") * lanes, "little")


def _group_lanes(value: int, positions: tuple[int, ...]) -> int:
    """`value` in the lanes at `positions` (0..3) of every group of 4."""
    lane = value.to_bytes(LANE_BYTES, "little")
    zero = bytes(LANE_BYTES)
    group = b"".join(lane if k in positions else zero for k in range(4))
    return int.from_bytes(group * _GROUPS, "little")


_LOW32 = _lanes(0xFFFFFFFF)
_LOW29 = _lanes((1 << 29) - 1)
_ROW_GUARD = _lanes(1 << 29)
_COLUMN_GUARD = _lanes(1 << 32)
_BITS = [_lanes(1 << k) for k in range(3)]
_ROTATION_MASKS = {
    distance: (_lanes((1 << (64 - distance)) - 1), _lanes(_M64 ^ ((1 << (64 - distance)) - 1)))
    for distance in (32, 24, 16, 63)
}
_K0, _K3 = _group_lanes(_M64, (0,)), _group_lanes(_M64, (3,))
_K012, _K123 = _group_lanes(_M64, (0, 1, 2)), _group_lanes(_M64, (1, 2, 3))
_K01, _K23 = _group_lanes(_M64, (0, 1)), _group_lanes(_M64, (2, 3))

_FACTORS = struct.Struct("<" + "Qx" * 32 + f"{4 * LANE_BYTES}x")
_PRODUCTS = struct.Struct("<" + "Qx" * 32 + f"{4 * LANE_BYTES}s")
_DUMMY_PRODUCTS = (1 << 63).to_bytes(LANE_BYTES, "little") * 4
"""What the dummy lanes get in place of products: 16 * 2^63 = 2^67 keeps them non-negative (see `_blamka`)."""

_DUMMY = [
    b"".join(
        int.from_bytes(hashlib.blake2b(b"tweetnacl.fast.argon2 dummy 51 %d %d" % (q, k), digest_size=8).digest(), "little")
        .to_bytes(LANE_BYTES, "little")
        for k in range(4)
    )
    for q in range(4)
]
"""The dummy group of A, B, C, D: 4 public random-looking words each. They go through the same steps as
the 32 real lanes (each step is its own G on them), so the ints' top lanes, and with them the sizes of
all the big-int operations, follow this public computation instead of the password's state. The
computation is the same in every compression (it never sees the real lanes), so the words are chosen
(label "dummy 51": the first that does) such that no masked value of it is zero in all four lanes: the
lane bits 63 that the rotation by 63 moves down, the bits 0, 1 and 2 of BlaMka's masks (each 1 in 16 for
random words, 48 of them per compression)."""


def _blamka(a: int, b: int) -> int:
    """a + b + 2 * lo32(a) * lo32(b) in every real lane (RFC 9106 section 3.6, GB's BlaMka step), not
    reduced mod 2^64: the 8 spare bits of a lane take the growth of the 8 BlaMka steps an `a` or `c` lane
    sees in one compression (< 25 * 2^64), and the rotations that follow them keep only the low 64 bits.
    `b` must be reduced (it is a rotation's result).

    The 32 real lanes' products go through `map`. With x = lo32(a), y = lo32(b) and y_h = y >> 3, the
    factors have fixed shapes for CPython's multiplication (30-bit digits): f = y_h + 2^29 in
    [2^29, 2^30) is one digit, g = x + 2^32 in [2^32, 2^33) two (so not the one-digit fast path: k_mul
    -> x_mul, with f as its single row), and f g >= 2^61 makes that row's carry out, floor(f g / 2^60),
    never zero (x_mul's `if (carry)` is always taken); f g < 2^63 is three digits and fits one struct
    'Q'. Then, per lane, 2 x y = 16 x y_h + 2 x (y & 7) = 16 f g - 2^33 (8 y_h + g) + 2 x (y & 7), with
    x (y & 7) from three bit masks; the subtraction comes last, from a non-negative lane. The dummy lanes
    get no product: 2^63 in its place (16 * 2^63 = 2^67 > 2^33 (8 y_h + g)) keeps them non-negative."""
    y_high = (b >> 3) & _LOW29
    g = (a & _LOW32) + _COLUMN_GUARD
    products = map(
        mul,
        _FACTORS.unpack((y_high + _ROW_GUARD).to_bytes(_INT_BYTES, "little")),
        _FACTORS.unpack(g.to_bytes(_INT_BYTES, "little")),
    )
    packed = int.from_bytes(_PRODUCTS.pack(*products, _DUMMY_PRODUCTS), "little")
    # x (y & 7) = the sum over bits k of y of x << k where bit k is set: bit k's mask is (bit << 32) - bit
    # (bits k..k+31; shifts and masks: a packed multiplication would be x_mul with secret rows), and
    # (a << k) & mask = x << k (a lane's top bits shifted into the next lane's bits 0..k-1 are masked off).
    bit0, bit1, bit2 = b & _BITS[0], b & _BITS[1], b & _BITS[2]
    low = (a & ((bit0 << 32) - bit0)) + ((a << 1) & ((bit1 << 32) - bit1)) + ((a << 2) & ((bit2 << 32) - bit2))
    return a + b + (((packed << 3) + low) << 1) - (((y_high << 3) + g) << 33)


def _half_round(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int]:
    """GB (RFC 9106 section 3.6) on all lanes: 36 independent G calls (32 real, 4 dummy). `a` and `c`
    come out unreduced (see `_blamka`); each rotation reduces what it rotates."""
    low, high = _ROTATION_MASKS[32]
    a = _blamka(a, b)
    d ^= a
    d = ((d >> 32) & low) | ((d << 32) & high)
    c = _blamka(c, d)
    b ^= c
    low, high = _ROTATION_MASKS[24]
    b = ((b >> 24) & low) | ((b << 40) & high)
    a = _blamka(a, b)
    d ^= a
    low, high = _ROTATION_MASKS[16]
    d = ((d >> 16) & low) | ((d << 48) & high)
    c = _blamka(c, d)
    b ^= c
    low, high = _ROTATION_MASKS[63]
    b = ((b >> 63) & low) | ((b << 1) & high)
    return a, b, c, d


def _round(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int]:
    """The permutation P (BLAKE2b's round without message) on 8 rows or columns and the dummy group:
    a column step, then the diagonal step with b, c, d rotated within each group of 4 lanes. They stay
    rotated (the caller's byte permutation undoes it, see `_TO_COLUMNS_PIECES`)."""
    a, b, c, d = _half_round(a, b, c, d)
    b = ((b >> LANE_BITS) & _K012) | ((b << 3 * LANE_BITS) & _K3)
    c = ((c >> 2 * LANE_BITS) & _K01) | ((c << 2 * LANE_BITS) & _K23)
    d = ((d >> 3 * LANE_BITS) & _K0) | ((d << LANE_BITS) & _K123)
    return _half_round(a, b, c, d)


def _split(layout: bytes) -> tuple[int, int, int, int]:
    return (
        int.from_bytes(layout[0:_INT_BYTES], "little"),
        int.from_bytes(layout[_INT_BYTES:2 * _INT_BYTES], "little"),
        int.from_bytes(layout[2 * _INT_BYTES:3 * _INT_BYTES], "little"),
        int.from_bytes(layout[3 * _INT_BYTES:], "little"),
    )


def _join(a: int, b: int, c: int, d: int) -> bytes:
    return b"".join((
        a.to_bytes(_INT_BYTES, "little"), b.to_bytes(_INT_BYTES, "little"),
        c.to_bytes(_INT_BYTES, "little"), d.to_bytes(_INT_BYTES, "little"),
    ))


_D0, _D1, _D2, _D3 = _DUMMY
_TAG_X, _TAG_Y, _TAG_Q, _TAG_OLD = b"\x01", b"\x02", b"\x04", b"\x08"
"""One top byte per operand of the XORs of G, all different, so no XOR cancels it (fixed sizes)."""
_STORED_LANES64 = _lanes(_M64, WORDS) | (0xFF << (8 * STORED_BLOCK_BYTES))
"""Every stored lane's 64 bits and the top tag byte: reduces the unreduced `a` and `c` lanes of Q."""


def compress(x: Buffer, y: Buffer, old: Optional[Buffer] = None) -> bytes:
    """G(X, Y) of RFC 9106 section 3.5 on stored blocks, XORed into `old` when given (version 0x13's
    passes after the first)."""
    r = int.from_bytes(x + _TAG_X, "little") ^ int.from_bytes(y + _TAG_Y, "little")
    rb = r.to_bytes(STORED_BLOCK_BYTES + 1, "little")
    a, b, c, d = _split(b"".join((
        rb[0:_DATA_BYTES], _D0, rb[_DATA_BYTES:2 * _DATA_BYTES], _D1,
        rb[2 * _DATA_BYTES:3 * _DATA_BYTES], _D2, rb[3 * _DATA_BYTES:4 * _DATA_BYTES], _D3,
    )))
    a, b, c, d = _round(a, b, c, d)
    a, b, c, d = _split(b"".join(_TO_COLUMNS_ORDER(_TO_COLUMNS_PIECES.unpack(_join(a, b, c, d)))))
    a, b, c, d = _round(a, b, c, d)
    q = b"".join(_TO_STORED_ORDER(_TO_STORED_PIECES.unpack(_join(a, b, c, d))))
    result = (int.from_bytes(q + _TAG_Q, "little") & _STORED_LANES64) ^ r
    if old is not None:
        result ^= int.from_bytes(old + _TAG_OLD, "little")
    return result.to_bytes(STORED_BLOCK_BYTES + 1, "little")[:STORED_BLOCK_BYTES]


# -- the layout: what the fill logic needs from a memory of packed lanes ---------------------------------


def _compress_packed_into(memory: Memory, current: int, previous: int, ref: int, xor_old: bool) -> None:
    stride = STORED_BLOCK_BYTES
    x = memory[previous * stride:(previous + 1) * stride]
    y = memory[ref * stride:(ref + 1) * stride]
    if xor_old:
        memory[current * stride:(current + 1) * stride] = compress(x, y, memory[current * stride:(current + 1) * stride])
    else:
        memory[current * stride:(current + 1) * stride] = compress(x, y)


def _block_from_packed(memory: Memory, index: int) -> bytes:
    return _block_from_stored(bytes(memory[index * STORED_BLOCK_BYTES:(index + 1) * STORED_BLOCK_BYTES]))


_FIRST_HALVES = struct.Struct("<II").unpack_from


def _first_halves_packed(memory: Memory, index: int) -> tuple[int, int]:
    # A stored block starts with word 0 in little-endian order.
    return _FIRST_HALVES(memory, index * STORED_BLOCK_BYTES)


def _all_halves_packed(memory: Memory, index: int) -> tuple[Sequence[int], Sequence[int]]:
    halves = HALVES_LE.unpack(_block_from_packed(memory, index))
    return halves[0::2], halves[1::2]


PACKED_LANES = Layout(
    "packed lanes", STORED_BLOCK_BYTES, lambda blocks: bytearray(blocks * STORED_BLOCK_BYTES),
    _stored_from_block, _block_from_packed, _compress_packed_into, _first_halves_packed, _all_halves_packed,
)
