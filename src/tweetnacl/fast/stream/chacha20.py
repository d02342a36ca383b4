"""ChaCha20 (RFC 8439 and the original 64-bit-nonce variant), HChaCha20 and XChaCha20 on Python ints, fast.

Specs: RFC 8439 (ChaCha20 and Poly1305 for IETF Protocols): the quarter round (section 2.1), the state
and its column and diagonal rounds (2.2), the block function with a 32-bit counter and a 96-bit nonce
(2.3) and encryption (2.4); D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008): the original layout
with a 64-bit block counter in words 12-13 and a 64-bit nonce in words 14-15 (libsodium's
crypto_stream_chacha20); draft-irtf-cfrg-xchacha-03: HChaCha20 (section 2.2) and XChaCha20 (2.3), as
libsodium computes them (crypto_core_hchacha20, crypto_stream_xchacha20: HChaCha20 subkey, then the
original ChaCha20 under the last 8 nonce bytes).

How it is fast: the keystream comes from the lane / bit-slicing machinery shared with Salsa20
(`tweetnacl.fast.stream.arx`, which explains the layouts and dispatches over them); this module gives it the
ChaCha20 rounds in each layout:
- Grouped (a few blocks, HChaCha20): rows A = x0..x3, B = x4..x7, C = x8..x11, D = x12..x15, so a column
  round is one quarter round on four groups at once, and a diagonal round the same after B, C, D rotate
  by one, two and three groups (the usual SIMD layout).
- Word layout (up to thousands of blocks): one int per state word, one 40-bit lane per block.
- Bitsliced (large batches): one int per bit of a word; the additions are ripple-carry adders whose sum
  bits are XORed into the other word on the fly, and the rotation is a renaming of planes.
- On PyPy, instead of all three (`arx.WORD_LOOP`): one block at a time on 16 machine words, by the kernel
  `chacha20_words` (the keystream XORed into 32-bit words in place; HChaCha20 as one block minus its input).
Lazy masking (lane layouts): a step is a += b; d = (d ^ a) <<< k. Only the rotated word needs clean
32-bit lanes, and its two rotation masks clean it whatever the spare bits of d ^ a hold; the sum a (and
c) keeps its carries in the lane's 8 spare bits: its start (below 2^33 with the key guard) plus 40
additions over the 20 rounds stay below 43 * 2^32 < 2^40, and the output is read as the low 4 bytes of each
lane. So a step costs one addition, one XOR, two shifts and two masks, as in Salsa20.
Nothing here branches on or indexes by key, nonce or keystream data; only lengths and the block counter
steer loops. Every int carries public anchor lanes on top (see `blocks.ANCHOR_LANES`), and key and nonce
words enter as word + 2^32 (`arx.guarded_words`), so int sizes do not depend on them.
"""

from __future__ import annotations

import struct
from array import array

from tweetnacl.fast.stream import arx, chacha20_words, lanes
from tweetnacl.fast.stream.arx import SIGMA_WORDS, WORDS4, guarded_words
from tweetnacl.fast.stream.blocks import M32, WORD_TYPE, LaneCipher

__all__ = [
    "CHACHA20",
    "CHACHA20_IETF",
    "crypto_core_hchacha20",
    "crypto_stream_chacha20",
    "crypto_stream_chacha20_ietf",
    "crypto_stream_chacha20_ietf_xor",
    "crypto_stream_chacha20_ietf_xor_ic",
    "crypto_stream_chacha20_xor",
    "crypto_stream_chacha20_xor_ic",
    "crypto_stream_xchacha20",
    "crypto_stream_xchacha20_xor",
    "crypto_stream_xchacha20_xor_ic",
    "hchacha20_key",
    "ietf_state",
    "original_state",
    "words_state",
    "xchacha20_ietf_words_state",
]

_GROUPS = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15))
"""Group q of A, B, C, D holds word q of each row: group q is column round quarter round q (section 2.2)."""


