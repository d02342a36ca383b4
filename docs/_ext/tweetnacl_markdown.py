"""Sphinx extension: the docstrings autodoc reads are Markdown (MyST), as everywhere in this project.

autodoc hands docstrings to the reStructuredText parser, where Markdown's `code` becomes italics and fenced
blocks break. The `autodoc-process-docstring` hook below wraps each docstring in a `tweetnacl-markdown` directive,
which parses its body with MyST and puts the resulting nodes where the docstring was, so `:param x:` field lists
(MyST's `fieldlist` extension) still become Sphinx's Parameters / Returns / Raises sections.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from docutils.utils import new_document
from myst_parser.parsers.sphinx_ import MystParser
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective


class MarkdownDirective(SphinxDirective):
    """```{tweetnacl-markdown}```: its body parsed as MyST Markdown, the nodes returned in place."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        source = self.state.document["source"]
        document = new_document(source, self.state.document.settings)
        MystParser().parse("\n".join(self.content), document)
        return list(document.children)


def _docstring_as_markdown(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    if not any(line.strip() for line in lines):
        return
    body = ["   " + line if line.strip() else "" for line in lines]
    lines[:] = [".. tweetnacl-markdown::", "", *body, ""]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("tweetnacl-markdown", MarkdownDirective)
    app.connect("autodoc-process-docstring", _docstring_as_markdown)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
