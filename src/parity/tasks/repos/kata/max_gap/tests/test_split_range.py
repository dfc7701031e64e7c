from kata_max_gap.split_range import split_range


def test_split_range_0():
    assert split_range([1, 14, 14]) == 13


def test_split_range_1():
    assert split_range([5, 7, 8, 10, 23, 26]) == 13


def test_split_range_2():
    assert split_range([12, 20, 21]) == 8


def test_split_range_3():
    assert split_range([8, 29, 29]) == 21


def test_split_range_4():
    assert split_range([15, 16, 30]) == 14


def test_split_range_5():
    assert split_range([3, 3]) == 0
