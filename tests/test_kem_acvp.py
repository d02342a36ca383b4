"""ML-KEM-768 against NIST's ACVP vectors and the accumulated run of the Go project's ML-KEM test (files in
tests/vectors/mlkem/, provenance in tests/vectors/README.md).

ACVP (usnistgov/ACVP-Server, gen-val/json-files, the internalProjection.json of ML-KEM-keyGen-FIPS203 and of
ML-KEM-encapDecap-FIPS203, gzipped unchanged): every ML-KEM-768 case. keyGen: (d, z) -> (ek, dk). encapDecap:
encapsulation from m (ek, m -> c, k; and the given dk decapsulates c to k); decapsulation of valid and modified
ciphertexts with the key given as a seed (d, z) or expanded (dk); the encapsulation-key check (FIPS 203 section
7.2: NIST's failing keys here are a valid key with 416 bytes appended, refused by their length, by libsodium.js
and by us); the decapsulation-key check (section 7.3, H(ek) inside dk: libsodium does not check it, so a key NIST's
check fails decapsulates as libsodium does, compared with libsodium itself). On the reference, the first case of
each group.

Accumulated: the final FIPS 203's ML-KEM-768 run over keys, messages and random ciphertexts drawn from one SHAKE128
stream, as Go's crypto/mlkem TestAccumulated does it (its expected hashes read from the copied test). C2SP/CCTV's
own accumulated hashes (its ML-KEM README) are for FIPS 203's initial public draft, whose key generation and
encapsulation differ from the final standard's, and hash dk too: they cannot be used for the final standard.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import re
import types
from typing import Any

import pytest

from libsodium_js import In, LibsodiumJS, LibsodiumJSError, Out
from test_kem_vectors import few
from vector_files import VECTORS

from tweetnacl.pynacl import bindings
from tweetnacl.pynacl import exceptions as exc

FOLDER = VECTORS / "mlkem"
PARAMETER_SET = "ML-KEM-768"


@functools.cache
def acvp_groups(mode: str) -> list[dict[str, Any]]:
    """The ML-KEM-768 test groups of ACVP's internalProjection.json for `mode` ("keyGen" or "encapDecap"); read once
    (the tests only read them)."""
    with gzip.open(FOLDER / f"acvp_mlkem_{mode.lower()}_fips203_internalProjection.json.gz", "rt") as file:
        data = json.load(file)
    assert (data["algorithm"], data["mode"], data["revision"]) == ("ML-KEM", mode, "FIPS203")
    return [group for group in data["testGroups"] if group["parameterSet"] == PARAMETER_SET]


def acvp_group(function: str, key_format: str = "none") -> list[dict[str, Any]]:
    (group,) = [
        group
        for group in acvp_groups("encapDecap")
        if group["function"] == function and group.get("keyFormat", "none") == key_format
    ]
    assert group["testType"] == ("AFT" if function == "encapsulation" else "VAL")
    return list(group["tests"])


def unhex(test: dict[str, Any], *names: str) -> list[bytes]:
    return [bytes.fromhex(test[name]) for name in names]


def test_acvp_keygen(nacl: types.ModuleType, is_reference: bool) -> None:
    (group,) = acvp_groups("keyGen")
    assert group["testType"] == "AFT" and len(group["tests"]) == 25
    for test in few(group["tests"], is_reference):
        d, z, ek, dk = unhex(test, "d", "z", "ek", "dk")
        assert nacl.kem.mlkem768.keypair.from_seed(d + z) == (ek, dk), test["tcId"]


def test_acvp_encapsulation(nacl: types.ModuleType, is_reference: bool) -> None:
    tests = acvp_group("encapsulation")
    assert len(tests) == 25
    for test in few(tests, is_reference):
        ek, dk, m, c, k = unhex(test, "ek", "dk", "m", "c", "k")
        assert nacl.kem.mlkem768.encapsulate.from_seed(ek, m) == (c, k), test["tcId"]
        assert nacl.kem.mlkem768.decapsulate(c, dk) == k, test["tcId"]


@pytest.mark.parametrize("key_format", ["seed", "expanded"])
def test_acvp_decapsulation(nacl: types.ModuleType, is_reference: bool, key_format: str) -> None:
    """Valid ciphertexts give the encapsulated key, modified ones the implicit-rejection key (both published)."""
    tests = acvp_group("decapsulation", key_format)
    reasons = {test["reason"] for test in tests}
    assert len(tests) == 10 and reasons == {"valid decapsulation", "modified ciphertext"}
    if is_reference:  # one of each kind
        tests = [next(test for test in tests if test["reason"] == reason) for reason in sorted(reasons)]
    for test in tests:
        c, k = unhex(test, "c", "k")
        if key_format == "seed":
            d, z, ek, dk = unhex(test, "d", "z", "ek", "dk")
            assert nacl.kem.mlkem768.keypair.from_seed(d + z) == (ek, dk), test["tcId"]
        else:
            (dk,) = unhex(test, "dk")
        assert nacl.kem.mlkem768.decapsulate(c, dk) == k, test["tcId"]


def test_acvp_encapsulation_key_check(nacl: types.ModuleType, is_reference: bool) -> None:
    """FIPS 203 section 7.2's input check: keys NIST's check passes encapsulate; the ones it fails ("noisy linear
    system values too large") are, in this file, a valid key followed by 416 more bytes (the type check, not the
    modulus check: CCTV's and Wycheproof's files cover that one), refused by their length."""
    tests = acvp_group("encapsulationKeyCheck")
    assert {test["testPassed"] for test in tests} == {True, False}
    if is_reference:
        tests = [next(test for test in tests if test["testPassed"] is passed) for passed in (True, False)]
    for test in tests:
        ek, dk = unhex(test, "ek", "dk")
        if test["testPassed"]:
            c, k = nacl.kem.mlkem768.encapsulate.from_seed(ek, bytes(32))
            assert nacl.kem.mlkem768.decapsulate(c, dk) == k, test["tcId"]
        else:
            assert test["reason"] == "noisy linear system values too large"
            assert len(ek) == 1184 + 416 and ek[:1184] == dk[1152:2336], test["tcId"]
            with pytest.raises(ValueError, match="public_key must be 1184 bytes"):
                nacl.kem.mlkem768.encapsulate.from_seed(ek, bytes(32))


def test_acvp_key_checks_against_libsodium(fast_nacl: types.ModuleType, libsodium_js: LibsodiumJS) -> None:
    """libsodium's outcome on each of NIST's key-check cases. Encapsulation keys: libsodium.js refuses the ones
    NIST's check fails (by their length) and encapsulates the others as we do. Decapsulation keys: libsodium does
    not check H(ek) inside dk (section 7.3 is for keys from elsewhere), so a key with a modified H decapsulates, to
    libsodium's key (the implicit-rejection one: H enters K and the re-encryption's coins), which must be ours."""
    for test in acvp_group("encapsulationKeyCheck"):
        (ek,) = unhex(test, "ek")
        if test["testPassed"]:
            ret, (c, k) = libsodium_js.raw(
                "crypto_kem_mlkem768_enc_deterministic", Out(1088), Out(32), In(ek), In(bytes(32))
            )
            assert ret == 0
            assert fast_nacl.kem.mlkem768.encapsulate.from_seed(ek, bytes(32)) == (c, k), test["tcId"]
        else:
            with pytest.raises(LibsodiumJSError, match="invalid publicKey length"):
                libsodium_js.call("crypto_kem_mlkem768_enc", ek)
    tests = acvp_group("decapsulationKeyCheck")
    assert {test["reason"] for test in tests} == {"valid decapsulation key", "modified H"}
    for test in tests:
        ek, dk = unhex(test, "ek", "dk")
        assert len(dk) == 2400 and dk[1152:2336] == ek  # only H(ek) (or nothing) was modified
        assert (hashlib.sha3_256(ek).digest() == dk[2336:2368]) is test["testPassed"], test["tcId"]
        c, k = fast_nacl.kem.mlkem768.encapsulate.from_seed(ek, bytes(range(32)))
        ret, (expected,) = libsodium_js.raw("crypto_kem_mlkem768_dec", Out(32), In(c), In(dk))
        assert ret == 0
        assert fast_nacl.kem.mlkem768.decapsulate(c, dk) == expected, test["tcId"]
        assert (expected == k) is test["testPassed"], test["tcId"]


def test_acvp_through_the_bindings() -> None:
    """The first case of each group through libsodium's names in tweetnacl.pynacl.bindings (the same core as the
    native API above, so one case each): a wrong-length key is the bindings' ValueError, as libsodium.js refuses."""
    (keygen,) = acvp_groups("keyGen")
    d, z, ek, dk = unhex(keygen["tests"][0], "d", "z", "ek", "dk")
    assert bindings.crypto_kem_mlkem768_seed_keypair(d + z) == (ek, dk)
    ek, m, c, k = unhex(acvp_group("encapsulation")[0], "ek", "m", "c", "k")
    assert bindings.crypto_kem_mlkem768_enc_deterministic(ek, m) == (c, k)
    for key_format in ("seed", "expanded"):
        for test in acvp_group("decapsulation", key_format)[:2]:
            c, k, dk = unhex(test, "c", "k", "dk")
            assert bindings.crypto_kem_mlkem768_dec(c, dk) == k, test["tcId"]
    refused = next(test for test in acvp_group("encapsulationKeyCheck") if not test["testPassed"])
    with pytest.raises(exc.ValueError, match="pk must be 1184 bytes long"):
        bindings.crypto_kem_mlkem768_enc(bytes.fromhex(refused["ek"]))


