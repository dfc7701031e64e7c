"""Error types shared by the parsers."""


class ParseError(ValueError):
    """Raised when input text cannot be parsed."""

    def __init__(self, message, line=None, column=None):
        self.message = message
        self.line = line
        self.column = column
        super().__init__(self.describe())

    def describe(self):
        """Return the message prefixed with its location, when known."""
        if self.line is None:
            return self.message
        if self.column is None:
            return "line %d: %s" % (self.line, self.message)
        return "line %d, column %d: %s" % (self.line, self.column, self.message)
