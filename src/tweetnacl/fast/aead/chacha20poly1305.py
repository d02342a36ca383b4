"""The ChaCha20-Poly1305 AEADs over the fast primitives, in libsodium's formats: the construction layer.

- ChaCha20-Poly1305-IETF (RFC 8439 section 2.8, libsodium's crypto_aead_chacha20poly1305_ietf_*): 96-bit
  nonce; the Poly1305 key is the first 32 bytes of keystream block 0 (section 2.6), the message is XORed
  with the keystream from block 1, and the tag covers ad || pad16 || c || pad16 || le64(len ad) ||
  le64(len c).
- ChaCha20-Poly1305, the original construction (draft-agl-tls-chacha20poly1305, libsodium's
  crypto_aead_chacha20poly1305_*): 64-bit nonce and counter, and the tag covers ad || le64(len ad) || c ||
  le64(len c), without padding.
- XChaCha20-Poly1305-IETF (draft-irtf-cfrg-xchacha section 2, libsodium's
  crypto_aead_xchacha20poly1305_ietf_*): the IETF construction under the HChaCha20 subkey of the key and
  the first 16 nonce bytes, with nonce 0^4 || the last 8 nonce bytes.
Combined forms return c || tag (16 bytes). Decryption computes the tag over the received ciphertext,
compares it with `hmac.compare_digest`, and only then decrypts; a forgery gives None.

Short call path (at 1 KiB the fixed per-call cost dominates): one keystream batch yields both the Poly1305
key and the first keystream bytes; the tag is computed over views of the ciphertext (no copy of it) in
pieces that keep Poly1305's 16-byte blocks whole.
On PyPy (`arx.WORD_LOOP`), as secretbox there: one pass of the cipher's word kernel (`chacha20_words`) over
bytes(64) || m in a buffer of whole blocks (`machine_words.padded_words`): block 0 is the Poly1305 key, blocks 1..
the ciphertext, and the tag is computed on limbs (`poly1305_limbs`) where each part lies; decryption makes
block 0 first (the key) and blocks 1.. only once the tag verifies. The state's key and nonce words are plain there
(`chacha20.words_state`).

Secrets: key, nonce, keystream and message never decide a branch, loop count or index (only lengths do);
no plaintext is produced before the tag verifies, and tags are compared with `hmac.compare_digest`.
"""

from __future__ import annotations

import hmac
import struct
from array import array
from typing import Callable, Sequence, Union

from tweetnacl.fast.stream import arx, chacha20, machine_words
from tweetnacl.fast.stream.blocks import BLOCK_BYTES, LaneCipher, check_counter
from tweetnacl.fast.mac import poly1305, poly1305_limbs

__all__ = [
    "crypto_aead_chacha20poly1305_decrypt",
    "crypto_aead_chacha20poly1305_decrypt_detached",
    "crypto_aead_chacha20poly1305_encrypt",
    "crypto_aead_chacha20poly1305_encrypt_detached",
    "crypto_aead_chacha20poly1305_ietf_decrypt",
    "crypto_aead_chacha20poly1305_ietf_decrypt_detached",
    "crypto_aead_chacha20poly1305_ietf_encrypt",
    "crypto_aead_chacha20poly1305_ietf_encrypt_detached",
    "crypto_aead_xchacha20poly1305_ietf_decrypt",
    "crypto_aead_xchacha20poly1305_ietf_decrypt_detached",
    "crypto_aead_xchacha20poly1305_ietf_encrypt",
    "crypto_aead_xchacha20poly1305_ietf_encrypt_detached",
    "tag_of_parts",
]

ABYTES = 16
_POLY_KEY_BYTES = 32
_BLOCK = BLOCK_BYTES
_BLOCK_WORDS = 16
_LENGTHS = struct.Struct("<QQ")
_LENGTH = struct.Struct("<Q")

Bytes = Union[bytes, memoryview]


def tag_of_parts(poly_key: bytes, parts: Sequence[Bytes]) -> bytes:
    """Poly1305 tag of the concatenation of `parts` without building it: whole 16-byte blocks of each part
    go to Poly1305 as views, and only the few bytes that straddle two parts are copied."""
    pieces: list[Bytes] = []
    carry = b""
    for part in parts:
        view = memoryview(part)
        if carry:
            need = 16 - len(carry)
            carry += bytes(view[:need])
            view = view[need:]
            if len(carry) < 16:
                continue
            pieces.append(carry)
        whole = len(view) & ~15
        if whole:
            pieces.append(view[:whole])
        carry = bytes(view[whole:])
    pieces.append(carry)
    return poly1305.tag_of_pieces(pieces, poly_key)  # type: ignore[arg-type]


def _mac_parts(ad: bytes, c: Sequence[Bytes], clen: int, ietf: bool) -> list[Bytes]:
    """What the tag covers: RFC 8439 section 2.8 (ietf) or the original construction's layout."""
    if ietf:
        return [ad, bytes(-len(ad) % 16), *c, bytes(-clen % 16), _LENGTHS.pack(len(ad), clen)]
    return [ad, _LENGTH.pack(len(ad)), *c, _LENGTH.pack(clen)]


