"""tweetnacl.pynacl against the real PyNaCl (libsodium): same scenarios, same bytes, types, exceptions.

Every scenario runs twice, once on PyNaCl's modules and once on the layer's, and the two outcomes
are compared: returned bytes (and their type, with the `nacl.` / `tweetnacl.pynacl.` prefix
removed), or the exception class (and, where the layer mirrors PyNaCl's text, its message).
Values that only exist once (random nonces, ephemeral keys) are checked by decrypting across the
two implementations. The expected side is always libsodium; inputs for the edge cases (torsion
points, non-canonical encodings) are built with plain integer arithmetic, never checked with it.

The last tests run a program written for PyNaCl, unmodified, after `tweetnacl.install_as_nacl()`
in a subprocess where the real `nacl` cannot be imported, and compare its output with the same
program run on PyNaCl.
"""

from __future__ import annotations

import copy
import hashlib
import os
import pickle
import random
import subprocess
import sys
import textwrap
import types
from pathlib import Path
from typing import Any, Callable, Optional

import nacl
import nacl.bindings
import nacl.encoding
import nacl.exceptions
import nacl.hash
import nacl.hashlib
import nacl.public
import nacl.pwhash
import nacl.secret
import nacl.signing
import nacl.utils
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tweetnacl
import tweetnacl.pynacl
import tweetnacl.pynacl.bindings
import tweetnacl.pynacl.encoding
import tweetnacl.pynacl.exceptions
import tweetnacl.pynacl.hash
import tweetnacl.pynacl.hashlib
import tweetnacl.pynacl.public
import tweetnacl.pynacl.pwhash
import tweetnacl.pynacl.secret
import tweetnacl.pynacl.signing
import tweetnacl.pynacl.utils
from tweetnacl._install import install_as_nacl

SRC = Path(__file__).resolve().parent.parent / "src"

MODULES = ("bindings", "encoding", "exceptions", "hash", "hashlib", "public", "pwhash", "secret", "signing", "utils")
REAL = types.SimpleNamespace(**{name: getattr(nacl, name) for name in MODULES})
OURS = types.SimpleNamespace(**{name: getattr(tweetnacl.pynacl, name) for name in MODULES})
BOTH = pytest.mark.parametrize("ns", [REAL, OURS], ids=["pynacl", "tweetnacl"])

ENCODERS = ("RawEncoder", "HexEncoder", "Base16Encoder", "Base32Encoder", "Base64Encoder", "URLSafeBase64Encoder")

SEED_A = bytes(range(32))
SEED_B = bytes(range(100, 132))
KEY = bytes(range(7, 39))
NONCE = bytes(range(50, 74))
MESSAGE = b"Attack at dawn \x00\xff" * 3


# ---------------------------------------------------------------------------------------------
# Outcomes: what a call did, in implementation-neutral terms
# ---------------------------------------------------------------------------------------------


def _neutral_name(cls: type) -> str:
    module = cls.__module__
    for prefix in ("tweetnacl.pynacl.", "nacl."):
        if module.startswith(prefix):
            module = "nacl." + module[len(prefix) :]
    return f"{module}.{cls.__qualname__}"


