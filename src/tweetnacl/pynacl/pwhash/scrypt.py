"""`nacl.pwhash.scrypt`: scrypt with libsodium's parameters and `$7$` strings, on `hashlib.scrypt`.

Where the interpreter has no `hashlib.scrypt`, it is as PyNaCl on a minimal libsodium build: `AVAILABLE`
is False, the constants are zero, and `kdf`, `str` and `verify` raise UnavailableError.
"""

from __future__ import annotations

from tweetnacl.pynacl import bindings, encoding
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import MINIMAL_BUILD
from tweetnacl.pynacl.exceptions import ensure

_strbytes_plus_one = bindings.crypto_pwhash_scryptsalsa208sha256_STRBYTES

AVAILABLE = bindings.has_crypto_pwhash_scryptsalsa208sha256

STRPREFIX = bindings.crypto_pwhash_scryptsalsa208sha256_STRPREFIX

SALTBYTES = bindings.crypto_pwhash_scryptsalsa208sha256_SALTBYTES

PASSWD_MIN = bindings.crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN
PASSWD_MAX = bindings.crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX

PWHASH_SIZE = _strbytes_plus_one - 1

BYTES_MIN = bindings.crypto_pwhash_scryptsalsa208sha256_BYTES_MIN
BYTES_MAX = bindings.crypto_pwhash_scryptsalsa208sha256_BYTES_MAX

MEMLIMIT_MIN = bindings.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN
MEMLIMIT_MAX = bindings.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX
OPSLIMIT_MIN = bindings.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN
OPSLIMIT_MAX = bindings.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX

OPSLIMIT_INTERACTIVE = bindings.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE
MEMLIMIT_INTERACTIVE = bindings.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE
OPSLIMIT_SENSITIVE = bindings.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE
MEMLIMIT_SENSITIVE = bindings.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE

OPSLIMIT_MODERATE = 8 * OPSLIMIT_INTERACTIVE
MEMLIMIT_MODERATE = 8 * MEMLIMIT_INTERACTIVE


def kdf(
    size: int,
    password: bytes,
    salt: bytes,
    opslimit: int = OPSLIMIT_SENSITIVE,
    memlimit: int = MEMLIMIT_SENSITIVE,
    encoder: encoding.Encoder = encoding.RawEncoder,
) -> bytes:
    """A `size`-byte key derived from `password` and a 32-byte `salt` by scrypt, with libsodium's
    choice of (N, r, p) for opslimit and memlimit."""
    ensure(AVAILABLE, MINIMAL_BUILD, raising=exc.UnavailableError)
    ensure(
        len(salt) == SALTBYTES,
        "The salt must be exactly %s, not %s bytes long" % (SALTBYTES, len(salt)),
        raising=exc.ValueError,
    )
    n_log2, r, p = bindings.nacl_bindings_pick_scrypt_params(opslimit, memlimit)
    maxmem = memlimit + (2**16)
    return encoder.encode(
        bindings.crypto_pwhash_scryptsalsa208sha256_ll(password, salt, 2**n_log2, r, p, maxmem=maxmem, dklen=size)
    )


def str(
    password: bytes,
    opslimit: int = OPSLIMIT_INTERACTIVE,
    memlimit: int = MEMLIMIT_INTERACTIVE,
) -> bytes:
    """The `$7$` string of `password` hashed by scrypt with a random salt."""
    ensure(AVAILABLE, MINIMAL_BUILD, raising=exc.UnavailableError)
    return bindings.crypto_pwhash_scryptsalsa208sha256_str(password, opslimit, memlimit)


def verify(password_hash: bytes, password: bytes) -> bool:
    """True if `password` matches the `$7$` string `password_hash`; raises InvalidkeyError if not."""
    ensure(AVAILABLE, MINIMAL_BUILD, raising=exc.UnavailableError)
    ensure(
        len(password_hash) == PWHASH_SIZE,
        "The password hash must be exactly %s bytes long" % bindings.crypto_pwhash_scryptsalsa208sha256_STRBYTES,
        raising=exc.ValueError,
    )
    return bindings.crypto_pwhash_scryptsalsa208sha256_str_verify(password_hash, password)
