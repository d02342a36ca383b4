"""The benchmark's TweetNaCl.js columns: nacl.js and nacl-fast.js (the npm package `tweetnacl`) run under node.

Each build runs in one persistent node process that speaks JSON lines over its stdin and stdout (`NODE_SCRIPT`,
which the noble column, `tweetnacl.bench.noble`, shares with its own `loadFunctions` body: `node_script`):
- `call`: run a function once on hex arguments and return its result (the setup of an operation, such as the box
  to open, goes through it, so that the JS column times JS's own outputs);
- `prepare`: keep a function and its decoded arguments in a slot (decoded once, outside the clock);
- `time`: run a slot `count` times under node's own clock (`process.hrtime.bigint`) and return the elapsed ns,
  so that no pipe or JSON work is timed;
- `result`: run a slot once and return its output, which the benchmark checks byte for byte against
  `tweetnacl.fast`'s before timing (a difference is an error cell naming the operation).
An operation maps to the TweetNaCl.js function of the same meaning (`BUILD_FUNCTIONS`: `stream_xor` is
`nacl.lowlevel.crypto_stream_xor`, `onetimeauth` is `nacl.lowlevel.crypto_onetimeauth`, `scalarmult` is
`nacl.scalarMult`...); what TweetNaCl.js lacks (sealed boxes, ed2curve, libsodium's other primitives) is "n/a".

`find_package` looks for the package in a named folder (`--tweetnacl-js DIR`: the package itself or a folder
holding node_modules/tweetnacl) or in ./node_modules; `start_columns` starts both builds, or gives the one-line
reason why the columns are absent (no node on PATH, no package): never an error. Install it with
`npm install tweetnacl@1.0.3` (into ./node_modules) or `npm install --prefix DIR tweetnacl@1.0.3`.

Secrets: the inputs sent to node are the benchmark's fixed sample bytes (`tweetnacl.bench.operations`), never a
real secret; the benchmark only measures and never asserts a speed.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from tweetnacl.bench.backends import Backend, Timed
from tweetnacl.bench.operations import Call, NotAvailable

__all__ = ["BUILDS", "BUILD_FUNCTIONS", "INSTALL_HINT", "JsColumns", "JsFunction", "Missing", "NODE_SCRIPT", "NodeBuild",
           "TWEETNACL_FUNCTIONS", "find_package", "node_script", "package_version", "remote_call", "start_columns"]

BUILDS = ("nacl.js", "nacl-fast.js")
"""The two files of the npm package, in the seed's order (nacl.js before its optimisation, nacl-fast.js after)."""
INSTALL_HINT = "npm install tweetnacl@1.0.3 (into ./node_modules), or --tweetnacl-js DIR"
BUILD_FUNCTIONS = (
    "stream_xor", "onetimeauth", "secretbox", "secretbox.open", "hash", "scalarmult", "scalarmult.base", "box",
    "box.open", "sign.keypair.from_seed", "sign", "sign.detached", "sign.detached.verify", "sign.open",
)
"""The functions NODE_SCRIPT offers, by the names of the benchmark's Backend fields (dots for underscores)."""

TWEETNACL_FUNCTIONS = r"""
const nacl = require(process.argv[1]);
const low = nacl.lowlevel;
return {
  // The raw stream and MAC as TweetNaCl.js's own benchmark calls them, with a fresh output per call, as ours.
  'stream_xor': (m, n, k) => { const c = new Uint8Array(m.length); low.crypto_stream_xor(c, 0, m, 0, m.length, n, k); return c; },
  'onetimeauth': (m, k) => { const out = new Uint8Array(16); low.crypto_onetimeauth(out, 0, m, 0, m.length, k); return out; },
  'secretbox': nacl.secretbox, 'secretbox.open': nacl.secretbox.open, 'hash': nacl.hash,
  'scalarmult': nacl.scalarMult, 'scalarmult.base': nacl.scalarMult.base,
  'box': nacl.box, 'box.open': nacl.box.open,
  'sign.keypair.from_seed': nacl.sign.keyPair.fromSeed, 'sign': nacl.sign, 'sign.detached': nacl.sign.detached,
  'sign.detached.verify': nacl.sign.detached.verify, 'sign.open': nacl.sign.open,
};
"""
"""The body of NODE_SCRIPT's `loadFunctions` for TweetNaCl.js: the build named by node's first argument."""

