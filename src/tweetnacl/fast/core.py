"""The fast core: which primitive comes from which fast module, and the three one-liners that need no module.

Every primitive of the core interface (`tweetnacl._interface.Core`) is replaced here; were one not, it would be
imported from `tweetnacl.reference.core`, so that no code exists twice.

The family modules are imported on first use, not by `import tweetnacl` (docs/performance.md, "Import time"):
`SOURCES` says where each primitive lives, and until its first call each primitive here is a stand-in that imports
that module, puts the primitive in its own place and calls it. Every later lookup (`core.crypto_secretbox`, as the
API layer makes on each call) then finds the primitive itself, an ordinary attribute of an ordinary module. (Not
a module `__getattr__`: on CPython 3.11 its mere presence makes every attribute read of the module ~15x slower.)
Nothing here touches secret data: the only decision is the (public) name of a primitive.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable

from tweetnacl.fast.stream import SIGMA

if TYPE_CHECKING:
    from tweetnacl.fast.curve25519.montgomery import crypto_scalarmult, crypto_scalarmult_base
    from tweetnacl.fast.curve25519.ed25519 import (
        crypto_sign_detached,
        crypto_sign_seed_keypair,
        crypto_sign_verify_batch,
        crypto_sign_verify_detached,
        crypto_sign_verify_zip215,
        ed25519_pk_to_curve25519,
    )
    from tweetnacl.fast.mac.poly1305 import crypto_onetimeauth, crypto_onetimeauth_verify
    from tweetnacl.fast.stream.salsa20 import (
        crypto_core_hsalsa20,
        crypto_core_salsa20,
        crypto_stream,
        crypto_stream_salsa20,
        crypto_stream_salsa20_xor,
        crypto_stream_xor,
    )
    from tweetnacl.fast.aead.xsalsa20poly1305 import crypto_secretbox, crypto_secretbox_open
    from tweetnacl.fast.hashing import crypto_hash, crypto_verify_16, crypto_verify_32
    from tweetnacl.fast.curve25519.ristretto import (
        crypto_core_ristretto255_add,
        crypto_core_ristretto255_from_hash,
        crypto_core_ristretto255_is_valid_point,
        crypto_core_ristretto255_scalar_add,
        crypto_core_ristretto255_scalar_complement,
        crypto_core_ristretto255_scalar_invert,
        crypto_core_ristretto255_scalar_mul,
        crypto_core_ristretto255_scalar_negate,
        crypto_core_ristretto255_scalar_reduce,
        crypto_core_ristretto255_scalar_sub,
        crypto_core_ristretto255_sub,
        crypto_scalarmult_ristretto255,
        crypto_scalarmult_ristretto255_base,
    )
    from tweetnacl.fast.mlkem.mlkem768 import (
        crypto_kem_mlkem768_dec,
        crypto_kem_mlkem768_dec_from_seed,
        crypto_kem_mlkem768_enc_deterministic,
        crypto_kem_mlkem768_seed_keypair,
    )

SOURCES: dict[str, str] = {
    **dict.fromkeys(("crypto_hash", "crypto_verify_16", "crypto_verify_32"), "tweetnacl.fast.hashing"),
    **dict.fromkeys(("crypto_scalarmult", "crypto_scalarmult_base"), "tweetnacl.fast.curve25519.montgomery"),
    **dict.fromkeys(
        (
            "crypto_sign_detached", "crypto_sign_seed_keypair", "crypto_sign_verify_batch",
            "crypto_sign_verify_detached", "crypto_sign_verify_zip215", "ed25519_pk_to_curve25519",
        ),
        "tweetnacl.fast.curve25519.ed25519",
    ),
    **dict.fromkeys(("crypto_onetimeauth", "crypto_onetimeauth_verify"), "tweetnacl.fast.mac.poly1305"),
    **dict.fromkeys(
        (
            "crypto_core_hsalsa20", "crypto_core_salsa20", "crypto_stream", "crypto_stream_salsa20",
            "crypto_stream_salsa20_xor", "crypto_stream_xor",
        ),
        "tweetnacl.fast.stream.salsa20",
    ),
    **dict.fromkeys(("crypto_secretbox", "crypto_secretbox_open"), "tweetnacl.fast.aead.xsalsa20poly1305"),
    **dict.fromkeys(
        (
            "crypto_core_ristretto255_add",
            "crypto_core_ristretto255_from_hash",
            "crypto_core_ristretto255_is_valid_point",
            "crypto_core_ristretto255_scalar_add",
            "crypto_core_ristretto255_scalar_complement",
            "crypto_core_ristretto255_scalar_invert",
            "crypto_core_ristretto255_scalar_mul",
            "crypto_core_ristretto255_scalar_negate",
            "crypto_core_ristretto255_scalar_reduce",
            "crypto_core_ristretto255_scalar_sub",
            "crypto_core_ristretto255_sub",
            "crypto_scalarmult_ristretto255",
            "crypto_scalarmult_ristretto255_base",
        ),
        "tweetnacl.fast.curve25519.ristretto",
    ),
    **dict.fromkeys(
        (
            "crypto_kem_mlkem768_dec", "crypto_kem_mlkem768_dec_from_seed", "crypto_kem_mlkem768_enc_deterministic",
            "crypto_kem_mlkem768_seed_keypair",
        ),
        "tweetnacl.fast.mlkem.mlkem768",
    ),
}
"""Primitive name -> the fast module that defines it (under the same name), imported on first use."""


def _stand_in(name: str, module_name: str) -> Callable[..., Any]:
    """Primitive `name` until its first call, which imports `module_name` and puts the primitive in its place."""

    def first_call(*args: Any) -> Any:
        primitive = getattr(importlib.import_module(module_name), name)
        globals()[name] = primitive
        return primitive(*args)

    first_call.__name__ = first_call.__qualname__ = name
    return first_call


if not TYPE_CHECKING:  # type checkers see the primitives themselves, imported above
    for _name, _module_name in SOURCES.items():
        globals()[_name] = _stand_in(_name, _module_name)


def crypto_box_beforenm_hsalsa20(s: bytes) -> bytes:
    """NaCl's box key of an X25519 shared secret: its HSalsa20, with a zero input (the NaCl paper, section 7)."""
    return crypto_core_hsalsa20(bytes(16), s, SIGMA)


