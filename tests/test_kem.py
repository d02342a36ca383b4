"""ML-KEM-768 and X-Wing against libsodium 1.0.22 itself (npm's libsodium-wrappers-sumo@0.8.4 under node, its C
exports through `libsodium_js.raw`), both implementations through the `nacl` fixture, and the fast one against the
reference.

libsodium's outcome is the expected value everywhere: key generation and deterministic encapsulation byte for
byte on random seeds; randomised encapsulations crossed both ways; corrupted ciphertexts give libsodium's rejection
key; malformed keys (coefficients >= q, low-order X25519 parts, random secret keys) get libsodium's outcome.
"""

from __future__ import annotations

import random
import types

import pytest

from libsodium_js import In, LibsodiumJS, Out

import tweetnacl
import tweetnacl.fast
import tweetnacl.fast.core
import tweetnacl.reference
import tweetnacl.reference.core
from tweetnacl.pynacl import bindings
from tweetnacl.pynacl import exceptions as exc

MLKEM_PK, MLKEM_SK, MLKEM_CT = 1184, 2400, 1088
XWING_PK, XWING_SK, XWING_CT = 1216, 32, 1120

# RFC 7748's X25519 is zero on these u-coordinates (points of order 1, 2, 4 or 8, and their non-canonical forms):
# libsodium refuses each, in encapsulation (as a public key) and in decapsulation (as a ciphertext).
LOW_ORDER_U = [
    bytes(32),
    (1).to_bytes(32, "little"),
    bytes.fromhex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),
    (2**255 - 19 - 1).to_bytes(32, "little"),
    (2**255 - 19).to_bytes(32, "little"),
]


def rng_for(*labels: object) -> random.Random:
    return random.Random("|".join(str(label) for label in labels))


def random_bytes(rng: random.Random, n: int) -> bytes:
    return rng.randbytes(n)


def sodium_mlkem_keypair(oracle: LibsodiumJS, seed: bytes) -> tuple[bytes, bytes]:
    ret, (pk, sk) = oracle.raw("crypto_kem_mlkem768_seed_keypair", Out(MLKEM_PK), Out(MLKEM_SK), In(seed))
    assert ret == 0
    return pk, sk


def sodium_mlkem_enc(oracle: LibsodiumJS, pk: bytes, seed: bytes) -> tuple[int, bytes, bytes]:
    ret, (ct, ss) = oracle.raw("crypto_kem_mlkem768_enc_deterministic", Out(MLKEM_CT), Out(32), In(pk), In(seed))
    return ret, ct, ss


def sodium_mlkem_dec(oracle: LibsodiumJS, ct: bytes, sk: bytes) -> bytes:
    ret, (ss,) = oracle.raw("crypto_kem_mlkem768_dec", Out(32), In(ct), In(sk))
    assert ret == 0
    return ss


def sodium_xwing_keypair(oracle: LibsodiumJS, seed: bytes) -> tuple[bytes, bytes]:
    ret, (pk, sk) = oracle.raw("crypto_kem_xwing_seed_keypair", Out(XWING_PK), Out(XWING_SK), In(seed))
    assert ret == 0
    return pk, sk


def sodium_xwing_enc(oracle: LibsodiumJS, pk: bytes, seed: bytes) -> tuple[int, bytes, bytes]:
    ret, (ct, ss) = oracle.raw("crypto_kem_xwing_enc_deterministic", Out(XWING_CT), Out(32), In(pk), In(seed))
    return ret, ct, ss


def sodium_xwing_dec(oracle: LibsodiumJS, ct: bytes, sk: bytes) -> tuple[int, bytes]:
    ret, (ss,) = oracle.raw("crypto_kem_xwing_dec", Out(32), In(ct), In(sk))
    return ret, ss


def cases(is_reference: bool, reference: int, fast: int) -> int:
    return reference if is_reference else fast


# -- ML-KEM-768 ------------------------------------------------------------------------------------


