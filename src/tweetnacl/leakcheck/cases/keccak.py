"""The tests of the Keccak family (FIPS 202's Keccak-p[1600]; RFC 9861's TurboSHAKE), fast only: TurboSHAKE128
through the bindings (`crypto_xof_turboshake128`, the sponge on `tweetnacl.fast.keccak`), and Keccak-f[1600] through
`crypto_core_keccak1600_*`.

Classes: the Hamming weight of the message (every bit set with probability 1/8 against 7/8: lanes full of zero
bits or of one bits, what a branch, a table index or a CPython digit count that followed the data would show), and
lanes below 2^60 (each 64-bit word's top nibble clear: one CPython digit fewer, were a lane a bare int) against
random ones. Every message is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from typing import Any

from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared

__all__ = ["TESTS", "weighted_bytes"]


def weighted_bytes(rng: random.Random, length: int, heavy: bool) -> bytes:
    """`length` random bytes whose bits are each set with probability 1/8 (heavy=False) or 7/8 (heavy=True)."""
    sparse = [rng.getrandbits(8) & rng.getrandbits(8) & rng.getrandbits(8) for _ in range(length)]
    return bytes(byte ^ 0xFF for byte in sparse) if heavy else bytes(sparse)


def _turboshake_weight(nacl: Any, rng: random.Random) -> Prepared:
    """crypto_xof_turboshake128 (32 bytes out) of a 336-byte message (two blocks) of low vs high Hamming weight."""
    from tweetnacl.pynacl.bindings import crypto_xof_turboshake128

    def make(cls: int) -> Args:
        return 32, weighted_bytes(rng, 336, cls == 1)

    return crypto_xof_turboshake128, make


def _keccak_small_lanes(nacl: Any, rng: random.Random) -> Prepared:
    """Keccak-f[1600] (crypto_core_keccak1600: init, xor_bytes of 200 bytes, permute_24, extract 32 bytes) of a
    state whose 25 lanes are all below 2^60 vs random."""
    from tweetnacl.pynacl import bindings

    def permute(data: bytes) -> bytes:
        state = bindings.crypto_core_keccak1600_init()
        bindings.crypto_core_keccak1600_xor_bytes(state, data, 0)
        bindings.crypto_core_keccak1600_permute_24(state)
        return bytes(bindings.crypto_core_keccak1600_extract_bytes(state, 0, 32))

    def make(cls: int) -> Args:
        data = bytearray(rng.randbytes(200))
        if cls == 0:
            for top in range(7, 200, 8):
                data[top] &= 0x0F
        return (bytes(data),)

    return permute, make


TESTS: tuple[LeakTest, ...] = (
    LeakTest("turboshake128.weight", "336-byte message; bits set with probability 1/8 vs 7/8", _turboshake_weight,
             FAST_ONLY),
    LeakTest("keccak1600.small_lanes", "200-byte state; every lane < 2^60 vs random lanes", _keccak_small_lanes,
             FAST_ONLY),
)
