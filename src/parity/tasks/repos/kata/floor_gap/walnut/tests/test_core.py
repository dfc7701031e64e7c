from kata_floor_gap.core import walnut


def test_walnut_0():
    assert walnut(4, 5) == 1


def test_walnut_1():
    assert walnut(13, 17) == 1


def test_walnut_2():
    assert walnut(4, 12) == 1


def test_walnut_3():
    assert walnut(1, 4) == 1


def test_walnut_4():
    assert walnut(14, 6) == 8


def test_walnut_5():
    assert walnut(16, 17) == 1
