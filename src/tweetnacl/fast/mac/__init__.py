"""The one-time and short-input authenticators (fast): Poly1305 (NaCl's crypto_onetimeauth, RFC 8439 section 2.5)
and SipHash-2-4 (libsodium's crypto_shorthash). Keys and the accumulator never steer a branch, an index or an
int's size; tags are compared with `hmac.compare_digest` by the constructions that check them.
"""
