"""Inline suppression comments: a decklist may silence a warning or an info note it knows
about (a region exception the players' group accepts), as ruff's ``# noqa`` and
yamllint's ``# yamllint disable-line`` do. An error can never be silenced from inside a
decklist: the deck would pass a check that it fails.

Syntax (rule ids or codes, separated by commas; ``all`` for every warning and note)::

    2 Magma Armor   # cardtools: disable=region-unplayable     this line
    # cardtools: disable=region-unplayable,CT103               the next card line
    # cardtools: disable-file=duplicate-line                   the whole file

``//`` may open the comment instead of ``#``. A comment that names no rule, an error
rule or a rule only the batch finds (``duplicate-player``), is itself reported (rule
``suppression``, a warning) and silences nothing.
"""

from __future__ import annotations

import re

from cardtools.model import Finding, Severity, Violation
from cardtools.patterns import lazy_pattern
from cardtools.reporters import RUN_NOTES

_DIRECTIVE = lazy_pattern(
    r"(?P<lead>^\s*)?(?:#|//)\s*cardtools\s*:\s*(?P<kind>disable-file|disable)\s*=\s*"
    r"(?P<names>[\w\-]+(?:\s*,\s*[\w\-]+)*)", re.I)
_COMMENT_LINE = lazy_pattern(r"^\s*(?:#|//)")
#: A comment opened as a directive is, whatever follows (``# cardtools: enable=all``).
_LOOSE = lazy_pattern(r"(?:#|//)\s*cardtools\s*:.*", re.I)
#: A directive's own words at a comment's start (its mark taken off), as far as its
#: grammar reads them (``cardtools: disable=all``; ``cardtools: enable=all``, no directive,
#: as far too): what stands after them is the comment's other text.
_DIRECTIVE_WORDS = lazy_pattern(
    r"^\s*(?:#+|/{2,})?\s*cardtools\s*:\s*(?:[\w\-]+\s*=\s*[\w\-]+(?:\s*,\s*[\w\-]+)*)?",
    re.I)
#: A directive's words up to its list of rules (``# cardtools: disable=``), or what is
#: written as one (``cardtools: enable=``, ``cardtools: disable-next-line=``).
_DIRECTIVE_HEAD = lazy_pattern(r"^\s*(?:#+|/{2,})?\s*cardtools\s*:\s*[\w\-]+\s*=", re.I)
#: A rule's id or code opening an item of a directive's list of rules.
_RULE_TOKEN = lazy_pattern(r"\s*([\w\-]+)")
#: A reason written after a directive's rules, opened by a mark of its own (``-- our
#: house rule``, ``# why``, ``// why``, ``(why)``, ``; why``): no word the directive misreads.
_REASON = lazy_pattern(r"(?:-{1,2}|\u2014|#|//|\(|;|:)\s*\S")
#: The mark opening a reason (``_REASON``), as often as it is written (``## why``).
_REASON_MARK = lazy_pattern(r"(?:-+|\u2014|#+|/{2,}|\(|;|:)\s*")
#: Cheap tests on the raw bytes: no decklist without the word pays for a second decode.
_MARKERS = (b"cardtools", b"c\x00a\x00r\x00d\x00t\x00o\x00o\x00l\x00s",
            b"\x00c\x00a\x00r\x00d\x00t\x00o\x00o\x00l\x00s")
ALL = "all"


