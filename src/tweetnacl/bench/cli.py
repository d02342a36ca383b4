"""The benchmark's command line: `python -m tweetnacl bench [options]` and `python -m tweetnacl.bench [options]`.

`add_arguments` and `run` are what `tweetnacl.__main__` mounts as the `bench` command; `build_parser` and
`main` make the stand-alone command. `run` measures the selected rows on the chosen columns (the TweetNaCl.js ones
when node and the npm package are found, `tweetnacl.bench.tweetnacljs`, and noble's when node and its three
packages are, `tweetnacl.bench.noble`, libsodium.js's when node and libsodium-wrappers-sumo are,
`tweetnacl.bench.libsodiumjs`, and kyber-py's when `kyber_py` is importable, `tweetnacl.bench.kyberpy`; else a
one-line note says why they are absent), shows progress on stderr,
and writes the report (or the JSON) to stdout; its exit status is 1 when a cell failed or disagreed (a JS output
that differs from ours is such a failure).
`standalone_parser` and `write_output` are the parts of a command line that the leakcheck command shares.

Secrets: the command measures public and secret sample inputs alike and never asserts a speed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import types
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from tweetnacl.bench.backends import IMPLEMENTATION_NAMES, Backend, libsodium_backend, tweetnacl_backend
from tweetnacl.bench import kyberpy, libsodiumjs, noble
from tweetnacl.bench.tweetnacljs import BUILDS, INSTALL_HINT, JsColumns, start_columns
from tweetnacl.bench.machine import environment
from tweetnacl.bench.measure import DEFAULT_MAX_CALL, DEFAULT_ROUNDS, DEFAULT_TIME, Settings, measure_row
from tweetnacl.bench.operations import select_ops
from tweetnacl.bench.report import render_report, results_to_json

__all__ = [
    "Progress", "add_arguments", "build_parser", "main", "positive_float", "positive_int", "run", "standalone_parser",
    "write_output",
]


class Progress:
    """One line on stderr, rewritten in place on a terminal (a line per operation otherwise)."""

    def __init__(self, stream: TextIO, enabled: bool = True) -> None:
        self._stream = stream
        self._enabled = enabled
        self._tty = enabled and hasattr(stream, "isatty") and stream.isatty()
        self._width = 0

    def show(self, text: str, final: bool = False) -> None:
        """Replace the progress line (terminal) or print the finished step (log)."""
        if not self._enabled:
            return
        if self._tty:
            padding = max(0, self._width - len(text))
            self._stream.write("\r" + text + " " * padding)
            self._width = len(text)
        elif final:
            self._stream.write(text + "\n")
        self._stream.flush()

    def clear(self) -> None:
        """Erase the progress line (terminal), before the report is written."""
        if self._tty and self._width:
            self._stream.write("\r" + " " * self._width + "\r")
            self._stream.flush()
            self._width = 0


def positive_float(text: str) -> float:
    """An argparse type: a finite positive number of seconds (else a usage error)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < float("inf"):  # also refuses nan
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {text!r}")
    return value


