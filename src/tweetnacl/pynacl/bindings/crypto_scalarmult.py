"""`nacl.bindings.crypto_scalarmult`: X25519 over `tweetnacl.scalarmult`, with libsodium's
refusal of an all-zero result; the Edwards-group variants are unavailable (minimal-build values).
"""

from __future__ import annotations

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import is_zero, require_bytes, unavailable

has_crypto_scalarmult_ed25519 = False

crypto_scalarmult_BYTES: int = 32
crypto_scalarmult_SCALARBYTES: int = 32

# As in PyNaCl on a libsodium build without the Edwards-group API.
crypto_scalarmult_ed25519_BYTES = 0
crypto_scalarmult_ed25519_SCALARBYTES = 0


def crypto_scalarmult_base(n: bytes) -> bytes:
    """X25519(n, 9): the public key of the secret scalar n."""
    return _tn.scalarmult.base(require_bytes(n))


def crypto_scalarmult(n: bytes, p: bytes) -> bytes:
    """X25519(n, p); RuntimeError if the result is all zeros (p of small order), as libsodium."""
    q = _tn.scalarmult(require_bytes(n), require_bytes(p))
    if is_zero(q):
        raise exc.RuntimeError("Unexpected library error")
    return q


_EDWARDS = "Scalar multiplication on the edwards25519 group"
crypto_scalarmult_ed25519_base = unavailable("crypto_scalarmult_ed25519_base", _EDWARDS)
crypto_scalarmult_ed25519_base_noclamp = unavailable(
    "crypto_scalarmult_ed25519_base_noclamp", _EDWARDS
)
crypto_scalarmult_ed25519 = unavailable("crypto_scalarmult_ed25519", _EDWARDS)
crypto_scalarmult_ed25519_noclamp = unavailable("crypto_scalarmult_ed25519_noclamp", _EDWARDS)
