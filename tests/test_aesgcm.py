"""AES-256-GCM (`tweetnacl.fast.aead.aesgcm`, on `fast.aead.aes` and `fast.mac.ghash`) and its PyNaCl bindings,
against independent implementations: FIPS-197's AES-256 example, NIST's GCM vectors (CAVS 14.0, read from
cryptography_vectors in their original .rsp format: the 256-bit-key rows with libsodium's 96-bit IV),
`cryptography`'s AES and AESGCM (OpenSSL) at every pass, tree and block boundary, libsodium through PyNaCl
where it has AES-256-GCM, and PyNaCl 1.6.2's binding code for the argument checks (tests/pynacl_aes.py).
Fast-only: there is no AES in the reference port."""

from __future__ import annotations

import os
import random
import types
from typing import Any, Callable

import nacl.bindings
import pytest
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography_vectors import open_vector_file
from hypothesis import given, settings
from hypothesis import strategies as st
from pynacl_aes import LIBSODIUM_HAS_AES, NO_AES_REASON, REFERENCE
from test_pynacl_compat import KEY, NONCE, OURS, aead_error_cases, outcome
from vector_files import key_value_blocks

import tweetnacl.pynacl.bindings.crypto_aead
from tweetnacl.fast.aead import aes, aes_cipher, aesgcm
from tweetnacl.fast.mac import ghash

NONCE12 = NONCE[:12]


def _ecb(key: bytes, blocks: bytes) -> bytes:
    encryptor = Cipher(algorithms.AES(key), modes.ECB()).encryptor()
    return encryptor.update(blocks) + encryptor.finalize()


# ---------------------------------------------------------------------------------------------
# AES-256 itself
# ---------------------------------------------------------------------------------------------


def test_fips197_appendix_c3_aes256() -> None:
    # FIPS-197 Appendix C.3 (AES-256, Nk = 8, Nr = 14).
    key = bytes(range(32))
    plaintext = bytes.fromhex("00112233445566778899aabbccddeeff")
    assert aes_cipher.block_encryptor(aes_cipher.expand_key(key), 1)(plaintext).hex() == "8ea2b7ca516745bfeafc49904b496089"


def test_fips197_appendix_a3_last_round_key() -> None:
    # FIPS-197 Appendix A.3: the expansion of 603deb10...14dff4 ends with w56..w59 = fe4890d1 e6188d0b 046df344 706c631e.
    key = bytes.fromhex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4")
    planes = aes_cipher.expand_key(key)[aes_cipher.ROUNDS]
    grouped = bytearray(16)
    for j in range(8):  # plane j's two bytes -> byte j of each 8-byte group of the transposition
        grouped[j], grouped[8 + j] = planes[2 * j], planes[2 * j + 1]
    assert aes.transpose_bytes(bytes(grouped)).hex() == "fe4890d1e6188d0b046df344706c631e"


@pytest.mark.parametrize("slots", [1, 2, 3, 17, 64, 255, 256])
def test_block_encryptor_matches_openssl(slots: int) -> None:
    rng = random.Random(slots)
    for _ in range(3):
        key, blocks = rng.randbytes(32), rng.randbytes(16 * slots)
        assert aes_cipher.block_encryptor(aes_cipher.expand_key(key), slots)(blocks) == _ecb(key, blocks)


def test_block_encryptor_extreme_keys_and_blocks() -> None:
    for key in (bytes(32), b"\xff" * 32, bytes(31) + b"\x01", b"\x80" + bytes(31)):
        for block in (bytes(16), b"\xff" * 16):
            assert aes_cipher.block_encryptor(aes_cipher.expand_key(key), 2)(block * 2) == _ecb(key, block * 2)


# ---------------------------------------------------------------------------------------------
# NIST CAVS GCM vectors (gcmEncryptExtIV256.rsp, gcmDecrypt256.rsp), 96-bit IV rows
# ---------------------------------------------------------------------------------------------


def _gcm_rows(name: str) -> list[dict[str, str]]:
    with open_vector_file(f"ciphers/AES/GCM/{name}", "r") as handle:
        blocks = key_value_blocks(handle)
    # Rows have a Count; the [Keylen = ..] headers form blocks of their own. libsodium's IV is 96 bits.
    return [row for row in blocks if "Count" in row and len(row["IV"]) == 24]


ENCRYPT_ROWS = _gcm_rows("gcmEncryptExtIV256.rsp")
DECRYPT_ROWS = [row for row in _gcm_rows("gcmDecrypt256.rsp") if len(row["Tag"]) == 32]


