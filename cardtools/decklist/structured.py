"""The YAML / JSON decklist reader (DESIGN 3.2). It never raises on bad input."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import yaml

from cardtools.decklist.decoding import MAX_COUNT, decode
from cardtools.decklist.text import split_count, strip_decorations
from cardtools.errors import CardtoolsError
from cardtools.model import MAGE, MAGI, MAIN, SIDE, DeckLine, Decklist, Finding
from cardtools.validation import schema_errors
from cardtools.yamlio import load_json, load_yaml

SECTIONS = {"deck": MAIN, "main": MAIN, "side": SIDE, "sideboard": SIDE, "magi": MAGI,
            "mage": MAGE}
METADATA = {"format": "format", "game": "game", "player": "player", "name": "deck",
            "deck_name": "deck", "event": "event", "date": "date"}
HOLOGRAPHIC = frozenset({"holographic", "holo", "foil"})


def read_structured(data: bytes, path: str, is_json: bool) -> Decklist:
    """Read a structured decklist (``cardtools/schemas/decklist.schema.json``).

    Input: the file's bytes, its name (for messages) and whether it is JSON. Output: a
    ``Decklist``; schema problems become ``parse-error`` findings (with the line where
    YAML gives one) and the valid entries are still read; text that is not YAML/JSON,
    or not a mapping, sets ``fatal``. Never raises.
    """
    decoded = decode(data)
    if decoded.fatal is not None:
        return Decklist(fatal=decoded.fatal)
    text = "\n".join(decoded.lines)
    repeated: list[tuple[str, int | None]] = []
    try:
        document = _load_json(text, path, repeated) if is_json else load_yaml(text, path)
    except CardtoolsError as exc:
        where = f" (line {exc.where})" if exc.where else ""
        line = int(exc.where) if exc.where and exc.where.isdigit() else None
        return Decklist(fatal=Finding("file-error", exc.message + where, line=line))
    if not isinstance(document, dict):
        return _no_deck("expected a mapping with a 'deck' section")
    document = {k.lower() if isinstance(k, str) else k: v for k, v in document.items()}
    if not any(key in document for key in SECTIONS):
        return _no_deck("no deck, main, side, sideboard, magi or mage section")
    lines = {} if is_json else _key_lines(text, repeated)
    findings = list(decoded.findings)
    for key in SECTIONS:
        section = document.get(key)
        odd = [k for k in section if not isinstance(k, str) or not k.strip()] \
            if isinstance(section, dict) else []
        if odd:
            findings.append(Finding("parse-error", f"$.{key}: a card name must be text, not "
                                    f"{odd[0]!r}", line=_line_of(lines, f"$.{key}")))
    for where, line in repeated:
        findings.append(Finding("parse-error", f"{where} is written twice; the second count "
                                "replaced the first", line=line, hint="write each card once"))
    for error in schema_errors(document, "decklist", path):
        line = _line_of(lines, error.where or "")
        findings.append(Finding("parse-error", f"{error.where}: {error.message}", line=line))
    metadata = {
        METADATA[key]: str(value)
        for key, value in document.items()
        if key in METADATA and isinstance(value, str | int | float)
    }
    # a section written as one name ("mage: Iconic X", "magi: Korg & Zet") is that card
    document = {k: [v] if k in SECTIONS and isinstance(v, str) else v
                for k, v in document.items()}
    deck_lines = [
        DeckLine(name, count, SECTIONS[key], _line_of(lines, f"$.{key}{suffix}"), holo, False)
        for key in SECTIONS
        for suffix, name, count, holo in _entries(document.get(key))
    ]
    zone_lines: dict[str, int] = {}
    for key, zone in SECTIONS.items():
        if f"$.{key}" in lines:
            zone_lines.setdefault(zone, lines[f"$.{key}"])
    metadata_lines = {METADATA[key]: lines[f"$.{key}"] for key in METADATA
                      if f"$.{key}" in lines}
    return Decklist(deck_lines, metadata, findings, zone_lines=zone_lines,
                    metadata_lines=metadata_lines)


def _no_deck(why: str) -> Decklist:
    """The reading of a well-formed YAML or JSON file that holds no deck."""
    return Decklist(fatal=Finding("file-error", f"not a decklist: {why}"), no_deck=True)


def _entries(section: Any) -> Iterator[tuple[str, str, int, bool]]:
    """Yield ``(json path suffix, name, count, holographic)`` for the valid entries; a
    list item may be written as a text line (``4 Fire Ball *F*``)."""
    if isinstance(section, dict):
        for name, count in section.items():
            if isinstance(name, str) and name.strip() and _valid_count(count):
                clean, holo = strip_decorations(name.strip())
                yield f".{name}", clean, int(count), holo
    elif isinstance(section, list):
        for position, item in enumerate(section):
            if isinstance(item, str) and item.strip():
                parsed = split_count(item.strip())
                if parsed is not None and _valid_count(parsed[0] or 1):
                    clean, holo = strip_decorations(parsed[1])
                    yield f"[{position}]", clean, parsed[0] or 1, holo
            elif isinstance(item, dict) and isinstance(item.get("name"), str):
                count = item.get("count", 1)
                if item["name"].strip() and _valid_count(count):
                    clean, holo = strip_decorations(item["name"].strip())
                    holo = holo or str(item.get("finish", "")).lower() in HOLOGRAPHIC
                    yield f"[{position}]", clean, int(count), holo


def _valid_count(count: Any) -> bool:
    if isinstance(count, float) and count.is_integer():
        count = int(count)
    return isinstance(count, int) and not isinstance(count, bool) and 1 <= count <= MAX_COUNT


def _load_json(text: str, path: str, repeated: list[tuple[str, int | None]]) -> Any:
    """``load_json``, noting the keys written twice in one object (as ``$.key``)."""
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for key, value in items:
            if key in seen:
                repeated.append((f"'{key}'", None))
            seen[key] = value
        return seen

    try:
        return json.loads(text, object_pairs_hook=pairs)
    except (ValueError, RecursionError):  # JSONDecodeError, or an integer of 4,301 digits
        return load_json(text, path)  # raises the clear error


def _key_lines(text: str, repeated: list[tuple[str, int | None]]) -> dict[str, int]:
    """Map JSON paths of a YAML document's sections and entries to 1-based lines; the
    paths of entries written twice in a section go to ``repeated``."""
    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return {}
    lines: dict[str, int] = {}
    if not isinstance(root, yaml.MappingNode):
        return lines
    for key_node, value_node in root.value:
        base = f"$.{str(key_node.value).lower()}"
        lines[base] = key_node.start_mark.line + 1
        if isinstance(value_node, yaml.MappingNode):
            for entry_key, _ in value_node.value:
                entry = f"{base}.{entry_key.value}"
                if entry in lines:
                    repeated.append((entry, entry_key.start_mark.line + 1))
                lines.setdefault(entry, entry_key.start_mark.line + 1)
        elif isinstance(value_node, yaml.SequenceNode):
            for position, item in enumerate(value_node.value):
                lines[f"{base}[{position}]"] = item.start_mark.line + 1
    return lines


def _line_of(lines: dict[str, int], json_path: str) -> int | None:
    """The line of a JSON path (``$.deck.Arbolit``, ``$.side[1]``) or of its nearest
    parent that has one."""
    while json_path:
        if json_path in lines:
            return lines[json_path]
        cut = max(json_path.rfind("["), json_path.rfind("."))
        json_path = json_path[:cut] if cut > 1 else ""
    return None
