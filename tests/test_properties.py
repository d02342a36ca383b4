"""Property tests (hypothesis): round trips, rejection of every tampering, and fast == reference.

- Round trips: secretbox, box, sign open what they produce.
- Tampering: every single-bit flip of a box or of a signed message is rejected (every bit on `fast` for
  short messages, a sample on the slow reference); truncated and extended inputs are rejected.
- Agreement: `tweetnacl.fast` and `tweetnacl.reference` (the oracle) return the same bytes for every primitive on
  random inputs, with lengths 0..300 and lengths around the fast code's internal batch sizes (Poly1305 absorbs
  1,024 blocks = 16 KiB per chunk, in power-of-two trees; Salsa20 computes up to 1,024 blocks = 64 KiB per batch).

Example counts are small on the reference (0.1-0.3 s per scalar multiplication or signature); deadlines are off
because timings vary with the machine's load.
"""

from __future__ import annotations

import random
import types
from typing import Any, Callable

from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis import strategies as st

KEY = st.binary(min_size=32, max_size=32)
NONCE = st.binary(min_size=24, max_size=24)
SHORT_MESSAGE = st.binary(max_size=300)

# Lengths at and around the fast code's chunk and batch boundaries (bytes).
BOUNDARY_LENGTHS = [
    4095, 4096, 4097, 16383, 16384, 16385, 16400, 32768 + 16, 65535, 65536, 65537, 65600, 131072 + 64 + 1
]
LENGTHS = st.one_of(st.integers(0, 300), st.sampled_from(BOUNDARY_LENGTHS))


NO_SHRINK = [Phase.explicit, Phase.reuse, Phase.generate]  # shrinking re-runs slow cases for minutes


def budget(is_reference: bool, fast: int, reference: int) -> settings:
    """hypothesis settings with `fast` examples on fast and `reference` on the reference (where a failure is
    reported as found, unshrunk)."""
    return settings(
        max_examples=reference if is_reference else fast,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
        **({"phases": NO_SHRINK} if is_reference else {}),
    )


