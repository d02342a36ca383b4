"""What `import tweetnacl` and `import tweetnacl.pynacl.signing` leave unimported, and that every lazily imported name
still arrives: `tweetnacl.reference`, the fast core's primitives, the PyNaCl bindings' families (docs/performance.md,
"Import time"). Each check that looks at `sys.modules` runs in a fresh interpreter."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"

# What a program that did not ask for it must not pay for.
HEAVY = (
    "tweetnacl.reference", "tweetnacl.reference.core", "tweetnacl.reference.tweetnacl",
    "tweetnacl.fast.stream.arx", "tweetnacl.fast.stream.lanes", "tweetnacl.fast.stream.bitsliced",
    "tweetnacl.fast.stream.machine_words", "tweetnacl.fast.stream.salsa20", "tweetnacl.fast.stream.chacha20",
    "tweetnacl.fast.pwhash.argon2", "tweetnacl.fast.pwhash.argon2_packed_lanes",
    "tweetnacl.fast.pwhash.argon2_word_halves", "tweetnacl.fast.pwhash.scrypt",
    "tweetnacl.fast.aead.aes", "tweetnacl.fast.aead.aes_cipher", "tweetnacl.fast.aead.aesgcm", "tweetnacl.fast.aead.aegis",
    "tweetnacl.fast.aead.secretstream", "tweetnacl.fast.aead.chacha20poly1305",
    "tweetnacl.fast.curve25519.comb", "tweetnacl.fast.curve25519.group", "tweetnacl.fast.curve25519.edwards",
    "tweetnacl.fast.curve25519.ristretto", "tweetnacl.fast.aead.xchacha20poly1305", "tweetnacl.fast.ipcrypt",
    "tweetnacl.fast.keccak.permutation", "tweetnacl.fast.keccak.sponge", "tweetnacl.reference.keccak",
    "tweetnacl.reference.ristretto255",
)  # fmt: skip
# Standard-library modules that cost a large share of the import and are needed only later, if at all: `inspect`
# (with ast, dis, tokenize: once a third of `import tweetnacl`'s instructions), `secrets` (with random) and `hashlib`
# with `hmac` (OpenSSL's libcrypto: the functions that hash or compare import them) (docs/performance.md, "Import
# time").
HEAVY_STANDARD_LIBRARY = ("inspect", "ast", "dis", "tokenize", "secrets", "random", "hashlib", "hmac", "_hashlib")


def run_fresh(program: str) -> object:
    """The JSON that `program` prints, run in a fresh interpreter on this tree."""
    if sys.platform == "emscripten":
        pytest.skip("runs Python in a subprocess: emscripten (Pyodide) starts no processes")
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def imported_after(statement: str) -> set[str]:
    """The modules executed after `statement` (registered modules that tweetnacl._lazy has not run yet aside)."""
    program = (
        f"import json, sys\n{statement}\n"
        "print(json.dumps(sorted(n for n, m in sys.modules.items() if type(m).__name__ != '_LazyModule')))"
    )
    return set(run_fresh(program))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "statement",
    ["import tweetnacl", "import tweetnacl.pynacl.signing", "import tweetnacl.pynacl.signing, tweetnacl.pynacl.secret"],
)
def test_import_leaves_the_heavy_modules_alone(statement: str) -> None:
    modules = imported_after(statement)
    assert "tweetnacl.fast.core" in modules  # the probe sees what was imported
    assert sorted(modules & set(HEAVY)) == []
    if sys.implementation.name == "cpython":  # PyPy's own start-up and hashlib import some of them
        # What start-up (site hooks) and typing's NamedTuple load is not the package's doing: on CPython 3.14 a
        # NamedTuple class imports annotationlib, which imports ast
        at_start = imported_after("import typing\nclass Pair(typing.NamedTuple):\n    first: int")
        assert sorted((modules - at_start) & set(HEAVY_STANDARD_LIBRARY)) == []


def test_each_operation_imports_its_family_on_first_use() -> None:
    small = imported_after("import tweetnacl; tweetnacl.secretbox(bytes(64), bytes(24), bytes(32))")
    assert {"tweetnacl.fast.stream.salsa20", "tweetnacl.fast.mac.poly1305"} <= small
    assert "tweetnacl.fast.stream.bitsliced" not in small  # built only for batches of 512 KiB and more
    assert "tweetnacl.fast.curve25519.montgomery" not in small
    large = imported_after("import tweetnacl; tweetnacl.secretbox(bytes(1 << 20), bytes(24), bytes(32))")
    # PyPy runs one block at a time on machine words (arx.WORD_LOOP), never the bit-sliced layout.
    assert ("tweetnacl.fast.stream.bitsliced" in large) is (sys.implementation.name != "pypy")


def test_reference_arrives_on_first_access() -> None:
    found = run_fresh(
        "import json, sys, tweetnacl\n"
        "listed = 'reference' in dir(tweetnacl)\n"
        "before = type(tweetnacl.__dict__['reference']).__name__ == 'module'\n"
        "box = tweetnacl.reference.secretbox(b'm', bytes(24), bytes(32))\n"
        "print(json.dumps([listed, before, box == tweetnacl.secretbox(b'm', bytes(24), bytes(32)),"
        " tweetnacl.reference is sys.modules['tweetnacl.reference']]))"
    )
    assert found == [True, False, True, True]


def test_star_import_and_help_still_work() -> None:
    found = run_fresh(
        "import json, pydoc\nfrom tweetnacl import *\nimport tweetnacl\n"
        "text = pydoc.render_doc(tweetnacl)\n"
        "print(json.dumps([sorted(k for k in tweetnacl.__all__ if k not in globals()), 'reference' in text]))"
    )
    assert found == [[], True]


def test_unknown_names_raise_attribute_error() -> None:
    import tweetnacl
    from tweetnacl.fast import core
    from tweetnacl.pynacl import bindings

    for module in (tweetnacl, core, bindings):
        with pytest.raises(AttributeError, match="no attribute 'no_such_name'"):
            getattr(module, "no_such_name")
        assert not hasattr(module, "no_such_name")


def test_every_core_primitive_becomes_its_module_function_at_its_first_call() -> None:
    """Each stand-in, called once (here with no arguments: the primitive itself then raises TypeError), is replaced
    by the primitive; and the module keeps no `__getattr__`, whose presence would slow every attribute read."""
    found = run_fresh(
        "import importlib, json\nfrom tweetnacl.fast import core\n"
        "names = sorted(core.SOURCES)\n"
        "before = [getattr(core, n) is getattr(importlib.import_module(core.SOURCES[n]), n) for n in names]\n"
        "raised = []\n"
        "for n in names:\n"
        "    try:\n        getattr(core, n)()\n    except TypeError as error:\n        raised.append(n in str(error))\n"
        "after = [getattr(core, n) is getattr(importlib.import_module(core.SOURCES[n]), n) for n in names]\n"
        "print(json.dumps([any(before), all(raised) and len(raised) == len(names), all(after),"
        " '__getattr__' in vars(core)]))"
    )
    assert found == [False, True, True, False]
    from tweetnacl.fast import core

    assert set(core.SOURCES) <= set(core.__all__) <= set(dir(core))


def type_checking_imports(path: Path) -> dict[str, str]:
    """Name -> module of every `from m import name` under `if TYPE_CHECKING:` in the module at `path`, with the
    renamings of that block (`public = imported`) applied."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom):
                    for alias in statement.names:
                        found[alias.asname or alias.name] = statement.module or ""
                elif isinstance(statement, ast.Assign):
                    source = statement.value
                    assert isinstance(source, ast.Name)
                    target = statement.targets[0]
                    assert isinstance(target, ast.Name)
                    found[target.id] = found.pop(source.id)
    return found


