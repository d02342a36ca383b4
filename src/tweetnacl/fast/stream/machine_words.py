"""PyPy's block loop and word XOR for Salsa20 and ChaCha20 (`arx.WORD_LOOP`), on 32-bit machine words.

`xor_keystream_blocks` is the loop both ciphers' PyPy kernels run (`salsa20_words`, `chacha20_words`, which hand it
their double round; Salsa20 spec sections 8-10, RFC 8439 section 2.3): per block, ten double rounds on the 16
input words, the input added (mod 2^32), the result XORed into the message's words in place, the counter
stepped (`double_rounds`: ten for the 20-round ciphers, six and four for Salsa20/12 and Salsa20/8, the same loop
with fewer passes of the same double round). The one-pass paths run it over the buffer of whole blocks `padded_words` makes (their output cut by
`part`); `xor_words` XORs a keystream batch with a message (`arx.xor_keystream`: pieces of a batch at an offset).
PyPy's JIT runs these loops as machine code.

Why the block loop is shaped so (PyPy 7.3.19, per-block instructions counted by callgrind on the compiled loop):
one loop pass is one whole block, ten inlined calls of the double round, so the JIT compiles the loop into one
piece of machine code with no exit inside (Salsa20 2,768 instructions a block, ChaCha20 3,166). It needs a
trace limit above PyPy's default (`tweetnacl.fast.jit.allow_long_traces`, raised by `arx` when it chooses these
kernels): with the default the JIT gives up on the pass (Salsa20 ~22 MB/s instead of 150-220). The former
shape, a pass of two double rounds with the block's end a branch every fifth pass, made that branch a bridge
that re-entered the loop through its preamble (Salsa20 4,574 instructions a block, ChaCha20 4,207). The input
words are masked at every block although they are below 2^32 already: from the masks the JIT knows their bound
and drops the overflow check of every addition in the rounds (3,515 -> 3,227 instructions a Salsa20 block).

Bounds: the input words below 2^32; the double rounds' results below 2^50 (their own bounds); the final
sums below 2^51, masked; the counter's low word + 1 below 2^33, masked, its carry 0 or 1.

Secrets: nothing here branches on or indexes by key, nonce, keystream or message data; only lengths and the
(public) counter position and width steer the loop, and every value is a byte or a word below 2^63 (no PyPy
big int).
"""

from __future__ import annotations

from array import array
from typing import Callable, Sequence

from tweetnacl.fast.stream.blocks import BLOCK_BYTES, DOUBLE_ROUNDS, M32, WORD_TYPE, Words16

__all__ = ["DOUBLE_ROUNDS", "VIEW_FROM", "padded_words", "part", "xor_keystream_blocks", "xor_words"]


def xor_keystream_blocks(
    double_round: Callable[[Words16], Words16],
    counter_word: int,
    carry_into_next: int,
    words: array[int],
    start: int,
    stop: int,
    state: Sequence[int],
    double_rounds: int = 10,
) -> None:
    """XOR the keystream of the 16 input words `state` (each taken mod 2^32) into the 32-bit words
    words[start:stop] in place, one block of 16 words after the other (stop - start a multiple of 16): the block
    is `double_rounds` (10, 6 or 4: `DOUBLE_ROUNDS`) `double_round`s of the input words plus the input words; the block counter is word `counter_word`
    (public), counting up mod 2^32 per block, its carry going into the next word if carry_into_next is 1
    (a 64-bit counter) and nowhere if it is 0 (a 32-bit one)."""
    j = [word & M32 for word in state]
    for offset in range(start, stop, 16):
        # Masked although below 2^32: the JIT learns the bound and drops the rounds' overflow checks.
        x = (
            j[0] & M32, j[1] & M32, j[2] & M32, j[3] & M32, j[4] & M32, j[5] & M32, j[6] & M32, j[7] & M32,
            j[8] & M32, j[9] & M32, j[10] & M32, j[11] & M32, j[12] & M32, j[13] & M32, j[14] & M32, j[15] & M32,
        )  # fmt: skip
        x = double_round(x)
        x = double_round(x)
        x = double_round(x)
        x = double_round(x)
        # The round count is public and loop-invariant (the JIT hoists its guards): Salsa20/8 stops after 4 double
        # rounds, Salsa20/12 after 6, the 20-round ciphers after 10 (written out: see the module notes).
        if double_rounds > 4:
            x = double_round(x)
            x = double_round(x)
            if double_rounds > 6:
                x = double_round(x)
                x = double_round(x)
                x = double_round(x)
                x = double_round(x)
        x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = x
        words[offset + 0] ^= (x0 + j[0]) & M32
        words[offset + 1] ^= (x1 + j[1]) & M32
        words[offset + 2] ^= (x2 + j[2]) & M32
        words[offset + 3] ^= (x3 + j[3]) & M32
        words[offset + 4] ^= (x4 + j[4]) & M32
        words[offset + 5] ^= (x5 + j[5]) & M32
        words[offset + 6] ^= (x6 + j[6]) & M32
        words[offset + 7] ^= (x7 + j[7]) & M32
        words[offset + 8] ^= (x8 + j[8]) & M32
        words[offset + 9] ^= (x9 + j[9]) & M32
        words[offset + 10] ^= (x10 + j[10]) & M32
        words[offset + 11] ^= (x11 + j[11]) & M32
        words[offset + 12] ^= (x12 + j[12]) & M32
        words[offset + 13] ^= (x13 + j[13]) & M32
        words[offset + 14] ^= (x14 + j[14]) & M32
        words[offset + 15] ^= (x15 + j[15]) & M32
        low = (j[counter_word] + 1) & M32
        j[counter_word] = low
        # The public counter's carry: a bool (0 or 1) times 0 or 1.
        j[counter_word + 1] = (j[counter_word + 1] + (low == 0) * carry_into_next) & M32


VIEW_FROM = 4096
"""`part` gives a view from this many bytes on: below it a copy of the slice costs less on PyPy than making a
memoryview (~900 instructions a call, measured at 64 bytes: a few percent of a 64-byte secretbox)."""


def part(data: bytes, start: int, stop: int) -> bytes | memoryview:
    """data[start:stop] for an output to be joined: a copy when short, a view (no copy of a long message) from
    VIEW_FROM bytes on. The length is public."""
    if stop - start < VIEW_FROM:
        return data[start:stop]
    return memoryview(data)[start:stop]


def padded_words(data: bytes | memoryview, skip: int) -> array[int]:
    """bytes(skip) + data + zeros to a whole number of 64-byte blocks, as 32-bit words (`blocks.WORD_TYPE`): the
    buffer a one-pass path runs its cipher's kernel over (secretbox: skip 32, the ChaCha20-Poly1305 AEADs: skip 64,
    the Poly1305 key's block); skip a multiple of 4."""
    end = skip + len(data)
    words = array(WORD_TYPE, bytes(skip))
    words.frombytes(b"".join([data, bytes(-end % BLOCK_BYTES)]))
    return words


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
