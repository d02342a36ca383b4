#!/usr/bin/env bash
# CPython 3.14 (Debian testing (forky)'s python3.14, unpacked beside the system by tools/interpreters/get.sh;
# PyNaCl and cryptography from PyPI's abi3 wheels): the whole suite against the wheel, and the bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/interpreters/suite.sh python3.14
