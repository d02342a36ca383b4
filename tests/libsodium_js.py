"""libsodium 1.0.22 itself as a test oracle: npm's `libsodium-wrappers-sumo@0.8.4` under one Node process.

That package is libsodium 1.0.22 compiled to WebAssembly (its `SODIUM_VERSION_STRING` says so, and `start` checks
it), the oracle for what PyNaCl does not reach. One Node process serves the whole test session over JSON lines:

- `call(name, *args)` calls the wrapper function `sodium[name]` (libsodium.js's own calling convention: outputs
  returned, lengths implied, key pairs as `{publicKey, privateKey, keyType}`, multi-part states as numbers);
- `raw(name, *args)` calls the WebAssembly export `sodium.libsodium[name]` (the C function, e.g.
  `_crypto_core_keccak1600_init`) for what the wrappers do not wrap: `In(data)` is copied into a fresh buffer and
  passed as its address, `Out(n)` passes the address of an n-byte buffer whose contents come back; `keep(n)` makes
  an n-byte zeroed buffer that outlives calls (a C state), passed as the `Ptr` it returns and read with `read`;
- `exports()` lists the WebAssembly module's C exports (`crypto_*`, `sodium_*`, `randombytes_*`).

Arguments: bytes-like → Uint8Array, int → number (BigInt past 2^53), str/bool/None as JSON. Results: Uint8Array →
bytes, objects → dicts, numbers → int. A JavaScript exception raises `LibsodiumJSError` with its message.

The `libsodium_js` fixture (tests/conftest.py) skips when node or npm is missing, except where
`TWEETNACL_REQUIRE_LIBSODIUM_JS=1` (CI's main job and PyPy step set it): there a missing oracle fails the test.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Iterator
from typing import Any

PACKAGE = "libsodium-wrappers-sumo"
VERSION = "0.8.4"
SODIUM_VERSION = "1.0.22"

NODE_SERVER = r"""
'use strict';
const sodium = require('libsodium-wrappers-sumo');
const readline = require('readline');
const fromHex = (h) => new Uint8Array(Buffer.from(h, 'hex'));
const toHex = (a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('hex');
const kept = new Map();  // Buf(n) buffers: address -> length, freed by {free: address}
function decode(arg) {
  if (arg === null || typeof arg !== 'object') return arg;
  if ('b' in arg) return fromHex(arg.b);
  if ('big' in arg) return BigInt(arg.big);
  throw new Error('unknown argument ' + JSON.stringify(arg));
}
function encode(value) {
  if (value instanceof Uint8Array) return {b: toHex(value)};
  if (typeof value === 'bigint') return {big: value.toString()};
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const key of Object.keys(value)) out[key] = encode(value[key]);
  return out;
}
function rawCall(lib, name, args) {
  const allocated = [], outs = [];
  try {
    const cargs = args.map((arg) => {
      if (arg !== null && typeof arg === 'object' && 'in' in arg) {
        const data = fromHex(arg.in), ptr = lib._malloc(Math.max(data.length, 1));
        lib.HEAPU8.set(data, ptr); allocated.push(ptr); return ptr;
      }
      if (arg !== null && typeof arg === 'object' && 'out' in arg) {
        const ptr = lib._malloc(Math.max(arg.out, 1));
        lib.HEAPU8.fill(0, ptr, ptr + arg.out); allocated.push(ptr); outs.push([ptr, arg.out]); return ptr;
      }
      if (arg !== null && typeof arg === 'object' && 'ptr' in arg) return arg.ptr;
      return decode(arg);
    });
    const ret = lib[name](...cargs);
    return {ret: encode(ret), outs: outs.map(([ptr, n]) => toHex(lib.HEAPU8.subarray(ptr, ptr + n)))};
  } finally {
    for (const ptr of allocated) lib._free(ptr);
  }
}
sodium.ready.then(() => {
  const lib = sodium.libsodium;
  process.stdout.write(JSON.stringify({ok: {version: sodium.SODIUM_VERSION_STRING,
                                            resolved: require.resolve('libsodium-wrappers-sumo')}}) + '\n');
  const rl = readline.createInterface({input: process.stdin});
  rl.on('line', (line) => {
    const request = JSON.parse(line);
    let reply;
    try {
      if (request.op === 'call') reply = {ok: encode(sodium[request.name](...request.args.map(decode)))};
      else if (request.op === 'raw') reply = {ok: rawCall(lib, request.name, request.args)};
      else if (request.op === 'keep') { const ptr = lib._malloc(Math.max(request.size, 1)); lib.HEAPU8.fill(0, ptr, ptr + request.size); kept.set(ptr, request.size); reply = {ok: ptr}; }
      else if (request.op === 'read') reply = {ok: toHex(lib.HEAPU8.subarray(request.ptr, request.ptr + kept.get(request.ptr)))};
      else if (request.op === 'free') { lib._free(request.ptr); kept.delete(request.ptr); reply = {ok: null}; }
      else if (request.op === 'exports') reply = {ok: Object.keys(lib).filter((k) => /^_(crypto|sodium|randombytes)_/.test(k)).map((k) => k.slice(1))};
      else if (request.op === 'constants') reply = {ok: Object.fromEntries(Object.keys(sodium).filter((k) => typeof sodium[k] !== 'function' && typeof sodium[k] !== 'object').map((k) => [k, sodium[k]]))};
      else throw new Error('unknown op ' + request.op);
    } catch (error) {
      reply = {error: String(error && error.message !== undefined ? error.message : error)};
    }
    process.stdout.write(JSON.stringify(reply) + '\n');
  });
});
"""


class LibsodiumJSError(Exception):
    """libsodium.js raised (its message is the exception's text)."""


@dataclass(frozen=True)
class In:
    """A raw-call input buffer: its address is passed, its contents copied in first."""

    data: bytes


@dataclass(frozen=True)
class Out:
    """A raw-call output buffer of `size` bytes: its address is passed, its contents returned."""

    size: int


@dataclass(frozen=True)
class Ptr:
    """The address of a buffer made by `LibsodiumJS.keep`, passed to later raw calls."""

    address: int


def _encode(arg: Any) -> Any:
    if isinstance(arg, (bytes, bytearray, memoryview)):
        return {"b": bytes(arg).hex()}
    if isinstance(arg, bool) or arg is None or isinstance(arg, str):
        return arg
    if isinstance(arg, int):
        return arg if -(2**53) < arg < 2**53 else {"big": str(arg)}
    if isinstance(arg, In):
        return {"in": arg.data.hex()}
    if isinstance(arg, Out):
        return {"out": arg.size}
    if isinstance(arg, Ptr):
        return {"ptr": arg.address}
    raise TypeError(f"cannot send {type(arg).__name__} to libsodium.js")


def _decode(value: Any) -> Any:
    if isinstance(value, dict):
        if set(value) == {"b"}:
            return bytes.fromhex(value["b"])
        if set(value) == {"big"}:
            return int(value["big"])
        return {key: _decode(item) for key, item in value.items()}
    return value


class LibsodiumJS:
    """One Node process running libsodium.js; see the module docstring."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.process = subprocess.Popen(
            ["node", str(directory / "server.js")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=directory,
        )
        hello = self._receive()
        self.version: str = hello["version"]
        self.resolved: str = hello["resolved"]

    def _receive(self) -> Any:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"libsodium.js's node process ended (exit code {self.process.poll()})")
        reply = json.loads(line)
        if "error" in reply:
            raise LibsodiumJSError(reply["error"])
        return reply["ok"]

    def _request(self, request: dict[str, Any]) -> Any:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._receive()

    def call(self, name: str, *args: Any) -> Any:
        """`sodium[name](*args)` through the wrappers; its result decoded."""
        return _decode(self._request({"op": "call", "name": name, "args": [_encode(arg) for arg in args]}))

    def raw(self, name: str, *args: Any) -> tuple[Any, list[bytes]]:
        """The C export `name` (without its leading underscore) on raw arguments: (return value, [Out contents])."""
        result = self._request({"op": "raw", "name": "_" + name, "args": [_encode(arg) for arg in args]})
        return _decode(result["ret"]), [bytes.fromhex(out) for out in result["outs"]]

    def keep(self, size: int) -> Ptr:
        """A zeroed buffer of `size` bytes in the module's memory that outlives calls (a C state)."""
        return Ptr(int(self._request({"op": "keep", "size": size})))

    def read(self, pointer: Ptr) -> bytes:
        """The contents of a kept buffer."""
        return bytes.fromhex(self._request({"op": "read", "ptr": pointer.address}))

    def free(self, pointer: Ptr) -> None:
        """Release a kept buffer."""
        self._request({"op": "free", "ptr": pointer.address})

    def exports(self) -> list[str]:
        """The C functions the WebAssembly module exports (crypto_*, sodium_*, randombytes_*)."""
        return list(self._request({"op": "exports"}))

    def constants(self) -> dict[str, Any]:
        """The wrappers' constants (name → number or string)."""
        return dict(self._request({"op": "constants"}))

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def install(scratch: Path | None = None) -> Path:
    """npm-install the package (once per folder) beside the server script; return the folder.

    Raises RuntimeError (with npm's words) when node or npm is missing or the install fails."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        raise RuntimeError("node and npm are needed (Debian: apt-get install nodejs npm)")
    root = scratch or Path(os.environ.get("TWEETNACL_SCRATCH", tempfile.gettempdir())) / "tweetnacl-libsodium-js"
    root.mkdir(parents=True, exist_ok=True)
    with exclusive(root / ".install.lock"):  # pytest-xdist workers and side-by-side interpreters share the folder
        if not (root / "node_modules" / PACKAGE / "package.json").exists():
            completed = subprocess.run(
                ["npm", "install", "--prefix", str(root), "--no-audit", "--no-fund", "--loglevel=error",
                 f"{PACKAGE}@{VERSION}"],
                capture_output=True,
                text=True,
                timeout=600,
                check=False,
            )
            if completed.returncode != 0:
                raise RuntimeError(f"npm install {PACKAGE}@{VERSION} failed: {completed.stderr.strip()[-500:]}")
        # Written aside and renamed: a Node process another worker is starting never reads a half-written script.
        staged = root / f"server.{os.getpid()}.js"
        staged.write_text(NODE_SERVER)
        os.replace(staged, root / "server.js")
    return root


@contextlib.contextmanager
def exclusive(lock_path: Path) -> Iterator[None]:
    """Hold an exclusive lock on lock_path (POSIX flock; where there is no fcntl, nothing runs in parallel here)."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with open(lock_path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def start(scratch: Path | None = None) -> LibsodiumJS:
    """Install if needed and start the Node process; check that it is libsodium 1.0.22."""
    oracle = LibsodiumJS(install(scratch))
    if oracle.version != SODIUM_VERSION:
        oracle.close()
        raise RuntimeError(f"{PACKAGE}@{VERSION} reports libsodium {oracle.version}, not {SODIUM_VERSION}")
    return oracle
