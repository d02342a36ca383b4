"""The benchmark's measurement: calibration by time, interleaved rounds, best of them, and the cross-check.

`measure_row` times one operation on every backend as the package docstring describes (each measurement
calibrated to the time budget with the cyclic garbage collector paused, as timeit does; rounds interleaved,
the first backend rotating; the best round kept; an early exit from the rotation after `2 * rounds * time`
seconds; a large message probed at a fraction of its size before it is run), checks the outputs against each
other and against known results, and for --large rows measures the peak memory of one call. A failing
implementation becomes an "error" cell, never an exception.

Secrets: the inputs, public and secret alike, are fixed sample bytes; this module only times them and never
asserts a speed.
"""

from __future__ import annotations

import collections
import dataclasses
import gc
import hashlib
import time
from collections.abc import Callable, Sequence
from typing import Any

from tweetnacl.bench.backends import Backend
from tweetnacl.bench.operations import KIB, MB, Call, NotAvailable, Op

try:
    import tracemalloc
except ImportError:  # PyPy has no tracemalloc: the Python allocation peak is then not measured (and the output says so)
    tracemalloc = None  # type: ignore[assignment]

__all__ = [
    "DEFAULT_MAX_CALL", "DEFAULT_ROUNDS", "DEFAULT_TIME", "HAS_TRACEMALLOC", "LARGE_THRESHOLD", "PROBE_FRACTION",
    "PROBE_MAX", "PROBE_MIN", "Cell", "Row", "Settings", "measure_row",
]

HAS_TRACEMALLOC = tracemalloc is not None
"""Whether this interpreter has tracemalloc (PyPy has not: only the resident set growth is measured there)."""

DEFAULT_ROUNDS = 5
DEFAULT_TIME = 0.1
DEFAULT_MAX_CALL = 12.0
"""The defaults of --rounds, --time and --max-call (seconds)."""
LARGE_THRESHOLD = 64 * KIB  # messages above this are probed at a fraction of their size before they are run
PROBE_FRACTION = 64
"""A message above LARGE_THRESHOLD is first timed at 1/PROBE_FRACTION of its size, within PROBE_MIN..PROBE_MAX."""
PROBE_MIN = 16 * KIB
PROBE_MAX = 256 * KIB  # a 64 MiB message is probed at 256 KiB: per-call overhead is negligible there already


def _time_calls(call: Call, count: int) -> float:
    """Seconds for `count` calls, with the cyclic garbage collector paused (as timeit does)."""
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        calls = range(count)
        start = time.perf_counter()
        for _ in calls:
            call()
        return time.perf_counter() - start
    finally:
        if gc_was_enabled:
            gc.enable()


def _digest(result: object) -> str:
    """A short fingerprint of a call's result, to compare implementations without keeping big outputs."""
    if isinstance(result, (bytes, bytearray)):
        return hashlib.sha256(result).hexdigest()[:16]
    return repr(result)


@dataclasses.dataclass
class Cell:
    """One implementation on one operation."""

    status: str  # "ok", "n/a", "skipped", "not run", "error"
    reason: str = ""
    seconds_per_call: float | None = None
    calls_per_round: int = 0
    rounds: int = 0
    digest: str | None = None
    mismatch: bool = False
    peak_bytes: int | None = None  # tracemalloc peak of one call
    peak_rss_bytes: int | None = None  # growth of the peak resident set during one call (Linux)
    _spent: float = 0.0
    _call: Call | None = dataclasses.field(default=None, repr=False)

    def ops_per_second(self) -> float | None:
        """Completed calls per second of the best round, or None when not measured."""
        return None if not self.seconds_per_call else 1.0 / self.seconds_per_call

    def mb_per_second(self, size: int | None) -> float | None:
        """10^6 message bytes per second for `size`-byte messages, or None (fixed-size inputs, not measured)."""
        ops = self.ops_per_second()
        return None if (size is None or ops is None) else ops * size / MB

    def to_json(self, size: int | None) -> dict[str, Any]:
        """The machine-readable form (see `tweetnacl.bench.report.results_to_json`)."""
        out: dict[str, Any] = {"status": self.status}
        if self.reason:
            out["reason"] = self.reason
        if self.status == "ok":
            out.update(
                seconds_per_call=self.seconds_per_call,
                ops_per_s=self.ops_per_second(),
                mb_per_s=self.mb_per_second(size),
                calls_per_round=self.calls_per_round,
                rounds=self.rounds,
                output_agrees=not self.mismatch,
            )
        if self.peak_bytes is not None:
            out["peak_memory_bytes"] = self.peak_bytes
            if size:
                out["peak_memory_per_message_byte"] = self.peak_bytes / size
        if self.peak_rss_bytes is not None:
            out["peak_rss_growth_bytes"] = self.peak_rss_bytes
            if size:
                out["peak_rss_growth_per_message_byte"] = self.peak_rss_bytes / size
        return out


