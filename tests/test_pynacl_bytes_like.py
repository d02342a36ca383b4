"""bytes-like arguments across `nacl.bindings`: the layer accepts and refuses exactly what PyNaCl does.

For every binding, one valid call is written down; then each argument in turn is replaced by the
same value as bytes, bytearray, memoryview, a list and a tuple of ints (cffi builds an array from them where the C
type is `unsigned char *`), array.array('B'), mmap, str (latin-1, same length), int and None (an int
argument by its decimal digits as bytes / bytearray / memoryview / str, and None). The outcome on
the layer must equal the outcome on PyNaCl (libsodium): the same result, or an exception of the
same class. The high-level classes are run the same way with list, tuple, array and mmap messages
(`HIGH_LEVEL`). Results of randomised bindings are compared by type and length. AES-256-GCM's rows run on
PyNaCl's own binding code with OpenSSL's AES-GCM where libsodium has none (tests/pynacl_aes.py).
"""

from __future__ import annotations

import array
import mmap
import types
from typing import Any, Callable, Union

import nacl.bindings
import pytest
from pynacl_aes import REFERENCE_BINDINGS
from test_pynacl_compat import KEY, NONCE, OURS, REAL, outcome

import tweetnacl.pynacl.bindings

Bindings = types.ModuleType
# An argument: a value (varied) or a function of the bindings module building it (a state: not varied).
Argument = Union[bytes, int, None, Callable[[Bindings], Any]]

SEED = bytes(range(32))
BOX_PK, BOX_SK = nacl.bindings.crypto_box_seed_keypair(SEED)
SIGN_PK, SIGN_SK = nacl.bindings.crypto_sign_seed_keypair(SEED)
KX_PK, KX_SK = nacl.bindings.crypto_kx_seed_keypair(SEED)
BOX_K = nacl.bindings.crypto_box_beforenm(BOX_PK, BOX_SK)
MESSAGE = b"bytes-like message"
SECRETBOX_CT = nacl.bindings.crypto_secretbox_easy(MESSAGE, NONCE, KEY)
BOX_CT = nacl.bindings.crypto_box_easy(MESSAGE, NONCE, BOX_PK, BOX_SK)
SEALED = nacl.bindings.crypto_box_seal(MESSAGE, BOX_PK)
SIGNED = nacl.bindings.crypto_sign(MESSAGE, SIGN_SK)
POINT = nacl.bindings.crypto_scalarmult_ed25519_base_noclamp(bytes([9]) + bytes(31))
SCALAR = bytes([7]) + bytes(31)
# AEAD: nonce and key sizes
AEADS = {"aegis128l": (16, 16), "aegis256": (32, 32), "aes256gcm": (12, 32), "chacha20poly1305": (8, 32),
         "chacha20poly1305_ietf": (12, 32), "xchacha20poly1305_ietf": (24, 32)}  # fmt: skip
PWHASH_STR = nacl.bindings.crypto_pwhash_str_alg(b"pw", 1, 8192, nacl.bindings.crypto_pwhash_ALG_ARGON2ID13)
SCRYPT_STR = nacl.bindings.crypto_pwhash_scryptsalsa208sha256_str(b"pw", 32768, 16777216)


def _blake2b_state(b: Bindings) -> Any:
    return b.crypto_generichash_blake2b_init(digest_size=32)


def _ed25519ph_state(b: Bindings) -> Any:
    state = b.crypto_sign_ed25519ph_state()
    b.crypto_sign_ed25519ph_update(state, MESSAGE)
    return state


def _push_state(b: Bindings) -> Any:
    state = b.crypto_secretstream_xchacha20poly1305_state()
    b.crypto_secretstream_xchacha20poly1305_init_push(state, KEY)
    return state


def _fresh_stream_state(b: Bindings) -> Any:
    return b.crypto_secretstream_xchacha20poly1305_state()


STREAM_STATE = nacl.bindings.crypto_secretstream_xchacha20poly1305_state()
STREAM_HEADER = nacl.bindings.crypto_secretstream_xchacha20poly1305_init_push(STREAM_STATE, KEY)
STREAM_CT = nacl.bindings.crypto_secretstream_xchacha20poly1305_push(STREAM_STATE, MESSAGE)


def _pull_state(b: Bindings) -> Any:
    state = b.crypto_secretstream_xchacha20poly1305_state()
    b.crypto_secretstream_xchacha20poly1305_init_pull(state, STREAM_HEADER, KEY)
    return state


