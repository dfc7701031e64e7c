from kata_tail.core import barrel


def test_barrel_0():
    assert barrel([6]) == [6]


def test_barrel_1():
    assert barrel([7, 7]) == [7]


def test_barrel_2():
    assert barrel([0, 5, 0, 1, 7]) == [7]


def test_barrel_3():
    assert barrel([0, 3, 8, 0, 1, 6, 1]) == [1]


def test_barrel_4():
    assert barrel([2, 7, 9, 9, 4, 9]) == [9]


def test_barrel_5():
    assert barrel([2, 9, 2, 7, 2, 7], 0) == []
