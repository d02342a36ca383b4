"""The libsodium.js oracle itself (tests/libsodium_js.py): it is libsodium 1.0.22 and its three ways of calling work.

Each expected value here is independent of tweetnacl: RFC 4634/FIPS 180-4's SHA-256 of "abc" through the wrappers
and through the raw C export, and the C export list's size class."""

from __future__ import annotations

import pytest

from libsodium_js import In, LibsodiumJS, LibsodiumJSError, Out

SHA256_ABC = bytes.fromhex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")  # FIPS 180-2, B.1


def test_is_libsodium_1_0_22(libsodium_js: LibsodiumJS) -> None:
    assert libsodium_js.version == "1.0.22"
    assert "0.8.4" in open(libsodium_js.resolved.split("dist")[0] + "package.json").read()


def test_wrapper_raw_and_kept_state_calls(libsodium_js: LibsodiumJS) -> None:
    assert libsodium_js.call("crypto_hash_sha256", b"abc") == SHA256_ABC
    ret, (digest,) = libsodium_js.raw("crypto_hash_sha256", Out(32), In(b"abc"), 3, 0)
    assert (ret, digest) == (0, SHA256_ABC)
    state = libsodium_js.keep(int(libsodium_js.raw("crypto_hash_sha256_statebytes")[0]))
    assert libsodium_js.raw("crypto_hash_sha256_init", state)[0] == 0
    assert libsodium_js.raw("crypto_hash_sha256_update", state, In(b"abc"), 3, 0)[0] == 0
    assert libsodium_js.raw("crypto_hash_sha256_final", state, Out(32))[1] == [SHA256_ABC]
    libsodium_js.free(state)


def test_errors_and_exports(libsodium_js: LibsodiumJS) -> None:
    with pytest.raises(LibsodiumJSError, match="invalid ciphertext length"):
        libsodium_js.call("crypto_kem_xwing_dec", b"\x00" * 3, b"\x00" * 32)
    exports = libsodium_js.exports()
    assert "crypto_kem_xwing_enc" in exports and "crypto_core_keccak1600_permute_12" in exports
    assert libsodium_js.constants()["crypto_kem_PRIMITIVE"] == "xwing"
