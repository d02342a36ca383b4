"""The 40-bit lane layouts of the Salsa20 and ChaCha20 keystreams: grouped (a few blocks) and word (up to thousands).

Both ciphers (Salsa20 spec sections 3-10; RFC 8439 sections 2.1-2.3) are 20 rounds of add / rotate / xor
on 16 32-bit words and a final addition of the input. Here many 32-bit words share one int, word j in bits
[40j, 40j + 32) (CPython cost model: every interpreted operation costs tens of nanoseconds, while one big-int
operation on a few hundred bytes costs little more than on one word). The 8 spare bits of a lane take the
carry of an addition and the bits a rotation pushes out of a lane, which the two rotation masks remove;
40 bits is a whole number of bytes, so results are read out with `int.to_bytes` and extended slices.
- Grouped layout, for batches of fewer than GROUPED_BELOW blocks (and one block: the Salsa20 core,
  HSalsa20, HChaCha20): the four quarterrounds of a round act on four independent words, so the state
  is four ints A, B, C, D of four lane groups each (the "SIMD" layout), and a round is 4 steps instead of
  16; between rounds three of the ints rotate by whole groups. The cipher's `groups` table says which
  state word sits in which group.
- Word layout, for up to MAX_BATCH_BLOCKS blocks per batch: the blocks of a stream differ only in their
  counter words, so state word i of N blocks is one int of N lanes; 16 words, no rotations.
The cipher modules give the rounds on each layout (`LaneCipher.rounds_grouped`, `rounds_lanes`).

Secrets: nothing here branches on or indexes by key, nonce or keystream data; only lengths and the
(public) block counter steer loops. Every int is topped by a public anchor lane (`blocks.ANCHOR_LANES`),
so the sizes of the ints, and with them the cost of every operation, follow public data, not the key;
secret words become lanes through bytes, never through a multiplication whose cost would follow the word.
"""

from __future__ import annotations

from array import array
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from tweetnacl.fast.stream.blocks import (
    ANCHOR_STATES,
    BLOCK_BYTES,
    M32,
    MAX_BATCH_BLOCKS,
    WORD_TYPE,
    check_counter,
    lane_int,
)

if TYPE_CHECKING:
    from tweetnacl.fast.stream.blocks import LaneCipher

LANE_BITS = 40
LANE_BYTES = LANE_BITS // 8
GROUPED_BELOW = 48
"""Batches of fewer blocks use the grouped layout (fewer, larger operations; measured crossover ~48)."""
TRANSPOSE_WITH_ARRAY_BELOW = 128
"""Batches of fewer blocks transpose the keystream with 16 array copies instead of 64 byte slices."""

_ONES_MAX = lane_int(b"\x01\x00\x00\x00\x00" * (4 * MAX_BATCH_BLOCKS))
_OFFSETS_MAX = lane_int(b"".join(j.to_bytes(LANE_BYTES, "little") for j in range(MAX_BATCH_BLOCKS)))

ANCHOR_LANE = [ANCHOR_STATES[word].to_bytes(LANE_BYTES, "little") for word in range(16)]
"""Word w of dummy block 0 as one 40-bit lane: the top lane of every lane-layout int."""


def _anchored(word: int, count: int, position: int) -> int:
    """`count` lanes holding `word`, topped by the dummy block's word `position` (built from bytes:
    no multiplication whose cost would depend on the word)."""
    return lane_int(word.to_bytes(LANE_BYTES, "little") * count + ANCHOR_LANE[position])


def rotation_masks(lanes: int, distances: Sequence[int]) -> list[int]:
    """For each rotation distance k: bits [k, 32) and bits [0, k) of each of `lanes` lanes."""
    ones = _ONES_MAX & ((1 << (LANE_BITS * lanes)) - 1)
    masks = []
    for distance in distances:
        masks.append((M32 ^ ((1 << distance) - 1)) * ones)
        masks.append(((1 << distance) - 1) * ones)
    return masks


# -- grouped layout: four quarterrounds per operation ----------------------------------------------


@lru_cache(maxsize=64)
def grouped_constants(cipher: LaneCipher, count: int) -> tuple[int, ...]:
    """Shift distances and masks for `count` blocks in the grouped layout: a group is `count` lanes
    plus the anchor lane on top (group 3's anchor lane tops the int). A group rotation by t groups is
    (v >> g * t) | ((v & low bits of t groups) << g * (4 - t))."""
    group_bits = LANE_BITS * (count + 1)
    return (
        group_bits, 2 * group_bits, 3 * group_bits,
        (1 << group_bits) - 1, (1 << (2 * group_bits)) - 1, (1 << (3 * group_bits)) - 1,
        *rotation_masks(4 * (count + 1), cipher.distances),
    )


def grouped_state(cipher: LaneCipher, words: Sequence[int], count: int) -> list[int]:
    """A, B, C, D holding the 16 state words, each repeated in the `count` lanes of its group, each
    group topped by its anchor lane."""
    return [
        lane_int(
            b"".join(words[word].to_bytes(LANE_BYTES, "little") * count + ANCHOR_LANE[word] for word in group)
        )
        for group in cipher.groups
    ]


