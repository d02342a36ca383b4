"""`scalarmult`: X25519 (RFC 7748) as TweetNaCl exposes it; argument checks over the core's ladder.
"""

from __future__ import annotations

from tweetnacl._check import Buffer, as_bytes_of_length
from tweetnacl._api.basics import PUBLIC_KEY_LENGTH, SCALAR_LENGTH, Bound, public_api


@public_api
class ScalarMult(Bound):
    """`scalarmult(n, p)`: X25519 scalar multiplication, as TweetNaCl computes it."""

    __slots__ = ()

    scalar_length = SCALAR_LENGTH
    group_element_length = PUBLIC_KEY_LENGTH

    def __call__(self, n: Buffer, p: Buffer) -> bytes:
        """Multiply the point `p` by the scalar `n` (X25519, RFC 7748), as TweetNaCl does.

        `n` is clamped; a small-order `p` gives 32 zero bytes (no error, unlike libsodium).

        :param n: 32 bytes, the secret scalar.
        :param p: 32 bytes, the point (a u-coordinate).
        :returns: the 32-byte product.
        :raises TypeError: an argument is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` or `p` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult(
            as_bytes_of_length(n, "n", SCALAR_LENGTH), as_bytes_of_length(p, "p", PUBLIC_KEY_LENGTH)
        )

    def base(self, n: Buffer) -> bytes:
        """Multiply the base point (u = 9) by the scalar `n`: the public key of the secret key `n`.

        :param n: 32 bytes, the secret scalar.
        :returns: the 32-byte product.
        :raises TypeError: `n` is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult_base(as_bytes_of_length(n, "n", SCALAR_LENGTH))