def _rounds_grouped(
    a: int, b: int, c: int, d: int,
    g: int, g2: int, g3: int, low1: int, low2: int, low3: int,
    h16: int, l16: int, h12: int, l12: int, h8: int, l8: int, h7: int, l7: int,
    double_rounds: int,
) -> tuple[int, int, int, int]:
    """The rounds (`double_rounds` double rounds, 10: section 2.3) on the grouped layout, without the final addition.

    The diagonal round's quarter round q works on words (q, 4 + (q + 1) % 4, 8 + (q + 2) % 4,
    12 + (q + 3) % 4): group q of A, of B moved down one group, of C two, of D three (a group rotation is
    (v >> g * t) | ((v & low bits) << g * (4 - t))); they move back after the round.
    """
    for _ in range(double_rounds):
        # column round
        a += b
        t = d ^ a
        d = (t << 16) & h16 ^ (t >> 16) & l16
        c += d
        t = b ^ c
        b = (t << 12) & h12 ^ (t >> 20) & l12
        a += b
        t = d ^ a
        d = (t << 8) & h8 ^ (t >> 24) & l8
        c += d
        t = b ^ c
        b = (t << 7) & h7 ^ (t >> 25) & l7
        # diagonal round
        b = (b >> g) | ((b & low1) << g3)
        c = (c >> g2) | ((c & low2) << g2)
        d = (d >> g3) | ((d & low3) << g)
        a += b
        t = d ^ a
        d = (t << 16) & h16 ^ (t >> 16) & l16
        c += d
        t = b ^ c
        b = (t << 12) & h12 ^ (t >> 20) & l12
        a += b
        t = d ^ a
        d = (t << 8) & h8 ^ (t >> 24) & l8
        c += d
        t = b ^ c
        b = (t << 7) & h7 ^ (t >> 25) & l7
        b = (b >> g3) | ((b & low3) << g)
        c = (c >> g2) | ((c & low2) << g2)
        d = (d >> g) | ((d & low1) << g3)
    return a, b, c, d


def _rounds_lanes(
    x0: int, x1: int, x2: int, x3: int, x4: int, x5: int, x6: int, x7: int,
    x8: int, x9: int, x10: int, x11: int, x12: int, x13: int, x14: int, x15: int,
    h16: int, l16: int, h12: int, l12: int, h8: int, l8: int, h7: int, l7: int,
    double_rounds: int,
) -> tuple[int, ...]:
    """The rounds (`double_rounds` double rounds, section 2.3) on lane-packed words, without the final addition. Quarter round
    (section 2.1) step: a += b; d ^= a; d <<<= k, with the lazy masking of the module docstring."""
    for _ in range(double_rounds):
        # column round
        x0 += x4
        t = x12 ^ x0
        x12 = (t << 16) & h16 ^ (t >> 16) & l16
        x8 += x12
        t = x4 ^ x8
        x4 = (t << 12) & h12 ^ (t >> 20) & l12
        x0 += x4
        t = x12 ^ x0
        x12 = (t << 8) & h8 ^ (t >> 24) & l8
        x8 += x12
        t = x4 ^ x8
        x4 = (t << 7) & h7 ^ (t >> 25) & l7
        x1 += x5
        t = x13 ^ x1
        x13 = (t << 16) & h16 ^ (t >> 16) & l16
        x9 += x13
        t = x5 ^ x9
        x5 = (t << 12) & h12 ^ (t >> 20) & l12
        x1 += x5
        t = x13 ^ x1
        x13 = (t << 8) & h8 ^ (t >> 24) & l8
        x9 += x13
        t = x5 ^ x9
        x5 = (t << 7) & h7 ^ (t >> 25) & l7
        x2 += x6
        t = x14 ^ x2
        x14 = (t << 16) & h16 ^ (t >> 16) & l16
        x10 += x14
        t = x6 ^ x10
        x6 = (t << 12) & h12 ^ (t >> 20) & l12
        x2 += x6
        t = x14 ^ x2
        x14 = (t << 8) & h8 ^ (t >> 24) & l8
        x10 += x14
        t = x6 ^ x10
        x6 = (t << 7) & h7 ^ (t >> 25) & l7
        x3 += x7
        t = x15 ^ x3
        x15 = (t << 16) & h16 ^ (t >> 16) & l16
        x11 += x15
        t = x7 ^ x11
        x7 = (t << 12) & h12 ^ (t >> 20) & l12
        x3 += x7
        t = x15 ^ x3
        x15 = (t << 8) & h8 ^ (t >> 24) & l8
        x11 += x15
        t = x7 ^ x11
        x7 = (t << 7) & h7 ^ (t >> 25) & l7
        # diagonal round
        x0 += x5
        t = x15 ^ x0
        x15 = (t << 16) & h16 ^ (t >> 16) & l16
        x10 += x15
        t = x5 ^ x10
        x5 = (t << 12) & h12 ^ (t >> 20) & l12
        x0 += x5
        t = x15 ^ x0
        x15 = (t << 8) & h8 ^ (t >> 24) & l8
        x10 += x15
        t = x5 ^ x10
        x5 = (t << 7) & h7 ^ (t >> 25) & l7
        x1 += x6
        t = x12 ^ x1
        x12 = (t << 16) & h16 ^ (t >> 16) & l16
        x11 += x12
        t = x6 ^ x11
        x6 = (t << 12) & h12 ^ (t >> 20) & l12
        x1 += x6
        t = x12 ^ x1
        x12 = (t << 8) & h8 ^ (t >> 24) & l8
        x11 += x12
        t = x6 ^ x11
        x6 = (t << 7) & h7 ^ (t >> 25) & l7
        x2 += x7
        t = x13 ^ x2
        x13 = (t << 16) & h16 ^ (t >> 16) & l16
        x8 += x13
        t = x7 ^ x8
        x7 = (t << 12) & h12 ^ (t >> 20) & l12
        x2 += x7
        t = x13 ^ x2
        x13 = (t << 8) & h8 ^ (t >> 24) & l8
        x8 += x13
        t = x7 ^ x8
        x7 = (t << 7) & h7 ^ (t >> 25) & l7
        x3 += x4
        t = x14 ^ x3
        x14 = (t << 16) & h16 ^ (t >> 16) & l16
        x9 += x14
        t = x4 ^ x9
        x4 = (t << 12) & h12 ^ (t >> 20) & l12
        x3 += x4
        t = x14 ^ x3
        x14 = (t << 8) & h8 ^ (t >> 24) & l8
        x9 += x14
        t = x4 ^ x9
        x4 = (t << 7) & h7 ^ (t >> 25) & l7
    return (x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15)


