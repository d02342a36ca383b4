#!/usr/bin/env bash
# CPython 3.13 (Debian 13's python3.13) and 3.14 (Debian testing (forky)'s python3.14; PyNaCl and cryptography from
# PyPI's abi3 wheels), each unpacked beside the system by tools/interpreters/get.sh: the suite against the wheel
# (less the files tools/interpreters/platform-left-out.txt names, which run on 3.11 and PyPy), and the short bench,
# side by side (tools/interpreters/pair.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/interpreters/pair.sh python3.13 python3.14
