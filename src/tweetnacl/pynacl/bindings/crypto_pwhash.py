"""`nacl.bindings.crypto_pwhash`: Argon2i/Argon2id (`tweetnacl.fast.pwhash.argon2`) and scrypt
(`tweetnacl.fast.pwhash.scrypt`, on `hashlib.scrypt`), with PyNaCl's checks, messages and exceptions.

scrypt's constants are libsodium's where `hashlib.scrypt` exists; where it does not, they are those of
PyNaCl on a minimal libsodium build (zero, with `has_crypto_pwhash_scryptsalsa208sha256` False).
"""

from __future__ import annotations

import sys
from typing import Tuple

from tweetnacl._check import as_bytes, as_bytes_of_length
from tweetnacl.fast.pwhash import argon2 as _argon2
from tweetnacl.fast.pwhash import scrypt as _scrypt
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import MINIMAL_BUILD, require_bytes, require_char_bytes
from tweetnacl.pynacl.exceptions import ensure

has_crypto_pwhash_scryptsalsa208sha256 = _scrypt.AVAILABLE

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

if has_crypto_pwhash_scryptsalsa208sha256:
    crypto_pwhash_scryptsalsa208sha256_STRPREFIX = _scrypt.STRPREFIX
    crypto_pwhash_scryptsalsa208sha256_SALTBYTES = _scrypt.SALTBYTES
    crypto_pwhash_scryptsalsa208sha256_STRBYTES = _scrypt.STRBYTES
    crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN = _scrypt.PASSWD_MIN
    crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX = _scrypt.PASSWD_MAX
    crypto_pwhash_scryptsalsa208sha256_BYTES_MIN = _scrypt.BYTES_MIN
    crypto_pwhash_scryptsalsa208sha256_BYTES_MAX = _scrypt.BYTES_MAX
    crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN = _scrypt.MEMLIMIT_MIN
    crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX = _scrypt.MEMLIMIT_MAX
    crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN = _scrypt.OPSLIMIT_MIN
    crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX = _scrypt.OPSLIMIT_MAX
    crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE = _scrypt.OPSLIMIT_INTERACTIVE
    crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE = _scrypt.MEMLIMIT_INTERACTIVE
    crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE = _scrypt.OPSLIMIT_SENSITIVE
    crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE = _scrypt.MEMLIMIT_SENSITIVE

crypto_pwhash_ALG_ARGON2I13: int = _argon2.ALG_ARGON2I13
crypto_pwhash_ALG_ARGON2ID13: int = _argon2.ALG_ARGON2ID13
crypto_pwhash_ALG_DEFAULT: int = _argon2.ALG_DEFAULT

crypto_pwhash_SALTBYTES: int = _argon2.SALTBYTES
crypto_pwhash_STRBYTES: int = _argon2.STRBYTES

crypto_pwhash_PASSWD_MIN: int = _argon2.PASSWD_MIN
crypto_pwhash_PASSWD_MAX: int = _argon2.PASSWD_MAX
crypto_pwhash_BYTES_MIN: int = _argon2.BYTES_MIN
crypto_pwhash_BYTES_MAX: int = _argon2.BYTES_MAX

crypto_pwhash_argon2i_STRPREFIX: bytes = _argon2.STRPREFIX[_argon2.ALG_ARGON2I13]
crypto_pwhash_argon2i_MEMLIMIT_MIN: int = _argon2.MEMLIMIT_MIN
crypto_pwhash_argon2i_MEMLIMIT_MAX: int = _argon2.MEMLIMIT_MAX
crypto_pwhash_argon2i_OPSLIMIT_MIN: int = _argon2.OPSLIMIT_MIN[_argon2.ALG_ARGON2I13]
crypto_pwhash_argon2i_OPSLIMIT_MAX: int = _argon2.OPSLIMIT_MAX
crypto_pwhash_argon2i_OPSLIMIT_INTERACTIVE: int = 4
crypto_pwhash_argon2i_MEMLIMIT_INTERACTIVE: int = 33554432
crypto_pwhash_argon2i_OPSLIMIT_MODERATE: int = 6
crypto_pwhash_argon2i_MEMLIMIT_MODERATE: int = 134217728
crypto_pwhash_argon2i_OPSLIMIT_SENSITIVE: int = 8
crypto_pwhash_argon2i_MEMLIMIT_SENSITIVE: int = 536870912

