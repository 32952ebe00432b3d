"""colour-identity (CT802): a card outside the commanders' colour identity.

Not reported (Commander, Thrasios and Tymna: white, blue, black, green)::

    Format: mtg/commander
    Commander
    1 Thrasios, Triton Hero
    1 Tymna the Weaver
    Deck
    1 Swords to Plowshares
    1 Kitchen Finks              # hybrid {G/W}: green and white
    1 Breeding Pool              # basic land types Forest Island: green and blue

Illegal::

    Format: mtg/commander
    Commander
    1 Thrasios, Triton Hero
    1 Tymna the Weaver
    Deck
    1 Lightning Bolt             # red: outside white, blue, black, green
    1 Mountain                   # a basic Mountain is red

Illegal (a red commander)::

    Format: mtg/commander
    Commander
    1 Krenko, Mob Boss
    Deck
    1 Dismember                  # phyrexian {B/P}: black, outside a red deck

Magic: The Gathering Comprehensive Rules 903.4: a card's colour identity is its colour
plus the colour of every mana symbol in its costs and rules text (hybrid and phyrexian
symbols included) and, for a land, its basic land types' colours (903.4c); 903.5c:
every card of the deck must be within the commander's colour identity, and with a
colourless commander only colourless cards (903.5d). The identity is the card data's
``colour_identity`` fact; a card without one (newer than the data) cannot be judged: a
warning says so (for a commander without one, no card of the deck can be judged).
Brawl lets a deck with a colourless commander hold basic lands of one basic land type
(``colourless_basics``; Brawl rules, Deck construction): a basic land's subtypes are its
type, so Island and Snow-Covered Island are one type (rule 205.3i). With two commanders
the identity is the union of theirs; but a signature spell (Oathbreaker rules, Deck
construction; ``signature_spell.own_identity``) goes with one oathbreaker, so with two
each must have a spell within its own identity. Colour letters are named, and ordered, by the
``colours`` of the game's data (its ``game.yaml``: README, "Decklists").
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence

from cardtools.gamedata import colour_names
from cardtools.model import Card, DeckEntry, Violation
from cardtools.rules import commander as commander_rule
from cardtools.rules._text import listing, with_article
from cardtools.rules.base import CheckContext, Rule, uses
from cardtools.rules.commander import CommanderSpec, commanders


def in_order(letters: Collection[str], colours: Mapping[str, str]) -> tuple[str, ...]:
    """The letters of ``colours`` (letter -> name, in the game's order:
    ``gamedata.colour_names``) that are in ``letters``, in that order (WUBRG for
    Magic); other letters are left out."""
    return tuple(c for c in colours if c in letters)


def identity_text(letters: Sequence[str], colours: Mapping[str, str]) -> str:
    """``"white, blue"`` for ``["W", "U"]`` with Magic's ``colours`` (letter -> name;
    a letter it lacks is shown as it is); ``"colourless"`` for none."""
    return ", ".join(colours.get(c, c) for c in letters) or "colourless"


def _joined(letters: Sequence[str], colours: Mapping[str, str]) -> str:
    """``"white and black"``: the colours of ``letters`` in words."""
    words = [colours.get(c, c) for c in letters]
    return " and ".join([", ".join(words[:-1]), words[-1]] if len(words) > 1 else words)


def identity_of(card: Card) -> tuple[str, ...] | None:
    """The card's colour identity letters, or ``None`` when the data has none."""
    value = card.facts.get("colour_identity")
    if not isinstance(value, list | tuple):
        return None
    return tuple(str(letter) for letter in value)


