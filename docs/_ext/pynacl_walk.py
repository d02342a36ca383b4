"""Every public name of the PyNaCl layer (`tweetnacl.pynacl`, PyNaCl 1.6.2's API), found from its modules.

The Sphinx extension `pynacl_constants` renders the modules' constants from it (autodoc skips a module's
undocumented ints and bytes) and `tests/test_docs_complete.py` checks that the built reference shows every name;
neither imports the other, both import this module. The lists come from the modules themselves, so a name added
to the layer (a new binding family, say) is rendered and checked without editing a list.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import types
from typing import Any

import tweetnacl.pynacl

CONSTANT_TYPES = (int, bytes, str, bool, float)


def layer_modules() -> list[types.ModuleType]:
    """`tweetnacl.pynacl` and its public modules (PyNaCl's `nacl.*`); the bindings' family modules
    (`bindings.crypto_box`, ...) are documented through `bindings`, which exports their every name."""
    names = ["tweetnacl.pynacl"] + [
        info.name
        for info in pkgutil.walk_packages(tweetnacl.pynacl.__path__, "tweetnacl.pynacl.")
        if not any(part.startswith("_") for part in info.name.split("."))
        and not info.name.startswith("tweetnacl.pynacl.bindings.")
    ]
    return [importlib.import_module(name) for name in names]


def _is_typing_construct(obj: Any) -> bool:
    return getattr(obj, "__module__", None) in ("typing", "typing_extensions") and not inspect.isclass(obj)


def module_names(module: types.ModuleType) -> dict[str, Any]:
    """A module's public names: its `__all__`, or else the names without a leading underscore that it defines:
    functions and classes whose `__module__` is the module, and constants (ints, bytes, strings, flags). Names it
    imports (other modules, typing's constructs, a class of a sibling module) are documented where they live."""
    exported = getattr(module, "__all__", None)
    found: dict[str, Any] = {}
    for name in exported if exported is not None else [n for n in vars(module) if not n.startswith("_")]:
        obj = getattr(module, name)
        if inspect.ismodule(obj) or _is_typing_construct(obj):
            continue
        if exported is None:
            if inspect.isclass(obj) or inspect.isfunction(obj):
                if obj.__module__ != module.__name__:
                    continue
            elif not isinstance(obj, CONSTANT_TYPES):
                continue
        found[name] = obj
    return found


def constant_names(module: types.ModuleType) -> list[str]:
    """The module's public constants, in the module's order."""
    return [name for name, obj in module_names(module).items() if isinstance(obj, CONSTANT_TYPES)]


def class_members(cls: type) -> list[str]:
    """The public attributes of `cls` that the layer defines (on the class or a base of the layer's), not those that
    only `object`, `bytes`, `Exception` or another built-in base has."""
    members = []
    for name in dir(cls):
        if name.startswith("_"):
            continue
        owner = next(klass for klass in cls.__mro__ if name in vars(klass))
        if owner.__module__.startswith("tweetnacl."):
            members.append(name)
    return members


def layer_names() -> dict[str, Any]:
    """Dotted name -> object, for every public name of the layer's modules and every public member of its classes
    (a member as found on its class: a function, staticmethod, property or constant)."""
    found: dict[str, Any] = {}
    for module in layer_modules():
        for name, obj in module_names(module).items():
            dotted = f"{module.__name__}.{name}"
            found[dotted] = obj
            if inspect.isclass(obj):
                for member in class_members(obj):
                    found[f"{dotted}.{member}"] = inspect.getattr_static(obj, member)
    return found
