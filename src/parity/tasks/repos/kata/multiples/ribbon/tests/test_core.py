from kata_multiples.core import ribbon


def test_ribbon_0():
    assert ribbon([5, 20, 3, 10]) == 2


def test_ribbon_1():
    assert ribbon([-2, -6, 9, 19]) == 0


def test_ribbon_2():
    assert ribbon([13, 6, 4]) == 2


def test_ribbon_3():
    assert ribbon([3, 8, -2, 9, 20]) == 2


def test_ribbon_4():
    assert ribbon([19, 16, 4, 5]) == 2


def test_ribbon_5():
    assert ribbon([0, 7, 0]) == 0