@dataclasses.dataclass
class Row:
    """One operation with a cell per implementation."""

    op: Op
    cells: dict[str, Cell]

    def ratio(self, numerator: str = "fast", denominator: str = "reference") -> float | None:
        """fast speed / reference speed, when both were measured."""
        top, bottom = self.cells.get(numerator), self.cells.get(denominator)
        if top is None or bottom is None or top.status != "ok" or bottom.status != "ok":
            return None
        if not top.seconds_per_call or not bottom.seconds_per_call:
            return None
        return bottom.seconds_per_call / top.seconds_per_call


@dataclasses.dataclass
class Settings:
    """What the command line chose."""

    rounds: int = DEFAULT_ROUNDS
    time_budget: float = DEFAULT_TIME
    max_call: float = DEFAULT_MAX_CALL
    measure_memory: bool = False


def _calibrate(call: Call, budget: float) -> tuple[int, float, float]:
    """(calls per measurement, seconds of the slowest single call seen, seconds spent).

    The first call also warms up. Counts grow until a measurement lasts a fifth of the budget, then are
    scaled so that one measurement lasts about the budget. A single call longer than the budget gives 1.
    """
    first = _time_calls(call, 1)
    spent = first
    if first >= budget:
        return 1, first, spent
    count = 1
    elapsed = first
    while elapsed < budget / 5:
        count = max(count * 2, int(count * (budget / 5) / max(elapsed, 1e-9)))
        elapsed = _time_calls(call, count)
        spent += elapsed
    return max(1, round(count * budget / elapsed)), first, spent


