"""ristretto255 (RFC 9496) and the edwards25519 extras of libsodium 1.0.22: crypto_core_ristretto255_*,
crypto_scalarmult_ristretto255{,_base}, crypto_core_ed25519_{from_hash,random,scalar_random} and
crypto_scalarmult_curve25519{,_base}, in `tweetnacl.pynacl.bindings` and the native `nacl.ristretto255`.

Expected values come from elsewhere: RFC 9496's appendix A vectors as libsodium 1.0.22's own tests carry them
(tests/vectors/libsodium_*ristretto255*, provenance in tests/vectors/README.md), and libsodium 1.0.22 itself
(libsodium.js under node, the `libsodium_js` fixture, its C exports called raw so that every -1 is seen) on seeded
random inputs and on each error case.
"""

from __future__ import annotations

import random
import re
import types

import pytest

from libsodium_js import In, LibsodiumJS, Out
from vector_files import VECTORS

from tweetnacl.pynacl import bindings as b
from tweetnacl.pynacl import exceptions as exc

L = 2**252 + 27742317777372353535851937790883648493
L_BYTES = L.to_bytes(32, "little")
IDENTITY = bytes(32)


def _hex_lines(name: str) -> list[str]:
    """The lines of a .exp vector file that are output (not its provenance comment)."""
    return [line for line in (VECTORS / name).read_text().splitlines() if line and not line.startswith("#")]


def _c_hex_strings(function: str) -> list[str]:
    """The hex string literals of one function of tests/vectors/libsodium_core_ristretto255.c (adjacent literals
    concatenated, as in C)."""
    text = (VECTORS / "libsodium_core_ristretto255.c").read_text()
    body = text.split(f"\n{function}(void)\n", 1)[1].split("\n}", 1)[0]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    array = body.split("= {", 1)[1].split("};", 1)[0]
    return ["".join(re.findall(r'"([0-9a-f]*)"', item)) for item in array.split(",") if '"' in item]


MULTIPLES = _hex_lines("libsodium_scalarmult_ristretto255.exp")
BAD_ENCODINGS = _c_hex_strings("tv1")
HASH_INPUTS = _c_hex_strings("tv2")
HASH_OUTPUTS = _hex_lines("libsodium_core_ristretto255.exp")


def test_vector_files_parsed() -> None:
    assert MULTIPLES[0] == "crypto_scalarmult_ristretto255(0) != 0" and MULTIPLES[-1] == "OK"
    assert len(MULTIPLES[1:-1]) == 16 and len(BAD_ENCODINGS) == 30
    assert len(HASH_INPUTS) == 7 and all(len(h) == 128 for h in HASH_INPUTS)
    assert len(HASH_OUTPUTS) == 8 and HASH_OUTPUTS[-1] == "OK"


# -- RFC 9496 appendix A, through the bindings ------------------------------------------------------------------


@pytest.mark.parametrize("k", range(16))
def test_multiples_of_the_generator(k: int) -> None:
    """A.1: [k] B by the comb and by the window on B; the identity ([0] B) fails, as libsodium's test shows."""
    expected = bytes.fromhex(MULTIPLES[1 + k])
    n = k.to_bytes(32, "little")
    generator = bytes.fromhex(MULTIPLES[2])
    assert b.crypto_core_ristretto255_is_valid_point(expected)
    if k == 0:
        with pytest.raises(exc.RuntimeError):
            b.crypto_scalarmult_ristretto255_base(n)
        with pytest.raises(exc.RuntimeError):
            b.crypto_scalarmult_ristretto255(n, generator)
        return
    assert b.crypto_scalarmult_ristretto255_base(n) == expected
    assert b.crypto_scalarmult_ristretto255(n, generator) == expected
    assert b.crypto_core_ristretto255_add(expected, IDENTITY) == expected  # decoding and re-encoding


@pytest.mark.parametrize("encoding", BAD_ENCODINGS)
def test_invalid_encodings(encoding: str) -> None:
    """A.2 (and libsodium's extra non-canonical one): refused by every function that decodes."""
    bad = bytes.fromhex(encoding)
    generator = bytes.fromhex(MULTIPLES[2])
    assert b.crypto_core_ristretto255_is_valid_point(bad) is False
    for call in (
        lambda: b.crypto_core_ristretto255_add(bad, generator),
        lambda: b.crypto_core_ristretto255_sub(generator, bad),
        lambda: b.crypto_scalarmult_ristretto255(b"\x01" + bytes(31), bad),
    ):
        with pytest.raises(exc.RuntimeError):
            call()


