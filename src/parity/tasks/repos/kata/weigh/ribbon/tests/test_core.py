from kata_weigh.core import ribbon


def test_ribbon_0():
    assert ribbon([5, 12, 3, 7]) == 39


def test_ribbon_1():
    assert ribbon([12, 10, 1]) == 45


def test_ribbon_2():
    assert ribbon([0]) == 0


def test_ribbon_3():
    assert ribbon([4, 0, 8, 10]) == 40


def test_ribbon_4():
    assert ribbon([9, 3, 3, 1, 12]) == 49


def test_ribbon_5():
    assert ribbon([11, 8, 6, 8, 4]) == 64
