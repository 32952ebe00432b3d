"""Where the bundled card databases, formats and schemas are."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any


@cache
def bundled_root() -> Path:
    """Return the folder holding the bundled ``cards/`` and ``formats/`` trees.

    In an installed wheel they are package data under ``cardtools/_bundled``; in a
    source checkout (editable install, tests) they are the repository's top-level
    folders. Raises ``FileNotFoundError`` when neither exists (a broken install).
    """
    packaged = Path(__file__).parent / "_bundled"
    if (packaged / "formats").is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "formats").is_dir():
        return checkout
    raise FileNotFoundError("cardtools data folders (cards/, formats/) are missing")


def package_dir() -> Path:
    """The installed ``cardtools`` package's own folder: its code, schemas and (in a
    wheel) its bundled data, which every run reads."""
    return Path(__file__).parent


def cards_dir() -> Path:
    """The bundled ``cards/`` folder (one sub-folder per game)."""
    return bundled_root() / "cards"


def formats_dir() -> Path:
    """The bundled ``formats/`` folder (``formats/<game>/<format>.yaml``)."""
    return bundled_root() / "formats"


@cache
def schema(name: str) -> dict[str, Any]:
    """Return the packaged JSON Schema ``cardtools/schemas/<name>.schema.json`` as a dict."""
    text = (Path(__file__).parent / "schemas" / f"{name}.schema.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data
