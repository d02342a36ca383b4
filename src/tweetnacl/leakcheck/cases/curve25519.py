"""The tests of the curve25519 family: the X25519 ladder (RFC 7748 section 5), the fixed-base comb behind X25519's
scalarmult.base and Ed25519 key generation and signing (RFC 8032 sections 5.1.5, 5.1.6), and the edwards25519
group API of libsodium (crypto_scalarmult_ed25519, crypto_core_ed25519_*) with its Elligator 2 map. Signing, key
generation and X25519 run on both implementations through the public API; the group API exists in fast only and is
called through `tweetnacl.pynacl.bindings`.

Classes: digits of the secret scalar (the signing nonce, the clamped key), ladder swaps, a zero 30-bit digit in the
X25519 key or (a public-operand control) in the peer's u, the secret point's square roots, Elligator 2's branch, the
length of a reduced scalar. Some input makers (`point_halving_roots`) count what the fast code does on an input; they
run while inputs are made, never while a call is timed. Every key, nonce, scalar and point is test data from the
test's seeded generator.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from typing import Any

from tweetnacl.fast.curve25519.comb import (
    FIXED_BASE_POSITIONS,
    FIXED_BASE_WINDOW,
    VARIABLE_BASE_POSITIONS,
    VARIABLE_BASE_WINDOW,
)
from tweetnacl.fast.curve25519.field import MONTGOMERY_A, P
from tweetnacl.fast.curve25519.scalar import L
from tweetnacl.leakcheck.cases.common import draw_until
from tweetnacl.leakcheck.harness import FAST_ONLY, Args, LeakTest, Prepared, Setup

__all__ = [
    "COMB_OFFSET", "COMB_POSITIONS", "COMB_WINDOW", "L", "TESTS", "WINDOW", "WINDOW_POSITIONS", "base_input_for",
    "clamped_scalar", "comb_digits", "comb_recoded", "ed25519_window_input", "elligator_other_candidate",
    "ladder_transitions", "point_halving_roots", "point_sqrt_branch", "scalar_of_digits", "scalar_with_transitions",
    "signing_comb_scalar",
]  # fmt: skip

COMB_WINDOW = FIXED_BASE_WINDOW
COMB_POSITIONS = FIXED_BASE_POSITIONS
"""The digit width and position count of `tweetnacl.fast`'s fixed-base comb (radix 2^6, 43 positions of 32
entries), which are also those of the recoding the classes are defined by (see COMB_OFFSET)."""
WINDOW = VARIABLE_BASE_WINDOW
WINDOW_POSITIONS = VARIABLE_BASE_POSITIONS
"""The digit width and position count of `tweetnacl.fast`'s variable-base multiplication (crypto_scalarmult_ed25519 on
any point P but the base point), a radix-16 fixed window over the odd signed digits of k = (t mod L) + L or + 2 L,
whichever is odd, for the call's scalar t; each position's entry, one of the 8 odd multiples [1] P .. [15] P, is
read by a constant-time selection over all 8."""

COMB_OFFSET = sum(32 << (COMB_WINDOW * i) for i in range(COMB_POSITIONS))
"""C = sum 32 * 64^i, the offset of the signed radix-64 recoding (ref10's) that `tweetnacl.fast`'s fixed-base comb
used when issue 8 measured its leaks: t = s + C, for a scalar s in [0, L), has base-64 digits n_i, and
d_i = n_i - 32 in [-32, 31], s = sum d_i 64^i. Position 42 is the top digit (0 or 1 for s < L); that comb
started its sum with the top position's entry, and a zero digit selected the identity. The classes stay
defined by these digits (the properties that leaked), which are not those of the comb today: it recodes
k = scalar + L or scalar + 2 L, whichever is odd, into odd signed radix-64 digits (Joye and Tunstall's regular
recoding: no zero digit, no identity entry) and reads each of its 43 positions' entry, one of the 32 odd multiples
[(2j + 1) 64^i] B, by a constant-time selection over all 32. Nor is its scalar s mod L: X25519's and key
generation's is the clamped value itself, signing's the nonce r plus 14 L or 15 L (a fixed length). Its own secret
choice, L or 2 L added to make the scalar odd, is what the parity test classes."""


def comb_digits(scalar: int) -> list[int]:
    """The signed radix-64 digits d_0 .. d_42 of scalar mod L in the old comb's recoding (see COMB_OFFSET)."""
    t = scalar % L + COMB_OFFSET
    return [((t >> (COMB_WINDOW * i)) & 63) - 32 for i in range(COMB_POSITIONS)]


def scalar_of_digits(digits: Sequence[int]) -> int:
    """sum d_i 64^i: the scalar whose radix-64 digits (`comb_digits`, d_0 first) these are."""
    return sum(d << (COMB_WINDOW * i) for i, d in enumerate(digits))


def comb_recoded(scalar: int) -> int:
    """U = (k + 2^(w n) - 1) / 2 for k = scalar + L or scalar + 2 L, whichever is odd: the integer whose radix-64
    digits u_i give today's comb its odd digits d_i = 2 u_i - 63 (Joye and Tunstall's regular recoding, written out
    here from the paper, not taken from the comb). Digit u_41 (bits 246..251) is the top digit of the low half at
    the spreading step that pairs digits 40, 41 with 42, 43."""
    k = scalar + L if scalar % 2 == 0 else scalar + 2 * L
    return (k + (1 << (COMB_WINDOW * COMB_POSITIONS)) - 1) // 2


def signing_comb_scalar(r: int) -> int:
    """The scalar sign.detached hands the comb for the nonce r = h mod L (`fast.curve25519.ed25519._nonce`): r plus
    15 L or 14 L, the one in [15 L - c, 16 L - c) for c = 2^512 mod L (256 bits for every r)."""
    c = 2**512 % L
    return r + 15 * L if r + c < L else r + 14 * L


_EIGHTH_MOD_L = pow(8, -1, L)


def base_input_for(scalar: int, rng: random.Random) -> bytes | None:
    """32 bytes n whose clamped value (bits 0-2 and 255 cleared, bit 254 set) is congruent to `scalar` mod L,
    the clamped-away bits random; None when no such n exists for this scalar's residue (about half the time:
    the clamped values 2^254 + 8k, k < 2^251, cover each residue once or not at all in [2^254, 2^254 + 8L))."""
    k = (scalar - 2**254) * _EIGHTH_MOD_L % L
    if k >= 2**251:
        return None
    value = 2**254 + 8 * k | rng.getrandbits(3) | rng.getrandbits(1) << 255
    return value.to_bytes(32, "little")


def clamped_scalar(n: bytes) -> int:
    """RFC 7748 section 5 / RFC 8032 section 5.1.5 clamping, as a little-endian int."""
    return (int.from_bytes(n, "little") & ~7 & (2**255 - 1)) | 2**254


def ladder_transitions(n: bytes) -> int:
    """How many of the X25519 ladder's 255 steps swap (bits t and t + 1 of the clamped scalar differ)."""
    k = clamped_scalar(n)
    return bin((k ^ (k >> 1)) & (2**255 - 1)).count("1")


def scalar_with_transitions(rng: random.Random, many: bool) -> bytes:
    """A random X25519 scalar whose clamped value swaps at few ladder steps (many=False: at most 9) or at almost
    all (many=True: at least 245): up to 7 positions among bits 3..253 are drawn at random and swap (few) or
    are the only ones there that do not (many); bit 254 always swaps, bit 2 swaps when bit 3 is set."""
    positions = range(3, 254)
    chosen = set(rng.sample(positions, rng.randint(0, 7)))
    swaps = {p for p in positions if (p in chosen) != many} | {254}
    k = 0
    bit = 0
    for t in range(254, 2, -1):  # k_255 = 0; k_t = k_{t+1} xor swap_t
        bit ^= t in swaps
        k |= bit << t
    value = k | rng.getrandbits(3) | rng.getrandbits(1) << 255
    return value.to_bytes(32, "little")


def _sign_nonce(classify: Callable[[int], int | None], reduced: bool = True) -> Setup:
    """sign.detached under one random key; messages chosen so that the nonce r = SHA-512(prefix || m) mod L
    (RFC 8032 section 5.1.6) falls into the class `classify(r)` (None: in neither); with reduced=False,
    `classify` sees the 512-bit hash itself (the dividend of the reduction mod L)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        seed = rng.randbytes(32)
        secret_key = nacl.sign.keypair.from_seed(seed).secret_key
        prefix = hashlib.sha512(seed).digest()[32:]

        def nonce_class(message: bytes) -> int | None:
            h = int.from_bytes(hashlib.sha512(prefix + message).digest(), "little")
            return classify(h % L if reduced else h)

        def make(cls: int) -> Args:
            message = draw_until(lambda: rng.randbytes(32), lambda m: nonce_class(m) == cls)
            return message, secret_key

        return nacl.sign.detached, make

    return setup


def _nonce_parity(r: int) -> int:
    """A: r even, B: r odd. The comb multiplies r + 15 L (for r < L - (2^512 mod L), about 78% of nonces) or r + 14 L
    and adds L or 2 L to make that odd: 2 L (A) or L (B) for the first, the other way round for the second."""
    return r & 1


def _nonce_hash_top(h: int) -> int | None:
    """A: the 512-bit nonce hash h < 2^506 (its top 6 bits zero), B: h >= 2^512 - 2^506 (all ones); each 1 in 64."""
    return 0 if h < 2**506 else 1 if h >= 2**512 - 2**506 else None


def _sign_key(nacl: Any, rng: random.Random) -> Prepared:
    """sign.detached under key A (class A) or key B (class B), two random keys; random 32-byte messages."""
    keys = [nacl.sign.keypair.from_seed(rng.randbytes(32)).secret_key for _ in range(2)]

    def make(cls: int) -> Args:
        return rng.randbytes(32), keys[cls]

    return nacl.sign.detached, make


def _top_digit_class(digits: list[int]) -> int:
    """A: the top digit of `comb_digits` is 0; B: it is not."""
    return 0 if digits[-1] == 0 else 1


def _lower_zero_class(digits: list[int]) -> int | None:
    """A: top digit non-zero and at least two zero digits below it; B: top digit non-zero and none."""
    if digits[-1] == 0:
        return None
    zeros = digits[:-1].count(0)
    return 0 if zeros >= 2 else 1 if zeros == 0 else None


def _scalarmult_base(draw_scalar: Callable[[random.Random, int], int | None]) -> Setup:
    """scalarmult.base on inputs whose clamped scalar mod L is `draw_scalar(rng, cls)` (None: draw again)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            while True:
                scalar = draw_scalar(rng, cls)
                if scalar is not None and 0 <= scalar < L:
                    n = base_input_for(scalar, rng)
                    if n is not None:
                        return (n,)

        return nacl.scalarmult.base, make

    return setup


def _random_top_digit(rng: random.Random, cls: int) -> int | None:
    """A uniform scalar in [0, L) whose top digit (`comb_digits`) is 0 (class A) or 1 (class B)."""
    scalar = rng.randrange(L)
    return scalar if _top_digit_class(comb_digits(scalar)) == cls else None


def _three_zero_digits(rng: random.Random, cls: int) -> int | None:
    """Top digit 1 in both; A: exactly three zero digits (random positions) below it, B: none."""
    zeros = set(rng.sample(range(COMB_POSITIONS - 1), 3)) if cls == 0 else set()
    digits = [0 if i in zeros else rng.choice(_NONZERO_DIGITS) for i in range(COMB_POSITIONS - 1)]
    return scalar_of_digits([*digits, 1])


_NONZERO_DIGITS = [d for d in range(-32, 32) if d]


def _digit_signs(rng: random.Random, cls: int) -> int:
    """Same digit structure in both (top digit 0, digit 41 in [1, 31], no zero digit); digits 0..40 all
    positive (A) or all negative (B), magnitudes uniform in [1, 31]."""
    sign = 1 if cls == 0 else -1
    digits = [sign * rng.randint(1, 31) for _ in range(COMB_POSITIONS - 2)]
    return scalar_of_digits([*digits, rng.randint(1, 31), 0])


def _digit_sizes(rng: random.Random, cls: int) -> int:
    """Same structure in both (top digit 0, digit 41 positive, random signs below, no zero digit); every
    magnitude in [1, 16] (A) or in [17, 31] (B): the old comb read its table entries [1 .. 16] or [17 .. 31]
    64^i B. Today's comb reads all 32 entries of each position whatever the digits (see COMB_OFFSET)."""
    low, high = (1, 16) if cls == 0 else (17, 31)
    digits = [rng.choice((-1, 1)) * rng.randint(low, high) for _ in range(COMB_POSITIONS - 2)]
    return scalar_of_digits([*digits, rng.randint(low, high), 0])


def _base_key(cls_a: Callable[[random.Random], bytes]) -> Setup:
    """scalarmult.base on keys from `cls_a` (class A) or 32 random bytes (class B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            return (cls_a(rng) if cls == 0 else rng.randbytes(32),)

        return nacl.scalarmult.base, make

    return setup


def _key_top_byte_zero(rng: random.Random) -> bytes:
    """A random key with its last byte 0: the clamped scalar is 2^254 + (< 2^248), so the comb's recoded digit 41
    (`comb_recoded`) is small: its top bits were the top of the spreading's low half, a digit shorter."""
    return rng.randbytes(31) + b"\x00"


def _key_weight_six(rng: random.Random) -> bytes:
    """A key whose clamped scalar has 6 bits set among bits 3..253 (plus bit 254, and random clamped-away bits):
    most of the comb's digits are equal, many of the spreading's terms shorter at the top."""
    value = sum(1 << bit for bit in rng.sample(range(3, 254), 6)) | 2**254
    return (value | rng.getrandbits(3) | rng.getrandbits(1) << 255).to_bytes(32, "little")


_NIBBLES_ZEROED = 40


def _signing_comb_zero_nibbles(nacl: Any, rng: random.Random) -> Prepared:
    """The comb alone (`fast.curve25519.comb.fixed_base_ct`) on scalars of the form signing gives it
    (`signing_comb_scalar`, in [15 L - c, 16 L - c)): A, one with 40 of its 62 low 4-bit digits zero (random
    positions, rejected when below the range); B, uniform in the range. The digits the spreading moves are then
    mostly zero (A) or random (B)."""
    from tweetnacl.fast.curve25519.comb import fixed_base_ct

    low_end = signing_comb_scalar(L - 2**512 % L)

    def make(cls: int) -> Args:
        while True:
            scalar = low_end + rng.randrange(L)
            if cls == 0:
                for nibble in rng.sample(range(62), _NIBBLES_ZEROED):
                    scalar &= ~(15 << (4 * nibble))
            if low_end <= scalar < low_end + L:
                return (scalar,)

    return fixed_base_ct, make


def _nonce_recoded_top(r: int) -> int:
    """A: the signing scalar's recoded digit u_41 (`comb_recoded`) below 16 (its top two bits zero), B: 16 or more."""
    return 0 if (comb_recoded(signing_comb_scalar(r)) >> (COMB_WINDOW * 41)) & 63 < 16 else 1


def _keypair_top_digit(nacl: Any, rng: random.Random) -> Prepared:
    """sign.keypair.from_seed; seeds chosen so that the secret scalar a = clamp(SHA-512(seed)[:32]) has top digit
    (`comb_digits`, of a mod L) 0 (A) or non-zero (B)."""

    def scalar_class(seed: bytes) -> int:
        a = clamped_scalar(hashlib.sha512(seed).digest()[:32])
        return _top_digit_class(comb_digits(a))

    def make(cls: int) -> Args:
        return (draw_until(lambda: rng.randbytes(32), lambda seed: scalar_class(seed) == cls),)

    return nacl.sign.keypair.from_seed, make


def _ladder(function_name: str) -> Setup:
    """X25519 variable-base: scalarmult(n, p) or box.before(p, n) with few (A) or many (B) ladder swaps;
    the public point p is random bytes in both classes."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        if function_name == "scalarmult":
            def make(cls: int) -> Args:
                return scalar_with_transitions(rng, many=cls == 1), rng.randbytes(32)

            return nacl.scalarmult, make

        def make_before(cls: int) -> Args:
            return rng.randbytes(32), scalar_with_transitions(rng, many=cls == 1)

        return nacl.box.before, make_before

    return setup


_DIGIT_BITS = 30
_ZERO_DIGIT_POSITIONS = range(1, 8)
"""CPython's int digits are 30 bits; the positions zeroed are 1..7 (bits 30..239): digit 0 holds the clamped-away
bits 0-2 and digit 8 (bits 240..254) bit 254 of a clamped key, so neither can be zero there."""


def _zero_a_digit(rng: random.Random) -> bytes:
    """32 random bytes with the 30-bit digit at one random position of 1..7 cleared. Clamping (bits 0-2, 254, 255)
    and u's top-bit mask leave those bits alone, so the clamped key or the u the ladder reads has that zero digit
    (u mod p is u itself: a zero digit keeps it below p)."""
    position = rng.choice(_ZERO_DIGIT_POSITIONS)
    value = int.from_bytes(rng.randbytes(32), "little") & ~(((1 << _DIGIT_BITS) - 1) << (_DIGIT_BITS * position))
    return value.to_bytes(32, "little")


def _ladder_zero_digit(secret_operand: bool) -> Setup:
    """scalarmult(n, p) (the X25519 ladder) with a zero 30-bit digit (`_zero_a_digit`) in class A and random bytes
    in class B, the other argument random bytes in both. secret_operand=True: the digit is the clamped key's,
    which reaches the ladder only through its selection masks (a run of about 29 steps with no swap) and never
    enters a field product. secret_operand=False: the digit is the peer's public u's, the ladder's x1, a factor of
    one product in each of the 255 steps (x1 * (DA - CB)^2, folded) whose other factor is secret: it shows whether
    those products change shape with a zero digit in one operand; since u is public, a difference there would reveal
    nothing secret (an attacker who chooses u knows its digits)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        def make(cls: int) -> Args:
            with_zero = _zero_a_digit(rng) if cls == 0 else rng.randbytes(32)
            other = rng.randbytes(32)
            return (with_zero, other) if secret_operand else (other, with_zero)

        return nacl.scalarmult, make

    return setup


def ed25519_window_input(low_digits: Sequence[int]) -> bytes:
    """32 bytes n for crypto_scalarmult_ed25519_noclamp whose window digits are `low_digits` (63 odd digits,
    |d| < 16, the first position first) under a top digit 1: k = 2^252 + sum d_i 16^i must be in [L, 2 L)
    (then n = k - L is even and below L, and the recoding adds L back)."""
    k = 2**252 + sum(d << (WINDOW * i) for i, d in enumerate(low_digits))
    if not L <= k < 2 * L:
        raise ValueError("digits outside [L, 2 L)")
    return (k - L).to_bytes(32, "little")


def _window_digits(rng: random.Random, large: bool) -> list[int]:
    """63 window digits of magnitude 1 (A: every table read takes the first entry) or 15 (B: the last), random
    signs but a positive digit 62 (which keeps k in [L, 2 L))."""
    size = 15 if large else 1
    return [size * rng.choice((-1, 1)) for _ in range(WINDOW_POSITIONS - 2)] + [size]


def _scalarmult_ed25519(kind: str) -> Setup:
    """crypto_scalarmult_ed25519 (`tweetnacl.pynacl.bindings` over `fast.curve25519.group`) on a fresh random point
    of the main subgroup per call; the scalar's class: kind 'window_digits', every window digit +-1 vs +-15 (which
    table entry the constant-time selection takes); kind 'short', the _noclamp scalar below 2^128 vs 2^254 or more
    (the reduction's operands)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast.curve25519 import group
        from tweetnacl.pynacl import bindings

        def point() -> bytes:
            return group.from_uniform(rng.randbytes(32))

        if kind == "window_digits":
            def make(cls: int) -> Args:
                return ed25519_window_input(_window_digits(rng, cls == 1)), point()

            return bindings.crypto_scalarmult_ed25519_noclamp, make

        def make_short(cls: int) -> Args:
            scalar = rng.getrandbits(128) | 1 if cls == 0 else rng.getrandbits(254) | 2**254
            return scalar.to_bytes(32, "little"), point()

        return bindings.crypto_scalarmult_ed25519_noclamp, make_short

    return setup


def point_sqrt_branch(point: bytes) -> bool:
    """Whether decoding `point` takes the sqrt(-1) branch: the candidate root x of u/v (RFC 8032 section 5.1.3) has
    v x^2 = -u, not u."""
    from tweetnacl.fast.curve25519.field import D, P, fe_from_bytes, fe_sqrt_ratio_candidate

    y = fe_from_bytes(point) % P
    u, v = (y * y - 1) % P, (D * y * y + 1) % P
    _, vx2 = fe_sqrt_ratio_candidate(u, v)
    return vx2 != u


def point_halving_roots(point: bytes) -> int:
    """The number of square roots the unblinded main-subgroup check (three point halvings) takes on `point`."""
    from tweetnacl.fast.curve25519 import edwards, field

    roots = 0
    namespace = vars(edwards)  # the check's square root, counted for one call (input making, never timed)

    def counted(u: int, v: int) -> int | None:
        nonlocal roots
        roots += 1
        return field.fe_sqrt_ratio_vartime(u, v)

    namespace["fe_sqrt_ratio_vartime"] = counted
    try:
        assert edwards.in_main_subgroup_vartime(field.fe_from_bytes(point))
    finally:
        namespace["fe_sqrt_ratio_vartime"] = field.fe_sqrt_ratio_vartime
    return roots


def _scalarmult_ed25519_point(kind: str) -> Setup:
    """crypto_scalarmult_ed25519 on a random scalar and a random point of the main subgroup (from_uniform of random
    bytes) of one of two classes, the point secret (an OPRF's H(password)): kind 'sqrt_branch', decoding takes the
    sqrt(-1) branch (B) or not (A); kind 'halvings', the unblinded subgroup check takes 5 square roots (A) or 7 (B)."""

    def setup(nacl: Any, rng: random.Random) -> Prepared:
        from tweetnacl.fast.curve25519 import group
        from tweetnacl.pynacl import bindings

        def in_class(cls: int) -> Callable[[bytes], bool]:
            if kind == "sqrt_branch":
                return lambda point: point_sqrt_branch(point) == (cls == 1)
            return lambda point: point_halving_roots(point) == (7 if cls == 1 else 5)

        def make(cls: int) -> Args:
            point = draw_until(lambda: group.from_uniform(rng.randbytes(32)), in_class(cls))
            return rng.randbytes(32), point

        return bindings.crypto_scalarmult_ed25519, make

    return setup


def elligator_other_candidate(r: bytes) -> bool:
    """Whether Elligator 2 on r (crypto_core_ed25519_from_uniform) takes the other candidate -u - A: u = -A / (1 + 2
    t^2) has u^3 + A u^2 + u not a square (plain integers)."""
    p, a = P, MONTGOMERY_A
    t = int.from_bytes(r, "little") % 2**255
    u = -a * pow(1 + 2 * t * t, -1, p) % p
    return pow((u**3 + a * u * u + u) % p, (p - 1) // 2, p) == p - 1


def _from_uniform_branch(nacl: Any, rng: random.Random) -> Prepared:
    """crypto_core_ed25519_from_uniform on random 32 bytes (a secret hash, as an OPRF's H(password)) whose Elligator
    2 map keeps u (A) or takes -u - A (B)."""
    from tweetnacl.pynacl import bindings

    def make(cls: int) -> Args:
        return (draw_until(lambda: rng.randbytes(32), lambda r: elligator_other_candidate(r) == (cls == 1)),)

    return bindings.crypto_core_ed25519_from_uniform, make


def _scalar_reduce_short(nacl: Any, rng: random.Random) -> Prepared:
    """crypto_core_ed25519_scalar_reduce on 64 bytes whose top 32 are zero (A) or random with the top byte
    non-zero (B): the dividend's length before the fix."""
    from tweetnacl.pynacl import bindings

    def make(cls: int) -> Args:
        low = rng.randbytes(32)
        return (low + (bytes(32) if cls == 0 else rng.randbytes(31) + bytes([rng.randint(1, 255)])),)

    return bindings.crypto_core_ed25519_scalar_reduce, make


TESTS: tuple[LeakTest, ...] = (
    LeakTest("sign.nonce_top_digit", "one key; nonce r's top comb digit 0 vs non-zero",
             _sign_nonce(lambda r: _top_digit_class(comb_digits(r)))),
    LeakTest("sign.nonce_zero_digits", "one key; top digit non-zero, >= 2 zero digits below it vs none",
             _sign_nonce(lambda r: _lower_zero_class(comb_digits(r)))),
    LeakTest("sign.nonce_parity", "one key; nonce r even vs odd (L or 2 L added by the odd-digit comb)",
             _sign_nonce(_nonce_parity)),
    LeakTest("sign.nonce_hash_top", "one key; nonce hash (the dividend mod L) < 2^506 vs >= 2^512 - 2^506",
             _sign_nonce(_nonce_hash_top, reduced=False)),
    LeakTest("sign.key", "key A vs key B; random messages", _sign_key),
    LeakTest("scalarmult.base.top_digit", "top comb digit 0 vs 1 (uniform scalars otherwise)",
             _scalarmult_base(_random_top_digit)),
    LeakTest("scalarmult.base.zero_digits", "top digit 1; 3 zero digits vs none",
             _scalarmult_base(_three_zero_digits)),
    LeakTest("scalarmult.base.digit_signs", "same structure; digits 0..40 all positive vs all negative",
             _scalarmult_base(_digit_signs)),
    LeakTest("scalarmult.base.digit_sizes", "same structure; digit magnitudes 1..16 vs 17..31",
             _scalarmult_base(_digit_sizes)),
    LeakTest("scalarmult.base_key.top_byte", "key byte 31 zero vs random key", _base_key(_key_top_byte_zero),
             FAST_ONLY),
    LeakTest("scalarmult.base_key.weight6", "clamped key with 6 bits set in 3..253 vs random key",
             _base_key(_key_weight_six), FAST_ONLY),
    LeakTest("comb.signing_scalar.zero_nibbles", "comb alone, signing's range: 40 of 62 low 4-bit digits zero vs "
             "uniform", _signing_comb_zero_nibbles, FAST_ONLY),
    LeakTest("sign.nonce_recoded_top", "one key; the comb's recoded digit u_41 < 16 vs >= 16",
             _sign_nonce(_nonce_recoded_top), FAST_ONLY),
    LeakTest("sign.keypair.top_digit", "seed -> scalar a with top comb digit 0 vs non-zero", _keypair_top_digit),
    LeakTest("scalarmult.transitions", "<= 9 vs >= 245 of 255 ladder swaps; random point", _ladder("scalarmult")),
    LeakTest("box.before.transitions", "secret key: <= 9 vs >= 245 ladder swaps; random peer",
             _ladder("box.before")),
    LeakTest("scalarmult.key_zero_digit", "clamped key with a zero 30-bit digit (one of 1..7) vs random key; "
             "random point", _ladder_zero_digit(secret_operand=True)),
    LeakTest("scalarmult.public_u_zero_digit", "PUBLIC peer u with a zero 30-bit digit (one of 1..7) vs random u; "
             "random key", _ladder_zero_digit(secret_operand=False)),
    LeakTest("scalarmult_ed25519.window_digits", "window digits all +-1 vs all +-15; random point",
             _scalarmult_ed25519("window_digits"), FAST_ONLY),
    LeakTest("scalarmult_ed25519_noclamp.short", "scalar < 2^128 vs >= 2^254; random point",
             _scalarmult_ed25519("short"), FAST_ONLY),
    LeakTest("scalarmult_ed25519.point_sqrt_branch", "random secret point: decoding's root direct vs times sqrt(-1)",
             _scalarmult_ed25519_point("sqrt_branch"), FAST_ONLY),
    LeakTest("scalarmult_ed25519.point_halvings", "random secret point: unblinded subgroup check 5 vs 7 square roots",
             _scalarmult_ed25519_point("halvings"), FAST_ONLY),
    LeakTest("core_ed25519.from_uniform.branch", "random secret input: Elligator 2 keeps u vs takes -u - A",
             _from_uniform_branch, FAST_ONLY),
    LeakTest("core_ed25519.scalar_reduce.short", "64 bytes: top 32 zero vs top byte non-zero", _scalar_reduce_short,
             FAST_ONLY),
)
"""The family's tests, in the order they run."""
