"""Classic data structures: heaps, LRU caches, interval sets and tries."""

from .heap import MinHeap, PriorityQueue, nsmallest
from .lru import LRUCache
from .intervals import IntervalSet
from .trie import Trie

__all__ = ["MinHeap", "PriorityQueue", "nsmallest", "LRUCache", "IntervalSet", "Trie"]
