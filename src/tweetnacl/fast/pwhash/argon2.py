"""Argon2i and Argon2id (version 0x13) on Python ints, with libsodium's crypto_pwhash API and strings.

Specs: RFC 9106 "Argon2 Memory-Hard Function for Password Hashing and Proof-of-Work Applications":
H0 (section 3.2 steps 1-2), H' (3.3), the compression G and the permutation P (3.5-3.6), the filling of
the memory with data-independent (Argon2i, and Argon2id's first half pass) or data-dependent indexing
(3.4), and the finalization (3.2 steps 7-8). libsodium's layer over it (src/libsodium/crypto_pwhash/:
argon2/pwhash_argon2i.c, pwhash_argon2id.c, argon2-encoding.c, crypto_pwhash.c): one lane, opslimit =
passes, memlimit in bytes (memlimit // 1024 KiB blocks), 16-byte salt, and the modular-crypt strings
`$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>` (base64 without padding), which it parses
strictly (minimal decimals, canonical base64, validated parameters).

How it is fast (CPython: every interpreted operation costs tens of nanoseconds, one big-int operation on
a few hundred bytes little more than on one word):
- Lanes. A block's 128 64-bit words live in 72-bit lanes (9 bytes: 8 spare bits take the carries of
  the additions, reduced by the rotation that follows each) of four ints A, B, C, D: the permutation P
  applies BLAKE2b's round to 8 rows (or 8 columns) at once, and each of its G calls acts on 4 words, so
  the 32 G calls of one step are one step on four 32-lane ints (the "SIMD" layout; the diagonal step
  rotates lanes within groups of 4). Additions, XORs and rotations then cost one big-int operation for
  32 words.
- Multiplications. BlaMka's 2 * lo32(a) * lo32(b) has no big-int form (a product of packed ints mixes
  lanes), so 32 factor pairs are unpacked with `struct`, multiplied by one `map`, and packed back into
  lanes by `struct` (the factors are cut so that every product fits 64 bits, see `_blamka`); the rest
  of the step stays in lanes. This is about 70% of the time: the floor of this design.
- Storage. Memory is one bytearray of 9-byte lanes in the A, B, C, D order (1152 bytes per 1024-byte
  block, 12.5% over the memory cost), so a block is loaded by one `int.from_bytes` and stored by one
  `int.to_bytes`; rows and columns are swapped by one byte permutation of runs of lanes (`struct` and
  one `join`), which also undoes the diagonal step's lane rotation (`_piece_permutation`).
Constant shapes: every lane int carries a dummy group of 4 lanes on top (a public scratch computation
that follows the same steps), and the factors carry guard terms (fixed digit counts, so the products
too; the one-digit factor's set top bit makes CPython's schoolbook product carry out of its single row
every time), so each int operation's operand sizes, and the branches of the multiplication, follow public
values, not the password (see `_DUMMY`, `_blamka`; tests/test_pwhash.py records every operation's operand
sizes and replays the products' rows). The reference-block index of the data-dependent
passes is the password-dependent memory access that Argon2id's design accepts after its first half pass
(RFC 9106 section 3.4.1.2); Argon2i and that first half pass index by public counters only.

On PyPy (chosen at import: `LAYOUT`) the memory is an array of 32-bit halves and G runs on machine words,
straight-line code generated at import, with every intermediate below 2^63 by construction (see "the
machine-word path"); the fill logic is shared, through the small `Layout` interface.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import struct
import sys
from array import array
from operator import itemgetter, mul, xor
from typing import Any, Callable, NamedTuple, Optional, Sequence, Union

from tweetnacl._random import random_bytes

Buffer = Union[bytes, bytearray]

__all__ = [
    "ALG_ARGON2I13",
    "ALG_ARGON2ID13",
    "ALG_DEFAULT",
    "TYPE_ARGON2I",
    "TYPE_ARGON2ID",
    "argon2",
    "crypto_pwhash",
    "crypto_pwhash_str",
    "crypto_pwhash_str_needs_rehash",
    "crypto_pwhash_str_verify",
]

VERSION = 0x13
TYPE_ARGON2I = 1
TYPE_ARGON2ID = 2
"""Argon2's type numbers (RFC 9106 section 3.2: y = 1 for Argon2i, 2 for Argon2id)."""

ALG_ARGON2I13 = 1
ALG_ARGON2ID13 = 2
ALG_DEFAULT = ALG_ARGON2ID13
"""libsodium's algorithm identifiers (crypto_pwhash_ALG_*)."""

SALTBYTES = 16
STRBYTES = 128
STRPREFIX = {ALG_ARGON2I13: b"$argon2i$", ALG_ARGON2ID13: b"$argon2id$"}
PASSWD_MIN = 0
PASSWD_MAX = 0xFFFFFFFF
BYTES_MIN = 16
BYTES_MAX = 0xFFFFFFFF
MEMLIMIT_MIN = 8192
MEMLIMIT_MAX = 4398046510080
OPSLIMIT_MIN = {ALG_ARGON2I13: 3, ALG_ARGON2ID13: 1}
OPSLIMIT_MAX = 0xFFFFFFFF
STR_HASHBYTES = 32
"""libsodium's limits (crypto_pwhash_argon2i.h, crypto_pwhash_argon2id.h) and the hash length of its strings."""

_MAX_LANES = 0xFFFFFF
_MIN_SALT = 8
_U32_MAX = 0xFFFFFFFF
_SYNC_POINTS = 4
_ADDRESSES_PER_BLOCK = 128

WORDS = 128
LANE_BYTES = 9
LANE_BITS = 8 * LANE_BYTES
STORED_BLOCK_BYTES = WORDS * LANE_BYTES
"""A block in memory: 128 words as 9-byte lanes (word value in the low 8 bytes, zero guard byte)."""

_M64 = (1 << 64) - 1


# -- H' and H0 (RFC 9106 sections 3.2 and 3.3) ------------------------------------------------------


def _le32(value: int) -> bytes:
    return value.to_bytes(4, "little")


