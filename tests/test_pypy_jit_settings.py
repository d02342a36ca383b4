"""PyPy's JIT settings that the machine-word kernels need (`tweetnacl.fast.jit`) take effect: warming up the kernels
abandons no trace as too long.

The kernels' speed rests on two settings made at import (docs/internals.md, "PyPy's symmetric kernels"): the trace
limit raised (`jit.allow_long_traces`: a Salsa20 block is one loop pass, longer than PyPy's default limit) and the
block loop and verification's point decodings compiled apart from their callers (`jit.compile_apart`: inlined,
they made the callers' traces too long). If either is lost, PyPy reports ABORT_TOO_LONG through its abort hook
while the operations warm up, and the operations run several times slower; the bench would show it, no output
would change. A fresh PyPy process warms the operations up with the hook installed; a second run with the limit
set back to PyPy's default shows that the check sees such aborts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.implementation.name != "pypy", reason="PyPy's JIT settings (the PyPy kernels)")

SRC = Path(__file__).resolve().parents[1] / "src"

PROGRAM = """
import json, sys
import pypyjit
import tweetnacl
from tweetnacl import lowlevel
import tweetnacl.fast.stream.arx  # the stream kernels' settings, made at import
import tweetnacl.fast.curve25519.ed25519  # the verification's
if sys.argv[1] == "default-limit":
    pypyjit.set_param("trace_limit=6000")  # PyPy's default: what the kernels get without allow_long_traces
aborts = []
pypyjit.set_abort_hook(lambda driver, greenkey, reason, *rest: aborts.append(str(reason)))
key, nonce, m64, m1k = bytes(range(32)), bytes(range(24)), bytes(64), bytes(1024)
pair = tweetnacl.sign.keypair.from_seed(bytes(32))
signature = tweetnacl.sign.detached(m1k, pair.secret_key)

def warm_up():
    for _ in range(3000):
        tweetnacl.secretbox(m64, nonce, key)
        lowlevel.crypto_stream_xor(m1k, nonce, key)
        lowlevel.crypto_core_hsalsa20(nonce[:16], key, b"expand 32-byte k")
    for _ in range(300):
        assert tweetnacl.sign.detached.verify(m1k, signature, pair.public_key)

warm_up()
pypyjit.set_abort_hook(None)
print(json.dumps(aborts))
"""


def _aborts(mode: str) -> list[str]:
    environment = {**os.environ, "PYTHONPATH": str(SRC)}
    result = subprocess.run(
        [sys.executable, "-c", PROGRAM, mode], capture_output=True, text=True, env=environment, timeout=600, check=True
    )
    aborts: list[str] = json.loads(result.stdout.strip().splitlines()[-1])
    return aborts


def test_warming_up_the_kernels_abandons_no_trace_as_too_long() -> None:
    assert "ABORT_TOO_LONG" not in _aborts("as-imported")


def test_the_check_sees_traces_abandoned_at_the_default_limit() -> None:
    assert "ABORT_TOO_LONG" in _aborts("default-limit")
