"""The symmetric families libsodium 1.0.22 has beyond PyNaCl, against libsodium itself (libsodium.js, its C exports).

Families: crypto_stream_* and the Salsa20/ChaCha20 cores, crypto_onetimeauth, crypto_verify_*, secretbox and box
(detached forms, the NaCl-named aliases, XChaCha20-Poly1305), the AEADs' detached forms and AES-256-GCM's precomputed
context, generichash's generic names, shorthash. Every expected value comes from libsodium 1.0.22 (the `libsodium_js`
fixture's `raw` calls of the C functions, 64-bit lengths and counters passed as two 32-bit halves), or for AES-256-GCM
(absent from the WebAssembly build) from the `cryptography` package's AESGCM. Inputs are random (seeded) at the
length boundaries of a 64-byte block and of a lane batch, with block counters near 2^32 and 2^64; every error case
is checked for its exception and the argument it names. The PyPy word kernels run here on CPython too (`arx.WORD_LOOP`
patched) for a sample.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from libsodium_js import In, LibsodiumJS, Out
from tweetnacl.fast.mac import poly1305
from tweetnacl.fast.stream import arx
from tweetnacl.pynacl import bindings as b
from tweetnacl.pynacl import exceptions as exc

LENGTHS = (0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 1000)
U64 = 1 << 64


def _halves(value: int) -> tuple[int, int]:
    """A C unsigned long long as the WebAssembly export takes it: low and high 32-bit halves."""
    return value & 0xFFFFFFFF, value >> 32


class Sodium:
    """libsodium's C functions through the oracle, in C's shape: out-buffers, lengths as (low, high)."""

    def __init__(self, oracle: LibsodiumJS) -> None:
        self.oracle = oracle

    def out(self, name: str, size: int, *args: Any) -> bytes:
        """The single output buffer of a call that must succeed."""
        ret, outs = self.oracle.raw(name, Out(size), *args)
        assert ret == 0, name
        return outs[0]

    def ret_outs(self, name: str, *args: Any) -> tuple[int, list[bytes]]:
        ret, outs = self.oracle.raw(name, *args)
        return int(ret), outs


@pytest.fixture(scope="module")
def sodium(libsodium_js: LibsodiumJS) -> Sodium:
    return Sodium(libsodium_js)


# -- streams ------------------------------------------------------------------------------------------------------

STREAMS = {  # name: (nonce bytes, has _xor_ic, counter bits of ic)
    "xsalsa20": (24, True, 64),
    "salsa20": (8, True, 64),
    "salsa2012": (8, False, 64),
    "salsa208": (8, False, 64),
    "chacha20": (8, True, 64),
    "chacha20_ietf": (12, True, 32),
    "xchacha20": (24, True, 64),
}


def _stream_cases(rng: random.Random, name: str) -> list[tuple[bytes, bytes, bytes, int]]:
    """(m, n, k, ic): the block boundaries at ic 0, then counters near the wrap (2^64 - 1, or 2^32 - 2 for IETF)."""
    nonce_bytes, _, bits = STREAMS[name]
    cases = [(rng.randbytes(length), rng.randbytes(nonce_bytes), rng.randbytes(32), 0) for length in LENGTHS]
    near_wrap = (1 << bits) - 2 if bits == 32 else U64 - 1
    cases += [(rng.randbytes(length), rng.randbytes(nonce_bytes), rng.randbytes(32), near_wrap) for length in (1, 65, 128)]
    cases.append((rng.randbytes(200), rng.randbytes(nonce_bytes), rng.randbytes(32), 0xFFFFFFFF if bits == 64 else 5))
    return cases


@pytest.mark.parametrize("word_loop", [False, True], ids=["lanes", "word_loop"])
@pytest.mark.parametrize("name", sorted(STREAMS))
def test_streams_match_libsodium(
    sodium: Sodium, monkeypatch: pytest.MonkeyPatch, name: str, word_loop: bool
) -> None:
    monkeypatch.setattr(arx, "WORD_LOOP", word_loop)
    rng = random.Random(f"stream {name}")
    c_name = f"crypto_stream_{name}"
    _, has_ic, bits = STREAMS[name]
    for m, n, k, ic in _stream_cases(rng, name):
        keystream = getattr(b, c_name)(len(m), n, k)
        assert keystream == sodium.out(c_name, len(m), *_halves(len(m)), In(n), In(k)), (name, len(m))
        if ic == 0:
            assert getattr(b, f"{c_name}_xor")(m, n, k) == sodium.out(
                f"{c_name}_xor", len(m), In(m), *_halves(len(m)), In(n), In(k)
            )
        if has_ic:
            ic_args = _halves(ic) if bits == 64 else (ic,)
            expected = sodium.out(f"{c_name}_xor_ic", len(m), In(m), *_halves(len(m)), In(n), *ic_args, In(k))
            assert getattr(b, f"{c_name}_xor_ic")(m, n, ic, k) == expected, (name, len(m), ic)
    assert len(getattr(b, f"{c_name}_keygen")()) == 32
    if name == "xsalsa20":  # the default names are XSalsa20's
        m, n, k = rng.randbytes(70), rng.randbytes(24), rng.randbytes(32)
        assert b.crypto_stream(70, n, k) == sodium.out("crypto_stream", 70, 70, 0, In(n), In(k))
        assert b.crypto_stream_xor(m, n, k) == sodium.out("crypto_stream_xor", 70, In(m), 70, 0, In(n), In(k))
        assert len(b.crypto_stream_keygen()) == 32


@pytest.mark.parametrize("name, nonce_bytes", [("salsa2012", 8), ("chacha20", 8), ("xsalsa20", 24)])
def test_long_streams_cross_batches_and_the_64_bit_wrap(sodium: Sodium, name: str, nonce_bytes: int) -> None:
    """Past one lane batch (1024 blocks) and into the bitsliced layout (8192 blocks), with the 64-bit counter
    wrapping inside: block 2^64 is block 0, in every batch."""
    rng = random.Random(f"long {name}")
    n, k = rng.randbytes(nonce_bytes), rng.randbytes(32)
    for blocks, ic in ((1025, U64 - 1024), (8192 + 3, U64 - 5000)):
        length = 64 * blocks - 7
        c_name = f"crypto_stream_{name}"
        if name == "salsa2012":  # no _xor_ic in libsodium: the keystream from block 0 (the layouts, no wrap)
            assert b.crypto_stream_salsa2012(length, n, k) == sodium.out(c_name, length, *_halves(length), In(n), In(k))
            continue
        m = rng.randbytes(length)
        expected = sodium.out(f"{c_name}_xor_ic", length, In(m), *_halves(length), In(n), *_halves(ic), In(k))
        assert getattr(b, f"{c_name}_xor_ic")(m, n, ic, k) == expected


def test_chacha20_ietf_counter_overflow_is_a_value_error(sodium: Sodium) -> None:
    """libsodium aborts when ic + blocks passes 2^32 (sodium_misuse); up to the last block it encrypts."""
    n, k = bytes(12), bytes(range(32))
    last = b.crypto_stream_chacha20_ietf_xor_ic(bytes(64), n, 0xFFFFFFFF, k)
    assert last == sodium.out("crypto_stream_chacha20_ietf_xor_ic", 64, In(bytes(64)), 64, 0, In(n), 0xFFFFFFFF, In(k))
    for m, ic in ((bytes(65), 0xFFFFFFFF), (bytes(129), 0xFFFFFFFE), (bytes(1), 1 << 32)):
        with pytest.raises(ValueError, match="ic|m"):
            b.crypto_stream_chacha20_ietf_xor_ic(m, n, ic, k)
    with pytest.raises(ValueError, match="clen"):
        b.crypto_stream_chacha20_ietf(64 * (1 << 32) + 1, n, k)
    for bad_ic in (-1, U64):
        with pytest.raises(ValueError, match="ic"):
            b.crypto_stream_salsa20_xor_ic(b"x", bytes(8), bad_ic, k)
    with pytest.raises(TypeError, match="ic"):
        b.crypto_stream_xchacha20_xor_ic(b"x", bytes(24), 1.0, k)


def test_a_32_bit_counter_never_restarts_at_a_batch_boundary(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fast stream itself (below the binding's check): a ChaCha20-IETF stream whose second lane batch would start
    at block 2^32 raises ValueError, rather than starting that batch at counter 0 (the nonce word is not a carry)."""
    from tweetnacl.fast.stream import chacha20

    monkeypatch.setattr(arx, "WORD_LOOP", False)
    with pytest.raises(ValueError, match="32-bit block counter"):
        chacha20.crypto_stream_chacha20_ietf_xor_ic(bytes(64 * 2048), bytes(12), (1 << 32) - 1024, bytes(32))


