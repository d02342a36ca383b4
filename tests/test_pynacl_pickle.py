"""Pickles cross between the PyNaCl layer and the real PyNaCl 1.6.2 (the test dependency), both ways.

Under `tweetnacl.install_as_nacl()` the layer's classes report `nacl.*` as their module (as PyNaCl's do), so an
object pickled there loads in a process that has the real PyNaCl, and a real PyNaCl pickle loads in the layer.
Each side runs in a process of its own (the real PyNaCl and the installed layer cannot share one): the layer
pickles, PyNaCl loads and checks and pickles its own, the layer loads and checks those. Without the install,
`tweetnacl.pynacl` used directly keeps its own module names and its pickles load where tweetnacl is.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"

SCRIPT = r'''
import base64, json, pickle, sys

side, incoming = sys.argv[1], json.loads(sys.stdin.read() or "{}")
if side == "layer":
    import tweetnacl
    tweetnacl.install_as_nacl()
import nacl.exceptions, nacl.public, nacl.secret, nacl.signing, nacl.utils

assert (side == "layer") == hasattr(nacl, "__tweetnacl_pynacl__"), "the wrong nacl"
SEED, KEY, NONCE = bytes(range(32)), bytes(range(32, 64)), bytes(range(24))


def made():
    signing_key = nacl.signing.SigningKey(SEED)
    private_key = nacl.public.PrivateKey(KEY)
    return {
        "SigningKey": signing_key,
        "VerifyKey": signing_key.verify_key,
        "SignedMessage": signing_key.sign(b"a message"),
        "PrivateKey": private_key,
        "PublicKey": private_key.public_key,
        "SecretBox": nacl.secret.SecretBox(KEY),
        "EncryptedMessage": nacl.secret.SecretBox(KEY).encrypt(b"a message", NONCE),
        "BadSignatureError": nacl.exceptions.BadSignatureError("forged"),
    }


def check(name, obj):
    """What the object must be after the trip, in this process's nacl."""
    expected = made()[name]
    assert type(obj) is type(expected), (name, type(obj), type(expected))
    assert type(obj).__module__.startswith("nacl."), type(obj).__module__
    if name == "SigningKey":
        assert obj.encode() == SEED and obj.sign(b"m") == expected.sign(b"m")
    elif name == "SignedMessage":
        assert (bytes(obj), obj.signature, obj.message) == (bytes(expected), expected.signature, expected.message)
        nacl.signing.SigningKey(SEED).verify_key.verify(obj)
    elif name == "PrivateKey":
        assert bytes(obj) == KEY and bytes(obj.public_key) == bytes(expected.public_key)
    elif name == "SecretBox":
        assert obj.decrypt(made()["EncryptedMessage"]) == b"a message"
    elif name == "EncryptedMessage":
        assert (bytes(obj), obj.nonce, obj.ciphertext) == (bytes(expected), expected.nonce, expected.ciphertext)
    elif name == "BadSignatureError":
        assert obj.args == ("forged",) and isinstance(obj, nacl.exceptions.CryptoError)
    else:
        assert bytes(obj) == bytes(expected)


for name, data in incoming.items():
    check(name, pickle.loads(base64.b64decode(data)))
print(json.dumps({name: base64.b64encode(pickle.dumps(obj)).decode() for name, obj in made().items()}))
'''


pytestmark = pytest.mark.skipif(
    sys.platform == "emscripten", reason="runs Python in subprocesses: emscripten (Pyodide) starts no processes"
)


def _run(side: str, incoming: dict[str, str]) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(SRC))
    done = subprocess.run([sys.executable, "-c", SCRIPT, side], input=json.dumps(incoming), capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    result: dict[str, str] = json.loads(done.stdout)
    return result


def test_pickles_cross_between_the_installed_layer_and_pynacl() -> None:
    from_layer = _run("layer", {})
    from_pynacl = _run("pynacl", from_layer)  # loads and checks the layer's pickles, makes its own
    _run("layer", from_pynacl)  # loads and checks PyNaCl's
    assert set(from_layer) == set(from_pynacl) and len(from_layer) == 8


def test_the_layer_used_directly_keeps_its_names() -> None:
    """Without the install, the layer's classes say `tweetnacl.pynacl.*`, and a pickle of one loads back by that
    name (in a fresh process: no other test's install_as_nacl() can have renamed them)."""
    script = ("import pickle, tweetnacl.pynacl.signing as signing\n"
              "key = signing.SigningKey(bytes(32))\n"
              "assert type(key).__module__ == 'tweetnacl.pynacl.signing', type(key).__module__\n"
              "assert b'tweetnacl.pynacl.signing' in pickle.dumps(key)\n"
              "assert pickle.loads(pickle.dumps(key)).encode() == key.encode()\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(SRC)), timeout=120)
    assert done.returncode == 0, done.stderr
