"""secretbox with XChaCha20 (libsodium's crypto_secretbox_xchacha20poly1305) over the fast primitives.

Construction: NaCl's secretbox ("Cryptography in NaCl", section 9) with XChaCha20 in place of XSalsa20, as libsodium
builds it: the subkey is HChaCha20(k, n[:16]) (draft-irtf-cfrg-xchacha section 2.2), the stream is the original
ChaCha20 (64-bit block counter) under the subkey and the nonce n[16:24]; its first 32 bytes are the Poly1305 key,
the message is XORed with the keystream from byte 32 on, and the tag covers the ciphertext. Detached: (c, tag);
libsodium's easy form is tag || c. The box crypto_box_curve25519xchacha20poly1305 is this under the key
HChaCha20(X25519(sk, pk), 0^16).

The same call shape as `xsalsa20poly1305`: on CPython one lane batch gives the Poly1305 key and the first keystream
bytes; on PyPy (`arx.WORD_LOOP`) one pass of the ChaCha20 word kernel over bytes(32) || m, and open makes block 0
first (the key) and blocks 1.. only once the tag verifies.
Secrets: key, nonce, keystream and message never decide a branch, loop count or index (only lengths do). Open
authenticates before it decrypts and compares tags with `hmac.compare_digest`.
"""

from __future__ import annotations

import hmac
from array import array
from typing import Callable, Sequence

from tweetnacl.fast.mac import poly1305
from tweetnacl.fast.stream import arx, chacha20, machine_words

__all__ = [
    "crypto_secretbox_xchacha20poly1305_detached",
    "crypto_secretbox_xchacha20poly1305_open_detached",
]

_POLY_KEY_BYTES = 32
_BLOCK_WORDS = 16
_CIPHER = chacha20.CHACHA20


def crypto_secretbox_xchacha20poly1305_detached(m: bytes, n: bytes, k: bytes) -> tuple[bytes, bytes]:
    """(ciphertext of m, 16-byte tag) under the 24-byte nonce n and the 32-byte key k."""
    if arx.WORD_LOOP:
        state = chacha20.xchacha20_ietf_words_state(n, k)  # with counter words 12, 13 zero: the original layout too
        words = machine_words.padded_words(m, _POLY_KEY_BYTES)
        _kernel()(words, 0, len(words), state)
        stream = words.tobytes()
        end = _POLY_KEY_BYTES + len(m)
        tag = poly1305.tag_of(stream, _POLY_KEY_BYTES, stream[:_POLY_KEY_BYTES], end)
        return stream[_POLY_KEY_BYTES:end], tag
    state = chacha20.xchacha20_state(n, k)
    plan = arx.batch_plan(_POLY_KEY_BYTES + len(m))
    first = arx.keystream_batch(_CIPHER, state, 0, plan[0][1])
    poly_key = first[:_POLY_KEY_BYTES]
    pieces = arx.xor_keystream(_CIPHER, state, m, 0, _POLY_KEY_BYTES, plan, first)
    del first  # up to 2 MiB of keystream: not kept while the output is joined
    return b"".join(pieces), poly1305.tag_of_pieces(pieces, poly_key)


def crypto_secretbox_xchacha20poly1305_open_detached(c: bytes, mac: bytes, n: bytes, k: bytes) -> bytes | None:
    """The message, or None if the 16-byte tag `mac` does not verify."""
    if arx.WORD_LOOP:
        state = chacha20.xchacha20_ietf_words_state(n, k)
        words = machine_words.padded_words(c, _POLY_KEY_BYTES)
        kernel = _kernel()
        kernel(words, 0, _BLOCK_WORDS, state)
        if not hmac.compare_digest(poly1305.tag_of(c, 0, words[: _POLY_KEY_BYTES // 4].tobytes()), mac):
            return None
        state[12] = 1  # the block counter's low word (RFC 8439 section 2.3): block 1 on
        kernel(words, _BLOCK_WORDS, len(words), state)
        return words.tobytes()[_POLY_KEY_BYTES : _POLY_KEY_BYTES + len(c)]
    state = chacha20.xchacha20_state(n, k)
    plan = arx.batch_plan(_POLY_KEY_BYTES + len(c))
    first = arx.keystream_batch(_CIPHER, state, 0, plan[0][1])
    if not hmac.compare_digest(poly1305.tag_of(c, 0, first[:_POLY_KEY_BYTES]), mac):
        return None
    pieces = arx.xor_keystream(_CIPHER, state, c, 0, _POLY_KEY_BYTES, plan, first)
    del first
    return b"".join(pieces)


def _kernel() -> Callable[[array[int], int, int, Sequence[int]], None]:
    kernel = _CIPHER.xor_blocks
    assert kernel is not None  # the original ChaCha20 has its PyPy kernel (`chacha20_words`)
    return kernel
