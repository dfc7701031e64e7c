from kata_multiples.core import oyster


def test_oyster_0():
    assert oyster([11, 1, 1]) == 0


def test_oyster_1():
    assert oyster([13, 2, 6, 0, -5]) == 2


def test_oyster_2():
    assert oyster([10, 9, -4, 1, -2, 6]) == 2


def test_oyster_3():
    assert oyster([-4, 1, 1, 18, -3]) == 1


def test_oyster_4():
    assert oyster([7, 15, 9]) == 0


def test_oyster_5():
    assert oyster([2, 13, 19, 0, 11]) == 1
