"""A reference for the layer's AES-256-GCM bindings where libsodium cannot be one.

libsodium offers AES-256-GCM only on CPUs with AES and carry-less multiply instructions (and only
when its build enables them): elsewhere PyNaCl's crypto_aead_aes256gcm_* raise UnavailableError
before looking at their arguments. REFERENCE is then PyNaCl 1.6.2's own binding functions (their
code, so their checks, order, messages and exception classes) run with `lib` answering "available"
and doing AES-256-GCM with `cryptography`'s AESGCM (OpenSSL) in place of libsodium's. Where libsodium
has AES-256-GCM, REFERENCE is PyNaCl itself. Either way an implementation independent of ours."""

from __future__ import annotations

import types
from typing import Any

import nacl._sodium
import nacl.bindings
import nacl.bindings.crypto_aead
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

nacl.bindings.sodium_init()  # libsodium detects the CPU's AES instructions here: asked before, it answers 0
LIBSODIUM_HAS_AES = nacl._sodium.lib.crypto_aead_aes256gcm_is_available() == 1
NO_AES_REASON = "libsodium reports no AES-256-GCM here (no AES/PCLMUL instructions): compared with OpenSSL instead"

_ffi = nacl._sodium.ffi


class _LibWithOpenSSLAes:
    """PyNaCl's cffi `lib`, with its three AES-256-GCM functions done by OpenSSL (same C signatures)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(nacl._sodium.lib, name)

    @staticmethod
    def crypto_aead_aes256gcm_is_available() -> int:
        return 1

    @staticmethod
    def crypto_aead_aes256gcm_encrypt(
        c: Any, clen: Any, m: bytes, mlen: int, ad: Any, adlen: int, nsec: Any, npub: bytes, k: bytes
    ) -> int:
        out = AESGCM(bytes(k)).encrypt(bytes(npub), bytes(m[:mlen]), bytes(ad[:adlen]) if adlen else None)
        _ffi.memmove(c, out, len(out))
        clen[0] = len(out)
        return 0

    @staticmethod
    def crypto_aead_aes256gcm_decrypt(
        m: Any, mlen: Any, nsec: Any, c: bytes, clen: int, ad: Any, adlen: int, npub: bytes, k: bytes
    ) -> int:
        try:
            out = AESGCM(bytes(k)).decrypt(bytes(npub), bytes(c[:clen]), bytes(ad[:adlen]) if adlen else None)
        except InvalidTag:
            return -1
        _ffi.memmove(m, out, len(out))
        mlen[0] = len(out)
        return 0


def _with_lib(function: Any, lib: Any) -> Any:
    return types.FunctionType(function.__code__, {**function.__globals__, "lib": lib}, function.__name__)


def _reference_bindings() -> Any:
    if LIBSODIUM_HAS_AES:
        return nacl.bindings
    lib = _LibWithOpenSSLAes()
    names = {name: getattr(nacl.bindings, name) for name in dir(nacl.bindings)}
    for operation in ("encrypt", "decrypt"):
        name = f"crypto_aead_aes256gcm_{operation}"
        names[name] = _with_lib(getattr(nacl.bindings.crypto_aead, name), lib)
    return types.SimpleNamespace(**names)


REFERENCE_BINDINGS = _reference_bindings()
REFERENCE = types.SimpleNamespace(bindings=REFERENCE_BINDINGS)
"""A stand-in for test_pynacl_compat.REAL with only `bindings` (enough for its AEAD helpers)."""
