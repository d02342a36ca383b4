"""PyNaCl's exception hierarchy (`nacl.exceptions`), class for class.

Several classes derive from both `CryptoError` and the builtin of the same name, so callers may
catch either; `UnavailableError` marks what this pure-Python layer cannot provide.
"""

from __future__ import annotations

import builtins
from typing import Any, Type


class CryptoError(Exception):
    """Base class of every error raised by the nacl API."""


class BadSignatureError(CryptoError):
    """A signature did not verify: the message was forged or corrupted."""


class RuntimeError(builtins.RuntimeError, CryptoError):
    """A primitive refused its input (e.g. an all-zero X25519 shared secret)."""


class AssertionError(builtins.AssertionError, CryptoError):
    """Default exception of `ensure`."""


class TypeError(builtins.TypeError, CryptoError):
    """An argument has the wrong type (or, where PyNaCl says so, the wrong size)."""


class ValueError(builtins.ValueError, CryptoError):
    """An argument has the wrong value or length."""


class InvalidkeyError(CryptoError):
    """A password did not match its stored hash."""


class CryptPrefixError(InvalidkeyError):
    """A stored password hash has an unknown format."""


class UnavailableError(RuntimeError):
    """The function needs a primitive this build does not have.

    In PyNaCl: a minimal libsodium build. Here: a primitive outside NaCl and the Python standard
    library.
    """


def ensure(cond: bool, *args: object, **kwds: Type[Exception]) -> None:
    """Return if `cond` is exactly True, else raise `raising(*args)` (default: AssertionError)."""
    raising: Any = kwds.pop("raising", AssertionError)
    if kwds:
        unexpected = next(iter(kwds))
        raise TypeError(f"check_condition() got an unexpected keyword argument {unexpected!r}")
    if cond is True:
        return
    raise raising(*args)
