"""ML-KEM-768 (FIPS 203, August 2024): a plain transliteration of the standard's algorithms, by name and number.

The oracle the fast implementation (`tweetnacl.fast.kem`) is tested against, as `tweetnacl.reference.tweetnacl` is
for NaCl: written to be read beside FIPS 203, not to be fast. Parameter set ML-KEM-768 (section 8, table 2):
k = 3, eta1 = eta2 = 2, du = 10, dv = 4. The hash functions of section 4.1 are hashlib's SHA-3 family (FIPS 202),
present on CPython, PyPy and Pyodide.

Constant time: no branch, index or loop count depends on a secret; the choice between the real key and the
implicit-rejection key (Algorithm 18, line 9) is a masked select after `hmac.compare_digest`. The small-int shapes
of CPython are the fast implementation's concern (`tweetnacl.fast.kem`), not this one's.
"""

from __future__ import annotations

import hashlib
import hmac

N = 256
Q = 3329
K = 3
ETA1 = 2
ETA2 = 2
DU = 10
DV = 4

ZETA = 17
"""The primitive 256-th root of unity mod q (section 4.3)."""


# -- section 4.1: the functions H, J, G, PRF and XOF -----------------------------------------------


def PRF(eta: int, s: bytes, b: int) -> bytes:  # noqa: N802 - FIPS 203's name (4.3)
    """PRF_eta(s, b) = SHAKE256(s || b, 8 * 64 * eta) (eq. 4.3)."""
    return hashlib.shake_256(s + bytes((b,))).digest(64 * eta)


def H(s: bytes) -> bytes:  # noqa: N802 - FIPS 203's name (4.4)
    return hashlib.sha3_256(s).digest()


def J(s: bytes) -> bytes:  # noqa: N802 - FIPS 203's name (4.4)
    return hashlib.shake_256(s).digest(32)


def G(c: bytes) -> tuple[bytes, bytes]:  # noqa: N802 - FIPS 203's name (4.5)
    digest = hashlib.sha3_512(c).digest()
    return digest[:32], digest[32:]


# -- section 4.2.1: conversion and compression -----------------------------------------------------


