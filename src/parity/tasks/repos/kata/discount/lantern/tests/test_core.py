from kata_discount.core import lantern


def test_lantern_0():
    assert lantern(31, 3) == 93


def test_lantern_1():
    assert lantern(13, 10) == 117


def test_lantern_2():
    assert lantern(15, 1) == 15


def test_lantern_3():
    assert lantern(5, 7) == 35


def test_lantern_4():
    assert lantern(20, 5) == 100


def test_lantern_5():
    assert lantern(20, 8) == 144
