"""TweetNaCl in Python: a function-by-function port of `tweetnacl.c` version 20140427.

TweetNaCl ("NaCl in 100 tweets") is public domain, by Daniel J. Bernstein, Bernard van Gastel,
Wesley Janssen, Tanja Lange, Peter Schwabe and Sjaak Smetsers; see https://tweetnacl.cr.yp.to/.
This port is public domain as well.

How to read it next to tweetnacl.c
----------------------------------
* Same order, same names, same argument order. Every C section has a banner comment here.
* Output-parameter style is kept: the first argument (`out`, `o`, `c`, `r`, `q`, `sm`, ...) is a
  `bytearray`/`memoryview` (for `u8 *`) or a `list[int]` (for `gf`, `i64[]`) that the function
  fills, and functions return 0 / -1 where the C returns them. `u64 *smlen` / `u64 *mlen` become
  one-element lists.
* Pointer arithmetic `p + k` is `ptr(p, k)`: a memoryview starting at offset k that reads and
  writes through to p, so `crypto_onetimeauth(c + 16, c + 32, d - 32, c)` reads the same here.
  A null message pointer (`m = 0` in crypto_stream_salsa20_xor) is `None`.
* Numbers are plain Python ints, which never overflow. Where the C relies on wrap-around of an
  unsigned type (Salsa20 and SHA-512 words, stores into `u8`), the port masks explicitly; every
  such place and every other deliberate difference from the C carries a `# C:` comment.
  Where the C relies on signed 64-bit behaviour (`>>` of a negative `i64` in car25519 and modL,
  the all-ones mask of sel25519, the sums of M), Python's integers give the same values: its `>>`
  floors like the arithmetic shift, and `&`, `^`, `~` act as on infinite two's complement, so they
  agree with the C on every value that fits in 64 bits, which TweetNaCl's bounds guarantee.
* Not in the C: `crypto_sign_seed_keypair` (crypto_sign_keypair's derivation with a given seed),
  the rejection of S >= L in crypto_sign_open (RFC 8032 section 5.1.7, as libsodium; docs/contract.md), and
  the section "Beyond TweetNaCl" (libsodium's crypto_sign_ed25519_pk_to_curve25519).

This module is slow on purpose: it is what an auditor compares with tweetnacl.c and the oracle the
fast implementation (`tweetnacl.fast`) is tested against. It keeps the C's constant-time shape
(no branch, loop bound or index depends on secret data); CPython's integers themselves make no
timing promises, as with any pure-Python code.

Short names
-----------
=================  ============================================================================
name               meaning
=================  ============================================================================
u8, u32, u64, i64  C integer types; here all are Python ints
gf                 field element of GF(2^255 - 19): 16 signed limbs of 16 bits, little endian
L32(x, c)          rotate a 32-bit word left by c bits
ld32, st32         load / store a 32-bit word, little endian
dl64, ts64         load / store a 64-bit word, big endian (SHA-512)
vn                 compare n bytes in constant time (0 if equal, -1 if not)
core               the Salsa20 core (h = 0) or the HSalsa20 core (h = 1)
sigma              the Salsa20 constant "expand 32-byte k"
add1305            add two 130-bit numbers held in 17 bytes-as-words (Poly1305)
minusp             -(2^130 - 5) mod 2^136, added to test whether h >= p (Poly1305)
_0, _9             16 zero bytes; the X25519 base point u = 9
gf0, gf1           the field elements 0 and 1
_121665            (486662 - 2) / 4, the Montgomery ladder constant a24
D, D2              the Edwards curve constant d = -121665/121666 and 2d
X, Y               the Ed25519 base point B = (X, Y)
I                  sqrt(-1) = 2^((p - 1) / 4) mod p
set25519           copy a field element
car25519           carry: bring every limb back to 16 bits (reduces 2^256 as 38)
sel25519           constant-time conditional swap of two field elements
pack25519          field element -> 32 canonical bytes (fully reduced mod p)
neq25519           1 (true) if two field elements differ, as crypto_verify_32 of their packings
par25519           parity (low bit) of the canonical form: the "sign" of x in Ed25519
unpack25519        32 bytes -> field element (ignores the top bit)
A, Z               field add, field subtract (no carry)
M, S               field multiply, field square
inv25519           field inverse, a^(p - 2)
pow2523            a^((p - 5) / 8), for square roots
R                  rotate a 64-bit word right (SHA-512)
Ch, Maj            SHA-512 choose and majority
Sigma0, Sigma1     SHA-512 big sigmas (on the working variables)
sigma0, sigma1     SHA-512 small sigmas (on the message schedule)
K, iv              SHA-512 round constants and initial hash value
add                add two Edwards points (extended coordinates X, Y, Z, T)
cswap              constant-time conditional swap of two points
pack               Edwards point -> 32 bytes (y with the parity of x in the top bit)
scalarmult         point times 256-bit scalar (constant-time double-and-add ladder)
scalarbase         base point times scalar
L                  the group order 2^252 + 27742317777372353535851937790883648493
modL               reduce a 64-limb number mod L into 32 bytes
reduce             reduce a 64-byte number mod L in place
unpackneg          32 bytes -> the negated Edwards point (-x, y), or -1 if not a point
=================  ============================================================================
"""

from __future__ import annotations

from collections.abc import Sequence

from tweetnacl._random import random_bytes

# ------------------------------------------------------------------------------------------------
# Types, pointers, randombytes, constants
# ------------------------------------------------------------------------------------------------

