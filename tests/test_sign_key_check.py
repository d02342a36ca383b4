"""Signing refuses a 64-byte secret key whose last 32 bytes are not its seed's public key (issue 17, section 1).

The attack, reproduced with libsodium (PyNaCl), which signs with such keys as TweetNaCl does: one message signed
under `seed + pk1` and `seed + pk2` gives two signatures with the same R, the secret scalar falls out, and a forgery
on a new message verifies. Then, on both implementations: the second key is refused with a `ValueError` naming the
argument, before the core signs; valid keys still sign as libsodium does; the cache that makes the check cheap is
bounded, evicts its oldest entry, never lets a mismatched key through, and holds no secret key bytes.
"""

from __future__ import annotations

import hashlib
import os
import re
import signal
import sys
import threading
import types
from collections.abc import Callable, Iterator
from typing import Any

import nacl.bindings as sodium
import nacl.exceptions
import pytest

import tweetnacl
import tweetnacl._api
import tweetnacl.fast
import tweetnacl.pynacl.bindings
import tweetnacl.pynacl.exceptions
import tweetnacl.pynacl.signing
from tweetnacl._api.sign import ConsistentSecretKeys

L = 2**252 + 27742317777372353535851937790883648493  # the order of the Ed25519 base point (RFC 8032 5.1)
SEED = bytes(range(7, 39))
MESSAGE = b"pay 10 coins to alice"
PK1 = sodium.crypto_sign_seed_keypair(SEED)[0]
PK2 = sodium.crypto_sign_seed_keypair(bytes(32))[0]  # any other public key
GOOD = SEED + PK1
MISMATCHED = SEED + PK2
MISMATCH_TEXT = re.escape("public key (its last 32 bytes) does not match its seed")


def _challenge(r_bytes: bytes, public_key: bytes, message: bytes) -> int:
    return int.from_bytes(hashlib.sha512(r_bytes + public_key + message).digest(), "little") % L


def _clamped_scalar(seed: bytes) -> int:
    digest = bytearray(hashlib.sha512(seed).digest()[:32])
    digest[0] &= 248
    digest[31] &= 127
    digest[31] |= 64
    return int.from_bytes(digest, "little")


def test_the_attack_works_against_an_unchecked_signer() -> None:
    """What the check prevents, shown on libsodium: the same R, the key recovered, a forgery accepted."""
    first = sodium.crypto_sign(MESSAGE, GOOD)[:64]
    second = sodium.crypto_sign(MESSAGE, MISMATCHED)[:64]
    assert first[:32] == second[:32]  # R depends on the seed and the message only
    k1, k2 = _challenge(first[:32], PK1, MESSAGE), _challenge(second[:32], PK2, MESSAGE)
    s1, s2 = (int.from_bytes(sig[32:], "little") for sig in (first, second))
    a = (s1 - s2) * pow(k1 - k2, -1, L) % L
    assert a == _clamped_scalar(SEED) % L
    forged_message, r = b"pay 1000 coins to mallory", 12345
    r_bytes = sodium.crypto_scalarmult_ed25519_base_noclamp(r.to_bytes(32, "little"))
    s = (r + _challenge(r_bytes, PK1, forged_message) * a) % L
    forged = r_bytes + s.to_bytes(32, "little")
    assert sodium.crypto_sign_open(forged + forged_message, PK1) == forged_message


class _CountingCore:
    """A core that delegates to the real one and records which primitives were called."""

    def __init__(self, core: Any) -> None:
        self._core = core
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        primitive = getattr(self._core, name)

        def counted(*args: Any) -> Any:
            self.calls.append(name)
            return primitive(*args)

        return counted


@pytest.fixture
def counting(nacl: types.ModuleType, monkeypatch: pytest.MonkeyPatch) -> Iterator[_CountingCore]:
    """The implementation's sign objects and key cache, bound to a counting proxy of their core."""
    proxy = _CountingCore(nacl.sign._core)
    for holder in (nacl.sign, nacl.sign.detached, nacl.sign.keypair, nacl.sign._keys, nacl.lowlevel):
        monkeypatch.setattr(holder, "_core", proxy)
    yield proxy


SIGNERS: dict[str, Callable[[types.ModuleType, Any], object]] = {
    "sign": lambda n, sk: n.sign(MESSAGE, sk),
    "sign.detached": lambda n, sk: n.sign.detached(MESSAGE, sk),
    "lowlevel.crypto_sign": lambda n, sk: n.lowlevel.crypto_sign(MESSAGE, sk),
}
ARGUMENT_NAMES = {"sign": "secret_key", "sign.detached": "secret_key", "lowlevel.crypto_sign": "sk"}


