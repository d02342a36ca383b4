"""Password hashing: Argon2i/Argon2id (`tweetnacl.fast.pwhash.argon2`) and scrypt (`tweetnacl.fast.pwhash.scrypt`), and
the PyNaCl layer's `nacl.pwhash` / `nacl.bindings.crypto_pwhash_*` over them.

Expected values come from RFC 9106 section 5 (tests/vectors/rfc9106_argon2.txt) and from libsodium through
PyNaCl (test-only dependency): raw KDFs, strings made by either side verified by the other, needs_rehash,
and libsodium's verdict on malformed strings. Parameters stay small (8-64 KiB) so each case costs
milliseconds; one slow case verifies libsodium's INTERACTIVE string. Neither exists in the reference
implementation (TweetNaCl has no password hashing), so these tests are on `fast` only.
"""

from __future__ import annotations

import os
import random
import re
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import nacl.bindings
import nacl.exceptions
import nacl.hashlib
import nacl.pwhash
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from nacl._sodium import lib as sodium

import tweetnacl.pynacl.bindings as tb
import tweetnacl.pynacl.exceptions as texc
import tweetnacl.pynacl.hashlib as thashlib
import tweetnacl.pynacl.pwhash as tpwhash
from tweetnacl.fast.pwhash import argon2, scrypt
from tweetnacl.fast.pwhash import argon2_packed_lanes as packed
from tweetnacl.fast.pwhash import argon2_word_halves as halves
from nonnegative import Bounded63
from tweetnacl.fast.pwhash.argon2_memory import Layout

