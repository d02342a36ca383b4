"""Charts of the performance page from `python -m tweetnacl bench --json` output.

    python -m tweetnacl bench --sizes --large --rounds 3 --json docs/charts/bench.json
    python tools/bench_charts.py docs/charts/bench.json --out docs/charts

writes two SVG files:
- `ops.svg`: operations per second of reference, fast and libsodium for every operation of the main table (the rows
  the reference runs on), on a log scale: the implementations differ by orders of magnitude;
- `throughput.svg`: for every operation measured at three or more message sizes (`--sizes`, `--large`), the time of
  one call against the message size (log-log, with a slope-1 line: linear time) and the throughput (MB/s).

Only what the JSON holds is drawn: a row added to the benchmark shows up at the next run. Needs matplotlib (the
`docs` extra). The SVGs are reproducible: no date, a fixed hash salt.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # files only, no display
import matplotlib.pyplot as plt  # noqa: E402

IMPLEMENTATIONS = ("reference", "fast", "libsodium")
COLOURS = {"reference": "#8c8c8c", "fast": "#1f77b4", "libsodium": "#d62728"}
SVG_METADATA = {"Date": None, "Creator": "tools/bench_charts.py"}


def _ok(cell: dict[str, Any] | None) -> bool:
    return cell is not None and cell.get("status") == "ok"


def _subtitle(data: dict[str, Any]) -> str:
    env = data.get("environment", {})
    parts = [f"{env.get('python_implementation', '')} {env.get('python_version', '')}".strip(),
             f"{env.get('cpu_model', '')}, {env.get('cpu_count', '?')} cores" if env.get("cpu_model") else "",
             f"PyNaCl {env['pynacl_version']}" if env.get("pynacl_version") else "", str(env.get("date", ""))[:10]]
    return ", ".join(str(part) for part in parts if part)


def ops_chart(data: dict[str, Any], path: Path) -> None:
    """Horizontal bars: ops/s per operation and implementation, log scale."""
    rows = [row for row in data["results"]
            if row["implementations"].get("reference", {}).get("status") != "not run"]
    names = [row["op"] for row in rows]
    shown = [name for name in IMPLEMENTATIONS if any(_ok(row["implementations"].get(name)) for row in rows)]
    height = 0.8 / max(1, len(shown))
    fig, ax = plt.subplots(figsize=(9, 0.42 * len(rows) + 1.6))
    for index, name in enumerate(shown):
        positions, values = [], []
        for position, row in enumerate(rows):
            cell = row["implementations"].get(name)
            if _ok(cell):
                positions.append(position + (index - (len(shown) - 1) / 2) * height)
                values.append(cell["ops_per_s"])
        ax.barh(positions, values, height=height, color=COLOURS.get(name), label=name)
    ax.set_xscale("log")
    ax.set_yticks(range(len(rows)), names)
    ax.invert_yaxis()  # the benchmark's order, top to bottom
    ax.set_xlabel("operations per second (log scale; higher is faster)")
    ax.set_title(f"tweetnacl bench: operations per second\n{_subtitle(data)}", fontsize=10)
    ax.grid(axis="x", which="major", alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, format="svg", metadata=SVG_METADATA)
    plt.close(fig)


def _series(data: dict[str, Any]) -> dict[tuple[str, str], list[tuple[int, float, float]]]:
    """(operation, implementation) -> [(message bytes, seconds per call, MB/s)] over three or more sizes."""
    points: dict[tuple[str, str], list[tuple[int, float, float]]] = defaultdict(list)
    for row in data["results"]:
        size = row.get("message_bytes")
        if not size:
            continue
        operation = row["op"].split()[0]
        for name, cell in row["implementations"].items():
            if _ok(cell) and cell.get("mb_per_s"):
                points[(operation, name)].append((size, cell["seconds_per_call"], cell["mb_per_s"]))
    return {key: sorted(values) for key, values in points.items() if len({size for size, _, _ in values}) >= 3}


def _size_label(size: float) -> str:
    for unit, factor in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= factor:
            return f"{size / factor:g} {unit}"
    return f"{size:g} B"


def throughput_chart(data: dict[str, Any], path: Path) -> None:
    """Time per call (log-log) and MB/s against message size, per operation and implementation."""
    series = _series(data)
    if not series:
        raise SystemExit("no operation was measured at three or more message sizes: run the bench with --sizes")
    operations = sorted({operation for operation, _ in series})
    colours = dict(zip(operations, ("#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2")))
    line_styles = {"fast": ("-", "o"), "libsodium": ("--", "s"), "reference": (":", "^")}
    fig, (time_ax, rate_ax) = plt.subplots(1, 2, figsize=(11, 4.8))
    sizes = sorted({size for values in series.values() for size, _, _ in values})
    for (operation, name), values in sorted(series.items()):
        xs = [size for size, _, _ in values]
        linestyle, marker = line_styles.get(name, ("-.", "x"))
        style = {"color": colours.get(operation, "black"), "marker": marker, "linestyle": linestyle}
        time_ax.plot(xs, [seconds for _, seconds, _ in values], label=f"{operation} ({name})", **style)
        rate_ax.plot(xs, [rate for _, _, rate in values], label=f"{operation} ({name})", **style)
    # Linear time is a line of slope 1 on log-log axes: one through the largest fast measurement, for the eye.
    fast_points = [point for (_, name), values in series.items() if name == "fast" for point in values]
    if fast_points:
        size, seconds, _ = max(fast_points)
        time_ax.plot([sizes[0], sizes[-1]], [seconds * sizes[0] / size, seconds * sizes[-1] / size], color="black",
                     linestyle=":", linewidth=1, label="linear time (slope 1)")
    for ax in (time_ax, rate_ax):
        ax.set_xscale("log", base=2)
        ax.set_xticks(sizes, [_size_label(size) for size in sizes], rotation=45)
        ax.minorticks_off()
        ax.set_xlabel("message size")
        ax.grid(alpha=0.3)
    time_ax.set_yscale("log")
    time_ax.set_ylabel("seconds per call (log scale)")
    time_ax.set_title("time of one call grows linearly", fontsize=10)
    rate_ax.set_yscale("log")
    rate_ax.set_ylabel("MB/s (10^6 bytes per second, log scale)")
    rate_ax.set_title("throughput: flat once call overhead is paid", fontsize=10)
    rate_ax.legend(fontsize=7, loc="lower right")
    time_ax.legend(fontsize=7, loc="upper left")
    fig.suptitle(f"tweetnacl bench: message size\n{_subtitle(data)}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, format="svg", metadata=SVG_METADATA)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("json_file", type=Path, help="output of python -m tweetnacl bench --json FILE")
    parser.add_argument("--out", type=Path, default=Path("docs/charts"), help="directory for the SVGs")
    args = parser.parse_args(argv)
    data = json.loads(args.json_file.read_text(encoding="utf-8"))
    if data.get("schema") != "tweetnacl-bench/1":
        parser.error(f"{args.json_file}: not tweetnacl-bench/1 output (schema {data.get('schema')!r})")
    plt.rcParams["svg.hashsalt"] = "tweetnacl"  # stable ids: a re-run on the same data changes nothing
    args.out.mkdir(parents=True, exist_ok=True)
    ops_chart(data, args.out / "ops.svg")
    throughput_chart(data, args.out / "throughput.svg")
    print(f"wrote {args.out / 'ops.svg'} and {args.out / 'throughput.svg'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
