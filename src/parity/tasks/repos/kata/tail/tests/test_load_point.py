from kata_tail.load_point import load_point


def test_load_point_0():
    assert load_point([3, 5, 2, 0, 5]) == [5]


def test_load_point_1():
    assert load_point([1, 8, 9, 6, 4, 9, 8]) == [8]


def test_load_point_2():
    assert load_point([3, 0]) == [0]


def test_load_point_3():
    assert load_point([1, 3, 7, 4, 9, 4, 4]) == [4]


def test_load_point_4():
    assert load_point([]) == []


def test_load_point_5():
    assert load_point([0, 7, 0, 2, 1, 0], 0) == []
