from kata_steps.core import lantern


def test_lantern_0():
    assert lantern(4, 9) == [20, 35]


def test_lantern_1():
    assert lantern(6, 13) == [30, 45, 60]


def test_lantern_2():
    assert lantern(4, 7) == [20]


def test_lantern_3():
    assert lantern(5, 10) == [25, 40]


def test_lantern_4():
    assert lantern(0, 8) == [0, 15, 30]


def test_lantern_5():
    assert lantern(0, 10, 4) == [0, 20, 40]
