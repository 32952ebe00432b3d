"""Name normalisation (DESIGN 3.3): one function for every lookup."""

from __future__ import annotations

import pytest

from cardtools.namecells import may_name_one_card
from cardtools.names import (
    letter_readings,
    most_faces,
    name_words,
    normalise,
)


@pytest.mark.parametrize(
    ("written", "key"),
    [
        ("Fire Ball", "fire ball"),
        ("  FIRE   BALL ", "fire ball"),
        ("Armure d’écorce", "armure d'ecorce"),
        ("Armure d'Écorce", "armure d'ecorce"),
        ("Æther Vial", "aether vial"),
        ("Lim-Dûl’s Vault", "lim-dul's vault"),
        ("Lim–Dûl's Vault", "lim-dul's vault"),
        ("Fire/Ice", "fire // ice"),
        ("Fire / Ice", "fire // ice"),
        ("Fire//Ice", "fire // ice"),
        ("Fire | Ice", "fire // ice"),
        ("Fire /// Ice", "fire // ice"),  # MTG Arena's export
        ("Fire///Ice", "fire // ice"),
        ("“Ach! Hans, Run!”", '"ach! hans, run!"'),
        ("ﬁnale", "finale"),
        ("Straße", "strasse"),
    ],
)
def test_spellings_of_one_name_share_a_key(written: str, key: str) -> None:
    assert normalise(written) == key


def test_different_names_keep_different_keys() -> None:
    assert normalise("Fire Ball") != normalise("Fireball")
    assert normalise("Korg & Zet") == "korg & zet"


def test_an_unknown_name_tried_without_suggestions_still_gets_them_when_asked() -> None:
    """A name that names no card, resolved without suggestions (a reading of a line), is
    answered from memory the next time; asked with suggestions, it still gets them."""
    from cardtools.cardfiles import bundled_database

    database = bundled_database("mage-noir")
    first = database.resolve("Fire Bal", suggest=False)
    assert (first.card, first.suggestions) == (None, ())
    assert database.resolve("Fire Bal", suggest=False) is first
    assert "Fire Ball" in database.resolve("Fire Bal").suggestions


def test_a_long_run_of_spaces_collapses_to_one() -> None:
    """Spaces of any kind and any number collapse to one, around a split separator too
    (they are collapsed before the separators are read: reading them first was
    quadratic in a long run, which the fuzzer's slowest-input report showed)."""
    assert normalise("\u00e9" + " " * 200_000 + "x") == "e x"
    assert normalise("Fire \u3000 / \u3000 Ice") == "fire // ice"


