"""The public API, written once and bound to a core (see `tweetnacl._interface.Core`).

`bind(core)` returns the whole API of docs/contract.md as an `Api` named tuple; the packages
`tweetnacl.reference` and `tweetnacl.fast` each bind their own core and expose its fields. This layer
owns everything that must not drift between the implementations: argument checks and error texts,
the shape of the API (callable objects with attributes, as TweetNaCl.js's `nacl.box.open.after`),
key pair generation from the process-wide generator, and the constructions beyond TweetNaCl
(sealed boxes, Ed25519 -> X25519 conversion, HMAC-SHA-512-256 authentication).
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any, NamedTuple, Optional

from tweetnacl._check import as_bytes, as_bytes_of_length, as_length
from tweetnacl._interface import Core
from tweetnacl._random import random_bytes, set_prng

KEY_LENGTH = 32
NONCE_LENGTH = 24
TAG_LENGTH = 16
SCALAR_LENGTH = 32
SIGNATURE_LENGTH = 64
SIGN_SECRET_KEY_LENGTH = 64
HASH_LENGTH = 64


class KeyPair(NamedTuple):
    """A public key and its secret key, as returned by every `keypair` call."""

    public_key: bytes
    secret_key: bytes


def verify(x: Any, y: Any) -> bool:
    """Compare two byte strings in constant time.

    :param x: bytes-like, any length.
    :param y: bytes-like, any length.
    :returns: `True` if they are equal and not empty; `False` if they differ, if either is empty, or if their lengths
        differ (lengths are public: only the contents are compared in constant time).
    :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
    """
    xb = as_bytes(x, "x")
    yb = as_bytes(y, "y")
    if len(xb) == 0 or len(xb) != len(yb):  # lengths are public
        return False
    return hmac.compare_digest(xb, yb)


# ---------------------------------------------------------------------------------------------
# Secret-key authenticated encryption: xsalsa20-poly1305
# ---------------------------------------------------------------------------------------------


class SecretBox:
    """`secretbox(message, nonce, key)`: secret-key authenticated encryption, XSalsa20-Poly1305."""

    key_length = KEY_LENGTH
    nonce_length = NONCE_LENGTH
    overhead_length = TAG_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any, nonce: Any, key: Any) -> bytes:
        """Encrypt and authenticate `message` under a secret `key`.

        :param message: bytes-like, any length (empty too).
        :param nonce: 24 bytes; never use one nonce twice with the same key.
        :param key: 32 bytes, secret.
        :returns: the box, `len(message) + 16` bytes: the Poly1305 tag, then the ciphertext.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `nonce` or `key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox(
            as_bytes(message, "message"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(key, "key", KEY_LENGTH),
        )

    def open(self, box: Any, nonce: Any, key: Any) -> Optional[bytes]:
        """Verify and decrypt a box made by `secretbox`.

        :param box: bytes-like, any length.
        :param nonce: 24 bytes, the nonce the box was made with.
        :param key: 32 bytes, secret.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`box must be bytes-like, not str`).
        :raises ValueError: `nonce` or `key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox_open(
            as_bytes(box, "box"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(key, "key", KEY_LENGTH),
        )


# ---------------------------------------------------------------------------------------------
# Scalar multiplication: x25519
# ---------------------------------------------------------------------------------------------


class ScalarMult:
    """`scalarmult(n, p)`: X25519 scalar multiplication, as TweetNaCl computes it."""

    scalar_length = SCALAR_LENGTH
    group_element_length = 32

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, n: Any, p: Any) -> bytes:
        """Multiply the point `p` by the scalar `n` (X25519, RFC 7748), as TweetNaCl does.

        `n` is clamped; a small-order `p` gives 32 zero bytes (no error, unlike libsodium).

        :param n: 32 bytes, the secret scalar.
        :param p: 32 bytes, the point (a u-coordinate).
        :returns: the 32-byte product.
        :raises TypeError: an argument is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` or `p` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult(
            as_bytes_of_length(n, "n", SCALAR_LENGTH), as_bytes_of_length(p, "p", 32)
        )

    def base(self, n: Any) -> bytes:
        """Multiply the base point (u = 9) by the scalar `n`: the public key of the secret key `n`.

        :param n: 32 bytes, the secret scalar.
        :returns: the 32-byte product.
        :raises TypeError: `n` is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult_base(as_bytes_of_length(n, "n", SCALAR_LENGTH))


