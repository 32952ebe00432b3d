"""What the command line borrows from the linters people know: suggestions for an
unknown option (``--reprot``: did you mean ``--report``?; ``--output-format``, the ruff
spelling: use ``--report``), and the examples shown under ``--help``."""

from __future__ import annotations

import difflib
from typing import Any

from typer import _click as click
from typer.core import TyperCommand

#: Options other linters have that mean one of ours.
OTHER_TOOLS = {
    "--output-format": "--report", "--format-output": "--report", "--reporter": "--report",
    "--formatter": "--report", "--output-style": "--report", "--out-format": "--report",
    "--output": "--report-file", "--output-file": "--report-file", "--out": "--report-file",
    "--no-exit-code": "--exit-zero", "--exit-code-zero": "--exit-zero",
    "--extend-select": "--select", "--disable": "--ignore", "--enable": "--select",
    "--rules": "--select",
}
OTHER_TOOLS_WHY = {
    "--report": "it chooses the output: text, json, sarif, github, gitlab, junit, html",
    "--report-file": "it writes the report to a file",
}


def suggestion(option: str, known: list[str]) -> str:
    """``" (did you mean --report? it chooses the output ...)"`` for an unknown option
    name, from another tool's spelling or the closest known option; ``""`` if none."""
    name = option.split("=", 1)[0]
    ours = OTHER_TOOLS.get(name)
    if ours is not None and ours in known:
        why = OTHER_TOOLS_WHY.get(ours)
        return f" (did you mean {ours}?{f' {why}' if why else ''})"
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


class HintingCommand(TyperCommand):
    """A Typer command whose unknown-option error suggests the option meant."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as Click does; an unknown option's error names the option meant."""
        try:
            return super().parse_args(ctx, args)
        except click.exceptions.NoSuchOption as exc:
            known = [name for param in self.get_params(ctx)
                     for name in (*param.opts, *param.secondary_opts) if name.startswith("--")]
            hint = suggestion(exc.option_name, known)
            raise click.exceptions.NoSuchOption(
                exc.option_name, message=f"No such option: {exc.option_name}{hint}",
                ctx=ctx) from None


def epilog(*lines: str) -> str:
    """A ``--help`` epilog of example command lines, kept as written (Click's ``\\b``
    marker stops it from rewrapping them)."""
    return "\b\nExamples:\n" + "\n".join(f"  {line}" for line in lines)


def command(**settings: Any) -> dict[str, Any]:
    """Keyword arguments for ``app.command``: the hinting command class and ``settings``."""
    return {"cls": HintingCommand, **settings}
