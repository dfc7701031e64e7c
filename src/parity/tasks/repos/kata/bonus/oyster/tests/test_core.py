from kata_bonus.core import oyster


def test_oyster_0():
    assert oyster(48) == 60


def test_oyster_1():
    assert oyster(5) == 6


def test_oyster_2():
    assert oyster(25) == 31


def test_oyster_3():
    assert oyster(0) == 0


def test_oyster_4():
    assert oyster(8, 5) == 10


def test_oyster_5():
    assert oyster(8, 6) == 12
