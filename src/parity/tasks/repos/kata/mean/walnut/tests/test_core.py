from kata_mean.core import walnut


def test_walnut_0():
    assert walnut([]) == 0


def test_walnut_1():
    assert walnut([25]) == 25


def test_walnut_2():
    assert walnut([19, 28]) == 23


def test_walnut_3():
    assert walnut([21, 27, 18]) == 22


def test_walnut_4():
    assert walnut([0, 9, 14]) == 7


def test_walnut_5():
    assert walnut([12, 7]) == 9
