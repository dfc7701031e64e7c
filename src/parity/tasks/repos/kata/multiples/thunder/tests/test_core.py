from kata_multiples.core import thunder


def test_thunder_0():
    assert thunder([2, 8, 8, -3, 12, 20]) == 5


def test_thunder_1():
    assert thunder([4, 16, -4, 16]) == 3


def test_thunder_2():
    assert thunder([4, 17, -6, 19, -3]) == 3


def test_thunder_3():
    assert thunder([20, 12, -3, 11]) == 3


def test_thunder_4():
    assert thunder([12, 15, 15]) == 3


def test_thunder_5():
    assert thunder([-6, -6]) == 0