def measure_row(
    op: Op,
    backends: Sequence[Backend],
    settings: Settings,
    progress: Callable[[str], None] = lambda text: None,
) -> Row:
    """Measure one operation on every backend, rounds interleaved; errors become cells, never exceptions."""
    cells: dict[str, Cell] = {}
    active: list[str] = []
    size = op.size if op.size is not None else 0
    for backend in backends:
        if (op.large or op.sweep) and backend.name == "reference":
            cells[backend.name] = Cell("not run", f"{'--large' if op.large else '--sizes'} runs fast and libsodium only")
            continue
        progress(f"{backend.name}: calibrating")
        try:
            prepared = op.prepare(backend, size)
            if op.size is not None and op.size > LARGE_THRESHOLD:
                probe_size = min(PROBE_MAX, max(PROBE_MIN, op.size // PROBE_FRACTION))
                probe = op.prepare(backend, probe_size)
                predicted = _time_calls(probe.call, 1) * op.size / probe_size
                del probe
                if predicted > settings.max_call:
                    cells[backend.name] = Cell(
                        "skipped",
                        f"one call predicted to take {predicted:.0f} s (> --max-call {settings.max_call:g} s)",
                    )
                    continue
            result = prepared.call()  # checked once, untimed
            if prepared.has_expected and result != prepared.expected:
                cells[backend.name] = Cell("error", f"wrong result: {_digest(result)}")
                continue
            digest = _digest(result)
            del result
            count, first, spent = _calibrate(prepared.call, settings.time_budget)
        except NotAvailable as missing:
            cells[backend.name] = Cell("n/a", str(missing))
            continue
        except Exception as error:  # noqa: BLE001 - a broken implementation must not stop the benchmark
            cells[backend.name] = Cell("error", f"{type(error).__name__}: {error}")
            continue
        cell = Cell("ok", calls_per_round=count, digest=digest, _call=prepared.call, _spent=spent)
        if count == 1 and first >= settings.time_budget:
            # the calibration call was already a full measurement: keep it as the first round
            cell.seconds_per_call, cell.rounds = first, 1
        cells[backend.name] = cell
        active.append(backend.name)

    allowance = 2 * settings.rounds * settings.time_budget
    for round_index in range(settings.rounds):
        if not active:
            break
        shift = round_index % len(active)
        for name in active[shift:] + active[:shift]:
            cell = cells[name]
            if cell.status != "ok" or cell.rounds >= settings.rounds or (cell.rounds >= 1 and cell._spent > allowance):
                continue
            progress(f"{name}: round {cell.rounds + 1}/{settings.rounds}")
            assert cell._call is not None
            try:
                elapsed = _time_calls(cell._call, cell.calls_per_round)
            except Exception as error:  # noqa: BLE001
                cells[name] = Cell("error", f"{type(error).__name__}: {error}")
                continue
            cell._spent += elapsed
            per_call = elapsed / cell.calls_per_round
            cell.seconds_per_call = per_call if cell.seconds_per_call is None else min(cell.seconds_per_call, per_call)
            cell.rounds += 1

    if settings.measure_memory and op.large:
        for name, cell in cells.items():
            if cell.status != "ok" or cell._call is None:
                continue
            progress(f"{name}: peak memory")
            try:
                cell.peak_rss_bytes = _peak_rss_growth(cell._call)  # first: tracemalloc's own tables would count
                cell.peak_bytes = _peak_memory(cell._call)
            except Exception as error:  # noqa: BLE001 - reported like any other failure
                cells[name] = Cell("error", f"{type(error).__name__} while measuring memory: {error}")
    for cell in cells.values():
        cell._call = None  # release the inputs
    _flag_mismatches(op, cells)
    return Row(op, cells)


def _peak_memory(call: Call) -> int | None:
    """Bytes allocated at the peak of one call, beyond what existed before it (tracemalloc), or None where
    the interpreter has no tracemalloc (PyPy)."""
    if tracemalloc is None:
        return None
    gc.collect()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        call()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _proc_status_bytes(field: str) -> int | None:
    """A "kB" field of /proc/self/status (Linux), in bytes."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _peak_rss_growth(call: Call) -> int | None:
    """How far the resident set peaked above its size before one call, or None off Linux.

    Unlike tracemalloc this sees C allocations too (libsodium's buffers). Writing 5 to clear_refs resets the
    peak (VmHWM) to the current size (Linux >= 4.0). Buffers above glibc's largest mmap threshold (32 MiB)
    are always fresh mappings, returned on free, so for the 64 MiB messages the growth is the call's own;
    for smaller buffers malloc may reuse resident memory and the growth is only a lower bound.
    """
    gc.collect()
    before = _proc_status_bytes("VmRSS")
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as clear_refs:
            clear_refs.write("5")
    except OSError:
        return None
    if before is None:
        return None
    call()
    peak = _proc_status_bytes("VmHWM")
    return None if peak is None else max(0, peak - before)


def _flag_mismatches(op: Op, cells: dict[str, Cell]) -> None:
    """Mark the implementations whose output differs from the majority (all of them when there is none)."""
    if not op.deterministic:
        return
    measured = {name: cell.digest for name, cell in cells.items() if cell.status == "ok"}
    if len(set(measured.values())) <= 1:
        return
    counts = collections.Counter(measured.values())
    top, top_count = counts.most_common(1)[0]
    has_majority = top_count > len(measured) / 2
    for name, digest in measured.items():
        if not has_majority or digest != top:
            cells[name].mismatch = True

