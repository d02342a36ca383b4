"""PyPy's machine-word kernels for Salsa20 (`salsa20_words`), secretbox, the ChaCha20-Poly1305 AEADs' one pass
(`chacha20_words`) and Poly1305 (`poly1305_limbs`), on every interpreter: the same bytes as libsodium (PyNaCl),
`cryptography` and the TweetNaCl port, through both kernels (fixtures that force each), and every intermediate below
2^63 (the kernels run on ints that check each result)."""

from __future__ import annotations

import random
import struct
from array import array
from typing import Any, Callable

import nacl.bindings
import pytest
from cryptography.hazmat.primitives.poly1305 import Poly1305
from nonnegative import Bounded63

from tweetnacl.fast.aead import chacha20poly1305 as chacha_aead
from tweetnacl.fast.aead import xsalsa20poly1305 as secretbox
from tweetnacl.fast.mac import poly1305, poly1305_limbs
from tweetnacl.fast.stream import arx, chacha20, chacha20_words, salsa20, salsa20_words
from tweetnacl.fast.stream.blocks import WORD_TYPE
from tweetnacl.reference import core as reference

LENGTHS = [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1000, 1024, 4095, 65537]
CLAMPED_MAX = 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF


@pytest.fixture(params=[False, True], ids=["cpython-kernels", "pypy-kernels"])
def kernels(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both kernel sets, whichever this interpreter chose at import (PyPy: the word kernels)."""
    monkeypatch.setattr(arx, "WORD_LOOP", request.param)
    monkeypatch.setattr(poly1305, "LIMBS", request.param)
    return bool(request.param)


def _random(rng: random.Random, size: int) -> bytes:
    return bytes(rng.getrandbits(8) for _ in range(size))


@pytest.mark.parametrize("length", LENGTHS)
def test_streams_and_secretbox_against_libsodium(length: int, kernels: bool) -> None:
    rng = random.Random(length)
    k, n, m = _random(rng, 32), _random(rng, 24), _random(rng, length)
    assert salsa20.crypto_stream_xor(m, n, k) == reference.crypto_stream_xor(m, n, k)
    assert salsa20.crypto_stream(length, n, k) == reference.crypto_stream(length, n, k)
    assert salsa20.crypto_stream_salsa20_xor(m, n[:8], k) == reference.crypto_stream_salsa20_xor(m, n[:8], k)
    box = secretbox.crypto_secretbox(m, n, k)
    assert box == nacl.bindings.crypto_secretbox(m, n, k)
    assert secretbox.crypto_secretbox_open(box, n, k) == m
    for position in {0, 15, min(16, len(box) - 1), len(box) - 1}:
        tampered = bytearray(box)
        tampered[position] ^= 0x40
        assert secretbox.crypto_secretbox_open(bytes(tampered), n, k) is None


@pytest.mark.parametrize("seed", range(8))
def test_hsalsa20_against_reference(seed: int, kernels: bool) -> None:
    rng = random.Random(seed)
    inp, k = _random(rng, 16), _random(rng, 32)
    constant = b"expand 32-byte k" if seed % 2 else _random(rng, 16)
    assert salsa20.crypto_core_hsalsa20(inp, k, constant) == reference.crypto_core_hsalsa20(inp, k, constant)


@pytest.mark.parametrize("length", [*LENGTHS, 2**20 + 3])
def test_onetimeauth_against_cryptography(length: int, kernels: bool) -> None:
    rng = random.Random(length + 1)
    m = _random(rng, length)
    for k in (_random(rng, 32), b"\xff" * 32, bytes(32), CLAMPED_MAX.to_bytes(16, "little") + b"\xff" * 16):
        assert poly1305.crypto_onetimeauth(m, k) == Poly1305.generate_tag(k, m)
        assert poly1305.crypto_onetimeauth(b"\xff" * length, k) == Poly1305.generate_tag(k, b"\xff" * length)
    cut = 16 * (length // 32)
    k = _random(rng, 32)
    assert poly1305.tag_of_pieces([m[:cut], m[cut:]], k) == Poly1305.generate_tag(k, m)
    assert poly1305.tag_of(b"xx" + m + b"yyy", 2, k, 2 + length) == Poly1305.generate_tag(k, m)


def test_final_reduction_on_both_sides_of_p() -> None:
    """h just below, at and just above p = 2^130 - 5 before the final reduction: messages whose tag under r = 1
    (h = the message's blocks summed, each plus 2^128) land there, against `cryptography`."""
    key_r1 = (1).to_bytes(16, "little") + bytes(range(16))
    for high in range(2**130 - 5 - 3, 2**130 - 5 + 4):
        # two blocks: h = (2^128 - 1 + 2^128) + (c + 2^128) = high
        blocks = (2**128 - 1).to_bytes(16, "little") + (high - 3 * 2**128 + 1).to_bytes(16, "little")
        assert poly1305_limbs.tag(blocks, 0, 32, key_r1) == Poly1305.generate_tag(key_r1, blocks)


def test_secretbox_open_words_authenticates_before_decrypting(monkeypatch: pytest.MonkeyPatch) -> None:
    """On the word path a wrong tag stops open after block 0 (the Poly1305 key): no further keystream."""
    monkeypatch.setattr(arx, "WORD_LOOP", True)
    k, n = bytes(range(32)), bytes(range(24))
    box = bytearray(secretbox.crypto_secretbox(b"attack at dawn" * 100, n, k))
    box[3] ^= 1
    calls: list[tuple[int, int]] = []
    kernel = salsa20_words.xor_blocks

    def spy(words: array[int], start: int, stop: int, state: list[int]) -> None:
        calls.append((start, stop))
        kernel(words, start, stop, state)

    monkeypatch.setattr(salsa20_words, "xor_blocks", spy)
    assert secretbox.crypto_secretbox_open(bytes(box), n, k) is None
    assert calls == [(0, 16), (0, 16)]  # HSalsa20's block and block 0, nothing more


# -- bounds: every intermediate below 2^63 (PyPy: no big int) -------------------------------------------


def test_salsa20_kernel_stays_below_2_63() -> None:
    """The kernel on words that check every result, for the extreme states (all words 2^32 - 1, all zero)
    and a random one, three blocks with the counter crossing 2^32: same words as on plain ints."""
    rng = random.Random(63)
    for state in ([0xFFFFFFFF] * 16, [0] * 16, [rng.getrandbits(32) for _ in range(16)]):
        state[8], state[9] = 0xFFFFFFFF, 0
        plain = array(WORD_TYPE, b"\xff" * 192)
        salsa20_words.xor_blocks(plain, 0, 48, state)
        checked = array(WORD_TYPE, b"\xff" * 192)
        salsa20_words.xor_blocks(checked, 0, 48, [Bounded63(word) for word in state])
        assert checked == plain


class _CheckedWords:
    """A struct.Struct("<4I") whose unpacked words check every result (`Bounded63`)."""

    def __init__(self) -> None:
        self.plain = struct.Struct("<4I")

    def unpack_from(self, data: bytes, offset: int = 0) -> tuple[int, ...]:
        return tuple(Bounded63(word) for word in self.plain.unpack_from(data, offset))

    def pack(self, *words: int) -> bytes:
        return self.plain.pack(*words)


@pytest.mark.parametrize("length", [0, 1, 15, 16, 17, 64, 1000])
def test_poly1305_limbs_stay_below_2_63(length: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Largest clamped r, all-ones blocks (the largest limb sums and products), the largest s and a random key,
    on words that check every result: the same tags as `cryptography`."""
    monkeypatch.setattr(poly1305_limbs, "_WORDS4", _CheckedWords())
    rng = random.Random(length)
    for k in (CLAMPED_MAX.to_bytes(16, "little") + b"\xff" * 16, b"\xff" * 32, _random(rng, 32)):
        for m in (b"\xff" * length, _random(rng, length)):
            assert poly1305_limbs.tag(m, 0, length, k) == Poly1305.generate_tag(k, m)


# -- the ChaCha20-Poly1305 AEADs' one pass (PyPy: arx.WORD_LOOP) ----------------------------------------------

AEAD_LENGTHS = [0, 1, 15, 16, 17, 47, 48, 49, 63, 64, 65, 127, 128, 129, 1000, 4095, 5000]  # 5000: a view (`machine_words.part`)
AD_LENGTHS = [0, 1, 15, 16, 17, 40]


def _aeads() -> list[tuple[str, int, Callable[..., Any], Callable[..., Any], Callable[..., Any], Callable[..., Any]]]:
    """(name, nonce bytes, our encrypt, our decrypt, our detached encrypt, libsodium's encrypt) of each AEAD."""
    return [
        (name, size, getattr(chacha_aead, f"crypto_aead_{name}_encrypt"), getattr(chacha_aead, f"crypto_aead_{name}_decrypt"),
         getattr(chacha_aead, f"crypto_aead_{name}_encrypt_detached"), getattr(nacl.bindings, f"crypto_aead_{name}_encrypt"))
        for name, size in (("chacha20poly1305_ietf", 12), ("xchacha20poly1305_ietf", 24), ("chacha20poly1305", 8))
    ]


@pytest.mark.parametrize("length", AEAD_LENGTHS)
def test_chacha20poly1305_aeads_against_libsodium(length: int, kernels: bool) -> None:
    rng = random.Random(length + 7)
    for name, nonce_size, encrypt, decrypt, encrypt_detached, sodium_encrypt in _aeads():
        for ad_length in AD_LENGTHS:
            k, n, m, ad = _random(rng, 32), _random(rng, nonce_size), _random(rng, length), _random(rng, ad_length)
            c = encrypt(m, ad, n, k)
            assert c == sodium_encrypt(m, ad, n, k), (name, ad_length)
            assert encrypt_detached(m, ad, n, k) == (c[:-16], c[-16:])
            assert decrypt(c, ad, n, k) == m
            decrypt_detached = getattr(chacha_aead, f"crypto_aead_{name}_decrypt_detached")
            assert decrypt_detached(c[:-16], c[-16:], ad, n, k) == m
            for position in {0, len(c) // 2, len(c) - 1}:
                tampered = bytearray(c)
                tampered[position] ^= 0x08
                assert decrypt(bytes(tampered), ad, n, k) is None
            assert decrypt(c, ad + b"x", n, k) is None
            assert decrypt(c[:15], ad, n, k) is None


def test_chacha20poly1305_ietf_counter_bound_on_the_word_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The one pass checks the 32-bit counter as the batches do (`blocks.check_counter`): a message past 2^32 - 1
    blocks is refused before any work (shown with a bound lowered to 2 blocks: block 0 and one of message)."""
    monkeypatch.setattr(arx, "WORD_LOOP", True)
    monkeypatch.setattr(chacha_aead, "check_counter", _counter_check_below(2))
    k, n = bytes(32), bytes(12)
    assert chacha_aead.crypto_aead_chacha20poly1305_ietf_encrypt(bytes(64), b"", n, k) == (
        nacl.bindings.crypto_aead_chacha20poly1305_ietf_encrypt(bytes(64), b"", n, k))
    with pytest.raises(ValueError, match="counter would wrap"):
        chacha_aead.crypto_aead_chacha20poly1305_ietf_encrypt(bytes(65), b"", n, k)


def _counter_check_below(limit: int) -> Callable[[arx.LaneCipher, int, int], None]:
    def check(cipher: arx.LaneCipher, first_block: int, count: int) -> None:
        if len(cipher.counter_words) == 1 and first_block + count > limit:
            raise ValueError(f"{cipher.name}: the 32-bit block counter would wrap")

    return check


@pytest.mark.parametrize("ietf", [True, False], ids=["ietf", "original"])
def test_chacha20poly1305_open_words_authenticates_before_decrypting(ietf: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """On the word path a wrong tag stops decryption after block 0 (the Poly1305 key): no further keystream; a right
    one makes blocks 1.. in one more pass."""
    monkeypatch.setattr(arx, "WORD_LOOP", True)
    name = "chacha20poly1305_ietf" if ietf else "chacha20poly1305"
    encrypt, decrypt = (getattr(chacha_aead, f"crypto_aead_{name}_{what}") for what in ("encrypt", "decrypt"))
    k, n, m = bytes(range(32)), bytes(range(12 if ietf else 8)), b"attack at dawn" * 10
    c = encrypt(m, b"ad", n, k)
    calls: list[tuple[int, int]] = []
    cipher = chacha20.CHACHA20_IETF if ietf else chacha20.CHACHA20
    kernel = chacha20_words.xor_blocks_ietf if ietf else chacha20_words.xor_blocks

    def spy(words: array[int], start: int, stop: int, state: list[int]) -> None:
        calls.append((start, stop))
        kernel(words, start, stop, state)

    monkeypatch.setattr(cipher, "xor_blocks", spy)
    forged = bytearray(c)
    forged[3] ^= 1
    assert decrypt(bytes(forged), b"ad", n, k) is None
    assert calls == [(0, 16)]
    calls.clear()
    assert decrypt(c, b"ad", n, k) == m
    assert calls == [(0, 16), (16, 16 * 4)]  # 140 bytes: blocks 1..3
    calls.clear()
    assert encrypt(m, b"ad", n, k) == c and calls == [(0, 16 * 4)]  # one pass


@pytest.mark.parametrize("length", [0, 1, 15, 16, 17, 64, 100])
def test_poly1305_limbs_tag_of_padded_against_cryptography(length: int) -> None:
    rng = random.Random(length + 3)
    k = _random(rng, 32)
    parts = [_random(rng, length), _random(rng, 33 - length % 16), b"", _random(rng, 16)]
    padded = b"".join(part + bytes(-len(part) % 16) for part in parts)
    framed = [(b"<" + part + b">>", 1, 1 + len(part)) for part in parts]
    assert poly1305_limbs.tag_of_padded(framed, k) == Poly1305.generate_tag(k, padded)
    assert poly1305_limbs.tag_of_padded([(memoryview(b"".join(parts)), 0, len(parts[0]))], k) == (
        Poly1305.generate_tag(k, parts[0] + bytes(-length % 16)))
