"""``cards show``: one card's facts for a person to read, or its record as JSON.

The human view is the card's name, then one aligned ``label: value`` line per fact, in
the order the card data holds them (``colour_identity`` is labelled ``colour identity``).
A list is written comma-separated, a mapping as ``key: value`` pairs; faces one a line,
each its name with its own facts in brackets. A collection of more than ``LONG`` items is summed up:
its first items and how many more (a mapping of text values, such as printings and
their rarities: its size and how many of each value); ``--json`` prints the whole
record. Values wrap at the output's width, under themselves.

A mapping keyed by some of the items of a list fact (printings' rarities by set, where
``sets`` lists every set, some of whose printings have no rarity recorded) says which
items it has no entry for, so that its numbers agree with the list's:
``36 of the 37 sets: common 19, ...; none recorded for MB1``.
"""

from __future__ import annotations

import json
import textwrap
from collections import Counter
from collections.abc import Mapping
from typing import Any

from cardtools.display import visible

#: Most items of a list or mapping written out in the human view.
LONG = 12
#: Joins a key to its value so that wrapping never parts them (``textwrap`` breaks at
#: ASCII whitespace only); written as a space.
KEEP = "\N{NO-BREAK SPACE}"


def card_json(facts: Mapping[str, Any]) -> str:
    """The card's record (``facts``, as the card database holds it, name included) as
    JSON indented by 2, non-ASCII letters kept."""
    return json.dumps(facts, ensure_ascii=False, indent=2)


def card_lines(facts: Mapping[str, Any], width: int = 120) -> list[str]:
    """The human view of a card's record ``facts``: its name, then ``  label: value``
    lines with the values aligned and wrapped to ``width`` columns, a long value going on
    under itself (every string made visible: control characters are escaped). Never
    raises."""
    facts = _without_own_name(facts)
    shown = [(_label(key), _lines(value, _keyed_list(facts, key)))
             for key, value in facts.items() if key != "name"]
    column = max((len(label) for label, _ in shown), default=0) + 1
    room = max(width - column - 3, 20)
    lines = [visible(str(facts.get("name", "")))]
    for label, values in shown:
        wrapped = [part for value in values
                   for part in textwrap.wrap(value, room, break_long_words=False,
                                             break_on_hyphens=False) or [""]]
        lines.append(f"  {label + ':':<{column}} {wrapped[0]}")
        lines.extend(f"  {'':<{column}} {part}" for part in wrapped[1:])
    return [line.replace(KEEP, " ") for line in lines]


def _without_own_name(facts: Mapping[str, Any]) -> Mapping[str, Any]:
    """``facts`` without the aliases that are the card's own name, or its name on each
    face (``Ugin, Eye of the Storms // Ugin, Eye of the Storms``: Magic's card data
    keeps a reversible card's printed name so, for a decklist written from that
    printing), the ``aliases`` fact left out when none is left: a card listed its own
    name as its other name."""
    aliases, name = facts.get("aliases"), str(facts.get("name", "")).strip().casefold()
    if not isinstance(aliases, list):
        return facts
    others = [alias for alias in aliases if not isinstance(alias, str) or any(
        part.strip().casefold() != name for part in alias.split("//"))]
    if len(others) == len(aliases):
        return facts
    return {key: others if key == "aliases" else value for key, value in facts.items()
            if key != "aliases" or others}


def _keyed_list(facts: Mapping[str, Any], key: str) -> tuple[str, list[str]] | None:
    """The ``(label, items)`` of the first other list fact of ``facts`` that holds
    every key of the mapping fact ``key`` and more items (``sets`` for ``printings``),
    else ``None``."""
    mapping = facts.get(key)
    if not isinstance(mapping, Mapping) or not mapping:
        return None
    keys = {str(k) for k in mapping}
    for other, items in facts.items():
        if other != key and isinstance(items, list) and all(
                isinstance(item, str) for item in items) and keys < set(items):
            return _label(other), items
    return None


def _lines(value: Any, keyed: tuple[str, list[str]] | None = None) -> list[str]:
    """One fact's value: one line, or for a list of faces one line a face; ``keyed`` the
    list fact whose items a mapping is keyed by (``_keyed_list``)."""
    if isinstance(value, list) and value and all(_is_face(item) for item in value):
        return [_face(item) for item in value]
    if isinstance(value, Mapping) and keyed is not None:
        return [_mapping(value, keyed)]
    return [_value(value)]


def _label(key: str) -> str:
    return visible(key.replace("_", " "))


def _value(value: Any) -> str:
    """One fact's value on one line (a long collection summed up; an empty one is
    ``none``, as a colourless card's colour identity, where a blank looked like a fact
    missing)."""
    if isinstance(value, (Mapping, list)) and not value:
        return "none"
    if isinstance(value, Mapping):
        return _mapping(value)
    if isinstance(value, list):
        items = [_item(item) for item in value]
        if len(items) > LONG:
            return (", ".join(items[:LONG]) + f" and {len(items) - LONG} more "
                    "(--json shows all)")
        return ", ".join(items)
    return _scalar(value)


def _mapping(value: Mapping[Any, Any], keyed: tuple[str, list[str]] | None = None) -> str:
    """``key: value, ...``; more than ``LONG`` entries: for text values, their number
    and how many of each, most first (``36: common 22, uncommon 9``), else the first
    entries and how many more. ``keyed``: the ``(label, items)`` of a list fact whose
    items the keys are, some missing (``36 of the 37 sets: ...; none recorded for
    MB1``)."""
    pairs = [f"{visible(str(key))}:{KEEP}{_value(item)}" for key, item in value.items()]
    missing = ""
    if keyed is not None:
        label, items = keyed
        absent = [visible(item) for item in items if item not in value]
        missing = "; none recorded for " + (", ".join(absent) if len(absent) <= LONG else
                                            f"{len(absent)} {label}")
    if len(pairs) <= LONG:
        return ", ".join(pairs) + missing
    if all(isinstance(item, str) for item in value.values()):
        counts = Counter(value.values()).most_common()
        size = f"{len(pairs)} of the {len(keyed[1])} {keyed[0]}" if keyed else str(len(pairs))
        return (f"{size}: " + ", ".join(f"{visible(item)}{KEEP}{count}"
                                        for item, count in counts)
                + missing + " (--json shows each)")
    return (", ".join(pairs[:LONG]) + f" and {len(pairs) - LONG} more" + missing
            + " (--json shows all)")


def _is_face(item: Any) -> bool:
    return isinstance(item, Mapping) and "name" in item


def _face(face: Mapping[str, Any]) -> str:
    """A face (a mapping with a name): its name, its other facts in brackets."""
    rest = "; ".join(f"{_label(str(key))}: {_value(value)}"
                     for key, value in face.items() if key != "name")
    return visible(str(face["name"])) + (f" ({rest})" if rest else "")


def _item(item: Any) -> str:
    """A list item in a comma-separated line."""
    return _face(item) if _is_face(item) else _value(item)


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return visible(str(value))
