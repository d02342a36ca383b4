"""`python -m tweetnacl leakcheck`: does the running time depend on secret data? Measured, not argued.

Method: dudect (O. Reparaz, J. Balasch, I. Verbauwhede, "Dude, is my code constant time?", DATE 2017).
- Two classes of inputs that differ in one secret property (for example: the top digit of the signing nonce's
  signed radix-64 recoding is 0 in class A, non-zero in class B). Both classes are random ("matched classes"): on
  CPython a fixed input runs faster than fresh random ones (the processor learns the interpreter's data-dependent
  branches), so a fixed-vs-random comparison would flag every function.
- Inputs are made ahead of the timing, in batches; in each batch the two classes are interleaved in a fresh
  random order, each call is timed alone with `time.perf_counter_ns`, and the garbage collector is off while
  a batch is timed (a collection between batches).
- Welch's t statistic of the two classes' timings, on the raw timings and on the timings cropped at pooled
  percentiles (99.9, 99, 95, 90, 75, 50: only the measurements at or below that percentile of both classes
  together are kept, which removes interrupts and other one-sided noise). |t| > 4.5 at any crop = a leak:
  the classes are told apart by their running time, with a chance of error around 10^-5.
- No leak seen is `ok` only when the test reached its requested samples and could have seen a difference of 1 %
  of a call; else it is `inconclusive` (exit status 3; a leak is 1).
- The tests call the public API (what users call), for `tweetnacl.fast` and `tweetnacl.reference`; the
  reference is about 100 times slower and gets fewer samples by default. Primitives that only fast has (the
  edwards25519 group API, ChaCha20 and its AEADs, AEGIS, AES-256-GCM and GHASH, SipHash) are called through their
  fast modules and tested on fast only.
Not tested: signature verification (`sign.open`, `sign.detached.verify`) and `convert_public_key`, which see
only public data and are variable time by design.

Standard library only (no numpy, no C extension): runs on CPython, PyPy and Pyodide. On PyPy `gc.disable()`
stops only major collections, and the JIT compiles during the first calls (the random interleaving spreads
that over both classes). In a browser, `perf_counter_ns` is coarse (often 0.1 ms or worse): only large
effects show there.

Modules: `stats` (Welch's t, percentiles, crops), `harness` (the LeakTest type, the measurement, the analysis),
`cases` (the tests, one module per family, and the registry TESTS), `cli` (the options, the run, the output).
This package re-exports what the command line, the tests and tools/callgrind_leakcheck.py use. Every input it
makes is test data from a seeded generator: it handles no real secret, and prints timings and seeds, never inputs.
Importing `tweetnacl` does not import it.
"""

from tweetnacl.leakcheck.cases import NOT_TESTED, TESTS, select_tests
from tweetnacl.leakcheck.cases.aead import AEAD_TAG_CHECKS
from tweetnacl.leakcheck.cases.common import sized_words
from tweetnacl.leakcheck.cases.curve25519 import (
    COMB_OFFSET,
    COMB_POSITIONS,
    COMB_WINDOW,
    WINDOW,
    WINDOW_POSITIONS,
    L,
    base_input_for,
    clamped_scalar,
    comb_digits,
    elligator_other_candidate,
    ladder_transitions,
    point_halving_roots,
    scalar_of_digits,
    scalar_with_transitions,
)
from tweetnacl.leakcheck.cli import add_arguments, build_parser, main, run
from tweetnacl.leakcheck.harness import CROP_PERCENTILES, IMPLEMENTATIONS, Analysis, LeakTest, analyze, measure
from tweetnacl.leakcheck.stats import THRESHOLD, detectable_difference, mean_and_variance, percentile, welch_t

__all__ = [
    "AEAD_TAG_CHECKS", "COMB_OFFSET", "COMB_POSITIONS", "COMB_WINDOW", "CROP_PERCENTILES",
    "IMPLEMENTATIONS", "L", "NOT_TESTED", "TESTS", "THRESHOLD", "WINDOW", "WINDOW_POSITIONS", "Analysis", "LeakTest",
    "add_arguments", "analyze", "base_input_for", "build_parser", "clamped_scalar", "comb_digits",
    "detectable_difference", "elligator_other_candidate", "ladder_transitions", "main", "mean_and_variance",
    "measure", "percentile", "point_halving_roots", "run", "scalar_of_digits", "scalar_with_transitions",
    "select_tests", "sized_words", "welch_t",
]  # fmt: skip
