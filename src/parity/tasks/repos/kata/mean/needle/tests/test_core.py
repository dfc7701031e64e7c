from kata_mean.core import needle


def test_needle_0():
    assert needle([]) == 0


def test_needle_1():
    assert needle([6, 9]) == 7


def test_needle_2():
    assert needle([6, 24, 4]) == 11


def test_needle_3():
    assert needle([20, 15]) == 17


def test_needle_4():
    assert needle([15, 28]) == 21


def test_needle_5():
    assert needle([4, 10]) == 7