crypto_pwhash_argon2id_STRPREFIX: bytes = _argon2.STRPREFIX[_argon2.ALG_ARGON2ID13]
crypto_pwhash_argon2id_MEMLIMIT_MIN: int = _argon2.MEMLIMIT_MIN
crypto_pwhash_argon2id_MEMLIMIT_MAX: int = _argon2.MEMLIMIT_MAX
crypto_pwhash_argon2id_OPSLIMIT_MIN: int = _argon2.OPSLIMIT_MIN[_argon2.ALG_ARGON2ID13]
crypto_pwhash_argon2id_OPSLIMIT_MAX: int = _argon2.OPSLIMIT_MAX
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


def _check_memory_occupation(n: int, r: int, p: int, maxmem: int = SCRYPT_MAX_MEM) -> None:
    """PyNaCl's checks of the scrypt parameters, in its order and with its messages."""
    ensure(r != 0, "Invalid block size", raising=exc.ValueError)
    ensure(p != 0, "Invalid parallelization factor", raising=exc.ValueError)
    ensure((n & (n - 1)) == 0, "Cost factor must be a power of 2", raising=exc.ValueError)
    ensure(n > 1, "Cost factor must be at least 2", raising=exc.ValueError)
    ensure(p <= SCRYPT_PR_MAX / r, f"p*r is greater than {SCRYPT_PR_MAX}", raising=exc.ValueError)
    ensure(n < (1 << (16 * r)), raising=exc.ValueError)
    block_bytes = p * 128 * r
    ensure(n + 2 <= UINT64_MAX / 128 / r, raising=exc.ValueError)
    v_bytes = 32 * r * (n + 2) * 4
    ensure(block_bytes <= UINT64_MAX - v_bytes, raising=exc.ValueError)
    ensure(block_bytes <= sys.maxsize - v_bytes, raising=exc.ValueError)
    ensure(
        block_bytes + v_bytes <= maxmem,
        "Memory limit would be exceeded with the chosen n, r, p",
        raising=exc.ValueError,
    )


def nacl_bindings_pick_scrypt_params(opslimit: int, memlimit: int) -> Tuple[int, int, int]:
    """libsodium's pickparams: (n_log2, r, p)."""
    return _scrypt.pick_params(opslimit, memlimit)


def crypto_pwhash_scryptsalsa208sha256_ll(
    passwd: bytes,
    salt: bytes,
    n: int,
    r: int,
    p: int,
    dklen: int = 64,
    maxmem: int = SCRYPT_MAX_MEM,
) -> bytes:
    """scrypt of `passwd` and `salt` with cost n, block size r and parallelism p (hashlib.scrypt)."""
    ensure(has_crypto_pwhash_scryptsalsa208sha256, MINIMAL_BUILD, raising=exc.UnavailableError)
    ensure(isinstance(n, int), raising=TypeError)
    ensure(isinstance(r, int), raising=TypeError)
    ensure(isinstance(p, int), raising=TypeError)
    ensure(isinstance(passwd, bytes), raising=TypeError)
    ensure(isinstance(salt, bytes), raising=TypeError)
    _check_memory_occupation(n, r, p, maxmem)
    if dklen < 0:
        raise exc.ValueError("negative array length")  # what cffi says to ffi.new("uint8_t[]", -1)
    try:
        return _scrypt.crypto_pwhash_scryptsalsa208sha256_ll(passwd, salt, n, r, p, dklen)
    except (ValueError, MemoryError, OverflowError):
        raise exc.RuntimeError("Unexpected failure in key derivation") from None


def crypto_pwhash_scryptsalsa208sha256_str(
    passwd: bytes,
    opslimit: int = SCRYPT_OPSLIMIT_INTERACTIVE,
    memlimit: int = SCRYPT_MEMLIMIT_INTERACTIVE,
) -> bytes:
    """A `$7$` string of `passwd` with a random salt and pickparams(opslimit, memlimit)."""
    ensure(has_crypto_pwhash_scryptsalsa208sha256, MINIMAL_BUILD, raising=exc.UnavailableError)
    len(passwd)  # PyNaCl evaluates len(passwd) before cffi sees passwd: an object without a length fails here
    passwd = require_char_bytes(passwd)
    try:
        return _scrypt.crypto_pwhash_scryptsalsa208sha256_str(passwd, opslimit, memlimit)
    except (ValueError, MemoryError, OverflowError):
        raise exc.RuntimeError("Unexpected failure in password hashing") from None


