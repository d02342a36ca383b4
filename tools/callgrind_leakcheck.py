"""A leakcheck test counted in instructions instead of nanoseconds: per call and per CPython C function, under
callgrind, with Welch's t for each function's own (self) count.

    PYTHONPATH=src python tools/callgrind_leakcheck.py TEST [--samples N] [--seed S] [--json FILE]

TEST is a name from `python -m tweetnacl leakcheck --list` (`--list` here shows them too; the Poly1305 digit
classes `onetimeauth.r_digit*`, `onetimeauth.h_tail_zero*` are made for this tool), or FILE.py:NAME for a setup of one's own (`setup(nacl, rng) -> (function, make)`, as
leakcheck's tests are; the self-test uses this). The two input classes (on `tweetnacl.fast`) are made ahead, in
one random interleaved order, and each call runs with callgrind's collection switched on around it alone and
the counters dumped after it (the client requests CALLGRIND_TOGGLE_COLLECT, CALLGRIND_DUMP_STATS and
CALLGRIND_ZERO_STATS, from a small C helper compiled here and loaded with ctypes); the garbage collector is off
during the calls. Each dump is parsed for every function's self cost (the cost lines under its `fn=`, less the
inclusive costs of its calls), so a function is compared on its own instructions: a row-end carry in CPython's
`x_mul` (inlined into `k_mul`) that a secret skips is 3 instructions, far below the spread of a whole call's
total but exact at the function level, where everything else is the same call after call.

A function is flagged when its two classes' self counts differ with |t| > leakcheck.THRESHOLD (Welch), or
differ in the mean at all while neither class varies (t is then infinite). The exit status is 1 when anything
is flagged. An instruction count does not depend on the machine's load, which a wall-clock measurement does.
Needs valgrind with its headers (Debian: valgrind) and a C compiler; a call costs ~50 times its normal time.
"""

from __future__ import annotations

import argparse
import ctypes
import dataclasses
import gc
import importlib.util
import json
import math
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HELPER_C = """#include <valgrind/callgrind.h>
void collect_on(void) { CALLGRIND_TOGGLE_COLLECT; }
void collect_off_and_dump(void) { CALLGRIND_TOGGLE_COLLECT; CALLGRIND_DUMP_STATS; }
void zero(void) { CALLGRIND_ZERO_STATS; }
"""
WARMUP_CALLS = 3
"""Calls per class before the counted ones (imports, caches, first allocations), outside the counts."""

Setup = Callable[[Any, random.Random], tuple[Callable[..., object], Callable[[int], tuple[Any, ...]]]]


