"""A user program that uses every public name of docs/contract.md correctly: `mypy --strict` must pass on it
(.ci/steps/10-static.sh), and `assert_type` pins what a type checker infers for each result.

It is also a runnable program (tests/test_typing.py runs it): every call is real, on the fast implementation,
with a few on the reference one. Not collected by pytest (no test_ prefix).
"""

from __future__ import annotations

import array
import mmap
from typing import Optional

from typing_extensions import assert_type

import tweetnacl
import tweetnacl as nacl
from tweetnacl import KeyPair, fast, reference


def main() -> None:
    key = nacl.random_bytes(nacl.secretbox.key_length)
    nonce = nacl.random_bytes(nacl.secretbox.nonce_length)
    assert_type(key, bytes)

    # secretbox, with every kind of buffer the contract lists
    boxed = nacl.secretbox(b"attack at dawn", nonce, key)
    assert_type(boxed, bytes)
    assert_type(nacl.secretbox.open(boxed, nonce, key), Optional[bytes])
    assert nacl.secretbox(bytearray(b"m"), memoryview(nonce), key) == nacl.secretbox(b"m", nonce, key)
    assert nacl.secretbox(array.array("B", b"m"), nonce, key) == nacl.secretbox(b"m", nonce, key)
    mapping = mmap.mmap(-1, 1)
    mapping.write(b"m")
    assert nacl.secretbox(mapping, nonce, key) == nacl.secretbox(b"m", nonce, key)
    mapping.close()
    overhead: int = nacl.secretbox.overhead_length
    assert len(boxed) == len(b"attack at dawn") + overhead

    # box
    alice, bob = nacl.box.keypair(), nacl.box.keypair.from_secret_key(nacl.random_bytes(32))
    assert_type(alice, KeyPair)
    assert_type(alice.public_key, bytes)
    n24 = nacl.random_bytes(nacl.box.nonce_length)
    sent = nacl.box(b"hi", n24, bob.public_key, alice.secret_key)
    assert_type(nacl.box.open(sent, n24, alice.public_key, bob.secret_key), Optional[bytes])
    shared = nacl.box.before(bob.public_key, alice.secret_key)
    assert_type(nacl.box.after(b"hi", n24, shared), bytes)
    assert_type(nacl.box.open.after(sent, n24, shared), Optional[bytes])
    sealed = nacl.box.seal(b"anonymous", bob.public_key)
    assert_type(nacl.box.seal.open(sealed, bob.public_key, bob.secret_key), Optional[bytes])
    lengths: list[int] = [nacl.box.public_key_length, nacl.box.secret_key_length, nacl.box.shared_key_length,
                          nacl.box.overhead_length, nacl.box.seal.overhead_length]
    assert lengths == [32, 32, 32, 16, 48]

    # scalarmult
    assert_type(nacl.scalarmult(alice.secret_key, bob.public_key), bytes)
    assert_type(nacl.scalarmult.base(alice.secret_key), bytes)
    assert nacl.scalarmult.scalar_length == nacl.scalarmult.group_element_length == 32

    # sign
    signer = nacl.sign.keypair()
    signed = nacl.sign(b"msg", signer.secret_key)
    assert_type(signed, bytes)
    assert_type(nacl.sign.open(signed, signer.public_key), Optional[bytes])
    signature = nacl.sign.detached(b"msg", signer.secret_key)
    assert_type(nacl.sign.detached.verify(b"msg", signature, signer.public_key), bool)
    assert_type(nacl.sign.detached.verify_zip215(b"msg", signature, signer.public_key), bool)
    assert_type(nacl.sign.detached.verify_batch([b"msg"], [signature], [signer.public_key]), list[bool])
    assert_type(nacl.sign.detached.verify_batch((bytearray(b"m"),), (signature,), (memoryview(signer.public_key),)), list[bool])
    assert_type(nacl.sign.keypair.from_seed(bytes(nacl.sign.seed_length)), KeyPair)
    assert_type(nacl.sign.keypair.from_secret_key(signer.secret_key), KeyPair)
    assert (nacl.sign.public_key_length, nacl.sign.secret_key_length, nacl.sign.signature_length) == (32, 64, 64)

    # hash, verify, set_prng
    assert_type(nacl.hash(b"x"), bytes)
    assert len(nacl.hash(b"x")) == nacl.hash.hash_length
    assert_type(nacl.verify(b"a", b"a"), bool)
    nacl.set_prng(lambda n: bytes(n))
    nacl.set_prng(None)

    # auth
    tag = nacl.auth(b"msg", key)
    assert_type(tag, bytes)
    assert_type(nacl.auth.full(b"msg", key), bytes)
    assert_type(nacl.auth.verify(tag, b"msg", key), bool)
    assert (nacl.auth.key_length, nacl.auth.auth_length, nacl.auth.full_length) == (32, 32, 64)

    # hkdf
    prk = nacl.hkdf.sha256.extract(b"salt", key)
    assert_type(prk, bytes)
    assert_type(nacl.hkdf.sha256.expand(prk, b"info", 42), bytes)
    assert_type(nacl.hkdf.sha256(key, b"salt", b"info", 42), bytes)
    assert nacl.hkdf.sha256.expand(prk, b"info", 42) == reference.hkdf.sha256(key, b"salt", b"info", 42)
    assert_type(nacl.hkdf.sha512(bytearray(key), b"", b"", 64), bytes)
    assert_type(nacl.hkdf.sha512.expand(nacl.hkdf.sha512.extract(b"", key), b"", 1), bytes)
    hkdf_lengths: list[int] = [nacl.hkdf.sha256.prk_length, nacl.hkdf.sha256.max_length,
                               nacl.hkdf.sha512.prk_length, nacl.hkdf.sha512.max_length]
    assert hkdf_lengths == [32, 8160, 64, 16320]

    # ed2curve
    assert_type(nacl.ed2curve.convert_public_key(signer.public_key), Optional[bytes])
    assert_type(nacl.ed2curve.convert_secret_key(signer.secret_key), bytes)
    assert_type(nacl.ed2curve.convert_keypair(signer), Optional[KeyPair])

    # ristretto255
    group = nacl.ristretto255
    scalar = group.random_scalar()
    assert_type(scalar, bytes)
    point = group.scalarmult_base(scalar)
    assert_type(point, Optional[bytes])
    element = group.from_hash(bytes(group.hash_length))
    assert_type(element, bytes)
    assert_type(group.random_point(), bytes)
    assert_type(group.is_valid_point(element), bool)
    assert_type(group.add(element, element), Optional[bytes])
    assert_type(group.sub(element, element), Optional[bytes])
    assert_type(group.scalarmult(scalar, element), Optional[bytes])
    assert_type(group.scalar_reduce(bytes(64)), bytes)
    assert_type(group.scalar_invert(scalar), Optional[bytes])
    assert_type(group.scalar_negate(scalar), bytes)
    assert_type(group.scalar_complement(scalar), bytes)
    assert_type(group.scalar_add(scalar, scalar), bytes)
    assert_type(group.scalar_sub(scalar, scalar), bytes)
    assert_type(group.scalar_mul(scalar, scalar), bytes)
    assert (group.point_length, group.scalar_length, group.hash_length) == (32, 32, 64)
    # kem: X-Wing, and ML-KEM-768
    kem_keys = nacl.kem.keypair()
    assert_type(kem_keys, KeyPair)
    assert nacl.kem.keypair.from_seed(kem_keys.secret_key) == kem_keys
    kem_ct, kem_ss = nacl.kem.encapsulate(kem_keys.public_key)
    assert_type(kem_ss, bytes)
    assert nacl.kem.encapsulate.from_seed(kem_keys.public_key, bytes(nacl.kem.encapsulation_seed_length))[0] != kem_ct
    assert_type(nacl.kem.decapsulate(kem_ct, kem_keys.secret_key), Optional[bytes])
    assert (nacl.kem.public_key_length, nacl.kem.secret_key_length, nacl.kem.ciphertext_length) == (1216, 32, 1120)
    assert nacl.kem.shared_secret_length == 32 and nacl.kem.seed_length == 32
    mlkem = nacl.kem.mlkem768
    mlkem_keys = mlkem.keypair.from_seed(bytes(mlkem.seed_length))
    assert_type(mlkem.keypair(), KeyPair)
    mlkem_ct, mlkem_ss = mlkem.encapsulate(mlkem_keys.public_key)
    assert mlkem.encapsulate.from_seed(mlkem_keys.public_key, bytes(mlkem.encapsulation_seed_length))[1] != mlkem_ss
    assert_type(mlkem.decapsulate(mlkem_ct, mlkem_keys.secret_key), bytes)
    assert (mlkem.public_key_length, mlkem.secret_key_length, mlkem.ciphertext_length) == (1184, 2400, 1088)
    assert mlkem.shared_secret_length == 32

    # lowlevel
    low = nacl.lowlevel
    n8, sixteen = bytes(8), bytes(16)
    assert_type(low.crypto_stream_xor(b"m", nonce, key), bytes)
    assert_type(low.crypto_stream(10, nonce, key), bytes)
    assert_type(low.crypto_stream_salsa20_xor(b"m", n8, key), bytes)
    assert_type(low.crypto_stream_salsa20(10, n8, key), bytes)
    assert_type(low.crypto_core_salsa20(sixteen, key, b"expand 32-byte k"), bytes)
    assert_type(low.crypto_core_hsalsa20(sixteen, key, b"expand 32-byte k"), bytes)
    assert_type(low.crypto_onetimeauth_verify(low.crypto_onetimeauth(b"m", key), b"m", key), bool)
    assert_type(low.crypto_secretbox_open(low.crypto_secretbox(b"m", nonce, key), nonce, key), Optional[bytes])
    pair = low.crypto_box_keypair()
    assert_type(pair, KeyPair)
    k = low.crypto_box_beforenm(pair.public_key, pair.secret_key)
    assert_type(low.crypto_box_open(low.crypto_box(b"m", nonce, pair.public_key, pair.secret_key), nonce,
                                    pair.public_key, pair.secret_key), Optional[bytes])
    assert_type(low.crypto_box_open_afternm(low.crypto_box_afternm(b"m", nonce, k), nonce, k), Optional[bytes])
    assert_type(low.crypto_scalarmult(pair.secret_key, pair.public_key), bytes)
    assert_type(low.crypto_scalarmult_base(pair.secret_key), bytes)
    assert_type(low.crypto_hash(b"m"), bytes)
    spair = low.crypto_sign_keypair()
    assert_type(low.crypto_sign_open(low.crypto_sign(b"m", spair.secret_key), spair.public_key), Optional[bytes])
    assert_type(low.crypto_verify_16(sixteen, sixteen), bool)
    assert_type(low.crypto_verify_32(key, key), bool)

    # the implementations: the same API, the same types
    assert fast.secretbox is tweetnacl.secretbox
    assert_type(reference.secretbox(b"m", nonce, key), bytes)
    assert_type(reference.hash(b"m"), bytes)
    assert_type(reference.verify(b"a", b"b"), bool)
    assert_type(reference.random_bytes(4), bytes)
    assert callable(tweetnacl.install_as_nacl)


if __name__ == "__main__":
    main()
    print("ok")
