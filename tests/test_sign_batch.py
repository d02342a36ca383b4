"""Ed25519 verification by ZIP 215's rules, single (`sign.detached.verify_zip215`) and batched
(`sign.detached.verify_batch`), issue 27.

Expected verdicts come from elsewhere, never from this project's code:
- C2SP/CCTV `ed25519vectors.json`: the ZIP 215 verdict derived from each vector's flags as that repository's own
  Go test derives it (`ed25519vectors_test.go`: accepted unless `reencoded_k` and not `low_order_A`);
- ed25519-speccheck's `cases.json` (eprint 2020/1244): the verdicts of its README's "Zebra" row (ed25519-zebra is
  ZIP 215's implementation; the "cof-ed" column is not ZIP 215: it accepts S >= L);
- ed25519-zebra's `tests/small_order.rs`: the 196 combinations of 14 small-order encodings of A and R with S = 0
  over the message "Zcash", all valid under ZIP 215 (the 8 canonical encodings as listed in CCTV's README, then the
  first 6 of `util::non_canonical_point_encodings`);
- libsodium (through PyNaCl) for honestly made and for altered signatures, where ZIP 215 and libsodium agree.
Randomized batches mix all of these at random positions; each verdict of the batch is compared with the expected
one and with `verify_zip215`.
"""

from __future__ import annotations

import json
import random
import re
import types
from collections.abc import Iterator
from typing import Any

import pytest

import tweetnacl
import tweetnacl.fast
import tweetnacl.reference
from tweetnacl.fast.curve25519 import ed25519 as fast_ed25519
from test_montgomery_words import checked_limbs, Word
from tweetnacl.fast.curve25519 import bos_coster, bos_coster_words, edwards, field_words, straus
from tweetnacl.fast.curve25519.field import P
from vector_files import VECTORS

try:
    import nacl.bindings as sodium
except ImportError:  # Pyodide has no PyNaCl: keys and honest signatures come from tweetnacl there, libsodium's
    sodium = None  # own verdicts are checked where it runs (CPython, PyPy); the vector files are checked everywhere


def seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    if sodium is not None:
        return sodium.crypto_sign_seed_keypair(seed)
    pair = tweetnacl.sign.keypair.from_seed(seed)
    return pair.public_key, pair.secret_key


def sign_detached(m: bytes, sk: bytes) -> bytes:
    return sodium.crypto_sign(m, sk)[:64] if sodium is not None else tweetnacl.fast.sign.detached(m, sk)


def libsodium_accepts(sig: bytes, m: bytes, pk: bytes) -> bool | None:
    """libsodium's verdict (crypto_sign_open), or None where PyNaCl is absent."""
    if sodium is None:
        return None
    try:
        sodium.crypto_sign_open(sig + m, pk)
    except Exception:
        return False
    return True

L = 2**252 + 27742317777372353535851937790883648493  # the order of the base point (RFC 8032 section 5.1)

Case = tuple[bytes, bytes, bytes, bool]
"""(message, signature, public key, expected ZIP 215 verdict)."""


# -- the vector files ---------------------------------------------------------------------------


def cctv_cases() -> list[Case]:
    """CCTV's vectors with the ZIP 215 verdict of its Go test (TestVectors: `!v.F(ReencodedK) || v.F(LowOrderA)`)."""
    cases = []
    for vector in json.loads((VECTORS / "cctv_ed25519vectors.json").read_text()):
        flags = vector["flags"] or []
        expected = "reencoded_k" not in flags or "low_order_A" in flags
        cases.append((vector["msg"].encode(), bytes.fromhex(vector["sig"]), bytes.fromhex(vector["key"]), expected))
    return cases


SPECCHECK_ZEBRA_ROW = "V V V V V V X X X V V V"
"""ed25519-speccheck README.md, "Results", the row `|Zebra | V | V | V | V | V | V | X | X | X | V | V | V |`."""
SPECCHECK_LIBSODIUM_ROW = "X X X V X X X X X X X X"
"""The same table's `LibSodium` row (what the PyNaCl layer's rules give)."""
SPECCHECK_TWEETNACL_JS_ROW = "V V V V X X V V X X X V"
"""The same table's `TweetNaCl-js` row: the native `verify` follows it except on cases 6 and 7 (S >= L), which
docs/contract.md rejects."""


