"""`ed2curve`: Ed25519 -> X25519 key conversion (libsodium's crypto_sign_ed25519_*_to_curve25519).

The secret-key conversion is SHA-512 of the seed, clamped: no branch on the key.
"""

from __future__ import annotations

from typing import Optional

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length
from tweetnacl._api.basics import (
    PUBLIC_KEY_LENGTH, SCALAR_LENGTH, SIGN_SECRET_KEY_LENGTH, SIGN_SEED_LENGTH, Bound, KeyPair, public_api,
)


@public_api
class Ed2Curve(Bound):
    """Convert Ed25519 signing keys to X25519 box keys, byte-compatible with libsodium and ed2curve-js."""

    __slots__ = ()

    def convert_public_key(self, public_key: Buffer) -> Optional[bytes]:
        """The X25519 public key of an Ed25519 public key: u = (1 + y) / (1 - y).

        :param public_key: 32 bytes, an Ed25519 public key.
        :returns: the 32-byte X25519 public key, or `None` where libsodium fails too: not a point of the curve, a
            non-canonical y (y ≥ p), a small-order point, or a point outside the prime-order subgroup.
        :raises TypeError: `public_key` is not bytes-like (`public_key must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        return self._core.ed25519_pk_to_curve25519(as_bytes_of_length(public_key, "public_key", PUBLIC_KEY_LENGTH))

    def convert_secret_key(self, secret_key: Buffer) -> bytes:
        """The X25519 secret key of an Ed25519 secret key: the clamped first half of SHA-512(seed).

        :param secret_key: the 64-byte signing secret key, or its 32-byte seed.
        :returns: the 32-byte X25519 secret key, the very scalar Ed25519 signs with: as secret as the signing key.
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` is neither 32 nor 64 bytes long (`secret_key must be 32 or 64 bytes, got 31`).
        """
        sk = as_bytes(secret_key, "secret_key")
        if len(sk) not in (SIGN_SEED_LENGTH, SIGN_SECRET_KEY_LENGTH):
            raise ValueError(f"secret_key must be 32 or 64 bytes, got {len(sk)}")
        scalar = bytearray(self._core.crypto_hash(sk[:SIGN_SEED_LENGTH])[:SCALAR_LENGTH])
        # RFC 7748 section 5 clamping, at fixed positions (no secret-dependent index).
        scalar[0] &= 248
        scalar[31] &= 127
        scalar[31] |= 64
        return bytes(scalar)

    def convert_keypair(self, keypair: tuple[Buffer, Buffer]) -> Optional[KeyPair]:
        """The X25519 key pair of an Ed25519 key pair.

        :param keypair: a `KeyPair` (or any 2-tuple) of an Ed25519 public key and its 64-byte secret key or 32-byte seed.
        :returns: a `KeyPair` of X25519 keys, or `None` if the public key does not convert (see `convert_public_key`).
        :raises TypeError: `keypair` is not a 2-tuple (`keypair must be a KeyPair (public_key, secret_key), not str`), or
            one of its keys is not bytes-like.
        :raises ValueError: the public key is not 32 bytes, or the secret key neither 32 nor 64 bytes.
        """
        if not isinstance(keypair, tuple) or len(keypair) != 2:
            raise TypeError(f"keypair must be a KeyPair (public_key, secret_key), not {type(keypair).__name__}")
        public_key, secret_key = keypair
        secret = self.convert_secret_key(secret_key)
        public = self.convert_public_key(public_key)
        return None if public is None else KeyPair(public, secret)
