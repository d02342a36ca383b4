"""A user program with deliberate mistakes, one a line, each carrying the `# type: ignore[<code>]` of the error
`mypy --strict` must report there. .ci/steps/10-static.sh checks it with `--warn-unused-ignores`: a mistake that
stops being reported leaves its ignore unused, and that fails the check. Never run (it would raise at the first
line); not collected by pytest (no test_ prefix).
"""

from __future__ import annotations

import tweetnacl as nacl
from tweetnacl import reference

KEY = bytes(32)
NONCE = bytes(24)


def takes_no_count() -> bytes:
    return b""


def mistakes() -> None:
    # Arguments that are not buffers: a str, an int, None, a list, a float.
    nacl.secretbox("attack at dawn", NONCE, KEY)  # type: ignore[arg-type]
    nacl.secretbox(b"m", 24, KEY)  # type: ignore[arg-type]
    nacl.secretbox(b"m", NONCE, None)  # type: ignore[arg-type]
    nacl.secretbox.open([1, 2, 3], NONCE, KEY)  # type: ignore[arg-type]
    nacl.box(b"m", NONCE, "their key", KEY)  # type: ignore[arg-type]
    nacl.box.open.after(b"c", NONCE, 0)  # type: ignore[arg-type]
    nacl.box.seal(b"m", None)  # type: ignore[arg-type]
    nacl.box.keypair.from_secret_key("secret")  # type: ignore[arg-type]
    nacl.scalarmult.base(9)  # type: ignore[arg-type]
    nacl.sign("m", KEY + KEY)  # type: ignore[arg-type]
    nacl.sign.detached.verify(b"m", None, KEY)  # type: ignore[arg-type]
    nacl.sign.keypair.from_seed(1.5)  # type: ignore[arg-type]
    nacl.hash("text")  # type: ignore[arg-type]
    nacl.auth.verify(b"t", b"m", 32)  # type: ignore[arg-type]
    nacl.verify("a", "a")  # type: ignore[arg-type]
    nacl.ed2curve.convert_public_key(None)  # type: ignore[arg-type]
    nacl.ed2curve.convert_keypair(b"not a pair")  # type: ignore[arg-type]
    nacl.lowlevel.crypto_hash(["m"])  # type: ignore[arg-type]
    reference.sign.detached(b"m", "secret key")  # type: ignore[arg-type]
    # Integer arguments that are not ints; a generator of the wrong shape.
    nacl.random_bytes("8")  # type: ignore[arg-type]
    nacl.lowlevel.crypto_stream(1.5, NONCE, KEY)  # type: ignore[arg-type]
    nacl.set_prng(42)  # type: ignore[arg-type]
    nacl.set_prng(takes_no_count)  # type: ignore[arg-type]
    # Results used as what they are not: `open` may be None, `verify` is a bool, outputs are bytes.
    opened: bytes = nacl.secretbox.open(b"c", NONCE, KEY)  # type: ignore[assignment]
    message: bytes = nacl.sign.open(b"sm", KEY)  # type: ignore[assignment]
    valid: bytes = nacl.sign.detached.verify(b"m", bytes(64), KEY)  # type: ignore[assignment]
    text: str = nacl.hash(b"m")  # type: ignore[assignment]
    length = len(nacl.box.open(b"c", NONCE, KEY, KEY))  # type: ignore[arg-type]
    # Wrong calls: a missing argument, an unknown keyword, an unknown name.
    nacl.secretbox(b"m", NONCE)  # type: ignore[call-arg]
    nacl.hash(message=b"m", salt=b"s")  # type: ignore[call-arg]
    nacl.box.unseal(b"c", KEY, KEY)  # type: ignore[attr-defined]
    print(opened, message, valid, text, length)
