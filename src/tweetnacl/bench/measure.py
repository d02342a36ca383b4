"""The benchmark's measurement: warm-up, calibration by time, interleaved rounds, best of them, and the cross-check.

`measure_row` times one operation on every backend as the package docstring describes: each call is checked
once (known results; a TweetNaCl.js column's output against tweetnacl.fast's, byte for byte), warmed up where
the column is JIT-compiled (`warm_up`: PyPy, node), calibrated to the time budget (`_autorange`, after
`timeit.Timer.autorange`; in this interpreter the timing is `timeit.Timer`'s, the cyclic garbage collector
paused; in node, node's own clock); rounds interleaved, the first backend rotating; the best round kept; an
early exit from the rotation after `2 * rounds * time` seconds; a large message probed, warm, at a fraction of
its size before it is run. For --large rows it measures the peak memory of one call. A failing implementation
becomes an "error" cell, never an exception.

Secrets: the inputs, public and secret alike, are fixed sample bytes; this module only times them and never
asserts a speed.
"""

from __future__ import annotations

import collections
import dataclasses
import gc
import hashlib
from collections.abc import Callable, Sequence
from typing import Any

from tweetnacl.bench.backends import Backend, LocalCall, Timed, tweetnacl_backend
from tweetnacl.bench.operations import KIB, MB, Call, NotAvailable, Op

try:
    import tracemalloc
except ImportError:  # PyPy has no tracemalloc: the Python allocation peak is then not measured (and the output says so)
    tracemalloc = None  # type: ignore[assignment]

