"""`nacl.bindings.crypto_auth`: libsodium's crypto_auth (HMAC-SHA-512-256, NaCl's) and
crypto_auth_hmacsha256 / _hmacsha512 / _hmacsha512256 (RFC 2104, FIPS 180-4), one-shot and multi-part, on the
standard library's `hmac` (OpenSSL's HMAC in C). `crypto_auth` is `tweetnacl.auth`.

libsodium's key rules, kept: the one-shot and `_verify` forms read a fixed 32-byte key (`*_KEYBYTES`); `_init`
takes a key of any length, hashed first when longer than the hash's block (64 bytes for SHA-256, 128 for SHA-512),
as RFC 2104 and `hmac` do. Tags are compared with `hmac.compare_digest`; no secret decides a branch.
A multi-part state is finalized once: `_update` or `_final` on a finalized state raises `ValueError`, where
libsodium's C would go on with a wiped state.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any, Callable, NoReturn

import tweetnacl as _tn
from tweetnacl._check import as_bytes, as_bytes_of_length
from tweetnacl.pynacl import exceptions as exc

crypto_auth_BYTES: int = 32
crypto_auth_KEYBYTES: int = 32
crypto_auth_PRIMITIVE: str = "hmacsha512256"
crypto_auth_hmacsha256_BYTES: int = 32
crypto_auth_hmacsha256_KEYBYTES: int = 32
crypto_auth_hmacsha512_BYTES: int = 64
crypto_auth_hmacsha512_KEYBYTES: int = 32
crypto_auth_hmacsha512256_BYTES: int = 32
crypto_auth_hmacsha512256_KEYBYTES: int = 32


class HmacState:
    """A multi-part HMAC state (libsodium's crypto_auth_hmacsha*_state): the standard library's `hmac` object and
    the tag length (32 for HMAC-SHA-512-256, which is HMAC-SHA-512 truncated)."""

    __slots__ = ("_mac", "_tag_length", "_finalized")

    def __init__(self, key: bytes, digest: Callable[..., Any], tag_length: int) -> None:
        self._mac = hmac.new(key, digestmod=digest)
        self._tag_length = tag_length
        self._finalized = False

    def __reduce__(self) -> NoReturn:
        """Refuse pickling and copy.copy(): the state holds the key."""
        raise TypeError(f"can't pickle {self.__class__.__name__} objects")

    def update(self, data: bytes) -> None:
        """Absorb `data` (the next part of the input)."""
        if self._finalized:
            raise exc.ValueError("state already finalized")
        self._mac.update(data)

    def final(self) -> bytes:
        """The MAC or key of everything absorbed; the state is finished."""
        if self._finalized:
            raise exc.ValueError("state already finalized")
        self._finalized = True
        tag: bytes = self._mac.digest()
        return tag[: self._tag_length]


class crypto_auth_hmacsha256_state(HmacState):
    __slots__ = ()


class crypto_auth_hmacsha512_state(HmacState):
    __slots__ = ()


class crypto_auth_hmacsha512256_state(HmacState):
    __slots__ = ()


def checked_state(state: object, cls: type[HmacState]) -> HmacState:
    """`state` if it is a `cls` (a state of the right family), else TypeError."""
    if not isinstance(state, cls):
        raise exc.TypeError(f"state must be a {cls.__name__} object, not {type(state).__name__}")
    return state


def _tag(digest_name: str, tag_length: int, message: object, k: object) -> bytes:
    data = as_bytes(message, "in")
    key = as_bytes_of_length(k, "k", 32)
    return hmac.digest(key, data, digest_name)[:tag_length]


def _verify(digest_name: str, tag_length: int, h: object, message: object, k: object) -> bool:
    tag = as_bytes_of_length(h, "h", tag_length)
    if not hmac.compare_digest(tag, _tag(digest_name, tag_length, message, k)):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return True


# -- crypto_auth: HMAC-SHA-512-256 -------------------------------------------------------------------------------


def crypto_auth(in_: bytes, k: bytes) -> bytes:
    """The 32-byte HMAC-SHA-512-256 tag of `in_` under the 32-byte key `k` (NaCl's crypto_auth)."""
    return _tn.auth(as_bytes(in_, "in"), as_bytes_of_length(k, "k", crypto_auth_KEYBYTES))


def crypto_auth_verify(h: bytes, in_: bytes, k: bytes) -> bool:
    """True if `h` is `in_`'s crypto_auth tag under `k`; BadSignatureError if not."""
    tag = as_bytes_of_length(h, "h", crypto_auth_BYTES)
    if not _tn.auth.verify(tag, as_bytes(in_, "in"), as_bytes_of_length(k, "k", crypto_auth_KEYBYTES)):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return True


def crypto_auth_keygen() -> bytes:
    """A random key for `crypto_auth` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_auth_KEYBYTES)


# -- HMAC-SHA-256 ------------------------------------------------------------------------------------------------


def crypto_auth_hmacsha256(in_: bytes, k: bytes) -> bytes:
    """HMAC-SHA-256 of `in_` under the 32-byte key `k`: 32 bytes."""
    return _tag("sha256", crypto_auth_hmacsha256_BYTES, in_, k)


def crypto_auth_hmacsha256_verify(h: bytes, in_: bytes, k: bytes) -> bool:
    """True if `h` is `in_`'s HMAC-SHA-256 under the 32-byte key `k`; BadSignatureError if not."""
    return _verify("sha256", crypto_auth_hmacsha256_BYTES, h, in_, k)


def crypto_auth_hmacsha256_keygen() -> bytes:
    """A random key for `crypto_auth_hmacsha256` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_auth_hmacsha256_KEYBYTES)


def crypto_auth_hmacsha256_init(key: bytes) -> crypto_auth_hmacsha256_state:
    """A multi-part HMAC-SHA-256 state under `key` (any length)."""
    return crypto_auth_hmacsha256_state(as_bytes(key, "key"), hashlib.sha256, crypto_auth_hmacsha256_BYTES)


def crypto_auth_hmacsha256_update(state: crypto_auth_hmacsha256_state, in_: bytes) -> None:
    """Absorb the next part of the input into `state` (ValueError once the state is finished)."""
    checked_state(state, crypto_auth_hmacsha256_state).update(as_bytes(in_, "in"))


def crypto_auth_hmacsha256_final(state: crypto_auth_hmacsha256_state) -> bytes:
    """The tag of everything absorbed into `state`; the state is finished."""
    return checked_state(state, crypto_auth_hmacsha256_state).final()


# -- HMAC-SHA-512 ------------------------------------------------------------------------------------------------


def crypto_auth_hmacsha512(in_: bytes, k: bytes) -> bytes:
    """HMAC-SHA-512 of `in_` under the 32-byte key `k`: 64 bytes."""
    return _tag("sha512", crypto_auth_hmacsha512_BYTES, in_, k)


def crypto_auth_hmacsha512_verify(h: bytes, in_: bytes, k: bytes) -> bool:
    """True if `h` is `in_`'s HMAC-SHA-512 under the 32-byte key `k`; BadSignatureError if not."""
    return _verify("sha512", crypto_auth_hmacsha512_BYTES, h, in_, k)


def crypto_auth_hmacsha512_keygen() -> bytes:
    """A random key for `crypto_auth_hmacsha512` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_auth_hmacsha512_KEYBYTES)


def crypto_auth_hmacsha512_init(key: bytes) -> crypto_auth_hmacsha512_state:
    """A multi-part HMAC-SHA-512 state under `key` (any length)."""
    return crypto_auth_hmacsha512_state(as_bytes(key, "key"), hashlib.sha512, crypto_auth_hmacsha512_BYTES)


def crypto_auth_hmacsha512_update(state: crypto_auth_hmacsha512_state, in_: bytes) -> None:
    """Absorb the next part of the input into `state` (ValueError once the state is finished)."""
    checked_state(state, crypto_auth_hmacsha512_state).update(as_bytes(in_, "in"))


def crypto_auth_hmacsha512_final(state: crypto_auth_hmacsha512_state) -> bytes:
    """The tag of everything absorbed into `state`; the state is finished."""
    return checked_state(state, crypto_auth_hmacsha512_state).final()


# -- HMAC-SHA-512-256: HMAC-SHA-512 truncated to 32 bytes ---------------------------------------------------------


def crypto_auth_hmacsha512256(in_: bytes, k: bytes) -> bytes:
    """HMAC-SHA-512-256 of `in_` under the 32-byte key `k` (= crypto_auth): 32 bytes."""
    return crypto_auth(in_, k)


def crypto_auth_hmacsha512256_verify(h: bytes, in_: bytes, k: bytes) -> bool:
    """True if `h` is `in_`'s HMAC-SHA-512-256 under the 32-byte key `k`; BadSignatureError if not."""
    return crypto_auth_verify(h, in_, k)


def crypto_auth_hmacsha512256_keygen() -> bytes:
    """A random key for `crypto_auth_hmacsha512256` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_auth_hmacsha512256_KEYBYTES)


def crypto_auth_hmacsha512256_init(key: bytes) -> crypto_auth_hmacsha512256_state:
    """A multi-part HMAC-SHA-512-256 state under `key` (any length)."""
    return crypto_auth_hmacsha512256_state(as_bytes(key, "key"), hashlib.sha512, crypto_auth_hmacsha512256_BYTES)


def crypto_auth_hmacsha512256_update(state: crypto_auth_hmacsha512256_state, in_: bytes) -> None:
    """Absorb the next part of the input into `state` (ValueError once the state is finished)."""
    checked_state(state, crypto_auth_hmacsha512256_state).update(as_bytes(in_, "in"))


def crypto_auth_hmacsha512256_final(state: crypto_auth_hmacsha512256_state) -> bytes:
    """The tag of everything absorbed into `state`; the state is finished."""
    return checked_state(state, crypto_auth_hmacsha512256_state).final()