ByteSource = bytes | bytearray | memoryview
"""What the C reads through `const u8 *`."""
ByteSink = bytearray | memoryview
"""What the C writes through `u8 *`."""
Gf = list[int]
"""The C's `gf`: 16 limbs, each a Python int standing for an i64."""


def ptr(p: ByteSource, offset: int) -> memoryview:
    """The C's pointer arithmetic `p + offset`: a view from `offset` on, writing through to `p`."""
    return memoryview(p)[offset:]


def gf(init: Sequence[int] = ()) -> Gf:
    """A new field element, zero except for its first limbs `init` (the C's `gf x = {...}`)."""
    r = [0] * 16
    for i, limb in enumerate(init):
        r[i] = limb
    return r


def randombytes(x: ByteSink, n: int) -> None:
    """Fill x[0:n] with random bytes."""
    # C: tweetnacl.c declares `extern void randombytes(u8 *, u64)` for the platform to supply;
    # here it draws from the package's generator (which `tweetnacl.set_prng` can replace).
    x[:n] = random_bytes(n)


_0 = bytes(16)
_9 = bytes([9]) + bytes(31)

gf0: Sequence[int] = tuple(gf())
gf1: Sequence[int] = tuple(gf([1]))
_121665: Sequence[int] = tuple(gf([0xDB41, 1]))
D: Sequence[int] = (0x78a3, 0x1359, 0x4dca, 0x75eb, 0xd8ab, 0x4141, 0x0a4d, 0x0070,
                    0xe898, 0x7779, 0x4079, 0x8cc7, 0xfe73, 0x2b6f, 0x6cee, 0x5203)
D2: Sequence[int] = (0xf159, 0x26b2, 0x9b94, 0xebd6, 0xb156, 0x8283, 0x149a, 0x00e0,
                     0xd130, 0xeef3, 0x80f2, 0x198e, 0xfce7, 0x56df, 0xd9dc, 0x2406)
X: Sequence[int] = (0xd51a, 0x8f25, 0x2d60, 0xc956, 0xa7b2, 0x9525, 0xc760, 0x692c,
                    0xdc5c, 0xfdd6, 0xe231, 0xc0a4, 0x53fe, 0xcd6e, 0x36d3, 0x2169)
Y: Sequence[int] = (0x6658, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666,
                    0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666, 0x6666)
I: Sequence[int] = (0xa0b0, 0x4a0e, 0x1b27, 0xc4ee, 0xe478, 0xad2f, 0x1806, 0x2f43,  # noqa: E741 (C name)
                    0xd7a7, 0x3dfb, 0x0099, 0x2b4d, 0xdf0b, 0x4fc1, 0x2480, 0x2b83)
# C: the constants are tuples so no function can write into them by mistake.

_U32 = 0xFFFFFFFF
_U64 = 0xFFFFFFFFFFFFFFFF


# ------------------------------------------------------------------------------------------------
# Byte and word helpers, constant-time comparison
# ------------------------------------------------------------------------------------------------

def L32(x: int, c: int) -> int:
    # C: u32 is `unsigned long`, often 64 bits wide, so the C masks x before the right shift and
    # lets the bits above 31 go to waste (they never reach the low 32); here the result is masked.
    return ((x << c) | ((x & _U32) >> (32 - c))) & _U32


def ld32(x: ByteSource) -> int:
    u = x[3]
    u = (u << 8) | x[2]
    u = (u << 8) | x[1]
    return (u << 8) | x[0]


def dl64(x: ByteSource) -> int:
    u = 0
    for i in range(8):
        u = (u << 8) | x[i]
    return u


def st32(x: ByteSink, u: int) -> None:
    for i in range(4):
        x[i] = u & 0xFF  # C: the store into a u8 keeps the low byte
        u >>= 8


def ts64(x: ByteSink, u: int) -> None:
    for i in range(7, -1, -1):
        x[i] = u & 0xFF  # C: the store into a u8 keeps the low byte
        u >>= 8


def vn(x: ByteSource, y: ByteSource, n: int) -> int:
    d = 0
    for i in range(n):
        d |= x[i] ^ y[i]
    # d - 1 is -1 when d == 0 (the C's unsigned wrap gives all ones); -1 >> 8 is still -1 in
    # Python, so bit 0 is 1 exactly as in the C, and the result is 0 (equal) or -1.
    return (1 & ((d - 1) >> 8)) - 1


def crypto_verify_16(x: ByteSource, y: ByteSource) -> int:
    return vn(x, y, 16)


def crypto_verify_32(x: ByteSource, y: ByteSource) -> int:
    return vn(x, y, 32)


# ------------------------------------------------------------------------------------------------
# Salsa20 and HSalsa20 cores, Salsa20 / XSalsa20 streams
# ------------------------------------------------------------------------------------------------

