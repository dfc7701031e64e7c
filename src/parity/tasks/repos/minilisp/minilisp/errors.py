"""Exception types raised by the interpreter."""


class LispError(Exception):
    """Base class for all interpreter errors."""


class ParseError(LispError):
    """Raised when source text is not well formed."""

    def __init__(self, message, position=None):
        self.position = position
        if position is not None:
            message = "%s at position %d" % (message, position)
        super().__init__(message)


class UnboundSymbol(LispError):
    """Raised when a symbol has no binding in any enclosing environment."""

    def __init__(self, name):
        self.name = name
        super().__init__("unbound symbol: %s" % name)


class LispTypeError(LispError):
    """Raised when a primitive receives a value of the wrong type."""


class ArityError(LispError):
    """Raised when a procedure is called with the wrong number of arguments."""

    def __init__(self, name, expected, got):
        self.expected = expected
        self.got = got
        super().__init__("%s expects %s argument%s, got %d" % (
            name, expected, "" if str(expected) == "1" else "s", got))
