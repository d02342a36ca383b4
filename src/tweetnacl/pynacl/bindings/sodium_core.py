"""`nacl.bindings.sodium_core`: nothing to initialise in pure Python."""

from __future__ import annotations


def sodium_init() -> None:
    """A no-op kept for API compatibility (libsodium picks CPU-specific code here)."""
