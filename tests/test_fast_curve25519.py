"""tweetnacl.fast.curve25519.montgomery on its own: RFC 7748 vectors, libsodium, cryptography, the reference port.

Expected values come from published vectors (RFC 7748 via cryptography_vectors and
tests/vectors/rfc7748_x25519.txt) or from independent implementations (libsodium through PyNaCl,
OpenSSL through cryptography); the reference port is checked on a few examples only (~0.1 s a call).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import random
import textwrap
from collections.abc import Callable

import nacl.bindings
import nacl.exceptions
import pytest
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from hypothesis import given, settings
from hypothesis import strategies as st
from nonnegative import non_negative_copy
from vector_files import VECTORS, key_value_blocks

from tweetnacl.fast.curve25519 import montgomery
from tweetnacl.fast.curve25519.select import MASK_BASE, MASK_SLOPE, SELECT_GUARD
from tweetnacl.fast.curve25519 import field_words, montgomery_words
from tweetnacl.fast.curve25519.montgomery import crypto_scalarmult

P = 2**255 - 19
BASE_POINT = bytes([9]) + bytes(31)
ZERO = bytes(32)


def u_bytes(u: int) -> bytes:
    return u.to_bytes(32, "little")


def openssl_x25519(scalar: bytes, u: bytes) -> bytes:
    """cryptography's X25519 (OpenSSL); raises ValueError where the result is all zero."""
    private = X25519PrivateKey.from_private_bytes(scalar)
    return private.exchange(X25519PublicKey.from_public_bytes(u))


# ---------------------------------------------------------------------------------------------
# RFC 7748 vectors
# ---------------------------------------------------------------------------------------------


def _rfc7748_section_5_2() -> list[dict[str, str]]:
    vectors = pytest.importorskip("cryptography_vectors", reason="cryptography_vectors is a test extra")
    with vectors.open_vector_file("asymmetric/X25519/rfc7748.txt", "r") as handle:
        return key_value_blocks(handle.read().splitlines())


def test_rfc7748_section_5_2_vectors() -> None:
    vectors = _rfc7748_section_5_2()
    assert len(vectors) == 3  # the two single vectors and X25519(9, 9)
    for vector in vectors:
        scalar = bytes.fromhex(vector["INPUT_SCALAR"])
        u = bytes.fromhex(vector["INPUT_U"])
        assert crypto_scalarmult(scalar, u) == bytes.fromhex(vector["OUTPUT_U"]), vector["COUNT"]


RFC7748_FILE = key_value_blocks((VECTORS / "rfc7748_x25519.txt").read_text().splitlines())
ITERATED = {int(block["ITERATIONS"]): bytes.fromhex(block["K"]) for block in RFC7748_FILE if "ITERATIONS" in block}
(DIFFIE_HELLMAN,) = [{key: bytes.fromhex(value) for key, value in block.items()} for block in RFC7748_FILE if "SHARED" in block]


def iterate(rounds: int) -> bytes:
    """RFC 7748 section 5.2: k = u = 9; each round k, u = X25519(k, u), k."""
    k = u = BASE_POINT
    for _ in range(rounds):
        k, u = crypto_scalarmult(k, u), k
    return k


def test_rfc7748_iterated_once() -> None:
    assert iterate(1) == ITERATED[1]


def test_rfc7748_iterated_thousand_times() -> None:
    assert iterate(1000) == ITERATED[1000]


@pytest.mark.skipif(
    os.environ.get("TWEETNACL_X25519_MILLION") != "1",
    reason="1,000,000 rounds take about 15 minutes: set TWEETNACL_X25519_MILLION=1 to run them",
)
def test_rfc7748_iterated_million_times() -> None:
    assert iterate(1_000_000) == ITERATED[1_000_000]


def test_rfc7748_section_6_1_diffie_hellman() -> None:
    v = DIFFIE_HELLMAN
    assert crypto_scalarmult(v["ALICE_PRIVATE"], BASE_POINT) == v["ALICE_PUBLIC"]
    assert crypto_scalarmult(v["BOB_PRIVATE"], BASE_POINT) == v["BOB_PUBLIC"]
    assert crypto_scalarmult(v["ALICE_PRIVATE"], v["BOB_PUBLIC"]) == v["SHARED"]
    assert crypto_scalarmult(v["BOB_PRIVATE"], v["ALICE_PUBLIC"]) == v["SHARED"]


# ---------------------------------------------------------------------------------------------
# Independent implementations on seeded random inputs
# ---------------------------------------------------------------------------------------------

RANDOM_CASES = [(rng.randbytes(32), rng.randbytes(32)) for rng in [random.Random(7748)] for _ in range(120)]


