"""Interoperability with TweetNaCl.js 1.0.3 under Node: the same bytes both ways, both JS builds.

A session fixture installs the npm package `tweetnacl@1.0.3` into a temporary folder; every test
sends one batch of calls to one Node process (hex in, hex out, as JSON), for `nacl-fast.js`
(`require('tweetnacl')`) and for `nacl.js` (`require('tweetnacl/nacl.js')`), and checks, on
deterministic inputs generated here, that
- JS's output equals ours byte for byte (secretbox, box, box.before/after, sign attached and
  detached, keypairs from seeds and secret keys, hash, scalarMult, scalarMult.base);
- what JS seals we open, what we seal JS opens, and each side rejects the other's forged boxes
  and signatures.
Python runs through the public API over both implementations (the `nacl` fixture); the reference
gets one or two small cases per kind, the fast implementation more and longer ones.
The module is skipped (with the reason) when node or npm is missing or the install fails.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import types
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

TWEETNACL_JS_VERSION = "1.0.3"
BUILDS = {"nacl-fast.js": "tweetnacl", "nacl.js": "tweetnacl/nacl.js"}

# Node side: resolve each dotted name on the module (e.g. "sign.detached.verify"), call it with the
# hex arguments as Uint8Arrays, return Uint8Array as hex, key pairs as {publicKey, secretKey}.
NODE_RUNNER = r"""
'use strict';
const request = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const nacl = require(request.module);
const fromHex = (h) => new Uint8Array(Buffer.from(h, 'hex'));
const toHex = (a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('hex');
function encode(value) {
  if (value instanceof Uint8Array) return toHex(value);
  if (value === null || typeof value === 'boolean') return value;
  if (value && value.publicKey && value.secretKey) {
    return {publicKey: toHex(value.publicKey), secretKey: toHex(value.secretKey)};
  }
  throw new Error('unexpected result ' + String(value));
}
const results = request.calls.map(([name, args]) => {
  const fn = name.split('.').reduce((object, key) => object[key], nacl);
  try {
    return {ok: encode(fn(...args.map(fromHex)))};
  } catch (error) {
    return {error: name + ': ' + String(error)};
  }
});
process.stdout.write(JSON.stringify({resolved: require.resolve(request.module), results}));
"""


@dataclass(frozen=True)
class TweetNaClJS:
    """An npm install of tweetnacl and the runner script next to its node_modules."""

    directory: Path

    def run(self, build: str, calls: list[tuple[str, list[bytes]]]) -> list[Any]:
        """Run every call in one Node process on the given build; return the decoded results."""
        request = {"module": BUILDS[build], "calls": [[name, [arg.hex() for arg in args]] for name, args in calls]}
        completed = subprocess.run(
            ["node", str(self.directory / "runner.js")],
            input=json.dumps(request),
            capture_output=True,
            text=True,
            cwd=self.directory,
            timeout=300,
            check=False,
        )
        if completed.returncode != 0:
            pytest.fail(f"node failed ({completed.returncode}): {completed.stderr[-2000:]}")
        reply = json.loads(completed.stdout)
        # The two builds are different files: a test of one must not silently run the other.
        assert Path(reply["resolved"]).name == build
        errors = [result["error"] for result in reply["results"] if "error" in result]
        assert not errors, errors
        return [decode(result["ok"]) for result in reply["results"]]


def decode(value: Any) -> Any:
    if isinstance(value, str):
        return bytes.fromhex(value)
    if isinstance(value, dict):
        return (bytes.fromhex(value["publicKey"]), bytes.fromhex(value["secretKey"]))
    return value


@pytest.fixture(scope="session")
def tweetnacl_js(tmp_path_factory: pytest.TempPathFactory) -> TweetNaClJS:
    if sys.platform == "emscripten":
        pytest.skip("TweetNaCl.js runs under node in a subprocess: emscripten (Pyodide) starts no processes")
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.skip("TweetNaCl.js interoperability needs node and npm on PATH")
    directory = tmp_path_factory.mktemp("tweetnacljs")
    environment = dict(os.environ, npm_config_update_notifier="false", npm_config_loglevel="error")
    try:
        install = subprocess.run(
            [npm, "install", "--no-audit", "--no-fund", f"tweetnacl@{TWEETNACL_JS_VERSION}"],
            cwd=directory,
            env=environment,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        pytest.skip(f"npm install tweetnacl@{TWEETNACL_JS_VERSION} failed: {error}")
    if install.returncode != 0:
        pytest.skip(f"npm install tweetnacl@{TWEETNACL_JS_VERSION} failed: {install.stderr.strip()[-500:]}")
    installed = json.loads((directory / "node_modules" / "tweetnacl" / "package.json").read_text())
    assert installed["version"] == TWEETNACL_JS_VERSION
    (directory / "runner.js").write_text(NODE_RUNNER)
    return TweetNaClJS(directory)


@pytest.fixture(params=list(BUILDS))
def build(request: pytest.FixtureRequest) -> str:
    """Each TweetNaCl.js build in turn."""
    name: str = request.param
    return name


def inputs(kind: str, build: str) -> random.Random:
    """Deterministic inputs per test (not per implementation: both must give the same bytes)."""
    return random.Random(f"tweetnacljs/{kind}/{build}")


def message_lengths(is_reference: bool) -> list[int]:
    return [0, 1, 33] if is_reference else [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 1000, 65_543]


def forge(data: bytes, position: int) -> bytes:
    """data with one bit flipped."""
    return data[:position] + bytes([data[position] ^ 0x01]) + data[position + 1 :]


# ---------------------------------------------------------------------------------------------
# secretbox
# ---------------------------------------------------------------------------------------------


def test_secretbox(nacl: types.ModuleType, is_reference: bool, tweetnacl_js: TweetNaClJS, build: str) -> None:
    rng = inputs("secretbox", build)
    cases = [(rng.randbytes(size), rng.randbytes(24), rng.randbytes(32)) for size in message_lengths(is_reference)]
    ours = [nacl.secretbox(m, n, k) for m, n, k in cases]
    calls: list[tuple[str, list[bytes]]] = [("secretbox", [m, n, k]) for m, n, k in cases]
    calls += [("secretbox.open", [box, n, k]) for box, (_, n, k) in zip(ours, cases)]
    calls += [("secretbox.open", [forge(box, len(box) - 1), n, k]) for box, (_, n, k) in zip(ours, cases)]
    results = tweetnacl_js.run(build, calls)
    theirs, opened, forged = results[: len(cases)], results[len(cases) : 2 * len(cases)], results[2 * len(cases) :]
    assert theirs == ours
    assert opened == [m for m, _, _ in cases]
    assert forged == [None] * len(cases)
    for box, (m, n, k) in zip(theirs, cases):
        assert nacl.secretbox.open(box, n, k) == m
        assert nacl.secretbox.open(forge(box, 0), n, k) is None


# ---------------------------------------------------------------------------------------------
# box, box.before / box.after / box.open.after
# ---------------------------------------------------------------------------------------------


def test_box(nacl: types.ModuleType, is_reference: bool, tweetnacl_js: TweetNaClJS, build: str) -> None:
    rng = inputs("box", build)
    alice_sk, bob_sk = rng.randbytes(32), rng.randbytes(32)
    alice, bob = nacl.box.keypair.from_secret_key(alice_sk), nacl.box.keypair.from_secret_key(bob_sk)
    cases = [(rng.randbytes(size), rng.randbytes(24)) for size in message_lengths(is_reference)[-2:]]
    # Alice -> Bob on our side, Bob -> Alice on theirs.
    ours = [nacl.box(m, n, bob.public_key, alice.secret_key) for m, n in cases]
    shared = nacl.box.before(bob.public_key, alice.secret_key)
    ours_after = [nacl.box.after(m, n, shared) for m, n in cases]
    calls: list[tuple[str, list[bytes]]] = [
        ("box.keyPair.fromSecretKey", [alice_sk]),
        ("box.keyPair.fromSecretKey", [bob_sk]),
        ("box.before", [alice.public_key, bob.secret_key]),
    ]
    calls += [("box", [m, n, alice.public_key, bob.secret_key]) for m, n in cases]
    calls += [("box.open", [box, n, alice.public_key, bob.secret_key]) for box, (_, n) in zip(ours, cases)]
    calls += [("box.open.after", [box, n, shared]) for box, (_, n) in zip(ours_after, cases)]
    calls += [("box.after", [m, n, shared]) for m, n in cases]
    calls += [("box.open", [forge(box, 5), n, alice.public_key, bob.secret_key]) for box, (_, n) in zip(ours, cases)]
    results = tweetnacl_js.run(build, calls)
    count = len(cases)
    alice_js, bob_js, shared_js = results[:3]
    theirs = results[3 : 3 + count]
    opened = results[3 + count : 3 + 2 * count]
    opened_after = results[3 + 2 * count : 3 + 3 * count]
    theirs_after = results[3 + 3 * count : 3 + 4 * count]
    forged = results[3 + 4 * count :]

    assert alice_js == tuple(alice) and bob_js == tuple(bob)
    assert shared_js == shared == nacl.box.before(alice.public_key, bob.secret_key)
    messages = [m for m, _ in cases]
    assert opened == opened_after == messages
    assert forged == [None] * count
    # One shared key both ways round: box = box.after(before(...)) on each side.
    assert theirs == theirs_after == ours_after == ours
    for box, (m, n) in zip(theirs, cases):
        assert nacl.box.open(box, n, bob.public_key, alice.secret_key) == m
        assert nacl.box.open.after(box, n, shared) == m
        assert nacl.box.open(forge(box, len(box) - 1), n, bob.public_key, alice.secret_key) is None


# ---------------------------------------------------------------------------------------------
# sign: key pairs, attached and detached
# ---------------------------------------------------------------------------------------------


def test_sign(nacl: types.ModuleType, is_reference: bool, tweetnacl_js: TweetNaClJS, build: str) -> None:
    rng = inputs("sign", build)
    lengths = [33] if is_reference else [0, 64, 65_543]
    seeds = [rng.randbytes(32) for _ in lengths]
    messages = [rng.randbytes(size) for size in lengths]
    keypairs = [nacl.sign.keypair.from_seed(seed) for seed in seeds]
    signed = [nacl.sign(m, kp.secret_key) for m, kp in zip(messages, keypairs)]
    signatures = [nacl.sign.detached(m, kp.secret_key) for m, kp in zip(messages, keypairs)]
    calls: list[tuple[str, list[bytes]]] = [("sign.keyPair.fromSeed", [seed]) for seed in seeds]
    calls += [("sign.keyPair.fromSecretKey", [kp.secret_key]) for kp in keypairs]
    calls += [("sign", [m, kp.secret_key]) for m, kp in zip(messages, keypairs)]
    calls += [("sign.detached", [m, kp.secret_key]) for m, kp in zip(messages, keypairs)]
    calls += [("sign.open", [sm, kp.public_key]) for sm, kp in zip(signed, keypairs)]
    calls += [("sign.detached.verify", [m, sig, kp.public_key]) for m, sig, kp in zip(messages, signatures, keypairs)]
    calls += [
        ("sign.detached.verify", [m, forge(sig, 40), kp.public_key])
        for m, sig, kp in zip(messages, signatures, keypairs)
    ]
    results = tweetnacl_js.run(build, calls)
    count = len(seeds)
    from_seed, from_secret, signed_js, detached_js, opened, verified, forged = (
        results[i * count : (i + 1) * count] for i in range(7)
    )
    assert from_seed == from_secret == [tuple(kp) for kp in keypairs]
    assert signed_js == signed
    assert detached_js == signatures
    assert opened == messages
    assert verified == [True] * count
    assert forged == [False] * count
    for m, sm, sig, kp in zip(messages, signed_js, detached_js, keypairs):
        assert nacl.sign.open(sm, kp.public_key) == m
        assert nacl.sign.detached.verify(m, sig, kp.public_key) is True
        assert nacl.sign.detached.verify(m, forge(sig, 3), kp.public_key) is False
        assert nacl.sign.keypair.from_secret_key(kp.secret_key) == kp


# ---------------------------------------------------------------------------------------------
# hash, scalarMult
# ---------------------------------------------------------------------------------------------


def test_hash(nacl: types.ModuleType, is_reference: bool, tweetnacl_js: TweetNaClJS, build: str) -> None:
    rng = inputs("hash", build)
    # Every length around SHA-512's 128-byte block and 112-byte padding limit.
    lengths = [*range(0, 260), 1000] if is_reference else [*range(0, 260), 1000, 65_543, 1 << 20]
    messages = [rng.randbytes(size) for size in lengths]
    theirs = tweetnacl_js.run(build, [("hash", [m]) for m in messages])
    assert theirs == [nacl.hash(m) for m in messages]


P = 2**255 - 19
# u-coordinates no honest party sends: small order (TweetNaCl gives zeros, no error) and non-canonical.
ODD_POINTS = [
    bytes(32),
    (1).to_bytes(32, "little"),
    (P - 1).to_bytes(32, "little"),
    P.to_bytes(32, "little"),
    (P + 1).to_bytes(32, "little"),
    (P + 9).to_bytes(32, "little"),
    (2**255 - 1).to_bytes(32, "little"),
    b"\xff" * 32,
]


def test_scalarmult(nacl: types.ModuleType, is_reference: bool, tweetnacl_js: TweetNaClJS, build: str) -> None:
    rng = inputs("scalarmult", build)
    count = 2 if is_reference else 16
    scalars = [rng.randbytes(32) for _ in range(count)] + [bytes(32), b"\xff" * 32]
    points = [rng.randbytes(32) for _ in range(count)] + ODD_POINTS[: 2 if is_reference else len(ODD_POINTS)]
    pairs = [(n, p) for n, p in zip(scalars * 2, points)]
    calls: list[tuple[str, list[bytes]]] = [("scalarMult", [n, p]) for n, p in pairs]
    calls += [("scalarMult.base", [n]) for n in scalars]
    results = tweetnacl_js.run(build, calls)
    assert results[: len(pairs)] == [nacl.scalarmult(n, p) for n, p in pairs]
    assert results[len(pairs) :] == [nacl.scalarmult.base(n) for n in scalars]
    assert bytes(32) in results  # the small-order points really were exercised
