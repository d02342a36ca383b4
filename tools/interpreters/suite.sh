#!/usr/bin/env bash
# The whole test suite and a short bench on PyPy 3.11, CPython 3.13 or 3.14 (from get.sh), against the wheel.
#
#   tools/interpreters/suite.sh pypy3.11|python3.13|python3.14 [pytest arguments]
#
# The wheel comes from $TWEETNACL_CI_WHEEL_DIR (CI) or is built from the checkout.
set -euo pipefail
name=${1:?usage: suite.sh pypy3.11|python3.13|python3.14 [pytest arguments]}
shift
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
scratch=${TWEETNACL_SCRATCH:-$repo/.scratch}
fail() { echo "suite.sh: FAILED: $*" >&2; exit 1; }

python=$(bash "$here/get.sh" "$name" | tail -n 1)
if [ -n "${TWEETNACL_CI_WHEEL_DIR:-}" ]; then
    wheel_dir=$TWEETNACL_CI_WHEEL_DIR
else
    wheel_dir=$scratch/wheel-$name
    rm -rf "$wheel_dir"
    "$python" -m pip wheel -q --disable-pip-version-check --no-deps -w "$wheel_dir" "$repo" || fail "building the wheel"
fi
wheel=$(ls "$wheel_dir"/tweetnacl-*-py3-none-any.whl | tail -n 1)
"$python" -m pip install -q --disable-pip-version-check --no-deps --force-reinstall "$wheel" || fail "installing $wheel"

cd "$repo"
"$python" -c 'import sys, tweetnacl; print(sys.implementation.name, sys.version.split()[0], "tweetnacl from", tweetnacl.__file__)'
"$python" -m pytest -q -p no:cacheprovider "$@"
# The bench runs here too (a short one, the operations tools/pyodide runs: the full table is docs/performance.md's job).
"$python" -m tweetnacl bench --ops 'secretbox 1KiB,secretbox 1MiB,onetimeauth 1MiB,box 1KiB,sign 1KiB,sign.detached.verify 1KiB,scalarmult' \
    --only reference,fast,libsodium --time 0.05 --rounds 2 --max-call 5
