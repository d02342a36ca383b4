"""ristretto255 (RFC 9496) on the edwards25519 group: libsodium's crypto_core_ristretto255_* point functions and
crypto_scalarmult_ristretto255{,_base}.

ristretto255's only new parts are its encoding (RFC 9496 section 4.3.2), decoding (section 4.3.1) and one-way map
(section 4.3.4, and `from_hash`'s sum of two maps); the points are edwards25519's (`edwards`: group law), the
multiplications `group`'s constant-time ones (`group.multiply_ct`, `group.multiply_base_ct`: libsodium's
scalar with bit 255 cleared), and the scalar functions are `group`'s (the same order L; the bindings call them).
A decoded point may differ from a point of order L by a torsion point of order 2 or 4; the encoding forgets that
torsion (it is the same for all four points of a coset of the 4-torsion), so [t] Q encodes as [t mod L] of Q's
order-L part.

Acceptance rules are libsodium's (`crypto_core/ed25519/core_ristretto255.c`, `crypto_scalarmult/ristretto255/` and
`ristretto255_frombytes` in `ed25519_ref10.c`, 1.0.22), which are RFC 9496's: an encoding is valid when it is
canonical (below p, even, bit 255 clear) and decodes; the identity (32 zero bytes) is a valid point for
`is_valid_point`, `add` and `sub`; a scalar multiplication whose result is the identity fails (so does a zero
scalar, and the identity point); scalars are 32 bytes, bit 255 ignored.

Which data is secret: scalars always (constant-time multiplication, as X25519 and signing). Points may be secret too
(an OPRF client multiplies its H(password), RFC 9497): decoding, encoding and the map are straight-line code on
field elements in [0, p), their square roots the fixed exponentiation of `field.fe_sqrt_ratio_m1_ct`, every choice a
guarded mask (`select.choose_ct`), every comparison `select.equal_ct`; an invalid encoding is an error, so whether
it decodes is public (one branch, after every check is made). Nothing here needs an inversion: the encoding's
denominators come with its inverse square root.
"""

from __future__ import annotations

import hmac

from tweetnacl._random import random_bytes
from tweetnacl.fast.curve25519.edwards import Point, point_add
from tweetnacl.fast.curve25519.field import MASK255, SQRT_M1, D, P, fe_abs_ct, fe_is_negative_ct, fe_sqrt_ratio_m1_ct
from tweetnacl.fast.curve25519.group import (
    multiply_base_ct,
    multiply_ct,
    scalar_add,
    scalar_complement,
    scalar_invert,
    scalar_mul,
    scalar_negate,
    scalar_reduce,
    scalar_sub,
    sum_of_encodings,
)
from tweetnacl.fast.curve25519.select import choose_ct, equal_ct

__all__ = [
    "add", "crypto_core_ristretto255_add", "crypto_core_ristretto255_from_hash",
    "crypto_core_ristretto255_is_valid_point", "crypto_core_ristretto255_scalar_add",
    "crypto_core_ristretto255_scalar_complement", "crypto_core_ristretto255_scalar_invert",
    "crypto_core_ristretto255_scalar_mul", "crypto_core_ristretto255_scalar_negate",
    "crypto_core_ristretto255_scalar_reduce", "crypto_core_ristretto255_scalar_sub", "crypto_core_ristretto255_sub",
    "crypto_scalarmult_ristretto255", "crypto_scalarmult_ristretto255_base", "decode_ct", "encode_ct", "from_hash",
    "is_valid_point", "random_point", "scalarmult", "scalarmult_base", "sub",
]  # fmt: skip

# RFC 9496 section 4.1's constants, as the RFC gives them (checked against their definitions below).
SQRT_AD_MINUS_ONE = 25063068953384623474111414158702152701244531502492656460079210482610430750235
"""sqrt(a d - 1) with a = -1 (the RFC's root, odd)."""
INVSQRT_A_MINUS_D = 54469307008909316920995813868745141605393597292927456921205312896311721017578
"""1/sqrt(a - d), the non-negative root."""
ONE_MINUS_D_SQ = 1159843021668779879193775521855586647937357759715417654439879720876111806838
"""1 - d^2."""
D_MINUS_ONE_SQ = 40440834346308536858101042469323190826248399146238708352240133220865137265952
"""(d - 1)^2."""

