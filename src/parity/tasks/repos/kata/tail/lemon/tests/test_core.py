from kata_tail.core import lemon


def test_lemon_0():
    assert lemon([1, 4]) == [1, 4]


def test_lemon_1():
    assert lemon([4, 3, 2, 1, 3, 3]) == [3, 3]


def test_lemon_2():
    assert lemon([4, 0, 1, 2]) == [1, 2]


def test_lemon_3():
    assert lemon([4, 2, 1, 1, 3, 9, 8]) == [9, 8]


def test_lemon_4():
    assert lemon([6, 8, 2, 0, 6, 9], 0) == []


def test_lemon_5():
    assert lemon([9, 2, 9, 2, 6, 5], 1) == [5]
