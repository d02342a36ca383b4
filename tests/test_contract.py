"""The public contract of docs/contract.md, checked name by name on both implementations.

What is checked here: the names and constants exist with the documented values in `tweetnacl`,
`tweetnacl.fast` and `tweetnacl.reference`; the default is `fast`; outputs are exactly `bytes` (or
`bool`/`None`/`KeyPair` where documented); every bytes-like input is accepted with identical results
and never aliased; the process-wide generator (`set_prng`); `verify`; key pair derivations; round
trips; truncated inputs. Expected values come from libsodium (PyNaCl), never from tweetnacl itself.
Hostile argument types and lengths are in test_hostile_inputs.py.

The reference costs ~0.1-0.3 s per scalar multiplication or signature: its cases use a few fixed keys.
"""

from __future__ import annotations

import array
import ctypes
import functools
import mmap
import os
import random
import re
import sys
import time
import types
from typing import Any, Callable, NamedTuple

import pytest
from nacl import bindings as sodium  # libsodium, the independent oracle (not `import nacl`: the fixture is `nacl`)

import tweetnacl
import tweetnacl.fast
import tweetnacl.reference

# ---------------------------------------------------------------------------------------------
# The contract as data (docs/contract.md)
# ---------------------------------------------------------------------------------------------

TOP_LEVEL_NAMES = [
    "KeyPair", "secretbox", "box", "scalarmult", "sign", "hash", "auth", "ed2curve", "lowlevel", "hkdf",
    "random_bytes", "set_prng", "verify",
]

# The names bound to an implementation's core: reference and fast must have their own objects.
CORE_BOUND_NAMES = ["secretbox", "box", "scalarmult", "sign", "hash", "ed2curve", "lowlevel"]

LOWLEVEL_FUNCTIONS = [
    "crypto_stream_xor", "crypto_stream", "crypto_stream_salsa20_xor", "crypto_stream_salsa20",
    "crypto_core_salsa20", "crypto_core_hsalsa20", "crypto_onetimeauth", "crypto_onetimeauth_verify",
    "crypto_secretbox", "crypto_secretbox_open", "crypto_box_keypair", "crypto_box_beforenm", "crypto_box",
    "crypto_box_open", "crypto_box_afternm", "crypto_box_open_afternm", "crypto_scalarmult",
    "crypto_scalarmult_base", "crypto_hash", "crypto_sign_keypair", "crypto_sign", "crypto_sign_open",
    "crypto_verify_16", "crypto_verify_32",
]

FUNCTIONS = [
    "secretbox", "secretbox.open",
    "box", "box.open", "box.before", "box.after", "box.open.after", "box.keypair", "box.keypair.from_secret_key",
    "box.seal", "box.seal.open",
    "scalarmult", "scalarmult.base",
    "sign", "sign.open", "sign.detached", "sign.detached.verify",
    "sign.keypair", "sign.keypair.from_secret_key", "sign.keypair.from_seed",
    "hash", "random_bytes", "set_prng", "verify",
    "ed2curve.convert_public_key", "ed2curve.convert_secret_key", "ed2curve.convert_keypair",
    "auth", "auth.full", "auth.verify",
    "hkdf.sha256", "hkdf.sha256.extract", "hkdf.sha256.expand", "hkdf.sha512", "hkdf.sha512.extract",
    "hkdf.sha512.expand",
] + [f"lowlevel.{name}" for name in LOWLEVEL_FUNCTIONS]

CONSTANTS = {
    "secretbox.key_length": 32, "secretbox.nonce_length": 24, "secretbox.overhead_length": 16,
    "box.public_key_length": 32, "box.secret_key_length": 32, "box.shared_key_length": 32,
    "box.nonce_length": 24, "box.overhead_length": 16,
    "box.seal.overhead_length": 48,
    "scalarmult.scalar_length": 32, "scalarmult.group_element_length": 32,
    "sign.public_key_length": 32, "sign.secret_key_length": 64, "sign.seed_length": 32, "sign.signature_length": 64,
    "hash.hash_length": 64,
    "auth.key_length": 32, "auth.auth_length": 32, "auth.full_length": 64,
    "hkdf.sha256.prk_length": 32, "hkdf.sha256.max_length": 8160,
    "hkdf.sha512.prk_length": 64, "hkdf.sha512.max_length": 16320,
}

MODULES = {"tweetnacl": tweetnacl, "tweetnacl.fast": tweetnacl.fast, "tweetnacl.reference": tweetnacl.reference}


def resolve(module: types.ModuleType, dotted: str) -> Any:
    return functools.reduce(getattr, dotted.split("."), module)


# ---------------------------------------------------------------------------------------------
# Fixed inputs, and what libsodium makes of them
# ---------------------------------------------------------------------------------------------

KEY = bytes(range(32))
NONCE = bytes(range(100, 124))
NONCE8 = bytes(range(8))
SIXTEEN = bytes(range(200, 216))
SIGMA = b"expand 32-byte k"
MESSAGE = b"attack at dawn"


class Keys(NamedTuple):
    """Two X25519 key pairs and one Ed25519 key pair, with libsodium's results over them."""

    sk_a: bytes
    pk_a: bytes
    sk_b: bytes
    pk_b: bytes
    shared_ab: bytes  # libsodium crypto_box_beforenm(pk_b, sk_a)
    box_ab: bytes  # libsodium crypto_box(MESSAGE, NONCE, pk_b, sk_a)
    seed: bytes
    sign_pk: bytes
    sign_sk: bytes
    signed: bytes  # libsodium crypto_sign(MESSAGE, sign_sk)


@pytest.fixture(scope="session")
def keys() -> Keys:
    sk_a = bytes([7] * 32)
    sk_b = bytes([9] * 32)
    pk_a = sodium.crypto_scalarmult_base(sk_a)
    pk_b = sodium.crypto_scalarmult_base(sk_b)
    seed = bytes(range(32, 64))
    sign_pk, sign_sk = sodium.crypto_sign_seed_keypair(seed)
    return Keys(
        sk_a, pk_a, sk_b, pk_b,
        shared_ab=sodium.crypto_box_beforenm(pk_b, sk_a),
        box_ab=sodium.crypto_box(MESSAGE, NONCE, pk_b, sk_a),
        seed=seed, sign_pk=sign_pk, sign_sk=sign_sk,
        signed=sodium.crypto_sign(MESSAGE, sign_sk),
    )


@pytest.fixture(autouse=True)
def _restore_os_prng() -> Any:
    """Every test here leaves the process-wide generator as it found it: the operating system's."""
    yield
    tweetnacl.set_prng(None)


