from kata_floor_gap.core import oyster


def test_oyster_0():
    assert oyster(12, 5) == 7


def test_oyster_1():
    assert oyster(7, 9) == 2


def test_oyster_2():
    assert oyster(7, 12) == 2


def test_oyster_3():
    assert oyster(16, 15) == 2


def test_oyster_4():
    assert oyster(2, 1) == 2


def test_oyster_5():
    assert oyster(0, 4) == 2
