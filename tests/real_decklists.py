"""Judging the real, dated decklists of ``../shared/data/mtg`` (helpers for the tests and
for a report by hand: ``python -m tests.real_decklists``)."""

from __future__ import annotations

import csv
import datetime as dt
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "mtg"
#: The dated samples: folder -> its manifest.
SAMPLES = ("decklists-2024-2026", "decklists-2020-2021", "decklists-duel-commander",
           "decklists-premodern")


def manifest(sample: str) -> list[dict[str, str]]:
    """The rows of a sample's ``manifest.csv`` (file, format, date, ...)."""
    with (DATA / sample / "manifest.csv").open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _format_id(written: str) -> str:
    """A manifest's format: ``mtg/duel-commander`` or a bare ``modern``."""
    return written if "/" in written else f"mtg/{written}"


def judge(sample: str) -> Iterator[tuple[dict[str, str], DeckResult]]:
    """Each deck of ``sample`` judged in its format as of its event date."""
    checkers: dict[tuple[str, str], Checker] = {}
    for row in manifest(sample):
        key = (row["format"], row["date"])
        checker = checkers.get(key)
        if checker is None:
            checker = checkers[key] = Checker(CheckOptions(
                format_id=_format_id(row["format"]), as_of=dt.date.fromisoformat(row["date"]),
                use_config=False))
        yield row, checker.check_path(str(DATA / sample / row["file"]))


_CARD_LINE = re.compile(r"^\s*(\d+)\s+(.+?)\s*$")


def first_played(samples: tuple[str, ...] = SAMPLES) -> dict[str, dict[str, dt.date]]:
    """Per format id (``mtg/legacy``), each card name as the real decks write it -> the
    first event day a deck of that format played it (so it was legal then)."""
    found: dict[str, dict[str, dt.date]] = {}
    for sample in samples:
        for row in manifest(sample):
            day = dt.date.fromisoformat(row["date"])
            names = found.setdefault(_format_id(row["format"]), {})
            text = (DATA / sample / row["file"]).read_text("utf-8")
            for line in text.splitlines():
                match = None if line.startswith("#") else _CARD_LINE.match(line)
                if match and (match.group(2) not in names or day < names[match.group(2)]):
                    names[match.group(2)] = day
    return found


def main() -> int:
    """Print every deck that is not legal on its date, with its errors."""
    failed = 0
    for sample in sys.argv[1:] or SAMPLES:
        for row, result in judge(sample):
            if result.status != "legal":
                failed += 1
                print(f"{sample}/{row['file']} {row['format']} {row['date']}: {result.status}")
                for v in result.violations:
                    if v.severity == "error":
                        print(f"    {v.line}: [{v.rule}] {v.message}")
    print(f"{failed} not legal")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
