"""A binary min-heap and a priority queue built on top of it."""


class MinHeap:
    """A list-backed binary heap where the smallest item is at the root."""

    def __init__(self, items=None, key=None):
        self._key = key or (lambda item: item)
        self._items = list(items or [])
        for index in range(len(self._items) // 2 - 1, -1, -1):
            self._sift_down(index)

    def __len__(self):
        return len(self._items)

    def __bool__(self):
        return bool(self._items)

    def _less(self, i, j):
        return self._key(self._items[i]) < self._key(self._items[j])

    def _swap(self, i, j):
        self._items[i], self._items[j] = self._items[j], self._items[i]

    def _sift_up(self, index):
        while index > 0:
            parent = (index - 1) // 2
            if not self._less(index, parent):
                break
            self._swap(index, parent)
            index = parent

    def _sift_down(self, index):
        size = len(self._items)
        while True:
            left = 2 * index + 1
            right = left + 1
            smallest = index
            if left < size and self._less(left, smallest):
                smallest = left
            if right < size and self._less(right, smallest):
                smallest = right
            if smallest == index:
                return
            self._swap(index, smallest)
            index = smallest

    def push(self, item):
        """Add an item to the heap."""
        self._items.append(item)
        self._sift_up(len(self._items) - 1)

    def peek(self):
        """Return the smallest item without removing it."""
        if not self._items:
            raise IndexError("peek from empty heap")
        return self._items[0]

    def pop(self):
        """Remove and return the smallest item."""
        if not self._items:
            raise IndexError("pop from empty heap")
        last = self._items.pop()
        if not self._items:
            return last
        top = self._items[0]
        self._items[0] = last
        self._sift_down(0)
        return top

    def pushpop(self, item):
        """Push item, then pop and return the smallest item (faster than separately)."""
        if self._items and self._key(self._items[0]) < self._key(item):
            item, self._items[0] = self._items[0], item
            self._sift_down(0)
        return item

    def drain(self):
        """Pop every item, returning them in ascending order."""
        result = []
        while self._items:
            result.append(self.pop())
        return result


def nsmallest(items, count, key=None):
    """Return the count smallest items in ascending order."""
    if count <= 0:
        return []
    heap = MinHeap(items, key=key)
    result = []
    while heap and len(result) < count:
        result.append(heap.pop())
    return result


class PriorityQueue:
    """A stable priority queue: equal priorities come out in insertion order."""

    def __init__(self):
        self._heap = MinHeap(key=lambda entry: (entry[0], entry[1]))
        self._counter = 0
        self._live = {}

    def __len__(self):
        return len(self._live)

    def __contains__(self, task):
        return task in self._live

    def push(self, task, priority=0):
        """Add task with the given priority, replacing any earlier priority."""
        if task in self._live:
            self._live[task][3] = False
        entry = [priority, self._counter, task, True]
        self._counter += 1
        self._live[task] = entry
        self._heap.push(entry)

    def remove(self, task):
        """Remove a task; raise KeyError if it is not queued."""
        entry = self._live.pop(task)
        entry[3] = False

    def priority(self, task):
        """Return the current priority of a queued task."""
        return self._live[task][0]

    def _discard_dead(self):
        while self._heap and not self._heap.peek()[3]:
            self._heap.pop()

    def peek(self):
        """Return the task with the lowest priority without removing it."""
        self._discard_dead()
        if not self._heap:
            raise IndexError("peek from empty queue")
        return self._heap.peek()[2]

    def pop(self):
        """Remove and return the task with the lowest priority."""
        self._discard_dead()
        if not self._heap:
            raise IndexError("pop from empty queue")
        entry = self._heap.pop()
        del self._live[entry[2]]
        return entry[2]
