"""The edwards25519 group API (libsodium's crypto_core_ed25519_* and crypto_scalarmult_ed25519_*), on the public
names of the Curve25519 family: `edwards` (RFC 8032 section 5.1: the same curve, encoding and group law as Ed25519),
`comb` (constant-time scalar multiplication), `scalar` (L, clamping, Barrett's reduction mod L) and `select`.

Acceptance rules are libsodium's (`crypto_core/ed25519/core_ed25519.c`, `crypto_scalarmult/ed25519/ref10/`
and `ge25519_frombytes` in `ed25519_ref10.c`, as bundled with PyNaCl 1.6):
- a point is *decoded* as ge25519_frombytes does: y is the low 255 bits (a non-canonical y >= p is taken
  mod p), x the square root of (y^2 - 1)/(d y^2 + 1) whose parity is the sign bit (x = 0 is accepted with
  either sign); no square root: refused. `add` / `sub` need nothing more;
- a point is *valid* (`is_valid_point`, and the point of `scalarmult`) when moreover its y is canonical
  (< p), it is not of small order (y of a point of order 1, 2, 4 or 8) and [L] P is the identity;
- a scalar multiplication whose result is the identity (encoded y = 1), or whose scalar is 32 zero bytes,
  fails;
- scalars are 32-byte little-endian integers taken whole (not reduced first), as sc25519 does; `scalar_add`
  and `scalar_sub` add modulo 2^256 before reducing (libsodium's sodium_add on 32 bytes drops the carry).

Which data is secret: scalars always (they are secret keys and blinding factors in the protocols this
API serves). Their multiplications go through constant-time code: `comb.fixed_base_ct` (the comb) for the base point,
`comb.variable_base_ct` (the fixed window) for any other point; scalar arithmetic mod L runs
on operands of a fixed bit length (`_scalar`: a guard bit above the bytes read, corrected by a constant
multiple-of-L offset, as `ed25519`'s nonce reduction does), never negative, reduced mod L without a
division (`scalar.mod_l`: Barrett reduction; the digit values, not only their count, steer CPython's division);
the inversion is blinded; the all-zero test of a scalar is `hmac.compare_digest`. What stays variable is the
length of a result below L (the value returned; as in Ed25519 signing).

Points may be secret too (an OPRF client multiplies H(password), a point from `from_uniform`): `scalarmult`,
`is_valid_point`, `add` and `sub` decode with `edwards.decode_ct` (both root branches computed, chosen by
guarded masks) and check the subgroup on a blinded point (`_in_main_subgroup_blinded`: P + [s] B for a fresh
uniform s from `secrets`, so the variable-time halvings follow a uniform point of P's coset); an invalid point is an
error, so whether it is valid is public. `from_uniform` and `from_hash` (Elligator 2, the usual hash to the curve) run
without a branch on its input as well.

Bounds relied on: the scalar offsets below keep every scalar's dividend under `scalar.mod_l`'s bound 2^516
(the largest, scalar_mul's x y, is below (2^257 + L) 2^258); `choose_ct` gets values below 2^257.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable

from tweetnacl._random import random_bytes
from tweetnacl.fast.curve25519.comb import fixed_base_ct, variable_base_ct
from tweetnacl.fast.curve25519.edwards import (
    SMALL_ORDER_YS,
    Point,
    decode_ct,
    encode_ct,
    has_small_order_y_ct,
    in_main_subgroup_vartime,
    point_add,
    point_double,
    point_negate,
)
from tweetnacl.fast.curve25519.field import MASK255, MONTGOMERY_A, P, fe_from_bytes, fe_invert_blinded
from tweetnacl.fast.curve25519.scalar import L, clamp_scalar, mod_l_bytes, mod_l_guarded
from tweetnacl.fast.curve25519.select import choose_ct, equal_ct

__all__ = [
    "add", "from_hash", "from_uniform", "is_valid_point", "multiply_base_ct", "multiply_ct", "random_point",
    "scalar_add", "scalar_complement", "scalar_invert", "scalar_mul", "scalar_negate", "scalar_random",
    "scalar_reduce", "scalar_sub", "scalarmult", "scalarmult_base", "sub", "sum_of_encodings",
]  # fmt: skip

_GUARD_32 = 1 << 256
"""The guard bit `_scalar` sets above a 32-byte scalar (a byte 1 appended to the 32 bytes read)."""
_GUARD_64 = 1 << 512
"""The guard bit above a 64-byte scalar (scalar_reduce)."""
_UNGUARD_32 = L - _GUARD_32 % L
_UNGUARD_64 = L - _GUARD_64 % L
"""Added to a guarded value: guard + offset is a multiple of L, so the sum is congruent to the bytes read,
and it stays in [guard, 2 guard + L): 257-258 bits for 32 bytes, 513-514 bits for 64 bytes (a fixed count
of CPython's 30-bit and PyPy's 63-bit digits, whatever the scalar)."""
_CARRY_KEEP = (_GUARD_32 << 1) | (_GUARD_32 - 1)
"""scalar_add: bits 0-255 of x + y (libsodium drops the carry, bit 256) and bit 257, the sum of the two
guards, which keeps the masked sum's length fixed."""
_L_ABOVE_SCALARS = L * (2**260 // L)
"""A multiple of L in (2^260 - L, 2^260): minus a `_scalar` value (< 2^257 + L) it is non-negative and
260 bits long, so negation keeps a fixed length too."""
_UNGUARD_257 = L - (_GUARD_32 << 1) % L
"""scalar_add's offset for its guard bit 257."""
_BOTTOM_255_AND_GUARD = MASK255 | _GUARD_32
"""libsodium's unclamped scalar t = n with bit 255 cleared, the guard kept."""

# ---------------------------------------------------------------------------------------------
# Points (may be secret: constant-time decoding, blinded subgroup check; an invalid point is an error, public)
# ---------------------------------------------------------------------------------------------


def _in_main_subgroup_blinded(point: Point) -> bool:
    """Whether a point on the curve, not of small order, is in the subgroup of order L, safe on a secret point.

    Blinded: P is in the subgroup iff Q = P + [s] B is, for B of order L; with s a fresh uniform scalar from the
    operating system (`secrets`, never the `set_prng` generator), Q is uniform in P's coset of the subgroup, so the
    variable-time halvings of `in_main_subgroup_vartime` (5, 6 or 7 square roots by the point) follow Q, not P's
    secret component; only the coset (P's torsion part, i.e. the answer) remains. [s] B is the constant-time comb
    (`fixed_base_ct`, s + L for its fixed length), the sum the complete group law, the encoding's inversion
    blinded. Q is of small order only when s makes [s] B = -P's order-L part (probability 1/L); then P is in the
    subgroup iff Q is the identity (y = 1)."""
    blinding = secrets.randbelow(L)
    y = fe_from_bytes(encode_ct(point_add(point, fixed_base_ct(blinding + L))))
    if y in SMALL_ORDER_YS:
        return y == 1
    return in_main_subgroup_vartime(y)


def _valid_point_ct(s: bytes) -> Point | None:
    """The point of a valid encoding (libsodium's crypto_core_ed25519_is_valid_point and the point check of
    crypto_scalarmult_ed25519): canonical y, not of small order, on the curve, [L] P = identity; None otherwise.
    Safe on a secret point: `decode_ct`, `_in_main_subgroup_blinded`, and the y checks without a branch or early
    exit until the answer (an invalid point is an error, public)."""
    non_canonical = (fe_from_bytes(s) + 19) >> 255
    if non_canonical | has_small_order_y_ct(s):
        return None
    point = decode_ct(s)
    if point is None or not _in_main_subgroup_blinded(point):
        return None
    return point


def is_valid_point(s: bytes) -> bool:
    """libsodium's crypto_core_ed25519_is_valid_point for a 32-byte encoding; safe on a secret point
    (`_valid_point_ct`: constant-time decoding, blinded subgroup check)."""
    return _valid_point_ct(s) is not None


def sum_of_encodings(
    p: bytes, q: bytes, subtract: bool, decode: Callable[[bytes], Point | None], encode: Callable[[Point], bytes]
) -> bytes | None:
    """encode(P + Q), or encode(P - Q) if `subtract`, None if either encoding does not decode: the add and sub of
    this group (RFC 8032's encoding) and of ristretto255 (its own, `ristretto`), on the same group law. Whether an
    encoding decodes is public (an error); `decode` and `encode` are the constant-time ones."""
    a, b = decode(p), decode(q)
    if a is None or b is None:
        return None
    return encode(point_add(a, point_negate(b) if subtract else b))


def add(p: bytes, q: bytes) -> bytes | None:
    """The encoding of P + Q, None if either does not decode (crypto_core_ed25519_add); constant-time decoding."""
    return sum_of_encodings(p, q, False, decode_ct, encode_ct)


def sub(p: bytes, q: bytes) -> bytes | None:
    """The encoding of P - Q, None if either does not decode (crypto_core_ed25519_sub); constant-time decoding."""
    return sum_of_encodings(p, q, True, decode_ct, encode_ct)


def _elligator2_ct(t: int, x_sign: int) -> bytes:
    """libsodium's ge25519_elligator2: Elligator 2 of the field element 0 <= t < 2^255 (Bernstein, Hamburg,
    Krasnova, Lange, "Elligator", 2013, section 5), mapped to Edwards by y = (u - 1)/(u + 1) (RFC 7748 section
    4.1), x of the parity x_sign (0 or 1), multiplied by the cofactor 8; the encoded point.

    t may be secret (a hash of a password, as in an OPRF): the square test is Euler's criterion, a fixed
    exponentiation whose result is compared by `hmac.compare_digest`, the candidate chosen by a guarded mask
    (`select.choose_ct`, as libsodium's fe25519_cmov), the point decoded by `decode_ct`, inversions
    blinded. The one branch left is the blinded inversion's zero test (u = -1), for no t in practice."""
    u = (P - MONTGOMERY_A) * fe_invert_blinded(2 * t * t + 1) % P  # -A / (1 + 2 t^2): 1 + 2 t^2 != 0 (-1/2 is no square)
    gu = (u * u % P * u + MONTGOMERY_A * u * u + u) % P
    non_square = equal_ct(pow(gu, (P - 1) // 2, P), P - 1)  # u^3 + A u^2 + u not a square: the other candidate
    u = choose_ct(non_square, u, (2 * P - u - MONTGOMERY_A) % P)  # -u - A
    y = (u + P - 1) * fe_invert_blinded(u + 1) % P  # 0 when u = -1, as fe25519_invert(0) = 0 in libsodium
    point = decode_ct((y | x_sign << 255).to_bytes(32, "little"))
    assert point is not None  # y comes from a point of the Montgomery curve: x exists
    return encode_ct(point_double(point_double(point_double(point))))


def from_uniform(r: bytes) -> bytes:
    """libsodium's crypto_core_ed25519_from_uniform (ge25519_from_uniform): `_elligator2_ct` of the low 255 bits of
    the 32 bytes r, x of the parity of r's top bit. r may be secret (see `_elligator2_ct`)."""
    return _elligator2_ct(fe_from_bytes(r), r[31] >> 7)


_BOTTOM_511 = 2**511 - 1


def from_hash(h: bytes) -> bytes:
    """libsodium's crypto_core_ed25519_from_hash (ge25519_from_hash, libsodium 1.0.22): `_elligator2_ct` of the 64
    bytes h read as a big-endian integer without its top bit, mod p (as libsodium: the two big-endian halves g and
    f, t = 2^256 g + f = 38 g + f mod p), x of the parity of that top bit (h[0]'s). The hash_to_field step of RFC
    9380 section 5.2 with its 64-byte output given (libsodium's own order of the bytes and sign bit, not RFC 9380's
    suite). h may be secret: the reduction is one `%` by p, as every field product here."""
    return _elligator2_ct((int.from_bytes(h, "big") & _BOTTOM_511) % P, h[0] >> 7)


def random_point() -> bytes:
    """crypto_core_ed25519_random: from_uniform of 32 random bytes (`tweetnacl.random_bytes`)."""
    return from_uniform(random_bytes(32))


# ---------------------------------------------------------------------------------------------
# Scalar multiplication (secret scalars: constant time)
# ---------------------------------------------------------------------------------------------


def _scalar_dividend(n: bytes, clamp: bool) -> int:
    """libsodium's scalar t, congruent mod L: t clamped (bits 0-2 cleared, 254 set: 255 bits) or not (bit 255
    cleared, read with the guard of `_scalar`: 257 bits), so the dividend's length is fixed either way."""
    return clamp_scalar(n) if clamp else (int.from_bytes(n + b"\x01", "little") & _BOTTOM_255_AND_GUARD) + _UNGUARD_32


_GUARD_TO_L = 2**256 - L
"""`mod_l_guarded`'s 2^256 + (t mod L) minus this is t mod L + L, in [L, 2 L): the scalar of both multiplications,
computed without the bare t mod L, which is a digit shorter below 2^240 (for a random scalar 1 in 4,096, for one
with few bits set 1 in 4: its `scalar | 2` in `comb._select_ct` then copied 7 digits instead of 8, a memcpy of
28 bytes instead of 32, flagged by tools/callgrind_leakcheck.py). The subtraction compares no digits: the minuend's top digit is at
least 2^16 (30-bit digits; 2 of 15 bits, 16 of 63), the constant's 61,439 (1, 15)."""


def _guarded_scalar(n: bytes, clamp: bool) -> int:
    """t mod L + L for the comb (`comb.fixed_base_ct`) and the fixed window (`comb.variable_base_ct`), every
    operand of one length."""
    return mod_l_guarded(_scalar_dividend(n, clamp)) - _GUARD_TO_L


def _is_zero_ct(n: bytes) -> bool:
    """n is all zeros, in constant time (`any` stops at the first non-zero byte)."""
    return hmac.compare_digest(n, bytes(len(n)))


def _identity_encoding(q: bytes) -> bool:
    """libsodium's _crypto_scalarmult_ed25519_is_inf: the encoded y (sign bit ignored) is 1."""
    return fe_from_bytes(q) == 1


def multiply_ct(n: bytes, point: Point, clamp: bool) -> Point:
    """[t] point for libsodium's scalar t of the 32 bytes n (clamped, or bit 255 cleared), reduced mod L first: the
    constant-time fixed window of `comb` (`comb.variable_base_ct`) on t mod L + L. Right for a point of order L, and for one of
    order L plus a torsion point of order 1, 2 or 4 in a group that forgets that torsion (ristretto255's
    encoding, `ristretto`); not for the identity or another point of small order (the window refuses them).
    Coordinates non-negative, below 2^256, not reduced."""
    return variable_base_ct(_guarded_scalar(n, clamp), point)


def multiply_base_ct(n: bytes, clamp: bool) -> Point:
    """[t] B for libsodium's scalar t of the 32 bytes n (clamped, or bit 255 cleared): the constant-time comb of
    `comb` (`comb.fixed_base_ct`) on t mod L + L. Coordinates non-negative, at most 2p, not reduced."""
    return fixed_base_ct(_guarded_scalar(n, clamp))


def scalarmult(n: bytes, p: bytes, clamp: bool = True) -> bytes | None:
    """[t] P (crypto_scalarmult_ed25519 / _noclamp) with the constant-time fixed-window multiplication of
    `comb`; None where libsodium fails: P not valid, the result the identity, or n all zeros. P has
    order L, so [t] P = [t mod L] P."""
    point = _valid_point_ct(p)
    if point is None:
        return None
    q = encode_ct(multiply_ct(n, point, clamp))
    zero_scalar = _is_zero_ct(n)
    if _identity_encoding(q) or zero_scalar:
        return None
    return q


def scalarmult_base(n: bytes, clamp: bool = True) -> bytes | None:
    """[t] B (crypto_scalarmult_ed25519_base / _noclamp) with the constant-time comb of `comb`;
    None where libsodium fails: the result the identity, or n all zeros."""
    q = encode_ct(multiply_base_ct(n, clamp))
    zero_scalar = _is_zero_ct(n)
    if _identity_encoding(q) or zero_scalar:
        return None
    return q


# ---------------------------------------------------------------------------------------------
# Scalars mod L (secret data: fixed-width operands, non-negative, no division, blinded inversion)
# ---------------------------------------------------------------------------------------------


def _scalar(s: bytes) -> int:
    """A 32- or 64-byte little-endian scalar as an int congruent to it mod L of a fixed length: the bytes
    read with a guard bit above them (a byte 1 appended), plus the offset that makes guard + offset a
    multiple of L (see _UNGUARD_32). Why: CPython's `*` and `%` take time by their operands' digit counts,
    which the top bytes of a plain int.from_bytes would decide."""
    unguard = _UNGUARD_32 if len(s) == 32 else _UNGUARD_64
    return int.from_bytes(s + b"\x01", "little") + unguard


def _encode_scalar(s: int) -> bytes:
    return s.to_bytes(32, "little")


def scalar_reduce(s: bytes) -> bytes:
    """A 64-byte integer mod L (crypto_core_ed25519_scalar_reduce)."""
    return mod_l_bytes(_scalar(s))


def scalar_negate(s: bytes) -> bytes:
    """-s mod L."""
    return mod_l_bytes(_L_ABOVE_SCALARS - _scalar(s))


def scalar_complement(s: bytes) -> bytes:
    """1 - s mod L."""
    return mod_l_bytes(_L_ABOVE_SCALARS + 1 - _scalar(s))


def scalar_add(x: bytes, y: bytes) -> bytes:
    """((x + y) mod 2^256) mod L: libsodium adds the two 32-byte values without their carry out. The
    guard bits 2^256 of both operands sum to bit 257, kept (with the offset) to fix the lengths."""
    guarded_sum = int.from_bytes(x + b"\x01", "little") + int.from_bytes(y + b"\x01", "little")
    return mod_l_bytes((guarded_sum & _CARRY_KEEP) + _UNGUARD_257)


def scalar_sub(x: bytes, y: bytes) -> bytes:
    """scalar_add(x, scalar_negate(y)), as libsodium computes x - y (the carry of that sum dropped too)."""
    return scalar_add(x, scalar_negate(y))


_RIGHT_FACTOR_OFFSET = L - 2**257 % L
"""scalar_mul reads its right factor with a guard byte 2 (bit 257) plus this offset: a value in [2^257, 2^258),
congruent to the bytes, of exactly 258 bits (a `_scalar` value has 257 or 258)."""
_TOP_DIGIT_SHIFT = 12
"""... and shifts it to 270 bits, so that its top 30-bit digit is at least 2^29 (the product is shifted back)."""
_LEFT_DIGITS_OFFSET = sum(2**29 << (30 * i) for i in range(8))
"""2^29 in each of the 30-bit digits 0 to 7: added to the left factor (and its product with the right factor
subtracted again), so that a digit of a short scalar, 0 in the plain value, is 2^29 here."""


def scalar_mul(x: bytes, y: bytes) -> bytes:
    """x y mod L.

    Why the offsets and the shift: CPython's schoolbook multiplication (below 70 digits) ends the row of each
    30-bit digit f of its left operand with a test of the carry out, which is zero for f = 0 and follows the
    other digits for small f; with the right factor's top digit >= 2^29, every f >= 2 carries out whatever the
    rest. The left factor plus 2^29 in each digit below bit 240 (the guard keeps digit 8 >= 2^16) has digits
    0 or 1 only for digit values near 2^29, not for the zero digits of a short scalar (measured with the plain
    product: scalars with a 16-byte zero half ran 10 instructions fewer in every call, callgrind). The
    subtracted product has the constant on the left and is 18 bits shorter: CPython compares no digits."""
    right = int.from_bytes(y + b"\x02", "little") + _RIGHT_FACTOR_OFFSET << _TOP_DIGIT_SHIFT
    left = _scalar(x) + _LEFT_DIGITS_OFFSET
    return mod_l_bytes(left * right - _LEFT_DIGITS_OFFSET * right >> _TOP_DIGIT_SHIFT)


def scalar_invert(s: bytes) -> bytes:
    """s^(L - 2) mod L, i.e. 1/s mod L, and 0 for s = 0 mod L (libsodium's sc25519_invert).

    Blinded: the variable-time `pow(., -1, L)` only sees s b for a fresh uniform b in [1, L) from the
    operating system (so it may have any length); the one branch is taken exactly when s = 0 mod L."""
    blind = secrets.randbelow(L - 1) + 1
    blinded = _scalar(s) * blind % L
    if not blinded:
        return bytes(32)
    return mod_l_bytes(blind * pow(blinded, -1, L))  # < L^2; the blinded inverse's length is not s's


def scalar_random() -> bytes:
    """A uniform scalar in [1, L) (crypto_core_ed25519_scalar_random: 253-bit draws from
    `tweetnacl.random_bytes` until one is below L and not 0)."""
    while True:
        candidate = int.from_bytes(random_bytes(32), "little") & (2**253 - 1)
        if 0 < candidate < L:
            return _encode_scalar(candidate)

