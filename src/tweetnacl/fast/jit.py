"""What PyPy's JIT needs from the fast core's machine-word kernels: room for long traces, and functions compiled
apart from their callers.

The PyPy kernels (`stream.salsa20_words`, `stream.chacha20_words`, `curve25519.montgomery_words`,
`curve25519.straus_words`) are loops whose one pass is hundreds of word operations written out: a Salsa20 block,
a ladder step, a verification position. PyPy's JIT records every operation of a pass before it optimizes it (with
a type guard, an overflow guard and a box for each int operation), and with its default `trace_limit` of 6,000
recorded operations it gives up on such a pass and interprets it instead, 1.5-10x slower (measured on PyPy 3.11:
the Salsa20 block 22 against 220 MB/s, the X25519 ladder 1.5x slower than the big ints instead of 4x faster).

A function that runs a loop inside (verification's square-root chain, `curve25519.edwards_words`) is better compiled
on its own: inlined, the tracer unrolls its loop into the caller's trace until that trace is too long and aborted
(measured on PyPy 3.11, 2026-12-01: 7 aborted 100,000-operation traces over the first verifications, seconds of
tracing that the benchmark's warm-up times).

Secrets: nothing here sees data; this only sets parameters of the JIT.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

__all__ = ["JIT_TRACE_LIMIT", "allow_long_traces", "compile_apart"]

JIT_TRACE_LIMIT = 100_000
"""The trace_limit the kernels need (a Salsa20 block or an X25519 ladder step records ~20,000-30,000 operations;
measured: the ladder runs ~4x faster than the big-int one with a limit of 60,000, ~1.5x slower with 6,000)."""


def allow_long_traces() -> None:
    """Raise PyPy's JIT trace_limit to JIT_TRACE_LIMIT for the whole process (PyPy only; each module that selects a
    kernel needing it calls this when it selects it). A larger limit lets the JIT compile longer loops anywhere in
    the process: more compiled code, no change of behaviour."""
    importlib.import_module("pypyjit").set_param(f"trace_limit={JIT_TRACE_LIMIT}")


def compile_apart(*functions: Callable[..., object]) -> None:
    """Never inline these functions into their callers' traces (PyPy only, `pypyjit.dont_trace_here`): each is
    compiled from its own entry and called from the callers' compiled code. For a few functions with a loop inside,
    not for small helpers (a call costs more than their inlined operations: measured slower on the field products)."""
    jit = importlib.import_module("pypyjit")
    for function in functions:
        jit.dont_trace_here(0, False, function.__code__)
