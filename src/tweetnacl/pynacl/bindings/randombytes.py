"""`nacl.bindings.randombytes` over `tweetnacl.random_bytes` (so `tweetnacl.set_prng` applies)."""

from __future__ import annotations

import tweetnacl as _tn
from tweetnacl.pynacl._support import unavailable

randombytes_SEEDBYTES: int = 32


def randombytes(size: int) -> bytes:
    """`size` bytes from the operating system's CSPRNG (or the generator set by tweetnacl.set_prng)."""
    if isinstance(size, int) and not isinstance(size, bool) and size < 0:
        raise ValueError("negative array length")
    return _tn.random_bytes(size)


randombytes_buf_deterministic = unavailable(
    "randombytes_buf_deterministic", "randombytes_buf_deterministic (ChaCha20-based)"
)
