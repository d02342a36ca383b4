#!/usr/bin/env bash
# Two interpreters side by side (one core each), each running tools/interpreters/suite.sh against the wheel, into a
# log of its own printed when both are done: CI's version matrix (.ci/steps/31 and 34). The files listed in
# platform-left-out.txt are left out (why: that file). Usage: pair.sh NAME NAME
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
names=("${1:?usage: pair.sh NAME NAME}" "${2:?usage: pair.sh NAME NAME}")
left_out=()
while read -r path _; do
    [ -z "$path" ] || [ "${path:0:1}" = "#" ] && continue
    [ -e "$here/../../$path" ] || { echo "pair.sh: FAILED: platform-left-out.txt names $path, which is not there" >&2; exit 1; }
    left_out+=("--ignore=$path")
done < "$here/platform-left-out.txt"
logs=$(mktemp -d)
pids=()
for name in "${names[@]}"; do
    bash "$here/suite.sh" "$name" "${left_out[@]}" >"$logs/$name.log" 2>&1 &
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