def deck_identity(ctx: CheckContext) -> tuple[list[Card], tuple[str, ...]] | None:
    """The deck's commanders that can lead it and their combined colour identity (in the
    order of the game's ``colours``: WUBRG); ``None`` when the format has no commander
    or the deck none to judge by. With more than two cards leading (the ``commander``
    rule's error), the identity is all of theirs together: the widest any legal choice
    among them could have, so a card outside it is outside whichever the deck keeps."""
    spec = ctx.fmt.option(commander_rule.OPTIONS)
    if spec is None:
        return None
    leaders = [card for _, card in commanders(ctx)]
    if not leaders:
        return None
    known = [identity_of(card) for card in leaders]
    if any(letters is None for letters in known):
        return None
    union = {letter for letters in known for letter in letters or ()}
    return leaders, in_order(union, colour_names(ctx.fmt.game))


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card's colour identity is not within the commanders';
    a warning per commander or card whose colour identity the card data lacks (the rule
    could not judge it)."""
    spec = ctx.fmt.option(commander_rule.OPTIONS)
    if spec is None:
        return
    found = deck_identity(ctx)
    if found is None:
        yield from _unknown_leaders(ctx, spec)
        return
    leaders, allowed = found
    whose = listing([card.name for card in leaders], limit=len(leaders))
    allowed_set = set(allowed)
    colours = colour_names(ctx.fmt.game)
    basic_type: tuple[frozenset[str], str] | None = None  # land types, first card's name
    for entry, card in ctx.cards(spec.identity_zones):
        if card in leaders and entry.zone == spec.zone:
            continue
        letters = identity_of(card)
        if letters is None:
            yield _unknown(ctx, spec, entry, card, "it")
            continue
        if set(letters) <= allowed_set:
            continue
        if spec.colourless_basics and not allowed and "Basic" in card.supertypes:
            # one basic land *type*: Island and Snow-Covered Island are both Islands
            basic_type = basic_type or (frozenset(card.subtypes), card.name)
            if frozenset(card.subtypes) == basic_type[0]:
                continue
            yield _other_basic(ctx, spec, entry, card, basic_type[1], whose)
            continue
        outside = [c for c in letters if c not in allowed_set]
        yield RULE.violation(
            f"{card.name} has colour identity {identity_text(letters, colours)}: "
            f"{_joined(outside, colours)} {'is' if len(outside) == 1 else 'are'} outside "
            f"{whose}'s colour identity "
            f"({identity_text(allowed, colours)})",
            zone=entry.zone, line=entry.line.line, cards=(card.name,),
            source=spec.identity_source.cite(),
            hint=f"remove {card.name}, or choose {with_article(spec.label)} whose colour identity "
                 f"includes {_joined(outside, colours)}",
            written=ctx.written(entry))
    if spec.signature_own_identity and len(leaders) == 2:
        yield from _spells_of_their_own(ctx, spec, leaders, allowed_set)


def _spells_of_their_own(ctx: CheckContext, spec: CommanderSpec, leaders: list[Card],
                         allowed: set[str]) -> Iterator[Violation]:
    """Errors for signature spells that cannot each go with a leader of their own
    (Oathbreaker rules, Deck construction: with two oathbreakers, each brings one
    signature spell within its own colour identity): a spell within the pair's identity
    but neither leader's alone, and, when the spells are as many as the leaders, a
    leader no spell can be assigned to (both spells fit one leader only). Spells outside
    the pair's identity, or without a known identity, are the main check's."""
    spells = [(entry, card, set(identity))
              for entry, card in commander_rule.signature_spells(ctx, spec)
              if (identity := identity_of(card)) is not None and set(identity) <= allowed]
    own = [(card, set(identity_of(card) or ())) for card in leaders]
    colours = colour_names(ctx.fmt.game)
    each = "; ".join(f"{card.name}: {identity_text(in_order(letters, colours), colours)}"
                     for card, letters in own)
    fitting = []
    for entry, card, letters in spells:
        fits = [leader for leader, identity in own if letters <= identity]
        if fits:
            fitting.append((entry, card, fits))
            continue
        yield RULE.violation(
            f"{card.name}, {with_article(spec.signature_label)}, has colour identity "
            f"{identity_text(in_order(letters, colours), colours)}: within the pair's, but "
            f"not within one {spec.label}'s alone ({each}); each {spec.label}'s "
            f"{spec.signature_label} is within its own colour identity",
            zone=entry.zone, line=entry.line.line, cards=(card.name,),
            source=spec.identity_source.cite(),
            hint=f"choose {with_article(spec.signature_label)} within the colour identity of "
                 f"one {spec.label}", written=ctx.written(entry))
    copies = sum(entry.count for entry, _card, _fits in fitting)
    if copies != len(spells) or copies != len(leaders) or len(fitting) != 2:
        return
    (_, one, fits_one), (entry, other, fits_other) = fitting
    if len(set(fits_one) | set(fits_other)) == 2:
        return
    keeper = fits_one[0]
    left = next((card for card in leaders if card is not keeper), None)
    if left is None:
        return  # one card written twice as the pair: the commander rule says so
    yield RULE.violation(
        f"{one.name} and {other.name} are both within {keeper.name}'s colour identity "
        f"only: {left.name} ({identity_text(identity_of(left) or (), colours)}) has no "
        f"{spec.signature_label} within its own; each {spec.label} brings one "
        f"{spec.signature_label} ({each})",
        zone=entry.zone, line=entry.line.line, cards=(one.name, other.name, left.name),
        source=spec.identity_source.cite(),
        hint=f"replace {other.name} with {with_article(spec.signature_label)} within "
             f"{left.name}'s colour identity", written=ctx.written(entry))


def _unknown_leaders(ctx: CheckContext, spec: CommanderSpec) -> Iterator[Violation]:
    """A warning per commander whose colour identity the data lacks."""
    leaders = commanders(ctx)
    if leaders:
        for entry, card in leaders:
            if identity_of(card) is None:
                yield _unknown(ctx, spec, entry, card, "the deck's cards by it")


def _unknown(ctx: CheckContext, spec: CommanderSpec, entry: DeckEntry, card: Card,
             what: str) -> Violation:
    """The warning for a card whose colour identity the card data lacks."""
    return RULE.violation(
        f"{card.name}: the card data lacks its colour identity, so the rule could not "
        f"judge {what}",
        severity="warning", zone=entry.zone, line=entry.line.line, cards=(card.name,),
        source=spec.identity_source.cite(),
        hint=f"check its colours by hand, or update the card data (cardtools cards update "
             f"{ctx.fmt.game})", written=ctx.written(entry))


def _other_basic(ctx: CheckContext, spec: CommanderSpec, entry: DeckEntry, card: Card,
                 first: str, whose: str) -> Violation:
    return RULE.violation(
        f"{card.name} is a second basic land type: with a colourless {spec.label} "
        f"({whose}) the deck may hold basic lands of one type only ({first} first)",
        zone=entry.zone, line=entry.line.line, cards=(card.name, first),
        source=spec.identity_source.cite(),
        hint=f"replace {card.name} with {first} or a colourless land",
        written=ctx.written(entry))


RULE = Rule(
    "colour-identity", "CT802", "error",
    "A card outside the commanders' colour identity (the message names the colours).",
    check, __doc__ or "", applies=uses(commander_rule.OPTIONS),
)
