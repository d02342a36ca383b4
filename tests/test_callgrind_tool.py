"""tools/callgrind_leakcheck.py against known answers: its callgrind parser on a hand-written dump, and, under
valgrind, a product whose only difference between the classes is one row-end carry of CPython's schoolbook
multiplication (flagged at the function level, where the whole call's total cannot resolve it) and a
function that ignores its input (flagged nowhere). The tool's results on the library live in docs/security.md."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

TOOL_PATH = Path(__file__).resolve().parent.parent / "tools" / "callgrind_leakcheck.py"


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("callgrind_leakcheck", TOOL_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


DUMP = """# callgrind format
version: 1
creator: callgrind-3.19.0
positions: line
events: Ir
summary: 160

fl=(1) /src/longobject.c
fn=(1) k_mul
0 50
cfl=(1)
cfn=(2) long_normalize
calls=1 0
0 20
0 5
fn=(2)
0 20
fl=(2) /src/ceval.c
fn=(3) _PyEval_EvalFrameDefault
0 40
cfn=(1)
calls=1 0
0 75
fi=(1)
0 25
totals: 160
"""


def test_self_costs_of_a_hand_written_dump() -> None:
    # k_mul: 50 + 5 (the 20 after calls= is long_normalize's inclusive cost); long_normalize: 20 (named once,
    # then by its id); the eval loop: 40 + 25 (an inlined part, fi=), not the 75 of its call to k_mul.
    costs = _tool().self_costs(DUMP)
    assert costs == {"k_mul": 55, "long_normalize": 20, "_PyEval_EvalFrameDefault": 65}
    assert sum(costs.values()) == 140  # the whole dump, 160, less nothing counted twice: 140 + the 20 already in


SETUPS = '''
"""Class setups for the tool's self-test (setup(nacl, rng) -> (function, make), as leakcheck's)."""
import random

MASK = (1 << 30) - 1


def five_digits(rng, zero_digit):
    """A 5-digit int (30-bit digits) with every digit in [2, 2^30) except digit zero_digit, 0 if given."""
    digits = [rng.randrange(2, 1 << 30) for _ in range(5)]
    digits[4] |= 1 << 29  # the top digit large: the product always has ten digits
    if zero_digit is not None:
        digits[zero_digit] = 0
    return sum(d << (30 * i) for i, d in enumerate(digits))


def product(x, y):
    return x * y


def zero_digit_product(nacl, rng):
    """x * y, 5 digits each, y's top digit >= 2^29: every row of x_mul ends with a carry, except (class A) the
    row of x's zero digit 2. Nothing else differs: the same sizes, the same loops."""
    def make(cls):
        return five_digits(rng, 2 if cls == 0 else None), five_digits(rng, None)
    return product, make


FIXED = (five_digits(random.Random(1), None), five_digits(random.Random(2), 1))


def ignores_input(x, y):
    return FIXED[0] * FIXED[1]


def input_ignored(nacl, rng):
    """The same classes, given to a function that never looks at them."""
    return ignores_input, zero_digit_product(nacl, rng)[1]
'''


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Any]]:
    if sys.implementation.name != "cpython" or sys.platform == "emscripten":
        pytest.skip("CPython's C functions under valgrind are what the tool counts")
    if shutil.which("valgrind") is None or shutil.which("cc") is None:
        message = "valgrind (with valgrind/callgrind.h) and a C compiler are needed"
        if os.environ.get("CI") == "true":  # .ci/run installs them: in CI a missing tool is a failure, not a skip
            pytest.fail(message)
        pytest.skip(message)
    setups = tmp_path_factory.mktemp("callgrind") / "setups.py"
    setups.write_text(textwrap.dedent(SETUPS))
    tool = _tool()
    return {name: tool.measure(f"{setups}:{name}", 40, 5) for name in ("zero_digit_product", "input_ignored")}


def _flagged(rows: list[Any]) -> list[Any]:
    return [row for row in rows[1:] if row.flagged]  # rows[0] is the whole call's total


def test_a_zero_digit_row_is_flagged_in_k_mul(results: dict[str, list[Any]]) -> None:
    flagged = _flagged(results["zero_digit_product"])
    assert len(flagged) == 1, [row.name for row in flagged]
    k_mul = flagged[0]
    # k_mul by name where the interpreter's binary has symbols (the main job's CPython 3.11), by its address where
    # it has none (a stripped build: the tool then names functions 0x...).
    assert k_mul.name == "k_mul" or k_mul.name.startswith("0x"), k_mul.name
    # x_mul (inlined into k_mul) skips `*pz += carry` on the zero digit's row: a few instructions fewer in A,
    # the same in every call of a class.
    assert -8 <= k_mul.difference <= -1 and k_mul.sd_a == k_mul.sd_b == 0


def test_a_function_that_ignores_its_input_is_flagged_nowhere(results: dict[str, list[Any]]) -> None:
    rows = results["input_ignored"]
    multiplication = _flagged(results["zero_digit_product"])[0].name
    assert any(row.name == multiplication for row in rows)  # the same product ran and was counted
    assert _flagged(rows) == []
