"""SipHash-2-4 with 64- and 128-bit output (`tweetnacl.fast.mac.siphash`): the reference implementation's vectors
(tests/vectors/siphash_vectors.h, as published), libsodium (PyNaCl) on random inputs, and the PyNaCl layer's
`crypto_shorthash_*` and `nacl.hash.siphash*` against PyNaCl's (bytes, types, exceptions)."""

from __future__ import annotations

import types
from typing import Any, Callable

import nacl.bindings
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pynacl_compat import OURS, REAL, same_outcome
from vector_files import c_byte_arrays

from tweetnacl.fast.mac import siphash

REFERENCE = c_byte_arrays("siphash_vectors.h")
KEY = bytes(range(16))


@pytest.mark.parametrize("length", range(64))
def test_reference_vectors(length: int) -> None:
    message = bytes(range(length))
    assert siphash.siphash24(message, KEY) == REFERENCE["vectors_sip64"][length]
    assert siphash.siphashx24(message, KEY) == REFERENCE["vectors_sip128"][length]


def test_reference_vector_counts() -> None:
    assert len(REFERENCE["vectors_sip64"]) == len(REFERENCE["vectors_sip128"]) == 64


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300), st.binary(min_size=16, max_size=16))
def test_against_libsodium(message: bytes, key: bytes) -> None:
    assert siphash.siphash24(message, key) == nacl.bindings.crypto_shorthash_siphash24(message, key)
    assert siphash.siphashx24(message, key) == nacl.bindings.crypto_shorthash_siphashx24(message, key)


def test_extreme_keys_and_lengths_against_libsodium() -> None:
    for key in (bytes(16), b"\xff" * 16, b"\x80" + bytes(15), bytes(15) + b"\x80"):
        for message in (b"", b"\xff" * 7, b"\xff" * 8, b"\x00" * 255, b"\xff" * 256, b"\xff" * 1000):
            assert siphash.siphash24(message, key) == nacl.bindings.crypto_shorthash_siphash24(message, key)
            assert siphash.siphashx24(message, key) == nacl.bindings.crypto_shorthash_siphashx24(message, key)


def test_wrong_key_length() -> None:
    for function in (siphash.siphash24, siphash.siphashx24):
        with pytest.raises(ValueError, match="16 bytes"):
            function(b"m", bytes(15))


# -- the PyNaCl layer ---------------------------------------------------------------------------------------


def test_constants_and_flags() -> None:
    for name in ("crypto_shorthash_siphash24_BYTES", "crypto_shorthash_siphash24_KEYBYTES",
                 "crypto_shorthash_siphashx24_BYTES", "crypto_shorthash_siphashx24_KEYBYTES",
                 "has_crypto_shorthash_siphashx24"):
        assert getattr(OURS.bindings, name) == getattr(REAL.bindings, name), name
    for name in ("SIPHASH_BYTES", "SIPHASH_KEYBYTES", "SIPHASHX_AVAILABLE", "SIPHASHX_BYTES", "SIPHASHX_KEYBYTES"):
        assert getattr(OURS.hash, name) == getattr(REAL.hash, name), name
    assert OURS.hash.SIPHASHX_AVAILABLE is True


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=100), st.binary(min_size=16, max_size=16))
def test_layer_same_bytes(message: bytes, key: bytes) -> None:
    same_outcome(lambda ns: ns.bindings.crypto_shorthash_siphash24(message, key))
    same_outcome(lambda ns: ns.bindings.crypto_shorthash_siphashx24(message, key))
    same_outcome(lambda ns: ns.hash.siphash24(message, key=key))
    same_outcome(lambda ns: ns.hash.shorthash(message, key=key))
    same_outcome(lambda ns: ns.hash.siphashx24(message, key=key, encoder=ns.encoding.RawEncoder))
    same_outcome(lambda ns: ns.hash.siphash24(message, key, ns.encoding.Base64Encoder))


def _error_cases() -> dict[str, Callable[[types.SimpleNamespace], Any]]:
    cases: dict[str, Callable[[types.SimpleNamespace], Any]] = {}
    for label, call in {
        "short key": (b"m", bytes(15)),
        "long key": (b"m", bytes(17)),
        "str key": (b"m", "k" * 16),
        "str message": ("m", bytes(16)),
        "bytearray message": (bytearray(b"m"), bytes(16)),
        "bytearray key": (b"m", bytearray(16)),
        "memoryview message": (memoryview(b"m"), bytes(16)),
        "int message": (5, bytes(16)),
        "int key": (b"m", 5),
        "str message and short key": ("m", bytes(3)),
    }.items():
        for function in ("crypto_shorthash_siphash24", "crypto_shorthash_siphashx24"):
            cases[f"{function} {label}"] = lambda ns, f=function, a=call: getattr(ns.bindings, f)(*a)
        for function in ("siphash24", "siphashx24"):
            cases[f"hash.{function} {label}"] = lambda ns, f=function, a=call: getattr(ns.hash, f)(a[0], key=a[1])
    cases["hash.siphash24 default key"] = lambda ns: ns.hash.siphash24(b"m")
    cases["hash.siphashx24 default key"] = lambda ns: ns.hash.siphashx24(b"m")
    return cases


ERROR_CASES = _error_cases()


@pytest.mark.parametrize("case", list(ERROR_CASES))
def test_layer_errors(case: str) -> None:
    result = same_outcome(ERROR_CASES[case])
    assert result[0] == "raises", result


def test_int_sizes_do_not_depend_on_the_key() -> None:
    """Every int local of the computation has the same size under any key (the dummy lane on top decides)."""
    import sys

    def sizes(key: bytes, wide: bool) -> list[tuple[int, str, int]]:
        seen: list[tuple[int, str, int]] = []

        def tracer(frame: Any, event: str, arg: Any) -> Any:
            if frame.f_code.co_name != "_siphash":
                return None
            if event == "line":
                seen.extend(
                    (frame.f_lineno, name, value.bit_length())
                    for name, value in frame.f_locals.items()
                    if type(value) is int
                )
            return tracer

        sys.settrace(tracer)
        try:
            siphash._siphash(bytes(range(37)), key, wide)
        finally:
            sys.settrace(None)
        return seen

    for wide in (False, True):
        runs = [sizes(key, wide) for key in (bytes(16), b"\xff" * 16, bytes(range(16)), b"\x80" + bytes(15))]
        assert len(runs[0]) > 500
        assert runs[0] == runs[1] == runs[2] == runs[3]
