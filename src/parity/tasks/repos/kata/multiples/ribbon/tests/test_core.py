from kata_multiples.core import ribbon


def test_ribbon_0():
    assert ribbon([19, 18]) == 2


def test_ribbon_1():
    assert ribbon([-2, 4, -4, -2, 1]) == 2


def test_ribbon_2():
    assert ribbon([-2, 9, 3, 12, -5, 8]) == 4


def test_ribbon_3():
    assert ribbon([11, -2, 14, 10, 6]) == 4


def test_ribbon_4():
    assert ribbon([13, 13]) == 2


def test_ribbon_5():
    assert ribbon([20, 8, 14]) == 3
