"""PyPy's ChaCha20 kernel: the keystream XORed into 32-bit words in place, one block at a time, on 16 machine words.

Spec: RFC 8439: the quarter round (section 2.1), the column and diagonal rounds (2.2), the block function (2.3),
with the block counter in word 12 (IETF: 32 bits, word 13 is nonce) or words 12-13 (the original ChaCha20's 64
bits); HChaCha20 (draft-irtf-cfrg-xchacha section 2.2) is this block minus its input words (`chacha20`, which
chooses this kernel on PyPy: `arx.WORD_LOOP`).

Why it is shaped so: as `salsa20_words` (one flat loop of passes of two double rounds written out on locals, the
block's end a branch every fifth pass, which PyPy's JIT compiles to one machine-code loop; the message is an
`array` of 32-bit words, XORed in place). A quarter-round step is
a = (a + b) mod 2^32; t = d ^ a; d = t <<< k, masked: seven operations (the rotated word must be clean for the
next XOR, so Salsa20's unmasked-rotation trick does not apply).

Bounds (no value ever becomes a PyPy big int): input words masked below 2^32; every state word stays below 2^32
(each assignment is masked); a sum of two below 2^33; t below 2^32, t << 16 below 2^48; the final sums below
2^33, masked; the counter's low word + 1 below 2^33, masked, the carry into word 13 0 or 1. All below 2^63:
tests/test_pypy_symmetric_kernels.py runs this kernel on ints that check every result.

Secrets: nothing here branches on or indexes by key, nonce, keystream or message data; only the (public)
bounds, block counter and counter width steer the loop, and the rounds' loop count is fixed.
"""

from __future__ import annotations

from array import array
from typing import Sequence

__all__ = ["xor_blocks", "xor_blocks_ietf"]

M32 = 0xFFFFFFFF