# binding name -> its valid arguments (positional, in PyNaCl's order)
CALLS: dict[str, tuple[Argument, ...]] = {
    "crypto_box": (MESSAGE, NONCE, BOX_PK, BOX_SK),
    "crypto_box_open": (BOX_CT, NONCE, BOX_PK, BOX_SK),
    "crypto_box_easy": (MESSAGE, NONCE, BOX_PK, BOX_SK),
    "crypto_box_open_easy": (BOX_CT, NONCE, BOX_PK, BOX_SK),
    "crypto_box_beforenm": (BOX_PK, BOX_SK),
    "crypto_box_afternm": (MESSAGE, NONCE, BOX_K),
    "crypto_box_open_afternm": (BOX_CT, NONCE, BOX_K),
    "crypto_box_easy_afternm": (MESSAGE, NONCE, BOX_K),
    "crypto_box_open_easy_afternm": (BOX_CT, NONCE, BOX_K),
    "crypto_box_seed_keypair": (SEED,),
    "crypto_box_seal": (MESSAGE, BOX_PK),
    "crypto_box_seal_open": (SEALED, BOX_PK, BOX_SK),
    "crypto_secretbox": (MESSAGE, NONCE, KEY),
    "crypto_secretbox_open": (SECRETBOX_CT, NONCE, KEY),
    "crypto_secretbox_easy": (MESSAGE, NONCE, KEY),
    "crypto_secretbox_open_easy": (SECRETBOX_CT, NONCE, KEY),
    "crypto_hash": (MESSAGE,),
    "crypto_hash_sha256": (MESSAGE,),
    "crypto_hash_sha512": (MESSAGE,),
    "crypto_generichash_blake2b_salt_personal": (MESSAGE, 32, KEY, bytes(16), bytes(16)),
    "crypto_generichash_blake2b_init": (KEY, bytes(16), bytes(16), 32),
    "crypto_generichash_blake2b_update": (_blake2b_state, MESSAGE),
    "crypto_shorthash_siphash24": (MESSAGE, KEY[:16]),
    "crypto_shorthash_siphashx24": (MESSAGE, KEY[:16]),
    "crypto_scalarmult": (KEY, BOX_PK),
    "crypto_scalarmult_base": (KEY,),
    "crypto_scalarmult_ed25519": (SCALAR, POINT),
    "crypto_scalarmult_ed25519_noclamp": (SCALAR, POINT),
    "crypto_scalarmult_ed25519_base": (SCALAR,),
    "crypto_scalarmult_ed25519_base_noclamp": (SCALAR,),
    "crypto_core_ed25519_is_valid_point": (POINT,),
    "crypto_core_ed25519_add": (POINT, POINT),
    "crypto_core_ed25519_sub": (POINT, POINT),
    "crypto_core_ed25519_from_uniform": (KEY,),
    "crypto_core_ed25519_scalar_invert": (SCALAR,),
    "crypto_core_ed25519_scalar_negate": (SCALAR,),
    "crypto_core_ed25519_scalar_complement": (SCALAR,),
    "crypto_core_ed25519_scalar_add": (SCALAR, SCALAR),
    "crypto_core_ed25519_scalar_sub": (SCALAR, SCALAR),
    "crypto_core_ed25519_scalar_mul": (SCALAR, SCALAR),
    "crypto_core_ed25519_scalar_reduce": (bytes(range(64)),),
    "crypto_sign": (MESSAGE, SIGN_SK),
    "crypto_sign_open": (SIGNED, SIGN_PK),
    "crypto_sign_seed_keypair": (SEED,),
    "crypto_sign_ed25519_pk_to_curve25519": (SIGN_PK,),
    "crypto_sign_ed25519_sk_to_curve25519": (SIGN_SK,),
    "crypto_sign_ed25519_sk_to_pk": (SIGN_SK,),
    "crypto_sign_ed25519_sk_to_seed": (SIGN_SK,),
    "crypto_sign_ed25519ph_update": (_ed25519ph_state, MESSAGE),
    "crypto_sign_ed25519ph_final_create": (_ed25519ph_state, SIGN_SK),
    "crypto_sign_ed25519ph_final_verify": (
        _ed25519ph_state,
        nacl.bindings.crypto_sign_ed25519ph_final_create(_ed25519ph_state(nacl.bindings), SIGN_SK),
        SIGN_PK,
    ),
    "crypto_kx_seed_keypair": (SEED,),
    "crypto_kx_client_session_keys": (KX_PK, KX_SK, BOX_PK),
    "crypto_kx_server_session_keys": (KX_PK, KX_SK, BOX_PK),
    "crypto_pwhash_alg": (16, b"pw", bytes(16), 1, 8192, nacl.bindings.crypto_pwhash_ALG_ARGON2ID13),
    "crypto_pwhash_str_alg": (b"pw", 1, 8192, nacl.bindings.crypto_pwhash_ALG_ARGON2ID13),
    "crypto_pwhash_str_verify": (PWHASH_STR, b"pw"),
    "crypto_pwhash_scryptsalsa208sha256_ll": (b"pw", bytes(32), 16, 1, 1, 16),
    "crypto_pwhash_scryptsalsa208sha256_str": (b"pw", 32768, 16777216),
    "crypto_pwhash_scryptsalsa208sha256_str_verify": (SCRYPT_STR, b"pw"),
    "nacl_bindings_pick_scrypt_params": (32768, 16777216),
    "crypto_secretstream_xchacha20poly1305_init_push": (_fresh_stream_state, KEY),
    "crypto_secretstream_xchacha20poly1305_push": (_push_state, MESSAGE, b"ad", 0),
    "crypto_secretstream_xchacha20poly1305_init_pull": (_fresh_stream_state, STREAM_HEADER, KEY),
    "crypto_secretstream_xchacha20poly1305_pull": (_pull_state, STREAM_CT, None),
    "randombytes": (16,),
    "randombytes_buf_deterministic": (16, SEED),
    "sodium_memcmp": (KEY, KEY),
    "sodium_increment": (NONCE,),
    "sodium_add": (NONCE, NONCE),
    "sodium_pad": (MESSAGE, 16),
    "sodium_unpad": (MESSAGE[:16] + b"\x80" + bytes(15), 16),
}
for _name, (_nonce_size, _key_size) in AEADS.items():
    _nonce, _key = (NONCE * 2)[:_nonce_size], (KEY * 2)[:_key_size]
    _ct = getattr(REFERENCE_BINDINGS, f"crypto_aead_{_name}_encrypt")(MESSAGE, b"ad", _nonce, _key)
    CALLS[f"crypto_aead_{_name}_encrypt"] = (MESSAGE, b"ad", _nonce, _key)
    CALLS[f"crypto_aead_{_name}_decrypt"] = (_ct, b"ad", _nonce, _key)