__all__ = [
    "DEFAULT_MAX_CALL", "DEFAULT_ROUNDS", "DEFAULT_TIME", "HAS_TRACEMALLOC", "LARGE_THRESHOLD", "PROBE_FRACTION",
    "PROBE_MAX", "PROBE_MIN", "PROBE_WARMUP_BATCH", "WARMUP_BATCH", "WARMUP_LIMIT", "WARMUP_LIMIT_ITEMS", "WARMUP_MIN_CALLS", "WARMUP_TOLERANCE", "WARMUP_WINDOW", "Cell", "Row", "Settings",
    "measure_row", "warm_up",
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
WARMUP_LIMIT = 3.0
WARMUP_TOLERANCE = 0.05
WARMUP_WINDOW = 3
WARMUP_BATCH = 0.02
WARMUP_MIN_CALLS = 3000
WARMUP_LIMIT_ITEMS = 30.0  # a batch row's warm-up ends at 3,000 operations (not calls) or after this many seconds
"""JIT warm-up (`warm_up`): batches of at least max(WARMUP_BATCH, --time / 4) seconds until the best of the last 3
is no more than 5 % faster than the best of the 3 before them and at least 3,000 calls have run (PyPy compiles a
function after ~1,600 calls and a loop after ~1,000 passes: before that the speed is stable too, interpreted), or 3 s
spent (PyPy compiles a whole Salsa20 block as
one trace: a secretbox call inlined into a loop takes ~1 s of compiling before it runs at speed)."""
PROBE_WARMUP_BATCH = 0.01
"""Seconds per warm-up batch of a large message's probe (a probe only predicts; it need not be precise)."""


def _digest(result: object) -> str:
    """A short fingerprint of a call's result, to compare implementations without keeping big outputs."""
    if isinstance(result, (bytes, bytearray)):
        return hashlib.sha256(result).hexdigest()[:16]
    if isinstance(result, tuple) and all(isinstance(part, (bytes, bytearray)) for part in result):
        # a key pair or (ciphertext, shared secret): a NamedTuple KeyPair and a plain tuple of the same bytes agree
        return "(" + ", ".join(_digest(part) for part in result) + ")"
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
    stand_in: str | None = None  # the operation this column ran instead of the row's (`operations.StandIn`)
    _spent: float = 0.0
    _timed: Timed | None = dataclasses.field(default=None, repr=False)

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
        if self.stand_in is not None:
            out["stand_in_op"] = self.stand_in
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
        """numerator's speed / denominator's speed (ops/s), when both were measured."""
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


def _autorange(time_calls: Callable[[int], float], target: float) -> tuple[int, float, float]:
    """(count, seconds of that measurement, seconds spent): as `timeit.Timer.autorange`, counts 1, 2, 5, 10, 20,
    50, ... until one measurement lasts at least `target` seconds (autorange's target is fixed at 0.2 s; the
    benchmark's follows --time, and `time_calls` may be node's clock)."""
    spent = 0.0
    tens = 1
    while True:
        for step in (1, 2, 5):
            count = tens * step
            elapsed = time_calls(count)
            spent += elapsed
            if elapsed >= target:
                return count, elapsed, spent
        tens *= 10


def _calibrate(time_calls: Callable[[int], float], budget: float) -> tuple[int, float, float]:
    """(calls per measurement, seconds of one call when a single call took the whole budget else 0, seconds spent).

    Counts grow (`_autorange`) until a measurement lasts a fifth of the budget, then are scaled so that one
    measurement lasts about the budget. A single call longer than the budget gives 1.
    """
    count, elapsed, spent = _autorange(time_calls, budget / 5)
    if count == 1 and elapsed >= budget:
        return 1, elapsed, spent
    return max(1, round(count * budget / elapsed)), 0.0, spent


def warm_up(time_calls: Callable[[int], float], batch_seconds: float, items: int = 1) -> float:
    """Run a call in batches until its speed is stable; returns the best seconds per call of the last batches.

    For a JIT (PyPy, node's V8), so that what is timed afterwards is compiled code: batches of calls lasting at
    least `batch_seconds` each (counted as `_autorange` does), until the best of the last WARMUP_WINDOW batches is
    within WARMUP_TOLERANCE of the best of the WARMUP_WINDOW before them (the speed stopped improving: a best-of
    window, because on a loaded machine two single batches agree by chance while the JIT is still compiling) after
    at least WARMUP_MIN_CALLS calls (an interpreted call is steady too, before the JIT's thresholds), or
    WARMUP_LIMIT seconds have been spent (a call slower than that runs once or twice). A call of `items` operations
    (a batch) counts as that many calls, and runs for up to WARMUP_LIMIT_ITEMS seconds until WARMUP_MIN_CALLS
    operations have run (measured on PyPy 3.11: a batch of 64 signature verifications reached its speed after about
    a dozen calls, well over WARMUP_LIMIT).
    """
    count, elapsed, spent = _autorange(time_calls, batch_seconds)
    per_call = [elapsed / count]
    calls = count
    while spent < WARMUP_LIMIT or (items > 1 and calls * items < WARMUP_MIN_CALLS and spent < WARMUP_LIMIT_ITEMS):
        elapsed = time_calls(count)
        spent += elapsed
        calls += count
        per_call.append(elapsed / count)
        if len(per_call) >= 2 * WARMUP_WINDOW and calls * items >= WARMUP_MIN_CALLS:
            latest, before = min(per_call[-WARMUP_WINDOW:]), min(per_call[-2 * WARMUP_WINDOW:-WARMUP_WINDOW])
            if latest >= before * (1 - WARMUP_TOLERANCE):
                break
    return min(per_call[-WARMUP_WINDOW:])


def _predicted_seconds(op: Op, backend: Backend, size: int) -> float:
    """One call's predicted seconds on a message of `size` bytes: timed on a warm call at 1/PROBE_FRACTION of
    the size (PROBE_MIN..PROBE_MAX) and scaled linearly. Warm: after `warm_up` where the column is JIT-compiled
    (a cold PyPy call predicted 19 s for a 0.1 s operation), else the faster of two calls."""
    probe_size = min(PROBE_MAX, max(PROBE_MIN, size // PROBE_FRACTION))
    probe = LocalCall(op.prepare(backend, probe_size).call)
    if backend.jit:
        per_call = warm_up(probe.time, PROBE_WARMUP_BATCH)
    else:
        per_call = min(probe.time(1), probe.time(1))
    return per_call * size / probe_size


def _expected_digest(op: Op, cells: dict[str, Cell], size: int, own_row: bool = True) -> str:
    """The digest a TweetNaCl.js column must match: tweetnacl.fast's on `op` (taken from the row's fast cell when
    `op` is the row's own operation, else computed: a stand-in, or no fast column in the table)."""
    fast = cells.get("fast")
    if own_row and fast is not None and fast.status == "ok" and fast.digest is not None:
        return fast.digest
    return _digest(op.prepare(tweetnacl_backend("fast"), size).call())


def _prepare_cell(op: Op, backend: Backend, settings: Settings, cells: dict[str, Cell],
                  progress: Callable[[str], None]) -> Cell:
    """One backend's cell before the rounds: the call prepared, checked, warmed up (JIT) and calibrated (status
    "ok"), or the cell that says why it is not measured ("n/a", "skipped", "not run", "error")."""
    size = op.size if op.size is not None else 0
    if (op.large or op.sweep) and backend.name == "reference":
        return Cell("not run", f"{'--large' if op.large else '--sizes'} runs fast and libsodium only")
    if op.large and backend.remote is not None:
        return Cell("not run", "--large runs fast and libsodium only")
    progress(f"{backend.name}: calibrating")
    timed: Timed | None = None
    # A JS column that lacks the row's operation runs the row's stand-in where it has one (TweetNaCl.js on
    # XChaCha20-Poly1305 64 B: secretbox 64 B; noble runs its own), checked against tweetnacl.fast's on the stand-in.
    stand_in: Op | None = None
    runs = op
    try:
        try:
            prepared = op.prepare(backend, size)
        except NotAvailable:
            if backend.remote is None or op.js_stand_in is None:
                raise
            stand_in = runs = op.js_stand_in.op
            prepared = runs.prepare(backend, size)
        if backend.remote is None and op.size is not None and op.size > LARGE_THRESHOLD:
            predicted = _predicted_seconds(op, backend, op.size)
            if predicted > settings.max_call:
                return Cell("skipped", f"one call predicted to take {predicted:.0f} s (> --max-call {settings.max_call:g} s)")
        timed = LocalCall(prepared.call) if backend.remote is None else backend.remote(prepared.call)
        result = timed.result()  # checked once, untimed
        if prepared.has_expected and result != prepared.expected:
            timed.release()
            return Cell("error", f"wrong result: {_digest(result)}")
        digest = _digest(result)
        del result
        if (backend.remote is not None or backend.check_against_fast) and runs.deterministic:
            ours = _expected_digest(runs, cells, size, stand_in is None)
            if digest != ours:
                timed.release()
                return Cell("error", f"{runs.name}: output differs from tweetnacl.fast's (digest {digest}, ours {ours})")
        if backend.jit:
            progress(f"{backend.name}: warming up")
            warm_up(timed.time, max(WARMUP_BATCH, settings.time_budget / 4), op.items)
        count, first, spent = _calibrate(timed.time, settings.time_budget)
    except NotAvailable as missing:
        return Cell("n/a", str(missing))
    except Exception as error:  # noqa: BLE001 - a broken implementation must not stop the benchmark
        if timed is not None:
            _release(timed)
        return Cell("error", f"{type(error).__name__}: {error}")
    cell = Cell("ok", calls_per_round=count, digest=digest, stand_in=None if stand_in is None else stand_in.name,
                _spent=spent, _timed=timed)
    if first:  # the calibration call was already a full measurement: keep it as the first round
        cell.seconds_per_call, cell.rounds = first, 1
    return cell


def _release(timed: Timed) -> None:
    """Let a prepared call's inputs go; a node that is gone has nothing left to release."""
    try:
        timed.release()
    except RuntimeError:
        pass


def measure_row(
    op: Op,
    backends: Sequence[Backend],
    settings: Settings,
    progress: Callable[[str], None] = lambda text: None,
) -> Row:
    """Measure one operation on every backend, rounds interleaved; errors become cells, never exceptions."""
    cells: dict[str, Cell] = {}
    active: list[str] = []
    for backend in backends:
        cells[backend.name] = cell = _prepare_cell(op, backend, settings, cells, progress)
        if cell.status == "ok":
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
            assert cell._timed is not None
            try:
                elapsed = cell._timed.time(cell.calls_per_round)
            except Exception as error:  # noqa: BLE001
                _release(cell._timed)
                cells[name] = Cell("error", f"{type(error).__name__}: {error}")
                continue
            cell._spent += elapsed
            per_call = elapsed / cell.calls_per_round
            cell.seconds_per_call = per_call if cell.seconds_per_call is None else min(cell.seconds_per_call, per_call)
            cell.rounds += 1
    if op.items > 1:  # a batch: the row reports each of its operations (per-signature ops/s)
        for cell in cells.values():
            if cell.seconds_per_call:
                cell.seconds_per_call /= op.items

    if settings.measure_memory and op.large:
        for name, cell in cells.items():
            if cell.status != "ok" or not isinstance(cell._timed, LocalCall):
                continue
            progress(f"{name}: peak memory")
            try:
                cell.peak_rss_bytes = _peak_rss_growth(cell._timed.call)  # first: tracemalloc's own tables would count
                cell.peak_bytes = _peak_memory(cell._timed.call)
            except Exception as error:  # noqa: BLE001 - reported like any other failure
                cells[name] = Cell("error", f"{type(error).__name__} while measuring memory: {error}")
    for cell in cells.values():
        if cell._timed is not None:
            _release(cell._timed)
            cell._timed = None  # release the inputs
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
    """Mark the implementations whose output differs from the majority (all of them when there is none); a cell
    that ran a stand-in was checked against tweetnacl.fast's output on it already and takes no part."""
    if not op.deterministic:
        return
    measured = {name: cell.digest for name, cell in cells.items() if cell.status == "ok" and cell.stand_in is None}
    if len(set(measured.values())) <= 1:
        return
    counts = collections.Counter(measured.values())
    top, top_count = counts.most_common(1)[0]
    has_majority = top_count > len(measured) / 2
    for name, digest in measured.items():
        if not has_majority or digest != top:
            cells[name].mismatch = True

