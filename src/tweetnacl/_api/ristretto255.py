"""`ristretto255`: the prime-order group of RFC 9496, byte-compatible with libsodium's crypto_core_ristretto255_*
and crypto_scalarmult_ristretto255{,_base}: argument checks over the core's group and scalar functions.

Not in TweetNaCl, so its failures follow libsodium (and RFC 9496): `None` where libsodium returns -1. The zero test of
`scalar_invert` is `hmac.compare_digest` (the scalar is secret); `random_scalar` rejects the one draw in 2^252 that
reduces to zero, which reveals nothing else about the scalar returned.
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import Optional

from tweetnacl._check import Buffer, as_bytes_of_length
from tweetnacl._api.basics import SCALAR_LENGTH, Bound, public_api
from tweetnacl._random import random_bytes

POINT_LENGTH = 32
HASH_LENGTH = 64
"""from_hash's input, and scalar_reduce's: 64 bytes."""


@public_api
class Ristretto255(Bound):
    """`ristretto255`: the ristretto255 group (RFC 9496), as libsodium computes it.

    Points are 32-byte canonical encodings (the identity is 32 zero bytes), scalars 32-byte little-endian integers
    modulo the group order L = 2^252 + 27742317777372353535851937790883648493. Use it to build protocols that need
    a group of prime order (OPRFs, PAKEs, anonymous credentials); for key exchange and signatures, `box` and `sign`
    are the ready-made ones. Scalars and points may be secret: multiplication, decoding and encoding run in
    constant time in `tweetnacl.fast`.
    """

    __slots__ = ()

    point_length = POINT_LENGTH
    scalar_length = SCALAR_LENGTH
    hash_length = HASH_LENGTH

    def is_valid_point(self, p: Buffer) -> bool:
        """Whether `p` is the canonical encoding of a group element (the identity, 32 zero bytes, is one).

        :param p: 32 bytes.
        :returns: `True` or `False`.
        :raises TypeError: `p` is not bytes-like (`p must be bytes-like, not str`).
        :raises ValueError: `p` has the wrong length (`p must be 32 bytes, got 31`).
        """
        return self._core.crypto_core_ristretto255_is_valid_point(as_bytes_of_length(p, "p", POINT_LENGTH))

    def add(self, p: Buffer, q: Buffer) -> Optional[bytes]:
        """The sum of two elements.

        :param p: 32 bytes, an element.
        :param q: 32 bytes, an element.
        :returns: the 32-byte encoding of p + q, or `None` if `p` or `q` is not a valid encoding.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length.
        """
        return self._core.crypto_core_ristretto255_add(
            as_bytes_of_length(p, "p", POINT_LENGTH), as_bytes_of_length(q, "q", POINT_LENGTH)
        )

    def sub(self, p: Buffer, q: Buffer) -> Optional[bytes]:
        """The difference of two elements.

        :param p: 32 bytes, an element.
        :param q: 32 bytes, an element.
        :returns: the 32-byte encoding of p - q, or `None` if `p` or `q` is not a valid encoding.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length.
        """
        return self._core.crypto_core_ristretto255_sub(
            as_bytes_of_length(p, "p", POINT_LENGTH), as_bytes_of_length(q, "q", POINT_LENGTH)
        )

    def from_hash(self, h: Buffer) -> bytes:
        """The element of 64 uniformly random bytes, such as a SHA-512 digest (RFC 9496 section 4.3.4: the one-way
        map of each half, added). Hash to the group by hashing the input (with a domain separation tag) to 64 bytes
        first.

        :param h: 64 bytes.
        :returns: the 32-byte encoding of the element.
        :raises TypeError: `h` is not bytes-like.
        :raises ValueError: `h` has the wrong length (`h must be 64 bytes, got 32`).
        """
        return self._core.crypto_core_ristretto255_from_hash(as_bytes_of_length(h, "h", HASH_LENGTH))

    def random_point(self) -> bytes:
        """A uniformly random element: `from_hash` of 64 bytes from the process-wide generator (`set_prng`).

        :returns: the 32-byte encoding of the element.
        """
        return self.from_hash(random_bytes(HASH_LENGTH))

    def scalarmult(self, n: Buffer, p: Buffer) -> Optional[bytes]:
        """Multiply the element `p` by the scalar `n` (its top bit ignored, as libsodium; not clamped).

        :param n: 32 bytes, the scalar (little-endian).
        :param p: 32 bytes, the element.
        :returns: the 32-byte encoding of [n] p, or `None` if `p` is not a valid encoding or the product is the
            identity (`n` a multiple of L, or `p` the identity), as libsodium fails.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length.
        """
        return self._core.crypto_scalarmult_ristretto255(
            as_bytes_of_length(n, "n", SCALAR_LENGTH), as_bytes_of_length(p, "p", POINT_LENGTH)
        )

    def scalarmult_base(self, n: Buffer) -> Optional[bytes]:
        """Multiply the generator by the scalar `n` (its top bit ignored).

        :param n: 32 bytes, the scalar.
        :returns: the 32-byte encoding of [n] B, or `None` if that is the identity (`n` a multiple of L).
        :raises TypeError: `n` is not bytes-like.
        :raises ValueError: `n` has the wrong length.
        """
        return self._core.crypto_scalarmult_ristretto255_base(as_bytes_of_length(n, "n", SCALAR_LENGTH))

    def scalar_reduce(self, s: Buffer) -> bytes:
        """A 64-byte little-endian integer modulo L: a uniform scalar from 64 uniform bytes (a hash).

        :param s: 64 bytes.
        :returns: the 32-byte scalar.
        :raises TypeError: `s` is not bytes-like.
        :raises ValueError: `s` has the wrong length (`s must be 64 bytes, got 32`).
        """
        return self._core.crypto_core_ristretto255_scalar_reduce(as_bytes_of_length(s, "s", HASH_LENGTH))

    def random_scalar(self) -> bytes:
        """A uniformly random non-zero scalar below L, from the process-wide generator (`set_prng`).

        :returns: the 32-byte scalar.
        """
        import hmac
        while True:
            scalar = self.scalar_reduce(random_bytes(HASH_LENGTH))
            if not hmac.compare_digest(scalar, bytes(SCALAR_LENGTH)):
                return scalar

    def scalar_invert(self, s: Buffer) -> Optional[bytes]:
        """The inverse of `s` modulo L.

        :param s: 32 bytes, the scalar.
        :returns: the 32-byte 1/s mod L, or `None` for 32 zero bytes (libsodium fails there; a non-zero multiple of
            L gives 0, as in libsodium).
        :raises TypeError: `s` is not bytes-like.
        :raises ValueError: `s` has the wrong length.
        """
        import hmac
        scalar = as_bytes_of_length(s, "s", SCALAR_LENGTH)
        if hmac.compare_digest(scalar, bytes(SCALAR_LENGTH)):
            return None
        return self._core.crypto_core_ristretto255_scalar_invert(scalar)

    def scalar_negate(self, s: Buffer) -> bytes:
        """-s mod L.

        :param s: 32 bytes, the scalar.
        :returns: the 32-byte scalar.
        :raises TypeError: `s` is not bytes-like.
        :raises ValueError: `s` has the wrong length.
        """
        return self._core.crypto_core_ristretto255_scalar_negate(as_bytes_of_length(s, "s", SCALAR_LENGTH))

    def scalar_complement(self, s: Buffer) -> bytes:
        """1 - s mod L.

        :param s: 32 bytes, the scalar.
        :returns: the 32-byte scalar.
        :raises TypeError: `s` is not bytes-like.
        :raises ValueError: `s` has the wrong length.
        """
        return self._core.crypto_core_ristretto255_scalar_complement(as_bytes_of_length(s, "s", SCALAR_LENGTH))

    def scalar_add(self, x: Buffer, y: Buffer) -> bytes:
        """x + y mod L (libsodium's: the sum of the two 32-byte integers without its carry out of 256 bits, reduced;
        the same as (x + y) mod L for scalars below L).

        :param x: 32 bytes, a scalar.
        :param y: 32 bytes, a scalar.
        :returns: the 32-byte scalar.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length.
        """
        return self._core.crypto_core_ristretto255_scalar_add(
            as_bytes_of_length(x, "x", SCALAR_LENGTH), as_bytes_of_length(y, "y", SCALAR_LENGTH)
        )

    def scalar_sub(self, x: Buffer, y: Buffer) -> bytes:
        """x - y mod L (libsodium's: x + (-y mod L), the carry dropped as in `scalar_add`).

        :param x: 32 bytes, a scalar.
        :param y: 32 bytes, a scalar.
        :returns: the 32-byte scalar.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length.
        """
        return self._core.crypto_core_ristretto255_scalar_sub(
            as_bytes_of_length(x, "x", SCALAR_LENGTH), as_bytes_of_length(y, "y", SCALAR_LENGTH)
        )

    def scalar_mul(self, x: Buffer, y: Buffer) -> bytes:
        """x y mod L.

        :param x: 32 bytes, a scalar.
        :param y: 32 bytes, a scalar.
        :returns: the 32-byte scalar.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length.
        """
        return self._core.crypto_core_ristretto255_scalar_mul(
            as_bytes_of_length(x, "x", SCALAR_LENGTH), as_bytes_of_length(y, "y", SCALAR_LENGTH)
        )