# Their results differ from call to call: compared by type and length.
RANDOMISED = {"crypto_box_seal", "randombytes", "crypto_pwhash_str_alg", "crypto_pwhash_scryptsalsa208sha256_str",
              "crypto_secretstream_xchacha20poly1305_init_push",
              "crypto_secretstream_xchacha20poly1305_push"}  # fmt: skip


def _mmap(value: bytes) -> Any:
    """An anonymous mapping holding `value`; mmap cannot map 0 bytes, so an empty value stays bytes."""
    if not value:
        return value
    mapping = mmap.mmap(-1, len(value))
    mapping.write(value)
    return mapping


def _variants(value: Any) -> dict[str, Any]:
    if isinstance(value, bytes):
        return {"bytes": value, "bytearray": bytearray(value), "memoryview": memoryview(value),
                "str": value.decode("latin-1"), "int": len(value), "None": None,
                "list": list(value), "tuple": tuple(value), "array_B": array.array("B", value),
                "mmap": _mmap(value)}  # fmt: skip
    if isinstance(value, int):
        digits = str(value).encode()
        return {"bytes": digits, "bytearray": bytearray(digits), "memoryview": memoryview(digits),
                "str": str(value), "None": None}  # fmt: skip
    if value is None:
        return {"bytes": b"", "bytearray": bytearray(), "memoryview": memoryview(b""), "str": "", "int": 0}
    return {}


def _cases() -> list[tuple[str, int, str]]:
    cases = []
    for name, arguments in CALLS.items():
        cases.append((name, -1, "valid"))
        for position, value in enumerate(arguments):
            cases.extend((name, position, variant) for variant in _variants(value))
    return cases


def _call(bindings: Bindings, name: str, position: int, variant: str) -> Callable[[], Any]:
    def call() -> Any:
        arguments = [value(bindings) if callable(value) else value for value in CALLS[name]]
        if position >= 0:
            arguments[position] = _variants(CALLS[name][position])[variant]
        result = getattr(bindings, name)(*arguments)
        if name == "crypto_generichash_blake2b_init":  # a state: compared by the digest it gives
            return bindings.crypto_generichash_blake2b_final(result)
        if name in RANDOMISED:
            return (type(result).__name__, len(result))
        if isinstance(result, memoryview):  # PyNaCl's slicing keeps a memoryview input a memoryview
            return ("memoryview", result.tobytes())
        return result

    return call


def test_every_binding_has_a_row() -> None:
    functions = {
        name for name, value in vars(nacl.bindings).items()
        if callable(value) and not isinstance(value, type) and not name.startswith("_")
    }  # fmt: skip
    no_bytes_arguments = {"crypto_box_keypair", "crypto_sign_keypair", "crypto_kx_keypair", "sodium_init",
                          "crypto_secretstream_xchacha20poly1305_keygen", "crypto_generichash_blake2b_final",
                          "crypto_secretstream_xchacha20poly1305_rekey"}  # fmt: skip
    assert functions - no_bytes_arguments == set(CALLS)


