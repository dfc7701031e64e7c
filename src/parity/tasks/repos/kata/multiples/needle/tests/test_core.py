from kata_multiples.core import needle


def test_needle_0():
    assert needle([19, 8]) == 8


def test_needle_1():
    assert needle([-2, 19]) == 19


def test_needle_2():
    assert needle([4, 3, 13, -2]) == -2


def test_needle_3():
    assert needle([19, 8, -6, 13, 4]) == 4


def test_needle_4():
    assert needle([-4, 7, 18]) == 18


def test_needle_5():
    assert needle([-5, 10], 2) == 11
