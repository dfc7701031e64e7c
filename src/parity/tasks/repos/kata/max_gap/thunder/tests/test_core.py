from kata_max_gap.core import thunder


def test_thunder_0():
    assert thunder([11, 12, 17, 18]) == 5


def test_thunder_1():
    assert thunder([0, 11, 15, 23]) == 11


def test_thunder_2():
    assert thunder([20]) == 0


def test_thunder_3():
    assert thunder([0, 13, 14, 15, 25]) == 13


def test_thunder_4():
    assert thunder([5]) == 0


def test_thunder_5():
    assert thunder([19, 20, 23, 26]) == 3
