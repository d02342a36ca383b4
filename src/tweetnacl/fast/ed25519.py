"""Fast Ed25519 signatures (RFC 8032, section 5.1) and the X25519 base-point multiplication, on Python ints.

Byte-compatible with TweetNaCl's `crypto_sign` / `crypto_sign_open` (plus the rejection of S >= L that
API.md asks for), with libsodium's `crypto_scalarmult_base` and `crypto_sign_ed25519_pk_to_curve25519`.

Points are tuples of field elements (Python ints) in extended twisted Edwards coordinates
(X, Y, Z, T) with x = X/Z, y = Y/Z, x*y = T/Z (RFC 8032 section 5.1.4; Hisil, Wong, Carter, Dawson,
"Twisted Edwards curves revisited", 2008). The addition and doubling formulas used are the unified ones of
RFC 8032 section 5.1.4: complete on this curve (a = -1 is a square, d is not), so the same straight-line
code serves every input, the identity and small-order points included.

Two kinds of scalar multiplication:
- secret scalars (signing nonces, secret keys, X25519 scalars): `_fixed_base_ct`, a comb over a
  precomputed table of multiples of B with signed radix-2^w digits, every table read a constant-time
  selection over all entries (bulk mask arithmetic on big ints), no branch or index on a secret;
- public scalars (verification, public-key checks): the `*_vartime` functions (wNAF, Straus).

Reduction bounds: field elements are kept in [0, p) between group operations; inside a group operation
some products are only "folded" once, fold(v) = (v mod 2^255) + 19 * floor(v / 2^255) (congruent to v
since 2^255 = 19 mod p); each such place states the bound it relies on.
"""

from __future__ import annotations

import hashlib
import hmac

from .field25519 import D, P, SQRT_M1, fe_from_bytes, fe_invert, fe_sqrt_ratio_vartime

__all__ = [
    "crypto_scalarmult_base",
    "crypto_sign_detached",
    "crypto_sign_seed_keypair",
    "crypto_sign_verify_detached",
    "ed25519_pk_to_curve25519",
]

Point = tuple[int, int, int, int]
"""(X, Y, Z, T), extended coordinates, each in [0, p)."""

Niels = tuple[int, int, int]
"""An affine point as (y + x, y - x, 2*d*x*y) mod p: the precomputed form of a mixed addition."""

L = 2**252 + 27742317777372353535851937790883648493
"""The order of the base point (RFC 8032 section 5.1)."""

_M255 = 2**255 - 1
_D2 = 2 * D % P
_P2 = 2 * P

_IDENTITY: Point = (0, 1, 1, 0)


def _recover_x_vartime(y: int, sign: int) -> int | None:
    """x with the given parity on the curve at y (RFC 8032 section 5.1.3 steps 2-4). Public data only."""
    y2 = y * y % P
    x = fe_sqrt_ratio_vartime(y2 - 1, D * y2 + 1)
    if x is None:
        return None
    if x & 1 != sign:
        x = (P - x) % P
    return x


_BASE_Y = 4 * pow(5, P - 2, P) % P
_BASE_X = _recover_x_vartime(_BASE_Y, 0)
assert _BASE_X is not None
BASE: Point = (_BASE_X, _BASE_Y, 1, _BASE_X * _BASE_Y % P)
"""The base point B (RFC 8032 section 5.1: y = 4/5, x even)."""


# ---------------------------------------------------------------------------------------------
# Group law (RFC 8032 section 5.1.4). Straight-line code: usable on secret points.
# ---------------------------------------------------------------------------------------------


def _add(p: Point, q: Point) -> Point:
    """p + q, both extended (RFC 8032 section 5.1.4, "add-2008-hwcd-3")."""
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = t1 * _D2 % P * t2 % P
    dd = 2 * z1 * z2 % P
    e = b - a
    f = dd - c
    g = dd + c
    h = b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _double(p: Point) -> Point:
    """2p (RFC 8032 section 5.1.4, "dbl-2008-hwcd")."""
    x1, y1, z1, _ = p
    a = x1 * x1 % P
    b = y1 * y1 % P
    c = 2 * z1 * z1 % P
    h = a + b
    e = h - (x1 + y1) * (x1 + y1) % P
    g = a - b
    f = c + g
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _negate(p: Point) -> Point:
    x, y, z, t = p
    return ((P - x) % P, y, z, (P - t) % P)