def test_random_inputs_match_libsodium() -> None:
    # Random u has its top bit set half of the time: both sides ignore it.
    assert any(u[31] & 0x80 for _, u in RANDOM_CASES) and any(not u[31] & 0x80 for _, u in RANDOM_CASES)
    for scalar, u in RANDOM_CASES:
        assert crypto_scalarmult(scalar, u) == nacl.bindings.crypto_scalarmult(scalar, u)


def test_random_inputs_match_openssl() -> None:
    for scalar, u in RANDOM_CASES:
        assert crypto_scalarmult(scalar, u) == openssl_x25519(scalar, u)


def test_scalar_clamping() -> None:
    # decodeScalar25519: bits 0, 1, 2 and 255 are ignored, bit 254 is forced; the other side clamps too.
    u = RANDOM_CASES[0][1]
    for scalar in (ZERO, b"\xff" * 32, bytes([7]) + bytes(30) + b"\x80", bytes(31) + b"\x40", bytes(31) + b"\xbf"):
        assert crypto_scalarmult(scalar, u) == nacl.bindings.crypto_scalarmult(scalar, u)
    scalar = RANDOM_CASES[1][0]
    flipped = bytes([scalar[0] ^ 0x07]) + scalar[1:31] + bytes([scalar[31] ^ 0xC0])
    assert crypto_scalarmult(flipped, u) == crypto_scalarmult(scalar, u) == openssl_x25519(scalar, u)


# ---------------------------------------------------------------------------------------------
# Inputs no honest party sends: small order, non-canonical, top bit set
# ---------------------------------------------------------------------------------------------

# The u-coordinates of the points of small order and their non-canonical encodings below 2^255, as
# listed at https://cr.yp.to/ecdh.html and in libsodium's blocklist (crypto_scalarmult/curve25519/
# ref10/x25519_ref10.c); test_small_order_list_is_what_libsodium_rejects checks the list against libsodium.
SMALL_ORDER_U = [
    0,
    1,
    325606250916557431795983626356110631294008115727848805560023387167927233504,  # order 8
    39382357235489614581723060781553021112529911719440698176882885853963445705823,  # order 8
    P - 1,
    P,  # = 0
    P + 1,  # = 1
]


def test_small_order_list_is_what_libsodium_rejects() -> None:
    scalar = RANDOM_CASES[2][0]
    for u in SMALL_ORDER_U:
        with pytest.raises(nacl.exceptions.RuntimeError):
            nacl.bindings.crypto_scalarmult(scalar, u_bytes(u))


@pytest.mark.parametrize("u", SMALL_ORDER_U, ids=[f"u{i}" for i in range(len(SMALL_ORDER_U))])
def test_small_order_points_give_zeros(u: int) -> None:
    # TweetNaCl has no all-zero check: 32 zero bytes where libsodium and OpenSSL report an error.
    for scalar, _ in RANDOM_CASES[:4]:
        for encoding in (u_bytes(u), u_bytes(u | 1 << 255)):
            assert crypto_scalarmult(scalar, encoding) == ZERO
            with pytest.raises(ValueError):
                openssl_x25519(scalar, encoding)


@pytest.mark.parametrize("excess", range(19))
def test_non_canonical_u_is_reduced(excess: int) -> None:
    # RFC 7748 section 5: u in [p, 2^255) is processed as u - p; with the top bit set, the same.
    scalar = RANDOM_CASES[excess][0]
    canonical = u_bytes(excess)
    if excess in (0, 1):
        expected = ZERO  # u = 0 and u = 1 have small order
    else:
        expected = openssl_x25519(scalar, canonical)
        assert expected == nacl.bindings.crypto_scalarmult(scalar, canonical)
    assert crypto_scalarmult(scalar, u_bytes(P + excess)) == expected
    assert crypto_scalarmult(scalar, u_bytes((P + excess) | 1 << 255)) == expected
    assert crypto_scalarmult(scalar, u_bytes(excess | 1 << 255)) == expected


def test_top_bit_of_u_is_ignored() -> None:
    for scalar, u in RANDOM_CASES[:10]:
        cleared = u[:31] + bytes([u[31] & 0x7F])
        set_ = u[:31] + bytes([u[31] | 0x80])
        expected = openssl_x25519(scalar, cleared)
        assert crypto_scalarmult(scalar, cleared) == crypto_scalarmult(scalar, set_) == expected


def test_result_is_new_bytes() -> None:
    scalar, u = RANDOM_CASES[3]
    result = crypto_scalarmult(scalar, u)
    assert type(result) is bytes and len(result) == 32


# ---------------------------------------------------------------------------------------------
# Constant time by construction: the shape of the code
# ---------------------------------------------------------------------------------------------


