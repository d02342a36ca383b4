"""PyPy's AEGIS-128L and AEGIS-256: the state on machine words, the AES round of `aes_words` (one S-box circuit).

Spec: draft-irtf-cfrg-aegis-aead, sections 3 (AEGIS-128L) and 4 (AEGIS-256): Update, Init, Absorb, Enc, Dec,
DecPartial, Finalize, as `aegis` implements them on CPython's one bit-sliced int. Here the state is
`aes_words`' layout with one block per lane: word 8 * b + j, bit i is bit j of byte b of state block S_i (8 or 6
lanes). Then:
- Update (3.3 / 4.3): S'_i = AESRound(S_(i-1), S_i) is the round of every lane at once on the lanes rotated by one
  (lane i from lane i - 1: AESRound is lane-wise, so rotating first is rotating after), with S_i, the message
  blocks (lanes 0 and 4, or 0) and the S-box's 0x63 as round key (`aes_words.sub_shift`, `aes_words.mix_add`).
- Messages enter and leave in bulk: the message blocks of each input lane (128L: the even and the odd blocks)
  packed by `aes_words.pack`, so bit k of a word is that lane's block of the k-th Update of a group of LANES;
  Update k takes bit k of each word into its lane, and the keystream bit z of each word (z0 = S1 ^ S6 ^ (S2 & S3)
  and z1 = S2 ^ S5 ^ (S6 & S7), or z = S1 ^ S4 ^ S5 ^ (S2 & S3): lane shifts and masks) goes to bit k of a
  keystream word, XORed with the packed message or ciphertext at the end of the group.
- Finalize: t from lane 2 (or 3) spread to the input lanes; the tag blocks are XORs of lanes, read back with
  `aes_words.unpack`.

Bounds: state words below 2^8 (8 lanes; rotation and masks keep them there: (w << 1 | w >> 7) & 0xFF); packed
message words and keystream words are signed 64-bit words: bit k of a keystream word is set as z << k, and at
k = LANES - 1 = 63, where 1 << 63 would be 2^63, as (-z) << 63 (-2^63 or 0). `tests/test_aes_words.py` runs this
on instrumented ints.

Secrets: key, nonce, state and messages never steer a branch, an index or a loop count (lengths only); the tag is
compared by the caller with hmac.compare_digest.
"""

from __future__ import annotations

from collections.abc import Sequence

from tweetnacl.fast.aead.aes import SBOX_CONSTANT
from tweetnacl.fast.aead.aes_words import LANES, STATE_WORDS, mix_add, pack, sub_shift, unpack

__all__ = ["AegisWords"]

Words = list[int]


def _blocks_of_lane(data: bytes, rate_blocks: int, lane_input: int) -> bytes:
    """The blocks of one input lane: block rate_blocks * k + lane_input of `data` for every Update k."""
    if rate_blocks == 1:
        return data
    stride = 16 * rate_blocks
    return b"".join(data[start : start + 16] for start in range(16 * lane_input, len(data), stride))


