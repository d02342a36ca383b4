"""tweetnacl.fast.curve25519 Ed25519 (ed25519, comb, straus, scalar) on its own: libsodium, OpenSSL, djb's sign.input, hostile inputs, the reference port.

Expected values come from independent implementations (libsodium through PyNaCl, OpenSSL through
cryptography), from published vectors (sign.input via cryptography_vectors), or from `Affine` below: a
deliberately naive affine Edwards arithmetic (textbook addition law with a division per step, RFC 8032
section 5.1.3 decoding) written for these tests, sharing no code with the module under test.
The reference port (tweetnacl.reference.core, ~0.1 s a call) is compared on a few examples only.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

import nacl.bindings as sodium
import nacl.exceptions
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nonnegative import digits_of_size, non_negative_copy, operand_bits_copy, rows_without_carry

from curve_helpers import double_scalarmult_vartime, lane_entry

from tweetnacl.fast.curve25519 import comb, ed25519, field, montgomery
from tweetnacl.fast.curve25519.scalar import clamp_scalar, mod_l, mod_l_guarded

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, -1, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
MESSAGE_LENGTHS = (0, 1, 63, 64, 65, 1000)

try:
    from tweetnacl.reference import core as reference
except ImportError:  # pragma: no cover - the reference port is written by another engineer
    reference = None  # type: ignore[assignment]
needs_reference = pytest.mark.skipif(reference is None, reason="tweetnacl.reference.core is not importable yet")


# ---------------------------------------------------------------------------------------------
# A naive, independent model of the curve: affine points, one modular inversion per operation.
# ---------------------------------------------------------------------------------------------

AffinePoint = tuple[int, int]
IDENTITY: AffinePoint = (0, 1)


def affine_add(p: AffinePoint, q: AffinePoint) -> AffinePoint:
    """-x^2 + y^2 = 1 + d x^2 y^2: x3 = (x1 y2 + x2 y1)/(1 + d x1 x2 y1 y2), y3 = (y1 y2 + x1 x2)/(1 - d ...)."""
    (x1, y1), (x2, y2) = p, q
    k = D * x1 * x2 * y1 * y2 % P
    x3 = (x1 * y2 + x2 * y1) * pow(1 + k, -1, P) % P
    y3 = (y1 * y2 + x1 * x2) * pow(1 - k, -1, P) % P
    return (x3, y3)


def affine_mul(k: int, p: AffinePoint) -> AffinePoint:
    """Plain double-and-add, most significant bit first."""
    acc = IDENTITY
    for bit in bin(k)[2:] if k else "":
        acc = affine_add(acc, acc)
        if bit == "1":
            acc = affine_add(acc, p)
    return acc


def affine_negate(p: AffinePoint) -> AffinePoint:
    return ((-p[0]) % P, p[1])


def affine_encode(p: AffinePoint) -> bytes:
    return (p[1] | (p[0] & 1) << 255).to_bytes(32, "little")


def affine_x_for_y(y: int) -> int | None:
    """Some x with (x, y) on the curve, or None (y taken mod p)."""
    u = (y * y - 1) % P
    v = (D * y * y + 1) % P
    x = u * pow(v, -1, P) % P
    root = pow(x, (P + 3) // 8, P)
    if root * root % P != x:
        root = root * SQRT_M1 % P
    return root if root * root % P == x else None


def tweetnacl_decode(s: bytes) -> AffinePoint | None:
    """The point TweetNaCl's unpackneg negates: y = low 255 bits (taken mod p, y >= p allowed), x the root
    with the parity of the sign bit (x = 0 whatever the sign bit)."""
    y = int.from_bytes(s, "little") & (2**255 - 1)
    x = affine_x_for_y(y)
    if x is None:
        return None
    if x & 1 != s[31] >> 7:
        x = (P - x) % P
    return (x, y % P)


BASE: AffinePoint = (affine_x_for_y(4 * pow(5, -1, P)) or 0, 4 * pow(5, -1, P) % P)
if BASE[0] & 1:
    BASE = ((P - BASE[0]) % P, BASE[1])


def model_verify(sig: bytes, m: bytes, pk: bytes) -> bool:
    """TweetNaCl's crypto_sign_open on the naive model, plus the S < L check of docs/contract.md."""
    s = int.from_bytes(sig[32:], "little")
    a = tweetnacl_decode(pk)
    if s >= L or a is None:
        return False
    k = int.from_bytes(hashlib.sha512(sig[:32] + pk + m).digest(), "little") % L
    check = affine_add(affine_mul(s, BASE), affine_mul(k, affine_negate(a)))
    return affine_encode(check) == sig[:32]


