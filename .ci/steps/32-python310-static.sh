#!/usr/bin/env bash
# Python 3.10 is the oldest version the package declares (requires-python) and no 3.10 interpreter is installed:
# vermin checks statically that nothing in src/, tests/ or tools/ needs a newer Python (ruff's target-version and
# mypy's python_version say 3.10 too).
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=${TWEETNACL_SCRATCH:-.scratch}/venv-vermin
[ -x "$venv/bin/vermin" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q vermin; } \
    || { echo "32-python310-static: FAILED: pip install vermin (PyPI)" >&2; exit 1; }
"$venv/bin/vermin" --target=3.10- --violations --no-tips --eval-annotations --no-parse-comments src tests tools
