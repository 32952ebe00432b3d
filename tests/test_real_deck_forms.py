"""Real tournament decks as other tools and other languages write them: each stays the
deck it was (legal on its event day, every card read, its zones' counts kept), and the
same deck with an illegal change disguised so stays illegal."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: A Modern Lurrus Burn deck as registered in June 2021 (Lurrus of the Dream-Den its
#: companion: every permanent card of the deck has mana value 2 or less).
MAIN = [(4, "Lightning Bolt"), (4, "Lava Spike"), (4, "Rift Bolt"), (4, "Skewer the Critics"),
        (4, "Monastery Swiftspear"), (4, "Goblin Guide"), (4, "Eidolon of the Great Revel"),
        (4, "Light Up the Stage"), (4, "Boros Charm"), (4, "Lightning Helix"),
        (4, "Inspiring Vantage"), (4, "Sacred Foundry"), (12, "Mountain")]
SIDE = [(1, "Lurrus of the Dream-Den"), (4, "Path to Exile"), (3, "Deflecting Palm"),
        (3, "Kor Firewalker"), (4, "Rest in Peace")]
DAY = "2021-06-01"

_CHECKERS: dict[str, Checker] = {}


def check(text: str, suffix: str = ".txt", format_id: str = "mtg/modern") -> DeckResult:
    """Judge ``text`` as a file of ``suffix`` in ``format_id`` as of ``DAY``."""
    checker = _CHECKERS.get(format_id)
    if checker is None:
        checker = _CHECKERS[format_id] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date.fromisoformat(DAY), use_config=False))
    return checker.check_bytes(text.encode(), f"deck{suffix}")


def errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.rule, v.line) for v in result.violations if v.severity == "error"]


def lines(cards: list[tuple[int, str]]) -> list[str]:
    return [f"{count} {name}" for count, name in cards]


def under_title(title: str, blank: bool = False) -> DeckResult:
    """The legal Modern list (``MAIN``, a blank line, ``Sideboard``, ``SIDE``) under the
    line ``title``, a blank line between them when ``blank``, judged."""
    return check("\n".join([title, *([""] if blank else []), *lines(MAIN), "", "Sideboard",
                            *lines(SIDE)]))


def assert_a_legal_list_under(title: str, note: str, blank: bool = False) -> None:
    """The legal list under ``title`` (``under_title``) stays legal with its 60 and 15
    cards, and the title's line gets one finding: the ``reading`` note ``note``."""
    result = under_title(title, blank)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert on_line_one(result) == ("reading", note)


def on_line_one(result: DeckResult) -> tuple[str, str]:
    """The rule and message of the one finding of ``result`` on its first line."""
    [(rule, message)] = [(v.rule, v.message) for v in result.violations if v.line == 1]
    return rule, message


def arena(companion: str, deck: str, sideboard: str, extra: tuple[str, ...] = ()) -> str:
    """The deck as MTG Arena's client in a language exports it: its companion section,
    the deck and the sideboard, each under that language's header."""
    return "\n".join([companion, "1 Lurrus of the Dream-Den", *extra, "", deck, *lines(MAIN),
                      "", sideboard, *lines(SIDE)]) + "\n"


LANGUAGES = [("Companion", "Deck", "Sideboard"), ("Compagnon", "Deck", "Réserve"),
             ("Begleiter", "Hauptdeck", "Sideboard"), ("Compañero", "Mazo", "Banquillo"),
             ("Compagno", "Mazzo", "Riserva"), ("Companheiro", "Deck", "Reserva"),
             ("相棒", "デッキ", "サイドボード")]


def test_the_deck_as_written_is_legal() -> None:
    result = check("\n".join(["Deck", *lines(MAIN), "", "Sideboard", *lines(SIDE)]))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("companion", "deck", "sideboard"), LANGUAGES)
def test_arenas_headers_in_every_language_keep_the_deck_legal(
        companion: str, deck: str, sideboard: str) -> None:
    # "Compagnon", "Begleiter", "Compañero"... were unknown cards (a 61st card), "Reserva"
    # and "サイドボード" no header (the sideboard counted in the deck), "デッキ" a count
    result = check(arena(companion, deck, sideboard))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.rule for v in result.violations if v.rule == "companion"] == []


@pytest.mark.parametrize(("companion", "deck", "sideboard"), LANGUAGES)
def test_a_fifth_copy_in_another_languages_companion_section_stays_illegal(
        companion: str, deck: str, sideboard: str) -> None:
    # a card the companion section lists and the sideboard does not is a sideboard card
    result = check(arena(companion, deck, sideboard, extra=("1 Lightning Bolt",)))
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 16}
    assert ("copy-limit" in {rule for rule, _ in errors(result)})


@pytest.mark.parametrize("prefix", ["Compagnon", "Begleiter", "Compañero", "相棒"])
def test_another_languages_companion_header_is_a_line_prefix_too(prefix: str) -> None:
    text = "\n".join([f"{prefix}: 1 Lurrus of the Dream-Den", "", "Deck", *lines(MAIN), "",
                      "Sideboard", *lines(SIDE)])
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_japanese_header_with_its_count_is_a_header() -> None:
    text = "\n".join(["デッキ (60)", *lines(MAIN), "サイドボード (15)", *lines(SIDE)])
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


# --- a deck's title: its name, placing and archetype counts no card ------------------------

TITLES = ["Burn (4 Color)", "The Rock (1st)", "Jund (Top 8)", "Dredge (4 Color)",
          "Blink (2nd place)", "Burn (Top 32)"]


def titled(title: str) -> dict[str, tuple[str, str]]:
    """The deck under ``title`` as each tool writes a deck's name: text, file suffix."""
    esc = title.replace("&", "&amp;").replace("<", "&lt;")
    cod = "\n".join(
        ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">',
         f"<deckname>{esc}</deckname>", '<zone name="main">',
         *[f'<card number="{n}" name="{c}"/>' for n, c in MAIN], '</zone>', '<zone name="side">',
         *[f'<card number="{n}" name="{c}"/>' for n, c in SIDE], "</zone>", "</cockatrice_deck>"])
    forge = "\n".join(["[metadata]", f"Name={title}", "[Main]", *lines(MAIN), "[Sideboard]",
                       *lines(SIDE)])
    xmage = "\n".join([f"NAME:{title}", *lines(MAIN), *[f"SB: {line}" for line in lines(SIDE)]])
    top8 = "\n".join([f"// NAME : {title}", "// CREATOR : Jane Doe", "// FORMAT : Modern",
                      *lines(MAIN), *[f"SB: {line}" for line in lines(SIDE)]])
    text = "\n".join([f"Name: {title}", "Player: Jane Doe", "", "Deck", *lines(MAIN), "",
                      "Sideboard", *lines(SIDE)])
    return {"text": (text, ".txt"), "cockatrice": (cod, ".cod"), "forge": (forge, ".dck"),
            "xmage": (xmage, ".dck"), "mtgtop8": (top8, ".dec")}