NODE_SCRIPT = r"""
'use strict';
const fromHex = (h) => new Uint8Array(Buffer.from(h, 'hex'));
const fromWire = (a) => (typeof a === 'number' ? a : fromHex(a));  // bytes travel as hex, integers as numbers
const toHex = (a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('hex');
// The library's functions by name: a body given by the column's module (CommonJS `require`, or `import()` for an
// ES module package such as noble's), run once before the first request is read.
async function loadFunctions() { /*FUNCTIONS*/ }
let FUNCTIONS = null;
function encode(value) {
  if (value instanceof Uint8Array) return toHex(value);
  if (value === null || typeof value === 'boolean') return value;
  if (value && value.publicKey && value.secretKey) return [toHex(value.publicKey), toHex(value.secretKey)];
  if (Array.isArray(value)) return value.map(toHex);  // a tuple of byte strings (a KEM's key pair, ciphertext and secret)
  throw new Error('unexpected result ' + String(value));
}
function lookup(name) {
  const fn = FUNCTIONS[name];
  if (fn === undefined) throw new Error('no such function: ' + name);
  return fn;
}
const slots = new Map();
let nextSlot = 0;
function handle(r) {
  switch (r.request) {
    case 'hello': return {node: process.version};
    case 'call': return {result: encode(lookup(r.name)(...r.args.map(fromWire)))};
    case 'prepare': slots.set(++nextSlot, {fn: lookup(r.name), args: r.args.map(fromWire)}); return {slot: nextSlot};
    case 'result': { const s = slots.get(r.slot); return {result: encode(s.fn.apply(null, s.args))}; }
    case 'time': {
      const {fn, args} = slots.get(r.slot);
      let sink = null;
      const start = process.hrtime.bigint();
      for (let i = 0; i < r.count; i++) sink = fn.apply(null, args);
      const elapsed = process.hrtime.bigint() - start;
      return {ns: elapsed.toString(), kept: sink !== undefined};
    }
    case 'release': slots.delete(r.slot); return {};
    default: throw new Error('unknown request ' + r.request);
  }
}
loadFunctions().then((functions) => {
  FUNCTIONS = functions;
  require('readline').createInterface({input: process.stdin}).on('line', (line) => {
    let reply;
    try { reply = handle(JSON.parse(line)); } catch (error) { reply = {error: String(error && error.stack || error)}; }
    process.stdout.write(JSON.stringify(reply) + '\n');
  }).on('close', () => process.exit(0));
}, (error) => {
  process.stdout.write(JSON.stringify({error: 'loading the library: ' + String(error && error.stack || error)}) + '\n');
  process.exit(1);
});
"""
"""The node side of every JS column (JSON lines over stdin and stdout); `node_script` puts a library's
`loadFunctions` body in it."""


def node_script(functions: str) -> str:
    """NODE_SCRIPT with `functions` as the body of its `loadFunctions` (which returns the functions by name)."""
    return NODE_SCRIPT.replace("/*FUNCTIONS*/", functions)


def find_package(folder: str | None) -> Path | None:
    """The folder of the npm package `tweetnacl` (the one holding nacl-fast.js): `folder` itself or its
    node_modules/tweetnacl when `folder` is given, else ./node_modules/tweetnacl; None when it is not there."""
    start = Path(folder) if folder else Path.cwd()
    candidates = [start, start / "node_modules" / "tweetnacl"] if folder else [start / "node_modules" / "tweetnacl"]
    for candidate in candidates:
        if all((candidate / name).is_file() for name in (*BUILDS, "package.json")):
            return candidate.resolve()
    return None


def package_version(package: Path) -> str:
    """The version in an npm package's package.json ("?" when it cannot be read): the header says what ran."""
    try:
        return str(json.loads((package / "package.json").read_text(encoding="utf-8")).get("version", "?"))
    except (OSError, ValueError):
        return "?"


def _wire(argument: bytes | int) -> str | int:
    """An argument as NODE_SCRIPT reads it: bytes as hex, an integer (a cost parameter) as a JSON number."""
    return argument if isinstance(argument, int) else bytes(argument).hex()


def _decode(value: Any) -> Any:
    """A node result as Python has it: bytes (hex), a tuple of bytes (a key pair, a KEM's ciphertext and shared
    secret), a bool or None."""
    if isinstance(value, str):
        return bytes.fromhex(value)
    if isinstance(value, list):
        return tuple(bytes.fromhex(part) for part in value)
    return value


class NodeBuild:
    """One node process running one JS column: `build` names it (nacl.js, nacl-fast.js, noble), `functions` is the
    body of NODE_SCRIPT's `loadFunctions` (TWEETNACL_FUNCTIONS by default) and `arguments` its process.argv[1:]."""

    def __init__(self, node: str, package: Path, build: str, functions: str = TWEETNACL_FUNCTIONS,
                 arguments: tuple[str, ...] | None = None) -> None:
        self.build = build
        argv = (str(package / build),) if arguments is None else arguments
        self._process: subprocess.Popen[str] | None = subprocess.Popen(
            [node, "-e", node_script(functions), *argv],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        )
        try:
            hello = self.request({"request": "hello"})
        except RuntimeError:
            self.close()
            raise
        self.node_version: str = hello["node"]

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one request and wait for its reply; a node-side failure raises RuntimeError with node's message."""
        process = self._process
        if process is None:
            raise RuntimeError(f"{self.build}: node process already closed")
        stdin: IO[str] | None = process.stdin
        stdout: IO[str] | None = process.stdout
        assert stdin is not None and stdout is not None
        try:
            stdin.write(json.dumps(message) + "\n")
            stdin.flush()
        except OSError as error:
            raise RuntimeError(f"{self.build}: node is gone ({error})") from None
        line = stdout.readline()
        if not line:
            stderr = process.stderr.read() if process.stderr else ""
            raise RuntimeError(f"{self.build}: node exited ({process.wait()}): {stderr.strip()[-500:]}")
        reply: dict[str, Any] = json.loads(line)
        if "error" in reply:
            raise RuntimeError(f"{self.build}: {reply['error'].splitlines()[0]}")
        return reply

    def call(self, name: str, *args: bytes | int) -> Any:
        """Run the build's function `name` once (untimed) and return its decoded result."""
        return _decode(self.request({"request": "call", "name": name, "args": [_wire(a) for a in args]})["result"])

    def close(self) -> None:
        """End the process (it exits when its stdin closes)."""
        process, self._process = self._process, None
        if process is None:
            return
        for stream in (process.stdin, process.stdout, process.stderr):
            if stream is not None:
                stream.close()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@dataclasses.dataclass(frozen=True)
