"""Deck-building facts of Magic cards, read from their rules text at import time.

The card databases keep facts only, never rules text: these functions turn the few
sentences that matter to deck building into fields, and the text is then dropped.

>>> text_facts("A deck can have any number of cards named Relentless Rats.",
...            "Relentless Rats", [])
{'deck_limit': 'any'}
>>> text_facts("A deck can have up to seven cards named Seven Dwarves.", "Seven Dwarves", [])
{'deck_limit': 7}
>>> text_facts("This card is banned.", "Gleemox", [])
{'deck_limit': 0}
>>> text_facts("Partner with Pir, Imaginative Rascal", "Toothy, Imaginary Friend",
...            ["Partner with"])
{'partner': 'partner with Pir, Imaginative Rascal'}
>>> text_facts("Companion — Each permanent card in your starting deck has mana value 2 "
...            "or less.", "Lurrus of the Dream-Den", ["Companion"])
{'companion': True}
>>> text_facts("Mistform Ultimus is every creature type (even if this card isn't on the "
...            "battlefield).", "Mistform Ultimus", [])
{'all_creature_types': True}
>>> text_facts("Equipped creature gets +3/+0 and is every creature type.", "Amorphous Axe", [])
{}
>>> text_facts("Equipped creature gets +2/+0.\\nEquip {1}", "Bonesplitter", ["Equip"])
{'activated_ability': True}

The names of the tokens the cards create are facts too (``token_names``): a section of
tokens in a decklist keeps a token's name out of the deck and counts a card's.

>>> token_names(["Create a 1/1 white Soldier creature token.", "Create a Blood token.",
...              "Create two Treasure tokens. Treasure tokens you control have ward 1.",
...              "create a legendary 0/0 colorless Wurm artifact creature token named "
...              "Wurmcoil of the Deep.", "If you do, create Marit Lage, a legendary 20/20 "
...              "black Avatar creature token with flying."])
['Avatar', 'Blood', 'Marit Lage', 'Soldier', 'Treasure', 'Wurm', 'Wurmcoil of the Deep']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

#: Abilities a card grants to others, in quotes: not the card's own.
_QUOTED = re.compile(r"[\"\u201c][^\"\u201d]*[\"\u201d]")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}
_DECK_LIMIT = re.compile(r"A deck can have (any number of|up to (\w+)) cards named", re.I)
#: A card whose own text bans it (Gleemox): no deck may hold it.
_BANNED_BY_TEXT = re.compile(r"^This card is banned\.", re.M)
#: "can be your commander" (rule 903.3) said of the card itself, not of another card
#: the text gives it to ("It becomes legendary and can be your commander": Wizard from
#: Beyond, a Background, lets a creature lead), or a card that is a creature wherever it
#: is but on the battlefield, so a legendary creature card in the command zone (Grist).
_COMMANDER = re.compile(r"(?<!\bit becomes legendary and )can be your commander"
                        r"|isn't on the battlefield, it's an? [^.]*\bcreature\b", re.I)
#: A card that is every creature type in every zone without Changeling (Mistform Ultimus:
#: "is every creature type (even if this card isn't on the battlefield)").
_EVERY_TYPE = re.compile(r"is every creature type \(even if this card isn['\u2019]t on "
                         r"the battlefield\)")
_PARTNER_WITH = re.compile(r"^Partner with ([^(\n]+?)\s*(?:\(|$)", re.M)
#: "Partner—Survivors": only two cards with the same quality partner (rule 702.124).
_PARTNER_QUALITY = re.compile(r"^Partner\s*[—-]\s*([^(\n]+?)\s*(?:\(|$)", re.M)
_PARTNER_KINDS = (
    ("partner—friends forever", re.compile(r"^Friends forever\b", re.M | re.I)),
    ("choose a background", re.compile(r"^Choose a Background\b", re.M | re.I)),
    ("doctor's companion", re.compile(r"^Doctor['\u2019]s companion\b", re.M | re.I)),
    ("partner", re.compile(r"^Partner\b(?! with)(?!\s*[—-])", re.M)),
)
#: A keyword ability of the card's own that is an activated ability (MTG comprehensive
#: rules 702: equip, crew, cycling...), written as its line starts (``Equip {1}``, ``Crew
#: 3``, ``Craft with artifact {3}{W}``) without the reminder text whose colon tells it
#: otherwise; not a line about such abilities (``Equip abilities you activate cost {1}
#: less``, ``Equip costs you pay cost {1} less``: Auriok Steelshaper has none), nor a
#: named ability of other words (``Scavenge the Dead — When...``: Malanthrope).
_ACTIVATED_KEYWORD = re.compile(
    r"^(?:equip|crew|craft|saddle|station|\w*cycling|basic landcycling|unearth|"
    r"(?:commander )?ninjutsu|embalm|eternalize|encore|fortify|reconfigure|level up|"
    r"outlast|scavenge|transmute|forecast|reinforce|bloodrush|transfigure|boast|exhaust)"
    r"\b(?![^\n]*\b(?:costs?|abilit\w*)\b)(?:\s*[{\d—]|\s+[^\W\d_][\w, ]*?\s\{)",
    re.M | re.I)


def text_facts(text: str | None, name: str, keywords: Sequence[str] | None) -> dict[str, Any]:
    """The deck-building facts stated by a card's rules text.

    Input: the card's English rules text (all faces, newline-separated; ``None`` for
    none), its name and its keyword abilities (MTGJSON ``keywords``). Output: a dict
    with only the facts that hold:

    - ``deck_limit``: ``"any"`` or an int (comprehensive rules 100.2a exceptions); 0 for
      a card whose text says "This card is banned." (Gleemox);
    - ``commander``: ``True`` for "can be your commander" said of the card (rule 903.3;
      not "It becomes legendary and can be your commander", of another), and for a card
      that is a creature while it is not on the battlefield (Grist, the Hunger Tide: a
      legendary creature card in the command zone);
    - ``partner``: ``"partner"``, ``"partner with <Name>"``, ``"partner—<quality>"``
      (``"partner—friends forever"``, ``"partner—survivors"``), ``"choose a
      background"`` or ``"doctor's companion"`` (rules 702.124, 903.3c-d); a list of
      them for a card with two (Amy Pond);
    - ``companion``: ``True`` (rule 702.139);
    - ``all_creature_types``: ``True`` for Changeling (rule 702.73a: every creature
      type, in every zone) and for a card whose text makes it every creature type even
      off the battlefield (Mistform Ultimus);
    - ``activated_ability``: ``True`` when the card has an activated ability (rule
      602.1: "[Cost]: [Effect]", loyalty abilities, and keywords whose reminder text is
      one, such as equip and cycling; a basic land's intrinsic mana ability is in its
      reminder text); an ability the card grants in quotes is not its own (Zirda, the
      Dawnwaker's companion condition).

    Never raises.
    """
    text = text or ""
    found: dict[str, Any] = {}
    limit = _DECK_LIMIT.search(text)
    if limit:
        found["deck_limit"] = ("any" if limit.group(2) is None
                               else _NUMBERS.get(limit.group(2).lower(), "any"))
    if _BANNED_BY_TEXT.search(text):
        found["deck_limit"] = 0
    if _COMMANDER.search(text):
        found["commander"] = True
    partner = _partner(text, keywords or ())
    if partner:
        found["partner"] = partner
    if "Companion" in (keywords or ()):
        found["companion"] = True
    if "Changeling" in (keywords or ()) or _EVERY_TYPE.search(text):
        found["all_creature_types"] = True
    own = _QUOTED.sub("", text)
    if ":" in own or _ACTIVATED_KEYWORD.search(own):
        found["activated_ability"] = True
    del name  # the name is part of the signature for texts that say "this card"
    return found


#: A card that is a creature of some types while it is not on the battlefield (Grist,
#: the Hunger Tide: "As long as Grist, the Hunger Tide isn't on the battlefield, it's a
#: 1/1 Insect creature in addition to its other types").
_CREATURE_OFF_BATTLEFIELD = re.compile(
    r"isn['\u2019]t on the battlefield, it['\u2019]s an? (?:\d+/\d+ )?"
    r"(?P<subtypes>(?:[A-Z][\w'\-]* )*)creature in addition to its other types")


def add_types_in_deck(record: dict[str, Any], text: str | None) -> None:
    """Add to a card ``record`` (its ``type`` and ``subtypes`` lists), in place, the card
    types and subtypes its rules ``text`` gives it while it is not on the battlefield:
    Creature and Insect for Grist, the Hunger Tide, a creature card in a library, a hand
    and the command zone, where deck-building conditions judge it (Kaheera's and
    Umori's, MTG comprehensive rules 702.139a; it was a planeswalker only, Kaheera's
    condition met). Any other text adds nothing. Never raises.

    >>> grist = {"type": ["Planeswalker"], "subtypes": ["Grist"]}
    >>> add_types_in_deck(grist, "As long as Grist, the Hunger Tide isn't on the "
    ...                   "battlefield, it's a 1/1 Insect creature in addition to its other types.")
    >>> grist
    {'type': ['Planeswalker', 'Creature'], 'subtypes': ['Grist', 'Insect']}
    """
    found = _CREATURE_OFF_BATTLEFIELD.search(text or "")
    if found is None:
        return
    for fact, added in (("type", ["Creature"]), ("subtypes", found["subtypes"].split())):
        held = record.get(fact, [])
        if new := [each for each in added if each not in held]:
            record[fact] = [*held, *new]


def body_facts(subtypes: Sequence[str] | None, power: Any) -> dict[str, Any]:
    """The deck-building fact of a card's printed power and toughness box:
    ``{"power_toughness": True}`` for a Spacecraft that has one (its front face's
    ``power``, MTGJSON's field; ``None`` for none), else ``{}``. Since Edge of
    Eternities (2025) a legendary Vehicle or Spacecraft with printed power and toughness
    can be a commander (MTG comprehensive rules 903.3): every Vehicle has a box, a
    Spacecraft only when it becomes a creature at some station threshold (The Seriema,
    not The Eternity Elevator); other cards are left without the fact. Never raises.

    >>> body_facts(["Spacecraft"], "5"), body_facts(["Spacecraft"], None)
    ({'power_toughness': True}, {})
    """
    if "Spacecraft" in (subtypes or ()) and power is not None:
        return {"power_toughness": True}
    return {}


def _partner(text: str, keywords: Sequence[str]) -> str | list[str] | None:
    """The partner kind a card's text grants, if any (see ``text_facts``); a list of
    them, in the order of this function's tests, for a card with two (Amy Pond: Partner
    with Rory Williams and Doctor's companion, each a way to pair her).

    >>> _partner("Partner with Rory Williams\\nDoctor's companion", ["Partner with"])
    ['partner with Rory Williams', "doctor's companion"]
    """
    kinds: list[str] = []
    named = _PARTNER_WITH.search(text)
    if named and "Partner with" in keywords:
        kinds.append(f"partner with {named.group(1).strip()}")
    quality = _PARTNER_QUALITY.search(text)
    if quality:
        kinds.append(f"partner—{quality.group(1).strip().lower()}")
    kinds.extend(kind for kind, pattern in _PARTNER_KINDS
                 if pattern.search(text) and kind not in kinds)
    if not kinds:
        return None
    return kinds[0] if len(kinds) == 1 else kinds


#: One mana symbol of a mana cost: ``{R}``, ``{2}``, ``{R/G}``, ``{W/P}``.
_MANA_SYMBOL = re.compile(r"\{([^}]*)\}")


def cost_facts(costs: Sequence[Any]) -> dict[str, Any]:
    """The deck-building fact of a card's mana cost, for Jegantha, the Wellspring's
    companion condition (no card with more than one of the same mana symbol in its mana
    cost): ``{"repeated_mana_symbol": True}`` when one cost holds a symbol twice
    (``{R}{R}``, ``{X}{X}``, ``{R/G}{R/G}``), or when the halves of a split card (one cost
    each, ``costs``; rule 709.4: the card's mana cost is both halves' together) share a
    symbol other than a generic amount (Dead // Gone: ``{R}`` and ``{2}{R}``); else
    ``{}``. A generic amount in each half (Fire // Ice: ``{1}{R}`` and ``{1}{U}``) is not
    counted twice: the halves' generic costs add up to one amount. Costs that are not
    text are skipped. Never raises.

    >>> cost_facts(["{U}{U}"]), cost_facts(["{R}", "{2}{R}"]), cost_facts(["{1}{R}", "{1}{U}"])
    ({'repeated_mana_symbol': True}, {'repeated_mana_symbol': True}, {})
    """
    seen: set[str] = set()
    for cost in costs:
        if not isinstance(cost, str):
            continue
        symbols = _MANA_SYMBOL.findall(cost)
        if len(symbols) != len(set(symbols)):
            return {"repeated_mana_symbol": True}
        coloured = {symbol for symbol in symbols if not symbol.isdigit()}
        if coloured & seen:
            return {"repeated_mana_symbol": True}
        seen |= coloured
    return {}


_TOKEN_WORD = r"[A-Z][\w'\u2019-]*"
#: A token's name where rules text creates or counts one: the capitalised words just
#: before ``token`` past its card types, colours and power and toughness (its subtypes,
#: comprehensive rules 111.4: ``a 1/1 white Soldier creature token``, ``a Blood token``),
#: after a word of the sentence (a sentence's first word, ``This token``, ``Creature
#: tokens you control``, is none).
_TOKEN_BY_SUBTYPES = re.compile(
    r"(?<=[a-z0-9/,] )((?:" + _TOKEN_WORD + r"\s+)+)(?:(?:legendary|snow|artifact|"
    r"enchantment|creature|land|colorless|white|blue|black|red|green|[\dXY*+]+/[\dXY*+]+)"
    r"\s+)*tokens?\b")
_TOKEN_NAME = _TOKEN_WORD + r"(?: (?:(?:of|the|to|and|de) )*" + _TOKEN_WORD + r")*"
#: A token named by the card that creates it: ``a ... token with flying named Kaldra``,
#: ``create Marit Lage, a legendary 20/20 black Avatar creature token``.
_TOKEN_NAMED = re.compile(r"\btokens?(?: with [^.\n]*?)? named (" + _TOKEN_NAME + r")|"
                          r"\b[Cc]reate (" + _TOKEN_NAME + r"), an? [^.\n]*?\btoken\b")


def token_names(texts: Iterable[str | None]) -> list[str]:
    """The names of the tokens the rules texts ``texts`` create or name, sorted: the
    subtypes a token is named by (rule 111.4), and a name a card gives its token
    (``named Marit Lage``). A fact about the cards, kept without their text: the data
    holds no token (a token is no card, rule 111.1), and a half of a split card, an
    adventure or a back face that is also a token's name (``Blood`` of Flesh // Blood)
    is a token under a decklist's ``Tokens``, any other face its card."""
    found: set[str] = set()
    for text in texts:
        if text and "token" in text:
            found.update(" ".join(name.split())
                         for pattern in (_TOKEN_BY_SUBTYPES, _TOKEN_NAMED)
                         for match in pattern.finditer(text)
                         for name in match.groups() if name)
    return sorted(found)
