"""`lowlevel`: TweetNaCl's primitives under their NaCl names, functional (bytes in, new bytes out),
with the API layer's argument checks over the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length, as_length
from tweetnacl._interface import Core
from tweetnacl._api.basics import (
    CORE_CONSTANT_LENGTH, CORE_INPUT_LENGTH, KEY_LENGTH, NONCE_LENGTH, PUBLIC_KEY_LENGTH, SALSA20_NONCE_LENGTH,
    SCALAR_LENGTH, SIGN_SECRET_KEY_LENGTH, TAG_LENGTH, Bound, KeyPair, public_api, new_bound,
)
from tweetnacl._api.box import Box
from tweetnacl._api.sign import ConsistentSecretKeys, Sign, open_signed

VERIFY_16_LENGTH = 16
"""crypto_verify_16 compares 16 bytes (a Poly1305 tag), crypto_verify_32 32 bytes: the numbers in their names."""
VERIFY_32_LENGTH = 32


@public_api
class Lowlevel(Bound):
    """TweetNaCl's primitives under their NaCl names, functional: each returns new bytes."""

    __slots__ = ("_box", "_sign", "_sign_keys")  # whose key pair generators `crypto_box_keypair`,
    # `crypto_sign_keypair` are; the consistent secret keys `crypto_sign` checks against (shared with `sign`)
    if TYPE_CHECKING:
        _box: Box
        _sign: Sign
        _sign_keys: ConsistentSecretKeys

    def crypto_stream_xor(self, m: Buffer, n24: Buffer, k: Buffer) -> bytes:
        """XSalsa20: `m` XORed with the keystream of (`n24`, `k`).

        :param m: bytes-like, any length.
        :param n24: 24 bytes.
        :param k: 32 bytes.
        :returns: `len(m)` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n24` or `k` has the wrong length (`n24 must be 24 bytes, got 23`).
        """
        return self._core.crypto_stream_xor(
            as_bytes(m, "m"), as_bytes_of_length(n24, "n24", NONCE_LENGTH), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_stream(self, length: int, n24: Buffer, k: Buffer) -> bytes:
        """XSalsa20: `length` bytes of keystream of (`n24`, `k`).

        :param length: an int, 0 or more.
        :param n24: 24 bytes.
        :param k: 32 bytes.
        :returns: `length` bytes.
        :raises TypeError: an argument is not bytes-like (`n24 must be bytes-like, not str`).
        :raises TypeError: `length` is not an int (`length must be an int, not float`; `bool` is refused too).
        :raises ValueError: `n24` or `k` has the wrong length (`n24 must be 24 bytes, got 23`).
        :raises ValueError: `length` is negative (`length must be non-negative, got -1`) or above `sys.maxsize`.
        """
        return self._core.crypto_stream(
            as_length(length, "length"), as_bytes_of_length(n24, "n24", NONCE_LENGTH), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_stream_salsa20_xor(self, m: Buffer, n8: Buffer, k: Buffer) -> bytes:
        """Salsa20: `m` XORed with the keystream of (`n8`, `k`).

        :param m: bytes-like, any length.
        :param n8: 8 bytes.
        :param k: 32 bytes.
        :returns: `len(m)` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n8` or `k` has the wrong length (`n8 must be 8 bytes, got 7`).
        """
        return self._core.crypto_stream_salsa20_xor(
            as_bytes(m, "m"), as_bytes_of_length(n8, "n8", SALSA20_NONCE_LENGTH), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_stream_salsa20(self, length: int, n8: Buffer, k: Buffer) -> bytes:
        """Salsa20: `length` bytes of keystream of (`n8`, `k`).

        :param length: an int, 0 or more.
        :param n8: 8 bytes.
        :param k: 32 bytes.
        :returns: `length` bytes.
        :raises TypeError: an argument is not bytes-like (`n8 must be bytes-like, not str`).
        :raises TypeError: `length` is not an int (`length must be an int, not float`; `bool` is refused too).
        :raises ValueError: `n8` or `k` has the wrong length (`n8 must be 8 bytes, got 7`).
        :raises ValueError: `length` is negative (`length must be non-negative, got -1`) or above `sys.maxsize`.
        """
        return self._core.crypto_stream_salsa20(
            as_length(length, "length"), as_bytes_of_length(n8, "n8", SALSA20_NONCE_LENGTH), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_core_salsa20(self, in16: Buffer, k32: Buffer, c16: Buffer) -> bytes:
        """The Salsa20 core (hash function) of the input block `in16`, key `k32`, constant `c16`.

        :param in16: 16 bytes.
        :param k32: 32 bytes.
        :param c16: 16 bytes.
        :returns: 64 bytes.
        :raises TypeError: an argument is not bytes-like (`in16 must be bytes-like, not str`).
        :raises ValueError: `in16`, `k32` or `c16` has the wrong length (`in16 must be 16 bytes, got 15`).
        """
        return self._core.crypto_core_salsa20(
            as_bytes_of_length(in16, "in16", CORE_INPUT_LENGTH),
            as_bytes_of_length(k32, "k32", KEY_LENGTH),
            as_bytes_of_length(c16, "c16", CORE_CONSTANT_LENGTH),
        )

    def crypto_core_hsalsa20(self, in16: Buffer, k32: Buffer, c16: Buffer) -> bytes:
        """HSalsa20 of `in16` under `k32` with the constant `c16` (XSalsa20's key derivation).

        :param in16: 16 bytes.
        :param k32: 32 bytes.
        :param c16: 16 bytes.
        :returns: 32 bytes.
        :raises TypeError: an argument is not bytes-like (`in16 must be bytes-like, not str`).
        :raises ValueError: `in16`, `k32` or `c16` has the wrong length (`in16 must be 16 bytes, got 15`).
        """
        return self._core.crypto_core_hsalsa20(
            as_bytes_of_length(in16, "in16", CORE_INPUT_LENGTH),
            as_bytes_of_length(k32, "k32", KEY_LENGTH),
            as_bytes_of_length(c16, "c16", CORE_CONSTANT_LENGTH),
        )

    def crypto_onetimeauth(self, m: Buffer, k: Buffer) -> bytes:
        """Poly1305 tag of `m` under the one-time key `k` (never use a key for two messages).

        :param m: bytes-like, any length.
        :param k: 32 bytes.
        :returns: the 16-byte tag.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `k` has the wrong length (`k must be 32 bytes, got 31`).
        """
        return self._core.crypto_onetimeauth(as_bytes(m, "m"), as_bytes_of_length(k, "k", KEY_LENGTH))

    def crypto_onetimeauth_verify(self, h: Buffer, m: Buffer, k: Buffer) -> bool:
        """Check the Poly1305 tag `h` of `m` in constant time.

        :param h: 16 bytes.
        :param m: bytes-like, any length.
        :param k: 32 bytes.
        :returns: `True` if the tag is valid, else `False`.
        :raises TypeError: an argument is not bytes-like (`h must be bytes-like, not str`).
        :raises ValueError: `h` or `k` has the wrong length (`h must be 16 bytes, got 15`).
        """
        return self._core.crypto_onetimeauth_verify(
            as_bytes_of_length(h, "h", TAG_LENGTH), as_bytes(m, "m"), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_secretbox(self, m: Buffer, n: Buffer, k: Buffer) -> bytes:
        """XSalsa20-Poly1305, without NaCl's zero padding: the same bytes as `secretbox`.

        :param m: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: `len(m) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox(
            as_bytes(m, "m"), as_bytes_of_length(n, "n", NONCE_LENGTH), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_secretbox_open(self, c: Buffer, n: Buffer, k: Buffer) -> Optional[bytes]:
        """Open a box of `crypto_secretbox`: the same as `secretbox.open`.

        :param c: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`c must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox_open(
            as_bytes(c, "c"), as_bytes_of_length(n, "n", NONCE_LENGTH), as_bytes_of_length(k, "k", KEY_LENGTH)
        )

    def crypto_box_keypair(self) -> KeyPair:
        """A fresh X25519 key pair: the same as `box.keypair()`.

        :returns: a `KeyPair` (32-byte public key, 32-byte secret key).
        """
        return self._box.keypair()

    def crypto_box_beforenm(self, pk: Buffer, sk: Buffer) -> bytes:
        """The shared key of `pk` and `sk`: the same as `box.before`.

        :param pk: 32 bytes.
        :param sk: 32 bytes.
        :returns: 32 bytes.
        :raises TypeError: an argument is not bytes-like (`pk must be bytes-like, not str`).
        :raises ValueError: `pk` or `sk` has the wrong length (`pk must be 32 bytes, got 31`).
        """
        return self._core.crypto_box_beforenm(as_bytes_of_length(pk, "pk", PUBLIC_KEY_LENGTH), as_bytes_of_length(sk, "sk", KEY_LENGTH))

    def crypto_box(self, m: Buffer, n: Buffer, pk: Buffer, sk: Buffer) -> bytes:
        """X25519-XSalsa20-Poly1305, without zero padding: the same bytes as `box`.

        :param m: bytes-like, any length.
        :param n: 24 bytes.
        :param pk: 32 bytes.
        :param sk: 32 bytes.
        :returns: `len(m) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n`, `pk` or `sk` has the wrong length (`n must be 24 bytes, got 23`).
        """
        message = as_bytes(m, "m")
        nonce = as_bytes_of_length(n, "n", NONCE_LENGTH)
        return self._core.crypto_secretbox(message, nonce, self.crypto_box_beforenm(pk, sk))

    def crypto_box_open(self, c: Buffer, n: Buffer, pk: Buffer, sk: Buffer) -> Optional[bytes]:
        """Open a box of `crypto_box`: the same as `box.open`.

        :param c: bytes-like, any length.
        :param n: 24 bytes.
        :param pk: 32 bytes.
        :param sk: 32 bytes.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`c must be bytes-like, not str`).
        :raises ValueError: `n`, `pk` or `sk` has the wrong length (`n must be 24 bytes, got 23`).
        """
        boxed = as_bytes(c, "c")
        nonce = as_bytes_of_length(n, "n", NONCE_LENGTH)
        return self._core.crypto_secretbox_open(boxed, nonce, self.crypto_box_beforenm(pk, sk))

    def crypto_box_afternm(self, m: Buffer, n: Buffer, k: Buffer) -> bytes:
        """Box with a shared key from `crypto_box_beforenm`: the same as `box.after`.

        :param m: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: `len(m) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self.crypto_secretbox(m, n, k)

    def crypto_box_open_afternm(self, c: Buffer, n: Buffer, k: Buffer) -> Optional[bytes]:
        """Open a box with a shared key: the same as `box.open.after`.

        :param c: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`c must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self.crypto_secretbox_open(c, n, k)

    def crypto_scalarmult(self, n: Buffer, p: Buffer) -> bytes:
        """X25519 of the scalar `n` and the point `p`: the same as `scalarmult`.

        :param n: 32 bytes.
        :param p: 32 bytes.
        :returns: 32 bytes (all zero for a small-order `p`).
        :raises TypeError: an argument is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` or `p` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult(as_bytes_of_length(n, "n", SCALAR_LENGTH), as_bytes_of_length(p, "p", PUBLIC_KEY_LENGTH))

    def crypto_scalarmult_base(self, n: Buffer) -> bytes:
        """X25519 of the scalar `n` and the base point: the same as `scalarmult.base`.

        :param n: 32 bytes.
        :returns: 32 bytes.
        :raises TypeError: `n` is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult_base(as_bytes_of_length(n, "n", SCALAR_LENGTH))

    def crypto_hash(self, m: Buffer) -> bytes:
        """SHA-512 of `m`: the same as `hash`.

        :param m: bytes-like, any length.
        :returns: 64 bytes.
        :raises TypeError: `m` is not bytes-like (`m must be bytes-like, not str`).
        """
        return self._core.crypto_hash(as_bytes(m, "m"))

    def crypto_sign_keypair(self) -> KeyPair:
        """A fresh Ed25519 key pair: the same as `sign.keypair()`.

        :returns: a `KeyPair` (32-byte public key, 64-byte secret key).
        """
        return self._sign.keypair()

    def crypto_sign(self, m: Buffer, sk: Buffer) -> bytes:
        """Sign `m`: the same bytes as `sign`.

        :param m: bytes-like, any length.
        :param sk: 64 bytes.
        :returns: the signature (64 bytes), then `m`.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `sk` has the wrong length (`sk must be 64 bytes, got 63`) or its last 32 bytes are not
            its seed's public key (`sk's public key (its last 32 bytes) does not match its seed`), as `sign`.
        """
        message = as_bytes(m, "m")
        secret_key = self._sign_keys.require(as_bytes_of_length(sk, "sk", SIGN_SECRET_KEY_LENGTH), "sk")
        return self._core.crypto_sign_detached(message, secret_key) + message

    def crypto_sign_open(self, sm: Buffer, pk: Buffer) -> Optional[bytes]:
        """Verify a signed message: the same as `sign.open`.

        :param sm: bytes-like, any length.
        :param pk: 32 bytes.
        :returns: the message, or `None` if the signature is invalid or `sm` is shorter than 64 bytes.
        :raises TypeError: an argument is not bytes-like (`sm must be bytes-like, not str`).
        :raises ValueError: `pk` has the wrong length (`pk must be 32 bytes, got 31`).
        """
        signed = as_bytes(sm, "sm")
        return open_signed(self._core, signed, as_bytes_of_length(pk, "pk", PUBLIC_KEY_LENGTH))

    def crypto_verify_16(self, x: Buffer, y: Buffer) -> bool:
        """Compare two 16-byte strings in constant time.

        :param x: 16 bytes.
        :param y: 16 bytes.
        :returns: `True` if they are equal, else `False`.
        :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
        :raises ValueError: `x` or `y` has the wrong length (`x must be 16 bytes, got 15`).
        """
        return self._core.crypto_verify_16(as_bytes_of_length(x, "x", VERIFY_16_LENGTH), as_bytes_of_length(y, "y", VERIFY_16_LENGTH))

    def crypto_verify_32(self, x: Buffer, y: Buffer) -> bool:
        """Compare two 32-byte strings in constant time.

        :param x: 32 bytes.
        :param y: 32 bytes.
        :returns: `True` if they are equal, else `False`.
        :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
        :raises ValueError: `x` or `y` has the wrong length (`x must be 32 bytes, got 31`).
        """
        return self._core.crypto_verify_32(as_bytes_of_length(x, "x", VERIFY_32_LENGTH), as_bytes_of_length(y, "y", VERIFY_32_LENGTH))


def bind_lowlevel(core: Core, public_name: str, box: Box, sign: Sign, sign_keys: ConsistentSecretKeys) -> Lowlevel:
    """`lowlevel` over `core`, named `public_name`; its key pair functions are `box`'s and `sign`'s, and
    `crypto_sign` checks secret keys through `sign_keys`."""
    lowlevel = new_bound(Lowlevel, core, public_name)
    lowlevel._box = box
    lowlevel._sign = sign
    lowlevel._sign_keys = sign_keys
    return lowlevel
