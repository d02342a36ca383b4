"""`nacl.bindings.crypto_sign`: Ed25519 over `tweetnacl.sign`, verified with libsodium's rules.

Signing is `tweetnacl.sign` (deterministic Ed25519: the same bytes as libsodium). Verification
applies libsodium's acceptance rules (`tweetnacl.pynacl._ed25519`), which are stricter than
TweetNaCl's on small-order and non-canonical keys and points, because PyNaCl callers rely on them.
The X25519 conversions are `tweetnacl.ed2curve`, which follows libsodium already.
Ed25519ph (RFC 8032 section 5.1, pre-hashed with SHA-512 under the dom2(1, "") prefix) signs and
verifies as libsodium's crypto_sign_ed25519ph_* do, with the same acceptance rules.
One departure from libsodium: a secret key whose last 32 bytes are not its seed's public key is refused
(`ValueError`) by every signing function, where libsodium signs with it and so leaks the secret scalar to
anyone who sees two such signatures (docs/pynacl.md, docs/security.md). Secret keys are never stored or
put in an error message.
"""

from __future__ import annotations

import builtins
# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import Tuple

import tweetnacl as _tn
from tweetnacl._check import as_bytes, as_bytes_of_length
from tweetnacl.pynacl import _ed25519
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import require_bytes, require_sized_bytes
from tweetnacl.pynacl.exceptions import ensure

crypto_sign_BYTES: int = 64
crypto_sign_SEEDBYTES: int = 32
crypto_sign_PUBLICKEYBYTES: int = 32
crypto_sign_SECRETKEYBYTES: int = 64

crypto_sign_curve25519_BYTES: int = 32

crypto_sign_ed25519ph_STATEBYTES: int = 208

crypto_sign_PRIMITIVE: str = "ed25519"
crypto_sign_MESSAGEBYTES_MAX: int = 2**64 - 1 - 64
"""SODIUM_SIZE_MAX - crypto_sign_BYTES on a 64-bit platform (libsodium.js, on 32-bit WebAssembly, has 2^32 - 65)."""
crypto_sign_ed25519_BYTES: int = 64
crypto_sign_ed25519_SEEDBYTES: int = 32
crypto_sign_ed25519_PUBLICKEYBYTES: int = 32
crypto_sign_ed25519_SECRETKEYBYTES: int = 64
crypto_sign_ed25519_MESSAGEBYTES_MAX: int = crypto_sign_MESSAGEBYTES_MAX
crypto_sign_edwards25519sha512batch_BYTES: int = 64
crypto_sign_edwards25519sha512batch_PUBLICKEYBYTES: int = 32
crypto_sign_edwards25519sha512batch_SECRETKEYBYTES: int = 64
crypto_sign_edwards25519sha512batch_MESSAGEBYTES_MAX: int = crypto_sign_MESSAGEBYTES_MAX


def crypto_sign_keypair() -> Tuple[bytes, bytes]:
    """A random (public_key, secret_key) pair; secret_key = seed || public_key."""
    keypair = _tn.sign.keypair()
    return (keypair.public_key, keypair.secret_key)


def crypto_sign_seed_keypair(seed: bytes) -> Tuple[bytes, bytes]:
    """(public_key, secret_key) derived from a 32-byte seed (RFC 8032 5.1.5)."""
    if len(seed) != crypto_sign_SEEDBYTES:
        raise exc.ValueError("Invalid seed")
    keypair = _tn.sign.keypair.from_seed(require_bytes(seed))
    return (keypair.public_key, keypair.secret_key)


def _layer_error(error: builtins.ValueError) -> exc.ValueError:
    """tweetnacl's ValueError (a wrong length, a secret key whose public half is not its seed's) as this
    layer's, which is also a CryptoError."""
    return exc.ValueError(str(error))


def crypto_sign(message: bytes, sk: bytes) -> bytes:
    """signature (64) || message; ValueError if sk's public half is not its seed's (libsodium signs).
    `tweetnacl.sign` checks the key once per key (and not at all for one it derived, as SigningKey's)."""
    try:
        return _tn.sign(require_sized_bytes(message), require_bytes(sk))
    except builtins.ValueError as error:
        raise _layer_error(error) from None


def crypto_sign_open(signed: bytes, pk: bytes) -> bytes:
    """The message of signature || message if it verifies under pk, else BadSignatureError."""
    signed = require_sized_bytes(signed)
    pk = require_bytes(pk)
    if len(pk) != crypto_sign_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid public key")
    message = signed[crypto_sign_BYTES:]
    if len(signed) < crypto_sign_BYTES or not _ed25519.verify_detached_vartime(
        signed[:crypto_sign_BYTES], message, pk
    ):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return message


