"""Tiny parsers for INI-style configuration and delimited text."""

from .errors import ParseError
from .coerce import coerce, to_bool, to_number, split_list
from .ini import parse_ini, dump_ini, Config
from .csvdialect import Dialect, parse_csv, parse_records, format_csv, format_field

__all__ = [
    "ParseError",
    "coerce",
    "to_bool",
    "to_number",
    "split_list",
    "parse_ini",
    "dump_ini",
    "Config",
    "Dialect",
    "parse_csv",
    "parse_records",
    "format_csv",
    "format_field",
]
