"""The AES round function, bit-sliced on Python ints: no table lookup, so no secret-indexed memory access.

Spec: FIPS-197 (Advanced Encryption Standard), section 5.1: SubBytes (5.1.1), ShiftRows (5.1.2), MixColumns
(5.1.3), AddRoundKey (5.1.4). One "AES round" here is SubBytes, ShiftRows, MixColumns, then the XOR of a
round key: the AESRound function of the AEGIS draft (draft-irtf-cfrg-aegis-aead, section 2.2), which
`tweetnacl.fast.aead.aegis` uses, and the layouts on which `tweetnacl.fast.aead.aes_cipher` builds AES-128 and
AES-256 themselves (key schedule, Cipher and InvCipher: InvSubBytes is the S-box circuit between two inverse
affine maps, see `Bitsliced.inv_sub_shift_function`; InvMixColumns is MixColumns after a cheap linear map).

Bit-slicing. A `Bitsliced(slots)` layout holds `slots` 16-byte blocks (and ANCHOR_SLOTS dummy ones) in ONE
int: 8 bit planes of PLANE_BITS = 16 * (slots + ANCHOR_SLOTS) bits each. Bit j of byte b (0..15, FIPS-197's
byte order: b = 4 * column + row) of the block in slot s is bit `j * PLANE_BITS + 16 * s + b`. Then:
- SubBytes is a boolean circuit on the 8 planes (`sub_bytes_planes`): Boyar and Peralta's 115-gate circuit
  ("A new combinational logic minimization technique with applications to cryptology", SEA 2010, eprint
  2009/191): 23 XORs in, 32 ANDs and 30 XORs in the shared middle (inversion in GF(2^8)), 30 XOR/XNORs out.
  Each gate is one int operation for every byte of every block at once. Its 4 NOTs (the affine constant
  0x63) are left out and added once after MixColumns (which maps a column of 0x63s to itself), as one XOR
  of a constant.
- ShiftRows and MixColumns move bits only within each 16-bit block, in the same way in every plane, so they
  act on the whole packed int at once: masks and shifts (in `round_function`); xtime (multiply by 2 in
  GF(2^8)) is a move by one plane plus the top plane XORed into planes 0, 1, 3 and 4 (one multiplication).
- `block_encryptor` applies a plain round (`sub_shift_function`, `mix_function`, then a round key broadcast
  into every slot) to all slots at once: every gate is one int operation for all the blocks of a pass.
- `chained_round` applies the round to every slot at once with, as round key, the block of the next slot
  up, which is the AEGIS state update (`S'_i = AESRound(S_{i-1}, S_i)`): one circuit evaluation (about
  190 int operations) does all 8 (AEGIS-128L) or 6 (AEGIS-256) AES rounds of an update.

Timing: no branch, index or loop count depends on block data. CPython's cost for an int operation follows
the operands' sizes, so every int that holds secret bits also holds ANCHOR_SLOTS dummy blocks in its top
bits: public, random-looking values (their own chain of AES rounds, never mixed with the real slots), so an
int's size is set by public data, not by the key or message (as the anchor lanes of `fast.salsa20`). Round
keys carry their own public anchors (`_ROUND_KEY_ANCHORS`); the key schedule's anchors run through the same
masks and shifts as its real slot, which never reach across slots (but into the guard, see `Bitsliced`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import Union

BytesLike = Union[bytes, bytearray, memoryview]

__all__ = [
    "ANCHOR_SLOTS",
    "OVERHANG_BYTES",
    "ANCHOR_BLOCKS",
    "SBOX_CONSTANT",
    "Bitsliced",
    "aes_round",
    "sub_bytes",
    "inverse_affine_planes",
    "sub_bytes_planes",
    "transpose_bytes",
]

ANCHOR_SLOTS = 4
"""Dummy blocks on top of the real ones: 64 public bits at the top of every plane, so that no
intermediate value of the circuit (an AND of ANDs is often 0 in one block) has a secret size."""

OVERHANG_BYTES = 16
"""Ints read back with `Bitsliced.blocks` may carry up to this many bytes of don't-care bits past the
frame (values shifted up by up to 8 slots are never masked back, which would cost an operation)."""

_SLOT_BITS = 16

SBOX_CONSTANT = 0x63
"""The S-box's affine constant (FIPS-197 5.1.1), which `sub_bytes_planes` leaves out: its users add it back once
(`Bitsliced.sbox_constant`, folded into round keys where MixColumns and ShiftRows map it to itself)."""


def sub_bytes_planes(
    b0: int, b1: int, b2: int, b3: int, b4: int, b5: int, b6: int, b7: int
) -> tuple[int, int, int, int, int, int, int, int]:
    """The AES S-box on bit planes (b_j = bit j of every byte, b7 the most significant), minus 0x63.

    Boyar-Peralta's circuit with inputs U0 = b7 .. U7 = b0 and outputs S0 = bit 7 .. S7 = bit 0; its 4
    XNORs are XORs here, so each output byte is S-box(input) XOR 0x63 (the caller adds the 0x63 back)."""
    # Top linear layer (23 XORs).
    y14 = b4 ^ b2
    y13 = b7 ^ b1
    y9 = b7 ^ b4
    y8 = b7 ^ b2
    t0 = b6 ^ b5
    y1 = t0 ^ b0
    y4 = y1 ^ b4
    y12 = y13 ^ y14
    y2 = y1 ^ b7
    y5 = y1 ^ b1
    y3 = y5 ^ y8
    t1 = b3 ^ y12
    y15 = t1 ^ b2
    y20 = t1 ^ b6
    y6 = y15 ^ b0
    y10 = y15 ^ t0
    y11 = y20 ^ y9
    y7 = b0 ^ y11
    y17 = y10 ^ y11
    y19 = y10 ^ y8
    y16 = t0 ^ y11
    y21 = y13 ^ y16
    y18 = b7 ^ y16
    # Shared non-linear middle: inversion in GF(2^8) through GF(2^4) (32 ANDs, 30 XORs).
    t2 = y12 & y15
    t3 = y3 & y6
    t4 = t3 ^ t2
    t5 = y4 & b0
    t6 = t5 ^ t2
    t7 = y13 & y16
    t8 = y5 & y1
    t9 = t8 ^ t7
    t10 = y2 & y7
    t11 = t10 ^ t7
    t12 = y9 & y11
    t13 = y14 & y17
    t14 = t13 ^ t12
    t15 = y8 & y10
    t16 = t15 ^ t12
    t17 = t4 ^ t14
    t18 = t6 ^ t16
    t19 = t9 ^ t14
    t20 = t11 ^ t16
    t21 = t17 ^ y20
    t22 = t18 ^ y19
    t23 = t19 ^ y21
    t24 = t20 ^ y18
    t25 = t21 ^ t22
    t26 = t21 & t23
    t27 = t24 ^ t26
    t28 = t25 & t27
    t29 = t28 ^ t22
    t30 = t23 ^ t24
    t31 = t22 ^ t26
    t32 = t31 & t30
    t33 = t32 ^ t24
    t34 = t23 ^ t33
    t35 = t27 ^ t33
    t36 = t24 & t35
    t37 = t36 ^ t34
    t38 = t27 ^ t36
    t39 = t29 & t38
    t40 = t25 ^ t39
    t41 = t40 ^ t37
    t42 = t29 ^ t33
    t43 = t29 ^ t40
    t44 = t33 ^ t37
    t45 = t42 ^ t41
    z0 = t44 & y15
    z1 = t37 & y6
    z2 = t33 & b0
    z3 = t43 & y16
    z4 = t40 & y1
    z5 = t29 & y7
    z6 = t42 & y11
    z7 = t45 & y17
    z8 = t41 & y10
    z9 = t44 & y12
    z10 = t37 & y3
    z11 = t33 & y4
    z12 = t43 & y13
    z13 = t40 & y5
    z14 = t29 & y2
    z15 = t42 & y9
    z16 = t45 & y14
    z17 = t41 & y8
    # Bottom linear layer (30 XORs; the circuit's 4 XNORs without their NOT).
    tc1 = z15 ^ z16
    tc2 = z10 ^ tc1
    tc3 = z9 ^ tc2
    tc4 = z0 ^ z2
    tc5 = z1 ^ z0
    tc6 = z3 ^ z4
    tc7 = z12 ^ tc4
    tc8 = z7 ^ tc6
    tc9 = z8 ^ tc7
    tc10 = tc8 ^ tc9
    tc11 = tc6 ^ tc5
    tc12 = z3 ^ z5
    tc13 = z13 ^ tc1
    tc14 = tc4 ^ tc12
    s3 = tc3 ^ tc11
    tc16 = z6 ^ tc8
    tc17 = z14 ^ tc10
    tc18 = tc13 ^ tc14
    s7 = z12 ^ tc18
    tc20 = z15 ^ tc16
    tc21 = tc2 ^ z11
    s0 = tc3 ^ tc16
    s6 = tc10 ^ tc18
    s4 = tc14 ^ s3
    s1 = s3 ^ tc16
    tc26 = tc17 ^ tc20
    s2 = tc26 ^ z17
    s5 = tc21 ^ tc17
    return s7, s6, s5, s4, s3, s2, s1, s0


def inverse_affine_planes(
    b0: int, b1: int, b2: int, b3: int, b4: int, b5: int, b6: int, b7: int
) -> tuple[int, int, int, int, int, int, int, int]:
    """A^-1, the inverse of the S-box's linear map (FIPS-197 5.3.2's affine map without its constant 0x05), on bit
    planes: bit i = bits i + 2, i + 5, i + 7 (mod 8). InvSubBytes(y) = A^-1(C(A^-1(y ^ 0x63))) with C the circuit
    (`sub_bytes_planes`, see `Bitsliced.inv_sub_shift_function`): 16 XORs, for every layout of the planes."""
    return (
        b2 ^ b5 ^ b7, b3 ^ b6 ^ b0, b4 ^ b7 ^ b1, b5 ^ b0 ^ b2,
        b6 ^ b1 ^ b3, b7 ^ b2 ^ b4, b0 ^ b3 ^ b5, b1 ^ b4 ^ b6,
    )


def _replicate(pattern16: int, slots: int) -> int:
    """A 16-bit pattern in every slot of every plane (slots per plane = `slots`)."""
    return int.from_bytes(pattern16.to_bytes(2, "little") * (8 * slots), "little")


def _positions(rows: Sequence[int], columns: Sequence[int] = (0, 1, 2, 3)) -> int:
    """The 16-bit pattern of the bytes (row, column) for the given rows and columns."""
    return sum(1 << (4 * column + row) for row in rows for column in columns)


_TRANSPOSE_MASKS = (
    (7, int.from_bytes((0x00AA00AA00AA00AA).to_bytes(8, "little") * 2048, "little")),
    (14, int.from_bytes((0x0000CCCC0000CCCC).to_bytes(8, "little") * 2048, "little")),
    (28, int.from_bytes((0x00000000F0F0F0F0).to_bytes(8, "little") * 2048, "little")),
)
_TRANSPOSE_MAX = 8 * 2048
_ANCHOR_GROUP = bytes.fromhex("a5c3e1f0d2b49687")
"""A public 8-byte group on top of the data being transposed: every int of the transposition (the data and each
swap mask t) then has its top bits in this group, so its size does not depend on the data. It must make a
non-zero swap at each of the three steps (an all-ones group, a symmetric matrix, would not), checked below."""


def _swaps_in_every_step(group: bytes) -> bool:
    x = int.from_bytes(group, "little")
    for shift, mask in _TRANSPOSE_MASKS:
        t = (x ^ (x >> shift)) & mask
        if not t:
            return False
        x ^= t ^ (t << shift)
    return True


assert _swaps_in_every_step(_ANCHOR_GROUP)


def transpose_bytes(data: BytesLike) -> bytes:
    """Transpose the 8x8 bit matrix of every 8-byte group (len(data) % 8 == 0): bit i of output byte j is
    bit j of input byte i. Its own inverse. Three delta swaps on the whole data as one int (with a public
    group on top that keeps the ints' sizes independent of the data), up to 16 KiB at a time."""
    out = []
    for start in range(0, len(data), _TRANSPOSE_MAX):
        piece = data[start : start + _TRANSPOSE_MAX]
        x = int.from_bytes(bytes(piece) + _ANCHOR_GROUP, "little")
        for shift, mask in _TRANSPOSE_MASKS:
            t = (x ^ (x >> shift)) & mask
            x ^= t ^ (t << shift)
        out.append(x.to_bytes(len(piece) + 8, "little")[: len(piece)])
    return b"".join(out)


ANCHOR_BLOCKS = hashlib.shake_256(b"tweetnacl.fast.aes anchor blocks").digest(16 * ANCHOR_SLOTS)
"""The dummy blocks' initial bytes: any public random-looking values do."""


class Bitsliced:
    """The bit-sliced layout of `slots` blocks (plus ANCHOR_SLOTS dummies) in one int; see the module doc.

    A "frame" is the little-endian byte string of such an int: FRAME_BYTES bytes, plane j in bytes
    [j * PLANE_BYTES, (j + 1) * PLANE_BYTES), the slot s of a plane in its bytes 2s and 2s + 1."""

    def __init__(self, slots: int) -> None:
        self.slots = slots
        total = slots + ANCHOR_SLOTS
        self.plane_bits = width = _SLOT_BITS * total
        self.plane_bytes = width // 8
        self.frame_bytes = 8 * self.plane_bytes
        self.plane_mask = (1 << width) - 1
        # Every mask of the linear layer also keeps the guard: all bits of the top plane's anchors but the
        # lowest. A masked term then has public bits at its top (a mask that keeps 4 bits per block would
        # leave them all 0 one time in 16, and the term's size to the real blocks below); the guard bits
        # come from anchor bits only (shifts move them by less than a block), so the junk they collect
        # never reaches a real block.
        self._guard = (((1 << (_SLOT_BITS * (ANCHOR_SLOTS - 1))) - 1) << (_SLOT_BITS * (slots + 1))) << (7 * width)
        guard = self._guard
        masks = self.byte_mask

        # ShiftRows (FIPS-197 5.1.2): out (r, c) = in (r, c + r mod 4). For row r the columns c < 4 - r take
        # the byte 4r bits up, the others the byte 16 - 4r bits down (within the block).
        self._row0 = masks((0,))
        self._up = [masks((r,), range(4 - r)) for r in range(4)]
        self._down = [masks((r,), range(4 - r, 4)) for r in range(4)]
        # MixColumns (FIPS-197 5.1.3) needs the column rotated by one row and by two rows.
        self._rows012 = masks((0, 1, 2))
        self._row3 = masks((3,))
        self._rows01 = masks((0, 1))
        self._rows23 = masks((2, 3))
        # xtime: plane j -> j + 1; the top plane back into planes 0, 1, 3, 4 (0x11b) and out of plane 8.
        self._xtime_spread = sum(1 << (width * j) for j in (0, 1, 3, 4, 8))
        # SBOX_CONSTANT in every byte of every slot (all ones in planes 0, 1, 5, 6): public, for the users of the
        # circuit (the key schedule, the ciphers) to add back.
        self.sbox_constant = sum(self.plane_mask << (width * j) for j in range(8) if SBOX_CONSTANT >> j & 1)
        every_plane = sum(1 << (width * j) for j in range(8))
        # The slot rotation: real slots 1.. from the slot below (and the guard from the anchors below it);
        # slot 0 from the last real slot, a right shift that would leave nothing public on top, so that term
        # is OR-ed with all other bits (a fixed size) and they are XOR-ed away at the end; anchors in place.
        self._real_but_slot0 = ((1 << (_SLOT_BITS * slots)) - 1 - 0xFFFF) * every_plane | guard
        self._all_but_slot0 = ((1 << (8 * width + _SLOT_BITS)) - 1) ^ 0xFFFF * every_plane
        self._anchors = (((1 << (_SLOT_BITS * ANCHOR_SLOTS)) - 1) << (_SLOT_BITS * slots)) * every_plane ^ guard
        self._every_plane = every_plane
        self.anchor_state = self.frame_int(ANCHOR_BLOCKS, range(slots, total))

    def byte_mask(self, rows: Sequence[int], columns: Sequence[int] = (0, 1, 2, 3)) -> int:
        """The bytes (row, column) of every slot (anchors included), in every plane, and the guard."""
        return _replicate(_positions(rows, columns), self.slots + ANCHOR_SLOTS) | self._guard

    def slot_mask(self, slots: Sequence[int]) -> int:
        """All bits of the given slots (real or anchor), in every plane."""
        return sum(0xFFFF << (_SLOT_BITS * s) for s in slots) * self._every_plane

    def frames(self, data: BytesLike, slots: Sequence[int], marker: int = 0) -> bytearray:
        """Frames of consecutive 16-byte blocks of `data`, len(slots) blocks per frame (block q of a frame
        into slots[q]); zeros elsewhere, and `marker` in each frame's top byte (inside the anchors: give
        one whenever the data is secret, so that the ints read from the frames have a size independent of
        it). Bulk: one transposition and 16 * len(slots) strided copies for all frames."""
        per_frame = 16 * len(slots)
        count = len(data) // per_frame
        transposed = transpose_bytes(data)
        frame, plane = self.frame_bytes, self.plane_bytes
        out = bytearray(frame * count)
        for q, slot in enumerate(slots):
            for j in range(8):
                for half in (0, 1):
                    out[j * plane + 2 * slot + half :: frame] = transposed[16 * q + 8 * half + j :: per_frame]
        if marker:
            out[frame - 1 :: frame] = bytes([marker]) * count
        return out

    def broadcast(self, planes: bytes, anchors: bytes) -> int:
        """One block in every real slot: `planes` is its 8 bit planes of 2 bytes (plane j in bytes 2j, 2j + 1),
        `anchors` the anchor slots' 8 planes of 2 * ANCHOR_SLOTS bytes (plane j in bytes [8j, 8j + 8) for the
        default). Byte repetition only: nothing depends on the block's value, and the int's top is `anchors`."""
        size = 2 * ANCHOR_SLOTS
        return int.from_bytes(
            b"".join(planes[2 * j : 2 * j + 2] * self.slots + anchors[size * j : size * j + size] for j in range(8)),
            "little",
        )

    def spread(self, keys: Sequence[bytes], anchors: bytes) -> int:
        """`broadcast` of several blocks: the real slots in len(keys) equal consecutive groups, group g holding
        keys[g] (each in `broadcast`'s plane format) in every slot. Byte repetition only, as `broadcast`."""
        size, group = 2 * ANCHOR_SLOTS, self.slots // len(keys)
        return int.from_bytes(
            b"".join(
                b"".join(key[2 * j : 2 * j + 2] * group for key in keys) + anchors[size * j : size * j + size]
                for j in range(8)
            ),
            "little",
        )

    def pack(self, blocks: BytesLike, marker: int) -> int:
        """One frame holding len(blocks) // 16 == slots blocks in slots 0, 1, ... (zero anchors, `marker` in the top
        byte: see `frames`), by one transposition and 16 strided copies (`frames` makes 16 per block)."""
        transposed = transpose_bytes(blocks)
        out = bytearray(self.frame_bytes)
        end = 2 * self.slots
        for j in range(8):
            base = j * self.plane_bytes
            out[base : base + end : 2] = transposed[j::16]
            out[base + 1 : base + end : 2] = transposed[8 + j :: 16]
        out[-1] = marker
        return int.from_bytes(out, "little")

    def unpack(self, x: int) -> bytes:
        """The inverse of `pack`: the blocks of all real slots of x, in order (bits past the frame, up to
        OVERHANG_BYTES, ignored)."""
        frame = x.to_bytes(self.frame_bytes + OVERHANG_BYTES, "little")
        transposed = bytearray(16 * self.slots)
        end = 2 * self.slots
        for j in range(8):
            base = j * self.plane_bytes
            transposed[j::16] = frame[base : base + end : 2]
            transposed[8 + j :: 16] = frame[base + 1 : base + end : 2]
        return transpose_bytes(bytes(transposed))

    def unframes(self, frames: BytesLike, slots: Sequence[int], stride: int = 0) -> bytes:
        """The inverse of `frames`: the blocks in `slots` of every frame, in order. Frames may be `stride`
        bytes apart (at least FRAME_BYTES; the bytes past a frame's first FRAME_BYTES are ignored)."""
        stride = stride or self.frame_bytes
        per_frame = 16 * len(slots)
        count = len(frames) // stride
        plane = self.plane_bytes
        transposed = bytearray(per_frame * count)
        for q, slot in enumerate(slots):
            for j in range(8):
                for half in (0, 1):
                    transposed[16 * q + 8 * half + j :: per_frame] = frames[j * plane + 2 * slot + half :: stride]
        return transpose_bytes(bytes(transposed))

    def frame_int(self, blocks: bytes, slots: Sequence[int], marker: int = 0) -> int:
        """One frame as an int: blocks[16q : 16q + 16] in slots[q]."""
        return int.from_bytes(self.frames(blocks, slots, marker), "little")

    def blocks(self, x: int, slots: Sequence[int]) -> bytes:
        """The blocks in `slots` of the packed int x (bits past the frame, up to OVERHANG_BYTES, ignored)."""
        stride = self.frame_bytes + OVERHANG_BYTES
        return self.unframes(x.to_bytes(stride, "little"), slots, stride)

    def sub_shift_function(self) -> Callable[[int], int]:
        """SubBytes without the S-box's 0x63 (FIPS-197 5.1.1), then ShiftRows (5.1.2), of every slot, as a closure
        over this layout's constants (locals are CPython's fastest). The result stays within the frame."""
        width = self.plane_bits
        plane = self.plane_mask
        w2, w3, w4, w5, w6, w7 = (width * j for j in range(2, 8))
        row0 = self._row0
        up1, up2, up3 = self._up[1:]
        down1, down2, down3 = self._down[1:]
        sbox = sub_bytes_planes

        def sub_shift(x: int) -> int:
            s0, s1, s2, s3, s4, s5, s6, s7 = sbox(
                x & plane, x >> width & plane, x >> w2 & plane, x >> w3 & plane,
                x >> w4 & plane, x >> w5 & plane, x >> w6 & plane, x >> w7,
            )
            y = s0 | s1 << width | s2 << w2 | s3 << w3 | s4 << w4 | s5 << w5 | s6 << w6 | s7 << w7
            # ShiftRows.
            return (
                (y & row0)
                | (y >> 4 & up1) | (y << 12 & down1)
                | (y >> 8 & up2) | (y << 8 & down2)
                | (y >> 12 & up3) | (y << 4 & down3)
            )

        return sub_shift

    def mix_function(self, by_shifts: bool = False) -> Callable[[int], int]:
        """MixColumns (FIPS-197 5.1.3) of every slot, as a closure; it maps a column of 0x63s to itself, so the
        S-box's constant may be added after it. The result stays within the frame. `by_shifts`: see below."""
        width = self.plane_bits
        w7 = 7 * width
        rows012, row3, rows01, rows23 = self._rows012, self._row3, self._rows01, self._rows23
        spread = self._xtime_spread
        w3, w4, w8 = 3 * width, 4 * width, 8 * width

        def spread_by_multiplication(top: int) -> int:
            return top * spread

        def spread_by_shifts(top: int) -> int:
            return top ^ top << width ^ top << w3 ^ top << w4 ^ top << w8

        # The top plane into planes 0, 1, 3, 4 and 8: one multiplication by the public `spread` is the fewest
        # operations for a few slots (AEGIS, as measured there). AES-256 takes 4 shifts and 4 XORs: from some
        # hundreds of bits per plane the multiplication's cost (it does not know that `spread` has 5 bits)
        # outgrows them (~80x at 512 slots), and its left operand would be the secret plane, whose digits
        # CPython's schoolbook multiplication tests (a row's carry out) one by one.
        fold = spread_by_shifts if by_shifts else spread_by_multiplication

        def mix(y: int) -> int:
            # 2 a_r + 3 a_(r+1) + a_(r+2) + a_(r+3) = xtime(t_r) + a_(r+1) + t_(r+2), t = a + rot1(a).
            rot1 = (y >> 1 & rows012) | (y << 3 & row3)
            t = y ^ rot1
            return (t << width) ^ fold(t >> w7) ^ rot1 ^ ((t >> 2 & rows01) | (t << 2 & rows23))

        return mix

    def inv_sub_shift_function(self) -> Callable[[int], int]:
        """InvSubBytes (FIPS-197 5.3.2) of every byte XOR 0x63, then InvShiftRows (5.3.1), as a closure; the
        caller adds the 0x63 (folded into the round keys). No second circuit: with A the S-box's linear map, the
        circuit computes C(z) = A(z^-1) (`sub_bytes_planes`, no constant), so z^-1 = A^-1(C(z)) and
        InvSubBytes(y) = (A^-1(y ^ 0x63))^-1 = A^-1(C(A^-1(y ^ 0x63))). A^-1 (5.3.2's affine map without its
        constant 0x05) is bit i = bits i + 2, i + 5, i + 7 (mod 8): 16 XORs of planes on each side
        (`inverse_affine_planes`)."""
        width = self.plane_bits
        plane = self.plane_mask
        w2, w3, w4, w5, w6, w7 = (width * j for j in range(2, 8))
        row0 = self._row0
        # InvShiftRows: out (r, c) = in (r, c - r mod 4): columns c >= r from the byte 4r bits down, the others
        # from the byte 16 - 4r bits up (within the block).
        left1, left2, left3 = (self.byte_mask((r,), range(r, 4)) for r in (1, 2, 3))
        right1, right2, right3 = (self.byte_mask((r,), range(r)) for r in (1, 2, 3))
        sbox, inverse_affine = sub_bytes_planes, inverse_affine_planes

        def inv_sub_shift(x: int) -> int:
            s0, s1, s2, s3, s4, s5, s6, s7 = inverse_affine(*sbox(*inverse_affine(
                x & plane, x >> width & plane, x >> w2 & plane, x >> w3 & plane,
                x >> w4 & plane, x >> w5 & plane, x >> w6 & plane, x >> w7,
            )))
            y = s0 | s1 << width | s2 << w2 | s3 << w3 | s4 << w4 | s5 << w5 | s6 << w6 | s7 << w7
            return (
                (y & row0)
                | (y << 4 & left1) | (y >> 12 & right1)
                | (y << 8 & left2) | (y >> 8 & right2)
                | (y << 12 & left3) | (y >> 4 & right3)
            )

        return inv_sub_shift

    def inv_mix_function(self) -> Callable[[int], int]:
        """InvMixColumns (FIPS-197 5.3.3) of every slot, as a closure: its matrix is MixColumns' times
        (05 00 04 00 / 00 05 00 04 / 04 00 05 00 / 00 04 00 05), i.e. a -> a + 4 (a + rot2(a)) (two xtimes), then
        `mix_function` (the decomposition of bit-sliced AES implementations, e.g. Kasper and Schwabe, CHES 2009).
        It maps a column of 0x63s to itself too."""
        width = self.plane_bits
        w7 = 7 * width
        rows01, rows23 = self._rows01, self._rows23
        mix = self.mix_function(by_shifts=True)
        w3, w4, w8 = 3 * width, 4 * width, 8 * width

        def xtime(t: int) -> int:
            top = t >> w7
            return (t << width) ^ top ^ top << width ^ top << w3 ^ top << w4 ^ top << w8

        def inv_mix(y: int) -> int:
            t = y ^ ((y >> 2 & rows01) | (y << 2 & rows23))
            return mix(y ^ xtime(xtime(t)))

        return inv_mix

    def round_function(self) -> Callable[[int], int]:
        """The chained round as a closure over this layout's constants."""
        sub_shift, mix = self.sub_shift_function(), self.mix_function()
        c63_and_all_but_slot0 = self.sbox_constant ^ self._all_but_slot0
        all_but_slot0, real_but_slot0, anchors = self._all_but_slot0, self._real_but_slot0, self._anchors
        last_slot = _SLOT_BITS * (self.slots - 1)

        def chained_round(x: int) -> int:
            """Every slot s: AESRound(block s - 1, block s) (the real slots in a cycle, slot 0 taking the
            last real one; each anchor from itself), i.e. the AEGIS update without its message input."""
            y = mix(sub_shift(x))
            # Slot s - 1's result goes to slot s (the last real slot's to slot 0); anchors stay in place. The
            # three terms have disjoint bits: XOR is OR. all_but_slot0 is added by the second, removed last
            # (with the S-box's 0x63).
            y = (y << _SLOT_BITS & real_but_slot0) ^ (y >> last_slot | all_but_slot0) ^ (y & anchors)
            return y ^ x ^ c63_and_all_but_slot0

        return chained_round


def sub_bytes(data: bytes) -> bytes:
    """The AES S-box of every byte of `data` through the bit-sliced circuit (for tests and reference)."""
    padded = bytes(data) + bytes(-len(data) % 16)
    blocks = len(padded) // 16
    layout = Bitsliced(blocks)
    x = layout.frame_int(padded, range(blocks)) | layout.anchor_state
    plane = layout.plane_mask
    width = layout.plane_bits
    planes = sub_bytes_planes(*(x >> (width * j) & plane for j in range(8)))
    y = sum(p << (width * j) for j, p in enumerate(planes)) ^ layout.sbox_constant
    return layout.blocks(y, range(blocks))[: len(data)]


def aes_round(block: bytes, round_key: bytes) -> bytes:
    """AESRound(block, round_key) of the AEGIS draft (section 2.2) for one block: SubBytes, ShiftRows,
    MixColumns, AddRoundKey."""
    layout = Bitsliced(2)
    # Slot 0 is the block; slot 1 gets AESRound(slot 0, slot 1) = AESRound(block, round_key).
    x = layout.frame_int(bytes(block) + bytes(round_key), (0, 1)) | layout.anchor_state
    return layout.blocks(layout.round_function()(x), (1,))
