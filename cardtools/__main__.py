"""``python -m cardtools``."""

from cardtools.launch import main

main()
