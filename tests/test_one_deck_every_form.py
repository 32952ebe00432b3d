"""One deck in every form cardtools reads gets one verdict: a split card's name written
with another tool's ``&`` for its ``//`` (``Wear & Tear``), read as that card in a text
list and a CSV name cell, is that card in every other tool's name field too (an MTGO or
Cockatrice element, an OCTGN card, a Forge or XMage line, a YAML or JSON item): it was an
unknown card there alone, so the same fifth copy was a ``copy-limit`` error in one form
and an ``unknown-card`` in another, and ``cardtools read`` of such a file changed the
verdict. Each check asserts the status, the rule, the message and the line."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: A Modern deck of 60 cards: four Wear // Tear, one more written with an ampersand.
MAIN = [(4, "Wear // Tear"), (4, "Lightning Bolt"), (51, "Mountain"), (1, "Wear & Tear")]
SIDE = [(15, "Island")]


def _xml_name(name: str) -> str:
    return name.replace("&", "&amp;")


def _forms() -> dict[str, tuple[str, int]]:
    """The deck in each form, with the line of its ``Wear & Tear``."""
    last = len(MAIN)
    text = "\n".join(f"{count} {name}" for count, name in MAIN)
    side = "\n".join(f"{count} {name}" for count, name in SIDE)
    dek = "".join(f'  <Cards CatID="1" Quantity="{count}" Sideboard="{str(zone).lower()}" '
                  f'Name="{_xml_name(name)}" />\n'
                  for zone, cards in ((False, MAIN), (True, SIDE)) for count, name in cards)
    cod = "".join(f'<zone name="{zone}">\n' + "".join(
        f'<card number="{count}" name="{_xml_name(name)}"/>\n' for count, name in cards)
        + "</zone>\n" for zone, cards in (("main", MAIN), ("side", SIDE)))
    o8d = "".join(f'<section name="{zone}">\n' + "".join(
        f'<card qty="{count}" id="0">{_xml_name(name)}</card>\n' for count, name in cards)
        + "</section>\n" for zone, cards in (("Main", MAIN), ("Sideboard", SIDE)))
    structured = {"deck": [{"name": name, "count": count} for count, name in MAIN],
                  "side": [{"name": name, "count": count} for count, name in SIDE]}
    return {
        "deck.txt": (f"Deck\n{text}\n\nSideboard\n{side}\n", 1 + last),
        "deck.csv": ("Count,Name,Board\n" + "".join(
            f'{count},"{name}",{board}\n' for board, cards in (("main", MAIN), ("side", SIDE))
            for count, name in cards), 1 + last),
        "forge.dck": ("[metadata]\nName=Burn\n[Main]\n" + "".join(
            f"{count} {name}|XXX\n" for count, name in MAIN) + "[Sideboard]\n" + "".join(
            f"{count} {name}|XXX\n" for count, name in SIDE), 3 + last),
        "xmage.dck": ("NAME:Burn\n" + "".join(f"{count} [XXX:1] {name}\n" for count, name in MAIN)
                      + "".join(f"SB: {count} [XXX:1] {name}\n" for count, name in SIDE),
                      1 + last),
        "deck.dek": (f'<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n{dek}</Deck>\n',
                     2 + last),
        "deck.cod": ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
                     f"{cod}</cockatrice_deck>\n", 3 + last),
        "deck.o8d": (f'<?xml version="1.0" encoding="utf-8"?>\n<deck>\n{o8d}</deck>\n',
                     3 + last),
        "deck.json": (json.dumps(structured, indent=1), 0),
        "deck.yaml": ("deck:\n" + "".join(f'  - {{name: "{name}", count: {count}}}\n'
                                          for count, name in MAIN) + "side:\n" + "".join(
            f"  - {{name: {name}, count: {count}}}\n" for count, name in SIDE), 1 + last),
    }


def _check(text: str, path: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2024, 6, 1),
                                   use_config=False))
    return checker.check_bytes(text.encode(), path)


@pytest.mark.parametrize("path", list(_forms()))
def test_a_split_card_written_with_an_ampersand_is_that_card_in_every_form(path: str) -> None:
    text, line = _forms()[path]
    result = _check(text, path)
    # the fifth copy is quoted as written, on the line of each form's own writing
    errors = [(v.rule, re.sub(r" on line \d+\)$", ")", v.message))
              for v in result.violations if v.severity == "error"]
    assert (result.status, result.zones, errors) == (
        "illegal", {"main": 60, "side": 15},
        [("copy-limit", "5 copies of Wear // Tear; at most 4 (written 'Wear & Tear')")])
    notes = [(v.message, v.line) for v in result.violations if v.rule == "reading"]
    said = "no card is named 'Wear & Tear': read as 1 Wear // Tear"
    if line:  # a JSON item has no line of its own
        assert (said, line) in notes
    else:
        assert said in [message for message, _ in notes]


@pytest.mark.parametrize("path", ["forge.dck", "deck.dek", "deck.yaml"])
def test_a_name_of_no_card_in_another_tools_field_stays_an_unknown_card(path: str) -> None:
    """A name no reading makes a card stays the unknown card as written."""
    text, line = _forms()[path]
    result = _check(text.replace("Wear &amp; Tear", "Wear &amp; Tearr").replace(
        "Wear & Tear", "Wear & Tearr"), path)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", "unknown card 'Wear & Tearr'", line)]


@pytest.mark.parametrize("printing", ["(\u0415LD) 197", "(\uff25\uff2c\uff24) \uff11\uff19\uff17",
                                      "*\uff26*", "(ELD) 1\u041e\u041e"])
@pytest.mark.parametrize("section", ["Deck", "Tokens"])
def test_a_set_code_number_or_finish_written_with_look_alikes_is_cut_from_the_name(
        printing: str, section: str) -> None:
    """A set code, a collector number or a finish mark written with look-alike letters
    or full-width characters (a Cyrillic E in ``(ELD)``, ``*F*`` in full width, a number
    of Cyrillic O's) is cut from the name as the plain one is: the banned card is banned,
    in the deck and under Tokens (there it named no card, a token's name, left out and
    the deck legal; in the deck an unknown card)."""
    text = ("Deck\n4 Lightning Bolt\n56 Mountain\n"
            + ("" if section == "Deck" else "\nTokens\n")
            + f"1 Oko, Thief of Crowns {printing}\n")
    result = _check(text, "deck.txt")
    line = 4 if section == "Deck" else 6
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", line)]


def test_a_full_width_finish_mark_marks_the_copies_holographic() -> None:
    result = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2024, 6, 1),
                                  use_config=False, include_deck=True)).check_bytes(
        "Deck\n56 Mountain\n4 Lightning Bolt *\uff26*\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert result.deck is not None
    assert [(entry.card.name if entry.card else None, entry.line.holographic)
            for entry in result.deck.entries] == [
        ("Mountain", False), ("Lightning Bolt", True)]
