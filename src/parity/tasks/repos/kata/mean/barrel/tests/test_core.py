from kata_mean.core import barrel


def test_barrel_0():
    assert barrel([]) == 0


def test_barrel_1():
    assert barrel([17]) == 17


def test_barrel_2():
    assert barrel([9, 10, 29, 8, 24]) == 16


def test_barrel_3():
    assert barrel([20, 10, 2, 26, 11]) == 13


def test_barrel_4():
    assert barrel([25]) == 25


def test_barrel_5():
    assert barrel([26, 19, 5, 11]) == 15
