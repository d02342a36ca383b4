"""What docs/platforms.md and pyproject.toml say about platforms matches what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_web_page_snippet_is_the_page_ci_opens() -> None:
    """docs/platforms.md shows tools/pyodide/page.html verbatim, which tools/pyodide/chromium.sh opens."""
    page = (ROOT / "tools" / "pyodide" / "page.html").read_text(encoding="utf-8")
    docs = (ROOT / "docs" / "platforms.md").read_text(encoding="utf-8")
    assert f"```html\n{page}```" in docs


def test_classifiers_name_the_tested_versions() -> None:
    """Each Python version and implementation CI runs (.ci/steps and the main job's 3.11) is a classifier."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    classifiers = set(re.findall(r'"(Programming Language :: Python :: [^"]+|Environment :: [^"]+)"', pyproject))
    for version in ("3.10", "3.11", "3.12", "3.13", "3.14"):
        assert f"Programming Language :: Python :: {version}" in classifiers
    assert "Programming Language :: Python :: Implementation :: PyPy" in classifiers
    assert "Environment :: WebAssembly :: Emscripten" in classifiers
    assert 'requires-python = ">=3.10"' in pyproject
    steps = {path.name for path in (ROOT / ".ci" / "steps").glob("*.sh")}
    assert {"30-pypy.sh", "31-cpython313-314.sh", "32-python310-static.sh", "40-pyodide.sh"} <= steps
