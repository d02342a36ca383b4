"""`nacl.bindings.utils`: constant-time compare, ISO/IEC 7816-4 padding, little-endian counters."""

from __future__ import annotations

import hmac

from tweetnacl._check import as_bytes
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl.exceptions import ensure


def sodium_memcmp(inp1: bytes, inp2: bytes) -> bool:
    """Constant-time equality of two byte strings (different lengths compare unequal)."""
    ensure(isinstance(inp1, bytes), raising=exc.TypeError)
    ensure(isinstance(inp2, bytes), raising=exc.TypeError)
    return hmac.compare_digest(inp1, inp2)


def sodium_pad(s: bytes, blocksize: int) -> bytes:
    """Append 0x80 then zeros up to the next multiple of blocksize (always at least one byte)."""
    ensure(isinstance(s, bytes), raising=exc.TypeError)
    ensure(isinstance(blocksize, int), raising=exc.TypeError)
    if blocksize <= 0:
        raise exc.ValueError
    pad_length = blocksize - len(s) % blocksize
    return s + b"\x80" + bytes(pad_length - 1)


def sodium_unpad(s: bytes, blocksize: int) -> bytes:
    """Remove sodium_pad's padding: the last non-zero byte of the final block must be 0x80."""
    ensure(isinstance(s, bytes), raising=exc.TypeError)
    ensure(isinstance(blocksize, int), raising=exc.TypeError)
    if blocksize < 0:
        raise OverflowError("can't convert negative number to unsigned")
    if blocksize == 0 or len(s) < blocksize:
        raise exc.CryptoError("Unpadding failure")
    # Time depends on the padding length only, which the returned length reveals anyway.
    tail = s[len(s) - blocksize :].rstrip(b"\x00")
    if not tail.endswith(b"\x80"):
        raise exc.CryptoError("Unpadding failure")
    return s[: len(s) - blocksize + len(tail) - 1]


def sodium_increment(inp: bytes) -> bytes:
    """inp + 1 as a little-endian unsigned integer of len(inp) bytes (wrapping)."""
    ensure(isinstance(inp, bytes), raising=exc.TypeError)
    size = len(inp)
    # Nonces are secret, and libsodium increments them in constant time: 2^(8 size) + inp + 1 has one int size
    # whatever inp (a bare inp is shorter when its top bytes are 0), and the wrap is the guard byte cut off, not
    # a `%` whose division runs only when the dividend is as long as the divisor.
    value = int.from_bytes(inp + b"\x01", "little") + 1
    return value.to_bytes(size + 1, "little")[:size]


def sodium_add(a: bytes, b: bytes) -> bytes:
    """a + b mod 2^(8 len) as little-endian unsigned integers of the same length."""
    ensure(isinstance(a, bytes), raising=exc.TypeError)
    ensure(isinstance(b, bytes), raising=exc.TypeError)
    size = len(a)
    ensure(len(b) == size, raising=exc.TypeError)
    # As in sodium_increment: a guard byte on top of each operand, the carry cut off with it.
    value = int.from_bytes(a + b"\x01", "little") + int.from_bytes(b + b"\x01", "little")
    return value.to_bytes(size + 1, "little")[:size]


# -- beyond PyNaCl: libsodium 1.0.22's other sodium_* utilities ---------------------------------------------------


def _guarded_difference(a: object, b: object, a_name: str, b_name: str) -> tuple[int, int]:
    """(d, n) with d = a - b + 3 * 2^(8n + 15) for two n-byte little-endian numbers a and b (equal lengths, else
    ValueError), computed in constant time on CPython: each operand carries a guard byte 1 above its n bytes (one
    int size whatever its top bytes), the offset makes d positive and of one bit length (8n + 17) for every a and b,
    and the minuend's top digit always exceeds the subtrahend's, so no digit comparison decides anything.
    d = a - b (mod 2^(8n)), and bit 8n + 15 of d is 1 exactly when a >= b."""
    a_bytes = as_bytes(a, a_name)
    b_bytes = as_bytes(b, b_name)
    size = len(a_bytes)
    if len(b_bytes) != size:
        raise exc.ValueError(f"{a_name} and {b_name} must have the same length, got {size} and {len(b_bytes)}")
    offset = 3 << (8 * size + 15)
    difference = int.from_bytes(a_bytes + b"\x01", "little") + offset - int.from_bytes(b_bytes + b"\x01", "little")
    return difference, size


def sodium_compare(b1_: bytes, b2_: bytes) -> int:
    """-1, 0 or 1 as the little-endian number b1_ is below, equal to or above b2_ (same length), in constant time
    (libsodium's sodium_compare, for nonces and counters)."""
    difference, size = _guarded_difference(b1_, b2_, "b1_", "b2_")
    at_least = (difference >> (8 * size + 15)) & 1  # 1 when b1_ >= b2_
    equal = int(hmac.compare_digest(b1_, b2_))  # both checked bytes-like above
    return (2 * at_least - 1) * (1 - equal)


def sodium_is_zero(n: bytes) -> bool:
    """True if every byte of n is 0 (constant time; True for an empty n, as libsodium)."""
    data = as_bytes(n, "n")
    return hmac.compare_digest(data, bytes(len(data)))


def sodium_sub(a: bytes, b: bytes) -> bytes:
    """a - b mod 2^(8 len) as little-endian unsigned integers of the same length (constant time)."""
    difference, size = _guarded_difference(a, b, "a", "b")
    return difference.to_bytes(size + 3, "little")[:size]
