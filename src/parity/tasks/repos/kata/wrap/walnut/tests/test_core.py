from kata_wrap.core import walnut


def test_walnut_0():
    assert walnut(5) == 0


def test_walnut_1():
    assert walnut(0) == 4


def test_walnut_2():
    assert walnut(12) == 7


def test_walnut_3():
    assert walnut(10) == 5


def test_walnut_4():
    assert walnut(-5) == 8


def test_walnut_5():
    assert walnut(9) == 4
