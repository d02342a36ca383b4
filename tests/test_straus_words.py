"""Verification's two multi-scalar multiplications, CPython's big ints (`straus`) and PyPy's limbs
(`straus_words`), and its two decodings (`edwards`, `edwards_words`), on either interpreter: libsodium's answers on
valid and altered signatures, the same points, and every word value a machine int of PyPy (instrumented ints)."""

from __future__ import annotations

import random
import sys

import nacl.bindings as sodium
import nacl.exceptions
import pytest

from test_montgomery_words import _limbs, _Word
from tweetnacl.fast.curve25519 import ed25519, edwards, edwards_words, field, field_words, straus, straus_words
from tweetnacl.fast.curve25519.edwards import BASE
from tweetnacl.fast.curve25519.field import P


@pytest.fixture(params=["bigints", "words"])
def multiplication(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    words = request.param == "words"
    monkeypatch.setattr(ed25519, "straus_vartime", straus_words.straus_words_vartime if words else straus.straus_vartime)
    negated = edwards_words.decode_negated_words_vartime if words else edwards.decode_negated_vartime
    canonical = edwards_words.decode_canonical_words_vartime if words else edwards.decode_canonical_vartime
    monkeypatch.setattr(ed25519, "verify_decode_negated", negated)
    monkeypatch.setattr(ed25519, "verify_decode_canonical", canonical)
    return str(request.param)


def test_chosen_by_interpreter() -> None:
    pypy = sys.implementation.name == "pypy"
    assert ed25519.STRAUS_WORDS is pypy
    assert ed25519.straus_vartime is (straus_words.straus_words_vartime if pypy else straus.straus_vartime)
    negated = edwards_words.decode_negated_words_vartime if pypy else edwards.decode_negated_vartime
    assert ed25519.verify_decode_negated is negated
    canonical = edwards_words.decode_canonical_words_vartime if pypy else edwards.decode_canonical_vartime
    assert ed25519.verify_decode_canonical is canonical


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


def _encodings() -> list[bytes]:
    """Random strings (about half decode), non-canonical y (p .. 2^255 - 1), x = 0 with either sign bit."""
    rng = random.Random("decodings")
    edges = [0, 1, P - 1, P, P + 1, 2**255 - 1]
    return [rng.randbytes(32) for _ in range(200)] + [
        (y | sign << 255).to_bytes(32, "little") for y in edges for sign in (0, 1)
    ]


def test_word_decodings_give_edwards_answers() -> None:
    encodings = _encodings()
    decoded = [edwards.decode_canonical_vartime(s) for s in encodings]
    assert 50 < sum(point is not None for point in decoded) < 150  # both outcomes are tested
    for s, point in zip(encodings, decoded):
        assert edwards_words.decode_canonical_words_vartime(s) == point
        assert edwards_words.decode_negated_words_vartime(s) == edwards.decode_negated_vartime(s)


def test_sqrt_ratio_candidate_stays_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(43)
    monkeypatch.setattr(field_words, "to_limbs", lambda x: _limbs(list(_plain_limbs(x))))
    monkeypatch.setattr(field_words, "from_limbs", lambda f: _plain_from_limbs(tuple(map(int, f))))
    for u, v in [(0, rng.randrange(P)), (P - 1, P - 1), (rng.randrange(P), rng.randrange(P))]:
        _Word.largest = 0
        assert field_words.sqrt_ratio_candidate(u, v) == field.fe_sqrt_ratio_candidate(u, v)
        assert 1 << 50 < _Word.largest < 1 << 62  # the products were instrumented


_plain_limbs = field_words.to_limbs
_plain_from_limbs = field_words.from_limbs
