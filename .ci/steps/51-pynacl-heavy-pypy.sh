#!/usr/bin/env bash
# PyNaCl 1.6.2's heavy Argon2 tests, the ones tools/pynacl_suite/too_slow.txt skips in 50-pynacl-suite.sh (CPython
# hashes a few thousand blocks per second; these need ~27 million), run on PyPy 3.11 (tools/interpreters/get.sh),
# where fast.pwhash.argon2 compresses on machine words: exactly the listed tests, through install_as_nacl(), none skipped.
# With 50-pynacl-suite.sh, PyNaCl's whole suite runs in CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
fail() { echo "51-pynacl-heavy-pypy: FAILED: $*" >&2; exit 1; }

mapfile -t tests < <(grep -v -e '^#' -e '^[[:space:]]*$' tools/pynacl_suite/too_slow.txt)
[ "${#tests[@]}" -gt 0 ] || fail "tools/pynacl_suite/too_slow.txt lists no tests"
# A PyPy venv with pytest and hypothesis only (PyPy has no ensurepip for run.sh's own venv), and tweetnacl: the
# CI wheel, else this checkout. The real PyNaCl must not be there to fall back on.
pypy=$(bash tools/interpreters/get.sh pypy3.11 --bare | tail -n 1)
wheel=$(ls "${TWEETNACL_CI_WHEEL_DIR:-/nonexistent}"/tweetnacl-*-py3-none-any.whl 2>/dev/null | head -n1 || true)
"$pypy" -m pip install -q --disable-pip-version-check --no-deps --force-reinstall "${wheel:-.}" \
    || fail "cannot install tweetnacl (${wheel:-this checkout}) into $pypy"
# The tests are independent hashes: pytest-xdist runs them on both of CI's cores (-n 2).
"$pypy" -m pip install -q --disable-pip-version-check pytest-xdist || fail "cannot install pytest-xdist (PyPI)"
"$pypy" -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec("nacl") is not None)' \
    || fail "the PyPy venv has a 'nacl' package (PyNaCl) installed"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: > "$work/too_slow_none.txt"  # an empty list: nothing is skipped for time
status=0
PYNACL_SUITE_PYTHON=$pypy PYNACL_SUITE_TOO_SLOW="$work/too_slow_none.txt" tools/pynacl_suite/run.sh -n 2 -rs "${tests[@]}" \
    | tee "$work/log" || status=$?
[ "$status" -eq 0 ] || fail "pytest exited with $status"
summary=$(tail -n 1 "$work/log")
case "$summary" in
    *skipped*|*deselected*|*xfail*|*xpass*) fail "not every listed test ran and passed: $summary" ;;
esac
grep -Eq "^(=+ )?${#tests[@]} passed" <<< "$summary" || fail "expected ${#tests[@]} passed: $summary"
echo "== PyNaCl heavy Argon2 tests on PyPy: ${#tests[@]} passed, $((SECONDS - started)) s"
