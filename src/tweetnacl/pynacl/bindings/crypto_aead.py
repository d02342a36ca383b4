"""`nacl.bindings.crypto_aead`: ChaCha20, AEGIS and AES-GCM are not NaCl primitives: unavailable.

The size constants keep their libsodium values, so code that only reads them still works."""

from __future__ import annotations

from tweetnacl.pynacl._support import unavailable

crypto_aead_chacha20poly1305_ietf_KEYBYTES: int = 32
crypto_aead_chacha20poly1305_ietf_NSECBYTES: int = 0
crypto_aead_chacha20poly1305_ietf_NPUBBYTES: int = 12
crypto_aead_chacha20poly1305_ietf_ABYTES: int = 16
crypto_aead_chacha20poly1305_ietf_MESSAGEBYTES_MAX: int = 274877906880
crypto_aead_chacha20poly1305_ietf_encrypt = unavailable("crypto_aead_chacha20poly1305_ietf_encrypt", "ChaCha20-Poly1305-IETF AEAD")
crypto_aead_chacha20poly1305_ietf_decrypt = unavailable("crypto_aead_chacha20poly1305_ietf_decrypt", "ChaCha20-Poly1305-IETF AEAD")

crypto_aead_chacha20poly1305_KEYBYTES: int = 32
crypto_aead_chacha20poly1305_NSECBYTES: int = 0
crypto_aead_chacha20poly1305_NPUBBYTES: int = 8
crypto_aead_chacha20poly1305_ABYTES: int = 16
crypto_aead_chacha20poly1305_MESSAGEBYTES_MAX: int = 18446744073709551599
crypto_aead_chacha20poly1305_encrypt = unavailable("crypto_aead_chacha20poly1305_encrypt", "ChaCha20-Poly1305 AEAD")
crypto_aead_chacha20poly1305_decrypt = unavailable("crypto_aead_chacha20poly1305_decrypt", "ChaCha20-Poly1305 AEAD")

crypto_aead_xchacha20poly1305_ietf_KEYBYTES: int = 32
crypto_aead_xchacha20poly1305_ietf_NSECBYTES: int = 0
crypto_aead_xchacha20poly1305_ietf_NPUBBYTES: int = 24
crypto_aead_xchacha20poly1305_ietf_ABYTES: int = 16
crypto_aead_xchacha20poly1305_ietf_MESSAGEBYTES_MAX: int = 18446744073709551599
crypto_aead_xchacha20poly1305_ietf_encrypt = unavailable("crypto_aead_xchacha20poly1305_ietf_encrypt", "XChaCha20-Poly1305-IETF AEAD")
crypto_aead_xchacha20poly1305_ietf_decrypt = unavailable("crypto_aead_xchacha20poly1305_ietf_decrypt", "XChaCha20-Poly1305-IETF AEAD")

crypto_aead_aegis256_KEYBYTES: int = 32
crypto_aead_aegis256_NSECBYTES: int = 0
crypto_aead_aegis256_NPUBBYTES: int = 32
crypto_aead_aegis256_ABYTES: int = 32
crypto_aead_aegis256_MESSAGEBYTES_MAX: int = 2305843009213693951
crypto_aead_aegis256_encrypt = unavailable("crypto_aead_aegis256_encrypt", "AEGIS-256 AEAD")
crypto_aead_aegis256_decrypt = unavailable("crypto_aead_aegis256_decrypt", "AEGIS-256 AEAD")

crypto_aead_aegis128l_KEYBYTES: int = 16
crypto_aead_aegis128l_NSECBYTES: int = 0
crypto_aead_aegis128l_NPUBBYTES: int = 16
crypto_aead_aegis128l_ABYTES: int = 32
crypto_aead_aegis128l_MESSAGEBYTES_MAX: int = 2305843009213693951
crypto_aead_aegis128l_encrypt = unavailable("crypto_aead_aegis128l_encrypt", "AEGIS-128L AEAD")
crypto_aead_aegis128l_decrypt = unavailable("crypto_aead_aegis128l_decrypt", "AEGIS-128L AEAD")

crypto_aead_aes256gcm_KEYBYTES: int = 32
crypto_aead_aes256gcm_NSECBYTES: int = 0
crypto_aead_aes256gcm_NPUBBYTES: int = 12
crypto_aead_aes256gcm_ABYTES: int = 16
crypto_aead_aes256gcm_MESSAGEBYTES_MAX: int = 68719476704
crypto_aead_aes256gcm_encrypt = unavailable("crypto_aead_aes256gcm_encrypt", "AES-256-GCM AEAD")
crypto_aead_aes256gcm_decrypt = unavailable("crypto_aead_aes256gcm_decrypt", "AES-256-GCM AEAD")
