from kata_tail.core import lemon


def test_lemon_0():
    assert lemon([5, 7, 3]) == [5, 7, 3]


def test_lemon_1():
    assert lemon([1, 3, 5, 5, 6, 7, 3]) == [6, 7, 3]


def test_lemon_2():
    assert lemon([8, 1]) == [8, 1]


def test_lemon_3():
    assert lemon([6, 4, 9, 5, 7, 8]) == [5, 7, 8]


def test_lemon_4():
    assert lemon([4, 3, 1, 0, 6, 8], 0) == []


def test_lemon_5():
    assert lemon([5, 9, 6, 2, 8, 2], 1) == [2]
