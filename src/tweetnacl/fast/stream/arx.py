"""The lane and bit-slicing machinery shared by the Salsa20 and ChaCha20 keystreams (fast).

Both ciphers are 16 32-bit words, 20 rounds of add / rotate / xor, a final addition of the input, and a
64-bit block counter in two state words (Salsa20: x8, x9; ChaCha20: x12, x13). What differs is only the
rounds themselves; each cipher module describes its rounds in a `LaneCipher` and everything else lives here.

How it is fast (CPython cost model: every interpreted operation costs tens of nanoseconds, while one
big-int operation on a few hundred bytes costs little more than on one word):
- 40-bit lanes. Many 32-bit words share one int, word j in bits [40j, 40j + 32). The 8 spare bits take
  the carry of an addition and the bits a rotation pushes out of a lane, which the two rotation masks
  remove; 40 bits is a whole number of bytes, so results are read out with `int.to_bytes` and extended
  slices.
- Grouped layout, for one block or a few: the four quarterrounds of a round act on four independent
  words, so the state is four ints A, B, C, D of four lane groups each (the "SIMD" layout), and a round
  is 4 steps instead of 16; between rounds three of the ints rotate by whole groups. The cipher's
  `groups` table says which state word sits in which group.
- Word layout, for up to BITSLICED_FROM blocks: the blocks of a stream differ only in their counter
  words, so state word i of N blocks is one int of N lanes; 16 words, no rotations.
- Bitsliced, for large batches (`_keystream_bitsliced`): one int per bit position of a state word, one
  bit per block. Rotations become renamings and the additions ripple-carry adders of bitwise operations,
  which CPython runs 5x faster per byte than shifts and additions; one 8x8 bit transpose per byte turns
  the planes back into keystream bytes.
- On PyPy (WORD_LOOP, chosen at import) none of these: its JIT compiles word arithmetic to machine code while
  its big ints are slow, so one block at a time on 16 plain words (`keystream_words`; `rounds_words` for
  HSalsa20 and HChaCha20), the cipher giving only one round on words (`round_words`).
Nothing here branches on or indexes by key, nonce or keystream data; only lengths and the (public) block
counter steer loops. The cost of a CPython int operation follows the sizes of its operands: every int
carries public dummy blocks on top (ANCHOR_LANES), so those sizes follow public data, not the key.
"""

from __future__ import annotations

import hashlib
import struct
import sys
import types
from array import array
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

SIGMA = b"expand 32-byte k"
"""The 32-byte-key constant of both ciphers (Salsa20 spec section 10, RFC 8439 section 2.3)."""
WORDS4 = struct.Struct("<4I")
WORDS8 = struct.Struct("<8I")
LANES4 = struct.Struct("<Ix5xIx5xIx5xIx5x")
"""4 groups of (lane, anchor lane), as one block's grouped int -> the lanes' low 32 bits."""
SIGMA_WORDS: tuple[int, ...] = WORDS4.unpack(SIGMA)

KEY_GUARD = 1 << 32
"""Added to every secret word (key, nonce) as an int: word + 2^32 has bit length 33 (two CPython 30-bit
digits) whatever the word, where a bare word below 2^30 would have one digit (measured: dudect |t| = 6 at
50,000 samples per class on XSalsa20). In a 40-bit lane the guard is bit 32, a spare bit: the rounds only
ever mix masked bits [0, 32) of a word into another (Salsa20: b ^= (a + d) <<< k; ChaCha20: the rotated
d ^ a and b ^ c are masked), sums stay inside the lane, the read-outs skip each lane's byte 4, and the
bitsliced path reads bits 0..31 only."""


def guarded_words(data: bytes) -> tuple[int, ...]:
    """The little-endian 32-bit words of `data` (a multiple of 4 bytes), each plus KEY_GUARD: the bytes are
    copied between guard bytes and read as 64-bit words, so no int ever holds a bare secret word."""
    count = len(data) // 4
    guarded = bytearray(b"\x00\x00\x00\x00\x01\x00\x00\x00" * count)
    guarded[0::8] = data[0::4]  # strided byte copies: byte j of word i goes to byte 8i + j
    guarded[1::8] = data[1::4]
    guarded[2::8] = data[2::4]
    guarded[3::8] = data[3::4]
    return struct.unpack(f"<{count}Q", guarded)

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
TRANSPOSE_WITH_ARRAY_BELOW = 128
"""Batches of fewer blocks transpose the keystream with 16 array copies instead of 64 byte slices."""
_WORD_TYPE = "I" if array("I").itemsize == 4 else "L"  # an array type of 4-byte items


