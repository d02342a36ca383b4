"""crypto_secretstream_xchacha20poly1305 over the fast primitives, byte for byte libsodium's construction.

Spec: libsodium's documentation ("Encrypted streams and file encryption") and its implementation
`crypto_secretstream/xchacha20poly1305/secretstream_xchacha20poly1305.c`, which this follows:
- State (52 bytes, libsodium's layout, kept in a bytearray so that PyNaCl's state object can expose it):
  k (32) || nonce (12) = counter (4, little-endian) || inonce (8) || pad (8).
- init: header = 24 random bytes; k = HChaCha20(key, header[:16]), counter = 1, inonce = header[16:24].
- push(m, ad, tag): ChaCha20-IETF under (k, nonce): block 0 gives the Poly1305 key; block 1 XOR
  (tag, 0, ..., 0) is a 64-byte block whose first byte is sent; blocks 2.. encrypt m. The MAC covers
  ad || pad16(ad) || that block || c || mlen % 16 zero bytes || le64(len ad) || le64(64 + mlen): the
  second padding is libsodium's (it is not the RFC 8439 padding, and the construction is defined by it).
  Output: encrypted tag byte || c || mac (17 bytes of overhead). Then inonce ^= mac[:8], counter += 1,
  and if the tag has the REKEY bit or the counter wrapped to 0, rekey.
- rekey: (k || inonce) ^= the first 40 bytes of ChaCha20-IETF(k, nonce), counter = 1.
- pull: the same MAC over the received bytes, compared with `hmac.compare_digest` before anything is
  decrypted or the state changes; a forgery gives None and leaves the state as it was.

Fast path: one keystream batch gives blocks 0 and 1 and the start of the message keystream, and the MAC
runs over views of the ciphertext (`chacha20poly1305.tag_of_parts`), as in the AEADs.

Secrets: the whole state (key, counter, inonce) is secret, as are the messages: nothing branches on them
but the REKEY bit of a message's tag and the counter's wrap to 0, as in libsodium (the wrap tested with
`hmac.compare_digest`, as sodium_is_zero); the counter is incremented with a guard bit on top so that its
int size never follows its value, and state XORs carry distinct guard bytes (`_xor_into`).
"""

from __future__ import annotations

import hmac
import struct

from tweetnacl.fast.stream import arx, chacha20
from tweetnacl.fast.stream.blocks import BLOCK_BYTES
from tweetnacl.fast.aead.chacha20poly1305 import tag_of_parts

__all__ = [
    "ABYTES", "HEADERBYTES", "KEYBYTES", "STATEBYTES", "TAG_FINAL", "TAG_MESSAGE", "TAG_PUSH", "TAG_REKEY",
    "init_pull", "init_push", "pull", "push", "rekey",
]

KEYBYTES = 32
HEADERBYTES = 24
ABYTES = 17
STATEBYTES = 52
TAG_MESSAGE = 0
TAG_PUSH = 1
TAG_REKEY = 2
TAG_FINAL = TAG_PUSH | TAG_REKEY

_KEY = slice(0, 32)
_NONCE = slice(32, 44)
_COUNTER = slice(32, 36)
_INONCE = slice(36, 44)
_PAD = slice(44, 52)
_COUNTER_ONE = b"\x01\x00\x00\x00"
_LENGTHS = struct.Struct("<QQ")
_BLOCK = BLOCK_BYTES
_IETF = chacha20.CHACHA20_IETF


def _init(state: bytearray, header: bytes, key: bytes) -> None:
    state[_KEY] = chacha20.hchacha20_key(header, key)
    state[_COUNTER] = _COUNTER_ONE
    state[_INONCE] = header[16:24]
    state[_PAD] = bytes(8)


def init_push(state: bytearray, key: bytes, header: bytes) -> None:
    """Start a stream in `state` under `key`, with the 24 random bytes `header` (sent first)."""
    _init(state, header, key)


def init_pull(state: bytearray, header: bytes, key: bytes) -> None:
    """Start reading the stream whose header is `header`."""
    _init(state, header, key)