# ---------------------------------------------------------------------------------------------
# Public-key authenticated encryption: x25519-xsalsa20-poly1305
# ---------------------------------------------------------------------------------------------


class BoxKeyPair:
    """`box.keypair()`: X25519 key pairs."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self) -> KeyPair:
        """Make a fresh X25519 key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 32-byte public key and a 32-byte secret key.
        """
        return self.from_secret_key(random_bytes(KEY_LENGTH))

    def from_secret_key(self, secret_key: Any) -> KeyPair:
        """The key pair of a given X25519 secret key.

        :param secret_key: 32 bytes, secret.
        :returns: a `KeyPair` of the 32-byte public key and `secret_key` (as `bytes`).
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 32 bytes, got 31`).
        """
        sk = as_bytes_of_length(secret_key, "secret_key", KEY_LENGTH)
        return KeyPair(self._core.crypto_scalarmult_base(sk), sk)


class BoxOpen:
    """`box.open(box, nonce, their_public_key, my_secret_key)`: open a box."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, box: Any, nonce: Any, their_public_key: Any, my_secret_key: Any) -> Optional[bytes]:
        """Verify and decrypt a box made by `box`.

        :param box: bytes-like, any length.
        :param nonce: 24 bytes, the nonce the box was made with.
        :param their_public_key: 32 bytes, the sender's public key.
        :param my_secret_key: 32 bytes, the recipient's secret key.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`box must be bytes-like, not str`).
        :raises ValueError: `nonce`, `their_public_key` or `my_secret_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        boxed = as_bytes(box, "box")
        n = as_bytes_of_length(nonce, "nonce", NONCE_LENGTH)
        shared = self._core.crypto_box_beforenm(
            as_bytes_of_length(their_public_key, "their_public_key", 32),
            as_bytes_of_length(my_secret_key, "my_secret_key", KEY_LENGTH),
        )
        return self._core.crypto_secretbox_open(boxed, n, shared)

    def after(self, box: Any, nonce: Any, shared_key: Any) -> Optional[bytes]:
        """Verify and decrypt a box with a shared key from `box.before`.

        :param box: bytes-like, any length.
        :param nonce: 24 bytes, the nonce the box was made with.
        :param shared_key: 32 bytes, from `box.before`.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`box must be bytes-like, not str`).
        :raises ValueError: `nonce` or `shared_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox_open(
            as_bytes(box, "box"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(shared_key, "shared_key", KEY_LENGTH),
        )


class SealedBox:
    """libsodium's crypto_box_seal: an anonymous box to `public_key` from an ephemeral key pair.

    nonce = BLAKE2b-192(ephemeral public key || recipient public key); sealed = ephemeral pk || box.
    """

    overhead_length = 32 + TAG_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core

    @staticmethod
    def _nonce(ephemeral_pk: bytes, recipient_pk: bytes) -> bytes:
        return hashlib.blake2b(ephemeral_pk + recipient_pk, digest_size=NONCE_LENGTH).digest()

    def __call__(self, message: Any, public_key: Any) -> bytes:
        """Encrypt `message` to `public_key` anonymously, from a fresh ephemeral key pair.

        :param message: bytes-like, any length (empty too).
        :param public_key: 32 bytes, the recipient's X25519 public key.
        :returns: the sealed box, `len(message) + 48` bytes: the ephemeral public key, then the box.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`), or is a low-order
            point, with which no secret can be shared (libsodium refuses it too).
        """
        m = as_bytes(message, "message")
        pk = as_bytes_of_length(public_key, "public_key", 32)
        ephemeral_sk = random_bytes(KEY_LENGTH)
        ephemeral_pk = self._core.crypto_scalarmult_base(ephemeral_sk)
        shared = _shared_key_or_none(self._core, pk, ephemeral_sk)
        if shared is None:
            # libsodium refuses too: a low-order key gives a shared key that everybody knows.
            raise ValueError("public_key is a low-order point: no secret can be shared with it")
        return ephemeral_pk + self._core.crypto_secretbox(m, self._nonce(ephemeral_pk, pk), shared)

    def open(self, sealed: Any, public_key: Any, secret_key: Any) -> Optional[bytes]:
        """Decrypt a sealed box made by `box.seal`.

        :param sealed: bytes-like, any length.
        :param public_key: 32 bytes, the recipient's public key.
        :param secret_key: 32 bytes, the recipient's secret key.
        :returns: the message, or `None` if `sealed` is forged, altered, shorter than 48 bytes, or carries a low-order
            ephemeral key.
        :raises TypeError: an argument is not bytes-like (`sealed must be bytes-like, not str`).
        :raises ValueError: `public_key` or `secret_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        data = as_bytes(sealed, "sealed")
        pk = as_bytes_of_length(public_key, "public_key", 32)
        sk = as_bytes_of_length(secret_key, "secret_key", KEY_LENGTH)
        if len(data) < self.overhead_length:
            return None
        ephemeral_pk = data[:32]
        shared = _shared_key_or_none(self._core, ephemeral_pk, sk)
        if shared is None:
            return None
        return self._core.crypto_secretbox_open(data[32:], self._nonce(ephemeral_pk, pk), shared)


