"""PyPy's Poly1305: the whole tag on five 26-bit limbs in machine words, no big int anywhere.

Spec: D. J. Bernstein, "The Poly1305-AES message-authentication code" (2005), section 2, with NaCl's key
layout (r = first 16 key bytes clamped, s = last 16); the same function as RFC 8439 section 2.5. The radix-2^26
schoolbook and the final reduction are those of poly1305-donna-32 (written anew here): h = h (+ block) * r
mod 2^130 - 5, with 2^130 = 5 (mod p) folding the limb products past 2^130 back times 5.

Why (PyPy 7.3): its JIT compiles this loop of word operations to native code, where its big ints are slower
than CPython's; `poly1305` chooses this module at import on PyPy (`poly1305.LIMBS`) and keeps its slot tree
on CPython, where each step here costs ~40 interpreted operations. The key, the state and the tag all stay in
limbs and 32-bit words: a big int made anywhere (even a small one, out of a big-int operation) would keep
PyPy off machine words.

Bounds (checked by tests/test_fast_symmetric.py, which runs this module on ints that check every result):
- r's limbs are below 2^26 (clamped: r4 below 2^20), s_i = 5 r_i below 5 * 2^26 < 2^29.
- h's limbs enter a block below 2^26 (h1 below 2^26 + 2^11: the last carry step), plus a block's limbs:
  below 2^27 (h4 below 2^26 + 2^25: the pad bit is 2^24).
- A product term is below 2^27 * 2^29 = 2^56, five of them below 2^59; the carries add below 2^34 each.
- d4 >> 26 is below 2^34, times 5 below 2^37: h0 below 2^37 before its carry, h1 then below 2^26 + 2^11.
- The final reduction and the tag's words: limbs below 2^27, 32-bit words plus a carry below 2^34.
All below 2^63: no value ever becomes a PyPy big int (slow, and on secret data a timing leak).

Secrets: nothing here branches on or indexes by key, state or message bytes; only lengths steer loops. The
choice between h and h - p at the end is a mask (0 or 2^27 - 1) made from the carry bit, not a branch.
"""

from __future__ import annotations

import struct
from typing import Sequence, Union

__all__ = ["Running", "tag", "tag_of_padded", "tag_of_pieces"]

Bytes = Union[bytes, bytearray, memoryview]

_LIMB = (1 << 26) - 1
_LIMB27 = (1 << 27) - 1
_M32 = 0xFFFFFFFF
_PAD_BIT = 1 << 24
"""A full block's 2^128 in limb 4 (bits [104, 130))."""
_WORDS4 = struct.Struct("<4I")

State = tuple[int, int, int, int, int]


def _clamped_limbs(key: Bytes) -> tuple[int, int, int, int, int]:
    """r (key bytes 0..15, clamped: section 2) as five 26-bit limbs; the masks are the clamp, shifted."""
    t0, t1, t2, t3 = _WORDS4.unpack_from(key, 0)
    return (
        t0 & 0x3FFFFFF,
        ((t0 >> 26) | (t1 << 6)) & 0x3FFFF03,
        ((t1 >> 20) | (t2 << 12)) & 0x3FFC0FF,
        ((t2 >> 14) | (t3 << 18)) & 0x3F03FFF,
        (t3 >> 8) & 0x00FFFFF,
    )


def _absorb(h: State, r: State, data: Bytes, start: int, stop: int, pad_bit: int) -> State:
    """h after the 16-byte blocks data[start:stop] (stop - start a multiple of 16), each plus pad_bit in limb 4
    (_PAD_BIT for a full block, 0 for the padded last one), times r mod p: one block per step."""
    h0, h1, h2, h3, h4 = h
    r0, r1, r2, r3, r4 = r
    s1, s2, s3, s4 = 5 * r1, 5 * r2, 5 * r3, 5 * r4  # 2^130 = 5 (mod p): limb products past 2^130 wrap times 5
    unpack_from = _WORDS4.unpack_from
    for offset in range(start, stop, 16):
        w0, w1, w2, w3 = unpack_from(data, offset)
        h0 += w0 & _LIMB
        h1 += ((w0 >> 26) | (w1 << 6)) & _LIMB
        h2 += ((w1 >> 20) | (w2 << 12)) & _LIMB
        h3 += ((w2 >> 14) | (w3 << 18)) & _LIMB
        h4 += (w3 >> 8) | pad_bit
        d0 = h0 * r0 + h1 * s4 + h2 * s3 + h3 * s2 + h4 * s1
        d1 = h0 * r1 + h1 * r0 + h2 * s4 + h3 * s3 + h4 * s2
        d2 = h0 * r2 + h1 * r1 + h2 * r0 + h3 * s4 + h4 * s3
        d3 = h0 * r3 + h1 * r2 + h2 * r1 + h3 * r0 + h4 * s4
        d4 = h0 * r4 + h1 * r3 + h2 * r2 + h3 * r1 + h4 * r0
        d1 += d0 >> 26
        d2 += d1 >> 26
        d3 += d2 >> 26
        d4 += d3 >> 26
        h0 = (d0 & _LIMB) + 5 * (d4 >> 26)
        h1 = (d1 & _LIMB) + (h0 >> 26)
        h0 &= _LIMB
        h2, h3, h4 = d2 & _LIMB, d3 & _LIMB, d4 & _LIMB
    return h0, h1, h2, h3, h4


