"""The sign, pwhash, utils, randombytes and kx names of libsodium 1.0.22 beyond PyNaCl, against libsodium 1.0.22
itself (the `libsodium_js` fixture: wrappers where libsodium.js has them, C exports through `raw` otherwise), and
PyNaCl where it has the function under another name.

Argon2 runs with libsodium's smallest limits only (pure Python Argon2 is slow); scrypt with its smallest too.
"""

from __future__ import annotations

import random

import pytest
from nacl import bindings as sodium  # libsodium through PyNaCl

import tweetnacl
from libsodium_js import In, LibsodiumJS, Out
from tweetnacl.pynacl import bindings as b
from tweetnacl.pynacl import exceptions as exc

RNG = random.Random(0x25_0002)


def _u64(value: int) -> tuple[int, int]:
    """An unsigned long long argument of a raw WebAssembly call: two i32 halves."""
    return value & 0xFFFFFFFF, value >> 32


# Constants whose C definition depends on SIZE_MAX: libsodium.js (32-bit WebAssembly) reports its own platform's
# value; the layer has the 64-bit platforms' (PyNaCl's, from the same definitions).
SIZE_DEPENDENT = {
    "crypto_sign_MESSAGEBYTES_MAX": 2**64 - 65,
    "crypto_sign_ed25519_MESSAGEBYTES_MAX": 2**64 - 65,
    "crypto_sign_edwards25519sha512batch_MESSAGEBYTES_MAX": 2**64 - 65,
    "crypto_pwhash_MEMLIMIT_MAX": 4398046510080,
    "crypto_pwhash_argon2i_MEMLIMIT_MAX": 4398046510080,
    "crypto_pwhash_argon2id_MEMLIMIT_MAX": 4398046510080,
    "crypto_pwhash_BYTES_MAX": 0xFFFFFFFF,
    "crypto_pwhash_argon2i_BYTES_MAX": 0xFFFFFFFF,
    "crypto_pwhash_argon2id_BYTES_MAX": 0xFFFFFFFF,
    "crypto_pwhash_PASSWD_MAX": 0xFFFFFFFF,
    "crypto_pwhash_argon2i_PASSWD_MAX": 0xFFFFFFFF,
    "crypto_pwhash_argon2id_PASSWD_MAX": 0xFFFFFFFF,
    "crypto_pwhash_OPSLIMIT_MAX": 0xFFFFFFFF,
    "crypto_pwhash_argon2i_OPSLIMIT_MAX": 0xFFFFFFFF,
    "crypto_pwhash_argon2id_OPSLIMIT_MAX": 0xFFFFFFFF,
    "crypto_pwhash_scryptsalsa208sha256_BYTES_MAX": 137438953440,
    "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX": 68719476736,
    "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX": 0xFFFFFFFF,
    "crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX": 2**64 - 1,
}


def test_constants_are_libsodiums(libsodium_js: LibsodiumJS) -> None:
    theirs = {name: value for name, value in libsodium_js.constants().items()
              if name.startswith(("crypto_sign_", "crypto_pwhash_", "crypto_kx_"))}
    assert len(theirs) > 60
    for name, value in theirs.items():
        ours = getattr(b, name)
        if isinstance(value, str):
            assert ours in (value, value.encode()), name
        elif name in SIZE_DEPENDENT:
            assert ours == SIZE_DEPENDENT[name], name
            assert (ours - value) % 2**32 == 0 or value in (-1, -(2**31)), name  # wasm32 truncation / its own cap
        else:
            assert ours == value, name
    assert b.crypto_sign_PRIMITIVE == "ed25519"
    assert b.crypto_kx_PRIMITIVE == "x25519blake2b"
    assert b.crypto_pwhash_PRIMITIVE == "argon2id,argon2i"
    assert libsodium_js.raw("randombytes_seedbytes")[0] == b.randombytes_SEEDBYTES


# -- sign -------------------------------------------------------------------------------------------------------


