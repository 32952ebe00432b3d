"""Decked Builder's ``.dec`` files write a ``///mvid:... qty:4 name:X loc:Deck`` line above
each card line: Decked Builder reads it, other tools read it as a comment. Such a line
alone (``///mvid:0 qty:1 name:Black Lotus loc:Deck``) was a comment, the banned card
unsaid and the deck legal; now a line the card line below it does not repeat is a
``parse-error``, and a file whose lines agree is read as before."""

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
    assert [rule for rule, _, _ in _errors(text)] == ["zone-size", "card-pool"]
