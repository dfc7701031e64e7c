from kata_max_gap.core import walnut


def test_walnut_0():
    assert walnut([24]) == 0


def test_walnut_1():
    assert walnut([7, 8, 12, 14, 21]) == 7


def test_walnut_2():
    assert walnut([13]) == 0


def test_walnut_3():
    assert walnut([1, 6, 12, 14]) == 6


def test_walnut_4():
    assert walnut([0, 13, 15, 23]) == 13


def test_walnut_5():
    assert walnut([4, 20]) == 16
