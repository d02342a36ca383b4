"""PyPy's decodings of verification's points (RFC 8032 section 5.1.3): `edwards.decode_negated_vartime` and
`edwards.decode_canonical_vartime` with the square root on machine-word limbs (`field_words.sqrt_ratio_candidate`)
instead of big ints: ~100 us each of a ~800 us verification on PyPy 3.11, ~25 us on limbs.

`ed25519` decodes with these on PyPy (`ed25519.STRAUS_WORDS`) and with `edwards`' on CPython; the same answers for
every 32-byte string (tests/test_straus_words.py compares them).

Secrets: none may come here: public keys and signatures only (variable time: the branches on which root, the
parity and the rejections).
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.edwards import Point
from tweetnacl.fast.curve25519.field import MASK255, SQRT_M1, D, P, fe_from_bytes
from tweetnacl.fast.curve25519.field_words import sqrt_ratio_candidate

__all__ = ["decode_canonical_words_vartime", "decode_negated_words_vartime"]


def _recover_x_words_vartime(y: int, sign: int) -> int | None:
    """x with the given parity on the curve at y in [0, p) (RFC 8032 section 5.1.3 steps 2-4), as `edwards`'s."""
    y2 = y * y % P
    u = (y2 - 1) % P
    x, vx2 = sqrt_ratio_candidate(u, (D * y2 + 1) % P)
    if vx2 != u:
        if vx2 != (-u) % P:
            return None
        x = x * SQRT_M1 % P
    if x & 1 != sign:
        x = (P - x) % P
    return x


def decode_negated_words_vartime(s: bytes) -> Point | None:
    """`edwards.decode_negated_vartime` (TweetNaCl's unpackneg: -A, y taken mod p, x = 0 with the sign bit set
    accepted), on limbs."""
    y = fe_from_bytes(s) % P
    x = _recover_x_words_vartime(y, s[31] >> 7)
    if x is None:
        return None
    x = (P - x) % P
    return (x, y, 1, x * y % P)


def decode_canonical_words_vartime(s: bytes) -> Point | None:
    """`edwards.decode_canonical_vartime` (None for y >= p, no square root, or x = 0 with the sign bit set), on
    limbs."""
    y = int.from_bytes(s, "little") & MASK255
    if y >= P:
        return None
    sign = s[31] >> 7
    x = _recover_x_words_vartime(y, sign)
    if x is None or (x == 0 and sign):
        return None
    return (x, y, 1, x * y % P)
