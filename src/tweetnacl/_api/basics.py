"""The API layer's shared pieces: argument lengths, the KeyPair type, `verify` (constant-time equality), and
`Bound`, the base of every public API object, with `new_bound` that builds one and `public_api` that makes
`help()` show what users call.
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from tweetnacl._check import Buffer, as_bytes
from tweetnacl._interface import Core


KEY_LENGTH = 32
"""A secret key of secretbox, box (X25519), the stream ciphers and Poly1305; box's shared key."""
PUBLIC_KEY_LENGTH = 32
"""An X25519 or Ed25519 public key (a group element, the u- or the compressed y-coordinate)."""
NONCE_LENGTH = 24
"""The nonce of secretbox, box and XSalsa20."""
SALSA20_NONCE_LENGTH = 8
CORE_INPUT_LENGTH = 16
"""The input of crypto_core_salsa20 / hsalsa20 (and of box's HSalsa20: 16 zero bytes)."""
CORE_CONSTANT_LENGTH = 16
"""The constant of crypto_core_salsa20 / hsalsa20 ("expand 32-byte k")."""
TAG_LENGTH = 16
"""A Poly1305 tag: secretbox's and box's overhead."""
SCALAR_LENGTH = 32
SIGNATURE_LENGTH = 64
SIGN_SECRET_KEY_LENGTH = 64
SIGN_SEED_LENGTH = 32
"""An Ed25519 secret key is its 32-byte seed followed by its 32-byte public key."""
HASH_LENGTH = 64


class KeyPair(NamedTuple):
    """A public key and its secret key, as returned by every `keypair` call."""

    public_key: bytes
    secret_key: bytes


def verify(x: Buffer, y: Buffer) -> bool:
    """Compare two byte strings in constant time.

    :param x: bytes-like, any length.
    :param y: bytes-like, any length.
    :returns: `True` if they are equal and not empty; `False` if they differ, if either is empty, or if their lengths
        differ (lengths are public: only the contents are compared in constant time).
    :raises TypeError: an argument is not bytes-like (`x must be bytes-like, not str`).
    """
    import hmac
    xb = as_bytes(x, "x")
    yb = as_bytes(y, "y")
    if len(xb) == 0 or len(xb) != len(yb):  # lengths are public
        return False
    return hmac.compare_digest(xb, yb)


class Bound:
    """A public API object (a function with attributes, or a namespace) bound to one core under its public name.

    The classes have no constructor of their own (`new_bound` builds them), so that `help()` shows the public
    call, its methods and attributes, not the wiring; their repr is the public name, `<tweetnacl.box.open>`.
    """

    __slots__ = ("_core", "_public_name")
    if TYPE_CHECKING:  # declarations for the type checker; `_hide_type_declarations` keeps them out of help()
        _core: Core
        _public_name: str

    def __repr__(self) -> str:
        return f"<{self._public_name}>"


def _hide_type_declarations(cls: type) -> None:
    """Drop the empty `__annotations__` that declarations under TYPE_CHECKING leave in `cls` (CPython creates it
    for any annotation in a class body, executed or not), which `help()` would list. Only where it is there and
    empty: an interpreter that keeps annotations another way (PEP 649) is left alone."""
    if cls.__dict__.get("__annotations__", None) == {}:
        delattr(cls, "__annotations__")


_hide_type_declarations(Bound)


BoundT = TypeVar("BoundT", bound=Bound)


def new_bound(cls: type[BoundT], core: Core, public_name: str, **children: Bound) -> BoundT:
    """An instance of `cls` over `core`, named `public_name` (`tweetnacl.box`), with its public `children` set
    (`open=...`: the slots `cls` declares for them)."""
    obj = object.__new__(cls)
    obj._core = core
    obj._public_name = public_name
    for attribute, child in children.items():
        setattr(obj, attribute, child)
    return obj


def public_api(cls: type[BoundT]) -> type[BoundT]:
    """Class decorator for the API classes, so that `help()` shows what users call: a callable's class docstring
    (which opens with the call as users write it, `secretbox(message, nonce, key)`) is followed by its call's, and
    the empty `__annotations__` that the type-checker-only declarations leave in the class is dropped."""
    _hide_type_declarations(cls)
    if "__call__" in cls.__dict__:
        cls.__doc__ = f"{clean_docstring(cls.__doc__ or '')}\n\n{clean_docstring(cls.__call__.__doc__ or '')}"
    return cls


def clean_docstring(doc: str) -> str:
    """What `inspect.cleandoc` returns, without importing `inspect` at `import tweetnacl`: it pulls in `ast`, `dis` and
    `tokenize`, a third of the import's instructions (docs/performance.md, "Import time")."""
    lines = doc.expandtabs().split("\n")
    margin = min((len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()), default=0)
    cleaned = [lines[0].lstrip()] + [line[margin:] for line in lines[1:]]
    while cleaned and not cleaned[0]:
        cleaned.pop(0)
    while cleaned and not cleaned[-1]:
        cleaned.pop()
    return "\n".join(cleaned)