@pytest.mark.parametrize("tool", ["text", "cockatrice", "forge", "xmage", "mtgtop8"])
@pytest.mark.parametrize("title", TITLES)
def test_a_titles_label_in_brackets_counts_no_card(tool: str, title: str) -> None:
    # "Burn" is a face of Turn // Burn, "Jund" a plane, "Dredge" and "Blink" cards: each
    # title was an unknown card (a 61st card), "The Rock (1st)" within a typo of The Rack,
    # and "Name: Black Lotus (1st)" was read as one Black Lotus ("1st": one Stück)
    text, suffix = titled(title)[tool]
    result = check(text, suffix)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("title", ["Lotus Storm (1st)", "Black Lotus (1st)",
                                   "Black Lotus (Top 8)", "Black Lotus (4 Color)"])
def test_a_title_naming_a_card_then_a_label_is_still_a_title(title: str) -> None:
    # a deck named after a card is a title (Name: Seven Dwarves), whatever label follows
    text, suffix = titled(title)["text"]
    result = check(text, suffix, "mtg/vintage")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("title", "rule"), [
    ("Black Lotus (4)", "restricted"), ("Black Lotus (four)", "restricted"),
    ("Black Lotus (4 copies)", "restricted"), ("Black Lotus [Qty: 4]", "unknown-card"),
    ("Black Lotus (x4 total)", "unknown-card"), ("Black Lotus (4 Karten)", "unknown-card"),
    ("Black Lotus <4>", "unknown-card"), ("4 Black Lotus", "restricted")])
@pytest.mark.parametrize("tool", ["text", "cockatrice", "forge", "mtgtop8"])
def test_a_count_in_a_titles_brackets_still_counts_or_is_an_unknown_card(
        title: str, rule: str, tool: str) -> None:
    # a group saying only a count (with words for copies) may be the count: the
    # restricted card is counted, or the title is an unknown card, never a title
    text, suffix = titled(title)[tool]
    result = check(text, suffix, "mtg/vintage")
    assert result.status == "illegal"
    assert rule in {found for found, _ in errors(result)}


# --- a title on the first line, right before the cards -----------------------------------


@pytest.mark.parametrize("title", ["Rakdos Scam (5-0)", "Izzet Murktide 4-1", "UR Delver - 9th",
                                   "Amulet Titan (3rd place)", "Top 8 Boros Energy",
                                   "Mono-Red Aggro [Top 16]", "Boros 3-1-1",
                                   "Rakdos Scam (5\u20130)", "Izzet Murktide 4\u20141"])
@pytest.mark.parametrize("sideboard", ["Sideboard", ""])
def test_a_title_telling_how_the_deck_did_right_before_the_cards_is_a_note(
        title: str, sideboard: str) -> None:
    # as a forum post or a hand-made list heads a deck: each was an unknown card
    result = check("\n".join([title, *lines(MAIN), "", *([sideboard] if sideboard else []),
                              *lines(SIDE)]))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.rule, v.line) for v in result.violations if v.line == 1] == [("reading", 1)]


@pytest.mark.parametrize(("title", "rule"), [
    ("Lightning Bolt (5-0)", "unknown-card"), ("Lightning Bolt - 1st", "copy-limit"),
    ("Sneaky Fish", "unknown-card"), ("Black Lotus (Top 8)", "unknown-card"),
    ("Izzet Black Lotus", "unknown-card"), ("UR Black Lotus", "unknown-card"),
    ("Mono Black Lotus", "unknown-card"), ("Esper Blink", "unknown-card"),
    ("Naya", "card-pool")])
def test_a_title_right_before_the_cards_naming_a_card_stays_counted(
        title: str, rule: str) -> None:
    # a card's name with a record or a placing is a card line or an unknown card (a fifth
    # Lightning Bolt so written is not dropped); a name of no card and no result right
    # before the cards is still one copy of an unknown card
    result = under_title(title)
    assert result.status == "illegal"
    assert (rule, 1) in errors(result)


@pytest.mark.parametrize("title", ["Izzet Murktide - Bob's list", "Mono Red Burn by Alice",
                                   "Boros Burn decklist", "UR Murktide (Bob's build)",
                                   "Liste de Paul", "Bob's Burn deck"])
@pytest.mark.parametrize("sideboard", ["Sideboard", ""])
def test_a_title_saying_it_is_a_list_or_whose_right_before_the_cards_is_a_note(
        title: str, sideboard: str) -> None:
    # a list pasted under its title with no blank line: each was an unknown card
    result = check("\n".join([title, *lines(MAIN), "", *([sideboard] if sideboard else []),
                              *lines(SIDE)]))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    rule, message = on_line_one(result)
    assert (rule, message) == ("reading", f"'{title}' names no card: read as a note, not a card")


@pytest.mark.parametrize("title", ["UR Delver", "RUG Delver", "Ana's Mono-Black",
                                   "Izzet Murktide", "Mono Red Burn",
                                   "BUG Tempo", "Jeskai Control", "Baralho do Jo\u00e3o",
                                   "UWx Control", "Naya Zoo",
                                   "Bant Spirits", "Jund Food", "Izzet Burn", "Mono-Red Burn",
                                   "Gruul Fire", "Boros Burn", "Burn (Modern)",
                                   "Affinity (2022)", "Burn (2024)", "Affinity [2022]"])
@pytest.mark.parametrize("blank", [False, True])
def test_a_title_naming_the_decks_colours_or_a_deck_in_its_language_is_a_note(
        title: str, blank: bool) -> None:
    # a list pasted under its archetype's name: each was an unknown card (a legal deck
    # illegal); "UR" and "RUG" were read as set codes, "Delver" within a typo of a card,
    # so even with a blank line after them
    assert_a_legal_list_under(
        title, f"'{title}' names no card: read as a note, not a card", blank)


@pytest.mark.parametrize("title", ["4c Omnath", "5c Humans"])
@pytest.mark.parametrize("blank", [False, True])
def test_a_title_opening_with_a_count_of_colours_is_the_decks_title(title: str,
                                                                    blank: bool) -> None:
    # its count of colours is no card's count: the title, said so
    assert_a_legal_list_under(
        title, f"'{title}' above the list is read as the deck's title (a count of its "
        "colours, no card's count), not a card line", blank)


@pytest.mark.parametrize(("title", "zone"), [
    ("Mazo de Mar\u00eda", "deck"), ("Deck von Ann", "deck"), ("Deck of Ann", "deck")])
