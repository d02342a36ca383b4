"""PyNaCl's API on pure-Python NaCl: a drop-in for programs written for PyNaCl 1.6 (`import nacl`).

PyNaCl binds libsodium, a C library; where no binary wheel exists (PyPy, 32-bit ARM, Alpine,
Android/iOS, Pyodide, frozen and serverless apps) it cannot be installed. This package mirrors
PyNaCl's module tree (`exceptions`, `encoding`, `utils`, `secret`, `public`, `signing`, `hash`,
`hashlib`, `pwhash`, `bindings`) with the same classes, signatures, return types, exception
classes and bytes, built on `tweetnacl` and the standard library.

The ChaCha20 family is here too, in pure Python (`tweetnacl.fast.stream.chacha20`): the three ChaCha20-Poly1305
AEADs and `nacl.secret.Aead`, secretstream, and deterministic random bytes.
What NaCl and the standard library cannot provide (SipHash, Argon2/scrypt, AES-GCM/AEGIS, the Edwards-group
`crypto_core_ed25519_*` / `crypto_scalarmult_ed25519*`, Ed25519ph) is present by name and raises
`nacl.exceptions.UnavailableError`, with the `has_*` / `*AVAILABLE` flags False: the way PyNaCl
behaves on a minimal libsodium build.

Use it as `tweetnacl.pynacl` or, for unmodified PyNaCl programs, call
`tweetnacl.install_as_nacl()` once, before the program's first `import nacl`.
"""

from __future__ import annotations

__all__ = ["__uri__", "__version__", "__email__"]

__uri__ = "https://github.com/pyca/pynacl/"

# The PyNaCl release whose API this package mirrors (programs compare it to decide on features).
__version__ = "1.6.2"

__email__ = "cryptography-dev@python.org"

# Tells this layer apart from the real PyNaCl (install_as_nacl uses it to stay idempotent).
__tweetnacl_pynacl__ = True