VECTORS = Path(__file__).parent / "vectors" / "rfc9106_argon2.txt"
SALT16 = bytes(range(16))
SALT32 = bytes(range(32))
FEW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# The layout fixture is function-scoped but sets the same module attribute for every example.
FEW_EACH_LAYOUT = settings(FEW, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@pytest.fixture(params=[packed.PACKED_LANES, halves.WORD_HALVES], ids=["packed-lanes", "word-halves"])
def layout(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Layout:
    """Both memory layouts, whichever this interpreter chose at import (`argon2.LAYOUT`: word halves on PyPy)."""
    monkeypatch.setattr(argon2, "LAYOUT", request.param)
    return request.param  # type: ignore[no-any-return]


def test_layout_chosen_by_interpreter() -> None:
    expected = halves.WORD_HALVES if sys.implementation.name == "pypy" else packed.PACKED_LANES
    assert argon2.LAYOUT is expected


# -- RFC 9106 section 5 -------------------------------------------------------------------------------


def _rfc9106_vectors() -> list[dict[str, Any]]:
    """Each vector block: type, memory, passes, lanes, tag length, the byte fields, the words printed
    after each pass ((pass, block, word) -> value) and the tag."""
    text = VECTORS.read_text()
    vectors = []
    for block in re.split(r"=+\n(?=Argon2)", text)[1:]:
        vector: dict[str, Any] = {"type": block.split()[0], "words": {}}
        vector["memory"] = int(re.search(r"Memory: (\d+) KiB", block).group(1))  # type: ignore[union-attr]
        vector["passes"] = int(re.search(r"Passes: (\d+)", block).group(1))  # type: ignore[union-attr]
        vector["lanes"] = int(re.search(r"Parallelism: (\d+) lanes", block).group(1))  # type: ignore[union-attr]
        vector["tag_length"] = int(re.search(r"Tag length: (\d+) bytes", block).group(1))  # type: ignore[union-attr]
        # A byte field runs from its label to the next label (continuation lines are hex only).
        for label, key in (("Password", "password"), ("Salt", "salt"), ("Secret", "secret"),
                           ("Associated data", "ad"), ("Pre-hashing digest", "h0"), ("Tag", "tag")):
            match = re.search(label + r"(?:\[\d+\])?: ((?:[0-9a-f]{2}\s+)+)", block + "\n")
            assert match is not None, label
            vector[key] = bytes.fromhex(match.group(1))
        for pass_text in re.findall(r"After pass (\d+):\n((?:.+\n)+?)(?=\n| After|Tag)", block):
            for number, word, value in re.findall(r"Block (\d+) \[\s*(\d+)\]: ([0-9a-f]{16})", pass_text[1]):
                vector["words"][(int(pass_text[0]), int(number), int(word))] = int(value, 16)
        vectors.append(vector)
    return vectors


RFC9106 = _rfc9106_vectors()


def test_rfc9106_file_has_both_vectors() -> None:
    assert [v["type"] for v in RFC9106] == ["Argon2i", "Argon2id"]
    for vector in RFC9106:
        assert len(vector["words"]) == 3 * 8 and len(vector["tag"]) == vector["tag_length"] == 32
        assert len(vector["h0"]) == 64 and len(vector["password"]) == 32 and len(vector["ad"]) == 12


def _block_words(memory: Any, index: int) -> tuple[int, ...]:
    """The 128 words of block `index` of a memory in the layout chosen (`argon2.LAYOUT`)."""
    return struct.unpack("<128Q", argon2.LAYOUT.block_from_stored(memory, index))


@pytest.mark.parametrize("vector", RFC9106, ids=[v["type"] for v in RFC9106])
def test_rfc9106_vector(vector: dict[str, Any], layout: Layout) -> None:
    type_ = {"Argon2i": argon2.TYPE_ARGON2I, "Argon2id": argon2.TYPE_ARGON2ID}[vector["type"]]
    args = (vector["password"], vector["salt"], vector["secret"], vector["ad"])
    h0 = argon2._initial_hash(type_, *args, vector["passes"], vector["memory"], vector["lanes"], vector["tag_length"])
    assert h0 == vector["h0"]
    segment_length = argon2._segment_length(vector["memory"], vector["lanes"])
    memory = argon2._initial_memory(h0, vector["lanes"], segment_length)
    for pass_ in range(vector["passes"]):
        argon2._fill_pass(memory, type_, pass_, vector["passes"], vector["lanes"], segment_length)
        for (at_pass, block, word), value in vector["words"].items():
            if at_pass == pass_:
                assert _block_words(memory, block)[word] == value, (pass_, block, word)
    tag = argon2.argon2(type_, vector["password"], vector["salt"], vector["passes"], vector["memory"],
                        vector["lanes"], vector["tag_length"], secret=vector["secret"], ad=vector["ad"])
    assert tag == vector["tag"]


# -- the compression G against a per-word model of RFC 9106 sections 3.5 and 3.6 ------------------------

M64 = 2**64 - 1


def _model_g(x: list[int], y: list[int]) -> list[int]:
    """G(X, Y) on 128 words: P (`_model_p`) on the 8 rows (16-byte registers 8i..8i+7), then on the 8
    columns (registers i, i+8, .., i+56), XORed with R = X ^ Y (RFC 9106 section 3.5)."""
    r = [p ^ q for p, q in zip(x, y)]
    z = list(r)
    for row in range(8):
        z[16 * row:16 * row + 16] = _model_p(z[16 * row:16 * row + 16])
    for positions in ([2 * i + 16 * j + e for j in range(8) for e in (0, 1)] for i in range(8)):
        for j, word in zip(positions, _model_p([z[j] for j in positions])):
            z[j] = word
    return [p ^ q for p, q in zip(z, r)]


def _words(block: bytes) -> list[int]:
    return [int.from_bytes(block[8 * i:8 * i + 8], "little") for i in range(128)]


_EDGE_BLOCKS = [
    bytes(1024), b"\xff" * 1024, b"\xff\xff\xff\xff\x00\x00\x00\x00" * 128, b"\x00\x00\x00\x00\xff\xff\xff\xff" * 128,
    b"\x01" + bytes(1023), bytes(1016) + b"\x80" * 8,
]


@pytest.mark.parametrize("with_old", [False, True])
def test_compress_matches_per_word_model(with_old: bool) -> None:
    """compress on stored blocks (packed lanes, dummy groups, the permutations that undo the diagonal step)
    against G written word by word from the RFC, at the extremes of the words and on random blocks."""
    blocks = _EDGE_BLOCKS + [os.urandom(1024) for _ in range(6)]
    for x in blocks:
        for y in (blocks[len(blocks) - 1 - blocks.index(x)], os.urandom(1024)):
            old = os.urandom(1024) if with_old else None
            stored = packed.compress(packed._stored_from_block(x), packed._stored_from_block(y),
                                     None if old is None else packed._stored_from_block(old))
            expected = _model_g(_words(x), _words(y))
            if old is not None:
                expected = [p ^ q for p, q in zip(expected, _words(old))]
            assert len(stored) == packed.STORED_BLOCK_BYTES
            assert _words(packed._block_from_stored(stored)) == expected


def _lanes_of(value: int, count: int) -> list[int]:
    return [(value >> (72 * i)) & (2**72 - 1) for i in range(count)]


def test_blamka_lanes_match_per_word_model() -> None:
    """The packed BlaMka step per lane, with `a` unreduced (carries in its spare bits, as the rounds leave
    it): each real lane is a + b + 2 lo32(a) lo32(b) without overflowing its 72 bits."""
    edges = [0, 1, 2**32 - 1, 2**32, 2**63, M64, 0xFFFFFFFF00000001, 0x00000001FFFFFFFE]
    for _ in range(40):
        a_words = [int.from_bytes(os.urandom(8), "little") for _ in range(36)]
        b_words = [int.from_bytes(os.urandom(8), "little") for _ in range(36)]
        a_words[:8], b_words[8:16] = edges, edges
        spare = [int.from_bytes(os.urandom(1), "little") % 24 for _ in range(36)]
        a = sum((w + (s << 64)) << (72 * i) for i, (w, s) in enumerate(zip(a_words, spare)))
        b = sum(w << (72 * i) for i, w in enumerate(b_words))
        lanes = _lanes_of(packed._blamka(a, b), 37)
        assert lanes[36] == 0
        for i in range(32):
            unreduced = a_words[i] + (spare[i] << 64) + b_words[i] + 2 * (a_words[i] & 0xFFFFFFFF) * (b_words[i] & 0xFFFFFFFF)
            assert lanes[i] == unreduced


@pytest.mark.skipif(sys.implementation.name != "cpython",
                    reason="CPython's digit counts; PyPy runs the word halves (argon2.LAYOUT), tested for its own bound")
def test_compress_int_shapes_do_not_depend_on_the_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every int operation of compress (its rounds, half rounds and BlaMka steps) has the same operand digit
    counts for all-zero, all-one and random blocks, no int result is negative, and every BlaMka factor
    and product has the same digit count (the dummy groups and the guards decide the sizes)."""
    from nonnegative import digits, non_negative_copy, operand_digits_copy

    products: list[tuple[int, int, int]] = []

    def recorded_mul(x: int, y: int) -> int:
        products.append((digits(x), digits(y), digits(x * y)))
        return x * y

    monkeypatch.setattr(packed, "mul", recorded_mul)
    helpers = (packed._round, packed._half_round, packed._blamka)
    runs = []
    for blocks in ((bytes(1024),) * 3, (b"\xff" * 1024, bytes(1024), b"\xff" * 1024), [os.urandom(1024) for _ in range(3)]):
        record: list[tuple[str, int, int]] = []
        x, y, old = (packed._stored_from_block(block) for block in blocks)
        copy = operand_digits_copy(packed.compress, record, *helpers)
        assert copy(x, y, old) == packed.compress(x, y, old)
        runs.append(record)
        assert non_negative_copy(packed.compress, *helpers)(x, y) == packed.compress(x, y)
    assert len(runs[0]) > 16 * 18
    assert runs[0] == runs[1] == runs[2]
    assert len(products) > 3 * 16 * 32 and set(products) == {(digits(2**29), digits(2**32), digits(2**61))}


@pytest.mark.skipif(sys.implementation.name != "cpython", reason="CPython's schoolbook multiplication (x_mul)")
def test_blamka_product_rows_do_not_follow_the_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Which rows of compress's BlaMka products end without a carry (x_mul's `if (carry)`, replayed digit by
    digit) is the same for all-zero, all-one and random blocks: none (each product is one row, a one-digit
    factor with its top bit set times a two-digit one, >= 2^61, so its carry out is never zero). With the
    former factors (two digits each, lo32(a) + 2^30 and (lo32(b) >> 1) + 2^30) row 0's carry followed the
    password state and this failed."""
    from nonnegative import rows_without_carry

    patterns: list[tuple[tuple[int, ...], ...]] = []
    rows: list[tuple[int, ...]] = []

    def recorded_mul(x: int, y: int) -> int:
        rows.append(rows_without_carry(x, y))
        return x * y

    monkeypatch.setattr(packed, "mul", recorded_mul)
    for blocks in ((bytes(1024),) * 2, (b"\xff" * 1024, bytes(1024)), [os.urandom(1024) for _ in range(2)]):
        rows.clear()
        packed.compress(*(packed._stored_from_block(block) for block in blocks))
        assert len(rows) == 2 * 2 * 4 * 32  # rounds x half rounds x BlaMka steps x real lanes
        patterns.append(tuple(rows))
    assert patterns[0] == patterns[1] == patterns[2] == ((),) * (2 * 2 * 4 * 32)


# -- the raw KDF against libsodium ----------------------------------------------------------------------


@pytest.mark.parametrize("alg,opslimit", [(1, 3), (1, 4), (2, 1), (2, 2), (2, 3)])
@pytest.mark.parametrize("memlimit", [8192, 9216, 16384, 33792, 65536])
def test_crypto_pwhash_matches_libsodium(alg: int, opslimit: int, memlimit: int, layout: Layout) -> None:
    # 9216 and 33792 bytes: m not a multiple of 4 (rounded down to whole segments, m itself in H0).
    ours = argon2.crypto_pwhash(32, b"correct horse", SALT16, opslimit, memlimit, alg)
    assert ours == nacl.bindings.crypto_pwhash_alg(32, b"correct horse", SALT16, opslimit, memlimit, alg)


@pytest.mark.parametrize("alg,opslimit", [(1, 3), (2, 1)])
def test_segments_over_128_blocks_match_libsodium(alg: int, opslimit: int, layout: Layout) -> None:
    # 1032 KiB: segments of 258 blocks, so data-independent addressing needs three address blocks
    # (counters 1, 2, 3) per segment, not one.
    memlimit = 1032 * 1024
    ours = argon2.crypto_pwhash(32, b"pw", SALT16, opslimit, memlimit, alg)
    assert ours == nacl.bindings.crypto_pwhash_alg(32, b"pw", SALT16, opslimit, memlimit, alg)


@FEW_EACH_LAYOUT
@given(
    alg=st.sampled_from([1, 2]),
    password=st.binary(max_size=80),
    salt=st.binary(min_size=16, max_size=16),
    out_len=st.integers(16, 200),
    memlimit=st.integers(8192, 40000),
)
def test_crypto_pwhash_property(
    alg: int, password: bytes, salt: bytes, out_len: int, memlimit: int, layout: Layout
) -> None:
    # out_len > 64 takes H''s chained branch; memlimit not a multiple of 1024 is floored.
    opslimit = 3 if alg == 1 else 1
    ours = argon2.crypto_pwhash(out_len, password, salt, opslimit, memlimit, alg)
    assert ours == nacl.bindings.crypto_pwhash_alg(out_len, password, salt, opslimit, memlimit, alg)


@pytest.mark.parametrize("type_", [argon2.TYPE_ARGON2I, argon2.TYPE_ARGON2ID])
@pytest.mark.parametrize("lanes", [2, 3])
def test_several_lanes_verify_in_libsodium(type_: int, lanes: int, layout: Layout) -> None:
    # libsodium hashes with one lane but verifies strings with p lanes: a string of ours with p > 1 and
    # a salt of 8 bytes (the minimum) checks the lane and reference-lane logic against it.
    salt = b"8bytes!!"
    tag = argon2.argon2(type_, b"pw", salt, 2, 24 * lanes, lanes, 24)
    name = "argon2id" if type_ == argon2.TYPE_ARGON2ID else "argon2i"
    string = b"$%s$v=19$m=%d,t=2,p=%d$%s$%s" % (
        name.encode(), 24 * lanes, lanes, argon2._b64encode(salt), argon2._b64encode(tag))
    assert sodium.crypto_pwhash_str_verify(string, b"pw", 2) == 0
    assert sodium.crypto_pwhash_str_verify(string, b"pW", 2) == -1
    assert argon2.crypto_pwhash_str_verify(string, b"pw")


# -- the word-halves layout's bounds (PyPy: no int >= 2^63) ----------------------------------------------


def _model_p(words: list[int]) -> list[int]:
    """BLAKE2b's round without message on 16 64-bit words with BlaMka's multiplication, written from RFC 9106
    section 3.6 on plain ints."""
    m64 = (1 << 64) - 1
    v = list(words)

    def rotr(x: int, n: int) -> int:
        return ((x >> n) | (x << (64 - n))) & m64

    def gb(a: int, b: int, c: int, d: int) -> None:
        for x, y, z, n in ((a, b, d, 32), (c, d, b, 24), (a, b, d, 16), (c, d, b, 63)):
            v[x] = (v[x] + v[y] + 2 * (v[x] & 0xFFFFFFFF) * (v[y] & 0xFFFFFFFF)) & m64
            v[z] = rotr(v[z] ^ v[x], n)

    for group in ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
                  (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)):
        gb(*group)
    return v


def _halves(words: list[int]) -> list[int]:
    return [half for word in words for half in (word & 0xFFFFFFFF, word >> 32)]


@pytest.mark.parametrize("pattern", ["ones", "zeros", "high bits", "random"])
def test_halves_p_matches_model_and_stays_below_2_63(pattern: str) -> None:
    # Every intermediate of the generated row and column functions is checked against PyPy's machine word
    # (`Bounded63`), on extreme inputs (all halves 2^32 - 1: the largest products) and on random ones.
    rng = random.Random(pattern)
    m64 = (1 << 64) - 1
    make = {"ones": lambda: m64, "zeros": lambda: 0, "high bits": lambda: 0xFFFFFFFF00000000,
            "random": lambda: rng.getrandbits(64)}[pattern]
    block = [make() for _ in range(128)]
    row_halves = [Bounded63(h) for h in _halves(block)]
    halves._p_row_halves(row_halves, 32 * 3)  # row 3: words 48..63
    expected_row = block[:48] + _model_p(block[48:64]) + block[64:]
    assert row_halves == _halves(expected_row)
    column_halves = [Bounded63(h) for h in _halves(block)]
    halves._p_column_halves(column_halves, 4 * 5)  # column 5: words 10, 11, 26, 27, .., 122, 123
    column_words = [16 * j + 10 + k for j in range(8) for k in (0, 1)]
    expected_column = list(block)
    for word, value in zip(column_words, _model_p([block[w] for w in column_words])):
        expected_column[word] = value
    assert column_halves == _halves(expected_column)


@settings(max_examples=300, deadline=None)
@given(j1=st.integers(0, 2**32 - 1), area=st.integers(1, 2**32 - 1))
def test_relative_position_matches_rfc_formula(j1: int, area: int) -> None:
    expected = area - 1 - ((area * ((j1 * j1) >> 32)) >> 32)
    assert argon2._relative_position(Bounded63(j1), Bounded63(area)) == expected


def test_relative_position_extremes() -> None:
    for j1 in (0, 1, 0xFFFF, 0x10000, 2**32 - 1):
        for area in (1, 2, 2**31, 2**32 - 1):
            expected = area - 1 - ((area * ((j1 * j1) >> 32)) >> 32)
            assert argon2._relative_position(Bounded63(j1), Bounded63(area)) == expected


@pytest.mark.parametrize("xor_old", [False, True])
def test_layouts_compress_alike(xor_old: bool) -> None:
    # One compression of random blocks through each layout's interface gives the same 1024 bytes.
    rng = random.Random(7)
    blocks = [rng.randbytes(1024) for _ in range(3)]
    results = []
    for layout in (packed.PACKED_LANES, halves.WORD_HALVES):
        memory = layout.new_memory(3)
        for index, block in enumerate(blocks):
            memory[index * layout.stride:(index + 1) * layout.stride] = layout.stored_from_block(block)
        layout.compress_into(memory, 2, 0, 1, xor_old)
        assert layout.first_halves(memory, 0) == struct.unpack("<II", blocks[0][:8])
        low, high = layout.all_halves(memory, 1)
        assert list(low) + list(high) == list(struct.unpack("<256I", blocks[1])[0::2] + struct.unpack("<256I", blocks[1])[1::2])
        results.append(layout.block_from_stored(memory, 2))
    assert results[0] == results[1]


# -- strings both ways ----------------------------------------------------------------------------------


@pytest.mark.parametrize("module", ["argon2i", "argon2id"])
def test_strings_round_trip_both_ways(module: str) -> None:
    theirs_module, ours_module = getattr(nacl.pwhash, module), getattr(tpwhash, module)
    ops = 3
    for password in (b"", b"pw", bytes(range(256))):
        theirs = theirs_module.str(password, opslimit=ops, memlimit=16384)
        assert ours_module.verify(theirs, password) is True
        assert tpwhash.verify(theirs, password) is True
        with pytest.raises(texc.InvalidkeyError):
            ours_module.verify(theirs, password + b"x")
        ours = ours_module.str(password, opslimit=ops, memlimit=16384)
        assert ours.startswith(theirs_module.STRPREFIX + b"v=19$m=16,t=3,p=1$")
        assert len(ours) == len(theirs)
        assert theirs_module.verify(ours, password) is True
        with pytest.raises(nacl.exceptions.InvalidkeyError):
            theirs_module.verify(ours, password + b"x")


def test_str_layout_equals_libsodium_for_the_same_salt() -> None:
    # crypto_pwhash_str's layout: the same salt gives the same string as libsodium's raw hash encoded.
    string = argon2.crypto_pwhash_str(b"pw", 2, 20480, argon2.ALG_ARGON2ID13, salt=SALT16)
    raw = nacl.bindings.crypto_pwhash_alg(32, b"pw", SALT16, 2, 20480, 2)
    assert string == b"$argon2id$v=19$m=20,t=2,p=1$AAECAwQFBgcICQoLDA0ODw$" + argon2._b64encode(raw)
    assert sodium.crypto_pwhash_str_verify(string, b"pw", 2) == 0


def _mutations(string: bytes) -> list[bytes]:
    return [
        string.replace(b"v=19$", b""), string.replace(b"v=19", b"v=16"), string.replace(b"v=19", b"v=019"),
        string.replace(b"m=8,", b"m=08,"), string.replace(b"m=8,", b"m=7,"), string.replace(b",t=1,", b",t=0,"),
        string.replace(b",p=1$", b",p=0$"), string.replace(b",p=1$", b",p=2$"), string.replace(b",t=1,", b",t=4294967296,"),
        string[:-1], string[:-2], string + b"A", string + b"=", string + b"$", string[:-1] + b"B",
        string.replace(b"$argon2id", b"$argon2i"), string.replace(b"$argon2id", b"$Argon2id"),
        string.replace(b"$argon2id", b"$argon2d"), string + b"\x00junk", b" " + string,
        string.replace(b",t=", b",t=+"), string.replace(b"m=8", b"m=-8"), b"$argon2id$", b"",
        string.split(b"$")[0] + b"$" + b"$".join(string.split(b"$")[1:5]) + b"$$" + string.split(b"$")[5],
    ]


def test_malformed_strings_as_libsodium_judges_them() -> None:
    base = nacl.pwhash.argon2id.str(b"pw", opslimit=1, memlimit=8192)
    short_salt = b"$argon2id$v=19$m=8,t=1,p=1$c2hvcnQ$" + base.split(b"$")[-1]
    eight_salt = argon2.crypto_pwhash_str(b"pw", 1, 8192, 2, salt=SALT16)
    cases = _mutations(base) + _mutations(eight_salt) + [short_salt]
    for string in cases:
        expected = sodium.crypto_pwhash_str_verify(string, b"pw", 2) == 0
        assert argon2.crypto_pwhash_str_verify(string, b"pw") is expected, string


@FEW
@given(position=st.integers(0, 200), byte=st.integers(0, 255), delete=st.booleans())
def test_mutated_strings_property(position: int, byte: int, delete: bool) -> None:
    base = b"$argon2i$v=19$m=8,t=1,p=1$AAECAwQFBgcICQoLDA0ODw$" + argon2._b64encode(
        argon2.argon2(argon2.TYPE_ARGON2I, b"pw", SALT16, 1, 8, 1, 32))
    position %= len(base)
    string = base[:position] + (b"" if delete else bytes([byte])) + base[position + 1:]
    expected = sodium.crypto_pwhash_str_verify(string.split(b"\x00")[0], b"pw", 2) == 0
    assert argon2.crypto_pwhash_str_verify(string, b"pw") is expected


def test_needs_rehash_matches_libsodium() -> None:
    string = nacl.pwhash.argon2id.str(b"pw", opslimit=2, memlimit=16384)
    for ops, mem in ((2, 16384), (2, 16385), (2, 17408), (3, 16384), (1, 16384), (2, 8192), (2**32, 16384)):
        expected = sodium.crypto_pwhash_str_needs_rehash(string, ops, mem)
        if expected == -1:
            with pytest.raises(ValueError):
                argon2.crypto_pwhash_str_needs_rehash(string, ops, mem)
        else:
            assert argon2.crypto_pwhash_str_needs_rehash(string, ops, mem) is bool(expected)
    for bad in _mutations(string)[:12] + [string.replace(b"$argon2id", b"$argon2x"), string + b"A" * 40]:
        expected = sodium.crypto_pwhash_str_needs_rehash(bad, 2, 16384)
        if expected == -1:
            with pytest.raises(ValueError):
                argon2.crypto_pwhash_str_needs_rehash(bad, 2, 16384)
        else:
            assert argon2.crypto_pwhash_str_needs_rehash(bad, 2, 16384) is bool(expected)


@pytest.mark.slow
def test_libsodium_interactive_string_verifies() -> None:
    # libsodium's default argon2id INTERACTIVE (2 passes over 64 MiB): what verifying a real hash costs.
    string = nacl.pwhash.argon2id.str(b"hunter2")
    assert argon2.crypto_pwhash_str_verify(string, b"hunter2")


# -- the PyNaCl layer: same results, same exceptions ---------------------------------------------------


def _outcome(call: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return ("returns", call())
    except Exception as error:  # noqa: BLE001 - the exception class and message are the outcome
        return ("raises", (type(error).__name__, str(error)))


PYNACL_CASES: dict[str, Callable[[Any], Any]] = {
    "kdf ok": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16, opslimit=1, memlimit=8192),
    "kdf i ok": lambda ns: ns.pwhash.argon2i.kdf(16, b"pw", SALT16, opslimit=3, memlimit=8192),
    "kdf hex": lambda ns: ns.pwhash.argon2i.kdf(16, b"pw", SALT16, 3, 8192, encoder=ns.encoding.HexEncoder),
    "kdf short salt": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16[:15], opslimit=1, memlimit=8192),
    "kdf long salt": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16 + b"x", opslimit=1, memlimit=8192),
    "kdf size 15": lambda ns: ns.pwhash.argon2id.kdf(15, b"pw", SALT16, opslimit=1, memlimit=8192),
    "kdf size huge": lambda ns: ns.pwhash.argon2id.kdf(2**32, b"pw", SALT16, opslimit=1, memlimit=8192),
    "kdf ops 0": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16, opslimit=0, memlimit=8192),
    "kdf i ops 2": lambda ns: ns.pwhash.argon2i.kdf(32, b"pw", SALT16, opslimit=2, memlimit=8192),
    "kdf ops huge": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16, opslimit=2**32, memlimit=8192),
    "kdf mem low": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16, opslimit=1, memlimit=8191),
    "kdf mem huge": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16, opslimit=1, memlimit=2**43),
    "kdf str password": lambda ns: ns.pwhash.argon2id.kdf(32, "pw", SALT16, opslimit=1, memlimit=8192),
    "kdf float size": lambda ns: ns.pwhash.argon2id.kdf(32.0, b"pw", SALT16, opslimit=1, memlimit=8192),
    "kdf float ops": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", SALT16, opslimit=1.0, memlimit=8192),
    "kdf None salt": lambda ns: ns.pwhash.argon2id.kdf(32, b"pw", None, opslimit=1, memlimit=8192),
    "alg bad": lambda ns: ns.bindings.crypto_pwhash_alg(32, b"pw", SALT16, 1, 8192, 3),
    "alg float": lambda ns: ns.bindings.crypto_pwhash_alg(32, b"pw", SALT16, 1, 8192, 2.0),
    "str_alg bad": lambda ns: ns.bindings.crypto_pwhash_str_alg(b"pw", 1, 8192, 0),
    "str mem low": lambda ns: ns.pwhash.argon2id.str(b"pw", opslimit=1, memlimit=100),
    "str i ops low": lambda ns: ns.pwhash.argon2i.str(b"pw", opslimit=1, memlimit=8192),
    "str str password": lambda ns: ns.pwhash.argon2id.str("pw", opslimit=1, memlimit=8192),
    "verify long": lambda ns: ns.pwhash.argon2id.verify(b"$argon2id$" + b"A" * 118, b"pw"),
    "verify garbage": lambda ns: ns.pwhash.argon2id.verify(b"$argon2id$v=19$m=8,t=1,p=1$x$y", b"pw"),
    "verify str hash": lambda ns: ns.pwhash.argon2id.verify("$argon2id$", b"pw"),
    "verify str password": lambda ns: ns.pwhash.argon2id.verify(b"$argon2id$", "pw"),
    "verify unknown": lambda ns: ns.pwhash.verify(b"$2b$10$abc", b"pw"),
    "verify i via id": lambda ns: ns.pwhash.argon2id.verify(
        b"$argon2i$v=19$m=8,t=1,p=1$AAECAwQFBgcICQoLDA0ODw$8z6hsBRzGLYs+aMHGwumJ4vCqAsQXxlbvcKBVRtpzpo", b"pw"),
    "scrypt kdf ok": lambda ns: ns.pwhash.scrypt.kdf(32, b"pw", SALT32, opslimit=32768, memlimit=2**24),
    "scrypt kdf short salt": lambda ns: ns.pwhash.scrypt.kdf(32, b"pw", SALT16, opslimit=32768, memlimit=2**24),
    "scrypt kdf ops low mem": lambda ns: ns.pwhash.scrypt.kdf(32, b"pw", SALT32, opslimit=2**20, memlimit=2**21),
    "scrypt verify short": lambda ns: ns.pwhash.scrypt.verify(b"$7$C6....", b"pw"),
    "scrypt verify 101": lambda ns: ns.pwhash.scrypt.verify(b"$7$" + b"." * 98, b"pw"),
    "scrypt bindings verify 101": lambda ns: ns.bindings.crypto_pwhash_scryptsalsa208sha256_str_verify(b"$7$" + b"." * 98, b"pw"),
    "hashlib scrypt": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=16, r=2, p=3, dklen=40),
    "hashlib scrypt n 3": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=3, r=2, p=3),
    "hashlib scrypt n 1": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=1, r=2, p=3),
    "hashlib scrypt r 0": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=16, r=0, p=3),
    "hashlib scrypt p 0": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=16, r=1, p=0),
    "hashlib scrypt pr": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=16, r=2**15, p=2**15),
    "hashlib scrypt n big for r": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=2**16, r=1, p=1),
    "hashlib scrypt maxmem": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=2**14, r=8, p=1, maxmem=2**20),
    "hashlib scrypt str password": lambda ns: ns.hashlib.scrypt("pw", salt=b"salt", n=16, r=2, p=3),
    "hashlib scrypt str salt": lambda ns: ns.hashlib.scrypt(b"pw", salt="salt", n=16, r=2, p=3),
    "hashlib scrypt float n": lambda ns: ns.hashlib.scrypt(b"pw", salt=b"salt", n=16.0, r=2, p=3),
    "pick params": lambda ns: [ns.bindings.nacl_bindings_pick_scrypt_params(o, m) for o, m in (
        (1, 10**6), (32768, 2**24), (2**20, 2**24), (2**25, 2**30), (10**9, 2**20), (2**32 - 1, 2**36))],
}


