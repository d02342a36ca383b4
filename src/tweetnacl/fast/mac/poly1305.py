"""Poly1305 one-time authenticator on Python ints, fast: whole chunks of blocks per big-int operation.

Spec: D. J. Bernstein, "The Poly1305-AES message-authentication code" (2005, cr.yp.to/mac/poly1305-20050329.pdf),
section 2, with NaCl's key layout (r = first 16 key bytes clamped, s = last 16); the same function as
RFC 8439 section 2.5. The tag of blocks c_1 .. c_q (each 16 bytes little-endian plus 2^(8 * length)) is
(c_1 r^q + c_2 r^(q-1) + ... + c_q r) mod (2^130 - 5) + s, mod 2^128.

How it is fast (CPython: every interpreted operation costs tens of nanoseconds, one big-int operation on
kilobytes costs a little more):
- Slots. Up to CHUNK_BLOCKS blocks are copied into 40-byte slots of one int (block j in bits [320j, 320j + 129),
  with its 2^128 pad bit from a template), by two strided 8-byte copies and one `int.from_bytes`.
- Tree. sum_j A_j r^(k-j) over k slots is halved at each level by one multiplication of the low slots by a
  power of r: A'_i = A_i r^m + A_(i+m). After the first level the slot count is a power of two, so only
  r^(2^t) are needed (repeated squaring). Work: about two passes over the chunk plus log2(k) levels.
- Lazy reduction. Slot values are folded with 2^130 = 5 (mod p), (x mod 2^130) + 5 (x >> 130), instead
  of `% p`; they stay below 2^177 (products below 2^310), below the 320-bit slot width.
- The final h mod p and the addition of s are branch-free (see `_finish`).
On PyPy none of this runs: the whole tag is computed on 26-bit limbs in machine words (`LIMBS`, `poly1305_limbs`).
Nothing branches on or indexes by key, state or message bytes; only lengths steer loops.

CPython's int arithmetic (30-bit digits) must not follow the secrets either: not an int's size, not a scan
over equal digits, not a row-end carry of the schoolbook product (x_mul ends each row with `if (carry)`, and a
zero or small digit of the shorter operand, its rows, makes that carry zero). So every product by r is a product
by q = p - r (`_key`: by clamping every 30-bit digit of q is at least 15) as the left, outer operand, times an
inner operand whose top bit is set (h and h + block, held plus STATE_OFFSET in [2^149, 2^150); the last two
slots of a chunk plus an offset; -x for the squares), negated back and folded by `_product`, where every
intermediate has a size and a carry pattern no value decides (tests/test_poly1305_shapes.py replays them). The
key halves come in with a guard bit (sizes independent of key bits). What still follows secret values, and is
not a product by r: inside the slot tree of a message of three blocks or more, the powers r^2, r^4, .. are the
outer operands of the level products and of their own squares (a digit of a reduced power is zero or 1 with
probability about 2^-28 per digit; only a chosen key reaches one, by a search), and the top slot of a packed chunk and a
fold's low part there can be one digit shorter.
"""

from __future__ import annotations

import hmac
import sys

from tweetnacl.fast.mac import poly1305_limbs

__all__ = ["LIMBS", "Poly1305", "crypto_onetimeauth", "crypto_onetimeauth_verify", "tag_of", "tag_of_pieces"]

P = (1 << 130) - 5
"""The Poly1305 prime."""

CLAMP = 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
_LOW130 = (1 << 130) - 1
_LOW128 = (1 << 128) - 1

SLOT_BYTES = 40
SLOT_BITS = 8 * SLOT_BYTES
CHUNK_BLOCKS = 1024
"""Blocks per packed chunk: 40 KiB ints, below the size where CPython's allocator starts to page-fault,
and 10 tree levels (slot values stay below 2^177, products below 2^310 < 2^320, for an incoming h below
2^132 and multipliers below 2^132 + 2^131)."""

PACK_ONCE_BLOCKS = 64
"""Chunks of up to this many blocks are packed into one int and split (see `_absorb`)."""

