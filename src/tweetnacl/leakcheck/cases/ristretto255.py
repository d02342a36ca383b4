"""The tests of ristretto255 (RFC 9496; libsodium's crypto_scalarmult_ristretto255{,_base} and
crypto_core_ristretto255_from_hash), in `tweetnacl.fast` only, called through `tweetnacl.pynacl.bindings`.

Classes: the secret scalar's Hamming weight and top bits (the reduction mod L, the recoding and the constant-time
table reads of the comb and the fixed window that the multiplications share with Ed25519 and the edwards25519
group), and the branch of the one-way map that a secret 64-byte hash takes (RFC 9496 section 4.3.4's
constant-time selections). The variable-base tests multiply a fresh random element per call, itself secret (an
OPRF's H(password)). Every scalar, element and hash is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from typing import Any

from tweetnacl.fast.curve25519.field import P
from tweetnacl.leakcheck.cases.common import draw_until
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = ["TESTS", "ristretto_map_square"]


def _bits_set(rng: random.Random, count: int) -> int:
    """A random 255-bit integer with exactly `count` of its bits 0..254 set."""
    return sum(1 << bit for bit in rng.sample(range(255), count))


_FEW_BITS, _MANY_BITS = 24, 231
"""The two Hamming weights of the ristretto255 weight classes: 24 vs 231 of 255 bits (as far from the mean 127.5
either way)."""


def _ristretto_scalar(kind: str, rng: random.Random, cls: int) -> bytes:
    """A random 32-byte scalar of class `cls`: kind 'weight', 24 (A) vs 231 (B) of bits 0..254 set, bit 255 random
    (libsodium ignores it); kind 'top_bits', bits 252..255 all clear (A, a scalar below 2^252) vs all set (B: the
    comb's and window's reductions mod L, and the bit libsodium clears), uniform below."""
    if kind == "weight":
        value = _bits_set(rng, _MANY_BITS if cls == 1 else _FEW_BITS) | rng.getrandbits(1) << 255
    else:
        value = rng.getrandbits(252) | (0xF << 252 if cls == 1 else 0)
    return value.to_bytes(32, "little")


def _scalarmult_ristretto255(kind: str, base: bool) -> Setup:
    """crypto_scalarmult_ristretto255{,_base} (`tweetnacl.pynacl.bindings` over `fast.curve25519.ristretto`) on a
    random scalar of one of two classes (`_ristretto_scalar`); the point, for the variable base, a fresh random
    element per call (from_hash of random bytes: secret too, as an OPRF's H(password))."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast.curve25519 import ristretto
        from tweetnacl.pynacl import bindings

        if base:
            def make_base(cls: int) -> Args:
                return (_ristretto_scalar(kind, rng, cls),)

            return bindings.crypto_scalarmult_ristretto255_base, make_base

        def make(cls: int) -> Args:
            return _ristretto_scalar(kind, rng, cls), ristretto.from_hash(rng.randbytes(64))

        return bindings.crypto_scalarmult_ristretto255, make

    return setup


def ristretto_map_square(half: bytes) -> bool:
    """Whether RFC 9496's MAP of the 32 bytes `half` (bit 255 masked) finds u/v a square (plain integers, the
    RFC's formulas): the branch its constant-time selections choose."""
    from tweetnacl.fast.curve25519.field import SQRT_M1, D

    p = P
    t = int.from_bytes(half, "little") % 2**255 % p
    r = SQRT_M1 * t * t % p
    u = (r + 1) * (1 - D * D) % p
    v = (-1 - r * D) * (r + D) % p
    ratio = u * pow(v, -1, p) % p
    return ratio == 0 or pow(ratio, (p - 1) // 2, p) == 1


def _ristretto_from_hash_branch(nacl: Any, rng: random.Random) -> Prepared:
    """crypto_core_ristretto255_from_hash on random 64 bytes (a secret hash) whose two maps both find a square (A)
    vs neither does (B)."""
    from tweetnacl.pynacl import bindings

    def make(cls: int) -> Args:
        want = cls == 0
        return (draw_until(lambda: rng.randbytes(64),
                           lambda h: ristretto_map_square(h[:32]) == want and ristretto_map_square(h[32:]) == want),)

    return bindings.crypto_core_ristretto255_from_hash, make


TESTS: tuple[LeakTest, ...] = (
    LeakTest("scalarmult_ristretto255.weight", "scalar with 24 vs 231 of 255 bits set; random secret point",
             _scalarmult_ristretto255("weight", base=False), FAST_ONLY),
    LeakTest("scalarmult_ristretto255.top_bits", "scalar bits 252..255 clear vs set; random secret point",
             _scalarmult_ristretto255("top_bits", base=False), FAST_ONLY),
    LeakTest("scalarmult_ristretto255_base.weight", "scalar with 24 vs 231 of 255 bits set",
             _scalarmult_ristretto255("weight", base=True), FAST_ONLY),
    LeakTest("scalarmult_ristretto255_base.top_bits", "scalar bits 252..255 clear vs set",
             _scalarmult_ristretto255("top_bits", base=True), FAST_ONLY),
    LeakTest("core_ristretto255.from_hash.branch", "random secret 64 bytes: both maps' u/v square vs neither",
             _ristretto_from_hash_branch, FAST_ONLY),
)
"""The family's tests, in the order they run."""
