"""Shared test fixtures: the project root, ../shared (skipped when absent), and the
CLI run in process (``invoke``)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from typer.testing import Result

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
FIXTURES = Path(__file__).resolve().parent / "fixtures"

# Card data installed on this machine by `cardtools cards update` must not change what
# the tests see: every test (and every CLI it starts) gets a user data folder that does
# not exist (tests that install data set their own).
os.environ["CARDTOOLS_DATA_DIR"] = os.path.join(tempfile.gettempdir(),
                                                f"cardtools-tests-no-data-{os.getpid()}")
# Two runs compared in a test must make the same report: the report's time (to the
# second) is pinned, as reproducible builds pin it (tests of the time now set their own).
os.environ["SOURCE_DATE_EPOCH"] = "1767225600"


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


def invoke(*args: str, stdin: bytes | None = None) -> Result:
    """Run the CLI in process with ``args`` (and ``stdin`` as its standard input); an
    exception escaping it (a traceback) fails the test. Returns Click's ``Result``."""
    from typer.testing import CliRunner

    from cardtools.cli import app
    result = CliRunner().invoke(app, list(args), input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception))
    return result


def readme_prose(path: Path = ROOT / "README.md") -> str:
    """The Markdown file ``path`` (README.md by default) with every run of whitespace written
    as one space, as a reader sees its prose: a phrase the file wraps over two lines (or
    indents under a list item) is found whole by ``in``."""
    return " ".join(path.read_text("utf-8").split())


def csv_report_rows(text: str) -> list[list[str]]:
    """The rows of a CSV report as a spreadsheet reads them: its byte order mark first
    (fails the test without it), then RFC 4180 rows."""
    import csv
    import io

    assert text.startswith("\ufeff"), text[:40]
    return list(csv.reader(io.StringIO(text[1:], newline="")))
