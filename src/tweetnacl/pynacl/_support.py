"""Helpers shared by the layer: PyNaCl's byte inputs as cffi takes them (bytes; lists and tuples of ints where
the C type is `unsigned char *`), its concatenation, a zero test, the message of a feature a minimal libsodium
build lacks."""

from __future__ import annotations

import builtins
# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").

from tweetnacl.pynacl import exceptions as exc

MINIMAL_BUILD = "Not available in minimal build"
"""PyNaCl's UnavailableError text for what a minimal libsodium build lacks (scrypt, with its `has_*` flag False)."""


def require_bytes(value: object) -> bytes:
    """What PyNaCl hands to C through cffi for an `unsigned char *` argument: `bytes` (or a subclass), or a list or
    tuple of ints, from which cffi builds a temporary array (PyNaCl then gives the same result as for
    `bytes(value)`); cffi's builtin TypeError for anything else, in cffi 2.x's words (the layer's one rule for the
    error texts of a wrong type: what PyNaCl 1.6.2 with cffi 2.x says for the same call)."""
    if isinstance(value, bytes):
        return value
    if isinstance(value, (list, tuple)):
        return bytes_of_ints(value)
    if isinstance(value, str):  # a sequence, but not one cffi takes for `unsigned char *`
        raise builtins.TypeError("initializer for ctype 'unsigned char *' must be a bytes or list or tuple, not str")
    raise builtins.TypeError(f"initializer for ctype 'unsigned char *' must be a cdata pointer, not {type(value).__name__}")


def require_sized_bytes(value: object) -> bytes:
    """`require_bytes` where PyNaCl also passes `len(value)` to C, which Python evaluates first: an object without a
    length fails there (`object of type 'int' has no len()`), before cffi sees it."""
    len(value)  # type: ignore[arg-type]  # the builtin TypeError for an object without a length, as in PyNaCl
    return require_bytes(value)


def require_char_bytes(value: object) -> bytes:
    """What cffi accepts for a `char *` argument of PyNaCl's (scrypt's password and hash string): `bytes` (or a
    subclass) only; a list of ints fails as cffi fails on its first item (a `char` is a bytes of length 1)."""
    if isinstance(value, bytes):
        return value
    if isinstance(value, (list, tuple)):
        raise builtins.TypeError("initializer for ctype 'char' must be a bytes of length 1, not int")
    if isinstance(value, str):
        raise builtins.TypeError("initializer for ctype 'char *' must be a bytes or list or tuple, not str")
    raise builtins.TypeError(f"initializer for ctype 'char *' must be a cdata pointer, not {type(value).__name__}")


def bytes_of_ints(items: list[object] | tuple[object, ...]) -> bytes:
    """A list or tuple of ints as cffi reads it into an `unsigned char` array: only `int`s (not objects with
    `__index__`, which `bytes()` would take) with cffi's TypeError, each in range(256) with its OverflowError.
    The range check is `bytes()`'s own, in C, over every item alike: no Python branch looks at a value."""
    if not all(isinstance(item, int) for item in items):  # types, not values, decide here
        raise builtins.TypeError("an integer is required")
    try:
        return bytes(items)  # type: ignore[arg-type]  # ints only, checked just above
    except ValueError:
        raise builtins.OverflowError("integer does not fit 'unsigned char'") from None


def concatenated(value: object) -> bytes:
    """`value` as PyNaCl's NaCl-style bindings read it (`b"\\x00" * ZEROBYTES + value`): anything bytes
    concatenation takes (bytes, bytearray, memoryview, ...), the builtin TypeError for anything else."""
    return b"" + value  # type: ignore[operator]


def is_zero(data: bytes) -> bool:
    """Constant-time all-zero test (libsodium's check on X25519 results)."""
    import hmac
    return hmac.compare_digest(data, bytes(len(data)))


def checked_bytes(name: str, value: object, length: int | None = None, *, at_most: int | None = None) -> bytes:
    """`value` as the libsodium-only bindings take a bytes argument: `bytes` (or a subclass), else TypeError; of
    exactly `length` bytes (or at most `at_most`) where given, else ValueError; both errors name the argument. Only
    the (public) type and length are looked at."""
    if not isinstance(value, bytes):
        raise exc.TypeError(f"{name} must be bytes, not {type(value).__name__}")
    if length is not None and len(value) != length:
        raise exc.ValueError(f"{name} must be {length} bytes long, not {len(value)}")
    if at_most is not None and len(value) > at_most:
        raise exc.ValueError(f"{name} must be at most {at_most} bytes long, not {len(value)}")
    return value


def checked_int(name: str, value: object, low: int, high: int) -> int:
    """`value` as the libsodium-only bindings take an integer argument (a length, a counter): an `int` (not a
    bool), else TypeError; in [low, high], else ValueError (libsodium's C type or limit would refuse it or abort)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise exc.TypeError(f"{name} must be an int, not {type(value).__name__}")
    if not low <= value <= high:
        raise exc.ValueError(f"{name} must be in [{low}, {high}], not {value}")
    return value
