"""`nacl.bindings.crypto_core_ristretto255`: libsodium's ristretto255 group (RFC 9496), crypto_core_ristretto255_*
and crypto_scalarmult_ristretto255{,_base}, over `tweetnacl.fast.curve25519.ristretto` (points) and
`tweetnacl.fast.curve25519.group` (scalars mod L: the same functions as crypto_core_ed25519_scalar_*).

The calling convention of the functions beyond PyNaCl: arguments in C order without outputs and lengths, one
`bytes` result; `TypeError` for a non-bytes argument, `ValueError` for a wrong length, each naming the argument;
`RuntimeError` (a `CryptoError`, as PyNaCl's crypto_core_ed25519_* raise) where libsodium returns -1: an invalid
point encoding, a product that is the identity, the inverse of a zero scalar.
"""

from __future__ import annotations

from typing import Optional

from tweetnacl.fast.curve25519 import group as _group
from tweetnacl.fast.curve25519 import ristretto as _ristretto
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import is_zero
from tweetnacl.pynacl.exceptions import ensure

crypto_core_ristretto255_BYTES = 32
crypto_core_ristretto255_HASHBYTES = 64
crypto_core_ristretto255_SCALARBYTES = 32
crypto_core_ristretto255_NONREDUCEDSCALARBYTES = 64
crypto_scalarmult_ristretto255_BYTES = 32
crypto_scalarmult_ristretto255_SCALARBYTES = 32


def _bytes_of(value: object, name: str, size: int) -> bytes:
    """`value` itself if it is `bytes` of `size` bytes: else TypeError / ValueError naming it."""
    if not isinstance(value, bytes):
        raise exc.TypeError(f"{name} must be bytes, not {type(value).__name__}")
    if len(value) != size:
        raise exc.ValueError(f"{name} must be {size} bytes long, got {len(value)}")
    return value


def _succeeded(result: Optional[bytes]) -> bytes:
    """libsodium's -1 as PyNaCl reports it for the group functions."""
    ensure(result is not None, "Unexpected library error", raising=exc.RuntimeError)
    assert result is not None
    return result


# -- points ------------------------------------------------------------------------------------


def crypto_core_ristretto255_is_valid_point(p: bytes) -> bool:
    """True if p is the canonical encoding of a ristretto255 element (the identity, 32 zero bytes, included)."""
    return _ristretto.is_valid_point(_bytes_of(p, "p", crypto_core_ristretto255_BYTES))


def crypto_core_ristretto255_add(p: bytes, q: bytes) -> bytes:
    """p + q; RuntimeError if either is not a valid encoding."""
    size = crypto_core_ristretto255_BYTES
    return _succeeded(_ristretto.add(_bytes_of(p, "p", size), _bytes_of(q, "q", size)))


def crypto_core_ristretto255_sub(p: bytes, q: bytes) -> bytes:
    """p - q; RuntimeError if either is not a valid encoding."""
    size = crypto_core_ristretto255_BYTES
    return _succeeded(_ristretto.sub(_bytes_of(p, "p", size), _bytes_of(q, "q", size)))


def crypto_core_ristretto255_from_hash(r: bytes) -> bytes:
    """The element of 64 uniform bytes (RFC 9496 section 4.3.4: the sum of the one-way maps of the two halves)."""
    return _ristretto.from_hash(_bytes_of(r, "r", crypto_core_ristretto255_HASHBYTES))


def crypto_core_ristretto255_random() -> bytes:
    """A uniformly random element (from_hash of 64 random bytes)."""
    return _ristretto.random_point()


def crypto_scalarmult_ristretto255(n: bytes, p: bytes) -> bytes:
    """[n] p, bit 255 of n ignored; RuntimeError if p is not a valid encoding or the result is the identity (n a
    multiple of L, or p the identity)."""
    n = _bytes_of(n, "n", crypto_scalarmult_ristretto255_SCALARBYTES)
    return _succeeded(_ristretto.scalarmult(n, _bytes_of(p, "p", crypto_scalarmult_ristretto255_BYTES)))


def crypto_scalarmult_ristretto255_base(n: bytes) -> bytes:
    """[n] B for the generator B, bit 255 of n ignored; RuntimeError if the result is the identity (n a multiple
    of L)."""
    return _succeeded(_ristretto.scalarmult_base(_bytes_of(n, "n", crypto_scalarmult_ristretto255_SCALARBYTES)))


# -- scalars mod L (libsodium's crypto_core_ristretto255_scalar_* are its crypto_core_ed25519_scalar_*) ---------


def crypto_core_ristretto255_scalar_random() -> bytes:
    """A uniform non-zero scalar below L."""
    return _group.scalar_random()


def crypto_core_ristretto255_scalar_invert(s: bytes) -> bytes:
    """1/s mod L; RuntimeError if s is zero (32 zero bytes), as libsodium."""
    s = _bytes_of(s, "s", crypto_core_ristretto255_SCALARBYTES)
    ensure(not is_zero(s), "Unexpected library error", raising=exc.RuntimeError)  # constant time, unlike any()
    return _group.scalar_invert(s)


def crypto_core_ristretto255_scalar_negate(s: bytes) -> bytes:
    """-s mod L."""
    return _group.scalar_negate(_bytes_of(s, "s", crypto_core_ristretto255_SCALARBYTES))


def crypto_core_ristretto255_scalar_complement(s: bytes) -> bytes:
    """1 - s mod L."""
    return _group.scalar_complement(_bytes_of(s, "s", crypto_core_ristretto255_SCALARBYTES))


def crypto_core_ristretto255_scalar_add(x: bytes, y: bytes) -> bytes:
    """x + y mod L (libsodium's: the 32-byte sum without its carry, reduced)."""
    size = crypto_core_ristretto255_SCALARBYTES
    return _group.scalar_add(_bytes_of(x, "x", size), _bytes_of(y, "y", size))


def crypto_core_ristretto255_scalar_sub(x: bytes, y: bytes) -> bytes:
    """x - y mod L (libsodium's: x + (-y mod L) without its carry, reduced)."""
    size = crypto_core_ristretto255_SCALARBYTES
    return _group.scalar_sub(_bytes_of(x, "x", size), _bytes_of(y, "y", size))


def crypto_core_ristretto255_scalar_mul(x: bytes, y: bytes) -> bytes:
    """x y mod L."""
    size = crypto_core_ristretto255_SCALARBYTES
    return _group.scalar_mul(_bytes_of(x, "x", size), _bytes_of(y, "y", size))


def crypto_core_ristretto255_scalar_reduce(s: bytes) -> bytes:
    """A 64-byte integer mod L."""
    return _group.scalar_reduce(_bytes_of(s, "s", crypto_core_ristretto255_NONREDUCEDSCALARBYTES))
