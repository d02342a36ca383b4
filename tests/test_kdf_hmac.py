"""Key derivation and HMAC beyond PyNaCl: crypto_kdf_* (BLAKE2b), crypto_kdf_hkdf_sha256/512_*, crypto_auth and
crypto_auth_hmacsha256/512/512256_*, and the native `tweetnacl.hkdf`.

Oracles: libsodium 1.0.22 itself (the `libsodium_js` fixture: its C exports through `raw` where the wrappers do not
reach), on random inputs at the length edges (HKDF's 255-block limit, HMAC keys shorter and longer than the hash
block, subkey ids near 2^64); published vectors in their original files (tests/vectors/README.md): RFC 5869 (as
kept by pyca/cryptography), Wycheproof's HKDF and HMAC files, RFC 4231's HMAC-SHA-256 and -512 cases. HMAC and HKDF are
pure standard library over both cores, so `tweetnacl.hkdf` is checked on both implementations' objects.
"""

from __future__ import annotations

import json
import random
import re
import types
from pathlib import Path
from typing import Any

import pytest

import tweetnacl
from libsodium_js import In, LibsodiumJS, Out
from tweetnacl.pynacl import bindings as b
from tweetnacl.pynacl import exceptions as exc

VECTORS = Path(__file__).parent / "vectors"
RNG = random.Random(25_2026)


def _wycheproof(name: str) -> list[dict[str, Any]]:
    data = json.loads((VECTORS / f"wycheproof_{name}_test.json").read_text())
    return [dict(test, keySize=group.get("keySize"), tagSize=group.get("tagSize"))
            for group in data["testGroups"] for test in group["tests"]]


# -- constants, from libsodium.js's own -------------------------------------------------------------------------

CONSTANT_PREFIXES = ("crypto_kdf_", "crypto_auth_")


def test_constants_are_libsodiums(libsodium_js: LibsodiumJS) -> None:
    theirs = {name: value for name, value in libsodium_js.constants().items() if name.startswith(CONSTANT_PREFIXES)}
    assert theirs  # the oracle has them
    for name, value in theirs.items():
        assert getattr(b, name) == value, name


# -- crypto_kdf (BLAKE2b) ---------------------------------------------------------------------------------------


def _their_kdf(oracle: LibsodiumJS, subkey_len: int, subkey_id: int, ctx: bytes, key: bytes) -> bytes:
    # size_t subkey_len, uint64_t subkey_id (two i32 halves in the WebAssembly ABI), char ctx[8], key[32]
    ret, (subkey,) = oracle.raw("crypto_kdf_derive_from_key", Out(subkey_len), subkey_len,
                                subkey_id & 0xFFFFFFFF, subkey_id >> 32, In(ctx), In(key))
    assert ret == 0
    return bytes(subkey)


@pytest.mark.parametrize("subkey_len", [16, 17, 32, 63, 64])
def test_kdf_derive_matches_libsodium(libsodium_js: LibsodiumJS, subkey_len: int) -> None:
    for subkey_id in (0, 1, RNG.getrandbits(64), 2**64 - 2, 2**64 - 1, 2**32, 2**32 - 1):
        ctx, key = RNG.randbytes(8), RNG.randbytes(32)
        expected = _their_kdf(libsodium_js, subkey_len, subkey_id, ctx, key)
        assert b.crypto_kdf_derive_from_key(subkey_len, subkey_id, ctx, key) == expected
        assert b.crypto_kdf_blake2b_derive_from_key(subkey_len, subkey_id, ctx, key) == expected


def test_kdf_wrapper_with_a_text_context(libsodium_js: LibsodiumJS) -> None:
    key = RNG.randbytes(32)
    expected = libsodium_js.call("crypto_kdf_derive_from_key", 32, 7, "Examples", key)
    assert b.crypto_kdf_derive_from_key(32, 7, b"Examples", key) == expected


