"""tweetnacl: NaCl cryptography in pure Python, byte-compatible with TweetNaCl, TweetNaCl.js and libsodium.

`import tweetnacl as nacl` gives the fast implementation (`tweetnacl.fast`, the very same objects);
`tweetnacl.reference` is the faithful port of tweetnacl.c behind the identical API.
The contract is docs/contract.md; the API reference is docs/reference.md.
`tweetnacl.reference` runs on first use (`tweetnacl._lazy`): a program that never uses it does not pay for the
port's import (docs/performance.md, "Import time").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tweetnacl import fast
from tweetnacl._install import install_as_nacl
from tweetnacl.fast import (
    KeyPair,
    auth,
    box,
    ed2curve,
    hash,
    hkdf,
    kem,
    lowlevel,
    random_bytes,
    ristretto255,
    scalarmult,
    secretbox,
    set_prng,
    sign,
    verify,
)

__version__ = "0.1.0"

__all__ = [
    "KeyPair", "auth", "box", "ed2curve", "fast", "hash", "hkdf", "install_as_nacl", "kem", "lowlevel",
    "random_bytes", "reference", "ristretto255", "scalarmult", "secretbox", "set_prng", "sign", "verify",
]

if TYPE_CHECKING:
    from tweetnacl import reference
else:  # registered now, run on first use; not a module __getattr__, which would slow every `tweetnacl.x` read
    from tweetnacl._lazy import import_on_first_attribute

    reference = import_on_first_attribute("tweetnacl.reference")
    del import_on_first_attribute
