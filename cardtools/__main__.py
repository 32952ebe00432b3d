"""``python -m cardtools``."""

from cardtools.cli import main

main()
