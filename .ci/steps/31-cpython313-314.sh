#!/usr/bin/env bash
# CPython 3.13 (Debian 13's python3.13) and 3.14 (Debian testing (forky)'s python3.14; PyNaCl and cryptography from
# PyPI's abi3 wheels), each unpacked beside the system by tools/interpreters/get.sh: the whole suite against the
# wheel, and the bench. The two run side by side (one core each; they were two sequential steps, ~18 minutes of
# CI's 60), each into a log of its own that is printed when both are done.
set -euo pipefail
cd "$(dirname "$0")/../.."
logs=$(mktemp -d)
names=(python3.13 python3.14)
pids=()
for name in "${names[@]}"; do
    bash tools/interpreters/suite.sh "$name" >"$logs/$name.log" 2>&1 &
    pids+=($!)
done
status=0
for index in 0 1; do
    name=${names[$index]}
    if wait "${pids[$index]}"; then result=ok; else result=FAILED; status=1; fi
    echo "== $name: $result"
    # The log without pip's noise about the machine's missing local package folders.
    grep -v "^WARNING: Location 'file:" "$logs/$name.log" | tail -n 60
done
exit "$status"
