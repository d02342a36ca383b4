"""`python -m tweetnacl bench`: the implementations side by side, on TweetNaCl.js's benchmark operations.

Operations: those of TweetNaCl.js's `test/benchmark/bench.js` (xsalsa20 stream, poly1305, secretbox, hash,
scalarmult, box, sign) plus the extensions beyond TweetNaCl (sealed boxes, Ed25519 -> X25519 conversion) and
libsodium's other symmetric primitives in `tweetnacl.fast` (AEGIS, AES-256-GCM, SipHash, ChaCha20,
XChaCha20-Poly1305, secretstream pushes of 64 KiB chunks on one stream, deterministic random bytes), and 64-byte
rows of secretbox, secretbox.open and XChaCha20-Poly1305 (the per-call floor; the TweetNaCl.js columns run their
secretbox on the XChaCha20-Poly1305 row, which they lack, and a note says so).
Columns: `tweetnacl.reference`, `tweetnacl.fast`, and libsodium through PyNaCl's `nacl.bindings` when PyNaCl
is importable; operations that PyNaCl does not expose (the raw xsalsa20 stream, poly1305) show "n/a" rather
than a different function under the same name. Then TweetNaCl.js's two builds, nacl.js and nacl-fast.js, under
node, when node is on PATH and the npm package `tweetnacl` is found (`--tweetnacl-js DIR`, default ./node_modules;
install it with `npm install tweetnacl@1.0.3`): one persistent node process per build, the same inputs, every
output checked byte for byte against tweetnacl.fast's before timing, node timing its own calls; without node or
the package the columns are absent with a one-line note. Then noble (`@noble/ciphers`, `@noble/curves`,
`@noble/hashes` 2.x) the same way when its packages are found (`--noble DIR`, default ./node_modules), "n/a" with
a note where noble lacks the operation (NaCl's box). Then libsodium.js (npm's `libsodium-wrappers-sumo`, libsodium
1.0.22 in WebAssembly, its version checked) the same way when found (`--libsodium-js DIR`, default ./node_modules),
on the rows whose function PyNaCl does not expose (ristretto255, HKDF, HMAC, TurboSHAKE128, IPCrypt, the KEMs, the
raw streams, Poly1305). kyber-py (`kyber_py.ml_kem.ML_KEM_768`, never a dependency) on the ML-KEM-768 rows when it is
importable and such a row is selected, in this interpreter, its outputs checked against tweetnacl.fast's too.
Ratio columns: fast/reference, fast/libsodium, fast/kyber-py, fast/nacl-fast.js, fast/libsodium.js and, with the
noble column, fast/fastest JS (the fastest pure-JS column of the row, named in the cell), each fast's ops/s divided
by the other's (above 1x fast is faster).

How the numbers are made:
- Warmed up where the code is compiled while it runs (PyPy, node's V8): each operation first runs in batches
  until its speed stops improving (the best of the last 3 batches within 5 % of the best of the 3 before) or
  1 s has passed, so that the table measures compiled code.
- Calibrated by time, not by count, as `timeit.Timer.autorange` does (1, 2, 5, 10, 20, 50... calls until a
  fifth of `--time`, then scaled): each measurement runs as many calls as fit in `--time` seconds
  (at least one call: the reference needs more than the budget for one call on some operations).
- Interleaved: for each operation, rounds alternate between the implementations (the first one rotates), so
  that machine noise hits them alike; each implementation reports its best round (`--rounds`).
- An implementation leaves the rotation early when its measurements of one operation have taken more than
  `2 * rounds * time` seconds, so a call slower than the budget is measured fewer times (at least once).
- Large messages (over 64 KiB) are first timed at 1/64 of their size (16 KiB to 256 KiB), on a warm call (after
  the warm-up on PyPy, the faster of two calls elsewhere); a call predicted (linearly) to last more than
  `--max-call` seconds is not run and shows "skipped (>Ns)".
  Decision for the reference on the 1 MiB ops: it runs them (once each, ~3-7 s per call here) unless one
  call is predicted beyond `--max-call` (default 12 s); the default run then stays within ~2-3 minutes.
- MB = 10**6 bytes of message; ops/s = completed calls per second.
- Outputs are cross-checked: deterministic operations must give the same bytes in every implementation, and
  `open`/`verify` operations must return the message / True; a disagreement is flagged in the table.
- `--large` adds 64 MiB variants of stream_xor, onetimeauth, secretbox and XChaCha20-Poly1305 for fast and libsodium, with the
  peak memory of one call, to show that time and memory grow linearly: the tracemalloc peak (every
  allocation made through Python's allocators) and, on Linux, the growth of the peak resident set size
  (which also sees libsodium's C buffers).
- `--sizes` adds stream_xor, onetimeauth and secretbox at 64 B, 16 KiB, 256 KiB and 4 MiB for fast and
  libsodium (secretbox 64 B is a default row already): with the 1 KiB, 1 MiB and (`--large`) 64 MiB rows,
  throughput against message size, the input of the performance page's chart (tools/bench_charts.py).

Modules: `operations` (the rows and the preparation of each timed call), `backends` (the columns: reference,
fast, libsodium), `tweetnacljs` (the node processes of the TweetNaCl.js columns, and the node script every JS
column shares), `noble` (the noble column), `libsodiumjs` (the libsodium.js column), `kyberpy` (the kyber-py
column), `measure` (warm-up,
calibration, interleaved rounds, best of, cross-check, peak memory), `report`
(tables, notes, JSON), `machine` (the header's machine and Python), `cli` (the command line). This package
re-exports what `tweetnacl.__main__`, `tweetnacl.leakcheck`, the tests and tools/pyodide/run-node.cjs use.

Secrets: every input, public or secret alike, is fixed sample bytes; the benchmark only measures and never
asserts a speed (whether running time depends on secrets is `tweetnacl.leakcheck`'s question).

Standard library only; PyNaCl and kyber-py are optional at run time.
"""

from __future__ import annotations

from tweetnacl.bench.backends import libsodium_backend, tweetnacl_backend
from tweetnacl.bench.cli import (
    add_arguments, build_parser, main, positive_float, positive_int, run, standalone_parser, write_output,
)
from tweetnacl.bench.machine import environment
from tweetnacl.bench.measure import Settings, measure_row
from tweetnacl.bench.operations import MIB, NotAvailable, Op, select_ops
from tweetnacl.bench.report import format_rate, format_ratio, memory_lines

__all__ = [
    "MIB", "NotAvailable", "Op", "Settings", "add_arguments", "build_parser", "environment", "format_rate",
    "format_ratio", "libsodium_backend", "main", "measure_row", "memory_lines", "positive_float", "positive_int",
    "run", "select_ops", "standalone_parser", "tweetnacl_backend", "write_output",
]
