"""AES-256-GCM authenticated encryption (libsodium's crypto_aead_aes256gcm_*), in constant-time pure Python.

Spec: NIST SP 800-38D, section 7.1 (GCM-AE: H = CIPH_K(0^128); J0 = IV || 0^31 || 1 for a 96-bit IV; C =
GCTR_K(inc32(J0), P); S = GHASH_H(A || 0^v || C || 0^u || [len(A)]_64 || [len(C)]_64); T = MSB_128(GCTR_K(J0,
S))), section 7.2 (GCM-AD: the tag is checked before any plaintext exists), 6.2 (inc32) and 6.5 (GCTR);
AES-256 from FIPS-197 (`tweetnacl.fast.aead.aes`), GHASH from `tweetnacl.fast.mac.ghash`. libsodium's
variant: 32-byte key, 12-byte nonce, 16-byte tag after the ciphertext, messages up to MESSAGE_BYTES_MAX
= 16 * (2^32 - 2) bytes (the 32-bit counter starts at 2 and must not wrap).

How it works here: the blocks CIPH_K is applied to are numbered from 0: block 0 is 0^128 (giving H), block
i >= 1 is IV || [i]_32 (block 1 = J0, blocks 2.. the counter blocks of C), so the whole call is one
keystream of 2 + ceil(len(P) / 16) blocks, computed PASS_BLOCKS at a time in one bit-sliced pass
(`aes_cipher.block_encryptor`). The ciphertext is hashed piece by piece as it is made (encryption), or entirely
before any keystream byte meets it (decryption), so a call holds the output and a few passes' worth.

Timing: only lengths steer loops; the key schedule, the rounds, the counter blocks (the nonce is secret)
and GHASH (H secret) work on ints whose sizes are public (see those modules); the tag is compared with
hmac.compare_digest, and a forged box returns None before anything is decrypted.
"""

from __future__ import annotations

import hmac
import struct
from collections.abc import Callable

from tweetnacl.fast.aead.aes import BytesLike
from tweetnacl.fast.aead.aes_cipher import block_encryptor, expand_key
from tweetnacl.fast.mac.ghash import BLOCK_BYTES, Ghash

__all__ = [
    "ABYTES",
    "KEY_BYTES",
    "MESSAGE_BYTES_MAX",
    "NONCE_BYTES",
    "aes256gcm_decrypt",
    "aes256gcm_decrypt_detached",
    "aes256gcm_encrypt",
    "aes256gcm_encrypt_detached",
]

KEY_BYTES = 32
NONCE_BYTES = 12
ABYTES = 16
MESSAGE_BYTES_MAX = BLOCK_BYTES * ((1 << 32) - 2)
"""libsodium's crypto_aead_aes256gcm_MESSAGEBYTES_MAX: counters 2 .. 2^32 - 1."""

PASS_BLOCKS = 256
"""Blocks per bit-sliced AES pass: ints of ~33 KiB; fewer cost more Python operations per byte, more cost
more memory traffic per operation (measured: 256 is the fastest of 64 .. 1024 on CPython 3.11)."""


class _Keystream:
    """CIPH_K of the numbered blocks (see the module doc), PASS_BLOCKS or fewer at a time."""

    def __init__(self, key: bytes, nonce: bytes) -> None:
        self._round_keys = expand_key(key)
        self._nonce = nonce
        self._encryptors: dict[int, Callable[[BytesLike], bytes]] = {}

    def blocks(self, first: int, count: int) -> bytes:
        """CIPH_K of blocks first .. first + count - 1: count * 16 bytes."""
        # Whole-block repetition: no 1-byte slice of the nonce (CPython hands those out from a table indexed by
        # the byte's value).
        buf = bytearray((self._nonce + bytes(BLOCK_BYTES - NONCE_BYTES)) * count)
        counters = struct.pack(f">{count}I", *range(first, first + count))
        for i in range(4):
            buf[NONCE_BYTES + i :: BLOCK_BYTES] = counters[i::4]
        if first == 0:
            buf[:BLOCK_BYTES] = bytes(BLOCK_BYTES)  # block 0 is 0^128: CIPH_K(0^128) = H
        encrypt = self._encryptors.get(count)
        if encrypt is None:
            encrypt = self._encryptors[count] = block_encryptor(self._round_keys, count)
        return encrypt(buf)


def _xor(data: BytesLike, stream: bytes) -> bytes:
    """data XOR stream[:len(data)], as one XOR of two big ints. Each gets a marker byte on top (different
    ones, so the result keeps 0x03 there): an int read from secret bytes alone would be a digit shorter
    whenever its top bits are zero (1 time in 4 for some lengths), and so would the XOR's cost."""
    n = len(data)
    return (
        (int.from_bytes(bytes(data) + b"\x01", "little") ^ int.from_bytes(stream[:n] + b"\x02", "little"))
        .to_bytes(n + 1, "little")[:n]
    )


