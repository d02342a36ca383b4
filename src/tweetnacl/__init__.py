"""tweetnacl: NaCl cryptography in pure Python, byte-compatible with TweetNaCl, TweetNaCl.js and libsodium.

`import tweetnacl as nacl` gives the fast implementation (`tweetnacl.fast`, the very same objects);
`tweetnacl.reference` is the faithful port of tweetnacl.c behind the identical API.
The contract is docs/contract.md; the API reference is docs/reference.md.
`tweetnacl.reference` is imported on first access (PEP 562 `__getattr__`): a program that never names it does not
pay for the port's import (docs/performance.md, "Import time").
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from tweetnacl import fast
from tweetnacl._install import install_as_nacl
from tweetnacl.fast import (
    KeyPair,
    auth,
    box,
    ed2curve,
    hash,
    lowlevel,
    random_bytes,
    scalarmult,
    secretbox,
    set_prng,
    sign,
    verify,
)

__version__ = "0.1.0"

__all__ = [
    "KeyPair", "auth", "box", "ed2curve", "fast", "hash", "install_as_nacl", "lowlevel", "random_bytes", "reference",
    "scalarmult", "secretbox", "set_prng", "sign", "verify",
]

if TYPE_CHECKING:
    from tweetnacl import reference

_LAZY_SUBMODULES = frozenset({"reference"})
"""The subpackages imported on first access rather than by `import tweetnacl`."""


def __getattr__(name: str) -> object:
    """`tweetnacl.reference` on first access: import it (which also sets it as this package's attribute)."""
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _LAZY_SUBMODULES)
