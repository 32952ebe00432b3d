"""Wrong verdicts of a supplementary deck written beside the deck: an Attraction deck
(Magic: The Gathering Comprehensive Rules 717) or a Contraption deck, under
``Attractions`` or ``Contraptions`` (Forge's ``[Attractions]``, a Cockatrice zone, a
CSV export's or Moxfield's ``attractions`` board, Archidekt's category flagged
``{noDeck}``, cardtools' own ``attractions:`` key), was skipped before any rule saw it, so
Unfinity's Attractions beside a Modern deck, where no Unfinity card is played, left it
legal, and the card-pool error of an Attraction in the main deck sent the player there.

Such a deck is brought to the event and played from: its cards are judged by the format's
card pool and banned list, as the deck's are, but counted neither in the main deck's size
nor in its copies. Written at all, it must hold at least ten cards, each English name once
(constructed play, comprehensive rules 717.2a; a Contraption deck alike): ten different
Attractions beside a 60-card Legacy deck leave it legal, ten Balloon Stand or two
Attractions do not. Sticker
sheets, kept outside the game, and a casual variant's Planes stay only skipped.
Metamorphic: every form of the same deck gets the same verdict. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

DAY = dt.date(2026, 7, 27)
#: A deck legal in Modern, Legacy and Vintage on ``DAY``.
MAIN = ((4, "Lightning Bolt"), (56, "Mountain"))
#: The card-pool error of Balloon Stand, an Unfinity Attraction, in Modern.
NOT_IN_MODERN = ("Balloon Stand is not in the card pool of Modern on 2026-07-27: never "
                 "printed in a set of the pool (printed in Unfinity (UNF))")
#: Ten different Attractions of Unfinity, none an acorn card: an Attraction deck Legacy plays.
TEN = tuple((1, card) for card in (
    "Balloon Stand", "Bounce Chamber", "Bumper Cars", "Concession Stand", "Costume Shop",
    "Drop Tower", "Ferris Wheel", "Foam Weapons Kiosk", "Fortune Teller", "Hall of Mirrors"))
#: The copy-limit error of ten Balloon Stand in an Attraction deck.
TEN_STANDS = ("copy-limit", "10 copies of Balloon Stand in the Attraction deck; at most 1 "
              "(each card of it has a different English name)", ("Balloon Stand",))
#: The note of a card of a supplementary deck.
NOTE = ("Balloon Stand is an Attraction card in {}: not part of the deck, not counted in "
        "its size or copies; played in the event beside it, so judged by the format's card "
        "pool and banned list")


def _check(fmt: str, text: str, name: str = "deck.txt") -> DeckResult:
    checker = Checker(CheckOptions(format_id=fmt, use_config=False, as_of=DAY))
    return checker.check_bytes(text.encode(), name)


def _text(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    main = "".join(f"{count} {card}\n" for count, card in MAIN)
    return f"Deck\n{main}\n{section}\n" + "".join(f"{count} {card}\n" for count, card in cards)


def _forge(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    lines = [f"{count} {card}" for count, card in MAIN]
    more = [f"{count} {card}" for count, card in cards]
    return "\n".join(["[metadata]", "Name=Burn", "[Main]", *lines, f"[{section}]", *more, ""])


def _cockatrice(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    def zone(name: str, held: tuple[tuple[int, str], ...]) -> str:
        return (f'<zone name="{name}">' + "".join(
            f'<card number="{count}" name="{card}"/>' for count, card in held) + "</zone>\n")
    return ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
            + zone("main", MAIN) + zone(section, cards) + "</cockatrice_deck>\n")


def _csv(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    rows = [f'"{count}","{card}","mainboard"' for count, card in MAIN]
    rows += [f'"{count}","{card}","{section.lower()}"' for count, card in cards]
    return '"Count","Name","Board"\n' + "\n".join(rows) + "\n"


def _moxfield(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    def board(held: tuple[tuple[int, str], ...]) -> dict[str, object]:
        return {"cards": {str(at): {"quantity": count, "card": {"name": card}}
                          for at, (count, card) in enumerate(held)}}
    return json.dumps({"name": "Burn", "boards": {"mainboard": board(MAIN),
                                                  section.lower(): board(cards)}})


def _archidekt(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    """Archidekt's text export: each card of the section under its category, flagged
    ``{noDeck}`` as Archidekt keeps it out of the deck's count."""
    main = "".join(f"{count}x {card}\n" for count, card in MAIN)
    return main + "".join(f"{count}x {card} [{section}{{noDeck}}]\n" for count, card in cards)


