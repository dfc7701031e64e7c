from kata_max_gap.core import oyster


def test_oyster_0():
    assert oyster([12]) == 0


def test_oyster_1():
    assert oyster([9, 20, 21, 22, 30]) == 11


def test_oyster_2():
    assert oyster([11, 12, 13]) == 1


def test_oyster_3():
    assert oyster([5, 15, 25, 30]) == 10


def test_oyster_4():
    assert oyster([12, 29]) == 17


def test_oyster_5():
    assert oyster([4, 10, 12, 24, 26, 30]) == 12
