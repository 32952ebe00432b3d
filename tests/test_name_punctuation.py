"""A card's name written without the commas or colons that part its words, as lists typed
by hand and some deck sites write it (``Ragavan Nimble Pilferer``, ``Circle of Protection
Red``), is that card: a legal deck so written was judged illegal (unknown cards), and a
banned card so written is banned. A name typed without the exclamation marks or the full
stops of initials its card has (``Hulk Smash``, ``Agents of SHIELD``) is that card; a mark
that ends a written name (``Opt.``, ``Ponder!``) is still no spelling of it.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import pytest

from tests.test_hostile_tricks import errors
from tests.test_hostile_variants import mtg

_LANDS = "56 Island\n"


@pytest.mark.parametrize(("written", "card"), [
    ("Ragavan Nimble Pilferer", "Ragavan, Nimble Pilferer"),
    ("Teferi Time Raveler", "Teferi, Time Raveler"),
    ("Sheoldred the Apocalypse", "Sheoldred, the Apocalypse"),
    ("Circle of Protection Red", "Circle of Protection: Red"),
    ("ragavan nimble-pilferer", "Ragavan, Nimble Pilferer"),
    # the comma with no space after it, a space before it, or written as a semicolon
    ("Teferi,Time Raveler", "Teferi, Time Raveler"),
    ("Atraxa,Grand Unifier", "Atraxa, Grand Unifier"),
    ("Teferi ,Time Raveler", "Teferi, Time Raveler"),
    ("Teferi;Time Raveler", "Teferi, Time Raveler"),
    ("Teferi; Time Raveler", "Teferi, Time Raveler"),
    ("Circle of Protection:Red", "Circle of Protection: Red"),
])
def test_a_legal_card_written_without_its_commas_is_that_card(written: str, card: str
                                                              ) -> None:
    """Metamorphic: the deck written with and without the name's marks is one deck,
    legal both ways, its four copies counted together with the ones written whole."""
    checker = mtg()
    plain = checker.check_bytes(f"{_LANDS}4 {card}\n".encode(), "deck.txt")
    bare = checker.check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert (plain.status, bare.status) == ("legal", "legal")
    assert errors(bare) == []
    both = checker.check_bytes(f"{_LANDS}3 {card}\n2 {written}\n".encode(), "deck.txt")
    assert errors(both) == [
        ("copy-limit", f"5 copies of {card}; at most 4 (written '{written}' on line 3)", 2)]


@pytest.mark.parametrize(("written", "card", "since"), [
    ("Nadu Winged Wisdom", "Nadu, Winged Wisdom", "2024-08-26"),
    ("Jegantha the Wellspring", "Jegantha, the Wellspring", "2024-12-16"),
    ("Yorion Sky Nomad", "Yorion, Sky Nomad", "2022-10-10"),
])
def test_a_banned_card_written_without_its_commas_is_banned(written: str, card: str,
                                                            since: str) -> None:
    result = mtg().check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", f"{card} is banned in Modern (since {since})", 2)]


@pytest.mark.parametrize("written", ["Teferi,Ponder", "Ponder,Opt", "Fire,Ice",
                                     "Teferi, Time Raveler,Ponder"])
def test_two_cards_joined_by_a_comma_are_no_spelling_of_one(written: str) -> None:
    """Two cards' names (or a card and another) joined by a comma stay an unknown card:
    the comma's spacing is forgiven within one card's name only."""
    result = mtg().check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert [(rule, message.split(" (")[0], line) for rule, message, line in errors(result)
            ] == [("unknown-card", f"unknown card '{written}'", 2)]


def test_a_comma_between_digits_is_no_parting_mark() -> None:
    """``Borrowing 100,000 Arrows`` keeps its comma: written whole it is that card (not in
    Modern's pool); ``100 000`` is no spelling of it."""
    whole = mtg().check_bytes(f"{_LANDS}4 Borrowing 100,000 Arrows\n".encode(), "deck.txt")
    assert [rule for rule, _message, _line in errors(whole)] == ["card-pool"]
    spaced = mtg().check_bytes(f"{_LANDS}4 Borrowing 100 000 Arrows\n".encode(), "deck.txt")
    assert [rule for rule, _message, _line in errors(spaced)] == ["unknown-card"]


@pytest.mark.parametrize("written", ["Opt.", "Ponder!", "Ragavan Nimble Pilferer?"])
def test_a_mark_that_ends_a_name_is_no_spelling_of_it(written: str) -> None:
    result = mtg().check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 2)]


