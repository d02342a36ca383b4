"""PyNaCl's API on pure-Python NaCl: a drop-in for programs written for PyNaCl 1.6 (`import nacl`).

PyNaCl binds libsodium, a C library; where PyPI has no binary wheel of it (PyPy, 32-bit ARM,
Android/iOS, i686 beyond PyNaCl 1.3.0) it installs only with a C compiler, and some deployments (Pyodide without
a package index, frozen and serverless apps) cannot take a native extension at all. This package mirrors
PyNaCl's module tree (`exceptions`, `encoding`, `utils`, `secret`, `public`, `signing`, `hash`,
`hashlib`, `pwhash`, `bindings`) with the same classes, signatures, return types, exception
classes and bytes, built on `tweetnacl` and the standard library.

libsodium's primitives beyond NaCl are here too, each in pure Python on `tweetnacl.fast`'s families: the
ChaCha20-Poly1305 AEADs and `nacl.secret.Aead`, secretstream, AEGIS-128L and AEGIS-256, SipHash, Argon2i/Argon2id
and scrypt, the edwards25519 group (`crypto_core_ed25519_*`, `crypto_scalarmult_ed25519*`), Ed25519ph,
AES-256-GCM (available everywhere, bit-sliced: no AES instructions needed) and deterministic random bytes.

Use it as `tweetnacl.pynacl` or, for unmodified PyNaCl programs, call
`tweetnacl.install_as_nacl()` once, before the program's first `import nacl`.
"""

from __future__ import annotations

__all__ = ["__version__"]

# The PyNaCl release whose API this package mirrors (programs compare it to decide on features). PyNaCl's
# __uri__ and __email__ are left out: they would send this project's bug reports to PyCA.
__version__ = "1.6.2"

# Tells this layer apart from the real PyNaCl (install_as_nacl uses it to stay idempotent).
__tweetnacl_pynacl__ = True
