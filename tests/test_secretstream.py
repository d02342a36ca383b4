"""crypto_secretstream_xchacha20poly1305 (fast.aead.secretstream) against libsodium through PyNaCl.

Streams pushed here are pulled by libsodium and the other way, in random chunkings with every tag and
random additional data (hypothesis); after every message the 52-byte states are compared byte for byte
with libsodium's (read from its cffi state buffer). Tampered, truncated, reordered, replayed and
cross-stream messages are rejected and leave the state unchanged; explicit rekeys, the REKEY tag and the
automatic rekey when the 32-bit counter wraps (set up by writing the counter into both states) give the
same bytes as libsodium.
"""

from __future__ import annotations

import random

import nacl.bindings as sodium
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from nacl._sodium import ffi

from tweetnacl.fast.stream import arx
from tweetnacl.fast.aead import secretstream as ss

TAGS = [ss.TAG_MESSAGE, ss.TAG_PUSH, ss.TAG_REKEY, ss.TAG_FINAL]


def sodium_state_bytes(state: sodium.crypto_secretstream_xchacha20poly1305_state) -> bytes:
    return ffi.buffer(state.statebuf)[:]


def set_sodium_state(state: sodium.crypto_secretstream_xchacha20poly1305_state, raw: bytes) -> None:
    for index, byte in enumerate(raw):
        state.statebuf[index] = byte


def test_constants_are_libsodiums() -> None:
    assert ss.KEYBYTES == sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES
    assert ss.HEADERBYTES == sodium.crypto_secretstream_xchacha20poly1305_HEADERBYTES
    assert ss.ABYTES == sodium.crypto_secretstream_xchacha20poly1305_ABYTES
    assert ss.STATEBYTES == sodium.crypto_secretstream_xchacha20poly1305_STATEBYTES
    assert TAGS == [sodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE, sodium.crypto_secretstream_xchacha20poly1305_TAG_PUSH,
                    sodium.crypto_secretstream_xchacha20poly1305_TAG_REKEY, sodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL]


