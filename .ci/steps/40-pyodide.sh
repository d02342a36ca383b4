#!/usr/bin/env bash
# Pyodide from npm, offline: the wheel from the local file, the test files that need neither PyNaCl nor
# `cryptography`, the README's and docs' examples in-process and a short bench, on Python 3.14 (Pyodide 314.0.7)
# and Python 3.12 (Pyodide 0.27.7) under Node; and once the docs' web page snippet in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/pyodide/run.sh 314.0.7 --chromium
bash tools/pyodide/run.sh 0.27.7