@pytest.mark.parametrize("name, out_bytes", [
    ("hsalsa20", 32), ("hchacha20", 32), ("salsa20", 64), ("salsa2012", 64), ("salsa208", 64)
])
def test_cores_match_libsodium(sodium: Sodium, name: str, out_bytes: int) -> None:
    rng = random.Random(f"core {name}")
    function: Callable[..., bytes] = getattr(b, f"crypto_core_{name}")
    for _ in range(8):
        inp, k, c = rng.randbytes(16), rng.randbytes(32), rng.randbytes(16)
        assert function(inp, k, c) == sodium.out(f"crypto_core_{name}", out_bytes, In(inp), In(k), In(c))
        assert function(inp, k) == function(inp, k, None) == sodium.out(
            f"crypto_core_{name}", out_bytes, In(inp), In(k), 0  # NULL: libsodium's default constant
        )


# -- onetimeauth, verify --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("limbs", [False, True], ids=["slots", "limbs"])
def test_onetimeauth_matches_libsodium(sodium: Sodium, monkeypatch: pytest.MonkeyPatch, limbs: bool) -> None:
    monkeypatch.setattr(poly1305, "LIMBS", limbs)
    rng = random.Random(f"onetimeauth {limbs}")
    for length in LENGTHS + (4097,):
        m, k = rng.randbytes(length), rng.randbytes(32)
        tag = sodium.out("crypto_onetimeauth", 16, In(m), *_halves(length), In(k))
        assert b.crypto_onetimeauth(m, k) == b.crypto_onetimeauth_poly1305(m, k) == tag
        assert b.crypto_onetimeauth_verify(tag, m, k) is True
        assert b.crypto_onetimeauth_poly1305_verify(tag, m, k) is True
        forged = bytearray(tag)
        forged[rng.randrange(16)] ^= 1 << rng.randrange(8)
        assert sodium.ret_outs("crypto_onetimeauth_verify", In(bytes(forged)), In(m), *_halves(length), In(k))[0] == -1
        with pytest.raises(exc.BadSignatureError):
            b.crypto_onetimeauth_verify(bytes(forged), m, k)
        # multi-part: random cuts, including empty parts, give the one-shot tag
        for init, update, final in (
            (b.crypto_onetimeauth_init, b.crypto_onetimeauth_update, b.crypto_onetimeauth_final),
            (b.crypto_onetimeauth_poly1305_init, b.crypto_onetimeauth_poly1305_update, b.crypto_onetimeauth_poly1305_final),
        ):
            state = init(k)
            cuts = sorted(rng.randrange(length + 1) for _ in range(3))
            for start, stop in zip([0, *cuts], [*cuts, length]):
                update(state, m[start:stop])
            assert final(state) == tag
            with pytest.raises(ValueError, match="state"):
                final(state)
    assert len(b.crypto_onetimeauth_keygen()) == len(b.crypto_onetimeauth_poly1305_keygen()) == 32


