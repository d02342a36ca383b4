"""`sign`: Ed25519 signatures (RFC 8032) with TweetNaCl's API (attached and detached), over the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length
from tweetnacl._interface import Core
from tweetnacl._random import random_bytes
from tweetnacl._api.basics import SIGNATURE_LENGTH, SIGN_SECRET_KEY_LENGTH, Bound, KeyPair, public_api


@public_api
class SignKeyPair(Bound):
    """`sign.keypair()`: Ed25519 key pairs; a secret key is the 32-byte seed followed by the public key."""

    __slots__ = ()

    def __call__(self) -> KeyPair:
        """Make a fresh Ed25519 key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 32-byte public key and a 64-byte secret key (seed, then public key).
        """
        return KeyPair(*self._core.crypto_sign_seed_keypair(random_bytes(32)))

    def from_seed(self, seed: Buffer) -> KeyPair:
        """The Ed25519 key pair of a 32-byte seed (RFC 8032's private key).

        :param seed: 32 bytes, secret.
        :returns: a `KeyPair` of the 32-byte public key and the 64-byte secret key `seed + public_key`.
        :raises TypeError: `seed` is not bytes-like (`seed must be bytes-like, not str`).
        :raises ValueError: `seed` has the wrong length (`seed must be 32 bytes, got 31`).
        """
        return KeyPair(*self._core.crypto_sign_seed_keypair(as_bytes_of_length(seed, "seed", 32)))

    def from_secret_key(self, secret_key: Buffer) -> KeyPair:
        """The key pair of a 64-byte Ed25519 secret key, as TweetNaCl.js: nothing is computed.

        :param secret_key: 64 bytes, seed then public key.
        :returns: a `KeyPair` whose public key is the last 32 bytes of `secret_key`; the key is not checked.
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`).
        """
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return KeyPair(sk[32:], sk)


@public_api
class SignDetached(Bound):
    """`sign.detached(message, secret_key)`: Ed25519 signatures apart from their message."""

    __slots__ = ()

    def __call__(self, message: Buffer, secret_key: Buffer) -> bytes:
        """Sign `message` and return the signature alone.

        :param message: bytes-like, any length (empty too).
        :param secret_key: 64 bytes, from `sign.keypair`.
        :returns: the 64-byte signature (R, then S).
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`).
        """
        return self._core.crypto_sign_detached(
            as_bytes(message, "message"),
            as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH),
        )

    def verify(self, message: Buffer, signature: Buffer, public_key: Buffer) -> bool:
        """Check a detached signature of `message`.

        Signatures with S not below the group order L are rejected, as RFC 8032 and libsodium do.

        :param message: bytes-like, any length.
        :param signature: 64 bytes.
        :param public_key: 32 bytes, the signer's public key.
        :returns: `True` if the signature is valid, `False` otherwise (forged, altered, S ≥ L).
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `signature` or `public_key` has the wrong length (`signature must be 64 bytes, got 63`).
        """
        return self._core.crypto_sign_verify_detached(
            as_bytes_of_length(signature, "signature", SIGNATURE_LENGTH),
            as_bytes(message, "message"),
            as_bytes_of_length(public_key, "public_key", 32),
        )


def open_signed(core: Core, sm: bytes, pk: bytes) -> Optional[bytes]:
    """The message of signature || message, or None if `sm` is shorter than a signature or does not verify
    (`sign.open` and `lowlevel.crypto_sign_open`)."""
    if len(sm) < SIGNATURE_LENGTH:
        return None
    m = sm[SIGNATURE_LENGTH:]
    return m if core.crypto_sign_verify_detached(sm[:SIGNATURE_LENGTH], m, pk) else None


@public_api
class Sign(Bound):
    """`sign(message, secret_key)`: Ed25519 signatures (RFC 8032), signature followed by message."""

    __slots__ = {
        "detached": "`sign.detached(message, secret_key)`, and `sign.detached.verify`.",
        "keypair": "`sign.keypair()`, and `sign.keypair.from_seed`, `sign.keypair.from_secret_key`.",
    }
    if TYPE_CHECKING:
        detached: SignDetached
        keypair: SignKeyPair

    public_key_length = 32
    secret_key_length = SIGN_SECRET_KEY_LENGTH
    seed_length = 32
    signature_length = SIGNATURE_LENGTH

    def __call__(self, message: Buffer, secret_key: Buffer) -> bytes:
        """Sign `message`: the signature followed by the message.

        :param message: bytes-like, any length (empty too).
        :param secret_key: 64 bytes, from `sign.keypair`.
        :returns: the signed message, `64 + len(message)` bytes.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`).
        """
        m = as_bytes(message, "message")
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return self._core.crypto_sign_detached(m, sk) + m

    def open(self, signed_message: Buffer, public_key: Buffer) -> Optional[bytes]:
        """Verify a signed message made by `sign` and return the message.

        :param signed_message: bytes-like, any length.
        :param public_key: 32 bytes, the signer's public key.
        :returns: the message, or `None` if the signature is invalid (forged, altered, S ≥ L) or `signed_message` is shorter
            than 64 bytes.
        :raises TypeError: an argument is not bytes-like (`signed_message must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        sm = as_bytes(signed_message, "signed_message")
        return open_signed(self._core, sm, as_bytes_of_length(public_key, "public_key", 32))
