"""ISO-8601 date handling and relative date descriptions."""

import datetime as _dt

_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year):
    """Return True if year is a Gregorian leap year."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    """Return the number of days in the given month."""
    if not 1 <= month <= 12:
        raise ValueError("month out of range: %d" % month)
    if month == 2 and is_leap(year):
        return 29
    return _MONTH_DAYS[month - 1]


def add_months(date, months):
    """Shift a date by whole months, clamping the day to the month's end."""
    index = date.year * 12 + (date.month - 1) + months
    year, month = divmod(index, 12)
    month += 1
    day = min(date.day, days_in_month(year, month))
    return date.replace(year=year, month=month, day=day)


def _parse_offset(text):
    if text in ("Z", "z"):
        return _dt.timezone.utc
    sign = 1 if text[0] == "+" else -1
    body = text[1:].replace(":", "")
    if len(body) != 4 or not body.isdigit():
        raise ValueError("bad UTC offset %r" % text)
    minutes = int(body[:2]) * 60 + int(body[2:])
    return _dt.timezone(sign * _dt.timedelta(minutes=minutes))


def _int_field(text, name, low, high):
    if not text.isdigit():
        raise ValueError("bad %s %r" % (name, text))
    value = int(text)
    if value < low or value > high:
        raise ValueError("%s out of range: %d" % (name, value))
    return value


def parse_iso(text):
    """Parse 'YYYY-MM-DD' into a date, or 'YYYY-MM-DDTHH:MM[:SS][offset]' into a datetime."""
    text = text.strip()
    date_part, sep, time_part = text.replace(" ", "T").partition("T")
    pieces = date_part.split("-")
    if len(pieces) != 3 or len(pieces[0]) != 4:
        raise ValueError("bad date %r" % text)
    year = _int_field(pieces[0], "year", 1, 9999)
    month = _int_field(pieces[1], "month", 1, 12)
    day = _int_field(pieces[2], "day", 1, days_in_month(year, month))
    if not sep:
        return _dt.date(year, month, day)
    tzinfo = None
    for marker in ("Z", "z", "+", "-"):
        pos = time_part.find(marker)
        if pos > 0:
            tzinfo = _parse_offset(time_part[pos:])
            time_part = time_part[:pos]
            break
    fields = time_part.split(":")
    if len(fields) not in (2, 3):
        raise ValueError("bad time %r" % text)
    hour = _int_field(fields[0], "hour", 0, 23)
    minute = _int_field(fields[1], "minute", 0, 59)
    second = _int_field(fields[2], "second", 0, 59) if len(fields) == 3 else 0
    return _dt.datetime(year, month, day, hour, minute, second, tzinfo=tzinfo)


def format_iso(value, seconds=True):
    """Format a date or datetime in ISO-8601, with 'Z' for UTC."""
    if not isinstance(value, _dt.datetime):
        return "%04d-%02d-%02d" % (value.year, value.month, value.day)
    text = "%04d-%02d-%02dT%02d:%02d" % (
        value.year, value.month, value.day, value.hour, value.minute)
    if seconds:
        text += ":%02d" % value.second
    offset = value.utcoffset()
    if offset is None:
        return text
    total = int(offset.total_seconds()) // 60
    if total == 0:
        return text + "Z"
    sign = "+" if total > 0 else "-"
    hours, minutes = divmod(abs(total), 60)
    return text + "%s%02d:%02d" % (sign, hours, minutes)


_STEPS = [
    (60, 1, "second"),
    (3600, 60, "minute"),
    (86400, 3600, "hour"),
    (86400 * 30, 86400, "day"),
    (86400 * 365, 86400 * 30, "month"),
    (None, 86400 * 365, "year"),
]


def relative_time(then, now):
    """Describe then relative to now, e.g. '3 days ago' or 'in 2 hours'."""
    delta = (now - then).total_seconds()
    future = delta < 0
    delta = abs(delta)
    if delta < 10:
        return "just now"
    for limit, size, name in _STEPS:
        if limit is None or delta < limit:
            count = int(delta // size)
            break
    phrase = "%d %s%s" % (count, name, "" if count == 1 else "s")
    return "in " + phrase if future else phrase + " ago"
