"""The Keccak family: SHA-3, SHAKE, TurboSHAKE, the Keccak-p[1600] core and SHA-2's multi-part forms.

Oracles, none of them this project's code:
- libsodium 1.0.22 (libsodium.js, tests/libsodium_js.py): the bindings crypto_xof_*, crypto_hash_sha3*,
  crypto_hash_sha256/512_* through its wrappers, crypto_core_keccak1600_* through its C exports on a kept state; on
  random inputs at every rate boundary (0, 1, rate - 1, rate, rate + 1, and longer), split into several updates and
  squeezed in several pieces, with random domain bytes; their constants;
- RFC 9861's TurboSHAKE vectors (tests/vectors/rfc9861_turboshake.txt, as printed there);
- hashlib's SHA-3 and SHAKE for the family's own sponge (which the bindings use where hashlib is missing, and
  multi-part SHAKE always) and for the FIPS 202 transliteration in tweetnacl.reference.keccak.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import sys
from pathlib import Path
from typing import Any, Callable

import pytest
from libsodium_js import In, LibsodiumJS, Out

from tweetnacl.fast.keccak import lanes, sponge, words
from tweetnacl.pynacl import bindings as b
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.reference import keccak as reference

VECTORS = Path(__file__).parent / "vectors" / "rfc9861_turboshake.txt"
XOFS = {"shake128": 168, "shake256": 136, "turboshake128": 168, "turboshake256": 136}
SHA3 = {"sha3256": (136, 32), "sha3512": (72, 64)}
LARGE = sys.implementation.name == "pypy" or os.environ.get("TWEETNACL_KECCAK_LARGE") == "1"
"""RFC 9861's 17**5- and 17**6-byte messages (1.4 and 24 MB): on PyPy always, on CPython when asked (seconds)."""


def boundary_lengths(rate: int) -> list[int]:
    return [0, 1, rate - 1, rate, rate + 1, 2 * rate + 7]


# -- RFC 9861 ------------------------------------------------------------------------------------------------------


