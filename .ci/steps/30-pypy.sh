#!/usr/bin/env bash
# PyPy 3.11 (Debian 13's pypy3 7.3.19, unpacked beside the system by tools/interpreters/get.sh; PyNaCl built from
# its sdist since PyPI has no PyPy wheel): the whole suite against the wheel, and the bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/interpreters/suite.sh pypy3.11
