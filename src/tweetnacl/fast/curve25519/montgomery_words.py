"""PyPy's X25519 ladder (RFC 7748 section 5) on machine words: field elements as ten signed limbs of radix 2^25.5.

`montgomery.crypto_scalarmult` runs this ladder on PyPy (`montgomery.LADDER_WORDS`) and the big-int one on CPython.
The ladder's layout is the big-int one's (`montgomery._crypto_scalarmult_bigints`: one selection per step, the
doubling slot and the addition slot, randomized projective start); only the field arithmetic differs. Why: PyPy's
JIT compiles arithmetic on ints below 2^63 to machine instructions, while every big-int result is an allocated
rbigint; measured on PyPy 3.11, the ladder costs ~1.7 ms on big ints and ~0.45 ms on limbs (with the trace limit
of `allow_long_traces`).

Layout (the "ref10" layout of Bernstein, Duif, Lange, Schwabe and Yang, "High-speed high-security signatures",
CHES 2011, section 5): an element is sum f_i 2^ceil(25.5 i), i = 0..9, limbs of 26 bits at even i and 25 bits at
odd i when carried; the product folds limbs i + j >= 10 with 19 (2^255 = 19 mod p) and doubles the terms of two odd
limbs (their offsets sum to one more than the product's limb offset).

Secrets: the scalar (its bits make the masks) and every field element. No branch, index or loop count depends on
them: 255 steps, each the same sequence of word operations; the swap is a mask (0 or -1 from the bit's ASCII
digit) on every limb. Every word value stays below 2^63 in magnitude (on PyPy a larger int silently becomes an
rbigint: slow, and a timing difference), by these bounds (tests/test_montgomery_words.py computes them from the
formulas and runs the ladder with instrumented ints):
- carried limbs (`_carry`'s output): in [0, 2^26) at even i, [0, 2^25) at odd i, but |limb 1| < 2^25 + 2^17;
- sums and differences of two carried elements: |limb| < 2 (2^26) even, 2 (2^25 + 2^17) odd;
- `_mul` takes two such (worst case) inputs: every h_k is below 2^61 in magnitude (each term and partial sum too);
- `_carry` takes |h_k| < 2^62: carries below 2^37, 19 times the top carry below 2^42;
- `_mul_a24` multiplies limbs below 2^27 by 121665 < 2^17: below 2^44, then carried.
The big ints at the ends (limbs from the public u and the random blinding factor; the result back to ints) are
`_to_limbs` and `_from_limbs`, with fixed-size operands (`_from_limbs` multiplies every limb by a constant of at
least 2^64 and adds a multiple of p, so each operation is an rbigint one whatever the limb's value).
"""

from __future__ import annotations

import importlib

from tweetnacl.fast.curve25519.field import P

__all__ = ["JIT_TRACE_LIMIT", "allow_long_traces", "ladder_words"]

JIT_TRACE_LIMIT = 100_000
"""The trace_limit PyPy's JIT needs for this ladder (measured: it runs ~4x faster than the big-int ladder with a
limit of 60,000 and ~1.5x slower with the default 6,000, at which the JIT gives up tracing one ladder step: every
inlined int operation records a type guard, an overflow guard and a box, some 20,000 operations a step)."""


def allow_long_traces() -> None:
    """Raise PyPy's JIT trace_limit to JIT_TRACE_LIMIT for the whole process (PyPy only; `montgomery` calls it once
    when it selects this ladder). A larger limit lets the JIT compile longer loops anywhere in the process: more
    compiled code, no change of behaviour."""
    importlib.import_module("pypyjit").set_param(f"trace_limit={JIT_TRACE_LIMIT}")

Limbs = tuple[int, int, int, int, int, int, int, int, int, int]

