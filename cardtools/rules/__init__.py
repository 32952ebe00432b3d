"""The rules, one small module each, and their registry (README, "Rules").

``TABLE`` maps rule ids to a ``RuleEntry`` in code order: what a check needs to know of
every rule without importing it (its code, default severity, module, the format key it
reads and the format key it needs to apply). ``rule_of(rule_id)`` imports one rule's module
for its ``Rule``; ``RULES`` maps every rule id to its ``Rule`` in code order, importing
every rule module when first read. A test keeps ``TABLE`` equal to the modules.
Rule ids and codes are a public contract: never rename or reuse one.
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start.

import sys
from importlib import import_module
from typing import NamedTuple

from cardtools.model import Severity
from cardtools.rules.base import CheckContext, DeckNeed, Rule, Tally


class RuleEntry(NamedTuple):
    """What the registry says of one rule: ``id``, ``code`` and default ``severity``
    (as its ``Rule``), ``module`` (its module in this package), ``reads`` (the format key
    of its ``options``, ``None`` for none) and ``applies_with`` (the format key whose
    options the rule needs to find anything: its ``applies`` is ``uses`` of those options),
    ``own_applies`` (true when the rule's own ``applies`` decides: its module is imported
    to ask it; a rule with neither always applies); ``checks``: false for a rule the
    checker itself reports (its ``check`` is ``None``); ``needs``: its ``Rule.needs``
    when that is ``findings``, ``unresolved`` or ``repeated`` (``None`` otherwise), so
    that a batch whose decks all lack it does not import the rule."""

    id: str
    code: str
    severity: Severity
    module: str
    reads: str | None = None
    applies_with: str | None = None
    own_applies: bool = False
    checks: bool = True
    needs: DeckNeed | None = None


TABLE: dict[str, RuleEntry] = {entry.id: entry for entry in (
    RuleEntry("file-error", "CT001", "error", "file_error", checks=False),
    RuleEntry("unknown-format", "CT002", "error", "unknown_format", checks=False),
    RuleEntry("internal-error", "CT003", "error", "internal_error", checks=False),
    RuleEntry("parse-error", "CT101", "error", "parse_error", needs="findings"),
    RuleEntry("encoding", "CT102", "warning", "encoding", needs="findings"),
    RuleEntry("duplicate-line", "CT103", "info", "duplicate_line", needs="repeated"),
    RuleEntry("ignored-section", "CT104", "info", "ignored_section", needs="findings"),
    RuleEntry("data-age", "CT105", "info", "data_age", own_applies=True),
    RuleEntry("look-alike", "CT106", "warning", "look_alike"),
    RuleEntry("suppression", "CT107", "warning", "suppression", checks=False),
    RuleEntry("reading", "CT108", "info", "reading", needs="findings"),
    RuleEntry("declared-count", "CT109", "warning", "declared_count", needs="findings"),
    RuleEntry("deck-date", "CT110", "info", "deck_date", own_applies=True),
    RuleEntry("proxy", "CT111", "warning", "proxy", needs="findings"),
    RuleEntry("unknown-card", "CT201", "error", "unknown_card", needs="unresolved"),
    RuleEntry("ambiguous-card", "CT202", "error", "ambiguous_card", needs="unresolved"),
    RuleEntry("copy-limit", "CT301", "error", "copy_limit", "copy_limit", "copy_limit"),
    RuleEntry("category-limit", "CT302", "error", "category_limit", "category_limits",
              "category_limits"),
    RuleEntry("restricted", "CT303", "error", "restricted"),
    RuleEntry("not-in-pool", "CT304", "error", "not_in_pool", "draft_pool", "draft_pool"),
    RuleEntry("banned", "CT401", "error", "banned"),
    RuleEntry("card-pool", "CT402", "error", "card_pool", "card_pool", "card_pool"),
    RuleEntry("rarity-not-allowed", "CT403", "error", "rarity_not_allowed",
              "allowed_rarities", "allowed_rarities"),
    RuleEntry("finish-required", "CT404", "error", "finish_required", "required_finish",
              "required_finish"),
    RuleEntry("zone-size", "CT501", "error", "zone_size", "deck_size"),
    RuleEntry("zone-not-allowed", "CT502", "error", "zone_not_allowed"),
    RuleEntry("zone-card-type", "CT503", "error", "zone_card_type"),
    RuleEntry("magi-stack", "CT504", "error", "magi_stack", own_applies=True),
    RuleEntry("region-unplayable", "CT601", "warning", "region_unplayable", "playability",
              "playability"),
    RuleEntry("duplicate-deck", "CT701", "info", "duplicate_deck", checks=False),
    RuleEntry("duplicate-player", "CT702", "warning", "duplicate_player", checks=False),
    RuleEntry("no-card-data", "CT703", "error", "no_card_data", checks=False),
    RuleEntry("no-player", "CT704", "info", "no_player", checks=False),
    RuleEntry("commander", "CT801", "error", "commander", "commander", "commander"),
    RuleEntry("colour-identity", "CT802", "error", "colour_identity", None, "commander"),
    RuleEntry("companion", "CT803", "error", "companion", "companions", "companions"),
)}

#: The rule id of each format key a rule reads (``RuleEntry.reads``), in code order.
READERS: dict[str, str] = {entry.reads: entry.id for entry in TABLE.values()
                           if entry.reads is not None}


def rule_of(rule_id: str) -> Rule:
    """The ``Rule`` of ``rule_id`` (a key of ``TABLE``), its module imported when first
    asked. Raises ``KeyError`` for an unknown id."""
    name = f"cardtools.rules.{TABLE[rule_id].module}"
    found: Rule = (sys.modules.get(name) or import_module(name)).RULE  # a batch asks often
    return found


#: Every rule id -> its ``Rule``, in code order (every rule module imported when first read).
RULES: dict[str, Rule]


def __getattr__(name: str) -> dict[str, Rule]:
    if name != "RULES":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    found = globals()["RULES"] = {rule_id: rule_of(rule_id) for rule_id in TABLE}
    return found


__all__ = ["READERS", "RULES", "TABLE", "CheckContext", "Rule", "RuleEntry", "Tally", "rule_of"]
