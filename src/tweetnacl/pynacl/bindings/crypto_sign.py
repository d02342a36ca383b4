"""`nacl.bindings.crypto_sign`: Ed25519 over `tweetnacl.sign`, verified with libsodium's rules.

Signing is `tweetnacl.sign` (deterministic Ed25519: the same bytes as libsodium). Verification
applies libsodium's acceptance rules (`tweetnacl.pynacl._ed25519`), which are stricter than
TweetNaCl's on small-order and non-canonical keys and points, because PyNaCl callers rely on them.
The X25519 conversions are `tweetnacl.ed2curve`, which follows libsodium already.
Ed25519ph (pre-hashed, with its dom2 prefix) cannot be built from `tweetnacl.sign`: unavailable.
"""

from __future__ import annotations

from typing import Tuple

import tweetnacl as _tn
from tweetnacl.pynacl import _ed25519
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import require_bytes, unavailable, unavailable_message

crypto_sign_BYTES: int = 64
crypto_sign_SEEDBYTES: int = 32
crypto_sign_PUBLICKEYBYTES: int = 32
crypto_sign_SECRETKEYBYTES: int = 64

crypto_sign_curve25519_BYTES: int = 32

crypto_sign_ed25519ph_STATEBYTES: int = 208


def crypto_sign_keypair() -> Tuple[bytes, bytes]:
    """A random (public_key, secret_key) pair; secret_key = seed || public_key."""
    keypair = _tn.sign.keypair()
    return (keypair.public_key, keypair.secret_key)


def crypto_sign_seed_keypair(seed: bytes) -> Tuple[bytes, bytes]:
    """(public_key, secret_key) derived from a 32-byte seed (RFC 8032 5.1.5)."""
    if len(seed) != crypto_sign_SEEDBYTES:
        raise exc.ValueError("Invalid seed")
    keypair = _tn.sign.keypair.from_seed(require_bytes(seed))
    return (keypair.public_key, keypair.secret_key)


def crypto_sign(message: bytes, sk: bytes) -> bytes:
    """signature (64) || message."""
    return _tn.sign(require_bytes(message), require_bytes(sk))


def crypto_sign_open(signed: bytes, pk: bytes) -> bytes:
    """The message of signature || message if it verifies under pk, else BadSignatureError."""
    require_bytes(signed)
    require_bytes(pk)
    if len(pk) != crypto_sign_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid public key")
    message = signed[crypto_sign_BYTES:]
    if len(signed) < crypto_sign_BYTES or not _ed25519.verify_detached_vartime(
        signed[:crypto_sign_BYTES], message, pk
    ):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return message


def crypto_sign_ed25519_pk_to_curve25519(public_key_bytes: bytes) -> bytes:
    """The X25519 public key of an Ed25519 public key; RuntimeError where libsodium refuses it."""
    if len(public_key_bytes) != crypto_sign_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid curve public key")
    converted = _tn.ed2curve.convert_public_key(require_bytes(public_key_bytes))
    if converted is None:
        raise exc.RuntimeError("Unexpected library error")
    return converted


def crypto_sign_ed25519_sk_to_curve25519(secret_key_bytes: bytes) -> bytes:
    """The X25519 secret key of an Ed25519 secret key: clamped SHA-512(seed)[:32]."""
    if len(secret_key_bytes) != crypto_sign_SECRETKEYBYTES:
        raise exc.ValueError("Invalid curve secret key")
    return _tn.ed2curve.convert_secret_key(require_bytes(secret_key_bytes))


def crypto_sign_ed25519_sk_to_pk(secret_key_bytes: bytes) -> bytes:
    if len(secret_key_bytes) != crypto_sign_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")
    return secret_key_bytes[crypto_sign_SEEDBYTES:]


def crypto_sign_ed25519_sk_to_seed(secret_key_bytes: bytes) -> bytes:
    if len(secret_key_bytes) != crypto_sign_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")
    return secret_key_bytes[:crypto_sign_SEEDBYTES]


_ED25519PH = "Ed25519ph (pre-hashed Ed25519 with its dom2 prefix)"


class crypto_sign_ed25519ph_state:
    """Unavailable: creating one raises UnavailableError."""

    __slots__ = ["state"]

    def __init__(self) -> None:
        raise exc.UnavailableError(unavailable_message(_ED25519PH))


crypto_sign_ed25519ph_update = unavailable("crypto_sign_ed25519ph_update", _ED25519PH)
crypto_sign_ed25519ph_final_create = unavailable("crypto_sign_ed25519ph_final_create", _ED25519PH)
crypto_sign_ed25519ph_final_verify = unavailable("crypto_sign_ed25519ph_final_verify", _ED25519PH)

