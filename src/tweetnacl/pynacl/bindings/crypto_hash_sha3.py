"""`nacl.bindings` beyond PyNaCl: libsodium's SHA3-256 and SHA3-512 (FIPS 202 section 6.1), one-shot and multi-part.

`crypto_hash_sha3256(in)`, and `_init()` -> state, `_update(state, in)`, `_final(state)`; the same for 512. A state
is finished by `_final`: a second `_final` raises CryptoError (libsodium returns -1), `_update` after it ValueError
(libsodium returns -1 and restarts); neither changes the state. The hashes are `hashlib`'s where the interpreter has
them, else the family's own sponge (`tweetnacl.fast.keccak.sponge`).
"""

from __future__ import annotations


from tweetnacl.fast.keccak import sponge
from tweetnacl.pynacl.bindings._arguments import FixedHashState, require_data, require_state

crypto_hash_sha3256_BYTES: int = 32
crypto_hash_sha3512_BYTES: int = 64


class Sha3256State(FixedHashState):
    """crypto_hash_sha3256's state."""

    __slots__ = ()
    NEW = sponge.new_sha3_256


class Sha3512State(FixedHashState):
    """crypto_hash_sha3512's state."""

    __slots__ = ()
    NEW = sponge.new_sha3_512


def crypto_hash_sha3256(in_: bytes) -> bytes:
    """SHA3-256 of `in`: 32 bytes."""
    return sponge.sha3_256(require_data(in_, "in"), crypto_hash_sha3256_BYTES)


def crypto_hash_sha3256_init() -> Sha3256State:
    """A new SHA3-256 state."""
    return Sha3256State()


def crypto_hash_sha3256_update(state: Sha3256State, in_: bytes) -> None:
    """Absorb `in` (ValueError after final)."""
    require_state(state, Sha3256State, "state").update(require_data(in_, "in"))


def crypto_hash_sha3256_final(state: Sha3256State) -> bytes:
    """The 32-byte digest; the state is finished (a second final raises CryptoError)."""
    return require_state(state, Sha3256State, "state").final()


def crypto_hash_sha3512(in_: bytes) -> bytes:
    """SHA3-512 of `in`: 64 bytes."""
    return sponge.sha3_512(require_data(in_, "in"), crypto_hash_sha3512_BYTES)


def crypto_hash_sha3512_init() -> Sha3512State:
    """A new SHA3-512 state."""
    return Sha3512State()


def crypto_hash_sha3512_update(state: Sha3512State, in_: bytes) -> None:
    """Absorb `in` (ValueError after final)."""
    require_state(state, Sha3512State, "state").update(require_data(in_, "in"))


def crypto_hash_sha3512_final(state: Sha3512State) -> bytes:
    """The 64-byte digest; the state is finished (a second final raises CryptoError)."""
    return require_state(state, Sha3512State, "state").final()
