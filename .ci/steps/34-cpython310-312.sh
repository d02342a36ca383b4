#!/usr/bin/env bash
# CPython 3.10 (the oldest version requires-python admits) and 3.12, from the machine image's pyenv builds
# (tools/interpreters/get.sh): the suite against the wheel, and the short bench, the two interpreters side by side
# (one core each), each into a log of its own that is printed when both are done.
# To keep CI well inside its time, six slow files are left out here: they measure or grind rather than check the
# interpreter's behaviour (leakcheck's and the bench's tools, the callgrind tool under valgrind, Argon2/scrypt's
# heavy parameters, AES-GCM's and AEGIS's long messages), and they run on CPython 3.11, 3.13, 3.14 and PyPy.
set -euo pipefail
cd "$(dirname "$0")/../.."
logs=$(mktemp -d)
pids=()
left_out=(
    --ignore=tests/test_leakcheck.py --ignore=tests/test_bench.py --ignore=tests/test_callgrind_tool.py
    --ignore=tests/test_pwhash.py --ignore=tests/test_aesgcm.py --ignore=tests/test_aegis.py
)
for name in python3.10 python3.12; do
    bash tools/interpreters/suite.sh "$name" "${left_out[@]}" >"$logs/$name.log" 2>&1 &
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
