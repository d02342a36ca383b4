"""`nacl.bindings.crypto_aead`: the ChaCha20-Poly1305 AEADs over `tweetnacl.fast.aead.chacha20poly1305`, AEGIS-128L
and AEGIS-256 over `tweetnacl.fast.aead.aegis`, AES-256-GCM over `tweetnacl.fast.aead.aesgcm`.

Argument checks, their order, exception classes and messages are PyNaCl 1.6.2's. AES-256-GCM is always
available (bit-sliced AES, no table: libsodium offers it only on CPUs with AES instructions), so PyNaCl's
first check, UnavailableError without them, never fires; PyNaCl 1.6.2 has no detached AES-256-GCM forms."""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Callable, NoReturn, Optional

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes

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


# -- beyond PyNaCl (libsodium 1.0.22): detached forms, keygen, AES-256-GCM with a precomputed context -------------------
# The calling convention of the libsodium-only bindings: bytes arguments only (TypeError otherwise; `ad` may be None,
# the empty additional data), wrong lengths a ValueError naming the argument, a forged ciphertext CryptoError;
# detached results are (c, mac). libsodium's `nsec` (always NULL) is omitted, as in PyNaCl.

crypto_aead_chacha20poly1305_IETF_KEYBYTES: int = crypto_aead_chacha20poly1305_ietf_KEYBYTES
crypto_aead_chacha20poly1305_IETF_NSECBYTES: int = crypto_aead_chacha20poly1305_ietf_NSECBYTES
crypto_aead_chacha20poly1305_IETF_NPUBBYTES: int = crypto_aead_chacha20poly1305_ietf_NPUBBYTES
crypto_aead_chacha20poly1305_IETF_ABYTES: int = crypto_aead_chacha20poly1305_ietf_ABYTES
crypto_aead_chacha20poly1305_IETF_MESSAGEBYTES_MAX: int = crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX
crypto_aead_xchacha20poly1305_IETF_KEYBYTES: int = crypto_aead_xchacha20poly1305_ietf_KEYBYTES
crypto_aead_xchacha20poly1305_IETF_NSECBYTES: int = crypto_aead_xchacha20poly1305_ietf_NSECBYTES
crypto_aead_xchacha20poly1305_IETF_NPUBBYTES: int = crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
crypto_aead_xchacha20poly1305_IETF_ABYTES: int = crypto_aead_xchacha20poly1305_ietf_ABYTES
crypto_aead_xchacha20poly1305_IETF_MESSAGEBYTES_MAX: int = crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX

_Seal = Callable[[bytes, bytes, bytes, bytes], "tuple[bytes, bytes]"]
_Open = Callable[[bytes, bytes, bytes, bytes, bytes], Optional[bytes]]


def _checked_inputs(
    text_name: str, text: bytes, ad: Optional[bytes], npub: bytes, k: bytes,
    npub_bytes: int, key_bytes: int, text_max: int,
) -> tuple[bytes, bytes, bytes, bytes]:
    text = checked_bytes(text_name, text, at_most=text_max)
    ad = b"" if ad is None else checked_bytes("ad", ad)
    return text, ad, checked_bytes("npub", npub, npub_bytes), checked_bytes("k", k, key_bytes)


def _encrypt_detached(
    seal: _Seal, m: bytes, ad: Optional[bytes], npub: bytes, k: bytes, npub_bytes: int, key_bytes: int, m_max: int
) -> tuple[bytes, bytes]:
    return seal(*_checked_inputs("m", m, ad, npub, k, npub_bytes, key_bytes, m_max))


def _decrypt_detached(
    open_: _Open, c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes,
    npub_bytes: int, key_bytes: int, c_max: int, abytes: int,
) -> bytes:
    c, ad, npub, k = _checked_inputs("c", c, ad, npub, k, npub_bytes, key_bytes, c_max)
    message = open_(c, checked_bytes("mac", mac, abytes), ad, npub, k)
    if message is None:
        raise exc.CryptoError("Decryption failed.")
    return message


def _keygen(key_bytes: int) -> bytes:
    return _tn.random_bytes(key_bytes)


