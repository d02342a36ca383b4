"""The public API, written once and bound to a core (see `tweetnacl._interface.Core`).

`bind(core)` returns the whole API of docs/contract.md as an `Api` named tuple; the packages
`tweetnacl.reference` and `tweetnacl.fast` each bind their own core and expose its fields. This layer
owns everything that must not drift between the implementations: argument checks and error texts,
the shape of the API (callable objects with attributes, as TweetNaCl.js's `nacl.box.open.after`),
key pair generation from the process-wide generator, and the constructions beyond TweetNaCl
(sealed boxes, Ed25519 -> X25519 conversion, HMAC-SHA-512-256 authentication, HKDF, the ristretto255 group).
"""

from __future__ import annotations

from typing import NamedTuple

from tweetnacl._api.auth import Auth
from tweetnacl._api.basics import Bound, BoundT, KeyPair, new_bound, verify
from tweetnacl._api.box import Box, BoxKeyPair, BoxOpen, SealedBox
from tweetnacl._api.ed2curve import Ed2Curve
from tweetnacl._api.hash import Hash
from tweetnacl._api.hkdf import Hkdf, HkdfSha256, HkdfSha512
from tweetnacl._api.kem import Kem, KemEncapsulate, KemKeyPair, MlKem768, MlKem768Encapsulate, MlKem768KeyPair
from tweetnacl._api.lowlevel import Lowlevel, bind_lowlevel
from tweetnacl._api.ristretto255 import Ristretto255
from tweetnacl._api.scalarmult import ScalarMult
from tweetnacl._api.secretbox import SecretBox
from tweetnacl._api.sign import ConsistentSecretKeys, Sign, bind_sign
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
    hkdf: Hkdf
    ristretto255: Ristretto255
    kem: Kem


def bind(core: Core, public_name: str = "tweetnacl") -> Api:
    """Build the API over `core`; each object's repr is its name under the package `public_name`
    (`tweetnacl` for the fast core, which `tweetnacl` re-exports; `tweetnacl.reference`)."""

    def bound(cls: type[BoundT], name: str, **children: Bound) -> BoundT:
        return new_bound(cls, core, f"{public_name}.{name}", **children)

    box = bound(
        Box, "box",
        open=bound(BoxOpen, "box.open"),
        keypair=bound(BoxKeyPair, "box.keypair"),
        seal=bound(SealedBox, "box.seal"),
    )
    sign_keys = ConsistentSecretKeys(core)
    sign = bind_sign(core, f"{public_name}.sign", sign_keys)
    return Api(
        secretbox=bound(SecretBox, "secretbox"),
        box=box,
        scalarmult=bound(ScalarMult, "scalarmult"),
        sign=sign,
        hash=bound(Hash, "hash"),
        auth=bound(Auth, "auth"),
        ed2curve=bound(Ed2Curve, "ed2curve"),
        lowlevel=bind_lowlevel(core, f"{public_name}.lowlevel", box, sign, sign_keys),
        hkdf=bound(
            Hkdf, "hkdf", sha256=bound(HkdfSha256, "hkdf.sha256"), sha512=bound(HkdfSha512, "hkdf.sha512")
        ),
        ristretto255=bound(Ristretto255, "ristretto255"),
        kem=bound(
            Kem, "kem",
            keypair=bound(KemKeyPair, "kem.keypair"),
            encapsulate=bound(KemEncapsulate, "kem.encapsulate"),
            mlkem768=bound(
                MlKem768, "kem.mlkem768",
                keypair=bound(MlKem768KeyPair, "kem.mlkem768.keypair"),
                encapsulate=bound(MlKem768Encapsulate, "kem.mlkem768.encapsulate"),
            ),
        ),
    )


__all__ = ["Api", "KeyPair", "bind", "random_bytes", "set_prng", "verify"]