def test_verify_matches_libsodium(sodium: Sodium) -> None:
    rng = random.Random("verify")
    for size, function in ((16, b.crypto_verify_16), (32, b.crypto_verify_32), (64, b.crypto_verify_64)):
        for _ in range(6):
            x = rng.randbytes(size)
            y = bytearray(x)
            if rng.random() < 0.6:
                y[rng.randrange(size)] ^= 1 << rng.randrange(8)
            expected = sodium.ret_outs(f"crypto_verify_{size}", In(x), In(bytes(y)))[0] == 0
            assert function(x, bytes(y)) is expected
        with pytest.raises(ValueError, match="y"):
            function(bytes(size), bytes(size - 1))
        with pytest.raises(TypeError, match="x"):
            function(bytearray(size), bytes(size))


# -- secretbox, box ------------------------------------------------------------------------------------------------


def _flip(data: bytes, rng: random.Random) -> bytes:
    changed = bytearray(data)
    changed[rng.randrange(len(changed))] ^= 1 << rng.randrange(8)
    return bytes(changed)


@pytest.mark.parametrize("word_loop", [False, True], ids=["lanes", "word_loop"])
def test_secretbox_forms_match_libsodium(sodium: Sodium, monkeypatch: pytest.MonkeyPatch, word_loop: bool) -> None:
    monkeypatch.setattr(arx, "WORD_LOOP", word_loop)
    rng = random.Random(f"secretbox {word_loop}")
    for length in LENGTHS:
        m, n, k = rng.randbytes(length), rng.randbytes(24), rng.randbytes(32)
        for primitive in ("", "_xchacha20poly1305"):
            ret, (c, mac) = sodium.ret_outs(
                f"crypto_secretbox{primitive}_detached", Out(length), Out(16), In(m), *_halves(length), In(n), In(k)
            )
            assert ret == 0
            assert getattr(b, f"crypto_secretbox{primitive}_detached")(m, n, k) == (c, mac)
            assert getattr(b, f"crypto_secretbox{primitive}_open_detached")(c, mac, n, k) == m
            with pytest.raises(exc.CryptoError):
                getattr(b, f"crypto_secretbox{primitive}_open_detached")(c, _flip(mac, rng), n, k)
            if length:
                with pytest.raises(exc.CryptoError):
                    getattr(b, f"crypto_secretbox{primitive}_open_detached")(_flip(c, rng), mac, n, k)
        easy = sodium.out("crypto_secretbox_xchacha20poly1305_easy", 16 + length, In(m), *_halves(length), In(n), In(k))
        assert b.crypto_secretbox_xchacha20poly1305_easy(m, n, k) == easy
        assert b.crypto_secretbox_xchacha20poly1305_open_easy(easy, n, k) == m
        with pytest.raises(exc.CryptoError):
            b.crypto_secretbox_xchacha20poly1305_open_easy(_flip(easy, rng), n, k)
        # The NaCl-named XSalsa20 form: libsodium's C pads with 32 zero bytes in and 16 out; PyNaCl's convention not.
        padded = sodium.out("crypto_secretbox_xsalsa20poly1305", 32 + length, In(bytes(32) + m), *_halves(32 + length),
                            In(n), In(k))
        assert padded[:16] == bytes(16)
        assert b.crypto_secretbox_xsalsa20poly1305(m, n, k) == padded[16:]
        assert b.crypto_secretbox_xsalsa20poly1305_open(padded[16:], n, k) == m
    with pytest.raises(exc.CryptoError):
        b.crypto_secretbox_xchacha20poly1305_open_easy(bytes(15), bytes(24), bytes(32))
    assert len(b.crypto_secretbox_keygen()) == len(b.crypto_secretbox_xsalsa20poly1305_keygen()) == 32


