"""The tests of ML-KEM-768's decapsulation (FIPS 203), fast only (the reference is not meant to be timed): the
secret key, the validity of the ciphertext (the implicit-rejection path), the weight of the message the ciphertext
carries, and the zeros of the secret vector s_hat. Each class draws from a pool of inputs made in setup (an
encapsulation costs milliseconds), in the test's seeded order. Where the property allows, the two classes share
their public data entry by entry (validity: the same ciphertext, class B with a byte of its v part altered, so that
u, the bulk of the public arithmetic, is the same; sparse s: the same ciphertext under two keys that differ only in
s_hat; message weight: both messages encrypted under one key with the same randomness r, so that u is the same and
only v differs), so that what a small pool's public data costs cannot pass for a class difference: the public u
decides how many ints its decoding, its NTT and the products u_hat * s_hat allocate (`*_vartime`, and a public
u_hat coefficient 0 or 1 makes a cached or one-digit product), a fixed amount per ciphertext that a pool of 16
entries per class, drawn from again and again, turned into a class difference (callgrind_leakcheck: `_PyLong_New`
t -5.8 for message weight, while every piece of decapsulation that reads a secret allocated the same number of ints
for every entry). Every key, seed and message is test data.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tweetnacl.leakcheck.cases.common import flip_byte
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = ["TESTS", "message_of_weight", "sparse_s_hat_key"]

POOL = 16
"""Inputs made per class in setup; `make` picks among them."""


def message_of_weight(rng: random.Random, one_bit_probability: float) -> bytes:
    """32 random bytes whose bits are each set with the given probability."""
    bits = sum(1 << i for i in range(256) if rng.random() < one_bit_probability)
    return bits.to_bytes(32, "little")


def sparse_s_hat_key(rng: random.Random, secret_key: bytes, zero_fraction: float) -> bytes:
    """`secret_key` with its 768 12-bit coefficients of s_hat replaced: each zero with the given probability, else
    uniform in 1..q-1 (zero_fraction 0: a random s_hat without zeros)."""
    coefficients = [0 if rng.random() < zero_fraction else rng.randrange(1, 3329) for _ in range(768)]
    packed = sum(c << (12 * i) for i, c in enumerate(coefficients))
    return packed.to_bytes(1152, "little") + secret_key[1152:]


def _pooled(make_entry: Callable[[Any, random.Random], tuple[Args, Args]]) -> Setup:
    """A pool of POOL entries, each the class-A and the class-B input made together; `make` picks an entry."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        pool = [make_entry(nacl, rng) for _ in range(POOL)]

        def make(cls: int) -> Args:
            return pool[rng.randrange(POOL)][cls]

        return nacl.kem.mlkem768.decapsulate, make

    return setup


def _fresh_ciphertext(nacl: Any, rng: random.Random, public_key: bytes, m: bytes | None = None) -> bytes:
    ciphertext, _ = nacl.kem.mlkem768.encapsulate.from_seed(public_key, m if m is not None else rng.randbytes(32))
    return bytes(ciphertext)


def _two_keys() -> Setup:
    """Key A vs key B in their secret parts (s_hat and z), each entry's public part (ek, H(ek)) and ciphertext shared:
    two whole key pairs would differ in their public matrices too, which public code may treat in variable time."""
    secrets: list[tuple[bytes, bytes]] = []

    def make_entry(nacl: Any, rng: random.Random) -> tuple[Args, Args]:
        if not secrets:
            for _ in (0, 1):
                s_hat = sparse_s_hat_key(rng, bytes(2400), 0.0)[:1152]
                secrets.append((s_hat, rng.randbytes(32)))
        public_key, secret_key = nacl.kem.mlkem768.keypair.from_seed(rng.randbytes(64))
        ciphertext = _fresh_ciphertext(nacl, rng, public_key)
        (s_a, z_a), (s_b, z_b) = secrets
        return (ciphertext, s_a + secret_key[1152:2368] + z_a), (ciphertext, s_b + secret_key[1152:2368] + z_b)

    return _pooled(make_entry)