class AegisWords:
    """One AEGIS variant on machine words: `lanes` state blocks, `input_lanes` the lanes that take message blocks
    (128L: 0 and 4; 256: 0), `tag_source` the lane t comes from in Finalize (128L: S2; 256: S3)."""

    def __init__(self, lanes: int, input_lanes: tuple[int, ...], tag_source: int) -> None:
        self.lanes = lanes
        self.input_lanes = input_lanes
        self.rate = 16 * len(input_lanes)
        self.tag_source = tag_source
        self.mask = (1 << lanes) - 1
        self.c63 = [self.mask if SBOX_CONSTANT >> (i & 7) & 1 else 0 for i in range(STATE_WORDS)]

    # --- the state -----------------------------------------------------------------------------------------

    def update(self, x: Words, inject: Sequence[int]) -> Words:
        """Update (3.3 / 4.3) with the message blocks already in their lanes (`inject`)."""
        top, mask, c63 = self.lanes - 1, self.mask, self.c63
        rotated = [(w << 1 | w >> top) & mask for w in x]
        return mix_add(sub_shift(rotated), [x[i] ^ inject[i] ^ c63[i] for i in range(STATE_WORDS)])

    def state(self, blocks: bytes, other: bytes) -> Words:
        """The state of `lanes` blocks blocks ^ other (each packed alone, XORed as words)."""
        return [a ^ b for a, b in zip(pack(blocks, 1)[0], pack(other, 1)[0])]

    def injection(self, blocks: bytes) -> Words:
        """Message blocks (one per input lane) in their lanes, as an Update's input."""
        spread = bytearray(16 * self.lanes)
        for q, lane in enumerate(self.input_lanes):
            spread[16 * lane : 16 * lane + 16] = blocks[16 * q : 16 * q + 16]
        return pack(bytes(spread), 1)[0]

    # --- bulk: Absorb, Enc, Dec ----------------------------------------------------------------------------

    def _run(self, x: Words, data: bytes, decrypting: bool) -> tuple[Words, bytes]:
        """Updates over whole blocks of `data` (a multiple of the rate): Absorb or Enc (the message's bits in,
        keystream XORed for the output) or Dec (the ciphertext XOR keystream in). Returns the state and the output
        (the input XOR keystream)."""
        updates = len(data) // self.rate
        groups = -(-updates // LANES)
        rate_blocks = len(self.input_lanes)
        feedback = 1 if decrypting else 0  # Dec: the message bit is the ciphertext's XOR the keystream's
        inputs = [pack(_blocks_of_lane(data, rate_blocks, q), groups) for q in range(rate_blocks)]
        outputs: list[list[Words]] = [[] for _ in range(rate_blocks)]
        for group in range(groups):
            packed = [states[group] for states in inputs]
            streams = [[0] * STATE_WORDS for _ in range(rate_blocks)]
            for k in range(min(LANES, updates - LANES * group)):
                sign = 1 if k == LANES - 1 else 0  # bit 63: enters as -z (see the module doc)
                inject = [0] * STATE_WORDS
                # Per word: the keystream bit(s) from the state's lanes (`keystream`), into the keystream words;
                # the message bit (the input's, or the ciphertext's XOR the keystream's) into its input lane.
                if rate_blocks == 2:
                    first, second, first_stream, second_stream = packed[0], packed[1], streams[0], streams[1]
                    for i in range(STATE_WORDS):
                        w = x[i]
                        z0 = (w >> 1 ^ w >> 6 ^ (w >> 2 & w >> 3)) & 1
                        z1 = (w >> 2 ^ w >> 5 ^ (w >> 6 & w >> 7)) & 1
                        first_stream[i] |= ((z0 ^ sign) - sign) << k
                        second_stream[i] |= ((z1 ^ sign) - sign) << k
                        inject[i] = (first[i] >> k ^ z0 & feedback) & 1 | ((second[i] >> k ^ z1 & feedback) & 1) << 4
                else:
                    first, first_stream = packed[0], streams[0]
                    for i in range(STATE_WORDS):
                        w = x[i]
                        z = (w >> 1 ^ w >> 4 ^ w >> 5 ^ (w >> 2 & w >> 3)) & 1
                        first_stream[i] |= ((z ^ sign) - sign) << k
                        inject[i] = (first[i] >> k ^ z & feedback) & 1
                x = self.update(x, inject)
            for q in range(rate_blocks):
                outputs[q].append([w ^ z for w, z in zip(packed[q], streams[q])])
        lanes_out = [unpack(states, updates) if states else b"" for states in outputs]
        if rate_blocks == 1:
            return x, lanes_out[0]
        out = b"".join(a_block + b_block for a_block, b_block in zip(*(
            [lane[i : i + 16] for i in range(0, len(lane), 16)] for lane in lanes_out
        )))
        return x, out

    def keystream(self, x: Words) -> list[Words]:
        """The keystream bit of each input lane, per word (bit 0): 128L z0 = S1 ^ S6 ^ (S2 & S3), z1 = S2 ^ S5 ^
        (S6 & S7); 256 z = S1 ^ S4 ^ S5 ^ (S2 & S3)."""
        if len(self.input_lanes) == 2:
            return [
                [(w >> 1 ^ w >> 6 ^ (w >> 2 & w >> 3)) & 1 for w in x],
                [(w >> 2 ^ w >> 5 ^ (w >> 6 & w >> 7)) & 1 for w in x],
            ]
        return [[(w >> 1 ^ w >> 4 ^ w >> 5 ^ (w >> 2 & w >> 3)) & 1 for w in x]]

    def absorb(self, x: Words, ad: bytes) -> Words:
        """Absorb (3.5 / 4.5) of the zero-padded associated data."""
        return self._run(x, bytes(ad) + bytes(-len(ad) % self.rate), decrypting=False)[0]

    def encrypt(self, x: Words, message: bytes) -> tuple[Words, bytes]:
        """Enc (3.6 / 4.6) of the zero-padded message; the ciphertext cut to the message's length."""
        x, out = self._run(x, bytes(message) + bytes(-len(message) % self.rate), decrypting=False)
        return x, out[: len(message)]

    def decrypt(self, x: Words, ciphertext: bytes) -> tuple[Words, bytes]:
        """Dec (3.7 / 4.7) of the whole blocks, DecPartial (3.8 / 4.8) of a last partial one: its zero-padded
        block decrypted, cut, and absorbed zero-padded."""
        whole = len(ciphertext) - len(ciphertext) % self.rate
        x, out = self._run(x, bytes(ciphertext[:whole]), decrypting=True)
        tail = bytes(ciphertext[whole:])
        if not tail:
            return x, out
        padded = tail + bytes(self.rate - len(tail))
        z_words = self.keystream(x)
        stream = unpack([[sum(z[i] << lane for z, lane in zip(z_words, self.input_lanes)) for i in range(STATE_WORDS)]], self.lanes)
        keystream = b"".join(stream[16 * lane : 16 * lane + 16] for lane in self.input_lanes)
        plain = bytes(a ^ b for a, b in zip(padded, keystream))[: len(tail)]
        x = self.update(x, self.injection(plain + bytes(self.rate - len(tail))))
        return x, out + plain

    def finalize(self, x: Words, ad_len: int, msg_len: int, tag_bytes: int) -> bytes:
        """Finalize (3.9 / 4.9): t = S2 (or S3) ^ (LE64(ad bits) || LE64(msg bits)) into every input lane, 7 Updates,
        then the tag as XORs of the lanes."""
        lengths = ((8 * ad_len) % (1 << 64)).to_bytes(8, "little") + ((8 * msg_len) % (1 << 64)).to_bytes(8, "little")
        length_words = pack(lengths, 1)[0]
        source = self.tag_source
        t = [(w >> source ^ length) & 1 for w, length in zip(x, length_words)]
        inject = [sum(bit << lane for lane in self.input_lanes) for bit in t]
        for _ in range(7):
            x = self.update(x, inject)
        lanes = self.lanes
        if tag_bytes == 16:  # S0 ^ .. ^ S6 (128L) or S0 ^ .. ^ S5 (256), in lane 0
            return unpack([[self._xor_lanes(w, min(lanes, 7)) for w in x]], 1)
        half = lanes // 2  # (S0 ^ .. ^ S(half - 1)) in lane 0 || (S(half) ^ .. ^ S(lanes - 1)) in lane half
        halves = [self._xor_lanes(w, half) | self._xor_lanes(w >> half, half) << half for w in x]
        blocks = unpack([halves], half + 1)
        return blocks[:16] + blocks[16 * half : 16 * half + 16]

    @staticmethod
    def _xor_lanes(w: int, count: int) -> int:
        """The XOR of lanes 0 .. count - 1 of w, as bit 0."""
        out = 0
        for lane in range(count):
            out ^= w >> lane
        return out & 1
