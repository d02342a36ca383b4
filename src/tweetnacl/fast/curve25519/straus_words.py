"""PyPy's multi-scalar multiplication for Ed25519 verification (RFC 8032 section 5.1.7): `straus.straus_vartime`'s
interleaving on machine-word limbs (`field_words`) instead of big ints.

`ed25519` runs this on PyPy (`ed25519.STRAUS_WORDS`) and the big-int `straus.straus_vartime` on CPython. Same
digits (`straus.wnaf_terms_vartime`: wNAF of B, 2^128 B, and the two public points), same group law (RFC 8032
section 5.1.4: the doubling with E = -2XY and without T, the cached and mixed additions). The tables are in limbs,
both signs: B's and 2^128 B's (affine, converted once from `straus.base_odd_tables`), the points' computed on limbs
per call (8 entries each) from the points' limbs (`edwards_words`' decodings: no conversion). Why (measured on
PyPy 3.11): converting each met entry to limbs cost ~4.6 us, ~200 us a verification, more than a third of the loop;
the points' odd multiples on big ints and their conversion ~80 us each, on limbs ~20 us.

How the digits find the limbs: `wnaf_terms_vartime` is handed "index entries" (j, 2n - 1 - j, table, 0) and writes
the negation of an entry as its first two items swapped (and the last negated: 0 stays 0), so an event's first item
is j for +table[j] and 2n - 1 - j for its negative; each limb table lists the n positive multiples then the negative
ones in reverse order. The loop has one path (measured on PyPy 3.11: every branch of the former loop, on a missing
digit, an affine entry or Python's negative indexing, became a JIT bridge of ~8,000-16,000 operations, compiled one
after another over the first seconds): every position computes T, B's entries carry 2Z = 2 and are multiplied as
the points' are.

Secrets: none may come here: everything is variable time, as in `straus` (public signatures, keys, challenges),
but `point_index_entries`, straight-line code on limbs, which `window_words` also runs on a secret point.

Bounds (`field_words`: `mul` and `square` take carried elements or sums and differences of two): a negated T2d is
0 minus a carried element; the doubling's F = 2C + G sums three carried elements, so it is carried (`carry`) before
it is multiplied; every other input is a carried element or a sum or difference of two (the cached Y + X, Y - X and 2Z included).
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.edwards import D2, Point
from tweetnacl.fast.curve25519.edwards_words import (
    ONE_WORDS, ZERO_WORDS, WordPoint, add_cached_words, double_words,
)  # fmt: skip
from tweetnacl.fast.curve25519.field_words import Limbs, add, mul, sub, to_limbs
from tweetnacl.fast.curve25519.straus import (
    A_WINDOW,
    B_WINDOW,
    LOW_128,
    base_odd_tables,
    wnaf_terms_vartime,
)

__all__ = ["PointIndexTable", "multiscalar_words_vartime", "point_index_entries", "run_word_events_vartime", "straus_words_vartime"]

_TWO: Limbs = (2, 0, 0, 0, 0, 0, 0, 0, 0, 0)

_WordEntry = tuple[Limbs, Limbs, Limbs, Limbs]
"""(Y+X, Y-X, 2Z, 2dT) as limbs (B's with Z = 1: 2Z is 2, multiplied like the points' to keep one path)."""
_WordTable = list[_WordEntry]
_IndexEntry = tuple[int, int, _WordTable, int]
"""(j, 2n - 1 - j, the limb table of 2n entries, 0): what `wnaf_terms_vartime` is given in place of a point (see the module docstring)."""


def _index_entries(positive: list[_WordEntry]) -> list[_IndexEntry]:
    """The index entries of the limb table of positive's entries and their negatives (-(x, y) = (-x, y): y+x and
    y-x swapped, 2dT negated). Straight-line code on the limbs: `window_words` builds its table of a secret point
    with it."""
    negative = [(ym, yp, z2, sub(ZERO_WORDS, t2d)) for yp, ym, z2, t2d in reversed(positive)]
    table = positive + negative
    last = len(table) - 1
    return [(j, last - j, table, 0) for j in range(len(positive))]


PointIndexTable = list[_IndexEntry]
"""A point's odd multiples as `point_index_entries` gives them: what `multiscalar_words_vartime` takes per point."""

_BASE_WORD_TABLES: tuple[list[_IndexEntry], list[_IndexEntry]] | None = None
"""The index entries of B's and 2^128 B's limb tables, built on first use."""


def _base_word_tables() -> tuple[list[_IndexEntry], list[_IndexEntry]]:
    """B's and 2^128 B's index entries (`_BASE_WORD_TABLES`)."""
    global _BASE_WORD_TABLES
    tables = _BASE_WORD_TABLES
    if tables is None:
        b_table, b_128_table = base_odd_tables()
        tables = _BASE_WORD_TABLES = (_affine_index_entries(b_table), _affine_index_entries(b_128_table))
    return tables