@pytest.mark.parametrize("blank", [False, True])
def test_a_zones_header_then_its_owner_is_that_header(title: str, zone: str,
                                                      blank: bool) -> None:
    # "Deck von Ann" was an unknown card; above the list it heads the deck it names
    assert_a_legal_list_under(
        title, f"'{title}' is read as the header of its owner's {zone}: the cards after it "
        f"are in the {zone}", blank)


@pytest.mark.parametrize("title", ["Burn :)", "Burn ;)", "Burn \U0001f525", "Fire ?",
                                   ":) Burn", "Burn 2024", "Life :)"])
def test_a_title_of_a_split_cards_half_and_an_emoticon_or_a_year_is_a_note(
        title: str) -> None:
    # above a blank line: a word of no letter nor digit, or a number past any count, was
    # kept as a possible count word, the title read as the half "Burn" beside it: an
    # unknown card, a legal deck illegal (right before the cards, a name of no card stays
    # an unknown card, as "Sneaky Fish" does)
    assert_a_legal_list_under(
        title, f"'{title}' names no card: read as a note, not a card", True)


@pytest.mark.parametrize("title", ["Fury :)", ":) Fury", "Fury 2024", "Fury \U0001f525"])
@pytest.mark.parametrize("blank", [False, True])
def test_a_title_of_a_cards_whole_name_and_an_emoticon_stays_a_card(
        title: str, blank: bool) -> None:
    # a card's whole name beside such a word is still near that card (Fury, banned in
    # Modern): an unknown card, never a note that drops it
    result = check("\n".join([title, *([""] if blank else []), *lines(MAIN), "",
                              "Sideboard", *lines(SIDE)]))
    assert result.status == "illegal"
    assert ("unknown-card", 1) in errors(result)


@pytest.mark.parametrize("link", ["https://www.moxfield.com/decks/abc123",
                                  "<https://archidekt.com/decks/123456/my_deck>",
                                  "www.mtggoldfish.com/archetype/legacy-oops-all-spells",
                                  "- https://www.moxfield.com/decks/abc123"])
@pytest.mark.parametrize("where", ["top", "bottom"])
def test_a_link_alone_on_its_line_is_a_note(link: str, where: str) -> None:
    # a post ending its list with the deck's page: after the side deck the link was an
    # unknown card and a sixteenth sideboard card, a legal deck illegal
    cards = [*lines(MAIN), "", "Sideboard", *lines(SIDE)]
    text = [link, "", *cards] if where == "top" else [*cards, "", link]
    result = check("\n".join(text))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    shown = link.strip("-<> ")
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"'{shown}' names no card: read as a note, not a card"]


@pytest.mark.parametrize("link", ["https://scryfall.com/card/lea/232/black-lotus",
                                  "https://mtg.fandom.com/wiki/Black_Lotus",
                                  "https://gatherer.wizards.com/Pages/Card/Details.aspx"
                                  "?name=Black%20Lotus",
                                  "https://scryfall.com/card/lea/232",
                                  "https://api.scryfall.com/cards/lea/232",
                                  "https://gatherer.wizards.com/Pages/Card/Details.aspx"
                                  "?multiverseid=600",
                                  "https://cards.scryfall.io/large/front/b/d/"
                                  "bd8fa327-dd41-4737-8f19-2cf5eb1f7cdd.jpg"])
def test_a_link_to_a_cards_page_stays_an_unknown_card(link: str) -> None:
    # its address names a card (Black Lotus, banned in Legacy), by its name or by its
    # set and number or an id (the card data has no collector numbers to tell which it
    # is: it was a note, the banned card dropped): never a note that drops it
    result = check("\n".join([*lines(MAIN), "", "Sideboard", *lines(SIDE), "", link]))
    assert result.status == "illegal"
    assert [v.message for v in result.violations if v.rule == "unknown-card"] == [
        f"unknown card '{link}'"]


@pytest.mark.parametrize("title", ["Delver - UR", "Tempo UR", "Tempo \u2013 UR", "Murktide UR",
                                   "Jund - BRG", "Jund BRG", "Izzet UR", "Control - UWx"])
@pytest.mark.parametrize("blank", [False, True])
def test_a_title_with_the_decks_colours_after_its_words_is_a_note(title: str,
                                                                  blank: bool) -> None:
    # the colours were read as a bare set code: "Delver -" and "Tempo" (a typo's reach
    # from Tremor) unknown cards, "Jund" the Plane (a legal deck illegal)
    assert_a_legal_list_under(
        title, f"'{title}' names no card: read as a note, not a card", blank)


@pytest.mark.parametrize("title", ["Oko, Thief of Crowns UR", "Oko, Thief of Crowns - UG",
                                   "Oko, Thief of Crowns BUG"])
def test_a_card_named_before_the_colours_of_a_title_is_counted(title: str) -> None:
    # the card the rest of the title names is still read, a banned card said
    result = under_title(title, blank=True)
    assert result.zones == {"main": 61, "side": 15}
    assert errors(result) == [("banned", 1)]


@pytest.mark.parametrize("title", ["Death and Taxes", "Death & Taxes", "**Death and Taxes**",
                                   "Blood and Thunder", "Death + Taxes", "Death n Taxes",
                                   "Death and Taxes - WR", "Death + Taxes (Legacy)",
                                   "Mono-W Death n Taxes"])
def test_a_title_of_two_words_and_an_and_is_a_note(title: str) -> None:
    # "Death // Taxes", its "and" ("+", "&" before a dash) read as a split card's "//",
    # or "Death nTaxes" (a card's id), kept "Death" (a half of Life // Death) as a card
    # the title may name: an unknown card, a legal deck illegal
    assert_a_legal_list_under(
        title, f"'{title.strip('*')}' names no card: read as a note, not a card", blank=True)


@pytest.mark.parametrize("title", ["Stompy", "Rakdos Scam", "Mono-Red Aggro", "Eldrazi Tron",
                                   "Boros Zoo", "Storm", "Reanimator", "Goblins",
                                   "Mono-U Faeries"])
@pytest.mark.parametrize("blank", [False, True])
def test_a_title_of_an_archetypes_kind_is_a_note(title: str, blank: bool) -> None:
    # each a typo's reach from a card (Stomp, Scar, Rotlung Reanimator...): an unknown
    # card, a legal deck illegal
    assert_a_legal_list_under(
        title, f"'{title}' names no card: read as a note, not a card", blank)


@pytest.mark.parametrize("title", ["Goblin", "Eidolon", "Helix Bolt", "Boros Swiftspear",
                                   "Lightning Goblin", "Mono-Red Eidolon", "Esper Lightning",
                                   "Great Boros", "Helix Guide"])
