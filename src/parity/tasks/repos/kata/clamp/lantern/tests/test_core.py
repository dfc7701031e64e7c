from kata_clamp.core import lantern


def test_lantern_0():
    assert lantern(2) == 3


def test_lantern_1():
    assert lantern(3) == 3


def test_lantern_2():
    assert lantern(4) == 4


def test_lantern_3():
    assert lantern(7) == 7


def test_lantern_4():
    assert lantern(8) == 8


def test_lantern_5():
    assert lantern(9) == 8
