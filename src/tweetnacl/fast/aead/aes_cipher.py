"""AES-128 and AES-256 (FIPS-197: Nk = 4, Nr = 10; Nk = 8, Nr = 14) on the bit-sliced round of `fast.aead.aes`.

KeyExpansion (section 5.2) bit-sliced on a one-block layout (`expand_key`, for 16- and 32-byte keys), the Cipher
(5.1) of many independent blocks in one pass (`block_encryptor`, `keyed_block_encryptor` for several keys in one
pass), which `tweetnacl.fast.aead.aesgcm` uses for GCM's counter blocks and `tweetnacl.fast.ipcrypt` for IPCrypt,
and the InvCipher (5.3, `block_decryptor`) on the same circuit. Timing: as `fast.aead.aes` (no branch, index or
loop count on key or block data; anchors fix every int's size).
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Callable, Sequence
from functools import lru_cache

from tweetnacl.fast.aead.aes import ANCHOR_SLOTS, Bitsliced, BytesLike, sub_bytes_planes
from tweetnacl.fast.aead.aes_words import block_decryptor_words, block_encryptor_words, expand_key_words
from tweetnacl.fast.jit import allow_long_traces

__all__ = [
    "ROUNDS",
    "ROUNDS_128",
    "WORDS",
    "block_decryptor",
    "block_encryptor",
    "block_planes",
    "expand_key",
    "keyed_block_encryptor",
]


# --- AES-256 (FIPS-197 with Nk = 8, Nr = 14): the key schedule and many blocks per pass ---------------------

ROUNDS = 14
"""Nr for a 256-bit key (FIPS-197 section 5, figure 4)."""

ROUNDS_128 = 10
"""Nr for a 128-bit key (FIPS-197 section 5, figure 4)."""

WORDS = sys.implementation.name == "pypy"
"""Whether `expand_key`, `keyed_block_encryptor` and `block_decryptor` run on machine words (`aes_words`, PyPy: its big ints are slow, its machine
ints native) rather than on the one-int layout of `aes.Bitsliced` (CPython). Tests force either."""
if WORDS:
    allow_long_traces()  # a round is ~3,000 recorded operations: with PyPy's default the S-box loop ran 10x slower

_KEY_MARKER = 0x80
"""Top byte of every frame that holds key or block bytes (see `Bitsliced.frames`): the ints read from them have
a size that does not depend on those bytes."""

_ROUND_KEY_ANCHORS = hashlib.shake_256(b"tweetnacl.fast.aes round key anchors").digest(8 * 2 * ANCHOR_SLOTS)
"""The anchor slots of every broadcast round key (`Bitsliced.broadcast`), plane j in bytes [8j, 8j + 8): public and
random-looking, and different from `aes.ANCHOR_BLOCKS`, so that the XOR of a round key into a state keeps public
bits at the top of its anchors (equal anchors would cancel)."""

_KEY_LAYOUT = Bitsliced(1)


def _rcon_planes(layout: Bitsliced) -> list[int]:
    """Rcon[i] (FIPS-197 5.2: x^(i-1) in GF(2^8), i = 1..10) as bit planes of byte 0 of slot 0."""
    values, value = [], 1
    for _ in range(10):
        values.append(sum(1 << (layout.plane_bits * j) for j in range(8) if value >> j & 1))
        value = (value << 1) ^ (0x11B if value & 0x80 else 0)
    return values


_RCON = _rcon_planes(_KEY_LAYOUT)


def _planes_of(x: int) -> bytes:
    """The block in slot 0 of a one-block frame as its 8 bit planes of 2 bytes (`Bitsliced.broadcast`'s format)."""
    layout = _KEY_LAYOUT
    frame = x.to_bytes(layout.frame_bytes, "little")
    return b"".join(frame[j * layout.plane_bytes : j * layout.plane_bytes + 2] for j in range(8))


def block_planes(block: bytes) -> bytes:
    """A 16-byte block in the round keys' format (`expand_key`): a key-like block to XOR into round keys (the
    KIASU-BC tweak of `tweetnacl.fast.ipcrypt`). One transposition; the block may be secret."""
    return _planes_of(_KEY_LAYOUT.frame_int(block, (0,), _KEY_MARKER) | _KEY_LAYOUT.anchor_state)


def expand_key(key: bytes) -> list[bytes]:
    """KeyExpansion (FIPS-197 5.2) of a 16- or 32-byte key (AES-128 or AES-256; the public length decides),
    bit-sliced on a one-block layout (the S-box circuit for SubWord; RotWord, the Rcon and the column XORs by
    masks and shifts): the Nr + 1 round keys, each as its 8 bit planes of 2 bytes (plane j in bytes 2j, 2j + 1:
    `Bitsliced.broadcast`'s input).

    With Nk / 4 = h key halves (1 or 2), round key r >= h is w[4r..4r+3] with w[i] = w[i-Nk] ^ temp: the XOR of
    round key r - h's columns up to each column (a prefix XOR), each XORed with temp =
    SubWord(RotWord(w[4r-1])) ^ Rcon[r/h] (r a multiple of h) or SubWord(w[4r-1]) (AES-256, r odd), w[4r-1]
    being round key r - 1's last column. On PyPy (WORDS) the same on machine words, `aes_words.expand_key_words`."""
    if WORDS:
        return expand_key_words(key)
    layout = _KEY_LAYOUT
    width, plane = layout.plane_bits, layout.plane_mask
    frame_mask = (1 << (8 * width)) - 1
    col0, cols123, cols23 = layout.byte_mask(range(4), (0,)), layout.byte_mask(range(4), (1, 2, 3)), layout.byte_mask(
        range(4), (2, 3)
    )
    rows012_col0, row3_col0 = layout.byte_mask((0, 1, 2), (0,)), layout.byte_mask((3,), (0,))
    c63 = layout.sbox_constant
    halves = len(key) // 16
    rounds = ROUNDS if halves == 2 else ROUNDS_128
    keys = [layout.frame_int(key[16 * h : 16 * h + 16], (0,), _KEY_MARKER) | layout.anchor_state for h in range(halves)]
    for r in range(halves, rounds + 1):
        previous, base = keys[-1], keys[-halves]
        planes = sub_bytes_planes(*(previous >> (width * j) & plane for j in range(8)))
        s = sum(p << (width * j) for j, p in enumerate(planes)) ^ c63
        if r % halves == 0:  # column 3 to column 0, rotated up by one row (row r from row r + 1), and Rcon
            temp = ((s >> 13 & rows012_col0) | (s >> 9 & row3_col0)) ^ _RCON[r // halves - 1]
        else:
            temp = s >> 12 & col0
        temp ^= temp << 4  # temp into every column
        temp ^= temp << 8
        prefix = base ^ (base << 4 & cols123)
        prefix ^= prefix << 8 & cols23
        keys.append((prefix ^ temp) & frame_mask)
    return [_planes_of(x) for x in keys]


@lru_cache(maxsize=32)
def _cipher_layout(slots: int) -> tuple[Bitsliced, Callable[[int], int], Callable[[int], int]]:
    """The layout of `slots` blocks and its round closures (their masks take a while to build; public)."""
    layout = Bitsliced(slots)
    return layout, layout.sub_shift_function(), layout.mix_function(by_shifts=True)


def keyed_block_encryptor(schedules: Sequence[Sequence[bytes]], slots: int) -> Callable[[BytesLike], bytes]:
    """The AES Cipher (FIPS-197 5.1; AES-128 or AES-256 after the schedules' length, Nr + 1 round keys from
    `expand_key`) of `slots` 16-byte blocks at once (the function's argument: exactly 16 * slots bytes), on one
    bit-sliced int: every gate of the round's circuit acts on all blocks. The slots are len(schedules) equal
    consecutive groups, group g under schedules[g] (one round key int holds them all: `Bitsliced.spread`).
    Rounds 1..Nr-1 are SubBytes, ShiftRows, MixColumns, AddRoundKey; round Nr omits MixColumns (5.1). The
    S-box's 0x63, left out of the circuit, is folded into round keys 1..Nr (ShiftRows and MixColumns map it to
    itself). On PyPy (WORDS) the same Cipher on machine words, `aes_words.block_encryptor_words`."""
    if WORDS:
        return block_encryptor_words(schedules, slots)
    layout, sub_shift, mix = _cipher_layout(slots)
    c63 = layout.sbox_constant
    rounds = len(schedules[0]) - 1
    keys = [
        layout.spread([schedule[r] for schedule in schedules], _ROUND_KEY_ANCHORS) ^ (c63 if r else 0)
        for r in range(rounds + 1)
    ]
    first, middle, last = keys[0], keys[1:rounds], keys[rounds]
    anchors = layout.anchor_state

    def encrypt(blocks: BytesLike) -> bytes:
        x = (layout.pack(blocks, _KEY_MARKER) | anchors) ^ first
        for key in middle:
            x = mix(sub_shift(x)) ^ key
        return layout.unpack(sub_shift(x) ^ last)

    return encrypt


def block_encryptor(round_keys: Sequence[bytes], slots: int) -> Callable[[BytesLike], bytes]:
    """`keyed_block_encryptor` with one key for all `slots` blocks."""
    return keyed_block_encryptor([round_keys], slots)


@lru_cache(maxsize=8)
def _inverse_layout(slots: int) -> tuple[Bitsliced, Callable[[int], int], Callable[[int], int]]:
    """The layout of `slots` blocks and its inverse round closures (public, as `_cipher_layout`)."""
    layout = Bitsliced(slots)
    return layout, layout.inv_sub_shift_function(), layout.inv_mix_function()


def block_decryptor(round_keys: Sequence[bytes], slots: int) -> Callable[[BytesLike], bytes]:
    """The AES InvCipher (FIPS-197 5.3) of `slots` blocks at once under the round keys of `expand_key` (any
    round keys: AddRoundKey takes them as they are, so a tweaked schedule works too): the state is XORed with
    round key Nr, then rounds Nr-1..1 are InvShiftRows, InvSubBytes, AddRoundKey, InvMixColumns, and the last
    InvShiftRows, InvSubBytes, AddRoundKey(round key 0). InvSubBytes needs its input XOR 0x63
    (`Bitsliced.inv_sub_shift_function`): folded into round keys Nr..1 (InvShiftRows and InvMixColumns map it to
    itself). On PyPy (WORDS) the same on machine words, `aes_words.block_decryptor_words`."""
    if WORDS:
        return block_decryptor_words(round_keys, slots)
    layout, inv_sub_shift, inv_mix = _inverse_layout(slots)
    c63 = layout.sbox_constant
    rounds = len(round_keys) - 1
    keys = [layout.broadcast(rk, _ROUND_KEY_ANCHORS) ^ (c63 if r else 0) for r, rk in enumerate(round_keys)]
    first, middle, last = keys[rounds], keys[rounds - 1 : 0 : -1], keys[0]
    anchors = layout.anchor_state

    def decrypt(blocks: BytesLike) -> bytes:
        x = (layout.pack(blocks, _KEY_MARKER) | anchors) ^ first
        for key in middle:
            x = inv_mix(inv_sub_shift(x) ^ key)
        return layout.unpack(inv_sub_shift(x) ^ last)

    return decrypt
