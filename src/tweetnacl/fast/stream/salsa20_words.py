"""PyPy's Salsa20 kernel: the keystream XORed into a buffer in place, 64 bytes at a time, on 16 machine words.

Spec: D. J. Bernstein, "Salsa20 specification" (cr.yp.to/snuffle/spec.pdf): quarterround (section 3), rowround
(4), columnround (5), doubleround (6), the Salsa20 hash (8) and the expansion function (9, 10), whose 64-bit block
counter is the second half of its 16-byte input (state words 8 and 9). HSalsa20 ("Extending the Salsa20 nonce",
section 2) is this hash minus its input words (`salsa20`, which chooses this kernel on PyPy: `arx.WORD_LOOP`).

Why it is shaped so (PyPy 7.3.19): `doubleround` is the rounds on 16 plain ints, which PyPy's JIT compiles to
machine instructions; `machine_words.xor_keystream_blocks` is the block loop (one whole block a loop pass, its
shape and instruction counts written there), shared with ChaCha20.
- The message is an `array` of 32-bit words (`blocks.WORD_TYPE`: the JIT reads and writes its items as raw loads
  and stores; `struct.unpack_from` / `pack_into` on a bytearray went byte by byte, ~15 % slower), XORed in place.
- A step is t = ((a + b) mod 2^32) << k; x ^= t; x ^= t >> 32: the low 32 bits of t ^ (t >> 32) are a + b
  rotated by k, and the bits above (below 2^50) are left in x unmasked, because every use of x masks them away
  (the next sums are taken mod 2^32, the output is (x + j) mod 2^32): six operations a step instead of seven.
  Two XORs into x rather than x ^= t ^ (t >> 32): t is dead once shifted, so the JIT shifts it in its own
  register instead of copying it first (3,248 -> 2,768 instructions a block).

Bounds (so no value ever becomes a PyPy big int, which would be slow and, on secret words, a timing leak):
the input words are below 2^32 (masked on entry and at each block); every state word stays below 2^50 (it is
only ever XORed with values below 2^50); a sum of two is below 2^51, masked below 2^32; shifted by at most 18,
below 2^50; its shift by 32 below 2^18; the final sums below 2^51, masked; the message words below 2^32; the
block counter's low word + 1 below 2^33, masked, its carry 0 or 1. All below 2^63: tests/test_pypy_symmetric_kernels.py
runs this kernel on ints that check every result.

Secrets: nothing here branches on or indexes by key, nonce, keystream or message data; only the (public)
buffer bounds steer the loop, and the rounds are a fixed sequence.
"""

from __future__ import annotations

from array import array
from typing import Sequence

from tweetnacl.fast.stream.blocks import M32, Words16
from tweetnacl.fast.stream.machine_words import xor_keystream_blocks

__all__ = ["doubleround", "xor_blocks", "xor_blocks_salsa2012", "xor_blocks_salsa208"]


