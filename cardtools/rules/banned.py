"""banned (CT401): a banned card is present.

Legal (Mage Noir tournament, lists as of 2025-11-04)::

    Format: mage-noir/tournament
    4 Fire Ball

Illegal::

    Format: mage-noir/tournament
    1 Crimson Ritual      (banned since 2025-11-04 or earlier)
    1 Rituel pourpre      (the same card, French name)

The banned list is the format's dated ``lists``, evaluated as of ``--date`` (default
today). A history that starts with the lists in force on a day (``in_force``) rather than
with the first change ever: a day before it gets a warning that bans were not checked
(``--strict`` fails it). Commander formats also list cards that may not be a
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
    lists_questions,
)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per banned card, at its first line."""
    changes = ctx.fmt.list_changes
    if _unrecorded(ctx.judging):
        # A warning, not a note: the deck was not checked against any list, so --strict
        # must fail it rather than let it pass as legal.
        yield RULE.violation(
            f"the banned and restricted lists of {ctx.fmt.name} before {changes[0].date} "
            f"are not recorded: bans were not checked (lists as of {ctx.lists.as_of})",
            severity="warning", source=changes[0].source.cite(),
            hint=f"check the format's official list for that day, or judge with --date "
                 f"{changes[0].date} or later",
        )
    yield from _banned_as(ctx)
    banned = ctx.lists.banned
    if not banned or not ctx.on_lists():
        return
    for identity, tally in ctx.tallies(ctx.fmt.zones, ctx.listed_identities()).items():
        entry = listed(banned, _cards_of(tally), identity)
        if entry is None:
            continue
        yield RULE.violation(
            f"{identity} is banned in {ctx.fmt.name} ({ctx.fmt.listed_since(entry)})",
            zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
            count=tally.count, limit=0, source=entry.source.cite(),
            hint=f"remove {plural(tally.count, 'copy')}" if tally.count > 1 else "remove it",
            written=ctx.written(*tally.entries),
        )


def _unrecorded(judging: Judging) -> bool:
    """Whether the judged day is before the first recorded list of the format (lists
    in force from their first change): no ban can be checked."""
    changes = judging.fmt.list_changes
    return bool(changes and changes[0].in_force and judging.lists.as_of < changes[0].date)


def _roles(judging: Judging, _key: None) -> list[tuple[str, Mapping[str, ListEntry], str]]:
    """The roles a card may be banned in (zone id, the list of the role, its name): the
    commander and the companion, when the format has them and the day's lists list
    some card so (the question ``ROLES``)."""
    # the role rules' modules are imported only for lists that ban some card in a role
    roles: list[tuple[str, Mapping[str, ListEntry], str]] = []
    if judging.lists.as_commander:
        from cardtools.rules.commander import OPTIONS as COMMANDER

        commander = judging.fmt.option(COMMANDER)
        if commander is not None:
            roles.append((commander.zone, judging.lists.as_commander, commander.label))
    if judging.lists.as_companion:
        from cardtools.rules.companion import OPTIONS as COMPANIONS

        companions = judging.fmt.option(COMPANIONS)
        if companions is not None:
            roles.append((companions.zone, judging.lists.as_companion, "companion"))
    return roles


#: The roles a card may be banned in under a judging (``_roles``), worked out once.
ROLES: Question[None, list[tuple[str, Mapping[str, ListEntry], str]]] = Question(
    "banned-roles", _roles)


def _needs(judging: Judging) -> DeckNeed | None:
    """Every deck when the day's lists are not recorded or some card is banned in a
    role; else only the decks with a card on the day's lists (``OFF_LISTS``)."""
    return None if _unrecorded(judging) or judging.of_format(ROLES) else "flagged"


def _banned_as(ctx: CheckContext) -> Iterator[Violation]:
    """Errors for a commander on the banned-as-commander list and a companion on the
    banned-as-companion list (cards the main banned list holds are reported above)."""
    for zone_id, listed_for_role, role in ctx.judging.of_format(ROLES):
        for entry, card in ctx.cards([zone_id]):
            found = listed(listed_for_role, [card], card.name)
            if found is None or listed(ctx.lists.banned, [card], card.name) is not None:
                continue
            if role == "companion" and not card.facts.get("companion"):
                continue
            yield RULE.violation(
                f"{card.name} is banned as {role} in {ctx.fmt.name} "
                f"({ctx.fmt.listed_since(found)}); "
                "it may be played in the main deck",
                zone=zone_id, line=entry.line.line, cards=(card.name,), count=entry.count,
                limit=0, source=found.source.cite(),
                hint=f"choose another {role}, or move {card.name} to the main deck",
                written=ctx.written(entry))


RULE = Rule("banned", "CT401", "error", "A banned card is present.", check, __doc__ or "",
            card_questions=lists_questions, needs=_needs)


def _cards_of(tally: Tally) -> list[Card]:
    """The cards a tally counted (for their face names)."""
    return [entry.card for entry in tally.entries if entry.card is not None]
