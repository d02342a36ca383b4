"""`nacl.bindings.crypto_generichash`: libsodium's generichash = BLAKE2b (RFC 7693).

`hashlib.blake2b` has libsodium's parameters: digest 1..64 bytes, key 0..64 bytes, salt and
personalization of 16 bytes each, zero-padded when shorter (RFC 7693 section 2.5), so the
digests are the same bytes.
"""

from __future__ import annotations

import hashlib
from typing import Any, NoReturn, TypeVar

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes, checked_int
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


# -- beyond PyNaCl (libsodium 1.0.22): the generic names, init_salt_personal, keygen -----------------------------------
# The calling convention of the libsodium-only bindings: `crypto_generichash(outlen, in, key)`, key None or b"" for
# none; bytes arguments only (TypeError otherwise); outlen outside 1..64 (libsodium accepts 1..15 too, below
# BYTES_MIN) and a key over 64 bytes are a ValueError naming the argument (libsodium aborts there); salt and
# personal are 16 bytes or None (zeros). The states are PyNaCl's `Blake2State`: `crypto_generichash_blake2b_update`
# and `_final` take them too.

crypto_generichash_PRIMITIVE: str = "blake2b"
crypto_generichash_blake2b_BYTES: int = crypto_generichash_BYTES
crypto_generichash_blake2b_BYTES_MIN: int = crypto_generichash_BYTES_MIN
crypto_generichash_blake2b_BYTES_MAX: int = crypto_generichash_BYTES_MAX
crypto_generichash_blake2b_KEYBYTES: int = crypto_generichash_KEYBYTES
crypto_generichash_blake2b_KEYBYTES_MIN: int = crypto_generichash_KEYBYTES_MIN
crypto_generichash_blake2b_KEYBYTES_MAX: int = crypto_generichash_KEYBYTES_MAX
crypto_generichash_blake2b_SALTBYTES: int = crypto_generichash_SALTBYTES
crypto_generichash_blake2b_PERSONALBYTES: int = crypto_generichash_PERSONALBYTES


def _checked_params(
    outlen: int, key: bytes | None, salt: bytes | None = None, personal: bytes | None = None
) -> tuple[int, bytes, bytes, bytes]:
    outlen = checked_int("outlen", outlen, 1, crypto_generichash_BYTES_MAX)
    key = b"" if key is None else checked_bytes("key", key, at_most=crypto_generichash_KEYBYTES_MAX)
    salt = b"" if salt is None else checked_bytes("salt", salt, crypto_generichash_SALTBYTES)
    personal = b"" if personal is None else checked_bytes("personal", personal, crypto_generichash_PERSONALBYTES)
    return outlen, key, salt, personal


def crypto_generichash_blake2b(outlen: int, inp: bytes, key: bytes | None = None) -> bytes:
    """BLAKE2b of `inp`: outlen (1..64) bytes, keyed by `key` (0..64 bytes; None: unkeyed)."""
    outlen, key, _, _ = _checked_params(outlen, key)
    digest: bytes = hashlib.blake2b(checked_bytes("in", inp), digest_size=outlen, key=key).digest()
    return digest


crypto_generichash = crypto_generichash_blake2b


def crypto_generichash_blake2b_init_salt_personal(
    key: bytes | None, outlen: int, salt: bytes | None, personal: bytes | None
) -> Blake2State:
    """A multi-part state (PyNaCl's `Blake2State`) with key, output length, 16-byte salt and personalization."""
    outlen, key, salt, personal = _checked_params(outlen, key, salt, personal)
    return generichash_blake2b_init(key, salt, personal, outlen)


def crypto_generichash_init(key: bytes | None, outlen: int) -> Blake2State:
    """A multi-part state with key (None: unkeyed) and output length (1..64)."""
    return crypto_generichash_blake2b_init_salt_personal(key, outlen, None, None)


def crypto_generichash_update(state: Blake2State, inp: bytes) -> None:
    """Absorb `inp` (bytes) into the state."""
    generichash_blake2b_update(state, inp)


def crypto_generichash_final(state: Blake2State, outlen: int | None = None) -> bytes:
    """The digest; `outlen`, if given, must be the one the state was made with (ValueError otherwise)."""
    if outlen is not None and isinstance(state, Blake2State) and outlen != state.digest_size:
        raise exc.ValueError(f"outlen must be the state's output length, {state.digest_size}, not {outlen}")
    return generichash_blake2b_final(state)


def crypto_generichash_keygen() -> bytes:
    """A random 32-byte BLAKE2b key."""
    return _tn.random_bytes(crypto_generichash_KEYBYTES)


crypto_generichash_blake2b_keygen = crypto_generichash_keygen
