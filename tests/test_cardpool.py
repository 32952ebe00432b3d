"""The card pool of a day (cardtools.cardpool) on a small set table: set types, since,
rotations, rarity, promotional printings, Magic Online's early week and the reasons."""

from __future__ import annotations

from typing import Any

from cardtools.cardpool import CardPool
from cardtools.model import Card

TABLE = {
    "OLD": {"name": "Old Set", "date": "2019-01-01", "type": "expansion"},
    "MID": {"name": "Middle Set", "date": "2021-01-01", "type": "expansion"},
    "NEW": {"name": "New Set", "date": "2023-01-10", "type": "expansion"},
    "PRO": {"name": "Promos", "date": "2002-01-01", "type": "promo"},
    "SUP": {"name": "Supplement", "date": "2020-06-01", "type": "supplemental"},
}


def card(name: str, printings: dict[str, str], **facts: Any) -> Card:
    return Card(name=name, sets=tuple(printings), facts={"printings": printings, **facts})


def test_a_rotation_drops_the_sets_before_its_first_set() -> None:
    pool = CardPool.from_data({"set_types": ["expansion"], "since": "OLD", "rotations": [
        {"date": "2022-06-01", "first": "MID"}]})
    old = card("Old Card", {"OLD": "common"})
    assert pool.answer(old, "2022-05-31", TABLE).legal
    answer = pool.answer(old, "2022-06-01", TABLE)
    assert (answer.legal, answer.why) == (
        False, "its sets have rotated out (the last set of the format's kinds to print it: "
        "Old Set (OLD), released "
        "2019-01-01)")


def test_before_the_first_recorded_rotation_no_set_is_dropped() -> None:
    """A day before the first recorded rotation: which sets had rotated out is not known,
    so none is dropped (a card of then was refused as rotated out, the window of the
    first rotation taken for every earlier day); cards not yet released stay out."""
    pool = CardPool.from_data({"set_types": ["expansion"], "rotations": [
        {"date": "2022-06-01", "first": "MID"}]})
    old = card("Old Card", {"OLD": "common"})
    assert (pool.unrecorded("2022-05-31"), pool.unrecorded("2022-06-01")) == (
        "2022-06-01", None)
    assert pool.legal_sets("2021-06-01", TABLE) == frozenset({"OLD", "MID"})
    assert pool.answer(old, "2022-05-31", TABLE).legal
    assert not pool.answer(old, "2022-06-01", TABLE).legal
    assert pool.answer(card("New", {"NEW": "rare"}), "2022-05-31", TABLE).why == (
        "not yet released on 2022-05-31: first printed in New Set (NEW), released 2023-01-10")


def test_a_card_of_a_set_not_yet_out_and_the_early_week() -> None:
    pool = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 3})
    new = card("New Card", {"NEW": "rare"})
    answer = pool.answer(new, "2023-01-01", TABLE)
    assert (answer.legal, answer.why) == (
        False, "not yet released on 2023-01-01: first printed in New Set (NEW), released "
        "2023-01-10")
    early = pool.answer(new, "2023-01-08", TABLE)
    assert (early.legal, early.early) == (True, True)
    assert early.why.startswith("New Card was not yet released in stores on 2023-01-08")


def test_the_early_week_of_a_reprint_says_the_card_was_out_but_not_in_the_pool() -> None:
    """A card out for years, at another rarity (Pauper) or in a set of a kind the pool
    does not admit (Modern), whose set entering the pool reaches stores within the early
    week, was not yet in the pool, not "not yet released": it was printed before. A
    promotional printing dated by its series' first day does not count (it was dropped
    for the card's other sets), so a new card with one is still "not yet released"."""
    pool = CardPool.from_data({"set_types": ["expansion"], "rarity": "common",
                               "early_release_days": 3, "only_when_alone": ["promo"]})
    downshifted = card("Downshifted", {"OLD": "uncommon", "NEW": "common"})
    answer = pool.answer(downshifted, "2023-01-08", TABLE)
    assert (answer.legal, answer.early, answer.why) == (
        True, True, "Downshifted was not yet in the card pool in stores on 2023-01-08: New "
        "Set (NEW), which brings it in, came out on 2023-01-10; Magic Online releases a set "
        "up to 3 days earlier, so it is legal there only")
    supplement = card("From a Supplement", {"SUP": "common", "NEW": "common"})
    modern = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 3})
    assert modern.answer(supplement, "2023-01-08", TABLE).why.startswith(
        "From a Supplement was not yet in the card pool in stores on 2023-01-08: New Set "
        "(NEW), which brings it in, came out on 2023-01-10;")
    promoted = card("Promoted", {"PRO": "common", "NEW": "common"})
    assert pool.answer(promoted, "2023-01-08", TABLE).why.startswith(
        "Promoted was not yet released in stores on 2023-01-08: New Set (NEW) came out on "
        "2023-01-10;")


PRERELEASE = {"set_types": ["expansion"], "early_release_days": 8, "rarity": "common",
              "prerelease": {"days": 7, "since": "NEW", "set_types": ["expansion"],
                             "exclude_sets": ["ONL"]}}


