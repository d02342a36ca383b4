"""Test-only helpers for the Curve25519 family (`tweetnacl.fast.curve25519`): plain reads of its tables and the
double-scalar multiplication its verification generalizes, which no code in src/ needs."""

from __future__ import annotations

from tweetnacl.fast.curve25519.edwards import Point
from tweetnacl.fast.curve25519.scalar import L
from tweetnacl.fast.curve25519.straus import straus_vartime


def lane_entry(table: object, position: int, j: int) -> tuple[int, int, int]:
    """Entry j at `position` of a `comb` lane table by plain indexing (shift and mask): what the constant-time
    selection must match. The table keeps, per coordinate c, the pairs (entry 2j, entry 2j xor entry 2j+1) in
    `evens` and `diffs` (coordinate-major), each value's lane `position` holding that position's coordinate."""
    count: int = table.count  # type: ignore[attr-defined]
    evens: list[int] = table.evens  # type: ignore[attr-defined]
    diffs: list[int] = table.diffs  # type: ignore[attr-defined]
    lane = 256 * position
    full = 2**256 - 1
    values = []
    for c in range(3):
        index = c * (count // 2) + (j >> 1)
        value = evens[index] ^ diffs[index] if j & 1 else evens[index]
        values.append((value >> lane) & full)
    return (values[0], values[1], values[2])


def double_scalarmult_vartime(b_scalar: int, a_scalar: int, a_point: Point) -> tuple[int, int, int]:
    """[b_scalar] B + [a_scalar] a_point as (X, Y, Z), scalars >= 0, by `straus.straus_vartime` with one point."""
    return straus_vartime(b_scalar % L, a_scalar, a_point, 0, a_point)
