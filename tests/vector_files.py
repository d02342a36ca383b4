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


_RFC_SECTION = re.compile(r"^(\d\.\d\.\d|A\.\d(?:\.\d)*)\.\s+\S")
_RFC_VECTOR = re.compile(r"^\s*Test Vector #(\d+)")
_RFC_DUMP = re.compile(r"^\s*\d{3}  ((?:[0-9a-f]{2} ){0,15}[0-9a-f]{2})(?:  |\s*$)")
_RFC_COLON_HEX = re.compile(r"^\s*((?:[0-9a-f]{2}:)+[0-9a-f]{2}):?\s*$")
_RFC_WORDS = re.compile(r"^\s+([0-9a-f]{8}(?: +[0-9a-f]{8}){3})\s*$")
_RFC_PLAIN_HEX = re.compile(r"^\s+([0-9a-f]{8,})\s*$")
_RFC_BULLET_HEX = re.compile(r"(Key|Nonce) = \(?((?:[0-9a-f]{2}:)*[0-9a-f]{2})")
_RFC_NUMBER = re.compile(r"^\s*(?:o\s+)?([A-Za-z][A-Za-z ]*?)\s*[=:]\s*(\d+)\.?\s*$")


def rfc_test_vectors(name: str) -> list[dict[str, object]]:
    """The test vectors of an RFC-style text file (RFC 8439, draft-irtf-cfrg-xchacha), as printed there.

    One dict per section (e.g. "2.3.2", "A.3.2.1") or per "Test Vector #n" inside a section, with "section"
    and "vector" (0 if unnumbered), and for every label line the data printed under it: hex dumps
    (`000  4c 61 ...  ascii`), colon-separated hex and plain hex lines become bytes; rows of four 8-digit
    words become a list of ints; `Name = 42` / `Counter: 0` lines become ints; the bulleted
    `Key = 00:01:..` and `Nonce = (..)` of the prose examples become bytes. Labels are the text line
    before the data, without its trailing colons."""
    vectors: list[dict[str, object]] = []
    current: dict[str, object] = {}
    label = ""
    bullet = ""

    def start(section: str, vector: int) -> None:
        nonlocal current
        current = {"section": section, "vector": vector}
        vectors.append(current)

    def add(value: object) -> None:
        previous = current.get(label)
        if isinstance(previous, bytes) and isinstance(value, bytes):
            current[label] = previous + value
        elif isinstance(previous, list) and isinstance(value, list):
            previous.extend(value)
        else:
            current[label] = value

    section = ""
    for line in (VECTORS / name).read_text().splitlines():
        if line.startswith("# "):
            continue
        heading = _RFC_SECTION.match(line)
        if heading:
            section = heading.group(1)
            start(section, 0)
            label = bullet = ""
            continue
        numbered = _RFC_VECTOR.match(line)
        if numbered:
            start(section, int(numbered.group(1)))
            continue
        if not current:
            continue
        dump = _RFC_DUMP.match(line) or _RFC_COLON_HEX.match(line) or _RFC_PLAIN_HEX.match(line)
        words = _RFC_WORDS.match(line)
        number = _RFC_NUMBER.match(line)
        if words:
            add([int(word, 16) for word in words.group(1).split()])
        elif dump:
            add(bytes.fromhex(dump.group(1).replace(":", " ")))
        elif number:
            current[number.group(1)] = int(number.group(2))
        elif line.strip():
            text = line.strip()
            if text.startswith("o  "):
                bullet = text
            elif bullet:
                bullet += text
            for field, value in _RFC_BULLET_HEX.findall(bullet):
                current[field] = bytes.fromhex(value.replace(":", ""))
            if not text.startswith(("o  ", "Nir & Langley", "RFC 8439", "Arciszewski", "Internet-Draft")) and not bullet:
                label = text.rstrip(":").strip()
        else:
            bullet = ""
    return vectors


def aegis_draft_vectors() -> list[dict[str, object]]:
    """tests/vectors/aegis_draft.md (the AEGIS draft's test vector appendix, as published): one dict per
    `~~~ test-vectors` block, with "variant" ("AESRound", "AEGIS-128L", "AEGIS-256"), "title" (the ### heading),
    "fails" (the text says it MUST fail verification), and each `name : hex` field as bytes (continuation
    lines appended); in the Update vectors the fields after the line "After Update:" get the prefix "after ".
    """
    vectors: list[dict[str, object]] = []
    variant = title = ""
    fails = False
    block: dict[str, object] | None = None
    field = prefix = ""
    for line in (VECTORS / "aegis_draft.md").read_text().splitlines():
        if line.startswith("## "):
            variant = line[3:].replace(" Test Vectors", "").replace(" Test Vector", "")
            title, fails = variant, False
        elif line.startswith("### "):
            title, fails = line[4:], False
        elif "MUST return a \"verification failed\" error" in line:
            fails = True
        elif line.startswith("~~~ test-vectors"):
            block = {"variant": variant, "title": title, "fails": fails}
            field = prefix = ""
        elif line.startswith("~~~"):
            if block is not None:
                vectors.append(block)
            block = None
        elif block is not None:
            named = re.fullmatch(r"(\w+)\s*:\s*([0-9a-f]*)", line.strip())
            if line.strip() == "After Update:":
                prefix = "after "
            elif named:
                field = prefix + named.group(1)
                block[field] = bytes.fromhex(named.group(2))
            elif re.fullmatch(r"\s+[0-9a-f]+", line):
                previous = block[field]
                assert isinstance(previous, bytes)
                block[field] = previous + bytes.fromhex(line.strip())
    return vectors


def c_byte_arrays(name: str) -> dict[str, list[bytes]]:
    """The `const ... name[n][m] = { {0x.., ...}, ... };` arrays of a C header in tests/vectors/, by name."""
    text = (VECTORS / name).read_text()
    arrays: dict[str, list[bytes]] = {}
    for array_name, body in re.findall(r"(\w+)\[\d+\]\[\d+\]\s*=\s*\{(.*?)\};", text, re.S):
        arrays[array_name] = [line_bytes(row) for row in re.findall(r"\{([^{}]*)\}", body)]
    return arrays


def rfc8032_tests(name: str) -> list[dict[str, bytes]]:
    """The `-----TEST <name>` blocks of an RFC 8032 section 7 text: each label line ("SECRET KEY:",
    "MESSAGE (length 3 bytes):", ...) maps to the hex printed under it, keyed by the label without its
    colon and its parenthesis ("SECRET KEY", "MESSAGE"); "ALGORITHM" to its name as bytes; "TEST" to the name."""
    tests: list[dict[str, bytes]] = []
    label = ""
    for raw in (VECTORS / name).read_text().splitlines():
        line = raw.strip()
        if not raw.startswith("   ") or not line:
            continue
        if line.startswith("-----"):
            if line[5:].startswith("TEST"):
                tests.append({"TEST": line[5:].removeprefix("TEST").strip().encode()})
            continue
        if line.endswith(":"):
            label = line[:-1].split(" (")[0]
            tests[-1][label] = b""
        elif label == "ALGORITHM":
            tests[-1][label] = line.encode()
        else:
            tests[-1][label] += bytes.fromhex(line)
    return tests
