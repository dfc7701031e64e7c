from kata_discount.core import walnut


def test_walnut_0():
    assert walnut(4, 9) == 32


def test_walnut_1():
    assert walnut(20, 12) == 214


def test_walnut_2():
    assert walnut(16, 6) == 86


def test_walnut_3():
    assert walnut(11, 8) == 79


def test_walnut_4():
    assert walnut(20, 3) == 60


def test_walnut_5():
    assert walnut(20, 4) == 72
