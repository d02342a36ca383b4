"""`hash`: SHA-512 (FIPS 180-4), over the core.
"""

from __future__ import annotations

from tweetnacl._check import Buffer, as_bytes
from tweetnacl._api.basics import HASH_LENGTH, Bound, public_api


@public_api
class Hash(Bound):
    """`hash(message)`: SHA-512."""

    __slots__ = ()

    hash_length = HASH_LENGTH

    def __call__(self, message: Buffer) -> bytes:
        """SHA-512 of `message`.

        :param message: bytes-like, any length (empty too).
        :returns: the 64-byte digest.
        :raises TypeError: `message` is not bytes-like (`message must be bytes-like, not str`).
        """
        return self._core.crypto_hash(as_bytes(message, "message"))