class _Namespace:
    def __init__(self, **modules: Any) -> None:
        self.__dict__.update(modules)


THEIRS = _Namespace(pwhash=nacl.pwhash, bindings=nacl.bindings, hashlib=nacl.hashlib, encoding=__import__("nacl.encoding").encoding)
OURS = _Namespace(pwhash=tpwhash, bindings=tb, hashlib=thashlib, encoding=__import__("tweetnacl.pynacl.encoding").pynacl.encoding)


@pytest.mark.parametrize("case", list(PYNACL_CASES))
def test_pynacl_layer_same_outcome(case: str) -> None:
    theirs = _outcome(lambda: PYNACL_CASES[case](THEIRS))
    ours = _outcome(lambda: PYNACL_CASES[case](OURS))
    assert ours == theirs


def test_constants_equal_pynacl() -> None:
    for name in dir(nacl.bindings):
        if "pwhash" in name and isinstance(getattr(nacl.bindings, name), (int, bytes)):
            assert getattr(tb, name) == getattr(nacl.bindings, name), name
    for module in ("argon2i", "argon2id", "scrypt", "_argon2"):
        theirs, ours = getattr(nacl.pwhash, module), getattr(tpwhash, module)
        for name in dir(theirs):
            if name.isupper():
                assert getattr(ours, name) == getattr(theirs, name), (module, name)
    for name in dir(nacl.pwhash):
        if name.isupper():
            assert getattr(tpwhash, name) == getattr(nacl.pwhash, name), name
    assert tb.has_crypto_pwhash_scryptsalsa208sha256 is True
    assert thashlib.SCRYPT_AVAILABLE is True and tpwhash.scrypt.AVAILABLE is True


