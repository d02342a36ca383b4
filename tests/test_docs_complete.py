"""Both references are complete: every public name of the native API (docs/reference.md) and of the PyNaCl layer
(docs/reference-pynacl.md, PyNaCl 1.6.2's API as the layer provides it) appears in the built HTML, and every
function, class, method and property of the layer has a docstring to show there.

The lists come from the code, not from a table here: the native API's from docs/_ext/api_walk.py (the walk that
renders docs/reference.md), the layer's from its modules (docs/_ext/pynacl_walk.py), so that a name added to either, a new
binding family say, is checked the day it lands.

The HTML test builds the documentation (`python -m sphinx`, the docs extra) into a temporary folder, or reads an
existing build from TWEETNACL_DOCS_HTML (.ci/steps/20-docs.sh passes the one it has just built, and runs this file
in the docs environment, so the test runs there rather than being a skip). Where Sphinx is not installed (the test
extra alone) it is skipped; the docstring test runs everywhere.
"""

from __future__ import annotations

import importlib.util
import inspect
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import tweetnacl

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import api_walk  # noqa: E402
import pynacl_walk  # noqa: E402

LAYER = pynacl_walk.layer_names()


def native_names() -> list[str]:
    """Every public name of `tweetnacl` as docs/reference.md renders it (`tweetnacl.box.open.after`, ...)."""
    return [f"tweetnacl.{entry.name}" for entry in api_walk.walk(tweetnacl)]


def _docstring(obj: Any) -> str | None:
    """The docstring a reference entry shows, or None for a constant (which shows its value)."""
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    if isinstance(obj, property):
        obj = obj.fget
    if inspect.isclass(obj) or callable(obj):
        return inspect.getdoc(obj) or ""
    return None


def test_the_walk_finds_the_layer() -> None:
    """The lists are not empty and hold the names the issue found missing (inherited methods, encoders)."""
    for name in ("tweetnacl.pynacl.secret.SecretBox.encrypt", "tweetnacl.pynacl.secret.SecretBox.decrypt",
                 "tweetnacl.pynacl.public.Box.encrypt", "tweetnacl.pynacl.public.Box.decrypt",
                 "tweetnacl.pynacl.encoding.HexEncoder.encode", "tweetnacl.pynacl.signing.SigningKey.sign",
                 "tweetnacl.pynacl.bindings.crypto_box_seal", "tweetnacl.pynacl.pwhash.argon2id.kdf",
                 "tweetnacl.pynacl.exceptions.CryptoError", "tweetnacl.pynacl.__version__"):
        assert name in LAYER, name
    assert "tweetnacl.pynacl.public.Optional" not in LAYER  # typing's names are not the layer's
    assert "tweetnacl.pynacl.exceptions.CryptoError.with_traceback" not in LAYER  # nor Exception's methods
    assert "tweetnacl.box.open.after" in native_names()


def test_every_layer_name_has_a_docstring() -> None:
    undocumented = sorted(name for name, obj in LAYER.items() if _docstring(obj) == "")
    assert not undocumented, f"no docstring for the reference to show: {undocumented}"


@pytest.fixture(scope="module")
def html_ids(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The `id` attributes of every page of the built documentation."""
    built = os.environ.get("TWEETNACL_DOCS_HTML")
    if built:
        out = Path(built)
    else:
        if importlib.util.find_spec("sphinx") is None:
            pytest.skip("Sphinx is not installed (the docs extra); .ci/steps/20-docs.sh runs this test")
        out = tmp_path_factory.mktemp("docs-html")
        subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "--keep-going", "-n", "-b", "html",
                        str(ROOT / "docs"), str(out)], check=True)
    pages = sorted(out.glob("*.html"))
    assert pages, f"no HTML pages in {out}"
    return {match for page in pages for match in re.findall(r'\bid="([^"]+)"', page.read_text(encoding="utf-8"))}


def test_the_pynacl_reference_shows_every_layer_name(html_ids: set[str]) -> None:
    missing = sorted(set(LAYER) - html_ids)
    assert not missing, f"docs/reference-pynacl.md does not show {missing}"


def test_the_native_reference_shows_every_public_name(html_ids: set[str]) -> None:
    missing = sorted(set(native_names()) - html_ids)
    assert not missing, f"docs/reference.md does not show {missing}"


def test_the_html_check_sees_a_missing_name(html_ids: set[str]) -> None:
    """The ids are read from the pages (so the tests above cannot pass on an empty set)."""
    assert "tweetnacl.pynacl.secret.SecretBox" in html_ids and "tweetnacl.secretbox" in html_ids
    assert "tweetnacl.pynacl.secret.SecretBox.no_such_method" not in html_ids
