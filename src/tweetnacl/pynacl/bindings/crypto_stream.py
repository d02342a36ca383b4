"""`nacl.bindings` beyond PyNaCl: libsodium's raw stream ciphers (crypto_stream_*) and the Salsa20 / ChaCha20 cores
(crypto_core_hsalsa20, _hchacha20, _salsa20, _salsa2012, _salsa208), over `tweetnacl.fast.stream`.

libsodium 1.0.22's names and calling convention: arguments in C order without outputs and input lengths (a requested
length stays an int in its C place: `crypto_stream_salsa20(clen, n, k)`), results as bytes; a bytes argument of the
wrong type is a TypeError and of the wrong length a ValueError, each naming the argument. The 64-bit block counters
(Salsa20 and its reduced-round variants, XSalsa20, ChaCha20, XChaCha20) wrap mod 2^64 as libsodium's do; where
libsodium aborts (ChaCha20-IETF's 32-bit block counter would pass 2^32 - 1) ValueError. The cores take `c=None` for
libsodium's default constant "expand 32-byte k". `*_keygen` returns random keys from `tweetnacl.random_bytes`.
Keys, nonces and messages are handled by the constant-time kernels; only lengths and counters (public) are checked.
"""

from __future__ import annotations

from typing import Callable, Optional

import tweetnacl as _tn
from tweetnacl.fast.stream import chacha20 as _chacha20
from tweetnacl.fast.stream import salsa20 as _salsa20
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes, checked_int

_SIZE_MAX = (1 << 64) - 1
"""libsodium's SODIUM_SIZE_MAX on a 64-bit platform: the MESSAGEBYTES_MAX of the 64-bit-counter streams."""
_U64_MAX = (1 << 64) - 1
_U32_MAX = (1 << 32) - 1

crypto_stream_KEYBYTES: int = 32
crypto_stream_NONCEBYTES: int = 24
crypto_stream_MESSAGEBYTES_MAX: int = _SIZE_MAX
crypto_stream_PRIMITIVE: str = "xsalsa20"
crypto_stream_xsalsa20_KEYBYTES: int = 32
crypto_stream_xsalsa20_NONCEBYTES: int = 24
crypto_stream_xsalsa20_MESSAGEBYTES_MAX: int = _SIZE_MAX
crypto_stream_salsa20_KEYBYTES: int = 32
crypto_stream_salsa20_NONCEBYTES: int = 8
crypto_stream_salsa20_MESSAGEBYTES_MAX: int = _SIZE_MAX
crypto_stream_salsa2012_KEYBYTES: int = 32
crypto_stream_salsa2012_NONCEBYTES: int = 8
crypto_stream_salsa2012_MESSAGEBYTES_MAX: int = _SIZE_MAX
crypto_stream_salsa208_KEYBYTES: int = 32
crypto_stream_salsa208_NONCEBYTES: int = 8
crypto_stream_salsa208_MESSAGEBYTES_MAX: int = _SIZE_MAX
crypto_stream_chacha20_KEYBYTES: int = 32
crypto_stream_chacha20_NONCEBYTES: int = 8
crypto_stream_chacha20_MESSAGEBYTES_MAX: int = _SIZE_MAX
crypto_stream_chacha20_ietf_KEYBYTES: int = 32
crypto_stream_chacha20_ietf_NONCEBYTES: int = 12
crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX: int = 64 * (1 << 32)
crypto_stream_chacha20_IETF_KEYBYTES: int = crypto_stream_chacha20_ietf_KEYBYTES
crypto_stream_chacha20_IETF_NONCEBYTES: int = crypto_stream_chacha20_ietf_NONCEBYTES
crypto_stream_chacha20_IETF_MESSAGEBYTES_MAX: int = crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX
crypto_stream_xchacha20_KEYBYTES: int = 32
crypto_stream_xchacha20_NONCEBYTES: int = 24
crypto_stream_xchacha20_MESSAGEBYTES_MAX: int = _SIZE_MAX

crypto_core_hsalsa20_OUTPUTBYTES: int = 32
crypto_core_hsalsa20_INPUTBYTES: int = 16
crypto_core_hsalsa20_KEYBYTES: int = 32
crypto_core_hsalsa20_CONSTBYTES: int = 16
crypto_core_hchacha20_OUTPUTBYTES: int = 32
crypto_core_hchacha20_INPUTBYTES: int = 16
crypto_core_hchacha20_KEYBYTES: int = 32
crypto_core_hchacha20_CONSTBYTES: int = 16
crypto_core_salsa20_OUTPUTBYTES: int = 64
crypto_core_salsa20_INPUTBYTES: int = 16
crypto_core_salsa20_KEYBYTES: int = 32
crypto_core_salsa20_CONSTBYTES: int = 16
crypto_core_salsa2012_OUTPUTBYTES: int = 64
crypto_core_salsa2012_INPUTBYTES: int = 16
crypto_core_salsa2012_KEYBYTES: int = 32
crypto_core_salsa2012_CONSTBYTES: int = 16
crypto_core_salsa208_OUTPUTBYTES: int = 64
crypto_core_salsa208_INPUTBYTES: int = 16
crypto_core_salsa208_KEYBYTES: int = 32
crypto_core_salsa208_CONSTBYTES: int = 16

