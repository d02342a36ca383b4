"""`nacl.bindings` beyond PyNaCl: libsodium 1.0.22's `crypto_kem` family, ML-KEM-768 and X-Wing (the generic
`crypto_kem_*` names are X-Wing, as `crypto_kem_PRIMITIVE` says), over the native API `tweetnacl.kem`.

Results follow libsodium's calling convention in Python: `(pk, sk)` and `(ct, ss)` tuples; a wrong type is a
TypeError, a wrong length a ValueError, and where libsodium returns -1 (an encapsulation key that fails FIPS 203's
modulus check, an X25519 part that is a low-order point) a RuntimeError, PyNaCl's CryptoError for a failed call.
"""

from __future__ import annotations

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc

crypto_kem_mlkem768_PUBLICKEYBYTES: int = 1184
crypto_kem_mlkem768_SECRETKEYBYTES: int = 2400
crypto_kem_mlkem768_CIPHERTEXTBYTES: int = 1088
crypto_kem_mlkem768_SHAREDSECRETBYTES: int = 32
crypto_kem_mlkem768_SEEDBYTES: int = 64

crypto_kem_xwing_PUBLICKEYBYTES: int = 1216
crypto_kem_xwing_SECRETKEYBYTES: int = 32
crypto_kem_xwing_CIPHERTEXTBYTES: int = 1120
crypto_kem_xwing_SHAREDSECRETBYTES: int = 32
crypto_kem_xwing_SEEDBYTES: int = 32

crypto_kem_PUBLICKEYBYTES: int = crypto_kem_xwing_PUBLICKEYBYTES
crypto_kem_SECRETKEYBYTES: int = crypto_kem_xwing_SECRETKEYBYTES
crypto_kem_CIPHERTEXTBYTES: int = crypto_kem_xwing_CIPHERTEXTBYTES
crypto_kem_SHAREDSECRETBYTES: int = crypto_kem_xwing_SHAREDSECRETBYTES
crypto_kem_SEEDBYTES: int = crypto_kem_xwing_SEEDBYTES
crypto_kem_PRIMITIVE: str = "xwing"

_MLKEM768_ENC_SEEDBYTES = 32
"""The randomness crypto_kem_mlkem768_enc_deterministic reads (FIPS 203's m); libsodium has no constant for it."""
_XWING_ENC_SEEDBYTES = 64
"""The randomness crypto_kem_xwing_enc_deterministic reads: ML-KEM-768's m, then the ephemeral X25519 key."""


def _checked(value: object, name: str, length: int) -> bytes:
    if not isinstance(value, bytes):
        raise exc.TypeError(f"{name} must be bytes")
    if len(value) != length:
        raise exc.ValueError(f"{name} must be {length} bytes long")
    return value


def _failed() -> exc.RuntimeError:
    return exc.RuntimeError("Unexpected library error")


# -- ML-KEM-768 ------------------------------------------------------------------------------------


def crypto_kem_mlkem768_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """(pk, sk) of the 64-byte seed d || z (FIPS 203's ML-KEM.KeyGen_internal)."""
    pk, sk = _tn.kem.mlkem768.keypair.from_seed(_checked(seed, "seed", crypto_kem_mlkem768_SEEDBYTES))
    return pk, sk


def crypto_kem_mlkem768_keypair() -> tuple[bytes, bytes]:
    """A fresh (pk, sk)."""
    pk, sk = _tn.kem.mlkem768.keypair()
    return pk, sk


def crypto_kem_mlkem768_enc_deterministic(pk: bytes, seed: bytes) -> tuple[bytes, bytes]:
    """(ct, ss) for pk with the 32-byte randomness given; RuntimeError if pk fails the modulus check."""
    key = _checked(pk, "pk", crypto_kem_mlkem768_PUBLICKEYBYTES)
    randomness = _checked(seed, "seed", _MLKEM768_ENC_SEEDBYTES)
    try:
        return _tn.kem.mlkem768.encapsulate.from_seed(key, randomness)
    except ValueError:  # lengths are checked above: the key is refused, libsodium's -1
        raise _failed() from None


def crypto_kem_mlkem768_enc(pk: bytes) -> tuple[bytes, bytes]:
    """(ct, ss) for pk, fresh; RuntimeError if pk fails the modulus check."""
    return crypto_kem_mlkem768_enc_deterministic(pk, _tn.random_bytes(_MLKEM768_ENC_SEEDBYTES))


def crypto_kem_mlkem768_dec(ct: bytes, sk: bytes) -> bytes:
    """The 32-byte shared secret of ct (implicit rejection: never fails)."""
    return _tn.kem.mlkem768.decapsulate(
        _checked(ct, "ct", crypto_kem_mlkem768_CIPHERTEXTBYTES), _checked(sk, "sk", crypto_kem_mlkem768_SECRETKEYBYTES)
    )


# -- X-Wing ----------------------------------------------------------------------------------------


def crypto_kem_xwing_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """(pk, sk) of the 32-byte seed; sk is the seed."""
    pk, sk = _tn.kem.keypair.from_seed(_checked(seed, "seed", crypto_kem_xwing_SEEDBYTES))
    return pk, sk


def crypto_kem_xwing_keypair() -> tuple[bytes, bytes]:
    """A fresh (pk, sk)."""
    pk, sk = _tn.kem.keypair()
    return pk, sk


def crypto_kem_xwing_enc_deterministic(pk: bytes, seed: bytes) -> tuple[bytes, bytes]:
    """(ct, ss) for pk with the 64-byte randomness given; RuntimeError where libsodium fails."""
    key = _checked(pk, "pk", crypto_kem_xwing_PUBLICKEYBYTES)
    randomness = _checked(seed, "seed", _XWING_ENC_SEEDBYTES)
    try:
        return _tn.kem.encapsulate.from_seed(key, randomness)
    except ValueError:  # lengths are checked above: the key is refused, libsodium's -1
        raise _failed() from None


def crypto_kem_xwing_enc(pk: bytes) -> tuple[bytes, bytes]:
    """(ct, ss) for pk, fresh; RuntimeError where libsodium fails."""
    return crypto_kem_xwing_enc_deterministic(pk, _tn.random_bytes(_XWING_ENC_SEEDBYTES))


def crypto_kem_xwing_dec(ct: bytes, sk: bytes) -> bytes:
    """The 32-byte shared secret of ct; RuntimeError if its X25519 part is a low-order point (libsodium's -1)."""
    ss = _tn.kem.decapsulate(
        _checked(ct, "ct", crypto_kem_xwing_CIPHERTEXTBYTES), _checked(sk, "sk", crypto_kem_xwing_SECRETKEYBYTES)
    )
    if ss is None:
        raise _failed()
    return ss


# -- the generic names: X-Wing ---------------------------------------------------------------------

crypto_kem_seed_keypair = crypto_kem_xwing_seed_keypair
crypto_kem_keypair = crypto_kem_xwing_keypair
crypto_kem_enc = crypto_kem_xwing_enc
crypto_kem_dec = crypto_kem_xwing_dec
