"""The benchmark's noble column: `@noble/ciphers`, `@noble/curves` and `@noble/hashes` (2.x) under node.

noble is the audited pure-JS library people pick today beside TweetNaCl.js. Its column runs in one persistent
node process that speaks the TweetNaCl.js columns' JSON lines (`tweetnacljs.NODE_SCRIPT`, `tweetnacljs.NodeBuild`):
the same inputs, node's own clock, every output checked byte for byte against `tweetnacl.fast`'s before timing
(a difference is an error cell). noble 2.x is ESM-only: the CommonJS node script loads its modules with
`import()` from the packages' files (`NOBLE_FUNCTIONS`).

An operation maps to noble's function of the same meaning, adapted to NaCl's calling convention where the two
differ (`NOBLE_FUNCTIONS`): secretbox is `xsalsa20poly1305(key, nonce).encrypt` (NaCl's tag-first layout),
scalarmult is `x25519.scalarMult`, a NaCl signing key is noble's 32-byte seed followed by the public key, and
`sign`/`sign.open` put the signature before the message as NaCl does. What noble lacks is "n/a" with the reason
(`MISSING`): NaCl's `box` (noble has X25519 and XSalsa20-Poly1305, not their combination), sealed boxes, AEGIS,
SipHash, secretstream, libsodium's deterministic random bytes; the edwards25519 group rows are not mapped
(libsodium's clamping and point checks are not noble's `Point` API). XChaCha20-Poly1305 at 64 B runs noble's own
XChaCha20-Poly1305, not the TweetNaCl.js columns' stand-in.

`find_packages` looks for the three packages in a named folder (`--noble DIR`: a folder holding
node_modules/@noble/...) or in ./node_modules; `start_column` starts the process, or gives the one-line reason why
the column is absent (no node on PATH, a package missing): never an error. Install them with `INSTALL_HINT`.

Secrets: the inputs sent to node are the benchmark's fixed sample bytes (`tweetnacl.bench.operations`), never a
real secret; the benchmark only measures and never asserts a speed.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tweetnacl.bench.backends import Backend
from tweetnacl.bench.tweetnacljs import JsColumns, JsFunction, Missing, NodeBuild, package_version, remote_call

__all__ = ["INSTALL_HINT", "MISSING", "NAME", "NOBLE_FUNCTIONS", "PACKAGES", "VERSIONS", "find_packages",
           "start_column"]

NAME = "noble"
"""The column's name (in --only, the table and the JSON)."""
PACKAGES = ("ciphers", "curves", "hashes")
"""The three npm packages @noble/<name>, in the order NOBLE_FUNCTIONS receives their folders."""
VERSIONS = {"ciphers": "2.4.0", "curves": "2.4.0", "hashes": "2.4.0"}
"""The versions CI pins (the newest on npm when the column was added); another 2.x runs too, the header says which."""
INSTALL_HINT = ("npm install " + " ".join(f"@noble/{name}@{version}" for name, version in VERSIONS.items())
                + " (into ./node_modules), or --noble DIR")
_FILES = {"ciphers": ("salsa.js", "chacha.js", "_poly1305.js", "aes.js"), "curves": ("ed25519.js",),
          "hashes": ("sha2.js", "argon2.js")}

NOBLE_FUNCTIONS = r"""
const {pathToFileURL} = require('url');
const path = require('path');
const [ciphers, curves, hashes] = process.argv.slice(1);
const load = (folder, file) => import(pathToFileURL(path.join(folder, file)).href);  // ESM-only packages
const {xsalsa20, xsalsa20poly1305} = await load(ciphers, 'salsa.js');
const {chacha20, xchacha20poly1305} = await load(ciphers, 'chacha.js');
const {poly1305} = await load(ciphers, '_poly1305.js');
const {gcm} = await load(ciphers, 'aes.js');
const {ed25519, ed25519ph, x25519} = await load(curves, 'ed25519.js');
const {sha512} = await load(hashes, 'sha2.js');
const {argon2id} = await load(hashes, 'argon2.js');
const concat = (a, b) => { const out = new Uint8Array(a.length + b.length); out.set(a); out.set(b, a.length); return out; };
const seed = (sk) => sk.subarray(0, 32);  // NaCl's 64-byte signing key is noble's 32-byte secret key + public key
const orNull = (f) => { try { return f(); } catch (error) { return null; } };  // NaCl's open: null when forged
return {
  'stream_xor': (m, n, k) => xsalsa20(k, n, m),
  'onetimeauth': (m, k) => poly1305(m, k),
  'secretbox': (m, n, k) => xsalsa20poly1305(k, n).encrypt(m),
  'secretbox.open': (c, n, k) => orNull(() => xsalsa20poly1305(k, n).decrypt(c)),
  'hash': (m) => sha512(m),
  'scalarmult': (n, p) => x25519.scalarMult(n, p),
  'scalarmult.base': (n) => x25519.scalarMultBase(n),
  'sign.keypair.from_seed': (s) => { const publicKey = ed25519.getPublicKey(s); return {publicKey, secretKey: concat(s, publicKey)}; },
  'sign': (m, sk) => concat(ed25519.sign(m, seed(sk)), m),
  'sign.detached': (m, sk) => ed25519.sign(m, seed(sk)),
  'sign.detached.verify': (m, sig, pk) => ed25519.verify(sig, m, pk),
  'sign.open': (sm, pk) => (sm.length >= 64 && ed25519.verify(sm.subarray(0, 64), sm.subarray(64), pk) ? sm.slice(64) : null),
  'convert_public_key': (pk) => orNull(() => ed25519.utils.toMontgomery(pk)),
  'chacha20_ietf_xor': (m, n, k) => chacha20(k, n, m),
  'xchacha20poly1305': (m, ad, n, k) => xchacha20poly1305(k, n, ad).encrypt(m),
  'aes256gcm': (m, ad, n, k) => gcm(k, n, ad).encrypt(m),
  'pwhash_argon2id': (password, salt, t, memlimit) => argon2id(password, salt, {t, m: memlimit / 1024, p: 1, dkLen: 32}),
  'ed25519ph.sign': (m, sk) => ed25519ph.sign(m, seed(sk)),
  'ed25519ph.verify': (m, sig, pk) => ed25519ph.verify(sig, m, pk),
};
"""
"""The body of NODE_SCRIPT's `loadFunctions` for noble: the packages' folders are node's arguments."""

