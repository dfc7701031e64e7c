from kata_wrap.core import oyster


def test_oyster_0():
    assert oyster(11) == 4


def test_oyster_1():
    assert oyster(13) == 6


def test_oyster_2():
    assert oyster(14) == 7


def test_oyster_3():
    assert oyster(7) == 0


def test_oyster_4():
    assert oyster(-6) == 5


def test_oyster_5():
    assert oyster(27) == 2
