"""Salsa20, HSalsa20 and XSalsa20 on Python ints, fast: many 64-byte blocks per big-int operation.

Specs: D. J. Bernstein, "Salsa20 specification" (cr.yp.to/snuffle/spec.pdf): quarterround (section 3),
rowround (4), columnround (5), doubleround (6), the Salsa20 hash function (8, here `crypto_core_salsa20`)
and the expansion function with the constant "expand 32-byte k" (9, 10); "Extending the Salsa20 nonce"
(cr.yp.to/snuffle/xsalsa-20081128.pdf): HSalsa20 (section 2) and XSalsa20 (section 3), with the NaCl
function names and byte layouts of TweetNaCl.

How it is fast (CPython cost model: every interpreted operation costs tens of nanoseconds, a big-int
operation on a few kilobytes costs little more):
- Lanes. The blocks of a stream differ only in their counter words (x8, x9), so a batch of N blocks is
  computed at once: state word i of all N blocks lives in one int, block j in bits [40j, 40j + 32).
  40-bit lanes leave room for the carry of an addition and for the bits a rotation pushes out of a
  lane, which the two rotation masks remove; 40 is also a whole number of bytes, so the keystream is
  read out with `int.to_bytes` and extended slices.
- Everything else is plain straight-line code: 20 rounds are 320 steps of seven big-int operations.
Nothing here branches on or indexes by key or keystream data; only lengths steer loops.
"""

from __future__ import annotations

import struct
from functools import lru_cache

__all__ = [
    "crypto_core_salsa20",
    "crypto_core_hsalsa20",
    "crypto_stream_salsa20_xor",
    "crypto_stream_salsa20",
    "crypto_stream_xor",
    "crypto_stream",
]

SIGMA = b"expand 32-byte k"
"""The 32-byte-key expansion constant (Salsa20 spec section 10)."""

_WORDS2 = struct.Struct("<2I")
_WORDS4 = struct.Struct("<4I")
_WORDS8 = struct.Struct("<8I")
_WORDS16 = struct.Struct("<16I")
SIGMA_WORDS: tuple[int, int, int, int] = _WORDS4.unpack(SIGMA)  # type: ignore[assignment]

_M32 = 0xFFFFFFFF
BLOCK_BYTES = 64

LANE_BITS = 40
LANE_BYTES = LANE_BITS // 8
MAX_BATCH_BLOCKS = 1024
"""Blocks per lane batch: 5 KiB per state word and 64 KiB of keystream, small enough for the cache
and for CPython's allocator (ints past ~128 KiB cost page faults), large enough that the per-operation
interpreter cost is noise."""


# -- one block at a time (spec sections 3-8) ------------------------------------------------------


def _rounds_one_block(
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15
) -> tuple[int, ...]:
    """The 20 rounds (10 doublerounds, spec section 8) of one block, without the final addition.

    Words may come back with junk above bit 31: an addition reads only its operands' low 32 bits,
    so only the rotation input is masked (six operations a step instead of seven).
    """
    for _ in range(10):
        # columnround
        s = (x0 + x12) & 0xFFFFFFFF
        x4 ^= s << 7 | s >> 25
        s = (x4 + x0) & 0xFFFFFFFF
        x8 ^= s << 9 | s >> 23
        s = (x8 + x4) & 0xFFFFFFFF
        x12 ^= s << 13 | s >> 19
        s = (x12 + x8) & 0xFFFFFFFF
        x0 ^= s << 18 | s >> 14
        s = (x5 + x1) & 0xFFFFFFFF
        x9 ^= s << 7 | s >> 25
        s = (x9 + x5) & 0xFFFFFFFF
        x13 ^= s << 9 | s >> 23
        s = (x13 + x9) & 0xFFFFFFFF
        x1 ^= s << 13 | s >> 19
        s = (x1 + x13) & 0xFFFFFFFF
        x5 ^= s << 18 | s >> 14
        s = (x10 + x6) & 0xFFFFFFFF
        x14 ^= s << 7 | s >> 25
        s = (x14 + x10) & 0xFFFFFFFF
        x2 ^= s << 9 | s >> 23
        s = (x2 + x14) & 0xFFFFFFFF
        x6 ^= s << 13 | s >> 19
        s = (x6 + x2) & 0xFFFFFFFF
        x10 ^= s << 18 | s >> 14
        s = (x15 + x11) & 0xFFFFFFFF
        x3 ^= s << 7 | s >> 25
        s = (x3 + x15) & 0xFFFFFFFF
        x7 ^= s << 9 | s >> 23
        s = (x7 + x3) & 0xFFFFFFFF
        x11 ^= s << 13 | s >> 19
        s = (x11 + x7) & 0xFFFFFFFF
        x15 ^= s << 18 | s >> 14
        # rowround
        s = (x0 + x3) & 0xFFFFFFFF
        x1 ^= s << 7 | s >> 25
        s = (x1 + x0) & 0xFFFFFFFF
        x2 ^= s << 9 | s >> 23
        s = (x2 + x1) & 0xFFFFFFFF
        x3 ^= s << 13 | s >> 19
        s = (x3 + x2) & 0xFFFFFFFF
        x0 ^= s << 18 | s >> 14
        s = (x5 + x4) & 0xFFFFFFFF
        x6 ^= s << 7 | s >> 25
        s = (x6 + x5) & 0xFFFFFFFF
        x7 ^= s << 9 | s >> 23
        s = (x7 + x6) & 0xFFFFFFFF
        x4 ^= s << 13 | s >> 19
        s = (x4 + x7) & 0xFFFFFFFF
        x5 ^= s << 18 | s >> 14
        s = (x10 + x9) & 0xFFFFFFFF
        x11 ^= s << 7 | s >> 25
        s = (x11 + x10) & 0xFFFFFFFF
        x8 ^= s << 9 | s >> 23
        s = (x8 + x11) & 0xFFFFFFFF
        x9 ^= s << 13 | s >> 19
        s = (x9 + x8) & 0xFFFFFFFF
        x10 ^= s << 18 | s >> 14
        s = (x15 + x14) & 0xFFFFFFFF
        x12 ^= s << 7 | s >> 25
        s = (x12 + x15) & 0xFFFFFFFF
        x13 ^= s << 9 | s >> 23
        s = (x13 + x12) & 0xFFFFFFFF
        x14 ^= s << 13 | s >> 19
        s = (x14 + x13) & 0xFFFFFFFF
        x15 ^= s << 18 | s >> 14
    return (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)


