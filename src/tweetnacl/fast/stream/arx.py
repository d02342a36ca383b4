"""The keystream machinery shared by Salsa20 and ChaCha20: the cipher description and the choice of layout.

Both ciphers are 16 32-bit words, 20 rounds of add / rotate / xor, a final addition of the input, and a
64-bit block counter in two state words (Salsa20: x8, x9, Salsa20 spec section 10; ChaCha20: x12, x13, or
one 32-bit counter word in RFC 8439 section 2.3), with the constant "expand 32-byte k" (Salsa20 spec
section 10, RFC 8439 section 2.3). What differs is only the rounds themselves; each cipher module describes
its rounds in a `LaneCipher` and everything else is shared.

How it is fast (CPython cost model: every interpreted operation costs tens of nanoseconds, while one
big-int operation on a few hundred bytes costs little more than on one word), one module per layout:
- `lanes`: 40-bit lanes, many 32-bit words per int; the grouped layout (four quarterrounds per
  operation) for one block or a few, the word layout (one int per state word, one lane per block) for up
  to BITSLICED_FROM blocks, in batches of at most `blocks.MAX_BATCH_BLOCKS`.
- `bitsliced`, for large batches: one int per bit position of a state word, one bit per block; rotations
  are renamings and additions ripple-carry adders of bitwise operations.
- on PyPy (WORD_LOOP, chosen at import) instead of all three, each cipher's kernel (`salsa20_words`,
  `chacha20_words`, the cipher's `xor_blocks`): its JIT compiles word arithmetic to machine code while its big
  ints are slow, so one block at a time on 16 plain words, XORed into 32-bit words in place; `machine_words`
  XORs a keystream batch with a message on words.
`blocks` holds what they share (block size, batch bound, the public anchor blocks, the counter bound).
Here: the constant's words (the constant is the package's, `tweetnacl.fast.stream.SIGMA`), the guard on secret
words, and the dispatch (`keystream_batch`, `keystream`, `xor_keystream`, `batch_plan`), which picks the layout
from the (public) lengths. `LaneCipher`, the cipher description, lives in `blocks`, so that the layouts, which
this module imports, need not import it back.

Secrets: nothing here branches on or indexes by key, nonce or keystream data; only lengths and the
(public) block counter steer loops. Secret words enter as word + 2^32 (`guarded_words`), never as bare
ints, and every int of the lane and bitsliced layouts carries public dummy blocks on top
(`blocks.ANCHOR_LANES`), so the sizes of CPython's int operations follow public data, not the key.
"""

from __future__ import annotations

import struct
import sys
from array import array
from typing import Callable, Sequence

from tweetnacl.fast.jit import allow_long_traces, compile_apart
from tweetnacl.fast.stream import SIGMA, lanes, machine_words
from tweetnacl.fast.stream.blocks import BLOCK_BYTES, M32, MAX_BATCH_BLOCKS, WORD_TYPE, LaneCipher, check_counter

WORDS4 = struct.Struct("<4I")
"""Four little-endian 32-bit words (a 16-byte constant)."""
SIGMA_WORDS: tuple[int, ...] = WORDS4.unpack(SIGMA)
"""SIGMA as the four state words it fills."""


def guarded_words(data: bytes) -> tuple[int, ...]:
    """The little-endian 32-bit words of `data` (a multiple of 4 bytes), each plus 2^32: the bytes are
    copied between guard bytes and read as 64-bit words, so no int ever holds a bare secret word.

    Every secret word (key, nonce) enters the state this way: word + 2^32 has bit length 33 (two CPython
    30-bit digits) whatever the word, where a bare word below 2^30 would have one digit (measured: dudect
    |t| = 6 at 50,000 samples per class on XSalsa20). In a 40-bit lane the guard is bit 32, a spare bit:
    the rounds only ever mix masked bits [0, 32) of a word into another (Salsa20: b ^= (a + d) <<< k;
    ChaCha20: the rotated d ^ a and b ^ c are masked), sums stay inside the lane, the read-outs skip each
    lane's byte 4, and the bitsliced path reads bits 0..31 only."""
    count = len(data) // 4
    guarded = bytearray(b"\x00\x00\x00\x00\x01\x00\x00\x00" * count)
    guarded[0::8] = data[0::4]  # strided byte copies: byte j of word i goes to byte 8i + j
    guarded[1::8] = data[1::4]
    guarded[2::8] = data[2::4]
    guarded[3::8] = data[3::4]
    return struct.unpack(f"<{count}Q", guarded)