def test_a_set_is_legal_in_stores_from_its_prerelease_since_the_policy_began() -> None:
    """From its prerelease, ``days`` before its release, a set of the ``prerelease``
    kinds released on or after ``since`` is legal in stores: the card is in the pool as
    an early card that says so (not the "legal there only" of Magic Online's week); the
    day before the prerelease it is Magic Online's early card again, and a set released
    before ``since`` (before the policy) is early on every day of its week."""
    table = {**TABLE, "NXT": {"name": "Next Set", "date": "2023-05-10", "type": "expansion"},
             "ONL": {"name": "Online Names", "date": "2023-05-10", "type": "expansion"}}
    pool = CardPool.from_data(PRERELEASE)
    new = card("Next Card", {"NXT": "common", "ONL": "common"})
    answer = pool.answer(new, "2023-05-03", table)
    assert (answer.legal, answer.early, answer.prerelease, answer.why) == (
        True, True, True, "Next Card is legal from the prerelease of Next Set (NXT) on "
        "2023-05-03, before its release on 2023-05-10: since New Set, a set is legal in "
        "tabletop play from its prerelease")
    before = pool.answer(new, "2023-05-02", table)
    assert (before.legal, before.early, before.prerelease) == (True, True, False)
    assert before.why.endswith("so it is legal there only")
    older = pool.answer(card("Old Card", {"MID": "common"}), "2020-12-30", table)
    assert (older.legal, older.early, older.prerelease) == (True, True, False)
    # at the pool's rarity only: an uncommon of the new set is out of a commons' pool
    assert not pool.answer(card("Rare Card", {"NXT": "uncommon"}), "2023-05-03", table).legal


def test_the_early_week_names_the_first_of_two_sets_of_one_day_by_code() -> None:
    """A card printed in two sets out the same day (a set and its online names) is said
    of the first by code, on every run: the choice came from a set's order, which
    changes with the run's hash seed."""
    table = {**TABLE, "ZZZ": {"name": "Late Code", "date": "2023-01-10", "type": "expansion"},
             "AAA": {"name": "Early Code", "date": "2023-01-10", "type": "expansion"}}
    pool = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 3})
    both = card("Both", {"ZZZ": "rare", "NEW": "rare", "AAA": "rare"})
    answer = pool.answer(both, "2023-01-08", table)
    assert (answer.legal, answer.early, answer.why) == (
        True, True, "Both was not yet released in stores on 2023-01-08: Early Code (AAA) "
        "came out on 2023-01-10; Magic Online releases a set up to 3 days earlier, so it is "
        "legal there only")


def test_a_printing_of_unknown_rarity_is_said_unknown_not_never_common() -> None:
    """A printing the card data gives no rarity for (a set newer than the rarities'
    source) is not taken as a common, and the reason says the rarity is unknown there,
    naming the sets: "never printed at common" claimed what the data does not say."""
    pool = CardPool.from_data({"set_types": ["expansion"], "rarity": "common"})
    unknown = Card(name="U", sets=("MID", "NEW"), facts={"printings": {"MID": "rare"}})
    answer = pool.answer(unknown, "2023-02-01", TABLE)
    assert (answer.legal, answer.why) == (
        False, "no printing at common in a set of the pool by 2023-02-01 is known: the card "
        "data does not give its rarity in New Set (NEW)")
    # before the set of unknown rarity is out, the known printings alone speak
    assert pool.answer(unknown, "2022-06-01", TABLE).why == (
        "never printed at common in a set of the pool by 2022-06-01")
    bare = Card(name="B", sets=("OLD", "MID", "NEW"), facts={})
    assert pool.answer(bare, "2023-02-01", TABLE).why == (
        "no printing at common in a set of the pool by 2023-02-01 is known: the card data "
        "does not give its rarity in Old Set (OLD), Middle Set (MID) and 1 other set")


def test_rarity_and_the_count_of_other_sets() -> None:
    pool = CardPool.from_data({"set_types": ["expansion"], "rarity": "common"})
    assert pool.answer(card("C", {"MID": "uncommon", "OLD": "common"}), "2022-01-01",
                       TABLE).legal
    answer = pool.answer(card("U", {"MID": "uncommon"}), "2022-01-01", TABLE)
    assert answer.why == "never printed at common in a set of the pool by 2022-01-01"
    core = CardPool.from_data({"set_types": ["core"]})
    assert core.answer(card("X", {"OLD": "rare", "MID": "rare", "SUP": "rare"}),
                       "2022-01-01", TABLE).why == (
        "never printed in a set of the pool (printed in Old Set (OLD), Supplement (SUP) and 1 "
        "other set)")


def test_the_sets_named_put_the_pools_kinds_first_and_promotional_series_last() -> None:
    """A promotional series is dated by its first day (Magic Online Promos, 2002): named
    by date, it came first ("printed in Magic Online Promos (PRM), Darksteel (DST)")."""
    vial = card("Vial", {"PRO": "rare", "SUP": "rare", "OLD": "rare"})
    expansions = CardPool.from_data({"set_types": ["expansion"], "since": "NEW"})
    assert expansions.answer(vial, "2022-01-01", TABLE).why == (
        "never printed in a set of the pool (printed in Old Set (OLD), Promos (PRO) and 1 "
        "other set)")
    core = CardPool.from_data({"set_types": ["core"]})  # none of its kinds: by date
    assert core.answer(vial, "2022-01-01", TABLE).why == (
        "never printed in a set of the pool (printed in Promos (PRO), Old Set (OLD) and 1 "
        "other set)")


def test_a_promotional_printing_counts_only_for_a_card_printed_nowhere_else() -> None:
    pool = CardPool.from_data({"set_types": ["expansion", "promo"],
                               "only_when_alone": ["promo"]})
    both = card("Both", {"PRO": "rare", "NEW": "rare"})
    assert not pool.answer(both, "2022-01-01", TABLE).legal  # the 2002 promo does not count
    assert pool.answer(card("Promo Only", {"PRO": "rare"}), "2022-01-01", TABLE).legal


