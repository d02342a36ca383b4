"""Readers for the vector files in tests/vectors/, in their published formats (provenance in its README).

Shared by the test files that read the same files, so that each format is parsed in one place.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path
from typing import Iterable

VECTORS = Path(__file__).parent / "vectors"


def read_sections(name: str) -> list[dict[str, list[str]]]:
    """Records of `[key]` sections (content lines without comments); a repeated key starts a new record."""
    records: list[dict[str, list[str]]] = [{}]
    key = None
    for raw in (VECTORS / name).read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = re.fullmatch(r"\[(.+)\]", line)
        if header:
            key = header.group(1)
            if key in records[-1]:
                records.append({})
            records[-1][key] = []
        elif key is not None:
            records[-1][key].append(line)
    return records


def line_bytes(line: str) -> bytes:
    """One published line: a C/Go string literal, `zeros(n)`, a list of 0x.. or decimal bytes, or plain hex."""
    if line.startswith('"'):
        return codecs.escape_decode(line[1:-1].encode())[0]
    zeros = re.fullmatch(r"zeros\((\d+)\)", line)
    if zeros:
        return bytes(int(zeros.group(1)))
    if "," in line or "0x" in line:
        return bytes(int(token, 0) for token in re.findall(r"0x[0-9a-fA-F]+|\d+", line))
    return bytes.fromhex(line)


def section_bytes(lines: list[str]) -> bytes:
    """A whole section as one byte string (C string literals concatenate, as in C)."""
    return b"".join(line_bytes(line) for line in lines)


def nacl_test(name: str) -> dict[str, bytes]:
    """tests/vectors/nacl_<name>.txt: each input array, and `expected` joined into one byte string."""
    (record,) = read_sections(f"nacl_{name}.txt")
    return {key: section_bytes(lines) for key, lines in record.items()}


def nacl_test_lines(name: str) -> list[bytes]:
    """The `expected` section of tests/vectors/nacl_<name>.txt, one value per printed line."""
    (record,) = read_sections(f"nacl_{name}.txt")
    return [line_bytes(line) for line in record["expected"]]


def estream_set6() -> list[dict[str, bytes]]:
    """tests/vectors/estream_salsa20_set6.txt: `name = HEX` plus hex continuation lines, one block per vector."""
    vectors = []
    text = (VECTORS / "estream_salsa20_set6.txt").read_text()
    for block in re.split(r"\n(?=Set 6, vector#)", text)[1:]:
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines()[1:]:
            if "=" in line:
                name, _, value = line.partition("=")
                name = name.strip()
                fields[name] = value.strip()
            elif line.strip():
                fields[name] += line.strip()
        vectors.append({key: bytes.fromhex(value) for key, value in fields.items()})
    return vectors


def key_value_blocks(lines: Iterable[str]) -> list[dict[str, str]]:
    """`NAME = value` lines in blocks separated by blank lines (NIST layout); `#` lines are comments."""
    blocks: list[dict[str, str]] = []
    current: dict[str, str] = {}
    for raw in lines:
        line = raw.strip()
        if line.startswith("#"):
            continue
        if not line:
            if current:
                blocks.append(current)
            current = {}
            continue
        name, _, value = line.partition("=")
        current[name.strip()] = value.strip()
    if current:
        blocks.append(current)
    return blocks
