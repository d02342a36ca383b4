"""pytest plugin for running PyNaCl's own test suite on tweetnacl's PyNaCl layer.

Loaded with `-p pynacl_suite_plugin` (see run.sh), so it is imported before pytest collects a
single test module: it calls `tweetnacl.install_as_nacl()` and asserts that `nacl` is the layer.

Known failures are listed by node id in known_failures.txt (or the file named by
$PYNACL_SUITE_KNOWN_FAILURES); each becomes a strict xfail, so a listed test that passes fails the
run and the list can only shrink. Tests too heavy for CI in pure Python are listed the same way in
too_slow.txt (or $PYNACL_SUITE_TOO_SLOW; an empty file runs them all) and skipped with its reason. A
listed id that the collected files do not contain also fails the run (a stale entry hides nothing). With $PYNACL_SUITE_WRITE_FAILURES set to a path, the node ids
that failed are written there, one a line (to start a list; an unexpected pass shows as failed too).
"""

from __future__ import annotations

import os
import sys
import types
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import tweetnacl

_nacl = tweetnacl.install_as_nacl()
import nacl  # noqa: E402 - must come after install_as_nacl()

assert nacl is _nacl and getattr(nacl, "__tweetnacl_pynacl__", False) is True, (
    f"'nacl' resolves to {getattr(nacl, '__file__', nacl)!r}, not to tweetnacl's PyNaCl layer"
)


def _aes256gcm_available() -> bool:
    """What the layer reports (True: its AES-256-GCM needs no AES instructions), as libsodium's flag would."""
    from nacl.bindings import crypto_aead

    return bool(crypto_aead.crypto_aead_aes256gcm_is_available())


# PyNaCl's tests reach into its private cffi module `nacl._sodium` twice: test_aead asks
# `lib.crypto_aead_aes256gcm_is_available()` (1 only on CPUs with AES instructions, for libsodium) to skip
# or run its AES-256-GCM cases, and test_secretstream snapshots a state with `ffi.buffer(state.statebuf)[:]`.
# The layer has no cffi module, so the harness (not the layer) supplies exactly these two, answering for
# the layer.
_sodium = types.ModuleType("nacl._sodium", "Test-harness stand-in for PyNaCl's private cffi module.")
_sodium.lib = types.SimpleNamespace(  # type: ignore[attr-defined]
    crypto_aead_aes256gcm_is_available=lambda: int(_aes256gcm_available())
)
_sodium.ffi = types.SimpleNamespace(buffer=lambda cdata: bytes(memoryview(cdata)))  # type: ignore[attr-defined]
sys.modules["nacl._sodium"] = _sodium
nacl._sodium = _sodium

_DEFAULT_LIST = Path(__file__).with_name("known_failures.txt")
_DEFAULT_TOO_SLOW = Path(__file__).with_name("too_slow.txt")


def _node_list(path: Path) -> dict[str, str]:
    """node id -> reason. One node id a line, verbatim (ids may contain '#'); a line starting with
    '#' is a comment and the reason given to the ids below it."""
    known: dict[str, str] = {}
    reason = "listed in known_failures.txt"
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("#"):
            reason = line.lstrip("# ") or reason
        elif line:
            known[line] = reason
    return known


_failed: list[str] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Remember what failed (not counting strict xfails), for $PYNACL_SUITE_WRITE_FAILURES."""
    if report.failed and not hasattr(report, "wasxfail") and report.nodeid not in _failed:
        _failed.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    target = os.environ.get("PYNACL_SUITE_WRITE_FAILURES")
    if target:
        Path(target).write_text("".join(f"{node_id}\n" for node_id in _failed), encoding="utf-8")


def pytest_report_header(config: pytest.Config) -> list[str]:
    return [
        f"nacl -> tweetnacl {getattr(tweetnacl, '__version__', '?')} ({Path(tweetnacl.__file__).parent})",
        f"python {sys.version.split()[0]} ({sys.implementation.name})",
    ]


@pytest.hookimpl(tryfirst=True)  # before -k / -m deselect: a stale entry is judged on all collected tests
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[Any]) -> None:
    known = _node_list(Path(os.environ.get("PYNACL_SUITE_KNOWN_FAILURES", _DEFAULT_LIST)))
    too_slow = _node_list(Path(os.environ.get("PYNACL_SUITE_TOO_SLOW", _DEFAULT_TOO_SLOW)))
    collected_ids = {item.nodeid for item in items}
    collected_files = {item.nodeid.split("::", 1)[0] for item in items}
    for name, listed in (("known_failures.txt", known), ("too_slow.txt", too_slow)):
        stale = sorted(
            node_id for node_id in listed if node_id.split("::", 1)[0] in collected_files and node_id not in collected_ids
        )
        if stale:
            raise pytest.UsageError(f"{name} lists tests that do not exist:\n  " + "\n  ".join(stale))
    for item in items:
        reason = known.get(item.nodeid)
        if reason is not None:
            item.add_marker(
                pytest.mark.xfail(
                    strict=True,
                    reason=f"known failure: {reason} [if it passes now, delete its line from "
                    "tools/pynacl_suite/known_failures.txt: shrink_known_failures.py]",
                )
            )
        reason = too_slow.get(item.nodeid)
        if reason is not None:
            item.add_marker(pytest.mark.skip(reason=f"too slow for CI: {reason}"))


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    """Skips and known failures, grouped by reason and counted."""
    skips: Counter[str] = Counter()
    for report in terminalreporter.stats.get("skipped", []):
        longrepr = report.longrepr
        reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
        skips[f"{reason.removeprefix('Skipped: ')} ({report.location[0]})"] += 1
    known: Counter[str] = Counter(
        getattr(report, "wasxfail", "?").removeprefix("known failure: ").split(" [if it passes", 1)[0]
        for report in terminalreporter.stats.get("xfailed", [])
    )
    for title, counts in (("skips by reason", skips), ("known failures (strict xfail) by reason", known)):
        if counts:
            terminalreporter.section(title)
            for reason, count in counts.most_common():
                terminalreporter.line(f"{count:5d}  {reason}")
