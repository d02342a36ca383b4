"""ristretto255 (RFC 9496) for the reference core: section 4 transliterated onto the TweetNaCl port's own field and
group code (`tweetnacl.reference.tweetnacl`: 16-limb field elements, `M`/`A`/`Z`/`S`, `pow2523`, `sel25519`,
`par25519`, the unified `add`, the constant-time `scalarmult`/`scalarbase` ladders, `modL`/`reduce`).

Not in tweetnacl.c: this is libsodium's crypto_core_ristretto255_* / crypto_scalarmult_ristretto255{,_base} in the
port's style, the RFC's names and steps kept (its CT_SELECT is `sel25519`, CT_EQ is `neq25519` (constant time, 0 for
equal), IS_NEGATIVE is `par25519`). Slow on purpose: the oracle for `tweetnacl.fast.curve25519.ristretto`.

The scalar functions are libsodium's crypto_core_ed25519_scalar_* on the port's `modL` (TweetNaCl's reduction mod L):
libsodium adds and negates on 64-byte buffers without the carry out of 256 bits, and inverts by s^(L - 2).
Acceptance rules and failures are libsodium's (see `tweetnacl.fast.curve25519.ristretto`): None where it returns -1.
No branch, loop bound or index depends on a secret, as in the port; an invalid encoding is an error (public).
"""

from __future__ import annotations

from collections.abc import Sequence

from tweetnacl.reference.tweetnacl import (
    A,
    D,
    Gf,
    I,
    L,
    M,
    S,
    Z,
    add,
    crypto_verify_32,
    gf,
    gf0,
    gf1,
    modL,
    neq25519,
    pack25519,
    par25519,
    pow2523,
    reduce,
    scalarbase,
    scalarmult,
    sel25519,
    set25519,
    unpack25519,
)

__all__ = [
    "crypto_core_ristretto255_add", "crypto_core_ristretto255_from_hash", "crypto_core_ristretto255_is_valid_point",
    "crypto_core_ristretto255_scalar_add", "crypto_core_ristretto255_scalar_complement",
    "crypto_core_ristretto255_scalar_invert", "crypto_core_ristretto255_scalar_mul",
    "crypto_core_ristretto255_scalar_negate", "crypto_core_ristretto255_scalar_reduce",
    "crypto_core_ristretto255_scalar_sub", "crypto_core_ristretto255_sub", "crypto_scalarmult_ristretto255",
    "crypto_scalarmult_ristretto255_base",
]  # fmt: skip


def _gf_of(n: int) -> Sequence[int]:
    """A constant as 16 limbs of 16 bits."""
    return tuple((n >> (16 * i)) & 0xFFFF for i in range(16))


# RFC 9496 section 4.1.
SQRT_AD_MINUS_ONE = _gf_of(25063068953384623474111414158702152701244531502492656460079210482610430750235)
INVSQRT_A_MINUS_D = _gf_of(54469307008909316920995813868745141605393597292927456921205312896311721017578)
ONE_MINUS_D_SQ = _gf_of(1159843021668779879193775521855586647937357759715417654439879720876111806838)
D_MINUS_ONE_SQ = _gf_of(40440834346308536858101042469323190826248399146238708352240133220865137265952)

Point = list[Gf]
"""(X, Y, Z, T), as the port's group code holds points."""


def ct_eq(a: Sequence[int], b: Sequence[int]) -> int:
    """CT_EQ: 1 if a = b mod p, else 0."""
    return 1 + neq25519(a, b)


def ct_abs(o: Gf, x: Sequence[int]) -> None:
    """CT_ABS: o = -x if IS_NEGATIVE(x) else x."""
    negated = gf()
    Z(negated, gf0, x)
    set25519(o, x)
    sel25519(o, negated, par25519(x))


def sqrt_ratio_m1(r: Gf, u: Sequence[int], v: Sequence[int]) -> int:
    """Section 4.2, SQRT_RATIO_M1: r = |sqrt(u/v)| and 1, or r = |sqrt(i u/v)| and 0."""
    v3 = gf()
    v7 = gf()
    t = gf()
    check = gf()
    minus_u = gf()
    minus_u_i = gf()
    r_prime = gf()
    S(v3, v)
    M(v3, v3, v)
    S(v7, v3)
    M(v7, v7, v)
    M(t, u, v7)
    pow2523(t, t)  # (u v^7)^((p - 5) / 8)
    M(r, u, v3)
    M(r, r, t)
    S(check, r)
    M(check, check, v)
    Z(minus_u, gf0, u)
    M(minus_u_i, minus_u, I)
    correct_sign_sqrt = ct_eq(check, u)
    flipped_sign_sqrt = ct_eq(check, minus_u)
    flipped_sign_sqrt_i = ct_eq(check, minus_u_i)
    M(r_prime, r, I)
    sel25519(r, r_prime, flipped_sign_sqrt | flipped_sign_sqrt_i)
    ct_abs(r, r)
    return correct_sign_sqrt | flipped_sign_sqrt