@dataclass(eq=False)
class LaneCipher:
    """A Salsa20-family cipher as the machinery needs it.

    groups[i][q] is the state word held in group q of the grouped int i (A, B, C, D); the rounds functions
    take the ints (grouped: A, B, C, D then `grouped_constants`; lanes: x0..x15 then the rotation masks;
    bitsliced: the 16 words' bit-planes) and return them after the 20 rounds, without the final addition.
    `distances` are the rotation distances whose masks the rounds take, in that order. The block counter
    is the number in state words counter_words: (low, high) for a 64-bit counter, (low,) for a 32-bit one
    (ChaCha20-IETF, whose next word is nonce: a batch must then not run past block 2^32 - 1)."""

    name: str
    groups: tuple[tuple[int, int, int, int], ...]
    distances: tuple[int, ...]
    counter_words: tuple[int, ...]
    rounds_grouped: Callable[..., tuple[int, int, int, int]]
    rounds_lanes: Callable[..., tuple[int, ...]]
    rounds_bitsliced: Callable[[list[list[int]]], list[list[int]]]
    round_words: Callable[..., tuple[int, ...]] | None = None
    """(x0 .. x15) -> one column round on 16 plain words below 2^32, its result re-indexed by a fixed
    involution that makes the column round of the next call the other round of the double round (Salsa20:
    the transpose, which turns a columnround into a rowround; ChaCha20: row r's word c to column r - c mod 4,
    which turns the columns into the diagonals). Twenty calls are the 20 rounds, words back in place. For
    WORD_LOOP (`keystream_words`); None: lanes everywhere."""

    def __post_init__(self) -> None:
        # PyPy's JIT compiles one machine-code loop per code object, specialised to the round function it met
        # first; a second cipher through the same loop would fall into a side exit every round (measured:
        # ChaCha20 4x slower once Salsa20 had run). So each cipher runs its own copy of the word loops.
        self.keystream_words = _own_copy(keystream_words)
        self.rounds_words = _own_copy(rounds_words)
        self.grouped_order = [word for group in self.groups for word in group]
        self.grouped_counter = [
            next((i, q) for i, group in enumerate(self.groups) for q, w in enumerate(group) if w == word)
            for word in self.counter_words
        ]


def _own_copy(function: Callable[..., bytes]) -> Callable[..., bytes]:
    """`function` with a code object of its own (same bytecode, same globals)."""
    return types.FunctionType(function.__code__.replace(), function.__globals__, function.__name__)


def lane_int(lane_bytes: bytes) -> int:
    return int.from_bytes(lane_bytes, "little")


_ONES_MAX = lane_int(b"\x01\x00\x00\x00\x00" * (4 * MAX_BATCH_BLOCKS))
_OFFSETS_MAX = lane_int(b"".join(j.to_bytes(LANE_BYTES, "little") for j in range(MAX_BATCH_BLOCKS)))

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
ANCHOR_LANE = [_ANCHOR_STATES[word].to_bytes(LANE_BYTES, "little") for word in range(16)]
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
        masks.append((_M32 ^ ((1 << distance) - 1)) * ones)
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
    low = b"".join((block & _M32).to_bytes(LANE_BYTES, "little") for block in blocks)
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
    rows = array(_WORD_TYPE, compact)
    blocks = array(_WORD_TYPE, compact)
    for row, word in enumerate(word_order):
        blocks[word::16] = rows[row * count : (row + 1) * count]
    return blocks.tobytes()


_WORD_ORDER = list(range(16))


