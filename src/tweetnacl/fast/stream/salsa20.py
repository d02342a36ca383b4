"""Salsa20, HSalsa20 and XSalsa20 on Python ints, fast: many 32-bit words per big-int operation.

Specs: D. J. Bernstein, "Salsa20 specification" (cr.yp.to/snuffle/spec.pdf): quarterround (section 3),
rowround (4), columnround (5), doubleround (6), the Salsa20 hash function (8, here `crypto_core_salsa20`)
and the expansion function with the constant "expand 32-byte k" (9, 10); "Extending the Salsa20 nonce"
(cr.yp.to/snuffle/xsalsa-20081128.pdf): HSalsa20 (section 2) and XSalsa20 (section 3), with the NaCl
function names and byte layouts of TweetNaCl.

How it is fast: the keystream comes from the lane / bit-slicing machinery shared with ChaCha20
(`tweetnacl.fast.stream.arx`, which explains the layouts and dispatches over them); this module gives it the
Salsa20 rounds in each layout. In the grouped layout the four quarterrounds of a columnround or rowround act on four
independent words, so the state is four ints A, B, C, D (the "SIMD diagonal" layout) and a round is 4
steps; between rounds three of the ints rotate by whole groups. HSalsa20 and the Salsa20 core use it with
one block. In the word layout a step is an addition and two shifts plus masks; bitsliced, an addition is
a ripple-carry adder whose sum bits go straight to their rotated planes. On PyPy the machinery runs one block
at a time on 16 machine words instead (`arx.WORD_LOOP`): the kernel `salsa20_words`, with key and nonce words
unpacked plainly (`_WORDS8`) and HSalsa20 as the Salsa20 hash minus its input words.
Nothing here branches on or indexes by key or keystream data; only lengths steer loops. The cost of a
CPython int operation follows the sizes of its operands: key and nonce words are never bare ints but
word + 2^32 (`arx.guarded_words`; a bare word below 2^30 is one CPython digit, one above two), and key,
subkey and output bytes are cut and joined as bytes.
"""

from __future__ import annotations

import dataclasses
import struct
from array import array
from typing import Sequence

from tweetnacl.fast.stream import arx, lanes, machine_words, salsa20_words
from tweetnacl.fast.stream.arx import SIGMA_WORDS, WORDS4, guarded_words
from tweetnacl.fast.stream.blocks import M32, WORD_TYPE, LaneCipher

__all__ = [
    "SALSA20",
    "SALSA2012",
    "SALSA208",
    "crypto_core_hsalsa20",
    "crypto_core_salsa20",
    "crypto_core_salsa2012",
    "crypto_core_salsa208",
    "crypto_stream",
    "crypto_stream_salsa20",
    "crypto_stream_salsa2012",
    "crypto_stream_salsa2012_xor",
    "crypto_stream_salsa208",
    "crypto_stream_salsa208_xor",
    "crypto_stream_salsa20_xor",
    "crypto_stream_salsa20_xor_ic",
    "crypto_stream_xor",
    "crypto_stream_xsalsa20_xor_ic",
    "keystream_batch",
    "words_state",
    "xor_keystream",
    "xor_padded",
    "xsalsa20_setup",
    "xsalsa20_words_state",
]


# -- grouped layout: four quarterrounds per operation ----------------------------------------------

_GROUPS = ((0, 5, 10, 15), (4, 9, 14, 3), (8, 13, 2, 7), (12, 1, 6, 11))
"""State words in groups 0..3 of A, B, C, D: group q of each holds the words of columnround
quarterround q (spec section 5), so a columnround is quarterround(A, B, C, D) on all groups at once."""


def _rounds_grouped(
    a: int, b: int, c: int, d: int,
    g: int, g2: int, g3: int, low1: int, low2: int, low3: int,
    h7: int, l7: int, h9: int, l9: int, h13: int, l13: int, h18: int, l18: int,
    double_rounds: int,
) -> tuple[int, int, int, int]:
    """The rounds (`double_rounds` doublerounds: 10, 6 or 4) on the grouped layout, without the final addition (steps as in `_rounds_lanes`).

    Rowround quarterround q works on (x0, x1, x2, x3) rotated by q along the diagonal (spec section 4):
    its words are group q of A, of D moved down one group, of C moved two, of B moved three. A group
    rotation is (v >> g * t) | ((v & low bits) << g * (4 - t)); the three come back after the rowround.
    """
    for _ in range(double_rounds):
        # columnround
        s = a + d
        b ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = b + a
        c ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = c + b
        d ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = d + c
        a ^= (s << 18) & h18 ^ (s >> 14) & l18
        # rowround: (A, D, C, B) moved to rows
        d = (d >> g) | ((d & low1) << g3)
        c = (c >> g2) | ((c & low2) << g2)
        b = (b >> g3) | ((b & low3) << g)
        s = a + b
        d ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = d + a
        c ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = c + d
        b ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = b + c
        a ^= (s << 18) & h18 ^ (s >> 14) & l18
        d = (d >> g3) | ((d & low3) << g)
        c = (c >> g2) | ((c & low2) << g2)
        b = (b >> g) | ((b & low1) << g3)
    return a, b, c, d


