"""`nacl.bindings.crypto_secretbox`: XSalsa20-Poly1305 over `tweetnacl.secretbox`.

The NaCl-style `crypto_secretbox` / `_open` take and return unpadded data in PyNaCl (it adds and
strips the ZEROBYTES itself), so they produce the same bytes as the `_easy` forms.
"""

from __future__ import annotations

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import concatenated, require_bytes

crypto_secretbox_KEYBYTES: int = 32
crypto_secretbox_NONCEBYTES: int = 24
crypto_secretbox_ZEROBYTES: int = 32
crypto_secretbox_BOXZEROBYTES: int = 16
crypto_secretbox_MACBYTES: int = 16
crypto_secretbox_MESSAGEBYTES_MAX: int = 18446744073709551599


def _check_nonce_and_key(nonce: bytes, key: bytes) -> None:
    if len(key) != crypto_secretbox_KEYBYTES:
        raise exc.ValueError("Invalid key")
    if len(nonce) != crypto_secretbox_NONCEBYTES:
        raise exc.ValueError("Invalid nonce")


def _seal(message: bytes, nonce: bytes, key: bytes) -> bytes:
    return _tn.secretbox(require_bytes(message), require_bytes(nonce), require_bytes(key))


def _open(ciphertext: bytes, nonce: bytes, key: bytes) -> bytes:
    plaintext = _tn.secretbox.open(
        require_bytes(ciphertext), require_bytes(nonce), require_bytes(key)
    )
    if plaintext is None:
        raise exc.CryptoError("Decryption failed. Ciphertext failed verification")
    return plaintext


def crypto_secretbox(message: bytes, nonce: bytes, key: bytes) -> bytes:
    """tag (16) || ciphertext of `message` (bytes-like, as in PyNaCl) under `key` and the 24-byte `nonce`."""
    _check_nonce_and_key(nonce, key)
    return _seal(concatenated(message), nonce, key)


def crypto_secretbox_open(ciphertext: bytes, nonce: bytes, key: bytes) -> bytes:
    """Inverse of crypto_secretbox (bytes-like ciphertext); CryptoError if it does not verify."""
    _check_nonce_and_key(nonce, key)
    return _open(concatenated(ciphertext), nonce, key)


def crypto_secretbox_easy(message: bytes, nonce: bytes, key: bytes) -> bytes:
    """tag (16) || ciphertext of `message` under `key` and the 24-byte `nonce`."""
    _check_nonce_and_key(nonce, key)
    return _seal(message, nonce, key)


def crypto_secretbox_open_easy(ciphertext: bytes, nonce: bytes, key: bytes) -> bytes:
    """Inverse of crypto_secretbox_easy; TypeError if shorter than the tag, CryptoError if forged."""
    _check_nonce_and_key(nonce, key)
    if len(ciphertext) < crypto_secretbox_MACBYTES:
        raise exc.TypeError(
            f"Input ciphertext must be at least {crypto_secretbox_MACBYTES} long"
        )
    return _open(ciphertext, nonce, key)
