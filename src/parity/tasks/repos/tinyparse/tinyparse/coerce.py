"""Conversion of raw configuration strings into Python values."""

TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")
NULL_WORDS = ("", "none", "null")


def to_bool(text, default=None):
    """Interpret a word such as 'yes' or 'off' as a boolean."""
    word = text.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    if default is not None:
        return default
    raise ValueError("not a boolean: %r" % text)


def _strip_underscores(text):
    if text.startswith("_") or text.endswith("_") or "__" in text:
        raise ValueError("misplaced underscore in %r" % text)
    return text.replace("_", "")


def to_number(text):
    """Convert text to an int (decimal, hex, octal, binary) or a float."""
    raw = _strip_underscores(text.strip())
    sign = 1
    if raw[:1] in ("+", "-"):
        if raw[0] == "-":
            sign = -1
        raw = raw[1:]
    if not raw:
        raise ValueError("empty number")
    prefix = raw[:2].lower()
    bases = {"0x": 16, "0o": 8, "0b": 2}
    if prefix in bases:
        return sign * int(raw[2:], bases[prefix])
    if raw.isdigit():
        return sign * int(raw)
    return sign * float(raw)


def split_list(text, separator=","):
    """Split a comma-separated string into stripped, non-empty items."""
    items = []
    for piece in text.split(separator):
        piece = piece.strip()
        if piece:
            items.append(piece)
    return items


def unquote(text):
    """Remove matching single or double quotes around text, if present."""
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def coerce(text):
    """Guess the type of a raw value and convert it."""
    stripped = text.strip()
    if len(stripped) >= 2 and stripped[0] == stripped[-1] and stripped[0] in "'\"":
        return unquote(stripped)
    if stripped.lower() in NULL_WORDS:
        return None
    if stripped.lower() in ("true", "yes", "on"):
        return True
    if stripped.lower() in ("false", "no", "off"):
        return False
    if stripped.startswith("[") and stripped.endswith("]"):
        return [coerce(item) for item in split_list(stripped[1:-1])]
    try:
        return to_number(stripped)
    except ValueError:
        return stripped
