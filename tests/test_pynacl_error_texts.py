"""The PyNaCl layer's error texts are PyNaCl's: for the same wrong call, the same exception class and message as
PyNaCl 1.6.2 itself (the test dependency, with cffi 2.x, whose words PyNaCl passes on for a wrong type).

One rule (tweetnacl/pynacl/_support.py `require_bytes`, `require_sized_bytes`): what PyNaCl with cffi 2.x prints
for the call. Checked on two tables: every binding both have, called with a value of a wrong type in every
argument; and the high-level classes and functions with a wrong type or length where programs meet them.
On PyPy, PyNaCl's cffi words two of its messages differently (docs/reference-pynacl.md): the comparison runs on
CPython.
"""

from __future__ import annotations

import inspect
import platform
import types
from collections.abc import Callable
from typing import Any

import nacl
import nacl.bindings
import nacl.encoding
import nacl.hash
import nacl.public
import nacl.pwhash
import nacl.secret
import nacl.signing
import nacl.utils
import pytest

import tweetnacl.pynacl
import tweetnacl.pynacl.bindings
import tweetnacl.pynacl.encoding
import tweetnacl.pynacl.hash
import tweetnacl.pynacl.public
import tweetnacl.pynacl.pwhash
import tweetnacl.pynacl.secret
import tweetnacl.pynacl.signing
import tweetnacl.pynacl.utils

pytestmark = pytest.mark.skipif(platform.python_implementation() != "CPython", reason="cffi's words are CPython's")

WRONG_TYPES = ("text", 5, None, 1.5)


def _outcome(call: Callable[[], object]) -> tuple[str, str]:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - the class and text are what is compared
        return type(error).__name__, str(error)
    return "returned", ""


def _required_arguments(function: Callable[..., Any]) -> int:
    parameters = inspect.signature(function).parameters.values()
    return sum(p.default is inspect.Parameter.empty and p.kind == p.POSITIONAL_OR_KEYWORD for p in parameters)


def _shared_bindings() -> list[str]:
    names = sorted(set(nacl.bindings.__all__) & set(tweetnacl.pynacl.bindings.__all__))
    return [name for name in names if inspect.isfunction(getattr(tweetnacl.pynacl.bindings, name))]


@pytest.mark.parametrize("wrong", WRONG_TYPES, ids=lambda value: type(value).__name__)
def test_every_binding_words_a_wrong_type_as_pynacl(wrong: object) -> None:
    differ = []
    compared = 0
    for name in _shared_bindings():
        count = _required_arguments(getattr(tweetnacl.pynacl.bindings, name))
        if count == 0:
            continue
        args = [wrong] * count
        expected = _outcome(lambda: getattr(nacl.bindings, name)(*args))
        got = _outcome(lambda: getattr(tweetnacl.pynacl.bindings, name)(*args))
        compared += 1
        if got != expected:
            differ.append(f"{name}: PyNaCl {expected}, layer {got}")
    assert compared > 50, "too few bindings compared"
    assert not differ, "\n".join(differ)


KEY = bytes(range(32))
NONCE = bytes(24)


def _high_level_calls(ns: types.SimpleNamespace) -> dict[str, Callable[[], object]]:
    """Wrong calls a program makes, on the namespace `ns` of either library's modules."""
    box_key = ns.public.PrivateKey(KEY)
    signing_key = ns.signing.SigningKey(KEY)
    return {
        "SecretBox(str key)": lambda: ns.secret.SecretBox("k" * 32),
        "SecretBox(int key)": lambda: ns.secret.SecretBox(5),
        "SecretBox(31 bytes)": lambda: ns.secret.SecretBox(KEY[:31]),
        "SecretBox.encrypt(str)": lambda: ns.secret.SecretBox(KEY).encrypt("message", NONCE),
        "SecretBox.encrypt(short nonce)": lambda: ns.secret.SecretBox(KEY).encrypt(b"m", NONCE[:23]),
        "SecretBox.decrypt(str)": lambda: ns.secret.SecretBox(KEY).decrypt("ciphertext"),
        "SecretBox.decrypt(short)": lambda: ns.secret.SecretBox(KEY).decrypt(b"short"),
        "Aead.encrypt(str)": lambda: ns.secret.Aead(KEY).encrypt("message", b"", NONCE),
        "PrivateKey(str)": lambda: ns.public.PrivateKey("k" * 32),
        "PrivateKey(31 bytes)": lambda: ns.public.PrivateKey(KEY[:31]),
        "PublicKey(None)": lambda: ns.public.PublicKey(None),
        "Box(key, str)": lambda: ns.public.Box(box_key, "not a key"),
        "Box.encrypt(str)": lambda: ns.public.Box(box_key, box_key.public_key).encrypt("message", NONCE),
        "SealedBox.encrypt(str)": lambda: ns.public.SealedBox(box_key.public_key).encrypt("message"),
        "SigningKey(str)": lambda: ns.signing.SigningKey("k" * 32),
        "SigningKey(31 bytes)": lambda: ns.signing.SigningKey(KEY[:31]),
        "SigningKey.sign(str)": lambda: signing_key.sign("message"),
        "VerifyKey(int)": lambda: ns.signing.VerifyKey(5),
        "VerifyKey.verify(str)": lambda: signing_key.verify_key.verify("signed"),
        "VerifyKey.verify(bad signature)": lambda: signing_key.verify_key.verify(b"m", bytes(64)),
        "hash.sha256(str)": lambda: ns.hash.sha256("message"),
        "hash.blake2b(str)": lambda: ns.hash.blake2b("message"),
        "hash.blake2b(digest_size=65)": lambda: ns.hash.blake2b(b"m", digest_size=65),
        "hash.siphash24(str)": lambda: ns.hash.siphash24("message", key=bytes(16)),
        "utils.random(str)": lambda: ns.utils.random("32"),
        "HexEncoder.decode(odd)": lambda: ns.encoding.HexEncoder.decode(b"abc"),
        "argon2id.kdf(str password)": lambda: ns.pwhash.argon2id.kdf(32, "password", bytes(16)),
        "argon2id.kdf(short salt)": lambda: ns.pwhash.argon2id.kdf(32, b"password", bytes(15)),
        "argon2id.verify(str)": lambda: ns.pwhash.argon2id.verify(b"hash", "password"),
    }


def _namespace(prefix: str) -> types.SimpleNamespace:
    modules = {"secret", "public", "signing", "hash", "utils", "encoding", "pwhash"}
    if prefix == "nacl":
        return types.SimpleNamespace(**{name: getattr(nacl, name) for name in modules})
    return types.SimpleNamespace(**{name: getattr(tweetnacl.pynacl, name) for name in modules})


def test_the_high_level_api_words_errors_as_pynacl() -> None:
    expected_calls = _high_level_calls(_namespace("nacl"))
    layer_calls = _high_level_calls(_namespace("tweetnacl"))
    differ = []
    for label, call in expected_calls.items():
        expected = _outcome(call)
        assert expected[0] != "returned", f"{label}: not a wrong call for PyNaCl"
        got = _outcome(layer_calls[label])
        if got != expected:
            differ.append(f"{label}: PyNaCl {expected}, layer {got}")
    assert not differ, "\n".join(differ)
