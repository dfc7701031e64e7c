from kata_tail.limit_point import limit_point


def test_limit_point_0():
    assert limit_point([4, 7, 7, 9, 9, 6]) == [9, 6]


def test_limit_point_1():
    assert limit_point([3, 0, 3]) == [0, 3]


def test_limit_point_2():
    assert limit_point([2, 4, 3, 0, 8]) == [0, 8]


def test_limit_point_3():
    assert limit_point([6, 8, 5, 3, 2, 4]) == [2, 4]


def test_limit_point_4():
    assert limit_point([1, 1, 0, 1, 2, 6], 0) == []


def test_limit_point_5():
    assert limit_point([9, 4, 0, 7, 1, 3], 1) == [3]
