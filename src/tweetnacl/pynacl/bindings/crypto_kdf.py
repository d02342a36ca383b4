"""`nacl.bindings.crypto_kdf`: libsodium's key derivation: crypto_kdf_* (BLAKE2b) and crypto_kdf_hkdf_sha256_* /
crypto_kdf_hkdf_sha512_* (HKDF, RFC 5869).

crypto_kdf_derive_from_key is libsodium's kdf_blake2b.c: keyed BLAKE2b (RFC 7693) of the empty message, the 32-byte
master key as the key, the subkey id as the salt (8 bytes little-endian, zero-padded to 16) and the 8-byte context as
the personalization (zero-padded to 16), `subkey_len` (16 to 64) bytes long; `hashlib.blake2b` has exactly these
parameters. HKDF is `tweetnacl.hkdf` (the native API's, on the standard library's `hmac`); the multi-part extract is
an HMAC state under the salt (libsodium's crypto_kdf_hkdf_sha*_extract_init is crypto_auth_hmacsha*_init).
"""

from __future__ import annotations

import hashlib

import tweetnacl as _tn
from tweetnacl._check import as_bytes, as_bytes_of_length
from tweetnacl.pynacl import exceptions as exc
from tweetnacl._api.hkdf import hkdf_expand
from tweetnacl.pynacl.bindings.crypto_auth import HmacState, checked_state

crypto_kdf_BYTES_MIN: int = 16
crypto_kdf_BYTES_MAX: int = 64
crypto_kdf_CONTEXTBYTES: int = 8
crypto_kdf_KEYBYTES: int = 32
crypto_kdf_PRIMITIVE: str = "blake2b"
crypto_kdf_blake2b_BYTES_MIN: int = 16
crypto_kdf_blake2b_BYTES_MAX: int = 64
crypto_kdf_blake2b_CONTEXTBYTES: int = 8
crypto_kdf_blake2b_KEYBYTES: int = 32

crypto_kdf_hkdf_sha256_KEYBYTES: int = _tn.hkdf.sha256.prk_length
crypto_kdf_hkdf_sha256_BYTES_MIN: int = 0
crypto_kdf_hkdf_sha256_BYTES_MAX: int = _tn.hkdf.sha256.max_length
crypto_kdf_hkdf_sha512_KEYBYTES: int = _tn.hkdf.sha512.prk_length
crypto_kdf_hkdf_sha512_BYTES_MIN: int = 0
crypto_kdf_hkdf_sha512_BYTES_MAX: int = _tn.hkdf.sha512.max_length

_UINT64_LIMIT = 1 << 64


def crypto_kdf_blake2b_derive_from_key(subkey_len: int, subkey_id: int, ctx: bytes, key: bytes) -> bytes:
    """Subkey number `subkey_id` (0 to 2^64 - 1) of the 32-byte master `key` in the 8-byte context `ctx`:
    `subkey_len` (16 to 64) bytes."""
    if not isinstance(subkey_len, int) or isinstance(subkey_len, bool):
        raise exc.TypeError(f"subkey_len must be an int, not {type(subkey_len).__name__}")
    if not isinstance(subkey_id, int) or isinstance(subkey_id, bool):
        raise exc.TypeError(f"subkey_id must be an int, not {type(subkey_id).__name__}")
    context = as_bytes_of_length(ctx, "ctx", crypto_kdf_blake2b_CONTEXTBYTES)
    master_key = as_bytes_of_length(key, "key", crypto_kdf_blake2b_KEYBYTES)
    if not 0 <= subkey_id < _UINT64_LIMIT:
        raise exc.ValueError(f"subkey_id must be between 0 and {_UINT64_LIMIT - 1}, got {subkey_id}")
    if not crypto_kdf_blake2b_BYTES_MIN <= subkey_len <= crypto_kdf_blake2b_BYTES_MAX:
        raise exc.ValueError(
            f"subkey_len must be between {crypto_kdf_blake2b_BYTES_MIN} and {crypto_kdf_blake2b_BYTES_MAX},"
            f" got {subkey_len}"
        )
    # hashlib zero-pads salt and person to 16 bytes, as kdf_blake2b.c does by hand (STORE64_LE(salt, subkey_id)).
    subkey: bytes = hashlib.blake2b(
        digest_size=subkey_len, key=master_key, salt=subkey_id.to_bytes(8, "little"), person=context
    ).digest()
    return subkey


def crypto_kdf_derive_from_key(subkey_len: int, subkey_id: int, ctx: bytes, key: bytes) -> bytes:
    """crypto_kdf_blake2b_derive_from_key (libsodium's default KDF)."""
    return crypto_kdf_blake2b_derive_from_key(subkey_len, subkey_id, ctx, key)