def seeded_prng(seed: int) -> Callable[[int], bytes]:
    """A deterministic generator: the same seed gives the same byte stream."""
    return random.Random(seed).randbytes


# ---------------------------------------------------------------------------------------------
# Names, constants, identity of the default
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("module_name", list(MODULES))
@pytest.mark.parametrize("dotted", FUNCTIONS)
def test_every_documented_function_exists_and_is_callable(module_name: str, dotted: str) -> None:
    assert callable(resolve(MODULES[module_name], dotted))


@pytest.mark.parametrize("module_name", list(MODULES))
@pytest.mark.parametrize("dotted, value", list(CONSTANTS.items()))
def test_every_documented_constant_has_its_value(module_name: str, dotted: str, value: int) -> None:
    constant = resolve(MODULES[module_name], dotted)
    assert type(constant) is int and constant == value


@pytest.mark.parametrize("name", TOP_LEVEL_NAMES)
def test_the_default_is_fast_the_very_same_objects(name: str) -> None:
    assert getattr(tweetnacl, name) is getattr(tweetnacl.fast, name)


def test_fast_and_reference_are_submodules_of_the_package() -> None:
    from tweetnacl import fast, reference

    assert fast is tweetnacl.fast and reference is tweetnacl.reference


@pytest.mark.parametrize("name", CORE_BOUND_NAMES)
def test_reference_has_its_own_objects_not_the_fast_ones(name: str) -> None:
    assert getattr(tweetnacl.reference, name) is not getattr(tweetnacl.fast, name)


@pytest.mark.parametrize("module_name", list(MODULES))
def test_every_implementation_exports_the_documented_names(module_name: str) -> None:
    module = MODULES[module_name]
    assert set(TOP_LEVEL_NAMES) <= set(module.__all__)
    for name in module.__all__:
        assert hasattr(module, name)


def test_keypair_is_one_named_tuple_public_key_then_secret_key() -> None:
    assert tweetnacl.KeyPair is tweetnacl.fast.KeyPair is tweetnacl.reference.KeyPair
    assert issubclass(tweetnacl.KeyPair, tuple)
    assert tweetnacl.KeyPair._fields == ("public_key", "secret_key")
    pair = tweetnacl.KeyPair(b"p", b"s")
    assert pair.public_key == pair[0] == b"p" and pair.secret_key == pair[1] == b"s"
    public_key, secret_key = pair
    assert (public_key, secret_key) == (b"p", b"s")


# ---------------------------------------------------------------------------------------------
# Every output is exactly bytes (bool, None, KeyPair where documented)
# ---------------------------------------------------------------------------------------------

Call = Callable[[types.ModuleType, Keys], Any]


def _ba(data: bytes) -> bytearray:
    return bytearray(data)


