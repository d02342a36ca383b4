"""PyPy's reading of the fixed-base comb's table: the entries selected in machine words, not in big-int lanes.

The comb (`comb.fixed_base_ct`, RFC 8032 section 5.1.4's group law over the regular odd signed radix-2^w digits
of Joye and Tunstall, AFRICACRYPT 2009) reads one halved Niels entry per digit position. On CPython that read is a
tree of bulk selections over 11,000-bit ints (`comb._select_ct`), a few C loops. On PyPy those big ints are the
slow part (rbigint allocates every result; measured ~270 us for the selection and ~260 us to cut the lanes back
into ints, against ~140 us for all 42 additions): the JIT compiles a loop of machine-word ANDs and ORs to a
few instructions each, so here every entry is kept as 64-bit words and selected word by word with masks.

Layout (`WordTable`): for each position i, for each entry j, 16 signed 64-bit words: (y+x)/2, (y-x)/2, dxy and
3p - dxy, 4 little-endian words each (a word w >= 2^63 stored as w - 2^64, so that every stored value is a
machine int of PyPy). The fourth coordinate is the negated dxy of `comb._select_ct` (its lane-wise 3p - dxy),
precomputed, so that a negative digit is applied by masks on words too. All four are in (p, 2p) as the comb's
lane table has them (`comb._halved_niels_vartime`), so `int.from_bytes` of a selected coordinate always gives
a 256-bit int (one rbigint size).

Secrets: the scalar and its digits. No branch, index or loop count depends on them: every position reads every
one of its 2^(w-1) entries, each word ANDed with a mask ((j xor e) - 1) >> 63, all ones for the wanted entry
and 0 for the others; the digit's sign swaps and negates by masks; the digits are read from the bytes of U at
offsets fixed by the position (public). The results are returned as ints of one size.

Bounds (PyPy's machine word, [-2^63, 2^63): beyond it an int silently becomes an rbigint, slow and a timing
difference): table words and masks are in [-2^63, 2^63) by construction, and AND, OR and XOR of two such words
stay there; the digit arithmetic works on bytes (< 2^16), digits (< 2^w), entry indices (< 2^(w-1)) and their
XOR minus 1 (in [-1, 2^(w-1) - 2]); the right shift by 63 of those gives 0 or -1. tests/test_fast_ed25519.py runs
the selection with instrumented ints that check every word result.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from tweetnacl.fast.curve25519.edwards import Niels
from tweetnacl.fast.curve25519.field import P
from tweetnacl.fast.curve25519.scalar import L

__all__ = ["WordTable", "selected_entries_words"]

_WORDS_PER_COORDINATE = 4
_WORDS_PER_ENTRY = 4 * _WORDS_PER_COORDINATE  # (y+x)/2, (y-x)/2, dxy, 3p - dxy
_WORD = 2**64
_TO_SIGNED = 2**63
_SELECTED = struct.Struct("<12q")
"""The three selected coordinates' words, packed back to 96 little-endian bytes (signed words: their bits)."""


def _signed_words(value: int) -> list[int]:
    """The 4 little-endian 64-bit words of 0 <= value < 2^256, each as a signed machine int (w - 2^64 for
    w >= 2^63: the same 64 bits). Public table values only."""
    words = []
    for k in range(_WORDS_PER_COORDINATE):
        word = (value >> (64 * k)) % _WORD
        words.append(word - _WORD if word >= _TO_SIGNED else word)
    return words


class WordTable:
    """The comb's table as machine words (see the module docstring), built from the halved Niels entries that
    `comb`'s lane table is built from: `niels[i * 2^(w-1) + j]` is entry j of position i, coordinates in (p, 2p)."""

    def __init__(self, window: int, positions: int, niels: list[Niels]) -> None:
        self.window = window
        self.positions = positions
        self.count = 1 << (window - 1)
        assert len(niels) == positions * self.count
        words: list[int] = []
        for hp, hm, dxy in niels:
            assert all(P < v < 2 * P for v in (hp, hm, dxy))
            for value in (hp, hm, dxy, 3 * P - dxy):
                words.extend(_signed_words(value))
        self.words = words
        """16 words per entry, entries of position 0 first (see the module docstring)."""
        self.recoding_offset = (1 << (window * positions)) - 1
        """U = (k + 2^(w n) - 1) / 2: the digit source of the recoding (`comb._select_ct`)."""
        self.digit_bytes = (window * positions + 7) // 8 + 1
        """Bytes of U read: one more than it needs, so that every digit's two-byte read stays inside."""


