"""Name normalisation (DESIGN 3.3): one function for every lookup."""

from __future__ import annotations

import pytest

from cardtools.names import normalise


@pytest.mark.parametrize(
    ("written", "key"),
    [
        ("Fire Ball", "fire ball"),
        ("  FIRE   BALL ", "fire ball"),
        ("Armure d’écorce", "armure d'ecorce"),
        ("Armure d'Écorce", "armure d'ecorce"),
        ("Æther Vial", "aether vial"),
        ("Lim-Dûl’s Vault", "lim-dul's vault"),
        ("Lim–Dûl's Vault", "lim-dul's vault"),
        ("Fire/Ice", "fire // ice"),
        ("Fire / Ice", "fire // ice"),
        ("Fire//Ice", "fire // ice"),
        ("Fire | Ice", "fire // ice"),
        ("Fire /// Ice", "fire // ice"),  # MTG Arena's export
        ("Fire///Ice", "fire // ice"),
        ("“Ach! Hans, Run!”", '"ach! hans, run!"'),
        ("ﬁnale", "finale"),
        ("Straße", "strasse"),
    ],
)
def test_spellings_of_one_name_share_a_key(written: str, key: str) -> None:
    assert normalise(written) == key


def test_different_names_keep_different_keys() -> None:
    assert normalise("Fire Ball") != normalise("Fireball")
    assert normalise("Korg & Zet") == "korg & zet"


def test_an_unknown_name_tried_without_suggestions_still_gets_them_when_asked() -> None:
    """A name that names no card, resolved without suggestions (a reading of a line), is
    answered from memory the next time; asked with suggestions, it still gets them."""
    from cardtools.cardfiles import bundled_database

    database = bundled_database("mage-noir")
    first = database.resolve("Fire Bal", suggest=False)
    assert (first.card, first.suggestions) == (None, ())
    assert database.resolve("Fire Bal", suggest=False) is first
    assert "Fire Ball" in database.resolve("Fire Bal").suggestions


def test_a_long_run_of_spaces_collapses_to_one() -> None:
    """Spaces of any kind and any number collapse to one, around a split separator too
    (they are collapsed before the separators are read: reading them first was
    quadratic in a long run, which the fuzzer's slowest-input report showed)."""
    assert normalise("\u00e9" + " " * 200_000 + "x") == "e x"
    assert normalise("Fire \u3000 / \u3000 Ice") == "fire // ice"