def small_order_points() -> list[AffinePoint]:
    """The 8 points of order dividing 8, found on the model: every point T with [8] T = identity among
    the points whose y makes [2] T, [4] T land on (0, -1) or (+-sqrt(-1), 0)."""
    points = [IDENTITY, (0, P - 1), (SQRT_M1, 0), (P - SQRT_M1, 0)]
    # Order 8: [2] T = (+-sqrt(-1), 0) needs x^2 = -y^2 on the curve, so d y^4 + 2 y^2 - 1 = 0.
    disc = pow(1 + D, (P + 3) // 8, P)
    if disc * disc % P != (1 + D) % P:
        disc = disc * SQRT_M1 % P
    for y_squared in ((-1 + disc) * pow(D, -1, P) % P, (-1 - disc) * pow(D, -1, P) % P):
        y = pow(y_squared, (P + 3) // 8, P)
        if y * y % P != y_squared:
            y = y * SQRT_M1 % P
        if y * y % P != y_squared:
            continue
        for yy in (y, P - y):
            x = affine_x_for_y(yy)
            assert x is not None
            points += [(x, yy), ((P - x) % P, yy)]
    assert len(points) == 8
    for point in points:
        assert affine_mul(8, point) == IDENTITY
    return points


SMALL_ORDER = small_order_points()
SMALL_ORDER_ENCODINGS = [affine_encode(point) for point in SMALL_ORDER]


def sodium_pk_to_curve(pk: bytes) -> bytes | None:
    try:
        return sodium.crypto_sign_ed25519_pk_to_curve25519(pk)
    except (nacl.exceptions.RuntimeError, RuntimeError, ValueError):
        return None


def sodium_open(sig: bytes, m: bytes, pk: bytes) -> bool:
    try:
        return sodium.crypto_sign_open(sig + m, pk) == m
    except nacl.exceptions.BadSignatureError:
        return False


# ---------------------------------------------------------------------------------------------
# Against libsodium and OpenSSL.
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("length", MESSAGE_LENGTHS)
def test_sign_matches_libsodium_and_openssl(length: int) -> None:
    rng = random.Random(8032 + length)
    for _ in range(4):
        seed = rng.randbytes(32)
        m = rng.randbytes(length)
        pk, sk = ed25519.crypto_sign_seed_keypair(seed)
        assert (pk, sk) == sodium.crypto_sign_seed_keypair(seed)
        sig = ed25519.crypto_sign_detached(m, sk)
        assert sig == sodium.crypto_sign(m, sk)[:64]
        assert sig == Ed25519PrivateKey.from_private_bytes(seed).sign(m)
        assert ed25519.crypto_sign_verify_detached(sig, m, pk)
        assert sodium_open(sig, m, pk)
        if length:
            tampered = bytes([m[0] ^ 1]) + m[1:]
            assert not ed25519.crypto_sign_verify_detached(sig, tampered, pk)


def test_verify_matches_libsodium_on_random_signatures() -> None:
    """OpenSSL-made signatures under random keys; some tampered, all judged as libsodium judges them
    (honest keys and canonical R: libsodium's extra rules do not come into play)."""
    rng = random.Random(5)
    for i in range(40):
        key = Ed25519PrivateKey.from_private_bytes(rng.randbytes(32))
        pk = key.public_key().public_bytes_raw()
        m = rng.randbytes(rng.choice(MESSAGE_LENGTHS))
        sig = bytearray(key.sign(m))
        if i % 2:
            sig[rng.randrange(64)] ^= 1 << rng.randrange(8)
        assert ed25519.crypto_sign_verify_detached(bytes(sig), m, pk) == sodium_open(bytes(sig), m, pk)


def test_sign_uses_the_public_key_stored_in_the_secret_key() -> None:
    """The core hashes sk[32:] as the public key, whatever it is, as TweetNaCl and libsodium do (the API layer
    refuses such a key before the core sees it: tests/test_sign_key_check.py)."""
    seed = bytes(range(32))
    pk, sk = ed25519.crypto_sign_seed_keypair(seed)
    wrong = seed + bytes(reversed(pk))
    assert ed25519.crypto_sign_detached(b"m", wrong) == sodium.crypto_sign(b"m", wrong)[:64]


def test_sign_input_first_lines() -> None:
    """djb's SUPERCOP sign.input (all 1,024 lines run through the public API elsewhere)."""
    vectors = pytest.importorskip("cryptography_vectors", reason="cryptography_vectors is a test extra")
    with vectors.open_vector_file("asymmetric/Ed25519/sign.input", "r") as handle:
        lines = [next(handle) for _ in range(64)]
    for line in lines:
        sk_hex, pk_hex, m_hex, sm_hex, _ = line.split(":")
        sk, pk, m, sm = (bytes.fromhex(h) for h in (sk_hex, pk_hex, m_hex, sm_hex))
        assert ed25519.crypto_sign_seed_keypair(sk[:32]) == (pk, sk)
        assert ed25519.crypto_sign_detached(m, sk) == sm[:64]
        assert ed25519.crypto_sign_verify_detached(sm[:64], m, pk)


def test_scalarmult_base_matches_libsodium() -> None:
    rng = random.Random(7748)
    specials = [bytes(32), b"\xff" * 32, bytes([1]) + bytes(31), bytes([9]) + bytes(31), L.to_bytes(32, "little")]
    for n in specials + [rng.randbytes(32) for _ in range(60)]:
        assert montgomery.crypto_scalarmult_base(n) == sodium.crypto_scalarmult_base(n)


# ---------------------------------------------------------------------------------------------
# Hostile verification inputs (TweetNaCl's semantics, the naive model as oracle).
# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def honest() -> tuple[bytes, bytes, bytes]:
    """(sig, m, pk) of an honest signature."""
    pk, sk = sodium.crypto_sign_seed_keypair(bytes(range(100, 132)))
    m = b"hostile inputs"
    return sodium.crypto_sign(m, sk)[:64], m, pk


def test_s_plus_l_is_rejected(honest: tuple[bytes, bytes, bytes]) -> None:
    """S + L passes TweetNaCl's equation ([S + L] B = [S] B) but docs/contract.md rejects S >= L, as libsodium."""
    sig, m, pk = honest
    s = int.from_bytes(sig[32:], "little")
    for bad_s in (s + L, L, 2**256 - 1):
        if bad_s < 2**256:
            forged = sig[:32] + bad_s.to_bytes(32, "little")
            assert not ed25519.crypto_sign_verify_detached(forged, m, pk)
            assert not sodium_open(forged, m, pk)
    # The equation alone would hold: the model without the range check accepts S + L.
    a = tweetnacl_decode(pk)
    assert a is not None
    k = int.from_bytes(hashlib.sha512(sig[:32] + pk + m).digest(), "little") % L
    assert affine_encode(affine_add(affine_mul(s + L, BASE), affine_mul(k, affine_negate(a)))) == sig[:32]


def test_every_single_bit_flip_is_rejected(honest: tuple[bytes, bytes, bytes]) -> None:
    sig, m, pk = honest
    assert ed25519.crypto_sign_verify_detached(sig, m, pk)
    for bit in range(512):
        flipped = bytearray(sig)
        flipped[bit >> 3] ^= 1 << (bit & 7)
        assert not ed25519.crypto_sign_verify_detached(bytes(flipped), m, pk), bit


def test_small_order_public_keys_follow_tweetnacl() -> None:
    """TweetNaCl accepts small-order A (libsodium does not): for A = identity any (encode([S] B), S) is
    valid; for the other seven points the result depends on k, and the model decides."""
    rng = random.Random(8)
    for encoding in SMALL_ORDER_ENCODINGS:
        for trial in range(3):
            s = rng.randrange(L)
            m = bytes([trial])
            r = sodium.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(32, "little"))
            sig = r + s.to_bytes(32, "little")
            expected = model_verify(sig, m, encoding)
            assert ed25519.crypto_sign_verify_detached(sig, m, encoding) == expected
            if encoding == affine_encode(IDENTITY):
                assert expected


def test_non_canonical_public_keys_follow_tweetnacl() -> None:
    """y >= p (the low 255 bits p .. 2^255 - 1) and x = 0 with the sign bit set decode as TweetNaCl
    decodes them (y mod p); e.g. the identity written as p + 1 or with the sign bit still verifies."""
    rng = random.Random(9)
    encodings = [(P + r).to_bytes(32, "little") for r in range(19)]
    encodings += [bytes(e[:31]) + bytes([e[31] | 0x80]) for e in list(encodings)]
    encodings += [bytes([1]) + bytes(30) + b"\x80", (P - 1).to_bytes(32, "little")[:31] + b"\xff"]
    decodable = 0
    for encoding in encodings:
        s = rng.randrange(L)
        sig = sodium.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(32, "little")) + s.to_bytes(32, "little")
        expected = model_verify(sig, b"", encoding)
        decodable += tweetnacl_decode(encoding) is not None
        assert ed25519.crypto_sign_verify_detached(sig, b"", encoding) == expected, encoding.hex()
    assert decodable > 4  # the cases exercise decoding, not only its failure
    identity_non_canonical = (P + 1).to_bytes(32, "little")
    s = 12345
    sig = sodium.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(32, "little")) + s.to_bytes(32, "little")
    assert ed25519.crypto_sign_verify_detached(sig, b"", identity_non_canonical)