# Block j's pad bit (2^128) at byte 16 of slot j, so packing needs no separate addition.
_TEMPLATE = memoryview(((1 << 128).to_bytes(SLOT_BYTES, "little")) * CHUNK_BLOCKS)


def _lane_masks(bits: int) -> tuple[int, ...]:
    """Index t: bits [0, bits) of each of 2^t slots, for 2^t = 1, 2, 4, .. CHUNK_BLOCKS."""
    masks = []
    slots = 1
    while slots <= CHUNK_BLOCKS:
        low = int.from_bytes(((1 << bits) - 1).to_bytes(SLOT_BYTES, "little") * slots, "little")
        masks.append(low)
        slots *= 2
    return tuple(masks)


_SLOT_LOW130 = _lane_masks(130)
_SLOT_HIGH = _lane_masks(SLOT_BITS - 130)
_SLOT_LOW_PART = tuple((1 << (SLOT_BITS << t)) - 1 for t in range(CHUNK_BLOCKS.bit_length()))
"""All bits of the first 2^t slots."""


def _multiple_of_p_from(bound: int) -> int:
    """The least multiple of p at or above bound (offsets congruent to 0 that fix an int's size)."""
    return -(-bound // P) * P


_INNER_LOW = 1 << 149
"""Every inner operand of a 5-digit product is in [2^149, 2^150): five 30-bit digits, the top one >= 2^29."""
STATE_OFFSET = _multiple_of_p_from(_INNER_LOW + 5)
"""h is held as v + STATE_OFFSET, v = h mod p plus at most p (v < 2^130 + 2^76, see `_product`): in
[2^149, 2^150) with any block (< 2^129) added, so h and h + c are guarded inner operands."""
_INNER_MINUS = _multiple_of_p_from(_INNER_LOW + (1 << 133))
"""_INNER_MINUS - x = -x (mod p) for 0 <= x < 2^133 (q or a power of r), in [2^149, 2^150)."""
_STATE_TO_SLOT = STATE_OFFSET - P
"""h - _STATE_TO_SLOT = v + p < 2^132: h as the tree's slot 0 takes it."""
_SLOT_END_OFFSET = _multiple_of_p_from(1 << 179)
"""A slot value (< 2^176) plus this is in [2^179, 2^180): a guarded 6-digit inner operand."""
_BIG5 = _multiple_of_p_from((1 << 300) + (1 << 284))
_BIG6 = _multiple_of_p_from((1 << 330) + (1 << 313))
"""For 5- and 6-digit inner operands: a multiple of p one digit longer than any product (< 2^283, < 2^310),
so BIG - product is in (2^300, 2^301), (2^330, 2^331): no equal-length scan in the subtraction, a top digit of 1."""
_BIT130 = 1 << 130
_LOW131 = (1 << 131) - 1
_TO_STATE = STATE_OFFSET - _BIT130 - 5
_TO_POWER = 4 * P - _BIT130 - 5
_TO_SLOT_END = _SLOT_END_OFFSET - _BIT130 - 5


def _product(outer: int, inner: int, big: int, offset: int) -> int:
    """-outer * inner mod p, as v + (offset + 2^130 + 5) with v < 2^130 + 2^76 congruent to it: STATE_OFFSET
    (offset _TO_STATE), 4p (_TO_POWER: a multiplier of the tree, in [2^132, 2^132 + 2^131)) or _SLOT_END_OFFSET.

    Shapes (CPython, 30-bit digits), the same for every value: `outer` has 5 digits, each >= 2 (q = p - r
    by clamping, see `_key`; the powers of r are reduced values, see the module notes) and `inner` has
    5 or 6 digits (big = _BIG5, _BIG6) with its top bit set, so every row of x_mul ends with a carry (the row's partial
    product is at least 2 * 2^(30 * digits - 1)) and the product has 5 more. BIG - product
    (BIG longer: no scan) has a top digit of 1. Each fold takes the low 130 bits with bit 130 set
    ((y | 2^130) & (2^131 - 1): five digits whatever the low bits are) and adds 5 (y >> 130), whose length
    follows BIG's top digit and whose single row ends without carry (5 * (y >> 130) < 2^(30 * its digits)).
    The two set bits 2^130 add 10 (mod p), which the offset takes back: v = folded - 2^130 - 5."""
    y = big - outer * inner
    z = ((y | _BIT130) & _LOW131) + 5 * (y >> 130)
    return ((z | _BIT130) & _LOW131) + 5 * (z >> 130) + offset


def _powers(q: int, count: int) -> list[int]:
    """[q, r^2, r^4, .. r^(2^(count-1))] for q = p - r (`_key`), the powers held as v + 4p in [2^132, 2^132 +
    2^131) (`_product`), each the square of the one before: -x * (-x) with -x held as _INNER_MINUS - x. Held
    at 4p, a power times a block and pad (the top slot of a chunk's first level) is 260 or 261 bits, and its
    fold's high part 130 or 131 bits, never across a 30-bit digit boundary of its slot (bit 320 + 130 = 450 is
    one): a small power (r < 2^60 makes r^2 < 2^120) does not shorten the packed int."""
    powers = [q]
    for _ in range(count - 1):
        x = powers[-1]
        powers.append(_product(x, _INNER_MINUS - x, _BIG5, _TO_POWER))
    return powers


def _copies_from_strided_views() -> bool:
    """Whether a memoryview slice assignment accepts a strided source: CPython does; PyPy 7.3 raises
    BufferError ("underlying buffer is not C-contiguous"), so there the source is made contiguous first."""
    try:
        memoryview(bytearray(32)).cast("Q")[0::2] = memoryview(bytes(32)).cast("Q")[0::2]  # two items: one is contiguous
    except BufferError:
        return False
    return True


STRIDED_SOURCES = _copies_from_strided_views()


def _slots(view: memoryview, start: int, nblocks: int) -> int:
    """Blocks view[start : start + 16 * nblocks] as one int of 40-byte slots, each with its pad bit."""
    packed = bytearray(_TEMPLATE[: SLOT_BYTES * nblocks])
    slots = memoryview(packed).cast("Q")
    words = view[start : start + 16 * nblocks].cast("Q")
    # Block j's two 8-byte halves go to 8-byte words 5j and 5j + 1 of the slots (byte order kept).
    low_halves, high_halves = words[0::2], words[1::2]
    if not STRIDED_SOURCES:  # PyPy: one contiguous copy of each half (see _copies_from_strided_views)
        low_halves, high_halves = memoryview(low_halves.tobytes()).cast("Q"), memoryview(high_halves.tobytes()).cast("Q")
    slots[0::5] = low_halves
    slots[1::5] = high_halves
    slots.release()
    words.release()
    return int.from_bytes(packed, "little")


def _absorb(h: int, data: bytes, start: int, nblocks: int, powers: list[int], q: int) -> int:
    """h r^nblocks + sum_j c_j r^(nblocks - j) for the nblocks full blocks of data[start:], held (h in and
    out) as v + STATE_OFFSET (unchanged if nblocks = 0). q = p - r; `powers` must reach r^(2^t) for
    2^t < min(nblocks, CHUNK_BLOCKS)."""
    view = memoryview(data)
    stop = start + 16 * nblocks
    for chunk_start in range(start, stop, 16 * CHUNK_BLOCKS):
        k = min(stop - chunk_start, 16 * CHUNK_BLOCKS) // 16
        if k == 1:
            h = _product(q, _slots(view, chunk_start, 1) + h, _BIG5, _TO_STATE)
            continue
        if k == 2:
            lanes = _slots(view, chunk_start, 2) + (h - _STATE_TO_SLOT)
        else:
            # First level: m = the largest power of two below k. Slots [0, k - m) times r^m are added to the
            # last k - m of the m slots [k - m, k), which keep their own (smaller) powers. Short chunks are
            # packed once and split at slot k - m (one packing costs more than a split there), long ones
            # packed in their two parts (a split costs two passes there); the slots are public blocks plus
            # their pad bits, so either way every size is public.
            level = (k - 1).bit_length() - 1
            m = 1 << level
            if k <= PACK_ONCE_BLOCKS:
                packed = _slots(view, chunk_start, k)
                split = SLOT_BITS * (k - m)
                lower, upper = packed & ((1 << split) - 1), packed >> split
            else:
                lower = _slots(view, chunk_start, k - m)
                upper = _slots(view, chunk_start + 16 * (k - m), m)
            # h joins block 0's slot: h r^k + c_0 r^k + ... is one term of the same sum.
            lower += h - _STATE_TO_SLOT
            lanes = ((lower * powers[level]) << (SLOT_BITS * (2 * m - k))) + upper
            lanes = (lanes & _SLOT_LOW130[level]) + 5 * ((lanes >> 130) & _SLOT_HIGH[level])
            # Further levels halve a power-of-two slot count, down to two: lower half times r^(half) plus
            # upper half.
            while level > 1:
                level -= 1
                lower = lanes & _SLOT_LOW_PART[level]
                lanes = lower * powers[level] + (lanes >> (SLOT_BITS << level))
                lanes = (lanes & _SLOT_LOW130[level]) + 5 * ((lanes >> 130) & _SLOT_HIGH[level])
        # Two slots A_0, A_1 left: the chunk's sum times r is (A_0 r + A_1) r, two products by r (q outer).
        slot_0 = (lanes + _SLOT_END_OFFSET) & _SLOT_LOW_PART[0]
        h = _product(q, _product(q, slot_0, _BIG6, _TO_SLOT_END) + (lanes >> SLOT_BITS), _BIG6, _TO_STATE)
    return h


LIMBS = sys.implementation.name == "pypy"
"""Chosen at import: on PyPy the whole tag is computed on 26-bit limbs in machine words (`poly1305_limbs`: ~100x
faster there than the slot tree, measured 870 vs 6 MB/s on 1 MiB; no big int even in the key and the final
reduction); CPython runs the slot tree ~14x faster than a limb loop (24 vs 1.7 MB/s). Read at call time;
both are tested on both."""


def _finish(h: int, tail: bytes, q: int, s: int) -> bytes:
    """Absorb the last, partial block (0..15 bytes; none if empty) and form the tag; h as `_absorb` leaves it,
    q and s as `_key` gives them."""
    if tail:
        h = _product(q, h + int.from_bytes(tail, "little") + (1 << (8 * len(tail))), _BIG5, _TO_STATE)
    # Here h = v + STATE_OFFSET with v < 2^130 + 2^76 < 2p (`_product`); h + _FINAL is v + p + 2^150. v mod p
    # = v - p exactly when v + 5 reaches 2^130, that is when (v + p + 10) >> 130 is 2 rather than 1; and mod
    # 2^128, -p is +5. So v + p + 5 * ((v + p + 10) >> 130) = v mod p (mod 2^128): no branch on the MAC
    # state. The shift sees v + p + 10 + 2^150, whose extra 5 * 2^20 and whose offsets s carries (`_key`),
    # with 2^128, all gone mod 2^128.
    return ((h + 5 * ((h + _FINAL_PLUS_10) >> 130) + s) & _LOW128).to_bytes(16, "little")


_FINAL = (1 << 150) + P - STATE_OFFSET
"""h + _FINAL = v + p + 2^150: six digits, and (h + _FINAL + 10) >> 130 = 2^20 + (1 or 2), one digit above 256."""
_FINAL_PLUS_10 = _FINAL + 10
_GUARD_BYTE = b"\x01"
"""Appended to each 16-byte key half before it becomes an int: the int is then the half plus 2^128 (bit
length 129) from the start; `int.from_bytes` of the bare half would already be shorter for small values."""
_CLAMP_GUARDED = CLAMP | 1 << 128
_Q_FROM_GUARDED = P + (1 << 128)
_S_OFFSET = _FINAL - 5 * (1 << 20)


def _key(k: bytes) -> tuple[int, int]:
    """(q, s') of the one-time key k: q = p - r for r clamped (section 2), s' = s + 2^128 + _S_OFFSET (the
    offsets `_finish` adds to the tag, taken back mod 2^128).

    q is r's negative mod p, and CPython's products by r are products by q (`_product` negates them): each
    30-bit digit of a clamped r is at most 2^30 - 16 (its clamped bits: 28, 29 of digit 0, 0..3 of digit 1,
    0..5 of digit 2, 2..7 of digit 3, all but 0..3 of digit 4), so each digit of p - r (p's digits are
    2^30 - 5, 2^30 - 1 three times and 2^10 - 1, no borrow) is at least 15: never the zero or small digit
    that would skip a row-end carry, whatever r is. Sizes: r + 2^128 (guard byte) and p + 2^128 differ in
    their top digit, so the subtraction scans one digit; q is in [2^130 - 2^124, 2^130), five digits;
    s + 2^128 + _S_OFFSET has five digits for every s."""
    q = _Q_FROM_GUARDED - (int.from_bytes(k[:16] + _GUARD_BYTE, "little") & _CLAMP_GUARDED)
    return q, int.from_bytes(k[16:32] + _GUARD_BYTE, "little") + _S_OFFSET


def _powers_for(nblocks: int, q: int) -> list[int]:
    return _powers(q, max(1, (min(nblocks, CHUNK_BLOCKS) - 1).bit_length()))


def tag_of(data: bytes, start: int, k: bytes, stop: int | None = None) -> bytes:
    """Poly1305 tag of data[start:stop] (stop None: to the end) under the 32-byte one-time key k."""
    if LIMBS:
        return poly1305_limbs.tag(data, start, len(data) if stop is None else stop, k)
    if stop is not None:
        data = data[:stop]
    q, s = _key(k)
    nblocks = (len(data) - start) // 16
    h = _absorb(STATE_OFFSET, data, start, nblocks, _powers_for(nblocks, q), q)  # h = 0, held
    return _finish(h, data[start + 16 * nblocks :], q, s)


def tag_of_pieces(pieces: list[bytes], k: bytes) -> bytes:
    """Poly1305 tag of b"".join(pieces), where every piece but the last is a whole number of blocks."""
    if LIMBS:
        return poly1305_limbs.tag_of_pieces(pieces, k)
    q, s = _key(k)
    powers = _powers_for(max((len(piece) // 16 for piece in pieces), default=0), q)
    h = STATE_OFFSET  # h = 0, held
    for index, piece in enumerate(pieces):
        if len(piece) % 16 and index != len(pieces) - 1:
            raise ValueError("only the last piece may end with a partial block")
        h = _absorb(h, piece, 0, len(piece) // 16, powers, q)
    tail = pieces[-1][len(pieces[-1]) & ~15 :] if pieces else b""
    return _finish(h, tail, q, s)


def crypto_onetimeauth(m: bytes, k: bytes) -> bytes:
    """16-byte Poly1305 tag of m under the 32-byte one-time key k."""
    return tag_of(m, 0, k)


def crypto_onetimeauth_verify(h: bytes, m: bytes, k: bytes) -> bool:
    """Whether h is the tag of m under k, compared in constant time."""
    return hmac.compare_digest(tag_of(m, 0, k), h)


class Poly1305:
    """Poly1305 over a message that comes in parts (libsodium's crypto_onetimeauth_init / update / final): whole
    blocks are absorbed as they come (the slot tree, or `poly1305_limbs.Running` on PyPy), at most 15 bytes are held
    until the next part; the tag is the one-shot tag of the concatenation. Part lengths are public; the key, the
    state and the data are handled as in the one-shot tag."""

    __slots__ = ("_pending", "_limbs", "_q", "_s", "_h")

    def __init__(self, k: bytes) -> None:
        self._pending = b""
        if LIMBS:
            self._limbs = poly1305_limbs.Running(k)
        else:
            self._q, self._s = _key(k)
            self._h = STATE_OFFSET  # h = 0, held

    def update(self, data: bytes) -> None:
        data = self._pending + data
        whole = len(data) & ~15
        if LIMBS:
            self._limbs.absorb(data, 0, whole)
        else:
            nblocks = whole // 16
            self._h = _absorb(self._h, data, 0, nblocks, _powers_for(nblocks, self._q), self._q)
        self._pending = data[whole:]

    def final(self) -> bytes:
        if LIMBS:
            return self._limbs.finish(self._pending)
        return _finish(self._h, self._pending, self._q, self._s)