class JsFunction:
    """A Backend field of a JS column: calling it runs the function once in node (setup); the benchmark's
    timed call, a `functools.partial` of it, is handed to `remote_call`, which times it in node."""

    build: NodeBuild
    name: str

    def __call__(self, *args: bytes | int) -> Any:
        return self.build.call(self.name, *args)


class _RemoteCall:
    """A prepared JS call, kept in a node slot: `time(count)` on node's clock, `result()` once for the check."""

    def __init__(self, build: NodeBuild, name: str, args: tuple[bytes | int, ...]) -> None:
        self._build = build
        self._slot = build.request({"request": "prepare", "name": name, "args": [_wire(a) for a in args]})["slot"]

    def time(self, count: int) -> float:
        return int(self._build.request({"request": "time", "slot": self._slot, "count": count})["ns"]) / 1e9

    def result(self) -> object:
        return _decode(self._build.request({"request": "result", "slot": self._slot})["result"])

    def release(self) -> None:
        self._build.request({"request": "release", "slot": self._slot})


@dataclasses.dataclass(frozen=True)
class Missing:
    """A Backend field a column has no function for (TweetNaCl.js: sealed boxes, ed2curve; kyber-py: all but
    ML-KEM): its operations show "n/a" with `reason`."""

    reason: str

    def __call__(self, *args: object) -> Any:
        raise NotAvailable(self.reason)


def remote_call(call: Call) -> Timed:
    """The node-side form of a prepared call (a Backend's `remote` for every JS column), or NotAvailable when the
    column lacks the operation."""
    if isinstance(call, functools.partial) and isinstance(call.func, Missing):
        raise NotAvailable(call.func.reason)
    if not (isinstance(call, functools.partial) and isinstance(call.func, JsFunction) and not call.keywords):
        raise NotAvailable("no function for this operation")
    return _RemoteCall(call.func.build, call.func.name, call.args)


def _js_backend(build: NodeBuild) -> Backend:
    def js(name: str) -> Callable[..., Any]:
        return JsFunction(build, name)

    return Backend(
        name=build.build, title=build.build,
        stream_xor=js("stream_xor"), onetimeauth=js("onetimeauth"), secretbox=js("secretbox"),
        secretbox_open=js("secretbox.open"), hash=js("hash"), scalarmult=js("scalarmult"),
        scalarmult_base=js("scalarmult.base"), box=js("box"), box_open=js("box.open"),
        sign_seed_keypair=js("sign.keypair.from_seed"), sign=js("sign"), sign_detached=js("sign.detached"),
        sign_detached_verify=js("sign.detached.verify"), sign_open=js("sign.open"),
        box_seal=Missing("no sealed boxes"), box_seal_open=Missing("no sealed boxes"),
        convert_public_key=Missing("no ed2curve"),
        remote=remote_call, jit=True,
    )


@dataclasses.dataclass
class JsColumns:
    """The started builds (empty when absent), the header line saying what runs, or the note saying why not (also
    the record of the kyber-py column, which starts no process)."""

    builds: list[NodeBuild]
    backends: list[Backend]
    description: str

    def close(self) -> None:
        """End every node process."""
        for build in self.builds:
            build.close()


def start_columns(folder: str | None, wanted: tuple[str, ...] = BUILDS) -> JsColumns:
    """Start a node process per wanted build; when node or the package is missing, or node fails to start,
    no columns and a description that says why (never an exception)."""
    node = shutil.which("node")
    if node is None:
        return JsColumns([], [], "TweetNaCl.js columns absent: node is not on PATH")
    package = find_package(folder)
    if package is None:
        where = folder if folder else "./node_modules"
        return JsColumns([], [], f"TweetNaCl.js columns absent: no npm package tweetnacl in {where} ({INSTALL_HINT})")
    version = package_version(package)
    builds: list[NodeBuild] = []
    try:
        for build in wanted:
            builds.append(NodeBuild(node, package, build))
    except (OSError, RuntimeError, ValueError) as error:
        for started in builds:
            started.close()
        return JsColumns([], [], f"TweetNaCl.js columns absent: node failed to start ({error})")
    node_version = builds[0].node_version if builds else "?"
    return JsColumns(builds, [_js_backend(b) for b in builds],
                     f"TweetNaCl.js: tweetnacl {version} from {package}, on node {node_version}")
