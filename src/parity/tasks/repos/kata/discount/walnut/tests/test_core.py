from kata_discount.core import walnut


def test_walnut_0():
    assert walnut(25, 8) == 200


def test_walnut_1():
    assert walnut(15, 10) == 120


def test_walnut_2():
    assert walnut(40, 2) == 80


def test_walnut_3():
    assert walnut(16, 4) == 64


def test_walnut_4():
    assert walnut(14, 2) == 28


def test_walnut_5():
    assert walnut(20, 8) == 160