# Inputs are bytearrays, so that an output aliasing or slicing an input would show as a bytearray.
BYTES_OUTPUTS: dict[str, Call] = {
    "secretbox": lambda n, k: n.secretbox(_ba(MESSAGE), _ba(NONCE), _ba(KEY)),
    "secretbox.open": lambda n, k: n.secretbox.open(_ba(sodium.crypto_secretbox(MESSAGE, NONCE, KEY)), _ba(NONCE), _ba(KEY)),
    "secretbox.open/empty": lambda n, k: n.secretbox.open(_ba(sodium.crypto_secretbox(b"", NONCE, KEY)), _ba(NONCE), _ba(KEY)),
    "box": lambda n, k: n.box(_ba(MESSAGE), _ba(NONCE), _ba(k.pk_b), _ba(k.sk_a)),
    "box.open": lambda n, k: n.box.open(_ba(k.box_ab), _ba(NONCE), _ba(k.pk_a), _ba(k.sk_b)),
    "box.before": lambda n, k: n.box.before(_ba(k.pk_b), _ba(k.sk_a)),
    "box.after": lambda n, k: n.box.after(_ba(MESSAGE), _ba(NONCE), _ba(k.shared_ab)),
    "box.open.after": lambda n, k: n.box.open.after(_ba(k.box_ab), _ba(NONCE), _ba(k.shared_ab)),
    "box.seal": lambda n, k: n.box.seal(_ba(MESSAGE), _ba(k.pk_b)),
    "box.seal.open": lambda n, k: n.box.seal.open(_ba(sodium.crypto_box_seal(MESSAGE, k.pk_b)), _ba(k.pk_b), _ba(k.sk_b)),
    "scalarmult": lambda n, k: n.scalarmult(_ba(k.sk_a), _ba(k.pk_b)),
    "scalarmult.base": lambda n, k: n.scalarmult.base(_ba(k.sk_a)),
    "sign": lambda n, k: n.sign(_ba(MESSAGE), _ba(k.sign_sk)),
    "sign.open": lambda n, k: n.sign.open(_ba(k.signed), _ba(k.sign_pk)),
    "sign.detached": lambda n, k: n.sign.detached(_ba(MESSAGE), _ba(k.sign_sk)),
    "hash": lambda n, k: n.hash(_ba(MESSAGE)),
    "random_bytes": lambda n, k: n.random_bytes(5),
    "random_bytes/0": lambda n, k: n.random_bytes(0),
    "ed2curve.convert_public_key": lambda n, k: n.ed2curve.convert_public_key(_ba(k.sign_pk)),
    "ed2curve.convert_secret_key/64": lambda n, k: n.ed2curve.convert_secret_key(_ba(k.sign_sk)),
    "ed2curve.convert_secret_key/32": lambda n, k: n.ed2curve.convert_secret_key(_ba(k.seed)),
    "auth": lambda n, k: n.auth(_ba(MESSAGE), _ba(KEY)),
    "auth.full": lambda n, k: n.auth.full(_ba(MESSAGE), _ba(KEY)),
    "hkdf.sha256": lambda n, k: n.hkdf.sha256(_ba(KEY), _ba(NONCE), _ba(MESSAGE), 40),
    "hkdf.sha256/0": lambda n, k: n.hkdf.sha256(_ba(KEY), bytearray(), bytearray(), 0),
    "hkdf.sha256.extract": lambda n, k: n.hkdf.sha256.extract(_ba(NONCE), _ba(KEY)),
    "hkdf.sha256.expand": lambda n, k: n.hkdf.sha256.expand(_ba(KEY), _ba(MESSAGE), 33),
    "hkdf.sha512": lambda n, k: n.hkdf.sha512(_ba(KEY), _ba(NONCE), _ba(MESSAGE), 65),
    "hkdf.sha512.extract": lambda n, k: n.hkdf.sha512.extract(_ba(NONCE), _ba(KEY)),
    "hkdf.sha512.expand": lambda n, k: n.hkdf.sha512.expand(_ba(KEY + KEY), _ba(MESSAGE), 1),
    "lowlevel.crypto_stream_xor": lambda n, k: n.lowlevel.crypto_stream_xor(_ba(MESSAGE), _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_stream_xor/empty": lambda n, k: n.lowlevel.crypto_stream_xor(bytearray(), _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_stream": lambda n, k: n.lowlevel.crypto_stream(20, _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_stream/0": lambda n, k: n.lowlevel.crypto_stream(0, _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_stream_salsa20_xor": lambda n, k: n.lowlevel.crypto_stream_salsa20_xor(_ba(MESSAGE), _ba(NONCE8), _ba(KEY)),
    "lowlevel.crypto_stream_salsa20": lambda n, k: n.lowlevel.crypto_stream_salsa20(20, _ba(NONCE8), _ba(KEY)),
    "lowlevel.crypto_core_salsa20": lambda n, k: n.lowlevel.crypto_core_salsa20(_ba(SIXTEEN), _ba(KEY), _ba(SIGMA)),
    "lowlevel.crypto_core_hsalsa20": lambda n, k: n.lowlevel.crypto_core_hsalsa20(_ba(SIXTEEN), _ba(KEY), _ba(SIGMA)),
    "lowlevel.crypto_onetimeauth": lambda n, k: n.lowlevel.crypto_onetimeauth(_ba(MESSAGE), _ba(KEY)),
    "lowlevel.crypto_secretbox": lambda n, k: n.lowlevel.crypto_secretbox(_ba(MESSAGE), _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_secretbox_open": lambda n, k: n.lowlevel.crypto_secretbox_open(
        _ba(sodium.crypto_secretbox(MESSAGE, NONCE, KEY)), _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_box_beforenm": lambda n, k: n.lowlevel.crypto_box_beforenm(_ba(k.pk_b), _ba(k.sk_a)),
    "lowlevel.crypto_box": lambda n, k: n.lowlevel.crypto_box(_ba(MESSAGE), _ba(NONCE), _ba(k.pk_b), _ba(k.sk_a)),
    "lowlevel.crypto_box_open": lambda n, k: n.lowlevel.crypto_box_open(_ba(k.box_ab), _ba(NONCE), _ba(k.pk_a), _ba(k.sk_b)),
    "lowlevel.crypto_box_afternm": lambda n, k: n.lowlevel.crypto_box_afternm(_ba(MESSAGE), _ba(NONCE), _ba(k.shared_ab)),
    "lowlevel.crypto_box_open_afternm": lambda n, k: n.lowlevel.crypto_box_open_afternm(
        _ba(k.box_ab), _ba(NONCE), _ba(k.shared_ab)),
    "lowlevel.crypto_scalarmult": lambda n, k: n.lowlevel.crypto_scalarmult(_ba(k.sk_a), _ba(k.pk_b)),
    "lowlevel.crypto_scalarmult_base": lambda n, k: n.lowlevel.crypto_scalarmult_base(_ba(k.sk_a)),
    "lowlevel.crypto_hash": lambda n, k: n.lowlevel.crypto_hash(_ba(MESSAGE)),
    "lowlevel.crypto_sign": lambda n, k: n.lowlevel.crypto_sign(_ba(MESSAGE), _ba(k.sign_sk)),
    "lowlevel.crypto_sign_open": lambda n, k: n.lowlevel.crypto_sign_open(_ba(k.signed), _ba(k.sign_pk)),
}

KEYPAIR_OUTPUTS: dict[str, Call] = {
    "box.keypair": lambda n, k: n.box.keypair(),
    "box.keypair.from_secret_key": lambda n, k: n.box.keypair.from_secret_key(_ba(k.sk_a)),
    "sign.keypair": lambda n, k: n.sign.keypair(),
    "sign.keypair.from_seed": lambda n, k: n.sign.keypair.from_seed(_ba(k.seed)),
    "sign.keypair.from_secret_key": lambda n, k: n.sign.keypair.from_secret_key(_ba(k.sign_sk)),
    "ed2curve.convert_keypair": lambda n, k: n.ed2curve.convert_keypair(
        tweetnacl.KeyPair(_ba(k.sign_pk), _ba(k.sign_sk))),  # type: ignore[arg-type]
    "lowlevel.crypto_box_keypair": lambda n, k: n.lowlevel.crypto_box_keypair(),
    "lowlevel.crypto_sign_keypair": lambda n, k: n.lowlevel.crypto_sign_keypair(),
}

BOOL_OUTPUTS: dict[str, Call] = {
    "verify/true": lambda n, k: n.verify(_ba(KEY), _ba(KEY)),
    "verify/false": lambda n, k: n.verify(_ba(KEY), _ba(NONCE)),
    "sign.detached.verify/true": lambda n, k: n.sign.detached.verify(_ba(MESSAGE), _ba(k.signed[:64]), _ba(k.sign_pk)),
    "sign.detached.verify/false": lambda n, k: n.sign.detached.verify(_ba(MESSAGE), bytearray(64), _ba(k.sign_pk)),
    "auth.verify/true": lambda n, k: n.auth.verify(_ba(n.auth(MESSAGE, KEY)), _ba(MESSAGE), _ba(KEY)),
    "auth.verify/false": lambda n, k: n.auth.verify(bytearray(32), _ba(MESSAGE), _ba(KEY)),
    "lowlevel.crypto_onetimeauth_verify/false": lambda n, k: n.lowlevel.crypto_onetimeauth_verify(
        bytearray(16), _ba(MESSAGE), _ba(KEY)),
    "lowlevel.crypto_verify_16/true": lambda n, k: n.lowlevel.crypto_verify_16(_ba(SIXTEEN), _ba(SIXTEEN)),
    "lowlevel.crypto_verify_16/false": lambda n, k: n.lowlevel.crypto_verify_16(_ba(SIXTEEN), bytearray(16)),
    "lowlevel.crypto_verify_32/true": lambda n, k: n.lowlevel.crypto_verify_32(_ba(KEY), _ba(KEY)),
    "lowlevel.crypto_verify_32/false": lambda n, k: n.lowlevel.crypto_verify_32(_ba(KEY), bytearray(32)),
}

NONE_OUTPUTS: dict[str, Call] = {
    "secretbox.open": lambda n, k: n.secretbox.open(bytearray(20), _ba(NONCE), _ba(KEY)),
    "box.open.after": lambda n, k: n.box.open.after(bytearray(20), _ba(NONCE), _ba(k.shared_ab)),
    "box.seal.open": lambda n, k: n.box.seal.open(bytearray(47), _ba(k.pk_b), _ba(k.sk_b)),
    "sign.open": lambda n, k: n.sign.open(bytearray(63), _ba(k.sign_pk)),
    "ed2curve.convert_public_key": lambda n, k: n.ed2curve.convert_public_key(bytearray(32)),
    "lowlevel.crypto_secretbox_open": lambda n, k: n.lowlevel.crypto_secretbox_open(bytearray(15), _ba(NONCE), _ba(KEY)),
    "lowlevel.crypto_sign_open": lambda n, k: n.lowlevel.crypto_sign_open(bytearray(10), _ba(k.sign_pk)),
}


@pytest.mark.parametrize("label", list(BYTES_OUTPUTS))
def test_every_byte_output_is_exactly_bytes(nacl: types.ModuleType, keys: Keys, label: str) -> None:
    out = BYTES_OUTPUTS[label](nacl, keys)
    assert type(out) is bytes


@pytest.mark.parametrize("label", list(KEYPAIR_OUTPUTS))
def test_every_keypair_output_is_a_keypair_of_bytes(nacl: types.ModuleType, keys: Keys, label: str) -> None:
    out = KEYPAIR_OUTPUTS[label](nacl, keys)
    assert type(out) is tweetnacl.KeyPair
    assert type(out.public_key) is bytes and type(out.secret_key) is bytes


@pytest.mark.parametrize("label", list(BOOL_OUTPUTS))
def test_every_check_returns_exactly_a_bool(nacl: types.ModuleType, keys: Keys, label: str) -> None:
    out = BOOL_OUTPUTS[label](nacl, keys)
    assert type(out) is bool and out is label.endswith("/true")


@pytest.mark.parametrize("label", list(NONE_OUTPUTS))
def test_failures_are_none_not_exceptions(nacl: types.ModuleType, keys: Keys, label: str) -> None:
    assert NONE_OUTPUTS[label](nacl, keys) is None


class _BytesSubclass(bytes):
    pass


@pytest.mark.parametrize("wrap", [_BytesSubclass, bytearray, memoryview], ids=lambda w: w.__name__)
def test_outputs_made_of_input_bytes_are_plain_bytes(nacl: types.ModuleType, keys: Keys, wrap: type) -> None:
    """The functions whose outputs are slices of their inputs (no computation) still return plain bytes."""
    pair = nacl.sign.keypair.from_secret_key(wrap(keys.sign_sk))
    assert type(pair.public_key) is bytes and type(pair.secret_key) is bytes
    assert pair == (keys.sign_pk, keys.sign_sk)
    opened = nacl.sign.open(wrap(keys.signed), keys.sign_pk)
    assert type(opened) is bytes and opened == MESSAGE
    if nacl is tweetnacl.fast:  # a verification or scalar multiplication each: fast only
        opened = nacl.lowlevel.crypto_sign_open(wrap(keys.signed), keys.sign_pk)
        assert type(opened) is bytes and opened == MESSAGE
        pair = nacl.box.keypair.from_secret_key(wrap(keys.sk_a))
        assert type(pair.secret_key) is bytes and pair == (keys.pk_a, keys.sk_a)


# ---------------------------------------------------------------------------------------------
# Every bytes-like input gives the same result; inputs are never aliased
# ---------------------------------------------------------------------------------------------


class _BytearraySubclass(bytearray):
    pass


def _memoryview_b(data: bytes) -> memoryview:
    return memoryview(bytearray(data)).cast("b")


def _memoryview_c(data: bytes) -> memoryview:
    return memoryview(bytearray(data)).cast("c")


def _memoryview_of_a_slice(data: bytes) -> memoryview:
    """Contiguous, but starting 3 bytes into a larger buffer."""
    return memoryview(b"xyz" + data + b"tail")[3 : 3 + len(data)]


def _mmap(data: bytes) -> mmap.mmap:
    """An anonymous mapping holding `data` (never empty here: mmap cannot map 0 bytes)."""
    mapping = mmap.mmap(-1, len(data))
    mapping.write(data)
    return mapping


def _ctypes_array(item: Any) -> Callable[[bytes], Any]:
    """A ctypes array of `item` (c_ubyte, c_byte, c_char) holding the bytes: its buffer format is "<B", "<b", "<c"."""
    return lambda data: (item * len(data)).from_buffer_copy(data)


BYTES_LIKE: dict[str, Callable[[bytes], Any]] = {
    "bytes": bytes,
    "bytearray": bytearray,
    "memoryview": memoryview,
    "memoryview_B_of_bytearray": lambda data: memoryview(bytearray(data)),
    "memoryview_b": _memoryview_b,
    "memoryview_c": _memoryview_c,
    "memoryview_slice": _memoryview_of_a_slice,
    "bytes_subclass": _BytesSubclass,
    "bytearray_subclass": _BytearraySubclass,
    "array_B": lambda data: array.array("B", data),
    "array_b": lambda data: array.array("b", data),
    "mmap": _mmap,
    "ctypes_c_ubyte": _ctypes_array(ctypes.c_ubyte),
    "ctypes_c_byte": _ctypes_array(ctypes.c_byte),
    "ctypes_c_char": _ctypes_array(ctypes.c_char),
    "memoryview_of_array_B": lambda data: memoryview(array.array("B", data)),
}

# (function, byte arguments): every argument takes the same bytes-like form at once.
CHEAP_CALLS: dict[str, tuple[str, tuple[bytes, ...]]] = {
    "secretbox": ("secretbox", (MESSAGE, NONCE, KEY)),
    "secretbox.open": ("secretbox.open", (sodium.crypto_secretbox(MESSAGE, NONCE, KEY), NONCE, KEY)),
    "box.after": ("box.after", (MESSAGE, NONCE, KEY)),
    "hash": ("hash", (MESSAGE,)),
    "verify": ("verify", (KEY, KEY)),
    "auth": ("auth", (MESSAGE, KEY)),
    "auth.verify": ("auth.verify", (bytes(32), MESSAGE, KEY)),
    "hkdf.sha256.extract": ("hkdf.sha256.extract", (NONCE, KEY)),
    "hkdf.sha512.extract": ("hkdf.sha512.extract", (NONCE, KEY)),
    "ed2curve.convert_secret_key": ("ed2curve.convert_secret_key", (KEY,)),
    "lowlevel.crypto_stream_xor": ("lowlevel.crypto_stream_xor", (MESSAGE, NONCE, KEY)),
    "lowlevel.crypto_core_hsalsa20": ("lowlevel.crypto_core_hsalsa20", (SIXTEEN, KEY, SIGMA)),
    "lowlevel.crypto_onetimeauth": ("lowlevel.crypto_onetimeauth", (MESSAGE, KEY)),
    "lowlevel.crypto_verify_16": ("lowlevel.crypto_verify_16", (SIXTEEN, SIXTEEN)),
}

_SK = bytes([7] * 32)
_PK = sodium.crypto_scalarmult_base(_SK)
_SIGN_PK, _SIGN_SK = sodium.crypto_sign_seed_keypair(bytes(range(32, 64)))
_SIGNATURE = sodium.crypto_sign(MESSAGE, _SIGN_SK)[:64]

# One scalar multiplication or signature each: run on fast only (the argument handling is shared).
EXPENSIVE_CALLS: dict[str, tuple[str, tuple[bytes, ...]]] = {
    "scalarmult": ("scalarmult", (_SK, _PK)),
    "box": ("box", (MESSAGE, NONCE, _PK, _SK)),
    "box.seal.open": ("box.seal.open", (sodium.crypto_box_seal(MESSAGE, _PK), _PK, _SK)),
    "sign.detached": ("sign.detached", (MESSAGE, _SIGN_SK)),
    "sign.detached.verify": ("sign.detached.verify", (MESSAGE, _SIGNATURE, _SIGN_PK)),
    "sign.keypair.from_seed": ("sign.keypair.from_seed", (bytes(range(32, 64)),)),
    "ed2curve.convert_public_key": ("ed2curve.convert_public_key", (_SIGN_PK,)),
}


@pytest.mark.parametrize("form", list(BYTES_LIKE))
@pytest.mark.parametrize("label", list(CHEAP_CALLS))
def test_every_bytes_like_form_gives_the_same_result(nacl: types.ModuleType, label: str, form: str) -> None:
    dotted, args = CHEAP_CALLS[label]
    function = resolve(nacl, dotted)
    expected = function(*args)
    assert function(*(BYTES_LIKE[form](arg) for arg in args)) == expected


@pytest.mark.parametrize("form", list(BYTES_LIKE))
@pytest.mark.parametrize("label", list(EXPENSIVE_CALLS))
def test_every_bytes_like_form_gives_the_same_result_expensive(fast_nacl: types.ModuleType, label: str, form: str) -> None:
    dotted, args = EXPENSIVE_CALLS[label]
    function = resolve(fast_nacl, dotted)
    assert function(*(BYTES_LIKE[form](arg) for arg in args)) == function(*args)


@pytest.mark.parametrize("form", ["bytearray", "array_B", "mmap", "ctypes_c_ubyte", "memoryview_of_array_B"])
def test_buffers_are_neither_changed_nor_kept(nacl: types.ModuleType, form: str) -> None:
    """A mutable buffer is copied: the call leaves it as it was, keeps no export of it (an mmap can be closed,
    an array resized at once: both refuse while a memoryview of them lives), and the result does not follow it."""
    message, nonce, key = (BYTES_LIKE[form](data) for data in (MESSAGE, NONCE, KEY))
    box = nacl.secretbox(message, nonce, key)
    assert box == sodium.crypto_secretbox(MESSAGE, NONCE, KEY)
    assert [bytes(buffer) for buffer in (message, nonce, key)] == [MESSAGE, NONCE, KEY]
    for buffer in (message, nonce, key):
        if isinstance(buffer, mmap.mmap):
            buffer.close()  # BufferError if an export were kept
        elif isinstance(buffer, array.array):
            buffer.append(0)  # BufferError if an export were kept
        else:
            memoryview(buffer).cast("B")[0] ^= 0xFF
    assert box == sodium.crypto_secretbox(MESSAGE, NONCE, KEY)


def test_mutating_bytearray_inputs_after_the_call_leaves_the_outputs_unchanged(nacl: types.ModuleType, keys: Keys) -> None:
    message, nonce, key = bytearray(MESSAGE), bytearray(NONCE), bytearray(KEY)
    signed_message, sign_sk, seed = bytearray(keys.signed), bytearray(keys.sign_sk), bytearray(keys.seed)
    secret_view = memoryview(sign_sk)
    outputs = {
        "secretbox": nacl.secretbox(message, nonce, key),
        "secretbox.open": nacl.secretbox.open(bytearray(sodium.crypto_secretbox(MESSAGE, NONCE, KEY)), nonce, key),
        "hash": nacl.hash(message),
        "auth": nacl.auth(message, key),
        "crypto_stream_xor": nacl.lowlevel.crypto_stream_xor(message, nonce, key),
        "sign.open": nacl.sign.open(signed_message, keys.sign_pk),
        "sign.keypair.from_secret_key": nacl.sign.keypair.from_secret_key(secret_view),
        "convert_secret_key": nacl.ed2curve.convert_secret_key(seed),
    }
    if nacl is tweetnacl.fast:  # a scalar multiplication: fast only
        box_secret = bytearray(keys.sk_a)
        outputs["box.keypair.from_secret_key"] = nacl.box.keypair.from_secret_key(box_secret)
    snapshot = {name: (bytes(out[0]), bytes(out[1])) if isinstance(out, tuple) else bytes(out) for name, out in outputs.items()}
    for buffer in [message, nonce, key, signed_message, sign_sk, seed] + ([box_secret] if nacl is tweetnacl.fast else []):
        for i in range(len(buffer)):
            buffer[i] ^= 0xFF
    for name, out in outputs.items():
        now = (bytes(out[0]), bytes(out[1])) if isinstance(out, tuple) else bytes(out)
        assert now == snapshot[name], name


# ---------------------------------------------------------------------------------------------
# The process-wide generator: random_bytes, set_prng
# ---------------------------------------------------------------------------------------------


def test_random_bytes_has_the_requested_length_and_differs_between_calls(nacl: types.ModuleType) -> None:
    draws = {nacl.random_bytes(32) for _ in range(4)}
    assert len(draws) == 4 and all(len(d) == 32 for d in draws)
    assert len(nacl.random_bytes(1000)) == 1000


def test_random_bytes_zero_is_empty(nacl: types.ModuleType) -> None:
    assert nacl.random_bytes(0) == b""
    nacl.set_prng(seeded_prng(0))
    assert nacl.random_bytes(0) == b""


@pytest.mark.parametrize("count", [True, False], ids=str)
def test_random_bytes_refuses_a_bool(nacl: types.ModuleType, count: bool) -> None:
    with pytest.raises(TypeError, match="^n must be an int, not bool$"):
        nacl.random_bytes(count)


def test_set_prng_makes_random_bytes_deterministic(nacl: types.ModuleType) -> None:
    expected = seeded_prng(3)
    nacl.set_prng(seeded_prng(3))
    assert nacl.random_bytes(10) == expected(10)
    assert nacl.random_bytes(7) == expected(7)


def test_set_prng_makes_box_keypair_deterministic(nacl: types.ModuleType) -> None:
    nacl.set_prng(seeded_prng(1))
    pair = nacl.box.keypair()
    secret_key = seeded_prng(1)(32)
    assert pair == (sodium.crypto_scalarmult_base(secret_key), secret_key)


def test_set_prng_makes_sign_keypair_deterministic(nacl: types.ModuleType) -> None:
    nacl.set_prng(seeded_prng(2))
    pair = nacl.sign.keypair()
    assert pair == sodium.crypto_sign_seed_keypair(seeded_prng(2)(32))


def test_set_prng_makes_the_lowlevel_keypairs_deterministic(fast_nacl: types.ModuleType) -> None:
    fast_nacl.set_prng(seeded_prng(5))
    box_pair = fast_nacl.lowlevel.crypto_box_keypair()
    sign_pair = fast_nacl.lowlevel.crypto_sign_keypair()
    expected = seeded_prng(5)
    box_secret = expected(32)
    assert box_pair == (sodium.crypto_scalarmult_base(box_secret), box_secret)
    assert sign_pair == sodium.crypto_sign_seed_keypair(expected(32))


def test_set_prng_makes_box_seal_deterministic(nacl: types.ModuleType, keys: Keys) -> None:
    nacl.set_prng(seeded_prng(4))
    sealed = nacl.box.seal(MESSAGE, keys.pk_b)
    if nacl is tweetnacl.fast:  # two more scalar multiplications: fast only
        nacl.set_prng(seeded_prng(4))
        assert nacl.box.seal(MESSAGE, keys.pk_b) == sealed
    assert sodium.crypto_box_seal_open(sealed, keys.pk_b, keys.sk_b) == MESSAGE
    assert sealed[:32] == sodium.crypto_scalarmult_base(seeded_prng(4)(32))


@pytest.mark.parametrize("setter_name", list(MODULES))
def test_set_prng_acts_on_every_implementation_at_once(setter_name: str) -> None:
    MODULES[setter_name].set_prng(lambda n: b"\x2a" * n)
    for module in MODULES.values():
        assert module.random_bytes(3) == b"***"


def test_set_prng_none_restores_the_operating_system_generator(nacl: types.ModuleType) -> None:
    nacl.set_prng(lambda n: bytes(n))
    assert nacl.random_bytes(32) == bytes(32)
    nacl.set_prng(None)
    first, second = nacl.random_bytes(32), nacl.random_bytes(32)
    assert first != bytes(32) and second != bytes(32) and first != second


def test_set_prng_none_uses_os_urandom(nacl: types.ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "urandom", lambda n: b"\x07" * n)
    nacl.set_prng(None)
    assert nacl.random_bytes(4) == b"\x07" * 4


@pytest.mark.parametrize("not_callable", [42, b"abc", "os.urandom", [], 1.5], ids=lambda v: type(v).__name__)
def test_set_prng_refuses_what_is_not_callable_and_keeps_the_generator(nacl: types.ModuleType, not_callable: Any) -> None:
    nacl.set_prng(seeded_prng(6))
    with pytest.raises(TypeError) as caught:
        nacl.set_prng(not_callable)
    assert str(caught.value) == f"fn must be callable or None, not {type(not_callable).__name__}"
    assert nacl.random_bytes(8) == seeded_prng(6)(8)


def test_a_prng_may_return_any_bytes_like_and_random_bytes_is_still_bytes(nacl: types.ModuleType) -> None:
    nacl.set_prng(lambda n: bytearray(b"\x01" * n))
    out = nacl.random_bytes(5)
    assert type(out) is bytes and out == b"\x01" * 5


BAD_PRNGS: dict[str, tuple[Callable[[int], Any], type[Exception], str]] = {
    "one_short": (lambda n: bytes(n - 1), ValueError, "prng output must be 32 bytes, got 31"),
    "one_long": (lambda n: bytes(n + 1), ValueError, "prng output must be 32 bytes, got 33"),
    "empty": (lambda n: b"", ValueError, "prng output must be 32 bytes, got 0"),
    "str": (lambda n: "x" * n, TypeError, "prng output must be bytes-like, not str"),
    "list": (lambda n: [0] * n, TypeError, "prng output must be bytes-like, not list"),
    "int": (lambda n: n, TypeError, "prng output must be bytes-like, not int"),
    "none": (lambda n: None, TypeError, "prng output must be bytes-like, not NoneType"),
}

PRNG_CONSUMERS: dict[str, Callable[[types.ModuleType], Any]] = {
    "random_bytes": lambda n: n.random_bytes(32),
    "box.keypair": lambda n: n.box.keypair(),
    "sign.keypair": lambda n: n.sign.keypair(),
    "box.seal": lambda n: n.box.seal(MESSAGE, _PK),
    "lowlevel.crypto_box_keypair": lambda n: n.lowlevel.crypto_box_keypair(),
    "lowlevel.crypto_sign_keypair": lambda n: n.lowlevel.crypto_sign_keypair(),
}


@pytest.mark.parametrize("consumer", list(PRNG_CONSUMERS))
@pytest.mark.parametrize("bad", list(BAD_PRNGS))
def test_a_prng_returning_the_wrong_type_or_length_raises(nacl: types.ModuleType, bad: str, consumer: str) -> None:
    prng, error, message = BAD_PRNGS[bad]
    nacl.set_prng(prng)
    with pytest.raises(error) as caught:
        PRNG_CONSUMERS[consumer](nacl)
    assert str(caught.value) == message


# ---------------------------------------------------------------------------------------------
# verify
# ---------------------------------------------------------------------------------------------

VERIFY_CASES = [
    (b"", b"", False),
    (b"a", b"", False),
    (b"", b"a", False),
    (b"abc", b"ab", False),
    (b"ab", b"abc", False),
    (b"abc", b"abc", True),
    (b"abc", b"abd", False),
    (b"\x00", b"\x00", True),
    (b"\x00", b"\x80", False),
    (bytes(1000), bytes(1000), True),
]


@pytest.mark.parametrize("x, y, equal", VERIFY_CASES)
def test_verify(nacl: types.ModuleType, x: bytes, y: bytes, equal: bool) -> None:
    assert nacl.verify(x, y) is equal


@pytest.mark.parametrize("length", [16, 32])
def test_lowlevel_crypto_verify_finds_every_single_bit_difference(nacl: types.ModuleType, length: int) -> None:
    crypto_verify = getattr(nacl.lowlevel, f"crypto_verify_{length}")
    x = bytes(range(length))
    assert crypto_verify(x, x) is True
    assert nacl.verify(x, x) is True
    for bit in range(8 * length):
        y = bytearray(x)
        y[bit // 8] ^= 1 << (bit % 8)
        assert crypto_verify(x, y) is False
        assert nacl.verify(x, y) is False


# ---------------------------------------------------------------------------------------------
# Key pairs (against libsodium)
# ---------------------------------------------------------------------------------------------


def test_box_keypair_from_secret_key(nacl: types.ModuleType, keys: Keys) -> None:
    assert nacl.box.keypair.from_secret_key(keys.sk_b) == (keys.pk_b, keys.sk_b)


def test_box_keypair_is_fresh_and_consistent(fast_nacl: types.ModuleType) -> None:
    first, second = fast_nacl.box.keypair(), fast_nacl.box.keypair()
    assert first != second
    for pair in (first, second):
        assert len(pair.secret_key) == 32 and pair.public_key == sodium.crypto_scalarmult_base(pair.secret_key)


def test_sign_keypair_from_seed_and_from_secret_key(nacl: types.ModuleType, keys: Keys) -> None:
    pair = nacl.sign.keypair.from_seed(keys.seed)
    assert pair == (keys.sign_pk, keys.sign_sk)
    assert pair.secret_key == keys.seed + keys.sign_pk
    assert nacl.sign.keypair.from_secret_key(pair.secret_key) == pair


def test_sign_keypair_is_fresh_and_consistent(fast_nacl: types.ModuleType) -> None:
    first, second = fast_nacl.sign.keypair(), fast_nacl.sign.keypair()
    assert first != second
    for pair in (first, second):
        assert pair == sodium.crypto_sign_seed_keypair(pair.secret_key[:32])


# ---------------------------------------------------------------------------------------------
# Round trips on small messages, byte-compared with libsodium
# ---------------------------------------------------------------------------------------------

SMALL_MESSAGES = [b"", b"\x00", bytes(range(31)), bytes(range(32)), bytes(range(33)), bytes(range(64)), bytes(range(65))]


@pytest.mark.parametrize("message", SMALL_MESSAGES, ids=lambda m: f"len{len(m)}")
def test_secretbox_round_trip(nacl: types.ModuleType, message: bytes) -> None:
    boxed = nacl.secretbox(message, NONCE, KEY)
    assert boxed == sodium.crypto_secretbox(message, NONCE, KEY)
    assert len(boxed) == len(message) + nacl.secretbox.overhead_length
    assert nacl.secretbox.open(boxed, NONCE, KEY) == message
    assert nacl.lowlevel.crypto_secretbox(message, NONCE, KEY) == boxed
    assert nacl.lowlevel.crypto_secretbox_open(boxed, NONCE, KEY) == message


@pytest.mark.parametrize("message", [b"", MESSAGE, bytes(range(65))], ids=lambda m: f"len{len(m)}")
def test_box_after_round_trip(nacl: types.ModuleType, keys: Keys, message: bytes) -> None:
    boxed = nacl.box.after(message, NONCE, keys.shared_ab)
    assert boxed == sodium.crypto_box_afternm(message, NONCE, keys.shared_ab)
    assert nacl.box.open.after(boxed, NONCE, keys.shared_ab) == message
    assert nacl.lowlevel.crypto_box_afternm(message, NONCE, keys.shared_ab) == boxed
    assert nacl.lowlevel.crypto_box_open_afternm(boxed, NONCE, keys.shared_ab) == message


def test_box_round_trip(nacl: types.ModuleType, keys: Keys) -> None:
    assert nacl.box.before(keys.pk_b, keys.sk_a) == keys.shared_ab
    boxed = nacl.box(MESSAGE, NONCE, keys.pk_b, keys.sk_a)
    assert boxed == keys.box_ab
    assert nacl.box.open(boxed, NONCE, keys.pk_a, keys.sk_b) == MESSAGE


def test_lowlevel_box_round_trip(fast_nacl: types.ModuleType, keys: Keys) -> None:
    assert fast_nacl.lowlevel.crypto_box_beforenm(keys.pk_b, keys.sk_a) == keys.shared_ab
    assert fast_nacl.lowlevel.crypto_box(MESSAGE, NONCE, keys.pk_b, keys.sk_a) == keys.box_ab
    assert fast_nacl.lowlevel.crypto_box_open(keys.box_ab, NONCE, keys.pk_a, keys.sk_b) == MESSAGE


def test_box_open_with_the_wrong_key_is_none(nacl: types.ModuleType, keys: Keys) -> None:
    assert nacl.box.open(keys.box_ab, NONCE, keys.pk_b, keys.sk_b) is None


def test_sign_round_trip(nacl: types.ModuleType, keys: Keys) -> None:
    signed = nacl.sign(MESSAGE, keys.sign_sk)
    assert signed == keys.signed
    assert nacl.sign.open(signed, keys.sign_pk) == MESSAGE


def test_sign_detached_round_trip(nacl: types.ModuleType, keys: Keys) -> None:
    signature = nacl.sign.detached(MESSAGE, keys.sign_sk)
    assert signature == keys.signed[:64]
    assert nacl.sign.detached.verify(MESSAGE, signature, keys.sign_pk) is True


def test_lowlevel_sign_round_trip(fast_nacl: types.ModuleType, keys: Keys) -> None:
    for message in (b"", MESSAGE, bytes(range(200))):
        signed = fast_nacl.lowlevel.crypto_sign(message, keys.sign_sk)
        assert signed == sodium.crypto_sign(message, keys.sign_sk)
        assert fast_nacl.lowlevel.crypto_sign_open(signed, keys.sign_pk) == message


def test_sign_open_with_the_wrong_key_is_none(nacl: types.ModuleType, keys: Keys) -> None:
    other_pk, _ = sodium.crypto_sign_seed_keypair(bytes(32))
    assert nacl.sign.open(keys.signed, other_pk) is None


def test_sign_open_of_a_tampered_message_is_none(nacl: types.ModuleType, keys: Keys) -> None:
    tampered = keys.signed[:-1] + bytes([keys.signed[-1] ^ 1])
    assert nacl.sign.open(tampered, keys.sign_pk) is None


# ---------------------------------------------------------------------------------------------
# Truncated inputs are None, not errors
# ---------------------------------------------------------------------------------------------


def test_boxes_shorter_than_16_bytes_are_none(nacl: types.ModuleType, keys: Keys) -> None:
    boxed = sodium.crypto_secretbox(b"", NONCE, KEY)  # exactly 16 bytes, valid
    assert nacl.secretbox.open(boxed, NONCE, KEY) == b""
    for length in range(16):
        truncated = boxed[:length]
        assert nacl.secretbox.open(truncated, NONCE, KEY) is None
        assert nacl.box.open.after(truncated, NONCE, keys.shared_ab) is None
        assert nacl.lowlevel.crypto_secretbox_open(truncated, NONCE, KEY) is None
        assert nacl.lowlevel.crypto_box_open_afternm(truncated, NONCE, keys.shared_ab) is None
    # box.open computes a shared key first: two lengths are enough to see the path.
    for length in (0, 15):
        assert nacl.box.open(keys.box_ab[:length], NONCE, keys.pk_a, keys.sk_b) is None


def test_signed_messages_shorter_than_64_bytes_are_none(nacl: types.ModuleType, keys: Keys) -> None:
    for length in range(64):
        assert nacl.sign.open(keys.signed[:length], keys.sign_pk) is None
        assert nacl.lowlevel.crypto_sign_open(keys.signed[:length], keys.sign_pk) is None


def test_forgeries_at_the_boundary_lengths_are_none(nacl: types.ModuleType, keys: Keys) -> None:
    """Random-looking data one byte below, at and above each minimum length: None, never an exception."""
    junk = bytes(range(7, 7 + 65))
    for length in (15, 16, 17):
        assert nacl.secretbox.open(junk[:length], NONCE, KEY) is None
        assert nacl.box.open.after(junk[:length], NONCE, keys.shared_ab) is None
    for length in (63, 64, 65):
        assert nacl.sign.open(junk[:length], keys.sign_pk) is None
    if nacl is tweetnacl.fast:  # a scalar multiplication each: fast only
        for length in (47, 48, 49):
            assert nacl.box.seal.open(junk[:length], keys.pk_a, keys.sk_a) is None


@pytest.mark.parametrize("function", ["lowlevel.crypto_stream", "lowlevel.crypto_stream_salsa20"])
def test_a_stream_no_memory_can_hold_fails_at_once(nacl: types.ModuleType, function: str) -> None:
    """Below sys.maxsize but beyond any memory: MemoryError before any keystream is computed (as
    bytes(n)), not minutes of work; above sys.maxsize the argument check refuses it (hostile table)."""
    nonce = NONCE if function == "lowlevel.crypto_stream" else NONCE[:8]
    started = time.perf_counter()
    with pytest.raises(MemoryError):
        resolve(nacl, function)(sys.maxsize, nonce, KEY)
    assert time.perf_counter() - started < 5


# ---------------------------------------------------------------------------------------------
# What help() and repr show: the public call, not the wiring
# ---------------------------------------------------------------------------------------------

API_OBJECTS = ["secretbox", "box", "box.open", "box.keypair", "box.seal", "scalarmult", "sign", "sign.detached",
               "sign.keypair", "hash", "auth", "ed2curve", "lowlevel"]
PUBLIC_PREFIX = {"tweetnacl": "tweetnacl", "tweetnacl.fast": "tweetnacl", "tweetnacl.reference": "tweetnacl.reference"}


@pytest.mark.parametrize("module_name", list(MODULES))
@pytest.mark.parametrize("dotted", API_OBJECTS)
def test_the_repr_names_the_public_object(module_name: str, dotted: str) -> None:
    """`<tweetnacl.box.open>`; the reference's objects say they are the reference's. (The fast objects are the
    default's, `tweetnacl.X`, so they name themselves so.)"""
    assert repr(resolve(MODULES[module_name], dotted)) == f"<{PUBLIC_PREFIX[module_name]}.{dotted}>"


def _help_text(obj: Any) -> str:
    import pydoc

    return pydoc.render_doc(obj, renderer=pydoc.plaintext)


@pytest.mark.parametrize("module_name", ["tweetnacl", "tweetnacl.reference"])
def test_help_opens_with_the_call_and_shows_no_constructor(module_name: str) -> None:
    text = _help_text(MODULES[module_name].secretbox)
    lines = [line.strip(" |") for line in text.splitlines()]
    body = [line for line in lines[3:] if line]  # after the title and the class line
    assert body[0].startswith("`secretbox(message, nonce, key)`"), text
    assert body[1].startswith("Encrypt and authenticate `message`"), text
    assert text.index(":raises ValueError:") < text.index("Methods defined here")
    # pydoc quotes string annotations up to 3.13 and not on 3.14 (PEP 649): compared without the quotes.
    assert "open(self, box: Buffer, nonce: Buffer, key: Buffer) -> Optional[bytes]" in text.replace("'", "")
    assert "key_length = 32" in text and "nonce_length = 24" in text and "overhead_length = 16" in text
    for wiring in ("__init__", "core", "Core", "__dict__", "__weakref__", "__annotations__", "__slots__"):
        assert wiring not in text, wiring


def test_help_of_a_namespace_lists_its_children_with_what_they_are() -> None:
    text = _help_text(tweetnacl.box)
    assert "`box(message, nonce, their_public_key, my_secret_key)`" in text
    for child in ("open", "keypair", "seal"):
        assert f"\n |  {child}\n |      `box.{child}" in text, child
    assert "before(self, their_public_key: Buffer, my_secret_key: Buffer) -> bytes" in text.replace("'", "")
    assert "__init__" not in text and "core" not in text
    lowlevel = _help_text(tweetnacl.lowlevel)
    assert "crypto_verify_32(self, x: Buffer, y: Buffer) -> bool" in lowlevel.replace("'", "")
    assert "__init__" not in lowlevel and not re.search(r"\b_(box|sign|core)\b", lowlevel)


@pytest.mark.parametrize("module_name", list(MODULES))
def test_the_signature_of_each_callable_is_its_call(module_name: str) -> None:
    import inspect

    module = MODULES[module_name]
    assert str(inspect.signature(module.secretbox)) == "(message: 'Buffer', nonce: 'Buffer', key: 'Buffer') -> 'bytes'"
    assert list(inspect.signature(module.box.open).parameters) == ["box", "nonce", "their_public_key", "my_secret_key"]
    assert inspect.signature(module.sign.detached.verify).return_annotation == "bool"
    assert inspect.signature(module.box.keypair).return_annotation == "KeyPair"
