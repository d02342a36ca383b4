"""`kem`: post-quantum key encapsulation: X-Wing (the default, `kem`) and ML-KEM-768 (`kem.mlkem768`).

ML-KEM-768 (FIPS 203) is the core's (`crypto_kem_mlkem768_*`); X-Wing, the hybrid of ML-KEM-768 and X25519, is
built here once over the core's ML-KEM-768 and X25519, for both cores and for the PyNaCl layer, exactly as
libsodium 1.0.22 builds it (src/libsodium/crypto_kem/xwing/kem_xwing.c), which follows the X-Wing draft from its
version 05 on (draft-connolly-cfrg-xwing-kem): the secret key is a 32-byte seed that SHAKE256 expands to 96 bytes
(ML-KEM-768's 64-byte seed d || z, then the X25519 secret key), and the shared secret is
SHA3-256(ss_M || ss_X || ct_X || pk_X || label) with the 6-byte label `\\.//^\\`.

Failures follow libsodium: an encapsulation key that fails FIPS 203's modulus check (section 7.2), or an X-Wing
public key whose X25519 part gives an all-zero shared secret (a low-order point), is refused (`ValueError`: bad
public input); a ciphertext never fails ML-KEM-768's decapsulation (implicit rejection gives a pseudo-random key),
but X-Wing's does (`None`) when its X25519 part is a low-order point, as libsodium's returns -1. The all-zero test
is `hmac.compare_digest`: only the public fact "low-order input" decides a branch.
"""

from __future__ import annotations

# hashlib and hmac are imported by the functions that use them: at `import tweetnacl` they would load OpenSSL's
# libcrypto, a sixth of the import (docs/performance.md, "Import time").
from typing import TYPE_CHECKING, Optional

from tweetnacl._check import Buffer, as_bytes_of_length
from tweetnacl._interface import Core
from tweetnacl._random import random_bytes
from tweetnacl._api.basics import Bound, KeyPair, public_api

MLKEM768_PUBLIC_KEY_LENGTH = 1184
MLKEM768_SECRET_KEY_LENGTH = 2400
MLKEM768_CIPHERTEXT_LENGTH = 1088
MLKEM768_SEED_LENGTH = 64
MLKEM768_ENCAPSULATION_SEED_LENGTH = 32
SHARED_SECRET_LENGTH = 32

X25519_LENGTH = 32
XWING_PUBLIC_KEY_LENGTH = MLKEM768_PUBLIC_KEY_LENGTH + X25519_LENGTH
XWING_SECRET_KEY_LENGTH = 32
XWING_CIPHERTEXT_LENGTH = MLKEM768_CIPHERTEXT_LENGTH + X25519_LENGTH
XWING_SEED_LENGTH = 32
XWING_ENCAPSULATION_SEED_LENGTH = 64
XWING_LABEL = b"\\.//^\\"
"""The X-Wing combiner's label, bytes 5c 2e 2f 2f 5e 5c (the draft's XWingLabel)."""

_ZERO32 = bytes(32)


def xwing_expand_seed(seed: bytes) -> tuple[bytes, bytes]:
    """The first step of X-Wing's expandDecapsulationKey: (ML-KEM-768 seed d || z, X25519 secret key) of the 32-byte
    seed, SHAKE256's 96 bytes split."""
    import hashlib
    expanded = hashlib.shake_256(seed).digest(96)
    return expanded[:64], expanded[64:]


def xwing_combiner(ss_m: bytes, ss_x: bytes, ct_x: bytes, pk_x: bytes) -> bytes:
    import hashlib
    return hashlib.sha3_256(ss_m + ss_x + ct_x + pk_x + XWING_LABEL).digest()


def xwing_seed_keypair(core: Core, seed: bytes) -> KeyPair:
    seed_m, sk_x = xwing_expand_seed(seed)
    pk_m, _ = core.crypto_kem_mlkem768_seed_keypair(seed_m)
    return KeyPair(pk_m + core.crypto_scalarmult_base(sk_x), seed)


