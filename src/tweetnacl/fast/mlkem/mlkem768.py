"""placeholder"""
from tweetnacl.reference.mlkem import crypto_kem_mlkem768_dec, crypto_kem_mlkem768_enc_deterministic, crypto_kem_mlkem768_seed_keypair
__all__ = ["crypto_kem_mlkem768_dec", "crypto_kem_mlkem768_enc_deterministic", "crypto_kem_mlkem768_seed_keypair"]