def blake2b_long(out_len: int, data: bytes) -> bytes:
    """H'^T(X) of RFC 9106 section 3.3: BLAKE2b of LE32(T) || X, extended by chaining 64-byte digests
    (keeping 32 bytes of each) when T > 64."""
    prefixed = _le32(out_len) + data
    if out_len <= 64:
        return hashlib.blake2b(prefixed, digest_size=out_len).digest()
    pieces = []
    digest = hashlib.blake2b(prefixed).digest()
    pieces.append(digest[:32])
    remaining = out_len - 32
    while remaining > 64:
        digest = hashlib.blake2b(digest).digest()
        pieces.append(digest[:32])
        remaining -= 32
    pieces.append(hashlib.blake2b(digest, digest_size=remaining).digest())
    return b"".join(pieces)


def _initial_hash(
    type_: int, password: bytes, salt: bytes, secret: bytes, ad: bytes,
    t_cost: int, m_cost: int, lanes: int, out_len: int,
) -> bytes:
    """H0 (RFC 9106 section 3.2 step 2)."""
    h = hashlib.blake2b()
    for value in (lanes, out_len, m_cost, t_cost, VERSION, type_):
        h.update(_le32(value))
    for field in (password, salt, secret, ad):
        h.update(_le32(len(field)))
        h.update(field)
    return h.digest()


# -- block layouts ------------------------------------------------------------------------------------

