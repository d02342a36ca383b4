"""Argon2's PyPy memory layout: blocks as 32-bit halves on machine words, and G as code generated at import.

Spec: RFC 9106 sections 3.5 (the compression G: R = X ^ Y, P on its 8 rows, then on its 8 columns, XORed
with R) and 3.6 (the permutation P: BLAKE2b's round without message, GB with BlaMka's
2 * lo32(a) * lo32(b)). The fill logic that calls it (`argon2`) reaches it only through `WORD_HALVES`, a
`argon2_memory.Layout`; `argon2.LAYOUT` picks it on PyPy (~30x faster there than the packed lanes, whose
big ints PyPy runs slowly).

PyPy's JIT compiles an int that fits a signed machine word to native arithmetic; a result >= 2^63 becomes a
big int (slow, and a change of representation that the data would decide). This layout keeps every value
below 2^63 by construction: a memory of 32-bit halves, array('I') with the RFC's byte order (word i of a
block is halves 2i (low) and 2i + 1 (high)), and G on pairs of halves:
- additions: a_lo + b_lo + ... < 2^35 before the carry moves up, the high half is masked to 32 bits;
- BlaMka's 2 * lo32(a) * lo32(b): the product a_lo * (b_lo >> 1) < (2^32 - 1)(2^31 - 1) < 2^63 - 2^32, and
  2 a_lo b_lo = 4 a_lo (b_lo >> 1) + 2 a_lo (b_lo & 1) (see `_blamka_halves_source`);
- rotations: shifts of a 32-bit half by at most 31 (< 2^63) and masks; by 32 a swap of the halves.
The rows and columns of P are straight-line code generated at import (`_p_halves_source`), one function
per direction, called from a loop over the 8 rows / 8 columns: PyPy's JIT inlines a loop-free function
into the loop that calls it, and a whole compression written out would exceed its trace length limit.

Secrets (the blocks are password-derived): no branch on or index by block data, and no value of it ever
reaches 2^63 (so its representation never follows the data). The generated source depends on nothing but
fixed word positions and rotation distances.
"""

from __future__ import annotations

from array import array
from typing import Any, Callable, Sequence

from tweetnacl.fast.pwhash.argon2_memory import HALVES_LE, HALVES_PER_BLOCK, Layout, Memory

