"""IPCrypt: encryption of IP addresses (libsodium's crypto_ipcrypt_*), on the bit-sliced AES of `fast.aead.aes`.

Spec: draft-denis-ipcrypt ("Methods for IP Address Encryption and Obfuscation", F. Denis), as libsodium 1.0.22
implements it (src/libsodium/crypto_ipcrypt/ipcrypt_soft.c). Addresses are 16 bytes (an IPv4 address as the
IPv4-mapped IPv6 address ::ffff:a.b.c.d, the draft's section "IP Address Conversion"). Four variants:

- deterministic: AES-128 of the address (the draft's ipcrypt-deterministic).
- nd: KIASU-BC, AES-128 with an 8-byte tweak XORed into every round key, padded to 16 bytes by two zero bytes
  after every two tweak bytes (ipcrypt-nd); output tweak || ciphertext, 24 bytes.
- ndx: AES-XEX with two AES-128 keys, K1 = k[0:16] for the block and K2 = k[16:32] for the 16-byte tweak:
  C = AES_K1(P ^ AES_K2(T)) ^ AES_K2(T) (ipcrypt-ndx); output tweak || ciphertext, 32 bytes.
- pfx: prefix-preserving (ipcrypt-pfx): bit L of the output (from the top) is bit L of the address XOR bit 0
  of the last byte of AES_K1(P_L) ^ AES_K2(P_L), P_L being the address's first L bits right-aligned in 128
  bits below a 1 bit ("padded prefix"); an IPv4-mapped address keeps its 96-bit ::ffff prefix and encrypts
  only its last 32 bits (L = 96..127).
libsodium's own rule for ndx and pfx (the draft only forbids such keys): when the two key halves are equal,
the K1 of ndx, and the K2 of pfx, become that half XOR 0x5a in every byte.

Timing: keys, addresses and their parts are secret; the tweaks are not (they are output). Only public lengths
steer loops; the AES is the table-free bit-sliced one; the equal-halves rule is an arithmetic select on ints of
fixed sizes (`_xor_5a_if_equal`). Whether an address is IPv4-mapped decides pfx's loop count (32 or 128 bits):
that is public, as pfx's output is IPv4-mapped exactly when its input is (the draft's format preservation), and
the test itself is hmac.compare_digest. pfx encryption knows every padded prefix from the start and runs all of
them, under both keys, in one bit-sliced pass of 64 or 256 blocks; decryption learns bit L only from bit L - 1,
so it runs one pass of two blocks per bit. Secret bits are never single small ints that steer anything: each
lives in an int with a public guard bit far above it (see `pfx_decrypt`).
"""

from __future__ import annotations

import hmac

from tweetnacl.fast.aead.aes import transpose_bytes
from tweetnacl.fast.aead.aes_cipher import (
    block_decryptor,
    block_encryptor,
    block_planes,
    expand_key,
    keyed_block_encryptor,
)

__all__ = [
    "BYTES",
    "KEY_BYTES",
    "ND_INPUT_BYTES",
    "ND_KEY_BYTES",
    "ND_OUTPUT_BYTES",
    "ND_TWEAK_BYTES",
    "NDX_INPUT_BYTES",
    "NDX_KEY_BYTES",
    "NDX_OUTPUT_BYTES",
    "NDX_TWEAK_BYTES",
    "PFX_BYTES",
    "PFX_KEY_BYTES",
    "decrypt",
    "encrypt",
    "nd_decrypt",
    "nd_encrypt",
    "ndx_decrypt",
    "ndx_encrypt",
    "pfx_decrypt",
    "pfx_encrypt",
]

BYTES = 16
KEY_BYTES = 16
ND_KEY_BYTES = 16
ND_TWEAK_BYTES = 8
ND_INPUT_BYTES = 16
ND_OUTPUT_BYTES = 24
NDX_KEY_BYTES = 32
NDX_TWEAK_BYTES = 16
NDX_INPUT_BYTES = 16
NDX_OUTPUT_BYTES = 32
PFX_KEY_BYTES = 32
PFX_BYTES = 16

_IPV4_MAPPED_PREFIX = bytes(10) + b"\xff\xff"
"""The first 12 bytes of an IPv4-mapped IPv6 address (RFC 4291 section 2.5.5.2)."""

