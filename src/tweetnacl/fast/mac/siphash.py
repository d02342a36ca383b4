"""SipHash-2-4 with 64-bit and 128-bit output (libsodium's crypto_shorthash_siphash24 and _siphashx24).

Spec: J.-P. Aumasson, D. J. Bernstein, "SipHash: a fast short-input PRF" (INDOCRYPT 2012,
https://cr.yp.to/siphash/siphash-20120918.pdf), section 2: initialization with the key and the constants
"somepseudorandomlygeneratedbytes", c = 2 SipRounds per 8-byte message word (the last word carries the
message length mod 256 in its top byte), d = 4 finalization rounds after v2 ^= 0xff. The 128-bit output is
the variant of the reference implementation (github.com/veorq/SipHash, `siphash.c` with outlen 16), which
libsodium ships as crypto_shorthash_siphashx24: v1 ^= 0xee at initialization, v2 ^= 0xee (instead of 0xff)
before finalization, then v1 ^= 0xdd and 4 more rounds for the second 8 bytes.

How it is laid out, and why: every state word v0..v3 is one int of two 64-bit lanes, 128 bits apart. Lane 0
(bits 0..63) is the real computation. Lane 1 (bits 128..191) runs the same rounds on a public dummy key: it
sits on top of every int, so CPython's size-dependent cost of an int operation follows public data, not the
key (a 64-bit word below 2^60 would otherwise be one 30-bit digit shorter). The 64-bit gap above each lane
takes the carries of additions and the bits rotations push out, so one mask per rotation cleans both
lanes: a rotation is ((v << r) | (v >> (64 - r))) & LANES. Rotations by 32 skip their mask when an addition
and a mask follow (the junk above bit 64 is a multiple of 2^64), and two additions per round skip theirs
(every later use masks before any right shift; a carry could cross the junk into the dummy lane only if 64
junk bits were all ones). Only the message length steers the loop; nothing branches on or indexes by key or
state.
"""

from __future__ import annotations

import struct

__all__ = [
    "BYTES",
    "KEYBYTES",
    "XBYTES",
    "siphash24",
    "siphashx24",
]

BYTES = 8
XBYTES = 16
KEYBYTES = 16
"""libsodium's output sizes (crypto_shorthash_siphash24_BYTES, _siphashx24_BYTES) and key size."""

_LANES = (1 << 64) - 1 | ((1 << 64) - 1) << 128
_DUMMY_KEY = bytes.fromhex("a5c3e1f0d2b49687786955a3c1e0f2d4")
"""Key of the dummy lane; any public value does (top bits set, so the lane starts large)."""


_BOTH_LANES = 1 | 1 << 128
_V0 = 0x736F6D6570736575 * _BOTH_LANES
_V1 = 0x646F72616E646F6D * _BOTH_LANES
_V1X = (0x646F72616E646F6D ^ 0xEE) * _BOTH_LANES
_V2 = 0x6C7967656E657261 * _BOTH_LANES
_V3 = 0x7465646279746573 * _BOTH_LANES
"""The initial constants ("somepseudorandomlygeneratedbytes"; v1 ^ 0xee for the 128-bit output) in both lanes."""
_GAP_AND_DUMMY0 = bytes(8) + _DUMMY_KEY[:8]
_GAP_AND_DUMMY1 = bytes(8) + _DUMMY_KEY[8:]
_WORDS = [struct.Struct(f"<{count}Q") for count in range(8)]
"""Readers of the whole message words of short messages (a precompiled Struct saves building a format)."""


def _siphash(data: bytes, key: bytes, wide: bool) -> bytes:
    """SipHash-2-4 of `data` under `key`: 8 bytes, or 16 with `wide` (one function, no calls in the rounds:
    at 16-byte inputs the interpreter's per-call cost would be a sizeable share of the time)."""
    if len(key) != KEYBYTES:
        raise ValueError(f"SipHash key must be {KEYBYTES} bytes")
    lanes = _LANES
    # The lanes are built from bytes, so that no operation sees a key word alone (see the module doc).
    k0 = int.from_bytes(key[:8] + _GAP_AND_DUMMY0, "little")
    k1 = int.from_bytes(key[8:16] + _GAP_AND_DUMMY1, "little")
    v0, v1, v2, v3 = k0 ^ _V0, k1 ^ (_V1X if wide else _V1), k0 ^ _V2, k1 ^ _V3
    count = len(data) >> 3
    words = _WORDS[count].unpack_from(data) if count < 8 else struct.unpack_from(f"<{count}Q", data)
    # The last word: the 0-7 bytes left, and the length mod 256 in the top byte.
    last = int.from_bytes(data[8 * count :], "little") | (len(data) & 0xFF) << 56
    for m in (*words, last):
        v3 ^= m
        for _ in (0, 1):  # c = 2 SipRounds
            v0 = (v0 + v1) & lanes
            v1 = ((v1 << 13 | v1 >> 51) ^ v0) & lanes
            v0 = v0 << 32 | v0 >> 32  # junk above bit 64 is a multiple of 2^64: the next addition masks it
            v2 = v2 + v3  # masked after the next use as an addend, before any right shift
            v3 = ((v3 << 16 | v3 >> 48) ^ v2) & lanes
            v0 = v0 + v3  # masked at its next use as an addend; the XOR below masks its junk out of v3
            v3 = ((v3 << 21 | v3 >> 43) ^ v0) & lanes
            v2 = (v2 + v1) & lanes
            v1 = ((v1 << 17 | v1 >> 47) ^ v2) & lanes
            v2 = v2 << 32 | v2 >> 32
        v0 ^= m
    v2 ^= 0xEE if wide else 0xFF
    out = b""
    for half in (0, 1) if wide else (0,):
        if half:
            v1 ^= 0xDD
        for _ in (0, 1, 2, 3):  # d = 4 SipRounds
            v0 = (v0 + v1) & lanes
            v1 = ((v1 << 13 | v1 >> 51) ^ v0) & lanes
            v0 = v0 << 32 | v0 >> 32
            v2 = v2 + v3
            v3 = ((v3 << 16 | v3 >> 48) ^ v2) & lanes
            v0 = v0 + v3
            v3 = ((v3 << 21 | v3 >> 43) ^ v0) & lanes
            v2 = (v2 + v1) & lanes
            v1 = ((v1 << 17 | v1 >> 47) ^ v2) & lanes
            v2 = v2 << 32 | v2 >> 32
        # Lane 0 as 8 little-endian bytes, read from the bytes of the whole int (no mask on the secret).
        out += (v0 ^ v1 ^ v2 ^ v3).to_bytes(32, "little")[:8]
    return out


def siphash24(data: bytes, key: bytes) -> bytes:
    """SipHash-2-4 of `data` under the 16-byte `key`: 8 bytes."""
    return _siphash(data, key, False)


def siphashx24(data: bytes, key: bytes) -> bytes:
    """SipHash-2-4 with 128-bit output (libsodium's siphashx24) of `data` under the 16-byte `key`: 16 bytes."""
    return _siphash(data, key, True)