def crypto_sign_ed25519_pk_to_curve25519(public_key_bytes: bytes) -> bytes:
    """The X25519 public key of an Ed25519 public key; RuntimeError where libsodium refuses it."""
    if len(public_key_bytes) != crypto_sign_PUBLICKEYBYTES:
        raise exc.ValueError("Invalid curve public key")
    converted = _tn.ed2curve.convert_public_key(require_bytes(public_key_bytes))
    if converted is None:
        raise exc.RuntimeError("Unexpected library error")
    return converted


def crypto_sign_ed25519_sk_to_curve25519(secret_key_bytes: bytes) -> bytes:
    """The X25519 secret key of an Ed25519 secret key: clamped SHA-512(seed)[:32]."""
    if len(secret_key_bytes) != crypto_sign_SECRETKEYBYTES:
        raise exc.ValueError("Invalid curve secret key")
    return _tn.ed2curve.convert_secret_key(require_bytes(secret_key_bytes))


def crypto_sign_ed25519_sk_to_pk(secret_key_bytes: bytes) -> bytes:
    """The 32-byte public key of a 64-byte Ed25519 secret key: its last 32 bytes."""
    if len(secret_key_bytes) != crypto_sign_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")
    return secret_key_bytes[crypto_sign_SEEDBYTES:]


def crypto_sign_ed25519_sk_to_seed(secret_key_bytes: bytes) -> bytes:
    """The 32-byte seed of a 64-byte Ed25519 secret key: its first 32 bytes."""
    if len(secret_key_bytes) != crypto_sign_SECRETKEYBYTES:
        raise exc.ValueError("Invalid secret key")
    return secret_key_bytes[:crypto_sign_SEEDBYTES]


class crypto_sign_ed25519ph_state:
    """The SHA-512 state of an Ed25519ph message (PyNaCl's class: `state` holds it)."""

    __slots__ = ["state"]

    def __init__(self) -> None:
        import hashlib
        self.state = hashlib.sha512()


def _check_state(edph: object) -> crypto_sign_ed25519ph_state:
    ensure(
        isinstance(edph, crypto_sign_ed25519ph_state),
        "edph parameter must be a ed25519ph_state object",
        raising=exc.TypeError,
    )
    assert isinstance(edph, crypto_sign_ed25519ph_state)
    return edph


def _check_sized(value: object, size: int, what: str) -> bytes:
    ensure(isinstance(value, bytes), f"{what} parameter must be a bytes object", raising=exc.TypeError)
    assert isinstance(value, bytes)
    ensure(len(value) == size, f"{what} must be {size} bytes long", raising=exc.TypeError)
    return value


def crypto_sign_ed25519ph_update(edph: crypto_sign_ed25519ph_state, pmsg: bytes) -> None:
    """Hash more of the message into edph."""
    state = _check_state(edph)
    ensure(isinstance(pmsg, bytes), "pmsg parameter must be a bytes object", raising=exc.TypeError)
    state.state.update(pmsg)


def crypto_sign_ed25519ph_final_create(edph: crypto_sign_ed25519ph_state, sk: bytes) -> bytes:
    """The 64-byte Ed25519ph signature of the message hashed in edph under the secret key sk; ValueError if
    sk's public half is not its seed's (libsodium signs)."""
    state = _check_state(edph)
    secret_key = _check_sized(sk, crypto_sign_SECRETKEYBYTES, "secret key")
    try:
        checked = _tn.sign.keypair.from_secret_key(secret_key).secret_key  # raises for a mismatched key
    except builtins.ValueError as error:
        raise _layer_error(error) from None
    return _ed25519.ed25519ph_sign(state.state.digest(), checked)


def crypto_sign_ed25519ph_final_verify(edph: crypto_sign_ed25519ph_state, signature: bytes, pk: bytes) -> bool:
    """True if signature is the Ed25519ph signature of the message hashed in edph, else BadSignatureError."""
    state = _check_state(edph)
    signature = _check_sized(signature, crypto_sign_BYTES, "signature")
    public_key = _check_sized(pk, crypto_sign_PUBLICKEYBYTES, "public key")
    if not _ed25519.ed25519ph_verify_vartime(signature, state.state.digest(), public_key):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return True


# -- beyond PyNaCl: libsodium 1.0.22's other crypto_sign names ----------------------------------------------------


def crypto_sign_detached(m: bytes, sk: bytes) -> bytes:
    """The 64-byte Ed25519 signature of m; ValueError if sk's public half is not its seed's (libsodium signs)."""
    message = as_bytes(m, "m")
    secret_key = as_bytes_of_length(sk, "sk", crypto_sign_SECRETKEYBYTES)
    try:
        return _tn.sign.detached(message, secret_key)
    except builtins.ValueError as error:
        raise _layer_error(error) from None


