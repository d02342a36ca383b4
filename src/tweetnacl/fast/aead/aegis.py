"""AEGIS-128L and AEGIS-256 authenticated encryption, on the bit-sliced AES round of `fast.aead.aes`.

Spec: draft-irtf-cfrg-aegis-aead (F. Denis, S. Lucas; "The AEGIS Family of Authenticated Encryption
Algorithms"), sections 3 (AEGIS-128L: Update 3.3, Init 3.4, Absorb 3.5, Enc 3.6, Dec 3.7, DecPartial 3.8,
Finalize 3.9) and 4 (AEGIS-256, same structure), with 128- or 256-bit tags. libsodium's
crypto_aead_aegis128l_* and crypto_aead_aegis256_* are these with 256-bit (32-byte) tags, the ciphertext
followed by the tag in the combined form.

How it works here: the whole state (8 or 6 blocks) is one bit-sliced int (`aes.Bitsliced`), and each
Update is one `chained_round` (all the state's AES rounds in one evaluation of the S-box circuit) plus
the XOR of the message frame. The state never leaves the bit-sliced form: the keystream
(z = S6 ^ S1 ^ (S2 & S3), ...) is bitwise too, so it is computed on the packed int by shifts, and messages
enter and leave in bulk (`Bitsliced.frames` / `unframes`: one bit transposition and a few dozen strided
copies per chunk of CHUNK_BYTES).

Timing: only lengths steer loops; nothing branches on or indexes by key, nonce, state or message.
Every int that holds secret bits (the nonce's included) also holds public ones at its top (the layout's
anchor blocks, or the frames' marker byte, or the all-ones complement in decryption), so that CPython's
size-dependent int costs do not depend on secrets. Tags are compared with hmac.compare_digest before any plaintext is
returned.
"""

from __future__ import annotations

import hmac
import sys
from collections.abc import Callable

from tweetnacl.fast.aead.aegis_words import AegisWords
from tweetnacl.fast.aead.aes import OVERHANG_BYTES, Bitsliced, BytesLike
from tweetnacl.fast.jit import allow_long_traces

__all__ = [
    "ABYTES",
    "aegis128l_decrypt",
    "aegis128l_decrypt_detached",
    "aegis128l_encrypt",
    "aegis128l_encrypt_detached",
    "aegis256_decrypt",
    "aegis256_decrypt_detached",
    "aegis256_encrypt",
    "aegis256_encrypt_detached",
]

ABYTES = 32
"""libsodium's tag length for both variants (the draft allows 16 or 32)."""

C0 = bytes.fromhex("000101020305080d1522375990e97962")
C1 = bytes.fromhex("db3d18556dc22ff12011314273b528dd")

CHUNK_BYTES = 8192
"""Message bytes per bulk conversion: frames of about 50-80 KiB, cheap to build and to hold."""
_MARKER = 0x80
"""Top byte of every frame that holds secret data (see `Bitsliced.frames`)."""
_NONCE_MARKER = 0x40
"""Top byte of a frame that holds the nonce without the key (the nonce is secret too). It differs from _MARKER
so that XOR-ing such a frame into a key frame leaves 0xC0 on top: equal markers would cancel, and the int's size
would follow the nonce's top bit plane. The marker byte lies in the anchors, which never reach a real block."""


WORDS = sys.implementation.name == "pypy"
"""Whether the state lives on machine words (`aegis_words`: PyPy, whose big ints are slow and machine ints native)
rather than in one bit-sliced int (CPython). Tests force either."""
if WORDS:
    allow_long_traces()  # an Update is thousands of recorded operations (as `aes_cipher.WORDS`)


