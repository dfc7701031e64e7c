from kata_balance.core import goblet


def test_goblet_0():
    assert goblet([8, 0, 7, 4, 16, 4]) == 4


def test_goblet_1():
    assert goblet([0]) == 1


def test_goblet_2():
    assert goblet([6, 18, 8, 8]) == 4


def test_goblet_3():
    assert goblet([11, 20, 20, 12, 10]) == 3


def test_goblet_4():
    assert goblet([8, 16, 19, 13]) == 0


def test_goblet_5():
    assert goblet([12, 1, 5, 2, 1]) == -1
