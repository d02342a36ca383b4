#!/usr/bin/env bash
# CPython 3.10 (the oldest version requires-python admits) and 3.12, from the machine image's pyenv builds
# (tools/interpreters/get.sh): the whole suite against the wheel, and the short bench, the two interpreters side by
# side (one core each), each into a log of its own that is printed when both are done.
set -euo pipefail
cd "$(dirname "$0")/../.."
logs=$(mktemp -d)
pids=()
for name in python3.10 python3.12; do
    bash tools/interpreters/suite.sh "$name" >"$logs/$name.log" 2>&1 &
    pids+=($!)
done
status=0
for index in 0 1; do
    name=$([ "$index" = 0 ] && echo python3.10 || echo python3.12)
    if wait "${pids[$index]}"; then result=ok; else result=FAILED; status=1; fi
    echo "== $name: $result"
    # The log without pip's noise about the machine's missing local package folders.
    grep -v "^WARNING: Location 'file:" "$logs/$name.log" | tail -n 60
done
exit "$status"
