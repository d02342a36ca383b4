"""`nacl.bindings.crypto_secretstream`: XChaCha20-Poly1305 secretstream is unavailable.

The constants keep their libsodium values; creating a state or calling a function raises
UnavailableError.
"""

from __future__ import annotations

from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import unavailable, unavailable_message

crypto_secretstream_xchacha20poly1305_ABYTES: int = 17
crypto_secretstream_xchacha20poly1305_HEADERBYTES: int = 24
crypto_secretstream_xchacha20poly1305_KEYBYTES: int = 32
crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX: int = 274877906816
crypto_secretstream_xchacha20poly1305_STATEBYTES: int = 52

crypto_secretstream_xchacha20poly1305_TAG_MESSAGE: int = 0
crypto_secretstream_xchacha20poly1305_TAG_PUSH: int = 1
crypto_secretstream_xchacha20poly1305_TAG_REKEY: int = 2
crypto_secretstream_xchacha20poly1305_TAG_FINAL: int = 3

_SECRETSTREAM = "crypto_secretstream_xchacha20poly1305"


class crypto_secretstream_xchacha20poly1305_state:
    """Unavailable: creating one raises UnavailableError."""

    __slots__ = ["statebuf", "rawbuf", "tagbuf"]

    def __init__(self) -> None:
        raise exc.UnavailableError(unavailable_message(_SECRETSTREAM))


crypto_secretstream_xchacha20poly1305_keygen = unavailable(
    "crypto_secretstream_xchacha20poly1305_keygen", _SECRETSTREAM
)
crypto_secretstream_xchacha20poly1305_init_push = unavailable(
    "crypto_secretstream_xchacha20poly1305_init_push", _SECRETSTREAM
)
crypto_secretstream_xchacha20poly1305_push = unavailable(
    "crypto_secretstream_xchacha20poly1305_push", _SECRETSTREAM
)
crypto_secretstream_xchacha20poly1305_init_pull = unavailable(
    "crypto_secretstream_xchacha20poly1305_init_pull", _SECRETSTREAM
)
crypto_secretstream_xchacha20poly1305_pull = unavailable(
    "crypto_secretstream_xchacha20poly1305_pull", _SECRETSTREAM
)
crypto_secretstream_xchacha20poly1305_rekey = unavailable(
    "crypto_secretstream_xchacha20poly1305_rekey", _SECRETSTREAM
)
