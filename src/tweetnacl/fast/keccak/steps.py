"""The round of Keccak-p[1600] as straight-line source, written once for every layout of a lane.

FIPS 202 section 3.2: theta (Algorithm 1), rho (2), pi (3), chi (4), iota (6), in the usual fused order: the column
parities C, the theta effects D, then for each lane of the result the lane pi brings there, XORed with its D and
rotated by its rho offset (B), then chi on B's rows and iota on lane 0. The offsets and round constants are the
reference's (`tweetnacl.reference.keccak`, derived there by the standard's algorithms).

A layout (`lanes` on CPython, `words` on PyPy) says how one lane is held, as one or more local variables, and gives
the source of XOR, rotation, chi and iota on them (an `Emitter`); `permutation_source` writes the whole permutation
function from it: 25 lanes unpacked into locals, one loop pass per round (the round constants passed in, so the
round count is the caller's slice), the lanes stored back. Straight-line code with fixed variable names: no branch,
index or loop count depends on the state.
"""

from __future__ import annotations

from typing import Protocol

from tweetnacl.reference.keccak import ROTATION_OFFSETS

__all__ = ["COMPLEMENTED", "Emitter", "permutation_source"]


class Emitter(Protocol):
    """How a layout holds a lane and operates on lanes: each method returns source lines (without indentation)."""

    def lane(self, name: str) -> tuple[str, ...]:
        """The local variable names of the lane called `name`."""
        ...

    def round_loop(self) -> str:
        """The `for` statement over `constants`, one pass per round."""
        ...

    def xor(self, out: tuple[str, ...], *lanes: tuple[str, ...]) -> list[str]:
        """out = XOR of `lanes`."""
        ...

    def rotate(self, out: tuple[str, ...], lane: tuple[str, ...], offset: int) -> list[str]:
        """out = `lane` rotated by `offset` (1..63) towards its more significant bits."""
        ...

    def complement(self, out: tuple[str, ...], lane: tuple[str, ...]) -> list[str]:
        """out = NOT lane."""
        ...

    def chi_term(
        self, out: tuple[str, ...], a: tuple[str, ...], b: tuple[str, ...], op: str, c: tuple[str, ...]
    ) -> list[str]:
        """out = a ^ (b op c), op "&" or "|"."""
        ...

    def iota(self, lane: tuple[str, ...]) -> list[str]:
        """lane ^= this round's constant."""
        ...


COMPLEMENTED = (1, 2, 8, 12, 17, 20)
"""The lanes held complemented inside the round loop (the "lane complementing transform", G. Bertoni, J. Daemen,
M. Peeters, G. Van Assche, R. Van Keer, "Keccak implementation overview" v3.2, section 2.2; XKCP's "Bebigokimisa"
lanes be, bi, go, ki, mi, sa): chi then needs one NOT per row instead of five (measured on CPython: the NOTs were
a third of the permutation's time)."""
_Term = tuple["int | str", "int | str", str, "int | str"]
_CHI_ROWS: tuple[tuple[int, tuple[_Term, ...]], ...] = (
    (2, ((0, 1, "|", 2), (1, "n", "|", 3), (2, 3, "&", 4), (3, 4, "|", 0), (4, 0, "&", 1))),
    (4, ((0, 1, "|", 2), (1, 2, "&", 3), (2, 3, "|", "n"), (3, 4, "|", 0), (4, 0, "&", 1))),
    (3, ((0, 1, "|", 2), (1, 2, "&", 3), (2, "n", "&", 4), ("n", 4, "|", 0), (4, 0, "&", 1))),
    (3, ((0, 1, "&", 2), (1, 2, "|", 3), (2, "n", "|", 4), ("n", 4, "&", 0), (4, 0, "|", 1))),
    (1, ((0, "n", "&", 2), ("n", 2, "|", 3), (2, 3, "&", 4), (3, 4, "|", 0), (4, 0, "&", 1))),
)
"""chi on each row y = 0..4 under that transform: the lane x complemented once (n), and for each output lane
x = 0..4 the terms of a ^ (b op c) (lane indices x within the row, or n); the outputs come out complemented
exactly where the next round's inputs must be."""


def _round_lines(emit: Emitter) -> list[str]:
    a = [emit.lane(f"a{i}") for i in range(25)]
    b = [emit.lane(f"b{i}") for i in range(25)]
    c = [emit.lane(f"c{x}") for x in range(5)]
    d = [emit.lane(f"d{x}") for x in range(5)]
    t = emit.lane("t")
    lines: list[str] = []
    for x in range(5):  # theta: column parities
        lines += emit.xor(c[x], *(a[x + 5 * y] for y in range(5)))
    for x in range(5):  # theta: D[x] = C[x - 1] ^ rot(C[x + 1], 1)
        lines += emit.rotate(t, c[(x + 1) % 5], 1)
        lines += emit.xor(d[x], c[(x - 1) % 5], t)
    for y in range(5):  # theta's XOR, rho and pi: B[x, y] = rot(A[(x + 3y) mod 5, x] ^ D[...], r[...])
        for x in range(5):
            source_x = (x + 3 * y) % 5
            source = source_x + 5 * x
            offset = ROTATION_OFFSETS[source]
            if offset == 0:
                lines += emit.xor(b[x + 5 * y], a[source], d[source_x])
            else:
                lines += emit.xor(t, a[source], d[source_x])
                lines += emit.rotate(b[x + 5 * y], t, offset)
    for y, (complemented, terms) in enumerate(_CHI_ROWS):  # chi on each row, lanes complemented as above
        lines += emit.complement(t, b[complemented + 5 * y])
        row = {x: b[x + 5 * y] for x in range(5)} | {"n": t}
        for x, (first, second, op, third) in enumerate(terms):
            lines += emit.chi_term(a[x + 5 * y], row[first], row[second], op, row[third])
    lines += emit.iota(a[0])
    return lines


def permutation_source(emit: Emitter, name: str, constants: str = "") -> str:
    """The source of `def name(state, constants) -> None`: the rounds of Keccak-p[1600] with the given round
    constants (in the layout's form) on `state`, a list of the 25 lanes' variables in lane order x + 5y, in place.
    `constants` names module constants the round uses ("MASK"): they become parameters with that default, so that the
    round reads a local variable, not a global (CPython's LOAD_FAST instead of LOAD_GLOBAL)."""
    variables = ", ".join(v for i in range(25) for v in emit.lane(f"a{i}"))
    complement = [line for i in COMPLEMENTED for line in emit.complement(emit.lane(f"a{i}"), emit.lane(f"a{i}"))]
    body = [f"    {variables} = state", *(f"    {line}" for line in complement), f"    {emit.round_loop()}"]
    body += [f"        {line}" for line in _round_lines(emit)]
    body += [f"    {line}" for line in complement]
    body.append(f"    state[:] = ({variables})")
    defaults = "".join(f", {constant}={constant}" for constant in constants.split())
    return f"def {name}(state, constants{defaults}):\n" + "\n".join(body) + "\n"
