"""`python -m tweetnacl.leakcheck [options]`: the same as `python -m tweetnacl leakcheck [options]` (see `cli.main`)."""

import sys

from tweetnacl.leakcheck.cli import main

sys.exit(main())