def test_the_type_checkers_view_is_the_runtime_table() -> None:
    """The names mypy sees (the TYPE_CHECKING imports) are those the lazy tables give at run time, from the same
    modules: the two lists cannot drift apart."""
    from tweetnacl.fast import core
    from tweetnacl.pynacl import bindings

    assert type_checking_imports(SRC / "tweetnacl/fast/core.py") == core.SOURCES
    seen = type_checking_imports(SRC / "tweetnacl/pynacl/bindings/__init__.py")
    runtime = {
        name: f"tweetnacl.pynacl.bindings.{family}"
        for family, names in bindings.FAMILIES.items()
        for name in names
        if name != "sodium_init"  # imported at run time too (it is called on import)
    }
    assert seen == runtime


def test_every_binding_arrives_in_any_order() -> None:
    """Every name of `nacl.bindings`, looked up first in a fresh interpreter, is its family module's object; and a
    family whose submodule is imported directly first (`import nacl.bindings.crypto_sign`) still gives the package
    the function `crypto_sign`, not the submodule, as PyNaCl's package does."""
    found = run_fresh(
        "import importlib, json, types\n"
        "import tweetnacl.pynacl.bindings.crypto_sign\n"
        "import tweetnacl.pynacl.bindings.randombytes\n"
        "from tweetnacl.pynacl import bindings\n"
        "wrong = [name for name in reversed(bindings.__all__) if isinstance(getattr(bindings, name), types.ModuleType)]\n"
        "same = all(getattr(bindings, name) is getattr(importlib.import_module(f'tweetnacl.pynacl.bindings.{family}'),"
        " bindings.RENAMED.get(name, name)) for family, names in bindings.FAMILIES.items() for name in names)\n"
        "print(json.dumps([wrong, same, sorted(set(bindings.__all__) - set(dir(bindings)))]))"
    )
    assert found == [[], True, []]


