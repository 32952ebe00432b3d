"""Shared test fixtures: the project root, and ../shared (skipped when absent)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
FIXTURES = Path(__file__).resolve().parent / "fixtures"

# Card data installed on this machine by `cardtools cards update` must not change what
# the tests see: every test (and every CLI it starts) gets a user data folder that does
# not exist (tests that install data set their own).
os.environ["CARDTOOLS_DATA_DIR"] = os.path.join(tempfile.gettempdir(),
                                                f"cardtools-tests-no-data-{os.getpid()}")


@pytest.fixture
def shared() -> Path:
    """The ``../shared`` folder beside the project; skips the test when it is absent."""
    if not (SHARED / "cases" / "manifest.yaml").is_file():
        pytest.skip("../shared is not beside the project")
    return SHARED


@pytest.fixture
def fixtures() -> Path:
    """The project's own test fixtures folder."""
    return FIXTURES