chunk = st.tuples(
    st.binary(max_size=300) | st.integers(min_value=0, max_value=70000).map(lambda n: bytes(range(256)) * (n // 256) + bytes(n % 256)),
    st.one_of(st.just(b""), st.binary(max_size=40)),
    st.sampled_from(TAGS),
    st.booleans(),  # rekey explicitly after this chunk
)


@settings(max_examples=25, deadline=None)
@given(st.binary(min_size=32, max_size=32), st.binary(min_size=24, max_size=24), st.lists(chunk, max_size=8))
def test_pushed_here_pulled_by_libsodium(key: bytes, header: bytes, chunks: list[tuple[bytes, bytes, int, bool]]) -> None:
    ours = bytearray(ss.STATEBYTES)
    ss.init_push(ours, key, header)
    theirs = sodium.crypto_secretstream_xchacha20poly1305_state()
    sodium.crypto_secretstream_xchacha20poly1305_init_pull(theirs, header, key)
    assert bytes(ours) == sodium_state_bytes(theirs)
    for message, ad, tag, rekey in chunks:
        ciphertext = ss.push(ours, message, ad, tag)
        assert len(ciphertext) == len(message) + ss.ABYTES
        assert sodium.crypto_secretstream_xchacha20poly1305_pull(theirs, ciphertext, ad or None) == (message, tag)
        if rekey:
            ss.rekey(ours)
            sodium.crypto_secretstream_xchacha20poly1305_rekey(theirs)
        assert bytes(ours) == sodium_state_bytes(theirs)


@settings(max_examples=25, deadline=None)
@given(st.binary(min_size=32, max_size=32), st.lists(chunk, max_size=8), st.randoms(use_true_random=False))
def test_pushed_by_libsodium_pulled_here(key: bytes, chunks: list[tuple[bytes, bytes, int, bool]], rng: random.Random) -> None:
    theirs = sodium.crypto_secretstream_xchacha20poly1305_state()
    header = sodium.crypto_secretstream_xchacha20poly1305_init_push(theirs, key)
    ours = bytearray(ss.STATEBYTES)
    ss.init_pull(ours, header, key)
    previous: bytes | None = None
    for message, ad, tag, rekey in chunks:
        ciphertext = sodium.crypto_secretstream_xchacha20poly1305_push(theirs, message, ad or None, tag)
        before = bytes(ours)
        tampered = bytearray(ciphertext)
        tampered[rng.randrange(len(tampered))] ^= 1 << rng.randrange(8)
        for forged in (bytes(tampered), ciphertext[:-1], ciphertext + b"\x00", ciphertext[: rng.randrange(ss.ABYTES)]):
            assert ss.pull(ours, forged, ad) is None
        assert ss.pull(ours, ciphertext, ad + b"x") is None
        if previous is not None:
            assert ss.pull(ours, previous, ad) is None  # replayed
        assert bytes(ours) == before  # failures leave the state as it was
        assert ss.pull(ours, ciphertext, ad) == (message, tag)
        if rekey:
            sodium.crypto_secretstream_xchacha20poly1305_rekey(theirs)
            ss.rekey(ours)
        assert bytes(ours) == sodium_state_bytes(theirs)
        previous = ciphertext


def test_reordered_messages_are_rejected() -> None:
    key = bytes(range(32))
    theirs = sodium.crypto_secretstream_xchacha20poly1305_state()
    header = sodium.crypto_secretstream_xchacha20poly1305_init_push(theirs, key)
    first = sodium.crypto_secretstream_xchacha20poly1305_push(theirs, b"first")
    second = sodium.crypto_secretstream_xchacha20poly1305_push(theirs, b"second")
    ours = bytearray(ss.STATEBYTES)
    ss.init_pull(ours, header, key)
    assert ss.pull(ours, second, b"") is None
    assert ss.pull(ours, first, b"") == (b"first", 0)
    assert ss.pull(ours, second, b"") == (b"second", 0)
    other = bytearray(ss.STATEBYTES)
    ss.init_pull(other, bytes(24), key)  # another stream under the same key
    assert ss.pull(other, first, b"") is None


@pytest.mark.parametrize("counter", [0xFFFFFFFF, 0xFFFFFFFE, 2**30 - 1, 0x00FFFFFF])
@pytest.mark.parametrize("direction", ["push here", "push in libsodium"])
def test_counter_wrap_rekeys_like_libsodium(counter: int, direction: str) -> None:
    """The 4-byte counter wraps to 0 after message 2^32 - 1 of one key: both sides then rekey. The counter is
    incremented on a guarded int: the carries across 2^30 (a CPython digit) and into the top byte match too."""
    key, header = bytes(range(40, 72)), bytes(range(24))
    ours = bytearray(ss.STATEBYTES)
    ss.init_push(ours, key, header)
    ours[32:36] = counter.to_bytes(4, "little")
    theirs = sodium.crypto_secretstream_xchacha20poly1305_state()
    sodium.crypto_secretstream_xchacha20poly1305_init_pull(theirs, header, key)
    set_sodium_state(theirs, bytes(ours))
    for index in range(3):
        message = bytes([index]) * (100 + index)
        if direction == "push here":
            ciphertext = ss.push(ours, message, b"ad", ss.TAG_MESSAGE)
            assert sodium.crypto_secretstream_xchacha20poly1305_pull(theirs, ciphertext, b"ad") == (message, 0)
        else:
            pusher = sodium.crypto_secretstream_xchacha20poly1305_state()
            set_sodium_state(pusher, sodium_state_bytes(theirs))
            ciphertext = sodium.crypto_secretstream_xchacha20poly1305_push(pusher, message, b"ad")
            assert ss.pull(ours, ciphertext, b"ad") == (message, 0)
            sodium.crypto_secretstream_xchacha20poly1305_pull(theirs, ciphertext, b"ad")
        assert bytes(ours) == sodium_state_bytes(theirs)
    assert ours[32:36] != bytes(4)  # after the wrap, a rekey reset the counter to 1 and counting went on


@pytest.mark.parametrize("tag", [ss.TAG_MESSAGE, ss.TAG_REKEY])
def test_state_update_int_shapes_do_not_depend_on_the_state(tag: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a message the state is updated by XORs (inonce ^= mac, and on rekey key and inonce ^= keystream), a
    counter increment and, on the REKEY tag, a rekey: every int operation has the same operand digit counts whether
    the state (its counter 0 or 2^32 - 2), the MAC and rekey's keystream are all zero bytes or all 0xff (both XOR
    operands and the counter carry a guard byte; fails with any of the three guards dropped)."""
    from nonnegative import operand_digits_copy

    runs = []
    for fill in (0x00, 0xFF):
        monkeypatch.setattr(arx, "keystream", lambda cipher, words, length: bytes([fill]) * length)
        record: list[tuple[str, int, int]] = []
        state = bytearray([fill]) * ss.STATEBYTES
        state[32:36] = (fill * 0x01010101 - (fill >> 7)).to_bytes(4, "little")  # 0 or 2^32 - 2: no wrap, no rekey
        operand_digits_copy(ss._advance, record, ss._xor_into, ss.rekey)(state, bytes([fill]) * 16, tag)
        runs.append(record)
    assert len(runs[0]) >= 5 and runs[0] == runs[1]


def test_large_chunks_cross_the_bitsliced_path() -> None:
    """Chunks past BITSLICED_FROM blocks and past one bitsliced batch, both directions."""
    key = bytes(range(32))
    ours = bytearray(ss.STATEBYTES)
    header = bytes(range(100, 124))
    ss.init_push(ours, key, header)
    theirs = sodium.crypto_secretstream_xchacha20poly1305_state()
    sodium.crypto_secretstream_xchacha20poly1305_init_pull(theirs, header, key)
    for length in (64 * arx.BITSLICED_FROM - 128, 64 * arx.MAX_BITSLICED_BLOCKS + 3):
        message = random.Random(length).randbytes(length)
        ciphertext = ss.push(ours, message, b"", ss.TAG_PUSH)
        assert sodium.crypto_secretstream_xchacha20poly1305_pull(theirs, ciphertext, None) == (message, ss.TAG_PUSH)
        assert bytes(ours) == sodium_state_bytes(theirs)


def test_every_tag_byte_value_round_trips() -> None:
    """libsodium takes any tag byte; only the REKEY bit changes the state's evolution."""
    key, header = bytes(32), bytes(24)
    ours = bytearray(ss.STATEBYTES)
    ss.init_push(ours, key, header)
    theirs = sodium.crypto_secretstream_xchacha20poly1305_state()
    sodium.crypto_secretstream_xchacha20poly1305_init_pull(theirs, header, key)
    for tag in range(256):
        ciphertext = ss.push(ours, b"m", b"", tag)
        assert sodium.crypto_secretstream_xchacha20poly1305_pull(theirs, ciphertext, None) == (b"m", tag)
    assert bytes(ours) == sodium_state_bytes(theirs)