def core(out: ByteSink, inp: ByteSource, k: ByteSource, c: ByteSource, h: int) -> None:
    # C: the argument `in` is a Python keyword, so it is `inp`.
    w = [0] * 16
    x = [0] * 16
    y = [0] * 16
    t = [0] * 4

    for i in range(4):
        x[5 * i] = ld32(ptr(c, 4 * i))
        x[1 + i] = ld32(ptr(k, 4 * i))
        x[6 + i] = ld32(ptr(inp, 4 * i))
        x[11 + i] = ld32(ptr(k, 16 + 4 * i))

    for i in range(16):
        y[i] = x[i]

    for i in range(20):
        for j in range(4):
            for m in range(4):
                t[m] = x[(5 * j + 4 * m) % 16]
            t[1] ^= L32(t[0] + t[3], 7)
            t[2] ^= L32(t[1] + t[0], 9)
            t[3] ^= L32(t[2] + t[1], 13)
            t[0] ^= L32(t[3] + t[2], 18)
            for m in range(4):
                w[4 * j + (j + m) % 4] = t[m]
        for m in range(16):
            x[m] = w[m]

    if h:
        for i in range(16):
            x[i] = (x[i] + y[i]) & _U32  # C: u32 addition wraps
        for i in range(4):
            x[5 * i] = (x[5 * i] - ld32(ptr(c, 4 * i))) & _U32  # C: u32 subtraction wraps
            x[6 + i] = (x[6 + i] - ld32(ptr(inp, 4 * i))) & _U32
        for i in range(4):
            st32(ptr(out, 4 * i), x[5 * i])
            st32(ptr(out, 16 + 4 * i), x[6 + i])
    else:
        for i in range(16):
            st32(ptr(out, 4 * i), (x[i] + y[i]) & _U32)  # C: u32 addition wraps


def crypto_core_salsa20(out: ByteSink, inp: ByteSource, k: ByteSource, c: ByteSource) -> int:
    core(out, inp, k, c, 0)
    return 0


def crypto_core_hsalsa20(out: ByteSink, inp: ByteSource, k: ByteSource, c: ByteSource) -> int:
    core(out, inp, k, c, 1)
    return 0


sigma = b"expand 32-byte k"


def crypto_stream_salsa20_xor(c: ByteSink, m: ByteSource | None, b: int, n: ByteSource,
                              k: ByteSource) -> int:
    z = bytearray(16)
    x = bytearray(64)
    if not b:
        return 0
    for i in range(16):
        z[i] = 0
    for i in range(8):
        z[i] = n[i]
    while b >= 64:
        crypto_core_salsa20(x, z, k, sigma)
        for i in range(64):
            c[i] = (m[i] if m is not None else 0) ^ x[i]
        u = 1
        for i in range(8, 16):
            u += z[i]
            z[i] = u & 0xFF  # C: the store into a u8 keeps the low byte
            u >>= 8
        b -= 64
        c = ptr(c, 64)
        if m is not None:
            m = ptr(m, 64)
    if b:
        crypto_core_salsa20(x, z, k, sigma)
        for i in range(b):
            c[i] = (m[i] if m is not None else 0) ^ x[i]
    return 0


def crypto_stream_salsa20(c: ByteSink, d: int, n: ByteSource, k: ByteSource) -> int:
    return crypto_stream_salsa20_xor(c, None, d, n, k)


def crypto_stream(c: ByteSink, d: int, n: ByteSource, k: ByteSource) -> int:
    s = bytearray(32)
    crypto_core_hsalsa20(s, n, k, sigma)
    return crypto_stream_salsa20(c, d, ptr(n, 16), s)


def crypto_stream_xor(c: ByteSink, m: ByteSource, d: int, n: ByteSource, k: ByteSource) -> int:
    s = bytearray(32)
    crypto_core_hsalsa20(s, n, k, sigma)
    return crypto_stream_salsa20_xor(c, m, d, ptr(n, 16), s)


# ------------------------------------------------------------------------------------------------
# Poly1305 one-time authenticator
# ------------------------------------------------------------------------------------------------

def add1305(h: list[int], c: Sequence[int]) -> None:
    u = 0
    for j in range(17):
        u += h[j] + c[j]
        h[j] = u & 255
        u >>= 8


minusp: Sequence[int] = (5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 252)


def crypto_onetimeauth(out: ByteSink, m: ByteSource, n: int, k: ByteSource) -> int:
    x = [0] * 17
    r = [0] * 17
    h = [0] * 17
    c = [0] * 17
    g = [0] * 17

    for j in range(17):
        r[j] = h[j] = 0
    for j in range(16):
        r[j] = k[j]
    r[3] &= 15
    r[4] &= 252
    r[7] &= 15
    r[8] &= 252
    r[11] &= 15
    r[12] &= 252
    r[15] &= 15

    while n > 0:
        for j in range(17):
            c[j] = 0
        j = 0
        while (j < 16) and (j < n):  # C: j is used after the loop, so this for-loop is a while
            c[j] = m[j]
            j += 1
        c[j] = 1
        m = ptr(m, j)
        n -= j
        add1305(h, c)
        # Every h[j] is below 2^8 here and every r[j] below 2^8, so x[i] < 17 * 2^8 * 320 * 2^8
        # < 2^32: the C's u32 sums never wrap, and the exact Python sums are the same numbers.
        for i in range(17):
            x[i] = 0
            for j in range(17):
                x[i] += h[j] * (r[i - j] if j <= i else 320 * r[i + 17 - j])
        for i in range(17):
            h[i] = x[i]
        u = 0
        for j in range(16):
            u += h[j]
            h[j] = u & 255
            u >>= 8
        u += h[16]
        h[16] = u & 3
        u = 5 * (u >> 2)
        for j in range(16):
            u += h[j]
            h[j] = u & 255
            u >>= 8
        u += h[16]
        h[16] = u

    for j in range(17):
        g[j] = h[j]
    add1305(h, minusp)
    # C: s is a u32, so -(0 or 1) is 0 or all ones there; here it is 0 or -1, which is all ones
    # to `&` as well.
    s = -(h[16] >> 7)
    for j in range(17):
        h[j] ^= s & (g[j] ^ h[j])

    for j in range(16):
        c[j] = k[j + 16]
    c[16] = 0
    add1305(h, c)
    for j in range(16):
        out[j] = h[j]
    return 0


