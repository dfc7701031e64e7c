from kata_max_gap.core import goblet


def test_goblet_0():
    assert goblet([2]) == 0


def test_goblet_1():
    assert goblet([1, 4, 5, 17, 24]) == 12


def test_goblet_2():
    assert goblet([4, 18, 29]) == 14


def test_goblet_3():
    assert goblet([6, 15, 17, 18, 27, 29]) == 9


def test_goblet_4():
    assert goblet([10]) == 0


def test_goblet_5():
    assert goblet([8, 13, 22]) == 9