def crypto_pwhash_scryptsalsa208sha256_str_verify(passwd_hash: bytes, passwd: bytes) -> bool:
    """True if `passwd` matches the `$7$` string; InvalidkeyError if not."""
    ensure(has_crypto_pwhash_scryptsalsa208sha256, MINIMAL_BUILD, raising=exc.UnavailableError)
    ensure(len(passwd_hash) == SCRYPT_STRBYTES - 1, "Invalid password hash", raising=exc.ValueError)
    passwd_hash = require_char_bytes(passwd_hash)
    passwd = require_char_bytes(passwd)
    ok = _scrypt.crypto_pwhash_scryptsalsa208sha256_str_verify(passwd_hash, passwd)
    ensure(ok, "Wrong password", raising=exc.InvalidkeyError)
    return True


_LIMITS = {
    crypto_pwhash_ALG_ARGON2I13: (
        crypto_pwhash_argon2i_MEMLIMIT_MIN, crypto_pwhash_argon2i_MEMLIMIT_MAX,
        crypto_pwhash_argon2i_OPSLIMIT_MIN, crypto_pwhash_argon2i_OPSLIMIT_MAX,
    ),
    crypto_pwhash_ALG_ARGON2ID13: (
        crypto_pwhash_argon2id_MEMLIMIT_MIN, crypto_pwhash_argon2id_MEMLIMIT_MAX,
        crypto_pwhash_argon2id_OPSLIMIT_MIN, crypto_pwhash_argon2id_OPSLIMIT_MAX,
    ),
}


def _check_argon2_limits_alg(opslimit: int, memlimit: int, alg: int) -> None:
    """PyNaCl's checks of the Argon2 limits, in its order and with its messages."""
    # Compared with ==, as PyNaCl does (`alg in _LIMITS` would raise the builtin TypeError for an unhashable alg).
    limits = [value for known, value in _LIMITS.items() if alg == known]
    if not limits:
        raise exc.TypeError("Unsupported algorithm")
    memlimit_min, memlimit_max, opslimit_min, opslimit_max = limits[0]
    if memlimit < memlimit_min:
        raise exc.ValueError(f"memlimit must be at least {memlimit_min} bytes")
    elif memlimit > memlimit_max:
        raise exc.ValueError(f"memlimit must be at most {memlimit_max} bytes")
    if opslimit < opslimit_min:
        raise exc.ValueError(f"opslimit must be at least {opslimit_min}")
    elif opslimit > opslimit_max:
        raise exc.ValueError(f"opslimit must be at most {opslimit_max}")


def crypto_pwhash_alg(outlen: int, passwd: bytes, salt: bytes, opslimit: int, memlimit: int, alg: int) -> bytes:
    """Argon2 (alg: crypto_pwhash_ALG_ARGON2I13 or _ARGON2ID13) of `passwd` and a 16-byte `salt`."""
    ensure(isinstance(outlen, int), raising=exc.TypeError)
    ensure(isinstance(opslimit, int), raising=exc.TypeError)
    ensure(isinstance(memlimit, int), raising=exc.TypeError)
    ensure(isinstance(alg, int), raising=exc.TypeError)
    ensure(isinstance(passwd, bytes), raising=exc.TypeError)
    if len(salt) != crypto_pwhash_SALTBYTES:
        raise exc.ValueError(f"salt must be exactly {crypto_pwhash_SALTBYTES} bytes long")
    if outlen < crypto_pwhash_BYTES_MIN:
        raise exc.ValueError(f"derived key must be at least {crypto_pwhash_BYTES_MIN} bytes long")
    elif outlen > crypto_pwhash_BYTES_MAX:
        raise exc.ValueError(f"derived key must be at most {crypto_pwhash_BYTES_MAX} bytes long")
    _check_argon2_limits_alg(opslimit, memlimit, alg)
    salt = require_bytes(salt)
    try:
        return _argon2.crypto_pwhash(outlen, passwd, salt, opslimit, memlimit, alg)
    except (ValueError, MemoryError, OverflowError):
        raise exc.RuntimeError("Unexpected failure in key derivation") from None


