"""Import time of tweetnacl beside PyNaCl's, and the cost of import + first call of the main operations.

    python tools/import_times.py                          # this tree's src/, 7 runs of each program
    python tools/import_times.py --baseline /old/src      # and another tree beside it (e.g. before a change)
    python tools/import_times.py --first-calls            # import + first call of each main operation too

The interpreter is the one running this script; it must have PyNaCl installed for the libsodium rows. Every
program runs in a fresh process, `-X importtime`, and its time is the sum of the cumulative times of the modules
the program imported itself (the top-level lines after `site`): the interpreter's start-up is left out, and so is
the cost of `-c` and the timer. The programs run in turns (one run of each, then the next round), so that a change
of the machine's load falls on all of them alike; the table gives the median of the rounds, and the ratio to
PyNaCl's `import nacl.signing`. Bytecode is cached as an installed package has it (pip compiles at install):
in a temporary PYTHONPYCACHEPREFIX, filled by one discarded warm-up round, whatever PYTHONDONTWRITEBYTECODE says
(without it every run would compile this tree from source, ~2x the time). `--first-calls` times the import and the first call of each operation together, in the
process, as CPU time (time.process_time: on a loaded machine the wall clock mostly measures the other processes):
what a command-line program that does one operation pays. `--cpu` adds the import table
measured that way too. docs/performance.md
("Import time") quotes a table made with it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

THIS_SRC = Path(__file__).resolve().parent.parent / "src"

IMPORTS: dict[str, str] = {
    "import tweetnacl": "import tweetnacl",
    "import tweetnacl.pynacl.signing": "import tweetnacl.pynacl.signing",
    "import tweetnacl.pynacl.signing, .secret": "import tweetnacl.pynacl.signing, tweetnacl.pynacl.secret",
    "PyNaCl: import nacl.signing": "import nacl.signing",
    "PyNaCl: import nacl.signing, nacl.secret": "import nacl.signing, nacl.secret",
}
"""Row name -> the program whose import time the row shows."""
PYNACL_ROW = "PyNaCl: import nacl.signing"
"""The row every other is compared with (issue 17's target: at most 1.5x this)."""

FIRST_CALLS: dict[str, str] = {
    "secretbox": "import tweetnacl; tweetnacl.secretbox(bytes(64), bytes(24), bytes(32))",
    "box": "import tweetnacl; tweetnacl.box(bytes(64), bytes(24), bytes(range(32)), bytes(range(1, 33)))",
    "sign": "import tweetnacl; tweetnacl.sign(b'm', tweetnacl.sign.keypair.from_seed(bytes(32)).secret_key)",
    "hash": "import tweetnacl; tweetnacl.hash(b'm')",
    "scalarmult.base": "import tweetnacl; tweetnacl.scalarmult.base(bytes(range(32)))",
    "pynacl SigningKey.generate+sign": (
        "import tweetnacl.pynacl.signing as s; s.SigningKey.generate().sign(b'm')"
    ),
    "pynacl SecretBox.encrypt": "import tweetnacl.pynacl.secret as s; s.SecretBox(bytes(32)).encrypt(b'm')",
    # Timed here, not under -X importtime: the modules it registers run outside the import system's log.
    "install_as_nacl + nacl SigningKey.generate+sign": (
        "import tweetnacl; tweetnacl.install_as_nacl(); import nacl.signing as s; s.SigningKey.generate().sign(b'm')"
    ),
}
"""Row name -> a program that imports what one operation needs and calls the operation once."""


def program_import_us(importtime_output: str) -> int:
    """The microseconds a program's own imports took, from `python -X importtime` output: the cumulative times of
    the top-level modules after `site` (the interpreter's start-up ends with site)."""
    total = 0
    after_site = False
    for line in importtime_output.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        _, cumulative, name = line.split("|", 2)
        if not cumulative.strip().isdigit():
            continue  # the header line
        top_level = not name.startswith("  ")
        if top_level and after_site:
            total += int(cumulative)
        if top_level and name.strip() == "site":
            after_site = True
    return total


PYCACHE = Path(tempfile.mkdtemp(prefix="import_times_pycache_"))
"""Where the measured processes keep their bytecode (outside the trees: nothing is written into src/)."""


def run(args: Sequence[str], src: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONPYCACHEPREFIX": str(PYCACHE)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True, check=True)


def import_ms(program: str, src: Path) -> float:
    return program_import_us(run(["-X", "importtime", "-c", program], src).stderr) / 1000


def cpu_ms(program: str, src: Path) -> float:
    """The CPU time of running `program` (after the interpreter's start-up), in ms."""
    timed = f"import time\nstart = time.process_time()\n{program}\nprint(time.process_time() - start)"
    return float(run(["-c", timed], src).stdout) * 1000


def medians(
    programs: dict[str, str], trees: dict[str, Path], measure: Callable[[str, Path], float], rounds: int
) -> dict[tuple[str, str], float]:
    """(row, tree) -> median over `rounds` of measure(program, tree), the runs alternating over rows and trees."""
    samples: dict[tuple[str, str], list[float]] = {}
    for round_number in range(rounds + 1):
        for row, program in programs.items():
            for tree, src in trees.items():
                if row.startswith("PyNaCl") and tree != next(iter(trees)):
                    continue  # PyNaCl does not depend on the tree
                value = measure(program, src)
                if round_number:  # round 0 is the warm-up that writes the bytecode
                    samples.setdefault((row, tree), []).append(value)
    return {key: statistics.median(values) for key, values in samples.items()}


def table(title: str, rows: Sequence[str], trees: Sequence[str], values: dict[tuple[str, str], float],
          reference: float | None) -> str:
    """A Markdown table: one row per program, one column per tree (ms), and the ratio to `reference`."""
    header = [title, *(f"{tree} (ms)" for tree in trees)]
    if reference is not None:
        header.append(f"{trees[0]} / nacl.signing")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        cells = [row] + [f"{values[(row, tree)]:.1f}" if (row, tree) in values else "" for tree in trees]
        if reference is not None:
            cells.append(f"{values[(row, trees[0])] / reference:.2f}x")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="runs of each program (the median is shown)")
    parser.add_argument("--baseline", type=Path, help="another tree's src/, measured beside this one")
    parser.add_argument("--first-calls", action="store_true", help="also time import + first call of each op")
    parser.add_argument("--cpu", action="store_true", help="also time the imports as CPU time (loaded machines)")
    options = parser.parse_args(argv)
    trees = {"this tree": THIS_SRC}
    if options.baseline:
        trees["baseline"] = options.baseline.resolve()
    values = medians(IMPORTS, trees, import_ms, options.rounds)
    print(table("import (-X importtime)", list(IMPORTS), list(trees), values, values[(PYNACL_ROW, "this tree")]))
    if options.cpu:
        cpu = medians(IMPORTS, trees, cpu_ms, options.rounds)
        print()
        print(table("import (CPU)", list(IMPORTS), list(trees), cpu, cpu[(PYNACL_ROW, "this tree")]))
    if options.first_calls:
        calls = medians(FIRST_CALLS, trees, cpu_ms, options.rounds)
        print()
        print(table("import + first call (CPU)", list(FIRST_CALLS), list(trees), calls, None))


if __name__ == "__main__":
    main()
