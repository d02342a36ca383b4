"""The measurement and its analysis: what a matched-class test is (`LeakTest`), how its two classes are timed
(`measure`) and what the timings say (`analyze`, `Analysis`), after dudect (O. Reparaz, J. Balasch, I. Verbauwhede,
"Dude, is my code constant time?", DATE 2017).

- Inputs are made ahead of the timing, in batches; in each batch the two classes are interleaved in a fresh random
  order, each call is timed alone with `time.perf_counter_ns`, and the garbage collector is off while a batch is
  timed (a collection between batches). Before a batch is timed its byte arguments are copied afresh, in the
  batch's order (`relocated`): where an input lies in memory then no longer tells how much garbage its class's
  generation made, which PyPy showed as a "leak" of tens of ns in any function reading its arguments. Batches grow from FIRST_BATCH per class, doubling up to MAX_BATCH, until
  one takes about BATCH_SECONDS; slow calls start with smaller ones.
- Welch's t of the two classes' timings, on the raw timings and on the timings cropped at pooled percentiles
  (CROP_PERCENTILES: only the measurements at or below that percentile of both classes together are kept, which
  removes interrupts and other one-sided noise). |t| > THRESHOLD at any crop = a leak.
- What "no leak seen" is worth: the sensitivity (the smallest mean difference the statistic would have flagged,
  `detectable_difference`) of each crop. A result is conclusive only when the most sensitive crop could have
  seen a difference of DETECT_FRACTION of the median call (`Analysis.conclusive`); the difference and the
  sensitivity shown are those of one crop (`Analysis.at`: where |t| is largest for a leak, else the most sensitive).

The harness calls the function under test with the inputs the test made and keeps only their class and running
time: it never looks at, logs or keeps a key or any other input.
"""

from __future__ import annotations

import dataclasses
import gc
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from tweetnacl.leakcheck.stats import THRESHOLD, cropped, detectable_difference, mean_difference, percentile, welch_t

__all__ = ["BATCH_SECONDS", "CROP_PERCENTILES", "DETECT_FRACTION", "FAST_ONLY", "FIRST_BATCH", "IMPLEMENTATIONS", "MAX_BATCH", "Analysis",
           "Args", "LeakTest", "MakeArgs", "Prepared", "Setup", "analyze", "measure", "relocated"]

CROP_PERCENTILES = (99.9, 99.0, 95.0, 90.0, 75.0, 50.0)
"""The pooled percentiles at which the timings are cropped, besides the raw timings."""
DETECT_FRACTION = 0.01
"""The difference a test exists to catch, as a fraction of the median call: a secret-dependent step of about 1 %
(one of the ~64 additions of a signature's comb, a Poly1305 block of a 1 KiB message, one word of a 32-byte
comparison costs more than that). A sensitivity coarser than this makes "no leak seen" worthless: inconclusive."""
IMPLEMENTATIONS = ("fast", "reference")
"""The implementations a test can run on: the modules `tweetnacl.fast` and `tweetnacl.reference`."""
FAST_ONLY = ("fast",)
"""The implementations of a test of what only `tweetnacl.fast` has (the edwards25519 group API, ChaCha20, AEGIS...)."""
FIRST_BATCH = 32
MAX_BATCH = 2048
BATCH_SECONDS = 0.5
"""Batches grow (doubling from FIRST_BATCH per class, up to MAX_BATCH) until one takes about this long."""

Args = tuple[Any, ...]
MakeArgs = Callable[[int], Args]
"""class (0 = A, 1 = B) -> the arguments of one call, drawn at random from that class."""
Prepared = tuple[Callable[..., object], MakeArgs]
"""What a test's setup returns: the function to time and the maker of its inputs."""
Setup = Callable[[Any, random.Random], Prepared]
"""(nacl, rng) -> Prepared: nacl is the module `tweetnacl.fast` or `tweetnacl.reference`, rng the test's seeded
generator (every input is drawn from it, so a seed gives the same inputs)."""


