"""`nacl.bindings.crypto_ipcrypt` (beyond PyNaCl 1.6.2): libsodium 1.0.22's IP address encryption, the four variants
of draft-denis-ipcrypt (deterministic, nd, ndx, pfx), over `tweetnacl.fast.ipcrypt`.

Addresses are 16 bytes, an IPv4 address as its IPv4-mapped IPv6 form (`ipaddress.IPv6Address(f"::ffff:{v4}")
.packed`); libsodium's text conversions (`sodium_ip2bin`, `sodium_bin2ip`) are Python's `ipaddress`. Arguments in
C order without the output buffer; each must be bytes-like (`bytes`, `bytearray`, a byte `memoryview`: else
TypeError) of its exact length (else ValueError naming it). The C functions cannot fail, and neither can these on
good arguments: a ciphertext that was never encrypted still decrypts (to some address), as in libsodium.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc

if TYPE_CHECKING:
    from tweetnacl.fast import ipcrypt as _ipcrypt
else:  # executed on first use: reading the constants does not build the AES tables
    from tweetnacl._lazy import import_on_first_attribute

    _ipcrypt = import_on_first_attribute("tweetnacl.fast.ipcrypt")

__all__ = [
    "crypto_ipcrypt_BYTES",
    "crypto_ipcrypt_KEYBYTES",
    "crypto_ipcrypt_NDX_INPUTBYTES",
    "crypto_ipcrypt_NDX_KEYBYTES",
    "crypto_ipcrypt_NDX_OUTPUTBYTES",
    "crypto_ipcrypt_NDX_TWEAKBYTES",
    "crypto_ipcrypt_ND_INPUTBYTES",
    "crypto_ipcrypt_ND_KEYBYTES",
    "crypto_ipcrypt_ND_OUTPUTBYTES",
    "crypto_ipcrypt_ND_TWEAKBYTES",
    "crypto_ipcrypt_PFX_BYTES",
    "crypto_ipcrypt_PFX_KEYBYTES",
    "crypto_ipcrypt_decrypt",
    "crypto_ipcrypt_encrypt",
    "crypto_ipcrypt_keygen",
    "crypto_ipcrypt_nd_decrypt",
    "crypto_ipcrypt_nd_encrypt",
    "crypto_ipcrypt_nd_keygen",
    "crypto_ipcrypt_ndx_decrypt",
    "crypto_ipcrypt_ndx_encrypt",
    "crypto_ipcrypt_ndx_keygen",
    "crypto_ipcrypt_pfx_decrypt",
    "crypto_ipcrypt_pfx_encrypt",
    "crypto_ipcrypt_pfx_keygen",
]

crypto_ipcrypt_BYTES: int = 16
crypto_ipcrypt_KEYBYTES: int = 16
crypto_ipcrypt_ND_KEYBYTES: int = 16
crypto_ipcrypt_ND_TWEAKBYTES: int = 8
crypto_ipcrypt_ND_INPUTBYTES: int = 16
crypto_ipcrypt_ND_OUTPUTBYTES: int = 24
crypto_ipcrypt_NDX_KEYBYTES: int = 32
crypto_ipcrypt_NDX_TWEAKBYTES: int = 16
crypto_ipcrypt_NDX_INPUTBYTES: int = 16
crypto_ipcrypt_NDX_OUTPUTBYTES: int = 32
crypto_ipcrypt_PFX_KEYBYTES: int = 32
crypto_ipcrypt_PFX_BYTES: int = 16


def _checked(value: object, name: str, length: int) -> bytes:
    """`value` as bytes, if it is bytes-like and `length` bytes long (a public check: lengths are not secret)."""
    if isinstance(value, bytes):
        data = value
    elif isinstance(value, (bytearray, memoryview)):
        view = memoryview(value)
        if view.format not in ("B", "b", "c") or view.ndim != 1:
            raise exc.TypeError(f"{name} must be bytes-like (one-dimensional bytes), not a memoryview of {view.format!r}")
        data = view.tobytes()
    else:
        raise exc.TypeError(f"{name} must be bytes, not {type(value).__name__}")
    if len(data) != length:
        raise exc.ValueError(f"{name} must be exactly {length} bytes long, not {len(data)}")
    return data


def crypto_ipcrypt_keygen() -> bytes:
    """A random 16-byte key for `crypto_ipcrypt_encrypt` (from the CSPRNG `tweetnacl.random_bytes` uses)."""
    return _tn.random_bytes(crypto_ipcrypt_KEYBYTES)


def crypto_ipcrypt_nd_keygen() -> bytes:
    """A random 16-byte key for `crypto_ipcrypt_nd_encrypt`."""
    return _tn.random_bytes(crypto_ipcrypt_ND_KEYBYTES)


def crypto_ipcrypt_ndx_keygen() -> bytes:
    """A random 32-byte key for `crypto_ipcrypt_ndx_encrypt`."""
    return _tn.random_bytes(crypto_ipcrypt_NDX_KEYBYTES)


def crypto_ipcrypt_pfx_keygen() -> bytes:
    """A random 32-byte key for `crypto_ipcrypt_pfx_encrypt`."""
    return _tn.random_bytes(crypto_ipcrypt_PFX_KEYBYTES)


def crypto_ipcrypt_encrypt(in_: bytes, k: bytes) -> bytes:
    """ipcrypt-deterministic: AES-128 of the 16-byte address `in_` under the 16-byte key `k` (16 bytes, an IPv6
    address in form; the same address gives the same result)."""
    address = _checked(in_, "in", crypto_ipcrypt_BYTES)
    return _ipcrypt.encrypt(address, _checked(k, "k", crypto_ipcrypt_KEYBYTES))


def crypto_ipcrypt_decrypt(in_: bytes, k: bytes) -> bytes:
    """The 16-byte address of a `crypto_ipcrypt_encrypt` result."""
    ciphertext = _checked(in_, "in", crypto_ipcrypt_BYTES)
    return _ipcrypt.decrypt(ciphertext, _checked(k, "k", crypto_ipcrypt_KEYBYTES))


def crypto_ipcrypt_nd_encrypt(in_: bytes, t: bytes, k: bytes) -> bytes:
    """ipcrypt-nd: KIASU-BC of the 16-byte address under the 16-byte key `k` and the 8-byte tweak `t` (random for
    each call, e.g. `randombytes(8)`): 24 bytes, the tweak then the encrypted address."""
    address = _checked(in_, "in", crypto_ipcrypt_ND_INPUTBYTES)
    tweak = _checked(t, "t", crypto_ipcrypt_ND_TWEAKBYTES)
    return _ipcrypt.nd_encrypt(address, tweak, _checked(k, "k", crypto_ipcrypt_ND_KEYBYTES))


def crypto_ipcrypt_nd_decrypt(in_: bytes, k: bytes) -> bytes:
    """The 16-byte address of a 24-byte `crypto_ipcrypt_nd_encrypt` result."""
    ciphertext = _checked(in_, "in", crypto_ipcrypt_ND_OUTPUTBYTES)
    return _ipcrypt.nd_decrypt(ciphertext, _checked(k, "k", crypto_ipcrypt_ND_KEYBYTES))


def crypto_ipcrypt_ndx_encrypt(in_: bytes, t: bytes, k: bytes) -> bytes:
    """ipcrypt-ndx: AES-XEX of the 16-byte address under the 32-byte key `k` and the 16-byte tweak `t` (random for
    each call): 32 bytes, the tweak then the encrypted address."""
    address = _checked(in_, "in", crypto_ipcrypt_NDX_INPUTBYTES)
    tweak = _checked(t, "t", crypto_ipcrypt_NDX_TWEAKBYTES)
    return _ipcrypt.ndx_encrypt(address, tweak, _checked(k, "k", crypto_ipcrypt_NDX_KEYBYTES))


def crypto_ipcrypt_ndx_decrypt(in_: bytes, k: bytes) -> bytes:
    """The 16-byte address of a 32-byte `crypto_ipcrypt_ndx_encrypt` result."""
    ciphertext = _checked(in_, "in", crypto_ipcrypt_NDX_OUTPUTBYTES)
    return _ipcrypt.ndx_decrypt(ciphertext, _checked(k, "k", crypto_ipcrypt_NDX_KEYBYTES))


def crypto_ipcrypt_pfx_encrypt(in_: bytes, k: bytes) -> bytes:
    """ipcrypt-pfx: prefix-preserving encryption of the 16-byte address under the 32-byte key `k` (16 bytes;
    addresses sharing an L-bit prefix give results sharing an L-bit prefix; IPv4-mapped stays IPv4-mapped)."""
    address = _checked(in_, "in", crypto_ipcrypt_PFX_BYTES)
    return _ipcrypt.pfx_encrypt(address, _checked(k, "k", crypto_ipcrypt_PFX_KEYBYTES))


def crypto_ipcrypt_pfx_decrypt(in_: bytes, k: bytes) -> bytes:
    """The 16-byte address of a `crypto_ipcrypt_pfx_encrypt` result."""
    ciphertext = _checked(in_, "in", crypto_ipcrypt_PFX_BYTES)
    return _ipcrypt.pfx_decrypt(ciphertext, _checked(k, "k", crypto_ipcrypt_PFX_KEYBYTES))
