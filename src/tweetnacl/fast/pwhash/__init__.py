"""Password hashing (fast, libsodium's crypto_pwhash): Argon2i and Argon2id (RFC 9106) and scrypt (RFC 7914, on
`hashlib.scrypt`). The password and the memory it fills never steer a branch or an int's size; Argon2i's
reference positions follow only public parameters.
"""
