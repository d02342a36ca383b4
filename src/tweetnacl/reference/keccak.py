"""Keccak-p[1600, n_r] and its sponge, transliterated from FIPS 202 (August 2015) for auditors.

Each function is one algorithm or step mapping of the standard, in its order and with its names: the state array
A[x][y] of 64-bit lanes (section 3.1, the lane (x, y) holding state bits 64(5y + x) .. 64(5y + x) + 63, least
significant bit first), the five step mappings theta, rho, pi, chi, iota (section 3.2, Algorithms 1-6), Rnd and
Keccak-p (section 3.3, Algorithm 7), and SPONGE with pad10*1 (section 4, Algorithms 8-9) at byte granularity, where
the suffix bits of SHA-3 (01), SHAKE (1111) and RFC 9861's TurboSHAKE (its domain byte D) and the first bit of the
padding make one byte (FIPS 202 Appendix B.2; RFC 9861 section 2.2). The fast family (`tweetnacl.fast.keccak`)
takes the tables derived here (rotation offsets, round constants) and is tested against this module.

Plain code for reading, not for speed or for secrets: it loops over lanes and indexes by position only (public), but
makes no attempt at constant-size ints; use `tweetnacl.fast.keccak` for data.
"""

from __future__ import annotations

__all__ = ["ROTATION_OFFSETS", "ROUND_CONSTANTS", "keccak_p", "sponge"]

W = 64
"""The lane size w for b = 1600 (Table 1)."""
LANE_MASK = (1 << W) - 1


def rotation_offsets() -> tuple[int, ...]:
    """rho's offsets (Algorithm 2, step 3): for t = 0..23, lane (x, y) rotates by (t + 1)(t + 2)/2 mod w, where
    (x, y) walks from (1, 0) by (x, y) <- (y, (2x + 3y) mod 5); lane (0, 0) by 0. Indexed by x + 5y."""
    offsets = [0] * 25
    x, y = 1, 0
    for t in range(24):
        offsets[x + 5 * y] = ((t + 1) * (t + 2) // 2) % W
        x, y = y, (2 * x + 3 * y) % 5
    return tuple(offsets)


def rc(t: int) -> int:
    """Algorithm 5: the output bit of an LFSR over GF(2) with 8 bits of state."""
    if t % 255 == 0:
        return 1
    R = [1, 0, 0, 0, 0, 0, 0, 0]
    for _ in range(1, t % 255 + 1):
        R = [0, *R]
        R[0] ^= R[8]
        R[4] ^= R[8]
        R[5] ^= R[8]
        R[6] ^= R[8]
        R = R[:8]
    return R[0]


def round_constant(i_r: int) -> int:
    """Algorithm 6, steps 2-3: the lane RC of round i_r, bit 2^j - 1 being rc(j + 7 i_r) for j = 0..6."""
    RC = 0
    for j in range(7):
        RC |= rc(j + 7 * i_r) << (2**j - 1)
    return RC


ROTATION_OFFSETS = rotation_offsets()
ROUND_CONSTANTS = tuple(round_constant(i_r) for i_r in range(24))
"""The rho offsets by lane x + 5y, and RC for i_r = 0..23 (Keccak-p[1600, n_r] uses the last n_r of them)."""


def rot(lane: int, offset: int) -> int:
    """A lane rotated towards its more significant bits by `offset` (the z -> z + offset of Algorithm 2)."""
    offset %= W
    return ((lane << offset) | (lane >> (W - offset))) & LANE_MASK


def theta(A: list[list[int]]) -> list[list[int]]:
    """Algorithm 1."""
    C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
    D = [C[(x - 1) % 5] ^ rot(C[(x + 1) % 5], 1) for x in range(5)]
    return [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]


def rho(A: list[list[int]]) -> list[list[int]]:
    """Algorithm 2."""
    return [[rot(A[x][y], ROTATION_OFFSETS[x + 5 * y]) for y in range(5)] for x in range(5)]


def pi(A: list[list[int]]) -> list[list[int]]:
    """Algorithm 3: A'[x, y] = A[(x + 3y) mod 5, x]."""
    return [[A[(x + 3 * y) % 5][x] for y in range(5)] for x in range(5)]


def chi(A: list[list[int]]) -> list[list[int]]:
    """Algorithm 4: A'[x, y] = A[x, y] ^ ((A[x + 1, y] ^ 1) & A[x + 2, y])."""
    return [[A[x][y] ^ ((A[(x + 1) % 5][y] ^ LANE_MASK) & A[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]


def iota(A: list[list[int]], i_r: int) -> list[list[int]]:
    """Algorithm 6, step 4: lane (0, 0) XOR RC."""
    A = [column[:] for column in A]
    A[0][0] ^= ROUND_CONSTANTS[i_r]
    return A


def Rnd(A: list[list[int]], i_r: int) -> list[list[int]]:
    """Section 3.3: Rnd(A, i_r) = iota(chi(pi(rho(theta(A)))), i_r)."""
    return iota(chi(pi(rho(theta(A)))), i_r)


def keccak_p(S: bytes, n_r: int) -> bytes:
    """Algorithm 7, Keccak-p[1600, n_r] on a 200-byte string S: rounds i_r = 24 - n_r .. 23 (12 + 2l - n_r with
    l = 6)."""
    A = [[int.from_bytes(S[8 * (x + 5 * y) : 8 * (x + 5 * y) + 8], "little") for y in range(5)] for x in range(5)]
    for i_r in range(24 - n_r, 24):
        A = Rnd(A, i_r)
    return b"".join(A[i % 5][i // 5].to_bytes(8, "little") for i in range(25))


def pad(rate: int, length: int, suffix: int) -> bytes:
    """Algorithm 9 (pad10*1) with the suffix bits in front, bytewise: the suffix byte (its bits the suffix followed
    by the padding's first 1) at the message's end, zeros, and the padding's last 1 (0x80) in the block's last
    byte; one byte suffix ^ 0x80 when only one byte is left."""
    P = bytearray(rate - length % rate)
    P[0] ^= suffix
    P[-1] ^= 0x80
    return bytes(P)


def sponge(rate: int, n_r: int, N: bytes, suffix: int, d: int) -> bytes:
    """Algorithm 8, SPONGE[Keccak-p[1600, n_r], pad10*1, 8 rate](N || suffix, d bytes): SHA3-256 is (136, 24,
    N, 0x06, 32), SHAKE128 (168, 24, N, 0x1F, d), TurboSHAKE128 (168, 12, N, D, d)."""
    P = N + pad(rate, len(N), suffix)
    S = bytes(200)
    for i in range(0, len(P), rate):
        S = keccak_p(bytes(s ^ p for s, p in zip(S, P[i : i + rate] + bytes(200 - rate))), n_r)
    Z = S[:rate]
    while len(Z) < d:
        S = keccak_p(S, n_r)
        Z += S[:rate]
    return Z[:d]
