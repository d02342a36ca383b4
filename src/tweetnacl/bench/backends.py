"""The benchmark's columns: `tweetnacl.reference`, `tweetnacl.fast`, libsodium through PyNaCl's `nacl.bindings` (and
TweetNaCl.js under node, whose Backend records `tweetnacl.bench.tweetnacljs` builds).

Each column is one `Backend`, a record of plain callables, so that the timed call is the library's own function
(no adapter frame in the loop) wherever the library offers the operation directly; None marks an operation the
library lacks (the table shows "n/a" rather than a different function under the same name). The reference and
fast columns go through the packages' public API (what users call); libsodium is loaded only when PyNaCl is
importable. A Backend's `remote` turns a prepared call into the `Timed` that runs it (None: `LocalCall`, timed in
this interpreter with `timeit`); `jit` says that its code is compiled while it runs (PyPy, node), so the benchmark
warms each operation up until its speed is stable.

Secrets: the backends only bind functions; the inputs they are given, public or secret alike, are the
benchmark's fixed sample bytes, and the benchmark only measures: it never asserts a speed.
"""

from __future__ import annotations

import dataclasses
import functools
import platform
import timeit
from collections.abc import Callable
from typing import Any, Protocol

from tweetnacl.bench.samples import Call, sample_bytes

__all__ = ["IMPLEMENTATION_NAMES", "IS_JIT", "Backend", "LocalCall", "Timed", "libsodium_backend", "tweetnacl_backend"]

IMPLEMENTATION_NAMES = ("reference", "fast", "libsodium", "kyber-py", "nacl.js", "nacl-fast.js", "noble", "libsodium.js")
"""The columns, in table order (`--only` chooses among them): the Python ones (kyber-py: ML-KEM-768 only, when
installed), then those that run under node: TweetNaCl.js's two builds, noble, and libsodium.js (libsodium 1.0.22 in
WebAssembly, for the rows PyNaCl does not reach)."""
IS_JIT = platform.python_implementation() == "PyPy"
"""Whether this interpreter compiles while it runs (PyPy): its columns are then warmed up before they are timed."""


class Timed(Protocol):
    """A prepared call as the measurement uses it: `time(count)` = seconds for `count` calls on the column's own
    clock, `result()` = one call's result (untimed), `release()` = its inputs may go."""

    def time(self, count: int) -> float: ...

    def result(self) -> object: ...

    def release(self) -> None: ...


class LocalCall:
    """A call timed in this interpreter: `timeit.Timer` (the cyclic garbage collector paused while it runs)."""

    def __init__(self, call: Call) -> None:
        self.call = call
        self.time: Callable[[int], float] = timeit.Timer(call).timeit

    def result(self) -> object:
        return self.call()

    def release(self) -> None:
        pass


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
    aes256gcm: Callable[[bytes, bytes, bytes, bytes], bytes] | None = None
    siphash24: Callable[[bytes, bytes], bytes] | None = None  # (data, key)
    turboshake128: Callable[[int, bytes], bytes] | None = None  # (output length, message)
    ipcrypt_pfx_encrypt: Callable[[bytes, bytes], bytes] | None = None  # (16-byte address, 32-byte key); not in PyNaCl
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
    # key derivation and HMAC (standard-library hmac underneath): PyNaCl exposes neither
    hkdf_sha256: Callable[[bytes, bytes, bytes, int], bytes] | None = None  # (key material, salt, info, length)
    hmacsha256: Callable[[bytes, bytes], bytes] | None = None  # (message, 32-byte key)
    # Ed25519 batch verification by ZIP 215's rules (messages, signatures, public keys), in `tweetnacl.fast`
    sign_detached_verify_batch: Callable[[list[bytes], list[bytes], list[bytes]], list[bool]] | None = None
    scalarmult_ristretto255: Callable[[bytes, bytes], bytes | None] | None = None  # (scalar, point): nacl.ristretto255
    scalarmult_ristretto255_base: Callable[[bytes], bytes | None] | None = None  # (scalar)
    # post-quantum KEMs: (seed) -> (pk, sk); (pk, seed) -> (ct, ss); (ct, sk) -> ss
    mlkem768_seed_keypair: Callable[[bytes], tuple[bytes, bytes]] | None = None
    mlkem768_enc: Callable[[bytes, bytes], tuple[bytes, bytes]] | None = None
    mlkem768_dec: Callable[[bytes, bytes], bytes] | None = None
    xwing_seed_keypair: Callable[[bytes], tuple[bytes, bytes]] | None = None
    xwing_enc: Callable[[bytes, bytes], tuple[bytes, bytes]] | None = None
    xwing_dec: Callable[[bytes, bytes], bytes | None] | None = None
    notes: tuple[tuple[str, str], ...] = ()  # (op name, how this backend runs it) where it deserves a word
    remote: Callable[[Call], Timed] | None = None  # how a prepared call is run elsewhere (node); None: LocalCall
    jit: bool = IS_JIT  # warm each operation up until its speed is stable before timing it
    # another library run in this interpreter (kyber-py): each output must equal tweetnacl.fast's before timing, as a
    # JS column's (a remote column always is)
    check_against_fast: bool = False


