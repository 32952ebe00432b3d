"""``cardtools formats validate``: lint format files, printing every problem of each."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtools.errors import CardtoolsError


def validate_format_files(files: Sequence[Path]) -> int:
    """Lint format files: print every problem of each file (schema errors with their JSON
    paths, YAML errors, ``extends`` problems), or ``ok``. Output: 0 when all are valid,
    2 otherwise."""
    from cardtools.formatspec import read_format_file
    from cardtools.formatspec.loader import format_file_problems
    from cardtools.gamedata import zone_table

    problems = 0
    for path in files:
        try:
            data = read_format_file(path, validate=False)
        except CardtoolsError as exc:
            print(exc)
            problems += 1
            continue
        try:  # the zones of the file's own formats tree: it may add a game
            zones = zone_table([path.resolve().parent.parent])
        except CardtoolsError as exc:
            print(exc)
            problems += 1
            continue
        errors = format_file_problems(path.read_text("utf-8-sig"), data, str(path), zones)
        errors += _resolution_errors(path, data, resolve=not errors)
        for error in errors:
            print(error if error.path else f"{path}: {error.message}")
        print(f"{path}: ok" if not errors else f"{path}: {len(errors)} problem(s)")
        problems += len(errors)
    return 2 if problems else 0


def _resolution_errors(path: Path, data: dict[str, Any], resolve: bool) -> list[CardtoolsError]:
    """Problems of a format file inside its formats tree (the folder above its game
    folder): a broken ``extends`` chain always; with ``resolve``, whatever building the
    whole format finds."""
    from cardtools.formatspec import FormatRegistry

    if "extends" not in data and not resolve:
        return []
    file_id = f"{path.parent.name}/{path.stem}"
    try:
        registry = FormatRegistry([path.resolve().parent.parent])
        if not resolve:  # the file's own problems are listed: check what it extends
            parent_id = registry.parent_of(file_id, data)
            if parent_id is not None:
                registry.merged(parent_id, (file_id,))
            return []
        registry.merged(file_id)
        if registry.kind(file_id) == "format":
            registry.get(file_id)
    except CardtoolsError as exc:
        return [exc]
    return []