def test_a_promotional_printing_reprinted_only_in_an_alone_despite_set_still_counts() -> None:
    """Nalathni Dragon: a 1994 promotional card reprinted in Mystery Booster 2 (a remix
    set no pool admits) is still a card printed only as a promo; an un-set printing is not
    of an alone_despite type, so a promo of an un-set card does not count."""
    table = {**TABLE, "MB2": {"name": "Mystery Booster 2", "date": "2024-08-02",
                              "type": "remix"},
             "UNH": {"name": "Unhinged", "date": "2004-11-20", "type": "joke"}}
    pool = CardPool.from_data({"set_types": ["expansion", "promo"],
                               "only_when_alone": ["promo"], "alone_despite": ["remix"]})
    dragon = card("Nalathni Dragon", {"PRO": "rare", "MB2": "rare"})
    assert pool.answer(dragon, "2025-01-01", table).legal
    tutor = card("Booster Tutor", {"PRO": "rare", "UNH": "uncommon"})
    answer = pool.answer(tutor, "2025-01-01", table)
    assert (answer.legal, answer.why) == (
        False, "never printed in a set of the pool (printed in Unhinged (UNH))")
    without = CardPool.from_data({"set_types": ["expansion", "promo"],
                                  "only_when_alone": ["promo"]})
    assert not without.answer(dragon, "2025-01-01", table).legal


def test_a_promotional_card_printed_after_a_day_is_in_no_pool_until_the_next() -> None:
    """``printed_after`` (the card lists of that day did not know the card) outweighs
    the one date of its promotional series: no pool has it on that day or before, every
    pool of its series has it after."""
    pool = CardPool.from_data({"set_types": ["expansion", "promo"],
                               "only_when_alone": ["promo"]})
    late = card("Late Promo", {"PRO": "mythic"}, printed_after="2022-04-25")
    answer = pool.answer(late, "2022-04-25", TABLE)
    assert (answer.legal, answer.why, answer.early) == (
        False, "not yet released on 2022-04-25: printed only in Promos (PRO) after 2022-04-25 "
        "(the series is dated by its first day; the card lists of that day do not know it)",
        False)
    assert pool.answer(late, "2022-04-26", TABLE).legal
    assert pool.answer(card("Old Promo", {"PRO": "mythic"}), "2010-01-01", TABLE).legal


def test_a_promotional_card_printed_after_a_day_is_in_doubt_until_the_card_data_s_day() -> None:
    """After its ``printed_after`` day and before the card data's (``known_by``: the data
    holds the card, so it was printed by then), such a card is in the pool in doubt: its
    own day is in no source (it was in the pool without a word from the day after); from
    the card data's day on, and without a day to compare, it is plainly in."""
    pool = CardPool.from_data({"set_types": ["expansion", "promo"],
                               "only_when_alone": ["promo"]})
    late = card("Late Promo", {"PRO": "mythic"}, printed_after="2022-04-25")
    answer = pool.answer(late, "2022-04-26", TABLE, known_by="2026-08-22")
    assert (answer.legal, answer.doubt, answer.early, answer.why, answer.hint) == (
        True, True, False, "Late Promo may not yet have been released on 2022-04-26: "
        "printed only in Promos (PRO) after 2022-04-25, on a day the card data does not "
        "give (it knows the card on 2026-08-22)", "check the day Late Promo was released")
    assert pool.answer(late, "2026-08-21", TABLE, known_by="2026-08-22").doubt
    for day, known_by in (("2026-08-22", "2026-08-22"), ("2027-01-01", "2026-08-22"),
                          ("2023-01-01", "")):
        plain = pool.answer(late, day, TABLE, known_by=known_by)
        assert (plain.legal, plain.doubt, plain.why) == (True, False, ""), day
    assert not pool.answer(late, "2022-04-25", TABLE, known_by="2026-08-22").legal


def test_a_promotional_first_printing_with_its_own_day_counts_from_that_day() -> None:
    """``printed_since``: a card first printed in a promotional series on a day of its own
    and reprinted in a set later counts in the pool from that day (its promotional
    printing otherwise counts only for a card printed nowhere else); not before it."""
    pool = CardPool.from_data({"set_types": ["expansion", "promo"],
                               "only_when_alone": ["promo"]})
    drop = card("Drop Card", {"PRO": "mythic", "NEW": "mythic"}, printed_since="2020-10-04")
    assert pool.answer(drop, "2020-10-04", TABLE).legal
    answer = pool.answer(drop, "2020-10-03", TABLE)
    assert (answer.legal, answer.why) == (
        False, "not yet released on 2020-10-03: first printed in Promos (PRO) on 2020-10-04")
    plain = card("Plain Card", {"PRO": "mythic", "NEW": "mythic"})
    assert not pool.answer(plain, "2021-01-01", TABLE).legal


def test_excluded_card_types() -> None:
    pool = CardPool.from_data({"set_types": ["expansion"], "exclude_types": ["Conspiracy"]})
    scheme = Card(name="Power Play", types=("Conspiracy",), sets=("OLD",),
                  facts={"printings": {"OLD": "uncommon"}})
    answer = pool.answer(scheme, "2022-01-01", TABLE)
    assert (answer.legal, answer.why) == (False, "Conspiracy cards are not played in "
                                                 "constructed")


