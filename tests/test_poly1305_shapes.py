"""The CPython shapes of Poly1305's int work (fast) against keys and states chosen to reach them (issue 18): r with a
zero or small 30-bit digit at each position, r < 2^60, r = 0, all-ones keys, and tails chosen knowing the key so
that the state plus the tail has zero low digits. For every message of up to two blocks plus a tail (where every
product is a product by r: the slot tree's powers of r take over from three blocks), the digit counts of every
operand of every int operation, and which rows of every schoolbook product end without a carry (x_mul's
`if (carry)`, replayed digit by digit), are the same for all of them. The former code (h and r + 3p as operands,
`x & (2^130 - 1)` in the folds) fails both: a zero digit of r or of h + tail was a row without carry, and a fold's
low part lost a digit once in 2^10."""

from __future__ import annotations

import ast
import random
import sys
from collections.abc import Callable
from typing import Any

import pytest
from cryptography.hazmat.primitives.poly1305 import Poly1305
from nonnegative import _OPERATORS, _instrumented_copy, digits, rows_without_carry

from tweetnacl.fast.mac import poly1305

pytestmark = pytest.mark.skipif(sys.implementation.name != "cpython", reason="CPython's 30-bit digits and x_mul")

P = 2**130 - 5
CLAMP = 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
LENGTHS = [0, 1, 15, 16, 17, 31, 32, 33, 47]


def _keys(rng: random.Random) -> list[bytes]:
    def with_r(r: int) -> bytes:
        return r.to_bytes(16, "little") + rng.randbytes(16)

    def random_r() -> int:
        return int.from_bytes(rng.randbytes(16), "little")

    keys = [bytes(32), b"\xff" * 32, with_r(0), with_r(CLAMP), with_r(random_r() & ((1 << 60) - 1))]
    for d in range(5):
        digit_bits = (2**30 - 1) << (30 * d)
        keys.append(with_r(random_r() & ~digit_bits))  # digit d zero
        keys.append(with_r((random_r() & ~digit_bits) | (rng.randrange(1, 256) << (30 * d))))  # digit d small
    keys += [rng.randbytes(32) for _ in range(4)]
    return keys


def _messages(rng: random.Random, length: int, key: bytes) -> list[bytes]:
    """A random message, and (with a partial block after at least one full one) messages whose tail makes the
    state plus tail and pad, h + c p + t + 2^(8 * len), zero mod 2^60 for c = 0, 1, 2."""
    messages = [rng.randbytes(length)]
    full, tail = divmod(length, 16)
    if full and tail >= 8:
        r = int.from_bytes(key[:16], "little") & CLAMP
        h = 0
        blocks = rng.randbytes(16 * full)
        for j in range(full):
            h = (h + int.from_bytes(blocks[16 * j : 16 * j + 16], "little") + 2**128) * r % P
        for multiple in range(3):
            low = -(h + multiple * P + 2 ** (8 * tail)) % 2**60
            t = (low + (rng.getrandbits(8 * tail - 60) << 60)) if tail > 8 else low % 2**64
            messages.append(blocks + t.to_bytes(tail, "little"))
    return messages


def _instrumented_tag(hook: Callable[[str, object, object], object]) -> Callable[[bytes, bytes], bytes]:
    """tag_of(m, 0, k) built from instrumented copies of the module's functions (every binary operator through
    `hook`): tag_of's own three steps, on the copies."""
    key = _instrumented_copy(poly1305._key, hook, ())
    powers = _instrumented_copy(poly1305._powers_for, hook, (poly1305._powers, poly1305._product))
    absorb = _instrumented_copy(poly1305._absorb, hook, (poly1305._slots, poly1305._product))
    finish = _instrumented_copy(poly1305._finish, hook, (poly1305._product,))

    def tag(m: bytes, k: bytes) -> bytes:
        q, s = key(k)
        nblocks = len(m) // 16
        h = absorb(poly1305.STATE_OFFSET, m, 0, nblocks, powers(nblocks, q), q)
        return finish(h, m[16 * nblocks :], q, s)  # type: ignore[no-any-return]

    return tag


def _record(length: int, what: Callable[[str, Any, Any], object]) -> set[tuple[object, ...]]:
    """The records of every key and message of this length, one tuple per call: the set of distinct ones."""
    rng = random.Random(length)
    records: list[object] = []

    def hook(name: str, left: object, right: object) -> object:
        if isinstance(left, int) and isinstance(right, int):
            records.append(what(name, left, right))
        return _OPERATORS[getattr(ast, name)](left, right)

    tag = _instrumented_tag(hook)
    distinct = set()
    for key in _keys(rng):
        for m in _messages(rng, length, key):
            records.clear()
            assert tag(m, key) == Poly1305.generate_tag(key, m)  # the copies compute the real thing
            distinct.add(tuple(records))
    return distinct


@pytest.mark.parametrize("length", LENGTHS)
def test_operand_digit_counts_do_not_depend_on_key_or_state(length: int) -> None:
    shapes = _record(length, lambda name, left, right: (name, digits(left), digits(right)))
    assert len(shapes) == 1
    assert len(next(iter(shapes))) > 10


def _rows(name: str, left: int, right: int) -> object:
    """Which rows of a schoolbook product end without a carry; None for other operators and for products
    CPython does without x_mul (both operands one digit: `medium_value` multiplication)."""
    if name != "Mult" or max(digits(left), digits(right)) < 2:
        return None
    return rows_without_carry(left, right)


@pytest.mark.parametrize("length", LENGTHS)
def test_product_rows_without_carry_do_not_depend_on_key_or_state(length: int) -> None:
    patterns = _record(length, _rows)
    assert len(patterns) == 1
    # The products by q end every row with a carry; the folds' 5 * (y >> 130) never carries out.
    products = [rows for rows in next(iter(patterns)) if rows is not None]
    assert set(products) <= {(), (0,)}
    assert (() in products) == (length > 0)  # an empty message multiplies nothing
