"""`nacl.pwhash._argon2`: Argon2's shared constants; hashing and verifying are unavailable."""

from __future__ import annotations

from tweetnacl.pynacl import bindings
from tweetnacl.pynacl.bindings.crypto_pwhash import _ARGON2

UNAVAILABLE = _ARGON2  # the reason given by argon2i and argon2id

_argon2_strbytes_plus_one = bindings.crypto_pwhash_STRBYTES

PWHASH_SIZE = _argon2_strbytes_plus_one - 1
SALTBYTES = bindings.crypto_pwhash_SALTBYTES

PASSWD_MIN = bindings.crypto_pwhash_PASSWD_MIN
PASSWD_MAX = bindings.crypto_pwhash_PASSWD_MAX

BYTES_MAX = bindings.crypto_pwhash_BYTES_MAX
BYTES_MIN = bindings.crypto_pwhash_BYTES_MIN

ALG_ARGON2I13 = bindings.crypto_pwhash_ALG_ARGON2I13
ALG_ARGON2ID13 = bindings.crypto_pwhash_ALG_ARGON2ID13
ALG_ARGON2_DEFAULT = bindings.crypto_pwhash_ALG_DEFAULT


def verify(password_hash: bytes, password: bytes) -> bool:
    """Unavailable (Argon2): raises UnavailableError."""
    return bindings.crypto_pwhash_str_verify(password_hash, password)