assert SQRT_AD_MINUS_ONE**2 % P == (-D - 1) % P
assert INVSQRT_A_MINUS_D**2 * (-1 - D) % P == 1 and INVSQRT_A_MINUS_D % 2 == 0
assert ONE_MINUS_D_SQ == (1 - D * D) % P and D_MINUS_ONE_SQ == (D - 1) ** 2 % P

_IDENTITY_ENCODING = bytes(32)


def decode_ct(s: bytes) -> Point | None:
    """The point of a ristretto255 encoding (RFC 9496 section 4.3.1), None if the encoding is not canonical
    (s >= p, s odd, or bit 255 set) or decodes to nothing (no square root, t negative, y = 0). Safe on a secret
    encoding: every step is computed and every check made, then one branch on the combined answer (an error,
    public)."""
    raw = int.from_bytes(s, "little")
    value = raw & MASK255
    non_canonical = (raw >> 255) | ((value + 19) >> 255) | fe_is_negative_ct(value)  # bit 255; s >= p; s odd
    ss = value * value % P
    u1 = (1 + P - ss) % P
    u2 = (1 + ss) % P
    u2_sqr = u2 * u2 % P
    v = (2 * P - D * u1 % P * u1 % P - u2_sqr) % P  # -(D u1^2) - u2^2
    was_square, invsqrt = fe_sqrt_ratio_m1_ct(1, v * u2_sqr % P)
    den_x = invsqrt * u2 % P
    den_y = invsqrt * den_x % P * v % P
    x = fe_abs_ct(2 * value * den_x % P)
    y = u1 * den_y % P
    t = x * y % P
    if non_canonical | (1 - was_square) | fe_is_negative_ct(t) | equal_ct(y, 0):
        return None
    return (x, y, 1, t)


def encode_ct(point: Point) -> bytes:
    """RFC 9496 section 4.3.2: the canonical encoding of the point's coset (any extended coordinates, reduced here),
    in constant time (every choice by mask, the one square root a fixed exponentiation)."""
    x0, y0, z0, t0 = (coordinate % P for coordinate in point)
    u1 = (z0 + y0) * (z0 + P - y0) % P
    u2 = x0 * y0 % P
    _, invsqrt = fe_sqrt_ratio_m1_ct(1, u1 * u2 % P * u2 % P)
    den1 = invsqrt * u1 % P
    den2 = invsqrt * u2 % P
    z_inv = den1 * den2 % P * t0 % P
    ix0 = x0 * SQRT_M1 % P
    iy0 = y0 * SQRT_M1 % P
    enchanted_denominator = den1 * INVSQRT_A_MINUS_D % P
    rotate = fe_is_negative_ct(t0 * z_inv % P)
    x = choose_ct(rotate, x0, iy0)
    y = choose_ct(rotate, y0, ix0)
    den_inv = choose_ct(rotate, den2, enchanted_denominator)
    y = choose_ct(fe_is_negative_ct(x * z_inv % P), y, (P - y) % P)
    s = fe_abs_ct(den_inv * (z0 + P - y) % P)
    return s.to_bytes(32, "little")


def _map_ct(t: int) -> Point:
    """RFC 9496 section 4.3.4, MAP: the one-way map (Elligator) of a field element 0 <= t < p to a point, in
    constant time."""
    r = SQRT_M1 * t % P * t % P
    u = (r + 1) * ONE_MINUS_D_SQ % P
    v = (P - 1 + P - r * D % P) * (r + D) % P  # (-1 - r D) (r + D)
    was_square, s = fe_sqrt_ratio_m1_ct(u, v)
    s_prime = (P - fe_abs_ct(s * t % P)) % P
    s = choose_ct(1 - was_square, s, s_prime)
    c = choose_ct(1 - was_square, P - 1, r)
    n = (c * (r + P - 1) % P * D_MINUS_ONE_SQ + P - v) % P
    w0 = 2 * s * v % P
    w1 = n * SQRT_AD_MINUS_ONE % P
    ss = s * s % P
    w2 = (1 + P - ss) % P
    w3 = (1 + ss) % P
    return (w0 * w3 % P, w2 * w1 % P, w1 * w3 % P, w0 * w2 % P)