def test_mlkem768_keypair_encapsulation_and_decapsulation_match_libsodium(
    nacl: types.ModuleType, is_reference: bool, libsodium_js: LibsodiumJS
) -> None:
    rng = rng_for("mlkem768", nacl.__name__)
    for _ in range(cases(is_reference, 1, 4)):
        seed = random_bytes(rng, 64)
        pk, sk = sodium_mlkem_keypair(libsodium_js, seed)
        assert tuple(nacl.kem.mlkem768.keypair.from_seed(seed)) == (pk, sk)
        m = random_bytes(rng, 32)
        ret, ct, ss = sodium_mlkem_enc(libsodium_js, pk, m)
        assert ret == 0
        assert nacl.kem.mlkem768.encapsulate.from_seed(pk, m) == (ct, ss)
        assert nacl.kem.mlkem768.decapsulate(ct, sk) == ss


def test_mlkem768_randomised_outputs_cross_both_ways(nacl: types.ModuleType, libsodium_js: LibsodiumJS) -> None:
    pk, sk = nacl.kem.mlkem768.keypair()
    ct, ss = nacl.kem.mlkem768.encapsulate(pk)
    assert sodium_mlkem_dec(libsodium_js, ct, sk) == ss
    ret, (pk2, sk2) = libsodium_js.raw("crypto_kem_mlkem768_keypair", Out(MLKEM_PK), Out(MLKEM_SK))
    assert ret == 0
    ret, (ct2, ss2) = libsodium_js.raw("crypto_kem_mlkem768_enc", Out(MLKEM_CT), Out(32), In(pk2))
    assert ret == 0
    assert nacl.kem.mlkem768.decapsulate(ct2, sk2) == ss2


def corrupted(ct: bytes, position: int, flip: int) -> bytes:
    altered = bytearray(ct)
    altered[position] ^= flip
    return bytes(altered)


def check_corruptions(nacl: types.ModuleType, oracle: LibsodiumJS, positions: list[int], rng: random.Random) -> None:
    pk, sk = sodium_mlkem_keypair(oracle, random_bytes(rng, 64))
    _, ct, ss = sodium_mlkem_enc(oracle, pk, random_bytes(rng, 32))
    for position in positions:
        altered = corrupted(ct, position, rng.randrange(1, 256))
        rejection_key = sodium_mlkem_dec(oracle, altered, sk)
        assert rejection_key != ss
        assert nacl.kem.mlkem768.decapsulate(altered, sk) == rejection_key, position


def test_mlkem768_corrupted_ciphertexts_give_libsodiums_rejection_key(
    nacl: types.ModuleType, is_reference: bool, libsodium_js: LibsodiumJS
) -> None:
    rng = rng_for("corrupt", nacl.__name__)
    # the first and last byte of each compressed polynomial of u (320 bytes each) and of v (128 bytes)
    boundaries = [0, 319, 320, 639, 640, 959, 960, 1087]
    sampled = boundaries if not is_reference else [0, 1087]
    check_corruptions(nacl, libsodium_js, sampled + ([] if is_reference else rng.sample(range(MLKEM_CT), 8)), rng)


@pytest.mark.slow
def test_mlkem768_every_single_byte_corruption(libsodium_js: LibsodiumJS) -> None:
    check_corruptions(tweetnacl.fast, libsodium_js, list(range(MLKEM_CT)), rng_for("every corruption"))


def test_mlkem768_public_key_failing_the_modulus_check_is_refused_as_libsodium(
    nacl: types.ModuleType, libsodium_js: LibsodiumJS
) -> None:
    rng = rng_for("modulus", nacl.__name__)
    pk, _ = sodium_mlkem_keypair(libsodium_js, random_bytes(rng, 64))
    for index, value in [(0, 3329), (255, 4095), (767, 4000)]:  # coefficient index in t_hat, value >= q
        bad = bytearray(pk)
        bit = 12 * index
        number = int.from_bytes(bad[: 3 * 384], "little")
        number &= ~(0xFFF << bit)
        number |= value << bit
        bad[: 3 * 384] = number.to_bytes(3 * 384, "little")
        ret, _, _ = sodium_mlkem_enc(libsodium_js, bytes(bad), bytes(32))
        assert ret == -1
        with pytest.raises(ValueError, match="public_key"):
            nacl.kem.mlkem768.encapsulate(bytes(bad))
        with pytest.raises(ValueError, match="public_key"):
            nacl.kem.encapsulate(bytes(bad) + bytes([9]) + bytes(31))  # X25519's base point: the ML-KEM part fails
    # the largest canonical coefficient (q - 1) is accepted by both
    ok = bytearray(pk)
    ok[0] = (3328 & 0xFF)
    ok[1] = (ok[1] & 0xF0) | (3328 >> 8)
    ret, ct, ss = sodium_mlkem_enc(libsodium_js, bytes(ok), bytes(32))
    assert ret == 0
    assert nacl.kem.mlkem768.encapsulate.from_seed(bytes(ok), bytes(32)) == (ct, ss)


