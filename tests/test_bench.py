"""Smoke tests of `python -m tweetnacl bench`: the command line, the JSON structure, the op filter, the warm-up and
calibration, and the TweetNaCl.js columns (with node and the npm package, installed by test_tweetnacljs's fixture,
which skips with the reason without node or npm; and without node: the note, no error), noble's, libsodium.js's
(libsodium 1.0.22 itself: the `libsodium_js` oracle's package; and a fake package for its version and output checks)
and kyber-py's (when `kyber_py` is importable: never a dependency, so it skips with the reason elsewhere).

Every run uses a tiny time budget and cheap operations, so the whole file takes a few seconds.
"""

from __future__ import annotations

import dataclasses
import itertools
import io
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

import tweetnacl
from test_tweetnacljs import TweetNaClJS, tweetnacl_js  # noqa: F401 - the fixture that installs TweetNaCl.js

from tweetnacl import bench
from tweetnacl.bench import cli, kyberpy, libsodiumjs, measure, noble, operations, report, tweetnacljs
from libsodium_js import LibsodiumJS, exclusive

SRC = str(Path(__file__).resolve().parents[1] / "src")
CHEAP_OPS = "hash 1KiB,scalarmult.base"  # the reference does scalarmult.base in ~0.1 s


def _run_python(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    if sys.platform == "emscripten":
        pytest.skip("runs Python in a subprocess: emscripten (Pyodide) starts no processes")
    env = dict(os.environ)
    env["PYTHONPATH"] = SRC + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    command = [sys.executable, *args]
    return subprocess.run(command, check=False, capture_output=True, text=True, env=env, timeout=timeout)


def _run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return _run_python("-m", "tweetnacl", *args, timeout=timeout)


def test_python_m_tweetnacl_bench_is_the_bench_command() -> None:
    alone = _run_python("-m", "tweetnacl.bench", "--list-ops")
    assert alone.returncode == 0, alone.stderr
    command = _run_cli("bench", "--list-ops")
    assert alone.stdout == command.stdout and "sign 1KiB: sign on a 1,024-byte message" in alone.stdout


def test_import_tweetnacl_does_not_import_the_bench() -> None:
    done = _run_python("-c", "import sys, tweetnacl; print(sorted(m for m in sys.modules if 'bench' in m))")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_cli_bench_json_structure(tmp_path: Path) -> None:
    json_path = tmp_path / "bench.json"
    done = _run_cli("bench", "--ops", CHEAP_OPS, "--time", "0.01", "--rounds", "2", "--json", str(json_path))
    assert done.returncode == 0, done.stderr
    assert "hash 1KiB" in done.stdout and "scalarmult.base" in done.stdout
    assert "MB/s = 10^6 message bytes per second" in done.stdout
    assert "[2/2] scalarmult.base" in done.stderr  # the progress line

    data = json.loads(json_path.read_text())
    assert data["schema"] == "tweetnacl-bench/1"
    env = data["environment"]
    for key in ("date", "python_version", "platform", "cpu_model", "cpu_count"):
        assert env[key], key
    assert env["python_version"] == ".".join(map(str, sys.version_info[:3]))
    assert data["settings"]["rounds"] == 2 and data["settings"]["time_per_measurement_s"] == 0.01
    assert data["settings"]["implementations"][:2] == ["reference", "fast"]
    assert [r["op"] for r in data["results"]] == ["hash 1KiB", "scalarmult.base"]
    for result in data["results"]:
        cells = result["implementations"]
        assert set(cells) == set(data["settings"]["implementations"])
        for name, cell in cells.items():
            assert cell["status"] == "ok", (result["op"], name, cell)
            assert cell["ops_per_s"] > 0 and cell["output_agrees"] is True
            assert 1 <= cell["rounds"] <= 2 and cell["calls_per_round"] >= 1
            assert cell["ops_per_s"] == pytest.approx(1 / cell["seconds_per_call"])
            if result["message_bytes"] is None:
                assert cell["mb_per_s"] is None
            else:
                assert cell["mb_per_s"] == pytest.approx(cell["ops_per_s"] * result["message_bytes"] / 1e6)
        expected_ratio = cells["fast"]["ops_per_s"] / cells["reference"]["ops_per_s"]
        assert result["fast_over_reference"] == pytest.approx(expected_ratio)
    assert data["total_seconds"] > 0


def test_cli_markdown_and_only_columns() -> None:
    done = _run_cli("bench", "--ops", "hash*", "--only", "fast", "--time", "0.01", "--rounds", "1", "--markdown",
                    "--quiet")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "| op | fast ops/s | fast MB/s |" in done.stdout
    assert "reference" not in done.stdout.split("| op |")[1]  # no reference column, no ratio
    assert "| hash 1KiB |" in done.stdout


def test_cli_json_to_stdout() -> None:
    done = _run_cli("bench", "--ops", "hash 1kib", "--only", "fast", "--time", "0.01", "--rounds", "1",
                    "--json", "-", "--quiet")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [r["op"] for r in data["results"]] == ["hash 1KiB"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        ([], "required: COMMAND"),
        (["bench", "--ops", "no-such-op"], "matches no operation"),
        (["bench", "--only", "reference,nonsense"], "unknown implementation nonsense"),
        (["bench", "--rounds", "0"], "must be at least 1"),
        (["bench", "--time", "-1"], "must be a positive number"),
    ],
)
def test_cli_usage_errors(args: list[str], message: str) -> None:
    done = _run_cli(*args)
    assert done.returncode == 2
    assert "usage:" in done.stderr and message in done.stderr
    assert done.stdout == ""


def test_cli_help_lists_bench_options() -> None:
    top = _run_cli("--help")
    assert top.returncode == 0 and "bench" in top.stdout
    sub = _run_cli("bench", "--help")
    assert sub.returncode == 0
    for option in ("--json", "--only", "--ops", "--rounds", "--time", "--large", "--sizes", "--markdown", "--max-call",
                   "--libsodium-js"):
        assert option in sub.stdout
    # the description counts the operations it times, and --markdown names what it prints
    assert f"Time {len(bench.select_ops(None, False, False))} operations" in " ".join(sub.stdout.split())
    assert "README" not in sub.stdout


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    from tweetnacl.__main__ import main

    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"tweetnacl {tweetnacl.__version__}\n"


