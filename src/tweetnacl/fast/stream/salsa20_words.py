"""PyPy's Salsa20 kernel: the keystream XORed into a buffer in place, 64 bytes at a time, on 16 machine words.

Spec: D. J. Bernstein, "Salsa20 specification" (cr.yp.to/snuffle/spec.pdf): quarterround (section 3), rowround
(4), columnround (5), doubleround (6), the Salsa20 hash (8) and the expansion function (9, 10), whose 64-bit block
counter is the second half of its 16-byte input (state words 8 and 9). HSalsa20 ("Extending the Salsa20 nonce",
section 2) is this hash minus its input words (`salsa20`, which chooses this kernel on PyPy: `arx.WORD_LOOP`).

Why it is shaped so (PyPy 7.3, measured on 1 MiB): PyPy's JIT compiles machine-word arithmetic to native code,
and one flat loop whose pass is two doublerounds written out on locals, over all passes of all blocks, with the
block's end (output, next counter) a branch taken every fifth pass, traces into one machine-code loop (~150 MB/s
when the machine was quiet; one doubleround a pass ~80; 20 calls of a round function ~35; all 20 rounds written
out exceed the JIT's trace limit: ~9). Not a rounds loop inside a block loop: a trace that starts at the block
loop unrolls the rounds loop into itself and can exceed the trace limit (measured: ChaCha20 at 1 KiB 10x slower
once a large Salsa20 stream had run first). The message is an `array` of 32-bit words (`blocks.WORD_TYPE`: the JIT reads
and writes its items as raw loads and stores; `struct.unpack_from` / `pack_into` on a bytearray went byte by
byte, ~15 % slower), XORed in place. A step is t = ((a + b) mod 2^32) << k; x ^= t ^ (t >> 32): the low 32 bits
of t ^ (t >> 32) are a + b rotated by k, and the bits above (below 2^50) are left in x unmasked, because every
use of x masks them away (the next sums are taken mod 2^32, the output is (x + j) mod 2^32): six operations a
step instead of seven.

Bounds (so no value ever becomes a PyPy big int, which would be slow and, on secret words, a timing leak):
the input words are below 2^32 (masked on entry); every state word stays below 2^50 (it is only ever XORed
with values below 2^50); a sum of two is below 2^51, masked below 2^32; shifted by at most 18, below 2^50;
its shift by 32 below 2^18; the final sums below 2^51, masked; the message words below 2^32; the block
counter's low word + 1 below 2^33, masked, its carry 0 or 1. All below
2^63: tests/test_fast_symmetric.py runs this kernel on ints that check every result.

Secrets: nothing here branches on or indexes by key, nonce, keystream or message data; only the (public)
buffer bounds and block counter steer the loop, and the loop count of the rounds is fixed.
"""

from __future__ import annotations

from array import array
from typing import Sequence

__all__ = ["xor_blocks"]

M32 = 0xFFFFFFFF


