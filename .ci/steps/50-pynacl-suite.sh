#!/usr/bin/env bash
# ci: beside the next step (one CPython process, beside the PyNaCl heavy tests on PyPy (their own temporary folders))
# PyNaCl 1.6.2's own test suite (from its PyPI sdist) run on tweetnacl's PyNaCl layer through
# install_as_nacl(), in a venv without PyNaCl. Tests in tools/pynacl_suite/known_failures.txt are strict
# xfails: a new failure or an unexpected pass fails this step.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
PYTHON=python3 tools/pynacl_suite/run.sh
echo "== PyNaCl suite: $((SECONDS - started)) s"
