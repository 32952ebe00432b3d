"""The names of a card export's columns that the CSV reader and a Markdown table's reader
both read (``csv_export``, ``chatmarkup``): the quantity, the card's name and its zone,
lower-case, in English and in the languages of the exporters' users. Data only."""

#: Delver Lens writes ``QuantityX`` (``4x``), with or without a ``Quantity`` (``4``).
QUANTITY_COLUMNS = ("count", "quantity", "qty", "amount", "copies", "total qty",
                    "total quantity", "quantityx")
#: TCGplayer writes the name twice: ``Name`` with the printing's kind (``Orcish Bowmasters
#: (Borderless)``), ``Simple Name`` without it; importers read either.
NAME_COLUMNS = ("name", "card name", "card", "card_name", "cardname", "english name",
                "simple name")
ZONE_COLUMNS = ("board", "section", "zone", "deck", "category", "categories")
#: The keys of a JSON or YAML card entry's mapping that give its copies (Moxfield's and
#: Archidekt's ``quantity``, Scryfall's ``count``), read by ``moxfield_json`` and
#: ``card_values``.
ENTRY_COUNT_KEYS = frozenset({"count", "quantity", "qty", "amount", "copies", "number"})

#: The quantity and name columns in the languages of the exporters' users (German, French,
#: Spanish, Italian, Portuguese, Dutch, Japanese, Russian, Polish, Korean, Chinese), read
#: when the header has no English column of that role (a count in ``Anzahl`` was no
#: count: each row one copy). Not ``Nombre``: French for the number, Spanish for the
#: name, told by the other columns (``_read_nombre``). The short forms too, German
#: ``Stück``, ``Stk.``, ``Anz.`` and French ``Nb``, ``Nbre``, ``Ex.`` (a side deck's rows
#: of 4 and 3 under ``Stück`` were refused as two decks in one sheet); not ``Ex``, an
#: extension's as often (a column of set codes under it was read as the copies).
LOCAL_COLUMNS = {
    "quantity": ("anzahl", "anz", "anz.", "menge", "stück", "stueck", "stk", "stk.",
                 "quantité", "quantite", "qté", "qte", "exemplaires", "ex.", "nb", "nb.",
                 "nbre", "cantidad", "cant.",
                 "quantità", "quantita", "quantidade", "qtd", "qtde", "aantal", "数量", "枚数",
                 "количество", "кол-во", "ilość", "ilosc", "수량"),
    "name": ("kartenname", "karte", "nom", "nom de la carte", "carte", "nombre de la carta",
             "carta", "nome", "nome della carta", "nome da carta", "naam", "kaartnaam",
             "カード名", "名前", "название", "название карты", "карта", "nazwa",
             "nazwa karty", "카드명", "카드 이름", "이름", "卡名", "卡牌名称", "名称"),
    # a MageTCG Speakeasy list's finish kept in French, Spanish, Italian or Portuguese (a
    # Finition column of Holographique was read as no column: every copy not holographic)
    "finish": ("finition", "acabado", "finitura", "acabamento"),
    # German Bereich (area) beside Karte and Anzahl: a Markdown table so titled was read as
    # card lines of unknown cards
    "zone": ("catégorie", "categorie", "categoría", "categoria", "kategorie", "bereich"),
}
#: The short count titles of ``LOCAL_COLUMNS`` that title collector numbers and
#: extensions as often (``Nb``, ``Ex.``): the count only where no other count column
#: stands, and no zone's copies (beside ``Qty`` or ``Qté`` a column of collector numbers
#: under ``Nb`` was a second count column, every row refused as a disagreement).
SHORT_QUANTITY_TITLES = frozenset({"nb", "nb.", "ex."})

#: The words of a finish column's title beside the finish's own words (``Finish``,
#: ``Finishes``, ``Foil Type``, ``Finish Type``; French ``Finitions``, Spanish
#: ``Acabado``, Italian ``Finitura``, Portuguese ``Acabamento``): a title made of these
#: and ``markers.HOLOGRAPHIC_WORDS`` (``Holographique``, ``Holo Foil``, ``Holográfica``)
#: titles the finish (the template of a MageTCG card file titles it ``finishes``).
FINISH_TITLE_WORDS = frozenset({
    "finish", "finishes", "finition", "finitions", "acabado", "acabados", "finitura",
    "finiture", "acabamento", "acabamentos", "ausführung", "afwerking", "type", "kind",
    "printing", "premium", "is", "?"})
