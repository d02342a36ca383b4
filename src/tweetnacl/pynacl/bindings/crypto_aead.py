"""`nacl.bindings.crypto_aead`: the ChaCha20-Poly1305 AEADs over `tweetnacl.fast.aead.chacha20poly1305`, AEGIS-128L
and AEGIS-256 over `tweetnacl.fast.aead.aegis`, AES-256-GCM over `tweetnacl.fast.aead.aesgcm`.

Argument checks, their order, exception classes and messages are PyNaCl 1.6.2's. AES-256-GCM is always
available (bit-sliced AES, no table: libsodium offers it only on CPUs with AES instructions), so PyNaCl's
first check, UnavailableError without them, never fires; PyNaCl 1.6.2 has no detached AES-256-GCM forms."""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Callable, Optional

from tweetnacl.pynacl import exceptions as exc

if TYPE_CHECKING:
    from tweetnacl.fast.aead import aegis as _aegis
    from tweetnacl.fast.aead import aesgcm as _aesgcm
    from tweetnacl.fast.aead import chacha20poly1305 as _aead
else:  # executed on their first use: `import nacl.secret` reads only this module's constants (see tweetnacl._lazy)
    from tweetnacl._lazy import import_on_first_attribute

    _aegis = import_on_first_attribute("tweetnacl.fast.aead.aegis")
    _aesgcm = import_on_first_attribute("tweetnacl.fast.aead.aesgcm")
    _aead = import_on_first_attribute("tweetnacl.fast.aead.chacha20poly1305")

crypto_aead_chacha20poly1305_ietf_KEYBYTES: int = 32
crypto_aead_chacha20poly1305_ietf_NSECBYTES: int = 0
crypto_aead_chacha20poly1305_ietf_NPUBBYTES: int = 12
crypto_aead_chacha20poly1305_ietf_ABYTES: int = 16
crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX: int = 274877906880
_aead_chacha20poly1305_ietf_CRYPTBYTES_MAX = (
    crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX + crypto_aead_chacha20poly1305_ietf_ABYTES
)

crypto_aead_chacha20poly1305_KEYBYTES: int = 32
crypto_aead_chacha20poly1305_NSECBYTES: int = 0
crypto_aead_chacha20poly1305_NPUBBYTES: int = 8
crypto_aead_chacha20poly1305_ABYTES: int = 16
crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX: int = 18446744073709551599
_aead_chacha20poly1305_CRYPTBYTES_MAX = crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX + crypto_aead_chacha20poly1305_ABYTES

crypto_aead_xchacha20poly1305_ietf_KEYBYTES: int = 32
crypto_aead_xchacha20poly1305_ietf_NSECBYTES: int = 0
crypto_aead_xchacha20poly1305_ietf_NPUBBYTES: int = 24
crypto_aead_xchacha20poly1305_ietf_ABYTES: int = 16
crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX: int = 18446744073709551599
_aead_xchacha20poly1305_ietf_CRYPTBYTES_MAX = (
    crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX + crypto_aead_xchacha20poly1305_ietf_ABYTES
)


def _check_common(aad: Optional[bytes], nonce: bytes, key: bytes, npub_bytes: int, key_bytes: int) -> bytes:
    """PyNaCl's checks after the message's: aad type, then nonce and key (TypeError for a wrong length
    too, as PyNaCl); returns aad as bytes (None and b"" are the same empty additional data)."""
    if not (isinstance(aad, bytes) or aad is None):
        raise exc.TypeError("Additional data must be bytes or None")
    if not (isinstance(nonce, bytes) and len(nonce) == npub_bytes):
        raise exc.TypeError(f"Nonce must be a {npub_bytes} bytes long bytes sequence")
    if not (isinstance(key, bytes) and len(key) == key_bytes):
        raise exc.TypeError(f"Key must be a {key_bytes} bytes long bytes sequence")
    return aad or b""


def _encrypt(
    seal: Callable[[bytes, bytes, bytes, bytes], bytes],
    message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes,
    message_max: int, npub_bytes: int, key_bytes: int,
) -> bytes:
    if not isinstance(message, bytes):
        raise exc.TypeError("Input message type must be bytes")
    if len(message) > message_max:
        raise exc.ValueError(f"Message must be at most {message_max} bytes long")
    ad = _check_common(aad, nonce, key, npub_bytes, key_bytes)
    return seal(message, ad, nonce, key)


