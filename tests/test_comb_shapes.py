"""The comb's constant-time selection (`comb._select_ct`) has one CPython shape whatever the secret scalar: every
binary int operation it does sees operands (and gives a result) of the same digit counts, and no subtraction scans
equal leading digits, for the classes that issue 18 measured apart at the C-function level (callgrind: a key with
its last byte 0, a key of weight 6, signing scalars with many zero 4-bit digits, nonces by their recoded digit
u_41) and for random scalars. Before the fix, the spreading's terms `t & low_bits` and `t & high_bits` ended at the
secret's top digits (11 or 12 30-bit digits), and `scalar & 1` was 0 (no digit) for an even scalar.

Also here: the leakcheck classes of those measurements have the properties their docstrings claim, checked
against plain integer models (the recoding written out from Joye and Tunstall's paper, RFC 8032's nonce).
"""

from __future__ import annotations

import ast
import hashlib
import operator
import random
import sys
from collections.abc import Callable

import pytest
from nonnegative import _instrumented_copy, digits

import tweetnacl.fast as nacl
from tweetnacl.fast.curve25519 import comb, ed25519
from tweetnacl.fast.curve25519.edwards import BASE
from tweetnacl.leakcheck.cases import TESTS
from tweetnacl.leakcheck.cases.curve25519 import (
    COMB_POSITIONS,
    COMB_WINDOW,
    L,
    clamped_scalar,
    comb_recoded,
    ed25519_window_input,
    signing_comb_scalar,
)

Shape = tuple[tuple[object, ...], ...]

_OPERATORS = {
    "Add": operator.add, "Sub": operator.sub, "Mult": operator.mul, "BitAnd": operator.and_, "BitOr": operator.or_,
    "BitXor": operator.xor, "RShift": operator.rshift, "LShift": operator.lshift,
}  # fmt: skip



CPYTHON_DIGITS = pytest.mark.skipif(
    sys.implementation.name != "cpython", reason="the shapes are CPython's 30-bit digits (PyPy's ints are machine words)"
)

def equal_top_digits(a: int, b: int) -> int:
    """How many leading 30-bit digits of a and b (of one length) are equal: the scan CPython's x_sub makes."""
    if digits(a) != digits(b):
        return 0
    size = 30
    count = 0
    for i in reversed(range(digits(a))):
        if (a >> (size * i)) & (2**size - 1) != (b >> (size * i)) & (2**size - 1):
            break
        count += 1
    return count


def select_shape(table: object, scalar: int) -> Shape:
    """(operator, digits of left, of right, of the result, equal leading digits of a subtraction) of every binary
    int operation `_select_ct` does on this scalar (its nested `lane_mask` included)."""
    record: list[tuple[object, ...]] = []

    def hook(name: str, left: object, right: object) -> object:
        result = _OPERATORS[name](left, right)
        if isinstance(left, int) and isinstance(right, int) and isinstance(result, int):
            scan = equal_top_digits(left, right) if name == "Sub" else 0
            record.append((name, digits(left), digits(right), digits(result), scan))
        return result

    copy = _instrumented_copy(comb._select_ct, hook, ())
    assert copy(table, scalar) == comb._select_ct(table, scalar)
    return tuple(record)


def _make(name: str, seed: int) -> Callable[[int], tuple[object, ...]]:
    test = next(t for t in TESTS if t.name == name)
    _, make = test.setup(nacl, random.Random(seed))
    return make


def _nonce_scalar(message: bytes, secret_key: bytes) -> int:
    """The comb scalar of sign.detached (RFC 8032 section 5.1.6's r, plus 14 L or 15 L)."""
    prefix = hashlib.sha512(secret_key[:32]).digest()[32:]
    return signing_comb_scalar(int.from_bytes(hashlib.sha512(prefix + message).digest(), "little") % L)


def _class_scalars(calls: int) -> dict[str, list[int]]:
    """The comb scalars of each class of the four comb tests, and random ones."""
    rng = random.Random(18)
    scalars: dict[str, list[int]] = {"random": [rng.randrange(2**256) for _ in range(calls)]}
    for name in ("scalarmult.base_key.top_byte", "scalarmult.base_key.weight6"):
        make = _make(name, 5)
        for cls in (0, 1):
            scalars[f"{name} {cls}"] = [clamped_scalar(make(cls)[0]) for _ in range(calls)]  # type: ignore[arg-type]
    make = _make("comb.signing_scalar.zero_nibbles", 5)
    for cls in (0, 1):
        scalars[f"zero_nibbles {cls}"] = [make(cls)[0] for _ in range(calls)]  # type: ignore[misc]
    make = _make("sign.nonce_recoded_top", 5)
    for cls in (0, 1):
        nonces = [make(cls) for _ in range(calls)]
        scalars[f"nonce_recoded_top {cls}"] = [_nonce_scalar(*args) for args in nonces]  # type: ignore[arg-type]
    # every caller's scalars are of 9 digits (at least 2^240: clamped keys, nonces plus 14 L, t mod L + L)
    scalars["edges"] = [2**240, L, 2 * L - 1, 2**252, 2**255 - 1, 2**256 - 1, 2**254, 2**254 + 8]
    return scalars


@CPYTHON_DIGITS
def test_fixed_base_selection_has_one_shape() -> None:
    """One shape for every scalar of every class (the old spreading gave 8 among 300 random scalars alone)."""
    table = comb._fixed_base_table()
    shapes = {(label, select_shape(table, s)) for label, values in _class_scalars(25).items() for s in values}
    distinct = {shape for _, shape in shapes}
    assert len(distinct) == 1, sorted({label for label, shape in shapes if shape != min(distinct)})
    (shape,) = distinct
    assert all(scan == 0 for *_, scan in shape)  # no subtraction compares equal leading digits


