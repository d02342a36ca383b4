#!/usr/bin/env bash
# Pyodide from npm, offline: the wheel from the local file, the test files that need neither PyNaCl nor
# `cryptography`, the README's and docs' examples in-process and a short bench, on Python 3.14 (Pyodide 314.0.7)
# and Python 3.12 (Pyodide 0.27.7) under Node; and once the docs' web page snippet in headless Chromium.
# The two Pyodide versions run side by side (node is single-threaded; CI has 2 cores), each into its own log.
# Like the CPython version matrix, they leave out the grinding files of tools/interpreters/platform-left-out.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
export TWEETNACL_LEFT_OUT=tools/interpreters/platform-left-out.txt
logs=$(mktemp -d)
bash tools/pyodide/run.sh 0.27.7 > "$logs/pyodide-0.27.7.log" 2>&1 &
older=$!
status=0
bash tools/pyodide/run.sh 314.0.7 --chromium > "$logs/pyodide-314.0.7.log" 2>&1 || status=1
wait "$older" || status=1
for log in "$logs"/pyodide-314.0.7.log "$logs"/pyodide-0.27.7.log; do
    echo "== $(basename "$log" .log)"
    grep -v -e "^WARNING: Location 'file:" "$log"
done
[ "$status" = 0 ] || { echo "40-pyodide: FAILED (see the logs above)" >&2; exit 1; }
