"""The constructions beyond TweetNaCl, against the systems they must be byte-compatible with.

- Sealed boxes (`box.seal`) against libsodium's crypto_box_seal (PyNaCl's bindings and `SealedBox`).
- Ed25519 -> X25519 conversion (`ed2curve`) against libsodium's crypto_sign_ed25519_{pk,sk}_to_curve25519,
  including every kind of degenerate public key libsodium refuses, built here with plain-integer Edwards
  arithmetic (RFC 8032 section 5.1), independent of the code under test.
- crypto_auth (`auth`, HMAC-SHA-512-256) against `hmac`, OpenSSL's HMAC (`cryptography`) and the
  RFC 4231 vectors in tests/vectors/rfc4231_hmac_sha512.txt.

Hostile argument types and lengths for these functions are rows of test_hostile_inputs.py.
The reference costs ~0.3-1 s per scalar multiplication or point check: its cases are a handful of keys.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import types
from pathlib import Path
from typing import Any, Optional

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.hmac import HMAC as OpenSslHmac
from hypothesis import given, settings
from hypothesis import strategies as st
from nacl import bindings as sodium  # libsodium (not `import nacl`: the fixture is called `nacl`)
from nacl.exceptions import CryptoError
from nacl.public import PrivateKey, SealedBox as LibsodiumSealedBox

import tweetnacl

MESSAGE = b"sealed for your eyes only"


def seeded_bytes(seed: int, length: int) -> bytes:
    return random.Random(seed).randbytes(length)


def box_keypair(seed: int) -> tuple[bytes, bytes]:
    """(public key, secret key) of an X25519 key pair, computed by libsodium."""
    secret_key = seeded_bytes(seed, 32)
    return sodium.crypto_scalarmult_base(secret_key), secret_key


def sign_keypair(seed: int) -> tuple[bytes, bytes]:
    """(public key, 64-byte secret key) of an Ed25519 key pair, computed by libsodium."""
    return sodium.crypto_sign_seed_keypair(seeded_bytes(seed, 32))


@pytest.fixture(autouse=True)
def _restore_os_prng() -> Any:
    yield
    tweetnacl.set_prng(None)


# =============================================================================================
# Sealed boxes: libsodium's crypto_box_seal
# =============================================================================================

RECIPIENT_PK, RECIPIENT_SK = box_keypair(1)


@pytest.mark.parametrize("message", [b"", MESSAGE], ids=["empty", "short"])
def test_libsodium_sealed_box_opens_with_ours(nacl: types.ModuleType, message: bytes) -> None:
    sealed = sodium.crypto_box_seal(message, RECIPIENT_PK)
    assert nacl.box.seal.open(sealed, RECIPIENT_PK, RECIPIENT_SK) == message


@pytest.mark.parametrize("message", [b"", MESSAGE], ids=["empty", "short"])
def test_our_sealed_box_opens_with_libsodium(nacl: types.ModuleType, message: bytes) -> None:
    sealed = nacl.box.seal(message, RECIPIENT_PK)
    assert len(sealed) == len(message) + nacl.box.seal.overhead_length == len(message) + 48
    assert sodium.crypto_box_seal_open(sealed, RECIPIENT_PK, RECIPIENT_SK) == message
    assert LibsodiumSealedBox(PrivateKey(RECIPIENT_SK)).decrypt(sealed) == message


def test_sealed_boxes_of_longer_messages_interoperate(fast_nacl: types.ModuleType) -> None:
    for length in (1, 63, 64, 65, 1000, 70_000):
        message = seeded_bytes(length, length)
        assert sodium.crypto_box_seal_open(fast_nacl.box.seal(message, RECIPIENT_PK), RECIPIENT_PK, RECIPIENT_SK) == message
        sealed = sodium.crypto_box_seal(message, RECIPIENT_PK)
        assert fast_nacl.box.seal.open(sealed, RECIPIENT_PK, RECIPIENT_SK) == message


def test_two_seals_of_one_message_differ(fast_nacl: types.ModuleType) -> None:
    assert fast_nacl.box.seal(MESSAGE, RECIPIENT_PK) != fast_nacl.box.seal(MESSAGE, RECIPIENT_PK)


def test_sealed_box_layout_with_a_fixed_generator(nacl: types.ModuleType) -> None:
    """sealed = ephemeral pk || crypto_box(m, BLAKE2b-192(ephemeral pk || recipient pk), recipient pk, ephemeral sk)."""
    nacl.set_prng(random.Random(7).randbytes)
    sealed = nacl.box.seal(MESSAGE, RECIPIENT_PK)
    ephemeral_sk = seeded_bytes(7, 32)  # the first 32 bytes the generator gave
    ephemeral_pk = sodium.crypto_scalarmult_base(ephemeral_sk)
    nonce = sodium.crypto_generichash_blake2b_salt_personal(ephemeral_pk + RECIPIENT_PK, digest_size=24)
    assert nonce == hashlib.blake2b(ephemeral_pk + RECIPIENT_PK, digest_size=24).digest()
    assert sealed[:32] == ephemeral_pk
    assert sealed[32:] == sodium.crypto_box(MESSAGE, nonce, RECIPIENT_PK, ephemeral_sk)


def test_sealed_shorter_than_48_bytes_is_none(nacl: types.ModuleType) -> None:
    sealed = sodium.crypto_box_seal(b"", RECIPIENT_PK)  # exactly 48 bytes
    assert nacl.box.seal.open(sealed, RECIPIENT_PK, RECIPIENT_SK) == b""
    for length in range(48):
        assert nacl.box.seal.open(sealed[:length], RECIPIENT_PK, RECIPIENT_SK) is None


def _flip(data: bytes, bit: int) -> bytes:
    flipped = bytearray(data)
    flipped[bit // 8] ^= 1 << (bit % 8)
    return bytes(flipped)


def test_every_single_bit_flip_of_a_sealed_box_is_none(fast_nacl: types.ModuleType) -> None:
    sealed = sodium.crypto_box_seal(b"!", RECIPIENT_PK)
    assert fast_nacl.box.seal.open(sealed, RECIPIENT_PK, RECIPIENT_SK) == b"!"
    for bit in range(8 * len(sealed)):
        assert fast_nacl.box.seal.open(_flip(sealed, bit), RECIPIENT_PK, RECIPIENT_SK) is None, bit


# Bit 255 of the ephemeral key is ignored by X25519: only the nonce (BLAKE2b over all 32 bytes) catches it.
REFERENCE_FLIPS = {"ephemeral_pk_bit0": 0, "ephemeral_pk_bit255": 255, "tag": 8 * 32 + 3, "ciphertext": 8 * 48 + 7}


@pytest.mark.parametrize("bit", list(REFERENCE_FLIPS.values()), ids=list(REFERENCE_FLIPS))
def test_single_bit_flips_of_a_sealed_box_are_none_reference(ref_nacl: types.ModuleType, bit: int) -> None:
    sealed = sodium.crypto_box_seal(b"!", RECIPIENT_PK)
    assert ref_nacl.box.seal.open(_flip(sealed, bit), RECIPIENT_PK, RECIPIENT_SK) is None


def test_sealed_box_opened_with_the_wrong_keys_is_none(nacl: types.ModuleType) -> None:
    sealed = sodium.crypto_box_seal(MESSAGE, RECIPIENT_PK)
    other_pk, other_sk = box_keypair(2)
    assert nacl.box.seal.open(sealed, other_pk, other_sk) is None


def test_sealed_box_to_another_recipient_public_key_is_none(fast_nacl: types.ModuleType) -> None:
    """The recipient's public key is bound into the nonce: the right secret key with a wrong pk fails."""
    sealed = sodium.crypto_box_seal(MESSAGE, RECIPIENT_PK)
    other_pk, _ = box_keypair(2)
    assert fast_nacl.box.seal.open(sealed, other_pk, RECIPIENT_SK) is None


