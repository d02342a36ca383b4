// Runs the project inside Pyodide under Node: loads the wheel from a local file, then the test files that need
// neither PyNaCl, `cryptography` nor a subprocess, the README's examples in-process, and a short bench.
//
//   node run-node.cjs PYODIDE_DIR WHEEL SITE_DIR REPO_DIR
//
// PYODIDE_DIR: the npm package `pyodide` (node_modules/pyodide); WHEEL: tweetnacl-*.whl; SITE_DIR: pure-Python
// test dependencies unpacked from PyPI wheels (pytest, hypothesis, cryptography_vectors); REPO_DIR: the
// checkout (its tests/ and README.md). Nothing is fetched from the network: every file comes from disk.
// TWEETNACL_LEFT_OUT (optional): a list of test files to leave out as well, a path relative to REPO_DIR in the format
// of tools/interpreters/platform-left-out.txt (CI's version matrix, Pyodide included).
"use strict";
const fs = require("fs");
const path = require("path");

// Test files that import any of these at top level are left out: PyNaCl and `cryptography` have no build in this
// offline Pyodide (`cryptography_vectors`, pure data, runs). ctypes is not left out: Pyodide ships it, and its
// arrays (c_ubyte, c_char), which the buffer tests pass as arguments, work there (no native library is loaded; the
// one test file that loads one, test_reference_port.py, needs PyNaCl too). The files that start a subprocess in
// some tests (test_bench.py, test_readme.py, test_tweetnacljs.py, test_lazy_import.py) run: those tests skip
// themselves.
const NEEDS = ["nacl", "cryptography"];
const BENCH_OPS = "secretbox 1KiB,secretbox 1MiB,onetimeauth 1MiB,box 1KiB,sign 1KiB,sign.detached.verify 1KiB,scalarmult";

async function main() {
  const [pyodideDir, wheel, siteDir, repoDir] = process.argv.slice(2).map((p) => path.resolve(p));
  if (!repoDir) throw new Error("usage: node run-node.cjs PYODIDE_DIR WHEEL SITE_DIR REPO_DIR");
  const { loadPyodide } = require(path.join(pyodideDir, "pyodide.js"));
  const started = Date.now();
  const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.setStderr({ batched: (line) => console.error(line) });
  console.log(`pyodide ${pyodide.version} loaded in ${Date.now() - started} ms`);

  // The wheel, from the local file, into site-packages (a wheel is a zip of its installed files).
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: sitePackages });
  // The host's checkout and test dependencies, read in place.
  for (const [host, mountPoint] of [[repoDir, "/repo"], [siteDir, "/test-deps"]]) {
    pyodide.FS.mkdirTree(mountPoint);
    pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, mountPoint);
  }
  const run = (code) => pyodide.runPythonAsync(code);
  await run(`
import sys, os, platform
sys.path.append("/test-deps")
sys.path.insert(0, "/repo/tests")
os.chdir("/repo")
import tweetnacl
assert tweetnacl.__file__.startswith(${JSON.stringify(sitePackages)}), tweetnacl.__file__  # the wheel, not src/
print(f"python {platform.python_version()} on {sys.platform}; tweetnacl from {os.path.dirname(tweetnacl.__file__)}")
`);

  let failed = false;
  const testsStarted = Date.now();
  const pytestExit = await run(`
import ast, pathlib, pytest

def top_level_imports(path):
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names

# What each module of tests/ needs, through the other modules of tests/ it imports (test_pynacl_aegis.py takes
# helpers from test_pynacl_compat.py, which imports nacl).
local = {path.stem: top_level_imports(path) for path in pathlib.Path("tests").glob("*.py")}

def needs(module, seen=()):
    direct = local[module] & set(${JSON.stringify(NEEDS)})
    inherited = set().union(*(needs(other, seen + (module,)) for other in local[module] & local.keys() - {module, *seen}))
    return direct | inherited

# The files a platform run leaves out (CI's version matrix: tools/interpreters/platform-left-out.txt, each with why).
platform_list = ${JSON.stringify(process.env.TWEETNACL_LEFT_OUT || "")}
platform_left_out = {}
if platform_list:
    for line in pathlib.Path(platform_list).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, why = (line.split(None, 1) + [""])[:2]
            assert pathlib.Path(name).exists(), f"{platform_list} names {name}, which is not there"
            platform_left_out[name] = why.strip()

selected = []
for path in sorted(pathlib.Path("tests").glob("test_*.py")):
    left_out = sorted(needs(path.stem))
    if left_out:
        print(f"left out {path}: needs {', '.join(left_out)}")
    elif str(path) in platform_left_out:
        print(f"left out {path}: {platform_left_out[str(path)]} ({platform_list})")
    else:
        selected.append(str(path))
print(f"running {len(selected)} test files: {' '.join(selected)}")
pytest.main(["-q", "-p", "no:cacheprovider", "--capture=sys", "-o", "addopts=-ra", *selected])
`);
  console.log(`== pytest exit ${pytestExit} (${((Date.now() - testsStarted) / 1000).toFixed(0)} s)`);
  failed ||= pytestExit !== 0;

  // The examples of the README and docs/*.md, each in a fresh namespace in this interpreter (test_readme.py
  // finds them; there each runs in a subprocess, which emscripten does not have).
  const examples = await run(`
import test_readme
for name, source in test_readme.EXAMPLES:
    exec(compile(source, name, "exec"), {"__name__": "__main__"})
len(test_readme.EXAMPLES)
`);
  console.log(`== README and docs examples: ${examples} ran in-process`);

  const benchStarted = Date.now();
  const benchExit = await run(`
import sys
from tweetnacl import bench
# bench.run's default streams were bound when test_bench.py imported it under pytest's capture: pass the real ones.
parser = bench.build_parser()
argv = ["--quiet", "--only", "reference,fast", "--ops", ${JSON.stringify(BENCH_OPS)}, "--time", "0.05", "--rounds", "2", "--max-call", "3"]
bench.run(parser.parse_args(argv), parser, sys.__stdout__, sys.__stderr__)
`);
  console.log(`== bench exit ${benchExit} (${((Date.now() - benchStarted) / 1000).toFixed(0)} s)`);
  failed ||= benchExit !== 0;
  console.log(`== pyodide ${pyodide.version}: ${failed ? "FAILED" : "ok"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