def crypto_kdf_keygen() -> bytes:
    """A random key for `crypto_kdf` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_kdf_KEYBYTES)


# -- HKDF ---------------------------------------------------------------------------------------------------------


class crypto_kdf_hkdf_sha256_state(HmacState):
    """A multi-part HKDF-SHA-256 extract: HMAC-SHA-256 under the salt."""

    __slots__ = ()


class crypto_kdf_hkdf_sha512_state(HmacState):
    """A multi-part HKDF-SHA-512 extract: HMAC-SHA-512 under the salt."""

    __slots__ = ()


def _expand(digest_name: str, prk_length: int, max_length: int, out_len: object, ctx: object, prk: object) -> bytes:
    """libsodium's crypto_kdf_hkdf_sha*_expand: its length limit is a ValueError (C: -1, EINVAL)."""
    if not isinstance(out_len, int) or isinstance(out_len, bool):
        raise exc.TypeError(f"out_len must be an int, not {type(out_len).__name__}")
    context = as_bytes(ctx, "ctx")
    key = as_bytes_of_length(prk, "prk", prk_length)
    if not 0 <= out_len <= max_length:
        raise exc.ValueError(f"out_len must be between 0 and {max_length}, got {out_len}")
    return hkdf_expand(digest_name, prk_length, key, context, out_len)


def crypto_kdf_hkdf_sha256_extract(salt: bytes, ikm: bytes) -> bytes:
    """HKDF-SHA-256 extract: the 32-byte pseudorandom key of `ikm` under `salt` (both any length)."""
    return _tn.hkdf.sha256.extract(as_bytes(salt, "salt"), as_bytes(ikm, "ikm"))


def crypto_kdf_hkdf_sha256_expand(out_len: int, ctx: bytes, prk: bytes) -> bytes:
    """HKDF-SHA-256 expand: `out_len` (0 to 8160) bytes of the 32-byte `prk` bound to `ctx` (any length)."""
    return _expand(
        "sha256", crypto_kdf_hkdf_sha256_KEYBYTES, crypto_kdf_hkdf_sha256_BYTES_MAX, out_len, ctx, prk
    )


def crypto_kdf_hkdf_sha256_keygen() -> bytes:
    """A random key for `crypto_kdf_hkdf_sha256` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_kdf_hkdf_sha256_KEYBYTES)


def crypto_kdf_hkdf_sha256_extract_init(salt: bytes) -> crypto_kdf_hkdf_sha256_state:
    """A multi-part HKDF-SHA-256 extract under `salt` (any length)."""
    return crypto_kdf_hkdf_sha256_state(as_bytes(salt, "salt"), hashlib.sha256, crypto_kdf_hkdf_sha256_KEYBYTES)


def crypto_kdf_hkdf_sha256_extract_update(state: crypto_kdf_hkdf_sha256_state, ikm: bytes) -> None:
    """Absorb the next part of the input into `state` (ValueError once the state is finished)."""
    checked_state(state, crypto_kdf_hkdf_sha256_state).update(as_bytes(ikm, "ikm"))


def crypto_kdf_hkdf_sha256_extract_final(state: crypto_kdf_hkdf_sha256_state) -> bytes:
    """The 32-byte pseudorandom key of everything given to `_update`."""
    return checked_state(state, crypto_kdf_hkdf_sha256_state).final()


def crypto_kdf_hkdf_sha512_extract(salt: bytes, ikm: bytes) -> bytes:
    """HKDF-SHA-512 extract: the 64-byte pseudorandom key of `ikm` under `salt` (both any length)."""
    return _tn.hkdf.sha512.extract(as_bytes(salt, "salt"), as_bytes(ikm, "ikm"))


def crypto_kdf_hkdf_sha512_expand(out_len: int, ctx: bytes, prk: bytes) -> bytes:
    """HKDF-SHA-512 expand: `out_len` (0 to 16320) bytes of the 64-byte `prk` bound to `ctx` (any length)."""
    return _expand(
        "sha512", crypto_kdf_hkdf_sha512_KEYBYTES, crypto_kdf_hkdf_sha512_BYTES_MAX, out_len, ctx, prk
    )


def crypto_kdf_hkdf_sha512_keygen() -> bytes:
    """A random key for `crypto_kdf_hkdf_sha512` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_kdf_hkdf_sha512_KEYBYTES)


def crypto_kdf_hkdf_sha512_extract_init(salt: bytes) -> crypto_kdf_hkdf_sha512_state:
    """A multi-part HKDF-SHA-512 extract under `salt` (any length)."""
    return crypto_kdf_hkdf_sha512_state(as_bytes(salt, "salt"), hashlib.sha512, crypto_kdf_hkdf_sha512_KEYBYTES)


def crypto_kdf_hkdf_sha512_extract_update(state: crypto_kdf_hkdf_sha512_state, ikm: bytes) -> None:
    """Absorb the next part of the input into `state` (ValueError once the state is finished)."""
    checked_state(state, crypto_kdf_hkdf_sha512_state).update(as_bytes(ikm, "ikm"))


def crypto_kdf_hkdf_sha512_extract_final(state: crypto_kdf_hkdf_sha512_state) -> bytes:
    """The 64-byte pseudorandom key of everything given to `_update`."""
    return checked_state(state, crypto_kdf_hkdf_sha512_state).final()
