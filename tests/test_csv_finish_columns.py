"""A MageTCG Speakeasy deck kept in a spreadsheet whose finish column is named in
French (``Finition``, its cells ``Holographique``) or ``Holo`` (its cells ``oui``, ``x``,
a check mark): the copies are holographic (the column was read as no column, or its
``oui`` as no: every copy not holographic, a legal deck illegal). A copy whose cell says
no stays an error on its row.

Rules: MageTCG rules, Game Variants: Speakeasy (holographic cards only).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from tests.test_magetcg import CARDS, WITHIN_THE_DATA, ascension_main, filler_cards

__all__ = ["filler_cards"]  # a fixture of tests.test_magetcg this module's tests use

SPEAKEASY = "magetcg/ascension+speakeasy"
MAGE = "Iconic Lantern Sage"


def _sheet(header: str, separator: str, mark: str, last: str | None = None) -> str:
    rows = [separator.join(("1", MAGE, "Mage", mark))]
    rows += [separator.join((str(count), name, "Deck", mark))
             for count, name in ascension_main()]
    if last is not None:
        rows[-1] = rows[-1].rsplit(separator, 1)[0] + separator + last
    return header + "\n" + "\n".join(rows) + "\n"


def _check(text: str, filler_cards: Path):  # type: ignore[no-untyped-def]
    options = CheckOptions(format_id=SPEAKEASY, card_files=[CARDS, filler_cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    return Checker(options).check_bytes(text.encode(), "deck.csv")


@pytest.mark.parametrize(("header", "separator", "mark"), [
    ("Quantité;Nom;Zone;Finition", ";", "Holographique"),
    ("Quantité;Nom;Catégorie;Finition", ";", "holo"),
    ("Cantidad,Nombre de la carta,Zone,Acabado", ",", "holo"),
    ("Quantity,Name,Board,Holo", ",", "oui"),
    ("Quantity,Name,Board,Holo", ",", "x"),
    ("Quantity,Name,Board,Holographic", ",", "\u2713"),
])
def test_a_finish_column_in_another_language_marks_holographic_copies(
        header: str, separator: str, mark: str, filler_cards: Path) -> None:
    result = _check(_sheet(header, separator, mark), filler_cards)
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    assert result.zones == {"mage": 1, "main": 59}


@pytest.mark.parametrize(("header", "separator", "mark", "last"), [
    ("Quantité;Nom;Zone;Finition", ";", "Holographique", "Standard"),
    ("Quantity,Name,Board,Holo", ",", "oui", "non"),
    ("Quantity,Name,Board,Holo", ",", "oui", ""),
])
def test_a_row_not_marked_stays_an_error(header: str, separator: str, mark: str, last: str,
                                         filler_cards: Path) -> None:
    result = _check(_sheet(header, separator, mark, last), filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [("finish-required", 17, 3)]  # the last row