@pytest.mark.parametrize("signer", list(SIGNERS))
def test_the_second_key_is_refused_and_nothing_is_signed(
    nacl: types.ModuleType, counting: _CountingCore, signer: str
) -> None:
    sign = SIGNERS[signer]
    valid = sign(nacl, GOOD)
    expected = sodium.crypto_sign(MESSAGE, GOOD)
    assert valid in (expected, expected[:64])  # signed message or detached signature, as libsodium makes them
    counting.calls.clear()
    for form in (MISMATCHED, bytearray(MISMATCHED), memoryview(MISMATCHED)):
        with pytest.raises(ValueError, match=rf"^{ARGUMENT_NAMES[signer]}'s {MISMATCH_TEXT}"):
            sign(nacl, form)
    assert "crypto_sign_detached" not in counting.calls  # refused before the core signs
    assert counting.calls == ["crypto_sign_seed_keypair"] * 3  # checked every time: a refusal is never cached


def test_from_secret_key_refuses_a_mismatched_key(nacl: types.ModuleType) -> None:
    with pytest.raises(ValueError, match=rf"^secret_key's {MISMATCH_TEXT}"):
        nacl.sign.keypair.from_secret_key(MISMATCHED)
    assert nacl.sign.keypair.from_secret_key(bytearray(GOOD)) == (PK1, GOOD)


def test_a_key_changed_after_its_check_is_checked_again(fast_nacl: types.ModuleType) -> None:
    """The cache is keyed by the key's contents: a buffer that passed once and then changed is not trusted."""
    buffer = bytearray(GOOD)
    assert fast_nacl.sign.detached(MESSAGE, buffer) == sodium.crypto_sign(MESSAGE, GOOD)[:64]
    buffer[32:] = PK2
    with pytest.raises(ValueError, match=MISMATCH_TEXT):
        fast_nacl.sign.detached(MESSAGE, buffer)


def test_a_checked_key_signs_without_a_second_derivation(nacl: types.ModuleType, counting: _CountingCore) -> None:
    other = sodium.crypto_sign_seed_keypair(os.urandom(32))[1]  # made by libsodium, fresh: never seen by this cache
    for _ in range(3):
        assert nacl.sign.detached(MESSAGE, other) == sodium.crypto_sign(MESSAGE, other)[:64]
    assert counting.calls == ["crypto_sign_seed_keypair"] + ["crypto_sign_detached"] * 3


def test_keys_the_library_derives_are_never_checked(nacl: types.ModuleType, counting: _CountingCore) -> None:
    for pair in (nacl.sign.keypair.from_seed(bytes(range(50, 82))), nacl.sign.keypair()):
        counting.calls.clear()
        nacl.sign(MESSAGE, pair.secret_key)
        assert counting.calls == ["crypto_sign_detached"]


def test_pynacl_signing_key_pays_no_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """SigningKey is built from a seed: the derivation that makes it is the only one."""
    proxy = _CountingCore(tweetnacl.sign._core)
    for holder in (tweetnacl.sign, tweetnacl.sign.detached, tweetnacl.sign.keypair, tweetnacl.sign._keys):
        monkeypatch.setattr(holder, "_core", proxy)
    key = tweetnacl.pynacl.signing.SigningKey(bytes(range(90, 122)))
    key.sign(MESSAGE)
    key.sign(MESSAGE)
    assert proxy.calls == ["crypto_sign_seed_keypair", "crypto_sign_detached", "crypto_sign_detached"]


def _ed25519ph(sk: bytes, namespace: Any) -> bytes:
    state = namespace.crypto_sign_ed25519ph_state()
    namespace.crypto_sign_ed25519ph_update(state, MESSAGE)
    return bytes(namespace.crypto_sign_ed25519ph_final_create(state, sk))


PYNACL_SIGNERS: dict[str, Callable[[Any, bytes], bytes]] = {
    "crypto_sign": lambda b, sk: bytes(b.crypto_sign(MESSAGE, sk)),
    "crypto_sign_ed25519ph_final_create": lambda b, sk: _ed25519ph(sk, b),
}


@pytest.mark.parametrize("signer", list(PYNACL_SIGNERS))
def test_pynacl_bindings_refuse_what_libsodium_signs(signer: str) -> None:
    """A documented difference from PyNaCl (docs/pynacl.md): libsodium signs, the layer raises its ValueError."""
    sign = PYNACL_SIGNERS[signer]
    assert sign(tweetnacl.pynacl.bindings, GOOD) == sign(sodium, GOOD)
    sign(sodium, MISMATCHED)  # libsodium signs with it
    with pytest.raises(tweetnacl.pynacl.exceptions.ValueError, match=MISMATCH_TEXT) as raised:
        sign(tweetnacl.pynacl.bindings, MISMATCHED)
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, tweetnacl.pynacl.exceptions.CryptoError)
    assert not isinstance(raised.value, nacl.exceptions.CryptoError)  # the layer's own hierarchy, not PyNaCl's


