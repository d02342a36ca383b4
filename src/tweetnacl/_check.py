"""Argument checks shared by every public function, with the exact error texts of docs/contract.md, and `Buffer`,
the type of every byte argument.

A byte argument is any object with the buffer protocol whose items are single bytes, C-contiguous (as `hashlib`
reads its input through `memoryview(x)`): `bytes` and its subclasses, `bytearray`, `memoryview`, `array.array`
of typecode `B`/`b`, `mmap`, ctypes arrays of `c_ubyte`/`c_byte`/`c_char`. Mutable buffers are copied, so the
caller's buffer is neither kept nor changed, and a later change cannot race the computation.

Every message names the argument as the Python parameter is spelled in docs/contract.md:
- `TypeError: message must be bytes-like, not str` (no buffer protocol: `str`, `int`, `None`, `list`, ...)
- `TypeError: message must be a contiguous byte buffer` (a buffer that is strided or whose items are not bytes)
- `ValueError: nonce must be 24 bytes, got 23`
- `TypeError: length must be an int, not float` (`bool` is refused too)
- `ValueError: length must be non-negative, got -1`
- `ValueError: length must be at most 9223372036854775807, got 18446744073709551616` (sys.maxsize: no
  bytes object can be longer)
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Union

# `Buffer`: the annotation of every byte argument, "any object with the buffer protocol" (PEP 688). On 3.12+ it
# is `collections.abc.Buffer`, which type checkers and `isinstance` both understand. Before 3.12 a type checker
# reads `typing_extensions.Buffer` (its stubs ship with every checker), but only under TYPE_CHECKING, so that
# tweetnacl keeps no runtime dependency; at run time there it is a plain Union that annotations name and nothing
# calls (the checks below go through `memoryview`, whatever the annotation). Either way `str`, `int`, `None` and
# `list` are not Buffers, so a type checker rejects them where the run-time check would.
if sys.version_info >= (3, 12):
    from collections.abc import Buffer as Buffer
elif TYPE_CHECKING:
    from typing_extensions import Buffer as Buffer
else:
    Buffer = Union[bytes, bytearray, memoryview]

# Struct formats of one-byte items: unsigned, signed, char; with or without a byte-order prefix (ctypes
# exports "<B"), which means nothing for one byte.
_BYTE_FORMATS = frozenset(prefix + code for prefix in ("", "@", "=", "<", ">", "!") for code in ("B", "b", "c"))


def as_bytes(value: object, name: str) -> bytes:
    """Any C-contiguous buffer of bytes -> `bytes` (a copy unless it is exactly `bytes`, which is immutable)."""
    if type(value) is bytes:  # the common case first: no copy, no memoryview
        return value
    try:
        view = memoryview(value)  # type: ignore[arg-type]  # a non-buffer is refused just below
    except TypeError:
        raise TypeError(f"{name} must be bytes-like, not {type(value).__name__}") from None
    except ValueError:  # a released memoryview
        raise ValueError(f"{name} is a released memoryview") from None
    with view:  # released at once, so that an mmap can be closed or resized after the call
        if not view.c_contiguous or view.format not in _BYTE_FORMATS or view.itemsize != 1:
            raise TypeError(f"{name} must be a contiguous byte buffer")
        return view.tobytes()


def as_bytes_of_length(value: object, name: str, length: int) -> bytes:
    """`as_bytes`, and `length` bytes exactly."""
    data = as_bytes(value, name)
    if len(data) != length:
        raise ValueError(f"{name} must be {length} bytes, got {len(data)}")
    return data


def as_length(value: object, name: str) -> int:
    """A byte count: an `int` (not `bool`), non-negative, at most `sys.maxsize`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if value < 0:
        raise ValueError(f"{name} must be non-negative, got {value}")
    if value > sys.maxsize:  # else os.urandom / bytearray raise OverflowError, which names nothing
        raise ValueError(f"{name} must be at most {sys.maxsize}, got {value}")
    return int(value)
