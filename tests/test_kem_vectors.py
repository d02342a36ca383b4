"""ML-KEM-768 and X-Wing against published vectors in tests/vectors/mlkem/ (provenance in tests/vectors/README.md):
Wycheproof's ML-KEM-768 files (a fixed subset in their own JSON schema), C2SP/CCTV's modulus, strcmp and
unlucky-sample files, and the X-Wing draft's test vectors (the version libsodium 1.0.22 implements).

CCTV's files target FIPS 203's initial public draft, whose key generation and encapsulation differ from the final
standard's (libsodium's, and ours); its decapsulation (dk, c -> K) and the modulus check do not differ, so only
those are used from it. On the reference, one case of each file.
"""

from __future__ import annotations

import gzip
import json
import types
from typing import Any

import pytest

from libsodium_js import In, LibsodiumJS, Out
from vector_files import VECTORS

FOLDER = VECTORS / "mlkem"


def wycheproof(name: str) -> list[dict[str, Any]]:
    data = json.loads((FOLDER / f"wycheproof_mlkem_768_{name}.json").read_text())
    assert data["algorithm"] == "ML-KEM"
    tests = [test for group in data["testGroups"] for test in group["tests"]]
    assert len(tests) == data["numberOfTests"]
    return tests


def cctv(name: str) -> list[dict[str, bytes]]:
    """`key = hex` lines; a repeated key starts a new record."""
    records: list[dict[str, bytes]] = [{}]
    for line in (FOLDER / f"cctv_mlkem768_{name}.txt").read_text().splitlines():
        if not line.strip():
            continue
        key, _, value = line.partition(" = ")
        if key in records[-1]:
            records.append({})
        records[-1][key] = bytes.fromhex(value)
    return records


def few(items: list[Any], is_reference: bool) -> list[Any]:
    return items[:1] if is_reference else items


def test_wycheproof_keygen_from_seed(nacl: types.ModuleType, is_reference: bool) -> None:
    for test in few(wycheproof("keygen_seed_test"), is_reference):
        keys = nacl.kem.mlkem768.keypair.from_seed(bytes.fromhex(test["seed"]))
        assert test["result"] == "valid"
        assert keys == (bytes.fromhex(test["ek"]), bytes.fromhex(test["dk"])), test["tcId"]


def test_wycheproof_encapsulation(nacl: types.ModuleType, is_reference: bool) -> None:
    tests = wycheproof("encaps_test")
    valid = [test for test in tests if test["result"] == "valid"]
    invalid = [test for test in tests if test["result"] == "invalid"]
    assert len(valid) >= 4 and len(invalid) >= 12
    for test in few(valid, is_reference):
        ek, m = bytes.fromhex(test["ek"]), bytes.fromhex(test["m"])
        assert nacl.kem.mlkem768.encapsulate.from_seed(ek, m) == (bytes.fromhex(test["c"]), bytes.fromhex(test["K"]))
    for test in invalid:  # not reduced mod q (the modulus check), or of a wrong length: refused before any work
        with pytest.raises(ValueError, match="public_key"):
            nacl.kem.mlkem768.encapsulate.from_seed(bytes.fromhex(test["ek"]), bytes.fromhex(test["m"]))


def test_wycheproof_keygen_and_decapsulation(nacl: types.ModuleType, is_reference: bool) -> None:
    tests = wycheproof("test")
    valid = [test for test in tests if test["result"] == "valid"]
    assert any(test.get("flags") == ["Strcmp"] for test in valid)
    for test in few(valid, is_reference):
        keys = nacl.kem.mlkem768.keypair.from_seed(bytes.fromhex(test["seed"]))
        assert keys.public_key == bytes.fromhex(test["ek"])
        assert nacl.kem.mlkem768.decapsulate(bytes.fromhex(test["c"]), keys.secret_key) == bytes.fromhex(test["K"])
    for test in tests:
        if test["result"] == "invalid":  # a seed or a ciphertext of a wrong length
            seed = bytes.fromhex(test["seed"])
            with pytest.raises(ValueError, match="seed|ciphertext"):
                keys = nacl.kem.mlkem768.keypair.from_seed(seed)
                nacl.kem.mlkem768.decapsulate(bytes.fromhex(test["c"]), keys.secret_key)