def _seal(
    cipher: LaneCipher, words: list[int], m: bytes, ad: bytes, ietf: bool
) -> tuple[Sequence[Bytes], bytes]:
    """(ciphertext pieces, tag): block 0's keystream gives the Poly1305 key, blocks 1.. encrypt m."""
    if arx.WORD_LOOP:
        return _seal_words(cipher, words, m, ad, ietf)
    plan = arx.batch_plan(_BLOCK + len(m))
    first = arx.keystream_batch(cipher, words, 0, plan[0][1])
    poly_key = first[:_POLY_KEY_BYTES]
    pieces = arx.xor_keystream(cipher, words, m, 0, _BLOCK, plan, first)
    del first  # up to 2 MiB of keystream: not kept while the output is joined (peak memory ~2x)
    return pieces, tag_of_parts(poly_key, _mac_parts(ad, pieces, len(m), ietf))


def _open(
    cipher: LaneCipher, words: list[int], c: Bytes, mac: bytes, ad: bytes, ietf: bool
) -> bytes | None:
    """Authenticate c (a view: not copied) against mac, then decrypt it; None if the tag is wrong."""
    if arx.WORD_LOOP:
        return _open_words(cipher, words, c, mac, ad, ietf)
    plan = arx.batch_plan(_BLOCK + len(c))
    first = arx.keystream_batch(cipher, words, 0, plan[0][1])
    expected = tag_of_parts(first[:_POLY_KEY_BYTES], _mac_parts(ad, [c], len(c), ietf))
    if not hmac.compare_digest(expected, mac):
        return None
    pieces = arx.xor_keystream(cipher, words, c, 0, _BLOCK, plan, first)  # type: ignore[arg-type]
    del first
    return b"".join(pieces)


def _kernel(cipher: LaneCipher) -> Callable[[array[int], int, int, Sequence[int]], None]:
    """The cipher's PyPy kernel (`chacha20_words`: both ChaCha20 ciphers of `chacha20` have theirs)."""
    kernel = cipher.xor_blocks
    assert kernel is not None
    return kernel


def _tag_words(poly_key: bytes, ad: bytes, data: Bytes, start: int, stop: int, ietf: bool) -> bytes:
    """The tag on limbs (`poly1305_limbs`, PyPy) of ad and the ciphertext data[start:stop], read where they lie:
    RFC 8439 section 2.8's padded layout (ietf), or the original construction's (a few bytes joined)."""
    clen = stop - start
    if ietf:
        lengths = _LENGTHS.pack(len(ad), clen)
        return poly1305_limbs.tag_of_padded([(ad, 0, len(ad)), (data, start, stop), (lengths, 0, 16)], poly_key)
    mac_input = b"".join([ad, _LENGTH.pack(len(ad)), memoryview(data)[start:stop], _LENGTH.pack(clen)])
    return poly1305_limbs.tag(mac_input, 0, len(mac_input), poly_key)


