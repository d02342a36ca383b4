"""`nacl.public`: X25519 keys, `Box` (NaCl's crypto_box) and `SealedBox` (libsodium's seal)."""

from __future__ import annotations

from typing import ClassVar, Generic, Optional, Type, TypeVar

from tweetnacl.pynacl import bindings, encoding
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._bases import BytesEquality, NonceEncryption, decode_sized
from tweetnacl.pynacl.encoding import Encoder
from tweetnacl.pynacl.utils import EncryptedMessage  # noqa: F401 - a name nacl.public has
from tweetnacl.pynacl.utils import StringFixer, random


class PublicKey(encoding.Encodable, StringFixer, BytesEquality):
    """A 32-byte X25519 public key."""

    SIZE: ClassVar[int] = bindings.crypto_box_PUBLICKEYBYTES

    def __init__(self, public_key: bytes, encoder: encoding.Encoder = encoding.RawEncoder):
        self._public_key = decode_sized(
            public_key,
            encoder,
            self.SIZE,
            type_message="PublicKey must be created from 32 bytes",
            name="public key",
        )

    def __bytes__(self) -> bytes:
        return self._public_key


class PrivateKey(encoding.Encodable, StringFixer):
    """A 32-byte X25519 secret key and its `public_key`."""

    SIZE: ClassVar[int] = bindings.crypto_box_SECRETKEYBYTES
    SEED_SIZE: ClassVar[int] = bindings.crypto_box_SEEDBYTES

    def __init__(self, private_key: bytes, encoder: encoding.Encoder = encoding.RawEncoder):
        private_key = encoder.decode(private_key)
        if not (isinstance(private_key, bytes) and len(private_key) == self.SIZE):
            raise exc.TypeError(
                f"PrivateKey must be created from a {self.SIZE} bytes long raw secret key"
            )
        self._private_key = private_key
        self.public_key = PublicKey(bindings.crypto_scalarmult_base(private_key))

    @classmethod
    def from_seed(
        cls, seed: bytes, encoder: encoding.Encoder = encoding.RawEncoder
    ) -> "PrivateKey":
        """The key pair libsodium derives from a 32-byte seed (secret key = SHA-512(seed)[:32])."""
        seed = encoder.decode(seed)
        if not (isinstance(seed, bytes) and len(seed) == cls.SEED_SIZE):
            raise exc.TypeError(
                f"PrivateKey seed must be a {cls.SEED_SIZE} bytes long binary sequence"
            )
        _, raw_secret_key = bindings.crypto_box_seed_keypair(seed)
        return cls(raw_secret_key)

    def __bytes__(self) -> bytes:
        return self._private_key

    def __hash__(self) -> int:
        return hash((type(self), bytes(self.public_key)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, self.__class__):
            return False
        return self.public_key == other.public_key

    def __ne__(self, other: object) -> bool:
        return not (self == other)

    @classmethod
    def generate(cls) -> "PrivateKey":
        """A random key (from tweetnacl.random_bytes)."""
        return cls(random(PrivateKey.SIZE), encoder=encoding.RawEncoder)


_Box = TypeVar("_Box", bound="Box")


class Box(encoding.Encodable, StringFixer, NonceEncryption):
    """Authenticated public-key encryption between a PrivateKey and a PublicKey.

    The X25519 shared key is computed once; a public key of small order (e.g. all zeros) is
    refused with RuntimeError, as libsodium does.
    """

    NONCE_SIZE: ClassVar[int] = bindings.crypto_box_NONCEBYTES
    _shared_key: bytes

    def __init__(self, private_key: PrivateKey, public_key: PublicKey):
        if not isinstance(private_key, PrivateKey) or not isinstance(public_key, PublicKey):
            raise exc.TypeError("Box must be created from a PrivateKey and a PublicKey")
        self._shared_key = bindings.crypto_box_beforenm(
            public_key.encode(encoder=encoding.RawEncoder),
            private_key.encode(encoder=encoding.RawEncoder),
        )

    def __bytes__(self) -> bytes:
        return self._shared_key

    @classmethod
    def decode(cls: Type[_Box], encoded: bytes, encoder: Encoder = encoding.RawEncoder) -> _Box:
        """A Box from a shared key previously taken with `bytes(box)` / `box.encode()`."""
        box: _Box = cls.__new__(cls)
        box._shared_key = encoder.decode(encoded)
        return box

    def _random_nonce(self) -> bytes:
        return random(self.NONCE_SIZE)  # nacl.public.random, looked up now: a mock.patch point as in PyNaCl

    def _seal(self, plaintext: bytes, nonce: bytes) -> bytes:
        return bindings.crypto_box_easy_afternm(plaintext, nonce, self._shared_key)

    def _open(self, ciphertext: bytes, nonce: bytes) -> bytes:
        return bindings.crypto_box_open_easy_afternm(ciphertext, nonce, self._shared_key)

    def shared_key(self) -> bytes:
        """The 32-byte precomputed shared key (NaCl's crypto_box_beforenm)."""
        return self._shared_key


_Key = TypeVar("_Key", PublicKey, PrivateKey)


class SealedBox(Generic[_Key], encoding.Encodable, StringFixer):
    """Anonymous encryption to a public key (libsodium's crypto_box_seal).

    Built from a PublicKey it can only encrypt; built from a PrivateKey it can also decrypt.
    """

    _public_key: bytes
    _private_key: Optional[bytes]

    def __init__(self, recipient_key: _Key):
        if isinstance(recipient_key, PublicKey):
            self._public_key = recipient_key.encode(encoder=encoding.RawEncoder)
            self._private_key = None
        elif isinstance(recipient_key, PrivateKey):
            self._private_key = recipient_key.encode(encoder=encoding.RawEncoder)
            self._public_key = recipient_key.public_key.encode(encoder=encoding.RawEncoder)
        else:
            raise exc.TypeError("SealedBox must be created from a PublicKey or a PrivateKey")

    def __bytes__(self) -> bytes:
        return self._public_key

    def encrypt(self, plaintext: bytes, encoder: encoding.Encoder = encoding.RawEncoder) -> bytes:
        """ephemeral public key || box, encoded; the sender cannot decrypt it afterwards."""
        return encoder.encode(bindings.crypto_box_seal(plaintext, self._public_key))

    def decrypt(
        self: "SealedBox[PrivateKey]",
        ciphertext: bytes,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> bytes:
        """The plaintext; TypeError if this SealedBox holds only a public key."""
        ciphertext = encoder.decode(ciphertext)
        if self._private_key is None:
            # PyNaCl raises the builtin TypeError here, not nacl.exceptions.TypeError.
            raise TypeError("SealedBoxes created with a public key cannot decrypt")
        return bindings.crypto_box_seal_open(ciphertext, self._public_key, self._private_key)
