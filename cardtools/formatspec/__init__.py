"""Format definitions: schema validation, ``extends`` and variants, dated lists (DESIGN 5)."""

from cardtools.formatspec.loader import FormatRegistry, read_format_file
from cardtools.formatspec.model import Format, Lists, Source

__all__ = ["Format", "FormatRegistry", "Lists", "Source", "read_format_file"]
