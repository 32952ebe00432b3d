"""A card's name written without the commas or colons that part its words, as lists typed
by hand and some deck sites write it (``Ragavan Nimble Pilferer``, ``Circle of Protection
Red``), is that card: a legal deck so written was judged illegal (unknown cards), and a
banned card so written is banned. A mark that ends a name (``Opt.``) is still no spelling
of it.

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
    assert errors(both) == [("copy-limit", f"5 copies of {card}; at most 4", 2)]


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


@pytest.mark.parametrize("written", ["Opt.", "Ponder!", "Ragavan Nimble Pilferer?"])
def test_a_mark_that_ends_a_name_is_no_spelling_of_it(written: str) -> None:
    result = mtg().check_bytes(f"{_LANDS}4 {written}\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 2)]
