"""`python -m tweetnacl leakcheck`: does the running time depend on secret data? Measured, not argued.

Method: dudect (O. Reparaz, J. Balasch, I. Verbauwhede, "Dude, is my code constant time?", DATE 2017).
- Two classes of inputs that differ in one secret property (for example: the signing nonce's top comb digit
  is 0 in class A, non-zero in class B). Both classes are random ("matched classes"): on CPython a fixed
  input runs faster than fresh random ones (the processor learns the interpreter's data-dependent branches),
  so a fixed-vs-random comparison would flag every function.
- Inputs are made ahead of the timing, in batches; in each batch the two classes are interleaved in a fresh
  random order, each call is timed alone with `time.perf_counter_ns`, and the garbage collector is off while
  a batch is timed (a collection between batches).
- Welch's t statistic of the two classes' timings, on the raw timings and on the timings cropped at pooled
  percentiles (99.9, 99, 95, 90, 75, 50: only the measurements at or below that percentile of both classes
  together are kept, which removes interrupts and other one-sided noise). |t| > 4.5 at any crop = a leak:
  the classes are told apart by their running time, with a chance of error around 10^-5.
- The tests call the public API (what users call), for `tweetnacl.fast` and `tweetnacl.reference`; the
  reference is about 100 times slower and gets fewer samples by default. Primitives that only fast has (the
  edwards25519 group API, ChaCha20 and its AEADs, AEGIS-256, SipHash) are called through their fast modules
  and tested on fast only.
Not tested: signature verification (`sign.open`, `sign.detached.verify`) and `convert_public_key`, which see
only public data and are variable time by design.

Standard library only (no numpy, no C extension): runs on CPython, PyPy and Pyodide. On PyPy `gc.disable()`
stops only major collections, and the JIT compiles during the first calls (the random interleaving spreads
that over both classes). In a browser, `perf_counter_ns` is coarse (often 0.1 ms or worse): only large
effects show there.
"""

from __future__ import annotations

import argparse
import dataclasses
import fnmatch
import gc
import hashlib
import importlib
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from tweetnacl import bench
from tweetnacl.fast.curve25519.scalar import L

THRESHOLD = 4.5
"""|t| above this: the two classes' timings differ detectably (dudect's threshold)."""
CROP_PERCENTILES = (99.9, 99.0, 95.0, 90.0, 75.0, 50.0)
IMPLEMENTATIONS = ("fast", "reference")
DEFAULT_SAMPLES = {"fast": 20_000, "reference": 1_000}
"""Measurements per class when --samples is not given (the reference is ~100x slower)."""
DEFAULT_TIME = 60.0
"""Seconds per test and implementation, input generation included, when --time is not given."""
FIRST_BATCH = 32
MAX_BATCH = 2048
BATCH_SECONDS = 0.5
"""Batches grow (doubling from FIRST_BATCH per class, up to MAX_BATCH) until one takes about this long."""

Args = tuple[Any, ...]
MakeArgs = Callable[[int], Args]
"""class (0 = A, 1 = B) -> the arguments of one call, drawn at random from that class."""


# ---------------------------------------------------------------------------------------------
# Statistics
# ---------------------------------------------------------------------------------------------


def mean_and_variance(values: Sequence[float]) -> tuple[float, float]:
    """Mean and unbiased sample variance (n - 1 in the denominator; 0.0 for fewer than two values)."""
    n = len(values)
    if n == 0:
        return math.nan, 0.0
    mean = math.fsum(values) / n
    if n < 2:
        return mean, 0.0
    return mean, math.fsum((v - mean) ** 2 for v in values) / (n - 1)


def welch_t(a: Sequence[float], b: Sequence[float]) -> float:
    """Welch's t = (mean(a) - mean(b)) / sqrt(var(a)/n_a + var(b)/n_b); 0.0 when either class has fewer
    than two values or neither varies and the means agree, +-inf when neither varies and they differ."""
    if len(a) < 2 or len(b) < 2:
        return 0.0
    mean_a, var_a = mean_and_variance(a)
    mean_b, var_b = mean_and_variance(b)
    spread = var_a / len(a) + var_b / len(b)
    difference = mean_a - mean_b
    if spread == 0.0:
        return 0.0 if difference == 0.0 else math.copysign(math.inf, difference)
    return difference / math.sqrt(spread)


def detectable_difference(a: Sequence[float], b: Sequence[float]) -> float:
    """The smallest mean difference these samples' spread lets Welch's t flag: THRESHOLD standard errors,
    THRESHOLD * sqrt(var(a)/n_a + var(b)/n_b); inf with fewer than two values in a class."""
    if len(a) < 2 or len(b) < 2:
        return math.inf
    return THRESHOLD * math.sqrt(mean_and_variance(a)[1] / len(a) + mean_and_variance(b)[1] / len(b))


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The q-th percentile (0 < q <= 100) by nearest rank: the ceil(q/100 * n)-th smallest value."""
    if not sorted_values:
        raise ValueError("percentile of no values")
    rank = max(1, math.ceil(q / 100.0 * len(sorted_values) - 1e-9))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def cropped(values: Sequence[float], limit: float) -> list[float]:
    """The values at or below `limit`."""
    return [v for v in values if v <= limit]


@dataclasses.dataclass
class Analysis:
    """Welch's t of two classes' timings, raw and cropped at pooled percentiles."""

    samples: tuple[int, int]
    t_raw: float
    t_cropped: dict[float, float]
    """percentile -> |t| of the measurements at or below that pooled percentile."""
    mean_difference_ns: float
    """mean(class A) - mean(class B) of the raw timings."""
    cropped_difference_ns: dict[float, float]
    """percentile -> mean(class A) - mean(class B) of the measurements at or below it."""
    sensitivity_ns: float = math.inf
    """The smallest mean difference (ns) the most sensitive of the statistics would have flagged: what "no
    leak seen" is worth (`detectable_difference`, minimum over raw and crops)."""

    @property
    def max_t(self) -> float:
        return max([abs(self.t_raw), *map(abs, self.t_cropped.values())])

    @property
    def strongest(self) -> str:
        """'raw' or the percentile ('p95') where |t| is largest."""
        best = max(self.t_cropped, key=lambda q: self.t_cropped[q], default=None)
        return "raw" if best is None or self.t_raw >= self.t_cropped[best] else f"p{best:g}"

    @property
    def strongest_difference_ns(self) -> float:
        """The mean difference where |t| is largest (raw means are dominated by rare long interruptions)."""
        best = self.strongest
        return self.mean_difference_ns if best == "raw" else self.cropped_difference_ns[float(best[1:])]

    @property
    def leak(self) -> bool:
        return self.max_t > THRESHOLD