@pytest.mark.parametrize("index", range(7))
def test_hash_to_group(index: int) -> None:
    """A.3: from_hash of the RFC's 64-byte inputs."""
    assert b.crypto_core_ristretto255_from_hash(bytes.fromhex(HASH_INPUTS[index])) == bytes.fromhex(HASH_OUTPUTS[index])


# -- libsodium 1.0.22 as the oracle -----------------------------------------------------------------------------


def _raw(oracle: LibsodiumJS, name: str, out: int, *inputs: bytes) -> bytes | None:
    """The C function's output, None where it returns -1."""
    ret, (output,) = oracle.raw(name, Out(out), *map(In, inputs))
    return output if ret in (0, None) else None  # void C functions return nothing


def _ours(function: types.FunctionType | object, *args: bytes) -> bytes | None:
    try:
        result = function(*args)  # type: ignore[operator]
    except exc.RuntimeError:
        return None
    assert isinstance(result, bytes)
    return result


def _points(rng: random.Random, count: int) -> list[bytes]:
    """Valid points (multiples of B by the oracle-checked base multiplication), the identity, the generator, and
    random 32-byte strings (almost all invalid) and near-misses (odd, top bit set)."""
    valid = [b.crypto_scalarmult_ristretto255_base(rng.randbytes(32)) for _ in range(count)]
    junk = [rng.randbytes(32) for _ in range(count)]
    near = [bytes([valid[0][0] | 1]) + valid[0][1:], valid[1][:31] + bytes([valid[1][31] | 0x80])]
    return valid + junk + near + [IDENTITY, bytes.fromhex(MULTIPLES[2])]


def _scalars(rng: random.Random, count: int) -> list[bytes]:
    """Random scalars of every shape: uniform 32 bytes (top bit set half the time), below L, zero, L, L + 1, 2^255 +
    k (bit 255 alone, ignored), all ones."""
    special = [bytes(32), L_BYTES, (L + 1).to_bytes(32, "little"), (2**255 + 5).to_bytes(32, "little"),
               (2**255).to_bytes(32, "little"), b"\xff" * 32, (L - 1).to_bytes(32, "little")]  # fmt: skip
    return [rng.randbytes(32) for _ in range(count)] + special


def test_points_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    rng = random.Random(9496)
    points = _points(rng, 6)
    for p in points:
        valid = libsodium_js.raw("crypto_core_ristretto255_is_valid_point", In(p))[0] == 1
        assert b.crypto_core_ristretto255_is_valid_point(p) is valid
    pairs = [(p, q) for p in points[:8] for q in points[-10:]]
    for p, q in pairs:
        assert _ours(b.crypto_core_ristretto255_add, p, q) == _raw(
            libsodium_js, "crypto_core_ristretto255_add", 32, p, q
        )
        assert _ours(b.crypto_core_ristretto255_sub, p, q) == _raw(
            libsodium_js, "crypto_core_ristretto255_sub", 32, p, q
        )
    for h in [rng.randbytes(64) for _ in range(12)] + [bytes(64), b"\xff" * 64]:
        assert b.crypto_core_ristretto255_from_hash(h) == _raw(
            libsodium_js, "crypto_core_ristretto255_from_hash", 32, h
        )


def test_scalarmult_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    rng = random.Random(255)
    points = _points(rng, 3)
    for n in _scalars(rng, 8):
        expected = _raw(libsodium_js, "crypto_scalarmult_ristretto255_base", 32, n)
        assert _ours(b.crypto_scalarmult_ristretto255_base, n) == expected
        for p in points[:4] + points[-4:]:
            expected = _raw(libsodium_js, "crypto_scalarmult_ristretto255", 32, n, p)
            assert _ours(b.crypto_scalarmult_ristretto255, n, p) == expected


