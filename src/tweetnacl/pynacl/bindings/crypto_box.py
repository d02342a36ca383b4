"""`nacl.bindings.crypto_box`: X25519-XSalsa20-Poly1305 and libsodium's sealed boxes.

Built on `tweetnacl.box.after` / `box.open.after` and `tweetnacl.box.seal`. The shared key comes from the API
layer's `shared_key_or_none` (over the fast core) rather than from `tweetnacl.box.before`, because libsodium refuses
an all-zero X25519 result (a small-order public key) and PyNaCl callers see that refusal as an exception;
TweetNaCl's own API does not refuse. The sealed box is `tweetnacl.box.seal`'s, with PyNaCl's checks and exceptions.
"""

from __future__ import annotations

import builtins
import hashlib
from typing import Optional, Tuple

import tweetnacl as _tn
from tweetnacl._api.box import shared_key_or_none
from tweetnacl.fast import core as _fast_core
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import concatenated, require_bytes
from tweetnacl.pynacl.exceptions import ensure

__all__ = ["crypto_box_keypair", "crypto_box"]

crypto_box_SECRETKEYBYTES: int = 32
crypto_box_PUBLICKEYBYTES: int = 32
crypto_box_SEEDBYTES: int = 32
crypto_box_NONCEBYTES: int = 24
crypto_box_ZEROBYTES: int = 32
crypto_box_BOXZEROBYTES: int = 16
crypto_box_BEFORENMBYTES: int = 32
crypto_box_SEALBYTES: int = 48
crypto_box_MACBYTES: int = 16


def _shared_key(pk: bytes, sk: bytes) -> Optional[bytes]:
    """crypto_box_beforenm, None where libsodium fails (lengths already checked by the caller)."""
    return shared_key_or_none(_fast_core, require_bytes(pk), require_bytes(sk))


def _check_nonce_pk_sk(nonce: bytes, pk: bytes, sk: bytes) -> None:
    if len(nonce) != crypto_box_NONCEBYTES:
        raise exc.ValueError("Invalid nonce size")
    if len(pk) != crypto_box_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid public key")
    if len(sk) != crypto_box_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")


def _check_nonce_k(nonce: bytes, k: bytes) -> None:
    if len(nonce) != crypto_box_NONCEBYTES:
        raise exc.ValueError("Invalid nonce")
    if len(k) != crypto_box_BEFORENMBYTES:
        raise exc.ValueError("Invalid shared key")


def _check_ciphertext_length(ciphertext: bytes, minimum: int) -> None:
    ensure(
        len(ciphertext) >= minimum,
        f"Input ciphertext must be at least {minimum} long",
        raising=exc.TypeError,
    )


def _encrypt(message: bytes, nonce: bytes, k: Optional[bytes]) -> bytes:
    if k is None:
        raise exc.RuntimeError("Unexpected library error")
    return _tn.box.after(require_bytes(message), require_bytes(nonce), k)


def _decrypt(ciphertext: bytes, nonce: bytes, k: Optional[bytes]) -> bytes:
    plaintext = None
    if k is not None:
        plaintext = _tn.box.open.after(require_bytes(ciphertext), require_bytes(nonce), k)
    if plaintext is None:
        raise exc.CryptoError("An error occurred trying to decrypt the message")
    return plaintext


def crypto_box_keypair() -> Tuple[bytes, bytes]:
    """A random (public_key, secret_key) pair."""
    keypair = _tn.box.keypair()
    return (keypair.public_key, keypair.secret_key)


def crypto_box_seed_keypair(seed: bytes) -> Tuple[bytes, bytes]:
    """(public_key, secret_key) with secret_key = SHA-512(seed)[:32], as libsodium derives it."""
    ensure(isinstance(seed, bytes), "seed must be bytes", raising=builtins.TypeError)
    if len(seed) != crypto_box_SEEDBYTES:
        raise exc.ValueError("Invalid seed")
    secret_key = hashlib.sha512(seed).digest()[:crypto_box_SECRETKEYBYTES]
    return (_tn.scalarmult.base(secret_key), secret_key)


def crypto_box(message: bytes, nonce: bytes, pk: bytes, sk: bytes) -> bytes:
    """tag (16) || ciphertext of `message` (bytes-like) from `sk` to `pk` (unpadded, as PyNaCl returns it)."""
    _check_nonce_pk_sk(nonce, pk, sk)
    return _encrypt(concatenated(message), nonce, _shared_key(pk, sk))


