"""Helpers shared by the layer: PyNaCl's strict `bytes` inputs and the "unavailable" stand-ins."""

from __future__ import annotations

import builtins
import hmac
from typing import Any, Callable, NoReturn

from tweetnacl.pynacl import exceptions as exc

ZERO32 = bytes(32)


def require_bytes(value: object) -> bytes:
    """PyNaCl hands byte arguments to C through cffi, which takes `bytes` (or a subclass) only."""
    if not isinstance(value, bytes):
        raise builtins.TypeError(
            f"initializer for ctype 'unsigned char *' must be bytes, not {type(value).__name__}"
        )
    return value


def concatenated(value: object) -> bytes:
    """`value` as PyNaCl's NaCl-style bindings read it (`b"\\x00" * ZEROBYTES + value`): anything bytes
    concatenation takes (bytes, bytearray, memoryview, ...), the builtin TypeError for anything else."""
    return b"" + value  # type: ignore[operator]


def is_zero(data: bytes) -> bool:
    """Constant-time all-zero test (libsodium's check on X25519 results)."""
    return hmac.compare_digest(data, bytes(len(data)))


def unavailable_message(what: str) -> str:
    return (
        f"{what} is not available in tweetnacl's PyNaCl compatibility layer: it needs "
        "primitives outside NaCl and the Python standard library"
    )


def unavailable(qualified_name: str, what: str) -> Callable[..., NoReturn]:
    """A function that raises UnavailableError whatever its arguments.

    `qualified_name` is its name, or `Class.name` for a method.
    """
    message = unavailable_message(what)

    def stand_in(*args: Any, **kwargs: Any) -> NoReturn:
        raise exc.UnavailableError(message)

    stand_in.__name__ = qualified_name.rpartition(".")[2]
    stand_in.__qualname__ = qualified_name
    stand_in.__doc__ = f"Unavailable: {message}."
    return stand_in
