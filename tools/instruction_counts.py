"""Instructions per call of the NaCl operations (and the edwards25519 and ristretto255 groups' multiplications) under callgrind: a speed comparison that machine load does not move.

    PYTHONPATH=src python tools/instruction_counts.py            # this tree
    PYTHONPATH=/other/checkout/src python tools/instruction_counts.py

Each operation runs 3 times to warm up, then 10 times (2 for the 1 MiB one) with callgrind's collection switched
on around the calls alone and the counters dumped after them (client requests from a small C helper compiled
here, as tools/callgrind_leakcheck.py does). Prints instructions per call. Needs valgrind with its headers and a
C compiler. docs/performance.md quotes a before/after table made with it.
"""

from __future__ import annotations

import ctypes
import glob
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

HELPER_C = """#include <valgrind/callgrind.h>
void collect_on(void) { CALLGRIND_TOGGLE_COLLECT; }
void collect_off_and_dump(void) { CALLGRIND_TOGGLE_COLLECT; CALLGRIND_DUMP_STATS; }
void zero(void) { CALLGRIND_ZERO_STATS; }
"""


def operations() -> dict[str, tuple[int, Callable[[], object]]]:
    """name -> (counted calls, the call), on fixed public inputs."""
    import hmac

    import tweetnacl as nacl
    from tweetnacl.bench.operations import stdlib_hkdf_sha256
    from tweetnacl.pynacl import bindings

    key, nonce, msg, mib = bytes(range(32)), bytes(range(24)), bytes(1024), bytes(1 << 20)
    sk = nacl.sign.keypair.from_seed(bytes(range(32))).secret_key
    sig = nacl.sign.detached(msg, sk)
    peer = nacl.scalarmult.base(bytes(range(1, 33)))
    boxed = nacl.secretbox(msg, nonce, key)
    element = bindings.crypto_core_ristretto255_from_hash(bytes(range(64)))
    seed64 = bytes(range(64))
    mlkem_pk, mlkem_sk = nacl.kem.mlkem768.keypair.from_seed(seed64)
    mlkem_ct, _ = nacl.kem.mlkem768.encapsulate.from_seed(mlkem_pk, key)
    xwing_pk, xwing_sk = nacl.kem.keypair.from_seed(key)
    xwing_ct, _ = nacl.kem.encapsulate.from_seed(xwing_pk, seed64)
    signers = [nacl.sign.keypair.from_seed(bytes([i]) * 32) for i in range(256)]
    signed = [(msg, nacl.sign.detached(msg, pair.secret_key), pair.public_key) for pair in signers]
    batch64 = tuple(list(column) for column in zip(*signed[:64]))
    batch256 = tuple(list(column) for column in zip(*signed))
    return {
        "secretbox 1KiB": (10, lambda: nacl.secretbox(msg, nonce, key)),
        "secretbox.open 1KiB": (10, lambda: nacl.secretbox.open(boxed, nonce, key)),
        "onetimeauth 1KiB": (10, lambda: nacl.lowlevel.crypto_onetimeauth(msg, key)),
        "stream_xor 1KiB": (10, lambda: nacl.lowlevel.crypto_stream_xor(msg, nonce, key)),
        "secretbox 1MiB": (2, lambda: nacl.secretbox(mib, nonce, key)),
        "scalarmult": (10, lambda: nacl.scalarmult(key, peer)),
        "scalarmult.base": (10, lambda: nacl.scalarmult.base(key)),
        "box 1KiB": (10, lambda: nacl.box(msg, nonce, peer, key)),
        "sign 1KiB": (10, lambda: nacl.sign.detached(msg, sk)),
        "verify 1KiB": (10, lambda: nacl.sign.detached.verify(msg, sig, sk[32:])),
        "scalarmult_ed25519": (10, lambda: bindings.crypto_scalarmult_ed25519(key, sk[32:])),
        "scalarmult_ed25519_base": (10, lambda: bindings.crypto_scalarmult_ed25519_base(key)),
        # HKDF and HMAC, each beside the same computation on the standard library's hmac (the target: within 1.3x)
        "hkdf.sha256 64B": (10, lambda: nacl.hkdf.sha256(key, nonce[:16], nonce[8:], 64)),
        "hkdf.sha256 64B, stdlib hmac": (10, lambda: stdlib_hkdf_sha256(key, nonce[:16], nonce[8:], 64)),
        "crypto_auth_hmacsha256 1KiB": (10, lambda: bindings.crypto_auth_hmacsha256(msg, key)),
        "crypto_auth_hmacsha256 1KiB, stdlib hmac": (10, lambda: hmac.digest(key, msg, "sha256")),
        "crypto_auth_hmacsha256 64B": (10, lambda: bindings.crypto_auth_hmacsha256(msg[:64], key)),
        "crypto_auth_hmacsha256 64B, stdlib hmac": (10, lambda: hmac.digest(key, msg[:64], "sha256")),
        "scalarmult_ristretto255": (10, lambda: bindings.crypto_scalarmult_ristretto255(key, element)),
        "scalarmult_ristretto255_base": (10, lambda: bindings.crypto_scalarmult_ristretto255_base(key)),
        # the post-quantum KEMs (issue: at least 5x kyber-py; X-Wing within 1.3x of ML-KEM-768 plus one X25519)
        "mlkem768 keypair": (5, lambda: nacl.kem.mlkem768.keypair.from_seed(seed64)),
        "mlkem768 encapsulate": (5, lambda: nacl.kem.mlkem768.encapsulate.from_seed(mlkem_pk, key)),
        "mlkem768 decapsulate": (5, lambda: nacl.kem.mlkem768.decapsulate(mlkem_ct, mlkem_sk)),
        "xwing keypair": (5, lambda: nacl.kem.keypair.from_seed(key)),
        "xwing encapsulate": (5, lambda: nacl.kem.encapsulate.from_seed(xwing_pk, seed64)),
        "xwing decapsulate": (5, lambda: nacl.kem.decapsulate(xwing_ct, xwing_sk)),
        # Ed25519 batch verification: per call (divide by the batch's length for per signature)
        "verify_batch 64x1KiB": (2, lambda: nacl.sign.detached.verify_batch(*batch64)),
        "verify_batch 256x1KiB": (1, lambda: nacl.sign.detached.verify_batch(*batch256)),
    }


def child(helper: str) -> None:
    """Under callgrind: one dump per operation, its counted calls only."""
    vg = ctypes.CDLL(helper)
    for calls, call in operations().values():
        for _ in range(3):
            call()
        vg.zero()
        vg.collect_on()
        for _ in range(calls):
            call()
        vg.collect_off_and_dump()


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        child(sys.argv[2])
        return 0
    with tempfile.TemporaryDirectory() as work:
        source, helper = Path(work) / "helper.c", Path(work) / "helper.so"
        source.write_text(HELPER_C)
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(helper), str(source)], check=True)
        subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", f"--callgrind-out-file={work}/cg.out",
                        sys.executable, __file__, "--child", str(helper)], check=True, capture_output=True)
        dumps = sorted(glob.glob(f"{work}/cg.out.*"), key=lambda name: int(name.rsplit(".", 1)[1]))
        totals = [int(re.search(r"^(?:summary|totals): (\d+)", Path(d).read_text(), re.M).group(1))  # type: ignore[union-attr]
                  for d in dumps]
    for (name, (calls, _)), total in zip(operations().items(), totals):
        print(f"{name:22} {total / calls:15,.0f} instructions per call")
    return 0


if __name__ == "__main__":
    sys.exit(main())