def test_a_title_of_the_lists_cards_words_is_the_decks_title(title: str) -> None:
    # each word a word of a card the list holds (Goblin Guide, Lightning Helix...): the
    # archetype named after its cards, where each was an unknown card within a typo of
    # another card (Goblin Glider, Eidolon of ...), a legal deck illegal
    assert_a_legal_list_under(
        title, f"'{title}' above the list is read as the deck's title, not a card line: a "
        "card line of the list names the card", blank=True)


@pytest.mark.parametrize(("title", "extra"), [
    ("Black Lotuss", ()), ("Black Lotus Storm", ()), ("Mox Jet Aggro", ()),
    ("Storm Black Lotus", ("Black Knight", "Lotus Petal")),
    ("Mox Jet Combo", ("Mox Amber", "Jet Medallion")),
    ("Black Lotuss", ("Black Knight", "Lotus Petal")),
    ("Balance Storm", ("Restore Balance",)), ("Channel Storm", ("Channel the Suns",)),
    ("Boros Exile", ()),
    ("Storm (Black Lotus)", ()), ("Storm w/ Black Lotus", ()), ("Storm+Black Lotus", ()),
    ("Storm/Black Lotus", ("Black Knight", "Lotus Petal")), ("Black Lotus-Storm", ()),
    ("Storm Black Lotuses", ()), ("Black Lotus's Storm", ()), ("Black Lotus'n'Storm", ()),
    ("Black.Lotus Storm", ()), ("Black_Lotus Storm", ()), ("Scam (Grief)", ()),
    ("Mono-Red Rift Bolt (Mox Jet)", ())])
@pytest.mark.parametrize("blank", [False, True])
def test_a_title_with_a_word_of_no_card_of_the_list_stays_a_card_line(
        title: str, extra: tuple[str, ...], blank: bool) -> None:
    # a word no card of the list holds, or a card's whole name beside an archetype's
    # kind, a mark, a plural's or a possessive's ending, or words of the list's cards
    # (``extra``, in the sideboard) that name a card the list does not hold (Balance in
    # Restore Balance): a banned card is never hidden in a title, right above the cards
    # or parted by a blank line (each of the marked ones was a note, legal)
    result = check("\n".join([title, *([""] if blank else []), *lines(MAIN), "", "Sideboard",
                               *lines(SIDE), *(f"1 {name}" for name in extra)]))
    assert result.status == "illegal"
    # a card's whole name in round brackets is also a parse-error naming that card
    marked = title.endswith(("(Black Lotus)", "(Grief)", "(Mox Jet)"))
    assert [rule for rule, line in errors(result) if line == 1] == (
        ["parse-error"] if marked else []) + ["unknown-card"]


@pytest.mark.parametrize(("title", "said"), [
    ("Black Lotus and Taxes", "unknown card 'Black Lotus and Taxes'"),
    ("Life and Death", "no card is named 'Life and Death': read as 1 Life // Death")])
def test_a_title_naming_a_card_before_its_and_stays_a_card_line(title: str, said: str) -> None:
    """A card's whole name before the ``and`` is an unknown card (a banned card is never
    hidden in a title); a split card so written is that card, one copy."""
    result = under_title(title, blank=True)
    assert result.zones == {"main": 61, "side": 15}
    assert next(v.message.split(" (")[0] for v in result.violations if v.line == 1) == said


@pytest.mark.parametrize("title", ["Lightning Helix Combo", "Boros Goblin Guide",
                                   "**Eidolon of the Great Revel Burn**", "Mono-Red Rift Bolt",
                                   "RW Lightning Helix", "Lightning Helix (Modern)",
                                   "Goblin Guide & Monastery Swiftspear",
                                   "Lava Spike / Rift Bolt"])
def test_a_title_naming_a_card_of_the_list_and_a_word_more_is_the_decks_title(
        title: str) -> None:
    # the archetype named after its card, a blank line, then the list: each was an
    # unknown card (its other word may be a count), a legal deck illegal
    assert_a_legal_list_under(
        title, f"'{title.strip('*')}' above the list is read as the deck's title, not a card "
        "line: a card line of the list names the card", blank=True)


@pytest.mark.parametrize("title", ["Lightning Helix twee", "Mono Black Lotus",
                                   "Goblin Guide & Black Lotus", "Goblin Guide / Black Lotus",
                                   "Goblin Guide + Black Lotus", "Black Lotus and Lava Spike",
                                   "Burn / Black Lotus", "Izzet Fire and Ice",
                                   "Dwa Lightning Helix", "Lightning Helix Combo 2",
                                   "Taxes + Black Lotus", "Death n Black Lotus"])
def test_a_title_naming_a_card_not_of_the_list_or_with_a_number_stays_a_card_line(
        title: str) -> None:
    result = under_title(title, blank=True)
    assert result.status == "illegal"
    assert [rule for rule, line in errors(result) if line == 1] == ["unknown-card"]


@pytest.mark.parametrize(("title", "swap", "rule"), [
    ("Dread Return", ("Skewer the Critics", "Dread"), "banned"),
    ("Island Sanctuary", ("Mountain", "Island"), "card-pool"),
    ("Lightning Helix Combo", ("Lightning Helix", "Lightning Helix"), None)])
def test_a_title_that_is_a_cards_whole_name_is_that_card(
        title: str, swap: tuple[str, str], rule: str | None) -> None:
    # a card of the list and a word more is the deck's title only when it names no card
    # by its whole name: Dread Return above "4 Dread" was dropped as the title, the
    # banned card unsaid, the deck legal
    cards = [(count, swap[1] if name == swap[0] else name) for count, name in MAIN]
    result = check("\n".join([title, "", *lines(cards), "", "Sideboard", *lines(SIDE)]))
    assert result.zones == {"main": 61 if rule else 60, "side": 15}
    assert errors(result) == ([(rule, 1)] if rule else [])


@pytest.mark.parametrize("title", ["Jund", "Esper", "**Grixis**"])
def test_a_title_of_a_shards_name_alone_is_no_plane(title: str) -> None:
    # "Jund" above a list was the Plane Jund, not in the card pool: a legal deck illegal
    assert_a_legal_list_under(
        title, f"'{title.strip('*')}' above the list names the deck's colours: read as the "
        "deck's title, not the Plane card so named, which no deck holds", blank=True)


@pytest.mark.parametrize(("title", "main"), [("Izzet Charm", 61), ("Rakdos Charm", 61)])
def test_a_colour_word_right_before_the_cards_leaves_a_card_counted(title: str,
                                                                   main: int) -> None:
    result = under_title(title)
    assert result.zones == {"main": main, "side": 15}
    assert [line for _, line in errors(result)] == []


