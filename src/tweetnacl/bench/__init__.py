"""`python -m tweetnacl bench`: the implementations side by side, on TweetNaCl.js's benchmark operations.

Operations: those of TweetNaCl.js's `test/benchmark/bench.js` (xsalsa20 stream, poly1305, secretbox, hash,
scalarmult, box, sign) plus the extensions beyond TweetNaCl (sealed boxes, Ed25519 -> X25519 conversion) and
libsodium's other symmetric primitives in `tweetnacl.fast` (AEGIS, SipHash, ChaCha20, XChaCha20-Poly1305,
secretstream pushes of 64 KiB chunks on one stream, deterministic random bytes).
Columns: `tweetnacl.reference`, `tweetnacl.fast`, and libsodium through PyNaCl's `nacl.bindings` when PyNaCl
is importable; operations that PyNaCl does not expose (the raw xsalsa20 stream, poly1305) show "n/a" rather
than a different function under the same name.

How the numbers are made:
- Calibrated by time, not by count: each measurement runs as many calls as fit in `--time` seconds
  (at least one call: the reference needs more than the budget for one call on some operations).
- Interleaved: for each operation, rounds alternate between the implementations (the first one rotates), so
  that machine noise hits them alike; each implementation reports its best round (`--rounds`).
- An implementation leaves the rotation early when its measurements of one operation have taken more than
  `2 * rounds * time` seconds, so a call slower than the budget is measured fewer times (at least once).
- Large messages (over 64 KiB) are first timed once at 1/64 of their size (16 KiB to 256 KiB); a call
  predicted (linearly) to last more than `--max-call` seconds is not run and shows "skipped (>Ns)".
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
  libsodium: with the 1 KiB, 1 MiB and (`--large`) 64 MiB rows, throughput against message size, the input
  of the performance page's chart (tools/bench_charts.py).

Standard library only; PyNaCl is optional at run time.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import datetime
import fnmatch
import functools
import gc
import hashlib
import json
import os
import platform
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TextIO

try:
    import tracemalloc
except ImportError:  # PyPy has no tracemalloc: the Python allocation peak is then not measured (and the output says so)
    tracemalloc = None  # type: ignore[assignment]

KIB = 1024
MIB = 1024 * KIB
MB = 10**6  # the unit of every MB/s in the output (decimal megabyte)

IMPLEMENTATION_NAMES = ("reference", "fast", "libsodium")
DEFAULT_ROUNDS = 5
DEFAULT_TIME = 0.1
DEFAULT_MAX_CALL = 12.0
LARGE_THRESHOLD = 64 * KIB  # messages above this are probed at a fraction of their size before they are run
PROBE_FRACTION = 64
PROBE_MIN = 16 * KIB
PROBE_MAX = 256 * KIB  # a 64 MiB message is probed at 256 KiB: per-call overhead is negligible there already

Call = Callable[[], object]


class NotAvailable(Exception):
    """The implementation does not provide this operation (shown as "n/a")."""


# ---------------------------------------------------------------------------------------------
# Implementations: one record of plain callables each, so that the timed call is the library's own
# function (no adapter frame in the loop) wherever the library offers the operation directly.
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Backend:
    """One column of the table: the functions each operation calls (None: the library lacks it)."""

    name: str
    title: str
    stream_xor: Callable[[bytes, bytes, bytes], bytes] | None
    onetimeauth: Callable[[bytes, bytes], bytes] | None
    secretbox: Callable[[bytes, bytes, bytes], bytes]
    secretbox_open: Callable[[bytes, bytes, bytes], bytes | None]
    hash: Callable[[bytes], bytes]
    scalarmult: Callable[[bytes, bytes], bytes]
    scalarmult_base: Callable[[bytes], bytes]
    box: Callable[[bytes, bytes, bytes, bytes], bytes]
    box_open: Callable[[bytes, bytes, bytes, bytes], bytes | None]
    sign_seed_keypair: Callable[[bytes], tuple[bytes, bytes]]
    sign: Callable[[bytes, bytes], bytes]
    sign_detached: Callable[[bytes, bytes], bytes]
    sign_detached_verify: Callable[[bytes, bytes, bytes], bool]
    sign_open: Callable[[bytes, bytes], bytes | None]
    box_seal: Callable[[bytes, bytes], bytes]
    box_seal_open: Callable[[bytes, bytes, bytes], bytes | None]
    convert_public_key: Callable[[bytes], bytes | None]
    # libsodium-only primitives, in `tweetnacl.fast` (not in the reference): (message, ad, nonce, key)
    aegis128l: Callable[[bytes, bytes, bytes, bytes], bytes] | None = None
    aegis256: Callable[[bytes, bytes, bytes, bytes], bytes] | None = None
    siphash24: Callable[[bytes, bytes], bytes] | None = None  # (data, key)
    chacha20_ietf_xor: Callable[[bytes, bytes, bytes], bytes] | None = None  # (message, nonce, key)
    xchacha20poly1305: Callable[[bytes, bytes | None, bytes, bytes], bytes] | None = None  # (message, ad, nonce, key)
    secretstream_push: Callable[[bytes], Callable[[bytes], bytes]] | None = None  # key -> push(message) on a new stream
    randombytes_deterministic: Callable[[int, bytes], bytes] | None = None  # (size, seed)
    pwhash_argon2id: Callable[[bytes, bytes, int, int], bytes] | None = None  # (password, salt, opslimit, memlimit)
    # Ed25519ph and the edwards25519 group API (libsodium's names), in `tweetnacl.fast`
    ed25519ph_sign: Callable[[bytes, bytes], bytes] | None = None  # (message, secret key) -> signature
    ed25519ph_verify: Callable[[bytes, bytes, bytes], bool] | None = None  # (message, signature, public key)
    scalarmult_ed25519: Callable[[bytes, bytes], bytes | None] | None = None  # (scalar, point), clamped
    scalarmult_ed25519_base: Callable[[bytes], bytes | None] | None = None  # (scalar), clamped
    core_ed25519_add: Callable[[bytes, bytes], bytes | None] | None = None
    core_ed25519_from_uniform: Callable[[bytes], bytes] | None = None
    core_ed25519_is_valid_point: Callable[[bytes], bool] | None = None
    core_ed25519_scalar_invert: Callable[[bytes], bytes] | None = None
    core_ed25519_scalar_mul: Callable[[bytes, bytes], bytes] | None = None
    notes: tuple[tuple[str, str], ...] = ()  # (op name, how this backend runs it) where it deserves a word


def tweetnacl_backend(name: str) -> Backend:
    """`tweetnacl.reference` or `tweetnacl.fast`, through its public API (what users call)."""
    import importlib

    nacl: Any = importlib.import_module(f"tweetnacl.{name}")
    extra: dict[str, Any] = {}
    if name == "fast":
        from tweetnacl.fast.aead import aegis, chacha20poly1305, secretstream
        from tweetnacl.fast.stream import chacha20
        from tweetnacl.fast.curve25519 import group
        from tweetnacl.fast.mac import siphash
        from tweetnacl.pynacl import _ed25519
        from tweetnacl.pynacl.bindings.randombytes import randombytes_buf_deterministic

        def secretstream_push(key: bytes) -> Callable[[bytes], bytes]:
            state = bytearray(secretstream.STATEBYTES)
            secretstream.init_push(state, key, sample_bytes("header", 24))
            return functools.partial(secretstream.push, state, ad=b"", tag=0)

        extra = {
            "aegis128l": aegis.aegis128l_encrypt, "aegis256": aegis.aegis256_encrypt, "siphash24": siphash.siphash24,
            "chacha20_ietf_xor": chacha20.crypto_stream_chacha20_ietf_xor,
            "xchacha20poly1305": chacha20poly1305.crypto_aead_xchacha20poly1305_ietf_encrypt,
            "secretstream_push": secretstream_push,
            "randombytes_deterministic": randombytes_buf_deterministic,  # the layer over fast.chacha20
            "pwhash_argon2id": _tweetnacl_argon2id,
            "ed25519ph_sign": _ed25519.ed25519ph_sign_message,
            "ed25519ph_verify": _ed25519.ed25519ph_verify_message,
            "scalarmult_ed25519": group.scalarmult,
            "scalarmult_ed25519_base": group.scalarmult_base,
            "core_ed25519_add": group.add,
            "core_ed25519_from_uniform": group.from_uniform,
            "core_ed25519_is_valid_point": group.is_valid_point,
            "core_ed25519_scalar_invert": group.scalar_invert,
            "core_ed25519_scalar_mul": group.scalar_mul,
        }
    return Backend(
        name=name,
        title=name,
        stream_xor=nacl.lowlevel.crypto_stream_xor,
        onetimeauth=nacl.lowlevel.crypto_onetimeauth,
        secretbox=nacl.secretbox,
        secretbox_open=nacl.secretbox.open,
        hash=nacl.hash,
        scalarmult=nacl.scalarmult,
        scalarmult_base=nacl.scalarmult.base,
        box=nacl.box,
        box_open=nacl.box.open,
        sign_seed_keypair=nacl.sign.keypair.from_seed,
        sign=nacl.sign,
        sign_detached=nacl.sign.detached,
        sign_detached_verify=nacl.sign.detached.verify,
        sign_open=nacl.sign.open,
        box_seal=nacl.box.seal,
        box_seal_open=nacl.box.seal.open,
        convert_public_key=nacl.ed2curve.convert_public_key,
        **extra,
    )


def _tweetnacl_argon2id(password: bytes, salt: bytes, opslimit: int, memlimit: int) -> bytes:
    from tweetnacl.fast.pwhash import argon2

    return argon2.crypto_pwhash(32, password, salt, opslimit, memlimit, argon2.ALG_ARGON2ID13)


def libsodium_backend() -> Backend | None:
    """libsodium through PyNaCl's `nacl.bindings`, or None when PyNaCl is not importable."""
    try:
        import nacl.bindings as sodium  # type: ignore[import-not-found,unused-ignore]
        import nacl.exceptions  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    bad_signature = nacl.exceptions.BadSignatureError

    def sign_detached(m: bytes, sk: bytes) -> bytes:  # setup only, never timed
        return bytes(sodium.crypto_sign(m, sk)[:64])

    def sign_detached_verify(m: bytes, sig: bytes, pk: bytes) -> bool:
        # PyNaCl's bindings have no crypto_sign_verify_detached; this is what nacl.signing.VerifyKey.verify
        # does with a detached signature (libsodium's crypto_sign_open calls the detached verify).
        try:
            sodium.crypto_sign_open(sig + m, pk)
        except bad_signature:
            return False
        return True

    def secretstream_push(key: bytes) -> Callable[[bytes], bytes]:
        state = sodium.crypto_secretstream_xchacha20poly1305_state()
        sodium.crypto_secretstream_xchacha20poly1305_init_push(state, key)
        return functools.partial(sodium.crypto_secretstream_xchacha20poly1305_push, state)

    def ed25519ph_sign(m: bytes, sk: bytes) -> bytes:
        state = sodium.crypto_sign_ed25519ph_state()
        sodium.crypto_sign_ed25519ph_update(state, m)
        return bytes(sodium.crypto_sign_ed25519ph_final_create(state, sk))

    def ed25519ph_verify(m: bytes, sig: bytes, pk: bytes) -> bool:
        state = sodium.crypto_sign_ed25519ph_state()
        sodium.crypto_sign_ed25519ph_update(state, m)
        try:
            return bool(sodium.crypto_sign_ed25519ph_final_verify(state, sig, pk))
        except bad_signature:
            return False

    def open_or_none(function: Callable[..., bytes]) -> Callable[..., bytes | None]:
        @functools.wraps(function)
        def opened(*args: bytes) -> bytes | None:
            try:
                return function(*args)
            except nacl.exceptions.CryptoError:
                return None

        return opened

    return Backend(
        name="libsodium",
        title="libsodium",
        stream_xor=None,  # PyNaCl exposes no raw xsalsa20 stream
        onetimeauth=None,  # nor poly1305
        secretbox=sodium.crypto_secretbox,
        secretbox_open=sodium.crypto_secretbox_open,
        hash=sodium.crypto_hash_sha512,
        scalarmult=sodium.crypto_scalarmult,
        scalarmult_base=sodium.crypto_scalarmult_base,
        box=sodium.crypto_box,
        box_open=sodium.crypto_box_open,
        sign_seed_keypair=sodium.crypto_sign_seed_keypair,
        sign=sodium.crypto_sign,
        sign_detached=sign_detached,
        sign_detached_verify=sign_detached_verify,
        sign_open=sodium.crypto_sign_open,
        box_seal=sodium.crypto_box_seal,
        box_seal_open=sodium.crypto_box_seal_open,
        convert_public_key=open_or_none(sodium.crypto_sign_ed25519_pk_to_curve25519),
        aegis128l=sodium.crypto_aead_aegis128l_encrypt,
        aegis256=sodium.crypto_aead_aegis256_encrypt,
        siphash24=sodium.crypto_shorthash_siphash24,
        chacha20_ietf_xor=None,  # PyNaCl exposes no raw ChaCha20 stream
        xchacha20poly1305=sodium.crypto_aead_xchacha20poly1305_ietf_encrypt,
        secretstream_push=secretstream_push,
        randombytes_deterministic=sodium.randombytes_buf_deterministic,
        pwhash_argon2id=lambda password, salt, ops, mem: sodium.crypto_pwhash_alg(
            32, password, salt, ops, mem, sodium.crypto_pwhash_ALG_ARGON2ID13
        ),
        ed25519ph_sign=ed25519ph_sign,
        ed25519ph_verify=ed25519ph_verify,
        scalarmult_ed25519=sodium.crypto_scalarmult_ed25519,
        scalarmult_ed25519_base=sodium.crypto_scalarmult_ed25519_base,
        core_ed25519_add=sodium.crypto_core_ed25519_add,
        core_ed25519_from_uniform=sodium.crypto_core_ed25519_from_uniform,
        core_ed25519_is_valid_point=sodium.crypto_core_ed25519_is_valid_point,
        core_ed25519_scalar_invert=sodium.crypto_core_ed25519_scalar_invert,
        core_ed25519_scalar_mul=sodium.crypto_core_ed25519_scalar_mul,
        notes=(
            (
                "sign.detached.verify 1KiB",
                (
                    "PyNaCl has no crypto_sign_verify_detached: crypto_sign_open(signature + message), "
                    "as nacl.signing.VerifyKey.verify does"
                ),
            ),
        ),
    )


