"""The benchmark's libsodium.js column: npm's `libsodium-wrappers-sumo` (libsodium 1.0.22 compiled to WebAssembly)
under node, for the rows whose function PyNaCl does not expose.

The libsodium column (PyNaCl's `nacl.bindings`) measures libsodium itself wherever PyNaCl reaches it; for the rest
(ristretto255, HKDF and HMAC-SHA-256, TurboSHAKE128, IPCrypt, ML-KEM-768 and X-Wing, the raw XSalsa20 and ChaCha20
streams, Poly1305) this column is the libsodium beside ours. It runs in one persistent node process that speaks the
TweetNaCl.js columns' JSON lines (`tweetnacljs.NODE_SCRIPT`, `tweetnacljs.NodeBuild`): the same inputs, node's own
clock, every output checked byte for byte against `tweetnacl.fast`'s before timing (a difference is an error cell).
Its process first checks that the package's `SODIUM_VERSION_STRING` is `SODIUM_VERSION` (1.0.22, the version the
bindings follow); another version leaves the column absent with a note saying which one it found.

An operation maps to the wrapper of the same libsodium function (`LIBSODIUM_FUNCTIONS`: `scalarmult_ristretto255`
is `crypto_scalarmult_ristretto255`, the KEM rows `crypto_kem_*_seed_keypair`, `*_enc_deterministic` and `*_dec`),
or, where the wrappers have none (HKDF-SHA-256, the raw XSalsa20 stream), to the C function of the WebAssembly module
called on buffers it allocates per call, as the wrappers do. The rows PyNaCl exposes show "n/a" (`IN_PYNACL`): the
libsodium column runs them natively.

`find_package` looks for the package in a named folder (`--libsodium-js DIR`: a folder holding
node_modules/libsodium-wrappers-sumo, or the package itself) or in ./node_modules; `start_column` starts the process,
or gives the one-line reason why the column is absent (no node on PATH, no package, another libsodium): never an
error. Install it with `INSTALL_HINT`.

Secrets: the inputs sent to node are the benchmark's fixed sample bytes (`tweetnacl.bench.operations`), never a
real secret; the benchmark only measures and never asserts a speed.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tweetnacl.bench.backends import Backend
from tweetnacl.bench.tweetnacljs import JsColumns, JsFunction, Missing, NodeBuild, package_version, remote_call

__all__ = ["INSTALL_HINT", "IN_PYNACL", "LIBSODIUM_FUNCTIONS", "NAME", "PACKAGE", "SODIUM_VERSION", "VERSION",
           "find_package", "start_column"]

NAME = "libsodium.js"
"""The column's name (in --only, the table and the JSON)."""
PACKAGE = "libsodium-wrappers-sumo"
VERSION = "0.8.4"
"""The npm package and the version CI pins (the one the tests' libsodium oracle runs)."""
SODIUM_VERSION = "1.0.22"
"""The libsodium the column must report (`SODIUM_VERSION_STRING`): the version `tweetnacl.pynacl.bindings` follows."""
INSTALL_HINT = f"npm install {PACKAGE}@{VERSION} (into ./node_modules), or --libsodium-js DIR"
IN_PYNACL = "only what PyNaCl does not expose here (the libsodium column runs the rest natively)"
"""Why the column shows "n/a" on a row whose function PyNaCl exposes."""

LIBSODIUM_FUNCTIONS = r"""
const sodium = require(process.argv[1]);
await sodium.ready;
if (sodium.SODIUM_VERSION_STRING !== process.argv[2]) {
  throw new Error('libsodium ' + sodium.SODIUM_VERSION_STRING + ', not ' + process.argv[2]);
}
const lib = sodium.libsodium;
// A C function of the WebAssembly module on fresh buffers (inputs copied in, `outLength` bytes out), freed after
// the call, as the wrappers do for the functions they wrap; -1 from C is an error.
function raw(outLength, body, ...inputs) {
  const pointers = inputs.map((a) => { const p = lib._malloc(Math.max(a.length, 1)); lib.HEAPU8.set(a, p); return p; });
  const out = lib._malloc(Math.max(outLength, 1));
  try {
    if (body(out, ...pointers) !== 0) throw new Error('libsodium returned -1');
    return lib.HEAPU8.slice(out, out + outLength);
  } finally {
    lib._free(out);
    for (const p of pointers) lib._free(p);
  }
}
const keypair = (kp) => [kp.publicKey, kp.privateKey];
const encapsulated = (e) => [e.ciphertext, e.sharedSecret];
return {
  // unsigned long long lengths are two 32-bit arguments in the module (low word, high word)
  'stream_xor': (m, n, k) => raw(m.length, (c, pm, pn, pk) => lib._crypto_stream_xsalsa20_xor(c, pm, m.length, 0, pn, pk), m, n, k),
  'onetimeauth': (m, k) => sodium.crypto_onetimeauth(m, k),
  'chacha20_ietf_xor': (m, n, k) => sodium.crypto_stream_chacha20_ietf_xor(m, n, k),
  'turboshake128': (length, m) => sodium.crypto_xof_turboshake128(length, m),
  'ipcrypt_pfx_encrypt': (address, key) => sodium.crypto_ipcrypt_pfx_encrypt(address, key),
  'scalarmult_ristretto255': (n, p) => sodium.crypto_scalarmult_ristretto255(n, p),
  'scalarmult_ristretto255_base': (n) => sodium.crypto_scalarmult_ristretto255_base(n),
  'hkdf_sha256': (ikm, salt, info, length) => {
    const prk = raw(32, (out, ps, pi) => lib._crypto_kdf_hkdf_sha256_extract(out, ps, salt.length, pi, ikm.length), salt, ikm);
    return raw(length, (out, pc, pp) => lib._crypto_kdf_hkdf_sha256_expand(out, length, pc, info.length, pp), info, prk);
  },
  'hmacsha256': (m, k) => sodium.crypto_auth_hmacsha256(m, k),
  'mlkem768_seed_keypair': (seed) => keypair(sodium.crypto_kem_mlkem768_seed_keypair(seed)),
  'mlkem768_enc': (pk, seed) => encapsulated(sodium.crypto_kem_mlkem768_enc_deterministic(pk, seed)),
  'mlkem768_dec': (c, sk) => sodium.crypto_kem_mlkem768_dec(c, sk),
  'xwing_seed_keypair': (seed) => keypair(sodium.crypto_kem_xwing_seed_keypair(seed)),
  'xwing_enc': (pk, seed) => encapsulated(sodium.crypto_kem_xwing_enc_deterministic(pk, seed)),
  'xwing_dec': (c, sk) => sodium.crypto_kem_xwing_dec(c, sk),
};
"""
"""The body of NODE_SCRIPT's `loadFunctions` for libsodium.js: node's arguments are the package's folder and the
libsodium version it must report. Names are the benchmark's Backend fields."""