def test_mlkem768_malformed_secret_keys_decapsulate_as_libsodium(
    nacl: types.ModuleType, is_reference: bool, libsodium_js: LibsodiumJS
) -> None:
    """libsodium makes none of FIPS 203's section 7.3 checks: a random 2400-byte key (coefficients >= q, a wrong
    H(ek)) decapsulates to whatever libsodium's arithmetic gives, and so must ours."""
    rng = rng_for("malformed sk", nacl.__name__)
    pk, sk = sodium_mlkem_keypair(libsodium_js, random_bytes(rng, 64))
    _, ct, _ = sodium_mlkem_enc(libsodium_js, pk, random_bytes(rng, 32))
    keys = [random_bytes(rng, MLKEM_SK), bytes([0xFF]) * MLKEM_SK]
    wrong_hash = bytearray(sk)
    wrong_hash[2 * 1152 + 32] ^= 1  # H(ek) altered
    keys.append(bytes(wrong_hash))
    for key in keys[: 1 if is_reference else None]:
        assert nacl.kem.mlkem768.decapsulate(ct, key) == sodium_mlkem_dec(libsodium_js, ct, key)


def test_fast_matches_reference_on_random_seeds() -> None:
    rng = rng_for("fast vs reference")
    seed = random_bytes(rng, 64)
    keys = tweetnacl.fast.kem.mlkem768.keypair.from_seed(seed)
    assert keys == tweetnacl.reference.kem.mlkem768.keypair.from_seed(seed)
    m = random_bytes(rng, 32)
    ct, ss = tweetnacl.fast.kem.mlkem768.encapsulate.from_seed(keys.public_key, m)
    assert (ct, ss) == tweetnacl.reference.kem.mlkem768.encapsulate.from_seed(keys.public_key, m)
    for candidate in (ct, corrupted(ct, rng.randrange(MLKEM_CT), 1)):
        assert tweetnacl.fast.kem.mlkem768.decapsulate(candidate, keys.secret_key) == (
            tweetnacl.reference.kem.mlkem768.decapsulate(candidate, keys.secret_key)
        )


def test_dec_from_seed_matches_keygen_then_dec_in_both_cores() -> None:
    """`crypto_kem_mlkem768_dec_from_seed` (X-Wing's decapsulation: its secret key is a seed) against key generation
    then decapsulation, the core's own and the reference's, on random seeds with a valid ciphertext and ones with a
    flipped bit in u and in v (the implicit-rejection path)."""
    rng = rng_for("dec_from_seed")
    for core, seeds in ((tweetnacl.fast.core, 3), (tweetnacl.reference.core, 1)):
        for _ in range(seeds):
            seed = random_bytes(rng, 64)
            pk, sk = core.crypto_kem_mlkem768_seed_keypair(seed)
            encapsulated = core.crypto_kem_mlkem768_enc_deterministic(pk, random_bytes(rng, 32))
            assert encapsulated is not None
            ct, ss = encapsulated
            in_u = corrupted(ct, rng.randrange(960), 1 << rng.randrange(8))
            in_v = corrupted(ct, rng.randrange(960, MLKEM_CT), 1 << rng.randrange(8))
            for candidate, valid in ((ct, True), (in_u, False), (in_v, False)):
                expected = tweetnacl.reference.core.crypto_kem_mlkem768_dec(candidate, sk)
                assert (expected == ss) is valid
                assert core.crypto_kem_mlkem768_dec(candidate, sk) == expected
                assert core.crypto_kem_mlkem768_dec_from_seed(candidate, seed) == expected


# -- X-Wing ----------------------------------------------------------------------------------------