def pynacl_version() -> str | None:
    """The installed PyNaCl version, or None."""
    try:
        from importlib.metadata import version

        return version("PyNaCl")
    except Exception:  # noqa: BLE001 - any metadata problem just means "unknown"
        return None


# ---------------------------------------------------------------------------------------------
# Operations
# ---------------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=32)
def sample_bytes(label: str, length: int) -> bytes:
    """Deterministic, random-looking input bytes (the same in every implementation, so outputs compare)."""
    return hashlib.shake_256(label.encode()).digest(length)


@dataclasses.dataclass(frozen=True)
class Prepared:
    """A ready-to-time call, and what its result must be when that is known in advance."""

    call: Call
    expected: object = None
    has_expected: bool = False


def _need(function: Callable[..., Any] | None, what: str) -> Callable[..., Any]:
    if function is None:
        raise NotAvailable(what)
    return function


def _sign_keys(backend: Backend) -> tuple[bytes, bytes]:
    return backend.sign_seed_keypair(sample_bytes("sign seed", 32))


def _box_keys(backend: Backend) -> tuple[bytes, bytes, bytes, bytes]:
    """(alice pk, alice sk, bob pk, bob sk) for X25519."""
    alice_sk = sample_bytes("alice", 32)
    bob_sk = sample_bytes("bob", 32)
    return backend.scalarmult_base(alice_sk), alice_sk, backend.scalarmult_base(bob_sk), bob_sk


