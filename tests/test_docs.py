"""The API reference is complete and true, and the repository cites only itself.

The reference (docs/reference.md) is generated from the docstrings of the objects `tweetnacl._api.bind` builds, as
walked by docs/_ext/api_walk.py. Here, without Sphinx:
- every public name has a docstring that documents each argument, the result and the errors;
- `tweetnacl.reference` has the same public names and signatures as `tweetnacl` (= `tweetnacl.fast`), so one
  reference serves both;
- the documented errors are the real ones: each argument documented as "N bytes" refuses N - 1 bytes with
  `ValueError: <name> must be N bytes, got N-1`, and each argument refuses a `str` with a `TypeError` naming it;
- no file cites a document outside the repository.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tweetnacl
import tweetnacl.reference

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import api_walk  # noqa: E402

ENTRIES = api_walk.walk(tweetnacl)
FUNCTIONS = [entry for entry in ENTRIES if entry.kind == "function"]
PARAM = re.compile(r"^:param (\w+): (.*)$", re.M)


def _parameters(entry: api_walk.Entry) -> list[str]:
    return re.findall(r"\w+", entry.signature.split("->")[0])


def _resolve(module: Any, dotted: str) -> Any:
    obj = module
    for part in dotted.split("."):
        obj = getattr(obj, part)
    return obj


def test_the_walk_finds_the_api() -> None:
    names = {entry.name for entry in ENTRIES}
    assert {"secretbox", "box.open.after", "sign.keypair.from_seed", "lowlevel.crypto_verify_32", "auth.full",
            "box.seal.overhead_length", "ed2curve.convert_keypair", "random_bytes", "KeyPair"} <= names


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.kind != "data"], ids=lambda e: e.name)
def test_every_public_name_is_documented(entry: api_walk.Entry) -> None:
    assert entry.doc.strip(), f"{entry.name} has no docstring"
    if entry.kind != "function":
        return
    documented = dict(PARAM.findall(entry.doc))
    assert list(documented) == _parameters(entry), f"{entry.name}: :param: fields must match the arguments"
    if "-> None" not in entry.signature:
        assert ":returns:" in entry.doc, f"{entry.name}: no :returns: field"
    if "| None" in entry.signature:
        assert re.search(r":returns:.*`None`", entry.doc, re.S), f"{entry.name}: does not say when it returns None"
    if "-> bool" in entry.signature:
        assert re.search(r":returns:.*`False`", entry.doc, re.S), f"{entry.name}: does not say when it is False"
    if documented:
        assert ":raises TypeError:" in entry.doc, f"{entry.name}: no :raises TypeError: field"
    if any(re.match(r"\d+ bytes", text) for text in documented.values()):
        assert ":raises ValueError:" in entry.doc, f"{entry.name}: no :raises ValueError: field"


def test_reference_page_renders_every_public_name() -> None:
    """docs/reference.md has a ```{tweetnacl-api} NAME``` directive for each top-level public name (the Sphinx
    build checks the same and more; this runs without Sphinx)."""
    page = (ROOT / "docs" / "reference.md").read_text(encoding="utf-8")
    rendered = set(re.findall(r"^```\{tweetnacl-api\} (\S+)$", page, re.M))
    top_level = {entry.name.split(".")[0] for entry in ENTRIES}
    missing = sorted(top_level - rendered)
    assert not missing, f"add ```{{tweetnacl-api}} NAME``` sections to docs/reference.md for {missing}"


def test_reference_has_the_same_names_and_signatures() -> None:
    def shape(module: Any) -> list[tuple[str, str, str, Any]]:
        return [(e.name, e.kind, e.signature, e.value) for e in api_walk.walk(module)]

    assert shape(tweetnacl.reference) == shape(tweetnacl.fast)
    assert [e for e in shape(tweetnacl) if e[0] != "install_as_nacl"] == shape(tweetnacl.fast)


def _valid_argument(description: str) -> Any:
    """An argument that passes the checks, from its documented description."""
    if match := re.match(r"(\d+) bytes", description):
        return bytes(int(match.group(1)))
    if match := re.match(r"a sequence of (\d+)-byte", description):  # verify_batch's signatures, public_keys
        return [bytes(int(match.group(1)))]
    if description.startswith("a sequence of"):
        return [b"example"]
    if description.startswith("an int"):
        return 1
    if "KeyPair" in description:
        return tweetnacl.KeyPair(bytes(32), bytes(32))
    if "callable" in description:
        return None
    return b"example"


CHECKED = [
    (module_name, entry, parameter)
    for module_name in ("fast", "reference")
    for entry in FUNCTIONS
    for parameter in _parameters(entry)
    if entry.name != "install_as_nacl"
]


@pytest.mark.parametrize(
    "module_name, entry, parameter", CHECKED, ids=[f"{m}-{e.name}-{p}" for m, e, p in CHECKED]
)
def test_documented_errors_are_raised(module_name: str, entry: api_walk.Entry, parameter: str) -> None:
    function: Callable[..., Any] = _resolve(getattr(tweetnacl, module_name), entry.name)
    documented = dict(PARAM.findall(entry.doc))
    arguments = {name: _valid_argument(text) for name, text in documented.items()}
    with pytest.raises(TypeError, match=rf"^{parameter} must be"):
        function(**{**arguments, parameter: "text"})
    if match := re.match(r"(\d+) bytes", documented[parameter]):
        length = int(match.group(1))
        with pytest.raises(ValueError, match=rf"^{parameter} must be {length} bytes, got {length - 1}$"):
            function(**{**arguments, parameter: bytes(length - 1)})


def test_signatures_are_the_callables_own() -> None:
    """The walk reports what `inspect` sees (no stale hand-written signature)."""
    for entry in FUNCTIONS:
        obj = _resolve(tweetnacl, entry.name)
        names = list(inspect.signature(obj).parameters)
        assert names == _parameters(entry), entry.name


OUTSIDE = ("API" + ".md", "/work" + "/", "shared" + "/spec")
SCANNED = ("*.py", "*.md", "*.toml", "*.sh", "*.cfg", "*.ini", "*.txt", "run")


def test_no_file_cites_a_document_outside_the_repository() -> None:
    skipped = {"_build", "node_modules", "vectors", "__pycache__", "build", "dist"}
    venvs = {path.parent for path in ROOT.rglob("pyvenv.cfg")}
    offenders = []
    for pattern in SCANNED:
        for path in ROOT.rglob(pattern):
            parts = path.relative_to(ROOT).parts[:-1]
            hidden = any(part.startswith(".") and part != ".ci" for part in parts)
            if hidden or skipped & set(parts) or venvs & set(path.parents) or not path.is_file():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            offenders += [f"{path.relative_to(ROOT)}: {needle}" for needle in OUTSIDE if needle in text]
    assert offenders == []
