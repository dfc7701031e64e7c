"""Formatting and parsing of time spans."""

UNITS = [
    ("w", "week", 7 * 24 * 3600),
    ("d", "day", 24 * 3600),
    ("h", "hour", 3600),
    ("m", "minute", 60),
    ("s", "second", 1),
]


def _plural(count, word):
    return "%d %s%s" % (count, word, "" if count == 1 else "s")


def split_seconds(seconds):
    """Break a whole number of seconds into (unit, count) pairs, largest first."""
    remaining = int(seconds)
    parts = []
    for short, _, size in UNITS:
        count, remaining = divmod(remaining, size)
        if count:
            parts.append((short, count))
    return parts


def format_duration(seconds, max_parts=2, verbose=False):
    """Format seconds as '1h 5m' (or '1 hour, 5 minutes' when verbose)."""
    if seconds < 0:
        return "-" + format_duration(-seconds, max_parts, verbose)
    parts = split_seconds(seconds)[:max_parts]
    if not parts:
        return "0 seconds" if verbose else "0s"
    if not verbose:
        return " ".join("%d%s" % (count, short) for short, count in parts)
    names = {short: long for short, long, _ in UNITS}
    words = [_plural(count, names[short]) for short, count in parts]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def parse_duration(text):
    """Parse strings like '1h30m', '2d 4h' or '45' (seconds) into seconds."""
    sizes = {short: size for short, _, size in UNITS}
    cleaned = text.replace(" ", "").lower()
    if not cleaned:
        raise ValueError("empty duration")
    if cleaned.isdigit():
        return int(cleaned)
    total = 0
    number = ""
    seen = set()
    for char in cleaned:
        if char.isdigit():
            number += char
            continue
        if char not in sizes:
            raise ValueError("unknown unit %r" % char)
        if not number:
            raise ValueError("unit %r without a number" % char)
        if char in seen:
            raise ValueError("unit %r repeated" % char)
        seen.add(char)
        total += int(number) * sizes[char]
        number = ""
    if number:
        raise ValueError("trailing number without unit")
    return total


def format_clock(seconds, always_hours=False):
    """Format seconds as a clock reading: 'M:SS' or 'H:MM:SS'."""
    sign = "-" if seconds < 0 else ""
    total = abs(int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours or always_hours:
        return "%s%d:%02d:%02d" % (sign, hours, minutes, secs)
    return "%s%d:%02d" % (sign, minutes, secs)
