"""How the tool names the files it reads: standard input's ``-``, and paths as
reports show them (escaped, relative to the working folder when below it); and where a
path lies: inside a folder, or in a hidden file or folder of it."""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Collection, Sequence
from pathlib import Path
from urllib.parse import urlsplit

from cardtools.display import visible
from cardtools.patterns import lazy_pattern

#: The path that names standard input.
STDIN = "-"

#: The name of a project config, which cardtools looks for beside each decklist and in
#: the folders above it.
CONFIG_NAME = ".cardtools.yaml"

#: Names a user may give a project config that cardtools does not read (only
#: ``CONFIG_NAME`` is): found where the config is looked for, they are said in a warning
#: (``config.misnamed_configs``); ``pyproject.toml`` only with a ``[tool.cardtools]``
#: table. A ``.cardtools.yaml.example`` is a template, meant not to be read: not said.
NOT_CONFIG_NAMES = (".cardtools.yml", "cardtools.yaml", "cardtools.yml", ".cardtools.json",
                    "cardtools.json", "pyproject.toml")


def config_named(path: str) -> bool:
    """Whether the last part of ``path`` is a project config's name (``CONFIG_NAME``), in
    any case (a disk that ignores case finds ``.CardTools.yaml`` as the config)."""
    return os.path.basename(path.rstrip("/" + os.sep)).casefold() == CONFIG_NAME.casefold()

_UNPRINTABLE = lazy_pattern(r"[\x00-\x1f\x7f-\x9f\ufffe\uffff]")
#: How a log line that a CI runner takes for a command begins, after any spaces: GitHub
#: Actions' workflow commands (``::error::``, ``::stop-commands::``) and their older
#: ``##[`` form, Azure Pipelines' ``##vso[``, TeamCity's service messages
#: (``##teamcity[buildStatus ...]``).
_CI_COMMAND = ("::", "##[", "##vso[", "##teamcity[")


def printable(path: str) -> str:
    """A path as every report, message and error shows it to a person: ``_controls_escaped``
    (bytes that are not UTF-8 and control characters written as escapes, ``\\xff``,
    ``\\x1b``, ``\\n``; ``./`` before a CI runner's command), then every invisible
    character as ``display.visible`` escapes it (a bidirectional override ``\\u202e``, a
    zero-width space ``\\u200b``, a combining grapheme joiner ``\\u034f``, a Hangul
    filler ``\\u3164``: any format character or default-ignorable code point). Never
    raises."""
    return visible(_controls_escaped(path))


def _controls_escaped(path: str) -> str:
    """``path`` with bytes that are not UTF-8 (surrogate escapes from the file system)
    and control characters written as escapes (``\\xff``, ``\\x1b``); a relative path
    that would begin a line a CI runner takes for a command (``::notice title=x::a.txt``)
    with ``./`` in front, the same file."""
    if path.lstrip().startswith(_CI_COMMAND):
        path = "./" + path
    return _escaped(path)


def _escaped(text: str) -> str:
    """``text`` with bytes that are not UTF-8 (surrogate escapes from the file system)
    and control characters written as escapes (``\\xff``, ``\\x1b``, ``\\n``). Never
    raises."""
    if text.isprintable():  # nothing to escape (the usual case)
        return str(text)  # a plain string, whatever subclass of one it is
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return _UNPRINTABLE().sub(lambda m: ascii(m[0])[1:-1], text)


def printable_part(part: str) -> str:
    """A part of a file's name or path (its suffix ``.tx\\n::error::x``, its stem, a
    folder's name) as a message shows it inside its text: escaped by the rule
    ``printable`` escapes a whole path by (``\\xe9``, ``\\x1b``, ``\\n``,
    ``\\u202e``), with no ``./`` before it (it begins no line). Never raises."""
    return visible(_escaped(part))


def unambiguous(path: str) -> str:
    """A path as machine reports name a file (JSON's ``path``, JUnit's test case
    ``name``): ``_controls_escaped``'s form of it with each backslash of the name written
    twice first, so that every backslash of the form starts an escape and two files never
    share one (a name holding a newline shown ``new\\nline.txt``, and one holding a
    backslash and an ``n``, now ``new\\\\nline.txt``; a byte that is not UTF-8,
    ``\\xe9``, and those four characters). Other characters, invisible ones included,
    are kept as the file system names them: a program reading the report finds the
    file."""
    return _controls_escaped(path.replace("\\", "\\\\") if "\\" in path else path)


