"""A least-recently-used cache with hit and miss accounting."""

from collections import OrderedDict

_MISSING = object()


class LRUCache:
    """A mapping that evicts the least recently used entry when full."""

    def __init__(self, capacity=128, on_evict=None):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self.on_evict = on_evict
        self.hits = 0
        self.misses = 0
        self._data = OrderedDict()

    def __len__(self):
        return len(self._data)

    def __contains__(self, key):
        return key in self._data

    def get(self, key, default=None):
        """Return the cached value and mark it as recently used."""
        value = self._data.get(key, _MISSING)
        if value is _MISSING:
            self.misses += 1
            return default
        self.hits += 1
        self._data.move_to_end(key)
        return value

    def peek(self, key, default=None):
        """Return the cached value without touching recency or statistics."""
        return self._data.get(key, default)

    def put(self, key, value):
        """Store a value, evicting the oldest entry if capacity is exceeded."""
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = value
        while len(self._data) > self.capacity:
            old_key, old_value = self._data.popitem(last=False)
            if self.on_evict is not None:
                self.on_evict(old_key, old_value)

    def pop(self, key, default=_MISSING):
        """Remove key and return its value, or default if given."""
        if key in self._data:
            return self._data.pop(key)
        if default is _MISSING:
            raise KeyError(key)
        return default

    def resize(self, capacity):
        """Change the capacity, evicting old entries if it shrinks."""
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        while len(self._data) > capacity:
            old_key, old_value = self._data.popitem(last=False)
            if self.on_evict is not None:
                self.on_evict(old_key, old_value)

    def keys(self):
        """Return keys ordered from least to most recently used."""
        return list(self._data)

    def hit_rate(self):
        """Return the fraction of lookups that were hits (0.0 if none)."""
        total = self.hits + self.misses
        if total == 0:
            return 0.0
        return self.hits / total

    def clear(self):
        """Drop all entries and reset statistics."""
        self._data.clear()
        self.hits = 0
        self.misses = 0

    def memoize(self, func):
        """Decorate a single-argument function so results are cached here."""
        def wrapper(arg):
            value = self.get(arg, _MISSING)
            if value is _MISSING:
                value = func(arg)
                self.put(arg, value)
            return value
        wrapper.__name__ = func.__name__
        wrapper.__doc__ = func.__doc__
        return wrapper
