"""The bundled Magic data against the fresh data it is built from (tests/fresh_data.py):
verdicts of a sample of cards in every format XMage gives lists for, every verdict of
2022-04-25 against the 2022 name index's legalities, the day each card
of the sets of 2020-2026 joins Standard, Pioneer and Modern, the days of the ban-list
changes, and every name of the sources. Every difference has a known reason; the whole
comparison is ``python -m tests.fresh_data`` (skipped without ../shared)."""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from tests import fresh_data
from tests.fresh_data import Difference, Fresh


@pytest.fixture(scope="module")
def fresh() -> Fresh:
    if not (fresh_data.FRESH / "xmage_sets.json").is_file():
        pytest.skip("../shared/data/mtg/fresh is not beside the project")
    return Fresh()


def _reasons(found: list[Difference]) -> Counter[str]:
    return Counter(difference.why for difference in found)


def test_every_verdict_of_a_sample_agrees_or_differs_for_a_known_reason(fresh: Fresh) -> None:
    """One card in 25 of the database, in each of the 11 formats, on 2026-08-22: legal,
    banned, restricted or not legal, as XMage's lists and set lists say, but for the
    differences each format's notes and the card data's README explain."""
    compared, found = fresh_data.verdicts(fresh, every=25)
    assert compared == len(fresh.cards[::25]) * len(fresh_data.XMAGE_FORMATS)
    assert [d for d in found if not d.why] == []
    assert set(_reasons(found)) <= {
        "printed in a set XMage's lists lack the card in", "on the official list, not XMage's",
        "a type no constructed format plays", "no tournament printing",
        "printed so only in sets the format leaves out"}


def test_known_differences_of_named_cards(fresh: Fresh) -> None:
    """The reasons, on the cards they are about: a card printed in a set XMage's lists
    lack it in (Sleight of Mind); an Arena rebalance (A-Heartfire Hero) and a
    Mystery Booster 2 digital card in paper (Oracle of the Alpha: the acorn) are in no
    pool; ante cards are banned in Legacy; a Plane is not a constructed card."""
    printed = fresh.xmage_printings()

    def why(format_id: str, name: str) -> tuple[str, str, str]:
        card = fresh.db.get(name)
        assert card is not None
        fmt = fresh.registry.get(format_id)
        judging = fresh_data.Judging(fmt, fmt.lists_as_of(fresh_data.SNAPSHOT), fresh.db)
        ours = fresh_data._ours(judging, card)
        theirs = fresh_data._theirs(fresh, format_id, card, printed)
        return ours, theirs, fresh_data._verdict_why(fresh, format_id, card, ours, theirs,
                                                     printed.get(card, []))

    assert why("mtg/legacy", "Sleight of Mind") == (
        "legal", "not legal", "printed in a set XMage's lists lack the card in")
    # Through the Omenpaths' names are their Spider-Man cards', the last two matched too
    for online, card in (("Surris, Spidersilk Innovator", "Peter Parker // Amazing Spider-Man"),
                         ("Viggo, Enforcer of Ig's Crossing",
                          "Eddie Brock // Venom, Lethal Protector")):
        found = fresh.db.resolve(online).card
        assert found is not None and found.name == card
        assert why("mtg/standard", card) == ("legal", "legal", "")
    assert why("mtg/standard", "A-Heartfire Hero") == (
        "not legal", "legal", "no tournament printing")
    assert why("mtg/legacy", "Oracle of the Alpha") == (
        "not legal", "legal", "no tournament printing")
    assert why("mtg/legacy", "Contract from Below") == (
        "banned", "not legal", "on the official list, not XMage's")
    assert why("mtg/commander", "Bad Wolf Bay") == (
        "not legal", "legal", "a type no constructed format plays")
    assert why("mtg/standard", "Llanowar Elves") == ("legal", "legal", "")
    assert why("mtg/standard", "Heartfire Hero") == ("banned", "banned", "")
    assert why("mtg/standard", "Badgermole Cub") == ("banned", "banned", "")
    assert why("mtg/vintage", "Monastery Mentor") == ("restricted", "restricted", "")


