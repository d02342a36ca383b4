"""PyPy's ChaCha20 kernel: the keystream XORed into 32-bit words in place, one block at a time, on 16 machine words.

Spec: RFC 8439: the quarter round (section 2.1), the column and diagonal rounds (2.2), the block function (2.3),
with the block counter in word 12 (IETF: 32 bits, word 13 is nonce) or words 12-13 (the original ChaCha20's 64
bits); HChaCha20 (draft-irtf-cfrg-xchacha section 2.2) is this block minus its input words (`chacha20`, which
chooses this kernel on PyPy: `arx.WORD_LOOP`).

Why it is shaped so: as `salsa20_words` (`double_round` on 16 plain ints; the block loop, one whole block a pass,
is `machine_words.xor_keystream_blocks`, which also holds its measurements; the message an `array` of 32-bit
words, XORed in place). A quarter-round step is
a = (a + b) mod 2^32; t = d ^ a; d = t <<< k, masked: seven operations (the rotated word must be clean for the
next XOR, so Salsa20's unmasked-rotation trick does not apply).

Bounds (no value ever becomes a PyPy big int): input words masked below 2^32; every state word stays below 2^32
(each assignment is masked); a sum of two below 2^33; t below 2^32, t << 16 below 2^48; the final sums below
2^33, masked; the counter's low word + 1 below 2^33, masked, the carry into word 13 0 or 1. All below 2^63:
tests/test_pypy_symmetric_kernels.py runs this kernel on ints that check every result.

Secrets: nothing here branches on or indexes by key, nonce, keystream or message data; only the (public)
bounds and counter width steer the loop, and the rounds are a fixed sequence.
"""

from __future__ import annotations

from array import array
from typing import Sequence

from tweetnacl.fast.stream.blocks import M32, Words16
from tweetnacl.fast.stream.machine_words import xor_keystream_blocks

__all__ = ["double_round", "xor_blocks", "xor_blocks_ietf"]


def xor_blocks(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """The original ChaCha20: XOR the keystream of the 16 input words `state` (words 12, 13 the first block's
    64-bit counter, low word first; each word taken mod 2^32) into words[start:stop] in place, one block of 16
    words after the other; stop - start must be a multiple of 16."""
    xor_keystream_blocks(double_round, 12, 1, words, start, stop, state)


def xor_blocks_ietf(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """ChaCha20-IETF (RFC 8439 section 2.3): as `xor_blocks` with a 32-bit counter in word 12 (word 13 is nonce:
    the caller keeps the counter from wrapping, `blocks.check_counter`)."""
    xor_keystream_blocks(double_round, 12, 0, words, start, stop, state)


def double_round(x: Words16) -> Words16:
    """ChaCha20's double round (RFC 8439 section 2.2: a column round, then a diagonal round) of 16 words below
    2^32; the words it returns are below 2^32."""
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = x
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
    return (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)
