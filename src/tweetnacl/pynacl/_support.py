"""Helpers shared by the layer: PyNaCl's strict `bytes` inputs, its concatenation, a zero test, the message of
a feature a minimal libsodium build lacks."""

from __future__ import annotations

import builtins
import hmac

MINIMAL_BUILD = "Not available in minimal build"
"""PyNaCl's UnavailableError text for what a minimal libsodium build lacks (scrypt, with its `has_*` flag False)."""


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