def _load_file(path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def find_setup(test_name: str) -> Setup | None:
    """The setup of a leakcheck test, or of FILE.py:NAME; None if none."""
    if ".py:" in test_name:
        file_name, _, attribute = test_name.rpartition(":")
        return getattr(_load_file(Path(file_name).resolve()), attribute, None)  # type: ignore[no-any-return,unused-ignore]
    from tweetnacl import leakcheck

    return next((t.setup for t in leakcheck.TESTS if t.name == test_name), None)


def child(test_name: str, samples: int, seed: int, out: Path, helper: Path) -> None:
    """Under callgrind: count every call alone, one dump per call; the class order goes to out/labels.json."""
    setup = find_setup(test_name)
    assert setup is not None
    nacl: Any = None  # a setup of one's own needs no library (the self-test starts faster)
    if ".py:" not in test_name:
        import tweetnacl.fast

        nacl = tweetnacl.fast
    function, make = setup(nacl, random.Random(seed))
    order = [0] * samples + [1] * samples
    random.Random(seed + 1).shuffle(order)
    inputs = [make(cls) for cls in order]
    for _ in range(WARMUP_CALLS):
        function(*make(0))
        function(*make(1))
    vg = ctypes.CDLL(str(helper))
    on, off = vg.collect_on, vg.collect_off_and_dump
    gc.collect()
    gc.disable()  # a collection would land in whichever call reaches the threshold
    vg.zero()
    for args in inputs:
        on()
        function(*args)
        off()
    gc.enable()
    (out / "labels.json").write_text(json.dumps(order))


def self_costs(text: str) -> dict[str, int]:
    """Function name -> self cost (the first event, Ir) in one callgrind dump (format: callgrind's docs,
    "Callgrind Format Specification"): the cost lines that follow `fn=` belong to that function, except the
    one right after a `calls=` line, which is the inclusive cost of that call. Names are compressed as
    `fn=(id) name` at first use and `fn=(id)` after; `cfn=` names the callee, also compressed. Functions of
    the same name in different objects are summed (they are told apart by neither the fix nor the leak)."""
    names: dict[str, str] = {}
    costs: dict[str, int] = {}
    current: str | None = None
    after_calls = False
    for line in text.splitlines():
        if not line or line[0] == "#":
            continue
        head = line[0]
        if head.isdigit() or head in "+-*":
            if after_calls:
                after_calls = False
            elif current is not None:
                fields = line.split()
                if len(fields) > 1:
                    costs[current] = costs.get(current, 0) + int(fields[1])
            continue
        if line.startswith("fn=") or line.startswith("cfn="):
            spec = line.split("=", 1)[1]
            if spec.startswith("("):
                key, _, name = spec[1:].partition(")")
                name = name.strip()
                if name:
                    names[key] = name
                name = names[key]
            else:
                name = spec.strip()
            if line[0] == "f":
                current = name
                costs.setdefault(current, 0)
        elif line.startswith("calls="):
            after_calls = True
    return costs


def per_call_costs(out: Path) -> list[dict[str, int]]:
    """The self costs of callgrind's dumps cg.PID.1, .2, ... in call order."""
    dumps = {int(path.name.rsplit(".", 1)[1]): self_costs(path.read_text()) for path in out.glob("cg.*.*")}
    return [dumps[index] for index in sorted(dumps)]


@dataclasses.dataclass(frozen=True)
class FunctionResult:
    """One C function's self instructions per call in the two classes."""

    name: str
    mean_a: float
    mean_b: float
    sd_a: float
    sd_b: float
    t: float

    @property
    def difference(self) -> float:
        return self.mean_a - self.mean_b

    @property
    def flagged(self) -> bool:
        from tweetnacl import leakcheck

        return abs(self.t) > leakcheck.THRESHOLD


def compare(per_call: Sequence[dict[str, int]], order: Sequence[int]) -> list[FunctionResult]:
    """Every function seen in any call (0 where a call did not run it), most significant first; the first
    entry is the whole call ("(total)")."""
    from tweetnacl import leakcheck

    names = sorted({name for costs in per_call for name in costs})
    totals = [float(sum(costs.values())) for costs in per_call]
    rows = []
    for name, values in [("(total)", totals)] + [(n, [float(c.get(n, 0)) for c in per_call]) for n in names]:
        a = [v for v, cls in zip(values, order) if cls == 0]
        b = [v for v, cls in zip(values, order) if cls == 1]
        (mean_a, var_a), (mean_b, var_b) = leakcheck.mean_and_variance(a), leakcheck.mean_and_variance(b)
        rows.append(FunctionResult(name, mean_a, mean_b, math.sqrt(var_a), math.sqrt(var_b), leakcheck.welch_t(a, b)))
    total, functions = rows[0], rows[1:]
    functions.sort(key=lambda row: (-abs(row.t) if not math.isnan(row.t) else 0.0, row.name))
    return [total, *functions]


def measure(test_name: str, samples: int, seed: int) -> list[FunctionResult]:
    """Run the test's calls under callgrind (a child process) and compare the classes function by function."""
    with tempfile.TemporaryDirectory(prefix="callgrind-leakcheck-") as scratch:
        out = Path(scratch)
        source, helper = out / "helper.c", out / "helper.so"
        source.write_text(HELPER_C)
        subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(helper), str(source)], check=True)
        command = [
            "valgrind", "--tool=callgrind", "--collect-atstart=no", "--dump-instr=no", "--dump-line=no",
            "--compress-strings=yes", f"--callgrind-out-file={out}/cg.%p", sys.executable, __file__, test_name,
            "--samples", str(samples), "--seed", str(seed), "--child", str(out), str(helper),
        ]  # fmt: skip
        run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if run.returncode != 0:
            raise RuntimeError(f"callgrind run failed ({run.returncode}):\n{run.stdout[-4000:]}")
        order = json.loads((out / "labels.json").read_text())
        per_call = per_call_costs(out)
    if len(per_call) != len(order):
        raise RuntimeError(f"{len(per_call)} dumps for {len(order)} calls")
    return compare(per_call, order)


def report(test_name: str, samples: int, rows: Sequence[FunctionResult], show: int) -> str:
    total, functions = rows[0], rows[1:]
    flagged = [row for row in functions if row.flagged]
    lines = [
        f"{test_name}: {samples} calls per class; whole call: A {total.mean_a:,.1f} (sd {total.sd_a:,.1f}), "
        f"B {total.mean_b:,.1f} (sd {total.sd_b:,.1f}) instructions, A - B {total.difference:+,.1f}, t {total.t:+.1f}",
        f"flagged functions: {len(flagged)} of {len(functions)}",
        f"  {'function':<36} {'A - B':>10} {'t':>10} {'sd A':>9} {'sd B':>9}",
    ]
    for row in (flagged + [r for r in functions if not r.flagged])[: max(show, len(flagged))]:
        mark = "!" if row.flagged else " "
        lines.append(
            f"{mark} {row.name[:36]:<36} {row.difference:>+10.1f} {row.t:>+10.1f} {row.sd_a:>9.1f} {row.sd_b:>9.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("test", nargs="?")
    parser.add_argument("--samples", type=int, default=300, help="calls per class (default 300)")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--show", type=int, default=8, help="functions listed besides the flagged ones (default 8)")
    parser.add_argument("--json", type=Path, help="also write every function's result to this file")
    parser.add_argument("--list", action="store_true", help="list the tests this tool knows and exit")
    parser.add_argument("--child", nargs=2, metavar=("OUT", "HELPER"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.test, args.samples, args.seed, Path(args.child[0]), Path(args.child[1]))
        return 0
    if args.list:
        from tweetnacl import leakcheck

        for test in leakcheck.TESTS:
            print(f"{test.name:<40} {test.classes}")
        return 0
    if args.test is None or find_setup(args.test) is None:
        parser.error(f"no test named {args.test!r} (see --list)")
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed")
    rows = measure(args.test, args.samples, args.seed)
    print(report(args.test, args.samples, rows, args.show))
    if args.json:
        args.json.write_text(json.dumps([dataclasses.asdict(row) for row in rows], indent=1))
    return 1 if any(row.flagged for row in rows[1:]) else 0


if __name__ == "__main__":
    sys.exit(main())
