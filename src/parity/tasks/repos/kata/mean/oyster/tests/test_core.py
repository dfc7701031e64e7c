from kata_mean.core import oyster


def test_oyster_0():
    assert oyster([]) == 0


def test_oyster_1():
    assert oyster([16, 13, 1]) == 10


def test_oyster_2():
    assert oyster([9, 24, 22, 18, 21]) == 18


def test_oyster_3():
    assert oyster([25, 8, 26, 18, 23, 23]) == 20


def test_oyster_4():
    assert oyster([0, 18, 4, 27, 8, 21]) == 13


def test_oyster_5():
    assert oyster([23, 28]) == 25