def _seal_words(
    cipher: LaneCipher, state: list[int], m: bytes, ad: bytes, ietf: bool
) -> tuple[Sequence[Bytes], bytes]:
    """`_seal` on PyPy (`arx.WORD_LOOP`): one pass of the kernel over bytes(64) || m (block 0: the Poly1305 key)."""
    words = machine_words.padded_words(m, _BLOCK)
    check_counter(cipher, 0, len(words) // _BLOCK_WORDS)
    _kernel(cipher)(words, 0, len(words), state)
    stream = words.tobytes()
    end = _BLOCK + len(m)
    return [machine_words.part(stream, _BLOCK, end)], _tag_words(stream[:_POLY_KEY_BYTES], ad, stream, _BLOCK, end, ietf)


def _open_words(
    cipher: LaneCipher, state: list[int], c: Bytes, mac: bytes, ad: bytes, ietf: bool
) -> bytes | None:
    """`_open` on PyPy (`arx.WORD_LOOP`): block 0 of bytes(64) || c first (the Poly1305 key), the tag over c where it
    lies, and blocks 1.. (the plaintext) only once it verifies."""
    words = machine_words.padded_words(c, _BLOCK)
    check_counter(cipher, 0, len(words) // _BLOCK_WORDS)
    kernel = _kernel(cipher)
    kernel(words, 0, _BLOCK_WORDS, state)
    expected = _tag_words(words[: _POLY_KEY_BYTES // 4].tobytes(), ad, c, 0, len(c), ietf)
    if not hmac.compare_digest(expected, mac):
        return None
    state[12] = 1  # the block counter's low word (RFC 8439 section 2.3; word 13, the original's high word, stays 0)
    kernel(words, _BLOCK_WORDS, len(words), state)
    return words.tobytes()[_BLOCK : _BLOCK + len(c)]


def _combined(pieces_and_tag: tuple[Sequence[Bytes], bytes]) -> bytes:
    pieces, tag = pieces_and_tag
    return b"".join([*pieces, tag])


def _detached(pieces_and_tag: tuple[Sequence[Bytes], bytes]) -> tuple[bytes, bytes]:
    pieces, tag = pieces_and_tag
    return b"".join(pieces), tag


def _open_combined(
    cipher: LaneCipher, words: list[int], c: bytes, ad: bytes, ietf: bool
) -> bytes | None:
    if len(c) < ABYTES:
        return None
    return _open(cipher, words, memoryview(c)[:-ABYTES], c[-ABYTES:], ad, ietf)


def _ietf_words(npub: bytes, k: bytes) -> list[int]:
    if arx.WORD_LOOP:
        return chacha20.words_state(k, npub)
    return chacha20.ietf_state(npub, k)


def _original_words(npub: bytes, k: bytes) -> list[int]:
    if arx.WORD_LOOP:
        return chacha20.words_state(k, npub)
    return chacha20.original_state(npub, k)


def _xchacha_words(npub: bytes, k: bytes) -> list[int]:
    """draft-irtf-cfrg-xchacha section 2: the IETF state under HChaCha20(k, npub[:16]), nonce 0^4 ||
    npub[16:24]."""
    if arx.WORD_LOOP:
        return chacha20.xchacha20_ietf_words_state(npub, k)
    return chacha20.ietf_state(bytes(4) + npub[16:24], chacha20.hchacha20_key(npub, k))


# -- ChaCha20-Poly1305-IETF (RFC 8439) ---------------------------------------------------------------


def crypto_aead_chacha20poly1305_ietf_encrypt(m: bytes, ad: bytes, npub: bytes, k: bytes) -> bytes:
    """c || tag of m and the additional data ad under the 12-byte nonce npub and the 32-byte key k."""
    return _combined(_seal(chacha20.CHACHA20_IETF, _ietf_words(npub, k), m, ad, True))


def crypto_aead_chacha20poly1305_ietf_encrypt_detached(
    m: bytes, ad: bytes, npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    """(c, tag)."""
    return _detached(_seal(chacha20.CHACHA20_IETF, _ietf_words(npub, k), m, ad, True))


def crypto_aead_chacha20poly1305_ietf_decrypt(c: bytes, ad: bytes, npub: bytes, k: bytes) -> bytes | None:
    """m, or None if c is shorter than the tag or does not verify."""
    return _open_combined(chacha20.CHACHA20_IETF, _ietf_words(npub, k), c, ad, True)


def crypto_aead_chacha20poly1305_ietf_decrypt_detached(
    c: bytes, mac: bytes, ad: bytes, npub: bytes, k: bytes
) -> bytes | None:
    return _open(chacha20.CHACHA20_IETF, _ietf_words(npub, k), memoryview(c), mac, ad, True)


# -- ChaCha20-Poly1305, original construction --------------------------------------------------------


def crypto_aead_chacha20poly1305_encrypt(m: bytes, ad: bytes, npub: bytes, k: bytes) -> bytes:
    """c || tag under the 8-byte nonce npub (libsodium's original construction)."""
    return _combined(_seal(chacha20.CHACHA20, _original_words(npub, k), m, ad, False))


def crypto_aead_chacha20poly1305_encrypt_detached(
    m: bytes, ad: bytes, npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    return _detached(_seal(chacha20.CHACHA20, _original_words(npub, k), m, ad, False))


def crypto_aead_chacha20poly1305_decrypt(c: bytes, ad: bytes, npub: bytes, k: bytes) -> bytes | None:
    return _open_combined(chacha20.CHACHA20, _original_words(npub, k), c, ad, False)


def crypto_aead_chacha20poly1305_decrypt_detached(
    c: bytes, mac: bytes, ad: bytes, npub: bytes, k: bytes
) -> bytes | None:
    return _open(chacha20.CHACHA20, _original_words(npub, k), memoryview(c), mac, ad, False)


# -- XChaCha20-Poly1305-IETF -------------------------------------------------------------------------


def crypto_aead_xchacha20poly1305_ietf_encrypt(m: bytes, ad: bytes, npub: bytes, k: bytes) -> bytes:
    """c || tag under the 24-byte nonce npub."""
    return _combined(_seal(chacha20.CHACHA20_IETF, _xchacha_words(npub, k), m, ad, True))


def crypto_aead_xchacha20poly1305_ietf_encrypt_detached(
    m: bytes, ad: bytes, npub: bytes, k: bytes
) -> tuple[bytes, bytes]:
    return _detached(_seal(chacha20.CHACHA20_IETF, _xchacha_words(npub, k), m, ad, True))


def crypto_aead_xchacha20poly1305_ietf_decrypt(c: bytes, ad: bytes, npub: bytes, k: bytes) -> bytes | None:
    return _open_combined(chacha20.CHACHA20_IETF, _xchacha_words(npub, k), c, ad, True)


def crypto_aead_xchacha20poly1305_ietf_decrypt_detached(
    c: bytes, mac: bytes, ad: bytes, npub: bytes, k: bytes
) -> bytes | None:
    return _open(chacha20.CHACHA20_IETF, _xchacha_words(npub, k), memoryview(c), mac, ad, True)
