from kata_max_gap.core import ribbon


def test_ribbon_0():
    assert ribbon([0, 3, 4, 17, 20, 30]) == 13


def test_ribbon_1():
    assert ribbon([9, 10, 19]) == 9


def test_ribbon_2():
    assert ribbon([15]) == 0


def test_ribbon_3():
    assert ribbon([5, 16]) == 11


def test_ribbon_4():
    assert ribbon([2, 15, 21, 26, 27, 28]) == 13


def test_ribbon_5():
    assert ribbon([1, 2, 5, 10]) == 5
