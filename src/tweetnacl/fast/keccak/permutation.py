"""Keccak-p[1600, n_r] on the state layout of this interpreter: the family's one permutation.

`LAYOUT` is `lanes` (one guarded int per lane) on CPython and `words` (32-bit halves on machine words) on PyPy, whose
JIT runs word code ~10x faster than big ints; the names below are that module's. A state is an opaque list in the
layout's form: made by `new_state`, changed by `xor_bytes`, `permute` and `absorb_blocks`, read by `extract_bytes`
(all in FIPS 202's byte order: byte i of the state is byte i mod 8 of lane i // 8, least significant first).
Nothing here looks at data: the choice is the interpreter's name.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Callable

from tweetnacl.fast.keccak import lanes as _lanes

__all__ = ["LAYOUT", "absorb_blocks", "extract_bytes", "new_state", "permute", "xor_bytes"]

LAYOUT: ModuleType = _lanes
if sys.implementation.name == "pypy":
    from tweetnacl.fast import jit
    from tweetnacl.fast.keccak import words as _words

    # Measured on PyPy 3.11 (TurboSHAKE128 of 1 MiB, CPU time under load, 2026-12-01): with both settings 53 MB/s and
    # no aborted trace; the round loop compiled apart needs the longer limit (PyPy aborts it as too long at its
    # default: 42 MB/s), and inlined into its callers it runs at 36-39 MB/s.
    jit.allow_long_traces()
    jit.compile_apart(_words.rounds)
    LAYOUT = _words

new_state: Callable[[], list[int]] = LAYOUT.new_state
permute: Callable[[list[int], int], None] = LAYOUT.permute
xor_bytes: Callable[[list[int], bytes, int], None] = LAYOUT.xor_bytes
extract_bytes: Callable[[list[int], int, int], bytes] = LAYOUT.extract_bytes
absorb_blocks: Callable[[list[int], bytes, int, int, int, int], None] = LAYOUT.absorb_blocks
