from kata_floor_gap.core import oyster


def test_oyster_0():
    assert oyster(14, 11) == 3


def test_oyster_1():
    assert oyster(15, 15) == 2


def test_oyster_2():
    assert oyster(8, 9) == 2


def test_oyster_3():
    assert oyster(8, 16) == 2


def test_oyster_4():
    assert oyster(11, 8) == 3


def test_oyster_5():
    assert oyster(8, 7) == 2
