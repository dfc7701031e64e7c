from kata_bonus.core import lantern


def test_lantern_0():
    assert lantern(9) == 11


def test_lantern_1():
    assert lantern(43) == 53


def test_lantern_2():
    assert lantern(27) == 33


def test_lantern_3():
    assert lantern(24) == 30


def test_lantern_4():
    assert lantern(33, 5) == 41


def test_lantern_5():
    assert lantern(33, 6) == 49
