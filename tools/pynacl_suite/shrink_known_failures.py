"""Delete from known_failures.txt the tests that no longer fail.

    PYNACL_SUITE_WRITE_FAILURES=/tmp/failed.txt PYNACL_SUITE_KNOWN_FAILURES=/dev/null tools/pynacl_suite/run.sh
    python tools/pynacl_suite/shrink_known_failures.py /tmp/failed.txt

Comments and order are kept. Tests that fail but are not listed are printed, not added: a new
failure is a regression to fix, or (for a feature still missing) a line to add by hand with its reason.
"""

from __future__ import annotations

import sys
from pathlib import Path

KNOWN = Path(__file__).with_name("known_failures.txt")


def main(failed_path: str) -> int:
    failed = {line.strip() for line in Path(failed_path).read_text(encoding="utf-8").splitlines() if line.strip()}
    kept: list[str] = []
    listed: set[str] = set()
    removed = 0
    for line in KNOWN.read_text(encoding="utf-8").splitlines():
        node_id = line.strip()
        if node_id and not node_id.startswith("#"):
            listed.add(node_id)
            if node_id not in failed:
                removed += 1
                continue
        kept.append(line)
    KNOWN.write_text("\n".join(kept) + "\n", encoding="utf-8")
    print(f"removed {removed} tests that pass now; {len(listed) - removed} still listed")
    unlisted = sorted(failed - listed)
    for node_id in unlisted:
        print(f"fails but not listed: {node_id}")
    return 1 if unlisted else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
