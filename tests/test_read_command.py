"""``cardtools read FILE --to DIALECT`` and ``check --include-deck``: the deck as read,
written again in another tool's form, and kept in the JSON report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from typer.testing import CliRunner

from cardtools.cli import READ_DIALECTS, app
from cardtools.gamedata import bundled_zones, zoned_schema
from cardtools.resources import schema

FORGE = (b"[metadata]\nName=Izzet\n[Commander]\n1 Kalamax, the Stormsire+|C20\n[Main]\n"
         b"4 Lightning Bolt|M10\n2 Fire // Ice|MH2\n[Sideboard]\n2 Pyroblast|ICE\n")


def _invoke(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), input=stdin)
    return outcome.exit_code, outcome.stdout, outcome.stderr


def test_forge_to_arena(tmp_path: Path) -> None:
    deck = tmp_path / "izzet.dck"
    deck.write_bytes(FORGE)
    code, out, err = _invoke("read", str(deck), "--to", "arena")
    assert code == 0
    assert out == ("About\nName Izzet\n\nCommander\n1 Kalamax, the Stormsire\n\n"
                   "Deck\n4 Lightning Bolt\n2 Fire /// Ice\n\nSideboard\n2 Pyroblast\n")
    assert f"{deck}:1: info [reading] read as a Forge deck file" in err


def test_forge_names_a_deck_of_no_name_by_its_files_stem(tmp_path: Path) -> None:
    """``read --to forge`` wrote ``Name=Deck`` for every list naming none: Forge keeps
    its decks by that name (and reads no deck of a file without ``[metadata]``), so each
    was the same deck ``Deck``. The file's stem names it; the list's own name wins, and
    standard input, no file, is still ``Deck``."""
    deck = tmp_path / "commander-moxfield.txt"
    deck.write_text("1 Kalamax, the Stormsire *CMDR*\n4 Lightning Bolt\n", "utf-8")
    code, out, _ = _invoke("read", str(deck), "--to", "forge")
    assert code == 0
    assert out.splitlines()[:2] == ["[metadata]", "Name=commander-moxfield"]
    deck.write_text("Name: Izzet Kalamax\n1 Kalamax, the Stormsire *CMDR*\n", "utf-8")
    code, out, _ = _invoke("read", str(deck), "--to", "forge")
    assert out.splitlines()[:2] == ["[metadata]", "Name=Izzet Kalamax"]
    # written back, the name is read as the deck's
    again = tmp_path / "again.dck"
    again.write_text(out, "utf-8")
    code, out, _ = _invoke("read", str(again), "--to", "cardtools")
    assert code == 0 and "Izzet Kalamax" in out


def test_text_to_forge_and_mtgo_canonical_names() -> None:
    text = b"1 kalamax, the stormsire *CMDR*\n4 lightning bolt *F*\n2 Fire/Ice\nSB: 1 Duress\n"
    code, out, _ = _invoke("read", "-", "--to", "forge", stdin=text)
    assert code == 0
    assert out == ("[metadata]\nName=Deck\n[Commander]\n1 Kalamax, the Stormsire\n[Main]\n"
                   "4 Lightning Bolt+\n2 Fire // Ice\n[Sideboard]\n1 Duress\n")
    code, out, _ = _invoke("read", "-", "--to", "mtgo", stdin=text)
    assert out == "4 Lightning Bolt\n2 Fire/Ice\n\n1 Duress\n1 Kalamax, the Stormsire\n"


def test_read_round_trips_through_every_dialect() -> None:
    """What one dialect writes, cardtools reads back to the same deck (the command zone
    aside for MTGO text, which has none)."""
    first = json.loads(_invoke("read", "-", "--to", "json", stdin=FORGE)[1])
    assert first == {
        "name": "Izzet",
        "deck": [{"name": "Lightning Bolt", "count": 4}, {"name": "Fire // Ice", "count": 2}],
        "side": [{"name": "Pyroblast", "count": 2}],
        "commander": [{"name": "Kalamax, the Stormsire", "count": 1,
                       "finish": "holographic"}]}
    jsonschema.validate(first, zoned_schema("decklist", schema("decklist"), bundled_zones()))
    for dialect in ("cardtools", "arena", "moxfield", "forge"):
        written = _invoke("read", "-", "--to", dialect, stdin=FORGE)[1]
        again = json.loads(_invoke("read", "-", "--to", "json", stdin=written.encode())[1])
        assert {key: [(i["count"], i["name"]) for i in items] for key, items in again.items()
                if key != "name"} == {key: [(i["count"], i["name"]) for i in items]
                                      for key, items in first.items() if key != "name"}, dialect


FIXTURES = Path(__file__).parent / "fixtures"
#: The decks of ``ROUND_TRIPS`` given here, by file name.
INLINE = {
    "izzet.dck": FORGE,
    "jegantha.txt": b"Commander\n1 Jegantha, the Wellspring\nDeck\n20 Forest\n20 Plains\n"
                    b"20 Island\n20 Swamp\n19 Mountain\nSideboard\n1 Kaheera, the Orphanguard\n",
    "kaheera.txt": b"Commander\n1 Kaheera, the Orphanguard\nDeck\n99 Plains\nSideboard\n"
                   b"1 Jegantha, the Wellspring\n",
    "partners.txt": b"Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\nDeck\n"
                    b"49 Island\n49 Plains\nSideboard\n1 Kaheera, the Orphanguard\n",
    "background.txt": b"Commander\n1 Wilson, Refined Grizzly\n1 Raised by Giants\nDeck\n"
                      b"98 Forest\n",
    "oathbreaker.txt": b"Oathbreaker\n1 Wrenn and Seven\nSignature spell\n"
                       b"1 Heroic Intervention\nDeck\n58 Forest\n",
    # an e-mail's prose: the greeting and the sign-off are notes, not written; the
    # sentence among the cards holds no card, written with its 0 cards
    "email.txt": b"Hi TO,\n\nDeck\n4 Lightning Bolt\nhere is my list for Saturday.\n"
                 b"56 Mountain\n\nSideboard\n15 Island\n\nThanks,\nQuinn Parker\n",
}
#: Decks read and written again: the file, the format it is judged by, extra options of
#: ``check``.
ROUND_TRIPS = [
    (FIXTURES / "decks" / "mage-noir-40.txt", "mage-noir/tournament", ()),
    (FIXTURES / "mtg" / "arena-export.txt", "mtg/pioneer", ()),
    (FIXTURES / "mtg" / "arena-companion.txt", "mtg/vintage", ()),
    (FIXTURES / "mtg" / "burn.dek", "mtg/modern", ()),
    (FIXTURES / "mtg" / "burn.cod", "mtg/legacy", ()),
    ("izzet.dck", "mtg/legacy", ()),
    # a commander that is a companion too, another companion in the sideboard: MTGO's
    # last block could be read either way, so its form is refused
    ("jegantha.txt", "mtg/commander", ()),
    ("jegantha.txt", "mtg/duel-commander", ()),
    ("kaheera.txt", "mtg/commander", ()),
    ("partners.txt", "mtg/commander", ()),
    ("background.txt", "mtg/commander", ()),
    ("oathbreaker.txt", "mtg/oathbreaker", ()),
    ("email.txt", "mtg/modern", ()),
    # MTGO text writes the commander and the companion in one last block
    (FIXTURES / "mtg" / "duel-commander-companion.txt", "mtg/duel-commander",
     ("--date", "2026-08-22")),
    # a declared companion in a commander format: the sideboard's one card, which every
    # dialect writes (companion.zone_declares)
    (FIXTURES / "mtg" / "duel-commander-declared-companion.txt", "mtg/duel-commander",
     ("--date", "2026-08-22")),
    # a token's name that is a card on the day's lists (Atog in Pauper) is that card,
    # which read writes in the deck as check counts it (it was left out with the tokens)
    (FIXTURES / "mtg" / "pauper-tokens-atog.txt", "mtg/pauper", ()),
    (FIXTURES / "magi_nation" / "korg-zet-evu.txt", "magi-nation/standard", ()),
    (FIXTURES / "magetcg" / "ascension.yaml", "magetcg/ascension",
     ("--cards", str(FIXTURES / "magetcg" / "cards.csv"))),
]
#: The decks of ``ROUND_TRIPS`` that declare a companion (an Arena ``Companion``
#: section), which only ``asread.DECLARE_COMPANIONS`` have a place for.
DECLARING = {FIXTURES / "mtg" / "arena-companion.txt": "Lurrus of the Dream-Den",
             FIXTURES / "mtg" / "arena-export.txt": "Jegantha, the Wellspring"}
#: The decks of ``ROUND_TRIPS`` whose commander and sideboard, written in MTGO's one last
#: block, are read back otherwise (a commander that is a companion too, beside another).
TWO_WAY_BLOCKS = {"jegantha.txt", "kaheera.txt"}
#: The file suffix each dialect is saved under.
SUFFIXES = {"cardtools": ".txt", "arena": ".txt", "mtgo": ".txt", "moxfield": ".txt",
            "forge": ".dck", "json": ".json"}


def _verdict(path: Path, format_id: str, extra: tuple[str, ...]) -> tuple[Any, ...]:
    code, out, _ = _invoke("check", str(path), "--format", format_id, "--report", "json",
                           "--isolated", *extra)
    result = json.loads(out)["results"][0]
    errors = sorted(v["rule"] for v in result["violations"] if v["severity"] == "error")
    return code, result["status"], errors, result.get("fingerprint"), result["zones"]


@pytest.mark.parametrize("dialect", READ_DIALECTS)
@pytest.mark.parametrize(("deck", "format_id", "extra"), ROUND_TRIPS)
def test_check_of_what_read_writes_gives_the_same_verdict(
        tmp_path: Path, deck: Path | str, format_id: str, extra: tuple[str, ...],
        dialect: str) -> None:
    """``check(read(deck, to=d))`` has the status, error rule ids, fingerprint and zones
    of ``check(deck)``; a dialect with no place for one of the deck's zones (a Magi
    stack in Arena's form) or for its declared companion writes nothing and says so,
    exit 2."""
    from cardtools.asread import DECLARE_COMPANIONS, HELD
    from cardtools.formatspec import FormatRegistry
    from cardtools.rules import commander

    if isinstance(deck, str):
        (tmp_path / deck).write_bytes(INLINE[deck])
        deck = tmp_path / deck
    original = _verdict(deck, format_id, extra)
    assert original[3] is not None  # judged: a fingerprint to compare
    cards = extra if extra[:1] == ("--cards",) else ()  # read takes check's --cards
    code, written, err = _invoke("read", str(deck), "--to", dialect, "--format", format_id,
                                 *cards)
    unheld = [zone for zone in original[4] if dialect != "json" and zone not in HELD[dialect]]
    if unheld:
        assert (code, written) == (2, ""), err
        assert f"{dialect} has no place for the " in err and "--to cardtools or --to json" in err
        return
    if deck in DECLARING and dialect not in DECLARE_COMPANIONS:
        assert (code, written) == (2, ""), err
        assert (f"{dialect} has no place to declare the companion ({DECLARING[deck]}): "
                "its condition would go unjudged; write it with --to arena or --to cardtools"
                in err), err
        return
    again = tmp_path / f"again{SUFFIXES[dialect]}"
    again.write_text(written, "utf-8")
    # MTGO text keeps a commander as the last block of its sideboard (write_mtgo)
    moved = {"command"} & set(original[4]) if dialect == "mtgo" else set()
    if moved and (FormatRegistry(()).get(format_id).option(commander.OPTIONS) is None
                  or deck.name in TWO_WAY_BLOCKS):
        # this format reads no command zone out of a sideboard, or reads that block
        # otherwise: the list written would lose the command zone (and its
        # zone-not-allowed error) or its commander, so nothing is written
        assert (code, written) == (2, ""), err
        assert "the list written in mtgo's form would be read as another deck" in err
        assert "nothing written; write it with --to cardtools" in err
        return
    if deck.name == "email.txt" and dialect == "forge":
        # a .dck's line holds copies, no prose: the sentence would be one unknown card
        assert (code, written) == (2, ""), err
        assert "the list written in forge's form would be read as another deck" in err
        return
    # names that are no card are written as they were, said, and exit 1
    assert code == (1 if "unknown-card" in original[2] else 0), err
    assert _verdict(again, format_id, extra) == original


def test_unknown_dialect_and_unreadable_file_exit_2(tmp_path: Path) -> None:
    code, _, err = _invoke("read", "-", "--to", "nope", stdin=b"4 Lightning Bolt\n")
    assert code == 2 and "unknown dialect 'nope'" in err
    code, _, err = _invoke("read", str(tmp_path / "missing.txt"))
    assert code == 2 and "cardtools: error:" in err


def test_check_include_deck_is_in_the_json_report_and_valid(tmp_path: Path) -> None:
    deck = tmp_path / "izzet.dck"
    deck.write_bytes(FORGE)
    code, out, _ = _invoke("check", str(deck), "--format", "mtg/legacy", "--report", "json",
                           "--include-deck", "--isolated")
    report = json.loads(out)
    assert code == 1  # Legacy has no command zone: zone-not-allowed
    jsonschema.validate(report, schema("report"))
    assert report["results"][0]["deck"] == {
        "command": [{"count": 1, "name": "Kalamax, the Stormsire",
                     "written": "Kalamax, the Stormsire", "line": 4, "holographic": True}],
        "main": [{"count": 4, "name": "Lightning Bolt", "written": "Lightning Bolt", "line": 6,
                  "holographic": False},
                 {"count": 2, "name": "Fire // Ice", "written": "Fire // Ice", "line": 7,
                  "holographic": False}],
        "side": [{"count": 2, "name": "Pyroblast", "written": "Pyroblast", "line": 9,
                  "holographic": False}]}
    code, out, _ = _invoke("check", str(deck), "--format", "mtg/legacy", "--report", "json",
                           "--isolated")
    assert code == 1 and "deck" not in json.loads(out)["results"][0]


def test_include_deck_with_another_report_says_it_has_no_effect(tmp_path: Path) -> None:
    deck = tmp_path / "izzet.dck"
    deck.write_bytes(FORGE)
    for style in ("text", "html"):
        code, out, err = _invoke("check", str(deck), "--format", "mtg/legacy", "--report",
                                 style, "--include-deck", "--isolated")
        plain = _invoke("check", str(deck), "--format", "mtg/legacy", "--report", style,
                        "--isolated")
        assert (code, out) == plain[:2] and code == 1  # the same run, the same report
        assert err == (f"cardtools: note: --include-deck has no effect on the {style} "
                       "report: only the json report holds the decks as read (--report "
                       "json)\n")

def test_names_that_are_no_card_or_several_are_said(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lighning Bolt\n4 Bouleversement\n52 Mountain\n", "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", "arena")
    assert code == 1
    assert out == "Deck\n4 Lighning Bolt\n4 Bouleversement\n52 Mountain\n"
    assert err.splitlines() == [
        # the close names check gives (none were said)
        f"{deck}:1: error [unknown-card] unknown card 'Lighning Bolt': written as it was "
        "(did you mean Lightning Bolt or Lightning Colt or Lightning Blast?)",
        f"{deck}:2: error [ambiguous-card] 'Bouleversement' could be Discombobulate or "
        "Upheaval: written as it was"]


def test_a_line_that_could_not_be_read_is_said_and_nothing_written(tmp_path: Path) -> None:
    # the list was written without the line (exit 1): the copy judged another deck
    deck = tmp_path / "deck.txt"
    deck.write_text("4\n56 Island\n4 Opt\n", "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", "cardtools")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{deck}:1: error [parse-error] a quantity without a card name",
        f"{deck}:1: error [parse-error] 1 line could not be read (line 1, said above): "
        "nothing written, as the list written without it would be another deck, judged "
        "without it (correct it, then read the file again)"]


BANNED_LINES = ["1 Oko, Thief of Crowns\x07", "\x1b[8m1 Oko, Thief of Crowns",
                "1 Oko, \x01Thief of Crowns"]


@pytest.mark.parametrize("dialect", ["cardtools", "arena", "mtgo", "moxfield", "forge",
                                     "json"])
@pytest.mark.parametrize("banned", BANNED_LINES)
def test_a_banned_line_that_could_not_be_read_is_never_written_away(
        tmp_path: Path, dialect: str, banned: str) -> None:
    """A banned card's line holding a control character was left out of the list
    written, whose check was LEGAL where the original's is not: nothing is written."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Deck\n{banned}\n4 Lightning Bolt\n2 Opt\n56 Mountain\n"
                    "Sideboard\n4 Flame Slash\n", "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", dialect, "--format", "mtg/modern")
    assert (code, out) == (2, "")
    lines = err.splitlines()
    assert lines[-1].startswith(f"{deck}:2: error [parse-error] 1 line could not be read "
                                "(line 2, said above): nothing written")
    assert [line.split(" [")[0] for line in lines] == [f"{deck}:2: error"] * len(lines)


