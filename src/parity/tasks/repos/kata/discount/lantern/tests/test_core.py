from kata_discount.core import lantern


def test_lantern_0():
    assert lantern(29, 11) == 274


def test_lantern_1():
    assert lantern(2, 1) == 2


def test_lantern_2():
    assert lantern(30, 2) == 60


def test_lantern_3():
    assert lantern(2, 10) == 18


def test_lantern_4():
    assert lantern(40, 3) == 120


def test_lantern_5():
    assert lantern(20, 6) == 120