def crypto_onetimeauth_verify(h: ByteSource, m: ByteSource, n: int, k: ByteSource) -> int:
    x = bytearray(16)
    crypto_onetimeauth(x, m, n, k)
    return crypto_verify_16(h, x)


# ------------------------------------------------------------------------------------------------
# secretbox: XSalsa20 + Poly1305, NaCl's zero-padded interface
# ------------------------------------------------------------------------------------------------

def crypto_secretbox(c: ByteSink, m: ByteSource, d: int, n: ByteSource, k: ByteSource) -> int:
    if d < 32:
        return -1
    crypto_stream_xor(c, m, d, n, k)
    crypto_onetimeauth(ptr(c, 16), ptr(c, 32), d - 32, c)
    for i in range(16):
        c[i] = 0
    return 0


def crypto_secretbox_open(m: ByteSink, c: ByteSource, d: int, n: ByteSource,
                          k: ByteSource) -> int:
    x = bytearray(32)
    if d < 32:
        return -1
    crypto_stream(x, 32, n, k)
    if crypto_onetimeauth_verify(ptr(c, 16), ptr(c, 32), d - 32, x) != 0:
        return -1
    crypto_stream_xor(m, c, d, n, k)
    for i in range(32):
        m[i] = 0
    return 0


# ------------------------------------------------------------------------------------------------
# Arithmetic in GF(2^255 - 19), 16 limbs of 16 bits
# ------------------------------------------------------------------------------------------------

def set25519(r: Gf, a: Sequence[int]) -> None:
    for i in range(16):
        r[i] = a[i]


def car25519(o: Gf) -> None:
    for i in range(16):
        o[i] += 1 << 16
        # o[i] may be negative: the C's >> on a negative i64 is an arithmetic shift (floor), and
        # Python's >> floors too, so c is the same; c << 16 is c * 65536 in both.
        c = o[i] >> 16
        o[(i + 1) * (i < 15)] += c - 1 + 37 * (c - 1) * (i == 15)
        o[i] -= c << 16


def sel25519(p: Gf, q: Gf, b: int) -> None:
    # b = 1: c = ~0 = -1, all ones; b = 0: c = ~(-1) = 0. Python's & and ^ on negative limbs
    # act as on two's complement of unbounded width, so t, p[i], q[i] equal the C's i64 values.
    c = ~(b - 1)
    for i in range(16):
        t = c & (p[i] ^ q[i])
        p[i] ^= t
        q[i] ^= t


def pack25519(o: ByteSink, n: Sequence[int]) -> None:
    m = gf()
    t = gf()
    for i in range(16):
        t[i] = n[i]
    car25519(t)
    car25519(t)
    car25519(t)
    for j in range(2):
        m[0] = t[0] - 0xFFED
        for i in range(1, 15):
            m[i] = t[i] - 0xFFFF - ((m[i - 1] >> 16) & 1)
            m[i - 1] &= 0xFFFF
        m[15] = t[15] - 0x7FFF - ((m[14] >> 16) & 1)
        b = (m[15] >> 16) & 1
        m[14] &= 0xFFFF
        sel25519(t, m, 1 - b)
    for i in range(16):
        o[2 * i] = t[i] & 0xFF
        # t[i] < 2^16 here, so this fits a byte as in the C (a bytearray would refuse otherwise).
        o[2 * i + 1] = t[i] >> 8


def neq25519(a: Sequence[int], b: Sequence[int]) -> int:
    c = bytearray(32)
    d = bytearray(32)
    pack25519(c, a)
    pack25519(d, b)
    return crypto_verify_32(c, d)


def par25519(a: Sequence[int]) -> int:
    d = bytearray(32)
    pack25519(d, a)
    return d[0] & 1


def unpack25519(o: Gf, n: ByteSource) -> None:
    for i in range(16):
        o[i] = n[2 * i] + (n[2 * i + 1] << 8)
    o[15] &= 0x7FFF


def A(o: Gf, a: Sequence[int], b: Sequence[int]) -> None:
    for i in range(16):
        o[i] = a[i] + b[i]


def Z(o: Gf, a: Sequence[int], b: Sequence[int]) -> None:
    for i in range(16):
        o[i] = a[i] - b[i]


def M(o: Gf, a: Sequence[int], b: Sequence[int]) -> None:
    # The C's i64 sums do not overflow for the limb sizes TweetNaCl feeds M (its published bound
    # analysis), so Python's exact sums are the same numbers.
    t = [0] * 31
    for i in range(16):
        for j in range(16):
            t[i + j] += a[i] * b[j]
    for i in range(15):
        t[i] += 38 * t[i + 16]
    for i in range(16):
        o[i] = t[i]
    car25519(o)
    car25519(o)


def S(o: Gf, a: Sequence[int]) -> None:
    M(o, a, a)


def inv25519(o: Gf, i: Sequence[int]) -> None:
    c = gf()
    for a in range(16):
        c[a] = i[a]
    for a in range(253, -1, -1):
        S(c, c)
        if a != 2 and a != 4:
            M(c, c, i)
    for a in range(16):
        o[a] = c[a]


