"""Argument checks of the bindings beyond PyNaCl that take lengths, offsets, bytes and multi-part states, and the
multi-part state of their fixed-length hashes (`FixedHashState`).

These functions have no PyNaCl (cffi) behaviour to copy, so they take what a Python user expects of a hash
function (`hashlib`'s rule): any bytes-like object (bytes, bytearray, memoryview, ...) for data, a plain int for a
length, an offset or a byte; and they name the argument in every TypeError and ValueError (the layer's classes, `nacl.exceptions.TypeError` /
`ValueError`, which are also CryptoError). A length is a C `size_t`
that must also fit a Python `bytes` (at most sys.maxsize): it is checked before anything is allocated.
"""

from __future__ import annotations

import builtins
import sys
from typing import Any, Callable, NoReturn, TypeVar

from tweetnacl.pynacl import exceptions as exc

__all__ = ["FixedHashState", "require_byte", "require_data", "require_size", "require_state"]

State = TypeVar("State")


def require_data(value: object, name: str) -> bytes:
    """`value` as bytes: any bytes-like object; TypeError naming `name` otherwise."""
    if isinstance(value, bytes):
        return value
    try:
        return memoryview(value).tobytes()  # type: ignore[arg-type]  # checked by memoryview itself
    except builtins.TypeError:
        raise exc.TypeError(f"{name} must be a bytes-like object, not {type(value).__name__}") from None


def _require_int(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise exc.TypeError(f"{name} must be an int, not {type(value).__name__}")
    return value


def require_size(value: object, name: str, maximum: int = sys.maxsize) -> int:
    """`value` as a length or offset: an int in 0..maximum (a size_t that a bytes can hold, by default)."""
    size = _require_int(value, name)
    if not 0 <= size <= maximum:
        raise exc.ValueError(f"{name} must be between 0 and {maximum}, not {size}")
    return size


def require_byte(value: object, name: str) -> int:
    """`value` as a C `unsigned char`: an int in 0..255."""
    return require_size(value, name, 255)


def require_state(value: object, kind: type[State], name: str) -> State:
    """`value` if it is a state of class `kind` (a multi-part state of the right function), TypeError otherwise."""
    if not isinstance(value, kind):
        raise exc.TypeError(f"{name} must be a {kind.__name__}, not {type(value).__name__}")
    return value


class FixedHashState:
    """A multi-part hash of fixed output length (opaque): a hashlib-like object (`NEW()`, with update and digest)
    that `final` finishes. A second `final` raises CryptoError (libsodium returns -1 or hashes a wiped state), an
    `update` after it ValueError; neither changes the state."""

    __slots__ = ("_hash", "_finished")
    NEW: Callable[[], Any]

    def __init__(self) -> None:
        self._hash = type(self).NEW()
        self._finished = False

    def __reduce__(self) -> NoReturn:
        raise builtins.TypeError(f"cannot pickle {self.__class__.__name__} objects (a secret hash state)")

    def update(self, data: bytes) -> None:
        if self._finished:
            raise exc.ValueError("state: update after final (the state is finalized)")
        self._hash.update(data)

    def final(self) -> bytes:
        if self._finished:
            raise exc.RuntimeError("state: final called twice (the state is finalized)")
        self._finished = True
        return bytes(self._hash.digest())