def test_non_canonical_r_is_rejected() -> None:
    """The check compares encodings: R = identity written canonically verifies (TweetNaCl, A = [a] B and
    S = k a), the same point written as p + 1 or with the sign bit set never does."""
    seed = bytes(32)
    pk, sk = sodium.crypto_sign_seed_keypair(seed)
    a = int.from_bytes(hashlib.sha512(seed).digest()[:32], "little")
    a = (a & ~7 & (2**255 - 1)) | 1 << 254
    canonical = affine_encode(IDENTITY)
    variants = [(canonical, True), ((P + 1).to_bytes(32, "little"), False), (canonical[:31] + b"\x80", False)]
    for r_bytes, valid in variants:
        k = int.from_bytes(hashlib.sha512(r_bytes + pk + b"m").digest(), "little") % L
        sig = r_bytes + (k * a % L).to_bytes(32, "little")
        assert model_verify(sig, b"m", pk) == valid
        assert ed25519.crypto_sign_verify_detached(sig, b"m", pk) == valid


def test_mixed_order_a_and_r_follow_tweetnacl() -> None:
    """A = [a] B + T_A and R = [r] B + T_R for all 64 pairs of small-order points, S = r + k a: TweetNaCl
    accepts iff -[k] T_A = T_R. Exercises the cofactor reasoning of the half-size-scalar check."""
    rng = random.Random(17)
    a = rng.randrange(1, L)
    outcomes = set()
    for t_a in SMALL_ORDER:
        pk = affine_encode(affine_add(affine_mul(a, BASE), t_a))
        for t_r in SMALL_ORDER:
            r = rng.randrange(1, L)
            r_bytes = affine_encode(affine_add(affine_mul(r, BASE), t_r))
            m = rng.randbytes(3)
            k = int.from_bytes(hashlib.sha512(r_bytes + pk + m).digest(), "little") % L
            sig = r_bytes + ((r + k * a) % L).to_bytes(32, "little")
            expected = affine_negate(affine_mul(k, t_a)) == t_r
            assert model_verify(sig, m, pk) == expected
            assert ed25519.crypto_sign_verify_detached(sig, m, pk) == expected, (t_a, t_r)
            outcomes.add(expected)
    assert outcomes == {True, False}


