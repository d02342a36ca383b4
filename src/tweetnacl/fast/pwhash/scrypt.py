"""scrypt with libsodium's crypto_pwhash_scryptsalsa208sha256 parameters and `$7$` strings.

The KDF itself is `hashlib.scrypt` (RFC 7914, OpenSSL's implementation), present where CPython was built
against OpenSSL 1.1+ (and on PyPy); `AVAILABLE` is False where it is missing. What libsodium adds is
read from src/libsodium/crypto_pwhash/scryptsalsa208sha256/: `pickparams` (opslimit, memlimit -> N, r,
p) and the modular-crypt format of crypto_scrypt-common.c: `$7$`, N's log2 as one character, r and p as
five characters each (30 bits, least significant first), the 32-byte salt in that base64 (43 characters),
`$`, and the 32-byte hash (43 characters); the scrypt salt of a string is its encoded salt text.

Secrets: the password goes to `hashlib.scrypt` only (whose memory accesses follow the data by scrypt's
design, RFC 7914 section 5, as in libsodium); nothing here branches on it or on the derived hash, and a
string is checked against the recomputed one with `hmac.compare_digest`.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Callable, Optional

from tweetnacl._random import random_bytes
from tweetnacl.fast.pwhash.c_strings import c_string

__all__ = [
    "AVAILABLE",
    "BYTES_MAX",
    "BYTES_MIN",
    "MEMLIMIT_INTERACTIVE",
    "MEMLIMIT_MAX",
    "MEMLIMIT_MIN",
    "MEMLIMIT_SENSITIVE",
    "OPSLIMIT_INTERACTIVE",
    "OPSLIMIT_MAX",
    "OPSLIMIT_MIN",
    "OPSLIMIT_SENSITIVE",
    "PASSWD_MAX",
    "PASSWD_MIN",
    "SALTBYTES",
    "STRBYTES",
    "STRPREFIX",
    "crypto_pwhash_scryptsalsa208sha256_ll",
    "crypto_pwhash_scryptsalsa208sha256_str",
    "crypto_pwhash_scryptsalsa208sha256_str_needs_rehash",
    "crypto_pwhash_scryptsalsa208sha256_str_verify",
    "pick_params",
]

_scrypt: Optional[Callable[..., bytes]] = getattr(hashlib, "scrypt", None)
AVAILABLE = _scrypt is not None
"""Whether this interpreter's hashlib has scrypt."""

SALTBYTES = 32
STRBYTES = 102
STRPREFIX = b"$7$"
PASSWD_MIN = 0
PASSWD_MAX = 18446744073709551615
BYTES_MIN = 16
BYTES_MAX = 137438953440
OPSLIMIT_MIN = 32768
OPSLIMIT_MAX = 4294967295
MEMLIMIT_MIN = 16777216
MEMLIMIT_MAX = 68719476736
OPSLIMIT_INTERACTIVE = 524288
MEMLIMIT_INTERACTIVE = 16777216
OPSLIMIT_SENSITIVE = 33554432
MEMLIMIT_SENSITIVE = 1073741824
"""libsodium's values (crypto_pwhash_scryptsalsa208sha256.h, on a 64-bit platform)."""

_HASHBYTES = 32
_ITOA64 = b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_ATOI64 = {char: value for value, char in enumerate(_ITOA64)}
_INT_MAX = 2**31 - 1


class UnavailableError(RuntimeError):
    """hashlib.scrypt is missing from this interpreter."""


def _kdf() -> Callable[..., bytes]:
    if _scrypt is None:
        raise UnavailableError("scrypt needs hashlib.scrypt, which this Python does not have")
    return _scrypt


