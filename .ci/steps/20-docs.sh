#!/usr/bin/env bash
# The documentation site builds with warnings as errors (nitpicky: broken references and undocumented public
# names fail), from the project's `docs` extra in a virtual environment of its own.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS

# Nothing beyond the `docs` extra: no system package, no network (the Python documentation's inventory for
# intersphinx is written by docs/conf.py from docs/_ext/python_inventory.py).

rm -rf .ci-docs-venv docs/_build
python3 -m venv .ci-docs-venv
if ! .ci-docs-venv/bin/python -m pip install -q --upgrade pip; then
    echo "docs: upgrading pip in .ci-docs-venv failed" >&2
    exit 1
fi
if ! .ci-docs-venv/bin/python -m pip install -q -e '.[docs]'; then
    echo "docs: installing the 'docs' extra (sphinx, furo, myst-parser, matplotlib) failed" >&2
    exit 1
fi
.ci-docs-venv/bin/python -m sphinx --version
.ci-docs-venv/bin/python -m sphinx -W --keep-going -n -b html docs docs/_build
echo "docs: built in $((SECONDS - started)) s"

# Both references show every public name (the native API's and the PyNaCl layer's, listed from the code): the test
# reads the build above. It runs here, where Sphinx is installed; the main job, without it, skips the HTML half.
if ! .ci-docs-venv/bin/python -m pip install -q pytest; then
    echo "docs: installing pytest in .ci-docs-venv failed" >&2
    exit 1
fi
TWEETNACL_DOCS_HTML=docs/_build .ci-docs-venv/bin/python -m pytest -q -p no:cacheprovider tests/test_docs_complete.py
echo "docs: reference completeness checked in $((SECONDS - started)) s"

# The chart script still reads the committed bench output (the committed SVGs came from it).
charts_dir=$(mktemp -d)
.ci-docs-venv/bin/python tools/bench_charts.py docs/charts/bench.json --out "$charts_dir"
ls "$charts_dir"/ops.svg "$charts_dir"/throughput.svg >/dev/null
echo "docs: charts regenerated in $((SECONDS - started)) s"