def doubleround(x: Words16) -> Words16:
    """Salsa20's doubleround (spec section 6: the columnround, then the rowround) of 16 words, each below 2^50
    (the bits from 32 up are ignored); the words it returns are below 2^50 and correct in their low 32 bits."""
    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 = x
    # columnround (spec section 5)
    t = ((x0 + x12) & M32) << 7; x4 ^= t; x4 ^= t >> 32  # noqa: E702
    t = ((x4 + x0) & M32) << 9; x8 ^= t; x8 ^= t >> 32  # noqa: E702
    t = ((x8 + x4) & M32) << 13; x12 ^= t; x12 ^= t >> 32  # noqa: E702
    t = ((x12 + x8) & M32) << 18; x0 ^= t; x0 ^= t >> 32  # noqa: E702
    t = ((x5 + x1) & M32) << 7; x9 ^= t; x9 ^= t >> 32  # noqa: E702
    t = ((x9 + x5) & M32) << 9; x13 ^= t; x13 ^= t >> 32  # noqa: E702
    t = ((x13 + x9) & M32) << 13; x1 ^= t; x1 ^= t >> 32  # noqa: E702
    t = ((x1 + x13) & M32) << 18; x5 ^= t; x5 ^= t >> 32  # noqa: E702
    t = ((x10 + x6) & M32) << 7; x14 ^= t; x14 ^= t >> 32  # noqa: E702
    t = ((x14 + x10) & M32) << 9; x2 ^= t; x2 ^= t >> 32  # noqa: E702
    t = ((x2 + x14) & M32) << 13; x6 ^= t; x6 ^= t >> 32  # noqa: E702
    t = ((x6 + x2) & M32) << 18; x10 ^= t; x10 ^= t >> 32  # noqa: E702
    t = ((x15 + x11) & M32) << 7; x3 ^= t; x3 ^= t >> 32  # noqa: E702
    t = ((x3 + x15) & M32) << 9; x7 ^= t; x7 ^= t >> 32  # noqa: E702
    t = ((x7 + x3) & M32) << 13; x11 ^= t; x11 ^= t >> 32  # noqa: E702
    t = ((x11 + x7) & M32) << 18; x15 ^= t; x15 ^= t >> 32  # noqa: E702
    # rowround (spec section 4)
    t = ((x0 + x3) & M32) << 7; x1 ^= t; x1 ^= t >> 32  # noqa: E702
    t = ((x1 + x0) & M32) << 9; x2 ^= t; x2 ^= t >> 32  # noqa: E702
    t = ((x2 + x1) & M32) << 13; x3 ^= t; x3 ^= t >> 32  # noqa: E702
    t = ((x3 + x2) & M32) << 18; x0 ^= t; x0 ^= t >> 32  # noqa: E702
    t = ((x5 + x4) & M32) << 7; x6 ^= t; x6 ^= t >> 32  # noqa: E702
    t = ((x6 + x5) & M32) << 9; x7 ^= t; x7 ^= t >> 32  # noqa: E702
    t = ((x7 + x6) & M32) << 13; x4 ^= t; x4 ^= t >> 32  # noqa: E702
    t = ((x4 + x7) & M32) << 18; x5 ^= t; x5 ^= t >> 32  # noqa: E702
    t = ((x10 + x9) & M32) << 7; x11 ^= t; x11 ^= t >> 32  # noqa: E702
    t = ((x11 + x10) & M32) << 9; x8 ^= t; x8 ^= t >> 32  # noqa: E702
    t = ((x8 + x11) & M32) << 13; x9 ^= t; x9 ^= t >> 32  # noqa: E702
    t = ((x9 + x8) & M32) << 18; x10 ^= t; x10 ^= t >> 32  # noqa: E702
    t = ((x15 + x14) & M32) << 7; x12 ^= t; x12 ^= t >> 32  # noqa: E702
    t = ((x12 + x15) & M32) << 9; x13 ^= t; x13 ^= t >> 32  # noqa: E702
    t = ((x13 + x12) & M32) << 13; x14 ^= t; x14 ^= t >> 32  # noqa: E702
    t = ((x14 + x13) & M32) << 18; x15 ^= t; x15 ^= t >> 32  # noqa: E702
    return (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)


def xor_blocks(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """XOR the Salsa20 keystream of the 16 input words `state` (its words 8, 9 the first block's counter,
    low word first; each word taken mod 2^32) into the 32-bit words words[start:stop] in place, one block of
    16 words after the other with the counter counting up mod 2^64; stop - start must be a multiple of 16."""
    xor_keystream_blocks(doubleround, 8, 1, words, start, stop, state)


def xor_blocks_salsa2012(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """`xor_blocks` of Salsa20/12 (6 doublerounds: "The Salsa20 family of stream ciphers", section 2)."""
    xor_keystream_blocks(doubleround, 8, 1, words, start, stop, state, 6)


def xor_blocks_salsa208(words: array[int], start: int, stop: int, state: Sequence[int]) -> None:
    """`xor_blocks` of Salsa20/8 (4 doublerounds)."""
    xor_keystream_blocks(doubleround, 8, 1, words, start, stop, state, 4)
