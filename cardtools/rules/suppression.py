"""suppression (CT107, warning): an inline suppression comment that cannot apply.

A decklist may silence its own warnings and info notes with a comment (README, "Inline
suppression comments").

Not reported, no warning (the comment silences a known region exception)::

    Format: magi-nation/standard
    2 Magma Armor   # cardtools: disable=region-unplayable

Reported (a warning; the comment silences nothing)::

    Format: mage-noir/tournament
    4 Crimson Ritual   # cardtools: disable=banned     # an error cannot be suppressed
                                                       # from inside a decklist
    # cardtools: disable=region-unplayabel             # no such rule

A comment naming a rule only the batch finds, comparing the run's decklists
(``duplicate-player``, ``duplicate-deck``, ``no-player``), is reported too: batch
findings are not silenced by one file's comment.

An error is the verdict's business: a deck that fails a rule must not pass because the
deck itself says so. A project may still lower a rule's severity for every deck in its
``.cardtools.yaml`` (``rules: {region-unplayable: info}``), where reviewers see it.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "suppression", "CT107", "warning",
    "An inline suppression comment names no rule, an error (errors cannot be suppressed "
    "from inside a decklist) or a batch finding.",
    check=None, doc=__doc__ or "",
)
