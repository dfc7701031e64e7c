from kata_balance.core import needle


def test_needle_0():
    assert needle([10, 4, 19, 19, 13, 5]) == -2


def test_needle_1():
    assert needle([]) == 0


def test_needle_2():
    assert needle([17]) == -1


def test_needle_3():
    assert needle([11, 14, 9, 1, 0, 7, 5]) == -3


def test_needle_4():
    assert needle([13]) == -1


def test_needle_5():
    assert needle([0, 2, 18, 0, 2, 17]) == 4