def find_package(folder: str | None) -> Path | None:
    """The folder of the npm package libsodium-wrappers-sumo: `folder`/node_modules/libsodium-wrappers-sumo or
    `folder` itself when `folder` is given, else ./node_modules/libsodium-wrappers-sumo; None when it is not there."""
    start = Path(folder) if folder else Path.cwd()
    candidates = [start / "node_modules" / PACKAGE, start] if folder else [start / "node_modules" / PACKAGE]
    for candidate in candidates:
        try:
            manifest = json.loads((candidate / "package.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(manifest, dict) and manifest.get("name") == PACKAGE:
            return candidate.resolve()
    return None


def _libsodium_js_backend(build: NodeBuild) -> Backend:
    def js(name: str) -> Callable[..., Any]:
        return JsFunction(build, name)

    native = Missing(IN_PYNACL)
    return Backend(
        name=NAME, title=NAME,
        stream_xor=js("stream_xor"), onetimeauth=js("onetimeauth"),
        secretbox=native, secretbox_open=native, hash=native, scalarmult=native, scalarmult_base=native, box=native,
        box_open=native, sign_seed_keypair=native, sign=native, sign_detached=native, sign_detached_verify=native,
        sign_open=native, box_seal=native, box_seal_open=native, convert_public_key=native,
        aegis128l=native, aegis256=native, aes256gcm=native, siphash24=native,
        turboshake128=js("turboshake128"), ipcrypt_pfx_encrypt=js("ipcrypt_pfx_encrypt"),
        chacha20_ietf_xor=js("chacha20_ietf_xor"), xchacha20poly1305=native, secretstream_push=native,
        randombytes_deterministic=native, pwhash_argon2id=native, ed25519ph_sign=native, ed25519ph_verify=native,
        scalarmult_ed25519=native, scalarmult_ed25519_base=native, core_ed25519_add=native,
        core_ed25519_from_uniform=native, core_ed25519_is_valid_point=native, core_ed25519_scalar_invert=native,
        core_ed25519_scalar_mul=native,
        hkdf_sha256=js("hkdf_sha256"), hmacsha256=js("hmacsha256"),
        scalarmult_ristretto255=js("scalarmult_ristretto255"),
        scalarmult_ristretto255_base=js("scalarmult_ristretto255_base"),
        mlkem768_seed_keypair=js("mlkem768_seed_keypair"), mlkem768_enc=js("mlkem768_enc"),
        mlkem768_dec=js("mlkem768_dec"), xwing_seed_keypair=js("xwing_seed_keypair"), xwing_enc=js("xwing_enc"),
        xwing_dec=js("xwing_dec"),
        remote=remote_call, jit=True,
    )


def start_column(folder: str | None) -> JsColumns:
    """Start the node process of the libsodium.js column; when node or the package is missing, or node fails to
    start (another libsodium than SODIUM_VERSION, a package without a function), no column and a description that
    says why."""
    node = shutil.which("node")
    if node is None:
        return JsColumns([], [], "libsodium.js column absent: node is not on PATH")
    package = find_package(folder)
    if package is None:
        where = folder if folder else "./node_modules"
        return JsColumns([], [], f"libsodium.js column absent: no npm package {PACKAGE} in {where} ({INSTALL_HINT})")
    try:
        build = NodeBuild(node, package, NAME, LIBSODIUM_FUNCTIONS, (str(package), SODIUM_VERSION))
    except (OSError, RuntimeError, ValueError) as error:
        return JsColumns([], [], f"libsodium.js column absent: node failed to start ({error})")
    return JsColumns([build], [_libsodium_js_backend(build)],
                     f"libsodium.js: {PACKAGE} {package_version(package)} (libsodium {SODIUM_VERSION}, its "
                     f"SODIUM_VERSION_STRING checked) from {package}, on node {build.node_version}")