def shown_path(path: Path) -> str:
    """A path as reports show it: relative to the working folder when below it, else
    absolute (escaped as ``printable`` does)."""
    absolute = os.path.abspath(path)
    try:
        relative = os.path.relpath(absolute)
    except ValueError:  # another drive
        relative = absolute
    return printable(absolute if relative.startswith("..") else relative)


#: A web address by its shape: a scheme of two characters or more (a Windows drive,
#: ``C:/``, is none), a colon and a slash (``https://x``, ``http:/x`` as a shell may leave
#: it); ``www.`` and a name; or a host name (labels parted by dots) ending in a generic
#: top-level domain or any two letters (a country's: ``.br``, ``.ru``, ``.jp``) followed
#: by a path, a query or a port (``ligamagic.com.br/?view=dks``); or a bare host of the
#: commonest domains (``moxfield.com``). Asked only of a path naming no file.
_WEB_ADDRESS = lazy_pattern(
    r"[a-z][a-z0-9+.-]+:/|www\.[a-z0-9-]+\."
    r"|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+"
    r"(?:(?:com|net|org|info|biz|edu|gov|io|gg|app|dev|xyz|site|online|shop|store|games"
    r"|blog|club|pro|cloud|top|tv|me|co|ai|[a-z]{2})[/?#:]|(?:com|net|org)(?::\d+)?/?$)",
    re.IGNORECASE)
#: A Windows drive at the start of a ``file:`` address's path (``/C:/Users``, ``/C|/``).
_DRIVE = lazy_pattern(r"/*[a-z][:|]", re.IGNORECASE)
#: What to do with a web address given for a file.
DOWNLOAD_FIRST = "download it first and give the downloaded file's path"
#: What to do with a web address given for a file cardtools writes.
WRITE_LOCALLY = "give a local path for the file to write"
#: Why a web address is no file, by what is to be done with the file (read or written).
_NOT_FETCHED = {WRITE_LOCALLY: "cardtools writes nothing to the web"}


def address_problem(given: str, download: str = DOWNLOAD_FIRST) -> tuple[str, str] | None:
    """What is wrong with ``given``, a path argument or option as the user wrote it
    (before ``Path`` collapses ``https://`` to ``https:/``), when it names no file and is
    an address: ``("a file: address, not a path", "give the file's path: /tmp/my
    deck.txt")`` for a ``file:`` address (``file_address_path``), ``("a web address, not
    a file: ...", download)`` for a web address (``_WEB_ADDRESS``, by its shape;
    ``cardtools writes nothing to the web`` when ``download`` is ``WRITE_LOCALLY``, of a
    file to write); the address itself is not in them. ``None`` for any other path, for
    a file so named, and for a path whose first segment or parent folder exists here
    (``mtgstore.de/report.json`` in a folder ``mtgstore.de``: a file to write does not
    exist yet, its folder does).
    Never raises."""
    if _local(given) or _WEB_ADDRESS().match(given) is None:
        return None  # a file here first: compiling the pattern costs more than looking
    local = file_address_path(given)
    if local is not None:
        return "a file: address, not a path", f"give the file's path: {printable(local)}"
    why = _NOT_FETCHED.get(download, "cardtools fetches nothing from the web")
    return f"a web address, not a file: {why}", download


def _local(given: str) -> bool:
    """Whether the path ``given`` names something here: itself, its first segment (a
    folder named like a host) or its parent folder. Never raises."""
    first = re.split(r"[/\\]", given, maxsplit=1)[0]
    parent = os.path.dirname(given)
    return any(os.path.lexists(part) for part in (given, first, parent) if part)


