#!/usr/bin/env bash
# ci: beside the next step (one PyPy process (node for the JS columns), beside the Pyodide step; the bench here checks its columns and outputs, its figures are a noisy sample)
# The bench once on PyPy 3.11 with the JS columns (nacl.js and nacl-fast.js 1.0.3, and noble: @noble/ciphers,
# @noble/curves and @noble/hashes 2.4.0, under node), on the operations of TweetNaCl.js's own benchmark and the
# 64-byte rows (secretbox, secretbox.open, and XChaCha20-Poly1305, which the TweetNaCl.js columns run as
# secretbox 64B and noble runs as itself: the per-call floor of docs/performance.md), with a short --time: so that
# the JS columns, their output check and the JIT warm-up keep working. It fails when a cell errors or an output
# differs (the bench exits 1), when the TweetNaCl.js or noble columns are absent, or when a 64-byte row, its ratio to
# nacl-fast.js or its ratio to the fastest JS column is missing. PyPy from tools/interpreters/get.sh, the wheel
# installed into it as suite.sh does; node and npm from Debian where missing (CI runs as root on Debian 12);
# tweetnacl and noble from npm (exact versions) into the scratch folder.
# Then a second, short run on the six KEM rows and ristretto255's scalarmult (each op's JIT warm-up is capped at 3 s
# per column, which is most of this run's ~40 s) with the libsodium.js column (libsodium-wrappers-sumo
# 0.8.4: libsodium 1.0.22 in WebAssembly, into the folder where tests/libsodium_js.py installs its oracle) and the
# kyber-py column (kyber-py 1.2.0, pip-installed into a folder of its own put on PYTHONPATH for that run only, so that
# the PyPy test steps never see it): it fails when either column is absent, an output differs, or a KEM row lacks its
# fast/kyber-py or fast/libsodium.js ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
scratch=${TWEETNACL_SCRATCH:-$repo/.scratch}
mkdir -p "$scratch"
fail() { echo "35-bench-pypy: FAILED: $*" >&2; exit 1; }

python=$(bash tools/interpreters/get.sh pypy3.11 | tail -n 1)
if [ -n "${TWEETNACL_CI_WHEEL_DIR:-}" ]; then
    wheel_dir=$TWEETNACL_CI_WHEEL_DIR
else
    wheel_dir=$scratch/wheel-bench-pypy3.11
    rm -rf "$wheel_dir"
    "$python" -m pip wheel -q --disable-pip-version-check --no-deps -w "$wheel_dir" "$repo" || fail "building the wheel"
fi
wheel=$(ls "$wheel_dir"/tweetnacl-*-py3-none-any.whl | tail -n 1)
"$python" -m pip install -q --disable-pip-version-check --no-deps --force-reinstall "$wheel" || fail "installing $wheel"

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    [ "$(id -u)" = 0 ] || fail "node and npm are missing and this is not root: apt-get install nodejs npm"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null \
        || fail "apt-get install nodejs npm"
fi
npm_dir=$scratch/npm-tweetnacl
if [ ! -f "$npm_dir/node_modules/tweetnacl/nacl-fast.js" ]; then
    npm install --prefix "$npm_dir" --no-audit --no-fund --loglevel=error tweetnacl@1.0.3 || fail "npm install tweetnacl@1.0.3"
fi
noble_dir=$scratch/npm-noble
noble_packages=(@noble/ciphers@2.4.0 @noble/curves@2.4.0 @noble/hashes@2.4.0)
for package in "${noble_packages[@]}"; do
    name=${package%@*}
    grep -q "\"version\": \"${package##*@}\"" "$noble_dir/node_modules/$name/package.json" 2>/dev/null && continue
    npm install --prefix "$noble_dir" --no-audit --no-fund --loglevel=error "${noble_packages[@]}" \
        || fail "npm install ${noble_packages[*]}"
    break
done
sodium_dir=$scratch/tweetnacl-libsodium-js
if ! grep -q '"version": "0.8.4"' "$sodium_dir/node_modules/libsodium-wrappers-sumo/package.json" 2>/dev/null; then
    npm install --prefix "$sodium_dir" --no-audit --no-fund --loglevel=error libsodium-wrappers-sumo@0.8.4 \
        || fail "npm install libsodium-wrappers-sumo@0.8.4"
