"""Argument checks shared by every public function, with the exact error texts of docs/contract.md.

Every message names the argument as the Python parameter is spelled in docs/contract.md:
- `TypeError: message must be bytes-like, not str`
- `TypeError: message must be a contiguous byte buffer` (a memoryview that is strided or not of bytes)
- `ValueError: nonce must be 24 bytes, got 23`
- `TypeError: length must be an int, not float` (`bool` is refused too)
- `ValueError: length must be non-negative, got -1`
- `ValueError: length must be at most 9223372036854775807, got 18446744073709551616` (sys.maxsize: no
  bytes object can be longer)
"""

from __future__ import annotations

import sys
from typing import Any

_BYTE_FORMATS = frozenset({"B", "b", "c"})


def as_bytes(value: Any, name: str) -> bytes:
    """Any bytes-like object -> `bytes` (a copy for mutable buffers, so later changes cannot race us)."""
    if type(value) is bytes:  # the common case first: no copy
        return value
    if isinstance(value, (bytearray, memoryview)):
        try:
            view = memoryview(value)
        except ValueError:  # a released memoryview
            raise ValueError(f"{name} is a released memoryview") from None
        if not view.c_contiguous or view.format not in _BYTE_FORMATS or view.itemsize != 1:
            raise TypeError(f"{name} must be a contiguous byte buffer")
        return view.tobytes()
    if isinstance(value, bytes):  # a subclass of bytes
        return bytes(value)
    raise TypeError(f"{name} must be bytes-like, not {type(value).__name__}")


def as_bytes_of_length(value: Any, name: str, length: int) -> bytes:
    data = as_bytes(value, name)
    if len(data) != length:
        raise ValueError(f"{name} must be {length} bytes, got {len(data)}")
    return data


def as_length(value: Any, name: str) -> int:
    """A byte count: an `int` (not `bool`), non-negative, at most `sys.maxsize`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if value < 0:
        raise ValueError(f"{name} must be non-negative, got {value}")
    if value > sys.maxsize:  # else os.urandom / bytearray raise OverflowError, which names nothing
        raise ValueError(f"{name} must be at most {sys.maxsize}, got {value}")
    return int(value)
