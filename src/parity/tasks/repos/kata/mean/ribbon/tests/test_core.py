from kata_mean.core import ribbon


def test_ribbon_0():
    assert ribbon([]) == 0


def test_ribbon_1():
    assert ribbon([5, 21, 19, 17, 4]) == 13


def test_ribbon_2():
    assert ribbon([25, 11]) == 18


def test_ribbon_3():
    assert ribbon([10, 0, 15, 15, 6, 24]) == 11


def test_ribbon_4():
    assert ribbon([20]) == 20


def test_ribbon_5():
    assert ribbon([18, 7]) == 12