def test_sign_detached_and_aliases_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    for length in (0, 1, 64, 200):
        seed, message = RNG.randbytes(32), RNG.randbytes(length)
        keys = libsodium_js.call("crypto_sign_seed_keypair", seed)
        pk, sk = keys["publicKey"], keys["privateKey"]
        assert b.crypto_sign_ed25519_seed_keypair(seed) == (pk, sk)
        signature = libsodium_js.call("crypto_sign_detached", message, sk)
        assert b.crypto_sign_detached(message, sk) == signature
        assert b.crypto_sign_ed25519_detached(message, sk) == signature
        assert b.crypto_sign_ed25519(message, sk) == signature + message
        assert b.crypto_sign_verify_detached(signature, message, pk) is True
        assert b.crypto_sign_ed25519_verify_detached(signature, message, pk) is True
        assert b.crypto_sign_ed25519_open(signature + message, pk) == message
        forged = signature[:-1] + bytes([signature[-1] ^ 0x01])
        assert libsodium_js.call("crypto_sign_verify_detached", forged, message, pk) is False
        for verify in (b.crypto_sign_verify_detached, b.crypto_sign_ed25519_verify_detached):
            with pytest.raises(exc.BadSignatureError):
                verify(forged, message, pk)
    pk, sk = b.crypto_sign_ed25519_keypair()
    assert libsodium_js.call("crypto_sign_verify_detached", b.crypto_sign_detached(b"m", sk), b"m", pk) is True


def test_multipart_sign_matches_libsodium_and_pynacl(libsodium_js: LibsodiumJS) -> None:
    seed = RNG.randbytes(32)
    pk, sk = sodium.crypto_sign_seed_keypair(seed)
    chunks = [RNG.randbytes(n) for n in (0, 5, 128, 1000)]
    theirs = libsodium_js.call("crypto_sign_init")
    for chunk in chunks:
        libsodium_js.call("crypto_sign_update", theirs, chunk)
    signature = libsodium_js.call("crypto_sign_final_create", theirs, sk)
    for init in (b.crypto_sign_init, b.crypto_sign_ed25519ph_init):
        state = init()
        for chunk in chunks:
            b.crypto_sign_update(state, chunk)
        assert b.crypto_sign_final_create(state, sk) == signature
        assert b.crypto_sign_final_verify(state, signature, pk) is True
        with pytest.raises(exc.BadSignatureError):
            b.crypto_sign_final_verify(state, bytes(64), pk)
        # PyNaCl's own Ed25519ph functions take the state, and libsodium (through PyNaCl) agrees
        theirs_ph = sodium.crypto_sign_ed25519ph_state()
        ours_ph = init()
        for chunk in chunks:
            sodium.crypto_sign_ed25519ph_update(theirs_ph, chunk)
            b.crypto_sign_ed25519ph_update(ours_ph, chunk)
        assert sodium.crypto_sign_ed25519ph_final_create(theirs_ph, sk) == signature
        assert b.crypto_sign_ed25519ph_final_create(ours_ph, sk) == signature


def test_every_signing_entry_point_refuses_a_mismatched_secret_key() -> None:
    _, sk = sodium.crypto_sign_seed_keypair(bytes(range(32)))
    other_pk, _ = sodium.crypto_sign_seed_keypair(bytes(32))
    mismatched = sk[:32] + other_pk
    for sign in (b.crypto_sign_detached, b.crypto_sign_ed25519_detached, b.crypto_sign_ed25519):
        with pytest.raises(ValueError):
            sign(b"m", mismatched)
    state = b.crypto_sign_init()
    with pytest.raises(ValueError):
        b.crypto_sign_final_create(state, mismatched)


def test_sign_errors() -> None:
    pk, sk = sodium.crypto_sign_seed_keypair(bytes(32))
    with pytest.raises(ValueError, match="sk must be 64 bytes, got 63"):
        b.crypto_sign_detached(b"m", sk[:-1])
    with pytest.raises(ValueError, match="sig must be 64 bytes"):
        b.crypto_sign_verify_detached(bytes(63), b"m", pk)
    with pytest.raises(ValueError, match="pk must be 32 bytes"):
        b.crypto_sign_verify_detached(bytes(64), b"m", pk[:-1])
    with pytest.raises(TypeError, match="m must be bytes-like"):
        b.crypto_sign_detached("m", sk)
    with pytest.raises(TypeError):
        b.crypto_sign_update(object(), b"m")


def _their_batch_sign(oracle: LibsodiumJS, message: bytes, sk: bytes) -> bytes:
    ret, (signed, length) = oracle.raw("crypto_sign_edwards25519sha512batch", Out(len(message) + 64), Out(8),
                                       In(message), *_u64(len(message)), In(sk))
    assert ret == 0 and int.from_bytes(length, "little") == len(message) + 64
    return bytes(signed)


