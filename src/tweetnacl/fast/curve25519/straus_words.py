"""PyPy's multi-scalar multiplication for Ed25519 verification (RFC 8032 section 5.1.7): `straus.straus_vartime`'s
interleaving on machine-word limbs (`field_words`) instead of big ints (measured 1.1-1.4x faster there).

`ed25519` runs this on PyPy (`ed25519.STRAUS_WORDS`) and the big-int `straus.straus_vartime` on CPython. Same
events (`straus.events_vartime`: wNAF digits of B, 2^128 B, and the two public points), same group law (RFC 8032
section 5.1.4: the doubling with E = -2XY and without T, the cached and mixed additions); the entries are turned
into limbs as they are met, B's (affine: Z marked 0) kept in a cache (at most the 2 x 2 x 1,024 signed entries of
B's two tables), the points' converted per call.

Secrets: none may come here: everything is variable time, as in `straus` (public signatures, keys, challenges).

Bounds (`field_words`: `mul` and `square` take carried elements or sums and differences of two): the doubling's
F = 2C + G sums three carried elements and the addition's F = Z2 - C and G = Z2 + C (Z2 = Z + Z in a mixed addition)
three, so those are carried (`carry`) before they are multiplied; every other input is a carried element or a
sum or difference of two.
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.edwards import Point
from tweetnacl.fast.curve25519.field import P
from tweetnacl.fast.curve25519.field_words import Limbs, add, carry, from_limbs, mul, square, sub, to_limbs
from tweetnacl.fast.curve25519.straus import events_vartime

__all__ = ["straus_words_vartime"]

_ZERO: Limbs = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
_ONE: Limbs = (1, 0, 0, 0, 0, 0, 0, 0, 0, 0)

_WordEntry = tuple[Limbs, Limbs, Limbs | None, Limbs]
_AFFINE_CACHE: dict[Point, _WordEntry] = {}
"""B's and 2^128 B's table entries (either sign) in limbs, filled as verifications meet them."""


def _entry_words_vartime(entry: Point) -> _WordEntry:
    """A table entry (y+x, y-x, 2Z or 0 for Z = 1, 2dT), coordinates possibly negative, as carried limbs (None for
    the affine marker). Public data."""
    yp, ym, z2, t2d = entry
    return (to_limbs(yp % P), to_limbs(ym % P), to_limbs(z2 % P) if z2 else None, to_limbs(t2d % P))


def straus_words_vartime(b_scalar: int, p_scalar: int, p: Point, q_scalar: int, q: Point) -> tuple[int, int, int]:
    """`straus.straus_vartime` on limbs: [b_scalar] B + [p_scalar] p + [q_scalar] q as (X, Y, Z) in [0, p)."""
    events = events_vartime(b_scalar, p_scalar, p, q_scalar, q)
    cache = _AFFINE_CACHE
    x, y, z, t = _ZERO, _ONE, _ONE, _ZERO
    for entries in reversed(events):
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
        if entries is None:
            continue
        t = mul(ee, hh)
        for entry in entries:
            if entry[2]:
                yp, ym, z2_cached, t2d = _entry_words_vartime(entry)
                z2 = mul(z2_cached, z) if z2_cached is not None else add(z, z)
            else:
                words = cache.get(entry)
                if words is None:
                    words = cache[entry] = _entry_words_vartime(entry)
                yp, ym, _, t2d = words
                z2 = add(z, z)
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
