"""The docstring examples of the package run and give what they show (as pycodestyle's
do): every module of ``cardtools`` with a ``>>>`` example is run by ``doctest``."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cardtools


def _modules_with_examples() -> list[str]:
    names = [info.name for info in pkgutil.walk_packages(cardtools.__path__, "cardtools.")]
    return [name for name in names
            if ">>> " in (importlib.util.find_spec(name).loader.get_source(name) or "")]  # type: ignore[union-attr]


@pytest.mark.parametrize("name", _modules_with_examples())
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