# Row layout (the stored one): int q (A, B, C, D = 0..3), row r, k in 0..3 holds word 16r + 4q + k, at
# lane 4r + k of the int; the ints follow each other, so stored lane 32q + 4r + k.
_ROW_WORDS = [16 * r + 4 * q + k for q in range(4) for r in range(8) for k in range(4)]
# Column layout: column i of P is (v[2i], v[2i+1], v[2i+16], v[2i+17], .., v[2i+113]) (RFC 9106 section
# 3.6): its 16 words go to A, B, C, D as 4 each, at lanes 4i + k.
_COLUMN_WORDS = [16 * (2 * q + k // 2) + 2 * i + k % 2 for q in range(4) for i in range(8) for k in range(4)]

_GROUPS = 9
"""Lane groups per int: 8 rows (or columns) of 4 words, and the dummy group on top."""
_INT_LANES = 4 * _GROUPS
_INT_BYTES = _INT_LANES * LANE_BYTES
_DATA_BYTES = 32 * LANE_BYTES


def _with_dummies(layout: list[int]) -> list[int]:
    """The 4 x 36 lanes of the ints A, B, C, D: `layout`'s 32 words each, then that int's dummy group
    (numbered 128 + 4q + k)."""
    return [word for q in range(4) for word in layout[32 * q:32 * q + 32] + [128 + 4 * q + k for k in range(4)]]


def _diagonalized(lanes: list[int]) -> list[int]:
    """`lanes` after the diagonal step's rotation (RFC 9106 section 3.6 via BLAKE2b's round): within every
    group of 4, lane k of B, C, D takes what lane k + 1, k + 2, k + 3 (mod 4) held."""
    return [lanes[i - i % 4 + (i % 4 + (i // _INT_LANES)) % 4] for i in range(len(lanes))]


def _piece_permutation(source: list[int], target: list[int]) -> tuple[struct.Struct, Callable[[tuple[bytes, ...]], tuple[bytes, ...]]]:
    """A byte permutation of 9-byte lanes from the `source` layout to the `target` one (which may leave
    lanes out): a struct that cuts the source into pieces (each a run of lanes that stays together) and
    the order in which to join them."""
    position = {word: index for index, word in enumerate(source)}
    runs: list[list[int]] = []  # [first source lane, lanes], in target order
    for word in target:
        lane = position[word]
        if runs and runs[-1][0] + runs[-1][1] == lane:
            runs[-1][1] += 1
        else:
            runs.append([lane, 1])
    by_source = sorted(range(len(runs)), key=lambda run: runs[run][0])
    cuts, cursor = [], 0
    for run in by_source:
        first, lanes = runs[run]
        if first > cursor:
            cuts.append(f"{(first - cursor) * LANE_BYTES}x")
        cuts.append(f"{lanes * LANE_BYTES}s")
        cursor = first + lanes
    if cursor < len(source):
        cuts.append(f"{(len(source) - cursor) * LANE_BYTES}x")
    piece_of_run = {run: piece for piece, run in enumerate(by_source)}
    return struct.Struct("".join(cuts)), itemgetter(*[piece_of_run[run] for run in range(len(runs))])


# The ends of the two rounds leave B, C, D diagonalized; the byte permutations that follow (to the
# column layout, then to the stored one) put them back at the same time: with runs of lanes kept
# together, that is 87 and 80 pieces instead of 67 and 64, cheaper than 3 lane rotations each.
_TO_COLUMNS_PIECES, _TO_COLUMNS_ORDER = _piece_permutation(_diagonalized(_with_dummies(_ROW_WORDS)),
                                                           _with_dummies(_COLUMN_WORDS))
_TO_STORED_PIECES, _TO_STORED_ORDER = _piece_permutation(_diagonalized(_with_dummies(_COLUMN_WORDS)), _ROW_WORDS)

_WORDS_LE = struct.Struct(f"<{WORDS}Q")
_LANES_LE = struct.Struct("<" + "Qx" * WORDS)
_STORED_FROM_WORDS = itemgetter(*_ROW_WORDS)
_WORDS_FROM_STORED = itemgetter(*[_ROW_WORDS.index(word) for word in range(WORDS)])


def _stored_from_block(block: bytes) -> bytes:
    """A 1024-byte block (RFC 9106 byte order) in the stored layout."""
    return _LANES_LE.pack(*_STORED_FROM_WORDS(_WORDS_LE.unpack(block)))


def _block_from_stored(stored: bytes) -> bytes:
    """The stored layout back to a 1024-byte block."""
    return _WORDS_LE.pack(*_WORDS_FROM_STORED(_LANES_LE.unpack(stored)))


# -- the compression G (RFC 9106 sections 3.5 and 3.6) -----------------------------------------------


def _lanes(value: int, lanes: int = _INT_LANES) -> int:
    """`value` in each of `lanes` 72-bit lanes."""
    return int.from_bytes(value.to_bytes(LANE_BYTES, "little") * lanes, "little")


def _group_lanes(value: int, positions: tuple[int, ...]) -> int:
    """`value` in the lanes at `positions` (0..3) of every group of 4."""
    lane = value.to_bytes(LANE_BYTES, "little")
    zero = bytes(LANE_BYTES)
    group = b"".join(lane if k in positions else zero for k in range(4))
    return int.from_bytes(group * _GROUPS, "little")


_LOW32 = _lanes(0xFFFFFFFF)
_LOW29 = _lanes((1 << 29) - 1)
_ROW_GUARD = _lanes(1 << 29)
_COLUMN_GUARD = _lanes(1 << 32)
_BITS = [_lanes(1 << k) for k in range(3)]
_LANE64 = _lanes(_M64)
_ROTATION_MASKS = {
    distance: (_lanes((1 << (64 - distance)) - 1), _lanes(_M64 ^ ((1 << (64 - distance)) - 1)))
    for distance in (32, 24, 16, 63)
}
_K0, _K12, _K3 = _group_lanes(_M64, (0,)), _group_lanes(_M64, (1, 2)), _group_lanes(_M64, (3,))
_K012, _K123 = _group_lanes(_M64, (0, 1, 2)), _group_lanes(_M64, (1, 2, 3))
_K01, _K23 = _group_lanes(_M64, (0, 1)), _group_lanes(_M64, (2, 3))

_FACTORS = struct.Struct("<" + "Qx" * 32 + f"{4 * LANE_BYTES}x")
_PRODUCTS = struct.Struct("<" + "Qx" * 32 + f"{4 * LANE_BYTES}s")
_DUMMY_PRODUCTS = (1 << 63).to_bytes(LANE_BYTES, "little") * 4
"""What the dummy lanes get in place of products: 16 * 2^63 = 2^67 keeps them non-negative (see `_blamka`)."""

_DUMMY = [
    b"".join(
        int.from_bytes(hashlib.blake2b(b"tweetnacl.fast.argon2 dummy 51 %d %d" % (q, k), digest_size=8).digest(), "little")
        .to_bytes(LANE_BYTES, "little")
        for k in range(4)
    )
    for q in range(4)
]
"""The dummy group of A, B, C, D: 4 public random-looking words each. They go through the same steps as
the 32 real lanes (each step is its own G on them), so the ints' top lanes, and with them the sizes of
all the big-int operations, follow this public computation instead of the password's state. The
computation is the same in every compression (it never sees the real lanes), so the words are chosen
(label "dummy 51": the first that does) such that no masked value of it is zero in all four lanes: the
lane bits 63 that the rotation by 63 moves down, the bits 0, 1 and 2 of BlaMka's masks (each 1 in 16 for
random words, 48 of them per compression)."""


def _blamka(a: int, b: int) -> int:
    """a + b + 2 * lo32(a) * lo32(b) in every real lane (RFC 9106 section 3.6, GB's BlaMka step), not
    reduced mod 2^64: the 8 spare bits of a lane take the growth of the 8 BlaMka steps an `a` or `c` lane
    sees in one compression (< 25 * 2^64), and the rotations that follow them keep only the low 64 bits.
    `b` must be reduced (it is a rotation's result).

    The 32 real lanes' products go through `map`. With x = lo32(a), y = lo32(b) and y_h = y >> 3, the
    factors have fixed shapes for CPython's multiplication (30-bit digits): f = y_h + 2^29 in
    [2^29, 2^30) is one digit, g = x + 2^32 in [2^32, 2^33) two (so not the one-digit fast path: k_mul
    -> x_mul, with f as its single row), and f g >= 2^61 makes that row's carry out, floor(f g / 2^60),
    never zero (x_mul's `if (carry)` is always taken); f g < 2^63 is three digits and fits one struct
    'Q'. Then, per lane, 2 x y = 16 x y_h + 2 x (y & 7) = 16 f g - 2^33 (8 y_h + g) + 2 x (y & 7), with
    x (y & 7) from three bit masks; the subtraction comes last, from a non-negative lane. The dummy lanes
    get no product: 2^63 in its place (16 * 2^63 = 2^67 > 2^33 (8 y_h + g)) keeps them non-negative."""
    y_high = (b >> 3) & _LOW29
    g = (a & _LOW32) + _COLUMN_GUARD
    products = map(
        mul,
        _FACTORS.unpack((y_high + _ROW_GUARD).to_bytes(_INT_BYTES, "little")),
        _FACTORS.unpack(g.to_bytes(_INT_BYTES, "little")),
    )
    packed = int.from_bytes(_PRODUCTS.pack(*products, _DUMMY_PRODUCTS), "little")
    # x (y & 7) = the sum over bits k of y of x << k where bit k is set: bit k's mask is (bit << 32) - bit
    # (bits k..k+31; shifts and masks: a packed multiplication would be x_mul with secret rows), and
    # (a << k) & mask = x << k (a lane's top bits shifted into the next lane's bits 0..k-1 are masked off).
    bit0, bit1, bit2 = b & _BITS[0], b & _BITS[1], b & _BITS[2]
    low = (a & ((bit0 << 32) - bit0)) + ((a << 1) & ((bit1 << 32) - bit1)) + ((a << 2) & ((bit2 << 32) - bit2))
    return a + b + (((packed << 3) + low) << 1) - (((y_high << 3) + g) << 33)


def _half_round(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int]:
    """GB (RFC 9106 section 3.6) on all lanes: 36 independent G calls (32 real, 4 dummy). `a` and `c`
    come out unreduced (see `_blamka`); each rotation reduces what it rotates."""
    low, high = _ROTATION_MASKS[32]
    a = _blamka(a, b)
    d ^= a
    d = ((d >> 32) & low) | ((d << 32) & high)
    c = _blamka(c, d)
    b ^= c
    low, high = _ROTATION_MASKS[24]
    b = ((b >> 24) & low) | ((b << 40) & high)
    a = _blamka(a, b)
    d ^= a
    low, high = _ROTATION_MASKS[16]
    d = ((d >> 16) & low) | ((d << 48) & high)
    c = _blamka(c, d)
    b ^= c
    low, high = _ROTATION_MASKS[63]
    b = ((b >> 63) & low) | ((b << 1) & high)
    return a, b, c, d


def _round(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int]:
    """The permutation P (BLAKE2b's round without message) on 8 rows or columns and the dummy group:
    a column step, then the diagonal step with b, c, d rotated within each group of 4 lanes. They stay
    rotated (the caller's byte permutation undoes it, see `_TO_COLUMNS_PIECES`)."""
    a, b, c, d = _half_round(a, b, c, d)
    b = ((b >> LANE_BITS) & _K012) | ((b << 3 * LANE_BITS) & _K3)
    c = ((c >> 2 * LANE_BITS) & _K01) | ((c << 2 * LANE_BITS) & _K23)
    d = ((d >> 3 * LANE_BITS) & _K0) | ((d << LANE_BITS) & _K123)
    return _half_round(a, b, c, d)


def _split(layout: bytes) -> tuple[int, int, int, int]:
    return (
        int.from_bytes(layout[0:_INT_BYTES], "little"),
        int.from_bytes(layout[_INT_BYTES:2 * _INT_BYTES], "little"),
        int.from_bytes(layout[2 * _INT_BYTES:3 * _INT_BYTES], "little"),
        int.from_bytes(layout[3 * _INT_BYTES:], "little"),
    )


def _join(a: int, b: int, c: int, d: int) -> bytes:
    return b"".join((
        a.to_bytes(_INT_BYTES, "little"), b.to_bytes(_INT_BYTES, "little"),
        c.to_bytes(_INT_BYTES, "little"), d.to_bytes(_INT_BYTES, "little"),
    ))


_D0, _D1, _D2, _D3 = _DUMMY
_TAG_X, _TAG_Y, _TAG_Q, _TAG_OLD = b"\x01", b"\x02", b"\x04", b"\x08"
"""One top byte per operand of the XORs of G, all different, so no XOR cancels it (fixed sizes)."""
_STORED_LANES64 = _lanes(_M64, WORDS) | (0xFF << (8 * STORED_BLOCK_BYTES))
"""Every stored lane's 64 bits and the top tag byte: reduces the unreduced `a` and `c` lanes of Q."""


def compress(x: Buffer, y: Buffer, old: Optional[Buffer] = None) -> bytes:
    """G(X, Y) of RFC 9106 section 3.5 on stored blocks, XORed into `old` when given (version 0x13's
    passes after the first)."""
    r = int.from_bytes(x + _TAG_X, "little") ^ int.from_bytes(y + _TAG_Y, "little")
    rb = r.to_bytes(STORED_BLOCK_BYTES + 1, "little")
    a, b, c, d = _split(b"".join((
        rb[0:_DATA_BYTES], _D0, rb[_DATA_BYTES:2 * _DATA_BYTES], _D1,
        rb[2 * _DATA_BYTES:3 * _DATA_BYTES], _D2, rb[3 * _DATA_BYTES:4 * _DATA_BYTES], _D3,
    )))
    a, b, c, d = _round(a, b, c, d)
    a, b, c, d = _split(b"".join(_TO_COLUMNS_ORDER(_TO_COLUMNS_PIECES.unpack(_join(a, b, c, d)))))
    a, b, c, d = _round(a, b, c, d)
    q = b"".join(_TO_STORED_ORDER(_TO_STORED_PIECES.unpack(_join(a, b, c, d))))
    result = (int.from_bytes(q + _TAG_Q, "little") & _STORED_LANES64) ^ r
    if old is not None:
        result ^= int.from_bytes(old + _TAG_OLD, "little")
    return result.to_bytes(STORED_BLOCK_BYTES + 1, "little")[:STORED_BLOCK_BYTES]


# -- the machine-word path (PyPy) ---------------------------------------------------------------------

# PyPy's JIT compiles an int that fits a signed machine word to native arithmetic; a result >= 2^63 becomes a
# big int (slow, and a change of representation that the data would decide). This path keeps every value
# below 2^63 by construction: a memory of 32-bit halves, array('I') with the RFC's byte order (word i of a
# block is halves 2i (low) and 2i + 1 (high)), and G on pairs of halves:
# - additions: a_lo + b_lo + ... < 2^35 before the carry moves up, the high half is masked to 32 bits;
# - BlaMka's 2 * lo32(a) * lo32(b): the product a_lo * (b_lo >> 1) < (2^32 - 1)(2^31 - 1) < 2^63 - 2^32, and
#   2 a_lo b_lo = 4 a_lo (b_lo >> 1) + 2 a_lo (b_lo & 1) (see `_blamka_halves_source`);
# - rotations: shifts of a 32-bit half by at most 31 (< 2^63) and masks; by 32 a swap of the halves.
# The rows and columns of P are straight-line code generated at import (`_p_halves_source`), one function
# per direction, called from a loop over the 8 rows / 8 columns: PyPy's JIT inlines a loop-free function
# into the loop that calls it, and a whole compression written out would exceed its trace length limit.

Memory = Any
"""A memory of blocks: a bytearray of stored blocks (packed lanes), or an array('I') of halves (word halves)."""

_HALVES = 2 * WORDS
"""32-bit halves per block: the memory stride of this path."""

# BLAKE2b's round on 16 words v0..v15: GB on the columns, then on the diagonals (RFC 9106 section 3.6).
_GB_WORDS = (
    (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
    (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14),
)


def _blamka_halves_source(a: str, b: str) -> list[str]:
    """Lines computing a = a + b + 2 * lo32(a) * lo32(b) mod 2^64 on halves a_l, a_h, b_l, b_h (< 2^32).

    p = a_l (b_l >> 1) < 2^63 - 2^32; 4p = 4 (p mod 2^30) + 2^32 (p >> 30); t < 2^33 + 2^32 + 2^33 < 2^35
    holds the low half and its carry; the high sum is < 2^32 + 2^32 + 2^33 + 2^3 < 2^35."""
    return [
        f"p = {a}_l * ({b}_l >> 1)",
        f"t = {a}_l + {b}_l + ((p & 0x3FFFFFFF) << 2) + (({a}_l * ({b}_l & 1)) << 1)",
        f"{a}_h = ({a}_h + {b}_h + (p >> 30) + (t >> 32)) & 0xFFFFFFFF",
        f"{a}_l = t & 0xFFFFFFFF",
    ]


def _rotate_halves_source(x: str, distance: int) -> list[str]:
    """Lines rotating the word x (halves x_l, x_h) right by 32, 24, 16 or 63 bits."""
    if distance == 32:
        return [f"{x}_l, {x}_h = {x}_h, {x}_l"]
    if distance == 63:  # right by 63 = left by 1
        return [f"{x}_l, {x}_h = (({x}_l << 1) & 0xFFFFFFFF) | ({x}_h >> 31), (({x}_h << 1) & 0xFFFFFFFF) | ({x}_l >> 31)"]
    left = 32 - distance
    return [f"{x}_l, {x}_h = ({x}_l >> {distance}) | (({x}_h << {left}) & 0xFFFFFFFF), "
            f"({x}_h >> {distance}) | (({x}_l << {left}) & 0xFFFFFFFF)"]


def _gb_halves_source(a: str, b: str, c: str, d: str) -> list[str]:
    """GB of RFC 9106 section 3.6 on four words held as halves."""
    lines = []
    for x, y, z, distance in ((a, b, d, 32), (c, d, b, 24), (a, b, d, 16), (c, d, b, 63)):
        lines += _blamka_halves_source(x, y)
        lines += [f"{z}_l ^= {x}_l", f"{z}_h ^= {x}_h"]
        lines += _rotate_halves_source(z, distance)
    return lines


def _p_halves_source(name: str, offsets: list[int]) -> str:
    """A function `name(q, base)` applying P in place to the 16 words whose low halves are q[base + offsets[k]]."""
    words = [f"v{k}" for k in range(16)]
    load = [f"{w}_l = q[base + {o}]; {w}_h = q[base + {o + 1}]" for w, o in zip(words, offsets)]
    body = [line for group in _GB_WORDS for line in _gb_halves_source(*(words[k] for k in group))]
    store = [f"q[base + {o}] = {w}_l; q[base + {o + 1}] = {w}_h" for w, o in zip(words, offsets)]
    return f"def {name}(q, base):\n" + "".join(f"    {line}\n" for line in load + body + store)


def _compile_p_halves() -> tuple[Callable[[list[int], int], None], Callable[[list[int], int], None]]:
    """P on a row (words 16r .. 16r + 15: base 32r) and on a column (words 2i, 2i + 1, 2i + 16, .., 2i + 113:
    base 4i), as straight-line functions."""
    namespace: dict[str, Any] = {}
    exec(_p_halves_source("p_row", [2 * k for k in range(16)]), namespace)  # noqa: S102 - our own generated source
    exec(_p_halves_source("p_column", [32 * (k // 2) + 2 * (k % 2) for k in range(16)]), namespace)  # noqa: S102
    return namespace["p_row"], namespace["p_column"]


_p_row_halves, _p_column_halves = _compile_p_halves()


def _compress_halves_into(memory: Memory, current: int, previous: int, ref: int, xor_old: bool) -> None:
    """Block `current` = G(block `previous`, block `ref`) (XORed into its old value when `xor_old`), on a
    memory of halves (RFC 9106 section 3.5)."""
    x = previous * _HALVES
    y = ref * _HALVES
    r = [memory[x + i] ^ memory[y + i] for i in range(_HALVES)]
    q = r[:]
    for base in range(0, _HALVES, 32):
        _p_row_halves(q, base)
    for base in range(0, 32, 4):
        _p_column_halves(q, base)
    out = current * _HALVES
    if xor_old:
        for i in range(_HALVES):
            memory[out + i] ^= q[i] ^ r[i]
    else:
        for i in range(_HALVES):
            memory[out + i] = q[i] ^ r[i]


_HALVES_LE = struct.Struct(f"<{_HALVES}I")


def _new_memory_halves(blocks: int) -> Memory:
    return array("I", bytes(4 * _HALVES)) * blocks


def _stored_halves_from_block(block: bytes) -> Memory:
    return array("I", _HALVES_LE.unpack(block))


def _block_from_halves(memory: Memory, index: int) -> bytes:
    return _HALVES_LE.pack(*memory[index * _HALVES:(index + 1) * _HALVES])


def _first_halves(memory: Memory, index: int) -> tuple[int, int]:
    return memory[index * _HALVES], memory[index * _HALVES + 1]


def _all_halves(memory: Memory, index: int) -> tuple[Sequence[int], Sequence[int]]:
    block = memory[index * _HALVES:(index + 1) * _HALVES]
    return block[0::2], block[1::2]


# -- the layouts: what the fill logic needs from a memory, chosen at import ------------------------------

class Layout(NamedTuple):
    """How a memory holds its blocks, behind the few operations the shared fill logic uses."""

    name: str
    stride: int
    """Memory items per block."""
    new_memory: Callable[[int], Memory]
    """A zeroed memory of that many blocks."""
    stored_from_block: Callable[[bytes], Memory]
    """A 1024-byte block (RFC byte order) as the items of one block of the memory."""
    block_from_stored: Callable[[Memory, int], bytes]
    """Block `index` of a memory as 1024 bytes."""
    compress_into: Callable[[Memory, int, int, int, bool], None]
    """(memory, current, previous, ref, xor_old): block current = G(previous, ref), XORed into its old value
    when xor_old (version 0x13's passes after the first)."""
    first_halves: Callable[[Memory, int], tuple[int, int]]
    """(J1, J2): the low and high 32 bits of word 0 of block `index` (data-dependent indexing)."""
    all_halves: Callable[[Memory, int], tuple[Sequence[int], Sequence[int]]]
    """The low and the high 32 bits of the 128 words of block `index` (an address block)."""


def _compress_packed_into(memory: Memory, current: int, previous: int, ref: int, xor_old: bool) -> None:
    stride = STORED_BLOCK_BYTES
    x = memory[previous * stride:(previous + 1) * stride]
    y = memory[ref * stride:(ref + 1) * stride]
    if xor_old:
        memory[current * stride:(current + 1) * stride] = compress(x, y, memory[current * stride:(current + 1) * stride])
    else:
        memory[current * stride:(current + 1) * stride] = compress(x, y)


def _block_from_packed(memory: Memory, index: int) -> bytes:
    return _block_from_stored(bytes(memory[index * STORED_BLOCK_BYTES:(index + 1) * STORED_BLOCK_BYTES]))


_FIRST_HALVES = struct.Struct("<II").unpack_from


def _first_halves_packed(memory: Memory, index: int) -> tuple[int, int]:
    # A stored block starts with word 0 in little-endian order.
    return _FIRST_HALVES(memory, index * STORED_BLOCK_BYTES)


def _all_halves_packed(memory: Memory, index: int) -> tuple[Sequence[int], Sequence[int]]:
    halves = _HALVES_LE.unpack(_block_from_packed(memory, index))
    return halves[0::2], halves[1::2]


PACKED_LANES = Layout(
    "packed lanes", STORED_BLOCK_BYTES, lambda blocks: bytearray(blocks * STORED_BLOCK_BYTES),
    _stored_from_block, _block_from_packed, _compress_packed_into, _first_halves_packed, _all_halves_packed,
)
WORD_HALVES = Layout(
    "word halves", _HALVES, _new_memory_halves, _stored_halves_from_block, _block_from_halves,
    _compress_halves_into, _first_halves, _all_halves,
)
LAYOUT = WORD_HALVES if sys.implementation.name == "pypy" else PACKED_LANES
"""Chosen at import: PyPy runs the word halves ~30x faster than the packed lanes (13 vs 400 us per compression:
big ints there); CPython runs the packed lanes ~2.8x faster than the word halves (385 vs 1080 us), measured side
by side on a loaded machine. Both are tested on both (tests/test_pwhash.py's `layout` fixture)."""


# -- filling the memory (RFC 9106 section 3.4) --------------------------------------------------------


def _address_halves(layout: Layout, pass_: int, lane: int, slice_: int, memory_blocks: int, passes: int,
                    type_: int, counter: int) -> tuple[Sequence[int], Sequence[int]]:
    """The 128 pseudo-random words of one address block, G(0, G(0, Z)) with Z = (r, l, sl, m', t, y,
    counter, 0, ..) (RFC 9106 section 3.4.1.2), as their low (J1) and high (J2) halves. All public."""
    z = [pass_, lane, slice_, memory_blocks, passes, type_, counter] + [0] * (WORDS - 7)
    scratch = layout.new_memory(4)  # blocks: 0 (zero), Z, G(0, Z), G(0, G(0, Z))
    scratch[layout.stride:2 * layout.stride] = layout.stored_from_block(_WORDS_LE.pack(*z))
    layout.compress_into(scratch, 2, 0, 1, False)
    layout.compress_into(scratch, 3, 0, 2, False)
    return layout.all_halves(scratch, 3)


def _relative_position(j1: int, area: int) -> int:
    """|W| - 1 - ((|W| * ((J1 * J1) >> 32)) >> 32) of RFC 9106 section 3.4.2, from 16-bit pieces so that no
    product reaches 2^63 (PyPy's machine words; J1 and |W| are < 2^32): with J1 = 2^16 h + l,
    J1^2 >> 32 = h^2 + ((2hl + (l^2 >> 16)) >> 16), and likewise |W| x >> 32 with x cut in two."""
    high, low = j1 >> 16, j1 & 0xFFFF
    x = high * high + ((2 * high * low + ((low * low) >> 16)) >> 16)
    y = (area * (x >> 16) + ((area * (x & 0xFFFF)) >> 16)) >> 16
    return area - 1 - y


def _fill_pass(memory: Memory, type_: int, pass_: int, passes: int, lanes: int, segment_length: int) -> None:
    """One pass over the memory (RFC 9106 section 3.4: slices in order, the lanes' segments of a slice in
    turn, which is what p threads computing in parallel give)."""
    layout = LAYOUT
    compress_into = layout.compress_into
    first_halves = layout.first_halves
    lane_length = segment_length * _SYNC_POINTS
    memory_blocks = lane_length * lanes
    xor_old = pass_ > 0
    for slice_ in range(_SYNC_POINTS):
        data_independent = type_ == TYPE_ARGON2I or (pass_ == 0 and slice_ < _SYNC_POINTS // 2)
        start_position = 0 if pass_ == 0 else ((slice_ + 1) % _SYNC_POINTS) * segment_length
        finished = slice_ * segment_length if pass_ == 0 else lane_length - segment_length
        for lane in range(lanes):
            address_j1: Sequence[int] = ()
            address_j2: Sequence[int] = ()
            first = 2 if pass_ == 0 and slice_ == 0 else 0
            lane_start = lane * lane_length
            for index in range(first, segment_length):
                column = slice_ * segment_length + index
                current = lane_start + column
                previous = current - 1 if column else lane_start + lane_length - 1
                if data_independent:
                    if index % _ADDRESSES_PER_BLOCK == 0 or not address_j1:
                        address_j1, address_j2 = _address_halves(
                            layout, pass_, lane, slice_, memory_blocks, passes, type_,
                            index // _ADDRESSES_PER_BLOCK + 1,
                        )
                    j1 = address_j1[index % _ADDRESSES_PER_BLOCK]
                    j2 = address_j2[index % _ADDRESSES_PER_BLOCK]
                else:
                    # Data-dependent indexing (Argon2id after its first half pass): J1 || J2 is the
                    # previous block's first word, by design (RFC 9106 section 3.4.1.1).
                    j1, j2 = first_halves(memory, previous)
                ref_lane = lane if pass_ == 0 and slice_ == 0 else j2 % lanes
                if ref_lane == lane:
                    area = finished + index - 1
                else:
                    area = finished - (1 if index == 0 else 0)
                ref = ref_lane * lane_length + (start_position + _relative_position(j1, area)) % lane_length
                compress_into(memory, current, previous, ref, xor_old)


def _segment_length(m_cost: int, lanes: int) -> int:
    """Blocks per segment: m' = m rounded down to a multiple of 4p, at least 8p (RFC 9106 section 3.2)."""
    return max(m_cost, 2 * _SYNC_POINTS * lanes) // (lanes * _SYNC_POINTS)


def _initial_memory(h0: bytes, lanes: int, segment_length: int) -> Memory:
    """The memory with each lane's first two blocks, H'^1024(H0 || LE32(0 or 1) || LE32(lane))."""
    layout = LAYOUT
    lane_length = segment_length * _SYNC_POINTS
    stride = layout.stride
    memory = layout.new_memory(lane_length * lanes)
    for lane in range(lanes):
        for column in (0, 1):
            block = blake2b_long(1024, h0 + _le32(column) + _le32(lane))
            offset = (lane * lane_length + column) * stride
            memory[offset:offset + stride] = layout.stored_from_block(block)
    return memory


def _final_block(memory: Memory, lanes: int, segment_length: int) -> bytes:
    """C = the XOR of each lane's last block (RFC 9106 section 3.2 step 7), as a 1024-byte block."""
    lane_length = segment_length * _SYNC_POINTS
    final = _HALVES_LE.unpack(LAYOUT.block_from_stored(memory, lane_length - 1))
    for lane in range(1, lanes):
        last = _HALVES_LE.unpack(LAYOUT.block_from_stored(memory, lane * lane_length + lane_length - 1))
        final = tuple(map(xor, final, last))
    return _HALVES_LE.pack(*final)


def block_words(memory: Memory, index: int) -> tuple[int, ...]:
    """The 128 words of block `index` of a memory (for tests against published intermediate values)."""
    return _WORDS_LE.unpack(LAYOUT.block_from_stored(memory, index))


def argon2(
    type_: int,
    password: bytes,
    salt: bytes,
    t_cost: int,
    m_cost: int,
    parallelism: int,
    out_len: int,
    secret: bytes = b"",
    ad: bytes = b"",
) -> bytes:
    """Argon2 version 0x13 of RFC 9106 (type_ TYPE_ARGON2I or TYPE_ARGON2ID; m_cost in KiB blocks).

    Raises ValueError for parameters outside RFC 9106 section 3.1 as libsodium bounds them, MemoryError
    if the memory cannot be allocated."""
    if type_ not in (TYPE_ARGON2I, TYPE_ARGON2ID):
        raise ValueError("type_ must be TYPE_ARGON2I or TYPE_ARGON2ID")
    _validate(t_cost, m_cost, parallelism, len(salt), out_len)
    for name, field in (("password", password), ("secret", secret), ("ad", ad)):
        if len(field) > _U32_MAX:
            raise ValueError(f"{name} must be at most {_U32_MAX} bytes long")
    segment_length = _segment_length(m_cost, parallelism)
    h0 = _initial_hash(type_, password, salt, secret, ad, t_cost, m_cost, parallelism, out_len)
    memory = _initial_memory(h0, parallelism, segment_length)
    for pass_ in range(t_cost):
        _fill_pass(memory, type_, pass_, t_cost, parallelism, segment_length)
    final = _final_block(memory, parallelism, segment_length)
    del memory
    return blake2b_long(out_len, final)


def _validate(t_cost: int, m_cost: int, lanes: int, salt_len: int, out_len: int) -> None:
    """argon2_validate_inputs of libsodium (argon2-core.c), for what its callers can get wrong."""
    if not BYTES_MIN <= out_len <= _U32_MAX:
        raise ValueError(f"out_len must be between {BYTES_MIN} and {_U32_MAX}")
    if not _MIN_SALT <= salt_len <= _U32_MAX:
        raise ValueError(f"salt must be between {_MIN_SALT} and {_U32_MAX} bytes long")
    if not 1 <= lanes <= _MAX_LANES:
        raise ValueError(f"parallelism must be between 1 and {_MAX_LANES}")
    if not 2 * _SYNC_POINTS <= m_cost <= _U32_MAX or m_cost < 8 * lanes:
        raise ValueError(f"m_cost must be between 8 * parallelism and {_U32_MAX} KiB")
    if not 1 <= t_cost <= _U32_MAX:
        raise ValueError(f"t_cost must be between 1 and {_U32_MAX}")


# -- libsodium's crypto_pwhash ----------------------------------------------------------------------

_ALG_TYPES = {ALG_ARGON2I13: TYPE_ARGON2I, ALG_ARGON2ID13: TYPE_ARGON2ID}


def _check_limits(opslimit: int, memlimit: int, alg: int) -> int:
    """libsodium's checks of crypto_pwhash_argon2i/_argon2id (and their _str): returns the type."""
    if alg not in _ALG_TYPES:
        raise ValueError("alg must be ALG_ARGON2I13 or ALG_ARGON2ID13")
    if not OPSLIMIT_MIN[alg] <= opslimit <= OPSLIMIT_MAX:
        raise ValueError(f"opslimit must be between {OPSLIMIT_MIN[alg]} and {OPSLIMIT_MAX}")
    if not MEMLIMIT_MIN <= memlimit <= MEMLIMIT_MAX:
        raise ValueError(f"memlimit must be between {MEMLIMIT_MIN} and {MEMLIMIT_MAX}")
    return _ALG_TYPES[alg]


def crypto_pwhash(out_len: int, password: bytes, salt: bytes, opslimit: int, memlimit: int,
                  alg: int = ALG_DEFAULT) -> bytes:
    """libsodium's crypto_pwhash: `out_len` bytes of Argon2 (one lane, opslimit passes over
    memlimit // 1024 KiB) of `password` and a 16-byte `salt`."""
    if not BYTES_MIN <= out_len <= BYTES_MAX:
        raise ValueError(f"out_len must be between {BYTES_MIN} and {BYTES_MAX}")
    if len(password) > PASSWD_MAX:
        raise ValueError(f"password must be at most {PASSWD_MAX} bytes long")
    if len(salt) != SALTBYTES:
        raise ValueError(f"salt must be exactly {SALTBYTES} bytes long")
    type_ = _check_limits(opslimit, memlimit, alg)
    return argon2(type_, password, salt, opslimit, memlimit // 1024, 1, out_len)


def _b64encode(data: bytes) -> bytes:
    return base64.b64encode(data).rstrip(b"=")


def crypto_pwhash_str(password: bytes, opslimit: int, memlimit: int, alg: int = ALG_DEFAULT,
                      salt: Optional[bytes] = None) -> bytes:
    """libsodium's crypto_pwhash_str_alg: the modular-crypt string (ASCII bytes) of Argon2 with a random
    16-byte salt (or `salt`, for tests) and a 32-byte hash."""
    if len(password) > PASSWD_MAX:
        raise ValueError(f"password must be at most {PASSWD_MAX} bytes long")
    type_ = _check_limits(opslimit, memlimit, alg)
    if salt is None:
        salt = random_bytes(SALTBYTES)
    m_cost = memlimit // 1024
    tag = argon2(type_, password, salt, opslimit, m_cost, 1, STR_HASHBYTES)
    return b"%s$v=%d$m=%d,t=%d,p=%d$%s$%s" % (
        STRPREFIX[alg].rstrip(b"$"), VERSION, m_cost, opslimit, 1, _b64encode(salt), _b64encode(tag),
    )


_B64_ALPHABET = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
# libsodium's b64_char_to_byte (codecs.c) takes a plain `char`, signed on x86 (where PyNaCl's wheels run): a byte
# >= 0x80 arrives as a negative int, which its branch-free EQ() finds "equal" to both '+' and '/', so it decodes as
# 62 | 63 = 63, the value of '/'. Strings with such bytes verify there exactly as with '/' in their place.
_B64_ACCEPTED = _B64_ALPHABET | frozenset(range(0x80, 0x100))
_B64_HIGH_AS_SLASH = bytes(range(0x80)) + b"/" * 0x80
_DIGITS = frozenset(b"0123456789")


class _Parsed:
    __slots__ = ("type_", "m_cost", "t_cost", "lanes", "salt", "tag")

    def __init__(self, type_: int, m_cost: int, t_cost: int, lanes: int, salt: bytes, tag: bytes):
        self.type_, self.m_cost, self.t_cost, self.lanes, self.salt, self.tag = type_, m_cost, t_cost, lanes, salt, tag


def _decimal(text: bytes, position: int) -> tuple[int, int]:
    """libsodium's decode_decimal + the uint32 bound: digits, no leading zero unless alone."""
    end = position
    while end < len(text) and text[end] in _DIGITS:
        end += 1
    digits = text[position:end]
    if not digits or (digits[0:1] == b"0" and len(digits) > 1) or int(digits) > _U32_MAX:
        raise ValueError("bad decimal")
    return int(digits), end


def _base64(text: bytes, position: int) -> tuple[bytes, int]:
    """sodium_base642bin (original alphabet, no padding): the longest run of base64 characters, whose
    unused trailing bits must be zero (and no run of length 1 mod 4)."""
    end = position
    while end < len(text) and text[end] in _B64_ACCEPTED:
        end += 1
    run = text[position:end].translate(_B64_HIGH_AS_SLASH)
    if len(run) % 4 == 1:
        raise ValueError("bad base64")
    try:
        data = base64.b64decode(run + b"=" * (-len(run) % 4), validate=True)
    except binascii.Error:  # pragma: no cover - the alphabet was checked
        raise ValueError("bad base64") from None
    if _b64encode(data) != run:
        raise ValueError("non-canonical base64")
    return data, end


def _expect(text: bytes, position: int, literal: bytes) -> int:
    if text[position:position + len(literal)] != literal:
        raise ValueError("bad format")
    return position + len(literal)


def _parse(string: bytes, type_: int) -> _Parsed:
    """argon2_decode_string of libsodium (argon2-encoding.c), then its argon2_validate_inputs."""
    position = _expect(string, 0, b"$argon2id" if type_ == TYPE_ARGON2ID else b"$argon2i")
    position = _expect(string, position, b"$v=")
    version, position = _decimal(string, position)
    if version != VERSION:
        raise ValueError("unsupported version")
    position = _expect(string, position, b"$m=")
    m_cost, position = _decimal(string, position)
    position = _expect(string, position, b",t=")
    t_cost, position = _decimal(string, position)
    position = _expect(string, position, b",p=")
    lanes, position = _decimal(string, position)
    position = _expect(string, position, b"$")
    salt, position = _base64(string, position)
    position = _expect(string, position, b"$")
    tag, position = _base64(string, position)
    _validate(t_cost, m_cost, lanes, len(salt), len(tag))
    if position != len(string):
        raise ValueError("trailing characters")
    return _Parsed(type_, m_cost, t_cost, lanes, salt, tag)


def _string_type(string: bytes) -> int:
    """crypto_pwhash_str_verify's dispatch on the prefix (argon2id first: "$argon2i" prefixes it)."""
    if string.startswith(STRPREFIX[ALG_ARGON2ID13]):
        return TYPE_ARGON2ID
    if string.startswith(STRPREFIX[ALG_ARGON2I13]):
        return TYPE_ARGON2I
    raise ValueError("not an Argon2 string")


def _c_string(string: bytes) -> bytes:
    """What C sees of a `char *` argument: the bytes up to the first NUL."""
    return string.split(b"\x00", 1)[0]


def crypto_pwhash_str_verify(string: bytes, password: bytes) -> bool:
    """libsodium's crypto_pwhash_str_verify: True if `password` matches the Argon2 string, False if it
    does not or the string is not one libsodium accepts (wrong prefix, bad syntax or parameters)."""
    string = _c_string(string)
    try:
        parsed = _parse(string, _string_type(string))
        if len(password) > PASSWD_MAX:
            return False
        tag = argon2(parsed.type_, password, parsed.salt, parsed.t_cost, parsed.m_cost, parsed.lanes,
                     len(parsed.tag))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(tag, parsed.tag)


def crypto_pwhash_str_needs_rehash(string: bytes, opslimit: int, memlimit: int) -> bool:
    """libsodium's crypto_pwhash_str_needs_rehash: whether the string's passes or memory differ from
    (opslimit, memlimit // 1024). Raises ValueError where libsodium fails (-1): an invalid string."""
    string = _c_string(string)
    memlimit //= 1024
    if opslimit > _U32_MAX or memlimit > _U32_MAX or len(string) >= STRBYTES:
        raise ValueError("invalid limits or string")
    parsed = _parse(string, _string_type(string))
    return parsed.t_cost != opslimit or parsed.m_cost != memlimit
