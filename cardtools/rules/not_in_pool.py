"""not-in-pool (CT304): a draft deck uses more copies of a card than the pool holds.

Not reported (MageTCG Foundry, the organizer's card file ``--cards foundry-cards.csv`` and the
player's pool ``--pool pool.txt``, which holds 2 Brass Familiar and 1 Moonlit Aegis)::

    Format: magetcg/foundry
    2 Brass Familiar
    1 Moonlit Aegis

Illegal (``--cards foundry-cards.csv``, ``--pool pool.txt``)::

    Format: magetcg/foundry
    1 Mossy Causeway      # not in the drafted pool
    2 Moonlit Aegis       # the pool holds 1

Without ``--pool``, a draft format is checked for size only, and this rule says so
with a warning, as no copy was checked (``--strict`` fails the deck); with it, an info
note names the pool file the deck was judged against. With
``--pool FOLDER``, a ``Pool:`` line naming a file whose name is not the decklist's gets a
warning (it may be another player's pool), and so does each deck of a batch that shares
its pool file with another. Source: MageTCG rules, Formats (Foundry: a 40-card deck from
the cards drafted). Where the format requires a finish (Speakeasy: holographic only;
MageTCG rules, Game Variants), the deck's holographic copies of a card are compared with
the pool's: pool copies carry their finish, those marked holographic (``*F*``,
``(holo)``) are holographic and the unmarked ones are not, so a pool of 1 holographic and
1 standard Moonlit Aegis does not hold 2 holographic ones, and a pool that marks no copy
holds none. The copies of a card printed only holographic are holographic, marked or
not, in the deck and in the pool: a pool of 1 holographic and 2 standard Aegis does not
hold 2 copies of its alternate printed only holographic beside 1 holographic Aegis.
Copies are compared card by card (canonical name), not by identity: a deck is built from
the cards drafted, so an alternate a card file counts as another card (``counts_as``) is
no copy of it: 2 Aegis from a pool of 2 Aegis Prime are not in the pool.
A pool holding more cards than a player drafts (``max_cards``: Foundry's three packs of
15, 45 cards) gets a warning: it holds cards this player did not draft.
An info note says each line the pool file's reading left out or guessed, as a
decklist's reader says it (``0 Name``: "0 copies of 'Name': not counted"; a
``Maybeboard`` section, whose cards are not counted). A ``Pool:`` line naming a file of
another name than the decklist's, while the ``--pool`` folder holds the pool of the
decklist's own name, leaves the deck not judged (a ``file-error``): which pool is the
player's is not known, and the other's may hold cards the player's own lacks.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import PurePath
from typing import Any

from cardtools.formatspec.model import Source
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Violation
from cardtools.paths import printable_part
from cardtools.rules import finish_required
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule, Tally, tallies_by_card, uses


class DraftFormat:
    """A draft format: copies are limited by the player's drafted pool (``--pool``);
    ``source`` cites that rule. ``max_cards`` is the most cards a player drafts
    (``max_cards_label`` says why: MageTCG Foundry's "three packs of 15"), or ``None``."""

    __slots__ = ("max_cards", "max_cards_label", "source")

    def __init__(self, source: Source | None = None, max_cards: int | None = None,
                 max_cards_label: str | None = None) -> None:
        self.source: Source = Source() if source is None else source
        self.max_cards = max_cards
        self.max_cards_label = max_cards_label


def parse(data: Mapping[str, Any], where: Where) -> DraftFormat:
    """The ``DraftFormat`` of a format's schema-valid ``draft_pool`` mapping (``{}`` is a
    draft format citing the format's source). Raises nothing."""
    return DraftFormat(Source.of(data.get("source"), where.source), data.get("max_cards"),
                       data.get("max_cards_label"))


SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "description": "A draft format: copies are limited by the player's drafted pool (--pool).",
    "properties": {
        "source": {"$ref": "#/$defs/source"},
        "max_cards": {"type": "integer", "minimum": 1,
                      "description": "The most cards a player drafts: a pool holding more "
                                     "is reported (warning)."},
        "max_cards_label": {"type": "string",
                            "description": "Why, for messages (\"three packs of 15\")."},
    },
    "additionalProperties": False,
}]}

