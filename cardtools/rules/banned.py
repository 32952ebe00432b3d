"""banned (CT401): a banned card is present.

Not reported (Mage Noir tournament, judged as of 2025-11-04)::

    Format: mage-noir/tournament
    4 Fire Ball

Illegal::

    Format: mage-noir/tournament
    1 Crimson Ritual      # banned: listed by 2025-11-04, where the recorded lists start
    1 Rituel pourpre      # the same card, French name

The banned list is the format's dated ``lists``, evaluated as of ``--date`` (default
today). A history that starts with the lists in force on a day (``in_force``) rather than
with the first change ever: a day before it gets a warning that bans were not checked
(``--strict`` fails it), and each card on the lists it starts with a warning that it may
be banned already. Commander formats also list cards that may not be a
commander (in the command zone: Duel Commander's banned-as-commander list) or a companion
(a companion card in the companion zone: Lutri in Commander); those cards may still be
played in the deck.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from cardtools.formatspec.model import ListEntry
from cardtools.model import Card, Violation
from cardtools.rules._text import plural
from cardtools.rules.base import (
    CheckContext,
    DeckNeed,
    Judging,
    Question,
    Rule,
    Tally,
    listed,
    listed_as,
    listed_copies,
    lists_questions,
    named_copies,
)
from cardtools.rules.card_pool import face_of_a_pool_card
from cardtools.rules.copy_limit import breakdown


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per banned card, at its first line."""
    start = ctx.fmt.history_start
    if start is not None and _unrecorded(ctx.judging):
        # A warning, not a note: the deck was not checked against the format's lists, so
        # --strict must fail it rather than let it pass as legal.
        known = (", but for the cards recorded as banned before then (in every sanctioned "
                 "format)" if ctx.lists.banned else "")
        yield RULE.violation(
            f"the banned and restricted lists of {ctx.fmt.name} before {start.date} "
            f"are not recorded: bans were not checked{known}; a card on the lists of "
            f"{start.date} may have been on them already (each is said) (judged as of "
            f"{ctx.lists.as_of})",
            severity="warning", source=start.source.cite(),
            hint=f"check the format's official list for that day, or judge with --date "
                 f"{start.date} or later",
        )
    yield from _banned_as(ctx)
    banned, maybe = ctx.lists.banned, ctx.lists.possible.banned
    if not (banned or maybe) or not ctx.on_lists():
        return
    said: set[str] = set()  # a card of two identities listed by its own name: once
    tallies = ctx.tallies(_every_zone(ctx), ctx.listed_identities())
    for identity, copies in tallies.items():
        cards = _cards_of(copies)
        name = listed_as(cards, identity, banned, maybe)
        if name in said:
            continue
        tally = listed_copies(ctx, tallies, identity, name)
        verdict = _verdict(ctx, listed(banned, cards, identity),
                           listed(maybe, cards, identity) or _still_listed(ctx, tally, cards),
                           _named(ctx, tally, name),
                           restricted=listed(ctx.lists.possible.restricted, cards, identity))
        if verdict is None:
            continue
        said.add(name)
        message, severity, entry, uncertain = verdict
        remove = f"remove {plural(tally.count, 'copy')}" if tally.count > 1 else "remove it"
        # "4 Lightning Bolt" banned where a legal card's face is so named: said
        remove += "".join(face_of_a_pool_card(
            ctx.judging, card, lambda other: listed(banned, (other,), other.name) is None)
            for card in dict.fromkeys(cards))
        yield RULE.violation(
            message + ctx.written_elsewhere(*tally.entries), severity=severity,
            zone=tally.first.zone, line=tally.first.line.line,
            cards=tally.cards, count=tally.count, limit=0, source=entry.source.cite(),
            hint=f"{remove}, or check the format's list of that day" if uncertain else remove,
            written=ctx.written(*tally.entries),
        )


def _named(ctx: CheckContext, tally: Tally, name: str) -> str:
    """How a ban names the copies of ``tally``, listed as ``name``: as ``restricted``
    names them (``named_copies``: ``Evil Evu (counted as Evu)``), with their copies per
    card when several cards are counted under it (``Evu (Evu 1 + Evil Evu 1)``)."""
    shown = named_copies(tally, name)
    return shown + breakdown(tally, ctx) if len(tally.cards) > 1 else shown


def _still_listed(ctx: CheckContext, tally: Tally, cards: list[Card]) -> ListEntry | None:
    """The entry of a role list that may already be in force (``Lists.maybe``) holding
    the cards of ``tally`` where a copy sits (Ezio moved from the banned list to Duel
    Commander's banned-as-commander list, in the command zone), else ``None``: a ban
    the later lists keep for that copy is not lifted, so it is not said to be."""
    zones = tally.by_zone
    for zone_id, _now, later, _role in ctx.judging.of_format(ROLES):
        found: ListEntry | None = (listed(later, cards, tally.identity) if zone_id in zones
                                    else None)
        if found is not None:
            return found
    return None


def _every_zone(ctx: CheckContext) -> tuple[str, ...]:
    """The format's zones, then those of the deck the format does not have (a command
    zone in a Legacy deck): a banned card is banned wherever the list writes it, so its
    ban is said beside the ``zone-not-allowed`` error (it went unsaid, the card then
    moved to the sideboard found banned only on the next check); and a supplementary
    deck's (an Attraction deck, ``CheckContext.lists_zones``), played in the event too."""
    return (*ctx.fmt.zones, *(zone for zone in ctx.lists_zones() or ctx.zone_sizes
                              if zone not in ctx.fmt.zones))


