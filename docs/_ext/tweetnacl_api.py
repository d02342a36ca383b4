"""Sphinx extension: the API reference of the objects `tweetnacl._api.bind` builds, under the names users type.

In a page, ```` ```{tweetnacl-api} box ```` renders `box` and every public name below it (`box.open.after`,
`box.nonce_length`, ...) from `api_walk.walk()`: signatures from `inspect.signature`, text from the docstrings
(Markdown with `:param:` / `:returns:` / `:raises:` fields). When the build ends, a public name that no directive
rendered, or one without a docstring, is a warning, so `sphinx -W` fails on an undocumented public name.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import api_walk

logger = logging.getLogger(__name__)
MODULE = "tweetnacl"


def _markdown(entry: api_walk.Entry) -> list[str]:
    """One MyST directive for one entry."""
    if entry.kind == "data":
        return [f"```{{py:data}} {entry.name}", f":module: {MODULE}", f":value: {entry.value!r}", "```", ""]
    directive = {"function": "py:function", "class": "py:class", "object": "py:data"}[entry.kind]
    lines = [f"````{{{directive}}} {entry.name}{entry.signature}", f":module: {MODULE}", ""]
    lines += entry.doc.splitlines()
    lines += ["````", ""]
    return lines


class TweetnaclApi(SphinxDirective):
    """```{tweetnacl-api} NAME```: NAME and every public name under it."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        prefix = self.arguments[0]
        entries = [e for e in api_walk.walk() if e.name == prefix or e.name.startswith(prefix + ".")]
        if not entries:
            logger.warning("tweetnacl-api: no public name %r", prefix, location=self.get_location())
            return []
        rendered = _rendered(self.env)
        lines: list[str] = []
        for entry in entries:
            rendered[entry.name] = self.env.docname
            if entry.kind != "data" and not entry.doc:
                logger.warning("tweetnacl-api: %s has no docstring (document its arguments, result and errors "
                               "in the code)", entry.name, location=self.get_location())
            lines += _markdown(entry)
        container = nodes.container()
        self.state.nested_parse(StringList(lines, source=f"tweetnacl-api {prefix}"), self.content_offset, container)
        return container.children


def _rendered(env: Any) -> dict[str, str]:
    """Public name -> the page that renders it, kept in the build environment across incremental builds."""
    if not hasattr(env, "tweetnacl_api_rendered"):
        env.tweetnacl_api_rendered = {}
    rendered: dict[str, str] = env.tweetnacl_api_rendered
    return rendered


def _purge(app: Sphinx, env: Any, docname: str) -> None:
    rendered = _rendered(env)
    for name in [name for name, page in rendered.items() if page == docname]:
        del rendered[name]


def _check_every_name_rendered(app: Sphinx, env: Any) -> None:
    rendered = _rendered(env)
    for entry in api_walk.walk():
        if entry.name not in rendered:
            logger.warning("tweetnacl-api: public name %s has no reference entry: add a tweetnacl-api directive for "
                           "it to docs/reference.md", entry.name)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("tweetnacl-api", TweetnaclApi)
    app.connect("env-purge-doc", _purge)
    app.connect("env-check-consistency", _check_every_name_rendered)
    return {"parallel_read_safe": False, "parallel_write_safe": True}