BITSLICED_FROM = 8192
"""Batches of at least this many blocks are bitsliced (measured crossover ~6000 blocks)."""
MAX_BITSLICED_BLOCKS = 32768
"""Blocks per bitsliced batch: 4 KiB per bit-plane, 2 MiB of keystream (and 2 MiB of state)."""
COUNTER64 = (1 << 64) - 1
"""The 64-bit block counter's mask (Salsa20, original ChaCha20, XChaCha20): numbers wrap mod 2^64."""
XOR_PIECE_BYTES = 65536
"""The message is XORed in pieces of at most this size (CPython's allocator slows down past ~128 KiB)."""


WORD_LOOP = sys.implementation.name == "pypy"
"""Chosen at import: on PyPy the keystream is made one block at a time on 16 machine words (the
cipher's `xor_blocks` kernel), which the JIT compiles to native code (1 MiB: ~200 MB/s quiet, lanes and
bit-slicing 10-11 MB/s there); CPython runs lanes and bit-slicing 50-100x faster than a word loop (22-42 vs
0.4 MB/s). Both are tested on both. Read here and by the cipher modules as `arx.WORD_LOOP`, at call time."""
if WORD_LOOP:
    allow_long_traces()  # a kernel's loop pass is a whole block, longer than PyPy's default trace limit
    compile_apart(machine_words.xor_keystream_blocks)  # inlined, whole blocks make callers' traces too long


def keystream_batch(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
    """Keystream blocks first_block .. first_block + count - 1 of the cipher from the initial state `words`
    (whose counter words are replaced by the 64-bit block number). Bitsliced from BITSLICED_FROM blocks
    on, else in lanes; on PyPy one block at a time (WORD_LOOP) where the cipher has `xor_blocks`. A 64-bit
    counter wraps (block 2^64 is block 0, as in libsodium); a 32-bit one raises ValueError past 2^32 - 1."""
    check_counter(cipher, first_block, count)
    first_block &= COUNTER64  # a later batch of a stream that wrapped starts past 2^64: block numbers are mod 2^64
    if WORD_LOOP and cipher.xor_blocks is not None:
        return _keystream_by_xor(cipher.xor_blocks, cipher, words, first_block, count)
    if count >= BITSLICED_FROM:
        # Imported on the first batch this large, not with the cipher: building its anchor planes takes ~10 ms,
        # which a program that never asks for 512 KiB of keystream need not pay. Later calls find it in
        # sys.modules, a dict lookup beside tens of milliseconds of keystream.
        from tweetnacl.fast.stream import bitsliced

        return bitsliced.keystream_bitsliced(cipher, words, first_block, count)
    if count <= MAX_BATCH_BLOCKS:
        return lanes.keystream_lanes(cipher, words, first_block, count)
    return b"".join(
        lanes.keystream_lanes(cipher, words, first_block + offset, min(MAX_BATCH_BLOCKS, count - offset))
        for offset in range(0, count, MAX_BATCH_BLOCKS)
    )


def _keystream_by_xor(
    xor_blocks: Callable[[array[int], int, int, Sequence[int]], None],
    cipher: LaneCipher,
    words: Sequence[int],
    first_block: int,
    count: int,
) -> bytes:
    """`count` keystream blocks from `first_block` by a cipher's in-place XOR kernel, on zeros."""
    state = list(words)
    state[cipher.counter_words[0]] = first_block & M32
    if len(cipher.counter_words) > 1:
        state[cipher.counter_words[1]] = (first_block >> 32) & M32
    words = array(WORD_TYPE, bytes(BLOCK_BYTES * count))
    xor_blocks(words, 0, len(words), state)
    return words.tobytes()


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
                pieces.append(machine_words.xor_words(segment, stream_piece))
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
