"""JSON Schema validation of user files, with errors naming the file and JSON path."""

from __future__ import annotations

from functools import cache
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.resources import schema


@cache
def _validator(name: str) -> Any:
    import jsonschema  # imported here: it costs ~100 ms and most runs never need it

    cls = jsonschema.validators.validator_for(schema(name))
    return cls(schema(name), format_checker=cls.FORMAT_CHECKER)


def schema_errors(instance: Any, schema_name: str, path: str) -> list[CardtoolsError]:
    """Validate ``instance`` against the packaged schema ``schema_name``.

    Output: one ``CardtoolsError`` per problem (file, JSON path such as
    ``$.zones.main.min``, and what was expected), sorted by JSON path; empty when valid.
    """
    errors = sorted(_validator(schema_name).iter_errors(instance), key=lambda e: list(e.path))
    return [CardtoolsError(_describe(error), path, error.json_path) for error in errors]


def check_schema(instance: Any, schema_name: str, path: str) -> None:
    """Raise the first ``CardtoolsError`` of ``schema_errors``, listing how many more."""
    errors = schema_errors(instance, schema_name, path)
    if errors:
        first = errors[0]
        if len(errors) > 1:
            first.message += f" (and {len(errors) - 1} more problem(s))"
        raise first


def _describe(error: Any) -> str:
    message = str(error.message)
    if len(message) > 300:
        message = message[:300] + "..."
    return message