def test_excluded_kinds_give_their_own_reasons() -> None:
    """A kind of card that is no deck card may be a subtype (an Attraction: a subtype of
    artifact), and each kind may carry its own reason; a subtype named as a card type
    elsewhere (a Hero creature) is no excluded type."""
    pool = CardPool.from_data({"set_types": ["expansion"],
                               "exclude_types": {"Hero": "Hero cards are for challenge decks",
                                                 "Vanguard": ""},
                               "exclude_subtypes": {"Attraction": "play it apart"}})
    printed = {"printings": {"OLD": "uncommon"}}
    attraction = Card(name="Ferris Wheel", types=("Artifact",), subtypes=("Attraction",),
                      sets=("OLD",), facts=printed)
    hero = Card(name="The Protector", types=("Hero",), sets=("OLD",), facts=printed)
    vanguard = Card(name="Sisay", types=("Vanguard",), sets=("OLD",), facts=printed)
    creature = Card(name="Amateur Hero", types=("Creature",), subtypes=("Hero",),
                    sets=("OLD",), facts=printed)
    answers = [pool.answer(card, "2022-01-01", TABLE) for card in (attraction, hero, vanguard)]
    assert [(answer.legal, answer.why) for answer in answers] == [
        (False, "play it apart"), (False, "Hero cards are for challenge decks"),
        (False, "Vanguard cards are not played in constructed")]
    assert pool.answer(creature, "2022-01-01", TABLE).legal
    assert pool.excluded(creature) is None


def test_a_zone_rarity_judges_that_zone_at_its_own_rarity() -> None:
    pool = CardPool.from_data({"set_types": ["expansion"], "rarity": "common",
                               "zones": ["main"], "zone_rarity": {"command": "uncommon"}})
    leader = pool.for_zone("command")
    assert (leader.rarity, leader.zones, leader.zone_rarity) == ("uncommon", ("command",), {})
    assert pool.for_zone("main") is pool
    uncommon = card("Uncommon Creature", {"MID": "uncommon", "SUP": "common"})
    assert leader.answer(uncommon, "2022-01-01", TABLE).legal
    assert not pool.answer(uncommon, "2022-01-01", TABLE).legal
    answer = leader.answer(card("Common", {"MID": "common"}), "2022-01-01", TABLE)
    assert answer.why == "never printed at uncommon in a set of the pool by 2022-01-01"



def test_a_card_printed_before_the_pool_and_reprinted_in_a_later_set_of_it() -> None:
    """Counterspell in Modern on 2021-01-01: printed since 1993 in sets before the pool's
    start (of a kind it admits), in the pool only from Modern Horizons 2 on: not yet in
    the pool, from that set on; never "never printed in a set of the pool"."""
    pool = CardPool.from_data({"set_types": ["expansion"], "since": "MID"})
    # the promotional series, dated by its first day, is no earlier printing to name
    counter = card("Counter", {"PRO": "common", "OLD": "common", "NEW": "uncommon"})
    answer = pool.answer(counter, "2022-01-01", TABLE)
    assert (answer.legal, answer.why) == (
        False, "not yet: first in the pool with New Set (NEW), released 2023-01-10 (printed "
        "earlier in sets before the pool's start: Old Set (OLD))")
    assert pool.answer(counter, "2023-01-10", TABLE).legal
    # printed only before the pool's start: never in it
    assert pool.answer(card("Old", {"OLD": "rare"}), "2023-01-10", TABLE).why == (
        "never printed in a set of the pool (printed in Old Set (OLD))")
    # printed by then only in sets of another kind (a supplement, a promotional series
    # dated by its first day): when it was first printed is not told, only its pool's set
    assert pool.answer(card("Storm", {"SUP": "rare", "NEW": "rare"}), "2022-01-01",
                       TABLE).why == (
        "not yet: first in the pool with New Set (NEW), released 2023-01-10")
    # a card first printed after the day is still "not yet released"
    assert pool.answer(card("New", {"NEW": "rare"}), "2022-01-01", TABLE).why == (
        "not yet released on 2022-01-01: first printed in New Set (NEW), released 2023-01-10")


def test_a_day_before_every_printing_does_not_call_a_later_set_the_first_printing() -> None:
    """Lightning Bolt in Modern on 1990-01-01: printed first in 1993, in the pool only from
    Magic 2010. Every printing is later than the day, but the pool's first set is not the
    card's first printing: "first printed in Magic 2010" was false (and Mountain's "first
    printed in Eighth Edition")."""
    pool = CardPool.from_data({"set_types": ["expansion"], "since": "MID"})
    bolt = card("Bolt", {"OLD": "common", "NEW": "common"})
    answer = pool.answer(bolt, "2018-01-01", TABLE)
    assert (answer.legal, answer.why) == (
        False, "not yet: first in the pool with New Set (NEW), released 2023-01-10")
    # a card whose first printing is the pool's first set: released then
    assert pool.answer(card("Fresh", {"NEW": "rare", "PRO": "rare"}), "2018-01-01",
                       TABLE).why == (
        "not yet: first in the pool with New Set (NEW), released 2023-01-10")
    assert pool.answer(card("New", {"MID": "rare", "NEW": "rare"}), "2018-01-01",
                       TABLE).why == (
        "not yet released on 2018-01-01: first printed in Middle Set (MID), released "
        "2021-01-01")


