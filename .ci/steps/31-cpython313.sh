#!/usr/bin/env bash
# CPython 3.13 (Debian 13's python3.13, unpacked beside the system by tools/interpreters/get.sh): the whole suite
# against the wheel, and the bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tools/interpreters/suite.sh python3.13
