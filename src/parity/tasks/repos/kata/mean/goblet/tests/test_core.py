from kata_mean.core import goblet


def test_goblet_0():
    assert goblet([]) == 0


def test_goblet_1():
    assert goblet([15, 30, 3, 0, 24, 0]) == 12


def test_goblet_2():
    assert goblet([20, 8, 13]) == 13


def test_goblet_3():
    assert goblet([18, 7, 12, 7, 18, 22]) == 14


def test_goblet_4():
    assert goblet([18]) == 18


def test_goblet_5():
    assert goblet([20]) == 20
