"""`nacl.secret`: `SecretBox` (XSalsa20-Poly1305) and `Aead` (XChaCha20-Poly1305)."""

from __future__ import annotations

from typing import ClassVar, Optional

from tweetnacl.pynacl import bindings, encoding
from tweetnacl.pynacl import exceptions as exc  # noqa: F401 - a name nacl.secret has
from tweetnacl.pynacl._bases import DecodedKey, NonceEncryption, check_nonce, encrypted_message, nonce_and_ciphertext
from tweetnacl.pynacl.utils import EncryptedMessage, random
from tweetnacl.pynacl.utils import StringFixer


class SecretBox(encoding.Encodable, StringFixer, DecodedKey, NonceEncryption):
    """Authenticated secret-key encryption with a 32-byte key (NaCl's crypto_secretbox).

    Ciphertexts carry a 16-byte Poly1305 tag; decrypting a forged or corrupted one raises
    CryptoError. `encrypt` returns nonce || tag || ciphertext unless given an explicit nonce
    to keep separately.
    """

    KEY_SIZE: ClassVar[int] = bindings.crypto_secretbox_KEYBYTES
    NONCE_SIZE: ClassVar[int] = bindings.crypto_secretbox_NONCEBYTES
    MACBYTES: ClassVar[int] = bindings.crypto_secretbox_MACBYTES
    MESSAGEBYTES_MAX: ClassVar[int] = bindings.crypto_secretbox_MESSAGEBYTES_MAX
    _key_size = KEY_SIZE
    _key_type_message = "SecretBox must be created from 32 bytes"

    def _random_nonce(self) -> bytes:
        return random(self.NONCE_SIZE)  # nacl.secret.random, looked up at call time as in PyNaCl

    def _seal(self, plaintext: bytes, nonce: bytes) -> bytes:
        return bindings.crypto_secretbox_easy(plaintext, nonce, self._key)

    def _open(self, ciphertext: bytes, nonce: bytes) -> bytes:
        return bindings.crypto_secretbox_open_easy(ciphertext, nonce, self._key)


class Aead(encoding.Encodable, StringFixer, DecodedKey):
    """Authenticated encryption with additional data: XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha) with
    a 32-byte key and 24-byte random nonces, libsodium's crypto_aead_xchacha20poly1305_ietf.

    `encrypt(plaintext, aad)` returns nonce || ciphertext || tag (an EncryptedMessage); `decrypt` raises
    CryptoError if the ciphertext or the additional data `aad` was changed.
    """

    KEY_SIZE: ClassVar[int] = bindings.crypto_aead_xchacha20poly1305_ietf_KEYBYTES
    NONCE_SIZE: ClassVar[int] = bindings.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
    MACBYTES: ClassVar[int] = bindings.crypto_aead_xchacha20poly1305_ietf_ABYTES
    MESSAGEBYTES_MAX: ClassVar[int] = bindings.crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX
    _key_size = KEY_SIZE
    _key_type_message = "AEAD must be created from 32 bytes"

    def encrypt(
        self,
        plaintext: bytes,
        aad: bytes = b"",
        nonce: Optional[bytes] = None,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> EncryptedMessage:
        """Encrypt under `nonce` (random if omitted: never reuse a nonce with the same key)."""
        if nonce is None:
            nonce = random(self.NONCE_SIZE)  # nacl.secret.random, looked up at call time as in PyNaCl
        check_nonce(nonce, self.NONCE_SIZE)
        ciphertext = bindings.crypto_aead_xchacha20poly1305_ietf_encrypt(plaintext, aad, nonce, self._key)
        return encrypted_message(nonce, ciphertext, encoder)

    def decrypt(
        self,
        ciphertext: bytes,
        aad: bytes = b"",
        nonce: Optional[bytes] = None,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> bytes:
        """Decrypt; without `nonce` the ciphertext starts with it. CryptoError if forged."""
        nonce, ciphertext = nonce_and_ciphertext(ciphertext, nonce, self.NONCE_SIZE, encoder)
        return bindings.crypto_aead_xchacha20poly1305_ietf_decrypt(ciphertext, aad, nonce, self._key)
