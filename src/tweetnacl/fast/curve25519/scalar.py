"""Scalars of Curve25519 and Ed25519: the group order L, clamping, and Barrett's reduction mod L, on Python ints.

- `L`, the order of the base point (RFC 8032 section 5.1): its one home;
- `clamp_scalar`: decodeScalar25519 (RFC 7748 section 5), the one clamping of X25519 scalars, of Ed25519's secret scalar
  (RFC 8032 section 5.1.5) and of libsodium's clamped edwards25519 scalars (`group`);
- `mod_l_guarded` / `mod_l` / `mod_l_bytes`: dividend mod L without a division (Barrett, HAC algorithm 14.42), for signing's
  nonce and S = (r + k a) mod L (RFC 8032 section 5.1.6 steps 2 and 5, `ed25519`) and the group API's scalar
  operations (`group`).

Secrets: every scalar here may be secret (keys, nonces, blinding factors). No branch, index, loop count or early
exit depends on one; no division or `%` runs on one (CPython's long division takes time by the digit values, not
only their count); every operand is non-negative and of one bit length whatever the scalar (guard bits, a
multiple-of-L offset); the final subtraction of L is chosen by the guarded masks of `select`.

Bounds relied on (each written down at its constant): `clamp_scalar` reads 32 bytes and returns a multiple of 8 in
[2^254, 2^255); `mod_l` takes 0 <= dividend < 2^516 (`_MOD_L_BOUND`), which the offset makes a 519-bit x;
Barrett's quotient of x is floor(x / L) or one less and 267 bits long; the remainder before the masked
subtraction is in [0, 2 L); the result of `mod_l_guarded` is 2^256 + (dividend mod L), 257 bits.
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.select import MASK_BASE, MASK_SLOPE

__all__ = ["L", "clamp_scalar", "mod_l", "mod_l_bytes", "mod_l_guarded"]

L = 2**252 + 27742317777372353535851937790883648493
"""The order of the base point (RFC 8032 section 5.1)."""

_CLAMP_SET = 1 << 254
_CLAMP_KEEP = 2**255 - 8


def clamp_scalar(n: bytes) -> int:
    """decodeScalar25519 (RFC 7748 section 5; Ed25519's secret scalar, RFC 8032 section 5.1.5): clear bits 0, 1,
    2 and 255 of the 32 bytes, set bit 254. Read with a guard byte 1 above them (cleared again with bit 255),
    the bit set before the others are cleared: every operand has one length (a bare `int.from_bytes` is a digit
    shorter when the top bytes are zero) and none is negative (`&` with ~x runs CPython's two's-complement path)."""
    return (int.from_bytes(n + b"\x01", "little") | _CLAMP_SET) & _CLAMP_KEEP


_MOD_L_BOUND = 2**516
"""Every dividend of `mod_l` is below this: the largest, `group.scalar_mul`'s product of a 32-byte scalar read with
its guard (< 2^257 + L) and one read with a guard byte 2 (< 2^258), is below (2^257 + L) 2^258 < 2^516; signing's
are below 2^513."""
_BARRETT_OFFSET = L * (2**266 + 1)
"""The multiple of L that `mod_l` adds first: every dividend becomes a 519-bit int x (2^518 < L (2^266 + 1) <= x <
L (2^266 + 1) + 2^516 < 2^519), so every operand below has one bit length, whatever the scalar."""
_BARRETT_SHIFT = 249
_BARRETT_BITS = 520
_BARRETT_FACTOR = (1 << _BARRETT_BITS) // L
_BARRETT_SHIFT_AFTER = _BARRETT_BITS - _BARRETT_SHIFT
"""Barrett's mu = floor(2^520 / L), a 268-bit constant (Barrett, "Implementing the Rivest Shamir and Adleman public
key encryption algorithm on a standard digital signal processor", CRYPTO 1986; Menezes, van Oorschot, Vanstone,
Handbook of Applied Cryptography, algorithm 14.42, with the shifts chosen for 519-bit dividends). For x < 2^519,
q = floor(floor(x / 2^249) mu / 2^271) is floor(x / L) or one less: x / L - q < 1 + x / 2^520 + 2^249 / L < 2.
And q >= 2^266 (x >= L (2^266 + 1)): 267 bits.