#: The format file's ``draft_pool``: the format is a draft (also read by the checker,
#: which reads the ``--pool`` file only for such formats).
OPTIONS: RuleOptions[DraftFormat] = RuleOptions("draft_pool", SCHEMA, parse)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per card (canonical name) used more often than the pool holds it."""
    draft = ctx.fmt.option(OPTIONS)
    if draft is None:
        return
    source = draft.source.cite()
    if ctx.pool is None:  # a warning, as a list not recorded is: no copy was checked
        yield RULE.violation(
            "no drafted pool given: only the deck's size was checked",
            severity="warning", source=source, hint="give the pool with --pool FILE",
        )
        return
    yield RULE.violation(f"judged against the drafted pool {ctx.pool_file}",
                         severity="info", source=source,
                         line=ctx.deck.metadata_lines.get("pool"))
    for line, said in ctx.pool.notes:
        # "0 Umbral Lantern", a Maybeboard: left out of the pool, said as in a deck
        yield RULE.violation(f"the drafted pool {ctx.pool_file}, line {line}: {said}",
                             severity="info", source=source,
                             line=ctx.deck.metadata_lines.get("pool"))
    yield from _pool_of_another_name(ctx, source)
    yield from _pool_too_large(ctx, draft, source)
    finish = _judged_finish(ctx)
    for name, tally in _per_card(ctx).items():
        held = ctx.pool.copies.get(name, 0)
        if tally.count > held:
            pool_text = f"the pool holds {held}" if held else "it is not in the pool"
            yield _over(ctx, tally, tally.count, held,
                        f"{plural(tally.count, 'copy')} of {name}; {pool_text}", source)
        elif finish is not None:
            used = sum(entry.count for entry in tally.entries
                       if finish_required.has_finish(entry, finish))
            held = (ctx.pool.holographic.get(name, 0)
                    + ctx.pool.printed_holographic.get(name, 0))
            if used > held:
                yield _over(ctx, tally, used, held,
                            f"{plural(used, f'{finish} copy')} of "
                            f"{name}; the pool holds {held} {finish}", source,
                            _unmarked_pool_hint(ctx, finish))


def _per_card(ctx: CheckContext) -> dict[str, Tally]:
    """``Tally`` per card (canonical name) over the format's zones, in order of first
    appearance: a drafted card is that card, so copies are not pooled with the other
    cards of its identity (an alternate, a double Magi's halves)."""
    return tallies_by_card(entry for entry, _card in ctx.cards(ctx.fmt.zones))


def _judged_finish(ctx: CheckContext) -> str | None:
    """The finish whose copies are compared with the pool's: the format's required
    finish (a pool's unmarked copies lack it, unless printed only with it); else
    ``None``."""
    required = ctx.fmt.option(finish_required.OPTIONS)
    return None if required is None else required.finish


def _over(ctx: CheckContext, tally: Tally, used: int, held: int, message: str,
          source: str | None, hint: str = "") -> Violation:
    """The error for ``used`` copies of a tally's card where the pool holds ``held``;
    ``hint`` is added to the one saying how many copies to remove."""
    return RULE.violation(
        message + ctx.written_elsewhere(*tally.entries), zone=tally.first.zone,
        line=tally.first.line.line, cards=tally.cards, count=used, limit=held, source=source,
        hint=f"remove {plural(used - held, 'copy')}{hint}", written=ctx.written(*tally.entries),
    )


def _unmarked_pool_hint(ctx: CheckContext, finish: str) -> str:
    """What to add to the hint when the pool file marks no copy with ``finish``: its
    unmarked copies are read as lacking it, which a pool written without marks did not
    mean to say."""
    if ctx.pool is None or ctx.pool.holographic:
        return ""
    return (f", or mark the pool's {finish} copies (*F*): it marks none, and its "
            f"unmarked copies are not {finish}")


def _pool_too_large(ctx: CheckContext, draft: DraftFormat,
                    source: str | None) -> Iterator[Violation]:
    """A warning when the pool holds more cards than a player drafts (Foundry: three packs
    of 15, 45 cards): it holds cards this player did not draft, so a deck within it may
    still use cards the player never had."""
    held = sum(ctx.pool.copies.values()) if ctx.pool is not None else 0
    if draft.max_cards is None or held <= draft.max_cards:
        return
    why = f" ({draft.max_cards_label})" if draft.max_cards_label else ""
    yield RULE.violation(
        f"the drafted pool holds {held} cards; a {ctx.fmt.name} player "
        f"drafts {draft.max_cards}{why}: it holds cards this player did not draft",
        severity="warning", source=source, line=ctx.deck.metadata_lines.get("pool"),
        count=held, limit=draft.max_cards,
        hint=f"give the pool of the {draft.max_cards} cards this player drafted")


def _pool_of_another_name(ctx: CheckContext, source: str | None) -> Iterator[Violation]:
    """A warning when the decklist's ``Pool:`` line names a pool file of a ``--pool``
    folder whose name is not the decklist's own: it may be another player's pool."""
    named = ctx.deck.metadata.get("pool")
    if not ctx.pool_per_player or named is None:
        return
    own = PurePath(ctx.deck.path).stem
    if PurePath(named).stem == own:
        return
    yield RULE.violation(
        f"'Pool: {named}' names a pool file whose name differs from this decklist's "
        f"({printable_part(PurePath(ctx.deck.path).name)}): it may be another player's pool",
        severity="warning", source=source, line=ctx.deck.metadata_lines.get("pool"),
        hint=f"name the pool file {printable_part(own)} and its suffix, or check that "
             f"{named} is this player's pool")


RULE = Rule(
    "not-in-pool", "CT304", "error",
    "A draft deck uses more copies of a card than the player's pool holds.",
    check, __doc__ or "", OPTIONS, applies=uses(OPTIONS),
)
