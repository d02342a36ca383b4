#!/usr/bin/env bash
# Python 3.10 is the oldest version the package declares (requires-python). 34-cpython310-312.sh runs the suite
# on a real 3.10; vermin checks statically what the suite does not run: that nothing in src/, tests/ or tools/
# (the tools included) needs a newer Python (ruff's target-version and mypy's python_version say 3.10 too).
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=${TWEETNACL_SCRATCH:-.scratch}/venv-vermin
[ -x "$venv/bin/vermin" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q vermin; } \
    || { echo "32-python310-static: FAILED: pip install vermin (PyPI)" >&2; exit 1; }
# collections.abc.Buffer (3.12+) is imported only under `sys.version_info >= (3, 12)` (tweetnacl/_check.py), which
# vermin does not follow; the suite on a real 3.10 (34-cpython310-312.sh) imports that module.
"$venv/bin/vermin" --target=3.10- --violations --no-tips --eval-annotations --no-parse-comments \
    --exclude collections.abc.Buffer src tests tools