def _encode_ct(p: Point) -> bytes:
    """RFC 8032 section 5.1.2 encoding; the inversion is Fermat's (fixed exponent): safe on secret points."""
    x, y, z, _ = p
    zinv = fe_invert(z)
    x = x * zinv % P
    y = y * zinv % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def _encode_vartime(x: int, y: int, z: int) -> bytes:
    """Same encoding with the faster variable-time inversion: public points only."""
    zinv = pow(z, -1, P)
    x = x * zinv % P
    y = y * zinv % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def _to_niels_batch_vartime(points: list[Point]) -> list[Niels]:
    """Affine (y + x, y - x, 2dxy) of each point, one shared inversion (Montgomery's trick). Public data only."""
    prefix: list[int] = []
    acc = 1
    for _, _, z, _ in points:
        prefix.append(acc)
        acc = acc * z % P
    inv = pow(acc, -1, P)
    out: list[Niels] = [(0, 0, 0)] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z, _ = points[i]
        zinv = inv * prefix[i] % P
        inv = inv * z % P
        x = x * zinv % P
        y = y * zinv % P
        out[i] = ((y + x) % P, (y - x) % P, _D2 * x % P * y % P)
    return out


# ---------------------------------------------------------------------------------------------
# Fixed-base multiplication for secret scalars: signed radix-2^w comb, constant-time table reads.
# ---------------------------------------------------------------------------------------------

_WINDOW = 4
"""Digit width w: positions = ceil(~255 / w), 2^w table entries per position (see _build_fixed_base)."""

_LANE = 256
"""Bits per lane in the bulk (SIMD-in-an-int) table arrays: one field element per lane."""


def _fixed_base_positions(window: int) -> int:
    """Smallest digit count n with (L - 1) + C < 2^(w n), C = sum 2^(w-1) 2^(w i): the recoding never overflows."""
    n = 1
    while True:
        offset = sum(1 << (window - 1 + window * i) for i in range(n))
        if (L - 1) + offset < 1 << (window * n):
            return n
        n += 1


class _FixedBaseTable:
    """For each digit position i and each n in [0, 2^w): the point (n - 2^(w-1)) * 2^(w i) * B, as Niels.

    Stored transposed for bulk selection (bit slicing by lanes): `coords[c][n]` is one big int whose lane
    i (bits 256 i .. 256 i + 255) is coordinate c of entry n at position i, plus a guard lane on top
    (lane `positions`) holding 2^255 in every array. The guard keeps the bit length of every int the
    selection produces independent of the secret digits (CPython's int operations run in time linear in
    the operands' lengths).
    """

    def __init__(self, window: int) -> None:
        self.window = window
        self.positions = n_pos = _fixed_base_positions(window)
        half = 1 << (window - 1)
        self.offset = sum(half << (window * i) for i in range(n_pos))
        multiples: list[Point] = []
        base = BASE
        for _ in range(n_pos):
            acc = base
            multiples.append(acc)
            for _ in range(half - 1):
                acc = _add(acc, base)
                multiples.append(acc)
            base = _double(acc)  # 2 * 2^(w-1) * base: the next position's unit, 2^w times this one's
        niels = _to_niels_batch_vartime(multiples)
        guard = 1 << 255 << (_LANE * n_pos)
        coords: list[list[int]] = [[guard] * (2 * half) for _ in range(3)]
        for i in range(n_pos):
            shift = _LANE * i
            for n in range(2 * half):
                digit = n - half
                if digit == 0:
                    entry = (1, 1, 0)
                elif digit > 0:
                    entry = niels[i * half + digit - 1]
                else:
                    yp, ym, t2d = niels[i * half - digit - 1]
                    entry = (ym, yp, (P - t2d) % P)  # -(x, y) = (-x, y): swap y+x / y-x, negate 2dxy
                for c in range(3):
                    coords[c][n] |= entry[c] << shift
        self.coords = coords
        lanes = n_pos + 1
        self.lane_ones = sum(1 << (_LANE * i) for i in range(lanes))
        """Bit 0 of every lane, the guard lane included."""
        self.data_lanes_full = (1 << (_LANE * n_pos)) - 1
        """All bits of every data lane (not the guard lane)."""
        self.guard_digit = (1 << window) - 1
        """The digit stored in the guard lane of the digit vector: all its bits set (see _select_ct)."""


_FIXED_BASE: _FixedBaseTable | None = None


def _fixed_base_table() -> _FixedBaseTable:
    """Built on first use (a few milliseconds): importing the module stays cheap."""
    global _FIXED_BASE
    table = _FIXED_BASE
    if table is None:
        table = _FIXED_BASE = _FixedBaseTable(_WINDOW)
    return table


