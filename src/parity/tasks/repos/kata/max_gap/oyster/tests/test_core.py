from kata_max_gap.core import oyster


def test_oyster_0():
    assert oyster([5, 18, 19]) == 13


def test_oyster_1():
    assert oyster([5, 6, 11]) == 5


def test_oyster_2():
    assert oyster([1, 2, 28]) == 26


def test_oyster_3():
    assert oyster([14, 16, 23, 25, 26, 29]) == 7


def test_oyster_4():
    assert oyster([0, 0, 1, 2, 17, 24]) == 15


def test_oyster_5():
    assert oyster([3, 3]) == 0
