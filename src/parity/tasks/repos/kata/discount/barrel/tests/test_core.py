from kata_discount.core import barrel


def test_barrel_0():
    assert barrel(37, 7) == 195


def test_barrel_1():
    assert barrel(16, 2) == 32


def test_barrel_2():
    assert barrel(33, 11) == 273


def test_barrel_3():
    assert barrel(32, 8) == 192


def test_barrel_4():
    assert barrel(33, 3) == 99


def test_barrel_5():
    assert barrel(20, 4) == 80
