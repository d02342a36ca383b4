"""ML-KEM-768 (FIPS 203), fast and constant-time by design on CPython; the reference is `tweetnacl.reference.mlkem`.

Where secrets live: the secret vector s (key generation, decapsulation), the noise e, y, e1, e2, the message m and
everything computed from them, including the re-encryption c' of decapsulation (which differs from c exactly for an
invalid ciphertext). On CPython, an int's *shape* leaks: results in -5..256 are shared cached objects (others
allocate), 0 has its own size, and the digit count steers the arithmetic loops. So every secret coefficient is held
*biased*: as x + BIAS with BIAS = q * 2^18 (a multiple of q, so the value mod q is unchanged, and ~2^29.7, so the
biased value is one full 30-bit digit, never cached, never zero). Each secret operation keeps that invariant:
- `reduce(x) = x + BIAS - (x // q) * q`: every intermediate is large (x >= BIAS), the result is BIAS + (x mod q);
  the quotient by a multiplication and a shift (`RECIPROCAL_Q`): `//` would make a remainder object, cached if small;
- subtraction adds a multiple of q (`ZQ`) first, so nothing goes negative or small;
- encodings pack biased values into one big int with a guard (the bias's contribution is subtracted as a constant
  and a guard bit above the top keeps the size fixed), then `to_bytes` and a slice: no small coefficient exists;
- decodings read 3 bytes at a time with a set guard byte (`int.from_bytes(... + b"\\x01")`), mask keeping a guard bit,
  and add a constant that turns the guard into BIAS;
- bytes and bits of secret bytes appear only as values in 0..255 (every one cached: no difference between them);
- the NTTs (CPython) take several polynomials at once, four coefficients of each in 64-bit lanes of one big int
  under a public top (`ntt_packed`): lanes may be small or zero inside the int, which no CPython loop skips, while
  the top fixes every int's size; between the transforms coefficients are biased again;
- coefficients go into and out of packed ints as machine words through `array` (one C call for all of them): in as
  biased values (one digit each), out after a lane-wise reduction has made every lane BIAS + (x mod q) (CBD: BIAS - 2
  + 0..4), so every int `array` makes has one digit and is never cached; bytearray slices move secret bytes (C
  loops, no int per byte), and every big int they become carries a guard bit above them.
Public data (the matrix A, t_hat, the received ciphertext) takes plain ints and may be variable time (`*_vartime`).
The re-encryption compare is `hmac.compare_digest`, the implicit-rejection choice a per-byte masked select.
On PyPy the last section's functions, on machine words below 2^63, take the place of those built on big ints.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import sys
from array import array

from tweetnacl.fast.mlkem.packed_ntt import BIAS as BIAS
from tweetnacl.fast.mlkem.packed_ntt import WORDS_NEED_SWAP
from tweetnacl.fast.mlkem.packed_ntt import ntt_inverse_packed as ntt_inverse_packed
from tweetnacl.fast.mlkem.packed_ntt import ntt_packed as ntt_packed
from tweetnacl.fast.mlkem.words import (
    ntt_secret_words,
    ntt_public_words,
    ntt_inverse_secret_words,
    sample_ntt_words,
    prf_cbd2_words,
    encode12_secret_words,
    decode12_secret_words,
    compress_pack_words,
    decompress_words_vartime,
    poly_to_message_words,
)
from tweetnacl.reference.mlkem import GAMMAS

Q = 3329
K = 3
MAX_BIASED = BIAS + 8 * Q
"""Biased values stay below this (reduce gives < BIAS + q; sums of a few stay below)."""
ZQ = Q * (-(-MAX_BIASED * Q // Q) + 1)
"""A multiple of q above q * MAX_BIASED: added before a subtraction so that the difference stays large."""


QUOTIENT_OFFSET = Q << 31
"""Added before `reduce` divides: the quotient is then at least 2^31, two CPython digits whatever x (< 2^60) is. A
sum of products of public and secret coefficients can otherwise sit at 2^30 * q, where the secret would decide
whether the quotient has one digit or two (measured: half the quotients of a decapsulation were below 2^30)."""


ON_CPYTHON = sys.implementation.name != "pypy"
"""PyPy has no small-int cache to leak through and keeps machine words only below 2^63: there `//` stays (the
reciprocal products below are big ints there, measured 2x slower), and the functions of the last section replace
those built on big ints. The PyPy-only reduction of a product sum (`multiply_accumulate`) reads Q and BIAS as module
constants, which the JIT folds, not from a comprehension's closure cells (measured on PyPy 3.11: 2x slower so)."""
RECIPROCAL_SHIFT = 80
RECIPROCAL_Q = -(-(1 << RECIPROCAL_SHIFT) // Q)
"""ceil(2^80 / q): (y * RECIPROCAL_Q) >> 80 is y // q exactly for y < 2^68 (the estimate's excess is below
y / 2^80 < 1 / q). Secret quotients are taken so, never with `//`: CPython's division by a one-digit divisor makes
the remainder with PyLong_FromLong, a cached object when it is at most 256 and an allocation otherwise, so a
secret `// q` tells whether the secret value mod q is small (measured: decapsulation's w = v - s u, near 0 for a
message's zero bits, allocated ~100 remainders fewer for a message of low weight than of high)."""
RECIPROCAL_TWO_Q = -(-(1 << RECIPROCAL_SHIFT) // (2 * Q))
"""ceil(2^80 / 2q), the same for the compressions' divisions by 2q (exact for y < 2^67)."""


def reduce(x: int) -> int:
    """BIAS + (x mod q) for a non-negative x < 2^55; every intermediate is large and of one size (the module
    docstring; QUOTIENT_OFFSET). The NTT loops write the same arithmetic out, without the offset: there each
    site's operands lie in a narrow range fixed by the public zeta (biased inputs, ZQ), so each site's quotient
    has one size for every input (below 2^30 but for the inverse's zeta * (b + ZQ - t), always above)."""
    y = x + QUOTIENT_OFFSET
    return y + BIAS - (((y * RECIPROCAL_Q) >> RECIPROCAL_SHIFT) if ON_CPYTHON else y // Q) * Q


# -- NTT (FIPS 203, Algorithms 9 and 10) on biased secret coefficients ---------------------------------


def ntt_secret(polys: list[list[int]]) -> list[list[int]]:
    """NTT of biased secret polynomials (coefficients BIAS - 2 .. BIAS + q), biased results."""
    return ntt_packed(polys, BIAS - Q)


def ntt_public_vartime(polys: list[list[int]]) -> list[list[int]]:
    """NTT of public plain polynomials (coefficients 0..q-1), plain results."""
    return [[x - BIAS for x in p] for p in ntt_packed(polys, 0)]


def ntt_inverse_secret(polys: list[list[int]], addends: list[list[int]] | None = None) -> list[list[int]]:
    """Inverse NTT of biased secret polynomials, each result plus its addend's (coefficients BIAS - q .. BIAS + q)."""
    return ntt_inverse_packed(polys, None if addends is None else (addends, BIAS - Q))


def multiply_accumulate(public_rows: list[list[int]], secret: list[list[int]], addend: list[int] | None = None) -> list[int]:
    """sum_j public_rows[j] o secret[j] (Algorithms 11 and 12, summed before one reduction), plus the biased
    `addend` if given: public plain coefficients times biased secret ones (a public zero may shorten a product: it
    is public), biased result. The sums start at `reduce`'s offsets (large even where every public factor is zero);
    a1 * gamma is public, reduced first, so every product stays below 2^42."""
    start = BIAS + QUOTIENT_OFFSET
    out = [start] * 256 if addend is None else [start + x for x in addend]
    for a, b in zip(public_rows, secret):
        for i in range(128):
            a0 = a[2 * i]
            a1 = a[2 * i + 1]
            b0 = b[2 * i]
            b1 = b[2 * i + 1]
            out[2 * i] += a0 * b0 + a1 * GAMMAS[i] % Q * b1
            out[2 * i + 1] += a0 * b1 + a1 * b0
    if not ON_CPYTHON:
        return [y + BIAS - (y // Q) * Q for y in out]  # Q, BIAS as module constants (ON_CPYTHON)
    q = Q
    bias = BIAS
    reciprocal = RECIPROCAL_Q
    return [y + bias - ((y * reciprocal) >> 80) * q for y in out]


# -- sampling (Algorithms 7 and 8) ------------------------------------------------------------------------


def sample_ntt_vartime(seed: bytes) -> list[int]:
    """Algorithm 7 (public seed rho: variable time). Three SHAKE128 blocks give 256 coefficients but about once in
    a hundred; hashlib cannot squeeze more, so then it is asked again for a block more (CCTV's "unlucky" vector
    needs 576 bytes)."""
    length = 3 * 168
    while True:
        out = _accepted_candidates(hashlib.shake_128(seed).digest(length))
        if len(out) >= 256:
            return out[:256]
        length += 168


def _accepted_candidates(stream: bytes) -> list[int]:
    """The 12-bit candidates below q of Algorithm 7, lines 8-16: on CPython all of them made at once
    (`twelve_bit_values_vartime`) and filtered by one comprehension (10 times fewer instructions, measured)."""
    return [d for d in twelve_bit_values_vartime(stream) if d < Q]


def twelve_bit_values_vartime(data: bytes) -> list[int]:
    """The little-endian 12-bit values of public `data` (two per 3 bytes: ByteDecode_12 without its mod q) in a few
    C calls: the 3-byte groups are spread to 32-bit words (bytearray slices), each word's two 12-bit halves are moved
    to 16-bit words by masks and shifts over the whole string as one int, and `array` reads them all."""
    groups = len(data) // 3
    spread = bytearray(4 * groups)
    spread[0::4] = data[0::3]
    spread[1::4] = data[1::3]
    spread[2::4] = data[2::3]
    words = int.from_bytes(spread, "little")
    low = int.from_bytes(b"\xff\x0f\x00\x00" * groups, "little")
    halves = array("H", ((words & low) | ((words >> 12) & low) << 16).to_bytes(4 * groups, "little"))
    if WORDS_NEED_SWAP:
        halves.byteswap()
    return halves.tolist()


CBD_GUARDS = b"\x00\x03"
"""Appended to the 128 secret bytes: bits 1032 and 1033 set, so that every masked or shifted step below keeps a
guard bit at the top (a fixed size, whatever the secret's top bytes)."""
NIBBLE_LOW_BITS = int.from_bytes(b"\x55" * 128, "little") | 1 << 1032
NIBBLE_PAIRS = int.from_bytes(b"\x33" * 128, "little") | 1 << 1033
NIBBLE_PAIRS_SHIFTED = int.from_bytes(b"\x33" * 128, "little") | 1 << 1031
NIBBLE_TWOS = int.from_bytes(b"\x22" * 128, "little")


def sample_cbd2(prf_output: bytes) -> list[int]:
    """Algorithm 8 with eta = 2 on 128 secret bytes, biased: 4 bits per coefficient, x = b0 + b1, y = b2 + b3, and
    x - y + 2 in 0..4 per nibble computed on the whole 1024-bit string at once (a guard bit keeps its size); the
    nibbles are then read through bytes (values 0..255: all cached alike) and biased by BIAS - 2."""
    bits = int.from_bytes(prf_output + CBD_GUARDS, "little")
    pair_sums = (bits & NIBBLE_LOW_BITS) + ((bits >> 1) & NIBBLE_LOW_BITS)  # b0+b1 in bits 0-1, b2+b3 in bits 2-3
    nibbles = (pair_sums & NIBBLE_PAIRS) + NIBBLE_TWOS - ((pair_sums >> 2) & NIBBLE_PAIRS_SHIFTED)
    packed = nibbles.to_bytes(130, "little")
    return _nibbles_biased(packed[:128])


CBD_WORDS = 256
CBD_GUARD = 1 << (32 * CBD_WORDS)
EVEN_NIBBLES = int.from_bytes(b"\x0f\x00\x00\x00\x00\x00\x00\x00" * (CBD_WORDS // 2), "little") | CBD_GUARD
ODD_NIBBLES = EVEN_NIBBLES << 32 & ~(CBD_GUARD << 32) | CBD_GUARD
"""Bits 0-3 of the even (odd) 32-bit words, and the guard bit above the words (`_nibbles_biased`)."""
CBD_WORD_BIAS = (BIAS - 2) * int.from_bytes(b"\x01\x00\x00\x00" * CBD_WORDS, "little")


def _nibbles_biased(packed: bytes) -> list[int]:
    """`sample_cbd2`'s coefficients on CPython from its 128 bytes of nibbles (x - y + 2, 0..4): each byte copied
    into two 32-bit words by bytearray slices (C loops: no branch, no int per byte), the low nibble kept in the
    first and the high one shifted down in the second by a mask over the whole string (a guard byte above the words
    sets the masks' guard bit in both, so every int has one size), BIAS - 2 added to every word, and `array` reads
    the 256 words: each coefficient an int of one digit, never cached (an eighth of the instructions of the loop
    over bytes, measured)."""
    spread = bytearray(4 * CBD_WORDS + 1)
    spread[0 : 4 * CBD_WORDS : 8] = packed
    spread[4 : 4 * CBD_WORDS : 8] = packed
    spread[4 * CBD_WORDS] = 0x11  # bit 0 for the even mask, bit 4 for the odd one after the shift
    words = int.from_bytes(spread, "little")
    biased = (words & EVEN_NIBBLES) + ((words >> 4) & ODD_NIBBLES) + CBD_WORD_BIAS  # the guards sum to 2 CBD_GUARD
    out = array("I", biased.to_bytes(4 * CBD_WORDS + 1, "little")[: 4 * CBD_WORDS])
    if WORDS_NEED_SWAP:
        out.byteswap()
    return out.tolist()


def prf_cbd2(seed: bytes, nonce: int) -> list[int]:
    return sample_cbd2(hashlib.shake_256(seed + bytes((nonce,))).digest(128))


# -- encodings (Algorithms 5 and 6, compression of section 4.2.1) --------------------------------------------


def pack(values: list[int], bits: int, offset: int) -> bytes:
    """ByteEncode_bits of `values`, each lane's value plus `offset` (a constant): Horner over one big int that
    starts at a guard (so it is never small), then the offsets' total is subtracted as one constant."""
    acc = 1
    for value in reversed(values):
        acc = (acc << bits) + value
    length = 32 * bits
    total_offset = offset * (((1 << (bits * 256)) - 1) // ((1 << bits) - 1))
    return (acc - total_offset).to_bytes(length + 1, "little")[:length]


def encode12_secret(f: list[int]) -> bytes:
    """ByteEncode_12 of biased coefficients in BIAS..BIAS+q-1."""
    return pack(f, 12, BIAS)


COMPRESS_GUARD = {10: 1 << 28, 4: 1 << 22, 1: 1 << 19}
"""Compress_d of a biased x is k & (2^d - 1) with k = ((x << (d + 1)) + q) // 2q = 2^(d + 18) + 0..2^d: bit d + 18
of k is always set, kept by the mask as a guard (and subtracted by `pack` as a constant)."""


def compress_pack(f: list[int], d: int) -> bytes:
    """ByteEncode_d(Compress_d(f)) of biased coefficients (eq. 4.7), without a small intermediate: round(2^d x / q)
    = ((x << (d + 1)) + q) // 2q, and BIAS = q * 2^18 adds 2^(d + 18) to it, a multiple of 2^d."""
    guard = COMPRESS_GUARD[d]
    mask = guard | ((1 << d) - 1)
    shift = d + 1
    reciprocal = RECIPROCAL_TWO_Q  # // 2q without a remainder object (RECIPROCAL_Q's docstring)
    return pack([((((x << shift) + Q) * reciprocal) >> 80) & mask for x in f], d, guard)


def decode12_secret(data: bytes) -> list[int]:
    """ByteDecode_12 of secret bytes, biased (the decoded value mod q, as libsodium's arithmetic takes a value up to
    4095): 3 bytes and a guard byte make an int of fixed size; each 12-bit half is masked keeping a guard bit."""
    out = [0] * 256
    low_mask = (1 << 24) | 0xFFF
    for i in range(128):
        v = int.from_bytes(data[3 * i : 3 * i + 3] + b"\x01", "little")
        out[2 * i] = (v & low_mask) + (BIAS - (1 << 24))
        out[2 * i + 1] = (v >> 12) + (BIAS - (1 << 12))
    return out


def encode12_vartime(f: list[int]) -> bytes:
    """ByteEncode_12 of public plain coefficients (0..q-1): each pair as one 24-bit value, written as 32-bit words by
    `array` and the fourth byte of each word dropped by bytearray slices (a tenth of `encode12_secret`'s
    instructions, measured)."""
    pairs = array("I", [a | b << 12 for a, b in zip(f[0::2], f[1::2])])
    if WORDS_NEED_SWAP:
        pairs.byteswap()
    words = pairs.tobytes()
    out = bytearray(3 * len(pairs))
    out[0::3] = words[0::4]
    out[1::3] = words[1::4]
    out[2::3] = words[2::4]
    return bytes(out)


def decode12_vartime(data: bytes) -> list[int]:
    """ByteDecode_12 of public bytes, plain coefficients (mod q, as libsodium's arithmetic)."""
    if ON_CPYTHON:
        return [d % Q for d in twelve_bit_values_vartime(data)]
    out = []
    for i in range(0, 384, 3):
        b0, b1, b2 = data[i], data[i + 1], data[i + 2]
        out.append((b0 | (b1 & 15) << 8) % Q)
        out.append((b1 >> 4 | b2 << 4) % Q)
    return out


def encapsulation_key_is_valid_vartime(ek: bytes) -> bool:
    """FIPS 203 section 7.2's modulus check (every 12-bit value of t_hat below q), on the public key."""
    if ON_CPYTHON:
        return max(twelve_bit_values_vartime(ek[:1152])) < Q
    for i in range(0, 1152, 3):
        b0, b1, b2 = ek[i], ek[i + 1], ek[i + 2]
        if (b0 | (b1 & 15) << 8) >= Q or (b1 >> 4 | b2 << 4) >= Q:
            return False
    return True


def decompress_vartime(data: bytes, d: int) -> list[int]:
    """Decompress_d(ByteDecode_d(data)) of public bytes (eq. 4.8), plain; on CPython in a few C calls
    (`_decompress_words_vartime`), elsewhere coefficient by coefficient."""
    return _decompress_words_vartime(data, d)


def _decompress_words_vartime(data: bytes, d: int) -> list[int]:
    """`decompress_vartime` on whole ints: each group of g bytes (c values of d bits: g = 5, c = 4 for d = 10; g = 1,
    c = 2 for d = 4) is spread to c 32-bit words by bytearray slices, the values moved to one word each by masks and
    shifts over the whole string, eq. 4.8 computed in every word at once ((2q v + 2^d) >> (d + 1) < 2^23 fits; the
    bits the shift brings down from the next word are masked off), and `array` reads the words (20 times fewer
    instructions than a shift of the whole string per value, measured)."""
    group = d // math.gcd(d, 8)
    values = 8 * group // d
    groups = len(data) // group
    word_bytes = 4 * values
    spread = bytearray(word_bytes * groups)
    for b in range(group):
        spread[b::word_bytes] = data[b::group]
    packed = int.from_bytes(spread, "little")
    field = int.from_bytes(((1 << d) - 1).to_bytes(word_bytes, "little") * groups, "little")
    words = 0
    for k in range(values):
        words |= ((packed >> (d * k)) & field) << (32 * k)
    count = values * groups
    lanes = int.from_bytes(b"\x01\x00\x00\x00" * count, "little")
    decompressed = ((words * (2 * Q) + (lanes << d)) >> (d + 1)) & (lanes * 0xFFF)
    out = array("I", decompressed.to_bytes(4 * count, "little"))
    if WORDS_NEED_SWAP:
        out.byteswap()
    return out.tolist()


MESSAGE_BIAS = Q << 7
"""Decompress_1(bit) = bit * 1665; (bit + q * 2^7) * 1665 has the same value mod q and is never small."""
BYTE_GUARD = 1 << 20
"""Added to a message byte before it is shifted: CPython returns a zero shifted at once, by a shorter path (measured
by the callgrind tool on messages of low weight), and the shifted values stay above the cached small ints."""


MESSAGE_OFFSET = MESSAGE_BIAS * 1665 - Q
"""A multiple of q: e2 + Decompress_1(m) - MESSAGE_OFFSET is e2 + q + 0 or 1665, biased e2's size (BIAS + q + 1667 < 2^30)."""


def message_to_poly(m: bytes) -> list[int]:
    """Decompress_1(ByteDecode_1(m)), biased; a message bit appears only as 0 or 1 (both cached), the byte it comes
    from only guarded (never zero, never cached)."""
    return [((((byte + BYTE_GUARD) >> j) & 1) + MESSAGE_BIAS) * 1665 for byte in m for j in range(8)]


def poly_to_message(w: list[int]) -> bytes:
    """ByteEncode_1(Compress_1(w)) of biased w: each bit is ((4x + q) // 2q) & 1 (BIAS adds an even 2^19), packed by
    Horner into a big int from a guard, adding bit + 2 (2 or 3: one size) and subtracting the 2s as a constant."""
    acc = 1 << 40
    reciprocal = RECIPROCAL_TWO_Q  # // 2q without a remainder object (RECIPROCAL_Q's docstring)
    for x in reversed(w):
        quotient = (((x << 2) + Q) * reciprocal) >> 80
        acc = (acc << 1) + ((quotient & 1) | 2)
    return (acc - 2 * ((1 << 256) - 1)).to_bytes(38, "little")[:32]


# -- K-PKE (Algorithms 13, 14, 15) ----------------------------------------------------------------------------


def matrix_vartime(rho: bytes) -> list[list[list[int]]]:
    """A_hat[i][j] = SampleNTT(rho || j || i) (Algorithm 13, line 6)."""
    return [[sample_ntt_vartime(rho + bytes((j, i))) for j in range(K)] for i in range(K)]


def k_pke_keygen_polys(d: bytes) -> tuple[bytes, list[list[list[int]]], list[list[int]], list[list[int]]]:
    """Algorithm 13 up to line 19, before the encodings: (rho, A_hat, s_hat, t_hat), s_hat and t_hat biased."""
    digest = hashlib.sha3_512(d + bytes((K,))).digest()
    rho, sigma = digest[:32], digest[32:]
    a_hat = matrix_vartime(rho)
    transformed = ntt_secret([prf_cbd2(sigma, n) for n in range(2 * K)])  # s and e, in one pass
    s_hat, e_hat = transformed[:K], transformed[K:]
    t_hat = [multiply_accumulate(a_hat[i], s_hat, e_hat[i]) for i in range(K)]
    return rho, a_hat, s_hat, t_hat


def encode_key(rho: bytes, t_hat: list[list[int]]) -> bytes:
    """ek = ByteEncode_12(t_hat) || rho (Algorithm 13, line 19): t_hat is the public key, encoded as a secret anyway
    (it is computed from s and e)."""
    return b"".join(encode12_secret(p) for p in t_hat) + rho


def k_pke_keygen(d: bytes) -> tuple[bytes, bytes]:
    rho, _, s_hat, t_hat = k_pke_keygen_polys(d)
    return encode_key(rho, t_hat), b"".join(encode12_secret(p) for p in s_hat)


def k_pke_encrypt(ek: bytes, m: bytes, r: bytes) -> bytes:
    t_hat = [decode12_vartime(ek[384 * i : 384 * (i + 1)]) for i in range(K)]
    return k_pke_encrypt_polys(t_hat, matrix_vartime(ek[1152:1184]), m, r)


def k_pke_encrypt_polys(t_hat: list[list[int]], a_hat: list[list[list[int]]], m: bytes, r: bytes) -> bytes:
    """Algorithm 14 from line 9, with the public key's t_hat (plain) and A_hat already at hand."""
    y_hat = ntt_secret([prf_cbd2(r, n) for n in range(K)])
    e1 = [prf_cbd2(r, n) for n in range(K, 2 * K)]
    e2 = prf_cbd2(r, 2 * K)
    columns = [[a_hat[j][i] for j in range(K)] for i in range(K)]  # A_hat transposed
    products = [multiply_accumulate(columns[i], y_hat) for i in range(K)] + [multiply_accumulate(t_hat, y_hat)]
    e2_and_message = [x + y - MESSAGE_OFFSET for x, y in zip(e2, message_to_poly(m))]  # below BIAS + 2q: one size
    transformed = ntt_inverse_secret(products, [*e1, e2_and_message])  # u and v, in one pass
    u, v = transformed[:K], transformed[K]
    return b"".join(compress_pack(p, 10) for p in u) + compress_pack(v, 4)


def k_pke_decrypt_polys(s_hat: list[list[int]], c: bytes) -> bytes:
    """Algorithm 15 with the secret key's s_hat (biased) already at hand."""
    u_hat = ntt_public_vartime([decompress_vartime(c[320 * i : 320 * (i + 1)], 10) for i in range(K)])
    v = decompress_vartime(c[960:1088], 4)
    product = ntt_inverse_secret([multiply_accumulate(u_hat, s_hat)])[0]
    w = [reduce(a + ZQ - b) for a, b in zip(v, product)]  # v public plain, product biased
    return poly_to_message(w)


# -- ML-KEM (Algorithms 16, 17, 18) and the core interface -------------------------------------------------


def crypto_kem_mlkem768_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """ML-KEM.KeyGen_internal(d, z) of the 64-byte seed d || z."""
    ek, dk_pke = k_pke_keygen(seed[:32])
    return ek, dk_pke + ek + hashlib.sha3_256(ek).digest() + seed[32:]


def crypto_kem_mlkem768_enc_deterministic(pk: bytes, seed: bytes) -> tuple[bytes, bytes] | None:
    """ML-KEM.Encaps_internal(ek, m); None if ek fails the modulus check (public data)."""
    if not encapsulation_key_is_valid_vartime(pk):
        return None
    digest = hashlib.sha3_512(seed + hashlib.sha3_256(pk).digest()).digest()
    return k_pke_encrypt(pk, seed, digest[32:]), digest[:32]


def crypto_kem_mlkem768_dec(ct: bytes, sk: bytes) -> bytes:
    """ML-KEM.Decaps_internal(dk, c): implicit rejection by a per-byte masked select after hmac.compare_digest."""
    s_hat = [decode12_secret(sk[384 * i : 384 * (i + 1)]) for i in range(K)]
    t_hat = [decode12_vartime(sk[1152 + 384 * i : 1152 + 384 * (i + 1)]) for i in range(K)]
    return decapsulate(ct, s_hat, t_hat, matrix_vartime(sk[2304:2336]), sk[2336:2368], sk[2368:2400])


def crypto_kem_mlkem768_dec_from_seed(ct: bytes, seed: bytes) -> bytes:
    """ML-KEM.Decaps_internal(dk, c) with dk = ML-KEM.KeyGen_internal(d, z)'s, from the 64-byte seed d || z (X-Wing's
    secret key is such a seed): A_hat is sampled once for the key and the re-encryption, s_hat and t_hat stay
    polynomials; only ek's bytes are made, for H(ek)."""
    rho, a_hat, s_hat, t_hat = k_pke_keygen_polys(seed[:32])
    t_hat_plain = [[x - BIAS for x in p] for p in t_hat]  # public (the encapsulation key): plain ints, as decoded
    h = hashlib.sha3_256(b"".join(encode12_vartime(p) for p in t_hat_plain) + rho).digest()
    return decapsulate(ct, s_hat, t_hat_plain, a_hat, h, seed[32:])


def decapsulate(c: bytes, s_hat: list[list[int]], t_hat: list[list[int]], a_hat: list[list[list[int]]], h: bytes,
                z: bytes) -> bytes:
    """Algorithm 18 on the decapsulation key's parts: s_hat (biased), t_hat (plain), A_hat, H(ek), z."""
    m_prime = k_pke_decrypt_polys(s_hat, c)
    digest = hashlib.sha3_512(m_prime + h).digest()
    k_prime = digest[:32]
    k_bar = hashlib.shake_256(z + c).digest(32)
    c_prime = k_pke_encrypt_polys(t_hat, a_hat, m_prime, digest[32:])
    mask = (hmac.compare_digest(c, c_prime) - 1) & 0xFF  # 0 when equal, 0xFF when not: bytes values, all cached
    return bytes(a ^ (mask & (a ^ b)) for a, b in zip(k_prime, k_bar))


if not ON_CPYTHON:  # PyPy: the machine-word functions of `tweetnacl.fast.mlkem.words` (its docstring says why)
    ntt_secret = ntt_secret_words
    ntt_public_vartime = ntt_public_words
    ntt_inverse_secret = ntt_inverse_secret_words
    sample_ntt_vartime = sample_ntt_words
    prf_cbd2 = prf_cbd2_words
    encode12_secret = encode12_secret_words
    decode12_secret = decode12_secret_words
    compress_pack = compress_pack_words
    decompress_vartime = decompress_words_vartime
    poly_to_message = poly_to_message_words
