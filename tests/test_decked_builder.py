"""Decked Builder's ``.dec`` files write a ``///mvid:... qty:4 name:X loc:Deck`` line above
each card line: Decked Builder reads it, other tools read it as a comment. Such a line
alone (``///mvid:0 qty:1 name:Black Lotus loc:Deck``) was a comment, the banned card
unsaid and the deck legal; now a line the card line below it does not repeat is a
``parse-error``, and a file whose lines agree is read as before. Its fields are read in any
order and ``loc:`` may be left out (a line of no ``loc:`` or of its fields reordered was a
comment); a ``///mvid`` line giving no copies and card is a ``parse-error`` too."""

from __future__ import annotations

from tests.test_real_deck_forms import MAIN, SIDE, check


def _dec(extra: str = "") -> str:
    rows = ["// Deck file created with Decked Builder", "// NAME: Lurrus Burn"]
    for count, name in MAIN:
        rows += [f"///mvid:0 qty:{count} name:{name} loc:Deck", f"{count} {name}"]
    for count, name in SIDE:
        rows += [f"///mvid:0 qty:{count} name:{name} loc:SideBoard", f"SB: {count} {name}"]
    return "\r\n".join(rows) + "\r\n" + extra


def _errors(text: str) -> list[tuple[str, int | None, str]]:
    return [(v.rule, v.line, v.message) for v in check(text, ".dec").violations
            if v.severity == "error"]


def test_a_decked_builder_file_is_read_as_its_card_lines() -> None:
    result = check(_dec(), ".dec")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


def test_a_printing_line_alone_is_an_error() -> None:
    assert _errors(_dec("///mvid:0 qty:1 name:Black Lotus loc:Deck\r\n")) == [(
        "parse-error", 39, "Decked Builder's line says 1 Black Lotus in the deck (loc:Deck), "
        "but the card line below it does not: Decked Builder reads this line and other "
        "tools the card lines, so one of them counts a card the other does not")]


def test_a_printing_line_of_other_copies_card_or_zone_is_an_error() -> None:
    text = _dec().replace("qty:4 name:Lava Spike", "qty:3 name:Lava Spike").replace(
        "name:Rift Bolt loc:Deck", "name:Black Lotus loc:Deck").replace(
        "name:Path to Exile loc:SideBoard", "name:Path to Exile loc:Deck")
    assert [(rule, line) for rule, line, _ in _errors(text)] == [
        ("parse-error", 5), ("parse-error", 7), ("parse-error", 31)]


def test_a_split_cards_printing_line_agrees_with_its_card_line() -> None:
    text = _dec("///mvid:0 qty:1 name:Fire // Ice loc:SideBoard\r\nSB: 1 Fire // Ice\r\n")
    assert _errors(text) == [
        ("zone-size", 30, "Sideboard: 16 cards; at most 15"),
        ("card-pool", 40, "Fire // Ice is not in the card pool of Modern on 2021-06-01: not "
         "yet: first in the pool with Modern Horizons 2 (MH2), released 2021-06-18 (printed "
         "earlier in sets before the pool's start: Apocalypse (APC))")]


_DISAGREES = ("but the card line below it does not: Decked Builder reads this line and "
              "other tools the card lines, so one of them counts a card the other does not")


def test_a_printing_line_without_loc_is_compared_without_its_zone() -> None:
    text = _dec().replace(" loc:Deck", "").replace(" loc:SideBoard", "")
    assert _errors(text) == []
    assert _errors(text + "///mvid:9 qty:1 name:Black Lotus\r\n") == [
        ("parse-error", 39, f"Decked Builder's line says 1 Black Lotus, {_DISAGREES}")]


def test_a_printing_lines_fields_are_read_in_any_order() -> None:
    text = _dec().replace("qty:4 name:Lava Spike loc:Deck", "name:Lava Spike loc:Deck qty:4")
    assert _errors(text) == []
    assert _errors(_dec("///mvid:9 name:Black Lotus qty:1 loc:Deck\r\n")) == [
        ("parse-error", 39,
         f"Decked Builder's line says 1 Black Lotus in the deck (loc:Deck), {_DISAGREES}")]


def test_a_printing_line_of_an_unknown_zone_is_an_error() -> None:
    text = _dec().replace("name:Lava Spike loc:Deck", "name:Lava Spike loc:Deck (Main)")
    assert _errors(text) == [("parse-error", 5, "Decked Builder's line says 4 Lava Spike "
                              f"(loc:Deck (Main)), {_DISAGREES}")]


def test_a_printing_line_without_copies_and_card_is_an_error() -> None:
    message = ("Decked Builder's line gives no copies and card (qty:N name:Card): Decked "
               "Builder reads this line and other tools the card line below it, so one of "
               "them may count a card the other does not")
    for line in ("///mvid:9", "///mvid:9 qty:1", "///mvid:9 name:Black Lotus",
                 "///mvid:9 qty:one name:Black Lotus", "///mvid:9 qty:1 qty:4 name:Ponder",
                 "///mvid 9 Black Lotus"):
        assert _errors(_dec(line + "\r\n")) == [("parse-error", 39, message)], line


def test_a_split_or_double_faced_card_written_whole_on_one_line_and_by_its_front_on_the_other(
        ) -> None:
    """Decked Builder writes a split or double-faced card whole, another tool by its front
    (``Fire // Ice`` over ``Fire``, ``Delver of Secrets`` over
    ``Delver of Secrets/Insectile Aberration``): one card, no disagreement (each was a
    ``parse-error``, a legal deck illegal); a line naming only a part of another card's
    name (``Black Lotus`` over ``Black``) still disagrees."""
    extra = ("///mvid:0 qty:1 name:Brazen Borrower // Petty Theft loc:Deck\r\n"
             "1 Brazen Borrower\r\n"
             "///mvid:0 qty:1 name:Delver of Secrets loc:Deck\r\n"
             "1 Delver of Secrets/Insectile Aberration\r\n"
             "///mvid:0 qty:1 name:Black Lotus loc:Deck\r\n1 Black\r\n")
    assert [(rule, line) for rule, line, _ in _errors(_dec(extra))] == [("parse-error", 43)]
