"""`nacl.bindings` beyond PyNaCl: libsodium's constant-time comparisons crypto_verify_16/32/64.

`crypto_verify_N(x, y) -> bool`: True when the two N-byte strings are equal (libsodium returns 0 then, -1 if not),
compared with `hmac.compare_digest` (its time does not depend on where they differ). Arguments of another type are
a TypeError and of another length a ValueError, each naming the argument.
"""

from __future__ import annotations

import hmac

from tweetnacl.pynacl._support import checked_bytes

crypto_verify_16_BYTES: int = 16
crypto_verify_32_BYTES: int = 32
crypto_verify_64_BYTES: int = 64


def _equal(x: bytes, y: bytes, length: int) -> bool:
    return hmac.compare_digest(checked_bytes("x", x, length), checked_bytes("y", y, length))


def crypto_verify_16(x: bytes, y: bytes) -> bool:
    """Whether the 16-byte x and y are equal, in constant time."""
    return _equal(x, y, 16)


def crypto_verify_32(x: bytes, y: bytes) -> bool:
    """Whether the 32-byte x and y are equal, in constant time."""
    return _equal(x, y, 32)


def crypto_verify_64(x: bytes, y: bytes) -> bool:
    """Whether the 64-byte x and y are equal, in constant time."""
    return _equal(x, y, 64)
