"""Sphinx configuration of the tweetnacl documentation (MyST Markdown pages, API reference from the code).

Build: `python -m sphinx -W -b html docs docs/_build` (warnings are errors; `.ci/steps/20-docs.sh` runs it).
"""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent / "src"))  # document the checkout, not an installed copy
sys.path.insert(0, str(DOCS / "_ext"))

import tweetnacl  # noqa: E402

project = "tweetnacl"
author = "the tweetnacl authors"
copyright = "public domain (the Unlicense)"
release = tweetnacl.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "tweetnacl_api",  # docs/_ext/tweetnacl_api.py: the reference of the runtime-bound API objects
]

source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]

myst_enable_extensions = ["colon_fence", "deflist", "fieldlist"]
myst_heading_anchors = 3  # `[text](security.md#measured-leakage)` links resolve to headings

# Broken references fail the build. Builtins have no target without an internet inventory (CI has none).
nitpicky = True
nitpick_ignore = [("py:class", name) for name in ("bytes", "bool", "int", "str", "None", "types.ModuleType")]

autodoc_member_order = "bysource"
autodoc_typehints = "signature"

html_theme = "alabaster"
html_title = f"tweetnacl {release}"
html_static_path: list[str] = []
