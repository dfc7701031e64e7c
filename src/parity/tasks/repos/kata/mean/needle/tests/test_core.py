from kata_mean.core import needle


def test_needle_0():
    assert needle([]) == 0


def test_needle_1():
    assert needle([8]) == 8


def test_needle_2():
    assert needle([3, 11, 9, 6, 29, 10]) == 11


def test_needle_3():
    assert needle([7, 26]) == 16


def test_needle_4():
    assert needle([6, 21]) == 13


def test_needle_5():
    assert needle([3, 17, 8, 21]) == 12