@pytest.mark.parametrize("title", ["Boros Aggro (Modern)", "Modern Boros v2.3",
                                   "Legacy Red 2024", "Pauper Burn"])
def test_a_title_naming_a_format_right_before_the_cards_is_a_note(title: str) -> None:
    # a list pasted under a title that names its format, no blank line: each was an
    # unknown card, a legal deck illegal
    assert_a_legal_list_under(title, f"'{title}' names no card: read as a note, not a card")


@pytest.mark.parametrize(("title", "rule", "main"), [
    ("Legacy Weapon", None, 61), ("Legacy Weapn", "unknown-card", 61),
    ("Modern Black Lotus", "unknown-card", 61)])
def test_a_format_word_right_before_the_cards_leaves_a_card_or_a_typo_counted(
        title: str, rule: str | None, main: int) -> None:
    # a card whose name holds a format's name is that card (Legacy Weapon, a legal
    # one), one within a typo of one an unknown card, and so a banned card in a title
    result = under_title(title)
    assert result.zones == {"main": main, "side": 15}
    assert [found for found, line in errors(result) if line == 1] == ([rule] if rule else [])


@pytest.mark.parametrize(("title", "rule", "main"), [
    ("Bucket List", "card-pool", 61), ("Buckett List", "unknown-card", 61),
    ("Lightning Bolt by Alice", None, 60), ("Lightnin Bolt", "unknown-card", 61)])
def test_a_title_word_right_before_the_cards_leaves_a_card_or_a_typo_counted(
        title: str, rule: str | None, main: int) -> None:
    # a card whose name holds a title's word is that card, one within a typo of one an
    # unknown card (no card so misspelt vanishes as a title); a card's name among a
    # title's words is the title, as a title parted from the cards by a blank line is
    result = under_title(title)
    assert result.zones == {"main": main, "side": 15}
    assert [found for found, line in errors(result) if line == 1] == ([rule] if rule else [])


@pytest.mark.parametrize("title", ["Oko, Thief of Crowns by Bob (ELD)",
                                   "Oko, Thief of Crowns - Bob's list [ELD]",
                                   "Oko, Thief of Crowns by Alice (ELD) 197",
                                   "Oko, Thief of Crowns decklist {ELD}"])
@pytest.mark.parametrize("gap", [[], [""]])
def test_a_title_with_a_printing_is_a_card_line_never_a_note(
        title: str, gap: list[str]) -> None:
    # a set code in brackets is written of a card, never of a title: the banned card so
    # written beside a title's words was a note, the deck legal
    result = check("\n".join([title, *gap, *lines(MAIN), "", "Sideboard", *lines(SIDE)]))
    assert result.status == "illegal"
    assert ("unknown-card", 1) in errors(result)
    assert not [v for v in result.violations
                if v.line == 1 and "read as a note" in v.message]


@pytest.mark.parametrize("title", ["Black Lotus by Bob (Near Mint)", "Black Lotus [NM] by Bob",
                                   "Black Lotus (Foil) - Bob's list",
                                   "Black Lotus by Bob (German)",
                                   "Oko, Thief of Crowns [NM] by Bob"])
def test_a_title_with_a_copys_words_in_brackets_is_a_card_line_never_a_note(
        title: str) -> None:
    # a copy's condition, language or finish in brackets, anywhere on the line, is written
    # of a card: the banned card so written beside a title's words was a note, the deck legal
    result = under_title(title)
    assert result.status == "illegal"
    assert ("unknown-card", 1) in errors(result)
    assert not [v for v in result.violations
                if v.line == 1 and "read as a note" in v.message]


@pytest.mark.parametrize("title", ["Black Lotus (LEA) by Bob",
                                   "Oko, Thief of Crowns (ELD) by Bob",
                                   "Oko, Thief of Crowns [eld] - Bob's list",
                                   "Oko, Thief of Crowns (ELD) 197 by Alice",
                                   "Oko, Thief of Crowns (ELD-197) by Alice",
                                   "Oko, Thief of Crowns (eld:197) - Bob's list",
                                   "Oko, Thief of Crowns {ELD} by Bob",
                                   "**Oko, Thief of Crowns (ELD)** by Bob",
                                   "=== Oko, Thief of Crowns (ELD) by Bob ===",
                                   "\"Oko, Thief of Crowns (ELD)\" by Bob",
                                   "Oko, Thief of Crowns (Throne of Eldraine) decklist"])
@pytest.mark.parametrize("gap", [[], [""]])
def test_a_card_with_its_set_in_brackets_then_a_titles_words_is_a_card_line(
        title: str, gap: list[str]) -> None:
    # a card's whole name, then a set of the card data in brackets, then other words: a
    # printing is written of a card (it was a note, the banned card unjudged)
    result = check("\n".join([title, *gap, *lines(MAIN), "", "Sideboard", *lines(SIDE)]))
    assert result.status == "illegal"
    rule, message = on_line_one(result)
    assert rule == "unknown-card"
    assert message == f"unknown card '{title}'"


@pytest.mark.parametrize("title", ["Burn (RDW) by Bob", "Izzet Tempo (UR) - Bob's list",
                                   "Oko Food (ELD) by Bob", "Fire (M10) by Bob",
                                   "Burn (FNM) by Bob", "Elves by Bob (Legions)",
                                   "Goblin Guide (Top 8) by Bob", "Burn (RDW 2) by Bob",
                                   "**Burn (RDW)** by Bob",
                                   # another game's set's name
                                   "Mono Red (Base Set) by Bob"])
def test_a_title_with_brackets_of_no_set_or_after_no_card_stays_a_note(title: str) -> None:
    # a title's own brackets (a colour pair, an archetype's or an event's letters), or a
    # set after words that are no card's whole name (a split card's half alone is none)
    result = under_title(title)
    assert (result.status, errors(result)) == ("legal", [])
    rule, message = on_line_one(result)
    assert (rule, message) == ("reading", f"'{title}' names no card: read as a note, not a card")


@pytest.mark.parametrize(("title", "name"), [
    ("Crimson Ritual (Base Game) by Bob", "Crimson Ritual (Base Game) by Bob"),
    ("Rituel pourpre (Jeu de base) - Bob's list", "Rituel pourpre (Jeu de base) - Bob's list")])
def test_a_mage_noir_card_with_its_set_in_brackets_then_a_titles_words_is_a_card_line(
        title: str, name: str, shared: Path) -> None:
    # a set's name, in English or French, after the banned card's name: the card's
    # printing (it was a note, Crimson Ritual unjudged)
    deck = (shared / "cases" / "mage-noir" / "legal-40.txt").read_text(encoding="utf-8")
    result = check(f"{title}\n{deck}", format_id="mage-noir/tournament")
    assert result.status == "illegal"
    [(rule, message)] = [(v.rule, v.message) for v in result.violations
                         if v.line == 1 and v.severity == "error"]
    assert rule == "unknown-card"
    assert message == f"unknown card '{name}'"


