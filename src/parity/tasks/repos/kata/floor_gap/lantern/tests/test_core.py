from kata_floor_gap.core import lantern


def test_lantern_0():
    assert lantern(19, 13) == 6


def test_lantern_1():
    assert lantern(6, 10) == 1


def test_lantern_2():
    assert lantern(18, 17) == 1


def test_lantern_3():
    assert lantern(16, 20) == 1


def test_lantern_4():
    assert lantern(1, 3) == 1


def test_lantern_5():
    assert lantern(12, 12) == 1
