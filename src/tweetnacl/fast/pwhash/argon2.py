"""Argon2i and Argon2id (version 0x13) on Python ints, with libsodium's crypto_pwhash API and strings.

Specs: RFC 9106 "Argon2 Memory-Hard Function for Password Hashing and Proof-of-Work Applications":
H0 (section 3.2 steps 1-2), H' (3.3), the filling of the memory with data-independent (Argon2i, and
Argon2id's first half pass) or data-dependent indexing (3.4), and the finalization (3.2 steps 7-8); the
compression G and the permutation P (3.5-3.6) live in the memory layouts. libsodium's layer over it
(src/libsodium/crypto_pwhash/: argon2/pwhash_argon2i.c, pwhash_argon2id.c, argon2-encoding.c,
crypto_pwhash.c): one lane, opslimit = passes, memlimit in bytes (memlimit // 1024 KiB blocks), 16-byte
salt, and the modular-crypt strings `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>` (base64
without padding), which it parses strictly (minimal decimals, canonical base64, validated parameters).

The memory and G come from one of two layouts behind one interface (`argon2_memory.Layout`), chosen at
import (`LAYOUT`; the other one is not imported): on CPython `argon2_packed_lanes.PACKED_LANES` (72-bit lanes
of big ints, G in a few big-int operations per step), on PyPy `argon2_word_halves.WORD_HALVES` (32-bit halves
on machine words, G as straight-line code generated at import). The fill logic here is shared.

Secrets: the password, the secret and the memory's blocks are secret; no branch or loop count here depends
on them, and the layouts keep their int shapes public (see their docstrings). The reference-block index of
the data-dependent passes is the password-dependent memory access that Argon2id's design accepts after its
first half pass (RFC 9106 section 3.4.1.2); Argon2i and that first half pass index by public counters only.
A computed tag is compared with `hmac.compare_digest`.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import sys
from operator import xor
from typing import Optional, Sequence

from tweetnacl._random import random_bytes
from tweetnacl.fast.pwhash.argon2_memory import HALVES_LE, WORDS, WORDS_LE, Layout, Memory
from tweetnacl.fast.pwhash.c_strings import c_string

__all__ = [
    "ALG_ARGON2I13",
    "ALG_ARGON2ID13",
    "ALG_DEFAULT",
    "BYTES_MAX",
    "BYTES_MIN",
    "LAYOUT",
    "MEMLIMIT_MAX",
    "MEMLIMIT_MIN",
    "OPSLIMIT_MAX",
    "OPSLIMIT_MIN",
    "PASSWD_MAX",
    "PASSWD_MIN",
    "SALTBYTES",
    "STRBYTES",
    "STRPREFIX",
    "TYPE_ARGON2I",
    "TYPE_ARGON2ID",
    "argon2",
    "crypto_pwhash",
    "crypto_pwhash_str",
    "crypto_pwhash_str_needs_rehash",
    "crypto_pwhash_str_verify",
]

VERSION = 0x13
TYPE_ARGON2I = 1
TYPE_ARGON2ID = 2
"""Argon2's type numbers (RFC 9106 section 3.2: y = 1 for Argon2i, 2 for Argon2id)."""

ALG_ARGON2I13 = 1
ALG_ARGON2ID13 = 2
ALG_DEFAULT = ALG_ARGON2ID13
"""libsodium's algorithm identifiers (crypto_pwhash_ALG_*)."""

SALTBYTES = 16
STRBYTES = 128
STRPREFIX = {ALG_ARGON2I13: b"$argon2i$", ALG_ARGON2ID13: b"$argon2id$"}
PASSWD_MIN = 0
PASSWD_MAX = 0xFFFFFFFF
BYTES_MIN = 16
BYTES_MAX = 0xFFFFFFFF
MEMLIMIT_MIN = 8192
MEMLIMIT_MAX = 4398046510080
OPSLIMIT_MIN = {ALG_ARGON2I13: 3, ALG_ARGON2ID13: 1}
OPSLIMIT_MAX = 0xFFFFFFFF
STR_HASHBYTES = 32
"""libsodium's limits (crypto_pwhash_argon2i.h, crypto_pwhash_argon2id.h) and the hash length of its strings."""

