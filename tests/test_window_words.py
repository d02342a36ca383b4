"""PyPy's fixed-window multiplication on limbs (`window_words`, what `comb.variable_base_ct` runs on PyPy), on
either interpreter: libsodium's crypto_scalarmult_ed25519_noclamp on edge and random scalars and points, the same
geometry as the big-int window, the dispatch, and every word value a machine int of PyPy (instrumented ints)."""

from __future__ import annotations

import random
import sys

import nacl.bindings as sodium
import nacl.exceptions
import pytest

from test_montgomery_words import checked_limbs, Word
from tweetnacl.fast.curve25519 import comb, edwards, edwards_words, field_words, group, straus_words, window_words
from tweetnacl.fast.curve25519.scalar import L


def _libsodium_noclamp(n: bytes, p: bytes) -> bytes:
    """libsodium's [n] P, bit 255 of n cleared; the identity's encoding where libsodium refuses it (n = 0 mod L)."""
    try:
        return sodium.crypto_scalarmult_ed25519_noclamp(n, p)
    except nacl.exceptions.RuntimeError:
        return (1).to_bytes(32, "little")


_EDGE_SCALARS = [0, L - 1, 2**240 - 1]  # the identity (libsodium refuses it), -1 mod L, a short scalar


def _words_product(n: bytes, p: bytes) -> bytes:
    point = group._valid_point_ct(p)
    assert point is not None
    return edwards.encode_ct(window_words.variable_base_words_ct(group._guarded_scalar(n, False), point))


def test_geometry_is_the_windows() -> None:
    assert window_words._WINDOW == comb.VARIABLE_BASE_WINDOW
    assert window_words._POSITIONS == comb.VARIABLE_BASE_POSITIONS
    assert 4 * L < 2 ** (window_words._WINDOW * window_words._POSITIONS)  # k < 4 L: the recoding never overflows


def test_matches_libsodium_on_edge_and_random_scalars() -> None:
    rng = random.Random(7)
    points = [sodium.crypto_core_ed25519_from_uniform(rng.randbytes(32)) for _ in range(2)]
    scalars = [s.to_bytes(32, "little") for s in _EDGE_SCALARS] + [rng.randbytes(32)]
    for i, n in enumerate(scalars):
        p = points[i % 2]
        assert _words_product(n, p) == _libsodium_noclamp(n, p), i


def test_chosen_by_interpreter(monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPy's `comb.variable_base_ct` is the word kernel; forced on CPython, scalarmult still gives libsodium's."""
    assert comb.WORD_SELECTION is (sys.implementation.name == "pypy")
    monkeypatch.setattr(comb, "WORD_SELECTION", True)
    rng = random.Random(8)
    n, p = rng.randbytes(32), sodium.crypto_core_ed25519_from_uniform(rng.randbytes(32))
    assert group.scalarmult(n, p, clamp=False) == sodium.crypto_scalarmult_ed25519_noclamp(n, p)


def _instrument(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_words, "to_limbs", lambda x: checked_limbs(list(field_words.to_limbs(x))))
    monkeypatch.setattr(window_words, "from_limbs", lambda f: field_words.from_limbs(tuple(map(int, f))))
    monkeypatch.setattr(straus_words, "_D2_WORDS", checked_limbs(list(straus_words._D2_WORDS)))


def test_steps_stay_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every limb operation of each step (the table, the selection of every entry, an addition of every entry to
    the identity and to a doubled point, a doubling of each sum) is a machine int of PyPy (`Word` checks each
    result); every mul and square output is carried again, so these steps bound the whole chain."""
    _instrument(monkeypatch)
    point = group._valid_point_ct(sodium.crypto_core_ed25519_from_uniform(bytes(range(32))))
    assert point is not None
    x, y, z, t = (window_words.to_limbs(c) for c in point)
    table = straus_words.point_index_entries((x, y, z, t))[0][2]
    words = [limb for entry in table for coordinate in entry for limb in coordinate]
    Word.largest = 0
    one, zero = checked_limbs([1] + [0] * 9), checked_limbs([0] * 10)
    for u in range(16):  # the digit u at position 0 of U = u (entry u xor 8), both bytes read
        entry = window_words._selected_entry(words, bytes([u, 0]), 0)
        assert entry == table[u ^ 8]
        if u not in (0, 15):  # the group law on -15 P and 15 P: the largest table entries, both signs
            continue
        sum_from_identity = edwards_words.add_cached_words(zero, one, one, zero, entry)
        doubled = edwards_words.double_words(*sum_from_identity[:3])
        edwards_words.double_words(*edwards_words.add_cached_words(*doubled, entry)[:3])
    assert 1 << 50 < Word.largest < 1 << 62  # the products were instrumented and stayed in words


@pytest.mark.slow
def test_whole_multiplication_stays_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole multiplication on instrumented limbs (~2 s on CPython), with libsodium's result."""
    rng = random.Random(9)
    n, p = rng.randbytes(32), sodium.crypto_core_ed25519_from_uniform(rng.randbytes(32))
    expected = _libsodium_noclamp(n, p)
    _instrument(monkeypatch)
    Word.largest = 0
    assert _words_product(n, p) == expected
    assert 1 << 50 < Word.largest < 1 << 62
