from kata_tail.trim_point import trim_point


def test_trim_point_0():
    assert trim_point([1, 0, 5, 5, 7]) == [5, 5, 7]


def test_trim_point_1():
    assert trim_point([8, 4]) == [8, 4]


def test_trim_point_2():
    assert trim_point([]) == []


def test_trim_point_3():
    assert trim_point([7]) == [7]


def test_trim_point_4():
    assert trim_point([8, 2, 7, 0, 1, 8], 0) == []


def test_trim_point_5():
    assert trim_point([5, 5, 6, 5, 3, 1], 1) == [1]
