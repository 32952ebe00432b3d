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


@pytest.mark.parametrize(("header", "separator", "last"), [
    # a word of absence about another thing than the finish: borderless, off-centre
    ("Quantité;Nom;Zone;Finition", ";", "Holographique sans bordure"),
    ("Cantidad,Nombre de la carta,Zone,Acabado", ",", "Foil sin bordes"),
    ("Anzahl;Kartenname;Zone;Foil", ";", "Foil ohne Rand"),
    ("Quantity,Name,Board,Holo", ",", "Holo Off-center"),
])
def test_a_finish_cell_with_a_word_of_absence_about_something_else_marks_holographic(
        header: str, separator: str, last: str, filler_cards: Path) -> None:
    """A denying word denies the finish only among the finish's own words (``sans holo``,
    ``Foil - Nein``): ``Holographique sans bordure`` is a borderless holographic copy (it
    was read as no holographic copy, a legal deck illegal)."""
    result = _check(_sheet(header, separator, last.split()[0], last), filler_cards)
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("header", "separator", "mark", "last"), [
    ("Quantité;Nom;Zone;Finition", ";", "Holographique", "Standard"),
    ("Quantity,Name,Board,Holo", ",", "oui", "non"),
    ("Quantity,Name,Board,Holo", ",", "oui", ""),
    # "without" or "not" and the foil's word, in the languages whose columns are read,
    # and a suffix of absence (each was read as the foil it names, the deck legal)
    ("Quantité;Nom;Zone;Finition", ";", "Holographique", "Sans holo"),
    ("Quantité;Nom;Zone;Finition", ";", "Holographique", "pas de holo"),
    ("Anzahl;Kartenname;Zone;Foil", ";", "Foil", "ohne Foil"),
    ("Anzahl;Kartenname;Zone;Foil", ";", "Foil", "kein Foil"),
    ("Cantidad,Nombre de la carta,Zone,Acabado", ",", "holo", "sin foil"),
    ("Quantity,Name,Board,Foil", ",", "foil", "senza foil"),
    ("Quantity,Name,Board,Foil", ",", "foil", "sem foil"),
    ("Quantity,Name,Board,Foil", ",", "foil", "without foil"),
    ("Quantity,Name,Board,Foil", ",", "foil", "w/o foil"),
    ("Quantity,Name,Board,Finish", ",", "holographic", "foil-free"),
    ("Quantity,Name,Board,Holo", ",", "holo", "holo-less"),
    # a no of another language, or of a yes-or-no column, after the foil's word
    ("Anzahl;Kartenname;Zone;Foil", ";", "Foil", "Foil - Nein"),
    ("Quantity,Name,Board,Holo", ",", "holo", "holo = 0"),
    ("Quantity,Name,Board,Finish", ",", "foil", "Foil (N)"),
    # a word for no card of the game data, or "never", after the foil's word
    ("Quantity,Name,Board,Foil", ",", "foil", "Foil - none"),
    ("Quantité;Nom;Zone;Finition", ";", "Holographique", "Holo - aucune"),
    ("Cantidad,Nombre de la carta,Zone,Acabado", ",", "holo", "foil - ninguno"),
    ("Quantité;Nom;Zone;Finition", ";", "Holographique", "holo - jamais"),
])
def test_a_row_not_marked_stays_an_error(header: str, separator: str, mark: str, last: str,
                                         filler_cards: Path) -> None:
    result = _check(_sheet(header, separator, mark, last), filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [("finish-required", 17, 3)]  # the last row


def _two_finish_sheet(header: str, marks: tuple[str, str], last: tuple[str, str]) -> str:
    rows = [",".join(("1", MAGE, "Mage", *marks))]
    rows += [",".join((str(count), name, "Deck", *marks)) for count, name in ascension_main()]
    rows[-1] = ",".join((*rows[-1].split(",")[:3], *last))
    return header + "\n" + "\n".join(rows) + "\n"


@pytest.mark.parametrize(("header", "marks", "last"), [
    ("Quantity,Name,Board,Foil,Finish", ("true", "foil"), ("true", "nonfoil")),
    ("Quantity,Name,Board,Foil,Finish", ("yes", "holographic"), ("yes", "standard")),
    ("Quantity,Name,Board,Foil,Printing", ("foil", ""), ("foil", "Normal")),
    ("Quantity,Name,Board,Holo,Foil", ("x", "x"), ("no", "foil")),
    # a plain finish's or a negation's word among others (each was holographic, legal)
    ("Quantity,Name,Board,Foil,Finish", ("true", "foil"), ("true", "normal finish")),
    ("Quantity,Name,Board,Foil,Finish", ("true", "foil"), ("true", "Finish: standard")),
    ("Quantity,Name,Board,Foil,Finish", ("yes", "holo"), ("yes", "holo - no")),
    ("Quantity,Name,Board,Foil,Printing", ("foil", ""), ("foil", "regular (MKM)")),
])
def test_finish_cells_that_contradict_each_other_mark_no_holographic_copy(
        header: str, marks: tuple[str, str], last: tuple[str, str],
        filler_cards: Path) -> None:
    # one finish column says holographic, another of the same row says not: the copies
    # are not known to be holographic (they were, the deck legal)
    result = _check(_two_finish_sheet(header, marks, last), filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [("finish-required", 17, 3)]  # the last row


@pytest.mark.parametrize("marks", [("foil", "MKM"), ("", "foil"), ("true", "Foil")])
def test_a_finish_cell_beside_a_set_code_or_an_empty_cell_still_marks_holographic(
        marks: tuple[str, str], filler_cards: Path) -> None:
    # TappedOut's Printing holds a set code beside its Foil column: no contradiction
    result = _check(_two_finish_sheet("Quantity,Name,Board,Foil,Printing", marks, marks),
                    filler_cards)
    assert (result.status, [v.rule for v in result.violations if v.severity != "info"]) == (
        "legal", [])


def _moxfield(last: dict[str, object]) -> str:
    import json

    def entry(count: int, name: str, finish: dict[str, object]) -> dict[str, object]:
        return {"quantity": count, "card": {"name": name}, **finish}

    agreed: dict[str, object] = {"isFoil": True, "finish": "foil"}
    main = ascension_main()
    cards = {f"c{at}": entry(count, name, last if at == len(main) - 1 else agreed)
             for at, (count, name) in enumerate(main)}
    return json.dumps({"boards": {"mage": {"cards": {"m": entry(1, MAGE, agreed)}},
                                  "mainboard": {"cards": cards}}}, indent=1)


@pytest.mark.parametrize(("last", "rules"), [
    ({"isFoil": True, "finish": "foil"}, []),
    ({"finish": "foil"}, []),
    ({"isFoil": True}, []),
    ({"isFoil": True, "finish": "nonFoil"}, ["finish-required"]),
    ({"isFoil": False, "finish": "foil"}, ["finish-required"]),
    # etched is no holographic finish (MageTCG's cards have standard and holographic
    # ones): as the text reader's *E*, *f-etch* and (etched), and a CSV cell etched, it
    # marks no holographic copy, whatever isFoil says (it was holographic, legal)
    ({"isFoil": False, "finish": "etched"}, ["finish-required"]),
    ({"isFoil": True, "finish": "etched"}, ["finish-required"]),
    ({"isFoil": True, "finish": "foil_etched"}, ["finish-required"]),
    ({"isFoil": False}, ["finish-required"]),
    # a plain finish among other words, or given as a list (each was holographic, legal)
    ({"isFoil": True, "finish": "normal finish"}, ["finish-required"]),
    ({"isFoil": True, "finish": ["nonfoil"]}, ["finish-required"]),
    # the game data's regular_finish_words, one list for the text reader's marks too
    # (*F* (nonholo)): each was a foil's finish, holographic, legal
    ({"isFoil": True, "finish": "nonholo"}, ["finish-required"]),
    ({"isFoil": True, "finish": "Unfoiled"}, ["finish-required"]),
    # isFoil written as text or a number, as a script writes it (it was ignored: each
    # was holographic, legal)
    ({"isFoil": "false", "finish": "foil"}, ["finish-required"]),
    ({"isFoil": "no", "finish": "foil"}, ["finish-required"]),
    ({"isFoil": 0, "finish": "foil"}, ["finish-required"]),
    ({"isFoil": "true", "finish": "foil"}, []),
    ({"isFoil": "true"}, []),
])
def test_a_moxfield_cards_isfoil_and_finish_must_agree_to_mark_it_holographic(
        last: dict[str, object], rules: list[str], filler_cards: Path) -> None:
    options = CheckOptions(format_id=SPEAKEASY, card_files=[CARDS, filler_cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    result = Checker(options).check_bytes(_moxfield(last).encode(), "deck.json")
    assert [v.rule for v in result.violations if v.severity == "error"] == rules
    assert result.zones == {"mage": 1, "main": 59}


@pytest.mark.parametrize(("finish", "word"), [("foil (need)", "need"), ("want foil", "want"),
                                              ("holo (have 0)", "have"),
                                              ("foil - missing", "missing")])
def test_a_moxfield_cards_finish_beside_a_word_of_lacking_is_not_known(
        finish: str, word: str, filler_cards: Path) -> None:
    """A card object's finish beside words saying its copies are lacked, wanted or
    counting those held (``markers.lacked_finish``) says not which copies are
    holographic, as the text reader's ``*F* (need)``: a ``parse-error``, the card (3
    copies) not read (each was holographic, legal)."""
    options = CheckOptions(format_id=SPEAKEASY, card_files=[CARDS, filler_cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    result = Checker(options).check_bytes(
        _moxfield({"isFoil": True, "finish": finish}).encode(), "deck.json")
    lacked = [v for v in result.violations if v.rule == "parse-error"]
    assert [v.message for v in lacked] == [
        f"finish '{finish}' says its copies are not all held ('{word}'): which copies are "
        "holographic is not known (give the held holographic copies' finish alone, foil)"]
    assert result.status == "illegal"
    assert result.zones == {"mage": 1, "main": 56}


@pytest.mark.parametrize(("header", "separator", "mark"), [
    # the finish under titles of finish words, in the languages of the game data (the
    # bundled cards/magetcg/template.csv titles it "finishes"): each was no column, every
    # copy not holographic, a legal deck refused
    ("Quantity,Name,Board,Finishes", ",", "holographic"),
    ("Quantité;Nom;Zone;Finitions", ";", "Holographique"),
    ("Quantity,Name,Board,Holographique", ",", "oui"),
    ("Quantity,Name,Board,Holo Foil", ",", "yes"),
    ("Quantity,Name,Board,Foil Type", ",", "Holo"),
    ("Quantity,Name,Board,Finish Type", ",", "Holographic"),
    ("Cantidad,Nombre de la carta,Zone,Holográfica", ",", "sí"),
    ("Anzahl;Kartenname;Zone;Holografisch", ";", "ja"),
    ("Quantità;Nome;Zone;Olografica", ";", "x"),
])
def test_a_finish_column_titled_by_finish_words_marks_holographic_copies(
        header: str, separator: str, mark: str, filler_cards: Path) -> None:
    result = _check(_sheet(header, separator, mark), filler_cards)
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    assert result.zones == {"mage": 1, "main": 59}


@pytest.mark.parametrize(("header", "mark", "rule", "message"), [
    ("Quantity,Name,Board,Sparkle", "holo", "parse-error",
     "column 'Sparkle' names a holographic finish, but is no finish column (Finish, Foil, "
     "Holo): its copies were read as not holographic"),
    ("Quantity,Name,Board,Sparkle", "oui", "reading",
     "column 'Sparkle' says yes on some rows, but is no column cardtools reads: if it marks "
     "holographic copies, title it Finish"),
])
def test_an_unread_column_of_finish_words_is_said(header: str, mark: str, rule: str,
                                                  message: str, filler_cards: Path) -> None:
    result = _check(_sheet(header, ",", mark), filler_cards)
    assert result.status == "illegal"
    assert [(v.line, v.message) for v in result.violations if v.rule == rule
            and v.message.startswith("column")] == [(1, message)]
    unmarked = [v for v in result.violations if v.rule == "finish-required"]
    assert len(unmarked) == 16  # every row, the Mage's too
    assert unmarked[0].hint == (
        "mark holographic copies in a finish column (Finish, Foil, Holo: yes), or give their "
        "copies in a holographic quantity column (Holo Qty), if they are")


def _split_sheet(header: str, regular: int, holographic: int, last: tuple[int, int]) -> str:
    rows = [f"{MAGE},Mage,{regular},{holographic}"]
    rows += [f"{name},Deck,{count * regular},{count * holographic}"
             for count, name in ascension_main()]
    name = rows[-1].split(",")[0]
    rows[-1] = f"{name},Deck,{last[0]},{last[1]}"
    return header + "\n" + "\n".join(rows) + "\n"


@pytest.mark.parametrize("header", [
    "Name,Section,Reg Qty,Foil Qty", "Name,Section,Regular Qty,Holo Qty",
    "Name,Section,Qty,Holo Qty", "Name,Section,Normal,Holo",
    "Name,Section,Non-Holo Qty,Holo Qty", "Name,Section,Count,Holo Count",
    "Name,Section,Quantité,Quantité holo", "Name,Section,Quantity,Foil Quantity",
])
def test_a_holographic_quantity_column_gives_holographic_copies(
        header: str, filler_cards: Path) -> None:
    # every row's copies in the holographic column: each was dropped (no card read) or
    # read as one copy not holographic
    last = ascension_main()[-1][0]
    result = _check(_split_sheet(header, 0, 1, (0, last)), filler_cards)
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    assert result.zones == {"mage": 1, "main": 59}


@pytest.mark.parametrize("header", [
    "Name,Section,Qty,Holo Qty", "Name,Section,Count,Holo Count",
    "Name,Section,Quantité,Quantité holo", "Name,Section,Quantity,Foil Quantity",
    "Name,Section,Normal,Holo",
])
def test_a_holographic_quantity_column_adds_to_the_count(header: str,
                                                          filler_cards: Path) -> None:
    # the last row's 3 regular and 2 holographic copies are 5 (the 2 were dropped unsaid)
    result = _check(_split_sheet(header, 1, 0, (3, 2)), filler_cards)
    assert result.zones == {"mage": 1, "main": 61}
    assert ("copy-limit", 17) in [(v.rule, v.line) for v in result.violations
                                  if v.severity == "error"]
