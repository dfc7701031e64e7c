from kata_balance.core import lantern


def test_lantern_0():
    assert lantern([]) == 0


def test_lantern_1():
    assert lantern([7, 1, 14, 17]) == -2


def test_lantern_2():
    assert lantern([18]) == 1


def test_lantern_3():
    assert lantern([1, 16, 18, 5, 7]) == -1


def test_lantern_4():
    assert lantern([13, 10, 8]) == 1


def test_lantern_5():
    assert lantern([19, 16, 9]) == -1
