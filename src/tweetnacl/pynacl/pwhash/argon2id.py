"""`nacl.pwhash.argon2id`: argon2id (`kdf`, `str`, `verify`) and its constants."""

from __future__ import annotations

from tweetnacl.pynacl import bindings
from tweetnacl.pynacl.pwhash import _argon2

ALG = _argon2.ALG_ARGON2ID13
STRPREFIX = bindings.crypto_pwhash_argon2id_STRPREFIX

SALTBYTES = _argon2.SALTBYTES

PASSWD_MIN = _argon2.PASSWD_MIN
PASSWD_MAX = _argon2.PASSWD_MAX

PWHASH_SIZE = _argon2.PWHASH_SIZE

BYTES_MIN = _argon2.BYTES_MIN
BYTES_MAX = _argon2.BYTES_MAX

verify = _argon2.verify

MEMLIMIT_MIN = bindings.crypto_pwhash_argon2id_MEMLIMIT_MIN
MEMLIMIT_MAX = bindings.crypto_pwhash_argon2id_MEMLIMIT_MAX
OPSLIMIT_MIN = bindings.crypto_pwhash_argon2id_OPSLIMIT_MIN
OPSLIMIT_MAX = bindings.crypto_pwhash_argon2id_OPSLIMIT_MAX

OPSLIMIT_INTERACTIVE = bindings.crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE
MEMLIMIT_INTERACTIVE = bindings.crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE
OPSLIMIT_SENSITIVE = bindings.crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE
MEMLIMIT_SENSITIVE = bindings.crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE

OPSLIMIT_MODERATE = bindings.crypto_pwhash_argon2id_OPSLIMIT_MODERATE
MEMLIMIT_MODERATE = bindings.crypto_pwhash_argon2id_MEMLIMIT_MODERATE

kdf, str = _argon2.kdf_and_str(
    __name__,
    ALG,
    kdf_limits=(OPSLIMIT_SENSITIVE, MEMLIMIT_SENSITIVE),
    str_limits=(OPSLIMIT_INTERACTIVE, MEMLIMIT_INTERACTIVE),
)