def _prepare_stream_xor(b: Backend, size: int) -> Prepared:
    f = _need(b.stream_xor, "no raw xsalsa20 stream")
    return Prepared(functools.partial(f, sample_bytes("message", size), sample_bytes("nonce", 24), sample_bytes("key", 32)))


def _prepare_onetimeauth(b: Backend, size: int) -> Prepared:
    f = _need(b.onetimeauth, "no poly1305")
    return Prepared(functools.partial(f, sample_bytes("message", size), sample_bytes("key", 32)))


def _prepare_secretbox(b: Backend, size: int) -> Prepared:
    return Prepared(
        functools.partial(b.secretbox, sample_bytes("message", size), sample_bytes("nonce", 24), sample_bytes("key", 32))
    )


def _prepare_secretbox_open(b: Backend, size: int) -> Prepared:
    m, n, k = sample_bytes("message", size), sample_bytes("nonce", 24), sample_bytes("key", 32)
    return Prepared(functools.partial(b.secretbox_open, b.secretbox(m, n, k), n, k), m, True)


def _prepare_hash(b: Backend, size: int) -> Prepared:
    return Prepared(functools.partial(b.hash, sample_bytes("message", size)))


def _prepare_scalarmult(b: Backend, size: int) -> Prepared:
    alice_pk, _, _, bob_sk = _box_keys(b)
    return Prepared(functools.partial(b.scalarmult, bob_sk, alice_pk))


def _prepare_scalarmult_base(b: Backend, size: int) -> Prepared:
    return Prepared(functools.partial(b.scalarmult_base, sample_bytes("alice", 32)))


def _prepare_box(b: Backend, size: int) -> Prepared:
    _, alice_sk, bob_pk, _ = _box_keys(b)
    return Prepared(functools.partial(b.box, sample_bytes("message", size), sample_bytes("nonce", 24), bob_pk, alice_sk))


def _prepare_box_open(b: Backend, size: int) -> Prepared:
    alice_pk, alice_sk, bob_pk, bob_sk = _box_keys(b)
    m, n = sample_bytes("message", size), sample_bytes("nonce", 24)
    return Prepared(functools.partial(b.box_open, b.box(m, n, bob_pk, alice_sk), n, alice_pk, bob_sk), m, True)


def _prepare_sign(b: Backend, size: int) -> Prepared:
    _, sk = _sign_keys(b)
    return Prepared(functools.partial(b.sign, sample_bytes("message", size), sk))


def _prepare_sign_detached_verify(b: Backend, size: int) -> Prepared:
    pk, sk = _sign_keys(b)
    m = sample_bytes("message", size)
    return Prepared(functools.partial(b.sign_detached_verify, m, b.sign_detached(m, sk), pk), True, True)


def _prepare_sign_open(b: Backend, size: int) -> Prepared:
    pk, sk = _sign_keys(b)
    m = sample_bytes("message", size)
    return Prepared(functools.partial(b.sign_open, b.sign(m, sk), pk), m, True)


def _prepare_box_seal(b: Backend, size: int) -> Prepared:
    _, _, bob_pk, _ = _box_keys(b)
    return Prepared(functools.partial(b.box_seal, sample_bytes("message", size), bob_pk))


def _prepare_box_seal_open(b: Backend, size: int) -> Prepared:
    _, _, bob_pk, bob_sk = _box_keys(b)
    m = sample_bytes("message", size)
    return Prepared(functools.partial(b.box_seal_open, b.box_seal(m, bob_pk), bob_pk, bob_sk), m, True)


def _prepare_convert_public_key(b: Backend, size: int) -> Prepared:
    pk, _ = _sign_keys(b)
    return Prepared(functools.partial(b.convert_public_key, pk))


def _prepare_aegis128l(b: Backend, size: int) -> Prepared:
    f = _need(b.aegis128l, "no AEGIS")
    return Prepared(functools.partial(f, sample_bytes("message", size), b"", sample_bytes("nonce", 16), sample_bytes("key", 16)))


def _prepare_aegis256(b: Backend, size: int) -> Prepared:
    f = _need(b.aegis256, "no AEGIS")
    return Prepared(functools.partial(f, sample_bytes("message", size), b"", sample_bytes("nonce", 32), sample_bytes("key", 32)))


def _prepare_siphash24(b: Backend, size: int) -> Prepared:
    f = _need(b.siphash24, "no SipHash")
    return Prepared(functools.partial(f, sample_bytes("message", size), sample_bytes("key", 16)))


def _prepare_chacha20_ietf_xor(b: Backend, size: int) -> Prepared:
    f = _need(b.chacha20_ietf_xor, "no raw ChaCha20 stream")
    return Prepared(functools.partial(f, sample_bytes("message", size), sample_bytes("nonce", 12), sample_bytes("key", 32)))


def _prepare_xchacha20poly1305(b: Backend, size: int) -> Prepared:
    f = _need(b.xchacha20poly1305, "no XChaCha20-Poly1305")
    return Prepared(functools.partial(f, sample_bytes("message", size), b"", sample_bytes("nonce", 24), sample_bytes("key", 32)))


def _prepare_secretstream_push(b: Backend, size: int) -> Prepared:
    """One push of a `size`-byte chunk per call, on one stream (so every call has its own counter)."""
    make = _need(b.secretstream_push, "no secretstream")
    push = make(sample_bytes("key", 32))
    return Prepared(functools.partial(push, sample_bytes("message", size)))


def _prepare_randombytes_deterministic(b: Backend, size: int) -> Prepared:
    f = _need(b.randombytes_deterministic, "no deterministic random bytes")
    return Prepared(functools.partial(f, size, sample_bytes("seed", 32)))


