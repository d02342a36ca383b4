"""Ed25519ph and the edwards25519 group API (`tweetnacl.fast.curve25519.group` through the PyNaCl layer).

Expected values: RFC 8032 section 7.3 (tests/vectors/rfc8032_ed25519ph.txt) and libsodium through the real
PyNaCl, on random inputs (hypothesis) and on edge cases built with plain integer arithmetic: the identity,
the small-order points, non-canonical encodings (y >= p, x = 0 with the sign bit), points outside the
main subgroup, no square root; scalars 0, 1, L - 1, L, L + 1, 2^255 - 1, 2^256 - 1. Every outcome (bytes,
True/False, or the exception class and message) must be libsodium's. These run on `fast` only: the
reference (TweetNaCl) has no group API.
"""

from __future__ import annotations

import hashlib
import itertools
from typing import Any, Callable

import nacl.bindings
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from nonnegative import digits_of_size, non_negative_copy, operand_bits_copy, rows_without_carry
from test_fast_ed25519 import plain_odd_digits
from curve_helpers import lane_entry
from test_pynacl_compat import OURS, REAL, same_outcome
from vector_files import rfc8032_tests

import tweetnacl
import tweetnacl.pynacl.bindings as ours
from tweetnacl import leakcheck
from tweetnacl.fast.curve25519 import comb, edwards, group
from tweetnacl.fast.curve25519 import field as fe
from tweetnacl.fast.curve25519.scalar import _BARRETT_OFFSET, _MOD_L_BOUND, mod_l, mod_l_bytes, mod_l_guarded
from tweetnacl.fast.curve25519.select import choose_ct, equal_ct

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
BASE = nacl.bindings.crypto_scalarmult_ed25519_base_noclamp((1).to_bytes(32, "little"))
_BARRETT_FACTOR_BITS = (2**520 // L).bit_length()


def _le(n: int) -> bytes:
    return (n % 2**256).to_bytes(32, "little")


# --- edge-case inputs (plain integers; what they mean is not asserted, libsodium says what they do) -------

ORDER8_Y = 2707385501144840649318225287225658788936804267575313519463743609750303402022  # libsodium's list
SMALL_ORDER_YS = (0, 1, P - 1, ORDER8_Y, P - ORDER8_Y)


def _y_encodings() -> list[bytes]:
    """y values of the small-order points, around them and around p, with either sign bit."""
    ys = [*SMALL_ORDER_YS, 2, 3, P - 2, P, P + 1, P + 2, P + 5, 2**255 - 1, 19, 2**254]
    return [(y | sign << 255).to_bytes(32, "little") for y in ys for sign in (0, 1)]


POINTS = _y_encodings() + [
    BASE,
    nacl.bindings.crypto_scalarmult_ed25519_base_noclamp(_le(2)),
    nacl.bindings.crypto_core_ed25519_from_uniform(bytes(range(32))),
    bytes([BASE[0] ^ 1]) + BASE[1:],  # another y: may have no x
    BASE[:31] + bytes([BASE[31] ^ 0x80]),  # -B
]
# Points outside the main subgroup: B plus a small-order point (libsodium's add accepts any curve point).
MIXED = [nacl.bindings.crypto_core_ed25519_add(BASE, _le(y)) for y in SMALL_ORDER_YS]
POINTS += MIXED
SCALARS = [_le(n) for n in (0, 1, 2, 7, 8, L - 1, L, L + 1, 2 * L, 8 * L - 1, 2**252, 2**255 - 1, 2**255, 2**256 - 1)]
SCALARS += [bytes(range(32)), bytes([255]) * 31 + b"\x7f"]


def _both(name: str, *args: Any) -> Callable[[Any], Any]:
    return lambda ns: getattr(ns.bindings, name)(*args)


POINT_FUNCTIONS = ("crypto_core_ed25519_is_valid_point",)
TWO_POINT_FUNCTIONS = ("crypto_core_ed25519_add", "crypto_core_ed25519_sub")
SCALAR_FUNCTIONS = ("crypto_core_ed25519_scalar_invert", "crypto_core_ed25519_scalar_negate",
                    "crypto_core_ed25519_scalar_complement", "crypto_scalarmult_ed25519_base",
                    "crypto_scalarmult_ed25519_base_noclamp", "crypto_core_ed25519_from_uniform")  # fmt: skip
TWO_SCALAR_FUNCTIONS = ("crypto_core_ed25519_scalar_add", "crypto_core_ed25519_scalar_sub",
                        "crypto_core_ed25519_scalar_mul")  # fmt: skip
SCALAR_POINT_FUNCTIONS = ("crypto_scalarmult_ed25519", "crypto_scalarmult_ed25519_noclamp")


@pytest.mark.parametrize("point", POINTS, ids=lambda p: p.hex()[:8] + p.hex()[-4:])
def test_points_at_the_edges_like_libsodium(point: bytes) -> None:
    for name in POINT_FUNCTIONS:
        same_outcome(_both(name, point))
    for name in TWO_POINT_FUNCTIONS:
        same_outcome(_both(name, point, BASE))
        same_outcome(_both(name, BASE, point))
    for scalar in (SCALARS[1], SCALARS[5], SCALARS[-2]):
        for name in SCALAR_POINT_FUNCTIONS:
            same_outcome(_both(name, scalar, point))


def test_point_pairs_at_the_edges_like_libsodium() -> None:
    for p, q in itertools.product(_y_encodings()[:12], repeat=2):
        for name in TWO_POINT_FUNCTIONS:
            same_outcome(_both(name, p, q))


@pytest.mark.parametrize("scalar", SCALARS, ids=lambda s: s.hex()[:6] + s.hex()[-6:])
def test_scalars_at_the_edges_like_libsodium(scalar: bytes) -> None:
    for name in SCALAR_FUNCTIONS:
        same_outcome(_both(name, scalar))
    for other in SCALARS:
        for name in TWO_SCALAR_FUNCTIONS:
            same_outcome(_both(name, scalar, other))
    for point in (BASE, POINTS[-len(MIXED) - 3]):
        for name in SCALAR_POINT_FUNCTIONS:
            same_outcome(_both(name, scalar, point))
    same_outcome(_both("crypto_core_ed25519_scalar_reduce", scalar + scalar))
    same_outcome(_both("crypto_core_ed25519_scalar_reduce", bytes(32) + scalar))


def test_edge_table_has_refusals_and_results() -> None:
    """Not vacuous: libsodium refuses some of these inputs and accepts others."""
    outcomes = [same_outcome(_both("crypto_scalarmult_ed25519_noclamp", s, BASE))[0] for s in SCALARS]
    assert "raises" in outcomes and "returns" in outcomes
    valid = [same_outcome(_both("crypto_core_ed25519_is_valid_point", p)) for p in POINTS]
    assert ("returns", ("builtins.bool", True)) in valid and ("returns", ("builtins.bool", False)) in valid
    assert len(MIXED) == 5


scalars = st.binary(min_size=32, max_size=32)


@settings(max_examples=25, deadline=None)
@given(r=scalars, s=scalars, t=scalars)
def test_group_api_like_libsodium(r: bytes, s: bytes, t: bytes) -> None:
    point = nacl.bindings.crypto_core_ed25519_from_uniform(r)
    other = nacl.bindings.crypto_core_ed25519_from_uniform(t)
    assert ours.crypto_core_ed25519_from_uniform(r) == point
    same_outcome(_both("crypto_core_ed25519_is_valid_point", point))  # False for r = 0 (the identity)
    for name in TWO_POINT_FUNCTIONS:
        assert getattr(ours, name)(point, other) == getattr(nacl.bindings, name)(point, other)
    for name in SCALAR_POINT_FUNCTIONS:
        same_outcome(_both(name, s, point))
    for name in SCALAR_FUNCTIONS:
        same_outcome(_both(name, s))
    for name in TWO_SCALAR_FUNCTIONS:
        assert getattr(ours, name)(s, t) == getattr(nacl.bindings, name)(s, t)
    assert ours.crypto_core_ed25519_scalar_reduce(r + t) == nacl.bindings.crypto_core_ed25519_scalar_reduce(r + t)


@settings(max_examples=10, deadline=None)
@given(a=scalars, b=scalars)
def test_scalarmult_is_a_group_action(a: bytes, b: bytes) -> None:
    """[a] ([b] B) = [a b mod L] B: our ladder on our comb's point against libsodium's scalar_mul and comb
    (bit 255 cleared: the _noclamp functions ignore it)."""
    a, b = a[:31] + bytes([a[31] & 0x7F | 1]), b[:31] + bytes([b[31] & 0x7F | 1])  # non-zero, below 2^255
    product = nacl.bindings.crypto_core_ed25519_scalar_mul(a, b)
    point = ours.crypto_scalarmult_ed25519_base_noclamp(b)
    same_outcome(lambda ns: ns.bindings.crypto_scalarmult_ed25519_noclamp(a, point))
    if any(product):
        assert ours.crypto_scalarmult_ed25519_noclamp(a, point) == nacl.bindings.crypto_scalarmult_ed25519_base_noclamp(
            product
        )


def _torsion_multiple(k: int) -> bytes:
    """[k] T8 for the point T8 of order 8 whose y is ORDER8_Y (libsodium's add; the identity for k = 0)."""
    t8 = ORDER8_Y.to_bytes(32, "little")
    point = _le(1)
    for _ in range(k):
        point = nacl.bindings.crypto_core_ed25519_add(point, t8)
    return point


@settings(max_examples=60, deadline=None)
@given(r=scalars, k=st.integers(0, 7), negate=st.booleans())
def test_main_subgroup_check_like_libsodium(r: bytes, k: int, negate: bool) -> None:
    """A point of the main subgroup plus [k] T8 (order 8 / gcd(k, 8) torsion part: every class of E / 8 E):
    is_valid_point and the Ed25519 -> X25519 key conversion (both run the three-halvings subgroup check) answer
    as libsodium does."""
    point = nacl.bindings.crypto_core_ed25519_add(nacl.bindings.crypto_core_ed25519_from_uniform(r), _torsion_multiple(k))
    if negate:
        point = point[:31] + bytes([point[31] ^ 0x80])
    same_outcome(_both("crypto_core_ed25519_is_valid_point", point))
    same_outcome(lambda ns: ns.bindings.crypto_sign_ed25519_pk_to_curve25519(point))


def test_main_subgroup_check_sees_every_class() -> None:
    """Not vacuous: of the eight torsion classes, only the trivial one passes, for several points."""
    for seed in range(3):
        base = nacl.bindings.crypto_core_ed25519_from_uniform(bytes([seed + 1]) * 32)
        answers = [group.is_valid_point(nacl.bindings.crypto_core_ed25519_add(base, _torsion_multiple(k)))
                   for k in range(8)]  # fmt: skip
        assert answers == [True] + [False] * 7


# --- a secret point: constant-time decoding, blinded subgroup check ----------------------------------------


@settings(max_examples=60, deadline=None)
@given(encoding=st.binary(min_size=32, max_size=32), k=st.integers(0, 7))
def test_secret_point_paths_like_libsodium_on_any_bytes(encoding: bytes, k: int) -> None:
    """Any 32 bytes (about half have no square root; y >= p and the sign bit as they come) and, where they
    decode, the point plus [k] T8 (mixed order): is_valid_point, add, sub and scalarmult(_noclamp), every outcome
    libsodium's."""
    scalar = hashlib.sha256(encoding).digest()
    candidates = [encoding]
    if nacl.bindings.crypto_core_ed25519_is_valid_point(encoding):
        candidates.append(nacl.bindings.crypto_core_ed25519_add(encoding, _torsion_multiple(k)))
    for point in candidates:
        same_outcome(_both("crypto_core_ed25519_is_valid_point", point))
        for name in TWO_POINT_FUNCTIONS:
            same_outcome(_both(name, point, BASE))
            same_outcome(_both(name, BASE, point))
        for name in SCALAR_POINT_FUNCTIONS:
            same_outcome(_both(name, scalar, point))


def _random_points(count: int, seed: int) -> list[bytes]:
    """Points of the main subgroup from libsodium's from_uniform on seeded bytes."""
    return [nacl.bindings.crypto_core_ed25519_from_uniform(hashlib.sha256(bytes([seed, i])).digest()) for i in range(count)]


def _takes_sqrt_m1_branch(encoding: bytes) -> bool:
    """RFC 8032 section 5.1.3 step 3 in plain integers: the candidate u v^3 (u v^7)^((p - 5)/8) is not itself the
    root (v x^2 = -u)."""
    y = int.from_bytes(encoding, "little") % 2**255 % P
    u, v = (y * y - 1) % P, (fe.D * y * y + 1) % P
    x = u * pow(v, 3, P) * pow(u * pow(v, 7, P), (P - 5) // 8, P) % P
    return v * x * x % P != u


def test_decoding_like_the_variable_time_decoding() -> None:
    """`_decode_ct` gives the negation of `_decode_negated_vartime`'s point (None alike) on the edge encodings (y >= p reduced, x = 0 with
    either sign, small order, no root) and on random points of both root branches and both signs."""
    randoms = _random_points(16, 1)
    negated = [p[:31] + bytes([p[31] ^ 0x80]) for p in randoms]
    encodings = POINTS + randoms + negated
    assert {_takes_sqrt_m1_branch(p) for p in randoms} == {False, True}
    for encoding in encodings:
        negated = edwards.decode_negated_vartime(encoding)
        assert edwards.decode_ct(encoding) == (None if negated is None else edwards.point_negate(negated)), encoding.hex()
    assert any(edwards.decode_ct(p) is None for p in POINTS)


def test_decoding_has_no_negative_intermediate() -> None:
    checked = non_negative_copy(edwards.decode_ct, choose_ct, equal_ct,
                                fe.fe_sqrt_ratio_candidate)  # fmt: skip
    for encoding in POINTS + _random_points(8, 2):
        assert checked(encoding) == edwards.decode_ct(encoding)


def _decoding_shape(decode: Callable[..., object], helpers: tuple[Callable[..., object], ...], *args: object) -> tuple[tuple[str, int, int], ...]:
    """(operator, digits of left, digits of right) of the int operations of `decode` and its helpers, on 30-bit
    digits (15-bit counts are the double), an operand below 2^30 counted as one digit: CPython runs 0 and 1 alike
    (the one-digit fast path, no digit loop)."""
    record: list[tuple[str, int, int]] = []
    operand_bits_copy(decode, record, *helpers)(*args)
    return tuple((name, max(1, digits_of_size(left, 30)), max(1, digits_of_size(right, 30))) for name, left, right in record)


def test_decoding_shape_does_not_follow_the_root_branch() -> None:
    """`_decode_ct`'s own int operations (the candidate root is one fixed exponentiation, before any choice) have one
    shape for points whose root is the candidate and for those that need sqrt(-1), with or without the final
    negation; the variable-time decoding's shapes differ between the two (what this test would catch)."""
    helpers = (choose_ct, equal_ct)
    points = _random_points(24, 3)
    points += [p[:31] + bytes([p[31] ^ 0x80]) for p in points]
    shapes: dict[bool, set[tuple[tuple[str, int, int], ...]]] = {False: set(), True: set()}
    old_shapes: dict[bool, set[tuple[tuple[str, int, int], ...]]] = {False: set(), True: set()}
    for encoding in points:
        branch = _takes_sqrt_m1_branch(encoding)
        shapes[branch].add(_decoding_shape(edwards.decode_ct, helpers, encoding))
        y = int.from_bytes(encoding, "little") % 2**255
        old_shapes[branch].add(_decoding_shape(edwards._recover_x_vartime, (fe.fe_sqrt_ratio_vartime,), y, encoding[31] >> 7))
    assert all(shapes.values()) and shapes[False] == shapes[True] and len(shapes[True]) == 1
    assert old_shapes[False].isdisjoint(old_shapes[True])


def test_from_uniform_shape_does_not_follow_the_elligator_branch() -> None:
    """from_uniform's own int operations and its decoding's are one sequence of operators for inputs of either
    Elligator branch (the variable-time map computed the other candidate in one branch only), with no negative
    intermediate; results are libsodium's. (Operand lengths here follow the field values, 2 t^2 + 1 on the raw input
    for one, as in all the field arithmetic; the decoding's own lengths are checked above.)"""
    helpers = (choose_ct, equal_ct, edwards.decode_ct)
    checked = non_negative_copy(group.from_uniform, *helpers)
    shapes: dict[bool, set[tuple[str, ...]]] = {False: set(), True: set()}
    for i in range(32):
        r = hashlib.sha256(bytes([i])).digest()
        assert checked(r) == nacl.bindings.crypto_core_ed25519_from_uniform(r)
        operators = tuple(name for name, _, _ in _decoding_shape(group.from_uniform, helpers, r))
        shapes[leakcheck.elligator_other_candidate(r)].add(operators)
    assert all(shapes.values()) and shapes[False] == shapes[True] and len(shapes[True]) == 1


def _plain_point(k: int) -> edwards.Point:
    point = edwards.decode_ct(nacl.bindings.crypto_scalarmult_ed25519_base_noclamp(_le(k)))
    assert point is not None
    return point


def test_blinded_subgroup_check_when_the_blinded_point_has_small_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The blinding scalar s that makes Q = P + [s] B of small order (s = L - k for P = [k] B + T): Q is T, P is in
    the subgroup iff T is the identity (y = 1), as libsodium says; and s = 0, L - 1 in general."""
    k = 12345
    for torsion in range(8):
        encoding = nacl.bindings.crypto_core_ed25519_add(nacl.bindings.crypto_scalarmult_ed25519_base_noclamp(_le(k)),
                                                         _torsion_multiple(torsion))  # fmt: skip
        point = edwards.decode_ct(encoding)
        assert point is not None
        expected = nacl.bindings.crypto_core_ed25519_is_valid_point(encoding)
        assert expected == (torsion == 0)
        for blinding in (L - k, 0, 1, L - 1):
            monkeypatch.setattr(group.secrets, "randbelow", lambda bound, b=blinding: b if bound == L else 0)
            assert group._in_main_subgroup_blinded(point) == expected


def test_blinded_subgroup_check_draws_from_the_os_not_the_generator() -> None:
    """The blinding scalar comes from `secrets`: a constant `set_prng` generator changes nothing."""
    tweetnacl.set_prng(lambda n: bytes(n))
    try:
        for encoding in _random_points(3, 4) + MIXED:
            same_outcome(_both("crypto_core_ed25519_is_valid_point", encoding))
    finally:
        tweetnacl.set_prng(None)


# --- the shape of the int work on secret scalars -------------------------------------------------------

# Scalars whose plain ints differ in sign-relevant and length-relevant ways: zero, small, top bytes zero,
# top bit set, around L.
SHAPE_SCALARS = [_le(n) for n in (0, 1, 255, 2**128 + 3, L - 1, L, 2**240 - 1, 2**252, 2**255 - 1, 2**256 - 1)]
SHAPE_SCALARS += [bytes(range(32)), bytes(31) + b"\x80", b"\xff" * 31 + b"\x00"]


def _scalar_of_window_digits(low_digits: list[int]) -> int:
    """The scalar in [0, L) whose odd-digit recoding for `_variable_base_ct` (w = 4, 64 positions) has these
    63 low digits (each odd, |d| < 16) under a top digit 1: k = 2^252 + sum d_i 16^i, scalar = k - L (k - L
    is even, so the recoding adds L back). Plain integer arithmetic; checked against the plain recoding."""
    k = 2**252 + sum(d << (4 * i) for i, d in enumerate(low_digits))
    scalar = k - L
    assert 0 <= scalar < L
    assert plain_odd_digits(scalar, 4, 64) == (k, [*low_digits, 1])
    return scalar


WINDOW_DIGIT_SCALARS = [
    _scalar_of_window_digits([15] * 63),  # every entry the last one, positive
    _scalar_of_window_digits([-1] * 62 + [15]),  # the first entry, negated, below a large digit
    _scalar_of_window_digits([1, -1] * 31 + [1]),
    _scalar_of_window_digits([(2 * (i % 8) + 1) * (-1) ** (i // 8) for i in range(62)] + [9]),  # every entry, both signs
]


def test_window_digits_are_the_recoding() -> None:
    """`_variable_base_ct`'s table has w = 4 and 64 positions, so the scalars above have the digits they claim."""
    point = group._valid_point_ct(BASE)
    assert point is not None
    table = comb._VariableBaseTable(point, comb.VARIABLE_BASE_WINDOW)
    assert (table.window, table.positions) == (4, 64)
    assert all(lane_entry(table, i, j) == lane_entry(table, 0, j) for i in (1, 63) for j in range(8))


def _window_scalars() -> list[bytes]:
    edges = [0, 1, 2, L - 2, L - 1, *WINDOW_DIGIT_SCALARS]
    return [_le(n) for n in edges] + [SHAPE_SCALARS[4], SHAPE_SCALARS[8], bytes(range(32)), hashlib.sha256(b"k").digest()]


def _unclamped_mod_l(scalar: bytes) -> int:
    """libsodium's unclamped scalar (bit 255 cleared) mod L, by plain arithmetic: the window's scalars of
    `_window_scalars` keep their digit patterns (`group` passes this plus L, whose recoding differs)."""
    return (int.from_bytes(scalar, "little") & (2**255 - 1)) % L


def test_window_has_no_negative_intermediate(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every int the fixed-window multiplication computes (recoding, selection, start, doublings, additions) is
    non-negative (CPython runs `*`, `%` and `&` on negative ints by other code paths, so the sign would depend
    on the secret scalar), on edge scalars and on digit patterns at the ends of the table; the copy's results
    are libsodium's."""
    monkeypatch.setattr(comb, "_selected_entries", comb._selected_entries_lanes)  # CPython's lanes (PyPy's words: signed)
    window = non_negative_copy(comb.variable_base_ct, comb._selected_entries_lanes, comb._select_ct,
                               comb._randomized_start, comb._add_halved_niels_ct)  # fmt: skip
    for point_bytes in (BASE, nacl.bindings.crypto_core_ed25519_from_uniform(bytes(range(1, 33)))):
        point = group._valid_point_ct(point_bytes)
        assert point is not None
        for scalar in _window_scalars():
            result = window(_unclamped_mod_l(scalar), point)
            expected = same_outcome(lambda ns: ns.bindings.crypto_scalarmult_ed25519_noclamp(scalar, point_bytes))
            if expected[0] == "returns":
                assert edwards.encode_ct(result) == nacl.bindings.crypto_scalarmult_ed25519_noclamp(scalar, point_bytes)  # type: ignore[arg-type]
            else:  # libsodium refuses [0] P: the window gives the identity
                assert edwards.encode_ct(result) == _le(1)  # type: ignore[arg-type]


def test_window_bounds() -> None:
    """The outputs stay below 2^256 (as documented) and the offsets are multiples of p."""
    assert all(k % P == 0 for k in comb._WINDOW_OFFSETS)
    point = group._valid_point_ct(BASE)
    assert point is not None
    for scalar in _window_scalars():
        for reduced in (_unclamped_mod_l(scalar), group._guarded_scalar(scalar, False)):  # [0, L) and [L, 2 L)
            assert all(0 <= c < 2**256 for c in comb.variable_base_ct(reduced, point))


@settings(max_examples=40, deadline=None)
@given(
    scalar=st.one_of(
        st.sampled_from([0, 1, 2, 7, 8, L - 1, L, L + 1, 2 * L, 2**252, 2**255 - 1, 2**255, 2**256 - 1]),
        st.integers(0, 2**256 - 1),
    ),
    point=st.one_of(st.sampled_from(POINTS), st.binary(min_size=32, max_size=32).map(
        nacl.bindings.crypto_core_ed25519_from_uniform)),
)
def test_scalarmult_edges_like_libsodium(scalar: int, point: bytes) -> None:
    """Edge scalars and random ones on every edge point (small order, mixed order, non-canonical, no square
    root) and on random points of the main subgroup: libsodium's bytes, or its refusal."""
    for name in SCALAR_POINT_FUNCTIONS:
        same_outcome(_both(name, _le(scalar), point))


def test_group_law_has_no_negative_intermediate() -> None:
    """_add and _double on reduced coordinates: no negative intermediate, at the extremes 0 and p - 1 of every
    coordinate (differences like y1 - x1 and b - a at their most negative) and on real points."""
    add = non_negative_copy(edwards.point_add)
    double = non_negative_copy(edwards.point_double)
    extremes = [(0, 0, 1, 0), (P - 1, 0, 1, P - 1), (0, P - 1, P - 1, 0), (P - 1, P - 1, P - 1, P - 1), edwards.BASE]
    for p, q in itertools.product(extremes, repeat=2):
        assert add(p, q) == edwards.point_add(p, q)
    for p in extremes:
        assert double(p) == edwards.point_double(p)


DIGIT_SIZES = (15, 30, 63)
"""Digit sizes of the interpreters a length class must hold on: CPython with 15- or 30-bit digits, PyPy 63."""


def _shape(function: Callable[..., object], *args: bytes) -> list[tuple[str, int, int]]:
    """(operator, bits of left, bits of right) of every int operation of `function` on `args`."""
    record: list[tuple[str, int, int]] = []
    copy = operand_bits_copy(
        function, record, group._scalar, group._scalar_dividend, mod_l_bytes, mod_l, mod_l_guarded, group.scalar_add,
        group.scalar_negate,
    )
    assert copy(*args) == function(*args)
    return record


def _digit_shapes(record: list[tuple[str, int, int]]) -> tuple[tuple[tuple[str, int, int], ...], ...]:
    """The record as digit counts, once per digit size of DIGIT_SIZES."""
    return tuple(
        tuple((name, digits_of_size(left, size), digits_of_size(right, size)) for name, left, right in record)
        for size in DIGIT_SIZES
    )


BARRETT_EDGES = [0, 1, 2, L - 1, L, L + 1, 2 * L - 1, 2 * L, 2**252, 2**256 - 1, 2**256, 2**257 + L, 2**260,
                 2**512, 2**515, (2**257 + L) ** 2, _MOD_L_BOUND - 1]  # fmt: skip
BARRETT_EDGES += [k * L + e for k in (3, 2**200 + 1, 2**263 - 5, _MOD_L_BOUND // L - 1) for e in (-1, 0, 1)]


def _barrett_quotient_is_short(dividend: int) -> bool:
    """Whether Barrett's estimate (Handbook of Applied Cryptography 14.42 with _mod_l's shifts) is floor - 1
    for this dividend, i.e. whether _mod_l's final subtraction of L is taken: plain integer arithmetic."""
    x = dividend + _BARRETT_OFFSET
    estimate = (x >> 249) * (2**520 // L) >> 271
    assert x // L - 1 <= estimate <= x // L
    return estimate < x // L


def test_barrett_reduction_at_its_bounds() -> None:
    """_mod_l is exact mod L at the edges (0, multiples of L and their neighbours, powers of two, the products
    of two `_scalar` values, its documented bound), and both outcomes of its final selection occur."""
    assert _BARRETT_OFFSET % L == 0 and 2**518 < _BARRETT_OFFSET
    assert _BARRETT_OFFSET + _MOD_L_BOUND < 2**519
    assert (2**257 + L) ** 2 < _MOD_L_BOUND
    for dividend in BARRETT_EDGES:
        assert 0 <= dividend < _MOD_L_BOUND
        assert mod_l(dividend) == dividend % L, dividend
    shorts = {_barrett_quotient_is_short(dividend) for dividend in BARRETT_EDGES}
    assert shorts == {False, True}


@settings(max_examples=300, deadline=None)
@given(dividend=st.integers(0, _MOD_L_BOUND - 1))
def test_barrett_reduction_like_python_mod(dividend: int) -> None:
    assert mod_l(dividend) == dividend % L


def test_barrett_reduction_has_one_shape() -> None:
    """Every int operation of _mod_l has operands of the same digit counts, on 15-, 30- and 63-bit digits, from
    the smallest to the largest dividend, with the final subtraction taken or not; and none is negative."""
    shapes = set()
    takes = set()
    checked = non_negative_copy(mod_l, mod_l_guarded)
    for dividend in BARRETT_EDGES:
        first, *rest = _shape(mod_l, dividend)  # type: ignore[arg-type]
        assert first == ("Add", dividend.bit_length(), 519)  # the caller's dividend, made 519 bits long
        shapes.add(_digit_shapes(rest))
        takes.add(_barrett_quotient_is_short(dividend))
        assert checked(dividend) == dividend % L
    assert len(shapes) == 1 and takes == {False, True}
    (shape,) = shapes
    assert all(name not in ("Mod", "FloorDiv") for name, _, _ in shape[0])  # no division


def _row_carries_follow_the_constant(constant: int, other_top_digit_min: int) -> bool:
    """For CPython's schoolbook multiplication constant * other (30-bit digits, the left operand's digits
    outside): each row ends with a carry that is non-zero whatever `other` is (constant digit f with
    f * other's top digit >= 2^30) or zero whatever it is (f = 0)."""
    digits = [(constant >> (30 * i)) & (2**30 - 1) for i in range(-(-constant.bit_length() // 30))]
    return all(f == 0 or f * other_top_digit_min >= 2**30 for f in digits)


def test_barrett_multiplications_end_rows_alike() -> None:
    """_mod_l's two products put the constant on the left (its digits drive the rows) and a secret whose top
    30-bit digit is bounded below on the right: x >> 249 in [2^269, 2^270), q in [2^266, 2^267)."""
    assert _row_carries_follow_the_constant(2**520 // L, 2**29)
    assert _row_carries_follow_the_constant(L, 2**26)
    assert not _row_carries_follow_the_constant(L, 2**25)  # why q's top digit must be >= 2^26
    low = _BARRETT_OFFSET
    high = low + _MOD_L_BOUND - 1
    assert 2**269 <= low >> 249 and high >> 249 < 2**270
    for x in (low, high):
        quotient = (2**520 // L) * (x >> 249) >> 271
        assert 2**266 <= quotient < 2**267


def test_scalar_mul_rows_do_not_follow_the_scalars() -> None:
    """Which rows of scalar_mul's products and of its reduction end without a carry is the same for short scalars,
    scalars with zero digits and full ones (the plain product of two `_scalar` values differed: rows 5 to 7 of a
    scalar below 2^128)."""
    patterns = set()
    plain = set()
    for x in SHAPE_SCALARS:
        for y in (x[::-1], _other(x), SHAPE_SCALARS[3]):
            right = int.from_bytes(y + b"\x02", "little") + group._RIGHT_FACTOR_OFFSET << 12
            left = group._scalar(x) + group._LEFT_DIGITS_OFFSET
            dividend = (left * right - group._LEFT_DIGITS_OFFSET * right) >> 12
            assert dividend % L == int.from_bytes(x, "little") * int.from_bytes(y, "little") % L
            shifted = (dividend + _BARRETT_OFFSET) >> 249
            quotient = (2**520 // L) * shifted >> 271
            patterns.add((rows_without_carry(left, right), rows_without_carry(group._LEFT_DIGITS_OFFSET, right),
                          rows_without_carry(2**520 // L, shifted), rows_without_carry(L, quotient)))  # fmt: skip
            plain.add(rows_without_carry(group._scalar(x), group._scalar(y)))
    assert len(patterns) == 1, patterns
    assert len(plain) > 1  # the oracle sees what the offsets remove


def _other(scalar: bytes) -> bytes:
    return hashlib.sha256(scalar).digest()  # a second operand that varies with the first


SCALAR_OPERATIONS: list[tuple[Callable[..., object], Callable[[bytes], tuple[Any, ...]]]] = [
    (group.scalar_negate, lambda s: (s,)),
    (group.scalar_complement, lambda s: (s,)),
    (group.scalar_add, lambda s: (s, _other(s))),
    (group.scalar_add, lambda s: (s, s[::-1])),
    (group.scalar_sub, lambda s: (s, _other(s))),
    (group.scalar_mul, lambda s: (s, _other(s))),
    (group.scalar_mul, lambda s: (s, s)),
    (group.scalar_reduce, lambda s: (s + s[::-1],)),
    (group.scalar_reduce, lambda s: (s + s,)),
    (group._guarded_scalar, lambda s: (s, False)),
    (group._guarded_scalar, lambda s: (s, True)),
]


@pytest.mark.parametrize("function, arguments", SCALAR_OPERATIONS, ids=lambda f: getattr(f, "__name__", "args"))
def test_scalar_operand_lengths_do_not_depend_on_the_scalar(
    function: Callable[..., object], arguments: Callable[[bytes], tuple[Any, ...]]
) -> None:
    """The digit counts of the operands of every int operation (the factors of `*`, the operands of the
    shifts and masks) are the same for every scalar, on 15-, 30- and 63-bit digits: CPython's and PyPy's int
    operations take time by them; no division runs on a scalar (`_mod_l` is Barrett's). The results are
    libsodium's."""
    shapes = set()
    for scalar in SHAPE_SCALARS:
        args = arguments(scalar)
        record = _shape(function, *args)
        assert ("Mult", _BARRETT_FACTOR_BITS, 519 - 249) in record  # _mod_l ran
        assert all(name not in ("Mod", "FloorDiv") for name, _, _ in record)
        shapes.add(_digit_shapes(record))
        if function is group._guarded_scalar:  # t mod L + L, t clamped or with bit 255 cleared (plain arithmetic)
            t = int.from_bytes(scalar, "little") & (2**255 - 1)
            assert function(*args) == (((t | 2**254) & ~7 if args[1] else t) % L) + L
        else:
            name = "crypto_core_ed25519_" + function.__name__
            assert getattr(ours, name)(*args) == getattr(nacl.bindings, name)(*args)
    assert len(shapes) == 1, shapes


def test_multiplication_scalars_have_one_length() -> None:
    """The int both multiplications get (`group._guarded_scalar`: t mod L + L) has one digit count for every
    scalar, on 15-, 30- and 63-bit digits; the bare t mod L it replaced was a digit shorter below 2^240 (its
    `scalar | 2` in the recoding then copied fewer digits: callgrind's memcpy, scalarmult_ristretto255.weight).
    The 32-byte encodings of the scalar operations come from one 257-bit int (`mod_l_bytes`)."""
    for clamp in (False, True):
        lengths = {tuple(digits_of_size(group._guarded_scalar(s, clamp).bit_length(), size) for size in DIGIT_SIZES)
                   for s in SHAPE_SCALARS}  # fmt: skip
        assert len(lengths) == 1, lengths
    assert {mod_l_guarded(x).bit_length() for x in BARRETT_EDGES} == {257}
    assert all(mod_l_bytes(x) == (x % L).to_bytes(32, "little") for x in BARRETT_EDGES)


@pytest.mark.parametrize("function, arguments", SCALAR_OPERATIONS, ids=lambda f: getattr(f, "__name__", "args"))
def test_scalar_operations_have_no_negative_intermediate(
    function: Callable[..., object], arguments: Callable[[bytes], tuple[Any, ...]]
) -> None:
    """Every int the scalar operations compute (reading, offsets, products, Barrett's reduction) is non-negative,
    for every shape scalar (CPython runs `*`, `&` and `>>` on negative ints by other code paths)."""
    checked = non_negative_copy(function, group._scalar, group._scalar_dividend, mod_l_bytes, mod_l, mod_l_guarded,
                                group.scalar_add, group.scalar_negate)  # fmt: skip
    for scalar in SHAPE_SCALARS:
        args = arguments(scalar)
        assert checked(*args) == function(*args)


def test_flags_and_sizes_are_libsodiums() -> None:
    assert ours.has_crypto_core_ed25519 is True and ours.has_crypto_scalarmult_ed25519 is True
    for name in ("crypto_core_ed25519_BYTES", "crypto_core_ed25519_SCALARBYTES",
                 "crypto_core_ed25519_NONREDUCEDSCALARBYTES", "crypto_scalarmult_ed25519_BYTES",
                 "crypto_scalarmult_ed25519_SCALARBYTES"):  # fmt: skip
        assert getattr(ours, name) == getattr(nacl.bindings, name) > 0, name


def test_random_point_and_scalar_use_the_generator() -> None:
    """random is from_uniform of 32 generator bytes; scalar_random draws 253-bit values until one is in [1, L)."""
    draws = [bytes([255]) * 32, _le(L) , _le(0), _le(5)]  # masked to 253 bits: 2^253 - 1 > L, L, 0, then 5
    calls = iter([bytes(range(32))] + draws)
    tweetnacl.set_prng(lambda n: next(calls))
    try:
        point = group.random_point()
        scalar = group.scalar_random()
    finally:
        tweetnacl.set_prng(None)
    assert point == nacl.bindings.crypto_core_ed25519_from_uniform(bytes(range(32)))
    assert scalar == _le(5)
    fresh = [group.scalar_random() for _ in range(4)]
    assert len(set(fresh)) == 4 and all(0 < int.from_bytes(s, "little") < L for s in fresh)
    assert nacl.bindings.crypto_core_ed25519_is_valid_point(group.random_point())


# --- Ed25519ph -------------------------------------------------------------------------------------------

def _ph_sign(ns: Any, message_parts: list[bytes], sk: bytes) -> bytes:
    state = ns.bindings.crypto_sign_ed25519ph_state()
    for part in message_parts:
        ns.bindings.crypto_sign_ed25519ph_update(state, part)
    signature: bytes = ns.bindings.crypto_sign_ed25519ph_final_create(state, sk)
    return signature


def _ph_verify(ns: Any, message: bytes, signature: bytes, pk: bytes) -> bool:
    state = ns.bindings.crypto_sign_ed25519ph_state()
    ns.bindings.crypto_sign_ed25519ph_update(state, message)
    result: bool = ns.bindings.crypto_sign_ed25519ph_final_verify(state, signature, pk)
    return result


def test_ed25519ph_rfc8032_vector() -> None:
    (vector,) = rfc8032_tests("rfc8032_ed25519ph.txt")
    assert vector["ALGORITHM"] == b"Ed25519ph"
    sk = vector["SECRET KEY"] + vector["PUBLIC KEY"]
    assert ours.crypto_sign_seed_keypair(vector["SECRET KEY"]) == (vector["PUBLIC KEY"], sk)
    assert _ph_sign(OURS, [vector["MESSAGE"]], sk) == vector["SIGNATURE"]
    assert _ph_sign(OURS, [b"a", b"", b"bc"], sk) == vector["SIGNATURE"]
    assert _ph_verify(OURS, vector["MESSAGE"], vector["SIGNATURE"], vector["PUBLIC KEY"]) is True
    # The pure Ed25519 signature of the same message differs: the prefix and the prehash are in the hashes.
    assert ours.crypto_sign(vector["MESSAGE"], sk)[:64] != vector["SIGNATURE"]


@settings(max_examples=20, deadline=None)
@given(seed=scalars, message=st.binary(max_size=300), cut=st.integers(0, 300))
def test_ed25519ph_like_libsodium(seed: bytes, message: bytes, cut: int) -> None:
    pk, sk = nacl.bindings.crypto_sign_seed_keypair(seed)
    expected = _ph_sign(REAL, [message], sk)
    assert _ph_sign(OURS, [message[:cut], message[cut:]], sk) == expected
    assert _ph_verify(OURS, message, expected, pk) is True
    forged = bytes([expected[0] ^ 1]) + expected[1:]
    same_outcome(lambda ns: _ph_verify(ns, message, forged, pk))
    same_outcome(lambda ns: _ph_verify(ns, message + b"!", expected, pk))
    # A pure Ed25519 signature is not an Ed25519ph one (the dom2 prefix separates them).
    same_outcome(lambda ns: _ph_verify(ns, message, nacl.bindings.crypto_sign(message, sk)[:64], pk))


def test_ed25519ph_long_message_like_libsodium() -> None:
    """A 1024-byte message under PyNaCl's Ed25519ph test seed."""
    seed = bytes.fromhex("421151a459faeade3d247115f94aedae42318124095afabe4d1451a559faedee")
    message = hashlib.sha512(b"ed25519ph").digest() * 16
    pk, sk = nacl.bindings.crypto_sign_seed_keypair(seed)
    assert _ph_sign(OURS, [message], sk) == _ph_sign(REAL, [message], sk)


ED25519PH_EDGES = {
    "S = L": lambda sig: sig[:32] + _le(L),
    "S + L": lambda sig: sig[:32] + _le(int.from_bytes(sig[32:], "little") + L),
    "R small order": lambda sig: _le(1) + sig[32:],
    "R non-canonical": lambda sig: _le(P + 1) + sig[32:],
}


@pytest.mark.parametrize("edge", list(ED25519PH_EDGES))
def test_ed25519ph_verification_edges_like_libsodium(edge: str) -> None:
    pk, sk = nacl.bindings.crypto_sign_seed_keypair(bytes(32))
    signature = ED25519PH_EDGES[edge](_ph_sign(REAL, [b"edge"], sk))
    same_outcome(lambda ns: _ph_verify(ns, b"edge", signature, pk))
    for key in (_le(1), _le(P + 1), _le(0)):  # small-order and non-canonical keys
        same_outcome(lambda ns: _ph_verify(ns, b"edge", signature, key))


@pytest.mark.parametrize(
    "call",
    [
        lambda ns: ns.bindings.crypto_sign_ed25519ph_update(object(), b"m"),
        lambda ns: ns.bindings.crypto_sign_ed25519ph_update(ns.bindings.crypto_sign_ed25519ph_state(), "m"),
        lambda ns: ns.bindings.crypto_sign_ed25519ph_final_create(ns.bindings.crypto_sign_ed25519ph_state(), bytes(63)),
        lambda ns: ns.bindings.crypto_sign_ed25519ph_final_verify(ns.bindings.crypto_sign_ed25519ph_state(), bytes(63), bytes(32)),
        lambda ns: ns.bindings.crypto_sign_ed25519ph_final_verify(ns.bindings.crypto_sign_ed25519ph_state(), bytes(64), bytes(31)),
        lambda ns: ns.bindings.crypto_sign_ed25519ph_final_verify(ns.bindings.crypto_sign_ed25519ph_state(), bytes(64), "k" * 32),
    ],
)
def test_ed25519ph_argument_errors_like_pynacl(call: Callable[[Any], Any]) -> None:
    assert same_outcome(call)[0] == "raises"