def crypto_pwhash_str_alg(passwd: bytes, opslimit: int, memlimit: int, alg: int) -> bytes:
    """An `$argon2i$` / `$argon2id$` string of `passwd` with a random salt."""
    ensure(isinstance(opslimit, int), raising=TypeError)
    ensure(isinstance(memlimit, int), raising=TypeError)
    ensure(isinstance(passwd, bytes), raising=TypeError)
    _check_argon2_limits_alg(opslimit, memlimit, alg)
    try:
        return _argon2.crypto_pwhash_str(passwd, opslimit, memlimit, alg)
    except (ValueError, MemoryError, OverflowError):
        raise exc.RuntimeError("Unexpected failure in key derivation") from None


def crypto_pwhash_str_verify(passwd_hash: bytes, passwd: bytes) -> bool:
    """True if `passwd` matches the Argon2 string `passwd_hash`; InvalidkeyError if not (or if
    libsodium would not accept the string)."""
    ensure(isinstance(passwd_hash, bytes), raising=TypeError)
    ensure(isinstance(passwd, bytes), raising=TypeError)
    ensure(len(passwd_hash) <= 127, "Hash must be at most 127 bytes long", raising=exc.ValueError)
    ok = _argon2.crypto_pwhash_str_verify(passwd_hash, passwd)
    ensure(ok, "Wrong password", raising=exc.InvalidkeyError)
    return True



# -- beyond PyNaCl: libsodium 1.0.22's other crypto_pwhash names ---------------------------------------------------
# Argon2 runs with one lane, as libsodium's. Limits, lengths and algorithms libsodium refuses (C: -1) raise
# ValueError (the layer's, also a CryptoError); a wrong password in *_str_verify raises InvalidkeyError; an invalid
# string in *_str_needs_rehash raises ValueError.

crypto_pwhash_PRIMITIVE: str = "argon2id,argon2i"
crypto_pwhash_STRPREFIX: bytes = crypto_pwhash_argon2id_STRPREFIX
crypto_pwhash_OPSLIMIT_MIN: int = crypto_pwhash_argon2id_OPSLIMIT_MIN
crypto_pwhash_OPSLIMIT_MAX: int = crypto_pwhash_argon2id_OPSLIMIT_MAX
crypto_pwhash_MEMLIMIT_MIN: int = crypto_pwhash_argon2id_MEMLIMIT_MIN
crypto_pwhash_MEMLIMIT_MAX: int = crypto_pwhash_argon2id_MEMLIMIT_MAX
crypto_pwhash_OPSLIMIT_INTERACTIVE: int = crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE
crypto_pwhash_MEMLIMIT_INTERACTIVE: int = crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE
crypto_pwhash_OPSLIMIT_MODERATE: int = crypto_pwhash_argon2id_OPSLIMIT_MODERATE
crypto_pwhash_MEMLIMIT_MODERATE: int = crypto_pwhash_argon2id_MEMLIMIT_MODERATE
crypto_pwhash_OPSLIMIT_SENSITIVE: int = crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE
crypto_pwhash_MEMLIMIT_SENSITIVE: int = crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE
crypto_pwhash_argon2i_ALG_ARGON2I13: int = crypto_pwhash_ALG_ARGON2I13
crypto_pwhash_argon2i_SALTBYTES: int = crypto_pwhash_SALTBYTES
crypto_pwhash_argon2i_STRBYTES: int = crypto_pwhash_STRBYTES
crypto_pwhash_argon2i_PASSWD_MIN: int = crypto_pwhash_PASSWD_MIN
crypto_pwhash_argon2i_PASSWD_MAX: int = crypto_pwhash_PASSWD_MAX
crypto_pwhash_argon2i_BYTES_MIN: int = crypto_pwhash_BYTES_MIN
crypto_pwhash_argon2i_BYTES_MAX: int = crypto_pwhash_BYTES_MAX
crypto_pwhash_argon2id_ALG_ARGON2ID13: int = crypto_pwhash_ALG_ARGON2ID13
crypto_pwhash_argon2id_SALTBYTES: int = crypto_pwhash_SALTBYTES
crypto_pwhash_argon2id_STRBYTES: int = crypto_pwhash_STRBYTES
crypto_pwhash_argon2id_PASSWD_MIN: int = crypto_pwhash_PASSWD_MIN
crypto_pwhash_argon2id_PASSWD_MAX: int = crypto_pwhash_PASSWD_MAX
crypto_pwhash_argon2id_BYTES_MIN: int = crypto_pwhash_BYTES_MIN
crypto_pwhash_argon2id_BYTES_MAX: int = crypto_pwhash_BYTES_MAX