class _Variant:
    """One AEGIS variant: its layout, rate, input slots, and Enc/Dec on the packed state (`crypt`)."""

    def __init__(self, name: str, slots: int, input_slots: tuple[int, ...], key_bytes: int) -> None:
        self.name = name
        self.layout = layout = Bitsliced(slots)
        self.input_slots = input_slots
        self.rate = 16 * len(input_slots)
        self.key_bytes = key_bytes
        self.update = layout.round_function()
        self.stride = layout.frame_bytes + OVERHANG_BYTES
        everything = (1 << (8 * self.stride)) - 1
        # All bits of a frame and its overhang but the input slots. A result OR-ed with it has a fixed
        # size (its top bits are all ones) whatever the secrets; XOR-ing it again leaves the input slots.
        self.complement = everything ^ layout.slot_mask(input_slots)
        self.words = AegisWords(slots, input_slots, 2 if slots == 8 else 3)
        if slots == 8:
            self.crypt = _crypt_128l(everything ^ layout.slot_mask((0,)), everything ^ layout.slot_mask((4,)))
        else:
            self.crypt = _crypt_256(self.complement)


def _crypt_128l(all_but_0: int, all_but_4: int) -> Callable[[int, int], int]:
    def crypt(x: int, frame: int) -> int:
        """Enc/Dec (draft 3.6 / 3.7): frame's slots 0 and 4 XOR z0 = S1 ^ S6 ^ (S2 & S3) and
        z1 = S2 ^ S5 ^ (S6 & S7), every other bit set. z0 is built in slot 6 and z1 in slot 7 by left
        shifts only (a left shift brings the previous plane's top blocks, the public anchors, into the
        low slots; a right shift would bring the next plane's real blocks into the anchors), then moved
        down; each is kept in its slot by OR-ing all other bits to ones, and the two are combined by AND."""
        s1_up = x << 80
        z0_in_6 = x ^ s1_up ^ (x << 64 & x << 48)
        z1_in_7 = s1_up ^ (x << 32) ^ (x << 16 & x)
        return (frame ^ z0_in_6 >> 96 | all_but_0) & (frame ^ z1_in_7 >> 48 | all_but_4)

    return crypt


def _crypt_256(all_but_0: int) -> Callable[[int, int], int]:
    def crypt(x: int, frame: int) -> int:
        """Enc/Dec (draft 4.6 / 4.7): frame's slot 0 XOR z = S1 ^ S4 ^ S5 ^ (S2 & S3), every other bit
        set; z is built in slot 5 by left shifts (see `_crypt_128l`), then moved down."""
        return frame ^ (x ^ (x << 16) ^ (x << 48 & x << 32) ^ (x << 64)) >> 80 | all_but_0

    return crypt


AEGIS128L = _Variant("AEGIS-128L", 8, (0, 4), 16)
AEGIS256 = _Variant("AEGIS-256", 6, (0,), 32)


def _init(v: _Variant, key: bytes, nonce: bytes) -> int:
    """Init (draft 3.4 / 4.4) on the packed state: key blocks and nonce-and-constant blocks are framed
    separately, each with its own marker on top (the nonce is secret: its frame must not take its size from
    the nonce's bits either), and XORed; the key's frame also carries the anchors."""
    layout = v.layout
    update = v.update
    zero = bytes(16)
    if v is AEGIS128L:
        secret = key + zero * 3 + key * 4
        nonce_and_constants = nonce + C1 + C0 + C1 + nonce + C0 + C1 + C0
        x = (layout.frame_int(secret, range(8), _MARKER) | layout.anchor_state) ^ layout.frame_int(
            nonce_and_constants, range(8), _NONCE_MARKER
        )
        inject = layout.frame_int(nonce + key, (0, 4), _MARKER)
        for _ in range(10):
            x = update(x) ^ inject
        return x
    k0, k1, n0, n1 = key[:16], key[16:], nonce[:16], nonce[16:]
    secret = k0 + k1 + zero * 2 + k0 + k1
    nonce_and_constants = n0 + n1 + C1 + C0 + C0 + C1
    x = (layout.frame_int(secret, range(6), _MARKER) | layout.anchor_state) ^ layout.frame_int(
        nonce_and_constants, range(6), _NONCE_MARKER
    )
    key0 = layout.frame_int(k0, (0,), _MARKER)
    key1 = layout.frame_int(k1, (0,), _MARKER)
    # k0 ^ n0 and k1 ^ n1 (draft 4.4): a nonce half framed alone, without a marker, has the size of its top bit
    # plane (callgrind: ~200 instructions more per call for nonce bytes >= 0x80 than < 0x80); with one, a fixed size.
    injects = (
        key0,
        key1,
        key0 ^ layout.frame_int(n0, (0,), _NONCE_MARKER),
        key1 ^ layout.frame_int(n1, (0,), _NONCE_MARKER),
    )
    for _ in range(4):
        for inject in injects:
            x = update(x) ^ inject
    return x


