"""The authenticated-encryption constructions (fast), each a stream or block cipher with a MAC:
secretbox (XSalsa20-Poly1305, NaCl), the ChaCha20-Poly1305 AEADs (RFC 8439, IETF and XChaCha20), libsodium's
secretstream, and AEGIS-128L / AEGIS-256 on the bit-sliced AES round (`aes`). Every open checks the tag with
`hmac.compare_digest` before anything is decrypted.
"""