def test_kdf_refuses_what_libsodium_refuses(libsodium_js: LibsodiumJS) -> None:
    ctx, key = b"12345678", bytes(32)
    for subkey_len in (0, 15, 65):
        ret, _ = libsodium_js.raw("crypto_kdf_derive_from_key", Out(max(subkey_len, 1)), subkey_len, 0, 0,
                                  In(ctx), In(key))
        assert ret == -1
        with pytest.raises(ValueError, match="subkey_len"):
            b.crypto_kdf_derive_from_key(subkey_len, 0, ctx, key)
    with pytest.raises((ValueError, TypeError), match="subkey_id"):
        b.crypto_kdf_derive_from_key(32, 2**64, ctx, key)
    with pytest.raises((ValueError, TypeError), match="subkey_id"):
        b.crypto_kdf_derive_from_key(32, -1, ctx, key)
    with pytest.raises(ValueError, match="ctx"):
        b.crypto_kdf_derive_from_key(32, 0, b"1234567", key)
    with pytest.raises(ValueError, match="key"):
        b.crypto_kdf_derive_from_key(32, 0, ctx, bytes(31))
    with pytest.raises(TypeError, match="ctx"):
        b.crypto_kdf_derive_from_key(32, 0, "12345678", key)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="subkey_len"):
        b.crypto_kdf_derive_from_key(32.0, 0, ctx, key)  # type: ignore[arg-type]


def test_keygens_give_fresh_keys_of_libsodiums_lengths() -> None:
    for name, length in (("crypto_kdf_keygen", 32), ("crypto_kdf_hkdf_sha256_keygen", 32),
                         ("crypto_kdf_hkdf_sha512_keygen", 64), ("crypto_auth_keygen", 32),
                         ("crypto_auth_hmacsha256_keygen", 32), ("crypto_auth_hmacsha512_keygen", 32),
                         ("crypto_auth_hmacsha512256_keygen", 32)):
        first, second = getattr(b, name)(), getattr(b, name)()
        assert type(first) is bytes and len(first) == length and first != second, name


def test_keygen_follows_set_prng() -> None:
    tweetnacl.set_prng(lambda n: b"\x07" * n)
    try:
        assert b.crypto_kdf_keygen() == b"\x07" * 32
        assert b.crypto_kdf_hkdf_sha512_keygen() == b"\x07" * 64
    finally:
        tweetnacl.set_prng(None)


# -- HKDF -------------------------------------------------------------------------------------------------------

HKDF = {"sha256": (32, 8160), "sha512": (64, 16320)}


def _their_extract(oracle: LibsodiumJS, hash_name: str, salt: bytes, ikm: bytes) -> bytes:
    prk_length = HKDF[hash_name][0]
    ret, (prk,) = oracle.raw(f"crypto_kdf_hkdf_{hash_name}_extract", Out(prk_length), In(salt), len(salt),
                             In(ikm), len(ikm))
    assert ret == 0
    return bytes(prk)


def _their_expand(oracle: LibsodiumJS, hash_name: str, out_len: int, ctx: bytes, prk: bytes) -> bytes | None:
    ret, (out,) = oracle.raw(f"crypto_kdf_hkdf_{hash_name}_expand", Out(out_len), out_len, In(ctx), len(ctx),
                             In(prk))
    return None if ret != 0 else bytes(out)


@pytest.mark.parametrize("hash_name", list(HKDF))
def test_hkdf_matches_libsodium(libsodium_js: LibsodiumJS, hash_name: str) -> None:
    prk_length, max_length = HKDF[hash_name]
    block = prk_length
    for out_len in (0, 1, block - 1, block, block + 1, 3 * block + 5, max_length - 1, max_length):
        salt = RNG.randbytes(RNG.choice([0, 1, 16, block, 2 * block + 1, 200]))
        ikm = RNG.randbytes(RNG.choice([0, 1, 22, 64, 129, 300]))
        ctx = RNG.randbytes(RNG.choice([0, 1, 10, 100]))
        prk = _their_extract(libsodium_js, hash_name, salt, ikm)
        assert getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract")(salt, ikm) == prk
        state = getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_init")(salt)
        for start in range(0, len(ikm) + 1, 37):
            getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_update")(state, ikm[start:start + 37])
        assert getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_final")(state) == prk
        okm = _their_expand(libsodium_js, hash_name, out_len, ctx, prk)
        assert getattr(b, f"crypto_kdf_hkdf_{hash_name}_expand")(out_len, ctx, prk) == okm
        native = getattr(tweetnacl.hkdf, hash_name)
        assert native.expand(prk, ctx, out_len) == okm
        assert native(ikm, salt, ctx, out_len) == okm


