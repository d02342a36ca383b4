"""`nacl.bindings` beyond PyNaCl: libsodium's Keccak-p[1600] core, crypto_core_keccak1600_* (FIPS 202 section 3).

`crypto_core_keccak1600_init()` -> a zero state (opaque), `_xor_bytes(state, bytes, offset)` XORs bytes into it,
`_extract_bytes(state, offset, length)` reads them (FIPS 202's byte order: byte i is byte i mod 8 of lane i // 8,
least significant first), `_permute_24(state)` applies Keccak-f[1600] (= Keccak-p[1600, 24]) and `_permute_12(state)`
Keccak-p[1600, 12] (rounds 12..23, TurboSHAKE's). offset + length must be at most 200 (ValueError: libsodium's C
does not check, and writes or reads past its state). The permutation is `tweetnacl.fast.keccak.permutation`, the
one the XOFs and SHA-3 run on.
"""

from __future__ import annotations

from typing import NoReturn

from tweetnacl.fast.keccak import STATE_BYTES, permutation
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl.bindings._arguments import require_data, require_size, require_state


class Keccak1600State:
    """A Keccak-p[1600] state (opaque): 200 bytes, zero at first."""

    __slots__ = ("_lanes",)

    def __init__(self) -> None:
        self._lanes = permutation.new_state()

    def copy(self) -> Keccak1600State:
        """An independent copy of this state."""
        twin = Keccak1600State()
        twin._lanes = self._lanes[:]
        return twin

    def __reduce__(self) -> NoReturn:
        raise TypeError("cannot pickle Keccak1600State objects (a secret state)")


def _span(offset: object, length: int) -> int:
    start = require_size(offset, "offset")
    if start + length > STATE_BYTES:
        raise exc.ValueError(f"offset + length must be at most {STATE_BYTES}, not {start + length}")
    return start


def crypto_core_keccak1600_init() -> Keccak1600State:
    """A new all-zero Keccak-p[1600] state."""
    return Keccak1600State()


def crypto_core_keccak1600_xor_bytes(state: Keccak1600State, bytes_: bytes, offset: int) -> None:
    """XOR `bytes` into the state from byte `offset` on (offset + len(bytes) <= 200)."""
    lanes = require_state(state, Keccak1600State, "state")._lanes
    data = require_data(bytes_, "bytes")
    permutation.xor_bytes(lanes, data, _span(offset, len(data)))


def crypto_core_keccak1600_extract_bytes(state: Keccak1600State, offset: int, length: int) -> bytes:
    """`length` bytes of the state from byte `offset` on (offset + length <= 200)."""
    lanes = require_state(state, Keccak1600State, "state")._lanes
    size = require_size(length, "length")
    return permutation.extract_bytes(lanes, _span(offset, size), size)


def crypto_core_keccak1600_permute_24(state: Keccak1600State) -> None:
    """Keccak-f[1600] (24 rounds) on the state."""
    permutation.permute(require_state(state, Keccak1600State, "state")._lanes, 24)


def crypto_core_keccak1600_permute_12(state: Keccak1600State) -> None:
    """Keccak-p[1600, 12] (the last 12 rounds) on the state."""
    permutation.permute(require_state(state, Keccak1600State, "state")._lanes, 12)