_SIGMA = b"expand 32-byte k"


def _shared_key_or_none(core: Core, pk: bytes, sk: bytes) -> Optional[bytes]:
    """crypto_box_beforenm, or None where libsodium's rejects the all-zero X25519 result.

    The comparison runs in constant time; only the fact "low-order input" decides the branch, as in libsodium.
    """
    shared_secret = core.crypto_scalarmult(sk, pk)
    if hmac.compare_digest(shared_secret, bytes(32)):
        return None
    # crypto_box_beforenm's second half, so that the X25519 product is computed once.
    return core.crypto_core_hsalsa20(bytes(16), shared_secret, _SIGMA)


class Box:
    """`box(message, nonce, their_public_key, my_secret_key)`: public-key authenticated encryption,
    X25519-XSalsa20-Poly1305.
    """

    public_key_length = 32
    secret_key_length = KEY_LENGTH
    shared_key_length = KEY_LENGTH
    nonce_length = NONCE_LENGTH
    overhead_length = TAG_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core
        self.open = BoxOpen(core)
        self.keypair = BoxKeyPair(core)
        self.seal = SealedBox(core)

    def __call__(self, message: Any, nonce: Any, their_public_key: Any, my_secret_key: Any) -> bytes:
        """Encrypt and authenticate `message` from `my_secret_key` to `their_public_key`.

        :param message: bytes-like, any length (empty too).
        :param nonce: 24 bytes; never use one nonce twice with the same pair of keys.
        :param their_public_key: 32 bytes, the recipient's public key.
        :param my_secret_key: 32 bytes, the sender's secret key.
        :returns: the box, `len(message) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `nonce`, `their_public_key` or `my_secret_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        m = as_bytes(message, "message")
        n = as_bytes_of_length(nonce, "nonce", NONCE_LENGTH)
        return self._core.crypto_secretbox(m, n, self.before(their_public_key, my_secret_key))

    def before(self, their_public_key: Any, my_secret_key: Any) -> bytes:
        """Precompute the shared key of a pair of keys, for `box.after` and `box.open.after`.

        :param their_public_key: 32 bytes, the other party's public key.
        :param my_secret_key: 32 bytes, your secret key.
        :returns: the 32-byte shared key: HSalsa20 of the X25519 shared secret. It is secret.
        :raises TypeError: an argument is not bytes-like (`their_public_key must be bytes-like, not str`).
        :raises ValueError: `their_public_key` or `my_secret_key` has the wrong length (`their_public_key must be 32 bytes, got 31`).
        """
        return self._core.crypto_box_beforenm(
            as_bytes_of_length(their_public_key, "their_public_key", 32),
            as_bytes_of_length(my_secret_key, "my_secret_key", KEY_LENGTH),
        )

    def after(self, message: Any, nonce: Any, shared_key: Any) -> bytes:
        """Encrypt and authenticate `message` with a shared key from `box.before`.

        :param message: bytes-like, any length (empty too).
        :param nonce: 24 bytes; never use one nonce twice with the same shared key.
        :param shared_key: 32 bytes, from `box.before`.
        :returns: the box, `len(message) + 16` bytes: the same bytes as `box` with the keys `shared_key` came from.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `nonce` or `shared_key` has the wrong length (`nonce must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox(
            as_bytes(message, "message"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(shared_key, "shared_key", KEY_LENGTH),
        )


# ---------------------------------------------------------------------------------------------
# Signatures: ed25519
# ---------------------------------------------------------------------------------------------


class SignKeyPair:
    """`sign.keypair()`: Ed25519 key pairs; a secret key is the 32-byte seed followed by the public key."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self) -> KeyPair:
        """Make a fresh Ed25519 key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 32-byte public key and a 64-byte secret key (seed, then public key).
        """
        return KeyPair(*self._core.crypto_sign_seed_keypair(random_bytes(32)))

    def from_seed(self, seed: Any) -> KeyPair:
        """The Ed25519 key pair of a 32-byte seed (RFC 8032's private key).

        :param seed: 32 bytes, secret.
        :returns: a `KeyPair` of the 32-byte public key and the 64-byte secret key `seed + public_key`.
        :raises TypeError: `seed` is not bytes-like (`seed must be bytes-like, not str`).
        :raises ValueError: `seed` has the wrong length (`seed must be 32 bytes, got 31`).
        """
        return KeyPair(*self._core.crypto_sign_seed_keypair(as_bytes_of_length(seed, "seed", 32)))

    def from_secret_key(self, secret_key: Any) -> KeyPair:
        """The key pair of a 64-byte Ed25519 secret key, as TweetNaCl.js: nothing is computed.

        :param secret_key: 64 bytes, seed then public key.
        :returns: a `KeyPair` whose public key is the last 32 bytes of `secret_key`; the key is not checked.
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`).
        """
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return KeyPair(sk[32:], sk)


class SignDetached:
    """`sign.detached(message, secret_key)`: Ed25519 signatures apart from their message."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any, secret_key: Any) -> bytes:
        """Sign `message` and return the signature alone.

        :param message: bytes-like, any length (empty too).
        :param secret_key: 64 bytes, from `sign.keypair`.
        :returns: the 64-byte signature (R, then S).
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`).
        """
        return self._core.crypto_sign_detached(
            as_bytes(message, "message"),
            as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH),
        )

    def verify(self, message: Any, signature: Any, public_key: Any) -> bool:
        """Check a detached signature of `message`.

        Signatures with S not below the group order L are rejected, as RFC 8032 and libsodium do.

        :param message: bytes-like, any length.
        :param signature: 64 bytes.
        :param public_key: 32 bytes, the signer's public key.
        :returns: `True` if the signature is valid, `False` otherwise (forged, altered, S ≥ L).
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `signature` or `public_key` has the wrong length (`signature must be 64 bytes, got 63`).
        """
        return self._core.crypto_sign_verify_detached(
            as_bytes_of_length(signature, "signature", SIGNATURE_LENGTH),
            as_bytes(message, "message"),
            as_bytes_of_length(public_key, "public_key", 32),
        )