def tweetnacl_backend(name: str) -> Backend:
    """`tweetnacl.reference` or `tweetnacl.fast`, through its public API (what users call)."""
    import importlib

    nacl: Any = importlib.import_module(f"tweetnacl.{name}")
    extra: dict[str, Any] = {"hkdf_sha256": nacl.hkdf.sha256}
    if name == "fast":
        from tweetnacl.fast import ipcrypt
        from tweetnacl.fast.aead import aegis, aesgcm, chacha20poly1305, secretstream
        from tweetnacl.fast.stream import chacha20
        from tweetnacl.fast.curve25519 import group
        from tweetnacl.fast.mac import siphash
        from tweetnacl.pynacl import bindings, exceptions
        from tweetnacl.pynacl.bindings.randombytes import randombytes_buf_deterministic

        def secretstream_push(key: bytes) -> Callable[[bytes], bytes]:
            state = bytearray(secretstream.STATEBYTES)
            secretstream.init_push(state, key, sample_bytes("header", 24))
            return functools.partial(secretstream.push, state, ad=b"", tag=0)

        # libsodium's Ed25519ph as PyNaCl offers it, composed as in the libsodium column
        ed25519ph_sign, ed25519ph_verify = _ed25519ph_functions(bindings, exceptions.BadSignatureError)
        extra = {
            "aegis128l": aegis.aegis128l_encrypt, "aegis256": aegis.aegis256_encrypt, "siphash24": siphash.siphash24,
            "aes256gcm": aesgcm.aes256gcm_encrypt,
            "ipcrypt_pfx_encrypt": ipcrypt.pfx_encrypt,
            "chacha20_ietf_xor": chacha20.crypto_stream_chacha20_ietf_xor,
            "xchacha20poly1305": chacha20poly1305.crypto_aead_xchacha20poly1305_ietf_encrypt,
            "secretstream_push": secretstream_push,
            "randombytes_deterministic": randombytes_buf_deterministic,  # the layer over fast.chacha20
            "turboshake128": bindings.crypto_xof_turboshake128,  # the layer over fast.keccak
            "pwhash_argon2id": _tweetnacl_argon2id,
            "ed25519ph_sign": ed25519ph_sign,
            "ed25519ph_verify": ed25519ph_verify,
            "scalarmult_ed25519": group.scalarmult,
            "scalarmult_ed25519_base": group.scalarmult_base,
            "core_ed25519_add": group.add,
            "core_ed25519_from_uniform": group.from_uniform,
            "core_ed25519_is_valid_point": group.is_valid_point,
            "core_ed25519_scalar_invert": group.scalar_invert,
            "core_ed25519_scalar_mul": group.scalar_mul,
            "hkdf_sha256": nacl.hkdf.sha256,
            "hmacsha256": bindings.crypto_auth_hmacsha256,
            # not on the reference, whose batch is its single verification in a loop (about a minute per call)
            "sign_detached_verify_batch": nacl.sign.detached.verify_batch,
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
        scalarmult_ristretto255=nacl.ristretto255.scalarmult,
        scalarmult_ristretto255_base=nacl.ristretto255.scalarmult_base,
        mlkem768_seed_keypair=nacl.kem.mlkem768.keypair.from_seed,
        mlkem768_enc=nacl.kem.mlkem768.encapsulate.from_seed,
        mlkem768_dec=nacl.kem.mlkem768.decapsulate,
        xwing_seed_keypair=nacl.kem.keypair.from_seed,
        xwing_enc=nacl.kem.encapsulate.from_seed,
        xwing_dec=nacl.kem.decapsulate,
        **extra,
    )


def _ed25519ph_functions(
    bindings: Any, bad_signature: type[Exception]
) -> tuple[Callable[[bytes, bytes], bytes], Callable[[bytes, bytes, bytes], bool]]:
    """(sign, verify) of a whole message by Ed25519ph through PyNaCl's streaming API (state, one update, final).

    `bindings` is PyNaCl's `nacl.bindings` or the layer's `tweetnacl.pynacl.bindings` (the same functions), and
    `bad_signature` its BadSignatureError, so that the fast and libsodium columns run the same operation.
    """

    def sign(m: bytes, sk: bytes) -> bytes:
        state = bindings.crypto_sign_ed25519ph_state()
        bindings.crypto_sign_ed25519ph_update(state, m)
        return bytes(bindings.crypto_sign_ed25519ph_final_create(state, sk))

    def verify(m: bytes, sig: bytes, pk: bytes) -> bool:
        state = bindings.crypto_sign_ed25519ph_state()
        bindings.crypto_sign_ed25519ph_update(state, m)
        try:
            return bool(bindings.crypto_sign_ed25519ph_final_verify(state, sig, pk))
        except bad_signature:
            return False

    return sign, verify


def _tweetnacl_argon2id(password: bytes, salt: bytes, opslimit: int, memlimit: int) -> bytes:
    from tweetnacl.fast.pwhash import argon2

    return argon2.crypto_pwhash(32, password, salt, opslimit, memlimit, argon2.ALG_ARGON2ID13)


def _libsodium_aes256gcm(sodium: Any, unavailable: type[Exception]) -> Callable[..., bytes] | None:
    """libsodium's AES-256-GCM encryption, or None where libsodium lacks it: it runs only on CPUs with the AES and
    PCLMUL instructions, and PyNaCl raises UnavailableError elsewhere (its availability flag is public only in
    PyNaCl's private cffi module, so one empty encryption asks instead)."""
    try:
        sodium.crypto_aead_aes256gcm_encrypt(b"", b"", bytes(12), bytes(32))
    except unavailable:
        return None
    function: Callable[..., bytes] = sodium.crypto_aead_aes256gcm_encrypt
    return function


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

    def open_or_none(function: Callable[..., bytes]) -> Callable[..., bytes | None]:
        @functools.wraps(function)
        def opened(*args: bytes) -> bytes | None:
            try:
                return function(*args)
            except nacl.exceptions.CryptoError:
                return None

        return opened

    ed25519ph_sign, ed25519ph_verify = _ed25519ph_functions(sodium, bad_signature)
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
        aes256gcm=_libsodium_aes256gcm(sodium, nacl.exceptions.UnavailableError),
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
