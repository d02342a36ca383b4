"""`hkdf`: HKDF (RFC 5869) with HMAC-SHA-256 and HMAC-SHA-512, on the standard library's `hmac` (OpenSSL's HMAC in
C), byte-compatible with libsodium's crypto_kdf_hkdf_sha256_* / crypto_kdf_hkdf_sha512_*, which the PyNaCl layer's
bindings call through this module.

libsodium's choices, kept: the pseudorandom key given to `expand` is exactly one hash output long (libsodium reads a
fixed-size array), and `expand` gives at most 255 blocks (RFC 5869 section 2.3). Only lengths decide a branch or a
loop count; keys, input key material and outputs are only ever passed whole to `hmac.digest`.
"""

from __future__ import annotations

import hmac
from typing import TYPE_CHECKING

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length, as_length
from tweetnacl._api.basics import Bound, public_api

MAX_BLOCKS = 255
"""RFC 5869 section 2.3: L <= 255 * HashLen (the block counter is one byte)."""


def hkdf_expand(digest_name: str, digest_length: int, prk: bytes, info: bytes, length: int) -> bytes:
    """RFC 5869 section 2.3 on checked arguments: T(i) = HMAC(prk, T(i - 1) || info || i), the first `length`
    bytes of T(1) || T(2) || ...; `length` <= 255 * digest_length (public: it decides the loop count)."""
    blocks = []
    previous = b""
    for counter in range(1, -(-length // digest_length) + 1):
        previous = hmac.digest(prk, previous + info + bytes((counter,)), digest_name)
        blocks.append(previous)
    return b"".join(blocks)[:length]


@public_api
class HkdfHash(Bound):
    """`hkdf.sha256(key_material, length, salt=b"", info=b"")`: HKDF (RFC 5869) with one hash function."""

    __slots__ = ()

    digest_name = "sha256"
    prk_length = 32
    max_length = MAX_BLOCKS * 32

    def __call__(self, key_material: Buffer, length: int, salt: Buffer = b"", info: Buffer = b"") -> bytes:
        """HKDF-Extract then HKDF-Expand: `expand(extract(salt, key_material), info, length)`.

        :param key_material: bytes-like, any length (empty too), secret: the input key material.
        :param length: an int, 0 to `max_length`: the number of bytes to derive.
        :param salt: bytes-like, any length (empty, the default, means the RFC's HashLen zero bytes), public.
        :param info: bytes-like, any length: the context the derived key is bound to.
        :returns: `length` bytes.
        :raises TypeError: an argument has the wrong type (`key_material must be bytes-like, not str`).
        :raises ValueError: `length` is negative or above `max_length` (`length must be at most 8160, got 8161`).
        """
        checked_length = self._checked_length(length)
        return self.expand(self.extract(salt, key_material), info, checked_length)

    def _checked_length(self, length: object) -> int:
        value = as_length(length, "length")
        if value > self.max_length:
            raise ValueError(f"length must be at most {self.max_length}, got {value}")
        return value

    def extract(self, salt: Buffer, key_material: Buffer) -> bytes:
        """HKDF-Extract (RFC 5869 section 2.2): HMAC(salt, key_material), the pseudorandom key.

        :param salt: bytes-like, any length (empty means the RFC's HashLen zero bytes: HMAC pads the key with zeros
            either way).
        :param key_material: bytes-like, any length (empty too), secret.
        :returns: the `prk_length`-byte pseudorandom key.
        :raises TypeError: an argument is not bytes-like (`salt must be bytes-like, not str`).
        """
        s = as_bytes(salt, "salt")
        ikm = as_bytes(key_material, "key_material")
        return hmac.digest(s, ikm, self.digest_name)

    def expand(self, prk: Buffer, info: Buffer, length: int) -> bytes:
        """HKDF-Expand (RFC 5869 section 2.3): `length` bytes bound to `info` from a pseudorandom key.

        :param prk: `prk_length` bytes, secret: from `extract`, or a uniformly random key (libsodium's `keygen`).
        :param info: bytes-like, any length: the context.
        :param length: an int, 0 to `max_length`.
        :returns: `length` bytes.
        :raises TypeError: an argument has the wrong type (`prk must be bytes-like, not str`).
        :raises ValueError: `prk` has the wrong length (`prk must be 32 bytes, got 16`), or `length` is negative or
            above `max_length`.
        """
        key = as_bytes_of_length(prk, "prk", self.prk_length)
        context = as_bytes(info, "info")
        checked_length = self._checked_length(length)
        return hkdf_expand(self.digest_name, self.prk_length, key, context, checked_length)


@public_api
class HkdfSha256(HkdfHash):
    """`hkdf.sha256(key_material, length, salt=b"", info=b"")`: HKDF with HMAC-SHA-256 (libsodium's
    crypto_kdf_hkdf_sha256)."""

    __slots__ = ()


@public_api
class HkdfSha512(HkdfHash):
    """`hkdf.sha512(key_material, length, salt=b"", info=b"")`: HKDF with HMAC-SHA-512 (libsodium's
    crypto_kdf_hkdf_sha512)."""

    __slots__ = ()

    digest_name = "sha512"
    prk_length = 64
    max_length = MAX_BLOCKS * 64


@public_api
class Hkdf(Bound):
    """`hkdf`: HKDF (RFC 5869), as `hkdf.sha256` and `hkdf.sha512`."""

    __slots__ = ("sha256", "sha512")
    if TYPE_CHECKING:
        sha256: HkdfSha256
        sha512: HkdfSha512
