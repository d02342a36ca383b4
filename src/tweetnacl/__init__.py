"""tweetnacl: NaCl cryptography in pure Python, byte-compatible with TweetNaCl, TweetNaCl.js and libsodium.

`import tweetnacl as nacl` gives the fast implementation (`tweetnacl.fast`, the very same objects);
`tweetnacl.reference` is the faithful port of tweetnacl.c behind the identical API.
The contract is docs/contract.md; the API reference is docs/reference.md.
"""

from tweetnacl import fast, reference
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
