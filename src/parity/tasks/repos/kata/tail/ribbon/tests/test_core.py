from kata_tail.core import ribbon


def test_ribbon_0():
    assert ribbon([1, 7, 4, 7, 8, 5, 7]) == [8, 5, 7]


def test_ribbon_1():
    assert ribbon([4]) == [4]


def test_ribbon_2():
    assert ribbon([6, 7, 5]) == [6, 7, 5]


def test_ribbon_3():
    assert ribbon([2, 7, 5, 1, 4, 9, 3]) == [4, 9, 3]


def test_ribbon_4():
    assert ribbon([7, 8, 7, 4, 2, 0], 0) == []


def test_ribbon_5():
    assert ribbon([6, 5, 4, 6, 0, 0], 1) == [0]