def _select_ct(table: _FixedBaseTable, digits_wide: int) -> list[list[int]]:
    """Per position i, the Niels entry number n_i (lane i of digits_wide), for all positions at once.

    Constant time: a binary tree of selections over all 2^w entries, one level per bit of the digits;
    every entry is read at every position, the choice is made with masks computed arithmetically from the
    digit bits ((b << 256) - b fills a lane holding the bit b with b), never with a branch or an index.
    Returns the three coordinate lists [y+x], [y-x], [2dxy], one int per position.
    """
    lane_ones = table.lane_ones
    data_full = table.data_lanes_full
    level = table.coords
    for bit in range(table.window):
        # Lane i of `low` is bit `bit` of n_i; the guard lane's digit has every bit set, so `low` and the
        # masks keep their full length whatever the digits are.
        low = (digits_wide >> bit) & lane_ones
        take_odd = (low << _LANE) - low
        take_even = take_odd ^ data_full
        level = [
            [(row[j] & take_even) | (row[j + 1] & take_odd) for j in range(0, len(row), 2)]
            for row in level
        ]
    n_pos = table.positions
    out: list[list[int]] = []
    from_bytes = int.from_bytes
    for row in level:
        raw = row[0].to_bytes(32 * (n_pos + 1), "little")
        out.append([from_bytes(raw[k : k + 32], "little") for k in range(0, 32 * n_pos, 32)])
    return out


def _fixed_base_ct(scalar: int) -> Point:
    """[scalar] B for a secret scalar in [0, L): comb over signed radix-2^w digits (RFC 8032 section 5.1.4
    group law; digits as in ref10's ge_scalarmult_base, here produced for all positions by one addition).

    With C = sum 2^(w-1) 2^(w i), t = scalar + C has the digits n_i in [0, 2^w) and
    scalar = sum (n_i - 2^(w-1)) 2^(w i): the signed recoding costs one addition, no carry loop.
    """
    table = _fixed_base_table()
    window = table.window
    n_pos = table.positions
    t = scalar + table.offset
    digit_mask = (1 << window) - 1
    # One byte per lane start: spread the digits to 256-bit lanes with a strided slice assignment.
    spread = bytearray(32 * (n_pos + 1))
    spread[0 : 32 * n_pos : 32] = bytes([(t >> (window * i)) & digit_mask for i in range(n_pos)])
    spread[32 * n_pos] = table.guard_digit
    digits_wide = int.from_bytes(spread, "little")
    yps, yms, t2ds = _select_ct(table, digits_wide)

    x, y, z, t = 0, 1, 1, 0
    for yp, ym, t2d in zip(yps, yms, t2ds):
        # Mixed addition (RFC 8032 section 5.1.4 with Z2 = 1). x, y, z, t in [0, p) on entry.
        a = (y - x) * ym  # |a| < 2^510
        b = (y + x) * yp  # 0 <= b < 2^511
        c = t * t2d  # 0 <= c < 2^510
        # fold: |v| < 2^511 -> |fold(v)| < 2^255 + 19 * 2^256 < 2^260.3
        a = (a & _M255) + 19 * (a >> 255)
        b = (b & _M255) + 19 * (b >> 255)
        c = (c & _M255) + 19 * (c >> 255)
        z2 = z + z
        e = b - a
        h = b + a
        f = z2 - c
        g = z2 + c
        # |e|, |f|, |g|, |h| < 2^261.3: each product below is < 2^523, reduced to [0, p) by %.
        x = e * f % P
        y = g * h % P
        z = f * g % P
        t = e * h % P
    return (x, y, z, t)


def _clamp(k32: bytes) -> int:
    """RFC 7748 section 5 / RFC 8032 section 5.1.5: clear bits 0-2 and 255, set bit 254."""
    return (int.from_bytes(k32, "little") & ~7 & _M255) | 1 << 254


# ---------------------------------------------------------------------------------------------
# Variable-time multiplication for public scalars and points (verification, key checks).
# ---------------------------------------------------------------------------------------------

_B_WINDOW = 8
"""wNAF width for B in verification: a precomputed table of the 2^(w-2) odd multiples of B."""

_A_WINDOW = 5
"""wNAF width for the public key A: 2^(w-2) odd multiples computed per verification."""


def _wnaf_vartime(k: int, window: int) -> list[int]:
    """Width-w NAF of k >= 0, least significant digit first: odd digits |d| < 2^(w-1), or 0. Public data."""
    digits: list[int] = []
    full = 1 << window
    half = 1 << (window - 1)
    append = digits.append
    while k:
        if k & 1:
            d = k & (full - 1)
            if d >= half:
                d -= full
            k -= d
            append(d)
        else:
            append(0)
        k >>= 1
    return digits