def test_wycheproof_semi_expanded_decapsulation(nacl: types.ModuleType, is_reference: bool) -> None:
    """Valid (and malleable-looking) cases give the published key; wrong lengths are refused."""
    for test in wycheproof("semi_expanded_decaps_test"):
        dk, c = bytes.fromhex(test["dk"]), bytes.fromhex(test["c"])
        flags = test.get("flags", [])
        if test["result"] == "valid":
            if not is_reference or not flags:
                assert nacl.kem.mlkem768.decapsulate(c, dk) == bytes.fromhex(test["K"]), test["tcId"]
        elif flags != ["InvalidDecapsulationKey"]:
            with pytest.raises(ValueError, match="ciphertext|secret_key"):
                nacl.kem.mlkem768.decapsulate(c, dk)


def test_wycheproof_invalid_decapsulation_keys_decapsulate_as_libsodium(
    fast_nacl: types.ModuleType, libsodium_js: LibsodiumJS
) -> None:
    """The two keys Wycheproof calls invalid (a corrupted H(ek), a corrupted embedded ek): libsodium checks neither
    (FIPS 203's section 7.3 is optional for a key one made oneself), so its result is the expected one."""
    cases = [test for test in wycheproof("semi_expanded_decaps_test") if test.get("flags") == ["InvalidDecapsulationKey"]]
    assert len(cases) == 2
    for test in cases:
        dk, c = bytes.fromhex(test["dk"]), bytes.fromhex(test["c"])
        ret, (expected,) = libsodium_js.raw("crypto_kem_mlkem768_dec", Out(32), In(c), In(dk))
        assert ret == 0
        assert fast_nacl.kem.mlkem768.decapsulate(c, dk) == expected


@pytest.mark.parametrize("name", ["strcmp", "unluckysample"])
def test_cctv_decapsulation(nacl: types.ModuleType, name: str) -> None:
    """strcmp: a re-encryption that differs from c after a zero byte (implicit rejection must still happen);
    unluckysample: a key whose matrix needs more than 575 bytes of SHAKE128 (rejection sampling)."""
    (record,) = cctv(name)
    assert nacl.kem.mlkem768.decapsulate(record["c"], record["dk"]) == record["K"]


def modulus_lines() -> list[bytes]:
    with gzip.open(FOLDER / "cctv_mlkem768_modulus.txt.gz", "rt") as lines:
        return [bytes.fromhex(line) for line in lines if line.strip()]


def check_modulus(nacl: types.ModuleType, keys: list[bytes]) -> None:
    for ek in keys:
        with pytest.raises(ValueError, match="public_key"):
            nacl.kem.mlkem768.encapsulate.from_seed(ek, bytes(32))


def test_cctv_modulus_sampled(nacl: types.ModuleType, is_reference: bool) -> None:
    """Every value q..4095 at every position of t_hat is refused; a fixed sample here, all under `slow`."""
    keys = modulus_lines()
    assert len(keys) == 780
    check_modulus(nacl, keys[:: 260 if is_reference else 13])


@pytest.mark.slow
def test_cctv_modulus_all(fast_nacl: types.ModuleType) -> None:
    check_modulus(fast_nacl, modulus_lines())


def xwing_draft_vectors() -> list[dict[str, bytes]]:
    """spec/test-vectors.txt of the X-Wing draft: `name hex` or `name` then indented hex lines; blank-line blocks."""
    records = []
    for block in (FOLDER / "xwing_draft_test-vectors.txt").read_text().strip().split("\n\n"):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            if line.startswith(" "):
                fields[name] += line.strip()
            else:
                name, _, value = line.partition(" ")
                fields[name] = value.strip()
        records.append({key: bytes.fromhex(value) for key, value in fields.items()})
    return records


def test_xwing_draft_vectors(nacl: types.ModuleType, is_reference: bool) -> None:
    vectors = xwing_draft_vectors()
    assert len(vectors) == 3
    for vector in few(vectors, is_reference):
        assert nacl.kem.keypair.from_seed(vector["seed"]) == (vector["pk"], vector["sk"])
        if is_reference:  # the X-Wing construction is one code for both cores; the reference's X25519 is slow
            continue
        assert nacl.kem.encapsulate.from_seed(vector["pk"], vector["eseed"]) == (vector["ct"], vector["ss"])
        assert nacl.kem.decapsulate(vector["ct"], vector["sk"]) == vector["ss"]