def selected_entries_words(table: WordTable, scalar: int) -> Iterator[Niels]:
    """The halved Niels entries [d_i 2^(w i)] B of the odd signed digits d_i of k = scalar + L or scalar + 2 L,
    whichever is odd, for a secret 0 <= scalar < 2^256, last position first: the same values (and order) as
    `comb._selected_entries` on the lane table, from word selections (see the module docstring)."""
    window = table.window
    count = table.count
    digit_mask = (1 << window) - 1
    index_mask = count - 1
    sign_shift = window - 1
    words = table.words
    from_bytes = int.from_bytes
    pack = _SELECTED.pack
    # Odd k as `comb._select_ct` makes it (L times 1 or 2, never 0), and the recoding's digit source U < 2^(w n).
    odd = scalar + (((scalar | 2) & 3) - 1) * L
    digits = ((odd + table.recoding_offset) >> 1).to_bytes(table.digit_bytes, "little")
    selection: list[Niels] = []  # a list, not a generator: PyPy runs the loop ~1.5x faster so (measured)
    for position in range(table.positions - 1, -1, -1):
        bit = window * position
        byte = bit >> 3
        # u_i, the digit of U at this (public) position: two bytes read at a public offset.
        u = ((digits[byte] | digits[byte + 1] << 8) >> (bit & 7)) & digit_mask
        negative = (u >> sign_shift) - 1  # 0 for a positive digit (u's top bit set), -1 for a negative one
        index = (u & index_mask) ^ (negative & index_mask)  # j = (|d_i| - 1) / 2
        a0 = a1 = a2 = a3 = b0 = b1 = b2 = b3 = c0 = c1 = c2 = c3 = n0 = n1 = n2 = n3 = 0
        base = position * count * _WORDS_PER_ENTRY
        for entry in range(count):
            take = ((index ^ entry) - 1) >> 63  # -1 for the wanted entry, 0 for every other
            o = base + entry * _WORDS_PER_ENTRY
            a0 |= words[o] & take
            a1 |= words[o + 1] & take
            a2 |= words[o + 2] & take
            a3 |= words[o + 3] & take
            b0 |= words[o + 4] & take
            b1 |= words[o + 5] & take
            b2 |= words[o + 6] & take
            b3 |= words[o + 7] & take
            c0 |= words[o + 8] & take
            c1 |= words[o + 9] & take
            c2 |= words[o + 10] & take
            c3 |= words[o + 11] & take
            n0 |= words[o + 12] & take
            n1 |= words[o + 13] & take
            n2 |= words[o + 14] & take
            n3 |= words[o + 15] & take
        # A negative digit: -(x, y) = (-x, y) swaps (y+x)/2 with (y-x)/2 and takes 3p - dxy, all by the mask.
        s0 = (a0 ^ b0) & negative
        s1 = (a1 ^ b1) & negative
        s2 = (a2 ^ b2) & negative
        s3 = (a3 ^ b3) & negative
        selected = pack(
            a0 ^ s0, a1 ^ s1, a2 ^ s2, a3 ^ s3,
            b0 ^ s0, b1 ^ s1, b2 ^ s2, b3 ^ s3,
            c0 ^ (c0 ^ n0) & negative, c1 ^ (c1 ^ n1) & negative,
            c2 ^ (c2 ^ n2) & negative, c3 ^ (c3 ^ n3) & negative,
        )  # fmt: skip
        selection.append(
            (from_bytes(selected[0:32], "little"), from_bytes(selected[32:64], "little"),
             from_bytes(selected[64:96], "little"))
        )  # fmt: skip
    return iter(selection)
