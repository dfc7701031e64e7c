"""Number rounding, grouping and size formatting."""

import math
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal

_MODES = {
    "half_up": ROUND_HALF_UP,
    "half_even": ROUND_HALF_EVEN,
    "floor": ROUND_FLOOR,
    "ceil": ROUND_CEILING,
}

_DECIMAL_UNITS = ["B", "kB", "MB", "GB", "TB", "PB"]
_BINARY_UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]


def round_half(value, digits=0, mode="half_up"):
    """Round value to the given number of decimal digits using a rounding mode."""
    if mode not in _MODES:
        raise ValueError("unknown rounding mode: %s" % mode)
    quantum = Decimal(1).scaleb(-digits)
    result = Decimal(str(value)).quantize(quantum, rounding=_MODES[mode])
    if digits <= 0:
        return int(result)
    return float(result)


def group_thousands(digits, separator=","):
    """Insert separator every three digits from the right of a digit string."""
    groups = []
    while len(digits) > 3:
        groups.append(digits[-3:])
        digits = digits[:-3]
    groups.append(digits)
    return separator.join(reversed(groups))


def format_number(value, decimals=0, separator=",", point=".", mode="half_up"):
    """Format a number with grouped thousands and a fixed number of decimals."""
    rounded = round_half(value, decimals, mode)
    negative = rounded < 0
    text = "%.*f" % (max(decimals, 0), abs(rounded))
    whole, _, frac = text.partition(".")
    result = group_thousands(whole, separator)
    if frac:
        result = result + point + frac
    if negative:
        result = "-" + result
    return result


def format_bytes(size, binary=False, precision=1):
    """Describe a byte count with a unit, e.g. 1536 -> '1.5 kB' or '1.5 KiB'."""
    if size < 0:
        return "-" + format_bytes(-size, binary, precision)
    base = 1024 if binary else 1000
    units = _BINARY_UNITS if binary else _DECIMAL_UNITS
    if size < base:
        return "%d B" % size
    exponent = min(int(math.log(size, base)), len(units) - 1)
    scaled = size / base ** exponent
    if round(scaled, precision) >= base and exponent < len(units) - 1:
        exponent += 1
        scaled = size / base ** exponent
    return "%.*f %s" % (precision, scaled, units[exponent])


def parse_bytes(text):
    """Parse a size such as '1.5 MB', '2KiB' or '300' into a number of bytes."""
    cleaned = text.strip().replace(" ", "")
    index = len(cleaned)
    while index > 0 and cleaned[index - 1].isalpha():
        index -= 1
    number, unit = cleaned[:index], cleaned[index:]
    if not number:
        raise ValueError("missing number in %r" % text)
    unit = unit or "B"
    for units, base in ((_DECIMAL_UNITS, 1000), (_BINARY_UNITS, 1024)):
        lowered = [u.lower() for u in units]
        if unit.lower() in lowered:
            return int(float(number) * base ** lowered.index(unit.lower()))
    raise ValueError("unknown unit %r" % unit)


def percent(part, whole, decimals=1):
    """Return part/whole as a percentage string; '0%' style for whole == 0."""
    if whole == 0:
        return "%.*f%%" % (decimals, 0.0)
    return "%.*f%%" % (decimals, round_half(100.0 * part / whole, decimals))