fi
kyber_dir=$scratch/pip-kyber-py-pypy3.11
if [ ! -d "$kyber_dir/kyber_py-1.2.0.dist-info" ]; then
    rm -rf "$kyber_dir"
    "$python" -m pip install -q --disable-pip-version-check --no-deps --target "$kyber_dir" kyber-py==1.2.0 \
        || fail "pip install kyber-py==1.2.0"
fi

out=$scratch/bench-pypy3.11.txt
cd "$scratch"  # not the checkout: the installed wheel is what runs
started=$SECONDS
"$python" -m tweetnacl bench --tweetnacl-js "$npm_dir" --noble "$noble_dir" --time 0.02 --rounds 2 --max-call 3 --quiet \
    --ops 'stream_xor*,onetimeauth*,secretbox*,aead.xchacha20poly1305 64B,hash 1KiB,scalarmul[t],scalarmult[.]base,box 1KiB,box.open 1KiB,sign*' \
    | tee "$out" || fail "the bench failed (a cell errored or an output differs; see the notes above)"
grep -q '^TweetNaCl.js: tweetnacl 1.0.3 ' "$out" || fail "the TweetNaCl.js columns are absent"
grep -q '^noble: @noble/ciphers 2.4.0, @noble/curves 2.4.0, @noble/hashes 2.4.0 ' "$out" || fail "the noble column is absent"
grep -q 'fast/nacl-fast.js, fast/fastest JS)' "$out" || fail "no fast/nacl-fast.js and fast/fastest JS ratios in the header"
for row in 'secretbox 64B' 'secretbox.open 64B' 'aead.xchacha20poly1305 64B' 'sign 1KiB' 'hash 1KiB'; do
    grep -Eq "^$row  .*[0-9]x +(nacl\.js|nacl-fast\.js|noble) [0-9.,]+x\$" "$out" \
        || fail "no $row row with its ratios to nacl-fast.js and to the fastest JS column"
done
grep -q "^note: n/a: noble offers no NaCl box" "$out" || fail "no note saying that noble has no NaCl box"
grep -q 'aead.xchacha20poly1305 64B: nacl.js and nacl-fast.js run secretbox 64B' "$out" \
    || fail "no note saying what the JS columns ran on the XChaCha20-Poly1305 row"
echo "35-bench-pypy: JS columns done in $((SECONDS - started)) s"

kem_out=$scratch/bench-pypy3.11-kem.txt
kem_started=$SECONDS
PYTHONPATH=$kyber_dir "$python" -m tweetnacl bench --libsodium-js "$sodium_dir" --only fast,kyber-py,libsodium.js \
    --time 0.02 --rounds 2 --quiet --ops 'kem.*,scalarmult_ristretto25[5]' \
    | tee "$kem_out" || fail "the KEM bench failed (a cell errored or an output differs; see the notes above)"
grep -q '^libsodium.js: libsodium-wrappers-sumo 0.8.4 (libsodium 1.0.22, ' "$kem_out" || fail "the libsodium.js column is absent"
grep -q '^kyber-py: kyber-py 1.2.0 ' "$kem_out" || fail "the kyber-py column is absent"
for row in kem.mlkem768.keypair kem.mlkem768.encapsulate kem.mlkem768.decapsulate; do
    grep -Eq "^$row  .*[0-9]x +[0-9.,]+x\$" "$kem_out" || fail "no $row row with its fast/kyber-py and fast/libsodium.js ratios"
done
for row in kem.xwing.keypair kem.xwing.encapsulate kem.xwing.decapsulate scalarmult_ristretto255; do
    grep -Eq "^$row  .* - +[0-9.,]+x\$" "$kem_out" || fail "no $row row with its fast/libsodium.js ratio"
done
echo "35-bench-pypy: KEM and ristretto255 rows done in $((SECONDS - kem_started)) s"
echo "35-bench-pypy: done in $((SECONDS - started)) s"