def _init_words(v: _Variant, key: bytes, nonce: bytes) -> list[int]:
    """Init (draft 3.4 / 4.4) on machine words (`aegis_words`): the same blocks as `_init`."""
    words = v.words
    zero = bytes(16)
    if v is AEGIS128L:
        x = words.state(key + zero * 3 + key * 4, nonce + C1 + C0 + C1 + nonce + C0 + C1 + C0)
        inject = words.injection(nonce + key)
        for _ in range(10):
            x = words.update(x, inject)
        return x
    k0, k1, n0, n1 = key[:16], key[16:], nonce[:16], nonce[16:]
    x = words.state(k0 + k1 + zero * 2 + k0 + k1, n0 + n1 + C1 + C0 + C0 + C1)
    key0, key1 = words.injection(k0), words.injection(k1)
    injects = (key0, key1, [a ^ b for a, b in zip(key0, words.injection(n0))], [a ^ b for a, b in zip(key1, words.injection(n1))])
    for _ in range(4):
        for inject in injects:
            x = words.update(x, inject)
    return x


def _absorb(v: _Variant, x: int, ad: bytes) -> int:
    """Absorb (draft 3.5 / 4.5) of the zero-padded associated data."""
    update = v.update
    frame = v.layout.frame_bytes
    padded = bytes(ad) + bytes(-len(ad) % v.rate)
    for start in range(0, len(padded), CHUNK_BYTES):
        frames = memoryview(v.layout.frames(padded[start : start + CHUNK_BYTES], v.input_slots, _MARKER))
        for offset in range(0, len(frames), frame):
            x = update(x) ^ int.from_bytes(frames[offset : offset + frame], "little")
    return x


def _encrypt_frames(v: _Variant, x: int, message: bytes) -> tuple[int, list[bytes]]:
    """Enc (draft 3.6 / 4.6) of the zero-padded message; returns the state and the ciphertext in pieces
    (truncated to the message length), for one join with or without the tag (no extra copy)."""
    update, crypt = v.update, v.crypt
    frame, stride = v.layout.frame_bytes, v.stride
    from_bytes = int.from_bytes
    out: list[bytes] = []
    for start in range(0, len(message), CHUNK_BYTES):
        chunk = message[start : start + CHUNK_BYTES]
        frames = memoryview(v.layout.frames(bytes(chunk) + bytes(-len(chunk) % v.rate), v.input_slots, _MARKER))
        cipher: list[bytes] = []
        append = cipher.append
        for offset in range(0, len(frames), frame):
            m = from_bytes(frames[offset : offset + frame], "little")
            append(crypt(x, m).to_bytes(stride, "little"))
            x = update(x) ^ m
        out.append(v.layout.unframes(b"".join(cipher), v.input_slots, stride)[: len(chunk)])
    return x, out


