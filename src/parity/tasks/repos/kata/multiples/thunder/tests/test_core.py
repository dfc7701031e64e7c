from kata_multiples.core import thunder


def test_thunder_0():
    assert thunder([6, 14]) == 2


def test_thunder_1():
    assert thunder([-5, 14, 18, 18, 3]) == 4


def test_thunder_2():
    assert thunder([13, 18, 7, 8, 13, 20]) == 6


def test_thunder_3():
    assert thunder([-3, 20, 6, 16]) == 3


def test_thunder_4():
    assert thunder([6, -2, 13, 9, 2, -1]) == 4


def test_thunder_5():
    assert thunder([-2, 4], 2) == 1