def _verdict(ctx: CheckContext, now: ListEntry | None, later: ListEntry | None,
             name: str, role: str = "", restricted: ListEntry | None = None
             ) -> tuple[str, str, ListEntry, bool] | None:
    """The message, severity and list entry of the card ``name`` banned (``now``: its
    entry on the day's lists) or maybe banned (``later``: on the lists of a later change
    of no known day, ``Lists.maybe``), in a ``role`` when given (``commander``), and
    whether the sources leave the day's ban in doubt; else ``None``. A ban that a change
    of no known day lifted stays an error and says so; one that such a change made is a
    warning: the sources cannot tell whether the deck's day is before or after it (never
    a verdict more confident than its data, nor more lenient); one such a change moved to
    the restricted list (``restricted``: its entry there) says it moved, not that it
    left the lists."""
    maybe = ctx.lists.maybe
    banned = f" banned{f' as {role}' if role else ''} in {ctx.fmt.name}"
    if now is not None:
        message = f"{name} is{banned} ({ctx.fmt.listed_since(now)})"
        if maybe is None or later is not None:
            return message, "error", now, False
        left = ("is restricted on the lists of {}, and the day it moved there" if restricted
                else "is off the lists of {}, and the day it left them")
        return (f"{message}; it {left.format(maybe.as_of)} is not in the sources", "error",
                now, True)
    if later is None or maybe is None:
        return None
    day = ctx.lists.as_of
    return (f"{name} may be{banned} on {day} ({ctx.fmt.listed_since(later, day)})",
            "warning", later, True)


def _unrecorded(judging: Judging) -> bool:
    """Whether the judged day is before the first recorded list of the format (lists
    in force from their first change that is not ``partial``): no ban can be checked
    but those of its ``partial`` changes (``Format.unrecorded``)."""
    return judging.fmt.unrecorded(judging.lists.as_of)


#: A role a card may be banned in: its zone id, the role's list of the day and of the
#: lists that may already be in force (``Lists.maybe``), and the role's name.
_Role = tuple[str, Mapping[str, ListEntry], Mapping[str, ListEntry], str]


def _roles(judging: Judging, _key: None) -> list[_Role]:
    """The roles a card may be banned in: the commander and the companion, when the
    format has them and the day's lists, or those that may already be in force, list
    some card so (the question ``ROLES``)."""
    # the role rules' modules are imported only for lists that ban some card in a role
    roles: list[_Role] = []
    now, maybe = judging.lists, judging.lists.possible
    if now.as_commander or maybe.as_commander:
        from cardtools.rules.commander import OPTIONS as COMMANDER

        commander = judging.fmt.option(COMMANDER)
        if commander is not None:
            roles.append((commander.zone, now.as_commander, maybe.as_commander,
                          commander.label))
    if now.as_companion or maybe.as_companion:
        from cardtools.rules.companion import OPTIONS as COMPANIONS

        companions = judging.fmt.option(COMPANIONS)
        if companions is not None:
            roles.append((companions.zone, now.as_companion, maybe.as_companion, "companion"))
    return roles


#: The roles a card may be banned in under a judging (``_roles``), worked out once.
ROLES: Question[None, list[_Role]] = Question("banned-roles", _roles)


def _needs(judging: Judging) -> DeckNeed | None:
    """Every deck when the day's lists are not recorded or some card is banned in a
    role; else only the decks with a card on the day's lists (``OFF_LISTS``)."""
    return None if _unrecorded(judging) or judging.of_format(ROLES) else "flagged"


def _banned_as(ctx: CheckContext) -> Iterator[Violation]:
    """Errors for a commander on the banned-as-commander list and a companion on the
    banned-as-companion list (cards the main banned list holds are reported above: an
    error for a card banned on the day; the warning for a card a change of no known day
    bans stands for its role's ban only when the day's role list does not hold it, as a
    ban certain on the day stays an error)."""
    maybe = ctx.lists.possible
    for zone_id, now, later, role in ctx.judging.of_format(ROLES):
        for entry, card in ctx.cards([zone_id]):
            if listed(ctx.lists.banned, [card], card.name) is not None:
                continue  # the main list's error is given above
            banned_now = listed(now, [card], card.name)
            banned_later = listed(maybe.banned, [card], card.name)
            if banned_now is None and banned_later is not None:
                continue  # the main list's warning is given above
            if role == "companion" and not card.facts.get("companion"):
                continue
            verdict = _verdict(ctx, banned_now, listed(later, [card], card.name) or banned_later,
                               card.name, role)
            if verdict is None:
                continue
            message, severity, found, uncertain = verdict
            check = ", or check the format's list of that day" if uncertain else ""
            yield RULE.violation(
                f"{message}; it may be played in the main deck", severity=severity,
                zone=zone_id, line=entry.line.line, cards=(card.name,), count=entry.count,
                limit=0, source=found.source.cite(),
                hint=f"choose another {role}, or move {card.name} to the main deck{check}",
                written=ctx.written(entry))


RULE = Rule("banned", "CT401", "error", "A banned card is present.", check, __doc__ or "",
            card_questions=lists_questions, needs=_needs)


def _cards_of(tally: Tally) -> list[Card]:
    """The cards a tally counted (for their face names)."""
    return [entry.card for entry in tally.entries if entry.card is not None]
