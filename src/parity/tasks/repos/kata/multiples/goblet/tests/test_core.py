from kata_multiples.core import goblet


def test_goblet_0():
    assert goblet([12, 18, 4]) == 2


def test_goblet_1():
    assert goblet([16, -2, 19]) == 0


def test_goblet_2():
    assert goblet([11, 11, 16, -1]) == 0


def test_goblet_3():
    assert goblet([13, -3, 16, 2, 6]) == 1


def test_goblet_4():
    assert goblet([-4, 13, 5]) == 0


def test_goblet_5():
    assert goblet([0, 3, 1]) == 1
