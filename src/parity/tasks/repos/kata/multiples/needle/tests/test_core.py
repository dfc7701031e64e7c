from kata_multiples.core import needle


def test_needle_0():
    assert needle([5, 1, 15, -4, 17]) == 17


def test_needle_1():
    assert needle([19, 14]) == 14


def test_needle_2():
    assert needle([10, -6]) == -6


def test_needle_3():
    assert needle([10, 4, 17, 20, 13, -3]) == -3


def test_needle_4():
    assert needle([1, -6, -5, 19, -3, 20]) == 21


def test_needle_5():
    assert needle([-4, 20, 12, 6]) == 6
