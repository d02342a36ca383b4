"""The benchmark's kyber-py column: kyber-py's ML-KEM-768 (`kyber_py.ml_kem.ML_KEM_768`), pure Python, in this
interpreter, on the ML-KEM-768 rows.

kyber-py is the one other pure-Python ML-KEM (FIPS 203); the issue's targets are stated against it ("at least 5x
kyber-py's speed"). It is never a dependency of this project: the column is there when `kyber_py` is importable
(`pip install kyber-py==1.2.0`, the version the targets were measured with; another runs too and the header says
which), else absent with a one-line note (`start_column`). Its rows run the same deterministic forms as ours, on the
same sample seeds, and its outputs must equal `tweetnacl.fast`'s byte for byte before it is timed (an error cell
otherwise, `Backend.check_against_fast`):
- keypair from the 64-byte seed d || z: `ML_KEM_768.key_derive(seed)` (FIPS 203 section 7.1's seed form; the
  public key and the 2400-byte expanded decapsulation key, libsodium's layout too);
- encapsulation from the 32-byte message m: `ML_KEM_768._encaps_internal(ek, m)` (FIPS 203 algorithm 17,
  ML-KEM.Encaps_internal: kyber-py's public `encaps` draws m itself and has no seeded form), its (K, c) reordered
  to libsodium's (ciphertext, shared secret);
- decapsulation: `ML_KEM_768.decaps(dk, c)`, its arguments reordered to ours (ciphertext, secret key).
Every other row is "n/a" (kyber-py has ML-KEM only, not X-Wing).

Secrets: the inputs are the benchmark's fixed sample bytes, never a real secret; the benchmark only measures and
never asserts a speed (kyber-py's own README says it is not designed against side channels: it is a speed
baseline here, nothing more).
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from tweetnacl.bench.backends import Backend
from tweetnacl.bench.tweetnacljs import JsColumns, Missing

__all__ = ["INSTALL_HINT", "NAME", "NOT_OPERATIONS", "ONLY_MLKEM", "VERSION", "runs", "start_column"]

NAME = "kyber-py"
"""The column's name (in --only, the table and the JSON)."""
VERSION = "1.2.0"
"""The kyber-py the issue's targets name (pip install kyber-py==1.2.0)."""
INSTALL_HINT = f"pip install kyber-py=={VERSION}"
ONLY_MLKEM = "ML-KEM-768 only"
"""Why the column shows "n/a" on every row but the ML-KEM-768 ones ("kyber-py offers ML-KEM-768 only")."""
NOT_OPERATIONS = ("name", "title", "notes", "remote", "jit", "check_against_fast")
"""The Backend fields that are not an operation's function."""


def runs(op_name: str) -> bool:
    """Whether the column has the row `op_name` (an ML-KEM-768 row): without one among the rows asked, the column
    is left out unless --only names it."""
    return op_name.startswith("kem.mlkem768.")


def _kyber_backend(ml_kem_768: Any) -> Backend:
    def encapsulate(public_key: bytes, message: bytes) -> tuple[bytes, bytes]:
        shared, ciphertext = ml_kem_768._encaps_internal(public_key, message)
        return ciphertext, shared

    def decapsulate(ciphertext: bytes, secret_key: bytes) -> bytes:
        return bytes(ml_kem_768.decaps(secret_key, ciphertext))

    functions: dict[str, Any] = {
        "mlkem768_seed_keypair": ml_kem_768.key_derive, "mlkem768_enc": encapsulate, "mlkem768_dec": decapsulate,
    }
    other = Missing(ONLY_MLKEM)  # every other operation field of Backend
    for field in dataclasses.fields(Backend):
        if field.name not in functions and field.name not in NOT_OPERATIONS:
            functions[field.name] = other
    return Backend(name=NAME, title=NAME, check_against_fast=True, **functions)


def start_column() -> JsColumns:
    """The kyber-py column when `kyber_py.ml_kem` is importable, else no column and a description that says why."""
    try:
        ml_kem = importlib.import_module("kyber_py.ml_kem")
        ml_kem_768 = ml_kem.ML_KEM_768
    except (ImportError, AttributeError) as error:
        return JsColumns([], [], f"kyber-py column absent: kyber_py.ml_kem.ML_KEM_768 is not importable ({error}; "
                                 f"{INSTALL_HINT})")
    try:
        from importlib import metadata

        version = metadata.version("kyber-py")
    except Exception:  # noqa: BLE001 - an installation without metadata still runs
        version = "?"
    return JsColumns([], [_kyber_backend(ml_kem_768)],
                     f"kyber-py: kyber-py {version} (kyber_py.ml_kem.ML_KEM_768, pure Python) in this interpreter; "
                     "outputs checked equal to tweetnacl.fast's")
