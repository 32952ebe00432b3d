"""magi-stack (CT504): the Magi stack is not exactly three different Magi.

Not reported (Magi-Nation Duel)::

    Format: magi-nation/standard
    Magi
    Ashgar
    Gar
    Grega

Not reported::

    Format: magi-nation/standard
    Magi
    Korg & Zet            # a double Magi: it fills a place for each Magi it names
    Ashgar

Not reported for this rule (the misspelt name is reported by ``unknown-card`` only; it still
fills its place)::

    Format: magi-nation/standard
    Magi
    Ashgar
    Gar
    Gregaa

Illegal::

    Format: magi-nation/standard
    Magi
    Ashgar
    Gar                   # two Magi; the stack needs three

Illegal::

    Format: magi-nation/standard
    Magi
    Korg & Zet
    Korg                  # Korg twice

Illegal::

    Format: magi-nation/standard
    Magi
    Yaki, Core Stalker
    Tryn
    Korg                  # a Core Magi; Yaki's text keeps Core Magi out of its stack

A line whose name is unknown (or ambiguous) fills one place per copy: the player holds
the card, whatever it is (README, "Unknown cards count" toward zone sizes), so a
misspelt third Magi is reported once, by ``unknown-card``, not also as a short stack.

Source: Magi-Nation Duel rulebook (2001), Building Your Deck ("your Magi stack must have
exactly three different Magi"), Alternate Magi (a Magi and its alternates are the same
Magi) and Double Magi Cards (a double Magi fills two places; a Universal Relic "at the
bottom of your Magi stack", written last, may hide a two-card stack and is not part of
the deck; one written above a Magi is warned); card text over the rules (First,
Breaking the Rules): Rayje's "You can play with more than one copy of Rayje in your
deck" (card fact ``deck_limit: any``, the format's ``repeatable``) lets the stack hold
Rayje more than once; Yaki, Core Stalker's "Yaki cannot be in a Magi stack with Core
Magi" (card fact ``stack_excludes``, the stack's ``excludes_fact``) keeps every Core Magi
out of a stack that holds it; Ninibom's "If your defeated Magi are Baa, Wiep, and
Grannah, in that order, you can play Ninibom as a fourth Magi" (card fact
``fourth_magi_after``, the stack's ``fourth_fact``) lets those three and Ninibom fill
four places, in whatever order written: "each player chooses the order in which his or
her Magi will appear" at the start of the game (Selecting Magi), so the order is an info
note (play them in that order), not an error.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cardtools.formatspec.model import Stack, ZoneSpec
from cardtools.model import DeckEntry, Violation
from cardtools.rules._strays import move_words, strays
from cardtools.rules._text import listing, plural
from cardtools.rules.base import CheckContext, Rule, stack_unknown_places


def check(ctx: CheckContext) -> Iterator[Violation]:
    """Errors for a wrong number of places (at the stack's header) and for a Magi
    present twice (at the line that holds it a second time) unless every copy is a card
    the stack's ``repeatable`` test allows several of (Rayje); an info for a filler card
    under a short stack."""
    for zone_id, spec in ctx.fmt.zones.items():
        stack = spec.stack
        if stack is None:
            continue
        ordered: list[Any] = []
        holders: dict[str, list[str]] = {}
        twice_at: dict[str, int | None] = {}
        repeatable: dict[str, bool] = {}
        unknown = stack_unknown_places(ctx.unresolved, zone_id)
        places = unknown
        lines: dict[str, int | None] = {}
        for entry, card in ctx.cards([zone_id]):
            if spec.accepts is not None and not spec.accepts(card):
                continue
            lines.setdefault(card.name, entry.line.line)
            places += entry.count * stack.size_of(card)
            ordered.extend([card] * entry.count)
            allowed = stack.repeatable is not None and stack.repeatable(card)
            for identity in card.identities:
                repeatable[identity] = repeatable.get(identity, True) and allowed
                names = holders.setdefault(identity, [])
                names.extend([card.name] * entry.count)
                if len(names) > 1:
                    twice_at.setdefault(identity, entry.line.line)
        yield from _excluded_pairs(ctx, zone_id, spec, stack)
        said: set[str] = set()
        for identity, line in twice_at.items():
            if repeatable.get(identity):
                continue  # every copy is a card whose text allows several (Rayje)
            names = holders[identity]
            message = _twice_message(identity, names, spec.label)
            if message in said:
                continue  # a double Magi written twice (Korg & Zet): one error, not two
            said.add(message)
            yield RULE.violation(
                message,
                zone=zone_id, line=line, cards=tuple(dict.fromkeys(names)), count=len(names),
                limit=1, source=spec.source.cite(),
                hint=f"keep one {names[0] if len(set(names)) == 1 else identity}",
            )
        fourth = places == stack.places + 1 and not unknown and stack.extra_place(ordered)
        if places != stack.places and not fourth:
            of_them = f" ({unknown} by unknown cards)" if unknown else ""
            yield RULE.violation(
                f"the {spec.label} fills {plural(places, 'place')}{of_them}; it needs exactly "
                f"{stack.places} different Magi{_fourth_words(stack, ordered)}",
                zone=zone_id, count=places, limit=stack.places, source=spec.source.cite(),
                hint=(_places_hint(stack, ordered, places, unknown)
                      + _side_words(ctx, spec, places)),
            )
        out_of_order = stack.fourth_out_of_order(ordered) if fourth else None
        if out_of_order is not None:
            yield _play_order_note(out_of_order, lines, zone_id, spec)
        for entry in ctx.fillers:
            if entry.zone == zone_id and entry.card is not None:
                yield _filler_finding(ctx, entry, zone_id, spec, stack)


def _twice_message(identity: str, names: list[str], label: str) -> str:
    """What the error of a Magi in the stack ``label`` names more than once says: the
    card's name alone when every copy is that one card (``Tryn is in the Magi stack 2
    times``); the cards when alternates are among them (``Evu is in the Magi stack 2
    times (Evu and Evil Evu); a Magi and its alternates are the same Magi``)."""
    if len(set(names)) == 1:
        return (f"{names[0]} is in the {label} {len(names)} times; the {label} holds "
                "each Magi once")
    return (f"{identity} is in the {label} {len(names)} times ({listing(names)}); a Magi "
            "and its alternates are the same Magi")


def _places_hint(stack: Stack, ordered: list[Any], places: int, unknown: int) -> str:
    """The fix for a stack of the wrong size: add or remove Magi (to four, keeping them,
    when the stack holds Ninibom and the three Magi its text names); keep each Magi once
    first when one is there twice."""
    once = _each_once(stack, ordered)
    if len(once) < len(ordered):
        # "Korg & Zet" twice, "Ninibom" twice after Baa, Wiep, Grahnna: the places the
        # stack fills with each Magi once tell what is left to add or remove
        kept = sum(stack.size_of(card) for card in once) + unknown
        left = _change(stack, once, kept)
        return f"keep each Magi once{'; then ' + left if left else ''}"
    return _change(stack, ordered, places)


def _change(stack: Stack, cards: list[Any], places: int) -> str:
    """``add N Magi`` / ``remove N Magi`` bringing ``places`` to what the stack of
    ``cards`` needs (``Stack.needed_places``); when it needs the fourth place of a card's
    text, the Magi to keep are named; empty when nothing is left to change."""
    needed = stack.needed_places(cards, places)
    if places == needed:
        return ""
    fix = (f"{'add' if places < needed else 'remove'} "
           f"{plural(abs(needed - places), 'Magi', 'Magi')}")
    found = stack.fourth_card(cards)
    if needed > stack.places and found is not None:
        return f"{fix} other than {listing([*found[1], found[0]])}"
    return fix


def _side_words(ctx: CheckContext, spec: ZoneSpec, places: int) -> str:
    """``; move Ashgar, Gar and Grega from the side deck under the Magi header`` for a
    short stack whose Magi are written in a zone the format lacks beside other cards
    (``_strays``); empty otherwise."""
    names = strays(ctx, spec) if spec.stack is not None and places < spec.stack.places else []
    return f"; {move_words(ctx, spec, names)}" if names else ""


def _fourth_words(stack: Stack, cards: list[Any]) -> str:
    """``, or 4 with Ninibom after Baa, Wiep and Grahnna`` when a card of the stack's text
    lets it be one Magi more (``Stack.fourth_card``); empty otherwise."""
    found = stack.fourth_card(cards)
    if found is None:
        return ""
    return f", or {stack.places + 1} with {found[0]} after {listing(found[1])}"


def _play_order_note(fourth: tuple[str, tuple[str, ...]], lines: dict[str, int | None],
                     zone_id: str, spec: ZoneSpec) -> Violation:
    """The info, at the line of the card whose text lets it be a fourth Magi (Ninibom),
    for a stack holding it and the three Magi its text names written in another order:
    legal, as the player chooses the stack's order at each game's start (Selecting
    Magi), but its text asks that order when played."""
    name, before = fourth
    return RULE.violation(
        f"{name}'s text lets it be a fourth Magi after {listing(before)}, in that order: "
        f"the {spec.label} is played in that order, whatever the order written",
        severity="info", zone=zone_id, line=lines.get(name), cards=(name, *before),
        source=spec.source.cite(),
    )


def _each_once(stack: Stack, ordered: list[Any]) -> list[Any]:
    """The stack's cards ``ordered``, in order, without a card whose Magi (its
    ``identities``: a Magi and its alternates are one, a double Magi is two) an earlier
    card is, but for cards the stack's ``repeatable`` test allows several of (Rayje)."""
    seen: set[str] = set()
    once = []
    for card in ordered:
        if seen.isdisjoint(card.identities) or (
                stack.repeatable is not None and stack.repeatable(card)):
            once.append(card)
        seen.update(card.identities)
    return once


