"""category-limit (CT302): too many cards of a category (more than 1 Animal).

Not reported (Mage Noir: at most 1 Animal over deck and side deck; a card file,
``--cards animals.csv``, that makes Test Hound and Test Raven Animals)::

    Format: mage-noir/tournament
    Deck
    1 Test Hound          # an Animal: within the limit

Illegal (``--cards animals.csv``)::

    Format: mage-noir/tournament
    Deck
    1 Test Hound
    Side deck
    1 Test Raven          # 2 Animals over deck and side deck; at most 1

The categories are the format's ``category_limits`` (Mage Noir Detailed Rules v1.1,
1.1). A split or double card is in a category when either half is (MTG comprehensive
rules 708.6a).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any

from cardtools.formatspec.match import Matcher, reads_types
from cardtools.formatspec.model import Format, Source
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Card, DeckEntry, Violation
from cardtools.names import normalise
from cardtools.patterns import WORD
from cardtools.rules._text import listing, plural
from cardtools.rules.base import CardQuestion, CheckContext, Judging, Question, Rule, uses
from cardtools.wording import with_article


class CategoryLimit:
    """At most ``max`` cards passing ``match`` over ``zones`` (e.g. at most 1 Animal)."""

    __slots__ = ("match", "max", "name", "source", "zones")

    def __init__(self, name: str, match: Matcher, max: int, zones: tuple[str, ...],
                 source: Source | None = None) -> None:
        self.name = name
        self.match = match
        self.max = max
        self.zones = zones
        self.source: Source = Source() if source is None else source


def parse(items: Sequence[Any], where: Where) -> tuple[CategoryLimit, ...]:
    """The ``CategoryLimit`` of each item of a format's schema-valid ``category_limits``
    list, in order; ``zones`` defaults to every zone of the format, ``source`` to the
    format's. Raises nothing."""
    return tuple(
        CategoryLimit(
            name=item["name"],
            match=Matcher(item["match"]),
            max=item["max"],
            zones=tuple(item.get("zones", where.zones)),
            source=Source.of(item.get("source"), where.source),
        )
        for item in items
    )


