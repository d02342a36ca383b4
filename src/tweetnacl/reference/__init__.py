"""`tweetnacl.reference`: the API of docs/contract.md bound to the faithful port of TweetNaCl.

The port itself is `tweetnacl.reference.tweetnacl` (tweetnacl.c's order and names); `core` adapts its
C-shaped functions (output buffers, zero padding) to the functional core interface of `tweetnacl._interface`.
Slow by design: it is what auditors read and the oracle the fast implementation is tested against.
"""

from tweetnacl._api import KeyPair, bind, random_bytes, set_prng, verify
from tweetnacl.reference import core

secretbox, box, scalarmult, sign, hash, auth, ed2curve, lowlevel, hkdf, ristretto255, kem = bind(core, "tweetnacl.reference")

__all__ = [
    "KeyPair", "auth", "box", "ed2curve", "hash", "hkdf", "kem", "lowlevel", "random_bytes", "ristretto255", "scalarmult", "secretbox",
    "set_prng", "sign", "verify",
]
