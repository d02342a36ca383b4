"""One suite over both implementations: the `nacl` fixture is `tweetnacl.reference` and `tweetnacl.fast`.

The reference is slow: tests keep their reference cases small and put heavy cases behind the
`fast_only` fixture or the `slow` marker (which run on `fast` only).

`slow` tests (whole vector sets, every batch size, every corruption: minutes) are deselected unless
TWEETNACL_SLOW_TESTS=1 or a `-m` expression asks for them; each has a fixed sample in the normal run, and CI runs them
whole once, in its PyPy step (.ci/steps/30-pypy.sh).
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


SLOW_TESTS = os.environ.get("TWEETNACL_SLOW_TESTS") == "1"


def pytest_report_header(config: pytest.Config) -> str:
    if SLOW_TESTS or config.option.markexpr:
        return "slow tests: run (TWEETNACL_SLOW_TESTS=1 or -m)"
    return "slow tests: deselected (TWEETNACL_SLOW_TESTS=1 runs them)"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect the `slow` tests unless asked for (see the module docstring): deselected, not skipped, so a skip
    always means that something could not run here."""
    if SLOW_TESTS or config.option.markexpr:
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if item.get_closest_marker("slow") is None]


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
