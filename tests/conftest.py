"""One suite over both implementations: the `nacl` fixture is `tweetnacl.reference` and `tweetnacl.fast`.

The reference is slow: tests keep their reference cases small and put heavy cases behind the
`fast_only` fixture or the `slow` marker (which run on `fast` only).
"""

from __future__ import annotations

import types

import pytest

import tweetnacl
import tweetnacl.fast
import tweetnacl.reference

IMPLEMENTATIONS = {"reference": tweetnacl.reference, "fast": tweetnacl.fast}


@pytest.fixture(params=list(IMPLEMENTATIONS), ids=list(IMPLEMENTATIONS))
def nacl(request: pytest.FixtureRequest) -> types.ModuleType:
    """Each implementation in turn."""
    return IMPLEMENTATIONS[request.param]


@pytest.fixture
def is_reference(nacl: types.ModuleType) -> bool:
    """True while the test runs on the (slow) reference: use it to size cases."""
    return nacl is tweetnacl.reference


@pytest.fixture
def fast_nacl() -> types.ModuleType:
    """The fast implementation only, for heavy cases."""
    return tweetnacl.fast


@pytest.fixture
def ref_nacl() -> types.ModuleType:
    return tweetnacl.reference