def decode(h: Point, s: bytes) -> int:
    """Section 4.3.1: h = the point of the encoding s, 0; or -1 for an invalid encoding."""
    s_ = gf()
    canonical = bytearray(32)
    unpack25519(s_, s)
    pack25519(canonical, s_)
    # C: libsodium's ristretto255_is_canonical: s below p (its bytes are those of s mod p), even, bit 255 clear.
    invalid = (crypto_verify_32(canonical, s) & 1) | (s[0] & 1) | (s[31] >> 7)
    ss = gf()
    u1 = gf()
    u2 = gf()
    u2_sqr = gf()
    v = gf()
    t = gf()
    invsqrt = gf()
    den_x = gf()
    den_y = gf()
    S(ss, s_)
    Z(u1, gf1, ss)
    A(u2, gf1, ss)
    S(u2_sqr, u2)
    S(t, u1)
    M(v, D, t)
    Z(v, gf0, v)
    Z(v, v, u2_sqr)  # v = -(D u1^2) - u2^2
    M(t, v, u2_sqr)
    was_square = sqrt_ratio_m1(invsqrt, gf1, t)
    M(den_x, invsqrt, u2)
    M(den_y, invsqrt, den_x)
    M(den_y, den_y, v)
    M(t, s_, den_x)
    A(t, t, t)
    ct_abs(h[0], t)
    M(h[1], u1, den_y)
    set25519(h[2], gf1)
    M(h[3], h[0], h[1])
    if invalid | (1 - was_square) | par25519(h[3]) | ct_eq(h[1], gf0):
        return -1
    return 0


def encode(s: bytearray, h: Sequence[Sequence[int]]) -> None:
    """Section 4.3.2: s = the encoding of the point h."""
    x0, y0, z0, t0 = h
    u1 = gf()
    u2 = gf()
    t = gf()
    invsqrt = gf()
    den1 = gf()
    den2 = gf()
    z_inv = gf()
    ix0 = gf()
    iy0 = gf()
    enchanted_denominator = gf()
    x = gf()
    y = gf()
    minus_y = gf()
    A(t, z0, y0)
    Z(u1, z0, y0)
    M(u1, u1, t)
    M(u2, x0, y0)
    S(t, u2)
    M(t, t, u1)
    sqrt_ratio_m1(invsqrt, gf1, t)
    M(den1, invsqrt, u1)
    M(den2, invsqrt, u2)
    M(z_inv, den1, den2)
    M(z_inv, z_inv, t0)
    M(ix0, x0, I)
    M(iy0, y0, I)
    M(enchanted_denominator, den1, INVSQRT_A_MINUS_D)
    M(t, t0, z_inv)
    rotate = par25519(t)
    set25519(x, x0)
    set25519(y, y0)
    sel25519(x, iy0, rotate)
    sel25519(y, ix0, rotate)
    sel25519(den2, enchanted_denominator, rotate)  # den_inv
    M(t, x, z_inv)
    Z(minus_y, gf0, y)
    sel25519(y, minus_y, par25519(t))
    Z(t, z0, y)
    M(t, den2, t)
    ct_abs(t, t)
    pack25519(s, t)


def element_map(p: Point, t: Sequence[int]) -> None:
    """Section 4.3.4, MAP: p = the point of the field element t."""
    r = gf()
    u = gf()
    v = gf()
    w = gf()
    s = gf()
    s_prime = gf()
    c = gf()
    n = gf()
    w0 = gf()
    w1 = gf()
    w2 = gf()
    w3 = gf()
    S(r, t)
    M(r, I, r)
    A(u, r, gf1)
    M(u, u, ONE_MINUS_D_SQ)
    M(w, r, D)
    Z(w, gf0, w)
    Z(w, w, gf1)  # -1 - r D
    A(v, r, D)
    M(v, w, v)
    was_square = sqrt_ratio_m1(s, u, v)
    M(s_prime, s, t)
    ct_abs(s_prime, s_prime)
    Z(s_prime, gf0, s_prime)
    sel25519(s, s_prime, 1 - was_square)
    Z(c, gf0, gf1)
    set25519(w, r)
    sel25519(c, w, 1 - was_square)  # sel25519 swaps: a copy of r, which is read again below
    Z(n, r, gf1)
    M(n, c, n)
    M(n, n, D_MINUS_ONE_SQ)
    Z(n, n, v)
    A(w0, s, s)
    M(w0, w0, v)
    M(w1, n, SQRT_AD_MINUS_ONE)
    S(w, s)
    Z(w2, gf1, w)
    A(w3, gf1, w)
    M(p[0], w0, w3)
    M(p[1], w2, w1)
    M(p[2], w1, w3)
    M(p[3], w0, w2)


def _point() -> Point:
    return [gf(), gf(), gf(), gf()]