# BLAKE2b's round on 16 words v0..v15: GB on the columns, then on the diagonals (RFC 9106 section 3.6).
_GB_WORDS = (
    (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
    (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14),
)


def _blamka_halves_source(a: str, b: str) -> list[str]:
    """Lines computing a = a + b + 2 * lo32(a) * lo32(b) mod 2^64 on halves a_l, a_h, b_l, b_h (< 2^32).

    p = a_l (b_l >> 1) < 2^63 - 2^32; 4p = 4 (p mod 2^30) + 2^32 (p >> 30); t < 2^33 + 2^32 + 2^33 < 2^35
    holds the low half and its carry; the high sum is < 2^32 + 2^32 + 2^33 + 2^3 < 2^35."""
    return [
        f"p = {a}_l * ({b}_l >> 1)",
        f"t = {a}_l + {b}_l + ((p & 0x3FFFFFFF) << 2) + (({a}_l * ({b}_l & 1)) << 1)",
        f"{a}_h = ({a}_h + {b}_h + (p >> 30) + (t >> 32)) & 0xFFFFFFFF",
        f"{a}_l = t & 0xFFFFFFFF",
    ]


def _rotate_halves_source(x: str, distance: int) -> list[str]:
    """Lines rotating the word x (halves x_l, x_h) right by 32, 24, 16 or 63 bits."""
    if distance == 32:
        return [f"{x}_l, {x}_h = {x}_h, {x}_l"]
    if distance == 63:  # right by 63 = left by 1
        return [f"{x}_l, {x}_h = (({x}_l << 1) & 0xFFFFFFFF) | ({x}_h >> 31), (({x}_h << 1) & 0xFFFFFFFF) | ({x}_l >> 31)"]
    left = 32 - distance
    return [f"{x}_l, {x}_h = ({x}_l >> {distance}) | (({x}_h << {left}) & 0xFFFFFFFF), "
            f"({x}_h >> {distance}) | (({x}_l << {left}) & 0xFFFFFFFF)"]


def _gb_halves_source(a: str, b: str, c: str, d: str) -> list[str]:
    """GB of RFC 9106 section 3.6 on four words held as halves."""
    lines = []
    for x, y, z, distance in ((a, b, d, 32), (c, d, b, 24), (a, b, d, 16), (c, d, b, 63)):
        lines += _blamka_halves_source(x, y)
        lines += [f"{z}_l ^= {x}_l", f"{z}_h ^= {x}_h"]
        lines += _rotate_halves_source(z, distance)
    return lines


def _p_halves_source(name: str, offsets: list[int]) -> str:
    """A function `name(q, base)` applying P in place to the 16 words whose low halves are q[base + offsets[k]]."""
    words = [f"v{k}" for k in range(16)]
    load = [f"{w}_l = q[base + {o}]; {w}_h = q[base + {o + 1}]" for w, o in zip(words, offsets)]
    body = [line for group in _GB_WORDS for line in _gb_halves_source(*(words[k] for k in group))]
    store = [f"q[base + {o}] = {w}_l; q[base + {o + 1}] = {w}_h" for w, o in zip(words, offsets)]
    return f"def {name}(q, base):\n" + "".join(f"    {line}\n" for line in load + body + store)


def _compile_p_halves() -> tuple[Callable[[list[int], int], None], Callable[[list[int], int], None]]:
    """P on a row (words 16r .. 16r + 15: base 32r) and on a column (words 2i, 2i + 1, 2i + 16, .., 2i + 113:
    base 4i), as straight-line functions."""
    namespace: dict[str, Any] = {}
    exec(_p_halves_source("p_row", [2 * k for k in range(16)]), namespace)  # noqa: S102 - our own generated source
    exec(_p_halves_source("p_column", [32 * (k // 2) + 2 * (k % 2) for k in range(16)]), namespace)  # noqa: S102
    return namespace["p_row"], namespace["p_column"]


_p_row_halves, _p_column_halves = _compile_p_halves()


def _compress_halves_into(memory: Memory, current: int, previous: int, ref: int, xor_old: bool) -> None:
    """Block `current` = G(block `previous`, block `ref`) (XORed into its old value when `xor_old`), on a
    memory of halves (RFC 9106 section 3.5)."""
    x = previous * HALVES_PER_BLOCK
    y = ref * HALVES_PER_BLOCK
    r = [memory[x + i] ^ memory[y + i] for i in range(HALVES_PER_BLOCK)]
    q = r[:]
    for base in range(0, HALVES_PER_BLOCK, 32):
        _p_row_halves(q, base)
    for base in range(0, 32, 4):
        _p_column_halves(q, base)
    out = current * HALVES_PER_BLOCK
    if xor_old:
        for i in range(HALVES_PER_BLOCK):
            memory[out + i] ^= q[i] ^ r[i]
    else:
        for i in range(HALVES_PER_BLOCK):
            memory[out + i] = q[i] ^ r[i]



def _new_memory_halves(blocks: int) -> Memory:
    return array("I", bytes(4 * HALVES_PER_BLOCK)) * blocks


def _stored_halves_from_block(block: bytes) -> Memory:
    return array("I", HALVES_LE.unpack(block))


def _block_from_halves(memory: Memory, index: int) -> bytes:
    return HALVES_LE.pack(*memory[index * HALVES_PER_BLOCK:(index + 1) * HALVES_PER_BLOCK])


def _first_halves(memory: Memory, index: int) -> tuple[int, int]:
    return memory[index * HALVES_PER_BLOCK], memory[index * HALVES_PER_BLOCK + 1]


def _all_halves(memory: Memory, index: int) -> tuple[Sequence[int], Sequence[int]]:
    block = memory[index * HALVES_PER_BLOCK:(index + 1) * HALVES_PER_BLOCK]
    return block[0::2], block[1::2]



WORD_HALVES = Layout(
    "word halves", HALVES_PER_BLOCK, _new_memory_halves, _stored_halves_from_block, _block_from_halves,
    _compress_halves_into, _first_halves, _all_halves,
)
