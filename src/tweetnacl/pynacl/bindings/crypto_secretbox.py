"""`nacl.bindings.crypto_secretbox`: XSalsa20-Poly1305 over `tweetnacl.secretbox`.

The NaCl-style `crypto_secretbox` / `_open` take and return unpadded data in PyNaCl (it adds and
strips the ZEROBYTES itself), so they produce the same bytes as the `_easy` forms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes, concatenated, require_bytes

if TYPE_CHECKING:
    from tweetnacl.fast.aead import xchacha20poly1305 as _xchacha
else:  # imported on first use (the XChaCha20 box is not needed by `import nacl.secret`)
    from tweetnacl._lazy import import_on_first_attribute

    _xchacha = import_on_first_attribute("tweetnacl.fast.aead.xchacha20poly1305")

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


# -- beyond PyNaCl (libsodium 1.0.22): detached forms, keygen, the primitive's names, XChaCha20-Poly1305 ----------------
# The calling convention of the libsodium-only bindings: bytes arguments only (TypeError otherwise), wrong lengths a
# ValueError naming the argument, a forged box CryptoError; detached results are (c, mac).

crypto_secretbox_PRIMITIVE: str = "xsalsa20poly1305"
crypto_secretbox_xsalsa20poly1305_KEYBYTES: int = 32
crypto_secretbox_xsalsa20poly1305_NONCEBYTES: int = 24
crypto_secretbox_xsalsa20poly1305_MACBYTES: int = 16
crypto_secretbox_xsalsa20poly1305_ZEROBYTES: int = 32
crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES: int = 16
crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX: int = crypto_secretbox_MESSAGEBYTES_MAX
crypto_secretbox_xchacha20poly1305_KEYBYTES: int = 32
crypto_secretbox_xchacha20poly1305_NONCEBYTES: int = 24
crypto_secretbox_xchacha20poly1305_MACBYTES: int = 16
crypto_secretbox_xchacha20poly1305_MESSAGEBYTES_MAX: int = crypto_secretbox_MESSAGEBYTES_MAX


def _checked(m: bytes, n: bytes, k: bytes, m_name: str = "m") -> tuple[bytes, bytes, bytes]:
    return checked_bytes(m_name, m), checked_bytes("n", n, 24), checked_bytes("k", k, 32)


def _checked_mac(mac: bytes) -> bytes:
    return checked_bytes("mac", mac, crypto_secretbox_MACBYTES)


def _opened(plaintext: bytes | None) -> bytes:
    if plaintext is None:
        raise exc.CryptoError("Decryption failed. Ciphertext failed verification")
    return plaintext


def crypto_secretbox_detached(m: bytes, n: bytes, k: bytes) -> tuple[bytes, bytes]:
    """(ciphertext, 16-byte mac) of m under the 24-byte nonce n and the 32-byte key k (XSalsa20-Poly1305)."""
    m, n, k = _checked(m, n, k)
    boxed = _tn.secretbox(m, n, k)
    return boxed[crypto_secretbox_MACBYTES:], boxed[:crypto_secretbox_MACBYTES]


def crypto_secretbox_open_detached(c: bytes, mac: bytes, n: bytes, k: bytes) -> bytes:
    """The message of a detached box; CryptoError if it does not verify."""
    c, n, k = _checked(c, n, k, "c")
    return _opened(_tn.secretbox.open(_checked_mac(mac) + c, n, k))


def crypto_secretbox_keygen() -> bytes:
    """A random 32-byte secretbox key."""
    return _tn.random_bytes(crypto_secretbox_KEYBYTES)


def crypto_secretbox_xsalsa20poly1305(m: bytes, n: bytes, k: bytes) -> bytes:
    """libsodium's NaCl-named form, as PyNaCl's `crypto_secretbox`: mac (16) || ciphertext, no zero padding."""
    return _seal(*_checked(m, n, k))


def crypto_secretbox_xsalsa20poly1305_open(c: bytes, n: bytes, k: bytes) -> bytes:
    """Inverse of crypto_secretbox_xsalsa20poly1305 (no zero padding); CryptoError if it does not verify."""
    return _opened(_tn.secretbox.open(*_checked(c, n, k, "c")))


crypto_secretbox_xsalsa20poly1305_keygen = crypto_secretbox_keygen


def crypto_secretbox_xchacha20poly1305_detached(m: bytes, n: bytes, k: bytes) -> tuple[bytes, bytes]:
    """(ciphertext, 16-byte mac) of m with XChaCha20-Poly1305 (libsodium's secretbox construction on XChaCha20)."""
    return _xchacha.crypto_secretbox_xchacha20poly1305_detached(*_checked(m, n, k))


def crypto_secretbox_xchacha20poly1305_easy(m: bytes, n: bytes, k: bytes) -> bytes:
    """mac (16) || ciphertext of m with XChaCha20-Poly1305."""
    c, mac = crypto_secretbox_xchacha20poly1305_detached(m, n, k)
    return mac + c


def crypto_secretbox_xchacha20poly1305_open_detached(c: bytes, mac: bytes, n: bytes, k: bytes) -> bytes:
    """The message of a detached XChaCha20-Poly1305 box; CryptoError if it does not verify."""
    c, n, k = _checked(c, n, k, "c")
    return _opened(_xchacha.crypto_secretbox_xchacha20poly1305_open_detached(c, _checked_mac(mac), n, k))


def crypto_secretbox_xchacha20poly1305_open_easy(c: bytes, n: bytes, k: bytes) -> bytes:
    """Inverse of crypto_secretbox_xchacha20poly1305_easy; CryptoError if shorter than the mac or forged."""
    c, n, k = _checked(c, n, k, "c")
    if len(c) < crypto_secretbox_xchacha20poly1305_MACBYTES:
        raise exc.CryptoError("c: shorter than the 16-byte mac")
    return _opened(_xchacha.crypto_secretbox_xchacha20poly1305_open_detached(c[16:], c[:16], n, k))
