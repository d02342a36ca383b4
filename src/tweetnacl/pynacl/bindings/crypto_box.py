"""`nacl.bindings.crypto_box`: X25519-XSalsa20-Poly1305 and libsodium's sealed boxes.

Built on `tweetnacl.box.after` / `box.open.after` and `tweetnacl.box.seal`. The shared key comes from the API
layer's `shared_key_or_none` (over the fast core) rather than from `tweetnacl.box.before`, because libsodium refuses
an all-zero X25519 result (a small-order public key) and PyNaCl callers see that refusal as an exception;
TweetNaCl's own API does not refuse. The sealed box is `tweetnacl.box.seal`'s, with PyNaCl's checks and exceptions.
"""

from __future__ import annotations

import builtins
# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import TYPE_CHECKING, Optional, Tuple

import tweetnacl as _tn
from tweetnacl._api.box import seal_nonce, shared_key_or_none
from tweetnacl.fast import core as _fast_core
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes, concatenated, is_zero, require_bytes
from tweetnacl.pynacl.bindings.crypto_secretbox import (
    crypto_secretbox_xchacha20poly1305_detached,
    crypto_secretbox_xchacha20poly1305_easy,
    crypto_secretbox_xchacha20poly1305_open_detached,
    crypto_secretbox_xchacha20poly1305_open_easy,
)
from tweetnacl.pynacl.exceptions import ensure

if TYPE_CHECKING:
    from tweetnacl.fast.stream import chacha20 as _chacha20
else:  # imported on first use (HChaCha20, for the XChaCha20 box only): `import nacl.public` does not pay for it
    from tweetnacl._lazy import import_on_first_attribute

    _chacha20 = import_on_first_attribute("tweetnacl.fast.stream.chacha20")

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
    import hashlib
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


# -- beyond PyNaCl (libsodium 1.0.22): detached forms, the primitive's names, X25519-XChaCha20-Poly1305 ------------------
# The calling convention of the libsodium-only bindings: bytes arguments only (TypeError otherwise), wrong lengths a
# ValueError naming the argument; libsodium's -1 (a forged box, a small-order public key) is CryptoError. Detached
# results are (c, mac); easy boxes are mac || c. The NaCl-named xsalsa20poly1305 functions are PyNaCl's crypto_box
# functions under their primitive's names (no zero padding in or out).

crypto_box_PRIMITIVE: str = "curve25519xsalsa20poly1305"
crypto_box_MESSAGEBYTES_MAX: int = 18446744073709551599
crypto_box_curve25519xsalsa20poly1305_SEEDBYTES: int = 32
crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES: int = 32
crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES: int = 32
crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES: int = 32
crypto_box_curve25519xsalsa20poly1305_NONCEBYTES: int = 24
crypto_box_curve25519xsalsa20poly1305_MACBYTES: int = 16
crypto_box_curve25519xsalsa20poly1305_ZEROBYTES: int = 32
crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES: int = 16
crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX: int = crypto_box_MESSAGEBYTES_MAX
crypto_box_curve25519xchacha20poly1305_SEEDBYTES: int = 32
crypto_box_curve25519xchacha20poly1305_PUBLICKEYBYTES: int = 32
crypto_box_curve25519xchacha20poly1305_SECRETKEYBYTES: int = 32
crypto_box_curve25519xchacha20poly1305_BEFORENMBYTES: int = 32
crypto_box_curve25519xchacha20poly1305_NONCEBYTES: int = 24
crypto_box_curve25519xchacha20poly1305_MACBYTES: int = 16
crypto_box_curve25519xchacha20poly1305_SEALBYTES: int = 48
crypto_box_curve25519xchacha20poly1305_MESSAGEBYTES_MAX: int = crypto_box_MESSAGEBYTES_MAX

crypto_box_curve25519xsalsa20poly1305_beforenm = crypto_box_beforenm
crypto_box_curve25519xsalsa20poly1305_keypair = crypto_box_keypair
crypto_box_curve25519xsalsa20poly1305_seed_keypair = crypto_box_seed_keypair


def crypto_box_curve25519xsalsa20poly1305(m: bytes, n: bytes, pk: bytes, sk: bytes) -> bytes:
    """PyNaCl's `crypto_box` under the primitive's name: mac (16) || ciphertext, no zero padding."""
    return crypto_box(m, n, pk, sk)


def crypto_box_curve25519xsalsa20poly1305_open(c: bytes, n: bytes, pk: bytes, sk: bytes) -> bytes:
    """PyNaCl's `crypto_box_open` under the primitive's name (no zero padding); CryptoError if it does not verify."""
    return crypto_box_open(c, n, pk, sk)


