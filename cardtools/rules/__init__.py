"""The rules, one small module each, and their registry (README, "Rules").

``RULES`` maps rule ids to ``Rule`` records in code order. Rule ids and codes are a
public contract: never rename or reuse one.
"""

from __future__ import annotations

from importlib import import_module

from cardtools.rules.base import CheckContext, Rule, Tally

_MODULES = (
    "file_error", "unknown_format", "internal_error",
    "parse_error", "encoding", "duplicate_line", "ignored_section", "data_age",
    "look_alike",
    "suppression",
    "reading", "declared_count",
    "unknown_card", "ambiguous_card",
    "copy_limit", "category_limit", "restricted", "not_in_pool",
    "banned", "card_pool", "rarity_not_allowed", "finish_required",
    "zone_size", "zone_not_allowed", "zone_card_type", "magi_stack",
    "region_unplayable",
    "duplicate_deck", "duplicate_player", "no_card_data",
    "commander", "colour_identity", "companion",
)


def _load() -> dict[str, Rule]:
    rules = [import_module(f"cardtools.rules.{name}").RULE for name in _MODULES]
    return {rule.id: rule for rule in sorted(rules, key=lambda r: r.code)}


RULES: dict[str, Rule] = _load()

__all__ = ["RULES", "CheckContext", "Rule", "Tally"]
