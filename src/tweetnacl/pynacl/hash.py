"""`nacl.hash`: one-shot SHA-256, SHA-512, BLAKE2b and SipHash-2-4, hex-encoded by default as in PyNaCl."""

from __future__ import annotations

from tweetnacl.pynacl import bindings, encoding

BLAKE2B_BYTES = bindings.crypto_generichash_BYTES
BLAKE2B_BYTES_MIN = bindings.crypto_generichash_BYTES_MIN
BLAKE2B_BYTES_MAX = bindings.crypto_generichash_BYTES_MAX
BLAKE2B_KEYBYTES = bindings.crypto_generichash_KEYBYTES
BLAKE2B_KEYBYTES_MIN = bindings.crypto_generichash_KEYBYTES_MIN
BLAKE2B_KEYBYTES_MAX = bindings.crypto_generichash_KEYBYTES_MAX
BLAKE2B_SALTBYTES = bindings.crypto_generichash_SALTBYTES
BLAKE2B_PERSONALBYTES = bindings.crypto_generichash_PERSONALBYTES

SIPHASH_BYTES = bindings.crypto_shorthash_siphash24_BYTES
SIPHASH_KEYBYTES = bindings.crypto_shorthash_siphash24_KEYBYTES

SIPHASHX_AVAILABLE = bindings.has_crypto_shorthash_siphashx24

SIPHASHX_BYTES = bindings.crypto_shorthash_siphashx24_BYTES
SIPHASHX_KEYBYTES = bindings.crypto_shorthash_siphashx24_KEYBYTES

_b2b_hash = bindings.crypto_generichash_blake2b_salt_personal
_sip_hash = bindings.crypto_shorthash_siphash24
_sip_hashx = bindings.crypto_shorthash_siphashx24


def sha256(message: bytes, encoder: encoding.Encoder = encoding.HexEncoder) -> bytes:
    """SHA-256 of `message`, encoded (hex by default)."""
    return encoder.encode(bindings.crypto_hash_sha256(message))


def sha512(message: bytes, encoder: encoding.Encoder = encoding.HexEncoder) -> bytes:
    """SHA-512 of `message`, encoded (hex by default)."""
    return encoder.encode(bindings.crypto_hash_sha512(message))


def blake2b(
    data: bytes,
    digest_size: int = BLAKE2B_BYTES,
    key: bytes = b"",
    salt: bytes = b"",
    person: bytes = b"",
    encoder: encoding.Encoder = encoding.HexEncoder,
) -> bytes:
    """BLAKE2b of `data` (libsodium's generichash), encoded (hex by default)."""
    digest = _b2b_hash(data, digest_size=digest_size, key=key, salt=salt, person=person)
    return encoder.encode(digest)


generichash = blake2b


def siphash24(
    message: bytes, key: bytes = b"", encoder: encoding.Encoder = encoding.HexEncoder
) -> bytes:
    """SipHash-2-4 of `message` under the 16-byte `key` (8 bytes), encoded (hex by default)."""
    return encoder.encode(_sip_hash(message, key))


shorthash = siphash24


def siphashx24(
    message: bytes, key: bytes = b"", encoder: encoding.Encoder = encoding.HexEncoder
) -> bytes:
    """SipHash-2-4 with 128-bit output of `message` under the 16-byte `key`, encoded (hex by default)."""
    return encoder.encode(_sip_hashx(message, key))