@pytest.mark.parametrize(("game", "written", "card"), [
    ("magi-nation", "Gum Gum", "Gum-Gum"),
    ("magi-nation", "Three Leaf Clover", "Three-Leaf Clover"),
    ("magi-nation", "Korgs Poetry", "Korg's Poetry"),
    ("mage-noir", "Ras Wrath", "Râ's Wrath"),
    ("mage-noir", "Kerlochs Flower", "Kerloc'h's Flower"),
    ("mage-noir", "Yuki Onna's Robe", "Yuki-Onna's Robe"),
    ("mage-noir", "Rituel du Guerrier Mage", "Warrior-Mage Ritual"),
    ("mage-noir", "Crimson-Ritual", "Crimson Ritual"),
    # double quotes left out, as lists typed by hand and some exports write the names
    ("mtg", "Kongming, Sleeping Dragon", 'Kongming, "Sleeping Dragon"'),
    ("mtg", "Ach! Hans, Run!", '"Ach! Hans, Run!"'),
    # a possessive after an s written with the apostrophe alone, straight or curly
    ("mage-noir", "Zeus' Thunder", "Zeus's Thunder"),
    ("mage-noir", "Zeus\u2019 Thunder", "Zeus's Thunder"),
    ("mage-noir", "Zeus\u2018 Thunder", "Zeus's Thunder"),
    ("mage-noir", "Zeus` Thunder", "Zeus's Thunder"),
    ("mage-noir", "Zeus\u00b4 Thunder", "Zeus's Thunder"),
    ("mage-noir", "Zeus\u02bc Thunder", "Zeus's Thunder"),
    ("mage-noir", "Zeus\u2019s Thunder", "Zeus's Thunder"),
    ("mtg", "Thieves's Auction", "Thieves' Auction"),
    # a possessive 's left out (as Ancient's Puzzlebox's own text writes its name) or added
    ("magi-nation", "Ancient Puzzlebox", "Ancient's Puzzlebox"),
    ("magi-nation", "ANCIENT PUZZLEBOX", "Ancient's Puzzlebox"),
    ("magi-nation", "Korg Poetry", "Korg's Poetry"),
    ("mage-noir", "Zeus Thunder", "Zeus's Thunder"),
    ("mtg", "Urza Saga", "Urza's Saga"),
    ("mtg", "Sensei Divining Top", "Sensei's Divining Top"),
    ("mtg", "Giant's Growth", "Giant Growth"),
    # the commas and full stops of a name left out, as exports and hand-typed lists do
    ("mtg", "Ragavan Nimble Pilferer", "Ragavan, Nimble Pilferer"),
    ("mtg", "Phlage Titan of Fires Fury", "Phlage, Titan of Fire's Fury"),
    ("mtg", "Mr Orfeo the Boulder", "Mr. Orfeo, the Boulder"),
    # a French name's colon after a space, as French writes it, left out too
    ("mtg", "Cercle de protection rouge", "Circle of Protection: Red"),
    # a comma with no space after it, a space before it, or written as a semicolon
    ("magi-nation", "Yaki,Core Stalker", "Yaki, Core Stalker"),
    ("magi-nation", "Yaki ,Core Stalker", "Yaki, Core Stalker"),
    ("magi-nation", "Yaki;Core Stalker", "Yaki, Core Stalker"),
    ("mtg", "Phlage,Titan of Fire's Fury", "Phlage, Titan of Fire's Fury"),
    # a name some other key spells alike but for a comma still names its own card
    ("mtg", "Lava-Axe", "Lava Axe"),
])
def test_a_hyphen_written_as_a_space_or_an_apostrophe_left_out_names_the_card(
        game: str, written: str, card: str) -> None:
    from cardtools.cardfiles import bundled_database

    resolved = bundled_database(game).resolve(written)
    assert resolved.card is not None and resolved.card.name == card


@pytest.mark.parametrize(("game", "written"), [
    ("mage-noir", "Fireball"),  # words run together are other words (Fire Ball)
    ("magi-nation", "Gumgum"),
    ("magi-nation", "'Gum Gum'"),  # an apostrophe around words is a mark
    ("mtg", "Teferi,Ponder"),  # two cards joined by a comma are no card
    ("mtg", "Borrowing 100 000 Arrows"),  # a comma between digits is no parting mark
    ("mtg", "Thieve Auction"),  # the s of a plural is no possessive's
    ("magi-nation", "Ancient's Puzzle Box"),  # words parted are other words
    ("mage-noir", "Seed's"),  # a possessive names what follows it: no card alone
])
def test_words_run_together_or_marks_around_them_name_no_card(game: str, written: str) -> None:
    from cardtools.cardfiles import bundled_database

    assert bundled_database(game).resolve(written).card is None


@pytest.mark.parametrize(("written", "card"), [
    ("_____ Goblin", "________ Goblin"),
    ("______ Goblin", "________ Goblin"),
    ("_ Goblin", "________ Goblin"),
    ("__ __ Rocketship", "_____ _____ Rocketship"),
    ("_______ Balls of Fire", "_____ Balls of Fire"),
    ("__-o-saurus", "_____-o-saurus"),
])
def test_a_blank_of_any_length_names_the_card_with_that_blank(written: str,
                                                               card: str) -> None:
    """Unfinity's blanks are written with as many underscores as a list likes:
    ``_____ Goblin`` was an unknown card beside ``________ Goblin``."""
    from cardtools.cardfiles import bundled_database

    resolved = bundled_database("mtg").resolve(written)
    assert resolved.card is not None and resolved.card.name == card