def _finish(h: State, r: State, tail: Bytes, key: Bytes) -> bytes:
    """The tag: the last partial block (0..15 bytes, none if empty: a public length) padded with 1 and zeros,
    h fully carried and reduced mod p by a mask, plus s (key bytes 16..31) mod 2^128."""
    if len(tail):
        h = _absorb(h, r, bytes(tail) + b"\x01" + bytes(15 - len(tail)), 0, 16, 0)
    h0, h1, h2, h3, h4 = h
    # Carry through (h1 first: it may be past 2^26), fold bits 130 and up times 5, carry again from h0 on:
    # then h0..h3 are below 2^26 and h4 at most 2^26, the value v below 2^130 + 2^27 < 2p.
    h2 += h1 >> 26
    h1 &= _LIMB
    h3 += h2 >> 26
    h2 &= _LIMB
    h4 += h3 >> 26
    h3 &= _LIMB
    h0 += 5 * (h4 >> 26)
    h4 &= _LIMB
    h1 += h0 >> 26
    h0 &= _LIMB
    h2 += h1 >> 26
    h1 &= _LIMB
    h3 += h2 >> 26
    h2 &= _LIMB
    h4 += h3 >> 26
    h3 &= _LIMB
    # g = v + 5 - 2^130 is v mod p exactly when v >= p, that is when v + 5 carries into bit 130 (g4 >> 26 is
    # then 1, else 0: v + 5 < 2^131). The choice is a mask over 27 bits, not a branch.
    g0 = h0 + 5
    g1 = h1 + (g0 >> 26)
    g2 = h2 + (g1 >> 26)
    g3 = h3 + (g2 >> 26)
    g4 = h4 + (g3 >> 26)
    take_g = (g4 >> 26) * _LIMB27
    keep_h = take_g ^ _LIMB27
    h0 = (h0 & keep_h) | (g0 & take_g & _LIMB)
    h1 = (h1 & keep_h) | (g1 & take_g & _LIMB)
    h2 = (h2 & keep_h) | (g2 & take_g & _LIMB)
    h3 = (h3 & keep_h) | (g3 & take_g & _LIMB)
    h4 = (h4 & keep_h) | (g4 & take_g & _LIMB)
    # Now every limb is below 2^26: the 32-bit words of v mod p (mod 2^128) are disjoint ORs of shifted limbs.
    s0, s1, s2, s3 = _WORDS4.unpack_from(key, 16)
    f0 = ((h0 | (h1 << 26)) & _M32) + s0  # plus s (section 2), word by word with the carries
    f1 = (((h1 >> 6) | (h2 << 20)) & _M32) + s1 + (f0 >> 32)
    f2 = (((h2 >> 12) | (h3 << 14)) & _M32) + s2 + (f1 >> 32)
    f3 = (((h3 >> 18) | (h4 << 8)) & _M32) + s3 + (f2 >> 32)
    return _WORDS4.pack(f0 & _M32, f1 & _M32, f2 & _M32, f3 & _M32)


def tag(data: Bytes, start: int, stop: int, key: Bytes) -> bytes:
    """Poly1305 tag of data[start:stop] under the 32-byte one-time key."""
    r = _clamped_limbs(key)
    whole = start + ((stop - start) & ~15)
    h = _absorb((0, 0, 0, 0, 0), r, data, start, whole, _PAD_BIT)
    return _finish(h, r, data[whole:stop], key)  # a slice of at most 15 bytes (a memoryview costs more on PyPy)


def tag_of_pieces(pieces: Sequence[Bytes], key: Bytes) -> bytes:
    """Poly1305 tag of the concatenation of `pieces`, every piece but the last a whole number of blocks."""
    r = _clamped_limbs(key)
    h: State = (0, 0, 0, 0, 0)
    for index, piece in enumerate(pieces):
        if len(piece) % 16 and index != len(pieces) - 1:
            raise ValueError("only the last piece may end with a partial block")
        h = _absorb(h, r, piece, 0, len(piece) & ~15, _PAD_BIT)
    tail = memoryview(pieces[-1])[len(pieces[-1]) & ~15 :] if pieces else b""
    return _finish(h, r, tail, key)


def tag_of_padded(segments: Sequence[tuple[Bytes, int, int]], key: Bytes) -> bytes:
    """Poly1305 tag of the concatenation of data[start:stop] for each (data, start, stop) in `segments`, each
    zero-padded to whole 16-byte blocks: RFC 8439 section 2.8's ad || pad16 || c || pad16 || lengths, read where
    each part lies (no copy but a padded last block of a part). A padded block is a full block (pad bit 2^128)."""
    r = _clamped_limbs(key)
    h: State = (0, 0, 0, 0, 0)
    for data, start, stop in segments:
        whole = start + ((stop - start) & ~15)
        h = _absorb(h, r, data, start, whole, _PAD_BIT)
        if whole != stop:  # a public length
            h = _absorb(h, r, b"".join([data[whole:stop], bytes(16 - (stop - whole))]), 0, 16, _PAD_BIT)
    return _finish(h, r, b"", key)


class Running:
    """A tag over data that comes in parts (multi-part Poly1305, `poly1305.Poly1305`): h and r on limbs, the key
    kept for s. The caller hands whole blocks to `absorb` and the last partial block (public length) to `finish`."""

    __slots__ = ("_h", "_r", "_key")

    def __init__(self, key: Bytes) -> None:
        self._key = bytes(key)
        self._r = _clamped_limbs(self._key)
        self._h: State = (0, 0, 0, 0, 0)

    def absorb(self, data: Bytes, start: int, stop: int) -> None:
        """The whole blocks data[start:stop] (stop - start a multiple of 16)."""
        self._h = _absorb(self._h, self._r, data, start, stop, _PAD_BIT)

    def finish(self, tail: Bytes) -> bytes:
        """The tag, after the last 0..15 bytes."""
        return _finish(self._h, self._r, tail, self._key)