MISSING = {
    "box": "no NaCl box (it has X25519 and XSalsa20-Poly1305, not crypto_box's combination of them)",
    "box_seal": "no sealed boxes",
    "aegis": "no AEGIS",
    "siphash24": "no SipHash",
    "secretstream_push": "no secretstream",
    "randombytes_deterministic": "no libsodium deterministic random bytes",
    "group": "its edwards25519 Point API not mapped to libsodium's group functions (clamping, point checks)",
}
"""Why noble's column shows "n/a", by Backend field (one reason for box and box.open, and for the group rows)."""


def find_packages(folder: str | None) -> dict[str, Path] | None:
    """The folders of @noble/ciphers, @noble/curves and @noble/hashes in `folder`/node_modules (or in `folder`
    itself, holding @noble/<name>), else ./node_modules; None when one of them is not there."""
    start = Path(folder) if folder else Path.cwd()
    roots = [start / "node_modules", start] if folder else [start / "node_modules"]
    for root in roots:
        found = {name: root / "@noble" / name for name in PACKAGES}
        if all((found[name] / "package.json").is_file() and all((found[name] / file).is_file() for file in files)
               for name, files in _FILES.items()):
            return {name: path.resolve() for name, path in found.items()}
    return None


def _noble_backend(build: NodeBuild) -> Backend:
    def js(name: str) -> Callable[..., Any]:
        return JsFunction(build, name)

    group = Missing(MISSING["group"])
    return Backend(
        name=NAME, title=NAME,
        stream_xor=js("stream_xor"), onetimeauth=js("onetimeauth"), secretbox=js("secretbox"),
        secretbox_open=js("secretbox.open"), hash=js("hash"), scalarmult=js("scalarmult"),
        scalarmult_base=js("scalarmult.base"), box=Missing(MISSING["box"]), box_open=Missing(MISSING["box"]),
        sign_seed_keypair=js("sign.keypair.from_seed"), sign=js("sign"), sign_detached=js("sign.detached"),
        sign_detached_verify=js("sign.detached.verify"), sign_open=js("sign.open"),
        box_seal=Missing(MISSING["box_seal"]), box_seal_open=Missing(MISSING["box_seal"]),
        convert_public_key=js("convert_public_key"),
        aegis128l=Missing(MISSING["aegis"]), aegis256=Missing(MISSING["aegis"]), aes256gcm=js("aes256gcm"),
        siphash24=Missing(MISSING["siphash24"]), chacha20_ietf_xor=js("chacha20_ietf_xor"),
        xchacha20poly1305=js("xchacha20poly1305"), secretstream_push=Missing(MISSING["secretstream_push"]),
        randombytes_deterministic=Missing(MISSING["randombytes_deterministic"]),
        pwhash_argon2id=js("pwhash_argon2id"), ed25519ph_sign=js("ed25519ph.sign"),
        ed25519ph_verify=js("ed25519ph.verify"),
        scalarmult_ed25519=group, scalarmult_ed25519_base=group, core_ed25519_add=group,
        core_ed25519_from_uniform=group, core_ed25519_is_valid_point=group, core_ed25519_scalar_invert=group,
        core_ed25519_scalar_mul=group,
        remote=remote_call, jit=True,
    )


def start_column(folder: str | None) -> JsColumns:
    """Start the node process of the noble column; when node or a package is missing, or node fails to start
    (a noble older than 2.x lacks a file or a function), no column and a description that says why."""
    node = shutil.which("node")
    if node is None:
        return JsColumns([], [], "noble column absent: node is not on PATH")
    packages = find_packages(folder)
    if packages is None:
        where = folder if folder else "./node_modules"
        return JsColumns([], [], f"noble column absent: no npm packages @noble/{{{','.join(PACKAGES)}}} in {where} "
                                 f"({INSTALL_HINT})")
    try:
        build = NodeBuild(node, packages["ciphers"], NAME, NOBLE_FUNCTIONS,
                          tuple(str(packages[name]) for name in PACKAGES))
    except (OSError, RuntimeError, ValueError) as error:
        return JsColumns([], [], f"noble column absent: node failed to start ({error})")
    versions = ", ".join(f"@noble/{name} {package_version(path)}" for name, path in packages.items())
    modules = packages["ciphers"].parent.parent
    return JsColumns([build], [_noble_backend(build)], f"noble: {versions} from {modules}, on node {build.node_version}")