@pytest.mark.parametrize(("written", "card"), [
    ("_____", "_____"), ("______", "______"), ("___", None), ("_", None),
    ("_ Gob", None)])
def test_a_name_of_blanks_alone_names_only_the_card_of_as_many(written: str,
                                                                card: str | None) -> None:
    """``_____`` (Unhinged) and ``______`` are two cards named by their underscores
    alone: another number of them names neither (no guess between them)."""
    from cardtools.cardfiles import bundled_database

    resolved = bundled_database("mtg").resolve(written)
    assert (resolved.card.name if resolved.card is not None else None) == card


def test_two_cards_with_the_same_words_and_blanks_are_no_guess() -> None:
    """``_ Storm`` and ``___ Storm`` differ only by a blank's length: ``__ Storm`` names
    neither."""
    from cardtools.carddb import CardDatabase, CardLayer

    layer = CardLayer([{"name": "_ Storm", "type": "Spell"},
                       {"name": "___ Storm", "type": "Spell"}])
    database = CardDatabase("test", [layer], {})
    assert database.resolve("__ Storm").card is None
    assert database.resolve("___ Storm").card.name == "___ Storm"  # type: ignore[union-attr]


def test_two_cards_written_with_the_same_words_are_no_guess() -> None:
    """``Fire-Storm`` and ``Fire Storm`` differ only by a hyphen: ``fire storm`` names
    one of them exactly, ``Fire Sto'rm`` neither (it would be a guess between two cards);
    ``Ice Wall`` names the one card ``Ice-Wall``."""
    from cardtools.carddb import CardDatabase, CardLayer

    layer = CardLayer([{"name": "Fire-Storm", "type": "Spell"},
                       {"name": "Fire Storm", "type": "Spell"},
                       {"name": "Ice-Wall", "type": "Spell"}])
    database = CardDatabase("test", [layer], {})
    assert database.resolve("fire storm").card.name == "Fire Storm"  # type: ignore[union-attr]
    assert database.resolve("Ice Wall").card.name == "Ice-Wall"  # type: ignore[union-attr]
    assert database.resolve("Fire Sto'rm").card is None


def test_two_cards_written_alike_but_for_a_comma_are_no_guess() -> None:
    """``Ash, Warden`` and ``Ash Warden`` differ only by a comma: ``Ash. Warden`` names
    neither (a guess between two cards); ``Ice Wall, Tall`` is met without its comma."""
    from cardtools.carddb import CardDatabase, CardLayer

    layer = CardLayer([{"name": "Ash, Warden", "type": "Spell"},
                       {"name": "Ash Warden", "type": "Spell"},
                       {"name": "Ice Wall, Tall", "type": "Spell"}])
    database = CardDatabase("test", [layer], {})
    assert database.resolve("Ash. Warden").card is None
    assert database.resolve("Ice Wall Tall").card.name == "Ice Wall, Tall"  # type: ignore[union-attr]


@pytest.mark.parametrize(("written", "suggested"), [
    ("Uro, Titan of Cosmic Rift", ["Uro, Titan of Nature's Wrath"]),
    # a name that is words of card names suggests those first, ranked as cards search
    # ranks them (more printings first); then the names close in spelling
    ("Ragavan", ["Ragavan, Nimble Pilferer", "Rashmi and Ragavan", "Rag Man"]),
    # the names it begins before a comma before those holding it elsewhere
    ("Thalia", ["Thalia, Guardian of Thraben", "Thalia, Heretic Cathar",
                "Thalia's Lancers"]),
    ("Black Lotuss", ["Black Lotus", "Blacker Lotus"]),
    ("Ur", []),  # a short name of fewer than three letters suggests no card by it
    # a full name within a typo of a card's comes before the cards of its short name
    ("Jace, the Mind Sculpter", ["Jace, the Mind Sculptor", "Jace, Arcane Strategist",
                                 "Jace, Architect of Thought"]),
    # a short name met exactly comes before a name one letter from it (Râle)
    ("Ral", ["Ral, Storm Conduit", "Ral, Izzet Viceroy", "Ral, Crackling Wit"]),
])
def test_a_legendary_cards_short_name_suggests_its_cards_first(
        written: str, suggested: list[str]) -> None:
    """Players call a legendary card by the part of its name before the comma; a name
    so written, or with a misremembered rest, suggests the cards of that short name
    (canonical names, each once) before the names merely close in spelling."""
    from cardtools.cardfiles import bundled_database

    assert bundled_database("mtg").suggest(written) == suggested


