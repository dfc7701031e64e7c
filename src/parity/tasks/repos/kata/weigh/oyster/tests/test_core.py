from kata_weigh.core import oyster


def test_oyster_0():
    assert oyster([11]) == 44


def test_oyster_1():
    assert oyster([6]) == 6


def test_oyster_2():
    assert oyster([9, 7, 2, 8]) == 98


def test_oyster_3():
    assert oyster([5, 10, 7]) == 73


def test_oyster_4():
    assert oyster([3, 7, 7, 11]) == 103


def test_oyster_5():
    assert oyster([6, 7]) == 34
