"""Verification's two kernels, CPython's big ints (`edwards`, `straus`) and PyPy's limbs (`edwards_words`,
`straus_words`), on either interpreter: libsodium's answers on valid and altered signatures, the same point, RFC
8032's decodings (written out here) on edge-case encodings, and every word value a machine int of PyPy
(instrumented ints)."""

from __future__ import annotations

import random
import sys

import nacl.bindings as sodium
import nacl.exceptions
import pytest

from test_montgomery_words import checked_limbs, Word
from tweetnacl.fast.curve25519 import ed25519, edwards_words, field_words, straus, straus_words
from tweetnacl.fast.curve25519.edwards import BASE, SMALL_ORDER_YS
from tweetnacl.fast.curve25519.field import P


@pytest.fixture(params=["bigints", "words"])
def multiplication(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    words = request.param == "words"
    chosen = ed25519._combination_is_identity_words_vartime if words else ed25519._combination_is_identity_vartime
    monkeypatch.setattr(ed25519, "combination_is_identity_vartime", chosen)
    return str(request.param)


def test_chosen_by_interpreter() -> None:
    pypy = sys.implementation.name == "pypy"
    assert ed25519.STRAUS_WORDS is pypy
    words, bigints = ed25519._combination_is_identity_words_vartime, ed25519._combination_is_identity_vartime
    assert ed25519.combination_is_identity_vartime is (words if pypy else bigints)


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


def _words(point: tuple[int, int, int, int]) -> edwards_words.WordPoint:
    x, y, z, t = (field_words.to_limbs(c) for c in point)
    return (x, y, z, t)


def _instrumented(patch: pytest.MonkeyPatch) -> None:
    """Every limb that enters the words kernels an instrumented int (`Word`), the base tables rebuilt from them."""
    for module in (straus_words, edwards_words):
        patch.setattr(module, "to_limbs", lambda x: checked_limbs(list(field_words.to_limbs(x))))
    patch.setattr(edwards_words, "from_limbs", lambda f: field_words.from_limbs(tuple(map(int, f))))
    patch.setattr(straus_words, "_BASE_WORD_TABLES", None)


def _ints(limbs: field_words.Limbs) -> int:
    return field_words.from_limbs(tuple(map(int, limbs)))  # type: ignore[arg-type]


def test_words_give_the_big_ints_point_and_stay_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(41)
    point = (BASE[0], BASE[1], 1, BASE[0] * BASE[1] % P)
    for _ in range(3):
        scalars = (rng.randrange(2**253), rng.randrange(2**129), rng.randrange(2**129))
        expected = _affine(straus.straus_vartime(scalars[0], scalars[1], point, scalars[2], point))
        result = straus_words.straus_words_vartime(scalars[0], scalars[1], _words(point), scalars[2], _words(point))
        assert _affine((_ints(result[0]), _ints(result[1]), _ints(result[2]))) == expected
        with monkeypatch.context() as patch:
            _instrumented(patch)
            wx, wy, wz, wt = (checked_limbs(list(c)) for c in _words(point))
            checked_point = (wx, wy, wz, wt)
            Word.largest = 0
            checked = straus_words.straus_words_vartime(scalars[0], scalars[1], checked_point, scalars[2], checked_point)
            assert 1 << 50 < Word.largest < 1 << 62  # the products were instrumented
        assert _affine((_ints(checked[0]), _ints(checked[1]), _ints(checked[2]))) == expected


# RFC 8032 section 5.1.3's decoding written out independently (x from one pow, (p + 3)/8, as the RFC's code does), in
# TweetNaCl's two flavours: unpackneg (y mod p, x = 0 with the sign bit accepted, the point negated) and the canonical
# one (y < p, x = 0 with the sign bit refused).
def _rfc8032_affine(s: bytes, canonical: bool) -> tuple[int, int] | None:
    y = int.from_bytes(s, "little") & ((1 << 255) - 1)
    if canonical and y >= P:
        return None
    y %= P
    sign = s[31] >> 7
    d = -121665 * pow(121666, P - 2, P) % P
    x2 = (y * y - 1) * pow(d * y * y + 1, P - 2, P) % P
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P:
        x = x * pow(2, (P - 1) // 4, P) % P
    if (x * x - x2) % P:
        return None
    if canonical and x == 0 and sign:
        return None
    if x & 1 != sign:
        x = P - x
    return (x % P, y) if canonical else ((P - x) % P, y)


def _encodings() -> list[bytes]:
    """Random encodings (half of them no point), every small-order y, y = p .. 2^255 - 1 (non-canonical) and x = 0,
    each with both sign bits."""
    rng = random.Random(8032)
    ys = [rng.randrange(P) for _ in range(40)] + sorted(SMALL_ORDER_YS) + list(range(P, 1 << 255))
    return [(y | sign << 255).to_bytes(32, "little") for y in ys for sign in (0, 1)]


@pytest.mark.parametrize("canonical", [False, True])
def test_word_decodings_are_rfc8032s(canonical: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    decode = edwards_words.decode_canonical_words_vartime if canonical else edwards_words.decode_negated_words_vartime
    results = []
    for s in _encodings():
        expected = _rfc8032_affine(s, canonical)
        point = decode(s)
        results.append(point is not None)
        if point is None:
            assert expected is None, s.hex()
            continue
        x, y, z, t = map(_ints, point)
        assert (x, y, z, t) == (*expected, 1, expected[0] * expected[1] % P), s.hex()
        with monkeypatch.context() as patch:
            _instrumented(patch)
            Word.largest = 0
            checked = decode(s)
            assert checked is not None and 1 << 50 < Word.largest < 1 << 62
            assert tuple(map(_ints, checked)) == (x, y, z, t)
    assert 0 < sum(results) < len(results)  # both outcomes met


def test_word_verification_stays_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    # A whole verification (decodings, tables, loop, identity test) on instrumented limbs, accepted as libsodium does.
    pk, sk = sodium.crypto_sign_seed_keypair(bytes(range(32)))
    m = b"instrumented"
    sig = sodium.crypto_sign(m, sk)[:64]
    monkeypatch.setattr(ed25519, "combination_is_identity_vartime", ed25519._combination_is_identity_words_vartime)
    _instrumented(monkeypatch)
    Word.largest = 0
    assert ed25519.crypto_sign_verify_detached(sig, m, pk) is _libsodium_accepts(sig, m, pk) is True
    assert 1 << 50 < Word.largest < 1 << 62
    assert ed25519.crypto_sign_verify_detached(sig[:63] + bytes([sig[63] ^ 1]), m, pk) is False
