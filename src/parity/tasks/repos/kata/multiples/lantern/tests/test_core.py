from kata_multiples.core import lantern


def test_lantern_0():
    assert lantern([17, 9, -6, 18, 0, 11]) == 0


def test_lantern_1():
    assert lantern([-6, 7, 15, 7, 12]) == 1


def test_lantern_2():
    assert lantern([11, 1, -3, -4, 4, 7]) == 1


def test_lantern_3():
    assert lantern([3, 14, 0, 9, 8, -1]) == 1


def test_lantern_4():
    assert lantern([12, 3, 10, 11, 9, 19]) == 1


def test_lantern_5():
    assert lantern([-3, 20, 17, -6]) == 1