def pow2523(o: Gf, i: Sequence[int]) -> None:
    c = gf()
    for a in range(16):
        c[a] = i[a]
    for a in range(250, -1, -1):
        S(c, c)
        if a != 1:
            M(c, c, i)
    for a in range(16):
        o[a] = c[a]


# ------------------------------------------------------------------------------------------------
# X25519: the Montgomery ladder
# ------------------------------------------------------------------------------------------------

def crypto_scalarmult(q: ByteSink, n: ByteSource, p: ByteSource) -> int:
    z = bytearray(32)
    # C: `i64 x[80]` holds x in x[0:16] and, at the end, copies of a, c, b, d at x+16, x+32,
    # x+48, x+64; a list cannot be addressed from an offset, so those four are separate gf's
    # named by their offset.
    x = gf()
    x16 = gf()
    x32 = gf()
    x48 = gf()
    x64 = gf()
    a = gf()
    b = gf()
    c = gf()
    d = gf()
    e = gf()
    f = gf()
    for i in range(31):
        z[i] = n[i]
    z[31] = (n[31] & 127) | 64
    z[0] &= 248
    unpack25519(x, p)
    for i in range(16):
        b[i] = x[i]
        d[i] = a[i] = c[i] = 0
    a[0] = d[0] = 1
    for i in range(254, -1, -1):
        r = (z[i >> 3] >> (i & 7)) & 1
        sel25519(a, b, r)
        sel25519(c, d, r)
        A(e, a, c)
        Z(a, a, c)
        A(c, b, d)
        Z(b, b, d)
        S(d, e)
        S(f, a)
        M(a, c, a)
        M(c, b, e)
        A(e, a, c)
        Z(a, a, c)
        S(b, a)
        Z(c, d, f)
        M(a, c, _121665)
        A(a, a, d)
        M(c, c, a)
        M(a, d, f)
        M(d, b, x)
        S(b, e)
        sel25519(a, b, r)
        sel25519(c, d, r)
    for i in range(16):
        x16[i] = a[i]
        x32[i] = c[i]
        x48[i] = b[i]
        x64[i] = d[i]
    inv25519(x32, x32)
    M(x16, x16, x32)
    pack25519(q, x16)
    return 0


def crypto_scalarmult_base(q: ByteSink, n: ByteSource) -> int:
    return crypto_scalarmult(q, n, _9)


# ------------------------------------------------------------------------------------------------
# box: X25519 + HSalsa20 key derivation + secretbox
# ------------------------------------------------------------------------------------------------

def crypto_box_keypair(y: ByteSink, x: ByteSink) -> int:
    randombytes(x, 32)
    return crypto_scalarmult_base(y, x)


def crypto_box_beforenm(k: ByteSink, y: ByteSource, x: ByteSource) -> int:
    s = bytearray(32)
    crypto_scalarmult(s, x, y)
    return crypto_core_hsalsa20(k, _0, s, sigma)


def crypto_box_afternm(c: ByteSink, m: ByteSource, d: int, n: ByteSource, k: ByteSource) -> int:
    return crypto_secretbox(c, m, d, n, k)


def crypto_box_open_afternm(m: ByteSink, c: ByteSource, d: int, n: ByteSource,
                            k: ByteSource) -> int:
    return crypto_secretbox_open(m, c, d, n, k)


def crypto_box(c: ByteSink, m: ByteSource, d: int, n: ByteSource, y: ByteSource,
               x: ByteSource) -> int:
    k = bytearray(32)
    crypto_box_beforenm(k, y, x)
    return crypto_box_afternm(c, m, d, n, k)


def crypto_box_open(m: ByteSink, c: ByteSource, d: int, n: ByteSource, y: ByteSource,
                    x: ByteSource) -> int:
    k = bytearray(32)
    crypto_box_beforenm(k, y, x)
    return crypto_box_open_afternm(m, c, d, n, k)


# ------------------------------------------------------------------------------------------------
# SHA-512 (FIPS 180-4)
# ------------------------------------------------------------------------------------------------

def R(x: int, c: int) -> int:
    return ((x >> c) | (x << (64 - c))) & _U64  # C: the u64 shift drops the bits above 63


def Ch(x: int, y: int, z: int) -> int:
    # ~x is negative in Python, but `& z` with 0 <= z < 2^64 leaves exactly the C's 64 bits.
    return (x & y) ^ (~x & z)


def Maj(x: int, y: int, z: int) -> int:
    return (x & y) ^ (x & z) ^ (y & z)


def Sigma0(x: int) -> int:
    return R(x, 28) ^ R(x, 34) ^ R(x, 39)


def Sigma1(x: int) -> int:
    return R(x, 14) ^ R(x, 18) ^ R(x, 41)


def sigma0(x: int) -> int:
    return R(x, 1) ^ R(x, 8) ^ (x >> 7)


def sigma1(x: int) -> int:
    return R(x, 19) ^ R(x, 61) ^ (x >> 6)


K: tuple[int, ...] = (
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
)


