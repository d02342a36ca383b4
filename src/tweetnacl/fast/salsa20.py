"""Salsa20, HSalsa20 and XSalsa20 on Python ints, fast: many 32-bit words per big-int operation.

Specs: D. J. Bernstein, "Salsa20 specification" (cr.yp.to/snuffle/spec.pdf): quarterround (section 3),
rowround (4), columnround (5), doubleround (6), the Salsa20 hash function (8, here `crypto_core_salsa20`)
and the expansion function with the constant "expand 32-byte k" (9, 10); "Extending the Salsa20 nonce"
(cr.yp.to/snuffle/xsalsa-20081128.pdf): HSalsa20 (section 2) and XSalsa20 (section 3), with the NaCl
function names and byte layouts of TweetNaCl.

How it is fast (CPython cost model: every interpreted operation costs tens of nanoseconds, while one
big-int operation on a few hundred bytes costs little more than on one word):
- 40-bit lanes. Many 32-bit words share one int, word j in bits [40j, 40j + 32). The 8 spare bits take
  the carry of an addition and the bits a rotation pushes out of a lane, which the two rotation masks
  remove (see `_rounds_lanes`); 40 bits is a whole number of bytes, so results are read out with
  `int.to_bytes` and extended slices.
- Grouped layout, for one block or a few: the four quarterrounds of a columnround or rowround act on
  four independent words, so the state is four ints A, B, C, D of four lane groups each (the "SIMD
  diagonal" layout), and a round is 4 steps instead of 16; between rounds three of the ints rotate
  by whole groups (`_rounds_grouped`). HSalsa20 and the Salsa20 core use it with one block.
- Word layout, for up to BITSLICED_FROM blocks: the blocks of a stream differ only in their counter
  words (x8, x9), so state word i of N blocks is one int of N lanes (`_rounds_lanes`); 16 words, no
  rotations. Each step is an addition and two shifts (about 0.8 ns per lane each) plus four masks.
- Bitsliced, for large batches (`_keystream_bitsliced`): one int per bit position of a state word, one
  bit per block. Rotations become renamings and the additions ripple-carry adders of bitwise operations,
  which CPython runs 5x faster per byte than shifts and additions; one 8x8 bit transpose per byte turns
  the planes back into keystream bytes.
Nothing here branches on or indexes by key or keystream data; only lengths steer loops. The cost of a
CPython int operation follows the sizes of its operands: see `_keystream_bitsliced` for how the bitsliced
path keeps sizes independent of the key; in the lane layouts a size changes only with the top lane's
value (one 30-bit digit, rarely), as for any big-int arithmetic in CPython.
"""

from __future__ import annotations

import hashlib
import struct
from array import array
from functools import lru_cache

__all__ = [
    "crypto_core_hsalsa20",
    "crypto_core_salsa20",
    "crypto_stream",
    "crypto_stream_salsa20",
    "crypto_stream_salsa20_xor",
    "crypto_stream_xor",
]

SIGMA = b"expand 32-byte k"
"""The 32-byte-key expansion constant (Salsa20 spec section 10)."""

_WORDS2 = struct.Struct("<2I")
_WORDS4 = struct.Struct("<4I")
_WORDS8 = struct.Struct("<8I")
_LANES4 = struct.Struct("<Ix5xIx5xIx5xIx5x")  # 4 groups of (lane, anchor lane) -> the lanes' low 32 bits
SIGMA_WORDS: tuple[int, ...] = _WORDS4.unpack(SIGMA)

_M32 = 0xFFFFFFFF
BLOCK_BYTES = 64
LANE_BITS = 40
LANE_BYTES = LANE_BITS // 8

MAX_BATCH_BLOCKS = 1024
"""Blocks per batch: 5 KiB per state word and 64 KiB of keystream, small enough for the cache and for
CPython's allocator (ints past ~128 KiB cost page faults), large enough that per-operation interpreter
cost is noise."""
BITSLICED_FROM = 8192
"""Batches of at least this many blocks are bitsliced (measured crossover ~6000 blocks)."""
MAX_BITSLICED_BLOCKS = 32768
"""Blocks per bitsliced batch: 4 KiB per bit-plane, 2 MiB of keystream (and 2 MiB of state)."""
XOR_PIECE_BYTES = 65536
"""The message is XORed in pieces of at most this size (CPython's allocator slows down past ~128 KiB)."""
GROUPED_BELOW = 48
"""Batches of fewer blocks use the grouped layout (fewer, larger operations; measured crossover ~48)."""
_TRANSPOSE_WITH_ARRAY_BELOW = 128
"""Batches of fewer blocks transpose the keystream with 16 array copies instead of 64 byte slices."""
_WORD_TYPE = "I" if array("I").itemsize == 4 else "L"  # an array type of 4-byte items


