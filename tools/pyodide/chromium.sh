#!/usr/bin/env bash
# The web page snippet (page.html, also in docs/platforms.md) in headless Chromium: Debian's `chromium`
# (installed with apt-get where missing: CI runs as root), driven by the npm package playwright-core.
#
#   tools/pyodide/chromium.sh PYODIDE_DIR WHEEL          (run.sh PYODIDE_VERSION --chromium calls it)
set -euo pipefail
pyodide_dir=${1:?usage: chromium.sh PYODIDE_DIR WHEEL}
wheel=${2:?usage: chromium.sh PYODIDE_DIR WHEEL}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
scratch=${TWEETNACL_SCRATCH:-$repo/.scratch}
mkdir -p "$scratch"
fail() { echo "pyodide/chromium.sh: FAILED: $*" >&2; exit 1; }
PLAYWRIGHT_CORE_VERSION=1.65.1

if [ ! -x /usr/bin/chromium ]; then
    [ "$(id -u)" = 0 ] || fail "/usr/bin/chromium is missing (Debian: apt-get install chromium, as root)"
    echo "apt-get install chromium"
    apt-get update -q >/dev/null || fail "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium >/dev/null \
        || fail "apt-get install chromium"
fi
prefix=$scratch/playwright-core-$PLAYWRIGHT_CORE_VERSION
if [ ! -e "$prefix/node_modules/playwright-core/package.json" ]; then
    mkdir -p "$prefix"
    # playwright-core downloads no browser: it drives Debian's /usr/bin/chromium.
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error \
        "playwright-core@$PLAYWRIGHT_CORE_VERSION" || fail "npm install playwright-core@$PLAYWRIGHT_CORE_VERSION"
fi
node "$here/chromium.cjs" "$prefix/node_modules/playwright-core" "$pyodide_dir" "$wheel"
