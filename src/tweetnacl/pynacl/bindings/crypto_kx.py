"""`nacl.bindings.crypto_kx`: libsodium's key exchange, X25519 + BLAKE2b-512.

client and server compute q = X25519(own secret, other's public key), then
BLAKE2b-512(q || client_pk || server_pk) split in two halves: the client receives with the first
and transmits with the second, the server the other way round (libsodium crypto_kx.c).
"""

from __future__ import annotations

import hashlib
from typing import Literal, Tuple

import tweetnacl as _tn
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import is_zero
from tweetnacl.pynacl.exceptions import ensure

__all__ = [
    "crypto_kx_keypair",
    "crypto_kx_client_session_keys",
    "crypto_kx_server_session_keys",
    "crypto_kx_PUBLIC_KEY_BYTES",
    "crypto_kx_SECRET_KEY_BYTES",
    "crypto_kx_SEED_BYTES",
    "crypto_kx_SESSION_KEY_BYTES",
    "crypto_kx_PUBLICKEYBYTES",
    "crypto_kx_SECRETKEYBYTES",
    "crypto_kx_SEEDBYTES",
    "crypto_kx_SESSIONKEYBYTES",
    "crypto_kx_PRIMITIVE",
]

crypto_kx_PUBLIC_KEY_BYTES: int = 32
crypto_kx_SECRET_KEY_BYTES: int = 32
crypto_kx_SEED_BYTES: int = 32
crypto_kx_SESSION_KEY_BYTES: int = 32

# libsodium's own spellings (PyNaCl renamed them above) and the primitive's name.
crypto_kx_PUBLICKEYBYTES: int = crypto_kx_PUBLIC_KEY_BYTES
crypto_kx_SECRETKEYBYTES: int = crypto_kx_SECRET_KEY_BYTES
crypto_kx_SEEDBYTES: int = crypto_kx_SEED_BYTES
crypto_kx_SESSIONKEYBYTES: int = crypto_kx_SESSION_KEY_BYTES
crypto_kx_PRIMITIVE: str = "x25519blake2b"


def crypto_kx_keypair() -> Tuple[bytes, bytes]:
    """A random (public_key, secret_key) pair (an X25519 key pair)."""
    keypair = _tn.box.keypair()
    return (keypair.public_key, keypair.secret_key)


def crypto_kx_seed_keypair(seed: bytes) -> Tuple[bytes, bytes]:
    """(public_key, secret_key) with secret_key = BLAKE2b-256(seed), as libsodium derives it."""
    ensure(
        isinstance(seed, bytes) and len(seed) == crypto_kx_SEED_BYTES,
        f"Seed must be a {crypto_kx_SEED_BYTES} byte long bytes sequence",
        raising=exc.TypeError,
    )
    secret_key = hashlib.blake2b(seed, digest_size=crypto_kx_SECRET_KEY_BYTES).digest()
    return (_tn.scalarmult.base(secret_key), secret_key)


def _check_key(key: bytes, size: int, description: str) -> None:
    ensure(
        isinstance(key, bytes) and len(key) == size,
        f"{description} must be a {crypto_kx_PUBLIC_KEY_BYTES} bytes long bytes sequence",
        raising=exc.TypeError,
    )


def _session_keys(
    role: Literal["Client", "Server"],
    own_public_key: bytes,
    own_secret_key: bytes,
    peer_public_key: bytes,
) -> Tuple[bytes, bytes]:
    """`role`'s (rx_key, tx_key), with libsodium's checks and messages for that role."""
    is_client = role == "Client"
    peer = "Server" if is_client else "Client"
    _check_key(own_public_key, crypto_kx_PUBLIC_KEY_BYTES, f"{role} public key")
    _check_key(own_secret_key, crypto_kx_SECRET_KEY_BYTES, f"{role} secret key")
    _check_key(peer_public_key, crypto_kx_PUBLIC_KEY_BYTES, f"{peer} public key")
    q = _tn.scalarmult(own_secret_key, peer_public_key)
    ensure(not is_zero(q), f"{role} session key generation failed.", raising=exc.CryptoError)
    if is_client:
        client_pk, server_pk = own_public_key, peer_public_key
    else:
        client_pk, server_pk = peer_public_key, own_public_key
    keys = hashlib.blake2b(q + client_pk + server_pk, digest_size=64).digest()
    first, second = keys[:crypto_kx_SESSION_KEY_BYTES], keys[crypto_kx_SESSION_KEY_BYTES:]
    # The client receives with the first half, the server with the second (crypto_kx.c).
    return (first, second) if is_client else (second, first)


def crypto_kx_client_session_keys(
    client_public_key: bytes, client_secret_key: bytes, server_public_key: bytes
) -> Tuple[bytes, bytes]:
    """The client's (rx_key, tx_key)."""
    return _session_keys("Client", client_public_key, client_secret_key, server_public_key)


def crypto_kx_server_session_keys(
    server_public_key: bytes, server_secret_key: bytes, client_public_key: bytes
) -> Tuple[bytes, bytes]:
    """The server's (rx_key, tx_key): the client's pair swapped."""
    return _session_keys("Server", server_public_key, server_secret_key, client_public_key)