_WORD_PLACES = sorted(((g, q) for g in range(4) for q in range(4)), key=lambda place: _GROUPS[place[0]][place[1]])
"""(group, position in the group) of state words 0 .. 15."""


def _core_words(inp: bytes, k: bytes, c: bytes | tuple[int, ...]) -> list[int]:
    """The 16 input words of the Salsa20 hash (spec sections 8-10): c0 k0..k3 c1 in0..in3 c2 k4..k7 c3,
    the key and input words guarded (`arx.guarded_words`: the input is HSalsa20's nonce); reads the first 16
    bytes of `inp`."""
    c0, c1, c2, c3 = WORDS4.unpack(c) if isinstance(c, bytes) else c
    k0, k1, k2, k3, k4, k5, k6, k7 = guarded_words(k)
    i0, i1, i2, i3 = guarded_words(inp[:16])
    return [c0, k0, k1, k2, k3, c1, i0, i1, i2, i3, c2, k4, k5, k6, k7, c3]


def _salsa20_hash(cipher: LaneCipher, inp: bytes, k: bytes, c: bytes | None) -> bytes:
    """The 64-byte Salsa20 hash (spec section 8) of the cipher's round count; c None: "expand 32-byte k"."""
    words = _core_words(inp, k, SIGMA_WORDS if c is None else c)
    start = lanes.grouped_state(cipher, words, 1)
    final = cipher.rounds_grouped(*start, *lanes.grouped_constants(cipher, 1), cipher.double_rounds)
    # Output word w is group g's lane q (bytes 10q .. 10q + 3 of that int): cut from bytes, as for a key.
    raw = [(z + x).to_bytes(40, "little") for z, x in zip(final, start)]
    return b"".join([raw[g][10 * q : 10 * q + 4] for g, q in _WORD_PLACES])


def crypto_core_salsa20(inp: bytes, k: bytes, c: bytes | None = None) -> bytes:
    """16-byte input, 32-byte key, 16-byte constant (None: "expand 32-byte k") -> the 64-byte Salsa20 hash
    (spec section 8)."""
    return _salsa20_hash(SALSA20, inp, k, c)


def crypto_core_salsa2012(inp: bytes, k: bytes, c: bytes | None = None) -> bytes:
    """`crypto_core_salsa20` with 12 rounds (Salsa20/12: "The Salsa20 family of stream ciphers", section 2)."""
    return _salsa20_hash(SALSA2012, inp, k, c)


def crypto_core_salsa208(inp: bytes, k: bytes, c: bytes | None = None) -> bytes:
    """`crypto_core_salsa20` with 8 rounds (Salsa20/8)."""
    return _salsa20_hash(SALSA208, inp, k, c)


def _hsalsa20_bytes(inp: bytes, k: bytes, c: bytes | tuple[int, ...] = SIGMA_WORDS) -> bytes:
    """HSalsa20 ("Extending the Salsa20 nonce", section 2): z0, z5, z10, z15, z6, z7, z8, z9 of the rounds
    (no final addition) as 32 bytes cut from the lanes' bytes (the output is a key: no int holds a bare
    word of it); reads the first 16 bytes of `inp`. Group q's first lane is at bytes 10q .. 10q + 3. On PyPy
    (`arx.WORD_LOOP`) on 16 machine words instead."""
    if arx.WORD_LOOP:
        return _hsalsa20_words(inp, k, c)
    words = _core_words(inp, k, c)
    start = lanes.grouped_state(SALSA20, words, 1)
    a, b, c_, d = SALSA20.rounds_grouped(*start, *lanes.grouped_constants(SALSA20, 1), SALSA20.double_rounds)
    ra, rb, rc, rd = (value.to_bytes(40, "little") for value in (a, b, c_, d))
    return b"".join((ra[0:4], ra[10:14], ra[20:24], ra[30:34], rd[20:24], rc[30:34], rc[0:4], rb[10:14]))


