from kata_max_gap.core import walnut


def test_walnut_0():
    assert walnut([4, 25, 27]) == 21


def test_walnut_1():
    assert walnut([21]) == 0


def test_walnut_2():
    assert walnut([2, 10, 18, 18, 21, 28]) == 8


def test_walnut_3():
    assert walnut([4, 5, 10, 14]) == 5


def test_walnut_4():
    assert walnut([1, 6, 11, 13, 19, 24]) == 6


def test_walnut_5():
    assert walnut([5, 18, 20, 23, 30]) == 13
