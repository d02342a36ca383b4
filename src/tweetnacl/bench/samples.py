"""The benchmark's inputs and calls, on which both the operations (`operations`) and the backends (`backends`) stand.

Secrets: every input is fixed sample bytes, the same in every implementation so that outputs compare; nothing
here is a real secret.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable

__all__ = ["Call", "sample_bytes"]

Call = Callable[[], object]
"""A ready-to-time call: no arguments, every input bound."""


@functools.lru_cache(maxsize=32)
def sample_bytes(label: str, length: int) -> bytes:
    """Deterministic, random-looking input bytes (the same in every implementation, so outputs compare)."""
    return hashlib.shake_256(label.encode()).digest(length)