@dataclasses.dataclass(frozen=True)
class LeakTest:
    """One matched-class test: `setup(nacl, rng)` returns the function to time and the input maker."""

    name: str
    classes: str
    """What class A and class B are ('A vs B')."""
    setup: Setup
    implementations: tuple[str, ...] = IMPLEMENTATIONS
    """Where the operation exists (the edwards25519 group API is in fast only)."""


def relocated(args: Args) -> Args:
    """args with every `bytes` and `bytearray` replaced by a fresh copy (equal, not the same object); other
    arguments (lengths, ints) as they are.

    Why: a class whose inputs take more work to make (a rejection loop, a big-int computation) leaves more
    garbage between its inputs, so they lie elsewhere in memory (on PyPy, in the nursery and then wherever a
    minor collection moved them) than the other class's: a cache-miss difference in reading them, tens of ns on
    PyPy (measured on the Poly1305 and ChaCha20 tests; presumably cache misses), that the function under test
    does not make. Copying every input of a batch in one pass, after a collection, in the batch's shuffled
    order, lays both classes out alike."""
    return tuple(bytes(bytearray(arg)) if type(arg) is bytes else bytearray(arg) if type(arg) is bytearray else arg
                 for arg in args)


def measure(
    function: Callable[..., object],
    make_args: MakeArgs,
    samples: int,
    seconds: float,
    rng: random.Random,
    warmup: int = 16,
    progress: Callable[[int], None] | None = None,
) -> tuple[list[int], list[int]]:
    """Timings (ns) of `function(*make_args(c))` for c = 0 and c = 1, interleaved in a fresh random order per
    batch, until each class has `samples` timings or `seconds` have passed (at least one batch is timed).
    Inputs are made before their batch is timed, then `relocated`; the garbage collector is off while a batch runs.
    Warm-up (not recorded) stops after `warmup` calls per class or a tenth of the budget; slow calls start
    with smaller batches (the reference's signing takes seconds per call)."""
    perf = time.perf_counter_ns
    warm_started = time.perf_counter()
    calls = 0
    for cls in (0, 1) * warmup:  # warm caches (and PyPy's JIT); not recorded
        function(*make_args(cls))
        calls += 1
        if time.perf_counter() - warm_started > seconds / 10:
            break
    per_call = (time.perf_counter() - warm_started) / max(calls, 1)
    timings: tuple[list[int], list[int]] = ([], [])
    deadline = time.perf_counter() + seconds
    batch = max(1, min(FIRST_BATCH, int(BATCH_SECONDS / (2 * per_call)) if per_call > 0 else FIRST_BATCH))
    while len(timings[0]) < samples:
        size = min(batch, samples - len(timings[0]))
        order = [0, 1] * size
        rng.shuffle(order)
        inputs = [(cls, make_args(cls)) for cls in order]
        gc.collect()  # the generation's garbage gone before the copies are made
        inputs = [(cls, relocated(args)) for cls, args in inputs]
        times = [0] * len(inputs)
        gc_was_enabled = gc.isenabled()
        gc.disable()
        started = time.perf_counter()
        try:
            for index, (_, args) in enumerate(inputs):
                start = perf()
                function(*args)
                times[index] = perf() - start
        finally:
            if gc_was_enabled:
                gc.enable()
        elapsed = time.perf_counter() - started
        for (cls, _), elapsed_ns in zip(inputs, times):
            timings[cls].append(elapsed_ns)
        del inputs
        gc.collect()
        if progress is not None:
            progress(len(timings[0]))
        if time.perf_counter() >= deadline:
            break
        if elapsed < BATCH_SECONDS and batch < MAX_BATCH:
            batch *= 2
    return timings


