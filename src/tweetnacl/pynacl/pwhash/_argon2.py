"""`nacl.pwhash._argon2`: Argon2's shared constants, `verify`, and the `kdf` and `str` of the
argon2i and argon2id modules from one definition."""

from __future__ import annotations

from typing import Callable, Tuple

from tweetnacl.pynacl import bindings, encoding

_argon2_strbytes_plus_one = bindings.crypto_pwhash_STRBYTES

PWHASH_SIZE = _argon2_strbytes_plus_one - 1
SALTBYTES = bindings.crypto_pwhash_SALTBYTES

PASSWD_MIN = bindings.crypto_pwhash_PASSWD_MIN
PASSWD_MAX = bindings.crypto_pwhash_PASSWD_MAX

BYTES_MAX = bindings.crypto_pwhash_BYTES_MAX
BYTES_MIN = bindings.crypto_pwhash_BYTES_MIN

ALG_ARGON2I13 = bindings.crypto_pwhash_ALG_ARGON2I13
ALG_ARGON2ID13 = bindings.crypto_pwhash_ALG_ARGON2ID13
ALG_ARGON2_DEFAULT = bindings.crypto_pwhash_ALG_DEFAULT


def verify(password_hash: bytes, password: bytes) -> bool:
    """True if `password` matches the `$argon2i$` or `$argon2id$` string `password_hash`; raises
    InvalidkeyError if not."""
    return bindings.crypto_pwhash_str_verify(password_hash, password)


def kdf_and_str(
    module_name: str,
    alg: int,
    *,
    kdf_limits: Tuple[int, int],
    str_limits: Tuple[int, int],
) -> Tuple[Callable[..., bytes], Callable[..., bytes]]:
    """`kdf` and `str` of module `module_name` for algorithm `alg`, with PyNaCl's signatures and
    defaults: (opslimit, memlimit) SENSITIVE for `kdf`, INTERACTIVE for `str`. The bindings are looked
    up at call time, as PyNaCl does (so they can be patched)."""
    kdf_opslimit, kdf_memlimit = kdf_limits
    str_opslimit, str_memlimit = str_limits
    variant = module_name.rpartition(".")[2]

    def kdf(
        size: int,
        password: bytes,
        salt: bytes,
        opslimit: int = kdf_opslimit,
        memlimit: int = kdf_memlimit,
        encoder: encoding.Encoder = encoding.RawEncoder,
    ) -> bytes:
        return encoder.encode(bindings.crypto_pwhash_alg(size, password, salt, opslimit, memlimit, alg))

    def str(
        password: bytes,
        opslimit: int = str_opslimit,
        memlimit: int = str_memlimit,
    ) -> bytes:
        return bindings.crypto_pwhash_str_alg(password, opslimit, memlimit, alg)

    kdf.__doc__ = f"A `size`-byte key derived from `password` and a 16-byte `salt` by {variant}."
    str.__doc__ = f"The modular-crypt string of `password` hashed by {variant} with a random salt."
    for function in (kdf, str):
        function.__module__ = module_name
        function.__qualname__ = function.__name__
    return kdf, str