def test_rotations_written_newest_first_are_read_oldest_first() -> None:
    """A format file may list its rotations in any order: the pool before the first one
    is unrecorded and a day's window comes from the rotations on or before it, as when
    the file lists them oldest first."""
    newest_first = CardPool.from_data({"set_types": ["expansion"], "rotations": [
        {"date": "2023-02-01", "first": "NEW"}, {"date": "2022-06-01", "first": "MID"}]})
    assert newest_first.unrecorded("2022-05-31") == "2022-06-01"
    assert newest_first.unrecorded("2022-12-31") is None
    assert newest_first.legal_sets("2022-12-31", TABLE) == frozenset({"MID"})
    assert newest_first.legal_sets("2023-02-01", TABLE) == frozenset({"NEW"})


SCHEDULED = {"set_types": ["expansion"], "scheduled_rotations": [
    {"after": "2023-12-31", "by": "2024-12-31", "first": "NEW", "keep": ["MID"],
     "note": "it rotates with the first set of 2024"}]}


def test_a_scheduled_rotation_of_unknown_day_puts_the_cards_it_takes_in_doubt() -> None:
    """A rotation announced for the first set of a year the set table holds no set of:
    in that year a card it would take out is in the pool with a doubt (not plainly),
    after the year it is out; a card of a set it keeps, or of the sets it leaves, is
    plainly in. Before the year, nothing."""
    pool = CardPool.from_data(SCHEDULED)
    old, kept, new = (card("Old Card", {"OLD": "rare"}), card("Kept", {"MID": "rare"}),
                      card("New Card", {"NEW": "rare"}))
    assert (pool.answer(old, "2023-12-31", TABLE).doubt,
            pool.answer(old, "2023-12-31", TABLE).legal) == (False, True)
    doubt = pool.answer(old, "2024-03-01", TABLE)
    assert (doubt.legal, doubt.doubt, doubt.why) == (
        True, True, "Old Card may have rotated out by 2024-03-01: it rotates with the first "
        "set of 2024; the card data holds no such set, so its day is not known (the last "
        "set of the format's kinds to print Old Card: Old Set (OLD), released 2019-01-01)")
    for plain in (kept, new):
        answer = pool.answer(plain, "2024-03-01", TABLE)
        assert (answer.legal, answer.doubt) == (True, False)
    out = pool.answer(old, "2025-01-01", TABLE)
    assert (out.legal, out.doubt) == (False, False)
    assert out.why == ("its sets have rotated out (the last set of the format's kinds to "
                       "print it: Old Set (OLD), released 2019-01-01)")
    assert pool.answer(kept, "2025-01-01", TABLE).legal


def test_a_scheduled_rotation_comes_with_the_first_set_the_table_holds() -> None:
    """Once the set table holds the year's first set (updated card data), the rotation
    comes on its release day, no doubt before nor after."""
    table = {**TABLE, "Y24": {"name": "First of 2024", "date": "2024-02-02",
                              "type": "expansion"}}
    pool = CardPool.from_data(SCHEDULED)
    old = card("Old Card", {"OLD": "rare"})
    before = pool.answer(old, "2024-02-01", table)
    assert (before.legal, before.doubt) == (True, False)
    assert not pool.answer(old, "2024-02-02", table).legal
    assert "Y24" in pool.legal_sets("2024-02-02", table)


def test_a_set_released_on_magic_online_alone_brings_no_card_early() -> None:
    """A set of the ``online_types`` (Vintage Masters, Tempest Remastered) is dated by its
    Magic Online day: the days before it, a card only it brings into the pool is out,
    not Magic Online's early card (a Pauper deck with Chainer's Edict, common only in
    Vintage Masters, was legal with a warning the day before that set came out). A
    tabletop set of the same week still brings its cards early."""
    table = {**TABLE, "VMO": {"name": "Online Masters", "date": "2023-01-10",
                              "type": "online"}}
    pool = CardPool.from_data({"set_types": ["expansion", "online"], "rarity": "common",
                               "early_release_days": 8, "online_types": ["online"]})
    online = card("Online Common", {"OLD": "uncommon", "VMO": "common"})
    before = pool.answer(online, "2023-01-09", table)
    assert (before.legal, before.early, before.why) == (
        False, False, "never printed at common in a set of the pool by 2023-01-09")
    assert pool.answer(online, "2023-01-10", table).legal
    tabletop = pool.answer(card("Tabletop Common", {"NEW": "common"}), "2023-01-09", table)
    assert (tabletop.legal, tabletop.early) == (True, True)
    without = CardPool.from_data({"set_types": ["expansion", "online"], "rarity": "common",
                                  "early_release_days": 8})
    assert without.answer(online, "2023-01-09", table).early


def test_a_rotation_scheduled_by_the_calendars_last_day_never_comes() -> None:
    """A format file may schedule a rotation by 9999-12-31, the last day a date holds:
    with no set of the table bringing it, it has not come by any day (the day after
    ``by`` it was said to come ran past the calendar and the deck was an
    internal-error, not judged), so a card it would take out stays in the pool with the
    doubt, up to that last day; a rotation written with no note says its day."""
    pool = CardPool.from_data({"set_types": ["expansion"], "scheduled_rotations": [
        {"after": "2023-12-31", "by": "9999-12-31", "first": "NEW"}]})
    old = card("Old Card", {"OLD": "rare"})
    for day in ("2024-03-01", "9999-12-31"):
        answer = pool.answer(old, day, TABLE)
        assert (answer.legal, answer.doubt, answer.why) == (
            True, True, f"Old Card may have rotated out by {day}: a rotation is scheduled by "
            "9999-12-31; the card data holds no such set, so its day is not known (the last "
            "set of the format's kinds to print Old Card: Old Set (OLD), released "
            "2019-01-01)")
    assert pool.legal_sets("9999-12-31", TABLE) == frozenset({"OLD", "MID", "NEW"})


