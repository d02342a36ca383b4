"""`nacl.bindings.crypto_generichash`: libsodium's generichash = BLAKE2b (RFC 7693).

`hashlib.blake2b` has libsodium's parameters: digest 1..64 bytes, key 0..64 bytes, salt and
personalization of 16 bytes each, zero-padded when shorter (RFC 7693 section 2.5), so the
digests are the same bytes.
"""

from __future__ import annotations

import hashlib
from typing import Any, NoReturn, TypeVar

from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl.exceptions import ensure

crypto_generichash_BYTES: int = 32
crypto_generichash_BYTES_MIN: int = 16
crypto_generichash_BYTES_MAX: int = 64
crypto_generichash_KEYBYTES: int = 32
crypto_generichash_KEYBYTES_MIN: int = 16
crypto_generichash_KEYBYTES_MAX: int = 64
crypto_generichash_SALTBYTES: int = 16
crypto_generichash_PERSONALBYTES: int = 16
crypto_generichash_STATEBYTES: int = 384

_OVERLONG = "{0} length greater than {1} bytes"
_TOOBIG = "{0} greater than {1}"


def _checkparams(digest_size: int, key: bytes, salt: bytes, person: bytes) -> None:
    """PyNaCl's argument checks, in its order and with its messages."""
    for name, value in (("Key", key), ("Salt", salt), ("Person", person)):
        ensure(isinstance(value, bytes), f"{name} must be a bytes sequence", raising=exc.TypeError)
    ensure(
        isinstance(digest_size, int),
        "Digest size must be an integer number",
        raising=exc.TypeError,
    )
    ensure(
        digest_size <= crypto_generichash_BYTES_MAX,
        _TOOBIG.format("Digest_size", crypto_generichash_BYTES_MAX),
        raising=exc.ValueError,
    )
    for name, value, limit in (
        ("Key", key, crypto_generichash_KEYBYTES_MAX),
        ("Salt", salt, crypto_generichash_SALTBYTES),
        ("Person", person, crypto_generichash_PERSONALBYTES),
    ):
        ensure(len(value) <= limit, _OVERLONG.format(name, limit), raising=exc.ValueError)
    # What the C layer then refuses: a negative size cannot be allocated, zero is rejected.
    if digest_size < 0:
        raise ValueError("negative array length")
    if digest_size == 0:
        raise exc.RuntimeError("Unexpected failure")


def _new(digest_size: int, key: bytes, salt: bytes, person: bytes) -> Any:
    return hashlib.blake2b(digest_size=digest_size, key=key, salt=salt, person=person)


def generichash_blake2b_salt_personal(
    data: bytes,
    digest_size: int = crypto_generichash_BYTES,
    key: bytes = b"",
    salt: bytes = b"",
    person: bytes = b"",
) -> bytes:
    """One-shot BLAKE2b of `data`: `digest_size` bytes, optional key, salt and personalization."""
    _checkparams(digest_size, key, salt, person)
    ensure(isinstance(data, bytes), "Input data must be a bytes sequence", raising=exc.TypeError)
    state = _new(digest_size, key, salt, person)
    state.update(data)
    digest: bytes = state.digest()
    return digest


_Blake2State = TypeVar("_Blake2State", bound="Blake2State")


class Blake2State:
    """A streaming BLAKE2b state (wraps a `hashlib.blake2b` object)."""

    __slots__ = ["_hash", "_finalized", "digest_size"]

    def __init__(self, digest_size: int):
        self.digest_size = digest_size
        self._hash: Any = None
        self._finalized = False

    def __reduce__(self) -> NoReturn:
        """Refuse pickling and copy.copy(), as hashlib's BLAKE2 objects do."""
        raise TypeError(f"can't pickle {self.__class__.__name__} objects")

    def copy(self: _Blake2State) -> _Blake2State:
        duplicate = self.__class__(self.digest_size)
        duplicate._hash = self._hash.copy()
        duplicate._finalized = self._finalized
        return duplicate


def generichash_blake2b_init(
    key: bytes = b"",
    salt: bytes = b"",
    person: bytes = b"",
    digest_size: int = crypto_generichash_BYTES,
) -> Blake2State:
    """A new streaming state for `generichash_blake2b_update` / `_final`."""
    _checkparams(digest_size, key, salt, person)
    state = Blake2State(digest_size)
    state._hash = _new(digest_size, key, salt, person)
    return state


def generichash_blake2b_update(state: Blake2State, data: bytes) -> None:
    """Feed `data` to a BLAKE2b state from crypto_generichash_blake2b_init (ignored after final, as in libsodium)."""
    ensure(
        isinstance(state, Blake2State), "State must be a Blake2State object", raising=exc.TypeError
    )
    ensure(isinstance(data, bytes), "Input data must be a bytes sequence", raising=exc.TypeError)
    # libsodium ignores updates after final (its state is marked final); so do we.
    if not state._finalized:
        state._hash.update(data)


def generichash_blake2b_final(state: Blake2State) -> bytes:
    """The digest; a state can be finalized once (libsodium fails the second time)."""
    ensure(
        isinstance(state, Blake2State), "State must be a Blake2State object", raising=exc.TypeError
    )
    ensure(not state._finalized, "Unexpected failure", raising=exc.RuntimeError)
    state._finalized = True
    digest: bytes = state._hash.digest()
    return digest