@pytest.mark.parametrize(("name", "position", "variant"), _cases())
def test_same_outcome_as_pynacl(name: str, position: int, variant: str) -> None:
    expected = outcome(_call(REFERENCE_BINDINGS, name, position, variant), message=False)
    actual = outcome(_call(OURS.bindings, name, position, variant), message=False)
    assert actual == expected


def test_the_table_has_both_outcomes() -> None:
    """Not vacuous: PyNaCl accepts a bytearray message in crypto_secretbox and refuses a str one."""
    assert outcome(_call(REAL.bindings, "crypto_secretbox", 0, "bytearray"))[0] == "returns"
    assert outcome(_call(REAL.bindings, "crypto_secretbox", 0, "str"))[0] == "raises"
    assert tweetnacl.pynacl.bindings is OURS.bindings


# The high-level classes with a message (or key) given as a list, a tuple, an array or an mmap: PyNaCl's outcome,
# found by running it (its classes check keys with isinstance(bytes) and pass messages on to cffi).
SIGNING_SEED = bytes(range(40, 72))


def _hl_message(form: str) -> Any:
    return {"list": list(MESSAGE), "tuple": tuple(MESSAGE), "array_B": array.array("B", MESSAGE),
            "mmap": _mmap(MESSAGE)}[form]  # fmt: skip


HIGH_LEVEL: dict[str, Callable[[types.SimpleNamespace, str], Any]] = {
    "SecretBox.encrypt": lambda ns, form: ns.secret.SecretBox(KEY).encrypt(_hl_message(form), NONCE),
    "SecretBox.decrypt": lambda ns, form: ns.secret.SecretBox(KEY).decrypt(
        list(NONCE + SECRETBOX_CT) if form == "list" else tuple(NONCE + SECRETBOX_CT) if form == "tuple"
        else _mmap(NONCE + SECRETBOX_CT) if form == "mmap" else array.array("B", NONCE + SECRETBOX_CT)),
    "SecretBox(key)": lambda ns, form: ns.secret.SecretBox(list(KEY) if form == "list" else tuple(KEY)),
    "Aead.encrypt": lambda ns, form: ns.secret.Aead(KEY).encrypt(_hl_message(form), b"ad", NONCE),
    "Box.encrypt": lambda ns, form: ns.public.Box(ns.public.PrivateKey(BOX_SK), ns.public.PublicKey(BOX_PK)).encrypt(
        _hl_message(form), NONCE),
    "SealedBox.encrypt": lambda ns, form: len(ns.public.SealedBox(ns.public.PublicKey(BOX_PK)).encrypt(
        _hl_message(form))),
    "PrivateKey(key)": lambda ns, form: ns.public.PrivateKey(list(BOX_SK)).encode(),
    "SigningKey.sign": lambda ns, form: ns.signing.SigningKey(SIGNING_SEED).sign(_hl_message(form)),
    "VerifyKey.verify": lambda ns, form: ns.signing.SigningKey(SIGNING_SEED).verify_key.verify(
        _hl_message(form), bytes(64)),
    "SigningKey(seed)": lambda ns, form: ns.signing.SigningKey(list(SIGNING_SEED)).encode(),
    "hash.sha256": lambda ns, form: ns.hash.sha256(_hl_message(form)),
    "hash.sha512": lambda ns, form: ns.hash.sha512(_hl_message(form)),
    "hash.blake2b": lambda ns, form: ns.hash.blake2b(_hl_message(form)),
    "hashlib.blake2b": lambda ns, form: ns.hashlib.blake2b(_hl_message(form)).digest(),
    "utils.sodium_memcmp": lambda ns, form: ns.bindings.sodium_memcmp(_hl_message(form), MESSAGE),
}


@pytest.mark.parametrize("form", ["list", "tuple", "array_B", "mmap"])
@pytest.mark.parametrize("label", list(HIGH_LEVEL))
def test_high_level_classes_take_what_pynacl_takes(label: str, form: str) -> None:
    expected = outcome(lambda: HIGH_LEVEL[label](REAL, form), message=False)
    actual = outcome(lambda: HIGH_LEVEL[label](OURS, form), message=False)
    assert actual == expected


def test_pynacl_takes_a_list_message_and_gives_the_bytes_result() -> None:
    """Not vacuous: PyNaCl returns the same box for a list message as for bytes, and so must the layer."""
    expected = REAL.secret.SecretBox(KEY).encrypt(MESSAGE, NONCE)
    assert REAL.secret.SecretBox(KEY).encrypt(list(MESSAGE), NONCE) == expected
    assert OURS.secret.SecretBox(KEY).encrypt(list(MESSAGE), NONCE) == expected
    assert OURS.bindings.crypto_secretbox_easy(tuple(MESSAGE), NONCE, KEY) == nacl.bindings.crypto_secretbox_easy(
        MESSAGE, NONCE, KEY)