def _decrypt_frames(v: _Variant, x: int, ciphertext: BytesLike) -> tuple[int, bytes]:
    """Dec (draft 3.7 / 4.7) of the whole blocks and DecPartial (3.8 / 4.8) of a last partial one."""
    update, crypt = v.update, v.crypt
    layout = v.layout
    frame, stride, complement = layout.frame_bytes, v.stride, v.complement
    from_bytes = int.from_bytes
    whole = len(ciphertext) - len(ciphertext) % v.rate
    out: list[bytes] = []
    for start in range(0, whole, CHUNK_BYTES):
        frames = memoryview(layout.frames(ciphertext[start : min(start + CHUNK_BYTES, whole)], v.input_slots, _MARKER))
        plain: list[bytes] = []
        append = plain.append
        for offset in range(0, len(frames), frame):
            # The plaintext frame with every other bit set (a fixed size); XOR-ing complement clears them.
            m = crypt(x, from_bytes(frames[offset : offset + frame], "little"))
            append(m.to_bytes(stride, "little"))
            x = update(x) ^ m ^ complement
        out.append(layout.unframes(b"".join(plain), v.input_slots, stride))
    tail = ciphertext[whole:]
    if tail:
        # DecPartial: decrypt the zero-padded block, keep len(tail) bytes, absorb them zero-padded.
        c = layout.frame_int(bytes(tail) + bytes(v.rate - len(tail)), v.input_slots, _MARKER)
        m_bytes = layout.blocks(v.crypt(x, c), v.input_slots)[: len(tail)]
        out.append(m_bytes)
        x = update(x) ^ layout.frame_int(m_bytes + bytes(v.rate - len(tail)), v.input_slots, _MARKER)
    return x, b"".join(out)


def _finalize(v: _Variant, x: int, ad_len: int, msg_len: int, tag_bytes: int) -> bytes:
    """Finalize (draft 3.9 / 4.9): t = S2 (128L) or S3 (256) ^ (LE64(ad bits) || LE64(msg bits)), 7 Updates
    with t, then the tag as XORs of state blocks."""
    layout = v.layout
    update = v.update
    lengths = ((8 * ad_len) % (1 << 64)).to_bytes(8, "little") + ((8 * msg_len) % (1 << 64)).to_bytes(8, "little")
    source = 2 if v is AEGIS128L else 3
    block = layout.blocks(x, (source,))
    count = len(v.input_slots)
    inject = layout.frame_int(block * count, v.input_slots, _MARKER) ^ layout.frame_int(lengths * count, v.input_slots)
    for _ in range(7):
        x = update(x) ^ inject
    # Block sums by left shifts (slot s of x << 16k holds S_(s-k)), read where they land.
    pairs = x ^ (x << 16)
    if v is AEGIS128L:
        quads = pairs ^ (pairs << 32)
        if tag_bytes == 16:  # S0 ^ .. ^ S6, in slot 6
            return layout.blocks(quads ^ (pairs << 64) ^ (x << 96), (6,))
        return layout.blocks(quads, (3, 7))  # (S0 ^ .. ^ S3) || (S4 ^ .. ^ S7)
    if tag_bytes == 16:  # S0 ^ .. ^ S5, in slot 5
        return layout.blocks(pairs ^ (pairs << 32) ^ (pairs << 64), (5,))
    return layout.blocks(pairs ^ (x << 32), (2, 5))  # (S0 ^ S1 ^ S2) || (S3 ^ S4 ^ S5)


def _check(v: _Variant, nonce: bytes, key: bytes) -> None:
    if len(key) != v.key_bytes:
        raise ValueError(f"{v.name} key must be {v.key_bytes} bytes")
    if len(nonce) != v.key_bytes:
        raise ValueError(f"{v.name} nonce must be {v.key_bytes} bytes")


def _encrypt_pieces(
    v: _Variant, message: bytes, ad: bytes, nonce: bytes, key: bytes, tag_bytes: int
) -> tuple[list[bytes], bytes]:
    _check(v, nonce, key)
    if WORDS:
        words = v.words
        state = words.absorb(_init_words(v, bytes(key), bytes(nonce)), ad)
        state, ciphertext = words.encrypt(state, message)
        return [ciphertext], words.finalize(state, len(ad), len(message), tag_bytes)
    x = _absorb(v, _init(v, bytes(key), bytes(nonce)), ad)
    x, pieces = _encrypt_frames(v, x, message)
    return pieces, _finalize(v, x, len(ad), len(message), tag_bytes)


