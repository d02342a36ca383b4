"""The process-wide random generator behind `random_bytes`, the `keypair()` calls and `box.seal`.

This is the only mutable state in tweetnacl that decides results (the signing key cache of `_api/sign.py`
only decides how fast a key's check is). It is shared by every implementation, so
`set_prng` affects `tweetnacl`, `tweetnacl.fast` and `tweetnacl.reference` at once.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

from tweetnacl._check import as_bytes, as_length

Prng = Callable[[int], bytes]

_prng: Prng = os.urandom
_replaced = False  # True while set_prng's generator (not the OS's) is in use


def set_prng(fn: Optional[Prng]) -> None:
    """Replace the generator behind `random_bytes`, every `keypair()` call and `box.seal`, process-wide.

    It applies to `tweetnacl`, `tweetnacl.fast` and `tweetnacl.reference` at once. For tests only: a predictable
    generator makes every key predictable.

    :param fn: a callable `fn(n) -> bytes` returning `n` bytes, or `None` to restore the operating system's CSPRNG
        (`os.urandom`).
    :returns: `None`.
    :raises TypeError: `fn` is neither callable nor `None` (`fn must be callable or None, not str`).
    """
    global _prng, _replaced
    if fn is None:
        _prng, _replaced = os.urandom, False
    elif callable(fn):
        _prng, _replaced = fn, True
    else:
        raise TypeError(f"fn must be callable or None, not {type(fn).__name__}")


def prng_replaced() -> bool:
    """True while `set_prng` has replaced the operating system's CSPRNG."""
    return _replaced


def random_bytes(n: int) -> bytes:
    """`n` random bytes from the current generator: the operating system's CSPRNG unless `set_prng` replaced it.

    :param n: an int, 0 or more: the number of bytes.
    :returns: `n` bytes.
    :raises TypeError: `n` is not an int (`n must be an int, not float`; `bool` is refused too), or a generator set
        by `set_prng` returned something that is not bytes-like.
    :raises ValueError: `n` is negative (`n must be non-negative, got -1`) or above `sys.maxsize`, or a generator set
        by `set_prng` returned the wrong number of bytes (`prng output must be 16 bytes, got 15`).
    """
    n = as_length(n, "n")
    out = as_bytes(_prng(n), "prng output")
    if len(out) != n:
        raise ValueError(f"prng output must be {n} bytes, got {len(out)}")
    return out