@pytest.mark.parametrize(("written", "card"), [
    ("Mr\u3002 Orfeo\u3001 the Boulder", "Mr. Orfeo, the Boulder"),  # ideographic marks
    ("Mr. Orfeo\u201a the Boulder", "Mr. Orfeo, the Boulder"),       # a low quote as a comma
    ("Urza\u02b9s Saga", "Urza's Saga"),                             # a modifier prime
    ("Urza\ua78cs Saga", "Urza's Saga"),                             # a saltillo
    ("Kiki\u30fcJiki, Mirror Breaker", "Kiki-Jiki, Mirror Breaker"),  # the long vowel mark
    ("Kiki\u02d7Jiki, Mirror Breaker", "Kiki-Jiki, Mirror Breaker"),  # a modifier minus
    ("Fire \u29f8 Ice", "Fire // Ice"),                              # a big solidus
    ("Fire \u2afd Ice", "Fire // Ice"),                          # a double solidus operator
    ("Fire \u27cb Ice", "Fire // Ice"),                          # a rising diagonal
    ("Fire \u2f03\u2f03 Ice", "Fire // Ice"),                    # the Kangxi radical slash
    ("Fire \u3033 Ice", "Fire // Ice"),                          # a kana repeat mark's half
    ("Fire \u30ce Ice", "Fire // Ice"),                          # the katakana no
    ("Fire \u4e3f\u4e3f Ice", "Fire // Ice"),                    # the ideograph of one stroke
])
def test_a_name_written_with_look_alike_marks_is_that_card(written: str, card: str) -> None:
    """Metamorphic: the apostrophe, hyphen, comma, full stop, quote marks or slash of a
    name written with a mark that only looks like it (as an input method or a keyboard
    writes it) is the same card, a look-alike warning on the line: it was an unknown
    card, the legal deck illegal, and its copies counted apart from those written plain."""
    checker = mtg()
    plain = checker.check_bytes(f"{_LANDS}4 {card}\n".encode(), "deck.txt")
    marked = checker.check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert (plain.status, marked.status) == ("legal", "legal")
    assert [(v.rule, v.severity, v.line) for v in marked.violations
            if v.severity != "info"] == [("look-alike", "warning", 2)]
    both = checker.check_bytes(f"{_LANDS}3 {card}\n2 {written}\n".encode(), "deck.txt")
    assert errors(both) == [
        ("copy-limit", f"5 copies of {card}; at most 4 (written '{written}' on line 3)", 2)]


@pytest.mark.parametrize("written", ["Uro\u3001 Titan of Nature\u02b9s Wrath",
                                     "Uro\u201a Titan of Nature\ua78cs Wrath"])
def test_a_banned_card_written_with_look_alike_marks_is_banned(written: str) -> None:
    result = mtg().check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 2)]
    assert errors(result)[0][1].startswith("Uro, Titan of Nature's Wrath is banned in Modern")


@pytest.mark.parametrize(("written", "card"), [
    ("Hulk Smash", "HULK SMASH!"),
    ("Fight On", "Fight On!"),
    ("Kapow", "Kapow!"),
    ("Agents of SHIELD", "Agents of S.H.I.E.L.D."),
    ("Nick Fury, Agent of SHIELD", "Nick Fury, Agent of S.H.I.E.L.D."),
    ("MODOK", "M.O.D.O.K."),
    ("AIM Labs", "A.I.M. Labs"),
    ("Avengers Assemble", "Avengers Assemble!"),
    ("US Agent, John Walker", "U.S.Agent, John Walker"),
])
def test_a_name_typed_without_its_exclamation_mark_or_initials_stops_is_that_card(
        written: str, card: str) -> None:
    """The newest sets name cards with exclamation marks and initials (Marvel Super
    Heroes' HULK SMASH!, Agents of S.H.I.E.L.D., M.O.D.O.K.; Final Fantasy's Fight On!),
    which players typing a list leave out: each was an unknown card, a legal Standard deck
    illegal. Metamorphic: the deck written either way is one deck, its copies counted
    together."""
    checker = mtg("mtg/legacy")
    plain = checker.check_bytes(f"{_LANDS}4 {card}\n".encode(), "deck.txt")
    bare = checker.check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert (plain.status, bare.status, errors(bare)) == ("legal", "legal", [])
    both = checker.check_bytes(f"{_LANDS}3 {card}\n2 {written}\n".encode(), "deck.txt")
    assert errors(both) == [
        ("copy-limit", f"5 copies of {card}; at most 4 (written '{written}' on line 3)", 2)]
