from kata_clamp.core import valley


def test_valley_0():
    assert valley(1) == 2


def test_valley_1():
    assert valley(2) == 2


def test_valley_2():
    assert valley(3) == 3


def test_valley_3():
    assert valley(16) == 16


def test_valley_4():
    assert valley(17) == 17


def test_valley_5():
    assert valley(18) == 17
