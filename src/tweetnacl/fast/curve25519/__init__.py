"""The Curve25519 family (fast): the field mod p, scalars mod L, X25519's Montgomery ladder, the edwards25519 group
and Ed25519 signatures (RFC 7748, RFC 8032), and libsodium's edwards25519 group API. Secret scalars and points
go through constant-time code; what sees only public data is variable time and says so (`*_vartime`).
"""
