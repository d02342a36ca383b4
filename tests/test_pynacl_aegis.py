"""The layer's AEGIS bindings against the real PyNaCl (libsodium): crypto_aead_aegis128l_* and
crypto_aead_aegis256_* give the same bytes, types and exceptions (class and message); the AES-256-GCM
constants too (its calls: tests/test_aesgcm.py). Scenarios run once on PyNaCl's modules and once on the
layer's (helpers of test_pynacl_compat)."""

from __future__ import annotations

import types
from typing import Any, Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pynacl_compat import KEY, NONCE, OURS, REAL, aead_error_cases, aead_round_trip, same_outcome


AEADS = {"aegis128l": 16, "aegis256": 32}  # nonce and key bytes
LONG_NONCE = NONCE + NONCE[:8]  # 32 bytes: NONCE is 24


@pytest.mark.parametrize("name", [*AEADS, "aes256gcm"])
def test_binding_constants(name: str) -> None:
    for suffix in ("KEYBYTES", "NSECBYTES", "NPUBBYTES", "ABYTES", "MESSAGEBYTES_MAX"):
        constant = f"crypto_aead_{name}_{suffix}"
        assert getattr(OURS.bindings, constant) == getattr(REAL.bindings, constant), constant


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(list(AEADS)), st.binary(max_size=300), st.one_of(st.none(), st.binary(max_size=40)))
def test_bindings_same_bytes_both_ways(name: str, message: bytes, aad: bytes | None) -> None:
    n = AEADS[name]
    aead_round_trip(name, message, aad, LONG_NONCE[:n], KEY[:n])


def _error_cases(name: str) -> dict[str, Callable[[types.SimpleNamespace], Any]]:
    n = AEADS[name]
    return aead_error_cases(name, LONG_NONCE[:n], KEY[:n], 32)


ERROR_CASES = [(name, case) for name in AEADS for case in _error_cases(name)]


@pytest.mark.parametrize("name, case", ERROR_CASES, ids=[f"{name}-{case}" for name, case in ERROR_CASES])
def test_binding_errors(name: str, case: str) -> None:
    result = same_outcome(_error_cases(name)[case])
    assert result[0] == "raises", result
