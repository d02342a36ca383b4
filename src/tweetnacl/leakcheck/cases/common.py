"""What several test families share: rejection sampling, a forged tag, byte strings whose 32-bit words are all of one
CPython size class, and the cipher tests whose two classes differ in that size class of the key's or nonce's words.

Why word sizes: CPython stores an int in 30-bit digits, so a 32-bit word read as an int takes one digit below 2^30
and two from 2^30 on; code that ever held a key or nonce word as a bare int would take time by that digit count.

Every key, nonce and message here is test data drawn from the test's seeded `random.Random`, never a real secret;
the draws keep their order (the inputs a seed gives are those of earlier runs, and docs/security.md cites seeds).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from tweetnacl.leakcheck.harness import IMPLEMENTATIONS, Args, LeakTest, Prepared

__all__ = ["Pick", "draw_until", "flip_byte", "sized_words", "word_size_test"]

Drawn = TypeVar("Drawn")

Pick = Callable[[Any], Callable[..., object]]
"""nacl (`tweetnacl.fast` or `tweetnacl.reference`) -> the function a test times."""


def draw_until(draw: Callable[[], Drawn], predicate: Callable[[Drawn], bool]) -> Drawn:
    """Draw until the predicate holds (rejection sampling; every class here has probability >= 1/100)."""
    while True:
        value = draw()
        if predicate(value):
            return value


def flip_byte(data: bytes, index: int, rng: random.Random) -> bytes:
    """data with byte `index` xored with a random non-zero byte."""
    out = bytearray(data)
    out[index] ^= rng.randint(1, 255)
    return bytes(out)


def sized_words(rng: random.Random, large: bool, length: int = 32) -> bytes:
    """`length` random bytes (a 32-byte key by default, or a nonce) whose little-endian 32-bit words are all
    < 2^30 (large=False) or all >= 2^30 (one or two CPython 30-bit digits when unpacked)."""
    out = bytearray(rng.randbytes(length))
    for word in range(length // 4):
        top = out[4 * word + 3] & 0x3F
        out[4 * word + 3] = top | (rng.randint(1, 3) << 6 if large else 0)
    return bytes(out)


def word_size_test(
    name: str,
    what: str,
    pick: Pick,
    call: Literal["stream", "secretbox", "aead"],
    nonce_bytes: int,
    secret: Literal["key", "nonce"],
    length: int = 64,
    implementations: tuple[str, ...] = IMPLEMENTATIONS,
) -> LeakTest:
    """The test `name` of `what` (a keystream, secretbox or AEAD encryption) under a `secret` (the 32-byte key or
    the `nonce_bytes` nonce, both secret here) from `sized_words`: all its 32-bit words < 2^30 (A) or all >= 2^30
    (B); everything else random. The calls: 'stream' function(length, nonce, key) (`length` keystream bytes),
    'secretbox' function(message, nonce, key), 'aead' function(message, b"", nonce, key) (no associated data), the
    message `length` random bytes."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            if call == "stream":
                data: Args = (length,)
            elif call == "secretbox":
                data = (rng.randbytes(length),)
            else:
                data = (rng.randbytes(length), b"")
            nonce = sized_words(rng, cls == 1, nonce_bytes) if secret == "nonce" else rng.randbytes(nonce_bytes)
            key = sized_words(rng, cls == 1) if secret == "key" else rng.randbytes(32)
            return (*data, nonce, key)

        return pick(nacl), make

    return LeakTest(name, f"{what}; {secret} words all < 2^30 vs all >= 2^30", setup, implementations)
