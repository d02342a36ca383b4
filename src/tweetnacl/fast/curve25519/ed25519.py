"""Fast Ed25519 signatures on Python ints (RFC 8032 section 5.1): key pairs from seeds, signing (with the dom2
prefix of Ed25519ph), verification, and the Ed25519 -> X25519 public-key conversion.

Byte-compatible with TweetNaCl's `crypto_sign` / `crypto_sign_open` (plus the rejection of S >= L that
docs/contract.md asks for) and with libsodium's `crypto_sign_ed25519_pk_to_curve25519`. The protocol only: the
group law and decoding are `edwards`, the constant-time comb `comb`, verification's multi-scalar multiplication
`straus`, the clamping and the reduction mod L `scalar`.

Secrets: seeds, the secret scalar a, the SHA-512 prefix and the nonce r. They reach only the constant-time comb
(`comb.fixed_base_ct`), the blinded encoding (`edwards.encode_ct`) and Barrett's reduction (`scalar.mod_l`); the
signing code has no branch, index or loop count on them, and arranges S = (r + k a) mod L so that every operand
has one length and none is negative (`_nonce`, `_signature_scalar`). Verification and the key conversion see only
public data (signature, message, public key) and are variable time.

Bounds relied on: the nonce dividend is 2^512 + the 64-byte digest (513 bits) and its reduction is 257 bits;
`_nonce`'s result is in [15 L - 2^512 mod L, 16 L - 2^512 mod L), 256 bits; S's dividend is below 2^509; all
below `scalar.mod_l`'s bound 2^516. Verification's half-size scalars are about 2^128 (`_half_size_ratio_vartime`).
"""

from __future__ import annotations

import hashlib
import secrets
import sys
from math import isqrt
from typing import Callable, Generic, NamedTuple, TypeVar

from tweetnacl.fast.curve25519.comb import fixed_base_ct
from tweetnacl.fast.curve25519.edwards import (
    SMALL_ORDER_YS,
    decode_canonical_vartime,
    decode_negated_vartime,
    encode_ct,
    in_main_subgroup_vartime,
    point_double,
    point_negate,
)
from tweetnacl.fast.curve25519.edwards_words import (
    decode_canonical_words_vartime,
    decode_negated_words_vartime,
    is_identity_words_vartime,
    point_negate_words,
    pow_p58_words,
)
from tweetnacl.fast.curve25519.field import P, fe_from_bytes
from tweetnacl.fast.curve25519.field_words import Limbs, from_limbs
from tweetnacl.fast.curve25519.scalar import L, clamp_scalar, mod_l, mod_l_guarded
from tweetnacl.fast.curve25519.bos_coster import BatchPoint, batch_multiscalar_vartime
from tweetnacl.fast.curve25519.bos_coster_words import BatchWordPoint, batch_multiscalar_words_vartime
from tweetnacl.fast.curve25519.straus import straus_vartime as straus_bigints_vartime
from tweetnacl.fast.curve25519.straus_words import straus_words_vartime
from tweetnacl.fast.jit import allow_long_traces, compile_apart

__all__ = [
    "crypto_sign_detached",
    "crypto_sign_seed_keypair",
    "crypto_sign_verify_batch",
    "crypto_sign_verify_detached",
    "crypto_sign_verify_zip215",
    "ed25519_pk_to_curve25519",
    "edwards25519sha512batch_keypair_from_seed",
    "edwards25519sha512batch_sign",
    "edwards25519sha512batch_verify_vartime",
    "sign_detached_with_dom",
    "verify_detached_with_dom",
]

# ---------------------------------------------------------------------------------------------
# Key pairs and signing (secret seeds, scalars and nonces: constant time).
# ---------------------------------------------------------------------------------------------


def _public_key(seed: bytes) -> bytes:
    """A = [a] B encoded, a = clamp(SHA-512(seed)[:32]) (RFC 8032 section 5.1.5)."""
    a = clamp_scalar(hashlib.sha512(seed).digest()[:32])
    return encode_ct(fixed_base_ct(a))


def crypto_sign_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """32-byte seed -> (public key, secret key = seed || public key) (RFC 8032 section 5.1.5)."""
    pk = _public_key(seed)
    return pk, seed + pk


