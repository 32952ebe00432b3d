"""The rule engine: run every rule on a deck and give the deck a status (DESIGN 6)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from cardtools.model import Status, Violation
from cardtools.rules import RULES, CheckContext


def validate(
    ctx: CheckContext, severities: Mapping[str, str] | None = None, strict: bool = False
) -> list[Violation]:
    """Run every rule on ``ctx`` and return the violations, sorted.

    ``severities`` overrides rules' default severities (``off`` drops the rule);
    ``strict`` turns warnings into errors. A rule that raises becomes one
    ``internal-error`` violation naming the rule; the others still run. Output order:
    deck-wide violations first, then by line, then by rule code.
    """
    severities = severities or {}
    found: list[Violation] = []
    for rule in RULES.values():
        if rule.check is None or severities.get(rule.id) == "off":
            continue
        try:
            violations = list(rule.check(ctx))
        except Exception as exc:
            found.append(RULES["internal-error"].violation(
                f"rule {rule.id} crashed: {type(exc).__name__}: {exc}",
                hint="please report this with the decklist",
            ))
            continue
        override = severities.get(rule.id)
        for violation in violations:
            severity = violation.severity
            if override and severity == rule.severity:
                severity = override  # type: ignore[assignment]
            if strict and severity == "warning":
                severity = "error"
            if severity != violation.severity:
                violation = replace(violation, severity=severity)
            found.append(violation)
    found.sort(key=lambda v: (v.line is not None, v.line or 0, v.code))
    return found


def status_of(violations: list[Violation]) -> Status:
    """``error`` if any violation is a file, format or internal error; else ``illegal``
    if any has severity error; else ``legal``."""
    if any(v.rule in ("file-error", "unknown-format", "internal-error") for v in violations):
        return "error"
    return "illegal" if any(v.severity == "error" for v in violations) else "legal"

