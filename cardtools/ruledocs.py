"""Each rule's documentation, made from its module's docstring: plain text for
``cardtools rules NAME``, Markdown for SARIF's ``help.markdown``, and a JSON record for
``cardtools rules --report json``.

A rule docstring opens with ``id (CODE[, severity]): summary.``, then paragraphs; a
paragraph ending in ``::`` introduces an indented example block (reStructuredText's
literal block), and ``double backquotes`` mark code.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

from cardtools.rules import Rule

_CODE = re.compile(r"``(.+?)``", re.S)


def blocks(rule: Rule) -> list[tuple[str, str]]:
    """The docstring after its first line as ``(kind, text)`` pairs: ``("text", a
    paragraph)`` and ``("example", an indented block, dedented)``, in order."""
    lines = textwrap.dedent(_body(rule.doc)).split("\n")
    found: list[tuple[str, str]] = []
    paragraph: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith((" ", "\t")) and line.strip():
            example, index = _example(lines, index)
            found.append(("example", example))
            continue
        if line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            found.append(("text", " ".join(paragraph)))
            paragraph = []
        index += 1
    if paragraph:
        found.append(("text", " ".join(paragraph)))
    return found


def _body(doc: str) -> str:
    """The docstring without its first line (``id (CODE): summary``)."""
    text = doc.strip("\n")
    first, _, rest = text.partition("\n\n")
    return rest if re.match(r"^[a-z-]+ \(CT\d+", first) else text


def _example(lines: list[str], start: int) -> tuple[str, int]:
    """The indented block starting at ``start`` (blank lines inside it kept), dedented,
    and the index after it."""
    end = start
    while end < len(lines) and (not lines[end].strip() or lines[end].startswith((" ", "\t"))):
        end += 1
    block = "\n".join(lines[start:end]).rstrip()
    return textwrap.dedent(block), end


def _plain(text: str) -> str:
    return _CODE.sub(r"\1", text).removesuffix("::").rstrip() + (
        ":" if text.endswith("::") else "")


def heading(rule: Rule) -> str:
    """``CT301 copy-limit (error): More copies of one identity than allowed.``"""
    return f"{rule.code} {rule.id} ({rule.severity}): {rule.summary}"


def rule_text(rule: Rule) -> str:
    """The rule's documentation as plain text: the heading, then each paragraph wrapped
    at 88 columns and each example indented by four spaces."""
    out = [heading(rule), ""]
    for kind, text in blocks(rule):
        if kind == "example":
            out.extend("    " + line if line else "" for line in text.split("\n"))
        else:
            out.extend(textwrap.wrap(_plain(text), 88))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def rule_markdown(rule: Rule) -> str:
    """The rule's documentation as Markdown (SARIF ``help.markdown``): a heading line,
    paragraphs with code in backquotes, examples in fenced blocks."""
    out = [f"**{rule.code} `{rule.id}`** ({rule.severity}): {_md(rule.summary)}", ""]
    for kind, text in blocks(rule):
        if kind == "example":
            out.extend(["```text", text, "```"])
        else:
            out.append(_md(_CODE.sub(r"`\1`", text).removesuffix("::")
                           + (":" if text.endswith("::") else "")))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _md(text: str) -> str:
    """Text for Markdown: characters that would start HTML or emphasis escaped."""
    return text.replace("<", "&lt;").replace("*", r"\*").replace("_", r"\_") \
        if "`" not in text else _md_outside_code(text)


def _md_outside_code(text: str) -> str:
    parts = text.split("`")
    return "`".join(part if index % 2 else part.replace("<", "&lt;").replace("*", r"\*")
                    .replace("_", r"\_") for index, part in enumerate(parts))


#: GitHub's limit for a rule's ``fullDescription.text`` (GitHub Docs, "SARIF support for
#: code scanning": reportingDescriptor object).
DESCRIPTION_LIMIT = 1000


def description(rule: Rule) -> str:
    """The rule's full description (SARIF ``fullDescription.text``): its summary as a
    sentence, then every paragraph of its documentation that is prose, not an example
    (an example's heading, the paragraph ending in ``::``, goes with its block),
    paragraphs separated by a blank line. Cut after the last whole sentence that fits,
    with ``…``, when longer than ``DESCRIPTION_LIMIT`` characters."""
    paragraphs = [_sentence(rule.summary)] + [
        _plain(text) for kind, text in blocks(rule)
        if kind == "text" and not text.endswith("::")]
    return _cut("\n\n".join(paragraphs), DESCRIPTION_LIMIT)


def _sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop at its end."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def _cut(text: str, limit: int) -> str:
    """``text`` when it has at most ``limit`` characters, else its start up to the last
    sentence (or, failing one, word) that fits, and ``…``."""
    if len(text) <= limit:
        return text
    head = text[:limit - 1]
    end = max(head.rfind(". "), head.rfind(".\n"))
    return (head[:end + 1] if end > 0 else head.rsplit(" ", 1)[0]) + " …"


def rule_record(rule: Rule) -> dict[str, Any]:
    """The JSON record of a rule: id, code, default severity, summary, documentation
    (text and Markdown) and its examples."""
    return {
        "id": rule.id,
        "code": rule.code,
        "severity": rule.severity,
        "summary": rule.summary,
        "doc": rule_text(rule),
        "markdown": rule_markdown(rule),
        "examples": [text for kind, text in blocks(rule) if kind == "example"],
    }