_MAX_LANES = 0xFFFFFF
_MIN_SALT = 8
_U32_MAX = 0xFFFFFFFF
_SYNC_POINTS = 4
_ADDRESSES_PER_BLOCK = 128


# -- H' and H0 (RFC 9106 sections 3.2 and 3.3) ------------------------------------------------------


def _le32(value: int) -> bytes:
    return value.to_bytes(4, "little")


def blake2b_long(out_len: int, data: bytes) -> bytes:
    """H'^T(X) of RFC 9106 section 3.3: BLAKE2b of LE32(T) || X, extended by chaining 64-byte digests
    (keeping 32 bytes of each) when T > 64."""
    prefixed = _le32(out_len) + data
    if out_len <= 64:
        return hashlib.blake2b(prefixed, digest_size=out_len).digest()
    pieces = []
    digest = hashlib.blake2b(prefixed).digest()
    pieces.append(digest[:32])
    remaining = out_len - 32
    while remaining > 64:
        digest = hashlib.blake2b(digest).digest()
        pieces.append(digest[:32])
        remaining -= 32
    pieces.append(hashlib.blake2b(digest, digest_size=remaining).digest())
    return b"".join(pieces)


def _initial_hash(
    type_: int, password: bytes, salt: bytes, secret: bytes, ad: bytes,
    t_cost: int, m_cost: int, lanes: int, out_len: int,
) -> bytes:
    """H0 (RFC 9106 section 3.2 step 2)."""
    h = hashlib.blake2b()
    for value in (lanes, out_len, m_cost, t_cost, VERSION, type_):
        h.update(_le32(value))
    for field in (password, salt, secret, ad):
        h.update(_le32(len(field)))
        h.update(field)
    return h.digest()


# -- the memory layout -------------------------------------------------------------------------------

# Only the chosen layout is imported: the word halves generate their straight-line G at import (~10 ms), which
# CPython, running the packed lanes, need not pay.
if sys.implementation.name == "pypy":
    from tweetnacl.fast.pwhash.argon2_word_halves import WORD_HALVES as LAYOUT
else:
    from tweetnacl.fast.pwhash.argon2_packed_lanes import PACKED_LANES as LAYOUT
"""Chosen at import: PyPy runs the word halves ~30x faster than the packed lanes (13 vs 400 us per compression:
big ints there); CPython runs the packed lanes ~2.8x faster than the word halves (385 vs 1080 us), measured side
by side on a loaded machine. Both are tested on both (tests/test_pwhash.py's `layout` fixture). Read by the fill
logic below at call time."""


# -- filling the memory (RFC 9106 section 3.4) --------------------------------------------------------


def _address_halves(layout: Layout, pass_: int, lane: int, slice_: int, memory_blocks: int, passes: int,
                    type_: int, counter: int) -> tuple[Sequence[int], Sequence[int]]:
    """The 128 pseudo-random words of one address block, G(0, G(0, Z)) with Z = (r, l, sl, m', t, y,
    counter, 0, ..) (RFC 9106 section 3.4.1.2), as their low (J1) and high (J2) halves. All public."""
    z = [pass_, lane, slice_, memory_blocks, passes, type_, counter] + [0] * (WORDS - 7)
    scratch = layout.new_memory(4)  # blocks: 0 (zero), Z, G(0, Z), G(0, G(0, Z))
    scratch[layout.stride:2 * layout.stride] = layout.stored_from_block(WORDS_LE.pack(*z))
    layout.compress_into(scratch, 2, 0, 1, False)
    layout.compress_into(scratch, 3, 0, 2, False)
    return layout.all_halves(scratch, 3)


