"""What the benchmark's header records about the run: machine, Python, PyNaCl version, date.

`environment` is the dict behind the header lines and the JSON's "environment" (and `tweetnacl.leakcheck`'s):
what a reader needs to compare two runs. Standard library only.

Secrets: none are read here (only /proc/cpuinfo, `platform` and package metadata); the benchmark only measures,
public and secret inputs alike, and never asserts a speed.
"""

from __future__ import annotations

import datetime
import os
import platform
from typing import Any

__all__ = ["cpu_model", "environment", "pynacl_version"]


def pynacl_version() -> str | None:
    """The installed PyNaCl version, or None."""
    try:
        from importlib.metadata import version

        return version("PyNaCl")
    except Exception:  # noqa: BLE001 - any metadata problem just means "unknown"
        return None


def cpu_model() -> str:
    """The CPU model from /proc/cpuinfo when present, else what `platform` knows."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as cpuinfo:
            for line in cpuinfo:
                key, _, value = line.partition(":")
                if key.strip().lower() in ("model name", "hardware", "cpu model", "cpu") and value.strip():
                    return " ".join(value.split())
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def environment() -> dict[str, Any]:
    """Machine, Python, date: what a reader needs to compare two runs."""
    from tweetnacl import __version__

    usable: int | None
    try:
        usable = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        usable = os.cpu_count()
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "tweetnacl_version": __version__,
        "python_version": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "python_build": " ".join(platform.python_build()),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu_model": cpu_model(),
        "cpu_count": os.cpu_count(),
        "cpu_usable": usable,
        "pynacl_version": pynacl_version(),
    }
