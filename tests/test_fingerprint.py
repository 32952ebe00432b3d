"""Deck fingerprints (canonical form, SHA-256) and the Cockatrice deck hash: test vectors,
invariance under the ways one deck can be written, and their place in the JSON report."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.fingerprint import canonical_text, cockatrice_hash, fingerprint_of

FIXTURES = Path(__file__).parent / "fixtures"
DECK40 = (FIXTURES / "decks" / "mage-noir-40.txt").read_text("utf-8")
MAGE_NOIR = CheckOptions(format_id="mage-noir/tournament")


def judged(text: str, options: CheckOptions = MAGE_NOIR, name: str = "deck.txt") -> str:
    result = Checker(options).check_bytes(text.encode("utf-8"), name)
    assert result.fingerprint is not None
    return result.fingerprint


def test_canonical_text_and_fingerprint_vector() -> None:
    text = canonical_text("mtg", {"side": {"Duress": 2}, "main": {"Mountain": 20,
                                                                   "Lightning Bolt": 4}})
    assert text == ("cardtools-deck 1\ngame mtg\nmain 4 Lightning Bolt\nmain 20 Mountain\n"
                    "side 2 Duress\n")
    assert fingerprint_of(text) == hashlib.sha256(text.encode()).hexdigest()[:12]
    assert fingerprint_of(text) == "901ffbd1f6fc"


def test_the_same_deck_written_differently_has_one_fingerprint() -> None:
    plain = judged(DECK40)
    reordered = judged("\n".join(reversed(DECK40.strip().splitlines()[1:])) + "\n")
    split_lines = judged(DECK40.replace("4 Fire Ball", "2 Fire Ball\n2 fire ball"))
    french = judged(DECK40.replace("4 Fire Ball", "4 Boule de feu"))
    assert plain == reordered == split_lines == french


def test_zones_counts_and_cards_change_the_fingerprint() -> None:
    plain = judged(DECK40)
    assert judged(DECK40 + "Side\n1 Ignition\n") != plain
    assert judged(DECK40.replace("4 Fire Ball", "3 Fire Ball")) != plain
    moved = DECK40.replace("4 Fire Ball\n", "3 Fire Ball\n") + "Side\n1 Fire Ball\n"
    assert judged(moved) != plain


COMPANION_DECK = ("Format: mtg/legacy\n{companion}Deck\n4 Kitchen Finks\n4 Ravenous Chupacabra\n"
                  "52 Forest\n\nSideboard\n1 Gyruda, Doom of Depths\n2 Duress\n")
DECLARED = "Companion\n1 Gyruda, Doom of Depths\n\n"


def test_a_declared_companion_is_part_of_the_fingerprint(tmp_path: Path) -> None:
    """Gyruda declared as the companion of a deck of odd mana values is an error; the
    same list with Gyruda only in the sideboard is legal (a warning). They had one
    fingerprint, and ``diff`` called them the same deck. A declaration is now the
    canonical form's ``companion`` zone: the declared forms (an Arena ``Companion``
    section, this tool's text, a JSON ``companion`` key) share a fingerprint, the
    undeclared list has another; in Duel Commander, whose sideboard holds companions
    only, a companion there is declared whether written so or not: one fingerprint."""
    (tmp_path / "declared.txt").write_text(COMPANION_DECK.format(companion=DECLARED))
    (tmp_path / "plain.txt").write_text(COMPANION_DECK.format(companion=""))
    runner = CliRunner()
    for dialect in ("arena", "json"):
        written = runner.invoke(app, ["read", str(tmp_path / "declared.txt"), "--to", dialect])
        assert written.exit_code == 0
        (tmp_path / f"{dialect}.txt").write_text(written.stdout)
    outcome = runner.invoke(app, ["check", str(tmp_path), "--report", "json", "--date",
                                  "2026-08-01", "--format", "mtg/legacy"])
    results = {Path(r["path"]).name: r for r in json.loads(outcome.stdout)["results"]}
    assert {name: r["status"] for name, r in results.items()} == {
        "arena.txt": "illegal", "declared.txt": "illegal", "json.txt": "illegal",
        "plain.txt": "legal"}
    assert [v["rule"] for v in results["declared.txt"]["violations"]] == ["companion"]
    prints = {name: r["fingerprint"] for name, r in results.items()}
    assert prints["declared.txt"] == prints["arena.txt"] == prints["json.txt"]
    assert prints["plain.txt"] != prints["declared.txt"]
    outcome = runner.invoke(app, ["diff", str(tmp_path / "declared.txt"),
                                  str(tmp_path / "plain.txt")])
    assert outcome.exit_code == 1
    assert outcome.stdout.splitlines() == [
        f"{tmp_path / 'declared.txt'} -> {tmp_path / 'plain.txt'}: 1 card differs (1 out, 0 "
        f"in); fingerprints {prints['declared.txt']} and {prints['plain.txt']}",
        "Companion:", "  - 1 Gyruda, Doom of Depths"]
    sheets = runner.invoke(app, ["check", str(tmp_path / "declared.txt"),
                                 str(tmp_path / "plain.txt"), "--report", "sheet"]).stdout
    declared, plain = sheets.split('<section class="sheet">')[1:3]
    heading = "Companion declared (in the sideboard) (1)"
    assert heading in declared and heading not in plain
    commander = CheckOptions(format_id="mtg/duel-commander", as_of=dt.date(2026, 8, 1))
    assert judged((FIXTURES / "mtg" / "duel-commander-companion.txt").read_text(),
                  commander) == judged((FIXTURES / "mtg" / "duel-commander-declared-"
                                        "companion.txt").read_text(), commander)


def test_unknown_names_count_by_their_normalised_text() -> None:
    assert judged(DECK40 + "1 Fireballl\n") == judged(DECK40 + "1 FIREBALLL\n")
    assert judged(DECK40 + "1 Fireballl\n") != judged(DECK40 + "1 Firebal\n")


# Cockatrice's hash: SHA-1 over the sorted entries; its first 40 bits in base 32.
def test_cockatrice_hash_vectors() -> None:
    # the SHA-1 of the empty text starts da39a3ee5e = 937269915230 = "r8sq7riu" in base 32
    assert cockatrice_hash([], []) == "r8sq7riu"
    assert int("r8sq7riu", 32) == int("da39a3ee5e", 16)
    # "SB:" sorts before lower-case names (code units: "S" < "l")
    text = "SB:duress;lightning bolt;lightning bolt;mountain"
    digest = hashlib.sha1(text.encode()).hexdigest()[:10]
    value = cockatrice_hash([("Lightning Bolt", 2), ("Mountain", 1)], [("Duress", 1)])
    assert int(value, 32) == int(digest, 16)
    assert value == "l5st1fmo"
    assert cockatrice_hash([("A", 1)], []) == "grru8dvq"  # padded with zeros to 8 digits


def test_the_cockatrice_hash_streams_copies_as_the_joined_text_would() -> None:
    pairs = [("Island", 9000), ("Lightning Bolt", 3), ("island", 1)]
    entries = sorted(["island"] * 9001 + ["lightning bolt"] * 3 + ["SB:duress"] * 5000)
    digest = hashlib.sha1(";".join(entries).encode()).hexdigest()[:10]
    value = cockatrice_hash(pairs, [("Duress", 5000)])
    assert value is not None and int(value, 32) == int(digest, 16)


def test_no_cockatrice_hash_above_a_hundred_thousand_copies() -> None:
    assert cockatrice_hash([("Island", 99_999)], [("Duress", 1)]) is not None
    assert cockatrice_hash([("Island", 99_999)], [("Duress", 2)]) is None


def test_mtg_reports_give_the_cockatrice_hash_with_cockatrice_names() -> None:
    """Split, aftermath and adventure cards go by their full name (Cockatrice's oracle
    importer merges their faces into one card), double-faced, modal and flip cards by
    their front face."""
    options = CheckOptions(format_id="mtg/legacy")
    result = Checker(options).check_bytes(
        b"4 Fire/Ice\n4 Delver of Secrets\n52 Island\n", "deck.txt")
    expected = cockatrice_hash([("Fire // Ice", 4), ("Delver of Secrets", 4),
                                ("Island", 52)], [])
    assert result.cockatrice_hash == expected
    faces = Checker(options).check_bytes(
        b"4 Bonecrusher Giant\n4 Brazen Borrower\n2 Commit\n3 Sea Gate Restoration\n"
        b"2 Akki Lavarunner\n45 Island\nSideboard\n1 Stomp\n", "deck.txt")
    entries = sorted(["bonecrusher giant // stomp"] * 4 + ["brazen borrower // petty theft"] * 4
                     + ["commit // memory"] * 2 + ["sea gate restoration"] * 3
                     + ["akki lavarunner"] * 2 + ["island"] * 45
                     + ["SB:bonecrusher giant // stomp"])
    digest = hashlib.sha1(";".join(entries).encode()).hexdigest()[:10]
    assert faces.cockatrice_hash is not None
    assert int(faces.cockatrice_hash, 32) == int(digest, 16)
    mage_noir = Checker(MAGE_NOIR).check_bytes(DECK40.encode(), "deck.txt")
    assert mage_noir.cockatrice_hash is None


def test_an_mtgo_and_a_cockatrice_export_of_one_deck_agree() -> None:
    outcome = CliRunner().invoke(app, [
        "check", str(FIXTURES / "mtg" / "burn.dek"), str(FIXTURES / "mtg" / "burn.cod"),
        "--format", "mtg/modern", "--date", "2024-01-01", "--report", "json"])
    results = json.loads(outcome.stdout)["results"]
    assert results[0]["fingerprint"] == results[1]["fingerprint"] == "c9bdeedc6a20"
    assert results[0]["cockatrice_hash"] == results[1]["cockatrice_hash"] == "bjsa6t47"


def test_the_fingerprint_from_the_checks_counts_is_the_fingerprint_of_the_lines() -> None:
    # the result's fingerprint is made from the counts of the check's one pass
    # (CheckContext.named); it must equal the one counted line by line: unknown names,
    # a card on two lines, a zone of unknown cards only, a Relic hiding a short stack
    from cardtools.fingerprint import deck_fingerprint
    from cardtools.formatspec import FormatRegistry

    magi = ("Format: magi-nation/standard\nMagi\nEvu\nTryn\nAncestral Flute\nDeck\n"
            "3 Balamant Pup\n3 Carillion\n2 Grow\n1 grow\nSide\n1 Nosuchcard\n")
    decks = [(DECK40, MAGE_NOIR), (DECK40 + "1 Fireballl\n2 Fire Ball\n", MAGE_NOIR),
             ("Deck\n1 Fireballl\nSide\n2 Fire Ball\n1 Firebal\n", MAGE_NOIR),
             (magi, CheckOptions())]
    for text, options in decks:
        result = Checker(options).check_bytes(text.encode("utf-8"), "deck.txt")
        assert result.deck is not None and result.fingerprint is not None
        fmt = FormatRegistry().get(result.format_id or "")
        assert result.fingerprint == deck_fingerprint(result.deck, fmt), text
    filler = Checker(CheckOptions()).check_bytes(magi.encode("utf-8"), "deck.txt")
    assert [v.rule for v in filler.violations
            if v.severity == "info" and v.rule != "data-age"][:1] == ["magi-stack"]


COMMANDER_COD = b"""<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <zone name="main"><card number="1" name="Sol Ring"/><card number="98" name="Island"/></zone>
  <zone name="side"><card number="1" name="Atraxa, Praetors' Voice"/></zone>