def _words(state: bytearray) -> list[int]:
    return chacha20.ietf_state(bytes(state[_NONCE]), bytes(state[_KEY]))


def _xor_into(state: bytearray, place: slice, other: bytes) -> None:
    """state[place] ^= other as one int operation. Both operands are secret (rekey's keystream, the state) and
    get a guard byte on top, 0x01 and 0x02 (equal ones would cancel in the result), so that no int's size
    follows their top bytes."""
    size = place.stop - place.start
    mixed = int.from_bytes(state[place] + b"\x01", "little") ^ int.from_bytes(other + b"\x02", "little")
    state[place] = mixed.to_bytes(size + 1, "little")[:size]


def rekey(state: bytearray) -> None:
    """New k and inonce from the keystream of the current ones; counter back to 1."""
    stream = arx.keystream(_IETF, _words(state), 40)
    _xor_into(state, _KEY, stream[:32])
    _xor_into(state, _INONCE, stream[32:])
    state[_COUNTER] = _COUNTER_ONE


def _advance(state: bytearray, mac: bytes, tag: int) -> None:
    """After a message: inonce ^= mac[:8], counter += 1, rekey on the REKEY bit or a wrapped counter."""
    _xor_into(state, _INONCE, mac[:8])
    # The counter is state (and ChaCha20-IETF nonce word 13): incremented as 2^32 + counter, 33 or 34 bits
    # whatever its value (a bare counter below 2^30 is one CPython digit shorter); 2^32 - 1 wraps to 0 below
    # the guard. The wrap test is libsodium's sodium_is_zero, by compare_digest.
    counter = int.from_bytes(state[_COUNTER] + b"\x01", "little") + 1
    state[_COUNTER] = counter.to_bytes(5, "little")[:4]
    if tag & TAG_REKEY or hmac.compare_digest(state[_COUNTER], bytes(4)):
        rekey(state)


def _mac(poly_key: bytes, ad: bytes, block: bytes, c: list[bytes] | list[memoryview], mlen: int) -> bytes:
    return tag_of_parts(
        poly_key,
        [ad, bytes(-len(ad) % 16), block, *c, bytes(mlen % 16), _LENGTHS.pack(len(ad), _BLOCK + mlen)],
    )


def push(state: bytearray, m: bytes, ad: bytes, tag: int) -> bytes:
    """Encrypt one message with its tag (0..255): encrypted tag || ciphertext || MAC."""
    words = _words(state)
    plan = arx.batch_plan(2 * _BLOCK + len(m))
    first = arx.keystream_batch(_IETF, words, 0, plan[0][1])
    block = bytes([tag ^ first[_BLOCK]]) + first[_BLOCK + 1 : 2 * _BLOCK]
    pieces = arx.xor_keystream(_IETF, words, m, 0, 2 * _BLOCK, plan, first)
    mac = _mac(first[:32], ad, block, pieces, len(m))
    del first
    _advance(state, mac, tag)
    return b"".join([block[:1], *pieces, mac])


def pull(state: bytearray, c: bytes, ad: bytes) -> tuple[bytes, int] | None:
    """(message, tag) of one pushed message, or None (state unchanged) if it does not verify."""
    if len(c) < ABYTES:
        return None
    mlen = len(c) - ABYTES
    words = _words(state)
    plan = arx.batch_plan(2 * _BLOCK + mlen)
    first = arx.keystream_batch(_IETF, words, 0, plan[0][1])
    block = c[:1] + first[_BLOCK + 1 : 2 * _BLOCK]
    body = memoryview(c)[1 : 1 + mlen]
    mac = _mac(first[:32], ad, block, [body], mlen)
    if not hmac.compare_digest(mac, c[1 + mlen :]):
        return None
    tag = c[0] ^ first[_BLOCK]
    pieces = arx.xor_keystream(_IETF, words, body, 0, 2 * _BLOCK, plan, first)  # type: ignore[arg-type]
    del first
    _advance(state, mac, tag)
    return b"".join(pieces), tag
