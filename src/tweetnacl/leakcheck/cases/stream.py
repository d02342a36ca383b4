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

from tweetnacl.leakcheck.cases.common import Pick, flip_byte, sized_words, word_size_test
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

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


def _opens_or_none(open_: Callable[..., object]) -> Callable[..., object]:
    """A binding's open that raises CryptoError on a forged box, as the native API's returns None."""

    def opened(*args: object) -> object:
        from tweetnacl.pynacl.exceptions import CryptoError

        try:
            return open_(*args)
        except CryptoError:
            return None

    return opened


def _bindings(name: str) -> Callable[[Any], Callable[..., Any]]:
    """A libsodium-only binding of `tweetnacl.pynacl.bindings` (over the fast core: fast only)."""

    def pick(nacl: Any) -> Callable[..., Any]:
        from tweetnacl.pynacl import bindings

        function: Callable[..., Any] = getattr(bindings, name)
        return function

    return pick


def _xchacha20_box_key_words(nacl: Any, rng: random.Random) -> Prepared:
    """crypto_box_curve25519xchacha20poly1305_beforenm's new part, HChaCha20 of the X25519 shared secret (here the
    X25519 result is replaced by `sized_words`, the classes), then the XChaCha20-Poly1305 box under that key: a
    64-byte message, a random nonce."""
    from tweetnacl.fast.stream import chacha20
    from tweetnacl.pynacl import bindings

    def box(message: bytes, nonce: bytes, shared_secret: bytes) -> bytes:
        key = chacha20.crypto_core_hchacha20(bytes(16), shared_secret)
        return bindings.crypto_box_curve25519xchacha20poly1305_easy_afternm(message, nonce, key)

    return box, lambda cls: (rng.randbytes(64), rng.randbytes(24), sized_words(rng, cls == 1))


def _onetimeauth_parts(nacl: Any, rng: random.Random) -> Prepared:
    """Multi-part Poly1305 (crypto_onetimeauth_init / update / final, `tweetnacl.fast.mac.poly1305.Poly1305`) of a
    random 100-byte message in parts of 33, 50 and 17 bytes, under a key whose words are all < 2^30 or all >= 2^30."""
    from tweetnacl.pynacl import bindings

    def parts(message: bytes, key: bytes) -> bytes:
        state = bindings.crypto_onetimeauth_init(key)
        for start, stop in ((0, 33), (33, 83), (83, 100)):
            bindings.crypto_onetimeauth_update(state, message[start:stop])
        return bindings.crypto_onetimeauth_final(state)

    return parts, lambda cls: (rng.randbytes(100), sized_words(rng, cls == 1))


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
    word_size_test("stream_salsa2012.key_words", "Salsa20/12 (bindings), 64 bytes",
                   _bindings("crypto_stream_salsa2012"), "stream", 8, "key", implementations=FAST_ONLY),
    word_size_test("stream_salsa208_4k.key_words", "Salsa20/8 (bindings), 4096 bytes",
                   _bindings("crypto_stream_salsa208"), "stream", 8, "key", length=4096, implementations=FAST_ONLY),
    word_size_test("stream_xsalsa20_xor_ic.key_words", "XSalsa20 xor_ic (bindings), 64 bytes",
                   lambda nacl: lambda m, n, k: _bindings("crypto_stream_xsalsa20_xor_ic")(nacl)(m, n, 7, k),
                   "secretbox", 24, "key", implementations=FAST_ONLY),
    word_size_test("secretbox_xchacha20poly1305.key_words", "64-byte message (bindings)",
                   _bindings("crypto_secretbox_xchacha20poly1305_easy"), "secretbox", 24, "key",
                   implementations=FAST_ONLY),
    LeakTest("secretbox_xchacha20poly1305.open.tag", "wrong tag differing at byte 0 vs byte 15 (bindings)",
             _sealed_tag_check(_bindings("crypto_secretbox_xchacha20poly1305_easy"),
                               lambda nacl: _opens_or_none(_bindings("crypto_secretbox_xchacha20poly1305_open_easy")(nacl))),
             FAST_ONLY),
    LeakTest("box_xchacha20poly1305.shared_secret_words", "HChaCha20 + XChaCha20-Poly1305 box; X25519 result words "
             "all < 2^30 vs all >= 2^30", _xchacha20_box_key_words, FAST_ONLY),
    LeakTest("onetimeauth_parts.key_words", "multi-part Poly1305 (bindings); key words all < 2^30 vs all >= 2^30",
             _onetimeauth_parts, FAST_ONLY),
)
"""The family's tests, in the order they run."""