def _open_signed(core: Core, sm: bytes, pk: bytes) -> Optional[bytes]:
    """The message of signature || message, or None if it is shorter than a signature or does not verify."""
    if len(sm) < SIGNATURE_LENGTH:
        return None
    m = sm[SIGNATURE_LENGTH:]
    return m if core.crypto_sign_verify_detached(sm[:SIGNATURE_LENGTH], m, pk) else None


class Sign:
    """`sign(message, secret_key)`: Ed25519 signatures (RFC 8032), signature followed by message."""

    public_key_length = 32
    secret_key_length = SIGN_SECRET_KEY_LENGTH
    seed_length = 32
    signature_length = SIGNATURE_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core
        self.detached = SignDetached(core)
        self.keypair = SignKeyPair(core)

    def __call__(self, message: Any, secret_key: Any) -> bytes:
        """Sign `message`: the signature followed by the message.

        :param message: bytes-like, any length (empty too).
        :param secret_key: 64 bytes, from `sign.keypair`.
        :returns: the signed message, `64 + len(message)` bytes.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`).
        """
        m = as_bytes(message, "message")
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return self._core.crypto_sign_detached(m, sk) + m

    def open(self, signed_message: Any, public_key: Any) -> Optional[bytes]:
        """Verify a signed message made by `sign` and return the message.

        :param signed_message: bytes-like, any length.
        :param public_key: 32 bytes, the signer's public key.
        :returns: the message, or `None` if the signature is invalid (forged, altered, S ≥ L) or `signed_message` is shorter
            than 64 bytes.
        :raises TypeError: an argument is not bytes-like (`signed_message must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        sm = as_bytes(signed_message, "signed_message")
        return _open_signed(self._core, sm, as_bytes_of_length(public_key, "public_key", 32))


# ---------------------------------------------------------------------------------------------
# Hashing: SHA-512
# ---------------------------------------------------------------------------------------------


class Hash:
    """`hash(message)`: SHA-512."""

    hash_length = HASH_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any) -> bytes:
        """SHA-512 of `message`.

        :param message: bytes-like, any length (empty too).
        :returns: the 64-byte digest.
        :raises TypeError: `message` is not bytes-like (`message must be bytes-like, not str`).
        """
        return self._core.crypto_hash(as_bytes(message, "message"))


# ---------------------------------------------------------------------------------------------
# Beyond TweetNaCl: Ed25519 -> X25519 keys (libsodium's crypto_sign_ed25519_*_to_curve25519)
# ---------------------------------------------------------------------------------------------


class Ed2Curve:
    """Convert Ed25519 signing keys to X25519 box keys, byte-compatible with libsodium and ed2curve-js."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def convert_public_key(self, public_key: Any) -> Optional[bytes]:
        """The X25519 public key of an Ed25519 public key: u = (1 + y) / (1 - y).

        :param public_key: 32 bytes, an Ed25519 public key.
        :returns: the 32-byte X25519 public key, or `None` where libsodium fails too: not a point of the curve, a
            non-canonical y (y ≥ p), a small-order point, or a point outside the prime-order subgroup.
        :raises TypeError: `public_key` is not bytes-like (`public_key must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        return self._core.ed25519_pk_to_curve25519(as_bytes_of_length(public_key, "public_key", 32))

    def convert_secret_key(self, secret_key: Any) -> bytes:
        """The X25519 secret key of an Ed25519 secret key: the clamped first half of SHA-512(seed).

        :param secret_key: the 64-byte signing secret key, or its 32-byte seed.
        :returns: the 32-byte X25519 secret key, the very scalar Ed25519 signs with: as secret as the signing key.
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` is neither 32 nor 64 bytes long (`secret_key must be 32 or 64 bytes, got 31`).
        """
        sk = as_bytes(secret_key, "secret_key")
        if len(sk) not in (32, 64):
            raise ValueError(f"secret_key must be 32 or 64 bytes, got {len(sk)}")
        scalar = bytearray(self._core.crypto_hash(sk[:32])[:32])
        # RFC 7748 section 5 clamping, at fixed positions (no secret-dependent index).
        scalar[0] &= 248
        scalar[31] &= 127
        scalar[31] |= 64
        return bytes(scalar)

    def convert_keypair(self, keypair: Any) -> Optional[KeyPair]:
        """The X25519 key pair of an Ed25519 key pair.

        :param keypair: a `KeyPair` (or any 2-tuple) of an Ed25519 public key and its 64-byte secret key or 32-byte seed.
        :returns: a `KeyPair` of X25519 keys, or `None` if the public key does not convert (see `convert_public_key`).
        :raises TypeError: `keypair` is not a 2-tuple (`keypair must be a KeyPair (public_key, secret_key), not str`), or
            one of its keys is not bytes-like.
        :raises ValueError: the public key is not 32 bytes, or the secret key neither 32 nor 64 bytes.
        """
        if not isinstance(keypair, tuple) or len(keypair) != 2:
            raise TypeError(f"keypair must be a KeyPair (public_key, secret_key), not {type(keypair).__name__}")
        public_key, secret_key = keypair
        secret = self.convert_secret_key(secret_key)
        public = self.convert_public_key(public_key)
        return None if public is None else KeyPair(public, secret)


# ---------------------------------------------------------------------------------------------
# Beyond TweetNaCl: NaCl's crypto_auth (HMAC-SHA-512-256)
# ---------------------------------------------------------------------------------------------


class Auth:
    """`auth(message, key)`: secret-key message authentication, HMAC-SHA-512-256 (NaCl's `crypto_auth`)."""

    key_length = 32
    auth_length = 32
    full_length = 64

    def __call__(self, message: Any, key: Any) -> bytes:
        """HMAC-SHA-512-256 of `message`: the first 32 bytes of HMAC-SHA-512 (NaCl's `crypto_auth`).

        :param message: bytes-like, any length (empty too).
        :param key: bytes-like, any length; 32 random bytes are recommended (`auth.key_length`).
        :returns: the 32-byte tag.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        """
        return self.full(message, key)[: self.auth_length]

    def full(self, message: Any, key: Any) -> bytes:
        """HMAC-SHA-512 of `message`, all 64 bytes.

        :param message: bytes-like, any length (empty too).
        :param key: bytes-like, any length; 32 random bytes are recommended (`auth.key_length`).
        :returns: the 64-byte tag.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        """
        m = as_bytes(message, "message")
        k = as_bytes(key, "key")
        return hmac.new(k, m, hashlib.sha512).digest()

    def verify(self, tag: Any, message: Any, key: Any) -> bool:
        """Check a tag of `message` in constant time: 32 bytes against `auth`, 64 bytes against `auth.full`.

        :param tag: bytes-like, any length.
        :param message: bytes-like, any length.
        :param key: bytes-like, any length.
        :returns: `True` if the tag is valid, `False` otherwise, and for a tag of any length but 32 or 64.
        :raises TypeError: an argument is not bytes-like (`tag must be bytes-like, not str`).
        """
        t = as_bytes(tag, "tag")
        expected = self.full(message, key)
        if len(t) not in (self.auth_length, self.full_length):  # lengths are public
            return False
        return hmac.compare_digest(t, expected[: len(t)])


# ---------------------------------------------------------------------------------------------
# Low level: the NaCl names
# ---------------------------------------------------------------------------------------------


class Lowlevel:
    """TweetNaCl's primitives under their NaCl names, functional: each returns new bytes."""

    def __init__(self, core: Core, box: Box, sign: Sign) -> None:
        self._core = core
        self._box = box
        self._sign = sign

    def crypto_stream_xor(self, m: Any, n24: Any, k: Any) -> bytes:
        """XSalsa20: `m` XORed with the keystream of (`n24`, `k`).

        :param m: bytes-like, any length.
        :param n24: 24 bytes.
        :param k: 32 bytes.
        :returns: `len(m)` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n24` or `k` has the wrong length (`n24 must be 24 bytes, got 23`).
        """
        return self._core.crypto_stream_xor(
            as_bytes(m, "m"), as_bytes_of_length(n24, "n24", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_stream(self, length: Any, n24: Any, k: Any) -> bytes:
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
            as_length(length, "length"), as_bytes_of_length(n24, "n24", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_stream_salsa20_xor(self, m: Any, n8: Any, k: Any) -> bytes:
        """Salsa20: `m` XORed with the keystream of (`n8`, `k`).

        :param m: bytes-like, any length.
        :param n8: 8 bytes.
        :param k: 32 bytes.
        :returns: `len(m)` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n8` or `k` has the wrong length (`n8 must be 8 bytes, got 7`).
        """
        return self._core.crypto_stream_salsa20_xor(
            as_bytes(m, "m"), as_bytes_of_length(n8, "n8", 8), as_bytes_of_length(k, "k", 32)
        )

    def crypto_stream_salsa20(self, length: Any, n8: Any, k: Any) -> bytes:
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
            as_length(length, "length"), as_bytes_of_length(n8, "n8", 8), as_bytes_of_length(k, "k", 32)
        )

    def crypto_core_salsa20(self, in16: Any, k32: Any, c16: Any) -> bytes:
        """The Salsa20 core (hash function) of the input block `in16`, key `k32`, constant `c16`.

        :param in16: 16 bytes.
        :param k32: 32 bytes.
        :param c16: 16 bytes.
        :returns: 64 bytes.
        :raises TypeError: an argument is not bytes-like (`in16 must be bytes-like, not str`).
        :raises ValueError: `in16`, `k32` or `c16` has the wrong length (`in16 must be 16 bytes, got 15`).
        """
        return self._core.crypto_core_salsa20(
            as_bytes_of_length(in16, "in16", 16),
            as_bytes_of_length(k32, "k32", 32),
            as_bytes_of_length(c16, "c16", 16),
        )

    def crypto_core_hsalsa20(self, in16: Any, k32: Any, c16: Any) -> bytes:
        """HSalsa20 of `in16` under `k32` with the constant `c16` (XSalsa20's key derivation).

        :param in16: 16 bytes.
        :param k32: 32 bytes.
        :param c16: 16 bytes.
        :returns: 32 bytes.
        :raises TypeError: an argument is not bytes-like (`in16 must be bytes-like, not str`).
        :raises ValueError: `in16`, `k32` or `c16` has the wrong length (`in16 must be 16 bytes, got 15`).
        """
        return self._core.crypto_core_hsalsa20(
            as_bytes_of_length(in16, "in16", 16),
            as_bytes_of_length(k32, "k32", 32),
            as_bytes_of_length(c16, "c16", 16),
        )

    def crypto_onetimeauth(self, m: Any, k: Any) -> bytes:
        """Poly1305 tag of `m` under the one-time key `k` (never use a key for two messages).

        :param m: bytes-like, any length.
        :param k: 32 bytes.
        :returns: the 16-byte tag.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `k` has the wrong length (`k must be 32 bytes, got 31`).
        """
        return self._core.crypto_onetimeauth(as_bytes(m, "m"), as_bytes_of_length(k, "k", 32))

    def crypto_onetimeauth_verify(self, h: Any, m: Any, k: Any) -> bool:
        """Check the Poly1305 tag `h` of `m` in constant time.

        :param h: 16 bytes.
        :param m: bytes-like, any length.
        :param k: 32 bytes.
        :returns: `True` if the tag is valid, else `False`.
        :raises TypeError: an argument is not bytes-like (`h must be bytes-like, not str`).
        :raises ValueError: `h` or `k` has the wrong length (`h must be 16 bytes, got 15`).
        """
        return self._core.crypto_onetimeauth_verify(
            as_bytes_of_length(h, "h", 16), as_bytes(m, "m"), as_bytes_of_length(k, "k", 32)
        )

    def crypto_secretbox(self, m: Any, n: Any, k: Any) -> bytes:
        """XSalsa20-Poly1305, without NaCl's zero padding: the same bytes as `secretbox`.

        :param m: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: `len(m) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox(
            as_bytes(m, "m"), as_bytes_of_length(n, "n", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_secretbox_open(self, c: Any, n: Any, k: Any) -> Optional[bytes]:
        """Open a box of `crypto_secretbox`: the same as `secretbox.open`.

        :param c: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`c must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self._core.crypto_secretbox_open(
            as_bytes(c, "c"), as_bytes_of_length(n, "n", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_box_keypair(self) -> KeyPair:
        """A fresh X25519 key pair: the same as `box.keypair()`.

        :returns: a `KeyPair` (32-byte public key, 32-byte secret key).
        """
        return self._box.keypair()

    def crypto_box_beforenm(self, pk: Any, sk: Any) -> bytes:
        """The shared key of `pk` and `sk`: the same as `box.before`.

        :param pk: 32 bytes.
        :param sk: 32 bytes.
        :returns: 32 bytes.
        :raises TypeError: an argument is not bytes-like (`pk must be bytes-like, not str`).
        :raises ValueError: `pk` or `sk` has the wrong length (`pk must be 32 bytes, got 31`).
        """
        return self._core.crypto_box_beforenm(as_bytes_of_length(pk, "pk", 32), as_bytes_of_length(sk, "sk", 32))

    def crypto_box(self, m: Any, n: Any, pk: Any, sk: Any) -> bytes:
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
        nonce = as_bytes_of_length(n, "n", 24)
        return self._core.crypto_secretbox(message, nonce, self.crypto_box_beforenm(pk, sk))

    def crypto_box_open(self, c: Any, n: Any, pk: Any, sk: Any) -> Optional[bytes]:
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
        nonce = as_bytes_of_length(n, "n", 24)
        return self._core.crypto_secretbox_open(boxed, nonce, self.crypto_box_beforenm(pk, sk))

    def crypto_box_afternm(self, m: Any, n: Any, k: Any) -> bytes:
        """Box with a shared key from `crypto_box_beforenm`: the same as `box.after`.

        :param m: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: `len(m) + 16` bytes.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self.crypto_secretbox(m, n, k)

    def crypto_box_open_afternm(self, c: Any, n: Any, k: Any) -> Optional[bytes]:
        """Open a box with a shared key: the same as `box.open.after`.

        :param c: bytes-like, any length.
        :param n: 24 bytes.
        :param k: 32 bytes.
        :returns: the message, or `None` if the box is forged, altered, or shorter than 16 bytes.
        :raises TypeError: an argument is not bytes-like (`c must be bytes-like, not str`).
        :raises ValueError: `n` or `k` has the wrong length (`n must be 24 bytes, got 23`).
        """
        return self.crypto_secretbox_open(c, n, k)

    def crypto_scalarmult(self, n: Any, p: Any) -> bytes:
        """X25519 of the scalar `n` and the point `p`: the same as `scalarmult`.

        :param n: 32 bytes.
        :param p: 32 bytes.
        :returns: 32 bytes (all zero for a small-order `p`).
        :raises TypeError: an argument is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` or `p` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult(as_bytes_of_length(n, "n", 32), as_bytes_of_length(p, "p", 32))

    def crypto_scalarmult_base(self, n: Any) -> bytes:
        """X25519 of the scalar `n` and the base point: the same as `scalarmult.base`.

        :param n: 32 bytes.
        :returns: 32 bytes.
        :raises TypeError: `n` is not bytes-like (`n must be bytes-like, not str`).
        :raises ValueError: `n` has the wrong length (`n must be 32 bytes, got 31`).
        """
        return self._core.crypto_scalarmult_base(as_bytes_of_length(n, "n", 32))

    def crypto_hash(self, m: Any) -> bytes:
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

    def crypto_sign(self, m: Any, sk: Any) -> bytes:
        """Sign `m`: the same bytes as `sign`.

        :param m: bytes-like, any length.
        :param sk: 64 bytes.
        :returns: the signature (64 bytes), then `m`.
        :raises TypeError: an argument is not bytes-like (`m must be bytes-like, not str`).
        :raises ValueError: `sk` has the wrong length (`sk must be 64 bytes, got 63`).
        """
        message = as_bytes(m, "m")
        return self._core.crypto_sign_detached(message, as_bytes_of_length(sk, "sk", 64)) + message

    def crypto_sign_open(self, sm: Any, pk: Any) -> Optional[bytes]:
        """Verify a signed message: the same as `sign.open`.

        :param sm: bytes-like, any length.
        :param pk: 32 bytes.
        :returns: the message, or `None` if the signature is invalid or `sm` is shorter than 64 bytes.
        :raises TypeError: an argument is not bytes-like (`sm must be bytes-like, not str`).
        :raises ValueError: `pk` has the wrong length (`pk must be 32 bytes, got 31`).
        """
        signed = as_bytes(sm, "sm")
        return _open_signed(self._core, signed, as_bytes_of_length(pk, "pk", 32))

    def crypto_verify_16(self, x: Any, y: Any) -> bool:
        """Compare two 16-byte strings in constant time.

        :param x: 16 bytes.
        :param y: 16 bytes.
        :returns: `True` if they are equal, else `False`.
        :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
        :raises ValueError: `x` or `y` has the wrong length (`x must be 16 bytes, got 15`).
        """
        return self._core.crypto_verify_16(as_bytes_of_length(x, "x", 16), as_bytes_of_length(y, "y", 16))

    def crypto_verify_32(self, x: Any, y: Any) -> bool:
        """Compare two 32-byte strings in constant time.

        :param x: 32 bytes.
        :param y: 32 bytes.
        :returns: `True` if they are equal, else `False`.
        :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
        :raises ValueError: `x` or `y` has the wrong length (`x must be 32 bytes, got 31`).
        """
        return self._core.crypto_verify_32(as_bytes_of_length(x, "x", 32), as_bytes_of_length(y, "y", 32))


# ---------------------------------------------------------------------------------------------
# Binding
# ---------------------------------------------------------------------------------------------


class Api(NamedTuple):
    """Every public name of docs/contract.md, bound to one core."""

    secretbox: SecretBox
    box: Box
    scalarmult: ScalarMult
    sign: Sign
    hash: Hash
    auth: Auth
    ed2curve: Ed2Curve
    lowlevel: Lowlevel


def bind(core: Core) -> Api:
    """Build the API over `core`."""
    box = Box(core)
    sign = Sign(core)
    return Api(
        secretbox=SecretBox(core),
        box=box,
        scalarmult=ScalarMult(core),
        sign=sign,
        hash=Hash(core),
        auth=Auth(),
        ed2curve=Ed2Curve(core),
        lowlevel=Lowlevel(core, box, sign),
    )


__all__ = ["Api", "KeyPair", "bind", "random_bytes", "set_prng", "verify"]
