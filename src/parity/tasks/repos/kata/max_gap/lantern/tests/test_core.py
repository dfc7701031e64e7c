from kata_max_gap.core import lantern


def test_lantern_0():
    assert lantern([0, 29]) == 29


def test_lantern_1():
    assert lantern([3, 6, 8, 15, 22, 27]) == 7


def test_lantern_2():
    assert lantern([1, 4, 10, 16, 18]) == 6


def test_lantern_3():
    assert lantern([0, 1, 3, 8, 9, 25]) == 16


def test_lantern_4():
    assert lantern([6, 27]) == 21


def test_lantern_5():
    assert lantern([3, 3]) == 0
