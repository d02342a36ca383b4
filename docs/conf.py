"""Sphinx configuration of the tweetnacl documentation (MyST Markdown pages, API reference from the code).

Build: `python -m sphinx -W --keep-going -n -b html docs docs/_build` (warnings are errors; `.ci/steps/20-docs.sh`
runs it). Docstrings are Markdown: `tweetnacl_markdown` renders the ones autodoc reads through MyST.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent / "src"))  # document the checkout, not an installed copy
sys.path.insert(0, str(DOCS / "_ext"))

import python_inventory  # noqa: E402  (docs/_ext/python_inventory.py)
import tweetnacl  # noqa: E402

project = "tweetnacl"
author = "the tweetnacl authors"
copyright = "public domain (the Unlicense)"
release = tweetnacl.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.intersphinx",
    "tweetnacl_api",  # docs/_ext/tweetnacl_api.py: the reference of the runtime-bound API objects
    "tweetnacl_markdown",  # docs/_ext/tweetnacl_markdown.py: autodoc's docstrings rendered as Markdown (MyST)
    "pynacl_constants",  # docs/_ext/pynacl_constants.py: the PyNaCl layer's module constants, with their values
]

source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]

myst_enable_extensions = ["colon_fence", "deflist", "fieldlist"]
myst_heading_anchors = 3  # `[text](security.md#measured-leakage)` links resolve to headings

# Broken references fail the build. The Python documentation's inventory is written here, at each build, from the
# table of the names these pages link to (docs/_ext/python_inventory.py): no system package, no network; its links
# point to docs.python.org.
nitpicky = True
PYTHON_INVENTORY = python_inventory.write_inventory(
    Path(tempfile.mkdtemp(prefix="tweetnacl-docs-")) / "python-objects.inv"
)
# Private names of PyNaCl's own that its type hints show (the encoders' base class, two type variables).
# And the opaque state classes of the bindings' signatures (BLAKE2b's, SHA-2's, SHA-3's, the XOFs', Keccak's), which
# libsodium's API and PyNaCl's `nacl.bindings` do not name either: a state is what `_init` returns.
nitpick_ignore = [
    ("py:class", f"tweetnacl.pynacl.{name}")
    for name in (
        "encoding._Encoder", "public._Key", "public._Box", "bindings.crypto_generichash.Blake2State",
        "bindings.crypto_hash.Sha256State", "bindings.crypto_hash.Sha512State",
        "bindings.crypto_hash_sha3.Sha3256State", "bindings.crypto_hash_sha3.Sha3512State",
        "bindings.crypto_xof.XofState", "bindings.crypto_core_keccak1600.Keccak1600State",
    )
]
intersphinx_mapping = {"python": (python_inventory.PYTHON_DOCS, str(PYTHON_INVENTORY))}

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_preserve_defaults = True  # `encoder=encoding.RawEncoder` as written, not the class's repr

html_theme = "furo"  # wide pages (tables, diagrams, commands) scroll inside the page instead of being cut off
html_title = f"tweetnacl {release}"
html_static_path = ["_static"]
html_css_files = ["wide.css"]  # docs/_static/wide.css: a wider page column (furo's is 46em)