def _password(passwd: object) -> bytes:
    return as_bytes(passwd, "passwd")


def _hash_string(string: object) -> bytes:
    return as_bytes(string, "str")


def crypto_pwhash(outlen: int, passwd: bytes, salt: bytes, opslimit: int, memlimit: int, alg: int) -> bytes:
    """Argon2i or Argon2id (alg) of `passwd` and a 16-byte `salt`: `outlen` bytes (crypto_pwhash_alg's checks)."""
    return crypto_pwhash_alg(outlen, _password(passwd), as_bytes(salt, "salt"), opslimit, memlimit, alg)


def _argon2_of(expected_alg: int, outlen: int, passwd: object, salt: object, opslimit: int, memlimit: int,
               alg: int) -> bytes:
    if not isinstance(alg, int) or isinstance(alg, bool):
        raise exc.TypeError(f"alg must be an int, not {type(alg).__name__}")
    if alg != expected_alg:
        raise exc.ValueError(f"alg must be {expected_alg} here, got {alg}")
    return crypto_pwhash(outlen, _password(passwd), as_bytes(salt, "salt"), opslimit, memlimit, alg)


def crypto_pwhash_argon2i(outlen: int, passwd: bytes, salt: bytes, opslimit: int, memlimit: int, alg: int) -> bytes:
    """Argon2i only: alg must be crypto_pwhash_argon2i_ALG_ARGON2I13 (libsodium fails otherwise)."""
    return _argon2_of(crypto_pwhash_ALG_ARGON2I13, outlen, passwd, salt, opslimit, memlimit, alg)


def crypto_pwhash_argon2id(outlen: int, passwd: bytes, salt: bytes, opslimit: int, memlimit: int, alg: int) -> bytes:
    """Argon2id only: alg must be crypto_pwhash_argon2id_ALG_ARGON2ID13 (libsodium fails otherwise)."""
    return _argon2_of(crypto_pwhash_ALG_ARGON2ID13, outlen, passwd, salt, opslimit, memlimit, alg)


def crypto_pwhash_str(passwd: bytes, opslimit: int, memlimit: int) -> bytes:
    """An `$argon2id$` string of `passwd` with a random salt (libsodium's default algorithm)."""
    return crypto_pwhash_str_alg(_password(passwd), opslimit, memlimit, crypto_pwhash_ALG_DEFAULT)


def crypto_pwhash_argon2i_str(passwd: bytes, opslimit: int, memlimit: int) -> bytes:
    """An `$argon2i$` string of `passwd` with a random salt."""
    return crypto_pwhash_str_alg(_password(passwd), opslimit, memlimit, crypto_pwhash_ALG_ARGON2I13)


def crypto_pwhash_argon2id_str(passwd: bytes, opslimit: int, memlimit: int) -> bytes:
    """An `$argon2id$` string of `passwd` with a random salt."""
    return crypto_pwhash_str_alg(_password(passwd), opslimit, memlimit, crypto_pwhash_ALG_ARGON2ID13)


def _str_verify_of(alg: int, string: object, passwd: object) -> bool:
    hash_string, password = _hash_string(string), _password(passwd)
    if len(hash_string) >= crypto_pwhash_STRBYTES:
        raise exc.ValueError(f"str must be at most {crypto_pwhash_STRBYTES - 1} bytes long")
    ensure(_argon2.crypto_pwhash_str_verify(hash_string, password, alg), "Wrong password", raising=exc.InvalidkeyError)
    return True


def crypto_pwhash_argon2i_str_verify(str: bytes, passwd: bytes) -> bool:
    """True if `passwd` matches the `$argon2i$` string; InvalidkeyError if not, or if the string is not an Argon2i
    string libsodium accepts (an `$argon2id$` string is refused, as libsodium's argon2i_verify does)."""
    return _str_verify_of(crypto_pwhash_ALG_ARGON2I13, str, passwd)