_WORDS2 = struct.Struct("<2I")
_WORDS8 = struct.Struct("<8I")
"""A nonce's 2 and a key's 8 little-endian words, plain: for PyPy's word kernel only (`arx.WORD_LOOP`), whose
machine-word ints have no size classes to hide (`arx.guarded_words` is CPython's measure). Precompiled: a format
made per call (f"<{n}I") cost ~400 ns a call on PyPy, more than the rest of the state."""


def _hsalsa20_key_words(inp: bytes, k: bytes, c: bytes | tuple[int, ...]) -> list[int]:
    """HSalsa20 on PyPy (`arx.WORD_LOOP`) as its 8 output words: the Salsa20 hash of one block by
    `salsa20_words.xor_blocks` (its input's words 8, 9, HSalsa20's last 8 input bytes, are the kernel's counter:
    only one block is made), minus the input words at the output positions (the hash adds them, section 8; HSalsa20
    does not). Every value is below 2^33 in size: the differences are masked to 32 bits. Reads k[:32], inp[:16]."""
    c0, c1, c2, c3 = WORDS4.unpack(c) if isinstance(c, bytes) else c
    k0, k1, k2, k3, k4, k5, k6, k7 = _WORDS8.unpack_from(k)
    i0, i1, i2, i3 = WORDS4.unpack_from(inp)
    words = (c0, k0, k1, k2, k3, c1, i0, i1, i2, i3, c2, k4, k5, k6, k7, c3)
    hashed = array(WORD_TYPE, bytes(64))
    salsa20_words.xor_blocks(hashed, 0, 16, words)
    # z0, z5, z10, z15, z6, z7, z8, z9 ("Extending the Salsa20 nonce", section 2), written out: a comprehension over
    # the positions is a loop of its own to PyPy's JIT (a separate compiled loop and its exit bridge every call).
    return [
        (hashed[0] - c0) & M32, (hashed[5] - c1) & M32, (hashed[10] - c2) & M32, (hashed[15] - c3) & M32,
        (hashed[6] - i0) & M32, (hashed[7] - i1) & M32, (hashed[8] - i2) & M32, (hashed[9] - i3) & M32,
    ]


def _hsalsa20_words(inp: bytes, k: bytes, c: bytes | tuple[int, ...]) -> bytes:
    """HSalsa20 on PyPy (`arx.WORD_LOOP`): `_hsalsa20_key_words` as 32 bytes."""
    return _WORDS8.pack(*_hsalsa20_key_words(inp, k, c))


def crypto_core_hsalsa20(inp: bytes, k: bytes, c: bytes | None = None) -> bytes:
    """16-byte input, 32-byte key, 16-byte constant (None: "expand 32-byte k") -> 32-byte HSalsa20 output."""
    return _hsalsa20_bytes(inp, k, SIGMA_WORDS if c is None else c)


# -- word layout: one int per state word, one lane per block ----------------------------------------


def _rounds_lanes(
    x0: int, x1: int, x2: int, x3: int, x4: int, x5: int, x6: int, x7: int,
    x8: int, x9: int, x10: int, x11: int, x12: int, x13: int, x14: int, x15: int,
    h7: int, l7: int, h9: int, l9: int, h13: int, l13: int, h18: int, l18: int,
    double_rounds: int,
) -> tuple[int, ...]:
    """The rounds (`double_rounds` doublerounds, spec section 6) on lane-packed words, every lane a clean 32-bit
    value, without the final addition.

    A step is b ^= (a + d) <<< k. The sum's carry sits in bit 32 of its lane; `s << k` moves the low
    bits up (masked to [k, 32) by hk, which also drops the carry and what spilled into the next lane)
    and `s >> (32 - k)` brings the top k bits down (masked to [0, k) by lk, which drops the carry and
    the bits of the lane above). So every word stays clean without a separate mask of the sum.
    """
    for _ in range(double_rounds):
        # columnround
        s = x0 + x12
        x4 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x4 + x0
        x8 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x8 + x4
        x12 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x12 + x8
        x0 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x5 + x1
        x9 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x9 + x5
        x13 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x13 + x9
        x1 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x1 + x13
        x5 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x10 + x6
        x14 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x14 + x10
        x2 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x2 + x14
        x6 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x6 + x2
        x10 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x15 + x11
        x3 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x3 + x15
        x7 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x7 + x3
        x11 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x11 + x7
        x15 ^= (s << 18) & h18 ^ (s >> 14) & l18
        # rowround
        s = x0 + x3
        x1 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x1 + x0
        x2 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x2 + x1
        x3 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x3 + x2
        x0 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x5 + x4
        x6 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x6 + x5
        x7 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x7 + x6
        x4 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x4 + x7
        x5 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x10 + x9
        x11 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x11 + x10
        x8 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x8 + x11
        x9 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x9 + x8
        x10 ^= (s << 18) & h18 ^ (s >> 14) & l18
        s = x15 + x14
        x12 ^= (s << 7) & h7 ^ (s >> 25) & l7
        s = x12 + x15
        x13 ^= (s << 9) & h9 ^ (s >> 23) & l9
        s = x13 + x12
        x14 ^= (s << 13) & h13 ^ (s >> 19) & l13
        s = x14 + x13
        x15 ^= (s << 18) & h18 ^ (s >> 14) & l18
    return (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)