def _shape(function: object) -> tuple[ast.AST, list[str], int]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))  # type: ignore[arg-type]
    forbidden = (ast.If, ast.IfExp, ast.While, ast.BoolOp, ast.Compare, ast.Subscript, ast.Try, ast.Match)
    function = tree.body[0]
    assert isinstance(function, ast.FunctionDef)
    nodes = [node for statement in function.body for node in ast.walk(statement)]  # the body, not the annotations
    return function, [type(node).__name__ for node in nodes if isinstance(node, forbidden)], sum(isinstance(node, ast.For) for node in nodes)


def test_ladder_has_no_secret_dependent_control_flow() -> None:
    """One fixed loop, no branch, comparison, indexing or short-circuit anywhere in the function: CPython's
    big-int ladder, and PyPy's words ladder (its driver, its loop, its field operations)."""
    function, found, loops = _shape(montgomery._crypto_scalarmult_bigints)
    assert not found and loops == 1
    # The loop iterates over a fixed 255-character binary rendering of the scalar's bits.
    assert "'0255b'" in ast.unparse(function) or '"0255b"' in ast.unparse(function)
    function, found, loops = _shape(montgomery._crypto_scalarmult_words)
    assert not found and loops == 0 and "'0255b'" in ast.unparse(function)
    function, found, loops = _shape(montgomery_words.ladder_words)
    assert not found and loops == 1
    for helper in (field_words.mul, field_words.square, montgomery_words._mul_a24, field_words.carry):
        assert _shape(helper)[1:] == ([], 0)
    for helper in (field_words.add, field_words.sub, montgomery_words._select):
        _, found, loops = _shape(helper)  # only the constant limb indices f[0] .. f[9]
        assert loops == 0 and set(found) == {"Subscript"}


def test_selection_masks_and_guard_select_like_plain_ints() -> None:
    """The ladder's masks (digit * slope - base) and guarded XOR-select against `c if bit else a`: the AND
    is never 0 and has one bit length for either bit (no `x & 0` short path)."""
    guard = SELECT_GUARD
    masks = {digit: digit * MASK_SLOPE - MASK_BASE for digit in b"01"}
    assert masks == {ord("0"): guard, ord("1"): 2 * guard - 1}
    rng = random.Random(21)
    values = [0, 1, 2, P - 1, P, 2 * P - 1, 3 * P - 1] + [rng.randrange(3 * P) for _ in range(20)]
    for a in values:
        for c in values:
            lengths = set()
            for digit, mask in masks.items():
                guarded = a | guard
                chosen = (guarded ^ c) & mask
                assert chosen != 0
                lengths.add(chosen.bit_length())
                assert guarded ^ chosen == (c if digit == ord("1") else a)
            assert len(lengths) == 1


def test_ladder_has_no_negative_intermediate() -> None:
    """Every int the ladder computes is non-negative (CPython runs `&`, `>>` and `%` on negative ints by
    other code paths), on random, edge and small-order inputs; answers as libsodium's where it has one."""
    ladder = non_negative_copy(crypto_scalarmult)
    cases = RANDOM_CASES[:4] + [(RANDOM_CASES[5][0], u_bytes(u)) for u in (P + 3, 2**255 - 1, SMALL_ORDER_U[2])]
    cases += [(b"\xff" * 32, u_bytes(9)), (bytes(32), u_bytes(9))]
    for scalar, u in cases:
        assert ladder(scalar, u) == crypto_scalarmult(scalar, u)
    for scalar, u in RANDOM_CASES[:4]:
        assert ladder(scalar, u) == nacl.bindings.crypto_scalarmult(scalar, u)


# ---------------------------------------------------------------------------------------------
# Agreement with the reference port (slow: a few examples)
# ---------------------------------------------------------------------------------------------


def _reference_scalarmult() -> Callable[[bytes, bytes], bytes]:
    try:
        module = importlib.import_module("tweetnacl.reference.core")
    except ImportError as error:  # another engineer's module, written in parallel
        pytest.skip(f"tweetnacl.reference.core is not importable yet: {error}")
    function: Callable[[bytes, bytes], bytes] = module.crypto_scalarmult
    return function


@settings(max_examples=4, deadline=None, derandomize=True)
@given(scalar=st.binary(min_size=32, max_size=32), u=st.binary(min_size=32, max_size=32))
def test_agrees_with_reference(scalar: bytes, u: bytes) -> None:
    reference = _reference_scalarmult()
    assert crypto_scalarmult(scalar, u) == reference(scalar, u)


def test_agrees_with_reference_on_edge_inputs() -> None:
    reference = _reference_scalarmult()
    scalar = RANDOM_CASES[5][0]
    for u in (u_bytes(P + 3), b"\xff" * 32, u_bytes(SMALL_ORDER_U[2])):
        assert crypto_scalarmult(scalar, u) == reference(scalar, u)