def test_a_note_says_why_the_libsodium_column_is_absent(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without PyNaCl the libsodium column is absent, and the report's notes say so (as they do for TweetNaCl.js)."""
    from tweetnacl.bench import cli

    monkeypatch.setattr(cli, "libsodium_backend", lambda: None)
    no_js = cli.JsColumns([], [], "JS columns absent: node is not on PATH")
    monkeypatch.setattr(cli, "start_columns", lambda *args: no_js)
    monkeypatch.setattr(cli.noble, "start_column", lambda *args: no_js)
    parser = cli.build_parser()
    for markdown in ([], ["--markdown"]):
        out = io.StringIO()
        args = parser.parse_args(["--ops", "hash 1kib", "--time", "0.01", "--rounds", "1", "--quiet", *markdown])
        assert cli.run(args, parser, out=out, err=io.StringIO()) == 0
        report = out.getvalue()
        assert "libsodium ops/s" not in report and "libsodium: no column, PyNaCl is not importable" in report
    out = io.StringIO()
    args = parser.parse_args(["--ops", "hash 1kib", "--only", "fast", "--time", "0.01", "--rounds", "1", "--quiet"])
    assert cli.run(args, parser, out=out, err=io.StringIO()) == 0
    assert "no column" not in out.getvalue()  # not asked for: nothing to explain


def test_select_ops_fnmatch_substring_and_large() -> None:
    def names(pattern: str | None, large: bool = False) -> list[str]:
        return [op.name for op in bench.select_ops(pattern, large)]

    assert names("sign*") == [
        "sign 1KiB", "sign.detached.verify 1KiB", "sign.detached.verify 64x1KiB", "sign.detached.verify_batch 64x1KiB",
        "sign.detached.verify_batch 256x1KiB", "sign.open 1KiB",
    ]
    assert names("SECRETBOX.OPEN") == ["secretbox.open 64B", "secretbox.open 1KiB"]
    assert names("*64B") == ["secretbox 64B", "secretbox.open 64B", "aead.xchacha20poly1305 64B", "hkdf.sha256 64B",
                             "auth_hmacsha256 64B"]
    assert names("box.seal") == ["box.seal 1KiB", "box.seal.open 1KiB"]
    assert names("*1MiB") == [
        "stream_xor 1MiB", "onetimeauth 1MiB", "secretbox 1MiB", "aead.aegis128l 1MiB", "aead.aegis256 1MiB",
        "aead.aes256gcm 1MiB", "xof.turboshake128 1MiB", "stream.chacha20_ietf_xor 1MiB", "aead.xchacha20poly1305 1MiB",
        "randombytes_deterministic 1MiB",
    ]
    assert names("64MiB") == []
    assert names("64MiB", large=True) == [
        "stream_xor 64MiB", "onetimeauth 64MiB", "secretbox 64MiB", "aead.xchacha20poly1305 64MiB"]
    assert names("scalarmult,ed2curve*") == [
        "scalarmult", "scalarmult.base", "ed2curve.convert_public_key", "scalarmult_ed25519", "scalarmult_ed25519.base",
        "scalarmult_ristretto255", "scalarmult_ristretto255.base"]
    # TweetNaCl.js's 15 + box.seal, box.seal.open, convert_public_key + AEGIS-128L, AEGIS-256 and AES-256-GCM at 1 KiB
    # and 1 MiB, SipHash + ChaCha20-IETF and XChaCha20-Poly1305 at 1 KiB and 1 MiB, secretstream push 64 KiB,
    # deterministic random bytes + Argon2id + Ed25519ph sign and verify, seven operations of the edwards25519 group API
    # + secretbox, secretbox.open and XChaCha20-Poly1305 at 64 B + HKDF-SHA-256 at 64 B and HMAC-SHA-256 at 64 B and
    # 1 KiB, each beside the standard library's hmac + TurboSHAKE128 at 1 KiB and 1 MiB
    # + IPCrypt's pfx encryption + Ed25519 batch verification of 64 and 256 signatures, and the 64 verified one by
    # one
    # + ristretto255's scalarmult and its base form + ML-KEM-768 and X-Wing keypair, encapsulate and decapsulate
    assert len(names(None)) == 65
    assert names("*stdlib hmac") == ["hkdf.sha256 64B, stdlib hmac", "auth_hmacsha256 64B, stdlib hmac",
                                     "auth_hmacsha256 1KiB, stdlib hmac"]
    assert names("kem.xwing*") == ["kem.xwing.keypair", "kem.xwing.encapsulate", "kem.xwing.decapsulate"]
    assert names("ed25519ph") == ["ed25519ph.sign 1KiB", "ed25519ph.verify 1KiB"]
    assert names("argon2id") == ["pwhash argon2id 1MiB t=2"]


def test_one_by_one_verify_row_checks_all_64_verdicts_on_fast_and_skips_the_reference() -> None:
    (op,) = bench.select_ops("sign.detached.verify 64x1KiB", False)
    fast = bench.tweetnacl_backend("fast")
    rejecting = dataclasses.replace(fast, name="rejecting", sign_detached_verify=lambda m, sig, pk: pk[0] % 2 == 0)
    settings = bench.Settings(rounds=1, time_budget=0.001)
    row = bench.measure_row(op, [bench.tweetnacl_backend("reference"), fast, rejecting], settings)
    assert row.cells["reference"].status == "n/a"
    assert row.cells["reference"].reason == operations.ONE_BY_ONE_NOT_REFERENCE
    assert row.cells["fast"].status == "ok" and not row.cells["fast"].mismatch
    assert row.cells["rejecting"].status == "error"  # a verdict of False among the 64 is caught


def test_argon2id_row_is_the_same_hash_in_fast_and_libsodium_and_absent_from_the_reference() -> None:
    pytest.importorskip("nacl.bindings")  # the libsodium column (PyNaCl: a test extra, absent under Pyodide)
    (op,) = bench.select_ops("argon2id", False)
    libsodium = bench.libsodium_backend()
    assert libsodium is not None
    expected = op.prepare(libsodium, 0).call()
    assert op.prepare(bench.tweetnacl_backend("fast"), 0).call() == expected
    with pytest.raises(bench.NotAvailable):
        op.prepare(bench.tweetnacl_backend("reference"), 0)


def test_sizes_add_the_throughput_sweep_on_fast_and_libsodium_only() -> None:
    sweep = [op.name for op in bench.select_ops("secretbox", False, sizes=True)]
    assert [op.name for op in bench.select_ops("secretbox", False)] == [
        "secretbox 64B", "secretbox.open 64B", "secretbox 1KiB", "secretbox.open 1KiB", "secretbox 1MiB"]
    # secretbox 64B is a default row already: the sweep does not repeat it (one row per name)
    assert sweep == ["secretbox 64B", "secretbox.open 64B", "secretbox 1KiB", "secretbox.open 1KiB", "secretbox 1MiB",
                     "secretbox 16KiB", "secretbox 256KiB", "secretbox 4MiB"]
    every = [op.name for op in bench.select_ops(None, True, sizes=True)]
    assert len(every) == len(set(every))
    (op,) = bench.select_ops("stream_xor 64B", False, sizes=True)
    assert op.size == 64 and op.sweep
    settings = bench.Settings(rounds=1, time_budget=0.005)
    row = bench.measure_row(op, [bench.tweetnacl_backend("reference"), bench.tweetnacl_backend("fast")], settings)
    assert row.cells["reference"].status == "not run"
    assert row.cells["fast"].status == "ok"


def test_libsodium_column_shows_na_for_what_pynacl_lacks() -> None:
    pytest.importorskip("nacl.bindings")
    sodium = bench.libsodium_backend()
    assert sodium is not None
    settings = bench.Settings(rounds=1, time_budget=0.005)
    (stream_op,) = bench.select_ops("stream_xor 1KiB", False)
    row = bench.measure_row(stream_op, [bench.tweetnacl_backend("fast"), sodium], settings)
    assert row.cells["libsodium"].status == "n/a"
    assert row.cells["fast"].status == "ok"


def test_broken_or_wrong_implementation_is_reported_not_fatal() -> None:
    fast = bench.tweetnacl_backend("fast")

    def crashing_hash(message: bytes) -> bytes:
        raise RuntimeError("boom")

    def wrong_hash(message: bytes) -> bytes:
        return bytes(64)

    crashing = dataclasses.replace(fast, name="crashing", hash=crashing_hash)
    wrong = dataclasses.replace(fast, name="wrong", hash=wrong_hash)
    (hash_op,) = bench.select_ops("hash 1KiB", False)
    settings = bench.Settings(rounds=1, time_budget=0.005)
    row = bench.measure_row(hash_op, [bench.tweetnacl_backend("reference"), fast, crashing, wrong], settings)
    assert row.cells["crashing"].status == "error" and "boom" in row.cells["crashing"].reason
    assert row.cells["wrong"].mismatch
    assert not row.cells["fast"].mismatch and not row.cells["reference"].mismatch


def test_slow_large_call_is_skipped_by_prediction() -> None:
    (op,) = bench.select_ops("secretbox 1MiB", False)
    settings = bench.Settings(rounds=1, time_budget=0.005, max_call=1e-6)
    row = bench.measure_row(op, [bench.tweetnacl_backend("fast")], settings)
    assert row.cells["fast"].status == "skipped"
    text, _ = report._cell_texts(row.cells["fast"], op.size, settings.max_call)
    assert text == "skipped (>1e-06s)"


def test_rate_formatting() -> None:
    assert bench.format_rate(123456.7) == "123,457"
    assert bench.format_rate(123.4) == "123"
    assert bench.format_rate(12.34) == "12.3"
    assert bench.format_rate(1.234) == "1.23"
    assert bench.format_rate(0.01234) == "0.0123"
    assert bench.format_ratio(1234.4) == "1,234x"
    assert bench.format_ratio(2.04) == "2.0x"
    assert bench.format_ratio(None) == "-"


def test_large_rows_report_peak_memory() -> None:
    fast = bench.tweetnacl_backend("fast")

    def copying_secretbox(message: bytes, nonce: bytes, key: bytes) -> bytes:
        return bytes(16) + message  # allocates one message-sized output: peak ~1x the message

    fake = dataclasses.replace(fast, name="fake", secretbox=copying_secretbox)
    op = bench.Op("secretbox 1MiB (large)", bench.MIB, operations._prepare_secretbox, large=True)
    settings = bench.Settings(rounds=1, time_budget=0.005, measure_memory=True)
    row = bench.measure_row(op, [bench.tweetnacl_backend("reference"), fake], settings)
    assert row.cells["reference"].status == "not run"
    cell = row.cells["fake"]
    assert cell.status == "ok"
    if not measure.HAS_TRACEMALLOC:  # PyPy: only the resident set growth is measured, and the line says so
        assert cell.peak_bytes is None and "peak_memory_bytes" not in cell.to_json(op.size)
        assert "fake (no tracemalloc)" in "".join(bench.memory_lines([row], ["reference", "fake"]))
        return
    assert cell.peak_bytes is not None
    assert bench.MIB <= cell.peak_bytes < 1.5 * bench.MIB
    assert cell.to_json(op.size)["peak_memory_per_message_byte"] == pytest.approx(cell.peak_bytes / bench.MIB)
    (line,) = bench.memory_lines([row], ["reference", "fake"])
    assert "fake 1.0 MB = 1.00x message" in line
    # RSS growth (Linux) is only a lower bound for a 1 MiB output: malloc may reuse resident memory
    assert cell.peak_rss_bytes is None or cell.peak_rss_bytes >= 0


def test_implementation_failing_after_calibration_becomes_an_error_cell() -> None:
    fast = bench.tweetnacl_backend("fast")
    state = {"rounds_started": False}

    def flaky_hash(message: bytes) -> bytes:
        if state["rounds_started"]:
            raise MemoryError("flaky")
        return bytes(64)

    def progress(text: str) -> None:
        if "round" in text:  # measure_row announces each round before timing it
            state["rounds_started"] = True

    flaky = dataclasses.replace(fast, name="flaky", hash=flaky_hash)
    (hash_op,) = bench.select_ops("hash 1KiB", False)
    row = bench.measure_row(hash_op, [flaky], bench.Settings(rounds=3, time_budget=0.005), progress)
    assert row.cells["flaky"].status == "error" and "MemoryError: flaky" in row.cells["flaky"].reason


def test_edwards25519_rows_give_libsodiums_bytes_in_fast_and_are_absent_from_the_reference() -> None:
    pytest.importorskip("nacl.bindings")  # the libsodium column (PyNaCl: a test extra, absent under Pyodide)
    libsodium = bench.libsodium_backend()
    assert libsodium is not None
    ops = bench.select_ops("ed25519ph,*ed25519*", False)
    assert len(ops) == 9
    for op in ops:
        assert op.prepare(bench.tweetnacl_backend("fast"), op.size or 0).call() == op.prepare(
            libsodium, op.size or 0
        ).call(), op.name
        with pytest.raises(bench.NotAvailable):
            op.prepare(bench.tweetnacl_backend("reference"), op.size or 0)


# -- warm-up, calibration and the TweetNaCl.js columns ----------------------------------------------------------


def test_ratio_formatting_below_one() -> None:
    assert bench.format_ratio(0.45) == "0.45x"
    assert bench.format_ratio(0.0172) == "0.017x"


def test_autorange_counts_as_timeit_does() -> None:
    counts: list[int] = []

    def fake(count: int) -> float:
        counts.append(count)
        return count * 0.001  # 1 ms per call

    assert measure._autorange(fake, 0.015) == (20, 0.02, pytest.approx(0.038))
    assert counts == [1, 2, 5, 10, 20]


def test_warm_up_runs_until_the_speed_stops_improving() -> None:
    # A JIT compiling in two steps, then steady.
    per_call = itertools.chain([10e-3] * 4 + [5e-3] * 3, itertools.repeat(1e-3))
    batches: list[float] = []

    def compiling(count: int) -> float:
        seconds = sum(next(per_call) for _ in range(count))
        batches.append(seconds / count)
        return seconds

    assert measure.warm_up(compiling, 0.005) == pytest.approx(1e-3)
    assert batches[-1] == pytest.approx(1e-3) and len(batches) >= 2 * measure.WARMUP_WINDOW
    spent: list[float] = []

    def never_stable(count: int) -> float:
        # Each window of 3 batches is > 5 % faster than the one before (0.97^3 = 0.91): stops at the time limit.
        spent.append(0.2 * 0.97 ** len(spent))
        return spent[-1]

    measure.warm_up(never_stable, 0.001)
    assert measure.WARMUP_LIMIT <= sum(spent) < measure.WARMUP_LIMIT + 0.3


def test_warm_up_runs_past_the_jit_thresholds_even_when_steady_from_the_start() -> None:
    calls: list[int] = []

    def interpreted(count: int) -> float:  # the same speed on every call: no sign of a JIT yet
        calls.append(count)
        return count * 1e-5

    measure.warm_up(interpreted, 0.001)
    assert sum(calls) >= measure.WARMUP_MIN_CALLS
    assert sum(calls) - calls[-1] < measure.WARMUP_MIN_CALLS  # and no more batches than that needs


def test_large_call_is_predicted_from_a_warm_call_on_a_jit() -> None:
    fast = bench.tweetnacl_backend("fast")
    calls = [0]

    def cold_then_quick(message: bytes, nonce: bytes, key: bytes) -> bytes:
        calls[0] += 1
        if calls[0] == 1:  # a cold JIT's first call: scaled 64 times, it would predict ~6 s
            import time

            time.sleep(0.1)
        return b"box"

    jit = dataclasses.replace(fast, name="jit", secretbox=cold_then_quick, jit=True)
    (op,) = bench.select_ops("secretbox 1MiB", False)
    row = bench.measure_row(op, [jit], bench.Settings(rounds=1, time_budget=0.005, max_call=1.0))
    assert row.cells["jit"].status == "ok"


def _run_cli_with_path(path: str, *args: str) -> subprocess.CompletedProcess[str]:
    if sys.platform == "emscripten":
        pytest.skip("runs Python in a subprocess: emscripten (Pyodide) starts no processes")
    env = dict(os.environ, PATH=path)
    env["PYTHONPATH"] = SRC + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return subprocess.run([sys.executable, "-m", "tweetnacl", *args], check=False, capture_output=True, text=True,
                          env=env, timeout=60)


def test_js_columns_are_absent_with_a_note_without_node(tmp_path: Path) -> None:
    done = _run_cli_with_path(str(tmp_path), "bench", "--ops", "hash 1KiB", "--only", "fast,nacl.js,nacl-fast.js",
                              "--time", "0.005", "--rounds", "1", "--quiet")
    assert done.returncode == 2 and "--only nacl.js,nacl-fast.js: TweetNaCl.js columns absent: node is not on PATH" in (
        done.stderr)  # asked for by name: a usage error that says why
    done = _run_cli_with_path(str(tmp_path), "bench", "--ops", "hash 1KiB", "--only", "fast,nacl-fast.js",
                              "--time", "0.005", "--rounds", "1", "--quiet", "--markdown")
    assert done.returncode == 2
    default = _run_cli_with_path(str(tmp_path), "bench", "--ops", "hash 1KiB", "--time", "0.005", "--rounds", "1",
                                 "--quiet")
    assert default.returncode == 0, default.stderr
    notes = [line for line in default.stdout.splitlines() if "TweetNaCl.js" in line]
    assert notes == ["note: TweetNaCl.js columns absent: node is not on PATH"]
    assert "nacl-fast.js" not in default.stdout.replace(notes[0], "")


def test_js_columns_are_absent_with_a_note_without_the_package(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("needs node on PATH (without it the note is about node)")
    done = _run_cli("bench", "--ops", "hash 1KiB", "--only", "fast", "--tweetnacl-js", str(tmp_path),
                    "--time", "0.005", "--rounds", "1", "--quiet")
    assert done.returncode == 0 and "nacl" not in done.stdout.split("\n\n")[1]  # --only fast: no JS wanted, no note
    done = _run_cli("bench", "--ops", "hash 1KiB", "--tweetnacl-js", str(tmp_path), "--time", "0.005", "--rounds", "1",
                    "--quiet")
    assert done.returncode == 0, done.stderr
    assert f"note: TweetNaCl.js columns absent: no npm package tweetnacl in {tmp_path} (npm install tweetnacl@1.0.3" in (
        done.stdout)


def test_js_columns_run_the_seeds_operations_on_equal_outputs(tweetnacl_js: TweetNaClJS) -> None:  # noqa: F811
    ops = "stream_xor 1KiB,onetimeauth 1KiB,secretbox.open 1KiB,scalarmult[.]base,box.open 1KiB,sign 1KiB*,box.seal 1KiB"
    done = _run_cli("bench", "--ops", ops, "--only", "fast,nacl.js,nacl-fast.js", "--tweetnacl-js",
                    str(tweetnacl_js.directory), "--time", "0.005", "--rounds", "2", "--json", "-", "--quiet",
                    timeout=180)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["settings"]["implementations"] == ["fast", "nacl.js", "nacl-fast.js"]
    assert data["environment"]["tweetnacl_js"].startswith("TweetNaCl.js: tweetnacl 1.0.3 from ")
    for result in data["results"]:
        for build in ("nacl.js", "nacl-fast.js"):
            cell = result["implementations"][build]
            if result["op"] == "box.seal 1KiB":
                assert cell == {"status": "n/a", "reason": "no sealed boxes"}
                continue
            assert cell["status"] == "ok" and cell["output_agrees"] and cell["ops_per_s"] > 0, (result["op"], cell)
        ratio = result["ratios"]["fast/nacl-fast.js"]
        if result["op"] != "box.seal 1KiB":
            fast, js = (result["implementations"][name]["ops_per_s"] for name in ("fast", "nacl-fast.js"))
            assert ratio == pytest.approx(fast / js)


def test_js_output_that_differs_is_an_error_naming_the_op(tweetnacl_js: TweetNaClJS) -> None:  # noqa: F811
    columns = tweetnacljs.start_columns(str(tweetnacl_js.directory), ("nacl-fast.js",))
    try:
        (js,) = columns.backends
        (build,) = columns.builds
        wrong = dataclasses.replace(js, name="wrong.js", secretbox=tweetnacljs.JsFunction(build, "hash"))
        (op,) = bench.select_ops("secretbox 1KiB", False)
        row = bench.measure_row(op, [bench.tweetnacl_backend("fast"), js, wrong],
                                bench.Settings(rounds=1, time_budget=0.005))
    finally:
        columns.close()
    assert row.cells["nacl-fast.js"].status == "ok" and not row.cells["nacl-fast.js"].mismatch
    assert row.cells["wrong.js"].status == "error"
    assert row.cells["wrong.js"].reason.startswith("secretbox 1KiB: output differs from tweetnacl.fast's")


def test_64_byte_rows_give_libsodiums_bytes_in_fast() -> None:
    sodium = pytest.importorskip("nacl.bindings")
    fast = bench.tweetnacl_backend("fast")
    m, n, k = (operations.sample_bytes(label, size) for label, size in (("message", 64), ("nonce", 24), ("key", 32)))
    (box_op,) = bench.select_ops("secretbox 64B", False)
    assert box_op.size == 64 and box_op.prepare(fast, 64).call() == sodium.crypto_secretbox(m, n, k)
    (open_op,) = bench.select_ops("secretbox.open 64B", False)
    prepared = open_op.prepare(fast, 64)
    assert prepared.has_expected and prepared.call() == prepared.expected == m
    (aead_op,) = bench.select_ops("aead.xchacha20poly1305 64B", False)
    assert aead_op.prepare(fast, 64).call() == sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(m, b"", n, k)


def test_js_columns_run_secretbox_in_place_of_xchacha20poly1305_at_64_bytes(
    tweetnacl_js: TweetNaClJS,  # noqa: F811
) -> None:
    ops = "secretbox 64B,aead.xchacha20poly1305 64B"
    done = _run_cli("bench", "--ops", ops, "--only", "fast,nacl-fast.js", "--tweetnacl-js", str(tweetnacl_js.directory),
                    "--time", "0.005", "--rounds", "1", "--quiet", timeout=180)
    assert done.returncode == 0, done.stderr
    note = ("note: aead.xchacha20poly1305 64B: nacl-fast.js run secretbox 64B (TweetNaCl.js has no XChaCha20-Poly1305; "
            "its secretbox is the same class of construction, a 24-byte-nonce stream cipher + Poly1305), outputs "
            "checked equal to tweetnacl.fast's secretbox 64B; fast/nacl-fast.js on this row is fast's "
            "aead.xchacha20poly1305 64B against nacl-fast.js's secretbox 64B")
    assert note in done.stdout.splitlines()
    rows = {line.split("  ")[0]: line.split() for line in done.stdout.splitlines() if line.endswith("x")}
    assert set(rows) == {"secretbox 64B", "aead.xchacha20poly1305 64B"}
    columns = tweetnacljs.start_columns(str(tweetnacl_js.directory), ("nacl-fast.js",))
    try:
        (js,) = columns.backends
        (aead_op,) = bench.select_ops("aead.xchacha20poly1305 64B", False)
        row = bench.measure_row(aead_op, [bench.tweetnacl_backend("fast"), js], bench.Settings(rounds=1, time_budget=0.005))
        # a stand-in whose output is not TweetNaCl.js's secretbox is an error naming the stand-in
        (build,) = columns.builds
        wrong = dataclasses.replace(js, name="wrong.js", secretbox=tweetnacljs.JsFunction(build, "hash"))
        wrong_row = bench.measure_row(aead_op, [bench.tweetnacl_backend("fast"), wrong],
                                      bench.Settings(rounds=1, time_budget=0.005))
    finally:
        columns.close()
    cell = row.cells["nacl-fast.js"]
    assert cell.status == "ok" and cell.stand_in == "secretbox 64B" and not cell.mismatch
    assert not row.cells["fast"].mismatch
    assert cell.to_json(64)["stand_in_op"] == "secretbox 64B" and "stand_in_op" not in row.cells["fast"].to_json(64)
    fast_seconds, js_seconds = row.cells["fast"].seconds_per_call, cell.seconds_per_call
    assert fast_seconds and js_seconds and row.ratio("fast", "nacl-fast.js") == pytest.approx(js_seconds / fast_seconds)
    assert wrong_row.cells["wrong.js"].status == "error"
    assert wrong_row.cells["wrong.js"].reason.startswith("secretbox 64B: output differs from tweetnacl.fast's")


# -- the noble column --------------------------------------------------------------------------------------------

# A stand-in for noble's three packages, as ES modules (package.json "type": "module", so that the column's
# import() is what loads them): sha512 is node's own (right bytes), every other function returns wrong bytes.
FAKE_NOBLE_MODULES = {
    "ciphers": {
        "salsa.js": "export const xsalsa20 = (k, n, m) => new Uint8Array(m.length);\n"
                    "export const xsalsa20poly1305 = (k, n) => ({encrypt: (m) => new Uint8Array(m.length + 16),"
                    " decrypt: (c) => new Uint8Array(c.length - 16)});\n",
        "chacha.js": "export const chacha20 = () => new Uint8Array(1);\nexport const xchacha20poly1305 = () => null;\n",
        "_poly1305.js": "export const poly1305 = () => new Uint8Array(16);\n",
        "aes.js": "export const gcm = () => null;\n",
    },
    "curves": {"ed25519.js": "export const ed25519 = {}, ed25519ph = {}, x25519 = {};\n"},
    "hashes": {
        "sha2.js": "import {createHash} from 'node:crypto';\n"
                   "export const sha512 = (m) => new Uint8Array(createHash('sha512').update(m).digest());\n",
        "argon2.js": "export const argon2id = () => new Uint8Array(32);\n",
    },
}


def _fake_noble(root: Path) -> Path:
    for package, files in FAKE_NOBLE_MODULES.items():
        folder = root / "node_modules" / "@noble" / package
        folder.mkdir(parents=True)
        (folder / "package.json").write_text(json.dumps({"name": f"@noble/{package}", "version": "2.0.0-fake",
                                                         "type": "module"}))
        for name, text in files.items():
            (folder / name).write_text(text)
    return root


def test_noble_column_checks_outputs_and_names_the_fastest_js_column(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("needs node on PATH (without it the note is about node)")
    fake = _fake_noble(tmp_path)
    json_path = tmp_path / "bench.json"
    done = _run_cli("bench", "--ops", "hash 1KiB,secretbox 64B,aead.aegis128l 1KiB", "--only", "fast,noble", "--noble", str(fake),
                    "--time", "0.005", "--rounds", "1", "--quiet", "--json", str(json_path))
    assert done.returncode == 1, done.stderr  # the fake's secretbox differs: an error cell, exit status 1
    lines = done.stdout.splitlines()
    assert (f"noble: @noble/ciphers 2.0.0-fake, @noble/curves 2.0.0-fake, @noble/hashes 2.0.0-fake from "
            f"{(fake / 'node_modules').resolve()}, on node v") in done.stdout
    assert "fast/fastest JS: against the fastest of the JS columns (noble) on each row, named in the cell" in lines
    assert any(line.startswith("note: error: secretbox 64B on noble: secretbox 64B: output differs from "
                               "tweetnacl.fast's") for line in lines), done.stdout
    assert "note: n/a: noble offers no AEGIS (aead.aegis128l)" in lines
    data = json.loads(json_path.read_text())
    results = {result["op"]: result for result in data["results"]}
    hashed = results["hash 1KiB"]
    assert hashed["implementations"]["noble"]["status"] == "ok" and hashed["implementations"]["noble"]["output_agrees"]
    fast, js = (hashed["implementations"][name]["ops_per_s"] for name in ("fast", "noble"))
    assert hashed["fastest_js"]["implementation"] == "noble"
    assert hashed["fastest_js"]["fast/fastest JS"] == pytest.approx(fast / js)
    (hash_line,) = [line for line in lines if line.startswith("hash 1KiB ")]
    assert hash_line.endswith(f"noble {bench.format_ratio(fast / js)}")
    assert results["secretbox 64B"]["implementations"]["noble"]["status"] == "error"
    assert results["aead.aegis128l 1KiB"]["fastest_js"] is None


def test_noble_column_is_absent_with_a_note_without_its_packages(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("needs node on PATH (without it the note is about node)")
    asked = _run_cli("bench", "--ops", "hash 1KiB", "--only", "fast,noble", "--noble", str(tmp_path), "--time", "0.005",
                     "--rounds", "1", "--quiet")
    assert asked.returncode == 2 and "--only noble: noble column absent: no npm packages" in asked.stderr
    columns = noble.start_column(str(tmp_path))  # what the default columns get: no column, the note
    assert columns.backends == [] and columns.description == (
        f"noble column absent: no npm packages @noble/{{ciphers,curves,hashes}} in {tmp_path} ({noble.INSTALL_HINT})")
    rows = [bench.measure_row(bench.select_ops("hash 1KiB", False)[0], [bench.tweetnacl_backend("fast")],
                              bench.Settings(rounds=1, time_budget=0.001))]
    env = dict(bench.environment(), noble=columns.description)
    text = report.render_report(rows, env, bench.Settings(rounds=1, time_budget=0.001),
                                [bench.tweetnacl_backend("fast")], 1.0, markdown=False)
    assert f"note: {columns.description}" in text.splitlines() and "fastest JS" not in text


@pytest.fixture(scope="session")
def noble_js() -> Path:
    """noble's packages at the versions CI pins, npm-installed once into the scratch folder (as tests/libsodium_js.py
    installs its oracle): skips with the reason where node, npm or the install is missing."""
    if sys.platform == "emscripten":
        pytest.skip("noble runs under node in a subprocess: emscripten (Pyodide) starts no processes")
    npm = shutil.which("npm")
    if shutil.which("node") is None or npm is None:
        pytest.skip("the noble column needs node and npm on PATH")
    import tempfile

    root = Path(os.environ.get("TWEETNACL_SCRATCH", tempfile.gettempdir())) / "tweetnacl-noble-js"
    root.mkdir(parents=True, exist_ok=True)
    with exclusive(root / ".install.lock"):  # pytest-xdist workers share the folder
        return _install_noble(npm, root)


def _install_noble(npm: str, root: Path) -> Path:
    if noble.find_packages(str(root)) is None:
        packages = [f"@noble/{name}@{version}" for name, version in noble.VERSIONS.items()]
        try:
            done = subprocess.run([npm, "install", "--prefix", str(root), "--no-audit", "--no-fund", "--loglevel=error",
                                   *packages], capture_output=True, text=True, timeout=600, check=False)
        except (OSError, subprocess.TimeoutExpired) as error:
            pytest.skip(f"npm install {' '.join(packages)} failed: {error}")
        if done.returncode != 0:
            pytest.skip(f"npm install {' '.join(packages)} failed: {done.stderr.strip()[-500:]}")
    return root


def test_noble_column_gives_fasts_bytes_and_runs_its_own_xchacha20poly1305(
    noble_js: Path, tweetnacl_js: TweetNaClJS,  # noqa: F811
) -> None:
    columns = noble.start_column(str(noble_js))
    seeds = tweetnacljs.start_columns(str(tweetnacl_js.directory), ("nacl-fast.js",))
    try:
        assert columns.description.startswith("noble: @noble/ciphers 2.4.0, @noble/curves 2.4.0, @noble/hashes 2.4.0")
        # not warmed up (jit=False, also fast on PyPy): this checks outputs and the columns' bookkeeping; the
        # warm-up is tested above
        backends = [dataclasses.replace(backend, jit=False)
                    for backend in (bench.tweetnacl_backend("fast"), *seeds.backends, *columns.backends)]
        settings = bench.Settings(rounds=1, time_budget=0.001)
        ops = bench.select_ops(
            "stream_xor 1KiB,onetimeauth 1KiB,secretbox.open 64B,hash 1KiB,scalarmul[t],sign.open 1KiB,box.open 1KiB*,"
            "ed2curve*,aead.aes256gcm 1KiB,stream.chacha20_ietf_xor 1KiB,aead.xchacha20poly1305 64B,ed25519ph.verify*",
            False)
        rows = {op.name: bench.measure_row(op, backends, settings) for op in ops}
    finally:
        columns.close()
        seeds.close()
    assert len(rows) == 12
    for name, row in rows.items():  # every output checked against tweetnacl.fast's before timing
        cell = row.cells["noble"]
        if name == "box.open 1KiB":
            assert cell.status == "n/a" and cell.reason == noble.MISSING["box"]
            continue
        assert cell.status == "ok" and not cell.mismatch, (name, cell)
    xchacha = rows["aead.xchacha20poly1305 64B"]  # noble's own XChaCha20-Poly1305; nacl-fast.js's secretbox stands in
    assert xchacha.cells["noble"].stand_in is None and xchacha.cells["nacl-fast.js"].stand_in == "secretbox 64B"
    names = [b.name for b in backends]
    for row in rows.values():
        timed = {n: row.cells[n].seconds_per_call for n in ("nacl-fast.js", "noble") if row.cells[n].status == "ok"}
        fastest = report.fastest_js(row, names)
        if not timed:
            assert fastest is None
            continue
        assert fastest is not None and fastest[0] == min(timed, key=lambda n: timed[n] or 0.0)
        assert fastest[1] == pytest.approx((timed[fastest[0]] or 0.0) / (row.cells["fast"].seconds_per_call or 1.0))


def test_batch_rows_report_per_signature_rates() -> None:
    """A row of a batch (`Op.items`) reports each operation of the batch: the fake batch's calls sleep 4 ms for 4
    signatures, so its cell says about 1 ms a signature; the reference and libsodium have no batch (n/a)."""
    fast = bench.tweetnacl_backend("fast")

    def sleeping_batch(messages: list[bytes], signatures: list[bytes], public_keys: list[bytes]) -> list[bool]:
        time.sleep(0.004)
        return [True] * len(messages)

    fake = dataclasses.replace(fast, name="fake", sign_detached_verify_batch=sleeping_batch)
    op = bench.Op("batch of 4", operations.KIB, lambda b, size: operations._prepare_sign_detached_verify_batch(b, size, 4),
                  items=4)  # fmt: skip
    row = bench.measure_row(op, [bench.tweetnacl_backend("reference"), fake], bench.Settings(rounds=1, time_budget=0.01))
    assert row.cells["reference"].status == "n/a"
    seconds = row.cells["fake"].seconds_per_call
    assert seconds is not None and 0.001 <= seconds < 0.004  # a call sleeps at least 4 ms: per call it would be more


# -- the libsodium.js and kyber-py columns ----------------------------------------------------------------------------

# A stand-in for libsodium-wrappers-sumo (a CommonJS package, as the real one): crypto_auth_hmacsha256 is node's own
# HMAC (right bytes), crypto_xof_turboshake128 returns zeros (wrong bytes), and SODIUM_VERSION_STRING is the argument.
_FAKE_SODIUM = """const {createHmac} = require('crypto');
module.exports = {
  ready: Promise.resolve(), SODIUM_VERSION_STRING: %s, libsodium: {},
  crypto_auth_hmacsha256: (m, k) => new Uint8Array(createHmac('sha256', k).update(m).digest()),
  crypto_xof_turboshake128: (length, m) => new Uint8Array(length),
};
"""


def _fake_libsodium_js(root: Path, sodium_version: str) -> Path:
    folder = root / "node_modules" / libsodiumjs.PACKAGE
    folder.mkdir(parents=True)
    (folder / "package.json").write_text(json.dumps({"name": libsodiumjs.PACKAGE, "version": "0.0.0-fake",
                                                     "main": "index.js"}))
    (folder / "index.js").write_text(_FAKE_SODIUM % json.dumps(sodium_version))
    return root


def test_libsodium_js_column_checks_its_version_and_its_outputs(tmp_path: Path) -> None:
    if sys.platform == "emscripten" or shutil.which("node") is None:
        pytest.skip("needs node on PATH (without it the note is about node)")
    older = libsodiumjs.start_column(str(_fake_libsodium_js(tmp_path / "older", "1.0.21")))
    assert older.backends == [] and older.description.startswith("libsodium.js column absent: node failed to start")
    assert "libsodium 1.0.21, not 1.0.22" in older.description
    missing = libsodiumjs.start_column(str(tmp_path))
    assert missing.description == (f"libsodium.js column absent: no npm package libsodium-wrappers-sumo in {tmp_path} "
                                   f"({libsodiumjs.INSTALL_HINT})")
    columns = libsodiumjs.start_column(str(_fake_libsodium_js(tmp_path / "fake", "1.0.22")))
    try:
        assert columns.description.startswith("libsodium.js: libsodium-wrappers-sumo 0.0.0-fake (libsodium 1.0.22, "
                                              "its SODIUM_VERSION_STRING checked) from ")
        backends = [dataclasses.replace(backend, jit=False)
                    for backend in (bench.tweetnacl_backend("fast"), *columns.backends)]
        settings = bench.Settings(rounds=1, time_budget=0.001)
        ops = bench.select_ops("auth_hmacsha256 64B*,xof.turboshake128 1KiB,hash 1KiB", False)
        rows = {op.name: bench.measure_row(op, backends, settings) for op in ops}
    finally:
        columns.close()
    cells = {name: row.cells["libsodium.js"] for name, row in rows.items()}
    assert cells["auth_hmacsha256 64B"].status == "ok" and not cells["auth_hmacsha256 64B"].mismatch
    assert cells["xof.turboshake128 1KiB"].status == "error"
    assert "xof.turboshake128 1KiB: output differs from tweetnacl.fast's" in cells["xof.turboshake128 1KiB"].reason
    assert (cells["hash 1KiB"].status, cells["hash 1KiB"].reason) == ("n/a", libsodiumjs.IN_PYNACL)
    assert cells["auth_hmacsha256 64B, stdlib hmac"].reason == operations.STDLIB_BASELINE
    env = dict(bench.environment(), libsodium_js=columns.description)
    text = report.render_report(list(rows.values()), env, settings, backends, 1.0, markdown=False)
    assert f"{columns.description}; on the rows whose function PyNaCl does not expose" in text
    header = next(line for line in text.splitlines() if line.startswith("op "))
    assert header.split()[-1] == "libsodium.js"  # the fast/libsodium.js ratio column
    hmac_line = next(line for line in text.splitlines() if line.startswith("auth_hmacsha256 64B "))
    ratio = rows["auth_hmacsha256 64B"].ratio("fast", "libsodium.js")
    assert hmac_line.split()[-1] == bench.format_ratio(ratio)


def test_libsodium_js_column_gives_fasts_bytes_on_every_row_it_runs(libsodium_js: LibsodiumJS) -> None:
    """libsodium 1.0.22 itself (the tests' oracle package): every function the column maps, on the benchmark's
    inputs, gives tweetnacl.fast's bytes (checked before timing: an error cell otherwise)."""
    columns = libsodiumjs.start_column(str(libsodium_js.directory))
    try:
        assert columns.backends, columns.description
        # not warmed up (jit=False): this checks outputs, the warm-up is tested above
        backends = [dataclasses.replace(backend, jit=False)
                    for backend in (bench.tweetnacl_backend("fast"), *columns.backends)]
        ops = bench.select_ops("stream_xor 1KiB,onetimeauth 1KiB,stream.chacha20_ietf_xor 1KiB,xof.turboshake128 1KiB,"
                               "ipcrypt*,scalarmult_ristretto255*,hkdf.sha256 64[B],auth_hmacsha256 64[B],kem.*", False)
        rows = {op.name: bench.measure_row(op, backends, bench.Settings(rounds=1, time_budget=0.001)) for op in ops}
    finally:
        columns.close()
    assert len(rows) == 15
    for name, row in rows.items():
        cell = row.cells["libsodium.js"]
        assert cell.status == "ok" and not cell.mismatch and cell.stand_in is None, (name, cell)


def test_kyber_py_column_gives_fasts_bytes_on_the_ml_kem_rows() -> None:
    pytest.importorskip("kyber_py.ml_kem", reason="the kyber-py column needs kyber-py (pip install kyber-py==1.2.0)")
    columns = kyberpy.start_column()
    assert columns.description.startswith("kyber-py: kyber-py ") and len(columns.backends) == 1
    kyber = dataclasses.replace(columns.backends[0], jit=False)
    backends = [dataclasses.replace(bench.tweetnacl_backend("fast"), jit=False), kyber]
    settings = bench.Settings(rounds=1, time_budget=0.001)
    rows = {op.name: bench.measure_row(op, backends, settings) for op in bench.select_ops("kem.*", False)}
    for step in ("keypair", "encapsulate", "decapsulate"):
        cell = rows[f"kem.mlkem768.{step}"].cells["kyber-py"]
        assert cell.status == "ok" and not cell.mismatch, (step, cell)
        assert rows[f"kem.xwing.{step}"].cells["kyber-py"].reason == kyberpy.ONLY_MLKEM
    # an output that differs is an error cell, even with no third column to outvote it
    assert kyber.mlkem768_seed_keypair is not None
    keypair = kyber.mlkem768_seed_keypair

    def wrong_keypair(seed: bytes) -> tuple[bytes, bytes]:
        public_key, secret_key = keypair(seed)
        return public_key, bytes([secret_key[0] ^ 1]) + secret_key[1:]

    wrong = dataclasses.replace(kyber, mlkem768_seed_keypair=wrong_keypair)
    row = bench.measure_row(bench.select_ops("kem.mlkem768.keypair", False)[0], [backends[0], wrong], settings)
    assert row.cells["kyber-py"].status == "error" and "output differs" in row.cells["kyber-py"].reason


def test_kyber_py_column_comes_with_ml_kem_rows_and_is_absent_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    parser = bench.build_parser()
    stub = dataclasses.replace(bench.tweetnacl_backend("fast"), name="kyber-py")
    monkeypatch.setattr(cli.kyberpy, "start_column", lambda: cli.JsColumns([], [stub], "kyber-py: stub"))
    no_node = cli.JsColumns([], [], "absent: node is not on PATH")
    monkeypatch.setattr(cli, "start_columns", lambda *args: no_node)
    monkeypatch.setattr(cli.noble, "start_column", lambda *args: no_node)
    monkeypatch.setattr(cli.libsodiumjs, "start_column", lambda *args: no_node)
    for op_names, started in ((["hash 1KiB"], False), (["hash 1KiB", "kem.mlkem768.keypair"], True)):
        backends, columns = cli._choose_backends("fast,kyber-py", parser, None, None, None, op_names)
        assert [b.name for b in backends] == ["fast", "kyber-py"]  # asked for: always
        backends, columns = cli._choose_backends(None, parser, None, None, None, op_names)
        assert ("kyber-py" in [b.name for b in backends]) is started
        assert ("kyber_py" in [key for key, _ in columns]) is started
    monkeypatch.undo()
    monkeypatch.setitem(sys.modules, "kyber_py.ml_kem", None)  # import kyber_py.ml_kem raises ImportError
    absent = kyberpy.start_column()
    assert absent.backends == [] and absent.description.startswith("kyber-py column absent: kyber_py.ml_kem")
    assert absent.description.endswith(f"{kyberpy.INSTALL_HINT})")


def test_a_column_with_few_rows_has_its_na_note_compacted() -> None:
    """kyber-py is "n/a" on every row but ML-KEM-768's: its note says "every other row" rather than listing them."""
    settings = bench.Settings(rounds=1, time_budget=0.001)
    kyber = dataclasses.replace(bench.tweetnacl_backend("fast"), name="kyber-py")
    ops = bench.select_ops(None, False)
    rows = [measure.Row(op, {"kyber-py": measure.Cell("ok", rounds=1) if op.name.startswith("kem.mlkem768.")
                             else measure.Cell("n/a", kyberpy.ONLY_MLKEM)}) for op in ops]
    assert report.footnotes(rows, [kyber], settings) == ["n/a: kyber-py offers ML-KEM-768 only (every other row)"]
    few = rows[:report.COMPACT_NA]  # no more than COMPACT_NA rows: listed
    assert report.footnotes(few, [kyber], settings)[0].startswith("n/a: kyber-py offers ML-KEM-768 only (stream_xor, ")
