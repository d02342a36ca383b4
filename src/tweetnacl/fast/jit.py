"""What PyPy's JIT needs from the fast core's machine-word kernels: room for long traces.

The PyPy kernels (`stream.salsa20_words`, `stream.chacha20_words`, `curve25519.montgomery_words`,
`curve25519.straus_words`) are loops whose one pass is hundreds of word operations written out: a Salsa20 block,
a ladder step, a verification position. PyPy's JIT records every operation of a pass before it optimizes it (with
a type guard, an overflow guard and a box for each int operation), and with its default `trace_limit` of 6,000
recorded operations it gives up on such a pass and interprets it instead, 1.5-10x slower (measured on PyPy 3.11:
the Salsa20 block 22 against 220 MB/s, the X25519 ladder 1.5x slower than the big ints instead of 4x faster).

Secrets: nothing here sees data; this only sets a limit of the JIT.
"""

from __future__ import annotations

import importlib

__all__ = ["JIT_TRACE_LIMIT", "allow_long_traces"]

JIT_TRACE_LIMIT = 100_000
"""The trace_limit the kernels need (a Salsa20 block or an X25519 ladder step records ~20,000-30,000 operations;
measured: the ladder runs ~4x faster than the big-int one with a limit of 60,000, ~1.5x slower with 6,000)."""


def allow_long_traces() -> None:
    """Raise PyPy's JIT trace_limit to JIT_TRACE_LIMIT for the whole process (PyPy only; each module that selects a
    kernel needing it calls this when it selects it). A larger limit lets the JIT compile longer loops anywhere in
    the process: more compiled code, no change of behaviour."""
    importlib.import_module("pypyjit").set_param(f"trace_limit={JIT_TRACE_LIMIT}")