def from_hash(h: bytes) -> bytes:
    """crypto_core_ristretto255_from_hash: RFC 9496 section 4.3.4's element of 64 uniform bytes, the sum of the maps
    of its two halves (each read little-endian, bit 255 masked). Constant time (h may be a hash of a secret)."""
    t0 = int.from_bytes(h[:32], "little") & MASK255
    t1 = int.from_bytes(h[32:], "little") & MASK255
    return encode_ct(point_add(_map_ct(t0 % P), _map_ct(t1 % P)))


def random_point() -> bytes:
    """crypto_core_ristretto255_random: from_hash of 64 random bytes (`tweetnacl.random_bytes`)."""
    return from_hash(random_bytes(64))


def is_valid_point(p: bytes) -> bool:
    """crypto_core_ristretto255_is_valid_point: p is a canonical encoding that decodes (the identity included)."""
    return decode_ct(p) is not None


def add(p: bytes, q: bytes) -> bytes | None:
    """The encoding of P + Q, None if either is not a valid encoding (crypto_core_ristretto255_add)."""
    return sum_of_encodings(p, q, False, decode_ct, encode_ct)


def sub(p: bytes, q: bytes) -> bytes | None:
    """The encoding of P - Q, None if either is not a valid encoding (crypto_core_ristretto255_sub)."""
    return sum_of_encodings(p, q, True, decode_ct, encode_ct)


def _refused_identity(q: bytes) -> bytes | None:
    """libsodium's check of a product: the identity (its encoding is 32 zero bytes) fails. `hmac.compare_digest`:
    the product may be secret (a shared secret), only this answer is public."""
    return None if hmac.compare_digest(q, _IDENTITY_ENCODING) else q


def scalarmult(n: bytes, p: bytes) -> bytes | None:
    """crypto_scalarmult_ristretto255: [t] P for t the 32 bytes n with bit 255 cleared, by `group.multiply_ct`
    (constant time in n and P); None where libsodium fails: p not a valid encoding, or the result the identity
    (t = 0 mod L, or P the identity: refused before the multiplication, whose table takes no point of small order;
    the identity is public here, as it gives an error)."""
    point = decode_ct(p)
    if point is None or hmac.compare_digest(p, _IDENTITY_ENCODING):
        return None
    return _refused_identity(encode_ct(multiply_ct(n, point, clamp=False)))


def scalarmult_base(n: bytes) -> bytes | None:
    """crypto_scalarmult_ristretto255_base: [t] B for t the 32 bytes n with bit 255 cleared (ristretto255's
    generator is B's coset), by `group.multiply_base_ct` (constant time); None if the result is the identity (t = 0
    mod L)."""
    return _refused_identity(encode_ct(multiply_base_ct(n, clamp=False)))


# -- The core interface's names (`tweetnacl._interface.Core`; `tweetnacl.fast.core` takes them from here, under these
# names, which its stand-ins and their errors carry) -----------------------------------------------------------------


def crypto_core_ristretto255_is_valid_point(p: bytes) -> bool:
    return is_valid_point(p)


def crypto_core_ristretto255_add(p: bytes, q: bytes) -> bytes | None:
    return add(p, q)


def crypto_core_ristretto255_sub(p: bytes, q: bytes) -> bytes | None:
    return sub(p, q)


def crypto_core_ristretto255_from_hash(r: bytes) -> bytes:
    return from_hash(r)


def crypto_scalarmult_ristretto255(n: bytes, p: bytes) -> bytes | None:
    return scalarmult(n, p)


def crypto_scalarmult_ristretto255_base(n: bytes) -> bytes | None:
    return scalarmult_base(n)


def crypto_core_ristretto255_scalar_reduce(s: bytes) -> bytes:
    return scalar_reduce(s)


def crypto_core_ristretto255_scalar_invert(s: bytes) -> bytes:
    return scalar_invert(s)


def crypto_core_ristretto255_scalar_negate(s: bytes) -> bytes:
    return scalar_negate(s)


def crypto_core_ristretto255_scalar_complement(s: bytes) -> bytes:
    return scalar_complement(s)


def crypto_core_ristretto255_scalar_add(x: bytes, y: bytes) -> bytes:
    return scalar_add(x, y)


def crypto_core_ristretto255_scalar_sub(x: bytes, y: bytes) -> bytes:
    return scalar_sub(x, y)


def crypto_core_ristretto255_scalar_mul(x: bytes, y: bytes) -> bytes:
    return scalar_mul(x, y)
