"""ML-KEM-768 on PyPy: the functions of `tweetnacl.fast.mlkem.mlkem768` that PyPy runs instead of the big-int ones
(bound in their place at the end of that module), on machine words.

PyPy has no small-int cache and no int shapes to leak through; its JIT compiles loops over flat lists of ints to
machine code whose ints are words as long as they stay below 2^63 (above, an overflow check would switch to a big
int: a size steered by a secret). So every secret intermediate below has its bound in a comment. It folds module
constants (Q, BIAS) into the code, and turns `//` and `%` by such a constant into a sign mask, a multiplication by
a magic reciprocal and shifts (RPython's intdiv: no division instruction, no branch on the value); a local copy of
a constant would be a real division. Big ints, which the CPython paths of mlkem768 are built on, are PyPy's slow path:
these functions write and read bytes one by one (2.3x faster KEM operations than the big-int ones, measured).
The values each function takes and gives are those of the function it replaces (biased secrets, plain public).
"""

from __future__ import annotations

import hashlib

from tweetnacl.fast.mlkem.packed_ntt import BIAS, INV128, ZETAS_INV_ORDER
from tweetnacl.reference.mlkem import Q, ZETAS

__all__ = [
    "NTT_LIFT",
    "compress_pack_words",
    "decode12_secret_words",
    "decompress_words_vartime",
    "encode12_secret_words",
    "ntt_inverse_secret_words",
    "ntt_inverse_words",
    "ntt_public_words",
    "ntt_secret_words",
    "ntt_words",
    "poly_to_message_words",
    "prf_cbd2_words",
    "sample_ntt_words",
]

NTT_LIFT = Q << 26
"""A multiple of q above every partial sum of `ntt_inverse_words` (< 2^35.8, below): b + NTT_LIFT - t > 0."""


