"""PyPy's word XOR for Salsa20 and ChaCha20 (`arx.WORD_LOOP`): a keystream batch XORed with a message on 32-bit words.

The keystream itself comes from each cipher's kernel on 16 machine words (`salsa20_words`, `chacha20_words`; Salsa20
spec sections 3-10, RFC 8439 sections 2.1-2.3); the one-pass paths XOR it into the message there, in the buffer of
whole blocks `padded_words` makes (their output cut by `part`), and `arx.xor_keystream` (pieces of a batch at an
offset) uses `xor_words`: PyPy's JIT runs it as machine code.

Secrets: nothing here branches on or indexes by keystream or message data; only lengths steer the loop, and
every value is a byte or a 32-bit word (no PyPy big int).
"""

from __future__ import annotations

from array import array

from tweetnacl.fast.stream.blocks import BLOCK_BYTES, WORD_TYPE

__all__ = ["VIEW_FROM", "padded_words", "part", "xor_words"]

VIEW_FROM = 4096
"""`part` gives a view from this many bytes on: below it a copy of the slice costs less on PyPy than making a
memoryview (~900 instructions a call, measured at 64 bytes: a few percent of a 64-byte secretbox)."""


def part(data: bytes, start: int, stop: int) -> bytes | memoryview:
    """data[start:stop] for an output to be joined: a copy when short, a view (no copy of a long message) from
    VIEW_FROM bytes on. The length is public."""
    if stop - start < VIEW_FROM:
        return data[start:stop]
    return memoryview(data)[start:stop]


def padded_words(data: bytes | memoryview, skip: int) -> array[int]:
    """bytes(skip) + data + zeros to a whole number of 64-byte blocks, as 32-bit words (`blocks.WORD_TYPE`): the
    buffer a one-pass path runs its cipher's kernel over (secretbox: skip 32, the ChaCha20-Poly1305 AEADs: skip 64,
    the Poly1305 key's block); skip a multiple of 4."""
    end = skip + len(data)
    words = array(WORD_TYPE, bytes(skip))
    words.frombytes(b"".join([data, bytes(-end % BLOCK_BYTES)]))
    return words


def xor_words(data: bytes, stream: bytes) -> bytes:
    """data XOR stream (of data's length) on 32-bit machine words, for PyPy (`arx.WORD_LOOP`): its JIT runs this loop
    at ~2 GB/s, the big-int XOR at ~170 MB/s (measured on 64 KiB); the last length % 4 bytes one by one."""
    whole = len(data) - len(data) % 4
    words = array(WORD_TYPE)
    words.frombytes(data[:whole])
    stream_words = array(WORD_TYPE)
    stream_words.frombytes(stream[:whole])
    for index in range(len(words)):
        words[index] ^= stream_words[index]
    return words.tobytes() + bytes([x ^ y for x, y in zip(data[whole:], stream[whole:])])
