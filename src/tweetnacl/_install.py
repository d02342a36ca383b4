"""`install_as_nacl()`: run programs written for PyNaCl on `tweetnacl.pynacl`, unmodified.

It registers `tweetnacl.pynacl` and every one of its submodules in `sys.modules` under the
`nacl` names (`nacl`, `nacl.signing`, `nacl.bindings.crypto_box`, ...), so that later
`import nacl.signing` / `from nacl.public import SealedBox` find them without a search.
It must run before the program's first `import nacl`: if the real PyNaCl is already imported it
refuses (two different `nacl` packages in one process would mix their classes and exceptions).
Calling it again is harmless. Note that a dependency that declares `PyNaCl` in its metadata
still makes pip install PyNaCl; this function only decides what `import nacl` returns.
"""

from __future__ import annotations

import importlib
import sys
import types

from tweetnacl._lazy import import_on_first_attribute

# The PyNaCl 1.6 module tree, mirrored under tweetnacl.pynacl.
_SUBMODULES = (
    "exceptions",
    "encoding",
    "utils",
    "bindings",
    "bindings.crypto_aead",
    "bindings.crypto_box",
    "bindings.crypto_core",
    "bindings.crypto_generichash",
    "bindings.crypto_hash",
    "bindings.crypto_kx",
    "bindings.crypto_pwhash",
    "bindings.crypto_scalarmult",
    "bindings.crypto_secretbox",
    "bindings.crypto_secretstream",
    "bindings.crypto_shorthash",
    "bindings.crypto_sign",
    "bindings.randombytes",
    "bindings.sodium_core",
    "bindings.utils",
    "secret",
    "public",
    "signing",
    "hash",
    "hashlib",
    "pwhash",
    "pwhash._argon2",
    "pwhash.argon2i",
    "pwhash.argon2id",
    "pwhash.scrypt",
)


LAYER = "tweetnacl.pynacl"


def _is_ours(module: object) -> bool:
    return getattr(module, "__tweetnacl_pynacl__", False) is True


def report_nacl_names(module: types.ModuleType) -> None:
    """Make the classes that `module` (a module of the layer) defines report the `nacl` module it is installed as
    (`tweetnacl.pynacl.signing.SigningKey.__module__` -> "nacl.signing"), as a PyNaCl program expects: pickles made
    here then load under the real PyNaCl (which looks them up by that name), and logs and tracebacks say `nacl`.
    The classes are the same objects under both names, so `tweetnacl.pynacl` used directly works as before, and
    pickles made before the install (naming `tweetnacl.pynacl.*`) still load. Only names decide here."""
    installed_as = "nacl" + module.__name__[len(LAYER):]
    for value in list(vars(module).values()):
        # type(value), not isinstance: isinstance reads `__class__`, which runs a lazily imported module (_lazy)
        if issubclass(type(value), type) and value.__module__ == module.__name__:
            value.__module__ = installed_as


def install_as_nacl() -> types.ModuleType:
    """Make `import nacl` (and every `nacl.*` submodule) return tweetnacl's PyNaCl layer, `tweetnacl.pynacl`.

    Call it once, before anything imports `nacl`; a second call does nothing more.

    :returns: the `nacl` package (`tweetnacl.pynacl`).
    :raises RuntimeError: a different `nacl` package (the real PyNaCl) is already imported: two `nacl` packages in
        one process would mix their classes and exceptions.
    """
    existing = sys.modules.get("nacl")
    if existing is not None and _is_ours(existing):
        return existing
    foreign = sorted(name for name in sys.modules if name == "nacl" or name.startswith("nacl."))
    if foreign:
        raise RuntimeError(
            "tweetnacl.install_as_nacl(): a different 'nacl' package (PyNaCl) is already "
            f"imported ({', '.join(foreign[:3])}{', ...' if len(foreign) > 3 else ''}); call "
            "install_as_nacl() before anything imports nacl"
        )
    package = importlib.import_module(LAYER)
    report_nacl_names(package)
    modules = {"nacl": package}
    for name in _SUBMODULES:
        # Found now, run when the program first uses it (`import nacl.signing` does): installing costs no import
        # of what the program never asks for (docs/performance.md, "Import time"). Its classes take their `nacl`
        # names once it has run.
        modules[f"nacl.{name}"] = import_on_first_attribute(f"{LAYER}.{name}", then=report_nacl_names)
    # Registered all at once, after every module was found: no half-installed state.
    sys.modules.update(modules)
    return package