def test_scalars_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    rng = random.Random(2**252)
    scalars = _scalars(rng, 6)
    for s in scalars:
        for name in ("negate", "complement"):
            ours = getattr(b, f"crypto_core_ristretto255_scalar_{name}")(s)
            assert ours == _raw(libsodium_js, f"crypto_core_ristretto255_scalar_{name}", 32, s)
        assert _ours(b.crypto_core_ristretto255_scalar_invert, s) == _raw(
            libsodium_js, "crypto_core_ristretto255_scalar_invert", 32, s)  # fmt: skip
        for t in scalars[::3]:
            for name in ("add", "sub", "mul"):
                ours = getattr(b, f"crypto_core_ristretto255_scalar_{name}")(s, t)
                assert ours == _raw(libsodium_js, f"crypto_core_ristretto255_scalar_{name}", 32, s, t)
    for wide in [rng.randbytes(64) for _ in range(6)] + [b"\xff" * 64, bytes(64)]:
        expected = _raw(libsodium_js, "crypto_core_ristretto255_scalar_reduce", 32, wide)
        assert b.crypto_core_ristretto255_scalar_reduce(wide) == expected


def test_ed25519_from_hash_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    """ge25519_from_hash (libsodium 1.0.22's byte order and sign bit), on inputs whose top bits of either half are
    set or clear (the halves' top bits are the sign and a 2^255 carry)."""
    rng = random.Random(64)
    inputs = [rng.randbytes(64) for _ in range(10)] + [bytes(64), b"\xff" * 64, b"\x80" + bytes(63),
                                                      bytes(32) + b"\x80" + bytes(31)]  # fmt: skip
    for h in inputs:
        assert b.crypto_core_ed25519_from_hash(h) == _raw(libsodium_js, "crypto_core_ed25519_from_hash", 32, h)


def test_random_functions_land_in_their_sets(libsodium_js: LibsodiumJS) -> None:
    """The random functions' outputs are what libsodium accepts: valid points, canonical non-zero scalars."""
    for _ in range(3):
        point = b.crypto_core_ristretto255_random()
        assert libsodium_js.raw("crypto_core_ristretto255_is_valid_point", In(point))[0] == 1
        edwards = b.crypto_core_ed25519_random()
        assert libsodium_js.raw("crypto_core_ed25519_is_valid_point", In(edwards))[0] == 1
        for scalar in (b.crypto_core_ristretto255_scalar_random(), b.crypto_core_ed25519_scalar_random()):
            assert 0 < int.from_bytes(scalar, "little") < L
    assert len({b.crypto_core_ristretto255_random() for _ in range(3)}) == 3


def test_curve25519_aliases_against_libsodium(libsodium_js: LibsodiumJS) -> None:
    rng = random.Random(25519)
    for _ in range(3):
        n, p = rng.randbytes(32), rng.randbytes(32)
        assert b.crypto_scalarmult_curve25519(n, p) == _raw(libsodium_js, "crypto_scalarmult_curve25519", 32, n, p)
        assert b.crypto_scalarmult_curve25519_base(n) == _raw(libsodium_js, "crypto_scalarmult_curve25519_base", 32, n)
    assert _raw(libsodium_js, "crypto_scalarmult_curve25519", 32, rng.randbytes(32), IDENTITY) is None
    with pytest.raises(exc.CryptoError):
        b.crypto_scalarmult_curve25519(rng.randbytes(32), IDENTITY)


def test_constants_match_libsodium(libsodium_js: LibsodiumJS) -> None:
    constants = libsodium_js.constants()
    names = [name for name in constants if "ristretto255" in name or name.startswith("crypto_core_ed25519_")
             or name.startswith("crypto_scalarmult_curve25519_")]  # fmt: skip
    assert len(names) == 13
    for name in names:
        assert getattr(b, name) == constants[name], name


