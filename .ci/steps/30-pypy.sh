#!/usr/bin/env bash
# PyPy 3.11 (Debian 13's pypy3 7.3.19, unpacked beside the system by tools/interpreters/get.sh; PyNaCl built from
# its sdist since PyPI has no PyPy wheel): the whole suite against the wheel, on both cores (pytest-xdist), with the
# `slow` tests (TWEETNACL_SLOW_TESTS=1: whole vector sets, every batch size and corruption, which the other runs
# sample; PyPy runs them fastest), and the bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Two comparisons with PyNaCl differ on PyPy because PyNaCl does there: its cffi backend words its integer
# conversion errors differently ("8-bit unsigned int" for "unsigned char", "an integer is required" for "expected
# integer, got float object"). The PyNaCl layer follows PyNaCl on CPython (where these run in the main job).
TWEETNACL_SLOW_TESTS=1 bash tools/interpreters/suite.sh pypy3.11 -n 2 \
    --deselect 'tests/test_pynacl_chacha.py::test_secretstream_errors[push tag 256]' \
    --deselect 'tests/test_pynacl_chacha.py::test_secretstream_errors[push tag float]'