def positive_int(text: str) -> int:
    """An argparse type: an integer of at least 1 (else a usage error)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {text!r}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `python -m tweetnacl bench`."""
    parser.add_argument("--only", metavar="NAMES", help="comma-separated columns among "
                        f"{','.join(IMPLEMENTATION_NAMES)} (default: all; libsodium when PyNaCl is importable, "
                        "nacl.js and nacl-fast.js when node and the npm package tweetnacl are found, noble when node and "
                        "@noble/ciphers, @noble/curves and @noble/hashes are, libsodium.js when node and the npm package "
                        "libsodium-wrappers-sumo are, kyber-py when kyber_py is importable)")
    parser.add_argument("--tweetnacl-js", metavar="DIR", help="the npm package tweetnacl for the TweetNaCl.js "
                        "columns: its folder, or a folder holding node_modules/tweetnacl (default ./node_modules; "
                        f"install: {INSTALL_HINT})")
    parser.add_argument("--noble", metavar="DIR", help="the npm packages @noble/ciphers, @noble/curves and "
                        "@noble/hashes (2.x) for the noble column: a folder holding node_modules/@noble "
                        f"(default ./node_modules; install: {noble.INSTALL_HINT})")
    parser.add_argument("--libsodium-js", metavar="DIR", help="the npm package libsodium-wrappers-sumo (libsodium "
                        f"{libsodiumjs.SODIUM_VERSION} in WebAssembly) for the libsodium.js column, on the rows whose "
                        "function PyNaCl does not expose: a folder holding node_modules/libsodium-wrappers-sumo "
                        f"(default ./node_modules; install: {libsodiumjs.INSTALL_HINT})")
    parser.add_argument("--ops", metavar="PATTERN", help="comma-separated operation filters: fnmatch pattern "
                        "('sign*') or substring ('1KiB'), case-insensitive; see --list-ops")
    parser.add_argument("--rounds", type=positive_int, default=DEFAULT_ROUNDS,
                        help=f"rounds per implementation, best one reported (default {DEFAULT_ROUNDS})")
    parser.add_argument("--time", type=positive_float, default=DEFAULT_TIME, metavar="SECONDS",
                        help=f"target duration of one measurement (default {DEFAULT_TIME:g})")
    parser.add_argument("--max-call", type=positive_float, default=DEFAULT_MAX_CALL, metavar="SECONDS",
                        help="skip a large-message call predicted to last longer than this "
                        f"(default {DEFAULT_MAX_CALL:g}; it decides whether the reference runs the 1 MiB ops)")
    parser.add_argument("--large", action="store_true", help="add 64 MiB stream_xor/onetimeauth/secretbox on fast "
                        "and libsodium, with the peak memory of one call")
    parser.add_argument("--sizes", action="store_true", help="add stream_xor/onetimeauth/secretbox at 64 B, 16 KiB, "
                        "256 KiB and 4 MiB on fast and libsodium: throughput against message size")
    parser.add_argument("--json", metavar="FILE", help="also write machine-readable results to FILE ('-': stdout, "
                        "instead of the table)")
    parser.add_argument("--markdown", action="store_true", help="print the report as Markdown: its facts as a list, "
                        "then the table (the form of docs/performance.md's tables)")
    parser.add_argument("--list-ops", action="store_true", help="list the operations and exit")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def _choose_backends(
    only: str | None, parser: argparse.ArgumentParser, tweetnacl_js: str | None, noble_dir: str | None = None,
    libsodium_js_dir: str | None = None, op_names: Iterable[str] = (),
) -> tuple[list[Backend], list[tuple[str, JsColumns]]]:
    """The columns in table order, and the optional columns started for them, by env key ("tweetnacl_js", "noble",
    "libsodium_js", "kyber_py"): none when none was wanted. kyber-py, which has only the ML-KEM-768 rows, comes
    unasked only when one of them is among `op_names`."""
    if only:
        names = [n.strip() for n in only.split(",") if n.strip()]
        unknown = [n for n in names if n not in IMPLEMENTATION_NAMES]
        if unknown or not names:
            parser.error(f"--only: unknown implementation {', '.join(unknown) or '(none)'}; "
                         f"choose among {','.join(IMPLEMENTATION_NAMES)}")
        explicit = True
    else:
        names, explicit = list(IMPLEMENTATION_NAMES), False
    wanted_js = tuple(build for build in BUILDS if build in names)
    started: list[tuple[str, JsColumns]] = []
    if wanted_js:
        started.append(("tweetnacl_js", start_columns(tweetnacl_js, wanted_js)))
    if noble.NAME in names:
        started.append(("noble", noble.start_column(noble_dir)))
    if libsodiumjs.NAME in names:
        started.append(("libsodium_js", libsodiumjs.start_column(libsodium_js_dir)))
    if kyberpy.NAME in names and (explicit or any(kyberpy.runs(name) for name in op_names)):
        started.append(("kyber_py", kyberpy.start_column()))
    optional = (*BUILDS, noble.NAME, libsodiumjs.NAME, kyberpy.NAME)
    for _, js in started:
        if explicit and not js.backends:
            for _, other in started:
                other.close()
            parser.error(f"--only {','.join(b for b in optional if b in names)}: {js.description}")
    js_backends = {b.name: b for _, js in started for b in js.backends}
    backends = []
    for name in IMPLEMENTATION_NAMES:  # table order is fixed, whatever the order asked
        if name not in names:
            continue
        if name in optional:
            if name in js_backends:
                backends.append(js_backends[name])
            continue
        if name == "libsodium":
            sodium = libsodium_backend()
            if sodium is None:
                if explicit:
                    parser.error("--only libsodium: PyNaCl is not importable (pip install pynacl)")
                continue
            backends.append(sodium)
        else:
            backends.append(tweetnacl_backend(name))
    return backends, started


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: TextIO = sys.stdout,
        err: TextIO = sys.stderr) -> int:
    """Run the benchmark described by parsed `args`; returns the exit status."""
    ops = select_ops(args.ops, args.large, args.sizes)
    if args.list_ops:
        for op in select_ops(None, True, True):
            print(op.describe() + ("  (--large)" if op.large else "  (--sizes)" if op.sweep else ""), file=out)
        return 0
    if not ops:
        known = ", ".join(op.name for op in select_ops(None, args.large, args.sizes))
        parser.error(f"--ops {args.ops!r} matches no operation; the operations are: {known}")
    backends, started_js = _choose_backends(args.only, parser, args.tweetnacl_js, args.noble, args.libsodium_js,
                                            [op.name for op in ops])
    names = [b.name for b in backends]
    settings = Settings(args.rounds, args.time, args.max_call, measure_memory=args.large)
    env = environment()
    if args.only is None and "libsodium" not in names:  # asked for by --only, its absence is a usage error instead
        env["libsodium_absent"] = ("libsodium: no column, PyNaCl is not importable "
                                   "(pip install pynacl, or the project's `bench` extra)")
    for key, js in started_js:
        env[key] = js.description
    progress = Progress(err, enabled=not args.quiet)

    started = time.perf_counter()
    rows = []
    try:
        for index, op in enumerate(ops, 1):
            prefix = f"[{index}/{len(ops)}] {op.name}"

            def show(text: str, prefix: str = prefix) -> None:
                progress.show(f"{prefix}: {text}  ({time.perf_counter() - started:.0f} s)")

            row = measure_row(op, backends, settings, show)
            rows.append(row)
            progress.show(f"{prefix}: done  ({time.perf_counter() - started:.0f} s)", final=True)
    finally:
        for _, js in started_js:
            js.close()
    progress.clear()
    total = time.perf_counter() - started

    data = results_to_json(rows, env, settings, names, total)
    write_output(out, args.json, data,
                 lambda: render_report(rows, env, settings, backends, total, markdown=args.markdown))
    failed = any(cell.status == "error" or cell.mismatch for row in rows for cell in row.cells.values())
    return 1 if failed else 0