def _add_xor_rotate(a: list[int], b: list[int], d: list[int], distance: int) -> tuple[list[int], list[int]]:
    """On bit-planes: a + b mod 2^32 and (d ^ (a + b)) <<< distance. A ripple-carry adder whose sum bits
    are XORed into d as they come; the rotation is a renaming of d's planes."""
    x = a[0]
    y = b[0]
    s = x ^ y
    total = [s]
    mixed = [d[0] ^ s]
    carry = x & y
    for x, y, z in zip(a[1:31], b[1:31], d[1:31]):
        half = x ^ y
        s = half ^ carry
        total.append(s)
        mixed.append(z ^ s)
        # majority(x, y, carry); its two terms are never both set, so ^ serves as |
        carry = (x & y) ^ (carry & half)
    s = a[31] ^ b[31] ^ carry
    total.append(s)
    mixed.append(d[31] ^ s)
    cut = 32 - distance
    return total, mixed[cut:] + mixed[:cut]


_QUARTER_ROUNDS = (
    (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),  # column round
    (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14),  # diagonal round
)


def _rounds_bitsliced(x: list[list[int]], double_rounds: int) -> list[list[int]]:
    """The rounds (`double_rounds` double rounds, sections 2.1-2.3) on bit-planes, without the final addition."""
    x = list(x)
    for _ in range(double_rounds):
        for ia, ib, ic, id_ in _QUARTER_ROUNDS:
            a, b, c, d = x[ia], x[ib], x[ic], x[id_]
            a, d = _add_xor_rotate(a, b, d, 16)
            c, b = _add_xor_rotate(c, d, b, 12)
            a, d = _add_xor_rotate(a, b, d, 8)
            c, b = _add_xor_rotate(c, d, b, 7)
            x[ia], x[ib], x[ic], x[id_] = a, b, c, d
    return x


CHACHA20 = LaneCipher(
    name="ChaCha20",
    groups=_GROUPS,
    distances=(16, 12, 8, 7),
    counter_words=(12, 13),  # the original layout: a 64-bit block counter, then a 64-bit nonce
    rounds_grouped=_rounds_grouped,
    rounds_lanes=_rounds_lanes,
    rounds_bitsliced=_rounds_bitsliced,
    xor_blocks=chacha20_words.xor_blocks,
)
"""The original ChaCha20 (64-bit counter and nonce; also crypto_stream_xchacha20's) for the shared machinery (`arx`)."""
CHACHA20_IETF = LaneCipher(
    name="ChaCha20-IETF",
    groups=_GROUPS,
    distances=(16, 12, 8, 7),
    counter_words=(12,),  # RFC 8439 section 2.3: a 32-bit block counter, then a 96-bit nonce
    rounds_grouped=_rounds_grouped,
    rounds_lanes=_rounds_lanes,
    rounds_bitsliced=_rounds_bitsliced,
    xor_blocks=chacha20_words.xor_blocks_ietf,
)
"""ChaCha20-IETF (RFC 8439: 32-bit counter, 96-bit nonce) for the shared machinery (`arx`)."""