def test_a_scheduled_rotation_leaves_no_doubt_on_its_keep_supertypes() -> None:
    """``keep_supertypes``: a card of those supertypes (Basic: every set prints basic
    lands, the rotation's own set too) is in no doubt of a rotation of unknown day that
    would take out every set printing it; another card of those sets is."""
    pool = CardPool.from_data({"set_types": ["expansion"], "scheduled_rotations": [
        {"after": "2023-12-31", "by": "9999-12-31", "first": "2024-01-01",
         "keep_supertypes": ["Basic"]}]})
    basic = Card(name="Plains", sets=("OLD", "NEW"), supertypes=("Basic",),
                 facts={"printings": {"OLD": "common", "NEW": "common"}})
    plain = pool.answer(basic, "2030-01-01", TABLE)
    assert (plain.legal, plain.doubt, plain.why) == (True, False, "")
    other = pool.answer(card("Old Card", {"NEW": "rare"}), "2030-01-01", TABLE)
    assert (other.legal, other.doubt) == (True, True)


def test_a_set_of_the_online_days_is_early_from_that_day_and_the_others_by_the_window(
        ) -> None:
    """``online_days`` gives a set its Magic Online day when that is further before its
    tabletop release than ``early_release_days``: the set's cards are early from it; a
    set not named keeps the window (8 days), and a set of the ``online_types`` is never
    early."""
    table = {"OLD": {"date": "2021-01-01", "type": "expansion"},
             "FAR": {"date": "2021-07-23", "type": "expansion"},
             "NEAR": {"date": "2021-07-23", "type": "expansion"},
             "MTGO": {"date": "2021-07-23", "type": "online"}}
    pool = CardPool.from_data({"set_types": ["expansion", "online"], "early_release_days": 8,
                               "online_types": ["online"], "online_days": {"far": "2021-07-08"}})
    assert pool.early_window(table) == 15

    def early(code: str, day: str) -> tuple[bool, bool]:
        answer = pool.answer(card("C", {code: "common"}), day, table)
        return answer.legal, answer.early

    assert [early("FAR", day) for day in ("2021-07-07", "2021-07-08", "2021-07-22")] == [
        (False, False), (True, True), (True, True)]
    assert [early("NEAR", day) for day in ("2021-07-08", "2021-07-14", "2021-07-15")] == [
        (False, False), (False, False), (True, True)]
    assert early("MTGO", "2021-07-22") == (False, False)
    assert early("FAR", "2021-07-23") == (True, False)


def test_a_set_out_online_later_than_the_window_is_early_from_its_day_only() -> None:
    """A set whose ``online_days`` day is nearer its tabletop release than
    ``early_release_days`` (Marvel's Spider-Man, on Magic Online three days before
    stores) is out of the pool before that day, though within the window (it was legal
    on Magic Online only from the window's first day, a card it did not have there),
    early from it, plainly legal on its release."""
    table = {"NEAR": {"date": "2025-09-26", "type": "expansion"},
             "OTHER": {"date": "2025-09-26", "type": "expansion"}}
    pool = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 8,
                               "online_days": {"NEAR": "2025-09-23"}})
    assert pool.early_window(table) == 8

    def early(code: str, day: str) -> tuple[bool, bool]:
        answer = pool.answer(card("C", {code: "common"}), day, table)
        return answer.legal, answer.early

    assert [early("NEAR", day) for day in ("2025-09-18", "2025-09-22", "2025-09-23",
                                           "2025-09-26")] == [
        (False, False), (False, False), (True, True), (True, False)]
    assert early("OTHER", "2025-09-18") == (True, True)


def test_a_card_not_yet_out_names_every_set_of_its_first_day_and_its_online_day() -> None:
    """A card first printed in two sets of one day (Marvel's Spider-Man and Through the
    Omenpaths, which names Spider-Man's cards otherwise) is said first printed in both,
    not in the one whose code sorts first (a player who wrote SPM read "Through the
    Omenpaths" alone); before its set's Magic Online day the reason gives that day, which
    tells why the window's days before it bring none of its cards early."""
    table = {"OMX": {"name": "Other Names", "date": "2025-09-26", "type": "expansion"},
             "SPX": {"name": "Heroes", "date": "2025-09-26", "type": "expansion"}}
    pool = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 8,
                               "online_days": {"SPX": "2025-09-23", "OMX": "2025-09-23"}})
    answer = pool.answer(card("C", {"SPX": "common", "OMX": "common"}), "2025-09-18", table)
    assert (answer.legal, answer.why) == (
        False, "not yet released on 2025-09-18: first printed in Other Names (OMX) and "
        "Heroes (SPX), released 2025-09-26, on Magic Online from 2025-09-23")
    far = pool.answer(card("C", {"SPX": "common"}), "2025-09-01", table)
    assert far.why == ("not yet released on 2025-09-01: first printed in Heroes (SPX), "
                       "released 2025-09-26, on Magic Online from 2025-09-23")


