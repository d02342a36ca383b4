"""The sponge on Keccak-p[1600, n_r] with libsodium's multi-part semantics: TurboSHAKE, SHAKE and SHA-3.

Spec: FIPS 202 sections 4 (the sponge, Algorithm 8), 5.1 (pad10*1) and 6 (SHA3-256/512: rate 136/72 bytes, suffix
01; SHAKE128/256: rate 168/136, suffix 1111; 24 rounds); RFC 9861 section 2 (TurboSHAKE128/256: the same rates,
12 rounds, a domain byte D in 0x01..0x7F where SHAKE has 0x1F). Bytewise, the suffix bits and the padding's first
1 are one byte (SHA-3 0x06, SHAKE 0x1F, TurboSHAKE D), XORed after the message; the padding's last 1 is 0x80 in the
block's last byte (the two meet in one byte when one byte is left: FIPS 202 Appendix B.2).

libsodium's crypto_xof_* and crypto_hash_sha3* keep the state between calls: absorb any number of times, then
squeeze any number of times (the output is the same bytes however the squeezes split it); its domain may be any
byte, as here. Absorbing after squeezing is an error (libsodium returns -1 there and restarts absorbing; here the
state is left as it was and ValueError is raised: an error changes nothing). A `Sponge` buffers the message bytes
of an unfinished block and the squeezed bytes of an unfinished output block; whole blocks go to the layout's
absorbing loop straight from the caller's bytes.

One-shot SHA3-256/512 and SHAKE128/256 use `hashlib` where the interpreter has them (CPython, PyPy; its C Keccak is
faster than any Python), this sponge otherwise; TurboSHAKE has no `hashlib` form and always runs here.

Secrets: the message and the state; only lengths, the rate, the round count and the (public) domain byte steer the
code.
"""

from __future__ import annotations

import hashlib
from typing import Any, Callable, Protocol

from tweetnacl.fast.keccak.permutation import absorb_blocks, extract_bytes, new_state, permute

__all__ = [
    "SHA3_256",
    "SHA3_512",
    "SHAKE128",
    "SHAKE256",
    "TURBOSHAKE128",
    "TURBOSHAKE256",
    "Sponge",
    "SpongeParameters",
    "FixedHash",
    "new_sha3_256",
    "new_sha3_512",
    "sha3_256",
    "sha3_512",
    "shake128",
    "shake256",
    "turboshake128",
    "turboshake256",
]


class SpongeParameters:
    """A Keccak sponge: its rate in bytes, its round count, and its domain byte (suffix and first padding bit)."""

    __slots__ = ("name", "rate", "rounds", "domain")

    def __init__(self, name: str, rate: int, rounds: int, domain: int) -> None:
        self.name, self.rate, self.rounds, self.domain = name, rate, rounds, domain


SHA3_256 = SpongeParameters("SHA3-256", 136, 24, 0x06)
SHA3_512 = SpongeParameters("SHA3-512", 72, 24, 0x06)
SHAKE128 = SpongeParameters("SHAKE128", 168, 24, 0x1F)
SHAKE256 = SpongeParameters("SHAKE256", 136, 24, 0x1F)
TURBOSHAKE128 = SpongeParameters("TurboSHAKE128", 168, 12, 0x1F)
TURBOSHAKE256 = SpongeParameters("TurboSHAKE256", 136, 12, 0x1F)
"""FIPS 202 section 6.1-6.2 and RFC 9861 section 2 (D = 0x1F is libsodium's standard TurboSHAKE domain)."""


