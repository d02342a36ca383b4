"""Argon2's two memory layouts (tweetnacl.fast.pwhash.argon2_packed_lanes.PACKED_LANES,
argon2_word_halves.WORD_HALVES) side by side on this interpreter.

    PYTHONPATH=src python tools/argon2_layouts.py [--interactive]

Prints microseconds per block compression of each layout (`compress_into`, interleaved rounds in one process, the
best round of each), then with --interactive the elapsed and CPU time of libsodium's INTERACTIVE parameters
(argon2id: 2 passes over 64 MiB; argon2i: 4 passes over 32 MiB) with the layout chosen at import, and libsodium's
time in the same run where PyNaCl is installed (the hashes are compared too).
"""

from __future__ import annotations

import random
import sys
import time

from tweetnacl.fast.pwhash import argon2
from tweetnacl.fast.pwhash.argon2_packed_lanes import PACKED_LANES
from tweetnacl.fast.pwhash.argon2_word_halves import WORD_HALVES

ROUNDS = 6


def compressions() -> None:
    rng = random.Random(1)
    best: dict[str, float] = {}
    for _ in range(ROUNDS):
        for layout in (PACKED_LANES, WORD_HALVES):
            memory = layout.new_memory(3)
            for index in (0, 1):
                memory[index * layout.stride:(index + 1) * layout.stride] = layout.stored_from_block(rng.randbytes(1024))
            calls = 3000 if layout is argon2.LAYOUT else 300  # the other layout is the slow one here
            started = time.perf_counter()
            for _ in range(calls):
                layout.compress_into(memory, 2, 0, 1, True)
            per_call = (time.perf_counter() - started) / calls
            best[layout.name] = min(best.get(layout.name, per_call), per_call)
    for name, seconds in best.items():
        print(f"{sys.implementation.name} {name}: {seconds * 1e6:.1f} us per compression, {1 / seconds:,.0f}/s")


def interactive() -> None:
    try:
        import nacl.bindings as sodium
    except ImportError:
        sodium = None
    for name, alg, opslimit, memlimit in (("argon2id", argon2.ALG_ARGON2ID13, 2, 64 << 20),
                                          ("argon2i", argon2.ALG_ARGON2I13, 4, 32 << 20)):
        started, cpu = time.perf_counter(), time.process_time()
        ours = argon2.crypto_pwhash(32, b"hunter2", bytes(16), opslimit, memlimit, alg)
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
        line = (f"{name} INTERACTIVE ({argon2.LAYOUT.name}): {elapsed:.1f} s elapsed, {cpu:.1f} s CPU, "
                f"{opslimit * (memlimit >> 10) / elapsed:,.0f} compressions/s")
        if sodium is not None:
            started = time.perf_counter()
            theirs = sodium.crypto_pwhash_alg(32, b"hunter2", bytes(16), opslimit, memlimit, alg)
            line += f"; libsodium {time.perf_counter() - started:.2f} s, same hash: {ours == theirs}"
        print(line)


if __name__ == "__main__":
    compressions()
    if "--interactive" in sys.argv[1:]:
        interactive()
