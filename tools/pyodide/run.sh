#!/usr/bin/env bash
# Tests the wheel inside Pyodide under Node (and, with --chromium, in a headless Chromium page).
#
#   tools/pyodide/run.sh PYODIDE_VERSION [--chromium]      e.g. 314.0.7 (Python 3.14), 0.27.7 (Python 3.12)
#
# Installs the npm package `pyodide` at that version into a scratch folder ($TWEETNACL_SCRATCH, default .scratch/
# in the checkout), the pure-Python test dependencies from PyPI wheels into another, builds the wheel (or takes
# it from $TWEETNACL_CI_WHEEL_DIR), and runs run-node.cjs (and chromium.cjs). Nothing is fetched at run time.
# Any failed download stops the script with a message naming what failed (exit 1).
set -euo pipefail

version=${1:?usage: run.sh PYODIDE_VERSION [--chromium]}
chromium=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
scratch=${TWEETNACL_SCRATCH:-$repo/.scratch}
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)
fail() { echo "pyodide/run.sh: FAILED: $*" >&2; exit 1; }
command -v node >/dev/null && command -v npm >/dev/null || fail "node and npm are needed (Debian: apt-get install nodejs npm)"

# The wheel under test.
if [ -n "${TWEETNACL_CI_WHEEL_DIR:-}" ]; then
    wheel=$(ls "$TWEETNACL_CI_WHEEL_DIR"/tweetnacl-*-py3-none-any.whl | tail -n 1)
else
    wheel_dir=$scratch/wheel-pyodide-$version  # one per version: CI runs two versions side by side
    rm -rf "$wheel_dir"
    python3 -m pip wheel -q --disable-pip-version-check --no-deps -w "$wheel_dir" "$repo" || fail "building the wheel"
    wheel=$(ls "$wheel_dir"/tweetnacl-*-py3-none-any.whl | tail -n 1)
fi

# Pyodide from npm: the wasm runtime and the standard library ship inside the package.
pyodide_prefix=$scratch/pyodide-$version
if [ ! -e "$pyodide_prefix/node_modules/pyodide/pyodide.js" ]; then
    mkdir -p "$pyodide_prefix"
    npm install --prefix "$pyodide_prefix" --no-save --no-audit --no-fund --loglevel=error "pyodide@$version" \
        || fail "npm install pyodide@$version"
fi
pyodide_dir=$pyodide_prefix/node_modules/pyodide
python_version=$(node -e 'const l = require(process.argv[1]); console.log(l.info.python.split(".").slice(0, 2).join("."))' \
    "$pyodide_dir/pyodide-lock.json")

# Test dependencies as pure-Python wheels for that Python (hypothesis after 6.155 ships compiled wheels only).
site=$scratch/pyodide-site-$python_version
if [ ! -e "$site/.complete" ]; then
    rm -rf "$site"
    python3 -m pip install -q --disable-pip-version-check --target "$site" --only-binary=:all: --platform any \
        --implementation py --abi none --python-version "$python_version" \
        pytest 'hypothesis<6.156' cryptography-vectors \
        || fail "pip install (pure wheels for Python $python_version) of pytest, hypothesis, cryptography-vectors"
    touch "$site/.complete"
fi

echo "== Pyodide $version (Python $python_version) under $(node --version), wheel $(basename "$wheel")"
node "$here/run-node.cjs" "$pyodide_dir" "$wheel" "$site" "$repo"

if [ "$chromium" = --chromium ]; then
    bash "$here/chromium.sh" "$pyodide_dir" "$wheel"
fi
