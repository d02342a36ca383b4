"""The process-wide random generator behind `random_bytes`, the `keypair()` calls and `box.seal`.

This is the only mutable state in tweetnacl. It is shared by every implementation, so
`set_prng` affects `tweetnacl`, `tweetnacl.fast` and `tweetnacl.reference` at once.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

from tweetnacl._check import as_bytes, as_length

Prng = Callable[[int], bytes]

_prng: Prng = os.urandom


def set_prng(fn: Optional[Prng]) -> None:
    """Replace the generator with `fn(n) -> bytes`; `None` restores the operating system's CSPRNG."""
    global _prng
    if fn is None:
        _prng = os.urandom
    elif callable(fn):
        _prng = fn
    else:
        raise TypeError(f"fn must be callable or None, not {type(fn).__name__}")


def random_bytes(n: int) -> bytes:
    """n bytes from the current generator (the operating system's CSPRNG unless `set_prng` replaced it)."""
    n = as_length(n, "n")
    out = as_bytes(_prng(n), "prng output")
    if len(out) != n:
        raise ValueError(f"prng output must be {n} bytes, got {len(out)}")
    return out
