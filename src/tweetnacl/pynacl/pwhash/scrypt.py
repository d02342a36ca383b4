"""`nacl.pwhash.scrypt`: as PyNaCl on a minimal libsodium build: `AVAILABLE` is False, the
constants are zero, and `kdf`, `str` and `verify` raise UnavailableError.
"""

from __future__ import annotations

from tweetnacl.pynacl import bindings
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import unavailable_message
from tweetnacl.pynacl.pwhash import _unavailable

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

_SCRYPT = "scrypt (nacl.pwhash.scrypt)"

kdf, str = _unavailable.kdf_and_str(
    __name__,
    _SCRYPT,
    kdf_limits=(OPSLIMIT_SENSITIVE, MEMLIMIT_SENSITIVE),
    str_limits=(OPSLIMIT_INTERACTIVE, MEMLIMIT_INTERACTIVE),
)


def verify(password_hash: bytes, password: bytes) -> bool:
    """Unavailable (scrypt): raises UnavailableError."""
    raise exc.UnavailableError(unavailable_message(_SCRYPT))
