import pytest

from structs import MinHeap, PriorityQueue, nsmallest


def test_push_pop_ascending():
    heap = MinHeap()
    for value in [5, 3, 8, 1, 9, 2]:
        heap.push(value)
    assert [heap.pop() for _ in range(6)] == [1, 2, 3, 5, 8, 9]


def test_heapify_from_items():
    heap = MinHeap([7, 2, 9, 4, 4, 1, 0, 6])
    assert heap.drain() == [0, 1, 2, 4, 4, 6, 7, 9]


def test_len_and_bool():
    heap = MinHeap()
    assert len(heap) == 0
    assert not heap
    heap.push(3)
    heap.push(1)
    assert len(heap) == 2
    assert heap


def test_peek_does_not_remove():
    heap = MinHeap([4, 2, 6])
    assert heap.peek() == 2
    assert len(heap) == 3


def test_peek_and_pop_empty_raise():
    with pytest.raises(IndexError):
        MinHeap().peek()
    with pytest.raises(IndexError):
        MinHeap().pop()


def test_pop_single_item():
    heap = MinHeap([42])
    assert heap.pop() == 42
    assert len(heap) == 0


def test_key_function():
    heap = MinHeap(["ccc", "a", "bb"], key=len)
    assert heap.drain() == ["a", "bb", "ccc"]


def test_max_heap_via_negative_key():
    heap = MinHeap([3, 10, 7], key=lambda x: -x)
    assert heap.pop() == 10


def test_pushpop_returns_smaller_item():
    heap = MinHeap([5, 7])
    assert heap.pushpop(3) == 3
    assert heap.drain() == [5, 7]


def test_pushpop_replaces_root():
    heap = MinHeap([5, 7])
    assert heap.pushpop(6) == 5
    assert heap.drain() == [6, 7]


def test_pushpop_on_empty():
    heap = MinHeap()
    assert heap.pushpop(1) == 1
    assert len(heap) == 0


def test_large_random_like_sequence():
    values = [(i * 7919) % 101 for i in range(200)]
    assert MinHeap(values).drain() == sorted(values)


def test_nsmallest():
    assert nsmallest([9, 1, 8, 2, 7, 3], 3) == [1, 2, 3]


def test_nsmallest_edge_counts():
    assert nsmallest([3, 1], 0) == []
    assert nsmallest([3, 1], -2) == []
    assert nsmallest([3, 1], 5) == [1, 3]


def test_nsmallest_with_key():
    assert nsmallest(["xx", "y", "zzz"], 2, key=len) == ["y", "xx"]


def test_priority_queue_order():
    pq = PriorityQueue()
    pq.push("low", 5)
    pq.push("high", 1)
    pq.push("mid", 3)
    assert [pq.pop(), pq.pop(), pq.pop()] == ["high", "mid", "low"]


def test_priority_queue_is_stable():
    pq = PriorityQueue()
    for name in ["a", "b", "c"]:
        pq.push(name, 2)
    assert [pq.pop() for _ in range(3)] == ["a", "b", "c"]


def test_priority_queue_default_priority_zero():
    pq = PriorityQueue()
    pq.push("neg", -1)
    pq.push("default")
    pq.push("pos", 1)
    assert pq.priority("default") == 0
    assert pq.pop() == "neg"
    assert pq.pop() == "default"


def test_priority_queue_update_priority():
    pq = PriorityQueue()
    pq.push("a", 1)
    pq.push("b", 2)
    pq.push("a", 3)
    assert len(pq) == 2
    assert pq.priority("a") == 3
    assert pq.pop() == "b"
    assert pq.pop() == "a"
    with pytest.raises(IndexError):
        pq.pop()


def test_priority_queue_remove_and_contains():
    pq = PriorityQueue()
    pq.push("a", 1)
    pq.push("b", 2)
    pq.remove("a")
    assert "a" not in pq
    assert "b" in pq
    assert pq.peek() == "b"
    assert len(pq) == 1


def test_priority_queue_remove_missing():
    with pytest.raises(KeyError):
        PriorityQueue().remove("x")


def test_priority_queue_empty_peek():
    pq = PriorityQueue()
    pq.push("x", 1)
    pq.remove("x")
    with pytest.raises(IndexError):
        pq.peek()


def test_push_smaller_second_item_becomes_root():
    heap = MinHeap()
    heap.push(5)
    heap.push(3)
    assert heap.peek() == 3


def test_pushpop_restores_heap_order():
    heap = MinHeap([1, 2, 3])
    assert heap.pushpop(10) == 1
    assert heap.peek() == 2
    assert heap.drain() == [2, 3, 10]


def test_priority_queue_ties_use_insertion_not_name():
    pq = PriorityQueue()
    for name in ["c", "a", "b"]:
        pq.push(name, 1)
    assert [pq.pop() for _ in range(3)] == ["c", "a", "b"]
