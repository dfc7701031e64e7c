from kata_balance.core import ribbon


def test_ribbon_0():
    assert ribbon([7, 3]) == -2


def test_ribbon_1():
    assert ribbon([4, 6, 5, 15, 11, 18]) == 0


def test_ribbon_2():
    assert ribbon([0]) == 1


def test_ribbon_3():
    assert ribbon([0, 13, 8, 8, 10, 16]) == 4


def test_ribbon_4():
    assert ribbon([6]) == 1


def test_ribbon_5():
    assert ribbon([2, 11, 1, 7, 16]) == -1
