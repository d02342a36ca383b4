"""Variable-time multi-scalar multiplication of many public points by Pippenger's bucket method, for Ed25519 batch
verification on big ints (RFC 8032 section 5.1.7; the batch equation of Bernstein, Duif, Lange, Schwabe, Yang,
"High-speed high-security signatures", 2011, section 5, which also recommends this method for large batches):
[b] B + the sum of [k_i] P_i over hundreds of decoded (affine) points P_i.

Each scalar is cut into signed windows of c bits (digits in [-2^(c-1), 2^(c-1)]); in each window every point is
added into the bucket of its digit's magnitude (negated for a negative digit), a mixed addition since decoded
points are affine, and the window's sum of [j] bucket_j is made by running sums (two additions a bucket). The
windows' sums join Straus's one chain of doublings at their bit positions (`straus.run_events_vartime`), beside
B's wNAF digits on the precomputed tables. Against Straus (`straus.multiscalar_vartime`) no table of odd multiples
is built per point and every point addition is mixed; what it adds is the buckets' 2^c additions per window,
shared by all points, so it wins for many points only (`PIPPENGER_FROM`).

Secrets: none may come here. Everything is variable time (`*_vartime`): the digits decide the buckets and the
additions run only for non-zero digits. Callers pass public points and public scalars (challenges times the batch's
random coefficients, as `straus` gets them).

Bounds: coordinates are reduced to [0, p) by `%` after each product; negations and differences of reduced values
are below 2p < 2^256 in absolute value, as `straus.run_events_vartime` requires of its entries.
"""

from __future__ import annotations

from tweetnacl.fast.curve25519.edwards import D2, Point
from tweetnacl.fast.curve25519.field import P
from tweetnacl.fast.curve25519.straus import (
    B_WINDOW,
    LOW_128,
    base_odd_tables,
    cached_odd_multiples_vartime,
    multiscalar_vartime,
    run_events_vartime,
    wnaf_terms_vartime,
)

__all__ = ["PIPPENGER_FROM", "BatchPoint", "batch_multiscalar_vartime", "pippenger_vartime", "window_bits"]

AffineEntry = tuple[int, int, int, int, int, int]
"""An affine point (Z = 1) as (y + x, y - x, 2dxy, x, y, xy): the mixed addition's operand, then the point itself
(an empty bucket takes it as it is)."""

PIPPENGER_FROM = 256
"""Points (2 per signature) from which the bucket method replaces Straus's. Measured by callgrind on CPython 3.11
(2026-12-02, the multiplication of a batch with its tables, M instructions by Straus / by buckets of the best
window): 64 signatures (128 points) 234 / 256 (5 bits); 96 (192 points) 345 / 345 (6 bits); 128 (256 points)
457 / 431 (6 bits); 256 (512 points) 903 / 742 (7 bits)."""


def window_bits(points: int) -> int:
    """The bucket window c for this many points: the per-point additions (scalar bits)/c fall as c grows, the
    buckets' 2^c per window rise. Measured (callgrind, CPython 3.11, M instructions at c = 5, 6, 7, 8): 192 points
    356, 345, -, -; 256 points -, 431, 441, -; 512 points -, 771, 742, 770."""
    return 6 if points < 512 else 7


class BatchPoint:
    """A decoded point (affine: Z = 1) of a batch, in both forms its multiplication may need: the bucket method's
    affine entry, and Straus's table of odd multiples (`straus.cached_odd_multiples_vartime`), made on first
    use and kept, as a bisection re-checks halves of the batch, small ones by Straus. Public data."""

    __slots__ = ("entry", "point", "table")

    def __init__(self, point: Point) -> None:
        assert point[2] == 1, "batch points are decoded (affine)"
        self.point = point
        self.entry: AffineEntry | None = None
        self.table: list[Point] | None = None

    def affine(self) -> AffineEntry:
        """The bucket method's entry (y + x, y - x, 2dxy, x, y, xy), computed once."""
        entry = self.entry
        if entry is None:
            x, y, _, t = self.point
            entry = self.entry = ((y + x) % P, (y - x) % P, D2 * t % P, x, y, t)
        return entry

    def odd_multiples(self) -> list[Point]:
        """Straus's table of the point's odd multiples, computed once."""
        table = self.table
        if table is None:
            table = self.table = cached_odd_multiples_vartime(self.point)
        return table


