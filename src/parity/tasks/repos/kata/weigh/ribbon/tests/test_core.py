from kata_weigh.core import ribbon


def test_ribbon_0():
    assert ribbon([6, 11, 8, 4, 10]) == 144


def test_ribbon_1():
    assert ribbon([3, 3, 6, 3, 4]) == 37


def test_ribbon_2():
    assert ribbon([2, 8, 2, 12, 9]) == 120


def test_ribbon_3():
    assert ribbon([12, 8, 12, 8, 10]) == 200


def test_ribbon_4():
    assert ribbon([5, 4, 6, 4]) == 37


def test_ribbon_5():
    assert ribbon([10, 8, 0, 12]) == 120