</cockatrice_deck>
"""


def test_a_commander_is_hashed_where_cockatrice_keeps_it_in_the_sideboard() -> None:
    """Cockatrice has no command zone: its deck file keeps the commander in the
    sideboard, and the hash it shows counts it there ("SB:atraxa, praetors' voice").
    The same deck as text, its commander under a Commander header, has that hash too;
    a deck of another commander has another."""
    entries = sorted(["sol ring"] + ["island"] * 98 + ["SB:atraxa, praetors' voice"])
    digest = hashlib.sha1(";".join(entries).encode()).hexdigest()[:10]
    options = CheckOptions(format_id="mtg/commander", as_of=dt.date(2026, 8, 1))
    cod = Checker(options).check_bytes(COMMANDER_COD, "deck.cod")
    text = Checker(options).check_bytes(
        b"Commander\n1 Atraxa, Praetors' Voice\nDeck\n1 Sol Ring\n98 Island\n", "deck.txt")
    other = Checker(options).check_bytes(
        b"Commander\n1 Urza, Lord High Artificer\nDeck\n1 Sol Ring\n98 Island\n", "deck.txt")
    assert [cod.status, text.status, other.status] == ["legal"] * 3
    assert cod.cockatrice_hash is not None and int(cod.cockatrice_hash, 32) == int(digest, 16)
    assert cod.cockatrice_hash == text.cockatrice_hash == "f3ctc8q6"
    assert other.cockatrice_hash not in (None, text.cockatrice_hash)
    assert cod.fingerprint == text.fingerprint != other.fingerprint


def test_one_deck_written_in_two_orders_prints_one_sheet(tmp_path: Path) -> None:
    """A registration sheet lists every zone in name order (the sideboard was in the
    file's order): the same sideboard written in two orders, one fingerprint, printed
    two different lists for a judge to count against."""
    main = "4 Lightning Bolt\n4 Monastery Swiftspear\n4 Lava Spike\n48 Mountain\n"
    sides = {"a.txt": ["3 Smash to Smithereens", "2 Abrade", "1 Pyroclasm", "1 Abrade"],
             "b.txt": ["3 Abrade", "1 Pyroclasm", "3 Smash to Smithereens"]}
    for name, side in sides.items():
        (tmp_path / name).write_text(f"Format: mtg/modern\nDeck\n{main}\nSideboard\n"
                                     + "\n".join(side) + "\n", "utf-8")
    runner = CliRunner()
    outcome = runner.invoke(app, ["check", *(str(tmp_path / name) for name in sides),
                                  "--report", "sheet", "--date", "2026-08-22"])
    pages = outcome.stdout.split('<section class="sheet">')[1:]
    listed = [page.split("<h2>Sideboard (7)</h2>")[1].split("</ul>")[0] for page in pages]
    assert listed[0] == listed[1] == (
        '\n<div class="cols"><ul><li><span class="n">3</span>Abrade</li><li><span class="n">1'
        '</span>Pyroclasm</li><li><span class="n">3</span>Smash to Smithereens</li>')
    assert [page.split("fingerprint ")[1][:12] for page in pages] == [
        judged("Deck\n" + main + "\nSideboard\n" + "\n".join(side) + "\n",
               CheckOptions(format_id="mtg/modern", as_of=dt.date(2026, 8, 22)))
        for side in sides.values()]
    assert pages[0].split("fingerprint ")[1][:12] == pages[1].split("fingerprint ")[1][:12]


def test_a_magi_stack_keeps_its_order_on_the_sheet(tmp_path: Path) -> None:
    """A zone of one kind of card keeps the file's order on the sheet: the ``magi-stack``
    rule reads a stack's order (Ninibom's order note, a Universal Relic at the bottom),
    so a sheet in name order hid what the rule read."""
    cards = ("3 Magma Hyren\n3 Arbolit\n3 Diobor\n3 Fire Ball\n3 Fire Flow\n3 Quor\n"
             "3 Kelthet\n3 Drakan\n3 Lava Balamant\n3 Fire Chogo\n3 Flame Geyser\n"
             "3 Syphon Vortex\n3 Thermal Blast\n1 Greater Vaal\n")
    (tmp_path / "cald.txt").write_text(
        "Format: magi-nation/standard\nMagi\n1 Grega\n1 Ashgar\n1 Gar\nDeck\n" + cards,
        "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(tmp_path / "cald.txt"), "--report",
                                       "sheet", "--date", "2021-06-01"])
    stack = outcome.stdout.split("<h2>Magi stack (3)</h2>")[1].split("</ul>")[0]
    assert [item.split("</span>")[1] for item in stack.split("</li>")[:-1]] == [
        "Grega", "Ashgar", "Gar"]


MAGI_CARDS = ("3 Magma Hyren\n3 Arbolit\n3 Diobor\n3 Fire Ball\n3 Fire Flow\n3 Quor\n"
              "3 Kelthet\n3 Drakan\n3 Lava Balamant\n3 Fire Chogo\n3 Flame Geyser\n"
              "3 Syphon Vortex\n3 Thermal Blast\n1 Greater Vaal\n")


def _stacked(*magi: str) -> str:
    return "Format: magi-nation/standard\nMagi\n" + "\n".join(magi) + "\nDeck\n" + MAGI_CARDS


def test_a_magi_stack_in_another_order_is_another_deck(tmp_path: Path) -> None:
    """The magi-stack rule reads a stack's order (Ninibom's text names the order Baa,
    Wiep, Grahnna are played in; a Universal Relic goes at the bottom): the same four
    Magi in another order, legal too but with an order note, had the first one's
    fingerprint (duplicate-deck, and ``diff`` said "the same deck")."""
    legal, illegal = (_stacked("Baa", "Wiep", "Grahnna", "Ninibom"),
                      _stacked("Ninibom", "Baa", "Wiep", "Grahnna"))
    options = CheckOptions(as_of=dt.date(2021, 6, 1))
    results = [Checker(options).check_bytes(text.encode(), "deck.txt")
               for text in (legal, illegal)]
    assert [result.status for result in results] == ["legal", "legal"]
    assert [[v.line for v in result.violations if v.rule == "magi-stack"]
             for result in results] == [[], [3]]
    assert results[0].fingerprint != results[1].fingerprint
    # the stack's names as written, the deck's in code point order
    from cardtools.fingerprint import canonical_text
    text = canonical_text("magi-nation", {"magi": {"Wiep": 1, "Baa": 1},
                                          "main": {"Quor": 3, "Arbolit": 3}}, {"magi"})
    assert text == ("cardtools-deck 1\ngame magi-nation\nmagi 1 Wiep\nmagi 1 Baa\n"
                    "main 3 Arbolit\nmain 3 Quor\n")
    for name, text in (("a.txt", legal), ("b.txt", illegal)):
        (tmp_path / name).write_text(text, "utf-8")
    outcome = CliRunner().invoke(app, ["diff", str(tmp_path / "a.txt"),
                                       str(tmp_path / "b.txt")])
    assert outcome.exit_code == 1
    assert outcome.stdout.splitlines()[1:] == [
        "Magi stack:", "  order: Baa, Wiep, Grahnna, Ninibom -> Ninibom, Baa, Wiep, Grahnna"]
    assert "0 cards differ (0 out, 0 in, the order of 1 zone changed); fingerprints " \
        f"{results[0].fingerprint} and {results[1].fingerprint}" in outcome.stdout


def test_a_deck_in_another_order_keeps_its_fingerprint_beside_a_stack() -> None:
    """Only the stack's order counts: the deck's cards in another order, or the
    stack's names spelt otherwise in the same order, give the same fingerprint."""
    options = CheckOptions(as_of=dt.date(2021, 6, 1))
    plain = judged(_stacked("Grega", "Ashgar", "Gar"), options)
    reversed_deck = _stacked("Grega", "Ashgar", "Gar").replace(
        MAGI_CARDS, "".join(reversed(MAGI_CARDS.splitlines(keepends=True))))
    assert judged(reversed_deck, options) == plain
    assert judged(_stacked("1 grega", "ASHGAR", "Gar"), options) == plain
    assert judged(_stacked("Gar", "Ashgar", "Grega"), options) != plain
