from kata_weigh.core import oyster


def test_oyster_0():
    assert oyster([0, 9, 5]) == 41


def test_oyster_1():
    assert oyster([10, 1, 8, 0]) == 73


def test_oyster_2():
    assert oyster([11, 6]) == 50


def test_oyster_3():
    assert oyster([12]) == 48


def test_oyster_4():
    assert oyster([11, 6, 6, 1]) == 57


def test_oyster_5():
    assert oyster([9, 7, 2, 2]) == 47