_Stream = Callable[[int, bytes, bytes], bytes]
_Xor = Callable[[bytes, bytes, bytes], bytes]
_XorIc = Callable[[bytes, bytes, int, bytes], bytes]


def _stream(primitive: _Stream, nonce_bytes: int, limit: int, clen: int, n: bytes, k: bytes) -> bytes:
    clen = checked_int("clen", clen, 0, limit)
    return primitive(clen, checked_bytes("n", n, nonce_bytes), checked_bytes("k", k, 32))


def _xor(primitive: _Xor, nonce_bytes: int, m: bytes, n: bytes, k: bytes) -> bytes:
    m = checked_bytes("m", m)
    return primitive(m, checked_bytes("n", n, nonce_bytes), checked_bytes("k", k, 32))


def _xor_ic(primitive: _XorIc, nonce_bytes: int, ic_max: int, m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    m = checked_bytes("m", m)
    n = checked_bytes("n", n, nonce_bytes)
    ic = checked_int("ic", ic, 0, ic_max)
    return primitive(m, n, ic, checked_bytes("k", k, 32))


def _keygen() -> bytes:
    return _tn.random_bytes(32)


# -- XSalsa20 (crypto_stream, the NaCl default) ---------------------------------------------------------------------


def crypto_stream_xsalsa20(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes of XSalsa20 keystream under the 24-byte nonce n and the 32-byte key k."""
    return _stream(_salsa20.crypto_stream, 24, _SIZE_MAX, clen, n, k)


def crypto_stream_xsalsa20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR the XSalsa20 keystream."""
    return _xor(_salsa20.crypto_stream_xor, 24, m, n, k)


def crypto_stream_xsalsa20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR the XSalsa20 keystream from block `ic` (a 64-bit counter, wrapping)."""
    return _xor_ic(_salsa20.crypto_stream_xsalsa20_xor_ic, 24, _U64_MAX, m, n, ic, k)


def crypto_stream_xsalsa20_keygen() -> bytes:
    """A random key for `crypto_stream_xsalsa20` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


crypto_stream = crypto_stream_xsalsa20
crypto_stream_xor = crypto_stream_xsalsa20_xor
crypto_stream_keygen = crypto_stream_xsalsa20_keygen


# -- Salsa20, Salsa20/12, Salsa20/8 (8-byte nonce) -------------------------------------------------------------------


def crypto_stream_salsa20(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes of Salsa20 keystream under the 8-byte nonce n."""
    return _stream(_salsa20.crypto_stream_salsa20, 8, _SIZE_MAX, clen, n, k)


def crypto_stream_salsa20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """`m` XOR the salsa20 keystream of nonce `n` and key `k`, from block 0."""
    return _xor(_salsa20.crypto_stream_salsa20_xor, 8, m, n, k)


def crypto_stream_salsa20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR the Salsa20 keystream from block `ic` (64-bit, wrapping)."""
    return _xor_ic(_salsa20.crypto_stream_salsa20_xor_ic, 8, _U64_MAX, m, n, ic, k)


def crypto_stream_salsa20_keygen() -> bytes:
    """A random key for `crypto_stream_salsa20` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


def crypto_stream_salsa2012(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes of Salsa20/12 keystream under the 8-byte nonce n."""
    return _stream(_salsa20.crypto_stream_salsa2012, 8, _SIZE_MAX, clen, n, k)


def crypto_stream_salsa2012_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """`m` XOR the salsa2012 keystream of nonce `n` and key `k`, from block 0."""
    return _xor(_salsa20.crypto_stream_salsa2012_xor, 8, m, n, k)


def crypto_stream_salsa2012_keygen() -> bytes:
    """A random key for `crypto_stream_salsa2012` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


def crypto_stream_salsa208(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes of Salsa20/8 keystream under the 8-byte nonce n."""
    return _stream(_salsa20.crypto_stream_salsa208, 8, _SIZE_MAX, clen, n, k)


def crypto_stream_salsa208_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """`m` XOR the salsa208 keystream of nonce `n` and key `k`, from block 0."""
    return _xor(_salsa20.crypto_stream_salsa208_xor, 8, m, n, k)


def crypto_stream_salsa208_keygen() -> bytes:
    """A random key for `crypto_stream_salsa208` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


# -- ChaCha20 (original, 8-byte nonce), ChaCha20-IETF (12-byte nonce), XChaCha20 (24-byte nonce) ---------------------


def crypto_stream_chacha20(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes of the original ChaCha20 keystream (64-bit counter) under the 8-byte nonce n."""
    return _stream(_chacha20.crypto_stream_chacha20, 8, _SIZE_MAX, clen, n, k)


def crypto_stream_chacha20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """`m` XOR the chacha20 keystream of nonce `n` and key `k`, from block 0."""
    return _xor(_chacha20.crypto_stream_chacha20_xor, 8, m, n, k)


def crypto_stream_chacha20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR the original ChaCha20 keystream from block `ic` (64-bit, wrapping)."""
    return _xor_ic(_chacha20.crypto_stream_chacha20_xor_ic, 8, _U64_MAX, m, n, ic, k)


def crypto_stream_chacha20_keygen() -> bytes:
    """A random key for `crypto_stream_chacha20` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


def crypto_stream_chacha20_ietf(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes (at most 2^38: the 32-bit block counter) of ChaCha20-IETF keystream under the 12-byte nonce n."""
    return _stream(
        _chacha20.crypto_stream_chacha20_ietf, 12, crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX, clen, n, k
    )


def crypto_stream_chacha20_ietf_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m (at most 2^38 bytes) XOR the ChaCha20-IETF keystream."""
    return crypto_stream_chacha20_ietf_xor_ic(m, n, 0, k)


def crypto_stream_chacha20_ietf_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR the ChaCha20-IETF keystream from block `ic` (32-bit). ValueError where libsodium aborts: the counter
    would pass 2^32 - 1 (ic + ceil(len(m) / 64) > 2^32)."""
    m = checked_bytes("m", m)
    ic = checked_int("ic", ic, 0, _U32_MAX)
    if ic + (len(m) + 63) // 64 > 1 << 32:
        raise exc.ValueError("m: the 32-bit block counter would pass 2^32 - 1 (ic + blocks of m > 2^32)")
    return _xor_ic(_chacha20.crypto_stream_chacha20_ietf_xor_ic, 12, _U32_MAX, m, n, ic, k)


def crypto_stream_chacha20_ietf_keygen() -> bytes:
    """A random key for `crypto_stream_chacha20_ietf` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


def crypto_stream_xchacha20(clen: int, n: bytes, k: bytes) -> bytes:
    """`clen` bytes of XChaCha20 keystream (HChaCha20 subkey, then the original ChaCha20) under the 24-byte nonce n."""
    return _stream(_chacha20.crypto_stream_xchacha20, 24, _SIZE_MAX, clen, n, k)


def crypto_stream_xchacha20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """`m` XOR the xchacha20 keystream of nonce `n` and key `k`, from block 0."""
    return _xor(_chacha20.crypto_stream_xchacha20_xor, 24, m, n, k)


def crypto_stream_xchacha20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR the XChaCha20 keystream from block `ic` (64-bit, wrapping)."""
    return _xor_ic(_chacha20.crypto_stream_xchacha20_xor_ic, 24, _U64_MAX, m, n, ic, k)


def crypto_stream_xchacha20_keygen() -> bytes:
    """A random key for `crypto_stream_xchacha20` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _keygen()


# -- cores -----------------------------------------------------------------------------------------------------------

_Core = Callable[[bytes, bytes, Optional[bytes]], bytes]


def _core(primitive: _Core, inp: bytes, k: bytes, c: Optional[bytes]) -> bytes:
    inp = checked_bytes("in", inp, 16)
    k = checked_bytes("k", k, 32)
    return primitive(inp, k, None if c is None else checked_bytes("c", c, 16))


def crypto_core_hsalsa20(inp: bytes, k: bytes, c: Optional[bytes] = None) -> bytes:
    """HSalsa20: 16-byte input, 32-byte key, 16-byte constant (None: "expand 32-byte k") -> 32 bytes."""
    return _core(_salsa20.crypto_core_hsalsa20, inp, k, c)


def crypto_core_hchacha20(inp: bytes, k: bytes, c: Optional[bytes] = None) -> bytes:
    """HChaCha20: 16-byte input, 32-byte key, 16-byte constant (None: "expand 32-byte k") -> 32 bytes."""
    return _core(_chacha20.crypto_core_hchacha20, inp, k, c)


def crypto_core_salsa20(inp: bytes, k: bytes, c: Optional[bytes] = None) -> bytes:
    """The Salsa20 hash: 16-byte input, 32-byte key, 16-byte constant (None: the default) -> 64 bytes."""
    return _core(_salsa20.crypto_core_salsa20, inp, k, c)


def crypto_core_salsa2012(inp: bytes, k: bytes, c: Optional[bytes] = None) -> bytes:
    """The Salsa20/12 hash -> 64 bytes."""
    return _core(_salsa20.crypto_core_salsa2012, inp, k, c)


def crypto_core_salsa208(inp: bytes, k: bytes, c: Optional[bytes] = None) -> bytes:
    """The Salsa20/8 hash -> 64 bytes."""
    return _core(_salsa20.crypto_core_salsa208, inp, k, c)
