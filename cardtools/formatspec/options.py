"""The options a rule reads from a format file, declared beside the rule (DESIGN 5).

A rule module that reads a top-level key of a format file declares it once::

    OPTIONS = RuleOptions("copy_limit", SCHEMA, parse)

``SCHEMA`` is the JSON-schema fragment of that key and ``parse`` turns the key's
(schema-valid, merged) value into the rule's typed spec. The format schema is the
document skeleton ``cardtools/schemas/format.schema.json`` with every rule's fragment
added under its key (``format_schema``); ``build_format`` parses each key present with
its rule's ``parse`` and keeps the specs in ``Format.options``, read back with
``fmt.option(OPTIONS)``. Adding a rule that reads options touches its module only.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar

from cardtools.errors import CardtoolsError
from cardtools.formatspec.model import Source
from cardtools.gamedata import ZoneTable, bundled_zones, zoned_schema

T = TypeVar("T")


@dataclass
class Where:
    """What a ``parse`` function may need beside the key's value: the format's id
    (``game/name``, for error messages), the ids of its zones in order (the default of a
    ``zones`` option), and its ``source`` (the citation a rule's source inherits)."""

    format_id: str
    zones: tuple[str, ...]
    source: Source


@dataclass
class RuleOptions(Generic[T]):
    """The options one rule reads: ``key``, the top-level key of a format file;
    ``schema``, the JSON-schema fragment of its value (it may refer to the skeleton's
    ``$defs``: ``source``, ``match``, ``zoneIds``, ``limit``, ``names``); ``parse``,
    which turns a schema-valid value (never ``None``) and a ``Where`` into the typed spec
    of type ``T``, or ``None`` when the value asks for nothing (an empty mapping).
    ``parse`` raises ``CardtoolsError`` for what the schema cannot say (a commander
    format without ``eligible``)."""

    key: str
    schema: Mapping[str, Any]
    parse: Callable[[Any, Where], T | None]


def all_options() -> tuple[RuleOptions[Any], ...]:
    """The options of every rule (``cardtools.rules.RULES``), in rule-code order.

    Raises ``ValueError`` when two rules claim the same key or a rule claims a key of
    the skeleton: each key has one owner."""
    return _all_options()


@cache
def _all_options() -> tuple[RuleOptions[Any], ...]:
    from cardtools.resources import schema
    from cardtools.rules import RULES  # here: the rules import this package

    found = tuple(rule.options for rule in RULES.values() if rule.options is not None)
    owners: dict[str, str] = {key: "the format skeleton" for key in schema("format")["properties"]}
    for rule in RULES.values():
        if rule.options is not None:
            if rule.options.key in owners:
                raise ValueError(f"format key {rule.options.key!r} of rule {rule.id} is "
                                 f"already owned by {owners[rule.options.key]}")
            owners[rule.options.key] = f"rule {rule.id}"
    return found


@cache
def format_schema() -> dict[str, Any]:
    """The schema of a format file: the skeleton ``format.schema.json`` with each rule's
    fragment under its key (built once; a key that neither knows is refused, since the
    skeleton forbids additional properties). Do not modify the result."""
    from cardtools.resources import schema

    composed = copy.deepcopy(schema("format"))
    for options in all_options():
        composed["properties"][options.key] = copy.deepcopy(dict(options.schema))
    return composed


def format_errors(instance: Any, shown: str,
                  zones: ZoneTable | None = None) -> list[CardtoolsError]:
    """``cardtools.validation.schema_errors`` against ``format_schema``, its zone ids
    those of ``zones`` (the game data; default: the bundled games'): one
    ``CardtoolsError`` per problem (``shown`` as the file, the JSON path, what was
    expected), sorted by JSON path; empty when ``instance`` is a valid format file."""
    from cardtools.validation import validator_errors

    return validator_errors(_format_validator(zones or bundled_zones()), instance, shown)


@cache
def _format_validator(zones: ZoneTable) -> Any:
    from cardtools.validation import make_validator

    return make_validator(zoned_schema("format", format_schema(), zones))