def _prepare_ed25519ph_sign(b: Backend, size: int) -> Prepared:
    f = _need(b.ed25519ph_sign, "no Ed25519ph")
    _, sk = _sign_keys(b)
    return Prepared(functools.partial(f, sample_bytes("message", size), sk))


def _prepare_ed25519ph_verify(b: Backend, size: int) -> Prepared:
    f = _need(b.ed25519ph_verify, "no Ed25519ph")
    sign = _need(b.ed25519ph_sign, "no Ed25519ph")
    pk, sk = _sign_keys(b)
    message = sample_bytes("message", size)
    return Prepared(functools.partial(f, message, sign(message, sk), pk))


def _group_point(b: Backend) -> bytes:
    """A point of the main subgroup: from_uniform of sample bytes (setup, not timed)."""
    return bytes(_need(b.core_ed25519_from_uniform, "no edwards25519 group API")(sample_bytes("uniform", 32)))


def _prepare_scalarmult_ed25519(b: Backend, size: int) -> Prepared:
    f = _need(b.scalarmult_ed25519, "no edwards25519 group API")
    return Prepared(functools.partial(f, sample_bytes("scalar", 32), _group_point(b)))


def _prepare_scalarmult_ed25519_base(b: Backend, size: int) -> Prepared:
    f = _need(b.scalarmult_ed25519_base, "no edwards25519 group API")
    return Prepared(functools.partial(f, sample_bytes("scalar", 32)))


def _prepare_core_ed25519_add(b: Backend, size: int) -> Prepared:
    f = _need(b.core_ed25519_add, "no edwards25519 group API")
    return Prepared(functools.partial(f, _group_point(b), _group_point(b)))


def _prepare_core_ed25519_from_uniform(b: Backend, size: int) -> Prepared:
    f = _need(b.core_ed25519_from_uniform, "no edwards25519 group API")
    return Prepared(functools.partial(f, sample_bytes("uniform", 32)))


def _prepare_core_ed25519_is_valid_point(b: Backend, size: int) -> Prepared:
    f = _need(b.core_ed25519_is_valid_point, "no edwards25519 group API")
    return Prepared(functools.partial(f, _group_point(b)))


def _prepare_core_ed25519_scalar_invert(b: Backend, size: int) -> Prepared:
    f = _need(b.core_ed25519_scalar_invert, "no edwards25519 group API")
    return Prepared(functools.partial(f, sample_bytes("scalar", 32)))


def _prepare_core_ed25519_scalar_mul(b: Backend, size: int) -> Prepared:
    f = _need(b.core_ed25519_scalar_mul, "no edwards25519 group API")
    return Prepared(functools.partial(f, sample_bytes("scalar", 32), sample_bytes("other scalar", 32)))


ARGON2ID_BENCH_PASSES = 2
ARGON2ID_BENCH_MEMORY = MIB
"""The argon2id row: libsodium's INTERACTIVE pass count over 1 MiB instead of 64 MiB, so 1/64 of its work
(2048 block compressions): INTERACTIVE takes about 64 times this row's time."""


def _prepare_pwhash_argon2id(b: Backend, size: int) -> Prepared:
    f = _need(b.pwhash_argon2id, "no password hashing")
    password, salt = sample_bytes("password", 16), sample_bytes("salt", 16)
    return Prepared(functools.partial(f, password, salt, ARGON2ID_BENCH_PASSES, ARGON2ID_BENCH_MEMORY))


@dataclasses.dataclass(frozen=True)
class Op:
    """One row of the table."""

    name: str
    size: int | None  # message bytes (MB/s is reported), or None for fixed-size inputs
    prepare: Callable[[Backend, int], Prepared]
    deterministic: bool = True  # same output bytes in every implementation
    large: bool = False  # one of the --large variants (not run on the reference)
    sweep: bool = False  # one of the --sizes variants (not run on the reference)

    def describe(self) -> str:
        """What the operation times, for --list-ops."""
        size = "" if self.size is None else f" on a {self.size:,}-byte message"
        return f"{self.name}: {self.prepare.__name__.removeprefix('_prepare_')}{size}"


def _ops() -> list[Op]:
    ops = [
        Op("stream_xor 1KiB", KIB, _prepare_stream_xor),
        Op("stream_xor 1MiB", MIB, _prepare_stream_xor),
        Op("onetimeauth 1KiB", KIB, _prepare_onetimeauth),
        Op("onetimeauth 1MiB", MIB, _prepare_onetimeauth),
        Op("secretbox 1KiB", KIB, _prepare_secretbox),
        Op("secretbox.open 1KiB", KIB, _prepare_secretbox_open),
        Op("secretbox 1MiB", MIB, _prepare_secretbox),
        Op("hash 1KiB", KIB, _prepare_hash),
        Op("scalarmult", None, _prepare_scalarmult),
        Op("scalarmult.base", None, _prepare_scalarmult_base),
        Op("box 1KiB", KIB, _prepare_box),
        Op("box.open 1KiB", KIB, _prepare_box_open),
        Op("sign 1KiB", KIB, _prepare_sign),
        Op("sign.detached.verify 1KiB", KIB, _prepare_sign_detached_verify),
        Op("sign.open 1KiB", KIB, _prepare_sign_open),
        Op("box.seal 1KiB", KIB, _prepare_box_seal, deterministic=False),  # a fresh ephemeral key each call
        Op("box.seal.open 1KiB", KIB, _prepare_box_seal_open),
        Op("ed2curve.convert_public_key", None, _prepare_convert_public_key),
        Op("aead.aegis128l 1KiB", KIB, _prepare_aegis128l),
        Op("aead.aegis128l 1MiB", MIB, _prepare_aegis128l),
        Op("aead.aegis256 1KiB", KIB, _prepare_aegis256),
        Op("aead.aegis256 1MiB", MIB, _prepare_aegis256),
        Op("shorthash.siphash24 16B", 16, _prepare_siphash24),
        Op("stream.chacha20_ietf_xor 1KiB", KIB, _prepare_chacha20_ietf_xor),
        Op("stream.chacha20_ietf_xor 1MiB", MIB, _prepare_chacha20_ietf_xor),
        Op("aead.xchacha20poly1305 1KiB", KIB, _prepare_xchacha20poly1305),
        Op("aead.xchacha20poly1305 1MiB", MIB, _prepare_xchacha20poly1305),
        Op("secretstream.push 64KiB", 64 * KIB, _prepare_secretstream_push, deterministic=False),  # the state moves on
        Op("randombytes_deterministic 32B", 32, _prepare_randombytes_deterministic),
        Op("randombytes_deterministic 1MiB", MIB, _prepare_randombytes_deterministic),
        Op("pwhash argon2id 1MiB t=2", None, _prepare_pwhash_argon2id),
        Op("ed25519ph.sign 1KiB", KIB, _prepare_ed25519ph_sign),
        Op("ed25519ph.verify 1KiB", KIB, _prepare_ed25519ph_verify),
        Op("scalarmult_ed25519", None, _prepare_scalarmult_ed25519),
        Op("scalarmult_ed25519.base", None, _prepare_scalarmult_ed25519_base),
        Op("core_ed25519.add", None, _prepare_core_ed25519_add),
        Op("core_ed25519.from_uniform", None, _prepare_core_ed25519_from_uniform),
        Op("core_ed25519.is_valid_point", None, _prepare_core_ed25519_is_valid_point),
        # blinded inversion: a fresh random factor each call, the same result
        Op("core_ed25519.scalar_invert", None, _prepare_core_ed25519_scalar_invert),
        Op("core_ed25519.scalar_mul", None, _prepare_core_ed25519_scalar_mul),
    ]
    return ops


