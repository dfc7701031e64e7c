from kata_bonus.core import oyster


def test_oyster_0():
    assert oyster(15) == 17


def test_oyster_1():
    assert oyster(32) == 36


def test_oyster_2():
    assert oyster(5) == 5


def test_oyster_3():
    assert oyster(1) == 1


def test_oyster_4():
    assert oyster(53, 3) == 60


def test_oyster_5():
    assert oyster(53, 4) == 67
