"""SHA-512 (FIPS 180-4) and constant-time comparison from the standard library's `hashlib` and `hmac`: C speed.

A module of its own, which the fast core imports on the first call of one of its functions (`fast.core.SOURCES`), so
that `import tweetnacl` does not load OpenSSL's libcrypto under `hashlib` (docs/performance.md, "Import time"), and
later calls cost what a plain function costs. SHA-512 from hashlib is faster than libsodium's as called from Python.
"""

from __future__ import annotations

import hashlib
import hmac

__all__ = ["crypto_hash", "crypto_verify_16", "crypto_verify_32"]


def crypto_hash(m: bytes) -> bytes:
    """The 64-byte SHA-512 of m (NaCl's crypto_hash)."""
    return hashlib.sha512(m).digest()


def crypto_verify_16(x: bytes, y: bytes) -> bool:
    """x == y in time independent of their contents (hmac.compare_digest)."""
    return hmac.compare_digest(x, y)


def crypto_verify_32(x: bytes, y: bytes) -> bool:
    """x == y in time independent of their contents (hmac.compare_digest, constant time for any equal length)."""
    return hmac.compare_digest(x, y)