def agreement(examples: int, shrink: bool = True) -> settings:
    """Settings of the fast == reference tests (their fixtures are stateless modules: safe to share)."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
        database=None,
        **({} if shrink else {"phases": NO_SHRINK}),
    )


def flip_bit(data: bytes, bit: int) -> bytes:
    flipped = bytearray(data)
    flipped[bit // 8] ^= 1 << (bit % 8)
    return bytes(flipped)


def bits_to_flip(data: Any, length_bits: int, is_reference: bool, sample: int) -> list[int]:
    """Every bit on fast; on the reference a sample drawn by hypothesis (`data` is st.data())."""
    if not is_reference:
        return list(range(length_bits))
    return data.draw(st.lists(st.integers(0, length_bits - 1), min_size=1, max_size=sample, unique=True))


# ---------------------------------------------------------------------------------------------
# Round trips
# ---------------------------------------------------------------------------------------------


def test_secretbox_round_trip(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=200, reference=25)
    @given(message=SHORT_MESSAGE, nonce=NONCE, key=KEY)
    def check(message: bytes, nonce: bytes, key: bytes) -> None:
        boxed = nacl.secretbox(message, nonce, key)
        assert len(boxed) == len(message) + nacl.secretbox.overhead_length
        assert nacl.secretbox.open(boxed, nonce, key) == message
        assert nacl.secretbox.open(bytearray(boxed), memoryview(nonce), bytearray(key)) == message

    check()


def test_box_round_trip(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=60, reference=2)
    @given(message=SHORT_MESSAGE, nonce=NONCE, alice_sk=KEY, bob_sk=KEY)
    def check(message: bytes, nonce: bytes, alice_sk: bytes, bob_sk: bytes) -> None:
        alice = nacl.box.keypair.from_secret_key(alice_sk)
        bob = nacl.box.keypair.from_secret_key(bob_sk)
        boxed = nacl.box(message, nonce, bob.public_key, alice.secret_key)
        assert nacl.box.open(boxed, nonce, alice.public_key, bob.secret_key) == message
        # Both sides derive the same shared key (X25519 is commutative).
        shared = nacl.box.before(bob.public_key, alice.secret_key)
        assert nacl.box.before(alice.public_key, bob.secret_key) == shared
        assert nacl.box.open.after(boxed, nonce, shared) == message

    check()


def test_sign_round_trip(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=60, reference=2)
    @given(message=SHORT_MESSAGE, seed=KEY)
    def check(message: bytes, seed: bytes) -> None:
        keys = nacl.sign.keypair.from_seed(seed)
        assert keys.secret_key == seed + keys.public_key
        signed = nacl.sign(message, keys.secret_key)
        assert signed[64:] == message
        assert nacl.sign.open(signed, keys.public_key) == message
        if not is_reference:  # the same core functions again
            assert nacl.sign.detached(message, keys.secret_key) == signed[:64]
            assert nacl.sign.detached.verify(message, signed[:64], keys.public_key) is True

    check()


# ---------------------------------------------------------------------------------------------
# Tampering is rejected
# ---------------------------------------------------------------------------------------------


def test_secretbox_every_bit_flip_rejected(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=20, reference=5)
    @given(message=st.binary(max_size=40), nonce=NONCE, key=KEY, data=st.data())
    def check(message: bytes, nonce: bytes, key: bytes, data: Any) -> None:
        boxed = nacl.secretbox(message, nonce, key)
        for bit in bits_to_flip(data, len(boxed) * 8, is_reference, sample=16):
            assert nacl.secretbox.open(flip_bit(boxed, bit), nonce, key) is None, f"box bit {bit}"
        for bit in data.draw(st.lists(st.integers(0, 191), min_size=1, max_size=4)):
            assert nacl.secretbox.open(boxed, flip_bit(nonce, bit), key) is None, f"nonce bit {bit}"
        for bit in data.draw(st.lists(st.integers(0, 255), min_size=1, max_size=4)):
            assert nacl.secretbox.open(boxed, nonce, flip_bit(key, bit)) is None, f"key bit {bit}"

    check()


def test_box_every_bit_flip_rejected(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=10, reference=1)
    @given(message=st.binary(max_size=40), nonce=NONCE, alice_sk=KEY, bob_sk=KEY, data=st.data())
    def check(message: bytes, nonce: bytes, alice_sk: bytes, bob_sk: bytes, data: Any) -> None:
        alice = nacl.box.keypair.from_secret_key(alice_sk)
        bob = nacl.box.keypair.from_secret_key(bob_sk)
        assume(alice.public_key != bob.public_key)
        boxed = nacl.box(message, nonce, bob.public_key, alice.secret_key)
        shared = nacl.box.before(alice.public_key, bob.secret_key)
        # Every bit through the precomputed key; a few through the full box.open.
        for bit in bits_to_flip(data, len(boxed) * 8, is_reference, sample=16):
            assert nacl.box.open.after(flip_bit(boxed, bit), nonce, shared) is None, f"box bit {bit}"
        bit = data.draw(st.integers(0, len(boxed) * 8 - 1))
        assert nacl.box.open(flip_bit(boxed, bit), nonce, alice.public_key, bob.secret_key) is None, bit
        # The wrong sender's key.
        assert nacl.box.open(boxed, nonce, bob.public_key, bob.secret_key) is None

    check()


def test_signed_message_every_bit_flip_rejected(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=4, reference=1)
    @given(message=st.binary(max_size=8), seed=KEY, data=st.data())
    def check(message: bytes, seed: bytes, data: Any) -> None:
        keys = nacl.sign.keypair.from_seed(seed)
        signed = nacl.sign(message, keys.secret_key)
        for bit in bits_to_flip(data, len(signed) * 8, is_reference, sample=4):
            assert nacl.sign.open(flip_bit(signed, bit), keys.public_key) is None, f"signed-message bit {bit}"

    check()


def test_signature_under_other_key_rejected(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=30, reference=1)
    @given(message=st.binary(max_size=64), seed=KEY, other_seed=KEY, bit=st.integers(0, 255))
    def check(message: bytes, seed: bytes, other_seed: bytes, bit: int) -> None:
        keys = nacl.sign.keypair.from_seed(seed)
        signature = nacl.sign.detached(message, keys.secret_key)
        other = nacl.sign.keypair.from_seed(other_seed if other_seed != seed else flip_bit(seed, 0))
        assert nacl.sign.detached.verify(message, signature, other.public_key) is False
        assert nacl.sign.detached.verify(message, signature, flip_bit(keys.public_key, bit)) is False

    check()


def test_secretbox_truncated_or_extended_rejected(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=100, reference=20)
    @given(
        message=st.binary(max_size=100),
        nonce=NONCE,
        key=KEY,
        cut=st.integers(1, 116),
        extra=st.binary(min_size=1, max_size=40),
    )
    def check(message: bytes, nonce: bytes, key: bytes, cut: int, extra: bytes) -> None:
        boxed = nacl.secretbox(message, nonce, key)
        truncated = boxed[: max(0, len(boxed) - cut)]
        assert nacl.secretbox.open(truncated, nonce, key) is None
        assert nacl.secretbox.open(boxed + extra, nonce, key) is None
        assert nacl.secretbox.open(extra + boxed, nonce, key) is None
        assert nacl.secretbox.open(boxed[:15], nonce, key) is None  # shorter than a tag
        assert nacl.secretbox.open(b"", nonce, key) is None

    check()


def test_signed_message_truncated_or_extended_rejected(nacl: types.ModuleType, is_reference: bool) -> None:
    @budget(is_reference, fast=30, reference=1)
    @given(message=st.binary(max_size=40), seed=KEY, cut=st.integers(1, 104), extra=st.binary(min_size=1, max_size=8))
    def check(message: bytes, seed: bytes, cut: int, extra: bytes) -> None:
        keys = nacl.sign.keypair.from_seed(seed)
        signed = nacl.sign(message, keys.secret_key)
        assert nacl.sign.open(signed[: max(0, len(signed) - cut)], keys.public_key) is None
        assert nacl.sign.open(signed + extra, keys.public_key) is None
        assert nacl.sign.open(signed[:63], keys.public_key) is None  # shorter than a signature

    check()


# ---------------------------------------------------------------------------------------------
# fast == reference
# ---------------------------------------------------------------------------------------------


def random_bytes_of(seed: int, length: int) -> bytes:
    """Bulk inputs from a seed: hypothesis draws the seed and length, not 64 KiB of bytes."""
    return random.Random(seed).randbytes(length)


SEEDS = st.integers(0, 2**64 - 1)


@agreement(60)
@given(length=LENGTHS, nonce=NONCE, key=KEY)
def test_agree_stream(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, nonce: bytes, key: bytes
) -> None:
    assert fast_nacl.lowlevel.crypto_stream(length, nonce, key) == ref_nacl.lowlevel.crypto_stream(length, nonce, key)


@agreement(60)
@given(length=LENGTHS, seed=SEEDS, nonce=NONCE, key=KEY)
def test_agree_stream_xor(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, seed: int, nonce: bytes, key: bytes
) -> None:
    message = random_bytes_of(seed, length)
    expected = ref_nacl.lowlevel.crypto_stream_xor(message, nonce, key)
    assert fast_nacl.lowlevel.crypto_stream_xor(message, nonce, key) == expected


@agreement(60)
@given(length=LENGTHS, nonce=st.binary(min_size=8, max_size=8), key=KEY)
def test_agree_stream_salsa20(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, nonce: bytes, key: bytes
) -> None:
    expected = ref_nacl.lowlevel.crypto_stream_salsa20(length, nonce, key)
    assert fast_nacl.lowlevel.crypto_stream_salsa20(length, nonce, key) == expected


@agreement(60)
@given(length=LENGTHS, seed=SEEDS, nonce=st.binary(min_size=8, max_size=8), key=KEY)
def test_agree_stream_salsa20_xor(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, seed: int, nonce: bytes, key: bytes
) -> None:
    message = random_bytes_of(seed, length)
    expected = ref_nacl.lowlevel.crypto_stream_salsa20_xor(message, nonce, key)
    assert fast_nacl.lowlevel.crypto_stream_salsa20_xor(message, nonce, key) == expected


@agreement(300)
@given(inp=st.binary(min_size=16, max_size=16), key=KEY, constant=st.binary(min_size=16, max_size=16))
def test_agree_core_salsa20_and_hsalsa20(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, inp: bytes, key: bytes, constant: bytes
) -> None:
    for name in ("crypto_core_salsa20", "crypto_core_hsalsa20"):
        fast: Callable[..., bytes] = getattr(fast_nacl.lowlevel, name)
        reference: Callable[..., bytes] = getattr(ref_nacl.lowlevel, name)
        assert fast(inp, key, constant) == reference(inp, key, constant), name


@agreement(150)
@given(
    length=LENGTHS,
    seed=SEEDS,
    key=st.one_of(KEY, st.sampled_from([b"\xff" * 32, bytes(32), b"\xff" * 16 + bytes(16), bytes(16) + b"\xff" * 16])),
    ones=st.booleans(),
)
def test_agree_onetimeauth(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, seed: int, key: bytes, ones: bool
) -> None:
    # All-ones messages push every limb and carry to its maximum.
    message = b"\xff" * length if ones else random_bytes_of(seed, length)
    tag = ref_nacl.lowlevel.crypto_onetimeauth(message, key)
    assert fast_nacl.lowlevel.crypto_onetimeauth(message, key) == tag
    assert fast_nacl.lowlevel.crypto_onetimeauth_verify(tag, message, key) is True
    assert fast_nacl.lowlevel.crypto_onetimeauth_verify(flip_bit(tag, seed % 128), message, key) is False


@agreement(60)
@given(length=LENGTHS, seed=SEEDS, nonce=NONCE, key=KEY)
def test_agree_secretbox(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, seed: int, nonce: bytes, key: bytes
) -> None:
    message = random_bytes_of(seed, length)
    boxed = ref_nacl.secretbox(message, nonce, key)
    assert fast_nacl.secretbox(message, nonce, key) == boxed
    assert fast_nacl.secretbox.open(boxed, nonce, key) == message
    forged = flip_bit(boxed, seed % (len(boxed) * 8))
    assert fast_nacl.secretbox.open(forged, nonce, key) is None
    assert ref_nacl.secretbox.open(forged, nonce, key) is None


@agreement(60)
@given(length=st.one_of(st.integers(0, 300), st.sampled_from([4095, 4096, 16384, 65537])), seed=SEEDS)
def test_agree_hash(ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, length: int, seed: int) -> None:
    message = random_bytes_of(seed, length)
    assert fast_nacl.hash(message) == ref_nacl.hash(message)


@agreement(16, shrink=False)
@given(scalar=KEY, point=KEY)
def test_agree_scalarmult(ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, scalar: bytes, point: bytes) -> None:
    # Any 32 bytes, including non-canonical and small-order u: both follow TweetNaCl.
    assert fast_nacl.scalarmult(scalar, point) == ref_nacl.scalarmult(scalar, point)
    assert fast_nacl.scalarmult.base(scalar) == ref_nacl.scalarmult.base(scalar)


@agreement(8, shrink=False)
@given(their_public_key=KEY, my_secret_key=KEY)
def test_agree_box_before(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, their_public_key: bytes, my_secret_key: bytes
) -> None:
    assert fast_nacl.box.before(their_public_key, my_secret_key) == ref_nacl.box.before(their_public_key, my_secret_key)


@agreement(10, shrink=False)
@given(seed=KEY, message=st.binary(max_size=300))
def test_agree_sign(ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, seed: bytes, message: bytes) -> None:
    keys = ref_nacl.sign.keypair.from_seed(seed)
    assert fast_nacl.sign.keypair.from_seed(seed) == keys
    signature = ref_nacl.sign.detached(message, keys.secret_key)
    assert fast_nacl.sign.detached(message, keys.secret_key) == signature
    assert fast_nacl.sign.detached.verify(message, signature, keys.public_key) is True


@agreement(10, shrink=False)
@given(public_key=KEY, signature=st.binary(min_size=64, max_size=64), message=st.binary(max_size=64))
def test_agree_verify_on_arbitrary_bytes(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, public_key: bytes, signature: bytes, message: bytes
) -> None:
    # Random public keys often do not decode; random signatures never verify: both must say False, not raise.
    expected = ref_nacl.sign.detached.verify(message, signature, public_key)
    assert fast_nacl.sign.detached.verify(message, signature, public_key) == expected


@agreement(200)
@given(x=st.binary(min_size=32, max_size=32), y=st.binary(min_size=32, max_size=32), equal=st.booleans())
def test_agree_verify_16_32(
    ref_nacl: types.ModuleType, fast_nacl: types.ModuleType, x: bytes, y: bytes, equal: bool
) -> None:
    if equal:
        y = x
    for name, size in (("crypto_verify_16", 16), ("crypto_verify_32", 32)):
        expected = x[:size] == y[:size]
        assert getattr(ref_nacl.lowlevel, name)(x[:size], y[:size]) is expected
        assert getattr(fast_nacl.lowlevel, name)(x[:size], y[:size]) is expected