def analyze(a: Sequence[float], b: Sequence[float], percentiles: Sequence[float] = CROP_PERCENTILES) -> Analysis:
    """Welch's t on the raw timings and on each pooled-percentile crop (dudect's statistics)."""
    pooled = sorted([*a, *b])
    t_cropped = {}
    differences = {}
    sensitivity = detectable_difference(a, b)
    for q in percentiles:
        limit = percentile(pooled, q) if pooled else math.inf
        kept_a, kept_b = cropped(a, limit), cropped(b, limit)
        t_cropped[q] = abs(welch_t(kept_a, kept_b))
        differences[q] = _mean_difference(kept_a, kept_b)
        sensitivity = min(sensitivity, detectable_difference(kept_a, kept_b))
    return Analysis((len(a), len(b)), abs(welch_t(a, b)), t_cropped, _mean_difference(a, b), differences,
                    sensitivity)


def _mean_difference(a: Sequence[float], b: Sequence[float]) -> float:
    return mean_and_variance(a)[0] - mean_and_variance(b)[0] if a and b else math.nan


# ---------------------------------------------------------------------------------------------
# Measurement
# ---------------------------------------------------------------------------------------------


def measure(
    function: Callable[..., object],
    make_args: MakeArgs,
    samples: int,
    seconds: float,
    rng: random.Random,
    warmup: int = 16,
    progress: Callable[[int], None] | None = None,
) -> tuple[list[int], list[int]]:
    """Timings (ns) of `function(*make_args(c))` for c = 0 and c = 1, interleaved in a fresh random order per
    batch, until each class has `samples` timings or `seconds` have passed (at least one batch is timed).
    Inputs are made before their batch is timed; the garbage collector is off while a batch runs.
    Warm-up (not recorded) stops after `warmup` calls per class or a tenth of the budget; slow calls start
    with smaller batches (the reference's signing takes seconds per call)."""
    perf = time.perf_counter_ns
    warm_started = time.perf_counter()
    calls = 0
    for cls in (0, 1) * warmup:  # warm caches (and PyPy's JIT); not recorded
        function(*make_args(cls))
        calls += 1
        if time.perf_counter() - warm_started > seconds / 10:
            break
    per_call = (time.perf_counter() - warm_started) / max(calls, 1)
    timings: tuple[list[int], list[int]] = ([], [])
    deadline = time.perf_counter() + seconds
    batch = max(1, min(FIRST_BATCH, int(BATCH_SECONDS / (2 * per_call)) if per_call > 0 else FIRST_BATCH))
    while len(timings[0]) < samples:
        size = min(batch, samples - len(timings[0]))
        order = [0, 1] * size
        rng.shuffle(order)
        inputs = [(cls, make_args(cls)) for cls in order]
        times = [0] * len(inputs)
        gc_was_enabled = gc.isenabled()
        gc.disable()
        started = time.perf_counter()
        try:
            for index, (_, args) in enumerate(inputs):
                start = perf()
                function(*args)
                times[index] = perf() - start
        finally:
            if gc_was_enabled:
                gc.enable()
        elapsed = time.perf_counter() - started
        for (cls, _), elapsed_ns in zip(inputs, times):
            timings[cls].append(elapsed_ns)
        del inputs
        gc.collect()
        if progress is not None:
            progress(len(timings[0]))
        if time.perf_counter() >= deadline:
            break
        if elapsed < BATCH_SECONDS and batch < MAX_BATCH:
            batch *= 2
    return timings


# ---------------------------------------------------------------------------------------------
# The matched-class tests
# ---------------------------------------------------------------------------------------------

COMB_WINDOW = 6
COMB_POSITIONS = 43
COMB_OFFSET = sum(32 << (COMB_WINDOW * i) for i in range(COMB_POSITIONS))
"""The signed radix-64 digits of a scalar s in [0, L) as `tweetnacl.fast`'s fixed-base comb recoded them when
issue 8 measured its leaks (ref10's recoding): t = s + C with C = sum 32 * 64^i has base-64 digits n_i, and
d_i = n_i - 32 in [-32, 31], s = sum d_i 64^i. Position 42 is the top digit (0 or 1 for s < L); that comb
started its sum with the top position's entry, and a zero digit selected the identity. The classes stay
defined by these digits (the properties that leaked); the odd-digit comb that replaced it has no zero digit
and no identity entry, and its own secret choice, L or 2 L added to make the scalar odd, is the parity test."""


def comb_digits(scalar: int) -> list[int]:
    """The signed radix-64 comb digits d_0 .. d_42 of scalar mod L (see COMB_OFFSET)."""
    t = scalar % L + COMB_OFFSET
    return [((t >> (COMB_WINDOW * i)) & 63) - 32 for i in range(COMB_POSITIONS)]


def scalar_of_digits(digits: Sequence[int]) -> int:
    return sum(d << (COMB_WINDOW * i) for i, d in enumerate(digits))


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


def _flip(data: bytes, index: int, rng: random.Random) -> bytes:
    """data with byte `index` xored with a random non-zero byte."""
    out = bytearray(data)
    out[index] ^= rng.randint(1, 255)
    return bytes(out)