# -- the calling convention's errors ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("function", "sizes"),
    [
        (b.crypto_core_ristretto255_is_valid_point, (32,)),
        (b.crypto_core_ristretto255_add, (32, 32)),
        (b.crypto_core_ristretto255_sub, (32, 32)),
        (b.crypto_core_ristretto255_from_hash, (64,)),
        (b.crypto_scalarmult_ristretto255, (32, 32)),
        (b.crypto_scalarmult_ristretto255_base, (32,)),
        (b.crypto_core_ristretto255_scalar_invert, (32,)),
        (b.crypto_core_ristretto255_scalar_negate, (32,)),
        (b.crypto_core_ristretto255_scalar_complement, (32,)),
        (b.crypto_core_ristretto255_scalar_add, (32, 32)),
        (b.crypto_core_ristretto255_scalar_sub, (32, 32)),
        (b.crypto_core_ristretto255_scalar_mul, (32, 32)),
        (b.crypto_core_ristretto255_scalar_reduce, (64,)),
        (b.crypto_core_ed25519_from_hash, (64,)),
    ],
)
def test_bad_arguments(function: types.FunctionType, sizes: tuple[int, ...]) -> None:
    """A non-bytes argument is a TypeError, a wrong length a ValueError, each naming the argument."""
    good = [b"\x01" + bytes(size - 1) for size in sizes]
    for position in range(len(sizes)):
        wrong_type = list[object](good)
        wrong_type[position] = "x" * sizes[position]
        with pytest.raises(TypeError, match="must be bytes"):
            function(*wrong_type)
        wrong_length = list[object](good)
        wrong_length[position] = bytes(sizes[position] - 1)
        with pytest.raises(ValueError, match=f"must be {sizes[position]} bytes long, got {sizes[position] - 1}"):
            function(*wrong_length)


def test_scalar_invert_of_zero_fails() -> None:
    """Zero bytes fail (libsodium's -1); L, zero mod L but not zero bytes, inverts to 0 (libsodium's oracle test
    above compares it)."""
    with pytest.raises(exc.RuntimeError):
        b.crypto_core_ristretto255_scalar_invert(bytes(32))


# -- the native API: nacl.ristretto255 on both implementations (the reference's few calls cost ~0.1-1 s each) ----

NATIVE_FUNCTIONS = [
    "is_valid_point", "add", "sub", "from_hash", "random_point", "scalarmult", "scalarmult_base", "scalar_reduce",
    "random_scalar", "scalar_invert", "scalar_negate", "scalar_complement", "scalar_add", "scalar_sub", "scalar_mul",
]  # fmt: skip


@pytest.mark.parametrize("module_name", ["tweetnacl", "tweetnacl.fast", "tweetnacl.reference"])
def test_native_names(module_name: str) -> None:
    import importlib

    module = importlib.import_module(module_name)
    group = module.ristretto255
    assert "ristretto255" in module.__all__
    assert repr(group) == f"<{'tweetnacl.reference' if 'reference' in module_name else 'tweetnacl'}.ristretto255>"
    assert (group.point_length, group.scalar_length, group.hash_length) == (32, 32, 64)
    for name in NATIVE_FUNCTIONS:
        assert callable(getattr(group, name))


def test_native_against_the_vectors(nacl: types.ModuleType, is_reference: bool) -> None:
    """RFC 9496 A.1-A.3 on both cores: a multiple by the comb and one by the ladder/window, invalid encodings, a
    hash-to-group case, the identity's failures."""
    group = nacl.ristretto255
    generator = bytes.fromhex(MULTIPLES[2])
    assert group.scalarmult_base(bytearray((3).to_bytes(32, "little"))) == bytes.fromhex(MULTIPLES[4])
    assert group.scalarmult(memoryview((2).to_bytes(32, "little")), generator) == bytes.fromhex(MULTIPLES[3])
    if not is_reference:  # the reference's ladder: ~0.5 s a call
        assert group.scalarmult(L_BYTES, generator) is None  # the identity
        assert group.scalarmult_base(bytes(32)) is None
    for bad in (
        BAD_ENCODINGS[0],
        BAD_ENCODINGS[9],
        BAD_ENCODINGS[17],
        BAD_ENCODINGS[25],
        BAD_ENCODINGS[-1],
    ):  # each kind
        assert group.is_valid_point(bytes.fromhex(bad)) is False
    assert group.add(bytes.fromhex(BAD_ENCODINGS[3]), generator) is None
    assert group.sub(generator, generator) == IDENTITY and group.is_valid_point(IDENTITY) is True
    assert group.from_hash(bytes.fromhex(HASH_INPUTS[5])) == bytes.fromhex(HASH_OUTPUTS[5])


