#!/usr/bin/env bash
# Run PyNaCl's own test suite (from its PyPI sdist) on tweetnacl's PyNaCl layer.
#
#   tools/pynacl_suite/run.sh [pytest arguments; default: tests, e.g. tests/test_pwhash.py -k argon2id]
#
# Downloads the pinned PyNaCl sdist, makes a virtual environment WITHOUT PyNaCl (pytest, hypothesis and
# tweetnacl: the wheel in $TWEETNACL_CI_WHEEL_DIR if set, else this checkout), and runs the sdist's tests/
# with pynacl_suite_plugin.py, which installs the layer as `nacl` before any test module is imported.
# Tests listed in known_failures.txt are strict xfails. Any download or install failure stops the run.
#
# Environment: PYTHON (interpreter for the venv, default python3); PYNACL_SUITE_PYTHON (skip the venv and
# use this interpreter as it is: it needs pytest, hypothesis and an importable tweetnacl);
# PYNACL_SUITE_KNOWN_FAILURES (another list); PYNACL_SUITE_TOO_SLOW (another list of skipped heavy tests; an
# empty file runs them all); PYNACL_SUITE_WRITE_FAILURES (write the failed ids there).
set -euo pipefail

PYNACL_VERSION=1.6.2
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "pynacl suite: $*" >&2; exit 1; }

if [ -n "${PYNACL_SUITE_PYTHON:-}" ]; then
    py=$PYNACL_SUITE_PYTHON
    pip=(python3 -m pip)
else
    "${PYTHON:-python3}" -m venv "$work/venv" || fail "cannot create a virtual environment"
    py=$work/venv/bin/python
    pip=("$py" -m pip)
    "${pip[@]}" install -q --upgrade pip || fail "cannot upgrade pip"
    "${pip[@]}" install -q pytest hypothesis || fail "cannot install pytest and hypothesis from PyPI"
    wheel=$(ls "${TWEETNACL_CI_WHEEL_DIR:-/nonexistent}"/tweetnacl-*-py3-none-any.whl 2>/dev/null | head -n1 || true)
    if [ -n "$wheel" ]; then
        "${pip[@]}" install -q --no-deps "$wheel" || fail "cannot install $wheel"
    else
        "${pip[@]}" install -q --no-deps "$repo" || fail "cannot install tweetnacl from $repo"
    fi
    # The point of the exercise: the real PyNaCl must not be there to fall back on.
    "$py" -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec("nacl") is not None)' \
        || fail "the suite's venv has a 'nacl' package (PyNaCl) installed"
fi

# --no-binary pynacl, not :all:: pip prepares the sdist's metadata in an isolated build environment, and with
# :all: it would build that environment's cffi from source too (a C compiler and libffi headers on the CI machine).
"${pip[@]}" download -q --no-binary pynacl --no-deps --dest "$work/sdist" "pynacl==$PYNACL_VERSION" \
    || fail "cannot download the PyNaCl $PYNACL_VERSION sdist from PyPI"
sdist=$(ls "$work/sdist"/[Pp]y[Nn]a[Cc]l-"$PYNACL_VERSION".tar.gz 2>/dev/null | head -n1)
[ -n "$sdist" ] || fail "the download left no PyNaCl $PYNACL_VERSION sdist"
tar -xzf "$sdist" -C "$work"
src_tests=$(ls -d "$work"/[Pp]y[Nn]a[Cc]l-"$PYNACL_VERSION"/tests)
mkdir "$work/suite"
cp -r "$src_tests" "$work/suite/tests"
printf '[pytest]\naddopts = -p no:cacheprovider\n' > "$work/suite/pytest.ini"

cd "$work/suite"
status=0
PYTHONPATH="$here${PYTHONPATH:+:$PYTHONPATH}" \
PYNACL_SUITE_KNOWN_FAILURES="${PYNACL_SUITE_KNOWN_FAILURES:-$here/known_failures.txt}" \
    "$py" -m pytest -p pynacl_suite_plugin -q -rfEX --durations=10 --hypothesis-seed=0 "${@:-tests}" || status=$?
exit "$status"
