"""`cardtools cards update mtg`: fetching, checking and installing current card data.

A local HTTP server on 127.0.0.1 serves MTGJSON-shaped fixtures (tests/fixtures/
mtgjson-update/); the CLI runs in a subprocess with CARDTOOLS_DATA_DIR set to a
temporary folder. Never the internet.
"""

from __future__ import annotations

import contextlib
import datetime
import email.message
import gzip
import hashlib
import http.server
import io
import json
import lzma
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import urllib.response
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cardtools import datadir, update
from cardtools.cardpool import NO_PRINTING
from cardtools.cli import app
from cardtools.errors import CardtoolsError, UsageError
from cardtools.importers import mtgjson_current
from cardtools.importers.mtgfacts import text_facts
from cardtools.resources import cards_dir, formats_dir
from cardtools.yamlio import load_yaml

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "mtgjson-update"
DATA_DATE = "2026-11-20"
#: The header of the bundled MTG cards.json (its date is older than DATA_DATE).
BUNDLED = datadir.read_header(cards_dir() / "mtg") or {}
#: A Modern league without a card pool: only resolution and the lists decide.
LEAGUE = """name: Modern league
extends: modern
card_pool: null
"""
#: Expanse Pathcutter: a card of a set released after the bundled data (unknown until
#: the update); Fury: banned in the bundled history, unbanned by the update's
#: legalities; Preordain: legal in the bundled history, banned by them.
DECK = """Format: mtg/league
20 Island
4 Lightning Bolt
4 Expanse Pathcutter
4 Fury
4 Preordain
24 Relentless Rats
"""


def publish(folder: Path, name: str, data: bytes, checksum: bytes | None = None) -> None:
    """Write a file and its ``.sha256`` (of ``checksum`` when given, else of ``data``)."""
    (folder / name).write_bytes(data)
    digest = hashlib.sha256(data if checksum is None else checksum).hexdigest()
    (folder / f"{name}.sha256").write_text(f"{digest}  {name}\n")


def mirror(folder: Path) -> Path:
    """A folder laid out as MTGJSON publishes: Meta.json, SetList.json.gz,
    AtomicCards.json.xz, each with its .sha256."""
    folder.mkdir(parents=True, exist_ok=True)
    publish(folder, "Meta.json", (FIXTURE / "Meta.json").read_bytes())
    publish(folder, "SetList.json.gz", gzip.compress((FIXTURE / "SetList.json").read_bytes()))
    atomic = (FIXTURE / "AtomicCards.json").read_bytes()
    publish(folder, "AtomicCards.json.xz", lzma.compress(atomic))
    return folder


class Server:
    """A static HTTP server on 127.0.0.1 over a folder, with faults by path:
    ``"500"`` answers an error, ``"cut"`` closes the connection mid-body."""

    def __init__(self, folder: Path) -> None:
        self.faults: dict[str, str] = {}
        faults = self.faults

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(*args, directory=str(folder), **kwargs)

            def do_GET(self) -> None:
                fault = faults.get(self.path.lstrip("/"))
                if fault == "500":
                    self.send_error(500, "Internal Server Error")
                elif fault == "cut":
                    body = (folder / self.path.lstrip("/")).read_bytes()
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body[: len(body) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                else:
                    super().do_GET()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v5/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> Server:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Server, Path]]:
    """A server whose ``/v5/`` is a mirror folder (returned to be altered)."""
    root = tmp_path / "www"
    folder = mirror(root / "v5")
    with Server(root) as server:
        yield server, folder


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


