"""Every Python example of the README and of the documentation pages (docs/*.md) runs as written.

Each example runs in a fresh interpreter, as a newcomer would paste it. An example that says
`import tweetnacl as nacl` runs a second time on the reference implementation (that line replaced by
`from tweetnacl import reference as nacl`), since both implementations promise the same API. A fenced block in
another Python-ish language (```py, ```pycon, ...) would escape this test, so such fences are refused.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
PAGES = [page for page in PAGES if "_build" not in page.parts]
FENCE = re.compile(r"^(`{3,})(.*)$", re.M)
RUN = {"python", "{code-block} python", "{code} python"}
NOT_RUN = {"sh", "text", "console", "toml", "bash", "json", "svg", "html", ""}


def fenced_blocks(text: str) -> list[tuple[str, str]]:
    """(info string, body) of every fenced block, nested MyST fences included."""
    blocks = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        ticks, info = match.group(1), match.group(2).strip()
        end = i + 1
        while end < len(lines) and lines[end].rstrip() != ticks:
            end += 1
        body = "\n".join(lines[i + 1 : end])
        blocks.append((info, body))
        if info.startswith("{"):  # a MyST directive: its body may hold examples too
            blocks.extend(fenced_blocks(body))
        i = end + 1
    return blocks


FAST_IMPORT = "import tweetnacl as nacl"
REFERENCE_IMPORT = "from tweetnacl import reference as nacl"
TASK_PAGES = ("secret-key", "public-key", "signing", "hashing", "pwhash")


def on_reference(source: str) -> str | None:
    """The example with the fast implementation's import swapped for the reference's, or None if it has none."""
    lines = source.split("\n")
    if FAST_IMPORT not in lines:
        return None
    return "\n".join(REFERENCE_IMPORT if line == FAST_IMPORT else line for line in lines)


def _examples() -> list[tuple[str, str]]:
    examples = []
    for page in PAGES:
        name = page.relative_to(ROOT).as_posix()
        runnable = [body for info, body in fenced_blocks(page.read_text(encoding="utf-8")) if info in RUN]
        for index, body in enumerate(runnable):
            examples.append((f"{name}:{index}", body))
            if (reference := on_reference(body)) is not None:
                examples.append((f"{name}:{index}[reference]", reference))
    return examples


EXAMPLES = _examples()


def test_every_page_has_its_examples() -> None:
    names = [name for name, _ in EXAMPLES]
    assert any(name.startswith("README.md:") for name in names)
    assert sum(name.startswith("docs/") for name in names) >= 8
    for task in TASK_PAGES:  # the task pages' examples, the NaCl ones on both implementations
        assert sum(name.startswith(f"docs/{task}.md:") for name in names) >= 2, task
        if task != "pwhash":  # password hashing is libsodium's: the PyNaCl layer only
            assert any(name.startswith(f"docs/{task}.md:") and name.endswith("[reference]") for name in names), task


def test_on_reference_swaps_only_the_import_line() -> None:
    source = "import tweetnacl as nacl\nx = 'import tweetnacl as nacl'\n"
    assert on_reference(source) == "from tweetnacl import reference as nacl\nx = 'import tweetnacl as nacl'\n"
    assert on_reference("import tweetnacl\n") is None


@pytest.mark.parametrize("page", PAGES, ids=[page.relative_to(ROOT).as_posix() for page in PAGES])
def test_no_python_example_escapes(page: Path) -> None:
    """Every fenced block is either run (```python) or plainly not Python (sh, text, ...)."""
    for info, _ in fenced_blocks(page.read_text(encoding="utf-8")):
        language = info.split()[-1] if info.startswith("{") and " " in info else info
        if info in RUN or info.startswith("{") and not language.startswith(("py", "python")):
            continue
        assert language in NOT_RUN, f"{page.name}: a ```{info} block would not run as a test: use ```python"


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="each example runs in a fresh interpreter: emscripten (Pyodide) starts no processes (tools/pyodide runs them in-process)",
)
@pytest.mark.parametrize("source", [source for _, source in EXAMPLES], ids=[name for name, _ in EXAMPLES])
def test_example_runs(source: str) -> None:
    result = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
