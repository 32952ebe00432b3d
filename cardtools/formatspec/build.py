"""Turning a merged format mapping into a typed ``Format``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.formatspec.match import Matcher
from cardtools.formatspec.model import DeckHash, Format, ListChange, Source, Stack, ZoneSpec
from cardtools.formatspec.options import Where, foreign_zones, options_in
from cardtools.gamedata import ZoneTable, bundled_zones


def build_format(format_id: str, data: Mapping[str, Any],
                 table: ZoneTable | None = None) -> Format:
    """Build a ``Format`` from a merged, schema-valid mapping: the skeleton's keys here,
    each rule's key by its ``RuleOptions.parse`` (``Format.options``).

    Raises ``CardtoolsError`` when the definition is incomplete (no zones, or a rule's
    option missing a part the schema cannot require) or a list history is out of date
    order.
    """
    source = Source.of(data.get("source"))
    table = table or bundled_zones()  # a zone without a label takes the game data's
    zones = {zid: _zone(zid, spec, source, table)
             for zid, spec in (data.get("zones") or {}).items()
             if spec is not None}
    if not zones:
        raise CardtoolsError(f"format {format_id} defines no zones", where="$.zones")
    misplaced = foreign_zones(data, format_id)
    if misplaced:
        raise misplaced[0]
    list_changes = _list_changes(format_id, data.get("lists", ()), source)
    where = Where(format_id, tuple(zones), source)
    options: dict[str, Any] = {}
    for rule_options in options_in(data):
        spec = rule_options.parse(data[rule_options.key], where)
        if spec is not None:
            options[rule_options.key] = spec
    return Format(
        id=format_id,
        game=data["game"],
        name=data.get("name", format_id),
        description=data.get("description", ""),
        source=source,
        notes=tuple(data.get("notes", ())),
        zones=zones,
        list_changes=list_changes,
        definition=data,
        lists_checked=data.get("lists_checked"),
        deck_hash=_deck_hash(data.get("deck_hash")),
        options=options,
    )


def _zone(zone_id: str, spec: Mapping[str, Any], source: Source, table: ZoneTable) -> ZoneSpec:
    stack = spec.get("stack")
    return ZoneSpec(
        id=zone_id,
        label=spec.get("label", table.label(zone_id)),
        min=spec.get("min"),
        max=spec.get("max"),
        exact=spec.get("exact"),
        accepts=Matcher(spec["accepts"]) if "accepts" in spec else None,
        accepts_label=spec.get("accepts_label"),
        size_excludes=Matcher(spec["size_excludes"]) if "size_excludes" in spec else None,
        size_excludes_label=spec.get("size_excludes_label"),
        stack=Stack(
            places=stack["places"],
            size_fact=stack.get("size_fact"),
            filler=Matcher(stack["filler"]) if "filler" in stack else None,
            filler_label=stack.get("filler_label", "filler card"),
            repeatable=Matcher(stack["repeatable"]) if "repeatable" in stack else None,
            excludes_fact=stack.get("excludes_fact"),
            fourth_fact=stack.get("fourth_fact"),
        ) if stack else None,
        show_facts=tuple(spec.get("show_facts", ())),
        source=Source.of(spec.get("source"), source),
        under_deck_header=spec.get("under_deck_header", False),
    )


def _list_changes(format_id: str, items: Any, source: Source) -> tuple[ListChange, ...]:
    changes = tuple(
        ListChange(
            date=item["date"],
            source=Source.of(item.get("source"), source),
            banned=tuple(item.get("banned", ())),
            unbanned=tuple(item.get("unbanned", ())),
            restricted=dict(item.get("restricted", {})),
            unrestricted=tuple(item.get("unrestricted", ())),
            in_force=bool(item.get("in_force", False)),
            day_unknown=bool(item.get("day_unknown", False)),
            partial=bool(item.get("partial", False)),
            banned_as_commander=tuple(item.get("banned_as_commander", ())),
            unbanned_as_commander=tuple(item.get("unbanned_as_commander", ())),
            banned_as_companion=tuple(item.get("banned_as_companion", ())),
            unbanned_as_companion=tuple(item.get("unbanned_as_companion", ())),
        )
        for item in items
    )
    dates = [c.date for c in changes]
    if dates != sorted(dates):
        raise CardtoolsError(f"format {format_id}: list changes must be in date order",
                             where="$.lists")
    return changes


def _deck_hash(data: Mapping[str, Any] | None) -> DeckHash | None:
    """The ``DeckHash`` of a schema-valid ``deck_hash`` mapping (``None`` when absent)."""
    if not data:
        return None
    return DeckHash(data["kind"], frozenset(data.get("full_name_layouts", ())))