def _neutral_value(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return (_neutral_name(type(value)), tuple(_neutral_value(item) for item in value))
    if isinstance(value, (bytes, bool, int, str)) or value is None:
        return (_neutral_name(type(value)), value)
    if hasattr(value, "__bytes__"):
        return (_neutral_name(type(value)), bytes(value))
    return (_neutral_name(type(value)), repr(value))


def outcome(call: Callable[[], Any], message: bool = True) -> tuple[Any, ...]:
    """("returns", neutral value) or ("raises", neutral class name, message or None)."""
    try:
        value = call()
    except Exception as error:  # noqa: BLE001 - the exception is the outcome
        return ("raises", _neutral_name(type(error)), str(error) if message else None)
    return ("returns", _neutral_value(value))


def same_outcome(scenario: Callable[[types.SimpleNamespace], Any], message: bool = True) -> tuple[Any, ...]:
    expected = outcome(lambda: scenario(REAL), message)
    actual = outcome(lambda: scenario(OURS), message)
    assert actual == expected
    return expected


# ---------------------------------------------------------------------------------------------
# Keys and signatures made once by libsodium (the layer's own are compared against them)
# ---------------------------------------------------------------------------------------------

SIGNER = nacl.signing.SigningKey(SEED_A)
SIGNED = SIGNER.sign(MESSAGE)
PK_A = bytes(SIGNER.verify_key)
ALICE = nacl.public.PrivateKey(SEED_A)
BOB = nacl.public.PrivateKey(SEED_B)


# ---------------------------------------------------------------------------------------------
# Module tree, names and constants
# ---------------------------------------------------------------------------------------------


def test_module_tree_mirrors_pynacl() -> None:
    import importlib

    import nacl.pwhash.argon2i  # noqa: F401
    import nacl.pwhash.argon2id  # noqa: F401
    import nacl.pwhash.scrypt  # noqa: F401

    # nacl._sodium is the compiled binding (on PyPy its cffi `lib` is registered as nacl._sodium.lib too)
    real_modules = sorted(
        name for name in sys.modules if name.startswith("nacl.") and not name.startswith("nacl._sodium")
    )
    assert len(real_modules) >= 28
    for name in real_modules:
        importlib.import_module("tweetnacl.pynacl" + name[len("nacl") :])


def test_every_public_name_of_each_module_exists() -> None:
    for module_name in MODULES:
        real = getattr(REAL, module_name)
        ours = getattr(OURS, module_name)
        for name in dir(real):
            if name.startswith("_") or isinstance(getattr(real, name), types.ModuleType):
                continue
            assert hasattr(ours, name), f"{module_name}.{name}"


def test_binding_constants_equal_libsodium() -> None:
    compared = 0
    for name in nacl.bindings.__all__:
        value = getattr(nacl.bindings, name, None)
        if not isinstance(value, (int, bytes)) or isinstance(value, bool):
            continue
        ours = getattr(tweetnacl.pynacl.bindings, name)
        assert ours == value and type(ours) is type(value), name
        compared += 1
    assert compared > 90
    for module_name, names in {
        "secret": ("SecretBox",),
        "public": ("PublicKey", "PrivateKey", "Box"),
    }.items():
        for class_name in names:
            real_class = getattr(getattr(REAL, module_name), class_name)
            our_class = getattr(getattr(OURS, module_name), class_name)
            for attribute in ("KEY_SIZE", "NONCE_SIZE", "MACBYTES", "MESSAGEBYTES_MAX", "SIZE", "SEED_SIZE"):
                if hasattr(real_class, attribute):
                    assert getattr(our_class, attribute) == getattr(real_class, attribute)


def test_exception_hierarchy() -> None:
    ours = tweetnacl.pynacl.exceptions
    real = nacl.exceptions
    for name in ("CryptoError", "BadSignatureError", "RuntimeError", "AssertionError", "TypeError", "ValueError", "InvalidkeyError", "CryptPrefixError", "UnavailableError"):
        our_class, real_class = getattr(ours, name), getattr(real, name)
        our_bases = [_neutral_name(base) for base in our_class.__mro__]
        real_bases = [_neutral_name(base) for base in real_class.__mro__]
        assert our_bases == real_bases, name
    assert issubclass(ours.ValueError, ValueError) and issubclass(ours.ValueError, ours.CryptoError)
    assert issubclass(ours.UnavailableError, RuntimeError)
    with pytest.raises(ours.CryptoError, match="boom"):
        ours.ensure(False, "boom", raising=ours.CryptoError)
    with pytest.raises(ours.AssertionError):
        ours.ensure(1 == 1.0 and 0, "not True")  # only `True` itself passes
    ours.ensure(True)
    with pytest.raises(TypeError):
        ours.ensure(True, wrong=ValueError)


# ---------------------------------------------------------------------------------------------
# SecretBox
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("encoder", ENCODERS)
def test_secretbox_with_nonce_same_bytes(encoder: str) -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        enc = getattr(ns.encoding, encoder)
        box = ns.secret.SecretBox(enc.encode(KEY), encoder=enc)
        sealed = box.encrypt(MESSAGE, NONCE, encoder=enc)
        assert box.decrypt(sealed, encoder=enc) == MESSAGE
        assert box.decrypt(enc.encode(enc.decode(sealed.ciphertext)), NONCE, encoder=enc) == MESSAGE
        return (sealed, sealed.nonce, sealed.ciphertext, box.encode(enc), bytes(box), str(box))

    same_outcome(scenario)


def test_secretbox_without_nonce_decrypts_across() -> None:
    ours = tweetnacl.pynacl.secret.SecretBox(KEY)
    real = nacl.secret.SecretBox(KEY)
    for sealed in (ours.encrypt(MESSAGE), ours.encrypt(b"")):
        assert type(sealed) is tweetnacl.pynacl.utils.EncryptedMessage
        assert bytes(sealed) == sealed.nonce + sealed.ciphertext and len(sealed.nonce) == 24
        assert real.decrypt(sealed) in (MESSAGE, b"")
    assert ours.encrypt(MESSAGE).nonce != ours.encrypt(MESSAGE).nonce
    assert ours.decrypt(real.encrypt(MESSAGE)) == MESSAGE


@given(message=st.binary(max_size=300), key=st.binary(min_size=32, max_size=32), nonce=st.binary(min_size=24, max_size=24))
@settings(max_examples=40, deadline=None)
def test_secretbox_bindings_property(message: bytes, key: bytes, nonce: bytes) -> None:
    for name in ("crypto_secretbox", "crypto_secretbox_easy"):
        ours = getattr(tweetnacl.pynacl.bindings, name)(message, nonce, key)
        assert ours == getattr(nacl.bindings, name)(message, nonce, key)
    assert tweetnacl.pynacl.bindings.crypto_secretbox_open(ours, nonce, key) == message


# ---------------------------------------------------------------------------------------------
# Box, SealedBox, key pairs
# ---------------------------------------------------------------------------------------------


def test_private_keys_from_bytes_and_seed() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        key = ns.public.PrivateKey(SEED_A)
        seeded = ns.public.PrivateKey.from_seed(SEED_B)
        hexed = ns.public.PrivateKey(SEED_A.hex().encode(), encoder=ns.encoding.HexEncoder)
        return (
            key, key.public_key, seeded, seeded.public_key, key == hexed, key != seeded, key == bytes(key),
            hash(key.public_key) == hash(hexed.public_key), key.public_key.encode(ns.encoding.Base64Encoder),
            str(key.public_key),
        )

    same_outcome(scenario)
    generated = tweetnacl.pynacl.public.PrivateKey.generate()
    assert bytes(generated.public_key) == nacl.bindings.crypto_scalarmult_base(bytes(generated))


def test_box_both_ways() -> None:
    ours_alice = tweetnacl.pynacl.public.PrivateKey(SEED_A)
    ours_box = tweetnacl.pynacl.public.Box(ours_alice, tweetnacl.pynacl.public.PublicKey(bytes(BOB.public_key)))
    real_box = nacl.public.Box(BOB, ALICE.public_key)
    assert ours_box.shared_key() == real_box.shared_key() == bytes(ours_box)
    sealed = ours_box.encrypt(MESSAGE)
    assert type(sealed) is tweetnacl.pynacl.utils.EncryptedMessage
    assert real_box.decrypt(sealed) == MESSAGE
    assert ours_box.decrypt(real_box.encrypt(MESSAGE)) == MESSAGE

    def scenario(ns: types.SimpleNamespace) -> Any:
        alice = ns.public.PrivateKey(SEED_A)
        bob = ns.public.PrivateKey(SEED_B)
        box = ns.public.Box(alice, bob.public_key)
        sealed = box.encrypt(MESSAGE, NONCE, encoder=ns.encoding.Base64Encoder)
        reverse = ns.public.Box(bob, alice.public_key)
        decoded = ns.public.Box.decode(box.encode(ns.encoding.HexEncoder), ns.encoding.HexEncoder)
        return (
            sealed, sealed.nonce, sealed.ciphertext, reverse.decrypt(sealed, encoder=ns.encoding.Base64Encoder),
            decoded.encrypt(b"", NONCE), type(decoded).__name__, box.shared_key(),
        )

    same_outcome(scenario)


def test_box_bindings_match() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        b = ns.bindings
        pk, sk = b.crypto_box_seed_keypair(SEED_A)
        k = b.crypto_box_beforenm(pk, sk)
        boxes = [
            b.crypto_box(MESSAGE, NONCE, pk, sk), b.crypto_box_easy(MESSAGE, NONCE, pk, sk),
            b.crypto_box_afternm(MESSAGE, NONCE, k), b.crypto_box_easy_afternm(MESSAGE, NONCE, k),
        ]
        opened = [
            b.crypto_box_open(boxes[0], NONCE, pk, sk), b.crypto_box_open_easy(boxes[1], NONCE, pk, sk),
            b.crypto_box_open_afternm(boxes[2], NONCE, k), b.crypto_box_open_easy_afternm(boxes[3], NONCE, k),
            b.crypto_box_seal_open(b.crypto_box_seal(MESSAGE, pk), pk, sk),
        ]
        return (pk, sk, k, boxes, opened, len(b.crypto_box_keypair()))

    same_outcome(scenario)


@pytest.mark.parametrize("encoder", ["Base64Encoder", "RawEncoder"])
def test_sealed_box_github_secrets_recipe(encoder: str) -> None:
    """GitHub's recipe: PublicKey(b64, Base64Encoder), SealedBox(pk).encrypt(secret), b64 out."""
    recipient = nacl.public.PrivateKey(SEED_B)
    public_b64 = recipient.public_key.encode(nacl.encoding.Base64Encoder).decode()

    public_key = tweetnacl.pynacl.public.PublicKey(public_b64.encode("utf-8"), tweetnacl.pynacl.encoding.Base64Encoder)
    sealed_box = tweetnacl.pynacl.public.SealedBox(public_key)
    our_encoder = getattr(tweetnacl.pynacl.encoding, encoder)
    encrypted = sealed_box.encrypt(b"my-secret-value", encoder=our_encoder)
    assert type(encrypted) is bytes and len(our_encoder.decode(encrypted)) == 48 + 15
    assert nacl.public.SealedBox(recipient).decrypt(encrypted, getattr(nacl.encoding, encoder)) == b"my-secret-value"
    assert bytes(sealed_box) == bytes(recipient.public_key)

    # And back: PyNaCl seals, the layer opens.
    ours_recipient = tweetnacl.pynacl.public.PrivateKey(SEED_B)
    real_sealed = nacl.public.SealedBox(recipient.public_key).encrypt(b"value", getattr(nacl.encoding, encoder))
    assert tweetnacl.pynacl.public.SealedBox(ours_recipient).decrypt(real_sealed, our_encoder) == b"value"


# ---------------------------------------------------------------------------------------------
# Signing
# ---------------------------------------------------------------------------------------------


def test_signing_with_hex_encoder_signedjson_style() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        hexenc = ns.encoding.HexEncoder
        key = ns.signing.SigningKey(SEED_A.hex().encode(), encoder=hexenc)
        signed = key.sign(MESSAGE, encoder=hexenc)
        verify_hex = key.verify_key.encode(encoder=hexenc)
        verifier = ns.signing.VerifyKey(verify_hex, encoder=hexenc)
        return (
            signed, signed.signature, signed.message, verify_hex, key.encode(hexenc), str(key.verify_key),
            verifier.verify(signed, encoder=hexenc),
            verifier.verify(signed.message, hexenc.decode(signed.signature), encoder=hexenc),
            verifier == key.verify_key, hash(verifier) == hash(key.verify_key), key == ns.signing.SigningKey(SEED_A),
        )

    same_outcome(scenario)


def test_paramiko_ed25519_usage() -> None:
    """paramiko: SigningKey(seed), .sign(data).signature, VerifyKey(pk).verify(data, sig)."""
    data = b"ssh-session-data" * 5
    ours_key = tweetnacl.pynacl.signing.SigningKey(SEED_A)
    signature = ours_key.sign(data).signature
    assert type(signature) is bytes and signature == SIGNER.sign(data).signature
    assert tweetnacl.pynacl.signing.VerifyKey(PK_A).verify(data, signature) == data
    assert nacl.signing.VerifyKey(bytes(ours_key.verify_key)).verify(data, signature) == data
    with pytest.raises(tweetnacl.pynacl.exceptions.BadSignatureError):
        tweetnacl.pynacl.signing.VerifyKey(PK_A).verify(data + b"!", signature)
    generated = tweetnacl.pynacl.signing.SigningKey.generate()
    assert nacl.signing.SigningKey(bytes(generated)).verify_key.encode() == generated.verify_key.encode()


def test_curve25519_conversions_round_trip() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        key = ns.signing.SigningKey(SEED_B)
        private = key.to_curve25519_private_key()
        public = key.verify_key.to_curve25519_public_key()
        return (private, public, private.public_key == public, type(private).__name__)

    same_outcome(scenario)
    b = tweetnacl.pynacl.bindings
    pk, sk = nacl.bindings.crypto_sign_seed_keypair(SEED_B)
    assert b.crypto_sign_ed25519_sk_to_pk(sk) == pk and b.crypto_sign_ed25519_sk_to_seed(sk) == SEED_B
    assert b.crypto_sign_ed25519_sk_to_curve25519(sk) == nacl.bindings.crypto_sign_ed25519_sk_to_curve25519(sk)


def test_sign_bindings() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        b = ns.bindings
        pk, sk = b.crypto_sign_seed_keypair(SEED_B)
        signed = b.crypto_sign(b"", sk)
        return (pk, sk, signed, b.crypto_sign_open(signed, pk), len(b.crypto_sign_keypair()[1]))

    same_outcome(scenario)


# Edwards-curve arithmetic for building hostile inputs (RFC 8032 5.1), plain integers.
P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P


def _ed_add(p: tuple[int, int], q: tuple[int, int]) -> tuple[int, int]:
    (x1, y1), (x2, y2) = p, q
    t = D * x1 * x2 * y1 * y2 % P
    return ((x1 * y2 + x2 * y1) * pow(1 + t, P - 2, P) % P, (y1 * y2 + x1 * x2) * pow(1 - t, P - 2, P) % P)


def _ed_mul(k: int, p: tuple[int, int]) -> tuple[int, int]:
    result = (0, 1)
    while k:
        if k & 1:
            result = _ed_add(result, p)
        p = _ed_add(p, p)
        k >>= 1
    return result


def _ed_x(y: int, sign: int) -> Optional[int]:
    xx = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    x = pow(xx, (P + 3) // 8, P)
    if (x * x - xx) % P:
        x = x * pow(2, (P - 1) // 4, P) % P
    if (x * x - xx) % P:
        return None
    return (P - x) % P if (x & 1) != sign else x


def _ed_encode(p: tuple[int, int]) -> bytes:
    return (p[1] | ((p[0] & 1) << 255)).to_bytes(32, "little")


def _ed_decode(s: bytes) -> tuple[int, int]:
    y = int.from_bytes(s, "little") & ((1 << 255) - 1)
    x = _ed_x(y, s[31] >> 7)
    assert x is not None
    return (x, y)


BASE = _ed_decode((4 * pow(5, P - 2, P)).to_bytes(32, "little"))


def _order8_point() -> tuple[int, int]:
    for y in range(2, 100):
        x = _ed_x(y, 0)
        if x is None:
            continue
        torsion = _ed_mul(L, (x, y))
        if _ed_mul(4, torsion) != (0, 1):
            return torsion
    raise AssertionError("no order-8 component found")


T8 = _order8_point()
# The clamped secret scalar of SEED_A (RFC 8032 5.1.5), to build signatures on hostile points.
A_SCALAR = (int.from_bytes(hashlib.sha512(SEED_A).digest()[:32], "little") & ((1 << 254) - 8)) | (1 << 254)


def _forge(r_point: tuple[int, int], pk: bytes, message: bytes, r: int, a: int) -> bytes:
    """A signature whose equation holds with the given R and key (S = r + h a mod L)."""
    r_bytes = _ed_encode(r_point)
    h = int.from_bytes(hashlib.sha512(r_bytes + pk + message).digest(), "little") % L
    return r_bytes + ((r + h * a) % L).to_bytes(32, "little")


def _order8_key_signature() -> tuple[bytes, bytes, bytes]:
    """pk = an order-8 point, S = 5, R = 5B, and a message whose h is a multiple of 8, so that
    [S]B - [h]A = R holds: TweetNaCl's equation accepts it, libsodium's blacklist does not."""
    pk = _ed_encode(T8)
    r_bytes = _ed_encode(_ed_mul(5, BASE))
    for counter in range(200):
        message = MESSAGE + counter.to_bytes(2, "little")
        if int.from_bytes(hashlib.sha512(r_bytes + pk + message).digest(), "little") % L % 8 == 0:
            return (r_bytes + (5).to_bytes(32, "little"), pk, message)
    raise AssertionError("no message found")


def _hostile_signatures() -> dict[str, tuple[bytes, bytes, bytes]]:
    assert _ed_encode(_ed_mul(A_SCALAR, BASE)) == PK_A
    r = 0x1234567 * 2**200 + 987654321
    r_point = _ed_mul(r, BASE)
    identity = _ed_encode((0, 1))
    mixed_pk = _ed_encode(_ed_add(_ed_mul(A_SCALAR, BASE), T8))
    s_plus_l = SIGNED.signature[:32] + (int.from_bytes(SIGNED.signature[32:], "little") + L).to_bytes(32, "little")
    non_canonical_pk = (P + 2).to_bytes(32, "little")  # y = p + 2 reduces to y = 2
    off_curve_pk = next(
        y.to_bytes(32, "little") for y in range(2, 50) if _ed_x(y, 0) is None
    )
    return {
        "honest": (SIGNED.signature, PK_A, MESSAGE),
        "mixed-order R": (_forge(_ed_add(r_point, T8), PK_A, MESSAGE, r, A_SCALAR), PK_A, MESSAGE),
        "mixed-order A": (_forge(r_point, mixed_pk, MESSAGE, r, A_SCALAR), mixed_pk, MESSAGE),
        "small-order R": (_forge((0, 1), PK_A, MESSAGE, 0, A_SCALAR), PK_A, MESSAGE),
        "order-8 R": (_forge(T8, PK_A, MESSAGE, 0, A_SCALAR), PK_A, MESSAGE),
        "identity A": (_ed_encode(_ed_mul(5, BASE)) + (5).to_bytes(32, "little"), identity, MESSAGE),
        "order-8 A": _order8_key_signature(),
        "S + L": (s_plus_l, PK_A, MESSAGE),
        "non-canonical A": (SIGNED.signature, non_canonical_pk, MESSAGE),
        "off-curve A": (SIGNED.signature, off_curve_pk, MESSAGE),
        "non-canonical R": ((P + 1).to_bytes(32, "little") + SIGNED.signature[32:], PK_A, MESSAGE),
        "flipped bit": (SIGNED.signature[:5] + bytes([SIGNED.signature[5] ^ 1]) + SIGNED.signature[6:], PK_A, MESSAGE),
    }


HOSTILE = _hostile_signatures()


@pytest.mark.parametrize("case", list(HOSTILE))
def test_verification_follows_libsodium(case: str) -> None:
    signature, pk, message = HOSTILE[case]

    def detached(ns: types.SimpleNamespace) -> Any:
        return ns.signing.VerifyKey(pk).verify(message, signature)

    def combined(ns: types.SimpleNamespace) -> Any:
        return ns.bindings.crypto_sign_open(signature + message, pk)

    first = same_outcome(detached)
    assert same_outcome(combined) == first
    if case == "honest":
        assert first[0] == "returns"
    else:
        assert first[:2] == ("raises", "nacl.exceptions.BadSignatureError")
    if case in ("small-order R", "identity A", "order-8 A"):
        # TweetNaCl's own rule accepts these: the layer's libsodium checks are what rejects them.
        assert tweetnacl.sign.detached.verify(message, signature, pk)


def test_small_order_y_values_are_libsodiums() -> None:
    """The y values the layer's small-order check compares against (`fast.curve25519.edwards.SMALL_ORDER_YS`) are
    those of the 8 points of order dividing 8."""
    from tweetnacl.fast.curve25519.edwards import SMALL_ORDER_YS

    torsion_y = {_ed_mul(k, T8)[1] for k in range(8)}
    assert SMALL_ORDER_YS == torsion_y


def test_ed25519_pk_to_curve25519_on_edge_encodings() -> None:
    small = [_ed_encode(_ed_mul(k, T8)) for k in range(8)]
    candidates = small + [
        _ed_encode(_ed_add(_ed_mul(A_SCALAR, BASE), T8)),
        PK_A,
        bytes(32),
        b"\xff" * 32,
    ] + [(P + k + (sign << 255)).to_bytes(32, "little") for k in range(19) for sign in (0, 1)]
    generator = random.Random(5)
    candidates += [generator.randbytes(32) for _ in range(24)]
    rejected = 0
    for pk in candidates:
        result = same_outcome(lambda ns: ns.bindings.crypto_sign_ed25519_pk_to_curve25519(pk))
        rejected += result[0] == "raises"
    assert 8 < rejected < len(candidates)


# ---------------------------------------------------------------------------------------------
# X25519, crypto_kx
# ---------------------------------------------------------------------------------------------


def _small_order_u() -> list[bytes]:
    """Montgomery u of every small-order point, plus p, p + 1, with and without the top bit."""
    order8 = [(1 + y) * pow(1 - y, P - 2, P) % P for y in (T8[1], _ed_mul(3, T8)[1])]
    values = [0, 1, *order8, P - 1, P, P + 1]
    return [(v + (top << 255)).to_bytes(32, "little") for v in values for top in (0, 1)]


@pytest.mark.parametrize("point", _small_order_u(), ids=lambda p: p.hex()[:8] + "-" + p.hex()[-2:])
def test_small_order_x25519_points_refused_like_libsodium(point: bytes) -> None:
    same_outcome(lambda ns: ns.bindings.crypto_scalarmult(SEED_A, point))


@pytest.mark.parametrize("point", [bytes(32), _small_order_u()[4]], ids=["zero", "order-8"])
def test_small_order_public_keys_refused_everywhere(point: bytes) -> None:
    """Every API that derives an X25519 shared secret refuses it as libsodium does."""
    same_outcome(lambda ns: ns.bindings.crypto_box_beforenm(point, SEED_A))
    same_outcome(lambda ns: ns.bindings.crypto_box_easy(b"m", NONCE, point, SEED_A))
    same_outcome(lambda ns: ns.public.Box(ns.public.PrivateKey(SEED_A), ns.public.PublicKey(point)))
    same_outcome(lambda ns: ns.public.SealedBox(ns.public.PublicKey(point)).encrypt(b"m"))
    same_outcome(lambda ns: ns.bindings.crypto_kx_client_session_keys(PK_A, SEED_A, point))


def test_scalarmult_matches() -> None:
    same_outcome(lambda ns: (ns.bindings.crypto_scalarmult_base(SEED_A), ns.bindings.crypto_scalarmult(SEED_A, bytes(BOB.public_key))))


def test_crypto_kx_session_keys() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        b = ns.bindings
        client_pk, client_sk = b.crypto_kx_seed_keypair(SEED_A)
        server_pk, server_sk = b.crypto_kx_seed_keypair(SEED_B)
        client = b.crypto_kx_client_session_keys(client_pk, client_sk, server_pk)
        server = b.crypto_kx_server_session_keys(server_pk, server_sk, client_pk)
        assert client == (server[1], server[0])
        return (client_pk, client_sk, client, server)

    same_outcome(scenario)
    # A random pair from the layer, sessions computed on each side by a different library.
    client_pk, client_sk = tweetnacl.pynacl.bindings.crypto_kx_keypair()
    assert nacl.bindings.crypto_scalarmult_base(client_sk) == client_pk
    server_pk, server_sk = nacl.bindings.crypto_kx_keypair()
    rx, tx = tweetnacl.pynacl.bindings.crypto_kx_client_session_keys(client_pk, client_sk, server_pk)
    assert nacl.bindings.crypto_kx_server_session_keys(server_pk, server_sk, client_pk) == (tx, rx)


# ---------------------------------------------------------------------------------------------
# Hashing
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("encoder", ENCODERS)
@pytest.mark.parametrize("function", ["sha256", "sha512", "blake2b", "generichash"])
def test_hash_functions_with_every_encoder(function: str, encoder: str) -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        enc = getattr(ns.encoding, encoder)
        hash_function = getattr(ns.hash, function)
        return (hash_function(MESSAGE, encoder=enc), hash_function(b"", encoder=enc), hash_function(MESSAGE))

    same_outcome(scenario)


@given(
    data=st.binary(max_size=200),
    digest_size=st.integers(min_value=-1, max_value=66),
    key=st.binary(max_size=66),
    salt=st.binary(max_size=17),
    person=st.binary(max_size=17),
)
@settings(max_examples=150, deadline=None)
def test_blake2b_parameters_property(data: bytes, digest_size: int, key: bytes, salt: bytes, person: bytes) -> None:
    same_outcome(lambda ns: ns.hash.blake2b(data, digest_size=digest_size, key=key, salt=salt, person=person))


def test_hashlib_blake2b_object() -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        h = ns.hashlib.blake2b(b"abc", digest_size=20, key=b"k" * 16, salt=b"salt", person=b"me")
        first = h.digest()
        h.update(MESSAGE)
        duplicate = h.copy()
        duplicate.update(b"more")
        return (first, h.digest(), h.hexdigest(), duplicate.hexdigest(), h.digest_size, h.block_size, h.name,
                ns.hashlib.blake2b.MAX_DIGEST_SIZE, ns.hashlib.blake2b().hexdigest())

    same_outcome(scenario)
    same_outcome(lambda ns: copy.copy(ns.hashlib.blake2b()))
    same_outcome(lambda ns: pickle.dumps(ns.hashlib.blake2b()))

    def streaming(ns: types.SimpleNamespace) -> Any:
        state = ns.bindings.crypto_generichash_blake2b_init(digest_size=64)
        ns.bindings.crypto_generichash_blake2b_update(state, MESSAGE)
        digest = ns.bindings.crypto_generichash_blake2b_final(state)
        return (digest, outcome(lambda: ns.bindings.crypto_generichash_blake2b_final(state)))

    same_outcome(streaming)


# ---------------------------------------------------------------------------------------------
# Utilities
# ---------------------------------------------------------------------------------------------


@given(data=st.binary(max_size=70), blocksize=st.integers(min_value=-2, max_value=40))
@settings(max_examples=150, deadline=None)
def test_sodium_pad_unpad_property(data: bytes, blocksize: int) -> None:
    same_outcome(lambda ns: ns.bindings.sodium_pad(data, blocksize))
    same_outcome(lambda ns: ns.bindings.sodium_unpad(data, blocksize))
    if blocksize > 0:
        padded = nacl.bindings.sodium_pad(data, blocksize)
        same_outcome(lambda ns: ns.bindings.sodium_unpad(padded, blocksize))


@given(a=st.binary(max_size=40), b=st.binary(max_size=40))
@settings(max_examples=80, deadline=None)
def test_memcmp_increment_add_property(a: bytes, b: bytes) -> None:
    same_outcome(lambda ns: ns.bindings.sodium_memcmp(a, b))
    same_outcome(lambda ns: ns.bindings.sodium_memcmp(a, a))
    same_outcome(lambda ns: ns.bindings.sodium_increment(a))
    same_outcome(lambda ns: ns.bindings.sodium_add(a, b))


@pytest.mark.parametrize(
    "a",
    [b"", b"\xff", b"\xff" * 24, b"\xfe" + b"\xff" * 23, bytes(24), b"\xff\xff\xff\x3f" + bytes(20),
     b"\xff" * 23 + b"\x00", b"\x01" * 12],
)
def test_increment_and_add_carries(a: bytes) -> None:
    """Carries through every byte, out of the top (wrapping to 0), across 2^30 (a CPython digit) and none at all
    (the guarded ints' edges), as libsodium computes them."""
    same_outcome(lambda ns: ns.bindings.sodium_increment(a))
    for b in (a, b"\xff" * len(a), b"\x01" + bytes(len(a) - 1) if a else b"", bytes(len(a))):
        same_outcome(lambda ns: ns.bindings.sodium_add(a, b))


@pytest.mark.parametrize("size", [8, 12, 24])
def test_increment_and_add_int_shapes_do_not_depend_on_the_nonce(size: int) -> None:
    """Nonces are secret: every int operation of sodium_increment and sodium_add has the same operand digit counts
    for all-zero and all-0xff operands (a bare int of a nonce is shorter when its top bytes are 0; fails on the
    former `(int.from_bytes(inp) + 1) % 2^(8 size)`)."""
    from nonnegative import operand_digits_copy

    from tweetnacl.pynacl.bindings import utils

    runs = []
    for fill in (b"\x00", b"\xff"):
        record: list[tuple[str, int, int]] = []
        operand_digits_copy(utils.sodium_increment, record)(fill * size)
        operand_digits_copy(utils.sodium_add, record)(fill * size, fill * size)
        runs.append(record)
    assert len(runs[0]) >= 2 and runs[0] == runs[1]


def test_random_uses_tweetnacl_prng() -> None:
    calls: list[int] = []

    def fake(n: int) -> bytes:
        calls.append(n)
        return bytes(n)

    tweetnacl.set_prng(fake)
    try:
        assert tweetnacl.pynacl.utils.random() == bytes(32)
        assert tweetnacl.pynacl.bindings.randombytes(5) == bytes(5)
        sealed = tweetnacl.pynacl.secret.SecretBox(KEY).encrypt(b"x")
        assert sealed.nonce == bytes(24)
        assert bytes(tweetnacl.pynacl.public.PrivateKey.generate()) == bytes(32)
    finally:
        tweetnacl.set_prng(None)
    assert calls[:3] == [32, 5, 24]
    assert tweetnacl.pynacl.utils.random(16) != tweetnacl.pynacl.utils.random(16)


# ---------------------------------------------------------------------------------------------
# Error cases: same exception class (and message where PyNaCl's text is mirrored)
# ---------------------------------------------------------------------------------------------

_FORGED_SECRETBOX = bytearray(nacl.secret.SecretBox(KEY).encrypt(MESSAGE, NONCE))
_FORGED_SECRETBOX[-1] ^= 1
_BOX_CT = nacl.public.Box(ALICE, BOB.public_key).encrypt(MESSAGE, NONCE)
_SEALED = nacl.public.SealedBox(BOB.public_key).encrypt(MESSAGE)

ERROR_CASES: dict[str, tuple[Callable[[types.SimpleNamespace], Any], bool]] = {
    "secretbox short key": (lambda ns: ns.secret.SecretBox(bytes(31)), True),
    "secretbox str key": (lambda ns: ns.secret.SecretBox("k" * 32), True),
    "secretbox short nonce": (lambda ns: ns.secret.SecretBox(KEY).encrypt(b"m", bytes(23)), True),
    "secretbox forged": (lambda ns: ns.secret.SecretBox(KEY).decrypt(bytes(_FORGED_SECRETBOX)), True),
    "secretbox truncated": (lambda ns: ns.secret.SecretBox(KEY).decrypt(bytes(24 + 15)), True),
    "secretbox tiny": (lambda ns: ns.secret.SecretBox(KEY).decrypt(b"short"), True),
    "secretbox str message": (lambda ns: ns.secret.SecretBox(KEY).encrypt("text", NONCE), False),
    "secretbox bad base64": (lambda ns: ns.secret.SecretBox(KEY).decrypt(b"@@@", encoder=ns.encoding.Base64Encoder), True),
    "publickey short": (lambda ns: ns.public.PublicKey(bytes(31)), True),
    "publickey None": (lambda ns: ns.public.PublicKey(None), True),
    "privatekey short": (lambda ns: ns.public.PrivateKey(bytes(31)), True),
    "privatekey seed short": (lambda ns: ns.public.PrivateKey.from_seed(bytes(33)), True),
    "privatekey bad hex": (lambda ns: ns.public.PrivateKey(b"zz", encoder=ns.encoding.HexEncoder), True),
    "box wrong types": (lambda ns: ns.public.Box(bytes(32), bytes(32)), True),
    "box zero public key": (lambda ns: ns.public.Box(ns.public.PrivateKey(SEED_A), ns.public.PublicKey(bytes(32))), True),
    "box forged": (lambda ns: ns.public.Box(ns.public.PrivateKey(SEED_B), ns.public.PublicKey(bytes(ALICE.public_key))).decrypt(bytes(_BOX_CT)[:-1] + b"\x00"), True),
    "box short nonce": (lambda ns: ns.public.Box.decode(bytes(32)).encrypt(b"m", bytes(25)), True),
    "box decoded wrong key length": (lambda ns: ns.public.Box.decode(bytes(31)).encrypt(b"m", NONCE), True),
    "box decrypt truncated": (lambda ns: ns.public.Box.decode(bytes(32)).decrypt(bytes(24 + 3)), True),
    "sealedbox public-key-only decrypt": (lambda ns: ns.public.SealedBox(ns.public.PublicKey(bytes(BOB.public_key))).decrypt(_SEALED), True),
    "sealedbox wrong type": (lambda ns: ns.public.SealedBox(bytes(32)), True),
    "sealedbox truncated": (lambda ns: ns.public.SealedBox(ns.public.PrivateKey(SEED_B)).decrypt(_SEALED[:47]), True),
    "sealedbox forged": (lambda ns: ns.public.SealedBox(ns.public.PrivateKey(SEED_B)).decrypt(_SEALED[:-1] + bytes([_SEALED[-1] ^ 1])), True),
    "sealedbox wrong recipient": (lambda ns: ns.public.SealedBox(ns.public.PrivateKey(SEED_A)).decrypt(_SEALED), True),
    "sealedbox str message": (lambda ns: ns.public.SealedBox(ns.public.PublicKey(bytes(BOB.public_key))).encrypt("text"), True),
    "signingkey short seed": (lambda ns: ns.signing.SigningKey(bytes(31)), True),
    "signingkey str seed": (lambda ns: ns.signing.SigningKey("s" * 32), True),
    "verifykey short": (lambda ns: ns.signing.VerifyKey(bytes(33)), True),
    "verifykey str": (lambda ns: ns.signing.VerifyKey("k" * 32), True),
    "verify short signature": (lambda ns: ns.signing.VerifyKey(PK_A).verify(MESSAGE, bytes(63)), True),
    "verify str signature": (lambda ns: ns.signing.VerifyKey(PK_A).verify(MESSAGE, "s" * 64), True),
    "verify forged": (lambda ns: ns.signing.VerifyKey(PK_A).verify(MESSAGE + b"!", SIGNED.signature), True),
    "verify truncated signed": (lambda ns: ns.signing.VerifyKey(PK_A).verify(bytes(SIGNED)[:63]), True),
    "verify other key": (lambda ns: ns.signing.VerifyKey(bytes(BOB.public_key)).verify(SIGNED), True),
    "sign str message": (lambda ns: ns.bindings.crypto_sign("text", SIGNER._signing_key), False),
    "sign seed short": (lambda ns: ns.bindings.crypto_sign_seed_keypair(bytes(31)), True),
    "box seed str": (lambda ns: ns.bindings.crypto_box_seed_keypair("s" * 32), True),
    "box seed short": (lambda ns: ns.bindings.crypto_box_seed_keypair(bytes(31)), True),
    "kx seed short": (lambda ns: ns.bindings.crypto_kx_seed_keypair(bytes(31)), True),
    "kx client key short": (lambda ns: ns.bindings.crypto_kx_client_session_keys(PK_A[:31], SEED_A, PK_A), True),
    "kx client secret short": (lambda ns: ns.bindings.crypto_kx_client_session_keys(PK_A, SEED_A[:31], PK_A), True),
    "kx server key str": (lambda ns: ns.bindings.crypto_kx_server_session_keys(PK_A, SEED_A, "p" * 32), True),
    "kx zero key": (lambda ns: ns.bindings.crypto_kx_server_session_keys(PK_A, SEED_A, bytes(32)), True),
    "scalarmult zero point": (lambda ns: ns.bindings.crypto_scalarmult(SEED_A, bytes(32)), True),
    "secretbox binding short key": (lambda ns: ns.bindings.crypto_secretbox(b"m", NONCE, bytes(31)), True),
    "secretbox binding short nonce": (lambda ns: ns.bindings.crypto_secretbox_easy(b"m", NONCE[:23], KEY), True),
    "secretbox open empty": (lambda ns: ns.bindings.crypto_secretbox_open(b"", NONCE, KEY), True),
    "secretbox open easy short": (lambda ns: ns.bindings.crypto_secretbox_open_easy(bytes(15), NONCE, KEY), True),
    "box binding short pk": (lambda ns: ns.bindings.crypto_box(b"m", NONCE, bytes(31), SEED_A), True),
    "box binding short sk": (lambda ns: ns.bindings.crypto_box_open(b"m", NONCE, PK_A, bytes(31)), True),
    "box binding short nonce": (lambda ns: ns.bindings.crypto_box_easy(b"m", NONCE[:1], PK_A, SEED_A), True),
    "box open short": (lambda ns: ns.bindings.crypto_box_open(bytes(15), NONCE, PK_A, SEED_A), True),
    "box open easy short": (lambda ns: ns.bindings.crypto_box_open_easy(bytes(15), NONCE, PK_A, SEED_A), True),
    "box open zero pk": (lambda ns: ns.bindings.crypto_box_open(bytes(40), NONCE, bytes(32), SEED_A), True),
    "box afternm short key": (lambda ns: ns.bindings.crypto_box_afternm(b"m", NONCE, bytes(31)), True),
    "box open afternm forged": (lambda ns: ns.bindings.crypto_box_open_afternm(bytes(40), NONCE, KEY), True),
    "seal str key": (lambda ns: ns.bindings.crypto_box_seal(b"m", "k" * 32), True),
    "seal short key": (lambda ns: ns.bindings.crypto_box_seal(b"m", bytes(31)), True),
    "seal open str": (lambda ns: ns.bindings.crypto_box_seal_open("c" * 48, PK_A, SEED_A), True),
    "seal open short sk": (lambda ns: ns.bindings.crypto_box_seal_open(bytes(48), PK_A, bytes(31)), True),
    "seal open zero ephemeral": (lambda ns: ns.bindings.crypto_box_seal_open(bytes(64), PK_A, SEED_A), True),
    "pk_to_curve short": (lambda ns: ns.bindings.crypto_sign_ed25519_pk_to_curve25519(bytes(31)), True),
    "sk_to_curve short": (lambda ns: ns.bindings.crypto_sign_ed25519_sk_to_curve25519(bytes(63)), True),
    "sk_to_pk short": (lambda ns: ns.bindings.crypto_sign_ed25519_sk_to_pk(bytes(63)), True),
    "verifykey to curve small order": (lambda ns: ns.signing.VerifyKey(_ed_encode(T8)).to_curve25519_public_key(), True),
    "generichash long key": (lambda ns: ns.hash.blake2b(b"x", key=bytes(65)), True),
    "generichash big digest": (lambda ns: ns.hash.blake2b(b"x", digest_size=65), True),
    "generichash zero digest": (lambda ns: ns.hash.blake2b(b"x", digest_size=0), True),
    "generichash long salt": (lambda ns: ns.hash.blake2b(b"x", salt=bytes(17)), True),
    "generichash long person": (lambda ns: ns.hash.blake2b(b"x", person=bytes(17)), True),
    "generichash str data": (lambda ns: ns.hash.blake2b("x"), True),
    "generichash str key": (lambda ns: ns.hash.blake2b(b"x", key="k"), True),
    "generichash float size": (lambda ns: ns.hash.blake2b(b"x", digest_size=32.0), True),
    "hashlib update str": (lambda ns: ns.hashlib.blake2b().update("x"), True),
    "blake2 update wrong state": (lambda ns: ns.bindings.crypto_generichash_blake2b_update(object(), b"x"), True),
    "sha256 str": (lambda ns: ns.hash.sha256("x"), False),
    "sha512 None": (lambda ns: ns.hash.sha512(None), False),
    "memcmp str": (lambda ns: ns.bindings.sodium_memcmp("a", b"a"), True),
    "pad str": (lambda ns: ns.bindings.sodium_pad("a", 4), True),
    "pad float": (lambda ns: ns.bindings.sodium_pad(b"a", 4.0), True),
    "add lengths": (lambda ns: ns.bindings.sodium_add(b"ab", b"a"), True),
    "random negative": (lambda ns: ns.utils.random(-1), False),
    "pwhash unknown prefix": (lambda ns: ns.pwhash.verify(b"$unknown$abc", b"password"), True),
}


@pytest.mark.parametrize("case", list(ERROR_CASES))
def test_error_cases(case: str) -> None:
    scenario, compare_message = ERROR_CASES[case]
    result = same_outcome(scenario, message=compare_message)
    assert result[0] == "raises", result


# ---------------------------------------------------------------------------------------------
# install_as_nacl
# ---------------------------------------------------------------------------------------------


def test_install_refuses_when_real_pynacl_is_imported() -> None:
    assert "nacl" in sys.modules and not hasattr(sys.modules["nacl"], "__tweetnacl_pynacl__")
    with pytest.raises(RuntimeError, match="already imported"):
        install_as_nacl()
    assert sys.modules["nacl"] is nacl


# A program written for PyNaCl; it runs unchanged on either.
PYNACL_PROGRAM = textwrap.dedent(
    '''
    import base64

    import nacl.encoding
    import nacl.hash
    import nacl.secret
    import nacl.utils
    from nacl.exceptions import BadSignatureError, CryptoError
    from nacl.public import Box, PrivateKey, PublicKey, SealedBox
    from nacl.signing import SigningKey, VerifyKey

    key = bytes(range(32))
    box = nacl.secret.SecretBox(key)
    nonce = bytes(24)
    encrypted = box.encrypt(b"secret message", nonce)
    print("secretbox", encrypted.hex(), box.decrypt(encrypted))
    print("random", len(box.decrypt(box.encrypt(b"x" * 100))))
    try:
        box.decrypt(encrypted[:-1] + b"\\0")
    except CryptoError as error:
        print("forged", type(error).__name__, error)

    alice = PrivateKey(bytes(range(1, 33)))
    bob = PrivateKey.from_seed(bytes(range(2, 34)))
    ab = Box(alice, bob.public_key)
    ba = Box(bob, alice.public_key)
    message = ab.encrypt(b"hello bob", nonce, encoder=nacl.encoding.Base64Encoder)
    print("box", message.decode(), ba.decrypt(message, encoder=nacl.encoding.Base64Encoder))

    public_b64 = bob.public_key.encode(nacl.encoding.Base64Encoder)
    sealed = SealedBox(PublicKey(public_b64, nacl.encoding.Base64Encoder)).encrypt(b"token")
    print("sealed", len(base64.b64encode(sealed)), SealedBox(bob).decrypt(sealed))

    signing_key = SigningKey(bytes(range(3, 35)))
    signature = signing_key.sign(b"data").signature
    verify_key = VerifyKey(bytes(signing_key.verify_key))
    print("signed", signature.hex(), verify_key.verify(b"data", signature))
    print("verify_key", signing_key.verify_key.encode(encoder=nacl.encoding.HexEncoder).decode())
    try:
        verify_key.verify(b"date", signature)
    except BadSignatureError as error:
        print("bad", type(error).__name__, error)
    print("curve", signing_key.to_curve25519_private_key().public_key.encode(nacl.encoding.HexEncoder).decode())
    print("hash", nacl.hash.sha256(b"abc").decode(), nacl.hash.blake2b(b"abc", digest_size=16).decode())
    '''
)

BOOTSTRAP = textwrap.dedent(
    '''
    import importlib.abc, runpy, sys

    class BlockRealNacl(importlib.abc.MetaPathFinder):
        """Makes the real PyNaCl unimportable, as on a platform without a wheel."""
        def find_spec(self, name, path=None, target=None):
            if name == "nacl" or name.startswith("nacl."):
                raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
            return None

    sys.meta_path.insert(0, BlockRealNacl())
    try:
        import nacl  # noqa: F401
    except ModuleNotFoundError:
        pass
    else:
        raise SystemExit("the real nacl is importable")

    import tweetnacl
    from tweetnacl._install import install_as_nacl

    installed = install_as_nacl()
    assert install_as_nacl() is installed  # a second call is harmless
    assert sys.modules["nacl"] is installed and installed.__tweetnacl_pynacl__
    runpy.run_path(sys.argv[1], run_name="__main__")
    loaded = [m.__name__ for m in list(sys.modules.values()) if getattr(m, "__file__", "") and "site-packages" in m.__file__ and m.__name__.split(".")[0] == "nacl"]
    assert not loaded, loaded
    print("modules", sorted(name for name in sys.modules if name.startswith("nacl"))[:4])
    '''
)


def run_on_both(program_text: str, tmp_path: Path) -> tuple[list[str], list[str]]:
    """The output lines of a PyNaCl program run on PyNaCl, and run unmodified after install_as_nacl()
    where the real nacl cannot be imported (the layer's last line, the module list, removed)."""
    program = tmp_path / "program.py"
    program.write_text(program_text)
    real = subprocess.run([sys.executable, str(program)], capture_output=True, text=True, timeout=120)
    assert real.returncode == 0, real.stderr
    environment = dict(os.environ, PYTHONPATH=str(SRC))
    ours = subprocess.run(
        [sys.executable, "-c", BOOTSTRAP, str(program)], capture_output=True, text=True, timeout=120, env=environment
    )
    assert ours.returncode == 0, ours.stderr
    ours_lines = ours.stdout.splitlines()
    assert ours_lines[-1].startswith("modules ['nacl', 'nacl.bindings'")
    return real.stdout.splitlines(), ours_lines[:-1]


def test_unmodified_pynacl_program_after_install_as_nacl(tmp_path: Path) -> None:
    real_lines, ours_lines = run_on_both(PYNACL_PROGRAM, tmp_path)
    assert ours_lines == real_lines
    assert len(ours_lines) == 10


# ---------------------------------------------------------------------------------------------
# nacl.bindings AEADs: scenarios shared by test_pynacl_chacha and test_pynacl_aegis
# ---------------------------------------------------------------------------------------------


def aead_binding(ns: types.SimpleNamespace, name: str, operation: str) -> Callable[..., Any]:
    """crypto_aead_<name>_<operation> of PyNaCl's or the layer's bindings."""
    return getattr(ns.bindings, f"crypto_aead_{name}_{operation}")  # type: ignore[no-any-return]


def aead_round_trip(name: str, message: bytes, aad: Optional[bytes], nonce: bytes, key: bytes) -> None:
    """Sealing gives the same bytes on both, and so does opening what PyNaCl sealed."""
    sealed = same_outcome(lambda ns: aead_binding(ns, name, "encrypt")(message, aad, nonce, key))
    ciphertext = sealed[1][1]
    same_outcome(lambda ns: aead_binding(ns, name, "decrypt")(ciphertext, aad, nonce, key))


def aead_error_cases(
    name: str, nonce: bytes, key: bytes, tag_bytes: int, reference: types.SimpleNamespace = REAL
) -> dict[str, Callable[[types.SimpleNamespace], Any]]:
    """Wrong types and lengths in PyNaCl's check order, forged and short boxes, for one AEAD binding (the good
    box sealed by `reference`)."""
    good = aead_binding(reference, name, "encrypt")(b"message", b"ad", nonce, key)
    forged = good[:-1] + bytes([good[-1] ^ 1])

    def enc(*args: Any) -> Callable[[types.SimpleNamespace], Any]:
        return lambda ns: aead_binding(ns, name, "encrypt")(*args)

    def dec(*args: Any) -> Callable[[types.SimpleNamespace], Any]:
        return lambda ns: aead_binding(ns, name, "decrypt")(*args)

    return {
        "str message": enc("m", None, nonce, key),
        "bytearray message": enc(bytearray(b"m"), None, nonce, key),
        "str aad": enc(b"m", "ad", nonce, key),
        "short nonce": enc(b"m", None, nonce[:-1], key),
        "long nonce": enc(b"m", None, nonce + b"x", key),
        "str nonce": enc(b"m", None, "n" * len(nonce), key),
        "short key": enc(b"m", None, nonce, key[:-1]),
        "str key": enc(b"m", None, nonce, "k" * len(key)),
        "message and nonce wrong": enc("m", None, nonce[:1], key),
        "forged": dec(forged, b"ad", nonce, key),
        "wrong ad": dec(good, b"ax", nonce, key),
        "missing ad": dec(good, None, nonce, key),
        "truncated": dec(good[:-1], b"ad", nonce, key),
        "bare tag": dec(good[-tag_bytes:], b"ad", nonce, key),
        "one byte short of a tag": dec(good[: tag_bytes - 1], b"ad", nonce, key),
        "short ciphertext": dec(good[:5], b"ad", nonce, key),
        "empty ciphertext": dec(b"", None, nonce, key),
        "bytearray ciphertext": dec(bytearray(good), b"ad", nonce, key),
        "short ciphertext and short key": dec(b"", None, nonce, key[:5]),
        "decrypt short nonce": dec(good, b"ad", nonce[:-1], key),
        "decrypt str key": dec(good, b"ad", nonce, "k" * len(key)),
        "decrypt str aad": dec(good, "ad", nonce, key),
    }
