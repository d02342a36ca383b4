"""`nacl.bindings.randombytes` over `tweetnacl.random_bytes` (so `tweetnacl.set_prng` applies), and
libsodium's deterministic generator over `tweetnacl.fast.stream.chacha20`."""

from __future__ import annotations

import builtins

import tweetnacl as _tn
from tweetnacl.fast.stream import chacha20 as _chacha20
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import require_bytes

randombytes_SEEDBYTES: int = 32
randombytes_BYTES_MAX: int = 0xFFFFFFFF
"""libsodium's SODIUM_MIN(SODIUM_SIZE_MAX, 0xffffffff)."""

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


# -- beyond PyNaCl: libsodium 1.0.22's other randombytes_* (all from tweetnacl.random_bytes: set_prng applies) ------

_UINT32_LIMIT = 1 << 32


def randombytes_buf(size: int) -> bytes:
    """`size` random bytes (libsodium's randombytes_buf; the same generator as `randombytes`)."""
    return _tn.random_bytes(size)


def randombytes_random() -> int:
    """A random int in [0, 2^32) (four random bytes, little-endian, as libsodium reads its uint32 on every platform
    it runs on here)."""
    return int.from_bytes(_tn.random_bytes(4), "little")


def randombytes_uniform(upper_bound: int) -> int:
    """A uniformly random int in [0, upper_bound) for 0 <= upper_bound < 2^32 (0 for an upper bound below 2), without
    modulo bias: libsodium's algorithm, which draws again while the 32-bit draw is below 2^32 mod upper_bound."""
    if not isinstance(upper_bound, int) or isinstance(upper_bound, bool):
        raise exc.TypeError(f"upper_bound must be an int, not {type(upper_bound).__name__}")
    if not 0 <= upper_bound < _UINT32_LIMIT:
        raise exc.ValueError(f"upper_bound must be between 0 and {_UINT32_LIMIT - 1}, got {upper_bound}")
    if upper_bound < 2:
        return 0
    smallest = _UINT32_LIMIT % upper_bound  # libsodium: (1U + ~upper_bound) % upper_bound
    while True:  # the draws are fresh random data, not secrets: each is used only if kept
        draw = randombytes_random()
        if draw >= smallest:
            return draw % upper_bound