def xwing_enc_or_none(core: Core, pk: bytes, seed: bytes) -> Optional[tuple[bytes, bytes]]:
    """X-Wing's encapsulation with its 64-byte randomness given; None where libsodium fails (the ML-KEM part fails
    the modulus check, or the X25519 part is a low-order point)."""
    import hmac
    pk_m, pk_x = pk[:MLKEM768_PUBLIC_KEY_LENGTH], pk[MLKEM768_PUBLIC_KEY_LENGTH:]
    encapsulated = core.crypto_kem_mlkem768_enc_deterministic(pk_m, seed[:32])
    if encapsulated is None:  # public: the key fails the modulus check
        return None
    ct_m, ss_m = encapsulated
    ek_x = seed[32:]
    ct_x = core.crypto_scalarmult_base(ek_x)
    ss_x = core.crypto_scalarmult(ek_x, pk_x)
    if hmac.compare_digest(ss_x, _ZERO32):  # public: pk_x is a low-order point
        return None
    return ct_m + ct_x, xwing_combiner(ss_m, ss_x, ct_x, pk_x)


def xwing_dec_or_none(core: Core, ct: bytes, sk: bytes) -> Optional[bytes]:
    """X-Wing's decapsulation; None where libsodium fails (the X25519 part of ct is a low-order point). The ML-KEM
    part decapsulates from its 64-byte seed (`crypto_kem_mlkem768_dec_from_seed`), which shares the key
    derivation's work (the matrix A_hat, the polynomials) with the decapsulation's re-encryption."""
    import hmac
    seed_m, sk_x = xwing_expand_seed(sk)
    ct_m, ct_x = ct[:MLKEM768_CIPHERTEXT_LENGTH], ct[MLKEM768_CIPHERTEXT_LENGTH:]
    ss_m = core.crypto_kem_mlkem768_dec_from_seed(ct_m, seed_m)
    ss_x = core.crypto_scalarmult(sk_x, ct_x)
    if hmac.compare_digest(ss_x, _ZERO32):  # public: ct_x is a low-order point
        return None
    return xwing_combiner(ss_m, ss_x, ct_x, core.crypto_scalarmult_base(sk_x))


def _refused(name: str, what: str) -> ValueError:
    return ValueError(f"{name} is not a valid {what} public key")


# -- ML-KEM-768 ------------------------------------------------------------------------------------


@public_api
class MlKem768KeyPair(Bound):
    """`kem.mlkem768.keypair()`: ML-KEM-768 key pairs."""

    __slots__ = ()

    def __call__(self) -> KeyPair:
        """Make a fresh ML-KEM-768 key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 1184-byte public (encapsulation) key and a 2400-byte secret (decapsulation) key.
        """
        return self.from_seed(random_bytes(MLKEM768_SEED_LENGTH))

    def from_seed(self, seed: Buffer) -> KeyPair:
        """The key pair of a 64-byte seed d || z (FIPS 203, ML-KEM.KeyGen_internal; libsodium's seed_keypair).

        :param seed: 64 bytes, secret.
        :returns: a `KeyPair` of the 1184-byte public key and the 2400-byte secret key.
        :raises TypeError: `seed` is not bytes-like (`seed must be bytes-like, not str`).
        :raises ValueError: `seed` has the wrong length (`seed must be 64 bytes, got 63`).
        """
        pk, sk = self._core.crypto_kem_mlkem768_seed_keypair(as_bytes_of_length(seed, "seed", MLKEM768_SEED_LENGTH))
        return KeyPair(pk, sk)