def test_a_set_without_an_online_day_is_sure_online_only_within_online_sure_days() -> None:
    """``online_sure_days``: within that many days of its release a set without an
    ``online_days`` day was surely out on Magic Online (early, no doubt); judged earlier
    in the window, whether it was is not known (early and in doubt, with a hint), not
    "legal there only"; before the window it is out of the pool."""
    table = {"NEW": {"date": "2025-11-21", "type": "expansion"}}
    pool = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 8,
                               "online_sure_days": 3})

    def judged(day: str) -> tuple[bool, bool, bool]:
        answer = pool.answer(card("C", {"NEW": "common"}), day, table)
        return answer.legal, answer.early, answer.doubt

    assert [judged(day) for day in ("2025-11-12", "2025-11-13", "2025-11-17", "2025-11-18",
                                    "2025-11-20", "2025-11-21")] == [
        (False, False, False), (True, True, True), (True, True, True), (True, True, False),
        (True, True, False), (True, False, False)]
    answer = pool.answer(card("C", {"NEW": "common"}), "2025-11-17", table)
    assert (answer.why, answer.hint) == (
        "C was not yet released in stores on 2025-11-17: NEW (NEW) came out on 2025-11-21; "
        "Magic Online released most sets 3 to 8 days before stores and the sources do not "
        "give the day of NEW (NEW), so whether C was legal there on 2025-11-17 is not known",
        "check the day NEW (NEW) came out on Magic Online; in stores from 2025-11-21")
    # the years of the sources (online_seen), said alike in doubt and within the sure days
    seen = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 8,
                               "online_sure_days": 3, "online_seen": "2020-2026"})
    assert seen.answer(card("C", {"NEW": "common"}), "2025-11-17", table).why.startswith(
        "C was not yet released in stores on 2025-11-17: NEW (NEW) came out on 2025-11-21; "
        "Magic Online released most sets 3 to 8 days before stores (2020-2026) and the "
        "sources do not give the day of NEW (NEW)")
    assert seen.answer(card("C", {"NEW": "common"}), "2025-11-18", table).why == (
        "C was not yet released in stores on 2025-11-18: NEW (NEW) came out on 2025-11-21; "
        "Magic Online released most sets about 3 days before stores (2020-2026), so it is "
        "legal there only")
    assert seen != pool


def test_a_set_of_online_unknown_is_in_doubt_the_whole_window() -> None:
    """``online_unknown``: a set the sources do not show on Magic Online before its
    release (an Eternal supplement) is in doubt on every day of the window, the day
    before its release too, and from its ``online_days`` day only when it has one."""
    table = {"ETL": {"date": "2025-11-21", "type": "supplemental"},
             "SPX": {"date": "2025-09-26", "type": "supplemental"}}
    pool = CardPool.from_data({"set_types": ["supplemental"], "early_release_days": 8,
                               "online_sure_days": 3, "online_unknown": ["etl", "SPX"],
                               "online_days": {"SPX": "2025-09-23"}})

    def judged(code: str, day: str) -> tuple[bool, bool, bool]:
        answer = pool.answer(card("C", {code: "common"}), day, table)
        return answer.legal, answer.early, answer.doubt

    assert [judged("ETL", day) for day in ("2025-11-12", "2025-11-13", "2025-11-20")] == [
        (False, False, False), (True, True, True), (True, True, True)]
    assert [judged("SPX", day) for day in ("2025-09-22", "2025-09-23", "2025-09-26")] == [
        (False, False, False), (True, True, True), (True, False, False)]
    answer = pool.answer(card("C", {"ETL": "common"}), "2025-11-20", table)
    assert (answer.why, answer.hint) == (
        "C was not yet released in stores on 2025-11-20: ETL (ETL) came out on 2025-11-21; the "
        "sources do not show that set on Magic Online before it reached stores, so whether "
        "C was legal there on 2025-11-20 is not known",
        "check whether ETL (ETL) was on Magic Online on 2025-11-20; in stores from 2025-11-21")


def test_an_online_day_that_is_no_day_brings_no_card_early() -> None:
    """A format file of one's own may give ``online_days`` a day that is no day
    (``2021-13-45``, which the schema's pattern lets through): the set keeps the window
    of ``early_release_days``, and judging does not fail."""
    table = {"FAR": {"date": "2021-07-23", "type": "expansion"}}
    pool = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 8,
                               "online_days": {"FAR": "2021-13-45"}})
    assert pool.early_window(table) == 8
    answers = [pool.answer(card("C", {"FAR": "common"}), day, table)
               for day in ("2021-07-10", "2021-07-15")]
    assert [(a.legal, a.early) for a in answers] == [(False, False), (True, True)]


def test_named_cards_join_the_pool_by_name_from_their_day() -> None:
    """``named_cards``: a card admitted by name, whatever its sets, from its day on (Brawl's
    Command Tower); before it judged by its sets; its name matched as a lookup key; a
    card not named stays out; a type no constructed format plays stays out."""
    pool = CardPool.from_data({"set_types": ["expansion"], "rotations": [
        {"date": "2022-06-01", "first": "MID"}], "exclude_types": ["Scheme"],
        "named_cards": [{"names": ["Old  CARD", "Old Scheme"], "since": "2022-09-09"}]})
    old = card("Old Card", {"OLD": "rare"})
    before = pool.answer(old, "2022-09-08", TABLE)
    assert (before.legal, before.why) == (
        False, "its sets have rotated out (the last set of the format's kinds to print it: "
        "Old Set (OLD), released 2019-01-01)")
    after = pool.answer(old, "2022-09-09", TABLE)
    assert (after.legal, after.why, after.doubt, after.early) == (True, "", False, False)
    assert pool.names_on(old, "2030-01-01")
    assert not pool.answer(card("Other Old Card", {"OLD": "rare"}), "2022-09-09", TABLE).legal
    scheme = Card(name="Old Scheme", sets=("OLD",), types=("Scheme",),
                  facts={"printings": {"OLD": "rare"}})
    assert not pool.answer(scheme, "2022-09-09", TABLE).legal
    assert pool != CardPool.from_data({"set_types": ["expansion"], "rotations": [
        {"date": "2022-06-01", "first": "MID"}], "exclude_types": ["Scheme"]})


