"""A small tokenizer that records token kinds and positions."""

from collections import namedtuple

Token = namedtuple("Token", ["kind", "text", "line", "column"])

WORD = "word"
NUMBER = "number"
STRING = "string"
PUNCT = "punct"
SPACE = "space"


def _scan_while(text, start, predicate):
    end = start
    while end < len(text) and predicate(text[end]):
        end += 1
    return end


def _scan_number(text, start):
    end = _scan_while(text, start, str.isdigit)
    if end + 1 < len(text) and text[end] == "." and text[end + 1].isdigit():
        end = _scan_while(text, end + 1, str.isdigit)
    return end


def _scan_string(text, start, line):
    quote = text[start]
    end = start + 1
    while end < len(text):
        char = text[end]
        if char == "\\":
            end += 2
            continue
        if char == quote:
            return end + 1
        if char == "\n":
            break
        end += 1
    raise ValueError("unterminated string on line %d" % line)


def tokenize(text, keep_space=False):
    """Split text into Tokens of kind word, number, string, punct or space."""
    tokens = []
    pos = 0
    line = 1
    line_start = 0
    while pos < len(text):
        char = text[pos]
        column = pos - line_start + 1
        if char.isspace():
            end = _scan_while(text, pos, str.isspace)
            kind = SPACE
        elif char.isdigit():
            end = _scan_number(text, pos)
            kind = NUMBER
        elif char.isalpha() or char == "_":
            end = _scan_while(text, pos, lambda c: c.isalnum() or c == "_")
            kind = WORD
        elif char in "\"'":
            end = _scan_string(text, pos, line)
            kind = STRING
        else:
            end = pos + 1
            kind = PUNCT
        chunk = text[pos:end]
        if kind != SPACE or keep_space:
            tokens.append(Token(kind, chunk, line, column))
        newlines = chunk.count("\n")
        if newlines:
            line += newlines
            line_start = pos + chunk.rfind("\n") + 1
        pos = end
    return tokens


def word_counts(text, ignore_case=True, min_length=1):
    """Count word tokens, returning (word, count) pairs by descending count."""
    counts = {}
    for token in tokenize(text):
        if token.kind != WORD or len(token.text) < min_length:
            continue
        word = token.text.lower() if ignore_case else token.text
        counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))