def test_box_forms_match_libsodium(sodium: Sodium) -> None:
    rng = random.Random("box")
    for length in (0, 1, 63, 64, 65, 200):
        seed_a, seed_b = rng.randbytes(32), rng.randbytes(32)
        pk_a, sk_a = b.crypto_box_curve25519xchacha20poly1305_seed_keypair(seed_a)
        ret, (pk_oracle, sk_oracle) = sodium.ret_outs("crypto_box_curve25519xchacha20poly1305_seed_keypair",
                                                      Out(32), Out(32), In(seed_a))
        assert (ret, pk_oracle, sk_oracle) == (0, pk_a, sk_a)
        assert b.crypto_box_curve25519xsalsa20poly1305_seed_keypair(seed_a) == (pk_a, sk_a)
        pk_b, sk_b = b.crypto_box_curve25519xchacha20poly1305_seed_keypair(seed_b)
        m, n = rng.randbytes(length), rng.randbytes(24)
        lengths = _halves(length)
        # XChaCha20 box: beforenm, easy, detached, afternm forms
        k = sodium.out("crypto_box_curve25519xchacha20poly1305_beforenm", 32, In(pk_b), In(sk_a))
        assert b.crypto_box_curve25519xchacha20poly1305_beforenm(pk_b, sk_a) == k
        easy = sodium.out("crypto_box_curve25519xchacha20poly1305_easy", 16 + length, In(m), *lengths, In(n), In(pk_b),
                          In(sk_a))
        assert b.crypto_box_curve25519xchacha20poly1305_easy(m, n, pk_b, sk_a) == easy
        assert b.crypto_box_curve25519xchacha20poly1305_easy_afternm(m, n, k) == easy
        assert b.crypto_box_curve25519xchacha20poly1305_detached(m, n, pk_b, sk_a) == (easy[16:], easy[:16])
        assert b.crypto_box_curve25519xchacha20poly1305_detached_afternm(m, n, k) == (easy[16:], easy[:16])
        assert b.crypto_box_curve25519xchacha20poly1305_open_easy(easy, n, pk_a, sk_b) == m
        assert b.crypto_box_curve25519xchacha20poly1305_open_easy_afternm(easy, n, k) == m
        assert b.crypto_box_curve25519xchacha20poly1305_open_detached(easy[16:], easy[:16], n, pk_a, sk_b) == m
        assert b.crypto_box_curve25519xchacha20poly1305_open_detached_afternm(easy[16:], easy[:16], n, k) == m
        with pytest.raises(exc.CryptoError):
            b.crypto_box_curve25519xchacha20poly1305_open_easy(_flip(easy, rng), n, pk_a, sk_b)
        # sealed boxes both ways: libsodium's opened here, ours opened by libsodium
        sealed = sodium.out("crypto_box_curve25519xchacha20poly1305_seal", 48 + length, In(m), *lengths, In(pk_b))
        assert b.crypto_box_curve25519xchacha20poly1305_seal_open(sealed, pk_b, sk_b) == m
        ours = b.crypto_box_curve25519xchacha20poly1305_seal(m, pk_b)
        assert sodium.out("crypto_box_curve25519xchacha20poly1305_seal_open", length, In(ours), *_halves(48 + length),
                          In(pk_b), In(sk_b)) == m
        with pytest.raises(exc.CryptoError):
            b.crypto_box_curve25519xchacha20poly1305_seal_open(_flip(sealed, rng), pk_b, sk_b)
        # XSalsa20 box: detached forms, and the NaCl-named aliases without padding
        ret, (c, mac) = sodium.ret_outs("crypto_box_detached", Out(length), Out(16), In(m), *lengths, In(n), In(pk_b),
                                        In(sk_a))
        assert ret == 0
        assert b.crypto_box_detached(m, n, pk_b, sk_a) == (c, mac)
        k_salsa = b.crypto_box_curve25519xsalsa20poly1305_beforenm(pk_b, sk_a)
        assert b.crypto_box_detached_afternm(m, n, k_salsa) == (c, mac)
        assert b.crypto_box_open_detached(c, mac, n, pk_a, sk_b) == m
        assert b.crypto_box_open_detached_afternm(c, mac, n, k_salsa) == m
        with pytest.raises(exc.CryptoError):
            b.crypto_box_open_detached(c, _flip(mac, rng), n, pk_a, sk_b)
        padded = sodium.out("crypto_box_curve25519xsalsa20poly1305", 32 + length, In(bytes(32) + m),
                            *_halves(32 + length), In(n), In(pk_b), In(sk_a))
        assert b.crypto_box_curve25519xsalsa20poly1305(m, n, pk_b, sk_a) == padded[16:] == mac + c
        assert b.crypto_box_curve25519xsalsa20poly1305_open(padded[16:], n, pk_a, sk_b) == m
        assert b.crypto_box_curve25519xsalsa20poly1305_afternm(m, n, k_salsa) == padded[16:]
        assert b.crypto_box_curve25519xsalsa20poly1305_open_afternm(padded[16:], n, k_salsa) == m
    # a small-order public key: libsodium's X25519 refuses (-1), here CryptoError
    small_order = bytes(32)
    assert sodium.ret_outs("crypto_box_curve25519xchacha20poly1305_beforenm", Out(32), In(small_order), In(sk_a))[0] == -1
    for call in (
        lambda: b.crypto_box_curve25519xchacha20poly1305_beforenm(small_order, sk_a),
        lambda: b.crypto_box_curve25519xchacha20poly1305_easy(b"m", bytes(24), small_order, sk_a),
        lambda: b.crypto_box_detached(b"m", bytes(24), small_order, sk_a),
        lambda: b.crypto_box_curve25519xchacha20poly1305_seal_open(bytes(47), pk_a, sk_a),
    ):
        with pytest.raises(exc.CryptoError):
            call()
    pk, sk = b.crypto_box_curve25519xchacha20poly1305_keypair()
    assert b.crypto_box_curve25519xchacha20poly1305_seal_open(b.crypto_box_curve25519xchacha20poly1305_seal(b"hi", pk),
                                                              pk, sk) == b"hi"
    assert len(b.crypto_box_curve25519xsalsa20poly1305_keypair()[1]) == 32


