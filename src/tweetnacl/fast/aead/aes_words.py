"""PyPy's bit-sliced AES: `aes_cipher`'s KeyExpansion, Cipher and InvCipher on machine words, the S-box circuit of
`aes` unchanged.

Spec: FIPS-197 sections 5.1 (SubBytes 5.1.1, ShiftRows 5.1.2, MixColumns 5.1.3, AddRoundKey 5.1.4), 5.2
(KeyExpansion, `expand_key_words`) and 5.3 (InvCipher, `block_decryptor_words`). PyPy's JIT
compiles arithmetic on ints that fit a signed machine word to native instructions, while a big int (the
CPython layout's one int of 8 bit planes, `aes.Bitsliced`: 33,280 bits for 256 blocks) is an allocated rbigint
that every gate walks. So here the same bit-slicing is turned the other way: a word holds one bit of one byte
position for LANES blocks (bit i of word 8 * b + j is bit j of byte b, FIPS-197's byte order b = 4 * column + row,
of the block in lane i), and a group of LANES blocks is a state of 128 such words. Then:
- SubBytes is `aes.sub_bytes_planes` (Boyar-Peralta's circuit, the one both layouts share) on the 8 words of
  each byte position: each gate is one machine operation for LANES blocks.
- ShiftRows moves whole byte positions: it is where SubBytes stores its result (`_SHIFT_ROWS`), no operation.
- MixColumns is XORs of the words of one column; xtime moves plane j to j + 1 and the top plane into planes 0,
  1, 3 and 4 (0x11b), by an AND with a public all-ones-or-zero mask per plane (`_REDUCE`).
- AddRoundKey XORs words made once per key (`round_key_words`): each key bit times the lanes it applies to.
- InvSubBytes is the same circuit between two inverse affine maps (`aes.inverse_affine_planes`), InvMixColumns
  MixColumns after a -> a + 4 (a + rot2(a)), as on CPython's layout.

Bounds (every value a signed 64-bit machine word, in [-2^63, 2^63), so no PyPy int ever becomes a big int):
- packing (`pack`, `unpack`): 32-bit words from an array; the 8x8 transposition on them stays below 2^36; a byte
  placed in a word is below 2^8 shifted by at most 48, or the top byte as a signed byte (-128..127) shifted by 56,
  in [-2^63, 2^63); a word is the OR of those (disjoint bits). Unpacking only shifts words right and masks bytes.
- key words: a key bit (0 or 1) times a public signed lane mask; the key schedule's words (`expand_key_words`) are
  below 2^7.
- the rounds, both ways: every value is an XOR or an AND of block words, key words and the constant masks (no
  shift, no arithmetic), and XOR and AND never leave [-2^63, 2^63).
`tests/test_aes_words.py` runs the packing and the rounds on instrumented ints that check every result.

Secrets: keys and blocks never steer a branch, an index or a loop count (lengths and lane counts are public);
no table is read at a secret index (there is none); the packing reads and writes bytes at public positions.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Sequence
from functools import lru_cache

from tweetnacl.fast.aead.aes import SBOX_CONSTANT, BytesLike, inverse_affine_planes, sub_bytes_planes

__all__ = [
    "LANES",
    "STATE_WORDS",
    "block_decryptor_words",
    "block_encryptor_words",
    "encrypt_groups",
    "expand_key_words",
    "groups_for",
    "inv_mix",
    "inv_sub_shift",
    "mix_add",
    "pack",
    "round_key_words",
    "sub_shift",
    "unpack",
]

LANES = 64
"""Blocks per word: a machine word's 64 bits, as a signed value (bit 63 the sign: a lane like any other for XOR and
AND, which never leave [-2^63, 2^63))."""

STATE_WORDS = 128
"""Words of one group's state: 8 planes of each of the 16 byte positions (index 8 * position + plane)."""

_WORD32 = "I" if array("I").itemsize == 4 else "L"
"""An array type of 4-byte items (`stream.blocks` has the same; importing it would pull in `dataclasses`)."""

_CHUNKS = tuple((shift, 0x80 if shift == LANES - 8 else 0) for shift in range(0, LANES, 8))
"""Where each 8 blocks' byte goes in a word, and the top one's sign bit (a byte b there enters as b - 256 when
b >= 128: the word is a signed 64-bit value, not an int of 2^63 or more, which PyPy would make a big int)."""

