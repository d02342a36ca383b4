"""The command line of the leakage test, `python -m tweetnacl leakcheck` (and `python -m tweetnacl.leakcheck`): its
options, the run over the selected tests and implementations, the table and the JSON of the results.

Each result's verdict: `LEAK` (some |t| > THRESHOLD), `inconclusive` (no leak seen, but the test stopped short of
its requested samples at the --time cap, or its sensitivity is coarser than the difference it exists to catch,
`tweetnacl.leakcheck.harness.DETECT_FRACTION` of a call), `ok`, or `error: ...`. The exit status (`EXIT_STATUS`):
0 every result ok; 1 a leak or an error; 3 no leak and no error, but some result inconclusive (2 is argparse's
usage error).

Progress and the header go to stderr when the JSON goes to stdout. What is printed is timings, statistics and the
seed of the input generator; inputs are test data and are never printed.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import math
import random
import sys
import time
from collections.abc import Sequence
from typing import Any, TextIO

from tweetnacl import bench
from tweetnacl.leakcheck.cases import NOT_TESTED, TESTS, select_tests
from tweetnacl.leakcheck.harness import (
    CROP_PERCENTILES, DETECT_FRACTION, IMPLEMENTATIONS, Analysis, LeakTest, analyze, measure,
)
from tweetnacl.leakcheck.stats import THRESHOLD

__all__ = ["DEFAULT_SAMPLES", "DEFAULT_TIME", "EXIT_INCONCLUSIVE", "EXIT_LEAK", "EXIT_OK", "EXIT_STATUS", "Result", "add_arguments", "build_parser", "environment", "main",
           "render", "run"]

DEFAULT_SAMPLES = {"fast": 20_000, "reference": 1_000}
"""Measurements per class when --samples is not given (the reference is ~100x slower)."""
DEFAULT_TIME = 60.0
"""Seconds per test and implementation, input generation included, when --time is not given."""
EXIT_OK, EXIT_LEAK, EXIT_INCONCLUSIVE = 0, 1, 3
EXIT_STATUS = (f"exit status: {EXIT_OK} every test ok; {EXIT_LEAK} a leak (or a test that could not run); "
               f"{EXIT_INCONCLUSIVE} no leak, but some test inconclusive (it stopped short of --samples at the "
               f"--time cap, or its sensitivity is coarser than {DETECT_FRACTION:.0%} of a call); 2 a usage error")
"""The exit statuses of `run`, and their description (the --help epilog)."""


@dataclasses.dataclass
class Result:
    """One test on one implementation: its analysis, or the error that stopped it, and how long it took."""

    implementation: str
    test: LeakTest
    analysis: Analysis | None
    seconds: float
    error: str | None = None
    requested: int = 2
    """The measurements per class asked for (--samples or DEFAULT_SAMPLES)."""

    @property
    def inconclusive(self) -> bool:
        """No leak seen, but too few samples or too coarse a sensitivity for that to mean something."""
        return self.analysis is not None and not self.analysis.leak and not self.analysis.conclusive(self.requested)

    def verdict(self) -> str:
        """'ok', 'LEAK', 'inconclusive (why)' or 'error: ...'."""
        a = self.analysis
        if a is None:
            return f"error: {self.error}"
        if a.leak:
            return "LEAK"
        if not self.inconclusive:
            return "ok"
        why = []
        if min(a.samples) < self.requested:
            why.append(f"{min(a.samples)}/{self.requested} samples")
        if not a.sensitive_enough:
            why.append(f"sens > {DETECT_FRACTION:.0%} of a call")
        return f"inconclusive ({', '.join(why)})"

    def to_json(self) -> dict[str, Any]:
        """The result as the JSON output's entry (statistics rounded)."""
        data: dict[str, Any] = {
            "implementation": self.implementation, "test": self.test.name, "classes": self.test.classes,
            "seconds": round(self.seconds, 1), "verdict": self.verdict(),
        }
        if self.analysis is not None:
            data["samples_per_class"] = list(self.analysis.samples)
            data["t_raw"] = round(self.analysis.t_raw, 2)
            data["t_cropped"] = {f"p{q:g}": round(t, 2) for q, t in self.analysis.t_cropped.items()}
            data["max_t"] = round(self.analysis.max_t, 2)
            data["mean_difference_ns"] = round(self.analysis.mean_difference_ns, 1)
            data["mean_difference_cropped_ns"] = {
                f"p{q:g}": round(d, 1) for q, d in self.analysis.cropped_difference_ns.items()
            }
            data["strongest"] = self.analysis.strongest
            data["at"] = at = self.analysis.at
            data["difference_at_ns"] = round(self.analysis.difference_at(at), 1)
            data["sensitivity_at_ns"] = round(self.analysis.sensitivity_by_crop[at], 1)
            data["sensitivity_ns"] = round(self.analysis.sensitivity_ns, 1)
            data["sensitivity_by_crop_ns"] = {crop: round(v, 1) for crop, v in self.analysis.sensitivity_by_crop.items()}
            data["median_ns"] = round(self.analysis.median_ns, 1)
            data["requested_samples_per_class"] = self.requested
        return data


