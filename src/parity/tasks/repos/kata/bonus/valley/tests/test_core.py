from kata_bonus.core import valley


def test_valley_0():
    assert valley(0) == 0


def test_valley_1():
    assert valley(13) == 15


def test_valley_2():
    assert valley(53) == 61


def test_valley_3():
    assert valley(58) == 67


def test_valley_4():
    assert valley(50, 4) == 58


def test_valley_5():
    assert valley(50, 5) == 66
