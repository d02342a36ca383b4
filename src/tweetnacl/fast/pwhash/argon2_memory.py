"""The interface between Argon2's fill logic and its two memory layouts: `Layout`, and what both layouts share.

RFC 9106 section 3 works on 1024-byte blocks of 128 64-bit words (little-endian, word i at bytes 8i..8i+7).
The fill logic (`argon2`: sections 3.2 and 3.4) reads and writes memory only through a `Layout`, whose two
implementations keep blocks differently: `argon2_packed_lanes.PACKED_LANES` (CPython: 72-bit lanes of
big ints) and `argon2_word_halves.WORD_HALVES` (PyPy: 32-bit halves on machine words); `argon2.LAYOUT` is
the one chosen at import.

Secrets: nothing here computes on data. The block contents are password-derived secrets; a layout must
never branch on them or index by them, except where RFC 9106 section 3.4.1.1 indexes by design (the
reference block of Argon2id's data-dependent passes, `Layout.first_halves`).
"""

from __future__ import annotations

import struct
from typing import Any, Callable, NamedTuple, Sequence

WORDS = 128
"""64-bit words per block (RFC 9106 section 3.5)."""
HALVES_PER_BLOCK = 2 * WORDS
"""32-bit halves per block: word i is halves 2i (low) and 2i + 1 (high), in the RFC's byte order."""
WORDS_LE = struct.Struct(f"<{WORDS}Q")
"""A 1024-byte block as its 128 words."""
HALVES_LE = struct.Struct(f"<{HALVES_PER_BLOCK}I")
"""A 1024-byte block as its 256 halves."""

Memory = Any
"""A memory of blocks: a bytearray of stored blocks (packed lanes), or an array('I') of halves (word halves)."""


class Layout(NamedTuple):
    """How a memory holds its blocks, behind the few operations the shared fill logic uses."""

    name: str
    stride: int
    """Memory items per block."""
    new_memory: Callable[[int], Memory]
    """A zeroed memory of that many blocks."""
    stored_from_block: Callable[[bytes], Memory]
    """A 1024-byte block (RFC byte order) as the items of one block of the memory."""
    block_from_stored: Callable[[Memory, int], bytes]
    """Block `index` of a memory as 1024 bytes."""
    compress_into: Callable[[Memory, int, int, int, bool], None]
    """(memory, current, previous, ref, xor_old): block current = G(previous, ref), XORed into its old value
    when xor_old (version 0x13's passes after the first)."""
    first_halves: Callable[[Memory, int], tuple[int, int]]
    """(J1, J2): the low and high 32 bits of word 0 of block `index` (data-dependent indexing)."""
    all_halves: Callable[[Memory, int], tuple[Sequence[int], Sequence[int]]]
    """The low and the high 32 bits of the 128 words of block `index` (an address block)."""
