"""`nacl.bindings.crypto_core`: the edwards25519 group API is unavailable (minimal-build values)."""

from __future__ import annotations

from tweetnacl.pynacl._support import unavailable

has_crypto_core_ed25519 = False

crypto_core_ed25519_BYTES = 0
crypto_core_ed25519_SCALARBYTES = 0
crypto_core_ed25519_NONREDUCEDSCALARBYTES = 0

_EDWARDS = "The edwards25519 group API (crypto_core_ed25519_*)"

crypto_core_ed25519_is_valid_point = unavailable("crypto_core_ed25519_is_valid_point", _EDWARDS)
crypto_core_ed25519_from_uniform = unavailable("crypto_core_ed25519_from_uniform", _EDWARDS)
crypto_core_ed25519_add = unavailable("crypto_core_ed25519_add", _EDWARDS)
crypto_core_ed25519_sub = unavailable("crypto_core_ed25519_sub", _EDWARDS)
crypto_core_ed25519_scalar_invert = unavailable("crypto_core_ed25519_scalar_invert", _EDWARDS)
crypto_core_ed25519_scalar_negate = unavailable("crypto_core_ed25519_scalar_negate", _EDWARDS)
crypto_core_ed25519_scalar_complement = unavailable(
    "crypto_core_ed25519_scalar_complement", _EDWARDS
)
crypto_core_ed25519_scalar_add = unavailable("crypto_core_ed25519_scalar_add", _EDWARDS)
crypto_core_ed25519_scalar_sub = unavailable("crypto_core_ed25519_scalar_sub", _EDWARDS)
crypto_core_ed25519_scalar_mul = unavailable("crypto_core_ed25519_scalar_mul", _EDWARDS)
crypto_core_ed25519_scalar_reduce = unavailable("crypto_core_ed25519_scalar_reduce", _EDWARDS)
