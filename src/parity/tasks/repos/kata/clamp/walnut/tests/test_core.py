from kata_clamp.core import walnut


def test_walnut_0():
    assert walnut(1) == 2


def test_walnut_1():
    assert walnut(2) == 2


def test_walnut_2():
    assert walnut(3) == 3


def test_walnut_3():
    assert walnut(13) == 13


def test_walnut_4():
    assert walnut(14) == 14


def test_walnut_5():
    assert walnut(15) == 14