def test_lines_that_could_not_be_read_are_all_named(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4\n56 Island\n4 Opt\n3\n", "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", "json")
    assert (code, out) == (2, "")
    assert err.splitlines()[-1] == (
        f"{deck}:1: error [parse-error] 2 lines could not be read (lines 1 and 4, said "
        "above): nothing written, as the list written without them would be another deck, "
        "judged without them (correct them, then read the file again)")


@pytest.mark.parametrize(("dialect", "unwritten"), [
    ("arena", ["Format", "Player", "Event", "Pool"]), ("mtgo", ["Format", "Player", "Deck",
                                                              "Event", "Pool"]),
    ("forge", ["Format", "Player", "Event", "Pool"]), ("cardtools", []), ("json", [])])
def test_metadata_a_dialect_has_no_place_for_is_said(tmp_path: Path, dialect: str,
                                                     unwritten: list[str]) -> None:
    """Arena's form has no Format, Player or Event line: the written list was checked
    again as 'unknown-format' without a word of why; each line not written is said on
    standard error (the format's with the --format that judges the written list)."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mtg/modern\nPlayer: Alice\nDeck: Burn\nEvent: Cup\n"
                    "Pool: alice.txt\n4 Lightning Bolt\n56 Mountain\n", "utf-8")
    result = CliRunner().invoke(app, ["read", str(deck), "--to", dialect])
    assert result.exit_code == 0
    lines = {"Format": 1, "Player": 2, "Deck": 3, "Event": 4, "Pool": 5}
    values = {"Format": "mtg/modern", "Player": "Alice", "Deck": "Burn", "Event": "Cup",
              "Pool": "alice.txt"}
    said = [line for line in result.stderr.splitlines() if "is not written" in line]
    assert said == [
        f"{deck}:{lines[key]}: info [reading] '{key}: {values[key]}' is not written: "
        f"{dialect}'s form has no place for it"
        + (" (check the written list with --format mtg/modern)" if key == "Format" else "")
        for key in unwritten]
    if dialect == "cardtools":
        assert "Pool: alice.txt" in result.stdout


def test_the_format_to_check_a_written_list_with_is_its_id(tmp_path: Path) -> None:
    """A ``Format:`` line naming the format by its name (``Mage Noir``) told to check
    the written list with ``--format Mage Noir``, two words to a shell: the id the list
    was read by is said."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: Mage Noir\nDeck\n4 Fire Ball\n36 Seed\n", "utf-8")
    result = CliRunner().invoke(app, ["read", str(deck), "--to", "arena"])
    assert result.exit_code == 0
    assert [line for line in result.stderr.splitlines() if "Format" in line] == [
        f"{deck}:1: info [reading] 'Format: Mage Noir' is not written: arena's form has no "
        "place for it (check the written list with --format mage-noir/tournament)"]