def state(k: bytes, nonce: bytes) -> list[int]:
    """The 16 initial words (section 2.3): constants, key, then counter and nonce words (the counter
    words are filled in per block; `nonce` is the last 8 bytes (original) or 12 (IETF)). Key and nonce
    words are guarded (`arx.guarded_words`: no int holds a bare secret word)."""
    return [*SIGMA_WORDS, *guarded_words(k), *(0,) * (4 - len(nonce) // 4), *guarded_words(nonce)]


def ietf_state(n: bytes, k: bytes) -> list[int]:
    """ChaCha20-IETF initial words for the 12-byte nonce n and the 32-byte key k."""
    return state(k, n)


def original_state(n: bytes, k: bytes) -> list[int]:
    """Original ChaCha20 initial words for the 8-byte nonce n and the 32-byte key k."""
    return state(k, n)


def _hchacha20(constant: tuple[int, ...], inp: bytes, k: bytes) -> bytes:
    """HChaCha20 (draft-irtf-cfrg-xchacha section 2.2): words 0-3 and 12-15 of the state after the 20
    rounds, without the final addition; reads the first 16 bytes of inp. The output is a key: it is cut
    from the lanes' bytes (group q's lane at bytes 10q .. 10q + 3; the lanes of A keep carries in their
    spare byte, lazy masking), never unpacked to ints. On PyPy (`arx.WORD_LOOP`) on 16 machine words."""
    if arx.WORD_LOOP:
        return _hchacha20_words(constant, inp, k)
    words = [*constant, *guarded_words(k), *guarded_words(inp[:16])]
    start = lanes.grouped_state(CHACHA20, words, 1)
    a, _, _, d = CHACHA20.rounds_grouped(*start, *lanes.grouped_constants(CHACHA20, 1), CHACHA20.double_rounds)
    ra, rd = a.to_bytes(40, "little"), d.to_bytes(40, "little")
    return b"".join((ra[0:4], ra[10:14], ra[20:24], ra[30:34], rd[0:4], rd[10:14], rd[20:24], rd[30:34]))


def _hchacha20_key_words(constant: tuple[int, ...], inp: bytes, k: bytes) -> list[int]:
    """HChaCha20 on PyPy (`arx.WORD_LOOP`) as its 8 output words: one block of `chacha20_words.xor_blocks` on zeros
    (its counter words 12, 13 are HChaCha20's first 8 input bytes: one block only), minus the input words at the
    output positions (the block function adds them, section 2.3; HChaCha20 does not); differences masked to 32 bits.
    Key and input words unpacked plainly (k[:32], inp[:16]): PyPy's ints have no size classes to hide
    (`arx.guarded_words` is CPython's measure)."""
    c0, c1, c2, c3 = constant
    i0, i1, i2, i3 = WORDS4.unpack_from(inp)
    hashed = array(WORD_TYPE, bytes(64))
    chacha20_words.xor_blocks(hashed, 0, 16, (c0, c1, c2, c3, *_WORDS8.unpack_from(k), i0, i1, i2, i3))
    # words 0-3 and 12-15 (section 2.2), written out: a comprehension over the positions is a loop of its own to
    # PyPy's JIT (a separate compiled loop and its exit bridge every call).
    return [
        (hashed[0] - c0) & M32, (hashed[1] - c1) & M32, (hashed[2] - c2) & M32, (hashed[3] - c3) & M32,
        (hashed[12] - i0) & M32, (hashed[13] - i1) & M32, (hashed[14] - i2) & M32, (hashed[15] - i3) & M32,
    ]


def _hchacha20_words(constant: tuple[int, ...], inp: bytes, k: bytes) -> bytes:
    """HChaCha20 on PyPy (`arx.WORD_LOOP`): `_hchacha20_key_words` as 32 bytes."""
    return _WORDS8.pack(*_hchacha20_key_words(constant, inp, k))


_WORDS8 = struct.Struct("<8I")
_NONCE_WORDS = {8: struct.Struct("<2I"), 12: struct.Struct("<3I")}
"""The original layout's 8-byte and the IETF layout's 12-byte nonce as words (precompiled: on PyPy a format string
made per call costs more than the unpacking)."""


def words_state(k: bytes, nonce: bytes) -> list[int]:
    """`state` for PyPy's kernel (`arx.WORD_LOOP`, `chacha20_words`): the same 16 words (counter words zero), key
    and nonce (8 or 12 bytes) unpacked plainly, as `_hchacha20_key_words` does (no guard: PyPy's ints have no size
    classes to hide)."""
    return [*SIGMA_WORDS, *_WORDS8.unpack(k), *(0,) * (4 - len(nonce) // 4), *_NONCE_WORDS[len(nonce)].unpack(nonce)]


def xchacha20_ietf_words_state(n: bytes, k: bytes) -> list[int]:
    """XChaCha20-IETF's state (draft-irtf-cfrg-xchacha section 2.3: ChaCha20-IETF under the HChaCha20 subkey of k and
    n[:16], nonce 0^4 || n[16:24]) for PyPy's kernel (`arx.WORD_LOOP`): `words_state` of the subkey's words, never
    packed to bytes."""
    return [*SIGMA_WORDS, *_hchacha20_key_words(SIGMA_WORDS, n, k), 0, 0, *_NONCE_WORDS[8].unpack_from(n, 16)]


def hchacha20_key(inp: bytes, k: bytes) -> bytes:
    """HChaCha20 of inp[:16] under k with the standard constant: a 32-byte subkey."""
    return _hchacha20(SIGMA_WORDS, inp, k)


def crypto_core_hchacha20(inp: bytes, k: bytes, c: bytes | None = None) -> bytes:
    """16-byte input, 32-byte key, optional 16-byte constant (default "expand 32-byte k") -> 32 bytes."""
    return _hchacha20(SIGMA_WORDS if c is None else WORDS4.unpack(c), inp, k)


def xchacha20_state(n: bytes, k: bytes) -> list[int]:
    """XChaCha20 (libsodium's crypto_stream_xchacha20): the original ChaCha20 state under the HChaCha20
    subkey of k and n[:16], with nonce n[16:24]. For block counters below 2^32 this is the draft's
    XChaCha20 (section 2.3: ChaCha20-IETF with nonce 0^4 || n[16:24])."""
    return original_state(n[16:24], hchacha20_key(n, k))


def _check_ic(ic: int, bits: int) -> None:
    if not 0 <= ic < 1 << bits:
        raise ValueError(f"ic: the initial block counter must be in [0, 2^{bits})")


def _xor(cipher: LaneCipher, words: list[int], m: bytes, ic: int) -> bytes:
    return b"".join(arx.xor_keystream(cipher, words, m, 0, 0, arx.batch_plan(len(m), ic)))


def crypto_stream_chacha20(length: int, n: bytes, k: bytes) -> bytes:
    """`length` bytes of original ChaCha20 keystream (8-byte nonce), block counter from 0."""
    return arx.keystream(CHACHA20, original_state(n, k), length)


def crypto_stream_chacha20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR original ChaCha20 keystream (8-byte nonce) from block `ic` (64-bit)."""
    _check_ic(ic, 64)
    return _xor(CHACHA20, original_state(n, k), m, ic)


def crypto_stream_chacha20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    return crypto_stream_chacha20_xor_ic(m, n, 0, k)


def crypto_stream_chacha20_ietf(length: int, n: bytes, k: bytes) -> bytes:
    """`length` bytes of ChaCha20-IETF keystream (12-byte nonce), block counter from 0 (at most 2^38
    bytes: the counter is 32 bits)."""
    return arx.keystream(CHACHA20_IETF, ietf_state(n, k), length)


def crypto_stream_chacha20_ietf_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR ChaCha20-IETF keystream (12-byte nonce) from block `ic` (32-bit; RFC 8439 section 2.4)."""
    _check_ic(ic, 32)
    return _xor(CHACHA20_IETF, ietf_state(n, k), m, ic)


def crypto_stream_chacha20_ietf_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    return crypto_stream_chacha20_ietf_xor_ic(m, n, 0, k)


def crypto_stream_xchacha20(length: int, n: bytes, k: bytes) -> bytes:
    """`length` bytes of XChaCha20 keystream (24-byte nonce), block counter from 0."""
    return arx.keystream(CHACHA20, xchacha20_state(n, k), length)


def crypto_stream_xchacha20_xor_ic(m: bytes, n: bytes, ic: int, k: bytes) -> bytes:
    """m XOR XChaCha20 keystream (24-byte nonce) from block `ic` (64-bit)."""
    _check_ic(ic, 64)
    return _xor(CHACHA20, xchacha20_state(n, k), m, ic)


def crypto_stream_xchacha20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    return crypto_stream_xchacha20_xor_ic(m, n, 0, k)
