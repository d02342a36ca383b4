"""`sign`: Ed25519 signatures (RFC 8032) with TweetNaCl's API (attached and detached), over the core, and the
check that a 64-byte secret key's public half is its seed's public key (`ConsistentSecretKeys`).

Why the check: RFC 8032 section 5.1.6 hashes the public key into the challenge, and TweetNaCl (like libsodium)
takes it from `sk[32:]` without deriving it. Two signatures of one message under `seed + pk1` and `seed + pk2`
share R (the nonce depends on the seed and the message only) but not the challenge, so S1 - S2 = (k1 - k2) a
mod L gives the secret scalar a to anyone who sees both. This module refuses such keys before the core signs.

Secrets: a secret key is never stored, logged or put in an error message. What is remembered of a key found
consistent is a keyed BLAKE2b digest under a per-instance random key, so the cache's contents and its dict
index are a PRF of the key, not the key. The seed's public key comes from the core's constant-time
`crypto_sign_seed_keypair` and is compared with `hmac.compare_digest`. Whether a key was seen before and
whether it is consistent decide branches: neither is secret (the caller chose the key; its public half is
public).
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
import os
import threading
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Optional

from tweetnacl._check import Buffer, as_bytes, as_bytes_of_length
from tweetnacl._interface import Core
from tweetnacl._random import random_bytes
from tweetnacl._api.basics import (
    PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH, SIGN_SECRET_KEY_LENGTH, SIGN_SEED_LENGTH, Bound, KeyPair, new_bound, public_api,
)

_DIGEST_LENGTH = 32
"""The keyed BLAKE2b digest that stands for a checked secret key (256 bits: no collision to find)."""


class ConsistentSecretKeys:
    """The 64-byte secret keys whose last 32 bytes are their seed's public key, checked once per key.

    `require(secret_key, name)` derives the public key of a key it has not seen (one fixed-base scalar
    multiplication, about the cost of a signature) and remembers a match; later calls with that key cost one
    BLAKE2b of 64 bytes and a dict lookup. Keys the core derives (`remember`) are never checked. The memory is
    bounded: past `capacity` keys the oldest is forgotten (and checked again at its next use).

    Thread safety: only a digest of a key found consistent is ever inserted, and the check, the insertion and the
    caller's signature all use the same immutable `bytes`, so no interleaving lets a mismatched key through; a
    lookup racing an eviction can only cost a second check. Insertion and eviction hold a lock (iterating a dict
    another thread resizes would raise); lookups need none, under the GIL or free-threading. A forked child gets a
    fresh lock (another thread may have held the parent's at the fork) and keeps what was remembered.
    """

    def __init__(self, core: Core, capacity: int = 1024) -> None:
        self._core = core
        self._capacity = capacity
        self._digest_key = os.urandom(_DIGEST_LENGTH)  # what secrets.token_bytes returns; `secrets` costs ~15% of `import tweetnacl`
        self._seen: dict[bytes, None] = {}  # insertion-ordered: the first key is the oldest
        self._lock = threading.Lock()
        if hasattr(os, "register_at_fork"):  # POSIX only; elsewhere there is no fork
            os.register_at_fork(after_in_child=self._new_lock)

    def _new_lock(self) -> None:
        self._lock = threading.Lock()

    def _digest(self, secret_key: bytes) -> bytes:
        import hashlib
        return hashlib.blake2b(secret_key, digest_size=_DIGEST_LENGTH, key=self._digest_key).digest()

    def require(self, secret_key: bytes, name: str) -> bytes:
        """`secret_key` (64 bytes, already checked for type and length) if its public half matches its seed.

        :raises ValueError: it does not (`secret_key's public key (its last 32 bytes) does not match its seed`).
        """
        import hmac
        digest = self._digest(secret_key)
        if digest not in self._seen:
            public_key, _ = self._core.crypto_sign_seed_keypair(secret_key[:SIGN_SEED_LENGTH])
            if not hmac.compare_digest(public_key, secret_key[SIGN_SEED_LENGTH:]):
                raise ValueError(f"{name}'s public key (its last 32 bytes) does not match its seed")
            self._insert(digest)
        return secret_key

    def remember(self, pair: KeyPair) -> KeyPair:
        """`pair`, whose secret key the core derived from its seed, recorded as consistent."""
        self._insert(self._digest(pair.secret_key))
        return pair

    def _insert(self, digest: bytes) -> None:
        with self._lock:
            self._seen[digest] = None
            while len(self._seen) > self._capacity:
                del self._seen[next(iter(self._seen))]


@public_api
class SignKeyPair(Bound):
    """`sign.keypair()`: Ed25519 key pairs; a secret key is the 32-byte seed followed by the public key."""

    __slots__ = ("_keys",)  # the consistent keys this core has seen (shared with `sign`, `lowlevel`)
    if TYPE_CHECKING:
        _keys: ConsistentSecretKeys

    def __call__(self) -> KeyPair:
        """Make a fresh Ed25519 key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 32-byte public key and a 64-byte secret key (seed, then public key).
        """
        return self._keys.remember(KeyPair(*self._core.crypto_sign_seed_keypair(random_bytes(SIGN_SEED_LENGTH))))

    def from_seed(self, seed: Buffer) -> KeyPair:
        """The Ed25519 key pair of a 32-byte seed (RFC 8032's private key).

        :param seed: 32 bytes, secret.
        :returns: a `KeyPair` of the 32-byte public key and the 64-byte secret key `seed + public_key`.
        :raises TypeError: `seed` is not bytes-like (`seed must be bytes-like, not str`).
        :raises ValueError: `seed` has the wrong length (`seed must be 32 bytes, got 31`).
        """
        seed_bytes = as_bytes_of_length(seed, "seed", SIGN_SEED_LENGTH)
        return self._keys.remember(KeyPair(*self._core.crypto_sign_seed_keypair(seed_bytes)))

    def from_secret_key(self, secret_key: Buffer) -> KeyPair:
        """The key pair of a 64-byte Ed25519 secret key, checked: its last 32 bytes must be its seed's public key.

        TweetNaCl.js computes nothing here; this checks the key once (later calls and signatures with it are cheap),
        because signing with a mismatched key would leak the secret scalar (docs/security.md).

        :param secret_key: 64 bytes, seed then public key.
        :returns: a `KeyPair` whose public key is the last 32 bytes of `secret_key`.
        :raises TypeError: `secret_key` is not bytes-like (`secret_key must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`) or its last
            32 bytes are not its seed's public key (`secret_key's public key (its last 32 bytes) does not match its
            seed`).
        """
        sk = self._keys.require(as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH), "secret_key")
        return KeyPair(sk[SIGN_SEED_LENGTH:], sk)


def _checked_detached(message: object, signature: object, public_key: object) -> tuple[bytes, bytes, bytes]:
    """(signature, message, public key) checked, in the core's order, for `verify` and `verify_zip215`."""
    return (
        as_bytes_of_length(signature, "signature", SIGNATURE_LENGTH),
        as_bytes(message, "message"),
        as_bytes_of_length(public_key, "public_key", PUBLIC_KEY_LENGTH),
    )


def _byte_items(values: object, name: str) -> list[object]:
    """The items of one of `verify_batch`'s sequences, read once (any iterable but a byte string or str, whose
    items would be ints or characters)."""
    if isinstance(values, (str, bytes, bytearray, memoryview)) or not isinstance(values, Iterable):
        raise TypeError(f"{name} must be a sequence of bytes-like objects, not {type(values).__name__}")
    return list(values)


@public_api
class SignDetached(Bound):
    """`sign.detached(message, secret_key)`: Ed25519 signatures apart from their message."""

    __slots__ = ("_keys",)
    if TYPE_CHECKING:
        _keys: ConsistentSecretKeys

    def __call__(self, message: Buffer, secret_key: Buffer) -> bytes:
        """Sign `message` and return the signature alone.

        :param message: bytes-like, any length (empty too).
        :param secret_key: 64 bytes, from `sign.keypair`.
        :returns: the 64-byte signature (R, then S).
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`) or its last
            32 bytes are not its seed's public key (`secret_key's public key (its last 32 bytes) does not match its
            seed`): no signature is made.
        """
        m = as_bytes(message, "message")
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return self._core.crypto_sign_detached(m, self._keys.require(sk, "secret_key"))

    def verify(self, message: Buffer, signature: Buffer, public_key: Buffer) -> bool:
        """Check a detached signature of `message`.

        Signatures with S not below the group order L are rejected, as RFC 8032 and libsodium do.

        :param message: bytes-like, any length.
        :param signature: 64 bytes.
        :param public_key: 32 bytes, the signer's public key.
        :returns: `True` if the signature is valid, `False` otherwise (forged, altered, S ≥ L).
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `signature` or `public_key` has the wrong length (`signature must be 64 bytes, got 63`).
        """
        return self._core.crypto_sign_verify_detached(*_checked_detached(message, signature, public_key))

    def verify_zip215(self, message: Buffer, signature: Buffer, public_key: Buffer) -> bool:
        """Check a detached signature by ZIP 215's rules, the verdict `verify_batch` reproduces (docs/signing.md).

        ZIP 215 (Zcash) accepts non-canonical encodings of the public key A and of the signature's R and uses the
        cofactored equation [8][S] B = [8] R + [8][k] A, with k = SHA-512(R || A || message) over the bytes as given;
        S must be below the group order L. `verify` (TweetNaCl's rules) and libsodium's rules differ from it on
        small-order and non-canonical points only: no honestly made signature is judged differently.

        :param message: bytes-like, any length.
        :param signature: 64 bytes.
        :param public_key: 32 bytes.
        :returns: `True` if the signature is valid by ZIP 215, `False` otherwise.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `signature` or `public_key` has the wrong length (`signature must be 64 bytes, got 63`).
        """
        return self._core.crypto_sign_verify_zip215(*_checked_detached(message, signature, public_key))

    def verify_batch(
        self, messages: Sequence[Buffer], signatures: Sequence[Buffer], public_keys: Sequence[Buffer]
    ) -> list[bool]:
        """Check many detached signatures at once: entry i is `verify_zip215(messages[i], signatures[i],
        public_keys[i])`.

        All valid: one batch equation (a multi-scalar multiplication with random 128-bit coefficients from `secrets`),
        about half the cost per signature of `verify`. Some invalid: bisection finds them (halves re-checked as
        batches, single checks at the leaves), so the result is exact and the extra cost grows with the number of
        invalid signatures, not with their total. The inputs are neither changed nor kept.

        :param messages: a sequence of bytes-like messages (any iterable other than a byte string, read once).
        :param signatures: a sequence of 64-byte signatures, as many as messages.
        :param public_keys: a sequence of 32-byte public keys, as many as messages.
        :returns: a list of `bool`, one verdict per triple (`[]` for empty sequences).
        :raises TypeError: an argument is not a sequence (`messages must be a sequence of bytes-like objects, not
            bytes`) or an item is not bytes-like (`signatures[3] must be bytes-like, not str`).
        :raises ValueError: the sequences differ in length (`messages, signatures and public_keys must have the same
            length, got 3, 2 and 3`) or an item has the wrong length (`public_keys[5] must be 32 bytes, got 31`).
        """
        message_items = _byte_items(messages, "messages")
        signature_items = _byte_items(signatures, "signatures")
        public_key_items = _byte_items(public_keys, "public_keys")
        lengths = (len(message_items), len(signature_items), len(public_key_items))
        if len(set(lengths)) != 1:
            raise ValueError(
                "messages, signatures and public_keys must have the same length, got %d, %d and %d" % lengths
            )
        ms = [as_bytes(item, f"messages[{i}]") for i, item in enumerate(message_items)]
        sigs = [as_bytes_of_length(item, f"signatures[{i}]", SIGNATURE_LENGTH) for i, item in enumerate(signature_items)]
        pks = [as_bytes_of_length(item, f"public_keys[{i}]", 32) for i, item in enumerate(public_key_items)]
        if not sigs:
            return []
        return self._core.crypto_sign_verify_batch(sigs, ms, pks)


def open_signed(core: Core, sm: bytes, pk: bytes) -> Optional[bytes]:
    """The message of signature || message, or None if `sm` is shorter than a signature or does not verify
    (`sign.open` and `lowlevel.crypto_sign_open`)."""
    if len(sm) < SIGNATURE_LENGTH:
        return None
    m = sm[SIGNATURE_LENGTH:]
    return m if core.crypto_sign_verify_detached(sm[:SIGNATURE_LENGTH], m, pk) else None


@public_api
class Sign(Bound):
    """`sign(message, secret_key)`: Ed25519 signatures (RFC 8032), signature followed by message."""

    __slots__ = {
        "detached": "`sign.detached(message, secret_key)`, and `sign.detached.verify`.",
        "keypair": "`sign.keypair()`, and `sign.keypair.from_seed`, `sign.keypair.from_secret_key`.",
        "_keys": "the consistent secret keys this core has seen (shared with `detached`, `keypair`, `lowlevel`)",
    }
    if TYPE_CHECKING:
        detached: SignDetached
        keypair: SignKeyPair
        _keys: ConsistentSecretKeys

    public_key_length = PUBLIC_KEY_LENGTH
    secret_key_length = SIGN_SECRET_KEY_LENGTH
    seed_length = SIGN_SEED_LENGTH
    signature_length = SIGNATURE_LENGTH

    def __call__(self, message: Buffer, secret_key: Buffer) -> bytes:
        """Sign `message`: the signature followed by the message.

        :param message: bytes-like, any length (empty too).
        :param secret_key: 64 bytes, from `sign.keypair`.
        :returns: the signed message, `64 + len(message)` bytes.
        :raises TypeError: an argument is not bytes-like (`message must be bytes-like, not str`).
        :raises ValueError: `secret_key` has the wrong length (`secret_key must be 64 bytes, got 63`) or its last
            32 bytes are not its seed's public key (`secret_key's public key (its last 32 bytes) does not match its
            seed`): no signature is made.
        """
        m = as_bytes(message, "message")
        sk = as_bytes_of_length(secret_key, "secret_key", SIGN_SECRET_KEY_LENGTH)
        return self._core.crypto_sign_detached(m, self._keys.require(sk, "secret_key")) + m

    def open(self, signed_message: Buffer, public_key: Buffer) -> Optional[bytes]:
        """Verify a signed message made by `sign` and return the message.

        :param signed_message: bytes-like, any length.
        :param public_key: 32 bytes, the signer's public key.
        :returns: the message, or `None` if the signature is invalid (forged, altered, S ≥ L) or `signed_message` is shorter
            than 64 bytes.
        :raises TypeError: an argument is not bytes-like (`signed_message must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length (`public_key must be 32 bytes, got 31`).
        """
        sm = as_bytes(signed_message, "signed_message")
        return open_signed(self._core, sm, as_bytes_of_length(public_key, "public_key", PUBLIC_KEY_LENGTH))


def bind_sign(core: Core, public_name: str, keys: ConsistentSecretKeys) -> Sign:
    """`sign` over `core`, named `public_name` (`tweetnacl.sign`), with `sign.detached` and `sign.keypair`, all
    three checking secret keys through `keys`."""
    detached = new_bound(SignDetached, core, f"{public_name}.detached")
    keypair = new_bound(SignKeyPair, core, f"{public_name}.keypair")
    sign = new_bound(Sign, core, public_name, detached=detached, keypair=keypair)
    for obj in (detached, keypair, sign):
        obj._keys = keys
    return sign