def speccheck_cases() -> list[Case]:
    verdicts = [mark == "V" for mark in SPECCHECK_ZEBRA_ROW.split()]
    cases = json.loads((VECTORS / "speccheck_cases.json").read_text())
    assert len(cases) == len(verdicts) == 12
    return [
        (bytes.fromhex(case["message"]), bytes.fromhex(case["signature"]), bytes.fromhex(case["pub_key"]), valid)
        for case, valid in zip(cases, verdicts)
    ]


def zebra_small_order_cases() -> list[Case]:
    """ed25519-zebra's SMALL_ORDER_SIGS (tests/small_order.rs): EIGHT_TORSION's encodings, then the first 6 of
    util::non_canonical_point_encodings (its two explicit arrays, then y = p and y = p + 1, each without and with
    the sign bit: the non-canonical field encodings 237 + i, i = 0, 1, that decode, as CCTV's README lists them),
    for A and for R, S = 0, message "Zcash", `valid_zip215 = true`."""
    readme = (VECTORS / "cctv_ed25519_README.md").read_text()
    torsion = [bytes.fromhex(h) for h in re.findall(r"^([0-9a-f]{64}) \[order \d\]$", readme, re.MULTILINE)]
    util = (VECTORS / "zebra_util_mod.rs").read_text()
    explicit = []
    for name in ("y1_noncanonical_sign_bit", "ym1_noncanonical_sign_bit"):
        body = re.search(rf"let {name} = \[(.*?)\];", util, re.DOTALL)
        assert body is not None
        explicit.append(bytes(int(token) for token in re.findall(r"\d+", body.group(1))))
    field = re.search(r"let mut bytes = \[(.*?)\];", util, re.DOTALL)
    assert field is not None
    template = bytearray(int(token) for token in re.findall(r"\d+", field.group(1)))
    non_canonical = []
    for i in (0, 1):
        template[0] = 237 + i
        non_canonical += [bytes(template), bytes(template[:31]) + bytes([template[31] | 128])]
    listed_by_cctv = {bytes.fromhex(h) for h in re.findall(r"^    ([0-9a-f]{64}) ", readme, re.MULTILINE)}
    assert set(non_canonical) <= listed_by_cctv  # they decode, to low-order points
    encodings = torsion + explicit + non_canonical
    assert len(torsion) == 8 and len(set(encodings)) == 14
    return [(b"Zcash", r + bytes(32), a, True) for a in encodings for r in encodings]


CCTV = cctv_cases()
SPECCHECK = speccheck_cases()
ZEBRA = zebra_small_order_cases()