def _filler_finding(ctx: CheckContext, entry: DeckEntry, zone_id: str, spec: ZoneSpec,
                    stack: Stack) -> Violation:
    """The finding for a filler line (a Universal Relic hiding a short stack): an info
    when it is the bottom of the stack, where the rulebook places it (THE MAGI, Double
    Magi Cards: "place a Universal Relic at the bottom of your Magi stack"); a warning
    naming the Magi written below it otherwise, since the stack is revealed from the top
    and the Relic would come up as a Magi. A warning, not an error: the player chooses
    the stack's order at the start of each game (Selecting Magi), so the order a
    decklist writes (a sorted export's) may not be the one played."""
    name = entry.card.name if entry.card is not None else entry.line.name
    below = _magi_below(ctx, entry, zone_id, spec)
    if below is None:
        return RULE.violation(
            f"{name} under the {spec.label} only hides its size; it is not part of the deck",
            severity="info", zone=zone_id, line=entry.line.line, cards=(name,),
            source=spec.source.cite(),
        )
    return RULE.violation(
        f"{name} is above {below} in the {spec.label}: a {stack.filler_label} hiding a "
        "short stack goes at its bottom, under the Magi",
        severity="warning", zone=zone_id, line=entry.line.line, cards=(name,),
        source=spec.source.cite(), hint=f"write {name} last in the {spec.label}",
    )


