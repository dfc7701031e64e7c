from kata_bonus.core import valley


def test_valley_0():
    assert valley(57) == 71


def test_valley_1():
    assert valley(30) == 37


def test_valley_2():
    assert valley(6) == 7


def test_valley_3():
    assert valley(42) == 52


def test_valley_4():
    assert valley(60, 2) == 75


def test_valley_5():
    assert valley(60, 3) == 90