def _format_t(value: float) -> str:
    """|t| with one decimal, or 'inf'."""
    return "inf" if math.isinf(value) else f"{value:.1f}"


def render(results: Sequence[Result]) -> list[str]:
    """The results as the lines of a table: one row per result, statistics and verdict."""
    header = ["impl", "test", "n/class", "raw", *(f"p{q:g}" for q in CROP_PERCENTILES), "at", "diff ns", "sens ns",
              "sens/call", "verdict"]
    rows = []
    for result in results:
        a = result.analysis
        if a is None:
            rows.append([result.implementation, result.test.name, "-", *["-"] * (1 + len(CROP_PERCENTILES)), "-",
                         "-", "-", "-", result.verdict()])
            continue
        at = a.at
        sensitivity = a.sensitivity_by_crop[at]
        rows.append([
            result.implementation, result.test.name, str(min(a.samples)), _format_t(a.t_raw),
            *(_format_t(a.t_cropped[q]) for q in CROP_PERCENTILES), at, f"{a.difference_at(at):+.0f}",
            "inf" if math.isinf(sensitivity) else f"{sensitivity:.0f}",
            "-" if math.isinf(sensitivity) or not a.median_ns else f"{sensitivity / a.median_ns:.2%}", result.verdict(),
        ])
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [cell.ljust(width) if i < 2 or i == len(row) - 1 else cell.rjust(width)
                 for i, (cell, width) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells).rstrip())
    return lines


def environment() -> dict[str, Any]:
    """The benchmark's description of the machine and Python, plus the timer's resolution."""
    return {**bench.environment(),
            "timer_resolution_ns": round(time.get_clock_info("perf_counter").resolution * 1e9, 1)}