def _lane_int(lane_bytes: bytes) -> int:
    return int.from_bytes(lane_bytes, "little")


_ONES_MAX = _lane_int(b"\x01\x00\x00\x00\x00" * (4 * MAX_BATCH_BLOCKS))
_OFFSETS_MAX = _lane_int(b"".join(j.to_bytes(LANE_BYTES, "little") for j in range(MAX_BATCH_BLOCKS)))

ANCHOR_LANES = 64
"""Dummy blocks computed alongside the real ones, on top of every int (one in the lane layouts, 64 in
the bitsliced one). The cost of a CPython int operation follows the sizes of the ints; with a dummy
block on top, those sizes depend on the dummy's public state, not on the key. Without it, a key word
equal in every lane makes the int's top lane (or, bitsliced, a whole plane: 0 or all ones) secret."""
_ANCHOR_STATES = struct.unpack(
    f"<{16 * ANCHOR_LANES}I",
    hashlib.shake_256(b"tweetnacl.fast.salsa20 anchor lanes").digest(4 * 16 * ANCHOR_LANES),
)
"""The dummy blocks' initial words (block j, word w at 16j + w): any public random-looking values do."""
_ANCHOR_LANE = [_ANCHOR_STATES[word].to_bytes(LANE_BYTES, "little") for word in range(16)]
"""Word w of dummy block 0 as one 40-bit lane: the top lane of every lane-layout int."""


def _anchored(word: int, count: int, position: int) -> int:
    """`count` lanes holding `word`, topped by the dummy block's word `position` (built from bytes:
    no multiplication whose cost would depend on the word)."""
    return _lane_int(word.to_bytes(LANE_BYTES, "little") * count + _ANCHOR_LANE[position])


def _rotation_masks(lanes: int) -> list[int]:
    """For k = 7, 9, 13, 18: bits [k, 32) and bits [0, k) of each of `lanes` lanes."""
    ones = _ONES_MAX & ((1 << (LANE_BITS * lanes)) - 1)
    masks = []
    for distance in (7, 9, 13, 18):
        masks.append((_M32 ^ ((1 << distance) - 1)) * ones)
        masks.append(((1 << distance) - 1) * ones)
    return masks


# -- grouped layout: four quarterrounds per operation ----------------------------------------------

_GROUPS = ((0, 5, 10, 15), (4, 9, 14, 3), (8, 13, 2, 7), (12, 1, 6, 11))
"""State words in groups 0..3 of A, B, C, D: group q of each holds the words of columnround
quarterround q (spec section 5), so a columnround is quarterround(A, B, C, D) on all groups at once."""
_GROUPED_ORDER = [word for group in _GROUPS for word in group]


@lru_cache(maxsize=64)
def _grouped_constants(count: int) -> tuple[int, ...]:
    """Shift distances and masks for `count` blocks in the grouped layout: a group is `count` lanes
    plus the anchor lane on top (group 3's anchor lane tops the int)."""
    group_bits = LANE_BITS * (count + 1)
    return (
        group_bits, 2 * group_bits, 3 * group_bits,
        (1 << group_bits) - 1, (1 << (2 * group_bits)) - 1, (1 << (3 * group_bits)) - 1,
        *_rotation_masks(4 * (count + 1)),
    )


def _rounds_grouped(
    a: int, b: int, c: int, d: int,
    g: int, g2: int, g3: int, low1: int, low2: int, low3: int,
    h7: int, l7: int, h9: int, l9: int, h13: int, l13: int, h18: int, l18: int,
) -> tuple[int, int, int, int]:
    """The 20 rounds on the grouped layout, without the final addition (steps as in `_rounds_lanes`).

    Rowround quarterround q works on (x0, x1, x2, x3) rotated by q along the diagonal (spec section 4):
    its words are group q of A, of D moved down one group, of C moved two, of B moved three. A group
    rotation is (v >> g * t) | ((v & low bits) << g * (4 - t)); the three come back after the rowround.
    """
    for _ in range(10):
        # columnround
        s = a + d
        b ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = b + a
        c ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = c + b
        d ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = d + c
        a ^= (s << 18) & h18 ^ (s >> 14) & l18
        # rowround: (A, D, C, B) moved to rows
        d = (d >> g) | ((d & low1) << g3)
        c = (c >> g2) | ((c & low2) << g2)
        b = (b >> g3) | ((b & low3) << g)
        s = a + b
        d ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = d + a
        c ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = c + d
        b ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = b + c
        a ^= (s << 18) & h18 ^ (s >> 14) & l18
        d = (d >> g3) | ((d & low3) << g)
        c = (c >> g2) | ((c & low2) << g2)
        b = (b >> g) | ((b & low1) << g3)
    return a, b, c, d