def _large_ops() -> list[Op]:
    return [
        Op("stream_xor 64MiB", 64 * MIB, _prepare_stream_xor, large=True),
        Op("onetimeauth 64MiB", 64 * MIB, _prepare_onetimeauth, large=True),
        Op("secretbox 64MiB", 64 * MIB, _prepare_secretbox, large=True),
        Op("aead.xchacha20poly1305 64MiB", 64 * MIB, _prepare_xchacha20poly1305, large=True),
    ]


SWEEP_SIZES = {"64B": 64, "16KiB": 16 * KIB, "256KiB": 256 * KIB, "4MiB": 4 * MIB}
"""The --sizes message sizes: with 1 KiB, 1 MiB and 64 MiB, a factor of 4 to 64 apart from 64 B to 64 MiB."""


def _sweep_ops() -> list[Op]:
    prepares = (("stream_xor", _prepare_stream_xor), ("onetimeauth", _prepare_onetimeauth),
                ("secretbox", _prepare_secretbox))
    return [Op(f"{name} {label}", size, prepare, sweep=True)
            for label, size in SWEEP_SIZES.items() for name, prepare in prepares]


OPS: tuple[Op, ...] = tuple(_ops())
LARGE_OPS: tuple[Op, ...] = tuple(_large_ops())
SWEEP_OPS: tuple[Op, ...] = tuple(_sweep_ops())


def select_ops(patterns: str | None, large: bool, sizes: bool = False) -> list[Op]:
    """The operations whose name matches one of the comma-separated patterns (all when None).

    A pattern with a wildcard (`*?[`) is an fnmatch pattern on the whole name, any other is a
    substring; both ignore case. The --large variants are included only with `large`, the --sizes
    variants only with `sizes`.
    """
    candidates = list(OPS) + (list(SWEEP_OPS) if sizes else []) + (list(LARGE_OPS) if large else [])
    if not patterns:
        return candidates
    wanted = [p.strip().lower() for p in patterns.split(",") if p.strip()]

    def matches(name: str) -> bool:
        name = name.lower()
        return any(
            fnmatch.fnmatchcase(name, p) if any(c in p for c in "*?[") else p in name for p in wanted
        )

    return [op for op in candidates if matches(op.name)]


# ---------------------------------------------------------------------------------------------
# Measurement
# ---------------------------------------------------------------------------------------------


def _time_calls(call: Call, count: int) -> float:
    """Seconds for `count` calls, with the cyclic garbage collector paused (as timeit does)."""
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        calls = range(count)
        start = time.perf_counter()
        for _ in calls:
            call()
        return time.perf_counter() - start
    finally:
        if gc_was_enabled:
            gc.enable()


def _digest(result: object) -> str:
    """A short fingerprint of a call's result, to compare implementations without keeping big outputs."""
    if isinstance(result, (bytes, bytearray)):
        return hashlib.sha256(result).hexdigest()[:16]
    return repr(result)


@dataclasses.dataclass
class Cell:
    """One implementation on one operation."""

    status: str  # "ok", "n/a", "skipped", "not run", "error"
    reason: str = ""
    seconds_per_call: float | None = None
    calls_per_round: int = 0
    rounds: int = 0
    digest: str | None = None
    mismatch: bool = False
    peak_bytes: int | None = None  # tracemalloc peak of one call
    peak_rss_bytes: int | None = None  # growth of the peak resident set during one call (Linux)
    _spent: float = 0.0
    _call: Call | None = dataclasses.field(default=None, repr=False)

    def ops_per_second(self) -> float | None:
        return None if not self.seconds_per_call else 1.0 / self.seconds_per_call

    def to_json(self, size: int | None) -> dict[str, Any]:
        """The machine-readable form (see `results_to_json`)."""
        out: dict[str, Any] = {"status": self.status}
        if self.reason:
            out["reason"] = self.reason
        if self.status == "ok":
            ops = self.ops_per_second()
            out.update(
                seconds_per_call=self.seconds_per_call,
                ops_per_s=ops,
                mb_per_s=None if (size is None or ops is None) else ops * size / MB,
                calls_per_round=self.calls_per_round,
                rounds=self.rounds,
                output_agrees=not self.mismatch,
            )
        if self.peak_bytes is not None:
            out["peak_memory_bytes"] = self.peak_bytes
            if size:
                out["peak_memory_per_message_byte"] = self.peak_bytes / size
        if self.peak_rss_bytes is not None:
            out["peak_rss_growth_bytes"] = self.peak_rss_bytes
            if size:
                out["peak_rss_growth_per_message_byte"] = self.peak_rss_bytes / size
        return out


@dataclasses.dataclass
class Row:
    """One operation with a cell per implementation."""

    op: Op
    cells: dict[str, Cell]

    def ratio(self, numerator: str = "fast", denominator: str = "reference") -> float | None:
        """fast speed / reference speed, when both were measured."""
        top, bottom = self.cells.get(numerator), self.cells.get(denominator)
        if top is None or bottom is None or top.status != "ok" or bottom.status != "ok":
            return None
        if not top.seconds_per_call or not bottom.seconds_per_call:
            return None
        return bottom.seconds_per_call / top.seconds_per_call


@dataclasses.dataclass
class Settings:
    """What the command line chose."""

    rounds: int = DEFAULT_ROUNDS
    time_budget: float = DEFAULT_TIME
    max_call: float = DEFAULT_MAX_CALL
    measure_memory: bool = False


class Progress:
    """One line on stderr, rewritten in place on a terminal (a line per operation otherwise)."""

    def __init__(self, stream: TextIO, enabled: bool = True) -> None:
        self._stream = stream
        self._enabled = enabled
        self._tty = enabled and hasattr(stream, "isatty") and stream.isatty()
        self._width = 0

    def show(self, text: str, final: bool = False) -> None:
        """Replace the progress line (terminal) or print the finished step (log)."""
        if not self._enabled:
            return
        if self._tty:
            padding = max(0, self._width - len(text))
            self._stream.write("\r" + text + " " * padding)
            self._width = len(text)
        elif final:
            self._stream.write(text + "\n")
        self._stream.flush()

    def clear(self) -> None:
        if self._tty and self._width:
            self._stream.write("\r" + " " * self._width + "\r")
            self._stream.flush()
            self._width = 0


def _calibrate(call: Call, budget: float) -> tuple[int, float, float]:
    """(calls per measurement, seconds of the slowest single call seen, seconds spent).

    The first call also warms up. Counts grow until a measurement lasts a fifth of the budget, then are
    scaled so that one measurement lasts about the budget. A single call longer than the budget gives 1.
    """
    first = _time_calls(call, 1)
    spent = first
    if first >= budget:
        return 1, first, spent
    count = 1
    elapsed = first
    while elapsed < budget / 5:
        count = max(count * 2, int(count * (budget / 5) / max(elapsed, 1e-9)))
        elapsed = _time_calls(call, count)
        spent += elapsed
    return max(1, round(count * budget / elapsed)), first, spent


