"""The stream-cipher family (fast): Salsa20 with HSalsa20 and XSalsa20, ChaCha20 with HChaCha20 and XChaCha20.

Both ciphers are add-rotate-xor (ARX) designs on sixteen 32-bit words; `arx` holds everything they share (the lane
layouts, the bit-sliced layout, PyPy's word loop, the keystream XOR), and each cipher module gives it only its
rounds. Key, nonce and keystream words never steer a branch, an index or an int's size: see `arx`.
The family's one constant lives here, so that the API layer reaches it without importing the lane machinery.
"""

SIGMA = b"expand 32-byte k"
"""The 32-byte-key constant of both ciphers (Salsa20 spec section 10, RFC 8439 section 2.3)."""

__all__ = ["SIGMA"]
