"""The typed API as a user's type checker sees it: tests/typing/good_program.py runs (its calls are real) and,
where mypy is importable, `mypy --strict` passes on it and reports every deliberate mistake of
tests/typing/bad_program.py (`--warn-unused-ignores`: each line's ignore must be used). .ci/steps/10-static.sh is
the real check, with pinned versions; this one runs with whatever mypy the environment has.
"""

from __future__ import annotations

import os
import re
import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "tests" / "typing"
MARK = re.compile(r"  # type: ignore\[[a-z-]+\]$")  # a mistake's line ends with the error code mypy must report


def test_the_good_program_runs() -> None:
    pytest.importorskip("typing_extensions", reason="the program imports assert_type from typing_extensions (3.10)")
    runpy.run_path(str(PROGRAMS / "good_program.py"), run_name="good_program")["main"]()


def _mypy(*arguments: str) -> tuple[str, int]:
    api = pytest.importorskip("mypy.api", reason="mypy is not installed: .ci/steps/10-static.sh runs this check")
    previous = os.environ.get("MYPYPATH")
    os.environ["MYPYPATH"] = str(ROOT / "src")  # this tree's tweetnacl, not an installed one
    try:
        stdout, stderr, status = api.run(["--strict", "--no-incremental", *arguments])
    finally:
        if previous is None:
            del os.environ["MYPYPATH"]
        else:
            os.environ["MYPYPATH"] = previous
    return stdout + stderr, status


def test_mypy_strict_passes_on_the_good_program() -> None:
    output, status = _mypy(str(PROGRAMS / "good_program.py"))
    assert status == 0, output


def test_mypy_strict_reports_every_mistake_of_the_bad_program() -> None:
    program = PROGRAMS / "bad_program.py"
    output, status = _mypy("--warn-unused-ignores", str(program))
    assert status == 0, output
    mistakes = [line for line in program.read_text(encoding="utf-8").splitlines() if MARK.search(line)]
    assert len(mistakes) >= 30


def test_without_its_ignores_the_bad_program_fails_on_each_marked_line(tmp_path: Path) -> None:
    """Not vacuous: with the ignores removed, mypy reports an error on exactly the lines that carried one."""
    lines = (PROGRAMS / "bad_program.py").read_text(encoding="utf-8").splitlines()
    marked = {number for number, line in enumerate(lines, 1) if MARK.search(line)}
    stripped = tmp_path / "bad_program_unmarked.py"
    stripped.write_text("\n".join(MARK.sub("", line) for line in lines) + "\n", encoding="utf-8")
    output, status = _mypy(str(stripped))
    assert status == 1
    reported = {int(line.split(":")[1]) for line in output.splitlines() if ": error:" in line}
    assert reported == marked, output