def test_nist_files_are_complete() -> None:
    # 96-bit IV: 5 PT lengths x 5 AAD lengths x 7 tag lengths x 15 rows; decryption: the 128-bit tags' 375 rows,
    # of which 191 must fail.
    assert len(ENCRYPT_ROWS) == 2625
    assert len(DECRYPT_ROWS) == 375 and sum("FAIL" in row for row in DECRYPT_ROWS) == 191


def test_nist_gcm_encrypt_256() -> None:
    for row in ENCRYPT_ROWS:
        key, iv, pt, aad = (bytes.fromhex(row[name]) for name in ("Key", "IV", "PT", "AAD"))
        ciphertext, tag = aesgcm.aes256gcm_encrypt_detached(pt, aad, iv, key)
        assert ciphertext.hex() == row["CT"], row["Count"]
        assert tag[: len(row["Tag"]) // 2].hex() == row["Tag"], row["Count"]  # MSB_t(T): SP 800-38D 7.1 step 6


def test_nist_gcm_decrypt_256() -> None:
    for row in DECRYPT_ROWS:
        key, iv, ct, aad, tag = (bytes.fromhex(row[name]) for name in ("Key", "IV", "CT", "AAD", "Tag"))
        expected = None if "FAIL" in row else bytes.fromhex(row["PT"])
        assert aesgcm.aes256gcm_decrypt_detached(ct, tag, aad, iv, key) == expected, row["Count"]
        assert aesgcm.aes256gcm_decrypt(ct + tag, aad, iv, key) == expected, row["Count"]


# ---------------------------------------------------------------------------------------------
# cryptography's AESGCM at every boundary
# ---------------------------------------------------------------------------------------------

PASS = aesgcm.PASS_BLOCKS
# Block counts where something changes: a partial block, the first pass's end (it also holds H and CIPH_K(J0)),
# later passes' ends, GHASH's trees (powers of two up to 2^MAX_LOG_LANES blocks, a 512-block tree and a remainder).
BOUNDARY_BLOCKS = sorted(
    {0, 1, 2, 3, PASS - 3, PASS - 2, PASS - 1, 2 * PASS - 2, 3 * PASS - 2}
    | {1 << b for b in range(ghash.MAX_LOG_LANES + 2)}
    | {(1 << b) - 1 for b in range(2, ghash.MAX_LOG_LANES + 2)}
    | {(1 << ghash.MAX_LOG_LANES) + 1}
)
BOUNDARY_LENGTHS = sorted({max(0, 16 * blocks + delta) for blocks in BOUNDARY_BLOCKS for delta in (-1, 0, 1)})


@pytest.mark.parametrize("length", BOUNDARY_LENGTHS)
def test_every_boundary_length(length: int) -> None:
    """Every boundary message length once (no associated data), and as associated data (empty message)."""
    rng = random.Random(length)
    key, nonce, data = rng.randbytes(32), rng.randbytes(12), rng.randbytes(length)
    for message, ad in ((data, b""), (b"", data)):
        expected = AESGCM(key).encrypt(nonce, message, ad)
        assert aesgcm.aes256gcm_encrypt(message, ad, nonce, key) == expected
        assert aesgcm.aes256gcm_decrypt(expected, ad, nonce, key) == message


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(BOUNDARY_LENGTHS),
    st.sampled_from([0, 1, 15, 16, 17, 31, 32, 33, 16 * 255, 16 * 512 + 5]),
    st.binary(min_size=32, max_size=32),
    st.binary(min_size=12, max_size=12),
)
def test_matches_openssl_at_boundaries(length: int, ad_length: int, key: bytes, nonce: bytes) -> None:
    rng = random.Random(length * 1000 + ad_length)
    message, ad = rng.randbytes(length), rng.randbytes(ad_length)
    expected = AESGCM(key).encrypt(nonce, message, ad)
    assert aesgcm.aes256gcm_encrypt(message, ad, nonce, key) == expected
    assert aesgcm.aes256gcm_encrypt_detached(message, ad, nonce, key) == (expected[:-16], expected[-16:])
    assert aesgcm.aes256gcm_decrypt(expected, ad, nonce, key) == message


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=700), st.binary(max_size=100), st.binary(min_size=32, max_size=32))
def test_matches_openssl_random(message: bytes, ad: bytes, key: bytes) -> None:
    expected = AESGCM(key).encrypt(NONCE12, message, ad)
    assert aesgcm.aes256gcm_encrypt(message, ad, NONCE12, key) == expected
    assert aesgcm.aes256gcm_decrypt(expected, ad, NONCE12, key) == message