def crypto_hashblocks(x: ByteSink, m: ByteSource, n: int) -> int:
    z = [0] * 8
    b = [0] * 8
    a = [0] * 8
    w = [0] * 16

    for i in range(8):
        z[i] = a[i] = dl64(ptr(x, 8 * i))

    while n >= 128:
        for i in range(16):
            w[i] = dl64(ptr(m, 8 * i))

        for i in range(80):
            for j in range(8):
                b[j] = a[j]
            t = (a[7] + Sigma1(a[4]) + Ch(a[4], a[5], a[6]) + K[i] + w[i % 16]) & _U64  # C: wraps
            b[7] = (t + Sigma0(a[0]) + Maj(a[0], a[1], a[2])) & _U64  # C: u64 addition wraps
            b[3] = (b[3] + t) & _U64  # C: u64 addition wraps
            for j in range(8):
                a[(j + 1) % 8] = b[j]
            if i % 16 == 15:
                for j in range(16):
                    w[j] = (w[j] + w[(j + 9) % 16] + sigma0(w[(j + 1) % 16])
                            + sigma1(w[(j + 14) % 16])) & _U64  # C: u64 addition wraps

        for i in range(8):
            a[i] = (a[i] + z[i]) & _U64  # C: u64 addition wraps
            z[i] = a[i]

        m = ptr(m, 128)
        n -= 128

    for i in range(8):
        ts64(ptr(x, 8 * i), z[i])

    return n


iv = bytes((
    0x6a, 0x09, 0xe6, 0x67, 0xf3, 0xbc, 0xc9, 0x08,
    0xbb, 0x67, 0xae, 0x85, 0x84, 0xca, 0xa7, 0x3b,
    0x3c, 0x6e, 0xf3, 0x72, 0xfe, 0x94, 0xf8, 0x2b,
    0xa5, 0x4f, 0xf5, 0x3a, 0x5f, 0x1d, 0x36, 0xf1,
    0x51, 0x0e, 0x52, 0x7f, 0xad, 0xe6, 0x82, 0xd1,
    0x9b, 0x05, 0x68, 0x8c, 0x2b, 0x3e, 0x6c, 0x1f,
    0x1f, 0x83, 0xd9, 0xab, 0xfb, 0x41, 0xbd, 0x6b,
    0x5b, 0xe0, 0xcd, 0x19, 0x13, 0x7e, 0x21, 0x79,
))


def crypto_hash(out: ByteSink, m: ByteSource, n: int) -> int:
    h = bytearray(64)
    x = bytearray(256)
    b = n

    for i in range(64):
        h[i] = iv[i]

    crypto_hashblocks(h, m, n)
    # C: `m += n; n &= 127; m -= n;` - a view cannot step back, so it steps forward once.
    m = ptr(m, n - (n & 127))
    n &= 127

    for i in range(256):
        x[i] = 0
    for i in range(n):
        x[i] = m[i]
    x[n] = 128

    n = 256 - 128 * (n < 112)
    x[n - 9] = b >> 61
    ts64(ptr(x, n - 8), (b << 3) & _U64)  # C: the u64 shift drops the top 3 bits (stored above)
    crypto_hashblocks(h, x, n)

    for i in range(64):
        out[i] = h[i]

    return 0


# ------------------------------------------------------------------------------------------------
# Ed25519: the twisted Edwards group, extended coordinates (X, Y, Z, T)
# ------------------------------------------------------------------------------------------------

def add(p: list[Gf], q: Sequence[Sequence[int]]) -> None:
    a = gf()
    b = gf()
    c = gf()
    d = gf()
    t = gf()
    e = gf()
    f = gf()
    g = gf()
    h = gf()

    Z(a, p[1], p[0])
    Z(t, q[1], q[0])
    M(a, a, t)
    A(b, p[0], p[1])
    A(t, q[0], q[1])
    M(b, b, t)
    M(c, p[3], q[3])
    M(c, c, D2)
    M(d, p[2], q[2])
    A(d, d, d)
    Z(e, b, a)
    Z(f, d, c)
    A(g, d, c)
    A(h, b, a)

    M(p[0], e, f)
    M(p[1], h, g)
    M(p[2], g, f)
    M(p[3], e, h)


def cswap(p: list[Gf], q: list[Gf], b: int) -> None:
    for i in range(4):
        sel25519(p[i], q[i], b)


def pack(r: ByteSink, p: Sequence[Sequence[int]]) -> None:
    tx = gf()
    ty = gf()
    zi = gf()
    inv25519(zi, p[2])
    M(tx, p[0], zi)
    M(ty, p[1], zi)
    pack25519(r, ty)
    r[31] ^= par25519(tx) << 7