# -- bitsliced: one int per bit position of a state word, one bit per block ---------------------------


_ROTATED_POSITIONS = {distance: [(bit + distance) & 31 for bit in range(1, 31)] for distance in (7, 9, 13, 18)}


def _bitsliced_step(b: list[int], a: list[int], d: list[int], distance: int) -> list[int]:
    """b ^ ((a + d) <<< distance) on bit-planes: the adder of `_bitsliced_add`, with each sum bit i XORed
    straight into plane (i + distance) mod 32 of b (the rotation is a renaming of planes)."""
    out = list(b)
    x = a[0]
    y = d[0]
    out[distance] ^= x ^ y
    carry = x & y
    for x, y, position in zip(a[1:31], d[1:31], _ROTATED_POSITIONS[distance]):
        half = x ^ y
        out[position] ^= half ^ carry
        carry = (x & y) ^ (carry & half)
    out[(distance + 31) & 31] ^= a[31] ^ d[31] ^ carry
    return out


def _rounds_bitsliced(x: list[list[int]], double_rounds: int) -> list[list[int]]:
    """The rounds (`double_rounds` doublerounds, spec sections 3-6) on bit-planes, without the final addition."""
    x = list(x)
    for _ in range(double_rounds):
        # columnround
        x[4] = _bitsliced_step(x[4], x[0], x[12], 7)
        x[8] = _bitsliced_step(x[8], x[4], x[0], 9)
        x[12] = _bitsliced_step(x[12], x[8], x[4], 13)
        x[0] = _bitsliced_step(x[0], x[12], x[8], 18)
        x[9] = _bitsliced_step(x[9], x[5], x[1], 7)
        x[13] = _bitsliced_step(x[13], x[9], x[5], 9)
        x[1] = _bitsliced_step(x[1], x[13], x[9], 13)
        x[5] = _bitsliced_step(x[5], x[1], x[13], 18)
        x[14] = _bitsliced_step(x[14], x[10], x[6], 7)
        x[2] = _bitsliced_step(x[2], x[14], x[10], 9)
        x[6] = _bitsliced_step(x[6], x[2], x[14], 13)
        x[10] = _bitsliced_step(x[10], x[6], x[2], 18)
        x[3] = _bitsliced_step(x[3], x[15], x[11], 7)
        x[7] = _bitsliced_step(x[7], x[3], x[15], 9)
        x[11] = _bitsliced_step(x[11], x[7], x[3], 13)
        x[15] = _bitsliced_step(x[15], x[11], x[7], 18)
        # rowround
        x[1] = _bitsliced_step(x[1], x[0], x[3], 7)
        x[2] = _bitsliced_step(x[2], x[1], x[0], 9)
        x[3] = _bitsliced_step(x[3], x[2], x[1], 13)
        x[0] = _bitsliced_step(x[0], x[3], x[2], 18)
        x[6] = _bitsliced_step(x[6], x[5], x[4], 7)
        x[7] = _bitsliced_step(x[7], x[6], x[5], 9)
        x[4] = _bitsliced_step(x[4], x[7], x[6], 13)
        x[5] = _bitsliced_step(x[5], x[4], x[7], 18)
        x[11] = _bitsliced_step(x[11], x[10], x[9], 7)
        x[8] = _bitsliced_step(x[8], x[11], x[10], 9)
        x[9] = _bitsliced_step(x[9], x[8], x[11], 13)
        x[10] = _bitsliced_step(x[10], x[9], x[8], 18)
        x[12] = _bitsliced_step(x[12], x[15], x[14], 7)
        x[13] = _bitsliced_step(x[13], x[12], x[15], 9)
        x[14] = _bitsliced_step(x[14], x[13], x[12], 13)
        x[15] = _bitsliced_step(x[15], x[14], x[13], 18)
    return x


