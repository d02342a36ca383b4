"""The public API, written once and bound to a core (see `tweetnacl._core.Core`).

`bind(core)` returns the whole API of /work/shared/spec/API.md as an `Api` named tuple; the packages
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
from tweetnacl._core import Core
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
    """Constant-time equality of two byte strings; False when either is empty or the lengths differ."""
    xb = as_bytes(x, "x")
    yb = as_bytes(y, "y")
    if len(xb) == 0 or len(xb) != len(yb):  # lengths are public
        return False
    return hmac.compare_digest(xb, yb)


# ---------------------------------------------------------------------------------------------
# Secret-key authenticated encryption: xsalsa20-poly1305
# ---------------------------------------------------------------------------------------------


class SecretBox:
    """`secretbox(message, nonce, key) -> box`: XSalsa20-Poly1305, box = tag (16) || ciphertext."""

    key_length = KEY_LENGTH
    nonce_length = NONCE_LENGTH
    overhead_length = TAG_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any, nonce: Any, key: Any) -> bytes:
        return self._core.crypto_secretbox(
            as_bytes(message, "message"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(key, "key", KEY_LENGTH),
        )

    def open(self, box: Any, nonce: Any, key: Any) -> Optional[bytes]:
        """The message, or None if the box is forged, truncated or shorter than 16 bytes."""
        return self._core.crypto_secretbox_open(
            as_bytes(box, "box"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(key, "key", KEY_LENGTH),
        )


# ---------------------------------------------------------------------------------------------
# Scalar multiplication: x25519
# ---------------------------------------------------------------------------------------------


class ScalarMult:
    """`scalarmult(n, p)`: X25519 as TweetNaCl computes it (no check for an all-zero result)."""

    scalar_length = SCALAR_LENGTH
    group_element_length = 32

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, n: Any, p: Any) -> bytes:
        return self._core.crypto_scalarmult(
            as_bytes_of_length(n, "n", SCALAR_LENGTH), as_bytes_of_length(p, "p", 32)
        )

    def base(self, n: Any) -> bytes:
        """n times the base point (u = 9)."""
        return self._core.crypto_scalarmult_base(as_bytes_of_length(n, "n", SCALAR_LENGTH))


# ---------------------------------------------------------------------------------------------
# Public-key authenticated encryption: x25519-xsalsa20-poly1305
# ---------------------------------------------------------------------------------------------


class BoxKeyPair:
    """`box.keypair()`: a fresh X25519 key pair from the process-wide generator."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self) -> KeyPair:
        return self.from_secret_key(random_bytes(KEY_LENGTH))

    def from_secret_key(self, secret_key: Any) -> KeyPair:
        sk = as_bytes_of_length(secret_key, "secret_key", KEY_LENGTH)
        return KeyPair(self._core.crypto_scalarmult_base(sk), sk)


class BoxOpen:
    """`box.open(box, nonce, their_public_key, my_secret_key)`; `box.open.after(box, nonce, shared_key)`."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, box: Any, nonce: Any, their_public_key: Any, my_secret_key: Any) -> Optional[bytes]:
        boxed = as_bytes(box, "box")
        n = as_bytes_of_length(nonce, "nonce", NONCE_LENGTH)
        shared = self._core.crypto_box_beforenm(
            as_bytes_of_length(their_public_key, "their_public_key", 32),
            as_bytes_of_length(my_secret_key, "my_secret_key", KEY_LENGTH),
        )
        return self._core.crypto_secretbox_open(boxed, n, shared)

    def after(self, box: Any, nonce: Any, shared_key: Any) -> Optional[bytes]:
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
        """The message, or None if `sealed` is forged, truncated, or shorter than 48 bytes."""
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
    """`box(message, nonce, their_public_key, my_secret_key)`: X25519 + XSalsa20-Poly1305."""

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
        m = as_bytes(message, "message")
        n = as_bytes_of_length(nonce, "nonce", NONCE_LENGTH)
        return self._core.crypto_secretbox(m, n, self.before(their_public_key, my_secret_key))

    def before(self, their_public_key: Any, my_secret_key: Any) -> bytes:
        """The 32-byte shared key: HSalsa20 of the X25519 shared secret."""
        return self._core.crypto_box_beforenm(
            as_bytes_of_length(their_public_key, "their_public_key", 32),
            as_bytes_of_length(my_secret_key, "my_secret_key", KEY_LENGTH),
        )

    def after(self, message: Any, nonce: Any, shared_key: Any) -> bytes:
        return self._core.crypto_secretbox(
            as_bytes(message, "message"),
            as_bytes_of_length(nonce, "nonce", NONCE_LENGTH),
            as_bytes_of_length(shared_key, "shared_key", KEY_LENGTH),
        )


# ---------------------------------------------------------------------------------------------
# Signatures: ed25519
# ---------------------------------------------------------------------------------------------


class SignKeyPair:
    """`sign.keypair()`: a fresh Ed25519 key pair; secret_key = seed || public_key (64 bytes)."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self) -> KeyPair:
        return KeyPair(*self._core.crypto_sign_seed_keypair(random_bytes(32)))

    def from_seed(self, seed: Any) -> KeyPair:
        return KeyPair(*self._core.crypto_sign_seed_keypair(as_bytes_of_length(seed, "seed", 32)))

    def from_secret_key(self, secret_key: Any) -> KeyPair:
        """As TweetNaCl.js: the public key is the secret key's last 32 bytes."""
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return KeyPair(sk[32:], sk)


