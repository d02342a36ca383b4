"""PyPy's X25519 ladder (RFC 7748 section 5) on machine words: field elements as ten signed limbs of radix 2^25.5.

`montgomery.crypto_scalarmult` runs this ladder on PyPy (`montgomery.LADDER_WORDS`) and the big-int one on CPython.
The ladder's layout is the big-int one's (`montgomery._crypto_scalarmult_bigints`: one selection per step, the
doubling slot and the addition slot, randomized projective start); only the field arithmetic differs. Why: PyPy's
JIT compiles arithmetic on ints below 2^63 to machine instructions, while every big-int result is an allocated
rbigint; measured on PyPy 3.11, the ladder costs ~1.7 ms on big ints and ~0.45 ms on limbs (with the trace limit
of `tweetnacl.fast.jit.allow_long_traces`).

The field is `field_words` (ten signed limbs of radix 2^25.5, its bounds written there).

Secrets: the scalar (its bits make the masks) and every field element. No branch, index or loop count depends on
them: 255 steps, each the same sequence of word operations; the swap is a mask (0 or -1 from the bit's ASCII
digit) on every limb. Every word value stays below 2^63 in magnitude (`field_words`' bounds: every `mul` and
`square` input is a carried element or a sum or difference of two; `_mul_a24` multiplies limbs below 2^27 by
121665 < 2^17, below 2^44, then carries), checked by tests/test_montgomery_words.py with instrumented ints.
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.field_words import Limbs, add, carry, from_limbs, mul, square, sub, to_limbs

__all__ = ["ladder_words"]

_A24 = 121665
"""(A - 2) / 4 of RFC 7748 section 5."""


def _mul_a24(f: Limbs) -> Limbs:
    """121665 f, carried, for limbs below 2^27 in magnitude."""
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9 = f
    a = _A24
    return carry(a * f0, a * f1, a * f2, a * f3, a * f4, a * f5, a * f6, a * f7, a * f8, a * f9)


def _select(mask: int, f: Limbs, g: Limbs) -> Limbs:
    """g where mask = -1, f where mask = 0: the same word operations for either."""
    return (f[0] ^ (f[0] ^ g[0]) & mask, f[1] ^ (f[1] ^ g[1]) & mask, f[2] ^ (f[2] ^ g[2]) & mask,
            f[3] ^ (f[3] ^ g[3]) & mask, f[4] ^ (f[4] ^ g[4]) & mask, f[5] ^ (f[5] ^ g[5]) & mask,
            f[6] ^ (f[6] ^ g[6]) & mask, f[7] ^ (f[7] ^ g[7]) & mask, f[8] ^ (f[8] ^ g[8]) & mask,
            f[9] ^ (f[9] ^ g[9]) & mask)  # fmt: skip


def ladder_words(digits: bytes, x1: int, blind: int) -> tuple[int, int]:
    """(x_2, z_2) of RFC 7748 section 5's ladder, as big ints in [0, p), for the selection digits of
    `montgomery._crypto_scalarmult_bigints` (ASCII '1' where the point to double is in the addition slot, bits
    254..0), the public u = x1 < p and the blinding factor 0 < blind < p (R1 = (blind u : blind))."""
    u = to_limbs(x1)
    zd: Limbs = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    xd: Limbs = (1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    za = to_limbs(blind)
    xa = mul(u, za)
    for digit in digits:
        mask = 48 - digit  # '0' -> 0, '1' -> -1
        a = add(xd, zd)
        b = sub(xd, zd)
        c = add(xa, za)
        d = sub(xa, za)
        # Differential addition (symmetric in the slots).
        da = mul(d, a)
        cb = mul(c, b)
        s = add(da, cb)
        xa = square(s)
        m = sub(da, cb)
        za = mul(u, square(m))
        # Doubling of the selected slot.
        a = _select(mask, a, c)
        b = _select(mask, b, d)
        aa = square(a)
        bb = square(b)
        e = sub(aa, bb)
        xd = mul(aa, bb)
        zd = mul(e, add(aa, _mul_a24(e)))
    return from_limbs(xd), from_limbs(zd)
