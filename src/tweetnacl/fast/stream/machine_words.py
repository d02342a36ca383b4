"""PyPy's keystream path for Salsa20 and ChaCha20: one block at a time on 16 machine words (`arx.WORD_LOOP`).

Both ciphers (Salsa20 spec sections 3-10; RFC 8439 sections 2.1-2.3) are 20 rounds of add / rotate / xor on
16 32-bit words and a final addition of the input. PyPy's JIT compiles word arithmetic to machine code while
its big ints are slow, so on PyPy neither lane layout nor bit-slicing runs: `keystream_words` makes the
keystream block by block from 20 calls of the cipher's one round on words (`LaneCipher.round_words`),
`rounds_words` the 20 rounds of HSalsa20 and HChaCha20, and `xor_words` XORs the message on 32-bit words.
Each cipher runs its own copy of the two loops (`LaneCipher`: one machine-code loop per code object).

Secrets: nothing here branches on or indexes by key, nonce or keystream data; only lengths and the (public)
block counter steer loops. Every value stays below 2^63, so no secret word ever becomes a PyPy big int (a
change of representation the data would decide). Key words come guarded (+2^32, a CPython digit-count
measure, see `arx.guarded_words`) and are masked here: PyPy's machine-word ints have no size classes, and
this path runs by choice only there.
"""

from __future__ import annotations

import struct
from array import array
from typing import TYPE_CHECKING, Sequence

from tweetnacl.fast.stream.blocks import M32, WORD_TYPE, check_counter

if TYPE_CHECKING:
    from tweetnacl.fast.stream.arx import LaneCipher

_WORDS8 = struct.Struct("<8I")
_BLOCK_WORDS = struct.Struct("<16I")


def keystream_words(cipher: LaneCipher, words: Sequence[int], first_block: int, count: int) -> bytes:
    """What `arx.keystream_batch` computes, one block at a time on 16 plain words: per block the counter words,
    20 calls of `cipher.round_words` and the final addition (Salsa20 spec section 10; RFC 8439 section 2.3).
    For PyPy (`arx.WORD_LOOP`), whose JIT compiles the loop to machine code:
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
    check_counter(cipher, first_block, count)
    state = [word & M32 for word in words]
    low_word = cipher.counter_words[0]
    high_word = cipher.counter_words[1] if len(cipher.counter_words) > 1 else None
    low, high = first_block & M32, (first_block >> 32) & M32
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
                    (x0 + j0) & M32, (x1 + j1) & M32, (x2 + j2) & M32, (x3 + j3) & M32, (x4 + j4) & M32,
                    (x5 + j5) & M32, (x6 + j6) & M32, (x7 + j7) & M32, (x8 + j8) & M32, (x9 + j9) & M32,
                    (x10 + j10) & M32, (x11 + j11) & M32, (x12 + j12) & M32, (x13 + j13) & M32,
                    (x14 + j14) & M32, (x15 + j15) & M32,
                )
            )
            low = (low + 1) & M32
            high = (high + (low == 0)) & M32  # the public counter's carry (a bool adds as 0 or 1)
            j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15 = block_input(low, high)
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = state
            rounds_left = 20
    return b"".join(blocks)


def rounds_words(cipher: LaneCipher, words: Sequence[int], positions: Sequence[int]) -> bytes:
    """The 20 rounds, without the final addition, on one block's 16 words (HSalsa20, HChaCha20), on PyPy
    (`arx.WORD_LOOP`): the little-endian bytes of the words at `positions` (8 of them: a key). 20 calls of
    `cipher.round_words` on plain words below 2^32, as in `keystream_words`; a bigint-free replacement for
    the grouped layout, whose 40-byte ints PyPy runs slowly (measured: HChaCha20 43 us there)."""
    round_words = cipher.round_words
    assert round_words is not None
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = (word & M32 for word in words)
    for _ in range(20):
        x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = round_words(
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15
        )
    final = (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)
    return _WORDS8.pack(*[final[position] for position in positions])


def xor_words(data: bytes, stream: bytes) -> bytes:
    """data XOR stream (of data's length) on 32-bit machine words, for PyPy (`arx.WORD_LOOP`): its JIT runs this loop
    at ~2 GB/s, the big-int XOR at ~170 MB/s (measured on 64 KiB); the last length % 4 bytes one by one."""
    whole = len(data) - len(data) % 4
    words = array(WORD_TYPE)
    words.frombytes(data[:whole])
    stream_words = array(WORD_TYPE)
    stream_words.frombytes(stream[:whole])
    for index in range(len(words)):
        words[index] ^= stream_words[index]
    return words.tobytes() + bytes([x ^ y for x, y in zip(data[whole:], stream[whole:])])