def test_a_card_previewed_for_a_set_after_the_data_is_in_doubt_from_its_release() -> None:
    """Chandra, Chill of Compliance, known from Reality Fracture's previews (2026-10-02,
    after the card data's date), was "no printing of it is in the card data" after that
    day, as an Arena-only card is: the preview's set, date and type now judge it, in doubt
    once released (the set may not print it as previewed); before, not yet released."""
    previewed = {"FUT": {"name": "Future Set", "date": "2026-10-02", "type": "expansion",
                         "rarity": "mythic"}}
    chandra = card("Chandra", {}, previewed=previewed)
    pool = CardPool.from_data({"set_types": ["expansion"]})
    before = pool.answer(chandra, "2026-09-01", TABLE)
    assert (before.legal, before.doubt, before.why) == (
        False, False, "not yet released on 2026-09-01: first printed in Future Set (FUT), "
                      "released 2026-10-02")
    after = pool.answer(chandra, "2026-12-05", TABLE)
    assert (after.legal, after.doubt, after.why) == (
        True, True, "Chandra is in the pool only through Future Set (FUT), released "
                    "2026-10-02, known from its previews (after the card data's date), if "
                    "that set prints it as previewed")
    # in Magic Online's week before the release: not yet released in stores, said as
    # for a set the card data holds, and known from previews
    online = CardPool.from_data({"set_types": ["expansion"], "early_release_days": 8})
    early = online.answer(chandra, "2026-09-28", TABLE)
    assert (early.legal, early.early, early.doubt, early.why) == (
        True, True, True, "Chandra was not yet released in stores on 2026-09-28: Future Set "
        "(FUT) came out on 2026-10-02; Magic Online releases a set up to 8 days earlier, "
        "so it is legal there only; Chandra is known from its previews (after the card "
        "data's date), if that set prints it as previewed")
    assert not online.answer(chandra, "2026-09-23", TABLE).legal  # before the window
    commons = CardPool.from_data({"set_types": ["expansion"], "rarity": "common"})
    assert not commons.answer(chandra, "2026-12-05", TABLE).legal  # a mythic preview
    core = CardPool.from_data({"set_types": ["core"]})  # a kind the pool does not admit
    assert not core.answer(chandra, "2026-12-05", TABLE).legal
    # a card of its own printings out of the pool keeps its own reason, unless the
    # preview brings it in (a reprint in a set of the pool's kind)
    reprinted = card("Old", {"OLD": "rare"}, previewed=previewed)
    assert core.answer(reprinted, "2026-12-05", TABLE).why == (
        "never printed in a set of the pool (printed in Old Set (OLD))")
    found = pool.answer(card("Old", {"PRO": "rare"}, previewed=previewed), "2026-12-05",
                        {**TABLE, "PRO": {**TABLE["PRO"], "type": "joke"}})
    assert (found.legal, found.doubt) == (True, True)
    assert found.why.startswith("Old is in the pool only through Future Set (FUT), ")


def test_a_mystery_booster_preview_brings_no_card_in_a_paper_reprint_of_a_digital_one_does(
        ) -> None:
    """A previewed set whose name preview_name_types gives a type (Mystery Booster: remix)
    has that type whatever the previews say: out of a pool of supplemental sets, its
    cards stay out, said alike before and after its release. Another set's preview of a
    card printed before only digitally, as a playtest or un-set card (Shorecomber Crab:
    Amonkhet Arena Starter Kit, then Foundations Jumpstart; Pick Your Poison: Mystery
    Booster's playtest card, then Murders at Karlov Manor) is a paper reprint: in the pool
    in doubt through it, as any previewed card, never "never printed"."""
    pool = CardPool.from_data({"set_types": ["expansion", "supplemental"],
                               "preview_name_types": {"Mystery Booster": "remix"}})
    mystery = {"MBX": {"name": "Mystery Booster Commander Edition", "date": "2027-10-01",
                       "type": "supplemental", "rarity": "rare"}}
    for day in ("2027-09-30", "2027-10-02"):
        found = pool.answer(card("New", {}, previewed=mystery), day, TABLE)
        assert (found.legal, found.doubt) == (False, False), day
        assert found.why.startswith("never printed in a set of the pool (printed in Mystery "
                                    "Booster Commander Edition (MBX)"), found.why
    future = {"FUT": {"name": "Future Set", "date": "2026-10-02", "type": "expansion",
                      "rarity": "mythic"}}
    table = {**TABLE, "YAL": {"name": "Alchemy Set", "date": "2023-01-01", "type": "arena"}}
    playtest_table = {**table, "CMB": {"name": "Playtest", "date": "2019-11-07",
                                       "type": "joke"}}
    for code in ("YAL", "CMB"):
        reprint = pool.answer(card("Digital", {code: "rare"}, previewed=future),
                              "2026-12-05", playtest_table)
        assert (reprint.legal, reprint.doubt) == (True, True), code
        assert reprint.why.startswith(
            "Digital is in the pool only through Future Set (FUT), "), reprint.why
    assert pool.answer(card("New", {}, previewed=future), "2026-12-05", table).legal
    assert pool != CardPool.from_data({"set_types": ["expansion", "supplemental"]})
