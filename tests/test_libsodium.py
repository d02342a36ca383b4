"""Differential tests against libsodium (through PyNaCl's `nacl.bindings`) on seeded random inputs.

libsodium is an independent implementation of the same primitives, so every comparison here is against
values our code did not produce. Conventions of the bindings (checked in PyNaCl 1.5/1.6): `crypto_secretbox`,
`crypto_box` and `crypto_box_afternm` return tag (16) || ciphertext, the same bytes as ours; `crypto_sign`
returns signature || message; `crypto_scalarmult` raises where libsodium rejects the input point or an
all-zero result (TweetNaCl, and so this project, returns the zero bytes: docs/contract.md).

PyNaCl does not bind the raw XSalsa20 stream or Poly1305, so those are derived from the secretbox structure
(XSalsa20-Poly1305, "Cryptography in NaCl" section 9): for a message m, secretbox = tag || (m XOR stream[32:]),
tag = Poly1305(key = stream[0:32], ciphertext). Poly1305 is also compared with the `cryptography` package.

Message lengths cross the 16-byte Poly1305 block and the 64-byte Salsa20 block boundaries; the reference runs
a few short lengths, the fast implementation all of them.
"""

from __future__ import annotations

import random
import types
from typing import Any

import pytest
from nacl import bindings as sodium
from nacl import exceptions as sodium_errors
from cryptography.hazmat.primitives.poly1305 import Poly1305

LENGTHS = [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 1000, 4096, 65537]
REFERENCE_LENGTHS = [0, 1, 17, 64, 129]
REFERENCE_LENGTHS_PUBLIC_KEY = [0, 33]  # box and sign cost scalar multiplications on the reference

# RFC 8032 section 5.1: the order of the Ed25519 base point.
GROUP_ORDER_L = 2**252 + 27742317777372353535851937790883648493


def implementations_and_lengths(reference_lengths: list[int], fast_lengths: list[int] = LENGTHS) -> list[Any]:
    """(implementation, length) cases for the `nacl` fixture (indirect): few on the reference, all on fast."""
    return [pytest.param("reference", n, id=f"reference-{n}") for n in reference_lengths] + [
        pytest.param("fast", n, id=f"fast-{n}") for n in fast_lengths
    ]


def rng_for(*labels: object) -> random.Random:
    """A generator seeded by the test's name and parameters: reproducible, different per case."""
    return random.Random("|".join(str(label) for label in labels))