def batch_multiscalar_vartime(b_scalar: int, terms: list[tuple[int, BatchPoint]]) -> tuple[int, int, int]:
    """[b_scalar] B + the sum of [scalar] point over terms as (X, Y, Z): by buckets from `PIPPENGER_FROM` points,
    by Straus's interleaving below. Scalars >= 0. Public data."""
    if len(terms) >= PIPPENGER_FROM:
        return pippenger_vartime(b_scalar, [(scalar, point.affine()) for scalar, point in terms], window_bits(len(terms)))
    return multiscalar_vartime(b_scalar, [(scalar, point.odd_multiples()) for scalar, point in terms])


def pippenger_vartime(b_scalar: int, terms: list[tuple[int, AffineEntry]], window: int) -> tuple[int, int, int]:
    """[b_scalar] B + the sum of [scalar] point over terms as (X, Y, Z), by buckets of `window` bits (any
    window >= 2), scalars >= 0, points affine (`BatchPoint.affine`). Public data."""
    pm = P
    full = 1 << window
    half = full >> 1
    mask = full - 1
    b_low, b_high = b_scalar & LOW_128, b_scalar >> 128
    # Signed digits: a digit d >= 2^(c-1) is taken as d - 2^c with a carry into the next window. After the
    # ceil(m/c) windows of an m-bit scalar what remains is that carry, 0 or 1, one more digit (1 < 2^(c-1) for
    # c >= 2): at most ceil(m/c) + 1 windows, the top one at bit c ceil(m/c).
    scalar_bits = max((scalar.bit_length() for scalar, _ in terms), default=0)
    window_count = -(-scalar_bits // window) + 1
    windows: list[list[tuple[int, AffineEntry]]] = [[] for _ in range(window_count)]
    length = max(b_low.bit_length() + 1, b_high.bit_length() + 1, (window_count - 1) * window + 1)
    for scalar, entry in terms:
        w = 0
        while scalar:
            d = scalar & mask
            scalar >>= window
            if d >= half:
                d -= full
                scalar += 1
            if d:
                windows[w].append((d, entry))
            w += 1
    events: list[list[Point] | None] = [None] * length
    b_table, b_128_table = base_odd_tables()
    wnaf_terms_vartime(b_low, B_WINDOW, b_table, events)
    wnaf_terms_vartime(b_high, B_WINDOW, b_128_table, events)
    for w, digits in enumerate(windows):
        buckets: list[Point | None] = [None] * (half + 1)
        for d, (yp, ym, t2d, ax, ay, at) in digits:
            if d < 0:  # -(x, y) = (-x, y): y+x and y-x swap, 2dxy and xy change sign
                d = -d
                yp, ym, t2d, ax, at = ym, yp, -t2d, -ax, -at
            bucket = buckets[d]
            if bucket is None:
                buckets[d] = (ax, ay, 1, at)
                continue
            # Mixed addition (RFC 8032 section 5.1.4 with Z2 = 1).
            x, y, z, t = bucket
            aa = (y - x) * ym % pm
            bb = (y + x) * yp % pm
            cc = t * t2d % pm
            dd = z + z
            ee, hh, ff, gg = bb - aa, bb + aa, dd - cc, dd + cc
            buckets[d] = (ee * ff % pm, gg * hh % pm, ff * gg % pm, ee * hh % pm)
        # sum of [j] bucket_j = the sum over j of the running sums bucket_half + ... + bucket_j.
        running: Point | None = None
        total: Point | None = None
        for bucket in reversed(buckets[1:]):  # bucket 0 stays empty: digits are non-zero
            if bucket is not None:
                running = bucket if running is None else _add(running, bucket)
            if running is not None:
                total = running if total is None else _add(total, running)
        if total is None:
            continue
        x, y, z, t = total
        cached = ((y + x) % pm, (y - x) % pm, 2 * z % pm, D2 * t % pm)  # the form Straus's chain adds
        slot = events[w * window]
        if slot is None:
            events[w * window] = [cached]
        else:
            slot.append(cached)
    return run_events_vartime(events)


def _add(p: Point, q: Point) -> Point:
    """p + q (RFC 8032 section 5.1.4), extended coordinates in (-2^256, 2^256), results in [0, p)."""
    pm = P
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    aa = (y1 - x1) * (y2 - x2) % pm
    bb = (y1 + x1) * (y2 + x2) % pm
    cc = t1 * D2 % pm * t2 % pm
    dd = 2 * z1 * z2 % pm
    ee, hh, ff, gg = bb - aa, bb + aa, dd - cc, dd + cc
    return (ee * ff % pm, gg * hh % pm, ff * gg % pm, ee * hh % pm)
