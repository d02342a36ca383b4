"""The layer's ChaCha20 parts against the real PyNaCl (libsodium): nacl.bindings' AEADs, secretstream,
deterministic random bytes and nacl.secret.Aead give the same bytes, types and exceptions (class and
message). Scenarios run once on PyNaCl's modules and once on the layer's (helpers of test_pynacl_compat).
"""

from __future__ import annotations

import types
from typing import Any, Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pynacl_compat import KEY, NONCE, OURS, REAL, aead_error_cases, aead_round_trip, same_outcome

AEADS = {
    "chacha20poly1305_ietf": 12,
    "chacha20poly1305": 8,
    "xchacha20poly1305_ietf": 24,
}


@pytest.mark.parametrize("name", list(AEADS))
def test_aead_binding_constants(name: str) -> None:
    for suffix in ("KEYBYTES", "NSECBYTES", "NPUBBYTES", "ABYTES", "MESSAGEBYTES_MAX"):
        constant = f"crypto_aead_{name}_{suffix}"
        assert getattr(OURS.bindings, constant) == getattr(REAL.bindings, constant), constant


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(list(AEADS)), st.binary(max_size=300), st.one_of(st.none(), st.binary(max_size=40)))
def test_aead_bindings_same_bytes_both_ways(name: str, message: bytes, aad: bytes | None) -> None:
    aead_round_trip(name, message, aad, NONCE[: AEADS[name]], KEY)


def _error_cases(name: str) -> dict[str, Callable[[types.SimpleNamespace], Any]]:
    return aead_error_cases(name, NONCE[: AEADS[name]], KEY, 16)


ERROR_CASES = [(name, case) for name in AEADS for case in _error_cases(name)]


@pytest.mark.parametrize("name, case", ERROR_CASES, ids=[f"{name}-{case}" for name, case in ERROR_CASES])
def test_aead_binding_errors(name: str, case: str) -> None:
    result = same_outcome(_error_cases(name)[case])
    assert result[0] == "raises", result


# -- secretstream --------------------------------------------------------------------------------------


def _stream_messages(ns: types.SimpleNamespace, header_key: bytes, pieces: list[tuple[bytes, Any, int]]) -> Any:
    """Pull libsodium-pushed pieces on `ns` (so both sides see identical ciphertexts)."""
    b = ns.bindings
    state = b.crypto_secretstream_xchacha20poly1305_state()
    b.crypto_secretstream_xchacha20poly1305_init_pull(state, _HEADER, header_key)
    return [b.crypto_secretstream_xchacha20poly1305_pull(state, c, ad) for c, ad, _ in pieces]


def _real_stream(key: bytes, chunks: list[tuple[bytes, Any, int]]) -> tuple[bytes, list[tuple[bytes, Any, int]]]:
    b = REAL.bindings
    state = b.crypto_secretstream_xchacha20poly1305_state()
    header = b.crypto_secretstream_xchacha20poly1305_init_push(state, key)
    return header, [(b.crypto_secretstream_xchacha20poly1305_push(state, m, ad, tag), ad, tag) for m, ad, tag in chunks]


_HEADER, _PIECES = _real_stream(KEY, [(b"one", None, 0), (b"two" * 50, b"ad", 1), (b"", None, 2), (b"last", b"", 3)])


def test_secretstream_state_object() -> None:
    real = REAL.bindings.crypto_secretstream_xchacha20poly1305_state()
    ours = OURS.bindings.crypto_secretstream_xchacha20poly1305_state()
    assert type(ours).__slots__ == type(real).__slots__
    assert len(ours.statebuf) == len(real.statebuf) == 52
    assert ours.rawbuf is None and ours.tagbuf is None
    assert len(OURS.bindings.crypto_secretstream_xchacha20poly1305_keygen()) == 32


def test_secretstream_pull_of_libsodium_stream() -> None:
    result = same_outcome(lambda ns: _stream_messages(ns, KEY, _PIECES))
    assert result[0] == "returns"


def test_secretstream_layer_push_pulled_by_pynacl() -> None:
    b = OURS.bindings
    state = b.crypto_secretstream_xchacha20poly1305_state()
    header = b.crypto_secretstream_xchacha20poly1305_init_push(state, KEY)
    pushed = [b.crypto_secretstream_xchacha20poly1305_push(state, m, ad, tag) for m, ad, tag in [(b"a", None, 0), (b"b" * 99, b"x", 2), (b"c", None, 3)]]
    real = REAL.bindings
    pull_state = real.crypto_secretstream_xchacha20poly1305_state()
    real.crypto_secretstream_xchacha20poly1305_init_pull(pull_state, header, KEY)
    got = [real.crypto_secretstream_xchacha20poly1305_pull(pull_state, c, ad) for c, ad in zip(pushed, [None, b"x", None])]
    assert got == [(b"a", 0), (b"b" * 99, 2), (b"c", 3)]


