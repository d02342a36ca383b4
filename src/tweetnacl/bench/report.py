"""The benchmark's output: the aligned text table or the Markdown one, with its header and notes, and the JSON.

The table has one row per operation and, per implementation, ops/s (completed calls per second) and MB/s
(10^6 message bytes per second), then the speed ratios of `RATIOS`, each "fast/X" = fast's ops/s divided by X's
(above 1x fast is faster; 0.25x: X is 4 times faster), when both columns are in the table: fast/reference,
fast/libsodium (what a user choosing between this and PyNaCl wants), fast/kyber-py (the other pure-Python ML-KEM),
fast/nacl-fast.js and fast/libsodium.js (libsodium where PyNaCl does not reach), and, when the noble column is in
the table, fast/fastest JS (`FASTEST_JS`: against the fastest pure-JS column of each row, which the cell names). The
header says where and how the numbers were made (and which TweetNaCl.js, noble, libsodium.js, kyber-py and node ran
the optional columns); the notes say what "n/a" (compacted to "every other row" for a column that has only a few
rows, `COMPACT_NA`), "skipped", "-", "error" and "!" mean in this table, and which rows the TweetNaCl.js columns ran a stand-in on (`operations.StandIn`: their ratio compares
two operations). The JSON (schema "tweetnacl-bench/1", read by tools/bench_charts.py) holds the same numbers and
their context.

Secrets: this module only formats measurements (of public and secret sample inputs alike) and never asserts a
speed.
"""

from __future__ import annotations

import platform
from collections.abc import Sequence
from typing import Any

from tweetnacl.bench.backends import Backend
from tweetnacl.bench.measure import HAS_TRACEMALLOC, PROBE_FRACTION, WARMUP_LIMIT, WARMUP_MIN_CALLS, WARMUP_TOLERANCE, WARMUP_WINDOW, Cell, Row, Settings
from tweetnacl.bench.operations import MB
from tweetnacl.bench.kyberpy import NAME as KYBER_PY
from tweetnacl.bench.libsodiumjs import NAME as LIBSODIUM_JS
from tweetnacl.bench.noble import NAME as NOBLE
from tweetnacl.bench.tweetnacljs import BUILDS

RATIOS = (("fast", "reference"), ("fast", "libsodium"), ("fast", KYBER_PY), ("fast", "nacl-fast.js"),
          ("fast", LIBSODIUM_JS))
"""The ratio columns, (numerator, denominator): numerator's speed divided by denominator's, each shown when both
columns are in the table."""
JS_COLUMNS = (*BUILDS, NOBLE)
"""The pure-JS columns under node (TweetNaCl.js's two builds, noble), among which fast/fastest JS picks; libsodium.js
runs under node too, but it is C compiled to WebAssembly, and has its own ratio."""
COMPACT_NA = 8
"""A column that is "n/a" on more rows than this for one reason, and measured on some (kyber-py, libsodium.js), has
that reason's note say "every other row" (after its other reasons) instead of listing them."""
FASTEST_JS = "fastest JS"
"""The last ratio column, shown when the noble column is in the table: fast over the fastest JS column of each row
(the cell names it), so that a row compares with the best pure-JS library rather than a fixed one."""

__all__ = [
    "COMPACT_NA", "FASTEST_JS", "JS_COLUMNS", "RATIOS", "fastest_js", "footnotes", "format_rate", "format_ratio", "header_lines", "memory_lines", "render_markdown_table",
    "render_report", "render_text_table", "results_to_json", "table_rows",
]


def format_rate(value: float | None) -> str:
    """Three significant digits, thousands separated: 12,345 / 123 / 12.3 / 1.23 / 0.0123."""
    if value is None:
        return ""
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3g}"


def format_ratio(value: float | None) -> str:
    """A speed ratio: 1,234x / 12x / 2.0x / 0.45x / 0.017x, or "-" when there is none."""
    if value is None:
        return "-"
    if value >= 10:
        return f"{value:,.0f}x"
    if value >= 1:
        return f"{value:.1f}x"
    return f"{value:.2f}x" if value >= 0.1 else f"{value:.2g}x"