def _keystream_lanes(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
    """Keystream blocks first_block .. first_block + count - 1 (count <= MAX_BATCH_BLOCKS) in the grouped
    or the word layout; `words` is the initial state (its counter words are ignored)."""
    counter_low = first_block & _M32
    wraps = counter_low + count > 1 << 32  # the low counter word wraps inside the batch (past 256 GiB)
    state = list(words)
    if wraps:
        _check_counter(cipher, first_block, count)
        counters = _counter_lanes(first_block, count)
        for word in cipher.counter_words:
            state[word] = 0
    else:
        counters = (_OFFSETS_MAX & ((1 << (LANE_BITS * count)) - 1), 0)
        state[cipher.counter_words[0]] = counter_low
        for word in cipher.counter_words[1:]:
            state[word] = first_block >> 32
    if count < GROUPED_BELOW:
        start = grouped_state(cipher, state, count)
        group_bits = LANE_BITS * (count + 1)
        for (i, q), lanes in zip(cipher.grouped_counter, counters):
            start[i] += lanes << (group_bits * q)
        final = cipher.rounds_grouped(*start, *grouped_constants(cipher, count))
        lane_bytes = _grouped_lane_bytes([z + x for z, x in zip(final, start)], count)
        return _transpose(lane_bytes, count, cipher.grouped_order)
    start16 = [_anchored(word, count, position) for position, word in enumerate(state)]
    for word, lanes in zip(cipher.counter_words, counters):
        start16[word] += lanes
    final16 = cipher.rounds_lanes(*start16, *_lane_masks(cipher, count))
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


# -- bitsliced: one int per bit position of a state word, one bit per block ---------------------------


def bitsliced_add(a: list[int], d: list[int]) -> list[int]:
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
    """As bitsliced_add, plus the plane of carries out of bit 31."""
    total = []
    carry = 0
    for x, y in zip(a, d):
        half = x ^ y
        total.append(half ^ carry)
        carry = (x & y) ^ (carry & half)
    return total, carry


@lru_cache(maxsize=4)
def _bitsliced_constants(count: int) -> tuple[list[int], int, int, int]:
    """For `count` (a multiple of 8) blocks: the bit-planes of the block index j = 0 .. count - 1
    (plane b has bit j set when bit b of j is), and the byte masks 0x55.., 0x33.., 0x0F.. ."""
    nbytes = count // 8
    planes = []
    for bit in range(32):
        if bit < 3:
            planes.append(lane_int(bytes([(0xAA, 0xCC, 0xF0)[bit]]) * nbytes))
        elif 1 << bit < count:
            run = 1 << (bit - 3)
            planes.append(lane_int(((bytes(run) + b"\xff" * run) * -(-nbytes // (2 * run)))[:nbytes]))
        else:
            planes.append(0)
    masks = [lane_int(bytes([pattern]) * nbytes) for pattern in (0x55, 0x33, 0x0F)]
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


def _keystream_bitsliced(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
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
    planes are built by arithmetic that costs the same for a 0 and a 1 bit (`secret_planes`); the high
    counter word is built that way too (in ChaCha20-IETF it is a nonce word)."""
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

    # Block counter first_block + j: low word = the public block index, high word (if any) + its carry.
    _check_counter(cipher, first_block, count)
    low_word = cipher.counter_words[0]
    low, carry = _bitsliced_add_with_carry(index_planes, public_planes(first_block & _M32))
    counters = {low_word: [plane | anchor << padded for plane, anchor in zip(low, _ANCHORS[low_word])]}
    for high_word in cipher.counter_words[1:]:
        counters[high_word] = bitsliced_add(
            secret_planes((first_block >> 32) & _M32, high_word), [carry] + [0] * 31
        )

    def initial_planes(position: int) -> list[int]:
        if position in counters:
            return counters[position]
        return secret_planes(words[position], position)

    final = cipher.rounds_bitsliced([initial_planes(position) for position in range(16)])
    out = bytearray(BLOCK_BYTES * padded)
    for word in range(16):
        # The final addition. The input planes are built again rather than kept: keeping them would hold
        # a second state-sized copy (peak memory 3x the batch instead of 2x).
        planes = bitsliced_add(final[word], initial_planes(word))
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


def _check_counter(cipher: LaneCipher, first_block: int, count: int) -> None:
    """A 32-bit block counter must not wrap into the nonce word above it (RFC 8439 section 2.3: the
    counter is one word)."""
    if len(cipher.counter_words) == 1 and first_block + count > 1 << 32:
        raise ValueError(f"{cipher.name}: the 32-bit block counter would wrap")


WORD_LOOP = sys.implementation.name == "pypy"
"""Chosen at import: on PyPy the keystream is made one block at a time on 16 machine words
(`keystream_words`), which the JIT compiles to native code (ChaCha20 keystream of 1 MiB: 80-96 MB/s, lanes and
bit-slicing 10-11 MB/s there); CPython runs lanes and bit-slicing 50-100x faster than that loop (22-42 vs 0.4 MB/s).
Both are tested on both."""

_BLOCK_WORDS = struct.Struct("<16I")


def keystream_words(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
    """What `keystream_batch` computes, one block at a time on 16 plain words: per block the counter words,
    20 calls of `cipher.round_words` and the final addition (Salsa20 spec section 10; RFC 8439 section 2.3).
    For PyPy (WORD_LOOP), whose JIT compiles the loop to machine code:
    - One loop over all rounds of all blocks, the block's end a rarely taken branch: the JIT compiles the loop
      body (one round, inlined) and, apart, the branch. A round is the unit because the JIT gives up inlining
      a function whose trace is too long (a ChaCha20 double round is; then every call is a real call: 3x
      slower), and the rounds do not sit in a loop of their own per block because a trace that starts at such
      a loop runs through the block's end into the next block's rounds and is too long as well.
    - The 16 words go in and come out by name, not as *args: the JIT then allocates neither the argument
      tuple nor the result and keeps the words in registers.
    - Every word is masked to 32 bits with module constants, so the JIT knows each value is below 2^32 and
      drops the overflow checks of the shifts, and no intermediate reaches 2^63 (past a machine word a PyPy
      int becomes a slow big int). The block counter is two 32-bit words with a carry for the same reason
      (and wraps mod 2^64, as in the lane layouts).
    Key words come guarded (+2^32, a CPython digit-count measure) and are masked here: PyPy's machine-word ints
    have no size classes, and this path runs by choice only there."""
    round_words = cipher.round_words
    assert round_words is not None
    _check_counter(cipher, first_block, count)
    state = [word & _M32 for word in words]
    low_word = cipher.counter_words[0]
    high_word = cipher.counter_words[1] if len(cipher.counter_words) > 1 else None
    low, high = first_block & _M32, (first_block >> 32) & _M32
    pack = _BLOCK_WORDS.pack
    blocks = []

    def block_input(block_low: int, block_high: int) -> list[int]:
        """The block's 16 input words: the state with these counter words."""
        state[low_word] = block_low
        if high_word is not None:
            state[high_word] = block_high
        return state

    j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15 = block_input(low, high)
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = state
    rounds_left = 20
    for _ in range(20 * count):
        x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = round_words(
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15
        )
        rounds_left -= 1
        if rounds_left == 0:
            blocks.append(
                pack(
                    (x0 + j0) & _M32, (x1 + j1) & _M32, (x2 + j2) & _M32, (x3 + j3) & _M32, (x4 + j4) & _M32,
                    (x5 + j5) & _M32, (x6 + j6) & _M32, (x7 + j7) & _M32, (x8 + j8) & _M32, (x9 + j9) & _M32,
                    (x10 + j10) & _M32, (x11 + j11) & _M32, (x12 + j12) & _M32, (x13 + j13) & _M32,
                    (x14 + j14) & _M32, (x15 + j15) & _M32,
                )
            )
            low = (low + 1) & _M32
            high = (high + (low == 0)) & _M32  # the public counter's carry (a bool adds as 0 or 1)
            j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15 = block_input(low, high)
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = state
            rounds_left = 20
    return b"".join(blocks)


def rounds_words(cipher: LaneCipher, words: Sequence[int], positions: Sequence[int]) -> bytes:
    """The 20 rounds, without the final addition, on one block's 16 words (HSalsa20, HChaCha20), on PyPy
    (WORD_LOOP): the little-endian bytes of the words at `positions` (8 of them: a key). 20 calls of
    `cipher.round_words` on plain words below 2^32, as in `keystream_words`; a bigint-free replacement for
    the grouped layout, whose 40-byte ints PyPy runs slowly (measured: HChaCha20 43 us there)."""
    round_words = cipher.round_words
    assert round_words is not None
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = (word & _M32 for word in words)
    for _ in range(20):
        x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = round_words(
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15
        )
    final = (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)
    return WORDS8.pack(*[final[position] for position in positions])


def keystream_batch(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
    """Keystream blocks first_block .. first_block + count - 1 of the cipher from the initial state `words`
    (whose counter words are replaced by the 64-bit block number). Bitsliced from BITSLICED_FROM blocks
    on, else in lanes; on PyPy one block at a time (WORD_LOOP) where the cipher has `round_words`."""
    if WORD_LOOP and cipher.round_words is not None:
        return cipher.keystream_words(cipher, words, first_block, count)
    if count >= BITSLICED_FROM:
        return _keystream_bitsliced(cipher, words, first_block, count)
    if count <= MAX_BATCH_BLOCKS:
        return _keystream_lanes(cipher, words, first_block, count)
    return b"".join(
        _keystream_lanes(cipher, words, first_block + offset, min(MAX_BATCH_BLOCKS, count - offset))
        for offset in range(0, count, MAX_BATCH_BLOCKS)
    )


# -- streams ----------------------------------------------------------------------------------------


def batch_plan(nbytes: int, first_block: int = 0) -> list[tuple[int, int]]:
    """(first block, block count) of each batch covering `nbytes` of keystream from block `first_block`:
    as few batches as the size limit allows, of nearly equal sizes (so no batch is a tiny, overhead-bound
    tail). Streams of at least BITSLICED_FROM blocks get bitsliced batches (at least 16384 blocks long)."""
    nblocks = -(-nbytes // BLOCK_BYTES)
    if nblocks == 0:
        return []
    limit = MAX_BITSLICED_BLOCKS if nblocks >= BITSLICED_FROM else MAX_BATCH_BLOCKS
    nbatches = -(-nblocks // limit)
    size, larger = divmod(nblocks, nbatches)
    plan = []
    first = first_block
    for index in range(nbatches):
        count = size + 1 if index < larger else size
        plan.append((first, count))
        first += count
    return plan


def _xor_words(data: bytes, stream: bytes) -> bytes:
    """data XOR stream (of data's length) on 32-bit machine words, for PyPy (WORD_LOOP): its JIT runs this loop
    at ~2 GB/s, the big-int XOR at ~170 MB/s (measured on 64 KiB); the last length % 4 bytes one by one."""
    whole = len(data) - len(data) % 4
    words = array(_WORD_TYPE)
    words.frombytes(data[:whole])
    stream_words = array(_WORD_TYPE)
    stream_words.frombytes(stream[:whole])
    for index in range(len(words)):
        words[index] ^= stream_words[index]
    return words.tobytes() + bytes([x ^ y for x, y in zip(data[whole:], stream[whole:])])


def xor_keystream(
    cipher: LaneCipher,
    words: Sequence[int],
    data: bytes,
    start: int,
    skip: int,
    plan: list[tuple[int, int]],
    first_batch: bytes | None = None,
) -> list[bytes]:
    """data[start:] XOR keystream[skip:] (the keystream starting at block plan[0][0]), in pieces of at
    most XOR_PIECE_BYTES (all but the last a multiple of 16 bytes, as Poly1305 needs), for the batches of
    `plan` (which must cover skip + len(data) - start bytes); `first_batch`, if given, is the already
    computed first batch."""
    pieces = []
    position = start
    end = len(data)
    for index, (first_block, count) in enumerate(plan):
        if index == 0 and first_batch is not None:
            stream = first_batch
        else:
            stream = keystream_batch(cipher, words, first_block, count)
        offset = skip if index == 0 else 0
        stop = min(position + len(stream) - offset, end)
        for piece_start in range(position, stop, XOR_PIECE_BYTES):
            length = min(XOR_PIECE_BYTES, stop - piece_start)
            segment = data if length == end else data[piece_start : piece_start + length]
            stream_start = offset + piece_start - position
            stream_piece = stream if length == len(stream) else stream[stream_start : stream_start + length]
            if WORD_LOOP:
                pieces.append(_xor_words(segment, stream_piece))
            else:
                # One XOR of two big ints instead of a loop over bytes.
                pieces.append(
                    (int.from_bytes(segment, "little") ^ int.from_bytes(stream_piece, "little")).to_bytes(
                        length, "little"
                    )
                )
        position = stop
    return pieces


def keystream(cipher: LaneCipher, words: Sequence[int], length: int, first_block: int = 0) -> bytes:
    """`length` bytes of keystream from block `first_block` on."""
    # The output is allocated before any work: a length that no memory can hold fails at once with
    # MemoryError (as bytes(length) does), not after minutes of keystream and a swapping machine.
    out = bytearray(length)
    view = memoryview(out)
    position = 0
    for first, count in batch_plan(length, first_block):
        batch = keystream_batch(cipher, words, first, count)
        take = min(len(batch), length - position)
        view[position : position + take] = batch[:take] if take < len(batch) else batch
        position += take
    view.release()
    return bytes(out)