def _their_batch_open(oracle: LibsodiumJS, signed: bytes, pk: bytes) -> bytes | None:
    ret, (message, length) = oracle.raw("crypto_sign_edwards25519sha512batch_open", Out(max(len(signed), 1)), Out(8),
                                        In(signed), *_u64(len(signed)), In(pk))
    return None if ret != 0 else bytes(message[: int.from_bytes(length, "little")])


def test_edwards25519sha512batch_matches_libsodium(libsodium_js: LibsodiumJS) -> None:
    for length in (0, 1, 31, 32, 100):
        ret, (their_pk, their_sk) = libsodium_js.raw("crypto_sign_edwards25519sha512batch_keypair", Out(32), Out(64))
        assert ret == 0
        message = RNG.randbytes(length)
        # their key pair: our signature is theirs byte for byte, and each side opens the other's
        signed = _their_batch_sign(libsodium_js, message, their_sk)
        assert b.crypto_sign_edwards25519sha512batch(message, their_sk) == signed
        assert b.crypto_sign_edwards25519sha512batch_open(signed, their_pk) == message
        # our key pair: libsodium opens what we sign, so our public key is the secret key's
        our_pk, our_sk = b.crypto_sign_edwards25519sha512batch_keypair()
        assert len(our_sk) == 64 and our_sk[0] & 7 == 0 and our_sk[31] & 0xC0 == 0x40
        ours = b.crypto_sign_edwards25519sha512batch(message, our_sk)
        assert _their_batch_sign(libsodium_js, message, our_sk) == ours
        assert _their_batch_open(libsodium_js, ours, our_pk) == message
        # forgeries and malformed inputs: refused by both
        position = RNG.randrange(len(signed))
        tampered = signed[:position] + bytes([signed[position] ^ (1 << RNG.randrange(8))]) + signed[position + 1:]
        for candidate, pk in ((tampered, their_pk), (signed, our_pk), (signed[:-1] + b"\xff", their_pk),
                              (signed, bytes(32)), (bytes(32) + signed[32:], their_pk), (signed[:63], their_pk)):
            assert _their_batch_open(libsodium_js, candidate, pk) is None
            with pytest.raises(exc.BadSignatureError):
                b.crypto_sign_edwards25519sha512batch_open(candidate, pk)


def test_edwards25519sha512batch_keypair_follows_set_prng() -> None:
    """The key pair is obsolete.c's from the generator's 32 bytes: SHA-512 of them with the first half clamped,
    and the public key the Ed25519 base-point multiple of that half (libsodium's own noclamp multiplication)."""
    seed = bytes(range(32))
    tweetnacl.set_prng(lambda n: seed[:n])
    try:
        pk, sk = b.crypto_sign_edwards25519sha512batch_keypair()
    finally:
        tweetnacl.set_prng(None)
    digest = bytearray(sodium.crypto_hash_sha512(seed))
    digest[0] &= 248
    digest[31] = (digest[31] & 127) | 64
    assert sk == bytes(digest)
    assert pk == sodium.crypto_scalarmult_ed25519_base_noclamp(sk[:32])


# -- pwhash -----------------------------------------------------------------------------------------------------

ARGON2 = {  # alg: (name, smallest opslimit), with libsodium's smallest memlimit, 8 KiB
    b.crypto_pwhash_ALG_ARGON2I13: ("argon2i", 3),
    b.crypto_pwhash_ALG_ARGON2ID13: ("argon2id", 1),
}
MEMLIMIT = 8192


@pytest.mark.parametrize("alg", list(ARGON2))
def test_pwhash_matches_libsodium(libsodium_js: LibsodiumJS, alg: int) -> None:
    name, opslimit = ARGON2[alg]
    password, salt = RNG.randbytes(12), RNG.randbytes(16)
    expected = libsodium_js.call("crypto_pwhash", 16, password, salt, opslimit, MEMLIMIT, alg)
    assert b.crypto_pwhash(16, password, salt, opslimit, MEMLIMIT, alg) == expected
    assert getattr(b, f"crypto_pwhash_{name}")(16, password, salt, opslimit, MEMLIMIT, alg) == expected
    other = b.crypto_pwhash_ALG_ARGON2ID13 if name == "argon2i" else b.crypto_pwhash_ALG_ARGON2I13
    ret, _ = libsodium_js.raw(f"crypto_pwhash_{name}", Out(16), *_u64(16), In(password), *_u64(len(password)),
                              In(salt), *_u64(opslimit), MEMLIMIT, other)
    assert ret == -1
    with pytest.raises(ValueError):
        getattr(b, f"crypto_pwhash_{name}")(16, password, salt, opslimit, MEMLIMIT, other)