@pytest.mark.parametrize("hash_name", list(HKDF))
def test_hkdf_limits_are_libsodiums(libsodium_js: LibsodiumJS, hash_name: str) -> None:
    prk_length, max_length = HKDF[hash_name]
    prk = RNG.randbytes(prk_length)
    assert _their_expand(libsodium_js, hash_name, max_length + 1, b"", prk) is None
    expand = getattr(b, f"crypto_kdf_hkdf_{hash_name}_expand")
    with pytest.raises(ValueError, match="out_len"):
        expand(max_length + 1, b"", prk)
    with pytest.raises(ValueError, match="out_len"):
        expand(-1, b"", prk)
    with pytest.raises(ValueError, match="prk"):
        expand(32, b"", prk[:-1])
    with pytest.raises(TypeError, match="ctx"):
        expand(32, "ctx", prk)
    native = getattr(tweetnacl.hkdf, hash_name)
    assert (native.prk_length, native.max_length) == (prk_length, max_length)
    with pytest.raises(ValueError, match=f"length must be at most {max_length}, got {max_length + 1}"):
        native.expand(prk, b"", max_length + 1)
    with pytest.raises(ValueError, match="length"):
        native(b"ikm", b"", b"", max_length + 1)
    with pytest.raises(ValueError, match=f"prk must be {prk_length} bytes, got 16"):
        native.expand(prk[:16], b"", 1)
    with pytest.raises(TypeError, match="key_material must be bytes-like, not str"):
        native("ikm", b"", b"", 32)
    state = getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_init")(b"")
    getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_final")(state)
    with pytest.raises(ValueError):
        getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_final")(state)
    with pytest.raises(TypeError, match="state"):
        getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract_update")(b.crypto_auth_hmacsha256_init(b""), b"")


def test_hkdf_rfc5869() -> None:
    """RFC 5869 Appendix A.1-A.3 (its SHA-256 cases), as pyca/cryptography keeps them."""
    blocks = (VECTORS / "rfc5869_hkdf_sha256.txt").read_text().split("COUNT = ")[1:]
    assert len(blocks) == 3
    for block in blocks:
        fields = dict(re.findall(r"^(\w+)\s*=[ \t]*(\S*)$", block, re.MULTILINE))
        assert fields["Hash"] == "SHA-256"
        ikm, salt, info = (bytes.fromhex(fields[name]) for name in ("IKM", "salt", "info"))
        prk, okm = bytes.fromhex(fields["PRK"]), bytes.fromhex(fields["OKM"])
        assert b.crypto_kdf_hkdf_sha256_extract(salt, ikm) == prk
        assert b.crypto_kdf_hkdf_sha256_expand(int(fields["L"]), info, prk) == okm
        assert tweetnacl.hkdf.sha256(ikm, salt, info, int(fields["L"])) == okm


@pytest.mark.parametrize("hash_name", list(HKDF))
def test_hkdf_wycheproof(nacl: types.ModuleType, hash_name: str) -> None:
    """Every Wycheproof case: the valid ones give okm, the invalid ones (sizes past 255 blocks) are refused."""
    tests = _wycheproof(f"hkdf_{hash_name}")
    assert len(tests) > 80
    native = getattr(nacl.hkdf, hash_name)
    for case in tests:
        ikm, salt, info = (bytes.fromhex(case[name]) for name in ("ikm", "salt", "info"))
        if case["result"] == "valid":
            assert native(ikm, salt, info, case["size"]).hex() == case["okm"], case["tcId"]
            prk = getattr(b, f"crypto_kdf_hkdf_{hash_name}_extract")(salt, ikm)
            assert getattr(b, f"crypto_kdf_hkdf_{hash_name}_expand")(case["size"], info, prk).hex() == case["okm"]
        else:
            assert case["size"] > native.max_length, case["tcId"]
            with pytest.raises(ValueError):
                native(ikm, salt, info, case["size"])