def _decrypt(
    open_: Callable[[bytes, bytes, bytes, bytes], Optional[bytes]],
    ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes,
    cipher_max: int, npub_bytes: int, key_bytes: int, abytes: int,
) -> bytes:
    if not isinstance(ciphertext, bytes):
        raise exc.TypeError("Input ciphertext type must be bytes")
    if len(ciphertext) > cipher_max:
        raise exc.ValueError(f"Ciphertext must be at most {cipher_max} bytes long")
    ad = _check_common(aad, nonce, key, npub_bytes, key_bytes)
    if len(ciphertext) < abytes:
        # PyNaCl allocates a buffer of len(ciphertext) - ABYTES bytes before calling libsodium.
        raise builtins.ValueError("negative array length")
    message = open_(ciphertext, ad, nonce, key)
    if message is None:
        raise exc.CryptoError("Decryption failed.")
    return message


def crypto_aead_chacha20poly1305_ietf_encrypt(
    message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes
) -> bytes:
    """Encrypt `message` with ChaCha20-Poly1305 as in RFC 8439 (12-byte nonce): ciphertext || tag."""
    return _encrypt(
        _aead.crypto_aead_chacha20poly1305_ietf_encrypt, message, aad, nonce, key,
        crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX,
        crypto_aead_chacha20poly1305_ietf_NPUBBYTES, crypto_aead_chacha20poly1305_ietf_KEYBYTES,
    )


def crypto_aead_chacha20poly1305_ietf_decrypt(
    ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes
) -> bytes:
    """Inverse of crypto_aead_chacha20poly1305_ietf_encrypt; CryptoError if it does not verify."""
    return _decrypt(
        _aead.crypto_aead_chacha20poly1305_ietf_decrypt, ciphertext, aad, nonce, key,
        _aead_chacha20poly1305_ietf_CRYPTBYTES_MAX, crypto_aead_chacha20poly1305_ietf_NPUBBYTES,
        crypto_aead_chacha20poly1305_ietf_KEYBYTES, crypto_aead_chacha20poly1305_ietf_ABYTES,
    )


def crypto_aead_chacha20poly1305_encrypt(
    message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes
) -> bytes:
    """Encrypt `message` with the original ChaCha20-Poly1305 (8-byte nonce): ciphertext || tag."""
    return _encrypt(
        _aead.crypto_aead_chacha20poly1305_encrypt, message, aad, nonce, key,
        crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX,
        crypto_aead_chacha20poly1305_NPUBBYTES, crypto_aead_chacha20poly1305_KEYBYTES,
    )


def crypto_aead_chacha20poly1305_decrypt(
    ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes
) -> bytes:
    """Inverse of crypto_aead_chacha20poly1305_encrypt; CryptoError if it does not verify."""
    return _decrypt(
        _aead.crypto_aead_chacha20poly1305_decrypt, ciphertext, aad, nonce, key,
        _aead_chacha20poly1305_CRYPTBYTES_MAX, crypto_aead_chacha20poly1305_NPUBBYTES,
        crypto_aead_chacha20poly1305_KEYBYTES, crypto_aead_chacha20poly1305_ABYTES,
    )


def crypto_aead_xchacha20poly1305_ietf_encrypt(
    message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes
) -> bytes:
    """Encrypt `message` with XChaCha20-Poly1305 (24-byte nonce): ciphertext || tag."""
    return _encrypt(
        _aead.crypto_aead_xchacha20poly1305_ietf_encrypt, message, aad, nonce, key,
        crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX,
        crypto_aead_xchacha20poly1305_ietf_NPUBBYTES, crypto_aead_xchacha20poly1305_ietf_KEYBYTES,
    )


def crypto_aead_xchacha20poly1305_ietf_decrypt(
    ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes
) -> bytes:
    """Inverse of crypto_aead_xchacha20poly1305_ietf_encrypt; CryptoError if it does not verify."""
    return _decrypt(
        _aead.crypto_aead_xchacha20poly1305_ietf_decrypt, ciphertext, aad, nonce, key,
        _aead_xchacha20poly1305_ietf_CRYPTBYTES_MAX, crypto_aead_xchacha20poly1305_ietf_NPUBBYTES,
        crypto_aead_xchacha20poly1305_ietf_KEYBYTES, crypto_aead_xchacha20poly1305_ietf_ABYTES,
    )


# --- AEGIS-128L, AEGIS-256 (over tweetnacl.fast.aead.aegis) and AES-256-GCM (over tweetnacl.fast.aead.aesgcm) ---

crypto_aead_aegis256_KEYBYTES: int = 32
crypto_aead_aegis256_NSECBYTES: int = 0
crypto_aead_aegis256_NPUBBYTES: int = 32
crypto_aead_aegis256_ABYTES: int = 32
crypto_aead_aegis256_MESSAGEBYTES_MAX: int = 2305843009213693951