def _hsalsa20_words(inp: bytes, k: bytes, c: tuple[int, ...] = SIGMA_WORDS) -> tuple[int, ...]:
    """HSalsa20 ("Extending the Salsa20 nonce", section 2) as eight 32-bit words: z0, z5, z10, z15,
    z6, z7, z8, z9 of the rounds without the final addition; reads the first 16 bytes of `inp`."""
    c0, c1, c2, c3 = c
    k0, k1, k2, k3, k4, k5, k6, k7 = _WORDS8.unpack(k)
    i0, i1, i2, i3 = _WORDS4.unpack_from(inp)
    z = _rounds_one_block(c0, k0, k1, k2, k3, c1, i0, i1, i2, i3, c2, k4, k5, k6, k7, c3)
    return (
        z[0] & _M32, z[5] & _M32, z[10] & _M32, z[15] & _M32,
        z[6] & _M32, z[7] & _M32, z[8] & _M32, z[9] & _M32,
    )


def crypto_core_salsa20(inp: bytes, k: bytes, c: bytes) -> bytes:
    """16-byte input, 32-byte key, 16-byte constant -> the 64-byte Salsa20 hash (spec section 8)."""
    c0, c1, c2, c3 = _WORDS4.unpack(c)
    k0, k1, k2, k3, k4, k5, k6, k7 = _WORDS8.unpack(k)
    i0, i1, i2, i3 = _WORDS4.unpack(inp)
    start = (c0, k0, k1, k2, k3, c1, i0, i1, i2, i3, c2, k4, k5, k6, k7, c3)
    z = _rounds_one_block(*start)
    return _WORDS16.pack(*[(a + b) & _M32 for a, b in zip(z, start)])


def crypto_core_hsalsa20(inp: bytes, k: bytes, c: bytes) -> bytes:
    """16-byte input, 32-byte key, 16-byte constant -> 32-byte HSalsa20 output."""
    return _WORDS8.pack(*_hsalsa20_words(inp, k, _WORDS4.unpack(c)))


# -- many blocks at once: 40-bit lanes ------------------------------------------------------------


def _lane_int(lane_values: bytes) -> int:
    return int.from_bytes(lane_values, "little")


_ONES_MAX = _lane_int(b"\x01\x00\x00\x00\x00" * MAX_BATCH_BLOCKS)
_OFFSETS_MAX = _lane_int(b"".join(j.to_bytes(LANE_BYTES, "little") for j in range(MAX_BATCH_BLOCKS)))


@lru_cache(maxsize=32)
def _lane_constants(count: int) -> tuple[int, ...]:
    """For a batch of `count` lanes: 1 in every lane, j in lane j (counter offsets), and for each
    rotation distance k the masks of bits [k, 32) and [0, k) of every lane."""
    low_lanes = (1 << (LANE_BITS * count)) - 1
    ones = _ONES_MAX & low_lanes
    constants = [ones, _OFFSETS_MAX & low_lanes]
    for distance in (7, 9, 13, 18):
        constants.append((_M32 ^ ((1 << distance) - 1)) * ones)
        constants.append(((1 << distance) - 1) * ones)
    return tuple(constants)


