"""The deck's shape in words, for the human-readable reports.

Zone sizes next to their bounds, the cards of small zones (a Magi stack, a Mage) with
the facts the format asks to show, cards by type, and for rarity-limited formats the
count per rarity next to its copy limit. Everything comes from the format's data.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtools.cardfiles import main_type
from cardtools.formatspec.model import Format, ZoneSpec
from cardtools.gamedata import colour_names
from cardtools.model import Card, Deck, DeckResult
from cardtools.names import normalise
from cardtools.rules import commander as commander_rule
from cardtools.rules import copy_limit, zone_size
from cardtools.rules._text import plural
from cardtools.rules.base import stack_unknown_places
from cardtools.rules.colour_identity import identity_text, in_order

#: Zones of at most this many cards are listed card by card.
SMALL_ZONE = 4


def prepare(result: DeckResult, quiet: bool) -> None:
    """The ``prepare`` step (``cardtools.reporters``) of the reports that show shapes:
    describe the deck's shape (``result.shape``) while the deck is at hand."""
    result.shape = deck_shape(result)


def deck_shape(result: DeckResult) -> list[str]:
    """Lines describing a judged deck; empty for a file that was not judged."""
    if result.shape is not None:
        return result.shape
    deck, fmt = result.deck, result.format
    if deck is None or fmt is None:
        return []
    lines = [_sizes(result, fmt)]
    for zone_id, spec in fmt.zones.items():
        if spec.stack is not None or (spec.exact or spec.max or 99) <= SMALL_ZONE:
            listed = _zone_cards(deck, zone_id, spec)
            if listed:
                lines.append(f"{spec.label}: {listed}")
    leaders = _commanders(deck, fmt)
    if leaders:
        lines.append(leaders)
    by_type = _by_type(deck, fmt)
    if by_type:
        lines.append(by_type)
    by_rarity = _by_rarity(deck, fmt)
    if by_rarity:
        lines.append(by_rarity)
    return lines


def _commanders(deck: Deck, fmt: Format) -> str:
    """``Commander: Thrasios, Triton Hero and Tymna the Weaver · colour identity: white,
    blue, black, green`` (with the signature spell of an oathbreaker); empty without a
    command zone or a card in it."""
    spec = fmt.option(commander_rule.OPTIONS)
    if spec is None:
        return ""
    leaders: list[Card] = []
    spells: list[Card] = []
    for entry in deck.entries:
        card = entry.card
        if entry.zone != spec.zone or card is None:
            continue
        is_spell = not spec.can_lead(card) and spec.is_signature(card)
        (spells if is_spell else leaders).append(card)
    if not leaders:
        return ""
    text = f"{spec.label.capitalize()}: {' and '.join(card.name for card in leaders)}"
    if spells:
        text += f" · {spec.signature_label}: {', '.join(card.name for card in spells)}"
    identities = [card.facts.get("colour_identity") for card in leaders]
    if all(isinstance(letters, list) for letters in identities):
        union = {letter for letters in identities for letter in letters or ()}
        colours = colour_names(fmt.game)
        text += f" · colour identity: {identity_text(in_order(union, colours), colours)}"
    return text


def _bound(spec: ZoneSpec | None) -> str:
    if spec is None:
        return " (not allowed)"
    if spec.stack is not None:
        return ""  # said by _size
    if spec.exact is not None:
        return f" (exactly {spec.exact})"
    parts = [f"at least {spec.min}" if spec.min is not None else "",
             f"at most {spec.max}" if spec.max is not None else ""]
    text = ", ".join(p for p in parts if p)
    return f" ({text})" if text else ""


def _sizes(result: DeckResult, fmt: Format) -> str:
    groups = fmt.option(zone_size.OPTIONS) or ()
    grouped = {zone_id for group in groups for zone_id in group.zones}
    zones = [z for z in dict.fromkeys([*fmt.zones, *result.zones])
             if result.zones.get(z, 0) or z in grouped or _asks_cards(fmt.zones.get(z))]
    together = [f"{group.label} {sum(result.zones.get(z, 0) for z in group.zones)} "
                f"(exactly {group.exact})" if group.exact is not None else
                f"{group.label} {sum(result.zones.get(z, 0) for z in group.zones)}"
                for group in groups]
    return " · ".join(together + [
        f"{fmt.zone_label(z)} "
        f"{_size(result, fmt.zones.get(z), z)}{_bound(fmt.zones.get(z))}"
        for z in zones
    ])