@pytest.mark.parametrize("message", [b"", b"m" * 40], ids=["empty message", "message"])
@pytest.mark.parametrize("ad", [b"", b"a" * 20], ids=["empty ad", "ad"])
def test_empty_parts(message: bytes, ad: bytes) -> None:
    expected = AESGCM(KEY).encrypt(NONCE12, message, ad)
    assert aesgcm.aes256gcm_encrypt(message, ad, NONCE12, KEY) == expected
    assert aesgcm.aes256gcm_decrypt(expected, ad, NONCE12, KEY) == message


def test_bytes_like_inputs() -> None:
    message, ad = b"bytes-like message" * 3, b"ad"
    expected = AESGCM(KEY).encrypt(NONCE12, message, ad)
    for kind in (bytes, bytearray, memoryview):
        assert aesgcm.aes256gcm_encrypt(kind(message), kind(ad), NONCE12, KEY) == expected
        assert aesgcm.aes256gcm_decrypt(kind(expected), kind(ad), NONCE12, KEY) == message


def test_tampering_every_byte_fails() -> None:
    message, ad = b"short message, two blocks", b"header"
    box = AESGCM(KEY).encrypt(NONCE12, message, ad)
    assert aesgcm.aes256gcm_decrypt(box, ad, NONCE12, KEY) == message
    for index in range(len(box)):
        for flip in (0x01, 0x80):
            forged = bytearray(box)
            forged[index] ^= flip
            assert aesgcm.aes256gcm_decrypt(bytes(forged), ad, NONCE12, KEY) is None, (index, flip)
    for index in range(len(ad)):
        assert aesgcm.aes256gcm_decrypt(box, ad[:index] + b"X" + ad[index + 1 :], NONCE12, KEY) is None
    for index in range(12):
        nonce = NONCE12[:index] + bytes([NONCE12[index] ^ 1]) + NONCE12[index + 1 :]
        assert aesgcm.aes256gcm_decrypt(box, ad, nonce, KEY) is None
    assert aesgcm.aes256gcm_decrypt(box[:-1], ad, NONCE12, KEY) is None
    assert aesgcm.aes256gcm_decrypt(box + b"\x00", ad, NONCE12, KEY) is None
    assert aesgcm.aes256gcm_decrypt(box[:15], ad, NONCE12, KEY) is None
    assert aesgcm.aes256gcm_decrypt_detached(box[:-16], box[-16:-1], ad, NONCE12, KEY) is None


def test_forged_box_releases_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tag is checked before any keystream meets the ciphertext: no GCTR piece is made for a forgery."""
    box = bytearray(AESGCM(KEY).encrypt(NONCE12, b"x" * 100, b""))
    box[-1] ^= 1
    calls: list[int] = []
    crypt = aesgcm._crypt

    def counting(*args: Any) -> list[bytes]:
        calls.append(1)
        return crypt(*args)

    monkeypatch.setattr(aesgcm, "_crypt", counting)
    assert aesgcm.aes256gcm_decrypt(bytes(box), b"", NONCE12, KEY) is None
    assert calls == []
    box[-1] ^= 1
    assert aesgcm.aes256gcm_decrypt(bytes(box), b"", NONCE12, KEY) == b"x" * 100 and calls == [1]


def test_wrong_sizes_raise() -> None:
    with pytest.raises(ValueError, match="key"):
        aesgcm.aes256gcm_encrypt(b"", b"", NONCE12, KEY[:31])
    with pytest.raises(ValueError, match="nonce"):
        aesgcm.aes256gcm_encrypt(b"", b"", NONCE, KEY)
    with pytest.raises(ValueError, match="nonce"):
        aesgcm.aes256gcm_decrypt(b"", b"", NONCE, KEY)


def test_ghash_matches_openssl_tags() -> None:
    """GHASH alone: S = T ^ CIPH_K(J0) (SP 800-38D 7.1) of OpenSSL's tags, for inputs absorbed in pieces."""
    rng = random.Random(7)
    for ad_length, length in [(0, 0), (1, 0), (0, 1), (16, 16), (100, 16 * 511), (0, 16 * 1025 + 3), (700, 33)]:
        key, nonce, ad, message = rng.randbytes(32), rng.randbytes(12), rng.randbytes(ad_length), rng.randbytes(length)
        box = AESGCM(key).encrypt(nonce, message, ad)
        h, j0_mask = _ecb(key, bytes(16)), _ecb(key, nonce + b"\x00\x00\x00\x01")
        g = ghash.Ghash(h)
        g.update(ad)
        for start in range(0, length, 16 * 300):
            g.update(box[start : min(start + 16 * 300, length)])
        g.update((8 * ad_length).to_bytes(8, "big") + (8 * length).to_bytes(8, "big"))
        assert bytes(a ^ b for a, b in zip(g.digest(), j0_mask)) == box[-16:]
    assert ghash.Ghash(bytes(16)).digest() == bytes(16)


