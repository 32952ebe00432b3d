"""cardtools: a tournament deck validator for trading card games."""

__version__ = "0.1.0"
