"""`nacl.bindings.crypto_hash`: SHA-256 and SHA-512 (FIPS 180-4) from the standard library.

PyNaCl's one-shot functions, and libsodium's multi-part forms beyond PyNaCl: `crypto_hash_sha256_init()` -> state,
`_update(state, in)`, `_final(state)` (the same for SHA-512), on `hashlib` objects behind an opaque state. A state
is finished by `_final`: a second `_final` raises CryptoError and `_update` after it ValueError (libsodium wipes the
state at final, so that a later call would hash from a zeroed state).
"""

from __future__ import annotations

import hashlib

from tweetnacl.pynacl._support import require_sized_bytes
from tweetnacl.pynacl.bindings._arguments import FixedHashState, require_data, require_state

crypto_hash_BYTES: int = 64
crypto_hash_sha256_BYTES: int = 32
crypto_hash_sha512_BYTES: int = 64
crypto_hash_PRIMITIVE: str = "sha512"


def crypto_hash(message: bytes) -> bytes:
    """SHA-512 of message (NaCl's crypto_hash)."""
    return hashlib.sha512(require_sized_bytes(message)).digest()


def crypto_hash_sha256(message: bytes) -> bytes:
    """The 32-byte SHA-256 digest of `message`."""
    return hashlib.sha256(require_sized_bytes(message)).digest()


def crypto_hash_sha512(message: bytes) -> bytes:
    """The 64-byte SHA-512 digest of `message`."""
    return hashlib.sha512(require_sized_bytes(message)).digest()


class Sha256State(FixedHashState):
    """crypto_hash_sha256's state."""

    __slots__ = ()
    NEW = hashlib.sha256


class Sha512State(FixedHashState):
    """crypto_hash_sha512's state."""

    __slots__ = ()
    NEW = hashlib.sha512


def crypto_hash_sha256_init() -> Sha256State:
    """A new SHA-256 state."""
    return Sha256State()


def crypto_hash_sha256_update(state: Sha256State, in_: bytes) -> None:
    """Hash `in` on (ValueError after final)."""
    require_state(state, Sha256State, "state").update(require_data(in_, "in"))


def crypto_hash_sha256_final(state: Sha256State) -> bytes:
    """The 32-byte digest; the state is finished (a second final raises CryptoError)."""
    return require_state(state, Sha256State, "state").final()


def crypto_hash_sha512_init() -> Sha512State:
    """A new SHA-512 state."""
    return Sha512State()


def crypto_hash_sha512_update(state: Sha512State, in_: bytes) -> None:
    """Hash `in` on (ValueError after final)."""
    require_state(state, Sha512State, "state").update(require_data(in_, "in"))


def crypto_hash_sha512_final(state: Sha512State) -> bytes:
    """The 64-byte digest; the state is finished (a second final raises CryptoError)."""
    return require_state(state, Sha512State, "state").final()
