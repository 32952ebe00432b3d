"""MTG Arena's exports from its clients in Korean, Russian, Portuguese and Chinese (simplified and
traditional), and the German client's ``Gefährte``: their ``Companion``, ``Deck``,
``Sideboard`` and ``Commander`` headers open those sections (each was an unknown card, a
legal deck judged illegal, and the sideboard counted in the deck)."""

from __future__ import annotations

import pytest

from tests.test_real_deck_forms import MAIN, SIDE, arena, check, errors, lines

LANGUAGES = [("단짝", "덱", "사이드보드"), ("동료", "덱", "사이드보드"),
             ("Компаньон", "Колода", "Резерв"), ("伙伴", "牌库", "备牌"),
             ("夥伴", "牌庫", "備牌"), ("Gefährte", "Deck", "Sideboard"),
             # as Russian and Chinese players write them too: the loan word, the deck
             ("Компаньон", "Колода", "Сайдборд"), ("伙伴", "套牌", "备牌"),
             # the main deck as Chinese players name it beside the sideboard (主牌, 备牌):
             # it was an unknown card
             ("伙伴", "主牌", "备牌"),
             # Korean players' main deck and sideboard of two words, and the short
             # sideboard (each was an unknown card; 메인 덱's second word a count)
             ("단짝", "메인 덱", "사이드 보드"), ("동료", "메인덱", "사이드"),
             # the deck in Portuguese and as traditional Chinese writes it (牌組, simplified
             # 牌组): each was an unknown card
             ("Companheiro", "Baralho", "Reserva"), ("夥伴", "牌組", "備牌"),
             ("伙伴", "牌组", "备牌"),
             # the Companion keyword as the Chinese clients print it (行侣 was an unknown
             # card), simplified and traditional
             ("行侣", "套牌", "备牌"), ("行侶", "套牌", "備牌"),
             # main as Japanese, Korean, French, Spanish, Italian and Portuguese players
             # write it beside their sideboards, and the decklist as a header (each was an
             # unknown card)
             ("相棒", "メイン", "サイド"), ("相棒", "メインボード", "サイドボード"),
             ("相棒", "デッキリスト", "サイドデッキ"), ("단짝", "메인", "사이드덱"),
             ("단짝", "덱리스트", "사이드"), ("Compagnon", "Principal", "Réserve"),
             ("Compagnon", "Principale", "Sideboard"), ("Compañero", "Principal", "Banquillo"),
             ("Compagno", "Principale", "Riserva"), ("Companheiro", "Principal", "Reserva")]


@pytest.mark.parametrize(("companion", "deck", "sideboard"), LANGUAGES)
def test_arenas_headers_in_these_languages_keep_the_deck_legal(
        companion: str, deck: str, sideboard: str) -> None:
    result = check(arena(companion, deck, sideboard))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("companion", "deck", "sideboard"), LANGUAGES)
def test_a_fifth_copy_under_these_headers_stays_illegal(
        companion: str, deck: str, sideboard: str) -> None:
    result = check(arena(companion, deck, sideboard, extra=("1 Lightning Bolt",)))
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 16}
    assert errors(result) == [("copy-limit", 3), ("companion", 3), ("zone-size", 20)]


@pytest.mark.parametrize("prefix", ["Gefährte", "단짝", "Компаньон", "伙伴", "行侣"])
def test_these_companion_headers_are_line_prefixes_too(prefix: str) -> None:
    text = "\n".join([f"{prefix}: 1 Lurrus of the Dream-Den", "", "Deck", *lines(MAIN), "",
                      "Sideboard", *lines(SIDE)])
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("commander", "deck"), [
    ("커맨더", "덱"), ("사령관", "덱"), ("Командир", "Колода"), ("指挥官", "牌库"),
    ("指揮官", "牌庫"), ("コマンダー", "デッキ"),
    # Korean players' main deck of two words (its second word was read as a count of
    # another form), Polish and Dutch players' headers: each was an unknown card
    ("사령관", "메인 덱"), ("커맨더", "메인덱"), ("Dowódca", "Talia główna"),
    ("Commander", "Hoofddeck"), ("Comandante", "Deck principal")])
