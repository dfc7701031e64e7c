"""Identifier case conversion and slug generation."""

import unicodedata


def split_words(name):
    """Split an identifier in any common case style into lowercase words."""
    words = []
    current = ""
    for index, char in enumerate(name):
        if not char.isalnum():
            if current:
                words.append(current)
            current = ""
            continue
        prev = name[index - 1] if index > 0 else ""
        nxt = name[index + 1] if index + 1 < len(name) else ""
        boundary = False
        if char.isupper() and (prev.islower() or prev.isdigit()):
            boundary = True
        elif char.isupper() and prev.isupper() and nxt.islower():
            boundary = True
        if boundary and current:
            words.append(current)
            current = ""
        current += char
    if current:
        words.append(current)
    return [word.lower() for word in words]


def to_snake(name):
    """Convert to snake_case."""
    return "_".join(split_words(name))


def to_kebab(name):
    """Convert to kebab-case."""
    return "-".join(split_words(name))


def to_camel(name):
    """Convert to camelCase."""
    words = split_words(name)
    if not words:
        return ""
    return words[0] + "".join(word.capitalize() for word in words[1:])


def to_pascal(name):
    """Convert to PascalCase."""
    return "".join(word.capitalize() for word in split_words(name))


SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"}


def to_title(text):
    """Title-case a phrase, keeping short connecting words lowercase mid-title."""
    words = text.split()
    result = []
    for index, word in enumerate(words):
        lower = word.lower()
        if 0 < index < len(words) - 1 and lower in SMALL_WORDS:
            result.append(lower)
        else:
            result.append(lower[:1].upper() + lower[1:])
    return " ".join(result)


def slugify(text, separator="-", max_length=None):
    """Make a URL-safe lowercase ASCII slug from arbitrary text."""
    normalized = unicodedata.normalize("NFKD", text)
    ascii_text = normalized.encode("ascii", "ignore").decode("ascii")
    pieces = []
    current = ""
    for char in ascii_text.lower():
        if char.isalnum():
            current += char
        elif current:
            pieces.append(current)
            current = ""
    if current:
        pieces.append(current)
    slug = separator.join(pieces)
    if max_length is not None and len(slug) > max_length:
        slug = slug[:max_length].rstrip(separator)
    return slug