def crypto_pwhash_argon2id_str_verify(str: bytes, passwd: bytes) -> bool:
    """True if `passwd` matches the `$argon2id$` string; InvalidkeyError if not (or not an Argon2id string)."""
    return _str_verify_of(crypto_pwhash_ALG_ARGON2ID13, str, passwd)


def _needs_rehash(string: object, opslimit: object, memlimit: object, alg: int | None) -> bool:
    hash_string = _hash_string(string)
    for name, value in (("opslimit", opslimit), ("memlimit", memlimit)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise exc.TypeError(f"{name} must be an int, not {type(value).__name__}")
        if value < 0:
            raise exc.ValueError(f"{name} must be non-negative, got {value}")
    try:
        return _argon2.crypto_pwhash_str_needs_rehash(hash_string, opslimit, memlimit, alg)  # type: ignore[arg-type]
    except ValueError:
        raise exc.ValueError("str is not a valid hash string for these parameters") from None


def crypto_pwhash_str_needs_rehash(str: bytes, opslimit: int, memlimit: int) -> bool:
    """Whether an Argon2 string was made with other limits than (opslimit, memlimit); ValueError if libsodium
    refuses the string."""
    return _needs_rehash(str, opslimit, memlimit, None)


def crypto_pwhash_argon2i_str_needs_rehash(str: bytes, opslimit: int, memlimit: int) -> bool:
    """crypto_pwhash_str_needs_rehash for `$argon2i$` strings only."""
    return _needs_rehash(str, opslimit, memlimit, crypto_pwhash_ALG_ARGON2I13)


def crypto_pwhash_argon2id_str_needs_rehash(str: bytes, opslimit: int, memlimit: int) -> bool:
    """crypto_pwhash_str_needs_rehash for `$argon2id$` strings only."""
    return _needs_rehash(str, opslimit, memlimit, crypto_pwhash_ALG_ARGON2ID13)


def crypto_pwhash_scryptsalsa208sha256(outlen: int, passwd: bytes, salt: bytes, opslimit: int, memlimit: int) -> bytes:
    """scrypt of `passwd` and a 32-byte `salt`, with libsodium's parameters for (opslimit, memlimit): `outlen`
    (16 or more) bytes."""
    ensure(has_crypto_pwhash_scryptsalsa208sha256, MINIMAL_BUILD, raising=exc.UnavailableError)
    password = _password(passwd)
    salt_bytes = as_bytes_of_length(salt, "salt", crypto_pwhash_scryptsalsa208sha256_SALTBYTES)
    for name, value in (("outlen", outlen), ("opslimit", opslimit), ("memlimit", memlimit)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise exc.TypeError(f"{name} must be an int, not {type(value).__name__}")
        if value < 0:
            raise exc.ValueError(f"{name} must be non-negative, got {value}")
    if not crypto_pwhash_scryptsalsa208sha256_BYTES_MIN <= outlen <= crypto_pwhash_scryptsalsa208sha256_BYTES_MAX:
        raise exc.ValueError(
            f"outlen must be between {crypto_pwhash_scryptsalsa208sha256_BYTES_MIN} and"
            f" {crypto_pwhash_scryptsalsa208sha256_BYTES_MAX}, got {outlen}"
        )
    n_log2, r, p = _scrypt.pick_params(opslimit, memlimit)
    try:
        return _scrypt.crypto_pwhash_scryptsalsa208sha256_ll(password, salt_bytes, 1 << n_log2, r, p, outlen)
    except (ValueError, MemoryError, OverflowError):
        raise exc.RuntimeError("Unexpected failure in key derivation") from None


def crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(str: bytes, opslimit: int, memlimit: int) -> bool:
    """Whether a `$7$` string was made with other parameters than those of (opslimit, memlimit); ValueError if
    libsodium refuses the string."""
    ensure(has_crypto_pwhash_scryptsalsa208sha256, MINIMAL_BUILD, raising=exc.UnavailableError)
    hash_string = _hash_string(str)
    try:
        return _scrypt.crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(hash_string, opslimit, memlimit)
    except ValueError:
        raise exc.ValueError("str is not a valid $7$ hash string") from None