@pytest.mark.parametrize("dialect", ["arena", "cardtools"])
@pytest.mark.parametrize("declared", ["Companion: Lurrus of the Dream-Den\n",
                                      "Companion\n1 Lurrus of the Dream-Den\n"])
def test_a_declared_companion_is_written_and_not_said_dropped(
        tmp_path: Path, dialect: str, declared: str) -> None:
    """The dialects with a Companion section write the declared companion there: no note
    says it is not written (it said "'Companion: Lurrus of the Dream-Den' is not written:
    arena's form has no place for it" over the Companion section it wrote)."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"{declared}Deck\n4 Lightning Bolt\n56 Mountain\n"
                    "Sideboard\n1 Lurrus of the Dream-Den\n", "utf-8")
    result = CliRunner().invoke(app, ["read", str(deck), "--to", dialect,
                                      "--format", "mtg/modern"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Companion\n1 Lurrus of the Dream-Den\n")
    assert result.stderr == ""


@pytest.mark.parametrize(("text", "line", "quoted"), [
    ("Name: Krenko goblins\n", 1, "'Name: Krenko goblins'"),
    ("Format: mtg/commander\n  Nom du deck :  Krenko goblins  \n", 2,
     "'Nom du deck :  Krenko goblins'"),
    ("About\nName Krenko goblins\n\nDeck\n", 2, "'Name Krenko goblins'")])
def test_a_line_not_written_is_quoted_as_written(tmp_path: Path, text: str, line: int,
                                                 quoted: str) -> None:
    """The note on a metadata line quotes the line (it said 'Deck: Krenko goblins' of a
    line that reads 'Name: Krenko goblins'), whatever key the file used."""
    deck = tmp_path / "krenko.txt"
    deck.write_text(f"{text}1 Goblin Guide\n", "utf-8")
    result = CliRunner().invoke(app, ["read", str(deck), "--to", "mtgo"])
    assert result.exit_code == 0, result.output
    said = [note for note in result.stderr.splitlines() if "Krenko goblins" in note]
    assert said == [f"{deck}:{line}: info [reading] {quoted} is not written: mtgo's form "
                    "has no place for it"]


def test_forge_and_one_line_json_metadata_are_quoted_or_described(tmp_path: Path) -> None:
    """A Forge ``Name=`` line is quoted as written; a JSON decklist on one line is not
    quoted whole: its value is described."""
    forge = tmp_path / "izzet.dck"
    forge.write_bytes(FORGE)
    result = CliRunner().invoke(app, ["read", str(forge), "--to", "mtgo"])
    assert f"{forge}:2: info [reading] 'Name=Izzet' is not written: mtgo's form has no " \
           "place for it" in result.stderr.splitlines()
    flat = tmp_path / "deck.json"
    flat.write_text(json.dumps({"name": "Izzet", "format": "mtg/modern", "deck": [
        {"name": "Lightning Bolt", "count": 4}] * 1, "sideboard": []}), "utf-8")
    result = CliRunner().invoke(app, ["read", str(flat), "--to", "mtgo"])
    said = [note for note in result.stderr.splitlines() if "Izzet" in note]
    assert said == [f"{flat}:1: info [reading] the deck 'Izzet' is not written: mtgo's "
                    "form has no place for it"]


#: One card of each multi-face layout (README "read --to"), and each dialect's form of
#: them, in the deck's order: adventure, transform, transform saga, split, aftermath, flip,
#: modal double-faced, prepared, meld front half; the sideboard's split card.
LAYOUTS = (b"Deck\n4 Bonecrusher Giant // Stomp\n4 Delver of Secrets\n"
           b"4 Fable of the Mirror-Breaker\n4 Fire // Ice\n4 Commit/Memory\n"
           b"4 Bushi Tenderfoot\n4 Shatterskull Smashing\n4 Adventurous Eater\n"
           b"1 Argoth, Sanctum of Nature\n27 Mountain\nSideboard\n1 Dead // Gone\n")
FRONTS = ["Bonecrusher Giant", "Delver of Secrets", "Fable of the Mirror-Breaker"]
REST = ["Bushi Tenderfoot", "Shatterskull Smashing", "Adventurous Eater"]
FULL = ["Bonecrusher Giant // Stomp", "Delver of Secrets // Insectile Aberration",
        "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"]
FULL_REST = ["Bushi Tenderfoot // Kenzo the Hardhearted",
             "Shatterskull Smashing // Shatterskull, the Hammer Pass",
             "Adventurous Eater // Have a Bite"]
WRITTEN_FACES = {
    "mtgo": [*FRONTS, "Fire/Ice", "Commit/Memory", *REST, "Dead/Gone"],
    "arena": [*FRONTS, "Fire /// Ice", "Commit /// Memory", *REST, "Dead /// Gone"],
    "forge": [*FRONTS, "Fire // Ice", "Commit // Memory", *REST, "Dead // Gone"],
    "moxfield": [*FULL, "Fire // Ice", "Commit // Memory", *FULL_REST, "Dead // Gone"],
    "cardtools": [*FULL, "Fire // Ice", "Commit // Memory", *FULL_REST, "Dead // Gone"],
    "json": [*FULL, "Fire // Ice", "Commit // Memory", *FULL_REST, "Dead // Gone"],
}


@pytest.mark.parametrize("dialect", sorted(WRITTEN_FACES))
def test_each_dialect_writes_multi_face_cards_in_its_own_form(
        tmp_path: Path, dialect: str) -> None:
    """MTGO wrote ``4 Bonecrusher Giant/Stomp`` and Arena ``4 Fire // Ice``: each client
    names a card of each layout its own way (the game data's ``written_names``), and ``check`` of
    what was written gives the original's status, error rule ids, fingerprint and zones."""
    source = tmp_path / "faces.txt"
    source.write_bytes(LAYOUTS)
    code, written, err = _invoke("read", str(source), "--to", dialect)
    assert code == 0, err
    if dialect == "json":
        document = json.loads(written)
        names = [item["name"] for zone in ("deck", "side") for item in document[zone]]
    else:
        names = [line.split(" ", 1)[1] for line in written.splitlines() if line[:1].isdigit()]
    # a meld front half is a card of its own, written by its name
    assert names[-3:-1] == ["Argoth, Sanctum of Nature", "Mountain"]
    assert names[:-3] + names[-1:] == WRITTEN_FACES[dialect]
    again = tmp_path / f"again{SUFFIXES[dialect]}"
    again.write_text(written, "utf-8")
    original = _verdict(source, "mtg/vintage", ())
    assert original[:2] == (0, "legal")
    assert _verdict(again, "mtg/vintage", ()) == original


COMMANDER_COMPANION = FIXTURES / "mtg" / "duel-commander-declared-companion.txt"
COMMANDER_COMPANION_WRITTEN = {
    "mtgo": "50 Mountain\n49 Swamp\n\n1 Obosh, the Preypiercer\n1 Mahadi, Emporium Master\n",
    "moxfield": ("1 Mahadi, Emporium Master *CMDR*\n50 Mountain\n49 Swamp\n\nSIDEBOARD:\n"
                 "1 Obosh, the Preypiercer\n"),
    "forge": ("[metadata]\nName=duel-commander-declared-companion\n[Commander]\n"
              "1 Mahadi, Emporium Master\n[Main]\n"
              "50 Mountain\n49 Swamp\n[Sideboard]\n1 Obosh, the Preypiercer\n"),
}


@pytest.mark.parametrize("dialect", ["mtgo", "moxfield", "forge"])
def test_a_commander_decks_companion_is_its_sideboard(dialect: str) -> None:
    """A Commander deck declaring its companion exited 2 "moxfield has no place to declare
    the companion": in a commander format the sideboard's one card is the companion (as
    check reads it), so the forms without a Companion section write it there, and no note
    says the declaration was dropped; without a format to tell, the deck is refused."""
    code, out, err = _invoke("read", str(COMMANDER_COMPANION), "--to", dialect,
                             "--format", "mtg/duel-commander")
    assert code == 0, err
    assert out == COMMANDER_COMPANION_WRITTEN[dialect]
    assert "companion" not in err.lower(), err
    code, out, err = _invoke("read", str(COMMANDER_COMPANION), "--to", dialect)
    assert (code, out) == (2, "")
    assert (f"{dialect} has no place to declare the companion (Obosh, the Preypiercer): "
            "its condition would go unjudged; write it with --to arena or --to cardtools"
            in err), err


def test_json_holds_a_declared_companion(tmp_path: Path) -> None:
    """``--to json`` refused a declared companion: the structured decklist's
    ``companion`` key declares it (canonical name) beside the sideboard's card, and
    ``check`` of it judges the condition as the original's: an illegal Lurrus stays an
    error."""
    source = tmp_path / "lurrus.txt"
    source.write_bytes(b"Companion\n1 lurrus of the dream-den\n\nDeck\n56 Mountain\n"
                       b"4 Goblin Rabblemaster\n\nSideboard\n1 Lurrus of the Dream-Den\n")
    code, out, err = _invoke("read", str(source), "--to", "json")
    assert code == 0, err
    document = json.loads(out)
    assert document == {"companion": "Lurrus of the Dream-Den",
                         "deck": [{"name": "Mountain", "count": 56},
                                  {"name": "Goblin Rabblemaster", "count": 4}],
                         "side": [{"name": "Lurrus of the Dream-Den", "count": 1}]}
    jsonschema.validate(document, zoned_schema("decklist", schema("decklist"),
                                               bundled_zones()))
    again = tmp_path / "lurrus.json"
    again.write_text(out, "utf-8")
    original = _verdict(source, "mtg/vintage", ())
    assert original[:3] == (1, "illegal", ["companion"])
    assert _verdict(again, "mtg/vintage", ()) == original


MAGETCG_CARDS = ("name,type,rarity,finishes\nIconic Seraph of Dawn,Character,Legendary,standard\n"
                 "Umbral Warden,Character,Common,standard\n"
                 "Silent Harbinger,Spell,Common,standard;holographic\n")
MAGETCG_LIST = "Mage\n1 iconic seraph of dawn\nDeck\n4 umbral warden\n4 Silent Harbinger\n"


def test_read_takes_the_card_files_check_takes(tmp_path: Path) -> None:
    """A list of cards of the user's own card file (MageTCG's are not bundled) is read
    with ``--cards``, as ``check`` reads it: its names resolved and written canonically."""
    cards = tmp_path / "cards.csv"
    cards.write_text(MAGETCG_CARDS, "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: magetcg/ascension\n" + MAGETCG_LIST, "utf-8")
    code, out, err = _invoke("read", str(deck), "--cards", str(cards))
    assert (code, err) == (0, "")
    assert out == ("Format: magetcg/ascension\n\nMage\n1 Iconic Seraph of Dawn\n\nDeck\n"
                   "4 Umbral Warden\n4 Silent Harbinger\n")


def test_a_list_read_with_no_card_of_its_game_says_so(tmp_path: Path) -> None:
    """Without its card file no name resolves: each line is said, then the list as a
    whole with what to give, and the exit code is 1 (written, names unresolved)."""
    deck = tmp_path / "deck.txt"
    deck.write_text(MAGETCG_LIST, "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", "json")
    assert code == 1
    assert [item["name"] for item in json.loads(out)["deck"]] == [
        "umbral warden", "Silent Harbinger"]
    assert err.splitlines() == [
        f"{deck}:2: error [unknown-card] unknown card 'iconic seraph of dawn': written as "
        "it was",
        f"{deck}:4: error [unknown-card] unknown card 'umbral warden': written as it was",
        f"{deck}:5: error [unknown-card] unknown card 'Silent Harbinger': written as it was",
        f"{deck}: error: none of its 3 card lines names a card of mtg: is it a list of "
        "another game (--game, --format), or are its cards in a card file of your own "
        "(--cards FILE)?"]


def test_read_tells_the_game_by_its_names_as_check_does(tmp_path: Path) -> None:
    """A Mage Noir list with no Format: line was read as Magic's, every name unknown."""
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Projectile de flamme\n4 Bark Armor\n", "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", "json")
    assert (code, err) == (0, "")
    assert json.loads(out)["deck"] == [{"name": "Flame Projectile", "count": 4},
                                       {"name": "Bark Armor", "count": 4}]


@pytest.mark.parametrize("dialect", ["arena", "mtgo"])
def test_a_holographic_mark_a_dialect_cannot_write_is_said(dialect: str) -> None:
    """Arena's and Magic Online's text have no foil mark: a marked line is written
    unmarked, with a note on its line (the finish was dropped unsaid)."""
    text = b"Format: mtg/modern\n4 Lightning Bolt *F*\n56 Mountain\n"
    code, out, err = _invoke("read", "-", "--to", dialect, stdin=text)
    assert code == 0
    assert "4 Lightning Bolt\n" in out and "*F*" not in out
    assert ("-:2: info [reading] the holographic mark of 4 Lightning Bolt is not written: "
            f"{dialect}'s form has no place for it") in err.splitlines()
    code, _, err = _invoke("read", "-", "--to", "moxfield", stdin=text)
    assert code == 0 and "holographic mark" not in err


def _speakeasy_draft(tmp_path: Path) -> tuple[Path, Path]:
    """A card file of ten MageTCG cards printed standard and holographic, and a
    Foundry + Speakeasy list of four holographic copies of each, in ``tmp_path``."""
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes\n" + "".join(
        f"Filler {i:02},Character,Common,standard;holographic\n" for i in range(1, 11)),
        "utf-8")
    deck = tmp_path / "draft.txt"
    deck.write_text("Format: magetcg/foundry+speakeasy\n"
                    + "".join(f"4 Filler {i:02} *F*\n" for i in range(1, 11)), "utf-8")
    return cards, deck


