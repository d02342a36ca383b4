"""GF(2^255 - 19) on Python ints, shared by fast X25519 (RFC 7748) and fast Ed25519 (RFC 8032).

A field element is a plain non-negative `int`. CPython multiplies two 255-bit ints in about a third
of a microsecond, so one int per element beats TweetNaCl's sixteen 16-bit limbs by two orders of
magnitude. Results of `+`, `-` and `*` may be left unreduced between steps; reduce before encoding.
"""

from __future__ import annotations

import secrets

from tweetnacl.fast.curve25519.select import choose_ct, equal_ct

P = 2**255 - 19
"""The field prime p (RFC 7748 section 4.1)."""

MASK255 = 2**255 - 1

MONTGOMERY_A = 486662
"""The coefficient A of curve25519, v^2 = u^3 + A u^2 + u (RFC 7748 section 4.1): X25519's ladder constant and
Elligator 2's."""

D = (-121665 * pow(121666, P - 2, P)) % P
"""Edwards curve constant d = -121665/121666 (RFC 8032 section 5.1)."""

SQRT_M1 = pow(2, (P - 1) // 4, P)
"""sqrt(-1) mod p (RFC 8032 section 5.1.3)."""


def fe_from_bytes(b: bytes) -> int:
    """Little-endian 32 bytes -> int, top bit ignored (RFC 7748 section 5); not reduced mod p."""
    return int.from_bytes(b, "little") & MASK255


def fe_to_bytes(x: int) -> bytes:
    """Canonical 32-byte little-endian encoding of x mod p."""
    return (x % P).to_bytes(32, "little")


def fe_square_times(x: int, count: int) -> int:
    """x^(2^count) mod p for 0 <= x < 2^256, result in [0, p). A fixed sequence of operations for a given
    count (public), so safe on secrets. No % until the end: each squaring is folded, and every third one
    folded twice (measured 25% faster than x * x % p each time; pow(x, 2^count, p) is slower still).
    Bounds from x < 2^256: x^2 < 2^512 -> fold < 2^261.3; squared < 2^522.6 -> fold < 2^271.9;
    squared < 2^543.8 -> fold < 2^293.1 -> fold < 2^255 + 19 * 2^38.1 < 2^256 again."""
    m255 = MASK255
    for _ in range(count // 3):
        x *= x
        x = (x & m255) + 19 * (x >> 255)
        x *= x
        x = (x & m255) + 19 * (x >> 255)
        x *= x
        x = (x & m255) + 19 * (x >> 255)
        x = (x & m255) + 19 * (x >> 255)
    for _ in range(count % 3):
        x = x * x % P
    return x % P


def _pow_2_250_minus_1(z: int) -> tuple[int, int]:
    """(z^(2^250 - 1), z^11) mod p for z in [0, p), by the usual addition chain (ref10's fe_invert):
    250 squarings and 11 multiplications, about 30% faster than pow(z, p - 2, p), whose binary method
    also multiplies for each of the ~250 one bits of p - 2. Fixed exponents: safe on secrets."""
    z2 = z * z % P
    z9 = fe_square_times(z2, 2) * z % P
    z11 = z9 * z2 % P
    z_5 = z11 * z11 % P * z9 % P  # z^(2^5 - 1)
    z_10 = fe_square_times(z_5, 5) * z_5 % P  # z^(2^10 - 1)
    z_20 = fe_square_times(z_10, 10) * z_10 % P
    z_40 = fe_square_times(z_20, 20) * z_20 % P
    z_50 = fe_square_times(z_40, 10) * z_10 % P
    z_100 = fe_square_times(z_50, 50) * z_50 % P
    z_200 = fe_square_times(z_100, 100) * z_100 % P
    z_250 = fe_square_times(z_200, 50) * z_50 % P
    return z_250, z11


def fe_random_nonzero() -> int:
    """A fresh uniform element of [1, p) from the operating system (`secrets`, never the `set_prng`
    generator, which tests may set to zeros): the blinding factor of inversions and projective coordinates."""
    return secrets.randbelow(P - 1) + 1


def fe_invert_blinded(z: int) -> int:
    """1/z mod p for z >= 0, 0 when z = 0 mod p (as TweetNaCl's inv25519), safe on secret z.

    Blinded inversion: the variable-time `pow(., -1, p)` (extended Euclid, ~5x faster than Fermat's
    z^(p - 2)) only sees z b for a fresh uniform non-zero b from the operating system (`secrets`, never
    the `set_prng` generator), a uniform non-zero value whatever z is; then 1/z = b / (z b).
    The one branch, z = 0 mod p, is taken exactly when z is: callers pass it only where that is public
    (a projective Z of a curve point is never 0; the X25519 ladder ends on Z = 0 only for small-order
    public u)."""
    blind = fe_random_nonzero()
    blinded = z * blind % P
    if not blinded:
        return 0
    return blind * pow(blinded, -1, P) % P


def fe_sqrt_ratio_candidate(u: int, v: int) -> tuple[int, int]:
    """(x, v x^2) for the candidate root x = u v^3 (u v^7)^((p - 5)/8) of u/v mod p (RFC 8032 section 5.1.3
    step 3; (p - 5)/8 = (2^250 - 1) 4 + 1), for 0 <= u, v < p: x is a root when v x^2 = u, x sqrt(-1) is one when
    v x^2 = -u, and u/v is no square otherwise. A fixed sequence of operations (safe on secrets)."""
    v3 = v * v % P * v % P
    uv7 = u * v3 % P * v3 % P * v % P
    z_250, _ = _pow_2_250_minus_1(uv7)
    x = u * v3 % P * (fe_square_times(z_250, 2) * uv7 % P) % P
    return x, v * x % P * x % P


def fe_sqrt_ratio_vartime(u: int, v: int) -> int | None:
    """A square root of u/v mod p or None (RFC 8032 section 5.1.3 step 3), the branch on which root: public
    data only."""
    x, vx2 = fe_sqrt_ratio_candidate(u, v)
    if vx2 == u % P:
        return x
    if vx2 == (-u) % P:
        return x * SQRT_M1 % P
    return None


def fe_is_negative_ct(x: int) -> int:
    """1 if x (in [0, p)) is odd, else 0 (RFC 9496 section 4.1, IS_NEGATIVE). Why not `x & 1`: for an even x that is
    a zero-digit int, another CPython path than 1 (its normalization drops the digit); `(x | 2) & 3` is a one-digit
    2 or 3 either way, and the difference with 2 a cached small int either way."""
    return ((x | 2) & 3) - 2


def fe_abs_ct(x: int) -> int:
    """|x| for x in [0, p): x or p - x, whichever is even (RFC 9496 section 4.1, CT_ABS; "negative" is odd), chosen
    by mask (`select.choose_ct`): safe on secrets."""
    return choose_ct(fe_is_negative_ct(x), x, (P - x) % P)


def fe_sqrt_ratio_m1_ct(u: int, v: int) -> tuple[int, int]:
    """RFC 9496 section 4.2, SQRT_RATIO_M1: (1, |sqrt(u/v)|) when u/v is a square, else (0, |sqrt(sqrt(-1) u/v)|)
    (and (1, 0) for u = 0; (0, 0) for v = 0, u != 0), for 0 <= u, v < p. The candidate root is
    `fe_sqrt_ratio_candidate`'s fixed exponentiation; the three comparisons are all made (`select.equal_ct`) and
    the root chosen by mask: safe on secrets (ristretto255's decoding, encoding and map, `ristretto`)."""
    r, check = fe_sqrt_ratio_candidate(u, v)
    minus_u = (P - u) % P
    correct_sign = equal_ct(check, u)
    flipped_sign = equal_ct(check, minus_u)
    flipped_sign_i = equal_ct(check, minus_u * SQRT_M1 % P)
    r = choose_ct(flipped_sign | flipped_sign_i, r, r * SQRT_M1 % P)
    return correct_sign | flipped_sign, fe_abs_ct(r)