SALSA20 = LaneCipher(
    name="Salsa20",
    groups=_GROUPS,
    distances=(7, 9, 13, 18),
    counter_words=(8, 9),  # the 64-bit block counter is the second half of the 16-byte input (section 10)
    rounds_grouped=_rounds_grouped,
    rounds_lanes=_rounds_lanes,
    rounds_bitsliced=_rounds_bitsliced,
    xor_blocks=salsa20_words.xor_blocks,
)
"""Salsa20 as the shared keystream machinery (`arx`) runs it."""
SALSA2012 = dataclasses.replace(
    SALSA20, name="Salsa20/12", double_rounds=6, xor_blocks=salsa20_words.xor_blocks_salsa2012
)
"""Salsa20/12 ("The Salsa20 family of stream ciphers", section 2: 12 rounds, else Salsa20): the same rounds functions
and kernels, run for 6 doublerounds."""
SALSA208 = dataclasses.replace(SALSA20, name="Salsa20/8", double_rounds=4, xor_blocks=salsa20_words.xor_blocks_salsa208)
"""Salsa20/8: 4 doublerounds."""


def _state(key: Sequence[int], n0: int, n1: int) -> list[int]:
    """The expansion function's 16 input words (spec section 10), block counter words zero."""
    c0, c1, c2, c3 = SIGMA_WORDS
    k0, k1, k2, k3, k4, k5, k6, k7 = key
    return [c0, k0, k1, k2, k3, c1, n0, n1, 0, 0, c2, k4, k5, k6, k7, c3]


def keystream_batch(key: tuple[int, ...], n0: int, n1: int, first_block: int, count: int) -> bytes:
    """Salsa20 keystream blocks first_block .. first_block + count - 1 for the key words `key` (8, each plus
    2^32: `arx.guarded_words`) and the nonce words n0, n1 (guarded the same way): the expansion function
    of spec section 10, with the 64-bit block counter as the second half of its 16-byte input."""
    return arx.keystream_batch(SALSA20, _state(key, n0, n1), first_block, count)


def xor_keystream(
    data: bytes,
    start: int,
    key: tuple[int, ...],
    n0: int,
    n1: int,
    skip: int,
    plan: list[tuple[int, int]],
    first_batch: bytes | None = None,
) -> list[bytes]:
    """data[start:] XOR keystream[skip:] in pieces (see `arx.xor_keystream`)."""
    return arx.xor_keystream(SALSA20, _state(key, n0, n1), data, start, skip, plan, first_batch)


def keystream(length: int, key: tuple[int, ...], n0: int, n1: int) -> bytes:
    """The first `length` bytes of the Salsa20 keystream."""
    return arx.keystream(SALSA20, _state(key, n0, n1), length)


def salsa20_setup(n: bytes, k: bytes) -> tuple[tuple[int, ...], int, int]:
    """Salsa20 with an 8-byte nonce: the key words and the nonce words, all guarded (`arx.guarded_words`)."""
    n0, n1 = guarded_words(n[:8])
    return guarded_words(k), n0, n1


def xsalsa20_setup(n: bytes, k: bytes) -> tuple[tuple[int, ...], int, int]:
    """XSalsa20 ("Extending the Salsa20 nonce", section 3): the Salsa20 key words (HSalsa20 of k and the
    first 16 nonce bytes) and nonce words (the last 8 nonce bytes), all guarded (`arx.guarded_words`)."""
    return salsa20_setup(n[16:24], _hsalsa20_bytes(n, k))


def words_state(key: bytes, nonce: bytes) -> list[int]:
    """The expansion function's 16 input words (spec section 10) for a 32-byte key and an 8-byte nonce, plain
    (`_WORDS8`), counter words zero: for PyPy's kernel (`arx.WORD_LOOP`)."""
    return _state(_WORDS8.unpack(key), *_WORDS2.unpack(nonce))


def xsalsa20_words_state(n: bytes, k: bytes) -> list[int]:
    """`words_state` of XSalsa20 ("Extending the Salsa20 nonce", section 3): HSalsa20's subkey (its words, never
    packed to bytes) and the last 8 nonce bytes; for PyPy's kernel (`arx.WORD_LOOP`)."""
    return _state(_hsalsa20_key_words(n, k, SIGMA_WORDS), *_WORDS2.unpack_from(n, 16))