def _grouped_state(words: list[int], count: int) -> list[int]:
    """A, B, C, D holding the 16 state words, each repeated in the `count` lanes of its group, each
    group topped by its anchor lane."""
    return [
        _lane_int(
            b"".join(words[word].to_bytes(LANE_BYTES, "little") * count + _ANCHOR_LANE[word] for word in group)
        )
        for group in _GROUPS
    ]


def _grouped_lane_bytes(ints: tuple[int, ...] | list[int], count: int) -> bytes:
    """The lanes of the 16 words (in _GROUPED_ORDER) without the anchor lanes, 5 bytes per lane."""
    group_bytes = LANE_BYTES * (count + 1)
    real_bytes = LANE_BYTES * count
    parts = []
    for value in ints:
        raw = value.to_bytes(4 * group_bytes, "little")
        parts += [raw[q * group_bytes : q * group_bytes + real_bytes] for q in range(4)]
    return b"".join(parts)


def _core_words(inp: bytes, k: bytes, c: bytes | tuple[int, ...]) -> list[int]:
    """The 16 input words of the Salsa20 hash (spec sections 8-10): c0 k0..k3 c1 in0..in3 c2 k4..k7 c3."""
    c0, c1, c2, c3 = _WORDS4.unpack(c) if isinstance(c, bytes) else c
    k0, k1, k2, k3, k4, k5, k6, k7 = _WORDS8.unpack(k)
    i0, i1, i2, i3 = _WORDS4.unpack_from(inp)
    return [c0, k0, k1, k2, k3, c1, i0, i1, i2, i3, c2, k4, k5, k6, k7, c3]


def crypto_core_salsa20(inp: bytes, k: bytes, c: bytes) -> bytes:
    """16-byte input, 32-byte key, 16-byte constant -> the 64-byte Salsa20 hash (spec section 8)."""
    words = _core_words(inp, k, c)
    start = _grouped_state(words, 1)
    final = _rounds_grouped(*start, *_grouped_constants(1))
    by_group = [_LANES4.unpack((z + x).to_bytes(40, "little")) for z, x in zip(final, start)]
    out = [0] * 16
    for group, values in zip(_GROUPS, by_group):
        for word, value in zip(group, values):
            out[word] = value
    return struct.pack("<16I", *out)


def _hsalsa20_words(inp: bytes, k: bytes, c: bytes | tuple[int, ...] = SIGMA_WORDS) -> tuple[int, ...]:
    """HSalsa20 ("Extending the Salsa20 nonce", section 2) as eight 32-bit words: z0, z5, z10, z15,
    z6, z7, z8, z9 of the rounds (no final addition); reads the first 16 bytes of `inp`."""
    a, b, c_, d = _rounds_grouped(*_grouped_state(_core_words(inp, k, c), 1), *_grouped_constants(1))
    z0, z5, z10, z15 = _LANES4.unpack(a.to_bytes(40, "little"))
    _, z9, _, _ = _LANES4.unpack(b.to_bytes(40, "little"))
    z8, _, _, z7 = _LANES4.unpack(c_.to_bytes(40, "little"))
    _, _, z6, _ = _LANES4.unpack(d.to_bytes(40, "little"))
    return z0, z5, z10, z15, z6, z7, z8, z9


def crypto_core_hsalsa20(inp: bytes, k: bytes, c: bytes) -> bytes:
    """16-byte input, 32-byte key, 16-byte constant -> 32-byte HSalsa20 output."""
    return _WORDS8.pack(*_hsalsa20_words(inp, k, c))


# -- word layout: one int per state word, one lane per block ----------------------------------------


@lru_cache(maxsize=32)
def _lane_constants(count: int) -> tuple[int, ...]:
    """For a batch of `count` blocks: j in lane j (the block offsets), and the rotation masks of the
    count + 1 lanes (the top one is the anchor lane)."""
    return (_OFFSETS_MAX & ((1 << (LANE_BITS * count)) - 1), *_rotation_masks(count + 1))


