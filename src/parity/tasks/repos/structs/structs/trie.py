"""A prefix tree mapping strings to values."""


class _Node:
    __slots__ = ("children", "value", "terminal", "count")

    def __init__(self):
        self.children = {}
        self.value = None
        self.terminal = False
        self.count = 0


class Trie:
    """Stores strings with optional values and answers prefix queries."""

    def __init__(self, words=()):
        self._root = _Node()
        self._size = 0
        for word in words:
            self.insert(word)

    def __len__(self):
        return self._size

    def __contains__(self, word):
        node = self._find(word)
        return node is not None and node.terminal

    def _find(self, prefix):
        node = self._root
        for char in prefix:
            node = node.children.get(char)
            if node is None:
                return None
        return node

    def insert(self, word, value=None):
        """Add word with an associated value; return True if it was new."""
        node = self._root
        path = [node]
        for char in word:
            node = node.children.setdefault(char, _Node())
            path.append(node)
        node.value = value
        if node.terminal:
            return False
        node.terminal = True
        for visited in path:
            visited.count += 1
        self._size += 1
        return True

    def get(self, word, default=None):
        """Return the value stored for word, or default."""
        node = self._find(word)
        if node is None or not node.terminal:
            return default
        return node.value

    def remove(self, word):
        """Delete word, pruning empty branches; raise KeyError if absent."""
        path = [(None, self._root)]
        node = self._root
        for char in word:
            node = node.children.get(char)
            if node is None:
                raise KeyError(word)
            path.append((char, node))
        if not node.terminal:
            raise KeyError(word)
        node.terminal = False
        node.value = None
        for _, visited in path:
            visited.count -= 1
        for index in range(len(path) - 1, 0, -1):
            char, child = path[index]
            if child.count > 0:
                break
            del path[index - 1][1].children[char]
        self._size -= 1

    def count_prefix(self, prefix):
        """Return how many stored words start with prefix."""
        node = self._find(prefix)
        return 0 if node is None else node.count

    def starts_with(self, prefix, limit=None):
        """Return stored words beginning with prefix, in sorted order."""
        node = self._find(prefix)
        if node is None:
            return []
        results = []
        stack = [(prefix, node)]
        while stack:
            text, current = stack.pop()
            if current.terminal:
                results.append(text)
            for char in sorted(current.children, reverse=True):
                stack.append((text + char, current.children[char]))
        results.sort()
        if limit is not None:
            return results[:limit]
        return results

    def longest_prefix(self, text):
        """Return the longest stored word that is a prefix of text, or ''."""
        node = self._root
        best = ""
        for index, char in enumerate(text):
            node = node.children.get(char)
            if node is None:
                break
            if node.terminal:
                best = text[:index + 1]
        return best

    def node_count(self):
        """Return the number of nodes in the tree, including the root."""
        total = 0
        stack = [self._root]
        while stack:
            node = stack.pop()
            total += 1
            stack.extend(node.children.values())
        return total

    def words(self):
        """Return every stored word in sorted order."""
        return self.starts_with("")
