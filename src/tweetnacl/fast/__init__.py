"""`tweetnacl.fast` (the default `import tweetnacl`): the API of docs/contract.md bound to the fast core.

`core` assembles the fast core from the families below it, one package each: `stream` (Salsa20, ChaCha20 and
their shared ARX machinery), `mac` (Poly1305, SipHash), `aead` (secretbox, the ChaCha20-Poly1305 AEADs,
secretstream, AEGIS on the bit-sliced AES round), `curve25519` (the field, scalars mod L, X25519, the edwards25519
group, Ed25519, libsodium's group API) and `pwhash` (Argon2, scrypt). Only the first four serve the NaCl API; the
rest is libsodium's, reached through `tweetnacl.pynacl`. What the fast core does not replace would come from
`tweetnacl.reference.core` (today it replaces everything).
"""

from tweetnacl._api import KeyPair, bind, random_bytes, set_prng, verify
from tweetnacl.fast import core

secretbox, box, scalarmult, sign, hash, auth, ed2curve, lowlevel, hkdf, ristretto255, kem = bind(core)

__all__ = [
    "KeyPair", "auth", "box", "ed2curve", "hash", "hkdf", "kem", "lowlevel", "random_bytes", "ristretto255", "scalarmult", "secretbox",
    "set_prng", "sign", "verify",
]
