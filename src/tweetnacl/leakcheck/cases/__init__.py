"""The matched-class tests, one module per family, and the registry `TESTS` assembled from them.

- `curve25519`: X25519, the fixed-base comb (scalarmult.base, Ed25519 key generation and signing), the edwards25519
  group API;
- `ristretto255`: ristretto255's scalar multiplications and one-way map;
- `mac`: Poly1305 (onetimeauth), HMAC-SHA-512-256 (auth), verify / crypto_verify_32, SipHash-2-4;
- `stream`: Salsa20, XSalsa20, secretbox and box.after;
- `kdf`: HKDF, libsodium's BLAKE2b KDF, HMAC-SHA-256/512 keys, sodium_compare / sodium_sub;
- `aead`: ChaCha20, ChaCha20-Poly1305, XChaCha20-Poly1305, AEGIS, AES-256-GCM and its GHASH, secretstream;
- `keccak`: TurboSHAKE128 and Keccak-f[1600] (crypto_core_keccak1600);
- `ipcrypt`: IPCrypt's four variants (keys, equal key halves, pfx's address);
- `kem`: ML-KEM-768 decapsulation (the key, the ciphertext's validity, the message's weight, zeros of s);
- `common`: what several of them share.

Every input is test data from the test's seeded generator, never a real secret.
"""

from __future__ import annotations

import fnmatch

from tweetnacl.leakcheck.cases import aead, curve25519, ipcrypt, kdf, keccak, kem, mac, ristretto255, stream
from tweetnacl.leakcheck.harness import LeakTest

__all__ = ["NOT_TESTED", "TESTS", "select_tests"]

TESTS: tuple[LeakTest, ...] = (
    *curve25519.TESTS, *ristretto255.TESTS, *mac.TESTS, *kdf.TESTS, *stream.TESTS, *aead.TESTS, *keccak.TESTS,
    *ipcrypt.TESTS, *kem.TESTS,
)
"""Every test, family by family, in the order they run."""

NOT_TESTED = (
    "sign.open / sign.detached.verify: verification sees only public data (variable time by design)",
    "ed2curve.convert_public_key: public data only",
    "hash (SHA-512): hashlib's C code",
    "SHA-3, SHAKE (one-shot) and SHA-256/512 multi-part: hashlib's C code where present",
)
"""What `--list` names as not tested, and why."""


def select_tests(patterns: str | None) -> list[LeakTest]:
    """Tests whose name matches one of the comma-separated fnmatch patterns (a bare word matches as a
    substring); all tests when `patterns` is None."""
    if not patterns:
        return list(TESTS)
    wanted = [p.strip().lower() for p in patterns.split(",") if p.strip()]

    def matches(name: str) -> bool:
        return any(fnmatch.fnmatchcase(name.lower(), p) or (not any(c in p for c in "*?[") and p in name.lower())
                   for p in wanted)

    return [test for test in TESTS if matches(test.name)]