def file_address_path(address: str) -> str | None:
    """The path of the file a ``file:`` address names, percent-decoded (``url2pathname``):
    ``file:///tmp/my%20deck.txt`` is ``/tmp/my deck.txt``, ``file://localhost/tmp/x``
    ``/tmp/x``, ``file:///C:/Users/bob/deck.txt`` ``C:\\Users\\bob\\deck.txt`` (a
    Windows drive, written as Windows does), ``file://server/share/d.txt`` the network
    path ``//server/share/d.txt``. ``None`` when ``address`` is no ``file:`` address."""
    parts = urlsplit(address)
    if parts.scheme.lower() != "file":
        return None
    if _DRIVE().match(parts.path) is not None:
        from nturl2path import url2pathname as windows_path

        return windows_path(parts.path)
    from urllib.request import url2pathname

    host = parts.netloc if parts.netloc.lower() not in ("", "localhost") else ""
    return ("//" + host if host else "") + url2pathname(parts.path)


def inside(path: str, root: str) -> bool:
    """Whether the absolute path ``path`` is ``root`` or below it (both written alike:
    normalised, or both real paths)."""
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def hidden_within(path: str, root: str, allowed: Collection[str] = ()) -> bool:
    """Whether the real path ``path`` is or lies in a hidden file or folder below the real
    path ``root``: a part of its path below ``root`` starts with ``.`` (``.git/config``,
    ``.env``); ``.`` and ``..`` are no such part, nor is a last part ``allowed`` names (a
    config's own name, ``.cardtools.yaml``)."""
    parts = os.path.relpath(path, root).split(os.sep)
    return any(part.startswith(".") and part not in (os.curdir, os.pardir)
               and not (at == len(parts) - 1 and part in allowed)
               for at, part in enumerate(parts))


def names_match(parts: Sequence[str], globs: Sequence[str]) -> bool:
    """Whether a path's names ``parts`` (split at ``/``) match a glob's names ``globs``
    one to one (``fnmatch``, case as the system compares it: a ``*`` or ``?`` never
    crosses a folder's boundary), a glob's name ``**`` matching any number of names,
    none too (``notes/**``, ``**/old``). Pure; never raises."""
    return len(parts) in _ends(parts, globs, {0})


def _ends(parts: Sequence[str], globs: Sequence[str], starts: set[int]) -> set[int]:
    """The positions in ``parts`` where a match of ``globs`` from one of ``starts`` may
    end, found a glob's name at a time (a set of positions, never a search of every way
    the ``**`` may split the path: ``**/**/**/*.pdf`` over a folder 40 deep took
    seconds)."""
    at = set(starts)
    for glob in globs:
        if not at:
            break
        if glob == "**":
            at = set(range(min(at), len(parts) + 1))
        else:
            at = {place + 1 for place in at
                  if place < len(parts) and fnmatch.fnmatch(parts[place], glob)}
    return at


def glob_matches(relative: str, glob: str) -> bool:
    """Whether a project config's ``glob`` (of ``exclude`` or ``formats``) takes the file
    at ``relative`` (from the config's folder, written with ``/``), as gitignore's
    patterns do: a glob holding a ``/`` before its end matches from the config's folder,
    one without any name on the way (``*.md``, ``notes``); a folder it matches takes
    what it holds; ``*`` and ``?`` never cross a ``/`` (``names_match``: ``notes*.txt``
    took ``notes/deck.txt``). Pure; never raises."""
    # "/notes.txt" too: from the config's folder
    return path_matches(relative.split("/"), glob, anchored="/" in glob.rstrip("/"))


def path_matches(parts: Sequence[str], glob: str, anchored: bool) -> bool:
    """Whether a path's names ``parts`` (or a folder on its way) match ``glob``'s names
    (``glob_names``, ``names_match``): from the path's start when ``anchored``, else
    from any of its names on (``old/*`` matches ``subs/old/a.txt``); a glob of no name
    matches nothing. What ``glob_matches`` and ``--exclude`` both read. Pure; never
    raises."""
    names = glob_names(glob)
    starts = {0} if anchored else set(range(len(parts)))
    # a match ends after a name of the path: the path, or a folder on its way
    return bool(names) and any(end > 0 for end in _ends(parts, names, starts))


def glob_names(glob: str) -> list[str]:
    """A glob's names between ``/`` as a path's are compared with them: without the
    empty names of a leading, doubled or closing ``/`` (``late/``, a folder's glob, is
    ``late``) and without ``.`` (``./late`` is ``late``). Pure; never raises."""
    return [name for name in glob.split("/") if name not in ("", ".")]