def _grouped_lane_bytes(ints: Sequence[int], count: int) -> bytes:
    """The lanes of the 16 words (in grouped order) without the anchor lanes, 5 bytes per lane."""
    group_bytes = LANE_BYTES * (count + 1)
    real_bytes = LANE_BYTES * count
    parts = []
    for value in ints:
        raw = value.to_bytes(4 * group_bytes, "little")
        parts += [raw[q * group_bytes : q * group_bytes + real_bytes] for q in range(4)]
    return b"".join(parts)


# -- word layout: one int per state word, one lane per block ----------------------------------------


@lru_cache(maxsize=32)
def _lane_masks(cipher: LaneCipher, count: int) -> list[int]:
    """The rotation masks of count + 1 lanes (the top one is the anchor lane)."""
    return rotation_masks(count + 1, cipher.distances)


def _counter_lanes(first_block: int, count: int) -> tuple[int, int]:
    """Counter words (low, high) of blocks first_block .. first_block + count - 1, mod 2^64, when the low
    word wraps inside the batch (only past 256 GiB of stream)."""
    blocks = [(first_block + j) & 0xFFFFFFFFFFFFFFFF for j in range(count)]
    low = b"".join((block & M32).to_bytes(LANE_BYTES, "little") for block in blocks)
    high = b"".join((block >> 32).to_bytes(LANE_BYTES, "little") for block in blocks)
    return lane_int(low), lane_int(high)


def _transpose(lanes: bytes, count: int, word_order: list[int]) -> bytes:
    """The keystream from the 40-bit lanes of all 16 words, concatenated (word_order[i] = the state word
    of the i-th `count` lanes): drop each lane's carry byte, then move word rows to block columns."""
    compact = bytearray(BLOCK_BYTES * count)
    compact[0::4] = lanes[0::5]
    compact[1::4] = lanes[1::5]
    compact[2::4] = lanes[2::5]
    compact[3::4] = lanes[3::5]
    rows = array(WORD_TYPE, compact)
    blocks = array(WORD_TYPE, compact)
    for row, word in enumerate(word_order):
        blocks[word::16] = rows[row * count : (row + 1) * count]
    return blocks.tobytes()


_WORD_ORDER = list(range(16))


def keystream_lanes(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
    """Keystream blocks first_block .. first_block + count - 1 (count <= MAX_BATCH_BLOCKS) in the grouped
    or the word layout; `words` is the initial state (its counter words are ignored)."""
    counter_low = first_block & M32
    wraps = counter_low + count > 1 << 32  # the low counter word wraps inside the batch (past 256 GiB)
    state = list(words)
    if wraps:
        check_counter(cipher, first_block, count)
        counters = _counter_lanes(first_block, count)
        for word in cipher.counter_words:
            state[word] = 0
    else:
        counters = (_OFFSETS_MAX & ((1 << (LANE_BITS * count)) - 1), 0)
        state[cipher.counter_words[0]] = counter_low
        for word in cipher.counter_words[1:]:
            state[word] = (first_block >> 32) & M32  # a batch of a wrapped 64-bit stream: mod 2^64
    if count < GROUPED_BELOW:
        start = grouped_state(cipher, state, count)
        group_bits = LANE_BITS * (count + 1)
        for (i, q), lanes in zip(cipher.grouped_counter, counters):
            start[i] += lanes << (group_bits * q)
        final = cipher.rounds_grouped(*start, *grouped_constants(cipher, count), cipher.double_rounds)
        lane_bytes = _grouped_lane_bytes([z + x for z, x in zip(final, start)], count)
        return _transpose(lane_bytes, count, cipher.grouped_order)
    start16 = [_anchored(word, count, position) for position, word in enumerate(state)]
    for word, lanes in zip(cipher.counter_words, counters):
        start16[word] += lanes
    final16 = cipher.rounds_lanes(*start16, *_lane_masks(cipher, count), cipher.double_rounds)
    width = LANE_BYTES * (count + 1)
    real_width = LANE_BYTES * count
    # The final addition leaves carries in byte 4 of each lane: the slices skip it, and stop before the
    # anchor lane.
    if count < TRANSPOSE_WITH_ARRAY_BELOW:
        lane_bytes = b"".join([(z + x).to_bytes(width, "little")[:real_width] for z, x in zip(final16, start16)])
        return _transpose(lane_bytes, count, _WORD_ORDER)
    # Many lanes: byte slices straight from each word's lanes to its place in every block.
    out = bytearray(BLOCK_BYTES * count)
    position = 0
    for z, x in zip(final16, start16):
        raw = (z + x).to_bytes(width, "little")
        out[position::64] = raw[0:real_width:5]
        out[position + 1 :: 64] = raw[1:real_width:5]
        out[position + 2 :: 64] = raw[2:real_width:5]
        out[position + 3 :: 64] = raw[3:real_width:5]
        position += 4
    return bytes(out)