_OFFSETS = tuple(-(-51 * i // 2) for i in range(10))  # 0, 26, 51, 77, ...: ceil(25.5 i)
_WIDTHS = tuple((_OFFSETS[i + 1] if i < 9 else 255) - _OFFSETS[i] for i in range(10))  # 26, 25, 26, ...
_M26 = (1 << 26) - 1
_M25 = (1 << 25) - 1
_A24 = 121665
"""(A - 2) / 4 of RFC 7748 section 5."""
_FROM_LIMBS_SHIFT = 64
_FROM_LIMBS_FACTORS = tuple(1 << (offset + _FROM_LIMBS_SHIFT) for offset in _OFFSETS)
_FROM_LIMBS_OFFSET = (16 * P) << _FROM_LIMBS_SHIFT
"""16 p > 2^258 exceeds |sum f_i 2^offset_i| for limbs below 2^27 in magnitude: the sum is then positive."""


def _to_limbs(x: int) -> Limbs:
    """0 <= x < 2^255 as carried limbs (public u or the random blinding factor only)."""
    f = [(x >> offset) & ((1 << width) - 1) for offset, width in zip(_OFFSETS, _WIDTHS)]
    return (f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9])


def _from_limbs(f: Limbs) -> int:
    """The element as a big int in [0, p) for limbs below 2^27 in magnitude (see the module docstring)."""
    total = _FROM_LIMBS_OFFSET
    for limb, factor in zip(f, _FROM_LIMBS_FACTORS):
        total += limb * factor
    return (total >> _FROM_LIMBS_SHIFT) % P


def _carry(h0: int, h1: int, h2: int, h3: int, h4: int, h5: int, h6: int, h7: int, h8: int, h9: int) -> Limbs:
    """Carry |h_k| < 2^62 into limbs of 26 / 25 bits (floor shifts, so each carried limb but 0 and 1 is in
    [0, 2^width)); the top carry folds into limb 0 times 19, whose carry goes into limb 1 once more."""
    h1 += h0 >> 26
    h0 &= _M26
    h2 += h1 >> 25
    h1 &= _M25
    h3 += h2 >> 26
    h2 &= _M26
    h4 += h3 >> 25
    h3 &= _M25
    h5 += h4 >> 26
    h4 &= _M26
    h6 += h5 >> 25
    h5 &= _M25
    h7 += h6 >> 26
    h6 &= _M26
    h8 += h7 >> 25
    h7 &= _M25
    h9 += h8 >> 26
    h8 &= _M26
    h0 += 19 * (h9 >> 25)
    h9 &= _M25
    h1 += h0 >> 26
    h0 &= _M26
    return (h0, h1, h2, h3, h4, h5, h6, h7, h8, h9)


def _mul(f: Limbs, g: Limbs) -> Limbs:
    """f g mod p, carried, for limbs of f and g below 2 (2^26) (even) and 2 (2^25 + 2^17) (odd) in magnitude."""
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9 = f
    g0, g1, g2, g3, g4, g5, g6, g7, g8, g9 = g
    f1_2 = 2 * f1
    f3_2 = 2 * f3
    f5_2 = 2 * f5
    f7_2 = 2 * f7
    f9_2 = 2 * f9
    g1_19 = 19 * g1
    g2_19 = 19 * g2
    g3_19 = 19 * g3
    g4_19 = 19 * g4
    g5_19 = 19 * g5
    g6_19 = 19 * g6
    g7_19 = 19 * g7
    g8_19 = 19 * g8
    g9_19 = 19 * g9
    h0 = f0 * g0 + f1_2 * g9_19 + f2 * g8_19 + f3_2 * g7_19 + f4 * g6_19 + f5_2 * g5_19 + f6 * g4_19 + f7_2 * g3_19 + f8 * g2_19 + f9_2 * g1_19
    h1 = f0 * g1 + f1 * g0 + f2 * g9_19 + f3 * g8_19 + f4 * g7_19 + f5 * g6_19 + f6 * g5_19 + f7 * g4_19 + f8 * g3_19 + f9 * g2_19
    h2 = f0 * g2 + f1_2 * g1 + f2 * g0 + f3_2 * g9_19 + f4 * g8_19 + f5_2 * g7_19 + f6 * g6_19 + f7_2 * g5_19 + f8 * g4_19 + f9_2 * g3_19
    h3 = f0 * g3 + f1 * g2 + f2 * g1 + f3 * g0 + f4 * g9_19 + f5 * g8_19 + f6 * g7_19 + f7 * g6_19 + f8 * g5_19 + f9 * g4_19
    h4 = f0 * g4 + f1_2 * g3 + f2 * g2 + f3_2 * g1 + f4 * g0 + f5_2 * g9_19 + f6 * g8_19 + f7_2 * g7_19 + f8 * g6_19 + f9_2 * g5_19
    h5 = f0 * g5 + f1 * g4 + f2 * g3 + f3 * g2 + f4 * g1 + f5 * g0 + f6 * g9_19 + f7 * g8_19 + f8 * g7_19 + f9 * g6_19
    h6 = f0 * g6 + f1_2 * g5 + f2 * g4 + f3_2 * g3 + f4 * g2 + f5_2 * g1 + f6 * g0 + f7_2 * g9_19 + f8 * g8_19 + f9_2 * g7_19
    h7 = f0 * g7 + f1 * g6 + f2 * g5 + f3 * g4 + f4 * g3 + f5 * g2 + f6 * g1 + f7 * g0 + f8 * g9_19 + f9 * g8_19
    h8 = f0 * g8 + f1_2 * g7 + f2 * g6 + f3_2 * g5 + f4 * g4 + f5_2 * g3 + f6 * g2 + f7_2 * g1 + f8 * g0 + f9_2 * g9_19
    h9 = f0 * g9 + f1 * g8 + f2 * g7 + f3 * g6 + f4 * g5 + f5 * g4 + f6 * g3 + f7 * g2 + f8 * g1 + f9 * g0
    return _carry(h0, h1, h2, h3, h4, h5, h6, h7, h8, h9)


def _square(f: Limbs) -> Limbs:
    """f^2 mod p, carried, for the limb bounds of `_mul` (its terms grouped: 55 products, not 100)."""
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9 = f
    f1_2 = 2 * f1
    f2_2 = 2 * f2
    f3_2 = 2 * f3
    f3_4 = 4 * f3
    f4_2 = 2 * f4
    f5_2 = 2 * f5
    f5_4 = 4 * f5
    f5_38 = 38 * f5
    f6_2 = 2 * f6
    f6_19 = 19 * f6
    f6_38 = 38 * f6
    f7_2 = 2 * f7
    f7_4 = 4 * f7
    f7_38 = 38 * f7
    f7_76 = 76 * f7
    f8_2 = 2 * f8
    f8_19 = 19 * f8
    f8_38 = 38 * f8
    f9_2 = 2 * f9
    f9_38 = 38 * f9
    f9_76 = 76 * f9
    h0 = f0 * f0 + f1 * f9_76 + f2 * f8_38 + f3 * f7_76 + f4 * f6_38 + f5 * f5_38
    h1 = f0 * f1_2 + f2 * f9_38 + f3 * f8_38 + f4 * f7_38 + f5 * f6_38
    h2 = f0 * f2_2 + f1 * f1_2 + f3 * f9_76 + f4 * f8_38 + f5 * f7_76 + f6 * f6_19
    h3 = f0 * f3_2 + f1 * f2_2 + f4 * f9_38 + f5 * f8_38 + f6 * f7_38
    h4 = f0 * f4_2 + f1 * f3_4 + f2 * f2 + f5 * f9_76 + f6 * f8_38 + f7 * f7_38
    h5 = f0 * f5_2 + f1 * f4_2 + f2 * f3_2 + f6 * f9_38 + f7 * f8_38
    h6 = f0 * f6_2 + f1 * f5_4 + f2 * f4_2 + f3 * f3_2 + f7 * f9_76 + f8 * f8_19
    h7 = f0 * f7_2 + f1 * f6_2 + f2 * f5_2 + f3 * f4_2 + f8 * f9_38
    h8 = f0 * f8_2 + f1 * f7_4 + f2 * f6_2 + f3 * f5_4 + f4 * f4 + f9 * f9_38
    h9 = f0 * f9_2 + f1 * f8_2 + f2 * f7_2 + f3 * f6_2 + f4 * f5_2
    return _carry(h0, h1, h2, h3, h4, h5, h6, h7, h8, h9)


def _mul_a24(f: Limbs) -> Limbs:
    """121665 f, carried, for limbs below 2^27 in magnitude."""
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9 = f
    a = _A24
    return _carry(a * f0, a * f1, a * f2, a * f3, a * f4, a * f5, a * f6, a * f7, a * f8, a * f9)


def _add(f: Limbs, g: Limbs) -> Limbs:
    return (f[0] + g[0], f[1] + g[1], f[2] + g[2], f[3] + g[3], f[4] + g[4],
            f[5] + g[5], f[6] + g[6], f[7] + g[7], f[8] + g[8], f[9] + g[9])  # fmt: skip


def _sub(f: Limbs, g: Limbs) -> Limbs:
    return (f[0] - g[0], f[1] - g[1], f[2] - g[2], f[3] - g[3], f[4] - g[4],
            f[5] - g[5], f[6] - g[6], f[7] - g[7], f[8] - g[8], f[9] - g[9])  # fmt: skip


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
    u = _to_limbs(x1)
    zd: Limbs = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    xd: Limbs = (1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    za = _to_limbs(blind)
    xa = _mul(u, za)
    for digit in digits:
        mask = 48 - digit  # '0' -> 0, '1' -> -1
        a = _add(xd, zd)
        b = _sub(xd, zd)
        c = _add(xa, za)
        d = _sub(xa, za)
        # Differential addition (symmetric in the slots).
        da = _mul(d, a)
        cb = _mul(c, b)
        s = _add(da, cb)
        xa = _square(s)
        m = _sub(da, cb)
        za = _mul(u, _square(m))
        # Doubling of the selected slot.
        a = _select(mask, a, c)
        b = _select(mask, b, d)
        aa = _square(a)
        bb = _square(b)
        e = _sub(aa, bb)
        xd = _mul(aa, bb)
        zd = _mul(e, _add(aa, _mul_a24(e)))
    return _from_limbs(xd), _from_limbs(zd)