def xor_blocks(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """XOR the Salsa20 keystream of the 16 input words `state` (its words 8, 9 the first block's counter,
    low word first; each word taken mod 2^32) into the 32-bit words words[start:stop] in place, one block of
    16 words after the other with the counter counting up mod 2^64; stop - start must be a multiple of 16."""
    j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15 = [word & M32 for word in state]
    offset = start
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = (
        j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15
    )
    rounds_left = 5  # loop passes (two double rounds each) left in this block
    for _ in range(5 * ((stop - start) // 16)):
        # columnround (spec section 5)
        t = ((x0 + x12) & M32) << 7; x4 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x4 + x0) & M32) << 9; x8 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x8 + x4) & M32) << 13; x12 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x12 + x8) & M32) << 18; x0 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x5 + x1) & M32) << 7; x9 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x9 + x5) & M32) << 9; x13 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x13 + x9) & M32) << 13; x1 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x1 + x13) & M32) << 18; x5 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x10 + x6) & M32) << 7; x14 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x14 + x10) & M32) << 9; x2 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x2 + x14) & M32) << 13; x6 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x6 + x2) & M32) << 18; x10 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x15 + x11) & M32) << 7; x3 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x3 + x15) & M32) << 9; x7 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x7 + x3) & M32) << 13; x11 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x11 + x7) & M32) << 18; x15 ^= t ^ (t >> 32)  # noqa: E702
        # rowround (spec section 4)
        t = ((x0 + x3) & M32) << 7; x1 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x1 + x0) & M32) << 9; x2 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x2 + x1) & M32) << 13; x3 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x3 + x2) & M32) << 18; x0 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x5 + x4) & M32) << 7; x6 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x6 + x5) & M32) << 9; x7 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x7 + x6) & M32) << 13; x4 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x4 + x7) & M32) << 18; x5 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x10 + x9) & M32) << 7; x11 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x11 + x10) & M32) << 9; x8 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x8 + x11) & M32) << 13; x9 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x9 + x8) & M32) << 18; x10 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x15 + x14) & M32) << 7; x12 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x12 + x15) & M32) << 9; x13 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x13 + x12) & M32) << 13; x14 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x14 + x13) & M32) << 18; x15 ^= t ^ (t >> 32)  # noqa: E702
        # columnround (spec section 5)
        t = ((x0 + x12) & M32) << 7; x4 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x4 + x0) & M32) << 9; x8 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x8 + x4) & M32) << 13; x12 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x12 + x8) & M32) << 18; x0 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x5 + x1) & M32) << 7; x9 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x9 + x5) & M32) << 9; x13 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x13 + x9) & M32) << 13; x1 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x1 + x13) & M32) << 18; x5 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x10 + x6) & M32) << 7; x14 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x14 + x10) & M32) << 9; x2 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x2 + x14) & M32) << 13; x6 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x6 + x2) & M32) << 18; x10 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x15 + x11) & M32) << 7; x3 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x3 + x15) & M32) << 9; x7 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x7 + x3) & M32) << 13; x11 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x11 + x7) & M32) << 18; x15 ^= t ^ (t >> 32)  # noqa: E702
        # rowround (spec section 4)
        t = ((x0 + x3) & M32) << 7; x1 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x1 + x0) & M32) << 9; x2 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x2 + x1) & M32) << 13; x3 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x3 + x2) & M32) << 18; x0 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x5 + x4) & M32) << 7; x6 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x6 + x5) & M32) << 9; x7 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x7 + x6) & M32) << 13; x4 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x4 + x7) & M32) << 18; x5 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x10 + x9) & M32) << 7; x11 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x11 + x10) & M32) << 9; x8 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x8 + x11) & M32) << 13; x9 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x9 + x8) & M32) << 18; x10 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x15 + x14) & M32) << 7; x12 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x12 + x15) & M32) << 9; x13 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x13 + x12) & M32) << 13; x14 ^= t ^ (t >> 32)  # noqa: E702
        t = ((x14 + x13) & M32) << 18; x15 ^= t ^ (t >> 32)  # noqa: E702
        rounds_left -= 1
        if rounds_left == 0:  # the block's end (a public count): output, next counter
            words[offset + 0] ^= (x0 + j0) & M32
            words[offset + 1] ^= (x1 + j1) & M32
            words[offset + 2] ^= (x2 + j2) & M32
            words[offset + 3] ^= (x3 + j3) & M32
            words[offset + 4] ^= (x4 + j4) & M32
            words[offset + 5] ^= (x5 + j5) & M32
            words[offset + 6] ^= (x6 + j6) & M32
            words[offset + 7] ^= (x7 + j7) & M32
            words[offset + 8] ^= (x8 + j8) & M32
            words[offset + 9] ^= (x9 + j9) & M32
            words[offset + 10] ^= (x10 + j10) & M32
            words[offset + 11] ^= (x11 + j11) & M32
            words[offset + 12] ^= (x12 + j12) & M32
            words[offset + 13] ^= (x13 + j13) & M32
            words[offset + 14] ^= (x14 + j14) & M32
            words[offset + 15] ^= (x15 + j15) & M32
            j8 = (j8 + 1) & M32
            j9 = (j9 + (j8 == 0)) & M32  # the public counter's carry (a bool adds as 0 or 1)
            offset += 16
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = (
                j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15
            )
            rounds_left = 5
