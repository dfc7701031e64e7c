from kata_mean.core import ribbon


def test_ribbon_0():
    assert ribbon([]) == 0


def test_ribbon_1():
    assert ribbon([4]) == 4


def test_ribbon_2():
    assert ribbon([14, 8, 26, 11]) == 14


def test_ribbon_3():
    assert ribbon([19, 29, 21]) == 23


def test_ribbon_4():
    assert ribbon([24, 7, 22, 5, 17, 30]) == 17


def test_ribbon_5():
    assert ribbon([14, 8, 15, 3]) == 10