@pytest.mark.parametrize("dialect", ["arena", "mtgo"])
def test_a_format_requiring_the_finish_is_not_written_without_its_mark(
        tmp_path: Path, dialect: str) -> None:
    """Under MageTCG Speakeasy (holographic cards only) a list written without its marks
    is another verdict, each line a finish-required error: not written, exit 2, as a
    zone the dialect has no place for."""
    cards, deck = _speakeasy_draft(tmp_path)
    code, out, err = _invoke("read", str(deck), "--to", dialect, "--cards", str(cards))
    assert (code, out) == (2, "")
    assert (f"{dialect} has no mark for holographic copies (10 lines marked): Foundry + "
            "Speakeasy requires them, so the list written would be illegal; write it with "
            "--to cardtools, --to moxfield, --to forge or --to json") in err
    code, out, _ = _invoke("read", str(deck), "--to", "forge", "--cards", str(cards))
    assert code == 0 and "4 Filler 01+\n" in out


@pytest.mark.parametrize("dialect", ["arena", "mtgo"])
def test_a_refusal_names_only_dialects_that_can_write_the_deck(
        tmp_path: Path, dialect: str) -> None:
    """An Ascension + Speakeasy deck holds its Iconic Character in the Mage zone: Arena's
    and MTGO's refusal (no holographic mark) sent it to Moxfield's and Forge's forms,
    which refuse it in turn (no Mage zone). The refusal names only the dialects that
    write it, and each one named does, exit 0."""
    cards, _ = _speakeasy_draft(tmp_path)
    deck = tmp_path / "speakeasy.txt"
    deck.write_text("Format: magetcg/ascension+speakeasy\nMage\n1 Filler 10 *F*\nDeck\n"
                    + "".join(f"4 Filler {i:02} *F*\n" for i in range(1, 10)), "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", dialect, "--cards", str(cards))
    assert (code, out) == (2, "")
    assert (f"{deck}: {dialect} has no mark for holographic copies (10 lines marked): "
            "Ascension + Speakeasy requires them, so the list written would be illegal; "
            "write it with --to cardtools or --to json") in " ".join(err.split())
    for named in ("cardtools", "json"):
        code, out, _ = _invoke("read", str(deck), "--to", named, "--cards", str(cards))
        assert code == 0 and "Filler 10" in out
    code, _, err = _invoke("read", str(deck), "--to", "moxfield", "--cards", str(cards))
    assert code == 2 and ("moxfield has no place for the Mage zone (1 card): its cards "
                          "would be lost; write it with --to cardtools or --to json"
                          ) in " ".join(err.split())