def _relative_position(j1: int, area: int) -> int:
    """|W| - 1 - ((|W| * ((J1 * J1) >> 32)) >> 32) of RFC 9106 section 3.4.2, from 16-bit pieces so that no
    product reaches 2^63 (PyPy's machine words; J1 and |W| are < 2^32): with J1 = 2^16 h + l,
    J1^2 >> 32 = h^2 + ((2hl + (l^2 >> 16)) >> 16), and likewise |W| x >> 32 with x cut in two."""
    high, low = j1 >> 16, j1 & 0xFFFF
    x = high * high + ((2 * high * low + ((low * low) >> 16)) >> 16)
    y = (area * (x >> 16) + ((area * (x & 0xFFFF)) >> 16)) >> 16
    return area - 1 - y


def _fill_pass(memory: Memory, type_: int, pass_: int, passes: int, lanes: int, segment_length: int) -> None:
    """One pass over the memory (RFC 9106 section 3.4: slices in order, the lanes' segments of a slice in
    turn, which is what p threads computing in parallel give)."""
    layout = LAYOUT
    compress_into = layout.compress_into
    first_halves = layout.first_halves
    lane_length = segment_length * _SYNC_POINTS
    memory_blocks = lane_length * lanes
    xor_old = pass_ > 0
    for slice_ in range(_SYNC_POINTS):
        data_independent = type_ == TYPE_ARGON2I or (pass_ == 0 and slice_ < _SYNC_POINTS // 2)
        start_position = 0 if pass_ == 0 else ((slice_ + 1) % _SYNC_POINTS) * segment_length
        finished = slice_ * segment_length if pass_ == 0 else lane_length - segment_length
        for lane in range(lanes):
            address_j1: Sequence[int] = ()
            address_j2: Sequence[int] = ()
            first = 2 if pass_ == 0 and slice_ == 0 else 0
            lane_start = lane * lane_length
            for index in range(first, segment_length):
                column = slice_ * segment_length + index
                current = lane_start + column
                previous = current - 1 if column else lane_start + lane_length - 1
                if data_independent:
                    if index % _ADDRESSES_PER_BLOCK == 0 or not address_j1:
                        address_j1, address_j2 = _address_halves(
                            layout, pass_, lane, slice_, memory_blocks, passes, type_,
                            index // _ADDRESSES_PER_BLOCK + 1,
                        )
                    j1 = address_j1[index % _ADDRESSES_PER_BLOCK]
                    j2 = address_j2[index % _ADDRESSES_PER_BLOCK]
                else:
                    # Data-dependent indexing (Argon2id after its first half pass): J1 || J2 is the
                    # previous block's first word, by design (RFC 9106 section 3.4.1.1).
                    j1, j2 = first_halves(memory, previous)
                ref_lane = lane if pass_ == 0 and slice_ == 0 else j2 % lanes
                if ref_lane == lane:
                    area = finished + index - 1
                else:
                    area = finished - (1 if index == 0 else 0)
                ref = ref_lane * lane_length + (start_position + _relative_position(j1, area)) % lane_length
                compress_into(memory, current, previous, ref, xor_old)


def _segment_length(m_cost: int, lanes: int) -> int:
    """Blocks per segment: m' = m rounded down to a multiple of 4p, at least 8p (RFC 9106 section 3.2)."""
    return max(m_cost, 2 * _SYNC_POINTS * lanes) // (lanes * _SYNC_POINTS)


def _initial_memory(h0: bytes, lanes: int, segment_length: int) -> Memory:
    """The memory with each lane's first two blocks, H'^1024(H0 || LE32(0 or 1) || LE32(lane))."""
    layout = LAYOUT
    lane_length = segment_length * _SYNC_POINTS
    stride = layout.stride
    memory = layout.new_memory(lane_length * lanes)
    for lane in range(lanes):
        for column in (0, 1):
            block = blake2b_long(1024, h0 + _le32(column) + _le32(lane))
            offset = (lane * lane_length + column) * stride
            memory[offset:offset + stride] = layout.stored_from_block(block)
    return memory


def _final_block(memory: Memory, lanes: int, segment_length: int) -> bytes:
    """C = the XOR of each lane's last block (RFC 9106 section 3.2 step 7), as a 1024-byte block."""
    lane_length = segment_length * _SYNC_POINTS
    final = HALVES_LE.unpack(LAYOUT.block_from_stored(memory, lane_length - 1))
    for lane in range(1, lanes):
        last = HALVES_LE.unpack(LAYOUT.block_from_stored(memory, lane * lane_length + lane_length - 1))
        final = tuple(map(xor, final, last))
    return HALVES_LE.pack(*final)



def argon2(
    type_: int,
    password: bytes,
    salt: bytes,
    t_cost: int,
    m_cost: int,
    parallelism: int,
    out_len: int,
    secret: bytes = b"",
    ad: bytes = b"",
) -> bytes:
    """Argon2 version 0x13 of RFC 9106 (type_ TYPE_ARGON2I or TYPE_ARGON2ID; m_cost in KiB blocks).

    Raises ValueError for parameters outside RFC 9106 section 3.1 as libsodium bounds them, MemoryError
    if the memory cannot be allocated."""
    if type_ not in (TYPE_ARGON2I, TYPE_ARGON2ID):
        raise ValueError("type_ must be TYPE_ARGON2I or TYPE_ARGON2ID")
    _validate(t_cost, m_cost, parallelism, len(salt), out_len)
    for name, field in (("password", password), ("secret", secret), ("ad", ad)):
        if len(field) > _U32_MAX:
            raise ValueError(f"{name} must be at most {_U32_MAX} bytes long")
    segment_length = _segment_length(m_cost, parallelism)
    h0 = _initial_hash(type_, password, salt, secret, ad, t_cost, m_cost, parallelism, out_len)
    memory = _initial_memory(h0, parallelism, segment_length)
    for pass_ in range(t_cost):
        _fill_pass(memory, type_, pass_, t_cost, parallelism, segment_length)
    final = _final_block(memory, parallelism, segment_length)
    del memory
    return blake2b_long(out_len, final)


def _validate(t_cost: int, m_cost: int, lanes: int, salt_len: int, out_len: int) -> None:
    """argon2_validate_inputs of libsodium (argon2-core.c), for what its callers can get wrong."""
    if not BYTES_MIN <= out_len <= _U32_MAX:
        raise ValueError(f"out_len must be between {BYTES_MIN} and {_U32_MAX}")
    if not _MIN_SALT <= salt_len <= _U32_MAX:
        raise ValueError(f"salt must be between {_MIN_SALT} and {_U32_MAX} bytes long")
    if not 1 <= lanes <= _MAX_LANES:
        raise ValueError(f"parallelism must be between 1 and {_MAX_LANES}")
    if not 2 * _SYNC_POINTS <= m_cost <= _U32_MAX or m_cost < 8 * lanes:
        raise ValueError(f"m_cost must be between 8 * parallelism and {_U32_MAX} KiB")
    if not 1 <= t_cost <= _U32_MAX:
        raise ValueError(f"t_cost must be between 1 and {_U32_MAX}")


# -- libsodium's crypto_pwhash ----------------------------------------------------------------------

_ALG_TYPES = {ALG_ARGON2I13: TYPE_ARGON2I, ALG_ARGON2ID13: TYPE_ARGON2ID}


def _check_limits(opslimit: int, memlimit: int, alg: int) -> int:
    """libsodium's checks of crypto_pwhash_argon2i/_argon2id (and their _str): returns the type."""
    if alg not in _ALG_TYPES:
        raise ValueError("alg must be ALG_ARGON2I13 or ALG_ARGON2ID13")
    if not OPSLIMIT_MIN[alg] <= opslimit <= OPSLIMIT_MAX:
        raise ValueError(f"opslimit must be between {OPSLIMIT_MIN[alg]} and {OPSLIMIT_MAX}")
    if not MEMLIMIT_MIN <= memlimit <= MEMLIMIT_MAX:
        raise ValueError(f"memlimit must be between {MEMLIMIT_MIN} and {MEMLIMIT_MAX}")
    return _ALG_TYPES[alg]


def crypto_pwhash(out_len: int, password: bytes, salt: bytes, opslimit: int, memlimit: int,
                  alg: int = ALG_DEFAULT) -> bytes:
    """libsodium's crypto_pwhash: `out_len` bytes of Argon2 (one lane, opslimit passes over
    memlimit // 1024 KiB) of `password` and a 16-byte `salt`."""
    if not BYTES_MIN <= out_len <= BYTES_MAX:
        raise ValueError(f"out_len must be between {BYTES_MIN} and {BYTES_MAX}")
    if len(password) > PASSWD_MAX:
        raise ValueError(f"password must be at most {PASSWD_MAX} bytes long")
    if len(salt) != SALTBYTES:
        raise ValueError(f"salt must be exactly {SALTBYTES} bytes long")
    type_ = _check_limits(opslimit, memlimit, alg)
    return argon2(type_, password, salt, opslimit, memlimit // 1024, 1, out_len)


def _b64encode(data: bytes) -> bytes:
    return base64.b64encode(data).rstrip(b"=")


def crypto_pwhash_str(password: bytes, opslimit: int, memlimit: int, alg: int = ALG_DEFAULT,
                      salt: Optional[bytes] = None) -> bytes:
    """libsodium's crypto_pwhash_str_alg: the modular-crypt string (ASCII bytes) of Argon2 with a random
    16-byte salt (or `salt`, for tests) and a 32-byte hash."""
    if len(password) > PASSWD_MAX:
        raise ValueError(f"password must be at most {PASSWD_MAX} bytes long")
    type_ = _check_limits(opslimit, memlimit, alg)
    if salt is None:
        salt = random_bytes(SALTBYTES)
    m_cost = memlimit // 1024
    tag = argon2(type_, password, salt, opslimit, m_cost, 1, STR_HASHBYTES)
    return b"%s$v=%d$m=%d,t=%d,p=%d$%s$%s" % (
        STRPREFIX[alg].rstrip(b"$"), VERSION, m_cost, opslimit, 1, _b64encode(salt), _b64encode(tag),
    )


_B64_ALPHABET = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
# libsodium's b64_char_to_byte (codecs.c) takes a plain `char`, signed on x86 (where PyNaCl's wheels run): a byte
# >= 0x80 arrives as a negative int, which its branch-free EQ() finds "equal" to both '+' and '/', so it decodes as
# 62 | 63 = 63, the value of '/'. Strings with such bytes verify there exactly as with '/' in their place.
_B64_ACCEPTED = _B64_ALPHABET | frozenset(range(0x80, 0x100))
_B64_HIGH_AS_SLASH = bytes(range(0x80)) + b"/" * 0x80
_DIGITS = frozenset(b"0123456789")


class _Parsed:
    __slots__ = ("type_", "m_cost", "t_cost", "lanes", "salt", "tag")

    def __init__(self, type_: int, m_cost: int, t_cost: int, lanes: int, salt: bytes, tag: bytes):
        self.type_, self.m_cost, self.t_cost, self.lanes, self.salt, self.tag = type_, m_cost, t_cost, lanes, salt, tag


def _decimal(text: bytes, position: int) -> tuple[int, int]:
    """libsodium's decode_decimal + the uint32 bound: digits, no leading zero unless alone."""
    end = position
    while end < len(text) and text[end] in _DIGITS:
        end += 1
    digits = text[position:end]
    if not digits or (digits[0:1] == b"0" and len(digits) > 1) or int(digits) > _U32_MAX:
        raise ValueError("bad decimal")
    return int(digits), end


def _base64(text: bytes, position: int) -> tuple[bytes, int]:
    """sodium_base642bin (original alphabet, no padding): the longest run of base64 characters, whose
    unused trailing bits must be zero (and no run of length 1 mod 4)."""
    end = position
    while end < len(text) and text[end] in _B64_ACCEPTED:
        end += 1
    run = text[position:end].translate(_B64_HIGH_AS_SLASH)
    if len(run) % 4 == 1:
        raise ValueError("bad base64")
    try:
        data = base64.b64decode(run + b"=" * (-len(run) % 4), validate=True)
    except binascii.Error:  # pragma: no cover - the alphabet was checked
        raise ValueError("bad base64") from None
    if _b64encode(data) != run:
        raise ValueError("non-canonical base64")
    return data, end


def _expect(text: bytes, position: int, literal: bytes) -> int:
    if text[position:position + len(literal)] != literal:
        raise ValueError("bad format")
    return position + len(literal)


def _parse(string: bytes, type_: int) -> _Parsed:
    """argon2_decode_string of libsodium (argon2-encoding.c), then its argon2_validate_inputs."""
    position = _expect(string, 0, b"$argon2id" if type_ == TYPE_ARGON2ID else b"$argon2i")
    position = _expect(string, position, b"$v=")
    version, position = _decimal(string, position)
    if version != VERSION:
        raise ValueError("unsupported version")
    position = _expect(string, position, b"$m=")
    m_cost, position = _decimal(string, position)
    position = _expect(string, position, b",t=")
    t_cost, position = _decimal(string, position)
    position = _expect(string, position, b",p=")
    lanes, position = _decimal(string, position)
    position = _expect(string, position, b"$")
    salt, position = _base64(string, position)
    position = _expect(string, position, b"$")
    tag, position = _base64(string, position)
    _validate(t_cost, m_cost, lanes, len(salt), len(tag))
    if position != len(string):
        raise ValueError("trailing characters")
    return _Parsed(type_, m_cost, t_cost, lanes, salt, tag)


def _string_type(string: bytes) -> int:
    """crypto_pwhash_str_verify's dispatch on the prefix (argon2id first: "$argon2i" prefixes it)."""
    if string.startswith(STRPREFIX[ALG_ARGON2ID13]):
        return TYPE_ARGON2ID
    if string.startswith(STRPREFIX[ALG_ARGON2I13]):
        return TYPE_ARGON2I
    raise ValueError("not an Argon2 string")


def _type_of(string: bytes, alg: Optional[int]) -> int:
    """The Argon2 type a string is parsed as: its prefix's (crypto_pwhash_str_*), or `alg`'s
    (crypto_pwhash_argon2i_* / _argon2id_*, which refuse a string of the other type)."""
    return _string_type(string) if alg is None else _ALG_TYPES[alg]


def crypto_pwhash_str_verify(string: bytes, password: bytes, alg: Optional[int] = None) -> bool:
    """libsodium's crypto_pwhash_str_verify (or, given `alg`, crypto_pwhash_argon2i/_argon2id_str_verify): True if
    `password` matches the Argon2 string, False if it does not or the string is not one libsodium accepts (wrong
    prefix, bad syntax or parameters)."""
    string = c_string(string)
    try:
        parsed = _parse(string, _type_of(string, alg))
        if len(password) > PASSWD_MAX:
            return False
        tag = argon2(parsed.type_, password, parsed.salt, parsed.t_cost, parsed.m_cost, parsed.lanes,
                     len(parsed.tag))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(tag, parsed.tag)


def crypto_pwhash_str_needs_rehash(string: bytes, opslimit: int, memlimit: int, alg: Optional[int] = None) -> bool:
    """libsodium's crypto_pwhash_str_needs_rehash (or, given `alg`, crypto_pwhash_argon2i/_argon2id_str_needs_rehash):
    whether the string's passes or memory differ from (opslimit, memlimit // 1024). Raises ValueError where
    libsodium fails (-1): an invalid string (or one of the other type, given `alg`)."""
    string = c_string(string)
    memlimit //= 1024
    if opslimit > _U32_MAX or memlimit > _U32_MAX or len(string) >= STRBYTES:
        raise ValueError("invalid limits or string")
    parsed = _parse(string, _type_of(string, alg))
    return parsed.t_cost != opslimit or parsed.m_cost != memlimit
