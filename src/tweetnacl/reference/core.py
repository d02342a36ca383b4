"""The reference core: `tweetnacl._interface.Core` over the C-shaped port in `tweetnacl.reference.tweetnacl`.

Each function allocates the output buffers the C expects, calls the port, and returns new `bytes`
(`_written` for the many whose one output buffer comes first, as in tweetnacl.c).
secretbox's zero padding (32 zero bytes before the message, 16 before the box in NaCl's C
interface) is added and stripped here, so callers see TweetNaCl.js's unpadded boxes.
Arguments are already checked by the API layer (`bytes` of the right lengths).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Concatenate, ParamSpec

from tweetnacl.reference import tweetnacl as port
from tweetnacl.reference.ristretto255 import (
    crypto_core_ristretto255_add as crypto_core_ristretto255_add,
    crypto_core_ristretto255_from_hash as crypto_core_ristretto255_from_hash,
    crypto_core_ristretto255_is_valid_point as crypto_core_ristretto255_is_valid_point,
    crypto_core_ristretto255_scalar_add as crypto_core_ristretto255_scalar_add,
    crypto_core_ristretto255_scalar_complement as crypto_core_ristretto255_scalar_complement,
    crypto_core_ristretto255_scalar_invert as crypto_core_ristretto255_scalar_invert,
    crypto_core_ristretto255_scalar_mul as crypto_core_ristretto255_scalar_mul,
    crypto_core_ristretto255_scalar_negate as crypto_core_ristretto255_scalar_negate,
    crypto_core_ristretto255_scalar_reduce as crypto_core_ristretto255_scalar_reduce,
    crypto_core_ristretto255_scalar_sub as crypto_core_ristretto255_scalar_sub,
    crypto_core_ristretto255_sub as crypto_core_ristretto255_sub,
    crypto_scalarmult_ristretto255 as crypto_scalarmult_ristretto255,
    crypto_scalarmult_ristretto255_base as crypto_scalarmult_ristretto255_base,
)
from tweetnacl.reference.mlkem import (
    crypto_kem_mlkem768_dec as crypto_kem_mlkem768_dec,
    crypto_kem_mlkem768_dec_from_seed as crypto_kem_mlkem768_dec_from_seed,
    crypto_kem_mlkem768_enc_deterministic as crypto_kem_mlkem768_enc_deterministic,
    crypto_kem_mlkem768_seed_keypair as crypto_kem_mlkem768_seed_keypair,
)

_PortArguments = ParamSpec("_PortArguments")


def _written(
    size: int,
    port_function: Callable[Concatenate[bytearray, _PortArguments], int],
    *args: _PortArguments.args,
    **kwargs: _PortArguments.kwargs,
) -> bytes:
    """The `size` bytes that `port_function` writes into a new output buffer, its first argument, given `args`."""
    out = bytearray(size)
    port_function(out, *args, **kwargs)
    return bytes(out)


# -- Salsa20 family ------------------------------------------------------------------------------


def crypto_core_salsa20(inp: bytes, k: bytes, c: bytes) -> bytes:
    return _written(64, port.crypto_core_salsa20, inp, k, c)


def crypto_core_hsalsa20(inp: bytes, k: bytes, c: bytes) -> bytes:
    return _written(32, port.crypto_core_hsalsa20, inp, k, c)


def crypto_stream_salsa20_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    return _written(len(m), port.crypto_stream_salsa20_xor, m, len(m), n, k)


def crypto_stream_salsa20(length: int, n: bytes, k: bytes) -> bytes:
    return _written(length, port.crypto_stream_salsa20, length, n, k)


def crypto_stream_xor(m: bytes, n: bytes, k: bytes) -> bytes:
    return _written(len(m), port.crypto_stream_xor, m, len(m), n, k)


def crypto_stream(length: int, n: bytes, k: bytes) -> bytes:
    return _written(length, port.crypto_stream, length, n, k)


# -- Poly1305 ------------------------------------------------------------------------------------


def crypto_onetimeauth(m: bytes, k: bytes) -> bytes:
    return _written(16, port.crypto_onetimeauth, m, len(m), k)


def crypto_onetimeauth_verify(h: bytes, m: bytes, k: bytes) -> bool:
    return port.crypto_onetimeauth_verify(h, m, len(m), k) == 0


# -- secretbox -----------------------------------------------------------------------------------

_ZEROBYTES = 32
"""NaCl's crypto_secretbox_ZEROBYTES: zero bytes in front of the message."""
_BOXZEROBYTES = 16
"""NaCl's crypto_secretbox_BOXZEROBYTES: zero bytes in front of the box."""