def _lengths(ad_len: int, text_len: int) -> bytes:
    return (8 * ad_len).to_bytes(8, "big") + (8 * text_len).to_bytes(8, "big")


def _check(nonce: BytesLike, key: BytesLike) -> None:
    if len(key) != KEY_BYTES:
        raise ValueError(f"AES-256-GCM key must be {KEY_BYTES} bytes")
    if len(nonce) != NONCE_BYTES:
        raise ValueError(f"AES-256-GCM nonce must be {NONCE_BYTES} bytes")


def _crypt(keystream: _Keystream, text: BytesLike, stream: bytes, ghash: Ghash | None) -> list[bytes]:
    """GCTR (6.5) of `text` from block 2 on: `stream` is the first pass's keystream from block 2, each later
    pass PASS_BLOCKS blocks; each output piece also goes to `ghash` if given (the ciphertext, when encrypting)."""
    view = memoryview(text).cast("B")
    total = 2 + -(-len(view) // BLOCK_BYTES)
    pieces = []
    position, next_block = 0, 2 + len(stream) // BLOCK_BYTES
    while position < len(view):
        piece = _xor(view[position : position + len(stream)], stream)
        pieces.append(piece)
        if ghash is not None:
            ghash.update(piece)
        position += len(piece)
        if position < len(view):
            count = min(PASS_BLOCKS, total - next_block)
            stream = keystream.blocks(next_block, count)
            next_block += count
    return pieces


def _start(text_len: int, nonce: bytes, key: bytes) -> tuple[_Keystream, Ghash, bytes, bytes]:
    """The keystream, GHASH keyed with H, CIPH_K(J0) and the first pass's keystream from block 2 on."""
    keystream = _Keystream(key, nonce)
    first = keystream.blocks(0, min(PASS_BLOCKS, 2 + -(-text_len // BLOCK_BYTES)))
    return keystream, Ghash(first[:BLOCK_BYTES]), first[BLOCK_BYTES : 2 * BLOCK_BYTES], first[2 * BLOCK_BYTES :]


def _encrypt_pieces(message: BytesLike, ad: BytesLike, nonce: bytes, key: bytes) -> tuple[list[bytes], bytes]:
    _check(nonce, key)
    if len(message) > MESSAGE_BYTES_MAX:
        raise ValueError(f"AES-256-GCM message must be at most {MESSAGE_BYTES_MAX} bytes")
    keystream, ghash, j0_mask, stream = _start(len(message), bytes(nonce), bytes(key))
    ghash.update(ad)
    pieces = _crypt(keystream, message, stream, ghash)
    ghash.update(_lengths(len(ad), len(message)))
    return pieces, _xor(ghash.digest(), j0_mask)


def aes256gcm_encrypt_detached(message: BytesLike, ad: BytesLike, nonce: bytes, key: bytes) -> tuple[bytes, bytes]:
    """AES-256-GCM (SP 800-38D 7.1): (ciphertext, 16-byte tag) of `message` with associated data `ad`."""
    pieces, tag = _encrypt_pieces(message, ad, nonce, key)
    return b"".join(pieces), tag


def aes256gcm_encrypt(message: BytesLike, ad: BytesLike, nonce: bytes, key: bytes) -> bytes:
    """libsodium's crypto_aead_aes256gcm_encrypt: ciphertext || 16-byte tag."""
    pieces, tag = _encrypt_pieces(message, ad, nonce, key)
    pieces.append(tag)
    return b"".join(pieces)


def aes256gcm_decrypt_detached(
    ciphertext: BytesLike, tag: BytesLike, ad: BytesLike, nonce: bytes, key: bytes
) -> bytes | None:
    """AES-256-GCM (SP 800-38D 7.2): the message, or None if the 16-byte tag does not verify (checked, with
    hmac.compare_digest, before anything is decrypted)."""
    _check(nonce, key)
    if len(tag) != ABYTES or len(ciphertext) > MESSAGE_BYTES_MAX:
        return None
    keystream, ghash, j0_mask, stream = _start(len(ciphertext), bytes(nonce), bytes(key))
    ghash.update(ad)
    ghash.update(ciphertext)
    ghash.update(_lengths(len(ad), len(ciphertext)))
    if not hmac.compare_digest(_xor(ghash.digest(), j0_mask), bytes(tag)):
        return None
    return b"".join(_crypt(keystream, ciphertext, stream, None))


def aes256gcm_decrypt(boxed: BytesLike, ad: BytesLike, nonce: bytes, key: bytes) -> bytes | None:
    """libsodium's crypto_aead_aes256gcm_decrypt: the message, or None (forged or shorter than the tag)."""
    if len(boxed) < ABYTES:
        _check(nonce, key)
        return None
    view = memoryview(boxed).cast("B")  # the ciphertext and the tag without copying them
    return aes256gcm_decrypt_detached(view[:-ABYTES], view[-ABYTES:], ad, nonce, key)