def scalarmult(p: list[Gf], q: list[Gf], s: ByteSource) -> None:
    set25519(p[0], gf0)
    set25519(p[1], gf1)
    set25519(p[2], gf1)
    set25519(p[3], gf0)
    for i in range(255, -1, -1):
        b = (s[i // 8] >> (i & 7)) & 1
        cswap(p, q, b)
        add(q, p)
        add(p, p)
        cswap(p, q, b)


def scalarbase(p: list[Gf], s: ByteSource) -> None:
    q = [gf(), gf(), gf(), gf()]
    set25519(q[0], X)
    set25519(q[1], Y)
    set25519(q[2], gf1)
    M(q[3], X, Y)
    scalarmult(p, q, s)


def crypto_sign_seed_keypair(pk: ByteSink, sk: ByteSink, seed: ByteSource) -> int:
    """Derive the key pair from a 32-byte seed: sk = seed || pk."""
    # C: not a TweetNaCl function. tweetnacl.c's crypto_sign_keypair draws sk[0:32] with
    # randombytes and derives the rest in the same body; that derivation is this function
    # (libsodium's name and argument order), and crypto_sign_keypair below calls it.
    d = bytearray(64)
    p = [gf(), gf(), gf(), gf()]

    for i in range(32):
        sk[i] = seed[i]
    crypto_hash(d, sk, 32)
    d[0] &= 248
    d[31] &= 127
    d[31] |= 64

    scalarbase(p, d)
    pack(pk, p)

    for i in range(32):
        sk[32 + i] = pk[i]
    return 0


def crypto_sign_keypair(pk: ByteSink, sk: ByteSink) -> int:
    randombytes(sk, 32)
    return crypto_sign_seed_keypair(pk, sk, sk)  # C: the C's body continues here (see above)


L: Sequence[int] = (0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
                    0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
                    0, 0, 0, 0, 0, 0, 0, 0,
                    0, 0, 0, 0, 0, 0, 0, 0x10)


def modL(r: ByteSink, x: list[int]) -> None:
    # In the C, L is u64: the products with L are computed mod 2^64 and converted back to i64
    # when added to x[j]. Every true intermediate value fits in an i64, so that round trip gives
    # the exact integer, which is what Python computes. The >> 8 and >> 4 below act on signed
    # (possibly negative) i64 values: arithmetic shifts, i.e. floor division, as Python's >>.
    # (TweetNaCl.js once computed `(x[j] + 128) >> 8` with JavaScript's 32-bit >>, which
    # truncated large values and produced wrong signatures for some inputs: its issue #187.)
    for i in range(63, 31, -1):
        carry = 0
        j = i - 32
        while j < i - 12:  # C: j is used after the loop (j == i - 12), so this for-loop is a while
            x[j] += carry - 16 * x[i] * L[j - (i - 32)]
            carry = (x[j] + 128) >> 8
            x[j] -= carry << 8
            j += 1
        x[j] += carry
        x[i] = 0
    carry = 0
    for j in range(32):
        x[j] += carry - (x[31] >> 4) * L[j]
        carry = x[j] >> 8
        x[j] &= 255
    for j in range(32):
        x[j] -= carry * L[j]
    for i in range(32):
        x[i + 1] += x[i] >> 8
        r[i] = x[i] & 255


def reduce(r: ByteSink) -> None:
    x = [0] * 64
    for i in range(64):
        x[i] = r[i]
    for i in range(64):
        r[i] = 0
    modL(r, x)


def crypto_sign(sm: ByteSink, smlen: list[int], m: ByteSource, n: int, sk: ByteSource) -> int:
    d = bytearray(64)
    h = bytearray(64)
    r = bytearray(64)
    x = [0] * 64
    p = [gf(), gf(), gf(), gf()]

    crypto_hash(d, sk, 32)
    d[0] &= 248
    d[31] &= 127
    d[31] |= 64

    smlen[0] = n + 64
    for i in range(n):
        sm[64 + i] = m[i]
    for i in range(32):
        sm[32 + i] = d[32 + i]

    crypto_hash(r, ptr(sm, 32), n + 32)
    reduce(r)
    scalarbase(p, r)
    pack(sm, p)

    for i in range(32):
        sm[i + 32] = sk[i + 32]
    crypto_hash(h, sm, n + 64)
    reduce(h)

    for i in range(64):
        x[i] = 0
    for i in range(32):
        x[i] = r[i]
    for i in range(32):
        for j in range(32):
            x[i + j] += h[i] * d[j]
    modL(ptr(sm, 32), x)

    return 0


def unpackneg(r: list[Gf], p: ByteSource) -> int:
    t = gf()
    chk = gf()
    num = gf()
    den = gf()
    den2 = gf()
    den4 = gf()
    den6 = gf()
    set25519(r[2], gf1)
    unpack25519(r[1], p)
    S(num, r[1])
    M(den, num, D)
    Z(num, num, r[2])
    A(den, r[2], den)

    S(den2, den)
    S(den4, den2)
    M(den6, den4, den2)
    M(t, den6, num)
    M(t, t, den)

    pow2523(t, t)
    M(t, t, num)
    M(t, t, den)
    M(t, t, den)
    M(r[0], t, den)

    S(chk, r[0])
    M(chk, chk, den)
    if neq25519(chk, num):
        M(r[0], r[0], I)

    S(chk, r[0])
    M(chk, chk, den)
    if neq25519(chk, num):
        return -1

    if par25519(r[0]) == (p[31] >> 7):
        Z(r[0], gf0, r[0])

    M(r[3], r[0], r[1])
    return 0


def scalar_is_canonical_vartime(s: ByteSource) -> bool:
    """True if the 32-byte little-endian number s is below L."""
    # C: not in TweetNaCl; used by crypto_sign_open's extra check. It sees only public data (a
    # signature), so it may stop at the first differing byte.
    for i in range(31, -1, -1):
        if s[i] != L[i]:
            return s[i] < L[i]
    return False


def crypto_sign_open(m: ByteSink, mlen: list[int], sm: ByteSource, n: int,
                     pk: ByteSource) -> int:
    t = bytearray(32)
    h = bytearray(64)
    p = [gf(), gf(), gf(), gf()]
    q = [gf(), gf(), gf(), gf()]

    mlen[0] = -1  # C: *mlen is a u64, so the C stores 2^64 - 1
    if n < 64:
        return -1

    # C: not in TweetNaCl, which accepts S + L in place of S (a second valid signature for the
    # same message). RFC 8032 section 5.1.7 and libsodium reject S >= L; so does this port.
    if not scalar_is_canonical_vartime(ptr(sm, 32)):
        return -1

    if unpackneg(q, pk):
        return -1

    for i in range(n):
        m[i] = sm[i]
    for i in range(32):
        m[i + 32] = pk[i]
    crypto_hash(h, m, n)
    reduce(h)
    scalarmult(p, q, h)

    scalarbase(q, ptr(sm, 32))
    add(p, q)
    pack(t, p)

    n -= 64
    if crypto_verify_32(sm, t):
        for i in range(n):
            m[i] = 0
        return -1

    for i in range(n):
        m[i] = sm[i + 64]
    mlen[0] = n
    return 0


# ------------------------------------------------------------------------------------------------
# Beyond TweetNaCl: Ed25519 public key -> X25519 public key (libsodium)
# ------------------------------------------------------------------------------------------------
# C: nothing below is in tweetnacl.c. It is libsodium's crypto_sign_ed25519_pk_to_curve25519,
# built from the port's own primitives. It sees only public data (a public key) and is variable
# time: it returns early on rejection.

_identity_encoding = bytes([1]) + bytes(31)
"""pack() of the neutral element (x = 0, y = 1)."""


def field_element_is_canonical_vartime(s: ByteSource) -> bool:
    """True if the low 255 bits of s encode a number below p = 2^255 - 19."""
    y = gf()
    t = bytearray(32)
    unpack25519(y, s)
    pack25519(t, y)
    for i in range(31):
        if t[i] != s[i]:
            return False
    return t[31] == (s[31] & 0x7F)


def point_is_identity_vartime(p: Sequence[Sequence[int]]) -> bool:
    t = bytearray(32)
    pack(t, p)
    return t == _identity_encoding


def crypto_sign_ed25519_pk_to_curve25519(curve25519_pk: ByteSink, ed25519_pk: ByteSource) -> int:
    """u = (1 + y) / (1 - y) of the Edwards point encoded by ed25519_pk; 0, or -1 on rejection.

    Rejected, as libsodium rejects them: encodings of y >= p; encodings that are not a curve point
    (unpackneg fails); the 8 points of small order (8P = O); points outside the prime-order
    subgroup (LP != O). libsodium 1.0.18 and earlier reject y >= p through a list of bad
    encodings, later versions decode y mod p; no y in [p, 2^255) (y mod p in 0..18) decodes to a
    point of order L, so both give the same answers as the explicit check here. The sign bit of
    x = 0 (y = 1 or y = -1) does not matter: both points have small order and are rejected.
    """
    a = [gf(), gf(), gf(), gf()]
    q = [gf(), gf(), gf(), gf()]
    one_minus_y = gf()
    one_plus_y = gf()
    u = gf()

    if not field_element_is_canonical_vartime(ed25519_pk):
        return -1
    # unpackneg gives -P rather than P: the order of -P is that of P, and y is the same.
    if unpackneg(a, ed25519_pk):
        return -1

    for i in range(4):
        set25519(q[i], a[i])
    add(q, q)
    add(q, q)
    add(q, q)
    if point_is_identity_vartime(q):
        return -1

    t = [gf(), gf(), gf(), gf()]
    for i in range(4):
        set25519(t[i], a[i])
    scalarmult(q, t, bytes(L))
    if not point_is_identity_vartime(q):
        return -1

    # unpackneg sets Z = 1, so a[1] is y itself.
    Z(one_minus_y, gf1, a[1])
    A(one_plus_y, gf1, a[1])
    inv25519(one_minus_y, one_minus_y)
    M(u, one_plus_y, one_minus_y)
    pack25519(curve25519_pk, u)
    return 0


# ------------------------------------------------------------------------------------------------
# Beyond TweetNaCl: ZIP 215 verification (Zcash, "Explicitly Defining and Modifying Ed25519 Validation Rules")
# ------------------------------------------------------------------------------------------------
# C: not in tweetnacl.c. The rules, written with the port's own primitives: S < L; A and R decoded as unpackneg
# decodes (y is the low 255 bits, unreduced: non-canonical y accepted; x = 0 with the sign bit set accepted);
# k = SHA-512(R || A || M) over the bytes as given; and the cofactored equation [8]([S] B - [k] A - R) = identity,
# so small-order components of A and R are accepted. Public data only: variable time.


def crypto_sign_verify_zip215(sig: ByteSource, m: ByteSource, n: int, pk: ByteSource) -> int:
    """0 if the 64-byte signature sig of the n-byte m verifies under pk by ZIP 215's rules, -1 if not."""
    h = bytearray(64)
    t = bytearray(64 + n)
    p = [gf(), gf(), gf(), gf()]
    q = [gf(), gf(), gf(), gf()]
    r = [gf(), gf(), gf(), gf()]

    if not scalar_is_canonical_vartime(ptr(sig, 32)):
        return -1
    if unpackneg(q, pk):  # q = -A
        return -1
    if unpackneg(r, sig):  # r = -R (unpackneg reads the first 32 bytes)
        return -1

    for i in range(32):
        t[i] = sig[i]
        t[i + 32] = pk[i]
    for i in range(n):
        t[i + 64] = m[i]
    crypto_hash(h, t, 64 + n)
    reduce(h)
    scalarmult(p, q, h)  # p = [k](-A)
    add(p, r)  # p = [k](-A) - R
    scalarbase(q, ptr(sig, 32))  # q = [S]B
    add(p, q)  # p = [S]B - [k]A - R
    add(p, p)
    add(p, p)
    add(p, p)  # p = [8]([S]B - [k]A - R)
    return 0 if point_is_identity_vartime(p) else -1
