"""`box`: public-key authenticated encryption, X25519-XSalsa20-Poly1305, and libsodium's sealed boxes.

`shared_key_or_none` is the one home of libsodium's box key with its refusal of an all-zero X25519 result
(a low-order public key); the sealed box (`box.seal`) is the one implementation of crypto_box_seal, which
the PyNaCl layer calls too. The zero test is `hmac.compare_digest`: only the public fact "low-order input"
decides a branch, as in libsodium.
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import TYPE_CHECKING, Optional

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length
from tweetnacl._interface import Core
from tweetnacl._random import random_bytes
from tweetnacl._api.basics import (
    KEY_LENGTH, NONCE_LENGTH, PUBLIC_KEY_LENGTH, TAG_LENGTH, Bound, KeyPair, public_api,
)
from tweetnacl._api.secretbox import secretbox_checked, secretbox_open_checked


@public_api
class BoxKeyPair(Bound):
    """`box.keypair()`: X25519 key pairs."""

    __slots__ = ()

    def __call__(self) -> KeyPair:
        """Make a fresh X25519 key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 32-byte public key and a 32-byte secret key.
        """
        return self.from_secret_key(random_bytes(KEY_LENGTH))

    def from_secret_key(self, secret_key: Buffer) -> KeyPair:
        """The key pair of a given X25519 secret key.

        :param secret_key: 32 bytes, secret.
        :returns: a `KeyPair` of the 32-byte public key and `secret_key` (as `bytes`).
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 32 bytes, got 31`).
        """
        sk = as_bytes_of_length(secret_key, "secret_key", KEY_LENGTH)
        return KeyPair(self._core.crypto_scalarmult_base(sk), sk)


@public_api
class BoxOpen(Bound):
    """`box.open(box, nonce, their_public_key, my_secret_key)`: open a box."""

    __slots__ = ()

    def __call__(self, box: Buffer, nonce: Buffer, their_public_key: Buffer, my_secret_key: Buffer) -> Optional[bytes]:
        """Verify and decrypt a box made by `box`.

        :param box: bytes-like, any length.
        :param nonce: 24 bytes, the nonce the box was made with.
        :param their_public_key: 32 bytes, the sender's public key.
        :param my_secret_key: 32 bytes, the recipient's secret key.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`box must be bytes-like, not str`).
        :raises ValueError: `nonce`, `their_public_key` or `my_secret_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        boxed = as_bytes(box, "box")
        n = as_bytes_of_length(nonce, "nonce", NONCE_LENGTH)
        shared = self._core.crypto_box_beforenm(
            as_bytes_of_length(their_public_key, "their_public_key", PUBLIC_KEY_LENGTH),
            as_bytes_of_length(my_secret_key, "my_secret_key", KEY_LENGTH),
        )
        return self._core.crypto_secretbox_open(boxed, n, shared)

    def after(self, box: Buffer, nonce: Buffer, shared_key: Buffer) -> Optional[bytes]:
        """Verify and decrypt a box with a shared key from `box.before`.

        :param box: bytes-like, any length.
        :param nonce: 24 bytes, the nonce the box was made with.
        :param shared_key: 32 bytes, from `box.before`.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`box must be bytes-like, not str`).
        :raises ValueError: `nonce` or `shared_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return secretbox_open_checked(self._core, box, nonce, shared_key, "shared_key")


@public_api
class SealedBox(Bound):
    """`box.seal(message, public_key)`: libsodium's crypto_box_seal, an anonymous box to `public_key` from an
    ephemeral key pair.

    nonce = BLAKE2b-192(ephemeral public key || recipient public key); sealed = ephemeral pk || box.
    """

    __slots__ = ()

    overhead_length = PUBLIC_KEY_LENGTH + TAG_LENGTH

    def __call__(self, message: Buffer, public_key: Buffer) -> bytes:
        """Encrypt `message` to `public_key` anonymously, from a fresh ephemeral key pair.

        :param message: bytes-like, any length (empty too).
        :param public_key: 32 bytes, the recipient's X25519 public key.
        :returns: the sealed box, `len(message) + 48` bytes: the ephemeral public key, then the box.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`), or is a low-order
            point, with which no secret can be shared (libsodium refuses it too).
        """
        m = as_bytes(message, "message")
        pk = as_bytes_of_length(public_key, "public_key", PUBLIC_KEY_LENGTH)
        ephemeral_sk = random_bytes(KEY_LENGTH)
        ephemeral_pk = self._core.crypto_scalarmult_base(ephemeral_sk)
        shared = shared_key_or_none(self._core, pk, ephemeral_sk)
        if shared is None:
            # libsodium refuses too: a low-order key gives a shared key that everybody knows.
            raise ValueError("public_key is a low-order point: no secret can be shared with it")
        return ephemeral_pk + self._core.crypto_secretbox(m, seal_nonce(ephemeral_pk, pk), shared)

    def open(self, sealed: Buffer, public_key: Buffer, secret_key: Buffer) -> Optional[bytes]:
        """Decrypt a sealed box made by `box.seal`.

        :param sealed: bytes-like, any length.
        :param public_key: 32 bytes, the recipient's public key.
        :param secret_key: 32 bytes, the recipient's secret key.
        :returns: the message, or `None` if `sealed` is forged, altered, shorter than 48 bytes, or carries a low-order
            ephemeral key.
        :raises TypeError: an argument is not bytes-like (`sealed must be bytes-like, not str`).
        :raises ValueError: `public_key` or `secret_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        data = as_bytes(sealed, "sealed")
        pk = as_bytes_of_length(public_key, "public_key", PUBLIC_KEY_LENGTH)
        sk = as_bytes_of_length(secret_key, "secret_key", KEY_LENGTH)
        if len(data) < self.overhead_length:
            return None
        ephemeral_pk = data[:PUBLIC_KEY_LENGTH]
        shared = shared_key_or_none(self._core, ephemeral_pk, sk)
        if shared is None:
            return None
        return self._core.crypto_secretbox_open(data[PUBLIC_KEY_LENGTH:], seal_nonce(ephemeral_pk, pk), shared)


