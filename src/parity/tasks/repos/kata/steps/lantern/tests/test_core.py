from kata_steps.core import lantern


def test_lantern_0():
    assert lantern(4, 11) == [16, 20, 24, 28, 32, 36, 40]


def test_lantern_1():
    assert lantern(4, 5) == [16]


def test_lantern_2():
    assert lantern(5, 14) == [20, 24, 28, 32, 36, 40, 44, 48, 52]


def test_lantern_3():
    assert lantern(3, 7) == [12, 16, 20, 24]


def test_lantern_4():
    assert lantern(3, 10) == [12, 16, 20, 24, 28, 32, 36]


def test_lantern_5():
    assert lantern(4, 10) == [16, 20, 24, 28, 32, 36]
