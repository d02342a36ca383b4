#!/usr/bin/env bash
# CPython 3.10 (the oldest version requires-python admits) and 3.12, from the machine image's pyenv builds
# (tools/interpreters/get.sh): the suite against the wheel (less the files tools/interpreters/platform-left-out.txt
# names, which run on 3.11 and PyPy), and the short bench, side by side (tools/interpreters/pair.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/interpreters/pair.sh python3.10 python3.12
