from kata_clamp.core import oyster


def test_oyster_0():
    assert oyster(-1) == 0


def test_oyster_1():
    assert oyster(0) == 0


def test_oyster_2():
    assert oyster(1) == 1


def test_oyster_3():
    assert oyster(15) == 15


def test_oyster_4():
    assert oyster(16) == 16


def test_oyster_5():
    assert oyster(17) == 16
