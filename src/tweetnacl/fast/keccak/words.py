"""PyPy's Keccak-p[1600] state: 50 machine words, each lane as two 32-bit halves.

Spec: FIPS 202 section 3 (the round: `steps`). PyPy's JIT compiles an int that fits a signed machine word to native
arithmetic, and a result of 2^63 or more becomes a big int (slow, and a change of representation the data would
decide). A 64-bit lane does not fit; its two 32-bit halves (low, high: lane i is words 2i and 2i + 1) do, and every
operation keeps them below 2^63 by construction:
- XOR, AND and NOT (XOR with 2^32 - 1) of values below 2^32 stay below 2^32;
- a rotation by r < 32 is, per half, (half << r | other >> (32 - r)) & (2^32 - 1), the shift below 2^63 since
  r <= 31; by 32 it swaps the halves; by r > 32 it swaps them and rotates by r - 32.
No bit interleaving: with halves taken as they are, a rotation costs the same and loading and storing need no
conversion. The round is straight-line code (`steps`) inside one loop over the rounds, which the JIT compiles into
one piece of machine code (`tweetnacl.fast.jit.allow_long_traces` gives the trace room).

Secrets: no branch on or index by state or message, and no value of theirs reaches 2^63.
"""

from __future__ import annotations

import struct
from typing import Callable

from tweetnacl.fast.keccak.steps import permutation_source
from tweetnacl.reference.keccak import ROUND_CONSTANTS

__all__ = ["absorb_blocks", "extract_bytes", "new_state", "permute", "rounds", "xor_bytes"]

_M32 = 0xFFFFFFFF
_CONSTANTS = tuple((constant & _M32, constant >> 32) for constant in ROUND_CONSTANTS)
_STATE_WORDS = struct.Struct("<50I")
_WORDS = [struct.Struct(f"<{count}I") for count in range(51)]
"""Readers of 0..50 little-endian 32-bit words (a format string parsed per call costs PyPy more than the XOR)."""


class _Halves:
    """The emitter of lanes as (low, high) 32-bit halves for `steps.permutation_source`."""

    def lane(self, name: str) -> tuple[str, ...]:
        return (f"{name}l", f"{name}h")

    def round_loop(self) -> str:
        return "for rc_low, rc_high in constants:"

    def xor(self, out: tuple[str, ...], *lanes: tuple[str, ...]) -> list[str]:
        return [f"{out[half]} = " + " ^ ".join(lane[half] for lane in lanes) for half in (0, 1)]

    def rotate(self, out: tuple[str, ...], lane: tuple[str, ...], offset: int) -> list[str]:
        low, high = lane
        if offset == 32:
            return [f"{out[0]} = {high}", f"{out[1]} = {low}"]
        if offset > 32:
            low, high, offset = high, low, offset - 32
        return [
            f"{out[0]} = ({low} << {offset} | {high} >> {32 - offset}) & 0xFFFFFFFF",
            f"{out[1]} = ({high} << {offset} | {low} >> {32 - offset}) & 0xFFFFFFFF",
        ]

    def complement(self, out: tuple[str, ...], lane: tuple[str, ...]) -> list[str]:
        return [f"{out[half]} = {lane[half]} ^ 0xFFFFFFFF" for half in (0, 1)]

    def chi_term(
        self, out: tuple[str, ...], a: tuple[str, ...], b: tuple[str, ...], op: str, c: tuple[str, ...]
    ) -> list[str]:
        return [f"{out[half]} = {a[half]} ^ ({b[half]} {op} {c[half]})" for half in (0, 1)]

    def iota(self, lane: tuple[str, ...]) -> list[str]:
        return [f"{lane[0]} ^= rc_low", f"{lane[1]} ^= rc_high"]


def _compile() -> Callable[[list[int], tuple[tuple[int, int], ...]], None]:
    namespace: dict[str, object] = {}
    exec(permutation_source(_Halves(), "rounds"), namespace)  # noqa: S102 - our own generated source (steps)
    function: Callable[[list[int], tuple[tuple[int, int], ...]], None] = namespace["rounds"]  # type: ignore[assignment]
    return function


rounds = _compile()
"""The generated round loop, `rounds(state, constants)` (`permutation` has PyPy compile it apart from its callers)."""


def new_state() -> list[int]:
    """The all-zero state (crypto_core_keccak1600_init)."""
    return [0] * 50


def permute(state: list[int], count: int) -> None:
    """Keccak-p[1600, count] on `state` in place (rounds 24 - n_r .. 23 of FIPS 202 section 3.3)."""
    rounds(state, _CONSTANTS[24 - count :])


def xor_bytes(state: list[int], data: bytes, offset: int) -> None:
    """XOR `data` into the state's bytes from `offset` on (offset + len(data) <= 200, public)."""
    if not data:
        return
    end = offset + len(data)
    first, last = offset // 4, (end + 3) // 4
    words = _WORDS[last - first].unpack(b"".join((bytes(offset - 4 * first), data, bytes(4 * last - end))))
    for index in range(last - first):
        state[first + index] ^= words[index]


def extract_bytes(state: list[int], offset: int, length: int) -> bytes:
    """The state's bytes offset .. offset + length (public)."""
    return _STATE_WORDS.pack(*state)[offset : offset + length]


def absorb_blocks(state: list[int], data: bytes, start: int, stop: int, rate: int, count: int) -> None:
    """For each whole `rate`-byte block of data[start:stop] (stop - start a multiple of rate): XOR it into the
    state's first rate bytes, then permute with `count` rounds (the sponge's absorbing loop, FIPS 202 Algorithm 8
    step 6). `data` is bytes: PyPy's JIT compiled this loop on bytes but not on a cast memoryview (measured)."""
    constants = _CONSTANTS[24 - count :]
    block = _WORDS[rate // 4]
    lanes_words = rate // 4
    for offset in range(start, stop, rate):
        words = block.unpack_from(data, offset)
        for index in range(lanes_words):
            state[index] ^= words[index]
        rounds(state, constants)