# -- HMAC -------------------------------------------------------------------------------------------------------

HMACS = {"hmacsha256": 32, "hmacsha512": 64, "hmacsha512256": 32}


def _their_multipart(oracle: LibsodiumJS, kind: str, key: bytes, message: bytes) -> bytes:
    state = oracle.keep(int(oracle.raw(f"crypto_auth_{kind}_statebytes")[0]))
    try:
        assert oracle.raw(f"crypto_auth_{kind}_init", state, In(key), len(key))[0] == 0
        # update takes an unsigned long long length: two i32 halves
        assert oracle.raw(f"crypto_auth_{kind}_update", state, In(message), len(message), 0)[0] == 0
        ret, (tag,) = oracle.raw(f"crypto_auth_{kind}_final", state, Out(HMACS[kind]))
        assert ret == 0
        return bytes(tag)
    finally:
        oracle.free(state)


@pytest.mark.parametrize("kind", list(HMACS))
def test_hmac_matches_libsodium(libsodium_js: LibsodiumJS, kind: str) -> None:
    block = 64 if kind == "hmacsha256" else 128
    for key_length in (0, 1, 31, 32, 33, block - 1, block, block + 1, 2 * block + 3):
        key, message = RNG.randbytes(key_length), RNG.randbytes(RNG.choice([0, 1, 63, 64, 65, 200, 1000]))
        expected = _their_multipart(libsodium_js, kind, key, message)
        state = getattr(b, f"crypto_auth_{kind}_init")(key)
        for start in range(0, len(message), 50):
            getattr(b, f"crypto_auth_{kind}_update")(state, message[start:start + 50])
        assert getattr(b, f"crypto_auth_{kind}_final")(state) == expected
    for _ in range(4):
        key, message = RNG.randbytes(32), RNG.randbytes(RNG.randrange(300))
        tag = libsodium_js.call(f"crypto_auth_{kind}", message, key)
        assert getattr(b, f"crypto_auth_{kind}")(message, key) == tag
        assert getattr(b, f"crypto_auth_{kind}_verify")(tag, message, key) is True
        forged = bytes([tag[0] ^ 1]) + tag[1:]
        assert libsodium_js.call(f"crypto_auth_{kind}_verify", forged, message, key) is False
        with pytest.raises(exc.BadSignatureError):
            getattr(b, f"crypto_auth_{kind}_verify")(forged, message, key)


def test_crypto_auth_matches_libsodium(libsodium_js: LibsodiumJS) -> None:
    for length in (0, 1, 128, 129):
        key, message = RNG.randbytes(32), RNG.randbytes(length)
        tag = libsodium_js.call("crypto_auth", message, key)
        assert b.crypto_auth(message, key) == tag
        assert b.crypto_auth_verify(tag, message, key) is True
        with pytest.raises(exc.BadSignatureError):
            b.crypto_auth_verify(tag[:-1] + bytes([tag[-1] ^ 0x80]), message, key)


@pytest.mark.parametrize("kind", list(HMACS))
def test_hmac_errors(kind: str) -> None:
    one_shot, verify = getattr(b, f"crypto_auth_{kind}"), getattr(b, f"crypto_auth_{kind}_verify")
    with pytest.raises(ValueError, match="k must be 32 bytes, got 33"):
        one_shot(b"m", bytes(33))  # the one-shot forms read a fixed 32-byte key, as libsodium's
    with pytest.raises(ValueError, match="h must be"):
        verify(bytes(HMACS[kind] - 1), b"m", bytes(32))
    with pytest.raises(TypeError, match="in must be bytes-like"):
        one_shot("m", bytes(32))
    with pytest.raises(TypeError, match="key must be bytes-like"):
        getattr(b, f"crypto_auth_{kind}_init")(None)
    state = getattr(b, f"crypto_auth_{kind}_init")(b"k")
    getattr(b, f"crypto_auth_{kind}_final")(state)
    with pytest.raises(ValueError, match="finalized"):
        getattr(b, f"crypto_auth_{kind}_update")(state, b"more")
    with pytest.raises(ValueError, match="finalized"):
        getattr(b, f"crypto_auth_{kind}_final")(state)
    other = "hmacsha512" if kind != "hmacsha512" else "hmacsha256"
    with pytest.raises(TypeError, match="state"):
        getattr(b, f"crypto_auth_{kind}_update")(getattr(b, f"crypto_auth_{other}_init")(b""), b"")