def ratio_columns(names: Sequence[str]) -> list[tuple[str, str]]:
    """The RATIOS whose two columns are both in the table."""
    return [(top, bottom) for top, bottom in RATIOS if top in names and bottom in names]


def _shows_fastest_js(names: Sequence[str]) -> bool:
    return "fast" in names and NOBLE in names


def fastest_js(row: Row, names: Sequence[str]) -> tuple[str, float] | None:
    """(the JS column that was fastest on this row, fast's speed over its speed), or None when fast or every JS
    column has no measurement on the row."""
    timed = [(cell.seconds_per_call, name) for name in names if name in JS_COLUMNS
             for cell in [row.cells.get(name)] if cell is not None and cell.status == "ok" and cell.seconds_per_call]
    if not timed:
        return None
    name = min(timed)[1]
    ratio = row.ratio("fast", name)
    return None if ratio is None else (name, ratio)


def _ratio_labels(names: Sequence[str]) -> list[tuple[str, str]]:
    """The ratio columns of the table, (numerator, denominator's label): RATIOS, then fast/fastest JS."""
    return ratio_columns(names) + ([("fast", FASTEST_JS)] if _shows_fastest_js(names) else [])


def _cell_texts(cell: Cell | None, size: int | None, max_call: float) -> tuple[str, str]:
    """(ops/s text, MB/s text) of one cell."""
    if cell is None:
        return "", ""
    if cell.status == "ok":
        flag = " !" if cell.mismatch else ""
        return format_rate(cell.ops_per_second()) + flag, format_rate(cell.mb_per_second(size))
    if cell.status == "skipped":
        return f"skipped (>{max_call:g}s)", ""
    if cell.status == "not run":
        return "-", ""
    return cell.status, ""


def table_rows(rows: Sequence[Row], names: Sequence[str], max_call: float) -> tuple[list[str], list[list[str]]]:
    """Header and body cells of the main table: op, then ops/s and MB/s per implementation, then the ratio."""
    header = ["op"]
    for name in names:
        header += [f"{name} ops/s", f"{name} MB/s"]
    ratios = ratio_columns(names)
    header += [f"{top}/{bottom}" for top, bottom in _ratio_labels(names)]
    body = []
    for row in rows:
        line = [row.op.name]
        for name in names:
            line += list(_cell_texts(row.cells.get(name), row.op.size, max_call))
        line += [format_ratio(row.ratio(top, bottom)) for top, bottom in ratios]
        if _shows_fastest_js(names):
            fastest = fastest_js(row, names)
            line.append("-" if fastest is None else f"{fastest[0]} {format_ratio(fastest[1])}")
        body.append(line)
    return header, body


def render_text_table(body: Sequence[Sequence[str]], names: Sequence[str]) -> str:
    """An aligned table, numbers right-aligned, under a two-line header: each implementation's name centred
    over its ops/s and MB/s columns, each ratio's "fast/" over its denominator."""
    ratios = _ratio_labels(names)
    units = ["op"] + ["ops/s", "MB/s"] * len(names) + [bottom for _, bottom in ratios]
    widths = [max([len(unit)] + [len(line[i]) for line in body]) for i, unit in enumerate(units)]
    for index, name in enumerate(names):  # a long name widens its ops/s column
        left, right = 1 + 2 * index, 2 + 2 * index
        widths[left] += max(0, len(name) - (widths[left] + 2 + widths[right]))

    def join(cells: Sequence[str]) -> str:
        return "  ".join(
            text.ljust(width) if index == 0 else text.rjust(width)
            for index, (text, width) in enumerate(zip(cells, widths))
        ).rstrip()

    spans = [" " * widths[0]]
    spans += [name.center(widths[1 + 2 * i] + 2 + widths[2 + 2 * i]) for i, name in enumerate(names)]
    spans += [f"{top}/".rjust(widths[1 + 2 * len(names) + i]) for i, (top, _) in enumerate(ratios)]
    lines = ["  ".join(spans).rstrip(), join(units), "  ".join("-" * width for width in widths)]
    lines += [join(line) for line in body]
    return "\n".join(lines)