def xor_blocks(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """The original ChaCha20: XOR the keystream of the 16 input words `state` (words 12, 13 the first block's
    64-bit counter, low word first; each word taken mod 2^32) into words[start:stop] in place, one block of 16
    words after the other; stop - start must be a multiple of 16."""
    _xor_blocks(words, start, stop, state, 1)


def xor_blocks_ietf(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """ChaCha20-IETF (RFC 8439 section 2.3): as `xor_blocks` with a 32-bit counter in word 12 (word 13 is nonce:
    the caller keeps the counter from wrapping, `blocks.check_counter`)."""
    _xor_blocks(words, start, stop, state, 0)


def _xor_blocks(words: array[int], start: int, stop: int, state: Sequence[int], carry_into_13: int) -> None:
    """The kernel; carry_into_13 (1 or 0, public) says whether the counter's carry goes into word 13."""
    j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15 = [word & M32 for word in state]
    offset = start
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = (
        j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15
    )
    rounds_left = 5  # loop passes (two double rounds each) left in this block
    for _ in range(5 * ((stop - start) // 16)):
        # column round (RFC 8439 section 2.2)
        x0 = (x0 + x4) & M32; t = x12 ^ x0; x12 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x8 = (x8 + x12) & M32; t = x4 ^ x8; x4 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x0 = (x0 + x4) & M32; t = x12 ^ x0; x12 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x8 = (x8 + x12) & M32; t = x4 ^ x8; x4 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x1 = (x1 + x5) & M32; t = x13 ^ x1; x13 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x9 = (x9 + x13) & M32; t = x5 ^ x9; x5 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x1 = (x1 + x5) & M32; t = x13 ^ x1; x13 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x9 = (x9 + x13) & M32; t = x5 ^ x9; x5 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x2 = (x2 + x6) & M32; t = x14 ^ x2; x14 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x10 = (x10 + x14) & M32; t = x6 ^ x10; x6 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x2 = (x2 + x6) & M32; t = x14 ^ x2; x14 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x10 = (x10 + x14) & M32; t = x6 ^ x10; x6 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x3 = (x3 + x7) & M32; t = x15 ^ x3; x15 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x11 = (x11 + x15) & M32; t = x7 ^ x11; x7 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x3 = (x3 + x7) & M32; t = x15 ^ x3; x15 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x11 = (x11 + x15) & M32; t = x7 ^ x11; x7 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        # diagonal round
        x0 = (x0 + x5) & M32; t = x15 ^ x0; x15 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x10 = (x10 + x15) & M32; t = x5 ^ x10; x5 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x0 = (x0 + x5) & M32; t = x15 ^ x0; x15 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x10 = (x10 + x15) & M32; t = x5 ^ x10; x5 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x1 = (x1 + x6) & M32; t = x12 ^ x1; x12 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x11 = (x11 + x12) & M32; t = x6 ^ x11; x6 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x1 = (x1 + x6) & M32; t = x12 ^ x1; x12 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x11 = (x11 + x12) & M32; t = x6 ^ x11; x6 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x2 = (x2 + x7) & M32; t = x13 ^ x2; x13 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x8 = (x8 + x13) & M32; t = x7 ^ x8; x7 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x2 = (x2 + x7) & M32; t = x13 ^ x2; x13 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x8 = (x8 + x13) & M32; t = x7 ^ x8; x7 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x3 = (x3 + x4) & M32; t = x14 ^ x3; x14 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x9 = (x9 + x14) & M32; t = x4 ^ x9; x4 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x3 = (x3 + x4) & M32; t = x14 ^ x3; x14 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x9 = (x9 + x14) & M32; t = x4 ^ x9; x4 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        # column round (RFC 8439 section 2.2)
        x0 = (x0 + x4) & M32; t = x12 ^ x0; x12 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x8 = (x8 + x12) & M32; t = x4 ^ x8; x4 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x0 = (x0 + x4) & M32; t = x12 ^ x0; x12 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x8 = (x8 + x12) & M32; t = x4 ^ x8; x4 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x1 = (x1 + x5) & M32; t = x13 ^ x1; x13 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x9 = (x9 + x13) & M32; t = x5 ^ x9; x5 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x1 = (x1 + x5) & M32; t = x13 ^ x1; x13 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x9 = (x9 + x13) & M32; t = x5 ^ x9; x5 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x2 = (x2 + x6) & M32; t = x14 ^ x2; x14 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x10 = (x10 + x14) & M32; t = x6 ^ x10; x6 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x2 = (x2 + x6) & M32; t = x14 ^ x2; x14 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x10 = (x10 + x14) & M32; t = x6 ^ x10; x6 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x3 = (x3 + x7) & M32; t = x15 ^ x3; x15 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x11 = (x11 + x15) & M32; t = x7 ^ x11; x7 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x3 = (x3 + x7) & M32; t = x15 ^ x3; x15 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x11 = (x11 + x15) & M32; t = x7 ^ x11; x7 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        # diagonal round
        x0 = (x0 + x5) & M32; t = x15 ^ x0; x15 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x10 = (x10 + x15) & M32; t = x5 ^ x10; x5 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x0 = (x0 + x5) & M32; t = x15 ^ x0; x15 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x10 = (x10 + x15) & M32; t = x5 ^ x10; x5 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x1 = (x1 + x6) & M32; t = x12 ^ x1; x12 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x11 = (x11 + x12) & M32; t = x6 ^ x11; x6 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x1 = (x1 + x6) & M32; t = x12 ^ x1; x12 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x11 = (x11 + x12) & M32; t = x6 ^ x11; x6 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x2 = (x2 + x7) & M32; t = x13 ^ x2; x13 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x8 = (x8 + x13) & M32; t = x7 ^ x8; x7 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x2 = (x2 + x7) & M32; t = x13 ^ x2; x13 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x8 = (x8 + x13) & M32; t = x7 ^ x8; x7 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
        x3 = (x3 + x4) & M32; t = x14 ^ x3; x14 = ((t << 16) | (t >> 16)) & M32  # noqa: E702
        x9 = (x9 + x14) & M32; t = x4 ^ x9; x4 = ((t << 12) | (t >> 20)) & M32  # noqa: E702
        x3 = (x3 + x4) & M32; t = x14 ^ x3; x14 = ((t << 8) | (t >> 24)) & M32  # noqa: E702
        x9 = (x9 + x14) & M32; t = x4 ^ x9; x4 = ((t << 7) | (t >> 25)) & M32  # noqa: E702
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
            j12 = (j12 + 1) & M32
            j13 = (j13 + (j12 == 0) * carry_into_13) & M32  # the public counter's carry (a bool times 0 or 1)
            offset += 16
            x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = (
                j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15
            )
            rounds_left = 5
