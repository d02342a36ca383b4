"""Patch points: what `unittest.mock.patch("nacl.<module>.<name>")` reaches is the same in the layer as in PyNaCl.

PyNaCl's Python code looks module-level names up at call time (`SecretBox.encrypt` calls
`nacl.secret.random`, `SigningKey.sign` calls `nacl.bindings.crypto_sign`, `nacl.utils.random` calls
`os.urandom`), and programs fix nonces and keys in their tests by patching those names (pymacaroons:
`mock.patch("nacl.secret.random")`). Two checks:

- the reach table: every module-level function of PyNaCl's Python modules (and `os.urandom`) is
  replaced by a recording wrapper, each public operation runs once on PyNaCl and once on the layer,
  and the two sets of names reached must be equal (a patch takes effect in the layer exactly where it
  does in PyNaCl, and nowhere else among these names);
- the patterns themselves (`mock.patch` by dotted name, as decorator, `patch.object`, `os.urandom`),
  in a program run on PyNaCl and, unmodified, after `install_as_nacl()`: same output.
"""

from __future__ import annotations

import importlib
import inspect
import os
import textwrap
import types
import typing
from pathlib import Path
from typing import Any, Callable
from unittest import mock

import pytest
from test_pynacl_compat import run_on_both

# The modules whose functions PyNaCl's own code calls through a module-level name.
PATCHABLE_MODULES = (
    "utils", "secret", "public", "signing", "hash", "hashlib", "encoding",
    "pwhash", "pwhash._argon2", "pwhash.argon2i", "pwhash.argon2id", "pwhash.scrypt", "bindings",
)  # fmt: skip


def _patch_points() -> list[tuple[str, str]]:
    """(module, name) of every function PyNaCl's modules hold at module level (typing helpers aside)."""
    # By identity: `value in vars(typing).values()` compares with ==, and on 3.14 comparing with
    # typing._UnionGenericAlias emits a DeprecationWarning.
    typing_objects = {id(value) for value in vars(typing).values()}
    points = []
    for module_name in PATCHABLE_MODULES:
        module = importlib.import_module(f"nacl.{module_name}")
        for name, value in vars(module).items():
            if (inspect.isfunction(value) or inspect.isbuiltin(value)) and id(value) not in typing_objects:
                points.append((module_name, name))
    return points


PATCH_POINTS = _patch_points()

Modules = Callable[[str], types.ModuleType]