@public_api
class MlKem768Encapsulate(Bound):
    """`kem.mlkem768.encapsulate(public_key)`: a fresh shared secret and its ciphertext for `public_key`."""

    __slots__ = ()

    def __call__(self, public_key: Buffer) -> tuple[bytes, bytes]:
        """Make a fresh shared secret for the holder of `public_key`'s secret key.

        :param public_key: 1184 bytes, an ML-KEM-768 encapsulation key.
        :returns: `(ciphertext, shared_secret)`: send the 1088-byte ciphertext; keep the 32-byte shared secret.
        :raises TypeError: `public_key` is not bytes-like (`public_key must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length, or fails FIPS 203's modulus check (section 7.2).
        """
        return self.from_seed(public_key, random_bytes(MLKEM768_ENCAPSULATION_SEED_LENGTH))

    def from_seed(self, public_key: Buffer, seed: Buffer) -> tuple[bytes, bytes]:
        """Deterministic encapsulation with the 32-byte randomness m given (libsodium's enc_deterministic): for
        test vectors only; a seed used twice gives the same shared secret twice.

        :param public_key: 1184 bytes, an ML-KEM-768 encapsulation key.
        :param seed: 32 bytes, secret and fresh.
        :returns: `(ciphertext, shared_secret)`.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length, or `public_key` fails the modulus check.
        """
        pk = as_bytes_of_length(public_key, "public_key", MLKEM768_PUBLIC_KEY_LENGTH)
        m = as_bytes_of_length(seed, "seed", MLKEM768_ENCAPSULATION_SEED_LENGTH)
        encapsulated = self._core.crypto_kem_mlkem768_enc_deterministic(pk, m)
        if encapsulated is None:
            raise _refused("public_key", "ML-KEM-768")
        return encapsulated


@public_api
class MlKem768(Bound):
    """`kem.mlkem768`: ML-KEM-768 (FIPS 203), the post-quantum KEM alone; `kem` (X-Wing) is the recommended one."""

    __slots__ = {
        "keypair": "`kem.mlkem768.keypair()`, and `kem.mlkem768.keypair.from_seed`.",
        "encapsulate": "`kem.mlkem768.encapsulate(public_key)`, and `kem.mlkem768.encapsulate.from_seed`.",
    }
    if TYPE_CHECKING:
        keypair: MlKem768KeyPair
        encapsulate: MlKem768Encapsulate

    public_key_length = MLKEM768_PUBLIC_KEY_LENGTH
    secret_key_length = MLKEM768_SECRET_KEY_LENGTH
    ciphertext_length = MLKEM768_CIPHERTEXT_LENGTH
    shared_secret_length = SHARED_SECRET_LENGTH
    seed_length = MLKEM768_SEED_LENGTH
    encapsulation_seed_length = MLKEM768_ENCAPSULATION_SEED_LENGTH

    def decapsulate(self, ciphertext: Buffer, secret_key: Buffer) -> bytes:
        """The shared secret of `ciphertext` (FIPS 203, ML-KEM.Decaps, without section 7.3's key checks, as
        libsodium).

        :param ciphertext: 1088 bytes.
        :param secret_key: 2400 bytes.
        :returns: the 32-byte shared secret; for a ciphertext that was not made for this key (altered or forged),
            a pseudo-random one (implicit rejection) that the sender does not have: never an error.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length (`ciphertext must be 1088 bytes, got 1087`).
        """
        return self._core.crypto_kem_mlkem768_dec(
            as_bytes_of_length(ciphertext, "ciphertext", MLKEM768_CIPHERTEXT_LENGTH),
            as_bytes_of_length(secret_key, "secret_key", MLKEM768_SECRET_KEY_LENGTH),
        )


# -- X-Wing ----------------------------------------------------------------------------------------


@public_api
class KemKeyPair(Bound):
    """`kem.keypair()`: X-Wing key pairs."""

    __slots__ = ()

    def __call__(self) -> KeyPair:
        """Make a fresh X-Wing key pair from the process-wide generator (`random_bytes`, `set_prng`).

        :returns: a `KeyPair` of a 1216-byte public key and a 32-byte secret key (the seed).
        """
        return self.from_seed(random_bytes(XWING_SEED_LENGTH))

    def from_seed(self, seed: Buffer) -> KeyPair:
        """The key pair of a 32-byte seed; the secret key is the seed itself.

        :param seed: 32 bytes, secret.
        :returns: a `KeyPair` of the 1216-byte public key and the 32-byte secret key.
        :raises TypeError: `seed` is not bytes-like (`seed must be bytes-like, not str`).
        :raises ValueError: `seed` has the wrong length (`seed must be 32 bytes, got 31`).
        """
        return xwing_seed_keypair(self._core, as_bytes_of_length(seed, "seed", XWING_SEED_LENGTH))