def test_xwing_matches_libsodium(nacl: types.ModuleType, is_reference: bool, libsodium_js: LibsodiumJS) -> None:
    rng = rng_for("xwing", nacl.__name__)
    for _ in range(cases(is_reference, 1, 3)):
        seed = random_bytes(rng, 32)
        pk, sk = sodium_xwing_keypair(libsodium_js, seed)
        assert tuple(nacl.kem.keypair.from_seed(seed)) == (pk, sk)
        if is_reference:  # the X-Wing construction is one code for both cores; the reference's X25519 is slow
            continue
        randomness = random_bytes(rng, 64)
        ret, ct, ss = sodium_xwing_enc(libsodium_js, pk, randomness)
        assert ret == 0
        assert nacl.kem.encapsulate.from_seed(pk, randomness) == (ct, ss)
        assert nacl.kem.decapsulate(ct, sk) == ss
        altered = corrupted(ct, rng.randrange(MLKEM_CT), 1)  # in the ML-KEM part: implicit rejection
        assert nacl.kem.decapsulate(altered, sk) == sodium_xwing_dec(libsodium_js, altered, sk)[1]


def test_xwing_randomised_outputs_cross_both_ways(fast_nacl: types.ModuleType, libsodium_js: LibsodiumJS) -> None:
    nacl = fast_nacl  # the X-Wing construction is one code for both cores; the reference's X25519 is slow
    pk, sk = nacl.kem.keypair()
    ct, ss = nacl.kem.encapsulate(pk)
    assert sodium_xwing_dec(libsodium_js, ct, sk) == (0, ss)
    ret, (pk2, sk2) = libsodium_js.raw("crypto_kem_keypair", Out(XWING_PK), Out(XWING_SK))
    assert ret == 0
    ret, (ct2, ss2) = libsodium_js.raw("crypto_kem_enc", Out(XWING_CT), Out(32), In(pk2))
    assert ret == 0
    assert nacl.kem.decapsulate(ct2, sk2) == ss2


def test_xwing_low_order_x25519_parts_fail_as_libsodium(
    nacl: types.ModuleType, is_reference: bool, libsodium_js: LibsodiumJS
) -> None:
    rng = rng_for("xwing low order", nacl.__name__)
    pk, sk = sodium_xwing_keypair(libsodium_js, random_bytes(rng, 32))
    _, ct, _ = sodium_xwing_enc(libsodium_js, pk, random_bytes(rng, 64))
    for u in LOW_ORDER_U[: 1 if is_reference else None]:
        for top_bit in (0x80,) if is_reference else (0, 0x80):
            point = u[:31] + bytes((u[31] | top_bit,))
            ret, _, _ = sodium_xwing_enc(libsodium_js, pk[:MLKEM_PK] + point, bytes(64))
            assert ret == -1
            if not is_reference:  # one X25519 path of the reference is enough (decapsulation, below)
                with pytest.raises(ValueError, match="public_key"):
                    nacl.kem.encapsulate(pk[:MLKEM_PK] + point)
            ret, _ = sodium_xwing_dec(libsodium_js, ct[:MLKEM_CT] + point, sk)
            assert ret == -1
            assert nacl.kem.decapsulate(ct[:MLKEM_CT] + point, sk) is None


# -- the PyNaCl layer's bindings -------------------------------------------------------------------


def test_bindings_constants_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    constants = {name: value for name, value in libsodium_js.constants().items() if name.startswith("crypto_kem_")}
    assert len(constants) == 16
    for name, value in constants.items():
        assert getattr(bindings, name) == value, name


def test_bindings_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    rng = rng_for("bindings")
    seed = random_bytes(rng, 64)
    pk, sk = bindings.crypto_kem_mlkem768_seed_keypair(seed)
    assert (pk, sk) == sodium_mlkem_keypair(libsodium_js, seed)
    ct, ss = bindings.crypto_kem_mlkem768_enc_deterministic(pk, seed[:32])
    assert (0, ct, ss) == sodium_mlkem_enc(libsodium_js, pk, seed[:32])
    assert bindings.crypto_kem_mlkem768_dec(ct, sk) == ss
    ct, ss = bindings.crypto_kem_mlkem768_enc(pk)
    assert sodium_mlkem_dec(libsodium_js, ct, sk) == ss
    assert len(bindings.crypto_kem_mlkem768_keypair()[1]) == MLKEM_SK
    for keypair, seed_keypair, enc, enc_deterministic, dec in [
        (bindings.crypto_kem_xwing_keypair, bindings.crypto_kem_xwing_seed_keypair, bindings.crypto_kem_xwing_enc,
         bindings.crypto_kem_xwing_enc_deterministic, bindings.crypto_kem_xwing_dec),
        (bindings.crypto_kem_keypair, bindings.crypto_kem_seed_keypair, bindings.crypto_kem_enc,
         bindings.crypto_kem_xwing_enc_deterministic, bindings.crypto_kem_dec),
    ]:
        xpk, xsk = seed_keypair(seed[:32])
        assert (xpk, xsk) == sodium_xwing_keypair(libsodium_js, seed[:32])
        xct, xss = enc_deterministic(xpk, seed)
        assert (0, xct, xss) == sodium_xwing_enc(libsodium_js, xpk, seed)
        assert dec(xct, xsk) == xss
        xct, xss = enc(xpk)
        assert sodium_xwing_dec(libsodium_js, xct, xsk) == (0, xss)
        assert len(keypair()[0]) == XWING_PK