def _rounds_lanes(
    x0: int, x1: int, x2: int, x3: int, x4: int, x5: int, x6: int, x7: int,
    x8: int, x9: int, x10: int, x11: int, x12: int, x13: int, x14: int, x15: int,
    h7: int, l7: int, h9: int, l9: int, h13: int, l13: int, h18: int, l18: int,
) -> tuple[int, ...]:
    """The 20 rounds (10 doublerounds, spec section 6) on lane-packed words, every lane a clean 32-bit
    value, without the final addition.

    A step is b ^= (a + d) <<< k. The sum's carry sits in bit 32 of its lane; `s << k` moves the low
    bits up (masked to [k, 32) by hk, which also drops the carry and what spilled into the next lane)
    and `s >> (32 - k)` brings the top k bits down (masked to [0, k) by lk, which drops the carry and
    the bits of the lane above). So every word stays clean without a separate mask of the sum.
    """
    for _ in range(10):
        # columnround
        s = x0 + x12
        x4 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x4 + x0
        x8 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x8 + x4
        x12 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x12 + x8
        x0 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x5 + x1
        x9 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x9 + x5
        x13 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x13 + x9
        x1 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x1 + x13
        x5 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x10 + x6
        x14 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x14 + x10
        x2 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x2 + x14
        x6 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x6 + x2
        x10 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x15 + x11
        x3 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x3 + x15
        x7 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x7 + x3
        x11 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x11 + x7
        x15 ^= (s << 18) & h18 ^ (s >> 14) & l18
        # rowround
        s = x0 + x3
        x1 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x1 + x0
        x2 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x2 + x1
        x3 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x3 + x2
        x0 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x5 + x4
        x6 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x6 + x5
        x7 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x7 + x6
        x4 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x4 + x7
        x5 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x10 + x9
        x11 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x11 + x10
        x8 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x8 + x11
        x9 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x9 + x8
        x10 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x15 + x14
        x12 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x12 + x15
        x13 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x13 + x12
        x14 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x14 + x13
        x15 ^= (s << 18) & h18 ^ (s >> 14) & l18
    return (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)


def _counter_lanes(first_block: int, count: int) -> tuple[int, int]:
    """Counter words x8 (low) and x9 (high) of blocks first_block .. first_block + count - 1, mod 2^64,
    when the low word wraps inside the batch (only past 256 GiB of stream)."""
    blocks = [(first_block + j) & 0xFFFFFFFFFFFFFFFF for j in range(count)]
    low = b"".join((block & _M32).to_bytes(LANE_BYTES, "little") for block in blocks)
    high = b"".join((block >> 32).to_bytes(LANE_BYTES, "little") for block in blocks)
    return _lane_int(low), _lane_int(high)


def _transpose(lanes: bytes, count: int, word_order: list[int]) -> bytes:
    """The keystream from the 40-bit lanes of all 16 words, concatenated (word_order[i] = the state word
    of the i-th `count` lanes): drop each lane's carry byte, then move word rows to block columns."""
    compact = bytearray(BLOCK_BYTES * count)
    compact[0::4] = lanes[0::5]
    compact[1::4] = lanes[1::5]
    compact[2::4] = lanes[2::5]
    compact[3::4] = lanes[3::5]
    rows = array(_WORD_TYPE, compact)
    blocks = array(_WORD_TYPE, compact)
    for row, word in enumerate(word_order):
        blocks[word::16] = rows[row * count : (row + 1) * count]
    return blocks.tobytes()


_WORD_ORDER = list(range(16))