def pick_params(opslimit: int, memlimit: int) -> tuple[int, int, int]:
    """libsodium's pickparams: (N_log2, r, p) for an operation and memory budget."""
    if opslimit < 32768:  # libsodium's `if (opslimit < minops) opslimit = minops;` (public parameters)
        opslimit = 32768
    r = 8
    if opslimit < memlimit // 32:
        p = 1
        max_n = opslimit // (r * 4)
    else:
        max_n = memlimit // (r * 128)
    n_log2 = 1
    while n_log2 < 63 and (1 << n_log2) <= max_n // 2:
        n_log2 += 1
    if not opslimit < memlimit // 32:
        max_rp = min((opslimit // 4) // (1 << n_log2), 0x3FFFFFFF)
        p = max_rp // r
    return n_log2, r, p


def crypto_pwhash_scryptsalsa208sha256_ll(password: bytes, salt: bytes, n: int, r: int, p: int,
                                          out_len: int) -> bytes:
    """scrypt(password, salt, N = n, r, p) of `out_len` bytes, as libsodium's escrypt_kdf bounds it.

    Raises ValueError for parameters libsodium refuses (and for those OpenSSL's scrypt refuses:
    N >= 2^(16 r), or more than 2 GiB of memory)."""
    kdf = _kdf()
    if out_len > (2**32 - 1) * 32 or r * p >= 2**30 or n > 2**32 - 1:
        raise ValueError("scrypt parameters too large")
    if n < 2 or n & (n - 1) or r == 0 or p == 0:
        raise ValueError("scrypt parameters invalid")
    memory = 128 * r * (n + p + 2) + 65536
    return kdf(password, salt=salt, n=n, r=r, p=p, maxmem=min(memory, _INT_MAX), dklen=out_len)


def _encode_uint(value: int, bits: int) -> bytes:
    """encode64_uint32: 6 bits per character, least significant first."""
    return bytes(_ITOA64[(value >> shift) & 0x3F] for shift in range(0, bits, 6))


def _encode(data: bytes) -> bytes:
    """encode64: groups of up to 3 bytes, little-endian, as ceil(8 * len / 6) characters."""
    out = []
    for start in range(0, len(data), 3):
        group = data[start:start + 3]
        out.append(_encode_uint(int.from_bytes(group, "little"), 8 * len(group)))
    return b"".join(out)


def _decode_uint(text: bytes, position: int, bits: int) -> tuple[int, int]:
    value = 0
    for shift in range(0, bits, 6):
        if position >= len(text) or text[position] not in _ATOI64:
            raise ValueError("bad $7$ setting")
        value |= _ATOI64[text[position]] << shift
        position += 1
    return value, position


def _parse_setting(string: bytes) -> tuple[int, int, int, int]:
    """escrypt_parse_setting: (N_log2, r, p, length of the setting prefix)."""
    if string[:3] != STRPREFIX:
        raise ValueError("not a $7$ string")
    n_log2, position = _decode_uint(string, 3, 6)
    r, position = _decode_uint(string, position, 30)
    p, position = _decode_uint(string, position, 30)
    return n_log2, r, p, position


def _hash_string(password: bytes, setting: bytes) -> bytes:
    """escrypt_r: the string of `password` under `setting` (everything before the last `$`)."""
    n_log2, r, p, prefix_len = _parse_setting(setting)
    salt = setting[prefix_len:]
    if prefix_len + len(salt) + 1 + 43 + 1 > STRBYTES:
        raise ValueError("$7$ salt too long")
    digest = crypto_pwhash_scryptsalsa208sha256_ll(password, salt, 1 << n_log2, r, p, _HASHBYTES)
    return setting + b"$" + _encode(digest)


def crypto_pwhash_scryptsalsa208sha256_str(password: bytes, opslimit: int, memlimit: int,
                                           salt: Optional[bytes] = None) -> bytes:
    """libsodium's crypto_pwhash_scryptsalsa208sha256_str: a 101-character `$7$` string (random 32-byte
    salt, or `salt` for tests)."""
    _kdf()
    n_log2, r, p = pick_params(opslimit, memlimit)
    if salt is None:
        salt = random_bytes(SALTBYTES)
    setting = STRPREFIX + _ITOA64[n_log2:n_log2 + 1] + _encode_uint(r, 30) + _encode_uint(p, 30) + _encode(salt)
    return _hash_string(password, setting)


def crypto_pwhash_scryptsalsa208sha256_str_verify(string: bytes, password: bytes) -> bool:
    """libsodium's crypto_pwhash_scryptsalsa208sha256_str_verify: True if `password` gives exactly this
    101-character string; False otherwise, or if libsodium would refuse the string."""
    _kdf()
    string = c_string(string)
    if len(string) != STRBYTES - 1:
        return False
    try:
        prefix_len = _parse_setting(string)[3]
        last_dollar = string.rfind(b"$", prefix_len)
        wanted = _hash_string(password, string[:last_dollar] if last_dollar >= 0 else string)
    except (ValueError, MemoryError, OverflowError):
        return False
    return hmac.compare_digest(wanted, string)


def crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(string: bytes, opslimit: int, memlimit: int) -> bool:
    """libsodium's crypto_pwhash_scryptsalsa208sha256_str_needs_rehash (ValueError where it fails)."""
    wanted = pick_params(opslimit, memlimit)
    string = c_string(string)
    if len(string) != STRBYTES - 1:
        raise ValueError("not a $7$ string")
    n_log2, r, p, _ = _parse_setting(string)
    return (n_log2, r, p) != wanted
