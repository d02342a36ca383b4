"""`python -m tweetnacl.bench [options]`: the same command as `python -m tweetnacl bench [options]`.

Secrets: the benchmark measures public and secret sample inputs alike and never asserts a speed.
"""

import sys

from tweetnacl.bench.cli import main

if __name__ == "__main__":
    sys.exit(main())
