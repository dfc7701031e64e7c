from kata_tail.core import valley


def test_valley_0():
    assert valley([5, 4, 9, 4, 8, 7]) == [4, 8, 7]


def test_valley_1():
    assert valley([6, 6, 4]) == [6, 6, 4]


def test_valley_2():
    assert valley([9, 5, 3, 1, 3, 7]) == [1, 3, 7]


def test_valley_3():
    assert valley([0, 3]) == [0, 3]


def test_valley_4():
    assert valley([2, 9, 9, 6, 2, 9], 0) == []


def test_valley_5():
    assert valley([2, 2, 1, 1, 0, 8], 1) == [8]
