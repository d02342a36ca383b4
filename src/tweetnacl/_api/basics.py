"""The API layer's shared pieces: argument lengths, the KeyPair type and `verify` (constant-time equality).
"""

from __future__ import annotations

import hmac
from typing import Any, NamedTuple

from tweetnacl._check import as_bytes


KEY_LENGTH = 32
NONCE_LENGTH = 24
TAG_LENGTH = 16
SCALAR_LENGTH = 32
SIGNATURE_LENGTH = 64
SIGN_SECRET_KEY_LENGTH = 64
SIGN_SEED_LENGTH = 32
"""An Ed25519 secret key is its 32-byte seed followed by its 32-byte public key."""
HASH_LENGTH = 64


class KeyPair(NamedTuple):
    """A public key and its secret key, as returned by every `keypair` call."""

    public_key: bytes
    secret_key: bytes


def verify(x: Any, y: Any) -> bool:
    """Compare two byte strings in constant time.

    :param x: bytes-like, any length.
    :param y: bytes-like, any length.
    :returns: `True` if they are equal and not empty; `False` if they differ, if either is empty, or if their lengths
        differ (lengths are public: only the contents are compared in constant time).
    :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
    """
    xb = as_bytes(x, "x")
    yb = as_bytes(y, "y")
    if len(xb) == 0 or len(xb) != len(yb):  # lengths are public
        return False
    return hmac.compare_digest(xb, yb)
