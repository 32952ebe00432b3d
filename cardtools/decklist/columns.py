"""The names of a card export's columns that the CSV reader and a Markdown table's reader
both read (``csv_export``, ``chatmarkup``): the quantity, the card's name and its zone,
lower-case. Data only."""

#: Delver Lens writes ``QuantityX`` (``4x``), with or without a ``Quantity`` (``4``).
QUANTITY_COLUMNS = ("count", "quantity", "qty", "amount", "copies", "total qty",
                    "total quantity", "quantityx")
#: TCGplayer writes the name twice: ``Name`` with the printing's kind (``Orcish Bowmasters
#: (Borderless)``), ``Simple Name`` without it; importers read either.
NAME_COLUMNS = ("name", "card name", "card", "card_name", "cardname", "english name",
                "simple name")
ZONE_COLUMNS = ("board", "section", "zone", "deck", "category", "categories")