def _odd_multiples_vartime(p: Point, count: int) -> list[Point]:
    """p, 3p, 5p, ..., (2 count - 1) p."""
    out = [p]
    p2 = _double(p)
    for _ in range(count - 1):
        out.append(_add(out[-1], p2))
    return out


_BASE_ODD_NIELS: list[Niels] = _to_niels_batch_vartime(_odd_multiples_vartime(BASE, 1 << (_B_WINDOW - 2)))


def _double_scalarmult_vartime(b_scalar: int, a_scalar: int, a_point: Point) -> tuple[int, int, int]:
    """[b_scalar] B + [a_scalar] a_point as (X, Y, Z) (Straus/Shamir interleaving, wNAF digits). Public data only."""
    b_digits = _wnaf_vartime(b_scalar, _B_WINDOW)
    a_digits = _wnaf_vartime(a_scalar, _A_WINDOW)
    # The odd multiples of a_point in "cached" form (Y + X, Y - X, 2Z, 2dT) for the general addition.
    a_cached = [
        ((y + x) % P, (y - x) % P, 2 * z % P, _D2 * t % P)
        for x, y, z, t in _odd_multiples_vartime(a_point, 1 << (_A_WINDOW - 2))
    ]
    b_table = _BASE_ODD_NIELS
    top = max(len(b_digits), len(a_digits))
    b_digits += [0] * (top - len(b_digits))
    a_digits += [0] * (top - len(a_digits))
    x, y, z, t = 0, 1, 1, 0
    for i in range(top - 1, -1, -1):
        # Doubling (RFC 8032 section 5.1.4); x, y, z in [0, p) on entry.
        aa = x * x
        bb = y * y
        cc = z * z
        cc += cc
        s = x + y
        s *= s
        hh = aa + bb  # < 2^511
        ee = hh - s  # |ee| < 2^512
        gg = aa - bb  # |gg| < 2^510
        ff = cc + gg  # |ff| < 2^512
        # fold: |v| < 2^512 -> |fold(v)| < 2^255 + 19 * 2^257 < 2^261.3; products below < 2^523.
        hh = (hh & _M255) + 19 * (hh >> 255)
        ee = (ee & _M255) + 19 * (ee >> 255)
        gg = (gg & _M255) + 19 * (gg >> 255)
        ff = (ff & _M255) + 19 * (ff >> 255)
        x = ee * ff % P
        y = gg * hh % P
        z = ff * gg % P
        da = a_digits[i]
        db = b_digits[i]
        if da or db:
            t = ee * hh % P
            if da:
                if da > 0:
                    yp, ym, z2, t2d = a_cached[da >> 1]
                else:
                    ym, yp, z2, t2d = a_cached[(-da) >> 1]
                    t2d = -t2d
                # General addition (RFC 8032 section 5.1.4), the second point in cached form.
                aa = (y - x) * ym % P
                bb = (y + x) * yp % P
                cc = t * t2d % P
                dd = z * z2 % P
                ee = bb - aa
                hh = bb + aa
                ff = dd - cc
                gg = dd + cc
                x = ee * ff % P
                y = gg * hh % P
                z = ff * gg % P
                t = ee * hh % P
            if db:
                if db > 0:
                    yp, ym, t2d = b_table[db >> 1]
                else:
                    ym, yp, t2d = b_table[(-db) >> 1]
                    t2d = -t2d
                aa = (y - x) * ym % P
                bb = (y + x) * yp % P
                cc = t * t2d % P
                z2 = z + z
                ee = bb - aa
                hh = bb + aa
                ff = z2 - cc
                gg = z2 + cc
                x = ee * ff % P
                y = gg * hh % P
                z = ff * gg % P
                t = ee * hh % P
    return (x, y, z)


def _scalarmult_vartime(k: int, p: Point) -> Point:
    """[k] p by wNAF. Public data only."""
    digits = _wnaf_vartime(k, _A_WINDOW)
    table = _odd_multiples_vartime(p, 1 << (_A_WINDOW - 2))
    acc = _IDENTITY
    for d in reversed(digits):
        acc = _double(acc)
        if d > 0:
            acc = _add(acc, table[d >> 1])
        elif d < 0:
            acc = _add(acc, _negate(table[(-d) >> 1]))
    return acc


# ---------------------------------------------------------------------------------------------
# Public-key decoding (public data: variable time).
# ---------------------------------------------------------------------------------------------


def _decode_negated_vartime(s: bytes) -> Point | None:
    """-A for the encoding s, exactly as TweetNaCl's unpackneg: y is the low 255 bits taken mod p
    (y >= p is accepted), x the square root of (y^2 - 1)/(d y^2 + 1) whose parity differs from the sign
    bit (so x = 0 with the sign bit set is accepted, as (0, y)); None when there is no square root."""
    y = fe_from_bytes(s) % P
    x = _recover_x_vartime(y, s[31] >> 7)
    if x is None:
        return None
    x = (P - x) % P
    return (x, y, 1, x * y % P)


