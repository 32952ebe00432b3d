"""A zone's line prefix then a count with its ``x`` and a card, no colon between (``Side
x1 Crimson Ritual``, ``Magi 1x Gar``, ``Mage x 1 Seraph of Dawn``, ``Sideboard x1
Duress``), is one card line of that zone, as ``Side: 1 Crimson Ritual`` is. The ``x`` was
read as a word of a header ('Side x', 'Main x': two decks numbered, a file-error), the
Magi line an unknown card, the Mage line a note."""

from __future__ import annotations

import pytest

from cardtools.decklist import read_text
from cardtools.gamedata import bundled_zones

#: The count spellings with an ``x`` a card line may open with.
SPELLINGS = ("x1", "1x", "x 1", "X1", "\u00d71", "x2")


def _lines(game: str, line: str) -> list[tuple[str, int, str]]:
    """The zone, count and name of each card line of a list of ``game``: one card in the
    deck, then ``line``, then one more deck card (it stays in the deck)."""
    text = f"Deck\n4 Fire Ball\n{line}\n3 Arbolit\n"
    zones = bundled_zones().of_game(game)
    return [(each.zone, each.count, each.name)
            for each in read_text(text.encode(), zones=zones).lines]


def _prefixes(game: str) -> list[str]:
    """The game's line prefixes (from its data) that name no place by a number."""
    return sorted(prefix for prefix in bundled_zones().of_game(game).line_prefixes
                  if not prefix[-1:].isdigit())


@pytest.mark.parametrize("game", ["magi-nation", "magetcg", "mage-noir", "mtg"])
def test_every_x_count_after_every_line_prefix_reads_as_the_colon_form(game: str) -> None:
    for prefix in _prefixes(game):
        for spelling in SPELLINGS:
            copies = 2 if "2" in spelling else 1
            expected = _lines(game, f"{prefix.title()}: {copies} Qzxv Card")
            assert _lines(game, f"{prefix.title()} {spelling} Qzxv Card") == expected, (
                prefix, spelling)


@pytest.mark.parametrize(("game", "line", "zone"), [
    ("mage-noir", "Side x1 Crimson Ritual", "side"),
    ("mage-noir", "Main deck x1 Ignition", "main"),
    ("magi-nation", "Magi x 1 Grega", "magi"),
    ("magetcg", "Mage zone x1 Seraph of Dawn", "mage"),
    ("mtg", "Sideboard x1 Duress", "side")])
def test_a_zone_word_then_an_x_count_is_one_card_of_the_zone(
        game: str, line: str, zone: str) -> None:
    name = line.split("1 ", 1)[1]
    assert _lines(game, line) == [("main", 4, "Fire Ball"), (zone, 1, name),
                                  ("main", 3, "Arbolit")]


#: The count spellings with an ``x`` a header's count may be written in.
HEADER_SPELLINGS = ("x15", "15x", "x 15", "X 15", "X15", "\u00d715")
#: Words of the deck's and the side deck's headers.
ZONE_WORDS = ("Sideboard", "Side", "SB", "Side deck", "Deck", "Maindeck", "Main Deck",
              "Mainboard", "Main", "MB")


@pytest.mark.parametrize("word", ZONE_WORDS)
@pytest.mark.parametrize("after", ["", " cards", ":", " (vs aggro)"])
def test_every_zone_word_then_an_x_count_alone_is_no_card_line(word: str, after: str) -> None:
    """A zone's word then a count with its ``x`` and nothing, the word for cards or a
    colon after it (``Sideboard x 15``, ``Deck x 60 cards``, ``Sideboard x 15:``) is the
    header with its count, no card line (they were unknown cards, ``Sideboard`` or
    ``cards``); a card's name after the count makes it a card line (above)."""
    for spelling in HEADER_SPELLINGS:
        names = [name.lower() for _, _, name in _lines("mtg", f"{word} {spelling}{after}")]
        assert not [name for name in names if name.startswith(word.lower().split()[0])
                    or "cards" in name or name.endswith(" x")], (word, spelling, names)
        assert _lines("mtg", f"{word} {spelling} Qzxv Card")[1] == (
            _lines("mtg", f"{word}: 15 Qzxv Card")[1]), (word, spelling)


@pytest.mark.parametrize(("line", "zone"), [
    ("Sideboard x 15", "side"), ("Side x 15", "side"), ("SB x 15", "side"),
    ("Sideboard X 15", "side"), ("Sideboard x 15 cards", "side"),
    ("Deck x 60", "main"), ("Maindeck x 60", "main"), ("Main Deck x 60", "main")])
def test_a_zone_word_then_an_x_count_alone_heads_its_zone(line: str, zone: str) -> None:
    """``Sideboard x 15`` heads the side deck, ``Deck x 60`` the deck (they were unknown
    cards)."""
    assert _lines("mtg", line) == [("main", 4, "Fire Ball"), (zone, 3, "Arbolit")]
