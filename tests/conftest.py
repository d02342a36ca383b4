"""One suite over both implementations: the `nacl` fixture is `tweetnacl.reference` and `tweetnacl.fast`.

The reference is slow: tests keep their reference cases small and put heavy cases behind the
`fast_only` fixture or the `slow` marker (which run on `fast` only).
"""

from __future__ import annotations

import os
import subprocess
import sys
import types
from collections.abc import Iterator

import pytest

import libsodium_js as libsodium_js_module
from libsodium_js import LibsodiumJS

import tweetnacl
import tweetnacl.fast
import tweetnacl.reference

IMPLEMENTATIONS = {"reference": tweetnacl.reference, "fast": tweetnacl.fast}


@pytest.fixture(params=list(IMPLEMENTATIONS), ids=list(IMPLEMENTATIONS))
def nacl(request: pytest.FixtureRequest) -> types.ModuleType:
    """Each implementation in turn."""
    return IMPLEMENTATIONS[request.param]


@pytest.fixture
def is_reference(nacl: types.ModuleType) -> bool:
    """True while the test runs on the (slow) reference: use it to size cases."""
    return nacl is tweetnacl.reference


@pytest.fixture
def fast_nacl() -> types.ModuleType:
    """The fast implementation only, for heavy cases."""
    return tweetnacl.fast


@pytest.fixture
def ref_nacl() -> types.ModuleType:
    return tweetnacl.reference


@pytest.fixture(scope="session")
def libsodium_js() -> Iterator[LibsodiumJS]:
    """libsodium 1.0.22 (npm's libsodium-wrappers-sumo under one Node process) as an oracle: tests/libsodium_js.py.

    Skips when node/npm or the package cannot be had, unless TWEETNACL_REQUIRE_LIBSODIUM_JS=1 (CI), where it fails;
    always under Pyodide, which cannot start the node process."""
    if sys.platform == "emscripten":
        pytest.skip("libsodium.js runs under node in a subprocess: emscripten (Pyodide) starts no processes")
    try:
        oracle = libsodium_js_module.start()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as error:
        if os.environ.get("TWEETNACL_REQUIRE_LIBSODIUM_JS") == "1":
            pytest.fail(f"libsodium.js is required here (TWEETNACL_REQUIRE_LIBSODIUM_JS=1): {error}")
        pytest.skip(f"libsodium.js unavailable: {error}")
    yield oracle
    oracle.close()