@pytest.mark.parametrize("dialect", ["arena", "mtgo"])
def test_a_mark_on_a_card_printed_only_holographic_is_not_needed(
        tmp_path: Path, dialect: str) -> None:
    """A card printed only holographic needs no mark under Speakeasy: a list whose only
    marked lines are of such cards was refused (exit 2), though the list written unmarked
    keeps the verdict. It is written, each mark said; a marked line of a card printed
    both still refuses the list, counting only such lines."""
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes\n" + "".join(
        f"Filler {i:02},Character,Common,{'holographic' if i < 11 else 'standard;holographic'}\n"
        for i in range(1, 12)), "utf-8")
    deck = tmp_path / "draft.txt"
    deck.write_text("Format: magetcg/foundry+speakeasy\n"
                    + "".join(f"4 Filler {i:02} *F*\n" for i in range(1, 11)), "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", dialect, "--cards", str(cards))
    assert code == 0
    assert "4 Filler 01\n" in out and "*F*" not in out
    assert (f"{deck}:2: info [reading] the holographic mark of 4 Filler 01 is not written: "
            f"{dialect}'s form has no place for it") in err.splitlines()
    written = tmp_path / "written.txt"
    written.write_text(out, "utf-8")
    code, out, _ = _invoke("check", str(written), "--format", "magetcg/foundry+speakeasy",
                           "--cards", str(cards), "--report", "json")
    assert code == 0 and json.loads(out)["results"][0]["status"] == "legal"
    deck.write_text(deck.read_text("utf-8").replace("4 Filler 10 *F*", "4 Filler 11 *F*"),
                    "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", dialect, "--cards", str(cards))
    assert (code, out) == (2, "")
    assert f"{dialect} has no mark for holographic copies (1 line marked): " in err