def test_undecodable_public_keys_are_rejected(honest: tuple[bytes, bytes, bytes]) -> None:
    sig, m, _ = honest
    rng = random.Random(10)
    seen = 0
    while seen < 20:
        pk = rng.randbytes(32)
        if tweetnacl_decode(pk) is None:
            seen += 1
            assert not ed25519.crypto_sign_verify_detached(sig, m, pk)


# ---------------------------------------------------------------------------------------------
# Ed25519 -> X25519 public keys, against libsodium.
# ---------------------------------------------------------------------------------------------


def test_pk_to_curve25519_matches_libsodium() -> None:
    rng = random.Random(11)
    candidates: list[bytes] = []
    for _ in range(20):
        pk, _ = sodium.crypto_sign_seed_keypair(rng.randbytes(32))
        candidates.append(pk)
        # mixed order: an honest point plus each small-order point (libsodium accepts + (0, -1)).
        a = tweetnacl_decode(pk)
        assert a is not None
        for t in SMALL_ORDER[1:]:
            candidates.append(affine_encode(affine_add(a, t)))
            if len(candidates) > 200:
                break
    candidates += SMALL_ORDER_ENCODINGS
    candidates += [e[:31] + bytes([e[31] ^ 0x80]) for e in SMALL_ORDER_ENCODINGS]
    candidates += [(P + r).to_bytes(32, "little") for r in range(19)]
    candidates += [(P + r).to_bytes(32, "little")[:31] + b"\xff" for r in range(19)]
    candidates += [rng.randbytes(32) for _ in range(100)]
    accepted = 0
    for pk in candidates:
        expected = sodium_pk_to_curve(pk)
        accepted += expected is not None
        assert ed25519.ed25519_pk_to_curve25519(pk) == expected, pk.hex()
    assert accepted >= 20


# ---------------------------------------------------------------------------------------------
# The constant-time fixed-base machinery.
# ---------------------------------------------------------------------------------------------

