"""Turning a merged format mapping into a typed ``Format``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtools.cardpool import CardPool
from cardtools.errors import CardtoolsError
from cardtools.formatspec.match import Matcher
from cardtools.formatspec.model import (
    CategoryLimit,
    CommanderSpec,
    CompanionCondition,
    CompanionSpec,
    CopyException,
    CopyLimit,
    DeckSize,
    Format,
    ListChange,
    PairRule,
    Source,
    Stack,
    ZoneSpec,
)
from cardtools.model import ZONE_LABELS
from cardtools.names import normalise


def build_format(format_id: str, data: Mapping[str, Any]) -> Format:
    """Build a ``Format`` from a merged, schema-valid mapping.

    Raises ``CardtoolsError`` when the definition is incomplete (no zones, or a main
    zone missing) or a list history is out of date order.
    """
    source = Source.of(data.get("source"))
    zones = {zid: _zone(zid, spec, source) for zid, spec in (data.get("zones") or {}).items()
             if spec is not None}
    if not zones:
        raise CardtoolsError(f"format {format_id} defines no zones", where="$.zones")
    pools = data.get("card_pool") or {}
    rarities = data.get("allowed_rarities")
    finish = data.get("required_finish")
    playability = data.get("playability") or {}
    return Format(
        id=format_id,
        game=data["game"],
        name=data.get("name", format_id),
        description=data.get("description", ""),
        source=source,
        notes=tuple(data.get("notes", ())),
        zones=zones,
        copy_limit=_copy_limit(data.get("copy_limit"), tuple(zones), source),
        category_limits=tuple(
            CategoryLimit(
                name=item["name"],
                match=Matcher(item["match"]),
                max=item["max"],
                zones=tuple(item.get("zones", zones)),
                source=Source.of(item.get("source"), source),
            )
            for item in data.get("category_limits", ())
        ),
        list_changes=_list_changes(format_id, data.get("lists", ()), source),
        allowed_rarities=(frozenset(normalise(r) for r in rarities["rarities"])
                          if rarities else None),
        allowed_rarities_source=Source.of((rarities or {}).get("source"), source),
        allowed_rarities_zones=tuple(rarities["zones"]) if rarities and "zones" in rarities
        else None,
        required_finish=finish["finish"] if finish else None,
        required_finish_source=Source.of((finish or {}).get("source"), source),
        card_pool=CardPool.from_data(pools) if pools else None,
        card_pool_source=Source.of(pools.get("source"), source),
        draft_pool=data.get("draft_pool") is not None,
        draft_pool_source=Source.of((data.get("draft_pool") or {}).get("source"), source),
        region_warnings=bool(playability.get("regions")),
        region_source=Source.of(playability.get("source"), source),
        definition=data,
        lists_checked=data.get("lists_checked"),
        deck_sizes=tuple(_deck_size(item, source) for item in data.get("deck_size", ())),
        commander=_commander(format_id, data.get("commander"), tuple(zones), source),
        companions=_companions(data.get("companions"), source),
    )


def _deck_size(item: Mapping[str, Any], source: Source) -> DeckSize:
    return DeckSize(zones=tuple(item["zones"]), label=item["label"], min=item.get("min"),
                    max=item.get("max"), exact=item.get("exact"),
                    source=Source.of(item.get("source"), source))


def _commander(format_id: str, data: Mapping[str, Any] | None, zones: tuple[str, ...],
               source: Source) -> CommanderSpec | None:
    if not data:
        return None
    if "eligible" not in data:
        raise CardtoolsError(f"format {format_id}: commander needs 'eligible' (the cards "
                             "that can be a commander)", where="$.commander")
    signature = data.get("signature_spell")
    return CommanderSpec(
        zone=data.get("zone", "command"),
        eligible=Matcher(data["eligible"]),
        eligible_label=data.get("eligible_label", Matcher(data["eligible"]).describe()),
        pairs=tuple(
            PairRule(
                label=item["label"],
                one=Matcher(item["one"]),
                other=Matcher(item["other"]) if "other" in item else None,
                same_fact=item.get("same_fact"),
                names_fact=item.get("names_fact"),
                names_prefix=item.get("names_prefix", ""),
            )
            for item in data.get("pairs", ())
        ),
        signature_spell=Matcher(signature["match"]) if signature else None,
        signature_label=(signature or {}).get("label", "signature spell"),
        identity_zones=tuple(data.get("identity_zones", zones)),
        colourless_basics=bool(data.get("colourless_basics", False)),
        label=data.get("label", "commander"),
        source=Source.of(data.get("source"), source),
        identity_source=Source.of(data.get("identity_source"), source),
    )


def _companions(data: Mapping[str, Any] | None, source: Source) -> CompanionSpec | None:
    if not data or not data.get("conditions"):
        return None

    def optional(item: Mapping[str, Any], key: str) -> Matcher | None:
        return Matcher(item[key]) if key in item else None

    return CompanionSpec(
        zone=data.get("zone", "side"),
        deck_zones=tuple(data.get("deck_zones", ("main",))),
        conditions={
            normalise(name): CompanionCondition(
                card=name, text=item["condition"], each=optional(item, "each"),
                must=optional(item, "must"), distinct=optional(item, "distinct"),
                share_type=optional(item, "share_type"),
                over_minimum=item.get("over_minimum"))
            for name, item in data["conditions"].items() if item is not None
        },
        source=Source.of(data.get("source"), source),
    )


def _zone(zone_id: str, spec: Mapping[str, Any], source: Source) -> ZoneSpec:
    stack = spec.get("stack")
    return ZoneSpec(
        id=zone_id,
        label=spec.get("label", ZONE_LABELS.get(zone_id, zone_id)),
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
        ) if stack else None,
        show_facts=tuple(spec.get("show_facts", ())),
        source=Source.of(spec.get("source"), source),
    )


def _copy_limit(data: Mapping[str, Any] | None, zones: tuple[str, ...],
                source: Source) -> CopyLimit | None:
    if not data:
        return None
    return CopyLimit(
        zones=tuple(data.get("zones", zones)),
        default=data.get("default"),
        singleton=bool(data.get("singleton", False)),
        by_rarity={normalise(k): v for k, v in (data.get("by_rarity") or {}).items()},
        exceptions=tuple(
            CopyException(
                limit=item["limit"],
                match=Matcher(item["match"]) if "match" in item else None,
                cards=frozenset(normalise(n) for n in item.get("cards", ())),
                reason=item.get("reason", ""),
            )
            for item in data.get("exceptions", ())
        ),
        source=Source.of(data.get("source"), source),
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