def BitsToBytes(b: list[int]) -> bytes:  # noqa: N802 - Algorithm 3
    B = bytearray(len(b) // 8)
    for i in range(len(b)):
        B[i // 8] += b[i] << (i % 8)
    return bytes(B)


def BytesToBits(B: bytes) -> list[int]:  # noqa: N802 - Algorithm 4
    b = [0] * (8 * len(B))
    C = bytearray(B)
    for i in range(len(B)):
        for j in range(8):
            b[8 * i + j] = C[i] & 1
            C[i] >>= 1
    return b


def Compress(d: int, x: int) -> int:  # noqa: N802 - eq. 4.7: round(2^d / q * x) mod 2^d
    return ((x << (d + 1)) + Q) // (2 * Q) % (1 << d)  # round-half-up as an integer division, no float


def Decompress(d: int, y: int) -> int:  # noqa: N802 - eq. 4.8: round(q / 2^d * y)
    return (Q * y * 2 + (1 << d)) >> (d + 1)


def ByteEncode(d: int, F: list[int]) -> bytes:  # noqa: N802 - Algorithm 5
    b = [0] * (256 * d)
    for i in range(256):
        a = F[i]
        for j in range(d):
            b[i * d + j] = a & 1
            a = (a - b[i * d + j]) // 2
    return BitsToBytes(b)


def ByteDecode(d: int, B: bytes) -> list[int]:  # noqa: N802 - Algorithm 6
    m = (1 << d) if d < 12 else Q
    b = BytesToBits(B)
    F = [0] * 256
    for i in range(256):
        F[i] = sum(b[i * d + j] << j for j in range(d)) % m
    return F


# -- section 4.2.2: sampling -----------------------------------------------------------------------


def SampleNTT(B: bytes) -> list[int]:  # noqa: N802 - Algorithm 7 (public data: variable time)
    """Rejection sampling from SHAKE128(B); hashlib's XOF has no incremental squeeze, so a longer output is asked
    for (and the prefix recomputed) in the rare case the first 5 blocks run out."""
    length = 5 * 168
    C = hashlib.shake_128(B).digest(length)
    a = [0] * 256
    j = 0
    offset = 0
    while j < 256:
        if offset + 3 > length:
            length += 168
            C = hashlib.shake_128(B).digest(length)
        d1 = C[offset] + 256 * (C[offset + 1] % 16)
        d2 = C[offset + 1] // 16 + 16 * C[offset + 2]
        offset += 3
        if d1 < Q:
            a[j] = d1
            j += 1
        if d2 < Q and j < 256:
            a[j] = d2
            j += 1
    return a


def SamplePolyCBD(eta: int, B: bytes) -> list[int]:  # noqa: N802 - Algorithm 8
    b = BytesToBits(B)
    f = [0] * 256
    for i in range(256):
        x = sum(b[2 * i * eta + j] for j in range(eta))
        y = sum(b[2 * i * eta + eta + j] for j in range(eta))
        f[i] = (x - y) % Q
    return f


# -- section 4.3: the number-theoretic transform ---------------------------------------------------


def BitRev7(r: int) -> int:  # noqa: N802 - section 4.3
    return int(format(r, "07b")[::-1], 2)


ZETAS = [pow(ZETA, BitRev7(i), Q) for i in range(128)]
"""zeta^BitRev7(i) mod q, the table of Appendix A."""
GAMMAS = [pow(ZETA, 2 * BitRev7(i) + 1, Q) for i in range(128)]
"""zeta^(2 BitRev7(i) + 1) mod q, the table of Appendix A used by Algorithm 11."""


def NTT(f: list[int]) -> list[int]:  # noqa: N802 - Algorithm 9
    f_hat = list(f)
    i = 1
    length = 128
    while length >= 2:
        for start in range(0, 256, 2 * length):
            zeta = ZETAS[i]
            i += 1
            for j in range(start, start + length):
                t = zeta * f_hat[j + length] % Q
                f_hat[j + length] = (f_hat[j] - t) % Q
                f_hat[j] = (f_hat[j] + t) % Q
        length //= 2
    return f_hat


def NTTInverse(f_hat: list[int]) -> list[int]:  # noqa: N802 - Algorithm 10
    f = list(f_hat)
    i = 127
    length = 2
    while length <= 128:
        for start in range(0, 256, 2 * length):
            zeta = ZETAS[i]
            i -= 1
            for j in range(start, start + length):
                t = f[j]
                f[j] = (t + f[j + length]) % Q
                f[j + length] = zeta * (f[j + length] - t) % Q
        length *= 2
    return [x * 3303 % Q for x in f]  # 3303 = 128^-1 mod q


def BaseCaseMultiply(a0: int, a1: int, b0: int, b1: int, gamma: int) -> tuple[int, int]:  # noqa: N802 - Alg. 12
    c0 = (a0 * b0 + a1 * b1 * gamma) % Q
    c1 = (a0 * b1 + a1 * b0) % Q
    return c0, c1


def MultiplyNTTs(f_hat: list[int], g_hat: list[int]) -> list[int]:  # noqa: N802 - Algorithm 11
    h_hat = [0] * 256
    for i in range(128):
        h_hat[2 * i], h_hat[2 * i + 1] = BaseCaseMultiply(
            f_hat[2 * i], f_hat[2 * i + 1], g_hat[2 * i], g_hat[2 * i + 1], GAMMAS[i]
        )
    return h_hat


def _add(f: list[int], g: list[int]) -> list[int]:
    return [(x + y) % Q for x, y in zip(f, g)]


def _sub(f: list[int], g: list[int]) -> list[int]:
    return [(x - y) % Q for x, y in zip(f, g)]


# -- section 5: the K-PKE component scheme ---------------------------------------------------------


def K_PKE_KeyGen(d: bytes) -> tuple[bytes, bytes]:  # noqa: N802 - Algorithm 13
    rho, sigma = G(d + bytes((K,)))
    N_ = 0
    A_hat = [[SampleNTT(rho + bytes((j, i))) for j in range(K)] for i in range(K)]
    s = []
    for _ in range(K):
        s.append(SamplePolyCBD(ETA1, PRF(ETA1, sigma, N_)))
        N_ += 1
    e = []
    for _ in range(K):
        e.append(SamplePolyCBD(ETA1, PRF(ETA1, sigma, N_)))
        N_ += 1
    s_hat = [NTT(p) for p in s]
    e_hat = [NTT(p) for p in e]
    t_hat = []
    for i in range(K):
        acc = e_hat[i]
        for j in range(K):
            acc = _add(acc, MultiplyNTTs(A_hat[i][j], s_hat[j]))
        t_hat.append(acc)
    ek = b"".join(ByteEncode(12, p) for p in t_hat) + rho
    dk = b"".join(ByteEncode(12, p) for p in s_hat)
    return ek, dk


def K_PKE_Encrypt(ek: bytes, m: bytes, r: bytes) -> bytes:  # noqa: N802 - Algorithm 14
    N_ = 0
    t_hat = [ByteDecode(12, ek[384 * i : 384 * (i + 1)]) for i in range(K)]
    rho = ek[384 * K : 384 * K + 32]
    A_hat = [[SampleNTT(rho + bytes((j, i))) for j in range(K)] for i in range(K)]
    y = []
    for _ in range(K):
        y.append(SamplePolyCBD(ETA1, PRF(ETA1, r, N_)))
        N_ += 1
    e1 = []
    for _ in range(K):
        e1.append(SamplePolyCBD(ETA2, PRF(ETA2, r, N_)))
        N_ += 1
    e2 = SamplePolyCBD(ETA2, PRF(ETA2, r, N_))
    y_hat = [NTT(p) for p in y]
    u = []
    for i in range(K):  # u = NTT^-1(A_hat^T o y_hat) + e1
        acc = [0] * 256
        for j in range(K):
            acc = _add(acc, MultiplyNTTs(A_hat[j][i], y_hat[j]))
        u.append(_add(NTTInverse(acc), e1[i]))
    mu = [Decompress(1, bit) for bit in ByteDecode(1, m)]
    acc = [0] * 256
    for i in range(K):
        acc = _add(acc, MultiplyNTTs(t_hat[i], y_hat[i]))
    v = _add(_add(NTTInverse(acc), e2), mu)
    c1 = b"".join(ByteEncode(DU, [Compress(DU, x) for x in p]) for p in u)
    c2 = ByteEncode(DV, [Compress(DV, x) for x in v])
    return c1 + c2


def K_PKE_Decrypt(dk: bytes, c: bytes) -> bytes:  # noqa: N802 - Algorithm 15
    c1 = c[: 32 * DU * K]
    c2 = c[32 * DU * K :]
    u_prime = [[Decompress(DU, x) for x in ByteDecode(DU, c1[32 * DU * i : 32 * DU * (i + 1)])] for i in range(K)]
    v_prime = [Decompress(DV, x) for x in ByteDecode(DV, c2)]
    s_hat = [ByteDecode(12, dk[384 * i : 384 * (i + 1)]) for i in range(K)]
    acc = [0] * 256
    for i in range(K):
        acc = _add(acc, MultiplyNTTs(s_hat[i], NTT(u_prime[i])))
    w = _sub(v_prime, NTTInverse(acc))
    return ByteEncode(1, [Compress(1, x) for x in w])


# -- section 6: the internal algorithms of ML-KEM --------------------------------------------------


def ML_KEM_KeyGen_internal(d: bytes, z: bytes) -> tuple[bytes, bytes]:  # noqa: N802 - Algorithm 16
    ek_pke, dk_pke = K_PKE_KeyGen(d)
    ek = ek_pke
    dk = dk_pke + ek + H(ek) + z
    return ek, dk


def ML_KEM_Encaps_internal(ek: bytes, m: bytes) -> tuple[bytes, bytes]:  # noqa: N802 - Algorithm 17
    K_, r = G(m + H(ek))
    c = K_PKE_Encrypt(ek, m, r)
    return K_, c


def ML_KEM_Decaps_internal(dk: bytes, c: bytes) -> bytes:  # noqa: N802 - Algorithm 18
    dk_pke = dk[0 : 384 * K]
    ek_pke = dk[384 * K : 768 * K + 32]
    h = dk[768 * K + 32 : 768 * K + 64]
    z = dk[768 * K + 64 : 768 * K + 96]
    m_prime = K_PKE_Decrypt(dk_pke, c)
    K_prime, r_prime = G(m_prime + h)
    K_bar = J(z + c)
    c_prime = K_PKE_Encrypt(ek_pke, m_prime, r_prime)
    # line 9, "if c != c' then K' <- K_bar": a masked select, never a branch on the secret comparison
    mask = -int(not hmac.compare_digest(c, c_prime)) & 0xFF
    return bytes(k ^ (mask & (k ^ kb)) for k, kb in zip(K_prime, K_bar))


# -- section 7.2: the encapsulation key check ------------------------------------------------------


def encapsulation_key_is_valid(ek: bytes) -> bool:
    """Section 7.2, check 2 (the modulus check): ByteEncode12(ByteDecode12(ek)) == ek. The only check libsodium
    1.0.22 makes (its encapsulation refuses such a key); it makes none of section 7.3's on decapsulation keys.
    Public data: may be variable time."""
    test = b"".join(ByteEncode(12, ByteDecode(12, ek[384 * i : 384 * (i + 1)])) for i in range(K))
    return test == ek[: 384 * K]


# -- the core interface (tweetnacl._interface.Core) -------------------------------------------------


def crypto_kem_mlkem768_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """64-byte seed d || z (Algorithm 19 with its randomness given) -> (ek 1184, dk 2400)."""
    return ML_KEM_KeyGen_internal(seed[:32], seed[32:])


def crypto_kem_mlkem768_enc_deterministic(pk: bytes, seed: bytes) -> tuple[bytes, bytes] | None:
    """Algorithm 20 with its 32-byte randomness m given -> (c 1088, K 32); None if pk fails the modulus check."""
    if not encapsulation_key_is_valid(pk):
        return None
    K_, c = ML_KEM_Encaps_internal(pk, seed)
    return c, K_


def crypto_kem_mlkem768_dec(ct: bytes, sk: bytes) -> bytes:
    """Algorithm 21 without section 7.3's checks (as libsodium): the 32-byte shared secret, or the implicit
    rejection key J(z || c) for a ciphertext that does not re-encrypt to itself."""
    return ML_KEM_Decaps_internal(sk, ct)


def crypto_kem_mlkem768_dec_from_seed(ct: bytes, seed: bytes) -> bytes:
    """Algorithm 18 with Algorithm 16's decapsulation key of the 64-byte seed d || z (X-Wing's secret key)."""
    _, dk = ML_KEM_KeyGen_internal(seed[:32], seed[32:])
    return ML_KEM_Decaps_internal(dk, ct)
