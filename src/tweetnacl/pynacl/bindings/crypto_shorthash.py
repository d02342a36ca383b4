"""`nacl.bindings.crypto_shorthash`: SipHash-2-4 (64-bit) and its 128-bit variant, over `tweetnacl.fast.mac.siphash`.

Checks, their order, exception classes and messages are PyNaCl 1.6.2's (the key length first, then what
cffi says of arguments that are not bytes)."""

from __future__ import annotations

import tweetnacl as _tn
from tweetnacl.fast.mac import siphash as _siphash
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes, require_bytes, require_sized_bytes

has_crypto_shorthash_siphashx24 = True

BYTES: int = _siphash.BYTES
KEYBYTES: int = _siphash.KEYBYTES

XBYTES: int = _siphash.XBYTES
XKEYBYTES: int = _siphash.KEYBYTES


def _checked(data: bytes, key: bytes, key_bytes: int) -> tuple[bytes, bytes]:
    if len(key) != key_bytes:
        raise exc.ValueError(f"Key length must be exactly {key_bytes} bytes")
    # PyNaCl passes len(data) to libsodium: an object without a length fails there first
    return require_sized_bytes(data), require_bytes(key)


def crypto_shorthash_siphash24(data: bytes, key: bytes) -> bytes:
    """SipHash-2-4 of `data` under the 16-byte `key`: 8 bytes (libsodium's crypto_shorthash)."""
    return _siphash.siphash24(*_checked(data, key, KEYBYTES))


def crypto_shorthash_siphashx24(data: bytes, key: bytes) -> bytes:
    """SipHash-2-4 with 128-bit output of `data` under the 16-byte `key`: 16 bytes."""
    return _siphash.siphashx24(*_checked(data, key, XKEYBYTES))


# -- beyond PyNaCl (libsodium 1.0.22): the generic name and keygen ----------------------------------------------------

crypto_shorthash_BYTES: int = BYTES
crypto_shorthash_KEYBYTES: int = KEYBYTES
crypto_shorthash_PRIMITIVE: str = "siphash24"


def crypto_shorthash(inp: bytes, k: bytes) -> bytes:
    """SipHash-2-4 of `inp` under the 16-byte key k: 8 bytes. Bytes arguments only (TypeError otherwise); a key of
    another length is a ValueError naming it."""
    return _siphash.siphash24(checked_bytes("in", inp), checked_bytes("k", k, KEYBYTES))


def crypto_shorthash_keygen() -> bytes:
    """A random 16-byte SipHash key."""
    return _tn.random_bytes(KEYBYTES)