_NONCE_UNGUARD = 2**256 + 2**512 % L - 15 * L
"""Subtracted from `mod_l_guarded`'s 2^256 + (2^512 + h mod L): removes the guard bit, the dividend's guard byte
(2^512 mod L) and adds 15 L, so the nonce scalar the comb multiplies is congruent to h, in [15 L - 2^512 mod L,
16 L - 2^512 mod L), 256 bits for every h (checked by the tests; r mod L alone is shorter for small r). A positive
253-bit constant: the subtraction compares no digits (the minuend's top 30-bit digit is at least 2^16, the
constant's below 2^13) and stays non-negative."""


def _nonce(digest: bytes) -> int:
    """The secret nonce r = SHA-512(dom || prefix || M) mod L of RFC 8032 section 5.1.6 step 2, plus a multiple of
    L that gives it a fixed length below 2^256 (see _NONCE_UNGUARD), from the 64-byte digest. The byte 1 appended above the digest gives the
    dividend a fixed length (the digest alone has 17 or 18 30-bit CPython digits, as its top bits decide); the
    reduction is Barrett's (`mod_l_guarded`): CPython's `%` takes time by the dividend's digit values."""
    return mod_l_guarded(int.from_bytes(digest + b"\x01", "little")) - _NONCE_UNGUARD


_KEY_SHIFT = 15
"""The clamped secret scalar a (2^254 <= a < 2^255) enters the product k a shifted left by this, to [2^269, 2^270):
its top 30-bit digit (and its top 15-bit digit) is then at least half the digit base."""


def _signature_scalar(nonce: int, k: int, a: int) -> int:
    """S = (r + k a) mod L (RFC 8032 section 5.1.6 step 5) for the secret nonce (r plus a multiple of L, `_nonce`), the public
    challenge 0 <= k < L and the secret clamped scalar a, without a division (`mod_l`) and with k a arranged for
    CPython's schoolbook multiplication (x_mul), which ends the row of each digit f of its shorter (or, for equal
    lengths, left) operand with a test of the carry out: zero for f = 0, and for a small f following the other
    operand's digits. Here the public k + L (in [L, 2 L): 253 or 254 bits, never longer than the other factor)
    is that operand, and the secret a << 15 (270 bits) has a top digit of at least half the base, so every row
    with f >= 2 carries out whatever a is. The product is in [2^521, 2^524) (18 digits) and, shifted back, in
    [2^506, 2^509): every operand has one length whatever a and r, and none is negative."""
    return mod_l(((k + L) * (a << _KEY_SHIFT) >> _KEY_SHIFT) + nonce)


def crypto_sign_detached(m: bytes, sk: bytes) -> bytes:
    """RFC 8032 section 5.1.6 signature; the public key hashed is sk[32:], as TweetNaCl's crypto_sign."""
    return sign_detached_with_dom(m, sk, b"")


def sign_detached_with_dom(m: bytes, sk: bytes, dom: bytes) -> bytes:
    """crypto_sign_detached with `dom` before both hashed inputs: the dom2(F, C) prefix of RFC 8032 section
    5.1 (empty for Ed25519; Ed25519ph passes dom2(1, "") and SHA-512(message) as m)."""
    digest = hashlib.sha512(sk[:32]).digest()
    a = clamp_scalar(digest[:32])
    nonce_hash = hashlib.sha512(dom)
    nonce_hash.update(digest[32:])
    nonce_hash.update(m)
    r = _nonce(nonce_hash.digest())
    r_bytes = encode_ct(fixed_base_ct(r))
    challenge = hashlib.sha512(dom)
    challenge.update(r_bytes)
    challenge.update(sk[32:])
    challenge.update(m)
    k = int.from_bytes(challenge.digest(), "little") % L  # public: computable from the signature, pk and m
    return r_bytes + _signature_scalar(r, k, a).to_bytes(32, "little")


# ---------------------------------------------------------------------------------------------
# Verification (public data: variable time).
# ---------------------------------------------------------------------------------------------


_ORDER_TIMES_8 = 8 * L
"""The order of the whole group E(GF(p)) = Z/8 x Z/L: [8 L] Q is the identity for every point Q."""
_HALF_SIZE = isqrt(_ORDER_TIMES_8)