def test_bindings_errors() -> None:
    pk, sk = bindings.crypto_kem_keypair()
    with pytest.raises(TypeError):
        bindings.crypto_kem_enc(bytearray(pk))
    with pytest.raises(ValueError):
        bindings.crypto_kem_enc(pk[:-1])
    with pytest.raises(ValueError):
        bindings.crypto_kem_mlkem768_seed_keypair(bytes(32))
    with pytest.raises(exc.CryptoError) as failure:
        bindings.crypto_kem_enc(pk[:MLKEM_PK] + bytes(32))
    assert not isinstance(failure.value, (ValueError, TypeError))
    ct, _ = bindings.crypto_kem_enc(pk)
    with pytest.raises(exc.CryptoError):
        bindings.crypto_kem_dec(ct[:MLKEM_CT] + bytes(32), sk)
    with pytest.raises(exc.CryptoError):
        bindings.crypto_kem_mlkem768_enc(b"\xff" * MLKEM_PK)


# -- the native API's argument checks --------------------------------------------------------------


def test_native_api_shape_and_argument_errors() -> None:
    kem = tweetnacl.kem
    assert (kem.public_key_length, kem.secret_key_length, kem.ciphertext_length, kem.shared_secret_length) == (
        1216, 32, 1120, 32
    )
    m = kem.mlkem768
    assert (m.public_key_length, m.secret_key_length, m.ciphertext_length, m.shared_secret_length) == (
        1184, 2400, 1088, 32
    )
    assert (kem.seed_length, m.seed_length) == (32, 64)
    with pytest.raises(TypeError, match="seed"):
        kem.keypair.from_seed("x" * 32)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seed must be 64 bytes"):
        m.keypair.from_seed(bytes(32))
    with pytest.raises(ValueError, match="ciphertext must be 1120 bytes"):
        kem.decapsulate(bytes(1119), bytes(32))
    with pytest.raises(ValueError, match="secret_key must be 2400 bytes"):
        m.decapsulate(bytes(1088), bytes(32))
    with pytest.raises(ValueError, match="public_key must be 1184 bytes"):
        m.encapsulate(bytes(1216))


# -- the fast implementation's shape invariants (tweetnacl.fast.mlkem.mlkem768's docstring) ----------------------


def test_fast_secret_coefficients_stay_biased_and_of_one_size() -> None:
    """Every secret coefficient the fast code holds is BIAS + (a small value): 30 bits, never a cached small int,
    never zero, whatever the secret bytes (all zeros, all ones, random)."""
    from tweetnacl.fast.mlkem import mlkem768 as fast_mlkem
    from tweetnacl.reference import mlkem as reference_mlkem

    rng = rng_for("shapes")
    for data in (bytes(128), b"\xff" * 128, rng.randbytes(128)):
        noise = fast_mlkem.sample_cbd2(data)
        assert all(fast_mlkem.BIAS - 2 <= x <= fast_mlkem.BIAS + 2 and x.bit_length() == 30 for x in noise)
        assert [(x - fast_mlkem.BIAS) % 3329 for x in noise] == reference_mlkem.SamplePolyCBD(2, data)
        transformed = fast_mlkem.ntt_secret([noise])[0]
        assert all(fast_mlkem.BIAS <= x < fast_mlkem.BIAS + 3329 for x in transformed)
        assert [x - fast_mlkem.BIAS for x in transformed] == reference_mlkem.NTT(reference_mlkem.SamplePolyCBD(2, data))
    for data in (bytes(384), b"\xff" * 384, rng.randbytes(384)):
        decoded = fast_mlkem.decode12_secret(data)
        assert all(x.bit_length() == 30 for x in decoded)
        assert [(x - fast_mlkem.BIAS) % 3329 for x in decoded] == reference_mlkem.ByteDecode(12, data)