def crypto_aead_chacha20poly1305_ietf_encrypt_detached(
    m: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, mac) of m with ChaCha20-Poly1305-IETF (RFC 8439: 12-byte nonce)."""
    return _encrypt_detached(
        _aead.crypto_aead_chacha20poly1305_ietf_encrypt_detached, m, ad, npub, k, 12, 32,
        crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX,
    )


def crypto_aead_chacha20poly1305_ietf_decrypt_detached(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> bytes:
    """The message of (c, mac); CryptoError if it does not verify."""
    return _decrypt_detached(
        _aead.crypto_aead_chacha20poly1305_ietf_decrypt_detached, c, mac, ad, npub, k, 12, 32,
        crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX, 16,
    )


def crypto_aead_chacha20poly1305_ietf_keygen() -> bytes:
    """A random key for `crypto_aead_chacha20poly1305_ietf` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen(crypto_aead_chacha20poly1305_ietf_KEYBYTES)


def crypto_aead_chacha20poly1305_encrypt_detached(
    m: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, mac) of m with the original ChaCha20-Poly1305 (8-byte nonce)."""
    return _encrypt_detached(
        _aead.crypto_aead_chacha20poly1305_encrypt_detached, m, ad, npub, k, 8, 32,
        crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX,
    )


def crypto_aead_chacha20poly1305_decrypt_detached(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> bytes:
    """The message of ciphertext `c` with its detached tag `mac` and additional data `ad`; CryptoError when the tag is wrong."""
    return _decrypt_detached(
        _aead.crypto_aead_chacha20poly1305_decrypt_detached, c, mac, ad, npub, k, 8, 32,
        crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX, 16,
    )


def crypto_aead_chacha20poly1305_keygen() -> bytes:
    """A random key for `crypto_aead_chacha20poly1305` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen(crypto_aead_chacha20poly1305_KEYBYTES)


def crypto_aead_xchacha20poly1305_ietf_encrypt_detached(
    m: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, mac) of m with XChaCha20-Poly1305-IETF (24-byte nonce)."""
    return _encrypt_detached(
        _aead.crypto_aead_xchacha20poly1305_ietf_encrypt_detached, m, ad, npub, k, 24, 32,
        crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX,
    )


def crypto_aead_xchacha20poly1305_ietf_decrypt_detached(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> bytes:
    """The message of ciphertext `c` with its detached tag `mac` and additional data `ad`; CryptoError when the tag is wrong."""
    return _decrypt_detached(
        _aead.crypto_aead_xchacha20poly1305_ietf_decrypt_detached, c, mac, ad, npub, k, 24, 32,
        crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX, 16,
    )


def crypto_aead_xchacha20poly1305_ietf_keygen() -> bytes:
    """A random key for `crypto_aead_xchacha20poly1305_ietf` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen(crypto_aead_xchacha20poly1305_ietf_KEYBYTES)


def crypto_aead_aegis128l_encrypt_detached(
    m: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, 32-byte mac) of m with AEGIS-128L (16-byte nonce and key)."""
    return _encrypt_detached(
        _aegis.aegis128l_encrypt_detached, m, ad, npub, k, 16, 16, crypto_aead_aegis128l_MESSAGEBYTES_MAX
    )


def crypto_aead_aegis128l_decrypt_detached(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> bytes:
    """The message of ciphertext `c` with its detached tag `mac` and additional data `ad`; CryptoError when the tag is wrong."""
    return _decrypt_detached(
        _aegis.aegis128l_decrypt_detached, c, mac, ad, npub, k, 16, 16, crypto_aead_aegis128l_MESSAGEBYTES_MAX, 32
    )


def crypto_aead_aegis128l_keygen() -> bytes:
    """A random key for `crypto_aead_aegis128l` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen(crypto_aead_aegis128l_KEYBYTES)


def crypto_aead_aegis256_encrypt_detached(
    m: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, 32-byte mac) of m with AEGIS-256 (32-byte nonce and key)."""
    return _encrypt_detached(
        _aegis.aegis256_encrypt_detached, m, ad, npub, k, 32, 32, crypto_aead_aegis256_MESSAGEBYTES_MAX
    )


def crypto_aead_aegis256_decrypt_detached(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> bytes:
    """The message of ciphertext `c` with its detached tag `mac` and additional data `ad`; CryptoError when the tag is wrong."""
    return _decrypt_detached(
        _aegis.aegis256_decrypt_detached, c, mac, ad, npub, k, 32, 32, crypto_aead_aegis256_MESSAGEBYTES_MAX, 32
    )


def crypto_aead_aegis256_keygen() -> bytes:
    """A random key for `crypto_aead_aegis256` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen(crypto_aead_aegis256_KEYBYTES)


