"""The edwards25519 group on Python ints: points, the group law, encoding and decoding, small-order and
main-subgroup checks (RFC 8032 section 5.1; Hisil, Wong, Carter, Dawson, "Twisted Edwards curves revisited", 2008).

Points are tuples of field elements (Python ints) in extended twisted Edwards coordinates
(X, Y, Z, T) with x = X/Z, y = Y/Z, x*y = T/Z (RFC 8032 section 5.1.4). The addition and doubling formulas are
the unified ones of RFC 8032 section 5.1.4: complete on this curve (a = -1 is a square, d is not), so the same
straight-line code serves every input, the identity and small-order points included. Encoding is RFC 8032
section 5.1.2, decoding section 5.1.3 (three variants: TweetNaCl's unpackneg, the canonical one, and libsodium's
ge25519_frombytes in constant time). The group is E(GF(p)) = Z/8 x Z/L; the checks for small order and for the
subgroup of order L are here too.

Secrets: `point_add`, `point_double`, `point_negate`, `encode_ct` (blinded inversion), `decode_ct` and
`has_small_order_y_ct` are safe on secret points: no branch, index, early exit or operand sign follows the point
(every intermediate is non-negative; both square-root branches are computed and chosen by `select`'s masks). The
`*_vartime` functions branch on their input and must only ever see public data (public keys, signatures, table
points); `in_main_subgroup_vartime` sees a secret point only blinded (`group`).

Bounds: coordinates are reduced to [0, p) between functions; inside `point_add` and `point_double` every
subtrahend is in [0, p) and p is added before each subtraction, so every difference is in [1, 2p).
"""

from __future__ import annotations

import hmac

from tweetnacl.fast.curve25519.field import (
    MASK255,
    SQRT_M1,
    D,
    P,
    fe_from_bytes,
    fe_invert_blinded,
    fe_sqrt_ratio_candidate,
    fe_sqrt_ratio_vartime,
)
from tweetnacl.fast.curve25519.select import choose_ct, equal_ct

__all__ = [
    "BASE", "D2", "SMALL_ORDER_YS", "Niels", "Point", "decode_canonical_vartime", "decode_ct", "decode_negated_vartime",
    "encode_ct", "has_small_order_y_ct", "in_main_subgroup_vartime", "odd_multiples_vartime", "point_add",
    "point_double", "point_negate", "to_niels_batch",
]  # fmt: skip

Point = tuple[int, int, int, int]
"""(X, Y, Z, T), extended coordinates, reduced to [0, p) when passed between functions."""

Niels = tuple[int, int, int]
"""An affine point as (y + x, y - x, 2*d*x*y) mod p: the precomputed form of a mixed addition."""

D2 = 2 * D % P
"""2 d mod p: the factor of T in the addition formula (RFC 8032 section 5.1.4) and of the Niels forms."""


def _recover_x_vartime(y: int, sign: int) -> int | None:
    """x with the given parity on the curve at y (RFC 8032 section 5.1.3 steps 2-4). Public data only."""
    y2 = y * y % P
    x = fe_sqrt_ratio_vartime(y2 - 1, D * y2 + 1)
    if x is None:
        return None
    if x & 1 != sign:
        x = (P - x) % P
    return x


_BASE_Y = 4 * pow(5, P - 2, P) % P
_BASE_X = _recover_x_vartime(_BASE_Y, 0)
assert _BASE_X is not None
BASE: Point = (_BASE_X, _BASE_Y, 1, _BASE_X * _BASE_Y % P)
"""The base point B (RFC 8032 section 5.1: y = 4/5, x even)."""

# ---------------------------------------------------------------------------------------------
# Group law (RFC 8032 section 5.1.4). Straight-line code: usable on secret points.
# ---------------------------------------------------------------------------------------------