def _keystream_lanes(key: tuple[int, ...], n0: int, n1: int, first_block: int, count: int) -> bytes:
    """Keystream blocks first_block .. first_block + count - 1 (count <= MAX_BATCH_BLOCKS) in the grouped
    or the word layout."""
    counter_low = first_block & _M32
    wraps = counter_low + count > 1 << 32  # the low counter word wraps inside the batch (past 256 GiB)
    c0, c1, c2, c3 = SIGMA_WORDS
    k0, k1, k2, k3, k4, k5, k6, k7 = key
    low, high = (0, 0) if wraps else (counter_low, first_block >> 32)
    words = [c0, k0, k1, k2, k3, c1, n0, n1, low, high, c2, k4, k5, k6, k7, c3]
    if wraps:
        x8_lanes, x9_lanes = _counter_lanes(first_block, count)
    else:
        x8_lanes, x9_lanes = _OFFSETS_MAX & ((1 << (LANE_BITS * count)) - 1), 0
    if count < GROUPED_BELOW:
        a, b, c, d = _grouped_state(words, count)
        c += x8_lanes  # group 0 of C is x8
        b += x9_lanes << (LANE_BITS * (count + 1))  # group 1 of B is x9
        start = (a, b, c, d)
        final = _rounds_grouped(*start, *_grouped_constants(count))
        lanes = _grouped_lane_bytes([z + x for z, x in zip(final, start)], count)
        return _transpose(lanes, count, _GROUPED_ORDER)
    _, *masks = _lane_constants(count)
    start16 = [_anchored(word, count, position) for position, word in enumerate(words)]
    start16[8] += x8_lanes
    start16[9] += x9_lanes
    final16 = _rounds_lanes(*start16, *masks)
    width = LANE_BYTES * (count + 1)
    real_width = LANE_BYTES * count
    # The final addition (spec section 8) leaves a carry in byte 4 of each lane: the slices skip it,
    # and stop before the anchor lane.
    if count < _TRANSPOSE_WITH_ARRAY_BELOW:
        lanes = b"".join([(z + x).to_bytes(width, "little")[:real_width] for z, x in zip(final16, start16)])
        return _transpose(lanes, count, _WORD_ORDER)
    # Many lanes: byte slices straight from each word's lanes to its place in every block.
    out = bytearray(BLOCK_BYTES * count)
    position = 0
    for z, x in zip(final16, start16):
        lane_bytes = (z + x).to_bytes(width, "little")
        out[position::64] = lane_bytes[0:real_width:5]
        out[position + 1 :: 64] = lane_bytes[1:real_width:5]
        out[position + 2 :: 64] = lane_bytes[2:real_width:5]
        out[position + 3 :: 64] = lane_bytes[3:real_width:5]
        position += 4
    return bytes(out)


# -- bitsliced: one int per bit position of a state word, one bit per block ---------------------------


def _bitsliced_add(a: list[int], d: list[int]) -> list[int]:
    """Bit-planes of (a + d) mod 2^32 from bit-planes a, d (plane i = bit i of every block): a
    ripple-carry adder, five bitwise operations per bit for all blocks at once."""
    x = a[0]
    y = d[0]
    total = [x ^ y]
    carry = x & y
    for x, y in zip(a[1:31], d[1:31]):
        half = x ^ y
        total.append(half ^ carry)
        # majority(x, y, carry); its two terms are never both set, so ^ serves as |
        carry = (x & y) ^ (carry & half)
    total.append(a[31] ^ d[31] ^ carry)
    return total


def _bitsliced_add_with_carry(a: list[int], d: list[int]) -> tuple[list[int], int]:
    """As _bitsliced_add, plus the plane of carries out of bit 31."""
    total = []
    carry = 0
    for x, y in zip(a, d):
        half = x ^ y
        total.append(half ^ carry)
        carry = (x & y) ^ (carry & half)
    return total, carry


_ROTATED_POSITIONS = {distance: [(bit + distance) & 31 for bit in range(1, 31)] for distance in (7, 9, 13, 18)}


def _bitsliced_step(b: list[int], a: list[int], d: list[int], distance: int) -> list[int]:
    """b ^ ((a + d) <<< distance) on bit-planes: the adder of `_bitsliced_add`, with each sum bit i XORed
    straight into plane (i + distance) mod 32 of b (the rotation is a renaming of planes)."""
    out = list(b)
    x = a[0]
    y = d[0]
    out[distance] ^= x ^ y
    carry = x & y
    for x, y, position in zip(a[1:31], d[1:31], _ROTATED_POSITIONS[distance]):
        half = x ^ y
        out[position] ^= half ^ carry
        carry = (x & y) ^ (carry & half)
    out[(distance + 31) & 31] ^= a[31] ^ d[31] ^ carry
    return out