SCHEMA: dict[str, Any] = {"type": "array", "items": {
    "type": "object",
    "required": ["name", "match", "max"],
    "properties": {
        "name": {"type": "string"},
        "match": {"$ref": "#/$defs/match"},
        "max": {"type": "integer", "minimum": 0},
        "zones": {"$ref": "#/$defs/zoneIds"},
        "source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}}

#: The format file's ``category_limits``: at most so many cards of a category.
OPTIONS: RuleOptions[tuple[CategoryLimit, ...]] = RuleOptions("category_limits", SCHEMA, parse)


def _categories(fmt: Format) -> tuple[CategoryLimit, ...]:
    """The format's category limits (none when it has no ``category_limits``)."""
    return fmt.option(OPTIONS) or ()


@cache
def outside(position: int) -> Question[Card, bool]:
    """The question whether a card is outside the format's category at ``position`` (of
    its ``category_limits``): the cards of the category are the ones that "fail" it, so
    the lines holding them are the few the context flags. One question per position,
    made once (a question is its own memo key)."""
    def outside(judging: Judging, card: Card) -> bool:
        return not _categories(judging.fmt)[position].match(card)

    return Question(f"category-limit {position}", outside)


@cache
def typed(position: int) -> Question[Card, bool]:
    """The question whether the category at ``position`` can be told of a card: the card
    has a type or a subtype in the card database, every word of its types one of the types
    its game lists (``foreign_types``), or the category's ``match`` reads none. A card of
    a card file giving neither (its category unknown), or a type of no word of its game
    (a file naming no game layered on the game's cards unchecked: ``Monster``), "fails"
    it. One question per position, made once."""
    def typed(judging: Judging, card: Card) -> bool:
        return not reads_types(_categories(judging.fmt)[position].match) or bool(
            (card.types or card.subtypes) and not foreign_types(card, judging.fmt.game))

    return Question(f"category-limit {position} typed", typed)


def foreign_types(card: Card, game: str) -> tuple[str, ...]:
    """The types of ``card`` holding a word that is none of the types ``game``'s card data
    lists (``cardfiles.game_values``; none for a game listing no types): a card file
    naming no game, whose types are not the game's, is layered on its cards unchecked,
    and a card typed ``Monster`` or ``Tierkarte`` there was counted as no Animal, two
    Animals legal. Pure."""
    from cardtools.cardfiles import game_values

    listed = {normalise(value) for value in game_values(game).get("type", ())}
    return tuple(kind for kind in card.types if listed and not set(
        WORD().findall(normalise(kind))) <= listed) if listed else ()




def _questions(judging: Judging) -> list[CardQuestion]:
    return [question for position, category in enumerate(_categories(judging.fmt))
            for question in ((outside(position), category.zones),
                             (typed(position), category.zones))]


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per category over its maximum, at the line that went over; when it is
    over only with the cards whose category is not known, at the line of the first of
    them, a warning for cards of no type nor subtype in the card database (the deck may
    be illegal, as the data does not say: it was legal without a word) and an error when
    one has a type of no word of its game (``_unknown_category``)."""
    for position, category in enumerate(_categories(ctx.fmt)):
        total = 0
        over_line = None
        names: dict[str, None] = {}
        for entry, card in ctx.failing(outside(position), category.zones):
            total += entry.count
            names[card.name] = None
            if total > category.max and over_line is None:
                over_line = entry.line.line
        zones = " and ".join(ctx.fmt.zone_label(z).lower() for z in category.zones)
        if total > category.max:
            yield RULE.violation(
                f"{plural(total, category.name)} in {zones} ({listing(list(names))}); "
                f"at most {category.max}",
                line=over_line, cards=tuple(names), count=total, limit=category.max,
                source=category.source.cite(),
                hint=f"remove {plural(total - category.max, category.name)}",
            )
            continue
        unknown = [(entry, card) for entry, card in ctx.failing(typed(position), category.zones)
                   if card.name not in names]
        copies = sum(entry.count for entry, _card in unknown)
        if unknown and total + copies > category.max:
            yield _unknown_category(ctx, category, unknown, total + copies, zones)


def _unknown_category(ctx: CheckContext, category: CategoryLimit,
                      unknown: list[tuple[DeckEntry, Card]], count: int,
                      zones: str) -> Violation:
    """The violation of the cards ``unknown`` whose category is not known, with which
    the deck may hold ``count`` cards of ``category``: an error when one of them has a
    type of no word of its game (``foreign_types``: its card file gives it a type no
    rule reads, which refusal would have said, had the file been read as the game's), a
    warning when they have no type at all (the data does not say). Pure."""
    from cardtools.cardfiles import game_values

    game = ctx.fmt.game
    odd = {card.name: kinds for _entry, card in unknown
           if (kinds := foreign_types(card, game))}
    cards = list(dict.fromkeys(card.name for _entry, card in unknown))
    copies = sum(entry.count for entry, _card in unknown)
    if odd:
        shown = [f"{name} ({', '.join(odd[name])})" if name in odd else name for name in cards]
        said = f"of no {game} type in the card data ({listing(shown)})"
        hint = (f"give the cards {game}'s types ({', '.join(game_values(game)['type'])}) "
                f"in their card file, or a 'game' column or key naming {game}")
    else:
        said = f"with no type in the card database ({listing(cards)})"
        hint = "add the cards' types to your card file (--cards)"
    return RULE.violation(
        f"{plural(copies, 'card')} in {zones} {said}: whether each is "
        f"{with_article(category.name)} is not known, and with them the deck may hold "
        f"{plural(count, category.name)}; at most {category.max}",
        severity="error" if odd else "warning", line=unknown[0][0].line.line,
        cards=tuple(cards), count=count, limit=category.max,
        source=category.source.cite(), hint=hint)


RULE = Rule(
    "category-limit", "CT302", "error", "Too many cards of a category (more than 1 Animal).",
    check, __doc__ or "", OPTIONS, card_questions=_questions, applies=uses(OPTIONS),
    needs="flagged",
)
