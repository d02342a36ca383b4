#!/usr/bin/env bash
# ci: beside the next step (ruff and mypy: one core, beside the docs build)
# Static checks, in a virtual environment of their own with pinned versions (the ones the tree is kept clean
# with): ruff over src, tests and tools; mypy --strict over src; and mypy --strict over two user programs,
# tests/typing/good_program.py (every public name of docs/contract.md used correctly: must pass) and
# tests/typing/bad_program.py (deliberate mistakes, each line carrying the `# type: ignore[<code>]` mypy must
# report there: --warn-unused-ignores fails the step when a mistake stops being reported).
set -euo pipefail
cd "$(dirname "$0")/../.."
RUFF_VERSION=0.17.6
MYPY_VERSION=2.4.1
venv=${TWEETNACL_SCRATCH:-.scratch}/venv-static-$RUFF_VERSION-$MYPY_VERSION
if ! [ -x "$venv/bin/mypy" ] || ! [ -x "$venv/bin/ruff" ]; then
    { python3 -m venv "$venv" && "$venv/bin/pip" install -q "ruff==$RUFF_VERSION" "mypy==$MYPY_VERSION"; } \
        || { echo "10-static: FAILED: pip install ruff==$RUFF_VERSION mypy==$MYPY_VERSION (PyPI)" >&2; exit 1; }
fi
"$venv/bin/ruff" --version
"$venv/bin/mypy" --version
"$venv/bin/ruff" check src tests tools
"$venv/bin/mypy" --strict src
# The programs import tweetnacl from this tree (MYPYPATH), not from whatever is installed.
export MYPYPATH=src
"$venv/bin/mypy" --strict tests/typing/good_program.py
"$venv/bin/mypy" --strict --warn-unused-ignores tests/typing/bad_program.py
echo "10-static: ok"
