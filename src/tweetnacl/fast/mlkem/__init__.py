"""ML-KEM-768 (FIPS 203), fast: `mlkem768`. X-Wing is built over it in the API layer (`tweetnacl._api.kem`), for
both cores. (Not named `kem`: `tweetnacl.fast.kem` is the API object.)"""