@pytest.mark.parametrize("given", [["--game", "magetcg"],
                                   ["--game", "magetcg", "--format", "foundry+speakeasy"]])
def test_the_format_requiring_the_finish_is_known_beside_game(
        tmp_path: Path, given: list[str]) -> None:
    """With ``--game`` the list's ``Format:`` line (or ``--format``) was not read as a
    format: the Speakeasy list was written to Arena's form unmarked, exit 0, though
    checked by that format (as the note on the Format: line advises) it is illegal. The
    format is known beside ``--game``, and the list is refused as without it."""
    cards, deck = _speakeasy_draft(tmp_path)
    code, out, err = _invoke("read", str(deck), "--to", "arena", "--cards", str(cards), *given)
    assert (code, out) == (2, "")
    assert ("arena has no mark for holographic copies (10 lines marked): Foundry + "
            "Speakeasy requires them") in err
    code, out, _ = _invoke("read", str(deck), "--to", "arena", "--cards", str(cards),
                           "--game", "mtg")
    assert code != 2 and "4 Filler 01\n" in out  # no format of that game: written


@pytest.mark.parametrize(("data", "said"), [
    (b"", "the file is empty: no card was read"),
    (b"# a comment\n// another\n", "no card was read"),
    (b"Format: mtg/modern\nSideboard\n", "no card was read"),
    (b"9999 Lightning Bolt\n", "no card was read")])
