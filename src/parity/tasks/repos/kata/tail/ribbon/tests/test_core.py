from kata_tail.core import ribbon


def test_ribbon_0():
    assert ribbon([1]) == [1]


def test_ribbon_1():
    assert ribbon([7, 0, 0]) == [7, 0, 0]


def test_ribbon_2():
    assert ribbon([3, 5, 6, 7, 6, 1]) == [6, 7, 6, 1]


def test_ribbon_3():
    assert ribbon([2, 8, 8, 8, 1, 0, 8]) == [8, 1, 0, 8]


def test_ribbon_4():
    assert ribbon([1, 8, 7, 9, 6, 7], 0) == []


def test_ribbon_5():
    assert ribbon([2, 5, 8, 9, 3, 9], 1) == [9]