# -- accumulated: the Go project's TestAccumulated ----------------------------------------------------------------


def go_accumulated_hashes() -> dict[int, str]:
    """{iterations: expected hex} from the copied Go test: `n := 10000` / `n = 100` / `n = 1000000`, each followed
    by its `expected` line."""
    text = (FOLDER / "go_mlkem_accumulated_test.go.txt").read_text()
    pairs = re.findall(r"\bn :?= (\d+)\n\s*expected :?= \"([0-9a-f]{64})\"", text)
    return {int(n): expected for n, expected in pairs}


def accumulated(nacl: types.ModuleType, iterations: int) -> str:
    """Go's TestAccumulated: from one SHAKE128 stream of the empty input, per iteration the 64-byte seed d || z, the
    32-byte m and a random 1088-byte ciphertext; into a second SHAKE128, ek, then c and K of the encapsulation of
    m, then the decapsulation of the random ciphertext (implicit rejection); the hash is its first 32 bytes."""
    mlkem = nacl.kem.mlkem768
    stride = 64 + 32 + 1088
    stream = hashlib.shake_128().digest(iterations * stride)
    sink = hashlib.shake_128()
    for start in range(0, len(stream), stride):
        seed, m, random_c = stream[start : start + 64], stream[start + 64 : start + 96], stream[start + 96 : start + stride]
        ek, dk = mlkem.keypair.from_seed(seed)
        sink.update(ek)
        c, k = mlkem.encapsulate.from_seed(ek, m)
        sink.update(c + k)
        assert mlkem.decapsulate(c, dk) == k
        sink.update(mlkem.decapsulate(random_c, dk))
    return sink.hexdigest(32)


def test_go_accumulated_hashes_were_read() -> None:
    assert sorted(go_accumulated_hashes()) == [100, 10000, 1000000]


def test_go_accumulated_100(fast_nacl: types.ModuleType) -> None:
    assert accumulated(fast_nacl, 100) == go_accumulated_hashes()[100]


@pytest.mark.slow
def test_go_accumulated_10000(fast_nacl: types.ModuleType) -> None:
    """10,000 iterations: about ten minutes on CPython 3.11, so `slow` (CI runs it in its PyPy step); the
    100-iteration run above is in every run."""
    assert accumulated(fast_nacl, 10000) == go_accumulated_hashes()[10000]