def _rounds_bitsliced(x: list[list[int]]) -> list[list[int]]:
    """The 20 rounds (spec sections 3-6) on bit-planes, without the final addition."""
    x = list(x)
    for _ in range(10):
        # columnround
        x[4] = _bitsliced_step(x[4], x[0], x[12], 7)
        x[8] = _bitsliced_step(x[8], x[4], x[0], 9)
        x[12] = _bitsliced_step(x[12], x[8], x[4], 13)
        x[0] = _bitsliced_step(x[0], x[12], x[8], 18)
        x[9] = _bitsliced_step(x[9], x[5], x[1], 7)
        x[13] = _bitsliced_step(x[13], x[9], x[5], 9)
        x[1] = _bitsliced_step(x[1], x[13], x[9], 13)
        x[5] = _bitsliced_step(x[5], x[1], x[13], 18)
        x[14] = _bitsliced_step(x[14], x[10], x[6], 7)
        x[2] = _bitsliced_step(x[2], x[14], x[10], 9)
        x[6] = _bitsliced_step(x[6], x[2], x[14], 13)
        x[10] = _bitsliced_step(x[10], x[6], x[2], 18)
        x[3] = _bitsliced_step(x[3], x[15], x[11], 7)
        x[7] = _bitsliced_step(x[7], x[3], x[15], 9)
        x[11] = _bitsliced_step(x[11], x[7], x[3], 13)
        x[15] = _bitsliced_step(x[15], x[11], x[7], 18)
        # rowround
        x[1] = _bitsliced_step(x[1], x[0], x[3], 7)
        x[2] = _bitsliced_step(x[2], x[1], x[0], 9)
        x[3] = _bitsliced_step(x[3], x[2], x[1], 13)
        x[0] = _bitsliced_step(x[0], x[3], x[2], 18)
        x[6] = _bitsliced_step(x[6], x[5], x[4], 7)
        x[7] = _bitsliced_step(x[7], x[6], x[5], 9)
        x[4] = _bitsliced_step(x[4], x[7], x[6], 13)
        x[5] = _bitsliced_step(x[5], x[4], x[7], 18)
        x[11] = _bitsliced_step(x[11], x[10], x[9], 7)
        x[8] = _bitsliced_step(x[8], x[11], x[10], 9)
        x[9] = _bitsliced_step(x[9], x[8], x[11], 13)
        x[10] = _bitsliced_step(x[10], x[9], x[8], 18)
        x[12] = _bitsliced_step(x[12], x[15], x[14], 7)
        x[13] = _bitsliced_step(x[13], x[12], x[15], 9)
        x[14] = _bitsliced_step(x[14], x[13], x[12], 13)
        x[15] = _bitsliced_step(x[15], x[14], x[13], 18)
    return x