@pytest.fixture(params=["bigints", "words"])
def kernel(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The fast core's ZIP 215 arithmetic forced to big ints (CPython's) or machine-word limbs (PyPy's)."""
    chosen = fast_ed25519.BIGINT_KERNEL if request.param == "bigints" else fast_ed25519.WORDS_KERNEL
    monkeypatch.setattr(fast_ed25519, "ZIP215_KERNEL", chosen)
    return str(request.param)


def check_single(nacl: types.ModuleType, cases: list[Case]) -> None:
    for i, (m, sig, pk, expected) in enumerate(cases):
        assert nacl.sign.detached.verify_zip215(m, sig, pk) is expected, (i, m, sig.hex(), pk.hex())


def check_batch(nacl: types.ModuleType, cases: list[Case]) -> None:
    verdicts = nacl.sign.detached.verify_batch([c[0] for c in cases], [c[1] for c in cases], [c[2] for c in cases])
    assert verdicts == [c[3] for c in cases]
    assert all(type(v) is bool for v in verdicts)


# -- the published vectors ------------------------------------------------------------------------


def test_vector_files_as_published() -> None:
    assert len(CCTV) == 914 and sum(not c[3] for c in CCTV) == 88
    assert len(ZEBRA) == 196


def test_speccheck(nacl: types.ModuleType, is_reference: bool) -> None:
    cases = SPECCHECK if not is_reference else [SPECCHECK[4]]  # valid by the cofactored equation only
    check_single(nacl, cases)
    if not is_reference:
        check_batch(nacl, cases)


def test_speccheck_kernels(kernel: str) -> None:
    check_single(tweetnacl.fast, SPECCHECK)
    check_batch(tweetnacl.fast, SPECCHECK)


def test_three_rule_sets_on_speccheck() -> None:
    """docs/signing.md's table: the native `verify` (TweetNaCl's rules, S < L), libsodium's (the PyNaCl layer,
    checked against libsodium itself) and ZIP 215's disagree on these published inputs."""
    tweetnacl_js = [mark == "V" for mark in SPECCHECK_TWEETNACL_JS_ROW.split()]
    libsodium = [mark == "V" for mark in SPECCHECK_LIBSODIUM_ROW.split()]
    for i, (m, sig, pk, zip215) in enumerate(SPECCHECK):
        s_in_range = int.from_bytes(sig[32:], "little") < L
        assert tweetnacl.sign.detached.verify(m, sig, pk) is (tweetnacl_js[i] and s_in_range), i
        assert libsodium_accepts(sig, m, pk) in (libsodium[i], None), i
        assert tweetnacl.sign.detached.verify_zip215(m, sig, pk) is zip215, i


def test_zebra_small_order(nacl: types.ModuleType, is_reference: bool) -> None:
    if is_reference:
        check_single(nacl, [ZEBRA[-1]])  # A and R both non-canonical (x = -0, y = p + 1)
        return
    check_single(nacl, ZEBRA)
    check_batch(nacl, ZEBRA)


def test_cctv(nacl: types.ModuleType, is_reference: bool) -> None:
    if is_reference:
        rejected = next(c for c in CCTV if not c[3])
        accepted = next(c for c in CCTV if c[3] and int.from_bytes(c[2], "little") != 0)
        check_single(nacl, [rejected, accepted])
        return
    sample = random.Random(2021).sample(CCTV, 150)  # a fixed sample; every vector in test_cctv_all
    check_single(nacl, sample)
    check_batch(nacl, sample)


@pytest.mark.slow
def test_cctv_all(fast_nacl: types.ModuleType) -> None:
    check_single(fast_nacl, CCTV)
    check_batch(fast_nacl, CCTV)


@pytest.mark.parametrize("vectors", ["cctv", "zebra"])
def test_published_vectors_kernels(kernel: str, vectors: str) -> None:
    sample = random.Random(823).sample(CCTV if vectors == "cctv" else ZEBRA, 12)
    check_single(tweetnacl.fast, sample)
    check_batch(tweetnacl.fast, sample)


# -- randomized batches ---------------------------------------------------------------------------


def flip_bit(data: bytes, bit: int) -> bytes:
    out = bytearray(data)
    out[bit // 8] ^= 1 << (bit % 8)
    return bytes(out)


class Pool:
    """Triples with independent verdicts: honest ones signed by libsodium (and checked by it), altered ones that
    libsodium refuses (bit flips in R, S and the message, a wrong key, S + L), and the published edge cases."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.keys = [seed_keypair(rng.randbytes(32)) for _ in range(8)]

    def honest(self) -> Case:
        pk, sk = self.rng.choice(self.keys)
        m = self.rng.randbytes(self.rng.choice((0, 1, 33, 200)))
        sig = sign_detached(m, sk)
        assert libsodium_accepts(sig, m, pk) in (True, None)  # libsodium's verdict on an honest triple: valid
        return (m, sig, pk, True)

    def altered(self) -> Case:
        m, sig, pk, _ = self.honest()
        kind = self.rng.randrange(5)
        if kind == 0:
            sig = flip_bit(sig, self.rng.randrange(256))  # R
        elif kind == 1:
            sig = flip_bit(sig, 256 + self.rng.randrange(253))  # S (below bit 253: S stays < 2^253)
        elif kind == 2:
            m = flip_bit(m + b"\x00", self.rng.randrange(8 * len(m) + 8))
        elif kind == 3:
            pk = next(other for other, _ in self.keys if other != pk)
        else:
            sig = sig[:32] + (int.from_bytes(sig[32:], "little") + L).to_bytes(32, "little")
        assert libsodium_accepts(sig, m, pk) in (False, None)  # libsodium refuses it too
        return (m, sig, pk, False)

    def edge(self) -> Case:
        return self.rng.choice(self.rng.choice((CCTV, SPECCHECK, ZEBRA)))

    def batch(self, size: int, invalid: int) -> list[Case]:
        """`size` triples, `invalid` of them altered (at random positions), a few published edge cases among the
        rest."""
        cases = [self.honest() if self.rng.random() < 0.8 else self.edge() for _ in range(size)]
        for position in self.rng.sample(range(size), invalid):
            cases[position] = self.altered()
        return cases


def invalid_counts(size: int, rng: random.Random, every: bool) -> Iterator[int]:
    """0, 1, 2 and many invalid triples: all four if `every`, else one of them, in turn by size."""
    counts = [0, min(1, size), min(2, size), rng.randint(min(3, size), size)]
    yield from sorted(set(counts)) if every else [counts[size % 4]]


def check_random_batches(
    nacl: types.ModuleType, sizes: list[int], seed: int, every_count: bool = True, compare_single: bool = True
) -> None:
    rng = random.Random(seed)
    pool = Pool(rng)
    for size in sizes:
        for invalid in invalid_counts(size, rng, every_count):
            cases = pool.batch(size, invalid)
            verdicts = nacl.sign.detached.verify_batch(
                [c[0] for c in cases], [c[1] for c in cases], [c[2] for c in cases]
            )
            assert verdicts == [c[3] for c in cases], (size, invalid)
            if compare_single:
                for (m, sig, pk, _), verdict in zip(cases, verdicts):
                    assert nacl.sign.detached.verify_zip215(m, sig, pk) is verdict


SAMPLED_SIZES = [0, 1, 2, 3, 7, 16, 33, 64]
"""Sizes of the normal run (the slow marker runs every size 0..70 and 256)."""


def test_random_batches(nacl: types.ModuleType, is_reference: bool) -> None:
    if is_reference:  # its batch is its single verification in a loop: the expected verdicts are what counts
        check_random_batches(nacl, [0, 3], seed=27, every_count=False, compare_single=False)
    else:
        check_random_batches(nacl, SAMPLED_SIZES, seed=27)


def test_random_batches_kernels(kernel: str) -> None:
    check_random_batches(tweetnacl.fast, [2, 9], seed=28, every_count=False)


@pytest.mark.slow
def test_random_batches_all_sizes(fast_nacl: types.ModuleType) -> None:
    check_random_batches(fast_nacl, [*range(71), 256], seed=29)


def test_repeated_triples_and_keys() -> None:
    """A key met twice is decoded once, a triple met twice is judged twice: duplicates change nothing."""
    pool = Pool(random.Random(30))
    good, bad = pool.honest(), pool.altered()
    check_batch(tweetnacl.fast, [good, bad, good, good, bad, bad, good])


def test_coefficients_come_from_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The batch's coefficients are drawn by `secrets` (16 bytes each, plus 1: non-zero), not by the `set_prng`
    generator."""
    drawn: list[int] = []
    real = fast_ed25519.secrets.token_bytes

    def recording(size: int) -> bytes:
        drawn.append(size)
        return real(size)

    pool = Pool(random.Random(31))
    cases = [pool.honest() for _ in range(4)]  # made first: tweetnacl's signing (on Pyodide) draws its blinding too
    monkeypatch.setattr(fast_ed25519.secrets, "token_bytes", recording)
    tweetnacl.set_prng(lambda n: bytes(n))
    try:
        check_batch(tweetnacl.fast, cases)
    finally:
        tweetnacl.set_prng(None)
    assert drawn == [16 * 4]


# -- arguments ------------------------------------------------------------------------------------


def raises(exception: type[Exception], match: str, *args: Any) -> None:
    for nacl in (tweetnacl.fast, tweetnacl.reference):
        with pytest.raises(exception, match=re.escape(match)):
            nacl.sign.detached.verify_batch(*args)


def test_bad_arguments() -> None:
    pk, sk = seed_keypair(bytes(32))
    sig = sign_detached(b"m", sk)
    raises(ValueError, "messages, signatures and public_keys must have the same length, got 2, 1 and 1",
           [b"m", b"m"], [sig], [pk])  # fmt: skip
    raises(ValueError, "messages, signatures and public_keys must have the same length, got 1, 1 and 0", [b"m"], [sig], [])
    raises(TypeError, "messages must be a sequence of bytes-like objects, not bytes", b"m", [sig], [pk])
    raises(TypeError, "signatures must be a sequence of bytes-like objects, not str", [b"m"], "s", [pk])
    raises(TypeError, "public_keys must be a sequence of bytes-like objects, not NoneType", [b"m"], [sig], None)
    raises(TypeError, "messages[1] must be bytes-like, not str", [b"m", "m"], [sig, sig], [pk, pk])
    raises(TypeError, "signatures[0] must be bytes-like, not NoneType", [b"m"], [None], [pk])
    raises(ValueError, "signatures[1] must be 64 bytes, got 63", [b"m", b"m"], [sig, sig[:63]], [pk, pk])
    raises(ValueError, "public_keys[2] must be 32 bytes, got 33", [b"m"] * 3, [sig] * 3, [pk, pk, pk + b"\x00"])
    for nacl in (tweetnacl.fast, tweetnacl.reference):
        with pytest.raises(ValueError, match="public_key must be 32 bytes, got 31"):
            nacl.sign.detached.verify_zip215(b"m", sig, pk[:31])
        with pytest.raises(TypeError, match="message must be bytes-like, not str"):
            nacl.sign.detached.verify_zip215("m", sig, pk)


def test_bytes_like_inputs_neither_changed_nor_kept() -> None:
    pk, sk = seed_keypair(bytes(range(32)))
    m = bytearray(b"a message")
    sig = bytearray(sign_detached(bytes(m), sk))
    key = memoryview(bytearray(pk))
    messages, signatures, public_keys = [m, m], (sig, bytes(sig)), iter([key, pk])
    assert tweetnacl.sign.detached.verify_batch(messages, signatures, public_keys) == [True, True]
    assert bytes(m) == b"a message" and bytes(sig) == sign_detached(b"a message", sk)
    assert messages == [m, m] and bytes(key) == pk
    assert tweetnacl.sign.detached.verify_batch([], (), iter([])) == []


def test_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch longer than `BATCH_CHUNK` is verified chunk by chunk: every verdict lands at its own position."""
    monkeypatch.setattr(fast_ed25519, "BATCH_CHUNK", 4)
    pool = Pool(random.Random(32))
    check_batch(tweetnacl.fast, pool.batch(11, 3))


# -- the Bos-Coster algorithm (large batches on big ints) ------------------------------------------


def test_random_batches_by_bos_coster(kernel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Batches whose multiplication runs by Bos-Coster (`bos_coster` on big ints, `bos_coster_words` on limbs, from 2
    points here instead of 52), each verdict against the expected one (libsodium's, the published vectors') and
    `verify_zip215`; the bisection's halves of 1 triple run by Straus's tables, which the points keep."""
    monkeypatch.setattr(bos_coster, "BOS_COSTER_FROM", 2)
    monkeypatch.setattr(bos_coster_words, "BOS_COSTER_WORDS_FROM", 2)
    check_random_batches(tweetnacl.fast, [9, 15], seed=33, every_count=False)  # 1 and many invalid triples


def affine(point: tuple[int, int, int]) -> tuple[int, int]:
    """(x, y) of (X : Y : Z); Z = 0 (no point) raises ValueError."""
    x, y, z = point
    inverse = pow(z, -1, P)
    return x * inverse % P, y * inverse % P


@pytest.fixture(params=["bigints", "words"])
def arithmetic(request: pytest.FixtureRequest) -> str:
    """Bos-Coster on big ints (`bos_coster`, CPython's) or on instrumented limbs (`bos_coster_words`, PyPy's)."""
    return str(request.param)


def test_bos_coster_against_straus(arithmetic: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`bos_coster_vartime` and `bos_coster_words_vartime` give Straus's point (`straus.multiscalar_vartime`) on
    random points and scalars of every size the batch meets (1, 128 and 253 bits, and longer) and on the edge cases:
    zero and equal scalars, no point and one point, the identity and the points of small order, a point met twice
    and P1 - P2 of small order (the dedicated addition's exceptional cases, where the complete one is taken:
    counted), scalars far apart (cut by binary), scalars close together. On limbs every word of the short cases is
    an instrumented int: each stays a machine int of PyPy."""
    rng = random.Random(35)
    points: list[edwards.Point] = []
    while len(points) < 6:
        point = edwards.decode_negated_vartime(rng.randbytes(32))
        if point is not None:
            points.append(point)
    small_order = [
        point for y in edwards.SMALL_ORDER_YS for sign in (0, 1)
        if (point := edwards.decode_negated_vartime((y | sign << 255).to_bytes(32, "little"))) is not None
    ]  # fmt: skip
    assert len({affine(point[:3]) for point in small_order}) == 8  # the identity among them
    shifted = [edwards.point_add(points[0], small) for small in small_order]  # P + a point of small order
    pool = points + small_order + shifted
    calls = {"add": 0, "double": 0}
    words = arithmetic == "words"
    module: Any = bos_coster_words if words else bos_coster
    add_name, double_name = ("add_cached_words", "double_words") if words else ("point_add", "point_double")
    real_add, real_double = getattr(module, add_name), getattr(module, double_name)

    def counted_add(*args: Any) -> Any:
        calls["add"] += 1
        return real_add(*args)

    def counted_double(*args: Any) -> Any:
        calls["double"] += 1
        return real_double(*args)

    monkeypatch.setattr(module, add_name, counted_add)
    monkeypatch.setattr(module, double_name, counted_double)
    # The exceptional test converts Z to a big int: a conversion, not limb arithmetic.
    monkeypatch.setattr(bos_coster_words, "from_limbs", lambda f: field_words.from_limbs(tuple(map(int, f))))

    def multiply(b_scalar: int, terms: list[tuple[int, edwards.Point]]) -> tuple[int, int, int]:
        heap_terms = [(k, ((y + x) % P, (y - x) % P, z, 2 * t % P)) for k, (x, y, z, t) in terms]
        if not words:
            return bos_coster.bos_coster_vartime(b_scalar, heap_terms)
        to_limbs = limbs if instrumented["on"] else field_words.to_limbs
        word_terms = [(k, (to_limbs(yp), to_limbs(ym), to_limbs(z), to_limbs(t2))) for k, (yp, ym, z, t2) in heap_terms]
        xyz = bos_coster_words.bos_coster_words_vartime(b_scalar, word_terms)
        return (ints(xyz[0]), ints(xyz[1]), ints(xyz[2]))

    def check(b_scalar: int, terms: list[tuple[int, edwards.Point]]) -> None:
        expected = straus.multiscalar_vartime(b_scalar, [(k, straus.cached_odd_multiples_vartime(p)) for k, p in terms])
        assert affine(multiply(b_scalar, terms)) == affine(expected), (b_scalar, terms)

    Word.largest = 0
    # The limbs instrumented in the short cases (an instrumented int is slow), which take every path: the dedicated
    # and the complete additions, the binary cuts, the conversions.
    instrumented = {"on": True}
    check(0, [])
    check(0, [(0, points[0]), (0, points[1])])
    check(0, [(2**12 + 3, points[0]), (1, points[1])])  # k1 > 2^8 k2: cut by binary
    check(0, [(rng.getrandbits(16), point) for point in points])
    check(0, [(1, points[0]), (1, points[0])])
    check(0, [(1, points[0]), (1, shifted[5])])
    instrumented["on"] = False
    check(rng.randrange(L), [])
    check(0, [(2**256 - 1, points[0])])  # the last term's 256 doublings: more than 8 bits in its step
    check(0, [(rng.randrange(L), points[0])])
    check(0, [(2**200 + 3, points[0]), (1, points[1])])  # k1 > 2^8 k2: cut by binary
    check(rng.randrange(L), [(5, points[0]), (rng.randrange(L), points[1])])
    exceptional = 0
    for second in [points[0], *shifted, *small_order]:
        for first in (points[0], second):
            calls.update(add=0, double=0)
            check(0, [(1, first), (1, second)])  # P1 + P2, then [1] of it: one complete addition and one doubling
            exceptional += calls["add"] - calls["double"]
    # P1 = P2 (22 pairs) and P1 - P2 of small order (6 of the 10 shifts: those of order 4 and 8): 28 taken by
    # the complete formula (P and a point of small order are not exceptional).
    assert exceptional == 28
    sizes = [0, 1, 2, 2**128 - 1, rng.getrandbits(128), rng.randrange(L), rng.getrandbits(256)]
    for _ in range(40):
        terms = [(rng.choice(sizes), rng.choice(pool)) for _ in range(rng.randrange(1, 9))]
        if rng.random() < 0.5:
            terms.append(terms[0])  # a point and a scalar met twice
        check(rng.choice([0, 1, rng.randrange(L)]), terms)
    terms = [(rng.getrandbits(128), rng.choice(points)) for _ in range(64)]  # a batch's size
    check(rng.randrange(L), [(k * rng.randrange(L) % L, p) for k, p in terms] + terms)
    close = [2**200 + 1, 2**200, 2**200 + 2**150, 2**200 + 3]
    check(0, [(k, points[i]) for i, k in enumerate(close)])
    check(0, [(k, points[i]) for i, k in enumerate(reversed(close))])
    if words:
        assert 1 << 50 < Word.largest < 1 << 62  # the products were instrumented and stayed machine ints


def limbs(value: int) -> field_words.Limbs:
    """An element in [0, p) as instrumented limbs (`test_montgomery_words.Word`)."""
    return checked_limbs(list(field_words.to_limbs(value)))


def ints(value: field_words.Limbs) -> int:
    return field_words.from_limbs(tuple(map(int, value)))  # type: ignore[arg-type]