def _sample_count(text: str) -> int:
    """--samples: an int of at least 2, '_' and ',' allowed as thousands separators."""
    count = bench.positive_int(text.replace("_", "").replace(",", ""))
    if count < 2:
        raise argparse.ArgumentTypeError(f"must be at least 2 (a variance needs two samples), got {text!r}")
    return count


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `python -m tweetnacl leakcheck`."""
    parser.add_argument("--impl", metavar="NAMES", default="fast,reference",
                        help="comma-separated implementations among fast,reference (default: both)")
    parser.add_argument("--tests", metavar="PATTERN", help="comma-separated test filters: fnmatch pattern "
                        "('sign.*') or substring ('tag'); see --list")
    parser.add_argument("--samples", type=_sample_count, metavar="N",
                        help="measurements per class (default: "
                        + ", ".join(f"{k} {v:,}" for k, v in DEFAULT_SAMPLES.items()) + ")")
    parser.add_argument("--time", type=bench.positive_float, default=DEFAULT_TIME, metavar="SECONDS",
                        help=f"time budget per test and implementation, input generation included "
                        f"(default {DEFAULT_TIME:g}); the test stops at whichever of --samples and --time comes first")
    parser.add_argument("--seed", type=int, help="seed of the input generator (default: a random one, printed)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE ('-': stdout, "
                        "instead of the table)")
    parser.add_argument("--list", action="store_true", help="list the tests (and what is not tested) and exit")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.epilog = EXIT_STATUS


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: TextIO | None = None,
        err: TextIO | None = None) -> int:
    """Run the tests described by parsed `args`; returns the exit status (EXIT_STATUS: 0 ok, 1 a leak or an
    error, 3 inconclusive without a leak).
    Output goes to `out` and progress to `err` (default: sys.stdout and sys.stderr as they are at the call)."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    tests = select_tests(args.tests)
    if args.list:
        width = max(len(test.name) for test in TESTS)
        for test in TESTS:
            only = "" if test.implementations == IMPLEMENTATIONS else f" ({', '.join(test.implementations)} only)"
            print(f"{test.name:{width}} {test.classes}{only}", file=out)
        print("\nnot tested:", file=out)
        for line in NOT_TESTED:
            print(f"  {line}", file=out)
        return 0
    if not tests:
        parser.error(f"--tests {args.tests!r} matches no test; the tests are: {', '.join(t.name for t in TESTS)}")
    names = [n.strip() for n in args.impl.split(",") if n.strip()]
    unknown = [n for n in names if n not in IMPLEMENTATIONS]
    if unknown or not names:
        parser.error(f"--impl: unknown implementation {', '.join(unknown) or '(none)'}; "
                     f"choose among {','.join(IMPLEMENTATIONS)}")
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    env = environment()
    header = [
        f"leakcheck (dudect): Welch's t of two matched input classes, raw and cropped at pooled percentiles; "
        f"|t| > {THRESHOLD} = leak",
        f"columns raw, {', '.join(f'p{q:g}' for q in CROP_PERCENTILES)}: |t| of the raw timings and of each crop",
        f"{env['python_implementation']} {env['python_version']} on {env['platform']} ({env['cpu_model']}, "
        f"{env['cpu_usable']} usable cores); perf_counter resolution {env['timer_resolution_ns']} ns; "
        f"seed {seed}",
        "at = the crop that diff and sens come from (where |t| is largest for a LEAK, else the most sensitive); "
        "diff ns = mean(class A) - mean(class B) there; sens ns = the smallest difference |t| there would have "
        "flagged; sens/call = sens / the median call",
        f"inconclusive = no leak seen, but fewer than the requested samples (the --time cap) or a sens above "
        f"{DETECT_FRACTION:.0%} of a call (the difference a test exists to catch)",
        EXIT_STATUS,
    ]
    for line in header:
        print(line, file=err if args.json == "-" else out)
    results: list[Result] = []
    started = time.perf_counter()
    total = sum(name in test.implementations for name in names for test in tests)
    step = 0
    for name in IMPLEMENTATIONS:
        if name not in names:
            continue
        nacl = importlib.import_module(f"tweetnacl.{name}")
        samples = args.samples or DEFAULT_SAMPLES[name]
        for test in tests:
            if name not in test.implementations:
                continue
            step += 1
            prefix = f"[{step}/{total}] {name} {test.name}"
            if not args.quiet:
                print(f"{prefix}: {test.classes}", file=err, flush=True)
            rng = random.Random(f"{seed}:{name}:{test.name}")
            test_started = time.perf_counter()
            last_report = [test_started]

            def progress(count: int, prefix: str = prefix, last: list[float] = last_report) -> None:
                now = time.perf_counter()
                if not args.quiet and now - last[0] >= 5:
                    last[0] = now
                    print(f"{prefix}: {count}/{samples} per class ({now - started:.0f} s)", file=err, flush=True)

            try:
                function, make = test.setup(nacl, rng)
                a, b = measure(function, make, samples, args.time, rng, progress=progress)
                result = Result(name, test, analyze(a, b), time.perf_counter() - test_started, requested=samples)
            except Exception as exc:  # a test that cannot run is reported, the others still run
                result = Result(name, test, None, time.perf_counter() - test_started, f"{type(exc).__name__}: {exc}",
                                requested=samples)
            results.append(result)
            if not args.quiet:
                print(f"{prefix}: {result.verdict()} (max |t| "
                      f"{_format_t(result.analysis.max_t) if result.analysis else '-'}, "
                      f"{result.seconds:.0f} s)", file=err, flush=True)
    data = {"environment": env, "seed": seed, "threshold": THRESHOLD, "crop_percentiles": list(CROP_PERCENTILES),
            "results": [r.to_json() for r in results], "not_tested": list(NOT_TESTED),
            "total_seconds": round(time.perf_counter() - started, 1)}
    bench.write_output(out, args.json, data, lambda: "\n".join(render(results)) + "\n")
    if any(r.analysis is None or r.analysis.leak for r in results):
        return EXIT_LEAK
    return EXIT_INCONCLUSIVE if any(r.inconclusive for r in results) else EXIT_OK


def build_parser(prog: str = "python -m tweetnacl leakcheck") -> argparse.ArgumentParser:
    """The parser of `main`: the options of `add_arguments`, described by the package docstring's first paragraph."""
    from tweetnacl import leakcheck

    return bench.standalone_parser(prog, leakcheck, add_arguments)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m tweetnacl.leakcheck [options]` (the same as `python -m tweetnacl leakcheck [options]`)."""
    parser = build_parser()
    args = parser.parse_args(None if argv is None else list(argv))
    return run(args, parser)

