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
from test_pynacl_compat import KEY, NONCE, OURS, REAL, same_outcome

AEADS = {
    "chacha20poly1305_ietf": 12,
    "chacha20poly1305": 8,
    "xchacha20poly1305_ietf": 24,
}


def _binding(ns: types.SimpleNamespace, name: str, operation: str) -> Callable[..., Any]:
    return getattr(ns.bindings, f"crypto_aead_{name}_{operation}")  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", list(AEADS))
def test_aead_binding_constants(name: str) -> None:
    for suffix in ("KEYBYTES", "NSECBYTES", "NPUBBYTES", "ABYTES", "MESSAGEBYTES_MAX"):
        constant = f"crypto_aead_{name}_{suffix}"
        assert getattr(OURS.bindings, constant) == getattr(REAL.bindings, constant), constant


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(list(AEADS)), st.binary(max_size=300), st.one_of(st.none(), st.binary(max_size=40)))
def test_aead_bindings_same_bytes_both_ways(name: str, message: bytes, aad: bytes | None) -> None:
    nonce = NONCE[: AEADS[name]]
    sealed = same_outcome(lambda ns: _binding(ns, name, "encrypt")(message, aad, nonce, KEY))
    ciphertext = sealed[1][1]
    same_outcome(lambda ns: _binding(ns, name, "decrypt")(ciphertext, aad, nonce, KEY))


def _error_cases(name: str) -> dict[str, Callable[[types.SimpleNamespace], Any]]:
    n = AEADS[name]
    nonce = NONCE[:n]
    good = REAL.bindings.__dict__[f"crypto_aead_{name}_encrypt"](b"message", b"ad", nonce, KEY)
    forged = good[:-1] + bytes([good[-1] ^ 1])

    def enc(*args: Any) -> Callable[[types.SimpleNamespace], Any]:
        return lambda ns: _binding(ns, name, "encrypt")(*args)

    def dec(*args: Any) -> Callable[[types.SimpleNamespace], Any]:
        return lambda ns: _binding(ns, name, "decrypt")(*args)

    return {
        "str message": enc("m", None, nonce, KEY),
        "bytearray message": enc(bytearray(b"m"), None, nonce, KEY),
        "str aad": enc(b"m", "ad", nonce, KEY),
        "short nonce": enc(b"m", None, nonce[:-1], KEY),
        "long nonce": enc(b"m", None, nonce + b"x", KEY),
        "str nonce": enc(b"m", None, "n" * n, KEY),
        "short key": enc(b"m", None, nonce, KEY[:31]),
        "str key": enc(b"m", None, nonce, "k" * 32),
        "message and nonce wrong": enc("m", None, nonce[:1], KEY),
        "forged": dec(forged, b"ad", nonce, KEY),
        "wrong ad": dec(good, b"ax", nonce, KEY),
        "missing ad": dec(good, None, nonce, KEY),
        "truncated": dec(good[:-1], b"ad", nonce, KEY),
        "bare tag": dec(good[-16:], b"ad", nonce, KEY),
        "short ciphertext": dec(good[:5], b"ad", nonce, KEY),
        "empty ciphertext": dec(b"", None, nonce, KEY),
        "bytearray ciphertext": dec(bytearray(good), b"ad", nonce, KEY),
        "short ciphertext and short key": dec(b"", None, nonce, KEY[:5]),
        "decrypt short nonce": dec(good, b"ad", nonce[:-1], KEY),
        "decrypt str key": dec(good, b"ad", nonce, "k" * 32),
        "decrypt str aad": dec(good, "ad", nonce, KEY),
    }


ERROR_CASES = [(name, case) for name in AEADS for case in _error_cases(name)]


@pytest.mark.parametrize("name, case", ERROR_CASES, ids=[f"{name}-{case}" for name, case in ERROR_CASES])
def test_aead_binding_errors(name: str, case: str) -> None:
    result = same_outcome(_error_cases(name)[case])
    assert result[0] == "raises", result