def crypto_box_beforenm(pk: bytes, sk: bytes) -> bytes:
    return crypto_box_beforenm_hsalsa20(crypto_scalarmult(sk, pk))




__all__ = [
    "crypto_box_beforenm", "crypto_box_beforenm_hsalsa20", "crypto_core_hsalsa20", "crypto_core_ristretto255_add",
    "crypto_core_ristretto255_from_hash", "crypto_core_ristretto255_is_valid_point",
    "crypto_core_ristretto255_scalar_add", "crypto_core_ristretto255_scalar_complement",
    "crypto_core_ristretto255_scalar_invert", "crypto_core_ristretto255_scalar_mul",
    "crypto_core_ristretto255_scalar_negate", "crypto_core_ristretto255_scalar_reduce",
    "crypto_core_ristretto255_scalar_sub", "crypto_core_ristretto255_sub", "crypto_core_salsa20", "crypto_hash",
    "crypto_kem_mlkem768_dec", "crypto_kem_mlkem768_dec_from_seed", "crypto_kem_mlkem768_enc_deterministic",
    "crypto_kem_mlkem768_seed_keypair", "crypto_onetimeauth", "crypto_onetimeauth_verify", "crypto_scalarmult", "crypto_scalarmult_base",
    "crypto_scalarmult_ristretto255", "crypto_scalarmult_ristretto255_base", "crypto_secretbox",
    "crypto_secretbox_open", "crypto_sign_detached", "crypto_sign_seed_keypair", "crypto_sign_verify_batch",
    "crypto_sign_verify_detached", "crypto_sign_verify_zip215", "crypto_stream", "crypto_stream_salsa20",
    "crypto_stream_salsa20_xor", "crypto_stream_xor", "crypto_verify_16", "crypto_verify_32",
    "ed25519_pk_to_curve25519",
]
