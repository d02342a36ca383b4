"""`nacl.bindings` beyond PyNaCl: libsodium's XOFs, SHAKE128/256 (FIPS 202) and TurboSHAKE128/256 (RFC 9861).

Each XOF has libsodium's five functions: one-shot `crypto_xof_X(outlen, in)`, and the multi-part
`crypto_xof_X_init()` / `_init_with_domain(domain)` -> state, `_update(state, in)`, `_squeeze(state, outlen)`
(any number of squeezes; their concatenation is the one-shot output of their total length). The domain is any byte
(0..255), as in libsodium: 0x1F is the standard one (`*_DOMAIN_STANDARD`; TurboSHAKE's RFC 9861 calls for
0x01..0x7F). `_update` after a squeeze raises ValueError and leaves the state as it was (libsodium returns -1 and
restarts absorbing). `outlen` is an int from 0 to sys.maxsize (ValueError past it, before any allocation).
The sponges are `tweetnacl.fast.keccak.sponge`; one-shot SHAKE runs on `hashlib` where it exists.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, NoReturn

from tweetnacl.fast.keccak import sponge
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl.bindings._arguments import require_byte, require_data, require_size, require_state

crypto_xof_shake128_BLOCKBYTES: int = 168
crypto_xof_shake128_STATEBYTES: int = 256
crypto_xof_shake128_DOMAIN_STANDARD: int = 0x1F
crypto_xof_shake256_BLOCKBYTES: int = 136
crypto_xof_shake256_STATEBYTES: int = 256
crypto_xof_shake256_DOMAIN_STANDARD: int = 0x1F
crypto_xof_turboshake128_BLOCKBYTES: int = 168
crypto_xof_turboshake128_STATEBYTES: int = 256
crypto_xof_turboshake128_DOMAIN_STANDARD: int = 0x1F
crypto_xof_turboshake256_BLOCKBYTES: int = 136
crypto_xof_turboshake256_STATEBYTES: int = 256
crypto_xof_turboshake256_DOMAIN_STANDARD: int = 0x1F


class XofState:
    """A multi-part XOF state (opaque): absorbing until the first squeeze, squeezing after it."""

    __slots__ = ("_sponge",)
    PARAMETERS = sponge.SHAKE128

    def __init__(self, domain: int) -> None:
        self._sponge = sponge.Sponge(self.PARAMETERS, domain)

    def copy(self) -> XofState:
        """An independent copy of this state (hashlib's `copy`)."""
        twin = self.__class__.__new__(self.__class__)
        twin._sponge = self._sponge.copy()
        return twin

    def __reduce__(self) -> NoReturn:
        raise TypeError(f"cannot pickle {self.__class__.__name__} objects (a secret hash state)")


class Shake128State(XofState):
    """crypto_xof_shake128's state."""

    __slots__ = ()
    PARAMETERS = sponge.SHAKE128


class Shake256State(XofState):
    """crypto_xof_shake256's state."""

    __slots__ = ()
    PARAMETERS = sponge.SHAKE256


class TurboShake128State(XofState):
    """crypto_xof_turboshake128's state."""

    __slots__ = ()
    PARAMETERS = sponge.TURBOSHAKE128


class TurboShake256State(XofState):
    """crypto_xof_turboshake256's state."""

    __slots__ = ()
    PARAMETERS = sponge.TURBOSHAKE256


class _Functions(NamedTuple):
    one_shot: Callable[[int, bytes], bytes]
    init: Callable[[], XofState]
    init_with_domain: Callable[[int], XofState]
    update: Callable[[XofState, bytes], None]
    squeeze: Callable[[XofState, int], bytes]


def _functions(name: str, kind: type[XofState], one_shot_digest: Callable[[bytes, int], bytes]) -> _Functions:
    """libsodium's five functions of the XOF `name`, on states of class `kind`."""

    def one_shot(outlen: int, in_: bytes) -> bytes:
        size = require_size(outlen, "outlen")
        return one_shot_digest(require_data(in_, "in"), size)

    def init() -> XofState:
        return kind(kind.PARAMETERS.domain)

    def init_with_domain(domain: int) -> XofState:
        return kind(require_byte(domain, "domain"))

    def update(state: XofState, in_: bytes) -> None:
        xof = require_state(state, kind, "state")._sponge
        data = require_data(in_, "in")
        if xof.squeezing:
            raise exc.ValueError(f"state: {name}_update after {name}_squeeze (the state is finalized)")
        xof.absorb(data)

    def squeeze(state: XofState, outlen: int) -> bytes:
        xof = require_state(state, kind, "state")._sponge
        return xof.squeeze(require_size(outlen, "outlen"))

    one_shot.__doc__ = f"{kind.PARAMETERS.name} of `in`: `outlen` bytes."
    init.__doc__ = f"A new {kind.PARAMETERS.name} state with the standard domain byte 0x1F."
    init_with_domain.__doc__ = f"A new {kind.PARAMETERS.name} state with the domain byte `domain` (0..255)."
    update.__doc__ = "Absorb `in` (ValueError once the state has been squeezed)."
    squeeze.__doc__ = "The next `outlen` bytes of output."
    functions = _Functions(one_shot, init, init_with_domain, update, squeeze)
    for function, suffix in zip(functions, ("", "_init", "_init_with_domain", "_update", "_squeeze")):
        function.__name__ = function.__qualname__ = name + suffix
    return functions


(
    crypto_xof_shake128,
    crypto_xof_shake128_init,
    crypto_xof_shake128_init_with_domain,
    crypto_xof_shake128_update,
    crypto_xof_shake128_squeeze,
) = _functions("crypto_xof_shake128", Shake128State, sponge.shake128)
(
    crypto_xof_shake256,
    crypto_xof_shake256_init,
    crypto_xof_shake256_init_with_domain,
    crypto_xof_shake256_update,
    crypto_xof_shake256_squeeze,
) = _functions("crypto_xof_shake256", Shake256State, sponge.shake256)
(
    crypto_xof_turboshake128,
    crypto_xof_turboshake128_init,
    crypto_xof_turboshake128_init_with_domain,
    crypto_xof_turboshake128_update,
    crypto_xof_turboshake128_squeeze,
) = _functions("crypto_xof_turboshake128", TurboShake128State, sponge.turboshake128)
(
    crypto_xof_turboshake256,
    crypto_xof_turboshake256_init,
    crypto_xof_turboshake256_init_with_domain,
    crypto_xof_turboshake256_update,
    crypto_xof_turboshake256_squeeze,
) = _functions("crypto_xof_turboshake256", TurboShake256State, sponge.turboshake256)
