"""`secretbox`: secret-key authenticated encryption, XSalsa20-Poly1305 (the NaCl paper, section 9).

Argument checks and errors here; the work is the core's. Nothing here looks at the key or the nonce.
`secretbox_checked` and `secretbox_open_checked` are the one home of those checks, which `box.after` and
`box.open.after` (the same primitive under a shared key) use too.
"""

from __future__ import annotations

from typing import Optional

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length
from tweetnacl._interface import Core
from tweetnacl._api.basics import KEY_LENGTH, NONCE_LENGTH, TAG_LENGTH, Bound, public_api


def secretbox_checked(core: Core, message: Buffer, nonce: Buffer, key: Buffer, key_name: str) -> bytes:
    """The box of `message` under (`nonce`, `key`), after the API layer's checks; their errors call the key
    `key_name` (`secretbox` says "key", `box.after` "shared_key")."""
    return core.crypto_secretbox(
        as_bytes(message, "message"),
        as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
        as_bytes_of_length(key, key_name, KEY_LENGTH),
    )


def secretbox_open_checked(core: Core, box: Buffer, nonce: Buffer, key: Buffer, key_name: str) -> Optional[bytes]:
    """The message in `box` under (`nonce`, `key`), or None if it does not verify, after the API layer's checks;
    their errors call the key `key_name` (`secretbox.open` says "key", `box.open.after` "shared_key")."""
    return core.crypto_secretbox_open(
        as_bytes(box, "box"),
        as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
        as_bytes_of_length(key, key_name, KEY_LENGTH),
    )


@public_api
class SecretBox(Bound):
    """`secretbox(message, nonce, key)`: secret-key authenticated encryption, XSalsa20-Poly1305."""

    __slots__ = ()

    key_length = KEY_LENGTH
    nonce_length = NONCE_LENGTH
    overhead_length = TAG_LENGTH

    def __call__(self, message: Buffer, nonce: Buffer, key: Buffer) -> bytes:
        """Encrypt and authenticate `message` under a secret `key`.

        :param message: bytes-like, any length (empty too).
        :param nonce: 24 bytes; never use one nonce twice with the same key.
        :param key: 32 bytes, secret.
        :returns: the box, `len(message) + 16` bytes: the Poly1305 tag, then the ciphertext.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `nonce` or `key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return secretbox_checked(self._core, message, nonce, key, "key")

    def open(self, box: Buffer, nonce: Buffer, key: Buffer) -> Optional[bytes]:
        """Verify and decrypt a box made by `secretbox`.

        :param box: bytes-like, any length.
        :param nonce: 24 bytes, the nonce the box was made with.
        :param key: 32 bytes, secret.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`box must be bytes-like, not str`).
        :raises ValueError: `nonce` or `key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return secretbox_open_checked(self._core, box, nonce, key, "key")
