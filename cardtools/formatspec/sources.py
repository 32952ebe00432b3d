"""Whose source a rule of a user's format file cites (README, "Writing a format or a
variant").

A rule without a ``source`` of its own cites its format's. A user's file that
``extends`` a format (a house format) or adds a variant to one changes some of its rules:
the rules it writes cite its own ``source``, else the file itself, never the parent's (a
house highlander's copy limit of 1 cited the Comprehensive Rules' four copies; its own
banned list Wizards of the Coast's announcements), while the rules it keeps cite the
parent's, as they did there. ``sourced`` pins each source where the merge would lose it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

from cardtools.formatspec.model import Source
from cardtools.formatspec.options import format_schema


def sourced(parent: Mapping[str, Any], child: Mapping[str, Any], own: Source
            ) -> tuple[dict[str, Any], dict[str, Any]]:
    """``parent`` (a merged format mapping) and ``child`` (the user's file that changes
    it), copied, each rule and entry that may give a ``source`` given the one it cites,
    written whole (``Source.of``: a ``section`` alone cites its format's document): the
    parent's their own or the parent's ``source``, the child's their own or ``own`` (the
    file's ``source``, else the file itself). Merged with ``whole_sources``, the rules
    the child keeps cite the parent's sources and those it writes its own. Pure."""
    pinned, written = copy.deepcopy(dict(parent)), copy.deepcopy(dict(child))
    for mapping, top in ((pinned, Source.of(parent.get("source"))), (written, own)):
        for place in source_places(mapping):
            place["source"] = written_whole(Source.of(place.get("source"), top))
    return pinned, written


def written_whole(source: Source) -> dict[str, str]:
    """``source`` as a format file's ``source`` mapping (its parts given)."""
    return {key: value for key, value in source._asdict().items() if value is not None}


def source_places(data: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The mappings of a format mapping ``data`` below its top whose schema
    (``format_schema``) takes a ``source``: a zone, a list change, a rule's options, an
    item of a rule's list."""
    root = format_schema()
    for key, value in data.items():
        if key != "source" and key in root["properties"]:
            yield from _places(value, root["properties"][key], root.get("$defs", {}))


def _places(value: Any, node: Mapping[str, Any], defs: Mapping[str, Any]
            ) -> Iterator[dict[str, Any]]:
    """``source_places`` of ``value`` under the schema ``node``."""
    for branch in _branches(node, defs):
        if isinstance(value, dict) and ("properties" in branch or "additionalProperties"
                                        in branch):
            properties = branch.get("properties", {})
            if "source" in properties:
                yield value
            other = branch.get("additionalProperties")
            for key, item in value.items():
                inner = properties.get(key, other if isinstance(other, dict) else None)
                if key != "source" and inner is not None:
                    yield from _places(item, inner, defs)
            return
        if isinstance(value, list) and isinstance(branch.get("items"), dict):
            for item in value:
                yield from _places(item, branch["items"], defs)
            return


def _branches(node: Mapping[str, Any], defs: Mapping[str, Any], depth: int = 0
              ) -> Iterator[Mapping[str, Any]]:
    """The schemas ``node`` may be: itself, its ``$ref``'s, each of its ``oneOf``,
    ``anyOf`` and ``allOf`` branches', in order."""
    if depth > 8:  # no format schema nests references so deep; never a loop
        return
    reference = node.get("$ref")
    if isinstance(reference, str) and reference.startswith("#/$defs/"):
        yield from _branches(defs.get(reference.rsplit("/", 1)[1], {}), defs, depth + 1)
    yield node
    for key in ("oneOf", "anyOf", "allOf"):
        for branch in node.get(key, ()):
            yield from _branches(branch, defs, depth + 1)
