"""Hostile inputs: every argument of every public function, and what it gets for the wrong thing.

Read the table `SIGNATURES` as documentation: each public function with its arguments in order and
the kind of each one. `hostile_values(kind)` says which wrong values are tried and the exact
error each one raises (the texts of `tweetnacl/_check.py`, which always name the argument):

    argument kind               hostile values                      error (exact text)
    bytes-like, any length      str, int, None, list, tuple, float, TypeError  "<arg> must be bytes-like, not <type>"
                                bool, dict, an object with
                                __bytes__
                                strided memoryview,                 TypeError  "<arg> must be a contiguous byte buffer"
                                memoryview of format 'I',
                                array.array 'I' and 'h', a ctypes
                                c_int array (buffers, not of bytes)
    bytes-like, exactly N       all of the above, and               ValueError "<arg> must be N bytes, got <len>"
                                N-1, N+1 and 0 bytes
    a byte count (int)          float, str, None, list, bytes, bool TypeError  "<arg> must be an int, not <type>"
                                -1                                  ValueError "<arg> must be non-negative, got -1"
                                sys.maxsize + 1, 2**64              ValueError "<arg> must be at most <sys.maxsize>, got <n>"
    set_prng's fn               int, str, bytes, list, float        TypeError  "fn must be callable or None, not <type>"
    a signing secret key        all of the 64-byte rows, and        ValueError "<arg>'s public key (its last 32 bytes)
                                a seed with another public key                 does not match its seed"
    convert_secret_key's key    0, 31, 33, 63, 65 bytes             ValueError "secret_key must be 32 or 64 bytes,
                                                                               got <len>"
    convert_keypair's keypair   str, int, None, list, float,        TypeError  "keypair must be a KeyPair
                                a 1- or 3-tuple                                (public_key, secret_key), not <type>"
                                a KeyPair with a bad element        that element's own error

Every row runs on both implementations. All other arguments are valid, so the error can only come from
the argument under test, and it is raised before any expensive work (the reference rows are cheap; a
mismatched signing key costs one public-key derivation).
"""

from __future__ import annotations

import array
import ctypes
import inspect
import sys
import types
from typing import Any, Callable, NamedTuple

import pytest

import tweetnacl

# ---------------------------------------------------------------------------------------------
# Kinds of argument
# ---------------------------------------------------------------------------------------------


class Bytes(NamedTuple):
    """A bytes-like argument; `length` None means any length."""

    length: int | None

    def valid(self) -> bytes:
        return bytes(self.length if self.length is not None else 3)


class Count(NamedTuple):
    """A byte count: a non-negative int, not a bool."""

    def valid(self) -> int:
        return 3


class Prng(NamedTuple):
    """set_prng's argument: a callable n -> bytes, or None."""

    def valid(self) -> Any:
        return None


class SignSecretKey(NamedTuple):
    """A signing secret key: 64 bytes, its seed followed by that seed's public key."""

    def valid(self) -> bytes:
        return RFC8032_TEST_1_SECRET_KEY


class SigningSecretKey(NamedTuple):
    """ed2curve.convert_secret_key's argument: the 64-byte signing secret key or its 32-byte seed."""

    def valid(self) -> bytes:
        return bytes(64)


class SigningKeyPair(NamedTuple):
    """ed2curve.convert_keypair's argument: a (public_key, secret_key) tuple."""

    def valid(self) -> Any:
        return tweetnacl.KeyPair(bytes(32), bytes(64))


Kind = Bytes | Count | Prng | SignSecretKey | SigningSecretKey | SigningKeyPair

# RFC 8032 section 7.1, TEST 1: the seed, then its public key.
RFC8032_TEST_1_SECRET_KEY = bytes.fromhex(
    "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
)
SIGN_SK = SignSecretKey()

ANY = Bytes(None)
B8, B16, B24, B32, B64 = Bytes(8), Bytes(16), Bytes(24), Bytes(32), Bytes(64)
COUNT = Count()


class Signature(NamedTuple):
    function: str  # dotted path under the package, e.g. "box.open.after"
    arguments: dict[str, Kind]  # in call order


def sig(function: str, **arguments: Kind) -> Signature:
    return Signature(function, arguments)


# ---------------------------------------------------------------------------------------------
# The table: every public function and the kind of each argument
# ---------------------------------------------------------------------------------------------

