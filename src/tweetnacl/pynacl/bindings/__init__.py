"""`nacl.bindings`: the libsodium-named functions and constants, as PyNaCl exports them.

Each family module (`crypto_box`, `crypto_sign`, `crypto_pwhash`, ...) is imported the first time one of its names
is looked up (PEP 562 `__getattr__`), not by `import nacl.bindings`: a program that signs does not pay for Argon2,
AES or AEGIS (docs/performance.md, "Import time"). Once a family is imported, by that lookup or by anyone importing
the submodule itself, its names are plain attributes of this package, so that later lookups (PyNaCl's modules call
`bindings.crypto_sign` on every call) cost what an attribute read costs, and `mock.patch` replaces them as before.
Nothing here touches secret data: the only decision is the (public) name looked up.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING

from tweetnacl.pynacl.bindings.sodium_core import sodium_init as sodium_init

if TYPE_CHECKING:
    from tweetnacl.pynacl.bindings.crypto_aead import (
        crypto_aead_aegis128l_ABYTES as crypto_aead_aegis128l_ABYTES,
        crypto_aead_aegis128l_KEYBYTES as crypto_aead_aegis128l_KEYBYTES,
        crypto_aead_aegis128l_MESSAGEBYTES_MAX as crypto_aead_aegis128l_MESSAGEBYTES_MAX,
        crypto_aead_aegis128l_NPUBBYTES as crypto_aead_aegis128l_NPUBBYTES,
        crypto_aead_aegis128l_NSECBYTES as crypto_aead_aegis128l_NSECBYTES,
        crypto_aead_aegis128l_decrypt as crypto_aead_aegis128l_decrypt,
        crypto_aead_aegis128l_encrypt as crypto_aead_aegis128l_encrypt,
        crypto_aead_aegis256_ABYTES as crypto_aead_aegis256_ABYTES,
        crypto_aead_aegis256_KEYBYTES as crypto_aead_aegis256_KEYBYTES,
        crypto_aead_aegis256_MESSAGEBYTES_MAX as crypto_aead_aegis256_MESSAGEBYTES_MAX,
        crypto_aead_aegis256_NPUBBYTES as crypto_aead_aegis256_NPUBBYTES,
        crypto_aead_aegis256_NSECBYTES as crypto_aead_aegis256_NSECBYTES,
        crypto_aead_aegis256_decrypt as crypto_aead_aegis256_decrypt,
        crypto_aead_aegis256_encrypt as crypto_aead_aegis256_encrypt,
        crypto_aead_aes256gcm_ABYTES as crypto_aead_aes256gcm_ABYTES,
        crypto_aead_aes256gcm_KEYBYTES as crypto_aead_aes256gcm_KEYBYTES,
        crypto_aead_aes256gcm_MESSAGEBYTES_MAX as crypto_aead_aes256gcm_MESSAGEBYTES_MAX,
        crypto_aead_aes256gcm_NPUBBYTES as crypto_aead_aes256gcm_NPUBBYTES,
        crypto_aead_aes256gcm_NSECBYTES as crypto_aead_aes256gcm_NSECBYTES,
        crypto_aead_aes256gcm_decrypt as crypto_aead_aes256gcm_decrypt,
        crypto_aead_aes256gcm_encrypt as crypto_aead_aes256gcm_encrypt,
        crypto_aead_chacha20poly1305_ABYTES as crypto_aead_chacha20poly1305_ABYTES,
        crypto_aead_chacha20poly1305_KEYBYTES as crypto_aead_chacha20poly1305_KEYBYTES,
        crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX as crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX,
        crypto_aead_chacha20poly1305_NPUBBYTES as crypto_aead_chacha20poly1305_NPUBBYTES,
        crypto_aead_chacha20poly1305_NSECBYTES as crypto_aead_chacha20poly1305_NSECBYTES,
        crypto_aead_chacha20poly1305_decrypt as crypto_aead_chacha20poly1305_decrypt,
        crypto_aead_chacha20poly1305_encrypt as crypto_aead_chacha20poly1305_encrypt,
        crypto_aead_chacha20poly1305_ietf_ABYTES as crypto_aead_chacha20poly1305_ietf_ABYTES,
        crypto_aead_chacha20poly1305_ietf_KEYBYTES as crypto_aead_chacha20poly1305_ietf_KEYBYTES,
        crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX as crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX,
        crypto_aead_chacha20poly1305_ietf_NPUBBYTES as crypto_aead_chacha20poly1305_ietf_NPUBBYTES,
        crypto_aead_chacha20poly1305_ietf_NSECBYTES as crypto_aead_chacha20poly1305_ietf_NSECBYTES,
        crypto_aead_chacha20poly1305_ietf_decrypt as crypto_aead_chacha20poly1305_ietf_decrypt,
        crypto_aead_chacha20poly1305_ietf_encrypt as crypto_aead_chacha20poly1305_ietf_encrypt,
        crypto_aead_xchacha20poly1305_ietf_ABYTES as crypto_aead_xchacha20poly1305_ietf_ABYTES,
        crypto_aead_xchacha20poly1305_ietf_KEYBYTES as crypto_aead_xchacha20poly1305_ietf_KEYBYTES,
        crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX as crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX,
        crypto_aead_xchacha20poly1305_ietf_NPUBBYTES as crypto_aead_xchacha20poly1305_ietf_NPUBBYTES,
        crypto_aead_xchacha20poly1305_ietf_NSECBYTES as crypto_aead_xchacha20poly1305_ietf_NSECBYTES,
        crypto_aead_xchacha20poly1305_ietf_decrypt as crypto_aead_xchacha20poly1305_ietf_decrypt,
        crypto_aead_xchacha20poly1305_ietf_encrypt as crypto_aead_xchacha20poly1305_ietf_encrypt,
        # beyond PyNaCl (libsodium 1.0.22)
        crypto_aead_aegis128l_decrypt_detached as crypto_aead_aegis128l_decrypt_detached,
        crypto_aead_aegis128l_encrypt_detached as crypto_aead_aegis128l_encrypt_detached, crypto_aead_aegis128l_keygen
        as crypto_aead_aegis128l_keygen, crypto_aead_aegis256_decrypt_detached as crypto_aead_aegis256_decrypt_detached,
        crypto_aead_aegis256_encrypt_detached as crypto_aead_aegis256_encrypt_detached, crypto_aead_aegis256_keygen as
        crypto_aead_aegis256_keygen, crypto_aead_aes256gcm_beforenm as crypto_aead_aes256gcm_beforenm,
        crypto_aead_aes256gcm_decrypt_afternm as crypto_aead_aes256gcm_decrypt_afternm,
        crypto_aead_aes256gcm_decrypt_detached as crypto_aead_aes256gcm_decrypt_detached,
        crypto_aead_aes256gcm_decrypt_detached_afternm as crypto_aead_aes256gcm_decrypt_detached_afternm,
        crypto_aead_aes256gcm_encrypt_afternm as crypto_aead_aes256gcm_encrypt_afternm,
        crypto_aead_aes256gcm_encrypt_detached as crypto_aead_aes256gcm_encrypt_detached,
        crypto_aead_aes256gcm_encrypt_detached_afternm as crypto_aead_aes256gcm_encrypt_detached_afternm,
        crypto_aead_aes256gcm_is_available as crypto_aead_aes256gcm_is_available, crypto_aead_aes256gcm_keygen as
        crypto_aead_aes256gcm_keygen, crypto_aead_aes256gcm_state as crypto_aead_aes256gcm_state,
        crypto_aead_chacha20poly1305_IETF_ABYTES as crypto_aead_chacha20poly1305_IETF_ABYTES,
        crypto_aead_chacha20poly1305_IETF_KEYBYTES as crypto_aead_chacha20poly1305_IETF_KEYBYTES,
        crypto_aead_chacha20poly1305_IETF_MESSAGEBYTES_MAX as crypto_aead_chacha20poly1305_IETF_MESSAGEBYTES_MAX,
        crypto_aead_chacha20poly1305_IETF_NPUBBYTES as crypto_aead_chacha20poly1305_IETF_NPUBBYTES,
        crypto_aead_chacha20poly1305_IETF_NSECBYTES as crypto_aead_chacha20poly1305_IETF_NSECBYTES,
        crypto_aead_chacha20poly1305_decrypt_detached as crypto_aead_chacha20poly1305_decrypt_detached,
        crypto_aead_chacha20poly1305_encrypt_detached as crypto_aead_chacha20poly1305_encrypt_detached,
        crypto_aead_chacha20poly1305_ietf_decrypt_detached as crypto_aead_chacha20poly1305_ietf_decrypt_detached,
        crypto_aead_chacha20poly1305_ietf_encrypt_detached as crypto_aead_chacha20poly1305_ietf_encrypt_detached,
        crypto_aead_chacha20poly1305_ietf_keygen as crypto_aead_chacha20poly1305_ietf_keygen,
        crypto_aead_chacha20poly1305_keygen as crypto_aead_chacha20poly1305_keygen,
        crypto_aead_xchacha20poly1305_IETF_ABYTES as crypto_aead_xchacha20poly1305_IETF_ABYTES,
        crypto_aead_xchacha20poly1305_IETF_KEYBYTES as crypto_aead_xchacha20poly1305_IETF_KEYBYTES,
        crypto_aead_xchacha20poly1305_IETF_MESSAGEBYTES_MAX as crypto_aead_xchacha20poly1305_IETF_MESSAGEBYTES_MAX,
        crypto_aead_xchacha20poly1305_IETF_NPUBBYTES as crypto_aead_xchacha20poly1305_IETF_NPUBBYTES,
        crypto_aead_xchacha20poly1305_IETF_NSECBYTES as crypto_aead_xchacha20poly1305_IETF_NSECBYTES,
        crypto_aead_xchacha20poly1305_ietf_decrypt_detached as crypto_aead_xchacha20poly1305_ietf_decrypt_detached,
        crypto_aead_xchacha20poly1305_ietf_encrypt_detached as crypto_aead_xchacha20poly1305_ietf_encrypt_detached,
        crypto_aead_xchacha20poly1305_ietf_keygen as crypto_aead_xchacha20poly1305_ietf_keygen,
    )
    from tweetnacl.pynacl.bindings.crypto_auth import (
        crypto_auth as crypto_auth,
        crypto_auth_BYTES as crypto_auth_BYTES,
        crypto_auth_KEYBYTES as crypto_auth_KEYBYTES,
        crypto_auth_PRIMITIVE as crypto_auth_PRIMITIVE,
        crypto_auth_hmacsha256 as crypto_auth_hmacsha256,
        crypto_auth_hmacsha256_BYTES as crypto_auth_hmacsha256_BYTES,
        crypto_auth_hmacsha256_KEYBYTES as crypto_auth_hmacsha256_KEYBYTES,
        crypto_auth_hmacsha256_final as crypto_auth_hmacsha256_final,
        crypto_auth_hmacsha256_init as crypto_auth_hmacsha256_init,
        crypto_auth_hmacsha256_keygen as crypto_auth_hmacsha256_keygen,
        crypto_auth_hmacsha256_state as crypto_auth_hmacsha256_state,
        crypto_auth_hmacsha256_update as crypto_auth_hmacsha256_update,
        crypto_auth_hmacsha256_verify as crypto_auth_hmacsha256_verify,
        crypto_auth_hmacsha512 as crypto_auth_hmacsha512,
        crypto_auth_hmacsha512256 as crypto_auth_hmacsha512256,
        crypto_auth_hmacsha512256_BYTES as crypto_auth_hmacsha512256_BYTES,
        crypto_auth_hmacsha512256_KEYBYTES as crypto_auth_hmacsha512256_KEYBYTES,
        crypto_auth_hmacsha512256_final as crypto_auth_hmacsha512256_final,
        crypto_auth_hmacsha512256_init as crypto_auth_hmacsha512256_init,
        crypto_auth_hmacsha512256_keygen as crypto_auth_hmacsha512256_keygen,
        crypto_auth_hmacsha512256_state as crypto_auth_hmacsha512256_state,
        crypto_auth_hmacsha512256_update as crypto_auth_hmacsha512256_update,
        crypto_auth_hmacsha512256_verify as crypto_auth_hmacsha512256_verify,
        crypto_auth_hmacsha512_BYTES as crypto_auth_hmacsha512_BYTES,
        crypto_auth_hmacsha512_KEYBYTES as crypto_auth_hmacsha512_KEYBYTES,
        crypto_auth_hmacsha512_final as crypto_auth_hmacsha512_final,
        crypto_auth_hmacsha512_init as crypto_auth_hmacsha512_init,
        crypto_auth_hmacsha512_keygen as crypto_auth_hmacsha512_keygen,
        crypto_auth_hmacsha512_state as crypto_auth_hmacsha512_state,
        crypto_auth_hmacsha512_update as crypto_auth_hmacsha512_update,
        crypto_auth_hmacsha512_verify as crypto_auth_hmacsha512_verify,
        crypto_auth_keygen as crypto_auth_keygen,
        crypto_auth_verify as crypto_auth_verify,
    )
    from tweetnacl.pynacl.bindings.crypto_box import (
        crypto_box as crypto_box,
        crypto_box_BEFORENMBYTES as crypto_box_BEFORENMBYTES,
        crypto_box_BOXZEROBYTES as crypto_box_BOXZEROBYTES,
        crypto_box_NONCEBYTES as crypto_box_NONCEBYTES,
        crypto_box_PUBLICKEYBYTES as crypto_box_PUBLICKEYBYTES,
        crypto_box_SEALBYTES as crypto_box_SEALBYTES,
        crypto_box_SECRETKEYBYTES as crypto_box_SECRETKEYBYTES,
        crypto_box_SEEDBYTES as crypto_box_SEEDBYTES,
        crypto_box_ZEROBYTES as crypto_box_ZEROBYTES,
        crypto_box_afternm as crypto_box_afternm,
        crypto_box_beforenm as crypto_box_beforenm,
        crypto_box_easy as crypto_box_easy,
        crypto_box_easy_afternm as crypto_box_easy_afternm,
        crypto_box_keypair as crypto_box_keypair,
        crypto_box_open as crypto_box_open,
        crypto_box_open_afternm as crypto_box_open_afternm,
        crypto_box_open_easy as crypto_box_open_easy,
        crypto_box_open_easy_afternm as crypto_box_open_easy_afternm,
        crypto_box_seal as crypto_box_seal,
        crypto_box_seal_open as crypto_box_seal_open,
        crypto_box_seed_keypair as crypto_box_seed_keypair,
        # beyond PyNaCl (libsodium 1.0.22)
        crypto_box_MACBYTES as crypto_box_MACBYTES, crypto_box_MESSAGEBYTES_MAX as crypto_box_MESSAGEBYTES_MAX,
        crypto_box_PRIMITIVE as crypto_box_PRIMITIVE, crypto_box_curve25519xchacha20poly1305_BEFORENMBYTES as
        crypto_box_curve25519xchacha20poly1305_BEFORENMBYTES, crypto_box_curve25519xchacha20poly1305_MACBYTES as
        crypto_box_curve25519xchacha20poly1305_MACBYTES, crypto_box_curve25519xchacha20poly1305_MESSAGEBYTES_MAX as
        crypto_box_curve25519xchacha20poly1305_MESSAGEBYTES_MAX, crypto_box_curve25519xchacha20poly1305_NONCEBYTES as
        crypto_box_curve25519xchacha20poly1305_NONCEBYTES, crypto_box_curve25519xchacha20poly1305_PUBLICKEYBYTES as
        crypto_box_curve25519xchacha20poly1305_PUBLICKEYBYTES, crypto_box_curve25519xchacha20poly1305_SEALBYTES as
        crypto_box_curve25519xchacha20poly1305_SEALBYTES, crypto_box_curve25519xchacha20poly1305_SECRETKEYBYTES as
        crypto_box_curve25519xchacha20poly1305_SECRETKEYBYTES, crypto_box_curve25519xchacha20poly1305_SEEDBYTES as
        crypto_box_curve25519xchacha20poly1305_SEEDBYTES, crypto_box_curve25519xchacha20poly1305_beforenm as
        crypto_box_curve25519xchacha20poly1305_beforenm, crypto_box_curve25519xchacha20poly1305_detached as
        crypto_box_curve25519xchacha20poly1305_detached, crypto_box_curve25519xchacha20poly1305_detached_afternm as
        crypto_box_curve25519xchacha20poly1305_detached_afternm, crypto_box_curve25519xchacha20poly1305_easy as
        crypto_box_curve25519xchacha20poly1305_easy, crypto_box_curve25519xchacha20poly1305_easy_afternm as
        crypto_box_curve25519xchacha20poly1305_easy_afternm, crypto_box_curve25519xchacha20poly1305_keypair as
        crypto_box_curve25519xchacha20poly1305_keypair, crypto_box_curve25519xchacha20poly1305_open_detached as
        crypto_box_curve25519xchacha20poly1305_open_detached,
        crypto_box_curve25519xchacha20poly1305_open_detached_afternm as
        crypto_box_curve25519xchacha20poly1305_open_detached_afternm, crypto_box_curve25519xchacha20poly1305_open_easy
        as crypto_box_curve25519xchacha20poly1305_open_easy, crypto_box_curve25519xchacha20poly1305_open_easy_afternm as
        crypto_box_curve25519xchacha20poly1305_open_easy_afternm, crypto_box_curve25519xchacha20poly1305_seal as
        crypto_box_curve25519xchacha20poly1305_seal, crypto_box_curve25519xchacha20poly1305_seal_open as
        crypto_box_curve25519xchacha20poly1305_seal_open, crypto_box_curve25519xchacha20poly1305_seed_keypair as
        crypto_box_curve25519xchacha20poly1305_seed_keypair, crypto_box_curve25519xsalsa20poly1305 as
        crypto_box_curve25519xsalsa20poly1305, crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES as
        crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES, crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES as
        crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES, crypto_box_curve25519xsalsa20poly1305_MACBYTES as
        crypto_box_curve25519xsalsa20poly1305_MACBYTES, crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX as
        crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX, crypto_box_curve25519xsalsa20poly1305_NONCEBYTES as
        crypto_box_curve25519xsalsa20poly1305_NONCEBYTES, crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES as
        crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES, crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES as
        crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES, crypto_box_curve25519xsalsa20poly1305_SEEDBYTES as
        crypto_box_curve25519xsalsa20poly1305_SEEDBYTES, crypto_box_curve25519xsalsa20poly1305_ZEROBYTES as
        crypto_box_curve25519xsalsa20poly1305_ZEROBYTES, crypto_box_curve25519xsalsa20poly1305_afternm as
        crypto_box_curve25519xsalsa20poly1305_afternm, crypto_box_curve25519xsalsa20poly1305_beforenm as
        crypto_box_curve25519xsalsa20poly1305_beforenm, crypto_box_curve25519xsalsa20poly1305_keypair as
        crypto_box_curve25519xsalsa20poly1305_keypair, crypto_box_curve25519xsalsa20poly1305_open as
        crypto_box_curve25519xsalsa20poly1305_open, crypto_box_curve25519xsalsa20poly1305_open_afternm as
        crypto_box_curve25519xsalsa20poly1305_open_afternm, crypto_box_curve25519xsalsa20poly1305_seed_keypair as
        crypto_box_curve25519xsalsa20poly1305_seed_keypair, crypto_box_detached as crypto_box_detached,
        crypto_box_detached_afternm as crypto_box_detached_afternm, crypto_box_open_detached as
        crypto_box_open_detached, crypto_box_open_detached_afternm as crypto_box_open_detached_afternm,
    )
    from tweetnacl.pynacl.bindings.crypto_core import (
        crypto_core_ed25519_BYTES as crypto_core_ed25519_BYTES,
        crypto_core_ed25519_HASHBYTES as crypto_core_ed25519_HASHBYTES,
        crypto_core_ed25519_NONREDUCEDSCALARBYTES as crypto_core_ed25519_NONREDUCEDSCALARBYTES,
        crypto_core_ed25519_SCALARBYTES as crypto_core_ed25519_SCALARBYTES,
        crypto_core_ed25519_UNIFORMBYTES as crypto_core_ed25519_UNIFORMBYTES,
        crypto_core_ed25519_add as crypto_core_ed25519_add,
        crypto_core_ed25519_from_hash as crypto_core_ed25519_from_hash,
        crypto_core_ed25519_from_uniform as crypto_core_ed25519_from_uniform,
        crypto_core_ed25519_is_valid_point as crypto_core_ed25519_is_valid_point,
        crypto_core_ed25519_random as crypto_core_ed25519_random,
        crypto_core_ed25519_scalar_add as crypto_core_ed25519_scalar_add,
        crypto_core_ed25519_scalar_complement as crypto_core_ed25519_scalar_complement,
        crypto_core_ed25519_scalar_invert as crypto_core_ed25519_scalar_invert,
        crypto_core_ed25519_scalar_mul as crypto_core_ed25519_scalar_mul,
        crypto_core_ed25519_scalar_negate as crypto_core_ed25519_scalar_negate,
        crypto_core_ed25519_scalar_random as crypto_core_ed25519_scalar_random,
        crypto_core_ed25519_scalar_reduce as crypto_core_ed25519_scalar_reduce,
        crypto_core_ed25519_scalar_sub as crypto_core_ed25519_scalar_sub,
        crypto_core_ed25519_sub as crypto_core_ed25519_sub,
        has_crypto_core_ed25519 as has_crypto_core_ed25519,
    )
    from tweetnacl.pynacl.bindings.crypto_core_keccak1600 import (
        crypto_core_keccak1600_extract_bytes as crypto_core_keccak1600_extract_bytes,
        crypto_core_keccak1600_init as crypto_core_keccak1600_init,
        crypto_core_keccak1600_permute_12 as crypto_core_keccak1600_permute_12,
        crypto_core_keccak1600_permute_24 as crypto_core_keccak1600_permute_24,
        crypto_core_keccak1600_xor_bytes as crypto_core_keccak1600_xor_bytes,
    )
    from tweetnacl.pynacl.bindings.crypto_core_ristretto255 import (
        crypto_core_ristretto255_BYTES as crypto_core_ristretto255_BYTES,
        crypto_core_ristretto255_HASHBYTES as crypto_core_ristretto255_HASHBYTES,
        crypto_core_ristretto255_NONREDUCEDSCALARBYTES as crypto_core_ristretto255_NONREDUCEDSCALARBYTES,
        crypto_core_ristretto255_SCALARBYTES as crypto_core_ristretto255_SCALARBYTES,
        crypto_core_ristretto255_add as crypto_core_ristretto255_add,
        crypto_core_ristretto255_from_hash as crypto_core_ristretto255_from_hash,
        crypto_core_ristretto255_is_valid_point as crypto_core_ristretto255_is_valid_point,
        crypto_core_ristretto255_random as crypto_core_ristretto255_random,
        crypto_core_ristretto255_scalar_add as crypto_core_ristretto255_scalar_add,
        crypto_core_ristretto255_scalar_complement as crypto_core_ristretto255_scalar_complement,
        crypto_core_ristretto255_scalar_invert as crypto_core_ristretto255_scalar_invert,
        crypto_core_ristretto255_scalar_mul as crypto_core_ristretto255_scalar_mul,
        crypto_core_ristretto255_scalar_negate as crypto_core_ristretto255_scalar_negate,
        crypto_core_ristretto255_scalar_random as crypto_core_ristretto255_scalar_random,
        crypto_core_ristretto255_scalar_reduce as crypto_core_ristretto255_scalar_reduce,
        crypto_core_ristretto255_scalar_sub as crypto_core_ristretto255_scalar_sub,
        crypto_core_ristretto255_sub as crypto_core_ristretto255_sub,
        crypto_scalarmult_ristretto255 as crypto_scalarmult_ristretto255,
        crypto_scalarmult_ristretto255_BYTES as crypto_scalarmult_ristretto255_BYTES,
        crypto_scalarmult_ristretto255_SCALARBYTES as crypto_scalarmult_ristretto255_SCALARBYTES,
        crypto_scalarmult_ristretto255_base as crypto_scalarmult_ristretto255_base,
    )
    from tweetnacl.pynacl.bindings.crypto_generichash import (
        crypto_generichash_BYTES as crypto_generichash_BYTES,
        crypto_generichash_BYTES_MAX as crypto_generichash_BYTES_MAX,
        crypto_generichash_BYTES_MIN as crypto_generichash_BYTES_MIN,
        crypto_generichash_KEYBYTES as crypto_generichash_KEYBYTES,
        crypto_generichash_KEYBYTES_MAX as crypto_generichash_KEYBYTES_MAX,
        crypto_generichash_KEYBYTES_MIN as crypto_generichash_KEYBYTES_MIN,
        crypto_generichash_PERSONALBYTES as crypto_generichash_PERSONALBYTES,
        crypto_generichash_SALTBYTES as crypto_generichash_SALTBYTES,
        crypto_generichash_STATEBYTES as crypto_generichash_STATEBYTES,
        generichash_blake2b_final,
        generichash_blake2b_init,
        generichash_blake2b_salt_personal,
        generichash_blake2b_update,
        # beyond PyNaCl (libsodium 1.0.22)
        crypto_generichash as crypto_generichash, crypto_generichash_PRIMITIVE as crypto_generichash_PRIMITIVE,
        crypto_generichash_blake2b as crypto_generichash_blake2b, crypto_generichash_blake2b_BYTES as
        crypto_generichash_blake2b_BYTES, crypto_generichash_blake2b_BYTES_MAX as crypto_generichash_blake2b_BYTES_MAX,
        crypto_generichash_blake2b_BYTES_MIN as crypto_generichash_blake2b_BYTES_MIN,
        crypto_generichash_blake2b_KEYBYTES as crypto_generichash_blake2b_KEYBYTES,
        crypto_generichash_blake2b_KEYBYTES_MAX as crypto_generichash_blake2b_KEYBYTES_MAX,
        crypto_generichash_blake2b_KEYBYTES_MIN as crypto_generichash_blake2b_KEYBYTES_MIN,
        crypto_generichash_blake2b_PERSONALBYTES as crypto_generichash_blake2b_PERSONALBYTES,
        crypto_generichash_blake2b_SALTBYTES as crypto_generichash_blake2b_SALTBYTES,
        crypto_generichash_blake2b_init_salt_personal as crypto_generichash_blake2b_init_salt_personal,
        crypto_generichash_blake2b_keygen as crypto_generichash_blake2b_keygen, crypto_generichash_final as
        crypto_generichash_final, crypto_generichash_init as crypto_generichash_init, crypto_generichash_keygen as
        crypto_generichash_keygen, crypto_generichash_update as crypto_generichash_update,
    )
    from tweetnacl.pynacl.bindings.crypto_hash import (
        crypto_hash as crypto_hash,
        crypto_hash_BYTES as crypto_hash_BYTES,
        crypto_hash_PRIMITIVE as crypto_hash_PRIMITIVE,
        crypto_hash_sha256 as crypto_hash_sha256,
        crypto_hash_sha256_BYTES as crypto_hash_sha256_BYTES,
        crypto_hash_sha256_final as crypto_hash_sha256_final,
        crypto_hash_sha256_init as crypto_hash_sha256_init,
        crypto_hash_sha256_update as crypto_hash_sha256_update,
        crypto_hash_sha512 as crypto_hash_sha512,
        crypto_hash_sha512_BYTES as crypto_hash_sha512_BYTES,
        crypto_hash_sha512_final as crypto_hash_sha512_final,
        crypto_hash_sha512_init as crypto_hash_sha512_init,
        crypto_hash_sha512_update as crypto_hash_sha512_update,
    )
    from tweetnacl.pynacl.bindings.crypto_hash_sha3 import (
        crypto_hash_sha3256 as crypto_hash_sha3256,
        crypto_hash_sha3256_BYTES as crypto_hash_sha3256_BYTES,
        crypto_hash_sha3256_final as crypto_hash_sha3256_final,
        crypto_hash_sha3256_init as crypto_hash_sha3256_init,
        crypto_hash_sha3256_update as crypto_hash_sha3256_update,
        crypto_hash_sha3512 as crypto_hash_sha3512,
        crypto_hash_sha3512_BYTES as crypto_hash_sha3512_BYTES,
        crypto_hash_sha3512_final as crypto_hash_sha3512_final,
        crypto_hash_sha3512_init as crypto_hash_sha3512_init,
        crypto_hash_sha3512_update as crypto_hash_sha3512_update,
    )
    from tweetnacl.pynacl.bindings.crypto_kdf import (
        crypto_kdf_BYTES_MAX as crypto_kdf_BYTES_MAX,
        crypto_kdf_BYTES_MIN as crypto_kdf_BYTES_MIN,
        crypto_kdf_CONTEXTBYTES as crypto_kdf_CONTEXTBYTES,
        crypto_kdf_KEYBYTES as crypto_kdf_KEYBYTES,
        crypto_kdf_PRIMITIVE as crypto_kdf_PRIMITIVE,
        crypto_kdf_blake2b_BYTES_MAX as crypto_kdf_blake2b_BYTES_MAX,
        crypto_kdf_blake2b_BYTES_MIN as crypto_kdf_blake2b_BYTES_MIN,
        crypto_kdf_blake2b_CONTEXTBYTES as crypto_kdf_blake2b_CONTEXTBYTES,
        crypto_kdf_blake2b_KEYBYTES as crypto_kdf_blake2b_KEYBYTES,
        crypto_kdf_blake2b_derive_from_key as crypto_kdf_blake2b_derive_from_key,
        crypto_kdf_derive_from_key as crypto_kdf_derive_from_key,
        crypto_kdf_hkdf_sha256_BYTES_MAX as crypto_kdf_hkdf_sha256_BYTES_MAX,
        crypto_kdf_hkdf_sha256_BYTES_MIN as crypto_kdf_hkdf_sha256_BYTES_MIN,
        crypto_kdf_hkdf_sha256_KEYBYTES as crypto_kdf_hkdf_sha256_KEYBYTES,
        crypto_kdf_hkdf_sha256_expand as crypto_kdf_hkdf_sha256_expand,
        crypto_kdf_hkdf_sha256_extract as crypto_kdf_hkdf_sha256_extract,
        crypto_kdf_hkdf_sha256_extract_final as crypto_kdf_hkdf_sha256_extract_final,
        crypto_kdf_hkdf_sha256_extract_init as crypto_kdf_hkdf_sha256_extract_init,
        crypto_kdf_hkdf_sha256_extract_update as crypto_kdf_hkdf_sha256_extract_update,
        crypto_kdf_hkdf_sha256_keygen as crypto_kdf_hkdf_sha256_keygen,
        crypto_kdf_hkdf_sha256_state as crypto_kdf_hkdf_sha256_state,
        crypto_kdf_hkdf_sha512_BYTES_MAX as crypto_kdf_hkdf_sha512_BYTES_MAX,
        crypto_kdf_hkdf_sha512_BYTES_MIN as crypto_kdf_hkdf_sha512_BYTES_MIN,
        crypto_kdf_hkdf_sha512_KEYBYTES as crypto_kdf_hkdf_sha512_KEYBYTES,
        crypto_kdf_hkdf_sha512_expand as crypto_kdf_hkdf_sha512_expand,
        crypto_kdf_hkdf_sha512_extract as crypto_kdf_hkdf_sha512_extract,
        crypto_kdf_hkdf_sha512_extract_final as crypto_kdf_hkdf_sha512_extract_final,
        crypto_kdf_hkdf_sha512_extract_init as crypto_kdf_hkdf_sha512_extract_init,
        crypto_kdf_hkdf_sha512_extract_update as crypto_kdf_hkdf_sha512_extract_update,
        crypto_kdf_hkdf_sha512_keygen as crypto_kdf_hkdf_sha512_keygen,
        crypto_kdf_hkdf_sha512_state as crypto_kdf_hkdf_sha512_state,
        crypto_kdf_keygen as crypto_kdf_keygen,
    )
    from tweetnacl.pynacl.bindings.crypto_ipcrypt import (
        crypto_ipcrypt_BYTES as crypto_ipcrypt_BYTES,
        crypto_ipcrypt_KEYBYTES as crypto_ipcrypt_KEYBYTES,
        crypto_ipcrypt_NDX_INPUTBYTES as crypto_ipcrypt_NDX_INPUTBYTES,
        crypto_ipcrypt_NDX_KEYBYTES as crypto_ipcrypt_NDX_KEYBYTES,
        crypto_ipcrypt_NDX_OUTPUTBYTES as crypto_ipcrypt_NDX_OUTPUTBYTES,
        crypto_ipcrypt_NDX_TWEAKBYTES as crypto_ipcrypt_NDX_TWEAKBYTES,
        crypto_ipcrypt_ND_INPUTBYTES as crypto_ipcrypt_ND_INPUTBYTES,
        crypto_ipcrypt_ND_KEYBYTES as crypto_ipcrypt_ND_KEYBYTES,
        crypto_ipcrypt_ND_OUTPUTBYTES as crypto_ipcrypt_ND_OUTPUTBYTES,
        crypto_ipcrypt_ND_TWEAKBYTES as crypto_ipcrypt_ND_TWEAKBYTES,
        crypto_ipcrypt_PFX_BYTES as crypto_ipcrypt_PFX_BYTES,
        crypto_ipcrypt_PFX_KEYBYTES as crypto_ipcrypt_PFX_KEYBYTES,
        crypto_ipcrypt_decrypt as crypto_ipcrypt_decrypt,
        crypto_ipcrypt_encrypt as crypto_ipcrypt_encrypt,
        crypto_ipcrypt_keygen as crypto_ipcrypt_keygen,
        crypto_ipcrypt_nd_decrypt as crypto_ipcrypt_nd_decrypt,
        crypto_ipcrypt_nd_encrypt as crypto_ipcrypt_nd_encrypt,
        crypto_ipcrypt_nd_keygen as crypto_ipcrypt_nd_keygen,
        crypto_ipcrypt_ndx_decrypt as crypto_ipcrypt_ndx_decrypt,
        crypto_ipcrypt_ndx_encrypt as crypto_ipcrypt_ndx_encrypt,
        crypto_ipcrypt_ndx_keygen as crypto_ipcrypt_ndx_keygen,
        crypto_ipcrypt_pfx_decrypt as crypto_ipcrypt_pfx_decrypt,
        crypto_ipcrypt_pfx_encrypt as crypto_ipcrypt_pfx_encrypt,
        crypto_ipcrypt_pfx_keygen as crypto_ipcrypt_pfx_keygen,
    )
    from tweetnacl.pynacl.bindings.crypto_kem import (
        crypto_kem_CIPHERTEXTBYTES as crypto_kem_CIPHERTEXTBYTES,
        crypto_kem_PRIMITIVE as crypto_kem_PRIMITIVE,
        crypto_kem_PUBLICKEYBYTES as crypto_kem_PUBLICKEYBYTES,
        crypto_kem_SECRETKEYBYTES as crypto_kem_SECRETKEYBYTES,
        crypto_kem_SEEDBYTES as crypto_kem_SEEDBYTES,
        crypto_kem_SHAREDSECRETBYTES as crypto_kem_SHAREDSECRETBYTES,
        crypto_kem_dec as crypto_kem_dec,
        crypto_kem_enc as crypto_kem_enc,
        crypto_kem_keypair as crypto_kem_keypair,
        crypto_kem_mlkem768_CIPHERTEXTBYTES as crypto_kem_mlkem768_CIPHERTEXTBYTES,
        crypto_kem_mlkem768_PUBLICKEYBYTES as crypto_kem_mlkem768_PUBLICKEYBYTES,
        crypto_kem_mlkem768_SECRETKEYBYTES as crypto_kem_mlkem768_SECRETKEYBYTES,
        crypto_kem_mlkem768_SEEDBYTES as crypto_kem_mlkem768_SEEDBYTES,
        crypto_kem_mlkem768_SHAREDSECRETBYTES as crypto_kem_mlkem768_SHAREDSECRETBYTES,
        crypto_kem_mlkem768_dec as crypto_kem_mlkem768_dec,
        crypto_kem_mlkem768_enc as crypto_kem_mlkem768_enc,
        crypto_kem_mlkem768_enc_deterministic as crypto_kem_mlkem768_enc_deterministic,
        crypto_kem_mlkem768_keypair as crypto_kem_mlkem768_keypair,
        crypto_kem_mlkem768_seed_keypair as crypto_kem_mlkem768_seed_keypair,
        crypto_kem_seed_keypair as crypto_kem_seed_keypair,
        crypto_kem_xwing_CIPHERTEXTBYTES as crypto_kem_xwing_CIPHERTEXTBYTES,
        crypto_kem_xwing_PUBLICKEYBYTES as crypto_kem_xwing_PUBLICKEYBYTES,
        crypto_kem_xwing_SECRETKEYBYTES as crypto_kem_xwing_SECRETKEYBYTES,
        crypto_kem_xwing_SEEDBYTES as crypto_kem_xwing_SEEDBYTES,
        crypto_kem_xwing_SHAREDSECRETBYTES as crypto_kem_xwing_SHAREDSECRETBYTES,
        crypto_kem_xwing_dec as crypto_kem_xwing_dec,
        crypto_kem_xwing_enc as crypto_kem_xwing_enc,
        crypto_kem_xwing_enc_deterministic as crypto_kem_xwing_enc_deterministic,
        crypto_kem_xwing_keypair as crypto_kem_xwing_keypair,
        crypto_kem_xwing_seed_keypair as crypto_kem_xwing_seed_keypair,
    )
    from tweetnacl.pynacl.bindings.crypto_kx import (
        crypto_kx_PUBLIC_KEY_BYTES as crypto_kx_PUBLIC_KEY_BYTES,
        crypto_kx_SECRET_KEY_BYTES as crypto_kx_SECRET_KEY_BYTES,
        crypto_kx_SEED_BYTES as crypto_kx_SEED_BYTES,
        crypto_kx_SESSION_KEY_BYTES as crypto_kx_SESSION_KEY_BYTES,
        crypto_kx_client_session_keys as crypto_kx_client_session_keys,
        crypto_kx_keypair as crypto_kx_keypair,
        crypto_kx_seed_keypair as crypto_kx_seed_keypair,
        crypto_kx_server_session_keys as crypto_kx_server_session_keys,
        crypto_kx_PRIMITIVE as crypto_kx_PRIMITIVE,
        crypto_kx_PUBLICKEYBYTES as crypto_kx_PUBLICKEYBYTES,
        crypto_kx_SECRETKEYBYTES as crypto_kx_SECRETKEYBYTES,
        crypto_kx_SEEDBYTES as crypto_kx_SEEDBYTES,
        crypto_kx_SESSIONKEYBYTES as crypto_kx_SESSIONKEYBYTES,
    )
    from tweetnacl.pynacl.bindings.crypto_onetimeauth import (
        crypto_onetimeauth as crypto_onetimeauth, crypto_onetimeauth_BYTES as crypto_onetimeauth_BYTES,
        crypto_onetimeauth_KEYBYTES as crypto_onetimeauth_KEYBYTES, crypto_onetimeauth_PRIMITIVE as
        crypto_onetimeauth_PRIMITIVE, crypto_onetimeauth_final as crypto_onetimeauth_final, crypto_onetimeauth_init as
        crypto_onetimeauth_init, crypto_onetimeauth_keygen as crypto_onetimeauth_keygen, crypto_onetimeauth_poly1305 as
        crypto_onetimeauth_poly1305, crypto_onetimeauth_poly1305_BYTES as crypto_onetimeauth_poly1305_BYTES,
        crypto_onetimeauth_poly1305_KEYBYTES as crypto_onetimeauth_poly1305_KEYBYTES, crypto_onetimeauth_poly1305_final
        as crypto_onetimeauth_poly1305_final, crypto_onetimeauth_poly1305_init as crypto_onetimeauth_poly1305_init,
        crypto_onetimeauth_poly1305_keygen as crypto_onetimeauth_poly1305_keygen, crypto_onetimeauth_poly1305_state as
        crypto_onetimeauth_poly1305_state, crypto_onetimeauth_poly1305_update as crypto_onetimeauth_poly1305_update,
        crypto_onetimeauth_poly1305_verify as crypto_onetimeauth_poly1305_verify, crypto_onetimeauth_state as
        crypto_onetimeauth_state, crypto_onetimeauth_update as crypto_onetimeauth_update, crypto_onetimeauth_verify as
        crypto_onetimeauth_verify,
    )
    from tweetnacl.pynacl.bindings.crypto_pwhash import (
        crypto_pwhash_ALG_ARGON2I13 as crypto_pwhash_ALG_ARGON2I13,
        crypto_pwhash_ALG_ARGON2ID13 as crypto_pwhash_ALG_ARGON2ID13,
        crypto_pwhash_ALG_DEFAULT as crypto_pwhash_ALG_DEFAULT,
        crypto_pwhash_BYTES_MAX as crypto_pwhash_BYTES_MAX,
        crypto_pwhash_BYTES_MIN as crypto_pwhash_BYTES_MIN,
        crypto_pwhash_PASSWD_MAX as crypto_pwhash_PASSWD_MAX,
        crypto_pwhash_PASSWD_MIN as crypto_pwhash_PASSWD_MIN,
        crypto_pwhash_SALTBYTES as crypto_pwhash_SALTBYTES,
        crypto_pwhash_STRBYTES as crypto_pwhash_STRBYTES,
        crypto_pwhash_alg as crypto_pwhash_alg,
        crypto_pwhash_argon2i_MEMLIMIT_INTERACTIVE as crypto_pwhash_argon2i_MEMLIMIT_INTERACTIVE,
        crypto_pwhash_argon2i_MEMLIMIT_MAX as crypto_pwhash_argon2i_MEMLIMIT_MAX,
        crypto_pwhash_argon2i_MEMLIMIT_MIN as crypto_pwhash_argon2i_MEMLIMIT_MIN,
        crypto_pwhash_argon2i_MEMLIMIT_MODERATE as crypto_pwhash_argon2i_MEMLIMIT_MODERATE,
        crypto_pwhash_argon2i_MEMLIMIT_SENSITIVE as crypto_pwhash_argon2i_MEMLIMIT_SENSITIVE,
        crypto_pwhash_argon2i_OPSLIMIT_INTERACTIVE as crypto_pwhash_argon2i_OPSLIMIT_INTERACTIVE,
        crypto_pwhash_argon2i_OPSLIMIT_MAX as crypto_pwhash_argon2i_OPSLIMIT_MAX,
        crypto_pwhash_argon2i_OPSLIMIT_MIN as crypto_pwhash_argon2i_OPSLIMIT_MIN,
        crypto_pwhash_argon2i_OPSLIMIT_MODERATE as crypto_pwhash_argon2i_OPSLIMIT_MODERATE,
        crypto_pwhash_argon2i_OPSLIMIT_SENSITIVE as crypto_pwhash_argon2i_OPSLIMIT_SENSITIVE,
        crypto_pwhash_argon2i_STRPREFIX as crypto_pwhash_argon2i_STRPREFIX,
        crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE as crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE,
        crypto_pwhash_argon2id_MEMLIMIT_MAX as crypto_pwhash_argon2id_MEMLIMIT_MAX,
        crypto_pwhash_argon2id_MEMLIMIT_MIN as crypto_pwhash_argon2id_MEMLIMIT_MIN,
        crypto_pwhash_argon2id_MEMLIMIT_MODERATE as crypto_pwhash_argon2id_MEMLIMIT_MODERATE,
        crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE as crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE,
        crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE as crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE,
        crypto_pwhash_argon2id_OPSLIMIT_MAX as crypto_pwhash_argon2id_OPSLIMIT_MAX,
        crypto_pwhash_argon2id_OPSLIMIT_MIN as crypto_pwhash_argon2id_OPSLIMIT_MIN,
        crypto_pwhash_argon2id_OPSLIMIT_MODERATE as crypto_pwhash_argon2id_OPSLIMIT_MODERATE,
        crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE as crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE,
        crypto_pwhash_argon2id_STRPREFIX as crypto_pwhash_argon2id_STRPREFIX,
        crypto_pwhash_scryptsalsa208sha256_BYTES_MAX as crypto_pwhash_scryptsalsa208sha256_BYTES_MAX,
        crypto_pwhash_scryptsalsa208sha256_BYTES_MIN as crypto_pwhash_scryptsalsa208sha256_BYTES_MIN,
        crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE as crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE,
        crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX as crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX,
        crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN as crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN,
        crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE as crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE,
        crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE as crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE,
        crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX as crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX,
        crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN as crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN,
        crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE as crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE,
        crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX as crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX,
        crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN as crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN,
        crypto_pwhash_scryptsalsa208sha256_SALTBYTES as crypto_pwhash_scryptsalsa208sha256_SALTBYTES,
        crypto_pwhash_scryptsalsa208sha256_STRBYTES as crypto_pwhash_scryptsalsa208sha256_STRBYTES,
        crypto_pwhash_scryptsalsa208sha256_STRPREFIX as crypto_pwhash_scryptsalsa208sha256_STRPREFIX,
        crypto_pwhash_scryptsalsa208sha256_ll as crypto_pwhash_scryptsalsa208sha256_ll,
        crypto_pwhash_scryptsalsa208sha256_str as crypto_pwhash_scryptsalsa208sha256_str,
        crypto_pwhash_scryptsalsa208sha256_str_verify as crypto_pwhash_scryptsalsa208sha256_str_verify,
        crypto_pwhash_str_alg as crypto_pwhash_str_alg,
        crypto_pwhash_str_verify as crypto_pwhash_str_verify,
        has_crypto_pwhash_scryptsalsa208sha256 as has_crypto_pwhash_scryptsalsa208sha256,
        nacl_bindings_pick_scrypt_params as nacl_bindings_pick_scrypt_params,
        crypto_pwhash as crypto_pwhash,
        crypto_pwhash_MEMLIMIT_INTERACTIVE as crypto_pwhash_MEMLIMIT_INTERACTIVE,
        crypto_pwhash_MEMLIMIT_MAX as crypto_pwhash_MEMLIMIT_MAX,
        crypto_pwhash_MEMLIMIT_MIN as crypto_pwhash_MEMLIMIT_MIN,
        crypto_pwhash_MEMLIMIT_MODERATE as crypto_pwhash_MEMLIMIT_MODERATE,
        crypto_pwhash_MEMLIMIT_SENSITIVE as crypto_pwhash_MEMLIMIT_SENSITIVE,
        crypto_pwhash_OPSLIMIT_INTERACTIVE as crypto_pwhash_OPSLIMIT_INTERACTIVE,
        crypto_pwhash_OPSLIMIT_MAX as crypto_pwhash_OPSLIMIT_MAX,
        crypto_pwhash_OPSLIMIT_MIN as crypto_pwhash_OPSLIMIT_MIN,
        crypto_pwhash_OPSLIMIT_MODERATE as crypto_pwhash_OPSLIMIT_MODERATE,
        crypto_pwhash_OPSLIMIT_SENSITIVE as crypto_pwhash_OPSLIMIT_SENSITIVE,
        crypto_pwhash_PRIMITIVE as crypto_pwhash_PRIMITIVE,
        crypto_pwhash_STRPREFIX as crypto_pwhash_STRPREFIX,
        crypto_pwhash_argon2i as crypto_pwhash_argon2i,
        crypto_pwhash_argon2i_ALG_ARGON2I13 as crypto_pwhash_argon2i_ALG_ARGON2I13,
        crypto_pwhash_argon2i_BYTES_MAX as crypto_pwhash_argon2i_BYTES_MAX,
        crypto_pwhash_argon2i_BYTES_MIN as crypto_pwhash_argon2i_BYTES_MIN,
        crypto_pwhash_argon2i_PASSWD_MAX as crypto_pwhash_argon2i_PASSWD_MAX,
        crypto_pwhash_argon2i_PASSWD_MIN as crypto_pwhash_argon2i_PASSWD_MIN,
        crypto_pwhash_argon2i_SALTBYTES as crypto_pwhash_argon2i_SALTBYTES,
        crypto_pwhash_argon2i_STRBYTES as crypto_pwhash_argon2i_STRBYTES,
        crypto_pwhash_argon2i_str as crypto_pwhash_argon2i_str,
        crypto_pwhash_argon2i_str_needs_rehash as crypto_pwhash_argon2i_str_needs_rehash,
        crypto_pwhash_argon2i_str_verify as crypto_pwhash_argon2i_str_verify,
        crypto_pwhash_argon2id as crypto_pwhash_argon2id,
        crypto_pwhash_argon2id_ALG_ARGON2ID13 as crypto_pwhash_argon2id_ALG_ARGON2ID13,
        crypto_pwhash_argon2id_BYTES_MAX as crypto_pwhash_argon2id_BYTES_MAX,
        crypto_pwhash_argon2id_BYTES_MIN as crypto_pwhash_argon2id_BYTES_MIN,
        crypto_pwhash_argon2id_PASSWD_MAX as crypto_pwhash_argon2id_PASSWD_MAX,
        crypto_pwhash_argon2id_PASSWD_MIN as crypto_pwhash_argon2id_PASSWD_MIN,
        crypto_pwhash_argon2id_SALTBYTES as crypto_pwhash_argon2id_SALTBYTES,
        crypto_pwhash_argon2id_STRBYTES as crypto_pwhash_argon2id_STRBYTES,
        crypto_pwhash_argon2id_str as crypto_pwhash_argon2id_str,
        crypto_pwhash_argon2id_str_needs_rehash as crypto_pwhash_argon2id_str_needs_rehash,
        crypto_pwhash_argon2id_str_verify as crypto_pwhash_argon2id_str_verify,
        crypto_pwhash_scryptsalsa208sha256 as crypto_pwhash_scryptsalsa208sha256,
        crypto_pwhash_scryptsalsa208sha256_str_needs_rehash as crypto_pwhash_scryptsalsa208sha256_str_needs_rehash,
        crypto_pwhash_str as crypto_pwhash_str,
        crypto_pwhash_str_needs_rehash as crypto_pwhash_str_needs_rehash,
    )
    from tweetnacl.pynacl.bindings.crypto_scalarmult import (
        crypto_scalarmult as crypto_scalarmult,
        crypto_scalarmult_BYTES as crypto_scalarmult_BYTES,
        crypto_scalarmult_PRIMITIVE as crypto_scalarmult_PRIMITIVE,
        crypto_scalarmult_SCALARBYTES as crypto_scalarmult_SCALARBYTES,
        crypto_scalarmult_base as crypto_scalarmult_base,
        crypto_scalarmult_curve25519 as crypto_scalarmult_curve25519,
        crypto_scalarmult_curve25519_BYTES as crypto_scalarmult_curve25519_BYTES,
        crypto_scalarmult_curve25519_SCALARBYTES as crypto_scalarmult_curve25519_SCALARBYTES,
        crypto_scalarmult_curve25519_base as crypto_scalarmult_curve25519_base,
        crypto_scalarmult_ed25519 as crypto_scalarmult_ed25519,
        crypto_scalarmult_ed25519_BYTES as crypto_scalarmult_ed25519_BYTES,
        crypto_scalarmult_ed25519_SCALARBYTES as crypto_scalarmult_ed25519_SCALARBYTES,
        crypto_scalarmult_ed25519_base as crypto_scalarmult_ed25519_base,
        crypto_scalarmult_ed25519_base_noclamp as crypto_scalarmult_ed25519_base_noclamp,
        crypto_scalarmult_ed25519_noclamp as crypto_scalarmult_ed25519_noclamp,
        has_crypto_scalarmult_ed25519 as has_crypto_scalarmult_ed25519,
    )
    from tweetnacl.pynacl.bindings.crypto_secretbox import (
        crypto_secretbox as crypto_secretbox,
        crypto_secretbox_BOXZEROBYTES as crypto_secretbox_BOXZEROBYTES,
        crypto_secretbox_KEYBYTES as crypto_secretbox_KEYBYTES,
        crypto_secretbox_MACBYTES as crypto_secretbox_MACBYTES,
        crypto_secretbox_MESSAGEBYTES_MAX as crypto_secretbox_MESSAGEBYTES_MAX,
        crypto_secretbox_NONCEBYTES as crypto_secretbox_NONCEBYTES,
        crypto_secretbox_ZEROBYTES as crypto_secretbox_ZEROBYTES,
        crypto_secretbox_easy as crypto_secretbox_easy,
        crypto_secretbox_open as crypto_secretbox_open,
        crypto_secretbox_open_easy as crypto_secretbox_open_easy,
        # beyond PyNaCl (libsodium 1.0.22)
        crypto_secretbox_PRIMITIVE as crypto_secretbox_PRIMITIVE, crypto_secretbox_detached as
        crypto_secretbox_detached, crypto_secretbox_keygen as crypto_secretbox_keygen, crypto_secretbox_open_detached as
        crypto_secretbox_open_detached, crypto_secretbox_xchacha20poly1305_KEYBYTES as
        crypto_secretbox_xchacha20poly1305_KEYBYTES, crypto_secretbox_xchacha20poly1305_MACBYTES as
        crypto_secretbox_xchacha20poly1305_MACBYTES, crypto_secretbox_xchacha20poly1305_MESSAGEBYTES_MAX as
        crypto_secretbox_xchacha20poly1305_MESSAGEBYTES_MAX, crypto_secretbox_xchacha20poly1305_NONCEBYTES as
        crypto_secretbox_xchacha20poly1305_NONCEBYTES, crypto_secretbox_xchacha20poly1305_detached as
        crypto_secretbox_xchacha20poly1305_detached, crypto_secretbox_xchacha20poly1305_easy as
        crypto_secretbox_xchacha20poly1305_easy, crypto_secretbox_xchacha20poly1305_open_detached as
        crypto_secretbox_xchacha20poly1305_open_detached, crypto_secretbox_xchacha20poly1305_open_easy as
        crypto_secretbox_xchacha20poly1305_open_easy, crypto_secretbox_xsalsa20poly1305 as
        crypto_secretbox_xsalsa20poly1305, crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES as
        crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES, crypto_secretbox_xsalsa20poly1305_KEYBYTES as
        crypto_secretbox_xsalsa20poly1305_KEYBYTES, crypto_secretbox_xsalsa20poly1305_MACBYTES as
        crypto_secretbox_xsalsa20poly1305_MACBYTES, crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX as
        crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX, crypto_secretbox_xsalsa20poly1305_NONCEBYTES as
        crypto_secretbox_xsalsa20poly1305_NONCEBYTES, crypto_secretbox_xsalsa20poly1305_ZEROBYTES as
        crypto_secretbox_xsalsa20poly1305_ZEROBYTES, crypto_secretbox_xsalsa20poly1305_keygen as
        crypto_secretbox_xsalsa20poly1305_keygen, crypto_secretbox_xsalsa20poly1305_open as
        crypto_secretbox_xsalsa20poly1305_open,
    )
    from tweetnacl.pynacl.bindings.crypto_secretstream import (
        crypto_secretstream_xchacha20poly1305_ABYTES as crypto_secretstream_xchacha20poly1305_ABYTES,
        crypto_secretstream_xchacha20poly1305_HEADERBYTES as crypto_secretstream_xchacha20poly1305_HEADERBYTES,
        crypto_secretstream_xchacha20poly1305_KEYBYTES as crypto_secretstream_xchacha20poly1305_KEYBYTES,
        crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX as crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX,
        crypto_secretstream_xchacha20poly1305_STATEBYTES as crypto_secretstream_xchacha20poly1305_STATEBYTES,
        crypto_secretstream_xchacha20poly1305_TAG_FINAL as crypto_secretstream_xchacha20poly1305_TAG_FINAL,
        crypto_secretstream_xchacha20poly1305_TAG_MESSAGE as crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
        crypto_secretstream_xchacha20poly1305_TAG_PUSH as crypto_secretstream_xchacha20poly1305_TAG_PUSH,
        crypto_secretstream_xchacha20poly1305_TAG_REKEY as crypto_secretstream_xchacha20poly1305_TAG_REKEY,
        crypto_secretstream_xchacha20poly1305_init_pull as crypto_secretstream_xchacha20poly1305_init_pull,
        crypto_secretstream_xchacha20poly1305_init_push as crypto_secretstream_xchacha20poly1305_init_push,
        crypto_secretstream_xchacha20poly1305_keygen as crypto_secretstream_xchacha20poly1305_keygen,
        crypto_secretstream_xchacha20poly1305_pull as crypto_secretstream_xchacha20poly1305_pull,
        crypto_secretstream_xchacha20poly1305_push as crypto_secretstream_xchacha20poly1305_push,
        crypto_secretstream_xchacha20poly1305_rekey as crypto_secretstream_xchacha20poly1305_rekey,
        crypto_secretstream_xchacha20poly1305_state as crypto_secretstream_xchacha20poly1305_state,
    )
    from tweetnacl.pynacl.bindings.crypto_shorthash import (
        BYTES,
        KEYBYTES,
        XBYTES,
        XKEYBYTES,
        crypto_shorthash_siphash24 as crypto_shorthash_siphash24,
        crypto_shorthash_siphashx24 as crypto_shorthash_siphashx24,
        has_crypto_shorthash_siphashx24 as has_crypto_shorthash_siphashx24,
        # beyond PyNaCl (libsodium 1.0.22)
        crypto_shorthash as crypto_shorthash, crypto_shorthash_BYTES as crypto_shorthash_BYTES,
        crypto_shorthash_KEYBYTES as crypto_shorthash_KEYBYTES, crypto_shorthash_PRIMITIVE as
        crypto_shorthash_PRIMITIVE, crypto_shorthash_keygen as crypto_shorthash_keygen,
    )
    from tweetnacl.pynacl.bindings.crypto_sign import (
        crypto_sign as crypto_sign,
        crypto_sign_BYTES as crypto_sign_BYTES,
        crypto_sign_PUBLICKEYBYTES as crypto_sign_PUBLICKEYBYTES,
        crypto_sign_SECRETKEYBYTES as crypto_sign_SECRETKEYBYTES,
        crypto_sign_SEEDBYTES as crypto_sign_SEEDBYTES,
        crypto_sign_ed25519_pk_to_curve25519 as crypto_sign_ed25519_pk_to_curve25519,
        crypto_sign_ed25519_sk_to_curve25519 as crypto_sign_ed25519_sk_to_curve25519,
        crypto_sign_ed25519_sk_to_pk as crypto_sign_ed25519_sk_to_pk,
        crypto_sign_ed25519_sk_to_seed as crypto_sign_ed25519_sk_to_seed,
        crypto_sign_ed25519ph_STATEBYTES as crypto_sign_ed25519ph_STATEBYTES,
        crypto_sign_ed25519ph_final_create as crypto_sign_ed25519ph_final_create,
        crypto_sign_ed25519ph_final_verify as crypto_sign_ed25519ph_final_verify,
        crypto_sign_ed25519ph_state as crypto_sign_ed25519ph_state,
        crypto_sign_ed25519ph_update as crypto_sign_ed25519ph_update,
        crypto_sign_keypair as crypto_sign_keypair,
        crypto_sign_open as crypto_sign_open,
        crypto_sign_seed_keypair as crypto_sign_seed_keypair,
        crypto_sign_MESSAGEBYTES_MAX as crypto_sign_MESSAGEBYTES_MAX,
        crypto_sign_PRIMITIVE as crypto_sign_PRIMITIVE,
        crypto_sign_detached as crypto_sign_detached,
        crypto_sign_ed25519 as crypto_sign_ed25519,
        crypto_sign_ed25519_BYTES as crypto_sign_ed25519_BYTES,
        crypto_sign_ed25519_MESSAGEBYTES_MAX as crypto_sign_ed25519_MESSAGEBYTES_MAX,
        crypto_sign_ed25519_PUBLICKEYBYTES as crypto_sign_ed25519_PUBLICKEYBYTES,
        crypto_sign_ed25519_SECRETKEYBYTES as crypto_sign_ed25519_SECRETKEYBYTES,
        crypto_sign_ed25519_SEEDBYTES as crypto_sign_ed25519_SEEDBYTES,
        crypto_sign_ed25519_detached as crypto_sign_ed25519_detached,
        crypto_sign_ed25519_keypair as crypto_sign_ed25519_keypair,
        crypto_sign_ed25519_open as crypto_sign_ed25519_open,
        crypto_sign_ed25519_seed_keypair as crypto_sign_ed25519_seed_keypair,
        crypto_sign_ed25519_verify_detached as crypto_sign_ed25519_verify_detached,
        crypto_sign_ed25519ph_init as crypto_sign_ed25519ph_init,
        crypto_sign_edwards25519sha512batch as crypto_sign_edwards25519sha512batch,
        crypto_sign_edwards25519sha512batch_BYTES as crypto_sign_edwards25519sha512batch_BYTES,
        crypto_sign_edwards25519sha512batch_MESSAGEBYTES_MAX as crypto_sign_edwards25519sha512batch_MESSAGEBYTES_MAX,
        crypto_sign_edwards25519sha512batch_PUBLICKEYBYTES as crypto_sign_edwards25519sha512batch_PUBLICKEYBYTES,
        crypto_sign_edwards25519sha512batch_SECRETKEYBYTES as crypto_sign_edwards25519sha512batch_SECRETKEYBYTES,
        crypto_sign_edwards25519sha512batch_keypair as crypto_sign_edwards25519sha512batch_keypair,
        crypto_sign_edwards25519sha512batch_open as crypto_sign_edwards25519sha512batch_open,
        crypto_sign_final_create as crypto_sign_final_create,
        crypto_sign_final_verify as crypto_sign_final_verify,
        crypto_sign_init as crypto_sign_init,
        crypto_sign_update as crypto_sign_update,
        crypto_sign_verify_detached as crypto_sign_verify_detached,
    )
    from tweetnacl.pynacl.bindings.crypto_stream import (
        crypto_core_hchacha20 as crypto_core_hchacha20, crypto_core_hchacha20_CONSTBYTES as
        crypto_core_hchacha20_CONSTBYTES, crypto_core_hchacha20_INPUTBYTES as crypto_core_hchacha20_INPUTBYTES,
        crypto_core_hchacha20_KEYBYTES as crypto_core_hchacha20_KEYBYTES, crypto_core_hchacha20_OUTPUTBYTES as
        crypto_core_hchacha20_OUTPUTBYTES, crypto_core_hsalsa20 as crypto_core_hsalsa20, crypto_core_hsalsa20_CONSTBYTES
        as crypto_core_hsalsa20_CONSTBYTES, crypto_core_hsalsa20_INPUTBYTES as crypto_core_hsalsa20_INPUTBYTES,
        crypto_core_hsalsa20_KEYBYTES as crypto_core_hsalsa20_KEYBYTES, crypto_core_hsalsa20_OUTPUTBYTES as
        crypto_core_hsalsa20_OUTPUTBYTES, crypto_core_salsa20 as crypto_core_salsa20, crypto_core_salsa2012 as
        crypto_core_salsa2012, crypto_core_salsa2012_CONSTBYTES as crypto_core_salsa2012_CONSTBYTES,
        crypto_core_salsa2012_INPUTBYTES as crypto_core_salsa2012_INPUTBYTES, crypto_core_salsa2012_KEYBYTES as
        crypto_core_salsa2012_KEYBYTES, crypto_core_salsa2012_OUTPUTBYTES as crypto_core_salsa2012_OUTPUTBYTES,
        crypto_core_salsa208 as crypto_core_salsa208, crypto_core_salsa208_CONSTBYTES as
        crypto_core_salsa208_CONSTBYTES, crypto_core_salsa208_INPUTBYTES as crypto_core_salsa208_INPUTBYTES,
        crypto_core_salsa208_KEYBYTES as crypto_core_salsa208_KEYBYTES, crypto_core_salsa208_OUTPUTBYTES as
        crypto_core_salsa208_OUTPUTBYTES, crypto_core_salsa20_CONSTBYTES as crypto_core_salsa20_CONSTBYTES,
        crypto_core_salsa20_INPUTBYTES as crypto_core_salsa20_INPUTBYTES, crypto_core_salsa20_KEYBYTES as
        crypto_core_salsa20_KEYBYTES, crypto_core_salsa20_OUTPUTBYTES as crypto_core_salsa20_OUTPUTBYTES, crypto_stream
        as crypto_stream, crypto_stream_KEYBYTES as crypto_stream_KEYBYTES, crypto_stream_MESSAGEBYTES_MAX as
        crypto_stream_MESSAGEBYTES_MAX, crypto_stream_NONCEBYTES as crypto_stream_NONCEBYTES, crypto_stream_PRIMITIVE as
        crypto_stream_PRIMITIVE, crypto_stream_chacha20 as crypto_stream_chacha20, crypto_stream_chacha20_IETF_KEYBYTES
        as crypto_stream_chacha20_IETF_KEYBYTES, crypto_stream_chacha20_IETF_MESSAGEBYTES_MAX as
        crypto_stream_chacha20_IETF_MESSAGEBYTES_MAX, crypto_stream_chacha20_IETF_NONCEBYTES as
        crypto_stream_chacha20_IETF_NONCEBYTES, crypto_stream_chacha20_KEYBYTES as crypto_stream_chacha20_KEYBYTES,
        crypto_stream_chacha20_MESSAGEBYTES_MAX as crypto_stream_chacha20_MESSAGEBYTES_MAX,
        crypto_stream_chacha20_NONCEBYTES as crypto_stream_chacha20_NONCEBYTES, crypto_stream_chacha20_ietf as
        crypto_stream_chacha20_ietf, crypto_stream_chacha20_ietf_KEYBYTES as crypto_stream_chacha20_ietf_KEYBYTES,
        crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX as crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX,
        crypto_stream_chacha20_ietf_NONCEBYTES as crypto_stream_chacha20_ietf_NONCEBYTES,
        crypto_stream_chacha20_ietf_keygen as crypto_stream_chacha20_ietf_keygen, crypto_stream_chacha20_ietf_xor as
        crypto_stream_chacha20_ietf_xor, crypto_stream_chacha20_ietf_xor_ic as crypto_stream_chacha20_ietf_xor_ic,
        crypto_stream_chacha20_keygen as crypto_stream_chacha20_keygen, crypto_stream_chacha20_xor as
        crypto_stream_chacha20_xor, crypto_stream_chacha20_xor_ic as crypto_stream_chacha20_xor_ic, crypto_stream_keygen
        as crypto_stream_keygen, crypto_stream_salsa20 as crypto_stream_salsa20, crypto_stream_salsa2012 as
        crypto_stream_salsa2012, crypto_stream_salsa2012_KEYBYTES as crypto_stream_salsa2012_KEYBYTES,
        crypto_stream_salsa2012_MESSAGEBYTES_MAX as crypto_stream_salsa2012_MESSAGEBYTES_MAX,
        crypto_stream_salsa2012_NONCEBYTES as crypto_stream_salsa2012_NONCEBYTES, crypto_stream_salsa2012_keygen as
        crypto_stream_salsa2012_keygen, crypto_stream_salsa2012_xor as crypto_stream_salsa2012_xor,
        crypto_stream_salsa208 as crypto_stream_salsa208, crypto_stream_salsa208_KEYBYTES as
        crypto_stream_salsa208_KEYBYTES, crypto_stream_salsa208_MESSAGEBYTES_MAX as
        crypto_stream_salsa208_MESSAGEBYTES_MAX, crypto_stream_salsa208_NONCEBYTES as crypto_stream_salsa208_NONCEBYTES,
        crypto_stream_salsa208_keygen as crypto_stream_salsa208_keygen, crypto_stream_salsa208_xor as
        crypto_stream_salsa208_xor, crypto_stream_salsa20_KEYBYTES as crypto_stream_salsa20_KEYBYTES,
        crypto_stream_salsa20_MESSAGEBYTES_MAX as crypto_stream_salsa20_MESSAGEBYTES_MAX,
        crypto_stream_salsa20_NONCEBYTES as crypto_stream_salsa20_NONCEBYTES, crypto_stream_salsa20_keygen as
        crypto_stream_salsa20_keygen, crypto_stream_salsa20_xor as crypto_stream_salsa20_xor,
        crypto_stream_salsa20_xor_ic as crypto_stream_salsa20_xor_ic, crypto_stream_xchacha20 as
        crypto_stream_xchacha20, crypto_stream_xchacha20_KEYBYTES as crypto_stream_xchacha20_KEYBYTES,
        crypto_stream_xchacha20_MESSAGEBYTES_MAX as crypto_stream_xchacha20_MESSAGEBYTES_MAX,
        crypto_stream_xchacha20_NONCEBYTES as crypto_stream_xchacha20_NONCEBYTES, crypto_stream_xchacha20_keygen as
        crypto_stream_xchacha20_keygen, crypto_stream_xchacha20_xor as crypto_stream_xchacha20_xor,
        crypto_stream_xchacha20_xor_ic as crypto_stream_xchacha20_xor_ic, crypto_stream_xor as crypto_stream_xor,
        crypto_stream_xsalsa20 as crypto_stream_xsalsa20, crypto_stream_xsalsa20_KEYBYTES as
        crypto_stream_xsalsa20_KEYBYTES, crypto_stream_xsalsa20_MESSAGEBYTES_MAX as
        crypto_stream_xsalsa20_MESSAGEBYTES_MAX, crypto_stream_xsalsa20_NONCEBYTES as crypto_stream_xsalsa20_NONCEBYTES,
        crypto_stream_xsalsa20_keygen as crypto_stream_xsalsa20_keygen, crypto_stream_xsalsa20_xor as
        crypto_stream_xsalsa20_xor, crypto_stream_xsalsa20_xor_ic as crypto_stream_xsalsa20_xor_ic,
    )
    from tweetnacl.pynacl.bindings.crypto_verify import (
        crypto_verify_16 as crypto_verify_16, crypto_verify_16_BYTES as crypto_verify_16_BYTES, crypto_verify_32 as
        crypto_verify_32, crypto_verify_32_BYTES as crypto_verify_32_BYTES, crypto_verify_64 as crypto_verify_64,
        crypto_verify_64_BYTES as crypto_verify_64_BYTES,
    )
    from tweetnacl.pynacl.bindings.crypto_xof import (
        crypto_xof_shake128 as crypto_xof_shake128,
        crypto_xof_shake128_BLOCKBYTES as crypto_xof_shake128_BLOCKBYTES,
        crypto_xof_shake128_DOMAIN_STANDARD as crypto_xof_shake128_DOMAIN_STANDARD,
        crypto_xof_shake128_STATEBYTES as crypto_xof_shake128_STATEBYTES,
        crypto_xof_shake128_init as crypto_xof_shake128_init,
        crypto_xof_shake128_init_with_domain as crypto_xof_shake128_init_with_domain,
        crypto_xof_shake128_squeeze as crypto_xof_shake128_squeeze,
        crypto_xof_shake128_update as crypto_xof_shake128_update,
        crypto_xof_shake256 as crypto_xof_shake256,
        crypto_xof_shake256_BLOCKBYTES as crypto_xof_shake256_BLOCKBYTES,
        crypto_xof_shake256_DOMAIN_STANDARD as crypto_xof_shake256_DOMAIN_STANDARD,
        crypto_xof_shake256_STATEBYTES as crypto_xof_shake256_STATEBYTES,
        crypto_xof_shake256_init as crypto_xof_shake256_init,
        crypto_xof_shake256_init_with_domain as crypto_xof_shake256_init_with_domain,
        crypto_xof_shake256_squeeze as crypto_xof_shake256_squeeze,
        crypto_xof_shake256_update as crypto_xof_shake256_update,
        crypto_xof_turboshake128 as crypto_xof_turboshake128,
        crypto_xof_turboshake128_BLOCKBYTES as crypto_xof_turboshake128_BLOCKBYTES,
        crypto_xof_turboshake128_DOMAIN_STANDARD as crypto_xof_turboshake128_DOMAIN_STANDARD,
        crypto_xof_turboshake128_STATEBYTES as crypto_xof_turboshake128_STATEBYTES,
        crypto_xof_turboshake128_init as crypto_xof_turboshake128_init,
        crypto_xof_turboshake128_init_with_domain as crypto_xof_turboshake128_init_with_domain,
        crypto_xof_turboshake128_squeeze as crypto_xof_turboshake128_squeeze,
        crypto_xof_turboshake128_update as crypto_xof_turboshake128_update,
        crypto_xof_turboshake256 as crypto_xof_turboshake256,
        crypto_xof_turboshake256_BLOCKBYTES as crypto_xof_turboshake256_BLOCKBYTES,
        crypto_xof_turboshake256_DOMAIN_STANDARD as crypto_xof_turboshake256_DOMAIN_STANDARD,
        crypto_xof_turboshake256_STATEBYTES as crypto_xof_turboshake256_STATEBYTES,
        crypto_xof_turboshake256_init as crypto_xof_turboshake256_init,
        crypto_xof_turboshake256_init_with_domain as crypto_xof_turboshake256_init_with_domain,
        crypto_xof_turboshake256_squeeze as crypto_xof_turboshake256_squeeze,
        crypto_xof_turboshake256_update as crypto_xof_turboshake256_update,
    )
    from tweetnacl.pynacl.bindings.randombytes import (
        randombytes as randombytes,
        randombytes_buf_deterministic as randombytes_buf_deterministic,
        randombytes_BYTES_MAX as randombytes_BYTES_MAX,
        randombytes_buf as randombytes_buf,
        randombytes_random as randombytes_random,
        randombytes_uniform as randombytes_uniform,
        randombytes_SEEDBYTES as randombytes_SEEDBYTES,
    )
    from tweetnacl.pynacl.bindings.utils import (
        sodium_add as sodium_add,
        sodium_increment as sodium_increment,
        sodium_memcmp as sodium_memcmp,
        sodium_pad as sodium_pad,
        sodium_unpad as sodium_unpad,
        sodium_compare as sodium_compare,
        sodium_is_zero as sodium_is_zero,
        sodium_sub as sodium_sub,
    )
    # Renamed on the way in: an assignment, not `import x as y`, is what type checkers take as a re-export.
    crypto_generichash_blake2b_final = generichash_blake2b_final
    crypto_generichash_blake2b_init = generichash_blake2b_init
    crypto_generichash_blake2b_salt_personal = generichash_blake2b_salt_personal
    crypto_generichash_blake2b_update = generichash_blake2b_update
    crypto_shorthash_siphash24_BYTES = BYTES
    crypto_shorthash_siphash24_KEYBYTES = KEYBYTES
    crypto_shorthash_siphashx24_BYTES = XBYTES
    crypto_shorthash_siphashx24_KEYBYTES = XKEYBYTES

FAMILIES: dict[str, tuple[str, ...]] = {
    "crypto_aead": (
        "crypto_aead_aegis128l_ABYTES", "crypto_aead_aegis128l_KEYBYTES", "crypto_aead_aegis128l_MESSAGEBYTES_MAX",
        "crypto_aead_aegis128l_NPUBBYTES", "crypto_aead_aegis128l_NSECBYTES", "crypto_aead_aegis128l_decrypt",
        "crypto_aead_aegis128l_encrypt", "crypto_aead_aegis256_ABYTES", "crypto_aead_aegis256_KEYBYTES",
        "crypto_aead_aegis256_MESSAGEBYTES_MAX", "crypto_aead_aegis256_NPUBBYTES", "crypto_aead_aegis256_NSECBYTES",
        "crypto_aead_aegis256_decrypt", "crypto_aead_aegis256_encrypt", "crypto_aead_aes256gcm_ABYTES",
        "crypto_aead_aes256gcm_KEYBYTES", "crypto_aead_aes256gcm_MESSAGEBYTES_MAX", "crypto_aead_aes256gcm_NPUBBYTES",
        "crypto_aead_aes256gcm_NSECBYTES", "crypto_aead_aes256gcm_decrypt", "crypto_aead_aes256gcm_encrypt",
        "crypto_aead_chacha20poly1305_ABYTES", "crypto_aead_chacha20poly1305_KEYBYTES",
        "crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX", "crypto_aead_chacha20poly1305_NPUBBYTES",
        "crypto_aead_chacha20poly1305_NSECBYTES", "crypto_aead_chacha20poly1305_decrypt",
        "crypto_aead_chacha20poly1305_encrypt", "crypto_aead_chacha20poly1305_ietf_ABYTES",
        "crypto_aead_chacha20poly1305_ietf_KEYBYTES", "crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX",
        "crypto_aead_chacha20poly1305_ietf_NPUBBYTES", "crypto_aead_chacha20poly1305_ietf_NSECBYTES",
        "crypto_aead_chacha20poly1305_ietf_decrypt", "crypto_aead_chacha20poly1305_ietf_encrypt",
        "crypto_aead_xchacha20poly1305_ietf_ABYTES", "crypto_aead_xchacha20poly1305_ietf_KEYBYTES",
        "crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX", "crypto_aead_xchacha20poly1305_ietf_NPUBBYTES",
        "crypto_aead_xchacha20poly1305_ietf_NSECBYTES", "crypto_aead_xchacha20poly1305_ietf_decrypt",
        "crypto_aead_xchacha20poly1305_ietf_encrypt",
        # beyond PyNaCl (libsodium 1.0.22)
        "crypto_aead_aegis128l_decrypt_detached", "crypto_aead_aegis128l_encrypt_detached",
        "crypto_aead_aegis128l_keygen", "crypto_aead_aegis256_decrypt_detached",
        "crypto_aead_aegis256_encrypt_detached", "crypto_aead_aegis256_keygen", "crypto_aead_aes256gcm_beforenm",
        "crypto_aead_aes256gcm_decrypt_afternm", "crypto_aead_aes256gcm_decrypt_detached",
        "crypto_aead_aes256gcm_decrypt_detached_afternm", "crypto_aead_aes256gcm_encrypt_afternm",
        "crypto_aead_aes256gcm_encrypt_detached", "crypto_aead_aes256gcm_encrypt_detached_afternm",
        "crypto_aead_aes256gcm_is_available", "crypto_aead_aes256gcm_keygen", "crypto_aead_aes256gcm_state",
        "crypto_aead_chacha20poly1305_IETF_ABYTES", "crypto_aead_chacha20poly1305_IETF_KEYBYTES",
        "crypto_aead_chacha20poly1305_IETF_MESSAGEBYTES_MAX", "crypto_aead_chacha20poly1305_IETF_NPUBBYTES",
        "crypto_aead_chacha20poly1305_IETF_NSECBYTES", "crypto_aead_chacha20poly1305_decrypt_detached",
        "crypto_aead_chacha20poly1305_encrypt_detached", "crypto_aead_chacha20poly1305_ietf_decrypt_detached",
        "crypto_aead_chacha20poly1305_ietf_encrypt_detached", "crypto_aead_chacha20poly1305_ietf_keygen",
        "crypto_aead_chacha20poly1305_keygen", "crypto_aead_xchacha20poly1305_IETF_ABYTES",
        "crypto_aead_xchacha20poly1305_IETF_KEYBYTES", "crypto_aead_xchacha20poly1305_IETF_MESSAGEBYTES_MAX",
        "crypto_aead_xchacha20poly1305_IETF_NPUBBYTES", "crypto_aead_xchacha20poly1305_IETF_NSECBYTES",
        "crypto_aead_xchacha20poly1305_ietf_decrypt_detached", "crypto_aead_xchacha20poly1305_ietf_encrypt_detached",
        "crypto_aead_xchacha20poly1305_ietf_keygen",
    ),
    "crypto_auth": (
        "crypto_auth", "crypto_auth_BYTES", "crypto_auth_KEYBYTES", "crypto_auth_PRIMITIVE", "crypto_auth_hmacsha256",
        "crypto_auth_hmacsha256_BYTES", "crypto_auth_hmacsha256_KEYBYTES", "crypto_auth_hmacsha256_final",
        "crypto_auth_hmacsha256_init", "crypto_auth_hmacsha256_keygen", "crypto_auth_hmacsha256_state",
        "crypto_auth_hmacsha256_update", "crypto_auth_hmacsha256_verify", "crypto_auth_hmacsha512",
        "crypto_auth_hmacsha512256", "crypto_auth_hmacsha512256_BYTES", "crypto_auth_hmacsha512256_KEYBYTES",
        "crypto_auth_hmacsha512256_final", "crypto_auth_hmacsha512256_init", "crypto_auth_hmacsha512256_keygen",
        "crypto_auth_hmacsha512256_state", "crypto_auth_hmacsha512256_update", "crypto_auth_hmacsha512256_verify",
        "crypto_auth_hmacsha512_BYTES", "crypto_auth_hmacsha512_KEYBYTES", "crypto_auth_hmacsha512_final",
        "crypto_auth_hmacsha512_init", "crypto_auth_hmacsha512_keygen", "crypto_auth_hmacsha512_state",
        "crypto_auth_hmacsha512_update", "crypto_auth_hmacsha512_verify", "crypto_auth_keygen", "crypto_auth_verify",
    ),
    "crypto_box": (
        "crypto_box", "crypto_box_BEFORENMBYTES", "crypto_box_BOXZEROBYTES", "crypto_box_NONCEBYTES",
        "crypto_box_PUBLICKEYBYTES", "crypto_box_SEALBYTES", "crypto_box_SECRETKEYBYTES", "crypto_box_SEEDBYTES",
        "crypto_box_ZEROBYTES", "crypto_box_afternm", "crypto_box_beforenm", "crypto_box_easy",
        "crypto_box_easy_afternm", "crypto_box_keypair", "crypto_box_open", "crypto_box_open_afternm",
        "crypto_box_open_easy", "crypto_box_open_easy_afternm", "crypto_box_seal", "crypto_box_seal_open",
        "crypto_box_seed_keypair",
        # beyond PyNaCl (libsodium 1.0.22)
        "crypto_box_MACBYTES", "crypto_box_MESSAGEBYTES_MAX", "crypto_box_PRIMITIVE",
        "crypto_box_curve25519xchacha20poly1305_BEFORENMBYTES", "crypto_box_curve25519xchacha20poly1305_MACBYTES",
        "crypto_box_curve25519xchacha20poly1305_MESSAGEBYTES_MAX", "crypto_box_curve25519xchacha20poly1305_NONCEBYTES",
        "crypto_box_curve25519xchacha20poly1305_PUBLICKEYBYTES", "crypto_box_curve25519xchacha20poly1305_SEALBYTES",
        "crypto_box_curve25519xchacha20poly1305_SECRETKEYBYTES", "crypto_box_curve25519xchacha20poly1305_SEEDBYTES",
        "crypto_box_curve25519xchacha20poly1305_beforenm", "crypto_box_curve25519xchacha20poly1305_detached",
        "crypto_box_curve25519xchacha20poly1305_detached_afternm", "crypto_box_curve25519xchacha20poly1305_easy",
        "crypto_box_curve25519xchacha20poly1305_easy_afternm", "crypto_box_curve25519xchacha20poly1305_keypair",
        "crypto_box_curve25519xchacha20poly1305_open_detached",
        "crypto_box_curve25519xchacha20poly1305_open_detached_afternm",
        "crypto_box_curve25519xchacha20poly1305_open_easy", "crypto_box_curve25519xchacha20poly1305_open_easy_afternm",
        "crypto_box_curve25519xchacha20poly1305_seal", "crypto_box_curve25519xchacha20poly1305_seal_open",
        "crypto_box_curve25519xchacha20poly1305_seed_keypair", "crypto_box_curve25519xsalsa20poly1305",
        "crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES", "crypto_box_curve25519xsalsa20poly1305_BOXZEROBYTES",
        "crypto_box_curve25519xsalsa20poly1305_MACBYTES", "crypto_box_curve25519xsalsa20poly1305_MESSAGEBYTES_MAX",
        "crypto_box_curve25519xsalsa20poly1305_NONCEBYTES", "crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES",
        "crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES", "crypto_box_curve25519xsalsa20poly1305_SEEDBYTES",
        "crypto_box_curve25519xsalsa20poly1305_ZEROBYTES", "crypto_box_curve25519xsalsa20poly1305_afternm",
        "crypto_box_curve25519xsalsa20poly1305_beforenm", "crypto_box_curve25519xsalsa20poly1305_keypair",
        "crypto_box_curve25519xsalsa20poly1305_open", "crypto_box_curve25519xsalsa20poly1305_open_afternm",
        "crypto_box_curve25519xsalsa20poly1305_seed_keypair", "crypto_box_detached", "crypto_box_detached_afternm",
        "crypto_box_open_detached", "crypto_box_open_detached_afternm",
    ),
    "crypto_core": (
        "crypto_core_ed25519_BYTES", "crypto_core_ed25519_NONREDUCEDSCALARBYTES", "crypto_core_ed25519_SCALARBYTES",
        "crypto_core_ed25519_add", "crypto_core_ed25519_from_uniform", "crypto_core_ed25519_is_valid_point",
        "crypto_core_ed25519_scalar_add", "crypto_core_ed25519_scalar_complement", "crypto_core_ed25519_scalar_invert",
        "crypto_core_ed25519_scalar_mul", "crypto_core_ed25519_scalar_negate", "crypto_core_ed25519_scalar_reduce",
        "crypto_core_ed25519_scalar_sub", "crypto_core_ed25519_sub", "has_crypto_core_ed25519",
        # libsodium 1.0.22 beyond PyNaCl:
        "crypto_core_ed25519_HASHBYTES", "crypto_core_ed25519_UNIFORMBYTES", "crypto_core_ed25519_from_hash",
        "crypto_core_ed25519_random", "crypto_core_ed25519_scalar_random",
    ),
    "crypto_core_ristretto255": (
        "crypto_core_ristretto255_BYTES", "crypto_core_ristretto255_HASHBYTES",
        "crypto_core_ristretto255_NONREDUCEDSCALARBYTES", "crypto_core_ristretto255_SCALARBYTES",
        "crypto_core_ristretto255_add", "crypto_core_ristretto255_from_hash",
        "crypto_core_ristretto255_is_valid_point", "crypto_core_ristretto255_random",
        "crypto_core_ristretto255_scalar_add", "crypto_core_ristretto255_scalar_complement",
        "crypto_core_ristretto255_scalar_invert", "crypto_core_ristretto255_scalar_mul",
        "crypto_core_ristretto255_scalar_negate", "crypto_core_ristretto255_scalar_random",
        "crypto_core_ristretto255_scalar_reduce", "crypto_core_ristretto255_scalar_sub",
        "crypto_core_ristretto255_sub", "crypto_scalarmult_ristretto255",
        "crypto_scalarmult_ristretto255_BYTES", "crypto_scalarmult_ristretto255_SCALARBYTES",
        "crypto_scalarmult_ristretto255_base",
    ),
    "crypto_core_keccak1600": (
        "crypto_core_keccak1600_extract_bytes", "crypto_core_keccak1600_init", "crypto_core_keccak1600_permute_12",
        "crypto_core_keccak1600_permute_24", "crypto_core_keccak1600_xor_bytes",
    ),
    "crypto_generichash": (
        "crypto_generichash_BYTES", "crypto_generichash_BYTES_MAX", "crypto_generichash_BYTES_MIN",
        "crypto_generichash_KEYBYTES", "crypto_generichash_KEYBYTES_MAX", "crypto_generichash_KEYBYTES_MIN",
        "crypto_generichash_PERSONALBYTES", "crypto_generichash_SALTBYTES", "crypto_generichash_STATEBYTES",
        "crypto_generichash_blake2b_final", "crypto_generichash_blake2b_init",
        "crypto_generichash_blake2b_salt_personal", "crypto_generichash_blake2b_update",
        # beyond PyNaCl (libsodium 1.0.22)
        "crypto_generichash", "crypto_generichash_PRIMITIVE", "crypto_generichash_blake2b",
        "crypto_generichash_blake2b_BYTES", "crypto_generichash_blake2b_BYTES_MAX",
        "crypto_generichash_blake2b_BYTES_MIN", "crypto_generichash_blake2b_KEYBYTES",
        "crypto_generichash_blake2b_KEYBYTES_MAX", "crypto_generichash_blake2b_KEYBYTES_MIN",
        "crypto_generichash_blake2b_PERSONALBYTES", "crypto_generichash_blake2b_SALTBYTES",
        "crypto_generichash_blake2b_init_salt_personal", "crypto_generichash_blake2b_keygen",
        "crypto_generichash_final", "crypto_generichash_init", "crypto_generichash_keygen", "crypto_generichash_update",
    ),
    "crypto_hash": (
        "crypto_hash", "crypto_hash_BYTES", "crypto_hash_PRIMITIVE", "crypto_hash_sha256", "crypto_hash_sha256_BYTES",
        "crypto_hash_sha256_final", "crypto_hash_sha256_init", "crypto_hash_sha256_update", "crypto_hash_sha512",
        "crypto_hash_sha512_BYTES", "crypto_hash_sha512_final", "crypto_hash_sha512_init", "crypto_hash_sha512_update",
    ),
    "crypto_hash_sha3": (
        "crypto_hash_sha3256", "crypto_hash_sha3256_BYTES", "crypto_hash_sha3256_final", "crypto_hash_sha3256_init",
        "crypto_hash_sha3256_update", "crypto_hash_sha3512", "crypto_hash_sha3512_BYTES", "crypto_hash_sha3512_final",
        "crypto_hash_sha3512_init", "crypto_hash_sha3512_update",
    ),
    "crypto_kdf": (
        "crypto_kdf_BYTES_MAX", "crypto_kdf_BYTES_MIN", "crypto_kdf_CONTEXTBYTES", "crypto_kdf_KEYBYTES",
        "crypto_kdf_PRIMITIVE", "crypto_kdf_blake2b_BYTES_MAX", "crypto_kdf_blake2b_BYTES_MIN",
        "crypto_kdf_blake2b_CONTEXTBYTES", "crypto_kdf_blake2b_KEYBYTES", "crypto_kdf_blake2b_derive_from_key",
        "crypto_kdf_derive_from_key", "crypto_kdf_hkdf_sha256_BYTES_MAX", "crypto_kdf_hkdf_sha256_BYTES_MIN",
        "crypto_kdf_hkdf_sha256_KEYBYTES", "crypto_kdf_hkdf_sha256_expand", "crypto_kdf_hkdf_sha256_extract",
        "crypto_kdf_hkdf_sha256_extract_final", "crypto_kdf_hkdf_sha256_extract_init",
        "crypto_kdf_hkdf_sha256_extract_update", "crypto_kdf_hkdf_sha256_keygen", "crypto_kdf_hkdf_sha256_state",
        "crypto_kdf_hkdf_sha512_BYTES_MAX", "crypto_kdf_hkdf_sha512_BYTES_MIN", "crypto_kdf_hkdf_sha512_KEYBYTES",
        "crypto_kdf_hkdf_sha512_expand", "crypto_kdf_hkdf_sha512_extract", "crypto_kdf_hkdf_sha512_extract_final",
        "crypto_kdf_hkdf_sha512_extract_init", "crypto_kdf_hkdf_sha512_extract_update", "crypto_kdf_hkdf_sha512_keygen",
        "crypto_kdf_hkdf_sha512_state", "crypto_kdf_keygen",
    ),
    "crypto_ipcrypt": (
        "crypto_ipcrypt_BYTES", "crypto_ipcrypt_KEYBYTES", "crypto_ipcrypt_NDX_INPUTBYTES",
        "crypto_ipcrypt_NDX_KEYBYTES", "crypto_ipcrypt_NDX_OUTPUTBYTES", "crypto_ipcrypt_NDX_TWEAKBYTES",
        "crypto_ipcrypt_ND_INPUTBYTES", "crypto_ipcrypt_ND_KEYBYTES", "crypto_ipcrypt_ND_OUTPUTBYTES",
        "crypto_ipcrypt_ND_TWEAKBYTES", "crypto_ipcrypt_PFX_BYTES", "crypto_ipcrypt_PFX_KEYBYTES",
        "crypto_ipcrypt_decrypt", "crypto_ipcrypt_encrypt", "crypto_ipcrypt_keygen", "crypto_ipcrypt_nd_decrypt",
        "crypto_ipcrypt_nd_encrypt", "crypto_ipcrypt_nd_keygen", "crypto_ipcrypt_ndx_decrypt",
        "crypto_ipcrypt_ndx_encrypt", "crypto_ipcrypt_ndx_keygen", "crypto_ipcrypt_pfx_decrypt",
        "crypto_ipcrypt_pfx_encrypt", "crypto_ipcrypt_pfx_keygen",
    ),
    "crypto_kem": (
        "crypto_kem_CIPHERTEXTBYTES", "crypto_kem_PRIMITIVE", "crypto_kem_PUBLICKEYBYTES",
        "crypto_kem_SECRETKEYBYTES", "crypto_kem_SEEDBYTES", "crypto_kem_SHAREDSECRETBYTES", "crypto_kem_dec",
        "crypto_kem_enc", "crypto_kem_keypair", "crypto_kem_mlkem768_CIPHERTEXTBYTES",
        "crypto_kem_mlkem768_PUBLICKEYBYTES", "crypto_kem_mlkem768_SECRETKEYBYTES", "crypto_kem_mlkem768_SEEDBYTES",
        "crypto_kem_mlkem768_SHAREDSECRETBYTES", "crypto_kem_mlkem768_dec", "crypto_kem_mlkem768_enc",
        "crypto_kem_mlkem768_enc_deterministic", "crypto_kem_mlkem768_keypair", "crypto_kem_mlkem768_seed_keypair",
        "crypto_kem_seed_keypair", "crypto_kem_xwing_CIPHERTEXTBYTES", "crypto_kem_xwing_PUBLICKEYBYTES",
        "crypto_kem_xwing_SECRETKEYBYTES", "crypto_kem_xwing_SEEDBYTES", "crypto_kem_xwing_SHAREDSECRETBYTES",
        "crypto_kem_xwing_dec", "crypto_kem_xwing_enc", "crypto_kem_xwing_enc_deterministic",
        "crypto_kem_xwing_keypair", "crypto_kem_xwing_seed_keypair",
    ),
    "crypto_kx": (
        "crypto_kx_PUBLIC_KEY_BYTES", "crypto_kx_SECRET_KEY_BYTES", "crypto_kx_SEED_BYTES",
        "crypto_kx_SESSION_KEY_BYTES", "crypto_kx_client_session_keys", "crypto_kx_keypair", "crypto_kx_seed_keypair",
        "crypto_kx_server_session_keys", "crypto_kx_PRIMITIVE", "crypto_kx_PUBLICKEYBYTES", "crypto_kx_SECRETKEYBYTES",
        "crypto_kx_SEEDBYTES", "crypto_kx_SESSIONKEYBYTES",
    ),
    "crypto_onetimeauth": (
        "crypto_onetimeauth", "crypto_onetimeauth_BYTES", "crypto_onetimeauth_KEYBYTES", "crypto_onetimeauth_PRIMITIVE",
        "crypto_onetimeauth_final", "crypto_onetimeauth_init", "crypto_onetimeauth_keygen",
        "crypto_onetimeauth_poly1305", "crypto_onetimeauth_poly1305_BYTES", "crypto_onetimeauth_poly1305_KEYBYTES",
        "crypto_onetimeauth_poly1305_final", "crypto_onetimeauth_poly1305_init", "crypto_onetimeauth_poly1305_keygen",
        "crypto_onetimeauth_poly1305_state", "crypto_onetimeauth_poly1305_update", "crypto_onetimeauth_poly1305_verify",
        "crypto_onetimeauth_state", "crypto_onetimeauth_update", "crypto_onetimeauth_verify",
    ),
    "crypto_pwhash": (
        "crypto_pwhash_ALG_ARGON2I13", "crypto_pwhash_ALG_ARGON2ID13", "crypto_pwhash_ALG_DEFAULT",
        "crypto_pwhash_BYTES_MAX", "crypto_pwhash_BYTES_MIN", "crypto_pwhash_PASSWD_MAX", "crypto_pwhash_PASSWD_MIN",
        "crypto_pwhash_SALTBYTES", "crypto_pwhash_STRBYTES", "crypto_pwhash_alg",
        "crypto_pwhash_argon2i_MEMLIMIT_INTERACTIVE", "crypto_pwhash_argon2i_MEMLIMIT_MAX",
        "crypto_pwhash_argon2i_MEMLIMIT_MIN", "crypto_pwhash_argon2i_MEMLIMIT_MODERATE",
        "crypto_pwhash_argon2i_MEMLIMIT_SENSITIVE", "crypto_pwhash_argon2i_OPSLIMIT_INTERACTIVE",
        "crypto_pwhash_argon2i_OPSLIMIT_MAX", "crypto_pwhash_argon2i_OPSLIMIT_MIN",
        "crypto_pwhash_argon2i_OPSLIMIT_MODERATE", "crypto_pwhash_argon2i_OPSLIMIT_SENSITIVE",
        "crypto_pwhash_argon2i_STRPREFIX", "crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE",
        "crypto_pwhash_argon2id_MEMLIMIT_MAX", "crypto_pwhash_argon2id_MEMLIMIT_MIN",
        "crypto_pwhash_argon2id_MEMLIMIT_MODERATE", "crypto_pwhash_argon2id_MEMLIMIT_SENSITIVE",
        "crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE", "crypto_pwhash_argon2id_OPSLIMIT_MAX",
        "crypto_pwhash_argon2id_OPSLIMIT_MIN", "crypto_pwhash_argon2id_OPSLIMIT_MODERATE",
        "crypto_pwhash_argon2id_OPSLIMIT_SENSITIVE", "crypto_pwhash_argon2id_STRPREFIX",
        "crypto_pwhash_scryptsalsa208sha256_BYTES_MAX", "crypto_pwhash_scryptsalsa208sha256_BYTES_MIN",
        "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_INTERACTIVE", "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MAX",
        "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_MIN", "crypto_pwhash_scryptsalsa208sha256_MEMLIMIT_SENSITIVE",
        "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_INTERACTIVE", "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MAX",
        "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_MIN", "crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE",
        "crypto_pwhash_scryptsalsa208sha256_PASSWD_MAX", "crypto_pwhash_scryptsalsa208sha256_PASSWD_MIN",
        "crypto_pwhash_scryptsalsa208sha256_SALTBYTES", "crypto_pwhash_scryptsalsa208sha256_STRBYTES",
        "crypto_pwhash_scryptsalsa208sha256_STRPREFIX", "crypto_pwhash_scryptsalsa208sha256_ll",
        "crypto_pwhash_scryptsalsa208sha256_str", "crypto_pwhash_scryptsalsa208sha256_str_verify",
        "crypto_pwhash_str_alg", "crypto_pwhash_str_verify", "has_crypto_pwhash_scryptsalsa208sha256",
        "nacl_bindings_pick_scrypt_params", "crypto_pwhash", "crypto_pwhash_MEMLIMIT_INTERACTIVE",
        "crypto_pwhash_MEMLIMIT_MAX", "crypto_pwhash_MEMLIMIT_MIN", "crypto_pwhash_MEMLIMIT_MODERATE",
        "crypto_pwhash_MEMLIMIT_SENSITIVE", "crypto_pwhash_OPSLIMIT_INTERACTIVE", "crypto_pwhash_OPSLIMIT_MAX",
        "crypto_pwhash_OPSLIMIT_MIN", "crypto_pwhash_OPSLIMIT_MODERATE", "crypto_pwhash_OPSLIMIT_SENSITIVE",
        "crypto_pwhash_PRIMITIVE", "crypto_pwhash_STRPREFIX", "crypto_pwhash_argon2i",
        "crypto_pwhash_argon2i_ALG_ARGON2I13", "crypto_pwhash_argon2i_BYTES_MAX", "crypto_pwhash_argon2i_BYTES_MIN",
        "crypto_pwhash_argon2i_PASSWD_MAX", "crypto_pwhash_argon2i_PASSWD_MIN", "crypto_pwhash_argon2i_SALTBYTES",
        "crypto_pwhash_argon2i_STRBYTES", "crypto_pwhash_argon2i_str", "crypto_pwhash_argon2i_str_needs_rehash",
        "crypto_pwhash_argon2i_str_verify", "crypto_pwhash_argon2id", "crypto_pwhash_argon2id_ALG_ARGON2ID13",
        "crypto_pwhash_argon2id_BYTES_MAX", "crypto_pwhash_argon2id_BYTES_MIN", "crypto_pwhash_argon2id_PASSWD_MAX",
        "crypto_pwhash_argon2id_PASSWD_MIN", "crypto_pwhash_argon2id_SALTBYTES", "crypto_pwhash_argon2id_STRBYTES",
        "crypto_pwhash_argon2id_str", "crypto_pwhash_argon2id_str_needs_rehash", "crypto_pwhash_argon2id_str_verify",
        "crypto_pwhash_scryptsalsa208sha256", "crypto_pwhash_scryptsalsa208sha256_str_needs_rehash",
        "crypto_pwhash_str", "crypto_pwhash_str_needs_rehash",
    ),
    "crypto_scalarmult": (
        "crypto_scalarmult", "crypto_scalarmult_BYTES", "crypto_scalarmult_SCALARBYTES", "crypto_scalarmult_base",
        "crypto_scalarmult_ed25519", "crypto_scalarmult_ed25519_BYTES", "crypto_scalarmult_ed25519_SCALARBYTES",
        "crypto_scalarmult_ed25519_base", "crypto_scalarmult_ed25519_base_noclamp", "crypto_scalarmult_ed25519_noclamp",
        "has_crypto_scalarmult_ed25519",
        # libsodium 1.0.22 beyond PyNaCl:
        "crypto_scalarmult_PRIMITIVE", "crypto_scalarmult_curve25519", "crypto_scalarmult_curve25519_BYTES", "crypto_scalarmult_curve25519_SCALARBYTES",
        "crypto_scalarmult_curve25519_base",
    ),
    "crypto_secretbox": (
        "crypto_secretbox", "crypto_secretbox_BOXZEROBYTES", "crypto_secretbox_KEYBYTES", "crypto_secretbox_MACBYTES",
        "crypto_secretbox_MESSAGEBYTES_MAX", "crypto_secretbox_NONCEBYTES", "crypto_secretbox_ZEROBYTES",
        "crypto_secretbox_easy", "crypto_secretbox_open", "crypto_secretbox_open_easy",
        # beyond PyNaCl (libsodium 1.0.22)
        "crypto_secretbox_PRIMITIVE", "crypto_secretbox_detached", "crypto_secretbox_keygen",
        "crypto_secretbox_open_detached", "crypto_secretbox_xchacha20poly1305_KEYBYTES",
        "crypto_secretbox_xchacha20poly1305_MACBYTES", "crypto_secretbox_xchacha20poly1305_MESSAGEBYTES_MAX",
        "crypto_secretbox_xchacha20poly1305_NONCEBYTES", "crypto_secretbox_xchacha20poly1305_detached",
        "crypto_secretbox_xchacha20poly1305_easy", "crypto_secretbox_xchacha20poly1305_open_detached",
        "crypto_secretbox_xchacha20poly1305_open_easy", "crypto_secretbox_xsalsa20poly1305",
        "crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES", "crypto_secretbox_xsalsa20poly1305_KEYBYTES",
        "crypto_secretbox_xsalsa20poly1305_MACBYTES", "crypto_secretbox_xsalsa20poly1305_MESSAGEBYTES_MAX",
        "crypto_secretbox_xsalsa20poly1305_NONCEBYTES", "crypto_secretbox_xsalsa20poly1305_ZEROBYTES",
        "crypto_secretbox_xsalsa20poly1305_keygen", "crypto_secretbox_xsalsa20poly1305_open",
    ),
    "crypto_secretstream": (
        "crypto_secretstream_xchacha20poly1305_ABYTES", "crypto_secretstream_xchacha20poly1305_HEADERBYTES",
        "crypto_secretstream_xchacha20poly1305_KEYBYTES", "crypto_secretstream_xchacha20poly1305_MESSAGEBYTES_MAX",
        "crypto_secretstream_xchacha20poly1305_STATEBYTES", "crypto_secretstream_xchacha20poly1305_TAG_FINAL",
        "crypto_secretstream_xchacha20poly1305_TAG_MESSAGE", "crypto_secretstream_xchacha20poly1305_TAG_PUSH",
        "crypto_secretstream_xchacha20poly1305_TAG_REKEY", "crypto_secretstream_xchacha20poly1305_init_pull",
        "crypto_secretstream_xchacha20poly1305_init_push", "crypto_secretstream_xchacha20poly1305_keygen",
        "crypto_secretstream_xchacha20poly1305_pull", "crypto_secretstream_xchacha20poly1305_push",
        "crypto_secretstream_xchacha20poly1305_rekey", "crypto_secretstream_xchacha20poly1305_state",
    ),
    "crypto_shorthash": (
        "crypto_shorthash_siphash24_BYTES", "crypto_shorthash_siphash24_KEYBYTES", "crypto_shorthash_siphashx24_BYTES",
        "crypto_shorthash_siphashx24_KEYBYTES", "crypto_shorthash_siphash24", "crypto_shorthash_siphashx24",
        "has_crypto_shorthash_siphashx24",
        # beyond PyNaCl (libsodium 1.0.22)
        "crypto_shorthash", "crypto_shorthash_BYTES", "crypto_shorthash_KEYBYTES", "crypto_shorthash_PRIMITIVE",
        "crypto_shorthash_keygen",
    ),
    "crypto_sign": (
        "crypto_sign", "crypto_sign_BYTES", "crypto_sign_PUBLICKEYBYTES", "crypto_sign_SECRETKEYBYTES",
        "crypto_sign_SEEDBYTES", "crypto_sign_ed25519_pk_to_curve25519", "crypto_sign_ed25519_sk_to_curve25519",
        "crypto_sign_ed25519_sk_to_pk", "crypto_sign_ed25519_sk_to_seed", "crypto_sign_ed25519ph_STATEBYTES",
        "crypto_sign_ed25519ph_final_create", "crypto_sign_ed25519ph_final_verify", "crypto_sign_ed25519ph_state",
        "crypto_sign_ed25519ph_update", "crypto_sign_keypair", "crypto_sign_open", "crypto_sign_seed_keypair",
        "crypto_sign_MESSAGEBYTES_MAX", "crypto_sign_PRIMITIVE", "crypto_sign_detached", "crypto_sign_ed25519",
        "crypto_sign_ed25519_BYTES", "crypto_sign_ed25519_MESSAGEBYTES_MAX", "crypto_sign_ed25519_PUBLICKEYBYTES",
        "crypto_sign_ed25519_SECRETKEYBYTES", "crypto_sign_ed25519_SEEDBYTES", "crypto_sign_ed25519_detached",
        "crypto_sign_ed25519_keypair", "crypto_sign_ed25519_open", "crypto_sign_ed25519_seed_keypair",
        "crypto_sign_ed25519_verify_detached", "crypto_sign_ed25519ph_init", "crypto_sign_edwards25519sha512batch",
        "crypto_sign_edwards25519sha512batch_BYTES", "crypto_sign_edwards25519sha512batch_MESSAGEBYTES_MAX",
        "crypto_sign_edwards25519sha512batch_PUBLICKEYBYTES", "crypto_sign_edwards25519sha512batch_SECRETKEYBYTES",
        "crypto_sign_edwards25519sha512batch_keypair", "crypto_sign_edwards25519sha512batch_open",
        "crypto_sign_final_create", "crypto_sign_final_verify", "crypto_sign_init", "crypto_sign_update",
        "crypto_sign_verify_detached",
    ),
    "crypto_stream": (
        "crypto_core_hchacha20", "crypto_core_hchacha20_CONSTBYTES", "crypto_core_hchacha20_INPUTBYTES",
        "crypto_core_hchacha20_KEYBYTES", "crypto_core_hchacha20_OUTPUTBYTES", "crypto_core_hsalsa20",
        "crypto_core_hsalsa20_CONSTBYTES", "crypto_core_hsalsa20_INPUTBYTES", "crypto_core_hsalsa20_KEYBYTES",
        "crypto_core_hsalsa20_OUTPUTBYTES", "crypto_core_salsa20", "crypto_core_salsa2012",
        "crypto_core_salsa2012_CONSTBYTES", "crypto_core_salsa2012_INPUTBYTES", "crypto_core_salsa2012_KEYBYTES",
        "crypto_core_salsa2012_OUTPUTBYTES", "crypto_core_salsa208", "crypto_core_salsa208_CONSTBYTES",
        "crypto_core_salsa208_INPUTBYTES", "crypto_core_salsa208_KEYBYTES", "crypto_core_salsa208_OUTPUTBYTES",
        "crypto_core_salsa20_CONSTBYTES", "crypto_core_salsa20_INPUTBYTES", "crypto_core_salsa20_KEYBYTES",
        "crypto_core_salsa20_OUTPUTBYTES", "crypto_stream", "crypto_stream_KEYBYTES", "crypto_stream_MESSAGEBYTES_MAX",
        "crypto_stream_NONCEBYTES", "crypto_stream_PRIMITIVE", "crypto_stream_chacha20",
        "crypto_stream_chacha20_IETF_KEYBYTES", "crypto_stream_chacha20_IETF_MESSAGEBYTES_MAX",
        "crypto_stream_chacha20_IETF_NONCEBYTES", "crypto_stream_chacha20_KEYBYTES",
        "crypto_stream_chacha20_MESSAGEBYTES_MAX", "crypto_stream_chacha20_NONCEBYTES", "crypto_stream_chacha20_ietf",
        "crypto_stream_chacha20_ietf_KEYBYTES", "crypto_stream_chacha20_ietf_MESSAGEBYTES_MAX",
        "crypto_stream_chacha20_ietf_NONCEBYTES", "crypto_stream_chacha20_ietf_keygen",
        "crypto_stream_chacha20_ietf_xor", "crypto_stream_chacha20_ietf_xor_ic", "crypto_stream_chacha20_keygen",
        "crypto_stream_chacha20_xor", "crypto_stream_chacha20_xor_ic", "crypto_stream_keygen", "crypto_stream_salsa20",
        "crypto_stream_salsa2012", "crypto_stream_salsa2012_KEYBYTES", "crypto_stream_salsa2012_MESSAGEBYTES_MAX",
        "crypto_stream_salsa2012_NONCEBYTES", "crypto_stream_salsa2012_keygen", "crypto_stream_salsa2012_xor",
        "crypto_stream_salsa208", "crypto_stream_salsa208_KEYBYTES", "crypto_stream_salsa208_MESSAGEBYTES_MAX",
        "crypto_stream_salsa208_NONCEBYTES", "crypto_stream_salsa208_keygen", "crypto_stream_salsa208_xor",
        "crypto_stream_salsa20_KEYBYTES", "crypto_stream_salsa20_MESSAGEBYTES_MAX", "crypto_stream_salsa20_NONCEBYTES",
        "crypto_stream_salsa20_keygen", "crypto_stream_salsa20_xor", "crypto_stream_salsa20_xor_ic",
        "crypto_stream_xchacha20", "crypto_stream_xchacha20_KEYBYTES", "crypto_stream_xchacha20_MESSAGEBYTES_MAX",
        "crypto_stream_xchacha20_NONCEBYTES", "crypto_stream_xchacha20_keygen", "crypto_stream_xchacha20_xor",
        "crypto_stream_xchacha20_xor_ic", "crypto_stream_xor", "crypto_stream_xsalsa20",
        "crypto_stream_xsalsa20_KEYBYTES", "crypto_stream_xsalsa20_MESSAGEBYTES_MAX",
        "crypto_stream_xsalsa20_NONCEBYTES", "crypto_stream_xsalsa20_keygen", "crypto_stream_xsalsa20_xor",
        "crypto_stream_xsalsa20_xor_ic",
    ),
    "crypto_verify": (
        "crypto_verify_16", "crypto_verify_16_BYTES", "crypto_verify_32", "crypto_verify_32_BYTES", "crypto_verify_64",
        "crypto_verify_64_BYTES",
    ),
    "crypto_xof": (
        "crypto_xof_shake128", "crypto_xof_shake128_BLOCKBYTES", "crypto_xof_shake128_DOMAIN_STANDARD",
        "crypto_xof_shake128_STATEBYTES", "crypto_xof_shake128_init", "crypto_xof_shake128_init_with_domain",
        "crypto_xof_shake128_squeeze", "crypto_xof_shake128_update", "crypto_xof_shake256",
        "crypto_xof_shake256_BLOCKBYTES", "crypto_xof_shake256_DOMAIN_STANDARD", "crypto_xof_shake256_STATEBYTES",
        "crypto_xof_shake256_init", "crypto_xof_shake256_init_with_domain", "crypto_xof_shake256_squeeze",
        "crypto_xof_shake256_update", "crypto_xof_turboshake128", "crypto_xof_turboshake128_BLOCKBYTES",
        "crypto_xof_turboshake128_DOMAIN_STANDARD", "crypto_xof_turboshake128_STATEBYTES",
        "crypto_xof_turboshake128_init", "crypto_xof_turboshake128_init_with_domain",
        "crypto_xof_turboshake128_squeeze", "crypto_xof_turboshake128_update", "crypto_xof_turboshake256",
        "crypto_xof_turboshake256_BLOCKBYTES", "crypto_xof_turboshake256_DOMAIN_STANDARD",
        "crypto_xof_turboshake256_STATEBYTES", "crypto_xof_turboshake256_init",
        "crypto_xof_turboshake256_init_with_domain", "crypto_xof_turboshake256_squeeze",
        "crypto_xof_turboshake256_update",
    ),
    "randombytes": (
        "randombytes", "randombytes_buf_deterministic", "randombytes_BYTES_MAX", "randombytes_buf",
        "randombytes_random", "randombytes_uniform", "randombytes_SEEDBYTES",
    ),
    "sodium_core": (
        "sodium_init",
    ),
    "utils": (
        "sodium_add", "sodium_increment", "sodium_memcmp", "sodium_pad", "sodium_unpad", "sodium_compare",
        "sodium_is_zero", "sodium_sub",
    ),
}
"""Family module -> the public names it gives this package, in PyNaCl's order, then libsodium's beyond PyNaCl."""
RENAMED: dict[str, str] = {
    "crypto_generichash_blake2b_final": "generichash_blake2b_final",
    "crypto_generichash_blake2b_init": "generichash_blake2b_init",
    "crypto_generichash_blake2b_salt_personal": "generichash_blake2b_salt_personal",
    "crypto_generichash_blake2b_update": "generichash_blake2b_update",
    "crypto_shorthash_siphash24_BYTES": "BYTES",
    "crypto_shorthash_siphash24_KEYBYTES": "KEYBYTES",
    "crypto_shorthash_siphashx24_BYTES": "XBYTES",
    "crypto_shorthash_siphashx24_KEYBYTES": "XKEYBYTES",
}
"""Public name -> its name in its family module, where the two differ."""

_FAMILY_OF = {name: family for family, names in FAMILIES.items() for name in names}


def _bind_family(family: str, module: types.ModuleType) -> None:
    """Make the names of `family` attributes of this package. Run when the import system sets the submodule as an
    attribute of the package: several families hold a function of their own name (`crypto_box.crypto_box`), which
    must win over the submodule, as it does in PyNaCl."""
    namespace = globals()
    for name in FAMILIES[family]:
        namespace[name] = getattr(module, RENAMED.get(name, name))


class _BindingsPackage(types.ModuleType):
    """This package's module type: binding a family submodule as an attribute binds the family's names instead."""

    def __setattr__(self, name: str, value: object) -> None:
        super().__setattr__(name, value)
        if name in FAMILIES and isinstance(value, types.ModuleType):
            _bind_family(name, value)


sys.modules[__name__].__class__ = _BindingsPackage


def __getattr__(name: str) -> object:
    """A name of a family not imported yet: import the family (which binds its names here) and return it."""
    family = _FAMILY_OF.get(name)
    if family is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    _bind_family(family, importlib.import_module(f"{__name__}.{family}"))
    return globals()[name]


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_FAMILY_OF))


__all__ = [name for names in FAMILIES.values() for name in names]

sodium_init()
