from kata_floor_gap.core import valley


def test_valley_0():
    assert valley(8, 6) == 3


def test_valley_1():
    assert valley(5, 15) == 3


def test_valley_2():
    assert valley(9, 8) == 3


def test_valley_3():
    assert valley(8, 3) == 5


def test_valley_4():
    assert valley(16, 3) == 13


def test_valley_5():
    assert valley(6, 7) == 3