@dataclasses.dataclass
class Analysis:
    """Welch's t of two classes' timings, raw and cropped at pooled percentiles."""

    samples: tuple[int, int]
    t_raw: float
    t_cropped: dict[float, float]
    """percentile -> |t| of the measurements at or below that pooled percentile."""
    mean_difference_ns: float
    """mean(class A) - mean(class B) of the raw timings."""
    cropped_difference_ns: dict[float, float]
    """percentile -> mean(class A) - mean(class B) of the measurements at or below it."""
    sensitivity_ns: float = math.inf
    """The smallest mean difference (ns) the most sensitive of the statistics would have flagged: what "no
    leak seen" is worth (`detectable_difference`, minimum over raw and crops)."""
    sensitivity_by_crop: dict[str, float] = dataclasses.field(default_factory=dict)
    """'raw' or 'p95'... -> `detectable_difference` of that crop's measurements."""
    median_ns: float = math.nan
    """The median of both classes' timings together: the size of one call."""

    @property
    def max_t(self) -> float:
        """The largest |t| over the raw timings and the crops."""
        return max([abs(self.t_raw), *map(abs, self.t_cropped.values())])

    @property
    def strongest(self) -> str:
        """'raw' or the percentile ('p95') where |t| is largest."""
        best = max(self.t_cropped, key=lambda q: self.t_cropped[q], default=None)
        return "raw" if best is None or self.t_raw >= self.t_cropped[best] else f"p{best:g}"

    @property
    def strongest_difference_ns(self) -> float:
        """The mean difference where |t| is largest (raw means are dominated by rare long interruptions)."""
        return self.difference_at(self.strongest)

    @property
    def leak(self) -> bool:
        """Whether some |t| exceeds THRESHOLD: the running time tells the classes apart."""
        return self.max_t > THRESHOLD

    @property
    def at(self) -> str:
        """The crop the shown difference and sensitivity come from: where |t| is largest for a leak (the
        evidence), else the most sensitive one (what the absence of a leak is worth)."""
        if self.leak or not self.sensitivity_by_crop:
            return self.strongest
        return min(self.sensitivity_by_crop, key=lambda crop: self.sensitivity_by_crop[crop])

    def difference_at(self, crop: str) -> float:
        """mean(class A) - mean(class B) of the measurements of `crop` ('raw' or 'p95'...)."""
        return self.mean_difference_ns if crop == "raw" else self.cropped_difference_ns[float(crop[1:])]

    @property
    def target_ns(self) -> float:
        """The difference the test exists to catch: DETECT_FRACTION of the median call."""
        return DETECT_FRACTION * self.median_ns

    @property
    def sensitive_enough(self) -> bool:
        """Whether the most sensitive crop could have flagged a difference of `target_ns`."""
        return self.sensitivity_ns <= self.target_ns

    def conclusive(self, requested: int) -> bool:
        """Whether "no leak seen" means something: both classes reached the `requested` samples and the
        sensitivity is at least `target_ns` (a leak is a leak however few samples showed it)."""
        return min(self.samples) >= requested and self.sensitive_enough


def analyze(a: Sequence[float], b: Sequence[float], percentiles: Sequence[float] = CROP_PERCENTILES) -> Analysis:
    """Welch's t on the raw timings and on each pooled-percentile crop (dudect's statistics)."""
    pooled = sorted([*a, *b])
    t_cropped = {}
    differences = {}
    sensitivities = {"raw": detectable_difference(a, b)}
    for q in percentiles:
        limit = percentile(pooled, q) if pooled else math.inf
        kept_a, kept_b = cropped(a, limit), cropped(b, limit)
        t_cropped[q] = abs(welch_t(kept_a, kept_b))
        differences[q] = mean_difference(kept_a, kept_b)
        sensitivities[f"p{q:g}"] = detectable_difference(kept_a, kept_b)
    return Analysis((len(a), len(b)), abs(welch_t(a, b)), t_cropped, mean_difference(a, b), differences,
                    min(sensitivities.values()), sensitivities, statistics.median(pooled) if pooled else math.nan)
