"""What every keystream layout of Salsa20 and ChaCha20 shares: the block, the batch bound, the anchor blocks.

Both ciphers make 64-byte blocks of 16 32-bit words (Salsa20 spec sections 9-10; RFC 8439 section 2.3),
numbered by a block counter in one or two state words. The layouts (`lanes`: grouped and word layout;
`bitsliced`; `words`: PyPy's one-block loop) and the dispatch over them (`arx`) take from here the block
size, the largest lane batch, the counter bound of a 32-bit counter, the public dummy blocks that sit
on top of every int the lane and bitsliced layouts build, and the cipher description (`LaneCipher`).

Secrets: nothing here touches key, nonce or keystream data. The anchor blocks exist for the secrets' sake:
the cost of a CPython int operation follows the sizes of its operands, and with a public dummy block on
top of every int those sizes follow public data, never the key (see ANCHOR_LANES).
"""

from __future__ import annotations

import hashlib
import struct
from array import array
from dataclasses import dataclass
from typing import Callable, Sequence

M32 = 0xFFFFFFFF
"""The 32-bit word mask."""
BLOCK_BYTES = 64
"""Bytes per keystream block: 16 words of 4 bytes."""
MAX_BATCH_BLOCKS = 1024
"""Blocks per lane batch: 5 KiB per state word and 64 KiB of keystream, small enough for the cache and for
CPython's allocator (ints past ~128 KiB cost page faults), large enough that per-operation interpreter
cost is noise."""
Words16 = tuple[int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int]
"""A block's 16 state words (PyPy's word kernels pass them between their double rounds as one tuple)."""
WORD_TYPE = "I" if array("I").itemsize == 4 else "L"
"""An array type of 4-byte items (the keystream's words as machine words)."""


def lane_int(lane_bytes: bytes) -> int:
    """The int of little-endian bytes (lanes or bit-planes, built as bytes)."""
    return int.from_bytes(lane_bytes, "little")


ANCHOR_LANES = 64
"""Dummy blocks computed alongside the real ones, on top of every int (one in the lane layouts, 64 in
the bitsliced one). The cost of a CPython int operation follows the sizes of the ints; with a dummy
block on top, those sizes depend on the dummy's public state, not on the key. Without it, a key word
equal in every lane makes the int's top lane (or, bitsliced, a whole plane: 0 or all ones) secret."""
ANCHOR_STATES = struct.unpack(
    f"<{16 * ANCHOR_LANES}I",
    hashlib.shake_256(b"tweetnacl.fast.salsa20 anchor lanes").digest(4 * 16 * ANCHOR_LANES),
)
"""The dummy blocks' initial words (block j, word w at 16j + w): any public random-looking values do."""


DOUBLE_ROUNDS = (4, 6, 10)
"""The round counts over two that every layout and PyPy's block loop (`machine_words`) run: Salsa20/8, /12, /20."""


@dataclass(eq=False)
class LaneCipher:
    """A Salsa20-family cipher as the machinery needs it.

    groups[i][q] is the state word held in group q of the grouped int i (A, B, C, D); the rounds functions
    take the ints (grouped: A, B, C, D then `lanes.grouped_constants`; lanes: x0..x15 then the rotation masks;
    bitsliced: the 16 words' bit-planes) and return them after the 20 rounds, without the final addition.
    `distances` are the rotation distances whose masks the rounds take, in that order. The block counter
    is the number in state words counter_words: (low, high) for a 64-bit counter, counting mod 2^64 as libsodium's
    does, (low,) for a 32-bit one (ChaCha20-IETF, whose next word is nonce: a batch must then not run past block
    2^32 - 1). The rounds functions take `double_rounds` after their other arguments."""

    name: str
    groups: tuple[tuple[int, int, int, int], ...]
    distances: tuple[int, ...]
    counter_words: tuple[int, ...]
    rounds_grouped: Callable[..., tuple[int, int, int, int]]
    rounds_lanes: Callable[..., tuple[int, ...]]
    rounds_bitsliced: Callable[[list[list[int]], int], list[list[int]]]
    xor_blocks: Callable[[array[int], int, int, Sequence[int]], None] | None = None
    """(words, start, stop, state) -> None: the keystream of the 16 input words `state` (counter words the
    first block's number) XORed into whole blocks of 32-bit words words[start:stop] in place: the PyPy kernel
    (WORD_LOOP; `salsa20_words`, `chacha20_words`: one loop pass a block on 16 machine words), run for
    `double_rounds`. None: lanes everywhere."""
    double_rounds: int = 10
    """The round count over two (public): 10 for the 20-round ciphers, 6 and 4 for Salsa20/12 and Salsa20/8 (the
    Salsa20 family paper, section 2: the same rounds, fewer of them). Every layout's rounds function takes it."""

    def __post_init__(self) -> None:
        if self.double_rounds not in DOUBLE_ROUNDS:
            raise ValueError(f"double_rounds must be one of {DOUBLE_ROUNDS}")
        self.grouped_order = [word for group in self.groups for word in group]
        self.grouped_counter = [
            next((i, q) for i, group in enumerate(self.groups) for q, w in enumerate(group) if w == word)
            for word in self.counter_words
        ]


def check_counter(cipher: LaneCipher, first_block: int, count: int) -> None:
    """A 32-bit block counter must not wrap into the nonce word above it (RFC 8439 section 2.3: the
    counter is one word)."""
    if len(cipher.counter_words) == 1 and first_block + count > 1 << 32:
        raise ValueError(f"{cipher.name}: the 32-bit block counter would wrap")