def reached(package: str, operation: Callable[[Modules], Any]) -> tuple[list[str], str]:
    """The patch points `operation` reaches in `package` ("nacl" or "tweetnacl.pynacl"), and what it raised."""
    hits: set[str] = set()

    def recording(point: str, original: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            hits.add(point)
            return original(*args, **kwargs)

        return wrapper

    patches = [mock.patch("os.urandom", recording("os.urandom", os.urandom))]
    for module_name, name in PATCH_POINTS:
        module = importlib.import_module(f"{package}.{module_name}")
        if hasattr(module, name):
            patches.append(mock.patch.object(module, name, recording(f"{module_name}.{name}", getattr(module, name))))
    for patch in patches:
        patch.start()
    try:
        operation(lambda module_name: importlib.import_module(f"{package}.{module_name}"))
        raised = ""
    except Exception as error:  # noqa: BLE001 - what it raised is part of the outcome
        raised = type(error).__name__
    finally:
        for patch in reversed(patches):
            patch.stop()
    return sorted(hits), raised


KEY = bytes(range(32))
OTHER = bytes(range(1, 33))
NONCE = bytes(range(24))
ARGON2ID_HASH = b"$argon2id$v=19$m=8,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$ZPbJvs3hCDMg0Y9fQB/h5hFP6tCYEqslbz6FbX1mLSg"


def _box(m: Modules) -> Any:
    return m("public").Box(m("public").PrivateKey(KEY), m("public").PrivateKey(OTHER).public_key)


def _signing_key(m: Modules) -> Any:
    return m("signing").SigningKey(KEY)


OPERATIONS: dict[str, Callable[[Modules], Any]] = {
    "SecretBox.encrypt": lambda m: m("secret").SecretBox(KEY).encrypt(b"m"),
    "SecretBox.encrypt(nonce)": lambda m: m("secret").SecretBox(KEY).encrypt(b"m", NONCE),
    "SecretBox.decrypt": lambda m: m("secret").SecretBox(KEY).decrypt(
        m("secret").SecretBox(KEY).encrypt(b"m", NONCE)
    ),
    "Aead.encrypt": lambda m: m("secret").Aead(KEY).encrypt(b"m", b"aad"),
    "Aead.decrypt": lambda m: m("secret").Aead(KEY).decrypt(m("secret").Aead(KEY).encrypt(b"m", b"aad", NONCE)),
    "Box.encrypt": lambda m: _box(m).encrypt(b"m"),
    "Box.decrypt": lambda m: _box(m).decrypt(_box(m).encrypt(b"m", NONCE)),
    "PrivateKey.generate": lambda m: m("public").PrivateKey.generate(),
    "PrivateKey.from_seed": lambda m: m("public").PrivateKey.from_seed(KEY),
    "SealedBox.encrypt": lambda m: m("public").SealedBox(m("public").PrivateKey(KEY).public_key).encrypt(b"m"),
    "SealedBox.decrypt": lambda m: m("public").SealedBox(m("public").PrivateKey(KEY)).decrypt(
        m("public").SealedBox(m("public").PrivateKey(KEY).public_key).encrypt(b"m")
    ),
    "SigningKey.generate": lambda m: m("signing").SigningKey.generate(),
    "SigningKey.sign": lambda m: _signing_key(m).sign(b"m"),
    "VerifyKey.verify": lambda m: _signing_key(m).verify_key.verify(_signing_key(m).sign(b"m")),
    "to_curve25519": lambda m: (
        _signing_key(m).to_curve25519_private_key(),
        _signing_key(m).verify_key.to_curve25519_public_key(),
    ),
    "utils.random": lambda m: m("utils").random(8),
    "utils.randombytes_deterministic": lambda m: m("utils").randombytes_deterministic(8, KEY),
    "hash.sha256": lambda m: m("hash").sha256(b"m"),
    "hash.sha512": lambda m: m("hash").sha512(b"m"),
    "hash.blake2b": lambda m: m("hash").blake2b(b"m", key=b"k", salt=bytes(16), person=bytes(16)),
    "hash.siphash24": lambda m: m("hash").siphash24(b"m", key=bytes(16)),
    "hash.siphashx24": lambda m: m("hash").siphashx24(b"m", key=bytes(16)),
    "hashlib.blake2b": lambda m: m("hashlib").blake2b(b"m").copy().hexdigest(),
    "hashlib.scrypt": lambda m: m("hashlib").scrypt(b"pw", bytes(32), n=16, r=1, p=1),
    "argon2id.kdf": lambda m: m("pwhash").argon2id.kdf(16, b"pw", bytes(16), opslimit=1, memlimit=8192),
    "argon2id.str": lambda m: m("pwhash").argon2id.str(b"pw", opslimit=1, memlimit=8192),
    "argon2i.str": lambda m: m("pwhash").argon2i.str(b"pw", opslimit=3, memlimit=8192),
    "pwhash.verify": lambda m: m("pwhash").verify(ARGON2ID_HASH, b"pw"),
    "scrypt.kdf": lambda m: m("pwhash").scrypt.kdf(16, b"pw", bytes(32), opslimit=32768, memlimit=16777216),
    "scrypt.str": lambda m: m("pwhash").scrypt.str(b"pw", opslimit=32768, memlimit=16777216),
}


@pytest.mark.parametrize("operation", list(OPERATIONS))
def test_same_patch_points_reached_as_pynacl(operation: str) -> None:
    expected = reached("nacl", OPERATIONS[operation])
    actual = reached("tweetnacl.pynacl", OPERATIONS[operation])
    if actual[1] == "UnavailableError" and expected[1] != "UnavailableError":
        pytest.xfail(f"{operation} is unavailable in the layer")
    assert actual == expected


def test_reach_table_sees_the_random_patch_points() -> None:
    """The table is not vacuous: PyNaCl's nonces and keys go through the names programs patch."""
    assert reached("nacl", OPERATIONS["SecretBox.encrypt"])[0] == [
        "bindings.crypto_secretbox_easy", "os.urandom", "secret.random",
    ]  # fmt: skip
    assert "public.random" in reached("nacl", OPERATIONS["Box.encrypt"])[0]
    assert "signing.random" in reached("nacl", OPERATIONS["SigningKey.generate"])[0]
    assert ("secret", "random") in PATCH_POINTS and ("bindings", "crypto_sign") in PATCH_POINTS


# A program that fixes PyNaCl's randomness the ways test suites do; it prints what each patch changed.
PATCHING_PROGRAM = textwrap.dedent(
    '''
    import os
    from unittest import mock

    import nacl.bindings
    import nacl.secret
    import nacl.signing
    import nacl.utils
    from nacl.public import Box, PrivateKey, PublicKey, SealedBox

    key = bytes(range(32))
    fixed = bytes(range(100, 124))
    other = PrivateKey(bytes(range(1, 33))).public_key

    # pymacaroons: the nonce of SecretBox.encrypt
    with mock.patch("nacl.secret.random", return_value=fixed) as patched:
        print("secret.random", nacl.secret.SecretBox(key).encrypt(b"caveat").hex(), patched.call_args_list)

    @mock.patch("nacl.public.random")
    def box_with_fixed_nonce(patched):
        patched.side_effect = lambda size: bytes(range(size))
        return Box(PrivateKey(key), other).encrypt(b"message"), patched.call_args_list

    print("public.random", *box_with_fixed_nonce())

    with mock.patch("nacl.public.random", return_value=bytes([7]) * 32):
        print("public.random generate", PrivateKey.generate().public_key.encode().hex())

    with mock.patch.object(nacl.signing, "random", return_value=key):
        print("signing.random", nacl.signing.SigningKey.generate().verify_key.encode().hex())

    # nacl.utils.random is its own name: patching it changes direct calls only, not the imported copies.
    with mock.patch("nacl.utils.random", return_value=fixed):
        print("utils.random", nacl.utils.random(24).hex(), nacl.secret.SecretBox(key).encrypt(b"x").nonce == fixed)

    # os.urandom reaches nacl.utils.random and so every nonce and generated key of the classes,
    # but not the bindings (libsodium's own generator).
    with mock.patch("os.urandom", side_effect=lambda size: bytes(size)):
        print("os.urandom random", nacl.utils.random(5).hex())
        print("os.urandom secretbox", nacl.secret.SecretBox(key).encrypt(b"x").nonce.hex())
        print("os.urandom box", Box(PrivateKey(key), other).encrypt(b"x").nonce.hex())
        print("os.urandom keys", PrivateKey.generate().encode().hex(), nacl.signing.SigningKey.generate().encode().hex())
        print("os.urandom bindings", nacl.bindings.randombytes(16) == bytes(16), nacl.bindings.crypto_box_keypair()[1] == bytes(32))
        sealed = SealedBox(other).encrypt(b"x")
        print("os.urandom sealed", sealed[:32] == bytes(PrivateKey(bytes(32)).public_key))

    # after the patches: random again
    print("restored", nacl.secret.SecretBox(key).encrypt(b"x").nonce != nacl.secret.SecretBox(key).encrypt(b"x").nonce)
    '''
)


def test_mock_patch_patterns_after_install_as_nacl(tmp_path: Path) -> None:
    real_lines, ours_lines = run_on_both(PATCHING_PROGRAM, tmp_path)
    assert ours_lines == real_lines
    assert len(real_lines) == 12
    assert real_lines[0].startswith("secret.random 6465666768")  # the fixed nonce leads the message
    assert real_lines[-1] == "restored True"

