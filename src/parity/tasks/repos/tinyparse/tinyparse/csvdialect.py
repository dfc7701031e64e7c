"""A character-level parser and writer for delimited text."""

from .coerce import coerce
from .errors import ParseError


class Dialect:
    """Describes how fields are separated, quoted and escaped."""

    def __init__(self, delimiter=",", quote='"', escape=None, strip=False,
                 skip_blank=True, comment=None):
        if len(delimiter) != 1:
            raise ValueError("delimiter must be a single character")
        if delimiter == quote:
            raise ValueError("delimiter and quote must differ")
        self.delimiter = delimiter
        self.quote = quote
        self.escape = escape
        self.strip = strip
        self.skip_blank = skip_blank
        self.comment = comment


DEFAULT = Dialect()


def _parse_line(line, lineno, dialect):
    """Split one physical line into fields according to the dialect."""
    fields = []
    field = []
    in_quotes = False
    was_quoted = False
    index = 0
    while index < len(line):
        char = line[index]
        if dialect.escape and char == dialect.escape and index + 1 < len(line):
            field.append(line[index + 1])
            index += 2
            continue
        if in_quotes:
            if char == dialect.quote:
                if index + 1 < len(line) and line[index + 1] == dialect.quote:
                    field.append(char)
                    index += 1
                else:
                    in_quotes = False
            else:
                field.append(char)
        elif char == dialect.quote and not "".join(field).strip():
            in_quotes = True
            was_quoted = True
            field = []
        elif char == dialect.delimiter:
            fields.append(_finish(field, was_quoted, dialect))
            field = []
            was_quoted = False
        elif was_quoted:
            if not char.isspace():
                raise ParseError("unexpected character after quote", lineno, index + 1)
        else:
            field.append(char)
        index += 1
    if in_quotes:
        raise ParseError("unterminated quoted field", lineno, len(line))
    fields.append(_finish(field, was_quoted, dialect))
    return fields


def _finish(field, was_quoted, dialect):
    text = "".join(field)
    if was_quoted:
        return text
    return text.strip() if dialect.strip else text


def _numbered_rows(text, dialect):
    """Yield (line number, fields) for every line that is not skipped."""
    for lineno, line in enumerate(text.splitlines(), start=1):
        if dialect.skip_blank and not line.strip():
            continue
        if dialect.comment and line.startswith(dialect.comment):
            continue
        yield lineno, _parse_line(line, lineno, dialect)


def parse_csv(text, dialect=DEFAULT):
    """Parse delimited text into a list of rows (lists of strings)."""
    return [row for _, row in _numbered_rows(text, dialect)]


def parse_records(text, dialect=DEFAULT, typed=False):
    """Parse text whose first row is a header into a list of dicts."""
    rows = list(_numbered_rows(text, dialect))
    if not rows:
        return []
    header_line, header = rows[0]
    if len(set(header)) != len(header):
        raise ParseError("duplicate column name in header", header_line)
    records = []
    for lineno, row in rows[1:]:
        if len(row) != len(header):
            raise ParseError(
                "expected %d fields, got %d" % (len(header), len(row)), lineno)
        if typed:
            row = [coerce(value) for value in row]
        records.append(dict(zip(header, row)))
    return records


def format_field(value, dialect=DEFAULT):
    """Render one value, quoting it when it contains special characters."""
    text = "" if value is None else str(value)
    special = (dialect.delimiter, dialect.quote, "\n")
    needs_quotes = any(char in text for char in special)
    if text != text.strip():
        needs_quotes = True
    if not needs_quotes:
        return text
    doubled = text.replace(dialect.quote, dialect.quote * 2)
    return dialect.quote + doubled + dialect.quote


def format_csv(rows, dialect=DEFAULT):
    """Render a list of rows as delimited text, one line per row."""
    lines = []
    for row in rows:
        lines.append(dialect.delimiter.join(format_field(v, dialect) for v in row))
    return "\n".join(lines) + ("\n" if lines else "")
