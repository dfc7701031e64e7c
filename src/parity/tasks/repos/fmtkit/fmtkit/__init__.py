"""Formatting helpers for numbers, sizes, durations, dates and roman numerals."""

from .numfmt import round_half, group_thousands, format_number, format_bytes, parse_bytes, percent
from .durations import format_duration, parse_duration, format_clock
from .dates import parse_iso, format_iso, relative_time, days_in_month, add_months
from .roman import to_roman, from_roman

__all__ = [
    "round_half",
    "group_thousands",
    "format_number",
    "format_bytes",
    "parse_bytes",
    "percent",
    "format_duration",
    "parse_duration",
    "format_clock",
    "parse_iso",
    "format_iso",
    "relative_time",
    "days_in_month",
    "add_months",
    "to_roman",
    "from_roman",
]