Why these shifts: CPython's schoolbook multiplication (x_mul, below 70 digits) ends the row of each digit f of its
left operand with `if (carry)`, and that carry is zero when f times the right operand's top digit stays below
2^30: a branch that follows digit values. So the constants are the left operands (mu's and L's 30-bit digits are
0 or at least 16), and the secret right operands have a large top digit: x >> 249 is in [2^269, 2^270) (top
digit >= 2^29) and q in [2^266, 2^267) (top digit >= 2^26), so every row's carry is non-zero exactly when its
constant digit is (checked by the tests)."""
_BARRETT_GUARD = 2**530
"""Added to x before x - q L (a 519-bit value minus one of 518-519 bits): CPython's subtraction first compares the
operands' top digits, and skips the leading digits where they are equal, which for x and q L (equal but for the
low 254 bits) would be a count that follows the scalar; with the guard the top digits always differ."""
_REMAINDER_GUARDS = 2**257 | 2**256
_REMAINDER_KEEP = 2**258 - 1
"""(x - q L + 2^530 | guards) & keep = r + 2^257 + 2^256 for the remainder r = x - q L in [0, 2 L): r < 2^254,
so bits 254 to 257 come from the guards only, and the result has 258 bits for every r."""
_SUBTRACT_L = 48 * 2**256 - 2**257 - L
"""v + this = 48 * 2^256 + (2^256 + r - L): bits 256 and up are the ASCII digit 48 ('0') for r < L and 49 ('1')
for r >= L, the digits that `select`'s masks are made of (never 0 or 1 as an operand)."""
_SCALAR_MASK = 2**256 - 1


def mod_l_guarded(dividend: int) -> int:
    """2^256 + (dividend mod L) for a secret 0 <= dividend < _MOD_L_BOUND, without a division: Barrett reduction
    (see _BARRETT_FACTOR) on operands of fixed bit lengths, then one subtraction of L chosen by mask. The result
    has 257 bits for every dividend (the guard bit 2^256 stays), so a caller that keeps the remainder secret
    (the signing nonce) gets it at a fixed length too.

    Why not `%`: CPython's long division runs a fixed number of digit steps for fixed lengths, but each
    step's time still depends on the digit values (measured: a 64-byte scalar_reduce input whose top 32 bytes
    are zero, i.e. many zero digits, divided about 6 ns faster, |t| = 26.7 over 50,000 calls per class,
    `python -m tweetnacl leakcheck --tests core_ed25519.scalar_reduce.short`). Multiplication, shifts, `&`,
    `|`, `^` and additions run the same steps for every digit value; every operand here is non-negative and
    of one bit length (the offset, the guards, the mask digits 48/49). Earlier versions blinded `%` with a
    random multiple of L from the operating system: this costs no random bytes and about half the time."""
    x = dividend + _BARRETT_OFFSET  # 519 bits
    quotient = _BARRETT_FACTOR * (x >> _BARRETT_SHIFT) >> _BARRETT_SHIFT_AFTER  # 267 bits; constant on the left
    guarded = (x + _BARRETT_GUARD - L * quotient | _REMAINDER_GUARDS) & _REMAINDER_KEEP  # r + 2^257 + 2^256
    minus_l = guarded + _SUBTRACT_L  # 48 or 49 in bits 256 and up, r - L below when r >= L
    mask = (minus_l >> 256) * MASK_SLOPE - MASK_BASE  # 2^257 for r < L, 2^258 - 1 for r >= L
    return guarded ^ (guarded ^ minus_l) & mask  # 2^256 + r, or 2^256 + r - L (bit 257 cleared either way)


def mod_l(dividend: int) -> int:
    """dividend mod L for a secret 0 <= dividend < _MOD_L_BOUND (`mod_l_guarded` without its guard bit). What
    follows the value is the length of the result (below L), for callers that return it."""
    return mod_l_guarded(dividend) & _SCALAR_MASK


def mod_l_bytes(dividend: int) -> bytes:
    """The 32 little-endian bytes of dividend mod L for a secret 0 <= dividend < _MOD_L_BOUND: `mod_l_guarded`'s
    257-bit value written as 33 bytes, the guard byte dropped. Why not `mod_l(...).to_bytes(32)`: the bare remainder
    is a 30-bit digit shorter below 2^240 (for a random scalar 1 in 4,096, for a structured one far more often),
    and `int.to_bytes` runs over the digits there are, so its work would follow the secret's top bits."""
    return mod_l_guarded(dividend).to_bytes(33, "little")[:32]
