"""`nacl.bindings.crypto_pwhash`: Argon2 and scrypt are unavailable.

Argon2's constants keep their libsodium values; scrypt's are those of PyNaCl on a minimal
libsodium build (zero, with `has_crypto_pwhash_scryptsalsa208sha256` False).
"""

from __future__ import annotations

from tweetnacl.pynacl._support import unavailable

has_crypto_pwhash_scryptsalsa208sha256 = False

crypto_pwhash_scryptsalsa208sha256_STRPREFIX = b""
crypto_pwhash_scryptsalsa208sha256_SALTBYTES = 0
crypto_pwhash_scryptsalsa208sha256_STRBYTES = 0
crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN = 0
crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX = 0
crypto_pwhash_scryptsalsa208sha256_BYTES_MIN = 0
crypto_pwhash_scryptsalsa208sha256_BYTES_MAX = 0
crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN = 0
crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX = 0
crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN = 0
crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX = 0
crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE = 0
crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE = 0
crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE = 0
crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE = 0

crypto_pwhash_ALG_ARGON2I13: int = 1
crypto_pwhash_ALG_ARGON2ID13: int = 2
crypto_pwhash_ALG_DEFAULT: int = 2

crypto_pwhash_SALTBYTES: int = 16
crypto_pwhash_STRBYTES: int = 128

crypto_pwhash_PASSWD_MIN: int = 0
crypto_pwhash_PASSWD_MAX: int = 4294967295
crypto_pwhash_BYTES_MIN: int = 16
crypto_pwhash_BYTES_MAX: int = 4294967295

crypto_pwhash_argon2i_STRPREFIX: bytes = b"$argon2i$"
crypto_pwhash_argon2i_MEMLIMIT_MIN: int = 8192
crypto_pwhash_argon2i_MEMLIMIT_MAX: int = 4398046510080
crypto_pwhash_argon2i_OPSLIMIT_MIN: int = 3
crypto_pwhash_argon2i_OPSLIMIT_MAX: int = 4294967295
crypto_pwhash_argon2i_OPSLIMIT_INTERACTIVE: int = 4
crypto_pwhash_argon2i_MEMLIMIT_INTERACTIVE: int = 33554432
crypto_pwhash_argon2i_OPSLIMIT_MODERATE: int = 6
crypto_pwhash_argon2i_MEMLIMIT_MODERATE: int = 134217728
crypto_pwhash_argon2i_OPSLIMIT_SENSITIVE: int = 8
crypto_pwhash_argon2i_MEMLIMIT_SENSITIVE: int = 536870912

crypto_pwhash_argon2id_STRPREFIX: bytes = b"$argon2id$"
crypto_pwhash_argon2id_MEMLIMIT_MIN: int = 8192
crypto_pwhash_argon2id_MEMLIMIT_MAX: int = 4398046510080
crypto_pwhash_argon2id_OPSLIMIT_MIN: int = 1
crypto_pwhash_argon2id_OPSLIMIT_MAX: int = 4294967295
crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE: int = 2
crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE: int = 67108864
crypto_pwhash_argon2id_OPSLIMIT_MODERATE: int = 3
crypto_pwhash_argon2id_MEMLIMIT_MODERATE: int = 268435456
crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE: int = 4
crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE: int = 1073741824

SCRYPT_OPSLIMIT_INTERACTIVE = crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE
SCRYPT_MEMLIMIT_INTERACTIVE = crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE
SCRYPT_OPSLIMIT_SENSITIVE = crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE
SCRYPT_MEMLIMIT_SENSITIVE = crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE
SCRYPT_SALTBYTES = crypto_pwhash_scryptsalsa208sha256_SALTBYTES
SCRYPT_STRBYTES = crypto_pwhash_scryptsalsa208sha256_STRBYTES

SCRYPT_PR_MAX = (1 << 30) - 1
LOG2_UINT64_MAX = 63
UINT64_MAX = (1 << 64) - 1
SCRYPT_MAX_MEM = 32 * (1024 * 1024)

_SCRYPT = "scrypt (crypto_pwhash_scryptsalsa208sha256)"
_ARGON2 = "Argon2 (crypto_pwhash)"

nacl_bindings_pick_scrypt_params = unavailable("nacl_bindings_pick_scrypt_params", _SCRYPT)
crypto_pwhash_scryptsalsa208sha256_ll = unavailable(
    "crypto_pwhash_scryptsalsa208sha256_ll", _SCRYPT
)
crypto_pwhash_scryptsalsa208sha256_str = unavailable(
    "crypto_pwhash_scryptsalsa208sha256_str", _SCRYPT
)
crypto_pwhash_scryptsalsa208sha256_str_verify = unavailable(
    "crypto_pwhash_scryptsalsa208sha256_str_verify", _SCRYPT
)
crypto_pwhash_alg = unavailable("crypto_pwhash_alg", _ARGON2)
crypto_pwhash_str_alg = unavailable("crypto_pwhash_str_alg", _ARGON2)
crypto_pwhash_str_verify = unavailable("crypto_pwhash_str_verify", _ARGON2)
crypto_pwhash_argon2i_str_verify = unavailable("crypto_pwhash_argon2i_str_verify", _ARGON2)