# -- AEAD detached forms, AES-256-GCM's context ----------------------------------------------------------------------

AEADS = {  # name: (nonce bytes, key bytes, tag bytes)
    "chacha20poly1305_ietf": (12, 32, 16),
    "chacha20poly1305": (8, 32, 16),
    "xchacha20poly1305_ietf": (24, 32, 16),
    "aegis128l": (16, 16, 32),
    "aegis256": (32, 32, 32),
}


@pytest.mark.parametrize("name", sorted(AEADS))
def test_aead_detached_forms_match_libsodium(sodium: Sodium, name: str) -> None:
    nonce_bytes, key_bytes, tag_bytes = AEADS[name]
    rng = random.Random(f"aead {name}")
    encrypt = getattr(b, f"crypto_aead_{name}_encrypt_detached")
    decrypt = getattr(b, f"crypto_aead_{name}_decrypt_detached")
    for length in (0, 1, 63, 64, 65, 300):
        m, ad, npub, k = rng.randbytes(length), rng.randbytes(rng.choice((0, 1, 17))), rng.randbytes(nonce_bytes), \
            rng.randbytes(key_bytes)
        ret, (c, mac) = sodium.ret_outs(
            f"crypto_aead_{name}_encrypt_detached", Out(length), Out(tag_bytes), 0, In(m), *_halves(length), In(ad),
            *_halves(len(ad)), 0, In(npub), In(k)
        )
        assert ret == 0
        assert encrypt(m, ad, npub, k) == (c, mac)
        assert decrypt(c, mac, ad, npub, k) == m
        if not ad:
            assert encrypt(m, None, npub, k) == (c, mac)
        with pytest.raises(exc.CryptoError):
            decrypt(c, _flip(mac, rng), ad, npub, k)
        with pytest.raises(ValueError, match="npub"):
            encrypt(m, ad, npub + b"\x00", k)
        with pytest.raises(ValueError, match="mac"):
            decrypt(c, mac[:-1], ad, npub, k)
    assert len(getattr(b, f"crypto_aead_{name}_keygen")()) == key_bytes