SIGNATURES: list[Signature] = [
    # secret-key authenticated encryption
    sig("secretbox",                    message=ANY, nonce=B24, key=B32),
    sig("secretbox.open",               box=ANY, nonce=B24, key=B32),
    # public-key authenticated encryption
    sig("box",                          message=ANY, nonce=B24, their_public_key=B32, my_secret_key=B32),
    sig("box.open",                     box=ANY, nonce=B24, their_public_key=B32, my_secret_key=B32),
    sig("box.before",                   their_public_key=B32, my_secret_key=B32),
    sig("box.after",                    message=ANY, nonce=B24, shared_key=B32),
    sig("box.open.after",               box=ANY, nonce=B24, shared_key=B32),
    sig("box.keypair.from_secret_key",  secret_key=B32),
    # sealed boxes
    sig("box.seal",                     message=ANY, public_key=B32),
    sig("box.seal.open",                sealed=ANY, public_key=B32, secret_key=B32),
    # scalar multiplication
    sig("scalarmult",                   n=B32, p=B32),
    sig("scalarmult.base",              n=B32),
    # signatures
    sig("sign",                         message=ANY, secret_key=SIGN_SK),
    sig("sign.open",                    signed_message=ANY, public_key=B32),
    sig("sign.detached",                message=ANY, secret_key=SIGN_SK),
    sig("sign.detached.verify",         message=ANY, signature=B64, public_key=B32),
    sig("sign.detached.verify_zip215",  message=ANY, signature=B64, public_key=B32),
    sig("sign.keypair.from_secret_key", secret_key=SIGN_SK),
    sig("sign.keypair.from_seed",       seed=B32),
    # hashing, randomness, comparison
    sig("hash",                         message=ANY),
    sig("random_bytes",                 n=COUNT),
    sig("set_prng",                     fn=Prng()),
    sig("verify",                       x=ANY, y=ANY),
    # Ed25519 -> X25519
    sig("ed2curve.convert_public_key",  public_key=B32),
    sig("ed2curve.convert_secret_key",  secret_key=SigningSecretKey()),
    sig("ed2curve.convert_keypair",     keypair=SigningKeyPair()),
    # HMAC-SHA-512-256 (keys and tags of any length are allowed)
    sig("auth",                         message=ANY, key=ANY),
    sig("auth.full",                    message=ANY, key=ANY),
    sig("auth.verify",                  tag=ANY, message=ANY, key=ANY),
    # HKDF (lengths up to 255 hash blocks: Count's hostile values are all refused before that limit matters)
    sig("hkdf.sha256",                  key_material=ANY, salt=ANY, info=ANY, length=COUNT),
    sig("hkdf.sha256.extract",          salt=ANY, key_material=ANY),
    sig("hkdf.sha256.expand",           prk=B32, info=ANY, length=COUNT),
    sig("hkdf.sha512",                  key_material=ANY, salt=ANY, info=ANY, length=COUNT),
    sig("hkdf.sha512.extract",          salt=ANY, key_material=ANY),
    sig("hkdf.sha512.expand",           prk=B64, info=ANY, length=COUNT),
    # the ristretto255 group
    sig("ristretto255.is_valid_point",         p=B32),
    sig("ristretto255.add",                    p=B32, q=B32),
    sig("ristretto255.sub",                    p=B32, q=B32),
    sig("ristretto255.from_hash",              h=B64),
    sig("ristretto255.scalarmult",             n=B32, p=B32),
    sig("ristretto255.scalarmult_base",        n=B32),
    sig("ristretto255.scalar_reduce",          s=B64),
    sig("ristretto255.scalar_invert",          s=B32),
    sig("ristretto255.scalar_negate",          s=B32),
    sig("ristretto255.scalar_complement",      s=B32),
    sig("ristretto255.scalar_add",             x=B32, y=B32),
    sig("ristretto255.scalar_sub",             x=B32, y=B32),
    sig("ristretto255.scalar_mul",             x=B32, y=B32),
    # post-quantum KEMs: X-Wing and ML-KEM-768 (a refused public key is checked after the lengths, below)
    sig("kem.keypair.from_seed",                  seed=B32),
    sig("kem.encapsulate",                        public_key=Bytes(1216)),
    sig("kem.encapsulate.from_seed",              public_key=Bytes(1216), seed=B64),
    sig("kem.decapsulate",                        ciphertext=Bytes(1120), secret_key=B32),
    sig("kem.mlkem768.keypair.from_seed",         seed=B64),
    sig("kem.mlkem768.encapsulate",               public_key=Bytes(1184)),
    sig("kem.mlkem768.encapsulate.from_seed",     public_key=Bytes(1184), seed=B32),
    sig("kem.mlkem768.decapsulate",               ciphertext=Bytes(1088), secret_key=Bytes(2400)),
    # low level
    sig("lowlevel.crypto_stream_xor",          m=ANY, n24=B24, k=B32),
    sig("lowlevel.crypto_stream",              length=COUNT, n24=B24, k=B32),
    sig("lowlevel.crypto_stream_salsa20_xor",  m=ANY, n8=B8, k=B32),
    sig("lowlevel.crypto_stream_salsa20",      length=COUNT, n8=B8, k=B32),
    sig("lowlevel.crypto_core_salsa20",        in16=B16, k32=B32, c16=B16),
    sig("lowlevel.crypto_core_hsalsa20",       in16=B16, k32=B32, c16=B16),
    sig("lowlevel.crypto_onetimeauth",         m=ANY, k=B32),
    sig("lowlevel.crypto_onetimeauth_verify",  h=B16, m=ANY, k=B32),
    sig("lowlevel.crypto_secretbox",           m=ANY, n=B24, k=B32),
    sig("lowlevel.crypto_secretbox_open",      c=ANY, n=B24, k=B32),
    sig("lowlevel.crypto_box_beforenm",        pk=B32, sk=B32),
    sig("lowlevel.crypto_box",                 m=ANY, n=B24, pk=B32, sk=B32),
    sig("lowlevel.crypto_box_open",            c=ANY, n=B24, pk=B32, sk=B32),
    sig("lowlevel.crypto_box_afternm",         m=ANY, n=B24, k=B32),
    sig("lowlevel.crypto_box_open_afternm",    c=ANY, n=B24, k=B32),
    sig("lowlevel.crypto_scalarmult",          n=B32, p=B32),
    sig("lowlevel.crypto_scalarmult_base",     n=B32),
    sig("lowlevel.crypto_hash",                m=ANY),
    sig("lowlevel.crypto_sign",                m=ANY, sk=SIGN_SK),
    sig("lowlevel.crypto_sign_open",           sm=ANY, pk=B32),
    sig("lowlevel.crypto_verify_16",           x=B16, y=B16),
    sig("lowlevel.crypto_verify_32",           x=B32, y=B32),
]

