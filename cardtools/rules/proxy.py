"""proxy (CT111, warning): a card line marks its copies as proxies.

Legal, and nothing to say::

    Format: mtg/vintage
    59 Island
    1 Black Lotus (LEA)

Reported (a warning; the deck is judged as read, ``--strict`` fails it)::

    Format: mtg/vintage
    59 Island
    1 Black Lotus (proxy)  # a proxy: a stand-in for the printed card, which a
                           # sanctioned tournament does not allow

The words are the game data's ``proxy_words`` (``proxy``, ``proxies``, ``proxied``), in
any case, in brackets (``(proxy)``, ``[PROXY]``, ``{proxy}``), between stars, after a dash
or a comment's mark, or bare after the name (``Black Lotus PROXY``): the reader drops
them as a set code or a printing's words, and the line is judged as the card it names.
A structured export's proxy flag says the same (one message, ``text.proxy_message``): a
CSV column titled by those words (Moxfield's and TappedOut's ``Proxy``, ``Is Proxy``,
``Proxy?``) saying anything but no on a row (``True``, ``yes``), and a Moxfield card's
``"isProxy": true``; the deck has one verdict whatever form it is saved in.
Source: Magic Tournament Rules, "Proxy Cards" (only a judge issues a proxy, for a
damaged card); README, "Decklists".
"""

from __future__ import annotations

from cardtools.rules.base import findings_rule

RULE = findings_rule(
    "proxy", "CT111", "warning",
    "A card line marks its copies as proxies (stand-ins for the printed card).",
    __doc__ or "",
)
