"""The rule engine: run every rule on a deck and give the deck a status (DESIGN 6)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
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
    return validate_all([ctx], [severities or {}], strict)[0]


def validate_all(ctxs: Sequence[CheckContext], severities: Sequence[Mapping[str, str]],
                 strict: bool = False) -> list[list[Violation]]:
    """``validate`` for several decks at once, each with its own ``severities``: one rule
    after another, each over every deck (a batch runs much faster so, each rule's code
    staying hot). Output: each deck's violations, as ``validate`` gives them."""
    found: list[list[Violation]] = [[] for _ in ctxs]
    for rule in RULES.values():
        check = rule.check
        if check is None:
            continue
        for ctx, deck_found, overrides in zip(ctxs, found, severities, strict=True):
            if overrides and overrides.get(rule.id) == "off":
                continue
            try:
                violations = list(check(ctx))
            except Exception as exc:
                deck_found.append(RULES["internal-error"].violation(
                    f"rule {rule.id} crashed: {type(exc).__name__}: {exc}",
                    hint="please report this with the decklist",
                ))
                continue
            if violations:
                deck_found.extend(_with_severity(violations, rule, overrides.get(rule.id),
                                                 strict))
    for deck_found in found:
        deck_found.sort(key=lambda v: (v.line is not None, v.line or 0, v.code))
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


#: Rules whose violation means the deck could not be judged (status ``error``).
NOT_JUDGED_RULES = frozenset({"file-error", "unknown-format", "internal-error", "no-card-data"})


def status_of(violations: list[Violation]) -> Status:
    """``error`` if any violation is a file, format, card data or internal error; else ``illegal``
    if any has severity error; else ``legal``."""
    if any(v.rule in NOT_JUDGED_RULES for v in violations):
        return "error"
    return "illegal" if any(v.severity == "error" for v in violations) else "legal"