@pytest.mark.parametrize(("written", "first"), [
    ("Wandering Emperor, The", "The Wandering Emperor"),
    ("One Ring, The", "The One Ring"),
    ("Tabernacle at Pendrell Vale, The", "The Tabernacle at Pendrell Vale"),
    ("Lotus, Black", "Black Lotus"),
    ("Thief of Crowns, Oko", "Oko, Thief of Crowns"),  # its own comma put back
    ("Mind Sculptor, Jace, the", "Jace, the Mind Sculptor"),
])
def test_a_name_sorted_with_its_last_part_first_suggests_its_card_first(
        written: str, first: str) -> None:
    """Collection software sorts a name by moving a part last after a comma (``One Ring,
    The``): such a name got no suggestion, or another card's (Wandering Fumarole); the
    card it names with that part first again is suggested first."""
    from cardtools.cardfiles import bundled_database

    assert bundled_database("mtg").suggest(written)[0] == first


@pytest.mark.parametrize("written", ["&lt;Grief&gt;", "\uff1cGrief\uff1e", "&#60;Grief&#62;",
                                     "<Grief>"])
def test_a_name_in_angle_brackets_suggests_its_card_first(written: str) -> None:
    """A name between angle brackets, written as HTML character references or full-width
    (``&lt;Grief&gt;``, ``\uff1cGrief\uff1e``), got no suggestion."""
    from cardtools.cardfiles import bundled_database

    assert bundled_database("mtg").suggest(written)[0] == "Grief"


def test_a_character_reference_ending_a_name_keeps_its_semicolon() -> None:
    """``1 &lt;Grief&gt;`` was quoted as ``'&lt;Grief&gt'``, the ``;`` cut as a list's
    end mark; ``1 Grief;`` still has it cut."""
    from tests.test_hostile_variants import mtg

    result = mtg().check_bytes(b"1 &lt;Grief&gt;\n1 Grief;\n", "deck.txt")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("unknown-card", "banned")] == [
        ("unknown-card", "unknown card '&lt;Grief&gt;'", 1),
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]


def test_a_name_close_to_a_melded_back_half_suggests_the_cards_it_is_made_of() -> None:
    """A melded permanent is two cards, not one (rule 712.4): a name close to its back
    half suggested that half's name in small letters ('hanweir, the writhing township'),
    itself no card a deck may hold."""
    from cardtools.cardfiles import bundled_database

    assert bundled_database("mtg").suggest("Hanweir, the Writhng Township") == [
        "Hanweir Battlements", "Hanweir Garrison"]


@pytest.mark.parametrize(("written", "suggested"), [
    ("Sticker Sheets", ["Scrying Sheets"]), ("Sticker Sheetz", []), ("Stickr sheet", [])])
def test_a_placeholder_of_the_card_data_is_never_suggested(
        written: str, suggested: list[str]) -> None:
    """The corpus's generic Sticker sheet (source-fixes.json's placeholders: the card
    data's placeholder fact) names no printed card: a name close to it suggested it
    ("did you mean Sticker sheet or Scrying Sheets?"), a card no deck holds; written
    exactly it is still that record (judged: no deck card)."""
    from cardtools.cardfiles import bundled_database

    database = bundled_database("mtg")
    assert database.suggest(written) == suggested
    found = database.resolve("Sticker sheet", False).card
    assert found is not None and found.facts.get("placeholder") is True


