"""`python -m tweetnacl COMMAND [options]`: the package's command line.

Commands:
  bench      time reference, fast and libsodium (via PyNaCl) side by side (see `tweetnacl.bench`)
  leakcheck  test whether running times depend on secret data (dudect; see `tweetnacl.leakcheck`)

`python -m tweetnacl --help` lists the commands, `python -m tweetnacl bench --help` the benchmark's options,
`python -m tweetnacl --version` prints the version; a missing or unknown command is a usage error (exit status 2).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser with one sub-parser per command."""
    parser = argparse.ArgumentParser(
        prog="python -m tweetnacl",
        description="tweetnacl: NaCl cryptography in pure Python (TweetNaCl port and fast drop-in).",
    )
    from tweetnacl import __version__, bench, leakcheck

    parser.add_argument("--version", action="version", version=f"tweetnacl {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    commands.required = True
    operation_count = len(bench.select_ops(None, False, False))

    command_modules = {
        "bench": (
            bench,
            "benchmark reference, fast and libsodium (PyNaCl) side by side",
            f"Time {operation_count} operations (--list-ops): TweetNaCl.js's benchmark rows (xsalsa20 stream, "
            "poly1305, secretbox, hash, scalarmult, box, sign), sealed boxes, ed2curve, and the other primitives "
            "of tweetnacl.fast that libsodium has (AEGIS, AES-256-GCM, ChaCha20 and XChaCha20-Poly1305, "
            "secretstream, SipHash, Argon2id, Ed25519ph, the edwards25519 group), on tweetnacl.reference, "
            "tweetnacl.fast, libsodium via PyNaCl (when importable), kyber-py on the ML-KEM-768 rows (when "
            "importable), and TweetNaCl.js, noble and libsodium.js (libsodium 1.0.22 in WebAssembly, on what PyNaCl "
            "does not expose) under node (when found). "
            "MB = 10^6 bytes; each cell is the best of several interleaved, time-calibrated rounds.",
        ),
        "leakcheck": (
            leakcheck,
            "test whether running times depend on secret data (dudect: Welch's t on matched input classes)",
            "Time each test's two input classes (random inputs that differ in one secret property), "
            "interleaved in random order, and compare them with Welch's t, raw and cropped at pooled percentiles: "
            "|t| > 4.5 means the running time tells the classes apart. Exit status 1 when a leak is seen.",
        ),
    }
    for name, (module, summary, description) in command_modules.items():
        command_parser = commands.add_parser(name, help=summary, description=description)
        module.add_arguments(command_parser)
        command_parser.set_defaults(handler=module.run, command_parser=command_parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse `argv` (default: sys.argv[1:]) and run the command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(None if argv is None else list(argv))
    try:
        return int(args.handler(args, args.command_parser))
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