def _asks_cards(spec: ZoneSpec | None) -> bool:
    """Whether a zone must hold cards (a stack, a least or exact size above 0): one
    that need not and holds none (a Commander deck's sideboard for a companion, a side
    deck left empty) is left out of the sizes a report shows."""
    return spec is not None and (spec.stack is not None or bool(spec.min) or bool(spec.exact))


def _size(result: DeckResult, spec: ZoneSpec | None, zone_id: str) -> str:
    """A zone's card count; for a stack, the cards and the places they fill of the
    stack's (``Magi stack 2 cards filling 3 of 3 places``)."""
    count = result.zones.get(zone_id, 0)
    if spec is None or spec.stack is None:
        return str(count)
    stack = spec.stack
    if result.deck is None:
        return f"{plural(count, 'card')} (the stack has {stack.places} places)"
    places = stack_unknown_places(result.deck.entries, zone_id) + sum(
        e.count * stack.size_of(e.card) for e in result.deck.entries
        if e.zone == zone_id and e.card is not None
        and (spec.accepts is None or spec.accepts(e.card)))
    return f"{plural(count, 'card')} filling {places} of {stack.places} places"


def _fact_text(value: Any) -> str:
    if isinstance(value, list | tuple):
        return "/".join(str(v) for v in value)
    return str(value)


def _zone_cards(deck: Deck, zone_id: str, spec: ZoneSpec) -> str:
    shown = []
    for entry in deck.entries:
        if entry.zone != zone_id:
            continue
        card = entry.card
        name = card.name if card else f"{entry.line.name} (unknown)"
        facts = [f"{_fact_text(card.facts[f])} {f.replace('_', ' ')}" if isinstance(
            card.facts[f], int) else _fact_text(card.facts[f])
            for f in spec.show_facts if card is not None and card.facts.get(f) is not None]
        if card is not None and spec.accepts is not None and not spec.accepts(card):
            facts.append("not part of the deck")
        count = f"{entry.count} " if entry.count > 1 else ""
        shown.append(count + name + (f" ({', '.join(facts)})" if facts else ""))
    return " · ".join(shown)


def _by_type(deck: Deck, fmt: Format) -> str:
    """``Deck by type: Spell 36 · Equipment 4 · unknown 2``: the main deck's cards by
    their first type, the lines naming no card (unknown or ambiguous) as ``unknown``,
    then the cards the zone's size leaves out (``size_excludes``) as ``not counted``
    (``Magi 1 not counted``), so that the counts add up to the deck's size as the shape
    shows it (unknown cards count toward it); ``""`` for a deck of one kind."""
    counts: Counter[str] = Counter()
    left_out: Counter[str] = Counter()
    for entry in deck.entries:
        spec = fmt.zones.get(entry.zone)
        if spec is None or spec.stack is not None or entry.zone != "main" or not entry.count:
            continue  # a line of prose holding no card is no card of the deck's
        kind = "unknown" if entry.card is None else main_type(entry.card, deck.game)
        excluded = entry.card is not None and spec.size_excludes is not None \
            and spec.size_excludes(entry.card)
        (left_out if excluded else counts)[kind or "other"] += entry.count
    if len(counts) + len(left_out) < 2:
        return ""
    label = fmt.zone_label("main")
    unknown = counts.pop("unknown", 0)
    parts = [f"{t} {n}" for t, n in counts.most_common()] + (
        [f"unknown {unknown}"] if unknown else []) + [
        f"{t} {n} not counted" for t, n in left_out.most_common()]
    return f"{label} by type: " + " · ".join(parts)


def _by_rarity(deck: Deck, fmt: Format) -> str:
    limits = fmt.option(copy_limit.OPTIONS)
    if limits is None or not limits.by_rarity or limits.singleton:
        return ""
    counts: Counter[str] = Counter()
    for entry in deck.entries:
        if entry.card is not None and entry.zone in limits.zones:
            counts[entry.card.rarities[0] if entry.card.rarities else "unknown"] += entry.count
    parts = []
    for rarity, count in counts.most_common():
        limit = limits.by_rarity.get(normalise(rarity))
        each = f" (at most {limit} each)" if limit is not None else ""
        parts.append(f"{rarity} {count}{each}")
    return "By rarity: " + " · ".join(parts)
