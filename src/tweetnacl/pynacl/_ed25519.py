"""libsodium's Ed25519 acceptance rules, for the PyNaCl layer: public data only, variable time.

libsodium is stricter than TweetNaCl in what it accepts as an Ed25519 public key or signature.
PyNaCl callers rely on that, so the layer applies libsodium's rules here (libsodium 1.0.18 to
1.0.21, `crypto_sign/ed25519/ref10/open.c` and `keypair.c`, as bundled with PyNaCl 1.6):

- signature verification: S < L; R's y not that of a small-order point (checked on the encoding,
  sign bit ignored, y = p and y = p + 1 included); the public key canonically encoded (y < p) and
  not of small order; then the cofactorless equation R = [S]B - [h]A compared as encodings,
  h = SHA-512(R || A || M) mod L (RFC 8032 section 5.1.7). That last step is exactly
  `tweetnacl.sign.detached.verify`, so this module only adds the checks before it;
- Ed25519 -> X25519 public key: A decodes, is not of small order and lies in the prime-order
  subgroup; u = (1 + y) / (1 - y) (RFC 7748 section 4.1).

Every function here sees only public values (public keys, signatures), so it uses plain Python
integers and may branch on them (`*_vartime`).
"""

from __future__ import annotations

from typing import Optional, Tuple

import tweetnacl as _tn

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493  # order of the base point (RFC 8032 5.1)
D = -121665 * pow(121666, P - 2, P) % P  # edwards25519 d = -121665/121666
D2 = 2 * D % P
SQRT_M1 = pow(2, (P - 1) // 4, P)  # a square root of -1 mod p

# Extended homogeneous coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, xy = T/Z (RFC 8032 5.1.4).
Point = Tuple[int, int, int, int]

IDENTITY: Point = (0, 1, 1, 0)


def _recover_x_vartime(y: int, sign: int) -> Optional[int]:
    """x with -x^2 + y^2 = 1 + d x^2 y^2 and parity `sign`, or None (RFC 8032 5.1.3 step 2-4).

    Like libsodium (and unlike RFC 8032), x = 0 with the sign bit set is accepted as x = 0.
    """
    u = (y * y - 1) % P
    v = (D * y * y + 1) % P
    # x = u v^3 (u v^7)^((p-5)/8): one exponentiation for the square root and the division.
    x = u * pow(v, 3, P) * pow(u * pow(v, 7, P), (P - 5) // 8, P) % P
    vxx = v * x * x % P
    if vxx == u:
        pass
    elif vxx == (-u) % P:
        x = x * SQRT_M1 % P
    else:
        return None
    if (x & 1) != sign:
        x = (-x) % P
    return x


def decode_vartime(encoding: bytes) -> Optional[Point]:
    """libsodium's ge25519_frombytes: y is taken mod p (non-canonical y is reduced), None off-curve."""
    raw = int.from_bytes(encoding, "little")
    y = (raw & ((1 << 255) - 1)) % P
    x = _recover_x_vartime(y, raw >> 255)
    if x is None:
        return None
    return (x, y, 1, x * y % P)


def is_canonical(encoding: bytes) -> bool:
    """libsodium's ge25519_is_canonical: the 255-bit y field is below p (the sign bit is ignored)."""
    return (int.from_bytes(encoding, "little") & ((1 << 255) - 1)) < P


def add(p: Point, q: Point) -> Point:
    """Point addition, a = -1 twisted Edwards (RFC 8032 5.1.4, "add-2008-hwcd-3")."""
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = t1 * D2 % P * t2 % P
    d = 2 * z1 * z2 % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def double(p: Point) -> Point:
    """Point doubling (RFC 8032 5.1.4, "dbl-2008-hwcd")."""
    x1, y1, z1, _ = p
    a = x1 * x1 % P
    b = y1 * y1 % P
    c = 2 * z1 * z1 % P
    h = a + b
    e = h - (x1 + y1) * (x1 + y1) % P
    g = a - b
    f = c + g
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def multiply_vartime(k: int, p: Point) -> Point:
    """[k]P by double-and-add from the top bit: variable time, for public scalars only."""
    result = IDENTITY
    for bit in range(k.bit_length() - 1, -1, -1):
        result = double(result)
        if (k >> bit) & 1:
            result = add(result, p)
    return result


def is_identity(p: Point) -> bool:
    x, y, z, _ = p
    return x % P == 0 and (y - z) % P == 0


def has_small_order_vartime(p: Point) -> bool:
    """Order divides the cofactor 8: one of the eight torsion points."""
    return is_identity(double(double(double(p))))


def in_prime_order_subgroup_vartime(p: Point) -> bool:
    return is_identity(multiply_vartime(L, p))


# y of the small-order points: 0 (order 4), 1 (order 1), p - 1 (order 2), and the two values of
# the order-8 points (y8 and p - y8). libsodium's blacklist holds their 255-bit encodings plus the
# non-canonical p and p + 1; comparing y mod p covers exactly the same encodings.
_ORDER8_Y = 2707385501144840649318225287225658788936804267575313519463743609750303402022
SMALL_ORDER_Y = frozenset({0, 1, P - 1, _ORDER8_Y, P - _ORDER8_Y})


def has_small_order_encoding(encoding: bytes) -> bool:
    """libsodium's ge25519_has_small_order(bytes): y (sign bit ignored) is a small-order point's."""
    return (int.from_bytes(encoding, "little") & ((1 << 255) - 1)) % P in SMALL_ORDER_Y


def verify_detached_vartime(signature: bytes, message: bytes, public_key: bytes) -> bool:
    """libsodium's crypto_sign_verify_detached on a 64-byte signature and a 32-byte key."""
    if len(signature) != 64 or len(public_key) != 32:
        return False
    if int.from_bytes(signature[32:], "little") >= L:
        return False
    if has_small_order_encoding(signature[:32]):
        return False
    if not is_canonical(public_key) or has_small_order_encoding(public_key):
        return False
    return _tn.sign.detached.verify(message, signature, public_key)


def ed25519_pk_to_x25519_vartime(public_key: bytes) -> Optional[bytes]:
    """libsodium's crypto_sign_ed25519_pk_to_curve25519, None where it fails."""
    a = decode_vartime(public_key)
    if a is None or has_small_order_vartime(a) or not in_prime_order_subgroup_vartime(a):
        return None
    y = a[1]  # Z = 1 after decoding
    u = (1 + y) * pow(1 - y, P - 2, P) % P
    return u.to_bytes(32, "little")