@lru_cache(maxsize=4)
def _bitsliced_constants(count: int) -> tuple[list[int], int, int, int]:
    """For `count` (a multiple of 8) blocks: the bit-planes of the block index j = 0 .. count - 1
    (plane b has bit j set when bit b of j is), and the byte masks 0x55.., 0x33.., 0x0F.. ."""
    nbytes = count // 8
    planes = []
    for bit in range(32):
        if bit < 3:
            planes.append(_lane_int(bytes([(0xAA, 0xCC, 0xF0)[bit]]) * nbytes))
        elif 1 << bit < count:
            run = 1 << (bit - 3)
            planes.append(_lane_int(((bytes(run) + b"\xff" * run) * -(-nbytes // (2 * run)))[:nbytes]))
        else:
            planes.append(0)
    masks = [_lane_int(bytes([pattern]) * nbytes) for pattern in (0x55, 0x33, 0x0F)]
    return planes, masks[0], masks[1], masks[2]


_ANCHOR_BYTES = ANCHOR_LANES // 8


def _anchor_bits() -> list[list[int]]:
    """[word][bit] -> the bits of the dummy blocks' initial words at that position (bit j = block j)."""
    return [
        [
            sum(((_ANCHOR_STATES[16 * block + word] >> bit) & 1) << block for block in range(ANCHOR_LANES))
            for bit in range(32)
        ]
        for word in range(16)
    ]


_ANCHORS = _anchor_bits()
# anchor + 1 keeps the bit length of anchor (so building a plane costs the same for a 0 and a 1 bit)
assert all((anchor + 1) & anchor for word in _ANCHORS for anchor in word)


def _keystream_bitsliced(key: tuple[int, ...], n0: int, n1: int, first_block: int, count: int) -> bytes:
    """Keystream blocks first_block .. first_block + count - 1, bitsliced: word w of the state is 32 ints,
    int i holding bit i of w for every block (bit j = block j). A rotation then costs nothing, an addition
    is a ripple-carry adder of bitwise operations, and each bitwise operation handles one bit of every
    block: at 16384 blocks (2 KiB ints) this beats the lanes, whose shifts and additions cost 5x a
    bitwise operation per byte. The planes are turned into bytes by an 8x8 bit transpose per byte of
    each word, done on the planes themselves (three rounds of delta swaps).

    Timing: the cost of a CPython int operation follows the sizes of the ints, and a plane of a word that
    is the same in every block (a key word, early on) would be 0 or all ones: its size would tell a key
    bit. So every plane also carries ANCHOR_LANES lanes on top, which compute public dummy blocks: the
    top of every int is then random-looking dummy state, and sizes no longer depend on the key. Initial
    planes are built by arithmetic that costs the same for a 0 and a 1 bit (`secret_planes`)."""
    padded = count + (-count % 8)  # whole bytes per plane; the extra blocks are dropped at the end
    nbytes = padded // 8
    full = (1 << padded) - 1
    index_planes, mask55, mask33, mask0f = _bitsliced_constants(padded)

    def secret_planes(word: int, position: int) -> list[int]:
        """Word `word`, the same in every block, as anchored planes, without a branch on its bits:
        ((anchor + bit) << padded) - bit is anchor << padded, plus all ones below it when bit is 1."""
        return [
            ((anchor + (word >> bit & 1)) << padded) - (word >> bit & 1)
            for bit, anchor in enumerate(_ANCHORS[position])
        ]

    def public_planes(word: int) -> list[int]:
        return [full if word >> bit & 1 else 0 for bit in range(32)]

    # Block counter first_block + j, mod 2^64 (public): x8 = low word, x9 = high word, then anchored.
    x8, carry = _bitsliced_add_with_carry(index_planes, public_planes(first_block & _M32))
    x9 = _bitsliced_add(public_planes((first_block >> 32) & _M32), [carry] + [0] * 31)
    x8 = [plane | anchor << padded for plane, anchor in zip(x8, _ANCHORS[8])]
    x9 = [plane | anchor << padded for plane, anchor in zip(x9, _ANCHORS[9])]
    c0, c1, c2, c3 = SIGMA_WORDS
    k0, k1, k2, k3, k4, k5, k6, k7 = key
    words = [c0, k0, k1, k2, k3, c1, n0, n1, 0, 0, c2, k4, k5, k6, k7, c3]
    final = _rounds_bitsliced(
        [x8 if i == 8 else x9 if i == 9 else secret_planes(word, i) for i, word in enumerate(words)]
    )
    out = bytearray(BLOCK_BYTES * padded)
    for word in range(16):
        # The final addition (spec section 8). The input planes are built again rather than kept: keeping
        # them would hold a second state-sized copy (peak memory 3x the batch instead of 2x).
        start = x8 if word == 8 else x9 if word == 9 else secret_planes(words[word], word)
        planes = _bitsliced_add(final[word], start)
        final[word] = []  # release this word's planes as soon as they are used
        for byte in range(4):
            rows = planes[8 * byte : 8 * byte + 8]
            # Transpose every 8x8 bit block (row r = plane 8 * byte + r, column u = block 8t + u): swap
            # (r, u + s) with (r + s, u) for r, u without bit s, for s = 1, 2, 4. The masks cover the
            # blocks' bytes only, and no swap crosses a byte, so the anchor lanes never mix in.
            for shift, mask in ((1, mask55), (2, mask33), (4, mask0f)):
                for r in range(8):
                    if not r & shift:
                        swap = ((rows[r] >> shift) ^ rows[r + shift]) & mask
                        rows[r + shift] ^= swap
                        rows[r] ^= swap << shift
            # Now byte t of row u is byte `byte` of this word in block 8t + u (the anchor bytes follow).
            for u in range(8):
                raw = rows[u].to_bytes(nbytes + _ANCHOR_BYTES, "little")
                out[BLOCK_BYTES * u + 4 * word + byte :: 8 * BLOCK_BYTES] = raw[:nbytes]
    del out[BLOCK_BYTES * count :]
    return bytes(out)


def keystream_batch(key: tuple[int, ...], n0: int, n1: int, first_block: int, count: int) -> bytes:
    """Salsa20 keystream blocks first_block .. first_block + count - 1 for the key words `key` (8) and the
    nonce words n0, n1: the expansion function of spec section 10, with the 64-bit block counter as the
    second half of its 16-byte input. Bitsliced from BITSLICED_FROM blocks on, else in lanes."""
    if count >= BITSLICED_FROM:
        return _keystream_bitsliced(key, n0, n1, first_block, count)
    if count <= MAX_BATCH_BLOCKS:
        return _keystream_lanes(key, n0, n1, first_block, count)
    return b"".join(
        _keystream_lanes(key, n0, n1, first_block + offset, min(MAX_BATCH_BLOCKS, count - offset))
        for offset in range(0, count, MAX_BATCH_BLOCKS)
    )


# -- streams ----------------------------------------------------------------------------------------


def batch_plan(nbytes: int) -> list[tuple[int, int]]:
    """(first block, block count) of each batch covering `nbytes` of keystream: as few batches as the
    size limit allows, of nearly equal sizes (so no batch is a tiny, overhead-bound tail). Streams of at
    least BITSLICED_FROM blocks get bitsliced batches (which are then at least 16384 blocks long)."""
    nblocks = -(-nbytes // BLOCK_BYTES)
    if nblocks == 0:
        return []
    limit = MAX_BITSLICED_BLOCKS if nblocks >= BITSLICED_FROM else MAX_BATCH_BLOCKS
    nbatches = -(-nblocks // limit)
    size, larger = divmod(nblocks, nbatches)
    plan = []
    first = 0
    for index in range(nbatches):
        count = size + 1 if index < larger else size
        plan.append((first, count))
        first += count
    return plan


def xor_keystream(
    data: bytes,
    start: int,
    key: tuple[int, ...],
    n0: int,
    n1: int,
    skip: int,
    plan: list[tuple[int, int]],
    first_batch: bytes | None = None,
) -> list[bytes]:
    """data[start:] XOR keystream[skip:], in pieces of at most XOR_PIECE_BYTES (all but the last a multiple
    of 16 bytes, as Poly1305 needs), for the batches of `plan` (which must cover skip + len(data) - start
    bytes); `first_batch`, if given, is the already computed first batch."""
    pieces = []
    position = start
    end = len(data)
    for first_block, count in plan:
        if first_block == 0 and first_batch is not None:
            stream = first_batch
        else:
            stream = keystream_batch(key, n0, n1, first_block, count)
        offset = skip if first_block == 0 else 0
        stop = min(position + len(stream) - offset, end)
        for piece_start in range(position, stop, XOR_PIECE_BYTES):
            length = min(XOR_PIECE_BYTES, stop - piece_start)
            segment = data if length == end else data[piece_start : piece_start + length]
            stream_start = offset + piece_start - position
            stream_piece = stream if length == len(stream) else stream[stream_start : stream_start + length]
            # One XOR of two big ints instead of a loop over bytes.
            pieces.append(
                (int.from_bytes(segment, "little") ^ int.from_bytes(stream_piece, "little")).to_bytes(
                    length, "little"
                )
            )
        position = stop
    return pieces


def keystream(length: int, key: tuple[int, ...], n0: int, n1: int) -> bytes:
    """The first `length` bytes of the Salsa20 keystream."""
    # The output is allocated before any work: a length that no memory can hold fails at once with
    # MemoryError (as bytes(length) does), not after minutes of keystream and a swapping machine.
    out = bytearray(length)
    view = memoryview(out)
    position = 0
    for first, count in batch_plan(length):
        batch = keystream_batch(key, n0, n1, first, count)
        take = min(len(batch), length - position)
        view[position : position + take] = batch[:take] if take < len(batch) else batch
        position += take
    view.release()
    return bytes(out)


def xsalsa20_setup(n: bytes, k: bytes) -> tuple[tuple[int, ...], int, int]:
    """XSalsa20 ("Extending the Salsa20 nonce", section 3): the Salsa20 key words (HSalsa20 of k and
    the first 16 nonce bytes) and the Salsa20 nonce words (the last 8 nonce bytes)."""
    n0, n1 = _WORDS2.unpack_from(n, 16)
    return _hsalsa20_words(n, k), n0, n1


def crypto_stream_salsa20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR Salsa20(k, 8-byte nonce n), block counter from 0."""
    n0, n1 = _WORDS2.unpack(n)
    return b"".join(xor_keystream(m, 0, _WORDS8.unpack(k), n0, n1, 0, batch_plan(len(m))))


def crypto_stream_salsa20(length: int, n: bytes, k: bytes) -> bytes:
    n0, n1 = _WORDS2.unpack(n)
    return keystream(length, _WORDS8.unpack(k), n0, n1)


def crypto_stream_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR XSalsa20(k, 24-byte nonce n)."""
    key, n0, n1 = xsalsa20_setup(n, k)
    return b"".join(xor_keystream(m, 0, key, n0, n1, 0, batch_plan(len(m))))


def crypto_stream(length: int, n: bytes, k: bytes) -> bytes:
    key, n0, n1 = xsalsa20_setup(n, k)
    return keystream(length, key, n0, n1)
