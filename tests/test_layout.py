"""The tree's rules, checked on the source (docs/internals.md, "Layers and rules"):

- every module of src/ has a docstring and at most 600 lines, but the port of tweetnacl.c, which mirrors the C;
- a name that starts with one underscore is private where it is defined: a `_function` or `_CONSTANT` is used only
  in its own module (no `from m import _x`, no `m._x` on an imported module), and a `_module` only by modules of the
  package it lives in (`tweetnacl._api` by `tweetnacl.*`, `tweetnacl.pynacl._support` by `tweetnacl.pynacl.*`).
Tests may reach in; src/ may not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
MODULES = sorted(SRC.rglob("*.py"))
LONG_BY_DESIGN = {
    "tweetnacl.reference.tweetnacl",  # the port keeps tweetnacl.c's order in one file
    "tweetnacl.pynacl.bindings",  # the registry of every libsodium name (FAMILIES and its type-checker twin): data
}
MAX_LINES = 600


def dotted(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


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


def is_module(name: str) -> bool:
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
                problem = private_module_violation(importer, alias.name, is_package)
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
            problem = private_module_violation(importer, module, is_package)
            if problem:
                found.append(problem)
            for alias in node.names:
                submodule = f"{module}.{alias.name}"
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
