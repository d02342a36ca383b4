"""`nacl.signing`: Ed25519 `SigningKey` / `VerifyKey`, and their X25519 conversions."""

from __future__ import annotations

from typing import Optional

from tweetnacl.pynacl import bindings, encoding
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._bases import BytesEquality, DecodedKey, decode_sized
from tweetnacl.pynacl.public import PrivateKey as _Curve25519_PrivateKey
from tweetnacl.pynacl.public import PublicKey as _Curve25519_PublicKey
from tweetnacl.pynacl.utils import StringFixer, random


class SignedMessage(bytes):
    """signature || message (as encoded by the encoder), with `.signature` and `.message`."""

    _signature: bytes
    _message: bytes

    @classmethod
    def _from_parts(cls, signature: bytes, message: bytes, combined: bytes) -> "SignedMessage":
        signed = cls(combined)
        signed._signature = signature
        signed._message = message
        return signed

    @property
    def signature(self) -> bytes:
        """The 64-byte signature (encoded)."""
        return self._signature

    @property
    def message(self) -> bytes:
        """The message (encoded)."""
        return self._message


class VerifyKey(encoding.Encodable, StringFixer, DecodedKey, BytesEquality):
    """A 32-byte Ed25519 public key.

    Verification follows libsodium: besides the signature equation it rejects S >= L, a
    non-canonical or small-order key and a small-order R.
    """

    _key_size = bindings.crypto_sign_PUBLICKEYBYTES
    _key_type_message = "VerifyKey must be created from 32 bytes"

    def verify(
        self,
        smessage: bytes,
        signature: Optional[bytes] = None,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> bytes:
        """The message if the signature verifies, else BadSignatureError.

        `smessage` is signature || message, or the message alone with a detached `signature`.
        The encoder decodes `smessage` only (a detached signature is taken raw, as in PyNaCl).
        """
        if signature is not None:
            if not isinstance(signature, bytes):
                raise exc.TypeError(
                    "Verification signature must be created from "
                    f"{bindings.crypto_sign_BYTES} bytes"
                )
            if len(signature) != bindings.crypto_sign_BYTES:
                raise exc.ValueError(
                    f"The signature must be exactly {bindings.crypto_sign_BYTES} bytes long"
                )
            smessage = signature + encoder.decode(smessage)
        else:
            smessage = encoder.decode(smessage)
        return bindings.crypto_sign_open(smessage, self._key)

    def to_curve25519_public_key(self) -> _Curve25519_PublicKey:
        """The X25519 PublicKey of this key (RuntimeError where libsodium refuses the key)."""
        raw_public_key = bindings.crypto_sign_ed25519_pk_to_curve25519(self._key)
        return _Curve25519_PublicKey(raw_public_key)


class SigningKey(encoding.Encodable, StringFixer, BytesEquality):
    """An Ed25519 signing key made from a 32-byte seed; `verify_key` is its public half."""

    def __init__(self, seed: bytes, encoder: encoding.Encoder = encoding.RawEncoder):
        seed = decode_sized(
            seed,
            encoder,
            bindings.crypto_sign_SEEDBYTES,
            type_message="SigningKey must be created from a 32 byte seed",
            name="seed",
        )
        public_key, secret_key = bindings.crypto_sign_seed_keypair(seed)
        self._seed = seed
        self._signing_key = secret_key
        self.verify_key = VerifyKey(public_key)

    def __bytes__(self) -> bytes:
        return self._seed

    @classmethod
    def generate(cls) -> "SigningKey":
        """A random key (from tweetnacl.random_bytes)."""
        return cls(random(bindings.crypto_sign_SEEDBYTES), encoder=encoding.RawEncoder)

    def sign(
        self, message: bytes, encoder: encoding.Encoder = encoding.RawEncoder
    ) -> SignedMessage:
        """signature || message, each part also available encoded on the result."""
        raw_signed = bindings.crypto_sign(message, self._signing_key)
        signature_size = bindings.crypto_sign_BYTES
        return SignedMessage._from_parts(
            encoder.encode(raw_signed[:signature_size]),
            encoder.encode(raw_signed[signature_size:]),
            encoder.encode(raw_signed),
        )

    def to_curve25519_private_key(self) -> _Curve25519_PrivateKey:
        """The X25519 PrivateKey of this key (clamped SHA-512 of the seed, as libsodium)."""
        raw_private = bindings.crypto_sign_ed25519_sk_to_curve25519(self._signing_key)
        return _Curve25519_PrivateKey(raw_private)
