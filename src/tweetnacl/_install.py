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


def _is_ours(module: object) -> bool:
    return getattr(module, "__tweetnacl_pynacl__", False) is True


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
    package = importlib.import_module("tweetnacl.pynacl")
    modules = {"nacl": package}
    for name in _SUBMODULES:
        # Found now, run when the program first uses it (`import nacl.signing` does): installing costs no import
        # of what the program never asks for (docs/performance.md, "Import time").
        modules[f"nacl.{name}"] = import_on_first_attribute(f"tweetnacl.pynacl.{name}")
    # Registered all at once, after every module was found: no half-installed state.
    sys.modules.update(modules)
    return package
