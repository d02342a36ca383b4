"""The tests of the Salsa20 family through the public API, on both implementations: the Salsa20 and XSalsa20
keystreams (D. J. Bernstein, "The Salsa20 family of stream ciphers", 2008; "Extending the Salsa20 nonce", 2011),
secretbox (NaCl's crypto_secretbox_xsalsa20poly1305) and box.after (the same under a precomputed box key).

Classes: the size class of the key's or nonce's 32-bit words (`common.word_size_test`), and the byte at which a
forged tag differs. Every key, nonce and message is test data from the test's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tweetnacl.leakcheck.cases.common import Pick, flip_byte, word_size_test
from tweetnacl.leakcheck.harness import Args, LeakTest, Prepared, Setup

__all__ = ["TESTS"]


def _sealed_tag_check(pick_seal: Callable[[Any], Callable[..., bytes]], pick_open: Pick) -> Setup:
    """`pick_open` on a box that `pick_seal` sealed (random 32-byte key, 24-byte nonce and 64-byte message) with its
    16-byte tag wrong at the first byte (A) or the last (B), everything else right: what a check that stops at
    the first difference would show."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        seal = pick_seal(nacl)

        def make(cls: int) -> Args:
            key = rng.randbytes(32)
            message = rng.randbytes(64)
            nonce = rng.randbytes(24)
            return flip_byte(seal(message, nonce, key), 0 if cls == 0 else 15, rng), nonce, key

        return pick_open(nacl), make

    return setup


TESTS: tuple[LeakTest, ...] = (
    word_size_test("stream.key_words", "XSalsa20, 64 bytes", lambda nacl: nacl.lowlevel.crypto_stream, "stream", 24,
                   "key"),
    word_size_test("stream_salsa20.key_words", "Salsa20, 64 bytes", lambda nacl: nacl.lowlevel.crypto_stream_salsa20,
                   "stream", 8, "key"),
    word_size_test("stream_salsa20_4k.key_words", "Salsa20, 4096 bytes",
                   lambda nacl: nacl.lowlevel.crypto_stream_salsa20, "stream", 8, "key", length=4096),
    word_size_test("secretbox.key_words", "64-byte message", lambda nacl: nacl.secretbox, "secretbox", 24, "key"),
    word_size_test("stream.nonce_words", "XSalsa20 crypto_stream, 64 bytes", lambda nacl: nacl.lowlevel.crypto_stream,
                   "stream", 24, "nonce"),
    word_size_test("stream_salsa20.nonce_words", "Salsa20, 64 bytes", lambda nacl: nacl.lowlevel.crypto_stream_salsa20,
                   "stream", 8, "nonce"),
    LeakTest("secretbox.open.tag", "wrong tag differing at byte 0 vs byte 15",
             _sealed_tag_check(lambda nacl: nacl.secretbox, lambda nacl: nacl.secretbox.open)),
    LeakTest("box.open.after.tag", "wrong tag differing at byte 0 vs byte 15",
             _sealed_tag_check(lambda nacl: nacl.box.after, lambda nacl: nacl.box.open.after)),
)
"""The family's tests, in the order they run."""
