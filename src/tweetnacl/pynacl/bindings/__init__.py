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
    )
    from tweetnacl.pynacl.bindings.crypto_core import (
        crypto_core_ed25519_BYTES as crypto_core_ed25519_BYTES,
        crypto_core_ed25519_NONREDUCEDSCALARBYTES as crypto_core_ed25519_NONREDUCEDSCALARBYTES,
        crypto_core_ed25519_SCALARBYTES as crypto_core_ed25519_SCALARBYTES,
        crypto_core_ed25519_add as crypto_core_ed25519_add,
        crypto_core_ed25519_from_uniform as crypto_core_ed25519_from_uniform,
        crypto_core_ed25519_is_valid_point as crypto_core_ed25519_is_valid_point,
        crypto_core_ed25519_scalar_add as crypto_core_ed25519_scalar_add,
        crypto_core_ed25519_scalar_complement as crypto_core_ed25519_scalar_complement,
        crypto_core_ed25519_scalar_invert as crypto_core_ed25519_scalar_invert,
        crypto_core_ed25519_scalar_mul as crypto_core_ed25519_scalar_mul,
        crypto_core_ed25519_scalar_negate as crypto_core_ed25519_scalar_negate,
        crypto_core_ed25519_scalar_reduce as crypto_core_ed25519_scalar_reduce,
        crypto_core_ed25519_scalar_sub as crypto_core_ed25519_scalar_sub,
        crypto_core_ed25519_sub as crypto_core_ed25519_sub,
        has_crypto_core_ed25519 as has_crypto_core_ed25519,
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
    )
    from tweetnacl.pynacl.bindings.crypto_hash import (
        crypto_hash as crypto_hash,
        crypto_hash_BYTES as crypto_hash_BYTES,
        crypto_hash_sha256 as crypto_hash_sha256,
        crypto_hash_sha256_BYTES as crypto_hash_sha256_BYTES,
        crypto_hash_sha512 as crypto_hash_sha512,
        crypto_hash_sha512_BYTES as crypto_hash_sha512_BYTES,
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
    )
    from tweetnacl.pynacl.bindings.crypto_scalarmult import (
        crypto_scalarmult as crypto_scalarmult,
        crypto_scalarmult_BYTES as crypto_scalarmult_BYTES,
        crypto_scalarmult_SCALARBYTES as crypto_scalarmult_SCALARBYTES,
        crypto_scalarmult_base as crypto_scalarmult_base,
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
    )
    from tweetnacl.pynacl.bindings.randombytes import (
        randombytes as randombytes,
        randombytes_buf_deterministic as randombytes_buf_deterministic,
    )
    from tweetnacl.pynacl.bindings.utils import (
        sodium_add as sodium_add,
        sodium_increment as sodium_increment,
        sodium_memcmp as sodium_memcmp,
        sodium_pad as sodium_pad,
        sodium_unpad as sodium_unpad,
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
    ),
    "crypto_box": (
        "crypto_box", "crypto_box_BEFORENMBYTES", "crypto_box_BOXZEROBYTES", "crypto_box_NONCEBYTES",
        "crypto_box_PUBLICKEYBYTES", "crypto_box_SEALBYTES", "crypto_box_SECRETKEYBYTES", "crypto_box_SEEDBYTES",
        "crypto_box_ZEROBYTES", "crypto_box_afternm", "crypto_box_beforenm", "crypto_box_easy",
        "crypto_box_easy_afternm", "crypto_box_keypair", "crypto_box_open", "crypto_box_open_afternm",
        "crypto_box_open_easy", "crypto_box_open_easy_afternm", "crypto_box_seal", "crypto_box_seal_open",
        "crypto_box_seed_keypair",
    ),
    "crypto_core": (
        "crypto_core_ed25519_BYTES", "crypto_core_ed25519_NONREDUCEDSCALARBYTES", "crypto_core_ed25519_SCALARBYTES",
        "crypto_core_ed25519_add", "crypto_core_ed25519_from_uniform", "crypto_core_ed25519_is_valid_point",
        "crypto_core_ed25519_scalar_add", "crypto_core_ed25519_scalar_complement", "crypto_core_ed25519_scalar_invert",
        "crypto_core_ed25519_scalar_mul", "crypto_core_ed25519_scalar_negate", "crypto_core_ed25519_scalar_reduce",
        "crypto_core_ed25519_scalar_sub", "crypto_core_ed25519_sub", "has_crypto_core_ed25519",
    ),
    "crypto_generichash": (
        "crypto_generichash_BYTES", "crypto_generichash_BYTES_MAX", "crypto_generichash_BYTES_MIN",
        "crypto_generichash_KEYBYTES", "crypto_generichash_KEYBYTES_MAX", "crypto_generichash_KEYBYTES_MIN",
        "crypto_generichash_PERSONALBYTES", "crypto_generichash_SALTBYTES", "crypto_generichash_STATEBYTES",
        "crypto_generichash_blake2b_final", "crypto_generichash_blake2b_init",
        "crypto_generichash_blake2b_salt_personal", "crypto_generichash_blake2b_update",
    ),
    "crypto_hash": (
        "crypto_hash", "crypto_hash_BYTES", "crypto_hash_sha256", "crypto_hash_sha256_BYTES", "crypto_hash_sha512",
        "crypto_hash_sha512_BYTES",
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
        "crypto_kx_server_session_keys",
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
        "nacl_bindings_pick_scrypt_params",
    ),
    "crypto_scalarmult": (
        "crypto_scalarmult", "crypto_scalarmult_BYTES", "crypto_scalarmult_SCALARBYTES", "crypto_scalarmult_base",
        "crypto_scalarmult_ed25519", "crypto_scalarmult_ed25519_BYTES", "crypto_scalarmult_ed25519_SCALARBYTES",
        "crypto_scalarmult_ed25519_base", "crypto_scalarmult_ed25519_base_noclamp", "crypto_scalarmult_ed25519_noclamp",
        "has_crypto_scalarmult_ed25519",
    ),
    "crypto_secretbox": (
        "crypto_secretbox", "crypto_secretbox_BOXZEROBYTES", "crypto_secretbox_KEYBYTES", "crypto_secretbox_MACBYTES",
        "crypto_secretbox_MESSAGEBYTES_MAX", "crypto_secretbox_NONCEBYTES", "crypto_secretbox_ZEROBYTES",
        "crypto_secretbox_easy", "crypto_secretbox_open", "crypto_secretbox_open_easy",
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
    ),
    "crypto_sign": (
        "crypto_sign", "crypto_sign_BYTES", "crypto_sign_PUBLICKEYBYTES", "crypto_sign_SECRETKEYBYTES",
        "crypto_sign_SEEDBYTES", "crypto_sign_ed25519_pk_to_curve25519", "crypto_sign_ed25519_sk_to_curve25519",
        "crypto_sign_ed25519_sk_to_pk", "crypto_sign_ed25519_sk_to_seed", "crypto_sign_ed25519ph_STATEBYTES",
        "crypto_sign_ed25519ph_final_create", "crypto_sign_ed25519ph_final_verify", "crypto_sign_ed25519ph_state",
        "crypto_sign_ed25519ph_update", "crypto_sign_keypair", "crypto_sign_open", "crypto_sign_seed_keypair",
    ),
    "randombytes": (
        "randombytes", "randombytes_buf_deterministic",
    ),
    "sodium_core": (
        "sodium_init",
    ),
    "utils": (
        "sodium_add", "sodium_increment", "sodium_memcmp", "sodium_pad", "sodium_unpad",
    ),
}
"""Family module -> the public names it gives this package, in PyNaCl's order."""
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