def render_markdown_table(header: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    """A GitHub Markdown table (numbers right-aligned)."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join([" --- "] + [" ---: "] * (len(header) - 1)) + "|"]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in line) + " |" for line in body]
    return "\n".join(lines)


def memory_lines(rows: Sequence[Row], names: Sequence[str]) -> list[str]:
    """Peak memory of one call per --large operation: bytes and multiple of the message size."""
    out = []
    for row in rows:
        parts = []
        for name in names:
            cell = row.cells.get(name)
            if cell is None or not row.op.size or (cell.peak_bytes is None and cell.peak_rss_bytes is None):
                continue
            if cell.peak_bytes is None:
                text = f"{name} (no tracemalloc)"
            else:
                text = f"{name} {cell.peak_bytes / MB:,.1f} MB = {cell.peak_bytes / row.op.size:.2f}x message"
            if cell.peak_rss_bytes is not None:
                text += f" (RSS +{cell.peak_rss_bytes / MB:,.1f} MB = {cell.peak_rss_bytes / row.op.size:.2f}x)"
            parts.append(text)
        if parts:
            out.append(f"{row.op.name}: " + "; ".join(parts))
    return out


def header_lines(env: dict[str, Any], settings: Settings, names: Sequence[str], jit: bool = False) -> list[str]:
    """Machine, Python, date and method, one fact per line."""
    cores = f"{env['cpu_count']} cores" if env["cpu_usable"] in (None, env["cpu_count"]) else (
        f"{env['cpu_count']} cores, {env['cpu_usable']} usable"
    )
    lines = [
        f"tweetnacl {env['tweetnacl_version']} benchmark, {env['date']}",
        f"machine: {env['cpu_model']} ({cores}), {env['platform']}",
        f"python: {env['python_implementation']} {env['python_version']} ({env['python_build']})",
    ]
    if "libsodium" in names:
        lines.append(f"libsodium: through PyNaCl {env['pynacl_version']} (nacl.bindings)")
    if any(build in names for build in BUILDS) and env.get("tweetnacl_js"):
        lines.append(f"{env['tweetnacl_js']}; outputs checked equal to tweetnacl.fast's, timed by node's clock")
    if NOBLE in names and env.get("noble"):
        lines.append(f"{env['noble']}; outputs checked equal to tweetnacl.fast's, timed by node's clock")
    if LIBSODIUM_JS in names and env.get("libsodium_js"):
        lines.append(f"{env['libsodium_js']}; on the rows whose function PyNaCl does not expose, outputs checked equal "
                     "to tweetnacl.fast's, timed by node's clock")
    if KYBER_PY in names and env.get("kyber_py"):
        lines.append(env["kyber_py"])
    lines.append(
        f"method: best of {settings.rounds} interleaved rounds, each calibrated to last ~{settings.time_budget:g} s "
        f"(at least 1 call); ops/s = calls per second; MB/s = 10^6 message bytes per second"
    )
    if jit:
        lines.append(
            f"warm-up (JIT: PyPy, node): each op first runs in batches until the best of the last "
            f"{WARMUP_WINDOW} is within {WARMUP_TOLERANCE:.0%} of the best of the {WARMUP_WINDOW} before after at least "
            f"{WARMUP_MIN_CALLS:,} calls, or {WARMUP_LIMIT:g} s"
        )
    ratios = _ratio_labels(names)
    if ratios:
        lines.append(
            f"ratios: fast/X = fast's ops/s divided by X's ({', '.join(f'{a}/{b}' for a, b in ratios)}): "
            f"2.0x = fast is twice as fast as X, 0.25x = X is 4 times as fast as fast"
        )
    if _shows_fastest_js(names):
        lines.append(f"fast/{FASTEST_JS}: against the fastest of the JS columns "
                     f"({', '.join(n for n in names if n in JS_COLUMNS)}) on each row, named in the cell")
    return lines


def footnotes(rows: Sequence[Row], backends: Sequence[Backend], settings: Settings) -> list[str]:
    """What "n/a", "skipped", "error" and "!" mean in this particular table."""
    notes: list[str] = []
    missing_by_reasons: dict[str, list[str]] = {}  # what is missing -> the columns it is missing from
    statuses = {(name, cell.status) for row in rows for name, cell in row.cells.items()}
    shown = {row.op.name for row in rows}
    for backend in backends:
        missing: dict[str, list[str]] = {}  # reason -> the operations it explains
        measured = False
        for row in rows:
            cell = row.cells.get(backend.name)
            if cell is not None and cell.status == "n/a":
                ops = missing.setdefault(cell.reason, [])
                if row.op.name.split()[0] not in ops:
                    ops.append(row.op.name.split()[0])
            elif cell is not None:
                measured = True
        if missing:
            where = "PyNaCl's nacl.bindings" if backend.name == "libsodium" else backend.name
            largest = max(missing, key=lambda reason: len(missing[reason]))
            compact = len(missing[largest]) > COMPACT_NA and bool(measured)
            listed = [(reason, ops) for reason, ops in missing.items() if not compact or reason != largest]
            reasons = "; ".join([f"{reason} ({', '.join(ops)})" for reason, ops in listed]
                                + ([f"{largest} (every other row)"] if compact else []))
            missing_by_reasons.setdefault(reasons, []).append(where)
        notes += [f"{backend.name} {op_name}: {text}" for op_name, text in backend.notes if op_name in shown]
    # columns that lack the same operations (nacl.js and nacl-fast.js) share one line
    notes[:0] = [f"n/a: {' and '.join(where)} offer{'' if len(where) > 1 else 's'} {reasons}"
                 for reasons, where in missing_by_reasons.items()]
    for row in rows:
        stand_ins = [name for name, cell in row.cells.items() if cell.stand_in is not None]
        if stand_ins and row.op.js_stand_in is not None:
            notes.append(
                f"{row.op.name}: {' and '.join(stand_ins)} run {row.op.js_stand_in.op.name} ({row.op.js_stand_in.why}), "
                f"outputs checked equal to tweetnacl.fast's {row.op.js_stand_in.op.name}; fast/nacl-fast.js on this "
                f"row is fast's {row.op.name} against nacl-fast.js's {row.op.js_stand_in.op.name}"
            )
    if any(status == "skipped" for _, status in statuses):
        notes.append(
            f"skipped (>{settings.max_call:g}s): one call, timed on a smaller message (1/{PROBE_FRACTION} of it, "
            f"16 KiB to 256 KiB) and scaled linearly, would exceed --max-call {settings.max_call:g} s"
        )
    if any(status == "not run" for _, status in statuses):
        notes.append("-: the 64 MiB variants (--large) run on fast and libsodium only, the --sizes variants on "
                     "fast, libsodium and the JS columns")
    for row in rows:
        for name, cell in row.cells.items():
            if cell.status == "error":
                notes.append(f"error: {row.op.name} on {name}: {cell.reason}")
            if cell.mismatch:
                notes.append(f"!: {row.op.name} on {name}: output differs from the other implementations")
    fewer = sum(1 for row in rows for cell in row.cells.values() if cell.status == "ok" and cell.rounds < settings.rounds)
    if fewer:
        notes.append(
            f"{fewer} {'cell' if fewer == 1 else 'cells'} had fewer than {settings.rounds} rounds: "
            f"an implementation stops after "
            f"{2 * settings.rounds * settings.time_budget:g} s on one op (at least 1 call; rounds per cell in --json)"
        )
    return notes


def results_to_json(
    rows: Sequence[Row], env: dict[str, Any], settings: Settings, names: Sequence[str], total_seconds: float
) -> dict[str, Any]:
    """Everything in the table and its context, for machines (schema version 1)."""
    return {
        "schema": "tweetnacl-bench/1",
        "environment": env,
        "settings": {
            "rounds": settings.rounds,
            "time_per_measurement_s": settings.time_budget,
            "max_call_s": settings.max_call,
            "measure_memory": settings.measure_memory,
            "memory_method": (
                ("peak_memory_bytes: tracemalloc peak during one call" if HAS_TRACEMALLOC
                 else "peak_memory_bytes: not measured (this interpreter has no tracemalloc)")
                + "; peak_rss_growth_bytes: VmHWM - VmRSS around one call after resetting VmHWM (Linux)"
            ) if settings.measure_memory else None,
            "implementations": list(names),
        },
        "units": {"ops_per_s": "calls per second", "mb_per_s": "10^6 message bytes per second"},
        "results": [
            {
                "op": row.op.name,
                "message_bytes": row.op.size,
                "implementations": {name: cell.to_json(row.op.size) for name, cell in row.cells.items()},
                "fast_over_reference": row.ratio(),
                "ratios": {f"{top}/{bottom}": row.ratio(top, bottom) for top, bottom in ratio_columns(names)},
                **({"fastest_js": _fastest_js_json(row, names)} if _shows_fastest_js(names) else {}),
            }
            for row in rows
        ],
        "total_seconds": total_seconds,
    }


def _fastest_js_json(row: Row, names: Sequence[str]) -> dict[str, Any] | None:
    fastest = fastest_js(row, names)
    return None if fastest is None else {"implementation": fastest[0], f"fast/{FASTEST_JS}": fastest[1]}


def render_report(
    rows: Sequence[Row], env: dict[str, Any], settings: Settings, backends: Sequence[Backend], total_seconds: float,
    markdown: bool,
) -> str:
    """The whole report: header, table, peak memory (--large), notes and total time, as text or Markdown."""
    names = [b.name for b in backends]
    jit = any(b.jit for b in backends)
    absent = [] if any(build in names for build in BUILDS) or not env.get("tweetnacl_js") else [env["tweetnacl_js"]]
    if env.get("libsodium_absent"):
        absent.insert(0, env["libsodium_absent"])
    absent += [] if NOBLE in names or not env.get("noble") else [env["noble"]]
    absent += [] if LIBSODIUM_JS in names or not env.get("libsodium_js") else [env["libsodium_js"]]
    absent += [] if KYBER_PY in names or not env.get("kyber_py") else [env["kyber_py"]]
    # Large rows go to the table with the others (MB/s side by side with 1 MiB shows linearity).
    header, body = table_rows(rows, names, settings.max_call)
    report: list[str] = []
    if markdown:
        report += [f"- {line}" for line in header_lines(env, settings, names, jit)]
        report += ["", render_markdown_table(header, body), ""]
        report += [f"- {line}" for line in memory_lines(rows, names)]
        report += [f"- {line}" for line in absent + footnotes(rows, backends, settings)]
        report.append(f"- total time: {total_seconds:.0f} s")
    else:
        report += header_lines(env, settings, names, jit)
        report += ["", render_text_table(body, names), ""]
        memory = memory_lines(rows, names)
        if memory:
            report.append("peak memory of one call: tracemalloc peak (Python allocations), and in parentheses the growth")
            report.append("of the peak resident set (all allocations, Linux); MB = 10^6 bytes:")
            if not HAS_TRACEMALLOC:
                report.append(f"  (this interpreter, {platform.python_implementation()}, has no tracemalloc: "
                              "only the resident set growth is measured)")
            report += [f"  {line}" for line in memory]
        report += [f"note: {line}" for line in absent + footnotes(rows, backends, settings)]
        report.append(f"total time: {total_seconds:.0f} s")
    return "\n".join(report).rstrip() + "\n"
