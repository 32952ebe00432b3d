"""Write the hostile decklists of ``tests/bad_input/`` (run it to rebuild them).

    python tests/bad_input/make_bad_input.py

Binary and oddly encoded files are built here, byte by byte, so that what each holds is
written down. ``expected.yaml`` (kept by hand) gives each file's verdict; several files
are minimized reproducers of what ``tests/fuzz/fuzz_check.py`` found.
"""

from __future__ import annotations

import codecs
from pathlib import Path

HERE = Path(__file__).resolve().parent
CARDS = ["Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
         "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"]
#: A legal Mage Noir deck (40 cards), one card line per entry.
DECK = ["Deck", *[f"4 {card}" for card in CARDS]]


def text(*lines: str, ending: str = "\n") -> str:
    return ending.join(lines) + ending


def yaml_deck(extra: str = "", head: str = "") -> str:
    body = "".join(f"  {card}: 4\n" for card in CARDS)
    return f"{head}deck:\n{body}{extra}"


FILES: dict[str, bytes] = {
    # --- encodings and byte order marks
    "utf8-bom-crlf.txt": codecs.BOM_UTF8 + text(*DECK, ending="\r\n").encode(),
    "cr-only.txt": text(*DECK, ending="\r").encode(),
    "mixed-endings.txt": b"Deck\r\n4 Fire Ball\r4 Tornado\n4 Air Blade\n\r4 Seed\r\n"
                         + text(*DECK[5:]).encode(),
    "utf16-le-bom.txt": text(*DECK).encode("utf-16"),
    "utf16-be-bom.txt": codecs.BOM_UTF16_BE + text(*DECK).encode("utf-16-be"),
    "utf16-no-bom.txt": text(*DECK).encode("utf-16-le"),
    "utf32-bom.txt": text(*DECK).encode("utf-32"),
    "double-bom.txt": codecs.BOM_UTF8 * 2 + text(*DECK).encode(),
    # two files saved with a BOM each, joined with ``cat``: the second BOM starts line 6
    "concatenated-boms.txt": codecs.BOM_UTF8 + text(*DECK[:5]).encode() + codecs.BOM_UTF8
                             + text(*DECK[5:]).encode(),
    "utf16-odd-length.txt": text(*DECK).encode("utf-16") + b"\x41",
    "cp1252.txt": text("Deck", *DECK[1:8], "4 Armure d'\u00e9corce", *DECK[9:]).encode(
        "cp1252"),
    "truncated-utf8.txt": text(*DECK).encode() + "4 Armure d'\u00e9".encode()[:-1],
    # --- not text
    "nul-bytes.txt": text(*DECK).encode() + b"\x00\x00",
    "binary.txt": bytes(range(256)) * 4,
    "png-header.txt": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64),
    # --- lines
    "control-char.txt": text(*DECK, "4 Fire\x07 Ball").encode(),
    "long-line.txt": text(*DECK, "1 " + "A" * 499).encode(),
    "giant-count.txt": text(*DECK, "9" * 400 + " Seed").encode(),
    "zero-and-negative.txt": text(*DECK, "0 Seed", "-2 Seed", "x1000 Seed").encode(),
    "quantity-only.txt": text(*DECK, "4", "4x", "SB: 3").encode(),
    "headers-only.txt": text("Deck (40)", "Side deck (10)", "Maybeboard", "Magi", "Mage",
                             "# Creatures (21)", "Spells:").encode(),
    "comments-only.txt": text("# just a comment", "// another", "#", "##").encode(),
    "many-blank-lines.txt": (b"\n" * 9000) + text(*DECK).encode(),
    "exactly-10000-lines.txt": text(*DECK, *["# padding"] * (10_000 - len(DECK))).encode(),
    "10001-lines.txt": text(*DECK, *["# padding"] * (10_001 - len(DECK))).encode(),
    # fuzz: lines with long runs of spaces make the header patterns backtrack: one padded
    # line never finishes (text._ZONE_HEADER: every split of each run between its \s*
    # parts); each line of a letter, 498 spaces and a letter takes 0.6 s (text._HEADER)
    "aligned-columns.txt": text(*DECK, "Fire Ball" + " " * 60 + "4" + " " * 60 + "copies",
                                *["a" + " " * 498 + "x"] * 40).encode(),
    "fullwidth-digits.txt": text("Deck", *[f"\uff14 {card}" for card in CARDS]).encode(),
    "bidi-override.txt": text(*DECK, "1 \u202eSeed").encode(),
    # fuzz: a noncharacter (U+FFFE) in a card name made the JUnit report malformed XML
    "noncharacter.txt": text(*DECK, "1 \ufffe").encode(),
    # fuzz: a C1 control character (U+0090, U+009B) in a card name reached terminal reports
    # (U+0085, also found, is now read as a line break)
    "c1-control.txt": text(*DECK, "1 o\u0090s", "1 \u009b31mred").encode(),
    # --- structured decklists
    "not-a-mapping.yaml": b"- Fire Ball\n- Tornado\n",
    "truncated.json": b'{"deck": {"Fire Ball": 4, "Torn',
    "multi-document.yaml": yaml_deck().encode() + b"---\ndeck: {Seed: 4}\n",
    "python-tag.yaml": b"deck: !!python/object/apply:os.system [echo hacked]\n",
    "billion-laughs.yaml": (
        b"a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        b"c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c]\n"
        b"e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e]\n"
        b"g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\ndeck: *g\n"),
    "self-reference.yaml": b"deck: &a [*a]\n",
    "deep.yaml": b"deck: " + b"[" * 300 + b"]" * 300 + b"\n",
    "deep.json": b'{"deck": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "nan-counts.json": b'{"deck": {"Fire Ball": NaN, "Seed": Infinity, "Tornado": -Infinity}}',
    "bool-and-float-counts.yaml": yaml_deck("  Ignition: true\n  Rock: 4.5\n").encode(),
    # fuzz: integers of more than 4,300 digits crashed the YAML / JSON loaders (ValueError)
    "bigint.json": b'{"deck": {"Fire Ball": ' + b"1" * 4301 + b"}}",
    "bigint.yaml": b"deck:\n  Fire Ball: " + b"1" * 4301 + b"\n",
    # fuzz: a float or binary key whose value breaks the schema crashed the JSON path
    "float-key.yaml": yaml_deck("  1.5: 0\n").encode(),
    "binary-key.yml": yaml_deck("  ? !!binary GG8=\n").encode(),
    # keys that are not strings were dropped without a word
    "non-string-keys.yaml": yaml_deck("  1: 4\n  true: 4\n  null: 4\n").encode(),
    # fuzz: escape sequences written with JSON / YAML escapes reach the reports raw
    "escape-in-name.json": (
        b'{"deck": {"Fire Ball": 4, "Tornado": 4, "Air Blade": 4, "Seed": 4,'
        b' "Flame Projectile": 4, "Breath": 4, "Favorable Winds": 4, "Bark Armor": 4,'
        b' "Droplet": 4, "Water Drop": 4, "\\u001b[31mCrimson Ritual": 1}}'),
    "escape-in-player.yml": yaml_deck(head='player: "\\e]0;pwned\\a\\e[2J"\n').encode(),
    # fuzz: DEL in a Cockatrice card name reached terminal reports (text decks refuse it)
    "del-in-name.cod": (b'<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">'
                        b'<zone name="main">'
                        + b"".join(b'<card number="4" name="%s"/>' % card.encode()
                                   for card in CARDS)
                        + b'<card number="1" name="Fire\x7fBall"/></zone></cockatrice_deck>\n'),
    # fuzz: 5,000 different unknown names in an MTG deck took 15 s (a suggestion search per
    # name); this smaller one is judged in about a second
    "many-unknown-names.yaml": ("format: mtg/modern\ndeck:\n" + "".join(
        f"  Qzx unknown card {n}: 1\n" for n in range(300))).encode(),
    "entity-bomb.dek": (b'<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
                        b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">'
                        b'<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>\n'
                        b'<Deck><Cards Quantity="4" Sideboard="false" Name="&lol3;"/></Deck>\n'),
    # --- the readers of other tools' files: the same limits, never a traceback
    "forge-hostile.dck": text(
        "[metadata]", "Name=Hostile", "no equals sign here", "[Main]",
        *[f"{card.split(' ', 1)[0]} {card.split(' ', 1)[1]}|SET|1" for card in DECK[1:]],
        "0 Seed|SET", "1000 Seed", "9" * 400 + " Seed", "4 " + "x" * 600, "4 |SET",
        "4 Fire\x7fBall", "[Schemes]", "1 Not Counted").encode(),
    "xmage-hostile.dck": text(
        "NAME:Hostile", *[f"{card.split(' ', 1)[0]} [SET:1] {card.split(' ', 1)[1]}"
                          for card in DECK[1:]],
        "SB: 0 [SET:1] Seed", "1000 [SET:1] Seed", "what is this", "4 [SET:1] ",
        "LAYOUT MAIN:(1,1)").encode(),
    "octgn-entity.o8d": (b'<?xml version="1.0"?>\n<!DOCTYPE deck [<!ENTITY x "Seed">]>\n'
                         b'<deck><section name="Main"><card qty="4">&x;</card></section>'
                         b'</deck>\n'),
    "octgn-bad-qty.o8d": (b'<?xml version="1.0"?>\n<deck>\n<section name="Main">\n'
                          + b"".join(b'<card qty="4" id="%d">%s</card>\n' % (n, card.encode())
                                     for n, card in enumerate(CARDS))
                          + b'<card qty="x">Seed</card>\n<card qty="' + b"9" * 300
                          + b'">Seed</card>\n<card qty="1"></card>\n</section>\n</deck>\n'),
    "lackey-hostile.dek": (b'<deck version="0.8">\n<superzone name="Deck">\n'
                           + b"".join(b"<card><name>%s</name></card>\n" % card.encode()
                                      for card in CARDS for _copy in range(4))
                           + b"<card><set>M10</set></card>\n<card><name> </name></card>\n"
                           b'</superzone>\n<superzone name="Tokens">\n'
                           b"<card><name>Seed Token</name></card>\n</superzone>\n</deck>\n"),
    "mtgjson-hostile.json": (
        '{"data": {"name": "Hostile", "mainBoard": ['
        + ", ".join(f'{{"count": 4, "name": "{card}"}}' for card in CARDS)
        + ', {"count": "4", "name": "Seed"}, {"count": 1e400, "name": "Seed"},'
        ' {"count": 1, "name": "' + "x" * 600 + '"}, {"count": 1, "name": "Fire\\u0007Ball"},'
        ' {"count": 1}, 7], "sideBoard": {"Seed": 1}}}').encode(),
    "csv-hostile.csv": (
        "Count,Name,Edition\n" + "".join(f"4,{card},SET\n" for card in CARDS)
        + "x,Seed,SET\n" + "9" * 300 + ",Seed,SET\n4,,SET\n1," + "y" * 600 + "\n"
        + '4,"Seed\n').encode(),
}


def main() -> None:
    for name, data in FILES.items():
        (HERE / name).write_bytes(data)
    print(f"wrote {len(FILES)} files to {HERE}")


if __name__ == "__main__":
    main()
