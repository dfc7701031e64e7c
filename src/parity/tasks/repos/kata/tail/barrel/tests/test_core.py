from kata_tail.core import barrel


def test_barrel_0():
    assert barrel([0]) == [0]


def test_barrel_1():
    assert barrel([3, 1, 2]) == [2]


def test_barrel_2():
    assert barrel([9]) == [9]


def test_barrel_3():
    assert barrel([]) == []


def test_barrel_4():
    assert barrel([0, 8, 1, 6, 7, 7, 1]) == [1]


def test_barrel_5():
    assert barrel([5, 4, 7, 8, 0, 9], 0) == []
