"""All of libsodium 1.0.22 in `nacl.bindings`: every function and constant it exports is there or documented absent.

The lists come from libsodium itself (npm's libsodium-wrappers-sumo 0.8.4 under node, tests/libsodium_js.py): the C
functions its WebAssembly module exports and the constants its wrappers define. A function is accounted for when
the layer has it, when it is an argument-less accessor whose constant the layer has (`crypto_box_publickeybytes`
-> `crypto_box_PUBLICKEYBYTES`), or when docs/pynacl.md's table of functions with no meaning in Python names it.
The signatures of the functions beyond PyNaCl are those of the calling convention (tests/libsodium_api.py).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from libsodium_api import FUNCTIONS
from libsodium_js import LibsodiumJS
from tweetnacl.pynacl import bindings

DOCS = Path(__file__).resolve().parent.parent / "docs" / "pynacl.md"

# Constants of libsodium.js that describe the C build or the wrappers themselves (docs/pynacl.md says so).
NOT_APPLICABLE_CONSTANTS = {"SODIUM_VERSION_STRING", "SODIUM_LIBRARY_VERSION_MAJOR", "SODIUM_LIBRARY_VERSION_MINOR"}
# Trailing parameters the convention lets the layer leave out: generichash's final takes its length from init.
MAY_OMIT_TRAILING = {"crypto_generichash_final": 1}


def documented_absent() -> set[str]:
    """The backquoted names of docs/pynacl.md's table of libsodium functions with no meaning in Python."""
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("### libsodium functions with no meaning in Python", 1)[1].split("\n#", 1)[0]
    table = [line for line in section.splitlines() if line.startswith("| `")]
    return {name for line in table for name in re.findall(r"`(\w+)`", line.split("|")[1])}


def accessor_constant(name: str) -> str | None:
    """The layer's constant an argument-less C accessor stands for (`crypto_kdf_keybytes` -> `crypto_kdf_KEYBYTES`)."""
    parts = name.split("_")
    for split in range(len(parts) - 1, 0, -1):
        candidate = "_".join(parts[:split]) + "_" + "_".join(parts[split:]).upper()
        if hasattr(bindings, candidate) and not callable(getattr(bindings, candidate)):
            return candidate
    return None


def test_every_exported_function_is_bound_or_documented_absent(libsodium_js: LibsodiumJS) -> None:
    exports = libsodium_js.exports()
    assert len(exports) > 600  # the whole C API, not a wrapper subset
    absent = documented_absent()
    unaccounted = [
        name for name in exports
        if not hasattr(bindings, name) and accessor_constant(name) is None and name not in absent
    ]
    assert unaccounted == [], f"{len(unaccounted)} libsodium functions neither bound nor documented absent"
    # The table documents only what the layer lacks (some of it, such as sodium_malloc or the CPU-feature tests, the
    # WebAssembly build leaves out too).
    assert sorted(name for name in absent if hasattr(bindings, name)) == []


# libsodium.js is a 32-bit WebAssembly build: its `*_MAX` limits bounded by SIZE_MAX are a 32-bit platform's (and
# arrive as signed 32-bit ints). The layer has a 64-bit platform's, PyNaCl's: such a limit is compared with PyNaCl's
# value (of the name, or of the twin libsodium defines it as), else it must agree in its low 32 bits (SIZE_MAX - k),
# else libsodium's formula for 64 bits is given here.
SIXTY_FOUR_BIT_LIMITS = {
    # crypto_stream_chacha20.h: SODIUM_MIN(SODIUM_SIZE_MAX, 64ULL * (1ULL << 32))
    "crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX": 64 * 2**32,
    "crypto_stream_chacha20_IETF_MESSAGEBYTES_MAX": 64 * 2**32,
}


def pynacl_limit(name: str) -> int | None:
    """PyNaCl's (libsodium's, 64-bit) value of `name` or of its twin: None where PyNaCl has neither."""
    import nacl.bindings as real  # the real PyNaCl (a test dependency), not the layer

    assert not getattr(real, "__tweetnacl_pynacl__", False)
    twins = (name, name.replace("_IETF_", "_ietf_"), name.replace("crypto_pwhash_", "crypto_pwhash_argon2id_"))
    return next((getattr(real, twin) for twin in twins if hasattr(real, twin)), None)


def test_every_constant_has_libsodiums_value(libsodium_js: LibsodiumJS) -> None:
    constants = {
        name: value for name, value in libsodium_js.constants().items()
        if name not in NOT_APPLICABLE_CONSTANTS and not name.endswith("_STATEBYTES")
    }
    assert len(constants) > 250
    missing = sorted(name for name in constants if not hasattr(bindings, name))
    assert missing == []
    wrong = {}
    for name, value in constants.items():
        ours = getattr(bindings, name)
        if isinstance(ours, bytes):  # PyNaCl's string constants (STRPREFIX) are bytes; libsodium.js gives str
            ours = ours.decode()
        if ours == value:
            continue
        if name.endswith("_MAX") and isinstance(value, int):
            expected = SIXTY_FOUR_BIT_LIMITS.get(name, pynacl_limit(name))
            if ours == expected or (expected is None and (ours - value) % 2**32 == 0):
                continue
        wrong[name] = (ours, value)
    assert wrong == {}


def positional_counts(function: Callable[..., Any]) -> tuple[int, float]:
    """(required, accepted) positional parameters."""
    parameters = list(inspect.signature(function).parameters.values())
    if any(parameter.kind is inspect.Parameter.VAR_POSITIONAL for parameter in parameters):
        return sum(parameter.default is inspect.Parameter.empty for parameter in parameters), float("inf")
    positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return sum(p.default is inspect.Parameter.empty for p in positional), len(positional)


@pytest.mark.parametrize(("family", "name", "parameters", "result"), FUNCTIONS, ids=[row[1] for row in FUNCTIONS])
def test_signature_follows_the_convention(family: str, name: str, parameters: tuple[str, ...], result: str) -> None:
    function = getattr(bindings, name, None)
    assert callable(function), f"nacl.bindings has no {name} ({family})"
    required, accepted = positional_counts(function)
    expected = len(parameters)
    assert required <= expected - MAY_OMIT_TRAILING.get(name, 0), (name, required, parameters)
    assert accepted >= expected - MAY_OMIT_TRAILING.get(name, 0), (name, accepted, parameters)
