"""secretbox (XSalsa20-Poly1305) over the fast primitives: the construction layer.

Spec: D. J. Bernstein, "Cryptography in NaCl" (2009), section 9 (crypto_secretbox = crypto_stream_xor then
crypto_onetimeauth), with TweetNaCl.js's unpadded layout: box = tag (16) || ciphertext (len(m)).
NaCl's zero-padding convention, without the padding: the XSalsa20 keystream's first 32 bytes are the
Poly1305 key and the message is XORed with the keystream from byte 32 on; the tag covers the ciphertext.

Short call path (at 1 KiB the fixed per-call cost dominates): one HSalsa20, one lane batch of Salsa20 that
yields both the Poly1305 key and the first keystream bytes, one XOR, one Poly1305 pass.
Secrets: key, nonce, keystream and message never decide a branch, loop count or index (only lengths do).
Open authenticates before it decrypts, and compares tags with `hmac.compare_digest`.
"""

from __future__ import annotations

import hmac

from tweetnacl.fast.mac import poly1305
from tweetnacl.fast.stream import arx, salsa20

__all__ = ["crypto_secretbox", "crypto_secretbox_open"]

_POLY_KEY_BYTES = 32
_TAG_BYTES = 16


def crypto_secretbox(m: bytes, n: bytes, k: bytes) -> bytes:
    """tag (16) || ciphertext (len(m)); the same bytes as TweetNaCl.js's nacl.secretbox."""
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
    key, n0, n1 = salsa20.xsalsa20_setup(n, k)
    plan = arx.batch_plan(_POLY_KEY_BYTES + len(c) - _TAG_BYTES)
    first = salsa20.keystream_batch(key, n0, n1, 0, plan[0][1])
    expected = poly1305.tag_of(c, _TAG_BYTES, first[:_POLY_KEY_BYTES])
    if not hmac.compare_digest(expected, c[:_TAG_BYTES]):
        return None
    pieces = salsa20.xor_keystream(c, _TAG_BYTES, key, n0, n1, _POLY_KEY_BYTES, plan, first)
    del first  # not kept while the output is joined (peak memory ~2x)
    return b"".join(pieces)
