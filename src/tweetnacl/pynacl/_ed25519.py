"""libsodium's Ed25519 signature acceptance rules, for the PyNaCl layer (public data, variable time).

libsodium is stricter than TweetNaCl in what signatures it accepts, and PyNaCl callers rely on
that. libsodium 1.0.18 to 1.0.21 (`crypto_sign/ed25519/ref10/open.c`, as bundled with PyNaCl 1.6)
accepts a signature (R, S) on M under the public key A when:

1. S < L (also TweetNaCl's API rule here: RFC 8032 section 5.1.7);
2. R's encoding is not that of a small-order point (a blacklist compared on the 255-bit y field,
   sign bit ignored, including the non-canonical p and p + 1);
3. A is canonically encoded (y < p) and not of small order (the same blacklist);
4. the cofactorless equation holds: the encoding of [S]B - [h]A equals R's bytes, with
   h = SHA-512(R || A || M) mod L.

Step 4 is exactly `tweetnacl.sign.detached.verify` (which also rejects an A that is not a point),
so this module adds only steps 1-3, which look at encodings of public values and may branch on
them (`*_vartime`). The Ed25519 -> X25519 key conversion needs nothing extra:
`tweetnacl.ed2curve.convert_public_key` already refuses what libsodium refuses.

The fast curve modules are imported inside the functions, on their first call, not with this module:
`import nacl.signing` would otherwise build the curve's constants and the signing comb's offsets (~20 ms) for a
program that may never verify. After the first call each such import is a sys.modules lookup (~0.3 us) beside a
verification or signature of ~1 ms or more.
"""

from __future__ import annotations


import tweetnacl as _tn


def is_canonical(encoding: bytes) -> bool:
    """libsodium's ge25519_is_canonical: the 255-bit y field is below p (the sign bit is ignored)."""
    from tweetnacl.fast.curve25519.field import P, fe_from_bytes

    return fe_from_bytes(encoding) < P


def has_small_order_encoding(encoding: bytes) -> bool:
    """libsodium's ge25519_has_small_order(bytes): y (sign bit ignored) is a small-order point's. libsodium's
    blacklist holds the 255-bit encodings of the small-order y (`SMALL_ORDER_YS`: 0, 1, p - 1 and the two y of
    the points of order 8) plus the non-canonical p and p + 1; comparing y mod p covers exactly the same
    encodings."""
    from tweetnacl.fast.curve25519.edwards import SMALL_ORDER_YS
    from tweetnacl.fast.curve25519.field import P, fe_from_bytes

    return fe_from_bytes(encoding) % P in SMALL_ORDER_YS


def _passes_libsodium_checks(signature: bytes, public_key: bytes) -> bool:
    """Steps 1-3 above, on a 64-byte signature and a 32-byte key."""
    from tweetnacl.fast.curve25519.scalar import L

    if len(signature) != 64 or len(public_key) != 32:
        return False
    if int.from_bytes(signature[32:], "little") >= L:
        return False
    if has_small_order_encoding(signature[:32]):
        return False
    return is_canonical(public_key) and not has_small_order_encoding(public_key)


def verify_detached_vartime(signature: bytes, message: bytes, public_key: bytes) -> bool:
    """libsodium's crypto_sign_verify_detached on a 64-byte signature and a 32-byte key."""
    return _passes_libsodium_checks(signature, public_key) and _tn.sign.detached.verify(
        message, signature, public_key
    )


# RFC 8032 section 5.1: dom2(x, y) = "SigEd25519 no Ed25519 collisions" || octet(x) || octet(len(y)) || y;
# Ed25519ph is phflag x = 1 with the empty context y, as libsodium's crypto_sign_ed25519ph_*.
ED25519PH_DOM = b"SigEd25519 no Ed25519 collisions\x01\x00"


def ed25519ph_sign(prehash: bytes, secret_key: bytes) -> bytes:
    """The Ed25519ph signature of the message whose SHA-512 is `prehash` (RFC 8032 section 5.1.6 with
    dom2(1, "") and PH(M) = SHA-512(M)), on the constant-time signing of `fast.curve25519.ed25519`."""
    from tweetnacl.fast.curve25519 import ed25519

    return ed25519.sign_detached_with_dom(prehash, secret_key, ED25519PH_DOM)


def ed25519ph_verify_vartime(signature: bytes, prehash: bytes, public_key: bytes) -> bool:
    """libsodium's Ed25519ph verification: steps 1-3 above, then RFC 8032 section 5.1.7 with dom2(1, "")."""
    from tweetnacl.fast.curve25519 import ed25519  # as in ed25519ph_sign

    return _passes_libsodium_checks(signature, public_key) and ed25519.verify_detached_with_dom(
        signature, prehash, public_key, ED25519PH_DOM
    )