@pytest.mark.parametrize(("written", "spelt"), [
    ("Wrenn & Six", "Wrenn and Six"),
    ("Wrenn and Six", "Wrenn & Six"),
    ("Wrenn&Six", "Wrenn and Six"),
    ("Wrenn &amp; Six", "Wrenn and Six"),  # a web page's escape
    ("Wrenn \uff06 Six", "Wrenn and Six"),  # a full-width ampersand
    ("R&D's Secret Lair", "R and D's Secret Lair"),
    ("& Six", None),
    ("Minsc AND Boo, Timeless Heroes", "Minsc & Boo, Timeless Heroes"),
    ("Korg & Zet & Grega", "Korg and Zet and Grega"),
    ("Fire Ball", None),
    ("Sandstorm", None),  # "and" inside a word is no word
    ("and Six", None),  # a word on either side
])
def test_a_names_ampersand_and_and_are_one(written: str, spelt: str | None) -> None:
    from cardtools.names import ampersand_spelling

    assert ampersand_spelling(written) == spelt


@pytest.mark.parametrize("game", ["mage-noir", "magetcg", "magi-nation", "mtg"])
def test_no_card_is_another_cards_name_with_its_ampersand_or_and_spelt_otherwise(
        game: str) -> None:
    """The other spelling of every name a card answers to (canonical, localised, alias,
    face) names no card of the game: reading ``&`` for ``and`` (or the other way) never
    makes another card reachable, and every spelling so read names its own card."""
    from cardtools.cardfiles import bundled_database
    from cardtools.names import ampersand_spelling

    database = bundled_database(game)
    keys = {key for layer in database.layers for key, _ in layer.index.items()}
    spelt = {key: ampersand_spelling(key) for key in keys}
    assert sorted(key for key, other in spelt.items() if other and other in keys) == []
    if game == "mtg":  # the bundled data has such names: the test tests something
        assert spelt["wrenn and six"] == "wrenn & six"
        assert spelt["minsc & boo, timeless heroes"] == "minsc and boo, timeless heroes"


def test_a_card_is_shown_and_suggested_whichever_of_ampersand_and_and_is_written() -> None:
    """``Wrenn & Six`` was an unknown card whose first suggestion was the French name
    Wrenn et Six; ``Minsc and Boo`` suggested nothing."""
    from typer.testing import CliRunner

    from cardtools.cardfiles import bundled_database
    from cardtools.cli import app

    database = bundled_database("mtg")
    assert database.suggest("Wrenn & Sx") == ["Wrenn and Six"]
    assert database.suggest("Minsc and Boo") == ["Minsc & Boo, Timeless Heroes"]
    # a card only close in its localised name is still shown by that name
    assert bundled_database("mage-noir").suggest("Boule de feux")[0] == "Boule de feu (Fire Ball)"
    runner = CliRunner()
    for written, shown in [("Wrenn & Six", "Wrenn and Six"),
                           ("Minsc and Boo, Timeless Heroes", "Minsc & Boo, Timeless Heroes")]:
        result = runner.invoke(app, ["cards", "show", written, "--game", "mtg"])
        assert (result.exit_code, result.stdout.splitlines()[0]) == (0, shown)
    result = runner.invoke(app, ["cards", "show", "Minsc and Boo"])
    assert (result.exit_code, result.stdout) == (1, (
        "no card 'Minsc and Boo' in any game (mage-noir, magetcg, magi-nation, mtg); did "
        "you mean Minsc & Boo, Timeless Heroes (mtg)?\n"))


