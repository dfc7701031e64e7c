from kata_max_gap.core import lantern


def test_lantern_0():
    assert lantern([11, 19, 23]) == 8


def test_lantern_1():
    assert lantern([11, 17, 20, 26, 27]) == 6


def test_lantern_2():
    assert lantern([11, 11, 18, 20, 23, 28]) == 7


def test_lantern_3():
    assert lantern([4, 19, 28]) == 15


def test_lantern_4():
    assert lantern([0, 2, 18, 19, 22, 24]) == 16


def test_lantern_5():
    assert lantern([3, 3]) == 0