@public_api
class KemEncapsulate(Bound):
    """`kem.encapsulate(public_key)`: a fresh X-Wing shared secret and its ciphertext for `public_key`."""

    __slots__ = ()

    def __call__(self, public_key: Buffer) -> tuple[bytes, bytes]:
        """Make a fresh shared secret for the holder of `public_key`'s secret key.

        :param public_key: 1216 bytes, an X-Wing public key.
        :returns: `(ciphertext, shared_secret)`: send the 1120-byte ciphertext; keep the 32-byte shared secret.
        :raises TypeError: `public_key` is not bytes-like (`public_key must be bytes-like, not str`).
        :raises ValueError: `public_key` has the wrong length, its ML-KEM-768 part fails FIPS 203's modulus check,
            or its X25519 part is a low-order point (libsodium refuses each).
        """
        return self.from_seed(public_key, random_bytes(XWING_ENCAPSULATION_SEED_LENGTH))

    def from_seed(self, public_key: Buffer, seed: Buffer) -> tuple[bytes, bytes]:
        """Deterministic encapsulation with the 64-byte randomness given (libsodium's enc_deterministic: 32 bytes
        for ML-KEM-768, then the ephemeral X25519 secret key): for test vectors only.

        :param public_key: 1216 bytes.
        :param seed: 64 bytes, secret and fresh.
        :returns: `(ciphertext, shared_secret)`.
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length, or `public_key` is refused (see `kem.encapsulate`).
        """
        pk = as_bytes_of_length(public_key, "public_key", XWING_PUBLIC_KEY_LENGTH)
        randomness = as_bytes_of_length(seed, "seed", XWING_ENCAPSULATION_SEED_LENGTH)
        encapsulated = xwing_enc_or_none(self._core, pk, randomness)
        if encapsulated is None:
            raise _refused("public_key", "X-Wing")
        return encapsulated


@public_api
class Kem(Bound):
    """`kem`: X-Wing, the hybrid post-quantum KEM (ML-KEM-768 and X25519) libsodium 1.0.22 makes its default.

    A shared secret stays safe while either ML-KEM-768 or X25519 does.
    """

    __slots__ = {
        "keypair": "`kem.keypair()`, and `kem.keypair.from_seed`.",
        "encapsulate": "`kem.encapsulate(public_key)`, and `kem.encapsulate.from_seed`.",
        "mlkem768": "`kem.mlkem768`: ML-KEM-768 alone.",
    }
    if TYPE_CHECKING:
        keypair: KemKeyPair
        encapsulate: KemEncapsulate
        mlkem768: MlKem768

    public_key_length = XWING_PUBLIC_KEY_LENGTH
    secret_key_length = XWING_SECRET_KEY_LENGTH
    ciphertext_length = XWING_CIPHERTEXT_LENGTH
    shared_secret_length = SHARED_SECRET_LENGTH
    seed_length = XWING_SEED_LENGTH
    encapsulation_seed_length = XWING_ENCAPSULATION_SEED_LENGTH

    def decapsulate(self, ciphertext: Buffer, secret_key: Buffer) -> Optional[bytes]:
        """The shared secret of an X-Wing `ciphertext`.

        :param ciphertext: 1120 bytes.
        :param secret_key: 32 bytes.
        :returns: the 32-byte shared secret (pseudo-random, and not the sender's, for an altered ciphertext:
            implicit rejection), or `None` if the ciphertext's X25519 part is a low-order point (libsodium fails).
        :raises TypeError: an argument is not bytes-like.
        :raises ValueError: an argument has the wrong length (`ciphertext must be 1120 bytes, got 1119`).
        """
        return xwing_dec_or_none(
            self._core,
            as_bytes_of_length(ciphertext, "ciphertext", XWING_CIPHERTEXT_LENGTH),
            as_bytes_of_length(secret_key, "secret_key", XWING_SECRET_KEY_LENGTH),
        )