# -- scrypt -----------------------------------------------------------------------------------------------


@FEW
@given(password=st.binary(max_size=40), salt=st.binary(max_size=40), n_log2=st.integers(1, 8),
       r=st.integers(1, 4), p=st.integers(1, 3), out_len=st.integers(16, 80))
def test_scrypt_ll_matches_libsodium(password: bytes, salt: bytes, n_log2: int, r: int, p: int, out_len: int) -> None:
    expected = nacl.bindings.crypto_pwhash_scryptsalsa208sha256_ll(password, salt, 2**n_log2, r, p, dklen=out_len)
    assert scrypt.crypto_pwhash_scryptsalsa208sha256_ll(password, salt, 2**n_log2, r, p, out_len) == expected


def test_scrypt_strings_round_trip_both_ways() -> None:
    for password in (b"", b"pw", bytes(range(200))):
        theirs = nacl.pwhash.scrypt.str(password, opslimit=65536, memlimit=2**24)
        assert tpwhash.scrypt.verify(theirs, password) is True
        assert tpwhash.verify(theirs, password) is True
        with pytest.raises(texc.InvalidkeyError):
            tpwhash.scrypt.verify(theirs, password + b"x")
        ours = tpwhash.scrypt.str(password, opslimit=65536, memlimit=2**24)
        assert len(ours) == 101 and ours[:14] == theirs[:14]
        assert nacl.pwhash.scrypt.verify(ours, password) is True
        with pytest.raises(nacl.exceptions.InvalidkeyError):
            nacl.pwhash.scrypt.verify(ours, password + b"x")


