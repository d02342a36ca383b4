"""What libsodium's password-hash string functions see of a string argument (argon2 and scrypt share it).

libsodium's crypto_pwhash_str_verify, crypto_pwhash_str_needs_rehash and their scryptsalsa208sha256
counterparts take the string as a C `char *`: whatever follows its first NUL byte does not exist for them.
The Python ports read the same bytes, so that a string verifies here exactly where it verifies in libsodium.

Secrets: the string holds a salt and a hash (public once stored); nothing here sees the password.
"""

from __future__ import annotations

__all__ = ["c_string"]


def c_string(string: bytes) -> bytes:
    """What C sees of a `char *` argument: the bytes up to the first NUL."""
    return string.split(b"\x00", 1)[0]