_FIVE_A = int.from_bytes(b"\x5a" * 16, "big")


def _xor(a: bytes, b: bytes) -> bytes:
    """a XOR b (equal lengths) as one XOR of two ints, each with a marker byte on top (different ones, so the
    result keeps 0x03 there): an int read from secret bytes alone would be shorter when its top bytes are zero."""
    n = len(a)
    return (int.from_bytes(b"\x01" + a, "big") ^ int.from_bytes(b"\x02" + b, "big")).to_bytes(n + 1, "big")[1:]


def _xor_5a_if_equal(subject: bytes, other: bytes) -> bytes:
    """subject XOR 0x5a.. if subject == other (16 bytes each), else subject: libsodium's rule for equal key halves
    (ndx, pfx), without a branch. z = subject ^ other sits below public guard bits; 2^129 + z - 1 has bit 128 set
    exactly when z == 0, and keeps 130 bits either way (the same number of digits on CPython and PyPy); that bit,
    moved below a guard bit (2^172 + bit) and multiplied by 2^128 - 1 by a shift and a subtraction, is 128 ones
    or 128 zeros under public bits 172..299, which select the 0x5a bytes by an AND."""
    difference = int.from_bytes(b"\x02" + subject, "big") ^ int.from_bytes(b"\x01" + other, "big")  # 3 << 128 | z
    flagged = difference - (1 + (1 << 128)) | 1 << 300  # bit 128 = (z == 0), bit 300 a guard
    bit = (flagged & (1 << 300 | 1 << 128)) >> 128  # 2^172 + (z == 0)
    mask = (bit << 128) - bit  # 2^300 - 2^172 + (2^128 - 1) * (z == 0)
    fix = mask & (1 << 299 | _FIVE_A)  # 2^299 + (0x5a.. if z == 0 else 0)
    return (int.from_bytes(b"\x01" + subject, "big") ^ fix).to_bytes(38, "big")[-16:]


# --- ipcrypt-deterministic -------------------------------------------------------------------------------------


def encrypt(address: bytes, key: bytes) -> bytes:
    """AES-128 of the 16-byte address under the 16-byte key."""
    return block_encryptor(expand_key(key), 1)(address)


def decrypt(ciphertext: bytes, key: bytes) -> bytes:
    """The inverse of `encrypt`."""
    return block_decryptor(expand_key(key), 1)(ciphertext)


# --- ipcrypt-nd: KIASU-BC ---------------------------------------------------------------------------------------


def _tweaked_schedule(key: bytes, tweak: bytes) -> list[bytes]:
    """KIASU-BC's round keys: AES-128's with the padded tweak (t0 t1 00 00 t2 t3 00 00 ..) XORed into each."""
    padded = b"".join(tweak[i : i + 2] + b"\x00\x00" for i in range(0, ND_TWEAK_BYTES, 2))
    tweak_planes = block_planes(padded)
    return [_xor(round_key, tweak_planes) for round_key in expand_key(key)]


def nd_encrypt(address: bytes, tweak: bytes, key: bytes) -> bytes:
    """tweak || KIASU-BC_key,tweak(address): 24 bytes."""
    return tweak + block_encryptor(_tweaked_schedule(key, tweak), 1)(address)


def nd_decrypt(ciphertext: bytes, key: bytes) -> bytes:
    """The address of a 24-byte `nd_encrypt` output (its tweak is its first 8 bytes)."""
    tweak = ciphertext[:ND_TWEAK_BYTES]
    return block_decryptor(_tweaked_schedule(key, tweak), 1)(ciphertext[ND_TWEAK_BYTES:])


# --- ipcrypt-ndx: AES-XEX ---------------------------------------------------------------------------------------


def _xex_keys(key: bytes, tweak: bytes) -> tuple[list[bytes], bytes]:
    """K1's round keys (after the equal-halves rule) and the encrypted tweak AES_K2(tweak)."""
    block_key = _xor_5a_if_equal(key[:16], key[16:])
    return expand_key(block_key), block_encryptor(expand_key(key[16:]), 1)(tweak)


def ndx_encrypt(address: bytes, tweak: bytes, key: bytes) -> bytes:
    """tweak || AES_K1(address ^ AES_K2(tweak)) ^ AES_K2(tweak): 32 bytes."""
    round_keys, encrypted_tweak = _xex_keys(key, tweak)
    return tweak + _xor(block_encryptor(round_keys, 1)(_xor(address, encrypted_tweak)), encrypted_tweak)


