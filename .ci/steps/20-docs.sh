#!/usr/bin/env bash
# The documentation site builds with warnings as errors (nitpicky: broken references and undocumented public
# names fail), from the project's `docs` extra in a virtual environment of its own.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS

# Intersphinx reads the Python documentation's inventory from Debian's python3-doc (CI has no internet beyond the
# package archives; the links still point to docs.python.org). CI runs as root.
if ! [ -e /usr/share/doc/python3/html/objects.inv ]; then
    apt-get update -q >/dev/null && apt-get install -y -q python3-doc >/dev/null
fi

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

# The chart script still reads the committed bench output (the committed SVGs came from it).
charts_dir=$(mktemp -d)
.ci-docs-venv/bin/python tools/bench_charts.py docs/charts/bench.json --out "$charts_dir"
ls "$charts_dir"/ops.svg "$charts_dir"/throughput.svg >/dev/null
echo "docs: charts regenerated in $((SECONDS - started)) s"