def measure_row(
    op: Op,
    backends: Sequence[Backend],
    settings: Settings,
    progress: Callable[[str], None] = lambda text: None,
) -> Row:
    """Measure one operation on every backend, rounds interleaved; errors become cells, never exceptions."""
    cells: dict[str, Cell] = {}
    active: list[str] = []
    size = op.size if op.size is not None else 0
    for backend in backends:
        if (op.large or op.sweep) and backend.name == "reference":
            cells[backend.name] = Cell("not run", f"{'--large' if op.large else '--sizes'} runs fast and libsodium only")
            continue
        progress(f"{backend.name}: calibrating")
        try:
            prepared = op.prepare(backend, size)
            if op.size is not None and op.size > LARGE_THRESHOLD:
                probe_size = min(PROBE_MAX, max(PROBE_MIN, op.size // PROBE_FRACTION))
                probe = op.prepare(backend, probe_size)
                predicted = _time_calls(probe.call, 1) * op.size / probe_size
                del probe
                if predicted > settings.max_call:
                    cells[backend.name] = Cell(
                        "skipped",
                        f"one call predicted to take {predicted:.0f} s (> --max-call {settings.max_call:g} s)",
                    )
                    continue
            result = prepared.call()  # checked once, untimed
            if prepared.has_expected and result != prepared.expected:
                cells[backend.name] = Cell("error", f"wrong result: {_digest(result)}")
                continue
            digest = _digest(result)
            del result
            count, first, spent = _calibrate(prepared.call, settings.time_budget)
        except NotAvailable as missing:
            cells[backend.name] = Cell("n/a", str(missing))
            continue
        except Exception as error:  # noqa: BLE001 - a broken implementation must not stop the benchmark
            cells[backend.name] = Cell("error", f"{type(error).__name__}: {error}")
            continue
        cell = Cell("ok", calls_per_round=count, digest=digest, _call=prepared.call, _spent=spent)
        if count == 1 and first >= settings.time_budget:
            # the calibration call was already a full measurement: keep it as the first round
            cell.seconds_per_call, cell.rounds = first, 1
        cells[backend.name] = cell
        active.append(backend.name)

    allowance = 2 * settings.rounds * settings.time_budget
    for round_index in range(settings.rounds):
        if not active:
            break
        shift = round_index % len(active)
        for name in active[shift:] + active[:shift]:
            cell = cells[name]
            if cell.status != "ok" or cell.rounds >= settings.rounds or (cell.rounds >= 1 and cell._spent > allowance):
                continue
            progress(f"{name}: round {cell.rounds + 1}/{settings.rounds}")
            assert cell._call is not None
            try:
                elapsed = _time_calls(cell._call, cell.calls_per_round)
            except Exception as error:  # noqa: BLE001
                cells[name] = Cell("error", f"{type(error).__name__}: {error}")
                continue
            cell._spent += elapsed
            per_call = elapsed / cell.calls_per_round
            cell.seconds_per_call = per_call if cell.seconds_per_call is None else min(cell.seconds_per_call, per_call)
            cell.rounds += 1

    if settings.measure_memory and op.large:
        for name, cell in cells.items():
            if cell.status != "ok" or cell._call is None:
                continue
            progress(f"{name}: peak memory")
            try:
                cell.peak_rss_bytes = _peak_rss_growth(cell._call)  # first: tracemalloc's own tables would count
                cell.peak_bytes = _peak_memory(cell._call)
            except Exception as error:  # noqa: BLE001 - reported like any other failure
                cells[name] = Cell("error", f"{type(error).__name__} while measuring memory: {error}")
    for cell in cells.values():
        cell._call = None  # release the inputs
    _flag_mismatches(op, cells)
    return Row(op, cells)


def _peak_memory(call: Call) -> int | None:
    """Bytes allocated at the peak of one call, beyond what existed before it (tracemalloc), or None where
    the interpreter has no tracemalloc (PyPy)."""
    if tracemalloc is None:
        return None
    gc.collect()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        call()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _proc_status_bytes(field: str) -> int | None:
    """A "kB" field of /proc/self/status (Linux), in bytes."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _peak_rss_growth(call: Call) -> int | None:
    """How far the resident set peaked above its size before one call, or None off Linux.

    Unlike tracemalloc this sees C allocations too (libsodium's buffers). Writing 5 to clear_refs resets the
    peak (VmHWM) to the current size (Linux >= 4.0). Buffers above glibc's largest mmap threshold (32 MiB)
    are always fresh mappings, returned on free, so for the 64 MiB messages the growth is the call's own;
    for smaller buffers malloc may reuse resident memory and the growth is only a lower bound.
    """
    gc.collect()
    before = _proc_status_bytes("VmRSS")
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as clear_refs:
            clear_refs.write("5")
    except OSError:
        return None
    if before is None:
        return None
    call()
    peak = _proc_status_bytes("VmHWM")
    return None if peak is None else max(0, peak - before)


def _flag_mismatches(op: Op, cells: dict[str, Cell]) -> None:
    """Mark the implementations whose output differs from the majority (all of them when there is none)."""
    if not op.deterministic:
        return
    measured = {name: cell.digest for name, cell in cells.items() if cell.status == "ok"}
    if len(set(measured.values())) <= 1:
        return
    counts = collections.Counter(measured.values())
    top, top_count = counts.most_common(1)[0]
    has_majority = top_count > len(measured) / 2
    for name, digest in measured.items():
        if not has_majority or digest != top:
            cells[name].mismatch = True


# ---------------------------------------------------------------------------------------------
# Environment (the header)
# ---------------------------------------------------------------------------------------------


def cpu_model() -> str:
    """The CPU model from /proc/cpuinfo when present, else what `platform` knows."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as cpuinfo:
            for line in cpuinfo:
                key, _, value = line.partition(":")
                if key.strip().lower() in ("model name", "hardware", "cpu model", "cpu") and value.strip():
                    return " ".join(value.split())
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def environment() -> dict[str, Any]:
    """Machine, Python, date: what a reader needs to compare two runs."""
    from tweetnacl import __version__

    usable: int | None
    try:
        usable = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        usable = os.cpu_count()
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "tweetnacl_version": __version__,
        "python_version": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "python_build": " ".join(platform.python_build()),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu_model": cpu_model(),
        "cpu_count": os.cpu_count(),
        "cpu_usable": usable,
        "pynacl_version": pynacl_version(),
    }


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------


def format_rate(value: float | None) -> str:
    """Three significant digits, thousands separated: 12,345 / 123 / 12.3 / 1.23 / 0.0123."""
    if value is None:
        return ""
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3g}"


def format_ratio(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.0f}x" if value >= 10 else f"{value:.1f}x"


def _cell_texts(cell: Cell | None, size: int | None, max_call: float) -> tuple[str, str]:
    """(ops/s text, MB/s text) of one cell."""
    if cell is None:
        return "", ""
    if cell.status == "ok":
        ops = cell.ops_per_second()
        flag = " !" if cell.mismatch else ""
        mbs = None if (size is None or ops is None) else ops * size / MB
        return format_rate(ops) + flag, format_rate(mbs)
    if cell.status == "skipped":
        return f"skipped (>{max_call:g}s)", ""
    if cell.status == "not run":
        return "-", ""
    return cell.status, ""


def table_rows(rows: Sequence[Row], names: Sequence[str], max_call: float) -> tuple[list[str], list[list[str]]]:
    """Header and body cells of the main table: op, then ops/s and MB/s per implementation, then the ratio."""
    header = ["op"]
    for name in names:
        header += [f"{name} ops/s", f"{name} MB/s"]
    with_ratio = "reference" in names and "fast" in names
    if with_ratio:
        header.append("fast/reference")
    body = []
    for row in rows:
        line = [row.op.name]
        for name in names:
            line += list(_cell_texts(row.cells.get(name), row.op.size, max_call))
        if with_ratio:
            line.append(format_ratio(row.ratio()))
        body.append(line)
    return header, body


def render_text_table(body: Sequence[Sequence[str]], names: Sequence[str], with_ratio: bool) -> str:
    """An aligned table, numbers right-aligned, under a two-line header: each implementation's name centred
    over its ops/s and MB/s columns."""
    titles = [""] + [name for name in names for _ in range(2)] + (["fast/"] if with_ratio else [])
    units = ["op"] + ["ops/s", "MB/s"] * len(names) + (["reference"] if with_ratio else [])
    widths = [max([len(unit)] + [len(line[i]) for line in body]) for i, unit in enumerate(units)]
    for index, name in enumerate(names):  # a long name widens its ops/s column
        left, right = 1 + 2 * index, 2 + 2 * index
        widths[left] += max(0, len(name) - (widths[left] + 2 + widths[right]))

    def join(cells: Sequence[str]) -> str:
        return "  ".join(
            text.ljust(width) if index == 0 else text.rjust(width)
            for index, (text, width) in enumerate(zip(cells, widths))
        ).rstrip()

    spans = [" " * widths[0]]
    spans += [name.center(widths[1 + 2 * i] + 2 + widths[2 + 2 * i]) for i, name in enumerate(names)]
    if with_ratio:
        spans.append(titles[-1].rjust(widths[-1]))
    lines = ["  ".join(spans).rstrip(), join(units), "  ".join("-" * width for width in widths)]
    lines += [join(line) for line in body]
    return "\n".join(lines)


def render_markdown_table(header: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    """A GitHub Markdown table (numbers right-aligned)."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join([" --- "] + [" ---: "] * (len(header) - 1)) + "|"]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in line) + " |" for line in body]
    return "\n".join(lines)


def memory_lines(rows: Sequence[Row], names: Sequence[str]) -> list[str]:
    """Peak memory of one call per --large operation: bytes and multiple of the message size."""
    out = []
    for row in rows:
        parts = []
        for name in names:
            cell = row.cells.get(name)
            if cell is None or not row.op.size or (cell.peak_bytes is None and cell.peak_rss_bytes is None):
                continue
            if cell.peak_bytes is None:
                text = f"{name} (no tracemalloc)"
            else:
                text = f"{name} {cell.peak_bytes / MB:,.1f} MB = {cell.peak_bytes / row.op.size:.2f}x message"
            if cell.peak_rss_bytes is not None:
                text += f" (RSS +{cell.peak_rss_bytes / MB:,.1f} MB = {cell.peak_rss_bytes / row.op.size:.2f}x)"
            parts.append(text)
        if parts:
            out.append(f"{row.op.name}: " + "; ".join(parts))
    return out


def header_lines(env: dict[str, Any], settings: Settings, names: Sequence[str]) -> list[str]:
    """Machine, Python, date and method, one fact per line."""
    cores = f"{env['cpu_count']} cores" if env["cpu_usable"] in (None, env["cpu_count"]) else (
        f"{env['cpu_count']} cores, {env['cpu_usable']} usable"
    )
    lines = [
        f"tweetnacl {env['tweetnacl_version']} benchmark, {env['date']}",
        f"machine: {env['cpu_model']} ({cores}), {env['platform']}",
        f"python: {env['python_implementation']} {env['python_version']} ({env['python_build']})",
    ]
    if "libsodium" in names:
        lines.append(f"libsodium: through PyNaCl {env['pynacl_version']} (nacl.bindings)")
    lines.append(
        f"method: best of {settings.rounds} interleaved rounds, each calibrated to last ~{settings.time_budget:g} s "
        f"(at least 1 call); ops/s = calls per second; MB/s = 10^6 message bytes per second"
    )
    return lines


def footnotes(rows: Sequence[Row], backends: Sequence[Backend], settings: Settings) -> list[str]:
    """What "n/a", "skipped", "error" and "!" mean in this particular table."""
    notes: list[str] = []
    statuses = {(name, cell.status) for row in rows for name, cell in row.cells.items()}
    shown = {row.op.name for row in rows}
    for backend in backends:
        missing = [
            f"{cell.reason} ({row.op.name.split()[0]})"
            for row in rows
            for name, cell in row.cells.items()
            if name == backend.name and cell.status == "n/a"
        ]
        if missing:
            unique = list(dict.fromkeys(missing))
            where = "PyNaCl's nacl.bindings" if backend.name == "libsodium" else backend.name
            notes.append(f"n/a: {where} offers {'; '.join(unique)}")
        notes += [f"{backend.name} {op_name}: {text}" for op_name, text in backend.notes if op_name in shown]
    if any(status == "skipped" for _, status in statuses):
        notes.append(
            f"skipped (>{settings.max_call:g}s): one call, timed on a smaller message (1/{PROBE_FRACTION} of it, "
            f"16 KiB to 256 KiB) and scaled linearly, would exceed --max-call {settings.max_call:g} s"
        )
    if any(status == "not run" for _, status in statuses):
        notes.append("-: the 64 MiB variants (--large) and the --sizes variants run on fast and libsodium only")
    for row in rows:
        for name, cell in row.cells.items():
            if cell.status == "error":
                notes.append(f"error: {row.op.name} on {name}: {cell.reason}")
            if cell.mismatch:
                notes.append(f"!: {row.op.name} on {name}: output differs from the other implementations")
    fewer = sum(1 for row in rows for cell in row.cells.values() if cell.status == "ok" and cell.rounds < settings.rounds)
    if fewer:
        notes.append(
            f"{fewer} {'cell' if fewer == 1 else 'cells'} had fewer than {settings.rounds} rounds: "
            f"an implementation stops after "
            f"{2 * settings.rounds * settings.time_budget:g} s on one op (at least 1 call; rounds per cell in --json)"
        )
    return notes


def results_to_json(
    rows: Sequence[Row], env: dict[str, Any], settings: Settings, names: Sequence[str], total_seconds: float
) -> dict[str, Any]:
    """Everything in the table and its context, for machines (schema version 1)."""
    return {
        "schema": "tweetnacl-bench/1",
        "environment": env,
        "settings": {
            "rounds": settings.rounds,
            "time_per_measurement_s": settings.time_budget,
            "max_call_s": settings.max_call,
            "measure_memory": settings.measure_memory,
            "memory_method": (
                ("peak_memory_bytes: tracemalloc peak during one call" if tracemalloc is not None
                 else "peak_memory_bytes: not measured (this interpreter has no tracemalloc)")
                + "; peak_rss_growth_bytes: VmHWM - VmRSS around one call after resetting VmHWM (Linux)"
            ) if settings.measure_memory else None,
            "implementations": list(names),
        },
        "units": {"ops_per_s": "calls per second", "mb_per_s": "10^6 message bytes per second"},
        "results": [
            {
                "op": row.op.name,
                "message_bytes": row.op.size,
                "implementations": {name: cell.to_json(row.op.size) for name, cell in row.cells.items()},
                "fast_over_reference": row.ratio(),
            }
            for row in rows
        ],
        "total_seconds": total_seconds,
    }


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < float("inf"):  # also refuses nan
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, got {text!r}")
    return value


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {text!r}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `python -m tweetnacl bench`."""
    parser.add_argument("--only", metavar="NAMES", help="comma-separated columns among reference,fast,libsodium "
                        "(default: all; libsodium when PyNaCl is importable)")
    parser.add_argument("--ops", metavar="PATTERN", help="comma-separated operation filters: fnmatch pattern "
                        "('sign*') or substring ('1KiB'), case-insensitive; see --list-ops")
    parser.add_argument("--rounds", type=_positive_int, default=DEFAULT_ROUNDS,
                        help=f"rounds per implementation, best one reported (default {DEFAULT_ROUNDS})")
    parser.add_argument("--time", type=_positive_float, default=DEFAULT_TIME, metavar="SECONDS",
                        help=f"target duration of one measurement (default {DEFAULT_TIME:g})")
    parser.add_argument("--max-call", type=_positive_float, default=DEFAULT_MAX_CALL, metavar="SECONDS",
                        help="skip a large-message call predicted to last longer than this "
                        f"(default {DEFAULT_MAX_CALL:g}; it decides whether the reference runs the 1 MiB ops)")
    parser.add_argument("--large", action="store_true", help="add 64 MiB stream_xor/onetimeauth/secretbox on fast "
                        "and libsodium, with the peak memory of one call")
    parser.add_argument("--sizes", action="store_true", help="add stream_xor/onetimeauth/secretbox at 64 B, 16 KiB, "
                        "256 KiB and 4 MiB on fast and libsodium: throughput against message size")
    parser.add_argument("--json", metavar="FILE", help="also write machine-readable results to FILE ('-': stdout, "
                        "instead of the table)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown (for the README)")
    parser.add_argument("--list-ops", action="store_true", help="list the operations and exit")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def _choose_backends(only: str | None, parser: argparse.ArgumentParser) -> list[Backend]:
    if only:
        names = [n.strip() for n in only.split(",") if n.strip()]
        unknown = [n for n in names if n not in IMPLEMENTATION_NAMES]
        if unknown or not names:
            parser.error(f"--only: unknown implementation {', '.join(unknown) or '(none)'}; "
                         f"choose among {','.join(IMPLEMENTATION_NAMES)}")
        explicit = True
    else:
        names, explicit = list(IMPLEMENTATION_NAMES), False
    backends = []
    for name in IMPLEMENTATION_NAMES:  # table order is fixed, whatever the order asked
        if name not in names:
            continue
        if name == "libsodium":
            sodium = libsodium_backend()
            if sodium is None:
                if explicit:
                    parser.error("--only libsodium: PyNaCl is not importable (pip install pynacl)")
                continue
            backends.append(sodium)
        else:
            backends.append(tweetnacl_backend(name))
    return backends


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: TextIO = sys.stdout,
        err: TextIO = sys.stderr) -> int:
    """Run the benchmark described by parsed `args`; returns the exit status."""
    ops = select_ops(args.ops, args.large, args.sizes)
    if args.list_ops:
        for op in select_ops(None, True, True):
            print(op.describe() + ("  (--large)" if op.large else "  (--sizes)" if op.sweep else ""), file=out)
        return 0
    if not ops:
        known = ", ".join(op.name for op in select_ops(None, args.large, args.sizes))
        parser.error(f"--ops {args.ops!r} matches no operation; the operations are: {known}")
    backends = _choose_backends(args.only, parser)
    names = [b.name for b in backends]
    settings = Settings(args.rounds, args.time, args.max_call, measure_memory=args.large)
    env = environment()
    progress = Progress(err, enabled=not args.quiet)

    started = time.perf_counter()
    rows = []
    for index, op in enumerate(ops, 1):
        prefix = f"[{index}/{len(ops)}] {op.name}"

        def show(text: str, prefix: str = prefix) -> None:
            progress.show(f"{prefix}: {text}  ({time.perf_counter() - started:.0f} s)")

        row = measure_row(op, backends, settings, show)
        rows.append(row)
        progress.show(f"{prefix}: done  ({time.perf_counter() - started:.0f} s)", final=True)
    progress.clear()
    total = time.perf_counter() - started

    # Large rows go to the table with the others (MB/s side by side with 1 MiB shows linearity).
    header, body = table_rows(rows, names, settings.max_call)
    report: list[str] = []
    if args.markdown:
        report += [f"- {line}" for line in header_lines(env, settings, names)]
        report += ["", render_markdown_table(header, body), ""]
        report += [f"- {line}" for line in memory_lines(rows, names)]
        report += [f"- {line}" for line in footnotes(rows, backends, settings)]
        report.append(f"- total time: {total:.0f} s")
    else:
        report += header_lines(env, settings, names)
        report += ["", render_text_table(body, names, "fast/reference" in header), ""]
        memory = memory_lines(rows, names)
        if memory:
            report.append("peak memory of one call: tracemalloc peak (Python allocations), and in parentheses the growth")
            report.append("of the peak resident set (all allocations, Linux); MB = 10^6 bytes:")
            if tracemalloc is None:
                report.append(f"  (this interpreter, {platform.python_implementation()}, has no tracemalloc: "
                              "only the resident set growth is measured)")
            report += [f"  {line}" for line in memory]
        report += [f"note: {line}" for line in footnotes(rows, backends, settings)]
        report.append(f"total time: {total:.0f} s")

    data = results_to_json(rows, env, settings, names, total)
    if args.json == "-":
        json.dump(data, out, indent=2)
        out.write("\n")
    else:
        out.write("\n".join(report).rstrip() + "\n")
        if args.json:
            with open(args.json, "w", encoding="utf-8") as file:
                json.dump(data, file, indent=2)
                file.write("\n")
    failed = any(cell.status == "error" or cell.mismatch for row in rows for cell in row.cells.values())
    return 1 if failed else 0


def build_parser(prog: str = "python -m tweetnacl bench") -> argparse.ArgumentParser:
    """A stand-alone parser for the bench options (used by `main`)."""
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0] if __doc__ else None)
    add_arguments(parser)
    return parser


def main(argv: Iterable[str] | None = None) -> int:
    """`python -m tweetnacl.bench [options]` (the same as `python -m tweetnacl bench [options]`)."""
    parser = build_parser()
    args = parser.parse_args(None if argv is None else list(argv))
    return run(args, parser)


if __name__ == "__main__":
    sys.exit(main())