def crypto_sign_verify_detached(sig: bytes, m: bytes, pk: bytes) -> bool:
    """True if sig is m's Ed25519 signature under pk (libsodium's acceptance rules), else BadSignatureError."""
    signature = as_bytes_of_length(sig, "sig", crypto_sign_BYTES)
    message = as_bytes(m, "m")
    public_key = as_bytes_of_length(pk, "pk", crypto_sign_PUBLICKEYBYTES)
    if not _ed25519.verify_detached_vartime(signature, message, public_key):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return True


crypto_sign_ed25519 = crypto_sign
crypto_sign_ed25519_open = crypto_sign_open
crypto_sign_ed25519_keypair = crypto_sign_keypair
crypto_sign_ed25519_seed_keypair = crypto_sign_seed_keypair
crypto_sign_ed25519_detached = crypto_sign_detached
crypto_sign_ed25519_verify_detached = crypto_sign_verify_detached


def crypto_sign_ed25519ph_init() -> crypto_sign_ed25519ph_state:
    """A new Ed25519ph state (PyNaCl's class, which its crypto_sign_ed25519ph_update / _final_* take)."""
    return crypto_sign_ed25519ph_state()


def crypto_sign_init() -> crypto_sign_ed25519ph_state:
    """libsodium's crypto_sign_init: an Ed25519ph state (its multi-part signatures are Ed25519ph)."""
    return crypto_sign_ed25519ph_state()


def crypto_sign_update(state: crypto_sign_ed25519ph_state, m: bytes) -> None:
    """Absorb the next part of the message into the Ed25519ph `state` (from `crypto_sign_init`)."""
    crypto_sign_ed25519ph_update(state, as_bytes(m, "m"))


def crypto_sign_final_create(state: crypto_sign_ed25519ph_state, sk: bytes) -> bytes:
    """The Ed25519ph signature of everything given to crypto_sign_update; ValueError for a mismatched key."""
    return crypto_sign_ed25519ph_final_create(state, as_bytes_of_length(sk, "sk", crypto_sign_SECRETKEYBYTES))


def crypto_sign_final_verify(state: crypto_sign_ed25519ph_state, sig: bytes, pk: bytes) -> bool:
    """True if sig is the Ed25519ph signature of everything given to crypto_sign_update, else BadSignatureError."""
    return crypto_sign_ed25519ph_final_verify(
        state,
        as_bytes_of_length(sig, "sig", crypto_sign_BYTES),
        as_bytes_of_length(pk, "pk", crypto_sign_PUBLICKEYBYTES),
    )


# The deprecated edwards25519sha512batch (libsodium's crypto_sign/ed25519/ref10/obsolete.c): its own key format
# (64-byte secret key = clamped SHA-512 of a seed, no public key in it, so there is no key pair to check) and its own
# signature (R || M || S, A not hashed). The curve module is imported on first use (as `_ed25519` does).


def crypto_sign_edwards25519sha512batch_keypair() -> Tuple[bytes, bytes]:
    """A random (public_key, secret_key) pair in this scheme's format."""
    from tweetnacl.fast.curve25519.ed25519 import edwards25519sha512batch_keypair_from_seed

    return edwards25519sha512batch_keypair_from_seed(_tn.random_bytes(32))


def crypto_sign_edwards25519sha512batch(m: bytes, sk: bytes) -> bytes:
    """R (32) || m || S (32)."""
    from tweetnacl.fast.curve25519.ed25519 import edwards25519sha512batch_sign

    message = as_bytes(m, "m")
    secret_key = as_bytes_of_length(sk, "sk", crypto_sign_edwards25519sha512batch_SECRETKEYBYTES)
    return edwards25519sha512batch_sign(message, secret_key)


def crypto_sign_edwards25519sha512batch_open(sm: bytes, pk: bytes) -> bytes:
    """The message of R || m || S if it verifies under pk, else BadSignatureError (also when sm is too short)."""
    from tweetnacl.fast.curve25519.ed25519 import edwards25519sha512batch_verify_vartime

    signed = as_bytes(sm, "sm")
    public_key = as_bytes_of_length(pk, "pk", crypto_sign_edwards25519sha512batch_PUBLICKEYBYTES)
    if len(signed) < crypto_sign_edwards25519sha512batch_BYTES or not edwards25519sha512batch_verify_vartime(
        signed, public_key
    ):
        raise exc.BadSignatureError("Signature was forged or corrupt")
    return signed[32:-32]
