"""Small wording helpers shared by rule messages."""

from __future__ import annotations

from cardtools.wording import article, with_article

__all__ = ["article", "listing", "plural", "with_article"]


def plural(count: int, word: str, plural_word: str | None = None) -> str:
    """``"1 copy"``, ``"2 copies"``: a count with the right form of ``word``."""
    if count == 1:
        return f"{count} {word}"
    if plural_word is None:
        plural_word = word[:-1] + "ies" if word.endswith("y") else word + "s"
    return f"{count} {plural_word}"


def listing(names: list[str] | tuple[str, ...], limit: int = 5, last: str = "and") -> str:
    """``"A, B and C"`` (``last="or"``: ``"A, B or C"``, for alternatives); long lists
    end with ``"and N more"``."""
    names = list(names)
    if len(names) > limit:
        names = [*names[:limit], f"{len(names) - limit} more"]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {last} " + names[-1]
