from kata_weigh.core import goblet


def test_goblet_0():
    assert goblet([10, 5]) == 30


def test_goblet_1():
    assert goblet([0]) == 0


def test_goblet_2():
    assert goblet([10, 6, 2]) == 34


def test_goblet_3():
    assert goblet([7, 6]) == 26


def test_goblet_4():
    assert goblet([5, 4]) == 18


def test_goblet_5():
    assert goblet([3, 4]) == 11