def write_output(out: TextIO, json_to: str | None, data: dict[str, Any], report: Callable[[], str]) -> None:
    """A command's output (`bench`, `leakcheck`): the JSON `data` on `out` for `--json -`; else the text `report()`
    on `out`, and the JSON also in the file `json_to` when one is named."""
    if json_to == "-":
        json.dump(data, out, indent=2)
        out.write("\n")
    else:
        out.write(report())
        if json_to:
            with open(json_to, "w", encoding="utf-8") as file:
                json.dump(data, file, indent=2)
                file.write("\n")


def standalone_parser(
    prog: str, package: types.ModuleType, add_arguments: Callable[[argparse.ArgumentParser], None]
) -> argparse.ArgumentParser:
    """The stand-alone parser of a command package (`tweetnacl.bench`, `tweetnacl.leakcheck`): the options of its
    `add_arguments`, described by the first paragraph of the package's docstring (the command's description)."""
    doc = package.__doc__
    parser = argparse.ArgumentParser(prog=prog, description=doc.split("\n\n")[0] if doc else None)
    add_arguments(parser)
    return parser


def build_parser(prog: str = "python -m tweetnacl bench") -> argparse.ArgumentParser:
    """A stand-alone parser for the bench options (used by `main`)."""
    from tweetnacl import bench

    return standalone_parser(prog, bench, add_arguments)


def main(argv: Iterable[str] | None = None) -> int:
    """`python -m tweetnacl.bench [options]` (the same as `python -m tweetnacl bench [options]`)."""
    parser = build_parser()
    args = parser.parse_args(None if argv is None else list(argv))
    return run(args, parser)
