"""The comb's two table readings, CPython's big-int lanes and PyPy's machine words (`comb_words`), on either
interpreter: the same entries, libsodium's bytes through every caller of the comb, and the words' bounds (every
word result a machine int of PyPy, checked with instrumented ints)."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import nacl.bindings as sodium
import pytest

from tweetnacl.fast.curve25519 import comb, comb_words, ed25519, montgomery
from tweetnacl.fast.curve25519.field import P
from tweetnacl.fast.curve25519.scalar import L
from nonnegative import Signed64

EDGE_SCALARS = [0, 1, 2, L - 1, L, L + 1, 2**252, (L - 1) // 2, 2**255 - 1, 2**256 - 1, 8 * L - 1]


@pytest.fixture(params=["lanes", "words"])
def selection(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Either reading forced, whichever this interpreter chose at import (`comb.WORD_SELECTION`)."""
    chosen = comb._selected_entries_words if request.param == "words" else comb._selected_entries_lanes
    monkeypatch.setattr(comb, "_selected_entries", chosen)
    return str(request.param)


def test_selection_chosen_by_interpreter() -> None:
    pypy = sys.implementation.name == "pypy"
    assert comb.WORD_SELECTION is pypy
    assert comb._selected_entries is (comb._selected_entries_words if pypy else comb._selected_entries_lanes)


def test_words_select_the_lane_entries() -> None:
    table = comb._fixed_base_table()
    rng = random.Random(21)
    for scalar in EDGE_SCALARS + [rng.randrange(2**256) for _ in range(40)]:
        words = list(comb_words.selected_entries_words(table.words, scalar))
        assert words == list(comb._selected_entries_lanes(table, scalar)), scalar
        assert all(P < v < 2 * P for entry in words for v in entry)  # one 256-bit size for every entry


def test_every_digit_at_every_position() -> None:
    # Scalars whose recoding source U has the digit u at every position below the top one (every entry, either
    # sign, at every position): k = 2 U - (2^(w n) - 1) = scalar + L for the even scalar k - L.
    table = comb._fixed_base_table()
    window, n_pos = comb.FIXED_BASE_WINDOW, comb.FIXED_BASE_POSITIONS
    top = window * (n_pos - 1)
    for u in range(1 << window):
        lower = sum(u << (window * i) for i in range(n_pos - 1))
        scalars = [2 * (digit << top | lower) - ((1 << (window * n_pos)) - 1) - L for digit in (32, 33)]
        scalar = next(s for s in scalars if 0 <= s < 2**256)
        assert scalar % 2 == 0
        words = list(comb_words.selected_entries_words(table.words, scalar))
        assert words == list(comb._selected_entries_lanes(table, scalar)), u


def test_scalarmult_base_and_sign_match_libsodium(selection: str) -> None:
    rng = random.Random(f"comb {selection}")
    for _ in range(12):
        n = rng.randbytes(32)
        assert montgomery.crypto_scalarmult_base(n) == sodium.crypto_scalarmult_base(n)
        pk, sk = ed25519.crypto_sign_seed_keypair(n)
        assert (pk, sk) == sodium.crypto_sign_seed_keypair(n)
        m = rng.randbytes(rng.randrange(200))
        assert ed25519.crypto_sign_detached(m, sk) == sodium.crypto_sign(m, sk)[:64]


def test_fixed_base_edges_agree(selection: str) -> None:
    for scalar in EDGE_SCALARS:
        x, y, z, _ = comb.fixed_base_ct(scalar)
        expected = sodium.crypto_scalarmult_ed25519_base_noclamp((scalar % L).to_bytes(32, "little")) if scalar % L else None
        if expected is not None:
            zinv = pow(z, -1, P)
            encoded = (y * zinv % P | (x * zinv % P & 1) << 255).to_bytes(32, "little")
            assert encoded == expected, scalar


def test_word_selection_stays_in_machine_words() -> None:
    # Every table word is an instrumented int: each AND, OR and XOR it takes part in is checked, and the
    # accumulators (0 at the start) become instrumented at their first OR.
    table = comb._fixed_base_table()
    words = table.words
    checked = comb_words.WordTable.__new__(comb_words.WordTable)
    checked.__dict__.update(vars(words))
    checked.words = [Signed64(w) for w in words.words]
    assert all(-(1 << 63) <= w < 1 << 63 for w in words.words)
    rng = random.Random(22)
    for scalar in EDGE_SCALARS + [rng.randrange(2**256) for _ in range(5)]:
        selected: Iterator[tuple[int, int, int]] = comb_words.selected_entries_words(checked, scalar)
        assert list(selected) == list(comb._selected_entries_lanes(table, scalar))
