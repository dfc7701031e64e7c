from kata_mean.core import thunder


def test_thunder_0():
    assert thunder([]) == 0


def test_thunder_1():
    assert thunder([24, 7, 9, 17, 11]) == 13


def test_thunder_2():
    assert thunder([26, 12, 18, 21]) == 19


def test_thunder_3():
    assert thunder([11, 22, 0, 23, 0, 2]) == 9


def test_thunder_4():
    assert thunder([24, 8, 18, 9, 13]) == 14


def test_thunder_5():
    assert thunder([20, 5, 14, 13, 12]) == 12