def crypto_aead_aes256gcm_encrypt_detached(
    m: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, 16-byte mac) of m with AES-256-GCM (12-byte nonce, 32-byte key)."""
    return _encrypt_detached(
        _aesgcm.aes256gcm_encrypt_detached, m, ad, npub, k, 12, 32, crypto_aead_aes256gcm_MESSAGEBYTES_MAX
    )


def crypto_aead_aes256gcm_decrypt_detached(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, k: bytes
) -> bytes:
    """The message of ciphertext `c` with its detached tag `mac` and additional data `ad`; CryptoError when the tag is wrong."""
    return _decrypt_detached(
        _aesgcm.aes256gcm_decrypt_detached, c, mac, ad, npub, k, 12, 32, crypto_aead_aes256gcm_MESSAGEBYTES_MAX, 16
    )


def crypto_aead_aes256gcm_keygen() -> bytes:
    """A random key for `crypto_aead_aes256gcm` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen(crypto_aead_aes256gcm_KEYBYTES)


class crypto_aead_aes256gcm_state:
    """libsodium's precomputed AES-256-GCM context (`crypto_aead_aes256gcm_beforenm`); opaque. It holds the key:
    the bit-sliced key schedule is cheap beside a message's AES passes and is made per call."""

    __slots__ = ("_key",)

    def __init__(self, key: bytes) -> None:
        self._key = key

    def __reduce__(self) -> NoReturn:
        raise builtins.TypeError(f"cannot pickle {type(self).__name__} objects (the context holds a key)")


def crypto_aead_aes256gcm_beforenm(k: bytes) -> crypto_aead_aes256gcm_state:
    """The context for the `_afternm` forms, from the 32-byte key."""
    return crypto_aead_aes256gcm_state(checked_bytes("k", k, crypto_aead_aes256gcm_KEYBYTES))


def _context_key(ctx_: object) -> bytes:
    if not isinstance(ctx_, crypto_aead_aes256gcm_state):
        raise exc.TypeError(f"ctx_ must be a crypto_aead_aes256gcm_state, not {type(ctx_).__name__}")
    return ctx_._key


def crypto_aead_aes256gcm_encrypt_detached_afternm(
    m: bytes, ad: Optional[bytes], npub: bytes, ctx_: crypto_aead_aes256gcm_state
) -> tuple[bytes, bytes]:
    """(ciphertext, tag) of `m` and additional data `ad` under the precomputed context and nonce `npub`."""
    return crypto_aead_aes256gcm_encrypt_detached(m, ad, npub, _context_key(ctx_))


def crypto_aead_aes256gcm_encrypt_afternm(
    m: bytes, ad: Optional[bytes], npub: bytes, ctx_: crypto_aead_aes256gcm_state
) -> bytes:
    """ciphertext || mac."""
    c, mac = crypto_aead_aes256gcm_encrypt_detached(m, ad, npub, _context_key(ctx_))
    return c + mac


def crypto_aead_aes256gcm_decrypt_detached_afternm(
    c: bytes, mac: bytes, ad: Optional[bytes], npub: bytes, ctx_: crypto_aead_aes256gcm_state
) -> bytes:
    """The message of ciphertext `c` with its detached tag `mac`, under the precomputed context; CryptoError when the tag is wrong."""
    return crypto_aead_aes256gcm_decrypt_detached(c, mac, ad, npub, _context_key(ctx_))


def crypto_aead_aes256gcm_decrypt_afternm(
    c: bytes, ad: Optional[bytes], npub: bytes, ctx_: crypto_aead_aes256gcm_state
) -> bytes:
    """The message of ciphertext || mac; CryptoError if shorter than the mac or it does not verify."""
    key = _context_key(ctx_)
    c = checked_bytes("c", c)
    if len(c) < crypto_aead_aes256gcm_ABYTES:
        raise exc.CryptoError("c: shorter than the 16-byte mac")
    return crypto_aead_aes256gcm_decrypt_detached(c[:-16], c[-16:], ad, npub, key)