def ptn(n: int) -> bytes:
    """RFC 9861 section 5: the pattern 00 01 .. FA repeated, truncated to n bytes."""
    return (bytes(range(0xFB)) * (n // 0xFB + 1))[:n]


def rfc9861_vectors() -> list[tuple[str, bytes | int, int, int, bool, bytes]]:
    """(function, message, D, output length, last-32-bytes-only, expected) for each TurboSHAKE vector printed; the
    message as its bytes, or as n for ptn(n) (made when needed: the largest is 24 MB)."""
    text = VECTORS.read_text()
    heading = re.compile(r"^\s*(TurboSHAKE(?:128|256))\(M=(.*?), D=`(..)`, (\d+)\)(, last 32 bytes)?:\s*$")
    vectors = []
    lines = text.splitlines()
    for index, line in enumerate(lines):
        match = heading.match(line)
        if not match:
            continue
        function, message_text, domain, length, last = match.groups()
        hex_digits = ""
        for following in lines[index + 1 :]:
            hex_digits += following.strip().strip("`")
            if following.rstrip().endswith("`"):
                break
        if message_text == "`00`^0":
            message = b""
        elif message_text.startswith("ptn("):
            message: bytes | int = 17 ** int(message_text[len("ptn(17**")])
        else:
            message = bytes.fromhex(message_text.strip("`"))
        expected = bytes.fromhex(hex_digits)
        vectors.append((function, message, int(domain, 16), int(length), bool(last), expected))
    return vectors


VECTOR_LIST = rfc9861_vectors()


def test_rfc9861_file_has_every_vector() -> None:
    assert len(VECTOR_LIST) == 2 * 16 - 1  # TurboSHAKE128: 3 + 7 + 6; TurboSHAKE256: 2 + 7 + 6
    assert all(len(expected) == (32 if last else length) for _, _, _, length, last, expected in VECTOR_LIST)


@pytest.mark.parametrize(
    "function, message, domain, length, last, expected",
    [
        pytest.param(*vector, id=f"{vector[0]}-M{vector[1]!r:.12}-D{vector[2]:02x}-{vector[3]}")
        for vector in VECTOR_LIST
    ],
)
def test_rfc9861_turboshake(
    function: str, message: bytes | int, domain: int, length: int, last: bool, expected: bytes
) -> None:
    if isinstance(message, int):
        if message > 17**4 and not LARGE:
            pytest.skip("1.4-24 MB messages: set TWEETNACL_KECCAK_LARGE=1 (always run on PyPy)")
        message = ptn(message)
    name = f"crypto_xof_{function.lower()}"
    if domain == 0x1F:
        output = getattr(b, name)(length, message)
    else:
        state = getattr(b, name + "_init_with_domain")(domain)
        getattr(b, name + "_update")(state, message)
        output = getattr(b, name + "_squeeze")(state, length)
    assert (output[-32:] if last else output) == expected


def test_rfc9861_on_the_reference_transliteration() -> None:
    for function, message, domain, length, _, expected in VECTOR_LIST:
        if (message if isinstance(message, int) else 0) <= 17**2 and length <= 64:
            rate = 168 if function == "TurboSHAKE128" else 136
            data = ptn(message) if isinstance(message, int) else message
            assert reference.sponge(rate, 12, data, domain, length) == expected


# -- hashlib as the oracle of the family's own sponge (SHA-3, SHAKE) ------------------------------------------------

HASHLIB = {
    "SHA3-256": (sponge.SHA3_256, lambda m, n: hashlib.sha3_256(m).digest()),
    "SHA3-512": (sponge.SHA3_512, lambda m, n: hashlib.sha3_512(m).digest()),
    "SHAKE128": (sponge.SHAKE128, lambda m, n: hashlib.shake_128(m).digest(n)),
    "SHAKE256": (sponge.SHAKE256, lambda m, n: hashlib.shake_256(m).digest(n)),
}


@pytest.mark.parametrize("name", list(HASHLIB))
def test_sponge_against_hashlib(name: str) -> None:
    parameters, oracle = HASHLIB[name]
    rng = random.Random(name)
    fixed = name.startswith("SHA3")
    for length in boundary_lengths(parameters.rate):
        message = rng.randbytes(length)
        pieces = [0, 1, parameters.rate - 1, parameters.rate, parameters.rate + 1, 2 * parameters.rate]
        total = 64 if name == "SHA3-512" else 32 if fixed else sum(pieces)
        xof = sponge.Sponge(parameters)
        cut = rng.randrange(length + 1)
        xof.absorb(message[:cut])
        xof.absorb(bytearray(message[cut:]))
        output = xof.squeeze(total) if fixed else b"".join(xof.squeeze(n) for n in pieces)
        assert output == oracle(message, total), (name, length)
        fallback = sponge.SpongeHash(parameters, total)  # the multi-part SHA-3 where hashlib has none
        fallback.update(message)
        assert fallback.digest() == fallback.digest() == oracle(message, total)
        assert reference.sponge(parameters.rate, 24, message, parameters.domain, total) == oracle(message, total)


def test_both_layouts_against_the_reference_permutation() -> None:
    rng = random.Random(1600)
    for layout in (lanes, words):
        state = layout.new_state()
        data = rng.randbytes(200)
        layout.xor_bytes(state, data, 0)
        for rounds in (24, 12):
            layout.permute(state, rounds)
            data = reference.keccak_p(data, rounds)
            assert layout.extract_bytes(state, 0, 200) == data, layout.__name__
        for offset, length in ((0, 0), (3, 1), (5, 11), (8, 16), (199, 1), (0, 200)):
            assert layout.extract_bytes(state, offset, length) == data[offset : offset + length]


# -- libsodium 1.0.22 -----------------------------------------------------------------------------------------------


def test_constants_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    theirs = libsodium_js.constants()
    families = ("crypto_xof_", "crypto_hash_sha3", "crypto_hash_sha256_", "crypto_hash_sha512_", "crypto_hash_BYTES")
    ours = [name for name in dir(b) if name.startswith(families) and name[-1].isupper()]
    compared = [name for name in theirs if name.startswith(families)]
    assert len(compared) >= 13
    for name in compared:
        assert getattr(b, name) == theirs[name], name
    for xof in XOFS:  # the DOMAIN_STANDARD accessors have no wrapper constant: their C exports
        assert (
            getattr(b, f"crypto_xof_{xof}_DOMAIN_STANDARD") == libsodium_js.raw(f"crypto_xof_{xof}_domain_standard")[0]
        )
        assert getattr(b, f"crypto_xof_{xof}_BLOCKBYTES") == libsodium_js.raw(f"crypto_xof_{xof}_blockbytes")[0]
    assert set(compared) <= set(ours)
    assert b.crypto_hash_PRIMITIVE == "sha512"  # libsodium's crypto_hash.h: #define crypto_hash_PRIMITIVE "sha512"


@pytest.mark.parametrize("xof", list(XOFS))
def test_xof_one_shot_against_libsodium(libsodium_js: LibsodiumJS, xof: str) -> None:
    rate = XOFS[xof]
    rng = random.Random(xof)
    name = f"crypto_xof_{xof}"
    for length in boundary_lengths(rate):
        message = rng.randbytes(length)
        for outlen in (0, 1, rate - 1, rate, rate + 1, 3 * rate):
            assert getattr(b, name)(outlen, message) == libsodium_js.call(name, outlen, message), (length, outlen)


@pytest.mark.parametrize("xof", list(XOFS))
def test_xof_multipart_against_libsodium(libsodium_js: LibsodiumJS, xof: str) -> None:
    rate = XOFS[xof]
    rng = random.Random(xof + "parts")
    name = f"crypto_xof_{xof}"
    cases: list[tuple[int | None, list[int], list[int]]] = [
        (None, [0], [0, 1, rate - 1, rate, rate + 1, 2 * rate]),
        (None, [rate - 1, 1, rate, 0, rate + 1], [rate, rate, 1]),
        (0x1F, [1, rate - 2], [rate - 1, 2]),
        (0x00, [rate], [1]),
        (0x80, [rate + 1], [2 * rate + 3]),
        (0xFF, [5, 5, 2 * rate], [rate + 1, rate - 1]),
        (rng.randrange(256), [rng.randrange(400) for _ in range(3)], [rng.randrange(400) for _ in range(3)]),
    ]
    for domain, updates, squeezes in cases:
        if domain is None:
            ours, theirs = getattr(b, name + "_init")(), libsodium_js.call(name + "_init")
        else:
            ours = getattr(b, name + "_init_with_domain")(domain)
            theirs = libsodium_js.call(name + "_init_with_domain", domain)
        for size in updates:
            piece = rng.randbytes(size)
            getattr(b, name + "_update")(ours, piece)
            libsodium_js.call(name + "_update", theirs, piece)
        for size in squeezes:
            output = getattr(b, name + "_squeeze")(ours, size)
            assert output == libsodium_js.call(name + "_squeeze", theirs, size), (domain, updates, squeezes)
            assert type(output) is bytes


@pytest.mark.parametrize("sha3", list(SHA3))
def test_sha3_against_libsodium(libsodium_js: LibsodiumJS, sha3: str) -> None:
    rate, size = SHA3[sha3]
    rng = random.Random(sha3)
    name = f"crypto_hash_{sha3}"
    for length in boundary_lengths(rate):
        message = rng.randbytes(length)
        digest = getattr(b, name)(message)
        assert digest == libsodium_js.call(name, message) and len(digest) == size
        ours, theirs = getattr(b, name + "_init")(), libsodium_js.call(name + "_init")
        cut = rng.randrange(length + 1)
        for piece in (message[:cut], b"", message[cut:]):
            getattr(b, name + "_update")(ours, piece)
            libsodium_js.call(name + "_update", theirs, piece)
        assert getattr(b, name + "_final")(ours) == libsodium_js.call(name + "_final", theirs) == digest


@pytest.mark.parametrize("sha2, block", [("sha256", 64), ("sha512", 128)])
def test_sha2_multipart_against_libsodium(libsodium_js: LibsodiumJS, sha2: str, block: int) -> None:
    rng = random.Random(sha2)
    name = f"crypto_hash_{sha2}"
    for length in boundary_lengths(block):
        message = rng.randbytes(length)
        ours, theirs = getattr(b, name + "_init")(), libsodium_js.call(name + "_init")
        cut = rng.randrange(length + 1)
        for piece in (message[:cut], message[cut:]):
            getattr(b, name + "_update")(ours, piece)
            libsodium_js.call(name + "_update", theirs, piece)
        assert getattr(b, name + "_final")(ours) == libsodium_js.call(name + "_final", theirs)


def test_keccak1600_core_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    """libsodium's C functions on a kept 224-byte state (its struct; the first 200 bytes are Keccak's state)."""
    rng = random.Random(1600)
    theirs = libsodium_js.keep(224)
    libsodium_js.raw("crypto_core_keccak1600_init", theirs)
    ours = b.crypto_core_keccak1600_init()
    steps: list[tuple[str, Any]] = [
        ("xor", (0, 200)), ("permute_24", None), ("xor", (3, 1)), ("xor", (5, 11)), ("xor", (199, 1)),
        ("permute_12", None), ("xor", (8, 0)), ("xor", (17, 150)), ("permute_12", None), ("permute_24", None),
    ]  # fmt: skip
    try:
        for step, span in steps:
            if step == "xor":
                offset, length = span
                data = rng.randbytes(length)
                b.crypto_core_keccak1600_xor_bytes(ours, data, offset)
                libsodium_js.raw("crypto_core_keccak1600_xor_bytes", theirs, In(data), offset, length)
            else:
                getattr(b, f"crypto_core_keccak1600_{step}")(ours)
                libsodium_js.raw(f"crypto_core_keccak1600_{step}", theirs)
            assert b.crypto_core_keccak1600_extract_bytes(ours, 0, 200) == libsodium_js.read(theirs)[:200], step
            for offset, length in ((0, 0), (1, 7), (9, 30), (160, 40)):
                _, (expected,) = libsodium_js.raw(
                    "crypto_core_keccak1600_extract_bytes", theirs, Out(length), offset, length
                )
                assert b.crypto_core_keccak1600_extract_bytes(ours, offset, length) == expected
    finally:
        libsodium_js.free(theirs)


def test_squeeze_after_update_error_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    """libsodium refuses an update after a squeeze (-1: libsodium.js throws); here ValueError, and the state is left
    as it was: its output goes on as libsodium's does for a state that was never sent the refused update."""
    ours = b.crypto_xof_turboshake128_init()
    theirs = libsodium_js.call("crypto_xof_turboshake128_init")
    b.crypto_xof_turboshake128_update(ours, b"abc")
    libsodium_js.call("crypto_xof_turboshake128_update", theirs, b"abc")
    assert b.crypto_xof_turboshake128_squeeze(ours, 10) == libsodium_js.call(
        "crypto_xof_turboshake128_squeeze", theirs, 10
    )
    with pytest.raises(ValueError, match="state"):
        b.crypto_xof_turboshake128_update(ours, b"")
    assert b.crypto_xof_turboshake128_squeeze(ours, 200) == libsodium_js.call(
        "crypto_xof_turboshake128_squeeze", theirs, 200
    )


# -- errors ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("xof", list(XOFS))
def test_xof_errors(xof: str) -> None:
    name = f"crypto_xof_{xof}"
    one_shot, init_with_domain = getattr(b, name), getattr(b, name + "_init_with_domain")
    update, squeeze = getattr(b, name + "_update"), getattr(b, name + "_squeeze")
    for domain, error in (
        (256, ValueError),
        (-1, ValueError),
        ("\x1f", TypeError),
        (1.0, TypeError),
        (True, TypeError),
    ):
        with pytest.raises(error, match="domain"):
            init_with_domain(domain)
    for outlen, error in ((-1, ValueError), (sys.maxsize + 1, ValueError), (2**64, ValueError), (2**200, ValueError),
                          ("32", TypeError), (None, TypeError)):  # fmt: skip
        with pytest.raises(error, match="outlen"):
            one_shot(outlen, b"")
        with pytest.raises(error, match="outlen"):
            squeeze(getattr(b, name + "_init")(), outlen)
    for data in ("text", 5, None):
        with pytest.raises(TypeError, match="in"):
            one_shot(32, data)
        with pytest.raises(TypeError, match="in"):
            update(getattr(b, name + "_init")(), data)
    other = "crypto_xof_shake128" if xof != "shake128" else "crypto_xof_turboshake128"
    with pytest.raises(TypeError, match="state"):
        update(getattr(b, other + "_init")(), b"")
    with pytest.raises(TypeError, match="state"):
        squeeze(b.crypto_hash_sha3256_init(), 1)
    state = getattr(b, name + "_init")()
    squeeze(state, 1)
    with pytest.raises(ValueError, match="state"):
        update(state, b"x")
    assert isinstance(pytest.raises(exc.CryptoError, update, state, b"x").value, ValueError)
    assert one_shot(3, bytearray(b"ab")) == one_shot(3, memoryview(b"ab")) == one_shot(3, b"ab")


@pytest.mark.parametrize(
    "prefix", ["crypto_hash_sha3256", "crypto_hash_sha3512", "crypto_hash_sha256", "crypto_hash_sha512"]
)
def test_fixed_hash_state_errors(prefix: str) -> None:
    state = getattr(b, prefix + "_init")()
    getattr(b, prefix + "_update")(state, b"abc")
    digest = getattr(b, prefix + "_final")(state)
    with pytest.raises(exc.CryptoError):
        getattr(b, prefix + "_final")(state)
    with pytest.raises(ValueError, match="state"):
        getattr(b, prefix + "_update")(state, b"")
    with pytest.raises(TypeError, match="state"):
        getattr(b, prefix + "_update")(object(), b"")
    with pytest.raises(TypeError, match="in"):
        getattr(b, prefix + "_update")(getattr(b, prefix + "_init")(), "abc")
    assert len(digest) in (32, 64)


def test_keccak1600_core_errors() -> None:
    state = b.crypto_core_keccak1600_init()
    for call, error, word in (
        (lambda: b.crypto_core_keccak1600_xor_bytes(state, bytes(201), 0), ValueError, "200"),
        (lambda: b.crypto_core_keccak1600_xor_bytes(state, bytes(1), 200), ValueError, "200"),
        (lambda: b.crypto_core_keccak1600_xor_bytes(state, bytes(1), -1), ValueError, "offset"),
        (lambda: b.crypto_core_keccak1600_xor_bytes(state, "x", 0), TypeError, "bytes"),
        (lambda: b.crypto_core_keccak1600_extract_bytes(state, 0, 201), ValueError, "200"),
        (lambda: b.crypto_core_keccak1600_extract_bytes(state, 190, 11), ValueError, "200"),
        (lambda: b.crypto_core_keccak1600_extract_bytes(state, 0, -1), ValueError, "length"),
        (lambda: b.crypto_core_keccak1600_extract_bytes(state, 2**70, 0), ValueError, "offset"),
        (lambda: b.crypto_core_keccak1600_extract_bytes(state, 0.0, 0), TypeError, "offset"),
        (lambda: b.crypto_core_keccak1600_permute_12(b"\x00" * 200), TypeError, "state"),
    ):  # fmt: skip
        with pytest.raises(error, match=word):
            call()
    assert b.crypto_core_keccak1600_extract_bytes(state, 0, 200) == bytes(200)  # nothing changed it


def test_huge_squeeze_is_refused_before_any_allocation() -> None:
    """Lengths no bytes can hold fail at once (the 2**62 one would need exabytes)."""
    for outlen in (sys.maxsize + 1, 2**64, 2**64 + 1):
        with pytest.raises(ValueError):
            b.crypto_xof_turboshake256(outlen, b"")
        with pytest.raises(ValueError):
            b.crypto_xof_shake256(outlen, b"")


def test_states_copy_and_refuse_pickling() -> None:
    import pickle

    state = b.crypto_xof_turboshake128_init()
    b.crypto_xof_turboshake128_update(state, b"abc")
    twin = state.copy()
    assert b.crypto_xof_turboshake128_squeeze(state, 50) == b.crypto_xof_turboshake128_squeeze(twin, 50)
    for made in (state, b.crypto_hash_sha3256_init(), b.crypto_hash_sha256_init(), b.crypto_core_keccak1600_init()):
        with pytest.raises(TypeError):
            pickle.dumps(made)


ONE_SHOTS: dict[str, Callable[[bytes, int], bytes]] = {
    "shake128": sponge.shake128, "shake256": sponge.shake256, "sha3_256": sponge.sha3_256, "sha3_512": sponge.sha3_512,
}  # fmt: skip


def test_one_shot_hashlib_dispatch_agrees_with_the_sponge() -> None:
    for name, function in ONE_SHOTS.items():
        parameters = {"shake128": sponge.SHAKE128, "shake256": sponge.SHAKE256,
                      "sha3_256": sponge.SHA3_256, "sha3_512": sponge.SHA3_512}[name]  # fmt: skip
        size = 64 if name == "sha3_512" else 32
        xof = sponge.Sponge(parameters)
        xof.absorb(b"The quick brown fox")
        assert function(b"The quick brown fox", size) == xof.squeeze(size)