@pytest.mark.parametrize("hash_name", ["sha256", "sha512"])
def test_hmac_wycheproof(hash_name: str) -> None:
    """Every Wycheproof case through the multi-part form (any key length; tags truncated to the group's size)."""
    tests = _wycheproof(f"hmac_{hash_name}")
    assert len(tests) > 150
    init, update, final = (getattr(b, f"crypto_auth_hmac{hash_name}_{step}") for step in ("init", "update", "final"))
    for case in tests:
        state = init(bytes.fromhex(case["key"]))
        update(state, bytes.fromhex(case["msg"]))
        tag = final(state)[: case["tagSize"] // 8]
        assert (tag.hex() == case["tag"]) == (case["result"] == "valid"), case["tcId"]
        if case["tagSize"] == 8 * len(tag) == 8 * HMACS[f"hmac{hash_name}"] and case["keySize"] == 256:
            verify = getattr(b, f"crypto_auth_hmac{hash_name}_verify")
            if case["result"] == "valid":
                assert verify(bytes.fromhex(case["tag"]), bytes.fromhex(case["msg"]), bytes.fromhex(case["key"]))
            else:
                with pytest.raises(exc.BadSignatureError):
                    verify(bytes.fromhex(case["tag"]), bytes.fromhex(case["msg"]), bytes.fromhex(case["key"]))


@pytest.mark.parametrize("bits", [256, 512])
def test_hmac_rfc4231_from_cryptography_vectors(bits: int) -> None:
    """RFC 4231's HMAC-SHA-256/512 cases as pyca's cryptography_vectors publishes them (`HMAC/rfc-4231-sha*.txt`,
    NIST's `Key`/`Msg`/`MD` form; the truncated case 5 is not in that file: the SHA-512 file below has it). Keys
    are 4 to 131 bytes, so through `_init`, the data in one update and split in two."""
    vectors = pytest.importorskip("cryptography_vectors", reason="cryptography_vectors is a test extra")
    with vectors.open_vector_file(f"HMAC/rfc-4231-sha{bits}.txt", "r") as handle:
        text = handle.read()
    cases = [dict(re.findall(r"^(Key|Msg|MD) = (\S+)$", block, re.MULTILINE)) for block in text.split("\n\n")]
    cases = [case for case in cases if "MD" in case]
    assert len(cases) == 6
    init, update, final = (getattr(b, f"crypto_auth_hmacsha{bits}_{step}") for step in ("init", "update", "final"))
    for case in cases:
        key, data, expected = (bytes.fromhex(case[name]) for name in ("Key", "Msg", "MD"))
        for split in (len(data), len(data) // 2):
            state = init(key)
            update(state, data[:split])
            update(state, data[split:])
            assert final(state) == expected, case["MD"]


def test_hmacsha512_rfc4231() -> None:
    """RFC 4231's HMAC-SHA-512 cases (keys of 4 to 131 bytes, so through `_init`); case 5's tag is truncated."""
    text = (VECTORS / "rfc4231_hmac_sha512.txt").read_text()
    cases = [dict(re.findall(r"^(\w+) = (\S+)$", block, re.MULTILINE)) for block in text.split("\n\n")]
    cases = [case for case in cases if "hmac_sha512" in case]
    assert len(cases) == 7
    for case in cases:
        state = b.crypto_auth_hmacsha512_init(bytes.fromhex(case["key"]))
        b.crypto_auth_hmacsha512_update(state, bytes.fromhex(case["data"]))
        expected = bytes.fromhex(case["hmac_sha512"])
        assert b.crypto_auth_hmacsha512_final(state)[: len(expected)] == expected