_SHIFT_ROWS = tuple(8 * (4 * ((position // 4 - position % 4) % 4) + position % 4) for position in range(16))
"""Where byte position b = 4c + r goes (as its first word's index): ShiftRows (5.1.2) takes out (r, c) from
in (r, c + r mod 4), so in (r, c) goes to (r, c - r mod 4)."""

_INV_SHIFT_ROWS = tuple(8 * (4 * ((position // 4 + position % 4) % 4) + position % 4) for position in range(16))
"""Where byte position b = 4c + r goes under InvShiftRows (5.3.1: out (r, c) from in (r, c - r mod 4))."""

_ZEROS = (0,) * STATE_WORDS
"""MixColumns without a round key (`inv_mix`)."""

_REDUCE = tuple(-1 if 0x11B >> plane & 1 else 0 for plane in range(8))
"""xtime's reduction by 0x11b: the top plane goes into planes 0, 1, 3 and 4 (a public all-lanes-or-none mask)."""


def groups_for(blocks: int) -> int:
    """The number of LANES-block groups that hold `blocks` blocks (public)."""
    return -(-blocks // LANES)


def _transpose_8x8(low: int, high: int) -> tuple[int, int]:
    """The 8x8 bit matrix of 8 bytes (bytes 0..3 in `low`, 4..7 in `high`, 32-bit words) transposed: bit i of output
    byte j is bit j of input byte i (its own inverse). The three delta swaps of `aes.transpose_bytes` on a 64-bit
    word, done on its 32-bit halves so that every value stays below 2^36: the first two move bits within a half,
    the third (by 28) the low half's high nibbles with the high half's low ones."""
    t = (low ^ low >> 7) & 0x00AA00AA
    low ^= t ^ t << 7
    t = (high ^ high >> 7) & 0x00AA00AA
    high ^= t ^ t << 7
    t = (low ^ low >> 14) & 0x0000CCCC
    low ^= t ^ t << 14
    t = (high ^ high >> 14) & 0x0000CCCC
    high ^= t ^ t << 14
    t = (low ^ high << 4) & 0xF0F0F0F0
    return low ^ t, high ^ t >> 4


def _words32(data: bytes) -> array[int]:
    """`data` as little-endian 32-bit words (an array: PyPy's struct is slow on thousands of items)."""
    words = array(_WORD32, data)
    if sys.byteorder == "big":
        words.byteswap()
    return words


def pack(blocks: BytesLike, groups: int) -> list[list[int]]:
    """The 16-byte blocks (at most groups * LANES of them, zeros after) as `groups` states of 128 words: byte b of
    every block of a group in a row (16 strided slices a group), read as 32-bit words (4 blocks' byte b each),
    then each 8 blocks' byte b transposed (`_transpose_8x8`) into the byte of each plane's word."""
    lanes = groups * LANES
    data = bytes(blocks)
    data += bytes(16 * lanes - len(data))
    span = 16 * LANES
    halves = _words32(
        b"".join(data[span * group + position : span * (group + 1) : 16] for group in range(groups) for position in range(16))
    )
    states = []
    k = 0
    for _ in range(groups):
        state: list[int] = []
        for _ in range(16):
            w0 = w1 = w2 = w3 = w4 = w5 = w6 = w7 = 0
            for shift, sign in _CHUNKS:
                low, high = _transpose_8x8(halves[k], halves[k + 1])
                k += 2
                w0 |= ((low & 0xFF ^ sign) - sign) << shift
                w1 |= ((low >> 8 & 0xFF ^ sign) - sign) << shift
                w2 |= ((low >> 16 & 0xFF ^ sign) - sign) << shift
                w3 |= ((low >> 24 ^ sign) - sign) << shift
                w4 |= ((high & 0xFF ^ sign) - sign) << shift
                w5 |= ((high >> 8 & 0xFF ^ sign) - sign) << shift
                w6 |= ((high >> 16 & 0xFF ^ sign) - sign) << shift
                w7 |= ((high >> 24 ^ sign) - sign) << shift
            state += (w0, w1, w2, w3, w4, w5, w6, w7)
        states.append(state)
    return states


def unpack(states: Sequence[Sequence[int]], count: int) -> bytes:
    """The inverse of `pack`: the first `count` blocks of the states."""
    groups = len(states)
    halves = array(_WORD32)
    for state in states:
        for i in range(0, STATE_WORDS, 8):
            w0, w1, w2, w3, w4, w5, w6, w7 = state[i : i + 8]
            for shift in range(0, LANES, 8):
                low, high = _transpose_8x8(
                    (w0 >> shift & 0xFF) | (w1 >> shift & 0xFF) << 8 | (w2 >> shift & 0xFF) << 16 | (w3 >> shift & 0xFF) << 24,
                    (w4 >> shift & 0xFF) | (w5 >> shift & 0xFF) << 8 | (w6 >> shift & 0xFF) << 16 | (w7 >> shift & 0xFF) << 24,
                )
                halves.append(low)
                halves.append(high)
    if sys.byteorder == "big":
        halves.byteswap()
    by_position = halves.tobytes()
    span = 16 * LANES
    out = bytearray(span * groups)
    for group in range(groups):
        for position in range(16):
            start = LANES * (16 * group + position)
            out[span * group + position : span * (group + 1) : 16] = by_position[start : start + LANES]
    return bytes(out[: 16 * count])


@lru_cache(maxsize=64)
def _lane_masks(slots: int, keys: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each group, the (key index, mask of its lanes) pairs of the keys that serve lanes of it (public)."""
    per_key = slots // keys
    masks = []
    for group in range(groups_for(slots)):
        pairs = []
        for key in range(keys):
            mask = sum(1 << lane for lane in range(LANES) if key * per_key <= group * LANES + lane < (key + 1) * per_key)
            if mask:
                pairs.append((key, mask - (mask >> 63 << 64)))  # signed: lane 63 is the sign bit
        masks.append(tuple(pairs))
    return tuple(masks)


def round_key_words(schedules: Sequence[Sequence[bytes]], slots: int, c63: bool) -> list[list[list[int]]]:
    """AddRoundKey's words for `keyed_block_encryptor`'s arrangement: the slots in len(schedules) equal
    consecutive groups, group s under schedules[s] (round keys in `aes_cipher.expand_key`'s plane format: plane j
    in bytes 2j, 2j + 1, bit b of that 16-bit value for byte b). Result [round][group] -> 128 words. With `c63`,
    rounds 1..Nr also carry the S-box's 0x63 (`aes.SBOX_CONSTANT`) (left out of the circuit; ShiftRows and MixColumns map it to itself).
    Each word is a key bit (0 or 1) times the public mask of the lanes that key serves in that group."""
    masks = _lane_masks(slots, len(schedules))
    words = []
    for r in range(len(schedules[0])):
        constant = SBOX_CONSTANT if c63 and r else 0
        bits = []
        for schedule in schedules:
            key = schedule[r]
            key_bits = []
            for position in range(16):
                half = key[position >> 3 :: 2]  # plane j's byte holding byte position b: key[2j + (b >> 3)]
                shift = position & 7
                for plane in range(8):
                    key_bits.append((half[plane] >> shift ^ constant >> plane) & 1)
            bits.append(key_bits)
        round_words = []
        for pairs in masks:
            row = [0] * STATE_WORDS
            for key_index, mask in pairs:
                key_bits = bits[key_index]
                for i in range(STATE_WORDS):
                    row[i] ^= key_bits[i] * mask
            round_words.append(row)
        words.append(round_words)
    return words


def expand_key_words(key: bytes) -> list[bytes]:
    """KeyExpansion (FIPS-197 5.2) of a 16- or 32-byte key on machine words, with `aes_cipher.expand_key`'s result
    (the Nr + 1 round keys in `Bitsliced.broadcast`'s plane format). Each column w[i] of the schedule is 8 words
    of 4 bits (word j, bit r: bit j of the column's byte in row r), so SubWord is one evaluation of the S-box
    circuit (`aes.sub_bytes_planes`) on 4 lanes, RotWord a rotation of the 4 lanes (row r from row r + 1), Rcon
    an XOR into lane 0 and the column XORs are word XORs. Every word stays below 2^7 (a 4-bit word shifted by
    3 at most, then masked); the key's length and the schedule's public positions steer the loop, nothing else."""
    nk = len(key) // 4
    rounds = nk + 6
    ones = [0xF if SBOX_CONSTANT >> plane & 1 else 0 for plane in range(8)]
    columns = [
        [sum((key[4 * c + row] >> plane & 1) << row for row in range(4)) for plane in range(8)] for c in range(nk)
    ]
    rcon = 1  # Rcon[i / Nk] = x^(i / Nk - 1) in GF(2^8): public
    for i in range(nk, 4 * (rounds + 1)):
        temp = columns[i - 1]
        if i % nk == 0:  # SubWord(RotWord(w[i - 1])) ^ Rcon[i / Nk]
            temp = [(word >> 1 | word << 3) & 0xF for word in temp]
            temp = [s ^ one ^ (rcon >> plane & 1) for plane, (s, one) in enumerate(zip(sub_bytes_planes(*temp), ones))]
            rcon = (rcon << 1) ^ (0x11B if rcon & 0x80 else 0)
        elif nk > 6 and i % nk == 4:  # AES-256: SubWord(w[i - 1])
            temp = [s ^ one for s, one in zip(sub_bytes_planes(*temp), ones)]
        columns.append([a ^ b for a, b in zip(columns[i - nk], temp)])
    round_keys = []
    for r in range(rounds + 1):
        c0, c1, c2, c3 = columns[4 * r : 4 * r + 4]
        planes = [c0[j] | c1[j] << 4 | c2[j] << 8 | c3[j] << 12 for j in range(8)]
        round_keys.append(bytes(b for plane in planes for b in (plane & 0xFF, plane >> 8)))
    return round_keys


def sub_shift(x: Sequence[int]) -> list[int]:
    """SubBytes without the 0x63 (`aes.sub_bytes_planes`) of every byte position, stored ShiftRows' way."""
    y = [0] * STATE_WORDS
    sbox = sub_bytes_planes
    for position in range(16):
        i = 8 * position
        s0, s1, s2, s3, s4, s5, s6, s7 = sbox(x[i], x[i + 1], x[i + 2], x[i + 3], x[i + 4], x[i + 5], x[i + 6], x[i + 7])
        d = _SHIFT_ROWS[position]
        y[d] = s0
        y[d + 1] = s1
        y[d + 2] = s2
        y[d + 3] = s3
        y[d + 4] = s4
        y[d + 5] = s5
        y[d + 6] = s6
        y[d + 7] = s7
    return y


def mix_add(y: Sequence[int], key: Sequence[int]) -> list[int]:
    """MixColumns (5.1.3) then AddRoundKey: out_r = 2 a_r + 3 a_(r+1) + a_(r+2) + a_(r+3)
    = xtime(a_r + a_(r+1)) + a_r + (a_0 + a_1 + a_2 + a_3), plane by plane (xtime: plane j from plane j - 1
    of its input, and the input's top plane where 0x11b has a bit)."""
    out = [0] * STATE_WORDS
    reduce = _REDUCE
    for column in range(0, STATE_WORDS, 32):
        top0 = y[column + 7] ^ y[column + 15]
        top1 = y[column + 15] ^ y[column + 23]
        top2 = y[column + 23] ^ y[column + 31]
        top3 = y[column + 31] ^ y[column + 7]
        low0 = low1 = low2 = low3 = 0  # t_r of the plane below (none below plane 0)
        for plane in range(8):
            i = column + plane
            a0, a1, a2, a3 = y[i], y[i + 8], y[i + 16], y[i + 24]
            every = a0 ^ a1 ^ a2 ^ a3
            m = reduce[plane]
            out[i] = low0 ^ (top0 & m) ^ a0 ^ every ^ key[i]
            out[i + 8] = low1 ^ (top1 & m) ^ a1 ^ every ^ key[i + 8]
            out[i + 16] = low2 ^ (top2 & m) ^ a2 ^ every ^ key[i + 16]
            out[i + 24] = low3 ^ (top3 & m) ^ a3 ^ every ^ key[i + 24]
            low0, low1, low2, low3 = a0 ^ a1, a1 ^ a2, a2 ^ a3, a3 ^ a0
    return out


def encrypt_groups(states: list[list[int]], keys: Sequence[Sequence[Sequence[int]]]) -> list[list[int]]:
    """The Cipher (5.1) of every group under `round_key_words`' words (with c63): AddRoundKey(round key 0), rounds
    1..Nr-1 of SubBytes, ShiftRows, MixColumns, AddRoundKey, and round Nr without MixColumns."""
    rounds = len(keys) - 1
    out = []
    for group, state in enumerate(states):
        first, last = keys[0][group], keys[rounds][group]
        x = [w ^ k for w, k in zip(state, first)]
        for r in range(1, rounds):
            x = mix_add(sub_shift(x), keys[r][group])
        out.append([w ^ k for w, k in zip(sub_shift(x), last)])
    return out


def inv_sub_shift(x: Sequence[int]) -> list[int]:
    """InvSubBytes (5.3.2) of every byte XOR 0x63 (the caller folds the 0x63 into its round keys), stored
    InvShiftRows' way (5.3.1): A^-1, the circuit, A^-1 (`aes.inverse_affine_planes`, as `Bitsliced`)."""
    y = [0] * STATE_WORDS
    sbox, inverse_affine = sub_bytes_planes, inverse_affine_planes
    for position in range(16):
        i = 8 * position
        d = _INV_SHIFT_ROWS[position]
        substituted = inverse_affine(*sbox(*inverse_affine(
            x[i], x[i + 1], x[i + 2], x[i + 3], x[i + 4], x[i + 5], x[i + 6], x[i + 7]
        )))
        for plane in range(8):
            y[d + plane] = substituted[plane]
    return y


def inv_mix(z: Sequence[int]) -> list[int]:
    """InvMixColumns (5.3.3) as MixColumns after a -> a + 4 (a + rot2(a)) (as `Bitsliced.inv_mix_function`): per
    column and row pair (r, r + 2), t = a_r + a_(r+2) times x^2 (xtime twice: plane j from plane j - 2, the top two
    planes folded by 0x11b) added to both rows."""
    u = list(z)
    for column in range(0, STATE_WORDS, 32):
        for i in (column, column + 8):
            j = i + 16
            t0, t1, t2, t3 = z[i] ^ z[j], z[i + 1] ^ z[j + 1], z[i + 2] ^ z[j + 2], z[i + 3] ^ z[j + 3]
            t4, t5, t6, t7 = z[i + 4] ^ z[j + 4], z[i + 5] ^ z[j + 5], z[i + 6] ^ z[j + 6], z[i + 7] ^ z[j + 7]
            four = (t6, t7 ^ t6, t0 ^ t7, t1 ^ t6, t2 ^ t7 ^ t6, t3 ^ t7, t4, t5)
            for plane in range(8):
                u[i + plane] ^= four[plane]
                u[j + plane] ^= four[plane]
    return mix_add(u, _ZEROS)


def block_decryptor_words(round_keys: Sequence[bytes], slots: int) -> Callable[[BytesLike], bytes]:
    """`aes_cipher.block_decryptor` on machine words: AddRoundKey(Nr), rounds Nr-1..1 of InvShiftRows,
    InvSubBytes, AddRoundKey, InvMixColumns, and the last without InvMixColumns (FIPS-197 5.3)."""
    keys = round_key_words([round_keys], slots, c63=True)
    groups = groups_for(slots)
    rounds = len(round_keys) - 1

    def decrypt(blocks: BytesLike) -> bytes:
        out = []
        for group, state in enumerate(pack(blocks, groups)):
            first = keys[rounds][group]
            x = [state[i] ^ first[i] for i in range(STATE_WORDS)]
            for r in range(rounds - 1, 0, -1):
                key = keys[r][group]
                y = inv_sub_shift(x)
                x = inv_mix([y[i] ^ key[i] for i in range(STATE_WORDS)])
            last = keys[0][group]
            y = inv_sub_shift(x)
            out.append([y[i] ^ last[i] for i in range(STATE_WORDS)])
        return unpack(out, slots)

    return decrypt


def block_encryptor_words(schedules: Sequence[Sequence[bytes]], slots: int) -> Callable[[BytesLike], bytes]:
    """`aes_cipher.keyed_block_encryptor` on machine words (the same arguments and result)."""
    keys = round_key_words(schedules, slots, c63=True)
    groups = groups_for(slots)

    def encrypt(blocks: BytesLike) -> bytes:
        return unpack(encrypt_groups(pack(blocks, groups), keys), slots)

    return encrypt
