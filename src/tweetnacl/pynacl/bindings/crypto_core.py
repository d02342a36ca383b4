"""`nacl.bindings.crypto_core`: the edwards25519 group API over `tweetnacl.fast.curve25519.group`, with
libsodium's acceptance rules and PyNaCl's checks and exceptions."""

from __future__ import annotations

from typing import Optional

from tweetnacl.fast.curve25519 import group as _group
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import is_zero
from tweetnacl.pynacl.exceptions import ensure

has_crypto_core_ed25519 = True

crypto_core_ed25519_BYTES = 32
crypto_core_ed25519_SCALARBYTES = 32
crypto_core_ed25519_NONREDUCEDSCALARBYTES = 64
crypto_core_ed25519_UNIFORMBYTES = 32
crypto_core_ed25519_HASHBYTES = 64


def _check(values: tuple[object, ...], size: int, message: str) -> None:
    ensure(all(isinstance(v, bytes) and len(v) == size for v in values), message, raising=exc.TypeError)


def _succeeded(result: Optional[bytes]) -> bytes:
    ensure(result is not None, "Unexpected library error", raising=exc.RuntimeError)
    assert result is not None
    return result


_EACH_POINT = "Each point must be a crypto_core_ed25519_BYTES long bytes sequence"
_ONE_SCALAR = "Integer s must be a crypto_core_ed25519_SCALARBYTES long bytes sequence"
_EACH_SCALAR = "Each integer must be a crypto_core_ed25519_SCALARBYTES long bytes sequence"


def crypto_core_ed25519_is_valid_point(p: bytes) -> bool:
    """True if p encodes a point canonically, on the main subgroup and not of small order."""
    _check((p,), crypto_core_ed25519_BYTES, "Point must be a crypto_core_ed25519_BYTES long bytes sequence")
    return _group.is_valid_point(p)


def crypto_core_ed25519_from_uniform(r: bytes) -> bytes:
    """The point of 32 bytes by Elligator 2 (the top bit sets the sign of x), times the cofactor."""
    _check((r,), crypto_core_ed25519_BYTES, "Integer r must be a crypto_core_ed25519_BYTES long bytes sequence")
    return _group.from_uniform(r)


def crypto_core_ed25519_from_hash(h: bytes) -> bytes:
    """The point of 64 bytes (libsodium's ge25519_from_hash: Elligator 2 of the big-endian 511 low bits mod p, the
    top bit setting the sign of x), times the cofactor. TypeError / ValueError for a non-bytes or wrong-length h
    (the calling convention of the functions beyond PyNaCl)."""
    if not isinstance(h, bytes):
        raise exc.TypeError(f"h must be bytes, not {type(h).__name__}")
    if len(h) != crypto_core_ed25519_HASHBYTES:
        raise exc.ValueError(f"h must be {crypto_core_ed25519_HASHBYTES} bytes long, got {len(h)}")
    return _group.from_hash(h)


def crypto_core_ed25519_add(p: bytes, q: bytes) -> bytes:
    """p + q; RuntimeError if either is not the encoding of a curve point."""
    _check((p, q), crypto_core_ed25519_BYTES, _EACH_POINT)
    return _succeeded(_group.add(p, q))


def crypto_core_ed25519_sub(p: bytes, q: bytes) -> bytes:
    """p - q; RuntimeError if either is not the encoding of a curve point."""
    _check((p, q), crypto_core_ed25519_BYTES, _EACH_POINT)
    return _succeeded(_group.sub(p, q))


def crypto_core_ed25519_random() -> bytes:
    """A random point of the main subgroup (libsodium's crypto_core_ed25519_random)."""
    return _group.random_point()


def crypto_core_ed25519_scalar_random() -> bytes:
    """A random non-zero scalar below L (libsodium's crypto_core_ed25519_scalar_random)."""
    return _group.scalar_random()


def crypto_core_ed25519_scalar_invert(s: bytes) -> bytes:
    """1/s mod L; RuntimeError if s is zero."""
    _check((s,), crypto_core_ed25519_SCALARBYTES, _ONE_SCALAR)
    ensure(not is_zero(s), "Unexpected library error", raising=exc.RuntimeError)  # constant time, unlike any()
    return _group.scalar_invert(s)


def crypto_core_ed25519_scalar_negate(s: bytes) -> bytes:
    """-s mod L."""
    _check((s,), crypto_core_ed25519_SCALARBYTES, _ONE_SCALAR)
    return _group.scalar_negate(s)


def crypto_core_ed25519_scalar_complement(s: bytes) -> bytes:
    """1 - s mod L."""
    _check((s,), crypto_core_ed25519_SCALARBYTES, _ONE_SCALAR)
    return _group.scalar_complement(s)


def crypto_core_ed25519_scalar_add(p: bytes, q: bytes) -> bytes:
    """p + q mod L (libsodium's: the 32-byte sum without its carry, reduced)."""
    _check((p, q), crypto_core_ed25519_SCALARBYTES, _EACH_SCALAR)
    return _group.scalar_add(p, q)


def crypto_core_ed25519_scalar_sub(p: bytes, q: bytes) -> bytes:
    """p - q mod L (libsodium's: p + (-q mod L) without its carry, reduced)."""
    _check((p, q), crypto_core_ed25519_SCALARBYTES, _EACH_SCALAR)
    return _group.scalar_sub(p, q)


def crypto_core_ed25519_scalar_mul(p: bytes, q: bytes) -> bytes:
    """p q mod L."""
    _check((p, q), crypto_core_ed25519_SCALARBYTES, _EACH_SCALAR)
    return _group.scalar_mul(p, q)


def crypto_core_ed25519_scalar_reduce(s: bytes) -> bytes:
    """A 64-byte integer mod L."""
    _check(
        (s,),
        crypto_core_ed25519_NONREDUCEDSCALARBYTES,
        "Integer s must be a crypto_core_ed25519_NONREDUCEDSCALARBYTES long bytes sequence",
    )
    return _group.scalar_reduce(s)
