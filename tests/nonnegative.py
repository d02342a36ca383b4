"""Test oracles for the shape of int operations in the fast curve code: "no negative intermediate"
(CPython runs `&`, `>>`, `%` and `*` on negative ints by other code paths, so a secret-dependent sign shows
in the time), "operand lengths" (CPython's `*` and `%` take time by their operands' digit counts) and "rows
without carry" (CPython's schoolbook `*` tests each row's carry out)."""

from __future__ import annotations

import ast
import inspect
import operator
import sys
import textwrap
from collections.abc import Callable

_OPERATORS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_, ast.BitXor: operator.xor, ast.RShift: operator.rshift,
    ast.LShift: operator.lshift, ast.Mod: operator.mod, ast.FloorDiv: operator.floordiv,
}  # fmt: skip

Hook = Callable[[str, object, object], object]


def _instrumented_copy(
    function: Callable[..., object], hook: Hook, helpers: tuple[Callable[..., object], ...]
) -> Callable[..., object]:
    """A copy of `function` (and the functions defined inside it) in which every binary operator is a call
    hook(operator name, left, right). The helpers (functions it calls, directly or through each other, from
    any module) are instrumented the same way: each copy replaces its original wherever the copied code
    would have called that original."""

    class Rewrite(ast.NodeTransformer):
        def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
            self.generic_visit(node)
            call = ast.Call(
                ast.Name("_checked_binop", ast.Load()), [ast.Constant(type(node.op).__name__), node.left, node.right], []
            )
            return ast.copy_location(call, node)

        def visit_AugAssign(self, node: ast.AugAssign) -> ast.stmt:
            self.generic_visit(node)
            assert isinstance(node.target, ast.Name)  # the curve code updates plain names only
            target = ast.Name(node.target.id, ast.Load())
            value = ast.Call(
                ast.Name("_checked_binop", ast.Load()), [ast.Constant(type(node.op).__name__), target, node.value], []
            )
            return ast.copy_location(ast.Assign([node.target], value), node)

    namespaces: dict[str, dict[str, object]] = {}
    copies: list[tuple[Callable[..., object], object]] = []
    for original in (*helpers, function):
        module = inspect.getmodule(original)
        assert module is not None
        namespace = namespaces.setdefault(module.__name__, dict(vars(module), _checked_binop=hook))
        tree = ast.fix_missing_locations(Rewrite().visit(ast.parse(textwrap.dedent(inspect.getsource(original)))))
        exec(compile(tree, inspect.getsourcefile(original) or "<copy>", "exec"), namespace)
        copies.append((original, namespace[original.__name__]))
    for namespace in namespaces.values():
        for original, copy in copies:
            if namespace.get(original.__name__) is original or namespace.get(original.__name__) is copy:
                namespace[original.__name__] = copy
            # Also under another name bound to the same function (comb's `_selected_entries`, chosen at import).
            for name in [name for name, value in namespace.items() if value is original]:
                namespace[name] = copy
    return copies[-1][1]  # type: ignore[return-value]


def non_negative_copy(function: Callable[..., object], *helpers: Callable[..., object]) -> Callable[..., object]:
    """A copy of `function` (and its helpers, see _instrumented_copy) in which every binary operator goes
    through a check that raises if an int result is negative: the plain-int oracle of "no negative
    intermediate", whatever the operator."""

    def checked(name: str, left: object, right: object) -> object:
        result = _OPERATORS[getattr(ast, name)](left, right)
        if isinstance(result, int) and result < 0:
            raise AssertionError(f"negative intermediate: {left} {name} {right}")
        return result

    return _instrumented_copy(function, checked, helpers)


def digits(value: int) -> int:
    """The number of digits of a non-negative int in this interpreter's representation."""
    size = sys.int_info.bits_per_digit
    return (value.bit_length() + size - 1) // size


def operand_digits_copy(
    function: Callable[..., object], record: list[tuple[str, int, int]], *helpers: Callable[..., object]
) -> Callable[..., object]:
    """A copy of `function` (and its helpers) that appends (operator, digits of left, digits of right) to
    `record` for every binary operator on two ints: the shape of the int work it does."""
    return operand_bits_copy(function, record, *helpers, length=lambda value: digits(abs(value)))


