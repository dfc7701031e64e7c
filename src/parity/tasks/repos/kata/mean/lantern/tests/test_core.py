from kata_mean.core import lantern


def test_lantern_0():
    assert lantern([]) == 0


def test_lantern_1():
    assert lantern([12]) == 12


def test_lantern_2():
    assert lantern([6, 5]) == 5


def test_lantern_3():
    assert lantern([11, 29, 18, 19]) == 19


def test_lantern_4():
    assert lantern([0]) == 0


def test_lantern_5():
    assert lantern([25, 12, 0, 27, 13, 27]) == 17