def crypto_box_open(ciphertext: bytes, nonce: bytes, pk: bytes, sk: bytes) -> bytes:
    """Inverse of crypto_box (bytes-like ciphertext); CryptoError if it does not verify."""
    _check_nonce_pk_sk(nonce, pk, sk)
    return _decrypt(concatenated(ciphertext), nonce, _shared_key(pk, sk))


def crypto_box_beforenm(pk: bytes, sk: bytes) -> bytes:
    """The 32-byte shared key; RuntimeError for a public key of small order."""
    if len(pk) != crypto_box_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid public key")
    if len(sk) != crypto_box_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")
    k = _shared_key(pk, sk)
    if k is None:
        raise exc.RuntimeError("Unexpected library error")
    return k


def crypto_box_afternm(message: bytes, nonce: bytes, k: bytes) -> bytes:
    """crypto_box with a shared key `k` from crypto_box_beforenm: tag (16) || ciphertext, unpadded."""
    _check_nonce_k(nonce, k)
    return _encrypt(concatenated(message), nonce, require_bytes(k))


def crypto_box_open_afternm(ciphertext: bytes, nonce: bytes, k: bytes) -> bytes:
    """Inverse of crypto_box_afternm; CryptoError if it does not verify."""
    _check_nonce_k(nonce, k)
    return _decrypt(concatenated(ciphertext), nonce, require_bytes(k))


def crypto_box_easy(message: bytes, nonce: bytes, pk: bytes, sk: bytes) -> bytes:
    """libsodium's crypto_box_easy: tag (16) || ciphertext of `message` from `sk` to `pk`."""
    _check_nonce_pk_sk(nonce, pk, sk)
    return _encrypt(message, nonce, _shared_key(pk, sk))


def crypto_box_open_easy(ciphertext: bytes, nonce: bytes, pk: bytes, sk: bytes) -> bytes:
    """Inverse of crypto_box_easy; CryptoError if it does not verify, TypeError if shorter than the tag."""
    _check_nonce_pk_sk(nonce, pk, sk)
    _check_ciphertext_length(ciphertext, crypto_box_MACBYTES)
    return _decrypt(ciphertext, nonce, _shared_key(pk, sk))


def crypto_box_easy_afternm(message: bytes, nonce: bytes, k: bytes) -> bytes:
    """crypto_box_easy with a shared key `k` from crypto_box_beforenm."""
    _check_nonce_k(nonce, k)
    return _encrypt(message, nonce, require_bytes(k))


def crypto_box_open_easy_afternm(ciphertext: bytes, nonce: bytes, k: bytes) -> bytes:
    """Inverse of crypto_box_easy_afternm; CryptoError if it does not verify, TypeError if shorter than the tag."""
    _check_nonce_k(nonce, k)
    _check_ciphertext_length(ciphertext, crypto_box_MACBYTES)
    return _decrypt(ciphertext, nonce, require_bytes(k))


def crypto_box_seal(message: bytes, pk: bytes) -> bytes:
    """ephemeral_pk (32) || box of `message` to `pk` from a fresh ephemeral key (libsodium's seal)."""
    ensure(isinstance(message, bytes), "input message must be bytes", raising=builtins.TypeError)
    ensure(isinstance(pk, bytes), "public key must be bytes", raising=builtins.TypeError)
    if len(pk) != crypto_box_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid public key")
    try:
        return _tn.box.seal(message, pk)
    except builtins.ValueError:  # its one ValueError left: a low-order public key (the length is checked above)
        raise exc.RuntimeError("Unexpected library error") from None


def crypto_box_seal_open(ciphertext: bytes, pk: bytes, sk: bytes) -> bytes:
    """Open a sealed box with the recipient's key pair; CryptoError if it does not verify."""
    ensure(
        isinstance(ciphertext, bytes), "input ciphertext must be bytes", raising=builtins.TypeError
    )
    ensure(isinstance(pk, bytes), "public key must be bytes", raising=builtins.TypeError)
    ensure(isinstance(sk, bytes), "secret key must be bytes", raising=builtins.TypeError)
    if len(pk) != crypto_box_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid public key")
    if len(sk) != crypto_box_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")
    _check_ciphertext_length(ciphertext, crypto_box_SEALBYTES)
    plaintext = _tn.box.seal.open(ciphertext, pk, sk)
    if plaintext is None:
        raise exc.CryptoError("An error occurred trying to decrypt the message")
    return plaintext
