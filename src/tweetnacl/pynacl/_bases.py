"""What the layer's public classes share, written once: decoding a fixed-size key with PyNaCl's
errors (and the constructor of the classes that only hold such a key: `SecretBox`, `Aead`, `VerifyKey`),
equality of keys by constant-time comparison of their bytes, and the nonce handling of `SecretBox` /
`Box` (random nonce by default, nonce || ciphertext as an `EncryptedMessage`).
"""

from __future__ import annotations

from typing import ClassVar, Optional

from tweetnacl.pynacl import bindings, encoding
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl.utils import EncryptedMessage


def decode_sized(
    encoded: bytes, encoder: encoding.Encoder, size: int, *, type_message: str, name: str
) -> bytes:
    """`encoded` decoded; PyNaCl's TypeError if that is not bytes, ValueError if not `size` long."""
    decoded = encoder.decode(encoded)
    if not isinstance(decoded, bytes):
        raise exc.TypeError(type_message)
    if len(decoded) != size:
        raise exc.ValueError(f"The {name} must be exactly {size} bytes long")
    return decoded


class DecodedKey:
    """`cls(key, encoder=RawEncoder)`: holds `key` decoded by `encoder`; `bytes(obj)` is the decoded key.

    Subclasses name the key's size (`_key_size`) and PyNaCl's TypeError message for a `key` that does not
    decode to bytes (`_key_type_message`); a key of another size is PyNaCl's ValueError ("The key must be
    exactly ... bytes long").
    """

    _key_size: ClassVar[int]
    _key_type_message: ClassVar[str]

    def __init__(self, key: bytes, encoder: encoding.Encoder = encoding.RawEncoder):
        # PyNaCl reads `self.KEY_SIZE` at call time, so a subclass may change it; VerifyKey has no KEY_SIZE.
        size: int = getattr(self, "KEY_SIZE", self._key_size)
        self._key = decode_sized(key, encoder, size, type_message=self._key_type_message, name="key")

    def __bytes__(self) -> bytes:
        return self._key


class BytesEquality:
    """Equal to an object of the same class with the same bytes (compared in constant time)."""

    def __bytes__(self) -> bytes:
        raise NotImplementedError

    def __hash__(self) -> int:
        return hash(bytes(self))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, self.__class__):
            return False
        return bindings.sodium_memcmp(bytes(self), bytes(other))

    def __ne__(self, other: object) -> bool:
        return not (self == other)


def encrypted_message(nonce: bytes, ciphertext: bytes, encoder: encoding.Encoder) -> EncryptedMessage:
    """nonce || ciphertext as PyNaCl returns it: encoded, with the encoded parts as attributes."""
    return EncryptedMessage._from_parts(
        encoder.encode(nonce), encoder.encode(ciphertext), encoder.encode(nonce + ciphertext)
    )


def check_nonce(nonce: bytes, size: int) -> None:
    if len(nonce) != size:
        raise exc.ValueError(f"The nonce must be exactly {size} bytes long")


def nonce_and_ciphertext(
    ciphertext: bytes, nonce: Optional[bytes], size: int, encoder: encoding.Encoder
) -> tuple[bytes, bytes]:
    """PyNaCl's decrypt input: the decoded ciphertext, which starts with the nonce unless one is given;
    the nonce checked."""
    ciphertext = encoder.decode(ciphertext)
    if nonce is None:
        nonce = ciphertext[:size]
        ciphertext = ciphertext[size:]
    check_nonce(nonce, size)
    return nonce, ciphertext


class NonceEncryption:
    """`encrypt` / `decrypt` with a `NONCE_SIZE`-byte nonce around the subclass's primitive.

    Subclasses provide `_seal` and `_open` (the raw primitive under the key they hold), and
    `_random_nonce`, which must call the `random` of the subclass's own module: PyNaCl's `encrypt`
    looks up `nacl.secret.random` / `nacl.public.random` at each call, and programs fix nonces in
    their tests with `mock.patch("nacl.secret.random")`.
    """

    NONCE_SIZE: ClassVar[int]

    def _random_nonce(self) -> bytes:
        raise NotImplementedError

    def _seal(self, plaintext: bytes, nonce: bytes) -> bytes:
        raise NotImplementedError

    def _open(self, ciphertext: bytes, nonce: bytes) -> bytes:
        raise NotImplementedError

    def encrypt(
        self,
        plaintext: bytes,
        nonce: Optional[bytes] = None,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> EncryptedMessage:
        """Encrypt under `nonce` (random if omitted: never reuse a nonce with the same key)."""
        if nonce is None:
            nonce = self._random_nonce()
        check_nonce(nonce, self.NONCE_SIZE)
        return encrypted_message(nonce, self._seal(plaintext, nonce), encoder)

    def decrypt(
        self,
        ciphertext: bytes,
        nonce: Optional[bytes] = None,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> bytes:
        """Decrypt; without `nonce` the ciphertext starts with it. CryptoError if forged."""
        nonce, ciphertext = nonce_and_ciphertext(ciphertext, nonce, self.NONCE_SIZE, encoder)
        return self._open(ciphertext, nonce)
