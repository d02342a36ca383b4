"""The interface between the API layer and an implementation ("a core").

The API layer (`tweetnacl._api`) is written once and bound to a core: the reference core
(`tweetnacl.reference.core`, an adapter over the C-shaped port) or the fast core
(`tweetnacl.fast.core`, which takes the reference's functions for whatever it does not replace).

Rules every core function follows:
- Arguments are already checked by the API layer: byte arguments are `bytes` (never a view or a
  bytearray) of the right length, integer arguments are non-negative `int`s.
- Results are new `bytes` (or `bool` / `None` where stated); a core never keeps state between calls.
- Authentication failure is `None` / `False`, never an exception.
- Secret inputs (keys, seeds, scalars, nonces of signatures, MAC keys) never steer a branch, a loop
  count, a table index or a variable-time algorithm. Functions that see only public data may be
  variable time.
"""

from __future__ import annotations

from typing import Protocol


class Core(Protocol):
    """The primitives an implementation provides, NaCl names, functional (bytes in, bytes out)."""

    # -- Salsa20 family (the Salsa20 paper; XSalsa20 paper) ------------------------------------
    def crypto_core_salsa20(self, inp: bytes, k: bytes, c: bytes) -> bytes:
        """16-byte input, 32-byte key, 16-byte constant -> 64-byte Salsa20 block."""
        ...

    def crypto_core_hsalsa20(self, inp: bytes, k: bytes, c: bytes) -> bytes:
        """16-byte input, 32-byte key, 16-byte constant -> 32-byte HSalsa20 output."""
        ...

    def crypto_stream_salsa20_xor(self, m: bytes, n: bytes, k: bytes) -> bytes:
        """m XOR Salsa20(k, 8-byte nonce n), counter from 0."""
        ...

    def crypto_stream_salsa20(self, length: int, n: bytes, k: bytes) -> bytes:
        ...

    def crypto_stream_xor(self, m: bytes, n: bytes, k: bytes) -> bytes:
        """m XOR XSalsa20(k, 24-byte nonce n)."""
        ...

    def crypto_stream(self, length: int, n: bytes, k: bytes) -> bytes:
        ...

    # -- Poly1305 ------------------------------------------------------------------------------
    def crypto_onetimeauth(self, m: bytes, k: bytes) -> bytes:
        """16-byte Poly1305 tag of m under the 32-byte one-time key k."""
        ...

    def crypto_onetimeauth_verify(self, h: bytes, m: bytes, k: bytes) -> bool:
        ...

    # -- secretbox (xsalsa20-poly1305), without NaCl's zero padding -----------------------------
    def crypto_secretbox(self, m: bytes, n: bytes, k: bytes) -> bytes:
        """tag (16) || ciphertext (len(m)); the same bytes as TweetNaCl.js's nacl.secretbox."""
        ...

    def crypto_secretbox_open(self, c: bytes, n: bytes, k: bytes) -> bytes | None:
        """Inverse of crypto_secretbox; None if c is shorter than 16 bytes or the tag is wrong."""
        ...

    # -- comparisons ---------------------------------------------------------------------------
    def crypto_verify_16(self, x: bytes, y: bytes) -> bool:
        ...

    def crypto_verify_32(self, x: bytes, y: bytes) -> bool:
        ...

    # -- X25519 (RFC 7748) and box -------------------------------------------------------------
    def crypto_scalarmult(self, n: bytes, p: bytes) -> bytes:
        """X25519(n, p) exactly as TweetNaCl (clamps n, masks the top bit of p, no zero check)."""
        ...

    def crypto_scalarmult_base(self, n: bytes) -> bytes:
        ...

    def crypto_box_beforenm(self, pk: bytes, sk: bytes) -> bytes:
        """HSalsa20(key = X25519(sk, pk), input = 16 zero bytes): the 32-byte shared key."""
        ...

    def crypto_box_beforenm_hsalsa20(self, s: bytes) -> bytes:
        """crypto_box_beforenm's second half: HSalsa20(key = s, input = 16 zero bytes, constant sigma), the 32-byte
        shared key of the 32-byte X25519 shared secret s (for callers that test s before deriving the key)."""
        ...

    # -- SHA-512 -------------------------------------------------------------------------------
    def crypto_hash(self, m: bytes) -> bytes:
        ...

    # -- Ed25519 (RFC 8032) --------------------------------------------------------------------
    def crypto_sign_seed_keypair(self, seed: bytes) -> tuple[bytes, bytes]:
        """32-byte seed -> (public key 32, secret key 64 = seed || public key)."""
        ...

    def crypto_sign_detached(self, m: bytes, sk: bytes) -> bytes:
        """64-byte signature of m under the 64-byte secret key sk. The public key hashed is sk[32:], unchecked, as in
        TweetNaCl: the API layer refuses a key whose sk[32:] is not its seed's (`tweetnacl._api.sign`)."""
        ...

    def crypto_sign_verify_detached(self, sig: bytes, m: bytes, pk: bytes) -> bool:
        """TweetNaCl's crypto_sign_open check, plus the rejection of S >= L (docs/contract.md)."""
        ...

    def crypto_sign_verify_zip215(self, sig: bytes, m: bytes, pk: bytes) -> bool:
        """ZIP 215's verification: S < L, A and R decoded as unpackneg does (non-canonical encodings accepted),
        k = SHA-512(R || A || M) over the bytes as given, and [8]([S] B - [k] A - R) the identity."""
        ...

    def crypto_sign_verify_batch(self, sigs: list[bytes], ms: list[bytes], pks: list[bytes]) -> list[bool]:
        """crypto_sign_verify_zip215's verdict on each triple (lists of equal length, checked items), computed
        in one batch where the core can. Random coefficients, if any, come from `secrets`."""
        ...

    def ed25519_pk_to_curve25519(self, pk: bytes) -> bytes | None:
        """Ed25519 public key -> X25519 public key u = (1 + y) / (1 - y), as libsodium's
        crypto_sign_ed25519_pk_to_curve25519: None where libsodium fails (does not decode,
        y not canonical (y >= p), small order, or not in the prime-order subgroup). Public data only."""
        ...

    # -- ristretto255 (RFC 9496), libsodium's crypto_core_ristretto255_* -----------------------
    # Points are 32-byte encodings, scalars 32 bytes; None where libsodium returns -1. Scalars and points may be
    # secret (constant time); whether an encoding is valid is public (an error).
    def crypto_core_ristretto255_is_valid_point(self, p: bytes) -> bool:
        ...

    def crypto_core_ristretto255_add(self, p: bytes, q: bytes) -> bytes | None:
        """p + q; None if either is not a valid encoding."""
        ...

    def crypto_core_ristretto255_sub(self, p: bytes, q: bytes) -> bytes | None:
        ...

    def crypto_core_ristretto255_from_hash(self, r: bytes) -> bytes:
        """64 bytes -> element (RFC 9496 section 4.3.4)."""
        ...

    def crypto_scalarmult_ristretto255(self, n: bytes, p: bytes) -> bytes | None:
        """[n mod 2^255] p; None if p is invalid or the product the identity."""
        ...

    def crypto_scalarmult_ristretto255_base(self, n: bytes) -> bytes | None:
        ...

    def crypto_core_ristretto255_scalar_reduce(self, s: bytes) -> bytes:
        """64 bytes -> s mod L."""
        ...

    def crypto_core_ristretto255_scalar_invert(self, s: bytes) -> bytes:
        """s^(L - 2) mod L (0 for s = 0 mod L)."""
        ...

    def crypto_core_ristretto255_scalar_negate(self, s: bytes) -> bytes:
        ...

    def crypto_core_ristretto255_scalar_complement(self, s: bytes) -> bytes:
        ...

    def crypto_core_ristretto255_scalar_add(self, x: bytes, y: bytes) -> bytes:
        ...

    def crypto_core_ristretto255_scalar_sub(self, x: bytes, y: bytes) -> bytes:
        ...

    def crypto_core_ristretto255_scalar_mul(self, x: bytes, y: bytes) -> bytes:
        ...

    # -- ML-KEM-768 (FIPS 203) -----------------------------------------------------------------
    def crypto_kem_mlkem768_seed_keypair(self, seed: bytes) -> tuple[bytes, bytes]:
        """64-byte seed d || z -> (encapsulation key 1184, decapsulation key 2400): ML-KEM.KeyGen_internal."""
        ...

    def crypto_kem_mlkem768_enc_deterministic(self, pk: bytes, seed: bytes) -> tuple[bytes, bytes] | None:
        """1184-byte key, 32-byte randomness m -> (ciphertext 1088, shared secret 32): ML-KEM.Encaps_internal;
        None if pk fails FIPS 203's modulus check (section 7.2), as libsodium's -1. The key is public."""
        ...

    def crypto_kem_mlkem768_dec(self, ct: bytes, sk: bytes) -> bytes:
        """1088-byte ciphertext, 2400-byte key -> 32-byte shared secret: ML-KEM.Decaps_internal, implicit rejection
        by a masked select; no key checks (as libsodium 1.0.22)."""
        ...

    def crypto_kem_mlkem768_dec_from_seed(self, ct: bytes, seed: bytes) -> bytes:
        """1088-byte ciphertext, 64-byte seed d || z -> what `crypto_kem_mlkem768_dec` gives with the seed's
        decapsulation key (X-Wing's secret key is a seed): the fast core shares the key derivation's work with the
        decapsulation."""
        ...