@pytest.mark.parametrize("alg", list(ARGON2))
def test_pwhash_str_verify_and_rehash_match_libsodium(libsodium_js: LibsodiumJS, alg: int) -> None:
    name, opslimit = ARGON2[alg]
    other = "argon2id" if name == "argon2i" else "argon2i"
    password = RNG.randbytes(8)
    ours = getattr(b, f"crypto_pwhash_{name}_str")(password, opslimit, MEMLIMIT)
    assert ours.startswith(getattr(b, f"crypto_pwhash_{name}_STRPREFIX"))

    def theirs_verify(function: str, string: bytes, passwd: bytes) -> bool:
        return libsodium_js.raw(function, In(string + b"\x00"), In(passwd), *_u64(len(passwd)))[0] == 0

    def theirs_rehash(function: str, string: bytes, ops: int, mem: int) -> int:
        return int(libsodium_js.raw(function, In(string + b"\x00"), *_u64(ops), mem)[0])

    assert theirs_verify(f"crypto_pwhash_{name}_str_verify", ours, password)
    assert not theirs_verify(f"crypto_pwhash_{other}_str_verify", ours, password)
    assert getattr(b, f"crypto_pwhash_{name}_str_verify")(ours, password) is True
    with pytest.raises(exc.InvalidkeyError):
        getattr(b, f"crypto_pwhash_{name}_str_verify")(ours, password + b"!")
    with pytest.raises(exc.InvalidkeyError):  # the other type's verify refuses the string, as libsodium's
        getattr(b, f"crypto_pwhash_{other}_str_verify")(ours, password)
    for ops, mem in ((opslimit, MEMLIMIT), (opslimit + 1, MEMLIMIT), (opslimit, 2 * MEMLIMIT), (opslimit, 9000)):
        for function in (f"crypto_pwhash_{name}_str_needs_rehash", "crypto_pwhash_str_needs_rehash"):
            assert getattr(b, function)(ours, ops, mem) is bool(theirs_rehash(function, ours, ops, mem)), function
        assert theirs_rehash(f"crypto_pwhash_{other}_str_needs_rehash", ours, ops, mem) == -1
        with pytest.raises(ValueError):
            getattr(b, f"crypto_pwhash_{other}_str_needs_rehash")(ours, ops, mem)
    assert theirs_rehash("crypto_pwhash_str_needs_rehash", b"$argon2id$v=19$m=8,t=1,p=1$", 1, MEMLIMIT) == -1
    with pytest.raises(ValueError):
        b.crypto_pwhash_str_needs_rehash(b"$argon2id$v=19$m=8,t=1,p=1$", 1, MEMLIMIT)


def test_pwhash_str_is_argon2id_and_libsodium_verifies_it(libsodium_js: LibsodiumJS) -> None:
    ours = b.crypto_pwhash_str(b"secret", 1, MEMLIMIT)
    assert ours.startswith(b"$argon2id$v=19$m=8,t=1,p=1$")
    assert libsodium_js.call("crypto_pwhash_str_verify", ours.decode(), b"secret") is True
    theirs = libsodium_js.call("crypto_pwhash_str", b"secret", 1, MEMLIMIT)
    assert b.crypto_pwhash_str_verify(theirs.encode(), b"secret") is True


def test_scrypt_matches_libsodium(libsodium_js: LibsodiumJS) -> None:
    opslimit, memlimit = b.crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN, b.crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN
    password, salt = RNG.randbytes(10), RNG.randbytes(32)
    expected = libsodium_js.call("crypto_pwhash_scryptsalsa208sha256", 16, password, salt, opslimit, memlimit)
    assert b.crypto_pwhash_scryptsalsa208sha256(16, password, salt, opslimit, memlimit) == expected
    with pytest.raises(ValueError, match="outlen"):
        b.crypto_pwhash_scryptsalsa208sha256(15, password, salt, opslimit, memlimit)
    with pytest.raises(ValueError, match="salt"):
        b.crypto_pwhash_scryptsalsa208sha256(16, password, salt[:-1], opslimit, memlimit)
    string = b.crypto_pwhash_scryptsalsa208sha256_str(password, opslimit, memlimit)
    for ops, mem in ((opslimit, memlimit), (4 * opslimit, memlimit), (opslimit, 4 * memlimit)):
        theirs = libsodium_js.raw("crypto_pwhash_scryptsalsa208sha256_str_needs_rehash", In(string + b"\x00"),
                                  *_u64(ops), mem)[0]
        assert b.crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(string, ops, mem) is bool(theirs)
    with pytest.raises(ValueError):
        b.crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(string[:-1], opslimit, memlimit)


