"""`nacl.hashlib`: a `hashlib`-style `blake2b` class over libsodium's generichash parameters, and
`scrypt` with `hashlib.scrypt`'s signature (`SCRYPT_AVAILABLE` is False where the interpreter lacks it).
"""

from __future__ import annotations

import binascii
from typing import NoReturn

from tweetnacl.pynacl import bindings
from tweetnacl.pynacl.utils import bytes_as_string

BYTES = bindings.crypto_generichash_BYTES
BYTES_MIN = bindings.crypto_generichash_BYTES_MIN
BYTES_MAX = bindings.crypto_generichash_BYTES_MAX
KEYBYTES = bindings.crypto_generichash_KEYBYTES
KEYBYTES_MIN = bindings.crypto_generichash_KEYBYTES_MIN
KEYBYTES_MAX = bindings.crypto_generichash_KEYBYTES_MAX
SALTBYTES = bindings.crypto_generichash_SALTBYTES
PERSONALBYTES = bindings.crypto_generichash_PERSONALBYTES

SCRYPT_AVAILABLE = bindings.has_crypto_pwhash_scryptsalsa208sha256

_b2b_init = bindings.crypto_generichash_blake2b_init
_b2b_final = bindings.crypto_generichash_blake2b_final
_b2b_update = bindings.crypto_generichash_blake2b_update


class blake2b:
    """`hashlib`-compatible BLAKE2b with PyNaCl's defaults (32-byte digest)."""

    # PyNaCl's values, including MAX_DIGEST_SIZE = the default size (not BYTES_MAX).
    MAX_DIGEST_SIZE = BYTES
    MAX_KEY_SIZE = KEYBYTES_MAX
    PERSON_SIZE = PERSONALBYTES
    SALT_SIZE = SALTBYTES

    def __init__(
        self,
        data: bytes = b"",
        digest_size: int = BYTES,
        key: bytes = b"",
        salt: bytes = b"",
        person: bytes = b"",
    ):
        self._state = _b2b_init(key=key, salt=salt, person=person, digest_size=digest_size)
        self._digest_size = digest_size
        if data:
            self.update(data)

    @property
    def digest_size(self) -> int:
        """The size of the digest in bytes, as given to the constructor."""
        return self._digest_size

    @property
    def block_size(self) -> int:
        """BLAKE2b's block size in bytes: 128."""
        return 128

    @property
    def name(self) -> str:
        """The algorithm's name as hashlib gives it: "blake2b"."""
        return "blake2b"

    def update(self, data: bytes) -> None:
        """Feed `data` (bytes) to the hash."""
        _b2b_update(self._state, data)

    def digest(self) -> bytes:
        """The digest of the data fed so far (`digest_size` bytes); the object can still be updated."""
        # Finalize a copy, so the object can still be updated and digested again.
        return _b2b_final(self._state.copy())

    def hexdigest(self) -> str:
        """`digest()` as lower-case hexadecimal."""
        return bytes_as_string(binascii.hexlify(self.digest()))

    def copy(self) -> "blake2b":
        """An independent copy of the hash in its current state."""
        duplicate = type(self)(digest_size=self.digest_size)
        duplicate._state = self._state.copy()
        return duplicate

    def __reduce__(self) -> NoReturn:
        """Refuse pickling and copy.copy(), as hashlib's BLAKE2 objects do."""
        raise TypeError(f"can't pickle {self.__class__.__name__} objects")


def scrypt(
    password: bytes,
    salt: bytes = b"",
    n: int = 2**20,
    r: int = 8,
    p: int = 1,
    maxmem: int = 2**25,
    dklen: int = 64,
) -> bytes:
    """scrypt of `password` and `salt` (hashlib.scrypt's signature, PyNaCl's checks and errors)."""
    return bindings.crypto_pwhash_scryptsalsa208sha256_ll(
        password, salt, n, r, p, maxmem=maxmem, dklen=dklen
    )
