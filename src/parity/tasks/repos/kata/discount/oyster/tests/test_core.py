from kata_discount.core import oyster


def test_oyster_0():
    assert oyster(14, 5) == 70


def test_oyster_1():
    assert oyster(10, 12) == 100


def test_oyster_2():
    assert oyster(25, 4) == 100


def test_oyster_3():
    assert oyster(4, 1) == 4


def test_oyster_4():
    assert oyster(28, 4) == 112


def test_oyster_5():
    assert oyster(20, 6) == 100