def _rounds_lanes(
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
    h7: int, l7: int, h9: int, l9: int, h13: int, l13: int, h18: int, l18: int,
) -> tuple[int, ...]:
    """The 20 rounds on lane-packed words (every lane a clean 32-bit value).

    A step is b ^= (a + d) <<< k. The sum's carry sits in bit 32 of its lane; `s << k` moves the low
    bits up (masked to [k, 32) by hk, which also drops the carry and whatever spilled into the next
    lane) and `s >> (32 - k)` brings the top k bits down (masked to [0, k) by lk, which drops the carry
    and the bits of the lane above). So every word stays clean without a separate mask of the sum.
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
    """Counter words x8 (low) and x9 (high) for blocks first_block .. first_block + count - 1, mod 2^64,
    when the low word wraps inside the batch (only past 256 GiB of stream)."""
    blocks = [(first_block + j) & 0xFFFFFFFFFFFFFFFF for j in range(count)]
    low = b"".join((block & _M32).to_bytes(LANE_BYTES, "little") for block in blocks)
    high = b"".join((block >> 32).to_bytes(LANE_BYTES, "little") for block in blocks)
    return _lane_int(low), _lane_int(high)


def keystream_batch(key: tuple[int, ...], n0: int, n1: int, first_block: int, count: int) -> bytearray:
    """Salsa20 keystream blocks first_block .. first_block + count - 1 (count <= MAX_BATCH_BLOCKS) for the
    key words `key` (8) and nonce words n0, n1: the expansion function of spec section 10, with the block
    counter as the second half of its 16-byte input."""
    ones, offsets, h7, l7, h9, l9, h13, l13, h18, l18 = _lane_constants(count)
    counter_low = first_block & _M32
    if counter_low + count <= 1 << 32:
        # The low counter word does not wrap inside the batch: one broadcast plus the lane offsets.
        x8 = counter_low * ones + offsets
        x9 = (first_block >> 32) * ones
    else:
        x8, x9 = _counter_lanes(first_block, count)
    c0, c1, c2, c3 = SIGMA_WORDS
    k0, k1, k2, k3, k4, k5, k6, k7 = key
    start = (
        c0 * ones, k0 * ones, k1 * ones, k2 * ones, k3 * ones, c1 * ones, n0 * ones, n1 * ones,
        x8, x9, c2 * ones, k4 * ones, k5 * ones, k6 * ones, k7 * ones, c3 * ones,
    )
    final = _rounds_lanes(*start, h7, l7, h9, l9, h13, l13, h18, l18)
    out = bytearray(BLOCK_BYTES * count)
    width = LANE_BYTES * count
    position = 0
    for z, x in zip(final, start):
        # The final addition (spec section 8) leaves a carry in byte 4 of each lane; the extended slices
        # copy bytes 0..3 of every lane to word `position` of every block and skip it.
        lane_bytes = (z + x).to_bytes(width, "little")
        out[position::64] = lane_bytes[0::5]
        out[position + 1 :: 64] = lane_bytes[1::5]
        out[position + 2 :: 64] = lane_bytes[2::5]
        out[position + 3 :: 64] = lane_bytes[3::5]
        position += 4
    return out


# -- streams ----------------------------------------------------------------------------------------


def batch_plan(nbytes: int) -> list[tuple[int, int]]:
    """(first block, block count) of each batch covering `nbytes` of keystream: as few batches as the
    size limit allows, of nearly equal sizes (so no batch is a tiny, overhead-bound tail)."""
    nblocks = -(-nbytes // BLOCK_BYTES)
    if nblocks == 0:
        return []
    nbatches = -(-nblocks // MAX_BATCH_BLOCKS)
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
    first_batch: bytearray | None = None,
) -> list[bytes]:
    """data[start:] XOR keystream[skip:], as one piece per batch of `plan` (which must cover
    skip + len(data) - start bytes); `first_batch`, if given, is the already computed first batch."""
    pieces = []
    position = start
    end = len(data)
    for first_block, count in plan:
        if first_block == 0 and first_batch is not None:
            stream = first_batch
        else:
            stream = keystream_batch(key, n0, n1, first_block, count)
        offset = skip if first_block == 0 else 0
        length = min(len(stream) - offset, end - position)
        segment = data if position == 0 and length == end else data[position : position + length]
        if offset or length != len(stream):
            stream = stream[offset : offset + length]
        # One XOR of two big ints instead of a loop over bytes.
        pieces.append(
            (int.from_bytes(segment, "little") ^ int.from_bytes(stream, "little")).to_bytes(length, "little")
        )
        position += length
    return pieces


def keystream(length: int, key: tuple[int, ...], n0: int, n1: int) -> bytes:
    """The first `length` bytes of the Salsa20 keystream."""
    batches = [keystream_batch(key, n0, n1, first, count) for first, count in batch_plan(length)]
    if not batches:
        return b""
    excess = sum(map(len, batches)) - length
    if excess:
        del batches[-1][len(batches[-1]) - excess :]
    return b"".join(batches)


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
