"""Tables of the informational commands (``formats``, ``rules``, ``cards search``): a
Rich table that fits the terminal on a terminal, plain text when the output is piped or
written to a file, one line per row with nothing cut, so ``grep``, ``cut`` and ``awk``
see every cell as written."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from cardtools.display import console_width, visible


def print_table(headers: Sequence[str], rows: Sequence[Sequence[str]],
                title: str | None = None, out: TextIO | None = None) -> None:
    """Print a table to ``out`` (standard output by default).

    On a terminal: a Rich table as wide as the terminal (colour unless ``NO_COLOR``).
    Otherwise: the title, then the header and each row on one line, columns padded with
    spaces to the widest cell and separated by two spaces (the last column not padded).
    Cells pass through ``visible``. Never raises for odd text.
    """
    stream = out if out is not None else sys.stdout
    cells = [[visible(str(cell)) for cell in row] for row in rows]
    if stream.isatty():
        _rich(headers, cells, title, stream)
    else:
        stream.write(plain_table(headers, cells, title))


def plain_table(headers: Sequence[str], rows: Sequence[Sequence[str]],
                title: str | None = None) -> str:
    """The plain form of a table (see ``print_table``), ending with a newline."""
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]
    lines = [title] if title else []
    for row in [list(headers), *rows]:
        padded = [cell.ljust(widths[i]) for i, cell in enumerate(row[:-1])] + [row[-1]]
        lines.append("  ".join(padded).rstrip())
    return "\n".join(lines) + "\n"


def _rich(headers: Sequence[str], rows: Sequence[Sequence[str]], title: str | None,
          stream: TextIO) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(header_style="bold", title=title)
    for header in headers:
        table.add_column(header, overflow="fold")
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    from cardtools.richconsole import console as make_console

    console = make_console(file=stream, highlight=False, emoji=False,
                           width=console_width(stream))
    console.print(table)
