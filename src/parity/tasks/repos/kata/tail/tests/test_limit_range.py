from kata_tail.limit_range import limit_range


def test_limit_range_0():
    assert limit_range([1]) == [1]


def test_limit_range_1():
    assert limit_range([2, 7, 3]) == [2, 7, 3]


def test_limit_range_2():
    assert limit_range([4, 0, 2, 0, 5]) == [0, 2, 0, 5]


def test_limit_range_3():
    assert limit_range([4, 9, 4, 5, 2, 0, 9]) == [5, 2, 0, 9]


def test_limit_range_4():
    assert limit_range([6, 3, 4, 2, 9, 7], 0) == []


def test_limit_range_5():
    assert limit_range([7, 1, 5, 6, 8, 4], 1) == [4]
