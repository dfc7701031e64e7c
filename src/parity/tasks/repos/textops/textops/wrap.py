"""Paragraph wrapping, justification and truncation."""


def wrap(text, width=70, break_long=True):
    """Greedily wrap text into lines no longer than width."""
    if width < 1:
        raise ValueError("width must be positive")
    lines = []
    current = ""
    for word in text.split():
        while break_long and len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current = current + " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def _justify_line(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(word) for word in words)
    base, extra = divmod(spaces, gaps)
    parts = []
    for index, word in enumerate(words[:-1]):
        parts.append(word)
        parts.append(" " * (base + (1 if index < extra else 0)))
    parts.append(words[-1])
    return "".join(parts)


def justify(text, width=70):
    """Wrap text and pad every line but the last to exactly width characters."""
    lines = wrap(text, width)
    if not lines:
        return []
    result = [_justify_line(line.split(" "), width) for line in lines[:-1]]
    result.append(lines[-1])
    return result


def truncate(text, limit, ellipsis="...", whole_words=False):
    """Shorten text to at most limit characters, ending with ellipsis when cut."""
    if len(text) <= limit:
        return text
    if limit <= len(ellipsis):
        return ellipsis[:limit]
    cut = text[:limit - len(ellipsis)]
    if whole_words and " " in cut:
        cut = cut[:cut.rfind(" ")]
    return cut.rstrip() + ellipsis


def indent(text, prefix="    ", skip_blank=True):
    """Prefix each line of text, leaving blank lines alone by default."""
    lines = text.split("\n")
    out = []
    for line in lines:
        if skip_blank and not line.strip():
            out.append(line)
        else:
            out.append(prefix + line)
    return "\n".join(out)


def dedent(text):
    """Remove the longest common leading whitespace from non-blank lines."""
    lines = text.split("\n")
    margins = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    if not margins:
        return text
    margin = min(margins)
    return "\n".join(line[margin:] if line.strip() else line.strip() for line in lines)