def test_a_short_name_suggests_its_card_before_another_games_close_name() -> None:
    """``cards show Ragavan`` suggested Magi-Nation's Tragan before Ragavan, Nimble
    Pilferer: a name holding the one written as whole words comes first, whatever its
    game."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    result = CliRunner().invoke(app, ["cards", "show", "Ragavan"])
    assert (result.exit_code, result.stdout) == (1, (
        "no card 'Ragavan' in any game (mage-noir, magetcg, magi-nation, mtg); did you mean "
        "Ragavan, Nimble Pilferer (mtg) or Rashmi and Ragavan (mtg) or Tragan (magi-nation) "
        "or Rag Man (mtg)?\n"))


def test_suggestions_from_every_game_come_closest_first() -> None:
    """``cards show "Lightning Blot"`` listed the suggestions game by game, Mage Noir's
    and Magi-Nation's first and the closest, Lightning Bolt, seventh: across games they
    come by closeness of spelling."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    result = CliRunner().invoke(app, ["cards", "show", "Lightning Blot"])
    assert (result.exit_code, result.stdout) == (1, (
        "no card 'Lightning Blot' in any game (mage-noir, magetcg, magi-nation, mtg); did "
        "you mean Lightning Bolt (mtg) or Lightning Blow (mtg) or Lightning Blast (mtg) or "
        "Lightning Blade (mage-noir) or Lightning Call (mage-noir) or Lightning "
        "(magi-nation) or Lightning Braggle (magi-nation) or Lightning Arc (mage-noir) or "
        "Lightning Sand (magi-nation)?\n"))


@pytest.mark.parametrize(("written", "leading", "readings"), [
    ("4tog", False, ("4tog", "atog")),
    ("|3lack Lotus", False, ("|3lack Lotus", "black Lotus")),
    ("B1ack L0tus", False, ("B1ack L0tus", "Black Lotus", "Biack Lotus")),
    ("0ko, Thief 0f Crowns", True, ("0ko, Thief 0f Crowns", "oko, Thief 0f Crowns")),
    ("4 Horsemen", True, ("4 Horsemen",)),
    ("Black Lotus", False, ("Black Lotus",)),
])
def test_letter_readings_read_digits_and_marks_written_for_letters(
        written: str, leading: bool, readings: tuple[str, ...]) -> None:
    """Digits and marks written for the letters they look like are read as those, each
    ambiguous one (``1``: l or i) in a second reading; ``leading`` reads only the one a
    name starts with, before a letter (a count stays a count)."""
    assert letter_readings(written, leading) == readings


@pytest.mark.parametrize(("first", "second", "agree"), [
    ("Urza's Saga", "Urzas Saga", True),
    ("Urza's Saga", "Urza s Saga", True),
    ("Lim-D\u00fbl's Vault", "Lim-Duls Vault", True),
    ("Aragorn, the Uniter", "Aragorn the Uniter", True),
    ("Urza's Saga (Borderless)", "Urzas Saga", True),
    ("Plains (267) - Full Art", "Plains", True),
    ("Forest - Full Art (278)", "Forest", True),
    ("Urza s Saga", "Urzas Saga", False),
    ("Grief", "Griefs", False),
    ("Grief (381)", "Island", False),
    ("(381)", "(Foil)", False),
    ("Island - Grief", "Island", False),
    ("Island \u2013 Grief", "Island", False),
    ("Plains - Full Art", "Plains", True),
])
def test_name_columns_agree_apostrophes_and_printing_tails_aside(
        first: str, second: str, agree: bool) -> None:
    """TCGplayer's ``Simple Name`` drops a name's apostrophes and marks, its ``Name`` adds
    collector numbers and printing kinds in any order: such names agree; a letter more,
    or a name made of nothing but a tail, names another card."""
    assert may_name_one_card([first, second]) is agree
    assert may_name_one_card([second, first]) is agree


def test_name_words_join_an_apostrophes_word() -> None:
    """Two columns writing one name compare its words, an apostrophe joining its word."""
    assert [name_words(name) for name in ("Urza\u2019s Saga", "Aragorn, the Uniter")] == [
        "urzas saga", "aragorn the uniter"]


def test_most_faces_is_the_cell_naming_every_face() -> None:
    """Of name cells agreeing by a first face, the whole name is read: only it says the
    rest is the card's other face."""
    assert most_faces(["Island", "Island // Grief"]) == "Island // Grief"
    assert most_faces(["Wear // Tear", "Wear/Tear"]) == "Wear // Tear"
    assert most_faces(["Ponder"]) == "Ponder"
