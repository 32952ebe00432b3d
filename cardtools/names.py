"""Card name normalisation: the one function every lookup goes through (DESIGN 3.3)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache, partial

from cardtools.patterns import lazy_pattern

#: Unicode's default-ignorable code points (DerivedCoreProperties.txt,
#: Default_Ignorable_Code_Point) and the interlinear annotation marks: characters shown as
#: nothing (zero-width spaces and joiners, the soft hyphen, bidirectional marks,
#: embeddings and isolates, variation selectors, tag characters). The Hangul fillers,
#: also default-ignorable, look like a space and are read as one (``_SPECIAL``).
INVISIBLE_RANGES = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFF0, 0xFFFB), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)
#: The last of those ranges, the tag characters and the variation selectors supplement
#: (4,096 code points), is tested by its bounds (``_without_tags``), not listed in the
#: tables below: building tables of every one of them cost a check more than reading
#: its decklist.
_TAGS_FIRST, _TAGS_LAST = "\U000e0000", "\U000e0fff"
_INVISIBLE = {chr(code): "" for first, last in INVISIBLE_RANGES
              if first != ord(_TAGS_FIRST) for code in range(first, last + 1)}

#: The Hangul fillers: default-ignorable code points too, that a font may draw as a
#: blank (a name reads one as a space) or as nothing.
HANGUL_FILLERS = "\u115f\u1160\u3164\uffa0"
#: Blanks that look like a space and are no white space (the Hangul fillers, the blank
#: braille pattern).
BLANKS_LIKE_SPACES = HANGUL_FILLERS + "\u2800"
#: Every default-ignorable code point (``INVISIBLE_RANGES`` and the ``HANGUL_FILLERS``)
#: as the body of a regular expression's character class: the characters a terminal or
#: a page shows as nothing, escaped in what a person reads (``display.visible``) and set
#: aside when two paths are compared (``batch.path_key``).
IGNORABLE_CLASS = "".join(
    f"{chr(first)}-{chr(last)}" for first, last in INVISIBLE_RANGES) + HANGUL_FILLERS
#: One default-ignorable code point (``IGNORABLE_CLASS``).
IGNORABLE = lazy_pattern(f"[{IGNORABLE_CLASS}]")



@lru_cache(maxsize=4096)
def letter_script(char: str) -> str:
    """The script of a letter as Unicode names it, the first word of its name (``LATIN``,
    ``CYRILLIC``, ``LAO``, ``KHMER``, ``ETHIOPIC``, ``CJK``, ``HANGUL``...), a full-width
    or mathematical letter's as NFKC writes it (``LATIN``); ``""`` for a character of no
    name. Taken from ``unicodedata`` so that every script is one, where a hand list of
    scripts left out Lao, Khmer, Tibetan, Myanmar, Ethiopic... Pure."""
    plain = unicodedata.normalize("NFKC", char)[:1] or char
    return unicodedata.name(plain, "").split(" ", 1)[0]


def script_pieces(word: str, together: frozenset[str] = frozenset()) -> list[str]:
    """``word`` cut where a letter follows a letter of another script (``letter_script``;
    the scripts of ``together`` counted as one), a mark going with the letter before it:
    ``Animal\u0eaa\u0eb1\u0e94`` (Animal and a Lao word) is ``Animal`` and the Lao word, as
    a word of one script run into a word of another is two words, whether the other
    script parts its words by spaces or not. The pieces run together are ``word``. Pure."""
    if word.isascii():
        return [word]
    pieces: list[str] = []
    start, last = 0, ""
    for at, char in enumerate(word):
        if not char.isalpha():
            if not unicodedata.category(char).startswith("M"):
                last = ""  # a digit, a space, a mark of punctuation: no letter to follow
            continue
        script = letter_script(char)
        script = "+".join(sorted(together)) if script in together else script
        if last and script != last:
            pieces.append(word[start:at])
            start = at
        last = script
    pieces.append(word[start:])
    return pieces


#: Where a camel-cased or numbered word starts another (``EvuReborn``, ``WolfAnimal``,
#: ``Animal2``): a place a title or a type line parts words.
WORD_HUMP = lazy_pattern(r"(?<=[a-z])(?=[A-Z])|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")


def parted_by_script(text: str) -> str:
    """``text`` with a space where a letter follows a letter of another script
    (``script_pieces``): ``animal\u72fc`` is ``animal \u72fc``. Pure."""
    if text.isascii():
        return text
    return " ".join(script_pieces(text))


_SPECIAL = str.maketrans(
    {
        **_INVISIBLE,
        "æ": "ae",
        "Æ": "ae",
        "œ": "oe",
        "Œ": "oe",
        "ß": "ss",
        "ø": "o",
        "Ø": "o",
        "ł": "l",
        "Ł": "l",
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u2035": "'",
        "\u02bc": "'",  # the modifier letter apostrophe of some keyboards
        "\u02bb": "'",
        "\u055a": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        # the brackets Japanese and Chinese lists write round a card's name as quote
        # marks: corner brackets, double angle brackets (Hareruya's 《Name》), angle
        # and black lenticular ones (《Counterspell》, 【Counterspell】 were
        # unknown cards, 「Counterspell」 a look-alike)
        **dict.fromkeys("\u300c\u300d\u300e\u300f\u300a\u300b\u3008\u3009\u3010\u3011", '"'),
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2015": "-",
        "\u2212": "-",
        "\u2043": "-",
        "\u2e3a": "-",
        "\u2e3b": "-",
        "\ua789": ":",  # modifier letter colon (the name of Ratonhnhaké:ton)
        "\u2236": ":",
        "\u2044": "/",
        "\u2215": "/",
        # blanks that look like a space: a name with them is the name with a space
        **dict.fromkeys(BLANKS_LIKE_SPACES, " "),
    }
)
#: The quote marks and apostrophes names are compared with (``"``, ``'`` and what
#: ``_SPECIAL`` reads as one: curly quotes, the brackets of 《Counterspell》).
QUOTE_MARKS = "\"'" + "".join(chr(code) for code, read in _SPECIAL.items()
                               if read in ("'", '"'))
#: What a line may start or end with that shows as nothing or as a space, beside
#: white space and the tag characters: the invisible characters and the blanks that look
#: like a space.
_BLANK_EDGES = frozenset([*_INVISIBLE, *BLANKS_LIKE_SPACES])



#: The languages a card's ``names`` fact gives names in, by code (the languages of
#: Magic's printed editions), in words as MTGJSON's ``foreignData`` spells them: a
#: note names a language so, and the importer reads those names by them.
LANGUAGE_NAMES = {"fr": "French", "de": "German", "es": "Spanish", "it": "Italian",
                  "pt": "Portuguese (Brazil)", "ja": "Japanese", "ko": "Korean",
                  "ru": "Russian", "zh-Hans": "Chinese Simplified",
                  "zh-Hant": "Chinese Traditional"}
#: The words a list or a sheet's language column writes a card's language in (its code,
#: its name in English, in itself and in the other languages of the exporters' users),
#: lower-case, by language code (English's too): ``checker._in_the_decks_language``
#: reads them after a name that is two cards' in two languages.
LANGUAGE_WORDS = {
    "en": ("en", "eng", "english", "anglais", "englisch", "inglés", "ingles", "inglese",
           "inglês", "engels", "angielski"),
    "fr": ("fr", "fre", "fra", "french", "français", "francais", "französisch", "francés",
           "frances", "francese", "francês", "frans", "francuski"),
    "de": ("de", "ger", "deu", "german", "deutsch", "allemand", "alemán", "aleman",
           "tedesco", "alemão", "duits", "niemiecki"),
    "es": ("es", "spa", "sp", "spanish", "español", "espanol", "espagnol", "spanisch",
           "spagnolo", "espanhol", "spaans", "hiszpański"),
    "it": ("it", "ita", "italian", "italiano", "italien", "italienisch", "italiaans",
           "włoski"),
    "pt": ("pt", "por", "pt-br", "portuguese", "portuguese (brazil)", "português",
           "portugues", "portugais", "portugiesisch", "portugués", "portoghese"),
    "ja": ("ja", "jp", "jpn", "japanese", "日本語", "japonais", "japanisch", "japonés",
           "giapponese", "japonês"),
    "ko": ("ko", "kr", "kor", "korean", "한국어", "coréen", "koreanisch", "coreano"),
    "ru": ("ru", "rus", "russian", "русский", "russe", "russisch", "ruso", "russo"),
    "zh-Hans": ("zh-hans", "zhs", "zh-cn", "chinese simplified", "simplified chinese",
                "简体中文"),
    "zh-Hant": ("zh-hant", "zht", "zh-tw", "chinese traditional", "traditional chinese",
                "繁體中文"),
}

def _blank_edge(ch: str) -> bool:
    return ch in _BLANK_EDGES or _TAGS_FIRST <= ch <= _TAGS_LAST or ch.isspace()


def _without_tags(text: str, by: str = "") -> str:
    """``text`` with each tag character (``_TAGS_FIRST`` to ``_TAGS_LAST``) written as
    ``by`` (dropped by default)."""
    if text and max(text) >= _TAGS_FIRST:
        return "".join([by if _TAGS_FIRST <= ch <= _TAGS_LAST else ch for ch in text])
    return text


_INVISIBLE_SPACES = str.maketrans(dict.fromkeys(_INVISIBLE, " "))


def invisible_as_spaces(text: str) -> str:
    """``text`` with each invisible character (``INVISIBLE_RANGES``: a zero-width space,
    a word joiner, a soft hyphen, a tag character) written as a space:
    ``Crimson\u200bRitual`` parted as ``Crimson Ritual``, where ``normalise`` runs its
    words together (``crimsonritual``). Linear in the length of ``text``."""
    if text.isascii():
        return text
    return _without_tags(text.translate(_INVISIBLE_SPACES), " ")


def _special(text: str) -> str:
    """``text`` translated by ``_SPECIAL``, the tag characters dropped too."""
    return _without_tags(text).translate(_SPECIAL)


def strip_blank_edges(text: str) -> str:
    """``text`` without what shows as nothing or as a space at its start and end
    (whitespace, zero-width and bidirectional characters, a byte order mark, Hangul
    fillers, the Braille blank), as ``str.strip`` strips whitespace: ``\u200bSB: 1
    Name`` reads as ``SB: 1 Name``. Linear in the length of ``text``."""
    text = text.strip()
    if text.isascii():
        return text
    start, end = 0, len(text)
    while start < end and _blank_edge(text[start]):
        start += 1
    while end > start and _blank_edge(text[end - 1]):
        end -= 1
    return text[start:end]


#: In ASCII text, the split separators and the backquote (which ``_SPECIAL`` changes).
_NOT_PLAIN = re.compile(r"[/|`]")
_SPLIT = re.compile(r"\s*(?:/+|\|)\s*")
_SPACE = re.compile(r"\s+")


@lru_cache(maxsize=65536)
def normalise(name: str) -> str:
    """Return the lookup key of a card name.

    Input: any text (a card name as written). Output: a string that is equal for every
    spelling DESIGN 3.3 treats as the same name: NFKC, case-folded, accents removed
    (é -> e), Æ -> ae, curly quotes and apostrophes straightened, dashes unified,
    invisible characters dropped, whitespace collapsed, and split-card separators
    (``/``, ``//``, Arena's ``///``, ``|``) written as `` // ``. Idempotent:
    ``normalise(normalise(x)) == normalise(x)``. Never raises.
    """
    if name.isascii() and not _NOT_PLAIN.search(name):  # every step below but these is a no-op
        return " ".join(name.lower().split())
    previous, text = None, name
    while text != previous:  # a fixed point makes the function idempotent by construction
        previous, text = text, _normalise_once(text)
    return text


def _normalise_once(text: str) -> str:
    # _SPECIAL first too: NFKC writes the acute accent (U+00B4) as a space and a mark
    text = _special(unicodedata.normalize("NFKC", _special(text)).casefold())
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
        text = _special(unicodedata.normalize("NFKC", text))
    # spaces collapsed first: a long run of them would make _SPLIT's \s* quadratic
    text = _SPLIT.sub(" // ", _SPACE.sub(" ", text))
    return _SPACE.sub(" ", text).strip()


#: Letters of other scripts that look like Latin letters (after the Unicode confusables
#: idea, UTS #39): Cyrillic, Greek, Armenian, Cherokee and a few Latin letters of other
#: alphabets. Full-width and mathematical letters need no entry: NFKC folds them.
_LOOKALIKES = str.maketrans(
    (  # Cyrillic, Greek, Armenian, Cherokee, Latin letters of other alphabets, Lisu, Coptic
        "\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420"
        "\u0421\u0422\u0425\u0423\u04ae\u0405\u0406\u04c0"
        "\u0408\u051a\u051c\u0401\u0407\u0430\u0435\u043e"
        "\u0440\u0441\u0443\u04af\u0445\u0455\u0456\u04cf"
        "\u0458\u0501\u04bb\u051b\u051d\u0451\u0457\u0475"
        "\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c"
        "\u039d\u039f\u03a1\u03a4\u03a5\u03a7\u03f9\u037f"
        "\u03b1\u03b9\u03bf\u03bd\u03c1\u03c5\u03f2\u03f3"
        "\u03b3\u03f1"
        "\u0585\u057d\u0570\u0578\u0581\u0566\u054d\u0555"
        "\u13aa\u13f4\u13df\u13ac\u13bb\u13ab\u13e6\u13b7"
        "\u13e2\u13da\u13a2\u13b3\u13c3\u13a1\u13d2\u13a5"
        "\u0131\u0237\u0251\u0261\u0269\u026a\u028f"
        "\ua4ee\ua4d0\ua4da\ua4d3\ua4f0\ua4dd\ua4d6\ua4e7"
        "\ua4f2\ua4d9\ua4d7\ua4e1\ua4df\ua4e0\ua4f3\ua4d1"
        "\ua4e3\ua4e2\ua4d4\ua4f4\ua4e6\ua4ea\ua4eb\ua4ec"
        "\ua4dc\u2c9e\u2c9f\u2ca2\u2ca3\u2ca4\u2ca5"
    ),
    (
        "ABEKMHOP"
        "CTXYYSII"
        "JQW\u00cb\u00cfaeo"
        "pcyyxsil"
        "jdhqw\u00eb\u00efv"
        "ABEZHIKM"
        "NOPTYXCJ"
        "aiovpucj"
        "yp"
        "ouhngqUO"
        "ABCEHJKM"
        "PSTWZRRi"
        "ijagiiy"
        "ABCDEFGH"
        "IJKLMNOP"
        "RSTUVWXY"
        "ZOoPpCc"
    ),
)
#: Cyrillic and Greek small letters drawn as the small capitals above: the Cyrillic ka and
#: Greek kappa as a small capital K, the Cyrillic te and Greek tau as a small T, the
#: Cyrillic en as a small H, ve as a small B, em as a small M (``Oko`` written with a
#: Cyrillic O, ka and o shows as it does in small capitals).
_LOOKALIKES.update(str.maketrans("\u043a\u03ba\u0442\u03c4\u043d\u0432\u043c", "kktthbm"))
#: More letters the confusables idea reads as Latin ones, which the table above lacks:
#: Cherokee letters, Latin letters of other alphabets (the dental click, the Latin iota,
#: tone six, tone two, the v with a hook), the Cyrillic ghe, shha and omega, and the
#: estimated sign, the APL alpha and the divides sign.
_LOOKALIKES.update(str.maketrans(
    "\u13a0\u13c0\u13de\u13d9\u13a9\u13d5\u13cf\u13c2\u13d4"
    "\u01c0\u0196\u0184\u01bd\u028b\u0433\u04bd\u0461\u212e\u237a\u2223",
    "DGLVYSbhW" "llbsureweal"))
#: Letters in a circle, a square, brackets or a regional indicator (a flag's letter) that
#: NFKC leaves as they are or writes in brackets: the letter each shows (small capitals:
#: ``_derived_lookalikes``).
_LOOKALIKES.update({first + offset: ord(letter) + offset
                    for first, letter in ((0x249C, "a"), (0x1F150, "A"), (0x1F170, "A"),
                                          (0x1F1E6, "A"))
                    for offset in range(26)})


#: Greek small beta, drawn as the German sharp s (``\u00df``), as the confusables idea reads it.
_LOOKALIKES[0x03B2] = 0x00DF
#: The blocks of letters whose ligatures and small capitals ``_derived_lookalikes`` reads:
#: Latin (IPA, phonetic and extended-D blocks), Greek, Cyrillic and Armenian.
_DERIVED_BLOCKS = ((0x0250, 0x02AF), (0x0370, 0x058F), (0x1D00, 0x1D7F), (0xA720, 0xA7FF))
#: A ligature of another script's letters, or a Latin small capital, by its Unicode name.
_LIGATURE_NAME = lazy_pattern(r"(CYRILLIC|GREEK|ARMENIAN) (CAPITAL|SMALL) LIGATURE (\w+) (\w+)")
_SMALL_CAPITAL_NAME = lazy_pattern(r"LATIN LETTER SMALL CAPITAL (\w+)")


def _latin_letter(case: str, letters: str) -> str | None:
    """The Latin letter or ligature of ``case`` (``CAPITAL``, ``SMALL``) Unicode names
    ``letters`` (``AE``: ``\u00c6``), when it is ASCII or a letter of card names (``\u00c6``,
    ``\u0152``, their small letters, an accented letter); else ``None``."""
    for kind in ("LETTER", "LIGATURE"):
        try:
            found = unicodedata.lookup(f"LATIN {case} {kind} {letters}")
        except KeyError:
            continue
        if len(found) == 1 and (unicodedata.normalize("NFD", found)[0].isascii()
                                or found in "\u00c6\u00e6\u0152\u0153\u00df"):
            return found
    return None


def _derived_lookalikes() -> dict[int, str]:
    """The look-alikes of Latin letters that Unicode's names tell, beside the table
    above: a ligature of another script's look-alike letters as the Latin ligature of
    the letters they look like (``CYRILLIC CAPITAL LIGATURE A IE``, U+04D4, as
    ``LATIN CAPITAL LETTER AE``, the first letter of ``\u00c6ther Vial``), and a Latin
    small capital as its small letter (``LATIN LETTER SMALL CAPITAL OE`` as ``\u0153``).
    Never raises."""
    found: dict[int, str] = {}
    for first, last in _DERIVED_BLOCKS:
        for point in range(first, last + 1):
            name = unicodedata.name(chr(point), "")
            if ligature := _LIGATURE_NAME().fullmatch(name):
                script, case, *parts = ligature.groups()
                letters = "".join(_letter_of(f"{script} {case} LETTER {part}")
                                  for part in parts)
                target = _latin_letter(case, letters.upper()) if len(letters) == 2 else None
            elif capital := _SMALL_CAPITAL_NAME().fullmatch(name):
                target = _latin_letter("SMALL", capital[1])
            else:
                continue
            if target is not None:
                found[point] = target
    return found


def _letter_of(name: str) -> str:
    """The ASCII letter the letter Unicode names ``name`` looks like (by the table
    above), else ``""``."""
    try:
        letter = unicodedata.lookup(name).translate(_LOOKALIKES)
    except KeyError:
        return ""
    return letter if letter.isascii() else ""


_LOOKALIKES.update({point: ord(letter) for point, letter in _derived_lookalikes().items()})


#: Marks that look like the apostrophe, hyphen, slash, full stop, comma or double quote
#: of a name and that NFKC and ``normalise`` leave as they are: modifier letters (a
#: prime, a minus), the saltillo, Greek breathing marks, the Hebrew geresh, the Japanese
#: long vowel mark, the ideographic full stop and comma, double prime quotation marks, a
#: big solidus, as a keyboard or an input method writes them (``Mr\u3002
#: Orfeo\u3001 the Boulder``, ``Sensei\u02b9s Divining Top``).
_MARK_LOOKALIKES = {
    "'": "\u02b9\u02c8\ua78c\u1fbd\u1fbf\u05f3",
    "-": "\u02d7\u30fc\u2e3a\u2e3b\u1806",
    "/": "\u29f8\u2571\u27cb\u2f03\u3033\u31d3",
    ".": "\u3002",
    ",": "\u3001\u201a\u060c",
    '"': "\u301d\u301e",
}
_LOOKALIKES.update({ord(mark): ord(plain) for plain, marks in _MARK_LOOKALIKES.items()
                    for mark in marks})
#: Marks that look like two of a name's marks: the double solidus operator, a split
#: card's ``//``.
_DOUBLE_MARKS = str.maketrans({"\u2afd": "//"})
#: Letters of other scripts that look like a name's slash (the katakana no, the CJK
#: ideograph of one stroke): folded only in a name whose other letters are Latin
#: (``Fire \u30ce Ice``), as a Japanese or Chinese name holds them as letters.
_LETTERS_AS_MARKS = str.maketrans({"\u30ce": "/", "\u4e3f": "/"})


def fold_lookalikes(text: str) -> str:
    """``text`` with letters that merely look Latin written as those Latin letters.

    Input: any text. Output: the text in NFKC (a full-width or a mathematical bold F
    becomes ``F``) with Cyrillic, Greek, Armenian and Cherokee look-alikes of Latin
    letters replaced (the Cyrillic Es, U+0421, becomes ``C``), and so are small capitals
    (U+1D04), letters in brackets (U+249E), in black circles or squares (U+1F152) and
    regional indicators (U+1F1E8). Latin letters, accents
    included (``Île``), are kept, unless a look-alike letter carries an accent (Greek
    ``ί``, Cyrillic ``ӧ``): then accents are dropped and the base letters folded.
    Never raises."""
    if text.isascii():
        return text
    # before NFKC too: it writes a letter in brackets (U+249C) as three characters, and
    # the acute accent used as an apostrophe as a space and a mark
    text = text.replace("\u00b4", "'").translate(_LOOKALIKES).translate(_DOUBLE_MARKS)
    folded = unicodedata.normalize("NFKC", text).translate(_LOOKALIKES)
    if all(_is_latin(ch) for ch in folded if ch.isalpha()):
        return folded
    marked = folded.translate(_LETTERS_AS_MARKS)
    if marked != folded and all(_is_latin(ch) for ch in marked if ch.isalpha()):
        return marked
    # a look-alike letter with an accent (Greek 'ί', Cyrillic 'ӧ'): fold its base letter
    bare = "".join(ch for ch in unicodedata.normalize("NFD", folded)
                   if not unicodedata.combining(ch))
    return unicodedata.normalize("NFC", bare.translate(_LOOKALIKES))


_ESCAPE = lazy_pattern(
    r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});|%[0-9a-fA-F]{2}")
#: A quote mark escaped by a backslash (``Sensei\'s``), as PHP's ``addslashes``, a
#: program's string or an SQL dump writes it: no card's name holds a backslash.
_BACKSLASHED_QUOTE = lazy_pattern(r"\\+(['\"\u2019])")


def decode_escapes(text: str) -> str:
    """``text`` with the escapes of web pages, addresses and programs read: HTML
    character references (``Sensei&#39;s Divining Top``, ``Korg &amp; Zet``),
    percent-encoded bytes (``Sensei%27s%20Divining%20Top``), as a name copied from a
    page's source or a link holds them, and a quote mark after backslashes
    (``Sensei\\'s Divining Top``, from a site's export that escapes quotes: it was an
    unknown card, the banned card unsaid as banned); ``text`` itself when it holds none.
    Never raises."""
    if "\\" in text:
        text = _BACKSLASHED_QUOTE().sub(r"\1", text)
    if ("&" not in text and "%" not in text) or not _ESCAPE().search(text):
        return text
    import html
    from urllib.parse import unquote

    return unquote(html.unescape(text), errors="replace")


def lookalike_letters(text: str) -> str:
    """The characters of ``text`` that look like Latin letters or digits without being
    them (each once, in order), when ``text`` is a Latin name written with them: once
    folded (``fold_lookalikes``) every letter of it is Latin. Else ``""`` (a name
    written in Cyrillic throughout is not disguised, only unknown). Never raises."""
    if text.isascii():
        return ""
    found = dict.fromkeys(ch for ch in text if _looks_latin(ch))
    if not found or not all(_is_latin(ch) for ch in fold_lookalikes(text) if ch.isalpha()):
        return ""
    return "".join(found)


def _looks_latin(ch: str) -> bool:
    if ch.isascii():
        return False
    if ch.translate(_LOOKALIKES) != ch or ord(ch) in _LETTERS_AS_MARKS or ord(ch) in _DOUBLE_MARKS:
        return True
    folded = unicodedata.normalize("NFKC", ch)
    if len(folded) == 1 and folded.isascii() and folded.isalnum():
        return True
    base = unicodedata.normalize("NFD", ch)[0]  # 'ί' looks like 'í'
    return base != ch and _looks_latin(base)


def _is_latin(ch: str) -> bool:
    return ch.isascii() or unicodedata.name(ch, "").startswith("LATIN")


def describe_letters(letters: str) -> str:
    """``letters`` named for a message, each as ``'X' (U+0421 CYRILLIC CAPITAL LETTER
    ES)`` (``X`` standing for the letter itself)."""
    return ", ".join(f"'{ch}' (U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')})"
                     for ch in letters)


#: The word ``and`` between two words of a name.
_AND_BETWEEN = lazy_pattern(r"(?<=\S) and (?=\S)", re.I)
#: An ampersand between two words of a name, spaced or not (``Wrenn&Six``).
_AMPERSAND_BETWEEN = lazy_pattern(r"(?<=\S)\s*&\s*(?=\S)")


def ampersand_spelling(name: str) -> str | None:
    """``name`` with each ``&`` between words written ``and`` (``Wrenn & Six``,
    ``Wrenn&Six``, ``Wrenn &amp; Six``, a full-width ampersand, U+FF06: ``Wrenn and Six``), or,
    holding no ``&``, each ``and`` between words written ``&`` (``Minsc and Boo``: ``Minsc &
    Boo``): a card's name is one whichever its player wrote. ``None`` when ``name`` holds
    neither. No two cards of the bundled data are named so apart."""
    text = decode_escapes(name)
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    if "&" in text:
        spelt = _AMPERSAND_BETWEEN().sub(" and ", text)
        return spelt if spelt != text else None
    if " and " not in text.lower():
        return None
    return _AND_BETWEEN().sub(" & ", text)


#: Characters written for a Latin letter they look like (``0ko``, ``4tog``, ``8lack
#: Lotus``, ``|3lack Lotus``), read as that letter, or in the second reading as the
#: other letter a character may stand for (``1``: ``l`` or ``i``; ``6``: ``b`` or ``g``).
_AS_LETTERS = (
    {"|3": "b", "0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "6": "b", "7": "t",
     "8": "b", "9": "g", "|": "l", "@": "a", "$": "s"},
    {"|3": "b", "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "6": "g", "7": "t",
     "8": "b", "9": "g", "|": "i", "@": "a", "$": "s"},
)
_LETTER_LOOKALIKE = lazy_pattern(r"\|3|[013-9|@$]")
#: One a name starts with, before a letter (``4tog``; ``4 Horsemen`` starts with a count).
_LEADING_LOOKALIKE = lazy_pattern(r"^(?:\|3|[013-9|@$])(?=[^\W\d_])")


def letter_readings(name: str, leading: bool = False) -> tuple[str, ...]:
    """``name`` (as written, before ``normalise``, which reads ``|`` as a split card's
    ``//``) and, when it holds digits or marks written for letters they look like,
    ``name`` with them read as those letters: ``4tog`` -> ``atog``, ``|3lack Lotus`` ->
    ``black Lotus``, ``1z1ak`` -> ``lzlak`` and ``iziak``; with ``leading``, only the
    one its name starts with, before a letter (``0ko, Thief 0f Crowns`` -> ``oko, Thief 0f
    Crowns``; ``4 Horsemen`` stays as written).
    Each reading once, ``name`` first. Never raises."""
    pattern = (_LEADING_LOOKALIKE if leading else _LETTER_LOOKALIKE)()
    if not pattern.search(name):
        return (name,)
    read = (pattern.sub(partial(_as_letter, table), name) for table in _AS_LETTERS)
    return tuple(dict.fromkeys((name, *read)))


def _as_letter(table: dict[str, str], found: re.Match[str]) -> str:
    return table[found.group()]


#: A split or double card's faces, and a word.
_FACES = lazy_pattern(r"\s*/+\s*")
_WORD = lazy_pattern(r"\w+")
#: An apostrophe, straightened by ``normalise``, or a backtick written for it: TCGplayer's
#: ``Simple Name`` drops it (``Urzas Saga``), so it parts no word.
_APOSTROPHE = lazy_pattern(r"['`]")


def _words(name: str) -> str:
    """The words of a ``normalise``d name, an apostrophe joining the word it stands in
    (``urza's saga`` -> ``urzas saga``, as TCGplayer writes it); a letter more or less
    still parts two names (``Grief``, ``Griefs``)."""
    return " ".join(_WORD().findall(_APOSTROPHE().sub("", name)))


def most_faces(cells: Sequence[str]) -> str:
    """Of a row's filled name cells that may name one card (``may_name_one_card``), the
    first naming the most faces (``Fable of the Mirror-Breaker // Reflection of
    Kiki-Jiki`` beside ``Fable of the Mirror-Breaker``): a cell naming a first face alone
    agrees with it, but only the card's whole name says that the rest is that card's
    other face and no second card (``Island // Grief`` beside ``Island``: the card lookup
    then names Grief; ``Island | Grief`` too, a ``|`` read as the faces' mark by
    ``normalise``). Raises ``ValueError`` for no cells."""
    return max(cells, key=lambda cell: len(_FACES().split(normalise(cell))))


def name_words(name: str) -> str:
    """The words of ``name`` as two columns writing one name compare them: looked up
    (``normalise``: case and accents aside), an apostrophe joining its word (TCGplayer's
    ``Simple Name`` ``Urzas Saga`` for ``Urza's Saga``), other marks between words
    dropped (``Aragorn the Uniter`` for ``Aragorn, the Uniter``). Pure."""
    return _words(normalise(name))


def may_be_a_face_of(face: str, name: str) -> bool:
    """Whether ``face`` (MTGJSON's ``faceName`` or ``asciiName``, the name of one of a
    Moxfield card's ``card_faces``) may name the card ``name`` or one of its faces: it is
    the name or one of its halves, as names are looked up (``normalise``: accents, case
    and the marks of a split card aside; ``Lim-Dul's Vault`` for ``Lim-Dûl's Vault``,
    ``Fable of the Mirror-Breaker`` for ``Fable of the Mirror-Breaker // Reflection of
    Kiki-Jiki``). A deck file writes the whole name beside a face's, so ``Island``
    beside ``Oko, Thief of Crowns`` names two cards."""
    def words(text: str) -> str:
        return " ".join(_WORD().findall(text))
    whole = normalise(name)
    return words(normalise(face)) in {words(whole), *map(words, _FACES().split(whole))}