# -- utils ------------------------------------------------------------------------------------------------------


def _edge_pairs(length: int) -> list[tuple[bytes, bytes]]:
    a = RNG.randbytes(length)
    pairs = [(a, a), (bytes(length), bytes(length)), (b"\xff" * length, bytes(length)),
             (bytes(length), b"\xff" * length)]
    if length:
        pairs += [(a, a[:-1] + bytes([a[-1] ^ 0x80])), (a, bytes([a[0] ^ 1]) + a[1:]),
                  (RNG.randbytes(length), RNG.randbytes(length))]
    return pairs


def test_sodium_compare_is_zero_sub_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    """compare and is_zero: libsodium.js's ports of them (its WebAssembly does not export the C functions). sub:
    libsodium's C through PyNaCl, as a - b = (a + ~b) + 1 (its sodium_add and sodium_increment)."""
    for length in (0, 1, 2, 3, 4, 12, 16, 24, 32, 33, 64):
        for x, y in _edge_pairs(length):
            assert b.sodium_compare(x, y) == libsodium_js.call("compare", x, y), (x.hex(), y.hex())
            assert b.sodium_is_zero(x) is libsodium_js.call("is_zero", x)
            complement = bytes(0xFF ^ byte for byte in y)
            assert b.sodium_sub(x, y) == sodium.sodium_increment(sodium.sodium_add(x, complement))
    with pytest.raises(ValueError):
        b.sodium_compare(b"\x00", b"\x00\x00")
    with pytest.raises(ValueError):
        b.sodium_sub(b"\x00", b"")
    with pytest.raises(TypeError, match="n must be bytes-like"):
        b.sodium_is_zero("0")


# -- randombytes ------------------------------------------------------------------------------------------------


def test_randombytes_follow_set_prng() -> None:
    draws = iter([b"\x01\x02\x03\x04", (5).to_bytes(4, "little"), (2**31 + 10).to_bytes(4, "little")])
    tweetnacl.set_prng(lambda n: b"\x09" * n if n != 4 else next(draws))
    try:
        assert b.randombytes_buf(5) == b"\x09" * 5
        assert b.randombytes_random() == 0x04030201
        # libsodium's randombytes_uniform for 2^31 + 1 refuses draws below 2^32 mod (2^31 + 1) = 2^31 - 1:
        # 5 is drawn again, 2^31 + 10 gives (2^31 + 10) mod (2^31 + 1) = 9
        assert b.randombytes_uniform(2**31 + 1) == 9
    finally:
        tweetnacl.set_prng(None)


def test_randombytes_uniform_range_and_errors() -> None:
    assert b.randombytes_uniform(0) == 0 and b.randombytes_uniform(1) == 0
    seen = {b.randombytes_uniform(3) for _ in range(200)}
    assert seen == {0, 1, 2}
    assert 0 <= b.randombytes_uniform(2**32 - 1) < 2**32 - 1
    assert 0 <= b.randombytes_random() < 2**32
    with pytest.raises((ValueError, TypeError)):
        b.randombytes_uniform(2**32)
    with pytest.raises(ValueError):
        b.randombytes_uniform(-1)
    with pytest.raises(TypeError):
        b.randombytes_uniform(3.0)
    assert type(b.randombytes_buf(3)) is bytes and len(b.randombytes_buf(0)) == 0


def test_kx_constants_are_pynacls_under_libsodiums_names() -> None:
    assert (b.crypto_kx_PUBLICKEYBYTES, b.crypto_kx_SECRETKEYBYTES, b.crypto_kx_SEEDBYTES,
            b.crypto_kx_SESSIONKEYBYTES) == (sodium.crypto_kx_PUBLIC_KEY_BYTES, sodium.crypto_kx_SECRET_KEY_BYTES,
                                             sodium.crypto_kx_SEED_BYTES, sodium.crypto_kx_SESSION_KEY_BYTES)