EDGE_SCALARS = [0, 1, 2, L - 1, L, L + 1, 2**252, (L - 1) // 2, 2**255 - 1, 2**256 - 1, 8 * L - 1]


def plain_odd_digits(scalar: int, window: int, positions: int) -> tuple[int, list[int]]:
    """(k, digits): k = scalar + L or scalar + 2 L, whichever is odd, and its regular odd-digit recoding by
    the plain loop of Joye and Tunstall (AFRICACRYPT 2009): d = (k mod 2^(w+1)) - 2^w, k = (k - d) / 2^w,
    the last digit what remains."""
    k = scalar + L if scalar % 2 == 0 else scalar + 2 * L
    digits = []
    rest = k
    for _ in range(positions - 1):
        d = rest % (1 << (window + 1)) - (1 << window)
        digits.append(d)
        rest = (rest - d) >> window
    digits.append(rest)
    return k, digits


def test_odd_digit_recoding_is_the_integer() -> None:
    """Every digit odd and below 2^w in size, the digits sum to k, and k = scalar mod L: no zero digit ever."""
    table = comb._fixed_base_table()
    rng = random.Random(11)
    for scalar in EDGE_SCALARS + [rng.randrange(2**256) for _ in range(200)]:
        k, digits = plain_odd_digits(scalar, table.window, table.positions)
        assert k % 2 == 1 and k % L == scalar % L
        assert all(d % 2 == 1 and abs(d) < 1 << table.window for d in digits), scalar
        assert sum(d << (table.window * i) for i, d in enumerate(digits)) == k


def table_entry(table: object, position: int, j: int) -> tuple[int, int, int]:
    """Entry j of a position read from the bulk arrays by plain indexing (shift and mask)."""
    return lane_entry(table, position, j)


def niels_of(point: AffinePoint) -> tuple[int, int, int]:
    """The comb table's halved Niels form ((y + x)/2, (y - x)/2, d x y) mod p."""
    x, y = point
    half = pow(2, -1, P)
    return ((y + x) * half % P, (y - x) * half % P, D * x * y % P)


def test_table_entries_are_the_odd_multiples_of_b() -> None:
    table = comb._fixed_base_table()
    rng = random.Random(12)
    for position in sorted({0, 1, table.positions - 1, rng.randrange(table.positions)}):
        unit = affine_mul(1 << (table.window * position), BASE)
        for j in range(table.count):
            entry = table_entry(table, position, j)
            # stored plus p, in (p, 2p): every 32-byte lane has a non-zero top byte (`_halved_niels_vartime`)
            assert all(P < v < 2 * P for v in entry), (position, j)
            assert tuple(v - P for v in entry) == niels_of(affine_mul(2 * j + 1, unit)), (position, j)


def test_constant_time_select_equals_plain_lookup() -> None:
    table = comb._fixed_base_table()
    n_pos = table.positions
    rng = random.Random(13)
    guards = set()
    for scalar in EDGE_SCALARS + [rng.randrange(2**256) for _ in range(30)]:
        selected = comb._select_ct(table, scalar)
        guards.add(tuple(raw[:32] for raw in selected))
        _, digits = plain_odd_digits(scalar, table.window, n_pos)
        for i, d in enumerate(digits):
            yp, ym, t2d = table_entry(table, i, (abs(d) - 1) // 2)
            expected = (ym, yp, -t2d % P) if d < 0 else (yp, ym, t2d)
            # big-endian arrays, guard lane first: position i is at byte 32 (n_pos - i)
            start = 32 * (n_pos - i)
            got = tuple(int.from_bytes(raw[start : start + 32], "big") for raw in selected)
            assert tuple(v % P for v in got) == tuple(v % P for v in expected), (scalar, i, d)
            assert all(P < v < 2 * P for v in got), (scalar, i, d)  # the negation 3p - dxy stays in (p, 2p)
    # The guard lane (first 32 bytes, top bit set) is the same whatever the scalar: the selected ints
    # have a fixed length.
    assert len(guards) == 1
    assert all(guard[0] & 0x80 for guard in guards.pop())


def to_affine(point: tuple[int, int, int, int]) -> AffinePoint:
    x, y, z, t = point
    zinv = pow(z, -1, P)
    assert x * y % P == t * z % P  # the extended coordinate is consistent
    return (x * zinv % P, y * zinv % P)


def test_fixed_base_matches_double_and_add() -> None:
    rng = random.Random(14)
    for scalar in EDGE_SCALARS + [2**256, 2**300 + 5] + [rng.randrange(2**256) for _ in range(20)]:
        point = comb.fixed_base_ct(scalar)
        assert to_affine(point) == affine_mul(scalar % L, BASE), scalar
        assert all(0 <= coordinate <= 2 * P for coordinate in point)  # as documented


def test_comb_has_no_negative_intermediate(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every int the comb computes (recoding, selection, additions) and the base-point u conversion is
    non-negative, on edge and random scalars (CPython takes sign-dependent paths on negative ints)."""
    monkeypatch.setattr(comb, "_selected_entries", comb._selected_entries_lanes)  # CPython's lanes (PyPy's words: signed)
    checked_select = non_negative_copy(comb._select_ct)
    checked_comb = non_negative_copy(comb.fixed_base_ct, comb._selected_entries_lanes, comb._select_ct,
                             comb._randomized_start, comb._add_halved_niels_ct)  # fmt: skip
    scalarmult_base = non_negative_copy(montgomery.crypto_scalarmult_base)
    rng = random.Random(17)
    table = comb._fixed_base_table()
    for scalar in EDGE_SCALARS + [rng.randrange(2**256) for _ in range(30)]:
        assert checked_select(table, scalar) == comb._select_ct(table, scalar)
        assert to_affine(checked_comb(scalar)) == to_affine(comb.fixed_base_ct(scalar))  # type: ignore[arg-type]
    for _ in range(10):
        n = rng.randbytes(32)
        assert scalarmult_base(n) == sodium.crypto_scalarmult_base(n)


def test_comb_offsets_are_multiples_of_p() -> None:
    offsets = [k for stage in comb._COMB_OFFSETS for k in stage]
    assert len(offsets) == 9 and all(k > 0 and k % P == 0 for k in offsets)


# --- signing's secret scalars: Barrett's reduction, fixed lengths, the operand order of k a --------------

_Q = 2**512 // L
NONCE_DIGEST_EDGES = [0, 1, 2, L - 1, L, L + 1, 2**128, 2**252, 2**256 - 1, 2**511, 2**512 - 1,
                      _Q * L - 1, _Q * L, _Q * L + 1, 2**512 - 2**506, 2**506 - 1]  # fmt: skip
NONCE_DIGEST_EDGES += [q * L + e for q in (1, 2, 3, 2**128, 2**200 + 1, 2**259 - 3, _Q - 1) for e in (-1, 0, 1)]
NONCE_DIGEST_EDGES += [q * L + small for q in (5, 2**259) for small in (2**127 + 1, 2**240 - 3)]  # r: zero digits
CLAMPED_EDGES = [2**254, 2**254 + 8, 2**255 - 8, 2**254 + 2**128, 2**254 | (2**128 - 8), 2**254 | 0xFF << 128,
                 2**254 | (2**240 - 8), 2**254 | (2**255 - 1 - (2**240 - 1)) & ~7]  # fmt: skip
"""Clamped secret scalars a with zero and full 30-bit digits, a 16-byte zero half, the smallest and largest."""
CHALLENGES = [0, 1, 2**30 - 1, 2**128 + 5, 2**252, L - 1, 2**250 + 12345]


def _clamped_bytes(a: int, rng: random.Random) -> bytes:
    """32 bytes whose clamping is a (the cleared bits 0-2 and 255 random)."""
    return (a | rng.getrandbits(3) | rng.getrandbits(1) << 255).to_bytes(32, "little")


def test_nonce_is_the_digest_mod_l_at_one_length() -> None:
    """_nonce(h) = h mod L + a multiple of L, 256 bits for every digest h: edges (0, L - 1, L, 2^512 - 1,
    multiples of L and their neighbours, remainders with zero digits) and random ones, against plain `%`."""
    rng = random.Random(19)
    for h in NONCE_DIGEST_EDGES + [rng.randrange(2**512) for _ in range(200)]:
        assert 0 <= h < 2**512
        r = ed25519._nonce(h.to_bytes(64, "little"))
        assert r % L == h % L and 2**255 <= r < 2**256, h


def test_signature_scalar_is_r_plus_k_a_mod_l() -> None:
    """S = (r + k a) mod L from Barrett's reduction, against plain `%`, over edge nonces, challenges and keys."""
    rng = random.Random(21)
    nonces = [ed25519._nonce(h.to_bytes(64, "little")) for h in NONCE_DIGEST_EDGES[:12]]
    for r in nonces:
        for k in CHALLENGES:
            for a in CLAMPED_EDGES + [clamp_scalar(rng.randbytes(32))]:
                assert ed25519._signature_scalar(r, k, a) == (r + k * a) % L


@settings(max_examples=200, deadline=None)
@given(digest=st.binary(min_size=64, max_size=64), k=st.integers(0, L - 1), key=st.binary(min_size=32, max_size=32))
def test_signature_scalar_like_python_mod(digest: bytes, k: int, key: bytes) -> None:
    r = ed25519._nonce(digest)
    a = clamp_scalar(key)
    assert ed25519._signature_scalar(r, k, a) == (int.from_bytes(digest, "little") + k * a) % L


_SIGNING_HELPERS = (mod_l, mod_l_guarded)
DIGIT_SIZES = (15, 30, 63)
"""CPython with 15- or 30-bit digits, PyPy with 63."""


def _digit_shape(function: Callable[..., object], *args: object) -> tuple[tuple[tuple[str, int, int], ...], ...]:
    """The digit counts of both operands of every int operation of `function`, for each digit size."""
    record: list[tuple[str, int, int]] = []
    copy = operand_bits_copy(function, record, *_SIGNING_HELPERS)
    assert copy(*args) == function(*args)
    return tuple(
        tuple((name, digits_of_size(left, size), digits_of_size(right, size)) for name, left, right in record)
        for size in DIGIT_SIZES
    )


def test_signing_operand_lengths_do_not_depend_on_secrets() -> None:
    """Every int operation of the nonce's reduction, of S = (r + k a) mod L (for each public k) and of the clamping
    has operands of the same digit counts (15-, 30-, 63-bit digits) whatever the secret digest, nonce and key; no
    division runs on them; and no intermediate is negative."""
    rng = random.Random(22)
    digests = [h.to_bytes(64, "little") for h in NONCE_DIGEST_EDGES]
    nonce_shapes = {_digit_shape(ed25519._nonce, d) for d in digests}
    assert len(nonce_shapes) == 1
    nonces = [ed25519._nonce(d) for d in digests]
    for k in CHALLENGES:
        shapes = {_digit_shape(ed25519._signature_scalar, r, k, a) for r in nonces[::5] for a in CLAMPED_EDGES}
        assert len(shapes) == 1, k
        ((s_shape, *_),) = shapes
        assert all(name not in ("Mod", "FloorDiv") for name, _, _ in s_shape)
    keys = [_clamped_bytes(a, rng) for a in CLAMPED_EDGES] + [bytes(32), b"\xff" * 32]
    assert len({_digit_shape(clamp_scalar, key) for key in keys}) == 1
    (shape,) = nonce_shapes
    assert all(name not in ("Mod", "FloorDiv") for name, _, _ in shape[0])
    checked_nonce = non_negative_copy(ed25519._nonce, *_SIGNING_HELPERS)
    checked_s = non_negative_copy(ed25519._signature_scalar, *_SIGNING_HELPERS)
    checked_clamp = non_negative_copy(clamp_scalar)
    for d, r in zip(digests, nonces):
        assert checked_nonce(d) == r
        for a in CLAMPED_EDGES:
            assert checked_s(r, CHALLENGES[-1], a) == ed25519._signature_scalar(r, CHALLENGES[-1], a)
    for key in keys:
        assert checked_clamp(key) == clamp_scalar(key)


def test_product_rows_follow_the_public_challenge() -> None:
    """In S's product (k + L) (a << 15), which rows of CPython's schoolbook multiplication end without a carry
    depends on the public k only, not on the secret a (edge keys with zero digits, a zero half, all ones); with
    the secret on the outside (a (k + L)) it would follow a: the oracle sees the difference."""
    rng = random.Random(23)
    secrets_outside = set()
    for k in CHALLENGES + [rng.randrange(L) for _ in range(5)]:
        patterns = {rows_without_carry(k + L, a << ed25519._KEY_SHIFT) for a in CLAMPED_EDGES}
        assert len(patterns) == 1, k
        assert (k + L).bit_length() <= (CLAMPED_EDGES[0] << ed25519._KEY_SHIFT).bit_length()  # k + L is outside
        secrets_outside.add(frozenset(rows_without_carry(a, k + L) for a in CLAMPED_EDGES))
    assert any(len(rows) > 1 for rows in secrets_outside)


def test_signing_matches_libsodium_on_edge_nonces() -> None:
    """Whole signatures whose nonce falls into the leakcheck classes (small and large top digit of r) are
    libsodium's, so the classes measured sign correctly."""
    rng = random.Random(24)
    seed = rng.randbytes(32)
    pk, sk = sodium.crypto_sign_seed_keypair(seed)
    prefix = hashlib.sha512(seed).digest()[32:]
    found = {0: 0, 1: 0}
    while min(found.values()) < 3:
        message = rng.randbytes(16)
        r = int.from_bytes(hashlib.sha512(prefix + message).digest(), "little") % L
        cls = int(r >= 2**250)
        if r < 2**246 or cls == 1:
            found[cls] += 1
            assert ed25519.crypto_sign_detached(message, sk) == sodium.crypto_sign(message, sk)[:64]


def test_blinded_inversion_matches_fermat() -> None:
    """1/z = z^(p-2) mod p for every z >= 0, including z = 0 mod p where TweetNaCl's inv25519 gives 0."""
    rng = random.Random(20)
    values = [0, 1, 2, P - 1, P, P + 1, 2 * P, 2**255 - 1, 2**256 - 1, 2**300] + [rng.randrange(2**260) for _ in range(50)]
    for z in values:
        assert field.fe_invert_blinded(z) == pow(z, P - 2, P), z


def test_variable_time_double_scalar_mult_matches_model() -> None:
    rng = random.Random(15)
    for trial in range(10):
        pk, _ = sodium.crypto_sign_seed_keypair(rng.randbytes(32))
        a = tweetnacl_decode(pk)
        assert a is not None
        if trial < len(SMALL_ORDER):
            a = affine_add(a, SMALL_ORDER[trial])
        b_scalar, a_scalar = rng.randrange(L), rng.randrange(L)
        x, y, z = double_scalarmult_vartime(b_scalar, a_scalar, (a[0], a[1], 1, a[0] * a[1] % P))
        zinv = pow(z, -1, P)
        expected = affine_add(affine_mul(b_scalar, BASE), affine_mul(a_scalar, a))
        assert (x * zinv % P, y * zinv % P) == expected


# ---------------------------------------------------------------------------------------------
# Agreement with the reference port (slow: few examples).
# ---------------------------------------------------------------------------------------------

HOSTILE_PKS = SMALL_ORDER_ENCODINGS + [(P + r).to_bytes(32, "little") for r in (0, 1, 2, 3, 5, 8)]


@needs_reference
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.binary(min_size=32, max_size=32), m=st.binary(max_size=70))
def test_reference_agrees_on_honest_use(seed: bytes, m: bytes) -> None:
    pk, sk = ed25519.crypto_sign_seed_keypair(seed)
    assert reference.crypto_sign_seed_keypair(seed) == (pk, sk)
    sig = ed25519.crypto_sign_detached(m, sk)
    assert reference.crypto_sign_detached(m, sk) == sig
    assert reference.crypto_sign_verify_detached(sig, m, pk) is True
    assert ed25519.crypto_sign_verify_detached(sig, m, pk) is True


@needs_reference
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    pk_choice=st.integers(0, len(HOSTILE_PKS)),
    random_pk=st.binary(min_size=32, max_size=32),
    r_choice=st.integers(0, len(SMALL_ORDER_ENCODINGS) + 1),
    random_r=st.binary(min_size=32, max_size=32),
    s=st.integers(0, 2**256 - 1) | st.integers(0, L - 1),
    m=st.binary(max_size=8),
)
def test_reference_agrees_on_hostile_verification(
    pk_choice: int, random_pk: bytes, r_choice: int, random_r: bytes, s: int, m: bytes
) -> None:
    pk = HOSTILE_PKS[pk_choice] if pk_choice < len(HOSTILE_PKS) else random_pk
    if r_choice < len(SMALL_ORDER_ENCODINGS):
        r = SMALL_ORDER_ENCODINGS[r_choice]
    elif r_choice == len(SMALL_ORDER_ENCODINGS):
        # [s mod L] B by libsodium, which refuses to return the identity (s = 0 mod L): its encoding is y = 1
        r = sodium.crypto_scalarmult_ed25519_base_noclamp((s % L).to_bytes(32, "little")) if s % L else (1).to_bytes(32, "little")
    else:
        r = random_r
    sig = r + s.to_bytes(32, "little")
    expected = model_verify(sig, m, pk)
    assert ed25519.crypto_sign_verify_detached(sig, m, pk) == expected
    assert reference.crypto_sign_verify_detached(sig, m, pk) == expected


@needs_reference
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.binary(min_size=32, max_size=32))
def test_reference_agrees_on_scalarmult_base(n: bytes) -> None:
    assert montgomery.crypto_scalarmult_base(n) == reference.crypto_scalarmult_base(n)


