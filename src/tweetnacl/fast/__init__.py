"""`tweetnacl.fast` (the default `import tweetnacl`): the API of docs/contract.md bound to the fast core.

`_core` assembles the fast primitives (one module each: salsa20, poly1305, xsalsa20poly1305, curve25519,
ed25519) and takes from the reference whatever it does not replace.
"""

from tweetnacl._api import KeyPair, bind, random_bytes, set_prng, verify
from tweetnacl.fast import core

secretbox, box, scalarmult, sign, hash, auth, ed2curve, lowlevel = bind(core)

__all__ = [
    "KeyPair", "auth", "box", "ed2curve", "hash", "lowlevel", "random_bytes", "scalarmult", "secretbox",
    "set_prng", "sign", "verify",
]
