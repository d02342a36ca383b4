"""CPython's Keccak-p[1600] state: 25 lanes, each one int holding the lane and a public dummy lane above it.

Spec: FIPS 202 section 3 (the round: `steps`). CPython's cost of an int operation follows the operands' sizes in
30-bit digits, and a 64-bit lane below 2^60 is a digit shorter than one above: a bare lane would let the state
choose the size. So each lane int holds, as SipHash's (`tweetnacl.fast.mac.siphash`), two lanes 128 bits apart: the
real lane in bits 0..63 and, in bits 128..191, a dummy lane of a second Keccak state that starts from public
constants and only ever absorbs public constants. The dummy lane, always on top, decides every int's size (it is
zero with probability 2^-64 per lane, and public either way). The 64 bits between take what the shifts of a
rotation push out, so one mask per rotation cleans both lanes: ((t << r) | (t >> (64 - r))) & MASK; NOT is an XOR
with MASK, so no int is ever negative. Absorbed words enter as ints with bit 191 set (the dummy's top bit flipped,
a public change) so that no int of message data alone has a data-dependent size; output leaves through
`to_bytes(24)` (fixed length) and a slice.

Secrets: no branch on or index by state or message; lengths and offsets (public) decide which lanes are touched.
"""

from __future__ import annotations

from typing import Callable

from tweetnacl.fast.keccak.steps import permutation_source
from tweetnacl.reference.keccak import ROUND_CONSTANTS

__all__ = ["absorb_blocks", "extract_bytes", "new_state", "permute", "xor_bytes"]

_LANE = (1 << 64) - 1
_DUMMY_SHIFT = 128
_MASK = _LANE | _LANE << _DUMMY_SHIFT
_BOTH = 1 | 1 << _DUMMY_SHIFT
_CONSTANTS = tuple(constant * _BOTH for constant in ROUND_CONSTANTS)
"""The round constants in both lanes (so that the dummy state runs Keccak-p too, not a map with fixed points)."""
_DUMMY_START = tuple((0x9E3779B97F4A7C15 * (2 * i + 1) & _LANE | 1 << 63) << _DUMMY_SHIFT for i in range(25))
"""The dummy lanes' start: any public constants do; odd multiples of the golden ratio's 64 bits, top bit set."""
_WORD_TOP = bytes(15) + b"\x80"
"""Appended to 8 message bytes: bit 191, so the word's int has one size whatever the message."""


class _Lanes:
    """The emitter of one-int lanes for `steps.permutation_source`."""

    def lane(self, name: str) -> tuple[str, ...]:
        return (name,)

    def round_loop(self) -> str:
        return "for rc in constants:"

    def xor(self, out: tuple[str, ...], *lanes: tuple[str, ...]) -> list[str]:
        return [f"{out[0]} = " + " ^ ".join(lane[0] for lane in lanes)]

    def rotate(self, out: tuple[str, ...], lane: tuple[str, ...], offset: int) -> list[str]:
        return [f"{out[0]} = ({lane[0]} << {offset} | {lane[0]} >> {64 - offset}) & MASK"]

    def complement(self, out: tuple[str, ...], lane: tuple[str, ...]) -> list[str]:
        return [f"{out[0]} = {lane[0]} ^ MASK"]

    def chi_term(
        self, out: tuple[str, ...], a: tuple[str, ...], b: tuple[str, ...], op: str, c: tuple[str, ...]
    ) -> list[str]:
        return [f"{out[0]} = {a[0]} ^ ({b[0]} {op} {c[0]})"]

    def iota(self, lane: tuple[str, ...]) -> list[str]:
        return [f"{lane[0]} ^= rc"]


def _compile() -> Callable[[list[int], tuple[int, ...]], None]:
    namespace: dict[str, object] = {"MASK": _MASK}
    exec(permutation_source(_Lanes(), "rounds", "MASK"), namespace)  # noqa: S102 - our own generated source (steps)
    function: Callable[[list[int], tuple[int, ...]], None] = namespace["rounds"]  # type: ignore[assignment]
    return function


_rounds = _compile()


def new_state() -> list[int]:
    """The all-zero state (crypto_core_keccak1600_init), with its dummy lanes."""
    return list(_DUMMY_START)


def permute(state: list[int], rounds: int) -> None:
    """Keccak-p[1600, rounds] on `state` in place (rounds 24 - n_r .. 23 of FIPS 202 section 3.3)."""
    _rounds(state, _CONSTANTS[24 - rounds :])


def xor_bytes(state: list[int], data: bytes, offset: int) -> None:
    """XOR `data` into the state's bytes from `offset` on (offset + len(data) <= 200, public)."""
    if not data:
        return
    end = offset + len(data)
    first, last = offset // 8, (end + 7) // 8
    words = b"".join((bytes(offset - 8 * first), data, bytes(8 * last - end)))
    for index in range(first, last):
        start = 8 * (index - first)
        state[index] ^= int.from_bytes(words[start : start + 8] + _WORD_TOP, "little")


def extract_bytes(state: list[int], offset: int, length: int) -> bytes:
    """The state's bytes offset .. offset + length (public)."""
    first, last = offset // 8, (offset + length + 7) // 8
    data = b"".join([lane.to_bytes(24, "little")[:8] for lane in state[first:last]])
    return data[offset - 8 * first : offset - 8 * first + length]


def absorb_blocks(state: list[int], data: bytes, start: int, stop: int, rate: int, count: int) -> None:
    """For each whole `rate`-byte block of data[start:stop] (stop - start a multiple of rate, rate a multiple of 8):
    XOR it into the state's first rate bytes, then permute with `count` rounds (the sponge's absorbing loop, FIPS
    202 Algorithm 8 step 6)."""
    constants = _CONSTANTS[24 - count :]
    top = _WORD_TOP
    for block in range(start, stop, rate):
        for index, offset in enumerate(range(block, block + rate, 8)):
            state[index] ^= int.from_bytes(data[offset : offset + 8] + top, "little")
        _rounds(state, constants)