@needs_reference
@pytest.mark.parametrize("index", range(0, 25, 4))
def test_reference_agrees_on_pk_to_curve25519(index: int) -> None:
    pks: list[bytes] = SMALL_ORDER_ENCODINGS + [(P + r).to_bytes(32, "little") for r in range(2, 19)]
    pk = pks[index % len(pks)]
    if index == 0:  # honest point + (0, -1): accepted by libsodium <= 1.0.20, rejected since (PyNaCl 1.6)
        a = tweetnacl_decode(sodium.crypto_sign_seed_keypair(bytes(32))[0])
        assert a is not None
        pk = affine_encode(affine_add(a, (0, P - 1)))
        assert sodium_pk_to_curve(pk) is None
    assert ed25519.ed25519_pk_to_curve25519(pk) == reference.ed25519_pk_to_curve25519(pk)


def test_functions_have_the_core_signatures() -> None:
    names: list[Callable[..., object]] = [
        ed25519.crypto_sign_seed_keypair,
        ed25519.crypto_sign_detached,
        ed25519.crypto_sign_verify_detached,
        montgomery.crypto_scalarmult_base,
        ed25519.ed25519_pk_to_curve25519,
    ]
    import inspect

    from tweetnacl._interface import Core

    for function in names:
        expected = list(inspect.signature(getattr(Core, function.__name__)).parameters)[1:]
        assert list(inspect.signature(function).parameters) == expected


