"""The benchmark's operations: the table of rows (`Op`) and, per row, the preparation of one timed call.

The rows are those of TweetNaCl.js's `test/benchmark/bench.js` (xsalsa20 stream, poly1305, secretbox, hash,
scalarmult, box, sign), the extensions beyond TweetNaCl (sealed boxes, Ed25519 -> X25519 conversion) and
libsodium's other primitives in `tweetnacl.fast` (AEGIS, AES-256-GCM, SipHash, ChaCha20, XChaCha20-Poly1305,
secretstream, deterministic random bytes, TurboSHAKE128, Argon2id, Ed25519ph, the edwards25519 group API, HKDF and
HMAC-SHA-256 each beside the same computation on the standard library's `hmac`, the post-quantum KEMs ML-KEM-768
and X-Wing in their deterministic forms), the 64-byte rows of
secretbox and XChaCha20-Poly1305 (the per-call floor), plus the `--large` (64 MiB) and `--sizes` (64 B to 4 MiB)
variants. Where TweetNaCl.js lacks a row's operation but has one of the same class, the row names it (`StandIn`:
XChaCha20-Poly1305 at 64 B against its secretbox at 64 B), so that the row still has a ratio to nacl-fast.js. A preparation builds every input before the clock starts, so that
the timed call is the library's own function on ready arguments.

Secrets: every input, public or secret alike (messages, keys, seeds, nonces, scalars), is fixed sample bytes
(`sample_bytes`), the same in every implementation so that outputs compare; nothing here is a real secret, and
the benchmark only measures: it never asserts a speed.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import functools
import hmac
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tweetnacl.bench.samples import Call, sample_bytes

if TYPE_CHECKING:  # the backends stand on `samples`, not on this module: no import cycle
    from tweetnacl.bench.backends import Backend

__all__ = [
    "ARGON2ID_BENCH_MEMORY", "ARGON2ID_BENCH_PASSES", "Call", "HKDF_OUTPUT", "KIB", "LARGE_OPS", "MB", "MIB", "NotAvailable", "OPS",
    "ONE_BY_ONE_IN_PYTHON", "ONE_BY_ONE_NOT_REFERENCE",
    "Op", "Prepared", "SECRETBOX_64B", "SWEEP_OPS", "SWEEP_SIZES", "StandIn", "XCHACHA_STAND_IN", "sample_bytes",
    "select_ops", "stdlib_hkdf_sha256",
]

KIB = 1024
MIB = 1024 * KIB
"""Binary sizes of the messages (the rows' names say KiB and MiB)."""
MB = 10**6
"""The unit of every MB/s in the output (decimal megabyte)."""

class NotAvailable(Exception):
    """The implementation does not provide this operation (shown as "n/a")."""


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


def _signed_triples(b: Backend, size: int, count: int) -> tuple[list[bytes], list[bytes], list[bytes]]:
    """(messages, signatures, public_keys): `count` valid signatures, each of a different message under a different
    key (no key decoded twice)."""
    messages, signatures, public_keys = [], [], []
    for i in range(count):
        pk, sk = b.sign_seed_keypair(sample_bytes(f"sign seed {i}", 32))
        m = sample_bytes(f"message {i}", size)
        messages.append(m)
        signatures.append(b.sign_detached(m, sk))
        public_keys.append(pk)
    return messages, signatures, public_keys


def _prepare_sign_detached_verify_batch(b: Backend, size: int, count: int) -> Prepared:
    verify_batch = _need(b.sign_detached_verify_batch, "no batch verification")
    messages, signatures, public_keys = _signed_triples(b, size, count)
    return Prepared(functools.partial(verify_batch, messages, signatures, public_keys), [True] * count, True)


ONE_BY_ONE_IN_PYTHON = "no run of the one-by-one row (a loop of 64 verifications: the Python columns' baseline)"
ONE_BY_ONE_NOT_REFERENCE = "no run of the one-by-one row (64 of its verifications take about 17 s)"
"""Why a column shows n/a on `sign.detached.verify 64x1KiB` (the notes read "<column> offers <reason>")."""


def _prepare_sign_detached_verify_each_64(b: Backend, size: int) -> Prepared:
    """The 64 triples of the batch row verified one by one: the per-signature cost a batch replaces. Beside
    `sign.detached.verify 1KiB`, which verifies one triple again and again, a pattern that PyPy's JIT rewards and
    CPython does not (docs/signing.md has both rows' figures). Python columns only, and not the reference, as the
    batch rows."""
    if b.remote is not None:
        raise NotAvailable(ONE_BY_ONE_IN_PYTHON)
    if b.name == "reference":
        raise NotAvailable(ONE_BY_ONE_NOT_REFERENCE)
    verify = b.sign_detached_verify
    triples = list(zip(*_signed_triples(b, size, 64)))

    def verify_each() -> list[bool]:
        return [verify(m, sig, pk) for m, sig, pk in triples]

    return Prepared(verify_each, [True] * 64, True)


def _prepare_sign_detached_verify_batch_64(b: Backend, size: int) -> Prepared:
    return _prepare_sign_detached_verify_batch(b, size, 64)


def _prepare_sign_detached_verify_batch_256(b: Backend, size: int) -> Prepared:
    return _prepare_sign_detached_verify_batch(b, size, 256)


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


def _prepare_aes256gcm(b: Backend, size: int) -> Prepared:
    f = _need(b.aes256gcm, "no AES-256-GCM")
    return Prepared(functools.partial(f, sample_bytes("message", size), b"", sample_bytes("nonce", 12), sample_bytes("key", 32)))


def _prepare_turboshake128(b: Backend, size: int) -> Prepared:
    f = _need(b.turboshake128, "no TurboSHAKE")
    return Prepared(functools.partial(f, 32, sample_bytes("message", size)))


def _prepare_siphash24(b: Backend, size: int) -> Prepared:
    f = _need(b.siphash24, "no SipHash")
    return Prepared(functools.partial(f, sample_bytes("message", size), sample_bytes("key", 16)))


def _prepare_ipcrypt_pfx_encrypt(b: Backend, size: int) -> Prepared:
    f = _need(b.ipcrypt_pfx_encrypt, "no IPCrypt")
    return Prepared(functools.partial(f, sample_bytes("address", 16), sample_bytes("key", 32)))


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


RISTRETTO255_POINT = bytes.fromhex("44f53520926ec81fbd5a387845beb7df85a96a24ece18738bdcfa6a7822a176d")
"""[7] B of ristretto255 (RFC 9496 appendix A.1): a public constant point for the multiplication row."""


def _prepare_scalarmult_ristretto255(b: Backend, size: int) -> Prepared:
    f = _need(b.scalarmult_ristretto255, "no ristretto255")
    return Prepared(functools.partial(f, sample_bytes("scalar", 32), RISTRETTO255_POINT))


def _prepare_scalarmult_ristretto255_base(b: Backend, size: int) -> Prepared:
    f = _need(b.scalarmult_ristretto255_base, "no ristretto255")
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


HKDF_OUTPUT = 64
"""The hkdf rows derive 64 bytes (two HMAC-SHA-256 blocks) from 32 bytes of key material."""


def _prepare_hkdf_sha256(b: Backend, size: int) -> Prepared:
    f = _need(b.hkdf_sha256, "no HKDF")
    return Prepared(functools.partial(f, sample_bytes("key", 32), sample_bytes("salt", 16), sample_bytes("info", 16),
                                      size))


STDLIB_BASELINE = "no run of Python's standard-library hmac (those rows are a baseline for the Python columns)"


def _stdlib_baseline(b: Backend, function: Callable[..., Any] | None, what: str) -> None:
    """A row of the standard library's hmac is shown in the columns that have the row above (for the ratio), but
    another library's column (node, kyber-py) has nothing of its own to time on it."""
    _need(function, what)
    if b.remote is not None or b.check_against_fast:
        raise NotAvailable(STDLIB_BASELINE)


def stdlib_hkdf_sha256(key_material: bytes, salt: bytes, info: bytes, length: int) -> bytes:
    """RFC 5869 written directly on the standard library's `hmac.digest`, as a user would: the baseline of the
    hkdf row (same bytes)."""
    prk = hmac.digest(salt, key_material, "sha256")
    out, block = b"", b""
    for counter in range(1, -(-length // 32) + 1):
        block = hmac.digest(prk, block + info + bytes((counter,)), "sha256")
        out += block
    return out[:length]


def _prepare_hkdf_sha256_stdlib(b: Backend, size: int) -> Prepared:
    _stdlib_baseline(b, b.hkdf_sha256, "no HKDF")
    return Prepared(functools.partial(stdlib_hkdf_sha256, sample_bytes("key", 32), sample_bytes("salt", 16),
                                      sample_bytes("info", 16), size))


def _prepare_hmacsha256(b: Backend, size: int) -> Prepared:
    f = _need(b.hmacsha256, "no HMAC-SHA-256")
    return Prepared(functools.partial(f, sample_bytes("message", size), sample_bytes("key", 32)))


def _stdlib_hmacsha256(message: bytes, key: bytes) -> bytes:
    return hmac.digest(key, message, "sha256")


def _prepare_hmacsha256_stdlib(b: Backend, size: int) -> Prepared:
    _stdlib_baseline(b, b.hmacsha256, "no HMAC-SHA-256")
    return Prepared(functools.partial(_stdlib_hmacsha256, sample_bytes("message", size), sample_bytes("key", 32)))


def _kem_functions(b: Backend, kem: str) -> tuple[Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    """(seed_keypair, enc with its randomness given, dec) of `kem` ("mlkem768" or "xwing") in backend b."""
    return (
        _need(getattr(b, f"{kem}_seed_keypair"), "no ML-KEM-768 / X-Wing"),
        _need(getattr(b, f"{kem}_enc"), "no ML-KEM-768 / X-Wing"),
        _need(getattr(b, f"{kem}_dec"), "no ML-KEM-768 / X-Wing"),
    )


KEM_SEED_LENGTHS = {"mlkem768": (64, 32), "xwing": (32, 64)}
"""The key-generation seed and the encapsulation randomness of each KEM (libsodium's seed_keypair and
enc_deterministic): the rows time the deterministic forms, so that outputs compare across implementations."""


def _prepare_kem_keypair(kem: str) -> Callable[[Backend, int], Prepared]:
    def prepare(b: Backend, size: int) -> Prepared:
        keypair, _, _ = _kem_functions(b, kem)
        return Prepared(functools.partial(keypair, sample_bytes(f"{kem} seed", KEM_SEED_LENGTHS[kem][0])))

    prepare.__name__ = f"_prepare_{kem}_keypair"
    return prepare


def _kem_keys(b: Backend, kem: str) -> tuple[bytes, bytes]:
    keypair, _, _ = _kem_functions(b, kem)
    public_key, secret_key = keypair(sample_bytes(f"{kem} seed", KEM_SEED_LENGTHS[kem][0]))
    return bytes(public_key), bytes(secret_key)


def _prepare_kem_encapsulate(kem: str) -> Callable[[Backend, int], Prepared]:
    def prepare(b: Backend, size: int) -> Prepared:
        _, enc, _ = _kem_functions(b, kem)
        public_key, _ = _kem_keys(b, kem)
        return Prepared(functools.partial(enc, public_key, sample_bytes(f"{kem} enc", KEM_SEED_LENGTHS[kem][1])))

    prepare.__name__ = f"_prepare_{kem}_encapsulate"
    return prepare


def _prepare_kem_decapsulate(kem: str) -> Callable[[Backend, int], Prepared]:
    def prepare(b: Backend, size: int) -> Prepared:
        _, enc, dec = _kem_functions(b, kem)
        public_key, secret_key = _kem_keys(b, kem)
        ciphertext, shared = enc(public_key, sample_bytes(f"{kem} enc", KEM_SEED_LENGTHS[kem][1]))
        return Prepared(functools.partial(dec, bytes(ciphertext), secret_key), bytes(shared), True)

    prepare.__name__ = f"_prepare_{kem}_decapsulate"
    return prepare


@dataclasses.dataclass(frozen=True)
class Op:
    """One row of the table."""

    name: str
    size: int | None  # message bytes (MB/s is reported), or None for fixed-size inputs
    prepare: Callable[[Backend, int], Prepared]
    deterministic: bool = True  # same output bytes in every implementation
    large: bool = False  # one of the --large variants (not run on the reference)
    sweep: bool = False  # one of the --sizes variants (not run on the reference)
    js_stand_in: StandIn | None = None  # what the TweetNaCl.js columns run instead, where they lack this operation
    items: int = 1  # operations per call (a batch of 64 signatures: 64): ops/s and MB/s count each one

    def describe(self) -> str:
        """What the operation times, for --list-ops."""
        size = "" if self.size is None else f" on a {self.size:,}-byte message"
        return f"{self.name}: {self.prepare.__name__.removeprefix('_prepare_')}{size}"


@dataclasses.dataclass(frozen=True)
class StandIn:
    """The operation a TweetNaCl.js column runs in place of one it lacks, so that the row still has a ratio to
    nacl-fast.js: `op` (its output is checked against tweetnacl.fast's on `op`), and `why` it is comparable."""

    op: Op
    why: str


SECRETBOX_64B = Op("secretbox 64B", 64, _prepare_secretbox)
XCHACHA_STAND_IN = StandIn(
    SECRETBOX_64B,
    "TweetNaCl.js has no XChaCha20-Poly1305; its secretbox is the same class of construction, "
    "a 24-byte-nonce stream cipher + Poly1305",
)
"""The 64-byte rows (the per-call floor, docs/performance.md): XChaCha20-Poly1305 against nacl-fast.js's secretbox."""


def _ops() -> list[Op]:
    ops = [
        Op("stream_xor 1KiB", KIB, _prepare_stream_xor),
        Op("stream_xor 1MiB", MIB, _prepare_stream_xor),
        Op("onetimeauth 1KiB", KIB, _prepare_onetimeauth),
        Op("onetimeauth 1MiB", MIB, _prepare_onetimeauth),
        SECRETBOX_64B,
        Op("secretbox.open 64B", 64, _prepare_secretbox_open),
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
        Op("sign.detached.verify 64x1KiB", KIB, _prepare_sign_detached_verify_each_64, items=64),
        Op("sign.detached.verify_batch 64x1KiB", KIB, _prepare_sign_detached_verify_batch_64, items=64),
        Op("sign.detached.verify_batch 256x1KiB", KIB, _prepare_sign_detached_verify_batch_256, items=256),
        Op("sign.open 1KiB", KIB, _prepare_sign_open),
        Op("box.seal 1KiB", KIB, _prepare_box_seal, deterministic=False),  # a fresh ephemeral key each call
        Op("box.seal.open 1KiB", KIB, _prepare_box_seal_open),
        Op("ed2curve.convert_public_key", None, _prepare_convert_public_key),
        Op("aead.aegis128l 1KiB", KIB, _prepare_aegis128l),
        Op("aead.aegis128l 1MiB", MIB, _prepare_aegis128l),
        Op("aead.aegis256 1KiB", KIB, _prepare_aegis256),
        Op("aead.aegis256 1MiB", MIB, _prepare_aegis256),
        Op("aead.aes256gcm 1KiB", KIB, _prepare_aes256gcm),
        Op("aead.aes256gcm 1MiB", MIB, _prepare_aes256gcm),
        Op("shorthash.siphash24 16B", 16, _prepare_siphash24),
        Op("xof.turboshake128 1KiB", KIB, _prepare_turboshake128),
        Op("xof.turboshake128 1MiB", MIB, _prepare_turboshake128),
        Op("ipcrypt.pfx_encrypt", None, _prepare_ipcrypt_pfx_encrypt),
        Op("stream.chacha20_ietf_xor 1KiB", KIB, _prepare_chacha20_ietf_xor),
        Op("stream.chacha20_ietf_xor 1MiB", MIB, _prepare_chacha20_ietf_xor),
        Op("aead.xchacha20poly1305 64B", 64, _prepare_xchacha20poly1305, js_stand_in=XCHACHA_STAND_IN),
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
        Op("scalarmult_ristretto255", None, _prepare_scalarmult_ristretto255),
        Op("scalarmult_ristretto255.base", None, _prepare_scalarmult_ristretto255_base),
        Op("core_ed25519.add", None, _prepare_core_ed25519_add),
        Op("core_ed25519.from_uniform", None, _prepare_core_ed25519_from_uniform),
        Op("core_ed25519.is_valid_point", None, _prepare_core_ed25519_is_valid_point),
        # blinded inversion: a fresh random factor each call, the same result
        Op("core_ed25519.scalar_invert", None, _prepare_core_ed25519_scalar_invert),
        Op("core_ed25519.scalar_mul", None, _prepare_core_ed25519_scalar_mul),
        # HKDF and HMAC beside the same computation on the standard library's hmac called directly
        Op("hkdf.sha256 64B", HKDF_OUTPUT, _prepare_hkdf_sha256),
        Op("hkdf.sha256 64B, stdlib hmac", HKDF_OUTPUT, _prepare_hkdf_sha256_stdlib),
        Op("auth_hmacsha256 64B", 64, _prepare_hmacsha256),
        Op("auth_hmacsha256 64B, stdlib hmac", 64, _prepare_hmacsha256_stdlib),
        Op("auth_hmacsha256 1KiB", KIB, _prepare_hmacsha256),
        Op("auth_hmacsha256 1KiB, stdlib hmac", KIB, _prepare_hmacsha256_stdlib),
        *(
            Op(f"kem.{kem}.{step}", None, prepare(kem))
            for kem in ("mlkem768", "xwing")
            for step, prepare in (
                ("keypair", _prepare_kem_keypair),
                ("encapsulate", _prepare_kem_encapsulate),
                ("decapsulate", _prepare_kem_decapsulate),
            )
        ),
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


def _sweep_ops(default_names: set[str]) -> list[Op]:
    """The --sizes rows, but for those the default table has already (secretbox 64B)."""
    prepares = (("stream_xor", _prepare_stream_xor), ("onetimeauth", _prepare_onetimeauth),
                ("secretbox", _prepare_secretbox))
    return [Op(f"{name} {label}", size, prepare, sweep=True)
            for label, size in SWEEP_SIZES.items() for name, prepare in prepares
            if f"{name} {label}" not in default_names]


OPS: tuple[Op, ...] = tuple(_ops())
LARGE_OPS: tuple[Op, ...] = tuple(_large_ops())
SWEEP_OPS: tuple[Op, ...] = tuple(_sweep_ops({op.name for op in OPS}))


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