def _encrypt_detached(
    v: _Variant, message: bytes, ad: bytes, nonce: bytes, key: bytes, tag_bytes: int
) -> tuple[bytes, bytes]:
    pieces, tag = _encrypt_pieces(v, message, ad, nonce, key, tag_bytes)
    return b"".join(pieces), tag


def _encrypt_combined(v: _Variant, message: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes:
    pieces, tag = _encrypt_pieces(v, message, ad, nonce, key, ABYTES)
    pieces.append(tag)
    return b"".join(pieces)


def _decrypt_combined(v: _Variant, boxed: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes | None:
    if len(boxed) < ABYTES:
        _check(v, nonce, key)
        return None
    view = memoryview(boxed)  # the ciphertext and the tag without copying them
    return _decrypt_detached(v, view[:-ABYTES], view[-ABYTES:], ad, nonce, key)


def _decrypt_detached(
    v: _Variant, ciphertext: BytesLike, tag: BytesLike, ad: bytes, nonce: bytes, key: bytes
) -> bytes | None:
    _check(v, nonce, key)
    if len(tag) not in (16, 32):
        return None
    if WORDS:
        words = v.words
        state = words.absorb(_init_words(v, bytes(key), bytes(nonce)), ad)
        state, message = words.decrypt(state, bytes(ciphertext))
        expected = words.finalize(state, len(ad), len(ciphertext), len(tag))
    else:
        x = _absorb(v, _init(v, bytes(key), bytes(nonce)), ad)
        x, message = _decrypt_frames(v, x, ciphertext)
        expected = _finalize(v, x, len(ad), len(ciphertext), len(tag))
    if not hmac.compare_digest(expected, bytes(tag)):
        return None
    return message


def aegis128l_encrypt_detached(
    message: bytes, ad: bytes, nonce: bytes, key: bytes, tag_bytes: int = ABYTES
) -> tuple[bytes, bytes]:
    """AEGIS-128L: (ciphertext, tag) of `message` with associated data `ad` (16-byte nonce and key;
    tag_bytes 16 or 32)."""
    return _encrypt_detached(AEGIS128L, message, ad, nonce, key, tag_bytes)


def aegis128l_decrypt_detached(ciphertext: bytes, tag: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes | None:
    """AEGIS-128L: the message, or None if the tag (16 or 32 bytes) does not verify."""
    return _decrypt_detached(AEGIS128L, ciphertext, tag, ad, nonce, key)


def aegis256_encrypt_detached(
    message: bytes, ad: bytes, nonce: bytes, key: bytes, tag_bytes: int = ABYTES
) -> tuple[bytes, bytes]:
    """AEGIS-256: (ciphertext, tag) of `message` with associated data `ad` (32-byte nonce and key;
    tag_bytes 16 or 32)."""
    return _encrypt_detached(AEGIS256, message, ad, nonce, key, tag_bytes)


def aegis256_decrypt_detached(ciphertext: bytes, tag: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes | None:
    """AEGIS-256: the message, or None if the tag (16 or 32 bytes) does not verify."""
    return _decrypt_detached(AEGIS256, ciphertext, tag, ad, nonce, key)


def aegis128l_encrypt(message: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes:
    """libsodium's crypto_aead_aegis128l_encrypt: ciphertext || 32-byte tag."""
    return _encrypt_combined(AEGIS128L, message, ad, nonce, key)


def aegis128l_decrypt(boxed: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes | None:
    """libsodium's crypto_aead_aegis128l_decrypt: the message, or None (forged or shorter than the tag)."""
    return _decrypt_combined(AEGIS128L, boxed, ad, nonce, key)


def aegis256_encrypt(message: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes:
    """libsodium's crypto_aead_aegis256_encrypt: ciphertext || 32-byte tag."""
    return _encrypt_combined(AEGIS256, message, ad, nonce, key)


def aegis256_decrypt(boxed: bytes, ad: bytes, nonce: bytes, key: bytes) -> bytes | None:
    """libsodium's crypto_aead_aegis256_decrypt: the message, or None (forged or shorter than the tag)."""
    return _decrypt_combined(AEGIS256, boxed, ad, nonce, key)
