"""`nacl.bindings.crypto_shorthash`: SipHash is not in NaCl or the standard library: unavailable."""

from __future__ import annotations

from tweetnacl.pynacl._support import unavailable

has_crypto_shorthash_siphashx24 = False

BYTES: int = 8
KEYBYTES: int = 16

# As in PyNaCl on a minimal libsodium build.
XBYTES = 0
XKEYBYTES = 0

crypto_shorthash_siphash24 = unavailable("crypto_shorthash_siphash24", "SipHash-2-4")
crypto_shorthash_siphashx24 = unavailable("crypto_shorthash_siphashx24", "SipHash-2-4 (128-bit)")