def test_native_against_libsodium(nacl: types.ModuleType, is_reference: bool, libsodium_js: LibsodiumJS) -> None:
    """Every native function once on seeded random inputs, against libsodium 1.0.22."""
    group = nacl.ristretto255
    rng = random.Random(1)
    x, y, wide, h = rng.randbytes(32), rng.randbytes(32), rng.randbytes(64), rng.randbytes(64)
    p = _raw(libsodium_js, "crypto_scalarmult_ristretto255_base", 32, x)
    q = _raw(libsodium_js, "crypto_core_ristretto255_from_hash", 32, h)
    assert p is not None and q is not None
    assert group.from_hash(h) == q
    assert group.add(p, q) == _raw(libsodium_js, "crypto_core_ristretto255_add", 32, p, q)
    assert group.sub(p, q) == _raw(libsodium_js, "crypto_core_ristretto255_sub", 32, p, q)
    if not is_reference:  # the reference multiplies once in the test above
        assert group.scalarmult(y, q) == _raw(libsodium_js, "crypto_scalarmult_ristretto255", 32, y, q)
    assert group.scalar_reduce(wide) == _raw(libsodium_js, "crypto_core_ristretto255_scalar_reduce", 32, wide)
    for name in ("invert", "negate", "complement"):
        assert getattr(group, f"scalar_{name}")(x) == _raw(
            libsodium_js, f"crypto_core_ristretto255_scalar_{name}", 32, x
        )
    for name in ("add", "sub", "mul"):
        assert getattr(group, f"scalar_{name}")(x, y) == _raw(
            libsodium_js, f"crypto_core_ristretto255_scalar_{name}", 32, x, y
        )
    assert group.scalar_invert(bytes(32)) is None


def test_native_fast_scalarmult_against_libsodium(fast_nacl: types.ModuleType, libsodium_js: LibsodiumJS) -> None:
    """The fast core's multiplications on the oracle's scalars of every shape (top bit, multiples of L)."""
    rng = random.Random(3)
    group = fast_nacl.ristretto255
    points = _points(rng, 2)
    for n in _scalars(rng, 3):
        assert group.scalarmult_base(n) == _raw(libsodium_js, "crypto_scalarmult_ristretto255_base", 32, n)
        for p in points[:2] + points[-2:]:
            assert group.scalarmult(n, p) == _raw(libsodium_js, "crypto_scalarmult_ristretto255", 32, n, p)


def test_native_random_follows_set_prng(fast_nacl: types.ModuleType) -> None:
    group = fast_nacl.ristretto255
    try:
        fast_nacl.set_prng(random.Random(7).randbytes)
        first = group.random_point(), group.random_scalar()
        fast_nacl.set_prng(random.Random(7).randbytes)
        assert (group.random_point(), group.random_scalar()) == first
    finally:
        fast_nacl.set_prng(None)
    assert group.is_valid_point(first[0]) and 0 < int.from_bytes(first[1], "little") < L
    try:  # a draw that reduces to zero is drawn again
        draws = iter([bytes(64), b"\x01" + bytes(63)])
        fast_nacl.set_prng(lambda n: next(draws))
        assert group.random_scalar() == b"\x01" + bytes(31)
    finally:
        fast_nacl.set_prng(None)


@pytest.mark.parametrize("name", [n for n in NATIVE_FUNCTIONS if not n.startswith("random")])
def test_native_bad_arguments(fast_nacl: types.ModuleType, name: str) -> None:
    """TypeError / ValueError naming the argument, as every native function (docs/contract.md)."""
    function = getattr(fast_nacl.ristretto255, name)
    import inspect

    parameters = list(inspect.signature(function).parameters)
    size = {"h": 64}.get(parameters[0], 64 if name == "scalar_reduce" else 32)
    good = [bytes(size) for _ in parameters]
    for position, parameter in enumerate(parameters):
        args = list[object](good)
        args[position] = "text"
        with pytest.raises(TypeError, match=f"{parameter} must be bytes-like, not str"):
            function(*args)
        args[position] = bytes(size + 1)
        with pytest.raises(ValueError, match=f"{parameter} must be {size} bytes, got {size + 1}"):
            function(*args)