def test_aes256gcm_detached_and_afternm_forms() -> None:
    """Oracle: the `cryptography` package's AES-256-GCM (OpenSSL), as libsodium.js has no AES-256-GCM."""
    aesgcm = pytest.importorskip("cryptography.hazmat.primitives.ciphers.aead")
    rng = random.Random("aes256gcm")
    for length in (0, 1, 16, 17, 100):
        m, ad, npub, k = rng.randbytes(length), rng.randbytes(rng.choice((0, 5))), rng.randbytes(12), rng.randbytes(32)
        boxed = aesgcm.AESGCM(k).encrypt(npub, m, ad)
        ctx = b.crypto_aead_aes256gcm_beforenm(k)
        assert b.crypto_aead_aes256gcm_encrypt_detached(m, ad, npub, k) == (boxed[:-16], boxed[-16:])
        assert b.crypto_aead_aes256gcm_encrypt_detached_afternm(m, ad, npub, ctx) == (boxed[:-16], boxed[-16:])
        assert b.crypto_aead_aes256gcm_encrypt_afternm(m, ad, npub, ctx) == boxed
        assert b.crypto_aead_aes256gcm_decrypt_afternm(boxed, ad, npub, ctx) == m
        assert b.crypto_aead_aes256gcm_decrypt_detached(boxed[:-16], boxed[-16:], ad, npub, k) == m
        assert b.crypto_aead_aes256gcm_decrypt_detached_afternm(boxed[:-16], boxed[-16:], ad, npub, ctx) == m
        with pytest.raises(exc.CryptoError):
            b.crypto_aead_aes256gcm_decrypt_afternm(_flip(boxed, rng), ad, npub, ctx)
    with pytest.raises(exc.CryptoError):
        b.crypto_aead_aes256gcm_decrypt_afternm(bytes(15), b"", bytes(12), ctx)
    with pytest.raises(TypeError, match="ctx_"):
        b.crypto_aead_aes256gcm_encrypt_afternm(b"", b"", bytes(12), k)
    assert b.crypto_aead_aes256gcm_is_available() is True and len(b.crypto_aead_aes256gcm_keygen()) == 32