@CPYTHON_DIGITS
def test_variable_base_selection_has_one_shape() -> None:
    """The window's table (w = 4, 64 positions) too: digits all +-1, all +-15, random scalars below L, all of 9
    digits (t mod L from the group API; one in 2^12 is shorter, a property of the group's reduction, not of the
    selection)."""
    table = comb._VariableBaseTable(BASE, comb.VARIABLE_BASE_WINDOW)
    rng = random.Random(19)
    windows = [
        int.from_bytes(ed25519_window_input([size * rng.choice((-1, 1)) for _ in range(62)] + [size]), "little")
        for size in (1, 15)
        for _ in range(10)
    ]
    scalars = [s for s in windows + [rng.randrange(L) for _ in range(20)] + [2**240, L - 1] if s >= 2**240]
    assert len({select_shape(table, s) for s in scalars}) == 1


def test_spreading_guards_are_public_and_cleared() -> None:
    """The selection still reads the entries of the digits (as the plain lookup: test_fast_ed25519) and the
    guard bits never reach the code bytes: the code of each position is its digit's code, the guard byte all
    ones."""
    for window, positions in ((COMB_WINDOW, COMB_POSITIONS), (comb.VARIABLE_BASE_WINDOW, comb.VARIABLE_BASE_POSITIONS)):
        steps, start_guards, end_guards = comb._digit_spread_steps(window, positions + 1)
        assert start_guards.bit_count() == end_guards.bit_count() == 2
        assert min(start_guards.bit_length(), end_guards.bit_length()) > window * positions
        assert (end_guards & -end_guards).bit_length() - 1 == 8 * (positions + 1)  # the fixed one, above the bytes
        assert all(low & high == 0 for low, high, _ in steps)


# --- the leakcheck classes have their properties ------------------------------------------------------------


def test_comb_recoded_is_the_odd_digit_recoding() -> None:
    """d_i = 2 u_i - 63 are odd, |d_i| < 64, and sum to k = scalar + L or + 2 L (odd): the comb's digits."""
    rng = random.Random(20)
    for scalar in [0, 1, L - 1, 2**256 - 1] + [rng.randrange(2**256) for _ in range(50)]:
        u = comb_recoded(scalar)
        assert u >> (COMB_WINDOW * COMB_POSITIONS) == 0  # 43 digits (the comb adds its guard digit above them)
        d = [2 * ((u >> (COMB_WINDOW * i)) & 63) - 63 for i in range(COMB_POSITIONS)]
        k = sum(di << (COMB_WINDOW * i) for i, di in enumerate(d))
        assert k % 2 == 1 and k % L == scalar % L and k - scalar in (L, 2 * L)


def test_signing_comb_scalar_is_the_nonce_scalar() -> None:
    """The model of sign.detached's comb scalar agrees with `ed25519._nonce` (256 bits, r mod L)."""
    rng = random.Random(21)
    for digest in [bytes(64), b"\xff" * 64] + [rng.randbytes(64) for _ in range(50)]:
        h = int.from_bytes(digest, "little")
        scalar = signing_comb_scalar(h % L)
        assert scalar == ed25519._nonce(digest)
        assert scalar % L == h % L and 2**255 <= scalar < 2**256


@pytest.mark.parametrize("cls", [0, 1])
def test_base_key_classes(cls: int) -> None:
    top = _make("scalarmult.base_key.top_byte", 6)
    weight = _make("scalarmult.base_key.weight6", 6)
    top_values, u41 = [], set()
    for _ in range(40):
        (n,) = top(cls)
        assert isinstance(n, bytes) and len(n) == 32
        top_values.append(n[31])
        u41.add((comb_recoded(clamped_scalar(n)) >> (COMB_WINDOW * 41)) & 63)
        (n,) = weight(cls)
        assert isinstance(n, bytes)
        bits = (clamped_scalar(n) & (2**254 - 8)).bit_count()
        assert bits == 6 if cls == 0 else bits > 60
    assert set(top_values) == {0} if cls == 0 else len(set(top_values)) > 20
    # A: the clamped scalar is 2^254 + (< 2^248), so u_41 holds only bit 252 or 253 of L or 2 L and bit 247
    assert u41 <= {0, 1, 32, 33} if cls == 0 else len(u41) > 10


@pytest.mark.parametrize("cls", [0, 1])
def test_signing_comb_zero_nibbles_class(cls: int) -> None:
    make = _make("comb.signing_scalar.zero_nibbles", 7)
    low_end = signing_comb_scalar(L - 2**512 % L)
    for _ in range(30):
        (scalar,) = make(cls)
        assert isinstance(scalar, int) and low_end <= scalar < low_end + L
        zeros = sum((scalar >> (4 * i)) & 15 == 0 for i in range(62))
        assert zeros >= 40 if cls == 0 else zeros < 20


@pytest.mark.parametrize("cls", [0, 1])
def test_nonce_recoded_top_class(cls: int) -> None:
    make = _make("sign.nonce_recoded_top", 8)
    for _ in range(10):
        message, secret_key = make(cls)
        assert isinstance(message, bytes) and isinstance(secret_key, bytes)
        u41 = (comb_recoded(_nonce_scalar(message, secret_key)) >> (COMB_WINDOW * 41)) & 63
        assert (u41 < 16) == (cls == 0)


def test_operator_names_cover_the_selection() -> None:
    """Every binary operator in `_select_ct` is one the recorder knows (else it would raise, not record)."""
    import inspect
    import textwrap

    tree = ast.parse(textwrap.dedent(inspect.getsource(comb._select_ct)))
    names = {type(node.op).__name__ for node in ast.walk(tree) if isinstance(node, ast.BinOp | ast.AugAssign)}
    assert names <= set(_OPERATORS)