class Suppressions:
    """The suppression comments of one decklist.

    ``by_line`` maps a line number to the rule ids silenced there (``all`` for every
    warning and note), ``whole_file`` holds the rule ids silenced in the whole file,
    and ``named`` each directive's ``(line, rule id)`` pairs, for the refusal check.
    ``problems`` are the directives that name no rule.
    """

    __slots__ = ("by_line", "named", "problems", "whole_file")

    def __init__(self) -> None:
        self.by_line: dict[int, set[str]] = {}
        self.whole_file: set[str] = set()
        self.named: list[tuple[int, str]] = []
        self.problems: list[Finding] = []

    def hides(self, violation: Violation, severity: Severity) -> bool:
        """Whether a comment silences ``violation`` at ``severity`` (its severity after
        the project's overrides and ``--strict``): never an error, nor a note about
        the whole run's data (``RUN_NOTES``)."""
        if severity == "error" or violation.rule in RUN_NOTES:
            return False
        here = self.by_line.get(violation.line or 0, set()) | self.whole_file
        return bool(here) and (violation.rule in here or ALL in here)

    def refusals(self, severity_of: dict[str, str],
                 by_strict: frozenset[str] = frozenset()) -> list[Finding]:
        """A finding for each directive naming an error rule (``severity_of``: rule id
        -> its severity for this deck; ``by_strict``: those an error only by ``--strict``,
        which counts warnings as errors) or a rule only the batch finds
        (``BATCH_ONLY_RULES``: its finding is about other decklists too, and was kept
        without a word), and for each that named no rule."""
        from cardtools.batch import BATCH_ONLY_RULES

        found = list(self.problems)
        for line, rule_id in self.named:
            strict = rule_id in by_strict
            if rule_id != ALL and severity_of.get(rule_id) == "error" and not (
                    strict and rule_id in BATCH_ONLY_RULES):  # said as a batch rule below
                found.append(Finding(
                    "suppression",
                    f"'{rule_id}' is an error {'under --strict' if strict else 'here'}; an "
                    "error cannot be suppressed from inside a decklist", line=line,
                    hint="fix the deck, or " + ("lower the rule to info in .cardtools.yaml"
                                                if strict else "change the rule's severity "
                                                "in .cardtools.yaml")))
            elif rule_id in BATCH_ONLY_RULES:
                found.append(Finding(
                    "suppression",
                    f"'{rule_id}' compares the decklists of the run: batch findings are "
                    "not silenced by one file's comment: it silences nothing",
                    line=line, hint=f"change the rule's severity in .cardtools.yaml "
                    f"(rules: {{{rule_id}: off}}) or --ignore {rule_id}"))
        return found


def is_directive(comment: str) -> bool:
    """Whether ``comment`` (``// cardtools: disable=banned``, ``# cardtools:
    disable-file=all``) is an inline suppression directive, which this module reads and
    the ``suppression`` rule reports on: the reader need say nothing more of it."""
    return "cardtools" in comment.casefold() and _DIRECTIVE().match(comment.strip()) is not None


def after_directive(comment: str) -> str:
    """A ``comment``'s text (its mark taken off or not) past a suppression directive's
    own words (``_DIRECTIVE_WORDS``: ``cardtools: disable=all 4x Black Lotus`` gives ``4x
    Black Lotus``; ``disable=all,The-One-Ring`` gives ``The-One-Ring``), a reason's own
    mark taken off too (``disable=all -- w/ The One Ring`` gives ``w/ The One Ring``,
    ``(The One Ring)`` ``The One Ring``), which the reader reads as any comment's text
    is (a card there is not dropped unsaid); the text stripped as it is when it opens
    with no directive. Pure."""
    if "cardtools" not in comment.casefold():
        return comment.strip()
    if (head := _DIRECTIVE_HEAD().match(comment)) is not None:
        # "disable=all,The One Ring": the item that is no rule opens the text
        return _unmarked(rule_items(comment[head.end():])[2])
    words = _DIRECTIVE_WORDS().match(comment)
    return comment.strip() if words is None else _unmarked(comment[words.end():])


def _unmarked(rest: str) -> str:
    """The text ``rest`` after a directive's rules without the mark opening it as a
    reason (``_REASON_MARK``: ``-- why`` gives ``why``, ``(why)`` ``why``), stripped."""
    rest = rest.strip()
    mark = _REASON_MARK().match(rest)
    if mark is None:
        return rest
    if mark[0].strip() == "(" and rest.endswith(")"):
        rest = rest[:-1]
    return rest[mark.end():].strip()


