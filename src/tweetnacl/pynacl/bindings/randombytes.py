"""`nacl.bindings.randombytes` over `tweetnacl.random_bytes` (so `tweetnacl.set_prng` applies), and
libsodium's deterministic generator over `tweetnacl.fast.stream.chacha20`."""

from __future__ import annotations

import builtins

import tweetnacl as _tn
from tweetnacl.fast.stream import chacha20 as _chacha20
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import require_bytes

randombytes_SEEDBYTES: int = 32

_DETERMINISTIC_NONCE = b"LibsodiumDRG"
"""libsodium's randombytes_buf_deterministic: ChaCha20-IETF keystream under the seed and this nonce."""


def randombytes(size: int) -> bytes:
    """`size` bytes from the operating system's CSPRNG (or the generator set by tweetnacl.set_prng)."""
    if isinstance(size, int) and not isinstance(size, bool) and size < 0:
        raise ValueError("negative array length")
    # PyNaCl's buffer is ffi.new("unsigned char[]", size): cffi's TypeErrors for a size that is not an int.
    if isinstance(size, str):
        raise TypeError("initializer for ctype 'unsigned char[]' must be a bytes or list or tuple, not str")
    if not isinstance(size, (int, list, tuple)):
        raise TypeError(f"expected new array length or list/tuple/str, not {type(size).__name__}")
    return _tn.random_bytes(size)


def randombytes_buf_deterministic(size: int, seed: bytes) -> bytes:
    """`size` bytes determined by the 32-byte `seed` (libsodium's construction: the ChaCha20-IETF
    keystream under the seed, nonce "LibsodiumDRG", counter 0; at most 2^38 bytes)."""
    if len(seed) != randombytes_SEEDBYTES:
        raise exc.TypeError("Deterministic random bytes must be generated from 32 bytes")
    # PyNaCl allocates the output with cffi before it passes the seed: cffi's errors, in that order.
    if not isinstance(size, int):
        raise builtins.TypeError(f"expected new array length or list/tuple/str, not {type(size).__name__}")
    if size < 0:
        raise builtins.ValueError("negative array length")
    return _chacha20.crypto_stream_chacha20_ietf(size, _DETERMINISTIC_NONCE, require_bytes(seed))