@pytest.mark.slow
def test_one_mebibyte() -> None:
    message = os.urandom(1 << 20)
    ad = os.urandom(1000)
    box = aesgcm.aes256gcm_encrypt(message, ad, NONCE12, KEY)
    assert box == AESGCM(KEY).encrypt(NONCE12, message, ad)
    assert aesgcm.aes256gcm_decrypt(box, ad, NONCE12, KEY) == message


@pytest.mark.slow
def test_one_mebibyte_peak_memory() -> None:
    tracemalloc = pytest.importorskip("tracemalloc", reason="no tracemalloc on this interpreter (PyPy)")
    message = os.urandom(1 << 20)
    ad = os.urandom(1000)
    tracemalloc.start()
    try:
        box = aesgcm.aes256gcm_encrypt(message, ad, NONCE12, KEY)
        _, encrypt_peak = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        held, _ = tracemalloc.get_traced_memory()  # the box, traced since its allocation
        opened = aesgcm.aes256gcm_decrypt(box, ad, NONCE12, KEY)
        decrypt_peak = tracemalloc.get_traced_memory()[1] - held
    finally:
        tracemalloc.stop()
    assert opened == message
    # The output and its pieces (2x) and a few passes: the bound is 2.5x (measured at 64 MiB too).
    assert encrypt_peak <= 2.5 * len(message) and decrypt_peak <= 2.5 * len(message), (encrypt_peak, decrypt_peak)


# ---------------------------------------------------------------------------------------------
# libsodium (PyNaCl) and the bindings
# ---------------------------------------------------------------------------------------------


@pytest.mark.skipif(not LIBSODIUM_HAS_AES, reason=NO_AES_REASON)
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(BOUNDARY_LENGTHS[:30]), st.binary(max_size=40), st.binary(min_size=32, max_size=32))
def test_matches_libsodium(length: int, ad: bytes, key: bytes) -> None:
    message = random.Random(length).randbytes(length)
    expected = nacl.bindings.crypto_aead_aes256gcm_encrypt(message, ad, NONCE12, key)
    assert aesgcm.aes256gcm_encrypt(message, ad, NONCE12, key) == expected
    assert aesgcm.aes256gcm_decrypt(expected, ad, NONCE12, key) == message


def _same_as_reference(scenario: Callable[[types.SimpleNamespace], Any]) -> tuple[Any, ...]:
    expected = outcome(lambda: scenario(REFERENCE))
    actual = outcome(lambda: scenario(OURS))
    assert actual == expected
    return expected


def _binding(ns: types.SimpleNamespace, operation: str) -> Callable[..., Any]:
    return getattr(ns.bindings, f"crypto_aead_aes256gcm_{operation}")  # type: ignore[no-any-return]


@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=300), st.one_of(st.none(), st.binary(max_size=40)))
def test_bindings_same_bytes_both_ways(message: bytes, aad: bytes | None) -> None:
    sealed = _same_as_reference(lambda ns: _binding(ns, "encrypt")(message, aad, NONCE12, KEY))
    assert sealed[0] == "returns"
    opened = _same_as_reference(lambda ns: _binding(ns, "decrypt")(sealed[1][1], aad, NONCE12, KEY))
    assert opened == ("returns", ("builtins.bytes", message))


ERROR_CASES = aead_error_cases("aes256gcm", NONCE12, KEY, 16, REFERENCE)


@pytest.mark.parametrize("case", list(ERROR_CASES))
def test_binding_errors(case: str) -> None:
    result = _same_as_reference(ERROR_CASES[case])
    assert result[0] == "raises", result


def test_available() -> None:
    assert tweetnacl.pynacl.bindings.crypto_aead.crypto_aead_aes256gcm_is_available() is True