def run(data_dir: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    env.update(CARDTOOLS_DATA_DIR=str(data_dir), NO_PROXY="*", no_proxy="*")
    return subprocess.run([sys.executable, "-m", "cardtools", *args], capture_output=True,
                          text=True, env=env, timeout=120, cwd=cwd)


def snapshot(root: Path) -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) under ``root``."""
    if not root.exists():
        return {}
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(root.rglob("*"))}


def check_json(data_dir: Path, tmp_path: Path, deck: str = DECK, fmt: str | None = None
               ) -> tuple[int, list[dict[str, Any]]]:
    formats = tmp_path / "formats" / "mtg"
    formats.mkdir(parents=True, exist_ok=True)
    (formats / "league.yaml").write_text(LEAGUE)
    (tmp_path / "deck.txt").write_text(deck)
    args = ["check", str(tmp_path / "deck.txt"), "--report", "json",
            "--formats-dir", str(tmp_path / "formats"), "--date", "2026-12-01"]
    result = run(data_dir, *args, *(["--format", fmt] if fmt else []))
    report = json.loads(result.stdout)
    return result.returncode, report["results"][0]["violations"]


def brief(violations: list[dict[str, Any]], rules: tuple[str, ...] = ()) -> list[tuple[Any, ...]]:
    """``(rule, line, cards)`` of the errors (of ``rules`` when given); info notes such
    as data-age are left out."""
    return [(v["rule"], v.get("line"), v["cards"]) for v in violations
            if v["severity"] == "error" and (not rules or v["rule"] in rules)]


def http_warning(url: str) -> str:
    """The warning line of an update from the plain http mirror ``url``."""
    return (f"cardtools: warning: {url} is plain http: the checksums come from the same "
            "server, so they catch a corrupt download, not a tampered one; use https where "
            "the mirror has it")


def squeeze(text: str) -> str:
    """``text`` without whitespace (rich wraps lines at the terminal's width)."""
    return "".join(text.split())


def bundled_record(name: str) -> dict[str, Any]:
    """The record of card ``name`` in the bundled cards.json."""
    start = f'{{"name": {json.dumps(name, ensure_ascii=False)},'
    with (cards_dir() / "mtg" / "cards.json").open(encoding="utf-8") as lines:
        for line in lines:
            if line.startswith(start):
                record: dict[str, Any] = json.loads(line.rstrip().rstrip(","))
                return record
    raise AssertionError(f"{name} is not in the bundled data")


# -- a good update ------------------------------------------------------------------


def test_update_brings_a_new_card_a_new_ban_and_an_unban(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    server, _ = served
    assert BUNDLED["date"] < DATA_DATE
    code, before = check_json(data_dir, tmp_path)
    assert code == 1
    assert brief(before) == [("unknown-card", 4, []), ("banned", 5, ["Fury"])]
    assert [v["message"] for v in before if v["rule"] == "data-age"] == [
        f"judged as of 2026-12-01, but the mtg card data and the banned and restricted lists "
        f"stop on {BUNDLED['date']}: newer cards and list changes are not known"]
    banned = next(v for v in before if v["rule"] == "banned")
    assert banned["message"] == "Fury is banned in Modern league (since 2023-12-04)"

    result = run(data_dir, "cards", "update", "mtg", "--from", server.url, "--force")
    assert result.returncode == 0, result.stderr
    assert "AtomicCards.json.xz: " in result.stdout
    assert result.stdout.count("SHA-256 checksum verified") == 3
    assert f"installed mtg card data of {DATA_DATE} in {data_dir / 'mtg'}" in result.stdout
    assert "checks now use it" in result.stdout
    assert sorted(os.listdir(data_dir)) == ["mtg"]
    assert sorted(os.listdir(data_dir / "mtg")) == [
        "cards.index", "cards.json", "lists.json", "sets.json"]

    code, after = check_json(data_dir, tmp_path)
    assert code == 1
    assert brief(after) == [("banned", 6, ["Preordain"])]
    banned = next(v for v in after if v["rule"] == "banned")
    assert banned["message"] == (f"Preordain is banned in Modern league (on the lists of "
                                 f"{DATA_DATE}; the day it took effect is not in the sources)")
    age = [v["message"] for v in after if v["rule"] == "data-age"]
    assert age == [f"judged as of 2026-12-01, but the mtg card data and the banned and "
                   f"restricted lists stop on {DATA_DATE}: newer cards and list changes are "
                   "not known"]
    assert banned["source"].startswith(f"MTGJSON legalities of {DATA_DATE}")

    legal = DECK.replace("4 Preordain\n", "4 Fire // Ice\n")
    code, violations = check_json(data_dir, tmp_path, legal)
    assert (code, brief(violations)) == (0, [])

    # the names MTGJSON gives in each language of Magic's printed editions are read
    # (German and Japanese were unknown cards), beside the bundled basic lands' names
    localised = ("Format: mtg/league\n20 Insel\n2 Blitzschlag\n3 稲妻\n2 Feuer // Eis\n"
                 "3 Eis\n29 Relentless Rats\n1 Blitz-phyrexian\n")
    code, violations = check_json(data_dir, tmp_path, localised)
    assert (code, brief(violations)) == (1, [
        ("copy-limit", 3, ["Lightning Bolt"]), ("copy-limit", 5, ["Fire // Ice"]),
        ("unknown-card", 8, [])])
    assert [v["message"].split(";")[0] for v in violations if v["rule"] == "copy-limit"] == [
        "5 copies of Lightning Bolt", "5 copies of Fire // Ice"]
    assert squeeze(run(data_dir, "cards", "show", "稲妻", "--game", "mtg").stdout).startswith(
        "LightningBolt")


def test_a_day_between_the_bundled_lists_and_the_update_is_judged_with_doubt(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    """MTGJSON's legalities are the lists of the update's day, not the day each change
    took effect: on a day after the bundled lists were last checked (2026-08-22) and
    before the update's (2026-11-20), Preordain, banned by the update, may be banned (a
    warning; it was legal without a word) and Fury, unbanned by it, stays banned with
    the doubt said; on the days the bundled lists know, the verdicts are theirs."""
    server, _ = served
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    deck = "20 Island\n4 Lightning Bolt\n4 Fury\n4 Preordain\n28 Relentless Rats\n"
    (tmp_path / "deck.txt").write_text(deck)

    def judged(day: str) -> list[tuple[str, str, int | None, str]]:
        result = run(data_dir, "check", str(tmp_path / "deck.txt"), "--report", "json",
                     "--format", "mtg/modern", "--date", day)
        return [(v["severity"], v["rule"], v.get("line"), v["message"])
                for v in json.loads(result.stdout)["results"][0]["violations"]
                if v["rule"] == "banned"]

    fury = "Fury is banned in Modern (since 2023-12-04)"
    assert judged(BUNDLED["date"]) == [("error", "banned", 3, fury)]
    assert judged("2026-10-01") == [
        ("error", "banned", 3, f"{fury}; it is off the lists of {DATA_DATE}, and the day it "
                               "left them is not in the sources"),
        ("warning", "banned", 4, f"Preordain may be banned in Modern on 2026-10-01 (on the "
                                 f"lists of {DATA_DATE}; the day it took effect is not in "
                                 "the sources)")]
    assert judged(DATA_DATE) == [
        ("error", "banned", 4, f"Preordain is banned in Modern (on the lists of {DATA_DATE}; "
                               "the day it took effect is not in the sources)")]


def test_the_bundled_modern_gets_the_ban(served: tuple[Server, Path], data_dir: Path,
                                         tmp_path: Path) -> None:
    server, _ = served
    _, before = check_json(data_dir, tmp_path, fmt="mtg/modern")
    assert brief(before) == [("unknown-card", 4, []), ("banned", 5, ["Fury"])]
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    # the new card is in Modern's card pool: its set, an expansion, came out on 2026-11-13
    _, violations = check_json(data_dir, tmp_path, fmt="mtg/modern")
    assert brief(violations) == [("banned", 6, ["Preordain"])]
    shown = run(data_dir, "formats", "show", "mtg/modern").stdout
    assert f"MTGJSON legalities of {DATA_DATE}" in shown
    card = run(data_dir, "cards", "show", "Expanse Pathcutter", "--game", "mtg")
    assert card.returncode == 0
    assert card.stdout.splitlines()[:3] == [
        "Expanse Pathcutter", "  type:            Creature", "  subtypes:        Elf, Scout"]


def test_the_new_card_is_not_in_the_pool_before_its_release(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    server, _ = served
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    deck = "28 Island\n4 Lightning Bolt\n4 Expanse Pathcutter\n24 Relentless Rats\n"
    (tmp_path / "early.txt").write_text(deck)
    result = run(data_dir, "check", str(tmp_path / "early.txt"), "--report", "json",
                 "--format", "mtg/modern", "--date", "2026-11-01")
    violations = json.loads(result.stdout)["results"][0]["violations"]
    assert result.returncode == 1
    assert [(v["rule"], v.get("line"), v["cards"]) for v in violations
            if v["severity"] == "error"] == [("card-pool", 3, ["Expanse Pathcutter"])]
    assert ("not yet released on 2026-11-01: first printed in Newfound Expanse (NWX), "
            "released 2026-11-13") in next(
        v["message"] for v in violations if v["rule"] == "card-pool")


def _judged_on(data_dir: Path, folder: Path, decks: dict[str, str], day: str
               ) -> dict[str, tuple[str, list[tuple[Any, ...]], list[str]]]:
    """Each of ``decks`` (file name -> Legacy decklist) judged as of ``day``: its status,
    ``brief`` errors and their messages."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, deck in decks.items():
        (folder / name).write_text(deck)
    result = run(data_dir, "check", *(str(folder / name) for name in decks), "--report",
                 "json", "--format", "mtg/legacy", "--date", day)
    judged = {}
    for found in json.loads(result.stdout)["results"]:
        errors = [v for v in found["violations"] if v["severity"] == "error"]
        judged[Path(found["path"]).name] = (found["status"], brief(found["violations"]),
                                            [v["message"] for v in errors])
    return judged


def test_an_update_keeps_the_first_day_of_a_promotional_card(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    """A card printed only in a promotional series, whose one date (Secret Lair Drop,
    2020-03-12) is years too early for it, keeps the first day the bundled data gives it
    after an update: Kratos, Stoic Father (printed after 2022-04-25) stays out of a
    Legacy deck of 2021 (it was legal once the update was installed), and The Walking
    Dead's cards, on sale from 2020-10-04, stay in it (refused until their 2022 reprint)."""
    server, _ = served
    decks = {"kratos.txt": "56 Island\n4 Kratos, Stoic Father\n",
             "rick.txt": "56 Island\n4 Rick, Steadfast Leader\n"}
    before = _judged_on(data_dir, tmp_path / "before", decks, "2021-06-01")
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    after = _judged_on(data_dir, tmp_path / "after", decks, "2021-06-01")
    assert after == before
    assert after["rick.txt"] == ("legal", [], [])
    assert after["kratos.txt"] == ("illegal", [("card-pool", 2, ["Kratos, Stoic Father"])], [
        "Kratos, Stoic Father is not in the card pool of Legacy on 2021-06-01: not yet "
        "released on 2021-06-01: printed only in Secret Lair Drop (SLD) after 2022-04-25 "
        "(the series is dated by its first day; the card lists of that day do not know it)"])


def test_a_promotional_card_new_to_the_update_was_printed_after_the_bundled_data(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    """Lair Sentinel, printed only in Secret Lair Drop and unknown to the bundled data of
    2026-08-22 (which knows that series), is in no pool on a day that data judged: it was
    a Legacy card from the series' 2020 date."""
    server, _ = served
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    deck = {"lair.txt": "56 Island\n4 Lair Sentinel\n"}
    early = _judged_on(data_dir, tmp_path / "early", deck, BUNDLED["date"])
    assert early["lair.txt"] == ("illegal", [("card-pool", 2, ["Lair Sentinel"])], [
        f"Lair Sentinel is not in the card pool of Legacy on {BUNDLED['date']}: not yet "
        f"released on {BUNDLED['date']}: printed only in Secret Lair Drop (SLD) after "
        f"{BUNDLED['date']} (the series is dated by its first day; the card lists of that "
        "day do not know it)"])
    later = _judged_on(data_dir, tmp_path / "later", deck, "2026-11-20")
    assert later["lair.txt"] == ("legal", [], [])


def test_a_card_of_an_arena_only_set_or_an_acorn_card_of_the_update_is_in_no_pool(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    """A digital set MTGJSON gives no Magic Online code (Newfound Horizons: MTG Arena's)
    is an Arena set: its card is not a Legacy card (it was, as a Magic Online set's). A
    card MTGJSON gives no legality in any format (Acorn Juggler, an acorn card of
    Unfinity, a set the bundled table types supplemental for its tournament cards) keeps
    no printing there: it was a Legacy card once the data was updated."""
    server, _ = served
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    judged = _judged_on(data_dir, tmp_path / "decks", {
        "arena.txt": "56 Island\n4 Horizon Skyweaver\n",
        "acorn.txt": "56 Island\n4 Acorn Juggler\n"}, "2026-11-20")
    assert judged["arena.txt"] == ("illegal", [("card-pool", 2, ["Horizon Skyweaver"])], [
        "Horizon Skyweaver is not in the card pool of Legacy on 2026-11-20: never printed "
        "in a set of the pool (printed in Newfound Horizons (NWH))"])
    assert judged["acorn.txt"] == ("illegal", [("card-pool", 2, ["Acorn Juggler"])], [
        f"Acorn Juggler is not in the card pool of Legacy on 2026-11-20: {NO_PRINTING}"])
    cards = {c["name"]: c for c in json.loads((data_dir / "mtg" / "cards.json").read_text(
        encoding="utf-8"))["cards"]}
    assert "sets" not in cards["Acorn Juggler"]
    assert cards["Horizon Skyweaver"]["sets"] == ["NWH"]


def test_a_card_only_arena_plays_is_in_no_pool_whatever_set_prints_it(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    """MTGJSON lists Arena's rebalanced A-Orcish Bowmasters in The Lord of the Rings, the
    set of the card it rebalances, with legalities in Arena's formats alone: once the
    data was updated it was a Legacy card (no card-pool error, the deck legal), where the
    bundled data knows it printed nowhere. A card with the same legalities and no A- (made
    for Arena, printed in a tabletop set's list) is kept out alike; the A- card is told
    what A- is."""
    server, folder = served
    atomic = json.loads((FIXTURE / "AtomicCards.json").read_text(encoding="utf-8"))
    bowmasters = atomic["data"]["Orcish Bowmasters"][0]
    arena = {"alchemy": "Legal", "historic": "Legal", "timeless": "Legal", "brawl": "Legal"}
    atomic["data"]["A-Orcish Bowmasters"] = [dict(bowmasters, name="A-Orcish Bowmasters",
                                                  legalities=arena, isRebalanced=True)]
    atomic["data"]["Arena Bowyer"] = [dict(bowmasters, name="Arena Bowyer",
                                           legalities=arena)]
    publish(folder, "AtomicCards.json.xz", lzma.compress(json.dumps(atomic).encode()))
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    judged = _judged_on(data_dir, tmp_path / "decks", {
        "rebalanced.txt": "56 Island\n4 A-Orcish Bowmasters\n",
        "arena.txt": "56 Island\n4 Arena Bowyer\n",
        "paper.txt": "56 Island\n4 Orcish Bowmasters\n"}, "2026-11-20")
    assert judged["rebalanced.txt"] == (
        "illegal", [("card-pool", 2, ["A-Orcish Bowmasters"])],
        ["A-Orcish Bowmasters is not in the card pool of Legacy on 2026-11-20: A- names are "
         "MTG Arena's rebalanced versions, printed on no paper card (Arena's Alchemy and "
         "Historic formats use them)"])
    assert judged["arena.txt"] == ("illegal", [("card-pool", 2, ["Arena Bowyer"])], [
        f"Arena Bowyer is not in the card pool of Legacy on 2026-11-20: {NO_PRINTING}"])
    assert judged["paper.txt"] == ("legal", [], [])


def test_a_set_without_a_release_date_is_left_out_and_said(
        served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    """A SetList set without a release date (none, or not a day) stopped the whole update
    (exit 2, nothing installed). It is left out of the set table, said so, and the
    update installs the rest: a card printed only there is in no pool (no day to join
    one), a card printed there and elsewhere keeps its other sets."""
    server, folder = served
    set_list = json.loads((FIXTURE / "SetList.json").read_text(encoding="utf-8"))
    set_list["data"] += [{"code": "NOD", "name": "No Day", "type": "expansion"},
                         {"code": "BAD", "name": "Bad Day", "type": "expansion",
                          "releaseDate": "soon"}]
    publish(folder, "SetList.json.gz", gzip.compress(json.dumps(set_list).encode()))
    atomic = json.loads((FIXTURE / "AtomicCards.json").read_text(encoding="utf-8"))
    bowmasters = atomic["data"]["Orcish Bowmasters"][0]
    atomic["data"]["Dayless Archer"] = [dict(bowmasters, name="Dayless Archer",
                                             printings=["NOD"])]
    atomic["data"]["Orcish Bowmasters"] = [dict(bowmasters, printings=["LTR", "BAD"])]
    publish(folder, "AtomicCards.json.xz", lzma.compress(json.dumps(atomic).encode()))
    result = run(data_dir, "cards", "update", "mtg", "--from", server.url, "--force")
    assert result.returncode == 0, result.stderr
    assert ("SetList.json: left out 2 sets without a release date (BAD, NOD): their "
            "printings count in no card pool") in result.stdout
    sets = json.loads((data_dir / "mtg" / "sets.json").read_text(encoding="utf-8"))
    assert {"NOD", "BAD", "undated"}.isdisjoint(sets["sets"]) and "undated" not in sets
    judged = _judged_on(data_dir, tmp_path / "decks", {
        "dayless.txt": "56 Island\n4 Dayless Archer\n",
        "paper.txt": "56 Island\n4 Orcish Bowmasters\n"}, "2026-11-20")
    assert judged["dayless.txt"] == ("illegal", [("card-pool", 2, ["Dayless Archer"])], [
        f"Dayless Archer is not in the card pool of Legacy on 2026-11-20: {NO_PRINTING}"])
    assert judged["paper.txt"] == ("legal", [], [])


def test_a_set_without_a_code_is_still_refused() -> None:
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    documents["SetList"]["data"].append({"name": "Nameless", "releaseDate": "2026-01-01"})
    with pytest.raises(CardtoolsError, match="a set needs a code"):
        mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                  documents["Meta"])


def test_only_a_card_arena_alone_plays_loses_its_tabletop_printings() -> None:
    """A card some tabletop or Magic Online format plays (legal, banned or restricted
    there) keeps its printings whatever Arena formats also play it; a card only Arena's
    formats play, or one MTGJSON marks rebalanced, keeps its Arena printings alone."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    documents["SetList"]["data"].append({"code": "YLTR", "name": "Alchemy: Middle-earth",
                                         "releaseDate": "2023-07-11", "type": "alchemy",
                                         "isOnlineOnly": True})
    bowmasters = documents["AtomicCards"]["data"]["Orcish Bowmasters"][0]
    entries = {
        "Banned Bowyer": {"legacy": "Banned", "historic": "Legal"},
        "Arena Bowyer": {"historic": "Legal", "standardbrawl": "Legal", "modern": "Not Legal"},
        "Rebalanced Bowyer": {"vintage": "Legal"},
    }
    for name, legal in entries.items():
        documents["AtomicCards"]["data"][name] = [dict(
            bowmasters, name=name, legalities=legal, printings=["LTR", "YLTR"],
            isRebalanced=name.startswith("Rebalanced"))]
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    sets = {c["name"]: c.get("sets") for c in built["cards"]["cards"]}
    assert sets["Banned Bowyer"] == ["LTR", "YLTR"]
    assert sets["Arena Bowyer"] == ["YLTR"]
    assert sets["Rebalanced Bowyer"] == ["YLTR"]
    assert sets["Orcish Bowmasters"] == ["LTR"]


def test_reports_say_which_card_data_they_used(served: tuple[Server, Path], data_dir: Path,
                                               tmp_path: Path) -> None:
    server, _ = served
    deck = tmp_path / "deck.txt"
    deck.write_text("28 Island\n4 Lightning Bolt\n4 Expanse Pathcutter\n24 Relentless Rats\n")
    args = ("check", str(deck), "--format", "mtg/modern", "--date", "2026-12-01")
    bundled = f"card data of {BUNDLED['date']}"
    assert squeeze(bundled) in squeeze(run(data_dir, *args, "--report", "rich").stdout)
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    rich = run(data_dir, *args, "--report", "rich")
    assert rich.returncode == 0
    assert squeeze(f"card data: MTGJSON {DATA_DATE} (updated copy in {data_dir / 'mtg'})") \
        in squeeze(rich.stdout)
    report = json.loads(run(data_dir, *args, "--report", "json").stdout)
    assert report["results"][0]["card_data_date"] == DATA_DATE


def test_installed_data_is_the_spec_layout(served: tuple[Server, Path], data_dir: Path) -> None:
    server, _ = served
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    folder = data_dir / "mtg"
    cards = {c["name"]: c for c in json.loads((folder / "cards.json").read_text())["cards"]}
    # new in the update: its set from AtomicCards' printings, no rarity (AtomicCards has none)
    assert cards["Expanse Pathcutter"] == {
        "name": "Expanse Pathcutter", "type": ["Creature"], "subtypes": ["Elf", "Scout"],
        "colour_identity": ["G"], "mana_value": 2, "sets": ["NWX"]}
    # known to the bundled data: its printings and their rarities are carried over
    bowmasters = bundled_record("Orcish Bowmasters")
    assert cards["Orcish Bowmasters"] == {
        "name": "Orcish Bowmasters", "type": ["Creature"], "subtypes": ["Orc", "Archer"],
        "colour_identity": ["B"], "mana_value": 2, "sets": bowmasters["sets"],
        "printings": bowmasters["printings"], "rarity": bowmasters["rarity"]}
    assert bowmasters["printings"]["LTR"] == "rare"
    assert cards["Relentless Rats"]["deck_limit"] == "any"
    bolt = bundled_record("Lightning Bolt")
    assert cards["Lightning Bolt"]["sets"] == bolt["sets"]
    assert cards["Lightning Bolt"]["printings"] == bolt["printings"]
    assert cards["Fire // Ice"]["faces"] == [
        {"name": "Fire", "type": ["Instant"], "names": {"fr": "Feu", "de": "Feuer"}},
        {"name": "Ice", "type": ["Instant"], "names": {"fr": "Glace", "de": "Eis"}}]
    # by language, the update's names beside the bundled ones it lacks (the basic lands')
    assert cards["Lightning Bolt"]["names"] == {
        "fr": "Foudre", "de": "Blitzschlag", "ja": "稲妻"}
    assert cards["Island"]["names"] == bundled_record("Island")["names"]
    assert cards["Brisela, Voice of Nightmares"]["meld_back_of"] == [
        "Bruna, the Fading Light", "Gisela, the Broken Blade"]
    assert "meld_back_of" not in cards["Bruna, the Fading Light"]
    assert all("text" not in c and "legalities" not in c for c in cards.values())
    sets = json.loads((folder / "sets.json").read_text())
    bundled_sets = json.loads((cards_dir() / "mtg" / "sets.json").read_text())["sets"]
    assert sets["date"] == DATA_DATE and "TLTR" not in sets["sets"]
    # every bundled set as it is there (2ED: SetList dates it 1993-12-01), plus SetList's others
    assert {code: sets["sets"][code] for code in bundled_sets} == bundled_sets
    assert sorted(set(sets["sets"]) - set(bundled_sets)) == ["NWH", "NWX", "PMH2"]
    assert sets["sets"]["NWX"] == {"name": "Newfound Expanse", "date": "2026-11-13",
                                   "type": "expansion"}
    assert sets["sets"]["NWH"]["type"] == "arena"  # digital, without a Magic Online code
    assert sets["sets"]["PMH2"]["type"] == "promo"
    lists = json.loads((folder / "lists.json").read_text())
    assert lists["date"] == DATA_DATE
    assert "Preordain" in lists["formats"]["modern"]["banned"]
    assert "Fury" not in lists["formats"]["modern"]["banned"]
    assert "Black Lotus" in lists["formats"]["vintage"]["restricted"]


def test_list_shows_what_is_installed(served: tuple[Server, Path], data_dir: Path) -> None:
    server, _ = served
    before = run(data_dir, "cards", "update", "--list").stdout
    assert "mtg: checks use the bundled data" in before
    assert "(no updated copy: cardtools cards update mtg)" in before
    assert run(data_dir, "cards", "update", "mtg", "--from", server.url,
               "--force").returncode == 0
    listed = run(data_dir, "cards", "update", "--list")
    assert listed.returncode == 0
    lines = listed.stdout.splitlines()
    at = lines.index("mtg: checks use the updated copy")
    bundled_sets = len(json.loads((cards_dir() / "mtg" / "sets.json").read_text())["sets"])
    assert lines[at + 1].startswith(f"  updated  data of {DATA_DATE}, 73 cards, "
                                    f"{bundled_sets + 3:,} sets, retrieved ")
    assert lines[at + 1].endswith(f" from {server.url}; source: MTGJSON")
    assert lines[at + 2].strip() == str(data_dir / "mtg")
    assert lines[at + 3].startswith(f"  bundled  data of {BUNDLED['date']}, ")
    assert lines[at + 3].endswith(f"; source: {BUNDLED['source']['name']}")
    assert run(data_dir, "cards", "installed", "mtg").stdout == "\n".join(
        lines[at:at + 5]) + "\n"


def test_a_folder_without_checksums_is_read_and_says_so(data_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / "downloads"
    folder.mkdir()
    for name in ("Meta.json", "SetList.json", "AtomicCards.json"):
        shutil.copy(FIXTURE / name, folder / name)
    result = run(data_dir, "cards", "update", "mtg", "--from", str(folder), "--force")
    assert result.returncode == 0, result.stderr
    assert "AtomicCards.json: no AtomicCards.json.sha256 beside it, checksum not checked" \
        in result.stdout
    assert (data_dir / "mtg" / "cards.json").is_file()


def test_a_folder_lacking_files_names_them_all_before_reading_any(data_dir: Path,
                                                                  tmp_path: Path) -> None:
    """A folder of other data (no MTGJSON file) or of some of the files: every missing
    file is named at once (it named one a run: Meta.json, then SetList.json...)."""
    folder = tmp_path / "downloads"
    folder.mkdir()
    (folder / "cards.xml").write_text("<cards/>")
    result = run(data_dir, "cards", "update", "mtg", "--from", str(folder))
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == (
        f"cardtools: error: Meta.json, SetList.json and AtomicCards.json are not in {folder} "
        "(each looked for as .xz, .gz or plain): an update reads MTGJSON's Meta.json, "
        "SetList.json and AtomicCards.json")
    shutil.copy(FIXTURE / "Meta.json", folder / "Meta.json")
    shutil.copy(FIXTURE / "AtomicCards.json", folder / "AtomicCards.json.gz")
    result = run(data_dir, "cards", "update", "mtg", "--from", str(folder))
    assert result.stderr.splitlines()[-1].startswith(
        f"cardtools: error: SetList.json is not in {folder} (each looked for")
    assert not (data_dir / "mtg").exists()


def test_a_folder_with_checksums_is_checked(data_dir: Path) -> None:
    result = run(data_dir, "cards", "update", "mtg", "--from", FIXTURE.as_uri(), "--force")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("SHA-256 checksum verified") == 3


def test_older_data_is_installed_but_not_used(data_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / "old"
    shutil.copytree(FIXTURE, folder)
    old = {"date": "2021-05-01", "version": "5.1.0"}
    (folder / "Meta.json").write_text(json.dumps({"meta": old, "data": old}))
    (folder / "Meta.json.sha256").unlink()
    result = run(data_dir, "cards", "update", "mtg", "--from", str(folder), "--force")
    assert result.returncode == 0, result.stderr
    assert f"checks keep using the bundled data of {BUNDLED['date']}, which is newer" \
        in result.stdout
    code, violations = check_json(data_dir, tmp_path)
    assert code == 1
    assert brief(violations) == [("unknown-card", 4, []), ("banned", 5, ["Fury"])]


# -- failures leave the installed data as it was ----------------------------------------


def _corrupt_xz(folder: Path, server: Server) -> None:
    publish(folder, "AtomicCards.json.xz", b"\xfd7zXZ\x00 this is not xz data")


def _bad_checksum(folder: Path, server: Server) -> None:
    data = (folder / "AtomicCards.json.xz").read_bytes()
    publish(folder, "AtomicCards.json.xz", data, checksum=b"something else")


def _error_500(folder: Path, server: Server) -> None:
    server.faults["v5/AtomicCards.json.xz"] = "500"


def _missing(folder: Path, server: Server) -> None:
    (folder / "AtomicCards.json.xz").unlink()


def _cut(folder: Path, server: Server) -> None:
    server.faults["v5/AtomicCards.json.xz"] = "cut"


def _no_checksum_file(folder: Path, server: Server) -> None:
    (folder / "SetList.json.gz.sha256").unlink()


FAILURES = {
    "corrupt xz": (_corrupt_xz, "AtomicCards.json.xz from {url} is corrupt"),
    "checksum mismatch": (_bad_checksum, "AtomicCards.json.xz from {url} does not match its "
                          "checksum"),
    "server error": (_error_500, "the server answered 500 Internal Server Error for "
                     "{url}AtomicCards.json.xz"),
    "404": (_missing, "AtomicCards.json is not in {url} (looked for AtomicCards.json.xz, "
            "AtomicCards.json.gz, AtomicCards.json)"),
    "interrupted": (_cut, "the download of {url}AtomicCards.json.xz was cut off ("),
    "no checksum over http": (_no_checksum_file, "SetList.json.gz.sha256 is missing from {url}"),
}


@pytest.mark.parametrize("failure", list(FAILURES))
def test_a_failed_update_leaves_the_installed_data(
        failure: str, served: tuple[Server, Path], data_dir: Path, tmp_path: Path) -> None:
    server, folder = served
    assert run(data_dir, "cards", "update", "mtg", "--from", str(FIXTURE),
               "--force").returncode == 0
    before = snapshot(data_dir)
    break_it, message = FAILURES[failure]
    break_it(folder, server)
    # --force: the mirror's data is of the installed copy's date, which installs nothing
    result = run(data_dir, "cards", "update", "mtg", "--from", server.url, "--force")
    assert result.returncode == 2
    warning, error = result.stderr.split("\n", 1)
    assert warning == http_warning(server.url)
    assert error.startswith("cardtools: error: ")
    assert message.format(url=server.url) in error
    assert "Traceback" not in result.stderr
    assert snapshot(data_dir) == before


def test_an_interrupted_download_says_it_was_cut_off(served: tuple[Server, Path],
                                                     data_dir: Path) -> None:
    server, folder = served
    _cut(folder, server)
    result = run(data_dir, "cards", "update", "mtg", "--from", server.url)
    assert result.returncode == 2
    assert f"the download of {server.url}AtomicCards.json.xz was cut off (" in result.stderr
    assert snapshot(data_dir) == {}


def test_no_network_is_a_clear_error(data_dir: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v5/"
    result = run(data_dir, "cards", "update", "mtg", "--from", url)
    assert result.returncode == 2
    warning, error = result.stderr.split("\n", 1)
    assert warning == http_warning(url)
    assert error.startswith(f"cardtools: error: cannot download {url}Meta.json.xz (")
    # the way forward names the files to download (a new user asked which)
    assert error.endswith(
        "check the network connection, or download the files yourself and use --from "
        "FOLDER (the files: Meta.json, SetList.json and AtomicCards.json, each as .xz, .gz "
        "or plain, with its .sha256 beside it)\n")
    assert snapshot(data_dir) == {}


@pytest.mark.parametrize(("location", "named"), [("ftp://example.org/v5/", "an ftp"),
                                                ("javascript:alert(1)", "a javascript"),
                                                ("gopher://127.0.0.1/", "a gopher")])
def test_other_url_schemes_are_refused(location: str, named: str, data_dir: Path) -> None:
    result = run(data_dir, "cards", "update", "mtg", "--from", location)
    assert result.returncode == 2
    assert f"--from takes an http(s) URL, a file: URL or a folder, not {named}: URL" \
        in result.stderr


def test_usage_errors(data_dir: Path, tmp_path: Path) -> None:
    assert "no updater for 'magi-nation'" in run(
        data_dir, "cards", "update", "magi-nation", "--from", str(FIXTURE)).stderr
    missing = run(data_dir, "cards", "update", "mtg", "--from", str(tmp_path / "nowhere"))
    assert missing.returncode == 2 and "--from: no such folder" in missing.stderr
    bare = run(data_dir, "cards", "update")
    assert bare.returncode == 2 and "name the game to update" in bare.stderr


def test_an_update_with_far_fewer_cards_is_refused_unless_forced(
        data_dir: Path, tmp_path: Path) -> None:
    # the fixture's AtomicCards.json holds 73 cards: a cut-off or wrong download
    bundled = len(json.loads((cards_dir() / "mtg" / "cards.json").read_bytes())["cards"])
    refused = run(data_dir, "cards", "update", "mtg", "--from", str(FIXTURE))
    assert refused.returncode == 2
    assert squeeze(refused.stderr).endswith(squeeze(
        f"refused: the new mtg card data holds 73 cards, fewer than half the {bundled:,} of "
        "the bundled data, so every other card would be unknown; is the download complete? "
        "The installed data is unchanged (--force installs it anyway)"))
    assert snapshot(data_dir) == {}
    code, violations = check_json(data_dir, tmp_path)
    assert code == 1
    assert brief(violations) == [("unknown-card", 4, []), ("banned", 5, ["Fury"])]


def test_remove_goes_back_to_the_bundled_data(data_dir: Path, tmp_path: Path) -> None:
    assert run(data_dir, "cards", "update", "mtg", "--from", str(FIXTURE),
               "--force").returncode == 0
    assert (data_dir / "mtg" / "cards.json").is_file()
    removed = run(data_dir, "cards", "update", "mtg", "--remove")
    assert (removed.returncode, removed.stdout) == (0, (
        f"removed the updated mtg card data in {data_dir / 'mtg'}\n"
        f"checks use the bundled data of {BUNDLED['date']}\n"))
    assert not (data_dir / "mtg").exists()
    code, violations = check_json(data_dir, tmp_path)
    assert code == 1
    assert brief(violations) == [("unknown-card", 4, []), ("banned", 5, ["Fury"])]
    again = run(data_dir, "cards", "update", "mtg", "--remove")
    assert (again.returncode, again.stdout) == (0, (
        "no updated mtg card data is installed\n"
        f"checks use the bundled data of {BUNDLED['date']}\n"))
    both = run(data_dir, "cards", "update", "mtg", "--remove", "--force")
    assert both.returncode == 2 and "--remove takes no --from or --force" in both.stderr
    # --list with --remove listed and removed nothing, exit 0: the clash is refused
    for clash in (["--remove"], ["--force"], ["--from", str(FIXTURE)]):
        listed = run(data_dir, "cards", "update", "mtg", "--list", *clash)
        assert (listed.returncode, listed.stdout) == (2, "")
        assert "--list changes nothing: it takes no --from, --force or --remove" in (
            listed.stderr)


# -- units ---------------------------------------------------------------------------


def test_set_list_types_map_to_the_set_types_of_the_data_layout() -> None:
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    sets = built["sets"]["sets"]
    assert "TLTR" not in sets  # a token set
    assert {code: sets[code]["type"] for code in (
        "LEA", "5DN", "C15", "MH2", "PMH2", "ME4", "YMID", "UST", "NWX", "NWH")} == {
        "LEA": "core", "5DN": "expansion", "C15": "supplemental", "MH2": "supplemental",
        "PMH2": "promo", "ME4": "online", "YMID": "arena", "UST": "joke", "NWX": "expansion",
        "NWH": "arena"}
    bundled = {"2ED": {"name": "Unlimited", "date": "1993-11-01", "type": "core"},
               "OLD": {"name": "Only bundled", "date": "2000-01-01", "type": "expansion"}}
    merged = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                       documents["Meta"], bundled_sets=bundled)["sets"]["sets"]
    assert merged["2ED"] == bundled["2ED"] and merged["OLD"] == bundled["OLD"]
    assert set(merged) == set(sets) | {"OLD"}
    cards = {card["name"]: card for card in built["cards"]["cards"]}
    assert cards["Lightning Bolt"]["sets"] == ["LEA", "2ED", "M10", "M11"]  # by release
    # AtomicCards has no rarities: only the common printing MTGJSON's Pauper legality
    # bears out, the latest (see the test of a new Pauper card)
    assert cards["Lightning Bolt"]["printings"] == {"M11": "common"}
    assert "printings" not in cards["Expanse Pathcutter"]  # no word from Pauper


def test_an_update_keeps_the_mana_cost_fact_jegantha_reads() -> None:
    """MTGJSON's mana costs give ``repeated_mana_symbol`` as the bundled data has it
    (without it every card would pass Jegantha's condition once the data is updated):
    a symbol twice in one cost, a coloured symbol in both halves of a split card (rule
    709.4), the front face only of an adventurer; not a generic amount in each half. The
    text facts are the front face's too (a transform card's back face is not in a deck)."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("SetList", "Meta")}

    def card(name: str, cost: str, **more: Any) -> dict[str, Any]:
        return {"name": name, "manaCost": cost, "types": ["Instant"], "layout": "normal",
                "colorIdentity": ["R"], "manaValue": 2, **more}

    atomic = {"data": {
        "Counterspell": [card("Counterspell", "{U}{U}")],
        "Lightning Bolt": [card("Lightning Bolt", "{R}")],
        "Dead // Gone": [card("Dead // Gone", "{R}", layout="split", side="a", faceName="Dead"),
                         card("Dead // Gone", "{2}{R}", layout="split", side="b",
                              faceName="Gone")],
        "Fire // Ice": [card("Fire // Ice", "{1}{R}", layout="split", side="a", faceName="Fire"),
                        card("Fire // Ice", "{1}{U}", layout="split", side="b", faceName="Ice")],
        "Bonecrusher Giant // Stomp": [
            card("Bonecrusher Giant // Stomp", "{2}{R}", layout="adventure", side="a",
                 faceName="Bonecrusher Giant"),
            card("Bonecrusher Giant // Stomp", "{1}{R}", layout="adventure", side="b",
                 faceName="Stomp")],
    }}
    climb = "Hadana's Climb // Winged Temple of Orazca"
    atomic["data"][climb] = [
        card(climb, "{1}{G}{U}", layout="transform", side="a", faceName="Hadana's Climb",
             text="At the beginning of combat on your turn, put a +1/+1 counter on target "
                  "creature you control."),
        card(climb, "", layout="transform", side="b", faceName="Winged Temple of Orazca",
             text="{T}: Add {G} or {U}.")]
    built = mtgjson_current.card_data(atomic, documents["SetList"], documents["Meta"])
    cards = {c["name"]: c for c in built["cards"]["cards"]}
    repeated = {name: c.get("repeated_mana_symbol", False) for name, c in cards.items()}
    assert repeated == {"Bonecrusher Giant // Stomp": False, "Counterspell": True,
                        "Dead // Gone": True, "Fire // Ice": False, climb: False,
                        "Lightning Bolt": False}
    # the back face's activated ability is not the card's in a deck (Zirda's condition)
    assert "activated_ability" not in cards[climb]


def test_standard_brawls_lists_come_from_mtgjsons_standardbrawl_key() -> None:
    """MTGJSON (after Scryfall, since 2023) keys Standard Brawl's legalities
    ``standardbrawl``; its ``brawl`` is MTG Arena's 100-card Brawl of the Historic pool. A
    card banned only there (Demonic Tutor) is not banned in mtg/brawl by an update, and
    one banned in Standard Brawl is."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("SetList", "Meta")}

    def card(name: str, legalities: dict[str, str]) -> dict[str, Any]:
        return {"name": name, "manaCost": "{1}{B}", "types": ["Sorcery"], "layout": "normal",
                "colorIdentity": ["B"], "manaValue": 2, "legalities": legalities}

    atomic = {"data": {
        "Demonic Tutor": [card("Demonic Tutor", {"brawl": "Banned", "standardbrawl": "Legal"})],
        "Sorcerous Spyglass": [card("Sorcerous Spyglass",
                                    {"brawl": "Legal", "standardbrawl": "Banned"})]}}
    built = mtgjson_current.card_data(atomic, documents["SetList"], documents["Meta"])
    assert built["lists"]["formats"]["standardbrawl"] == {"banned": ["Sorcerous Spyglass"],
                                                          "restricted": []}
    assert "brawl" not in built["lists"]["formats"]


def test_a_download_over_the_size_cap_is_refused(served: tuple[Server, Path],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    server, _ = served
    monkeypatch.setenv("NO_PROXY", "*")
    source = update.HttpSource(server.url)
    assert source.get("Meta.json", 10_000) == (FIXTURE / "Meta.json").read_bytes()
    assert source.get("Nothing.json", 10_000) is None
    with pytest.raises(CardtoolsError, match="more than the 100 allowed"):
        source.get("Meta.json", 100)


class TrickleHandler(http.server.BaseHTTPRequestHandler):
    """Promises 100,000 bytes and sends one byte every tenth of a second: each read
    comes well within the read timeout, the whole would take hours."""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", "100000")
        self.end_headers()
        for _ in range(100):
            try:
                self.wfile.write(b"{")
                self.wfile.flush()
            except OSError:
                return
            time.sleep(0.1)

    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_a_server_trickling_bytes_is_stopped_not_waited_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "*")
    monkeypatch.setattr(update, "SLOW_WINDOW", 1.0)
    with _serving(TrickleHandler) as url:
        source = update.HttpSource(url)
        started = time.monotonic()
        with pytest.raises(CardtoolsError, match=r"Meta\.json is too slow \(\d+ bytes in 1 "
                           r"seconds, \d+ bytes in all\): stopped"):
            source.get("Meta.json", 10_000_000)
        assert time.monotonic() - started < 5


@contextlib.contextmanager
def _serving(handler: type[http.server.BaseHTTPRequestHandler]) -> Iterator[str]:
    """A server of ``handler`` on 127.0.0.1, its threads daemons, for the ``with``
    block: the address of its ``/v5/`` folder."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v5/"
    finally:
        httpd.shutdown()
        httpd.server_close()


class HeaderTrickleHandler(http.server.BaseHTTPRequestHandler):
    """Answers 200 and sends its headers one byte every tenth of a second, the status
    line first: each read comes well within the read timeout, and no byte of a body
    ever comes for the slow-download window to watch."""

    def do_GET(self) -> None:
        try:
            self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Padding: ")
            for _ in range(100):
                self.wfile.write(b"a")
                self.wfile.flush()
                time.sleep(0.1)
        except OSError:
            return

    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_a_server_trickling_its_headers_is_stopped_not_waited_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "*")
    monkeypatch.setattr(update, "ANSWER_DEADLINE", 1.0)
    with _serving(HeaderTrickleHandler) as url:
        started = time.monotonic()
        with pytest.raises(CardtoolsError) as raised:
            update.HttpSource(url).get("Meta.json", 10_000_000)
        assert time.monotonic() - started < 5
        assert str(raised.value) == (
            f"the server's answer for {url}Meta.json did not come within 1 seconds (its "
            "headers were still coming): stopped; try again later or another mirror, or "
            "download the files yourself and use --from FOLDER")


def test_a_decompressed_file_over_the_cap_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(update, "MAX_DATA", 1000)
    with pytest.raises(CardtoolsError, match="holds more than 1,000 bytes"):
        update._decompress("AtomicCards.json.xz", lzma.compress(b" " * 5000), "here")
    with pytest.raises(CardtoolsError, match="cut short"):
        update._decompress("SetList.json.gz", gzip.compress(b"{}" * 100)[:-12], "here")


def test_install_keeps_the_previous_copy_when_the_rename_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTOOLS_DATA_DIR", str(tmp_path))
    update.install("mtg", {"cards.json": "old\n"})
    before = snapshot(tmp_path)
    real_replace = os.replace

    def failing(source: Any, target: Any) -> None:
        if str(source).startswith(str(tmp_path / ".mtg.new-")):
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(CardtoolsError, match="No space left on device"):
        update.install("mtg", {"cards.json": "new\n"})
    assert snapshot(tmp_path) == before


def test_install_recovers_from_an_install_cut_off_between_renames(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTOOLS_DATA_DIR", str(tmp_path))
    (tmp_path / "mtg.previous").mkdir()
    (tmp_path / "mtg.previous" / "cards.json").write_text("{}")
    with pytest.raises(CardtoolsError, match="damaged"):  # no card database: said
        datadir.installed_copy("mtg")
    update.install("mtg", {"cards.json": "new\n"})
    assert snapshot(tmp_path) == {"mtg": None, "mtg/cards.json": b"new\n"}


@pytest.mark.parametrize(("platform", "env", "expected"), [
    ("linux", {"XDG_DATA_HOME": "/xdg"}, "/xdg/cardtools"),
    ("linux", {"XDG_DATA_HOME": "relative"}, "~/.local/share/cardtools"),
    ("linux", {}, "~/.local/share/cardtools"),
    ("darwin", {}, "~/Library/Application Support/cardtools"),
    ("win32", {"LOCALAPPDATA": "/local"}, "/local/cardtools"),
    ("linux", {"CARDTOOLS_DATA_DIR": "/chosen"}, "/chosen"),
])
def test_user_data_dir(platform: str, env: dict[str, str], expected: str,
                       monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("XDG_DATA_HOME", "LOCALAPPDATA", "CARDTOOLS_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "platform", platform)
    assert datadir.user_data_dir() == Path(expected).expanduser()


def test_list_changes_bring_the_history_to_the_update(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTOOLS_DATA_DIR", str(tmp_path))
    folder = tmp_path / "mtg"
    folder.mkdir()
    (folder / "cards.json").write_text(
        '{\n"schema_version": 1,\n"game": "mtg",\n"date": "2030-01-01",\n"cards": [\n]\n}\n')
    (folder / "lists.json").write_text(json.dumps({"date": "2030-01-01", "formats": {
        "vintage": {"banned": ["Bonecrusher Giant // Stomp", "New Ban"],
                    "restricted": ["Old Ban", "Still Restricted"]},
        "duel": {"banned": ["X"], "restricted": []}}}))
    for cached in (datadir.card_data, datadir.updated_lists):
        cached.cache_clear()
        monkeypatch.setattr(datadir, cached.__name__, cached)
    history = [
        {"date": "2021-01-01", "banned": ["Bonecrusher Giant", "Old Ban", "Unbanned Later"],
         "restricted": {"Still Restricted": 1, "Gone": 1}},
        {"date": "2031-01-01", "banned": ["Future Ban"]},
    ]
    try:
        changes = datadir.updated_list_changes("mtg", "vintage", history)
        assert changes == [{
            "date": "2030-01-01", "day_unknown": True,
            "source": {"document": "MTGJSON legalities of 2030-01-01",
                       "url": "https://mtgjson.com/",
                       "section": f"updated card data in {folder}", "date": "2030-01-01"},
            "banned": ["New Ban"], "unbanned": ["Unbanned Later"],
            "restricted": {"Old Ban": 1}, "unrestricted": ["Gone"]}]
        # the history checked on a day before the update: the change came after that day
        checked = datadir.updated_list_changes("mtg", "vintage", history, "2029-06-30")
        assert [(c["date"], c.get("day_unknown", False), c.get("banned", []))
                for c in checked] == [("2029-07-01", False, []),
                                      ("2030-01-01", True, ["New Ban"])]
        assert checked[1] == changes[0]
        assert datadir.updated_list_changes("mtg", "vintage", history, "2030-01-01") == changes
        assert datadir.updated_list_changes("mtg", "duel-commander", [])[0]["banned"] == ["X"]
        assert datadir.updated_list_changes("mtg", "modern", history) == []
    finally:
        datadir.card_data.cache_clear()
        datadir.updated_lists.cache_clear()


@pytest.mark.parametrize(("text", "keywords", "facts"), [
    ("A deck can have any number of cards named Relentless Rats.", [], {"deck_limit": "any"}),
    ("A deck can have up to seven cards named Seven Dwarves.", [], {"deck_limit": 7}),
    ("Nazgûl ... A deck can have up to nine cards named Nazgûl.", [], {"deck_limit": 9}),
    ("Flying\nPartner with Pir, Imaginative Rascal (When this creature enters...)",
     ["Partner with", "Flying"], {"partner": "partner with Pir, Imaginative Rascal"}),
    ("Partner", ["Partner"], {"partner": "partner"}),
    ("Choose a Background", ["Choose a background"], {"partner": "choose a background"}),
    ("Teferi can be your commander.", [], {"commander": True}),
    # a Background giving a creature the right to lead cannot lead itself (rule 903.3)
    ("Any nonlegendary creature can choose this as its Background. It becomes legendary "
     "and can be your commander.", [], {}),
    ("Companion — Each permanent card in your starting deck has odd mana value.",
     ["Companion"], {"companion": True}),
    ("Draw a card.", ["Flash"], {}),
])
def test_text_facts(text: str, keywords: list[str], facts: dict[str, Any]) -> None:
    assert text_facts(text, "Name", keywords) == facts


def test_open_source_kinds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(update.open_source(None), update.HttpSource)
    assert update.open_source(None).where == "https://mtgjson.com/api/v5/"
    assert update.open_source("https://mirror.example/v5").where == "https://mirror.example/v5/"
    assert update.open_source(str(tmp_path)).where == str(tmp_path)
    assert update.open_source(tmp_path.as_uri()).where == str(tmp_path)
    # a relative folder is named absolute: `cards installed` shows it from anywhere
    (tmp_path / "m2").mkdir()
    monkeypatch.chdir(tmp_path)
    assert update.open_source("m2").where == str(tmp_path / "m2")
    with pytest.raises(UsageError):
        update.open_source("ftp://example.org/")


# -- redirects and plain http --------------------------------------------------------

MIRROR = "https://mirror.example/v5/"
DOWNGRADE = ("refused a redirect from https://mirror.example/v5/Meta.json.xz to "
             "http://127.0.0.1:9/v5/Meta.json.xz: from https to plain http, the download "
             "could be tampered with; nothing was installed")


@pytest.mark.parametrize(("url", "newurl", "refusal"), [
    (MIRROR + "Meta.json.xz", "http://127.0.0.1:9/v5/Meta.json.xz", DOWNGRADE),
    (MIRROR + "Meta.json.xz", "https://cdn.example/v5/Meta.json.xz", None),
    ("http://mirror.example/v5/Meta.json.xz", "https://cdn.example/v5/Meta.json.xz", None),
    ("http://mirror.example/v5/Meta.json.xz", "http://cdn.example/v5/Meta.json.xz", None),
    (MIRROR + "Meta.json.xz", "ftp://cdn.example/Meta.json.xz",
     "refused a redirect to ftp://cdn.example/Meta.json.xz (only http and https)"),
])
def test_which_redirects_are_followed(url: str, newurl: str, refusal: str | None) -> None:
    assert update.refused_redirect(url, newurl) == refusal


class _FakeHttps(urllib.request.BaseHandler):
    """Answers every https request with a redirect to a plain http URL, no network."""

    handler_order = 100  # before urllib's own https handler

    def https_open(self, req: urllib.request.Request) -> urllib.response.addinfourl:
        headers = email.message.Message()
        headers["Location"] = "http://127.0.0.1:9/v5/" + req.full_url.rsplit("/", 1)[1]
        answer = urllib.response.addinfourl(io.BytesIO(b""), headers, req.full_url, 302)
        answer.msg = "Found"  # read by urllib's error processor, as on an http.client answer
        return answer


def test_a_redirect_from_https_to_http_is_refused(data_dir: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    handler = update._HttpsOnly()
    request = urllib.request.Request(MIRROR + "Meta.json.xz")
    headers = email.message.Message()
    headers["Location"] = "http://127.0.0.1:9/v5/Meta.json.xz"
    with pytest.raises(CardtoolsError) as refused:
        handler.http_error_302(request, io.BytesIO(b""), 302, "Found", headers)
    assert str(refused.value) == DOWNGRADE

    building = urllib.request.build_opener
    monkeypatch.setattr(urllib.request, "build_opener",
                        lambda *handlers: building(*handlers, _FakeHttps()))
    monkeypatch.setenv("CARDTOOLS_DATA_DIR", str(data_dir))
    result = CliRunner().invoke(app, ["cards", "update", "mtg", "--from", MIRROR])
    assert result.exit_code == 2
    assert result.stderr == f"cardtools: error: {DOWNGRADE}\n"
    assert snapshot(data_dir) == {}


def test_a_plain_http_mirror_is_warned_about(served: tuple[Server, Path],
                                            data_dir: Path) -> None:
    server, _ = served
    result = run(data_dir, "cards", "update", "mtg", "--from", server.url, "--force")
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [http_warning(server.url)]
    assert f"installed mtg card data of {DATA_DATE} in {data_dir / 'mtg'}" in result.stdout
    folder = run(data_dir, "cards", "update", "mtg", "--from", str(FIXTURE), "--force")
    assert (folder.returncode, folder.stderr) == (0, "")


def test_an_empty_from_is_a_usage_error(data_dir: Path) -> None:
    result = run(data_dir, "cards", "update", "mtg", "--from", "")
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == (
        "cardtools: error: invalid value for '--from': the value is empty (an unset "
        "variable?); give one, or leave the option out")
    assert snapshot(data_dir) == {}


def test_a_reversible_printing_of_a_card_is_that_card_under_another_name() -> None:
    """MTGJSON keys a reversible printing by its two sides (``Sol Ring // Sol Ring``): it
    is the card Sol Ring (that name an alias, its set the card's), never a second card a
    singleton deck could hold beside Sol Ring; an adventurer printed so
    (``A // B // A // B``) is the adventurer; a card known only so gets its own name."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("SetList", "Meta")}

    def face(key: str, name: str, side: str, printings: list[str], **more: Any
             ) -> dict[str, Any]:
        return {"name": key, "faceName": name, "side": side, "types": ["Artifact"],
                "layout": "reversible_card", "manaValue": 1, "printings": printings, **more}

    ring, regent = "Sol Ring // Sol Ring", "Regent // Coil // Regent // Coil"
    atomic = {"data": {
        "Sol Ring": [{"name": "Sol Ring", "types": ["Artifact"], "layout": "normal",
                      "manaValue": 1, "printings": ["LEA"]}],
        ring: [face(ring, "Sol Ring", "a", ["SLD"]), face(ring, "Sol Ring", "b", ["SLD"])],
        "Regent // Coil": [
            {"name": "Regent // Coil", "faceName": "Regent", "side": "a", "layout": "adventure",
             "types": ["Creature"], "printings": ["TDM"]},
            {"name": "Regent // Coil", "faceName": "Coil", "side": "b", "layout": "adventure",
             "types": ["Instant"], "printings": ["TDM"]}],
        regent: [face(regent, "Regent", "a", ["SLD"]), face(regent, "Coil", "a", ["SLD"]),
                 face(regent, "Regent", "b", ["SLD"]), face(regent, "Coil", "b", ["SLD"])],
        "Lone // Lone": [face("Lone // Lone", "Lone", "a", ["SLD"]),
                         face("Lone // Lone", "Lone", "b", ["SLD"])],
    }}
    built = mtgjson_current.card_data(atomic, documents["SetList"], documents["Meta"])
    cards = {c["name"]: c for c in built["cards"]["cards"]}
    assert sorted(cards) == ["Lone", "Regent // Coil", "Sol Ring"]
    assert (cards["Sol Ring"]["aliases"], cards["Sol Ring"]["sets"]) == ([ring], ["LEA", "SLD"])
    assert cards["Regent // Coil"]["aliases"] == [regent]
    assert cards["Regent // Coil"]["layout"] == "adventure"
    assert cards["Lone"]["aliases"] == ["Lone // Lone"] and "layout" not in cards["Lone"]


def test_a_card_of_a_set_still_to_come_keeps_its_printings() -> None:
    """MTGJSON gives a card of a set released after its build day (a preview) no
    legality yet, as it gives none to an acorn card: it keeps its printing, so that a
    deck judged after the set's release finds it; only a card of sets already out that no
    format plays is a joke card."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    documents["SetList"]["data"].append({"code": "NXT", "name": "Next Expansion",
                                         "releaseDate": "2027-02-05", "type": "expansion",
                                         "isOnlineOnly": False})
    preview = dict(documents["AtomicCards"]["data"]["Acorn Juggler"][0],
                   name="Preview Juggler", printings=["NXT"])
    documents["AtomicCards"]["data"]["Preview Juggler"] = [preview]
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    cards = {c["name"]: c for c in built["cards"]["cards"]}
    assert cards["Preview Juggler"]["sets"] == ["NXT"]


@pytest.mark.parametrize("day", ["2019-99-99", "2020-02-30", "0000-00-00", "2026-13-01"])
def test_a_set_dated_on_no_day_of_the_calendar_is_left_out(day: str) -> None:
    """A release date of digits that is no day (``2019-99-99``) passed as one: its set
    joined the card pools, a card printed only there legal in Modern. It is left out,
    as a set without a release date is."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("SetList",)}
    documents["SetList"]["data"].append({"code": "ODD", "name": "Odd Day",
                                         "type": "expansion", "releaseDate": day})
    sets, undated = mtgjson_current._sets(documents["SetList"])
    assert "ODD" not in sets and undated == ["ODD"]


def test_a_paper_only_set_is_marked_never_on_magic_online() -> None:
    """A set MTGJSON marks ``isPaperOnly`` (Game Night: Free-for-All) is marked
    ``"online": "never"`` in the set table, so no pool takes its cards in Magic Online's
    week before stores; a set without the mark is not."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("SetList",)}
    documents["SetList"]["data"] += [
        {"code": "gn3", "name": "Game Night: Free-for-All", "type": "box",
         "releaseDate": "2022-10-14", "isPaperOnly": True},
        {"code": "ONL", "name": "Online Too", "type": "expansion",
         "releaseDate": "2022-10-14", "isPaperOnly": False}]
    sets, _ = mtgjson_current._sets(documents["SetList"])
    assert sets["GN3"]["online"] == "never"
    assert "online" not in sets["ONL"]


def test_a_list_field_written_as_a_lone_string_is_one_value_not_its_letters() -> None:
    """A card whose ``printings``, ``types``, ``subtypes`` or ``colorIdentity`` is one
    string rather than a list (a hand-made or damaged file) gets that one value: its
    letters were taken one by one, a card printed in the sets N, W and X and typed C, r,
    e..., and a colour identity of ``"R"`` was left out, so a red card passed in a
    mono-blue Commander deck with a could-not-judge warning."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    lone = dict(documents["AtomicCards"]["data"]["Acorn Juggler"][0], name="Lone Pathfinder",
                printings="NWX", types="Creature", subtypes="Elf", supertypes=None,
                colorIdentity="R", legalities={"legacy": "Legal"})
    documents["AtomicCards"]["data"]["Lone Pathfinder"] = [lone]
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    card = {c["name"]: c for c in built["cards"]["cards"]}["Lone Pathfinder"]
    assert (card["sets"], card["type"], card["subtypes"], "supertypes" in card,
            card["colour_identity"]) == (["NWX"], ["Creature"], ["Elf"], False, ["R"])


def test_a_new_card_mtgjson_calls_a_pauper_card_gets_a_common_printing() -> None:
    """AtomicCards gives no rarities, so a card of a set newer than the bundled data has
    its printings there without one, and Pauper refused it; MTGJSON's Pauper legality
    (legal or banned) says it was printed at common: its latest printing of unknown rarity
    in a set Pauper counts, released by the data's day, is recorded as common. A card
    MTGJSON does not call a Pauper card, or one printed after the data's day, gets none."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    cards = documents["AtomicCards"]["data"]
    base = dict(cards["Expanse Pathcutter"][0])

    def add(name: str, pauper: str | None, printings: list[str]) -> None:
        legal = dict(base["legalities"], **({"pauper": pauper} if pauper else {}))
        cards[name] = [dict(base, name=name, printings=printings, legalities=legal)]

    add("Common Courier", "Legal", ["NWX"])
    add("Banned Courier", "Banned", ["LTR", "NWX"])
    add("Rare Courier", None, ["NWX"])
    add("Future Courier", "Legal", ["NXT"])
    # the common may be the printing still to come, or Magic Online's in a digital set:
    # an older printing made common put the card in Pauper months early
    add("Previewed Courier", "Legal", ["NWX", "NXT"])
    add("Digital Courier", "Legal", ["NWX", "DGX"])
    documents["SetList"]["data"] += [
        {"code": "NXT", "name": "Next Expansion", "releaseDate": "2027-02-05",
         "type": "expansion"},
        {"code": "DGX", "name": "Digital Extras", "releaseDate": "2026-11-18",
         "type": "alchemy", "isOnlineOnly": True}]
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    records = {c["name"]: c for c in built["cards"]["cards"]}
    assert (records["Common Courier"]["printings"], records["Common Courier"]["rarity"]) == (
        {"NWX": "common"}, ["common"])
    assert records["Banned Courier"]["printings"] == {"NWX": "common"}
    assert "printings" not in records["Rare Courier"]
    assert "printings" not in records["Future Courier"]
    assert "printings" not in records["Previewed Courier"]
    assert "printings" not in records["Digital Courier"]


def test_pauper_common_printing_skips_the_sets_pauper_yaml_leaves_out() -> None:
    """The printing recorded as common is the latest one in a set Pauper's card pool
    counts (``formats/mtg/pauper.yaml``): a later promotional printing, or one in a
    left-out foreign-language reprint set (REN), is passed over."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    cards = documents["AtomicCards"]["data"]
    base = dict(cards["Expanse Pathcutter"][0])
    cards["Reprinted Courier"] = [dict(base, name="Reprinted Courier",
                                       printings=["NWX", "NPR", "REN"],
                                       legalities=dict(base["legalities"], pauper="Legal"))]
    documents["SetList"]["data"] += [
        {"code": "NPR", "name": "New Promos", "releaseDate": "2026-11-15", "type": "promo"},
        {"code": "REN", "name": "Renaissance", "releaseDate": "2026-11-16",
         "type": "expansion"}]
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    record = next(c for c in built["cards"]["cards"] if c["name"] == "Reprinted Courier")
    assert record["printings"] == {"NWX": "common"}
    assert record["rarity"] == ["common"]


def test_pauper_set_kinds_are_read_from_the_bundled_format_file() -> None:
    """One source: the sets whose printings an update may record as common are those of
    the bundled Pauper format's card pool, not a copy in the importer."""
    path = formats_dir() / "mtg" / "pauper.yaml"
    written = load_yaml(path.read_text(encoding="utf-8"), str(path))["card_pool"]
    pool = mtgjson_current._pauper_pool()
    assert pool is not None
    assert pool.set_types == frozenset(written["set_types"]) == frozenset(
        {"expansion", "core", "supplemental", "online"})
    assert pool.exclude_sets == frozenset(written["exclude_sets"]) == frozenset({"REN", "RIN"})


def test_updated_card_data_says_pauper_rarities_are_inferred() -> None:
    """The updated database's notes say that a common rarity is inferred from MTGJSON's
    Pauper legality and set on the latest printing."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    built = mtgjson_current.card_data(documents["AtomicCards"], documents["SetList"],
                                      documents["Meta"])
    assert built["cards"]["notes"][-1] == (
        "Inferred rarities: a card MTGJSON calls legal or banned in Pauper, with no printing "
        "known at common, has its latest printing without a rarity in a set Pauper counts "
        "recorded as common, so a day before that printing may refuse a card Pauper allowed "
        "then.")


# -- an update never makes the data's date a lie -------------------------------------


@pytest.fixture
def in_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An update run in this process, into ``tmp_path / "data"``, with the fixture's 73
    cards allowed; the data checks use is forgotten afterwards, so that later tests
    judge with the bundled data again."""
    monkeypatch.setenv("CARDTOOLS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(update, "MIN_SHARE_OF_BUNDLED", 0)
    try:
        yield tmp_path / "data"
    finally:
        datadir.card_data.cache_clear()
        datadir.updated_lists.cache_clear()


def _dated_copy(folder: Path, day: str) -> Path:
    """The fixture with its build date set to ``day`` (Meta.json unchecked)."""
    shutil.copytree(FIXTURE, folder)
    meta = {"date": day, "version": f"5.3.0+{day.replace('-', '')}"}
    (folder / "Meta.json").write_text(json.dumps({"meta": meta, "data": meta}))
    (folder / "Meta.json.sha256").unlink()
    return folder


def test_older_data_than_the_installed_copy_is_refused_unless_forced(
        in_process: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # an older mirror once replaced the installed data of 2026-11-20 with data of
    # 2026-09-10 and said only "checks now use it": every report's date went back
    monkeypatch.setattr(update, "FUTURE_DAYS_ALLOWED", 100_000)  # whatever today is
    said: list[str] = []
    assert update.update_cards("mtg", str(FIXTURE), said.append) == 0
    installed = snapshot(tmp_path / "data")
    older = _dated_copy(tmp_path / "older", "2026-09-10")
    said.clear()
    with pytest.raises(CardtoolsError) as refused:
        update.update_cards("mtg", str(older), said.append)
    # refused by Meta.json's date, before the large files are fetched
    assert [line.split(":")[0] for line in said[1:]] == ["Meta.json"]
    assert str(refused.value) == (
        f"refused: the new mtg card data is of 2026-09-10, older than the installed copy's "
        f"{DATA_DATE} ({tmp_path / 'data' / 'mtg'}): installing it would replace newer data "
        "and lower the date of the card data and lists every check uses. The installed "
        "data is unchanged (--force installs it anyway)")
    assert snapshot(in_process) == installed
    datadir.card_data.cache_clear()
    assert datadir.card_data("mtg").date == DATA_DATE
    same_day = _dated_copy(tmp_path / "again", DATA_DATE)
    assert update.update_cards("mtg", str(same_day), said.append) == 0
    assert update.update_cards("mtg", str(older), said.append, force=True) == 0
    assert said[-2:] == [f"installed mtg card data of 2026-09-10 in {tmp_path / 'data' / 'mtg'}",
                         "checks now use it"]


def test_data_dated_after_today_is_refused_unless_forced(in_process: Path, tmp_path: Path
                                                        ) -> None:
    # a build date of 2099 made every later day's report say nothing of the data's
    # age, and every real update after it older than the installed copy
    today = datetime.date.today()
    later = (today + datetime.timedelta(days=2)).isoformat()
    said: list[str] = []
    with pytest.raises(CardtoolsError) as refused:
        update.update_cards("mtg", str(_dated_copy(tmp_path / "later", later)), said.append)
    assert [line.split(":")[0] for line in said[1:]] == ["Meta.json"]
    assert str(refused.value) == (
        f"refused: the new mtg card data is dated {later}, later than today "
        f"({today.isoformat()}): its build date is wrong (or this machine's clock is), and "
        "reports would take its cards and lists as known to that day. The installed data "
        "is unchanged (--force installs it anyway)")
    assert snapshot(tmp_path / "data") == {}
    tomorrow = (today + datetime.timedelta(days=1)).isoformat()
    assert update.update_cards("mtg", str(_dated_copy(tmp_path / "tomorrow", tomorrow)),
                               print) == 0


def test_a_card_whose_legality_the_update_does_not_give_keeps_its_bundled_status(
        data_dir: Path, tmp_path: Path) -> None:
    # a partly broken AtomicCards.json (an entry without legalities, a value that is
    # none of MTGJSON's) once unbanned the card: Amped Raptor was legal in Modern
    folder = tmp_path / "partial"
    shutil.copytree(FIXTURE, folder)
    atomic = json.loads((folder / "AtomicCards.json").read_text())
    del atomic["data"]["Amped Raptor"][0]["legalities"]
    atomic["data"]["Black Lotus"][0]["legalities"]["vintage"] = 5
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    (folder / "AtomicCards.json.sha256").unlink()
    result = run(data_dir, "cards", "update", "mtg", "--from", str(folder), "--force")
    assert result.returncode == 0, result.stderr
    lists = json.loads((data_dir / "mtg" / "lists.json").read_text())["formats"]
    assert "Amped Raptor" in lists["modern"]["unknown"]
    assert "Amped Raptor" not in lists["modern"]["banned"]
    assert lists["vintage"]["unknown"] == ["Amped Raptor", "Black Lotus"]
    deck = "Format: mtg/league\n4 Amped Raptor\n4 Preordain\n52 Island\n"
    code, violations = check_json(data_dir, tmp_path, deck)
    assert (code, brief(violations)) == (1, [("banned", 2, ["Amped Raptor"]),
                                             ("banned", 3, ["Preordain"])])
    assert next(v for v in violations if v["line"] == 2)["message"] == (
        "Amped Raptor is banned in Modern league (since 2024-12-16)")
    vintage = "2 Black Lotus\n58 Island\n"
    code, violations = check_json(data_dir, tmp_path, vintage, "mtg/vintage")
    assert (code, brief(violations)) == (1, [("restricted", 1, ["Black Lotus"])])


def test_a_listed_card_whose_legalities_leave_out_the_format_keeps_its_bundled_status(
        data_dir: Path, tmp_path: Path) -> None:
    # a partly broken AtomicCards.json whose Once Upon a Time gave Legacy and Vintage but
    # no Modern (MTGJSON leaves out only the formats a card is not legal in, and a card
    # on Modern's banned list is in its pool) unbanned it: the deck was legal
    folder = tmp_path / "partial"
    shutil.copytree(FIXTURE, folder)
    atomic = json.loads((folder / "AtomicCards.json").read_text())
    del atomic["data"]["Once Upon a Time"][0]["legalities"]["modern"]
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    (folder / "AtomicCards.json.sha256").unlink()
    result = run(data_dir, "cards", "update", "mtg", "--from", str(folder), "--force")
    assert result.returncode == 0, result.stderr
    lists = json.loads((data_dir / "mtg" / "lists.json").read_text())["formats"]
    assert lists["modern"]["unknown"] == ["Once Upon a Time"]
    # a card the history never listed is not legal in Modern, as MTGJSON means
    assert "Lightning Bolt" not in lists["standard"].get("unknown", [])
    deck = "Format: mtg/modern\n4 Once Upon a Time\n56 Island\n"
    code, violations = check_json(data_dir, tmp_path, deck)
    assert (code, brief(violations)) == (1, [("banned", 2, ["Once Upon a Time"])])
    assert next(v for v in violations if v["line"] == 2)["message"] == (
        "Once Upon a Time is banned in Modern (since 2020-03-10)")


def test_cards_that_give_no_legality_anywhere_are_refused_unless_forced(
        in_process: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Expanse Pathcutter, new to the update, lost its legalities in a damaged file: no
    # list knew it, so it was installed legal in every format its set is in, banned or not
    monkeypatch.setattr(update, "FUTURE_DAYS_ALLOWED", 100_000)  # whatever today is
    folder = tmp_path / "damaged"
    shutil.copytree(FIXTURE, folder)
    atomic = json.loads((folder / "AtomicCards.json").read_text())
    del atomic["data"]["Expanse Pathcutter"][0]["legalities"]
    atomic["data"]["Lightning Bolt"][0]["legalities"] = "Legal"
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    (folder / "AtomicCards.json.sha256").unlink()
    with pytest.raises(CardtoolsError) as refused:
        update.update_cards("mtg", str(folder), print)
    assert str(refused.value) == (
        "refused: 2 cards of the new mtg card data give no legality in any format (Expanse "
        "Pathcutter, Lightning Bolt): whether they are banned is not known, and a card new "
        "to the data would be legal wherever its sets are; is the download complete? The "
        "installed data is unchanged (--force installs it anyway: such a card keeps the "
        "status the bundled lists give it)")
    assert snapshot(tmp_path / "data") == {}
    assert update.update_cards("mtg", str(folder), print, force=True) == 0
    # a card with no legality in one format only is no damaged file: installed
    atomic["data"]["Expanse Pathcutter"][0]["legalities"] = {"modern": "Legal"}
    atomic["data"]["Lightning Bolt"][0]["legalities"] = {"modern": "Legal", "pauper": "?"}
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    assert update.update_cards("mtg", str(folder), print) == 0


def test_a_common_only_where_pauper_does_not_count_leaves_a_new_printing_to_be_it() -> None:
    """Bile Blight, uncommon in Born of the Gods, is common only in Pioneer Masters, an
    MTG Arena set Pauper does not count: made common in a new set, it is a Pauper card
    (MTGJSON says so), but its one known common stopped the inference and the card
    stayed refused. A new printing is recorded common as for a card with no common."""
    documents = {name: json.loads((FIXTURE / f"{name}.json").read_text())
                 for name in ("AtomicCards", "SetList", "Meta")}
    base = dict(documents["AtomicCards"]["data"]["Expanse Pathcutter"][0])
    documents["AtomicCards"]["data"]["Bile Blight"] = [dict(
        base, name="Bile Blight", printings=["BNG", "PIO", "NWX"],
        legalities=dict(base["legalities"], pauper="Legal"))]
    bundled = {"name": "Bile Blight", "sets": ["BNG", "PIO"],
               "printings": {"BNG": "uncommon", "PIO": "common"}}
    built = mtgjson_current.card_data(
        documents["AtomicCards"], documents["SetList"], documents["Meta"],
        lambda name: bundled if name == "Bile Blight" else None,
        update._bundled_sets("mtg"))
    record = next(c for c in built["cards"]["cards"] if c["name"] == "Bile Blight")
    assert record["printings"] == {"BNG": "uncommon", "PIO": "common", "NWX": "common"}
    assert record["rarity"] == ["uncommon", "common"]


def test_a_new_card_left_out_of_a_format_its_set_is_in_is_refused_unless_forced(
        in_process: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # MTGJSON leaves out the formats a card is not legal in: Expanse Pathcutter, new to
    # the data, gave Modern and Legacy but no Standard or Pioneer while Nova Outrider,
    # printed only in its set, is legal in both. It was installed and judged legal in
    # Standard by its set, which the data said it was not
    monkeypatch.setattr(update, "FUTURE_DAYS_ALLOWED", 100_000)  # whatever today is
    folder = tmp_path / "partial"
    shutil.copytree(FIXTURE, folder)
    atomic = json.loads((folder / "AtomicCards.json").read_text())
    card = atomic["data"]["Expanse Pathcutter"][0]
    atomic["data"]["Nova Outrider"] = [dict(card, name="Nova Outrider")]
    card["legalities"] = {key: value for key, value in card["legalities"].items()
                          if key not in ("standard", "pioneer")}
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    (folder / "AtomicCards.json.sha256").unlink()
    with pytest.raises(CardtoolsError) as refused:
        update.update_cards("mtg", str(folder), print)
    assert str(refused.value) == (
        "refused: 1 card new to the mtg card data gives no legality in a format that plays "
        "other cards of its sets (pioneer: Expanse Pathcutter; standard: Expanse "
        "Pathcutter): MTGJSON leaves out the formats a card is not legal in, but the card "
        "pool by sets would take it as legal there; is the download complete? The "
        "installed data is unchanged (--force installs it anyway: such a card is then "
        "judged by its sets)")
    assert snapshot(tmp_path / "data") == {}
    assert update.update_cards("mtg", str(folder), print, force=True) == 0
    lists = json.loads((in_process / "mtg" / "lists.json").read_text())["formats"]
    assert lists["standard"]["silent"] == ["Expanse Pathcutter"]
    assert "silent" not in lists["modern"]
    # Lair Sentinel, new and printed only in Secret Lair Drop, gives no Modern: the
    # Modern cards of that set are reprints, legal by older sets, so the set is not
    # Modern's and nothing is refused (the update above installed it)
    assert "Lair Sentinel" not in lists["modern"].get("silent", [])


def test_a_new_rare_left_out_of_pauper_where_its_sets_commons_are_is_installed(
        in_process: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Pauper plays a set's commons, not its rares: Expanse Pathcutter, a new rare, gives
    # no Pauper while Nova Outrider, a common printed only in its set, is legal there.
    # Every real update with a new set was refused so ("pauper: Expanse Pathcutter"),
    # though Pauper's pool, by rarity, never takes the rare
    monkeypatch.setattr(update, "FUTURE_DAYS_ALLOWED", 100_000)  # whatever today is
    folder = tmp_path / "new-set"
    shutil.copytree(FIXTURE, folder)
    atomic = json.loads((folder / "AtomicCards.json").read_text())
    card = atomic["data"]["Expanse Pathcutter"][0]
    assert "pauper" not in card["legalities"]
    atomic["data"]["Nova Outrider"] = [dict(card, name="Nova Outrider", legalities=dict(
        card["legalities"], pauper="Legal", paupercommander="Legal"))]
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    (folder / "AtomicCards.json.sha256").unlink()
    assert update.update_cards("mtg", str(folder), print) == 0
    installed = json.loads((in_process / "mtg" / "cards.json").read_text())["cards"]
    records = {record["name"]: record for record in installed}
    assert records["Expanse Pathcutter"]["sets"] == ["NWX"]
    assert "printings" not in records["Expanse Pathcutter"]
    assert records["Nova Outrider"]["printings"] == {"NWX": "common"}
    lists = json.loads((in_process / "mtg" / "lists.json").read_text())["formats"]
    assert not any("silent" in lists[fmt] for fmt in lists)
    deck = "4 Nova Outrider\n4 Expanse Pathcutter\n52 Island\n"
    code, violations = check_json(in_process, tmp_path, deck, "mtg/pauper")
    assert (code, brief(violations)) == (1, [("card-pool", 2, ["Expanse Pathcutter"])])
    # the same rare left out of Standard too is still refused, for Standard alone
    card["legalities"] = {key: value for key, value in card["legalities"].items()
                          if key != "standard"}
    (folder / "AtomicCards.json").write_text(json.dumps(atomic))
    update.remove_installed("mtg", print)  # else data of its date installs nothing
    with pytest.raises(CardtoolsError) as refused:
        update.update_cards("mtg", str(folder), print)
    assert "(standard: Expanse Pathcutter):" in str(refused.value)
    assert "pauper" not in str(refused.value)


#: The bundled Magic data's first 9,000 bytes: a whole header, the cards cut short (a
#: full disk, a copy stopped) which `cards installed` said was in use.
CUT_SHORT = (cards_dir() / "mtg" / "cards.json").read_bytes()[:9000].decode("utf-8", "ignore")


@pytest.mark.parametrize("damaged", [
    "{", '{"game": "mage-noir", "date": "2099-01-01", "cards": []}', CUT_SHORT])
def test_a_damaged_updated_copy_stops_checks_until_updated_or_removed(
        data_dir: Path, tmp_path: Path, damaged: str) -> None:
    # a copy cut to '{' was passed over without a word: checks used the bundled data,
    # its older lists giving other verdicts than the data the user installed
    (data_dir / "mtg").mkdir(parents=True)
    (data_dir / "mtg" / "cards.json").write_text(damaged)
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n")
    said = (f"{data_dir / 'mtg' / 'cards.json'}: damaged: no card database of 'cardtools "
            "cards update mtg' (run it again, or 'cardtools cards update mtg --remove' to "
            "use the bundled data)")
    checked = run(data_dir, "check", str(deck), "--report", "json")
    assert (checked.returncode, checked.stdout) == (2, "")
    assert checked.stderr == f"cardtools: error: {said}\n"
    listed = run(data_dir, "cards", "installed", "mtg")
    assert (listed.returncode, listed.stdout) == (
        2, f"mtg: checks stop with an error: the updated copy is {said}\n")
    removed = run(data_dir, "cards", "update", "mtg", "--remove")
    assert removed.returncode == 0
    assert json.loads(run(data_dir, "check", str(deck), "--report", "json").stdout
                      )["results"][0]["status"] == "legal"


def test_a_damaged_updated_copy_is_replaced_by_an_update_of_any_date(
        in_process: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(update, "FUTURE_DAYS_ALLOWED", 100_000)  # whatever today is
    (tmp_path / "data" / "mtg").mkdir(parents=True)
    (tmp_path / "data" / "mtg" / "cards.json").write_text("{")
    said: list[str] = []
    older = _dated_copy(tmp_path / "older", "2026-09-10")
    assert update.update_cards("mtg", str(older), said.append) == 0
    assert said[-1:] == ["checks now use it"]
    datadir.card_data.cache_clear()
    assert datadir.card_data("mtg").date == "2026-09-10"


def test_data_of_the_installed_copys_date_is_installed_again_and_said(
        in_process: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a copy of that day may be damaged past its header (cut short, its index lost):
    # installed again it is repaired, and the update says it was of that day already
    monkeypatch.setattr(update, "FUTURE_DAYS_ALLOWED", 100_000)  # whatever today is
    said: list[str] = []
    assert update.update_cards("mtg", str(FIXTURE), said.append) == 0
    installed = snapshot(in_process)
    cards = in_process / "mtg" / "cards.json"
    cards.write_bytes(cards.read_bytes()[:2000])  # its header kept, its cards cut
    said.clear()
    assert update.update_cards("mtg", str(_dated_copy(tmp_path / "again", DATA_DATE)),
                               said.append) == 0
    assert said[-2:] == [f"installed mtg card data of {DATA_DATE} in {in_process / 'mtg'} "
                         "again: the installed copy was of that day", "checks now use it"]
    cards_before = json.loads(installed["mtg/cards.json"] or b"")["cards"]
    assert json.loads(cards.read_bytes())["cards"] == cards_before  # whole again


@pytest.mark.parametrize("older", [False, True])
def test_data_not_newer_than_the_bundled_data_is_refused_before_the_large_files(
        in_process: Path, tmp_path: Path, older: bool) -> None:
    # data older than the bundled data was fetched, imported and installed (42 s), then
    # never used: "checks keep using the bundled data of 2026-08-22, which is newer"
    day = "2026-08-01" if older else str(BUNDLED["date"])
    said: list[str] = []
    with pytest.raises(CardtoolsError) as refused:
        update.update_cards("mtg", str(_dated_copy(tmp_path / "old", day)), said.append)
    assert [line.split(":")[0] for line in said[1:]] == ["Meta.json"]
    assert str(refused.value) == (
        f"refused: the new mtg card data is of {day}, "
        f"{'older than' if older else 'as old as'} the bundled data of {BUNDLED['date']}: "
        "checks would keep using the bundled data. Nothing is installed (--force installs "
        "it anyway)")
    assert snapshot(tmp_path / "data") == {}
