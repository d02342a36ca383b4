"""The Python documentation's inventory for intersphinx, written at build time from the table below: the docs build
offline, on any OS, with the `docs` extra alone (no system package, no network).

Intersphinx needs an `objects.inv` to turn `bytes`, `int`, `typing.Type`, ... in signatures and docstrings into links
to docs.python.org. Rather than the whole of Python's (about 1.5 MB, from Debian's python3-doc or from the network),
`write_inventory` writes one with the names these pages refer to, in Sphinx's inventory format version 2. Each row
is (name, role, page of docs.python.org/3, anchor), as in the inventory that docs.python.org itself publishes (rows
checked against a copy of it, Python 3.6's, in the sphobjinv project's test resources,
tests/resource/objects_python.inv at commit f23a6c23ac745dacdba46f30712bff45936a7d3e; these anchors have not
changed since). A name the pages refer to that is missing here loses its link (Sphinx does not warn for builtins):
add its row.
"""

from __future__ import annotations

import zlib
from pathlib import Path

PYTHON_DOCS = "https://docs.python.org/3"

ENTRIES: tuple[tuple[str, str, str], ...] = (
    # (name, domain:role, page#anchor) -- "$" stands for the name, as in Sphinx's own inventories
    ("bool", "py:class", "library/functions.html#$"),
    ("bytearray", "py:class", "library/stdtypes.html#$"),
    ("bytes", "py:class", "library/stdtypes.html#$"),
    ("collections.abc.Callable", "py:class", "library/collections.abc.html#$"),
    ("dict", "py:class", "library/stdtypes.html#$"),
    ("Exception", "py:exception", "library/exceptions.html#$"),
    ("float", "py:class", "library/functions.html#$"),
    ("int", "py:class", "library/functions.html#$"),
    ("list", "py:class", "library/stdtypes.html#$"),
    ("memoryview", "py:class", "library/stdtypes.html#$"),
    ("None", "py:data", "library/constants.html#$"),
    ("object", "py:class", "library/functions.html#$"),
    ("os.urandom", "py:function", "library/os.html#$"),
    ("str", "py:class", "library/stdtypes.html#$"),
    ("tuple", "py:class", "library/stdtypes.html#$"),
    ("TypeError", "py:exception", "library/exceptions.html#$"),
    ("types.ModuleType", "py:class", "library/types.html#$"),
    ("typing.Any", "py:data", "library/typing.html#$"),
    ("typing.Optional", "py:data", "library/typing.html#$"),
    ("typing.Type", "py:class", "library/typing.html#$"),
    ("typing.Union", "py:data", "library/typing.html#$"),
    ("ValueError", "py:exception", "library/exceptions.html#$"),
)


def inventory_bytes() -> bytes:
    """The inventory file: four header lines, then the zlib-compressed rows `name role priority uri dispname`."""
    header = "# Sphinx inventory version 2\n# Project: Python\n# Version: 3\n"
    header += "# The remainder of this file is compressed using zlib.\n"
    rows = "".join(f"{name} {role} 1 {uri} -\n" for name, role, uri in sorted(ENTRIES))
    return header.encode() + zlib.compress(rows.encode())


def write_inventory(path: Path) -> Path:
    """Write the inventory to `path` (its folder is created) and return the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(inventory_bytes())
    return path
