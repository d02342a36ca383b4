"""A test oracle for "no negative intermediate" in the fast curve code (CPython runs `&`, `>>`, `%` and `*`
on negative ints by other code paths, so a secret-dependent sign shows in the time)."""

from __future__ import annotations

import ast
import inspect
import operator
import textwrap
from collections.abc import Callable


def non_negative_copy(function: Callable[..., object]) -> Callable[..., object]:
    """A copy of `function` (and the functions defined inside it) in which every binary operator goes
    through a check that raises if an int result is negative: the plain-int oracle of "no negative
    intermediate", whatever the operator."""
    operators = {
        ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.BitAnd: operator.and_,
        ast.BitOr: operator.or_, ast.BitXor: operator.xor, ast.RShift: operator.rshift,
        ast.LShift: operator.lshift, ast.Mod: operator.mod, ast.FloorDiv: operator.floordiv,
    }

    def checked(name: str, left: object, right: object) -> object:
        result = operators[getattr(ast, name)](left, right)
        if isinstance(result, int) and result < 0:
            raise AssertionError(f"negative intermediate: {left} {name} {right}")
        return result

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

    tree = ast.fix_missing_locations(Rewrite().visit(ast.parse(textwrap.dedent(inspect.getsource(function)))))
    module = inspect.getmodule(function)
    namespace = dict(vars(module), _checked_binop=checked)
    exec(compile(tree, inspect.getsourcefile(function) or "<copy>", "exec"), namespace)
    return namespace[function.__name__]  # type: ignore[no-any-return]