def _secretstream_cases() -> dict[str, Callable[[types.SimpleNamespace], Any]]:
    def pushed(ns: types.SimpleNamespace, *args: Any) -> Any:
        b = ns.bindings
        state = b.crypto_secretstream_xchacha20poly1305_state()
        b.crypto_secretstream_xchacha20poly1305_init_push(state, KEY)
        return b.crypto_secretstream_xchacha20poly1305_push(state, *args)

    def pulled(ns: types.SimpleNamespace, c: Any, ad: Any = None, init: bool = True) -> Any:
        b = ns.bindings
        state = b.crypto_secretstream_xchacha20poly1305_state()
        if init:
            b.crypto_secretstream_xchacha20poly1305_init_pull(state, _HEADER, KEY)
        return b.crypto_secretstream_xchacha20poly1305_pull(state, c, ad)

    first = _PIECES[0][0]
    return {
        "push str message": lambda ns: pushed(ns, "m"),
        "push str ad": lambda ns: pushed(ns, b"m", "ad"),
        "push tag 256": lambda ns: pushed(ns, b"m", None, 256),
        "push tag -1": lambda ns: pushed(ns, b"m", None, -1),
        "push tag float": lambda ns: pushed(ns, b"m", None, 1.0),
        "push wrong state": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_push(object(), b"m"),
        "init push short key": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_init_push(ns.bindings.crypto_secretstream_xchacha20poly1305_state(), KEY[:31]),
        "init push str key": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_init_push(ns.bindings.crypto_secretstream_xchacha20poly1305_state(), "k" * 32),
        "init pull short header": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_init_pull(ns.bindings.crypto_secretstream_xchacha20poly1305_state(), _HEADER[:23], KEY),
        "init pull str header": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_init_pull(ns.bindings.crypto_secretstream_xchacha20poly1305_state(), "h" * 24, KEY),
        "init pull short key": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_init_pull(ns.bindings.crypto_secretstream_xchacha20poly1305_state(), _HEADER, KEY[:5]),
        "init pull wrong state": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_init_pull(None, _HEADER, KEY),
        "pull uninitialised": lambda ns: pulled(ns, first, init=False),
        "pull str": lambda ns: pulled(ns, "c" * 20),
        "pull short": lambda ns: pulled(ns, first[:16]),
        "pull empty": lambda ns: pulled(ns, b""),
        "pull forged": lambda ns: pulled(ns, first[:-1] + bytes([first[-1] ^ 1])),
        "pull out of order": lambda ns: pulled(ns, _PIECES[1][0], b"ad"),
        "pull wrong ad": lambda ns: pulled(ns, first, b"x"),
        "pull str ad": lambda ns: pulled(ns, first, "x"),
        "rekey wrong state": lambda ns: ns.bindings.crypto_secretstream_xchacha20poly1305_rekey(b"state"),
    }


SECRETSTREAM_CASES = _secretstream_cases()


@pytest.mark.parametrize("case", list(SECRETSTREAM_CASES))
def test_secretstream_errors(case: str) -> None:
    result = same_outcome(SECRETSTREAM_CASES[case])
    assert result[0] == "raises", result


def test_secretstream_message_limit_read_at_call_time(monkeypatch: pytest.MonkeyPatch) -> None:
    for ns in (REAL, OURS):
        monkeypatch.setattr(ns.bindings.crypto_secretstream, "crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX", 10)
    same_outcome(lambda ns: _secretstream_cases()["push str message"](ns))
    def push_11(ns: types.SimpleNamespace) -> Any:
        b = ns.bindings.crypto_secretstream
        state = b.crypto_secretstream_xchacha20poly1305_state()
        b.crypto_secretstream_xchacha20poly1305_init_push(state, KEY)
        return b.crypto_secretstream_xchacha20poly1305_push(state, bytes(11))
    assert same_outcome(push_11)[0] == "raises"


# -- deterministic random bytes and nacl.secret.Aead -------------------------------------------------


@pytest.mark.parametrize("size", [0, 1, 31, 32, 33, 64, 1000, 65536 + 7])
def test_randombytes_deterministic_same_bytes(size: int) -> None:
    seed = bytes(range(32))
    same_outcome(lambda ns: ns.bindings.randombytes_buf_deterministic(size, seed))
    for encoder in ("RawEncoder", "HexEncoder", "Base64Encoder"):
        same_outcome(lambda ns: ns.utils.randombytes_deterministic(size, seed, getattr(ns.encoding, encoder)))