def _magi_below(ctx: CheckContext, filler: DeckEntry, zone_id: str,
                spec: ZoneSpec) -> str | None:
    """The name of the first card of the stack's kind (or unknown line, a card the
    player holds there) written below ``filler`` in stack order, or ``None`` when the
    filler is the stack's bottom. Cards the stack refuses are left to zone-card-type."""
    seen = False
    for entry in ctx.deck.entries:
        if entry is filler:
            seen = True
        elif seen and entry.zone == zone_id and entry not in ctx.fillers:
            card = entry.card
            if card is None:
                return entry.line.name
            if spec.accepts is None or spec.accepts(card):
                return card.name
    return None


def _excluded_pairs(ctx: CheckContext, zone_id: str, spec: ZoneSpec,
                   stack: Stack) -> Iterator[Violation]:
    """An error for each Magi of the stack that another Magi's own text keeps out of it
    (Yaki, Core Stalker: "Yaki cannot be in a Magi stack with Core Magi"; the stack's
    ``excludes_fact``), at the line of whichever of the two comes second."""
    held = [(entry, card) for entry, card in ctx.cards([zone_id])
            if spec.accepts is None or spec.accepts(card)]
    for entry, card in held:
        regions = stack.excluded_regions(card)
        if not regions:
            continue
        for other_entry, other in held:
            shared = [region for region in regions if region in other.regions]
            if other is card or not shared:
                continue
            yield RULE.violation(
                f"{card.name} cannot be in the {spec.label} with {listing(shared)} Magi "
                f"({other.name}); its own text says so",
                zone=zone_id, line=max(entry.line.line or 0, other_entry.line.line or 0) or None,
                cards=(card.name, other.name), source=spec.source.cite(),
                hint=f"replace {other.name} or {card.name}",
            )


RULE = Rule(
    "magi-stack", "CT504", "error", "The Magi stack is not exactly three different Magi.",
    check, __doc__ or "", applies=lambda judging: any(
        spec.stack is not None for spec in judging.fmt.zones.values()),
)
