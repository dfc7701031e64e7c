"""Lexically scoped variable environments."""

from .errors import UnboundSymbol


class Environment:
    """A frame of bindings with an optional enclosing frame."""

    def __init__(self, bindings=None, outer=None):
        self.bindings = dict(bindings or {})
        self.outer = outer

    def find(self, name):
        """Return the innermost environment that binds name."""
        env = self
        while env is not None:
            if name in env.bindings:
                return env
            env = env.outer
        raise UnboundSymbol(name)

    def lookup(self, name):
        """Return the value bound to name."""
        return self.find(name).bindings[name]

    def define(self, name, value):
        """Bind name in this frame, shadowing any outer binding."""
        self.bindings[name] = value
        return value

    def assign(self, name, value):
        """Rebind an existing name in the frame where it is defined."""
        self.find(name).bindings[name] = value
        return value

    def depth(self):
        """Return how many frames enclose this one (0 for the outermost)."""
        count = 0
        env = self.outer
        while env is not None:
            count += 1
            env = env.outer
        return count

    def child(self, names=(), values=()):
        """Create a nested environment binding names to values."""
        return Environment(zip(names, values), self)