def crypto_box_curve25519xsalsa20poly1305_afternm(m: bytes, n: bytes, k: bytes) -> bytes:
    """PyNaCl's `crypto_box_afternm` under the primitive's name."""
    return crypto_box_afternm(m, n, k)


def crypto_box_curve25519xsalsa20poly1305_open_afternm(c: bytes, n: bytes, k: bytes) -> bytes:
    """PyNaCl's `crypto_box_open_afternm` under the primitive's name."""
    return crypto_box_open_afternm(c, n, k)


def _checked_keys(pk: bytes, sk: bytes) -> tuple[bytes, bytes]:
    return checked_bytes("pk", pk, crypto_box_PUBLICKEYBYTES), checked_bytes("sk", sk, crypto_box_SECRETKEYBYTES)


def _refused(k: Optional[bytes]) -> bytes:
    """A box key, or CryptoError where libsodium's X25519 refuses (an all-zero result: a small-order public key)."""
    if k is None:
        raise exc.CryptoError("pk: a public key of small order (the X25519 result is zero)")
    return k


def _opened(plaintext: Optional[bytes]) -> bytes:
    if plaintext is None:
        raise exc.CryptoError("An error occurred trying to decrypt the message")
    return plaintext


def crypto_box_detached_afternm(m: bytes, n: bytes, k: bytes) -> Tuple[bytes, bytes]:
    """(ciphertext, 16-byte mac) of m under the 24-byte nonce n and the box key k (XSalsa20-Poly1305)."""
    boxed = _tn.box.after(checked_bytes("m", m), checked_bytes("n", n, 24), checked_bytes("k", k, 32))
    return boxed[crypto_box_MACBYTES:], boxed[:crypto_box_MACBYTES]


def crypto_box_detached(m: bytes, n: bytes, pk: bytes, sk: bytes) -> Tuple[bytes, bytes]:
    """(ciphertext, mac) of m from sk to pk; CryptoError for a small-order pk."""
    m, n = checked_bytes("m", m), checked_bytes("n", n, 24)
    return crypto_box_detached_afternm(m, n, _refused(_shared_key(*_checked_keys(pk, sk))))


def crypto_box_open_detached_afternm(c: bytes, mac: bytes, n: bytes, k: bytes) -> bytes:
    """The message of a detached box under the box key k; CryptoError if it does not verify."""
    c, mac = checked_bytes("c", c), checked_bytes("mac", mac, crypto_box_MACBYTES)
    return _opened(_tn.box.open.after(mac + c, checked_bytes("n", n, 24), checked_bytes("k", k, 32)))


def crypto_box_open_detached(c: bytes, mac: bytes, n: bytes, pk: bytes, sk: bytes) -> bytes:
    """The message of a detached box from pk to sk; CryptoError if it does not verify or pk has small order."""
    c, mac = checked_bytes("c", c), checked_bytes("mac", mac, crypto_box_MACBYTES)
    n = checked_bytes("n", n, 24)
    return crypto_box_open_detached_afternm(c, mac, n, _refused(_shared_key(*_checked_keys(pk, sk))))


# -- X25519-XChaCha20-Poly1305 -------------------------------------------------------------------------------------


def crypto_box_curve25519xchacha20poly1305_keypair() -> Tuple[bytes, bytes]:
    """A random (pk, sk): the same X25519 key pairs as crypto_box_keypair."""
    return crypto_box_keypair()


def crypto_box_curve25519xchacha20poly1305_seed_keypair(seed: bytes) -> Tuple[bytes, bytes]:
    """(pk, sk) with sk = SHA-512(seed)[:32], as libsodium derives it."""
    import hashlib
    secret_key = hashlib.sha512(checked_bytes("seed", seed, 32)).digest()[:crypto_box_SECRETKEYBYTES]
    return (_tn.scalarmult.base(secret_key), secret_key)


def crypto_box_curve25519xchacha20poly1305_beforenm(pk: bytes, sk: bytes) -> bytes:
    """The box key HChaCha20(X25519(sk, pk), 0^16); CryptoError for a small-order pk (an all-zero X25519 result)."""
    pk, sk = _checked_keys(pk, sk)
    shared_secret = _fast_core.crypto_scalarmult(sk, pk)
    if is_zero(shared_secret):  # constant time; only "low-order input" decides, as in libsodium
        raise exc.CryptoError("pk: a public key of small order (the X25519 result is zero)")
    return _chacha20.crypto_core_hchacha20(bytes(16), shared_secret)


