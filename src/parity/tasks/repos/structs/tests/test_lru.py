import pytest

from structs import LRUCache


def test_put_and_get():
    cache = LRUCache(2)
    cache.put("a", 1)
    assert cache.get("a") == 1
    assert cache.get("zz") is None
    assert cache.get("zz", "dflt") == "dflt"


def test_evicts_least_recently_used():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert "b" not in cache
    assert cache.keys() == ["a", "c"]


def test_exactly_capacity_no_eviction():
    cache = LRUCache(3)
    for key in "xyz":
        cache.put(key, key)
    assert len(cache) == 3


def test_update_refreshes_recency():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("a", 10)
    cache.put("c", 3)
    assert cache.keys() == ["a", "c"]
    assert cache.peek("a") == 10


def test_peek_does_not_change_order_or_stats():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.peek("a") == 1
    assert cache.peek("q", 0) == 0
    cache.put("c", 3)
    assert "a" not in cache
    assert (cache.hits, cache.misses) == (0, 0)


def test_hit_miss_counts_and_rate():
    cache = LRUCache(4)
    assert cache.hit_rate() == 0.0
    cache.put(1, "one")
    cache.get(1)
    cache.get(1)
    cache.get(2)
    assert cache.hits == 2
    assert cache.misses == 1
    assert cache.hit_rate() == pytest.approx(2 / 3)


def test_cached_none_counts_as_hit():
    cache = LRUCache(2)
    cache.put("n", None)
    assert cache.get("n", "dflt") is None
    assert cache.hits == 1


def test_on_evict_callback():
    evicted = []
    cache = LRUCache(1, on_evict=lambda k, v: evicted.append((k, v)))
    cache.put("a", 1)
    cache.put("b", 2)
    assert evicted == [("a", 1)]


def test_invalid_capacity():
    with pytest.raises(ValueError):
        LRUCache(0)


def test_default_capacity():
    assert LRUCache().capacity == 128


def test_pop():
    cache = LRUCache(2)
    cache.put("a", 1)
    assert cache.pop("a") == 1
    assert "a" not in cache
    assert cache.pop("a", 7) == 7
    with pytest.raises(KeyError):
        cache.pop("a")


def test_resize_shrinks():
    evicted = []
    cache = LRUCache(4, on_evict=lambda k, v: evicted.append(k))
    for key in "abcd":
        cache.put(key, 0)
    cache.resize(2)
    assert cache.keys() == ["c", "d"]
    assert evicted == ["a", "b"]
    with pytest.raises(ValueError):
        cache.resize(0)


def test_resize_grows():
    cache = LRUCache(1)
    cache.resize(3)
    for key in "abc":
        cache.put(key, 0)
    assert len(cache) == 3


def test_clear_resets():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.get("a")
    cache.get("b")
    cache.clear()
    assert len(cache) == 0
    assert (cache.hits, cache.misses) == (0, 0)


def test_memoize():
    calls = []
    cache = LRUCache(2)

    @cache.memoize
    def square(x):
        """Square it."""
        calls.append(x)
        return x * x

    assert square(3) == 9
    assert square(3) == 9
    assert calls == [3]
    assert square.__name__ == "square"
    assert square.__doc__ == "Square it."
    assert cache.hits == 1


def test_resize_to_one():
    cache = LRUCache(3)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.resize(1)
    assert cache.keys() == ["b"]
    assert cache.capacity == 1
