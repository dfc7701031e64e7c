"""A small INI-style configuration parser."""

from .coerce import coerce, to_bool
from .errors import ParseError

COMMENT_CHARS = ("#", ";")
DEFAULT_SECTION = "DEFAULT"


def _strip_inline_comment(value):
    """Remove a trailing ' #' or ' ;' comment that is outside quotes."""
    quote = None
    for index, char in enumerate(value):
        if quote:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char in COMMENT_CHARS and index > 0 and value[index - 1] in " \t":
            return value[:index].rstrip()
    return value


def _split_pair(line, lineno):
    """Split 'key = value' or 'key: value' at the first separator."""
    positions = [pos for pos in (line.find("="), line.find(":")) if pos >= 0]
    if not positions:
        raise ParseError("expected 'key = value'", lineno)
    pos = min(positions)
    key = line[:pos].strip()
    if not key:
        raise ParseError("empty key", lineno, pos + 1)
    return key.lower(), line[pos + 1:].strip()


def _section_name(line, lineno):
    if not line.endswith("]"):
        raise ParseError("unterminated section header", lineno, len(line))
    name = line[1:-1].strip()
    if not name:
        raise ParseError("empty section name", lineno, 2)
    return name


def parse_ini(text, allow_duplicates=False, typed=True):
    """Parse INI text into a dict mapping section names to key/value dicts."""
    sections = {DEFAULT_SECTION: {}}
    current = sections[DEFAULT_SECTION]
    last_key = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped[0] in COMMENT_CHARS:
            continue
        if raw[0] in " \t" and last_key is not None:
            current[last_key] = current[last_key] + "\n" + stripped
            continue
        if stripped.startswith("["):
            name = _section_name(stripped, lineno)
            if name in sections and not allow_duplicates:
                raise ParseError("duplicate section %r" % name, lineno)
            current = sections.setdefault(name, {})
            last_key = None
            continue
        key, value = _split_pair(stripped, lineno)
        if key in current and not allow_duplicates:
            raise ParseError("duplicate key %r" % key, lineno)
        current[key] = _strip_inline_comment(value)
        last_key = key
    if typed:
        for values in sections.values():
            for key in values:
                values[key] = coerce(values[key])
    return sections


def _format_value(value):
    if value is None:
        return ""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, list):
        return "[" + ", ".join(_format_value(item) for item in value) + "]"
    return str(value).replace("\n", "\n    ")


def dump_ini(sections):
    """Serialise a dict of sections back into INI text."""
    chunks = []
    defaults = sections.get(DEFAULT_SECTION, {})
    for key, value in defaults.items():
        chunks.append("%s = %s" % (key, _format_value(value)))
    for name, values in sections.items():
        if name == DEFAULT_SECTION:
            continue
        if chunks:
            chunks.append("")
        chunks.append("[%s]" % name)
        for key, value in values.items():
            chunks.append("%s = %s" % (key, _format_value(value)))
    return "\n".join(chunks) + "\n" if chunks else ""


class Config:
    """Read-only view over parsed sections with default fallbacks."""

    def __init__(self, text):
        self._data = parse_ini(text)

    def sections(self):
        """Return the section names, excluding the default section."""
        return [name for name in self._data if name != DEFAULT_SECTION]

    def has(self, section, key):
        """Return True if key is defined in section or in the defaults."""
        values = self._data.get(section, {})
        return key.lower() in values or key.lower() in self._data[DEFAULT_SECTION]

    def get(self, section, key, default=None):
        """Look up key in section, then in the defaults, else return default."""
        key = key.lower()
        values = self._data.get(section, {})
        if key in values:
            return values[key]
        return self._data[DEFAULT_SECTION].get(key, default)

    def get_int(self, section, key, default=0):
        """Return the value as an int, or default when it is missing."""
        value = self.get(section, key)
        if value is None:
            return default
        return int(value)

    def get_bool(self, section, key, default=False):
        """Return the value as a boolean, or default when it is missing."""
        value = self.get(section, key)
        if value is None:
            return default
        if isinstance(value, bool):
            return value
        return to_bool(str(value))

    def section(self, name):
        """Return the merged keys of a section layered over the defaults."""
        merged = dict(self._data[DEFAULT_SECTION])
        merged.update(self._data.get(name, {}))
        return merged
