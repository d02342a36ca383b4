"""`hkdf`: HKDF (RFC 5869) with HMAC-SHA-256 and HMAC-SHA-512, on the standard library's `hmac` (OpenSSL's HMAC in
C), byte-compatible with libsodium's crypto_kdf_hkdf_sha256_* / crypto_kdf_hkdf_sha512_*, which the PyNaCl layer's
bindings call through this module.

libsodium's choices, kept: the pseudorandom key given to `expand` is exactly one hash output long (libsodium reads a
fixed-size array), and `expand` gives at most 255 blocks (RFC 5869 section 2.3). Only lengths decide a branch or a
loop count; keys, input key material and outputs are only ever passed whole to `hmac.digest`.
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import TYPE_CHECKING

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length, as_length
from tweetnacl._api.basics import Bound, public_api

MAX_BLOCKS = 255
"""RFC 5869 section 2.3: L <= 255 * HashLen (the block counter is one byte)."""


def hkdf_expand(digest_name: str, digest_length: int, prk: bytes, info: bytes, length: int) -> bytes:
    """RFC 5869 section 2.3 on checked arguments: T(i) = HMAC(prk, T(i - 1) || info || i), the first `length`
    bytes of T(1) || T(2) || ...; `length` <= 255 * digest_length (public: it decides the loop count)."""
    import hmac
    blocks = []
    previous = b""
    for counter in range(1, -(-length // digest_length) + 1):
        previous = hmac.digest(prk, previous + info + bytes((counter,)), digest_name)
        blocks.append(previous)
    return b"".join(blocks)[:length]


class HkdfHash(Bound):
    """HKDF with one hash function: the checks and the computation that `hkdf.sha256` and `hkdf.sha512` share (each
    states its own lengths in its docstrings)."""

    __slots__ = ()

    _digest_name = "sha256"
    prk_length = 32
    max_length = MAX_BLOCKS * 32

    def _checked_length(self, length: object) -> int:
        value = as_length(length, "length")
        if value > self.max_length:
            raise ValueError(f"length must be at most {self.max_length}, got {value}")
        return value

    def _extract(self, salt: Buffer, key_material: Buffer) -> bytes:
        import hmac
        s = as_bytes(salt, "salt")
        ikm = as_bytes(key_material, "key_material")
        return hmac.digest(s, ikm, self._digest_name)

    def _expand(self, prk: Buffer, info: Buffer, length: int) -> bytes:
        key = as_bytes_of_length(prk, "prk", self.prk_length)
        context = as_bytes(info, "info")
        checked_length = self._checked_length(length)
        return hkdf_expand(self._digest_name, self.prk_length, key, context, checked_length)

    def _derive(self, key_material: Buffer, salt: Buffer, info: Buffer, length: int) -> bytes:
        context = as_bytes(info, "info")
        checked_length = self._checked_length(length)
        prk = self._extract(salt, key_material)  # checks salt and key_material
        return hkdf_expand(self._digest_name, self.prk_length, prk, context, checked_length)


@public_api
class HkdfSha256(HkdfHash):
    """`hkdf.sha256(key_material, salt, info, length)`: HKDF with HMAC-SHA-256 (libsodium's crypto_kdf_hkdf_sha256)."""

    __slots__ = ()

    def __call__(self, key_material: Buffer, salt: Buffer, info: Buffer, length: int) -> bytes:
        """HKDF-Extract then HKDF-Expand (RFC 5869 section 2): `expand(extract(salt, key_material), info, length)`.

        :param key_material: bytes-like, any length (empty too), secret: the input key material.
        :param salt: bytes-like, any length; empty means the RFC's 32 zero bytes (HMAC pads its key with zeros).
        :param info: bytes-like, any length (empty too): the context the derived bytes are bound to.
        :param length: an int, 0 to 8160 (`max_length`): the number of bytes to derive.
        :returns: `length` bytes.
        :raises TypeError: an argument has the wrong type (`key_material must be bytes-like, not str`).
        :raises ValueError: `length` is negative or above 8160 (`length must be at most 8160, got 8161`).
        """
        return self._derive(key_material, salt, info, length)

    def extract(self, salt: Buffer, key_material: Buffer) -> bytes:
        """HKDF-Extract (RFC 5869 section 2.2): HMAC-SHA-256(salt, key_material), the pseudorandom key.

        :param salt: bytes-like, any length; empty means the RFC's 32 zero bytes.
        :param key_material: bytes-like, any length (empty too), secret.
        :returns: the 32-byte pseudorandom key (`prk_length`).
        :raises TypeError: an argument is not bytes-like (`salt must be bytes-like, not str`).
        """
        return self._extract(salt, key_material)

    def expand(self, prk: Buffer, info: Buffer, length: int) -> bytes:
        """HKDF-Expand (RFC 5869 section 2.3): `length` bytes bound to `info` from a pseudorandom key.

        :param prk: 32 bytes, secret: from `extract`, or 32 uniformly random bytes.
        :param info: bytes-like, any length (empty too): the context.
        :param length: an int, 0 to 8160 (255 blocks of 32 bytes, the RFC's limit).
        :returns: `length` bytes.
        :raises TypeError: an argument has the wrong type (`prk must be bytes-like, not str`).
        :raises ValueError: `prk` is not 32 bytes (`prk must be 32 bytes, got 31`), or `length` is negative or above
            8160.
        """
        return self._expand(prk, info, length)


@public_api
class HkdfSha512(HkdfHash):
    """`hkdf.sha512(key_material, salt, info, length)`: HKDF with HMAC-SHA-512 (libsodium's crypto_kdf_hkdf_sha512)."""

    __slots__ = ()

    _digest_name = "sha512"
    prk_length = 64
    max_length = MAX_BLOCKS * 64

    def __call__(self, key_material: Buffer, salt: Buffer, info: Buffer, length: int) -> bytes:
        """HKDF-Extract then HKDF-Expand (RFC 5869 section 2): `expand(extract(salt, key_material), info, length)`.

        :param key_material: bytes-like, any length (empty too), secret: the input key material.
        :param salt: bytes-like, any length; empty means the RFC's 64 zero bytes (HMAC pads its key with zeros).
        :param info: bytes-like, any length (empty too): the context the derived bytes are bound to.
        :param length: an int, 0 to 16320 (`max_length`): the number of bytes to derive.
        :returns: `length` bytes.
        :raises TypeError: an argument has the wrong type (`key_material must be bytes-like, not str`).
        :raises ValueError: `length` is negative or above 16320 (`length must be at most 16320, got 16321`).
        """
        return self._derive(key_material, salt, info, length)

    def extract(self, salt: Buffer, key_material: Buffer) -> bytes:
        """HKDF-Extract (RFC 5869 section 2.2): HMAC-SHA-512(salt, key_material), the pseudorandom key.

        :param salt: bytes-like, any length; empty means the RFC's 64 zero bytes.
        :param key_material: bytes-like, any length (empty too), secret.
        :returns: the 64-byte pseudorandom key (`prk_length`).
        :raises TypeError: an argument is not bytes-like (`salt must be bytes-like, not str`).
        """
        return self._extract(salt, key_material)

    def expand(self, prk: Buffer, info: Buffer, length: int) -> bytes:
        """HKDF-Expand (RFC 5869 section 2.3): `length` bytes bound to `info` from a pseudorandom key.

        :param prk: 64 bytes, secret: from `extract`, or 64 uniformly random bytes.
        :param info: bytes-like, any length (empty too): the context.
        :param length: an int, 0 to 16320 (255 blocks of 64 bytes, the RFC's limit).
        :returns: `length` bytes.
        :raises TypeError: an argument has the wrong type (`prk must be bytes-like, not str`).
        :raises ValueError: `prk` is not 64 bytes (`prk must be 64 bytes, got 31`), or `length` is negative or above
            16320.
        """
        return self._expand(prk, info, length)


@public_api
class Hkdf(Bound):
    """`hkdf`: HKDF (RFC 5869), as `hkdf.sha256` and `hkdf.sha512`."""

    __slots__ = ("sha256", "sha512")
    if TYPE_CHECKING:
        sha256: HkdfSha256
        sha512: HkdfSha512