def crypto_box_curve25519xchacha20poly1305_detached_afternm(m: bytes, n: bytes, k: bytes) -> Tuple[bytes, bytes]:
    """(ciphertext, mac) of m under the box key k: crypto_secretbox_xchacha20poly1305_detached."""
    return crypto_secretbox_xchacha20poly1305_detached(m, n, k)


def crypto_box_curve25519xchacha20poly1305_easy_afternm(m: bytes, n: bytes, k: bytes) -> bytes:
    """mac || ciphertext of m under the box key k."""
    return crypto_secretbox_xchacha20poly1305_easy(m, n, k)


def crypto_box_curve25519xchacha20poly1305_open_detached_afternm(c: bytes, mac: bytes, n: bytes, k: bytes) -> bytes:
    """The message of `c` with its detached `mac`, under the precomputed key `k` (from `beforenm`); CryptoError when forged."""
    return crypto_secretbox_xchacha20poly1305_open_detached(c, mac, n, k)


def crypto_box_curve25519xchacha20poly1305_open_easy_afternm(c: bytes, n: bytes, k: bytes) -> bytes:
    """The message of `c` (tag || ciphertext) under the precomputed key `k` (from `beforenm`); CryptoError when forged."""
    return crypto_secretbox_xchacha20poly1305_open_easy(c, n, k)


def crypto_box_curve25519xchacha20poly1305_detached(m: bytes, n: bytes, pk: bytes, sk: bytes) -> Tuple[bytes, bytes]:
    """(ciphertext, mac) of m from sk to pk; CryptoError for a small-order pk."""
    m, n = checked_bytes("m", m), checked_bytes("n", n, 24)
    return crypto_secretbox_xchacha20poly1305_detached(m, n, crypto_box_curve25519xchacha20poly1305_beforenm(pk, sk))


def crypto_box_curve25519xchacha20poly1305_easy(m: bytes, n: bytes, pk: bytes, sk: bytes) -> bytes:
    """mac || ciphertext of m from sk to pk; CryptoError for a small-order pk."""
    m, n = checked_bytes("m", m), checked_bytes("n", n, 24)
    return crypto_secretbox_xchacha20poly1305_easy(m, n, crypto_box_curve25519xchacha20poly1305_beforenm(pk, sk))


def crypto_box_curve25519xchacha20poly1305_open_detached(c: bytes, mac: bytes, n: bytes, pk: bytes, sk: bytes) -> bytes:
    """The message of a detached box from pk to sk; CryptoError if it does not verify or pk has small order."""
    c, mac = checked_bytes("c", c), checked_bytes("mac", mac, crypto_box_MACBYTES)
    n = checked_bytes("n", n, 24)
    k = crypto_box_curve25519xchacha20poly1305_beforenm(pk, sk)
    return crypto_secretbox_xchacha20poly1305_open_detached(c, mac, n, k)


def crypto_box_curve25519xchacha20poly1305_open_easy(c: bytes, n: bytes, pk: bytes, sk: bytes) -> bytes:
    """Inverse of crypto_box_curve25519xchacha20poly1305_easy; CryptoError if it does not verify."""
    c, n = checked_bytes("c", c), checked_bytes("n", n, 24)
    return crypto_secretbox_xchacha20poly1305_open_easy(c, n, crypto_box_curve25519xchacha20poly1305_beforenm(pk, sk))


def crypto_box_curve25519xchacha20poly1305_seal(m: bytes, pk: bytes) -> bytes:
    """epk (32) || easy box of m from a fresh ephemeral key to pk, nonce BLAKE2b-192(epk || pk) (libsodium's seal
    construction, as for the XSalsa20 sealed box)."""
    m, pk = checked_bytes("m", m), checked_bytes("pk", pk, crypto_box_PUBLICKEYBYTES)
    ephemeral_pk, ephemeral_sk = crypto_box_keypair()
    nonce = seal_nonce(ephemeral_pk, pk)
    return ephemeral_pk + crypto_box_curve25519xchacha20poly1305_easy(m, nonce, pk, ephemeral_sk)


def crypto_box_curve25519xchacha20poly1305_seal_open(c: bytes, pk: bytes, sk: bytes) -> bytes:
    """The message of a sealed box to (pk, sk); CryptoError if shorter than 48 bytes or it does not verify."""
    c = checked_bytes("c", c)
    pk, sk = _checked_keys(pk, sk)
    if len(c) < crypto_box_curve25519xchacha20poly1305_SEALBYTES:
        raise exc.CryptoError("c: shorter than a sealed box (48 bytes)")
    ephemeral_pk = c[:32]
    return crypto_box_curve25519xchacha20poly1305_open_easy(c[32:], seal_nonce(ephemeral_pk, pk), ephemeral_pk, sk)
