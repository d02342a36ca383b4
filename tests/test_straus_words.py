"""Verification's two multi-scalar multiplications, CPython's big ints (`straus`) and PyPy's limbs
(`straus_words`), on either interpreter: libsodium's answers on valid and altered signatures, the same point,
and every word value a machine int of PyPy (instrumented ints)."""

from __future__ import annotations

import random
import sys

import nacl.bindings as sodium
import nacl.exceptions
import pytest

from test_montgomery_words import _limbs, _Word
from tweetnacl.fast.curve25519 import ed25519, field_words, straus, straus_words
from tweetnacl.fast.curve25519.edwards import BASE
from tweetnacl.fast.curve25519.field import P


@pytest.fixture(params=["bigints", "words"])
def multiplication(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    chosen = straus_words.straus_words_vartime if request.param == "words" else straus.straus_vartime
    monkeypatch.setattr(ed25519, "straus_vartime", chosen)
    return str(request.param)


def test_chosen_by_interpreter() -> None:
    pypy = sys.implementation.name == "pypy"
    assert ed25519.STRAUS_WORDS is pypy
    assert ed25519.straus_vartime is (straus_words.straus_words_vartime if pypy else straus.straus_vartime)


def _libsodium_accepts(sig: bytes, m: bytes, pk: bytes) -> bool:
    try:
        sodium.crypto_sign_open(sig + m, pk)
    except nacl.exceptions.BadSignatureError:
        return False
    return True


def test_verification_matches_libsodium(multiplication: str) -> None:
    rng = random.Random(f"verify {multiplication}")
    for i in range(12):
        pk, sk = sodium.crypto_sign_seed_keypair(rng.randbytes(32))
        m = rng.randbytes(rng.randrange(300))
        sig = sodium.crypto_sign(m, sk)[:64]
        altered = bytearray(sig)
        altered[i % 64] ^= 1 << (i % 8)
        for candidate in (sig, bytes(altered)):
            assert ed25519.crypto_sign_verify_detached(candidate, m, pk) is _libsodium_accepts(candidate, m, pk)


def _affine(point: tuple[int, int, int]) -> tuple[int, int]:
    x, y, z = point
    zinv = pow(z, -1, P)
    return (x * zinv % P, y * zinv % P)


def test_words_give_the_big_ints_point_and_stay_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(41)
    point = (BASE[0], BASE[1], 1, BASE[0] * BASE[1] % P)
    for _ in range(3):
        scalars = (rng.randrange(2**253), rng.randrange(2**129), rng.randrange(2**129))
        expected = _affine(straus.straus_vartime(scalars[0], scalars[1], point, scalars[2], point))
        assert _affine(straus_words.straus_words_vartime(scalars[0], scalars[1], point, scalars[2], point)) == expected
        with monkeypatch.context() as patch:
            patch.setattr(straus_words, "to_limbs", lambda x: _limbs(list(field_words.to_limbs(x))))
            patch.setattr(straus_words, "from_limbs", lambda f: field_words.from_limbs(tuple(map(int, f))))
            patch.setattr(straus_words, "_BASE_WORD_TABLES", None)
            _Word.largest = 0
            checked = straus_words.straus_words_vartime(scalars[0], scalars[1], point, scalars[2], point)
            assert 1 << 50 < _Word.largest < 1 << 62  # the products were instrumented
        assert _affine(checked) == expected
