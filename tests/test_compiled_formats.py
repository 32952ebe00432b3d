"""The compiled copy of the bundled formats folder (``formats/compiled.json``): it is
what ``python -m cardtools.bundledyaml`` makes of the YAML files today, and a check
uses a compiled document only for the very text it was compiled from."""

from __future__ import annotations

from pathlib import Path

from cardtools.bundledyaml import COMPILED_NAME, compiled_text, load_data_yaml
from cardtools.fileio import read_data_text
from cardtools.resources import formats_dir
from cardtools.yamlio import load_yaml


def test_the_compiled_file_is_rebuilt_byte_identical_from_the_yaml() -> None:
    committed = (formats_dir() / COMPILED_NAME).read_text("utf-8")
    assert committed == compiled_text(formats_dir()), (
        "formats/compiled.json is out of date: run python -m cardtools.bundledyaml")


def test_every_bundled_file_reads_as_its_yaml() -> None:
    paths = sorted(formats_dir().rglob("*.yaml"))
    assert len(paths) > 20
    for path in paths:
        text = read_data_text(path, 1024 * 1024, "data file", "1 MB")
        assert load_data_yaml(text, path) == load_yaml(text, str(path)), path


def test_a_bundled_file_whose_text_changed_is_read_from_its_text() -> None:
    path = formats_dir() / "mtg" / "legacy.yaml"
    edited = path.read_text("utf-8").replace("name: Legacy", "name: Legacy (edited)")
    assert "Legacy (edited)" in edited
    assert load_data_yaml(edited, path)["name"] == "Legacy (edited)"


def test_a_users_file_is_read_from_its_text(tmp_path: Path) -> None:
    bundled = formats_dir() / "mtg" / "legacy.yaml"
    user = tmp_path / "mtg" / "legacy.yaml"
    user.parent.mkdir()
    text = bundled.read_text("utf-8").replace("name: Legacy", "name: My Legacy")
    user.write_text(text, "utf-8")
    assert load_data_yaml(text, user)["name"] == "My Legacy"


def test_each_call_returns_its_own_copy() -> None:
    path = formats_dir() / "mtg" / "legacy.yaml"
    text = read_data_text(path, 1024 * 1024, "data file", "1 MB")
    first = load_data_yaml(text, path)
    first["lists"].clear()
    assert load_data_yaml(text, path)["lists"]