def seal_nonce(ephemeral_pk: bytes, recipient_pk: bytes) -> bytes:
    """libsodium's sealed-box nonce: BLAKE2b-192(ephemeral public key || recipient public key) (public data)."""
    import hashlib
    return hashlib.blake2b(ephemeral_pk + recipient_pk, digest_size=NONCE_LENGTH).digest()


def shared_key_or_none(core: Core, pk: bytes, sk: bytes) -> Optional[bytes]:
    """crypto_box_beforenm, or None where libsodium's rejects the all-zero X25519 result.

    The comparison runs in constant time; only the fact "low-order input" decides the branch, as in libsodium.
    """
    import hmac
    shared_secret = core.crypto_scalarmult(sk, pk)
    if hmac.compare_digest(shared_secret, bytes(KEY_LENGTH)):
        return None
    # crypto_box_beforenm's second half, so that the X25519 product is computed once.
    return core.crypto_box_beforenm_hsalsa20(shared_secret)


@public_api
class Box(Bound):
    """`box(message, nonce, their_public_key, my_secret_key)`: public-key authenticated encryption,
    X25519-XSalsa20-Poly1305.
    """

    __slots__ = {
        "open": "`box.open(box, nonce, their_public_key, my_secret_key)`, and `box.open.after`.",
        "keypair": "`box.keypair()`, and `box.keypair.from_secret_key`.",
        "seal": "`box.seal(message, public_key)`, and `box.seal.open`.",
    }
    if TYPE_CHECKING:
        open: BoxOpen
        keypair: BoxKeyPair
        seal: SealedBox

    public_key_length = PUBLIC_KEY_LENGTH
    secret_key_length = KEY_LENGTH
    shared_key_length = KEY_LENGTH
    nonce_length = NONCE_LENGTH
    overhead_length = TAG_LENGTH

    def __call__(self, message: Buffer, nonce: Buffer, their_public_key: Buffer, my_secret_key: Buffer) -> bytes:
        """Encrypt and authenticate `message` from `my_secret_key` to `their_public_key`.

        :param message: bytes-like, any length (empty too).
        :param nonce: 24 bytes; never use one nonce twice with the same pair of keys.
        :param their_public_key: 32 bytes, the recipient's public key.
        :param my_secret_key: 32 bytes, the sender's secret key.
        :returns: the box, `len(message) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `nonce`, `their_public_key` or `my_secret_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        m = as_bytes(message, "message")
        n = as_bytes_of_length(nonce, "nonce", NONCE_LENGTH)
        return self._core.crypto_secretbox(m, n, self.before(their_public_key, my_secret_key))

    def before(self, their_public_key: Buffer, my_secret_key: Buffer) -> bytes:
        """Precompute the shared key of a pair of keys, for `box.after` and `box.open.after`.

        :param their_public_key: 32 bytes, the other party's public key.
        :param my_secret_key: 32 bytes, your secret key.
        :returns: the 32-byte shared key: HSalsa20 of the X25519 shared secret. It is secret.
        :raises TypeError: an argument is not bytes-like (`their_public_key must be bytes-like, not str`).
        :raises ValueError: `their_public_key` or `my_secret_key` has the wrong length (`their_public_key must be 32 bytes, got 31`).
        """
        return self._core.crypto_box_beforenm(
            as_bytes_of_length(their_public_key, "their_public_key", PUBLIC_KEY_LENGTH),
            as_bytes_of_length(my_secret_key, "my_secret_key", KEY_LENGTH),
        )

    def after(self, message: Buffer, nonce: Buffer, shared_key: Buffer) -> bytes:
        """Encrypt and authenticate `message` with a shared key from `box.before`.

        :param message: bytes-like, any length (empty too).
        :param nonce: 24 bytes; never use one nonce twice with the same shared key.
        :param shared_key: 32 bytes, from `box.before`.
        :returns: the box, `len(message) + 16` bytes: the same bytes as `box` with the keys `shared_key` came from.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `nonce` or `shared_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return secretbox_checked(self._core, message, nonce, shared_key, "shared_key")