# Functions without arguments: nothing hostile to pass (listed so the table is complete).
NO_ARGUMENTS = [
    "box.keypair", "sign.keypair", "lowlevel.crypto_box_keypair", "lowlevel.crypto_sign_keypair", "kem.keypair",
    "kem.mlkem768.keypair", "ristretto255.random_point", "ristretto255.random_scalar",
]


# Functions whose arguments are sequences of byte strings: their hostile sequences and items (with the index in the
# message) are tested in tests/test_sign_batch.py.
SEQUENCE_ARGUMENTS = ["sign.detached.verify_batch"]


# ---------------------------------------------------------------------------------------------
# The hostile values per kind, with the exact error each must raise
# ---------------------------------------------------------------------------------------------


class Hostile(NamedTuple):
    label: str
    value: Any
    error: type[Exception]
    message: str  # exact text; "{name}" is the argument's name


def _strided_view(length: int) -> memoryview:
    """`length` bytes, every other byte of a buffer: not contiguous."""
    return memoryview(bytes(2 * length))[::2]


def _uint32_view(length: int) -> memoryview:
    """`length` bytes seen as 32-bit integers: the right size, the wrong format."""
    return memoryview(bytes(length)).cast("I")


def _not_bytes(label: str, value: Any) -> Hostile:
    return Hostile(label, value, TypeError, f"{{name}} must be bytes-like, not {type(value).__name__}")


class _HasBytes:
    """Not bytes-like, though `bytes()` accepts it."""

    def __init__(self, size: int) -> None:
        self.size = size

    def __bytes__(self) -> bytes:
        return bytes(self.size)