def test_a_file_of_no_card_is_not_written(tmp_path: Path, data: bytes, said: str) -> None:
    """A list of no card (empty, comments, metadata or headers alone, lines not read)
    is nothing to write: exit 2, an error on line 1, as ``diff`` has nothing to compare
    (it was written as an empty list, exit 0, with ``check``'s note that the deck has no
    fingerprint)."""
    deck = tmp_path / "deck.txt"
    deck.write_bytes(data)
    for dialect in ("cardtools", "json"):
        code, out, err = _invoke("read", str(deck), "--to", dialect)
        assert (code, out) == (2, "")
        assert err.splitlines()[-1] == (
            f"{deck}:1: error [file-error] {said}: nothing to write (a broken or unsaved "
            "submission? submit the decklist again)")
        assert "fingerprint" not in err


@pytest.mark.parametrize(("game_line", "text", "written"), [
    # Mage Noir: its side deck under the game's own header, the deck's read back as one
    ("Format: mage-noir/tournament\n", "4 Fire Ball\n4 Tornado\n\n2 Rock\n",
     "Format: mage-noir/tournament\n\nDeck\n4 Fire Ball\n4 Tornado\n\nSide deck\n2 Rock\n"),
    ("Game: Mage Noir\n", "Deck\n4 Fire Ball\nSideboard\n2 Rock\n",
     "Game: mage-noir\n\nDeck\n4 Fire Ball\n\nSide deck\n2 Rock\n"),
    # Magic's text as it was, byte for byte
    ("Format: mtg/commander\n", "Commander\n1 Atraxa, Grand Unifier\nDeck\n1 Island\n"
     "Sideboard\n1 Duress\n", "Format: mtg/commander\n\nCommander\n1 Atraxa, Grand Unifier"
     "\n\nDeck\n1 Island\n\nSideboard\n1 Duress\n"),
])
def test_cardtools_text_writes_each_games_own_headers(tmp_path: Path, game_line: str,
                                                      text: str, written: str) -> None:
    """``read --to cardtools`` wrote a Mage Noir side deck under ``Sideboard``, Magic's
    word: each game's header now comes from its game data (``written_headers``, else the
    game's zone label), and what it writes reads back to the same deck."""
    deck = tmp_path / "deck.txt"
    deck.write_text(game_line + text, "utf-8")
    code, out, _ = _invoke("read", str(deck), "--to", "cardtools")
    assert (code, out) == (0, written)
    again = tmp_path / "again.txt"
    again.write_text(out, "utf-8")
    assert _invoke("read", str(again), "--to", "cardtools")[:2] == (0, written)


def test_a_mage_noir_side_deck_after_a_blank_line_is_named_by_its_label(
        tmp_path: Path) -> None:
    """The reader's note on a second block named Magic's sideboard and its header on a
    Mage Noir list: it names the zone by the zone table's label, as its other notes do."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mage-noir/tournament\n4 Fire Ball\n4 Tornado\n\n2 Rock\n",
                    "utf-8")
    code, out, err = _invoke("check", str(deck), "--report", "text")
    assert code == 1
    assert f"{deck}:5: info [reading] a second block of cards after one blank line and no "\
        "header: read as the side deck (the MTGO and Arena export convention); write a Deck "\
        "or Side deck header to say otherwise" in out.splitlines()
    assert "sideboard" not in out.lower() and err == ""


@pytest.mark.parametrize("dialect", READ_DIALECTS)
@pytest.mark.parametrize(("text", "carded"), [
    ("Deck: Ponder 4\nPlayer: Island 20\n\n4 Lightning Bolt\n32 Mountain\n",
     {"Deck": (1, "Ponder 4"), "Player": (2, "Island 20")}),
    ("About\nName 4 Black Lotus\n\nDeck\n4 Lightning Bolt\n52 Mountain\n",
     {"Deck": (2, "Name 4 Black Lotus")}),
])
def test_a_metadata_line_read_as_cards_is_written_once(
        tmp_path: Path, dialect: str, text: str, carded: dict[str, tuple[int, str]]) -> None:
    """A metadata line the reader counts as cards (Deck: Ponder 4 is four Ponder) is
    written as those cards alone: written again as metadata too, its copies were counted
    twice by check (eight Ponder, a copy-limit error: a legal deck made illegal)."""
    deck = tmp_path / "deck.txt"
    deck.write_text(text, "utf-8")
    original = _verdict(deck, "mtg/vintage", ("--date", "2026-08-01"))
    assert original[1] == ("illegal" if "Black Lotus" in text else "legal")
    code, written, err = _invoke("read", str(deck), "--to", dialect)
    assert code == 0, err
    for key, (line, value) in carded.items():
        quoted = value if value.startswith("Name ") else f"{key}: {value}"
        assert (f"{deck}:{line}: info [reading] '{quoted}' was read as a card line: "
                f"written as one, not as the {key.lower()}") in err.splitlines()
    again = tmp_path / f"again{SUFFIXES[dialect]}"
    again.write_text(written, "utf-8")
    assert _verdict(again, "mtg/vintage", ("--date", "2026-08-01")) == original


def test_a_deck_name_naming_no_card_of_its_line_is_still_written(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck: Burn 2\n4 Lightning Bolt\n56 Mountain\n", "utf-8")
    code, written, err = _invoke("read", str(deck), "--to", "cardtools")
    assert code == 0, err
    assert written == "Deck: Burn 2\n\nDeck\n4 Lightning Bolt\n56 Mountain\n"
    assert "was read as a card line" not in err


def test_a_finish_mark_after_slashes_marks_a_split_card_not_a_comment() -> None:
    """A mark after ``//`` marks a split or double-faced card's copies when the whole name
    names it, and is a comment's words when ``//`` begins a comment."""
    text = (b"1 Valakut Awakening // Valakut Stoneforge (ZNR) 174 *F*\n1 Fire//Ice (foil)\n"
            b"4 Ponder // *F*\n4 Brainstorm *F* // cantrip\n4 Opt // foil soon *F*\n")
    code, out, err = _invoke("read", "-", "--to", "moxfield", stdin=text)
    assert code == 0
    assert out == ("1 Valakut Awakening // Valakut Stoneforge *F*\n1 Fire // Ice *F*\n"
                   "4 Ponder\n4 Brainstorm *F*\n4 Opt\n")
    assert "-:3: info [reading] no card is named 'Ponder //': '//' is read as a " \
           "comment" in err


