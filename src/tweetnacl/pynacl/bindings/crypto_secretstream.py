"""`nacl.bindings.crypto_secretstream`: XChaCha20-Poly1305 secretstream over `tweetnacl.fast.aead.secretstream`.

The state object holds libsodium's 52-byte state in `statebuf` (a bytearray: `nacl._sodium.ffi.buffer`
reads it and it can be written byte by byte, as PyNaCl's tests do). Argument checks, their order,
exception classes and messages are PyNaCl 1.6.2's; `MESSAGEBYTES_MAX` is read at call time (tests
lower it).
"""

from __future__ import annotations

import builtins
from typing import Optional, Tuple, Union

from tweetnacl.fast.aead import secretstream as _stream
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl.bindings.randombytes import randombytes

crypto_secretstream_xchacha20poly1305_ABYTES: int = _stream.ABYTES
crypto_secretstream_xchacha20poly1305_HEADERBYTES: int = _stream.HEADERBYTES
crypto_secretstream_xchacha20poly1305_KEYBYTES: int = _stream.KEYBYTES
crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX: int = 274877906816
crypto_secretstream_xchacha20poly1305_STATEBYTES: int = _stream.STATEBYTES

crypto_secretstream_xchacha20poly1305_TAG_MESSAGE: int = _stream.TAG_MESSAGE
crypto_secretstream_xchacha20poly1305_TAG_PUSH: int = _stream.TAG_PUSH
crypto_secretstream_xchacha20poly1305_TAG_REKEY: int = _stream.TAG_REKEY
crypto_secretstream_xchacha20poly1305_TAG_FINAL: int = _stream.TAG_FINAL

ByteString = Union[bytes, bytearray, memoryview]


def crypto_secretstream_xchacha20poly1305_keygen() -> bytes:
    """A random key for crypto_secretstream_xchacha20poly1305_init_push."""
    return randombytes(crypto_secretstream_xchacha20poly1305_KEYBYTES)


class crypto_secretstream_xchacha20poly1305_state:
    """The crypto_secretstream_xchacha20poly1305 state (libsodium's 52 bytes in `statebuf`)."""

    __slots__ = ["statebuf", "rawbuf", "tagbuf"]

    def __init__(self) -> None:
        """A clean (all-zero) state."""
        self.statebuf: bytearray = bytearray(crypto_secretstream_xchacha20poly1305_STATEBYTES)
        self.rawbuf: Optional[ByteString] = None
        self.tagbuf: Optional[ByteString] = None


def _check_state(state: object) -> None:
    if not isinstance(state, crypto_secretstream_xchacha20poly1305_state):
        raise exc.TypeError("State must be a crypto_secretstream_xchacha20poly1305_state object")


def _check_key(key: object) -> None:
    if not isinstance(key, bytes):
        raise exc.TypeError("Key must be a bytes sequence")
    if len(key) != crypto_secretstream_xchacha20poly1305_KEYBYTES:
        raise exc.ValueError("Invalid key length")


def _check_ad(ad: object) -> bytes:
    if not (ad is None or isinstance(ad, bytes)):
        raise exc.TypeError("Additional data must be bytes or None")
    return ad or b""


def _check_tag(tag: object) -> int:
    """libsodium's tag is an unsigned char: cffi's errors for anything else."""
    if not isinstance(tag, int):
        raise builtins.TypeError("an integer is required")
    if tag < 0:
        raise builtins.OverflowError("can't convert negative number to unsigned")
    if tag > 255:
        raise builtins.OverflowError(f"integer {tag} does not fit '8-bit unsigned int'")
    return int(tag)


def crypto_secretstream_xchacha20poly1305_init_push(
    state: crypto_secretstream_xchacha20poly1305_state, key: bytes
) -> bytes:
    """Start an encrypted stream under `key`; returns the header to send first."""
    _check_state(state)
    _check_key(key)
    header = randombytes(crypto_secretstream_xchacha20poly1305_HEADERBYTES)
    _stream.init_push(state.statebuf, key, header)
    return header


def crypto_secretstream_xchacha20poly1305_push(
    state: crypto_secretstream_xchacha20poly1305_state,
    m: bytes,
    ad: Optional[bytes] = None,
    tag: int = crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
) -> bytes:
    """Encrypt one message of the stream: len(m) + ABYTES bytes."""
    _check_state(state)
    if not isinstance(m, bytes):
        raise exc.TypeError("Message is not bytes")
    if len(m) > crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX:
        raise exc.ValueError("Message is too long")
    additional = _check_ad(ad)
    return _stream.push(state.statebuf, m, additional, _check_tag(tag))


def crypto_secretstream_xchacha20poly1305_init_pull(
    state: crypto_secretstream_xchacha20poly1305_state, header: bytes, key: bytes
) -> None:
    """Start decrypting the stream that begins with `header`."""
    _check_state(state)
    if not isinstance(header, bytes):
        raise exc.TypeError("Header must be a bytes sequence")
    if len(header) != crypto_secretstream_xchacha20poly1305_HEADERBYTES:
        raise exc.ValueError("Invalid header length")
    _check_key(key)
    if state.tagbuf is None:
        state.tagbuf = bytearray(1)
    _stream.init_pull(state.statebuf, header, key)


def crypto_secretstream_xchacha20poly1305_pull(
    state: crypto_secretstream_xchacha20poly1305_state, c: bytes, ad: Optional[bytes] = None
) -> Tuple[bytes, int]:
    """(message, tag) of the next ciphertext; RuntimeError if it does not verify (state unchanged)."""
    _check_state(state)
    if state.tagbuf is None:
        raise exc.ValueError("State must be initialized using crypto_secretstream_xchacha20poly1305_init_pull")
    if not isinstance(c, bytes):
        raise exc.TypeError("Ciphertext is not bytes")
    if len(c) < crypto_secretstream_xchacha20poly1305_ABYTES:
        raise exc.ValueError("Ciphertext is too short")
    if len(c) > crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX + crypto_secretstream_xchacha20poly1305_ABYTES:
        raise exc.ValueError("Ciphertext is too long")
    result = _stream.pull(state.statebuf, c, _check_ad(ad))
    if result is None:
        raise exc.RuntimeError("Unexpected failure")
    return result


def crypto_secretstream_xchacha20poly1305_rekey(state: crypto_secretstream_xchacha20poly1305_state) -> None:
    """Change the stream's key explicitly (the other side must rekey at the same point)."""
    _check_state(state)
    _stream.rekey(state.statebuf)