def _half_size_ratio_vartime(k: int) -> tuple[int, int]:
    """(c0, c1) with c0 = c1 k (mod 8 L), c1 odd, c0 >= 0, both about 2^128 (Pornin, "Optimized lattice basis
    reduction in dimension 2, and fast Schnorr and EdDSA signature verification", 2020, section 3; here by
    the extended Euclidean algorithm stopped half-way, i.e. rational reconstruction). Public data only.

    Invariant: r_i = t_i k (mod 8 L). Stopping at the first r_i < sqrt(8 L) gives |t_i| <= 8 L / r_(i-1)
    <= sqrt(8 L). Consecutive t_i are coprime, so if t_i is even, t_(i-1) and t_(i+1) are odd: the smaller
    of those two candidates is taken (its size only affects speed, never the result)."""
    r0, r1 = _ORDER_TIMES_8, k
    t0, t1 = 0, 1
    while r1 >= _HALF_SIZE:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        t0, t1 = t1, t0 - q * t1
    if t1 & 1:
        return r1, t1
    q = r0 // r1  # t1 even: k != 0, so r1 > 0
    r2, t2 = r0 - q * r1, t0 - q * t1
    if max(r2.bit_length(), abs(t2).bit_length()) < max(r0.bit_length(), abs(t0).bit_length()):
        return r2, t2
    return r0, t0


def _combination_is_identity_vartime(b_scalar: int, c0: int, pk: bytes, c1: int, r_bytes: bytes) -> bool:
    """Whether pk decodes as unpackneg does to -A, r_bytes canonically to R, and [b_scalar] B + [c0] (-A) - [c1] R
    is the identity, on big ints (`edwards`, `straus`: CPython's kernel). c0 >= 0, c1 != 0. Public data."""
    neg_a = decode_negated_vartime(pk)
    if neg_a is None:
        return False
    r_point = decode_canonical_vartime(r_bytes)
    if r_point is None:
        return False
    if c1 > 0:
        r_point = point_negate(r_point)  # the term is [c1] (-R)
    else:
        c1 = -c1
    x, y, z = straus_bigints_vartime(b_scalar, c0, neg_a, c1, r_point)
    return x % P == 0 and (y - z) % P == 0


def _combination_is_identity_words_vartime(b_scalar: int, c0: int, pk: bytes, c1: int, r_bytes: bytes) -> bool:
    """`_combination_is_identity_vartime` on machine-word limbs (`edwards_words`, `straus_words`: PyPy's kernel):
    the same decodings, the same point. Public data."""
    neg_a = decode_negated_words_vartime(pk)
    if neg_a is None:
        return False
    r_point = decode_canonical_words_vartime(r_bytes)
    if r_point is None:
        return False
    if c1 > 0:
        r_point = point_negate_words(r_point)
    else:
        c1 = -c1
    return is_identity_words_vartime(*straus_words_vartime(b_scalar, c0, neg_a, c1, r_point))


STRAUS_WORDS = sys.implementation.name == "pypy"
"""Whether verification's decodings and multi-scalar multiplication run on machine-word limbs (`edwards_words`,
`straus_words`: PyPy, measured faster there) or on big ints (`edwards`, `straus`: CPython): chosen at import, tests
force either (`combination_is_identity_vartime`)."""
combination_is_identity_vartime = (
    _combination_is_identity_words_vartime if STRAUS_WORDS else _combination_is_identity_vartime
)
if STRAUS_WORDS:
    allow_long_traces()  # as for the ladder (`montgomery_words`): the JIT gives up on the loop's body otherwise
    # The decodings and their chain compiled on their own (measured on PyPy 3.11, 2026-12-01, the benchmark's
    # verify column, 4 interleaved runs: median ~16x nacl-fast.js against ~10x inlined; docs/internals.md). Not
    # the odd multiples nor the loop: compiled apart too, ~9x.
    compile_apart(decode_negated_words_vartime, decode_canonical_words_vartime, pow_p58_words)


def crypto_sign_verify_detached(sig: bytes, m: bytes, pk: bytes) -> bool:
    """See verify_detached_with_dom (Ed25519: no dom2 prefix)."""
    return verify_detached_with_dom(sig, m, pk, b"")