def xor_padded(state: list[int], data: bytes, skip: int) -> bytes:
    """bytes(skip) + data XOR the keystream of `state` from its counter on, in whole blocks (the bytes past
    skip + len(data) are keystream): PyPy's one pass (`arx.WORD_LOOP`, `salsa20_words.xor_blocks`). With
    skip = 32 the first 32 bytes are the keystream's, secretbox's Poly1305 key."""
    words = machine_words.padded_words(data, skip)
    salsa20_words.xor_blocks(words, 0, len(words), state)
    return words.tobytes()


def _stream_xor_words(state: list[int], m: bytes) -> bytes:
    return xor_padded(state, m, 0)[: len(m)]


def _check_ic(ic: int) -> None:
    if not 0 <= ic < 1 << 64:
        raise ValueError("ic: the initial block counter must be in [0, 2^64)")


def _xor_ic(cipher: LaneCipher, m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR the keystream of the cipher (Salsa20 or a reduced-round one) under the 8-byte nonce n[:8] and k, from
    block `ic` on (64-bit, wrapping mod 2^64 as libsodium's counter does)."""
    _check_ic(ic)
    if arx.WORD_LOOP:
        state = words_state(k, n[:8])
        state[8], state[9] = ic & M32, ic >> 32  # the block counter (spec section 10), low word first
        words = machine_words.padded_words(m, 0)
        kernel = cipher.xor_blocks
        assert kernel is not None
        kernel(words, 0, len(words), state)
        return words.tobytes()[: len(m)]
    key, n0, n1 = salsa20_setup(n, k)
    return b"".join(arx.xor_keystream(cipher, _state(key, n0, n1), m, 0, 0, arx.batch_plan(len(m), ic)))


def crypto_stream_salsa20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR Salsa20(k, 8-byte nonce n), block counter from 0."""
    if arx.WORD_LOOP:
        return _stream_xor_words(words_state(k, n[:8]), m)
    key, n0, n1 = salsa20_setup(n, k)
    return b"".join(xor_keystream(m, 0, key, n0, n1, 0, arx.batch_plan(len(m))))


def crypto_stream_salsa20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR Salsa20(k, 8-byte nonce n) from block `ic` (64-bit, wrapping)."""
    return _xor_ic(SALSA20, m, n, ic, k)


def crypto_stream_salsa20(length: int, n: bytes, k: bytes) -> bytes:
    key, n0, n1 = salsa20_setup(n, k)
    return keystream(length, key, n0, n1)


def crypto_stream_salsa2012_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR Salsa20/12(k, 8-byte nonce n), block counter from 0."""
    return _xor_ic(SALSA2012, m, n, 0, k)


def crypto_stream_salsa2012(length: int, n: bytes, k: bytes) -> bytes:
    """`length` bytes of Salsa20/12 keystream."""
    key, n0, n1 = salsa20_setup(n, k)
    return arx.keystream(SALSA2012, _state(key, n0, n1), length)


def crypto_stream_salsa208_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR Salsa20/8(k, 8-byte nonce n), block counter from 0."""
    return _xor_ic(SALSA208, m, n, 0, k)


def crypto_stream_salsa208(length: int, n: bytes, k: bytes) -> bytes:
    """`length` bytes of Salsa20/8 keystream."""
    key, n0, n1 = salsa20_setup(n, k)
    return arx.keystream(SALSA208, _state(key, n0, n1), length)


def crypto_stream_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    """m XOR XSalsa20(k, 24-byte nonce n)."""
    if arx.WORD_LOOP:
        return _stream_xor_words(xsalsa20_words_state(n, k), m)
    key, n0, n1 = xsalsa20_setup(n, k)
    return b"".join(xor_keystream(m, 0, key, n0, n1, 0, arx.batch_plan(len(m))))


def crypto_stream_xsalsa20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR XSalsa20(k, 24-byte nonce n) from block `ic` (64-bit, wrapping): Salsa20 under HSalsa20's subkey."""
    return _xor_ic(SALSA20, m, n[16:24], ic, _hsalsa20_bytes(n, k))


def crypto_stream(length: int, n: bytes, k: bytes) -> bytes:
    key, n0, n1 = xsalsa20_setup(n, k)
    return keystream(length, key, n0, n1)