def _libsodium_keys(count: int, start: int = 0) -> list[bytes]:
    return [sodium.crypto_sign_seed_keypair(i.to_bytes(32, "little"))[1] for i in range(start, start + count)]


def test_the_cache_evicts_its_oldest_entry() -> None:
    proxy = _CountingCore(tweetnacl.fast.core)
    keys = ConsistentSecretKeys(proxy, capacity=4)
    secret_keys = _libsodium_keys(6)
    for sk in secret_keys:
        assert keys.require(sk, "secret_key") is sk
    assert len(keys._seen) == 4 and proxy.calls == ["crypto_sign_seed_keypair"] * 6
    proxy.calls.clear()
    for sk in secret_keys[2:]:  # the four newest: remembered
        keys.require(sk, "secret_key")
    assert proxy.calls == []
    keys.require(secret_keys[0], "secret_key")  # the oldest was forgotten: checked again
    assert proxy.calls == ["crypto_sign_seed_keypair"] and len(keys._seen) == 4


def test_a_full_cache_still_refuses_a_mismatched_key(fast_nacl: types.ModuleType) -> None:
    """More valid keys than the default capacity (1024), then the mismatched one."""
    for sk in _libsodium_keys(1100, start=1000):
        fast_nacl.sign.keypair.from_secret_key(sk)
    assert len(fast_nacl.sign._keys._seen) == 1024
    with pytest.raises(ValueError, match=MISMATCH_TEXT):
        fast_nacl.sign.detached(MESSAGE, MISMATCHED)


def test_the_cache_holds_no_secret_key_bytes(fast_nacl: types.ModuleType) -> None:
    secret_keys = _libsodium_keys(3, start=5000) + [GOOD]
    for sk in secret_keys:
        fast_nacl.sign.detached(MESSAGE, sk)
    cache = fast_nacl.sign._keys
    digest_key = cache._digest_key
    assert len(digest_key) == 32 and digest_key != ConsistentSecretKeys(tweetnacl.fast.core)._digest_key
    stored = list(cache._seen)
    for sk in secret_keys:
        assert hashlib.blake2b(sk, digest_size=32, key=digest_key).digest() in stored
        for entry in stored:
            assert len(entry) == 32 and sk[:32] != entry and sk[:16] not in entry and sk[16:32] not in entry
    assert all(value is None for value in cache._seen.values())
    held = {name: value for name, value in vars(cache).items() if isinstance(value, (bytes, bytearray))}
    assert held == {"_digest_key": digest_key}  # the only bytes the object holds besides the digests


@pytest.mark.skipif(sys.platform == "emscripten", reason="emscripten (Pyodide) starts no threads")
def test_concurrent_signers_never_sign_with_a_mismatched_key() -> None:
    """Threads sign with valid keys (forcing evictions) while others try mismatched ones, on one small cache."""
    api = tweetnacl._api.bind(tweetnacl.fast.core)
    api.sign._keys._capacity = 3  # evictions all the time
    valid = _libsodium_keys(6, start=7000)
    expected = {sk: sodium.crypto_sign(MESSAGE, sk)[:64] for sk in valid}
    mismatched = [sk[:32] + valid[(i + 1) % len(valid)][32:] for i, sk in enumerate(valid)]
    failures: list[str] = []

    def worker(index: int) -> None:
        for round_ in range(12):
            sk = valid[(index + round_) % len(valid)]
            if api.sign.detached(MESSAGE, sk) != expected[sk]:
                failures.append("wrong signature")
            try:
                api.sign.detached(MESSAGE, mismatched[(index + round_) % len(mismatched)])
                failures.append("a mismatched key signed")
            except ValueError:
                pass

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == [] and len(api.sign._keys._seen) <= 3


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")
def test_a_forked_child_can_remember_keys_though_the_lock_was_held_at_the_fork() -> None:
    keys = ConsistentSecretKeys(tweetnacl.fast.core)
    sk = _libsodium_keys(1, start=9000)[0]
    with keys._lock:  # as if another thread were inserting at the moment of the fork
        pid = os.fork()
        if pid == 0:  # the child: a deadlock here is ended by SIGALRM (not a normal exit)
            signal.alarm(20)
            try:
                keys.require(sk, "secret_key")
                os._exit(0)
            finally:
                os._exit(3)
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
