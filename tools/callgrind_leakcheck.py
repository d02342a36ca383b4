"""A leakcheck test counted in instructions instead of nanoseconds: per-call counts under callgrind, Welch's t.

    PYTHONPATH=src python tools/callgrind_leakcheck.py TEST [--samples N] [--seed S]

TEST is a name from `python -m tweetnacl leakcheck --list`; its two input classes (on `tweetnacl.fast`) are made
ahead, in one random interleaved order, and each call runs with callgrind's collection switched on around it
alone and the counters dumped after it (the client requests CALLGRIND_TOGGLE_COLLECT, CALLGRIND_DUMP_STATS and
CALLGRIND_ZERO_STATS, from a small C helper compiled here and loaded with ctypes). An instruction count does not
depend on the machine's load, which a wall-clock measurement does: this is how docs/security.md's instruction
counts were measured. Needs valgrind with its headers (Debian: valgrind) and a C compiler; a call costs ~50 times
its normal time.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import math
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HELPER_C = """#include <valgrind/callgrind.h>
void collect_on(void) { CALLGRIND_TOGGLE_COLLECT; }
void collect_off_and_dump(void) { CALLGRIND_TOGGLE_COLLECT; CALLGRIND_DUMP_STATS; }
void zero(void) { CALLGRIND_ZERO_STATS; }
"""


def child(test_name: str, samples: int, seed: int, out: Path, helper: Path) -> None:
    """Under callgrind: time nothing, count everything, one dump per call; the class order goes to out/labels.json."""
    import tweetnacl.fast
    from tweetnacl import leakcheck

    test = next(t for t in leakcheck.TESTS if t.name == test_name)
    function, make = test.setup(tweetnacl.fast, random.Random(seed))
    order = [0] * samples + [1] * samples
    random.Random(seed + 1).shuffle(order)
    inputs = [make(cls) for cls in order]
    for _ in range(3):  # first calls (imports, caches) outside the counts
        function(*make(0))
        function(*make(1))
    vg = ctypes.CDLL(str(helper))
    on, off = vg.collect_on, vg.collect_off_and_dump
    vg.zero()
    for args in inputs:
        on()
        function(*args)
        off()
    (out / "labels.json").write_text(json.dumps(order))


def counts(out: Path) -> list[int]:
    """The per-call totals of callgrind's dumps (cg.PID.1, .2, ...), in call order."""
    dumps = {}
    for path in out.glob("cg.*.*"):
        for line in path.read_text().splitlines():
            if line.startswith("totals:"):
                dumps[int(path.name.rsplit(".", 1)[1])] = int(line.split()[1])
                break
    return [dumps[index] for index in sorted(dumps)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("test")
    parser.add_argument("--samples", type=int, default=300, help="calls per class (default 300)")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--child", nargs=2, metavar=("OUT", "HELPER"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.test, args.samples, args.seed, Path(args.child[0]), Path(args.child[1]))
        return 0
    from tweetnacl import leakcheck

    if not any(t.name == args.test for t in leakcheck.TESTS):
        parser.error(f"no leakcheck test named {args.test!r} (see python -m tweetnacl leakcheck --list)")
    with tempfile.TemporaryDirectory(prefix="callgrind-leakcheck-") as scratch:
        out = Path(scratch)
        source, helper = out / "helper.c", out / "helper.so"
        source.write_text(HELPER_C)
        subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(helper), str(source)], check=True)
        command = [
            "valgrind", "--tool=callgrind", "--collect-atstart=no", "--dump-instr=no", "--dump-line=no",
            f"--callgrind-out-file={out}/cg.%p", sys.executable, __file__, args.test,
            "--samples", str(args.samples), "--seed", str(args.seed), "--child", str(out), str(helper),
        ]
        run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if run.returncode != 0:
            print(run.stdout[-4000:], file=sys.stderr)
            return run.returncode
        order = json.loads((out / "labels.json").read_text())
        per_call = counts(out)
    if len(per_call) != len(order):
        print(f"{len(per_call)} dumps for {len(order)} calls", file=sys.stderr)
        return 1
    a = [n for n, cls in zip(per_call, order) if cls == 0]
    b = [n for n, cls in zip(per_call, order) if cls == 1]
    (mean_a, var_a), (mean_b, var_b) = leakcheck.mean_and_variance(a), leakcheck.mean_and_variance(b)
    t = leakcheck.welch_t(a, b)
    print(f"{args.test}: {len(a)} calls per class; instructions per call: A {mean_a:,.0f} (sd {math.sqrt(var_a):,.0f}), "
          f"B {mean_b:,.0f} (sd {math.sqrt(var_b):,.0f}); difference A - B {mean_a - mean_b:+,.1f}; Welch's t {t:+.1f}")
    return 1 if abs(t) > leakcheck.THRESHOLD else 0


if __name__ == "__main__":
    sys.exit(main())