@pytest.mark.parametrize("title", ["Burn (Budget) by Bob", "Jund (Good Stuff) - Bob's list"])
def test_a_title_with_other_words_in_brackets_stays_a_note(title: str) -> None:
    result = under_title(title)
    assert (result.status, errors(result)) == ("legal", [])
    rule, message = on_line_one(result)
    assert (rule, message) == ("reading", f"'{title}' names no card: read as a note, not a card")


@pytest.mark.parametrize("title", ["Izzet Murktide by Bob (UR)", "Burn - Bob's list (RDW)",
                                   "Mono Red by Bob [MTGO]"])
def test_a_title_ending_with_capitals_in_brackets_kept_in_its_name_stays_a_note(
        title: str) -> None:
    # a colour pair or an abbreviation the reading keeps in the name is no printing
    result = under_title(title)
    assert (result.status, errors(result)) == ("legal", [])
    rule, message = on_line_one(result)
    assert (rule, message) == ("reading", f"'{title}' names no card: read as a note, not a card")


# --- a Deck header, then the deck and a block after a blank line --------------------------


@pytest.mark.parametrize("header", ["Deck", "Mazo", "デッキ", "Deck - UW Control by Jane Doe"])
@pytest.mark.parametrize("gap", [1, 2])
def test_a_block_after_a_whole_deck_under_the_deck_header_is_the_sideboard(
        header: str, gap: int) -> None:
    # "Deck" / 60 / blank / 15: it was a deck of 75, and so a sideboard of 20 was legal
    text = "\n".join([header, *lines(MAIN), *[""] * gap, *lines(SIDE)])
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    [note] = [v.message for v in result.violations
              if v.rule == "reading" and "blank lines" in v.message]
    assert note.startswith("blocks of cards parted by blank lines under the one deck header: "
                           "the first (60 cards) is a whole main deck of Modern (at least 60)")
    assert note.endswith("remove the blank lines to count them in the deck, or write a "
                         "Sideboard header before them")
    result = check(text + "\n5 Mountain")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 20})
    assert [rule for rule, _ in errors(result)] == ["zone-size"]


def test_blocks_under_the_deck_header_that_fill_the_deck_only_together_stay_the_deck() -> None:
    # a deck grouped by blank lines: its first block alone is no whole deck
    result = check("\n".join(["Deck", *lines(MAIN[:6]), "", *lines(MAIN[6:])]))
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize("tool", ["text", "cockatrice", "forge", "mtgtop8"])
@pytest.mark.parametrize("title", ["Burn (4 Color) 1 Oko, Thief of Crowns",
                                   "Rakdos Scam (5-0) + 1 Oko, Thief of Crowns",
                                   "Jund (Top 8) - Oko, Thief of Crowns x1"])
def test_a_banned_card_counted_in_a_labelled_title_stays_banned(tool: str, title: str) -> None:
    # a title's label counts no card, but a card line with its count after it still does
    text, suffix = titled(title)[tool]
    result = check(text, suffix)
    assert result.status == "illegal"
    assert [rule for rule, _ in errors(result)] == ["banned"]


# --- the player, the event and the deck's name in other languages ------------------------

KEYS = ["Spieler", "Jugador", "Giocatore", "Jogador", "プレイヤー", "Turnier", "Evento",
        "Torneo", "Torneio", "大会", "Deckname", "Nombre", "Nome", "デッキ名"]


@pytest.mark.parametrize("key", KEYS)
def test_another_languages_metadata_key_heads_a_value_not_a_card(key: str) -> None:
    # "Evento: Modern Challenge 64" was 64 copies of an unknown card
    for value in ["Modern Challenge 64", "Burn (4 Color)", "Jane Doe"]:
        result = check("\n".join([f"{key}: {value}", *lines(MAIN), "", *lines(SIDE)]))
        assert (result.status, result.zones, errors(result)) == (
            "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("key", KEYS)
def test_a_card_line_after_another_languages_metadata_key_is_still_counted(key: str) -> None:
    result = check("\n".join([f"{key}: 1 Oko, Thief of Crowns", *lines(MAIN), "",
                              *lines(SIDE)]))
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 61, "side": 15}, [("banned", 1)])


@pytest.mark.parametrize("key", ["Player", "Event", "Format", "プレイヤー", "大会", "Notes"])
def test_a_metadata_key_with_a_full_width_colon_is_read_as_with_a_colon(key: str) -> None:
    # a Japanese or Chinese keyboard's colon (U+FF1A): "Player\uff1aAlice" was an
    # unknown card, a legal deck illegal; its value's card line is still counted
    value = "mtg/modern" if key == "Format" else "Jane Doe"
    result = check("\n".join([f"{key}\uff1a{value}", *lines(MAIN), "", *lines(SIDE)]))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    if key != "Format":
        result = check("\n".join([f"{key}\uff1a 1 Oko, Thief of Crowns", *lines(MAIN), "",
                                  *lines(SIDE)]))
        assert (result.status, result.zones, errors(result)) == (
            "illegal", {"main": 61, "side": 15}, [("banned", 1)])


def test_a_full_width_colon_after_the_format_key_names_the_format() -> None:
    # it was an unknown card 'Format\uff1amtg/modern', the deck not judged
    text = "\n".join(["Format\uff1amtg/modern", *lines(MAIN), "", *lines(SIDE)])
    checker = Checker(CheckOptions(as_of=dt.date.fromisoformat(DAY), use_config=False))
    result = checker.check_bytes(text.encode(), "deck.txt")
    assert (result.format_id, result.status, result.zones) == (
        "mtg/modern", "legal", {"main": 60, "side": 15})


def test_another_languages_player_key_names_the_player() -> None:
    result = check("\n".join(["Jugador: Tomás García", *lines(MAIN), "", *lines(SIDE)]))
    assert result.deck is not None
    assert result.deck.metadata.get("player") == "Tomás García"


#: A Mountain line as deck sites print a card's printing after its name.
PRINTED_MOUNTAINS = ["Mountain (THB) 254", "Mountain (thb) 254", "Mountain [THB]",
                     "Mountain <254> [THB] (F)", "Mountain (THB:254)", "Mountain (THB) 254 *F*"]