def test_scrypt_str_layout_equals_libsodium_for_the_same_salt() -> None:
    # The scrypt salt of a $7$ string is its 43-character encoded salt text.
    string = scrypt.crypto_pwhash_scryptsalsa208sha256_str(b"pw", 32768, 2**24, salt=SALT32)
    setting, encoded_hash = string[:57], string[58:]
    assert string[57:58] == b"$"
    n_log2, r, p = nacl.bindings.nacl_bindings_pick_scrypt_params(32768, 2**24)
    raw = nacl.bindings.crypto_pwhash_scryptsalsa208sha256_ll(b"pw", setting[14:], 2**n_log2, r, p, dklen=32)
    assert encoded_hash == scrypt._encode(raw)
    assert sodium.crypto_pwhash_scryptsalsa208sha256_str_verify(string, b"pw", 2) == 0


def test_scrypt_malformed_strings_as_libsodium_judges_them() -> None:
    base = nacl.pwhash.scrypt.str(b"pw", opslimit=32768, memlimit=2**24)
    cases = [base[:i] + b"$" + base[i + 1:] for i in (3, 4, 8, 13, 14, 30, 56, 57, 58, 100)]
    cases += [base[:i] + b"!" + base[i + 1:] for i in (3, 4, 9, 14, 57, 100)]
    cases += [base[:-1], base + b".", base.replace(b"$7$", b"$8$"), base[:3] + b"Z" + base[4:], base + b"\x00x"]
    for string in cases:
        expected = sodium.crypto_pwhash_scryptsalsa208sha256_str_verify(string, b"pw", 2) == 0
        assert scrypt.crypto_pwhash_scryptsalsa208sha256_str_verify(string, b"pw") is expected, string