def _encoded(p: Point) -> bytes:
    out = bytearray(32)
    encode(out, p)
    return bytes(out)


# -- libsodium's functions ------------------------------------------------------------------------


def crypto_core_ristretto255_is_valid_point(p: bytes) -> bool:
    return decode(_point(), p) == 0


def crypto_core_ristretto255_add(p: bytes, q: bytes) -> bytes | None:
    a = _point()
    b = _point()
    if decode(a, p) | decode(b, q):
        return None
    add(a, b)
    return _encoded(a)


def crypto_core_ristretto255_sub(p: bytes, q: bytes) -> bytes | None:
    a = _point()
    b = _point()
    if decode(a, p) | decode(b, q):
        return None
    Z(b[0], gf0, b[0])  # -Q = (-x, y)
    Z(b[3], gf0, b[3])
    add(a, b)
    return _encoded(a)


def crypto_core_ristretto255_from_hash(r: bytes) -> bytes:
    """Section 4.3.4: MAP of each 32-byte half (bit 255 masked: unpack25519 does), added."""
    t = gf()
    p1 = _point()
    p2 = _point()
    unpack25519(t, r[:32])
    element_map(p1, t)
    unpack25519(t, r[32:])
    element_map(p2, t)
    add(p1, p2)
    return _encoded(p1)


def _product_or_none(p: Point) -> bytes | None:
    """libsodium fails a product that is the identity (encoded as 32 zero bytes)."""
    q = _encoded(p)
    return None if crypto_verify_32(q, bytes(32)) == 0 else q


def crypto_scalarmult_ristretto255(n: bytes, p: bytes) -> bytes | None:
    """[t] P for t = n with bit 255 cleared (the ladder over all 256 bits, as the port's scalarmult)."""
    q = _point()
    point = _point()
    if decode(point, p):
        return None
    t = bytearray(n)
    t[31] &= 127
    scalarmult(q, point, t)
    return _product_or_none(q)


def crypto_scalarmult_ristretto255_base(n: bytes) -> bytes | None:
    q = _point()
    t = bytearray(n)
    t[31] &= 127
    scalarbase(q, t)
    return _product_or_none(q)


# -- scalars mod L (libsodium's crypto_core_ed25519_scalar_* on the port's modL) -------------------------------


def crypto_core_ristretto255_scalar_reduce(s: bytes) -> bytes:
    r = bytearray(s)
    reduce(r)
    return bytes(r[:32])


def _reduced_wide(value: int) -> bytes:
    """A 64-byte little-endian value mod L (the buffers libsodium builds before sc25519_reduce)."""
    return crypto_core_ristretto255_scalar_reduce(value.to_bytes(64, "little"))


_L_TIMES_2_256 = int.from_bytes(bytes(L), "little") << 256


def crypto_core_ristretto255_scalar_negate(s: bytes) -> bytes:
    """(L 2^256 - s) mod L: libsodium's sodium_sub of s from L in the top half of 64 bytes."""
    return _reduced_wide(_L_TIMES_2_256 - int.from_bytes(s, "little"))


def crypto_core_ristretto255_scalar_complement(s: bytes) -> bytes:
    """(L 2^256 + 1 - s) mod L."""
    return _reduced_wide(_L_TIMES_2_256 + 1 - int.from_bytes(s, "little"))


def crypto_core_ristretto255_scalar_add(x: bytes, y: bytes) -> bytes:
    """(x + y mod 2^256) mod L: sodium_add on 32 bytes drops the carry."""
    return _reduced_wide((int.from_bytes(x, "little") + int.from_bytes(y, "little")) & (2**256 - 1))


def crypto_core_ristretto255_scalar_sub(x: bytes, y: bytes) -> bytes:
    return crypto_core_ristretto255_scalar_add(x, crypto_core_ristretto255_scalar_negate(y))


def crypto_core_ristretto255_scalar_mul(x: bytes, y: bytes) -> bytes:
    """x y mod L, as crypto_sign multiplies (the schoolbook product into 64 limbs, then modL)."""
    product = [0] * 64
    for i in range(32):
        for j in range(32):
            product[i + j] += x[i] * y[j]
    r = bytearray(32)
    modL(r, product)
    return bytes(r)


_L_MINUS_2 = int.from_bytes(bytes(L), "little") - 2


def crypto_core_ristretto255_scalar_invert(s: bytes) -> bytes:
    """s^(L - 2) mod L (libsodium's sc25519_invert; 0 for s = 0 mod L), square and multiply over the public
    exponent's bits."""
    result = (1).to_bytes(32, "little")
    base = crypto_core_ristretto255_scalar_reduce(s + bytes(32))
    for i in range(_L_MINUS_2.bit_length() - 1, -1, -1):
        result = crypto_core_ristretto255_scalar_mul(result, result)
        if (_L_MINUS_2 >> i) & 1:  # the exponent is public
            result = crypto_core_ristretto255_scalar_mul(result, base)
    return result
