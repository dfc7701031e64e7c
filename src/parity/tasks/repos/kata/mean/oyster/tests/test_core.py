from kata_mean.core import oyster


def test_oyster_0():
    assert oyster([]) == 0


def test_oyster_1():
    assert oyster([4, 11, 1, 23, 0]) == 7


def test_oyster_2():
    assert oyster([19, 29, 26, 12, 0, 13]) == 16


def test_oyster_3():
    assert oyster([26, 13]) == 19


def test_oyster_4():
    assert oyster([14, 9, 26, 0, 5]) == 10


def test_oyster_5():
    assert oyster([18, 14, 17, 2, 20, 24]) == 15
