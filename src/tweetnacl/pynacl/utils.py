"""`nacl.utils`: random bytes, and the bytes subclass that carries a nonce and its ciphertext."""

from __future__ import annotations

from typing import SupportsBytes, Type, TypeVar

import os

import tweetnacl as _tn
from tweetnacl._random import prng_replaced
from tweetnacl.pynacl import bindings, encoding

_EncryptedMessage = TypeVar("_EncryptedMessage", bound="EncryptedMessage")


class EncryptedMessage(bytes):
    """nonce || ciphertext (as encoded by the encoder), with `.nonce` and `.ciphertext`."""

    _nonce: bytes
    _ciphertext: bytes

    @classmethod
    def _from_parts(
        cls: Type[_EncryptedMessage], nonce: bytes, ciphertext: bytes, combined: bytes
    ) -> _EncryptedMessage:
        message = cls(combined)
        message._nonce = nonce
        message._ciphertext = ciphertext
        return message

    @property
    def nonce(self) -> bytes:
        """The nonce the message was encrypted with."""
        return self._nonce

    @property
    def ciphertext(self) -> bytes:
        """The ciphertext without the nonce."""
        return self._ciphertext


class StringFixer:
    """Mixin: `str(obj)` is `str(bytes(obj))`, as in PyNaCl."""

    def __str__(self: SupportsBytes) -> str:
        return str(self.__bytes__())


def bytes_as_string(bytes_in: bytes) -> str:
    """ASCII bytes as a `str` (PyNaCl's helper for hex digests)."""
    return bytes_in.decode("ascii")


def random(size: int = 32) -> bytes:
    """`size` random bytes: `os.urandom(size)` as in PyNaCl, or the generator `tweetnacl.set_prng` set.

    `os.urandom` is looked up at each call, as PyNaCl's does, so `mock.patch("os.urandom")` reaches it (and
    through it every nonce and generated key of `nacl.secret`, `nacl.public` and `nacl.signing`).
    """
    if not prng_replaced():
        return os.urandom(size)
    if isinstance(size, int) and not isinstance(size, bool) and size < 0:
        raise ValueError("negative argument not allowed")
    return _tn.random_bytes(size)


def randombytes_deterministic(
    size: int, seed: bytes, encoder: encoding.Encoder = encoding.RawEncoder
) -> bytes:
    """`size` bytes determined by the 32-byte `seed` (libsodium's randombytes_buf_deterministic), encoded."""
    raw_data: bytes = bindings.randombytes_buf_deterministic(size, seed)
    return encoder.encode(raw_data)