def test_field_helpers_match_plain_formulas() -> None:
    rng = random.Random(16)
    values = [0, 1, 2, P - 1, P, P + 1, 2**255 - 1] + [rng.randrange(2**256) for _ in range(50)]
    for u in values[:20]:
        for v in values[1:5] + values[-10:]:
            if v % P == 0:
                continue
            root = field.fe_sqrt_ratio_vartime(u, v)
            ratio = u * pow(v, -1, P) % P
            is_square = ratio == 0 or pow(ratio, (P - 1) // 2, P) == 1
            assert (root is not None) == is_square
            if root is not None:
                assert root * root % P == ratio


def test_half_size_ratio() -> None:
    """c0 = c1 k (mod 8 L) with c1 odd, always; about 2^128 for hash-like k (speed, not correctness: for
    k = L - 1, (8, -8) is the short vector and every vector with odd c1 is long)."""
    rng = random.Random(18)
    randoms = [rng.randrange(L) for _ in range(300)]
    for k in [0, 1, 2, 8, L - 1, 2**128, 2**252, (L - 1) // 2] + randoms:
        c0, c1 = ed25519._half_size_ratio_vartime(k)
        assert (c0 - c1 * k) % (8 * L) == 0
        assert c1 % 2 == 1 and 0 <= c0 < 8 * L and abs(c1) < 8 * L
        if k in randoms:
            assert max(c0.bit_length(), abs(c1).bit_length()) <= 131


def test_comb_geometry_is_the_tables() -> None:
    """The public geometry (what leakcheck builds its digit classes from) is that of the tables the multiplications
    read, and the fewest positions that hold the recoding: 43 of radix 2^6 for scalars below 2^256, 64 of radix 2^4
    below L."""
    table = comb._fixed_base_table()
    assert (comb.FIXED_BASE_WINDOW, comb.FIXED_BASE_POSITIONS) == (table.window, table.positions) == (6, 43)
    assert (comb.VARIABLE_BASE_WINDOW, comb.VARIABLE_BASE_POSITIONS) == (4, 64)
    # The largest recoded k of each (an odd scalar gets 2 L added): its top digit fits, one position fewer would not.
    for scalar, window, positions in ((2**256 - 1, 6, 43), (L - 2, 4, 64)):
        assert plain_odd_digits(scalar, window, positions)[1][-1] < 1 << window
        assert plain_odd_digits(scalar, window, positions - 1)[1][-1] >= 1 << window


def test_curve_family_imports_no_private_names() -> None:
    """No module of src/ imports a `_name` from a module of `tweetnacl.fast.curve25519`: what another module needs
    is a public, documented name of the module that owns it."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "src"
    offenders = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tweetnacl.fast.curve25519"):
                offenders += [f"{path.relative_to(root)}: {alias.name}" for alias in node.names if alias.name.startswith("_")]
    assert not offenders
    family = (root / "tweetnacl" / "fast" / "curve25519").glob("*.py")
    assert all(len(path.read_text(encoding="utf-8").splitlines()) < 600 for path in family)
