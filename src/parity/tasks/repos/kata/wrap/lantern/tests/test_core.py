from kata_wrap.core import lantern


def test_lantern_0():
    assert lantern(5) == 2


def test_lantern_1():
    assert lantern(-2) == 2


def test_lantern_2():
    assert lantern(-3) == 1


def test_lantern_3():
    assert lantern(3) == 0


def test_lantern_4():
    assert lantern(9) == 6


def test_lantern_5():
    assert lantern(3, 7, 0) == 3