@settings(max_examples=40, deadline=None)
@given(message=st.binary(max_size=200), recipient_secret=st.binary(min_size=32, max_size=32))
def test_sealed_boxes_interoperate_with_libsodium_property(message: bytes, recipient_secret: bytes) -> None:
    """Fast only: random messages and recipients, both directions."""
    fast = tweetnacl.fast
    recipient_public = sodium.crypto_scalarmult_base(recipient_secret)
    sealed = fast.box.seal(message, recipient_public)
    assert sodium.crypto_box_seal_open(sealed, recipient_public, recipient_secret) == message
    theirs = sodium.crypto_box_seal(message, recipient_public)
    assert fast.box.seal.open(theirs, recipient_public, recipient_secret) == message


# =============================================================================================
# Test-side Edwards25519 arithmetic (RFC 8032 section 5.1), plain integers, affine coordinates
# =============================================================================================

P = 2**255 - 19
D = -121665 * pow(121666, P - 2, P) % P
L = 2**252 + 27742317777372353535851937790883648493
SQRT_M1 = pow(2, (P - 1) // 4, P)
Point = tuple[int, int]
IDENTITY: Point = (0, 1)


def ed_add(p: Point, q: Point) -> Point:
    """The complete twisted Edwards addition law for -x^2 + y^2 = 1 + d x^2 y^2."""
    (x1, y1), (x2, y2) = p, q
    t = D * x1 * x2 * y1 * y2 % P
    return (x1 * y2 + y1 * x2) * pow(1 + t, P - 2, P) % P, (y1 * y2 + x1 * x2) * pow(1 - t, P - 2, P) % P


def ed_mul(k: int, p: Point) -> Point:
    result = IDENTITY
    while k:
        if k & 1:
            result = ed_add(result, p)
        p = ed_add(p, p)
        k >>= 1
    return result


def ed_x(y: int, sign: int) -> Optional[int]:
    """The x with parity `sign` on the curve at y (RFC 8032 5.1.3 steps 2-4), or None if there is none."""
    u, v = (y * y - 1) % P, (D * y * y + 1) % P
    x_squared = u * pow(v, P - 2, P) % P
    x = pow(x_squared, (P + 3) // 8, P)
    if x * x % P != x_squared:
        x = x * SQRT_M1 % P
    if x * x % P != x_squared:
        return None
    return (P - x) % P if x & 1 != sign else x


def ed_encode(point: Point, sign: Optional[int] = None) -> bytes:
    """y with the sign of x in bit 255; `sign` forces that bit (to build the 'negative zero' encodings)."""
    x, y = point
    return (y | (x & 1 if sign is None else sign) << 255).to_bytes(32, "little")


def ed_decode(encoding: bytes) -> Point:
    value = int.from_bytes(encoding, "little")
    y, sign = value & (2**255 - 1), value >> 255
    x = ed_x(y % P, sign)
    assert x is not None, "not a point"
    return x, y % P


def ed_order_divides(k: int, point: Point) -> bool:
    return ed_mul(k, point) == IDENTITY


def _torsion_generator() -> Point:
    """A point of order 8: L times a point of the full group whose small component has order 8."""
    for y in range(2, 1000):
        x = ed_x(y, 0)
        if x is None:
            continue
        candidate = ed_mul(L, (x, y))
        if not ed_order_divides(4, candidate):
            return candidate
    raise AssertionError("no point of order 8 found")


T8 = _torsion_generator()
SMALL_ORDER_POINTS = [ed_mul(k, T8) for k in range(8)]  # the whole torsion subgroup, identity first
BASE_Y = 4 * pow(5, P - 2, P) % P
BASE: Point = (ed_x(BASE_Y, 0) or 0, BASE_Y)  # RFC 8032 5.1: y = 4/5, x even


def test_the_test_side_edwards_arithmetic_agrees_with_libsodium() -> None:
    """The helpers above are right: the base point has order L, k*B matches libsodium, T8 has order 8."""
    assert ed_order_divides(L, BASE)
    for k in (1, 2, 3, 2**200 + 12345):
        expected = sodium.crypto_scalarmult_ed25519_base_noclamp(k.to_bytes(32, "little"))
        assert ed_encode(ed_mul(k, BASE)) == expected
    pk, _ = sign_keypair(3)
    assert ed_encode(ed_decode(pk)) == pk and ed_order_divides(L, ed_decode(pk))
    assert len(set(SMALL_ORDER_POINTS)) == 8
    assert ed_order_divides(8, T8) and not ed_order_divides(4, T8)
    assert ed_add(ed_decode(pk), T8) == sodium_point_add(pk, ed_encode(T8))


def sodium_point_add(p: bytes, q: bytes) -> Point:
    return ed_decode(sodium.crypto_core_ed25519_add(p, q))


# =============================================================================================
# Ed25519 -> X25519: the degenerate public keys, by kind
# =============================================================================================


def libsodium_pk_to_curve25519(public_key: bytes) -> Optional[bytes]:
    try:
        return sodium.crypto_sign_ed25519_pk_to_curve25519(public_key)
    except (CryptoError, RuntimeError, ValueError):
        return None


def _small_order_keys() -> dict[str, bytes]:
    """The eight points of the torsion subgroup, each with sign bit 0 and 1 (for x = 0, 1 is 'negative zero')."""
    keys = {}
    for k, point in enumerate(SMALL_ORDER_POINTS):
        for sign in (0, 1):
            keys[f"small_order_{k}T8_sign{sign}"] = ed_encode(point, sign)
    return keys


def _non_canonical_keys() -> dict[str, bytes]:
    """y = p + t for t = 0..18 (the only encodings of y >= p), both sign bits."""
    return {
        f"non_canonical_y_p+{t}_sign{sign}": ((P + t) | sign << 255).to_bytes(32, "little")
        for t in range(19)
        for sign in (0, 1)
    }


def _not_on_curve_keys(count: int) -> dict[str, bytes]:
    keys = {}
    y = 2
    while len(keys) < count:
        if ed_x(y, 0) is None:
            keys[f"not_on_curve_y{y}"] = y.to_bytes(32, "little")
        y += 1
    keys["not_on_curve_large_y"] = next(
        y.to_bytes(32, "little") for y in range(2**254, 2**254 + 100) if ed_x(y, 0) is None
    )
    return keys


def _mixed_order_keys() -> dict[str, bytes]:
    """A valid key plus a small-order point: in the full group, not in the prime-order subgroup."""
    keys = {}
    for seed in (4, 5):
        public = ed_decode(sign_keypair(seed)[0])
        for k, order in ((1, 8), (2, 4), (4, 2)):
            keys[f"key{seed}_plus_order{order}_point"] = ed_encode(ed_add(public, ed_mul(k, T8)))
    return keys


SMALL_ORDER_KEYS = _small_order_keys()
NON_CANONICAL_KEYS = _non_canonical_keys()
NOT_ON_CURVE_KEYS = _not_on_curve_keys(4)
MIXED_ORDER_KEYS = _mixed_order_keys()
DEGENERATE_KEYS = {
    "all_zero": bytes(32),
    "all_ff": b"\xff" * 32,
    **SMALL_ORDER_KEYS,
    **NON_CANONICAL_KEYS,
    **NOT_ON_CURVE_KEYS,
    **MIXED_ORDER_KEYS,
}

# libsodium refuses every one of them (checked on libsodium too, so the table cannot silently go stale).
# No y >= p reduces to a point of the prime-order subgroup (y mod p is 0..18: off the curve, small order
# or mixed order), so the non-canonical keys are refused for two reasons each.
REFUSED_BY_LIBSODIUM = set(DEGENERATE_KEYS)

# One of each kind on the reference (each costs up to a second there).
REFERENCE_DEGENERATE_KEYS = [
    "all_zero", "all_ff", "small_order_1T8_sign1", "small_order_0T8_sign1", "non_canonical_y_p+1_sign0",
    "non_canonical_y_p+3_sign0", "not_on_curve_y2", "key4_plus_order8_point",
]


def test_libsodium_refuses_the_degenerate_kinds_it_should() -> None:
    for label in sorted(REFUSED_BY_LIBSODIUM):
        assert libsodium_pk_to_curve25519(DEGENERATE_KEYS[label]) is None, label


@pytest.mark.parametrize("label", list(DEGENERATE_KEYS))
def test_convert_public_key_refuses_exactly_what_libsodium_refuses(fast_nacl: types.ModuleType, label: str) -> None:
    key = DEGENERATE_KEYS[label]
    assert fast_nacl.ed2curve.convert_public_key(key) == libsodium_pk_to_curve25519(key)


@pytest.mark.parametrize("label", REFERENCE_DEGENERATE_KEYS)
def test_convert_public_key_refuses_exactly_what_libsodium_refuses_reference(ref_nacl: types.ModuleType, label: str) -> None:
    key = DEGENERATE_KEYS[label]
    assert ref_nacl.ed2curve.convert_public_key(key) == libsodium_pk_to_curve25519(key)


def test_convert_public_key_matches_libsodium_on_random_strings(fast_nacl: types.ModuleType) -> None:
    """Random 32-byte strings: about half are not points, 7/8 of the rest have a small component."""
    for seed in range(40):
        key = seeded_bytes(1000 + seed, 32)
        assert fast_nacl.ed2curve.convert_public_key(key) == libsodium_pk_to_curve25519(key), key.hex()


@settings(max_examples=150, deadline=None)
@given(key=st.binary(min_size=32, max_size=32))
def test_convert_public_key_matches_libsodium_on_any_32_bytes(key: bytes) -> None:
    assert tweetnacl.fast.ed2curve.convert_public_key(key) == libsodium_pk_to_curve25519(key)


@settings(max_examples=40, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), torsion=st.integers(min_value=0, max_value=7),
       sign_flip=st.booleans())
def test_convert_public_key_matches_libsodium_on_keys_with_a_small_component(
    seed: bytes, torsion: int, sign_flip: bool
) -> None:
    """A valid key plus k*T8 (k = 0 keeps it valid), optionally negated in x: libsodium decides, we agree."""
    public, _ = sodium.crypto_sign_seed_keypair(seed)
    x, y = ed_add(ed_decode(public), SMALL_ORDER_POINTS[torsion])
    key = ed_encode(((P - x) % P if sign_flip else x, y))
    expected = libsodium_pk_to_curve25519(key)
    assert (expected is None) == (torsion != 0)  # the subgroup check is what decides
    assert tweetnacl.fast.ed2curve.convert_public_key(key) == expected


@settings(max_examples=100, deadline=None)
@given(secret_key=st.binary(min_size=64, max_size=64))
def test_convert_secret_key_matches_libsodium_on_any_64_bytes(secret_key: bytes) -> None:
    expected = sodium.crypto_sign_ed25519_sk_to_curve25519(secret_key)
    for implementation in (tweetnacl.fast, tweetnacl.reference):  # a hash each: cheap on both
        assert implementation.ed2curve.convert_secret_key(secret_key) == expected
        assert implementation.ed2curve.convert_secret_key(secret_key[:32]) == expected


# =============================================================================================
# Ed25519 -> X25519: valid keys
# =============================================================================================


def test_convert_public_key_matches_libsodium(nacl: types.ModuleType) -> None:
    public_key, _ = sign_keypair(0)
    assert nacl.ed2curve.convert_public_key(public_key) == sodium.crypto_sign_ed25519_pk_to_curve25519(public_key)


@pytest.mark.parametrize("seed", range(1, 12))
def test_convert_public_key_matches_libsodium_more_keys(fast_nacl: types.ModuleType, seed: int) -> None:
    public_key, _ = sign_keypair(seed)
    assert fast_nacl.ed2curve.convert_public_key(public_key) == sodium.crypto_sign_ed25519_pk_to_curve25519(public_key)


@pytest.mark.parametrize("seed", range(16))
def test_convert_secret_key_matches_libsodium_from_the_secret_key_and_the_seed(nacl: types.ModuleType, seed: int) -> None:
    public_key, secret_key = sign_keypair(seed)
    expected = sodium.crypto_sign_ed25519_sk_to_curve25519(secret_key)
    assert nacl.ed2curve.convert_secret_key(secret_key) == expected
    assert nacl.ed2curve.convert_secret_key(secret_key[:32]) == expected


def test_convert_secret_key_of_a_bare_seed_matches_libsodium(nacl: types.ModuleType) -> None:
    """A 64-byte key whose second half is not the public key: only the seed counts, as in libsodium."""
    secret_key = seeded_bytes(9, 32) + bytes(32)
    assert nacl.ed2curve.convert_secret_key(secret_key) == sodium.crypto_sign_ed25519_sk_to_curve25519(secret_key)


def test_convert_keypair_matches_libsodium(nacl: types.ModuleType) -> None:
    public_key, secret_key = sign_keypair(20)
    converted = nacl.ed2curve.convert_keypair(tweetnacl.KeyPair(public_key, secret_key))
    assert type(converted) is tweetnacl.KeyPair
    assert converted == (
        sodium.crypto_sign_ed25519_pk_to_curve25519(public_key),
        sodium.crypto_sign_ed25519_sk_to_curve25519(secret_key),
    )


def test_convert_keypair_takes_a_plain_tuple_and_refuses_a_degenerate_public_key(fast_nacl: types.ModuleType) -> None:
    public_key, secret_key = sign_keypair(21)
    assert fast_nacl.ed2curve.convert_keypair((public_key, secret_key)) == (
        sodium.crypto_sign_ed25519_pk_to_curve25519(public_key),
        sodium.crypto_sign_ed25519_sk_to_curve25519(secret_key),
    )
    for label in ("all_zero", "small_order_1T8_sign0", "key4_plus_order8_point", "not_on_curve_y2"):
        assert fast_nacl.ed2curve.convert_keypair((DEGENERATE_KEYS[label], secret_key)) is None, label


def test_the_converted_secret_key_makes_the_converted_public_key(nacl: types.ModuleType) -> None:
    public_key, secret_key = sign_keypair(30)
    converted_secret = nacl.ed2curve.convert_secret_key(secret_key)
    assert nacl.scalarmult.base(converted_secret) == nacl.ed2curve.convert_public_key(public_key)


@pytest.mark.parametrize("seed", range(31, 36))
def test_the_converted_secret_key_makes_the_converted_public_key_more_keys(fast_nacl: types.ModuleType, seed: int) -> None:
    public_key, secret_key = sign_keypair(seed)
    converted_secret = fast_nacl.ed2curve.convert_secret_key(secret_key)
    assert fast_nacl.scalarmult.base(converted_secret) == fast_nacl.ed2curve.convert_public_key(public_key)


def test_converted_keys_box_with_libsodium(fast_nacl: types.ModuleType) -> None:
    """A box between two converted signing key pairs opens with libsodium's box over its own conversion."""
    alice, bob = sign_keypair(40), sign_keypair(41)
    alice_box = fast_nacl.ed2curve.convert_keypair(alice)
    bob_box = fast_nacl.ed2curve.convert_keypair(bob)
    nonce = bytes(24)
    boxed = fast_nacl.box(MESSAGE, nonce, bob_box.public_key, alice_box.secret_key)
    assert sodium.crypto_box_open(
        boxed, nonce,
        sodium.crypto_sign_ed25519_pk_to_curve25519(alice[0]), sodium.crypto_sign_ed25519_sk_to_curve25519(bob[1]),
    ) == MESSAGE


# =============================================================================================
# Sealing to a low-order X25519 key: refused, as libsodium refuses
# =============================================================================================


def _x25519_u(point: Point) -> int:
    """The Montgomery u of an Edwards point (RFC 7748 section 4.1): u = (1 + y) / (1 - y)."""
    _, y = point
    return (1 + y) * pow(1 - y, P - 2, P) % P


def _low_order_x25519_keys() -> dict[str, bytes]:
    """The u-coordinates of the small-order points (but the identity, which has none), their encodings
    above p, and each with bit 255 set (which X25519 ignores)."""
    labels_by_u: dict[int, str] = {}
    for k, point in enumerate(SMALL_ORDER_POINTS):
        if point != IDENTITY:
            labels_by_u.setdefault(_x25519_u(point), f"u_of_{k}T8")  # -P and P share their u
    values = {label: u for u, label in labels_by_u.items()}
    values.update({"u_p-1": P - 1, "u_p": P, "u_p+1": P + 1})
    keys = {}
    for label, u in values.items():
        keys[label] = u.to_bytes(32, "little")
        keys[f"{label}_bit255"] = (u | 1 << 255).to_bytes(32, "little")
    return keys


LOW_ORDER_X25519_KEYS = _low_order_x25519_keys()
SEAL_REFUSED = "public_key is a low-order point: no secret can be shared with it"


def libsodium_seal_refuses(public_key: bytes) -> bool:
    try:
        sodium.crypto_box_seal(MESSAGE, public_key)
    except (CryptoError, RuntimeError, ValueError):
        return True
    return False


# The u-coordinates of the points of order 8 on Curve25519, as published (cr.yp.to/ecdh.html, libsodium's blocklist).
PUBLISHED_ORDER_8_U = {
    325606250916557431795983626356110631294008115727848805560023387167927233504,
    39382357235489614581723060781553021112529911719440698176882885853963445705823,
}


def test_the_low_order_x25519_keys_are_the_published_ones() -> None:
    u_values = {int.from_bytes(key, "little") for label, key in LOW_ORDER_X25519_KEYS.items() if "bit255" not in label}
    assert u_values == {0, 1, P - 1, P, P + 1} | PUBLISHED_ORDER_8_U
    for label, key in LOW_ORDER_X25519_KEYS.items():
        assert libsodium_seal_refuses(key), label


@pytest.mark.parametrize("label", list(LOW_ORDER_X25519_KEYS))
def test_seal_to_a_low_order_key_raises_where_libsodium_refuses(fast_nacl: types.ModuleType, label: str) -> None:
    key = LOW_ORDER_X25519_KEYS[label]
    if libsodium_seal_refuses(key):
        with pytest.raises(ValueError) as caught:
            fast_nacl.box.seal(MESSAGE, key)
        assert str(caught.value) == SEAL_REFUSED
    else:
        sealed = fast_nacl.box.seal(MESSAGE, key)
        assert len(sealed) == len(MESSAGE) + 48


def test_seal_to_non_canonical_keys_raises_exactly_where_libsodium_refuses(fast_nacl: types.ModuleType) -> None:
    """u = p + t (t = 0..18) and bit 255 set: the ones that reduce to a low-order u are refused, the rest seal."""
    refused = 0
    for t in range(19):
        for top_bit in (0, 1):
            key = ((P + t) | top_bit << 255).to_bytes(32, "little")
            if libsodium_seal_refuses(key):
                refused += 1
                with pytest.raises(ValueError, match="^public_key is a low-order point"):
                    fast_nacl.box.seal(MESSAGE, key)
            else:
                assert len(fast_nacl.box.seal(MESSAGE, key)) == len(MESSAGE) + 48
    assert 0 < refused < 38


@pytest.mark.parametrize("label", ["u_of_4T8", "u_of_1T8_bit255"])
def test_seal_to_a_low_order_key_raises_reference(ref_nacl: types.ModuleType, label: str) -> None:
    key = LOW_ORDER_X25519_KEYS[label]
    assert libsodium_seal_refuses(key)
    with pytest.raises(ValueError) as caught:
        ref_nacl.box.seal(MESSAGE, key)
    assert str(caught.value) == SEAL_REFUSED


def test_seal_open_with_a_low_order_ephemeral_key_is_none(nacl: types.ModuleType) -> None:
    for label in ("u_of_4T8", "u_of_2T8") if nacl is tweetnacl.fast else ("u_of_4T8",):
        forged = LOW_ORDER_X25519_KEYS[label] + bytes(16 + len(MESSAGE))
        assert nacl.box.seal.open(forged, RECIPIENT_PK, RECIPIENT_SK) is None


# =============================================================================================
# crypto_auth: HMAC-SHA-512-256
# =============================================================================================

KEY_LENGTHS = [0, 1, 16, 31, 32, 33, 64, 127, 128, 129, 200, 1000]  # SHA-512's block is 128 bytes
MESSAGE_LENGTHS = [0, 1, 111, 112, 127, 128, 129, 1000]


def openssl_hmac_sha512(key: bytes, message: bytes) -> bytes:
    mac = OpenSslHmac(key, hashes.SHA512())
    mac.update(message)
    return mac.finalize()


@pytest.mark.parametrize("key_length", KEY_LENGTHS)
def test_auth_is_the_first_half_of_hmac_sha512(nacl: types.ModuleType, key_length: int) -> None:
    key = seeded_bytes(key_length, key_length)
    for message_length in MESSAGE_LENGTHS:
        message = seeded_bytes(10_000 + message_length, message_length)
        expected = hmac.new(key, message, "sha512").digest()
        assert expected == openssl_hmac_sha512(key, message)
        assert nacl.auth(message, key) == expected[:32]
        assert nacl.auth.full(message, key) == expected
        assert nacl.auth.verify(expected[:32], message, key) is True
        assert nacl.auth.verify(expected, message, key) is True


@settings(max_examples=50, deadline=None)
@given(message=st.binary(max_size=300), key=st.binary(max_size=300))
def test_auth_matches_openssl_hmac(message: bytes, key: bytes) -> None:
    expected = openssl_hmac_sha512(key, message)
    for implementation in (tweetnacl.fast, tweetnacl.reference):
        assert implementation.auth.full(message, key) == expected
        assert implementation.auth(message, key) == expected[:32]


def _rfc4231_vectors() -> list[Any]:
    """The blocks of tests/vectors/rfc4231_hmac_sha512.txt, as pytest params named by RFC section."""
    text = (Path(__file__).parent / "vectors" / "rfc4231_hmac_sha512.txt").read_text()
    vectors = []
    for block in text.split("\n\n"):
        fields = dict(
            line.split(" = ", 1) for line in block.splitlines() if line and not line.startswith("#")
        )
        if fields:
            vectors.append(pytest.param(
                bytes.fromhex(fields["key"]), bytes.fromhex(fields["data"]), bytes.fromhex(fields["hmac_sha512"]),
                id=f"section_{fields['section']}",
            ))
    return vectors


RFC4231_VECTORS = _rfc4231_vectors()


def test_the_rfc4231_file_has_all_seven_test_cases() -> None:
    assert [v.id for v in RFC4231_VECTORS] == [f"section_4.{i}" for i in range(2, 9)]


@pytest.mark.parametrize("key, data, hmac_sha512", RFC4231_VECTORS)
def test_auth_rfc4231(nacl: types.ModuleType, key: bytes, data: bytes, hmac_sha512: bytes) -> None:
    full = nacl.auth.full(data, key)
    assert full[: len(hmac_sha512)] == hmac_sha512
    assert nacl.auth(data, key)[: len(hmac_sha512)] == hmac_sha512[:32]
    if len(hmac_sha512) == 64:  # test case 5 gives only 16 bytes
        assert nacl.auth(data, key) == hmac_sha512[:32]
        assert full == hmac_sha512
        assert nacl.auth.verify(hmac_sha512[:32], data, key) is True
        assert nacl.auth.verify(hmac_sha512, data, key) is True


AUTH_KEY = seeded_bytes(77, 32)
AUTH_MESSAGE = b"authenticate me"
AUTH_FULL = hmac.new(AUTH_KEY, AUTH_MESSAGE, "sha512").digest()


@pytest.mark.parametrize("length", [32, 64])
def test_auth_verify_rejects_every_single_bit_flip(nacl: types.ModuleType, length: int) -> None:
    tag = AUTH_FULL[:length]
    assert nacl.auth.verify(tag, AUTH_MESSAGE, AUTH_KEY) is True
    for bit in range(8 * length):
        assert nacl.auth.verify(_flip(tag, bit), AUTH_MESSAGE, AUTH_KEY) is False, bit


OTHER_TAG_LENGTHS = {
    "0": b"",
    "1": AUTH_FULL[:1],
    "16": AUTH_FULL[:16],
    "31": AUTH_FULL[:31],
    "33": AUTH_FULL[:33],
    "63": AUTH_FULL[:63],
    "65": AUTH_FULL + b"\x00",
    "96": AUTH_FULL + AUTH_FULL[:32],
}


@pytest.mark.parametrize("tag", list(OTHER_TAG_LENGTHS.values()), ids=list(OTHER_TAG_LENGTHS))
def test_auth_verify_of_any_other_tag_length_is_false(nacl: types.ModuleType, tag: bytes) -> None:
    """Prefixes and extensions of the right tag, so only the length is wrong."""
    assert nacl.auth.verify(tag, AUTH_MESSAGE, AUTH_KEY) is False


def test_auth_verify_with_another_key_or_message_is_false(nacl: types.ModuleType) -> None:
    for tag in (AUTH_FULL[:32], AUTH_FULL):
        assert nacl.auth.verify(tag, AUTH_MESSAGE + b"!", AUTH_KEY) is False
        assert nacl.auth.verify(tag, AUTH_MESSAGE, AUTH_KEY[:-1] + bytes([AUTH_KEY[-1] ^ 1])) is False
        assert nacl.auth.verify(tag, AUTH_MESSAGE, AUTH_KEY[:-1]) is False
    # An HMAC fact worth knowing: keys shorter than the 128-byte block are zero-padded, so K and K || 0 agree.
    assert nacl.auth.verify(AUTH_FULL[:32], AUTH_MESSAGE, AUTH_KEY + b"\x00") is True


@pytest.mark.parametrize("key_length", KEY_LENGTHS)
def test_auth_accepts_keys_of_any_length(nacl: types.ModuleType, key_length: int) -> None:
    key = bytes(range(256))[:key_length] * (1 + key_length // 256)
    key = key[:key_length]
    tag = nacl.auth(AUTH_MESSAGE, key)
    assert len(tag) == nacl.auth.auth_length == 32
    assert len(nacl.auth.full(AUTH_MESSAGE, key)) == nacl.auth.full_length == 64
    assert nacl.auth.verify(tag, AUTH_MESSAGE, key) is True
    assert nacl.auth.key_length == 32  # the recommended length, not a requirement
