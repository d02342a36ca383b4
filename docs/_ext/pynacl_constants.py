"""The `pynacl-constants` directive: every public constant of a PyNaCl-layer module, as `py:data` entries.

autodoc's `:undoc-members:` leaves out a module's ints and bytes (it takes them for imports from `builtins`), and
PyNaCl's constants have no docstrings; this directive lists them from the module (docs/_ext/pynacl_walk.py), so
that the reference shows each with its value and a new one appears without editing the page.

    ```{pynacl-constants} tweetnacl.pynacl.hash
    ```
"""

from __future__ import annotations

import importlib
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import pynacl_walk


class PyNaClConstants(SphinxDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        module = importlib.import_module(self.arguments[0])
        # Parsed as the page's own markup (MyST Markdown: this directive serves docs/reference-pynacl.md). A plain
        # `py:data` with the value: autodoc's `autodata` would show int's or bytes' own docstring.
        text = "\n".join(
            f"```{{py:data}} {name}\n:module: {module.__name__}\n:value: {getattr(module, name)!r}\n```\n"
            for name in pynacl_walk.constant_names(module)
        )
        return self.parse_text_to_nodes(text) if text else []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("pynacl-constants", PyNaClConstants)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
