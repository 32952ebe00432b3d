"""commander (CT801): the command zone does not hold a valid commander or pair.

Not reported (Commander; the 98 other cards left out)::

    Format: mtg/commander
    Commander
    1 Thrasios, Triton Hero      # Partner
    1 Tymna the Weaver           # Partner

Illegal::

    Format: mtg/commander
    Commander
    1 Lightning Bolt             # an instant cannot be a commander

Illegal::

    Format: mtg/commander
    Commander
    1 Thrasios, Triton Hero
    1 Atraxa, Praetors' Voice    # no partner ability: not a legal pair

Illegal (Oathbreaker)::

    Format: mtg/oathbreaker
    Commander
    1 Chandra, Torch of Defiance  # an oathbreaker without its signature spell

The format's ``commander`` data says which cards can be a commander alone
(``eligible``: Magic: The Gathering Comprehensive Rules 903.3, a legendary creature or a
card whose text says it can be your commander), the pairs two commanders may form
(rules 702.124 Partner, Partner with, Partner—[quality], Friends forever; 903.3c-d
Choose a Background, Doctor's companion) and, for Oathbreaker, the signature spell each
commander brings (Oathbreaker rules, Deck Construction). Unknown cards in the command
zone are reported by ``unknown-card`` only. A commander whose types the card data lacks
(a card newer than the data) gets a warning: the rule could not judge it; the card beside
it in a pair is still refused when no pair can take it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple

from cardtools.decklist.markers import COMMANDER_ANNOTATION
from cardtools.errors import CardtoolsError
from cardtools.formatspec.match import Matcher, fact_text, fact_values
from cardtools.formatspec.model import Format, Source, ZoneSpec
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import (
    FORGE_FORM,
    MAIN,
    SIDE,
    Card,
    Deck,
    DeckEntry,
    Finding,
    Violation,
    ZoneGuess,
    breaks_a_declared_count,
    declared_companion_names,
)
from cardtools.names import normalise
from cardtools.rules import card_pool
from cardtools.rules._faces import front_face, type_words
from cardtools.rules._text import article, listing, plural, with_article
from cardtools.rules.base import CheckContext, Rule, listed, uses


class PairSide(NamedTuple):
    """The card a pair rule puts beside a commander that is no commander of its own
    (MTG comprehensive rules 903.3c: a Background beside a commander with "Choose a
    Background"), in words for messages: ``kind`` tests a card of that kind whatever else
    the pair asks of it (its rarity), ``label`` names the kind (``a Background``),
    ``beside`` the commander it goes beside, ``fit`` (when the pair asks more of the
    kind, Pauper Commander's rarity) the cards of the kind the pair takes (``a Background
    printed at uncommon``)."""

    kind: Matcher
    label: str
    beside: str
    fit: str | None = None


class PairRule:
    """One way two commanders may lead a deck together (MTG comprehensive rules 702.124,
    903.3c): one card passes ``one`` and the other ``other`` (``None``: ``one`` as
    well); with ``same_fact``, both have the same value of that fact (Partner—Survivors);
    with ``names_fact``, each card's fact is ``names_prefix`` followed by the other's
    name (Partner with); with ``same_card``, the two are two copies of one card (Partner
    with itself: Mothers Yamazaki), which no other rule pairs. A fact holding a list (a
    card with two partner kinds, Amy Pond) has each of its values: the two share one, or
    one of them names the other. ``side``: the ``other`` card's kind in words
    (``PairSide``), for messages."""

    __slots__ = ("label", "names_fact", "names_prefix", "one", "other", "same_card",
                 "same_fact", "side")

    def __init__(self, label: str, one: Matcher, other: Matcher | None = None,
                 same_fact: str | None = None, names_fact: str | None = None,
                 names_prefix: str = "", same_card: bool = False,
                 side: PairSide | None = None) -> None:
        self.label = label
        self.one = one
        self.other = other
        self.same_fact = same_fact
        self.names_fact = names_fact
        self.names_prefix = names_prefix
        self.same_card = same_card
        self.side = side

    def allows(self, first: Any, second: Any, eligible: Matcher) -> bool:
        """Whether ``first`` and ``second`` (cards, either order) form this pair, where
        ``eligible`` tests a card that can be a commander. Each card is judged by its
        front face (a double-faced card in the command zone: rule 712.8a)."""
        return (self._ordered(first, second, eligible)
                or self._ordered(second, first, eligible))

    def _ordered(self, first: Any, second: Any, eligible: Matcher) -> bool:
        if (first.name == second.name) != self.same_card:
            # two copies of one card pair only by a rule for it (Partner with itself)
            return False
        if not (self.one(front_face(first)) and eligible(front_face(first))):
            return False
        if not (self.other(front_face(second)) if self.other is not None
                else self.one(front_face(second)) and eligible(front_face(second))):
            return False
        if self.same_fact is not None and not (
                {fact_text(str(value)) for value in fact_values(first, self.same_fact)}
                & {fact_text(str(value)) for value in fact_values(second, self.same_fact)}):
            return False
        if self.names_fact is not None:
            return (self.names(first, second) and self.names(second, first))
        return True

    def names(self, card: Any, other: Any) -> bool:
        """Whether one of ``card``'s ``names_fact`` values names ``other`` (Partner with)."""
        wanted = fact_text(self.names_prefix + other.name)
        return any(fact_text(str(value)) == wanted
                   for value in fact_values(card, str(self.names_fact)) if value)


class LateLeader(NamedTuple):
    """Cards that can lead a deck only from a day on (a change of the rules of who may be a
    commander): ``match`` tests such a card's front face, ``since`` the first day it
    surely may lead (ISO date), ``label`` names them in words, ``source`` the change;
    ``unsure_since``, when given, the first day the change may have taken effect: from it
    to ``since`` such a leader is a warning, as the sources do not give the change's day."""

    match: Matcher
    since: str
    label: str
    source: Source
    unsure_since: str | None = None


class TemporaryLeader(NamedTuple):
    """Cards ``eligible`` refuses that could lead a deck for a time all the same, by a
    temporary rule (Pauper Commander: planeswalkers printed at uncommon in January 2025
    alone, each tournament organiser free to allow them or not). ``match`` tests such a
    card's front face; ``since`` and ``until`` (ISO dates) bound the days; ``note`` says
    why, ``hint`` what to check, ``source`` the rule. On those days such a card leading
    gets a warning, not the error."""

    match: Matcher
    since: str
    until: str
    note: str
    hint: str
    source: Source


class CommanderSpec:
    """What a commander format asks of its command zone (MTG comprehensive rules 903).

    ``zone``: the command zone's id; ``eligible``: a card that can be a commander alone
    (``eligible_label`` in words); ``pairs``: the ways two commanders may go together;
    ``signature_spell``: the card each commander brings beside it (Oathbreaker), with
    ``signature_label``; ``signature_own_identity``: each signature spell must be within
    the colour identity of the commander it goes with, not only the pair's (Oathbreaker:
    two oathbreakers each bring one); ``identity_zones``: the zones whose cards must be
    within the commanders' colour identity (rule 903.4); ``colourless_basics``: with a
    colourless commander, basic lands of one basic type are allowed (Brawl);
    ``late``: the cards ``eligible`` takes that may lead only from a day on; ``temporary``:
    the cards it refuses that could lead for a time, by a temporary rule; ``most``: the
    most commanders the zone holds (a legal pair, rule 903.3c), which a line of the zone
    counting more after a set code does not count (its collector number:
    ``guessed_zones.read_collector_numbers``)."""

    __slots__ = ("colourless_basics", "eligible", "eligible_label", "identity_source",
                 "identity_zones", "label", "late", "most", "pairs", "signature_kinds",
                 "signature_label",
                 "signature_own_identity", "signature_spell", "source", "temporary", "zone")

    def __init__(self, zone: str, eligible: Matcher, eligible_label: str,
                 pairs: tuple[PairRule, ...] = (), signature_spell: Matcher | None = None,
                 signature_label: str = "signature spell", signature_kinds: str = "",
                 signature_own_identity: bool = False,
                 identity_zones: tuple[str, ...] = (), colourless_basics: bool = False,
                 label: str = "commander", source: Source | None = None,
                 identity_source: Source | None = None,
                 late: tuple[LateLeader, ...] = (),
                 temporary: tuple[TemporaryLeader, ...] = (), most: int = 2) -> None:
        self.zone = zone
        self.most = most
        self.eligible = eligible
        self.eligible_label = eligible_label
        self.pairs = pairs
        self.signature_spell = signature_spell
        self.signature_label = signature_label
        self.signature_kinds = signature_kinds
        self.signature_own_identity = signature_own_identity
        self.identity_zones = identity_zones
        self.colourless_basics = colourless_basics
        self.label = label
        self.source: Source = Source() if source is None else source
        self.identity_source: Source = Source() if identity_source is None else identity_source
        self.late = late
        self.temporary = temporary

    def can_lead(self, card: Card) -> bool:
        """Whether ``card`` can be a commander alone: ``eligible`` on its front face, the
        only face a double-faced, flip or adventurer card has in the command zone (MTG
        comprehensive rules 903.3 with 712.8a, 710.2, 715.4: Westvale Abbey is a land,
        not the legendary creature on its back)."""
        return self.eligible(front_face(card))

    def is_signature(self, card: Card) -> bool:
        """Whether ``card`` is a signature spell (its front face: Bonecrusher Giant is a
        creature card, not its instant Adventure); never without ``signature_spell``."""
        return self.signature_spell is not None and self.signature_spell(front_face(card))


def parse(data: Mapping[str, Any], where: Where) -> CommanderSpec | None:
    """The ``CommanderSpec`` of a format's schema-valid ``commander`` mapping (``None``
    when it is empty). Defaults: the ``command`` zone, ``eligible_label`` in words from
    ``eligible``, ``identity_zones`` every zone of the format, sources the format's.

    Raises ``CardtoolsError`` (at ``$.commander``) when ``eligible`` is missing: only an
    abstract parent may leave it out, and it is never built.
    """
    if not data:
        return None
    if "eligible" not in data:
        raise CardtoolsError(f"format {where.format_id}: commander needs 'eligible' (the "
                             "cards that can be a commander)", where="$.commander")
    signature = data.get("signature_spell")
    eligible = Matcher(data["eligible"])
    spell = Matcher(signature["match"]) if signature else None
    return CommanderSpec(
        zone=data.get("zone", "command"),
        eligible=eligible,
        eligible_label=data.get("eligible_label") or eligible.describe(),
        pairs=tuple(
            PairRule(
                label=item["label"],
                one=Matcher(item["one"]),
                other=Matcher(item["other"]) if "other" in item else None,
                same_fact=item.get("same_fact"),
                names_fact=item.get("names_fact"),
                names_prefix=item.get("names_prefix", ""),
                same_card=bool(item.get("same_card", False)),
                side=PairSide(Matcher(item["side"]["kind"]), item["side"]["label"],
                              item["side"]["beside"], item["side"].get("fit"))
                if "side" in item else None,
            )
            for item in data.get("pairs", ())
        ),
        signature_spell=spell,
        signature_label=(signature or {}).get("label", "signature spell"),
        signature_kinds=(signature or {}).get("match_label")
        or (spell.describe() if spell else ""),
        signature_own_identity=bool((signature or {}).get("own_identity", False)),
        identity_zones=tuple(data.get("identity_zones", where.zones)),
        colourless_basics=bool(data.get("colourless_basics", False)),
        label=data.get("label", "commander"),
        most=int(data.get("most", 2)),
        source=Source.of(data.get("source"), where.source),
        identity_source=Source.of(data.get("identity_source"), where.source),
        late=tuple(LateLeader(Matcher(item["match"]), item["since"], item["label"],
                              Source.of(item.get("source"), where.source),
                              item.get("unsure_since"))
                   for item in data.get("eligible_since", ())),
        temporary=tuple(TemporaryLeader(Matcher(item["match"]), item["since"], item["until"],
                                        item["note"], item.get("hint", ""),
                                        Source.of(item.get("source"), where.source))
                        for item in data.get("eligible_temporarily", ())),
    )


#: A day in a format file (ISO: ``2025-07-24``).
_DAY: dict[str, str] = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}


SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "description": "A commander format's command zone (MTG comprehensive rules 903); a "
                   "format that uses it (not an abstract parent) must give eligible.",
    "properties": {
        "zone": {"$ref": "#/$defs/zoneId"},
        "label": {"type": "string", "description": "What the leader is called in messages "
                                                   "(commander, oathbreaker)."},
        "eligible": {"$ref": "#/$defs/match",
                     "description": "A card that can be a commander alone."},
        "eligible_label": {"type": "string"},
        "eligible_since": {
            "type": "array",
            "description": "Cards eligible takes that may lead a deck only from a day on "
                           "(a change of the rules): match tests such a card, since is "
                           "the day it surely may, label names them in words; "
                           "unsure_since the first day the change may have taken effect "
                           "(a warning from it to since).",
            "items": {
                "type": "object",
                "required": ["match", "since", "label"],
                "properties": {
                    "match": {"$ref": "#/$defs/match"},
                    "since": _DAY,
                    "unsure_since": _DAY,
                    "label": {"type": "string"},
                    "source": {"$ref": "#/$defs/source"},
                },
                "additionalProperties": False,
            },
        },
        "eligible_temporarily": {
            "type": "array",
            "description": "Cards eligible refuses that could lead a deck for a time all "
                           "the same, by a temporary rule: match tests such a card, since "
                           "and until bound the days, note says why, hint what to check; on "
                           "those days such a leader gets a warning, not the error.",
            "items": {
                "type": "object",
                "required": ["match", "since", "until", "note"],
                "properties": {
                    "match": {"$ref": "#/$defs/match"},
                    "since": _DAY,
                    "until": _DAY,
                    "note": {"type": "string"},
                    "hint": {"type": "string"},
                    "source": {"$ref": "#/$defs/source"},
                },
                "additionalProperties": False,
            },
        },
        "pairs": {
            "type": "array",
            "description": "The ways two commanders may go together: one card passes one, "
                           "the other other (default: one as well); same_fact: both have "
                           "the same value of it; names_fact: each card's fact is "
                           "names_prefix followed by the other's name.",
            "items": {
                "type": "object",
                "required": ["label", "one"],
                "properties": {
                    "label": {"type": "string"},
                    "one": {"$ref": "#/$defs/match"},
                    "other": {"$ref": "#/$defs/match"},
                    "same_fact": {"type": "string"},
                    "names_fact": {"type": "string"},
                    "names_prefix": {"type": "string"},
                    "same_card": {"type": "boolean",
                                  "description": "The two are two copies of one card "
                                                 "(Partner with itself)."},
                    "side": {
                        "type": "object",
                        "description": "The other card's kind in words, for messages: "
                                       "kind (a match of the kind, whatever else the "
                                       "pair asks), label (a Background), beside (the "
                                       "commander it goes beside), fit (the cards of "
                                       "the kind the pair takes, when it asks more).",
                        "required": ["kind", "label", "beside"],
                        "properties": {"kind": {"$ref": "#/$defs/match"},
                                       "label": {"type": "string"},
                                       "beside": {"type": "string"},
                                       "fit": {"type": "string"}},
                        "additionalProperties": False,
                    },
                },
                "additionalProperties": False,
            },
        },
        "signature_spell": {
            "type": "object",
            "description": "The card each commander brings into the command zone beside it "
                           "(Oathbreaker).",
            "required": ["match"],
            "properties": {"match": {"$ref": "#/$defs/match"}, "label": {"type": "string"},
                           "match_label": {"type": "string",
                                           "description": "The cards match takes, in "
                                                          "words (an instant or a sorcery)."},
                           "own_identity": {"type": "boolean",
                                            "description": "Each signature spell is within "
                                                           "the colour identity of its own "
                                                           "commander (with two, one spell "
                                                           "each), not only the pair's."}},
            "additionalProperties": False,
        },
        "identity_zones": {"$ref": "#/$defs/zoneIds",
                           "description": "The zones whose cards must be within the "
                                          "commanders' colour identity."},
        "colourless_basics": {"type": "boolean",
                              "description": "With a colourless commander, basic lands of "
                                             "one basic land type are allowed (Brawl)."},
        "most": {"type": "integer", "minimum": 1,
                 "description": "The most commanders the command zone holds (a legal "
                                "pair, rule 903.3c): a line of the zone counting more "
                                "after a set code counts its collector number, read as "
                                "one copy."},
        "source": {"$ref": "#/$defs/source"},
        "identity_source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}]}

#: The format file's ``commander``: the command zone and who may lead the deck (also
#: read by ``colour-identity`` and ``banned``).
OPTIONS: RuleOptions[CommanderSpec] = RuleOptions("commander", SCHEMA, parse)


def commanders(ctx: CheckContext) -> list[tuple[DeckEntry, Card]]:
    """The command zone's lines that lead the deck (every resolved card there that is
    not a signature spell, nor a stray beside a leader: see ``_strays``), in file order;
    empty in a format without a command zone."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return []
    candidates = _candidates(ctx, spec)
    aside = [*_strays(spec, candidates), *_maybe_spells(spec, candidates)]
    return [leader for leader in candidates if leader not in aside]


def _candidates(ctx: CheckContext, spec: CommanderSpec) -> list[tuple[DeckEntry, Card]]:
    """The command zone's resolved cards that are not signature spells."""
    return [(entry, card) for entry, card in ctx.cards([spec.zone])
            if spec.can_lead(card) or not spec.is_signature(card)]


def read_guessed_commanders(deck: Deck, fmt: Format) -> None:
    """Read the commanders of a text export (MTGO writes a Commander deck as its other
    cards, a blank line and the commanders) in the command zone, in place.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. When the format has a
    command zone (``commander`` data) the decklist did not name (no line there, no
    header), and the reader only guessed the sideboard from a blank-line block
    (``deck.guesses``, never a ``Sideboard`` header), the cards of that block that can
    be the commanders move to the command zone: one card that can be a commander alone
    (or whose types the card data lacks, which the rule then warns about), or two that
    form a legal pair. Each moved line gets an info ``reading`` note; the reader's note
    that read the block as the sideboard goes when no card is left there. Anything
    else leaves the deck as read. Raises nothing.
    """
    spec = fmt.option(OPTIONS)
    if spec is None or spec.zone not in fmt.zones or spec.zone in deck.zone_lines \
            or any(entry.zone == spec.zone for entry in deck.entries):
        return
    for guess in deck.guesses:
        block = [entry for entry in deck.entries if entry.zone == guess.zone
                 and entry.line.line in guess.lines]
        zone = fmt.zones.get(guess.zone)
        leaders = _leaders_of(spec, block, zone.accepts if zone else None)
        if not leaders:
            continue
        spells = _signatures_beside(spec, block, leaders)
        if _companions_short(fmt, spec, zone, deck, [*leaders, *spells]):
            continue
        first = min(guess.lines) < min((entry.line.line for entry in deck.entries
                                        if entry.line.line not in guess.lines
                                        and entry.line.line is not None), default=0)
        _move_to_command_zone(
            deck, spec, leaders, spells,
            lambda name, role, guess=guess, first=first: _guessed_note(  # type: ignore[misc]
                name, guess, spec, fmt, first, role))
        if len(leaders) + len(spells) == len(block) and guess.note is not None \
                and guess.note in deck.findings:
            deck.findings.remove(guess.note)
        return
    if not _read_leading_commanders(deck, fmt, spec) \
            and not _read_first_block_commanders(deck, fmt, spec):
        _read_sideboard_commanders(deck, fmt, spec)


def read_guessed_side_block_in_deck(deck: Deck, fmt: Format) -> None:
    """Read in the deck, in place, the last block of a list without headers that the
    reader guessed to be the sideboard after a first block it also guessed to be the
    sideboard (Arena's companion, its deck, its sideboard), when that first block is a
    Commander deck's commanders and the format's sideboard cannot hold the last block.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. A Commander deck written
    as its commander, a blank line, the deck in two blocks (``1 Azusa, Lost but
    Seeking`` / blank / 49 cards / blank / 50 cards, or / 98 / blank / ``1 Yavimaya,
    Cradle of Growth``) was read as Arena writes a companion, its deck and its
    sideboard: the last block in the sideboard, which in a Commander format takes one
    companion only (a legal deck refused, a card per line). When the format's sideboard
    takes companions only (``accepts``), the guessed block before the deck is all
    commanders (one or a legal pair, which ``read_guessed_commanders`` then reads), the
    guessed block after the deck holds a card the sideboard does not take, and the deck
    with both blocks and the command zone makes the format's exact number of cards
    (rule 903.5a), the last block is read in the deck, with an info ``reading`` note in
    place of the reader's. Any other block stays as read (a lone companion after the
    deck is its companion; MTGO's list of two blocks, the deck then its commanders, is
    left to ``read_guessed_commanders``). Raises nothing."""
    spec = fmt.option(OPTIONS)
    side = fmt.zones.get(SIDE)
    if spec is None or side is None or side.accepts is None:
        return
    for guess in deck.guesses:
        main = [entry.line.line for entry in deck.entries
                if entry.zone == MAIN and entry.line.line is not None]
        if guess.kept_in_deck or guess.keeper or not main:
            continue
        guessed = [entry for entry in deck.entries
                   if entry.zone == SIDE and entry.line.line in guess.lines]
        last = [entry for entry in guessed if (entry.line.line or 0) > max(main)]
        if not last or not _only_leaders(
                spec, [entry for entry in guessed if entry not in last]) or all(
                entry.card is not None and side.accepts(entry.card) for entry in last) \
                or not _exact_deck(fmt, spec, [*guessed, *(
                    entry for entry in deck.entries if entry.zone in (MAIN, spec.zone))]):
            continue
        for entry in last:
            deck.entries[deck.entries.index(entry)] = entry.in_zone(MAIN)
        if guess.note is not None and guess.note in deck.findings:
            deck.findings.remove(guess.note)
        copies = sum(entry.count for entry in last)
        deck.findings.append(Finding("reading", (
            f"the last block of cards, after a blank line and no header "
            f"({plural(copies, 'card')}), is read as the {fmt.zones[MAIN].label.lower()}, "
            f"not the {side.label.lower()}: {with_article(fmt.name)} deck's sideboard takes "
            f"{side.accepts_label or 'a companion'} only, and with it the deck makes its "
            "whole number of cards; write a Sideboard header to say otherwise"),
            line=last[0].line.line, zone=MAIN))
        return


def _only_leaders(spec: CommanderSpec, block: list[DeckEntry]) -> bool:
    """Whether a guessed ``block`` is all a command zone: its leaders (``_leaders_of``,
    one commander or a legal pair) and their signature spells, nothing else."""
    leaders = _leaders_of(spec, block)
    spells = _signatures_beside(spec, block, leaders)
    return bool(leaders) and len(block) == len(leaders) + len(spells)


def read_guessed_companion(deck: Deck, fmt: Format) -> None:
    """Read a companion written alone in the last block of a Commander deck, after a
    blank line, in the sideboard, in place.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. Players write a
    Commander deck's companion as a block of its own after the deck (``Commander`` /
    ``1 Ikra Shidiqi, the Usurper`` / ``Deck`` / the 99 / blank / ``1 Umori, the
    Collector``), as MTGO and Arena write a sideboard after a deck's blank line; the
    reader keeps such blocks in the deck as a guess (``ZoneGuess.kept_in_deck``, their
    ``blocks``). When the format has a command zone, a sideboard that takes companions
    only (``accepts``) and holds nothing, and the guess's last block is one copy of one
    such card, and the deck without it makes the format's exact number of cards with
    the command zone (100, rule 903.5a), that card moves to the sideboard, where the
    companion rules judge it (rule 702.139a), with an info ``reading`` note in place of
    the reader's. Any other last block (a card that is no companion, a deck that is not
    whole without it: a 101-card deck stays one) stays in the deck, and so does a
    companion a count the list declares holds (``Deck (100)`` over the 99 and it: the
    count says it is the deck's). Raises nothing."""
    spec = fmt.option(OPTIONS)
    side = fmt.zones.get(SIDE)
    if spec is None or side is None or side.accepts is None or spec.zone not in fmt.zones \
            or any(entry.zone == SIDE for entry in deck.entries):
        return
    for guess in deck.guesses:
        if not guess.kept_in_deck or not guess.blocks or guess.after or guess.declared \
                or guess.section:
            continue
        last = [entry for entry in deck.entries if entry.zone == MAIN
                and entry.line.line in guess.lines and entry.line.line >= guess.blocks[-1]]
        companion = last[0] if len(last) == 1 else None
        if companion is None or companion.count != 1 or companion.card is None \
                or not side.accepts(companion.card) or not _exact_deck(fmt, spec, [
                    entry for entry in deck.entries
                    if entry.zone in (MAIN, spec.zone) and entry is not companion]) \
                or breaks_a_declared_count(deck, [companion], SIDE):
            continue
        deck.entries[deck.entries.index(companion)] = companion.in_zone(SIDE)
        if guess.note is not None and guess.note in deck.findings:
            deck.findings.remove(guess.note)
        deck.findings.append(Finding("reading", (
            f"'{companion.line.written}' alone in the last block of cards, after a blank "
            f"line, is a companion, and {with_article(fmt.name)} deck is whole without "
            f"it: read in the {side.label.lower()}, as a companion starts the game "
            "outside the deck (rule 702.139a); write it "
            f"{_zone_written(deck.form, spec, companion=True)} to say so"),
            line=companion.line.line, zone=SIDE))
        return


def _companions_short(fmt: Format, spec: CommanderSpec, zone: ZoneSpec | None, deck: Deck,
                      moving: list[DeckEntry]) -> bool:
    """Whether the cards a guessed block would lead with are all cards ``zone`` takes
    (companions: Obosh, Kaheera) and with the main deck do not make the format's exact
    number of cards: such a block is more likely the companion, after a list whose
    commander is elsewhere (Moxfield's, written first), than the commander."""
    if zone is None or zone.accepts is None or not all(
            entry.card is not None and zone.accepts(entry.card)
            for entry in moving if entry.card is not None and spec.can_lead(entry.card)):
        return False
    return not _exact_deck(fmt, spec, [*moving, *(
        entry for entry in deck.entries if entry.zone == MAIN)])


def _read_first_block_commanders(deck: Deck, fmt: Format, spec: CommanderSpec) -> bool:
    """Deck sites and players write a Commander deck's commanders first, then a blank
    line and the deck, which may come in several blocks, with its companion after the
    last blank line or under a ``Sideboard`` header (``1 Ikra Shidiqi, the Usurper`` /
    blank / the 99 / ``Sideboard`` / ``1 Umori, the Collector``). The reader keeps the
    blocks after the first in the deck as a guess (``ZoneGuess.kept_in_deck``). When no
    header names the command zone nor the deck above that block (a ``Deck`` header after
    it, before the deck, says where the deck starts), and the first block's cards are one
    commander or a legal pair (one copy each, with their signature spells), and the
    main deck makes the format's exact number of cards (100 with them, rule 903.5a),
    they move to the command zone, each with a note. Whether they moved; in place,
    raises nothing."""
    guess = next((guess for guess in deck.guesses if guess.kept_in_deck and guess.blocks
                  and not (guess.after or guess.declared or guess.section)), None)
    main = [entry for entry in deck.entries if entry.zone == MAIN]
    if guess is None or not _exact_deck(fmt, spec, main) \
            or any(entry.line.line is None for entry in main):
        return False
    block = [entry for entry in main if (entry.line.line or 0) < min(guess.lines)]
    header = deck.zone_lines.get(MAIN)
    # a Deck header may stand between the first block and the deck, never above it
    if not _only_leaders(spec, block) or (header is not None and not max(
            entry.line.line or 0 for entry in block) < header < min(guess.lines)):
        return False
    leaders = _leaders_of(spec, block)
    spells = _signatures_beside(spec, block, leaders)
    _move_to_command_zone(
        deck, spec, leaders, spells,
        lambda name, role: _guessed_note(name, guess, spec, fmt, True, role))
    return True


def _read_sideboard_commanders(deck: Deck, fmt: Format, spec: CommanderSpec) -> bool:
    """MTGTop8's export (``mtgtop8.com/mtgo?d=``, where Duel Commander's tournament
    decks are kept) writes a Commander deck as its other cards, then a ``Sideboard``
    header and the commanders. When the command zone is empty and unnamed, the deck
    declares no companion, and the sideboard's cards can be the commanders (one card or
    a legal pair, with their signature spells, alone or beside one card the format's
    sideboard takes: a companion), and with the main deck they make the format's exact
    number of cards with its command zone (99 and 1: a Moxfield list's companion beside
    its 100 cards is no commander), they move to the command zone, each with a note: the
    sideboard of a commander format holds a companion only, so they have no other place
    there. Whether they moved; in place, raises nothing."""
    side = fmt.zones.get(SIDE)
    block = [entry for entry in deck.entries if entry.zone == SIDE]
    if side is None or not block or declared_companion_names(deck.metadata.get("companion", "")):
        return False
    leaders = _leaders_of(spec, block, side.accepts)
    if not leaders:
        return False
    spells = _signatures_beside(spec, block, leaders)
    if not _exact_deck(fmt, spec, [*leaders, *spells, *(
            entry for entry in deck.entries if entry.zone == MAIN)]):
        return False
    zone = fmt.zone_label(spec.zone).lower()
    _move_to_command_zone(deck, spec, leaders, spells, lambda name, role: (
        f"'{name}' in the sideboard can be your {role}: read in the {zone} "
        f"({with_article(fmt.name)} deck's sideboard takes a companion only; MTGTop8's "
        f"export writes the {spec.label} there); write "
        f"{with_article(spec.label.capitalize())} header to say so"))
    return True


def _move_to_command_zone(deck: Deck, spec: CommanderSpec, leaders: list[DeckEntry],
                          spells: list[DeckEntry], note: Callable[[str, str], str]) -> None:
    """Move ``leaders`` and their signature ``spells`` (entries of ``deck``) to the
    command zone, each with a ``reading`` note: ``note(name, role)``, the role being the
    spec's label or its signature spells'. In place; raises nothing."""
    for entry in [*leaders, *spells]:
        deck.entries[deck.entries.index(entry)] = entry.in_zone(spec.zone)
        role = spec.signature_label if entry in spells else spec.label
        deck.findings.append(Finding("reading", note(entry.line.written, role),
                                     line=entry.line.line, zone=spec.zone))


def read_companion_in_command_zone(deck: Deck, fmt: Format) -> None:
    """Read a companion written in the command zone beside the commanders as the
    companion, in place.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. Players and deck sites
    often write a Commander deck's companion under its ``Commander`` header (it starts
    the game outside the deck, as the commander does), but the companion is a sideboard
    card (MTG comprehensive rules 702.139a; 903.3: it is no commander). When the cards
    of the command zone that are no signature spell cannot lead the deck as written,
    and exactly one of them, written once, is a card the format's sideboard takes (a
    companion) whose removal leaves one commander or a legal pair, that card moves to
    the sideboard, where the companion rules judge it, with an info ``reading`` note. A
    command zone that can lead as written, two ways to read it (Lurrus and Jegantha:
    either could lead), or a sideboard that already holds another card, is left as read.
    A sideboard holding one copy of that same card is the companion written in both
    places (as Arena's export lists a companion in its Companion section and again in
    the sideboard): the command zone's line is counted there once, with a note.
    Raises nothing."""
    spec = fmt.option(OPTIONS)
    side = fmt.zones.get(SIDE)
    if spec is None or side is None or side.accepts is None:
        return
    sideboard = [entry for entry in deck.entries if entry.zone == SIDE]
    if sideboard and (len(sideboard) > 1 or sideboard[0].count != 1
                      or sideboard[0].card is None):
        return
    block = [entry for entry in deck.entries if entry.zone == spec.zone
             and not (entry.card is not None and not spec.can_lead(entry.card)
                      and spec.is_signature(entry.card))]
    if not block or _lead(spec, block):
        return
    companions = [kept for kept in block
                  if kept.card is not None and kept.count == 1 and side.accepts(kept.card)
                  and _lead(spec, [entry for entry in block if entry is not kept])]
    if len(companions) != 1:
        return
    entry = companions[0]
    written = f"'{entry.line.written}' in the {fmt.zone_label(spec.zone).lower()}"
    if sideboard:
        if sideboard[0].card is not entry.card:
            return
        deck.entries.remove(entry)
        said = (f"{written} is the companion the {side.label.lower()} lists (line "
                f"{sideboard[0].line.line}): counted there once, as a companion starts the "
                "game outside the command zone (rule 702.139a); write it in one place, "
                f"{_zone_written(deck.form, spec, companion=True)}")
    else:
        deck.entries[deck.entries.index(entry)] = entry.in_zone(SIDE)
        said = (f"{written} is a companion beside your {spec.label}: read in the "
                f"{side.label.lower()}, as a companion starts the game outside it, not in "
                "the command zone (rule 702.139a); write it "
                f"{_zone_written(deck.form, spec, companion=True)} to say so")
    deck.findings.append(Finding("reading", said, line=entry.line.line, zone=SIDE))


def _read_leading_commanders(deck: Deck, fmt: Format, spec: CommanderSpec) -> bool:
    """Moxfield ("Copy for Moxfield") writes a Commander deck as its commanders, then
    its other cards in alphabetical order, with no header and no blank line. When the
    decklist names neither the deck nor the command zone (no header), the deck's first
    line or two (one copy each) that can lead it (a commander, or a legal pair) and that
    stand out of the alphabetical order every later line of the deck keeps move to the
    command zone, each with a note. A list of another order (written by hand, or
    TappedOut's, alphabetical throughout) is left as read. Whether they moved; in place,
    raises nothing."""
    if MAIN in deck.zone_lines or spec.zone in deck.zone_lines:
        return False
    deck_entries = [entry for entry in deck.entries if entry.zone == MAIN]
    if any(entry.line.line is None for entry in deck_entries):
        return False
    canonical = [entry.card.name if entry.card else entry.line.name for entry in deck_entries]
    written = [entry.line.name for entry in deck_entries]
    for size in (2, 1):
        leaders = deck_entries[:size]
        if (len(deck_entries) - size < 2 or any(entry.count != 1 for entry in leaders)
                or not all(_follows(canonical, written, index)
                           for index in range(size + 1, len(deck_entries)))
                or not _lead(spec, leaders)):
            continue
        in_order = _follows(canonical, written, size)
        if in_order and not _leads_whole_deck(fmt, spec, leaders, deck_entries[size:]):
            continue
        for entry in leaders:
            index = deck.entries.index(entry)
            deck.entries[index] = entry.in_zone(spec.zone)
            deck.findings.append(Finding(
                "reading", _leading_note(entry.line.written, spec, fmt, in_order),
                line=entry.line.line, zone=spec.zone))
        return True
    return False


def _leads_whole_deck(fmt: Format, spec: CommanderSpec, leaders: list[DeckEntry],
                      others: list[DeckEntry]) -> bool:
    """Whether the first card or two of an alphabetical list, which stand in its order
    (a commander named Aminatou before Arcane Signet), are surely its commanders: the
    list holds the format's exact number of cards with its command zone (100), and
    every other card is known and within the leaders' colour identity (MTG
    comprehensive rules 903.4). Another card of such a list that could lead could only
    lead the same deck: read either way, the verdict is the same."""
    from cardtools.rules.colour_identity import identity_of

    if not _exact_deck(fmt, spec, [*leaders, *others]):
        return False
    known = [identity_of(entry.card) for entry in leaders if entry.card is not None]
    if len(known) != len(leaders) or None in known:
        return False
    colours = {letter for letters in known if letters is not None for letter in letters}
    for entry in others:
        letters = identity_of(entry.card) if entry.card is not None else None
        if letters is None or not colours.issuperset(letters):
            return False
    return True


def _exact_deck(fmt: Format, spec: CommanderSpec, entries: list[DeckEntry]) -> bool:
    """Whether the copies of ``entries`` are the format's exact number of cards of a
    deck size group holding the command zone (100 in Commander; MTG comprehensive rules
    903.5a)."""
    from cardtools.rules.zone_size import OPTIONS as DECK_SIZE

    total = sum(entry.count for entry in entries)
    return any(group.exact == total and spec.zone in group.zones
               for group in fmt.option(DECK_SIZE) or ())


def _follows(canonical: list[str], written: list[str], index: int) -> bool:
    """Whether the card at ``index`` of a list may follow the one before it in a deck
    site's alphabetical order, by the card data's names (``canonical``) or by the names
    as ``written``: a list sorted by the names it writes (Magic Online's names of the
    Through the Omenpaths cards, ``Kavaero, Mind-Bitten`` for Superior Spider-Man, or
    another language's) keeps its order though the card data names a card otherwise."""
    return (_in_order(canonical[index - 1], canonical[index])
            or _in_order(written[index - 1], written[index]))


def _in_order(first: str, second: str) -> bool:
    """Whether card name ``first`` may come before ``second`` in a deck site's
    alphabetical order. Sites sort by different rules (an accented letter beside its
    base letter, ``Lórien`` before ``Lose``, or after every plain letter, as code points
    sort; a capital before every small letter, as Magic Online sorts by code points,
    ``Force Spike`` before ``Force of Negation``), so any of those orders holds."""
    return (normalise(first) <= normalise(second) or first.casefold() <= second.casefold()
            or first <= second)


def _leading_note(name: str, spec: CommanderSpec, fmt: Format, in_order: bool = False) -> str:
    """What a ``reading`` note says of a card read as a commander from the head of a
    list in alphabetical order (``_read_leading_commanders``); ``in_order`` when the
    card stands in that order too (read so as the list is the whole deck within its
    colour identity, ``_leads_whole_deck``)."""
    where = ("comes first in a list in alphabetical order of the whole deck, every other "
             "card within its colour identity," if in_order else
             "comes first, before the alphabetical order of the cards after it,")
    return (f"'{name}' {where} and can be your {spec.label}: read in the "
            f"{fmt.zone_label(spec.zone).lower()} (Moxfield writes "
            f"{with_article(fmt.name)} deck so); write "
            f"{with_article(spec.label.capitalize())} header to say otherwise")


def _guessed_note(name: str, guess: ZoneGuess, spec: CommanderSpec, fmt: Format,
                  first: bool = False, role: str = "") -> str:
    """What a ``reading`` note says of a card of a guessed block read as a commander
    (or as what ``role`` says: an Oathbreaker deck's signature spell); ``first`` when
    the block comes before the deck's other cards (a list that writes the commanders
    first, then a blank line)."""
    zone = fmt.zone_label(spec.zone).lower()
    role = role or spec.label
    if guess.keeper:
        return (f"'{name}' in the sideboard can be your {role}: read in the {zone} "
                f"({guess.keeper} keeps {with_article(fmt.name)} deck's {spec.label} in the "
                "sideboard)")
    where, who = (("first block of cards, before a blank line", "deck sites write "
                   f"{with_article(fmt.name)} deck's {spec.label} first") if first else
                  ("last block of cards, after a blank line",
                   f"MTGO writes {with_article(fmt.name)} deck so"))
    # the other reading of the block: the deck's first cards, or the sideboard after it
    other = fmt.header(MAIN if first else SIDE)
    return (f"'{name}' in the {where} and no header, can be your {role}: read in "
            f"the {zone} ({who}); write {with_article(spec.label.capitalize())} or {other} "
            "header to say otherwise")


def _leaders_of(spec: CommanderSpec, block: list[DeckEntry],
                stays: Matcher | None = None) -> list[DeckEntry]:
    """The entries of a guessed block that can lead the deck: one copy of one card that
    can be a commander alone (or of unknown types), or two single cards forming a legal
    pair; else, when ``stays`` (the cards the block's zone accepts: a commander format's
    sideboard takes only a companion) is given, the same beside one card it accepts, if
    exactly one such card leaves a leader or a pair (MTGO writes a Duel Commander deck's
    commander and companion in one sideboard block); else none (two possible commanders
    that are no pair, or two ways to read the block, are not guessed at)."""
    able = [entry for entry in block if entry.card is not None and entry.count == 1
            and (not entry.card.types or _could_pair(spec, entry.card))]
    if _lead(spec, able):
        return able
    if stays is None:
        return []
    readings = [rest for rest in ([e for e in able if e is not kept] for kept in able
                                  if kept.card is not None and stays(kept.card))
                if _lead(spec, rest)]
    return readings[0] if len(readings) == 1 else []


def _signatures_beside(spec: CommanderSpec, block: list[DeckEntry],
                       leaders: list[DeckEntry]) -> list[DeckEntry]:
    """With signature spells (Oathbreaker), the single signature spells of a guessed
    block that go with its ``leaders``, one each (XMage keeps an Oathbreaker deck's
    oathbreaker and signature spell in the sideboard); none when their number is not
    the leaders' (the rule then says what is missing or too many)."""
    if spec.signature_spell is None:
        return []
    spells = [entry for entry in block if entry not in leaders and entry.card is not None
              and entry.count == 1 and spec.is_signature(entry.card)]
    return spells if len(spells) == len(leaders) else []


def _lead(spec: CommanderSpec, entries: list[DeckEntry]) -> bool:
    """Whether ``entries`` (single copies) can lead the deck: one card that can be a
    commander alone (or whose types the card data lacks), or two forming a legal pair."""
    cards = [entry.card for entry in entries if entry.card is not None]
    if len(cards) != len(entries) or not 1 <= len(cards) <= 2:
        return False
    if len(cards) == 1:
        return not cards[0].types or spec.can_lead(cards[0])
    return any(rule.allows(cards[0], cards[1], spec.eligible) for rule in spec.pairs)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """Errors for a command zone without a commander, with too many, with a card that
    cannot be a commander, with two commanders that are not a legal pair, or (with
    signature spells) without one signature spell per commander."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return
    candidates = _candidates(ctx, spec)
    strays = _strays(spec, candidates)
    maybe_spells = _maybe_spells(spec, candidates)
    leaders = [leader for leader in candidates
               if leader not in strays and leader not in maybe_spells]
    unknown = sum(e.count for e in ctx.deck.entries if e.zone == spec.zone and e.card is None)
    zone_label = ctx.fmt.zone_label(spec.zone)
    source = spec.source.cite()
    if not leaders:
        if not unknown:
            yield RULE.violation(
                f"no {spec.label}: the {zone_label.lower()} must hold {spec.eligible_label}",
                zone=spec.zone, count=0, limit=1, source=source,
                hint=_no_leader_hint(ctx, spec))
        return
    yield from (_neither(ctx, spec, stray) for stray in strays)
    yield from _count(ctx, spec, leaders)
    if len({card for _, card in leaders}) == 1:
        # one card, however many copies ("2 Island"): its copies are no pair (_count)
        # and it must still be able to lead
        yield from _not_eligible(ctx, spec, leaders[0])
    elif len(leaders) == 2:
        yield from _pair(ctx, spec, leaders[0], leaders[1])
    yield from _signature_spells(ctx, spec, leaders, maybe_spells)
    yield from _too_early(ctx, spec, leaders)


def _too_early(ctx: CheckContext, spec: CommanderSpec,
               leaders: list[tuple[DeckEntry, Card]]) -> Iterator[Violation]:
    """An error for each leader that ``eligible`` takes only through a later change of
    the rules (``late``, MTG comprehensive rules 903.3 as changed with Edge of
    Eternities: a legendary Vehicle judged as of a day before it), a warning on the days
    the change may have taken effect already (``LateLeader.unsure_since``)."""
    day = ctx.lists.as_of
    for entry, card in dict.fromkeys(leaders):
        front = front_face(card)
        late = next((item for item in spec.late if day < item.since and item.match(front)),
                    None)
        if late is None or not spec.can_lead(card):
            continue
        kinds = type_words(card, subtypes=True)
        unsure = late.unsure_since is not None and late.unsure_since <= day
        said = (f"may not be able to be your {spec.label} on {day}: {late.label} can be "
                f"{with_article(spec.label)} from {late.since}, maybe from "
                f"{late.unsure_since}: the day the change took effect is not in the sources"
                if unsure else f"cannot be your {spec.label} on {day}: {late.label} can be "
                f"{with_article(spec.label)} only from {late.unsure_since or late.since}")
        yield RULE.violation(
            f"{card.name} ({kinds}) {said}", severity="warning" if unsure else RULE.severity,
            zone=spec.zone, line=entry.line.line, cards=(card.name,),
            source=late.source.cite(),
            hint=(f"check the rules your event follows on {day}" if unsure else
                  _choose_another(ctx, spec, card)),
            written=ctx.written(entry))


def _count(ctx: CheckContext, spec: CommanderSpec,
           leaders: list[tuple[DeckEntry, Card]]) -> Iterator[Violation]:
    """An error for more than two leaders, or two copies of one card (no pair: MTG
    comprehensive rules 903.3c, two commanders are two cards; 903.5b, one copy), unless a
    pair rule takes two copies of it (``same_card``: Partner with itself)."""
    copies = sum(entry.count for entry, _ in leaders)
    names = [card.name for _, card in leaders]
    if copies <= 2 and copies == len(set(names)):
        return
    card = leaders[0][1]
    if copies == 2 and len(set(names)) == 1 and any(
            rule.same_card and rule.allows(card, card, spec.eligible) for rule in spec.pairs):
        return  # Partner with itself: two copies of the card lead together
    first = leaders[0][0]
    zone = ctx.fmt.zone_label(spec.zone).lower()
    if copies == 2:
        yield RULE.violation(
            f"2 copies of {names[0]} in the {zone}; two {spec.label}s are two different "
            "cards, a legal pair" + ctx.written_elsewhere(*(entry for entry, _ in leaders)),
            zone=spec.zone, line=first.line.line, cards=(names[0],),
            count=copies, limit=1, source=spec.source.cite(), hint="keep one copy",
            written=ctx.written(*(entry for entry, _ in leaders)))
        return
    yield RULE.violation(
        f"{plural(copies, spec.label)} in the {zone} "
        f"({listing(names)}); at most {spec.most}, and two only as a legal pair",
        zone=spec.zone, line=first.line.line, cards=tuple(dict.fromkeys(names)), count=copies,
        limit=spec.most, source=spec.source.cite(),
        hint=f"keep one {spec.label} (or a legal pair) and move the others to the main deck")


def _not_eligible(ctx: CheckContext, spec: CommanderSpec,
                  leader: tuple[DeckEntry, Card]) -> Iterator[Violation]:
    entry, card = leader
    if spec.can_lead(card):
        return
    if not card.types:
        yield RULE.violation(
            f"{card.name} may not be able to be your {spec.label}: the card data does not "
            "know its types", severity="warning", zone=spec.zone, line=entry.line.line,
            cards=(card.name,), source=spec.source.cite(),
            hint="check it by hand, or update the card data (cardtools cards update "
                     f"{ctx.fmt.game})",
            written=ctx.written(entry))
        return
    front = front_face(card)
    kinds = type_words(card) or "card"
    day = ctx.lists.as_of
    temporary = next((item for item in spec.temporary
                      if item.since <= day <= item.until and item.match(front)), None)
    if temporary is not None:
        # legal by a rule of a few days that each event may or may not follow
        yield RULE.violation(
            f"{card.name} ({kinds}) can be your {spec.label} on {day} only by a temporary "
            f"rule: {temporary.note}",
            severity="warning", zone=spec.zone, line=entry.line.line, cards=(card.name,),
            source=temporary.source.cite(),
            hint=temporary.hint or f"check that your event allows {card.name} as "
                                   f"{spec.label}",
            written=ctx.written(entry))
        return
    yield RULE.violation(
        f"{card.name} ({kinds}) cannot be your {spec.label}: "
        f"{with_article(spec.label)} is {spec.eligible_label}",
        zone=spec.zone, line=entry.line.line, cards=(card.name,), source=spec.source.cite(),
        hint=_choose_another(ctx, spec, card),
        written=ctx.written(entry))


def _choose_another(ctx: CheckContext, spec: CommanderSpec, card: Card) -> str:
    """The fix for a card that cannot lead the deck: choose another leader, and move the
    card to the main deck only when the format takes it there: in its card pool and not
    banned (a Pauper Commander main deck takes commons only: Thrasios was told it may go
    there)."""
    banned = _ban(ctx, spec, card) == "banned"
    pooled = ctx.fmt.option(card_pool.OPTIONS) is None or ctx.answer(card_pool.IN_POOL,
                                                                       card).legal
    fits = pooled and not banned
    return f"choose another {spec.label}" + (
        f"; {card.name} may go in the main deck" if fits else "")


def _no_leader_hint(ctx: CheckContext, spec: CommanderSpec) -> str:
    """How to name the leader: with the one card (or legal pair) elsewhere in the deck
    that could lead it (a commander written in the main deck or the sideboard), its
    move; of several, the one whose colour identity holds every other card's, when only
    one does (``_covering``), else the list's first card line's when it is one of them
    (``_first_line``)."""
    header = _zone_written(ctx.deck.form, spec)
    cards = list(dict.fromkeys(card for entry, card in ctx.cards() if entry.zone != spec.zone))
    leads: list[tuple[Card, ...]] = [(card,) for card in cards if spec.can_lead(card)]
    leads += _legal_pairs(spec, [card for card in cards if _could_pair(spec, card)])
    leads = [lead for lead in leads if not any(_ban(ctx, spec, card) for card in lead)]
    could = leads
    if len(leads) > 1:
        leads = _covering(ctx, leads)
    zone = ctx.fmt.zone_label(spec.zone).lower()
    if len(leads) == 1 and len(leads[0]) == 1:
        return (f"if {leads[0][0].name} is your {spec.label}, move it to the {zone}: "
                f"write it {header}")
    if len(leads) == 1:
        return (f"if {listing([card.name for card in leads[0]])} are your {spec.label}s, "
                f"move them to the {zone}: write them {header}")
    first = _first_line(ctx, spec)
    if first is not None and (first[1],) in could:
        return (f"if {first[1].name} on line {first[0]} is your {spec.label}, move it to "
                f"the {zone}: write it {header}")
    return f"write your {spec.label} {header}"


def _first_line(ctx: CheckContext, spec: CommanderSpec) -> tuple[int, Card] | None:
    """The list's first card line out of the leader's zone and its card, as ``(line,
    card)``, when it stands under no zone's header: where a list that heads no zone
    writes its commander (several cards could lead it: the first is named); ``None``
    when no line is numbered or a header stands above it (``Deck``: no card leads)."""
    lines = [(entry.line.line, card) for entry, card in ctx.cards()
             if entry.zone != spec.zone and entry.line.line is not None]
    first = min(lines, key=lambda found: found[0], default=None)
    headed = min(ctx.deck.zone_lines.values(), default=None)
    return None if first is None or (headed is not None and headed < first[0]) else first


def _legal_pairs(spec: CommanderSpec, cards: list[Card]) -> list[tuple[Card, Card]]:
    """The legal pairs (MTG comprehensive rules 702.124, 903.3c) two different cards of
    ``cards`` form, each in the order of ``cards``, the pairs in that order too. Each pair
    rule is tried only on the cards that can take its sides (a partner ability, a
    Background), never on every two cards: a list of thousands of legends (a collection
    of them judged as a deck) took minutes."""
    position = {id(card): index for index, card in enumerate(cards)}
    found: set[tuple[int, int]] = set()
    for rule in spec.pairs:
        ones = [card for card in cards
                if rule.one(front_face(card)) and spec.eligible(front_face(card))]
        others = ones if rule.other is None else [
            card for card in cards if rule.other(front_face(card))]
        for one in ones:
            for other in others:
                if other is not one and rule.allows(one, other, spec.eligible):
                    first, second = sorted((position[id(one)], position[id(other)]))
                    found.add((first, second))
    return [(cards[first], cards[second]) for first, second in sorted(found)]


def _covering(ctx: CheckContext, leads: list[tuple[Card, ...]],
              removed: tuple[Card, ...] = ()) -> list[tuple[Card, ...]]:
    """Of the ways the deck's cards could lead it (``leads``: one card, or a legal
    pair), those whose colour identity holds every other card's but ``removed``'s (cards
    the fix takes out: a banned one) (MTG comprehensive rules 903.4): the only ones the
    deck could be built around, as a list of several legends names its commander by it
    (TappedOut's alphabetical export marks none). Cards whose identity the data lacks
    are not judged."""
    cards = [(card, letters) for card, letters in _identities(ctx) if card not in removed]
    covering = []
    for lead in leads:
        colours = _lead_colours(lead)
        if colours is not None and next(_outside(lead, colours, cards), None) is None:
            covering.append(lead)
    return covering


def _identities(ctx: CheckContext) -> list[tuple[Card, tuple[str, ...]]]:
    """Each card of the deck (any zone, in file order) with its colour identity letters
    (none when the data lacks them: such a card is not judged)."""
    from cardtools.rules.colour_identity import identity_of

    return [(card, identity_of(card) or ()) for _, card in ctx.cards()]


def _lead_colours(lead: tuple[Card, ...]) -> set[str] | None:
    """The colour identity of ``lead`` (one card, or a pair) together (MTG
    comprehensive rules 903.4); ``None`` when the data lacks a card's identity."""
    from cardtools.rules.colour_identity import identity_of

    known = [identity_of(card) for card in lead]
    if any(letters is None for letters in known):
        return None
    return {letter for letters in known for letter in letters or ()}


def _outside(lead: tuple[Card, ...], colours: set[str],
             cards: list[tuple[Card, tuple[str, ...]]]) -> Iterator[Card]:
    """The ``cards`` (with their identity: ``_identities``) other than ``lead``'s whose
    colour identity is outside ``colours``, the lead's, in order (a card of several
    lines once each time)."""
    return (card for card, letters in cards
            if card not in lead and not colours.issuperset(letters))


def _zone_written(form: str, spec: CommanderSpec, companion: bool = False) -> str:
    """Where a line of the command zone (``companion``: the companion, a sideboard card,
    rule 702.139a) goes in a decklist of ``form`` (``Decklist.form``), as the reader of
    that form reads it: under a header in text (the companion under ``Companion`` or
    ``Sideboard``), in a Forge deck file's ``[Commander]`` or ``[Sideboard]`` section
    (Forge has no companion one: ``[Companion]`` is a ``parse-error``), with the zone in
    a CSV export's board column, under the zone's key
    in a structured decklist (the first key the game data gives the command zone:
    ``commander``; ``companion``), on a Moxfield deck's commanders or companions board,
    in an MTGJSON deck's commander or sideBoard list, in an MTGO .dek file's sideboard
    with or without MTGO's commander annotation."""
    role = "companion" if companion else spec.label
    if form == FORGE_FORM and (section := _forge_section(SIDE if companion else spec.zone)):
        return f"in the deck file's [{section}] section"
    if form == "csv":
        return (f"in a row with '{role}' in a board column (Board, Section, Zone "
                "or Category)")
    if form == "moxfield":
        return f"on the deck's {'companions' if companion else 'commanders'} board"
    if form == "mtgjson":
        return f"in the deck's {'sideBoard' if companion else 'commander'} list"
    if form == "mtgo-dek":
        return ('in a Cards line with Sideboard="true" and '
                + ("no commander Annotation" if companion
                   else f'Annotation="{COMMANDER_ANNOTATION}"'))
    if form in ("yaml", "json"):
        from cardtools.gamedata import bundled_zones

        key = role if companion else next(
            (key for key, zone in bundled_zones().sections.items() if zone == spec.zone),
            spec.zone)
        return (f"under a '{key}' key ({key}: [NAME])" if form == "yaml"
                else f'under a "{key}" key ("{key}": ["NAME"])')
    if companion:
        return "under a 'Companion' or 'Sideboard' header"
    return f"under {article(spec.label)} '{spec.label.title()}' header"


def _forge_section(zone: str) -> str | None:
    """The section of a Forge deck file whose cards the Forge reader puts in ``zone``
    (``Sideboard`` for the sideboard, ``Commander`` for the command zone), else ``None``."""
    from cardtools.decklist.forge import SECTIONS

    return next((key.title() for key, value in SECTIONS.items() if value == zone), None)


def _strays(spec: CommanderSpec, leaders: list[tuple[DeckEntry, Card]]
            ) -> list[tuple[DeckEntry, Card]]:
    """With signature spells, the command-zone cards that can neither lead nor be a
    signature spell, when another card there can lead: they are strays, not a second
    leader (with no leader at all, the first is judged as the one meant to lead)."""
    if spec.signature_spell is None:
        return []
    strays = [(entry, card) for entry, card in leaders
              if card.types and not _could_pair(spec, card)]
    return strays if len(strays) < len(leaders) else []


def _maybe_spells(spec: CommanderSpec, candidates: list[tuple[DeckEntry, Card]]
                  ) -> list[tuple[DeckEntry, Card]]:
    """With signature spells, the command-zone cards whose types the card data lacks
    (a new set's card) beside a known leader that leads alone (no partner ability:
    Chandra, Torch of Defiance): such a card cannot be a second leader, so it is the
    leader's signature spell or no legal card there; it is not a leader, and the colour
    identity is the known leader's. Empty otherwise (an unknown card beside a leader
    with a partner ability may be either)."""
    if spec.signature_spell is None:
        return []
    known = [card for _, card in candidates if card.types]
    if not known or not all(spec.can_lead(card) and not _pair_ability(spec, card)
                            for card in known):
        return []
    return [(entry, card) for entry, card in candidates if not card.types]


def _pair_ability(spec: CommanderSpec, card: Card) -> bool:
    """Whether ``card`` passes either side of some pair rule (a partner ability, a
    Background, a Time Lord Doctor)."""
    front = front_face(card)
    return any(rule.one(front) or (rule.other is not None and rule.other(front))
               for rule in spec.pairs)


def _neither(ctx: CheckContext, spec: CommanderSpec,
             stray: tuple[DeckEntry, Card]) -> Violation:
    """A command-zone card of a format with signature spells that is neither a leader
    nor a signature spell (Bonecrusher Giant beside an oathbreaker: a creature card,
    its instant Adventure aside, rule 715.4): it is not counted as a second leader."""
    entry, card = stray
    kinds = type_words(card)
    return RULE.violation(
        f"{card.name} ({kinds}) is neither {with_article(spec.label)} "
        f"({spec.eligible_label}) nor {with_article(spec.signature_label)} "
        f"({spec.signature_kinds})",
        zone=spec.zone, line=entry.line.line, cards=(card.name,), source=spec.source.cite(),
        hint=f"move {card.name} to the main deck", written=ctx.written(entry))


def _pair(ctx: CheckContext, spec: CommanderSpec, first: tuple[DeckEntry, Card],
          second: tuple[DeckEntry, Card]) -> Iterator[Violation]:
    (entry, one), (_, other) = first, second
    if one == other or entry.count > 1 or second[0].count > 1:
        return  # two copies: reported by _count and copy-limit
    if any(rule.allows(one, other, spec.eligible) for rule in spec.pairs):
        return
    if not one.types or not other.types:
        yield from _pair_unknown(ctx, spec, first, second)
        return
    unfit = [leader for leader in (first, second) if _partners_but_cannot_lead(spec, leader[1])]
    if unfit:
        # Blaring Recruiter has Partner with but is not legendary: it is reported as
        # unable to lead, not as a pair whose abilities do not match
        for leader in unfit:
            yield from _not_eligible(ctx, spec, leader)
        return
    kinds = listing([rule.label for rule in spec.pairs], limit=len(spec.pairs))
    abilities = "; ".join(f"{card.name}: {_partner_kinds(spec, card)}"
                          for card in (one, other))
    yield RULE.violation(
        f"{one.name} and {other.name} cannot be {spec.label}s together ({abilities}); two "
        f"{spec.label}s must be a legal pair: {kinds}"
        + ctx.written_elsewhere(first[0], second[0]),
        zone=spec.zone, line=entry.line.line, cards=(one.name, other.name),
        count=2, limit=1, source=spec.source.cite(), hint=_pair_hint(ctx, spec, one, other),
        written=ctx.written(first[0], second[0]))


def _pair_hint(ctx: CheckContext, spec: CommanderSpec, one: Card, other: Card) -> str:
    """The fix for two commanders that are no legal pair: keep the one that can lead
    alone, is not banned nor banned as commander on the judged day (``_ban``: the lists
    the ``banned`` rule reads), and whose colour identity holds every other card of the
    deck (``_covering``, MTG comprehensive rules 903.4; the first of two that do), the
    other to the main deck (removed when banned) or, when the format's sideboard takes
    it, where the file writes a companion. When neither can be kept so, no card is named
    to keep: what bars each is said (its ban; the colour identity it leaves out: keeping
    Pir, green, moves Tana, red and green, into its deck: illegal)."""
    if (beside := _side_hint(spec, one, other)) is not None:
        return beside
    able = [card for card in (one, other) if spec.can_lead(card)]
    if not able:
        return f"choose {spec.eligible_label} as {spec.label}"
    free = [card for card in able if _ban(ctx, spec, card) is None]
    known: list[tuple[Card, ...]] = [(card,) for card in free
                                     if _lead_colours((card,)) is not None]
    covering = _covering(ctx, known, tuple(card for card in (one, other)
                                            if _ban(ctx, spec, card) == "banned"))
    if not free or (len(known) == len(free) and not covering):
        return _none_covers(ctx, spec, able)
    # a card whose identity the data lacks cannot be judged: kept when none covers
    kept = covering[0][0] if covering else next(card for card in free if (card,) not in known)
    moved = other if kept is one else one
    if _ban(ctx, spec, moved) == "banned":
        return (f"keep {kept.name} as your {spec.label} and remove {moved.name} "
                f"(banned in {ctx.fmt.name})")
    side = ctx.fmt.zones.get(SIDE)
    if side is not None and side.accepts is not None and side.accepts(moved):
        return (f"keep {kept.name} as your {spec.label}; write {moved.name} "
                f"{_zone_written(ctx.deck.form, spec, companion=True)} if it is your "
                "companion, else move it to the main deck")
    return f"keep {kept.name} as your {spec.label} and move the other card to the main deck"


def _ban(ctx: CheckContext, spec: CommanderSpec, card: Card) -> str | None:
    """Why ``card`` may not lead the deck on the judged day by the format's lists (the
    ones the ``banned`` rule reads: the day's, and those that may already be in force,
    ``Lists.possible``): ``"banned"`` (on the banned list), ``"banned as commander"``
    (the role is ``spec.label``: Duel Commander's banned-as-commander list), else
    ``None``."""
    lists = (ctx.lists, ctx.lists.possible)
    if any(listed(day.banned, [card], card.name) is not None for day in lists):
        return "banned"
    if any(listed(day.as_commander, [card], card.name) is not None for day in lists):
        return f"banned as {spec.label}"
    return None


def _none_covers(ctx: CheckContext, spec: CommanderSpec, able: list[Card]) -> str:
    """The fix for two commanders that are no pair when no card of them that can lead
    alone may be kept (``able``: those cards): each one's ban on the judged day
    (``_ban``), else the cards its colour identity leaves out (unsaid when the data
    lacks it), and to choose another."""
    from cardtools.gamedata import colour_names
    from cardtools.rules.colour_identity import identity_of, identity_text

    colours = colour_names(ctx.fmt.game)
    cards = _identities(ctx)
    said = []
    for card in able:
        ban, lead = _ban(ctx, spec, card), _lead_colours((card,))
        if ban is not None:
            said.append(f"{card.name} is {ban} in {ctx.fmt.name}")
        elif lead is not None:
            out = listing(list(dict.fromkeys(x.name for x in _outside((card,), lead, cards))))
            said.append(f"{card.name}'s colour identity "
                        f"({identity_text(identity_of(card) or (), colours)}) leaves out {out}")
    return (f"{'; '.join(said)}: choose {with_article(spec.label)}, or a legal pair, whose "
            "colour identity holds every card of the deck")


def _pair_unknown(ctx: CheckContext, spec: CommanderSpec, first: tuple[DeckEntry, Card],
                  second: tuple[DeckEntry, Card]) -> Iterator[Violation]:
    """A pair with a card whose types the card data lacks (a card newer than the
    data): a warning for that card (the rule cannot judge it), and an error for the
    other card when no pair rule can take it at all: an instant is never a commander,
    and a commander with no partner ability (Ghalta, Primal Hunger) leads alone, whatever
    the card beside it (MTG comprehensive rules 903.3c: two commanders only as a legal
    pair; else the unknown card would lift the colour identity rule off the deck). In a
    format with signature spells the unknown card may be one: the commander is not
    refused for it."""
    for (entry, card), (_, other) in ((first, second), (second, first)):
        if not card.types:
            yield RULE.violation(
                f"{card.name} may not be able to be one of your {spec.label}s: the card "
                "data lacks its types, so the rule could not judge the pair",
                severity="warning", zone=spec.zone, line=entry.line.line,
                cards=(card.name,), source=spec.source.cite(),
                hint="check it by hand, or update the card data (cardtools cards update "
                     f"{ctx.fmt.game})",
                written=ctx.written(entry))
        elif not _could_pair(spec, card):
            yield from _not_eligible(ctx, spec, (entry, card))
        elif (spec.signature_spell is None and not other.types
              and not _pairable(spec, card, other)):
            yield _leads_alone(ctx, spec, entry, card, other)


def _pairable(spec: CommanderSpec, card: Card, other: Card) -> bool:
    """Whether ``card`` can be one side of some legal pair (a commander with a partner
    ability, a Background, a Time Lord Doctor) with ``other``, a card of unknown types:
    a Partner with pair only when ``card`` names ``other``, never two copies of one
    card (``other`` is another card)."""
    front = front_face(card)
    return any(((rule.one(front) and spec.eligible(front))
                or (rule.other is not None and rule.other(front)))
               and not rule.same_card
               and (rule.names_fact is None or rule.names(card, other))
               for rule in spec.pairs)


def _leads_alone(ctx: CheckContext, spec: CommanderSpec, entry: DeckEntry, card: Card,
                 other: Card) -> Violation:
    """The error for a commander that can lead only alone beside a second card in the
    command zone (of unknown types: no pair could take ``card`` whatever it is)."""
    kinds = listing([rule.label for rule in spec.pairs], limit=len(spec.pairs))
    return RULE.violation(
        f"{card.name} ({_partner_kinds(spec, card)}) cannot be one of two {spec.label}s, "
        f"whatever {other.name} is: two {spec.label}s must be a legal pair: {kinds}",
        zone=spec.zone, line=entry.line.line, cards=(card.name, other.name), count=2,
        limit=1, source=spec.source.cite(),
        hint=f"keep {card.name} as your {spec.label} and move {other.name} to the main deck",
        written=ctx.written(entry))


def _partners_but_cannot_lead(spec: CommanderSpec, card: Card) -> bool:
    """Whether ``card`` has a pair's partner ability (the pair's ``one`` side) but is no
    card that can be a commander (Battlebond's non-legendary Partner with cards): no
    pair can take it, whatever the other card."""
    front = front_face(card)
    return (not spec.eligible(front) and not spec.can_lead(card)
            and any(rule.one(front) for rule in spec.pairs))


def _could_pair(spec: CommanderSpec, card: Card) -> bool:
    """Whether ``card`` can be a commander alone or one side of some legal pair."""
    front = front_face(card)
    return spec.can_lead(card) or any(
        (rule.one(front) and spec.eligible(front))
        or (rule.other is not None and rule.other(front))
        for rule in spec.pairs)


def signature_spells(ctx: CheckContext, spec: CommanderSpec) -> list[tuple[DeckEntry, Card]]:
    """The command zone's signature spells (cards that cannot lead and are signature
    spells), in file order; empty in a format without signature spells."""
    if spec.signature_spell is None:
        return []
    return [(e, c) for e, c in ctx.cards([spec.zone])
            if not spec.can_lead(c) and spec.is_signature(c)]


def _signature_spells(ctx: CheckContext, spec: CommanderSpec,
                      leaders: list[tuple[DeckEntry, Card]],
                      maybe: list[tuple[DeckEntry, Card]]) -> Iterator[Violation]:
    """An error when the signature spells are not one per leader; a warning instead
    when cards whose types the card data lacks (``maybe`` signature spells, or leaders
    of unknown types) may make up the count."""
    if spec.signature_spell is None:
        return
    spells = signature_spells(ctx, spec)
    wanted = sum(entry.count for entry, _ in leaders)
    have = sum(entry.count for entry, _ in spells)
    if have == wanted and not maybe:
        return
    label = spec.signature_label
    unknown = [*maybe, *((entry, card) for entry, card in leaders if not card.types)]
    if _balanced_somehow(wanted + sum(entry.count for entry, _ in maybe), have,
                         sum(entry.count for entry, _ in unknown)):
        entry, card = unknown[0]
        yield RULE.violation(
            f"{card.name} may be {with_article(label)}: the card data lacks its types, so "
            f"the rule could not count the {spec.label}s and their {label}s",
            severity="warning", zone=spec.zone, line=entry.line.line, cards=(card.name,),
            source=spec.source.cite(),
            hint="check it by hand, or update the card data (cardtools cards update "
                 f"{ctx.fmt.game})", written=ctx.written(entry))
        return
    names = [card.name for _, card in spells]
    shown = f" ({listing(names)})" if names else ""
    change = (f"add one {label}" if have < wanted
              else f"keep {plural(wanted, label)} and move the others to the main deck")
    if maybe:
        # cards of unknown types beside a leader that leads alone: spells or strays
        odd = [card.name for _, card in maybe]
        shown += (f" and {plural(len(odd), 'card')} whose types the card data lacks "
                  f"({listing(odd)}), at most {plural(len(odd), label)}")
        names += odd
        change = (f"keep one {label} for each {spec.label} and move the other cards to "
                  "the main deck")
    yield RULE.violation(
        f"{plural(have, label)}{shown} for {plural(wanted, spec.label)}; each {spec.label} "
        f"has exactly one {label}",
        zone=spec.zone, line=(spells or maybe or leaders)[0][0].line.line,
        cards=tuple(names), count=have, limit=wanted, source=spec.source.cite(),
        hint=change)


def _balanced_somehow(leaders: int, spells: int, unknown: int) -> bool:
    """Whether some of the ``unknown`` copies among the ``leaders`` copies of a command
    zone (cards whose types the card data lacks) may be signature spells instead, so that
    the leaders and the ``spells`` are as many: a new set's instant beside an oathbreaker
    (one leader known, one unknown card, no spell) may be its signature spell."""
    moved, odd = divmod(leaders - spells, 2)
    return unknown > 0 and not odd and 0 <= moved <= unknown


RULE = Rule(
    "commander", "CT801", "error",
    "The command zone does not hold a valid commander or pair (or an oathbreaker without "
    "its signature spell).",
    check, __doc__ or "", OPTIONS, applies=uses(OPTIONS),
)


def _partner_kinds(spec: CommanderSpec, card: Card) -> str:
    """A card's partner kinds in words, for a message: ``partner with Rory Williams and
    doctor's companion``; a pair's other card's kind (``PairSide``: ``a Background, which
    goes only beside a commander with "Choose a Background" and cannot lead alone``, or,
    not one the pair takes, ``a Background, but not a Background printed at uncommon``:
    MTG comprehensive rules 903.3c); else ``no partner ability``."""
    kinds = [str(kind) for kind in fact_values(card, "partner") if kind]
    if kinds:
        return listing(kinds, limit=len(kinds))
    front = front_face(card)
    for rule in spec.pairs:
        side = rule.side
        if side is None or not side.kind(front):
            continue
        if side.fit is not None and rule.other is not None and not rule.other(front):
            return (f"{side.label}, but not {side.fit}, the only kind that goes beside "
                    f"{side.beside}")
        alone = "" if spec.can_lead(card) else " and cannot lead alone"
        return f"{side.label}, which goes only beside {side.beside}{alone}"
    return "no partner ability"


def _side_hint(spec: CommanderSpec, one: Card, other: Card) -> str | None:
    """The fix for two commanders that are no legal pair when a pair rule's other card is
    one of them (``PairSide``): two such cards (two Backgrounds), neither a commander,
    want a commander they go beside; a commander of the pair's ``one`` side beside a card
    of the kind the pair does not take (a Background never printed at uncommon, in
    Pauper Commander) wants one it takes. ``None``: neither (MTG comprehensive rules
    903.3c)."""
    for rule in spec.pairs:
        side = rule.side
        if side is None:
            continue
        fronts = (front_face(one), front_face(other))
        if all(side.kind(front) and not spec.can_lead(front) for front in fronts):
            return (f"choose {side.beside} to lead, with {one.name} or "
                    f"{other.name} beside it, and move the other to the main deck")
        for lead, beside in ((one, other), (other, one)):
            if (side.fit is not None and rule.one(front_face(lead)) and spec.can_lead(lead)
                    and side.kind(front_face(beside)) and rule.other is not None
                    and not rule.other(front_face(beside))):
                return (f"keep {lead.name} as your {spec.label} and choose {side.fit} to "
                        f"go beside it in place of {beside.name}")
    return None