@pytest.mark.parametrize("printed", PRINTED_MOUNTAINS)
@pytest.mark.parametrize("comment", ["// 1 Oko, Thief of Crowns", "// Oko, Thief of Crowns"])
def test_a_card_after_the_slashes_of_a_printed_line_is_a_parse_error(
        printed: str, comment: str) -> None:
    # after a set code or a collector number the comment was dropped with them: the
    # banned card read as a comment, the deck legal
    deck = [*lines(MAIN[:-1]), "11 Mountain", f"1 {printed} {comment}"]
    result = check("\n".join(["Deck", *deck, "", "Sideboard", *lines(SIDE)]) + "\n")
    assert result.zones == {"main": 60, "side": 15}
    [error] = [v for v in result.violations if v.severity == "error"]
    assert (error.rule, error.line) == ("parse-error", 15)
    # the name as read after the finish marks (*F*, <254>, (F)) are taken off
    assert error.message.startswith("no card is named 'Mountain ")
    assert error.message.endswith(
        f"{comment}': the line names 'Mountain' and, after its '//', the card Oko, Thief of "
        "Crowns: counted as 1 Mountain")


@pytest.mark.parametrize("printed", PRINTED_MOUNTAINS)
def test_a_comment_of_words_after_a_printed_line_stays_a_comment(printed: str) -> None:
    deck = [*lines(MAIN[:-1]), "11 Mountain", f"1 {printed} // burn"]
    result = check("\n".join(["Deck", *deck, "", "Sideboard", *lines(SIDE)]) + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


# ------------------------------------------------------ cards listed on the title's line

#: A real Duel Commander deck of two commanders (Partner), as registered on MTGO.
PARTNERS = "decklists-duel-commander/2024-09-14_dcleague_8348_d05.txt"


@pytest.mark.parametrize("join", [" + ", " & ", " / ", ", ", " and "])
def test_a_partner_pair_written_as_the_lists_title_leads_it(join: str,
                                                            shared: Path) -> None:
    """Moxfield and forum posts head a partner deck with its pair and list the 98 (the
    pair, named nowhere else, was an unknown card, or a note by a comma: no commander, a
    legal deck illegal): the two cards, one copy each, in the command zone."""
    text = (shared / "data" / "mtg" / PARTNERS).read_text("utf-8")
    pair = ["Agent of the Shadow Thieves", "Gut, True Soul Zealot"]
    deck = text.split("\nDeck\n", 1)[1]
    checker = Checker(CheckOptions(format_id="mtg/duel-commander", use_config=False,
                                   as_of=dt.date(2024, 9, 14)))
    result = checker.check_bytes(f"{join.join(pair)}\n\n{deck}".encode(), "deck.txt")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"command": 2, "main": 98})
    assert next((v.rule, v.message) for v in result.violations if v.line == 1) == (
        "reading", f"'{join.join(pair)}' names no card: read as 2 cards, one copy each: "
                   f"{', '.join(pair)}")


@pytest.mark.parametrize(("title", "found"), [
    ("Mox Jet, Black Lotus", [("card-pool", 1), ("card-pool", 1)]),  # none the list names
    ("Goblin Guide, Black Lotus", [("unknown-card", 1)]),  # one the list names, one not
])
def test_cards_listed_by_commas_as_the_title_are_judged(title: str,
                                                        found: list[tuple[str, int]]) -> None:
    """A title of cards parted by commas hid them (a note, the deck legal): cards the
    list names nowhere else are read as cards, and a list of a played card beside
    another is an unknown card, as when ``&`` or ``/`` joins them."""
    result = check(title + "\n\n" + "\n".join(lines(MAIN)) + "\n")
    assert (result.status, errors(result)) == ("illegal", found)


def test_the_lists_own_cards_as_its_title_stay_its_title() -> None:
    """``Goblin Guide, Eidolon of the Great Revel`` above a list playing both: the title."""
    result = check("Goblin Guide, Eidolon of the Great Revel\n\n" + "\n".join(lines(MAIN))
                   + "\n\nSideboard\n" + "\n".join(lines(SIDE)) + "\n")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"main": 60, "side": 15})


@pytest.mark.parametrize("title", ["Lightning Helix", "**Lightning Helix**", "Rift Bolt Burn",
                                   "Boros Burn"])
@pytest.mark.parametrize("sideboard", [(), ("1 Wear // Tear",)])
def test_a_title_above_a_list_whose_side_deck_follows_a_blank_line_keeps_its_zones(
        title: str, sideboard: tuple[str, ...]) -> None:
    # MTGO's form (the sideboard after a blank line, no header) under the deck's title:
    # a title that a card of the list names was taken out of the lines but not out of
    # the blocks of cards, so the deck's first line was read as a side deck of its own
    # (4 cards) and, with a third block, reading the list failed (internal-error)
    result = check("\n".join([title, "", *lines(MAIN), "", *lines(SIDE),
                              *([""] if sideboard else []), *sideboard]))
    assert (result.status, result.zones) == (("illegal", {"main": 60, "side": 16}) if sideboard
                                             else ("legal", {"main": 60, "side": 15}))
    assert [rule for rule, _line in errors(result)] == (["zone-size"] if sideboard else [])


@pytest.mark.parametrize("title", ["Sheltered by Ghosts", "Bound by Moonsilver"])
def test_a_title_that_is_a_card_written_with_by_is_no_byline(title: str) -> None:
    # "<one word> by <words>" is read as a byline under a title only: the deck's first
    # line so written was a byline, then one more copy of its card
    result = check("\n".join([title, "by Alice", "", f"4 {title}",
                              *lines(MAIN[1:]), "", "Sideboard", *lines(SIDE)]))
    assert result.zones == {"main": 60, "side": 15}
    assert [v.message for v in result.violations if v.line in (1, 2)] == [
        f"'{title}' above the list is read as the deck's title, not a card line: a card "
        "line of the list names the card", "'by Alice' names no card: read as a note, not a card"]


@pytest.mark.parametrize("title", ["Karn Stompy", "UR Karn", "Karn Tron"])
def test_a_title_naming_a_legend_of_the_list_by_its_own_name_is_the_decks_title(
        title: str) -> None:
    # Karn is a card of its own; the list holds Karn, the Great Creator, which players
    # name Karn: the deck's title (the short name was an unknown card, a legal deck
    # illegal), where a card the list holds no legend of stays a card line (Channel
    # beside Channel the Suns)
    side = [(1, "Karn, the Great Creator"), *SIDE[1:]]
    result = check("\n".join([title, "", *lines(MAIN), "", "Sideboard", *lines(side)]))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert on_line_one(result)[0] == "reading"


#: The Modern list with three of its cards swapped for a kind's card, a card whose name
#: ends in a count word and one whose name starts with one, judged in Vintage in 2026.
KINDS_MAIN = [(4, "Badgermole Cub"), (4, "Hollow One"), (4, "Nine Lives"),
              *[card for card in MAIN if card[1] not in (
                  "Lava Spike", "Rift Bolt", "Skewer the Critics")]]


