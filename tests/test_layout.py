"""The tree's rules, checked on the source (docs/internals.md, "Layers and rules"):

- every module of src/ has a docstring and at most 600 lines, but the port of tweetnacl.c, which mirrors the C;
- a name that starts with one underscore is private where it is defined: a `_function` or `_CONSTANT` is used only
  in its own module (no `from m import _x`, no `m._x` on an imported module), and a `_module` only by modules of the
  package it lives in (`tweetnacl._api` by `tweetnacl.*`, `tweetnacl.pynacl._support` by `tweetnacl.pynacl.*`);
- the API layer (`tweetnacl._api`) calls only the core it is bound to (`tweetnacl._interface.Core`): no module of it
  imports `tweetnacl.fast` or `tweetnacl.reference` (or anything under them);
- the modules' top-level imports (those under `if TYPE_CHECKING:` too) form no cycle; an import inside a function
  (a lazy import, run at a call) is not an edge.
Tests may reach in; src/ may not.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
MODULES = sorted(SRC.rglob("*.py"))
LONG_BY_DESIGN = {
    "tweetnacl.reference.tweetnacl",  # the port keeps tweetnacl.c's order in one file
    "tweetnacl.pynacl.bindings",  # the registry of every libsodium name (FAMILIES and its typing re-exports)
}
MAX_LINES = 600


def dotted(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULE_NAMES = frozenset(dotted(path) for path in MODULES)


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_module_violation(importer: str, module: str, is_package: bool) -> str | None:
    """The first `_part` of `module` that `importer` may not reach, if any."""
    parts = module.split(".")
    for i, part in enumerate(parts):
        if is_private(part):
            owner = ".".join(parts[:i])  # the package the private module lives in
            if not (importer == owner and is_package) and not importer.startswith(owner + "."):
                return f"{importer} imports {module}, private to {owner}"
    return None


CORES = ("tweetnacl.fast", "tweetnacl.reference")
API_LAYER = "tweetnacl._api"


def core_import_violation(importer: str, module: str) -> str | None:
    """`importer`, a module of the API layer, imports a core (or a module of one)."""
    in_api_layer = importer == API_LAYER or importer.startswith(API_LAYER + ".")
    if in_api_layer and any(module == core or module.startswith(core + ".") for core in CORES):
        return f"{importer} imports {module}: the API layer calls only its bound core (tweetnacl._interface.Core)"
    return None


def is_module(name: str) -> bool:
    return name in MODULE_NAMES or _is_module_on_disk(name)


@functools.lru_cache(maxsize=None)
def _is_module_on_disk(name: str) -> bool:
    path = SRC.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


# PyNaCl's own underscore names that its modules call on each other and programs rely on: kept by name.
PYNACL_PRIVATE_API = {"_from_parts"}


def violations(path: Path, importer: str | None = None) -> list[str]:
    """What breaks the rules in the module at `path`, named `importer` (by default its dotted name under src/)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    importer = importer or dotted(path)
    is_package = path.name == "__init__.py"
    package = importer if is_package else importer.rpartition(".")[0]
    found: list[str] = []
    imported_modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                for problem in (private_module_violation(importer, alias.name, is_package),
                                core_import_violation(importer, alias.name)):
                    if problem:
                        found.append(problem)
                imported_modules.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:  # a relative import names its package by dots
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([module] if module else []))
            if module == "__future__":
                continue
            imports_a_core = core_import_violation(importer, module)
            for problem in (private_module_violation(importer, module, is_package), imports_a_core):
                if problem:
                    found.append(problem)
            for alias in node.names:
                submodule = f"{module}.{alias.name}"
                problem = None if imports_a_core else core_import_violation(importer, submodule)
                if problem:  # `from tweetnacl import fast`
                    found.append(problem)
                if is_module(submodule):  # `from package import _module`: the module rule
                    problem = private_module_violation(importer, submodule, is_package)
                    if problem:
                        found.append(problem)
                elif is_private(alias.name):
                    found.append(f"{importer} imports the private name {alias.name} from {module}")
                if module.startswith("tweetnacl"):
                    imported_modules.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and is_private(node.attr) and isinstance(node.value, ast.Name)
                and node.value.id in imported_modules and node.attr not in PYNACL_PRIVATE_API):
            found.append(f"{importer} uses {node.value.id}.{node.attr} (line {node.lineno})")
    return found


@pytest.mark.parametrize("path", MODULES, ids=dotted)
def test_module_is_short_and_says_what_it_is(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if text.strip():
        assert ast.get_docstring(ast.parse(text)), f"{dotted(path)} has no module docstring"
    if dotted(path) not in LONG_BY_DESIGN:
        assert len(text.splitlines()) <= MAX_LINES, f"{dotted(path)}: {len(text.splitlines())} lines"


@pytest.mark.parametrize("path", MODULES, ids=dotted)
def test_no_private_name_crosses_a_module(path: Path) -> None:
    assert violations(path) == []


def test_the_checker_sees_what_it_forbids(tmp_path: Path) -> None:
    """The rules above fail on code that breaks them (so that the tests cannot pass by looking at nothing)."""
    assert private_module_violation("tweetnacl.bench", "tweetnacl.pynacl._ed25519", False)
    assert private_module_violation("tweetnacl.pynacl.bindings.crypto_box", "tweetnacl.pynacl._support", False) is None
    assert private_module_violation("tweetnacl.fast", "tweetnacl._api", True) is None
    module = tmp_path / "layout_probe.py"
    module.write_text("from tweetnacl.fast.curve25519 import field\nfrom tweetnacl.fast.core import _SIGMA\n"
                      "field._pow_2_250_minus_1\n")
    assert len(violations(module, "tweetnacl.fast.layout_probe")) == 2
    api_module = tmp_path / "api_probe.py"
    api_module.write_text("import tweetnacl.reference.core\nfrom tweetnacl.fast.stream import SIGMA\n"
                          "from tweetnacl import fast\nfrom tweetnacl._interface import Core\n")
    assert len(violations(api_module, "tweetnacl._api.api_probe")) == 3
    assert violations(api_module, "tweetnacl.pynacl.api_probe") == []  # the rule is the API layer's


def top_level_imports(path: Path, importer: str) -> set[str]:
    """The modules of src/ that the module at `path` imports outside any function (TYPE_CHECKING blocks count)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = importer if path.name == "__init__.py" else importer.rpartition(".")[0]
    imported: set[str] = set()
    pending: list[ast.AST] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names if is_module(alias.name))
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([module] if module else []))
            for alias in node.names:
                submodule = f"{module}.{alias.name}"
                imported.add(submodule if is_module(submodule) else module)
        else:
            pending.extend(ast.iter_child_nodes(node))
    return {name for name in imported if name.startswith("tweetnacl") and is_module(name)} - {importer}


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        cycles.append(sorted(component))
    return cycles


def test_no_import_cycle() -> None:
    graph = {dotted(path): top_level_imports(path, dotted(path)) for path in MODULES}
    assert import_cycles(graph) == []


def test_the_cycle_check_sees_a_cycle(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from tweetnacl.fast.stream import arx\n"
                     "def later() -> None:\n    from tweetnacl.fast import core\n")
    assert top_level_imports(probe, "tweetnacl.probe") == {"tweetnacl.fast.stream.arx"}
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert import_cycles({"a": {"b"}, "b": set()}) == []