@pytest.mark.parametrize(
    "args",
    [(8, bytes(31)), (8, bytes(33)), (-1, bytes(32)), (2.0, bytes(32)), (8, "s" * 32), (8, bytearray(32)), (8, 5), (None, bytes(32))],
    ids=["short seed", "long seed", "negative size", "float size", "str seed", "bytearray seed", "int seed", "None size"],
)
def test_randombytes_deterministic_errors(args: tuple[Any, Any]) -> None:
    result = same_outcome(lambda ns: ns.bindings.randombytes_buf_deterministic(*args), message=not isinstance(args[1], (str, bytearray)))
    assert result[0] == "raises"
    same_outcome(lambda ns: ns.utils.randombytes_deterministic(*args), message=not isinstance(args[1], (str, bytearray)))


AEAD_NONCE = bytes(range(24))


@pytest.mark.parametrize("encoder", ["RawEncoder", "HexEncoder", "Base64Encoder", "URLSafeBase64Encoder"])
def test_aead_class_same_bytes(encoder: str) -> None:
    def scenario(ns: types.SimpleNamespace) -> Any:
        enc = getattr(ns.encoding, encoder)
        box = ns.secret.Aead(enc.encode(KEY), encoder=enc)
        sealed = box.encrypt(b"message", b"header", AEAD_NONCE, encoder=enc)
        return (sealed, sealed.nonce, sealed.ciphertext, box.decrypt(sealed, b"header", encoder=enc),
                box.decrypt(sealed.ciphertext, b"header", enc.decode(sealed.nonce), encoder=enc), bytes(box), str(box))

    same_outcome(scenario)


def test_aead_class_random_nonce_decrypts_across() -> None:
    ours = OURS.secret.Aead(KEY).encrypt(b"hello", b"ad")
    assert len(ours.nonce) == 24 and type(ours).__name__ == "EncryptedMessage"
    assert REAL.secret.Aead(KEY).decrypt(bytes(ours), b"ad") == b"hello"
    theirs = REAL.secret.Aead(KEY).encrypt(b"hello")
    assert OURS.secret.Aead(KEY).decrypt(bytes(theirs)) == b"hello"
    for name in ("KEY_SIZE", "NONCE_SIZE", "MACBYTES", "MESSAGEBYTES_MAX"):
        assert getattr(OURS.secret.Aead, name) == getattr(REAL.secret.Aead, name)


def test_aead_class_uses_nacl_secret_random(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in PyNaCl, the nonce comes from the module's `random`, looked up at call time."""
    monkeypatch.setattr(OURS.secret, "random", lambda size: bytes(size))
    assert OURS.secret.Aead(KEY).encrypt(b"x").nonce == bytes(24)


_SEALED_AEAD = bytes(REAL.secret.Aead(KEY).encrypt(b"message", b"ad", AEAD_NONCE))

AEAD_CLASS_CASES: dict[str, Callable[[types.SimpleNamespace], Any]] = {
    "short key": lambda ns: ns.secret.Aead(KEY[:31]),
    "str key": lambda ns: ns.secret.Aead("k" * 32),
    "bad hex key": lambda ns: ns.secret.Aead(b"zz", encoder=ns.encoding.HexEncoder),
    "short nonce": lambda ns: ns.secret.Aead(KEY).encrypt(b"m", b"", AEAD_NONCE[:23]),
    "str message": lambda ns: ns.secret.Aead(KEY).encrypt("m", b"", AEAD_NONCE),
    "str aad": lambda ns: ns.secret.Aead(KEY).encrypt(b"m", "ad", AEAD_NONCE),
    "forged": lambda ns: ns.secret.Aead(KEY).decrypt(_SEALED_AEAD[:-1] + bytes([_SEALED_AEAD[-1] ^ 1]), b"ad"),
    "wrong aad": lambda ns: ns.secret.Aead(KEY).decrypt(_SEALED_AEAD, b"da"),
    "truncated": lambda ns: ns.secret.Aead(KEY).decrypt(_SEALED_AEAD[:30], b"ad"),
    "tiny": lambda ns: ns.secret.Aead(KEY).decrypt(b"short"),
    "decrypt short nonce": lambda ns: ns.secret.Aead(KEY).decrypt(_SEALED_AEAD[24:], b"ad", AEAD_NONCE[:5]),
}


@pytest.mark.parametrize("case", list(AEAD_CLASS_CASES))
def test_aead_class_errors(case: str) -> None:
    result = same_outcome(AEAD_CLASS_CASES[case])
    assert result[0] == "raises", result