def _validity() -> Setup:
    def make_entry(nacl: Any, rng: random.Random) -> tuple[Args, Args]:
        public_key, secret_key = nacl.kem.mlkem768.keypair.from_seed(rng.randbytes(64))
        ciphertext = _fresh_ciphertext(nacl, rng, public_key)
        altered = flip_byte(ciphertext, rng.randrange(960, 1088), rng)  # in v: u stays the same
        return (ciphertext, secret_key), (altered, secret_key)

    return _pooled(make_entry)


def _xwing_validity() -> Setup:
    """X-Wing (libsodium's default KEM): the same validity pair as `_validity`, through X-Wing's decapsulation, which
    derives the ML-KEM key from the 32-byte secret seed before it decapsulates (a path of its own in the core)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        pool = []
        for _ in range(POOL):
            public_key, secret_key = nacl.kem.keypair.from_seed(rng.randbytes(32))
            ciphertext, _ = nacl.kem.encapsulate.from_seed(public_key, rng.randbytes(64))
            altered = flip_byte(bytes(ciphertext), rng.randrange(960, 1088), rng)  # ML-KEM's v: u stays the same
            pool.append(((bytes(ciphertext), bytes(secret_key)), (altered, bytes(secret_key))))

        def make(cls: int) -> Args:
            return pool[rng.randrange(POOL)][cls]

        return nacl.kem.decapsulate, make

    return setup


def _message_weight() -> Setup:
    """A message of low vs high weight, each entry's two ciphertexts made by K-PKE.Encrypt (FIPS 203, Algorithm 14)
    with one randomness r: u depends on r alone, so it is the same in both. Neither ciphertext is then what
    Encaps would make (r is not G(m || H(ek))), so both take the implicit-rejection path, after decrypting their
    message and re-encrypting it as a valid one would be; the validity test compares the two paths."""

    def make_entry(nacl: Any, rng: random.Random) -> tuple[Args, Args]:
        from tweetnacl.fast.mlkem.mlkem768 import k_pke_encrypt

        public_key, secret_key = nacl.kem.mlkem768.keypair.from_seed(rng.randbytes(64))
        r = rng.randbytes(32)
        light = k_pke_encrypt(bytes(public_key), message_of_weight(rng, 1 / 16), r)
        heavy = k_pke_encrypt(bytes(public_key), message_of_weight(rng, 15 / 16), r)
        return (light, secret_key), (heavy, secret_key)

    return _pooled(make_entry)


def _sparse_secret() -> Setup:
    def make_entry(nacl: Any, rng: random.Random) -> tuple[Args, Args]:
        public_key, secret_key = nacl.kem.mlkem768.keypair.from_seed(rng.randbytes(64))
        ciphertext = _fresh_ciphertext(nacl, rng, public_key)
        return (ciphertext, sparse_s_hat_key(rng, secret_key, 0.75)), (ciphertext, sparse_s_hat_key(rng, secret_key, 0.0))

    return _pooled(make_entry)


TESTS: tuple[LeakTest, ...] = (
    LeakTest("mlkem768.decapsulate.key", "one ciphertext; key A vs key B (their secret s_hat and z)", _two_keys(), FAST_ONLY),
    LeakTest("mlkem768.decapsulate.valid", "valid ciphertext vs the same with a byte of v altered (implicit rejection)", _validity(),
             FAST_ONLY),
    LeakTest("xwing.decapsulate.valid", "X-Wing: valid ciphertext vs the same with a byte of ML-KEM's v altered",
             _xwing_validity(), FAST_ONLY),
    LeakTest("mlkem768.decapsulate.message_weight", "ciphertext of a message with 1/16 vs 15/16 of its bits set (same u)",
             _message_weight(), FAST_ONLY),
    LeakTest("mlkem768.decapsulate.sparse_s", "one ciphertext; secret key whose s_hat is 3/4 zeros vs has none", _sparse_secret(),
             FAST_ONLY),
)
