"""secretbox (XSalsa20-Poly1305) over the fast primitives: the construction layer.

Spec: D. J. Bernstein, "Cryptography in NaCl" (2009), section 9 (crypto_secretbox = crypto_stream_xor then
crypto_onetimeauth), with TweetNaCl.js's unpadded layout: box = tag (16) || ciphertext (len(m)).
NaCl's zero-padding convention, without the padding: the XSalsa20 keystream's first 32 bytes are the
Poly1305 key and the message is XORed with the keystream from byte 32 on; the tag covers the ciphertext.

Short call path (at 1 KiB the fixed per-call cost dominates): one HSalsa20, one lane batch of Salsa20 that
yields both the Poly1305 key and the first keystream bytes, one XOR, one Poly1305 pass.
On PyPy (`arx.WORD_LOOP`) one pass of its word kernel over bytes(32) || m in a buffer of whole blocks
(`salsa20.xor_padded`): the Poly1305 key and the ciphertext come out of the same buffer, the tag is computed
over its ciphertext bytes in place; open makes block 0 first (the key, and 32 bytes of plaintext that are
dropped if the tag is wrong), then blocks 1.. once the tag verifies.
Secrets: key, nonce, keystream and message never decide a branch, loop count or index (only lengths do).
Open authenticates before it decrypts, and compares tags with `hmac.compare_digest`.
"""

from __future__ import annotations

import hmac

from tweetnacl.fast.mac import poly1305
from tweetnacl.fast.stream import arx, machine_words, salsa20, salsa20_words

__all__ = ["crypto_secretbox", "crypto_secretbox_open"]

_POLY_KEY_BYTES = 32
_TAG_BYTES = 16
_BLOCK_WORDS = 16


def crypto_secretbox(m: bytes, n: bytes, k: bytes) -> bytes:
    """tag (16) || ciphertext (len(m)); the same bytes as TweetNaCl.js's nacl.secretbox."""
    if arx.WORD_LOOP:
        return _secretbox_words(m, n, k)
    key, n0, n1 = salsa20.xsalsa20_setup(n, k)
    plan = arx.batch_plan(_POLY_KEY_BYTES + len(m))
    first = salsa20.keystream_batch(key, n0, n1, 0, plan[0][1])
    poly_key = first[:_POLY_KEY_BYTES]
    pieces = salsa20.xor_keystream(m, 0, key, n0, n1, _POLY_KEY_BYTES, plan, first)
    del first  # up to 2 MiB of keystream: not kept while the output is joined (peak memory ~2x)
    tag = poly1305.tag_of_pieces(pieces, poly_key)
    return b"".join([tag, *pieces])


def crypto_secretbox_open(c: bytes, n: bytes, k: bytes) -> bytes | None:
    """Inverse of crypto_secretbox; None if c is shorter than 16 bytes or the tag is wrong."""
    if len(c) < _TAG_BYTES:
        return None
    if arx.WORD_LOOP:
        return _secretbox_open_words(c, n, k)
    key, n0, n1 = salsa20.xsalsa20_setup(n, k)
    plan = arx.batch_plan(_POLY_KEY_BYTES + len(c) - _TAG_BYTES)
    first = salsa20.keystream_batch(key, n0, n1, 0, plan[0][1])
    expected = poly1305.tag_of(c, _TAG_BYTES, first[:_POLY_KEY_BYTES])
    if not hmac.compare_digest(expected, c[:_TAG_BYTES]):
        return None
    pieces = salsa20.xor_keystream(c, _TAG_BYTES, key, n0, n1, _POLY_KEY_BYTES, plan, first)
    del first  # not kept while the output is joined (peak memory ~2x)
    return b"".join(pieces)


def _secretbox_words(m: bytes, n: bytes, k: bytes) -> bytes:
    """crypto_secretbox on PyPy's word kernel (`arx.WORD_LOOP`)."""
    stream = salsa20.xor_padded(salsa20.xsalsa20_words_state(n, k), m, _POLY_KEY_BYTES)
    end = _POLY_KEY_BYTES + len(m)
    tag = poly1305.tag_of(stream, _POLY_KEY_BYTES, stream[:_POLY_KEY_BYTES], end)
    return b"".join([tag, machine_words.part(stream, _POLY_KEY_BYTES, end)])


def _secretbox_open_words(c: bytes, n: bytes, k: bytes) -> bytes | None:
    """crypto_secretbox_open on PyPy's word kernel (`arx.WORD_LOOP`): block 0 first (Poly1305 key), the rest of
    the keystream only once the tag verifies."""
    state = salsa20.xsalsa20_words_state(n, k)
    words = machine_words.padded_words(memoryview(c)[_TAG_BYTES:], _POLY_KEY_BYTES)
    salsa20_words.xor_blocks(words, 0, _BLOCK_WORDS, state)
    expected = poly1305.tag_of(c, _TAG_BYTES, words[: _POLY_KEY_BYTES // 4].tobytes())
    if not hmac.compare_digest(expected, c[:_TAG_BYTES]):
        return None
    state[8] = 1  # the block counter's low word (Salsa20 spec section 10): block 1 on
    salsa20_words.xor_blocks(words, _BLOCK_WORDS, len(words), state)
    return words.tobytes()[_POLY_KEY_BYTES : _POLY_KEY_BYTES + len(c) - _TAG_BYTES]
