"""The fast core: which primitive comes from which fast module, and the three one-liners that need no module.

Every primitive of the core interface (`tweetnacl._interface.Core`) is replaced here; were one not, it would be
imported from `tweetnacl.reference.core`, so that no code exists twice.
"""

from __future__ import annotations

import hashlib
import hmac

from tweetnacl.fast.curve25519.montgomery import crypto_scalarmult, crypto_scalarmult_base
from tweetnacl.fast.curve25519.ed25519 import (
    crypto_sign_detached,
    crypto_sign_seed_keypair,
    crypto_sign_verify_detached,
    ed25519_pk_to_curve25519,
)
from tweetnacl.fast.mac.poly1305 import crypto_onetimeauth, crypto_onetimeauth_verify
from tweetnacl.fast.stream.arx import SIGMA
from tweetnacl.fast.stream.salsa20 import (
    crypto_core_hsalsa20,
    crypto_core_salsa20,
    crypto_stream,
    crypto_stream_salsa20,
    crypto_stream_salsa20_xor,
    crypto_stream_xor,
)
from tweetnacl.fast.aead.xsalsa20poly1305 import crypto_secretbox, crypto_secretbox_open


def crypto_box_beforenm(pk: bytes, sk: bytes) -> bytes:
    """NaCl's box key: HSalsa20 of the X25519 shared secret, with a zero input (the NaCl paper, section 7)."""
    return crypto_core_hsalsa20(bytes(16), crypto_scalarmult(sk, pk), SIGMA)


def crypto_hash(m: bytes) -> bytes:
    """SHA-512 (FIPS 180-4) from hashlib: C speed, faster than libsodium's as called from Python."""
    return hashlib.sha512(m).digest()


def crypto_verify_16(x: bytes, y: bytes) -> bool:
    return hmac.compare_digest(x, y)


crypto_verify_32 = crypto_verify_16  # hmac.compare_digest is constant time for any equal length


__all__ = [
    "crypto_box_beforenm", "crypto_core_hsalsa20", "crypto_core_salsa20", "crypto_hash", "crypto_onetimeauth",
    "crypto_onetimeauth_verify", "crypto_scalarmult", "crypto_scalarmult_base", "crypto_secretbox",
    "crypto_secretbox_open", "crypto_sign_detached", "crypto_sign_seed_keypair", "crypto_sign_verify_detached",
    "crypto_stream", "crypto_stream_salsa20", "crypto_stream_salsa20_xor", "crypto_stream_xor",
    "crypto_verify_16", "crypto_verify_32", "ed25519_pk_to_curve25519",
]
