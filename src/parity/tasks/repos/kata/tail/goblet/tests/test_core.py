from kata_tail.core import goblet


def test_goblet_0():
    assert goblet([]) == []


def test_goblet_1():
    assert goblet([7, 5, 7, 1, 1]) == [1]


def test_goblet_2():
    assert goblet([4, 9, 6, 5]) == [5]


def test_goblet_3():
    assert goblet([1, 5, 7, 6, 8, 0, 6]) == [6]


def test_goblet_4():
    assert goblet([0, 5, 0, 9, 7]) == [7]


def test_goblet_5():
    assert goblet([8, 8, 3, 9, 8, 3], 0) == []
