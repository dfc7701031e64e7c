"""A set of half-open integer intervals kept sorted and disjoint."""

from bisect import bisect_left, bisect_right


class IntervalSet:
    """Sorted, non-overlapping half-open intervals [start, end)."""

    def __init__(self, intervals=()):
        self._spans = []
        for start, end in intervals:
            self.add(start, end)

    def __iter__(self):
        return iter(self._spans)

    def __len__(self):
        return len(self._spans)

    def __eq__(self, other):
        if not isinstance(other, IntervalSet):
            return NotImplemented
        return self._spans == other._spans

    def __repr__(self):
        return "IntervalSet(%r)" % (self._spans,)

    def add(self, start, end):
        """Insert [start, end), merging with overlapping or touching spans."""
        if start > end:
            raise ValueError("start must not exceed end")
        if start == end:
            return
        before = []
        after = []
        for lo, hi in self._spans:
            if hi < start:
                before.append((lo, hi))
            elif lo > end:
                after.append((lo, hi))
            else:
                start = min(start, lo)
                end = max(end, hi)
        self._spans = before + [(start, end)] + after

    def remove(self, start, end):
        """Remove [start, end) from the set, splitting spans as needed."""
        if start >= end:
            return
        kept = []
        for lo, hi in self._spans:
            if hi <= start or lo >= end:
                kept.append((lo, hi))
                continue
            if lo < start:
                kept.append((lo, start))
            if hi > end:
                kept.append((end, hi))
        self._spans = kept

    def contains(self, point):
        """Return True if point lies inside one of the intervals."""
        index = bisect_right(self._spans, (point, float("inf"))) - 1
        if index < 0:
            return False
        lo, hi = self._spans[index]
        return lo <= point < hi

    def overlapping(self, start, end):
        """Return the stored intervals that overlap [start, end)."""
        first = bisect_left(self._spans, (start,))
        if first > 0 and self._spans[first - 1][1] > start:
            first -= 1
        result = []
        for lo, hi in self._spans[first:]:
            if lo >= end:
                break
            result.append((lo, hi))
        return result

    def total_length(self):
        """Return the number of integer points covered."""
        return sum(hi - lo for lo, hi in self._spans)

    def gaps(self, start=None, end=None):
        """Return the uncovered intervals between start and end."""
        if not self._spans:
            if start is None or end is None:
                return []
            return [(start, end)] if start < end else []
        lower = self._spans[0][0] if start is None else start
        upper = self._spans[-1][1] if end is None else end
        result = []
        cursor = lower
        for lo, hi in self._spans:
            if lo >= upper:
                break
            if lo > cursor:
                result.append((cursor, lo))
            cursor = max(cursor, hi)
        if cursor < upper:
            result.append((cursor, upper))
        return result

    def union(self, other):
        """Return a new set covering points in either set."""
        result = IntervalSet(self._spans)
        for lo, hi in other:
            result.add(lo, hi)
        return result

    def intersection(self, other):
        """Return a new set covering points present in both sets."""
        result = IntervalSet()
        for lo, hi in self._spans:
            for olo, ohi in other.overlapping(lo, hi):
                result.add(max(lo, olo), min(hi, ohi))
        return result