def _key_words(rng: random.Random, large: bool, length: int = 32) -> bytes:
    """`length` random bytes (a 32-byte key by default, or a nonce) whose little-endian 32-bit words are all
    < 2^30 (large=False) or all >= 2^30 (one or two CPython 30-bit digits when unpacked)."""
    out = bytearray(rng.randbytes(length))
    for word in range(length // 4):
        top = out[4 * word + 3] & 0x3F
        out[4 * word + 3] = top | (rng.randint(1, 3) << 6 if large else 0)
    return bytes(out)


@dataclasses.dataclass(frozen=True)
class LeakTest:
    """One matched-class test: `setup(nacl, rng)` returns the function to time and the input maker."""

    name: str
    classes: str
    """What class A and class B are ('A vs B')."""
    setup: Callable[[Any, random.Random], tuple[Callable[..., object], MakeArgs]]
    implementations: tuple[str, ...] = IMPLEMENTATIONS
    """Where the operation exists (the edwards25519 group API is in fast only)."""


def _until(rng: random.Random, draw: Callable[[], Any], predicate: Callable[[Any], bool]) -> Any:
    """Draw until the predicate holds (rejection sampling; every class here has probability >= 1/100)."""
    while True:
        value = draw()
        if predicate(value):
            return value


def _sign_nonce(classify: Callable[[int], int | None], reduced: bool = True) -> Callable[[Any, random.Random], Any]:
    """sign.detached under one random key; messages chosen so that the nonce r = SHA-512(prefix || m) mod L
    (RFC 8032 section 5.1.6) falls into the class `classify(r)` (None: in neither); with reduced=False,
    `classify` sees the 512-bit hash itself (the dividend of the reduction mod L)."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        seed = rng.randbytes(32)
        secret_key = nacl.sign.keypair.from_seed(seed).secret_key
        prefix = hashlib.sha512(seed).digest()[32:]

        def nonce_class(message: bytes) -> int | None:
            h = int.from_bytes(hashlib.sha512(prefix + message).digest(), "little")
            return classify(h % L if reduced else h)

        def make(cls: int) -> Args:
            message = _until(rng, lambda: rng.randbytes(32), lambda m: nonce_class(m) == cls)
            return message, secret_key

        return nacl.sign.detached, make

    return setup


def _nonce_parity(r: int) -> int:
    """A: r even (the odd-digit comb adds 2 L to make it odd), B: r odd (the comb adds L)."""
    return r & 1


def _nonce_hash_top(h: int) -> int | None:
    """A: the 512-bit nonce hash h < 2^506 (its top 6 bits zero), B: h >= 2^512 - 2^506 (all ones); each 1 in 64."""
    return 0 if h < 2**506 else 1 if h >= 2**512 - 2**506 else None


def _sign_key(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """sign.detached under key A (class A) or key B (class B), two random keys; random 32-byte messages."""
    keys = [nacl.sign.keypair.from_seed(rng.randbytes(32)).secret_key for _ in range(2)]

    def make(cls: int) -> Args:
        return rng.randbytes(32), keys[cls]

    return nacl.sign.detached, make


def _top_digit_class(digits: list[int]) -> int:
    return 0 if digits[-1] == 0 else 1


def _lower_zero_class(digits: list[int]) -> int | None:
    """A: top digit non-zero and at least two zero digits below it; B: top digit non-zero and none."""
    if digits[-1] == 0:
        return None
    zeros = digits[:-1].count(0)
    return 0 if zeros >= 2 else 1 if zeros == 0 else None


def _scalarmult_base(draw_scalar: Callable[[random.Random, int], int | None]) -> Callable[[Any, random.Random], Any]:
    """scalarmult.base on inputs whose clamped scalar mod L is `draw_scalar(rng, cls)` (None: draw again)."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
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
    """A uniform scalar in [0, L) whose top comb digit is 0 (class A) or 1 (class B)."""
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
    magnitude in [1, 16] (A: table entries 1..16) or in [17, 31] (B: entries 17..31)."""
    low, high = (1, 16) if cls == 0 else (17, 31)
    digits = [rng.choice((-1, 1)) * rng.randint(low, high) for _ in range(COMB_POSITIONS - 2)]
    return scalar_of_digits([*digits, rng.randint(low, high), 0])


def _keypair_top_digit(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """sign.keypair.from_seed; seeds chosen so that the secret scalar a = clamp(SHA-512(seed)[:32]) has top comb
    digit 0 (A) or non-zero (B) mod L."""

    def scalar_class(seed: bytes) -> int:
        a = clamped_scalar(hashlib.sha512(seed).digest()[:32])
        return _top_digit_class(comb_digits(a))

    def make(cls: int) -> Args:
        return (_until(rng, lambda: rng.randbytes(32), lambda seed: scalar_class(seed) == cls),)

    return nacl.sign.keypair.from_seed, make


def _ladder(function_name: str) -> Callable[[Any, random.Random], Any]:
    """X25519 variable-base: scalarmult(n, p) or box.before(p, n) with few (A) or many (B) ladder swaps;
    the public point p is random bytes in both classes."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        if function_name == "scalarmult":
            def make(cls: int) -> Args:
                return scalar_with_transitions(rng, many=cls == 1), rng.randbytes(32)

            return nacl.scalarmult, make

        def make_before(cls: int) -> Args:
            return rng.randbytes(32), scalar_with_transitions(rng, many=cls == 1)

        return nacl.box.before, make_before

    return setup


WINDOW = 4
WINDOW_POSITIONS = 64
"""The digit width and position count of `tweetnacl.fast.curve25519.comb.variable_base_ct` (crypto_scalarmult_ed25519 on
any point but the base point): odd signed radix-16 digits of k = t mod L + L or + 2 L, whichever is odd."""


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


def _scalarmult_ed25519(kind: str) -> Callable[[Any, random.Random], Any]:
    """crypto_scalarmult_ed25519 (the PyNaCl layer over fast.edwards25519) on a fresh random point of the main
    subgroup per call; the scalar's class: kind 'window_digits', every window digit +-1 vs +-15 (which table
    entry the constant-time selection takes); kind 'short', the _noclamp scalar below 2^128 vs 2^254 or more
    (the reduction's operands)."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
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


def _scalarmult_ed25519_point(kind: str) -> Callable[[Any, random.Random], Any]:
    """crypto_scalarmult_ed25519 on a random scalar and a random point of the main subgroup (from_uniform of random
    bytes) of one of two classes, the point secret (an OPRF's H(password)): kind 'sqrt_branch', decoding takes the
    sqrt(-1) branch (B) or not (A); kind 'halvings', the unblinded subgroup check takes 5 square roots (A) or 7 (B)."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        from tweetnacl.fast.curve25519 import group
        from tweetnacl.pynacl import bindings

        def in_class(cls: int) -> Callable[[bytes], bool]:
            if kind == "sqrt_branch":
                return lambda point: point_sqrt_branch(point) == (cls == 1)
            return lambda point: point_halving_roots(point) == (7 if cls == 1 else 5)

        def make(cls: int) -> Args:
            point = _until(rng, lambda: group.from_uniform(rng.randbytes(32)), in_class(cls))
            return rng.randbytes(32), point

        return bindings.crypto_scalarmult_ed25519, make

    return setup


def elligator_other_candidate(r: bytes) -> bool:
    """Whether Elligator 2 on r (crypto_core_ed25519_from_uniform) takes the other candidate -u - A: u = -A / (1 + 2
    t^2) has u^3 + A u^2 + u not a square (plain integers)."""
    p, a = 2**255 - 19, 486662
    t = int.from_bytes(r, "little") % 2**255
    u = -a * pow(1 + 2 * t * t, -1, p) % p
    return pow((u**3 + a * u * u + u) % p, (p - 1) // 2, p) == p - 1


def _from_uniform_branch(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """crypto_core_ed25519_from_uniform on random 32 bytes (a secret hash, as an OPRF's H(password)) whose Elligator
    2 map keeps u (A) or takes -u - A (B)."""
    from tweetnacl.pynacl import bindings

    def make(cls: int) -> Args:
        return (_until(rng, lambda: rng.randbytes(32), lambda r: elligator_other_candidate(r) == (cls == 1)),)

    return bindings.crypto_core_ed25519_from_uniform, make


def _scalar_reduce_short(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """crypto_core_ed25519_scalar_reduce on 64 bytes whose top 32 are zero (A) or random with the top byte
    non-zero (B): the dividend's length before the fix."""
    from tweetnacl.pynacl import bindings

    def make(cls: int) -> Args:
        low = rng.randbytes(32)
        return (low + (bytes(32) if cls == 0 else rng.randbytes(31) + bytes([rng.randint(1, 255)])),)

    return bindings.crypto_core_ed25519_scalar_reduce, make


def _onetimeauth_key(byte: int) -> Callable[[Any, random.Random], Any]:
    """onetimeauth of a random 64-byte message under a random key whose 16-byte half containing `byte` is
    below 2^120 (A: that byte's bits clear) or at least 2^120 (B). Byte 15: r (clamped: its low nibble is
    what stays), byte 31: s."""
    keep = 0x0F if byte == 15 else 0xFF

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        def make(cls: int) -> Args:
            key = bytearray(rng.randbytes(32))
            if cls == 0:
                key[byte] &= ~keep & 0xFF
            else:
                key[byte] = (key[byte] & ~keep & 0xFF) | rng.randint(1, keep)
            return rng.randbytes(64), bytes(key)

        return nacl.lowlevel.crypto_onetimeauth, make

    return setup


def _key_word_test(kind: str, length: int) -> Callable[[Any, random.Random], Any]:
    """A 32-byte key of small (A: all words < 2^30) or large (B: all >= 2^30) words, random nonce and message."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        low = nacl.lowlevel
        if kind == "secretbox":
            return nacl.secretbox, lambda cls: (rng.randbytes(length), rng.randbytes(24), _key_words(rng, cls == 1))
        if kind == "stream":
            return low.crypto_stream, lambda cls: (length, rng.randbytes(24), _key_words(rng, cls == 1))
        return low.crypto_stream_salsa20, lambda cls: (length, rng.randbytes(8), _key_words(rng, cls == 1))

    return setup


def _chacha_key_word_test(kind: str) -> Callable[[Any, random.Random], Any]:
    """`tweetnacl.fast.stream.chacha20` / `chacha20poly1305` (fast only; not in the reference): ChaCha20-IETF
    keystream (64 bytes, random 12-byte nonce) or XChaCha20-Poly1305 encryption (64-byte message, no
    associated data, random 24-byte nonce) under a key of small (A: all words < 2^30) or large (B: all
    >= 2^30) words."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        from tweetnacl.fast.stream import chacha20
        from tweetnacl.fast.aead import chacha20poly1305

        if kind == "stream_chacha20_ietf":
            return chacha20.crypto_stream_chacha20_ietf, lambda cls: (64, rng.randbytes(12), _key_words(rng, cls == 1))
        return chacha20poly1305.crypto_aead_xchacha20poly1305_ietf_encrypt, lambda cls: (
            rng.randbytes(64), b"", rng.randbytes(24), _key_words(rng, cls == 1))

    return setup


def hamming_weight_byte(rng: random.Random, heavy: bool) -> int:
    """A random byte with at most 2 bits set (heavy=False) or at least 6 (heavy=True)."""
    weights = (0, 1, 2) if not heavy else (6, 7, 8)
    return _until(rng, lambda: rng.randrange(256), lambda byte: bin(byte).count("1") in weights)  # type: ignore[no-any-return]


def _aegis256_key_weight(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """`tweetnacl.fast.aead.aegis` (fast only): AEGIS-256 encryption of a random 64-byte message, no associated
    data, random 32-byte nonce, under a key whose every byte has Hamming weight <= 2 (A) or >= 6 (B): the
    bit-sliced state's planes are then mostly zeros or mostly ones."""
    from tweetnacl.fast.aead import aegis

    def make(cls: int) -> Args:
        key = bytes(hamming_weight_byte(rng, cls == 1) for _ in range(32))
        return rng.randbytes(64), b"", rng.randbytes(32), key

    return aegis.aegis256_encrypt, make


NONCE_WORD_TESTS = {
    "stream.nonce_words": ("XSalsa20 crypto_stream, 64 bytes", 24),
    "stream_salsa20.nonce_words": ("Salsa20, 64 bytes", 8),
    "stream_chacha20.nonce_words": ("ChaCha20 (original), 64 bytes", 8),
    "stream_chacha20_ietf.nonce_words": ("ChaCha20-IETF, 64 bytes", 12),
    "chacha20poly1305_ietf.nonce_words": ("ChaCha20-Poly1305-IETF, 64-byte message", 12),
    "xchacha20poly1305.nonce_words": ("XChaCha20-Poly1305, 64-byte message", 24),
}
"""Nonce-word tests: (what is called, nonce bytes). Nonces are secret data here as keys are."""


def _nonce_word_test(name: str) -> Callable[[Any, random.Random], Any]:
    """A random key and message (or 64 bytes of keystream) under a nonce whose 32-bit words are all < 2^30 (A)
    or all >= 2^30 (B): one or two CPython digits each if a word were ever a bare int. The Salsa20 streams exist
    in both implementations (public API); the ChaCha20 ones only in fast (their modules)."""
    nonce_bytes = NONCE_WORD_TESTS[name][1]

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        def nonce(cls: int) -> bytes:
            return _key_words(rng, cls == 1, nonce_bytes)

        if name == "stream.nonce_words":
            return nacl.lowlevel.crypto_stream, lambda cls: (64, nonce(cls), rng.randbytes(32))
        if name == "stream_salsa20.nonce_words":
            return nacl.lowlevel.crypto_stream_salsa20, lambda cls: (64, nonce(cls), rng.randbytes(32))
        from tweetnacl.fast.stream import chacha20
        from tweetnacl.fast.aead import chacha20poly1305

        if name.startswith("stream_"):
            stream = chacha20.crypto_stream_chacha20 if nonce_bytes == 8 else chacha20.crypto_stream_chacha20_ietf
            return stream, lambda cls: (64, nonce(cls), rng.randbytes(32))
        prefix = "crypto_aead_xchacha20poly1305_ietf" if nonce_bytes == 24 else "crypto_aead_chacha20poly1305_ietf"
        return getattr(chacha20poly1305, f"{prefix}_encrypt"), lambda cls: (
            rng.randbytes(64), b"", nonce(cls), rng.randbytes(32))

    return setup


def aegis_nonce_top_plane(rng: random.Random, length: int, heavy: bool) -> bytes:
    """A random nonce whose every byte is < 0x80 (heavy=False) or >= 0x80 (heavy=True): bit plane 7 of the
    bit-sliced nonce block(s) all zeros or all ones, the other seven planes random."""
    return bytes(byte & 0x7F | (0x80 if heavy else 0) for byte in rng.randbytes(length))


def _aegis_nonce_top_plane(variant: str) -> Callable[[Any, random.Random], Any]:
    """`tweetnacl.fast.aead.aegis` (fast only): AEGIS-128L or AEGIS-256 encryption of a random 64-byte message, no
    associated data, random key, nonce from `aegis_nonce_top_plane`: the nonce's top bit plane is the top of
    any int that holds the nonce's frame alone."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        from tweetnacl.fast.aead import aegis

        size = 16 if variant == "aegis128l" else 32
        return getattr(aegis, f"{variant}_encrypt"), lambda cls: (
            rng.randbytes(64), b"", aegis_nonce_top_plane(rng, size, cls == 1), rng.randbytes(size))

    return setup


def secretstream_state(rng: random.Random, large_counter: bool) -> bytearray:
    """A libsodium secretstream state (key 32 || counter 4 || inonce 8 || pad 8) with a random key and inonce
    and a counter in [1, 2^30) (A: one CPython digit as an int) or [2^30, 2^32 - 1) (B: two digits; never the
    last value, whose increment wraps and rekeys)."""
    counter = rng.randrange(2**30, 2**32 - 1) if large_counter else rng.randrange(1, 2**30)
    return bytearray(rng.randbytes(32) + counter.to_bytes(4, "little") + rng.randbytes(8) + bytes(8))


def _secretstream_counter(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """`tweetnacl.fast.aead.secretstream` (fast only): push of a random 64-byte message (TAG_MESSAGE, no associated
    data) from `secretstream_state`: the message counter is secret state, and push increments it."""
    from tweetnacl.fast.aead import secretstream

    return secretstream.push, lambda cls: (
        secretstream_state(rng, cls == 1), rng.randbytes(64), b"", secretstream.TAG_MESSAGE)


def siphash_key(rng: random.Random, large: bool) -> bytes:
    """A random 16-byte SipHash key whose two little-endian 64-bit words are both < 2^30 (large=False: one
    CPython digit each when unpacked) or both >= 2^60 (large=True: three digits)."""
    words = [rng.getrandbits(30) if not large else rng.getrandbits(64) | rng.randint(1, 15) << 60 for _ in (0, 1)]
    return b"".join(word.to_bytes(8, "little") for word in words)


def _siphash_key_words(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
    """`tweetnacl.fast.mac.siphash` (fast only): SipHash-2-4 of a random 16-byte message under `siphash_key`."""
    from tweetnacl.fast.mac import siphash

    return siphash.siphash24, lambda cls: (rng.randbytes(16), siphash_key(rng, cls == 1))


AEAD_TAG_CHECKS = {
    "chacha20poly1305_ietf": ("crypto_aead_chacha20poly1305_ietf", 12, 16),
    "xchacha20poly1305": ("crypto_aead_xchacha20poly1305_ietf", 24, 16),
    "aegis256": ("aegis256", 32, 32),
}
"""The fast-only AEADs' tag checks: (function name prefix, nonce bytes, tag bytes)."""


def _aead_tag_check(kind: str) -> Callable[[Any, random.Random], Any]:
    """`tweetnacl.fast.aead.chacha20poly1305` / `aegis` (fast only): decryption of a sealed random 64-byte message
    (random key and nonce, no associated data) whose tag is wrong at its first byte (A) or its last (B)."""
    prefix, nonce_bytes, tag_bytes = AEAD_TAG_CHECKS[kind]

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        from tweetnacl.fast.aead import aegis, chacha20poly1305

        module = aegis if kind == "aegis256" else chacha20poly1305
        encrypt, decrypt = getattr(module, f"{prefix}_encrypt"), getattr(module, f"{prefix}_decrypt")

        def make(cls: int) -> Args:
            key, nonce = rng.randbytes(32), rng.randbytes(nonce_bytes)
            sealed = encrypt(rng.randbytes(64), b"", nonce, key)
            return _flip(sealed, len(sealed) - tag_bytes if cls == 0 else len(sealed) - 1, rng), b"", nonce, key

        return decrypt, make

    return setup


def _tag_check(kind: str) -> Callable[[Any, random.Random], Any]:
    """A wrong tag that differs from the right one at its first byte (A) or its last byte (B), everything
    else random: what a check that stops at the first difference would show."""

    def setup(nacl: Any, rng: random.Random) -> tuple[Callable[..., object], MakeArgs]:
        def make(cls: int) -> Args:
            key = rng.randbytes(32)
            message = rng.randbytes(64)
            if kind in ("secretbox.open", "box.open.after"):
                nonce = rng.randbytes(24)
                sealed = (nacl.secretbox if kind == "secretbox.open" else nacl.box.after)(message, nonce, key)
                return _flip(sealed, 0 if cls == 0 else 15, rng), nonce, key
            if kind == "onetimeauth_verify":
                tag = nacl.lowlevel.crypto_onetimeauth(message, key)
                return _flip(tag, 0 if cls == 0 else 15, rng), message, key
            if kind == "auth.verify":
                tag = nacl.auth(message, key)
                return _flip(tag, 0 if cls == 0 else 31, rng), message, key
            return key, _flip(key, 0 if cls == 0 else 31, rng)  # verify / crypto_verify_32

        functions = {
            "secretbox.open": lambda: nacl.secretbox.open,
            "box.open.after": lambda: nacl.box.open.after,
            "onetimeauth_verify": lambda: nacl.lowlevel.crypto_onetimeauth_verify,
            "auth.verify": lambda: nacl.auth.verify,
            "verify": lambda: nacl.verify,
            "crypto_verify_32": lambda: nacl.lowlevel.crypto_verify_32,
        }
        return functions[kind](), make

    return setup


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
    LeakTest("sign.keypair.top_digit", "seed -> scalar a with top comb digit 0 vs non-zero", _keypair_top_digit),
    LeakTest("scalarmult.transitions", "<= 9 vs >= 245 of 255 ladder swaps; random point", _ladder("scalarmult")),
    LeakTest("box.before.transitions", "secret key: <= 9 vs >= 245 ladder swaps; random peer",
             _ladder("box.before")),
    LeakTest("scalarmult_ed25519.window_digits", "window digits all +-1 vs all +-15; random point",
             _scalarmult_ed25519("window_digits"), ("fast",)),
    LeakTest("scalarmult_ed25519_noclamp.short", "scalar < 2^128 vs >= 2^254; random point",
             _scalarmult_ed25519("short"), ("fast",)),
    LeakTest("scalarmult_ed25519.point_sqrt_branch", "random secret point: decoding's root direct vs times sqrt(-1)",
             _scalarmult_ed25519_point("sqrt_branch"), ("fast",)),
    LeakTest("scalarmult_ed25519.point_halvings", "random secret point: unblinded subgroup check 5 vs 7 square roots",
             _scalarmult_ed25519_point("halvings"), ("fast",)),
    LeakTest("core_ed25519.from_uniform.branch", "random secret input: Elligator 2 keeps u vs takes -u - A",
             _from_uniform_branch, ("fast",)),
    LeakTest("core_ed25519.scalar_reduce.short", "64 bytes: top 32 zero vs top byte non-zero", _scalar_reduce_short,
             ("fast",)),
    LeakTest("onetimeauth.r_size", "key r < 2^120 vs >= 2^120; 64-byte message", _onetimeauth_key(15)),
    LeakTest("onetimeauth.s_size", "key s < 2^120 vs >= 2^120; 64-byte message", _onetimeauth_key(31)),
    LeakTest("stream.key_words", "XSalsa20, 64 bytes; key words all < 2^30 vs all >= 2^30",
             _key_word_test("stream", 64)),
    LeakTest("stream_salsa20.key_words", "Salsa20, 64 bytes; key words all < 2^30 vs all >= 2^30",
             _key_word_test("stream_salsa20", 64)),
    LeakTest("stream_salsa20_4k.key_words", "Salsa20, 4096 bytes; key words all < 2^30 vs all >= 2^30",
             _key_word_test("stream_salsa20", 4096)),
    LeakTest("secretbox.key_words", "64-byte message; key words all < 2^30 vs all >= 2^30",
             _key_word_test("secretbox", 64)),
    LeakTest("stream_chacha20_ietf.key_words", "ChaCha20-IETF, 64 bytes; key words all < 2^30 vs all >= 2^30",
             _chacha_key_word_test("stream_chacha20_ietf"), ("fast",)),
    LeakTest("xchacha20poly1305.key_words", "XChaCha20-Poly1305, 64-byte message; key words all < 2^30 vs all >= 2^30",
             _chacha_key_word_test("xchacha20poly1305"), ("fast",)),
    LeakTest("aegis256.key_weight", "AEGIS-256, 64-byte message; key bytes of Hamming weight <= 2 vs >= 6",
             _aegis256_key_weight, ("fast",)),
    *(LeakTest(name, f"{what}; nonce words all < 2^30 vs all >= 2^30", _nonce_word_test(name),
               IMPLEMENTATIONS if name.startswith(("stream.", "stream_salsa20.")) else ("fast",))
      for name, (what, _) in NONCE_WORD_TESTS.items()),
    *(LeakTest(f"{variant}.nonce_top_plane", f"{title}, 64-byte message; nonce bytes all < 0x80 vs all >= 0x80",
               _aegis_nonce_top_plane(variant), ("fast",))
      for variant, title in (("aegis128l", "AEGIS-128L"), ("aegis256", "AEGIS-256"))),
    LeakTest("secretstream.counter", "push, 64-byte message; state counter < 2^30 vs >= 2^30",
             _secretstream_counter, ("fast",)),
    LeakTest("siphash24.key_words", "16-byte message; both 64-bit key words < 2^30 vs >= 2^60", _siphash_key_words,
             ("fast",)),
    LeakTest("secretbox.open.tag", "wrong tag differing at byte 0 vs byte 15", _tag_check("secretbox.open")),
    LeakTest("box.open.after.tag", "wrong tag differing at byte 0 vs byte 15", _tag_check("box.open.after")),
    LeakTest("onetimeauth_verify.tag", "wrong tag differing at byte 0 vs byte 15", _tag_check("onetimeauth_verify")),
    LeakTest("auth.verify.tag", "wrong 32-byte tag differing at byte 0 vs byte 31", _tag_check("auth.verify")),
    LeakTest("verify", "32 bytes differing at byte 0 vs byte 31", _tag_check("verify")),
    LeakTest("crypto_verify_32", "32 bytes differing at byte 0 vs byte 31", _tag_check("crypto_verify_32")),
    LeakTest("chacha20poly1305_ietf.tag", "decrypt: wrong tag differing at byte 0 vs byte 15",
             _aead_tag_check("chacha20poly1305_ietf"), ("fast",)),
    LeakTest("xchacha20poly1305.tag", "decrypt: wrong tag differing at byte 0 vs byte 15",
             _aead_tag_check("xchacha20poly1305"), ("fast",)),
    LeakTest("aegis256.tag", "decrypt: wrong 32-byte tag differing at byte 0 vs byte 31", _aead_tag_check("aegis256"),
             ("fast",)),
)

NOT_TESTED = (
    "sign.open / sign.detached.verify: verification sees only public data (variable time by design)",
    "ed2curve.convert_public_key: public data only",
    "hash (SHA-512): hashlib's C code",
)


def select_tests(patterns: str | None) -> list[LeakTest]:
    """Tests whose name matches one of the comma-separated fnmatch patterns (a bare word matches as a
    substring); all tests when `patterns` is None."""
    if not patterns:
        return list(TESTS)
    wanted = [p.strip().lower() for p in patterns.split(",") if p.strip()]

    def matches(name: str) -> bool:
        return any(fnmatch.fnmatchcase(name.lower(), p) or (not any(c in p for c in "*?[") and p in name.lower())
                   for p in wanted)

    return [test for test in TESTS if matches(test.name)]


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Result:
    implementation: str
    test: LeakTest
    analysis: Analysis | None
    seconds: float
    error: str | None = None

    def verdict(self) -> str:
        if self.analysis is None:
            return f"error: {self.error}"
        return "LEAK" if self.analysis.leak else "ok"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "implementation": self.implementation, "test": self.test.name, "classes": self.test.classes,
            "seconds": round(self.seconds, 1), "verdict": self.verdict(),
        }
        if self.analysis is not None:
            data["samples_per_class"] = list(self.analysis.samples)
            data["t_raw"] = round(self.analysis.t_raw, 2)
            data["t_cropped"] = {f"p{q:g}": round(t, 2) for q, t in self.analysis.t_cropped.items()}
            data["max_t"] = round(self.analysis.max_t, 2)
            data["mean_difference_ns"] = round(self.analysis.mean_difference_ns, 1)
            data["mean_difference_cropped_ns"] = {
                f"p{q:g}": round(d, 1) for q, d in self.analysis.cropped_difference_ns.items()
            }
            data["strongest"] = self.analysis.strongest
            data["sensitivity_ns"] = round(self.analysis.sensitivity_ns, 1)
        return data


def _format_t(value: float) -> str:
    return "inf" if math.isinf(value) else f"{value:.1f}"


def render(results: Sequence[Result]) -> list[str]:
    header = ["impl", "test", "n/class", "raw", *(f"p{q:g}" for q in CROP_PERCENTILES), "diff ns", "at", "sens ns", "verdict"]
    rows = []
    for result in results:
        a = result.analysis
        if a is None:
            rows.append([result.implementation, result.test.name, "-", *["-"] * (1 + len(CROP_PERCENTILES)), "-",
                         "-", "-", result.verdict()])
            continue
        rows.append([
            result.implementation, result.test.name, str(min(a.samples)), _format_t(a.t_raw),
            *(_format_t(a.t_cropped[q]) for q in CROP_PERCENTILES), f"{a.strongest_difference_ns:+.0f}", a.strongest,
            f"{a.sensitivity_ns:.0f}", result.verdict(),
        ])
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [cell.ljust(width) if i < 2 or i == len(row) - 1 else cell.rjust(width)
                 for i, (cell, width) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells).rstrip())
    return lines


def environment() -> dict[str, Any]:
    """The benchmark's description of the machine and Python, plus the timer's resolution."""
    return {**bench.environment(),
            "timer_resolution_ns": round(time.get_clock_info("perf_counter").resolution * 1e9, 1)}


def _sample_count(text: str) -> int:
    count = bench._positive_int(text.replace("_", "").replace(",", ""))
    if count < 2:
        raise argparse.ArgumentTypeError(f"must be at least 2 (a variance needs two samples), got {text!r}")
    return count


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `python -m tweetnacl leakcheck`."""
    parser.add_argument("--impl", metavar="NAMES", default="fast,reference",
                        help="comma-separated implementations among fast,reference (default: both)")
    parser.add_argument("--tests", metavar="PATTERN", help="comma-separated test filters: fnmatch pattern "
                        "('sign.*') or substring ('tag'); see --list")
    parser.add_argument("--samples", type=_sample_count, metavar="N",
                        help="measurements per class (default: "
                        + ", ".join(f"{k} {v:,}" for k, v in DEFAULT_SAMPLES.items()) + ")")
    parser.add_argument("--time", type=bench._positive_float, default=DEFAULT_TIME, metavar="SECONDS",
                        help=f"time budget per test and implementation, input generation included "
                        f"(default {DEFAULT_TIME:g}); the test stops at whichever of --samples and --time comes first")
    parser.add_argument("--seed", type=int, help="seed of the input generator (default: a random one, printed)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE ('-': stdout, "
                        "instead of the table)")
    parser.add_argument("--list", action="store_true", help="list the tests (and what is not tested) and exit")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: TextIO | None = None,
        err: TextIO | None = None) -> int:
    """Run the tests described by parsed `args`; exit status 0 (no leak seen) or 1 (a leak or an error).
    Output goes to `out` and progress to `err` (default: sys.stdout and sys.stderr as they are at the call)."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    tests = select_tests(args.tests)
    if args.list:
        width = max(len(test.name) for test in TESTS)
        for test in TESTS:
            only = "" if test.implementations == IMPLEMENTATIONS else f" ({', '.join(test.implementations)} only)"
            print(f"{test.name:{width}} {test.classes}{only}", file=out)
        print("\nnot tested:", file=out)
        for line in NOT_TESTED:
            print(f"  {line}", file=out)
        return 0
    if not tests:
        parser.error(f"--tests {args.tests!r} matches no test; the tests are: {', '.join(t.name for t in TESTS)}")
    names = [n.strip() for n in args.impl.split(",") if n.strip()]
    unknown = [n for n in names if n not in IMPLEMENTATIONS]
    if unknown or not names:
        parser.error(f"--impl: unknown implementation {', '.join(unknown) or '(none)'}; "
                     f"choose among {','.join(IMPLEMENTATIONS)}")
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    env = environment()
    header = [
        f"leakcheck (dudect): Welch's t of two matched input classes, raw and cropped at pooled percentiles; "
        f"|t| > {THRESHOLD} = leak",
        f"{env['python_implementation']} {env['python_version']} on {env['platform']} ({env['cpu_model']}, "
        f"{env['cpu_usable']} usable cores); perf_counter resolution {env['timer_resolution_ns']} ns; "
        f"seed {seed}",
        "diff ns = mean(class A) - mean(class B) at the crop where |t| is largest ('at'); sens ns = the smallest "
        "difference the most sensitive crop would have flagged",
    ]
    for line in header:
        print(line, file=err if args.json == "-" else out)
    results: list[Result] = []
    started = time.perf_counter()
    total = sum(name in test.implementations for name in names for test in tests)
    step = 0
    for name in IMPLEMENTATIONS:
        if name not in names:
            continue
        nacl = importlib.import_module(f"tweetnacl.{name}")
        samples = args.samples or DEFAULT_SAMPLES[name]
        for test in tests:
            if name not in test.implementations:
                continue
            step += 1
            prefix = f"[{step}/{total}] {name} {test.name}"
            if not args.quiet:
                print(f"{prefix}: {test.classes}", file=err, flush=True)
            rng = random.Random(f"{seed}:{name}:{test.name}")
            test_started = time.perf_counter()
            last_report = [test_started]

            def progress(count: int, prefix: str = prefix, last: list[float] = last_report) -> None:
                now = time.perf_counter()
                if not args.quiet and now - last[0] >= 5:
                    last[0] = now
                    print(f"{prefix}: {count}/{samples} per class ({now - started:.0f} s)", file=err, flush=True)

            try:
                function, make = test.setup(nacl, rng)
                a, b = measure(function, make, samples, args.time, rng, progress=progress)
                result = Result(name, test, analyze(a, b), time.perf_counter() - test_started)
            except Exception as exc:  # a test that cannot run is reported, the others still run
                result = Result(name, test, None, time.perf_counter() - test_started, f"{type(exc).__name__}: {exc}")
            results.append(result)
            if not args.quiet:
                print(f"{prefix}: {result.verdict()} (max |t| "
                      f"{_format_t(result.analysis.max_t) if result.analysis else '-'}, "
                      f"{result.seconds:.0f} s)", file=err, flush=True)
    data = {"environment": env, "seed": seed, "threshold": THRESHOLD, "crop_percentiles": list(CROP_PERCENTILES),
            "results": [r.to_json() for r in results], "not_tested": list(NOT_TESTED),
            "total_seconds": round(time.perf_counter() - started, 1)}
    if args.json == "-":
        json.dump(data, out, indent=2)
        out.write("\n")
    else:
        out.write("\n".join(render(results)) + "\n")
        if args.json:
            with open(args.json, "w", encoding="utf-8") as file:
                json.dump(data, file, indent=2)
                file.write("\n")
    return 1 if any(r.analysis is None or r.analysis.leak for r in results) else 0


def build_parser(prog: str = "python -m tweetnacl leakcheck") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0] if __doc__ else None)
    add_arguments(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m tweetnacl.leakcheck [options]` (the same as `python -m tweetnacl leakcheck [options]`)."""
    parser = build_parser()
    args = parser.parse_args(None if argv is None else list(argv))
    return run(args, parser)


if __name__ == "__main__":
    sys.exit(main())
