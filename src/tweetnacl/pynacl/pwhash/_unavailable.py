"""`kdf` and `str` of nacl.pwhash's argon2i, argon2id and scrypt modules, from one definition.

Each keeps the signature and defaults PyNaCl gives it in its module, and raises UnavailableError:
Argon2 and scrypt need primitives outside NaCl and the Python standard library.
"""

from __future__ import annotations

from typing import Callable, Tuple

from tweetnacl.pynacl import encoding
from tweetnacl.pynacl import exceptions as exc
from tweetnacl.pynacl._support import unavailable_message


def kdf_and_str(
    module_name: str,
    what: str,
    *,
    kdf_limits: Tuple[int, int],
    str_limits: Tuple[int, int],
) -> Tuple[Callable[..., bytes], Callable[..., bytes]]:
    """The stand-ins `kdf` and `str` of module `module_name`; their error names `what`.

    The limits are the (opslimit, memlimit) defaults: in PyNaCl SENSITIVE for `kdf` and
    INTERACTIVE for `str`.
    """
    message = unavailable_message(what)
    kdf_opslimit, kdf_memlimit = kdf_limits
    str_opslimit, str_memlimit = str_limits

    def kdf(
        size: int,
        password: bytes,
        salt: bytes,
        opslimit: int = kdf_opslimit,
        memlimit: int = kdf_memlimit,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> bytes:
        raise exc.UnavailableError(message)

    def str(
        password: bytes,
        opslimit: int = str_opslimit,
        memlimit: int = str_memlimit,
    ) -> bytes:
        raise exc.UnavailableError(message)

    variant = module_name.rpartition(".")[2]
    for function in (kdf, str):
        function.__module__ = module_name
        function.__qualname__ = function.__name__
        function.__doc__ = f"Unavailable ({variant}): raises UnavailableError."
    return kdf, str