def operand_bits_copy(
    function: Callable[..., object],
    record: list[tuple[str, int, int]],
    *helpers: Callable[..., object],
    length: Callable[[int], int] = int.bit_length,
) -> Callable[..., object]:
    """A copy of `function` (and its helpers) that appends (operator, length of left, length of right) to
    `record` for every binary operator on two ints, the length in bits unless `length` says otherwise (so a
    test can map bits to the digit counts of other interpreters: 15-, 30- and 63-bit digits)."""

    def recorded(name: str, left: object, right: object) -> object:
        if isinstance(left, int) and isinstance(right, int):
            record.append((name, length(left), length(right)))
        return _OPERATORS[getattr(ast, name)](left, right)

    return _instrumented_copy(function, recorded, helpers)


def digits_of_size(bits: int, size: int) -> int:
    """The digit count of a non-negative int of `bits` bits on an interpreter with `size`-bit digits."""
    return (bits + size - 1) // size


def rows_without_carry(a: int, b: int) -> tuple[int, ...]:
    """The rows of CPython's schoolbook product a * b (30-bit digits, the shorter operand, or the left one, outside:
    k_mul then x_mul) whose carry out is zero, i.e. where x_mul's `if (carry)` is not taken: plain integer
    arithmetic, digit by digit, as the C does."""
    mask = 2**30 - 1
    outer, inner = ([(v >> (30 * i)) & mask for i in range(-(-v.bit_length() // 30))] for v in (a, b))
    if len(outer) > len(inner):
        outer, inner = inner, outer
    z = [0] * (len(outer) + len(inner))
    rows = []
    for i, f in enumerate(outer):
        carry = 0
        for j, g in enumerate(inner):
            carry += z[i + j] + g * f
            z[i + j] = carry & mask
            carry >>= 30
        if carry:
            z[i + len(inner)] += carry
        else:
            rows.append(i)
    return tuple(rows)


class _CheckedWord(int):
    """An int whose every arithmetic result must stay in [LOW, HIGH): each result is checked, then kept in the
    subclass, so that a whole computation on such ints is checked step by step."""

    LOW = 0
    HIGH = 0

    def _check(self, value: int) -> _CheckedWord:
        assert self.LOW <= value < self.HIGH, hex(value)
        return type(self)(value)

    def __add__(self, other: int) -> _CheckedWord:
        return self._check(int(self) + int(other))

    def __sub__(self, other: int) -> _CheckedWord:
        return self._check(int(self) - int(other))

    def __mul__(self, other: int) -> _CheckedWord:
        return self._check(int(self) * int(other))

    def __lshift__(self, other: int) -> _CheckedWord:
        return self._check(int(self) << int(other))

    def __rshift__(self, other: int) -> _CheckedWord:
        return self._check(int(self) >> int(other))

    def __and__(self, other: int) -> _CheckedWord:
        return self._check(int(self) & int(other))

    def __or__(self, other: int) -> _CheckedWord:
        return self._check(int(self) | int(other))

    def __xor__(self, other: int) -> _CheckedWord:
        return self._check(int(self) ^ int(other))

    __radd__, __rmul__, __rand__, __ror__, __rxor__ = __add__, __mul__, __and__, __or__, __xor__


class Bounded63(_CheckedWord):
    """An int whose every arithmetic result must stay in [0, 2^63): PyPy's machine word, non-negative (the
    oracle of the PyPy word kernels' bounds: Argon2's word halves, Salsa20's and Poly1305's kernels)."""

    LOW = 0
    HIGH = 1 << 63


class Signed64(_CheckedWord):
    """An int whose every arithmetic result must be a signed 64-bit machine word of PyPy, in [-2^63, 2^63) (the
    oracle of the bounds of PyPy's word kernels that use the sign bit as a bit: `aes_words`, `aegis_words`; and of
    `comb_words`)."""

    LOW = -(1 << 63)
    HIGH = 1 << 63