def ndx_decrypt(ciphertext: bytes, key: bytes) -> bytes:
    """The address of a 32-byte `ndx_encrypt` output (its tweak is its first 16 bytes)."""
    round_keys, encrypted_tweak = _xex_keys(key, ciphertext[:NDX_TWEAK_BYTES])
    return _xor(block_decryptor(round_keys, 1)(_xor(ciphertext[NDX_TWEAK_BYTES:], encrypted_tweak)), encrypted_tweak)


# --- ipcrypt-pfx: prefix-preserving ---------------------------------------------------------------------------


def _pfx_schedules(key: bytes) -> list[list[bytes]]:
    return [expand_key(key[:16]), expand_key(_xor_5a_if_equal(key[16:], key[:16]))]


def _first_prefix(address: bytes) -> int:
    """The first prefix length pfx encrypts: 96 for an IPv4-mapped address (its ::ffff prefix stays), else 0.
    Public (see the module doc); compared in constant time all the same."""
    return 96 if hmac.compare_digest(address[:12], _IPV4_MAPPED_PREFIX) else 0


def pfx_encrypt(address: bytes, key: bytes) -> bytes:
    """Prefix-preserving encryption of the 16-byte address under the 32-byte key (K1 || K2)."""
    start = _first_prefix(address)
    count = 128 - start
    # The padded prefix P_L = 1 << L | the address's first L bits = (2^128 + address) >> (128 - L), from a value
    # with a public guard bit 2^300 on top: every shifted value is a large int (a bare P_L for L < 9 would be a
    # small, possibly cached int), and its last 16 bytes are P_L.
    guarded = int.from_bytes(b"\x01" + bytes(20) + b"\x01" + address, "big")
    # Slot s holds prefix length start + 8 (s // 8) + 7 - s % 8 (each group of 8 reversed): the transposition
    # below then puts the key bit of prefix length start + 8g + k in bit 7 - k of byte g, its place in the address.
    prefixes = b"".join(
        (guarded >> (128 - start - 8 * (s // 8) - 7 + s % 8)).to_bytes(38, "big")[-16:] for s in range(count)
    )
    encrypted = keyed_block_encryptor(_pfx_schedules(key), 2 * count)(prefixes + prefixes)
    # Bit 0 of byte 15 of AES_K1(P_L) ^ AES_K2(P_L), for each slot, as bit 0 of byte s; then 8 slots per byte.
    key_bits = _xor(encrypted[: 16 * count], encrypted[16 * count :])[15::16]
    mask = transpose_bytes(key_bits)[::8]
    kept = BYTES - count // 8
    return address[:kept] + _xor(address[kept:], mask)


def pfx_decrypt(ciphertext: bytes, key: bytes) -> bytes:
    """The inverse of `pfx_encrypt`: bit L of the address is bit L of the ciphertext XOR the key bit of the
    address's first L bits, which are known only once bits 0..L-1 are, so one pass (two blocks) per bit."""
    start = _first_prefix(ciphertext)
    encrypt_pair = keyed_block_encryptor(_pfx_schedules(key), 2)
    # Everything secret in one int: Z = M ^ (2^128 + y), y the ciphertext, M the key bits found so far at their
    # bit positions 127 - L, below a guard bit 2^600. Bits 0..127 of Z are the address's bits found so far (and
    # y's below), bit 128 is 1 and bits 129..255 are 0, so the last 16 bytes of Z >> (128 - L) are P_L. Each
    # key bit enters as 2^256 + bit (never a bare 0 or 1 int), shifted into place: it also flips bit 383 - L of
    # Z, a public position above bit 255.
    z = (1 << 600) ^ int.from_bytes(b"\x01" + ciphertext, "big")
    for length in range(start, 128):
        prefix = (z >> (128 - length)).to_bytes(76, "big")[-16:]
        pair = int.from_bytes(b"\x01" + encrypt_pair(prefix + prefix), "big")  # 2^256 + AES_K1(P) || AES_K2(P)
        z ^= ((pair ^ pair >> 128) & (1 << 256 | 1)) << (127 - length)
    return z.to_bytes(76, "big")[-16:]