def test_scrypt_needs_rehash() -> None:
    string = nacl.pwhash.scrypt.str(b"pw", opslimit=65536, memlimit=2**24)
    assert scrypt.crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(string, 65536, 2**24) is False
    for ops, mem in ((2**20, 2**24), (65536, 2**26), (2**25, 2**30)):
        changed = nacl.bindings.nacl_bindings_pick_scrypt_params(ops, mem) != nacl.bindings.nacl_bindings_pick_scrypt_params(65536, 2**24)
        assert scrypt.crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(string, ops, mem) is changed
    for bad in (string[:-1], b"$8$" + string[3:], string[:3] + b"!" + string[4:]):
        with pytest.raises(ValueError):
            scrypt.crypto_pwhash_scryptsalsa208sha256_str_needs_rehash(bad, 65536, 2**24)


def test_without_hashlib_scrypt_it_is_a_minimal_build() -> None:
    # Simulate an interpreter whose hashlib lacks scrypt: the flags say False, the functions raise
    # UnavailableError, the constants are zero, and a $7$ string is an unknown format.
    program = """
import hashlib
del hashlib.scrypt
import tweetnacl.pynacl as p
from tweetnacl.pynacl import bindings, exceptions, hashlib as h, pwhash
from tweetnacl.fast.pwhash import scrypt
assert scrypt.AVAILABLE is False and bindings.has_crypto_pwhash_scryptsalsa208sha256 is False
assert h.SCRYPT_AVAILABLE is False and pwhash.scrypt.AVAILABLE is False
assert bindings.crypto_pwhash_scryptsalsa208sha256_STRBYTES == 0 and pwhash.SCRYPT_SALTBYTES == 0
for call in (lambda: pwhash.scrypt.kdf(32, b"pw", bytes(32)), lambda: pwhash.scrypt.str(b"pw"),
             lambda: pwhash.scrypt.verify(b"$7$", b"pw"), lambda: h.scrypt(b"pw", salt=b"s", n=2, r=1, p=1),
             lambda: scrypt.crypto_pwhash_scryptsalsa208sha256_str(b"pw", 32768, 2**24)):
    try:
        call()
    except exceptions.UnavailableError as error:
        assert str(error) == "Not available in minimal build"
    except scrypt.UnavailableError:
        pass
    else:
        raise AssertionError("no error")
try:
    pwhash.verify(b"$7$C6..../....", b"pw")
except exceptions.CryptPrefixError:
    pass
else:
    raise AssertionError("no CryptPrefixError")
assert pwhash.argon2id.verify(pwhash.argon2id.str(b"pw", 1, 8192), b"pw")
print("ok")
"""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parent.parent / "src"))
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, env=env, timeout=120)
    assert result.stdout.strip() == "ok", result.stderr


def test_high_bytes_in_base64_as_libsodium_reads_them() -> None:
    # libsodium reads a byte >= 0x80 inside the salt or tag as '/' (a signed `char` in its branch-free decoder):
    # found by test_mutated_strings_property (position 78, byte 128). Every position, the extreme high bytes.
    base = b"$argon2i$v=19$m=8,t=1,p=1$AAECAwQFBgcICQoLDA0ODw$" + argon2._b64encode(
        argon2.argon2(argon2.TYPE_ARGON2I, b"pw", SALT16, 1, 8, 1, 32))
    assert b"/" in base.split(b"$")[-1]  # the case that matters: a '/' in the tag
    for position in range(len(base)):
        for byte in (0x80, 0xAF, 0xFF):
            string = base[:position] + bytes([byte]) + base[position + 1:]
            expected = sodium.crypto_pwhash_str_verify(string, b"pw", 2) == 0
            assert argon2.crypto_pwhash_str_verify(string, b"pw") is expected, (position, byte)