# ---------------------------------------------------------------------------------------------
# secretbox: xsalsa20-poly1305
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("nacl, length", implementations_and_lengths(REFERENCE_LENGTHS), indirect=["nacl"])
def test_secretbox(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("secretbox", length)
    key, nonce, message = rng.randbytes(32), rng.randbytes(24), rng.randbytes(length)
    theirs = sodium.crypto_secretbox(message, nonce, key)
    assert len(theirs) == length + 16
    assert nacl.secretbox(message, nonce, key) == theirs
    assert nacl.lowlevel.crypto_secretbox(message, nonce, key) == theirs
    assert nacl.secretbox.open(theirs, nonce, key) == message
    assert nacl.lowlevel.crypto_secretbox_open(theirs, nonce, key) == message
    assert sodium.crypto_secretbox_open(nacl.secretbox(message, nonce, key), nonce, key) == message
    # libsodium's combined "easy" form is the same bytes.
    assert sodium.crypto_secretbox_easy(message, nonce, key) == theirs


@pytest.mark.parametrize("nacl, length", implementations_and_lengths(REFERENCE_LENGTHS), indirect=["nacl"])
def test_secretbox_forgery_rejected_by_both(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("secretbox-forgery", length)
    key, nonce, message = rng.randbytes(32), rng.randbytes(24), rng.randbytes(length)
    forged = bytearray(sodium.crypto_secretbox(message, nonce, key))
    forged[rng.randrange(len(forged))] ^= 1 << rng.randrange(8)
    assert nacl.secretbox.open(bytes(forged), nonce, key) is None
    with pytest.raises(sodium_errors.CryptoError):
        sodium.crypto_secretbox_open(bytes(forged), nonce, key)


# ---------------------------------------------------------------------------------------------
# XSalsa20 stream and Poly1305, derived from the secretbox structure
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("nacl, length", implementations_and_lengths(REFERENCE_LENGTHS), indirect=["nacl"])
def test_stream_from_secretbox_of_zeros(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("stream", length)
    key, nonce = rng.randbytes(32), rng.randbytes(24)
    keystream_from_byte_32 = sodium.crypto_secretbox(bytes(length), nonce, key)[16:]
    stream = nacl.lowlevel.crypto_stream(32 + length, nonce, key)
    assert stream[32:] == keystream_from_byte_32
    message = rng.randbytes(length)
    ciphertext = sodium.crypto_secretbox(message, nonce, key)[16:]
    assert nacl.lowlevel.crypto_stream_xor(bytes(32) + message, nonce, key)[32:] == ciphertext


@pytest.mark.parametrize("nacl, length", implementations_and_lengths(REFERENCE_LENGTHS), indirect=["nacl"])
def test_salsa20_stream_under_the_hsalsa20_subkey(nacl: types.ModuleType, length: int) -> None:
    # XSalsa20(k, n) = Salsa20(HSalsa20(k, n[0:16]), n[16:24]) ("Extending the Salsa20 nonce", section 2).
    rng = rng_for("salsa20", length)
    key, nonce = rng.randbytes(32), rng.randbytes(24)
    subkey = nacl.lowlevel.crypto_core_hsalsa20(nonce[:16], key, b"expand 32-byte k")
    keystream_from_byte_32 = sodium.crypto_secretbox(bytes(length), nonce, key)[16:]
    assert nacl.lowlevel.crypto_stream_salsa20(32 + length, nonce[16:], subkey)[32:] == keystream_from_byte_32
    message = rng.randbytes(length)
    ciphertext = sodium.crypto_secretbox(message, nonce, key)[16:]
    assert nacl.lowlevel.crypto_stream_salsa20_xor(bytes(32) + message, nonce[16:], subkey)[32:] == ciphertext


@pytest.mark.parametrize("nacl, length", implementations_and_lengths(REFERENCE_LENGTHS), indirect=["nacl"])
def test_onetimeauth_is_the_secretbox_tag(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("onetimeauth-secretbox", length)
    key, nonce, message = rng.randbytes(32), rng.randbytes(24), rng.randbytes(length)
    boxed = sodium.crypto_secretbox(message, nonce, key)
    tag, ciphertext = boxed[:16], boxed[16:]
    one_time_key = nacl.lowlevel.crypto_stream(32, nonce, key)
    assert nacl.lowlevel.crypto_onetimeauth(ciphertext, one_time_key) == tag
    assert nacl.lowlevel.crypto_onetimeauth_verify(tag, ciphertext, one_time_key) is True


@pytest.mark.parametrize("nacl, length", implementations_and_lengths(REFERENCE_LENGTHS), indirect=["nacl"])
def test_onetimeauth_against_cryptography(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("onetimeauth", length)
    for key in (rng.randbytes(32), b"\xff" * 32, bytes(16) + rng.randbytes(16)):
        message = rng.randbytes(length)
        expected = Poly1305.generate_tag(key, message)
        assert nacl.lowlevel.crypto_onetimeauth(message, key) == expected
        assert nacl.lowlevel.crypto_onetimeauth_verify(expected, message, key) is True
        wrong = bytes([expected[0] ^ 1]) + expected[1:]
        assert nacl.lowlevel.crypto_onetimeauth_verify(wrong, message, key) is False


def test_onetimeauth_limbs_at_their_maximum(nacl: types.ModuleType) -> None:
    # All-ones blocks keep every accumulator limb near 2**130: carries and the final reduction at the edge.
    for length in (16, 32, 48, 64, 80, 96, 127, 128, 1024):
        for key in (b"\xff" * 32, b"\xff" * 16 + bytes(16)):
            message = b"\xff" * length
            assert nacl.lowlevel.crypto_onetimeauth(message, key) == Poly1305.generate_tag(key, message), length


# ---------------------------------------------------------------------------------------------
# box: x25519-xsalsa20-poly1305
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "nacl, length", implementations_and_lengths(REFERENCE_LENGTHS_PUBLIC_KEY), indirect=["nacl"]
)
def test_box(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("box", length)
    alice_sk, bob_sk = rng.randbytes(32), rng.randbytes(32)
    alice_pk, bob_pk = sodium.crypto_scalarmult_base(alice_sk), sodium.crypto_scalarmult_base(bob_sk)
    assert nacl.box.keypair.from_secret_key(alice_sk) == (alice_pk, alice_sk)
    nonce, message = rng.randbytes(24), rng.randbytes(length)

    theirs = sodium.crypto_box(message, nonce, bob_pk, alice_sk)
    assert nacl.box(message, nonce, bob_pk, alice_sk) == theirs
    assert nacl.box.open(theirs, nonce, alice_pk, bob_sk) == message
    assert sodium.crypto_box_open(nacl.box(message, nonce, bob_pk, alice_sk), nonce, alice_pk, bob_sk) == message

    shared = sodium.crypto_box_beforenm(bob_pk, alice_sk)
    assert nacl.box.before(bob_pk, alice_sk) == shared
    assert nacl.lowlevel.crypto_box_beforenm(alice_pk, bob_sk) == shared
    assert nacl.box.after(message, nonce, shared) == sodium.crypto_box_afternm(message, nonce, shared) == theirs
    assert nacl.box.open.after(theirs, nonce, shared) == message
    assert sodium.crypto_box_open_afternm(nacl.box.after(message, nonce, shared), nonce, shared) == message


# ---------------------------------------------------------------------------------------------
# scalarmult: x25519
# ---------------------------------------------------------------------------------------------

FIELD_PRIME = 2**255 - 19

# u-coordinates of special form (libsodium accepts all of these): non-canonical encodings (u >= p) and the top
# bit set (RFC 7748 section 5: ignored).
EDGE_POINTS = [
    (FIELD_PRIME + 9).to_bytes(32, "little"),  # non-canonical 9
    (2**255 - 1).to_bytes(32, "little"),  # p + 18
    b"\xff" * 32,  # top bit set: the same as 2**255 - 1
    (9).to_bytes(32, "little")[:31] + b"\x80",  # 9 with the top bit set
    (FIELD_PRIME - 2).to_bytes(32, "little"),
    (2).to_bytes(32, "little"),
]

# Points libsodium rejects before multiplying (low order); TweetNaCl multiplies and, the clamped scalar being a
# multiple of the cofactor 8, returns the all-zero point. u = 0 and u = 1, and the order-8 point from libsodium's
# test/default/box.c (`small_order_p`).
SMALL_ORDER_POINTS = [
    bytes(32),
    (1).to_bytes(32, "little"),
    bytes.fromhex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),
]


@pytest.mark.parametrize("nacl, count", [("reference", 3), ("fast", 48)], indirect=["nacl"])
def test_scalarmult_random(nacl: types.ModuleType, count: int) -> None:
    rng = rng_for("scalarmult")
    for _ in range(count):
        scalar, point = rng.randbytes(32), rng.randbytes(32)
        assert nacl.scalarmult(scalar, point) == sodium.crypto_scalarmult(scalar, point), (scalar.hex(), point.hex())
        assert nacl.scalarmult.base(scalar) == sodium.crypto_scalarmult_base(scalar), scalar.hex()


@pytest.mark.parametrize("point", EDGE_POINTS, ids=lambda p: p.hex()[:8] + ".." + p.hex()[-4:])
def test_scalarmult_edge_points(nacl: types.ModuleType, point: bytes) -> None:
    scalar = rng_for("scalarmult-edge", point.hex()).randbytes(32)
    assert nacl.scalarmult(scalar, point) == sodium.crypto_scalarmult(scalar, point)


@pytest.mark.parametrize("scalar", [bytes(32), b"\xff" * 32, (1).to_bytes(32, "little"), (8).to_bytes(32, "little")],
                         ids=["zero", "ones", "one", "eight"])
def test_scalarmult_edge_scalars(nacl: types.ModuleType, scalar: bytes) -> None:
    # Clamping (RFC 7748 section 5) makes these ordinary scalars.
    point = sodium.crypto_scalarmult_base(rng_for("edge-scalar").randbytes(32))
    assert nacl.scalarmult(scalar, point) == sodium.crypto_scalarmult(scalar, point)
    assert nacl.scalarmult.base(scalar) == sodium.crypto_scalarmult_base(scalar)


@pytest.mark.parametrize("point", SMALL_ORDER_POINTS, ids=lambda p: p.hex()[:8])
def test_scalarmult_small_order_points(nacl: types.ModuleType, point: bytes) -> None:
    scalar = rng_for("small-order", point.hex()).randbytes(32)
    with pytest.raises(sodium_errors.RuntimeError):
        sodium.crypto_scalarmult(scalar, point)
    assert nacl.scalarmult(scalar, point) == bytes(32)  # TweetNaCl's result (docs/contract.md)


# ---------------------------------------------------------------------------------------------
# sign: ed25519
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "nacl, length", implementations_and_lengths(REFERENCE_LENGTHS_PUBLIC_KEY), indirect=["nacl"]
)
def test_sign(nacl: types.ModuleType, length: int) -> None:
    rng = rng_for("sign", length)
    seed, message = rng.randbytes(32), rng.randbytes(length)
    public_key, secret_key = sodium.crypto_sign_seed_keypair(seed)
    assert nacl.sign.keypair.from_seed(seed) == (public_key, secret_key)
    theirs = sodium.crypto_sign(message, secret_key)
    assert nacl.sign(message, secret_key) == theirs
    assert nacl.sign.open(theirs, public_key) == message
    assert nacl.sign.detached.verify(message, theirs[:64], public_key) is True
    assert sodium.crypto_sign_open(nacl.sign(message, secret_key), public_key) == message
    if nacl.__name__.endswith("fast"):  # the same core functions again: skipped on the slow reference
        assert nacl.sign.detached(message, secret_key) == theirs[:64]
        assert nacl.lowlevel.crypto_sign(message, secret_key) == theirs
        assert nacl.lowlevel.crypto_sign_open(theirs, public_key) == message


@pytest.mark.parametrize("nacl, count", [("reference", 2), ("fast", 32)], indirect=["nacl"])
def test_sign_keypair_from_seed(nacl: types.ModuleType, count: int) -> None:
    rng = rng_for("sign-seed")
    for seed in [bytes(32), b"\xff" * 32] + [rng.randbytes(32) for _ in range(count)]:
        assert nacl.sign.keypair.from_seed(seed) == sodium.crypto_sign_seed_keypair(seed), seed.hex()


def test_signature_with_s_plus_l_is_rejected_by_both(nacl: types.ModuleType) -> None:
    # RFC 8032 section 5.1.7 and libsodium require S < L; TweetNaCl alone would accept S + L (docs/contract.md).
    rng = rng_for("malleability")
    public_key, secret_key = sodium.crypto_sign_seed_keypair(rng.randbytes(32))
    message = rng.randbytes(40)
    signature = sodium.crypto_sign(message, secret_key)[:64]
    s = int.from_bytes(signature[32:], "little")
    assert s < GROUP_ORDER_L
    malleated = signature[:32] + (s + GROUP_ORDER_L).to_bytes(32, "little")  # s + L < 2**253: fits
    assert nacl.sign.detached.verify(message, signature, public_key) is True  # the honest one passes
    with pytest.raises(sodium_errors.BadSignatureError):
        sodium.crypto_sign_open(malleated + message, public_key)
    assert nacl.sign.open(malleated + message, public_key) is None
    assert nacl.sign.detached.verify(message, malleated, public_key) is False


# ---------------------------------------------------------------------------------------------
# hash: SHA-512
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "nacl, length",
    implementations_and_lengths([0, 1, 111, 112, 128, 129, 4096], sorted(set(LENGTHS) | {111, 112})),
    indirect=["nacl"],
)
def test_hash(nacl: types.ModuleType, length: int) -> None:
    # 111/112: the last lengths whose padding fits one 128-byte block / needs a second one.
    message = rng_for("hash", length).randbytes(length)
    assert nacl.hash(message) == sodium.crypto_hash_sha512(message) == sodium.crypto_hash(message)
    assert nacl.lowlevel.crypto_hash(message) == sodium.crypto_hash_sha512(message)
