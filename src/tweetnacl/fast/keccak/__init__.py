"""The Keccak family (fast): Keccak-p[1600, n_r] and the sponges on it, SHA-3, SHAKE and TurboSHAKE.

FIPS 202 defines the permutation Keccak-p[1600, n_r] (section 3), the sponge construction with the pad10*1 rule
(sections 4 and 5.1) and, on 24 rounds, SHA3-256/512 and SHAKE128/256 (section 6); RFC 9861 defines TurboSHAKE128/256
on 12 rounds with a domain-separation byte (section 2). `permutation` is the one permutation (the round count a
parameter), with one layout of the state per interpreter; `sponge` is the one sponge over it, with libsodium's
multi-part semantics (crypto_xof_*, crypto_hash_sha3*, crypto_core_keccak1600_*).

Hash and XOF states are secret (they hold the message): no branch, index or loop count follows their contents, and
on CPython no int's size does either (see `permutation`). Only lengths, offsets, rates, round counts and domain bytes,
all public, steer the code.
"""

STATE_BYTES = 200
"""The size of Keccak-p[1600]'s state: 25 lanes of 64 bits (FIPS 202 section 3.1)."""

__all__ = ["STATE_BYTES"]