def ntt_words(f: list[int], offset: int) -> list[int]:
    """Algorithm 9 with one reduction per butterfly (FIPS 203 fixes only the result mod q): t = zeta f[j + len] mod q
    (< q), and f[j] + t, f[j] + q - t are left unreduced, so each layer adds less than q to the largest value; the
    results are offset + (x mod q). The layers go two at a time (lengths 128 and 64, 32 and 16, 8 and 4: four values
    read, four butterflies, four written; 1.6x faster than one layer a pass, measured), the length 2 alone. Bounds:
    inputs < BIAS + q (biased) or q (plain), so every value < BIAS + 8q < 2^30, every product zeta f < 2^42."""
    f = list(f)
    for length in (128, 32, 8):
        half = length >> 1
        for block in range(128 // length):  # zetas: ZETAS[128 / len + block] for the length len, and so on
            start = 2 * length * block
            zeta = ZETAS[128 // length + block]
            zeta_low = ZETAS[256 // length + 2 * block]
            zeta_high = ZETAS[256 // length + 2 * block + 1]
            for j in range(start, start + half):
                a0 = f[j]
                a1 = f[j + half]
                t = zeta * f[j + length] % Q
                a2 = a0 + Q - t
                a0 += t
                t = zeta * f[j + length + half] % Q
                a3 = a1 + Q - t
                a1 += t
                t = zeta_low * a1 % Q
                f[j + half] = a0 + Q - t
                f[j] = a0 + t
                t = zeta_high * a3 % Q
                f[j + length + half] = a2 + Q - t
                f[j + length] = a2 + t
    for i in range(0, 256, 4):
        zeta = ZETAS[64 + (i >> 2)]
        a0 = f[i]
        a1 = f[i + 1]
        t = zeta * f[i + 2] % Q
        f[i + 2] = a0 + Q - t
        f[i] = a0 + t
        t = zeta * f[i + 3] % Q
        f[i + 3] = a1 + Q - t
        f[i + 1] = a1 + t
    return [x % Q + offset for x in f]


def ntt_inverse_words(f: list[int], addend: list[int] | None) -> list[int]:
    """Algorithm 10 with one reduction per butterfly: the sums f[j] + f[j + len] are left unreduced (each layer at
    most doubles the largest), the differences are lifted by NTT_LIFT and reduced with their zeta; then
    BIAS + ((x / 128 + addend) mod q). The length 2 alone, then two layers a pass (4 and 8, 16 and 32, 64 and 128),
    as in `ntt_words`. Bounds: inputs < BIAS + q < 2^29.8 (biased), the sums after layer l < 2^(l + 29.8), so
    t < 2^35.8 < NTT_LIFT = q 2^26 ~ 2^37.7 in the last layer, zeta (b + NTT_LIFT - t) < 2^12 * 2^38 = 2^50,
    x * 128^-1 < 2^36.8 * 2^12 < 2^49, plus an addend < BIAS + 2q < 2^30."""
    f = list(f)
    for i in range(0, 256, 4):
        zeta = ZETAS_INV_ORDER[i >> 2]
        a0 = f[i]
        a1 = f[i + 1]
        a2 = f[i + 2]
        a3 = f[i + 3]
        f[i] = a0 + a2
        f[i + 2] = zeta * (a2 + NTT_LIFT - a0) % Q
        f[i + 1] = a1 + a3
        f[i + 3] = zeta * (a3 + NTT_LIFT - a1) % Q
    for length in (4, 16, 64):
        first = 128 - 256 // length  # ZETAS_INV_ORDER's first index for the length len, then for 2 len
        second = 128 - 128 // length
        for block in range(64 // length):
            start = 4 * length * block
            zeta_low = ZETAS_INV_ORDER[first + 2 * block]
            zeta_high = ZETAS_INV_ORDER[first + 2 * block + 1]
            zeta = ZETAS_INV_ORDER[second + block]
            for j in range(start, start + length):
                a0 = f[j]
                a1 = f[j + length]
                a2 = f[j + 2 * length]
                a3 = f[j + 3 * length]
                b0 = a0 + a1
                b1 = zeta_low * (a1 + NTT_LIFT - a0) % Q
                b2 = a2 + a3
                b3 = zeta_high * (a3 + NTT_LIFT - a2) % Q
                f[j] = b0 + b2
                f[j + 2 * length] = zeta * (b2 + NTT_LIFT - b0) % Q
                f[j + length] = b1 + b3
                f[j + 3 * length] = zeta * (b3 + NTT_LIFT - b1) % Q
    if addend is None:
        return [x * INV128 % Q + BIAS for x in f]
    return [(x * INV128 + y) % Q + BIAS for x, y in zip(f, addend)]


def ntt_secret_words(polys: list[list[int]]) -> list[list[int]]:
    return [ntt_words(p, BIAS) for p in polys]


def ntt_public_words(polys: list[list[int]]) -> list[list[int]]:
    return [ntt_words(p, 0) for p in polys]


def ntt_inverse_secret_words(polys: list[list[int]], addends: list[list[int]] | None = None) -> list[list[int]]:
    if addends is None:
        return [ntt_inverse_words(p, None) for p in polys]
    return [ntt_inverse_words(p, a) for p, a in zip(polys, addends)]


def sample_ntt_words(seed: bytes) -> list[int]:
    """Algorithm 7 on public data (variable time), stopping at the 256th accepted candidate; as `sample_ntt_vartime`,
    a block more is asked for when three are not enough."""
    length = 3 * 168
    while True:
        stream = hashlib.shake_128(seed).digest(length)
        out = [0] * 256
        count = 0
        i = 0
        while count < 256 and i < length:
            b1 = stream[i + 1]
            d1 = stream[i] | (b1 & 15) << 8
            d2 = b1 >> 4 | stream[i + 2] << 4
            i += 3
            if d1 < Q:
                out[count] = d1
                count += 1
            if d2 < Q and count < 256:
                out[count] = d2
                count += 1
        if count == 256:
            return out
        length += 168


def prf_cbd2_words(seed: bytes, nonce: int) -> list[int]:
    """Algorithm 8 with eta = 2, biased, a byte (two coefficients) at a time: s holds the four sums of bit pairs
    b0 + b1, b2 + b3, b4 + b5, b6 + b7 (2 bits each), the coefficients are their differences (-2..2) plus BIAS."""
    data = hashlib.shake_256(seed + bytes((nonce,))).digest(128)
    out = [0] * 256
    for i in range(128):
        byte = data[i]
        s = (byte & 0x55) + ((byte >> 1) & 0x55)
        out[2 * i] = (s & 3) - ((s >> 2) & 3) + BIAS
        out[2 * i + 1] = ((s >> 4) & 3) - (s >> 6) + BIAS
    return out


def encode12_secret_words(f: list[int]) -> bytes:
    """ByteEncode_12 of biased coefficients in BIAS..BIAS+q-1, two per 3 bytes (values < 2^12)."""
    out = bytearray(384)
    for i in range(128):
        a = f[2 * i] - BIAS
        b = f[2 * i + 1] - BIAS
        out[3 * i] = a & 0xFF
        out[3 * i + 1] = (a >> 8) | (b & 15) << 4
        out[3 * i + 2] = b >> 4
    return bytes(out)


def decode12_secret_words(data: bytes) -> list[int]:
    """ByteDecode_12 of secret bytes, biased as `decode12_secret` (BIAS + the 12-bit value, < BIAS + 2^12)."""
    out = [0] * 256
    for i in range(128):
        b1 = data[3 * i + 1]
        out[2 * i] = (data[3 * i] | (b1 & 15) << 8) + BIAS
        out[2 * i + 1] = (b1 >> 4 | data[3 * i + 2] << 4) + BIAS
    return out


def compress_pack_words(f: list[int], d: int) -> bytes:
    """ByteEncode_d(Compress_d(f)) of biased coefficients for d = 10 (4 values in 5 bytes) and d = 4 (2 in a byte):
    round(2^d x / q) = ((x << (d + 1)) + q) // 2q, where BIAS adds 2^(d + 18), a multiple of 2^d that the mask drops.
    Bounds: x < BIAS + 2q < 2^30, so x << 11 < 2^41."""
    if d == 10:
        out = bytearray(320)
        for i in range(64):
            c0 = (((f[4 * i] << 11) + Q) // (2 * Q)) & 1023
            c1 = (((f[4 * i + 1] << 11) + Q) // (2 * Q)) & 1023
            c2 = (((f[4 * i + 2] << 11) + Q) // (2 * Q)) & 1023
            c3 = (((f[4 * i + 3] << 11) + Q) // (2 * Q)) & 1023
            out[5 * i] = c0 & 0xFF
            out[5 * i + 1] = c0 >> 8 | (c1 & 63) << 2
            out[5 * i + 2] = c1 >> 6 | (c2 & 15) << 4
            out[5 * i + 3] = c2 >> 4 | (c3 & 3) << 6
            out[5 * i + 4] = c3 >> 2
        return bytes(out)
    out = bytearray(128)
    for i in range(128):
        c0 = (((f[2 * i] << 5) + Q) // (2 * Q)) & 15
        c1 = (((f[2 * i + 1] << 5) + Q) // (2 * Q)) & 15
        out[i] = c0 | c1 << 4
    return bytes(out)


def decompress_words_vartime(data: bytes, d: int) -> list[int]:
    """Decompress_d(ByteDecode_d(data)) of public bytes (eq. 4.8) for d = 10 and 4, plain."""
    out = [0] * 256
    if d == 10:
        for i in range(64):
            group = int.from_bytes(data[5 * i : 5 * i + 5], "little")  # 40 bits: a machine word
            out[4 * i] = (2 * Q * (group & 1023) + 1024) >> 11
            out[4 * i + 1] = (2 * Q * ((group >> 10) & 1023) + 1024) >> 11
            out[4 * i + 2] = (2 * Q * ((group >> 20) & 1023) + 1024) >> 11
            out[4 * i + 3] = (2 * Q * (group >> 30) + 1024) >> 11
        return out
    for i in range(128):
        byte = data[i]
        out[2 * i] = (2 * Q * (byte & 15) + 16) >> 5
        out[2 * i + 1] = (2 * Q * (byte >> 4) + 16) >> 5
    return out


def poly_to_message_words(w: list[int]) -> bytes:
    """ByteEncode_1(Compress_1(w)) of biased w (< BIAS + 2q < 2^30): each bit ((4x + q) // 2q) & 1 (BIAS adds an
    even 2^19), eight to a byte."""
    out = bytearray(32)
    for i in range(32):
        byte = 0
        for j in range(8):
            byte |= ((((w[8 * i + j] << 2) + Q) // (2 * Q)) & 1) << j
        out[i] = byte
    return bytes(out)
