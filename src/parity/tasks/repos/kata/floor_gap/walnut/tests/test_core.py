from kata_floor_gap.core import walnut


def test_walnut_0():
    assert walnut(19, 18) == 3


def test_walnut_1():
    assert walnut(7, 16) == 3


def test_walnut_2():
    assert walnut(17, 19) == 3


def test_walnut_3():
    assert walnut(20, 14) == 6


def test_walnut_4():
    assert walnut(19, 16) == 3


def test_walnut_5():
    assert walnut(12, 3) == 9
