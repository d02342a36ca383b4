"""`nacl.bindings` beyond PyNaCl: libsodium's one-time authenticator Poly1305 (crypto_onetimeauth*), one-shot,
multi-part and verify, over `tweetnacl.fast.mac.poly1305`.

libsodium 1.0.22's names and calling convention: `crypto_onetimeauth(in, k) -> tag`; `_verify(h, in, k) -> True` or
BadSignatureError; `_init(key) -> state`, `_update(state, in) -> None`, `_final(state) -> tag`. The state is an opaque
object; a finalized state refuses further use (ValueError: libsodium's state would be stale). A key authenticates
one message only. Tags are compared with `hmac.compare_digest`.
"""

from __future__ import annotations

import hmac

import tweetnacl as _tn
from tweetnacl.fast.mac import poly1305 as _poly1305
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import checked_bytes

crypto_onetimeauth_poly1305_BYTES: int = 16
crypto_onetimeauth_poly1305_KEYBYTES: int = 32
crypto_onetimeauth_BYTES: int = crypto_onetimeauth_poly1305_BYTES
crypto_onetimeauth_KEYBYTES: int = crypto_onetimeauth_poly1305_KEYBYTES
crypto_onetimeauth_PRIMITIVE: str = "poly1305"


class crypto_onetimeauth_poly1305_state:
    """A multi-part Poly1305 computation (`crypto_onetimeauth_poly1305_init`); opaque."""

    __slots__ = ("_mac", "_finalized")

    def __init__(self, key: bytes) -> None:
        self._mac = _poly1305.Poly1305(key)
        self._finalized = False

    def __reduce__(self) -> None:  # type: ignore[override]
        raise TypeError(f"cannot pickle {type(self).__name__} objects (a MAC state holds a key)")


crypto_onetimeauth_state = crypto_onetimeauth_poly1305_state


def crypto_onetimeauth_poly1305(inp: bytes, k: bytes) -> bytes:
    """The 16-byte Poly1305 tag of `inp` under the 32-byte one-time key k."""
    inp = checked_bytes("in", inp)
    return _poly1305.crypto_onetimeauth(inp, checked_bytes("k", k, crypto_onetimeauth_poly1305_KEYBYTES))


def crypto_onetimeauth_poly1305_verify(h: bytes, inp: bytes, k: bytes) -> bool:
    """True if h is the tag of `inp` under k; BadSignatureError if not."""
    h = checked_bytes("h", h, crypto_onetimeauth_poly1305_BYTES)
    if not hmac.compare_digest(crypto_onetimeauth_poly1305(inp, k), h):
        raise exc.BadSignatureError("Poly1305 tag does not match")
    return True


def crypto_onetimeauth_poly1305_init(key: bytes) -> crypto_onetimeauth_poly1305_state:
    """A multi-part state under the 32-byte one-time key."""
    return crypto_onetimeauth_poly1305_state(checked_bytes("key", key, crypto_onetimeauth_poly1305_KEYBYTES))


def _checked_state(state: object) -> crypto_onetimeauth_poly1305_state:
    if not isinstance(state, crypto_onetimeauth_poly1305_state):
        raise exc.TypeError(f"state must be a crypto_onetimeauth_poly1305_state, not {type(state).__name__}")
    if state._finalized:
        raise exc.ValueError("state: already finalized")
    return state


def crypto_onetimeauth_poly1305_update(state: crypto_onetimeauth_poly1305_state, inp: bytes) -> None:
    """Absorb the next part of the message."""
    _checked_state(state)._mac.update(checked_bytes("in", inp))


def crypto_onetimeauth_poly1305_final(state: crypto_onetimeauth_poly1305_state) -> bytes:
    """The tag of everything absorbed; the state is then finished."""
    checked = _checked_state(state)
    checked._finalized = True
    return checked._mac.final()


def crypto_onetimeauth_poly1305_keygen() -> bytes:
    """A random key for `crypto_onetimeauth_poly1305` (its `KEYBYTES` long), from `tweetnacl.random_bytes` (`set_prng` applies)."""
    return _tn.random_bytes(crypto_onetimeauth_poly1305_KEYBYTES)


crypto_onetimeauth = crypto_onetimeauth_poly1305
crypto_onetimeauth_verify = crypto_onetimeauth_poly1305_verify
crypto_onetimeauth_init = crypto_onetimeauth_poly1305_init
crypto_onetimeauth_update = crypto_onetimeauth_poly1305_update
crypto_onetimeauth_final = crypto_onetimeauth_poly1305_final
crypto_onetimeauth_keygen = crypto_onetimeauth_poly1305_keygen