def test_fast_machine_word_functions_match_the_reference() -> None:
    """PyPy's machine-word functions (the fast module's last section, bound there in place of the big-int ones)
    against FIPS 203's algorithms as the reference writes them, on whichever interpreter runs the tests (CPython's
    runs check them too), at the extremes and on random data."""
    from tweetnacl.fast.mlkem import mlkem768 as fast_mlkem
    from tweetnacl.fast.mlkem import words as mlkem_words
    from tweetnacl.reference import mlkem as reference_mlkem

    rng = rng_for("machine words")
    q, bias = 3329, fast_mlkem.BIAS
    for plain in ([0] * 256, [q - 1] * 256, [rng.randrange(q) for _ in range(256)]):
        biased = [bias + x for x in plain]
        transformed = reference_mlkem.NTT(plain)
        assert mlkem_words.ntt_words(biased, bias) == [bias + x for x in transformed]
        assert mlkem_words.ntt_words(plain, 0) == transformed
        inverse = reference_mlkem.NTTInverse(plain)
        addend = [bias + rng.randrange(-q, 2 * q) for _ in range(256)]
        assert mlkem_words.ntt_inverse_words(biased, None) == [bias + x for x in inverse]
        assert mlkem_words.ntt_inverse_words(biased, addend) == [bias + (x + y) % q for x, y in zip(inverse, addend)]
        assert mlkem_words.encode12_secret_words(biased) == reference_mlkem.ByteEncode(12, plain)
        for d in (10, 4):
            packed = reference_mlkem.ByteEncode(d, [reference_mlkem.Compress(d, x) for x in plain])
            assert mlkem_words.compress_pack_words(biased, d) == packed
            decoded = reference_mlkem.ByteDecode(d, packed)
            assert mlkem_words.decompress_words_vartime(packed, d) == [reference_mlkem.Decompress(d, y) for y in decoded]
        message = reference_mlkem.ByteEncode(1, [reference_mlkem.Compress(1, x) for x in plain])
        assert mlkem_words.poly_to_message_words(biased) == message
    for data in (bytes(384), b"\xff" * 384, rng.randbytes(384)):
        assert [(x - bias) % q for x in mlkem_words.decode12_secret_words(data)] == reference_mlkem.ByteDecode(12, data)
    for seed in (bytes(32), b"\xff" * 32, rng.randbytes(32)):
        for nonce in (0, 255):
            noise = mlkem_words.prf_cbd2_words(seed, nonce)
            assert all(bias - 2 <= x <= bias + 2 for x in noise)
            expected = reference_mlkem.SamplePolyCBD(2, reference_mlkem.PRF(2, seed, nonce))
            assert [(x - bias) % q for x in noise] == expected
    for rho in (bytes(32) + bytes((0, 13)), rng.randbytes(34)):  # the first needs a fourth SHAKE128 block
        assert mlkem_words.sample_ntt_words(rho) == reference_mlkem.SampleNTT(rho)


def test_fast_guarded_encodings_match_the_reference() -> None:
    """The guarded big-int encodings give FIPS 203's bytes at the extremes (every value 0, every value q - 1)."""
    from tweetnacl.fast.mlkem import mlkem768 as fast_mlkem
    from tweetnacl.reference import mlkem as reference_mlkem

    rng = rng_for("encodings")
    for plain in ([0] * 256, [3328] * 256, [rng.randrange(3329) for _ in range(256)]):
        biased = [fast_mlkem.BIAS + x for x in plain]
        assert fast_mlkem.encode12_secret(biased) == reference_mlkem.ByteEncode(12, plain)
        for d in (10, 4):
            expected = reference_mlkem.ByteEncode(d, [reference_mlkem.Compress(d, x) for x in plain])
            assert fast_mlkem.compress_pack(biased, d) == expected
        message = reference_mlkem.ByteEncode(1, [reference_mlkem.Compress(1, x) for x in plain])
        assert fast_mlkem.poly_to_message(biased) == message


