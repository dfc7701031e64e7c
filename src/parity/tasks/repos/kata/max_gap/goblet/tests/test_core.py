from kata_max_gap.core import goblet


def test_goblet_0():
    assert goblet([3]) == 0


def test_goblet_1():
    assert goblet([13, 14]) == 1


def test_goblet_2():
    assert goblet([1, 14, 14, 19, 21, 21]) == 13


def test_goblet_3():
    assert goblet([3, 14, 19, 27]) == 11


def test_goblet_4():
    assert goblet([25]) == 0


def test_goblet_5():
    assert goblet([13, 22, 24]) == 9
