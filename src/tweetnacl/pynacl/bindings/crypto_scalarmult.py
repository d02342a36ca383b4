"""`nacl.bindings.crypto_scalarmult`: X25519 over `tweetnacl.scalarmult`, with libsodium's
refusal of an all-zero result; the edwards25519 variants over `tweetnacl.fast.curve25519.group`.
"""

from __future__ import annotations

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from typing import Optional

from tweetnacl.fast.curve25519 import group as _group
from tweetnacl.pynacl._support import is_zero, require_bytes
from tweetnacl.pynacl.exceptions import ensure

has_crypto_scalarmult_ed25519 = True

crypto_scalarmult_BYTES: int = 32
crypto_scalarmult_SCALARBYTES: int = 32
crypto_scalarmult_PRIMITIVE: str = "curve25519"  # libsodium 1.0.22 beyond PyNaCl: crypto_scalarmult_primitive()

crypto_scalarmult_curve25519_BYTES = 32
crypto_scalarmult_curve25519_SCALARBYTES = 32

crypto_scalarmult_ed25519_BYTES = 32
crypto_scalarmult_ed25519_SCALARBYTES = 32


def crypto_scalarmult_base(n: bytes) -> bytes:
    """X25519(n, 9): the public key of the secret scalar n."""
    return _tn.scalarmult.base(require_bytes(n))


def crypto_scalarmult(n: bytes, p: bytes) -> bytes:
    """X25519(n, p); RuntimeError if the result is all zeros (p of small order), as libsodium."""
    q = _tn.scalarmult(require_bytes(n), require_bytes(p))
    if is_zero(q):
        raise exc.RuntimeError("Unexpected library error")
    return q


crypto_scalarmult_curve25519 = crypto_scalarmult
"""libsodium's name of X25519 under its primitive: crypto_scalarmult itself (RuntimeError for an all-zero result)."""
crypto_scalarmult_curve25519_base = crypto_scalarmult_base
"""crypto_scalarmult_base under the primitive's name."""


def _checked(values: tuple[object, ...], sizes: tuple[str, ...]) -> None:
    for value, size_name in zip(values, sizes):
        ensure(
            isinstance(value, bytes) and len(value) == 32,
            f"Input must be a {size_name} long bytes sequence",
            raising=exc.TypeError,
        )


def _succeeded(result: Optional[bytes]) -> bytes:
    ensure(result is not None, "Unexpected library error", raising=exc.RuntimeError)
    assert result is not None
    return result


_SCALAR = ("crypto_scalarmult_ed25519_SCALARBYTES",)
_SCALAR_AND_POINT = ("crypto_scalarmult_ed25519_SCALARBYTES", "crypto_scalarmult_ed25519_BYTES")


def crypto_scalarmult_ed25519_base(n: bytes) -> bytes:
    """[clamp(n)] B; RuntimeError if n is zero or the result the identity."""
    _checked((n,), _SCALAR)
    return _succeeded(_group.scalarmult_base(n, clamp=True))


def crypto_scalarmult_ed25519_base_noclamp(n: bytes) -> bytes:
    """[n] B (bit 255 of n ignored); RuntimeError if n is zero or the result the identity."""
    _checked((n,), _SCALAR)
    return _succeeded(_group.scalarmult_base(n, clamp=False))


def crypto_scalarmult_ed25519(n: bytes, p: bytes) -> bytes:
    """[clamp(n)] p; RuntimeError if p is not a valid point (crypto_core_ed25519_is_valid_point), n is zero
    or the result the identity."""
    _checked((n, p), _SCALAR_AND_POINT)
    return _succeeded(_group.scalarmult(n, p, clamp=True))


def crypto_scalarmult_ed25519_noclamp(n: bytes, p: bytes) -> bytes:
    """[n] p (bit 255 of n ignored); RuntimeError as crypto_scalarmult_ed25519."""
    _checked((n, p), _SCALAR_AND_POINT)
    return _succeeded(_group.scalarmult(n, p, clamp=False))
