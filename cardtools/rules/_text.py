"""Small wording helpers shared by rule messages."""

from __future__ import annotations

from cardtools.wording import article, plural, with_article

__all__ = ["article", "listing", "plural", "with_article"]


def listing(names: list[str] | tuple[str, ...], limit: int = 5, last: str = "and") -> str:
    """``"A, B and C"`` (``last="or"``: ``"A, B or C"``, for alternatives); long lists
    end with ``"and N more"``."""
    names = list(names)
    if len(names) > limit:
        names = [*names[:limit], f"{len(names) - limit} more"]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {last} " + names[-1]
