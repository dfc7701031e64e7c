from kata_bonus.core import lantern


def test_lantern_0():
    assert lantern(19) == 23


def test_lantern_1():
    assert lantern(15) == 19


def test_lantern_2():
    assert lantern(1) == 1


def test_lantern_3():
    assert lantern(26) == 32


def test_lantern_4():
    assert lantern(23, 2) == 26


def test_lantern_5():
    assert lantern(23, 3) == 29