def test_import_on_first_attribute_runs_the_module_at_its_first_read() -> None:
    found = run_fresh(
        "import json, sys\n"
        "from tweetnacl._lazy import import_on_first_attribute\n"
        "aegis = import_on_first_attribute('tweetnacl.fast.aead.aegis')\n"
        "before = 'tweetnacl.fast.aead.aes' in sys.modules\n"
        "again = import_on_first_attribute('tweetnacl.fast.aead.aegis') is aegis\n"
        "function = aegis.aegis256_encrypt\n"
        "import tweetnacl.fast.aead\n"
        "print(json.dumps([before, again, 'tweetnacl.fast.aead.aes' in sys.modules, type(aegis).__name__,"
        " tweetnacl.fast.aead.aegis is aegis, callable(function)]))"
    )
    assert found == [False, True, True, "module", True, True]
    from tweetnacl._lazy import import_on_first_attribute

    with pytest.raises(ModuleNotFoundError):
        import_on_first_attribute("tweetnacl.fast.no_such_module")


def test_install_as_nacl_finds_every_module_and_runs_them_on_first_use() -> None:
    """After `install_as_nacl()` and `import nacl.signing` the AEADs, the stream lanes and the port are still
    unexecuted (`nacl.pwhash` is run at once: finding its submodules imports the package, which imports them),
    and each `nacl.*` module is the layer's own module object, run when first used."""
    modules = imported_after("import tweetnacl\ntweetnacl.install_as_nacl()\nimport nacl.signing")
    assert "tweetnacl.pynacl.signing" in modules
    assert sorted(modules & set(HEAVY) - {name for name in HEAVY if ".pwhash." in name}) == []
    found = run_fresh(
        "import json, sys, tweetnacl\ntweetnacl.install_as_nacl()\n"
        "import nacl.secret, nacl.bindings.crypto_aead, tweetnacl.pynacl.bindings.crypto_aead\n"
        "box = nacl.secret.Aead(bytes(32))\n"
        "print(json.dumps([box.decrypt(box.encrypt(b'ok')).decode(),"
        " nacl.bindings.crypto_aead is tweetnacl.pynacl.bindings.crypto_aead,"
        " sys.modules['nacl.signing'] is sys.modules['tweetnacl.pynacl.signing'],"
        " tweetnacl.install_as_nacl() is sys.modules['nacl']]))"
    )
    assert found == ["ok", True, True, True]