# ---------------------------------------------------------------------------------------------
# Core protocol functions.
# ---------------------------------------------------------------------------------------------


def _public_key(seed: bytes) -> bytes:
    a = _clamp(hashlib.sha512(seed).digest()[:32])
    return _encode_ct(_fixed_base_ct(a % L))


def crypto_sign_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """32-byte seed -> (public key, secret key = seed || public key) (RFC 8032 section 5.1.5)."""
    pk = _public_key(seed)
    return pk, seed + pk


def crypto_sign_detached(m: bytes, sk: bytes) -> bytes:
    """RFC 8032 section 5.1.6 signature; the public key hashed is sk[32:], as TweetNaCl's crypto_sign."""
    digest = hashlib.sha512(sk[:32]).digest()
    a = _clamp(digest[:32])
    nonce_hash = hashlib.sha512(digest[32:])
    nonce_hash.update(m)
    r = int.from_bytes(nonce_hash.digest(), "little") % L
    r_bytes = _encode_ct(_fixed_base_ct(r))
    challenge = hashlib.sha512(r_bytes)
    challenge.update(sk[32:])
    challenge.update(m)
    k = int.from_bytes(challenge.digest(), "little") % L
    s = (r + k * a) % L
    return r_bytes + s.to_bytes(32, "little")


def crypto_sign_verify_detached(sig: bytes, m: bytes, pk: bytes) -> bool:
    """TweetNaCl's crypto_sign_open check: encode([S]B - [k]A) == sig[:32], k = SHA-512(R || pk || m)
    mod L, A decoded as unpackneg does; plus the RFC 8032 section 5.1.7 rejection of S >= L. Public data."""
    s = int.from_bytes(sig[32:], "little")
    if s >= L:
        return False
    neg_a = _decode_negated_vartime(pk)
    if neg_a is None:
        return False
    challenge = hashlib.sha512(sig[:32])
    challenge.update(pk)
    challenge.update(m)
    k = int.from_bytes(challenge.digest(), "little") % L
    check = _double_scalarmult_vartime(s, k, neg_a)
    return hmac.compare_digest(_encode_vartime(*check), sig[:32])


def crypto_scalarmult_base(n: bytes) -> bytes:
    """X25519(n, 9) (RFC 7748 section 5): [clamp(n)] B on Edwards, then u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y)
    (RFC 7748 section 4.1). B has order L, so [a] B = [a mod L] B."""
    x, y, z, _ = _fixed_base_ct(_clamp(n) % L)
    u = (z + y) * fe_invert(z - y) % P
    return u.to_bytes(32, "little")


def _small_order_ys() -> frozenset[int]:
    """y of the points of order 1, 2, 4 and 8: 1, -1, 0 and the two roots of d y^4 + 2 y^2 - 1 = 0
    (a point of order 8 doubles to (+-sqrt(-1), 0), i.e. x^2 = -y^2 on the curve)."""
    ys = {0, 1, P - 1}
    disc = fe_sqrt_ratio_vartime(1 + D, 1)
    assert disc is not None
    for root in (disc, P - disc):
        y = fe_sqrt_ratio_vartime(root - 1, D)
        if y is not None:
            ys.update({y, (P - y) % P})
    return frozenset(ys)


_SMALL_ORDER_YS = _small_order_ys()


def ed25519_pk_to_curve25519(pk: bytes) -> bytes | None:
    """Ed25519 public key -> X25519 public key u = (1 + y)/(1 - y) (RFC 7748 section 4.1), failing (None)
    exactly where libsodium's crypto_sign_ed25519_pk_to_curve25519 does:
    - ge25519_has_small_order: y (low 255 bits, mod p) is the y of a point of order 1, 2, 4 or 8;
    - ge25519_frombytes_negate_vartime: no x for this y;
    - ge25519_is_on_main_subgroup: [L] A must have x = 0 (it accepts the identity and also (0, -1)).
    Public data: variable time."""
    y = fe_from_bytes(pk) % P
    if y in _SMALL_ORDER_YS:
        return None
    neg_a = _decode_negated_vartime(pk)
    if neg_a is None:
        return None
    x_l, _, z_l, _ = _scalarmult_vartime(L, neg_a)
    if x_l % P != 0:
        return None
    u = (1 + y) * pow(1 - y, -1, P) % P
    return u.to_bytes(32, "little")
