"""`nacl.secret`: `SecretBox` (XSalsa20-Poly1305); `Aead` (XChaCha20-Poly1305) is unavailable."""

from __future__ import annotations

from typing import ClassVar, Optional  # noqa: F401 - Optional: a name nacl.secret has

from tweetnacl.pynacl import bindings, encoding
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._bases import NonceEncryption, decode_sized
from tweetnacl.pynacl._support import unavailable, unavailable_message
from tweetnacl.pynacl.utils import EncryptedMessage, random  # noqa: F401 - names nacl.secret has
from tweetnacl.pynacl.utils import StringFixer

_AEAD = "nacl.secret.Aead (XChaCha20-Poly1305)"


class SecretBox(encoding.Encodable, StringFixer, NonceEncryption):
    """Authenticated secret-key encryption with a 32-byte key (NaCl's crypto_secretbox).

    Ciphertexts carry a 16-byte Poly1305 tag; decrypting a forged or corrupted one raises
    CryptoError. `encrypt` returns nonce || tag || ciphertext unless given an explicit nonce
    to keep separately.
    """

    KEY_SIZE: ClassVar[int] = bindings.crypto_secretbox_KEYBYTES
    NONCE_SIZE: ClassVar[int] = bindings.crypto_secretbox_NONCEBYTES
    MACBYTES: ClassVar[int] = bindings.crypto_secretbox_MACBYTES
    MESSAGEBYTES_MAX: ClassVar[int] = bindings.crypto_secretbox_MESSAGEBYTES_MAX

    def __init__(self, key: bytes, encoder: encoding.Encoder = encoding.RawEncoder):
        self._key = decode_sized(
            key,
            encoder,
            self.KEY_SIZE,
            type_message="SecretBox must be created from 32 bytes",
            name="key",
        )

    def __bytes__(self) -> bytes:
        return self._key

    def _seal(self, plaintext: bytes, nonce: bytes) -> bytes:
        return bindings.crypto_secretbox_easy(plaintext, nonce, self._key)

    def _open(self, ciphertext: bytes, nonce: bytes) -> bytes:
        return bindings.crypto_secretbox_open_easy(ciphertext, nonce, self._key)


class Aead(encoding.Encodable, StringFixer):
    """XChaCha20-Poly1305 AEAD: unavailable here (creating one raises UnavailableError)."""

    KEY_SIZE = bindings.crypto_aead_xchacha20poly1305_ietf_KEYBYTES
    NONCE_SIZE = bindings.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
    MACBYTES = bindings.crypto_aead_xchacha20poly1305_ietf_ABYTES
    MESSAGEBYTES_MAX = bindings.crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX

    def __init__(self, key: bytes, encoder: encoding.Encoder = encoding.RawEncoder):
        raise exc.UnavailableError(unavailable_message(_AEAD))

    # No instance can exist, so these only keep PyNaCl's methods present by name.
    __bytes__ = unavailable("Aead.__bytes__", _AEAD)
    encrypt = unavailable("Aead.encrypt", _AEAD)
    decrypt = unavailable("Aead.decrypt", _AEAD)
