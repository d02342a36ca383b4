"""tools/import_times.py: its reading of `-X importtime` output on a hand-written sample, its table, and one short
real run (the numbers are the machine's; only their shape is checked)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOL_PATH = Path(__file__).resolve().parent.parent / "tools" / "import_times.py"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_times", TOOL_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SAMPLE = """import time: self [us] | cumulative | imported package
import time:       595 |        595 |   posix
import time:      1334 |       4894 | site
import time:      4240 |      18610 |   typing
import time:       300 |      20000 | first.program.module
import time:        50 |         50 |     nested.module
import time:       700 |       1500 | second
"""


def test_the_program_time_is_its_top_level_modules_after_site() -> None:
    tool = load_tool()
    # site's 4894 and the start-up's posix are left out; the nested lines are inside their parents' cumulative.
    assert tool.program_import_us(SAMPLE) == 20000 + 1500
    assert tool.program_import_us("import time: self [us] | cumulative | imported package\n") == 0


def test_the_table_gives_each_tree_and_the_ratio() -> None:
    tool = load_tool()
    values = {("a", "this tree"): 30.0, ("a", "baseline"): 60.0, ("b", "this tree"): 15.0}
    text = tool.table("import", ["a", "b"], ["this tree", "baseline"], values, 15.0)
    assert text.splitlines() == [
        "| import | this tree (ms) | baseline (ms) | this tree / nacl.signing |",
        "|---|---|---|---|",
        "| a | 30.0 | 60.0 | 2.00x |",
        "| b | 15.0 |  | 1.00x |",
    ]


@pytest.mark.skipif(
    sys.implementation.name != "cpython" or sys.platform == "emscripten",
    reason="-X importtime is CPython's (PyPy prints nothing for it), and the tool runs Python in subprocesses",
)
def test_a_short_real_run_measures_each_program() -> None:
    tool = load_tool()
    programs = {"tweetnacl": "import tweetnacl", "nothing": "pass"}
    values = tool.medians(programs, {"this tree": tool.THIS_SRC}, tool.import_ms, 1)
    # "pass" imports nothing of its own (CPython 3.14 may still list a module or two after site: a fraction of ms)
    assert values[("tweetnacl", "this tree")] > 5 * values[("nothing", "this tree")] >= 0
    calls = tool.medians({"hash": tool.FIRST_CALLS["hash"]}, {"this tree": tool.THIS_SRC}, tool.cpu_ms, 1)
    assert calls[("hash", "this tree")] > 0
