"""GF(2^255 - 19) on machine words for PyPy: ten signed limbs of radix 2^25.5 (RFC 7748 section 5's field).

PyPy's JIT compiles arithmetic on ints below 2^63 to machine instructions, while every big-int result is an
allocated rbigint; so PyPy's X25519 ladder (`montgomery_words`) and Ed25519 verification's multi-scalar
multiplication (`straus_words`) do their field arithmetic here, and CPython keeps `field`'s big ints.

Layout (the "ref10" layout of Bernstein, Duif, Lange, Schwabe and Yang, "High-speed high-security signatures",
CHES 2011, section 5): an element is sum f_i 2^ceil(25.5 i), i = 0..9, limbs of 26 bits at even i and 25 bits at
odd i when carried; the product folds limbs i + j >= 10 with 19 (2^255 = 19 mod p) and doubles the terms of two odd
limbs (their offsets sum to one more than the product's limb offset).

Secrets: elements may be secret (the ladder's). Nothing here branches, indexes or loops on a value. Every word
stays below 2^63 in magnitude (on PyPy a larger int silently becomes an rbigint: slow, and a timing difference),
by these bounds (tests/test_montgomery_words.py computes them from the formulas with instrumented ints):
- carried limbs (`carry`'s output): in [0, 2^26) at even i, [0, 2^25) at odd i, but |limb 1| < 2^25 + 2^17;
- `mul` and `square` take limbs up to twice that (a sum or difference of two carried elements): every h_k is
  below 2^61 in magnitude (each term and partial sum too);
- `carry` takes |h_k| < 2^62: carries below 2^37, 19 times the top carry below 2^42.
The big ints at the ends are `to_limbs` (from a public value or a random blinding factor) and `from_limbs`, whose
operands have fixed sizes (every limb times a constant of at least 2^64, plus a multiple of p, so each operation
is an rbigint one whatever the limb's value).
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.field import P

__all__ = ["OFFSETS", "WIDTHS", "Limbs", "add", "carry", "from_limbs", "mul", "square", "sub", "to_limbs"]

Limbs = tuple[int, int, int, int, int, int, int, int, int, int]

OFFSETS = tuple(-(-51 * i // 2) for i in range(10))  # 0, 26, 51, 77, ...: ceil(25.5 i)
WIDTHS = tuple((OFFSETS[i + 1] if i < 9 else 255) - OFFSETS[i] for i in range(10))  # 26, 25, 26, ...
_M26 = (1 << 26) - 1
_M25 = (1 << 25) - 1
_FROM_LIMBS_SHIFT = 64
_FROM_LIMBS_FACTORS = tuple(1 << (offset + _FROM_LIMBS_SHIFT) for offset in OFFSETS)
_FROM_LIMBS_OFFSET = (16 * P) << _FROM_LIMBS_SHIFT
"""16 p > 2^258 exceeds |sum f_i 2^offset_i| for limbs below 2^27 in magnitude: the sum is then positive."""


def to_limbs(x: int) -> Limbs:
    """0 <= x < 2^255 as carried limbs (public u or the random blinding factor only)."""
    f = [(x >> offset) & ((1 << width) - 1) for offset, width in zip(OFFSETS, WIDTHS)]
    return (f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9])


def from_limbs(f: Limbs) -> int:
    """The element as a big int in [0, p) for limbs below 2^27 in magnitude (see the module docstring)."""
    total = _FROM_LIMBS_OFFSET
    for limb, factor in zip(f, _FROM_LIMBS_FACTORS):
        total += limb * factor
    return (total >> _FROM_LIMBS_SHIFT) % P


def carry(h0: int, h1: int, h2: int, h3: int, h4: int, h5: int, h6: int, h7: int, h8: int, h9: int) -> Limbs:
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


def mul(f: Limbs, g: Limbs) -> Limbs:
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
    return carry(h0, h1, h2, h3, h4, h5, h6, h7, h8, h9)


def square(f: Limbs) -> Limbs:
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
    return carry(h0, h1, h2, h3, h4, h5, h6, h7, h8, h9)


def add(f: Limbs, g: Limbs) -> Limbs:
    """f + g limb by limb (no carry)."""
    return (f[0] + g[0], f[1] + g[1], f[2] + g[2], f[3] + g[3], f[4] + g[4],
            f[5] + g[5], f[6] + g[6], f[7] + g[7], f[8] + g[8], f[9] + g[9])  # fmt: skip


def sub(f: Limbs, g: Limbs) -> Limbs:
    """f - g limb by limb (no carry; limbs may be negative)."""
    return (f[0] - g[0], f[1] - g[1], f[2] - g[2], f[3] - g[3], f[4] - g[4],
            f[5] - g[5], f[6] - g[6], f[7] - g[7], f[8] - g[8], f[9] - g[9])  # fmt: skip
