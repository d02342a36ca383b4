"""`nacl.bindings.crypto_hash`: SHA-256 and SHA-512 (FIPS 180-4) from the standard library."""

from __future__ import annotations

import hashlib

from tweetnacl.pynacl._support import require_sized_bytes

crypto_hash_BYTES: int = 64
crypto_hash_sha256_BYTES: int = 32
crypto_hash_sha512_BYTES: int = 64


def crypto_hash(message: bytes) -> bytes:
    """SHA-512 of message (NaCl's crypto_hash)."""
    return hashlib.sha512(require_sized_bytes(message)).digest()


def crypto_hash_sha256(message: bytes) -> bytes:
    """The 32-byte SHA-256 digest of `message`."""
    return hashlib.sha256(require_sized_bytes(message)).digest()


def crypto_hash_sha512(message: bytes) -> bytes:
    """The 64-byte SHA-512 digest of `message`."""
    return hashlib.sha512(require_sized_bytes(message)).digest()
