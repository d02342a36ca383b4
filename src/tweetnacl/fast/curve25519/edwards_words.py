"""PyPy's decodings of the public points of Ed25519 verification on `field_words` limbs (RFC 8032 section 5.1.3),
with the point negation and the identity test that `ed25519`'s verification on limbs needs, and the group law on
limbs (RFC 8032 section 5.1.4: `double_words`, `add_cached_words`) that `straus_words` and `window_words` share.

The same decodings as `edwards.decode_negated_vartime` (TweetNaCl's unpackneg) and `edwards.decode_canonical_vartime`,
the same accept/reject on every encoding, the points given as limbs for `straus_words`. Why (measured on PyPy 3.11,
2026-12-01): the square root's exponentiation on big ints (`field.fe_sqrt_ratio_candidate`: 252 squarings and 11
products, each an rbigint product and fold) took ~70-90 us a decoding, on limbs ~25-30 us; and the points then
need no conversion to limbs. The exponentiation is one loop of squarings inside one loop of runs (`pow_p58_words`),
so the JIT compiles a squaring loop and a short bridge per run instead of 263 field operations written out (which,
inlined into the callers' traces, made them too long: docs/internals.md).

Secrets: none may come here, but to the group law (straight-line code: no branch, index or loop on a value; the
fixed window of `window_words` runs it on secret points). Everything else is variable time (`*_vartime`): it branches on whether a root exists, on
its sign and on the encoding's bits. Callers pass public keys and signatures' R only.

Bounds (`field_words`: `mul` and `square` take carried elements or sums and differences of two, `carry` takes
|h_k| < 2^62, `from_limbs` limbs below 2^27 in magnitude): `to_limbs`, `mul`, `square` and `carry` give carried
elements; u = y^2 - 1 and v = d y^2 + 1 are a difference and a sum of two carried elements (|limb| < 2^27), so
they may be multiplied; a negation is 0 minus a carried element, carried before use (|h_k| < 2^26 + 2^17); the
identity test converts x (carried) and y - z (a difference of two carried elements). So every word is below 2^62
in magnitude (tests/test_straus_words.py runs these on instrumented ints).
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.field import MASK255, SQRT_M1, D, P, fe_from_bytes
from tweetnacl.fast.curve25519.field_words import Limbs, add, carry, from_limbs, mul, square, sub, to_limbs

__all__ = [
    "ONE_WORDS", "ZERO_WORDS", "CachedWords", "WordPoint", "add_cached_words", "decode_canonical_words_vartime",
    "decode_negated_words_vartime", "double_words", "is_identity_words_vartime", "point_negate_words", "pow_p58_words",
]  # fmt: skip

ZERO_WORDS: Limbs = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
ONE_WORDS: Limbs = (1, 0, 0, 0, 0, 0, 0, 0, 0, 0)

WordPoint = tuple[Limbs, Limbs, Limbs, Limbs]
"""(X, Y, Z, T) extended coordinates (RFC 8032 section 5.1.4) as carried limbs."""
CachedWords = tuple[Limbs, Limbs, Limbs, Limbs]
"""A point in cached form (Y + X, Y - X, 2Z, 2dT): sums and differences of two carried elements, 2dT carried or 0
minus a carried element (a negated entry)."""


def double_words(x: Limbs, y: Limbs, z: Limbs) -> WordPoint:
    """2 (X : Y : Z), T computed too (RFC 8032 section 5.1.4's doubling, E = -2XY: 0 minus a sum of two carried
    elements; F = 2C + G sums three, so it is carried first). Carried outputs."""
    aa = square(x)
    bb = square(y)
    cc = square(z)
    ee = mul(x, y)
    ee = sub(ZERO_WORDS, add(ee, ee))
    hh = add(aa, bb)
    gg = sub(aa, bb)
    ff = carry(*add(add(cc, cc), gg))
    return mul(ee, ff), mul(gg, hh), mul(ff, gg), mul(ee, hh)


def add_cached_words(x: Limbs, y: Limbs, z: Limbs, t: Limbs, entry: CachedWords) -> WordPoint:
    """(X : Y : Z : T) plus a point in cached form (RFC 8032 section 5.1.4's addition; 2Z times Z). Carried outputs."""
    yp, ym, z2, t2d = entry
    z2 = mul(z2, z)
    aa = mul(sub(y, x), ym)
    bb = mul(add(y, x), yp)
    cc = mul(t, t2d)
    ee = sub(bb, aa)
    hh = add(bb, aa)
    ff = sub(z2, cc)
    gg = add(z2, cc)
    return mul(ee, ff), mul(gg, hh), mul(ff, gg), mul(ee, hh)

_D_WORDS = to_limbs(D)
_SQRT_M1_WORDS = to_limbs(SQRT_M1)

_P58_RUNS = ((1, 0), (2, 1), (1, 0), (5, 3), (10, 4), (20, 5), (10, 4), (50, 7), (100, 8), (50, 7), (2, 0))
"""z^((p - 5)/8) = z^(2^252 - 3) as runs (squarings, then the product by saved power number f). The saved powers
are z, then every run's result in order: z^3, z^15, z^(2^5 - 1), z^(2^10 - 1), z^(2^20 - 1), z^(2^40 - 1),
z^(2^50 - 1), z^(2^100 - 1), z^(2^200 - 1), z^(2^250 - 1), and last z^(2^252 - 3): 251 squarings, 11 products (the
chain of ref10's fe_pow22523, written as data so that one loop runs it)."""


def pow_p58_words(z: Limbs) -> Limbs:
    """z^((p - 5)/8) for a carried z (the exponent of RFC 8032 section 5.1.3's square-root candidate), carried. A
    fixed sequence of operations (`_P58_RUNS`)."""
    x = z
    saved = [z]
    for squarings, factor in _P58_RUNS:
        for _ in range(squarings):
            x = square(x)
        x = mul(x, saved[factor])
        saved.append(x)
    return x


def _root_vartime(y: int, y_words: Limbs) -> tuple[Limbs, int] | None:
    """A square root x of (y^2 - 1)/(d y^2 + 1) for y in [0, p) (RFC 8032 section 5.1.3 steps 2-3, the root
    `field.fe_sqrt_ratio_vartime` gives) as (carried limbs, its value in [0, p)), or None when there is none."""
    y2 = square(y_words)
    u = sub(y2, ONE_WORDS)
    v = add(mul(y2, _D_WORDS), ONE_WORDS)
    v3 = mul(square(v), v)
    uv3 = mul(u, v3)
    x = mul(uv3, pow_p58_words(mul(uv3, mul(v3, v))))  # u v^3 (u v^7)^((p - 5)/8)
    vx2 = from_limbs(mul(v, square(x)))
    u_value = (y * y - 1) % P
    if vx2 != u_value:
        if vx2 != (-u_value) % P:
            return None
        x = mul(x, _SQRT_M1_WORDS)
    return x, from_limbs(x)


def decode_negated_words_vartime(s: bytes) -> WordPoint | None:
    """`edwards.decode_negated_vartime` on limbs: -A for the encoding s as TweetNaCl's unpackneg (y is the low 255
    bits mod p, y >= p accepted; x the root whose parity differs from the sign bit, x = 0 accepted with it set),
    or None when there is no root."""
    y = fe_from_bytes(s) % P
    y_words = to_limbs(y)
    root = _root_vartime(y, y_words)
    if root is None:
        return None
    x, x_value = root
    if x_value & 1 == s[31] >> 7:  # A's x has the sign bit's parity (the root, or -root): -A's is the other one
        x = carry(*sub(ZERO_WORDS, x))
    return (x, y_words, ONE_WORDS, mul(x, y_words))


def decode_canonical_words_vartime(s: bytes) -> WordPoint | None:
    """`edwards.decode_canonical_vartime` on limbs: the point whose canonical encoding (RFC 8032 section 5.1.2) is
    s, or None (y >= p, no root, or x = 0 with the sign bit set)."""
    y = int.from_bytes(s, "little") & MASK255
    if y >= P:
        return None
    sign = s[31] >> 7
    y_words = to_limbs(y)
    root = _root_vartime(y, y_words)
    if root is None:
        return None
    x, x_value = root
    if x_value == 0 and sign:
        return None
    if x_value & 1 != sign:
        x = carry(*sub(ZERO_WORDS, x))
    return (x, y_words, ONE_WORDS, mul(x, y_words))


def point_negate_words(p: WordPoint) -> WordPoint:
    """-p = (-X, Y, Z, -T), carried."""
    x, y, z, t = p
    return (carry(*sub(ZERO_WORDS, x)), y, z, carry(*sub(ZERO_WORDS, t)))


def is_identity_words_vartime(x: Limbs, y: Limbs, z: Limbs) -> bool:
    """Whether projective (X : Y : Z), carried limbs, is the identity (0 : 1 : 1): X = 0 and Y = Z mod p."""
    return from_limbs(x) == 0 and from_limbs(sub(y, z)) == 0
