"""The markup a decklist pasted into a chat, a forum post or a Markdown page carries around
its lines (Discord, Reddit, GitHub, a wiki), as the plain-text reader removes it before it
reads a line:

- a code fence alone on its line (```` ``` ````, ```` ```text ````), as Discord and
  Markdown wrap a pasted list: no card, parting blocks as a separator line does;
- a Markdown table: its rule row (``|---:|---|``) and its header row (``| Qty | Card |``,
  every cell a column's name) are no card; a row (``| 4 | Lightning Bolt |``) is the card
  line of its cells, the count and name columns the header named (other columns, a set,
  a type, a price, are not read, as the CSV reader does not read them), or all its cells
  in order when no header named them; a table written without its outer bars (``Qty |
  Card``, ``4 | Lightning Bolt``) is read so from its header row on;
- a quote's ``>`` before a line (``> 4 Lightning Bolt``), code, spoiler and strong
  emphasis marks around the line, its count or its name (```` `4 Lightning Bolt` ````,
  ``||4 Lightning Bolt||``, ``**4** Lightning Bolt``, ``4x **Lightning Bolt**``,
  ``4 *Lightning Bolt*``,
  ```` 4 `Lightning Bolt` ````), emphasis marks around a whole line or a heading's words
  (``**Creatures (20)**``, ``- __**Creatures**__ (20)``);
- a list item's number before a card line that has a count of its own (``1. 4 Lightning
  Bolt``, ``12) 2x Ponder``); before one without a count only in a list numbered one
  item after another, each item then one copy (``numbered_items``; ``2. Ponder`` alone
  stays as written: its number may be the count);
- more list bullets (``◦``, ``▪``, ``‣``, ``▸``, ``►``, ``●``, ``■``, ``·``, ``→``,
  ``->``, ``★``, ``✓``, an en or em dash: ``BULLET_MARKS``) and a task list's box after
  a bullet (``- [x] 4 Lightning Bolt``);
- a page's number, as a PDF's text copied keeps its header or footer (``Page 1 of 2``,
  ``Seite 2/2``, ``- 1 -``): no card;
- a card fetcher's double brackets around a name, as a Reddit post or a Discord message
  writes a card for its bot to show (``4 [[Lightning Bolt]]``, ``[[Ponder]] x4``, with the
  bot's mark of what to show, ``[[!Ponder]]``, and a set after a bar, ``[[Mox Jet|LEA]]``,
  read as ``Mox Jet (LEA)``, maybe its collector number after another,
  ``[[Mox Jet|LEA|262]]``): the name (it was an unknown card ``[]``);
- HTML character references of a space (``4&nbsp;Lightning Bolt``, ``&#160;``), as a
  page's source copied writes them (the names' own, ``Wrenn &amp; Six``, are read by
  ``names``, the line kept as written);
- a row of a page's table or a spreadsheet copied with tabs between its cells, its
  count and name first (``4<tab>Lightning Bolt<tab>Instant<tab>$0.25``): the count and
  the name, the other cells read as a note is (a card line there is counted); and a
  price and a mana cost after a card line with a count (``4 Lightning Bolt $0.25``,
  ``4 Ponder 0,10 €``, ``4 Tarmogoyf {1}{G}``).

Pure functions; never raise.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import NamedTuple

from cardtools.decklist.columns import (
    LOCAL_COLUMNS,
    NAME_COLUMNS,
    QUANTITY_COLUMNS,
    ZONE_COLUMNS,
)
from cardtools.decklist.decoding import MAX_LINE
from cardtools.decklist.markers import COUNT_WORDS, mark_cell
from cardtools.namecells import may_name_one_card
from cardtools.names import most_faces, normalise
from cardtools.patterns import Gated
from cardtools.patterns import lazy_pattern as _lazy

#: The other columns a Markdown table of a deck names (not read), beside its count, name
#: and zone columns: with them, a header row is told from a row of card cells.
OTHER_COLUMNS = frozenset({
    "#", "no", "no.", "set", "set code", "set name", "edition", "edition code", "code",
    "number", "collector number", "cn", "type", "types", "card type", "cost", "mana cost",
    "mana", "cmc", "mv", "mana value", "rarity", "price", "usd", "eur", "tix", "foil",
    "finish", "notes", "note", "comment", "comments", "tags", "color", "colors", "colour",
    "colours", "language", "condition", "total", "sideboard"})

#: A code fence alone on its line, maybe with the language Discord or Markdown colours
#: the block as (another word after it, ```` ```Ponder ````, is a card line: a language
#: of a card's name would hide the card).
_FENCE = _lazy(
    r"^`{3,}(?:txt|text|plaintext|plain|md|markdown|yaml|yml|csv|tsv|json|diff|ini|fix|css"
    r"|ansi|arm|bash|sh|console|py|python|js|ml|prolog|http|xml|html|tex|less|apache)?$",
    re.I)
_TABLE_RULE = _lazy(r"^\|?(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?$")
_QUOTE = _lazy(r"^(?:>\s?)+(?=\S)")
#: The marks a list's item starts with beside ``-``, ``*``, ``+`` and ``\u2022`` (read by
#: ``text``): the bullets of word processors and notes apps (``\u25cf``, ``\u25cb``,
#: ``\u25a0``, ``\u00b7``, as Google Docs, Word and Apple Notes copy a list), arrows, stars,
#: diamonds, an en or em dash, and a ticked box or check mark (a crossed one, ``\u2717``,
#: may mark a card cut: not a bullet, the line read as written).
BULLET_MARKS = ("\u25e6\u25aa\u25ab\u2023\u25b8\u25ba\u2013\u2014\u25cf\u25cb\u25c9\u25ce"
                "\u29bf\u29be\u2981\u2219\u00b7\u22c5\u25a0\u25a1\u25c6\u25c7\u25c8\u2666"
                "\u2756\u2751\u2752\u2605\u2606\u2726\u2727\u2043\u2192\u21d2\u27f6\u2794"
                "\u2799\u279b\u279c\u279d\u279e\u279f\u27a0\u27a1\u27a2\u27a3\u27a4\u25b6"
                "\u25b7\u25b9\u25bb\u00bb\u203a\u2713\u2714\u2611\u2705\u2610"
                "\U0001f539\U0001f538\U0001f537\U0001f536\U0001f449")
#: Or a forum's list item (BBCode's ``[*]``, a space after it or none: ``[*]4 Ponder``).
_BULLET = _lazy(rf"^(?:(?:[{BULLET_MARKS}]\ufe0f?|-+>|=+>)\s+|\[\*\]\s*)(?=\S)")
#: A label of a few words and its colon at a line's start (``SB:``, ``Sideboard:``), or
#: the other marks a zone's line prefix may end with (``_prefix_pattern`` of
#: ``gamedata``): a colon written twice or full-width, a spaced dash (``SB:: **2**
#: Duress``, ``SB\uff1a1. 2 Duress``, ``Sideboard - **2** Duress``: each was an unknown
#: card).
_LABEL_TEXT = (r"^([^\W\d][\w ]{0,40}?(?:\s*[:\uff1a](?:\s*[:\uff1a])*"
               r"|\s+[\-\u2013\u2014](?=\s)))")
#: What may part a label from its value (``_LABEL_TEXT``); a line holding none is no
#: label's.
_LABEL_MARKS = (":", "\uff1a", " - ", " \u2013 ", " \u2014 ")
#: The characters a label ends with (``_LABEL_TEXT``: a colon, a full-width one, a dash
#: after blanks of any kind, ``Mazo -<tab>4``): where ``_may_start_with_label`` looks.
_LABEL_ENDS = (":", "\uff1a", "-", "\u2013", "\u2014")
#: Any of ``_LABEL_MARKS`` in a line (one search, not one per mark).
_LABEL_MARK = _lazy("|".join(map(re.escape, _LABEL_MARKS)))
#: A label's colon, then a list item's mark or number before a card line's count and
#: name (``SB: - 2 Duress``, ``Sideboard: → 2 Duress``, ``SB: 1. 2 Duress``; not a count
#: alone, ``Mountain: - 4``, which may take copies out), or a bullet before a name
#: (``Magi: • Evu``: it was an unknown card '• Evu').
_LABEL_BULLET = Gated(_lazy(
    _LABEL_TEXT + rf"\s*(?:(?:[{BULLET_MARKS}]\ufe0f?|-+>|=+>"
    rf"|[-*+\u2022]|\d{{1,3}}[.)])\s+(?=\d{{1,3}}\s*[xX\u00d7]?\s+[^\W\d])"
    rf"|(?:[{BULLET_MARKS}]\ufe0f?|-+>|=+>|[-*+\u2022])\s+(?=[^\W\d_]))"),
    lambda text: _may_be_label_bullet(text))  # defined below
#: A task list's box, after a bullet or alone (``- [x] 4 Ponder``, ``[x] 4 Ponder``).
_TASK_BOX = _lazy(r"^(?:[-*+\u2022]\s+)?\[[ xX]\]\s+(?=\S)")
_ITEM_NUMBER = _lazy(
    r"^\d{1,3}[.)]\s+(?=(?:\d{1,3}\s*[x\u00d7]?|[x\u00d7]\s?\d{1,3})\s+[^\s\d])", re.I)
_WRAPPERS = ("```", "``", "`", "||")
#: A Markdown list item's mark before a line wrapped in code or spoiler marks.
_ITEM_MARK = _lazy(r"^[-*+\u2022]\s+(?=\S)")
#: A whole line in an HTML or forum tag of the way text shows (``<b>Sideboard</b>``,
#: ``<strong>Creatures (20)</strong>``, ``[b]Sideboard[/b]``, ``[size=4]Deck[/size]``), as a
#: page's source or a forum post heads a list's groups: its text, read as the header or
#: card line it shows (``<b>Sideboard</b>`` was the unknown card ``Sideboard``, and the
#: sideboard's cards counted in the deck). A tag with an attribute that may name a card
#: is kept (``markers``).
_TAGGED_LINE = _lazy(
    r"^(?P<open><\s*(?P<tag>b|strong|i|em|u|s|strike|del|ins|mark|span|font|big|small|code"
    r"|tt|h[1-6])(?:\s[^<>]{0,2000})?>|\[(?P<code>b|i|u|s|strike|size|color|colour|font"
    r"|center|left|right|h[1-6])(?:=[^\[\]]{0,40})?\])(?P<text>.*?[^\s].*?)"
    r"(?:<\s*/\s*(?P=tag)\s*>|\[/(?P=code)\])$", re.I)
#: A whole line struck through (``~~4 Brainstorm~~``), as Discord, Reddit and GitHub write
#: it, or between single tildes as WhatsApp and Signal do (``~4 Brainstorm~`` was an
#: unknown card): the line as written, as ``<s>`` or ``<del>`` around it is read (a struck
#: card is counted, never dropped); not a separator of tildes (``~~~~~``).
_STRUCK = _lazy(r"^(~~?)(?=[^~\s])(.*?[^~\s])\1$")
#: A count in strong emphasis, emphasis or code before the name (``**4** Ponder``, ``*4*
#: Ponder``, ``_4_ Ponder``, `` `4x` Ponder ``: the last three were unknown cards).
_STRONG_COUNT = _lazy(r"^(\*\*\*|\*\*|___|__|\*|_|`|\|\|)(\d{1,3}\s*[x\u00d7]?)\1\s+(?=\S)",
                      re.I)
#: A list item's bullet or number before marks on a line's count or name (``- **4**
#: Ponder``, ``1. **4** Ponder``).
_MARKS_LEAD = _lazy(r"^(?:[-*+\u2022]\s+(?=\S)|\d{1,3}[.)]\s+(?=[*_`~]))")
#: A whole line in emphasis or strong emphasis (``**Creatures (20)**``, ``__Sideboard__``,
#: ``*My Burn deck*``), maybe after a list's bullet (``- **Creatures (20)**``) or before a
#: count in brackets or a colon (``**Creatures** (20)``, ``**Sideboard**:``), as a Reddit
#: or Discord post heads a list's groups; not a line whose text holds no letter or digit
#: before its first mark or holds its own mark (``_____``, a card; ``**4** **Ponder**``,
#: whose marks the patterns below remove).
_EMPHASIS_LINE = _lazy(
    r"^([-*+\u2022]\s+)?(\*{1,3}|_{1,3})(?!\s)(?=[*_]*[^\W_])((?:(?!\2).)+?)(?<!\s)\2"
    r"(\s*(?:[(\[]\s*\d{1,3}\s*[)\]])?\s*:?)$")
#: A label in emphasis or strong emphasis, or in a bold, italic or underline tag, before
#: its colon and a value (``**Player:** Alice``, ``**Format**: Legacy``, ``__SB:__ 1
#: Duress``, ``<b>Player:</b> Alice``, ``[b]Event:[/b] Legacy Challenge``), as a Reddit,
#: Discord or forum post heads a list: the line without the marks (it was an unknown card
#: '**Player:** Alice', a legal deck illegal). A label holds no mark, digit or colon.
_EMPHASIS_LABEL = _lazy(
    r"^(?:(?P<mark>\*{1,3}|_{1,3})|<(?P<tag>b|strong|i|em|u)>|\[(?P<code>b|i|u)\])"
    r"(?P<label>[^\W\d_](?:[^\d*_:<>\[\]]{0,38}[^\W\d_])?)(?P<inner>\s*:)?"
    r"(?:(?P=mark)|</(?P=tag)>|\[/(?P=code)\])(?P<outer>\s*:)?\s+(?P<value>\S.*)$", re.I)
#: The most marks a line may be wrapped in, one kind inside another (``__**Sideboard**__``).
_MOST_EMPHASIS = 3
#: A set code in brackets after a marked name, maybe with its collector number (``4x
#: **Ponder** (M12)``, ``4 **Ponder** [M12 #63]``): kept after the name without the marks.
_SET_AFTER = r"\s+[(\[][A-Za-z0-9][^()\[\]*_`~|]{0,15}[)\]](?:\s+[\w\u2605*+\-]{1,8})?"
#: A name between bold, emphasis, code or strikethrough marks after its count (``4x
#: **Ponder**``, ``4 *Ponder*``, ``4 _Ponder_``, ``4 ~~Ponder~~``, counted as ``4
#: <s>Ponder</s>`` is: a struck card is still written); not a name of such marks itself
#: (``1 _____``, a card).
_MARKED_NAME = _lazy(
    r"^(\d{1,3}\s*[x\u00d7]?\s+)(?:(\*\*\*|\*\*|___|__|`|~~|\|\|)(?![\s_*`~|])(.+?)"
    r"(?<![\s_*`~|])\2|([*_])(?!\s)([^*_`]+?)(?<!\s)\4)"
    rf"({_SET_AFTER})?$", re.I)
#: A name between such marks before its count written after it (``**Ponder** x4``,
#: ``**Ponder** *4``, ``__Ponder__ (x4)``, `` `Ponder` 4x ``; each was an unknown card
#: '**Ponder**', a legal deck illegal): the name and the count as written without them.
_MARKED_NAME_FIRST = _lazy(
    r"^(?:(\*\*\*|\*\*|___|__|`|~~|\|\|)(?![\s_*`~|])(.+?)(?<![\s_*`~|])\1"
    r"|([*_])(?!\s)([^*_`]+?)(?<!\s)\3)"
    r"(\s+(?:[(\[{]?[x\u00d7]\s?\d{1,3}[)\]}]?|\*\d{1,3}|[(\[{]?\d{1,3}\s?[x\u00d7][)\]}]?))$",
    re.I)
#: A count in such marks after a plain name (``Ponder **x4**``, ``Ponder __4__``, ``Ponder
#: `x4` ``, ``Ponder ||4||``; each was the unknown card 'Ponder **x4**'): the name and
#: the count without them; not a count between single stars (``Ponder *4*``, kept in
#: the name as a finish mark's form may be).
_MARKED_COUNT_AFTER = _lazy(
    r"^([^*_`~|\s][^*_`~|]*?)\s+(\*\*\*|\*\*|___|__|_|`|\|\|)"
    r"([x\u00d7]\s?\d{1,3}|\d{1,3}\s?[x\u00d7]?)\2$", re.I)
#: A count cell of a row copied from a page's table or a spreadsheet (``4``, ``4x``).
_COUNT_CELL = _lazy(r"^(?:\d{1,3}\s?[x\u00d7]?|[x\u00d7]\d{1,3})$", re.I)
#: A card line with its count in one cell (``4 Lightning Bolt``, ``4x Ponder``).
_COUNTED_CELL = _lazy(r"^\d{1,3}\s*[x\u00d7]?\s+[^\W\d_]", re.I)
#: A mana cost after a card line's name, as a page copied shows it (``{1}{G}``, ``{W/U}``).
_MANA_COST = _lazy(r"(?<!\s)\s+(?:\{[0-9WUBRGCXYZSPEH/]{1,4}\}){1,12}$", re.I)
#: The currency signs a price is written with (dollar, euro, pound, yen and yuan, won,
#: rouble, rupee; the yen's and the yuan's characters), and the words it ends with.
CURRENCY_SIGNS = "$\u20ac\u00a3\u00a5\uffe5\u20a9\u20bd\u20b9\u5186\u5143"
_PRICE_WORD = r"tix|usd|eur|gbp|jpy|cad|aud|chf|brl|yen"
#: A price's amount: up to six digits, or thousands grouped by a comma, a point or a thin
#: or no-break space (``1,000``, ``4.250``), then maybe cents (``.25``, ``,56``).
_AMOUNT = r"(?:\d{1,3}(?:[,.\u00a0\u2009\u202f]\d{3})+|\d{1,6})(?:[.,]\d{1,2})?"
#: An amount with thousands grouped by plain spaces: after a currency sign (``₽1 200``,
#: ``$4 250.00``), or with cents before one (``1 234,56 €``); before a sign without
#: cents, the first group may be a card name's number (``Pain 101 250 €``).
_SPACED_AMOUNT = r"\d{1,3}(?: \d{3})+"
#: A number after or before a currency sign (``$ 1.23``, ``1,20 €``, ``US$1``, ``¥30``,
#: ``30円``, ``$1,000``, ``1.234,56 €``), the text of a price.
_SIGNED_PRICE = (rf"(?:[a-z]{{1,2}})?[{CURRENCY_SIGNS}]\s?(?:{_SPACED_AMOUNT}(?:[.,]\d{{1,2}})?"
                 rf"(?![\d.,])|{_AMOUNT})"
                 rf"|{_AMOUNT}\s?[{CURRENCY_SIGNS}]")
#: A price after a card line, as a page or a shop's list shows it (``$0.25``, ``1,20 €``,
#: ``0.05 tix``), maybe in brackets or after a mark (``($0.25)``, ``[0.25 €]``, ``@ $0.25``,
#: ``| $1.00``, ``- 30円``).
_PRICE = _lazy(
    rf"\s+(?:[@|:\-\u2013\u2014]\s*)?(?:(?P<open>[(\[])\s*)?(?:{_SIGNED_PRICE}"
    rf"|{_AMOUNT}\s?(?:{_PRICE_WORD}))(?:\s*(?:/\s*)?(?:ea\.?|each|apiece))?"
    rf"(?(open)\s*[)\]])(?:\s*(?:/\s*)?(?:ea\.?|each|apiece))?$", re.I)
#: A count written after the name (``Ponder x4``, ``Ponder 4x``, ``Ponder (x4)``), before a
#: price that ends the line (``Ponder x4 ($6.00)``).
_COUNT_AFTER_NAME = _lazy(r"\s(?:\(?[x\u00d7]\s?\d{1,3}\)?|\(?\d{1,3}\s?[x\u00d7]\)?)$", re.I)
#: A table's cell that is a price, no card's name: a number after or before a currency
#: sign (``$ 1.23``, ``1,20 €``), or a decimal number before a price word (``0.05 tix``,
#: ``1,000.50 tix``).
_PRICE_CELL = _lazy(rf"^(?:{_SIGNED_PRICE}|(?:\d{{1,3}}(?:[,.\u00a0\u2009\u202f]\d{{3}})+"
                    rf"|\d{{1,6}})[.,]\d{{1,2}}\s?(?:{_PRICE_WORD}))$", re.I)
#: The marks, tabs and currency signs a line with markup may hold.
_MARKUP_MARKS = frozenset(f"`|>*_~<\t&{{{CURRENCY_SIGNS}{BULLET_MARKS}[")
_ITEM_START = _lazy(r"\d{1,3}[.)]\s")
#: The words a price ends with (``0.05 tix``).
_PRICE_WORDS = tuple(_PRICE_WORD.split("|"))
#: The words a page's number starts with (``_PAGE_NUMBER``), and its dash (``- 1 -``).
_PAGE_WORDS = ("page", "p.", "seite", "p\u00e1gina", "pagina", "pag.", "-")
#: A page's number, as a PDF's text copied keeps its header or footer (``Page 1 of 2``,
#: ``Page 2/2``, ``Seite 1 von 2``, ``- 1 -``).
_PAGE_NUMBER = _lazy(
    r"^(?:(?:page|p\.|seite|p\u00e1gina|pagina|pag\.)\s*\d{1,3}"
    r"(?:\s*(?:of|/|von|de|di|sur|van)\s*\d{1,3})?|-\s*\d{1,3}\s*-)$", re.I)
#: A card fetcher's call around a name (Reddit's card fetcher, Scryfall's Discord bot):
#: ``[[Name]]``, with a mark of what to show first (``!`` the image, ``$`` the price, ``#``
#: the legality, ``?`` the rulings) and a set code after a bar (``[[Name|LEA]]``), maybe a
#: collector number after another (``[[Name|PLST|2XM-137]]``).
_FETCHED = _lazy(r"\[\[\s*[!$#?]?\s*([^\[\]|]*[^\[\]|\s])\s*"
                 r"(?:\|\s*([A-Za-z0-9]{2,6})\s*(?:\|\s*([A-Za-z0-9\u2605-]{1,10})\s*)?)?\]\]")
_SPACE_REFERENCE = _lazy(
    r"&(?:nbsp|ensp|emsp|thinsp|#160|#x0*a0|#32|#x0*20|#8194|#8195|#8201);", re.I)


def _may_be_label_bullet(text: str) -> bool:
    """Whether ``_LABEL_BULLET`` may match ``text``: it starts with a label (``_LABEL``:
    its colon, full-width or written twice, or a spaced dash), and after it and the
    spaces after it comes no letter (a list's mark or number does: ``SB: - 2 Duress``,
    ``SB - 1. 2 Duress``; ``Format: modern`` is settled without the longer pattern)."""
    label = _LABEL.match(text)
    return label is not None and not text[label.end():][:1].isalpha()


def _may_start_with_label(text: str) -> bool:
    """Whether ``text`` may start with a label (``_LABEL_TEXT``): a word character but a
    digit, at most 40 more word characters or spaces, then its colon or dash (``SB:``,
    ``SB -``). False settles a comment's line (``# Burn: 60 cards``) without a label's
    patterns."""
    ends = [at for mark in _LABEL_ENDS if (at := text.find(mark)) > 0]
    if not ends:
        return False
    head = text[:min(ends)].rstrip()
    return (0 < len(head) <= 41 and not head[0].isdecimal()
            and head.replace(" ", "_").replace("_", "a").isalnum())


#: The marks of emphasis, code, strikethrough, a spoiler and a card fetcher a label's
#: value may be written with (not a price's, a table's or a tab's: ``Total: 75 cards,
#: $432.10`` is a total line).
_VALUE_MARKS = ("*", "_", "`", "~", "||", "[[")
#: A label and its colon before a value (``SB: **2** Duress``), as ``_LABEL_BULLET``'s.
_LABEL = Gated(_lazy(_LABEL_TEXT + r"\s*(?=\S)"), _may_start_with_label)


def _marked_after_label(text: str) -> str | None:
    """``text``, a label's line (a zone's prefix, ``SB: **2** Duress``, ``Sideboard: -
    `2 Duress```, ``SB: > 2 Duress``), with the chat or Markdown markup of its value
    (``_VALUE_MARKS``, a quote's mark first) removed as on a line of its own (``SB: 2
    Duress``, ``Sideboard: - 2 Duress``); ``None`` when the value holds none, or is a
    line of markup alone (a fence, a table's row)."""
    label = _LABEL.match(text)
    if label is None:
        return None
    value = text[label.end():]
    if value[0] != ">" and not any(mark in value for mark in _VALUE_MARKS):
        return None  # no markup; a quote's mark, "SB: > 2 Duress", is one too
    unwrapped = unwrap(value)
    if unwrapped.markup is not None or unwrapped.rest or unwrapped.text == value \
            or not unwrapped.text:
        return None
    return f"{label[1]} {unwrapped.text}"


def _may_hold_markup(text: str) -> bool:
    """Whether the line ``text`` may hold markup (``_MARKUP_MARKS``, a list item's number
    first, a price's word last, in brackets too, ``(12.50 USD)``, a page's word first); a
    line that does not is read as it is."""
    return (not _MARKUP_MARKS.isdisjoint(text)
            or (text[0].isdigit() and _ITEM_START().match(text) is not None)
            or text[-3:].lower() in _PRICE_WORDS
            or (text[-1:] == ")" and text[-4:-1].lower() in _PRICE_WORDS)
            or text.lower().startswith(_PAGE_WORDS)
            or (not text[0].isascii() and _emoji_lead(text) > 0))


#: Marks that may say a card is cut (a cross, a no-entry sign, a bin): never removed as
#: a decoration, the line read as written (an unknown card, never a card read as kept).
_CUT_MARKS = frozenset("\u2612\u2613\u2715\u2716\u2717\u2718\u274c\u274e\u26d4\u2796"
                       "\U0001f6ab\U0001f5d1\U0001f5d9\U0001f5f4\U0001f5f5")
#: Characters within an emoji (a variation selector, a joiner, a skin tone).
_EMOJI_JOINERS = frozenset("\ufe0f\ufe0e\u200d\U0001f3fb\U0001f3fc\U0001f3fd\U0001f3fe"
                           "\U0001f3ff")
#: The most characters of emoji before a card line read as its decoration.
_MOST_EMOJI = 12


def _emoji_lead(text: str) -> int:
    """How many characters at ``text``'s start are emoji or other pictographs decorating
    a card line, a space after them, its count next (``\U0001f525 4 Lightning Bolt``,
    ``\u2b50\ufe0f 4 Ponder``; each was an unknown card), or a count written after the
    name (``\U0001f525 Ponder x4``); 0 when none, when one may mark a card cut
    (``_CUT_MARKS``: ``\u274c 4 Ponder`` stays as written) or when what follows is no
    counted card line (``\U0001f525 Burn``, a title's decoration, is left to the reader)."""
    end = 0
    while end < min(len(text), _MOST_EMOJI) and (
            text[end] in _EMOJI_JOINERS or (
                not text[end].isascii()
                and unicodedata.category(text[end]) in ("So", "Sk"))):
        if text[end] in _CUT_MARKS:
            return 0
        end += 1
    rest = text[end:].lstrip()
    if not end or not rest or (not rest[0].isdigit()
                               and _COUNT_AFTER_NAME().search(rest) is None):
        return 0
    return len(text) - len(rest)


#: The ``markup`` of a line that is a code fence, which parts blocks as a separator does,
#: and of a quote's empty line (``>``), which is blank as it shows.
FENCE, EMPTY_QUOTE = "a code fence", "a quote's empty line"
#: What a table's rule row and its empty row are (``Unwrapped.markup``).
TABLE_RULE, EMPTY_ROW = "a Markdown table's rule", "an empty Markdown table row"


def is_fence(text: str) -> bool:
    """Whether the line ``text`` (stripped) is a code fence alone (```` ``` ````,
    ```` ```txt ````)."""
    return text[:3] == "```" and _FENCE().match(text) is not None


def outside_fences(lines: list[str]) -> frozenset[int]:
    """The numbers (from 1) of the lines outside a list's code fences, when it has an
    opening and a closing one (a chat's words before and after the block: ``my deck:``,
    ``thoughts?``); empty when it has fewer than two. Pure; never raises."""
    fences = [number for number, line in enumerate(lines, 1)
              if line[:1] == "`" and is_fence(line.strip())]
    if len(fences) < 2:
        return frozenset()
    inside: set[int] = set()
    for opening, closing in zip(fences[::2], fences[1::2], strict=False):
        inside.update(range(opening, closing + 1))
    if len(fences) % 2:
        inside.update(range(fences[-1], len(lines) + 1))  # a block left open to the end
    return frozenset(set(range(1, len(lines) + 1)) - inside)


#: A numbered list's item without a count of its own (``12. Sol Ring``, ``3) Ponder``).
_NUMBERED_ITEM = _lazy(r"^(\d{1,3})[.)]\s+(?=[^\W\d_])")
#: A place's number before a mark, as a count may be written (``1: Evu``, ``2 - Tryn``,
#: ``3 \u2013 Yaki``), or after a ``#`` (``#1 Evu``, ``#2: Tryn``): an item only in a run
#: from 1 right under the header of a zone of places (``numbered_items``), a count or a
#: comment anywhere else.
_PLACE_ITEM = _lazy(r"^(?:#\s?(\d{1,3})\s?[:.)\-\u2013\u2014|\u00b7\u2022]?"
                    r"|(\d{1,3})\s?[:\-\u2013\u2014|\u00b7\u2022]"
                    r"|[(\[]\s?(\d{1,3})\s?[)\]])\s+(?=[^\W\d_])")
#: A place's number after the name on a line of a zone of places (``Ashgar (1)``,
#: ``Ashgar [1]``, ``Ashgar #1``, ``Ashgar - 1``, ``Ashgar: 1``, ``Ashgar // 1``,
#: ``Ashgar 1``): places only in a run 1, 2, 3... right under the zone's header
#: (``places_after_names``), counts (or comments) anywhere else.
_PLACE_AFTER = _lazy(r"^(?P<name>.*?[^\W\d_].*?)(?:\s*[(\[]\s*#?\s*(?P<a>\d{1,2})\.?\s*[)\]]"
                     r"|\s*#\s?(?P<b>\d{1,2})\.?"
                     r"|\s+(?:[\-\u2013\u2014:|]|//)\s*#?\s*(?P<c>\d{1,2})\.?"
                     r"|\s+(?P<d>\d{1,2})\.?)$")
#: A word after the name on a line of a zone of places, which may say its place
#: (``Ashgar (top)``, ``Ashgar [top]``, ``Ashgar - top``, ``Ashgar // top``): the zone's
#: ``place_words`` (``places_after_names``).
_PLACE_WORD_AFTER = _lazy(r"^(?P<name>.*?[^\W\d_].*?)(?:\s*[(\[]\s*(?P<a>\w+)\s*[)\]]"
                          r"|\s+(?:[\-\u2013\u2014:|]|//)\s*(?P<b>\w+))$")
#: The fewest items in a row numbered one after another that make a numbered list.
_FEWEST_ITEMS = 3
#: A text whose numbered lines break their order this often (one in ``_COUNTS_BREAK``
#: or more) writes its counts so (``4. Ponder``, ``1. Island``, ``2. Duress``): a list's
#: numbers break it only where it restarts after a header or a typo does.
_COUNTS_BREAK = 3


class StartPlaces(NamedTuple):
    """The zone of places a list's first lines may say their places in with no header
    over them (``places_after_names``): its places, its place words in place order, and
    the line prefix naming each place (``first magi``)."""

    places: int
    words: tuple[frozenset[str], ...]
    prefixes: tuple[str, ...]


def numbered_items(lines: list[str], places: Callable[[str], int] | None = None,
                   place_words: Callable[[str], tuple[frozenset[str], ...]] | None = None,
                   heading: Callable[[str], bool] = lambda text: False,
                   start: StartPlaces | None = None) -> dict[int, tuple[str, str]]:
    """The items of numbered lists whose numbers run one after another (``1. Sol Ring``,
    ``2. Arcane Signet``, ``3. Command Tower``: at least ``_FEWEST_ITEMS`` in a row, or
    any run from 1, ``1. Satya`` alone under a header, whose number is one copy either
    way; blank lines and other lines between them allowed), each line's number (from 1)
    -> (the line without its item's number, the note of the list's first line, else
    empty): each item is a card line without a count, one copy. An item whose number
    breaks the run is read as written (``2. Black Lotus`` alone may mean two copies: an
    unknown card).

    The text's numbers are counts (``4. Seed``, ``4. Tornado``, ``3. Water Drop``; ``1.
    Sol Ring``, ``1. Mana Crypt``), each run then its ``1.`` alone, when its numbered
    lines break their order once in ``_COUNTS_BREAK`` or more (a number neither the one
    before plus one nor a 1 after a blank line or a line of another form: ``4. Ponder``,
    ``1. Island``, ``2. Duress``), or when the items out of lists (runs shorter than
    ``_FEWEST_ITEMS`` that do not start a list from 1 after another line) are as many as
    those in them, and ``_FEWEST_ITEMS`` or more: ``1. Tide`` then ``Side`` and ``2.
    Water Drop``, or ``1. Hall of Storm Giants``, ``2. Hallowed Fountain``, ``3.
    Island`` in a list of counts sorted by name, may be two and three copies (each was
    one, a fifth copy unsaid), while ``Deck``, ``1. Island``, ``2. Duress``, a blank
    line, ``Sideboard``, ``1. Opt``, ``2. Ponder`` are two lists. Among counts, a run
    from 1 right under the header of a zone of places (``places``: the places a header
    line's zone has, 0 for none; ``Magi`` then ``1. Ashgar``, ``2. Gar``, ``3. Grega``),
    on lines one after another, no more items than the zone has places and no numbered
    line right after it, numbers the zone's places: one copy each (``2. Gar`` was two
    Gar, a legal stack illegal); so does such a run written with a mark after each
    number or a ``#`` before it (``1: Evu``, ``2 - Tryn``, ``3 - Yaki``; ``#1 Evu``:
    ``_PLACE_ITEM``), which anywhere else are counts or comments (``Tryn`` was in the
    stack twice, ``Yaki`` three times; ``#1 Evu`` left the stack empty); and so do the
    places written after the names (``places_after_names``: ``Ashgar (1)``, ``Gar (2)``;
    ``Ashgar (top)`` by the zone's ``place_words``; ``heading``: whether a line is a
    header, a heading or a comment, which ends such a run; ``start``: the zone whose place
    words a list's first lines may say with no header). Pure; never raises."""
    items: dict[int, tuple[str, str]] = {}
    runs: list[tuple[bool, list[tuple[int, int, str]], int]] = []
    place_runs: set[int] = set()  # the runs of _PLACE_ITEM's form, by place in runs
    breaks = numbered = 0
    after_other = True  # no numbered line just before: a 1 here starts a list
    header = 0  # the places the zone of the header line just before has
    for number, line in enumerate(lines, 1):
        text = line.strip()
        match, in_places = _item_match(text, header, runs, place_runs, number)
        if match is None:
            after_other = True
            if text:  # a blank line after the header keeps it
                header = places(text) if places is not None else 0
            continue  # a blank line, a header or a card line of another form between
        item, numbered = int(match[1] or match[match.lastindex or 1]), numbered + 1
        if not runs or item != runs[-1][1][-1][1] + 1 or in_places != (
                len(runs) - 1 in place_runs):
            starts_a_list = item == 1 and after_other
            breaks += bool(runs) and not starts_a_list
            runs.append((starts_a_list, [], header if starts_a_list else 0))
            if in_places:
                place_runs.add(len(runs) - 1)
        after_other, header = False, 0
        runs[-1][1].append((number, item, text[match.end():]))
    listed = sum(len(run) for starts, run, _ in runs if starts or len(run) >= _FEWEST_ITEMS)
    counts = (breaks * _COUNTS_BREAK >= numbered > 0
              or numbered - listed >= max(listed, _FEWEST_ITEMS))
    for at, (_, run, zone_places) in enumerate(runs):
        if at in place_runs:
            if not _numbers_places(run, zone_places, lines, heading, _PLACE_ITEM):
                continue  # "1: Evu" out of a stack's places: a count
        elif counts and not _numbers_places(run, zone_places, lines, heading):
            del run[1:]  # "1. Tide" / "2. Water Drop" among counts: "2." may be a count
        if len(run) >= _FEWEST_ITEMS or run[0][1] == 1:
            first, last = run[0][0], run[-1][0]
            for number, _, rest in run:
                items[number] = (rest, "")
            written = lines[first - 1].strip()
            mark = written[:len(written) - len(run[0][2])].strip()  # "1." or "1)"
            items[first] = (run[0][2], f"lines {first} to {last} are a numbered list: "
                            "each item's number is no count, each item one copy"
                            if last > first else f"'{mark}' numbers the first item of a "
                            "list: one copy")
    if places is not None:
        after = places_after_names(lines, places, place_words or (lambda text: ()), heading,
                                   start)
        items.update({number: item for number, item in after.items() if number not in items})
    return items


def places_after_names(lines: list[str], places: Callable[[str], int],
                       place_words: Callable[[str], tuple[frozenset[str], ...]],
                       heading: Callable[[str], bool] = lambda text: False,
                       start: StartPlaces | None = None) -> dict[int, tuple[str, str]]:
    """The lines of a zone of places (``places``: the places a header line's zone has, 0
    for none; the Magi stack) numbered after their names 1, 2, 3... in their order
    (``_PLACE_AFTER``: ``Ashgar (1)``, ``Gar (2)``, ``Grega (3)``; ``Ashgar #1``,
    ``Ashgar - 1``, ``Ashgar 1``, ``Ashgar // 1``), or each with the word of its place
    (``place_words``: the words of each place of a header line's zone, the game data's;
    ``Ashgar (top)``, ``Gar (middle)``, ``Grega (bottom)``), each line's number (from 1)
    -> (the line without its number or word, the note of the run's first line, else
    empty), as ``numbered_items`` gives them: each number is its line's rank among the
    zone's lines, so a place, not a count (the stack "filled 6 places", Gar in it
    twice; ``(top)`` made an unknown card). The run starts right under the header, on
    lines one after another, two or more, at most the zone's places, and no line
    numbered so right after it; numbers not 1, 2, 3 in order stay counts. A line that
    ``heading`` tells is a header, a heading or a comment (``# Creatures (21)``, ``Deck
    (40)``, ``Creatures: 21``) ends the run and numbers no place: its count is the
    heading's (it made the stack's places counts, ``(top)`` unknown cards). A list's
    first card lines with no header over them that each say their place by a word of
    ``start``'s zone (``Ashgar (top)``, ``Gar (middle)``: no count is a word) are that
    zone's places too, each written after the prefix of its place (``first magi:
    Ashgar``), which reads it in that zone (each was an unknown card 'Ashgar (top)').
    Pure; never raises."""
    items: dict[int, tuple[str, str]] = {}
    header = 0
    words: tuple[frozenset[str], ...] = ()
    opened = start is None  # a card line or a header read: no list's first lines here
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if header and (run := _run_after_names(lines, number, header, words, heading)):
            items.update(_placed_run(number, run))
            header = 0
        elif text and not opened and start is not None and not heading(text) and (
                run := _words_run(lines, number, start, heading)):
            items.update(_placed_run(number, run))
        elif text:  # a blank line after the header keeps it
            header = places(text)
            words = place_words(text) if header else ()
        opened = opened or bool(header) or (bool(text) and not heading(text))
    return items


def _placed_run(first: int, run: list[tuple[int, str]]) -> dict[int, tuple[str, str]]:
    """The items of a ``run`` of lines saying their places after their names, from line
    ``first``, its note on the first (``places_after_names``)."""
    items = {at: (rest, "") for at, rest in run}
    items[first] = (run[0][1], f"lines {first} to {run[-1][0]} say their places after the "
                    "names: each a place, not a count, each card one copy")
    return items


def _words_run(lines: list[str], first: int, start: StartPlaces,
               heading: Callable[[str], bool]) -> list[tuple[int, str]]:
    """The lines from line ``first``, a list's first card line under no header, that say
    their places by words of ``start`` (``_run_after_names``), each written after its
    place's prefix (``first magi: Ashgar``); ``[]`` when they are no such run or one
    says its place by a number (``Fire Ball 1``: a count, where no zone is named)."""
    run = _run_after_names(lines, first, start.places, start.words, heading)
    if any(_PLACE_AFTER().match(lines[at - 1].strip()) for at, _ in run):
        return []
    return [(at, f"{start.prefixes[place - 1]}: {rest}") for at, rest in run
            if (found := place_after(lines[at - 1].strip(), start.words)) is not None
            for place in (found[1],)]


def _run_after_names(lines: list[str], first: int, places: int,
                     words: tuple[frozenset[str], ...],
                     heading: Callable[[str], bool]) -> list[tuple[int, str]]:
    """The lines from line ``first`` that give their places after their names, by number
    (1, 2, 3...) or by the place's word of ``words``, in any order (a player chooses the
    stack's order: Magi-Nation Duel rulebook, Selecting Magi; ``Ashgar (bottom)``, ``Gar
    (middle)``, ``Grega (top)``; ``Ashgar (1)``, ``Gar (3)``, ``Grega (2)``) (line
    number, the line without them), when they make a zone's places (``places_after_names``:
    two or more, at most ``places``, each place from 1 to their number once, no such line
    after, a line ``heading`` tells is a header or a comment none of them); else ``[]``
    (``Gar 2``, ``Grega 2``: counts). Places all said by words are places in any case:
    no word is a count, so ``Ashgar (top)``, ``Gar (top)``, ``Grega (bottom)`` names one
    place twice (which the reader tells), not three unknown cards."""
    run: list[tuple[int, str]] = []
    said: list[int] = []
    worded = True
    for number in range(first, min(len(lines), first + places) + 1):
        text = lines[number - 1].strip()
        if heading(text) or (found := place_after(text, words)) is None:
            break
        run.append((number, found[0]))
        said.append(found[1])
        worded = worded and _PLACE_AFTER().match(text) is None
    after = lines[first + len(run) - 1].strip() if first + len(run) <= len(lines) else ""
    if len(run) < 2 or (not worded and sorted(said) != list(range(1, len(run) + 1))) or (
            not heading(after) and _says_a_place(after, words)):
        return []
    return run


def _says_a_place(text: str, words: tuple[frozenset[str], ...]) -> bool:
    """Whether the line ``text`` gives a number or a place's word of ``words`` after its
    name: after a run of places, its stack's numbers were not 1, 2, 3 in order (``Gar
    2``, ``Grega 2``: counts)."""
    if _PLACE_AFTER().match(text) is not None:
        return True
    match = _PLACE_WORD_AFTER().match(text) if words else None
    return match is not None and any(normalise(match["a"] or match["b"]) in place
                                     for place in words)


def place_after(text: str, words: tuple[frozenset[str], ...]) -> tuple[str, int] | None:
    """The name on a line and the place written after it (``places_after_names``; ``Gar
    (2)``: 2, ``Gar (middle)``: 2 by ``words``, the places' words in place order:
    ``_PLACE_AFTER``, ``_PLACE_WORD_AFTER``), else ``None``. Pure; never raises."""
    match = _PLACE_AFTER().match(text)
    if match is not None:
        written = int(match["a"] or match["b"] or match["c"] or match["d"])
        return match["name"].rstrip(), written
    if not words or (match := _PLACE_WORD_AFTER().match(text)) is None:
        return None
    said = normalise(match["a"] or match["b"])
    place = next((at for at, place in enumerate(words, 1) if said in place), None)
    return None if place is None else (match["name"].rstrip(), place)


def _item_match(text: str, header: int, runs: list[tuple[bool, list[tuple[int, int, str]], int]],
                place_runs: set[int], number: int) -> tuple[re.Match[str] | None, bool]:
    """The match of a numbered list's item on line ``number`` (``text``, stripped) and
    whether it is of ``_PLACE_ITEM``'s form (``1: Evu``): that form only right under the
    header of a zone of places (``header``, its places) or on the line after an item of
    such a run (the last of ``runs``, in ``place_runs``)."""
    if not text or len(text) > MAX_LINE:
        return None, False
    match = _NUMBERED_ITEM().match(text)
    if match is not None:
        return match, False
    if header or (runs and len(runs) - 1 in place_runs and runs[-1][1][-1][0] == number - 1):
        return (found := _PLACE_ITEM().match(text)), found is not None
    return None, False


def _numbers_places(run: list[tuple[int, int, str]], places: int, lines: list[str],
                    heading: Callable[[str], bool],
                    form: Callable[[], re.Pattern[str]] = _NUMBERED_ITEM) -> bool:
    """Whether a numbered ``run`` (line number, item, rest) under the header of a zone of
    ``places`` places numbers them (``numbered_items``): at most that many items, on lines
    one after another, and no line numbered in the run's ``form`` right after the last,
    but a heading with its count before its words (``21 - Creatures``, ``(21)
    Creatures``, ``#21 Creatures``: ``heading`` of its words), which numbers no place."""
    first, last = run[0][0], run[-1][0]
    after = lines[last].strip() if last < len(lines) else ""
    numbered = form().match(after)
    return (0 < len(run) <= places and last - first == len(run) - 1
            and (numbered is None or heading(after[numbered.end():].strip())))


class Columns(NamedTuple):
    """The columns a Markdown table's header row named (0-based cell positions; ``None``
    where it named none)."""

    quantity: int | None
    name: int
    zone: int | None
    #: the other columns that give copies (``_COUNT_COLUMNS``)
    counts: tuple[int, ...] = ()
    #: the other columns that name the card (TCGplayer's ``Simple Name`` beside ``Name``)
    names: tuple[int, ...] = ()
    #: whether a tab parts the header row's cells (a spreadsheet's rows pasted as text)
    tabbed: bool = False
    #: how many cells the header row has (a row's cells past them are under no title)
    width: int = 0
    #: the header's cells of no title (``| Qty | Card | |``)
    untitled: tuple[int, ...] = ()
    #: the other columns that give copies titled as a zone (``Sideboard``)
    zoned: tuple[int, ...] = ()


class Unwrapped(NamedTuple):
    """A line once its markup is removed: ``text`` the line to read (empty for a line of
    markup alone), ``markup`` what the line was when it holds no card (``"a code
    fence"``, ``"a Markdown table's rule"``, ``"a Markdown table's header"``, ``"a
    page's number"``; ``None``
    for a line to read), ``columns`` the header row's columns (``None`` but for one),
    ``rest`` a table row's cells the header did not name as the count, the name or the
    zone (``" · "`` between them), which the reader reads as a note that may hold a card
    line (``| 4 | Island | 1 Black Lotus |`` must not drop the banned card unsaid);
    ``run_on`` the names the card line's name may be, run on into the row's next cells
    when a tab parts its cells (``1 Dread<tab>Return``, which shows as ``1 Dread
    Return``: ``("Return",)``), longest first, each to be put after the name; the card
    database decides (``DeckLine.run_on``)."""

    text: str
    markup: str | None = None
    columns: Columns | None = None
    rest: str = ""
    run_on: tuple[str, ...] = ()
    #: a table row's filled cells past its header's (under no title), which may name a
    #: card the row's line does not count (``DeckLine.marked``)
    past: tuple[str, ...] = ()
    #: why a table row is read as no line: a ``parse-error`` (``_ZONE_UNTOLD``)
    problem: str | None = None
    #: a tab-parted row's cells after its card line (``1 Island<tab>The One Ring``), each
    #: read as the line's note (``DeckLine.marked``): one naming a card is no card dropped
    after: tuple[str, ...] = ()


#: A table's name, count and zone columns as its header names them (a card export's, in
#: English and in its users' languages, ``Carte | Qté | Zone``, and ``Cards``, ``Qty.``),
#: and every word a header row may hold.
_NAME_HEADS = (*NAME_COLUMNS, *LOCAL_COLUMNS["name"], "cards")
_QUANTITY_HEADS = (*QUANTITY_COLUMNS, *LOCAL_COLUMNS["quantity"], "qty.")
_ZONE_HEADS = (*ZONE_COLUMNS, *LOCAL_COLUMNS["zone"])
_HEADER_WORDS = frozenset({*_NAME_HEADS, *_QUANTITY_HEADS, *_ZONE_HEADS,
                           *LOCAL_COLUMNS["finish"], *OTHER_COLUMNS})
#: The other columns of a deck's table that give copies (a second count column, the
#: sideboard's copies, a total): a row with copies there is read as written, all its cells
#: one line, as its copies would not be counted otherwise.
_COUNT_COLUMNS = frozenset({*_QUANTITY_HEADS, "sideboard", "total"})


def _gives_copies(cell: str) -> bool:
    """Whether a table's cell is a count of at least one copy, however written (``4``,
    ``x2``, ``four``; not ``0``)."""
    return (_COUNT_CELL().match(cell) is not None and cell.strip("xX\u00d7 ").lstrip("0") != ""
            ) or COUNT_WORDS.get(cell.strip().casefold(), 0) > 0


def _cells(text: str, fewest: int = 2) -> list[str] | None:
    """The cells of a Markdown table row (``| 4 | Lightning Bolt |``), else ``None``: a
    row starts and ends with a bar and holds at least ``fewest`` cells (one: a table of
    one column, ``| Magi |`` over ``| Ashgar |``, each row was an unknown card ``| Ashgar
    |``)."""
    if len(text) < 3 or text[0] != "|" or text[-1] != "|":
        return None
    cells = [cell.strip() for cell in text[1:-1].split("|")]
    return cells if len(cells) >= fewest else None


def _header(cells: list[str]) -> Columns | None:
    """The columns of a header row, every cell a column's name and one of them the card's
    name; else ``None``."""
    words = [cell.strip("*_ ").casefold() for cell in cells]
    if not all(word in _HEADER_WORDS for word in words if word):
        return None

    def first(names: tuple[str, ...]) -> int | None:
        return next((i for i, word in enumerate(words) if word in names), None)

    name = first(_NAME_HEADS)
    if name is None:
        return None
    quantity = first(_QUANTITY_HEADS)
    counts = tuple(i for i, word in enumerate(words) if word in _COUNT_COLUMNS and i != quantity)
    names = tuple(i for i, word in enumerate(words) if word in _NAME_HEADS and i != name)
    return Columns(quantity, name, first(_ZONE_HEADS), counts, names, width=len(cells),
                   untitled=tuple(i for i, cell in enumerate(cells) if not cell.strip()),
                   zoned=tuple(i for i in counts if words[i] in _ZONE_COUNT_COLUMNS))


#: The other columns of copies (``_COUNT_COLUMNS``) whose title names a zone.
_ZONE_COUNT_COLUMNS = frozenset({"sideboard"})
#: Why a table's row giving copies in a column titled as a zone beside its count column
#: is read as no line (``Unwrapped.problem``).
_ZONE_UNTOLD = ("the row gives copies in a zone's column (Sideboard) beside the count "
                "column, which a line of text cannot part between zones: not counted")


def _row(cells: list[str], columns: Columns | None) -> tuple[str, str] | None:
    """The card line of a table row: its count and name cells (and its zone's, as a line
    prefix: ``Sideboard: 2 Name``) by the header's ``columns``, else all its cells; and
    its other cells (``Unwrapped.rest``). ``None`` for a row giving copies in a column
    titled as a zone beside the count column (``| | Roche | 4 |`` under ``| Qty | Card |
    Sideboard |``: read as written, it was 4 Rock in the main deck, a side deck of 11
    legal), a ``parse-error`` (``_ZONE_UNTOLD``)."""
    as_written = " ".join(cell for cell in cells if cell), ""
    if as_written[0].startswith(("#", "//")):
        # "| # x | 4 Ponder |": a row's cells are no comment; its first cell is read as a
        # note is (a card line there is counted), the others as the row
        first = next(i for i, cell in enumerate(cells) if cell)
        return " ".join(cell for cell in cells[first + 1:] if cell), cells[first]
    if columns is None or columns.name >= len(cells):
        return _without_prices(cells) or as_written
    read = (columns.quantity, columns.name, columns.zone)
    others = [text for i, text in enumerate(cells) if i not in read]
    if any(position < len(cells) and _gives_copies(cells[position])
           for position in columns.zoned):
        return None
    if (columns.quantity is None and any(_COUNT_CELL().match(cell) for cell in others)) or (
            any(position < len(cells) and _gives_copies(cells[position])
                for position in columns.counts)) or not may_name_one_card(
            cells[position] for position in (columns.name, *columns.names)
            if position < len(cells)):
        # a header naming no count column beside a cell that may be the count ("| # |
        # Card |" then "| 4 | Black Lotus |"), copies in a second count column ("| Qty
        # | Card | Sideboard |" then "| 0 | Ponder | 4 |"), which this reading would not
        # count, or a second name column naming another card ("| Island | Grief |" under
        # Name and Simple Name: importers read either): all the cells, as written
        return as_written

    def cell(position: int | None) -> str:
        return cells[position] if position is not None and position < len(cells) else ""

    # a card's whole name in its second name column beside its first face in the first
    names = [cells[at] for at in (columns.name, *columns.names) if at < len(cells) and cells[at]]
    line = f"{cell(columns.quantity)} {most_faces(names) if names else ''}".strip()
    zone = cell(columns.zone)
    return (f"{zone}: {line}" if zone else line), " \u00b7 ".join(text for text in others if text)


def _past_header(cells: list[str], columns: Columns | None) -> tuple[str, ...]:
    """A table row's filled cells past its header's ``columns`` or under a column of no
    title (``| 4 | Ponder | Black Lotus |`` under ``| Qty | Card |`` or ``| Qty | Card |
    |``): no column's, so no note's either."""
    if columns is None or not columns.width:
        return ()
    return tuple(cell for position, cell in enumerate(cells)
                 if cell and (position >= columns.width or position in columns.untitled))


def _prices_removed(text: str, price: re.Match[str]) -> str:
    """``text`` without the price ``price`` that ends it (``_PRICE``) and the prices
    right before it, up to three in all (``4 Ponder $0.25 0.01 tix``); ``text`` as it is
    when nothing would be left."""
    for _ in range(3):
        text = text[:price.start()]
        if (found := _PRICE().search(text)) is None:
            break
        price = found
    return text or price.string


def _without_prices(cells: list[str]) -> tuple[str, str] | None:
    """A row's cells read as written without those that are a price (``_PRICE_CELL``:
    ``| 4 | Swords to Plowshares | $1.23 |``, a deck site's table, is ``4 Swords to
    Plowshares``), the prices as its other cells; ``None`` when no cell is a price, or
    every one is."""
    kept = [cell for cell in cells if cell and not _PRICE_CELL().match(cell)]
    prices = [cell for cell in cells if cell and _PRICE_CELL().match(cell)]
    if not prices or not kept:
        return None
    return " ".join(kept), " \u00b7 ".join(prices)


def _tab_cells(text: str) -> tuple[str, list[str]] | None:
    """The card line and the other cells (``Unwrapped.after``) of a line of cells parted by
    tabs, as a page's table or a spreadsheet copies a row, when its first cell is a card
    line with a count (``4 Lightning Bolt<tab>Instant``) or its first two cells are a
    count and a name, in either order (``4	Lightning Bolt	Instant	$0.25``); a number
    cell past another column is that column's (a mana value, a collector number, an
    owned count: ``1	Island	Land	0``); else ``None`` (``4	Instant	Lightning Bolt``, and
    ``1	Black Lotus	4``, whose count may be either number: read as written, an unknown
    card, unless both numbers agree)."""
    cells = [cell.strip() for cell in text.split("\t")]
    cells = [cell for cell in cells if cell]
    if len(cells) >= 2 and _COUNTED_CELL().match(cells[0]):
        # "4 Lightning Bolt<tab>Instant"
        return _marks_joined(cells[0], cells[1:]) if _sure_count(cells[0], cells[1]) \
            else None
    if len(cells) < 3:
        return None
    first, second = cells[:2]
    if _COUNT_CELL().match(first) and not _COUNT_CELL().match(second):
        count, name = first, second
    elif _COUNT_CELL().match(second) and not _COUNT_CELL().match(first):
        count, name = second, first
    else:
        return None
    if not _sure_count(count, cells[2]):
        return None  # "1	Black Lotus	4": a row's number or the count first, unsaid
    return _marks_joined(f"{count} {name}", cells[2:])


def price_cell(cell: str) -> bool:
    """Whether a tab cell after a card line is a price alone (``$0.25``, ``1,50 €``,
    ``0.01 tix``: ``_PRICE``), which the reader drops as it drops a price after the name.
    Pure; never raises."""
    return _PRICE().fullmatch(f" {cell.strip()}") is not None


def _marks_joined(line: str, after: list[str]) -> tuple[str, list[str]]:
    """A tab row's card ``line`` with its cells ``after`` it that hold a mark
    (``markers.mark_cell``: ``*F*``, ``(need)``, ``proxy``, ``missing``) written after it
    with a space, read as the same words after a space are, and the other cells."""
    marks = [cell for cell in after if mark_cell(cell)]
    return " ".join((line, *marks)), [cell for cell in after if not mark_cell(cell)]


def _sure_count(count: str, after: str) -> bool:
    """Whether a tab row's ``count`` is surely its copies given the cell ``after`` its
    count and name: not a number cell (``_COUNT_CELL``), which may be the copies as well,
    or one of the same number (``1	Island	1``)."""
    other = _COUNT_CELL().match(after)
    return other is None or _count_digits(other[0]) == _count_digits(count)


def _count_digits(cell: str) -> str:
    """The digits of a count cell or of a card line's count (``4x``, ``4 Ponder``: ``4``),
    without leading zeros."""
    digits = re.match(r"\D*(\d+)", cell)
    return (digits[1] if digits else "").lstrip("0") or "0"


#: The most cells after a name that a name run on into them may take.
_MOST_RUN_ON = 12


def _run_on(after: list[str]) -> tuple[str, ...]:
    """The words a card's name may go on with when a tab, which shows as a space, parts
    it from the cells ``after`` it: the first cells, up to ``_MOST_RUN_ON``, that hold
    no digit (words, or a mark: ``&``, ``//``), joined, longest first (``["Return",
    "Sorcery"]``: ``("Return Sorcery", "Return")``; the reader puts the name before
    them). Empty when the next cell holds a digit."""
    words: list[str] = []
    for cell in after[:_MOST_RUN_ON]:
        if any(ch.isdigit() for ch in cell):
            break
        words.append(cell)
    return tuple(" ".join(words[:size]) for size in range(len(words), 0, -1))


def unmarked_label(text: str) -> str:
    """``text`` without emphasis or a bold tag on a label before its colon
    (``_EMPHASIS_LABEL``: ``**Player:** Alice`` is ``Player: Alice``), else as it is.
    Pure; never raises."""
    label = _EMPHASIS_LABEL().match(text) if text[:1] in "*_<[" else None
    if label is None or bool(label["inner"]) == bool(label["outer"]):
        return text  # "**Player**" with no colon, or one on each side of the mark
    return f"{label['label']}: {label['value']}"


def _unwrap_marks(text: str) -> str:
    """The line without code, spoiler, strikethrough or emphasis marks around it and
    strong emphasis on its count, emphasis, strong emphasis, code or strikethrough marks
    on its name, and emphasis or a bold tag on a label before its colon (``**Player:**
    Alice``)."""
    if text.startswith("~") and (struck := _STRUCK().match(text)) is not None:
        text = struck[2]
    for _ in range(_MOST_EMPHASIS):
        tagged = _TAGGED_LINE().match(text) if text[:1] in "<[" else None
        if tagged is None or _NAMING_ATTRIBUTE().search(tagged["open"]):
            break
        text = tagged["text"].strip()
    item = _ITEM_MARK().match(text)  # "- `4 Ponder`": a list item's code, as the line's
    lead = item[0] if item else ""
    body = text[len(lead):]
    for mark in _WRAPPERS:
        if len(body) > 2 * len(mark) and body.startswith(mark) and body.endswith(mark) \
                and (not lead or body.strip("`|")):
            text = lead + body[len(mark):-len(mark)].strip()
            break
    if text.endswith("```") and not text.startswith("`"):
        text = text[:-3].rstrip()  # the fence closing a list on its last card's line
    elif text.startswith("```") and not text.endswith("`"):
        text = text[3:].lstrip()
    text = unmarked_label(text)
    for _ in range(_MOST_EMPHASIS):
        emphasis = _EMPHASIS_LINE().match(text) if text[-1:] in "*_:)]" else None
        if emphasis is None:
            break
        text = f"{emphasis[1] or ''}{emphasis[3]}{emphasis[4]}"
    # after a list item's mark too ("- **4** Ponder", "- **Ponder** x4": each was an
    # unknown card, the bullet read after the marks)
    item = _MARKS_LEAD().match(text) if text[:1] in "-*+\u20220123456789" else None
    lead = item[0] if item else ""
    body = _STRONG_COUNT().sub(r"\2 ", text[len(lead):])
    body = _MARKED_NAME().sub(
        lambda marked: marked[1] + (marked[3] or marked[5]) + (marked[6] or ""), body)
    body = _MARKED_COUNT_AFTER().sub(r"\1 \3", body) if body[-1:] in "*_`|" else body
    return lead + _MARKED_NAME_FIRST().sub(
        lambda marked: (marked[2] or marked[4]) + marked[5], body)


def _fetched_name(fetched: re.Match[str]) -> str:
    """The name a card fetcher's call writes (``_FETCHED``), with its set code in brackets
    and its collector number after it when the call gives them (``Mox Jet (LEA) 262``)."""
    if not fetched[2]:
        return fetched[1]
    return f"{fetched[1]} ({fetched[2]}) {fetched[3]}" if fetched[3] else (
        f"{fetched[1]} ({fetched[2]})")


#: An HTML tag that ends a line as a page shows it: a line break, a rule, the start or
#: end of a paragraph, a list's item, a table's row, a block or a heading (``<br>``,
#: ``</li>``, ``<tr class="row">``), as a page's source copied writes a list's cards
#: between them, many on one line.
_LINE_TAG = _lazy(
    r"<\s*(?:br|hr)\s*(?:/\s*)?>|<\s*(?:/\s*)?(?:p|li|tr|div|ul|ol|dl|dt|dd|table|tbody|thead"
    r"|tfoot|section|h[1-6]|pre|blockquote)(?:\s[^<>]{0,2000})?\s*(?:/\s*)?>", re.I)
#: A tag of a page's frame, around what it shows (``<!DOCTYPE html>``, ``<html lang="en">``,
#: ``</head><body>``, ``<meta name="viewport" ...>``, ``<link rel=...>``, ``<main>``): a
#: line's end as ``_LINE_TAG`` is, whatever its attributes (a ``name=`` there names no
#: card), so a line of them shows nothing (each was a ``parse-error``: a legal deck
#: written as a page's list items, the html report's among them, illegal).
_PAGE_TAG = _lazy(
    r"<!doctype(?:\s[^<>]{0,200})?>|<\s*(?:/\s*)?(?:html|head|body|main|header|footer|nav|article"
    r"|aside|meta|link)(?:\s[^<>]{0,2000})?\s*(?:/\s*)?>", re.I)
#: A page's title element (``<title>Burn by Alice</title>``), its text in ``text``: read
#: as the deck's title is (``Title: Burn by Alice``: a card when it names one, else a
#: note; it was an unknown card, a legal deck written as a page illegal).
_PAGE_TITLE = _lazy(r"<\s*title(?:\s[^<>]{0,200})?>(?P<text>[^<>]*)<\s*/\s*title\s*>", re.I)
#: A table's cell (``<td>4</td>``, ``<th scope="col">Card</th>``; the closing tag left
#: out too, as HTML allows), its text in ``text``.
_HTML_CELL = _lazy(r"<\s*t[dh](?:\s[^<>]{0,2000})?>(?P<text>(?:(?!<\s*(?:/\s*)?t[dh]\b).)*)"
                   r"(?:<\s*/\s*t[dh]\s*>)?", re.I)
#: An attribute of a tag that may name a card (``title=``, ``alt=``, ``data-card-name=``):
#: a tag holding one is no break, its text read with it (``markers``: when it names
#: another card than the text, no card is read).
_NAMING_ATTRIBUTE = _lazy(r"(?:^|[\s_:-])(?:name|card|title|alt)(?:[\w:-]*)\s*=", re.I)


#: The elements of a page's HTML source whose text a pretty-printed page writes over
#: several lines (a table's row, a list's item, a paragraph, a link): opened, closed.
_SPANNING = {tag: (_lazy(rf"<\s*{tag}(?:\s[^<>]*)?>", re.I), _lazy(rf"<\s*/\s*{tag}\s*>", re.I))
             for tag in ("tr", "li", "p", "a", "dd", "dt")}
#: A tag left open at a line's end, its attributes going on on the next line: a tag's
#: name, then an attribute on the line (``<td class="name"``) or none (``<b``, whose
#: attribute must then begin the next line: ``_ATTRIBUTE_FIRST``).
_OPEN_TAG = _lazy(r"<\s*[a-z][\w-]*(?P<attribute>\s+[\w:-]+\s*=[^<>]*)?\s*$", re.I)
#: A line that goes on with a tag's attributes (``class="x">Lotus</b>``).
_ATTRIBUTE_FIRST = _lazy(r"^\s*[\w:-]+\s*=")
#: A closing tag (``</li>``, ``</a>``): the text shows a page's HTML source.
_CLOSING_TAG = _lazy(r"<\s*/\s*[a-z][\w-]*\s*>", re.I)
#: The most lines one element of a page may span.
_MOST_SPANNED = 12


def html_elements(lines: list[str]) -> dict[int, str]:
    """The lines of a page's HTML source that begin an element written over several
    (``<tr>``, ``<td>4</td>``, ``<td>Lightning Bolt</td>``, ``</tr>`` on lines of their
    own; a tag whose attributes go on on the next line), by their number (1-based): the
    element's lines joined by spaces, as the page shows them; the next lines it took are
    mapped to ``""`` (read as nothing). An element not closed within ``_MOST_SPANNED``
    lines, or opened again before it closes (``<li>`` without ``</li>``, as HTML allows),
    is left as written; so is every line of a text that closes no tag (``About <br`` then
    ``4 Mind Twist`` is no page's source), and no line that is on its own a card line
    (``_card_line_alone``) is taken into the line before it. Pure; never raises."""
    joined: dict[int, str] = {}
    if not any("<" in line and _CLOSING_TAG().search(line) for line in lines):
        return joined
    index = 0
    while index < len(lines):
        end = _element_end(lines, index)
        if end is not None:
            joined[index + 1] = " ".join(line.strip() for line in lines[index:end + 1])
            joined.update(dict.fromkeys(range(index + 2, end + 2), ""))
            index = end
        index += 1
    return joined


def _element_end(lines: list[str], start: int) -> int | None:
    """The index of the line that closes an element ``lines[start]`` opens and leaves
    open (``html_elements``), ``None`` when it closes none."""
    line = lines[start]
    if "<" not in line or _holds_a_comment(line):
        return None
    if (open_tag := _OPEN_TAG().search(line)) is not None:
        following = start + 1
        if following >= len(lines) or not _takes_in(lines[following]):
            return None
        # "<td class=" or "<b" then "class=...": a tag whose attributes go on; "About <br"
        # then "4 Mind Twist" is prose before a card line, never one line
        return following if open_tag["attribute"] or _ATTRIBUTE_FIRST().match(
            lines[following]) else None
    for opened, closed in _SPANNING.values():
        left = len(opened().findall(line)) - len(closed().findall(line))
        if left != 1:
            continue
        size = len(line)
        for end in range(start + 1, min(start + _MOST_SPANNED, len(lines))):
            size += len(lines[end]) + 1
            if opened().search(lines[end]) or size > MAX_LINE or not _takes_in(lines[end]):
                return None
            if closed().search(lines[end]):
                return end
        return None
    return None


#: A tag of a page's HTML source that holds text within a line (a link, a span, a mark of
#: emphasis), opening or closing.
#: Or a box of a page's form, a disclosure or a table's cell left on a line of its own
#: round a list (``<textarea>``, ``</details>``, ``</td>``: each was a ``parse-error``).
_TEXT_TAG = _lazy(r"<\s*(?:/\s*)?(?:a|b|strong|i|em|u|s|strike|del|ins|mark|span|font|big|small"
                  r"|code|tt|sup|sub|center|blockquote|pre|textarea|details|summary|form"
                  r"|fieldset|label|figure|figcaption|td|th|kbd|samp)(?:\s[^<>]{0,2000})?\s*>",
                  re.I)


def _tags_alone(text: str) -> bool:
    """Whether the line ``text`` holds nothing but such tags (``<a href="/deck/1">``,
    ``</a>``, left on lines of their own around a card line that no element takes in),
    none with an attribute that may name a card: it shows nothing (it was a
    ``parse-error``, a legal deck in a link illegal). A decorated header (``<Sideboard>``)
    is no such tag."""
    tags = list(_TEXT_TAG().finditer(text))
    return bool(tags) and not _TEXT_TAG().sub("", text).strip() and not any(
        _NAMING_ATTRIBUTE().search(tag[0]) for tag in tags)


def _takes_in(line: str) -> bool:
    """Whether an element begun on an earlier line may take in ``line``: not when it
    holds a comment's mark (it would take the element's card in, or be taken in), nor
    when it is on its own a card line, its count first (``4 Mind Twist``, ``4 Black
    Lotus</li>``): a card line is read as written, never run into the words before it."""
    return not _holds_a_comment(line) and not _COUNTED_CELL().match(
        _without_tags(line).strip())


#: A tag, or a tag left open at the text's end, as ``_without_tags`` removes it.
_ANY_TAG = _lazy(r"<[^<>]*(?:>|$)")


def _without_tags(text: str) -> str:
    """``text`` without its HTML tags (their attributes, links' ``//`` among them)."""
    return _ANY_TAG().sub(" ", text) if "<" in text else text


def _a_comment(text: str) -> bool:
    """Whether ``text``, its tags aside, is a comment line (``#``, ``//`` first)."""
    return _without_tags(text).strip().startswith(("#", "//"))


def _holds_a_comment(text: str) -> bool:
    """Whether ``text``, its tags aside, holds a comment's mark (``#``, ``//``): a line
    joined with it would be taken in, or its comment would take in the others."""
    plain = _without_tags(text)
    return "#" in plain or "//" in plain


#: The longest line of a page's source read as the lines it shows (a list of a deck
#: written on one line, ``<ul><li>4 Ponder</li>...``, holds hundreds of characters;
#: each line it shows is then held to ``MAX_LINE``).
MAX_HTML_LINE = 40 * MAX_LINE


def html_lines(text: str, card_line: Callable[[str], bool] = lambda line: False,
               hosts: Callable[[str], bool] | None = None) -> list[str] | None:
    """The lines a line of a page's HTML source stands for, as the page shows them
    (``4 Lightning Bolt<br>4 Opt``: ``4 Lightning Bolt``, ``4 Opt``; ``<tr><td>4</td>
    <td>Lightning Bolt</td></tr>``: the Markdown table row ``| 4 | Lightning Bolt |``, read
    as such a row is), without those that hold nothing (``<table>``); none for a line of
    tags of text alone (``<a href="x">``, ``</a>``: ``_tags_alone``); ``None`` for a line
    without such a tag. A tag with an attribute that may name a card parts nothing (its
    line is read whole, as before). ``card_line`` tells a line without a count that may
    be a card line or a grouping header, no zone's header nor a metadata line
    (``_commented_lines``: ``Island``, ``Creatures``, not ``Sideboard``); ``hosts`` (by
    default ``card_line``) tells a line an HTML comment beside it is the comment of, a
    zone's header too (``Sideboard``, ``## Sideboard``). Pure; never raises."""
    if ("<" not in text and "-->" not in text) or len(text) > MAX_HTML_LINE:
        return None
    if "<!--" in text or "-->" in text:
        return _commented_lines(text, card_line, hosts or card_line) \
            if len(text) <= MAX_LINE else None
    breaks = [match for match in _LINE_TAG().finditer(text)
              if _NAMING_ATTRIBUTE().search(match[0]) is None]
    framing = list(_PAGE_TAG().finditer(text))
    if framing:
        breaks = sorted([*breaks, *framing], key=lambda match: match.start())
    has_cells = _HTML_CELL().search(text) is not None
    if not breaks and not has_cells and _PAGE_TITLE().search(text) is None:
        return [] if _tags_alone(text) else None
    parts, start = [], 0
    for match in breaks:
        parts.append(text[start:match.start()])
        start = match.end()
    parts.append(text[start:])
    if breaks and _a_comment(parts[0]) and not _a_comment(text):
        return None  # "<b>#</b> x<br>4 Ponder": no line becomes a comment it was not
    lines = []
    for part in parts:
        cells = [cell["text"].strip() for cell in _HTML_CELL().finditer(part)]
        if len(cells) >= 2 and not _HTML_CELL().sub("", part).strip():
            part = "| " + " | ".join(cells) + " |"
        elif cells:
            if _a_comment(part):
                return None  # "<tr># x<td>4</td><td>Ponder</td></tr>": read as before
            part = _HTML_CELL().sub(lambda cell: f" {cell['text']} ", part)
        title = _PAGE_TITLE().fullmatch(part.strip())
        if title is not None:
            part = f"Title: {title['text']}"  # the page's title: the deck's, as written
        if part.strip() and not _tags_alone(part):
            lines.append(part.strip())  # "</code></pre>": the code's end shows nothing
    return lines


#: A comment of a page's HTML source (``<!-- x -->``), its text in ``text``; or the mark
#: that opens one left open at the line's end (``<!-- x``) or closes one at its start
#: (``x -->``), as a comment written over several lines begins and ends (``open``).
_HTML_COMMENT = _lazy(r"<!--(?P<text>.*?)-->|(?P<open><!--|-->)")
#: Such a comment within a word, which the page shows whole.
_WITHIN_A_WORD = _lazy(r"(?<=\w)<!--.*?-->(?=\w)")


def _commented_lines(text: str, card_line: Callable[[str], bool],
                     hosts: Callable[[str], bool]) -> list[str]:
    """The lines a line of a page's HTML source holding comments (``_HTML_COMMENT``)
    stands for: its text without them read as ``html_lines`` reads it (``<li>56
    Mountain</li><!-- x -->``: ``56 Mountain``; ``<td>Ponder<!-- x --></td>``: the cell
    ``Ponder``), and each comment's text as a comment (``<!-- 4 Ponder -->``: ``// 4
    Ponder``, which counts what that comment line counts: nothing; ``_own_lines``): the
    comment of a card line beside it (``_a_card_line``), with a count or without, in any
    zone or section, after a grouping header or a zone's header too (``hosts``), as a
    ``#`` comment after it is judged (``1 Island <!-- Black Lotus -->``, ``Island <!--
    Black Lotus -->``, ``<!-- Black Lotus --> 1 Island``: ``1 Island # Black Lotus``;
    ``Sideboard <!-- Grief -->``: ``Sideboard # Grief``, the card under the header, as
    there; it was a comment line of its own, the banned card unsaid), else a line of its
    own before the text when the line begins with it, after it when not (``<!--
    Sideboard --> 1 Duress``, the header before the card); an empty comment is nothing. A
    comment written over several lines hides no line: its marks part lines as a line
    break does, its lines are read as written, a card line there counted (no comment
    hides more than one written with ``#`` would, and a ``#`` comment is one line).
    Pure; never raises."""
    text = _WITHIN_A_WORD().sub("", text)  # "Pon<!-- x -->der": the page shows "Ponder"
    first: list[str] = []
    last: list[str] = []
    for comment in _HTML_COMMENT().finditer(text):
        said = (comment["text"] or "").strip()
        leading = not _without_tags(text[:comment.start()]).strip()
        (first if leading else last).extend([said] if said else [])
    rest = _HTML_COMMENT().sub(lambda found: " " if found["open"] is None else "<br>",
                               text).strip()
    shown = html_lines(rest, card_line) if "<" in rest else None
    lines = shown if shown is not None else [rest] if rest else []
    heading = [said for said in first if _a_card_line(said, card_line)]
    if heading and lines and _a_card_line(lines[0], hosts):
        # "<!-- Black Lotus --> 1 Island": the card's comment too, but a zone's header
        # ("<!-- Sideboard --> 1 Duress"), a line of its own before the card, as written
        lines[0] = _commented(lines[0], [f"# {said}" for said in heading])
        first = [said for said in first if said not in heading]
    if last and lines and _a_card_line(lines[-1], hosts):
        # "1 Island <!-- Black Lotus -->": the comment after the card, as after a "#"
        return [*_own_lines(first), *lines[:-1],
                _commented(lines[-1], [f"# {said}" for said in last])]
    return [*_own_lines(first), *lines, *_own_lines(last)]


def _a_card_line(line: str, card_line: Callable[[str], bool]) -> bool:
    """Whether ``line`` is a card line with a count (``_COUNTED``) or one without that
    ``card_line`` tells (no zone's header): an HTML comment beside it is its comment."""
    return _COUNTED().search(line) is not None or card_line(line)


def _own_lines(comments: list[str]) -> list[str]:
    """HTML comments' texts as comment lines of their own, after ``//``: never a Markdown
    heading, which ``#`` opens and which counts a card line with its count after the name
    (``<!-- Island x1 -->`` read as ``# Island x1`` counted the Island a page hides)."""
    return [f"// {said}" for said in comments]


#: A card line with a count, before or after its name (``1 Island``, ``- 4 Ponder``,
#: ``SB: 1 Duress``, ``Ponder x4``), or a table's row holding a number (``| 4 | Ponder
#: |``): a comment after it is its comment, where after a header (``Sideboard <!-- vs
#: burn -->``) it stays a line of its own, as the header would read its words as a card.
_COUNTED = _lazy(r"^[\s\-*\u2022]*(?:[^\W\d_]{1,12}:\s*)?\d|\s[xX\u00d7]\s?\d+\s*$|^\|.*\d")


def _commented(line: str, comments: list[str]) -> str:
    """``line`` with the ``#`` ``comments`` after it (``1 Island # Black Lotus``); a
    table's row gets them as a cell of its own (``| 1 | Island | # Black Lotus |``)."""
    said = " ".join(comments)
    return f"{line} {said} |" if line.startswith("|") and line.endswith("|") else (
        f"{line} {said}")


#: The brackets a whole card line may be written in, each with its closing one.
_LINE_BRACKETS = {"[": "]", "(": ")", "{": "}", "<": ">"}
#: A card line, its count first, in one pair of brackets and none other (``[1 Duress]``).
_BRACKETED_LINE = _lazy(r"^[\[({<]\s*(?P<line>\d{1,3}\s*[x\u00d7]?\s+[^\W\d_][^\[\](){}<>]*?)"
                        r"\s*[\])}>]$", re.I)


def unwrap(text: str, columns: Columns | None = None) -> Unwrapped:
    """The line ``text`` (stripped, not blank) without the chat or Markdown markup around
    it (see the module docstring); ``columns``: those of the Markdown table the line may
    be a row of. A line without such markup, or longer than ``MAX_LINE``, is returned as
    it is. Pure; never raises."""
    if len(text) > MAX_LINE:
        return Unwrapped(text)
    if text[:1] in _LINE_BRACKETS and text[-1:] == _LINE_BRACKETS[text[0]] and (
            bracketed := _BRACKETED_LINE().match(text)) is not None:
        # "[1 Duress]", "(1 Duress)", "<1 Duress>": a card line in brackets (it was the
        # unknown card 'Duress]' beside the card line it holds: two copies of one line)
        text = bracketed["line"]
    # a label's mark (its colon or spaced dash) is kept by the markup's removal
    label_marked = _LABEL_MARK().search(text) is not None
    if label_marked and (marked := _marked_after_label(text)) is not None:
        text = marked  # "SB: **2** Duress", "SB: - `2 Duress`": each was an unknown card
    if label_marked and (labelled := _LABEL_BULLET.match(text)) is not None:
        # "SB: - 2 Duress", "Sideboard: → 2 Duress": the mark of a list's item after a
        # zone's prefix, removed as at a line's start (each was an unknown card)
        text = f"{labelled[1]} {text[labelled.end():]}"
    if not _may_hold_markup(text):
        return Unwrapped(text)
    if "&" in text and ";" in text:
        text = _SPACE_REFERENCE().sub(" ", text).strip() or text
    if is_fence(text):
        return Unwrapped("", FENCE)
    if _PAGE_NUMBER().match(text):
        return Unwrapped("", "a page's number")
    if text[0] == ">":
        quote = _QUOTE().match(text)
        if quote is None:
            return Unwrapped("", EMPTY_QUOTE) if not text.strip("> ") else Unwrapped(text)
        text = text[quote.end():]
    if "|" in text and _TABLE_RULE().match(text):
        return Unwrapped("", TABLE_RULE)
    cells = _cells(text, fewest=1)
    if cells is None and "|" in text and text[0] != "|":
        # a table without its outer bars, as Reddit's and GitHub's Markdown allow ("Qty
        # | Card", then "4 | Ponder"): its header row, and a row under such a header
        loose = _cells(f"|{text.removesuffix('|')}|")
        if loose is not None and (columns is not None or _header(loose) is not None):
            cells = loose
    if cells is not None:
        header = _header(cells)
        if header is not None:
            return Unwrapped("", "a Markdown table's header", header)
        if (row := _row(cells, columns)) is None:
            return Unwrapped("", problem=_ZONE_UNTOLD)
        text, rest = row
        if not text:
            return Unwrapped("", EMPTY_ROW, rest=rest)
        return Unwrapped(text, rest=rest, past=_past_header(cells, columns))
    if "\t" in text and "|" not in text:
        # a spreadsheet's rows pasted as text ("Qty<tab>Name<tab>Board"): its header row
        # (it was an unknown card, a legal deck illegal) and the rows under it, read by
        # its columns as a Markdown table's are (the zone's cell a line prefix)
        cells = [cell.strip() for cell in text.split("\t")]
        if columns is None:
            header = _header(cells)
            if header is not None:
                return Unwrapped("", "a spreadsheet's header row", header._replace(tabbed=True))
        elif columns.tabbed:
            if (row := _row(cells, columns)) is None:
                return Unwrapped("", problem=_ZONE_UNTOLD)
            text, rest = row
            return Unwrapped(text, rest=rest, past=_past_header(cells, columns)) if text \
                else Unwrapped("", "an empty spreadsheet row", rest=rest)
    after: list[str] = []
    if "\t" in text and (tabbed := _tab_cells(text)) is not None:
        text, after = tabbed
    text = _TASK_BOX().sub("", text)
    text = _BULLET().sub("", text)
    if not text[:1].isascii() and (decorated := _emoji_lead(text)):
        text = text[decorated:]  # "\U0001f525 4 Lightning Bolt": a decoration
    text = _unwrap_marks(text)
    if "[[" in text:
        text = _FETCHED().sub(_fetched_name, text)
    if (price := _PRICE().search(text)) is not None and (
            text[:1].isdigit() or _COUNT_AFTER_NAME().search(text[:price.start()])):
        # "4x Ponder - $1.50 ea", "Ponder x4 ($6.00)": the price after a counted line,
        # and one more before it ("4 Ponder $0.25 0.01 tix": a shop's and MTGO's)
        text = _prices_removed(text, price)
    if text[:1].isdigit() and "{" in text and _MANA_COST().search(text):
        text = _MANA_COST().sub("", text) or text
    return Unwrapped(_ITEM_NUMBER().sub("", text) or text, rest=" \u00b7 ".join(after),
                     run_on=_run_on(after), after=tuple(after))