def _affine_index_entries(table: list[Point]) -> list[_IndexEntry]:
    """The index entries of an affine table's (y+x, y-x, 0, 2dxy in [0, p)) limb table."""
    return _index_entries([(to_limbs(yp), to_limbs(ym), _TWO, to_limbs(t2d)) for yp, ym, _, t2d in table])


_D2_WORDS = to_limbs(D2)
"""2d as limbs: the factor of the cached form's 2dT."""


def point_index_entries(p: WordPoint) -> list[_IndexEntry]:
    """The index entries of p's odd multiples p, 3p, ..., (2^(w-1) - 1) p (wNAF width `straus.A_WINDOW`) in cached
    form (Y + X, Y - X, 2Z, 2dT), computed on limbs (`straus.cached_odd_multiples_vartime`'s steps: 2p with T, then
    additions of it). p's coordinates carried. Straight-line code (no branch, index or loop count on a value):
    `window_words` runs it on a secret point too."""
    x, y, z, t = p
    d2 = _D2_WORDS
    # 2p (doubling, with T), in cached form.
    x2, y2, z2, t2 = double_words(x, y, z)
    twice = (add(y2, x2), sub(y2, x2), add(z2, z2), mul(t2, d2))
    positive: list[_WordEntry] = [(add(y, x), sub(y, x), add(z, z), mul(t, d2))]
    for _ in range((1 << (A_WINDOW - 2)) - 1):
        x, y, z, t = add_cached_words(x, y, z, t, twice)
        positive.append((add(y, x), sub(y, x), add(z, z), mul(t, d2)))
    return _index_entries(positive)


def straus_words_vartime(
    b_scalar: int, p_scalar: int, p: WordPoint, q_scalar: int, q: WordPoint
) -> tuple[Limbs, Limbs, Limbs]:
    """`straus.straus_vartime` on limbs: [b_scalar] B + [p_scalar] p + [q_scalar] q as (X, Y, Z), carried limbs, for
    the points' carried limbs (`edwards_words`' decodings)."""
    b_low, b_high = b_scalar & LOW_128, b_scalar >> 128
    length = max(b_low.bit_length(), b_high.bit_length(), p_scalar.bit_length(), q_scalar.bit_length()) + 1
    events: list[list[_IndexEntry]] = [[] for _ in range(length)]  # no None: one path through the loop
    b_entries, b_128_entries = _base_word_tables()
    wnaf_terms_vartime(b_low, B_WINDOW, b_entries, events)  # type: ignore[arg-type]
    wnaf_terms_vartime(b_high, B_WINDOW, b_128_entries, events)  # type: ignore[arg-type]
    if p_scalar:
        wnaf_terms_vartime(p_scalar, A_WINDOW, point_index_entries(p), events)  # type: ignore[arg-type]
    if q_scalar:
        wnaf_terms_vartime(q_scalar, A_WINDOW, point_index_entries(q), events)  # type: ignore[arg-type]
    return run_word_events_vartime(events)


def multiscalar_words_vartime(b_scalar: int, terms: list[tuple[int, PointIndexTable]]) -> tuple[Limbs, Limbs, Limbs]:
    """`straus.multiscalar_vartime` on limbs: [b_scalar] B + the sum of [scalar] point over terms, each point given
    by its `point_index_entries`, as (X, Y, Z) carried limbs (Ed25519 batch verification). Public data."""
    b_low, b_high = b_scalar & LOW_128, b_scalar >> 128
    length = max(b_low.bit_length(), b_high.bit_length(), *(scalar.bit_length() for scalar, _ in terms)) + 1
    events: list[list[_IndexEntry]] = [[] for _ in range(length)]  # no None: one path through the loop
    b_entries, b_128_entries = _base_word_tables()
    wnaf_terms_vartime(b_low, B_WINDOW, b_entries, events)  # type: ignore[arg-type]
    wnaf_terms_vartime(b_high, B_WINDOW, b_128_entries, events)  # type: ignore[arg-type]
    for scalar, table in terms:
        wnaf_terms_vartime(scalar, A_WINDOW, table, events)  # type: ignore[arg-type]
    return run_word_events_vartime(events)


def run_word_events_vartime(events: list[list[_IndexEntry]]) -> tuple[Limbs, Limbs, Limbs]:
    """`straus.run_events_vartime` on limbs: the chain of doublings and the additions of each position's index
    entries, from the identity, last position first. Public data."""
    x, y, z, t = ZERO_WORDS, ONE_WORDS, ONE_WORDS, ZERO_WORDS
    for index_entries in reversed(events):
        # T also where no addition follows: no branch (measured: each path became a JIT bridge).
        x, y, z, t = double_words(x, y, z)
        for k, _, table, _ in index_entries:
            x, y, z, t = add_cached_words(x, y, z, t, table[k])
    return (x, y, z)
