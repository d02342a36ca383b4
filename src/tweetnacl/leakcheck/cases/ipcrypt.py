"""The tests of IPCrypt (`tweetnacl.fast.ipcrypt`, draft-denis-ipcrypt as libsodium 1.0.22 has it), called through
its module. Fast only: the reference (TweetNaCl) has none of it.

Classes: the Hamming weight of the key bytes (the AES-128 key schedule and rounds are bit-sliced: planes mostly
zeros or mostly ones) for the deterministic, nd and pfx variants; ndx and pfx keys whose two halves are equal or not
(libsodium then XORs one half with 0x5a: a select here, not a branch); pfx's address (secret too): bytes of Hamming
weight <= 2 vs >= 6, and a first byte of zero (the first padded prefixes then small numbers) vs 0x80 or more; pfx
decryption's key weight (the recovered address bits, which steer nothing, come from it). Addresses are IPv6 (not
IPv4-mapped) in every class: whether an address is IPv4-mapped is public (pfx's output shows it) and changes the
work by design. Every key, tweak and address is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from typing import Any

from tweetnacl.leakcheck.cases.aead import hamming_weight_byte
from tweetnacl.leakcheck.harness import FAST_ONLY, LeakTest, Prepared, Setup

__all__ = ["TESTS"]

_IPV4_MAPPED_PREFIX = bytes(10) + b"\xff\xff"


def _ipv6(rng: random.Random, draw: Any) -> bytes:
    """A 16-byte address from draw() that is not IPv4-mapped (redrawn in the rare case it is)."""
    while True:
        address: bytes = draw()
        if address[:12] != _IPV4_MAPPED_PREFIX:
            return address


def _weighted(rng: random.Random, length: int, heavy: bool) -> bytes:
    return bytes(hamming_weight_byte(rng, heavy) for _ in range(length))


def _key_weight(variant: str) -> Setup:
    """`variant`'s encryption (deterministic, nd, ndx or pfx) of a random IPv6 address (and random tweak) under a
    key whose bytes all have Hamming weight <= 2 (A) or >= 6 (B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast import ipcrypt

        key_bytes = {"": 16, "nd_": 16, "ndx_": 32, "pfx_": 32}[variant]
        tweak_bytes = {"nd_": 8, "ndx_": 16}.get(variant)
        encrypt = getattr(ipcrypt, f"{variant}encrypt")

        def make(cls: int) -> tuple[bytes, ...]:
            address = _ipv6(rng, lambda: rng.randbytes(16))
            key = _weighted(rng, key_bytes, cls == 1)
            return (address, rng.randbytes(tweak_bytes), key) if tweak_bytes else (address, key)

        return encrypt, make

    return setup


def _equal_halves(variant: str) -> Setup:
    """ndx or pfx encryption of a random IPv6 address (and random tweak) under a random 32-byte key whose halves are
    equal (A) or not (B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast import ipcrypt

        def make(cls: int) -> tuple[bytes, ...]:
            half = rng.randbytes(16)
            key = half + (half if cls == 0 else rng.randbytes(16))
            address = _ipv6(rng, lambda: rng.randbytes(16))
            if variant == "ndx":
                return address, rng.randbytes(16), key
            return address, key

        return getattr(ipcrypt, f"{variant}_encrypt"), make

    return setup


def _pfx_address(kind: str) -> Setup:
    """pfx encryption under a random key of an IPv6 address whose bytes all have Hamming weight <= 2 (A) or >= 6
    (B) ("weight"), or whose first byte is 0 (A) or >= 0x80 (B), the other 15 random ("first_byte")."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast import ipcrypt

        def address(cls: int) -> bytes:
            if kind == "weight":
                return _ipv6(rng, lambda: _weighted(rng, 16, cls == 1))
            first = 0 if cls == 0 else rng.randint(0x80, 0xFF)
            return _ipv6(rng, lambda: bytes([first]) + rng.randbytes(15))

        return ipcrypt.pfx_encrypt, lambda cls: (address(cls), rng.randbytes(32))

    return setup


def _pfx_decrypt_key_weight(nacl: Any, rng: random.Random) -> Prepared:
    """pfx decryption of a random IPv6 ciphertext under a key whose bytes all have Hamming weight <= 2 (A) or >= 6
    (B): the address bits recovered one by one come from the key's AES outputs."""
    from tweetnacl.fast import ipcrypt

    return ipcrypt.pfx_decrypt, lambda cls: (
        _ipv6(rng, lambda: rng.randbytes(16)), _weighted(rng, 32, cls == 1))


TESTS: tuple[LeakTest, ...] = (
    LeakTest("ipcrypt.key_weight", "deterministic encrypt; key bytes of Hamming weight <= 2 vs >= 6",
             _key_weight(""), FAST_ONLY),
    LeakTest("ipcrypt_nd.key_weight", "nd encrypt; key bytes of Hamming weight <= 2 vs >= 6", _key_weight("nd_"),
             FAST_ONLY),
    LeakTest("ipcrypt_ndx.key_weight", "ndx encrypt; key bytes of Hamming weight <= 2 vs >= 6", _key_weight("ndx_"),
             FAST_ONLY),
    LeakTest("ipcrypt_ndx.key_halves", "ndx encrypt; key halves equal vs different", _equal_halves("ndx"),
             FAST_ONLY),
    LeakTest("ipcrypt_pfx.key_weight", "pfx encrypt; key bytes of Hamming weight <= 2 vs >= 6", _key_weight("pfx_"),
             FAST_ONLY),
    LeakTest("ipcrypt_pfx.key_halves", "pfx encrypt; key halves equal vs different", _equal_halves("pfx"),
             FAST_ONLY),
    LeakTest("ipcrypt_pfx.address_weight", "pfx encrypt; IPv6 address bytes of Hamming weight <= 2 vs >= 6",
             _pfx_address("weight"), FAST_ONLY),
    LeakTest("ipcrypt_pfx.address_first_byte", "pfx encrypt; IPv6 address's first byte 0 vs >= 0x80",
             _pfx_address("first_byte"), FAST_ONLY),
    LeakTest("ipcrypt_pfx.decrypt_key_weight", "pfx decrypt; key bytes of Hamming weight <= 2 vs >= 6",
             _pfx_decrypt_key_weight, FAST_ONLY),
)
"""The family's tests, in the order they run."""
