from kata_balance.core import lantern


def test_lantern_0():
    assert lantern([6]) == 1


def test_lantern_1():
    assert lantern([2, 5, 5, 12, 3]) == -1


def test_lantern_2():
    assert lantern([14, 4, 0, 5, 1, 13]) == 0


def test_lantern_3():
    assert lantern([15, 2, 8]) == 1


def test_lantern_4():
    assert lantern([1, 20, 3, 7, 3]) == -3


def test_lantern_5():
    assert lantern([10, 8, 4]) == 3
