"""GF(2^255 - 19) on Python ints, shared by fast X25519 (RFC 7748) and fast Ed25519 (RFC 8032).

A field element is a plain non-negative `int`. CPython multiplies two 255-bit ints in about a third
of a microsecond, so one int per element beats TweetNaCl's sixteen 16-bit limbs by two orders of
magnitude. Results of `+`, `-` and `*` may be left unreduced between steps; reduce before encoding.
"""

from __future__ import annotations

P = 2**255 - 19
"""The field prime p (RFC 7748 section 4.1)."""

MASK255 = 2**255 - 1

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


def fe_invert(x: int) -> int:
    """1/x mod p (0 for 0) by Fermat, x^(p-2): a fixed exponent, so safe on secret x.

    `pow(x, -1, P)` is faster but runs a variable-time extended Euclid: use it only on public data.
    """
    return pow(x, P - 2, P)


def fe_sqrt_ratio_vartime(u: int, v: int) -> int | None:
    """A square root of u/v mod p, or None if there is none (RFC 8032 section 5.1.3). Public data only."""
    u %= P
    v %= P
    v3 = v * v * v % P
    x = u * v3 * pow(u * v3 * v3 * v % P, (P - 5) // 8, P) % P
    vx2 = v * x * x % P
    if vx2 == u:
        return x
    if vx2 == (-u) % P:
        return x * SQRT_M1 % P
    return None
