"""A module imported on first use: `import_on_first_attribute(name)` (the standard library's `LazyLoader`).

For modules that hold another module under a name and call it only inside functions (`_aegis.aegis256_encrypt(...)`):
the module named is registered at once but executed only when one of its attributes is first read, so that
importing the holder does not pay for it (docs/performance.md, "Import time"). After that first read the module
is an ordinary module again (LazyLoader restores its class), and every later attribute read costs what it cost
before. Holders keep their static types with `if TYPE_CHECKING: from ... import m` and this on the `else` branch.
Nothing here touches secret data: the only input is a module name.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from typing import TYPE_CHECKING, Callable, cast

if TYPE_CHECKING:  # importlib.abc imports importlib.resources, pathlib and tempfile: ~17 ms at run time
    import importlib.abc
    import importlib.machinery

__all__ = ["import_on_first_attribute"]


def import_on_first_attribute(
    name: str, then: Callable[[types.ModuleType], None] | None = None
) -> types.ModuleType:
    """The module `name`, executed when one of its attributes is first read (at once if it is already imported).
    Its parent package is imported now (as finding a module needs), and so is whatever that package imports.
    `then(module)`, if given, runs once the module has run: right after its execution, or at once for a module
    already imported.

    :raises ModuleNotFoundError: no module `name` exists (found now, not at the first read).
    """
    if name not in sys.modules:
        spec = importlib.util.find_spec(name)  # imports the parent package, which may import this module itself
    if name in sys.modules:
        module = sys.modules[name]
        if then is not None:
            then(module)
        return module
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    spec.loader = importlib.util.LazyLoader(
        cast("importlib.abc.Loader", _ThenAttributeOfParent(spec.loader, then))
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


class _ThenAttributeOfParent:
    """A module's own loader, and then what an import does once it has run `a.b.c`: make it attribute c of a.b.

    Only after the run, not at registration: a package may give the attribute a meaning of its own on binding
    (`tweetnacl.pynacl.bindings` binds a family's names, which needs the family run)."""

    def __init__(
        self, loader: importlib.abc.Loader, then: Callable[[types.ModuleType], None] | None = None
    ) -> None:  # a Loader by its methods, as LazyLoader asks
        self.loader = loader
        self.then = then

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: types.ModuleType) -> None:
        self.loader.exec_module(module)
        parent, _, child = module.__name__.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, module)
        if self.then is not None:
            self.then(module)