# -- generichash, shorthash -----------------------------------------------------------------------------------------


def test_generichash_forms_match_libsodium(sodium: Sodium) -> None:
    rng = random.Random("generichash")
    for outlen in (1, 15, 16, 32, 63, 64):
        for key_length in (0, 1, 32, 64):
            m, key = rng.randbytes(rng.choice((0, 1, 128, 129, 300))), rng.randbytes(key_length)
            key_arg = In(key) if key else 0
            # size_t is 32 bits in the WebAssembly build: outlen and keylen are one argument each
            expected = sodium.out("crypto_generichash", outlen, outlen, In(m), *_halves(len(m)), key_arg, key_length)
            assert b.crypto_generichash(outlen, m, key) == b.crypto_generichash_blake2b(outlen, m, key) == expected
            if not key:
                assert b.crypto_generichash(outlen, m, None) == expected
            state = b.crypto_generichash_init(key, outlen)
            b.crypto_generichash_update(state, m[:50])
            b.crypto_generichash_update(state, m[50:])
            assert b.crypto_generichash_final(state, outlen) == expected
            salt, personal = rng.randbytes(16), rng.randbytes(16)
            salted = sodium.out("crypto_generichash_blake2b_salt_personal", outlen, outlen, In(m), *_halves(len(m)),
                                key_arg, key_length, In(salt), In(personal))
            state = b.crypto_generichash_blake2b_init_salt_personal(key, outlen, salt, personal)
            b.crypto_generichash_blake2b_update(state, m)  # PyNaCl's update and final take the state
            assert b.crypto_generichash_blake2b_final(state) == salted
    for bad_outlen in (0, 65, -1):
        with pytest.raises(ValueError, match="outlen"):
            b.crypto_generichash(bad_outlen, b"", None)
    with pytest.raises(ValueError, match="key"):
        b.crypto_generichash(32, b"", bytes(65))
    with pytest.raises(ValueError, match="salt"):
        b.crypto_generichash_blake2b_init_salt_personal(None, 32, bytes(15), None)
    with pytest.raises(ValueError, match="outlen"):
        b.crypto_generichash_final(b.crypto_generichash_init(None, 32), 16)
    assert len(b.crypto_generichash_keygen()) == len(b.crypto_generichash_blake2b_keygen()) == 32


def test_shorthash_matches_libsodium(sodium: Sodium) -> None:
    rng = random.Random("shorthash")
    for length in (0, 1, 7, 8, 9, 100):
        m, k = rng.randbytes(length), rng.randbytes(16)
        assert b.crypto_shorthash(m, k) == sodium.out("crypto_shorthash", 8, In(m), *_halves(length), In(k))
    with pytest.raises(ValueError, match="k"):
        b.crypto_shorthash(b"", bytes(15))
    assert len(b.crypto_shorthash_keygen()) == 16


# -- the convention's errors, constants -------------------------------------------------------------------------------

