"""The YAML / JSON decklist reader (DESIGN 3.2). It never raises on bad input."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import yaml

from cardtools.decklist.decoding import MAX_COUNT, decode
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
    try:
        document = load_json(text, path) if is_json else load_yaml(text, path)
    except CardtoolsError as exc:
        where = f" (line {exc.where})" if exc.where else ""
        return Decklist(fatal=Finding("file-error", exc.message + where))
    if not isinstance(document, dict):
        return Decklist(fatal=Finding("file-error", "not a decklist: expected a mapping with a "
                                      "'deck' section"))
    lines = {} if is_json else _key_lines(text)
    findings = list(decoded.findings)
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
    return Decklist(deck_lines, metadata, findings)


def _entries(section: Any) -> Iterator[tuple[str, str, int, bool]]:
    """Yield ``(json path suffix, name, count, holographic)`` for the valid entries."""
    if isinstance(section, dict):
        for name, count in section.items():
            if isinstance(name, str) and name.strip() and _valid_count(count):
                yield f".{name}", name.strip(), count, False
    elif isinstance(section, list):
        for position, item in enumerate(section):
            if isinstance(item, str) and item.strip():
                yield f"[{position}]", item.strip(), 1, False
            elif isinstance(item, dict) and isinstance(item.get("name"), str):
                count = item.get("count", 1)
                if item["name"].strip() and _valid_count(count):
                    holo = str(item.get("finish", "")).lower() in HOLOGRAPHIC
                    yield f"[{position}]", item["name"].strip(), count, holo


def _valid_count(count: Any) -> bool:
    return isinstance(count, int) and not isinstance(count, bool) and 1 <= count <= MAX_COUNT


def _key_lines(text: str) -> dict[str, int]:
    """Map JSON paths of a YAML document's sections and entries to 1-based lines."""
    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return {}
    lines: dict[str, int] = {}
    if not isinstance(root, yaml.MappingNode):
        return lines
    for key_node, value_node in root.value:
        base = f"$.{key_node.value}"
        lines[base] = key_node.start_mark.line + 1
        if isinstance(value_node, yaml.MappingNode):
            for entry_key, _ in value_node.value:
                lines[f"{base}.{entry_key.value}"] = entry_key.start_mark.line + 1
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
