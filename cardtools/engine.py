"""The rule engine: run every rule on a deck and give the deck a status (DESIGN 6)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from operator import attrgetter

from cardtools.model import SILENCED, Status, Violation
from cardtools.rules import TABLE, CheckContext, Rule, RuleEntry, rule_of
from cardtools.rules.base import DeckNeeds, Judging
from cardtools.suppression import Suppressions


def validate(
    ctx: CheckContext, severities: Mapping[str, str] | None = None, strict: bool = False
) -> list[Violation]:
    """Run every rule on ``ctx`` and return the violations, sorted.

    ``severities`` overrides rules' default severities (``off`` drops the rule);
    ``strict`` turns warnings into errors. A rule that raises becomes one
    ``internal-error`` violation naming the rule; the others still run. The deck's
    inline suppression comments (``cardtools.suppression``) silence its warnings and
    notes, never an error; a comment naming an error rule is a ``suppression`` warning.
    Output order: deck-wide violations first, then by line, then by rule code.
    """
    return validate_all([ctx], [severities or {}], strict)[0]


def validate_all(ctxs: Sequence[CheckContext], severities: Sequence[Mapping[str, str]],
                 strict: bool = False) -> list[list[Violation]]:
    """``validate`` for several decks at once, each with its own ``severities``: the
    decks of one judging together, one rule after another, each over every deck (a batch
    runs much faster so, each rule's code staying hot). A rule runs only on the decks of
    the judgings it applies to (``Judging.checked``) that hold what it needs
    (``RuleEntry.needs``, ``Rule.needs``). Output: each deck's violations, as
    ``validate`` gives them."""
    found: list[list[Violation]] = [[] for _ in ctxs]
    groups: dict[Judging, list[int]] = {}
    for index, ctx in enumerate(ctxs):
        groups.setdefault(ctx.judging, []).append(index)
        if severities[index]:
            ctx.not_errors = _not_errors(severities[index], strict)
    for judging, indexes in groups.items():
        judged = [ctxs[i] for i in indexes]
        judged_found = [found[i] for i in indexes]
        judged_severities = [severities[i] for i in indexes]
        for entry in judging.checked:
            _run_rule(entry, judged, judged_found, judged_severities, strict)
    for ctx, deck_found, overrides in zip(ctxs, found, severities, strict=True):
        # a deck read as two once its format is known (guessed_zones): not judged
        deck_found.extend(rule_of("file-error").violation(
            finding.message, line=finding.line, zone=finding.zone)
            for finding in ctx.deck.findings if finding.rule == "file-error")
        if ctx.deck.suppressions is not None:
            deck_found.extend(_refusals(ctx.deck.suppressions, overrides, strict))
        if len(deck_found) > 1:
            deck_found.sort(key=_order)
    return found


def _order(violation: Violation) -> tuple[bool, int, str]:
    """The sort key of a deck's violations: deck-wide first, then by line, then by code."""
    return (violation.line is not None, violation.line or 0, violation.code)


def _not_errors(overrides: Mapping[str, str], strict: bool) -> frozenset[str]:
    """The rule ids whose violations ``overrides`` keep from being errors: turned off, or
    lowered to info, or to warning when not ``strict`` (which makes warnings errors)."""
    below = {"off", "info"} if strict else {"off", "info", "warning"}
    return frozenset(rule for rule, severity in overrides.items() if severity in below)


def _run_rule(entry: RuleEntry, ctxs: list[CheckContext], found: list[list[Violation]],
              severities: list[Mapping[str, str]], strict: bool) -> None:
    """Run the rule of ``entry`` on each deck of ``ctxs`` (of one judging) that holds
    what the rule needs (for ``"flagged"``: a line failing one of the rule's own card
    questions; for several needs, any of them) and does not turn it off, adding its
    violations to the deck's ``found``. A rule whose registry entry names what a deck
    must hold (``RuleEntry.needs``) is imported only when a deck holds it, and run from
    the first such deck: the decks before it are passed over once."""
    if entry.needs is not None:  # most decks hold no findings nor unknown cards
        first = next((i for i, ctx in enumerate(ctxs) if getattr(ctx, entry.needs)), None)
        if first is None:
            return
        if first:
            ctxs, found, severities = ctxs[first:], found[first:], severities[first:]
    rule = rule_of(entry.id)
    check = rule.check
    if check is None:
        return
    judging = ctxs[0].judging
    holds = _deck_test(judging.need_of(rule), judging, rule)
    rule_id = rule.id
    for ctx, deck_found, overrides in zip(ctxs, found, severities, strict=True):
        if (holds is not None and not holds(ctx)) or (
                overrides and overrides.get(rule_id) == "off"):
            continue
        # the rule's violations of one deck, with their severity; a rule that raises is
        # the deck's internal-error (written here, not in a helper: once per rule and deck)
        try:
            violations = list(check(ctx))
        except Exception as exc:
            deck_found.append(_crashed(rule, exc))
            continue
        if violations:
            deck_found.extend(_with_severity(violations, rule, overrides.get(rule_id),
                                             strict, ctx.deck.suppressions))


def _deck_test(needs: DeckNeeds | None, judging: Judging, rule: Rule
               ) -> Callable[[CheckContext], object] | None:
    """What tells a deck judged so that holds what ``rule`` needs (``needs``, a truthy
    answer), read once per batch: the deck's attribute of that name; for ``"flagged"``,
    a line failing one of the rule's own card questions; for several needs, any of them.
    ``None`` for a rule that needs nothing (every deck)."""
    if needs is None:
        return None
    if isinstance(needs, tuple):
        tests = [_deck_test(need, judging, rule) for need in needs]
        return lambda ctx: any(test is None or test(ctx) for test in tests)
    if needs == "flagged":
        asked = judging.asked_by(rule)
        return lambda ctx: ctx.flagged and ctx.fails_any(asked)
    return attrgetter(needs)


def _crashed(rule: Rule, exc: Exception) -> Violation:
    """The ``internal-error`` of a deck on which ``rule`` raised ``exc``."""
    return rule_of("internal-error").violation(
        f"rule {rule.id} crashed: {type(exc).__name__}: {exc}",
        hint="please report this with the decklist",
    )


def _with_severity(violations: list[Violation], rule: Rule, override: str | None,
                   strict: bool, suppressions: Suppressions | None = None
                   ) -> Iterator[Violation]:
    """``violations`` of ``rule`` with the configured severity (``override`` replaces
    the rule's default severity) and, when ``strict``, warnings made errors, without
    those a suppression comment silences (judged on that severity: nothing of a rule
    that is an error in this project, nor of a warning rule under ``--strict``)."""
    # a comment never silences what an error rule finds, its warnings and notes too
    # ("the pool names another player's", "bans were not checked"): the deck's author
    # would hide what the rule could not judge; under --strict a warning rule is one (a
    # list's disable-file=look-alike passed an "error [look-alike]" legal)
    if _strictly(override or rule.severity, strict) == "error":
        suppressions = None
    for violation in violations:
        severity = violation.severity
        if override and severity == rule.severity:
            severity = override  # type: ignore[assignment]
        severity = _strictly(severity, strict)  # type: ignore[assignment]
        if suppressions is not None and suppressions.hides(violation, severity):
            if severity == "warning":  # a note silenced changes no verdict nor exit code
                yield silenced(violation, severity)
            continue
        yield violation if severity == violation.severity else violation._replace(
            severity=severity)


def _strictly(severity: str, strict: bool) -> str:
    """``severity`` as ``--strict`` (``strict``) counts it: a warning is an error."""
    return "error" if strict and severity == "warning" else severity


def silenced(violation: Violation, severity: str) -> Violation:
    """The record of the warning ``violation``, at ``severity`` (a warning: under
    ``--strict`` none is silenced), that the decklist's own suppression comment
    silenced (a silenced note is not recorded: it changes no verdict): a ``suppression``
    info on its
    line (``silenced by the decklist's suppression comment: warning [proxy] ...``), so
    every report says what a list hid from its verdict (a ``disable-file=all`` passed a
    proxy and a look-alike name under ``--config event.yaml --strict`` unsaid). No
    comment or config severity hides it; ``--isolated`` reads no comment at all."""
    return rule_of("suppression").violation(
        f"{SILENCED}{severity} [{violation.rule}] {violation.message}",
        line=violation.line, zone=violation.zone, cards=violation.cards,
        hint="judged without the decklist's suppression comments with --isolated",
        severity="info")


#: Rules whose violation means the deck could not be judged (status ``error``).
NOT_JUDGED_RULES = frozenset({"file-error", "unknown-format", "internal-error", "no-card-data"})


def _refusals(suppressions: Suppressions, overrides: Mapping[str, str],
              strict: bool) -> list[Violation]:
    """``suppression`` warnings for the comments that name no rule or an error rule."""
    refusing = rule_of("suppression")
    if overrides.get(refusing.id) == "off":
        return []
    severity_of = {rule_id: overrides.get(rule_id, entry.severity)
                   for rule_id, entry in TABLE.items()}
    # under --strict a warning rule is an error one: a comment naming it silences nothing
    by_strict = frozenset(rule_id for rule_id, severity in severity_of.items()
                          if strict and severity == "warning")
    found = [refusing.violation(f.message, line=f.line, hint=f.hint) for f in
             suppressions.refusals({**severity_of, **dict.fromkeys(by_strict, "error")},
                                   by_strict)]
    return list(_with_severity(found, refusing, overrides.get(refusing.id), strict))


def status_of(violations: list[Violation]) -> Status:
    """``error`` if any violation is a file, format, card data or internal error; else ``illegal``
    if any has severity error; else ``legal``."""
    status: Status = "legal"
    for violation in violations:
        if violation.rule in NOT_JUDGED_RULES:
            return "error"
        if violation.severity == "error":
            status = "illegal"
    return status

