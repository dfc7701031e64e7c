from kata_balance.core import ribbon


def test_ribbon_0():
    assert ribbon([3]) == -1


def test_ribbon_1():
    assert ribbon([17, 13, 18, 2, 19]) == -1


def test_ribbon_2():
    assert ribbon([1, 20, 17, 8]) == 0


def test_ribbon_3():
    assert ribbon([4]) == 1


def test_ribbon_4():
    assert ribbon([1, 6, 19, 17, 16, 19]) == -2


def test_ribbon_5():
    assert ribbon([3, 16, 8, 0, 15, 20, 9]) == 1
