"""PyPy's multi-scalar multiplication for Ed25519 verification (RFC 8032 section 5.1.7): `straus.straus_vartime`'s
interleaving on machine-word limbs (`field_words`) instead of big ints.

`ed25519` runs this on PyPy (`ed25519.STRAUS_WORDS`) and the big-int `straus.straus_vartime` on CPython. Same
digits (`straus.wnaf_terms_vartime`: wNAF of B, 2^128 B, and the two public points), same group law (RFC 8032
section 5.1.4: the doubling with E = -2XY and without T, the cached and mixed additions). The tables are in limbs,
both signs: B's and 2^128 B's (affine, built once from `straus.base_odd_tables`), the points' per call (from
`straus.cached_odd_multiples_vartime`, 8 entries each). Why: converting each met entry to limbs cost ~4.6 us, ~200 us
a verification (measured on PyPy 3.11), more than a third of the loop.

How the digits find the limbs: `wnaf_terms_vartime` is handed "index entries" (j, ~j, table, 0) and writes the
negation of an entry as its first two items swapped (and the last negated: 0 stays 0), so an event's first item is
j for +table[j] and ~j = -1 - j for its negative; each limb table lists the positive multiples then the negative
ones in reverse order, so that table[k] (Python's negative indexing) is the limb entry of either.

Secrets: none may come here: everything is variable time, as in `straus` (public signatures, keys, challenges).

Bounds (`field_words`: `mul` and `square` take carried elements or sums and differences of two): a negated T2d is
0 minus a carried element; the doubling's F = 2C + G sums three carried elements and the addition's F = Z2 - C and
G = Z2 + C (Z2 = Z + Z in a mixed addition) three, so those are carried (`carry`) before they are multiplied;
every other input is a carried element or a sum or difference of two.
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.edwards import Point
from tweetnacl.fast.curve25519.field import P
from tweetnacl.fast.curve25519.field_words import Limbs, add, carry, from_limbs, mul, square, sub, to_limbs
from tweetnacl.fast.curve25519.straus import (
    A_WINDOW,
    B_WINDOW,
    LOW_128,
    base_odd_tables,
    cached_odd_multiples_vartime,
    wnaf_terms_vartime,
)

__all__ = ["straus_words_vartime"]

_ZERO: Limbs = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
_ONE: Limbs = (1, 0, 0, 0, 0, 0, 0, 0, 0, 0)

_WordEntry = tuple[Limbs, Limbs, Limbs | None, Limbs]
"""(y+x, y-x, 2Z or None for Z = 1, 2dT) as limbs."""
_WordTable = list[_WordEntry]
_IndexEntry = tuple[int, int, _WordTable, int]
"""(j, ~j, the limb table, 0): what `wnaf_terms_vartime` is given in place of a point (see the module docstring)."""


def _word_table_vartime(entries: list[Point]) -> tuple[_WordTable, list[_IndexEntry]]:
    """The limb table of both signs of entries (y+x, y-x, 2Z or 0 for Z = 1, 2dT in [0, p)) and its index entries.
    Public data."""
    positive: _WordTable = []
    for yp, ym, z2, t2d in entries:
        positive.append((to_limbs(yp), to_limbs(ym), to_limbs(z2) if z2 else None, to_limbs(t2d)))
    negative = [(ym, yp, z2, sub(_ZERO, t2d)) for yp, ym, z2, t2d in reversed(positive)]
    table = positive + negative
    return table, [(j, ~j, table, 0) for j in range(len(positive))]


_BASE_WORD_TABLES: tuple[list[_IndexEntry], list[_IndexEntry]] | None = None
"""The index entries of B's and 2^128 B's limb tables, built on first use."""


def _base_word_tables() -> tuple[list[_IndexEntry], list[_IndexEntry]]:
    global _BASE_WORD_TABLES
    tables = _BASE_WORD_TABLES
    if tables is None:
        b_table, b_128_table = base_odd_tables()
        tables = _BASE_WORD_TABLES = (_word_table_vartime(b_table)[1], _word_table_vartime(b_128_table)[1])
    return tables


def _point_index_entries(p: Point) -> list[_IndexEntry]:
    """The index entries of p's cached odd multiples (wNAF width `straus.A_WINDOW`) as limbs. Public data."""
    entries = [(yp % P, ym % P, z2 % P, t2d % P) for yp, ym, z2, t2d in cached_odd_multiples_vartime(p)]
    return _word_table_vartime(entries)[1]


def straus_words_vartime(b_scalar: int, p_scalar: int, p: Point, q_scalar: int, q: Point) -> tuple[int, int, int]:
    """`straus.straus_vartime` on limbs: [b_scalar] B + [p_scalar] p + [q_scalar] q as (X, Y, Z) in [0, p)."""
    b_low, b_high = b_scalar & LOW_128, b_scalar >> 128
    length = max(b_low.bit_length(), b_high.bit_length(), p_scalar.bit_length(), q_scalar.bit_length()) + 1
    events: list[list[_IndexEntry] | None] = [None] * length
    b_entries, b_128_entries = _base_word_tables()
    wnaf_terms_vartime(b_low, B_WINDOW, b_entries, events)  # type: ignore[arg-type]
    wnaf_terms_vartime(b_high, B_WINDOW, b_128_entries, events)  # type: ignore[arg-type]
    if p_scalar:
        wnaf_terms_vartime(p_scalar, A_WINDOW, _point_index_entries(p), events)  # type: ignore[arg-type]
    if q_scalar:
        wnaf_terms_vartime(q_scalar, A_WINDOW, _point_index_entries(q), events)  # type: ignore[arg-type]
    x, y, z, t = _ZERO, _ONE, _ONE, _ZERO
    for index_entries in reversed(events):
        # Doubling (RFC 8032 section 5.1.4) without T, E = -2XY.
        aa = square(x)
        bb = square(y)
        cc = square(z)
        ee = mul(x, y)
        ee = sub(_ZERO, add(ee, ee))
        hh = add(aa, bb)
        gg = sub(aa, bb)
        ff = carry(*add(add(cc, cc), gg))
        x = mul(ee, ff)
        y = mul(gg, hh)
        z = mul(ff, gg)
        if index_entries is None:
            continue
        t = mul(ee, hh)
        for k, _, table, _ in index_entries:
            yp, ym, z2_cached, t2d = table[k]
            z2 = mul(z2_cached, z) if z2_cached is not None else add(z, z)
            aa = mul(sub(y, x), ym)
            bb = mul(add(y, x), yp)
            cc = mul(t, t2d)
            ee = sub(bb, aa)
            hh = add(bb, aa)
            ff = carry(*sub(z2, cc))
            gg = carry(*add(z2, cc))
            x = mul(ee, ff)
            y = mul(gg, hh)
            z = mul(ff, gg)
            t = mul(ee, hh)
    return (from_limbs(x), from_limbs(y), from_limbs(z))
