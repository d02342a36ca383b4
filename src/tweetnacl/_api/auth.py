"""`auth`: NaCl's crypto_auth, HMAC-SHA-512-256 (RFC 2104, FIPS 180-4), on the standard library's hmac;
tags are compared with `hmac.compare_digest`.
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from tweetnacl._check import Buffer, as_bytes
from tweetnacl._api.basics import Bound, public_api


@public_api
class Auth(Bound):
    """`auth(message, key)`: secret-key message authentication, HMAC-SHA-512-256 (NaCl's `crypto_auth`)."""

    __slots__ = ()

    key_length = 32
    auth_length = 32
    full_length = 64

    def __call__(self, message: Buffer, key: Buffer) -> bytes:
        """HMAC-SHA-512-256 of `message`: the first 32 bytes of HMAC-SHA-512 (NaCl's `crypto_auth`).

        :param message: bytes-like, any length (empty too).
        :param key: bytes-like, any length; 32 random bytes are recommended (`auth.key_length`).
        :returns: the 32-byte tag.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        """
        return self.full(message, key)[: self.auth_length]

    def full(self, message: Buffer, key: Buffer) -> bytes:
        """HMAC-SHA-512 of `message`, all 64 bytes.

        :param message: bytes-like, any length (empty too).
        :param key: bytes-like, any length; 32 random bytes are recommended (`auth.key_length`).
        :returns: the 64-byte tag.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        """
        import hashlib
        import hmac
        m = as_bytes(message, "message")
        k = as_bytes(key, "key")
        return hmac.new(k, m, hashlib.sha512).digest()

    def verify(self, tag: Buffer, message: Buffer, key: Buffer) -> bool:
        """Check a tag of `message` in constant time: 32 bytes against `auth`, 64 bytes against `auth.full`.

        :param tag: bytes-like, any length.
        :param message: bytes-like, any length.
        :param key: bytes-like, any length.
        :returns: `True` if the tag is valid, `False` otherwise, and for a tag of any length but 32 or 64.
        :raises TypeError: an argument is not bytes-like (`tag must be bytes-like, not str`).
        """
        import hmac
        t = as_bytes(tag, "tag")
        expected = self.full(message, key)
        if len(t) not in (self.auth_length, self.full_length):  # lengths are public
            return False
        return hmac.compare_digest(t, expected[: len(t)])