def _in_vintage(title: str, side: list[tuple[int, str]] = SIDE[1:]) -> DeckResult:
    """``KINDS_MAIN`` and ``side`` under the line ``title`` and a blank line, judged in
    Vintage on 2026-01-20."""
    checker = Checker(CheckOptions(format_id="mtg/vintage", as_of=dt.date(2026, 1, 20),
                                   use_config=False))
    return checker.check_bytes("\n".join([title, "", *lines(KINDS_MAIN), "", "Sideboard",
                                          *lines(side)]).encode(), "deck.txt")


@pytest.mark.parametrize("title", [
    "Golgari Badgermole", "Mono-Green Badgermole", "Badgermole Aggro",
    "WB Hollow One", "Rakdos Hollow One", "Hollow One", "Nine Lives Combo",
    "Nine Lives"])
def test_a_title_naming_a_card_of_the_list_by_its_kind_or_a_count_word_is_a_title(
        title: str) -> None:
    # Badgermole, a card, is the kind (Badger Mole) of Badgermole Cub, which the list
    # holds; "One" and "Nine" are words of Hollow One and Nine Lives, no counts: each
    # title was an unknown card (or one more copy), a legal deck illegal
    result = _in_vintage(title)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 14}, [])
    assert on_line_one(result) == ("reading", f"'{title}' above the list is read as the "
                                   "deck's title, not a card line: a card line of the list "
                                   "names the card")


@pytest.mark.parametrize(("title", "side", "rule"), [
    # Channel, a sorcery of no kind, is no kind of Channel the Suns; Fury, an Elemental
    # Incarnation, none of Fury Sliver: the title holds a card the list does not
    ("Channel Storm", [(1, "Channel the Suns")], "unknown-card"),
    ("Rakdos Fury", [(1, "Fury Sliver")], "unknown-card"),
    # a count word whose name without it the list names: copies of that card
    ("Hollow One Four", [], "copy-limit"), ("Four Hollow One", [], "copy-limit"),
    ("Black Lotus Four", [(1, "Black Lotus")], "restricted")])
def test_a_title_holding_another_card_or_a_count_of_the_lists_stays_a_card_line(
        title: str, side: list[tuple[int, str]], rule: str) -> None:
    result = _in_vintage(title, [*SIDE[1:], *side])
    assert result.status == "illegal"
    assert [found for found, line in errors(result) if line == 1] == [rule]


@pytest.mark.parametrize("header", ["Deck - Hollow One", "Main Deck - Hollow One"])
def test_a_headers_title_whose_last_word_is_a_count_word_of_the_lists_card_is_a_title(
        header: str) -> None:
    # as "Deck - Goblin Guide" above "4 Goblin Guide" is the deck's title; "One" made it
    # one more copy, a legal deck illegal
    checker = Checker(CheckOptions(format_id="mtg/vintage", as_of=dt.date(2026, 1, 20),
                                   use_config=False))
    result = checker.check_bytes("\n".join([header, *lines(KINDS_MAIN), "", "Sideboard",
                                            *lines(SIDE[1:])]).encode(), "deck.txt")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 14}, [])


def xml_sections(form: str, deck: str, side: str) -> tuple[str, str]:
    """The deck (``MAIN``, ``SIDE``) as a Cockatrice, OCTGN or LackeyCCG file whose zones
    are named ``deck`` and ``side``: its text and its suffix."""
    if form == "cod":
        return "\n".join([
            '<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">',
            f'<zone name="{deck}">', *[f'<card number="{n}" name="{c}"/>' for n, c in MAIN],
            f'</zone><zone name="{side}">',
            *[f'<card number="{n}" name="{c}"/>' for n, c in SIDE],
            "</zone>", "</cockatrice_deck>"]), ".cod"
    if form == "o8d":
        return "\n".join([
            '<?xml version="1.0" encoding="utf-8"?>', "<deck>",
            f'<section name="{deck}">', *[f'<card qty="{n}" id="x">{c}</card>' for n, c in MAIN],
            f'</section><section name="{side}">',
            *[f'<card qty="{n}" id="x">{c}</card>' for n, c in SIDE], "</section>",
            "</deck>"]), ".o8d"
    return "\n".join([
        '<deck version="0.8">', f'<superzone name="{deck}">',
        *[f"<card><name>{c}</name></card>" for n, c in MAIN for _ in range(n)],
        f'</superzone><superzone name="{side}">',
        *[f"<card><name>{c}</name></card>" for n, c in SIDE for _ in range(n)],
        "</superzone>", "</deck>"]), ".dek"


@pytest.mark.parametrize("form", ["cod", "o8d", "lackey"])
@pytest.mark.parametrize(("deck", "side"), [("Колода", "Резерв"), ("デッキ", "サイドボード"),
                                            ("牌库", "Сайдборд"), ("Hauptdeck", "Réserve")])
def test_a_zone_named_in_another_script_in_an_xml_deck_file_is_that_zone(
        form: str, deck: str, side: str) -> None:
    # the look-alike folding of a zone's name turned a Cyrillic header (Колода, Резерв)
    # and a katakana one holding the long vowel mark (サイドボード) into no header: their
    # cards were not counted, a parse-error, and a look-alike warning said they were Latin
    text, suffix = xml_sections(form, deck, side)
    result = check(text, suffix)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.rule for v in result.violations if v.rule == "look-alike"] == []


@pytest.mark.parametrize("form", ["cod", "o8d", "lackey"])
def test_a_latin_zone_name_with_a_look_alike_letter_is_still_folded(form: str) -> None:
    text, suffix = xml_sections(form, "Main", "Sid\u0435board")  # a Cyrillic e
    result = check(text, suffix)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.rule for v in result.violations if v.rule == "look-alike"] == ["look-alike"]


@pytest.mark.parametrize("first", ["Reyhan, Last of the Abzan", "Rograkh, Son of Rohgahh"])
def test_partners_alone_above_the_deck_are_the_commanders_whichever_comes_first(
        first: str) -> None:
    # "Reyhan, Last of the Abzan" first, a possible title for its clan's word, was set
    # aside from its block and put back in the deck, out of the command zone: its colours
    # outside Rograkh's alone, a legal deck illegal
    other = ({"Reyhan, Last of the Abzan", "Rograkh, Son of Rohgahh"} - {first}).pop()
    result = check(f"{first}\n{other}\n\n33 Swamp\n33 Forest\n32 Mountain\n",
                   format_id="mtg/commander")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"command": 2, "main": 98}, [])
    blue = check(f"{first}\n{other}\n\n1 Counterspell\n33 Swamp\n33 Forest\n31 Mountain\n",
                 format_id="mtg/commander")
    assert (blue.status, errors(blue)) == ("illegal", [("colour-identity", 4)])
