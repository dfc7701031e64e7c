"""Tokenizer and parser turning source text into nested lists."""

from .errors import ParseError


class Symbol(str):
    """A Lisp symbol; distinct from string literals, which are plain str."""

    def __repr__(self):
        return "Symbol(%s)" % str.__repr__(self)


QUOTE = Symbol("quote")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
_DELIMITERS = "()'\";"


class StringToken(str):
    """Marks a token that came from a string literal."""


def _read_string(source, start):
    chars = []
    index = start + 1
    while index < len(source):
        char = source[index]
        if char == '"':
            return StringToken("".join(chars)), index + 1
        if char == "\\":
            if index + 1 >= len(source):
                break
            escaped = source[index + 1]
            if escaped not in _ESCAPES:
                raise ParseError("unknown escape \\%s" % escaped, index)
            chars.append(_ESCAPES[escaped])
            index += 2
            continue
        chars.append(char)
        index += 1
    raise ParseError("unterminated string", start)


def tokenize(source):
    """Split source into a list of (token, position) pairs."""
    tokens = []
    index = 0
    while index < len(source):
        char = source[index]
        if char.isspace():
            index += 1
        elif char == ";":
            while index < len(source) and source[index] != "\n":
                index += 1
        elif char in "()'":
            tokens.append((char, index))
            index += 1
        elif char == '"':
            token, end = _read_string(source, index)
            tokens.append((token, index))
            index = end
        else:
            start = index
            while index < len(source) and not source[index].isspace() \
                    and source[index] not in _DELIMITERS:
                index += 1
            tokens.append((source[start:index], start))
    return tokens


def atom(token):
    """Convert a non-parenthesis token into a number, boolean, string or Symbol."""
    if isinstance(token, StringToken):
        return str(token)
    if token == "#t":
        return True
    if token == "#f":
        return False
    try:
        return int(token)
    except ValueError:
        pass
    try:
        return float(token)
    except ValueError:
        return Symbol(token)


def _read(tokens, index):
    if index >= len(tokens):
        raise ParseError("unexpected end of input")
    token, position = tokens[index]
    if isinstance(token, StringToken):
        return str(token), index + 1
    if token == "(":
        items = []
        index += 1
        while True:
            if index >= len(tokens):
                raise ParseError("missing closing parenthesis", position)
            if tokens[index][0] == ")" and not isinstance(tokens[index][0], StringToken):
                return items, index + 1
            item, index = _read(tokens, index)
            items.append(item)
    if token == ")":
        raise ParseError("unexpected ')'", position)
    if token == "'":
        quoted, index = _read(tokens, index + 1)
        return [QUOTE, quoted], index
    return atom(token), index + 1


def parse(source):
    """Parse every expression in source and return them as a list."""
    tokens = tokenize(source)
    expressions = []
    index = 0
    while index < len(tokens):
        expression, index = _read(tokens, index)
        expressions.append(expression)
    return expressions


def parse_one(source):
    """Parse source that must contain exactly one expression."""
    expressions = parse(source)
    if len(expressions) != 1:
        raise ParseError("expected one expression, found %d" % len(expressions))
    return expressions[0]