HOSTS = ['<a title="1 Oko, Thief of Crowns">x</a>', "<![CDATA[1 Oko, Thief of Crowns]]>",
         "<span data-card='1 Oko, Thief of Crowns'>x</span>"]


@pytest.mark.parametrize("dialect", READ_DIALECTS)
@pytest.mark.parametrize("host", HOSTS)
def test_a_card_held_in_a_name_written_as_it_was_is_counted_once(
        tmp_path: Path, dialect: str, host: str) -> None:
    """The line is an unknown card holding one Oko; written as it was and as that Oko's
    own line, the copy read the Oko twice (main deck 63 where the original has 62): the
    copy's check gives the original's verdict, errors, fingerprint and zones."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Deck\n{host}\n4 Lightning Bolt\n56 Mountain\nSideboard\n"
                    "4 Flame Slash\n", "utf-8")
    original = _verdict(deck, "mtg/modern", ())
    assert original[1:3] == ("illegal", ["banned", "unknown-card"])
    assert original[4] == {"main": 62, "side": 4}
    code, written, err = _invoke("read", str(deck), "--to", dialect, "--format", "mtg/modern")
    assert code == 1, err
    copy = tmp_path / f"copy{SUFFIXES[dialect]}"
    copy.write_text(written, "utf-8")
    again = _verdict(copy, "mtg/modern", ())
    if "CDATA" in host:  # after a count the text reader names it <![CDATA]>: another
        again, original = again[:3] + again[4:], original[:3] + original[4:]  # fingerprint
    assert again == original


def test_a_list_read_back_as_another_deck_is_not_written(tmp_path: Path,
                                                         monkeypatch: Any) -> None:
    """Whatever makes the list written read back otherwise (here: every copy's count
    doubled), nothing is written and the difference is said, exit 2."""
    from cardtools import asread

    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lightning Bolt\n56 Mountain\n", "utf-8")
    writer = asread.WRITERS["mtgo"]
    monkeypatch.setitem(asread.WRITERS, "mtgo", lambda as_read, metadata: writer(
        {zone: [{**item, "count": item["count"] * 2} for item in items]
         for zone, items in as_read.items()}, metadata))
    code, out, err = _invoke("read", str(deck), "--to", "mtgo")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{deck}:1: error [file-error] the list written in mtgo's form would be read as "
        "another deck (8 Lightning Bolt in the main deck, where the list has 4 and 112 "
        "Mountain in the main deck, where the list has 56): nothing written; write it with "
        "--to cardtools, --to arena, --to moxfield, --to forge or --to json"]


@pytest.mark.parametrize("fmt", ["mtg/commander", "mtg/duel-commander"])
def test_mtgo_form_of_a_block_read_two_ways_is_refused(tmp_path: Path, fmt: str) -> None:
    """A commander that is a companion too (Jegantha), another companion in the
    sideboard: MTGO's one last block of both is read back as the sideboard, another
    deck, so nothing is written and the forms that keep it are named, exit 2."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Commander\n1 Jegantha, the Wellspring\nDeck\n50 Forest\n49 Plains\n"
                    "Sideboard\n1 Keruga, the Macrosage\n", "utf-8")
    code, out, err = _invoke("read", str(deck), "--to", "mtgo", "--format", fmt)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{deck}:1: error [file-error] the list written in mtgo's form would be read as "
        "another deck (0 Jegantha, the Wellspring in the command zone, where the list has 1 "
        "and 1 Jegantha, the Wellspring in the sideboard, where the list has 0): nothing "
        "written; write it with --to cardtools, --to arena, --to moxfield, --to forge or "
        "--to json"]


@pytest.mark.parametrize("dialect", READ_DIALECTS)
def test_a_card_line_in_a_one_line_json_name_is_written_once(tmp_path: Path,
                                                            dialect: str) -> None:
    """A one-line JSON document's ``"name": "1 Oko, Thief of Crowns"`` is one Oko: it was
    written as the deck's name and as Oko's line, the copy counting two."""
    deck = tmp_path / "deck.json"
    deck.write_text('{"name":"1 Oko, Thief of Crowns","deck":{"Lightning Bolt":4,'
                    '"Mountain":56}}', "utf-8")
    original = _verdict(deck, "mtg/modern", ())
    assert original[1:3] == ("illegal", ["banned"])
    assert original[4] == {"main": 61}
    code, written, err = _invoke("read", str(deck), "--to", dialect, "--format", "mtg/modern")
    assert code == 0, err
    assert written.count("Oko") == 1  # its line, or the JSON entry's name
    said = ("was read as a card line: written as one, not as the deck"
            if dialect in ("cardtools", "arena", "forge", "json") else "is not written")
    assert f"{deck}:1: info [reading] the deck '1 Oko, Thief of Crowns' {said}" in err
    copy = tmp_path / f"copy{SUFFIXES[dialect]}"
    copy.write_text(written, "utf-8")
    assert _verdict(copy, "mtg/modern", ()) == original