def verify_detached_with_dom(sig: bytes, m: bytes, pk: bytes, dom: bytes) -> bool:
    """TweetNaCl's crypto_sign_open check, encode([S] B - [k] A) == sig[:32] with k = SHA-512(dom || R || pk || m)
    mod L and A decoded as unpackneg does, plus the rejection of S >= L (RFC 8032 section 5.1.7). Public data.

    Computed without the final encoding and with half the doublings: encode() outputs exactly the
    canonical encodings of curve points, so the check holds iff sig[:32] canonically encodes a point R
    (else: False) and Q = [S] B - [k] A - R is the identity. With c0 = c1 k (mod 8 L), c1 odd, both about
    2^128 (_half_size_ratio_vartime): [c1] Q = [c1 S mod L] B - [c0] A - [c1] R, as [8 L] kills every
    point; and [c1] Q = identity iff Q = identity, since 0 < |c1| < L and c1 is prime to 8 (the group is
    Z/8 x Z/L). So small-order and mixed-order A and R get exactly TweetNaCl's answer. The challenge is hashed
    before the points are decoded (an undecodable A or R is refused all the same, one hash later)."""
    s = int.from_bytes(sig[32:], "little")
    if s >= L:
        return False
    r_bytes = sig[:32]
    challenge = hashlib.sha512(dom)  # dom: as in sign_detached_with_dom
    challenge.update(r_bytes)
    challenge.update(pk)
    challenge.update(m)
    k = int.from_bytes(challenge.digest(), "little") % L
    c0, c1 = _half_size_ratio_vartime(k)
    return combination_is_identity_vartime(c1 * s % L, c0, pk, c1, r_bytes)


# ---------------------------------------------------------------------------------------------
# libsodium's deprecated crypto_sign_edwards25519sha512batch (crypto_sign/ed25519/ref10/obsolete.c): not Ed25519.
# Secret key = clamp(SHA-512(seed)[:32]) || SHA-512(seed)[32:] (64 bytes, no public key in it); signed message =
# R || M || S with r = SHA-512(sk[32:] || M) mod L, R = [r] B, h = SHA-512(R || M) mod L (A is not hashed) and
# S = (h r + a) mod L, a = sk[:32] taken whole. Secrets as in Ed25519 signing; opening sees public data only.
# ---------------------------------------------------------------------------------------------


def edwards25519sha512batch_keypair_from_seed(seed: bytes) -> tuple[bytes, bytes]:
    """(public key, secret key) from 32 random bytes, as obsolete.c's keypair does with randombytes_buf: sk =
    SHA-512(seed) with its first half clamped, pk = [sk[:32]] B."""
    digest = hashlib.sha512(seed).digest()
    a = clamp_scalar(digest[:32])  # obsolete.c clamps in place: sk[0] &= 248, sk[31] &= 127, sk[31] |= 64
    secret_key = a.to_bytes(32, "little") + digest[32:]
    return encode_ct(fixed_base_ct(a)), secret_key


_BATCH_NONCE_SHIFT = 14
"""The nonce scalar (`_nonce`: in [2^255, 2^256)) enters h r shifted left by this, to [2^269, 2^270): a top 30-bit
digit of at least half the digit base, for CPython's x_mul (see _signature_scalar, whose roles it swaps)."""
_BATCH_KEY_OFFSET = 16 * L
"""Added to the secret a (any 32 bytes: libsodium's sc25519_muladd reads all 256 bits): a + 16 L is in
[2^256, 2^257) for every a (16 L > 2^256), one length, and congruent to a."""


def edwards25519sha512batch_sign(m: bytes, sk: bytes) -> bytes:
    """R (32) || m || S (32) under the 64-byte secret key sk (obsolete.c's crypto_sign_edwards25519sha512batch)."""
    r = _nonce(hashlib.sha512(sk[32:] + m).digest())
    r_bytes = encode_ct(fixed_base_ct(r))
    h = int.from_bytes(hashlib.sha512(r_bytes + m).digest(), "little") % L  # public: R and m are in the output
    a = int.from_bytes(sk[:32], "little")
    s = mod_l(((h + L) * (r << _BATCH_NONCE_SHIFT) >> _BATCH_NONCE_SHIFT) + a + _BATCH_KEY_OFFSET)
    return r_bytes + m + s.to_bytes(32, "little")