def test_these_commander_headers_open_the_command_zone(commander: str, deck: str) -> None:
    text = "\n".join([commander, "1 Atraxa, Praetors' Voice", "", deck, "1 Sol Ring",
                      "1 Banned Card Named Nothing"])
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"command": 1, "main": 2}
    assert errors(result) == [("zone-size", 4), ("unknown-card", 6)]


@pytest.mark.parametrize("marks", ["[{}]", "【{}】", "<{}>", "== [{}] =="])
@pytest.mark.parametrize(("commander", "deck", "sideboard"), [
    ("統率者", "デッキ", "サイド"), ("커맨더", "덱", "사이드보드"), ("指挥官", "牌库", "备牌"),
    ("指揮官", "套牌", "備牌")])
def test_short_headers_in_these_languages_between_marks_open_their_zones(
        marks: str, commander: str, deck: str, sideboard: str) -> None:
    # a header of three characters or fewer between brackets ("[デッキ]") was read
    # as a count with no header's words: an unknown card, its cards in the zone before it
    text = "\n".join([marks.format(commander), "1 Atraxa, Praetors' Voice", "",
                      marks.format(deck), "1 Sol Ring", "", marks.format(sideboard),
                      "1 Banned Card Named Nothing"])
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"command": 1, "main": 1, "side": 1}
    assert errors(result) == [("zone-size", 4), ("unknown-card", 8)]
    modern = check("\n".join([marks.format(deck), *lines(MAIN), "", marks.format(sideboard),
                              *lines(SIDE)]))
    assert (modern.status, modern.zones, errors(modern)) == (
        "legal", {"main": 60, "side": 15}, [])


#: The list's cards by type, and each type's heading in a language: creatures, instants,
#: sorceries, lands, then the side deck's heading.
_BY_TYPE = [("Creature", [(4, "Monastery Swiftspear"), (4, "Goblin Guide"),
                          (4, "Eidolon of the Great Revel")]),
            ("Instant", [(4, "Lightning Bolt"), (4, "Boros Charm"), (4, "Lightning Helix"),
                         (4, "Skewer the Critics")]),
            ("Sorcery", [(4, "Lava Spike"), (4, "Rift Bolt"), (4, "Light Up the Stage")]),
            ("Land", [(4, "Inspiring Vantage"), (4, "Sacred Foundry"), (12, "Mountain")])]
