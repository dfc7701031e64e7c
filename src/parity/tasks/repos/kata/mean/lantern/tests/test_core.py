from kata_mean.core import lantern


def test_lantern_0():
    assert lantern([]) == 0


def test_lantern_1():
    assert lantern([28, 19, 22, 26]) == 23


def test_lantern_2():
    assert lantern([29, 1, 20]) == 16


def test_lantern_3():
    assert lantern([16, 7, 6, 16, 12]) == 11


def test_lantern_4():
    assert lantern([7, 18, 23, 2]) == 12


def test_lantern_5():
    assert lantern([3, 4, 28, 5, 9]) == 9
