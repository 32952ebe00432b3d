"""The rule engine: run every rule on a deck and give the deck a status (DESIGN 6)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace

from cardtools.model import Status, Violation
from cardtools.rules import RULES, CheckContext, Rule


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
        if rule.check is None or (severities and severities.get(rule.id) == "off"):
            continue
        try:
            violations = list(rule.check(ctx))
        except Exception as exc:
            found.append(RULES["internal-error"].violation(
                f"rule {rule.id} crashed: {type(exc).__name__}: {exc}",
                hint="please report this with the decklist",
            ))
            continue
        if violations:
            found.extend(_with_severity(violations, rule, severities.get(rule.id), strict))
    found.sort(key=lambda v: (v.line is not None, v.line or 0, v.code))
    return found


def _with_severity(violations: list[Violation], rule: Rule, override: str | None,
                   strict: bool) -> Iterator[Violation]:
    """``violations`` of ``rule`` with the configured severity (``override`` replaces
    the rule's default severity) and, when ``strict``, warnings made errors."""
    for violation in violations:
        severity = violation.severity
        if override and severity == rule.severity:
            severity = override  # type: ignore[assignment]
        if strict and severity == "warning":
            severity = "error"
        yield violation if severity == violation.severity else replace(
            violation, severity=severity)


def status_of(violations: list[Violation]) -> Status:
    """``error`` if any violation is a file, format or internal error; else ``illegal``
    if any has severity error; else ``legal``."""
    if any(v.rule in ("file-error", "unknown-format", "internal-error") for v in violations):
        return "error"
    return "illegal" if any(v.severity == "error" for v in violations) else "legal"