crypto_aead_aegis128l_KEYBYTES: int = 16
crypto_aead_aegis128l_NSECBYTES: int = 0
crypto_aead_aegis128l_NPUBBYTES: int = 16
crypto_aead_aegis128l_ABYTES: int = 32
crypto_aead_aegis128l_MESSAGEBYTES_MAX: int = 2305843009213693951

crypto_aead_aes256gcm_KEYBYTES: int = 32
crypto_aead_aes256gcm_NSECBYTES: int = 0
crypto_aead_aes256gcm_NPUBBYTES: int = 12
crypto_aead_aes256gcm_ABYTES: int = 16
crypto_aead_aes256gcm_MESSAGEBYTES_MAX: int = 68719476704

# PyNaCl 1.6.2 assigns its _aead_aegis256_CRYPTBYTES_MAX three times (for AEGIS-256, AEGIS-128L, then
# AES-256-GCM) and checks both AEGIS decryptions against the last value: the same limit here.
_aead_aegis_CRYPTBYTES_MAX = crypto_aead_aes256gcm_MESSAGEBYTES_MAX + crypto_aead_aes256gcm_ABYTES


def crypto_aead_aegis256_encrypt(message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> bytes:
    """Encrypt `message` with AEGIS-256 (32-byte nonce and key): ciphertext || 32-byte tag."""
    return _encrypt(
        _aegis.aegis256_encrypt, message, aad, nonce, key,
        crypto_aead_aegis256_MESSAGEBYTES_MAX, crypto_aead_aegis256_NPUBBYTES, crypto_aead_aegis256_KEYBYTES,
    )


def crypto_aead_aegis256_decrypt(ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> bytes:
    """Inverse of crypto_aead_aegis256_encrypt; CryptoError if it does not verify."""
    return _decrypt(
        _aegis.aegis256_decrypt, ciphertext, aad, nonce, key, _aead_aegis_CRYPTBYTES_MAX,
        crypto_aead_aegis256_NPUBBYTES, crypto_aead_aegis256_KEYBYTES, crypto_aead_aegis256_ABYTES,
    )


def crypto_aead_aegis128l_encrypt(message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> bytes:
    """Encrypt `message` with AEGIS-128L (16-byte nonce and key): ciphertext || 32-byte tag."""
    return _encrypt(
        _aegis.aegis128l_encrypt, message, aad, nonce, key,
        crypto_aead_aegis128l_MESSAGEBYTES_MAX, crypto_aead_aegis128l_NPUBBYTES, crypto_aead_aegis128l_KEYBYTES,
    )


def crypto_aead_aegis128l_decrypt(ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> bytes:
    """Inverse of crypto_aead_aegis128l_encrypt; CryptoError if it does not verify."""
    return _decrypt(
        _aegis.aegis128l_decrypt, ciphertext, aad, nonce, key, _aead_aegis_CRYPTBYTES_MAX,
        crypto_aead_aegis128l_NPUBBYTES, crypto_aead_aegis128l_KEYBYTES, crypto_aead_aegis128l_ABYTES,
    )


def crypto_aead_aes256gcm_is_available() -> bool:
    """True: AES-256-GCM needs no AES instructions here (libsodium's answers 1 only on CPUs that have them)."""
    return True


def crypto_aead_aes256gcm_encrypt(message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> bytes:
    """Encrypt `message` with AES-256-GCM (12-byte nonce, 32-byte key): ciphertext || 16-byte tag."""
    return _encrypt(
        _aesgcm.aes256gcm_encrypt, message, aad, nonce, key,
        crypto_aead_aes256gcm_MESSAGEBYTES_MAX, crypto_aead_aes256gcm_NPUBBYTES, crypto_aead_aes256gcm_KEYBYTES,
    )


def crypto_aead_aes256gcm_decrypt(ciphertext: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> bytes:
    """Inverse of crypto_aead_aes256gcm_encrypt; CryptoError if it does not verify. PyNaCl 1.6.2 checks the
    ciphertext against the same limit as the AEGIS decryptions (see `_aead_aegis_CRYPTBYTES_MAX`)."""
    return _decrypt(
        _aesgcm.aes256gcm_decrypt, ciphertext, aad, nonce, key, _aead_aegis_CRYPTBYTES_MAX,
        crypto_aead_aes256gcm_NPUBBYTES, crypto_aead_aes256gcm_KEYBYTES, crypto_aead_aes256gcm_ABYTES,
    )