def test_every_verdict_of_2022_04_25_agrees_with_the_2022_name_index(fresh: Fresh) -> None:
    """Each card of MTGJSON's index of 2022-04-25 in the 10 formats it gives legalities
    for, judged as of that day: as the index says, but for Streets of New Capenna (in
    stores on 04-29, which the index already calls legal; Magic Online's week for us), the
    cards Duel Commander bans as commander only (the index's Restricted there; our lists
    of Duel Commander, Premodern and Brawl start on that day with the index's, as
    Commander's), and cards no pool holds that the index calls
    banned (Conspiracies, Pauper's uncommons): illegal either way. The cards banned in
    every format are banned before those recorded lists too: in Brawl the index calls
    them not legal (outside its pool), and in Duel Commander it misses three of the seven
    of 2020-06-10, banning the other four."""
    compared, found = fresh_data.index_verdicts(fresh)
    assert compared == 236990
    assert _reasons(found) == {
        "released on Magic Online that week, in stores after the day": 2135,
        fresh_data.TABLETOP_SET_SOON: 186,
        fresh_data.AS_COMMANDER_ONLY: 26,
        "not in the pool (a Conspiracy, or never printed so): illegal all the same": 28,
        fresh_data.BANNED_NOT_IN_POOL: 19,
        fresh_data.OFFENSIVE_DUEL_MISSED: 3,
        fresh_data.PRINTED_NAME_NOT_LEGAL: 32}
    assert {d.subject for d in found if d.why == fresh_data.OFFENSIVE_DUEL_MISSED} == {
        "Cleanse", "Invoke Prejudice", "Stone-Throwing Devils"}
    assert {d.subject for d in found if d.why == fresh_data.PRINTED_NAME_NOT_LEGAL} == {
        "Vikya, Scorching Stalwart", "Zethi, Arcane Blademaster", "Aisha of Sparks and Smoke",
        "Immard, the Stormcleaver", "The Howling Abomination", "Tadeas, Juniper Ascendant",
        "Baldin, Century Herdmaster", "Maarika, Brutal Gladiator"}
    assert {d.subject for d in found if d.where == "mtg/pauper"
            and d.why.startswith("not in the pool")} == {
        "Circle of Flame", "Hada Freeblade", "Spatial Contortion"}


def test_a_card_joins_the_pool_on_its_sets_release_day(fresh: Fresh) -> None:
    """Every card first printed in a set released 2020 to 2026-08-22 of the pool of
    Standard, Pioneer, Modern, Legacy, Pauper (at common) or Commander: not in the pool
    nine days before, legal on Magic Online only (a warning) the day before, plainly legal
    on the day. A card of a kind that is no deck card is not checked (Unfinity's 22
    Attractions of Legacy's and Commander's pools, three days each: 132 checks fewer)."""
    checked, found = fresh_data.release_days(fresh)
    assert found == []
    assert checked == 161583


def test_ban_list_changes_fall_on_their_announced_days(fresh: Fresh) -> None:
    """Each change of XMage's ban-list history is one of ours on its day or up to 40
    days before (XMage writes a change down late: Ponder's unrestriction of 2024-03-11 on
    04-17; the Initiative bans of Pauper's 2022-09-19 two years later), but for the changes
    XMage made to its own list; and our lists make it on that day, not the day before
    (a difference otherwise, of no reason)."""
    checked, found = fresh_data.list_days(fresh)
    assert checked == 111
    assert _reasons(found) == {
        "XMage moved cards it refuses by kind off its list; the official list kept them": 32,
        "XMage mended its own list (cards rotated out long before, a misspelt name)": 5,
        "XMage wrote the change down late": 4,
        "a name that is no card: XMage's misspelling, mended later": 2}
    late = {(d.subject, d.where, d.ours, d.theirs) for d in found
            if d.why == "XMage wrote the change down late"}
    assert ("Aarakocra Sneak", "mtg/pauper banned", "2022-09-19", "2024-06-07") in late
    vintage, ponder = fresh.registry.get("mtg/vintage"), fresh.db.get("Ponder")
    assert ponder is not None
    assert [fresh_data._list_state(vintage, ponder, dt.date(2024, 3, day))
            for day in (10, 11)] == ["restricted", "off"]


def test_every_name_of_the_sources_resolves_to_its_card(fresh: Fresh) -> None:
    """Whole names, faces (and Magic Online's Fire/Ice), reversible cards (Sol Ring // Sol
    Ring), accented names and the set lists' spellings (Dunedain Blade), Alchemy's A- names
    and Magic Online's Through the Omenpaths names: each the card answering to it, but
    melded back halves, cards of sets after the snapshot, two promotional names the
    importer takes for tokens (``Intervention``, a face's English name and Intervene's
    French name, named Intervene: it is the face's card, the deck's language deciding)."""
    checked, found = fresh_data.names(fresh)
    assert checked == 37636
    assert sorted((d.subject, d.ours) for d in found if "melded" not in d.why) == [
        ("Highly Illogical", "unknown"), ("Mechtitan", "unknown"),
        ("Munitions Enthusiast", "unknown"), ("Stardew Valley", "unknown")]
    assert all(d.why for d in found)
    assert sum("melded" in d.why for d in found) == 7
