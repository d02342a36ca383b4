"""PyPy's X25519 ladder on radix-2^25.5 limbs (`montgomery_words`) on either interpreter: libsodium's bytes, the
big-int ladder's bytes, and every word value a machine int of PyPy (instrumented ints at the limb bounds that the
module's docstring states, and through whole ladders)."""

from __future__ import annotations

import random
import sys

import nacl.bindings as sodium
import pytest

from tweetnacl.fast.curve25519 import field_words, montgomery, montgomery_words
from tweetnacl.fast.curve25519.field import P

WORD = 1 << 63


class Word(int):
    """An int whose every result must be a machine int of PyPy, [-2^63, 2^63); records the largest magnitude."""

    largest = 0

    def _check(self, value: int) -> Word:
        assert -WORD <= value < WORD, hex(value)
        Word.largest = max(Word.largest, abs(value))
        return Word(value)

    def __add__(self, other: int) -> Word:
        return self._check(int(self) + int(other))

    def __sub__(self, other: int) -> Word:
        return self._check(int(self) - int(other))

    def __rsub__(self, other: int) -> Word:
        return self._check(int(other) - int(self))

    def __mul__(self, other: int) -> Word:
        return self._check(int(self) * int(other))

    def __rshift__(self, other: int) -> Word:
        return self._check(int(self) >> int(other))

    def __and__(self, other: int) -> Word:
        return self._check(int(self) & int(other))

    def __or__(self, other: int) -> Word:
        return self._check(int(self) | int(other))

    def __xor__(self, other: int) -> Word:
        return self._check(int(self) ^ int(other))

    __radd__, __rmul__, __rand__, __ror__, __rxor__ = __add__, __mul__, __and__, __or__, __xor__


def checked_limbs(values: list[int]) -> field_words.Limbs:
    w = [Word(v) for v in values]
    return (w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9])


# The docstring's bounds: a carried limb below 2^26 (even) or 2^25 + 2^17 (odd, limb 1's carry-in included) ...
CARRIED = [(1 << 26) - 1 if i % 2 == 0 else (1 << 25) + (1 << 17) - 1 for i in range(10)]
# ... and a sum or difference of two: the largest inputs of `_mul` and `_square`.
SUMS = [2 * bound for bound in CARRIED]


def _value(f: field_words.Limbs) -> int:
    return sum(int(limb) << offset for limb, offset in zip(f, field_words.OFFSETS))


@pytest.mark.parametrize("sign", [1, -1])
def test_products_at_the_limb_bounds_stay_in_words(sign: int) -> None:
    # All limbs at their largest magnitude, one sign: every term of every h_k adds up, the worst case of the sums.
    f = checked_limbs([sign * v for v in SUMS])
    g = checked_limbs(SUMS)
    Word.largest = 0
    for h in (field_words.mul(f, g), field_words.square(f)):
        assert -(1 << 17) < int(h[1]) < (1 << 25) + (1 << 17)  # carried, as the docstring says
        assert all(0 <= int(h[i]) < 1 << field_words.WIDTHS[i] for i in range(10) if i != 1)
    assert Word.largest < 1 << 62  # h_k's below 2^61, the carries' sums a little above
    assert _value(field_words.mul(f, g)) % P == _value(f) * _value(g) % P
    assert _value(field_words.square(f)) % P == _value(f) ** 2 % P
    e = checked_limbs([sign * ((1 << 27) - 1)] * 10)
    assert _value(montgomery_words._mul_a24(e)) % P == 121665 * _value(e) % P


def test_carry_at_its_input_bound() -> None:
    for sign in (1, -1):
        h = field_words.carry(*checked_limbs([sign * ((1 << 62) - 1)] * 10))
        assert -(1 << 17) < int(h[1]) < (1 << 25) + (1 << 17)
        assert _value(h) % P == sign * ((1 << 62) - 1) * sum(1 << o for o in field_words.OFFSETS) % P


def test_ladder_stays_in_words_and_matches_the_big_ints(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(31)
    for _ in range(3):
        n, u = rng.randbytes(32), rng.randbytes(32)
        k = montgomery.clamp_scalar(n)
        digits = format(k ^ (k >> 1), "0255b").encode()
        x1 = montgomery.fe_from_bytes(u) % P
        blind = rng.randrange(1, P)
        plain = montgomery_words.ladder_words(digits, x1, blind)
        with monkeypatch.context() as patch:
            # Words in, words checked through all 255 steps; the big-int conversion at the end on plain ints.
            patch.setattr(montgomery_words, "to_limbs", lambda x: checked_limbs(list(field_words.to_limbs(x))))
            patch.setattr(montgomery_words, "from_limbs", lambda f: field_words.from_limbs(tuple(map(int, f))))
            Word.largest = 0
            checked = montgomery_words.ladder_words(digits, x1, blind)
            assert 1 << 50 < Word.largest < 1 << 62  # the products were instrumented
        assert checked == plain
        assert montgomery.fe_to_bytes(plain[0] * pow(plain[1], -1, P)) == sodium.crypto_scalarmult(n, u)


@pytest.mark.parametrize("ladder", ["bigints", "words"])
def test_both_ladders_match_libsodium(ladder: str) -> None:
    scalarmult = montgomery._crypto_scalarmult_words if ladder == "words" else montgomery._crypto_scalarmult_bigints
    rng = random.Random(f"ladder {ladder}")
    edges = [bytes(32), b"\xff" * 32, (P - 1).to_bytes(32, "little"), (P + 5).to_bytes(32, "little"), bytes([9]) + bytes(31)]
    for u in edges + [rng.randbytes(32) for _ in range(15)]:
        n = rng.randbytes(32)
        try:
            expected = sodium.crypto_scalarmult(n, u)
        except Exception:  # noqa: BLE001 - libsodium refuses small-order u; TweetNaCl gives 32 zero bytes
            expected = bytes(32)
        assert scalarmult(n, u) == expected


def test_ladder_chosen_by_interpreter() -> None:
    pypy = sys.implementation.name == "pypy"
    assert montgomery.LADDER_WORDS is pypy
    expected = montgomery._crypto_scalarmult_words if pypy else montgomery._crypto_scalarmult_bigints
    assert montgomery.crypto_scalarmult is expected