def point_add(p: Point, q: Point) -> Point:
    """p + q, both extended (RFC 8032 section 5.1.4, "add-2008-hwcd-3"), coordinates in [0, p) in and out.

    Every intermediate is non-negative (CPython runs `*` and `%` on a negative int by other paths, so the
    sign of a difference would show in the time of the Montgomery ladder, which runs this on secret
    points): each subtrahend is a reduced value in [0, p) (x1, x2, a, c), so p added before the subtraction
    keeps the difference in [1, 2p)."""
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 + P - x1) * (y2 + P - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = t1 * D2 % P * t2 % P
    dd = 2 * z1 * z2 % P
    e = b + P - a
    f = dd + P - c
    g = dd + c
    h = b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def point_double(p: Point) -> Point:
    """2p (RFC 8032 section 5.1.4, "dbl-2008-hwcd"), coordinates in [0, p) in and out. Non-negative
    throughout, as `point_add`: the subtrahends (x1 + y1)^2 mod p and b are in [0, p), so p is added first."""
    x1, y1, z1, _ = p
    a = x1 * x1 % P
    b = y1 * y1 % P
    c = 2 * z1 * z1 % P
    h = a + b
    e = h + P - (x1 + y1) * (x1 + y1) % P
    g = a + P - b
    f = c + g
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def point_negate(p: Point) -> Point:
    """-p = (-x, y): coordinates in [0, p) in and out, no negative intermediate (straight-line: safe on secrets)."""
    x, y, z, t = p
    return ((P - x) % P, y, z, (P - t) % P)


def encode_ct(p: Point) -> bytes:
    """RFC 8032 section 5.1.2 encoding of a point with non-negative coordinates; the inversion is blinded
    (`fe_invert_blinded`): safe on secret points."""
    x, y, z, _ = p
    zinv = fe_invert_blinded(z)
    x = x * zinv % P
    y = y * zinv % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def to_niels_batch(points: list[Point]) -> list[Niels]:
    """Affine (y + x, y - x, 2dxy) of each point, one shared inversion (Montgomery's trick), blinded
    (`fe_invert_blinded`: the variable-time inversion sees only the product times a fresh uniform factor), since
    the window's per-call table is built from a point that may be secret (`comb._VariableBaseTable`)."""
    prefix: list[int] = []
    acc = 1
    for _, _, z, _ in points:
        prefix.append(acc)
        acc = acc * z % P
    inv = fe_invert_blinded(acc)
    out: list[Niels] = [(0, 0, 0)] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z, _ = points[i]
        zinv = inv * prefix[i] % P
        inv = inv * z % P
        x = x * zinv % P
        y = y * zinv % P
        out[i] = ((y + x) % P, (y - x) % P, D2 * x % P * y % P)
    return out


def odd_multiples_vartime(p: Point, count: int) -> list[Point]:
    """p, 3p, 5p, ..., (2 count - 1) p: the tables of `comb` and `straus` (a public count of straight-line group
    operations)."""
    out = [p]
    p2 = point_double(p)
    for _ in range(count - 1):
        out.append(point_add(out[-1], p2))
    return out


# ---------------------------------------------------------------------------------------------
# Decoding of public points (public keys, signatures' R: variable time).
# ---------------------------------------------------------------------------------------------


def decode_negated_vartime(s: bytes) -> Point | None:
    """-A for the encoding s, exactly as TweetNaCl's unpackneg: y is the low 255 bits taken mod p
    (y >= p is accepted), x the square root of (y^2 - 1)/(d y^2 + 1) whose parity differs from the sign
    bit (so x = 0 with the sign bit set is accepted, as (0, y)); None when there is no square root."""
    y = fe_from_bytes(s) % P
    x = _recover_x_vartime(y, s[31] >> 7)
    if x is None:
        return None
    x = (P - x) % P
    return (x, y, 1, x * y % P)


def decode_canonical_vartime(s: bytes) -> Point | None:
    """The point whose canonical encoding (RFC 8032 section 5.1.2, as TweetNaCl's pack writes it) is s,
    or None: y >= p, no square root, or x = 0 with the sign bit set are not canonical. Public data only."""
    y = int.from_bytes(s, "little") & MASK255
    if y >= P:
        return None
    sign = s[31] >> 7
    x = _recover_x_vartime(y, sign)
    if x is None or (x == 0 and sign):
        return None
    return (x, y, 1, x * y % P)


# ---------------------------------------------------------------------------------------------
# Small order and the subgroup of order L (public data: variable time; `group` blinds a secret point first).
# ---------------------------------------------------------------------------------------------


def _small_order_ys() -> frozenset[int]:
    """y of the points of order 1, 2, 4 and 8: 1, -1, 0 and the two roots of d y^4 + 2 y^2 - 1 = 0
    (a point of order 8 doubles to (+-sqrt(-1), 0), i.e. x^2 = -y^2 on the curve)."""
    ys = {0, 1, P - 1}
    disc = fe_sqrt_ratio_vartime(1 + D, 1)
    assert disc is not None
    for root in (disc, P - disc):
        y = fe_sqrt_ratio_vartime(root - 1, D)
        if y is not None:
            ys.update({y, (P - y) % P})
    return frozenset(ys)


SMALL_ORDER_YS = _small_order_ys()
"""The y (in [0, p)) of the 8 points of order 1, 2, 4 and 8; a y not in this set is that of points of order L,
2 L, 4 L or 8 L (or of no point)."""


_ONE_PLUS_D = (1 + D) % P


def in_main_subgroup_vartime(y: int) -> bool:
    """Whether the points with this y (0 <= y < p; P and -P share it, and one is in a subgroup iff the other
    is) are in the subgroup of order L, for points on the curve not of small order. Public data only.

    E(GF(p)) = Z/8 x Z/L (the 2-part is cyclic: there are points of order 8), so the subgroup of order L is
    8 E: the points that can be halved three times. A half Q of P = (X, Y) has T = y_Q^2 a root of
    d (1 + Y) T^2 + 2 (1 - d Y) T - (1 + Y) = 0 (the doubling formula y = (x^2 + y^2) / (2 + x^2 - y^2) of RFC
    8032 section 5.1.4 with x^2 = (T - 1) / (1 + d T) from the curve equation), whose discriminant / 4 is
    (1 + d) (1 + d Y^2). The product of the roots is -1/d, which is no square: so when the discriminant is
    a square exactly one root is the square of a y in GF(p), whose x = X (T - x^2) / (2 y) is then in GF(p)
    too, and P can be halved; when it is not, no half has a y in GF(p). Three halvings, each one or two
    square roots (about 5 inversion-sized exponentiations in all), replace the [L] P of the definition (a
    253-bit multiplication). Tested against libsodium on points of every order 8 L / 2^i."""
    for level in range(3):
        root = fe_sqrt_ratio_vartime(_ONE_PLUS_D * (1 + D * y % P * y) % P, 1)
        if root is None:
            return False
        if level == 2:
            return True
        linear = (1 + P - D * y % P) % P  # 1 - d Y
        leading = D * (1 + y) % P  # d (1 + Y), not 0: Y = -1 is of small order
        half = fe_sqrt_ratio_vartime((root + P - linear) % P, leading)
        if half is None:
            half = fe_sqrt_ratio_vartime((2 * P - root - linear) % P, leading)
            assert half is not None  # one of the two roots is a square (see above)
        y = half
    raise AssertionError("unreachable")


# ---------------------------------------------------------------------------------------------
# Decoding and the small-order check of a point that may be secret (the edwards25519 group API: an OPRF's
# H(password) is a secret point). No branch, index or operand shape follows the point, except through what the
# caller gets anyway (an error for an invalid point).
# ---------------------------------------------------------------------------------------------


def decode_ct(s: bytes) -> Point | None:
    """libsodium's ge25519_frombytes (the rules of `decode_negated_vartime`, not negated: y the low 255 bits mod p,
    x of the sign bit's parity, x = 0 accepted with either sign), None where u/v has no square root (an error, so
    public). Safe on a secret point: RFC 8032 section 5.1.3's two branches (x or x sqrt(-1); x or p - x) are both
    computed and chosen by `choose_ct`, as libsodium's fe25519_cmov does; the candidate root is a fixed
    exponentiation (`fe_sqrt_ratio_candidate`); y >= p is reduced by a choice too."""
    raw = fe_from_bytes(s)
    y = choose_ct((raw + 19) >> 255, raw, (raw + 19) & MASK255)  # y or y - p: bit 255 of y + 19 says y >= p
    y2 = y * y % P
    u = (y2 + P - 1) % P
    v = (D * y2 + 1) % P
    x, vx2 = fe_sqrt_ratio_candidate(u, v)
    direct, flipped = equal_ct(vx2, u), equal_ct(vx2, (P - u) % P)
    if not direct | flipped:  # no square root: the point is refused (public)
        return None
    x = choose_ct(1 - direct, x, x * SQRT_M1 % P)
    x = choose_ct((x & 1) ^ (s[31] >> 7), x, (P - x) % P)
    return (x, y, 1, x * y % P)


_SMALL_ORDER_Y_ENCODINGS = tuple(y.to_bytes(32, "little") for y in sorted(SMALL_ORDER_YS))


def has_small_order_y_ct(s: bytes) -> bool:
    """The low 255 bits of s are the y of a point of order 1, 2, 4 or 8 (canonical y): every comparison made,
    each by `hmac.compare_digest` (a frozenset lookup hashes y and compares on collision)."""
    y_bytes = s[:31] + bytes([s[31] & 127])
    return sum(hmac.compare_digest(y_bytes, small) for small in _SMALL_ORDER_Y_ENCODINGS) > 0