def edwards25519sha512batch_verify_vartime(sm: bytes, pk: bytes) -> bool:
    """obsolete.c's crypto_sign_edwards25519sha512batch_open check on R || M || S (at least 64 bytes): S below
    2^253, neither pk nor R of small order (libsodium's blacklist of y, sign bit ignored) and both decodable
    (y taken mod p), and encode(-([h] R + A)) with its sign bit flipped equal to encode([S] B). The flip makes the
    two equal exactly when [h] R + A = [S] B and that point's x is not 0, i.e. [S] B is not the identity: so the
    check is [S mod L] B - [h] R - A = identity with S mod L != 0. Public data only."""
    s = int.from_bytes(sm[-32:], "little")
    if sm[-1] & 0xE0:
        return False
    r_bytes = sm[:32]
    if fe_from_bytes(pk) % P in SMALL_ORDER_YS or fe_from_bytes(r_bytes) % P in SMALL_ORDER_YS:
        return False
    neg_a = decode_negated_vartime(pk)
    neg_r = decode_negated_vartime(r_bytes)
    if neg_a is None or neg_r is None:
        return False
    if s % L == 0:
        return False
    h = int.from_bytes(hashlib.sha512(sm[:-32]).digest(), "little") % L
    x, y, z = straus_bigints_vartime(s % L, h, neg_r, 1, neg_a)
    return x % P == 0 and (y - z) % P == 0


# ZIP-215 verification, single and batched (public data: variable time).
#
# ZIP 215 (Zcash, "Explicitly Defining and Modifying Ed25519 Validation Rules"): A and R decode as TweetNaCl's
# unpackneg does (y is the low 255 bits, taken mod p: non-canonical y accepted; x = 0 with the sign bit set
# accepted), S < L is required, k = SHA-512(R || A || M) over the bytes as given, and the check is cofactored:
# [8]([S] B - [k] A - R) is the identity. The batch equation for n triples with random 128-bit z_i is
# [8]([sum z_i S_i mod L] B + sum [z_i k_i mod L] (-A_i) + sum [z_i] (-R_i)) = identity: it holds whenever each
# triple verifies (the [8] kills every small-order residue, and [L] kills the reductions mod L of the scalars
# times a point of order dividing 8 L) and fails, but with probability about 2^-128 over the z_i, when one does
# not (Bernstein, Duif, Lange, Schwabe, Yang, "High-speed high-security signatures", 2011, section 5).
# ---------------------------------------------------------------------------------------------

_PointT = TypeVar("_PointT")
_TableT = TypeVar("_TableT")
_ResultT = TypeVar("_ResultT")


class _BatchKernel(Generic[_PointT, _TableT, _ResultT]):
    """One arithmetic for ZIP-215 verification: big ints (`edwards`, `straus`: CPython) or machine-word limbs
    (`edwards_words`, `straus_words`: PyPy), as for `verify` (`STRAUS_WORDS`). A plain class, not a generic
    NamedTuple, which Python 3.10 refuses ("Multiple inheritance with NamedTuple is not supported")."""

    __slots__ = ("decode_negated", "negate", "straus", "table", "multiscalar", "to_ints")

    def __init__(
        self,
        decode_negated: Callable[[bytes], _PointT | None],
        negate: Callable[[_PointT], _PointT],
        straus: Callable[[int, int, _PointT, int, _PointT], _ResultT],
        table: Callable[[_PointT], _TableT],
        multiscalar: Callable[[int, list[tuple[int, _TableT]]], _ResultT],
        to_ints: Callable[[_ResultT], tuple[int, int, int]],
    ) -> None:
        self.decode_negated = decode_negated
        self.negate = negate
        self.straus = straus
        self.table = table
        self.multiscalar = multiscalar
        self.to_ints = to_ints


def _words_to_ints(xyz: tuple[Limbs, Limbs, Limbs]) -> tuple[int, int, int]:
    return from_limbs(xyz[0]), from_limbs(xyz[1]), from_limbs(xyz[2])


def _reduced(xyz: tuple[int, int, int]) -> tuple[int, int, int]:
    return xyz[0] % P, xyz[1] % P, xyz[2] % P


BIGINT_KERNEL = _BatchKernel(
    decode_negated_vartime, point_negate, straus_bigints_vartime, BatchPoint, batch_multiscalar_vartime, _reduced,
)  # fmt: skip
WORDS_KERNEL = _BatchKernel(
    decode_negated_words_vartime, point_negate_words, straus_words_vartime, BatchWordPoint,
    batch_multiscalar_words_vartime, _words_to_ints,
)  # fmt: skip
ZIP215_KERNEL: _BatchKernel[object, object, object] = WORDS_KERNEL if STRAUS_WORDS else BIGINT_KERNEL  # type: ignore[assignment]
"""The arithmetic of `crypto_sign_verify_zip215` and `crypto_sign_verify_batch`, chosen with `STRAUS_WORDS`
(tests force either)."""