_TYPE_HEADINGS = {
    "de": ("Kreaturen", "Spontanzauber", "Hexereien", "Länder"),
    "es": ("Criaturas", "Instantáneos", "Conjuros", "Tierras"),
    "it": ("Creature", "Istantanei", "Stregonerie", "Terreni"),
    "pt": ("Criaturas", "Mágicas Instantâneas", "Feitiços", "Terrenos"),
    "fr": ("Créatures", "Éphémères", "Rituels", "Terrains"),
    "ja": ("クリーチャー", "インスタント", "ソーサリー", "土地"),
    "ko": ("생물", "순간마법", "집중마법", "대지"),
    "ru": ("Существа", "Мгновенные заклинания", "Волшебства", "Земли"),
    "zh": ("生物", "瞬间", "法术", "地"),
    # spells and others: each was an unknown card
    "de-spells": ("Kreaturen", "Zauber", "Sonstige", "Länder"),
    "es-spells": ("Criaturas", "Hechizos", "Otros", "Tierras"),
    "it-spells": ("Creature", "Magie", "Altre", "Terreni"),
    "pt-spells": ("Criaturas", "Feitiços", "Outros", "Terrenos"),
    "ja-spells": ("クリーチャー", "呪文", "その他", "土地"),
    # two groups joined by the language's "and": each was an unknown card
    "it-and": ("Creature", "Istantanei e Stregonerie", "Altre", "Terre e Terreni"),
    "de-and": ("Kreaturen", "Spontanzauber und Zauber", "Sonstige", "Länder"),
    "es-and": ("Criaturas", "Instantáneos y Conjuros", "Otros", "Tierras"),
    "fr-and": ("Créatures", "Éphémères et Rituels", "Autres", "Terrains"),
    "pt-and": ("Criaturas", "Mágicas e Feitiços", "Outros", "Terrenos"),
    # two groups of one word joined, its words repeated: five words or more, each was an
    # unknown card
    "it-basic": ("Creature", "Istantanei", "Stregonerie", "Terre base e non base"),
    "es-basic": ("Criaturas", "Instantáneos", "Conjuros", "Tierras básicas y no básicas"),
    "pt-basic": ("Criaturas", "Mágicas Instantâneas", "Feitiços",
                 "Terrenos básicos e não básicos"),
    "en-basic": ("Creatures", "Instants", "Sorceries", "Basic lands and nonbasic lands"),
    # the basic lands as the printed type lines name them: each was an unknown card
    "ru-basic": ("Существа", "Мгновенные заклинания", "Волшебства", "Базовые земли"),
    "zh-basic": ("生物", "瞬间", "法术", "基本地"),
    "ko-basic": ("생물", "순간마법", "집중마법", "기본 대지"),
    # French planeswalkers and nonbasic lands (Arpenteurs, Terrains non-base): each was an
    # unknown card
    "fr-basic": ("Créatures", "Arpenteurs", "Rituels", "Terrains non-base"),
    "fr-walker": ("Créatures", "Éphémères", "Arpenteur", "Terrains non-basiques"),
}


@pytest.mark.parametrize("form", ["{h} ({n})", "{h}: {n}", "{h}", "{n} {h}", "{h} [{n}]"])
@pytest.mark.parametrize("language", sorted(_TYPE_HEADINGS))
def test_a_list_headed_by_card_types_in_these_languages_stays_legal(
        language: str, form: str) -> None:
    # each heading of a type in German, Spanish, Italian, Portuguese, Japanese, Korean,
    # Russian or Chinese (and French rituals) was an unknown card: a legal deck illegal
    _assert_legal_under_headings(language, form)


@pytest.mark.parametrize("heading", ["Basic Snow Lands and Other Spells",
                                     "Red White Blue Black Green"])
def test_a_heading_of_five_different_header_words_is_no_grouping_header(
        heading: str) -> None:
    # two groups joined may repeat their words (Terre base e non base), but a line of
    # more different words is no heading deck sites write: it stays an unknown card
    result = check("\n".join([f"{heading} (4)", *lines(MAIN), "", "Sideboard", *lines(SIDE)]))
    assert (result.status, errors(result)) == ("illegal", [("unknown-card", 1)])


@pytest.mark.parametrize(("language", "form"), [
    ("ja", "{h} ({n}\u679a)"), ("ja", "{h}\uff08{n}\u679a\uff09"), ("ja", "{h}\uff08{n}\uff09"),
    ("zh", "{h} ({n}\u5f20)"), ("ko", "{h} ({n}\uc7a5)"), ("ja", "{h}: {n}\u679a")])
def test_a_type_headings_count_of_cards_in_these_languages_is_its_count(
        language: str, form: str) -> None:
    # the counter word for cards (Japanese, Chinese, Korean) and full-width brackets
    # after a heading: each heading was an unknown card
    _assert_legal_under_headings(language, form)


def _assert_legal_under_headings(language: str, form: str) -> None:
    """The legal deck grouped by card type under ``language``'s headings, each written in
    ``form`` (``{h}`` the heading, ``{n}`` its count), is legal with every card read."""
    text: list[str] = []
    for heading, (_, cards) in zip(_TYPE_HEADINGS[language], _BY_TYPE, strict=True):
        text += [form.format(h=heading, n=sum(count for count, _ in cards)), *lines(cards), ""]
    result = check("\n".join([*text, "Sideboard", *lines(SIDE)]) + "\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
