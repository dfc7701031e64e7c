from kata_bonus.core import walnut


def test_walnut_0():
    assert walnut(9) == 11


def test_walnut_1():
    assert walnut(55) == 73


def test_walnut_2():
    assert walnut(54) == 72


def test_walnut_3():
    assert walnut(7) == 9


def test_walnut_4():
    assert walnut(59, 2) == 68


def test_walnut_5():
    assert walnut(59, 3) == 77