def _has_small_order_vartime(xyz: tuple[int, int, int]) -> bool:
    """Whether the point (X : Y : Z), coordinates in [0, p), has order dividing 8: [8] of it is the identity
    (three doublings, RFC 8032 section 5.1.4). Public data."""
    point = (*xyz, 0)  # the doubling does not read T
    for _ in range(3):
        point = point_double(point)
    x, y, z, _ = point
    return x == 0 and y == z


def _challenge(r_bytes: bytes, pk: bytes, m: bytes) -> int:
    """k = SHA-512(R || A || M) mod L over the bytes as given (ZIP 215: not their re-encodings)."""
    challenge = hashlib.sha512(r_bytes)
    challenge.update(pk)
    challenge.update(m)
    return int.from_bytes(challenge.digest(), "little") % L


def crypto_sign_verify_zip215(sig: bytes, m: bytes, pk: bytes) -> bool:
    """ZIP 215's verdict on (sig, m, pk): S < L, A and R decodable (non-canonical encodings accepted), and
    [8]([S] B - [k] A - R) the identity. Public data.

    With half-size scalars as `verify_detached_with_dom` (c0 = c1 k mod 8 L, c1 odd, both about 2^128): [c1] is a
    bijection of the group (c1 is prime to 8 L), so [8] Q is the identity iff [8][c1] Q = [8]([c1 S mod L] B -
    [c0] A - [c1] R) is."""
    s = int.from_bytes(sig[32:], "little")
    if s >= L:
        return False
    kernel = ZIP215_KERNEL
    neg_a = kernel.decode_negated(pk)
    if neg_a is None:
        return False
    neg_r = kernel.decode_negated(sig[:32])
    if neg_r is None:
        return False
    c0, c1 = _half_size_ratio_vartime(_challenge(sig[:32], pk, m))
    b_scalar = c1 * s % L
    if c1 < 0:  # the term is [c1] (-R) = [-c1] R
        neg_r, c1 = kernel.negate(neg_r), -c1
    return _has_small_order_vartime(kernel.to_ints(kernel.straus(b_scalar, c0, neg_a, c1, neg_r)))


class _Triple(NamedTuple):
    """A batch entry that passed the cheap checks: its position in the batch, S, k, and the tables of -A and -R."""

    position: int
    s: int
    k: int
    neg_a: object
    neg_r: object


_COEFFICIENT_BYTES = 16
"""A batch coefficient is 1 plus 16 random bytes: z_i in [1, 2^128], a forged batch passes with probability at most
2^-128."""


def _batch_holds_vartime(kernel: _BatchKernel[object, object, object], triples: list[_Triple]) -> bool:
    """The batch equation over `triples` with fresh random coefficients z_i in [1, 2^128] from `secrets` (never
    the `set_prng` generator: a forger who could predict the z_i could make invalid signatures cancel out), all
    drawn in one call (measured on PyPy 3.11, 2026-12-02: a `secrets.randbelow` call for each took 6 us a
    signature, 5% of a batch)."""
    size = _COEFFICIENT_BYTES
    randomness = secrets.token_bytes(size * len(triples))
    b_scalar = 0
    terms: list[tuple[int, object]] = []
    for offset, triple in zip(range(0, len(randomness), size), triples):
        z = 1 + int.from_bytes(randomness[offset : offset + size], "little")
        b_scalar += z * triple.s
        terms.append((z * triple.k % L, triple.neg_a))
        terms.append((z, triple.neg_r))
    return _has_small_order_vartime(kernel.to_ints(kernel.multiscalar(b_scalar % L, terms)))


def _single_holds_vartime(kernel: _BatchKernel[object, object, object], triple: _Triple) -> bool:
    """ZIP 215's equation for one triple, deterministic ([8]([S] B + [k] (-A) + (-R)) on the tables at hand)."""
    return _has_small_order_vartime(kernel.to_ints(kernel.multiscalar(triple.s, [(triple.k, triple.neg_a), (1, triple.neg_r)])))


def _settle_vartime(
    kernel: _BatchKernel[object, object, object], triples: list[_Triple], known_bad: bool, verdicts: list[bool]
) -> bool:
    """Set verdicts[i] for each triple that verifies; return whether all do. `known_bad`: the caller knows that
    some triple here does not (its parent batch failed and the sibling half passed), so this batch is not checked
    again. Bisection: the left half is checked; if it passes, the right half holds the invalid triple(s) and is
    bisected without a check of its own. Cost: one batch check per level per invalid triple, not n single checks."""
    if len(triples) == 1:
        valid = not known_bad and _single_holds_vartime(kernel, triples[0])
    else:
        valid = not known_bad and _batch_holds_vartime(kernel, triples)
    if valid:
        for triple in triples:
            verdicts[triple.position] = True
        return True
    if len(triples) == 1:
        return False
    half = len(triples) // 2
    left_valid = _settle_vartime(kernel, triples[:half], False, verdicts)
    _settle_vartime(kernel, triples[half:], left_valid, verdicts)
    return False