def _archidekt_csv(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    """Archidekt's CSV export: a Categories cell, the section's flagged ``{noDeck}``."""
    rows = [f'{count},"{card}",' for count, card in MAIN]
    rows += [f'{count},"{card}",{section}{{noDeck}}' for count, card in cards]
    return "Quantity,Name,Categories\n" + "\n".join(rows) + "\n"


def _archidekt_json(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    """Archidekt's JSON: each card under its first category, the section's kept out of
    the deck (``includedInDeck: false``)."""
    def entries(held: tuple[tuple[int, str], ...], category: str) -> list[object]:
        return [{"quantity": count, "card": {"oracleCard": {"name": card}},
                 "categories": [category]} for count, card in held]
    return json.dumps({"name": "Burn", "categories": [
        {"name": section, "includedInDeck": False}, {"name": "Burn", "includedInDeck": True}],
        "cards": entries(MAIN, "Burn") + entries(cards, section)})


def _yaml(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    """cardtools' own YAML: the section as a key of its own."""
    main = "".join(f"  {card}: {count}\n" for count, card in MAIN)
    more = "".join(f"  {card}: {count}\n" for count, card in cards)
    return f"deck:\n{main}{section.lower()}:\n{more}"


def _json(section: str, cards: tuple[tuple[int, str], ...]) -> str:
    """cardtools' own JSON: the section as a key of its own."""
    return json.dumps({"deck": {card: count for count, card in MAIN},
                       section: {card: count for count, card in cards}})


#: Each form of a deck with a section of cards outside it, and its file name.
FORMS = {"deck.txt": _text, "deck.dck": _forge, "deck.cod": _cockatrice, "deck.csv": _csv,
         "moxfield.json": _moxfield, "archidekt.txt": _archidekt,
         "archidekt.csv": _archidekt_csv, "archidekt.json": _archidekt_json,
         "deck.yaml": _yaml, "deck.json": _json}


#: A deck's status, zone sizes and errors (rule, message, cards).
Verdict = tuple[str, dict[str, int], list[tuple[str, str, tuple[str, ...]]]]


def _verdict(result: DeckResult) -> Verdict:
    """The status, zone sizes and errors (rule, message, cards) of ``result``: what every
    form of one deck must share."""
    return (result.status, result.zones,
            [(v.rule, v.message, v.cards) for v in result.violations if v.severity == "error"])


@pytest.mark.parametrize("name", FORMS)
def test_attractions_beside_a_modern_deck_are_a_card_pool_error(name: str) -> None:
    """Unfinity's Attractions under an Attractions section of any form are judged by
    Modern's card pool (no Unfinity card is in it): a card-pool error on their line (and
    ten copies of one, a copy-limit error there), the deck illegal, the main deck's 60
    cards counted alone."""
    result = _check("mtg/modern", FORMS[name]("Attractions", ((10, "Balloon Stand"),)), name)
    assert _verdict(result) == ("illegal", {"main": 60},
                                [TEN_STANDS, ("card-pool", NOT_IN_MODERN, ("Balloon Stand",))])
    copies, error = [v for v in result.violations if v.severity == "error"]
    notes = [v for v in result.violations if v.rule == "ignored-section"
             and v.message.startswith("Balloon Stand")]
    assert [note.line for note in notes] == [error.line] == [copies.line]
    assert error.line is not None or name == "moxfield.json"


def test_the_notes_name_each_forms_section() -> None:
    """The note of a card of an Attraction deck says it is judged, not counted."""
    for name, section in (("deck.txt", "section 'Attractions'"),
                          ("deck.dck", "Forge's [Attractions]"),
                          ("deck.cod", "zone 'Attractions'")):
        result = _check("mtg/modern", FORMS[name]("Attractions", ((10, "Balloon Stand"),)),
                        name)
        assert NOTE.format(section) in [v.message for v in result.violations], name


@pytest.mark.parametrize("fmt", ["mtg/legacy", "mtg/vintage"])
@pytest.mark.parametrize("name", FORMS)
def test_attractions_stay_legal_and_uncounted_where_unfinity_is_played(fmt: str,
                                                                        name: str) -> None:
    """Legacy and Vintage play Unfinity's cards without the acorn stamp: ten different
    Attractions beside a 60-card deck leave it legal, counted in no zone."""
    result = _check(fmt, FORMS[name]("Attractions", TEN), name)
    assert _verdict(result) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("name", FORMS)
def test_ten_copies_of_one_attraction_are_a_copy_limit_error(name: str) -> None:
    """Each Attraction of an Attraction deck has a different English name (comprehensive
    rules 717.2a): ten Balloon Stand beside a Legacy deck are one copy-limit error on
    their line, naming the Attraction deck, the main deck's copies untouched."""
    result = _check("mtg/legacy", FORMS[name]("Attractions", ((10, "Balloon Stand"),)), name)
    assert _verdict(result) == ("illegal", {"main": 60}, [TEN_STANDS])
    [error] = [v for v in result.violations if v.severity == "error"]
    assert (error.count, error.limit, error.hint) == (10, 1, "remove 9 copies")
    if name == "deck.txt":
        assert error.line == 6


def test_nine_attractions_are_a_zone_size_error_on_the_first_line() -> None:
    """An Attraction deck of nine different cards is short of ten: a zone-size error
    naming it, on its first line, with how many to add."""
    result = _check("mtg/legacy", _text("Attractions", TEN[:9]))
    assert _verdict(result) == ("illegal", {"main": 60}, [
        ("zone-size", "Attraction deck: 9 cards; at least 10", ())])
    [error] = [v for v in result.violations if v.severity == "error"]
    assert (error.line, error.count, error.limit, error.hint) == (
        6, 9, 10, "add 1 card to the Attraction deck, or leave it out")


def test_an_acorn_attraction_is_in_no_pool() -> None:
    """An acorn Attraction (Centrifuge) is played in no format, under Attractions too."""
    result = _check("mtg/legacy", _text("Attractions", ((1, "Centrifuge"), *TEN[:9])))
    assert _verdict(result) == ("illegal", {"main": 60}, [(
        "card-pool", "Centrifuge is not in the card pool of Legacy on 2026-07-27: printed "
        "only as an acorn card of Unfinity (UNF), which no format plays (the card data "
        "gives it no printing)", ("Centrifuge",))])
    assert [v.line for v in result.violations if v.rule == "card-pool"] == [6]


@pytest.mark.parametrize("fmt", ["mtg/modern", "mtg/legacy"])
def test_contraptions_are_judged_as_attractions_are(fmt: str) -> None:
    """Unstable's Contraptions (silver-bordered: no sanctioned format plays them) under
    Contraptions are a card-pool error, in Legacy too; five copies of one are a short
    Contraption deck (at least ten) and four copies too many (one of each)."""
    name = fmt.split("/")[1].capitalize()
    result = _check(fmt, _text("Contraptions", ((5, "Accessories to Murder"),)))
    assert _verdict(result) == ("illegal", {"main": 60}, [
        ("copy-limit", "5 copies of Accessories to Murder in the Contraption deck; at most 1 "
         "(each card of it has a different English name)", ("Accessories to Murder",)),
        ("card-pool", f"Accessories to Murder is not in the card pool of {name} on "
         "2026-07-27: never printed in a set of the pool (printed in Unstable (UST))",
         ("Accessories to Murder",)),
        ("zone-size", "Contraption deck: 5 cards; at least 10", ())])


def test_an_attraction_deck_is_out_of_a_commander_decks_hundred() -> None:
    """Ten Attractions beside a 100-card Commander deck leave it at 100 cards, legal;
    two are a short Attraction deck, the deck still at 100."""
    deck = "Commander\n1 Krenko, Mob Boss\nDeck\n99 Mountain\n\nAttractions\n"
    ten = "".join(f"{count} {card}\n" for count, card in TEN)
    result = _check("mtg/commander", deck + ten)
    assert _verdict(result) == ("legal", {"command": 1, "main": 99}, [])
    result = _check("mtg/commander", deck + "1 Balloon Stand\n1 Bounce Chamber\n")
    assert _verdict(result) == ("illegal", {"command": 1, "main": 99}, [
        ("zone-size", "Attraction deck: 2 cards; at least 10", ())])


def test_the_main_decks_attraction_hint_no_longer_escapes_the_pool() -> None:
    """An Attraction in a Modern main deck is told to go under Attractions, where
    Modern's card pool still judges it: following the hint leaves the deck illegal."""
    main = _check("mtg/modern", "4 Lightning Bolt\n56 Mountain\n1 Balloon Stand\n")
    assert [(v.rule, v.message) for v in main.violations if v.severity == "error"] == [(
        "card-pool", "Balloon Stand is not in the card pool of Modern on 2026-07-27: "
        "Attraction cards go in a separate Attraction deck, never in the deck itself (main "
        "deck, sideboard or commander deck): write them under Attractions, where the "
        "format's card pool still judges them")]
    moved = _check("mtg/modern", _text("Attractions", ((1, "Balloon Stand"),)))
    assert moved.status == "illegal"


@pytest.mark.parametrize(("section", "card", "kind"), [
    ("Stickers", "Ancestral Hot Dog Minotaur", "a Sticker"),
    ("Planes", "Academy at Tolaria West", "a Plane")])
def test_sticker_sheets_and_planes_stay_only_skipped(section: str, card: str,
                                                     kind: str) -> None:
    """Sticker sheets are kept outside the game (comprehensive rules 123) and only put
    stickers on cards that are judged themselves; a Plane is a casual variant's: their
    sections stay skipped with a note, the deck legal."""
    result = _check("mtg/modern", _text(section, ((1, card),)))
    assert _verdict(result) == ("legal", {"main": 60}, [])
    assert f"{card} is {kind} card in section '{section}': not part of the deck; not " \
           "counted" in [v.message for v in result.violations]


def test_a_card_of_another_kind_there_is_still_the_main_decks() -> None:
    """A Lightning Bolt under Attractions is no Attraction: counted in the main deck, a
    fifth copy there, as before."""
    result = _check("mtg/legacy", _text("Attractions", ((1, "Lightning Bolt"), *TEN)))
    assert _verdict(result) == ("illegal", {"main": 61}, [(
        "copy-limit", "5 copies of Lightning Bolt; at most 4", ("Lightning Bolt",))])


@pytest.mark.parametrize("section", ["Attractions", "Contraptions", "Stickers"])
@pytest.mark.parametrize("name", ["deck.txt", "archidekt.txt", "archidekt.csv",
                                  "archidekt.json", "deck.yaml", "deck.json"])
def test_a_banned_card_in_a_section_of_one_kind_is_counted_in_every_form(
        section: str, name: str) -> None:
    """A Grief under Attractions, Contraptions or Stickers is no card of that kind: counted
    in the main deck and banned in every form (Archidekt's category flagged ``{noDeck}``
    hid it, the deck legal; cardtools' own ``attractions:`` key was refused), a note on
    its line saying where it is counted."""
    result = _check("mtg/modern", FORMS[name](section, ((1, "Grief"),)), name)
    assert _verdict(result) == ("illegal", {"main": 61}, [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", ("Grief",))])
    where = {"archidekt.txt": "category '{}'", "archidekt.csv": "category '{}'",
             "archidekt.json": "the '{}' board"}.get(name, "section '{}'")
    key = section.lower() if name in ("deck.yaml", "deck.json") else section
    kind = section[:-1]
    assert f"'Grief' in {where.format(key)} is not a{'n' * (kind[0] in 'AE')} {kind} card: " \
           "counted in the main deck" in [v.message for v in result.violations]


@pytest.mark.parametrize("name", ["archidekt.txt", "archidekt.csv", "archidekt.json"])
def test_nine_attractions_in_an_archidekt_category_are_a_short_attraction_deck(
        name: str) -> None:
    """Nine Attractions in Archidekt's ``Attractions{noDeck}`` category are an Attraction
    deck short of ten, as under the heading (they were left out unjudged, the deck legal)."""
    result = _check("mtg/legacy", FORMS[name]("Attractions", TEN[:9]), name)
    assert _verdict(result) == ("illegal", {"main": 60}, [
        ("zone-size", "Attraction deck: 9 cards; at least 10", ())])


@pytest.mark.parametrize("name", ["archidekt.txt", "archidekt.csv"])
def test_a_banned_card_in_an_archidekt_attractions_category_of_a_duel_commander_deck(
        name: str) -> None:
    """Duel Commander bans Sol Ring: in Archidekt's ``Attractions{noDeck}`` category it is
    counted in the main deck, banned (it was left out with a note, the deck legal)."""
    deck = ("1x Krenko, Mob Boss [Commander{top}]\n98x Mountain\n"
            "1x Sol Ring [Attractions{noDeck}]\n") if name == "archidekt.txt" else (
        "Quantity,Name,Categories\n1,\"Krenko, Mob Boss\",Commander{top}\n98,Mountain,\n"
        "1,Sol Ring,Attractions{noDeck}\n")
    result = _check("mtg/duel-commander", deck, name)
    assert _verdict(result) == ("illegal", {"command": 1, "main": 99}, [
        ("banned", "Sol Ring is banned in Duel Commander (listed by 2022-04-25, where the "
         "recorded lists start)", ("Sol Ring",))])


#: An organizer's league of Legacy's card pool that bans an Attraction.
LEAGUE = """name: Unfinity league
extends: mtg/legacy
lists:
  - date: 2026-01-01
    banned: [Balloon Stand]
"""


def test_an_attraction_the_format_bans_is_banned_in_its_attraction_deck(tmp_path: Path
                                                                        ) -> None:
    """The banned list judges the Attraction deck's cards too: one it bans there is a
    banned error on its line, the deck illegal; the Attraction beside it is not."""
    (tmp_path / "formats" / "mtg").mkdir(parents=True)
    (tmp_path / "formats" / "mtg" / "league.yaml").write_text(LEAGUE, "utf-8")
    checker = Checker(CheckOptions(format_id="mtg/league", use_config=False, as_of=DAY,
                                   formats_dirs=[tmp_path / "formats"]))
    text = _text("Attractions", (*TEN[1:], (1, "Balloon Stand")))
    result = checker.check_bytes(text.encode(), "deck.txt")
    assert _verdict(result) == ("illegal", {"main": 60}, [(
        "banned", "Balloon Stand is banned in Unfinity league (since 2026-01-01)",
        ("Balloon Stand",))])
    assert [v.line for v in result.violations if v.rule == "banned"] == [15]


def test_read_writes_the_deck_without_its_attraction_deck(tmp_path: Path) -> None:
    """``read`` of a list naming its format writes the deck as before: no deck file has
    a place for the Attraction deck (it was refused as a zone with no place)."""
    from tests.conftest import invoke

    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mtg/legacy\n" + _text("Attractions", ((10, "Balloon Stand"),)),
                    "utf-8")
    result = invoke("read", str(deck), "--to", "forge")
    assert (result.exit_code, result.stdout) == (
        0, "[metadata]\nName=deck\n[Main]\n4 Lightning Bolt\n56 Mountain\n")
    assert NOTE.format("section 'Attractions'") in result.stderr