def test_fast_public_decodings_match_the_reference() -> None:
    """The whole-int decodings of public bytes (CPython's; PyPy's loops) and the encoding of public coefficients
    against FIPS 203's algorithms as the reference writes them: ByteDecode_12 and ByteEncode_12, Decompress_d(ByteDecode_d), SampleNTT's rejection sampling (including a
    seed that needs a fourth SHAKE128 block: rho = 0^32, j = 0, i = 13, found by counting) and the modulus check, at the
    extremes (all bytes 0, all 0xff) and on random bytes."""
    from tweetnacl.fast.mlkem import mlkem768 as fast_mlkem
    from tweetnacl.reference import mlkem as reference_mlkem

    rng = rng_for("public decodings")
    for fill in (b"\x00", b"\xff", None):
        data = rng.randbytes(1184) if fill is None else fill * 1184
        assert fast_mlkem.decode12_vartime(data[:384]) == reference_mlkem.ByteDecode(12, data[:384])
        plain = reference_mlkem.ByteDecode(12, data[:384])
        assert fast_mlkem.encode12_vartime(plain) == reference_mlkem.ByteEncode(12, plain)
        for d in (10, 4):
            expected = [reference_mlkem.Decompress(d, x) for x in reference_mlkem.ByteDecode(d, data[: 32 * d])]
            assert fast_mlkem.decompress_vartime(data[: 32 * d], d) == expected
        assert fast_mlkem.encapsulation_key_is_valid_vartime(data) is reference_mlkem.encapsulation_key_is_valid(data)
    key = bytes(1184)
    for position in (0, 1, 1149, 1150):  # a 12-bit value of q, first and last, in either half of a 3-byte group
        bad = int.from_bytes(key[:1152], "little") | 3329 << (12 * (2 * (position // 3) + (position % 3 > 0)))
        assert not fast_mlkem.encapsulation_key_is_valid_vartime(bad.to_bytes(1152, "little") + key[1152:])
    for seed in (bytes(34), b"\xff" * 34, rng.randbytes(34), bytes(32) + bytes((0, 13))):
        assert fast_mlkem.sample_ntt_vartime(seed) == reference_mlkem.SampleNTT(seed)


def test_fast_ntts_match_the_reference() -> None:
    """The packed NTTs (CPython's) and the per-coefficient ones (PyPy's) against FIPS 203's Algorithms 9 and 10 as
    the reference writes them, for every number of polynomials the fast code transforms at once, at the extremes
    (every coefficient 0, every one q - 1, noise all -2 or all 2) and on random ones; the inverse with its addends."""
    from tweetnacl.fast.mlkem import mlkem768 as fast_mlkem
    from tweetnacl.reference import mlkem as reference_mlkem

    q, bias = 3329, fast_mlkem.BIAS
    rng = rng_for("ntts")
    extremes = [[0] * 256, [q - 1] * 256, [q - 2] * 256, [2] * 256]
    for count in (1, 3, 4, 6):
        plain = (extremes + [[rng.randrange(q) for _ in range(256)] for _ in range(count)])[:count]
        rng.shuffle(plain)
        noise_biased = [[bias + (x + 2) % q - 2 if x in (q - 2, 2) else bias + x for x in p] for p in plain]
        expected = [reference_mlkem.NTT(p) for p in plain]
        assert [[x - bias for x in p] for p in fast_mlkem.ntt_packed(noise_biased, bias - q)] == expected
        assert [[x - bias for x in p] for p in fast_mlkem.ntt_secret(noise_biased)] == expected
        assert all(x.bit_length() == 30 for p in fast_mlkem.ntt_secret(noise_biased) for x in p)  # one size, uncached
        assert fast_mlkem.ntt_public_vartime(plain) == expected
        if count == 6:
            continue
        biased = [[bias + x for x in p] for p in plain]
        addends = [[bias + rng.randrange(-q, q) for _ in range(256)] for _ in range(count)]
        inverse = [reference_mlkem.NTTInverse(p) for p in plain]
        with_addends = [[(x + y - bias) % q for x, y in zip(f, g)] for f, g in zip(inverse, addends)]
        assert [[x - bias for x in p] for p in fast_mlkem.ntt_inverse_packed(biased)] == inverse
        assert [[x - bias for x in p] for p in fast_mlkem.ntt_inverse_secret(biased, addends)] == with_addends
