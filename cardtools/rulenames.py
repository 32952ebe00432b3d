"""Rule names as users write them: a kebab id (``copy-limit``) or a code (``CT301``), in
any case, and on the command line a code prefix (``CT3``: every ``CT3xx`` rule, as ruff
selects ``E5``). Used by ``--select`` / ``--ignore``, the config's ``rules``, ``cardtools
rules NAME`` and inline suppression comments.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtools.rules import TABLE, Rule, rule_of

#: The rules the checker itself reports about a file: never turned off.
ALWAYS_ON = frozenset({"file-error", "unknown-format", "internal-error"})


def find_rule(name: str) -> Rule | None:
    """The rule a name (id or code, any case) designates, else ``None``."""
    key = name.strip()
    entry = TABLE.get(key.lower())
    if entry is None:
        upper = key.upper()
        entry = next((e for e in TABLE.values() if e.code == upper), None)
    return None if entry is None else rule_of(entry.id)


def rules_matching(name: str, prefixes: bool = True) -> list[Rule]:
    """The rules a name designates: one by id or code, or (``prefixes``) every rule whose
    code starts with a code prefix such as ``CT5``. Empty when none does."""
    rule = find_rule(name)
    if rule is not None:
        return [rule]
    upper = name.strip().upper()
    if prefixes and len(upper) >= 3 and upper.startswith("CT"):
        return [rule_of(e.id) for e in TABLE.values() if e.code.startswith(upper)]
    return []


def did_you_mean(name: str, choices: Iterable[str] | None = None) -> str:
    """``" (did you mean copy-limit?)"`` for the closest rule id or code (or of
    ``choices``), or ``""`` when nothing is close."""
    from cardtools.nearmiss import did_you_mean as nearest

    pool = list(choices) if choices is not None else [
        text for entry in TABLE.values() for text in (entry.id, entry.code)]
    close = nearest(name, pool, cutoff=0.6)
    return f" ({close})" if close else ""


def unknown_rule_message(name: str) -> str:
    """``no rule 'copy-limt' (did you mean copy-limit?); 'cardtools rules' lists them``."""
    return f"no rule {name!r}{did_you_mean(name)}; 'cardtools rules' lists them"


def ignored_in_vain(ignore: Iterable[str]) -> list[str]:
    """The ``--ignore`` names (as given) that designate only rules that stay on whatever
    is asked (``ALWAYS_ON``: the checker's own, ``file-error``...), which the option
    therefore leaves as they are: what to tell the user, in order. Names that designate
    no rule are ``selection``'s to refuse."""
    return [name for name in (part.strip() for text in ignore for part in text.split(","))
            if name and (rules := rules_matching(name))
            and all(rule.id in ALWAYS_ON for rule in rules)]


def selection(select: Iterable[str], ignore: Iterable[str]) -> dict[str, str]:
    """Severity overrides (rule id -> ``off``) for ``--select`` and ``--ignore``.

    Input: names as given (ids, codes or code prefixes; each may hold several separated
    by commas). ``--select`` keeps only the rules it names (the others are off);
    ``--ignore`` turns the rules it names off, and wins over ``--select``. The rules
    the checker itself reports (``file-error``, ``unknown-format``, ``internal-error``)
    stay on whatever is asked: a file that cannot be judged is never legal. Raises
    ``UsageError`` for a name that designates no rule, with a suggestion.
    """
    chosen, dropped = _expanded(select, ignore)
    checked = [rule_id for rule_id in TABLE if rule_id not in ALWAYS_ON]
    off = set(dropped)
    if chosen:
        off |= {rule_id for rule_id in checked if rule_id not in chosen}
    return {rule_id: "off" for rule_id in TABLE if rule_id in off and rule_id in checked}


def selected(select: Iterable[str], ignore: Iterable[str]) -> frozenset[str]:
    """The ids of the rules ``--select`` names (ids, codes or prefixes, as
    ``selection`` reads them) and ``--ignore`` does not: the command line asks for
    them, so a project config's ``off`` does not drop them (ruff's ``--select``
    likewise overrides the configuration's rule selection). Raises ``UsageError`` as
    ``selection`` does."""
    chosen, dropped = _expanded(select, ignore)
    return frozenset(chosen - dropped)


def _expanded(select: Iterable[str], ignore: Iterable[str]) -> tuple[set[str], set[str]]:
    """The rule ids ``--select`` and ``--ignore`` name. Raises ``UsageError`` for a name
    that designates no rule, with a suggestion."""
    from cardtools.errors import UsageError

    def expand(option: str, names: Iterable[str]) -> set[str]:
        found: set[str] = set()
        for name in (part.strip() for text in names for part in text.split(",")):
            if not name:
                continue
            rules = rules_matching(name)
            if not rules:
                raise UsageError(f"{option}: {unknown_rule_message(name)}")
            found.update(rule.id for rule in rules)
        return found

    return expand("--select", select), expand("--ignore", ignore)
