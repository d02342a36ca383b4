"""The public API, written once and bound to a core (see `tweetnacl._interface.Core`).

`bind(core)` returns the whole API of docs/contract.md as an `Api` named tuple; the packages
`tweetnacl.reference` and `tweetnacl.fast` each bind their own core and expose its fields. This layer
owns everything that must not drift between the implementations: argument checks and error texts,
the shape of the API (callable objects with attributes, as TweetNaCl.js's `nacl.box.open.after`),
key pair generation from the process-wide generator, and the constructions beyond TweetNaCl
(sealed boxes, Ed25519 -> X25519 conversion, HMAC-SHA-512-256 authentication).
"""

from __future__ import annotations

from typing import NamedTuple

from tweetnacl._api.auth import Auth
from tweetnacl._api.basics import KeyPair, verify
from tweetnacl._api.box import Box
from tweetnacl._api.ed2curve import Ed2Curve
from tweetnacl._api.hash import Hash
from tweetnacl._api.lowlevel import Lowlevel
from tweetnacl._api.scalarmult import ScalarMult
from tweetnacl._api.secretbox import SecretBox
from tweetnacl._api.sign import ConsistentSecretKeys, Sign
from tweetnacl._interface import Core
from tweetnacl._random import random_bytes, set_prng


class Api(NamedTuple):
    """Every public name of docs/contract.md, bound to one core."""

    secretbox: SecretBox
    box: Box
    scalarmult: ScalarMult
    sign: Sign
    hash: Hash
    auth: Auth
    ed2curve: Ed2Curve
    lowlevel: Lowlevel


def bind(core: Core) -> Api:
    """Build the API over `core`."""
    box = Box(core)
    sign_keys = ConsistentSecretKeys(core)
    sign = Sign(core, sign_keys)
    return Api(
        secretbox=SecretBox(core),
        box=box,
        scalarmult=ScalarMult(core),
        sign=sign,
        hash=Hash(core),
        auth=Auth(),
        ed2curve=Ed2Curve(core),
        lowlevel=Lowlevel(core, box, sign, sign_keys),
    )


__all__ = ["Api", "KeyPair", "bind", "random_bytes", "set_prng", "verify"]
