"""The walk and a named file are read by one reader (README, Folder walks): each file's
verdict in ``check folder/`` is the verdict of ``check folder/file`` alone, and a folder
holding that file alone exits as the file named does. A file the walk skips is one
that, named, is not judged as holding no deck; never a submission holding cards skipped
with exit 0."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import invoke

ROOT = Path(__file__).resolve().parent.parent
LEGAL = (ROOT / "cards" / "mtg" / "examples" / "legal.txt").read_text("utf-8")
RUN = ("--format", "mtg/modern", "--isolated", "--date", "2026-08-01", "--report", "json")

ARCHIDEKT = json.dumps({"name": "Deck", "cards": [
    {"quantity": 4, "card": {"oracleCard": {"name": "The One Ring"}}, "categories": ["Artifact"]},
    {"quantity": 56, "card": {"oracleCard": {"name": "Island"}}, "categories": ["Land"]}]})
SCRYFALL = json.dumps({"entries": {"mainboard": [
    {"count": 4, "card_digest": {"name": "The One Ring"}},
    {"count": 56, "card_digest": {"name": "Island"}}]}})
#: Cards under a key no decklist has, of no deck site's shape: still not judged.
LISTED = json.dumps({"name": "Deck", "cards": [{"quantity": 4, "name": "The One Ring"},
                                               {"quantity": 56, "name": "Island"}]})
RING_ROWS = "".join(["The One Ring,x\n"] * 4 + ["Island,x\n"] * 56)
#: A deck repository's data files of card names beside numbers, no deck: XMage's format
#: lists (a ``pointMap`` of points deep inside), collector numbers, prices, a poll,
#: statistics, a collection, a locale.
XMAGE = json.dumps({"formats": [{"name": "Canadian Highlander", "rules": {
    "pointMap": {"Ancestral Recall": 8, "Time Walk": 7, "Black Lotus": 7}}}]})
DATA_FILES = {
    "xmage.json": XMAGE,
    "numbers.json": json.dumps({"cards": [{"name": "Lightning Bolt", "number": 141},
                                          {"name": "Black Lotus", "number": 232}]}),
    "prices.json": json.dumps({"prices": {"Black Lotus": 25000, "Lightning Bolt": 2}}),
    "price_list.yaml": "usd_prices:\n  Black Lotus: 20\n  Lightning Bolt: 2\n",
    "votes.yaml": "poll:\n  Black Lotus: 12\n  Time Walk: 7\n  Ancestral Recall: 3\n",
    "tops.yaml": "most_played:\n  - 312 Lightning Bolt\n  - 120 Counterspell\n",
    "plays.yaml": "played:\n  - 312 Lightning Bolt\n  - 120 Counterspell\n",
    "collection.json": json.dumps({"collection": [{"name": "Lightning Bolt", "quantity": 12},
                                                  {"name": "Black Lotus", "quantity": 1}]}),
    "ranking.json": json.dumps({"ranking": {"Lightning Bolt": 4, "Counterspell": 2}}),
    "fr.json": json.dumps({"ui": {"Island": "Île"}, "count": {"Island": 1}}),
    "versions.json": json.dumps(["python 3.11", "node 18"]),
    "price_rows.json": json.dumps([{"name": "Lightning Bolt", "price": 2},
                                   {"name": "Black Lotus", "price": 20000}]),
    "owned_list.json": json.dumps([{"collection": [{"name": "Lightning Bolt", "quantity": 12},
                                                   {"name": "Black Lotus", "quantity": 1}]}]),
    "owned_printings.json": json.dumps({"collection": {"The One Ring (LTR) 246": "4",
                                                       "Island (DMU) 262": "12"}}),
    "printed_prices.json": json.dumps({"prices": {"The One Ring (LTR) 246": "79",
                                                  "Island (DMU) 262": "1"}}),
    "printed_tops.yaml": "most_played:\n  - 4 The One Ring (LTR) 246\n  - 9 Island [DMU]\n",
    "standings.yaml": "standings:\n  1: The One Ring\n  2: Island\n  3: Swamp\n",
    "printed_plays.yaml": "Cards: |\n  312 The One Ring (LTR) 246\n  120 Island (DMU) 262\n",
    # a catalogue of card records, one listing its components: no deck
    "catalogue.json": json.dumps([
        {"name": "Lightning Bolt", "type": "Instant", "components": {"Island": 1, "Swamp": 1}},
        {"name": "Counterspell", "type": "Instant", "components": {}},
        {"name": "Black Lotus", "type": "Artifact", "components": {}}]),
    # draft ratings (a fraction among them), a collector number's checklist, prices
    "ratings.json": json.dumps({"set": "MH2", "MH2": {
        "Grief": 4.0, "Ragavan, Nimble Pilferer": 4.5, "Counterspell": 3.0,
        "Lightning Bolt": 3.5}}),
    "grades.json": json.dumps({"set": "MH2", "grades": {"Grief": 4, "Counterspell": 3}}),
    "checklist.json": json.dumps({"checklist": {
        "Grief": "87", "Ragavan, Nimble Pilferer": "138", "Lightning Bolt": "12"}, "set": "MH2"}),
    "locale.yaml": "counts:\n  Island: one\n  Forest: deux\n  Swamp: IV\n",
    "price_pairs.json": json.dumps([["Lightning Bolt", 2.0], ["Counterspell", 1],
                                    ["Thoughtseize", 12.5]]),
    # a ranking's places, statistics of how many decks play a card
    "places.yaml": "- 1: Ragavan, Nimble Pilferer\n- 2: Lightning Bolt\n- 3: Counterspell\n",
    "top10.yaml": "title: Top 10\ntop10:\n  - 1: Ragavan, Nimble Pilferer\n"
                  "  - 2: Lightning Bolt\n  - 3: Counterspell\n",
    "places.json": json.dumps({"Season": [[1, "Lightning Bolt"], [2, "Counterspell"]]}),
    "shares.json": json.dumps([{"name": "Lightning Bolt", "count": 57, "share": 0.23},
                               {"name": "Counterspell", "count": 31, "share": 0.12}]),
    # a list of card names each written once: a ban list's, no copies
    "names.yaml": "- Black Lotus\n- Time Walk\n- Ancestral Recall\n",
}
#: Decks written as a bare list, not a mapping with a ``deck`` key: not judged.
LISTS = {
    "list.json": json.dumps([{"name": "The One Ring", "count": 4},
                             {"name": "Island", "count": 56}]),
    "list.yaml": "- name: The One Ring\n  quantity: 4\n- name: Island\n  quantity: 56\n",
    "qty.json": json.dumps([{"card": "The One Ring", "qty": "4"},
                            {"card": "Island", "qty": "56"}]),
    "list_pairs.json": json.dumps([["The One Ring", 4], [56, "Island"]]),
    "list_pairs.yaml": "- [The One Ring, 4]\n- [Island, 56]\n",
    "nested.json": json.dumps([[{"name": "The One Ring", "amount": 4},
                                {"name": "Island", "amount": 56}]]),
    "decks.json": json.dumps([{"player": "Jo", "Deck (60)": {"The One Ring": 4, "Island": 56}}]),
    # a name a line for each copy, a name written again
    "copies.yaml": "- The One Ring\n- The One Ring\n- Island\n- Island\n- Swamp\n",
    "copies.json": json.dumps(["The One Ring"] * 4 + ["Island"] * 56),
    # whole numbers beside names, as a deck's counts: prices so written are told from none
    "whole_prices.json": json.dumps([["The One Ring", 2], ["Island", 1], ["Swamp", 15]]),
    "export.json": json.dumps([
        {"name": "The One Ring", "set": "LTR", "quantity": 4, "foil": False},
        {"name": "Island", "set": "DMU", "quantity": 56, "foil": False}]),
}
#: A deck under a key no decklist has, its cards written as a text list writes them: with
#: their printing (a set code, a collector number), a count as text or with a fraction, a
#: name beside its count in a list's item: the same deck.
SPELLED = {
    "printed.yaml": "Cards: |\n  4 The One Ring (LTR) 246\n  56 Island (DMU) 262\n",
    "bracketed.yaml": "Cards:\n  - 4 The One Ring [LTR]\n  - 56 Island [DMU]\n",
    "coded.yml": "Cards: |\n  4 The One Ring (LTR)\n  56 Island (DMU)\n",
    "keyed.json": json.dumps({"Cards": {"The One Ring (LTR) 246": 4, "Island (DMU) 262": 56}}),
    "quoted.json": json.dumps({"Cards": [{"name": "The One Ring", "quantity": "4"},
                                         {"name": "Island", "quantity": "56"}]}),
    "named.json": json.dumps({"Cards": [{"name": "The One Ring (LTR) 246", "count": 4},
                                        {"name": "Island (DMU) 262", "count": 56}]}),
    "xed.yaml": "Cards:\n  The One Ring: x4\n  Island: 56x\n",
    "fraction.json": json.dumps({"Cards": [{"name": "The One Ring", "qty": 4.0},
                                           {"name": "Island", "qty": 56.0}]}),
    "pairs.json": json.dumps({"Cards": [["The One Ring", 4], [56, "Island"]]}),
    "singles.yaml": "Cards:\n  - The One Ring: 4\n  - 56: Island\n",
    "entries.json": json.dumps({"Cards": {"The One Ring": {"qty": 4, "set": "LTR"},
                                          "Island": {"qty": 56}}}),
    "printings.json": json.dumps({"Cards": {"The One Ring": [4, "LTR"],
                                            "Island": ["DMU", "56"]}}),
    "details.json": json.dumps({"Cards": [{"name": "The One Ring", "details": {"qty": 4}},
                                          {"name": "Island", "details": {"qty": 56}}]}),
    "repeated.yaml": "Cards:\n  - The One Ring\n  - The One Ring\n  - Island\n  - Island\n",
}

#: Submissions in every form a walk met, and files of a deck repository holding none.
FILES = {
    "al.txt": LEGAL,
    "deck.yaml": "player: Di\ndeck:\n  The One Ring: 4\n  Island: 56\n",
    "fay.yaml": "Player: Fay\nCards:\n  - 4 The One Ring\n  - 56 Island\n",
    "gus.yml": "list: |\n  4 The One Ring\n  56 Island\n",
    "bob.json": ARCHIDEKT,
    "eve.json": SCRYFALL,
    "ida.json": LISTED,
    "dekc.yaml": "Player: P\nDekc:\n  The One Ring: 4\n  Island: 56\n",
    "deck60.yaml": "Player: P\nDeck (60):\n  The One Ring: 4\n  Island: 56\n",
    "liste.yaml": "Player: P\nListe:\n  The One Ring: 4\n  Island: 56\n",
    "main60.yaml": "Player: P\nMain60:\n  The One Ring: 4\n  Island: 56\n",
    "owned_rows.csv": "Name,Owned\n" + RING_ROWS.replace(",x", ",yes"),
    "foil_rows.csv": "Name,Has Foil\n" + RING_ROWS.replace(",x", ",no"),
    **DATA_FILES,
    **LISTS,
    **SPELLED,
    "notes.csv": "Name,Notes\nThe One Ring,the best\nIsland,\nSwamp,\n",
    "sets.csv": "Name,Set\nThe One Ring,LTR\nIsland,DMU\nSwamp,DMU\n",
    "cards.csv": "Cards\n" + RING_ROWS,
    "notes.tsv": "Name\tNotes\nThe One Ring\tbest\nIsland\t\n",
    "owned.csv": "Card,Owned\nThe One Ring,2\nIsland,20\nSwamp,3\n",
    "prices.csv": "Name,Price\nThe One Ring,79.99\nIsland,0.10\n",
    "ci.yml": "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
              "    timeout-minutes: 10\n    steps:\n      - uses: actions/checkout@v4\n"
              "        with:\n          fetch-depth: 0\n      - run: pip install -e .\n",
    "package.json": json.dumps({"name": "decks", "version": "1.0.0",
                                "scripts": {"test": "cardtools check ."},
                                "dependencies": {"lodash": "^4.17.21"}}),
    "pre-commit.yaml": "repos:\n  - repo: local\n    hooks:\n      - id: cardtools\n"
                       "        name: cardtools\n        entry: cardtools check\n",
    "mycards.yaml": "cards:\n  - name: Lightning Bolt\n    type: Instant\n"
                    "  - name: The One Ring\n    type: Artifact\n",
    "format.yaml": "name: House\nlists:\n  - date: '2025-01-01'\n    banned: [Black Lotus]\n"
                   "    restricted: {Ponder: 1, Brainstorm: 1}\n",
}
#: The files that hold no deck: skipped walked, not judged named (``file-error``).
NO_DECK = {"owned.csv", "ci.yml", "package.json", "pre-commit.yaml", "mycards.yaml",
           "format.yaml", *DATA_FILES}
#: Each file's verdict named: its status and its errors' rules (``The One Ring`` banned in
#: Modern; a deck under a key no decklist has a ``file-error``). ``prices.csv`` is a deck
#: exported with its prices, judged one copy a row (it was skipped as a price list).
EXPECTED = {
    "al.txt": ("legal", []),
    "deck.yaml": ("illegal", ["banned"]),
    "notes.csv": ("illegal", ["banned", "zone-size"]),
    "sets.csv": ("illegal", ["banned", "zone-size"]),
    "cards.csv": ("illegal", ["banned", "card-pool", "copy-limit"]),
    "notes.tsv": ("illegal", ["banned", "zone-size"]),
    "prices.csv": ("illegal", ["banned", "zone-size"]),
    "bob.json": ("illegal", ["banned"]),
    "eve.json": ("illegal", ["banned"]),
    "owned_rows.csv": ("illegal", ["banned"]),
    "foil_rows.csv": ("illegal", ["banned"]),
    **dict.fromkeys(("fay.yaml", "gus.yml", "ida.json", "dekc.yaml",
                     "deck60.yaml", "liste.yaml", "main60.yaml", *LISTS, *SPELLED,
                     *NO_DECK),
                    ("error", ["file-error"])),
}


def _verdicts(result_json: str) -> dict[str, str]:
    """Each file's verdict in a JSON report, by file name: its status, or ``skipped``."""
    report = json.loads(result_json)
    found = {Path(each["path"]).name: each["status"] for each in report["results"]}
    found.update({Path(each["path"]).name: "skipped"
                  for each in report.get("skipped", [])})
    return found


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """The folder of every file of ``FILES`` and each file's verdict in its walk."""
    folder = tmp_path_factory.mktemp("walk") / "subs"
    folder.mkdir()
    for name, text in FILES.items():
        (folder / name).write_text(text, "utf-8")
    outcome = invoke("check", str(folder), *RUN)
    assert outcome.exit_code == 2
    return folder, _verdicts(outcome.stdout)


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_files_verdict_walked_is_its_verdict_named(
        walked: tuple[Path, dict[str, str]], name: str) -> None:
    folder, verdicts = walked
    named = invoke("check", str(folder / name), *RUN)
    shown = json.loads(named.stdout)["results"][0]
    status, rules = EXPECTED[name]
    assert (named.exit_code, shown["status"], sorted(
        {v["rule"] for v in shown["violations"] if v["severity"] == "error"})) == (
        {"legal": 0, "illegal": 1, "error": 2}[status], status, rules)
    assert verdicts[name] == ("skipped" if name in NO_DECK else status)
    if name in NO_DECK:
        assert shown["violations"][0]["message"].startswith("not a decklist")
        assert "deck:" not in json.dumps(shown["violations"])


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_folder_of_one_file_exits_as_the_file_named(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "one"
    folder.mkdir()
    (folder / name).write_text(FILES[name], "utf-8")
    assert invoke("check", str(folder), *RUN).exit_code == \
        invoke("check", str(folder / name), *RUN).exit_code


def test_a_deck_under_a_key_no_decklist_has_is_not_judged_walked_or_named(
        walked: tuple[Path, dict[str, str]]) -> None:
    """``Cards: [4 The One Ring]``, a JSON ``cards`` list of no deck site's shape, a
    misspelt ``Dekc:``: a file-error saying the key holding the cards (they were skipped
    walked, exit 0)."""
    folder, verdicts = walked
    for name, key in (("fay.yaml", "cards"), ("ida.json", "cards"),
                      ("dekc.yaml", "dekc"), ("deck60.yaml", "deck (60)"),
                      ("gus.yml", "list"), ("main60.yaml", "main60"),
                      *((name, "cards") for name in SPELLED)):
        assert verdicts[name] == "error"
        shown = json.loads(invoke("check", str(folder / name), *RUN).stdout)["results"][0]
        assert shown["violations"][0]["message"] == (
            "not a decklist: no deck, main, side, sideboard, magi or mage section, but its "
            f"key '{key}' holds cards; not judged")


@pytest.mark.parametrize("name", sorted(LISTS))
def test_a_deck_written_as_a_bare_list_is_not_judged_walked_or_named(
        walked: tuple[Path, dict[str, str]], name: str) -> None:
    """A list of card entries, not a mapping with a ``deck`` key (entries of a name and a
    count, their other spellings, pairs, a list of lists, a mapping in the list): a
    file-error, walked and named (it was skipped walked, exit 0)."""
    folder, verdicts = walked
    shown = json.loads(invoke("check", str(folder / name), *RUN).stdout)["results"][0]
    assert (verdicts[name], [(each["rule"], each["message"], each["line"])
                             for each in shown["violations"]]) == ("error", [(
        "file-error", "not a decklist: a list, not a mapping with a 'deck' section, but its "
        "entries are cards; not judged", 1)])


def test_a_hidden_yaml_deck_under_any_key_is_listed_not_dropped(tmp_path: Path) -> None:
    """A hidden ``.hal.yaml`` holding a deck under ``Deck (60):`` was left out without a
    word, as a tool's config is; it is listed as a hidden decklist, and configs still
    are not."""
    (tmp_path / "al.txt").write_text(LEGAL, "utf-8")
    (tmp_path / ".hal.yaml").write_text(FILES["deck60.yaml"], "utf-8")
    (tmp_path / ".pre-commit-config.yaml").write_text(FILES["pre-commit.yaml"], "utf-8")
    (tmp_path / ".eslintrc.json").write_text(FILES["package.json"], "utf-8")
    report = json.loads(invoke("check", str(tmp_path), *RUN).stdout)
    assert report["skipped"] == [{
        "path": f"{tmp_path}/.hal.yaml",
        "reason": "hidden file: not checked; name it on the command line to check it"}]


@pytest.mark.parametrize(("name", "site"), [("bob.json", "an Archidekt deck"),
                                            ("eve.json", "a Scryfall deck")])
def test_a_deck_sites_json_is_judged_walked_and_named(
        walked: tuple[Path, dict[str, str]], name: str, site: str) -> None:
    """Archidekt's and Scryfall's deck JSON are read as decks, walked and named alike:
    The One Ring is banned in Modern, not a file-error (skipped walked)."""
    folder, verdicts = walked
    shown = json.loads(invoke("check", str(folder / name), *RUN).stdout)["results"][0]
    assert (verdicts[name], shown["status"]) == ("illegal", "illegal")
    assert [(each["rule"], each["message"].split(" is ")[0])
            for each in shown["violations"] if each["severity"] == "error"] == [
        ("banned", "The One Ring")]
    assert any(each["message"].startswith(f"read as {site}") for each in shown["violations"])


#: XML deck files saved as ``.xml``: read by their root element, walked or named.
XML_DECKS = {
    "cod.xml": '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
               '  <zone name="main">\n    <card number="4" name="The One Ring"/>\n'
               '    <card number="56" name="Island"/>\n  </zone>\n</cockatrice_deck>\n',
    "dek.XML": '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/'
               '2001/XMLSchema">\n  <Cards CatID="1" Quantity="4" Sideboard="false" '
               'Name="The One Ring" />\n  <Cards CatID="2" Quantity="56" Sideboard="false" '
               'Name="Island" />\n</Deck>\n',
    # a licence in comments before the root, past the first bytes looked at before
    "licence.xml": '<?xml version="1.0"?>\n' + "".join(
        f"<!-- licence, line {line}: the rights of whoever wrote this deck file -->\n"
        for line in range(1200)) + '<cockatrice_deck version="1">\n  <zone name="main">\n'
        '    <card number="4" name="The One Ring"/>\n    <card number="56" name="Island"/>\n'
        '  </zone>\n</cockatrice_deck>\n',
}


def test_an_xml_deck_file_saved_as_xml_is_judged_walked_as_named(tmp_path: Path) -> None:
    """A Cockatrice or MTGO deck file saved as ``.xml`` is told by its root element when
    walked, as when named (it was skipped as "not a decklist (.xml)", exit 0, its banned
    card judged nowhere); another ``.xml`` file and a file of no suffix stay skipped,
    said."""
    (tmp_path / "al.txt").write_text(LEGAL, "utf-8")
    for name, text in XML_DECKS.items():
        (tmp_path / name).write_text(text, "utf-8")
    (tmp_path / "pom.xml").write_text('<?xml version="1.0"?>\n<project/>\n', "utf-8")
    (tmp_path / "carl").write_text("4 The One Ring\n56 Island\n", "utf-8")
    walked = invoke("check", str(tmp_path), *RUN)
    report = json.loads(walked.stdout)
    assert walked.exit_code == 1
    assert _verdicts(walked.stdout) == {"al.txt": "legal", "cod.xml": "illegal",
                                        "dek.XML": "illegal", "licence.xml": "illegal",
                                        "pom.xml": "skipped", "carl": "skipped"}
    assert [(Path(each["path"]).name, each["reason"]) for each in report["skipped"]] == [
        ("carl", "not a decklist (no suffix)"), ("pom.xml", "not a decklist (.xml)")]
    for name in XML_DECKS:
        shown = json.loads(invoke("check", str(tmp_path / name), *RUN).stdout)["results"][0]
        assert [each["rule"] for each in shown["violations"]
                if each["severity"] == "error"] == ["banned"]


#: XML deck files whose root is written with a namespace prefix, saved as ``.xml``.
PREFIXED_XML_DECKS = {
    "dek.xml": '<?xml version="1.0" encoding="utf-8"?>\n<ns:Deck xmlns:ns="urn:x">\n'
               '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="The One Ring" />\n'
               '  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Island" />\n'
               '</ns:Deck>\n',
    "cod.xml": '<?xml version="1.0"?>\n<c:cockatrice_deck xmlns:c="urn:x" version="1">\n'
               '  <zone name="main">\n    <card number="4" name="The One Ring"/>\n'
               '    <card number="56" name="Island"/>\n  </zone>\n</c:cockatrice_deck>\n',
}


def test_an_xml_deck_file_of_a_prefixed_root_is_judged_walked_as_named(
        tmp_path: Path) -> None:
    """An MTGO or Cockatrice deck file whose root carries a namespace prefix
    (``<ns:Deck>``) is told by the root's local name, walked and named alike: its banned
    card judged, the prefix a parse-error on line 2 (named, it was read as a text list,
    its tags unknown cards; walked, skipped as "not a decklist (.xml)", exit 0)."""
    for name, text in PREFIXED_XML_DECKS.items():
        (tmp_path / name).write_text(text, "utf-8")
    walked = invoke("check", str(tmp_path), *RUN)
    assert (walked.exit_code, _verdicts(walked.stdout)) == (
        1, {"dek.xml": "illegal", "cod.xml": "illegal"})
    for name in PREFIXED_XML_DECKS:
        named = invoke("check", str(tmp_path / name), *RUN)
        shown = json.loads(named.stdout)["results"][0]
        assert named.exit_code == 1
        assert [(each["rule"], each["line"]) for each in shown["violations"]
                if each["severity"] == "error"] == [("parse-error", 2), ("banned", 3 + (
                    name == "cod.xml"))], name


def test_a_line_longer_than_a_card_line_is_no_card_line() -> None:
    """A note's line longer than any card line (``MAX_LINE``) is not read as one: a
    megabyte on one line was read by the text reader, seconds a file. A deck's line so
    long (``4 The One Ring (LTR) (LTR)...``) leaves one card, fewer than a deck holds."""
    from cardtools.decklist.card_values import text_holds_cards

    long_line = "4 The One Ring " + "(LTR) " * 100
    assert [text_holds_cards(json.dumps({"Cards": f"{line}\n56 Island\n"}), True)
            for line in ("4 The One Ring (LTR)", long_line)] == [True, False]