def crypto_secretbox(m: bytes, n: bytes, k: bytes) -> bytes:
    padded = bytearray(_ZEROBYTES + len(m))
    padded[_ZEROBYTES:] = m
    c = bytearray(len(padded))
    port.crypto_secretbox(c, padded, len(padded), n, k)
    del padded  # keep peak memory near three messages (m, c, result)
    return bytes(memoryview(c)[_BOXZEROBYTES:])


def crypto_secretbox_open(c: bytes, n: bytes, k: bytes) -> bytes | None:
    if len(c) < 16:
        return None
    padded = bytearray(_BOXZEROBYTES + len(c))
    padded[_BOXZEROBYTES:] = c
    m = bytearray(len(padded))
    if port.crypto_secretbox_open(m, padded, len(padded), n, k) != 0:
        return None
    del padded
    return bytes(memoryview(m)[_ZEROBYTES:])


# -- comparisons ---------------------------------------------------------------------------------


def crypto_verify_16(x: bytes, y: bytes) -> bool:
    return port.crypto_verify_16(x, y) == 0


def crypto_verify_32(x: bytes, y: bytes) -> bool:
    return port.crypto_verify_32(x, y) == 0


# -- X25519 and box ------------------------------------------------------------------------------


def crypto_scalarmult(n: bytes, p: bytes) -> bytes:
    return _written(32, port.crypto_scalarmult, n, p)


def crypto_scalarmult_base(n: bytes) -> bytes:
    return _written(32, port.crypto_scalarmult_base, n)


def crypto_box_beforenm(pk: bytes, sk: bytes) -> bytes:
    return _written(32, port.crypto_box_beforenm, pk, sk)


def crypto_box_beforenm_hsalsa20(s: bytes) -> bytes:
    # The port's crypto_box_beforenm after its crypto_scalarmult: crypto_core_hsalsa20(k, _0, s, sigma).
    return _written(32, port.crypto_core_hsalsa20, bytes(16), s, port.sigma)


# -- SHA-512 -------------------------------------------------------------------------------------


def crypto_hash(m: bytes) -> bytes:
    return _written(64, port.crypto_hash, m, len(m))


# -- Ed25519 -------------------------------------------------------------------------------------


def crypto_sign_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    pk = bytearray(32)
    sk = bytearray(64)
    port.crypto_sign_seed_keypair(pk, sk, seed)
    return bytes(pk), bytes(sk)


def crypto_sign_detached(m: bytes, sk: bytes) -> bytes:
    sm = bytearray(64 + len(m))
    smlen = [0]
    port.crypto_sign(sm, smlen, m, len(m), sk)
    return bytes(memoryview(sm)[:64])


def crypto_sign_verify_detached(sig: bytes, m: bytes, pk: bytes) -> bool:
    sm = sig + m
    scratch = bytearray(len(sm))  # crypto_sign_open needs len(sm) bytes of room for m
    mlen = [0]
    return port.crypto_sign_open(scratch, mlen, sm, len(sm), pk) == 0


def crypto_sign_verify_zip215(sig: bytes, m: bytes, pk: bytes) -> bool:
    return port.crypto_sign_verify_zip215(sig, m, len(m), pk) == 0


def crypto_sign_verify_batch(sigs: list[bytes], ms: list[bytes], pks: list[bytes]) -> list[bool]:
    """One ZIP 215 verification per triple: the reference states the verdicts the fast core's batch equation must
    reproduce, one by one."""
    return [crypto_sign_verify_zip215(sig, m, pk) for sig, m, pk in zip(sigs, ms, pks)]


def ed25519_pk_to_curve25519(pk: bytes) -> bytes | None:
    out = bytearray(32)
    if port.crypto_sign_ed25519_pk_to_curve25519(out, pk) != 0:
        return None
    return bytes(out)