class SignDetached:
    """`sign.detached(message, secret_key) -> signature`; `sign.detached.verify(message, signature, public_key)`."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any, secret_key: Any) -> bytes:
        return self._core.crypto_sign_detached(
            as_bytes(message, "message"),
            as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH),
        )

    def verify(self, message: Any, signature: Any, public_key: Any) -> bool:
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
    """`sign(message, secret_key) -> signature || message` (Ed25519, RFC 8032)."""

    public_key_length = 32
    secret_key_length = SIGN_SECRET_KEY_LENGTH
    seed_length = 32
    signature_length = SIGNATURE_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core
        self.detached = SignDetached(core)
        self.keypair = SignKeyPair(core)

    def __call__(self, message: Any, secret_key: Any) -> bytes:
        m = as_bytes(message, "message")
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return self._core.crypto_sign_detached(m, sk) + m

    def open(self, signed_message: Any, public_key: Any) -> Optional[bytes]:
        """The message, or None if the signature is bad or `signed_message` is shorter than 64 bytes."""
        sm = as_bytes(signed_message, "signed_message")
        return _open_signed(self._core, sm, as_bytes_of_length(public_key, "public_key", 32))


# ---------------------------------------------------------------------------------------------
# Hashing: SHA-512
# ---------------------------------------------------------------------------------------------


class Hash:
    """`hash(message) -> 64 bytes`: SHA-512."""

    hash_length = HASH_LENGTH

    def __init__(self, core: Core) -> None:
        self._core = core

    def __call__(self, message: Any) -> bytes:
        return self._core.crypto_hash(as_bytes(message, "message"))


# ---------------------------------------------------------------------------------------------
# Beyond TweetNaCl: Ed25519 -> X25519 keys (libsodium's crypto_sign_ed25519_*_to_curve25519)
# ---------------------------------------------------------------------------------------------


class Ed2Curve:
    """Convert Ed25519 signing keys to X25519 box keys, byte-compatible with libsodium and ed2curve-js."""

    def __init__(self, core: Core) -> None:
        self._core = core

    def convert_public_key(self, public_key: Any) -> Optional[bytes]:
        """u = (1 + y) / (1 - y); None where libsodium fails (not a point, small order, outside the subgroup)."""
        return self._core.ed25519_pk_to_curve25519(as_bytes_of_length(public_key, "public_key", 32))

    def convert_secret_key(self, secret_key: Any) -> bytes:
        """The clamped first half of SHA-512(seed); takes the 64-byte signing key or its 32-byte seed."""
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
        """A signing KeyPair -> a box KeyPair, or None if its public key does not convert."""
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
    """`auth(message, key) -> 32 bytes`: HMAC-SHA-512 truncated to 256 bits (NaCl's crypto_auth)."""

    key_length = 32
    auth_length = 32
    full_length = 64

    def __call__(self, message: Any, key: Any) -> bytes:
        return self.full(message, key)[: self.auth_length]

    def full(self, message: Any, key: Any) -> bytes:
        """HMAC-SHA-512, all 64 bytes."""
        m = as_bytes(message, "message")
        k = as_bytes(key, "key")
        return hmac.new(k, m, hashlib.sha512).digest()

    def verify(self, tag: Any, message: Any, key: Any) -> bool:
        """Constant-time check of a 32-byte (`auth`) or 64-byte (`full`) tag; any other length is False."""
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
        return self._core.crypto_stream_xor(
            as_bytes(m, "m"), as_bytes_of_length(n24, "n24", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_stream(self, length: Any, n24: Any, k: Any) -> bytes:
        return self._core.crypto_stream(
            as_length(length, "length"), as_bytes_of_length(n24, "n24", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_stream_salsa20_xor(self, m: Any, n8: Any, k: Any) -> bytes:
        return self._core.crypto_stream_salsa20_xor(
            as_bytes(m, "m"), as_bytes_of_length(n8, "n8", 8), as_bytes_of_length(k, "k", 32)
        )

    def crypto_stream_salsa20(self, length: Any, n8: Any, k: Any) -> bytes:
        return self._core.crypto_stream_salsa20(
            as_length(length, "length"), as_bytes_of_length(n8, "n8", 8), as_bytes_of_length(k, "k", 32)
        )

    def crypto_core_salsa20(self, in16: Any, k32: Any, c16: Any) -> bytes:
        return self._core.crypto_core_salsa20(
            as_bytes_of_length(in16, "in16", 16),
            as_bytes_of_length(k32, "k32", 32),
            as_bytes_of_length(c16, "c16", 16),
        )

    def crypto_core_hsalsa20(self, in16: Any, k32: Any, c16: Any) -> bytes:
        return self._core.crypto_core_hsalsa20(
            as_bytes_of_length(in16, "in16", 16),
            as_bytes_of_length(k32, "k32", 32),
            as_bytes_of_length(c16, "c16", 16),
        )

    def crypto_onetimeauth(self, m: Any, k: Any) -> bytes:
        return self._core.crypto_onetimeauth(as_bytes(m, "m"), as_bytes_of_length(k, "k", 32))

    def crypto_onetimeauth_verify(self, h: Any, m: Any, k: Any) -> bool:
        return self._core.crypto_onetimeauth_verify(
            as_bytes_of_length(h, "h", 16), as_bytes(m, "m"), as_bytes_of_length(k, "k", 32)
        )

    def crypto_secretbox(self, m: Any, n: Any, k: Any) -> bytes:
        return self._core.crypto_secretbox(
            as_bytes(m, "m"), as_bytes_of_length(n, "n", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_secretbox_open(self, c: Any, n: Any, k: Any) -> Optional[bytes]:
        return self._core.crypto_secretbox_open(
            as_bytes(c, "c"), as_bytes_of_length(n, "n", 24), as_bytes_of_length(k, "k", 32)
        )

    def crypto_box_keypair(self) -> KeyPair:
        return self._box.keypair()

    def crypto_box_beforenm(self, pk: Any, sk: Any) -> bytes:
        return self._core.crypto_box_beforenm(as_bytes_of_length(pk, "pk", 32), as_bytes_of_length(sk, "sk", 32))

    def crypto_box(self, m: Any, n: Any, pk: Any, sk: Any) -> bytes:
        message = as_bytes(m, "m")
        nonce = as_bytes_of_length(n, "n", 24)
        return self._core.crypto_secretbox(message, nonce, self.crypto_box_beforenm(pk, sk))

    def crypto_box_open(self, c: Any, n: Any, pk: Any, sk: Any) -> Optional[bytes]:
        boxed = as_bytes(c, "c")
        nonce = as_bytes_of_length(n, "n", 24)
        return self._core.crypto_secretbox_open(boxed, nonce, self.crypto_box_beforenm(pk, sk))

    def crypto_box_afternm(self, m: Any, n: Any, k: Any) -> bytes:
        return self.crypto_secretbox(m, n, k)

    def crypto_box_open_afternm(self, c: Any, n: Any, k: Any) -> Optional[bytes]:
        return self.crypto_secretbox_open(c, n, k)

    def crypto_scalarmult(self, n: Any, p: Any) -> bytes:
        return self._core.crypto_scalarmult(as_bytes_of_length(n, "n", 32), as_bytes_of_length(p, "p", 32))

    def crypto_scalarmult_base(self, n: Any) -> bytes:
        return self._core.crypto_scalarmult_base(as_bytes_of_length(n, "n", 32))

    def crypto_hash(self, m: Any) -> bytes:
        return self._core.crypto_hash(as_bytes(m, "m"))

    def crypto_sign_keypair(self) -> KeyPair:
        return self._sign.keypair()

    def crypto_sign(self, m: Any, sk: Any) -> bytes:
        message = as_bytes(m, "m")
        return self._core.crypto_sign_detached(message, as_bytes_of_length(sk, "sk", 64)) + message

    def crypto_sign_open(self, sm: Any, pk: Any) -> Optional[bytes]:
        signed = as_bytes(sm, "sm")
        return _open_signed(self._core, signed, as_bytes_of_length(pk, "pk", 32))

    def crypto_verify_16(self, x: Any, y: Any) -> bool:
        return self._core.crypto_verify_16(as_bytes_of_length(x, "x", 16), as_bytes_of_length(y, "y", 16))

    def crypto_verify_32(self, x: Any, y: Any) -> bool:
        return self._core.crypto_verify_32(as_bytes_of_length(x, "x", 32), as_bytes_of_length(y, "y", 32))


# ---------------------------------------------------------------------------------------------
# Binding
# ---------------------------------------------------------------------------------------------


class Api(NamedTuple):
    """Every public name of API.md, bound to one core."""

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