def rule_items(names: str) -> tuple[list[str], str | None, str]:
    """A directive's text after its ``=`` read as its list of rules, parted by commas:
    the rule ids or codes (``all`` too) up to the first item that is no rule's, that item
    whole up to its comma (``The One Ring`` of ``all,The One Ring``, not ``The``) or
    ``None``, and the comment's text after the rules (from that item on, with what
    follows: a card named there is the reader's, not dropped unsaid; or the words after
    the last rule, ``all -- our house rule``), stripped. Never raises."""
    from cardtools.rulenames import find_rule

    items = names.split(",")
    rules: list[str] = []
    for at, item in enumerate(items):
        token = _RULE_TOKEN().match(item)
        if token is None or (token[1].lower() != ALL and find_rule(token[1]) is None):
            return rules, item.strip() or None, ",".join(items[at:]).strip()
        rules.append(token[1])
        if item[token.end():].strip():
            return rules, None, ",".join((item[token.end():], *items[at + 1:])).strip()
    return rules, None, ""


def read_suppressions(data: bytes) -> Suppressions | None:
    """The suppression comments of a decklist's bytes, or ``None`` when it has none.

    Input: the file's bytes (any encoding the readers accept). Never raises.
    """
    # the UTF-16 markers hold NUL bytes: a file without one (the usual) is told by one search
    if _MARKERS[0] not in data and not (0 in data and any(marker in data for marker in
                                                          _MARKERS[1:])):
        return None
    from cardtools.decklist.decoding import decode

    lines = decode(data).lines
    found = Suppressions()
    for index, text in enumerate(lines):
        match = _DIRECTIVE().search(text) if "cardtools" in text.lower() else None
        if match is not None:
            _add(found, match, index, lines)
        elif "cardtools" in text.lower() and (loose := _LOOSE().search(text)) is not None:
            # "# cardtools: enable=all": no directive, silencing nothing; said
            found.problems.append(Finding(
                "suppression", f"'{loose[0].strip()[:60]}' is no suppression directive: it "
                "silences nothing", line=index + 1,
                hint="write '# cardtools: disable=RULE' or '# cardtools: disable-file=RULE'"))
    return found if (found.by_line or found.whole_file or found.problems) else None


def _add(found: Suppressions, match: re.Match[str], index: int, lines: list[str]) -> None:
    """Record one directive found on line ``index + 1``."""
    from cardtools.rulenames import find_rule, unknown_rule_message

    number = index + 1
    names, unknown, rest = rule_items(match.string[match.start("names"):])
    ids = {ALL if name.lower() == ALL else getattr(find_rule(name), "id", name)
           for name in names}
    if unknown is not None:
        # "disable=all,The One Ring": no rule 'The One Ring', read as the comment's text
        found.problems.append(Finding("suppression", unknown_rule_message(unknown[:60]),
                                      line=number))
    elif rest and not _REASON().match(rest):
        # "disable=all 4x Black Lotus": the words after the rules are no rule's; a reason
        # after a mark ("-- our house rule") is the comment's (a card there still said)
        found.problems.append(Finding(
            "suppression", f"'{rest[:40]}' after the directive's rules is not read by it",
            line=number, hint="write the rules alone after 'disable=', parted by commas, "
                              "and a reason after ' -- '"))
    found.named.extend((number, rule_id) for rule_id in sorted(ids))
    if match["kind"].lower() == "disable-file":
        found.whole_file |= ids
        return
    target = _next_content_line(lines, index) if match["lead"] is not None else number
    if target is not None:
        found.by_line.setdefault(target, set()).update(ids)


def _next_content_line(lines: list[str], index: int) -> int | None:
    """The number of the first line after ``index`` that is neither blank nor a comment."""
    for later in range(index + 1, len(lines)):
        if lines[later].strip() and not _COMMENT_LINE().match(lines[later]):
            return later + 1
    return None