class Sponge:
    """One sponge state: `absorb` any number of times, then `squeeze` any number of times."""

    __slots__ = ("_state", "_rate", "_rounds", "_domain", "_pending", "_squeezing", "_output", "_used")

    def __init__(self, parameters: SpongeParameters, domain: int | None = None) -> None:
        """A fresh state; `domain` (a byte, public) replaces the parameters' own domain byte."""
        self._state = new_state()
        self._rate = parameters.rate
        self._rounds = parameters.rounds
        self._domain = parameters.domain if domain is None else domain
        self._pending = bytearray()
        self._squeezing = False
        self._output = b""
        self._used = 0

    def copy(self) -> Sponge:
        """An independent copy of this state."""
        twin = Sponge.__new__(Sponge)
        twin._state = self._state[:]
        twin._rate, twin._rounds, twin._domain = self._rate, self._rounds, self._domain
        twin._pending = bytearray(self._pending)
        twin._squeezing, twin._output, twin._used = self._squeezing, self._output, self._used
        return twin

    @property
    def squeezing(self) -> bool:
        """True once output has been squeezed (absorbing is over)."""
        return self._squeezing

    def absorb(self, data: bytes | bytearray | memoryview) -> None:
        """Absorb `data`. ValueError once squeezing has begun (the state is left unchanged)."""
        if self._squeezing:
            raise ValueError("cannot absorb after squeezing (the XOF state is finalized)")
        if not isinstance(data, bytes):
            data = bytes(data)
        rate, pending = self._rate, self._pending
        start = 0
        if pending:
            start = min(rate - len(pending), len(data))
            pending += data[:start]
            if len(pending) < rate:
                return
            absorb_blocks(self._state, bytes(pending), 0, rate, rate, self._rounds)
            pending.clear()
        stop = len(data) - (len(data) - start) % rate
        absorb_blocks(self._state, data, start, stop, rate, self._rounds)
        pending += data[stop:]

    def _finish(self) -> None:
        """Pad the last (possibly empty) block with the domain byte and 0x80, absorb it, and expose the first output
        block (FIPS 202 Algorithm 8 steps 1 and 6-9)."""
        block = self._pending + bytes(self._rate - len(self._pending))
        block[len(self._pending)] ^= self._domain
        block[-1] ^= 0x80
        absorb_blocks(self._state, bytes(block), 0, self._rate, self._rate, self._rounds)
        self._pending.clear()
        self._squeezing = True
        self._output = extract_bytes(self._state, 0, self._rate)
        self._used = 0

    def squeeze(self, length: int) -> bytes:
        """The next `length` bytes of output (a non-negative int, checked by the caller); the first call ends
        absorbing."""
        if not self._squeezing:
            self._finish()
        rate = self._rate
        parts = []
        available = rate - self._used
        if length <= available:
            out = self._output[self._used : self._used + length]
            self._used += length
            return out
        parts.append(self._output[self._used :])
        length -= available
        state, rounds = self._state, self._rounds
        while length > 0:
            permute(state, rounds)
            block = extract_bytes(state, 0, rate)
            if length < rate:
                self._output, self._used = block, length
                parts.append(block[:length])
                break
            parts.append(block)
            length -= rate
        else:
            self._output, self._used = block, rate
        return b"".join(parts)


def _one_shot(parameters: SpongeParameters) -> Callable[[bytes, int], bytes]:
    def digest(data: bytes, length: int) -> bytes:
        sponge = Sponge(parameters)
        sponge.absorb(data)
        return sponge.squeeze(length)

    return digest


def _hashlib_or_sponge(name: str, parameters: SpongeParameters, fixed: bool) -> Callable[[bytes, int], bytes]:
    """`hashlib`'s function `name` where this interpreter has it (Pyodide's or a minimal build's may lack it),
    else this sponge, as (data, length) -> bytes."""
    constructor: Any = getattr(hashlib, name, None)
    try:
        constructor(b"")
    except (TypeError, ValueError):  # absent (None) or refused by the build
        return _one_shot(parameters)
    if fixed:
        return lambda data, length: bytes(constructor(data).digest())
    return lambda data, length: bytes(constructor(data).digest(length))


turboshake128 = _one_shot(TURBOSHAKE128)
turboshake256 = _one_shot(TURBOSHAKE256)
shake128 = _hashlib_or_sponge("shake_128", SHAKE128, False)
shake256 = _hashlib_or_sponge("shake_256", SHAKE256, False)
sha3_256 = _hashlib_or_sponge("sha3_256", SHA3_256, True)
sha3_512 = _hashlib_or_sponge("sha3_512", SHA3_512, True)
"""One-shot functions (data, output length) -> bytes; the SHA-3 ones ignore the length (32 / 64)."""


class FixedHash(Protocol):
    """A multi-part hash of fixed output length: hashlib's objects, or `SpongeHash`."""

    def update(self, data: bytes, /) -> None: ...

    def digest(self) -> bytes: ...


class SpongeHash:
    """SHA3-256/512 as a hashlib-like object on this sponge (where hashlib has none)."""

    __slots__ = ("_sponge", "_size")

    def __init__(self, parameters: SpongeParameters, size: int) -> None:
        self._sponge, self._size = Sponge(parameters), size

    def update(self, data: bytes, /) -> None:
        self._sponge.absorb(data)

    def digest(self) -> bytes:
        return self._sponge.copy().squeeze(self._size)


def _hashlib_or_sponge_object(name: str, parameters: SpongeParameters, size: int) -> Callable[[], FixedHash]:
    constructor: Any = getattr(hashlib, name, None)
    try:
        constructor(b"")
    except (TypeError, ValueError):
        return lambda: SpongeHash(parameters, size)
    return lambda: constructor()


new_sha3_256 = _hashlib_or_sponge_object("sha3_256", SHA3_256, 32)
new_sha3_512 = _hashlib_or_sponge_object("sha3_512", SHA3_512, 64)
"""Fresh multi-part SHA3-256 / SHA3-512 objects (update, digest)."""
