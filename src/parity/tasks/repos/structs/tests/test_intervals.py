import pytest

from structs import IntervalSet


def test_add_disjoint_sorted():
    s = IntervalSet([(10, 12), (1, 3)])
    assert list(s) == [(1, 3), (10, 12)]


def test_add_overlapping_merges():
    s = IntervalSet([(1, 5), (3, 8)])
    assert list(s) == [(1, 8)]


def test_add_touching_merges():
    s = IntervalSet([(1, 3), (3, 6)])
    assert list(s) == [(1, 6)]


def test_add_bridging_merges_many():
    s = IntervalSet([(1, 2), (4, 5), (7, 8), (20, 30)])
    s.add(2, 7)
    assert list(s) == [(1, 8), (20, 30)]


def test_add_empty_and_invalid():
    s = IntervalSet()
    s.add(4, 4)
    assert len(s) == 0
    with pytest.raises(ValueError):
        s.add(5, 4)


def test_add_between_existing():
    s = IntervalSet([(0, 1), (10, 11)])
    s.add(5, 6)
    assert list(s) == [(0, 1), (5, 6), (10, 11)]


def test_remove_splits():
    s = IntervalSet([(0, 10)])
    s.remove(3, 5)
    assert list(s) == [(0, 3), (5, 10)]


def test_remove_edges_and_whole():
    s = IntervalSet([(0, 4), (6, 9), (12, 15)])
    s.remove(2, 13)
    assert list(s) == [(0, 2), (13, 15)]


def test_remove_noop_cases():
    s = IntervalSet([(0, 4)])
    s.remove(4, 8)
    s.remove(2, 2)
    assert list(s) == [(0, 4)]


@pytest.mark.parametrize("point,expected", [(-1, False), (0, True), (3, True), (4, False), (7, True), (9, False)])
def test_contains(point, expected):
    s = IntervalSet([(0, 4), (7, 9)])
    assert s.contains(point) is expected


def test_contains_empty():
    assert IntervalSet().contains(0) is False


def test_overlapping():
    s = IntervalSet([(0, 3), (5, 8), (10, 12)])
    assert s.overlapping(2, 6) == [(0, 3), (5, 8)]
    assert s.overlapping(3, 5) == []
    assert s.overlapping(8, 10) == []
    assert s.overlapping(11, 100) == [(10, 12)]


def test_overlapping_starts_inside_span():
    s = IntervalSet([(0, 10), (20, 30)])
    assert s.overlapping(5, 6) == [(0, 10)]


def test_total_length():
    assert IntervalSet([(0, 3), (5, 10)]).total_length() == 8
    assert IntervalSet().total_length() == 0


def test_gaps_default_bounds():
    s = IntervalSet([(0, 2), (5, 6), (9, 10)])
    assert s.gaps() == [(2, 5), (6, 9)]


def test_gaps_with_bounds():
    s = IntervalSet([(3, 5)])
    assert s.gaps(0, 10) == [(0, 3), (5, 10)]
    assert s.gaps(4, 10) == [(5, 10)]
    assert s.gaps(0, 4) == [(0, 3)]


def test_gaps_empty_set():
    assert IntervalSet().gaps() == []
    assert IntervalSet().gaps(1, 4) == [(1, 4)]
    assert IntervalSet().gaps(4, 1) == []


def test_union_and_intersection():
    a = IntervalSet([(0, 5), (10, 15)])
    b = IntervalSet([(3, 12)])
    assert list(a.union(b)) == [(0, 15)]
    assert list(a.intersection(b)) == [(3, 5), (10, 12)]
    assert list(a) == [(0, 5), (10, 15)]


def test_equality_and_repr():
    assert IntervalSet([(1, 2)]) == IntervalSet([(1, 2)])
    assert IntervalSet([(1, 2)]) != IntervalSet([(1, 3)])
    assert repr(IntervalSet([(1, 2)])) == "IntervalSet([(1, 2)])"
    assert IntervalSet().__eq__(5) is NotImplemented


def test_overlapping_query_before_all_spans():
    s = IntervalSet([(0, 3), (5, 8)])
    assert s.overlapping(-5, 1) == [(0, 3)]


def test_remove_middle_leaves_other_spans():
    s = IntervalSet([(0, 3), (10, 12)])
    s.remove(1, 2)
    assert list(s) == [(0, 1), (2, 3), (10, 12)]


def test_remove_prefix_and_suffix():
    s = IntervalSet([(0, 5)])
    s.remove(0, 2)
    assert list(s) == [(2, 5)]
    s.remove(3, 5)
    assert list(s) == [(2, 3)]


def test_gaps_edge_cases():
    assert IntervalSet().gaps(3, 3) == []
    assert IntervalSet().gaps(0) == []
    assert IntervalSet([(2, 5)]).gaps() == []
    assert IntervalSet([(5, 6)]).gaps(0, 4) == [(0, 4)]