BATCH_CHUNK = 256
"""Triples per batch equation: a longer list is verified in chunks of this many, so the tables held at once stay
bounded (each triple's two tables of 8 points, made only when a bisection reaches Straus's sizes). A chunk's 513
points run by the Bos-Coster algorithm (`bos_coster` on big ints, `bos_coster_words` on PyPy's limbs). Larger chunks
would cost a little less per signature by Bos-Coster (more terms take more bits a step: not measured) and more
memory."""


def crypto_sign_verify_batch(sigs: list[bytes], ms: list[bytes], pks: list[bytes]) -> list[bool]:
    """ZIP 215's verdict on each (sigs[i], ms[i], pks[i]) (`crypto_sign_verify_zip215`), by one batch equation
    (one multi-scalar multiplication of 2n + 1 points, per `BATCH_CHUNK` triples) when all verify, and by bisection
    when some do not. A triple with S >= L or an undecodable A or R is refused before the batch. Public data."""
    verdicts = [False] * len(sigs)
    for start in range(0, len(sigs), BATCH_CHUNK):
        end = start + BATCH_CHUNK
        _verify_chunk_vartime(sigs[start:end], ms[start:end], pks[start:end], start, verdicts)
    return verdicts


def _verify_chunk_vartime(sigs: list[bytes], ms: list[bytes], pks: list[bytes], offset: int, verdicts: list[bool]) -> None:
    """`crypto_sign_verify_batch` on one chunk, whose first triple is number `offset`."""
    kernel = ZIP215_KERNEL
    triples: list[_Triple] = []
    tables: dict[bytes, object] = {}  # a public key met twice is decoded once
    for index, (sig, m, pk) in enumerate(zip(sigs, ms, pks), offset):
        s = int.from_bytes(sig[32:], "little")
        if s >= L:
            continue
        neg_a_table = tables.get(pk)
        if neg_a_table is None:
            neg_a = kernel.decode_negated(pk)
            if neg_a is None:
                continue
            neg_a_table = tables[pk] = kernel.table(neg_a)
        neg_r = kernel.decode_negated(sig[:32])
        if neg_r is None:
            continue
        triples.append(_Triple(index, s, _challenge(sig[:32], pk, m), neg_a_table, kernel.table(neg_r)))
    if triples:
        _settle_vartime(kernel, triples, False, verdicts)


# ---------------------------------------------------------------------------------------------
# Ed25519 -> X25519 public keys (public data: variable time).
# ---------------------------------------------------------------------------------------------


def ed25519_pk_to_curve25519(pk: bytes) -> bytes | None:
    """Ed25519 public key -> X25519 public key u = (1 + y)/(1 - y) (RFC 7748 section 4.1), failing (None)
    exactly where libsodium's crypto_sign_ed25519_pk_to_curve25519 does:
    - ge25519_has_small_order: y (low 255 bits, mod p) is the y of a point of order 1, 2, 4 or 8;
    - ge25519_frombytes_negate_vartime: no x for this y (y taken mod p);
    - ge25519_is_on_main_subgroup: [L] A must be the identity (X = 0 and Y = Z; libsodium up to 1.0.20
      checked X = 0 only and so also accepted A + (0, -1); the fix is libsodium commit f2da4cd8, in the
      libsodium that PyNaCl 1.6 bundles).
    libsodium has no separate check of y < p here, and needs none: of the non-canonical y (p .. 2^255 - 1),
    p and p + 1 are small-order y, and no other decodes to a point of the prime-order subgroup (tested
    against libsodium), so every non-canonical encoding is refused.
    Public data: variable time."""
    y = fe_from_bytes(pk) % P
    if y in SMALL_ORDER_YS:
        return None
    neg_a = decode_negated_vartime(pk)
    if neg_a is None:
        return None
    if not in_main_subgroup_vartime(y):  # [L] A is the identity
        return None
    u = (1 + y) * pow(1 - y, -1, P) % P
    return u.to_bytes(32, "little")
