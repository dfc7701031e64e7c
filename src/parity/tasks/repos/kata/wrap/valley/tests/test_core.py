from kata_wrap.core import valley


def test_valley_0():
    assert valley(20) == 6


def test_valley_1():
    assert valley(1) == 5


def test_valley_2():
    assert valley(4) == 8


def test_valley_3():
    assert valley(-10) == 3


def test_valley_4():
    assert valley(28) == 5


def test_valley_5():
    assert valley(10, 4, 2) == 0