def hostile_bytes(kind: Bytes) -> list[Hostile]:
    size = kind.length if kind.length is not None else 8  # the right size, so only the type is wrong
    rows = [
        _not_bytes("str", "x" * size),
        _not_bytes("int", size),
        _not_bytes("None", None),
        _not_bytes("list", [0] * size),
        _not_bytes("float", float(size)),
        _not_bytes("bool", True),
        _not_bytes("dict", {}),
        _not_bytes("tuple", (0,) * size),
        _not_bytes("has___bytes__", _HasBytes(size)),  # bytes(x) would work: still refused, never called
        Hostile("strided_memoryview", _strided_view(size), TypeError, "{name} must be a contiguous byte buffer"),
        Hostile("memoryview_I", _uint32_view(size), TypeError, "{name} must be a contiguous byte buffer"),
        # Buffers, the right size in bytes, but whose items are not bytes.
        Hostile("array_I", array.array("I", bytes(size)), TypeError, "{name} must be a contiguous byte buffer"),
        Hostile("array_h", array.array("h", bytes(size)), TypeError, "{name} must be a contiguous byte buffer"),
        Hostile("ctypes_c_int_array", (ctypes.c_int * (size // 4 or 1))(), TypeError,
                "{name} must be a contiguous byte buffer"),
    ]
    if kind.length is not None:
        n = kind.length
        rows += [
            Hostile(f"{length}_bytes", bytes(length), ValueError, f"{{name}} must be {n} bytes, got {length}")
            for length in (n - 1, n + 1, 0)
        ]
        rows.append(Hostile(f"{n - 1}_bytes_bytearray", bytearray(n - 1), ValueError, f"{{name}} must be {n} bytes, got {n - 1}"))
    return rows


def hostile_count() -> list[Hostile]:
    def not_int(label: str, value: Any) -> Hostile:
        return Hostile(label, value, TypeError, f"{{name}} must be an int, not {type(value).__name__}")

    return [
        not_int("float", 3.0),
        not_int("str", "3"),
        not_int("None", None),
        not_int("list", [3]),
        not_int("bytes", b"\x03"),
        not_int("bool_true", True),
        not_int("bool_false", False),
        Hostile("negative", -1, ValueError, "{name} must be non-negative, got -1"),
        # Above sys.maxsize os.urandom and bytearray raise OverflowError, which names no argument.
        Hostile("maxsize_plus_1", sys.maxsize + 1, ValueError,
                f"{{name}} must be at most {sys.maxsize}, got {sys.maxsize + 1}"),
        Hostile("two_to_the_64", 2**64, ValueError, f"{{name}} must be at most {sys.maxsize}, got {2**64}"),
    ]


def hostile_prng() -> list[Hostile]:
    return [
        Hostile(type(value).__name__, value, TypeError, f"{{name}} must be callable or None, not {type(value).__name__}")
        for value in (42, "os.urandom", b"\x00" * 8, [bytes], 1.5)
    ]


def hostile_sign_secret_key() -> list[Hostile]:
    """A wrong type or length, and a seed followed by another seed's public key (signing with it would leak the key)."""
    mismatched = RFC8032_TEST_1_SECRET_KEY[:32] + bytes.fromhex(
        "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c"  # RFC 8032 TEST 2's public key
    )
    return hostile_bytes(B64) + [
        Hostile("other_public_key", mismatched, ValueError,
                "{name}'s public key (its last 32 bytes) does not match its seed"),
    ]


def hostile_signing_secret_key() -> list[Hostile]:
    rows = [row for row in hostile_bytes(ANY)]
    rows += [
        Hostile(f"{length}_bytes", bytes(length), ValueError, f"{{name}} must be 32 or 64 bytes, got {length}")
        for length in (0, 31, 33, 63, 65)
    ]
    return rows


def hostile_signing_keypair() -> list[Hostile]:
    def not_a_keypair(label: str, value: Any) -> Hostile:
        return Hostile(label, value, TypeError,
                       f"{{name}} must be a KeyPair (public_key, secret_key), not {type(value).__name__}")

    return [
        not_a_keypair("str", "keypair"),
        not_a_keypair("int", 2),
        not_a_keypair("None", None),
        not_a_keypair("list", [bytes(32), bytes(64)]),
        not_a_keypair("float", 2.0),
        not_a_keypair("3_tuple", (bytes(32), bytes(64), b"")),
        not_a_keypair("1_tuple", (bytes(32),)),
        # A well-formed pair with a bad element: the element's own error, under its own name.
        Hostile("public_key_str", tweetnacl.KeyPair("x" * 32, bytes(64)), TypeError,  # type: ignore[arg-type]
                "public_key must be bytes-like, not str"),
        Hostile("public_key_31_bytes", tweetnacl.KeyPair(bytes(31), bytes(64)), ValueError,
                "public_key must be 32 bytes, got 31"),
        Hostile("secret_key_None", tweetnacl.KeyPair(bytes(32), None), TypeError,  # type: ignore[arg-type]
                "secret_key must be bytes-like, not NoneType"),
        Hostile("secret_key_63_bytes", tweetnacl.KeyPair(bytes(32), bytes(63)), ValueError,
                "secret_key must be 32 or 64 bytes, got 63"),
    ]


def hostile_values(kind: Kind) -> list[Hostile]:
    if isinstance(kind, Bytes):
        return hostile_bytes(kind)
    if isinstance(kind, Count):
        return hostile_count()
    if isinstance(kind, Prng):
        return hostile_prng()
    if isinstance(kind, SignSecretKey):
        return hostile_sign_secret_key()
    if isinstance(kind, SigningSecretKey):
        return hostile_signing_secret_key()
    return hostile_signing_keypair()


# ---------------------------------------------------------------------------------------------
# The rows: one per (function, argument, hostile value)
# ---------------------------------------------------------------------------------------------


class Row(NamedTuple):
    function: str
    argument: str
    arguments: tuple[Any, ...]  # the call's arguments, the hostile one in place
    error: type[Exception]
    message: str


def build_rows() -> list[Any]:
    rows = []
    for signature in SIGNATURES:
        names = list(signature.arguments)
        for position, (name, kind) in enumerate(signature.arguments.items()):
            for hostile in hostile_values(kind):
                arguments = [signature.arguments[other].valid() for other in names]
                arguments[position] = hostile.value
                row = Row(signature.function, name, tuple(arguments), hostile.error, hostile.message.format(name=name))
                rows.append(pytest.param(row, id=f"{signature.function}({name})<-{hostile.label}"))
    return rows


ROWS = build_rows()


def resolve(module: types.ModuleType, dotted: str) -> Callable[..., Any]:
    target: Any = module
    for part in dotted.split("."):
        target = getattr(target, part)
    return target


@pytest.fixture(autouse=True)
def _restore_os_prng() -> Any:
    yield
    tweetnacl.set_prng(None)


@pytest.mark.parametrize("row", ROWS)
def test_hostile_input_raises_the_documented_error(nacl: types.ModuleType, row: Row) -> None:
    function = resolve(nacl, row.function)
    with pytest.raises(row.error) as caught:
        function(*row.arguments)
    assert type(caught.value) is row.error
    assert str(caught.value) == row.message


# ---------------------------------------------------------------------------------------------
# The table is complete and spelled as the functions are
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("signature", SIGNATURES, ids=lambda s: s.function)
def test_the_table_names_the_python_parameters(nacl: types.ModuleType, signature: Signature) -> None:
    """The error texts name arguments as the Python parameters are named (so keywords work too)."""
    parameters = list(inspect.signature(resolve(nacl, signature.function)).parameters)
    assert parameters == list(signature.arguments)


@pytest.mark.parametrize("function", NO_ARGUMENTS)
def test_functions_without_arguments_take_none(nacl: types.ModuleType, function: str) -> None:
    assert list(inspect.signature(resolve(nacl, function)).parameters) == []


def test_the_table_covers_every_public_function() -> None:
    """Every callable reachable from the package (but the KeyPair class) is in the table."""
    seen: set[str] = set()

    def walk(obj: Any, path: str) -> None:
        for attribute in dir(obj):
            if attribute.startswith("_"):
                continue
            child = getattr(obj, attribute)
            dotted = f"{path}.{attribute}" if path else attribute
            if isinstance(child, (types.ModuleType, type)):
                continue
            if not callable(child):
                if type(child).__module__.startswith("tweetnacl."):  # a namespace of the API (kem.mlkem768)
                    walk(child, dotted)
                continue
            seen.add(dotted)
            walk(child, dotted)

    for name in tweetnacl.fast.__all__:
        obj = getattr(tweetnacl.fast, name)
        if isinstance(obj, type):
            continue
        if callable(obj):
            seen.add(name)
        walk(obj, name)
    documented = {s.function for s in SIGNATURES} | set(NO_ARGUMENTS) | set(SEQUENCE_ARGUMENTS)
    assert seen == documented


def test_keyword_calls_use_the_documented_names(fast_nacl: types.ModuleType) -> None:
    key, nonce = bytes(32), bytes(24)
    boxed = fast_nacl.secretbox(message=b"hi", nonce=nonce, key=key)
    assert fast_nacl.secretbox.open(box=boxed, nonce=nonce, key=key) == b"hi"
    assert fast_nacl.auth.verify(tag=fast_nacl.auth(message=b"m", key=key), message=b"m", key=key) is True
    assert fast_nacl.lowlevel.crypto_stream(length=3, n24=nonce, k=key) == fast_nacl.lowlevel.crypto_stream(3, nonce, key)
