"""`hash`: SHA-512 (FIPS 180-4), over the core.
"""

from __future__ import annotations

from typing import Any

from tweetnacl._check import as_bytes
from tweetnacl._interface import Core
from tweetnacl._api.basics import HASH_LENGTH


class Hash:
    """`hash(message)`: SHA-512."""

    hash_length = HASH_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any) -> bytes:
        """SHA-512 of `message`.

        :param message: bytes-like, any length (empty too).
        :returns: the 64-byte digest.
        :raises TypeError: `message` is not bytes-like (`message must be bytes-like, not str`).
        """
        return self._core.crypto_hash(as_bytes(message, "message"))
