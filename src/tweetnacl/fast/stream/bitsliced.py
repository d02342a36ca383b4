"""The bitsliced layout of the Salsa20 and ChaCha20 keystreams, for large batches (from `arx.BITSLICED_FROM` blocks).

Both ciphers (Salsa20 spec sections 3-10; RFC 8439 sections 2.1-2.3) are additions, rotations and XORs of
32-bit words. Here a state word of N blocks is 32 ints, one per bit position, one bit per block (plane i =
bit i of the word in every block). A rotation becomes a renaming of planes and an addition a ripple-carry
adder of bitwise operations, which CPython runs 5x faster per byte than the shifts and additions of the
lane layouts; one 8x8 bit transpose per byte turns the planes back into keystream bytes. The cipher modules
give the rounds on planes (`LaneCipher.rounds_bitsliced`); the initial planes, the block counter, the final
addition and the transpose are here.

Secrets: nothing here branches on or indexes by key, nonce or keystream data; only lengths and the
(public) block counter steer loops. A plane of a word that is the same in every block (a key word) would be
0 or all ones, its size a key bit: every plane carries ANCHOR_LANES public dummy blocks on top
(`blocks.ANCHOR_LANES`), and secret planes are built by arithmetic that costs the same for a 0 and a 1 bit.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from tweetnacl.fast.stream.blocks import ANCHOR_LANES, ANCHOR_STATES, BLOCK_BYTES, M32, check_counter, lane_int

if TYPE_CHECKING:
    from tweetnacl.fast.stream.blocks import LaneCipher


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
            sum(((ANCHOR_STATES[16 * block + word] >> bit) & 1) << block for block in range(ANCHOR_LANES))
            for bit in range(32)
        ]
        for word in range(16)
    ]


_ANCHORS = _anchor_bits()
# anchor + 1 keeps the bit length of anchor (so building a plane costs the same for a 0 and a 1 bit)
assert all((anchor + 1) & anchor for word in _ANCHORS for anchor in word)


def keystream_bitsliced(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
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
    check_counter(cipher, first_block, count)
    low_word = cipher.counter_words[0]
    low, carry = _bitsliced_add_with_carry(index_planes, public_planes(first_block & M32))
    counters = {low_word: [plane | anchor << padded for plane, anchor in zip(low, _ANCHORS[low_word])]}
    for high_word in cipher.counter_words[1:]:
        counters[high_word] = bitsliced_add(
            secret_planes((first_block >> 32) & M32, high_word), [carry] + [0] * 31
        )

    def initial_planes(position: int) -> list[int]:
        if position in counters:
            return counters[position]
        return secret_planes(words[position], position)

    final = cipher.rounds_bitsliced([initial_planes(position) for position in range(16)], cipher.double_rounds)
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