K32, N24, N8, N12 = bytes(32), bytes(24), bytes(8), bytes(12)
ARGUMENT_ERRORS: list[tuple[str, Callable[[], object], type[Exception], str]] = [
    ("stream clen", lambda: b.crypto_stream_salsa20(-1, N8, K32), ValueError, "clen"),
    ("stream clen type", lambda: b.crypto_stream_xchacha20("1", N24, K32), TypeError, "clen"),
    ("stream n", lambda: b.crypto_stream_salsa208(1, N24, K32), ValueError, "n"),
    ("stream k", lambda: b.crypto_stream_chacha20_xor(b"", N8, K32[:31]), ValueError, "k"),
    ("stream m type", lambda: b.crypto_stream_xsalsa20_xor("m", N24, K32), TypeError, "m"),
    ("core in", lambda: b.crypto_core_hsalsa20(bytes(15), K32), ValueError, "in"),
    ("core c", lambda: b.crypto_core_salsa2012(bytes(16), K32, bytes(17)), ValueError, "c"),
    ("core k type", lambda: b.crypto_core_hchacha20(bytes(16), bytearray(32)), TypeError, "k"),
    ("onetimeauth k", lambda: b.crypto_onetimeauth(b"", bytes(31)), ValueError, "k"),
    ("onetimeauth h", lambda: b.crypto_onetimeauth_verify(bytes(15), b"", K32), ValueError, "h"),
    ("onetimeauth state", lambda: b.crypto_onetimeauth_update(object(), b""), TypeError, "state"),
    ("secretbox n", lambda: b.crypto_secretbox_detached(b"", N8, K32), ValueError, "n"),
    ("secretbox mac", lambda: b.crypto_secretbox_open_detached(b"", bytes(15), N24, K32), ValueError, "mac"),
    ("secretbox xchacha k", lambda: b.crypto_secretbox_xchacha20poly1305_easy(b"", N24, K32[:16]), ValueError, "k"),
    ("secretbox alias c type", lambda: b.crypto_secretbox_xsalsa20poly1305_open(None, N24, K32), TypeError, "c"),
    ("box pk", lambda: b.crypto_box_curve25519xchacha20poly1305_beforenm(bytes(31), K32), ValueError, "pk"),
    ("box sk", lambda: b.crypto_box_detached(b"", N24, K32, bytes(33)), ValueError, "sk"),
    ("box seed", lambda: b.crypto_box_curve25519xchacha20poly1305_seed_keypair(bytes(16)), ValueError, "seed"),
    ("box n", lambda: b.crypto_box_curve25519xchacha20poly1305_easy_afternm(b"", N12, K32), ValueError, "n"),
    ("box seal pk", lambda: b.crypto_box_curve25519xchacha20poly1305_seal(b"", bytes(3)), ValueError, "pk"),
    ("aead ad type", lambda: b.crypto_aead_aegis256_encrypt_detached(b"", "ad", bytes(32), K32), TypeError, "ad"),
    ("aead k", lambda: b.crypto_aead_aegis128l_encrypt_detached(b"", b"", bytes(16), K32), ValueError, "k"),
    ("aes256gcm beforenm k", lambda: b.crypto_aead_aes256gcm_beforenm(bytes(16)), ValueError, "k"),
    ("generichash in type", lambda: b.crypto_generichash(32, "x", None), TypeError, "in"),
    ("shorthash in type", lambda: b.crypto_shorthash(None, bytes(16)), TypeError, "in"),
]


@pytest.mark.parametrize("case", ARGUMENT_ERRORS, ids=[case[0] for case in ARGUMENT_ERRORS])
def test_bad_arguments_name_the_argument(case: tuple[str, Callable[[], object], type[Exception], str]) -> None:
    _, call, error, argument = case
    with pytest.raises(error, match=rf"^{argument}\b"):
        call()


FAMILY_PREFIXES = (
    "crypto_stream_", "crypto_onetimeauth_", "crypto_secretbox_", "crypto_box_", "crypto_aead_", "crypto_generichash_",
    "crypto_shorthash_", "crypto_verify_", "crypto_core_hsalsa20_", "crypto_core_hchacha20_", "crypto_core_salsa",
)


def test_constants_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    """Every constant of these families that libsodium.js has is here with its value. MESSAGEBYTES_MAX is left out:
    the WebAssembly build's size_t is 32 bits (its values are SIZE_MAX-based and wrap), ours are libsodium's on a
    64-bit platform, the same values PyNaCl reports."""
    constants = {
        name: value for name, value in libsodium_js.constants().items()
        if name.startswith(FAMILY_PREFIXES) and not name.endswith("MESSAGEBYTES_MAX")
    }
    assert len(constants) > 100
    missing = sorted(name for name in constants if not hasattr(b, name))
    assert missing == []
    assert {name: getattr(b, name) for name in constants} == constants
    assert b.crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX == 64 << 32
    assert b.crypto_stream_PRIMITIVE == "xsalsa20" and b.crypto_onetimeauth_PRIMITIVE == "poly1305"
